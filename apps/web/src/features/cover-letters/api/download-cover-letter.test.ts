import { describe, expect, it } from 'vitest'
import { coverLetterFileName } from './download-cover-letter.ts'

describe('coverLetterFileName', () => {
  it('joins company, job title and cover_letter in the normalised form', () => {
    expect(coverLetterFileName('Northwind Traders', 'Senior Data Engineer', 'pdf')).toBe(
      'northwind_traders_senior_data_engineer_cover_letter.pdf',
    )
    expect(coverLetterFileName('AT&T', 'C++ Developer', 'txt')).toBe('at_t_c_developer_cover_letter.txt')
  })
})
