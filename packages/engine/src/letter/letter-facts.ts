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
  /** The latest role's kind of work, without its seniority: what {years} are claimed for. */
  field: string
  /** Years in that field, from the roles' dates. */
  years: number
  /** Required or preferred job skills the resume shows, strongest evidence first. */
  matched: SkillRef[]
  /** Matched skills a role's own bullets show, with that role's title: the strongest kind of evidence. */
  usedAtWork: { skill: SkillRef; title: string }[]
  /** Required job skills the resume does not show. */
  missing: SkillRef[]
  achievements: Achievement[]
  /** Finished degrees: "Bachelor of Science from University of Washington". */
  degrees: string[]
  /** Degrees still under way (they end in the future): never claimed as held. */
  degreesInProgress: { degree: string; year: string }[]
  certifications: string[]
  /** Skills listed on the resume that the job does not ask for. */
  otherSkills: string[]
  /** Dated roles; duties are the role's bullets too short to tell as achievements ("Breakfast line"). */
  roles: { title: string; company: string; dates: string; duties: string[] }[]
  /** Every skill the resume shows, by id. */
  shown: Set<string>
}

const hasNumber = /\d/
/** Every string of the resume with its runs of spaces and line breaks made one space. */
const oneSpaced = <T>(value: T): T =>
  typeof value === 'string'
    ? (value.replace(/\s+/g, ' ').trim() as T)
    : Array.isArray(value)
      ? (value.map(oneSpaced) as T)
      : value && typeof value === 'object'
        ? (Object.fromEntries(Object.entries(value).map(([key, item]) => [key, oneSpaced(item)])) as T)
        : value

/** A fact as a sentence can hold it: one space between words, no dangling ":" or "," from the layout. */
const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\s*[:;,–—-]+$/, '')
const words = (text: string) => text.split(/\s+/).length
/**
 * An employer the letter may name. "Self-employed" is none ("At Self-employed, I …"), and neither is page
 * furniture ("Page 1 of 2"), a bare place ("Seattle, WA", "Remote"), a date or a section heading.
 */
export function employer(company: string): string {
  const name = company.trim()
  const notAnEmployer = [
    /^(?:self[- ]employed|freelance|independent|various|remote|hybrid|on[- ]site)$/i,
    /\bpage \d+(?: of \d+)?\b|^\d+\s*(?:\/|of)\s*\d+$/i,
    // "Seattle, WA", "Austin, Texas": a place; "Acme, Inc." is still a company.
    /^[\p{L} .'-]{2,30},\s*(?:[A-Z]{2}|[A-Z][a-z]+(?: [A-Z][a-z]+)?)$/u,
    /^(?:experience|work experience|employment|education|skills|summary|profile|projects|references)$/i,
    /^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\p{L}*\.?\s+)?\d{4}\b/iu,
  ]
  const legalForm = /\b(?:inc|llc|ltd|gmbh|corp|co|plc|ag|sa)\b\.?$/i
  if (!/\p{L}{2}/u.test(name) || (notAnEmployer.some((p) => p.test(name)) && !legalForm.test(name))) return ''
  return name
}

// Words that say how senior a post is, not what kind of work it is.
const seniority =
  /^(?:senior|sr\.?|junior|jr\.?|lead|principal|staff|chief|head|associate|assistant|trainee|intern|graduate)\s+/i

/** The kind of work a title names: "Senior Game Developer" → "Game Developer". */
export const fieldTitle = (title: string) => {
  let field = shortTitle(title)
  while (seniority.test(field) && field.split(/\s+/).length > 2) field = field.replace(seniority, '')
  return field
}

const fieldWords = (title: string) =>
  new Set(
    fieldTitle(title)
      .toLowerCase()
      .match(/\p{L}{3,}/gu)
      ?.filter((word) => !/^(?:and|the|for|of)$/.test(word)),
  )

/**
 * Years the candidate has done the latest role's kind of work, from the dates of the roles that share its
 * field ("Game Developer" and "Senior Game Developer"), never more than the resume itself says ("5+ years").
 */
export function fieldYears(resume: ResumeData, now = new Date()): number {
  const roles = resume.work_experience
  const latest = fieldWords(roles[0]?.title ?? '')
  const same = roles.filter((role) => [...fieldWords(role.title)].some((word) => latest.has(word)))
  const fromDates = Math.floor(
    totalYears(
      same.map((role) => ({ dates: role.dates, weight: 1 })),
      now,
    ),
  )
  const stated = [...resumeText(resume).matchAll(/\b(\d{1,2})\+?\s+years?\b/gi)].map((m) => Number(m[1]))
  return stated.length ? Math.min(fromDates, Math.max(...stated)) : fromDates
}

/** The last year a date range names, or Infinity for "present"; null when it names none. */
export function endYear(dates: string): number | null {
  if (/present|current|now|expected|ongoing|in progress/i.test(dates)) return Number.POSITIVE_INFINITY
  const years = dates.match(/\b(?:19|20)\d{2}\b/g)
  return years ? Number(years.at(-1)) : null
}

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

/**
 * What the letter may say about the candidate. `sourceText` is everything the uploaded file says, sections
 * the editor has no place for included: a gap is never owned up to when it mentions the skill.
 */
export function letterFacts(
  resume: ResumeData,
  job: JobAnalysis,
  sourceText = '',
  now = new Date(),
): LetterFacts {
  resume = oneSpaced(resume)
  const evidence = collectSkillEvidence(resume)
  const text = `${resumeText(resume)}\n${sourceText}`.toLowerCase()
  const shownInSource = new Set(findSkillMentions(sourceText).map((m) => m.skill.id))
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
          title: tidy(role.title),
          company: employer(role.company),
          role: index,
          skills,
          score: skills.length * 3 + (hasNumber.test(text) ? 2 : 0) + recency,
        }
      }),
  )
  achievements.sort((a, b) => b.score - a.score)
  const degrees = resume.education
    .filter((school) => school.degree.trim())
    .map((school) => {
      const end = endYear(school.dates)
      return {
        degree: school.institution.trim()
          ? `${tidy(school.degree)} from ${tidy(school.institution)}`
          : tidy(school.degree),
        inProgress: end !== null && end > now.getFullYear(),
        year: end !== null && Number.isFinite(end) ? String(end) : '',
      }
    })
  return {
    name: resume.personal_information.name.trim(),
    // The latest real title reads better than a headline like "RN, Med-Surg / Telemetry".
    position: shortTitle(roles[0]?.title || resume.personal_information.position),
    field: fieldTitle(roles[0]?.title || resume.personal_information.position),
    years: fieldYears(resume, now),
    matched,
    usedAtWork: matched.flatMap((skill) => {
      const role = evidence.get(skill.id)?.role
      const title = role === undefined ? '' : roles[role]?.title.trim()
      return title ? [{ skill, title }] : []
    }),
    // A warehouse supervisor is not told to disclaim "warehouse operations" because no alias matched it.
    missing: job.required_skills.filter(
      (skill) => !evidence.has(skill.id) && !shownInSource.has(skill.id) && !wordsAppear(skill.label, text),
    ),
    achievements,
    degrees: degrees.filter((school) => !school.inProgress).map((school) => school.degree),
    degreesInProgress: degrees
      .filter((school) => school.inProgress)
      .map(({ degree, year }) => ({ degree, year })),
    certifications: resume.certifications.map((cert) => tidy(cert.name)).filter(Boolean),
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
