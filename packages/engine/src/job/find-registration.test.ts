import { describe, expect, it } from 'vitest'
import { findRegistration } from './find-registration.ts'

describe('findRegistration', () => {
  it("names a profession's registration by its board's acronym", () => {
    expect(
      findRegistration('- Be registered, or eligible for registration, with NMBI on the nursing register'),
    ).toEqual(['NMBI registration'])
    expect(
      findRegistration('Registered as a Radiographer with the Health and Care Professions Council (HCPC)'),
    ).toEqual(['HCPC registration'])
    expect(findRegistration('Current AHPRA registration as a physiotherapist')).toEqual([
      'AHPRA registration',
    ])
  })

  it('names a board written only in words by its profession, and a bar admission', () => {
    expect(findRegistration('Current registration with the Physiotherapists Board of Tasmania')).toEqual([
      'Physiotherapist registration',
    ])
    expect(findRegistration('Admission to the Nevada State Bar (California admission a plus)')).toEqual([
      'Bar admission',
    ])
    expect(findRegistration('Member in good standing of the State Bar of Ohio')).toEqual(['Bar admission'])
    expect(findRegistration('Admitted to the bar, or sitting for the bar exam')).toEqual(['Bar admission'])
  })

  it('names a register or scheme held as current or valid, a board in it by its profession', () => {
    expect(findRegistration('Must hold a current Gas Safe registration')).toEqual(['Gas Safe registration'])
    expect(findRegistration('Valid Dental Council of Ireland registration')).toEqual(['Dental registration'])
    expect(findRegistration('Current AHPRA registration')).toEqual(['AHPRA registration'])
    expect(findRegistration('Current vehicle registration and insurance')).toEqual([])
  })

  it('reads no registration of a thing, and no place after "with"', () => {
    expect(findRegistration('Register vehicles with the DMV each spring')).toEqual([])
    expect(findRegistration('Registration with UK employers of record')).toEqual([])
    expect(findRegistration('Keep the breaches register up to date')).toEqual([])
    expect(findRegistration('Guests are admitted to the rooftop bar after 9pm')).toEqual([])
  })

  it("names a certifying board's credential by its acronym", () => {
    expect(
      findRegistration('Certification by the National Board for Respiratory Care (NBRC) within a year'),
    ).toEqual(['NBRC certification'])
    expect(
      findRegistration('- Diplomate of the American Board of Veterinary Pathologists (ACVP) preferred'),
    ).toEqual(['ACVP certification'])
    expect(
      findRegistration(
        'Certified Interpreter with the Association of Visual Language Interpreters (AVLIC/AIV)',
      ),
    ).toEqual(['AVLIC certification'])
    expect(findRegistration('Certified forklift operator (counterbalance) needed')).toEqual([])
  })
})
