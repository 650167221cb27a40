import {
  type CoverLetterLength,
  type CoverLetterTone,
  coverLetterWordRange,
  type JobAnalysis,
  type ResumeData,
  splitLetter,
} from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { countWords } from './count-words.ts'
import { findGrammarProblems, nearDuplicateSentences } from './find-letter-problems.ts'
import { findLetterViolations, type LetterExtras } from './find-letter-violations.ts'
import { letterFacts } from './letter-facts.ts'
import { letterJob } from './letter-job.ts'
import { toneMarkers } from './tone-phrases.ts'

export interface LetterContext {
  resume: ResumeData | null
  job: JobAnalysis
  /** The posting as written: claims are checked against it, and specifics are looked for in it. */
  description: string
  /** The user's own notes (hiring manager, referral, additional information): a source for claims too. */
  extras?: LetterExtras
  companyName: string
  jobTitle: string
  hiringManager?: string
  tone: CoverLetterTone
  length: CoverLetterLength
}

export interface LetterAnalysis {
  analysis: { score: number; metrics: Record<string, number> }
  recommendations: string[]
  /** Claims the resume, the job and the user's notes do not support (findLetterViolations). */
  violations: string[]
}

// How much each metric counts in the overall score.
const weights = {
  Relevance: 0.15,
  Evidence: 0.15,
  Specificity: 0.1,
  Personalization: 0.1,
  Structure: 0.1,
  'Length Fit': 0.05,
  'Tone Match': 0.05,
  Readability: 0.05,
  Originality: 0.1,
  Grammar: 0.05,
  Honesty: 0.1,
} as const
type Metric = keyof typeof weights

const includes = (text: string, phrase: string) =>
  !!phrase.trim() && text.toLowerCase().includes(phrase.trim().toLowerCase())
const clamp = (value: number) => Math.round(Math.max(0, Math.min(100, value)))

/**
 * Rates a letter, generated or edited, against the job and the resume: each metric is a percentage with a
 * stated rule, and every recommendation names the concrete change that would raise it.
 */
export function analyzeCoverLetter(content: string, context: LetterContext): LetterAnalysis {
  const recommendations: string[] = []
  const paragraphs = content
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  const sentences = content.split(/(?<=[.!?])\s+|\n+/).filter((s) => /\p{L}/u.test(s))
  const words = countWords(content)
  const facts = context.resume ? letterFacts(context.resume, context.job) : null

  // Personalization: the company, the role and the reader are named.
  const manager = context.hiringManager?.trim() ?? ''
  const personalization =
    (includes(content, context.companyName) ? 40 : 0) +
    (includes(content, context.jobTitle) ? 30 : 0) +
    (manager ? (includes(content, manager) ? 30 : 0) : 30)
  if (!includes(content, context.companyName))
    recommendations.push(`Name ${context.companyName} in your opening paragraph.`)
  if (!includes(content, context.jobTitle))
    recommendations.push(`Mention the role you are applying for: ${context.jobTitle}.`)
  if (manager && !includes(content, manager)) recommendations.push(`Address the letter to ${manager}.`)

  // Relevance: the job's skills that the resume shows, mentioned in the letter.
  const mentioned = new Set(findSkillMentions(content).map((m) => m.skill.id))
  const relevant = facts?.matched ?? []
  const covered = relevant.filter((skill) => mentioned.has(skill.id))
  const relevance = relevant.length ? (covered.length / relevant.length) * 100 : mentioned.size ? 80 : 60
  const unmentioned = relevant.filter((skill) => !mentioned.has(skill.id)).slice(0, 2)
  for (const skill of unmentioned)
    recommendations.push(`Mention ${skill.label}: the job asks for it and your resume shows it.`)

  // Evidence: concrete results from the resume (a number, or one of its achievements).
  const achievementHits = (facts?.achievements ?? []).filter((a) =>
    includes(content, a.text.slice(0, 40)),
  ).length
  const numbered = sentences.filter((s) => /\d/.test(s)).length
  const evidence = Math.min(100, achievementHits * 30 + numbered * 15)
  const best = facts?.achievements.find((a) => /\d/.test(a.text) && !includes(content, a.text.slice(0, 40)))
  if (evidence < 60)
    recommendations.push(
      best
        ? `Add a measurable result from your resume, such as: “${best.text}”.`
        : 'Add a concrete example of your work: what you did and what changed because of it.',
    )

  // Structure: greeting, an opening, a body, a closing paragraph and a sign-off.
  const signOffLine = (paragraphs.at(-1) ?? '').split('\n')[0]!
  const structureChecks = [
    /^\s*(dear|hello|hi)\b/i.test(content),
    paragraphs.length >= 4,
    /\b(thank\w*|appreciat\w*|grateful|look forward|discuss\w*|conversation|talk\w*|chat|speak|meet\w*|hear (?:from|back)|call)\b/i.test(
      paragraphs.at(-2) ?? '',
    ),
    // A sign-off is a short first line of words and a comma: "Sincerely,", "With appreciation,", "Cheers,".
    /^[\p{L}’' ]{2,30},?\s*$/u.test(signOffLine) && countWords(signOffLine) <= 4,
  ]
  const structure = (structureChecks.filter(Boolean).length / structureChecks.length) * 100
  if (!structureChecks[0]) recommendations.push('Open with a greeting such as “Dear Hiring Manager,”.')
  if (!structureChecks[1])
    recommendations.push('Split the letter into an opening, one or two body paragraphs and a closing.')
  if (!structureChecks[2]) recommendations.push('Close by thanking the reader and inviting a conversation.')
  if (!structureChecks[3])
    recommendations.push('End with a sign-off such as “Sincerely,” followed by your name.')

  // Length fit: inside the chosen range scores 100, falling off with the distance outside it.
  const range = coverLetterWordRange[context.length]
  const off = words < range.min ? range.min - words : words > range.max ? words - range.max : 0
  const lengthFit = 100 - (off / (range.max - range.min)) * 50
  if (words > range.max)
    recommendations.push(
      `Trim about ${words - range.max} words to fit the ${context.length} length (${range.min}–${range.max} words).`,
    )
  if (words < range.min)
    recommendations.push(
      `Add about ${range.min - words} words to reach the ${context.length} length (${range.min}–${range.max} words).`,
    )

  // Tone match: how often the letter uses the chosen tone's words.
  const markers = content.match(toneMarkers[context.tone])?.length ?? 0
  const toneMatch = Math.min(100, 40 + markers * 20)
  if (toneMatch < 80) recommendations.push(toneAdvice[context.tone])

  // Readability: sentences of 10–25 words read easily.
  const lengths = sentences.map((s) => countWords(s)).filter((n) => n > 2)
  const average = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0
  const long = lengths.filter((n) => n > 35).length
  const readability = (average >= 10 && average <= 25 ? 100 : 100 - Math.abs(average - 17) * 5) - long * 10
  if (long)
    recommendations.push(
      `Split ${long === 1 ? 'the sentence' : `the ${long} sentences`} longer than 35 words.`,
    )

  // Specificity: things only this posting and this candidate have: the posting's tasks, the resume's results.
  const { tasks } = letterJob(context.description, context.job.responsibilities, context.companyName)
  const taskHits = tasks.filter((task) => includes(content, task.split(/\s+/).slice(0, 4).join(' '))).length
  const specificity = Math.min(100, taskHits * 25 + achievementHits * 20 + Math.min(numbered, 2) * 15)
  if (specificity < 50)
    recommendations.push(
      tasks[0]
        ? `Be specific: say how you would ${tasks[0]}, or what you did that comes closest.`
        : 'Be specific: name a task from the posting and what you did that comes closest.',
    )

  // Originality: stock phrases and sentences that say the same thing twice read as a form letter.
  const stock = stockPhrases.filter((phrase) => phrase.test(content)).length
  const repeats = nearDuplicateSentences(content).length
  const originality = 100 - stock * 20 - repeats * 25
  if (stock)
    recommendations.push('Replace stock phrases (“team player”, “hard worker”) with something you did.')
  if (repeats) recommendations.push('Cut the sentences that repeat an earlier point in other words.')

  // Grammar and honesty: a slip or a claim the resume does not support weighs on the whole letter.
  const grammar = splitLetter(content).paragraphs.flatMap(findGrammarProblems)
  if (grammar.length) recommendations.push(`Fix the grammar: ${grammar[0]}.`)
  const violations = findLetterViolations(
    content,
    context.resume,
    { title: context.jobTitle, company: context.companyName, description: context.description },
    { hiringManager: context.hiringManager, ...context.extras },
  )
  if (violations.length)
    recommendations.unshift(`Remove what your resume does not support: the letter ${violations[0]}.`)

  const metrics: Record<Metric, number> = {
    Relevance: clamp(relevance),
    Evidence: clamp(evidence),
    Specificity: clamp(specificity),
    Personalization: clamp(personalization),
    Structure: clamp(structure),
    'Length Fit': clamp(lengthFit),
    'Tone Match': clamp(toneMatch),
    Readability: clamp(readability),
    Originality: clamp(originality),
    Grammar: clamp(100 - grammar.length * 25),
    Honesty: violations.length ? 0 : 100,
  }
  const weighted = Object.entries(metrics).reduce(
    (sum, [name, value]) => sum + value * weights[name as Metric],
    0,
  )
  // However well written, a letter with a false claim fails, and one with slips or repeats cannot rate high.
  const ceiling = violations.length ? 40 : 100 - grammar.length * 8 - repeats * 8 - stock * 5
  const score = clamp(Math.min(weighted, ceiling))
  if (facts?.missing[0] && !includes(content, facts.missing[0].label))
    recommendations.push(
      `The job also asks for ${facts.missing[0].label}, which your resume does not show: say honestly how you would learn it rather than claiming it.`,
    )
  return { analysis: { score, metrics }, recommendations: recommendations.slice(0, 6), violations }
}

// Phrases every reader has seen a thousand times; none of them says anything about the candidate.
const stockPhrases = [
  /\bteam player\b/i,
  /\bhard[- ]work(?:er|ing)\b/i,
  /\bthink(?:ing)? outside the box\b/i,
  /\bgo[- ]getter\b/i,
  /\bresults[- ]driven\b/i,
  /\bdetail[- ]oriented\b/i,
  /\bself[- ]starter\b/i,
  /\bfast learner\b|\bquick learner\b/i,
  /\bto whom it may concern\b/i,
  /\b(?:perfect|ideal) (?:fit|candidate)\b/i,
  /\bdream job\b/i,
  /\bgive (?:it )?(?:110|100)%/i,
  /\bsynerg/i,
  /\bwear many hats\b/i,
  /\bpeople person\b/i,
]

const toneAdvice: Record<CoverLetterTone, string> = {
  professional: 'Keep a measured, professional voice: plain statements of experience and a courteous close.',
  enthusiastic: 'Let your enthusiasm show: say what excites you about the role and the company.',
  confident: 'Sound more confident: lead with results you delivered and the impact you would make.',
  conversational: 'Relax the voice a little: contractions and a friendly close read more conversational.',
}
