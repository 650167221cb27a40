import type { SkillCategory } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import type { SkillEvidence } from '../match/collect-skill-evidence.ts'
import { writeSummary } from './write-summary.ts'

const evidence = (label: string, category: SkillCategory): SkillEvidence => ({
  skill: { id: label.toLowerCase(), label, category },
  strength: 2,
  source: 'experience',
  written: label,
})

describe('writeSummary', () => {
  it('names tools as hands-on experience and fields as a background', () => {
    const summary = writeSummary('Backend Engineer', '', [
      evidence('Python', 'tool'),
      evidence('Computer science', 'domain'),
      evidence('Go', 'tool'),
    ])
    expect(summary).toBe(
      'Backend Engineer with hands-on experience in Python and Go and a background in computer science.',
    )
  })

  it('reads naturally for a resume without tools', () => {
    const summary = writeSummary('Registered Nurse', 'Calm under pressure.', [
      evidence('Patient assessment', 'domain'),
      evidence('IV therapy', 'domain'),
    ])
    expect(summary).toBe(
      'Registered Nurse experienced in patient assessment and IV therapy. Calm under pressure.',
    )
  })

  it('keeps the original summary within 500 characters', () => {
    const original = 'Delivered projects on time. '.repeat(40).trim()
    expect(writeSummary('Analyst', original, []).length).toBeLessThanOrEqual(500)
  })
})
