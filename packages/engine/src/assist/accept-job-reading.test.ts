import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { acceptJobReading } from './accept-job-reading.ts'

const posting = `We are hiring a backend engineer to build our billing APIs.
You will work with Python, PostgreSQL and Amazon Web Services. Experience with GraphQL is a plus.
Strong written communication.`

describe('acceptJobReading', () => {
  it('keeps only what the posting says, and adds to the engine only what it missed', () => {
    const engine = { ...analyzeJob(posting), job_title: '', company: '' }
    const result = acceptJobReading(engine, posting, {
      job_title: 'Backend Engineer',
      company: 'Stripe',
      required_skills: ['Python', 'Kubernetes', 'PostgreSQL'],
      preferred_skills: ['GraphQL'],
      soft_skills: ['written communication'],
    })
    expect(result.job.job_title).toBe('Backend Engineer')
    expect(result.job.company).toBe('')
    expect(result.dropped).toEqual(['Stripe', 'Kubernetes'])
    const all = [...result.job.required_skills, ...result.job.preferred_skills].map((s) => s.label)
    expect(all.filter((label) => label === 'Python')).toHaveLength(1)
    expect(all.join()).not.toMatch(/Kubernetes/)
  })

  it('never replaces a title or company the engine found', () => {
    const engine = { ...analyzeJob(posting), job_title: 'Backend Engineer', company: 'Ledgerly' }
    const result = acceptJobReading(engine, posting, {
      job_title: 'billing APIs',
      company: 'Python',
      required_skills: [],
      preferred_skills: [],
      soft_skills: [],
    })
    expect([result.job.job_title, result.job.company]).toEqual(['Backend Engineer', 'Ledgerly'])
    expect(result.added).toEqual([])
  })
})
