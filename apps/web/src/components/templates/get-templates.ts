import type { ResumeTemplate, ResumeTemplateList } from '@tailor/contracts'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { queryKeys } from '../../lib/query-keys.ts'

export async function getTemplates(): Promise<ResumeTemplate[]> {
  const reply = await api<ResumeTemplateList>('/api/v1/resume/templates/')
  return reply.results
}

// Templates ship with the server and never change while it runs.
export const templatesQuery = {
  queryKey: queryKeys.resumeTemplates,
  queryFn: getTemplates,
  staleTime: Number.POSITIVE_INFINITY,
} as const

export function useTemplates() {
  return useQuery(templatesQuery)
}

/**
 * The template to use: the wanted id when it exists, else the first in the list (docs/product.md § States), else "modern"
 * (docs/product.md § Limits). Until the list has loaded the wanted id is trusted.
 */
export function pickTemplate(templates: ResumeTemplate[] | undefined, wanted?: string | null): string {
  if (!templates) return wanted || 'modern'
  if (wanted && templates.some((t) => t.id === wanted)) return wanted
  return templates[0]?.id ?? 'modern'
}
