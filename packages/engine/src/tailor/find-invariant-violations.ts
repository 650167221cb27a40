import type { ResumeData } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { resumeText } from '../match/resume-facts.ts'
import { stemTokens } from '../text/stem-tokens.ts'
import { findTitleClaims, isStatedTitle, statedTitles } from './find-title-claims.ts'
import { rewriteVerbs } from './rewrite-weak-opening.ts'

// Words the tailoring templates may add; everything else capitalised must come from the resume.
const templateWords = new Set([
  'core',
  'competencies',
  'professional',
  'with',
  'hands',
  'on',
  'experience',
  'in',
  'and',
])
const identity = ['name', 'email', 'phone', 'linkedin', 'location'] as const
const numberPattern = /\d+(?:[.,]\d+)*/g
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')
const skillIds = (text: string) => new Set(findSkillMentions(text).map((m) => m.skill.id))

/**
 * Every way the tailored resume says something the original does not: changed identity or contact details,
 * a new employer, title, date, degree, institution, certification, project, award, publication, language,
 * volunteer role, interest, skill or number. Empty when honest.
 */
export function findInvariantViolations(original: ResumeData, tailored: ResumeData): string[] {
  const violations: string[] = []
  for (const field of identity)
    if (original.personal_information[field] !== tailored.personal_information[field])
      violations.push(`personal_information.${field} changed`)
  const titles = new Set(
    [original.personal_information.position, ...original.work_experience.map((r) => r.title)].map(norm),
  )
  if (tailored.personal_information.position && !titles.has(norm(tailored.personal_information.position)))
    violations.push(`position "${tailored.personal_information.position}" is not a title from the resume`)

  const roleKeys = new Set(
    original.work_experience.map((r) => `${norm(r.title)}|${norm(r.company)}|${norm(r.dates)}`),
  )
  tailored.work_experience.forEach((role, i) => {
    if (!roleKeys.has(`${norm(role.title)}|${norm(role.company)}|${norm(role.dates)}`))
      violations.push(`work_experience[${i}] has a title, employer or dates not in the resume`)
  })
  const same = (list: object[], item: object) => list.some((x) => JSON.stringify(x) === JSON.stringify(item))
  // A project may move and have its bullets reordered, nothing else.
  const projectKey = (p: ResumeData['projects'][number]) => ({ ...p, bullets: [...p.bullets].sort() })
  const sections = [
    ['education', original.education, tailored.education],
    ['certifications', original.certifications, tailored.certifications],
    ['references', original.references, tailored.references],
    ['projects', original.projects.map(projectKey), tailored.projects.map(projectKey)],
    ['awards', original.awards, tailored.awards],
    ['publications', original.publications, tailored.publications],
    ['languages', original.languages, tailored.languages],
    ['volunteering', original.volunteering, tailored.volunteering],
    ['other', original.other, tailored.other],
  ] as const
  for (const [name, before, after] of sections)
    after.forEach((item, i) => {
      if (!same(before, item)) violations.push(`${name}[${i}] is not in the resume`)
    })

  const interests = new Set(original.interests.map(norm))
  tailored.interests.forEach((entry, i) => {
    if (!interests.has(norm(entry))) violations.push(`interests[${i}] "${entry}" is not in the resume`)
  })

  const source = resumeText(original)
  // findSkillMentions judges each clause by its own words and the whole resume as the document, so an unchanged
  // bullet reads as it did in the source ("a communications training officer" under "Emergency Communications").
  const sourceSkills = skillIds(source)
  const sourceNumbers = new Set<string>()
  const sourceWords = new Set<string>()
  for (const token of stemTokens(source)) {
    for (const number of token.raw.match(numberPattern) ?? []) sourceNumbers.add(number)
    sourceWords.add(token.lower).add(token.lower.replace(/^\./, ''))
  }
  // Field by field, so the end of one line and the start of the next never make a phrase.
  const sourcePhrase = ` ${source
    .split('\n')
    .map((line) =>
      stemTokens(line)
        .map((t) => t.lower)
        .join(' '),
    )
    .join(' | ')} `
  const heldTitles = statedTitles(original)
  const originalSkills = new Set(original.skills.map(norm))
  tailored.skills.forEach((entry, i) => {
    const ids = skillIds(entry)
    if (ids.size === 0 && !originalSkills.has(norm(entry)))
      violations.push(`skills[${i}] "${entry}" is not in the resume`)
  })
  const fields: [string, string][] = [
    ['personal_information.position', tailored.personal_information.position],
    ['professional_summary', tailored.professional_summary],
    ...tailored.skills.map((s, i): [string, string] => [`skills[${i}]`, s]),
    ...tailored.work_experience.flatMap((role, i) =>
      role.achievements.map((a, j): [string, string] => [`work_experience[${i}].achievements[${j}]`, a]),
    ),
  ]
  for (const [path, text] of fields) {
    const mentions = findSkillMentions(text)
    // A number inside a skill's name ("OAuth 2.0") belongs to the skill, which is checked below; so does a
    // title-like skill ("Registered Nurse license").
    const skillWords = new Set(mentions.flatMap((m) => stemTokens(m.text).map((t) => t.lower)))
    // A title made of words the resume has, but that it never gives the candidate ("Senior" + "Engineer").
    if (path === 'professional_summary' || path.includes('achievements'))
      for (const claim of findTitleClaims(text))
        if (
          !claim.words.every((word) => skillWords.has(word)) &&
          !isStatedTitle(claim.words, heldTitles) &&
          !sourcePhrase.includes(` ${claim.words.join(' ')} `)
        )
          violations.push(`${path} claims the title "${claim.text}"`)
    for (const mention of mentions)
      if (!sourceSkills.has(mention.skill.id))
        violations.push(`${path} adds the skill "${mention.skill.label}"`)
    for (const token of stemTokens(text)) {
      if (skillWords.has(token.lower)) continue
      for (const number of token.raw.match(numberPattern) ?? [])
        if (!sourceNumbers.has(number)) violations.push(`${path} adds the number ${number}`)
      if (
        /^\p{Lu}/u.test(token.raw) &&
        !sourceWords.has(token.lower) &&
        !templateWords.has(token.lower) &&
        !rewriteVerbs.has(token.lower)
      )
        violations.push(`${path} adds the name "${token.raw}"`)
    }
  }
  return violations
}
