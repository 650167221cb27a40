import { isClosingLine, splitLetter } from '@tailor/contracts'
import { article } from './letter-grammar.ts'

/** Letter sentences, the salutation and sign-off left out. */
export function letterSentences(content: string): string[] {
  return splitLetter(content)
    .paragraphs.join('\n')
    .split(/(?<=[.!?])\s+(?=[A-Z“"‘(])|\n+/)
    .map((text) => text.trim())
    .filter(Boolean)
}

// Names (the job title, the company) recur on purpose; what a sentence says is in its other words.
export const contentWords = (text: string) =>
  new Set(
    (text.match(/\p{L}[\p{L}’']+/gu) ?? [])
      .filter((word, index) => index === 0 || !/^\p{Lu}/u.test(word))
      .map((word) => word.toLowerCase())
      .filter(
        (word) =>
          word.length > 2 &&
          !/^(?:the|and|for|you|your|that|this|with|have|has|was|are|would|will|can|into|from|our|its|their|been|which|what|who|how|not|but|all|any|more|also|about|there|here|than|then|very|just|so|such|my|me|i)$/.test(
            word,
          ),
      ),
  )

/** Share of the smaller sentence's content words that the other one has too. */
export function sentenceOverlap(a: string, b: string): number {
  return wordOverlap(contentWords(a), contentWords(b))
}

/** sentenceOverlap on content words already collected (contentWords). */
export function wordOverlap(left: Set<string>, right: Set<string>): number {
  const smaller = left.size <= right.size ? left : right
  const larger = smaller === left ? right : left
  if (smaller.size < 4) return 0
  return [...smaller].filter((word) => larger.has(word)).length / smaller.size
}

/** Pairs of sentences that say nearly the same thing (≥ 70% of the shorter one's content words). */
export function nearDuplicateSentences(content: string): [string, string][] {
  const sentences = letterSentences(content)
  const pairs: [string, string][] = []
  for (let i = 0; i < sentences.length; i++)
    for (let j = i + 1; j < sentences.length; j++)
      if (sentenceOverlap(sentences[i]!, sentences[j]!) >= 0.7) pairs.push([sentences[i]!, sentences[j]!])
  return pairs
}

// Grammar a sentence built from parts can get wrong, each with the message the user would understand.
const grammarRules: [RegExp, (match: RegExpExecArray) => string][] = [
  // A number that ends a name inside a sentence is not a count: "using Windows 10 week in and week out".
  [
    /(?<!\w[,;:]?\s[A-Z][\w+#.]*\s)\b1 ([Yy]ears|[Mm]onths|[Ww]eeks)\b/g,
    (m) => `"${m[0]}" should be singular`,
  ],
  [
    /(?<!\w[,;:]?\s[A-Z][\w+#.]*\s)\b(?:[2-9]|\d{2,}) ([Yy]ear|[Mm]onth|[Ww]eek)\b(?![-–])/g,
    (m) => `"${m[0]}" should be plural`,
  ],
  [/\b(?:I|we|they|you) (?:is|has|does|was been)\b/g, (m) => `"${m[0]}": the verb does not agree`],
  [/\b(?:he|she|it) (?:are|have been|do not)\b/g, (m) => `"${m[0]}": the verb does not agree`],
  [/\b(\p{L}+s) (?:is|was) (?:new|not yet|something)\b/gu, (m) => `"${m[0]}": a plural takes "are"`],
  [/\b(\p{L}+) \1\b/giu, (m) => `"${m[0]}": word repeated`],
  [/\b(?:[Aa]n?|[Tt]he) (?:an?|the)\b/g, (m) => `"${m[0]}": two articles`],
  [
    /\bI (?:lead|senior|principal|head|chief) (?:\p{L}+ ){0,2}(?:programmer|developer|engineer|designer|manager|artist|analyst|nurse|teacher|technician|consultant|architect)\b/giu,
    (m) => `"${m[0]}": a title read as a verb`,
  ],
  [/\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]/g, (m) => `"${m[0]}": an unfilled placeholder`],
  [/ [,.;:!?]|,,|\.\.(?!\.)|[ \t]{2,}(?=\S)/g, (m) => `"${m[0]}": stray punctuation or spacing`],
]

// Words whose sound does not follow their first letter ("an hour", "a university") or that are names.
const articleExempt = /^(?:one|once|eu|uni|use|usu|ubi|hour|honest|honou?r|heir)/i

/** Grammar problems: agreement, "1 year"/"2 years", "a"/"an", repeated words, leftover placeholders. */
export function findGrammarProblems(text: string): string[] {
  const problems: string[] = []
  for (const [pattern, describe] of grammarRules)
    for (const match of text.matchAll(pattern)) problems.push(describe(match as RegExpExecArray))
  for (const match of text.matchAll(/(?<![\p{L}\p{N}&’'.-])(a|an) ([\p{L}\p{N}][\p{L}\p{N}’'-]*)/giu)) {
    const [, written, word] = match
    if (!word || articleExempt.test(word) || /^\d/.test(word)) continue
    const expected = article(word)
    if (written!.toLowerCase() !== expected) problems.push(`"${match[0]}" should be "${expected} ${word}"`)
  }
  return problems
}

/**
 * What a reader would notice in a finished letter, beyond false claims: grammar slips, near-duplicate
 * sentences, a missing or doubled sign-off. Empty when the letter reads clean.
 */
export function findLetterProblems(content: string): string[] {
  const letter = splitLetter(content)
  const problems = letter.paragraphs.flatMap((paragraph) => findGrammarProblems(paragraph))
  for (const [a, b] of nearDuplicateSentences(content))
    problems.push(`near-duplicate sentences: "${a}" / "${b}"`)
  if (!letter.closing) problems.push('no sign-off')
  const closings = letter.paragraphs.filter((paragraph) => isClosingLine(paragraph.split('\n')[0] ?? ''))
  if (closings.length) problems.push(`a second sign-off inside the letter: "${closings[0]}"`)
  return problems
}
