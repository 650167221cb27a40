import type { OtherSection } from '@tailor/contracts'
import type { Section } from './split-sections.ts'

/**
 * Sections the parser has no place for, under their own headings, and the lines a parser could not
 * place (a talk's description) under their section's heading: kept for the user to see and move.
 */
export function findOtherSections(
  sections: Section[],
  leftovers: { heading: string; lines: string[] }[],
): OtherSection[] {
  const other = sections
    .filter((s) => s.kind === 'other' && s.lines.length)
    .map((s) => ({
      heading: s.heading.replace(/:$/, '').trim(),
      lines: s.lines.map((l) => l.replace(/^•\s*/, '')),
    }))
  return [...other, ...leftovers.filter((l) => l.lines.length)]
}
