import { describe, expect, it } from 'vitest'
import { findPracticeBeforeSkills } from './find-practice-before-skills.ts'

describe('findPracticeBeforeSkills', () => {
  it('reads a noun and a gerund before a word for skill', () => {
    expect(findPracticeBeforeSkills('Strong budget analysis and grant reporting skills')).toEqual([
      'grant reporting',
    ])
    expect(findPracticeBeforeSkills('- Expert video editing skills in Premiere')).toEqual(['video editing'])
    expect(findPracticeBeforeSkills('Good seam welding instincts')).toEqual(['seam welding'])
  })

  it('reads no end of a longer name, part of a hyphenated word or describing word', () => {
    expect(findPracticeBeforeSkills('river basin modeling experience')).toEqual([])
    expect(findPracticeBeforeSkills('full-charge bookkeeping experience')).toEqual([])
    expect(findPracticeBeforeSkills('concise writing skills')).toEqual([])
  })
})
