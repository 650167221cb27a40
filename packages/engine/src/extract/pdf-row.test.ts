import { describe, expect, it } from 'vitest'
import { absorbIcons, groupRows } from './pdf-row.ts'
import { item } from './test-items.ts'

describe('absorbIcons', () => {
  it('drops icon glyphs and spaces and starts the text after an icon where the icon starts', () => {
    const items = absorbIcons([item('\uE001', 30, 500), item(' ', 40, 500), item('Unity Engine', 42, 500)])
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ str: 'Unity Engine', x: 30 })
  })
})

describe('groupRows', () => {
  it('splits a row into cells at wide gaps, each with its own position and size', () => {
    const [row] = groupRows([item('Programming', 324, 460), item('Game AI', 465, 460, 9)])
    expect(row!.text).toBe('Programming\tGame AI')
    expect(row!.cells.map((c) => [c.text, c.x, c.fontSize])).toEqual([
      ['Programming', 324, 10],
      ['Game AI', 465, 9],
    ])
  })

  it('parts a capitalised run in a smaller size set hard against a word, not a small capital', () => {
    const [entry] = groupRows([
      item('2013 – 2017 Bachelor in Supply Management', 200, 500),
      item('University', 400, 500, 8),
    ])
    expect(entry!.text).toBe('2013 – 2017 Bachelor in Supply Management\tUniversity')
    expect(entry!.cells.map((c) => c.fontSize)).toEqual([10, 8])
    const [heading] = groupRows([item('E', 100, 400, 12), item('XPERIENCE', 106, 400, 9.6)])
    expect(heading!.text).toBe('EXPERIENCE')
    const [ordinal] = groupRows([item('Finished 2', 100, 300), item('nd', 150, 300, 7)])
    expect(ordinal!.text).toBe('Finished 2nd')
  })

  it('separates tag chips spaced about one and a half letters apart', () => {
    const [row] = groupRows([item('Fresh pasta', 98, 483, 9), item('Butchery', 163, 483, 9)])
    expect(row!.text).toBe('Fresh pasta\tButchery')
  })

  it('keeps a date range justified across a narrow cell whole, apart from the title beside it', () => {
    const rows = groupRows([
      item('Mar', 43, 560),
      item('2021', 84, 560),
      item('-', 126, 560),
      item('IT Support Technician', 140, 560),
      item('Jun', 43, 409),
      item('2018', 69, 409),
      item('-', 99, 409),
      item('Feb', 109, 409),
      item('Help Desk Analyst', 140, 409),
    ])
    expect(rows.map((r) => r.text)).toEqual([
      'Mar 2021 -\tIT Support Technician',
      'Jun 2018 - Feb\tHelp Desk Analyst',
    ])
  })

  it('keeps the word gap between two letter-spaced runs when closing them up', () => {
    const [row] = groupRows([item('M I R A', 100, 700, 20), item('V O S S', 200, 700, 20)])
    expect(row!.text).toBe('MIRA VOSS')
  })
})
