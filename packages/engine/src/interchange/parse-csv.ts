/** Rows of an RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const source = text.replace(/^\uFEFF/, '')
  for (let i = 0; i < source.length; i++) {
    const char = source[i]
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field || row.length) rows.push([...row, field])
  return rows.filter((cells) => cells.some((cell) => cell.trim()))
}

/** Records keyed by header; the header is the first row holding `column` (LinkedIn puts notes above some). */
export function csvRecords(text: string, column: string): Record<string, string>[] {
  const rows = parseCsv(text)
  const headerAt = rows.findIndex((cells) => cells.some((cell) => cell.trim() === column))
  if (headerAt < 0) return []
  const header = rows[headerAt]!.map((cell) => cell.trim())
  return rows
    .slice(headerAt + 1)
    .map((cells) => Object.fromEntries(header.map((name, index) => [name, (cells[index] ?? '').trim()])))
}
