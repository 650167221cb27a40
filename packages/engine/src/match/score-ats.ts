import type { AtsBreakdown, MatchScores, ResumeData, Suggestion } from '@tailor/contracts'
import { dateRangeSpan } from '../text/date-range.ts'
import { resumeText } from './resume-facts.ts'

const weights: Record<keyof AtsBreakdown, number> = {
  contact: 0.25,
  sections: 0.25,
  dates: 0.15,
  quantified: 0.2,
  length: 0.15,
}
const hasNumber = /\d|%|\$/

/** ATS readiness of a resume on its own: contact details, standard sections, dates, numbers, length. */
export function scoreAts(resume: ResumeData): MatchScores {
  const p = resume.personal_information
  const suggestions: Suggestion[] = []
  const contactChecks: [boolean, string, string][] = [
    [!!p.name.trim(), 'personal_information.name', 'Add your full name at the top.'],
    [
      /\S+@\S+\.\S+/.test(p.email),
      'personal_information.email',
      'Add an email address recruiters can reply to.',
    ],
    [/\d{3}/.test(p.phone), 'personal_information.phone', 'Add a phone number.'],
    [
      !!p.location.trim(),
      'personal_information.location',
      'Add your city and region; many ATS filter by location.',
    ],
  ]
  const sectionChecks: [boolean, string, string][] = [
    [
      resume.professional_summary.trim().length >= 80,
      'professional_summary',
      'Write a 2–4 sentence summary of your role and strengths.',
    ],
    [
      resume.work_experience.length > 0,
      'work_experience',
      'Add your work experience with titles, employers and dates.',
    ],
    [
      resume.education.length > 0,
      'education',
      'Add an Education section, even if it is a diploma or training.',
    ],
    [resume.skills.length >= 5, 'skills', 'List at least five skills you can back up in your experience.'],
  ]
  for (const [ok, where, message] of [...contactChecks, ...sectionChecks])
    if (!ok) suggestions.push({ where, message })

  const roles = resume.work_experience
  const dated = roles.filter((role) => dateRangeSpan(role.dates)).length
  roles.forEach((role, i) => {
    if (!dateRangeSpan(role.dates))
      suggestions.push({
        where: `work_experience[${i}].dates`,
        message: `Add start and end dates (e.g. "Mar 2021 – Present") to ${role.title || 'this role'}.`,
      })
  })
  const bullets = roles.flatMap((role, i) =>
    role.achievements.map((text, j) => ({ text, where: `work_experience[${i}].achievements[${j}]` })),
  )
  const quantifiedCount = bullets.filter((b) => hasNumber.test(b.text)).length
  const unquantified = bullets.filter((b) => !hasNumber.test(b.text)).slice(0, 3)
  for (const bullet of unquantified)
    suggestions.push({
      where: bullet.where,
      message: 'Add a number you can stand behind (volume, %, time saved, team size) to this bullet.',
    })

  const words = resumeText(resume).split(/\s+/).filter(Boolean).length
  const length = words < 150 ? words / 150 : words <= 1100 ? 1 : Math.max(0.4, 1100 / words)
  if (words < 250)
    suggestions.push({
      where: 'work_experience',
      message: `The resume has ${words} words; most strong resumes have 400–900. Describe results in each role.`,
    })
  if (words > 1100)
    suggestions.push({
      where: 'work_experience',
      message: `The resume has ${words} words; trim older roles to keep it to two pages.`,
    })

  const ats: AtsBreakdown = {
    contact: share(contactChecks.filter(([ok]) => ok).length, contactChecks.length),
    sections: share(sectionChecks.filter(([ok]) => ok).length, sectionChecks.length),
    dates: roles.length ? share(dated, roles.length) : 0,
    // 40% of bullets with a number already reads as results-driven.
    quantified: bullets.length ? Math.min(100, share(quantifiedCount, bullets.length * 0.4)) : 0,
    length: Math.round(length * 100),
  }
  const overall = Object.entries(weights).reduce(
    (sum, [name, weight]) => sum + ats[name as keyof AtsBreakdown] * weight,
    0,
  )
  return {
    kind: 'ats',
    overall: Math.round(overall),
    breakdown: null,
    ats,
    matched_keywords: [],
    missing_keywords: [],
    suggestions,
  }
}

const share = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0)
