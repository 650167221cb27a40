import { cleanText } from '@tailor/contracts'
import { composeSpacingAccents } from './compose-spacing-accents.ts'

const ligatures: Record<string, string> = {
  '\uFB00': 'ff',
  '\uFB01': 'fi',
  '\uFB02': 'fl',
  '\uFB03': 'ffi',
  '\uFB04': 'ffl',
  '\uFB05': 'st',
  '\uFB06': 'st',
}

// TeX's dashes typed as hyphens and printed raw (XeLaTeX without TeX ligatures: "2013 -- 2015"), between
// spaces or digits only, so an option ("--verbose") stays.
const texEmDash = /(?<=^|[\s\d])---(?=[\s\d]|$)/g
const texEnDash = /(?<=^|[\s\d])--(?=[\s\d]|$)/g

/**
 * Cleans text from any extractor: NUL, lone surrogates and other control characters (an icon font's glyph can
 * extract as U+0000, which PostgreSQL refuses), ligatures, icon-font private-use glyphs, odd apostrophes
 * (Chromium maps ’ to U+02BC), hyphen and space look-alikes, soft hyphens and zero-width marks; TeX's spacing
 * accents set over a letter are composed with it.
 * Dashes in dates are kept as en dashes, since dates are kept as written; TeX's "--" and "---" printed raw are them.
 */
export function normalizeText(text: string): string {
  // NFC first: decomposed accents ("e" + U+0301) would otherwise split names into non-letters.
  return composeSpacingAccents(cleanText(text).normalize('NFC'))
    .replace(/[\uFB00-\uFB06]/g, (c) => ligatures[c] ?? c)
    .replace(/[\uE000-\uF8FF]|[\u{F0000}-\u{FFFFD}]|[\u{100000}-\u{10FFFD}]/gu, '')
    .replace(/[\u02BC\u2018\u2019\u201B\u2032\uFF07]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2043\u2212\uFE63\uFF0D]/g, '-')
    .replace(/[\u2012\u2013]/g, '–')
    .replace(/[\u2014\u2015]/g, '—')
    .replace(texEmDash, '—')
    .replace(texEnDash, '–')
    .replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, '')
    .replace(/[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ')
    .replace(/\r\n?/g, '\n')
}
