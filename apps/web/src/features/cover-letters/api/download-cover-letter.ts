import { api } from '../../../lib/api.ts'
import { saveFile } from '../../../lib/save-file.ts'

export interface DownloadableLetter {
  company: string
  jobTitle: string
  content: string
  downloadUrl: string
}

/**
 * docs/product.md § API: company, job title and "cover_letter", lowercased with every run of other characters turned
 * into one underscore (accents dropped first, so "Zürich" gives "zurich"):
 * ("Acme & Co", "Data Engineer") → acme_co_data_engineer_cover_letter.pdf.
 */
export function coverLetterFileName(company: string, jobTitle: string, extension: 'pdf' | 'txt'): string {
  const stem = [company, jobTitle, 'cover_letter']
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/\p{M}+/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, ''),
    )
    .filter(Boolean)
    .join('_')
  return `${stem}.${extension}`
}

/** The PDF from the letter's download_url, or its text as a .txt file when it has none. */
export async function downloadCoverLetter(letter: DownloadableLetter): Promise<void> {
  if (letter.downloadUrl) {
    const pdf = await api<Blob>(letter.downloadUrl, { responseType: 'blob' })
    saveFile(pdf, coverLetterFileName(letter.company, letter.jobTitle, 'pdf'))
    return
  }
  const text = new Blob([letter.content], { type: 'text/plain;charset=utf-8' })
  saveFile(text, coverLetterFileName(letter.company, letter.jobTitle, 'txt'))
}
