import { describe, expect, it } from 'vitest'
import { findTitleClaims, isStatedTitle } from './find-title-claims.ts'

const claims = (text: string) => findTitleClaims(text).map((c) => c.text)

describe('findTitleClaims', () => {
  it('cuts a title to its claim: from the rank, after "as", or a capitalised pair', () => {
    expect(claims('Managed Senior Engineer hiring for the platform')).toEqual(['Senior Engineer'])
    expect(claims('Shipped billing as a backend engineer')).toEqual(['backend engineer'])
    expect(claims('Data Engineer building pipelines')).toEqual(['Data Engineer'])
    expect(claims('Served as Vice President of Sales')).toEqual(['Vice President'])
  })

  it('finds none in plural roles, lone roles or across punctuation', () => {
    expect(claims('Mentored senior engineers and junior developers')).toEqual([])
    expect(claims('Engineer by training')).toEqual([])
    expect(claims('Salesforce, Lead Generation and pipeline reviews')).toEqual([])
    expect(claims('Worked with the Lead. Engineer tooling next')).toEqual([])
  })
})

describe('isStatedTitle', () => {
  const held = [
    ['senior', 'backend', 'developer'],
    ['software', 'engineer', 'ii'],
  ]
  it('accepts a held title shortened, never words from two titles', () => {
    expect(isStatedTitle(['senior', 'developer'], held)).toBe(true)
    expect(isStatedTitle(['software', 'engineer'], held)).toBe(true)
    expect(isStatedTitle(['senior', 'engineer'], held)).toBe(false)
    expect(isStatedTitle(['developer', 'senior'], held)).toBe(false)
  })
})
