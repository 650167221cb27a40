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
