import { describe, expect, it } from 'vitest'
import { toKey } from '../text/to-key.ts'
import { getLexicon } from './get-lexicon.ts'

// The skill a phrase's key names in the built lexicon, if any.
const skillOf = (phrase: string) => {
  const { skillKeys, skills } = getLexicon()
  const value = skillKeys.get(toKey(phrase))
  return value === undefined ? undefined : skills[value >> 2]!.id
}

describe('aliases from public taxonomies', () => {
  it("keeps a label's noun qualifier rather than reading it as a verb to drop", () => {
    expect(skillOf('cost estimates')).not.toBe('harvest-costs')
    expect(skillOf('cost forecast')).not.toBe('harvest-costs')
    expect(skillOf('harvest costs')).toBe('harvest-costs')
    expect(skillOf('forecasting harvest costs')).toBe('harvest-costs')
    expect(skillOf('harvest costs estimating')).toBe('harvest-costs')
  })

  it("never makes a product's maker alone its alias", () => {
    expect(skillOf('Allen-Bradley')).toBeUndefined()
    expect(skillOf('PanelView')).toBe('allen-bradley-panelview')
    expect(skillOf('Westlaw')).toBe(skillOf('Thomson Reuters Westlaw'))
    expect(skillOf('Thomson Reuters')).toBeUndefined()
    expect(skillOf('Primavera P6')).toBeDefined()
  })
})
