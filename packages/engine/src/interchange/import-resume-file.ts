import type { ResumeData } from '@tailor/contracts'
import { fromJsonResume } from './from-json-resume.ts'
import { ImportError } from './import-error.ts'
import { readLinkedinExport } from './read-linkedin-export.ts'

const UNSUPPORTED =
  'Please upload a JSON Resume file (.json) or the data export ZIP from LinkedIn. To read a PDF or Word resume, use Upload instead.'

/** A JSON Resume file or a LinkedIn export ZIP (decided from the bytes) → editor data and what was left out. */
export function importResumeFile(
  bytes: Uint8Array,
  maxUnpackedBytes: number,
): { resume_data: ResumeData; warnings: string[] } {
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return readLinkedinExport(bytes, maxUnpackedBytes)
  let json: unknown
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''))
  } catch {
    throw new ImportError(UNSUPPORTED)
  }
  const { resume_data, ignored } = fromJsonResume(json)
  const warnings = ignored.length
    ? [`Not imported (Tailor has no place for them): ${ignored.join(', ')}.`]
    : []
  return { resume_data, warnings }
}
