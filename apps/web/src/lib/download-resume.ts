import { type ExportFormat, resumeFileName } from '@tailor/contracts'
import { api } from './api.ts'
import { authRequiredMessage } from './api-client.ts'
import { ApiError } from './api-error.ts'
import { browserSession } from './browser-session.ts'
import { saveFile } from './save-file.ts'

export const downloadFailedMessage = 'Failed to download resume. Please try again.'

/**
 * docs/product.md § API: a record's PDF from its download_url with the stored bearer token ("Authentication required"
 * without one). The API client refreshes an expired token once and retries; a reply that is not OK
 * raises "HTTP error! status: {code}".
 */
export async function fetchResumePdf(downloadUrl: string): Promise<Blob> {
  if (!browserSession.read().accessToken) throw new Error(authRequiredMessage)
  try {
    return await api<Blob>(downloadUrl, { responseType: 'blob' })
  } catch (error) {
    if (error instanceof ApiError && error.status > 0) throw new Error(`HTTP error! status: ${error.status}`)
    throw error
  }
}

/** Downloads an analysis record's tailored resume as `<job_title>_resume.pdf` (or .docx, .txt). */
export async function downloadResume(
  record: { downloadUrl: string; jobTitle: string },
  format: ExportFormat = 'pdf',
): Promise<void> {
  const url = format === 'pdf' ? record.downloadUrl : `${record.downloadUrl}?format=${format}`
  saveFile(await fetchResumePdf(url), resumeFileName(record.jobTitle, format))
}
