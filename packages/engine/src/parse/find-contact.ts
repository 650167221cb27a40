const emailPattern = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)+/u
const linkedinPattern = /(?:https?:\/\/)?(?:[\w-]+\.)?linkedin\.com\/[^\s|,;•]+/i
const phonePattern = /(?:\+\d{1,3}[\s.-]?)?(?:\(\+?\d{1,4}\)[\s.-]?)?\d[\d\s.-]{5,16}\d/g

export const findEmail = (line: string) => emailPattern.exec(line)?.[0] ?? null
export const findLinkedin = (line: string) => linkedinPattern.exec(line)?.[0]?.replace(/[.)]$/, '') ?? null

/**
 * A phone number as written: 9–15 digits (or 7+ with a "+" or brackets, or a local "555-0100" standing
 * apart, not a range in a phrase like "120-1500 users"), never a year range, a date, or the digits of an
 * email address or a link ("3248175240@email.com").
 */
export function findPhone(raw: string): string | null {
  const line = raw.replace(/\S*(?:@|https?:\/\/|www\.)\S*/g, (m) => ' '.repeat(m.length))
  for (const m of line.matchAll(phonePattern)) {
    const text = m[0].trim()
    const digits = text.replace(/\D/g, '').length
    if (/^(?:19|20)\d{2}\s*[-–]\s*(?:19|20)\d{2}$/.test(text)) continue
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(text) || /^\d{4}-\d{2}-\d{2}$/.test(text)) continue
    if (digits > 15 || digits < 7) continue
    const local = /^\d{3}[-.]\d{4}$/.test(text) && !/^\s*\p{Ll}/u.test(line.slice(m.index + m[0].length))
    if (digits < 9 && !/^[+(]/.test(text) && !local) continue
    // Keep a bracketed area code that the digit-first pattern cut off: "(555) 123-4567".
    const before = line.slice(0, m.index)
    const open = /\(\+?\d{1,4}\)\s?$/.exec(before)
    return open && !text.startsWith('(') ? `${open[0]}${text}` : text
  }
  return null
}
