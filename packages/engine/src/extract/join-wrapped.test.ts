import { describe, expect, it } from 'vitest'
import { joinWrapped } from './join-wrapped.ts'

describe('joinWrapped', () => {
  it('drops a syllable hyphen before a suffix and keeps a compound hyphen', () => {
    expect(joinWrapped('Injection mould-', 'ing')).toBe('Injection moulding')
    expect(joinWrapped('office employ-', 'ees')).toBe('office employees')
    expect(joinWrapped('National Institute of Technol-', 'ogy Calicut')).toBe(
      'National Institute of Technology Calicut',
    )
    expect(joinWrapped('A self-', 'motivated nurse')).toBe('A self-motivated nurse')
    expect(joinWrapped('Wrote 60 knowledge-', 'base articles')).toBe('Wrote 60 knowledge-base articles')
    expect(joinWrapped('Led the team', 'to a launch')).toBe('Led the team to a launch')
  })
})
