import { describe, expect, it } from 'vitest'
import { normalizeLine } from './normalize-line.ts'

describe('normalizeLine', () => {
  it('expands ligatures, drops icon-font glyphs and maps odd apostrophes and dashes', () => {
    expect(normalizeLine('\uE0A1 O\u02BCBrien \uFB01nance o\uFB03ce')).toBe("O'Brien finance office")
    expect(normalizeLine('2019 \u2014 2021 self\u2010made')).toBe('2019 — 2021 self-made')
  })

  it('turns any bullet glyph into "• " and keeps tabs as column gaps', () => {
    expect(normalizeLine('▪  Led the team')).toBe('• Led the team')
    expect(normalizeLine('- item')).toBe('• item')
    expect(normalizeLine('Title \t  \t Jan 2020')).toBe('Title\tJan 2020')
    expect(normalizeLine('•')).toBe('')
    // A symbol font's bullet read through its ASCII code, standing apart before the item.
    expect(normalizeLine('{ Resolved 35 tickets a day')).toBe('• Resolved 35 tickets a day')
    expect(normalizeLine('{x} stays')).toBe('{x} stays')
  })

  it("reads TeX's dashes printed as hyphens as the dashes they stand for, but keeps an option's", () => {
    expect(normalizeLine('Field Engineer\tMar 2019 -- Present')).toBe('Field Engineer\tMar 2019 – Present')
    expect(normalizeLine('Lab Assistant\t2009--2011')).toBe('Lab Assistant\t2009–2011')
    expect(normalizeLine('Built it --- twice')).toBe('Built it — twice')
    expect(normalizeLine('• Added a --dry-run flag')).toBe('• Added a --dry-run flag')
  })
  it('does not take a leading minus in a number range for a bullet', () => {
    expect(normalizeLine('-5% churn')).toBe('-5% churn')
  })

  it('closes up letter-spaced words, keeping the space between them', () => {
    expect(normalizeLine('— P r o f i l e —')).toBe('• Profile —')
    expect(normalizeLine('W O R K  H I S T O R Y')).toBe('WORK HISTORY')
    expect(normalizeLine('Vitamin A and B')).toBe('Vitamin A and B')
  })

  it('closes up a letter-spaced word with a kerned pair, but not a run of short words', () => {
    expect(normalizeLine('E D U C AT I O N')).toBe('EDUCATION')
    expect(normalizeLine('IT HR QA UX')).toBe('IT HR QA UX')
  })

  it('parts a date from the capitalised word a narrow date column ran it into', () => {
    expect(normalizeLine('May 2017 – Jun 2019Inventory Clerk')).toBe('May 2017 – Jun 2019 Inventory Clerk')
    expect(normalizeLine('2010 – 2014Bachelor of Arts')).toBe('2010 – 2014 Bachelor of Arts')
    expect(normalizeLine('Mar 2021 – PresentShift Lead')).toBe('Mar 2021 – Present Shift Lead')
    // Not a year inside a word or number, an acronym after a year, or "Present" that ends no range.
    expect(normalizeLine('Windows2019Server, 2019 Q4, 12019Ab')).toBe('Windows2019Server, 2019 Q4, 12019Ab')
    expect(normalizeLine('2019SQL and PresentDay')).toBe('2019SQL and PresentDay')
  })
})
