import type { TemplateInfo } from './resume-templates.ts'
import type { Theme } from './theme.ts'
import { classic } from './themes/classic.ts'
import { creative } from './themes/creative.ts'
import { minimal } from './themes/minimal.ts'
import { modern } from './themes/modern.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

// Letters reuse the resume themes so a letter and a resume sent together look like one set.
const catalogue: ReadonlyArray<TemplateInfo & { theme: Theme }> = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Matches the Modern resume: sans-serif, blue accent.',
    theme: modern,
  },
  {
    id: 'traditional',
    name: 'Traditional',
    description: 'Business letter in serif type with a centred letterhead; matches the Classic resume.',
    theme: classic,
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Colour letterhead band; matches the Creative resume.',
    theme: creative,
  },
  { id: 'minimal', name: 'Minimal', description: 'Quiet letter with generous white space.', theme: minimal },
]

/** Cover letter templates in display order; the first, modern, is the default. */
export const coverLetterTemplates: ReadonlyArray<TemplateInfo> = catalogue.map(
  ({ id, name, description }) => ({
    id,
    name,
    description,
  }),
)

/** The theme of a cover letter template, or UnknownTemplateError. */
export function requireCoverLetterTheme(id: string): Theme {
  const entry = catalogue.find((template) => template.id === id)
  if (!entry)
    throw new UnknownTemplateError(
      id,
      coverLetterTemplates.map((template) => template.id),
    )
  return entry.theme
}
