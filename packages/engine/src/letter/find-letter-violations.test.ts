import { describe, expect, it } from 'vitest'
import { evalResumes } from '../../eval/eval-set.ts'
import { findLetterViolations } from './find-letter-violations.ts'

const resume = evalResumes.be_strong
const job = {
  title: 'Backend Engineer',
  company: 'Acme Pay',
  description: 'We need Go and Kubernetes. You will own our billing APIs.',
}
const letter = (body: string) => `Dear Hiring Manager,\n\n${body}\n\nSincerely,\nAna Kowalczyk`

describe('findLetterViolations', () => {
  it('passes a letter built from the resume’s own facts', () => {
    const text = letter(
      'At Ledgerly, I cut p95 latency of the invoices endpoint from 900 ms to 180 ms. I have worked with Python and Django. I am keen to learn Go.',
    )
    expect(findLetterViolations(text, resume, job)).toEqual([])
  })

  it('catches invented numbers, employers, skills, degrees and years', () => {
    const text = letter(
      'At Globex, I grew revenue by 240%. I am an expert in Rust. I hold an MBA. I bring 15 years of experience.',
    )
    const found = findLetterViolations(text, resume, job).join('\n')
    expect(found).toMatch(/"240%"/)
    expect(found).toMatch(/"Globex"/)
    expect(found).toMatch(/skill "Rust"/)
    expect(found).toMatch(/degree \("MBA"\)/)
    expect(found).toMatch(/claims 15 years/)
  })

  it('lets the user’s own notes back a claim', () => {
    const text = letter('I also volunteer at Code Club.')
    expect(findLetterViolations(text, resume, job)).not.toEqual([])
    expect(findLetterViolations(text, resume, job, { additionalInfo: 'I volunteer at Code Club.' })).toEqual(
      [],
    )
  })

  it('allows naming the job’s needs and what the candidate still has to learn', () => {
    const text = letter(
      'Your posting mentions Kubernetes and Go. I have not yet used Go professionally and would learn it quickly.',
    )
    expect(findLetterViolations(text, resume, job)).toEqual([])
  })

  it('catches a degree still under way claimed as held, and accepts it said as under way', () => {
    const year = new Date().getFullYear() + 1
    const student = {
      ...resume,
      education: [
        {
          institution: 'University of Washington',
          degree: 'Bachelor of Science',
          dates: `2023 - ${year}`,
          field_of_study: '',
          gpa: '',
          honors: '',
          courses: [],
        },
      ],
    }
    expect(
      findLetterViolations(
        letter('I hold a Bachelor of Science from University of Washington.'),
        student,
        job,
      ),
    ).toEqual(['claims the degree "bachelor of science" as held; the resume shows it still under way'])
    expect(
      findLetterViolations(
        letter(`I am completing a Bachelor of Science, which I expect to finish in ${year}.`),
        student,
        job,
      ),
    ).toEqual([])
  })
})
