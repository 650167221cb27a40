import { describe, expect, it } from 'vitest'
import { findListedSkills } from './find-listed-skills.ts'

describe('findListedSkills', () => {
  it('reads the items of a line the ad labels as its skills', () => {
    expect(findListedSkills('Skills: Loan Servicing, Escrow Analysis, +4 more')).toEqual([
      'Loan servicing',
      'Escrow analysis',
    ])
    expect(findListedSkills('Skills ........ gel electrophoresis; cell culture and flow cytometry')).toEqual([
      'gel electrophoresis',
      'cell culture',
      'flow cytometry',
    ])
    expect(findListedSkills('| Specialties |   | dysphagia care, AAC, bottle feeding therapy |')).toEqual([
      'dysphagia care',
      'AAC',
      'bottle feeding therapy',
    ])
  })

  it('leaves other lines and long items', () => {
    expect(findListedSkills('Requirements: 3 years of experience')).toEqual([])
    expect(findListedSkills('Our skills-based hiring: we read every application')).toEqual([])
    expect(findListedSkills('Knowledge | the full life cycle of a closed-end fund')).toEqual([])
  })

  it('keeps the work of an item, not its grade, shared head, verb or lone adjective', () => {
    expect(
      findListedSkills('Skills: careful bookkeeping; Mentoring new hires; ELISA and PCR methods'),
    ).toEqual(['bookkeeping'])
    expect(findListedSkills('Knowledge | Residential, USDA and HUD guidelines; lien searches')).toEqual([
      'lien searches',
    ])
  })
})
