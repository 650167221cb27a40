import type { CoverLetterDocument } from './cover-letter-document-type.ts'
import { DocumentTooLongError } from './document-too-long-error.ts'

/** About eight pages; a long cover letter is 600 words (~4,000 characters). */
export const maxLetterCharacters = 20_000

/** Returns the letter unchanged, or throws DocumentTooLongError when its text is too long to render. */
export function requireRenderableLetter(letter: CoverLetterDocument): CoverLetterDocument {
  const characters = letter.content.length
  if (characters > maxLetterCharacters) throw new DocumentTooLongError(characters, maxLetterCharacters)
  return letter
}
