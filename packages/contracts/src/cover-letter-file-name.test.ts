import { describe, expect, it } from 'vitest'
import { coverLetterFileName } from './cover-letter-file-name.ts'

describe('coverLetterFileName', () => {
  it('joins company, job title and cover_letter, lowercased, other characters as single underscores', () => {
    expect(coverLetterFileName('Northwind Traders', 'Senior Data Engineer', 'pdf')).toBe(
      'northwind_traders_senior_data_engineer_cover_letter.pdf',
    )
    expect(coverLetterFileName('AT&T', ' C++ Developer (Remote) ', 'txt')).toBe(
      'at_t_c_developer_remote_cover_letter.txt',
    )
  })

  it('drops accents and skips parts without letters or digits', () => {
    expect(coverLetterFileName('Zürich Café', '¿?', 'pdf')).toBe('zurich_cafe_cover_letter.pdf')
  })
})
