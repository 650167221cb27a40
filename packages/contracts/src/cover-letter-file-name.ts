/** What a cover letter downloads as: its PDF, a Word file or its plain text. */
export const letterFormats = ['pdf', 'docx', 'txt'] as const
export type LetterFormat = (typeof letterFormats)[number]

/**
 * docs/product.md § API: company, job title and "cover_letter", lowercased with every run of other characters turned
 * into one underscore (accents dropped first, so "Zürich" gives "zurich"):
 * ("Acme & Co", "Data Engineer") → acme_co_data_engineer_cover_letter.pdf. The server's download reply and the
 * web's saved file share it.
 */
export function coverLetterFileName(
  company: string,
  jobTitle: string,
  extension: LetterFormat = 'pdf',
): string {
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
