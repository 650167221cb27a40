import { describe, expect, it } from 'vitest'
import { startsWithActionVerb } from './starts-with-action-verb.ts'

describe('startsWithActionVerb', () => {
  it('accepts listed verbs in past and present form and regular past tenses', () => {
    for (const bullet of [
      'Led a team of 5',
      'Builds data pipelines',
      'Reduced churn by 12%',
      '• Streamlined month-end close',
      'Wrote the API docs',
    ])
      expect(startsWithActionVerb(bullet), bullet).toBe(true)
  })

  it('rejects duty phrasing, nouns and empty bullets', () => {
    for (const bullet of [
      'Responsible for payroll',
      'Helped with onboarding',
      'Team of 5 engineers',
      '',
      '   ',
      'Bed management',
    ])
      expect(startsWithActionVerb(bullet), bullet).toBe(false)
  })
})
