import { type ResumeData, resumeData } from '@tailor/contracts'

interface Draft {
  name: string
  email: string
  phone?: string
  location?: string
  position: string
  summary?: string
  /** [title, company, dates, bullets] */
  roles: [string, string, string, string[]][]
  /** [degree, institution, dates] */
  education?: [string, string, string][]
  skills?: string[]
  /** [name, issuer, date] */
  certifications?: [string, string, string][]
}

/** A compact way to write fictional evaluation resumes in the editor's shape. */
export function makeResume(draft: Draft): ResumeData {
  return resumeData.parse({
    personal_information: {
      name: draft.name,
      email: draft.email,
      phone: draft.phone ?? '555-0100',
      location: draft.location ?? '',
      position: draft.position,
      linkedin: '',
    },
    professional_summary: draft.summary ?? '',
    work_experience: draft.roles.map(([title, company, dates, achievements]) => ({
      title,
      company,
      dates,
      achievements,
    })),
    education: (draft.education ?? []).map(([degree, institution, dates]) => ({
      degree,
      institution,
      dates,
    })),
    skills: draft.skills ?? [],
    certifications: (draft.certifications ?? []).map(([name, issuer, date]) => ({ name, issuer, date })),
  })
}
