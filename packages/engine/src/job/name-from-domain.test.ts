import { describe, expect, it } from 'vitest'
import { nameFromDomain } from './name-from-domain.ts'

describe('nameFromDomain', () => {
  it('splits a domain made of words into a name', () => {
    expect(nameFromDomain('prairiedoglawncare')).toBe('Prairie Dog Lawn Care')
    expect(nameFromDomain('bluehorizonbakery')).toBe('Blue Horizon Bakery')
  })

  it('gives nothing for mail hosts, job boards and domains that are not words', () => {
    for (const domain of [
      'gmail',
      'outlook',
      'greenhouse',
      'myworkdayjobs',
      'xqtrnbv',
      'acme42',
      'ab',
      'kaunokolegija',
    ])
      expect(nameFromDomain(domain)).toBe('')
  })
})
