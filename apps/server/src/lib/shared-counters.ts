import { Redis } from 'ioredis'
import { AppError } from './app-error.ts'

export type SharedCounters = ReturnType<typeof createSharedCounters>

export const STORE_UNAVAILABLE =
  'The server cannot check sign-in limits right now. Please try again in a minute.'

// INCR and set the expiry on the first hit, atomically: a fixed window per key.
const incrementScript = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

type Counter = { count: number; expiresAt: number }

/** A counter after a hit: how many hits in its window, and the seconds until the window ends (for Retry-After). */
export type Hit = { count: number; retryAfterSeconds: number }

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

/**
 * Counters that expire after a window. With REDIS_URL every instance shares them (and the per-address rate
 * limits use the same client); without it they live in this process, which suits the embedded single-process
 * default only.
 */
export function createSharedCounters(redisConfig: { url: string; keyPrefix: string } | null) {
  if (redisConfig) {
    // A command fails at the first failed connection attempt instead of waiting through retries, so a Redis
    // outage answers 503 (or skips the per-address limit) at once; the client keeps reconnecting by itself.
    // Reconnects stay a quarter second apart: a command made during an outage waits for the next attempt, and
    // ioredis's default back-off (up to 2 s) would hold a sign-in that long before its 503.
    const redis = new Redis(redisConfig.url, {
      keyPrefix: redisConfig.keyPrefix,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      retryStrategy: (attempt) => Math.min(attempt * 50, 250),
    })
    // Errors reach the commands that need Redis (and /readyz); unhandled, ioredis would print every retry.
    redis.on('error', () => {})
    const guard = async <T>(work: Promise<T>): Promise<T> => {
      try {
        return await work
      } catch {
        throw new AppError('unavailable', STORE_UNAVAILABLE)
      }
    }
    return {
      redis,
      async increment(key: string, windowMs: number): Promise<Hit> {
        const [count, ttl] = (await guard(redis.eval(incrementScript, 1, key, windowMs))) as [number, number]
        return { count, retryAfterSeconds: secondsOf(ttl > 0 ? ttl : windowMs) }
      },
      count: async (key: string) => Number((await guard(redis.get(key))) ?? 0),
      reset: async (key: string) => {
        await guard(redis.del(key))
      },
      /** Fails with a readable message when Redis cannot be reached (checked at start-up). */
      async check() {
        await redis.ping().catch((error: Error) => {
          throw new Error(`Redis at REDIS_URL cannot be reached (${error.message})`)
        })
      },
      close: async () => {
        await redis.quit().catch(() => redis.disconnect())
      },
    }
  }

  const counters = new Map<string, Counter>()
  const live = (key: string, now: number) => {
    const counter = counters.get(key)
    return counter && counter.expiresAt > now ? counter : undefined
  }
  return {
    redis: null,
    async increment(key: string, windowMs: number): Promise<Hit> {
      const now = Date.now()
      if (counters.size > 100_000) {
        for (const [k, c] of counters) if (c.expiresAt <= now) counters.delete(k)
      }
      const counter = live(key, now) ?? { count: 0, expiresAt: now + windowMs }
      counter.count++
      counters.set(key, counter)
      return { count: counter.count, retryAfterSeconds: secondsOf(counter.expiresAt - now) }
    },
    count: async (key: string) => live(key, Date.now())?.count ?? 0,
    reset: async (key: string) => {
      counters.delete(key)
    },
    check: async () => {},
    close: async () => {},
  }
}
