import { downloadFile, saveBlob, toFileStem } from '../../../lib/save-file.ts'

export interface DownloadableLetter {
  company: string
  jobTitle: string
  content: string
  downloadUrl: string
}

/** Spec §7: company, job title and "cover_letter", normalised, e.g. acme_data_engineer_cover_letter.pdf. */
export function coverLetterFileName(company: string, jobTitle: string, extension: 'pdf' | 'txt'): string {
  return `${toFileStem(company, jobTitle, 'cover_letter')}.${extension}`
}

/** The PDF from the letter's download_url, or its text as a .txt file when it has none. */
export async function downloadCoverLetter(letter: DownloadableLetter): Promise<void> {
  if (letter.downloadUrl) {
    await downloadFile(letter.downloadUrl, coverLetterFileName(letter.company, letter.jobTitle, 'pdf'))
    return
  }
  const text = new Blob([letter.content], { type: 'text/plain;charset=utf-8' })
  saveBlob(text, coverLetterFileName(letter.company, letter.jobTitle, 'txt'))
}
