import { type CoverLetterLength, coverLetterWordRange, splitLetter } from '@tailor/contracts'
import { countWords } from '../letter/count-words.ts'

export type LetterDraftResult =
  | { ok: true; content: string; removed: string[] }
  | { ok: false; reason: string; removed: string[] }

/**
 * A model's letter body checked sentence by sentence: a sentence the claim checker finds anything in is left
 * out (`removed` holds the first violation of each). The body goes between the engine letter's own salutation
 * and sign-off; a letter that no longer fits the chosen length is not used at all.
 */
export function acceptLetterDraft(
  paragraphs: readonly string[],
  engineLetter: string,
  check: (content: string) => string[],
  length: CoverLetterLength,
): LetterDraftResult {
  // A model that wrote its own greeting or sign-off has them dropped: the engine's frame is the one used.
  const body = splitLetter(paragraphs.map((p) => p.trim()).join('\n\n')).paragraphs
  const removed: string[] = []
  const kept = body
    .map((paragraph) =>
      paragraph
        .replace(/\s+/g, ' ')
        .split(/(?<=[.!?])\s+(?=\S)/)
        .filter((sentence) => {
          const found = check(sentence)
          if (found.length) removed.push(found[0]!)
          return found.length === 0
        })
        .join(' '),
    )
    .filter((paragraph) => paragraph.trim())
  const frame = splitLetter(engineLetter)
  const content = [frame.salutation, ...kept, [frame.closing, frame.signature].filter(Boolean).join('\n')]
    .filter(Boolean)
    .join('\n\n')
  const range = coverLetterWordRange[length]
  const words = countWords(content)
  if (!kept.length || words < range.min || words > range.max)
    return {
      ok: false,
      removed,
      reason: `the model's letter had ${words} words${removed.length ? ` after ${removed.length} unsupported sentence${removed.length > 1 ? 's were' : ' was'} removed` : ''}, outside the ${range.min}–${range.max} of a ${length} letter`,
    }
  return { ok: true, content, removed }
}
