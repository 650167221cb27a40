import type { JobAnalysis, ResumeData } from '@tailor/contracts'
import { letterFacts } from '../letter/letter-facts.ts'

/** What a model may say in a letter, each claim with where it comes from; nothing else of the resume is sent. */
export interface LetterFactSheet {
  candidate: string
  years_in_field: { field: string; years: number } | null
  roles: { title: string; company: string; dates: string }[]
  achievements: { text: string; source: string }[]
  skills_the_job_wants_and_the_resume_shows: string[]
  skills_the_job_wants_that_the_resume_does_not_show: string[]
  other_skills: string[]
  degrees: string[]
  degrees_in_progress: string[]
  certifications: string[]
}

const ACHIEVEMENTS = 8

/** The engine's letter facts as plain data for a prompt: contact details and the raw resume stay out. */
export function letterFactSheet(resume: ResumeData, job: JobAnalysis, sourceText = ''): LetterFactSheet {
  const facts = letterFacts(resume, job, sourceText)
  return {
    candidate: facts.name,
    years_in_field: facts.years > 0 ? { field: facts.field, years: facts.years } : null,
    roles: facts.roles.map(({ title, company, dates }) => ({ title, company, dates })),
    achievements: facts.achievements.slice(0, ACHIEVEMENTS).map((a) => ({
      text: a.text,
      source: [a.title, a.company].filter(Boolean).join(' at '),
    })),
    skills_the_job_wants_and_the_resume_shows: facts.matched.map((s) => s.label),
    skills_the_job_wants_that_the_resume_does_not_show: facts.missing.map((s) => s.label),
    other_skills: facts.otherSkills,
    degrees: facts.degrees,
    degrees_in_progress: facts.degreesInProgress.map((d) => `${d.degree} (expected ${d.year})`),
    certifications: facts.certifications,
  }
}
