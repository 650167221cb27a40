import { describe, expect, it } from 'vitest'
import { parseCsv } from './parse-csv.ts'

describe('parseCsv', () => {
  it('keeps line breaks, commas and doubled quotes inside quoted fields', () => {
    const csv = 'a,b,c\r\n1,"x\ny\nz","say ""hi"", ok"\r\n2,,last\r\n'
    expect(parseCsv(csv)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x\ny\nz', 'say "hi", ok'],
      ['2', '', 'last'],
    ])
  })

  it('reads a last record without a trailing newline', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ])
  })

  it('returns no rows for empty input', () => {
    expect(parseCsv('')).toEqual([])
  })
})
