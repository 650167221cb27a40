import type { ResumeData, SkillRef } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { resumeText } from './resume-facts.ts'

/** How strongly a resume shows a skill: a used-at-work mention counts more than a bare skills-list entry. */
export const evidenceWeight = {
  experience: 1,
  certification: 1,
  // Built or done outside a job: a project or volunteer role shows the skill in use, a talk or an award less so.
  project: 0.9,
  volunteering: 0.85,
  summary: 0.75,
  publication: 0.7,
  education: 0.7,
  award: 0.6,
  skills: 0.45,
} as const
export type EvidenceSource = keyof typeof evidenceWeight

export interface SkillEvidence {
  skill: SkillRef
  strength: number
  source: EvidenceSource
  /** Index of the first role whose bullets or title show it. */
  role?: number
  /** The words as the resume writes them ("Jenkins" for CI/CD), shown beside a skill tailoring adds. */
  written: string
}

// Bullets about recruiting, selling or screening for a skill name it without using it
// ("Screened candidates for BLS", "Sold our platform to teams on NetSuite").
const talksAbout = /\b(recruit\w*|screen(s|ed|ing)?|sell(s|ing)?|sold|pitch\w*|demo(s|ed)?|placed|staffed)\b/i

/**
 * The skills a resume shows, each with its strongest evidence. Repeats never add strength. `isOwnField`
 * says whether a role is in the job's own line of work, where talking about a skill is the work itself.
 */
export function collectSkillEvidence(
  resume: ResumeData,
  isOwnField: (roleIndex: number) => boolean = () => true,
): Map<string, SkillEvidence> {
  const evidence = new Map<string, SkillEvidence>()
  // The whole resume decides ambiguous aliases: "Epic" in a nurse's resume, not in "Epic Games (Udemy)".
  const document = resumeText(resume)
  const add = (text: string, source: EvidenceSource, role?: number) => {
    const secondHand = role !== undefined && !isOwnField(role) && talksAbout.exec(text)
    for (const { skill, text: written } of findSkillMentions(text, document)) {
      const found: EvidenceSource =
        secondHand && !written.toLowerCase().includes(secondHand[0].toLowerCase().slice(0, 5))
          ? 'skills'
          : source
      const current = evidence.get(skill.id)
      if (!current || current.strength < evidenceWeight[found])
        evidence.set(skill.id, {
          skill,
          strength: evidenceWeight[found],
          source: found,
          role: found === source ? role : undefined,
          written,
        })
    }
  }
  resume.work_experience.forEach((role, index) => {
    add(role.title, 'experience', index)
    for (const bullet of role.achievements) add(bullet, 'experience', index)
  })
  for (const cert of resume.certifications) add(`${cert.name}\n${cert.issuer}`, 'certification')
  add(resume.professional_summary, 'summary')
  add(resume.personal_information.position, 'summary')
  for (const project of resume.projects)
    add(
      [project.name, project.role, project.description, ...project.bullets, ...project.technologies].join(
        '\n',
      ),
      'project',
    )
  for (const role of resume.volunteering) add([role.role, ...role.bullets].join('\n'), 'volunteering')
  for (const item of resume.publications) add(`${item.title}\n${item.publisher}`, 'publication')
  for (const award of resume.awards) add(`${award.title}\n${award.description}`, 'award')
  for (const school of resume.education)
    add([school.degree, school.field_of_study, school.honors, ...school.courses].join('\n'), 'education')
  add(resume.skills.join('\n'), 'skills')
  return evidence
}
