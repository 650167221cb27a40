import { describe, expect, it } from 'vitest'
import { createLimiter } from './create-limiter.ts'

describe('createLimiter', () => {
  it('lets `slots` holders in and the next one when a slot is released', async () => {
    const limiter = createLimiter(2)
    const signal = new AbortController().signal
    const first = await limiter.acquire(signal)
    await limiter.acquire(signal)
    let third: (() => void) | null = null
    const waiting = limiter.acquire(signal).then((release) => (third = release))
    expect(limiter.stats()).toEqual({ busy: 2, waiting: 1 })
    first!()
    await waiting
    expect(third).toBeTypeOf('function')
    expect(limiter.stats()).toEqual({ busy: 2, waiting: 0 })
  })

  it('gives up the wait when the signal aborts', async () => {
    const limiter = createLimiter(1)
    await limiter.acquire(new AbortController().signal)
    const controller = new AbortController()
    const waiting = limiter.acquire(controller.signal)
    controller.abort()
    expect(await waiting).toBeNull()
    expect(limiter.stats()).toEqual({ busy: 1, waiting: 0 })
  })
})
