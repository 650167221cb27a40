import { type ResumeData, resumeData } from '@tailor/contracts'
import { ExtractError } from '../extract/extract-error.ts'
import { readZipDirectory, readZipEntry } from '../extract/read-zip-directory.ts'
import { ImportError } from './import-error.ts'
import { csvRecords } from './parse-csv.ts'

// The files of LinkedIn's "Get a copy of your data" export that Tailor reads, with a column each must have.
const FILES = {
  profile: ['Profile.csv', 'First Name'],
  email: ['Email Addresses.csv', 'Email Address'],
  phone: ['PhoneNumbers.csv', 'Number'],
  positions: ['Positions.csv', 'Company Name'],
  education: ['Education.csv', 'School Name'],
  skills: ['Skills.csv', 'Name'],
  certifications: ['Certifications.csv', 'Name'],
  languages: ['Languages.csv', 'Name'],
  projects: ['Projects.csv', 'Title'],
} as const
type Part = keyof typeof FILES
type Row = Record<string, string>

const NOT_LINKEDIN =
  "This ZIP isn't a LinkedIn data export: it has no Profile.csv or Positions.csv. Please upload the ZIP LinkedIn emailed you, unchanged."

/** Reads the CSVs by base name (the export may sit in a folder), within the unpacking limit. */
function readParts(bytes: Uint8Array, maxUnpackedBytes: number): Record<Part, Row[]> {
  let entries: ReturnType<typeof readZipDirectory>
  try {
    entries = readZipDirectory(bytes)
  } catch (error) {
    if (error instanceof ExtractError) throw new ImportError(error.message)
    throw error
  }
  let unpacked = 0
  const decoder = new TextDecoder()
  const parts = {} as Record<Part, Row[]>
  for (const [part, [file, column]] of Object.entries(FILES) as [Part, readonly [string, string]][]) {
    const entry = entries.find((candidate) => candidate.name.split('/').at(-1) === file)
    unpacked += entry?.size ?? 0
    if (unpacked > maxUnpackedBytes)
      throw new ImportError(
        'This ZIP unpacks to more than we can read. Please upload the export as LinkedIn sent it.',
      )
    try {
      parts[part] = entry ? csvRecords(decoder.decode(readZipEntry(bytes, entry)), column) : []
    } catch (error) {
      if (error instanceof ExtractError) throw new ImportError(error.message)
      throw error
    }
  }
  if (!entries.some((entry) => /(^|\/)(Profile|Positions)\.csv$/.test(entry.name)))
    throw new ImportError(NOT_LINKEDIN)
  return parts
}

const range = (start = '', end = '') =>
  start && end ? `${start} – ${end}` : start ? `${start} – Present` : end
/** A description's lines without the bullet marks people type into LinkedIn's plain text box. */
const bulletLines = (text = '') =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[•·*\-–]\s*/, '').trim())
    .filter(Boolean)

/**
 * Turns LinkedIn's data export ZIP into editor data, field by field from the CSV columns: no parsing
 * guesswork beyond splitting a description into its lines. Warns about what LinkedIn does not export.
 */
export function readLinkedinExport(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): { resume_data: ResumeData; warnings: string[] } {
  const parts = readParts(bytes, maxUnpackedBytes)
  const profile: Row = parts.profile[0] ?? {}
  const email = parts.email.find((row) => row.Primary === 'Yes') ?? parts.email[0]
  const parsed = resumeData.safeParse({
    personal_information: {
      name: [profile['First Name'], profile['Last Name']].filter(Boolean).join(' '),
      email: email?.['Email Address'] ?? '',
      phone: parts.phone[0]?.Number ?? '',
      location: profile['Geo Location'] ?? '',
      position: profile.Headline ?? '',
      linkedin: '',
    },
    professional_summary: profile.Summary ?? '',
    work_experience: parts.positions.map((row) => ({
      title: row.Title,
      company: row['Company Name'],
      dates: range(row['Started On'], row['Finished On']),
      achievements: bulletLines(row.Description),
    })),
    education: parts.education.map((row) => ({
      institution: row['School Name'],
      degree: row['Degree Name'],
      dates: range(row['Start Date'], row['End Date']).replace(/ – Present$/, ''),
      honors: row.Activities ?? '',
    })),
    skills: [...new Set(parts.skills.map((row) => row.Name).filter(Boolean))],
    certifications: parts.certifications.map((row) => ({
      name: row.Name,
      issuer: row.Authority,
      date: row['Started On'] ?? '',
    })),
    languages: parts.languages.map((row) => ({ language: row.Name, proficiency: row.Proficiency ?? '' })),
    projects: parts.projects.map((row) => ({
      name: row.Title,
      dates: range(row['Started On'], row['Finished On']),
      link: row.Url ?? '',
      description: row.Description ?? '',
    })),
  })
  if (!parsed.success)
    throw new ImportError(
      'This LinkedIn export has more than the editor can hold. Please trim it on LinkedIn and export again.',
    )
  const warnings = ['LinkedIn does not export your profile link; please add it in the editor.']
  if (!parsed.data.personal_information.email)
    warnings.push('No email address was found in the export; please add one.')
  return { resume_data: parsed.data, warnings }
}
