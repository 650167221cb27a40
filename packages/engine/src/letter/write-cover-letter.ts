import {
  COVER_LETTER_TONES,
  type CoverLetterLength,
  type CoverLetterTemplate,
  type CoverLetterTone,
  coverLetterWordRange,
  type ResumeData,
  type SkillRef,
} from '@tailor/contracts'
import { analyzeJob } from '../job/analyze-job.ts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { resumeText } from '../match/resume-facts.ts'
import { countWords } from './count-words.ts'
import {
  askedPhrase,
  credentialPhrases,
  degreePhrases,
  dutyPhrases,
  moreDutyLeads,
  otherSkillPhrases,
  roleLeads,
  roleLeadsWithoutCompany,
  roleOverviews,
  sharedGapPhrases,
  skillsIdentityPhrases,
  studyingNowPhrase,
  studyingPhrases,
} from './fact-phrases.ts'
import { contentWords, wordOverlap } from './find-letter-problems.ts'
import { letterChecker } from './find-letter-violations.ts'
import { type Achievement, type LetterFacts, letterFacts } from './letter-facts.ts'
import {
  fillTemplate,
  firstPersonClause,
  list,
  lowerFirst,
  sentence,
  shortTitle,
  summarySentences,
} from './letter-grammar.ts'
import { letterJob } from './letter-job.ts'
import { deckWith, hashText, seededRandom, shuffle } from './seeded-random.ts'
import {
  relevancePhrases,
  requirementPhrases,
  sameRoleLeads,
  sharedApproach,
  type TonePhrases,
  tonePhrases,
} from './tone-phrases.ts'

export interface CoverLetterInput {
  /** null when the user turned resume integration off: the letter then claims nothing about experience. */
  resume: ResumeData | null
  /** Who signs: the resume's name, else this (the account holder's name). */
  signer?: string
  /** Everything the uploaded file says, sections the editor has no place for included (gaps are checked on it). */
  sourceText?: string
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
  /** The length written: a letter without a resume is always short, since it has no record to tell. */
  length: CoverLetterLength
}

/** Each tone's phrasings with the tone-neutral ones mixed in, built once so a letter never repeats one. */
const pools = Object.fromEntries(
  COVER_LETTER_TONES.map((tone) => {
    const own = tonePhrases[tone]
    return [
      tone,
      { ...own, gap: [...own.gap, ...sharedGapPhrases], approach: [...own.approach, ...sharedApproach] },
    ]
  }),
) as Record<CoverLetterTone, TonePhrases>

// Paragraphs in reading order.
const OPENING = 0
const MOTIVATION = 1
const EVIDENCE = 2
const MORE_EVIDENCE = 3
const FIT = 4
const PLAN = 5
const CLOSING = 6

/** One candidate sentence: optional ones are added in priority order until the letter has its length. */
interface Part {
  paragraph: number
  /** -1: always in the letter. */
  priority: number
  text?: string
  achievement?: Achievement
  /** For a role overview: the role it describes, left out when that role's achievements are told. */
  overviewOf?: number
  /** Ends its paragraph whatever was added after it (the user's own notes close "why this company"). */
  last?: boolean
}

type Draw = <T>(options: readonly T[]) => T
type Fill = (template: string, extra?: Record<string, string | number>) => string

/**
 * Writes a plain-text cover letter from the resume's own facts and the job's own words, in the chosen tone,
 * sized to the chosen length. Every claim about the candidate comes from the resume (or the user's notes).
 */
export function writeCoverLetter(input: CoverLetterInput): CoverLetter {
  const job = analyzeJob(input.job.description, input.job)
  const facts = input.resume ? letterFacts(input.resume, job, input.sourceText) : null
  // The candidate is mixed into the seed: two candidates for one job never share every phrasing.
  const random = seededRandom(
    input.seed ^ hashText(input.resume ? resumeText(input.resume) : input.additionalInfo),
  )
  const draw: Draw = deckWith(random)
  const phrases = pools[input.tone]
  const values = { title: input.job.title.trim(), company: input.job.company.trim() }
  const wording = skillWording(input.job.description, input.resume)
  const say = (skill: SkillRef) => wording.get(skill.id) ?? skillWord(skill)
  const fill: Fill = (template, extra = {}) => fillTemplate(template, { ...values, ...extra })
  const { tasks, about, requirements } = letterJob(
    input.job.description,
    job.responsibilities,
    values.company,
  )

  const parts: Part[] = [{ paragraph: OPENING, priority: -1, text: fill(draw(phrases.openings)) }]
  const referral = input.referralSource.trim().replace(/[.]+$/, '')
  if (referral)
    parts.push({ paragraph: OPENING, priority: -1, text: fill(draw(phrases.referral), { referral }) })
  if (facts)
    parts.push({
      paragraph: OPENING,
      priority: -1,
      text: identitySentence(facts, values.title, phrases, draw, fill, say),
    })

  parts.push(...taskParts(tasks, facts, phrases, random, draw, fill, say))
  // One line of the posting about the company is quoted: two would make letters for one job alike.
  const aboutLine = shuffle(about, random)[0]
  if (aboutLine)
    parts.push({
      paragraph: MOTIVATION,
      priority: 7,
      text: fill(draw(phrases.companyLine), { line: aboutLine }),
    })
  parts.push({ paragraph: MOTIVATION, priority: tasks.length ? 12 : 1, text: fill(draw(phrases.whyCompany)) })
  parts.push({ paragraph: MOTIVATION, priority: 24, text: fill(draw(phrases.whyCompany)) })
  parts.push(
    ...(facts
      ? factParts(facts, input.resume!, input.job.description, requirements, phrases, draw, fill, say)
      : jobOnlyParts(job, phrases, draw, fill, say)),
  )
  // How the candidate would work: intentions, never record; what a thin resume's long letter is filled with.
  for (let index = 0; index < 30; index++)
    parts.push({ paragraph: PLAN, priority: 30 + index, text: fill(draw(phrases.approach)) })

  const notes = input.additionalInfo.trim()
  if (notes) parts.push({ paragraph: MOTIVATION, priority: -1, text: sentence(notes), last: true })
  parts.push({ paragraph: CLOSING, priority: -1, text: fill(draw(phrases.closing)) })

  const salutation = `Dear ${input.hiringManager.trim() || 'Hiring Manager'},`
  const signOff = [draw(phrases.signOff), facts?.name || input.signer?.trim()].filter(Boolean).join('\n')
  const evidenceIntro = fill(draw(phrases.evidenceIntro))
  const extras = {
    hiringManager: input.hiringManager,
    referralSource: input.referralSource,
    additionalInfo: input.additionalInfo,
  }
  // Sentences are independent claims, so each is checked on its own: a phrasing around a fact can still
  // read as a claim ("… product teams, work that …" holds a skill name across the comma).
  const check = letterChecker(input.resume, input.job, extras)
  const honest = (...texts: string[]) => texts.every((text) => !check(text).length)
  // Achievement wording is drawn once per achievement, so re-rendering while fitting keeps it stable; only
  // honest wording is kept, without the relevance clause when that clause was the trouble.
  const told = new Map<Achievement, { first: string; again: string }>()
  let relevanceLeft = 2
  for (const part of parts)
    if (part.achievement) {
      const relevance = part.achievement.skills.length > 0 && relevanceLeft-- > 0
      const tied = achievementWording(part.achievement, relevance, draw, fill, say)
      const wording = honest(tied.first, tied.again)
        ? tied
        : achievementWording(part.achievement, false, draw, fill, say)
      if (honest(wording.first, wording.again)) told.set(part.achievement, wording)
    }
  const render = (chosen: Part[]) =>
    [salutation, ...paragraphs(chosen, evidenceIntro, told), signOff].join('\n\n')
  const supported = (part: Part) => (part.achievement ? told.has(part.achievement) : honest(part.text ?? ''))

  const length = input.resume ? input.length : 'short'
  const range = coverLetterWordRange[length]
  const words = new Map<Part, Set<string>>()
  // What a part says: its sentence, or its achievement as first told.
  const said = (part: Part) =>
    part.text ?? (part.achievement ? (told.get(part.achievement)?.first ?? '') : '')
  const wordsOf = (part: Part) => words.get(part) ?? words.set(part, contentWords(said(part))).get(part)!
  const repeats = (part: Part, others: Part[]) =>
    others.some((other) => wordOverlap(wordsOf(other), wordsOf(part)) >= 0.7)
  const target = Math.round((range.min + range.max) / 2)
  const chosen = parts.filter((part) => part.priority < 0 && supported(part))
  let content = render(chosen)
  for (const part of parts.filter((p) => p.priority >= 0).sort((a, b) => a.priority - b.priority)) {
    if (countWords(content) >= target) break
    // An unsupported part is never rendered: its achievement has no wording to render with. A sentence that
    // says again what a chosen one says is left out too.
    if (!supported(part) || repeats(part, chosen)) continue
    const next = render([...chosen, part])
    if (countWords(next) > range.max) continue
    chosen.push(part)
    content = next
  }
  return { content, word_count: countWords(content), length }
}

/** The job's tasks, those the candidate's skills touch first: they make the letter about this candidate. */
function taskParts(
  tasks: string[],
  facts: LetterFacts | null,
  phrases: TonePhrases,
  random: () => number,
  draw: Draw,
  fill: Fill,
  say: (skill: SkillRef) => string,
): Part[] {
  const own = new Map((facts?.matched ?? []).map((skill) => [skill.id, skill]))
  const ranked = shuffle(tasks, random)
    .map((work) => ({ work, skill: findSkillMentions(work).flatMap((m) => own.get(m.skill.id) ?? [])[0] }))
    .sort((a, b) => Number(!!b.skill) - Number(!!a.skill))
  const [first, ...rest] = ranked
  if (!first) return []
  // Tasks the candidate's skills touch say something about them; two more are enough to show the job was read.
  const linked = rest.filter((task) => task.skill).slice(0, 5)
  // Without a resume the posting's own tasks are what makes the letter about this job.
  const plain = rest.filter((task) => !task.skill).slice(0, facts ? 2 : 4)
  return [
    { paragraph: MOTIVATION, priority: 1, text: fill(draw(phrases.motivation), { work: first.work }) },
    ...linked.map(({ work, skill }, index) => ({
      paragraph: PLAN,
      priority: 8 + index * 2,
      text: fill(draw(phrases.focus), { work, skill: say(skill!) }),
    })),
    ...plain.map(({ work }, index) => ({
      paragraph: PLAN,
      priority: 18 + index * 4,
      text: fill(draw(phrases.moreWork), { work }),
    })),
  ]
}

/** What the resume shows: achievements, skills by role, the honest gaps, education and credentials. */
function factParts(
  facts: LetterFacts,
  resume: ResumeData,
  description: string,
  requirements: string[],
  phrases: TonePhrases,
  draw: Draw,
  fill: Fill,
  say: (skill: SkillRef) => string,
): Part[] {
  const parts: Part[] = facts.achievements.map((achievement, index) => ({
    paragraph: EVIDENCE,
    priority: index < 2 ? 2 + index : 5 + index,
    achievement,
  }))
  const named = new Set(facts.matched.slice(0, 3).map((skill) => skill.id))
  const more = facts.matched.filter((skill) => !named.has(skill.id)).slice(0, 5)
  if (more.length)
    parts.push({
      paragraph: FIT,
      priority: 4,
      text: fill(draw(phrases.skills), { skills: list(more.map(say)) }),
    })
  const byRole = new Map<string, string[]>()
  for (const { skill, title } of facts.usedAtWork.slice(0, 6)) {
    const role = shortTitle(title)
    byRole.set(role, [...(byRole.get(role) ?? []), say(skill)])
  }
  ;[...byRole].forEach(([role, skills], index) => {
    parts.push({
      paragraph: FIT,
      priority: 14 + index,
      text: fill(draw(phrases.usedAtWork), { skills: list(skills), role }),
    })
  })
  // Only a skill the posting names in so many words is owned up to: a gap the reader cannot see in their own
  // posting ("observability" read into "monitor anesthesia") would only confuse.
  const posting = description.toLowerCase()
  const gaps = facts.missing.filter((skill) => posting.includes(say(skill).toLowerCase()))
  gaps.slice(0, 2).forEach((skill, index) => {
    parts.push({
      paragraph: FIT,
      priority: index ? 19 : 6,
      text: fill(draw(phrases.gap), { skill: say(skill) }),
    })
  })
  // The posting's own requirement lines whose every skill the resume shows, quoted back with that skill.
  requirements
    .map((line) => ({
      line,
      skills: [...new Map(findSkillMentions(line).map((m) => [m.skill.id, m.skill])).values()],
    }))
    .filter(({ skills }) => skills.length && skills.every((skill) => facts.shown.has(skill.id)))
    .slice(0, 4)
    .forEach(({ line, skills }, index) => {
      parts.push({
        paragraph: FIT,
        priority: 16 + index * 2,
        text: fill(draw(requirementPhrases), {
          requirement: line,
          skills: list(skills.slice(0, 2).map(say)),
        }),
      })
    })
  const degree = facts.degrees[0]
  const studying = facts.degreesInProgress[0]
  if (degree) parts.push({ paragraph: FIT, priority: 9, text: fill(draw(degreePhrases), { degree }) })
  else if (studying)
    parts.push({
      paragraph: FIT,
      priority: 9,
      text: studying.year ? fill(draw(studyingPhrases), studying) : fill(studyingNowPhrase, studying),
    })
  if (facts.certifications.length)
    parts.push({
      paragraph: FIT,
      priority: 10,
      text: fill(draw(credentialPhrases), { credentials: list(facts.certifications.slice(0, 3)) }),
    })
  if (facts.otherSkills.length)
    parts.push({
      paragraph: FIT,
      priority: 13,
      text: fill(draw(otherSkillPhrases), { skills: list(facts.otherSkills.map(skillEntry)) }),
    })
  facts.roles.forEach((role, index) => {
    const current = /present|current|now/i.test(role.dates)
    const template = draw(current ? roleOverviews.current : roleOverviews.past)
    const overview = role.company
      ? fill(template, { title: role.title, company: role.company, dates: role.dates })
      : `I ${current ? 'work' : 'worked'} as ${fill('a {title}', { title: role.title })}.`
    const duties = role.duties.length
      ? ` ${fill(draw(dutyPhrases), { duties: list(role.duties.map(lowerFirst)) })}`
      : ''
    const text = overview + duties
    parts.push({
      paragraph: MORE_EVIDENCE,
      priority: 11 + index,
      text: role.dates ? text : text.replace(/ \(\)/, ''),
      overviewOf: index,
    })
  })
  summarySentences(resume.professional_summary).forEach((text, index) => {
    parts.push({ paragraph: OPENING, priority: 8 + index * 9, text })
  })
  return parts
}

/** Without a resume the letter speaks of the job's needs and the writer's interest, never of experience. */
function jobOnlyParts(
  job: ReturnType<typeof analyzeJob>,
  phrases: TonePhrases,
  draw: Draw,
  fill: Fill,
  say: (skill: SkillRef) => string,
): Part[] {
  const parts: Part[] = []
  const asked = job.required_skills.slice(0, 4).map(say)
  if (asked.length)
    parts.push({ paragraph: EVIDENCE, priority: 3, text: fill(askedPhrase, { asked: list(asked) }) })
  // One sentence of interest is honest; five of them ("eager to learn …", "keen to learn …") are padding.
  parts.push({ paragraph: EVIDENCE, priority: 4, text: fill(draw(phrases.noResume)) })
  return parts
}

/**
 * Who the candidate is: the latest title, with the years, when that role is this kind of work or shows the
 * job's skills; else just the skills. A barista moving into design is not "a barista with 4 years of Figma".
 */
function identitySentence(
  facts: LetterFacts,
  jobTitle: string,
  phrases: TonePhrases,
  draw: Draw,
  fill: Fill,
  say: (skill: SkillRef) => string,
): string {
  const skills = list(facts.matched.slice(0, 3).map(say))
  const latest = facts.roles[0]?.title.trim() ?? ''
  const position =
    sharesWord(latest, jobTitle) || facts.usedAtWork.some((use) => use.title === latest) ? facts.position : ''
  // Years are claimed for the field ("Game Developer"), whose roles' dates they come from, and only from two on.
  if (position && skills)
    return facts.years >= 2
      ? fill(draw(phrases.identityWithYears), { position: facts.field, years: facts.years, skills })
      : fill(draw(phrases.identity), { position, skills })
  if (position) return `My background is as ${fill('a {position}', { position })}.`
  return skills ? fill(draw(skillsIdentityPhrases), { skills }) : ''
}

const titleWords = (title: string) =>
  new Set(
    title
      .toLowerCase()
      .match(/\p{L}{3,}/gu)
      ?.filter((word) => !/^(?:senior|junior|lead|and|the)$/.test(word)),
  )
const sharesWord = (a: string, b: string) => {
  const words = titleWords(b)
  return [...titleWords(a)].some((word) => words.has(word))
}

/** An achievement told as the first of its role ("At X, I …") and as a later one ("I also …"). */
function achievementWording(
  item: Achievement,
  relevance: boolean,
  draw: Draw,
  fill: Fill,
  say: (skill: SkillRef) => string,
): { first: string; again: string } {
  const tie = relevance
    ? fill(draw(relevancePhrases), { skills: list(item.skills.slice(0, 2).map(say)) })
    : ''
  const own = firstPersonClause(item.text)
  const clause = own + tie
  const role = { title: item.title, company: item.company }
  const lead = item.company
    ? fill(item.title ? draw(roleLeads) : roleLeads[0]!, role)
    : item.title
      ? fill(draw(roleLeadsWithoutCompany), role)
      : 'In a previous role,'
  return {
    first: `${lead} ${clause}.`,
    again: own.startsWith('my work included ')
      ? `${draw(moreDutyLeads)} ${clause.slice('my work included '.length)}.`
      : /^I (?:was|am) /.test(own)
        ? `${clause.replace(/^I (was|am) /, 'I $1 also ')}.`
        : `${draw(sameRoleLeads)} ${clause.slice(2)}.`,
  }
}

/** Paragraphs in reading order; achievements of one role read as one story ("At X, I … I also …"). */
function paragraphs(
  chosen: Part[],
  evidenceIntro: string,
  told: Map<Achievement, { first: string; again: string }>,
): string[] {
  const byParagraph = new Map<number, string[]>()
  const add = (paragraph: number, text: string) => {
    if (text) byParagraph.set(paragraph, [...(byParagraph.get(paragraph) ?? []), text])
  }
  const evidence = chosen
    .filter((part) => part.achievement)
    .sort((a, b) => a.achievement!.role - b.achievement!.role || a.priority - b.priority)
  const roles = [...new Set(evidence.map((part) => part.achievement!.role))]
  evidence.forEach((part, index) => {
    const item = part.achievement!
    const sameRole = index > 0 && evidence[index - 1]!.achievement!.role === item.role
    const wording = told.get(item)!
    add(roles.indexOf(item.role) === 0 ? EVIDENCE : MORE_EVIDENCE, sameRole ? wording.again : wording.first)
  })
  const texts = chosen.filter(
    (part) => part.text && !(part.overviewOf !== undefined && roles.includes(part.overviewOf)),
  )
  for (const part of [...texts.filter((p) => !p.last), ...texts.filter((p) => p.last)])
    add(part.paragraph, part.text!)
  const firstEvidence = byParagraph.get(EVIDENCE) ?? byParagraph.get(MORE_EVIDENCE)
  if (evidence.length && firstEvidence) firstEvidence.unshift(evidenceIntro)
  return [...byParagraph.entries()].sort(([a], [b]) => a - b).flatMap(([, sentences]) => splitLong(sentences))
}

/** A paragraph of more than 130 words reads as a wall: it is split in two at a sentence. */
function splitLong(sentences: string[]): string[] {
  const words = sentences.map(countWords)
  const total = words.reduce((a, b) => a + b, 0)
  if (total <= 130 || sentences.length < 4) return [sentences.join(' ')]
  let cut = 0
  for (let running = 0; running < total / 2; cut++) running += words[cut]!
  // A last sentence holding most of the words must not leave one side empty (and recurse forever).
  cut = Math.min(cut, sentences.length - 1)
  return [...splitLong(sentences.slice(0, cut)), ...splitLong(sentences.slice(cut))]
}

// Domain skills read as plain words ("talent acquisition"), acronyms and names keep their case ("SQL", "iOS").
const plainCase = (text: string) => text.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase())
/** A skills-list entry mid-sentence: "Negotiation" → "negotiation", but "Argo CD" and "Figma" keep their case. */
const skillEntry = (entry: string) => {
  const mention = findSkillMentions(entry)[0]
  return mention && mention.text === entry && mention.skill.category !== 'tool' ? plainCase(entry) : entry
}
const skillWord = (skill: { label: string; category: string }) =>
  skill.category === 'tool' ? skill.label : plainCase(skill.label)
const sameWords = (a: string, b: string) => {
  const words = (text: string) =>
    (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.replace(/s$/, '')).join(' ')
  return words(a) === words(b)
}
// "Postgres", "k8s", "EKS": a product's own name; "review code" or "onboard" is a task, not a name.
const ownName = (text: string) => /[A-Z]{2}|\d|[a-z][A-Z]/.test(text) || /^[A-Z][a-z]+$/.test(text)

/** Each skill as the job (else the resume) writes it: "Postgres", not the lexicon's "PostgreSQL". */
function skillWording(description: string, resume: ResumeData | null): Map<string, string> {
  const wording = new Map<string, string>()
  for (const text of [description, resume ? resumeText(resume) : ''])
    for (const { skill, text: written } of findSkillMentions(text)) {
      if (wording.has(skill.id) || written.length < 2) continue
      // "CI/CD" and "Node.js" keep their punctuation, whatever the text around them did to it.
      if (/[^\p{L}\p{N}\s]/u.test(skill.label)) continue
      if (sameWords(written, skill.label) || (skill.category === 'tool' && ownName(written)))
        wording.set(skill.id, skill.category === 'tool' ? written : plainCase(written))
    }
  // A skill still unnamed keeps the words it was written in ("Blueprints" stays Unreal's Blueprints, not the
  // lexicon's "blueprint reading"), unless they are a verb form ("sourced") that reads badly as a name.
  for (const text of [description, resume ? resumeText(resume) : ''])
    for (const { skill, text: written } of findSkillMentions(text))
      if (
        !wording.has(skill.id) &&
        written.length >= 3 &&
        !/(?:ed|ing)$/i.test(written) &&
        !sameWords(written, skill.label)
      )
        wording.set(skill.id, ownName(written) ? written : plainCase(written))
  return wording
}
