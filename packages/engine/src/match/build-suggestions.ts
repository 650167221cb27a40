import type { EducationLevel, JobAnalysis, MissingKeyword, ResumeData, Suggestion } from '@tailor/contracts'
import { hasWeakOpening } from '../text/weak-opening.ts'
import type { SkillEvidence } from './collect-skill-evidence.ts'
import { titleSimilarity } from './title-similarity.ts'

interface Findings {
  evidence: Map<string, SkillEvidence>
  missing: MissingKeyword[]
  years: number
  neededYears: number | undefined
  degree: EducationLevel | undefined
  /** The resume skill that shows a job skill the resume does not name ("Epic" for "EHR"). */
  impliedBy: (id: string) => string | undefined
}

const educationNames: Record<EducationLevel, string> = {
  none: 'no formal education',
  high_school: 'a high-school diploma',
  certificate: 'a certificate or diploma',
  associate: "an associate's degree",
  bachelor: "a bachelor's degree",
  master: "a master's degree",
  doctorate: 'a doctorate',
}

/** Concrete, honest suggestions: each names what to change and where, most valuable first. */
export function buildSuggestions(resume: ResumeData, job: JobAnalysis, findings: Findings): Suggestion[] {
  const suggestions: Suggestion[] = []
  const roles = resume.work_experience
  const roleName = (i: number) =>
    `${roles[i]!.title || 'your role'}${roles[i]!.company ? ` at ${roles[i]!.company}` : ''}`

  const listedOnly = [...job.required_skills, ...job.preferred_skills].filter(
    (skill) => findings.evidence.get(skill.id)?.source === 'skills',
  )
  for (const skill of listedOnly.slice(0, 4))
    suggestions.push({
      where: roles.length ? 'work_experience[0].achievements' : 'professional_summary',
      message: `"${skill.label}" is only in your skills list. Show where you used it: add a bullet under ${roles.length ? roleName(0) : 'your summary'} with what you did and the result.`,
    })
  for (const skill of [...job.required_skills, ...job.preferred_skills]) {
    const child = findings.evidence.has(skill.id) ? undefined : findings.impliedBy(skill.id)
    if (child)
      suggestions.push({
        where: 'skills',
        message: `The job asks for "${skill.label}" and you show ${findings.evidence.get(child)!.skill.label}. Name ${skill.label} as well, in those words, so an ATS finds it.`,
      })
  }
  const requiredGaps = findings.missing.filter((m) => m.importance === 'required').map((m) => m.keyword)
  if (requiredGaps.length)
    suggestions.push({
      where: 'skills',
      message: `The job requires ${list(requiredGaps.slice(0, 6))}, which your resume does not show. If you have real experience with any of them, add it to Skills and to the bullet where you used it; if not, mention how you are learning it in a cover letter rather than claiming it.`,
    })
  const preferredGaps = findings.missing.filter((m) => m.importance === 'preferred').map((m) => m.keyword)
  if (preferredGaps.length)
    suggestions.push({
      where: 'skills',
      message: `Nice-to-haves you could add if true: ${list(preferredGaps.slice(0, 5))}.`,
    })

  if (job.job_title) {
    const position = resume.personal_information.position
    if (!position || titleSimilarity(position, job.job_title) < 0.6) {
      const closest = roles.find((role) => titleSimilarity(role.title, job.job_title) >= 0.6)
      suggestions.push({
        where: 'personal_information.position',
        message: closest
          ? `Use "${closest.title}" (a title you held) as your headline so it lines up with "${job.job_title}".`
          : `Your headline does not match "${job.job_title}". Use the closest title you have truly held.`,
      })
    }
  }
  if (findings.neededYears && findings.years < findings.neededYears * 0.8)
    suggestions.push({
      where: 'work_experience',
      message: `The job asks for about ${findings.neededYears} years of relevant experience; your relevant roles add up to about ${Math.round(findings.years)}. Make sure every relevant role, internship or contract has start and end dates.`,
    })
  if (job.education_level && job.education_level !== 'none' && !findings.degree)
    suggestions.push({
      where: 'education',
      message: `The job asks for ${educationNames[job.education_level]}. List your degree with its full name (e.g. "Bachelor of Science in …") so an ATS can read it.`,
    })
  if (!resume.professional_summary.trim())
    suggestions.push({
      where: 'professional_summary',
      message: `Add a two-sentence summary aimed at the ${job.job_title || 'target'} role, naming the matching skills you have.`,
    })

  roles.forEach((role, i) => {
    role.achievements.forEach((bullet, j) => {
      if (hasWeakOpening(bullet) && suggestions.length < 12)
        suggestions.push({
          where: `work_experience[${i}].achievements[${j}]`,
          message: `Start with an action verb instead of "${bullet.split(/\s+/).slice(0, 2).join(' ')}…" and end with the result.`,
        })
    })
  })
  return suggestions
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
