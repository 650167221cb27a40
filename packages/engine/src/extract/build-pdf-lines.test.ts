import { describe, expect, it } from 'vitest'
import { buildPdfLines } from './build-pdf-lines.ts'
import { findColumnSplit } from './find-column-split.ts'
import type { PdfTextItem } from './pdf-row.ts'

const item = (str: string, x: number, y: number, fontSize = 10): PdfTextItem => ({
  str,
  x,
  y,
  width: str.length * fontSize * 0.5,
  fontSize,
})

// A sidebar (x 40) and a main column (x 220) down the same page, a name above both.
const sidebar = Array.from({ length: 12 }, (_, i) => item(`Sidebar skill ${i}.`, 40, 700 - i * 14))
const main = Array.from({ length: 12 }, (_, i) =>
  item(`Main column text line number ${i}.`, 220, 700 - i * 14),
)
const name = item('Jane Doe', 220, 760, 24)

describe('findColumnSplit', () => {
  it('finds the gutter between a sidebar and the main column', () => {
    const split = findColumnSplit([name, ...sidebar, ...main], 595)
    expect(split!.x).toBeGreaterThanOrEqual(118)
    expect(split!.x).toBeLessThan(221)
  })

  it('finds no split in one column with right-aligned dates', () => {
    const body = Array.from({ length: 20 }, (_, i) =>
      item('A full width line of body text that runs across the page', 40, 700 - i * 14),
    )
    const dates = [item('Jan 2020 – Present', 470, 720), item('2018 – 2019', 505, 500)]
    expect(findColumnSplit([...body, ...dates], 595)).toBeNull()
  })
})

describe('buildPdfLines', () => {
  it('reads the name, then the whole column that holds it, then the sidebar', () => {
    const texts = buildPdfLines([name, ...sidebar, ...main], 595, 1).map((l) => l.text)
    expect(texts[0]).toBe('Jane Doe')
    expect(texts.indexOf('Main column text line number 11.')).toBeLessThan(texts.indexOf('Sidebar skill 0.'))
  })

  it('rebuilds spaces between glued items and a tab for a wide gap', () => {
    const lines = buildPdfLines(
      [item('Senior', 40, 700), item('Engineer', 74, 700), item('2020', 500, 700)],
      595,
      1,
    )
    expect(lines[0]!.text).toBe('Senior Engineer\t2020')
  })
})
