import { describe, expect, it } from 'vitest'
import { findInsetHeadings } from './find-inset-headings.ts'
import { joinListRows } from './join-list-rows.ts'
import { row } from './test-items.ts'

// A name in the page's corner over a body from x 90, paragraphs indented to 105, section names set in at 130
// at body size.
const page = [
  row('Ana Ruiz', 10, 800, 16),
  row('Profile', 130, 770),
  row('Backend developer who likes boring, well-tested systems and the people who run', 105, 750),
  row('them at night.', 90, 738),
  row('Projects', 130, 720),
  row('Ledger service', 105, 700),
  row('Languages', 130, 680),
  row('Spanish, English', 105, 660),
]

describe('findInsetHeadings', () => {
  it('keeps section names set in past the paragraph indent as headings, not one-item lists', () => {
    expect(joinListRows(page).map((r) => r.text)).toEqual([
      'Ana Ruiz',
      'Profile',
      'Backend developer who likes boring, well-tested systems and the people who run them at night.',
      'Projects',
      'Ledger service',
      'Languages',
      'Spanish, English',
    ])
  })

  it('leaves runs of list items, sentences and a lone indented title as list items', () => {
    const rows = [
      row('Tools', 40, 800),
      row('Docker', 60, 788),
      row('Terraform', 60, 776),
      row('Cut build times by half.', 60, 750),
      row('Acme Ltd', 40, 738),
      row('Moved billing to Go.', 60, 726),
      row('Volunteering', 40, 700),
      row('Code Club', 60, 688),
      row('Mentor since 2019', 40, 676),
    ]
    expect(findInsetHeadings(rows).size).toBe(0)
  })
})
