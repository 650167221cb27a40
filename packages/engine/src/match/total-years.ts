import { dateRangeSpan } from '../text/date-range.ts'

/** Years covered by the given date ranges, overlaps counted once, each range weighted (0–1). */
export function totalYears(roles: { dates: string; weight: number }[], now = new Date()): number {
  const ranges = roles
    .map((role) => ({ range: dateRangeSpan(role.dates, now), weight: role.weight }))
    .filter((r) => r.range && r.weight > 0)
    .sort((a, b) => a.range!.start - b.range!.start)
  let total = 0
  let coveredUntil = -Infinity
  for (const { range, weight } of ranges) {
    const start = Math.max(range!.start, coveredUntil)
    if (range!.end > start) total += (range!.end - start) * weight
    coveredUntil = Math.max(coveredUntil, range!.end)
  }
  return total
}
