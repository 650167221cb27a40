import { emptyResumeData, type JobAnalysis, matchScores, type ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { scoreMatch } from './score-match.ts'

const job: JobAnalysis = analyzeJob(`Data Analyst
Requirements:
- 2+ years of experience in data analysis
- SQL and Tableau
Nice to have:
- dbt`)

function resume(bullets: string[], skills: string[] = [], title = 'Data Analyst'): ResumeData {
  const data = emptyResumeData()
  data.personal_information = {
    ...data.personal_information,
    name: 'Ada Byrne',
    email: 'ada@example.com',
    phone: '555-0101',
    position: title,
  }
  data.work_experience = [{ title, company: 'Acme', dates: 'Jan 2019 – Jan 2023', achievements: bullets }]
  data.skills = skills
  return data
}

describe('scoreMatch', () => {
  it('weighs required skills more than preferred ones', () => {
    const required = scoreMatch(resume(['Wrote SQL reports', 'Built Tableau dashboards']), job)
    const preferred = scoreMatch(resume(['Built dbt models']), job)
    expect(required.breakdown!.hard_skills).toBeGreaterThan(preferred.breakdown!.hard_skills!)
  })

  it('counts a skill used in a bullet more than a bare skills-list entry', () => {
    const shown = scoreMatch(resume(['Wrote SQL reports in Tableau']), job)
    const listed = scoreMatch(resume(['Prepared reports'], ['SQL', 'Tableau']), job)
    expect(shown.overall).toBeGreaterThan(listed.overall)
  })

  it('matches synonyms of the job wording', () => {
    const scores = scoreMatch(
      resume(['Queried Postgres with T-SQL-style window functions']),
      analyzeJob('Analyst\nRequirements: PostgreSQL'),
    )
    expect(scores.matched_keywords).toContain('PostgreSQL')
  })

  it("credits a skill the ad defines by an acronym under either of the ad's names", () => {
    const aml = analyzeJob(
      'Compliance Analyst\nYou will own our Anti-Money Laundering (AML) reviews.\nRequirements:\n- 3 years of AML experience',
    )
    const has = (bullet: string) =>
      scoreMatch(resume([bullet], [], 'Compliance Analyst'), aml).matched_keywords
    expect(has('Ran AML reviews for 300 accounts')).toContain('Anti-money laundering')
    expect(has('Led anti-money laundering reviews')).toContain('Anti-money laundering')
    expect(has('Ran KYC checks')).not.toContain('Anti-money laundering')
  })

  it('credits a credential named by an acronym when the resume writes the acronym', () => {
    const ad = analyzeJob('Export Coordinator\nRequirements:\n- A current QZA DGR certificate is mandatory')
    const has = (bullet: string) =>
      scoreMatch(resume([bullet], [], 'Export Coordinator'), ad).matched_keywords
    expect(has('Packed lithium shipments to QZA DGR rules (Category 6, renewed 2024)')).toContain(
      'QZA DGR certificate',
    )
    expect(has('Packed lithium shipments by air')).not.toContain('QZA DGR certificate')
  })

  it('does not reward repeating a keyword', () => {
    const once = scoreMatch(resume(['Wrote SQL reports']), job)
    const stuffed = scoreMatch(resume(['Wrote SQL reports', 'SQL SQL SQL SQL', 'More SQL and SQL']), job)
    expect(stuffed.breakdown!.hard_skills).toBe(once.breakdown!.hard_skills)
  })

  it('lists missing required skills before preferred ones, with suggestions that say where', () => {
    const scores = scoreMatch(resume(['Prepared reports']), job)
    const importance = scores.missing_keywords.map((m) => m.importance)
    expect(importance.indexOf('required')).toBeLessThan(importance.indexOf('preferred'))
    expect(scores.suggestions.length).toBeGreaterThan(0)
    for (const s of scores.suggestions)
      expect(s.where).toMatch(/^(skills|work_experience|professional_summary|personal_information|education)/)
  })

  it('gives partial credit for a skill shown through a more specific one, and says so', () => {
    const nurseJob = analyzeJob('Registered Nurse\nRequirements: EHR documentation')
    const scores = scoreMatch(resume(['Charted every shift in Epic'], [], 'Registered Nurse'), nurseJob)
    expect(scores.matched_keywords).toContain('EHR')
    expect(scores.suggestions.map((s) => s.message).join()).toMatch(/EHR.*Epic/)
  })

  it('does not count skills a recruiter or seller only talks about', () => {
    const nurseJob = analyzeJob('Registered Nurse\nRequirements: BLS and ACLS certification, telemetry')
    const nurse = scoreMatch(
      resume(['Hold BLS and ACLS; 3 years on a telemetry unit'], [], 'Staff Nurse'),
      nurseJob,
    )
    const recruiter = scoreMatch(
      resume(['Screened nurses for BLS, ACLS and telemetry experience'], [], 'Nurse Recruiter'),
      nurseJob,
    )
    expect(recruiter.breakdown!.hard_skills).toBeLessThan(nurse.breakdown!.hard_skills! / 2)
  })

  it('leaves out a part the job does not ask about instead of calling it a perfect match', () => {
    const nurseJob = analyzeJob('Registered Nurse\nRequirements: BLS and ACLS certification, telemetry')
    const gameDeveloper = resume(
      ['Built gameplay systems in Unity and C#'],
      ['Unity', 'C#'],
      'Game Developer',
    )
    gameDeveloper.education = [
      {
        degree: 'BSc Computer Science',
        institution: 'Uni',
        dates: '2015',
        field_of_study: '',
        gpa: '',
        honors: '',
        courses: [],
      },
    ]
    const { breakdown, overall } = scoreMatch(gameDeveloper, nurseJob)
    expect(breakdown).toMatchObject({ experience: null, education: null, soft_skills: null })
    expect(breakdown!.hard_skills).toBe(0)
    expect(overall).toBeLessThan(25)
    // Once the job asks for years and a degree, both parts are scored.
    const asking = analyzeJob(`Registered Nurse
Requirements: BLS and ACLS certification, telemetry; 3+ years of acute care experience; Bachelor's degree in Nursing`)
    expect(scoreMatch(gameDeveloper, asking).breakdown).toMatchObject({
      experience: expect.any(Number),
      education: expect.any(Number),
    })
  })

  it('scores ATS readiness when there is no job', () => {
    const scores = scoreMatch(resume(['Cut report time 40% by automating SQL extracts']), null)
    expect(scores.kind).toBe('ats')
    expect(scores.ats!.contact).toBe(75) // no location
    expect(scores.breakdown).toBeNull()
  })

  it('falls back to ATS readiness when the job text yields nothing to compare', () => {
    expect(scoreMatch(resume(['Wrote SQL reports']), analyzeJob('')).kind).toBe('ats')
  })

  it('scores an empty resume low without failing, with or without a job', () => {
    expect(scoreMatch(emptyResumeData(), job).overall).toBeLessThan(20)
    expect(scoreMatch(emptyResumeData(), null).overall).toBeLessThan(20)
  })

  it('returns data that satisfies the API contract, also for a huge resume', () => {
    const huge = resume(
      Array.from({ length: 100 }, (_, i) => `Wrote SQL report number ${i} for the finance team`),
    )
    huge.work_experience = Array.from({ length: 100 }, () => structuredClone(huge.work_experience[0]!))
    const scores = scoreMatch(huge, job)
    expect(matchScores.parse(scores)).toEqual(scores)
    expect(matchScores.parse(scoreMatch(huge, null)).kind).toBe('ats')
  })

  it('handles non-English resumes by their product names', () => {
    const german = resume(['Berichte mit SQL und Tableau erstellt'], [], 'Datenanalystin')
    expect(scoreMatch(german, job).breakdown!.hard_skills).toBeGreaterThan(50)
  })

  it('never counts a plain driving licence as a licence of the class the ad asks for', () => {
    const driving = analyzeJob(
      'Truck Driver\nKauri Freight\nRequirements\n- NZ Class 2 licence\n- Forklift experience',
    )
    const plain = scoreMatch(resume(['Delivered parcels in a van'], ["Driver's licence"], 'Driver'), driving)
    const classed = scoreMatch(resume(['Delivered parcels in a van'], ['Class 2 licence'], 'Driver'), driving)
    expect(plain.missing_keywords.map((m) => m.keyword)).toContain("Class 2 driver's licence")
    expect(classed.matched_keywords).toContain("Class 2 driver's licence")
  })
})
