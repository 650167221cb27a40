import { describe, expect, it } from 'vitest'
import { AppError } from '../lib/app-error.ts'
import { createTaskScheduler, SERVER_BUSY, USER_BUSY } from './task-scheduler.ts'

/** A task that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open = () => {}
  const done = new Promise<void>((resolve) => {
    open = resolve
  })
  return {
    task: () => {
      log.push(name)
      return done.then(() => name)
    },
    open: () => open(),
  }
}

const limits = { slots: 2, perOwner: 2, perOwnerQueued: 10, maxQueued: 50, maxWaitMs: 5000 }
const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('createTaskScheduler', () => {
  it('lets another owner in at the next free slot, ahead of a flood', async () => {
    const scheduler = createTaskScheduler(limits)
    const log: string[] = []
    const flood = Array.from({ length: 8 }, (_, i) => gate(log, `a${i}`))
    const runs = flood.map((g) => scheduler.run('a', g.task))
    const other = gate(log, 'b0')
    const otherRun = scheduler.run('b', other.task)
    await tick()
    expect(log).toEqual(['a0', 'a1'])
    flood[0]!.open()
    await tick()
    expect(log).toEqual(['a0', 'a1', 'b0'])
    other.open()
    expect(await otherRun).toBe('b0')
    for (const g of flood) g.open()
    expect(await Promise.all(runs)).toHaveLength(8)
  })

  it('takes turns between owners, one task each', async () => {
    const scheduler = createTaskScheduler({ ...limits, slots: 1, perOwner: 1 })
    const log: string[] = []
    const names = ['a0', 'a1', 'a2', 'b0', 'b1', 'c0']
    const gates = names.map((name) => gate(log, name))
    const runs = gates.map((g, i) => scheduler.run(names[i]![0]!, g.task))
    for (const g of gates) {
      await tick()
      g.open()
    }
    await Promise.all(runs)
    expect(log).toEqual(['a0', 'b0', 'c0', 'a1', 'b1', 'a2'])
  })

  it('refuses an owner’s extra tasks with 429 and a full queue with 503, both with Retry-After', async () => {
    const scheduler = createTaskScheduler({ ...limits, perOwnerQueued: 2, maxQueued: 3 })
    const log: string[] = []
    const gates = Array.from({ length: 4 }, (_, i) => gate(log, `a${i}`))
    const runs = gates.map((g) => scheduler.run('a', g.task))
    const extra = scheduler.run('a', gate(log, 'a4').task)
    await expect(extra).rejects.toMatchObject({ kind: 'rate_limited', message: USER_BUSY })
    await extra.catch((error: AppError) => expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(1))
    const b = gate(log, 'b0')
    const bRun = scheduler.run('b', b.task)
    const full = scheduler.run('c', gate(log, 'c0').task)
    await expect(full).rejects.toMatchObject({ kind: 'unavailable', message: SERVER_BUSY })
    for (const g of [...gates, b]) g.open()
    await Promise.all([...runs, bRun])
    expect(scheduler.stats()).toEqual({ active: 0, queued: 0 })
  })

  it('gives up on a task that waits too long, and it never starts', async () => {
    const scheduler = createTaskScheduler({ ...limits, slots: 1, maxWaitMs: 50 })
    const log: string[] = []
    const first = gate(log, 'a0')
    const running = scheduler.run('a', first.task)
    const waiting = scheduler.run('b', gate(log, 'b0').task)
    await expect(waiting).rejects.toBeInstanceOf(AppError)
    first.open()
    await running
    await tick()
    expect(log).toEqual(['a0'])
    expect(scheduler.stats()).toEqual({ active: 0, queued: 0 })
  })
})
