import { createHash } from 'node:crypto'
import type { SharedCounters } from '../../lib/shared-counters.ts'

// Sign-in attempts are counted per client address *and* account: after maxFailures wrong passwords in the
// window that address is refused for that account until the window ends. Counting per account alone would let
// anyone lock the owner out by guessing from elsewhere; the per-address route limit bounds guessing across
// accounts. Counters are shared by all instances when Redis is configured.

export function createLoginThrottle(counters: SharedCounters, maxFailures = 10, windowMs = 15 * 60_000) {
  // Hashed so keys in a shared store reveal neither addresses nor emails.
  const keyOf = (client: string, email: string) =>
    `login-attempts:${createHash('sha256').update(`${client}\n${email.trim().toLowerCase()}`).digest('hex')}`
  return {
    /**
     * Counts an attempt before the password is checked, so parallel guesses on several instances cannot
     * overshoot; refused, with the seconds until the window ends, once maxFailures attempts in the window went
     * unanswered by a success.
     */
    async attempt(client: string, email: string): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
      const hit = await counters.increment(keyOf(client, email), windowMs)
      return { allowed: hit.count <= maxFailures, retryAfterSeconds: hit.retryAfterSeconds }
    },
    async succeeded(client: string, email: string): Promise<void> {
      await counters.reset(keyOf(client, email))
    },
  }
}
