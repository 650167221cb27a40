import { describe, expect, it } from 'vitest'
import { escapeRegExp } from './escape-reg-exp.ts'
import { writtenBefore } from './written-before.ts'

const suffix = /^\s+(?:Ltd|Authority)\b/

describe('writtenBefore', () => {
  it('finds a name followed by what the pattern reads', () => {
    expect(writtenBefore('Join Harbour Rail Ltd as a driver', 'Harbour Rail', suffix)).toBe(true)
    expect(writtenBefore('the Food Safety Authority inspects', 'Food Safety', suffix)).toBe(true)
    expect(writtenBefore('Food safety and the Food Safety Authority', 'Food Safety', suffix)).toBe(true)
  })

  it('needs a word boundary before the name and the pattern right after it', () => {
    expect(writtenBefore('SubHarbour Rail Ltd', 'Harbour Rail', suffix)).toBe(false)
    expect(writtenBefore('Harbour Rail runs Ltd trains', 'Harbour Rail', suffix)).toBe(false)
    expect(writtenBefore('', 'Harbour', suffix)).toBe(false)
  })

  it('places the boundary as \\b does before a name opening on a sign', () => {
    for (const [text, written] of [
      ['we use .NET Ltd', '.NET'],
      ['x.NET Ltd', '.NET'],
      ['C++ Authority', 'C++'],
      ['ObjC++ Authority', 'C++'],
    ] as const)
      expect(writtenBefore(text, written, suffix)).toBe(
        new RegExp(`\\b${escapeRegExp(written)}\\s+(?:Ltd|Authority)\\b`).test(text),
      )
  })
})
