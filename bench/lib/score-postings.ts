// Scores job understanding on postings the engine was not tuned on (issue 15): skills against the recruiter's
// list, title, company, and a plain dictionary-lookup baseline on the same postings.
import type { JobAnalysis } from '@tailor/contracts'
import { dictionaryLookup } from '../../packages/engine/eval/baselines.ts'
import type { UnseenPosting } from '../../packages/engine/eval/unseen-postings.ts'
import { findEducationLevel } from '../../packages/engine/src/job/find-education-level.ts'
import { getLexicon } from '../../packages/engine/src/lexicons/get-lexicon.ts'
import { toKey } from '../../packages/engine/src/text/to-key.ts'
import { type LabelKind, labelIdentity, labelKinds, skillIdentity } from './label-kind.ts'

export interface PostingScores {
  precision: number
  recall: number
  title: number
  company: number
  basePrecision: number
  baseRecall: number
  /** Recall against the labels the ad states (literal, alias or paraphrase; label-kind.ts), engine and baseline. */
  statedRecall: number
  baseStatedRecall: number
  /**
   * Recall when a found skill also counts for a label whose name it contains or shares once the credential and
   * qualifier words are set aside ("Bloomberg terminal" for "Bloomberg", "Reach stacker" for "Reach stacker
   * operation"): how much of the gap is the two lists naming one thing differently. Each found skill counts once.
   */
  nearNameRecall: number
  /** Labels per kind; `absent` ones are not in the ad's words at all. */
  kinds: Record<LabelKind, number>
  misses: string[]
}

// A degree a recruiter lists among the skills ("Bachelor's degree", "High school diploma", "PhD") is the education
// the ad asks for, which the engine reports as `education_level`, not as a skill: it counts as found when the
// engine reads that level. A degree with its field ("Bachelor's degree in finance") stays a skill to find.
const degreeOnly =
  /^(?:bachelor|master|associate)['’]?s?\s+degree$|^(?:ph\.?\s?d\.?|doctorate|high school diploma|ged|matric)$/i
const identity = (label: string, adText: string) => {
  const level = degreeOnly.test(label.trim()) ? findEducationLevel(label) : undefined
  return level ? `education:${level}` : labelIdentity(label, adText)
}

/** A recruiter's list as identities, so two names for one skill count once. */
export const labelSet = (labels: string[], adText: string) =>
  new Set(labels.map((label) => identity(label, adText)))

let lexiconLabels: Map<string, string> | undefined
const labelsById = () => (lexiconLabels ??= new Map(getLexicon().skills.map((s) => [s.id, s.label])))
/** What the engine found, on the labels' terms; its education level stands for a degree-only label in `labels`. */
export function foundSet(analysis: JobAnalysis, adText: string, labels: Set<string>): Set<string> {
  const labelOf = labelsById()
  const found = new Set(
    [...analysis.required_skills, ...analysis.preferred_skills, ...analysis.soft_skills].map((s) =>
      skillIdentity(s, labelOf, adText),
    ),
  )
  const education = `education:${analysis.education_level}`
  if (labels.has(education)) found.add(education)
  return found
}

// Words that say what kind of proof or how much, not what the skill is.
const qualifiers = new Set(
  'certification certifi licens card ticket qualification qualifi skill knowledg experienc operation operator full clean valid current endorsement accreditation registration holder train and of in the a'.split(
    ' ',
  ),
)
const coreWords = (key: string) => key.split(/[\s|]+/).filter((word) => word && !qualifiers.has(word))
/** Found skills paired one to one with the missed labels they name: equal core words, or the label's inside them. */
function nearNames(missed: string[], extra: string[]): number {
  const left = extra.map(coreWords)
  let paired = 0
  for (const label of missed.map(coreWords)) {
    if (!label.length) continue
    const at = left.findIndex((found) => found.length && label.every((word) => found.includes(word)))
    if (at < 0) continue
    left.splice(at, 1)
    paired++
  }
  return paired
}

// Typographic apostrophes and dashes are the same name (the engine reads text with plain ones), and so is a name
// with or without its abbreviation's last stop ("Ltd." / "Ltd"), which label writers keep or drop as they please.
const plain = (text: string) =>
  text
    .replace(/[’‘]/g, "'")
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\.$/, '')
    .toLowerCase()
export const same = (a: string, b: string) => plain(a) === plain(b)

/** Micro precision/recall over the postings; title and company are exact (case-insensitive) matches. */
export function scorePostings(
  postings: UnseenPosting[],
  analyze: (p: UnseenPosting) => JobAnalysis,
): PostingScores {
  const labelOf = labelsById()
  let tp = 0,
    fp = 0,
    fn = 0,
    btp = 0,
    bfp = 0,
    bfn = 0,
    title = 0,
    company = 0,
    stated = 0,
    statedFound = 0,
    statedBase = 0,
    near = 0
  const kinds: Record<LabelKind, number> = { literal: 0, alias: 0, paraphrase: 0, absent: 0 }
  const misses: string[] = []
  for (const posting of postings) {
    const analysis = analyze(posting)
    const gold = labelSet(posting.skills, posting.text)
    const found = foundSet(analysis, posting.text, gold)
    for (const id of found) gold.has(id) ? tp++ : fp++
    for (const id of gold) if (!found.has(id)) fn++
    const words = (id: string) => (labelOf.has(id) ? toKey(labelOf.get(id)!) : id)
    near += nearNames(
      [...gold].filter((id) => !found.has(id)).map(words),
      [...found].filter((id) => !gold.has(id)).map(words),
    )
    const base = dictionaryLookup(posting.text)
    for (const id of base) gold.has(id) ? btp++ : bfp++
    for (const id of gold) if (!base.has(id)) bfn++
    // One kind per distinct gold skill; a skill two labels name counts as stated when either is.
    const kindOf = labelKinds(posting.text)
    const kindById = new Map<string, LabelKind>()
    for (const label of posting.skills) {
      const kind = kindOf(label)
      const id = identity(label, posting.text)
      if (kindById.get(id) === undefined || kindById.get(id) === 'absent') kindById.set(id, kind)
    }
    for (const [id, kind] of kindById) {
      kinds[kind]++
      if (kind === 'absent') continue
      stated++
      if (found.has(id)) statedFound++
      if (base.has(id)) statedBase++
    }
    if (same(analysis.job_title, posting.title)) title++
    else misses.push(`[${posting.id}] title "${analysis.job_title}" (want "${posting.title}")`)
    if (same(analysis.company, posting.company)) company++
    else misses.push(`[${posting.id}] company "${analysis.company}" (want "${posting.company}")`)
    const extra = [...found].filter((id) => !gold.has(id)).map((id) => labelOf.get(id) ?? id)
    const missed = posting.skills.filter((label) => !found.has(identity(label, posting.text)))
    if (extra.length) misses.push(`[${posting.id}] extra: ${extra.join(', ')}`)
    if (missed.length) misses.push(`[${posting.id}] missed: ${missed.join(', ')}`)
  }
  return {
    precision: tp / (tp + fp || 1),
    recall: tp / (tp + fn || 1),
    title: title / postings.length,
    company: company / postings.length,
    basePrecision: btp / (btp + bfp || 1),
    baseRecall: btp / (btp + bfn || 1),
    nearNameRecall: (tp + near) / (tp + fn || 1),
    statedRecall: statedFound / (stated || 1),
    baseStatedRecall: statedBase / (stated || 1),
    kinds,
    misses,
  }
}
