import { type CoverLetterHistoryItem, letterLayout } from '@tailor/contracts'
import { ClipboardCheck, Copy, Download } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { formatShortDate } from '../format-letter.ts'
import { useCopyText } from '../hooks/use-copy-text.ts'
import { optionLabel, toneOptions } from '../letter-options.ts'
import { LetterBody, LetterPage } from './letter-page.tsx'

const layoutOf = (letter: CoverLetterHistoryItem) =>
  letterLayout({
    content: letter.content,
    sender: letter.sender,
    jobTitle: letter.job_title,
    company: letter.company_name,
    hiringManager: letter.hiring_manager,
    date: letter.created_at,
  })

interface LetterPreviewDialogProps {
  letter: CoverLetterHistoryItem | null
  downloading: boolean
  onDownload: (letter: CoverLetterHistoryItem) => void
  onClose: () => void
}

/** The whole letter on its page, with Copy and Download, without leaving the history. */
export function LetterPreviewDialog({ letter, downloading, onDownload, onClose }: LetterPreviewDialogProps) {
  const { copied, copy } = useCopyText()
  const notify = useToast()
  const layout = letter ? layoutOf(letter) : null
  return (
    <Dialog
      open={letter !== null}
      onClose={onClose}
      size="lg"
      title={letter ? `${letter.job_title} · ${letter.company_name}` : ''}
      actions={
        letter && (
          <>
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Button
              variant="secondary"
              onClick={async () => {
                if (!(await copy(letter.content)))
                  notify('error', 'Could not copy the text. Select it and copy it manually.')
              }}
            >
              {copied ? (
                <ClipboardCheck aria-hidden="true" className="size-4" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              <span aria-live="polite">{copied ? 'Copied!' : 'Copy Text'}</span>
            </Button>
            <Button onClick={() => onDownload(letter)} disabled={downloading}>
              {downloading ? (
                <Spinner className="size-4" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              Download
            </Button>
          </>
        )
      }
    >
      {letter && layout && (
        <>
          <p>
            Created {formatShortDate(letter.created_at)} · {letter.word_count} words ·{' '}
            {optionLabel(toneOptions, letter.tone)} tone
          </p>
          <div className="-mx-1 mt-4 max-h-[min(60vh,40rem)] overflow-y-auto rounded-2xl bg-ink-100 p-1 sm:p-3 dark:bg-ink-950">
            <LetterPage template={letter.template} layout={layout} hiringManager={letter.hiring_manager}>
              <LetterBody layout={layout} />
            </LetterPage>
          </div>
        </>
      )}
    </Dialog>
  )
}
