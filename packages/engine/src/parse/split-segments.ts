/**
 * Splits a line at column gaps and visual separators ("|", "•", " — ", " – ", " - ", and "; " between the
 * parts of an entry: "Title; Company", "Degree; School"), never inside words.
 */
export function splitSegments(line: string): string[] {
  return line
    .split(/\t|\s+[|•·●]\s+|\s+[—–]\s+|\s+-\s+|\s*\|\s*|;\s+/)
    .map((s) => s.trim().replace(/^[,;]\s*|[,;]$/g, ''))
    .filter(Boolean)
}
