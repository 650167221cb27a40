import { Piscina } from 'piscina'
import { AppError } from '../lib/app-error.ts'
import { createTaskScheduler, type SchedulerLimits, SERVER_BUSY } from './task-scheduler.ts'
import type * as workerTasks from './worker-tasks.ts'

/** A module of worker tasks by name: each takes one input and returns plain data or a promise of it. */
type TaskMap<Tasks> = { [Name in keyof Tasks]: (input: never) => unknown }
type TaskInput<Task> = Task extends (input: infer Input) => unknown ? Input : never
type TaskOutput<Task> = Task extends (input: never) => infer Output ? Awaited<Output> : never

/** The server's tasks (worker-tasks.ts, loaded in each thread by worker-entry.mjs). */
type ServerTasks = typeof workerTasks

export type WorkerPool<Tasks extends TaskMap<Tasks> = ServerTasks> = ReturnType<
  typeof createWorkerPool<Tasks>
>

export type WorkerPoolOptions = Omit<SchedulerLimits, 'slots'> & {
  threads: number
  /** JS heap of one worker thread. */
  memoryMb: number
  /** After a task, process RSS above this replaces the worker threads, giving their memory back. */
  recycleRssMb: number
  /** Time limit of a task other than parsing, counted from when it starts. */
  taskTimeoutMs: number
  /** Where the tasks live; tests point this at their own. */
  filename?: string
  onError?: (error: unknown) => void
}

/** A task went over its time limit; its thread was replaced. */
export class TaskTimeoutError extends Error {
  override readonly name = 'TaskTimeoutError'
}

/** A worker thread died under a task (out of memory, crash); it was replaced. */
export class TaskCrashError extends Error {
  override readonly name = 'TaskCrashError'
}

const RECYCLE_PAUSE_MS = 30_000
// RSS a single task must have added for its threads to be blamed; steady memory (PGlite, warm threads) is not.
const RECYCLE_GROWTH_BYTES = 128 * 1024 * 1024

// Memory outside the JS heap that one task may add to the process while it runs, on top of its heap limit.
const TASK_EXTRA_BYTES = 256 * 1024 * 1024
const WATCH_INTERVAL_MS = 100

const isCrash = (error: unknown) =>
  (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY' ||
  /^worker exited with code/.test((error as Error).message)

/** Time-outs and crashes of work the server does for a request are the server's trouble: 503, try again. */
function busy(error: unknown): unknown {
  if (error instanceof TaskTimeoutError || error instanceof TaskCrashError)
    return new AppError('unavailable', SERVER_BUSY, 10)
  return error
}

/**
 * Worker threads for CPU-heavy work, fed by a fair scheduler: each user gets at most a few threads at once
 * and users take turns. Piscina is never handed more tasks than it has threads, so a task starts the
 * moment it is handed over and its time limit counts only its own run. A task over its time limit, a
 * thread that runs out of heap, and a task during which the process's RSS grows by more than the heap
 * limit plus 256 MB (buffers outside the heap) get their thread replaced; so do all threads when a task
 * leaves the process's RSS high and grown.
 */
export function createWorkerPool<Tasks extends TaskMap<Tasks> = ServerTasks>(options: WorkerPoolOptions) {
  const scheduler = createTaskScheduler({ ...options, slots: options.threads })
  const createPiscina = () => {
    const pool = new Piscina({
      filename: options.filename ?? new URL('./worker-entry.mjs', import.meta.url).href,
      // Warm threads stay: one that idled out would come back cold and load its lexicons during a task.
      minThreads: options.threads,
      maxThreads: options.threads,
      idleTimeout: 60_000,
      resourceLimits: {
        maxOldGenerationSizeMb: options.memoryMb,
        maxYoungGenerationSizeMb: Math.max(16, Math.round(options.memoryMb / 16)),
        stackSizeMb: 4,
      },
    })
    // A thread that dies with no task on it is reported here; Piscina replaces it.
    pool.on('error', (error) => options.onError?.(error))
    return pool
  }
  // Each thread loads the engine's shared data before any task is measured against the RSS budget. A pool whose
  // tasks have no warmUp (the pool's own tests) simply starts cold.
  const warm = (pool: Piscina) =>
    Promise.all(Array.from({ length: options.threads }, () => pool.run(undefined, { name: 'warmUp' }))).then(
      () => undefined,
      () => undefined,
    )
  let piscina = createPiscina()
  let warmed = warm(piscina)
  let recycles = 0
  // Running tasks and the RSS when each started: the heap limit does not see ArrayBuffers, this does.
  const running = new Set<{ rssBefore: number; controller: AbortController; overBudget: boolean }>()
  const growthLimit = options.memoryMb * 1024 * 1024 + TASK_EXTRA_BYTES
  let watchdog: NodeJS.Timeout | undefined

  function stopOverBudget() {
    const rss = process.memoryUsage.rss()
    for (const task of running) {
      if (rss - task.rssBefore <= growthLimit) continue
      // RSS is process-wide: every task that saw the growth is stopped, and their threads with it.
      task.overBudget = true
      task.controller.abort()
    }
  }
  let recycledAt = -RECYCLE_PAUSE_MS

  function recycleIfBloated(rssBefore: number) {
    const rss = process.memoryUsage.rss()
    if (rss <= options.recycleRssMb * 1024 * 1024 || rss - rssBefore < RECYCLE_GROWTH_BYTES) return
    if (performance.now() - recycledAt < RECYCLE_PAUSE_MS) return
    recycledAt = performance.now()
    const old = piscina
    piscina = createPiscina()
    warmed = warm(piscina)
    recycles++
    // Tasks still running on the old threads finish there; then the threads and their memory go.
    void old.close().catch((error) => options.onError?.(error))
  }

  async function runNow<Name extends keyof Tasks & string>(
    name: Name,
    task: TaskInput<Tasks[Name]>,
    timeoutMs: number,
  ): Promise<TaskOutput<Tasks[Name]>> {
    await warmed
    const rssBefore = process.memoryUsage.rss()
    const watched = { rssBefore, controller: new AbortController(), overBudget: false }
    running.add(watched)
    watchdog ??= setInterval(stopOverBudget, WATCH_INTERVAL_MS).unref()
    const signal = AbortSignal.any([watched.controller.signal, AbortSignal.timeout(timeoutMs)])
    try {
      return await piscina.run(task, { name, signal })
    } catch (error) {
      if (watched.overBudget || isCrash(error))
        throw new TaskCrashError(`${name} stopped its worker: ${(error as Error).message}`)
      const errorName = (error as Error).name
      if (errorName === 'AbortError' || errorName === 'TimeoutError')
        throw new TaskTimeoutError(`${name} took longer than ${timeoutMs} ms`)
      throw error
    } finally {
      running.delete(watched)
      if (!running.size) {
        clearInterval(watchdog)
        watchdog = undefined
      }
      recycleIfBloated(rssBefore)
    }
  }

  /** Runs one named task for `owner` once the scheduler gives it a thread. */
  const run = <Name extends keyof Tasks & string>(
    owner: string,
    name: Name,
    task: TaskInput<Tasks[Name]>,
    timeoutMs = options.taskTimeoutMs,
  ) => scheduler.run(owner, () => runNow(name, task, timeoutMs))

  return {
    /** Time-outs and crashes come back as they are: parsing blames them on the file, not the server. */
    run,
    /** A task done for a request: its time-out or crash is the server's trouble (503, try again). */
    request: <Name extends keyof Tasks & string>(owner: string, name: Name, task: TaskInput<Tasks[Name]>) =>
      run(owner, name, task).catch((error) => {
        throw busy(error)
      }),
    /** Settles once every thread has loaded the engine's data: the app waits for it before it serves. */
    ready: () => warmed,
    stats: () => ({ ...scheduler.stats(), recycles }),
    close: () => piscina.destroy(),
  }
}
