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
    // Two nouns joined by a hyphen are the practice's own name.
    expect(findDutyObjects('Perform cost-benefit analyses of the upgrades')).toEqual([
      'cost-benefit analyses',
    ])
  })

  it('leaves paperwork, described things, other verbs and the employer’s trade', () => {
    // A kind of paperwork or rule, three words, and a hyphenated kind name no practice of their own.
    expect(findDutyObjects('Complete incident forms and follow site protocols')).toEqual([])
    expect(findDutyObjects('Perform preventive roof maintenance')).toEqual([])
    expect(findDutyObjects('Perform pre-shift checks')).toEqual([])
    expect(findDutyObjects('Conduct walk-through inspections')).toEqual([])
    // After a bare "and" the next word is as often another verb ("and log readings").
    expect(findDutyObjects('Make boiler rounds and log readings')).toEqual(['boiler rounds'])
    expect(findDutyObjects('The bakery makes sourdough loaves for cafes')).toEqual([])
  })

  it('reads the records a writing verb names, one or more', () => {
    expect(findDutyObjects('- Draft grazing plans and soil memos for each ranch')).toEqual([
      'grazing plans',
      'soil memos',
    ])
    expect(findDutyObjects('Write clear, factual hazard assessments the same day')).toEqual([
      'hazard assessments',
    ])
    // A report's subject is no skill of its own; the list goes on past it.
    expect(findDutyObjects('Prepare audit reports and individualized feeding plans')).toEqual([
      'feeding plans',
    ])
    expect(findDutyObjects('Write roofing estimates recommending repairs')).toEqual(['roofing estimates'])
  })

  it('leaves records of no named kind and objects that are no record', () => {
    expect(findDutyObjects('Write weekly plans for the team')).toEqual([])
    expect(findDutyObjects('Prepare skills assessments and staff procedures')).toEqual([])
    expect(findDutyObjects('Develop strong client relationships')).toEqual([])
  })

  it('reads what a duty interprets as its practice', () => {
    expect(findDutyObjects('Interpret ladder diagrams on the control panel')).toEqual(['ladder diagrams'])
  })

  it('reads no object graded only by praise', () => {
    expect(findDutyObjects('Do you want to make a real difference to our town?')).toEqual([])
    expect(findDutyObjects('- Prepare compelling proposals for our donors')).toEqual([])
    expect(findDutyObjects('Draft simple plans in the CAD tool')).toEqual([])
  })

  it('reads "make sure" as the idiom, with no object', () => {
    expect(findDutyObjects('Make sure health and safety rules are followed on site')).toEqual([])
    expect(findDutyObjects('make certain pit areas are clean')).toEqual([])
  })
})
