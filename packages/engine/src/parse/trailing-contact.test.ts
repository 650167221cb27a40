import { describe, expect, it } from 'vitest'
import { takeTrailingContact } from './trailing-contact.ts'

const header = [
  { text: 'Owen Fitzgerald', page: 1 },
  { text: 'Claims adjuster with nine years of field and desk experience.', page: 1 },
]

describe('takeTrailingContact', () => {
  it("gives the header the contact line and place printed after the last section's entries", () => {
    const sections = [
      {
        kind: 'certifications',
        lines: [
          '2021\tChartered Property Casualty Underwriter; The Institutes',
          '• owen.fitzgerald@hey.com • (860) 555-0191 • linkedin.com/in/owen-fitzgerald-claims',
          'Hartford, CT',
        ],
      },
    ]
    expect(takeTrailingContact(header, sections).map((l) => l.text)).toEqual([
      '• owen.fitzgerald@hey.com • (860) 555-0191 • linkedin.com/in/owen-fitzgerald-claims',
      'Hartford, CT',
    ])
    expect(sections[0]!.lines).toEqual(['2021\tChartered Property Casualty Underwriter; The Institutes'])
  })

  it("leaves them when the header has contact details, in a referees' section, and a place alone", () => {
    const closing = () => [{ kind: 'skills', lines: ['Negotiation', 'owen@hey.com • (860) 555-0191'] }]
    expect(takeTrailingContact([...header, { text: 'owen@hey.com', page: 1 }], closing())).toEqual([])
    const referees = [{ kind: 'references', lines: ['Ann Lee, Manager', 'ann.lee@mail.com'] }]
    expect(takeTrailingContact(header, referees)).toEqual([])
    expect(takeTrailingContact(header, [{ kind: 'education', lines: ['BA, Yale', 'Hartford, CT'] }])).toEqual(
      [],
    )
  })
})
