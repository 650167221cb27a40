import { describe, expect, it } from 'vitest'
import { parseResume } from '../parse/parse-resume.ts'
import { findParseDoubts, placedShare } from './find-parse-doubts.ts'

const text = `Maria Lopez
maria.lopez@example.com | (555) 123-4567 | Seattle, WA

Experience
Backend Engineer, Acme Corp
Jan 2019 – Present
• Built Kafka consumers processing 2M events per day
• Cut p95 latency by 40% on the billing API

Education
B.S. Computer Science, University of Washington, 2015

Skills
Python, PostgreSQL, Kafka, Docker`
const parsed = parseResume(text)

describe('findParseDoubts', () => {
  it('has none for a resume the reader reads whole', () => {
    expect(placedShare(text, parsed.resume_data)).toBeGreaterThan(0.9)
    expect(findParseDoubts(text, parsed)).toEqual([])
  })

  it("names the parser's warnings about unread sections, and a document whose words went nowhere", () => {
    const unread = { ...parsed, warnings: ['We could not read your Experience section — please check it.'] }
    expect(findParseDoubts(text, unread)).toEqual(unread.warnings)
    const lost = { ...parsed, resume_data: { ...parsed.resume_data, work_experience: [] } }
    expect(findParseDoubts(text, lost)).toEqual([
      expect.stringMatching(/^only \d+% of the document's words were placed$/),
    ])
  })

  it("does not count a form's labels and headings as lost words", () => {
    const form = `Personal information
Surname / First name\tTomas Berg
E-mail\ttomas.berg@example.com
Work experience
Dates\tMar 2018 - Present
Occupation or position held\tWarehouse Supervisor
Name and address of employer\tNordlys Freight, Malmo
Main activities and responsibilities\tScheduled twelve forklift operators across two shifts
Education and training
Dates\t2012 - 2015
Title of qualification awarded\tB.Sc. Logistics
Name and type of organisation providing education and training\tLund University`
    const read = parseResume(form)
    expect(read.resume_data.work_experience).toHaveLength(1)
    expect(placedShare(form, read.resume_data)).toBeGreaterThan(0.9)
    // The labels' words are not content, so a lost job still shows.
    const lost = { ...read.resume_data, work_experience: [] }
    expect(placedShare(form, lost)).toBeLessThan(0.8)
  })
})
