import type { JobAnalysis, ResumeData, SkillRef } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { collectSkillEvidence } from '../match/collect-skill-evidence.ts'
import { resumeText } from '../match/resume-facts.ts'
import { totalYears } from '../match/total-years.ts'
import { shortTitle } from './letter-grammar.ts'

export interface Achievement {
  text: string
  title: string
  company: string
  role: number
  /** Job skills the bullet shows. */
  skills: SkillRef[]
  score: number
}

/** What a letter may say about the candidate: only what the resume shows, ranked by what the job asks. */
export interface LetterFacts {
  name: string
  position: string
  years: number
  /** Required or preferred job skills the resume shows, strongest evidence first. */
  matched: SkillRef[]
  /** Matched skills a role's own bullets show, with that role's title: the strongest kind of evidence. */
  usedAtWork: { skill: SkillRef; title: string }[]
  /** Required job skills the resume does not show. */
  missing: SkillRef[]
  achievements: Achievement[]
  degrees: string[]
  certifications: string[]
  /** Skills listed on the resume that the job does not ask for. */
  otherSkills: string[]
  /** Dated roles; duties are the role's bullets too short to tell as achievements ("Breakfast line"). */
  roles: { title: string; company: string; dates: string; duties: string[] }[]
  /** Every skill the resume shows, by id. */
  shown: Set<string>
}

const hasNumber = /\d/
const words = (text: string) => text.split(/\s+/).length
/** "Self-employed" is no employer to name: "At Self-employed, I …". */
const employer = (company: string) =>
  /^(?:self[- ]employed|freelance|independent|various)$/i.test(company.trim()) ? '' : company.trim()

/** True when every word of a skill's name appears in the resume, if not as the skill itself. */
const wordsAppear = (label: string, text: string) =>
  (label.toLowerCase().match(/\p{L}{3,}/gu) ?? ['\u0000']).every((word) =>
    text.includes(word.replace(/s$/, '')),
  )

/** Whole years of experience the resume's dated roles cover, overlaps counted once. */
export function experienceYears(resume: ResumeData, now = new Date()): number {
  return Math.floor(
    totalYears(
      resume.work_experience.map((role) => ({ dates: role.dates, weight: 1 })),
      now,
    ),
  )
}

export function letterFacts(resume: ResumeData, job: JobAnalysis, now = new Date()): LetterFacts {
  const evidence = collectSkillEvidence(resume)
  const text = resumeText(resume).toLowerCase()
  const wanted = [...job.required_skills, ...job.preferred_skills]
  const required = new Set(job.required_skills.map((skill) => skill.id))
  const matched = wanted
    .filter((skill) => evidence.has(skill.id))
    .sort(
      (a, b) =>
        Number(required.has(b.id)) - Number(required.has(a.id)) ||
        evidence.get(b.id)!.strength - evidence.get(a.id)!.strength,
    )
  const roles = resume.work_experience
  const achievements = roles.flatMap((role, index) =>
    role.achievements
      .map((text) => text.trim().replace(/[.;]+$/, ''))
      .filter((text) => words(text) >= 4)
      .map((text): Achievement => {
        const seen = new Set<string>()
        const skills = findSkillMentions(text)
          .map((m) => wanted.find((skill) => skill.id === m.skill.id))
          .filter((skill): skill is SkillRef => !!skill && !seen.has(skill.id) && !!seen.add(skill.id))
        const recency = Math.max(0, 3 - index) * 0.5
        return {
          text,
          title: role.title.trim(),
          company: employer(role.company),
          role: index,
          skills,
          score: skills.length * 3 + (hasNumber.test(text) ? 2 : 0) + recency,
        }
      }),
  )
  achievements.sort((a, b) => b.score - a.score)
  return {
    name: resume.personal_information.name.trim(),
    // The latest real title reads better than a headline like "RN, Med-Surg / Telemetry".
    position: shortTitle(roles[0]?.title || resume.personal_information.position),
    years: experienceYears(resume, now),
    matched,
    usedAtWork: matched.flatMap((skill) => {
      const role = evidence.get(skill.id)?.role
      const title = role === undefined ? '' : roles[role]?.title.trim()
      return title ? [{ skill, title }] : []
    }),
    // A warehouse supervisor is not told to disclaim "warehouse operations" because no alias matched it.
    missing: job.required_skills.filter(
      (skill) => !evidence.has(skill.id) && !wordsAppear(skill.label, text),
    ),
    achievements,
    degrees: resume.education
      .filter((school) => school.degree.trim())
      .map((school) =>
        school.institution.trim()
          ? `${school.degree.trim()} from ${school.institution.trim()}`
          : school.degree.trim(),
      ),
    certifications: resume.certifications.map((cert) => cert.name.trim()).filter(Boolean),
    otherSkills: resume.skills
      .filter(
        (entry) =>
          entry.trim() &&
          !findSkillMentions(entry).some((m) => wanted.some((skill) => skill.id === m.skill.id)),
      )
      .slice(0, 4),
    roles: roles
      .filter((role) => role.title.trim())
      .map(({ title, company, dates, achievements }) => ({
        title,
        company: employer(company),
        dates,
        duties: achievements
          .map((text) => text.trim().replace(/[.;]+$/, ''))
          .filter((text) => text && words(text) < 4),
      })),
    shown: new Set(evidence.keys()),
  }
}
