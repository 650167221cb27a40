import type { PdfRow, PdfTextItem } from './pdf-row.ts'

/** A text run as pdf.js reports it, about half an em wide per character. */
export const item = (str: string, x: number, y: number, fontSize = 10): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
})

/** A one-cell row, as groupRows would build it from a single run. */
export const row = (text: string, x: number, y: number, fontSize = 10): PdfRow => {
  const right = x + text.length * fontSize * 0.5
  return { text, x, right, y, fontSize, cells: [{ text, x, right, fontSize }] }
}

/** A row of cells given as [text, x] pairs, each cell in its own run. */
export const cellRow = (y: number, cells: [string, number, number?][]): PdfRow => {
  const built = cells.map(([text, x, size = 10]) => ({
    text,
    x,
    right: x + text.length * size * 0.5,
    fontSize: size,
  }))
  return {
    text: built.map((c) => c.text).join('\t'),
    x: built[0]!.x,
    right: Math.max(...built.map((c) => c.right)),
    y,
    fontSize: Math.max(...built.map((c) => c.fontSize)),
    cells: built,
  }
}

/**
 * A left aside set flush right against the gutter at x 150, ragged left (only its first two rows start
 * together), in two blocks of rows a line apart; beside it a main column whose rows come 20 pt apart under a
 * summary and a name set well above the aside.
 */
export const raggedAsidePage = () => {
  const lengths = [24, 24, 22, 26, 28, 30, 22, 26, 28, 30, 27, 29]
  const aside = lengths.map((length, i) => {
    const text = `Aside line ${i} of words`.padEnd(length, ' more')
    return item(text, 150 - text.length * 5, 618 - i * 12 - (i >= 6 ? 30 : 0))
  })
  const main = [
    item('A summary that sits over the main column, well above the aside beside it.', 170, 760),
    item('It runs on for a second line, and then the name follows.', 170, 748),
    item('Pat Example', 250, 690, 24),
    ...Array.from({ length: 10 }, (_, i) => item(`Main column entry line number ${i}.`, 170, 610 - i * 20)),
  ]
  return { aside, main }
}

/**
 * Two panels stretched down the page: a sidebar's lines 70 pt apart (its section name in larger type on
 * top), and entries of three rows a line apart, 90 pt from one to the next, under a section name level with
 * the sidebar's; a name over both.
 */
export const stretchedPanelsPage = () => {
  const side = [
    item('CONTACT', 14, 720, 12),
    ...Array.from({ length: 9 }, (_, i) => item(`Side line ${i}`, 30, 650 - i * 70)),
  ]
  const entries = [
    item('SUMMARY', 226, 720, 12),
    ...Array.from({ length: 8 }, (_, k) =>
      Array.from({ length: 3 }, (_, r) =>
        item(`Entry ${k} line ${r} with enough words to read as text.`, r ? 252 : 226, 690 - k * 90 - r * 12),
      ),
    ).flat(),
  ]
  return { side, entries, name: item('Pat Example', 212, 790, 24) }
}
