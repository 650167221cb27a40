import type { ResumeData } from '@tailor/contracts'
import { fieldOfLabel, readFieldRow } from '../parse/field-labels.ts'
import { findSectionKind } from '../parse/find-section-kind.ts'
import { plainWords } from './find-in-document.ts'

/** Below this share of the document's words in a field, the layout reader has probably lost some of it. */
export const MIN_PLACED_SHARE = 0.8
// The parser's own warnings (parse-resume.ts) that it saw a section it could not read, or found no name, work
// or skills at all: what a model reading the same text may find. (A missing education section is common and
// cheap to add by hand, so it alone does not call the model.)
const doubtingWarning =
  /could not read|may be missing|fit no field|^No (?:name|work experience|skills) found/i

const wordsOf = (text: string) =>
  plainWords(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 1)

/**
 * The document without what names a field instead of filling one: section headings and form labels
 * ("Occupation or position held"). A form such as Europass is a quarter labels, and a whole parse of it
 * would otherwise look like a lost one.
 */
function contentOf(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      const row = readFieldRow(line.trim())
      if (row) return row.value
      return fieldOfLabel(line) || findSectionKind(line, false) ? '' : line
    })
    .join('\n')
}

/** The share of the document's content words that the parse put in a field (Other does not count). */
export function placedShare(text: string, resume: ResumeData): number {
  const { other: _other, ...placed } = resume
  const known = new Set(wordsOf(JSON.stringify(placed).replace(/"[a-z_]+":/g, ' ')))
  const words = wordsOf(contentOf(text))
  return words.length ? words.filter((w) => known.has(w)).length / words.length : 1
}

/**
 * Why a parse may have missed part of the document, from the parse itself: the parser's warnings about a
 * section it could not read or did not find, and too small a share of the document's words placed in a field. Empty when
 * the parse looks whole.
 */
export function findParseDoubts(
  text: string,
  parsed: { resume_data: ResumeData; warnings: string[] },
): string[] {
  const doubts = parsed.warnings.filter((w) => doubtingWarning.test(w))
  const share = placedShare(text, parsed.resume_data)
  if (share < MIN_PLACED_SHARE)
    doubts.push(`only ${Math.round(share * 100)}% of the document's words were placed`)
  return doubts
}
