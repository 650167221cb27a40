// Month names in English, German, French and Spanish, full and abbreviated.
const month =
  '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?' +
  '|Januar|Februar|März|Mär|Mrz|Mai|Juni|Juli|Okt(?:ober)?|Dez(?:ember)?' +
  '|janv(?:ier)?|févr(?:ier)?|fév|mars|avr(?:il)?|juin|juil(?:let)?|août|sept(?:embre)?|octobre|novembre|déc(?:embre)?' +
  '|ene(?:ro)?|febrero|marzo|abr(?:il)?|mayo|jun(?:io)?|jul(?:io)?|ago(?:sto)?|s[ei]p?tiembre|octubre|noviembre|dic(?:iembre)?)\\.?'
const season = '(?:Spring|Summer|Fall|Autumn|Winter)'
// "enero de 2020"
const point = `(?:(?:${month}|${season}),?\\s+(?:de\\s+)?\\d{4}|\\d{1,2}[/.]\\d{4}|\\d{4}[-/]\\d{2}(?!\\d)|(?:19|20)\\d{2})`
const end = `(?:${point}|Present|Current|Now|Today|Ongoing|heute|aktuell|jetzt|laufend|aujourd'hui|présent|actuel|en cours|actualidad|presente|actual|hoy)`
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
    .replace(/\(\s*\)|\[\s*\]/g, '')
    .replace(/\s*(?:[|•·,]|[-–—]|\t)\s*$/, '')
    .replace(/^\s*(?:[|•·,]|[-–—]|\t)\s*/, '')
    .replace(/\s*(?:[|•·]|\t)\s*(?:[|•·]|\t)\s*/, '\t')
    .trim()
  return { dates: m[0].trim(), rest }
}

/** True when the line holds nothing but a date or range. */
export const isDateOnly = (line: string) => findDateRange(line)?.rest === ''
