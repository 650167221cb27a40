const months: Record<string, number> = {
  jan: 0,
  feb: 1,
  mar: 2,
  apr: 3,
  may: 4,
  jun: 5,
  jul: 6,
  aug: 7,
  sep: 8,
  sept: 8,
  oct: 9,
  nov: 10,
  dec: 11,
  spring: 3,
  summer: 6,
  fall: 9,
  autumn: 9,
  winter: 0,
}
const current = /\b(present|current|now|today|ongoing|date)\b/i

/** A point in time as fractional years (2020.5 = July 2020), from "Jan 2020", "01/2020", "2020-01" or "2020". */
function parsePoint(text: string, now: Date): number | undefined {
  if (current.test(text)) return now.getFullYear() + now.getMonth() / 12
  const year = /\b(19[5-9]\d|20\d\d)\b/.exec(text)
  if (!year) return undefined
  const name = /\b([a-z]{3,9})/i.exec(text.replace(year[0], ''))?.[1]?.toLowerCase() ?? ''
  const month =
    months[name] ??
    months[name.slice(0, 4)] ??
    months[name.slice(0, 3)] ??
    Number(
      /\b(0?[1-9]|1[0-2])\s*[/.-]\s*(?:19|20)\d\d\b/.exec(text)?.[1] ??
        /(?:19|20)\d\d\s*[/.-]\s*(0?[1-9]|1[0-2])\b/.exec(text)?.[1] ??
        1,
    ) - 1
  return Number(year[0]) + month / 12
}

const point =
  /(?:\b[a-z]{3,9}\.?,?\s+)?(?:\b(?:0?[1-9]|1[0-2])\s*[/.]\s*)?\b(?:19[5-9]\d|20\d\d)\b(?:\s*[-/.]\s*(?:0?[1-9]|1[0-2])\b(?!\s*[-/.]?\d))?|\b(?:present|current|now|today|ongoing)\b/gi

/** Start and end of a role's date text ("Mar 2019 – Present"); undefined when no year is found. */
export function parseDateRange(text: string, now = new Date()): { start: number; end: number } | undefined {
  const points = [...text.matchAll(point)].map((m) => parsePoint(m[0], now)).filter((p) => p !== undefined)
  const start = points[0]
  if (start === undefined) return undefined
  const end = points[1] ?? start + 1 / 12
  return end >= start ? { start, end } : undefined
}
