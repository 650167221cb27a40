import type { ResumeData } from '../../packages/contracts/src/resume-data.ts'

// The baseline the engine must beat: lines in the extractor's order, a keyword list of headings,
// regexes for contact details, and "a line with a year starts an entry".
const headings: Record<string, string[]> = {
  summary: ['summary', 'professional summary', 'profile', 'objective', 'about me'],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment history',
    'work history',
    'employment',
  ],
  education: ['education'],
  skills: ['skills', 'technical skills', 'core competencies'],
  certifications: ['certifications', 'certificates', 'licenses'],
  references: ['references'],
}
const year = /(?:19|20)\d{2}/
const dateRange =
  /((?:[A-Za-z]+\.? )?(?:\d{1,2}\/)?(?:19|20)\d{2}(?:\s*[-–—]\s*(?:(?:[A-Za-z]+\.? )?(?:\d{1,2}\/)?(?:19|20)\d{2}|Present|Current))?)/
const bullet = /^[•\-*▪◦]\s*/

export function naiveParse(text: string): ResumeData {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
  const sections: Record<string, string[]> = {}
  let current = 'header'
  for (const line of lines) {
    const key = line.toLowerCase().replace(/:$/, '')
    const kind = Object.keys(headings).find((k) => headings[k]!.includes(key))
    if (kind) current = kind
    else {
      sections[current] = sections[current] ?? []
      sections[current]!.push(line)
    }
  }
  const find = (re: RegExp) => re.exec(text)?.[0] ?? ''
  const header = sections.header ?? []
  const entries = (body: string[]) => {
    const out: { head: string; dates: string; bullets: string[] }[] = []
    for (const line of body) {
      if (bullet.test(line)) out.at(-1)?.bullets.push(line.replace(bullet, ''))
      else if (year.test(line)) {
        const dates = dateRange.exec(line)?.[1] ?? ''
        out.push({ head: line.replace(dates, '').replace(/[\s,|–—-]+$/, ''), dates, bullets: [] })
      }
    }
    return out
  }
  const split = (s: string) => s.split(/\s+at\s+|,\s+|\s+[|–—-]\s+/)
  return {
    personal_information: {
      name: header[0] ?? '',
      email: find(/[\w.+-]+@[\w-]+\.[\w.]+/),
      phone: find(/\+?\(?\d[\d\s().-]{8,}\d/),
      linkedin: find(/linkedin\.com\/in\/[\w-]+/),
      location: header.map((l) => /[A-Z][a-z]+, [A-Z]{2}\b/.exec(l)?.[0]).find(Boolean) ?? '',
      position: header[1] ?? '',
    },
    professional_summary: (sections.summary ?? []).join(' '),
    work_experience: entries(sections.experience ?? []).map((e) => {
      const [title = '', company = ''] = split(e.head)
      return { title, company, dates: e.dates, achievements: e.bullets }
    }),
    education: entries(sections.education ?? []).map((e) => {
      const [degree = '', institution = ''] = split(e.head)
      return { institution, degree, dates: e.dates, field_of_study: '', gpa: '', honors: '', courses: [] }
    }),
    skills: (sections.skills ?? [])
      .flatMap((l) => l.split(/[,|;•]/))
      .map((s) => s.replace(bullet, '').trim())
      .filter(Boolean),
    certifications: (sections.certifications ?? []).map((l) => {
      const date = dateRange.exec(l)?.[1] ?? ''
      return { name: l.replace(bullet, '').replace(date, '').trim(), issuer: '', date }
    }),
    references: [],
    projects: [],
    awards: [],
    publications: [],
    languages: [],
    volunteering: [],
    interests: [],
    other: [],
  }
}
