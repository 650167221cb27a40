import { describe, expect, it } from 'vitest'
import { toKey } from './to-key.ts'
import { tokenize } from './tokenize.ts'

describe('tokenize', () => {
  it('keeps tech spellings whole', () => {
    expect(tokenize('C++, C#, .NET and Node.js.').map((t) => t.lower)).toEqual([
      'c++',
      'c#',
      '.net',
      'and',
      'node.js',
    ])
  })

  it('splits on hyphens and slashes and drops possessives', () => {
    expect(tokenize("CI/CD for the team's e-commerce").map((t) => t.lower)).toEqual([
      'ci',
      'cd',
      'for',
      'the',
      'team',
      'e',
      'commerce',
    ])
  })

  it('handles non-English letters and typographic quotes', () => {
    expect(tokenize('Łukasz Żółć’s café').map((t) => t.raw)).toEqual(['Łukasz', 'Żółć', 'café'])
  })

  it('returns nothing for empty or punctuation-only input', () => {
    expect(tokenize('')).toEqual([])
    expect(tokenize(' -- ... ')).toEqual([])
  })
})

describe('toKey', () => {
  it('makes the same key for inflected variants of a phrase', () => {
    expect(toKey('Managing Budgets')).toBe(toKey('manage budget'))
  })
})
