import { getLexicon } from '../lexicons/get-lexicon.ts'
import { stemTokens } from '../text/stem-tokens.ts'

const seniorityWords =
  /^(senior|sr|junior|jr|lead|principal|staff|head|chief|associate|assistant|entry|level|i|ii|iii|iv|intern|trainee)$/

// Words that name the same role ("Front-End Developer" = "Frontend Engineer").
const synonyms: Record<string, string> = { developer: 'engineer', programmer: 'engineer', dev: 'engineer' }

function coreStems(title: string): string[] {
  const text = title
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(front|back)[\s-]+end\b/gi, '$1end')
    .replace(/\bfull[\s-]+stack\b/gi, 'fullstack')
  return stemTokens(text)
    .map((t) => synonyms[t.stem] ?? t.stem)
    .filter((s) => !seniorityWords.test(s) && !['of', 'and', 'the', 'for', 'in'].includes(s))
}

/**
 * The O*NET occupation code of a title from its longest known run of words ("Staff Nurse, Med-Surg" ->
 * "staff nurse"), trying each comma- or dash-separated part in turn.
 */
export function findOccupationCode(title: string): string | undefined {
  if (codes.has(title)) return codes.get(title)
  if (codes.size >= 2000) codes.clear()
  const code = lookUpCode(title)
  codes.set(title, code)
  return code
}

const codes = new Map<string, string | undefined>()

function lookUpCode(title: string): string | undefined {
  const { titleKeys, occupations, maxTitleTokens } = getLexicon()
  for (const segment of title.split(/[,/|–—(]|\s-\s/)) {
    const stems = coreStems(segment)
    for (let n = Math.min(stems.length, maxTitleTokens); n > 0; n--)
      for (let start = 0; start + n <= stems.length; start++) {
        // One word alone must be the segment's head noun, its last word ("Staff Nurse"); a short one such
        // as "RN" only when it is the whole segment, so "What you'll do" is not a "DO".
        if (n === 1 && (start !== stems.length - 1 || (stems[start]!.length < 4 && stems.length > 1)))
          continue
        const index = titleKeys.get(stems.slice(start, start + n).join(' '))
        if (index !== undefined) return occupations[index]!.code
      }
  }
  return undefined
}

/**
 * 0–1: same occupation 1, same broad O*NET group 0.7, same family 0.25, else the overlap of the titles'
 * words; shared words count little when O*NET files the titles in different families ("Nurse Recruiter").
 */
export function titleSimilarity(a: string, b: string): number {
  const wordsA = new Set(coreStems(a))
  const wordsB = new Set(coreStems(b))
  if (wordsA.size === 0 || wordsB.size === 0) return 0
  let shared = 0
  for (const word of wordsA) if (wordsB.has(word)) shared++
  const overlap = (2 * shared) / (wordsA.size + wordsB.size)
  const codeA = findOccupationCode(a)
  const codeB = findOccupationCode(b)
  let byCode = 0
  if (codeA && codeB) {
    if (codeA.slice(0, 7) === codeB.slice(0, 7)) byCode = 1
    else if (codeA.slice(0, 6) === codeB.slice(0, 6)) byCode = 0.7
    else if (codeA.slice(0, 4) === codeB.slice(0, 4)) byCode = 0.35
    else if (codeA.slice(0, 2) === codeB.slice(0, 2)) byCode = 0.25
    else return Math.min(overlap, 0.3)
  }
  return Math.max(overlap, byCode)
}
