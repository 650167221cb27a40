import type { ImportedPosting } from '@tailor/contracts'
import type { FetchedPosting } from '@tailor/engine'
import { Piscina } from 'piscina'
import { AppError } from '../lib/app-error.ts'
import { createTaskScheduler, type SchedulerLimits, SERVER_BUSY } from './task-scheduler.ts'
import type {
  AtsCheckTask,
  CheckedForAts,
  checkLetterDraft,
  ImportedResume,
  ImportTask,
  LetterDraftTask,
  ParsedUpload,
  ParseUploadTask,
  RateLetterTask,
  RenderedPdf,
  RenderLetterTask,
  RenderTask,
  RescueParseTask,
  RewordTask,
  rescueParse,
  reword,
  TailoredResume,
  TailorTask,
  WriteLetterTask,
  WrittenLetter,
} from './worker-tasks.ts'

export type WorkerPool = ReturnType<typeof createWorkerPool>

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
export function createWorkerPool(options: WorkerPoolOptions) {
  const scheduler = createTaskScheduler({ ...options, slots: options.threads })
  const createPiscina = () => {
    const pool = new Piscina({
      filename: options.filename ?? new URL('./worker-entry.mjs', import.meta.url).href,
      minThreads: 1,
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
  let piscina = createPiscina()
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
    recycles++
    // Tasks still running on the old threads finish there; then the threads and their memory go.
    void old.close().catch((error) => options.onError?.(error))
  }

  async function runNow<T>(name: string, task: unknown, timeoutMs: number): Promise<T> {
    const rssBefore = process.memoryUsage.rss()
    const watched = { rssBefore, controller: new AbortController(), overBudget: false }
    running.add(watched)
    watchdog ??= setInterval(stopOverBudget, WATCH_INTERVAL_MS).unref()
    const signal = AbortSignal.any([watched.controller.signal, AbortSignal.timeout(timeoutMs)])
    try {
      return (await piscina.run(task, { name, signal })) as T
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
  const run = <T>(owner: string, name: string, task: unknown, timeoutMs = options.taskTimeoutMs) =>
    scheduler.run(owner, () => runNow<T>(name, task, timeoutMs))

  const request = <T>(owner: string, name: string, task: unknown) =>
    run<T>(owner, name, task).catch((error) => {
      throw busy(error)
    })

  return {
    run,
    /** Parsing keeps its time-outs and crashes apart: they are the file's fault, not the server's. */
    parseUpload: (owner: string, task: ParseUploadTask, timeoutMs: number) =>
      run<ParsedUpload>(owner, 'parseUpload', task, timeoutMs),
    rescueParse: (owner: string, task: RescueParseTask) =>
      request<ReturnType<typeof rescueParse>>(owner, 'rescueParse', task),
    tailor: (owner: string, task: TailorTask) => request<TailoredResume>(owner, 'tailor', task),
    reword: (owner: string, task: RewordTask) => request<ReturnType<typeof reword>>(owner, 'reword', task),
    checkLetterDraft: (owner: string, task: LetterDraftTask) =>
      request<ReturnType<typeof checkLetterDraft>>(owner, 'checkLetterDraft', task),
    renderResume: (owner: string, task: RenderTask) => request<RenderedPdf>(owner, 'renderResume', task),
    atsCheck: (owner: string, task: AtsCheckTask) => request<CheckedForAts>(owner, 'atsCheck', task),
    importResume: (owner: string, task: ImportTask) => request<ImportedResume>(owner, 'importResume', task),
    writeLetter: (owner: string, task: WriteLetterTask) => request<WrittenLetter>(owner, 'writeLetter', task),
    rateLetter: (owner: string, task: RateLetterTask) =>
      request<Omit<WrittenLetter, 'content'>>(owner, 'rateLetter', task),
    renderLetter: (owner: string, task: RenderLetterTask) =>
      request<RenderedPdf>(owner, 'renderLetter', task),
    readPosting: (owner: string, task: FetchedPosting) =>
      request<ImportedPosting | null>(owner, 'readPosting', task),
    stats: () => ({ ...scheduler.stats(), recycles }),
    close: () => piscina.destroy(),
  }
}
