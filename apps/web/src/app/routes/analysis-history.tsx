import { WandSparkles } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { EditResumeDialog } from '../../features/editor/components/edit-resume-dialog.tsx'
import { AnalysisHistory } from '../../features/history/components/analysis-history.tsx'
import { useEditAnalysis } from '../use-edit-analysis.ts'

export function Component() {
  const edit = useEditAnalysis()
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-12 lg:px-8">
      <title>Analysis History — Tailor</title>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            Analysis History
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300">
            Every resume you have tailored, with its match score. Edit a version or download it again.
          </p>
        </div>
        <Link to="/analysis" className={buttonClass('primary', 'md', 'shrink-0')}>
          <WandSparkles aria-hidden="true" className="size-4" />
          New Analysis
        </Link>
      </div>
      <section
        aria-label="Resume analyses"
        className="mt-8 overflow-hidden rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-900/60"
      >
        <AnalysisHistory onEdit={edit.open} />
      </section>
      <EditResumeDialog analysisId={edit.editingId} onClose={edit.close} />
    </div>
  )
}
