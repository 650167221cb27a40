import { resumeFileName } from '@tailor/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { saveFile } from '../../../lib/save-file.ts'

export const downloadFailedMessage = 'Failed to download resume. Please try again.'

/** The analysis PDF as it stands (with saved edits), from its download_url, saved under the spec's name. */
export async function downloadResume(downloadUrl: string, jobTitle: string): Promise<void> {
  const pdf = await api<Blob>(downloadUrl, { responseType: 'blob' })
  saveFile(pdf, resumeFileName(jobTitle))
}

export function useDownloadResume() {
  return useMutation({
    mutationFn: ({ url, jobTitle }: { url: string; jobTitle: string }) => downloadResume(url, jobTitle),
  })
}
