import type { AiAssistance, ResumeData } from '@tailor/contracts'
import { FileDown } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useTemplates } from '../../../components/templates/get-templates.ts'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { MatchBadge } from '../../../components/ui/match-badge.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cx } from '../../../lib/cx.ts'
import {
  type PdfTarget,
  pdfFailedMessage,
  pdfSavedMessage,
  useGeneratePdf,
} from '../hooks/use-generate-pdf.ts'
import { ExportBar } from './export-bar.tsx'
import { ResumeEditor } from './resume-editor.tsx'

interface EditResumePanelProps extends PdfTarget {
  data: ResumeData
  onChange: (data: ResumeData) => void
  /** The overall match, or null for N/A. */
  matchScore: number | null
  /** A Generate PDF bar that sticks to the bottom of the window on wider screens. */
  stickyBar?: boolean
  /** Extra content between the header and the editor (the dialog's template picker). */
  children?: ReactNode
  /** A bordered card (the page) or flat (inside the dialog). */
  framed?: boolean
  /** Sections the reader could not read well ("We could not read your Experience section…"), shown above the editor. */
  sectionWarnings?: string[]
  /** What the optional model did: sections its reading of the resume filled are marked. */
  ai?: AiAssistance | null
}

/** "Edit Your Resume": template, match score, Generate PDF (validates, saves, downloads) and the editor. */
export function EditResumePanel({
  data,
  onChange,
  matchScore,
  stickyBar = false,
  children,
  framed = true,
  sectionWarnings = [],
  ai,
  ...target
}: EditResumePanelProps) {
  const titleId = useId()
  const templates = useTemplates()
  const templateName = templates.data?.find((t) => t.id === target.template)?.name ?? target.template
  const pdf = useGeneratePdf(data, target)
  const messageRef = useRef<HTMLDivElement>(null)
  const hasMessage = pdf.errors.length > 0 || pdf.outcome !== null

  // The button may be in the sticky bar far below the header: bring the result into view.
  useEffect(() => {
    if (hasMessage) messageRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [hasMessage])

  const generateButton = (
    <Button onClick={pdf.generate} disabled={pdf.generating} className="w-full shrink-0 sm:w-auto">
      {pdf.generating ? <Spinner className="size-4" /> : <FileDown aria-hidden="true" className="size-4" />}
      {pdf.generating ? 'Generating PDF...' : 'Generate PDF'}
    </Button>
  )

  const facts = (
    <dl className="flex flex-wrap items-center gap-x-5 gap-y-1.5 text-sm">
      <div className="flex items-center gap-1.5">
        <dt className="text-ink-500 dark:text-ink-400">Template</dt>
        <dd className="font-semibold text-ink-900 dark:text-ink-50" data-testid="editor-template">
          {templateName}
        </dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt className="text-ink-500 dark:text-ink-400">Match Score</dt>
        <dd data-testid="editor-match">
          <MatchBadge score={matchScore} />
        </dd>
      </div>
    </dl>
  )

  return (
    <section
      aria-labelledby={titleId}
      className={cx(
        framed &&
          'rounded-3xl border border-ink-200 bg-white shadow-sm dark:border-ink-800 dark:bg-ink-900/60',
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-ink-200 px-5 py-5 sm:px-7 dark:border-ink-800">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="font-display text-xl font-bold tracking-tight text-ink-950 dark:text-white"
          >
            Edit Your Resume
          </h2>
          <div className="mt-1.5">{facts}</div>
        </div>
        {generateButton}
      </header>
      <div className="px-5 py-6 sm:px-7">
        {sectionWarnings.length > 0 && (
          <Alert tone="warning" title="Please check these sections" className="mb-6">
            <ul className="list-disc space-y-0.5 pl-5">
              {sectionWarnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </Alert>
        )}
        <div ref={messageRef} className="scroll-mt-28">
          {pdf.errors.length > 0 && (
            <Alert tone="error" title="Please fix the following errors" className="mb-6">
              <ul className="list-disc space-y-0.5 pl-5">
                {pdf.errors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </Alert>
          )}
          {pdf.outcome === 'saved' && (
            <Alert tone="success" className="mb-6">
              {pdfSavedMessage}
            </Alert>
          )}
          {pdf.outcome === 'failed' && (
            <Alert tone="error" className="mb-6">
              {pdfFailedMessage}
            </Alert>
          )}
        </div>
        <ExportBar data={data} template={target.template} jobTitle={target.jobTitle} />
        {children}
        <ResumeEditor data={data} onChange={onChange} ai={ai} />
      </div>
      {stickyBar && (
        <div className="sticky bottom-0 z-10 hidden items-center justify-between gap-4 rounded-b-3xl border-t border-ink-200 bg-white/90 px-7 py-3 backdrop-blur md:flex dark:border-ink-800 dark:bg-ink-900/90">
          {facts}
          {generateButton}
        </div>
      )}
    </section>
  )
}
