// Whether a value a model read from a resume is written in the document: compared without case, punctuation,
// spacing or line-end hyphenation, and dates by what they mean ("Jan 2020" = "01/2020"), so a model's tidying
// passes and an invented value does not.

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const datePattern = new RegExp(
  [
    `\\b(${months.join('|')})[a-z]*\\.?\\s*'?(\\d{4})\\b`,
    '\\b(\\d{1,2})[/.](\\d{4})\\b',
    '\\b(\\d{4})[/.-](\\d{1,2})(?![\\d/.-]?\\d)',
    '\\b((?:19|20)\\d{2})\\b',
    '\\b(present|current|now|today|ongoing)\\b',
  ].join('|'),
  'g',
)
// What may stand between the dates of a range ("2019 – present", "from May 2018 to June 2020").
const dateGlue = /^[\s\-–—,/]*(?:(?:to|until|till|from|since|and)[\s\-–—,/]*)*$/

type DatePoint = { year: string; month: string } | 'present'

const monthNumber = (m: string) => {
  const n = Number(m)
  return n >= 1 && n <= 12 ? String(n) : ''
}

function datesIn(text: string): { points: DatePoint[]; rest: string } {
  const points: DatePoint[] = []
  const rest = text.toLowerCase().replace(datePattern, (...m: string[]) => {
    const [, name, nameYear, mm, mmYear, isoYear, isoMonth, year, present] = m
    if (present) points.push('present')
    else if (name) points.push({ year: nameYear!, month: String(months.indexOf(name) + 1) })
    else if (mm) points.push({ year: mmYear!, month: monthNumber(mm) })
    else if (isoYear) points.push({ year: isoYear, month: monthNumber(isoMonth!) })
    else points.push({ year: year!, month: '' })
    return ' '
  })
  return { points, rest }
}

// A month the value gives must be the document's; a value without one matches any month of that year.
const samePoint = (value: DatePoint, doc: DatePoint) =>
  value === 'present' || doc === 'present'
    ? value === doc
    : value.year === doc.year && (!value.month || value.month === doc.month)

/** Lowercase letters and digits in single-spaced words, padded, so `includes` matches whole words. */
export function plainWords(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `
}

/**
 * A checker for one document's text. A value made only of dates must name dates the document gives, in the
 * document's order and next to each other (so a range cannot join the start of one job to the end of
 * another); any other value must be written in the document as a run of whole words.
 */
export function documentMatcher(text: string) {
  // A word broken over a line end ("develop-\nment") is matched joined and as two words.
  const joined = plainWords(text.replace(/(\p{L})-[ \t]*\r?\n[ \t]*(\p{L})/gu, '$1$2'))
  const split = plainWords(text)
  const docDates = datesIn(text).points
  return (value: string): boolean => {
    const words = plainWords(value)
    if (words.trim() === '') return false
    const { points, rest } = datesIn(value)
    if (points.length && dateGlue.test(rest))
      return docDates.some((_, start) =>
        points.every((point, k) => docDates[start + k] && samePoint(point, docDates[start + k]!)),
      )
    return joined.includes(words) || split.includes(words)
  }
}
