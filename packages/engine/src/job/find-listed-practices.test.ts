import { describe, expect, it } from 'vitest'
import { findListedPractices } from './find-listed-practices.ts'

describe('findListedPractices', () => {
  it('reads the gerunds and "noun + gerund" practices a bullet lists', () => {
    expect(findListedPractices('- Brazing, deburring, re-threading pipe and valve sizing')).toEqual([
      'brazing',
      'deburring',
      'valve sizing',
    ])
    expect(findListedPractices('- Buffing and engraving to a gallery standard')).toEqual([
      'buffing',
      'engraving',
    ])
  })

  it('reads a practice list after the words that ask for skill in it', () => {
    expect(findListedPractices('Strong skills in splicing, terminating and cable pulling')).toEqual([
      'splicing',
      'terminating',
    ])
    expect(findListedPractices('Experience with core sampling and log interpretation')).toEqual([
      'core sampling',
    ])
    expect(findListedPractices('Confident pruning and trimming')).toEqual(['pruning', 'trimming'])
  })

  it('reads a bullet of one compound when its gerund is a practice by itself', () => {
    expect(findListedPractices('- Hand lettering')).toEqual(['hand lettering'])
    expect(findListedPractices('- Clear writing')).toEqual([])
  })

  it('reads the practice whose kinds a bullet lists before it', () => {
    expect(findListedPractices('- Claw, bezel and flush stone setting, including sapphires')).toEqual([
      'stone setting',
    ])
    expect(findListedPractices('- Prepare grading, utility and drainage designs')).toEqual([])
  })

  it('reads no duty verb with its object, nor the gerunds that share that object', () => {
    expect(findListedPractices('- Making rings from castings')).toEqual([])
    expect(findListedPractices('- Checking stock and advising the team')).toEqual([])
    expect(findListedPractices('- Sanding, varnishing and waxing the floors')).toEqual([])
    expect(findListedPractices('- Mount racking and panels on roofs')).toEqual([])
  })

  it('reads no everyday word, bodily posture or describing word as a practice', () => {
    expect(findListedPractices('- Frequent bending, kneeling and stooping')).toEqual([])
    expect(findListedPractices('- Cooking and cleaning')).toEqual([])
    expect(findListedPractices('Experience with statutory reporting')).toEqual([])
  })

  it('reads prose outside a bullet only after a requirement shape', () => {
    expect(findListedPractices('We love brazing and deburring here')).toEqual([])
  })
})
