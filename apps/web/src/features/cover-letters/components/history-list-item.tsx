import type { CoverLetterHistoryItem, LetterFormat } from '@tailor/contracts'
import { Building2, CalendarDays, Download, Eye, Gauge, Trash2, Type } from 'lucide-react'
import { useId } from 'react'
import { CopyFormats } from '../../../components/ui/copy-formats.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { cx } from '../../../lib/cx.ts'
import { formatShortDate } from '../format-letter.ts'
import { optionLabel, toneOptions } from '../letter-options.ts'

interface HistoryListItemProps {
  letter: CoverLetterHistoryItem
  downloading: boolean
  onPreview: () => void
  onDownload: (format?: LetterFormat) => void
  onDelete: () => void
}

const actionClass =
  'inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-medium transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60'

export function HistoryListItem({
  letter,
  downloading,
  onPreview,
  onDownload,
  onDelete,
}: HistoryListItemProps) {
  const titleId = useId()
  const subject = `${letter.job_title} at ${letter.company_name}`
  return (
    <li>
      <article
        aria-labelledby={titleId}
        className="rounded-2xl border border-ink-200 bg-white p-5 transition-shadow hover:shadow-md hover:shadow-ink-950/5 dark:border-ink-800 dark:bg-ink-900/60"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h2 id={titleId} className="truncate font-semibold text-ink-950 dark:text-white">
              {letter.job_title}
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-ink-600 dark:text-ink-300">
              <Building2 aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{letter.company_name}</span>
            </p>
          </div>
          <div className="-ml-3 flex shrink-0 gap-1 sm:ml-0">
            <button
              type="button"
              onClick={onPreview}
              aria-label={`Preview cover letter for ${subject}`}
              className={cx(
                actionClass,
                'text-ink-700 hover:bg-ink-100 dark:text-ink-200 dark:hover:bg-ink-800',
              )}
            >
              <Eye aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Preview</span>
            </button>
            <button
              type="button"
              onClick={() => onDownload()}
              disabled={downloading}
              aria-label={`Download cover letter for ${subject}`}
              className={cx(
                actionClass,
                'text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-900/30',
              )}
            >
              {downloading ? (
                <Spinner className="size-4" />
              ) : (
                <Download aria-hidden="true" className="size-4" />
              )}
              Download
            </button>
            <CopyFormats
              label={`Download cover letter for ${subject}`}
              disabled={downloading}
              onDownload={onDownload}
              className="inline-flex h-9 items-center px-2"
            />
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete cover letter for ${subject}`}
              className={cx(
                actionClass,
                'text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950/40',
              )}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Delete</span>
            </button>
          </div>
        </div>
        <ul className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-ink-500 dark:text-ink-400">
          <li className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={letter.created_at} title={new Date(letter.created_at).toLocaleString()}>
              {formatShortDate(letter.created_at)}
            </time>
          </li>
          <li className="flex items-center gap-1">
            <Type aria-hidden="true" className="size-3.5" />
            {letter.word_count ?? 0} words
          </li>
          <li className="flex items-center gap-1">
            <Gauge aria-hidden="true" className="size-3.5" />
            Score {letter.analysis.score}
          </li>
          <li>
            <span className="rounded-md bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
              {optionLabel(toneOptions, letter.tone)}
            </span>
          </li>
        </ul>
        <p className="mt-3 line-clamp-2 text-sm leading-6 text-ink-600 dark:text-ink-300">{letter.preview}</p>
      </article>
    </li>
  )
}
