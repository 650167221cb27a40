import { describe, expect, it } from 'vitest'
import { findDutyObjects } from './find-duty-objects.ts'

describe('findDutyObjects', () => {
  it('reads the two-word object of a practice verb', () => {
    expect(findDutyObjects('- Perform daily hoof trims on the herd')).toEqual(['hoof trims'])
    expect(findDutyObjects('Follow lockbox security rules at all times')).toEqual([])
    expect(findDutyObjects('Carry out canopy surveys and the sterile field at each site')).toEqual([
      'canopy surveys',
      'sterile field',
    ])
    expect(findDutyObjects('Assign acuity scores using the intake grid')).toEqual(['acuity scores'])
  })

  it('leaves paperwork, described things, other verbs and the employer’s trade', () => {
    // A kind of paperwork or rule, three words, and a hyphenated kind name no practice of their own.
    expect(findDutyObjects('Complete incident forms and follow site protocols')).toEqual([])
    expect(findDutyObjects('Perform preventive roof maintenance')).toEqual([])
    expect(findDutyObjects('Perform pre-shift checks')).toEqual([])
    // After a bare "and" the next word is as often another verb ("and log readings").
    expect(findDutyObjects('Make boiler rounds and log readings')).toEqual(['boiler rounds'])
    expect(findDutyObjects('The bakery makes sourdough loaves for cafes')).toEqual([])
  })
})
