const labelled = /^\s*(?:company|employer|organization|organisation|hiring company)\s*[:\-–]\s*(.+)$/i
const name = "([A-Z][\\w&'.-]*(?:\\s+(?:[A-Z][\\w&'.-]*|of|and|&)){0,4})"
const patterns = [
  new RegExp(`^\\s*about\\s+${name}\\s*:?\\s*$`),
  new RegExp(`\\b(?:at|join)\\s+${name}(?=[,.!]|\\s+(?:is|are|we|you|as|in|,))`),
  new RegExp(`^${name}\\s+(?:is|are)\\s+(?:hiring|seeking|looking|a|an|the)\\b`),
  new RegExp(`\\s(?:-|–|—|\\||at|@)\\s+${name}\\s*$`),
]
const notCompany = /^(About|The|This|Our|We|You|Join|Us|Our Team|Remote|Hybrid|Onsite|Full|Part)$/

/** The hiring company: a "Company:" label, "About X", "Join X", "X is hiring", or "Title - X" in the header. */
export function findCompany(lines: string[]): string {
  for (const line of lines) {
    const match = labelled.exec(line)
    if (match) return match[1]!.trim()
  }
  for (const pattern of patterns)
    for (const line of lines.slice(0, 40)) {
      const match = pattern.exec(line)
      const company = match?.[1]?.trim()
      if (company && !notCompany.test(company) && !/^(us|the team)$/i.test(company)) return company
    }
  // A short proper-name line under the title ("Tallyho Software") is the employer.
  const second = lines[1]?.trim() ?? ''
  if (/^(?:[A-Z][\w&'.-]*\s?){1,5}$/.test(second) && !notCompany.test(second.split(' ')[0]!)) return second
  return ''
}
