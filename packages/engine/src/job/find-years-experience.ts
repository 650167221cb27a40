const yearsPattern =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s*\+?\s*(?:(?:-|to|–|or more)\s*(?:\d{1,2}\s*)?)?\+?\s*years?\b/gi
const words: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
}

/**
 * The largest "N+ years" a line asks for ("3+ years, 1+ supervising" -> 3). Outside a requirements section
 * the line must be about experience, so "for 30 years we have…" is not read as a requirement.
 */
export function findYearsExperience(line: string, inRequirements = false): number | undefined {
  if (!inRequirements && !/experience|background|track record|working/i.test(line)) return undefined
  let years: number | undefined
  for (const match of line.matchAll(yearsPattern)) {
    const raw = match[1]!.toLowerCase()
    const value = words[raw] ?? Number(raw)
    if (value > 0 && value <= 30 && (years === undefined || value > years)) years = value
  }
  return years
}
