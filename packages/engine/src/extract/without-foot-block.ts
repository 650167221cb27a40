/**
 * A side's rows without a short block (three rows at most) set apart at the page's foot by ten blank lines or
 * more: a section pushed down to the foot, a design's credit line under a sidebar. The column is read line after
 * line above that gap, the blank band being no part of it.
 */
export function withoutFootBlock(ys: number[], pitch: number): number[] {
  const sorted = [...ys].sort((a, b) => b - a)
  for (let k = Math.max(sorted.length - 3, 6); k < sorted.length; k++)
    if (sorted[k - 1]! - sorted[k]! >= 10 * pitch) return sorted.slice(0, k)
  return ys
}
