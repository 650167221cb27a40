import type { ResumeData } from '@tailor/contracts'
import { stemTokens } from '../text/stem-tokens.ts'
import type { Token } from '../text/tokenize.ts'

// A job title names a role ("engineer", "manager") and often a rank ("Senior", "Lead"). Each word of an
// invented title may already be in the resume ("Senior" from one line, "Engineer" from another), so a title
// is checked as a whole against the titles the resume states. "Lead" and "head" are ranks only: as nouns they
// are mostly sales leads and heads of things.
const roles = new Set(
  'engineer developer programmer architect designer analyst scientist manager director consultant specialist administrator technician nurse accountant officer coordinator president executive strategist researcher editor writer teacher recruiter representative associate assistant supervisor controller auditor partner owner'.split(
    ' ',
  ),
)
const ranks = new Set(
  'senior sr junior jr lead principal staff chief head associate assistant executive distinguished managing vp vice'.split(
    ' ',
  ),
)
const MAX_MODIFIERS = 4
const capitalised = (raw: string) => /^\p{Lu}/u.test(raw)

export interface TitleClaim {
  /** As written. */
  text: string
  /** Lowercased words. */
  words: string[]
}

/**
 * The job titles a text gives, each cut to its claim: from its first rank word to the role ("Managed Senior
 * Engineer hiring" → "Senior Engineer"), what follows "as" ("as a backend engineer"), or a capitalised pair
 * ending in a role ("Data Engineer"). Plural
 * roles ("mentored junior engineers") describe others and are not claims.
 */
export function findTitleClaims(text: string): TitleClaim[] {
  // A title never runs over punctuation: "Salesforce, Lead Generation" holds no "Salesforce Lead".
  return text.split(/[,;:()|/•·–—]|[.!?](?=\s|$)/).flatMap(claimsIn)
}

function claimsIn(phrase: string): TitleClaim[] {
  const tokens = stemTokens(phrase)
  const claims: TitleClaim[] = []
  tokens.forEach((token, i) => {
    if (!roles.has(token.lower) || i === 0) return
    let start = i
    while (
      start > 0 &&
      i - start < MAX_MODIFIERS &&
      (capitalised(tokens[start - 1]!.raw) || ranks.has(tokens[start - 1]!.lower))
    )
      start--
    const words = tokens.slice(start, i + 1)
    const rank = words.findIndex((w, k) => k < words.length - 1 && ranks.has(w.lower))
    const claim =
      rank >= 0
        ? words.slice(rank)
        : (afterAs(tokens, i) ?? (words.length >= 2 && capitalised(token.raw) ? words.slice(-2) : null))
    if (claim) claims.push({ text: claim.map((w) => w.raw).join(' '), words: claim.map((w) => w.lower) })
  })
  return claims
}

/** "as (a) backend engineer": what follows "as" up to the role, in any case. */
function afterAs(tokens: Token[], role: number): Token[] | null {
  const as = tokens.findLastIndex((t, k) => k < role && role - k <= MAX_MODIFIERS + 1 && t.lower === 'as')
  if (as < 0) return null
  const from = ['a', 'an'].includes(tokens[as + 1]!.lower) ? as + 2 : as + 1
  return from <= role ? tokens.slice(from, role + 1) : null
}

/** Titles the resume states for the candidate: the headline and every role held. */
export function statedTitles(resume: ResumeData): string[][] {
  return [
    resume.personal_information.position,
    ...resume.work_experience.map((r) => r.title),
    ...resume.volunteering.map((v) => v.role),
    ...resume.projects.map((p) => p.role),
  ]
    .filter((title) => title.trim())
    .map((title) => stemTokens(title).map((t) => t.lower))
}

/** Whether `claim`'s words appear in this order in one stated title ("Senior Engineer" in "Senior Backend Engineer"). */
export function isStatedTitle(claim: string[], titles: string[][]): boolean {
  return titles.some((title) => {
    let at = 0
    for (const word of title) if (word === claim[at]) at++
    return at === claim.length
  })
}
