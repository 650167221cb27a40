import { foreignHeadings } from './foreign-headings.ts'
import type { SectionKind } from './section-kind.ts'

const synonyms: Record<SectionKind, string[]> = {
  contact: [
    'contact',
    'contacts',
    'contact information',
    'contact info',
    'contact details',
    // A sidebar's profile links (LibreOffice's résumé templates).
    'social media',
    'social profiles',
    'personal details',
    'personal information',
    'details',
  ],
  summary: [
    'summary',
    'professional summary',
    'profile',
    'professional profile',
    'career summary',
    'about me',
    'about',
    'objective',
    'career objective',
    'executive summary',
    'summary of qualifications',
    'qualifications summary',
    'personal statement',
    'overview',
    'career profile',
    'personal profile',
    'professional overview',
  ],
  experience: [
    'experience',
    'work experience',
    'professional experience',
    'employment',
    'employment history',
    'work history',
    'career history',
    'relevant experience',
    'professional background',
    'positions held',
    'clinical experience',
    'teaching experience',
    'legal experience',
    'career experience',
    'professional history',
    'relevant employment',
    'experience history',
    'work',
    'employment experience',
    'industry experience',
    'practical experience',
  ],
  education: [
    'education',
    'education and training',
    'academic background',
    'academic history',
    'academic qualifications',
    'educational background',
    'education history',
    'training and education',
    'degrees',
    'academics',
    'qualifications',
    'education and qualifications',
  ],
  skills: [
    // Europass: "Personal skills and competences", "Technical skills and competences".
    'personal skills and competences',
    'personal skills',
    'skills and competences',
    'technical skills and competences',
    'skills',
    // Twenty-Seconds CV's sidebar heading.
    'skill',
    'technical skills',
    'core competencies',
    'competencies',
    'key skills',
    'areas of expertise',
    'expertise',
    'skills and abilities',
    'core skills',
    'professional skills',
    'technical proficiencies',
    'tools and technologies',
    'technologies',
    'skill set',
    'skillset',
    'skills summary',
    'hard skills',
    'clinical skills',
    'trade skills',
    'capabilities',
    'strengths',
    'tools',
    'skills and tools',
    'software',
    'technical expertise',
    'key competencies',
    'specialties',
    'skills and expertise',
    'relevant skills',
    'skills and competencies',
  ],
  certifications: [
    'certifications',
    'certification',
    'certificates',
    'licenses',
    'licences',
    'licenses and certifications',
    'licences and certifications',
    'certifications and licenses',
    'certifications and licences',
    'credentials',
    'professional certifications',
    'licensure',
    'accreditations',
    'certifications and training',
    'licenses and credentials',
  ],
  references: ['references', 'professional references', 'referees', 'reference'],
  projects: [
    'projects',
    'notable projects',
    'personal projects',
    'selected projects',
    'key projects',
    'academic projects',
    'side projects',
    'selected work',
    'open source',
    'open source projects',
    'open source contributions',
    'portfolio',
    'projects and open source',
  ],
  awards: [
    'awards',
    'awards and recognition',
    'awards and recognitions',
    'honors',
    'honours',
    'honors and awards',
    'honours and awards',
    'awards and honors',
    'awards and honours',
    'awards and achievements',
    'achievements and awards',
    'recognition',
    'scholarships',
    'scholarships and awards',
  ],
  publications: [
    'publications',
    'publications and talks',
    'talks and publications',
    'talks',
    'selected publications',
    'papers',
    'presentations',
    'conferences',
    'speaking',
    'speaking engagements',
    'publications and presentations',
    'presentations and publications',
  ],
  languages: [
    'languages',
    'language skills',
    'language proficiency',
    'spoken languages',
    'foreign languages',
  ],
  volunteering: [
    'volunteer',
    'volunteering',
    'volunteer experience',
    'volunteer work',
    'volunteer activities',
    'community involvement',
    'community service',
    'community engagement',
    'community',
    'volunteering and community',
  ],
  interests: ['interests', 'hobbies', 'hobbies and interests', 'interests and hobbies', 'personal interests'],
  other: [
    'activities',
    'affiliations',
    'memberships',
    'professional memberships',
    'professional affiliations',
    'online presence',
    'profiles',
    'links',
    'additional information',
    'courses',
    'coursework',
    'relevant coursework',
    'leadership',
    'achievements',
    'key achievements',
    'patents',
    'research',
    'military service',
    'training',
    'professional development',
  ],
}

const lookup = new Map(
  [synonyms, foreignHeadings].flatMap((table) =>
    (Object.entries(table) as [SectionKind, string[]][]).flatMap(([kind, names]) =>
      names.map((n) => [n, kind] as const),
    ),
  ),
)

// The same names without their word gaps, for letter-spaced headings closed up whole.
const lookupSquashed = new Map([...lookup].map(([name, kind]) => [name.replace(/ /g, ''), kind] as const))

/** Heading text reduced to its words: case, "&", colons, decoration and letter-spacing ("S K I L L S") removed. */
export function headingKey(line: string): string {
  let t = line.trim()
  if (/^(?:\p{L} ){2,}\p{L}$/u.test(t)) t = t.replace(/ /g, '')
  return t
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

// Headings we have no exact entry for ("Kitchen Experience", "Bar Admissions") end with a word that names the section.
const lastWordKinds: [RegExp, SectionKind][] = [
  [/^(?:experience|experiences|employment)$/, 'experience'],
  [
    /^(?:skills|competencies|proficiency|proficiencies|expertise|technologies|tools|techniques|strengths|methods|abilities|areas)$/,
    'skills',
  ],
  [
    /^(?:certifications|certificates|licenses|licences|licensure|credentials|registrations|admissions|endorsements|accreditations)$/,
    'certifications',
  ],
  [/^(?:summary|profile|objective)$/, 'summary'],
  [/^(?:education|qualifications)$/, 'education'],
  [/^(?:references|referees)$/, 'references'],
  [/^projects$/, 'projects'],
  [/^(?:awards|honors|honours)$/, 'awards'],
  [/^(?:publications|presentations|talks)$/, 'publications'],
  [/^(?:volunteering|involvement)$/, 'volunteering'],
  [/^(?:interests|hobbies)$/, 'interests'],
  // "Programming Languages" in a skills column is a group of skills, so languages only by exact name.
  [/^(?:activities|affiliations|memberships|leadership|patents)$/, 'other'],
]

// Section words a closed-up heading may end with after a word of its own; the ambiguous ones ("tools",
// "areas", "work") are left out, since a capitals name could end with them.
const closedUpEnding =
  /^\p{L}{3,}?(experiences?|employment|skills|competencies|education|qualifications|certifications|certificates|licenses|licences|projects|awards|honors|honours|publications|references|interests|summary|profile|objective)$/u

/**
 * The section a line opens, when the whole line is a heading; null otherwise. A heading we have no entry
 * for is only recognised by its last word when the line is also set like a heading (`styled`: larger type,
 * capitals, a heading style), so "Unity Technologies" under a certification stays an issuer.
 */
export function findSectionKind(raw: string, styled = true): SectionKind | null {
  // Decoration on both sides ("— Experience —", "== SKILLS ==") frames a heading; one leading mark is a bullet.
  const line = raw.replace(/^(?:[•\-–—=_~*·]\s*)+(.+?)(?:\s*[-–—=_~*·])+$/u, '$1')
  if (line.length > 48 || line.startsWith('•') || /[\d,.;|\t@]/.test(line)) return null
  const key = headingKey(line)
  const exact = lookup.get(key)
  if (exact) return exact
  const words = key.split(' ')
  if (!styled) return null
  // Letter-spaced words closed up without their word gap ("WORKEXPERIENCE"), or small capitals split after
  // their first letter ("E XPERIENCE").
  const squashed = lookupSquashed.get(key.replace(/ /g, ''))
  if (squashed) return squashed
  // A closed-up capitals heading with no exact entry ("WORKEXPERIENCES") by the section word it ends with.
  const closedUp = words.length === 1 && /^\p{Lu}{6,}$/u.test(line.trim()) ? closedUpEnding.exec(key) : null
  if (closedUp) return lastWordKinds.find(([re]) => re.test(closedUp[1]!))?.[1] ?? null
  if (words.length > 4 || !/^[\p{Lu}\W]/u.test(line.trim())) return null
  return lastWordKinds.find(([re]) => re.test(words.at(-1)!))?.[1] ?? null
}

/** A heading followed by content on the same line ("Skills: Excel, SAP"). */
export function findInlineSection(line: string): { kind: SectionKind; rest: string } | null {
  const m = /^([^:]{3,40}):\s*(.+)$/.exec(line)
  if (!m) return null
  const kind = lookup.get(headingKey(m[1]!))
  return kind && kind !== 'contact' ? { kind, rest: m[2]! } : null
}
