import type { EducationLevel } from '@tailor/contracts'

export const educationRank: Record<EducationLevel, number> = {
  none: 0,
  high_school: 1,
  certificate: 2,
  associate: 3,
  bachelor: 4,
  master: 5,
  doctorate: 6,
}

const patterns: [EducationLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|doctor of|d\.?n\.?p|ed\.?d|psy\.?d|m\.?d\.)\b/i],
  [
    'master',
    /\b(master'?s?|mba|m\.?s\.?c?|m\.?a\.|m\.?ed|msn|m\.?eng|mph|mfa)\b(?!\s+(electrician|plumber|data))/i,
  ],
  [
    'bachelor',
    /\b(bachelor'?s?|b\.?s\.?c?|b\.?a\.|bsn|b\.?eng|b\.?ed|bba|undergraduate degree|four[- ]year degree|4[- ]year degree|college degree|university degree)\b/i,
  ],
  [
    'associate',
    /\b(associate'?s? degree|associate of|a\.?a\.?s?\.?|adn|two[- ]year degree|2[- ]year degree)\b/i,
  ],
  [
    'certificate',
    /\b(certificate program|diploma program|vocational|trade school|apprenticeship|certificate or|diploma or)\b/i,
  ],
  ['high_school', /\b(high school|ged|secondary school)\b/i],
]

/** The lowest education level the text names ("Bachelor's or Master's" -> bachelor), if any. */
export function findEducationLevel(text: string): EducationLevel | undefined {
  let found: EducationLevel | undefined
  for (const [level, pattern] of patterns)
    if (pattern.test(text) && (!found || educationRank[level] < educationRank[found])) found = level
  return found
}

/** The highest level a resume's degree lines show. */
export function findHighestEducationLevel(degrees: string[]): EducationLevel | undefined {
  let best: EducationLevel | undefined
  for (const degree of degrees) {
    for (const [level, pattern] of patterns)
      if (pattern.test(degree)) {
        if (!best || educationRank[level] > educationRank[best]) best = level
        break
      }
  }
  return best
}
