import { useMutation } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useId } from 'react'
import { AiAssistedNotice } from '../../../components/ui/ai-assisted-notice.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { downloadFailedMessage, downloadResume } from '../../../lib/download-resume.ts'
import { ChangesList } from './changes-list.tsx'
import { ImprovementCard } from './improvement-card.tsx'
import { MustHaveSkills } from './must-have-skills.tsx'
import { ResultNotices } from './result-notices.tsx'
import { ScoreBreakdown } from './score-breakdown.tsx'
import { ScoreCard } from './score-card.tsx'
import type { TailorOutcome } from './tailor-form.tsx'

/** The honest analysis of a tailoring result: score, breakdown, skills, notices, suggestions and changes. */
export function AnalysisReport({ outcome }: { outcome: TailorOutcome }) {
  const { reply, options } = outcome
  const titleId = useId()
  const job = reply.job_analysis
  const download = useMutation({
    mutationFn: () => downloadResume({ downloadUrl: reply.download_url, jobTitle: job?.job_title ?? '' }),
  })
  const jobTitle = job?.job_title.trim() || 'Untitled Position'
  const company = job?.company.trim() || 'Unknown Company'
  const report = options.mode === 'report' ? reply.report : undefined

  return (
    <section aria-labelledby={titleId} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            Your results
          </p>
          <h2
            id={titleId}
            className="mt-1 font-display text-2xl font-bold tracking-tight text-ink-950 sm:text-3xl dark:text-white"
          >
            {reply.match_scores.kind === 'match' ? 'Match Analysis' : 'ATS Readiness Check'}
          </h2>
          <p className="mt-1 text-ink-600 dark:text-ink-300">
            {job
              ? `${jobTitle} at ${company}`
              : 'Your resume on its own: add a job description for a match analysis.'}
          </p>
        </div>
        {options.exportOption !== 'email' && (
          <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending}>
            {download.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            Download tailored PDF
          </Button>
        )}
      </div>
      {download.isError && <Alert tone="error">{downloadFailedMessage}</Alert>}

      <ResultNotices warnings={reply.warnings} email={reply.email_delivery} />
      <AiAssistedNotice ai={reply.ai} />

      <div className="grid gap-6 lg:grid-cols-3">
        <ScoreCard scores={reply.match_scores} level={reply.highlights.tailoring_level} report={report} />
        <div className="lg:col-span-2">
          <ScoreBreakdown scores={reply.match_scores} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <MustHaveSkills job={job} scores={reply.match_scores} />
        <div className="lg:col-span-2">
          <ImprovementCard scores={reply.match_scores} report={report} />
        </div>
      </div>
      <ChangesList changes={reply.changes} resume={reply.resume_data} hasJob={job !== null} />
    </section>
  )
}
