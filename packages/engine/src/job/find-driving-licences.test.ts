import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { findDrivingLicences, isPlainDrivingLicence } from './find-driving-licences.ts'

const named = (clause: string) =>
  findDrivingLicences(clause).map(
    (l) => `${l.skill.label} (${l.plain === 'cdl' ? 'cdl' : 'driver-s-license'})`,
  )

describe('findDrivingLicences', () => {
  it("names a licence of a stated class as the lexicon skill with its class, in the ad's words", () => {
    expect(named('Must hold an Ontario Class 4 licence by start date')).toEqual([
      "Class 4 driver's licence (driver-s-license)",
    ])
    expect(named("Valid Class D driver's license")).toEqual(["Class D driver's license (driver-s-license)"])
    expect(named('A clean driving licence for Category C1')).toEqual([
      'Category C1 driving licence (driver-s-license)',
    ])
    expect(named('Category B licence held for two years')).toEqual([
      "Category B driver's licence (driver-s-license)",
    ])
    // South Africa's codes, with the class they stand for in brackets.
    expect(named('Valid Code 08 (EB) driving licence')).toEqual([
      'Code 08 driving licence (driver-s-license)',
    ])
    expect(named("Code 10 driver's licence with PrDP")).toEqual([
      "Code 10 driver's licence (driver-s-license)",
    ])
  })

  it('names a commercial licence as CDL with its class', () => {
    expect(named('Class B CDL with passenger endorsement')).toEqual(['CDL Class B (cdl)'])
    expect(named("Class A Commercial Driver's License")).toEqual(['CDL Class A (cdl)'])
    expect(named('CDL-B or able to obtain one')).toEqual(['CDL Class B (cdl)'])
  })

  it('reads no class of another trade, no grade and no licence without a class', () => {
    expect(named('Class A electrical contractor licence')).toEqual([])
    expect(named('Class B license')).toEqual([])
    expect(named('Class II operator license')).toEqual([])
    expect(named("Valid driver's license")).toEqual([])
  })

  it('gives a class its own skill, which a resume shows by writing the class', () => {
    const [licence] = findDrivingLicences('NZ Class 2 licence')
    expect(licence!.plain).toBe('driver-s-license')
    expect(licence!.skill.id).toMatch(/^phrase:.*\bclass 2 licens\b/)
  })
})

describe('isPlainDrivingLicence', () => {
  it('reads a licence named by its adjectives or country, not a class, as the plain licence', () => {
    expect(isPlainDrivingLicence('Full clean driving licence')).toBe(true)
    expect(isPlainDrivingLicence('Narnia driver licence')).toBe(true)
    expect(isPlainDrivingLicence("Class 3 driver's licence")).toBe(false)
    expect(isPlainDrivingLicence('Forklift licence')).toBe(false)
  })

  it('gives the ad one licence, not the plain one and the phrase around it', () => {
    const job = analyzeJob('Courier\nRequirements:\n- A full clean Narnia driving licence\n- Parcel sorting')
    const labels = job.required_skills.map((s) => s.label)
    expect(labels).toContain("Driver's license")
    expect(labels.filter((l) => /licen[cs]e/i.test(l))).toHaveLength(1)
  })
})
