import type { AtsFormat, ExportFormat, ResumeData } from '@tailor/contracts'
import { resumeFileName } from '@tailor/contracts'
import { useMutation } from '@tanstack/react-query'
import { FileText, ScanSearch } from 'lucide-react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { saveFile } from '../../../lib/save-file.ts'
import { useCheckAts } from '../api/check-ats.ts'
import { renderResume } from '../api/render-resume.ts'
import { AtsReport } from './ats-report.tsx'

const downloads: { format: ExportFormat; label: string }[] = [
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'txt', label: 'Text (.txt)' },
  { format: 'json', label: 'JSON Resume' },
]
const checks: { format: AtsFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'Word' },
]

export const exportFailedMessage = 'The download failed. Please try again.'
export const atsFailedMessage = 'The check failed. Please try again.'

interface ExportBarProps {
  data: ResumeData
  template: string
  jobTitle: string
}

/**
 * Downloads beside Generate PDF: Word, plain text and JSON Resume of the data as it is now (nothing is saved),
 * and "what an ATS sees" of the PDF or Word file.
 */
export function ExportBar({ data, template, jobTitle }: ExportBarProps) {
  const exporter = useMutation({
    mutationFn: async (format: ExportFormat) => {
      const file = await renderResume({ resume_data: data, template, format })
      saveFile(file, resumeFileName(jobTitle, format))
    },
  })
  const ats = useCheckAts()
  const busy = exporter.isPending || ats.isPending

  return (
    <div className="mb-6 space-y-4 rounded-2xl border border-ink-200 p-4 dark:border-ink-800">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-1 text-sm font-semibold text-ink-700 dark:text-ink-200">Also download</span>
        {downloads.map(({ format, label }) => (
          <Button
            key={format}
            variant="secondary"
            size="sm"
            disabled={busy}
            onClick={() => exporter.mutate(format)}
          >
            {exporter.isPending && exporter.variables === format ? (
              <Spinner className="size-4" />
            ) : (
              <FileText aria-hidden="true" className="size-4" />
            )}
            {label}
          </Button>
        ))}
        <span className="mx-1 hidden h-6 w-px bg-ink-200 sm:block dark:bg-ink-700" aria-hidden="true" />
        {checks.map(({ format, label }) => (
          <Button
            key={format}
            variant="ghost"
            size="sm"
            disabled={busy}
            onClick={() => ats.mutate({ resume_data: data, template, format })}
          >
            {ats.isPending && ats.variables.format === format ? (
              <Spinner className="size-4" />
            ) : (
              <ScanSearch aria-hidden="true" className="size-4" />
            )}
            What an ATS sees ({label})
          </Button>
        ))}
      </div>
      {exporter.isError && <Alert tone="error">{exportFailedMessage}</Alert>}
      {ats.isError && <Alert tone="error">{atsFailedMessage}</Alert>}
      {ats.data && (
        <AtsReport report={ats.data} label={ats.variables.format === 'docx' ? 'Word file' : 'PDF'} />
      )}
    </div>
  )
}
