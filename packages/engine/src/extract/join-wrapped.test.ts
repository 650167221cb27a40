import { describe, expect, it } from 'vitest'
import { joinHyphenBreaks, joinWrapped } from './join-wrapped.ts'

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

describe('joinWrapped at a syllable', () => {
  it('closes up a word in common use or a fragment that is no word, and keeps compounds of words', () => {
    expect(joinWrapped('Portland Com-', 'munity College')).toBe('Portland Community College')
    expect(joinWrapped('Calm in rapid re-', 'sponses, careful')).toBe('Calm in rapid responses, careful')
    expect(joinWrapped('the safety check-', 'list')).toBe('the safety checklist')
    expect(joinWrapped('topology optimi-', 'sation in ANSYS')).toBe('topology optimisation in ANSYS')
    expect(joinWrapped('a full-', 'time role')).toBe('a full-time role')
    expect(joinWrapped('Works with cross-', 'functional teams')).toBe('Works with cross-functional teams')
    expect(joinWrapped('Led the fall-', 'prevention huddles')).toBe('Led the fall-prevention huddles')
  })
})

describe('joinHyphenBreaks', () => {
  it("joins each line a word breaks over, in a heading's capitals too, and leaves other lines", () => {
    expect(joinHyphenBreaks(['VERTEBRATE FOSSIL PREP-', 'ARATOR', 'Term: Full-', 'time', 'Duties'])).toEqual([
      'VERTEBRATE FOSSIL PREPARATOR',
      'Term: Full-time',
      'Duties',
    ])
    expect(joinHyphenBreaks(['Skills -', 'Welding', 'SELF-', 'MOTIVATED'])).toEqual([
      'Skills -',
      'Welding',
      'SELF-MOTIVATED',
    ])
  })
})
