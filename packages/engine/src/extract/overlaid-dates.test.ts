import { describe, expect, it } from 'vitest'
import { splitOverlaidDates } from './overlaid-dates.ts'
import { groupRows, type PdfTextItem } from './pdf-row.ts'

const run = (
  str: string,
  x: number,
  width: number,
  font: string,
  fontSize: number,
  y = 500,
): PdfTextItem => ({
  str,
  x,
  y,
  width,
  fontSize,
  font,
})

describe('splitOverlaidDates', () => {
  // "Title, Company," on the line, the small grey dates floated over its end a little above its baseline.
  const line = [
    run('Claims Representative, Nutmeg Auto Insurance', 100, 380, 'body', 9.6),
    run(',', 480, 3, 'body', 9.6),
    run('Jun', 468, 16, 'mono', 8.6, 500.6),
    run('2015', 489, 21, 'mono', 8.6, 500.6),
    run('-', 515, 5, 'mono', 8.6, 500.6),
    run('Aug', 525, 16, 'mono', 8.6, 500.6),
    run('2017', 546, 21, 'mono', 8.6, 500.6),
  ]

  it('takes dates in a style of their own that overlap the line out of it', () => {
    const { text, dates } = splitOverlaidDates(line)
    expect(text.map((i) => i.str)).toEqual(['Claims Representative, Nutmeg Auto Insurance', ','])
    expect(dates.map((i) => i.str)).toEqual(['Jun', '2015', '-', 'Aug', '2017'])
  })

  it('reads them as a cell after the line instead of interleaved with it', () => {
    expect(groupRows(line).map((r) => r.text)).toEqual([
      'Claims Representative, Nutmeg Auto Insurance,\tJun 2015 - Aug 2017',
    ])
  })

  it('leaves dates set apart from the text, and overlapping runs that are not dates', () => {
    const apart = [run('Help Desk Analyst', 100, 90, 'body', 9.6), run('2021', 500, 21, 'mono', 8.6)]
    expect(splitOverlaidDates(apart).dates).toEqual([])
    const words = [run('Help Desk Analyst', 100, 90, 'body', 9.6), run('Remote', 180, 30, 'mono', 8.6)]
    expect(splitOverlaidDates(words).dates).toEqual([])
  })
})
