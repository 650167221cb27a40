import { describe, expect, it } from 'vitest'
import { findDegreeFields } from './find-degree-fields.ts'

const fields = (clause: string) => findDegreeFields(clause)

describe('findDegreeFields', () => {
  it('reads the field a degree is in, before or after the word', () => {
    expect(fields('• Degree in Oceanography or related field')).toEqual(['Oceanography'])
    expect(fields("Bachelor's degree in horticulture is required")).toEqual(['horticulture'])
    expect(fields('BSc (Hons) in Marine Biology and two years in the field')).toEqual(['Marine Biology'])
    expect(fields('Master of Science in Nursing')).toEqual(['Nursing'])
    expect(fields('A landscape architecture degree preferred')).toEqual(['landscape architecture'])
  })

  it('reads each field the ad accepts', () => {
    expect(fields('BS in Agronomy or Soil Science required')).toEqual(['Agronomy', 'Soil Science'])
    expect(fields('Degree in social work, psychology, criminology or a related discipline')).toEqual([
      'social work',
      'psychology',
      'criminology',
    ])
  })

  it('ends the fields where the clause goes on to something else', () => {
    expect(fields('A degree in pharmacy and current registration with the Board')).toEqual(['pharmacy'])
    expect(fields('A degree in land surveying or planning, and MRICS or working towards it')).toEqual([
      'land surveying',
      'planning',
    ])
    expect(fields('Degree in botany, ecology or closely related discipline')).toEqual(['botany', 'ecology'])
    expect(fields('Education | Degree in nutrition | Required')).toEqual(['nutrition'])
  })

  it('reads no degree in a graduate of a programme or in people called associates', () => {
    expect(fields('Graduate of an accredited dental assisting program')).toEqual([])
    expect(fields('Coach associates in safe lifting')).toEqual([])
  })

  it('reads no field where the degree names none', () => {
    expect(fields("Bachelor's degree or equivalent experience")).toEqual([])
    expect(fields('A relevant degree and three years in the trade')).toEqual([])
    expect(fields('Work to a high degree of accuracy')).toEqual([])
    expect(fields('Review degree audits with students each term')).toEqual([])
  })
})
