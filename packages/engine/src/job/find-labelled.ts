/**
 * The value a posting gives a field: "Job Title: Welder" on one line, or the field's name alone with its value
 * on the next line ("District:" / "Cold Spring ISD"), as school and government boards print their fields.
 * `labels` is a regular-expression alternation of the field's names.
 */
export function findLabelled(lines: string[], labels: string, limit = lines.length): string | undefined {
  const pattern = new RegExp(`^\\s*(?:${labels})\\s*(?::\\s*(.*)|[-–]\\s*(.+))$`, 'i')
  for (const [i, line] of lines.slice(0, limit).entries()) {
    const match = pattern.exec(line)
    if (!match) continue
    const value = (match[1] ?? match[2])!.trim()
    if (value) return value
    // The next line is the value unless it is the next field ("Location:", "Date Posted: 3/4") or a heading's
    // paragraph ("Role:" / "You will lead the team.").
    const next = lines[i + 1]?.trim()
    if (next && !/^[\w ()/#-]{1,30}:/.test(next) && next.split(/\s+/).length <= 10 && !/[.!?]$/.test(next))
      return next
  }
  return undefined
}
