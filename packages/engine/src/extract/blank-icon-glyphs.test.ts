import { describe, expect, it } from 'vitest'
import { blankIconGlyphs } from './blank-icon-glyphs.ts'
import type { PdfTextItem } from './pdf-row.ts'
import { item } from './test-items.ts'

const inFont = (font: string, i: PdfTextItem): PdfTextItem => ({ ...i, font })

describe('blankIconGlyphs', () => {
  it('blanks ASCII glyphs of a font that prints one glyph at a time, apart', () => {
    const [page] = blankIconGlyphs([
      [
        inFont('icons', item('z', 40, 600)),
        inFont('text', item('Mar 2020 – Present', 50, 600)),
        inFont('icons', item('@', 40, 580)),
        inFont('text', item('jane@example.com', 50, 580)),
      ],
    ])
    expect(page!.map((i) => i.str)).toEqual(['\uE000', 'Mar 2020 – Present', '\uE000', 'jane@example.com'])
  })

  it('keeps a font that also prints words, letters spaced out in a heading, and list markers', () => {
    const heading = 'SKILLS'.split('').map((c, n) => inFont('caps', item(c, 40 + n * 12, 700)))
    const [page] = blankIconGlyphs([
      [
        ...heading,
        inFont('bold', item('A', 40, 600)),
        inFont('bold', item('Acme Corp', 40, 580)),
        inFont('symbols', item('{', 40, 560)),
        inFont('symbols', item('o', 40, 540)),
      ],
    ])
    expect(page!.map((i) => i.str)).toEqual(['S', 'K', 'I', 'L', 'L', 'S', 'A', 'Acme Corp', '{', 'o'])
  })

  it('keeps a glyph set a word space after text, a separator', () => {
    const [page] = blankIconGlyphs([
      [
        inFont('text', item('555-0100', 40, 700)),
        inFont('math', item('|', 83, 700)),
        inFont('text', item('jane@example.com', 90, 700)),
        inFont('math', item('|', 173, 700)),
        inFont('text', item('Denver', 180, 700)),
      ],
    ])
    expect(page!.map((i) => i.str)).toEqual(['555-0100', '|', 'jane@example.com', '|', 'Denver'])
  })

  it('blanks letters of other scripts that an unmapped icon font prints one at a time, even after text', () => {
    const [page] = blankIconGlyphs([
      [
        inFont('icons', item('ſ', 40, 700)),
        inFont('text', item('555-0100', 50, 700)),
        inFont('icons', item('Ж', 93, 700)),
        inFont('text', item('Tulsa, OK', 103, 700)),
        // A symbol outside ASCII is kept, as is a letter of a font that prints words.
        inFont('marks', item('○', 40, 680)),
        inFont('text', item('Ö', 50, 660)),
      ],
    ])
    expect(page!.map((i) => i.str)).toEqual(['\uE000', '555-0100', '\uE000', 'Tulsa, OK', '○', 'Ö'])
  })

  it('judges a font over the whole document', () => {
    const pages = blankIconGlyphs([
      [inFont('f1', item('B', 40, 600))],
      [inFont('f1', item('Blue Ridge Tools', 40, 600))],
    ])
    expect(pages[0]![0]!.str).toBe('B')
  })

  it('blanks a glyph printed as its name, and reads one repeated at one x leading rows as a list marker', () => {
    // One glyph's width, whatever its name's length.
    const glyph = (name: string, x: number, y: number) => ({ ...item(name, x, y), width: 8 })
    const [page] = blankIconGlyphs([
      [
        glyph('User', 40, 700),
        item('SUMMARY', 52, 700),
        glyph('Map-marker-alt', 40, 680),
        item('Wichita, KS', 52, 680),
        ...[660, 648, 636].flatMap((y) => [
          glyph('Angle-Right', 40, y),
          item('Led a night crew of six', 52, y),
        ]),
        item('Kansas', 40, 620),
      ],
    ])
    expect(page!.map((i) => i.str)).toEqual([
      '\uE000',
      'SUMMARY',
      '\uE000',
      'Wichita, KS',
      ...[1, 2, 3].flatMap(() => ['•', 'Led a night crew of six']),
      'Kansas',
    ])
  })
})
