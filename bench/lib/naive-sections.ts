import { type ResumeData, resumeData } from '../../packages/contracts/src/resume-data.ts'

// The baseline for the newer sections: English heading words only, one entry per non-bullet line, its
// first " | " / tab / " — " segment the name, a date-looking segment the date, comma lists split.
const kinds: [RegExp, keyof ResumeData][] = [
  [/projects|open source|selected work/i, 'projects'],
  [/awards|honou?rs|recognition/i, 'awards'],
  [/publications|talks|speaking/i, 'publications'],
  [/languages/i, 'languages'],
  [/volunteer|community/i, 'volunteering'],
  [/interests|hobbies/i, 'interests'],
]
const year = /(?:19|20)\d{2}/

export function naiveSections(text: string): ResumeData {
  const out = resumeData.parse({})
  let current: keyof ResumeData | null = null
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    if (line.split(/\s+/).length <= 4 && !year.test(line)) {
      const kind = kinds.find(([re]) => re.test(line))?.[1]
      if (kind) {
        current = kind
        continue
      }
      if (line === line.toUpperCase()) current = null
    }
    if (!current || /^[•\-*]/.test(line)) continue
    const parts = line.split(/\s+\|\s+|\t|\s+—\s+/)
    const date = parts.find((p) => year.test(p)) ?? ''
    const name = parts[0] ?? ''
    if (current === 'projects') out.projects.push({ ...emptyEntry.projects, name, dates: date })
    if (current === 'awards') out.awards.push({ title: name, issuer: parts[1] ?? '', date, description: '' })
    if (current === 'publications')
      out.publications.push({ title: name, publisher: parts[1] ?? '', date, link: '' })
    if (current === 'volunteering')
      out.volunteering.push({ organization: name, role: '', dates: date, bullets: [] })
    if (current === 'languages')
      for (const item of line.split(/,\s*/)) out.languages.push({ language: item, proficiency: '' })
    if (current === 'interests') out.interests.push(...line.split(/,\s*/))
  }
  return out
}

const emptyEntry = {
  projects: { name: '', role: '', dates: '', link: '', description: '', bullets: [], technologies: [] },
}
