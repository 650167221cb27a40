import { AppError } from '../lib/app-error.ts'

export type SchedulerLimits = {
  /** Tasks running at once in all (the worker threads). */
  slots: number
  /** Tasks of one owner running at once. */
  perOwner: number
  /** Tasks of one owner waiting; more are refused with 429. */
  perOwnerQueued: number
  /** Tasks waiting in all; more are refused with 503. */
  maxQueued: number
  /** A task that cannot start within this is refused with 503. */
  maxWaitMs: number
}

type Waiting = { start: () => void; timer: NodeJS.Timeout }

export const USER_BUSY = 'You already have several files being processed. Please wait for them to finish.'
export const SERVER_BUSY = 'The server is busy right now. Please try again in a moment.'

/**
 * Decides when a task may start: never more than `slots` at once nor `perOwner` for one owner, and owners
 * take turns (round-robin), so one owner's flood waits behind its own tasks, not in front of everyone's.
 * Time spent waiting here is not part of a task's time limit: the task's clock starts when `run` calls it.
 */
export function createTaskScheduler(limits: SchedulerLimits) {
  const queues = new Map<string, Waiting[]>()
  const running = new Map<string, number>()
  let active = 0
  let queued = 0
  // Recent task duration, for a Retry-After that tracks the load.
  let averageMs = 1000

  // A slot is claimed before the task's promise resumes, so one dispatch never hands out a slot twice.
  const claim = (owner: string) => {
    active++
    running.set(owner, (running.get(owner) ?? 0) + 1)
  }

  const retryAfter = (ahead: number) =>
    Math.max(1, Math.ceil((averageMs * (ahead + active)) / limits.slots / 1000))

  function dispatch() {
    // Map order is the turn order: an owner served goes to the back.
    for (const [owner, queue] of queues) {
      if (active >= limits.slots) return
      if ((running.get(owner) ?? 0) >= limits.perOwner) continue
      const next = queue.shift()!
      if (!queue.length) queues.delete(owner)
      else {
        queues.delete(owner)
        queues.set(owner, queue)
      }
      clearTimeout(next.timer)
      queued--
      claim(owner)
      next.start()
    }
  }

  async function run<T>(owner: string, task: () => Promise<T>): Promise<T> {
    const own = queues.get(owner)
    const canStart = active < limits.slots && (running.get(owner) ?? 0) < limits.perOwner && !own
    if (canStart) claim(owner)
    else {
      if ((own?.length ?? 0) >= limits.perOwnerQueued)
        throw new AppError('rate_limited', USER_BUSY, retryAfter(own?.length ?? 0))
      if (queued >= limits.maxQueued) throw new AppError('unavailable', SERVER_BUSY, retryAfter(queued))
      await new Promise<void>((resolve, reject) => {
        const waiting: Waiting = {
          start: resolve,
          timer: setTimeout(() => {
            const queue = queues.get(owner)!
            queue.splice(queue.indexOf(waiting), 1)
            if (!queue.length) queues.delete(owner)
            queued--
            reject(new AppError('unavailable', SERVER_BUSY, retryAfter(queued)))
          }, limits.maxWaitMs),
        }
        queues.set(owner, [...(queues.get(owner) ?? []), waiting])
        queued++
      })
    }
    const started = performance.now()
    try {
      return await task()
    } finally {
      averageMs = averageMs * 0.8 + (performance.now() - started) * 0.2
      active--
      const left = running.get(owner)! - 1
      if (left) running.set(owner, left)
      else running.delete(owner)
      // The owner whose task just ended waits behind everyone else for this free slot.
      const own = queues.get(owner)
      if (own) {
        queues.delete(owner)
        queues.set(owner, own)
      }
      dispatch()
    }
  }

  return { run, stats: () => ({ active, queued }) }
}
