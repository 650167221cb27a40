/**
 * Every TanStack Query key of the app. Keys are prefixes of each other where one change refreshes a family
 * (every analysis view, every credit figure), so an invalidation names exactly what its query was cached
 * under instead of a hand-typed copy.
 */
export const queryKeys = {
  /** Analysis lists and records: a new analysis or an edit refreshes them all. */
  analyses: ['analyses'] as const,
  analysisList: (page: number, pageSize: number) => ['analyses', 'list', { page, pageSize }] as const,
  analysisRecord: (id: string) => ['analyses', 'record', id] as const,
  previousResumes: ['resumes', 'latest'] as const,
  /** The balance and the packages: spending a credit refreshes both. */
  credits: ['credits'] as const,
  balance: ['credits', 'balance'] as const,
  packages: ['credits', 'packages'] as const,
  dashboard: ['dashboard'] as const,
  resumeTemplates: ['resume-templates'] as const,
  templateUsage: ['templates', 'usage'] as const,
  transaction: (reference: string) => ['transactions', 'verify', reference] as const,
  coverLetters: ['cover-letters'] as const,
}
