import { describe, expect, it } from 'vitest'
import { extractSkills } from './extract-skills.ts'

const labels = (text: string) => extractSkills(text).map((s) => s.label)

describe('skills written as a verb and its object', () => {
  it('reads "plan lessons" as Lesson planning and "manage the classroom" as Classroom management', () => {
    expect(labels('Plan lessons weekly and manage the classroom')).toEqual([
      'Lesson planning',
      'Classroom management',
    ])
    expect(labels('Analyze monthly variances')).toEqual(['Variance analysis'])
    expect(labels('Solve guest problems on the spot')).toEqual(['Problem solving'])
  })

  it('reads the object after a second verb and past a listed one, and "enter data" as Data entry', () => {
    expect(labels('Plan and deliver standards-aligned lessons')).toEqual(['Lesson planning'])
    expect(labels('Experience bending EMT and rigid conduit')).toEqual(['Conduit bending'])
    expect(labels('Enter data accurately')).toEqual(['Data entry'])
  })

  it('keeps the object within the clause and before a preposition', () => {
    expect(labels('Plan for data quality')).not.toContain('Data analysis')
    expect(labels('We plan, and lessons follow')).not.toContain('Lesson planning')
  })

  it('never reads a product name as an action', () => {
    expect(labels('Audit Adobe reports')).not.toContain('Adobe Audition')
  })
})
