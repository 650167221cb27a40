// Failed sign-ins per email, counted in memory in a sliding window. With several server copies each keeps its
// own count, which still bounds guessing per copy; the per-IP limit on the route covers the rest.

export type LoginThrottle = ReturnType<typeof createLoginThrottle>

export function createLoginThrottle(maxFailures = 10, windowMs = 15 * 60_000) {
  const failures = new Map<string, number[]>()
  const recent = (key: string, now: number) => (failures.get(key) ?? []).filter((t) => now - t < windowMs)
  return {
    isBlocked(email: string, now = Date.now()): boolean {
      return recent(email.toLowerCase(), now).length >= maxFailures
    },
    recordFailure(email: string, now = Date.now()): void {
      const key = email.toLowerCase()
      if (failures.size > 100_000) failures.clear()
      failures.set(key, [...recent(key, now), now])
    },
    reset(email: string): void {
      failures.delete(email.toLowerCase())
    },
  }
}
