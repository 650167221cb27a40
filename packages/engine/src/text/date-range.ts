// One date grammar for the engine: the parser finds dates as written, the matcher measures the time they span.

/** Month names in English, German, French and Spanish, full and abbreviated, with their month (0–11). */
const monthNames: [string, number][] = [
  ['Jan(?:uary)?|Januar|janv(?:ier)?|ene(?:ro)?', 0],
  ['Feb(?:ruary)?|Februar|févr(?:ier)?|fév|febrero', 1],
  ['Mar(?:ch)?|März|Mär|Mrz|mars|marzo', 2],
  ['Apr(?:il)?|avr(?:il)?|abr(?:il)?', 3],
  ['May|Mai|mayo', 4],
  ['June?|Juni|juin|jun(?:io)?', 5],
  ['July?|Juli|juil(?:let)?|jul(?:io)?', 6],
  ['Aug(?:ust)?|août|ago(?:sto)?', 7],
  ['Sep(?:t(?:ember)?)?|sept(?:embre)?|s[ei]p?tiembre', 8],
  ['Oct(?:ober)?|Okt(?:ober)?|octobre|octubre', 9],
  ['Nov(?:ember)?|novembre|noviembre', 10],
  ['Dec(?:ember)?|Dez(?:ember)?|déc(?:embre)?|dic(?:iembre)?', 11],
]
const seasons: [string, number][] = [
  ['Spring', 3],
  ['Summer', 6],
  ['Fall|Autumn', 9],
  ['Winter', 0],
]
const month = `(?:${monthNames.map(([names]) => names).join('|')})\\.?`
const season = `(?:${seasons.map(([names]) => names).join('|')})`
// "enero de 2020", "03/2019", "2019-03", "2019"
const point = `(?:(?:${month}|${season}),?\\s+(?:de\\s+)?\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/]\\d{2}(?!\\d)|(?:19|20)\\d{2})`
const present =
  "Present|Current|Now|Today|Ongoing|Date|heute|aktuell|jetzt|laufend|aujourd'hui|présent|actuel|en cours|actualidad|presente|actual|hoy"
const end = `(?:${point}|${present})`
const to = '(?:[-–—]|to|until|through|bis(?: heute)?|à|au|a|hasta)'
const range = new RegExp(
  `(?<![\\p{L}\\d_/.])(?:(?:Expected|Anticipated|Since|seit|depuis|desde|de)\\s+)?(?:${point}(?:\\s*${to}\\s*${end})?|${point})(?![\\p{L}\\d_/])`,
  'iu',
)

/** The first date or date range in a line, exactly as written, and the line without it. */
export function findDateRange(line: string): { dates: string; rest: string } | null {
  const m = range.exec(line)
  if (!m) return null
  const rest = (line.slice(0, m.index) + line.slice(m.index + m[0].length))
    // Brackets the date emptied go with the space before them: "Name (2016): Issuer" → "Name: Issuer".
    .replace(/\s*(?:\(\s*\)|\[\s*\])/g, '')
    .replace(/\s*(?:[|•·,]|[-–—]|\t)\s*$/, '')
    .replace(/^\s*(?:[|•·,]|[-–—]|\t)\s*/, '')
    .replace(/\s*(?:[|•·]|\t)\s*(?:[|•·]|\t)\s*/, '\t')
    .trim()
  return { dates: m[0].trim(), rest }
}

/** True when the line holds nothing but a date or range. */
export const isDateOnly = (line: string) => findDateRange(line)?.rest === ''

const points = new RegExp(`(?<![\\p{L}\\d_/.])(?:${point}|${present})(?![\\p{L}\\d_/])`, 'giu')
const isPresent = new RegExp(`^(?:${present})$`, 'iu')
/** A word for "now" as a range's end ("Present", "heute", "actualidad"…). */
export const isPresentWord = (text: string) => isPresent.test(text.trim())

const single = new RegExp(`^(?:${point}|${present})$`, 'iu')
/** One date or a word for now, not a range ("Apr 2019", "2013", "Present"). */
export const isSingleDate = (text: string) => single.test(text.trim())

const openRange = new RegExp(`(?<![\\p{L}\\d_/.])${point}\\s*[-–—]$`, 'iu')
/** A line that ends on a range's start and its dash, the end wrapped away ("…Technology<tab>2011 -"). */
export const endsOnOpenRange = (text: string) => openRange.test(text.trimEnd())

// Compiled once: span measuring runs for every role in every score.
const compiled = (table: [string, number][]) =>
  table.map(([names, index]) => [new RegExp(`^(?:${names})\\.?$`, 'iu'), index] as const)
const monthPatterns = compiled(monthNames)
const seasonPatterns = compiled(seasons)
const indexIn = (name: string, patterns: ReturnType<typeof compiled>) =>
  patterns.find(([pattern]) => pattern.test(name))?.[1]
/** The month (0–11) a month name means, in any language the grammar reads. */
export const monthIndex = (name: string) => indexIn(name, monthPatterns)

/** A point in time as fractional years (2020.5 = July 2020): "Jan 2020", "März 2019", "01/2020", "2020-01", "2020". */
function yearsOf(text: string, now: Date): number {
  if (isPresent.test(text)) return now.getFullYear() + now.getMonth() / 12
  const numeric = /^(\d{1,2})[/.](\d{4})$/.exec(text) ?? /^(\d{4})[-/](\d{2})$/.exec(text)
  if (numeric) {
    const [a, b] = [Number(numeric[1]), Number(numeric[2])]
    const [year, monthNumber] = a > 31 ? [a, b] : [b, a]
    return monthNumber >= 1 && monthNumber <= 12 ? year + (monthNumber - 1) / 12 : year
  }
  const year = Number(/\d{4}/.exec(text)?.[0])
  const name = text.replace(/,?\s+(?:de\s+)?\d{4}$/i, '')
  const index = name === text ? 0 : (indexIn(name, monthPatterns) ?? indexIn(name, seasonPatterns) ?? 0)
  return year + index / 12
}

/** Start and end of a role's date text ("Mar 2019 – Present") in fractional years; undefined without a year. */
export function dateRangeSpan(text: string, now = new Date()): { start: number; end: number } | undefined {
  const found = [...text.matchAll(points)].map((m) => m[0])
  // "Start date: 2019": a word for now before any date is not an end.
  const from = found.findIndex((p) => !isPresent.test(p))
  if (from < 0) return undefined
  const start = yearsOf(found[from]!, now)
  const next = found[from + 1]
  const end = next === undefined ? start + 1 / 12 : yearsOf(next, now)
  return end >= start ? { start, end } : undefined
}
