import type { Certification, Education, Reference, ResumeData, WorkExperience } from '@tailor/contracts'

/**
 * What this corpus labels: it was written before the resume model grew projects, awards, languages and the
 * rest, so its truth files hold the original sections only (and no education field, grade or courses).
 */
export type LabelledResume = Pick<
  ResumeData,
  | 'personal_information'
  | 'professional_summary'
  | 'work_experience'
  | 'skills'
  | 'certifications'
  | 'references'
> & { education: LabelledEducation[] }
type LabelledEducation = Pick<Education, 'institution' | 'degree' | 'dates'>

/** A fictional person: the ground truth, plus how their documents print it (never part of the truth). */
export interface Person {
  id: string
  data: LabelledResume
  /** Credentials printed after the name ("RN, BSN"), which the parser must not keep in the name. */
  nameSuffix?: string
  /** Job locations, printed in some layouts but not part of ResumeData. */
  jobLocations?: string[]
  /** False when the document prints no headline: the truth's position is then the latest job title. */
  headline?: boolean
  headings: {
    summary: string
    experience: string
    education: string
    skills: string
    certifications: string
    references: string
  }
}

export const job = (
  title: string,
  company: string,
  dates: string,
  ...achievements: string[]
): WorkExperience => ({
  title,
  company,
  dates,
  achievements,
})
export const edu = (institution: string, degree: string, dates: string): LabelledEducation => ({
  institution,
  degree,
  dates,
})
export const cert = (name: string, issuer: string, date: string): Certification => ({ name, issuer, date })
export const ref = (
  name: string,
  title: string,
  company: string,
  phone: string,
  email: string,
): Reference => ({
  name,
  title,
  company,
  phone,
  email,
})
