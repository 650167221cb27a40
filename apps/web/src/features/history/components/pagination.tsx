import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, type To } from 'react-router'
import { cx } from '../../../lib/cx.ts'
import { getPageNumbers } from '../page-numbers.ts'

interface PaginationProps {
  page: number
  pageCount: number
  /** The link target of a page, e.g. `?page=3`, so back and forward walk through pages. */
  hrefFor: (page: number) => To
}

const cell =
  'inline-flex h-9 min-w-9 items-center justify-center gap-1 rounded-lg px-2.5 text-sm font-semibold tabular-nums ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400'
const idle =
  'text-ink-700 hover:bg-ink-100 hover:text-ink-950 dark:text-ink-200 dark:hover:bg-ink-800 dark:hover:text-white'

function Step({ to, label, children }: { to: To | null; label: string; children: ReactNode }) {
  if (to === null) {
    return (
      <button
        type="button"
        disabled
        aria-label={label}
        className={cx(cell, 'cursor-not-allowed text-ink-400 dark:text-ink-600')}
      >
        {children}
      </button>
    )
  }
  return (
    <Link to={to} aria-label={label} className={cx(cell, idle)}>
      {children}
    </Link>
  )
}

/** Numbered pages: first, last and current ± 1 with ellipses between gaps, plus previous and next. */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  const items = getPageNumbers(page, pageCount)
  return (
    <nav aria-label="Pagination">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <Step to={page > 1 ? hrefFor(page - 1) : null} label="Previous page">
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">Previous</span>
          </Step>
        </li>
        {items.map((item, i) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, identified by position
            <li key={`gap-${i}`} aria-hidden="true" className={cx(cell, 'text-ink-400 dark:text-ink-500')}>
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cx(
                  cell,
                  item === page
                    ? 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 dark:bg-brand-400 dark:text-ink-950 dark:hover:bg-brand-300'
                    : idle,
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={page < pageCount ? hrefFor(page + 1) : null} label="Next page">
            <span className="hidden sm:inline">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </Step>
        </li>
      </ul>
    </nav>
  )
}
