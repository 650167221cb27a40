import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { getErrorText } from '../../../lib/api-error.ts'
import { DASHBOARD_PAGE_SIZE, useAnalyses } from '../api/get-analyses.ts'
import { describeAnalysis } from '../describe-analysis.ts'
import { useResumeDownload } from '../hooks/use-resume-download.ts'
import { AnalysesEmpty, AnalysesError, AnalysesLoading } from './analyses-states.tsx'
import { AnalysesTable } from './analyses-table.tsx'

interface RecentAnalysesProps {
  onEdit: (id: string) => void
  onDownloaded?: () => void
}

/** The dashboard's "Recent Resume Analyses": the newest four, with a link to the full history. */
export function RecentAnalyses({ onEdit, onDownloaded }: RecentAnalysesProps) {
  const analyses = useAnalyses(1, DASHBOARD_PAGE_SIZE)
  const { download, isDownloading } = useResumeDownload(onDownloaded)

  return (
    <section
      aria-labelledby="recent-analyses-title"
      className="overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-900/60"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-ink-200 px-5 py-4 dark:border-ink-800">
        <h2
          id="recent-analyses-title"
          className="font-display text-lg font-semibold tracking-tight text-ink-950 dark:text-white"
        >
          Recent Resume Analyses
        </h2>
        <Link
          to="/analysis-history"
          className="group inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-brand-300 dark:hover:text-brand-200"
        >
          View All Analyses
          <ArrowRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none"
          />
        </Link>
      </div>
      {analyses.isPending ? (
        <AnalysesLoading rows={DASHBOARD_PAGE_SIZE} />
      ) : analyses.isError ? (
        <AnalysesError
          message="Failed to load recent analyses"
          detail={getErrorText(analyses.error, '') || null}
          onRetry={() => window.location.reload()}
        />
      ) : analyses.data.results.length === 0 ? (
        <AnalysesEmpty />
      ) : (
        <AnalysesTable
          caption="Your four most recent resume analyses"
          rows={analyses.data.results.map(describeAnalysis)}
          onEdit={onEdit}
          onDownload={download}
          isDownloading={isDownloading}
        />
      )}
    </section>
  )
}
