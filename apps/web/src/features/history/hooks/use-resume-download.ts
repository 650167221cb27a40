import { type ExportFormat, resumeFileName } from '@tailor/contracts'
import { useCallback, useState } from 'react'
import { useToast } from '../../../components/ui/toast.tsx'
import { downloadFailedMessage, downloadResume } from '../../../lib/download-resume.ts'
import type { AnalysisRow } from '../describe-analysis.ts'

/** Downloads a row's PDF (or DOCX, text) with a busy state per row and a toast for the outcome. */
export function useResumeDownload(onDownloaded?: () => void) {
  const notify = useToast()
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set())

  const download = useCallback(
    async (row: AnalysisRow, format: ExportFormat = 'pdf') => {
      setBusyIds((ids) => new Set(ids).add(row.id))
      try {
        await downloadResume(row, format)
        notify('success', `Downloaded ${resumeFileName(row.jobTitle, format)}`)
        onDownloaded?.()
      } catch {
        notify('error', downloadFailedMessage)
      } finally {
        setBusyIds((ids) => {
          const next = new Set(ids)
          next.delete(row.id)
          return next
        })
      }
    },
    [notify, onDownloaded],
  )

  return { download, isDownloading: (id: string) => busyIds.has(id) }
}
