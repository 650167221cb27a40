import { normalizeText } from './normalize-text.ts'

// Glyphs that start a list item in resumes, including Wingdings-style arrows and check marks.
const bulletAtStart = /^(?:[•◦▪▫■□●○‣⁃∙·➢➤►▶▸→✓✔❖◆◇♦*]|[-–—](?=\s))\s*/

/**
 * One display line: normalised characters, letter-spaced words closed up, single spaces, tabs kept as column
 * gaps, a leading bullet as "• ".
 */
export function normalizeLine(raw: string): string {
  const line = normalizeText(raw)
    // Letter-spaced words ("E X P E R I E N C E"), before runs of spaces between them are collapsed.
    .replace(/(?<!\S)(?:\p{L} ){3,}\p{L}(?!\S)/gu, (word) => word.replace(/ /g, ''))
    .replace(/[ \f\v]+/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .trim()
  const bullet = bulletAtStart.exec(line)
  if (!bullet) return line
  const rest = line.slice(bullet[0].length).trim()
  return rest ? `• ${rest}` : ''
}
