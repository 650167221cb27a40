const month =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?'
const season = '(?:Spring|Summer|Fall|Autumn|Winter)'
const point = `(?:(?:${month}|${season}),?\\s+\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/]\\d{2}(?!\\d)|(?:19|20)\\d{2})`
const end = `(?:${point}|Present|Current|Now|Today|Ongoing)`
const range = new RegExp(
  `(?<![\\w/.])(?:(?:Expected|Anticipated|Since)\\s+)?(?:${point}(?:\\s*(?:[-–—]|to|until|through)\\s*${end})?|${point})(?![\\w/])`,
  'i',
)

/** The first date or date range in a line, exactly as written, and the line without it. */
export function findDateRange(line: string): { dates: string; rest: string } | null {
  const m = range.exec(line)
  if (!m) return null
  const rest = (line.slice(0, m.index) + line.slice(m.index + m[0].length))
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s*(?:[|•·,]|[-–—]|\t)\s*$/, '')
    .replace(/^\s*(?:[|•·,]|[-–—]|\t)\s*/, '')
    .replace(/\s*(?:[|•·]|\t)\s*(?:[|•·]|\t)\s*/, '\t')
    .trim()
  return { dates: m[0].trim(), rest }
}

/** True when the line holds nothing but a date or range. */
export const isDateOnly = (line: string) => findDateRange(line)?.rest === ''
