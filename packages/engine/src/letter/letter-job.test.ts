import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { letterJob } from './letter-job.ts'

const read = (text: string) => {
  const job = analyzeJob(text)
  return letterJob(text, job.responsibilities, job.company)
}

describe('letterJob', () => {
  it('reads the tasks, the company line and the requirements of a bulleted posting in the reader’s voice', () => {
    const job = read(`Bank Teller
Company: Riverbend Community Bank

Riverbend Community Bank has served the Maple Valley for ninety years, and we are hiring a teller.

What you will do:
- Process deposits, withdrawals and cashier's checks
- Help customers use our mobile app and ATMs
- Friendly, professional service

What we need:
- 1+ year of cash handling experience
- Accuracy with numbers and basic computer skills
- Excel, required

We offer paid time off and we welcome applicants regardless of background.`)
    expect(job.tasks).toEqual([
      "process deposits, withdrawals and cashier's checks",
      'help customers use your mobile app and ATMs',
    ])
    expect(job.about).toEqual(['Riverbend Community Bank has served the Maple Valley for ninety years'])
    expect(job.requirements).toEqual(['accuracy with numbers and basic computer skills', 'Excel'])
  })

  it('finds what "you would" do in a posting written as prose, cut at its first clause', () => {
    const job = read(`Physiotherapist
Company: Tidewater Physio

Tidewater Physio runs three clinics on the south coast, and we are looking for a physiotherapist to join the team at our Harbour Road clinic.
You would assess each new patient and design a treatment plan. You will work closely with GPs and consultants, so you should enjoy being part of a small team.`)
    expect(job.tasks).toEqual([
      'join the team at your Harbour Road clinic',
      'assess each new patient and design a treatment plan',
      'work closely with GPs and consultants',
    ])
    expect(job.about).toEqual(['Tidewater Physio runs three clinics on the south coast'])
  })
})
