import {
  type CoverLetterLength,
  type CoverLetterTone,
  coverLetterWordRange,
  type JobAnalysis,
  type ResumeData,
} from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { countWords } from './count-words.ts'
import { letterFacts } from './letter-facts.ts'
import { toneMarkers } from './tone-phrases.ts'

export interface LetterContext {
  resume: ResumeData | null
  job: JobAnalysis
  companyName: string
  jobTitle: string
  hiringManager?: string
  tone: CoverLetterTone
  length: CoverLetterLength
}

export interface LetterAnalysis {
  analysis: { score: number; metrics: Record<string, number> }
  recommendations: string[]
}

// How much each metric counts in the overall score.
const weights = {
  Relevance: 0.25,
  Evidence: 0.2,
  Personalization: 0.15,
  Structure: 0.1,
  'Length Fit': 0.1,
  'Tone Match': 0.1,
  Readability: 0.1,
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

  const metrics: Record<Metric, number> = {
    Relevance: clamp(relevance),
    Evidence: clamp(evidence),
    Personalization: clamp(personalization),
    Structure: clamp(structure),
    'Length Fit': clamp(lengthFit),
    'Tone Match': clamp(toneMatch),
    Readability: clamp(readability),
  }
  const score = clamp(
    Object.entries(metrics).reduce((sum, [name, value]) => sum + value * weights[name as Metric], 0),
  )
  if (facts?.missing[0] && !includes(content, facts.missing[0].label))
    recommendations.push(
      `The job also asks for ${facts.missing[0].label}, which your resume does not show: say honestly how you would learn it rather than claiming it.`,
    )
  return { analysis: { score, metrics }, recommendations: recommendations.slice(0, 6) }
}

const toneAdvice: Record<CoverLetterTone, string> = {
  professional: 'Keep a measured, professional voice: plain statements of experience and a courteous close.',
  enthusiastic: 'Let your enthusiasm show: say what excites you about the role and the company.',
  confident: 'Sound more confident: lead with results you delivered and the impact you would make.',
  conversational: 'Relax the voice a little: contractions and a friendly close read more conversational.',
}
