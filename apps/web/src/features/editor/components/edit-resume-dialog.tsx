import type { AnalysisRecord, ResumeData } from '@tailor/contracts'
import { RotateCw, X } from 'lucide-react'
import { useId, useState } from 'react'
import { pickTemplate, useTemplates } from '../../../components/templates/get-templates.ts'
import { TemplatePicker } from '../../../components/templates/template-picker.tsx'
import { AiAssistedNotice } from '../../../components/ui/ai-assisted-notice.tsx'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { analysisLabels } from '../../../lib/analysis-labels.ts'
import { getErrorText } from '../../../lib/api-error.ts'
import { useAnalysis } from '../api/get-analysis.ts'
import { EditResumePanel } from './edit-resume-panel.tsx'
import { PdfPreview } from './pdf-preview.tsx'

export interface EditResumeDialogProps {
  /** The analysis to edit; the dialog is open while this is non-null. */
  analysisId: string | null
  onClose: () => void
}

/**
 * The Edit Resume dialog (dashboard, analysis history): loads the analysis with its latest edits, then
 * offers the template picker, the resume editor and a live PDF preview. Generate PDF saves the edits.
 */
export function EditResumeDialog({ analysisId, onClose }: EditResumeDialogProps) {
  const titleId = useId()
  return (
    <Modal
      open={analysisId !== null}
      onClose={onClose}
      labelledBy={titleId}
      className="h-[calc(100dvh-1rem)] max-h-none w-[calc(100%-1rem)] max-w-[90rem] overflow-hidden sm:h-[calc(100dvh-3rem)] sm:w-[calc(100%-3rem)]"
    >
      {analysisId && (
        <DialogContent key={analysisId} analysisId={analysisId} titleId={titleId} onClose={onClose} />
      )}
    </Modal>
  )
}

interface ContentProps {
  analysisId: string
  titleId: string
  onClose: () => void
}

function DialogContent({ analysisId, titleId, onClose }: ContentProps) {
  const analysis = useAnalysis(analysisId)
  // Wait for this opening's own fetch, so the editor never starts from data cached before an edit.
  const record = analysis.isFetchedAfterMount ? analysis.data : undefined
  const labels = record ? analysisLabels(record) : null

  return (
    <div className="flex h-full flex-col">
      <header className="flex items-start justify-between gap-4 border-b border-ink-200 px-5 py-4 sm:px-7 dark:border-ink-800">
        <div className="min-w-0">
          <h2
            id={titleId}
            className="font-display text-lg font-bold tracking-tight text-ink-950 dark:text-white"
          >
            Edit Resume
          </h2>
          <p className="truncate text-sm text-ink-600 dark:text-ink-300">
            {labels
              ? `${labels.applicant} · ${labels.jobTitle} at ${labels.company}`
              : 'Loading your resume...'}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close"
          className="-mr-2 grid size-10 shrink-0 place-items-center rounded-xl text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-ink-400 dark:hover:bg-ink-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      {record ? (
        <DialogEditor record={record} />
      ) : analysis.isError ? (
        <div className="p-6 sm:p-8">
          <Alert
            tone="error"
            title="Could not open this resume"
            action={
              <Button variant="secondary" size="sm" onClick={() => analysis.refetch()}>
                <RotateCw aria-hidden="true" className="size-4" />
                Try again
              </Button>
            }
          >
            {getErrorText(analysis.error, 'Failed to load the analysis. Please try again.')}
          </Alert>
        </div>
      ) : (
        <div role="status" className="grid flex-1 place-items-center text-ink-600 dark:text-ink-300">
          <p className="flex items-center gap-3">
            <Spinner className="text-brand-700 dark:text-brand-300" />
            Loading your resume...
          </p>
        </div>
      )}
    </div>
  )
}

function DialogEditor({ record }: { record: AnalysisRecord }) {
  const templates = useTemplates()
  const [data, setData] = useState<ResumeData>(record.tailored_resume_data.resume_data)
  const [chosen, setChosen] = useState<string | null>(null)
  // Spec: the default is the first template loaded; a record made with another template keeps it.
  const template = chosen ?? pickTemplate(templates.data, record.template)
  const labels = analysisLabels(record)

  return (
    <div className="grid min-h-0 flex-1 overflow-y-auto lg:grid-cols-[minmax(0,1fr)_minmax(0,0.85fr)] lg:overflow-hidden">
      <div className="min-w-0 lg:overflow-y-auto">
        <EditResumePanel
          framed={false}
          data={data}
          onChange={setData}
          matchScore={labels.match}
          analysisId={record.uuid}
          template={template}
          tailoringLevel={record.tailoring_level}
          jobTitle={record.extracted_job_title}
          ai={record.ai}
        >
          <AiAssistedNotice ai={record.ai ?? undefined} className="mb-6" />
          {record.warnings.map((warning) => (
            <Alert key={warning} tone="warning" className="mb-6">
              {warning}
            </Alert>
          ))}
          <section aria-label="Template" className="mb-6">
            <h3 className="mb-3 text-sm font-semibold text-ink-900 dark:text-ink-50">Template</h3>
            <TemplatePicker legend="Resume template" value={template} onChange={setChosen} compact />
          </section>
        </EditResumePanel>
      </div>
      <PdfPreview data={data} template={template} />
    </div>
  )
}
