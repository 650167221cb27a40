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

// A degree's short form is written with its dots or before its field ("M.Ed", "MEd in Reading", "AA degree");
// without them the letters are other words: a "master schedule", a "24-bed unit", "med-surg", "WCAG 2.1 AA",
// "MS Excel".
// "A degree in geology", "Degree in Finance, Banking or Economics", "a degree or diploma in logistics": a degree
// no level names is a bachelor's, as most countries use the word; a level before it ("Master's degree in") names
// its own, and "a high degree of accuracy", "360-degree feedback" or "degree audits" name none.
const bareDegree = String.raw`(?<!(?:master|bachelor|associate|doctoral|graduate|postgraduate|\d)['’]?s?[\s-])degree(?=\s+(?:in|from|or diploma)\b)|degree[- ]qualified`
const patterns: [EducationLevel, RegExp][] = [
  ['doctorate', /\b(ph\.?\s?d|doctorate|doctoral|doctor of|d\.?n\.?p|ed\.?d|psy\.?d|m\.?d\.)\b/i],
  [
    'master',
    /\b(master'?s|master(?=\s+(?:of|in|degree)\b)|mba|m\.?s\.?c?(?!\s+(?:office|excel|word|project|access|teams|outlook|sql|visio|dynamics)\b)|m\.?a\.|m\.ed|med(?=\s+(?:in|degree)\b)|msn|m\.?eng|mph|mfa)\b(?!\s+(electrician|plumber|data))/i,
  ],
  [
    'bachelor',
    new RegExp(
      String.raw`\b(bachelor'?s?|b\.?s\.?c?|b\.?a\.|bsn|b\.?eng|b\.ed|bed(?=\s+(?:in|degree)\b)|bba|undergraduate degree|four[- ]year degree|4[- ]year degree|college degree|university degree|(?:relevant|tertiary|honours)\s+degree|${bareDegree})\b`,
      'i',
    ),
  ],
  [
    'associate',
    /\b(associate'?s? degree|associate of|a\.a\.(?:s\.?)?|aas|aa(?=\s+(?:in|degree)\b)|adn|two[- ]year degree|2[- ]year degree)\b/i,
  ],
  [
    'certificate',
    /\b(certificate program|diploma program|vocational|trade school|apprenticeship|certificate or|diploma or)\b/i,
  ],
  // South Africa's matric, England's GCSEs and A-levels, Ireland's Leaving Certificate: school-leaving levels.
  [
    'high_school',
    /\b(high school|ged|secondary school|matric(?:ulation)?|gcses?|a[- ]levels?|leaving cert(?:ificate)?|grade 12|year 12)\b/i,
  ],
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
