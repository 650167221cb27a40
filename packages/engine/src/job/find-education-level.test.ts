import { describe, expect, it } from 'vitest'
import { findEducationLevel, findHighestEducationLevel } from './find-education-level.ts'

describe('findEducationLevel', () => {
  it('reads degrees by name and by short form', () => {
    expect(findEducationLevel("Master's degree in Social Work")).toBe('master')
    expect(findEducationLevel('M.Ed. or MEd in Curriculum')).toBe('master')
    expect(findEducationLevel('MS or MA in Geology')).toBe('master')
    expect(findEducationLevel('B.Ed. from an accredited college')).toBe('bachelor')
    expect(findEducationLevel('A.A.S. in Welding Technology')).toBe('associate')
    expect(findEducationLevel('AA degree or equivalent')).toBe('associate')
  })

  it('reads the school-leaving levels other countries name', () => {
    expect(findEducationLevel('Matric (Grade 12) with maths')).toBe('high_school')
    expect(findEducationLevel('GCSEs in English and Maths at grade 4/C')).toBe('high_school')
    expect(findEducationLevel('Leaving Certificate or equivalent')).toBe('high_school')
    expect(findEducationLevel('Three A-levels or a BTEC')).toBe('high_school')
  })

  it('leaves the same letters when they are other words', () => {
    expect(findEducationLevel('Keep the master schedule and the RJG Master Molder notes')).toBeUndefined()
    expect(findEducationLevel('Care for patients on a 32-bed med-surg unit')).toBeUndefined()
    expect(findEducationLevel('Build pages that meet WCAG 2.2 AA')).toBeUndefined()
    expect(findEducationLevel('Track budgets in MS Excel')).toBeUndefined()
  })

  it("reads a degree no level names as a bachelor's, and a named level as its own", () => {
    expect(findEducationLevel('Degree in Finance, Banking or a related discipline')).toBe('bachelor')
    expect(findEducationLevel('A degree or diploma in logistics')).toBe('bachelor')
    expect(findEducationLevel('A relevant degree and two years in the field')).toBe('bachelor')
    expect(findEducationLevel("Master's degree in speech pathology")).toBe('master')
    expect(findEducationLevel('Associate degree in forestry')).toBe('associate')
    expect(
      findEducationLevel('Work to a high degree of accuracy and give 360-degree feedback'),
    ).toBeUndefined()
    expect(findEducationLevel('Review degree audits with students')).toBeUndefined()
  })

  it("reads a resume's degree lines the same way", () => {
    expect(findHighestEducationLevel(['BS Biology', 'MEd in Reading'])).toBe('master')
  })
})
