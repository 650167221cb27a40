import { describe, expect, it } from 'vitest'
import { findLabelled } from './find-labelled.ts'

describe('findLabelled', () => {
  it('reads a field on its line or on the next one', () => {
    expect(findLabelled(['Job Title: Welder'], 'job title')).toBe('Welder')
    expect(findLabelled(['Job ID: 7', 'District:', 'Cold Spring ISD'], 'district')).toBe('Cold Spring ISD')
    expect(findLabelled(['Title - Clerk'], 'title')).toBe('Clerk')
  })

  it('reads no value from a field that is followed by another field', () => {
    expect(findLabelled(['District:', 'Date Posted: 3/4/2026'], 'district')).toBeUndefined()
    expect(findLabelled(['Welder', 'Title: Welder'], 'title', 1)).toBeUndefined()
    expect(findLabelled(['Role:', 'You will lead a crew of six.'], 'role')).toBeUndefined()
  })

  it("reads a table's row pasted as text", () => {
    expect(findLabelled(['Job Title | Yard Supervisor', 'Company | Tamar Haulage Ltd'], 'job title')).toBe(
      'Yard Supervisor',
    )
    expect(findLabelled(['| Company | Tamar Haulage Ltd |'], 'company')).toBe('Tamar Haulage Ltd')
  })
})
