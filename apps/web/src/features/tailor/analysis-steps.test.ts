import { describe, expect, it } from 'vitest'
import { analysisSteps } from './analysis-steps.ts'

describe('analysisSteps', () => {
  it('lists the offline steps without a model', () => {
    expect(analysisSteps(null, 90)).toEqual([
      'Reading your resume',
      'Reading the job',
      'Scoring and tailoring',
      'Saving your analysis',
    ])
  })

  it('names the model, and its rewording only above intensity 70', () => {
    expect(analysisSteps('llama3.1', 71)).toEqual([
      'Reading your resume',
      'Reading the job with llama3.1 (checked against the posting)',
      'Scoring and tailoring',
      'Rewording with llama3.1, checking every sentence against your resume',
      'Saving your analysis',
    ])
    expect(analysisSteps('llama3.1', 70)).toHaveLength(4)
  })
})
