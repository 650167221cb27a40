import { describe, expect, it } from 'vitest'
import { breakLongWord } from './break-long-word.ts'

describe('breakLongWord', () => {
  it('keeps ordinary and long compound words whole', () => {
    expect(breakLongWord('experience')).toEqual(['experience'])
    expect(breakLongWord('Softwareentwicklungsingenieur')).toEqual(['Softwareentwicklungsingenieur'])
    expect(breakLongWord('Łukasiewicz-Ørsted')).toEqual(['Łukasiewicz-Ørsted'])
  })

  it('splits a URL after its punctuation and keeps every character', () => {
    const url = 'https://github.com/zoe-lukasiewicz/pipelines'
    const parts = breakLongWord(url)
    expect(parts.join('')).toBe(url)
    expect(parts).toContain('github.')
    expect(parts.every((part) => part.length <= 12)).toBe(true)
  })

  it('splits a long token without punctuation into 12-character pieces', () => {
    expect(breakLongWord('x'.repeat(31))).toEqual(['x'.repeat(12), 'x'.repeat(12), 'x'.repeat(7)])
  })
})
