import { COVER_LETTER_TONES } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { evalJobs, evalResumes } from '../../eval/eval-set.ts'
import { letterInput } from '../../eval/letter-input.ts'
import { labelledLetters } from '../../eval/letter-quality-set.ts'
import { analyzeJob } from '../job/analyze-job.ts'
import { analyzeCoverLetter } from './analyze-cover-letter.ts'
import { findLetterProblems } from './find-letter-problems.ts'
import { writeCoverLetter } from './write-cover-letter.ts'

const nurse = evalJobs.find((job) => job.id === 'nurse')!
const context = {
  resume: evalResumes.rn_strong,
  job: analyzeJob(nurse.text),
  description: nurse.text,
  companyName: 'Mercy Health',
  jobTitle: 'Registered Nurse',
  hiringManager: 'Dana Lee',
  tone: 'professional' as const,
  length: 'short' as const,
}

describe('analyzeCoverLetter', () => {
  it('finds the greeting, closing and sign-off of every tone’s letters, and their tone', () => {
    for (const tone of COVER_LETTER_TONES)
      for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const letter = writeCoverLetter(
          letterInput({
            resume: context.resume,
            job: { title: 'Registered Nurse', company: 'Mercy Health', description: nurse.text },
            hiringManager: 'Dana Lee',
            tone,
            seed,
          }),
        ).content
        const { metrics } = analyzeCoverLetter(letter, { ...context, tone, length: 'medium' }).analysis
        expect(metrics.Structure, `${tone} ${seed}`).toBe(100)
        expect(metrics['Tone Match'], `${tone} ${seed}`).toBeGreaterThanOrEqual(60)
      }
  })

  it('rates a generated letter above a vague one and says what to fix', () => {
    const good = writeCoverLetter({
      resume: context.resume,
      job: { title: 'Registered Nurse', company: 'Mercy Health', description: nurse.text },
      hiringManager: 'Dana Lee',
      referralSource: '',
      additionalInfo: '',
      tone: 'professional',
      length: 'short',
      template: 'modern',
      seed: 3,
    }).content
    const weak = 'To whom it may concern, I want a job. I am a hard worker and a team player. Bye'
    const rated = analyzeCoverLetter(good, context)
    const poor = analyzeCoverLetter(weak, context)
    expect(rated.analysis.score).toBeGreaterThan(poor.analysis.score + 30)
    expect(Object.keys(rated.analysis.metrics)).toEqual([
      'Relevance',
      'Evidence',
      'Specificity',
      'Personalization',
      'Structure',
      'Length Fit',
      'Tone Match',
      'Readability',
      'Originality',
      'Grammar',
      'Honesty',
    ])
    expect(poor.recommendations).toEqual(
      expect.arrayContaining([
        'Name Mercy Health in your opening paragraph.',
        'Address the letter to Dana Lee.',
      ]),
    )
  })

  it('asks to trim an over-long edit', () => {
    const long = `Dear Dana Lee,\n\n${'I care for patients at Mercy Health as a Registered Nurse. '.repeat(40)}\n\nSincerely,\nGrace`
    expect(analyzeCoverLetter(long, context).recommendations).toContainEqual(
      expect.stringMatching(/^Trim about \d+ words to fit the short length/),
    )
  })

  it('ranks every good letter above every flawed letter of the same job (labelled set)', () => {
    const scored = labelledLetters().map((letter) => ({
      ...letter,
      score: analyzeCoverLetter(letter.content, {
        ...context,
        resume: letter.resume,
        job: analyzeJob(letter.job.description),
        description: letter.job.description,
        companyName: letter.job.company,
        jobTitle: letter.job.title,
        hiringManager: undefined,
        length: 'medium',
      }).analysis.score,
    }))
    expect(scored.length).toBeGreaterThanOrEqual(30)
    for (const good of scored.filter((letter) => letter.label === 'good'))
      expect(findLetterProblems(good.content), good.jobId).toEqual([])
    for (const jobId of new Set(scored.map((letter) => letter.jobId))) {
      const ofJob = scored.filter((letter) => letter.jobId === jobId)
      const worstGood = Math.min(...ofJob.filter((l) => l.label === 'good').map((l) => l.score))
      for (const flawed of ofJob.filter((l) => l.label !== 'good'))
        expect(flawed.score, `${jobId} ${flawed.label}`).toBeLessThan(worstGood)
    }
  })
})
