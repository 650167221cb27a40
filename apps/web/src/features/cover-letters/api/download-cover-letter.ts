import { coverLetterFileName, type LetterFormat } from '@tailor/contracts'
import { api } from '../../../lib/api.ts'
import { saveFile } from '../../../lib/save-file.ts'

export interface DownloadableLetter {
  company: string
  jobTitle: string
  content: string
  downloadUrl: string
}

/**
 * The letter as a PDF or Word file from its download_url, or its text as a .txt file (asked for, or when the
 * letter has no download_url).
 */
export async function downloadCoverLetter(
  letter: DownloadableLetter,
  format: LetterFormat = 'pdf',
): Promise<void> {
  if (letter.downloadUrl && format !== 'txt') {
    const url = format === 'pdf' ? letter.downloadUrl : `${letter.downloadUrl}?format=${format}`
    const file = await api<Blob>(url, { responseType: 'blob' })
    saveFile(file, coverLetterFileName(letter.company, letter.jobTitle, format))
    return
  }
  const text = new Blob([letter.content], { type: 'text/plain;charset=utf-8' })
  saveFile(text, coverLetterFileName(letter.company, letter.jobTitle, 'txt'))
}
