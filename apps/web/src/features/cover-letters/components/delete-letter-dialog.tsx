import type { CoverLetterHistoryItem } from '@tailor/contracts'
import { Trash2 } from 'lucide-react'
import { Button } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'

interface DeleteLetterDialogProps {
  letter: CoverLetterHistoryItem | null
  deleting: boolean
  onCancel: () => void
  onConfirm: () => void
}

export const deleteConfirmation =
  'Are you sure you want to delete this cover letter? This action cannot be undone.'

export function DeleteLetterDialog({ letter, deleting, onCancel, onConfirm }: DeleteLetterDialogProps) {
  return (
    <Dialog
      open={letter !== null}
      onClose={() => {
        if (!deleting) onCancel()
      }}
      size="md"
      title="Delete cover letter?"
      icon={<Trash2 aria-hidden="true" className="size-5 text-red-600 dark:text-red-400" />}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={deleting}>
            {deleting && <Spinner className="size-4" />}
            {deleting ? 'Deleting...' : 'Delete'}
          </Button>
        </>
      }
    >
      <p>{deleteConfirmation}</p>
      {letter && (
        <p className="mt-3 rounded-xl bg-ink-50 px-3 py-2 font-medium text-ink-900 dark:bg-ink-800 dark:text-ink-100">
          {letter.job_title} · {letter.company_name}
        </p>
      )}
    </Dialog>
  )
}
