import type { PdfTextItem } from './pdf-row.ts'

// An icon read as an ASCII character, but not a list marker a symbol font prints through one ("{" in moderncv's
// oldstyle, "o", "*", "-"), which normalizeLine reads as a bullet. Symbols outside ASCII ("○", "▷") are kept.
const asciiIcon = /^[!-~]$/
const listMarker = /^[*\-{o]$/
// An icon font without a Unicode map read as letters of other scripts ("ų", "М", "Ȱ": XeLaTeX's fontawesome5):
// a letter set alone in such a font is no word and no separator, wherever it stands.
const foreignLetter = /^(?!\p{ASCII})\p{L}$/u
// A glyph name ("User", "Map-marker-alt", "GRADUATION-CAP"): LuaLaTeX's fontawesome5 maps each icon to its name.
const glyphName = /^[A-Za-z][A-Za-z-]{3,}$/

/** One glyph whose text is its name: far narrower than its letters could be set (a letter needs 0.3 em or more). */
const namedGlyph = (item: PdfTextItem) =>
  glyphName.test(item.str.trim()) && item.width < 0.3 * item.fontSize * item.str.trim().length

/**
 * Icon fonts that map their glyphs to ASCII letters (fontawesome5 under pdfLaTeX: a calendar read as "z", an
 * envelope as "@") print one glyph at a time, apart from each other: every glyph of a font that never prints
 * two characters in a run, nor two glyphs within three ems on a baseline (a letter-spaced heading), is blanked
 * to a private-use character, so absorbIcons drops it like any icon. Fonts are pdf.js's names, shared by every
 * page of a document. An icon whose text is its glyph name is blanked wherever it stands.
 */
export function blankIconGlyphs(pages: PdfTextItem[][]): PdfTextItem[][] {
  const wordFonts = new Set<string>()
  const glyphFonts = new Set<string>()
  for (const items of pages) {
    const printed = items.filter((i) => i.font && i.str.trim())
    const glyphs = printed.filter((i) => [...i.str.trim()].length === 1)
    for (const item of printed) {
      const font = item.font!
      // Only a single glyph needs the search for a neighbour in its font.
      const spaced = () =>
        glyphs.some(
          (o) =>
            o !== item &&
            o.font === font &&
            Math.abs(o.y - item.y) < 2 &&
            Math.abs(o.x - item.x) < 3 * Math.max(item.fontSize, 1),
        )
      if ([...item.str.trim()].length > 1 || spaced()) wordFonts.add(font)
      else glyphFonts.add(font)
    }
  }
  const isIcon = (item: PdfTextItem) => {
    const text = item.str.trim()
    return (
      item.font !== undefined &&
      glyphFonts.has(item.font) &&
      !wordFonts.has(item.font) &&
      (asciiIcon.test(text) || foreignLetter.test(text)) &&
      !listMarker.test(text)
    )
  }
  // An icon starts its run of text; a glyph a word space after text is a separator ("555-0100 | jane@…").
  const leads = (item: PdfTextItem, items: PdfTextItem[]) =>
    !items.some(
      (o) =>
        o !== item &&
        o.str.trim() &&
        Math.abs(o.y - item.y) < 2 &&
        o.x < item.x &&
        item.x - (o.x + o.width) < item.fontSize,
    )
  // One named glyph at one x on three rows or more is a list's marker drawn as an icon (YAAC's "Angle-Right").
  const named = new Map<string, number>()
  const key = (i: PdfTextItem) => `${i.str.trim()}@${Math.round(i.x)}`
  for (const i of pages.flat().filter(namedGlyph)) named.set(key(i), (named.get(key(i)) ?? 0) + 1)
  const blank = (i: PdfTextItem, items: PdfTextItem[]) => {
    if (namedGlyph(i)) return { ...i, str: (named.get(key(i)) ?? 0) >= 3 && leads(i, items) ? '•' : '\uE000' }
    return isIcon(i) && (foreignLetter.test(i.str.trim()) || leads(i, items)) ? { ...i, str: '\uE000' } : i
  }
  return pages.map((items) => items.map((i) => blank(i, items)))
}
