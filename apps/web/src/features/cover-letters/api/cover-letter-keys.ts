import type { CoverLetterHistoryQuery } from '@tailor/contracts'
import { queryKeys } from '../../../lib/query-keys.ts'

/** Query keys of this feature; invalidating `all` refreshes every cover letter list. */
export const coverLetterKeys = {
  all: queryKeys.coverLetters,
  history: (query: HistoryParams) => [...queryKeys.coverLetters, 'history', query] as const,
  previousResumes: queryKeys.previousResumes,
}

export type HistoryParams = Pick<CoverLetterHistoryQuery, 'page' | 'sort'> & {
  filter: NonNullable<CoverLetterHistoryQuery['filter']> | 'all'
  search: string
}
