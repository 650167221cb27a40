import { normalizeText } from './normalize-text.ts'

// Glyphs that start a list item in resumes, including Wingdings-style arrows and check marks, and a lone
// "{" before a space: a symbol font's bullet read through its ASCII code (moderncv's oldstyle), never prose.
const bulletAtStart = /^(?:[•◦▪▫■□●○‣⁃∙·➢➤►▶▸▷▹▻→✓✔❖◆◇♦*]|[-–—{](?=\s))\s*/

/**
 * One display line: normalised characters, letter-spaced words closed up, a date parted from the word run into
 * it, single spaces, tabs kept as column gaps, a leading bullet as "• ".
 */
export function normalizeLine(raw: string): string {
  const line = normalizeText(raw)
    // Letter-spaced words ("E X P E R I E N C E", "E D U C AT I O N" with a kerned pair), before runs of
    // spaces between them are collapsed (two spaces part two words: "T O B I A S  R E N N E R"); runs of
    // short words ("IT HR QA UX") stay.
    .replace(/(?<!\S)(?:\p{L}{1,2} ){3,}\p{L}{1,2}(?!\S)/gu, (run) => {
      const letters = run.split(' ')
      return letters.filter((l) => l.length === 1).length >= letters.length * 0.75
        ? run.replace(/ /g, '')
        : run
    })
    // A date run into the text beside it, when a date column is narrower than its range ("Jun 2019Inventory
    // Clerk", "– PresentShift Lead"): the typesetter leaves no gap for the reader to find.
    .replace(
      /(?<![\p{L}\d])(?:(?:19|20)\d{2}|(?<=[-–—] ?)(?:Present|Current|Now|Today))(?=\p{Lu}\p{Ll})/gu,
      '$& ',
    )
    .replace(/[ \f\v]+/g, ' ')
    .replace(/ *\t[\t ]*/g, '\t')
    .trim()
  const bullet = bulletAtStart.exec(line)
  if (!bullet) return line
  const rest = line.slice(bullet[0].length).trim()
  return rest ? `• ${rest}` : ''
}
