import type { ResumeData } from '@tailor/contracts'
import { useEffect, useRef, useState } from 'react'
import { useSearchParams } from 'react-router'
import { EditResumeDialog } from '../../features/editor/components/edit-resume-dialog.tsx'
import { EditResumePanel } from '../../features/editor/components/edit-resume-panel.tsx'
import { AnalysisReport } from '../../features/tailor/components/analysis-report.tsx'
import { ImportResume } from '../../features/tailor/components/import-resume.tsx'
import { TailorForm, type TailorOutcome } from '../../features/tailor/components/tailor-form.tsx'
import { useAuth } from '../../lib/auth-provider.tsx'
import { useAppConfig } from '../../lib/use-app-config.ts'

// /analysis: the tailoring form, then the analysis and the editor for the result.
// ?template=<id> preselects a template (the gallery links here); ?edit=<analysis id> opens that
// analysis in the Edit Resume dialog (a direct link to an earlier result).
export function Component() {
  const [params, setParams] = useSearchParams()
  const { email } = useAuth()
  const { maxUploadBytes } = useAppConfig()
  const [outcome, setOutcome] = useState<TailorOutcome | null>(null)
  const [resume, setResume] = useState<ResumeData | null>(null)
  const [imported, setImported] = useState<ResumeData | null>(null)
  const resultsRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (outcome) resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }, [outcome])

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>Smart Resume Tailoring — Tailor</title>
      <header className="mb-10 max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          Resume analysis
        </p>
        <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
          Smart Resume Tailoring
        </h1>
        <p className="mt-3 text-lg leading-8 text-ink-600 dark:text-ink-300">
          See how your resume matches the job, what is missing, and get a tailored version that only uses what
          you have really done.
        </p>
      </header>

      <TailorForm
        templateParam={params.get('template')}
        email={email}
        maxUploadBytes={maxUploadBytes}
        onResult={(next) => {
          setOutcome(next)
          setResume(next.reply.resume_data)
        }}
      />

      <ImportResume onImported={(reply) => setImported(reply.resume_data)} />
      {imported && !outcome && (
        <div className="mt-10">
          <EditResumePanel
            data={imported}
            onChange={setImported}
            matchScore={null}
            analysisId={null}
            template={params.get('template') ?? 'modern'}
            jobTitle={imported.personal_information.position}
          />
        </div>
      )}

      {outcome && resume && (
        <div
          ref={resultsRef}
          className="mt-16 scroll-mt-24 space-y-10"
          key={outcome.reply.tailored_resume_uuid}
        >
          <AnalysisReport outcome={outcome} />
          <EditResumePanel
            stickyBar
            data={resume}
            onChange={setResume}
            matchScore={outcome.reply.match_scores.overall}
            analysisId={outcome.reply.tailored_resume_uuid}
            template={outcome.template}
            tailoringLevel={outcome.reply.highlights.tailoring_level}
            jobTitle={outcome.reply.job_analysis?.job_title ?? ''}
            sectionWarnings={outcome.reply.warnings.filter((w) => w.includes(' section'))}
            ai={outcome.reply.ai}
          />
        </div>
      )}

      <EditResumeDialog
        analysisId={params.get('edit')}
        onClose={() =>
          setParams(
            (current) => {
              current.delete('edit')
              return current
            },
            { replace: true },
          )
        }
      />
    </div>
  )
}
