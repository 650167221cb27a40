import { describe, expect, it } from 'vitest'
import { readCredentialSections } from './credential-sections.ts'

describe('readCredentialSections', () => {
  it('reads a vaguely named section of credentials granted by issuing bodies as certifications', () => {
    const [section] = readCredentialSections([
      {
        kind: 'other',
        heading: 'ACCOMPLISHMENTS',
        lines: [
          'Certified Welding Inspector, American Welding Society (2018)',
          'Confined Space Entry, National Safety Council (2016)',
        ],
      },
    ])
    expect(section!.kind).toBe('certifications')
  })

  it('keeps awards, lines of other shapes and sections of a known kind where they are', () => {
    const kinds = readCredentialSections([
      {
        kind: 'other',
        heading: 'Achievements',
        lines: ['Inspector of the Year, Ohio Welding Association (2019)'],
      },
      { kind: 'other', heading: 'Achievements', lines: ['Cut rework by a third across two plants'] },
      { kind: 'awards', heading: 'Awards', lines: ['Safety Lead, Ohio Welding Association (2019)'] },
    ]).map((s) => s.kind)
    expect(kinds).toEqual(['other', 'other', 'awards'])
  })
})
