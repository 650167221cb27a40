import {
  type CoverLetterLength,
  type CoverLetterTemplate,
  type CoverLetterTone,
  coverLetterWordRange,
  type ResumeData,
  type SkillRef,
} from '@tailor/contracts'
import { startsWithActionVerb } from '../insights/starts-with-action-verb.ts'
import { analyzeJob } from '../job/analyze-job.ts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { resumeText } from '../match/resume-facts.ts'
import { countWords } from './count-words.ts'
import { findLetterViolations } from './find-letter-violations.ts'
import { type Achievement, type LetterFacts, letterFacts } from './letter-facts.ts'
import { pickWith, seededRandom } from './seeded-random.ts'
import { focusPhrases, relevancePhrases, tonePhrases, usedAtWorkPhrases } from './tone-phrases.ts'

export interface CoverLetterInput {
  /** null when the user turned resume integration off: the letter then claims nothing about experience. */
  resume: ResumeData | null
  job: { title: string; company: string; description: string }
  hiringManager: string
  referralSource: string
  additionalInfo: string
  tone: CoverLetterTone
  length: CoverLetterLength
  template: CoverLetterTemplate
  seed: number
}

export interface CoverLetter {
  content: string
  word_count: number
}

/** One candidate sentence: paragraphs are filled in priority order until the length is right. */
interface Part {
  paragraph: number
  priority: number
  text?: string
  achievement?: Achievement
  /** For a role overview: the role it describes, left out when that role's achievements are told. */
  overviewOf?: number
}

const companyPhrases = [
  'Your posting says: “{line}.” That is a big part of why I applied.',
  'One line in your posting stood out to me: “{line}.”',
]

const OPENING = 0
const MOTIVATION = 1
const EVIDENCE = 2
const MORE_EVIDENCE = 3
const SKILLS = 4
const EXTRA = 5
const CLOSING = 6

/**
 * Writes a plain-text cover letter from the resume's own facts and the job's own words, in the chosen tone,
 * sized to the chosen length. Every claim about the candidate comes from the resume (or the user's notes).
 */
export function writeCoverLetter(input: CoverLetterInput): CoverLetter {
  const pick = pickWith(seededRandom(input.seed))
  const phrases = tonePhrases[input.tone]
  const job = analyzeJob(input.job.description)
  const facts = input.resume ? letterFacts(input.resume, job) : null
  const values = { title: input.job.title.trim(), company: input.job.company.trim() }
  const wording = skillWording(input.job.description, input.resume)
  const say = (skill: SkillRef) => wording.get(skill.id) ?? skillWord(skill)
  const fill = (template: string, extra: Record<string, string | number> = {}) =>
    fillTemplate(template, { ...values, ...extra })

  const parts: Part[] = [{ paragraph: OPENING, priority: -1, text: fill(pick(phrases.openings)) }]
  const referral = input.referralSource.trim().replace(/[.]+$/, '')
  if (referral)
    parts.push({ paragraph: OPENING, priority: -1, text: fill(pick(phrases.referral), { referral }) })
  if (facts)
    parts.push({ paragraph: OPENING, priority: -1, text: identitySentence(facts, phrases, pick, fill, say) })

  // The job's own tasks, those the candidate's skills touch first: they make the letter about this candidate.
  const own = new Map((facts?.matched ?? []).map((skill) => [skill.id, skill]))
  const work = jobWork(job.responsibilities)
    .map((text) => ({ text, skills: findSkillMentions(text).flatMap((m) => own.get(m.skill.id) ?? []) }))
    .sort((a, b) => b.skills.length - a.skills.length)
  work.forEach((item, index) => {
    const skill = item.skills[0]
    const focus = index > 0 && skill
    parts.push({
      paragraph: MOTIVATION,
      priority: index === 0 ? 1 : focus ? 8 + index : 16 + index,
      text: focus
        ? fill(pick(focusPhrases), { work: item.text, skill: say(skill) })
        : fill(pick(index === 0 ? phrases.motivation : phrases.moreWork), { work: item.text }),
    })
  })
  if (!work.length && job.keywords.length)
    parts.push({
      paragraph: MOTIVATION,
      priority: 1,
      text: `The focus on ${list(job.keywords.slice(0, 2))} in this role stood out to me.`,
    })

  if (facts) {
    facts.achievements.forEach((achievement, index) => {
      parts.push({
        paragraph: index < 2 ? EVIDENCE : MORE_EVIDENCE,
        priority: index < 2 ? 2 + index : 5 + index,
        achievement,
      })
    })
    const named = new Set(facts.matched.slice(0, 3).map((skill) => skill.id))
    const more = facts.matched.filter((skill) => !named.has(skill.id)).slice(0, 4)
    if (more.length)
      parts.push({
        paragraph: SKILLS,
        priority: 4,
        text: fill(pick(phrases.skills), { skills: list(more.map(say)) }),
      })
    const byRole = new Map<string, string[]>()
    for (const { skill, title } of facts.usedAtWork.slice(0, 6)) {
      const role = shortTitle(title)
      byRole.set(role, [...(byRole.get(role) ?? []), say(skill)])
    }
    ;[...byRole].forEach(([role, skills], index) => {
      parts.push({
        paragraph: SKILLS,
        priority: 14 + index,
        text: fill(pick(usedAtWorkPhrases), { skills: list(skills), role }),
      })
    })
    const gap = facts.missing[0]
    if (gap)
      parts.push({ paragraph: SKILLS, priority: 6, text: fill(pick(phrases.gap), { skill: say(gap) }) })
    if (facts.degrees.length)
      parts.push({
        paragraph: SKILLS,
        priority: 9,
        text: `I hold ${article(facts.degrees[0]!)} ${facts.degrees[0]}.`,
      })
    if (facts.otherSkills.length)
      parts.push({
        paragraph: SKILLS,
        priority: 11,
        text: `Other strengths I would bring include ${list(facts.otherSkills)}.`,
      })
    facts.roles.forEach((role, index) => {
      parts.push({
        paragraph: MORE_EVIDENCE,
        priority: 12 + index,
        text: roleOverview(role),
        overviewOf: index,
      })
    })
    if (facts.certifications.length)
      parts.push({
        paragraph: SKILLS,
        priority: 10,
        text: `My credentials include ${list(facts.certifications.slice(0, 3))}.`,
      })
  } else {
    const asked = job.required_skills.slice(0, 4).map(say)
    if (asked.length)
      parts.push({
        paragraph: EVIDENCE,
        priority: 3,
        text: `I understand the role calls for ${list(asked)}, and I would welcome the chance to discuss how I can meet those needs.`,
      })
    phrases.noResume.forEach((text, index) => {
      parts.push({ paragraph: EVIDENCE, priority: 4 + index, text: fill(text) })
    })
  }

  if (facts)
    summarySentences(input.resume!.professional_summary).forEach((text, index) => {
      parts.push({ paragraph: OPENING, priority: 7 + index * 4, text })
    })
  companyLines(input.job.description, values.company).forEach((line, index) => {
    parts.push({
      paragraph: MOTIVATION,
      priority: 13 + index * 3,
      text: fill(pick(companyPhrases), { line }),
    })
  })
  phrases.fit.forEach((text, index) => {
    parts.push({ paragraph: MOTIVATION, priority: 20 + index, text: fill(text) })
  })

  const notes = input.additionalInfo.trim()
  if (notes) parts.push({ paragraph: EXTRA, priority: -1, text: /[.!?]$/.test(notes) ? notes : `${notes}.` })
  parts.push({ paragraph: CLOSING, priority: -1, text: fill(pick(phrases.closing)) })

  const salutation = `Dear ${input.hiringManager.trim() || 'Hiring Manager'},`
  const signOff = [pick(phrases.signOff), facts?.name].filter(Boolean).join('\n')
  const evidenceIntro = fill(pick(phrases.evidenceIntro))
  const render = (chosen: Part[]) =>
    [salutation, ...paragraphs(chosen, evidenceIntro, pick, say), signOff].join('\n\n')

  const range = coverLetterWordRange[input.length]
  const target = Math.round((range.min + range.max) / 2)
  const chosen = parts.filter((part) => part.priority < 0)
  const optional = parts.filter((part) => part.priority >= 0).sort((a, b) => a.priority - b.priority)
  const extras = {
    hiringManager: input.hiringManager,
    referralSource: input.referralSource,
    additionalInfo: input.additionalInfo,
  }
  const unsupported = (text: string) => findLetterViolations(text, input.resume, input.job, extras).length
  let content = render(chosen)
  const allowed = unsupported(content)
  for (const part of optional) {
    if (countWords(content) >= target) break
    const next = render([...chosen, part])
    // A sentence the honesty check would question (an odd alias in a summary, say) is left out.
    if (countWords(next) > range.max || unsupported(next) > allowed) continue
    chosen.push(part)
    content = next
  }
  return { content, word_count: countWords(content) }
}

function identitySentence(
  facts: LetterFacts,
  phrases: (typeof tonePhrases)[CoverLetterTone],
  pick: <T>(options: readonly T[]) => T,
  fill: (template: string, extra?: Record<string, string | number>) => string,
  say: (skill: SkillRef) => string,
): string {
  const skills = list(facts.matched.slice(0, 3).map(say))
  const position = facts.position
  if (position && skills)
    return facts.years >= 1
      ? fill(pick(phrases.identityWithYears), { position, years: facts.years, skills })
      : fill(pick(phrases.identity), { position, skills })
  if (position)
    return facts.years >= 1
      ? `I have worked as ${article(position)} ${position} for ${facts.years} years.`
      : `My background is as ${article(position)} ${position}.`
  return skills ? `My experience includes ${skills}.` : ''
}

/** Paragraphs in reading order; achievements of one role read as one story ("At X, I … I also …"). */
function paragraphs(
  chosen: Part[],
  evidenceIntro: string,
  pick: <T>(options: readonly T[]) => T,
  say: (skill: SkillRef) => string,
): string[] {
  const byParagraph = new Map<number, string[]>()
  let lastRole = -1
  let rolesSeen = 0
  const evidence = chosen
    .filter((part) => part.achievement)
    .sort((a, b) => a.achievement!.role - b.achievement!.role || a.priority - b.priority)
  const told = new Set(evidence.map((part) => part.achievement!.role))
  const texts = chosen.filter(
    (part) => part.text && !(part.overviewOf !== undefined && told.has(part.overviewOf)),
  )
  for (const part of [...evidence, ...texts]) {
    let sentence = part.text ?? ''
    let paragraph = part.paragraph
    if (part.achievement) {
      const sameRole = part.achievement.role === lastRole
      if (!sameRole) rolesSeen++
      sentence = achievementSentence(part.achievement, sameRole, pick, say)
      lastRole = part.achievement.role
      paragraph = rolesSeen <= 1 ? EVIDENCE : MORE_EVIDENCE
    }
    if (!sentence) continue
    const list = byParagraph.get(paragraph) ?? []
    list.push(sentence)
    byParagraph.set(paragraph, list)
  }
  const firstEvidence = byParagraph.get(EVIDENCE) ?? byParagraph.get(MORE_EVIDENCE)
  if (evidence.length && firstEvidence) firstEvidence.unshift(evidenceIntro)
  return [...byParagraph.entries()].sort(([a], [b]) => a - b).map(([, sentences]) => sentences.join(' '))
}

function achievementSentence(
  item: Achievement,
  sameRole: boolean,
  pick: <T>(options: readonly T[]) => T,
  say: (skill: SkillRef) => string,
): string {
  const relevance = item.skills.length
    ? pick(relevancePhrases).replace('{skills}', list(item.skills.slice(0, 2).map(say)))
    : ''
  const clause = firstPersonClause(item.text) + relevance
  if (sameRole)
    return `${pick(['I also', 'There, I also', 'I', 'In that role, I'])} ${clause.replace(/^I /, '')}.`
  const where = item.company
    ? item.title
      ? pick([`At ${item.company}`, `As ${article(item.title)} ${item.title} at ${item.company}`])
      : `At ${item.company}`
    : item.title
      ? `As ${article(item.title)} ${item.title}`
      : 'In a previous role'
  return `${where}, ${clause}.`
}

// Bullet openings that are not something the candidate did ("Team of 5", "Member of the safety committee").
const nounOpening = /^(?:team|member|part|award|winner|recipient|top|over|one|key|selected|named|\d)/i

/** A resume bullet as the candidate saying it: "Reduced wait times by 18%" → "I reduced wait times by 18%". */
function firstPersonClause(bullet: string): string {
  if (/^responsible for\b/i.test(bullet)) return `I was ${lowerFirst(bullet)}`
  if (startsWithActionVerb(bullet) || !nounOpening.test(bullet)) return `I ${lowerFirst(bullet)}`
  return `I was ${/^(?:member|part|winner|recipient)/i.test(bullet) ? 'a ' : ''}${lowerFirst(bullet)}`
}

function roleOverview(role: { title: string; company: string; dates: string }): string {
  const at = role.company ? ` at ${role.company}` : ''
  const when = role.dates ? ` (${role.dates})` : ''
  const current = /present|current|now/i.test(role.dates)
  return `I ${current ? 'work' : 'worked'} as ${article(role.title)} ${role.title}${at}${when}.`
}

/** Responsibilities that read as work to do ("Own the month-end close"), first letter lowered. */
function jobWork(responsibilities: string[]): string[] {
  return responsibilities
    .map((line) =>
      line
        .trim()
        .replace(/^you will\s+/i, '')
        .replace(/[.;:]+$/, ''),
    )
    .filter((line) => line.split(/\s+/).length <= 30 && startsWithActionVerb(line))
    .map(lowerFirst)
    .slice(0, 6)
}

function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template
    .replace(/\ba \{(\w+)\}/g, (whole, key: string) => {
      const value = String(values[key] ?? '')
      return value ? `${article(value)} ${value}` : whole
    })
    .replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole))
}

/** "an RN", "an engineer", "a UX designer", "a university lecturer". */
/** "Staff Nurse, Medical-Surgical/Telemetry" → "Staff Nurse". */
const shortTitle = (title: string) => title.split(/\s*[,|(]\s*|\s+[-–—]\s+/)[0]!.trim()

const article = (word: string) => {
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a'
  return /^(?:hour|honest|honou?r)/i.test(word) ||
    (/^[aeiou]/i.test(word) && !/^(?:uni|use|usu|eu|one)/i.test(word))
    ? 'an'
    : 'a'
}
const skillWord = (skill: { label: string; category: string }) =>
  skill.category === 'tool' ? skill.label : lowerFirst(skill.label)
// "Reduced" → "reduced", but "DevOps", "SQL" and "iOS" keep their case.
const lowerFirst = (text: string) =>
  /^[A-Z][a-z]*(?![A-Za-z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text
const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** Each skill as the job (else the resume) writes it: "Postgres", not the lexicon's "PostgreSQL". */
function skillWording(description: string, resume: ResumeData | null): Map<string, string> {
  const wording = new Map<string, string>()
  // "CI/CD" and "Node.js" keep their punctuation, whatever the text around them did to it.
  for (const text of [description, resume ? resumeText(resume) : ''])
    for (const mention of findSkillMentions(text))
      if (
        !wording.has(mention.skill.id) &&
        mention.text.length > 1 &&
        !/[^\p{L}\p{N}\s]/u.test(mention.skill.label)
      )
        wording.set(
          mention.skill.id,
          /^[A-Z][a-z]/.test(mention.text) && mention.skill.category !== 'tool'
            ? lowerFirst(mention.text)
            : mention.text,
        )
  return wording
}

const adjectiveStart =
  /^(?:[a-z]+(?:ful|ive|able|ible|ous|ent|ant|ed|al)|detail-oriented|hands-on|bilingual|skilled|organized)$/i

/** The resume's own summary in the first person: "Backend developer who …" → "I am a backend developer who …". */
function summarySentences(summary: string): string[] {
  return summary
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().replace(/[.!]+$/, ''))
    .filter((sentence) => sentence.split(/\s+/).length >= 5 && !/^(?:i|my|i'm|i’m)\b/i.test(sentence))
    .slice(0, 2)
    .map((sentence) => {
      const first = sentence.split(/\s+/)[0]!
      const text = lowerFirst(sentence)
      if (startsWithActionVerb(sentence)) return `I ${text}.`
      return adjectiveStart.test(first) ? `I am ${text}.` : `I am ${article(sentence)} ${text}.`
    })
}

/** Sentences where the posting describes the company itself ("Fernhill roasts …", "We build …"). */
function companyLines(description: string, company: string): string[] {
  const key = company.toLowerCase()
  return description
    .split(/\n+|(?<=[.!?])\s+/)
    .map((line) =>
      line
        .trim()
        .replace(/^[-*•·]\s*/, '')
        .replace(/[.!]+$/, ''),
    )
    .filter((line) => {
      const words = line.split(/\s+/).length
      const lower = line.toLowerCase()
      return (
        words >= 6 &&
        words <= 30 &&
        ((key && lower.includes(key)) || /^(?:we|our)\b/.test(lower)) &&
        !/\b(?:equal opportunity|benefits?|salary|pto|401k|apply|require|must|years)\b/.test(lower)
      )
    })
    .slice(0, 2)
}
