import type { CoverLetterHistoryItem, LetterFormat } from '@tailor/contracts'
import { Plus } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button.tsx'
import { useToast } from '../../../components/ui/toast.tsx'
import { cx } from '../../../lib/cx.ts'
import { useDeleteCoverLetter } from '../api/delete-cover-letter.ts'
import { downloadCoverLetter } from '../api/download-cover-letter.ts'
import {
  historyPageSize,
  useCoverLetterHistory,
  useCoverLetterTotal,
} from '../api/get-cover-letter-history.ts'
import { useHistoryParams } from '../hooks/use-history-params.ts'
import { DeleteLetterDialog } from './delete-letter-dialog.tsx'
import { HistoryListItem } from './history-list-item.tsx'
import { HistoryPagination } from './history-pagination.tsx'
import { HistoryEmpty, HistoryError, HistoryLoading, HistoryNoMatch } from './history-states.tsx'
import { HistoryToolbar } from './history-toolbar.tsx'
import { LetterPreviewDialog } from './letter-preview-dialog.tsx'

/** The /cover-letter-history screen: search, sort, date filter, pages, preview, download and delete. */
export function CoverLetterHistory() {
  const { params, update } = useHistoryParams()
  const history = useCoverLetterHistory(params)
  const total = useCoverLetterTotal()
  const remove = useDeleteCoverLetter()
  const notify = useToast()
  const [previewing, setPreviewing] = useState<CoverLetterHistoryItem | null>(null)
  const [deleting, setDeleting] = useState<CoverLetterHistoryItem | null>(null)
  const [downloadingId, setDownloadingId] = useState<string | null>(null)

  const count = history.data?.count ?? 0
  const pageCount = Math.max(1, Math.ceil(count / historyPageSize))
  const narrowed = params.search.trim() !== '' || params.filter !== 'all'

  // A deletion can leave the page past the last one: step back to the last page.
  useEffect(() => {
    if (history.data && !history.isPlaceholderData && params.page > pageCount) update({ page: pageCount })
  }, [history.data, history.isPlaceholderData, params.page, pageCount, update])

  async function download(letter: CoverLetterHistoryItem, format: LetterFormat = 'pdf') {
    setDownloadingId(letter.id)
    try {
      await downloadCoverLetter(
        {
          company: letter.company_name,
          jobTitle: letter.job_title,
          content: letter.content,
          downloadUrl: letter.download_url,
        },
        format,
      )
    } catch {
      notify('error', 'Failed to download cover letter. Please try again.')
    } finally {
      setDownloadingId(null)
    }
  }

  function confirmDelete() {
    if (!deleting) return
    remove.mutate(deleting.id, {
      onSuccess: () => notify('success', 'Cover letter deleted successfully.'),
      onError: () => notify('error', 'Failed to delete cover letter. Please try again.'),
      onSettled: () => setDeleting(null),
    })
  }

  let body: ReactNode
  if (history.isPending) body = <HistoryLoading />
  else if (history.isError)
    body = <HistoryError onRetry={() => void history.refetch()} retrying={history.isFetching} />
  else if (history.data.results.length === 0)
    body = narrowed ? (
      <HistoryNoMatch onClear={() => update({ search: '', filter: 'all' })} />
    ) : (
      <HistoryEmpty />
    )
  else
    body = (
      <>
        {narrowed && (
          <p className="mb-3 text-sm text-ink-600 dark:text-ink-300" aria-live="polite">
            {count} {count === 1 ? 'match' : 'matches'}
          </p>
        )}
        <ul
          aria-label="Cover letters"
          aria-busy={history.isFetching || undefined}
          className={cx('space-y-3 transition-opacity', history.isPlaceholderData && 'opacity-60')}
        >
          {history.data.results.map((letter) => (
            <HistoryListItem
              key={letter.id}
              letter={letter}
              downloading={downloadingId === letter.id}
              onPreview={() => setPreviewing(letter)}
              onDownload={(format) => void download(letter, format)}
              onDelete={() => setDeleting(letter)}
            />
          ))}
        </ul>
        <HistoryPagination page={params.page} pageCount={pageCount} onPage={(page) => update({ page })} />
      </>
    )

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            Cover Letter History
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300" data-testid="history-total">
            {total.data === undefined
              ? 'Your generated cover letters'
              : `${total.data} ${total.data === 1 ? 'cover letter' : 'cover letters'}`}
          </p>
        </div>
        <Link to="/cover-letter" className={buttonClass('primary', 'md', 'self-start sm:self-auto')}>
          <Plus aria-hidden="true" className="size-4" />
          Create New
        </Link>
      </div>
      <div className="mt-8">
        <HistoryToolbar params={params} onChange={update} />
      </div>
      <div className="mt-6">{body}</div>
      <LetterPreviewDialog
        letter={previewing}
        downloading={previewing !== null && downloadingId === previewing.id}
        onDownload={(letter) => void download(letter)}
        onClose={() => setPreviewing(null)}
      />
      <DeleteLetterDialog
        letter={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  )
}
