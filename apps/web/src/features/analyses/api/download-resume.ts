import { api } from '../../../lib/api.ts'
import { authRequiredMessage } from '../../../lib/api-client.ts'
import { browserSession } from '../../../lib/browser-session.ts'
import { buildConfig } from '../../../lib/config.ts'
import { resumeFileName } from '../resume-file-name.ts'

export const downloadFailedMessage = 'Failed to download resume. Please try again.'

function fetchWithToken(url: string): Promise<Response> {
  const token = browserSession.read().accessToken
  if (!token) throw new Error(authRequiredMessage)
  return fetch(`${buildConfig.apiBaseUrl}${url}`, { headers: { Authorization: `Bearer ${token}` } })
}

/**
 * Spec §7: a record's PDF from its download_url with the stored bearer token. An expired token gets
 * one refresh (made by the API client on a cheap authenticated call) and one retry; any other non-OK
 * reply raises "HTTP error! status: {code}".
 */
export async function fetchResumePdf(downloadUrl: string): Promise<Blob> {
  let response = await fetchWithToken(downloadUrl)
  if (response.status === 401) {
    await api('/api/v1/user/me/')
    response = await fetchWithToken(downloadUrl)
  }
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`)
  return response.blob()
}

/** Hands a file to the browser's download manager. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked on the next task: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** Downloads an analysis record's tailored resume as `<job_title>_resume.pdf`. */
export async function downloadResume(record: { downloadUrl: string; jobTitle: string }): Promise<void> {
  saveFile(await fetchResumePdf(record.downloadUrl), resumeFileName(record.jobTitle))
}
