import { describe, expect, it } from 'vitest'
import { findSkillCompounds } from './find-skill-compounds.ts'

describe('findSkillCompounds', () => {
  it("reads a noun and a field's action noun written inside duties and prose", () => {
    expect(findSkillCompounds('Conduct minor plan review for fences and decks')).toEqual(['plan review'])
    expect(findSkillCompounds('cleanings, periodontal charting, x-rays')).toEqual(['periodontal charting'])
  })

  it('leaves grading words, verbs on the work and heads that modify another noun', () => {
    expect(findSkillCompounds('strong planning and careful scheduling')).toEqual([])
    expect(findSkillCompounds('leading research on proteins')).toEqual([])
    expect(findSkillCompounds('a documented review process')).toEqual([])
    expect(findSkillCompounds('supporting our antimicrobial stewardship program')).toEqual([])
  })

  it('reads a word after a subject or a modal as a verb', () => {
    expect(findSkillCompounds('We handle scheduling and billing')).toEqual([])
    expect(findSkillCompounds('you will oversee scheduling')).toEqual([])
    expect(findSkillCompounds('Own the crew scheduling')).toEqual(['crew scheduling'])
  })

  it('reads a possessive as whose work it is, never its kind', () => {
    expect(findSkillCompounds("Observe and document children's learning")).toEqual([])
    expect(findSkillCompounds('Support the team’s planning and each clients’ budgeting')).toEqual([])
  })
})
