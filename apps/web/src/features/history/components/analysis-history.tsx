import { useEffect } from 'react'
import { type To, useSearchParams } from 'react-router'
import { getErrorText } from '../../../lib/api-error.ts'
import { cx } from '../../../lib/cx.ts'
import { HISTORY_PAGE_SIZE, useAnalyses } from '../api/get-analyses.ts'
import { describeAnalysis } from '../describe-analysis.ts'
import { useResumeDownload } from '../hooks/use-resume-download.ts'
import { getPageCount, getPageRange, readPageParam } from '../page-numbers.ts'
import { AnalysesEmpty, AnalysesError, AnalysesLoading } from './analyses-states.tsx'
import { AnalysesTable } from './analyses-table.tsx'
import { Pagination } from './pagination.tsx'

const searchFor = (page: number) => (page === 1 ? '' : `?page=${page}`)
const hrefFor = (page: number): To => ({ search: searchFor(page) })

/** Every analysis, 15 to a page; the page lives in the URL (?page=N) so back and forward work. */
export function AnalysisHistory({ onEdit }: { onEdit: (id: string) => void }) {
  const [search, setSearch] = useSearchParams()
  const page = readPageParam(search.get('page'))
  const analyses = useAnalyses(page, HISTORY_PAGE_SIZE)
  const { download, isDownloading } = useResumeDownload()
  const count = analyses.data?.count ?? 0
  const pageCount = getPageCount(count, HISTORY_PAGE_SIZE)

  // A page past the end (an old link, or analyses gone) shows the last page instead.
  const pastEnd = analyses.isSuccess && !analyses.isPlaceholderData && page > pageCount
  useEffect(() => {
    if (pastEnd) setSearch(searchFor(pageCount), { replace: true })
  }, [pastEnd, pageCount, setSearch])

  if (analyses.isPending) return <AnalysesLoading rows={6} />
  if (analyses.isError) {
    return (
      <AnalysesError
        message="Failed to load analyses"
        detail={getErrorText(analyses.error, '') || null}
        onRetry={() => analyses.refetch()}
      />
    )
  }
  if (count === 0) return <AnalysesEmpty />

  const { from, to } = getPageRange(page, HISTORY_PAGE_SIZE, count)
  return (
    <div
      aria-busy={analyses.isPlaceholderData}
      className={cx('transition-opacity', analyses.isPlaceholderData && 'opacity-60')}
    >
      <AnalysesTable
        caption={`Resume analyses, page ${page} of ${pageCount}`}
        rows={analyses.data.results.map(describeAnalysis)}
        onEdit={onEdit}
        onDownload={download}
        isDownloading={isDownloading}
      />
      <div className="flex flex-col items-center justify-between gap-4 border-t border-ink-200 px-4 py-4 sm:flex-row dark:border-ink-800">
        <p className="text-sm text-ink-600 dark:text-ink-300" aria-live="polite">
          Showing <span className="font-semibold text-ink-900 dark:text-white">{from}</span> to{' '}
          <span className="font-semibold text-ink-900 dark:text-white">{to}</span> of{' '}
          <span className="font-semibold text-ink-900 dark:text-white">{count}</span> analyses
        </p>
        {pageCount > 1 && <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />}
      </div>
    </div>
  )
}
