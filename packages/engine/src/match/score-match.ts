import type { JobAnalysis, MatchScores, MissingKeyword, ResumeData, ScoreBreakdown } from '@tailor/contracts'
import { educationRank, findHighestEducationLevel } from '../job/find-education-level.ts'
import { getLexicon } from '../lexicons/get-lexicon.ts'
import { stemTokens } from '../text/stem-tokens.ts'
import { toKey } from '../text/to-key.ts'
import { buildSuggestions } from './build-suggestions.ts'
import { collectSkillEvidence, evidenceWeight } from './collect-skill-evidence.ts'
import { resumeText } from './resume-facts.ts'
import { scoreAts } from './score-ats.ts'
import { titleSimilarity } from './title-similarity.ts'
import { totalYears } from './total-years.ts'

// Share of the overall score; a part the job does not ask about gives its share to the others.
const weights: Record<keyof ScoreBreakdown, number> = {
  hard_skills: 0.5,
  title: 0.15,
  experience: 0.15,
  education: 0.07,
  keywords: 0.08,
  soft_skills: 0.05,
}
const REQUIRED = 3
const PREFERRED = 1
const yearsBySeniority = {
  intern: 0,
  entry: 0,
  mid: 3,
  senior: 5,
  lead: 7,
  manager: 5,
  director: 8,
  executive: 10,
}

/** Scores a resume against a job (0–100 with a breakdown), or its ATS readiness when there is no job. */
export function scoreMatch(resume: ResumeData, job: JobAnalysis | null): MatchScores {
  // A job text that yielded nothing to compare (empty, or not a job ad) is scored like no job.
  const nothingToCompare =
    !job ||
    (!job.job_title && !job.required_skills.length && !job.preferred_skills.length && !job.keywords.length)
  if (!job || nothingToCompare) return scoreAts(resume)
  const roleTitleFit = resume.work_experience.map((role) =>
    job.job_title ? titleSimilarity(role.title, job.job_title) : 0,
  )
  const evidence = collectSkillEvidence(resume, (i) => !job.job_title || roleTitleFit[i]! >= 0.6)
  const { shownBy } = getLexicon()
  // A skill shown through a more specific one ("Epic" for "EHR") earns most of the credit.
  const impliedBy = (id: string) => shownBy.get(id)?.find((child) => evidence.has(child))
  // A skill the lexicon lacks, read from the ad's wording ("phrase:…"), is shown when the resume writes it, in
  // any of the ad's names for it ("phrase:anti money launder|aml").
  const stems = stemTokens(resumeText(resume)).map((t) => t.stem)
  const phrases = ` ${stems.join(' ')} `
  const writes = (id: string) =>
    id.startsWith('phrase:') &&
    id
      .slice(7)
      .split('|')
      .some((key) => phrases.includes(` ${key} `))
  const strength = (id: string) => {
    if (writes(id)) return evidenceWeight.experience
    const child = impliedBy(id)
    return Math.max(evidence.get(id)?.strength ?? 0, child ? 0.8 * evidence.get(child)!.strength : 0)
  }

  const hardSkills = [
    ...job.required_skills.map((skill) => ({ skill, weight: REQUIRED })),
    ...job.preferred_skills.map((skill) => ({ skill, weight: PREFERRED })),
  ]
  const hard = weightedShare(hardSkills.map(({ skill, weight }) => [strength(skill.id), weight]))
  const soft = weightedShare(job.soft_skills.map((skill) => [Math.min(1, strength(skill.id) + 0.25), 1]))

  // Role relevance: a matching title or job skills used in that role's bullets.
  const jobSkillIds = new Set(hardSkills.map(({ skill }) => skill.id))
  const roleRelevance = roleTitleFit.map((fit, index) => {
    let used = 0
    for (const item of evidence.values()) if (item.role === index && jobSkillIds.has(item.skill.id)) used++
    return Math.max(fit, Math.min(1, used / 4))
  })
  const titles = [resume.personal_information.position, ...resume.work_experience.map((role) => role.title)]
  const title = job.job_title
    ? Math.max(0, ...titles.map((t, i) => (t ? titleSimilarity(t, job.job_title) * (i <= 1 ? 1 : 0.85) : 0)))
    : undefined

  const neededYears = job.years_experience ?? (job.seniority ? yearsBySeniority[job.seniority] : undefined)
  const years = totalYears(
    resume.work_experience.map((role, i) => ({ dates: role.dates, weight: roleRelevance[i]! })),
  )
  const experience = neededYears ? Math.min(1, years / neededYears) ** 1.3 : undefined

  const degree = findHighestEducationLevel(resume.education.map((school) => school.degree))
  const education = job.education_level
    ? !degree
      ? 0.3
      : educationRank[degree] >= educationRank[job.education_level]
        ? 1
        : educationRank[degree] === educationRank[job.education_level] - 1
          ? 0.5
          : 0.2
    : undefined

  const resumeStems = new Set(stems)
  const keywordHits = job.keywords.map((word) => stemTokens(word).every((t) => resumeStems.has(t.stem)))
  // ATS software matches literally: credit the job's own wording of the skills the candidate has.
  const hadSkills = hardSkills.filter(({ skill }) => evidence.has(skill.id) || writes(skill.id))
  const literal = hadSkills.map(({ skill }) => phrases.includes(` ${toKey(skill.label)} `))
  const keywords = weightedShare([
    ...keywordHits.map((hit): [number, number] => [hit ? 1 : 0, 1]),
    ...literal.map((hit): [number, number] => [hit ? 1 : 0, 1]),
  ])

  const parts: Record<keyof ScoreBreakdown, number | undefined> = {
    hard_skills: hard,
    title,
    experience,
    education,
    keywords,
    soft_skills: soft,
  }
  let total = 0
  let weightSum = 0
  for (const [name, value] of Object.entries(parts) as [keyof ScoreBreakdown, number | undefined][])
    if (value !== undefined) {
      total += value * weights[name]
      weightSum += weights[name]
    }
  // A part the job does not ask about is not a perfect match: it is left out (null), not shown as 100%.
  const pct = (value: number | undefined) => (value === undefined ? null : Math.round(value * 100))
  const breakdown: ScoreBreakdown = {
    hard_skills: pct(hard),
    soft_skills: pct(soft),
    title: pct(title),
    experience: pct(experience),
    education: pct(education),
    keywords: pct(keywords),
  }

  const matched: string[] = []
  const missing: MissingKeyword[] = []
  for (const { skill, weight } of hardSkills)
    if (evidence.has(skill.id) || impliedBy(skill.id) || writes(skill.id)) matched.push(skill.label)
    else missing.push({ keyword: skill.label, importance: weight === REQUIRED ? 'required' : 'preferred' })
  for (const skill of job.soft_skills)
    if (evidence.has(skill.id)) matched.push(skill.label)
    else missing.push({ keyword: skill.label, importance: 'soft' })
  job.keywords.forEach((word, i) => {
    if (keywordHits[i]) matched.push(word)
    else missing.push({ keyword: word, importance: 'keyword' })
  })

  return {
    kind: 'match',
    overall: weightSum ? Math.round((total / weightSum) * 100) : 0,
    breakdown,
    ats: null,
    matched_keywords: matched,
    missing_keywords: missing,
    suggestions: buildSuggestions(resume, job, { evidence, missing, years, neededYears, degree, impliedBy }),
  }
}

/** Weighted mean of [value, weight] pairs; undefined when there is nothing to weigh. */
function weightedShare(items: [number, number][]): number | undefined {
  const weightSum = items.reduce((sum, [, weight]) => sum + weight, 0)
  return weightSum ? items.reduce((sum, [value, weight]) => sum + value * weight, 0) / weightSum : undefined
}
