import type { ResumeData } from '@tailor/contracts'

// docs/product.md § Validation: what Generate PDF requires, with the exact texts, in the spec's order.
export const resumeRules = {
  name: 'Full name is required',
  position: 'Position/Title is required',
  email: 'Email is required',
  summary: 'Professional summary is required',
  emailFormat: 'Please enter a valid email address',
  experience: 'At least one work experience is required',
  completeExperience: 'Please complete at least one work experience with title, company, and dates',
} as const

/** Text, an at sign, text, a dot, text. */
const emailPattern = /^\S+@\S+\.\S+$/

const blank = (value: string) => value.trim() === ''

/** Every problem that stops the PDF, or an empty list. */
export function validateResume(data: ResumeData): string[] {
  const person = data.personal_information
  const errors: string[] = []
  if (blank(person.name)) errors.push(resumeRules.name)
  if (blank(person.position)) errors.push(resumeRules.position)
  if (blank(person.email)) errors.push(resumeRules.email)
  if (blank(data.professional_summary)) errors.push(resumeRules.summary)
  if (!blank(person.email) && !emailPattern.test(person.email.trim())) errors.push(resumeRules.emailFormat)
  if (data.work_experience.length === 0) errors.push(resumeRules.experience)
  else if (
    !data.work_experience.some((job) => !blank(job.title) && !blank(job.company) && !blank(job.dates))
  ) {
    errors.push(resumeRules.completeExperience)
  }
  return errors
}
