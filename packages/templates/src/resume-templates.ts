import type { Theme } from './theme.ts'
import { classic } from './themes/classic.ts'
import { compact } from './themes/compact.ts'
import { creative } from './themes/creative.ts'
import { executive } from './themes/executive.ts'
import { minimal } from './themes/minimal.ts'
import { modern } from './themes/modern.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

export interface TemplateInfo {
  id: string
  name: string
  description: string
}

const catalogue: ReadonlyArray<TemplateInfo & { theme: Theme }> = [
  {
    id: 'modern',
    name: 'Modern',
    description: 'Clean sans-serif with a blue accent and ruled headings. A safe choice for any role.',
    theme: modern,
  },
  {
    id: 'classic',
    name: 'Classic',
    description: 'Traditional serif with a centred header, for law, finance, academia and the public sector.',
    theme: classic,
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Airy layout with section names in the margin and no decoration.',
    theme: minimal,
  },
  {
    id: 'creative',
    name: 'Creative',
    description: 'Colour header band and a sidebar for skills and education; still reads in order.',
    theme: creative,
  },
  {
    id: 'executive',
    name: 'Executive',
    description: 'Serif headings over a sans body with bronze rules, for senior and leadership roles.',
    theme: executive,
  },
  {
    id: 'compact',
    name: 'Compact',
    description: 'Dense single column that fits a long career on fewer pages.',
    theme: compact,
  },
]

/** Resume templates in display order; the first, modern, is the default. */
export const resumeTemplates: ReadonlyArray<TemplateInfo> = catalogue.map(({ id, name, description }) => ({
  id,
  name,
  description,
}))

/** The theme of a resume template, or UnknownTemplateError. */
export function requireResumeTheme(id: string): Theme {
  const entry = catalogue.find((template) => template.id === id)
  if (!entry)
    throw new UnknownTemplateError(
      id,
      resumeTemplates.map((template) => template.id),
    )
  return entry.theme
}
