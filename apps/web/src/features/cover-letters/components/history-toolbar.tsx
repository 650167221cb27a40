import { Search, X } from 'lucide-react'
import { cx } from '../../../lib/cx.ts'
import type { HistoryParams } from '../api/cover-letter-keys.ts'
import type { HistoryFilter, HistorySort } from '../hooks/use-history-params.ts'

interface HistoryToolbarProps {
  params: HistoryParams
  onChange: (change: Partial<HistoryParams>) => void
}

const sortLabels: Record<HistorySort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  company: 'Company (A–Z)',
  job_title: 'Job title (A–Z)',
}

const filterLabels: Record<HistoryFilter, string> = {
  all: 'All time',
  this_week: 'This week',
  this_month: 'This month',
  last_month: 'Last month',
}

const controlClass =
  'h-11 rounded-xl border border-ink-200 bg-white text-sm text-ink-900 transition-colors ' +
  'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none ' +
  'dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50 dark:focus:border-brand-400 dark:focus:ring-brand-400/20'

export function HistoryToolbar({ params, onChange }: HistoryToolbarProps) {
  return (
    <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto_auto]">
      <div className="relative">
        <label htmlFor="history-search" className="sr-only">
          Search cover letters
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-ink-400"
        />
        <input
          id="history-search"
          type="search"
          value={params.search}
          onChange={(event) => onChange({ search: event.target.value })}
          placeholder="Search by company name or job title..."
          autoComplete="off"
          className={cx(
            controlClass,
            'w-full pr-10 pl-10 placeholder:text-ink-400 dark:placeholder:text-ink-500 [&::-webkit-search-cancel-button]:hidden',
          )}
        />
        {params.search && (
          <button
            type="button"
            onClick={() => onChange({ search: '' })}
            aria-label="Clear search"
            className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-md text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-ink-800 dark:hover:text-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:contents">
        <label className="sr-only" htmlFor="history-sort">
          Sort by
        </label>
        <select
          id="history-sort"
          value={params.sort}
          onChange={(event) => onChange({ sort: event.target.value as HistorySort })}
          className={cx(controlClass, 'min-w-0 px-3')}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="history-filter">
          Date
        </label>
        <select
          id="history-filter"
          value={params.filter}
          onChange={(event) => onChange({ filter: event.target.value as HistoryFilter })}
          className={cx(controlClass, 'min-w-0 px-3')}
        >
          {Object.entries(filterLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </search>
  )
}
