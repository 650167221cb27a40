import type { CoverLetterHistoryQuery } from '@tailor/contracts'

/** Query keys of this feature; invalidating `all` refreshes every cover letter list. */
export const coverLetterKeys = {
  all: ['cover-letters'] as const,
  history: (query: HistoryParams) => ['cover-letters', 'history', query] as const,
  previousResumes: ['resumes', 'latest'] as const,
}

export type HistoryParams = Pick<CoverLetterHistoryQuery, 'page' | 'sort'> & {
  filter: NonNullable<CoverLetterHistoryQuery['filter']> | 'all'
  search: string
}
