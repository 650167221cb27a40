import { describe, expect, it } from 'vitest'
import { cleanStrings, cleanText } from './clean-text.ts'

describe('cleanText', () => {
  it('drops NUL, other C0 and C1 controls and DEL but keeps tab, newline and CR', () => {
    expect(cleanText('a\u0000b\u0001c\u001fd\u007fe\u0085f\u009fg')).toBe('abcdefg')
    expect(cleanText('line 1\r\nline\t2\n')).toBe('line 1\r\nline\t2\n')
  })

  it('drops lone surrogates and keeps pairs', () => {
    expect(cleanText('a\uD800b\uDC00c')).toBe('abc')
    expect(cleanText('end\uD83D')).toBe('end')
    expect(cleanText('\uDE00start')).toBe('start')
    expect(cleanText('a\uD800\u0000\uDFFFb')).toBe('ab')
    expect(cleanText('ok 😀 Łukasz Żółć – ’')).toBe('ok 😀 Łukasz Żółć – ’')
  })

  it('keeps an already clean string as it is', () => {
    const text = 'Senior Engineer (Remote), 5+ years: C#, Go; “quotes” & <tags>'
    expect(cleanText(text)).toBe(text)
  })
})

describe('cleanStrings', () => {
  it('cleans every string in nested objects and arrays, keys included, and keeps other values', () => {
    const dirty = { 'k\u0000': ['a\u0000', { b: 'c\uD800' }], n: 5, t: true, z: null }
    expect(cleanStrings(dirty)).toEqual({ k: ['a', { b: 'c' }], n: 5, t: true, z: null })
  })
})
