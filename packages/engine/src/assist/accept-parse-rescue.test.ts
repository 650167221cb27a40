import { emptyResumeData, type ResumeData, resumeData } from '@tailor/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { UNREAD_EXPERIENCE_READING, UNREAD_EXPERIENCE_TEXT } from '../../eval/unread-experience-resume.ts'
import { getLexicon } from '../lexicons/get-lexicon.ts'
import { parseResume } from '../parse/parse-resume.ts'
import { acceptParseRescue, warningsAfterRescue } from './accept-parse-rescue.ts'
import { findParseDoubts } from './find-parse-doubts.ts'

const text = UNREAD_EXPERIENCE_TEXT
const heuristic = parseResume(text)

/** What an honest model reads: the text's own words, in the resume's fields (dates tidied). */
const honest = (): ResumeData => resumeData.parse(UNREAD_EXPERIENCE_READING)

describe('acceptParseRescue', () => {
  it('is asked for when the reader lost a section', () => {
    expect(heuristic.resume_data.work_experience).toEqual([])
    expect(findParseDoubts(text, heuristic)).toContain('No work experience found.')
  })

  it('fills what the reader missed, keeps what it read, and says which fields came from the model', () => {
    const { resume, fields, dropped } = acceptParseRescue(heuristic.resume_data, text, honest())
    expect(dropped).toEqual([])
    expect(resume.work_experience.map((r) => [r.title, r.company, r.dates])).toEqual([
      ['Backend Engineer', 'Acme Corp', 'January 2019 - Present'],
      ['Software Developer', 'Initech', '06/2015 - 12/2018'],
    ])
    expect(fields).toEqual(['work_experience[0]', 'work_experience[1]', 'professional_summary'])
    // The bullets the reader took for a summary are now in their roles, not twice.
    expect(resume.professional_summary).toBe('')
    expect(resume.education).toEqual(heuristic.resume_data.education)
    expect(resume.personal_information).toEqual(heuristic.resume_data.personal_information)
  })

  it('keeps only the warnings still true', () => {
    const rescued = acceptParseRescue(heuristic.resume_data, text, honest())
    const warnings = ['No work experience found.', 'No email address found.', 'No skills found.']
    expect(warningsAfterRescue(warnings, rescued)).toEqual(['No email address found.', 'No skills found.'])
  })

  it('fills an empty field of an entry both read, and keeps the reader value that differs', () => {
    const reader = structuredClone(heuristic.resume_data)
    reader.education[0]!.dates = ''
    reader.education[0]!.degree = 'B.S.'
    const { resume, fields } = acceptParseRescue(reader, text, honest())
    expect(resume.education).toHaveLength(1)
    expect(resume.education[0]).toMatchObject({ degree: 'B.S.', dates: '2015' })
    expect(fields).toContain('education[0].dates')
  })

  it('drops every invented employer, date, skill and e-mail', () => {
    const model = honest()
    model.personal_information.email = 'dana@whitfield.dev'
    model.work_experience[0]!.company = 'Google'
    model.work_experience[1]!.dates = 'Jun 2012 – Dec 2018'
    model.work_experience[1]!.achievements.push('Led a team of 12 engineers')
    model.skills.push('Kubernetes')
    model.work_experience.push({
      title: 'Staff Engineer',
      company: 'Stripe',
      dates: '2010 – 2012',
      achievements: [],
    })
    const { resume, dropped } = acceptParseRescue(heuristic.resume_data, text, model)
    expect(dropped.sort()).toEqual(
      [
        'dana@whitfield.dev',
        'Google',
        'Jun 2012 – Dec 2018',
        'Led a team of 12 engineers',
        'Kubernetes',
        'Staff Engineer',
        'Stripe',
        '2010 – 2012',
      ].sort(),
    )
    expect(JSON.stringify(resume)).not.toMatch(/Google|2012|12 engineers|Kubernetes|Stripe|whitfield\.dev/)
    expect(resume.work_experience[0]).toMatchObject({ title: 'Backend Engineer', company: '' })
  })

  // Random invented values in random fields of an honest reading: none survives.
  const skills = getLexicon()
    .skills.map((s) => s.label)
    .filter(
      (label) => !text.toLowerCase().includes(label.toLowerCase()) && /^[A-Za-z][\w .+#-]{2,}$/.test(label),
    )
  const word = fc
    .stringMatching(/^[A-Z][a-z]{3,9}$/)
    .filter((w) => !text.toLowerCase().includes(w.toLowerCase()))
  const invented = fc.oneof(
    fc.constantFrom(...skills),
    fc.tuple(word, fc.constantFrom('Inc', 'LLC', 'Labs', 'Group')).map(([a, b]) => `${a} ${b}`),
    fc
      .integer({ min: 1990, max: 2030 })
      .filter((y) => !text.includes(String(y)))
      .map(String),
    fc
      .tuple(fc.constantFrom('Jan', 'Mar', 'Aug', 'Nov'), fc.integer({ min: 2016, max: 2018 }))
      .map(([m, y]) => `${m} ${y} – Present`),
    fc.tuple(word, word).map(([a, b]) => `${a.toLowerCase()}@${b.toLowerCase()}.com`),
    fc.tuple(word, fc.integer({ min: 13, max: 99 })).map(([w, n]) => `${w} ${n} accounts`),
  )
  type Place = (r: ResumeData, value: string) => void
  const places: Place[] = [
    (r, v) => (r.personal_information.email = v),
    (r, v) => (r.personal_information.position = v),
    (r, v) => (r.professional_summary = v),
    (r, v) => r.skills.push(v),
    (r, v) => (r.work_experience[0]!.company = v),
    (r, v) => (r.work_experience[1]!.dates = v),
    (r, v) => r.work_experience[1]!.achievements.push(v),
    (r, v) => (r.education[0]!.institution = v),
    (r, v) => r.certifications.push({ name: v, issuer: '', date: '' }),
    (r, v) => r.volunteering.push({ organization: v, role: 'Tutor', dates: '', bullets: [] }),
  ]

  it('lets no invented value through (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ place: fc.integer({ min: 0, max: places.length - 1 }), value: invented }), {
          minLength: 1,
          maxLength: 8,
        }),
        fc.boolean(),
        (lies, readerFoundNothing) => {
          const model = honest()
          for (const { place, value } of lies) places[place]!(model, value)
          const reader = readerFoundNothing ? emptyResumeData() : heuristic.resume_data
          const { resume } = acceptParseRescue(reader, text, model)
          const json = JSON.stringify(resume).toLowerCase()
          for (const { value } of lies) expect(json).not.toContain(value.toLowerCase())
        },
      ),
      { numRuns: 200, seed: 21 },
    )
  })
})
