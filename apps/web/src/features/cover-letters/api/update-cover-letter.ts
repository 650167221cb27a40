import type { CoverLetterHistoryItem } from '@tailor/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { coverLetterKeys } from './cover-letter-keys.ts'

/** Saves an edited letter; the server re-rates it and answers with the updated letter. */
export function updateCoverLetter({ id, content }: { id: string; content: string }) {
  return api<CoverLetterHistoryItem>(`/api/v1/cover-letters/${encodeURIComponent(id)}/`, {
    method: 'PATCH',
    body: { content },
  })
}

export function useUpdateCoverLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateCoverLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLetterKeys.all }),
  })
}
