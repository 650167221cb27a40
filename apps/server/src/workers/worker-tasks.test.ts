import * as engine from '@tailor/engine'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BACKEND_JOB,
  BACKEND_RESUME_FULL_TEXT,
  BACKEND_RESUME_TEXT,
} from '../../test/fixtures/backend-resume-text.ts'
import { tailor } from './worker-tasks.ts'

// Counts the scores the task computes itself; the engine's own calls inside tailorResume are not seen.
vi.mock('@tailor/engine', async (importOriginal) => {
  const real = await importOriginal<typeof import('@tailor/engine')>()
  return { ...real, scoreMatch: vi.fn(real.scoreMatch) }
})

afterEach(() => vi.mocked(engine.scoreMatch).mockClear())

const resume = engine.parseResume(BACKEND_RESUME_FULL_TEXT).resume_data

describe('tailor (the server task)', () => {
  it('gives what the engine gives in report mode, scoring each resume once', () => {
    const result = tailor({ resume, jobDescription: BACKEND_JOB, level: 80, mode: 'report' })
    expect(engine.scoreMatch).toHaveBeenCalledTimes(3)
    const job = engine.analyzeJob(BACKEND_JOB)
    expect(result.output).toEqual(engine.tailorResume(resume, job, { level: 80, mode: 'report' }))
    expect(result.scoreAfter).toEqual(engine.scoreMatch(result.output.resume_data, job))
    expect(result.atsScore).toBe(engine.scoreMatch(result.output.resume_data, null).overall)
  })

  it('scores only the tailored resume in tailoring mode, and once without a job', () => {
    const tailored = tailor({ resume, jobDescription: BACKEND_JOB, level: 50, mode: 'tailoring' })
    expect(engine.scoreMatch).toHaveBeenCalledTimes(2)
    expect(tailored.output.report).toBeUndefined()
    vi.mocked(engine.scoreMatch).mockClear()
    const short = engine.parseResume(BACKEND_RESUME_TEXT).resume_data
    const alone = tailor({ resume: short, jobDescription: ' ', level: 50, mode: 'tailoring' })
    expect(engine.scoreMatch).toHaveBeenCalledTimes(1)
    expect(alone.job).toBeNull()
    expect(alone.atsScore).toBe(alone.scoreAfter.overall)
  })
})
