import type { ImportedPosting } from '@tailor/contracts'
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import {
  createWorkerPool,
  TaskCrashError,
  TaskTimeoutError,
  type WorkerPool,
  type WorkerPoolOptions,
} from './worker-pool.ts'

const MB = 1024 * 1024

/** The tasks of test-tasks.mjs. */
type TestTasks = {
  sleep: (task: { ms: number }) => Promise<string>
  exhaustHeap: (task: object) => never
  grow: (task: { mb: number }) => Promise<number>
  leaveBehind: (task: { mb: number }) => number
}
let pool: WorkerPool<TestTasks> | undefined

function testPool(options: Partial<WorkerPoolOptions> = {}) {
  pool = createWorkerPool<TestTasks>({
    threads: 1,
    perOwner: 1,
    perOwnerQueued: 10,
    maxQueued: 50,
    maxWaitMs: 10_000,
    taskTimeoutMs: 10_000,
    memoryMb: 64,
    recycleRssMb: 100_000,
    filename: new URL('./test-tasks.mjs', import.meta.url).href,
    ...options,
  })
  return pool
}

afterEach(async () => {
  await pool?.close()
  pool = undefined
})

describe('createWorkerPool', () => {
  it('types each task’s input and result by its name (checked by tsc in npm run check)', () => {
    const typed = (workers: WorkerPool) => {
      // @ts-expect-error: a tailor task needs a resume, a job description, a level and a mode
      void workers.request('a', 'tailor', { ms: 1 })
      // @ts-expect-error: no task has this name
      void workers.request('a', 'tailr', {})
      expectTypeOf(
        workers.request('a', 'readPosting', { contentType: 'text/html', body: '' }),
      ).resolves.toEqualTypeOf<ImportedPosting | null>()
    }
    expect(typed).toBeTypeOf('function')
  })

  it('starts a task’s time limit when the task starts, not when it was queued', async () => {
    const workers = testPool({ taskTimeoutMs: 1500 })
    // Three 600 ms tasks on one thread: the last waits 1.2 s, then runs 0.6 s (1.8 s after it was queued).
    const replies = await Promise.all(
      ['a', 'b', 'c'].map((owner) => workers.run(owner, 'sleep', { ms: 600 })),
    )
    expect(replies).toEqual(['slept', 'slept', 'slept'])
    await expect(workers.run('a', 'sleep', { ms: 3000 })).rejects.toBeInstanceOf(TaskTimeoutError)
    expect(await workers.run('a', 'sleep', { ms: 1 })).toBe('slept')
  })

  it('reports a thread that ran out of memory as a crash and keeps serving', async () => {
    const workers = testPool()
    await expect(workers.run('a', 'exhaustHeap', {})).rejects.toBeInstanceOf(TaskCrashError)
    expect(await workers.run('a', 'sleep', { ms: 1 })).toBe('slept')
  })

  it('stops a task that grows the process outside its heap past the budget, and the memory returns', async () => {
    const before = process.memoryUsage.rss()
    let peak = before
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss())
    }, 20)
    const workers = testPool()
    try {
      await expect(workers.run('a', 'grow', { mb: 3000 })).rejects.toBeInstanceOf(TaskCrashError)
    } finally {
      clearInterval(sampler)
    }
    // 64 MB heap + 256 MB outside it, plus what one watch interval lets through.
    expect(peak - before).toBeLessThan(600 * MB)
    const deadline = Date.now() + 20_000
    while (process.memoryUsage.rss() - before > 150 * MB && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(process.memoryUsage.rss() - before).toBeLessThan(150 * MB)
    expect(await workers.run('a', 'sleep', { ms: 1 })).toBe('slept')
  })

  it('keeps its threads when the process is large but the task did not grow it', async () => {
    const workers = testPool({ recycleRssMb: 128 })
    expect(await workers.run('a', 'sleep', { ms: 1 })).toBe('slept')
    expect(workers.stats().recycles).toBe(0)
  })

  it('replaces its threads when memory a task left outside the heap keeps the process large', async () => {
    const before = process.memoryUsage().rss
    // A heap limit of 512 MB lets a task add 768 MB before it is stopped: this one finishes.
    const workers = testPool({ recycleRssMb: Math.round(before / MB) + 300, memoryMb: 512 })
    expect(await workers.run('a', 'leaveBehind', { mb: 600 })).toBe(600 * MB)
    expect(workers.stats().recycles).toBe(1)
    const deadline = Date.now() + 20_000
    while (process.memoryUsage().rss - before > 200 * MB && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200))
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * MB)
    expect(await workers.run('a', 'sleep', { ms: 1 })).toBe('slept')
  })
})
