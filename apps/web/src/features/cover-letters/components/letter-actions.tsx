import type { LetterFormat } from '@tailor/contracts'
import { ClipboardCheck, Copy, Download, FileText, PencilLine, Save, X } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { useCopyText } from '../hooks/use-copy-text.ts'

const otherFormats: { format: LetterFormat; label: string }[] = [
  { format: 'docx', label: 'Word (.docx)' },
  { format: 'txt', label: 'Text (.txt)' },
]

interface LetterActionsProps {
  editing: boolean
  saving: boolean
  /** The format being downloaded, or null. */
  downloading: LetterFormat | null
  /** The text Copy puts on the clipboard: the draft while editing. */
  text: string
  onDownload: (format: LetterFormat) => void
  onEdit: () => void
  onSave: () => void
  onCancel: () => void
}

export function LetterActions({
  editing,
  saving,
  downloading,
  text,
  onDownload,
  onEdit,
  onSave,
  onCancel,
}: LetterActionsProps) {
  const { copied, copy } = useCopyText()
  const notify = useToast()
  const busy = downloading !== null || saving
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3">
      <Button onClick={() => onDownload('pdf')} disabled={busy} className="col-span-2">
        {downloading === 'pdf' ? (
          <Spinner className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {downloading === 'pdf' ? 'Downloading...' : 'Download'}
      </Button>
      {otherFormats.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          className="whitespace-nowrap"
          disabled={busy}
          onClick={() => onDownload(format)}
        >
          {downloading === format ? (
            <Spinner className="size-4" />
          ) : (
            <FileText aria-hidden="true" className="size-4" />
          )}
          {label}
        </Button>
      ))}
      <Button
        variant="secondary"
        className="whitespace-nowrap"
        onClick={async () => {
          if (!(await copy(text))) notify('error', 'Could not copy the text. Select it and copy it manually.')
        }}
      >
        {copied ? (
          <ClipboardCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        <span aria-live="polite">{copied ? 'Copied!' : 'Copy Text'}</span>
      </Button>
      {editing ? (
        <>
          <Button variant="secondary" onClick={onSave} disabled={saving} className="whitespace-nowrap">
            {saving ? <Spinner className="size-4" /> : <Save aria-hidden="true" className="size-4" />}
            {saving ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving} className="col-span-2">
            <X aria-hidden="true" className="size-4" />
            Cancel
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={onEdit} className="whitespace-nowrap">
          <PencilLine aria-hidden="true" className="size-4" />
          Edit
        </Button>
      )}
    </div>
  )
}
