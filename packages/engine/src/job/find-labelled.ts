import { endsOnAbbreviation } from '../text/closing-stop.ts'

/**
 * The value a posting gives a field: "Job Title: Welder" on one line, or the field's name alone with its value
 * on the next line ("District:" / "Cold Spring ISD"), as school and government boards print their fields.
 * `labels` is a regular-expression alternation of the field's names; `bare`, of those read without a colon too.
 */
export function findLabelled(
  lines: string[],
  labels: string,
  limit = lines.length,
  bare = '(?!)',
): string | undefined {
  const pattern = new RegExp(`^\\s*(?:${labels})\\s*(?::\\s*(.*)|[-–]\\s*(.+))$`, 'i')
  // A form pasted without its colons ("Job Title" / "Warehouse Lead"): only the names given as `bare`, which no
  // heading of an ad's prose shares.
  const alone = new RegExp(`^\\s*(?:${bare})\\s*$()`, 'i')
  // A table's row pasted as text: "Job Title | Fleet Supervisor", "| Company | Tembo Freight Ltd |".
  const row = new RegExp(`^\\s*\\|?\\s*(?:${labels})\\s*\\|\\s*([^|]+?)\\s*\\|?\\s*$`, 'i')
  for (const [i, line] of lines.slice(0, limit).entries()) {
    const cell = row.exec(line)?.[1]
    if (cell) return cell
    // "Job Title: Estimator | Company: Stonebridge Builders": fields may share a line.
    const match = line
      .split(/\s+\|\s+/)
      .map((field) => pattern.exec(field) ?? alone.exec(field))
      .find(Boolean)
    if (!match) continue
    const value = (match[1] ?? match[2] ?? '').trim()
    if (value) return value
    // The next line is the value unless it is the next field ("Location:", "Date Posted: 3/4") or a heading's
    // paragraph ("Role:" / "You will lead the team.").
    const next = lines[i + 1]?.trim()
    // A name's own stop ("Rivermark Supply Co.") ends no sentence.
    const sentence = /[.!?]$/.test(next ?? '') && !endsOnAbbreviation(next!)
    const words = next?.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length ?? 0
    if (next && !/^[\w ()/#-]{1,30}:/.test(next) && words <= 10 && !sentence) return next
  }
  return undefined
}
