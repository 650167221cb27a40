import type { ImportReply } from '@tailor/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** POST /api/v1/resume/import/ with a JSON Resume file or LinkedIn's export ZIP → editor data (free). */
export function importResume(file: File): Promise<ImportReply> {
  const body = new FormData()
  body.append('file', file)
  return api<ImportReply>('/api/v1/resume/import/', { method: 'POST', body })
}

export function useImportResume() {
  return useMutation({ mutationFn: importResume })
}
