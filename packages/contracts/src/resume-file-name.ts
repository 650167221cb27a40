/**
 * docs/product.md § API: a resume download is named after the job title, lowercased, with every run of
 * other characters turned into one underscore, plus `_resume.pdf` (`Senior Engineer (Remote)` →
 * `senior_engineer_remote_resume.pdf`); other export formats change only the extension. The server's download
 * reply and the web's saved file share it.
 */
export function resumeFileName(jobTitle: string, extension = 'pdf'): string {
  const stem = (jobTitle.trim() || 'Untitled Position')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `${stem || 'resume'}_resume.${extension}`
}
