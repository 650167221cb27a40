import { CircleCheck, Download, Pencil } from 'lucide-react'
import { AiMark } from '../../../components/ui/ai-mark.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { type CopyFormat, CopyFormats } from '../../../components/ui/copy-formats.tsx'
import { MatchBadge } from '../../../components/ui/match-badge.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { formatShortDate } from '../../../lib/format-short-date.ts'
import type { AnalysisRow } from '../describe-analysis.ts'

export interface AnalysesTableProps {
  caption: string
  rows: AnalysisRow[]
  onEdit: (id: string) => void
  onDownload: (row: AnalysisRow, format?: CopyFormat) => void
  isDownloading: (id: string) => boolean
}

const td = 'px-3 py-3.5 sm:px-4'
const th =
  'px-3 sm:px-4 py-3 text-left text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400'

/**
 * Applicant Name, Company, Match, Date, Action. On narrow screens Company and Date move under the
 * applicant's name, so the table never scrolls sideways.
 */
export function AnalysesTable({ caption, rows, onEdit, onDownload, isDownloading }: AnalysesTableProps) {
  return (
    <table className="w-full table-fixed text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="border-b border-ink-200 bg-ink-50/70 dark:border-ink-800 dark:bg-ink-900/60">
        <tr>
          <th scope="col" className={th}>
            Applicant Name
          </th>
          <th scope="col" className={`${th} hidden w-[24%] md:table-cell`}>
            Company
          </th>
          <th scope="col" className={`${th} w-20 sm:w-24`}>
            Match
          </th>
          <th scope="col" className={`${th} hidden w-32 sm:table-cell`}>
            Date
          </th>
          <th scope="col" className={`${th} w-28 text-right sm:w-56`}>
            Action
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100 dark:divide-ink-800">
        {rows.map((row) => {
          const date = formatShortDate(row.createdAt)
          const busy = isDownloading(row.id)
          return (
            <tr key={row.id} className="transition-colors hover:bg-ink-50/60 dark:hover:bg-ink-900/40">
              <td className={td}>
                <p className="truncate font-semibold text-ink-950 dark:text-white">{row.applicantName}</p>
                <p className="mt-0.5 truncate text-ink-600 dark:text-ink-300">{row.jobTitle}</p>
                {row.aiModel && <AiMark className="mt-1">{`AI-assisted · ${row.aiModel}`}</AiMark>}
                <p className="mt-0.5 flex flex-wrap items-center gap-x-1 text-xs text-ink-500 md:hidden dark:text-ink-400">
                  <span className="break-words">{row.companyName}</span>
                  <span className="flex shrink-0 items-center gap-1 sm:hidden">
                    <span aria-hidden="true">·</span>
                    <time dateTime={row.createdAt}>{date}</time>
                    <CircleCheck
                      role="img"
                      aria-label="Completed"
                      className="size-3.5 text-emerald-600 dark:text-emerald-400"
                    />
                  </span>
                </p>
              </td>
              <td className={`${td} hidden truncate text-ink-700 md:table-cell dark:text-ink-200`}>
                {row.companyName}
              </td>
              <td className={td}>
                <MatchBadge score={row.matchScore} className="min-w-14 justify-center py-1" />
              </td>
              <td className={`${td} hidden text-ink-600 sm:table-cell dark:text-ink-300`}>
                <time
                  dateTime={row.createdAt}
                  title={new Date(row.createdAt).toLocaleString()}
                  className="block tabular-nums"
                >
                  {date}
                </time>
                <span className="mt-0.5 flex items-center gap-1 text-xs font-medium text-emerald-700 dark:text-emerald-400">
                  <CircleCheck aria-hidden="true" className="size-3.5" />
                  Completed
                </span>
              </td>
              <td className={td}>
                <div className="flex justify-end gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2.5 sm:px-3.5"
                    aria-label={`Edit resume of ${row.applicantName} for ${row.jobTitle}`}
                    onClick={() => onEdit(row.id)}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    <span className="hidden sm:inline">Edit</span>
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    className="px-2.5 sm:px-3.5"
                    aria-label={`Download resume of ${row.applicantName} for ${row.jobTitle}`}
                    aria-busy={busy}
                    disabled={busy}
                    onClick={() => onDownload(row)}
                  >
                    {busy ? (
                      <Spinner className="size-4" />
                    ) : (
                      <Download aria-hidden="true" className="size-4" />
                    )}
                    <span className="hidden sm:inline">Download</span>
                  </Button>
                </div>
                {/* Word and text copies under the PDF download, small so the column keeps its width. */}
                <div className="mt-1 flex justify-end gap-1">
                  <CopyFormats
                    label={`Download resume of ${row.applicantName} for ${row.jobTitle}`}
                    disabled={busy}
                    onDownload={(format) => onDownload(row, format)}
                    className="px-1.5 py-0.5"
                  />
                </div>
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
