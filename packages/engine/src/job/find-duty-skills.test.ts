import { describe, expect, it } from 'vitest'
import { findDutySkills } from './find-duty-skills.ts'

describe('findDutySkills', () => {
  it("reads a trade's own verbs, and a verb that is as often a noun only as its gerund", () => {
    expect(findDutySkills('Mix pigments to match the sample board')).toEqual(['pigment mixing'])
    expect(findDutySkills('Prune vines through the winter')).toEqual(['vine pruning'])
    expect(findDutySkills('Harvest oysters at low tide')).toEqual(['oyster harvesting'])
    expect(findDutySkills('Sampling stormwater at each outfall')).toEqual(['stormwater sampling'])
    expect(findDutySkills('Sample results go to the client portal')).toEqual([])
    expect(findDutySkills('Review the product mix weekly')).toEqual([])
    // After a preposition the bare verb is an adjective; its gerund is still a duty.
    expect(findDutySkills('Use knifeless tape for clean cut lines on paint')).toEqual([])
    expect(findDutySkills('Responsible for cleaning fryers nightly')).toEqual(['fryer cleaning'])
  })

  it("reads a duty's verb and a trade's object as the skill it names", () => {
    expect(findDutySkills('recover and charge refrigerant')).toEqual(['refrigerant recovery'])
    expect(findDutySkills('Inspect ductwork for leaks')).toEqual(['ductwork inspection'])
  })

  it('leaves common objects the lexicon does not know, and vague ones', () => {
    expect(findDutySkills('Process payments and schedule new hires')).toEqual([])
    expect(findDutySkills('Collect information from customers')).toEqual([])
  })

  it('reads a plural noun as no verb, and the same word after its subject as one', () => {
    expect(findDutySkills('Draft ancillary documents and closing checklists')).toEqual([])
    expect(findDutySkills('The technician inspects ductwork for leaks')).toEqual(['ductwork inspection'])
    expect(findDutySkills('She recovers refrigerant')).toEqual(['refrigerant recovery'])
  })

  it('reads handling, but not the first example of a list as the object', () => {
    expect(findDutySkills('Handle and label specimens')).toEqual(['specimen handling'])
    expect(findDutySkills('Handles chlorine, fluoride and polymers safely')).toEqual([])
    expect(findDutySkills('Collect groundwater, soil and surface water samples')).toEqual([])
  })

  it('reads the verbs of placing, watching and planning work on a trade object, but not a heading', () => {
    expect(findDutySkills('Position patients on the scanner table')).toEqual([])
    expect(findDutySkills('Monitor sedation during every procedure')).toEqual(['sedation monitoring'])
    expect(findDutySkills('Backwash the filters weekly')).toEqual(['filter backwashing'])
    expect(findDutySkills('Fill prescriptions accurately')).toEqual(['prescription filling'])
    expect(findDutySkills('Position Summary')).toEqual([])
  })

  it('reads no duty in a participle or a noun before the object, nor a head cut off by a hyphenated word', () => {
    expect(findDutySkills('Carry out scheduled maintenance on chillers')).toEqual([])
    expect(findDutySkills('Tune a press by adjusting process parameters')).toEqual([])
    expect(findDutySkills('Review the test harnesses')).toEqual([])
    expect(findDutySkills('Capture and process panoramic x-rays')).toEqual([])
  })

  it('reads report writing where the duty grades the writing, not where it only names the record', () => {
    expect(findDutySkills('- Writes clear site survey reports after each visit')).toEqual(['report writing'])
    expect(findDutySkills('Able to write concise, well-sourced reports for the board')).toEqual([
      'report writing',
    ])
    expect(findDutySkills('Write soil compaction reports for the engineer')).toEqual([])
  })

  it('reads "clean" before a licence or a record as the state of the candidate\'s own', () => {
    expect(findDutySkills('A full, clean driving licence and a clean driving record')).toEqual([])
    expect(findDutySkills('Clean ductwork in older buildings')).toEqual(['ductwork cleaning'])
  })

  it('names the object in its singular, keeping a noun whose last "s" is its own', () => {
    expect(findDutySkills('Monitor methane gas at the landfill cells')).toEqual([])
    expect(findDutySkills('Document processes for the new billing team')).toEqual([])
    expect(findDutySkills('Inspect boilers and pressure vessels weekly')).toEqual(['boiler inspection'])
  })

  it('reads a plural after a word that opens a clause as its subject, not a verb', () => {
    expect(findDutySkills('Good judgement when plans go sideways, and a calm head')).toEqual([])
  })
})
