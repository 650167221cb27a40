// C0 controls except tab, newline and carriage return; DEL; C1 controls. PostgreSQL refuses NUL in text and
// jsonb, and the others are invisible noise in a resume or letter.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g
// A surrogate without its partner is not a character; PostgreSQL refuses it in jsonb.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Drops NUL, lone surrogates and other control characters (keeping tab, newline and CR) from one string. */
export function cleanText(text: string): string {
  // Surrogates first: dropping a control character between two lone halves must not join them into a pair.
  return text.replace(LONE_SURROGATE, '').replace(CONTROL, '')
}

/** cleanText applied to every string inside parsed JSON, query or form values; other values pass unchanged. */
export function cleanStrings<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T
  if (Array.isArray(value)) return value.map(cleanStrings) as T
  if (value && typeof value === 'object') {
    // fromEntries defines own properties, so a "__proto__" key stays data and never becomes a prototype.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [cleanText(k), cleanStrings(v)])) as T
  }
  return value
}
