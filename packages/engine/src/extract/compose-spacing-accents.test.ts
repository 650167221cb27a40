import { describe, expect, it } from 'vitest'
import { composeSpacingAccents } from './compose-spacing-accents.ts'

describe('composeSpacingAccents', () => {
  it('composes a spacing accent set over the next letter, the space before it inside a word dropped', () => {
    expect(composeSpacingAccents('Ren ´ee Dup ˆont')).toBe('Renée Dupônt')
    expect(composeSpacingAccents('Jos´e and ¨Ulla')).toBe('José and Ülla')
    expect(composeSpacingAccents('Marie ´Elise')).toBe('Marie Élise')
  })

  it('keeps an acute typed as an apostrophe, and an accent over no letter', () => {
    expect(composeSpacingAccents('it´s what we don´t do')).toBe('it´s what we don´t do')
    expect(composeSpacingAccents('a mark ´ alone')).toBe('a mark ´ alone')
  })
})
