import { type CoverLetterResult, type LetterFormat, letterLayout } from '@tailor/contracts'
import { CircleCheck, History, Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { AiAssistedNotice } from '../../../components/ui/ai-assisted-notice.tsx'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { downloadCoverLetter } from '../api/download-cover-letter.ts'
import { useUpdateCoverLetter } from '../api/update-cover-letter.ts'
import { countWords } from '../format-letter.ts'
import { GenerationSummary } from './generation-summary.tsx'
import { LetterActions } from './letter-actions.tsx'
import { LetterEditor } from './letter-editor.tsx'
import { LetterMeta } from './letter-meta.tsx'
import { LetterBody, LetterPage } from './letter-page.tsx'
import { ProTips } from './pro-tips.tsx'
import { QualityAnalysis } from './quality-analysis.tsx'

interface CoverLetterResultViewProps {
  result: CoverLetterResult
  onStartNew: () => void
}

const downloadFailed = 'Failed to download cover letter. Please try copying the text instead.'
const saveFailed = 'Failed to save your changes. Please try again.'

export function CoverLetterResultView({ result, onStartNew }: CoverLetterResultViewProps) {
  const { job_info: job, generation_details: details } = result
  const notify = useToast()
  const update = useUpdateCoverLetter()
  // The letter as last saved, and its rating; Save Changes replaces both with the server's answer.
  const [saved, setSaved] = useState({
    content: result.cover_letter_content,
    wordCount: details.word_count,
    analysis: result.analysis,
    recommendations: result.recommendations,
  })
  const [draft, setDraft] = useState<string | null>(null)
  const [draftError, setDraftError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState<LetterFormat | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const editing = draft !== null
  const layout = letterLayout({
    content: saved.content,
    sender: result.sender,
    jobTitle: job.title,
    company: job.company,
    hiringManager: job.hiring_manager,
    date: result.timestamps.completed_at,
  })

  useEffect(() => headingRef.current?.focus(), [])

  /** Saves the draft when it differs from the saved letter; answers the letter text now in effect, or null. */
  async function saveDraft(): Promise<string | null> {
    if (draft === null || draft === saved.content) return saved.content
    if (!draft.trim()) {
      setDraftError('The letter text is required.')
      return null
    }
    try {
      const item = await update.mutateAsync({ id: result.id, content: draft })
      setSaved({
        content: item.content,
        wordCount: item.word_count,
        analysis: item.analysis,
        recommendations: item.recommendations,
      })
      notify('success', 'Changes saved. The quality analysis is updated.')
      return item.content
    } catch (error) {
      notify('error', getErrorText(error, saveFailed))
      return null
    }
  }

  async function onSave() {
    const content = await saveDraft()
    if (content !== null) setDraft(null)
  }

  async function onDownload(format: LetterFormat) {
    setDownloading(format)
    try {
      // Unsaved edits are saved first so the file carries them.
      const content = await saveDraft()
      if (content === null) return
      if (editing) setDraft(null)
      await downloadCoverLetter(
        {
          company: job.company,
          jobTitle: job.title,
          content,
          downloadUrl: result.download_url,
        },
        format,
      )
    } catch {
      notify('error', downloadFailed)
    } finally {
      setDownloading(null)
    }
  }

  return (
    <div>
      <div className="flex flex-col gap-5 rounded-3xl border border-ink-200 bg-white p-5 sm:p-8 lg:flex-row lg:items-center lg:justify-between dark:border-ink-800 dark:bg-ink-900/60">
        <div className="min-w-0">
          <div className="flex items-center gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-emerald-50 text-emerald-600 dark:bg-emerald-900/30 dark:text-emerald-300">
              <CircleCheck aria-hidden="true" className="size-6" />
            </span>
            <div className="min-w-0">
              <h2
                ref={headingRef}
                tabIndex={-1}
                className="font-display text-xl font-bold tracking-tight text-ink-950 outline-none sm:text-2xl dark:text-white"
              >
                Your Cover Letter is Ready!
              </h2>
              <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300">
                {job.title} at {job.company}
              </p>
            </div>
          </div>
          <div className="mt-4 sm:pl-16">
            <LetterMeta
              template={details.template}
              tone={details.tone}
              wordCount={editing ? countWords(draft) : saved.wordCount}
              status={details.status}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:flex lg:shrink-0">
          <Link to="/cover-letter-history" className={buttonClass('secondary', 'md', 'whitespace-nowrap')}>
            <History aria-hidden="true" className="size-4" />
            History
          </Link>
          <Button variant="secondary" onClick={onStartNew} className="whitespace-nowrap">
            <Plus aria-hidden="true" className="size-4" />
            New Letter
          </Button>
        </div>
      </div>

      <AiAssistedNotice ai={result.ai} className="mt-6" />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          <LetterActions
            editing={editing}
            saving={update.isPending}
            downloading={downloading}
            text={draft ?? saved.content}
            onDownload={onDownload}
            onEdit={() => {
              setDraft(saved.content)
              setDraftError(null)
            }}
            onSave={onSave}
            onCancel={() => setDraft(null)}
          />
          <div className="mt-4">
            <LetterPage template={details.template} layout={layout} hiringManager={job.hiring_manager}>
              {editing ? (
                <LetterEditor
                  value={draft}
                  onChange={(value) => {
                    setDraft(value)
                    setDraftError(null)
                  }}
                  error={draftError}
                  length={details.length}
                />
              ) : (
                <LetterBody layout={layout} />
              )}
            </LetterPage>
          </div>
        </div>
        <aside aria-label="About this letter" className="space-y-6">
          <QualityAnalysis
            score={saved.analysis.score}
            metrics={saved.analysis.metrics}
            recommendations={saved.recommendations}
            updating={update.isPending}
          />
          <GenerationSummary
            creditsUsed={result.user_credits.credits_used}
            balance={result.user_credits.balance}
            completedAt={result.timestamps.completed_at}
          />
          <ProTips />
        </aside>
      </div>
    </div>
  )
}
