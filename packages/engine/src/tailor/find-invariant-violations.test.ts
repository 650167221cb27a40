import { describe, expect, it } from 'vitest'
import { evalResumes } from '../../eval/eval-set.ts'
import { findInvariantViolations } from './find-invariant-violations.ts'

const original = evalResumes.acct_strong
const edit = (change: (r: typeof original) => void) => {
  const copy = structuredClone(original)
  change(copy)
  return findInvariantViolations(original, copy)
}

describe('findInvariantViolations', () => {
  it('accepts an unchanged or reordered resume', () => {
    expect(findInvariantViolations(original, structuredClone(original))).toEqual([])
    expect(edit((r) => r.skills.reverse())).toEqual([])
  })

  it('flags changed contact details and a headline that is not a held title', () => {
    expect(edit((r) => (r.personal_information.email = 'x@example.com'))).toEqual([
      'personal_information.email changed',
    ])
    expect(edit((r) => (r.personal_information.position = 'Controller'))[0]).toMatch(/position/)
  })

  it('flags invented skills, numbers, employers and degrees', () => {
    expect(edit((r) => r.skills.push('Python')).join()).toMatch(/Python/)
    expect(edit((r) => (r.work_experience[0]!.achievements[0] += ' for 75 stores')).join()).toMatch(/75/)
    expect(edit((r) => (r.work_experience[0]!.company = 'Deloitte')).join()).toMatch(/employer/)
    expect(edit((r) => (r.education[0]!.degree = 'MBA')).join()).toMatch(/education/)
    expect(edit((r) => (r.professional_summary = 'Trained at Harvard.')).join()).toMatch(/Harvard/)
  })
})
