import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { coverLetterKeys } from './cover-letter-keys.ts'

export function deleteCoverLetter(id: string): Promise<unknown> {
  return api(`/api/v1/cover-letters/${encodeURIComponent(id)}/delete/`, { method: 'DELETE' })
}

/** Deletes a letter, then reloads the history (docs/product.md § States). */
export function useDeleteCoverLetter() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCoverLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: coverLetterKeys.all }),
  })
}
