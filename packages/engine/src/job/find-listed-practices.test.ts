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

  it('reads a practice with its particle, and a practice with its undoing, as one', () => {
    expect(findListedPractices('- Marking out, cutting and fitting plate up to 20mm')).toEqual([
      'marking out',
    ])
    expect(findListedPractices('- Mooring/unmooring vessels at the berth')).toEqual(['mooring and unmooring'])
    expect(findListedPractices('- Coupling and uncoupling trailers, checking air lines')).toEqual([
      'coupling and uncoupling',
    ])
  })

  it('reads a list of activities after a colon inside a duty', () => {
    expect(findListedPractices('Leading the bakery crew: scheduling, proofing and laminating')).toEqual([
      'scheduling',
      'proofing',
      'laminating',
    ])
    // What a heading's colon leaves on its line ("Core duties: lashing …") is such a list too.
    expect(
      findListedPractices('lashing and unlashing containers, signalling cranes and checking reefer units'),
    ).toEqual(['lashing and unlashing'])
    expect(findListedPractices('we also do brazing in the shop')).toEqual([])
    // Examples of a thing, duties with their objects, and the body's postures are no list of practices.
    expect(findListedPractices('Trench rules: sloping, shoring and trench boxes')).toEqual([])
    expect(
      findListedPractices('Your day: greeting guests, answering phones and keeping the lobby tidy'),
    ).toEqual([])
    expect(findListedPractices('Physical demands: bending, kneeling and stooping')).toEqual([])
  })

  it('reads the practice a duty verb takes as its object', () => {
    expect(findListedPractices('- Run sprint planning, stand-ups and retros')).toEqual(['sprint planning'])
    expect(findListedPractices('- Own route planning for the delivery vans')).toEqual(['route planning'])
    // A verb of a state takes a thing and what it is doing; a plain object is no practice.
    expect(findListedPractices('- Keep files moving with the underwriters')).toEqual([])
    expect(findListedPractices('- Attend team meetings weekly')).toEqual([])
  })

  it("reads a lone gerund with a preposition's object as a duty, a rare trade's gerund as its practice", () => {
    expect(findListedPractices('- Assisting with avalanche control work and beacon checks')).toEqual([])
    expect(findListedPractices('- Responding to accidents on the slopes')).toEqual([])
    expect(findListedPractices('- Creating of weekly and daily production plans')).toEqual([])
    expect(findListedPractices('- Engraving of trophies and tankards')).toEqual(['engraving'])
  })
})
