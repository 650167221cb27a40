import { describe, expect, it } from 'vitest'
import { withoutQuantifier } from './without-quantifier.ts'

describe('withoutQuantifier', () => {
  it('drops a quantifier that opens a taxonomy label', () => {
    expect(withoutQuantifier('All travel arrangements')).toBe('Travel arrangements')
    expect(withoutQuantifier('Each stage of the creative process')).toBe('Stage of the creative process')
  })

  it('keeps names and labels that only start like one', () => {
    expect(withoutQuantifier('The Foundry Nuke')).toBe('The Foundry Nuke')
    expect(withoutQuantifier('Allergy testing')).toBe('Allergy testing')
    expect(withoutQuantifier('Any Given Tool')).toBe('Any Given Tool')
  })
})
