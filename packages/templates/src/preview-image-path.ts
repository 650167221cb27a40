import { fileURLToPath } from 'node:url'
import { coverLetterTemplates } from './cover-letter-templates.ts'
import { resumeTemplates } from './resume-templates.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

/**
 * Absolute path of the committed thumbnail (page 1, ~400 px wide PNG) of a resume template, built by
 * scripts/build-previews.ts. Throws UnknownTemplateError for an unknown id.
 */
export function previewImagePath(id: string): string {
  if (!resumeTemplates.some((template) => template.id === id)) {
    throw new UnknownTemplateError(
      id,
      resumeTemplates.map((template) => template.id),
    )
  }
  return fileURLToPath(new URL(`../previews/${id}.png`, import.meta.url))
}

/** Absolute path of the committed thumbnail of a cover letter template. */
export function coverLetterPreviewImagePath(id: string): string {
  if (!coverLetterTemplates.some((template) => template.id === id)) {
    throw new UnknownTemplateError(
      id,
      coverLetterTemplates.map((template) => template.id),
    )
  }
  return fileURLToPath(new URL(`../previews/cover-letter-${id}.png`, import.meta.url))
}
