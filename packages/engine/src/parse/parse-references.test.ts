import { describe, expect, it } from 'vitest'
import { parseReferences } from './parse-references.ts'

describe('parseReferences', () => {
  it('reads name, title and company, phone and email blocks', () => {
    expect(
      parseReferences([
        'Janet Reyes',
        'Nurse Manager, Methodist Hospital',
        '(210) 555-0188 | janet@example.org',
      ]),
    ).toEqual([
      {
        name: 'Janet Reyes',
        title: 'Nurse Manager',
        company: 'Methodist Hospital',
        phone: '(210) 555-0188',
        email: 'janet@example.org',
      },
    ])
  })

  it('returns none for "available upon request"', () => {
    expect(parseReferences(['Available upon request'])).toEqual([])
  })
})
