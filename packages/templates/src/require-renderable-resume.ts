import type { ResumeData } from '@tailor/contracts'
import { DocumentTooLongError } from './document-too-long-error.ts'

/**
 * About 15 pages, rendered in about a second. The dense two-page sample has ~3,500 characters and a
 * 50-job resume ~24,000; at ~59,000 (125 jobs) a render took 1.4–3 s of CPU. The schema's own limits
 * would allow millions.
 */
export const maxResumeCharacters = 40_000

const countText = (value: unknown): number => {
  if (typeof value === 'string') return value.length
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + countText(item), 0)
  if (value && typeof value === 'object') return countText(Object.values(value))
  return 0
}

/** Returns the resume unchanged, or throws DocumentTooLongError when it holds too much text to render. */
export function requireRenderableResume(data: ResumeData): ResumeData {
  const characters = countText(data)
  if (characters > maxResumeCharacters) throw new DocumentTooLongError(characters, maxResumeCharacters)
  return data
}
