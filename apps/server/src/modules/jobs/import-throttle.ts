// Job imports per user, counted in memory in a sliding window: each import makes the server fetch a page, so
// one account must not turn it into a crawler. With several server copies each keeps its own count.

export type ImportThrottle = ReturnType<typeof createImportThrottle>

export function createImportThrottle(maxPerWindow: number, windowMs = 60_000) {
  const uses = new Map<string, number[]>()
  return {
    /** Records one use; false when the user has used up the window. */
    take(userId: string, now = Date.now()): boolean {
      const recent = (uses.get(userId) ?? []).filter((t) => now - t < windowMs)
      if (recent.length >= maxPerWindow) return false
      if (uses.size > 100_000) uses.clear()
      uses.set(userId, [...recent, now])
      return true
    },
  }
}
