import type { IStylesOptions } from 'docx'
import type { PageSize } from '../page-size.ts'
import type { Theme } from '../theme.ts'

// Word has none of the shipped PDF fonts by default: each family maps to a font every Word and LibreOffice has
// (or substitutes metrically), so the file looks the same on the recruiter's machine.
const wordFont = (family: string) => (family === 'Noto Serif' ? 'Cambria' : 'Calibri')
const halfPoints = (points: number) => Math.round(points * 2)
const hex = (color: string) => color.replace('#', '')

/** Page size and margins in twentieths of a point, as Word stores them. */
export function docxPage(theme: Theme, pageSize: PageSize) {
  const [vertical, horizontal] = theme.margin.map((points) => Math.round(points * 20)) as [number, number]
  return {
    size: pageSize === 'A4' ? { width: 11906, height: 16838 } : { width: 12240, height: 15840 },
    margin: { top: vertical, bottom: vertical, left: horizontal, right: horizontal },
  }
}

/**
 * The template family as Word styles: Title for the name, Heading 1 for sections, Entry for the line above each job or degree. Real
 * styles keep the document editable and let an applicant-tracking system find the sections by their outline.
 */
export function docxStyles(theme: Theme): IStylesOptions {
  const body = wordFont(theme.fonts.body)
  const heading = wordFont(theme.fonts.heading)
  const color = hex(theme.colors.text)
  return {
    default: {
      document: { run: { font: body, size: halfPoints(theme.size.body + 1), color } },
      title: {
        run: { font: wordFont(theme.fonts.name), size: halfPoints(theme.size.name), bold: true, color },
      },
      heading1: {
        run: {
          font: heading,
          size: halfPoints(theme.size.heading + 1.5),
          bold: true,
          color: hex(theme.colors.accent),
          allCaps: theme.headingCase === 'upper',
        },
        paragraph: { spacing: { before: theme.sectionGap * 20, after: theme.headingGap * 20 } },
      },
    },
    paragraphStyles: [
      {
        id: 'Entry',
        name: 'Entry',
        basedOn: 'Normal',
        next: 'Normal',
        run: { size: halfPoints(theme.size.entryTitle + 1), color },
        paragraph: { spacing: { before: theme.entryGap * 15, after: 40 } },
      },
    ],
  }
}
