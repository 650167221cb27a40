import type { PdfTextItem } from './pdf-row.ts'

// An icon read as an ASCII character, but not a list marker a symbol font prints through one ("{" in moderncv's
// oldstyle, "o", "*", "-"), which normalizeLine reads as a bullet. Symbols outside ASCII ("○", "▷") are kept.
const asciiIcon = /^[!-~]$/
const listMarker = /^[*\-{o]$/

/**
 * Icon fonts that map their glyphs to ASCII letters (fontawesome5 under pdfLaTeX: a calendar read as "z", an
 * envelope as "@") print one glyph at a time, apart from each other: every glyph of a font that never prints
 * two characters in a run, nor two glyphs within three ems on a baseline (a letter-spaced heading), is blanked
 * to a private-use character, so absorbIcons drops it like any icon. Fonts are pdf.js's names, shared by every
 * page of a document.
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
      asciiIcon.test(text) &&
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
  return pages.map((items) => items.map((i) => (isIcon(i) && leads(i, items) ? { ...i, str: '\uE000' } : i)))
}
