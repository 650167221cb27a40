import type { DashboardReply } from '@tailor/contracts'
import { ArrowUpRight, Download, FileUser, Gauge, type LucideIcon, Mail, Palette } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { cx } from '../../../lib/cx.ts'

interface StatProps {
  label: string
  value: ReactNode
  note: ReactNode
  icon: LucideIcon
  tone: string
  to?: string
  className?: string
}

const cardClass =
  'flex h-full flex-col rounded-2xl border border-ink-200 bg-white p-4 sm:p-5 dark:border-ink-800 dark:bg-ink-900/60'

function Stat({ label, value, note, icon: Icon, tone, to, className }: StatProps) {
  const body = (
    <>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-medium text-ink-600 dark:text-ink-300">{label}</h3>
        <span className={`hidden size-9 shrink-0 place-items-center rounded-lg sm:grid ${tone}`}>
          <Icon aria-hidden="true" className="size-[18px]" />
        </span>
      </div>
      <p
        data-testid="stat-value"
        className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-950 tabular-nums dark:text-white"
      >
        {value}
      </p>
      <p className="mt-1 flex items-center gap-1 text-xs text-ink-500 dark:text-ink-400">{note}</p>
    </>
  )
  return (
    <article aria-label={label} className={cx('h-full', className)}>
      {to ? (
        <Link
          to={to}
          className={`${cardClass} group transition-[border-color,box-shadow] hover:border-brand-300 hover:shadow-lg hover:shadow-brand-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:border-brand-700`}
        >
          {body}
        </Link>
      ) : (
        <div className={cardClass}>{body}</div>
      )}
    </article>
  )
}

const thisWeek = (n: number) => `${n} this week`

/** The five figure cards, from GET /api/v1/dashboard/ (never placeholder numbers). */
export function StatCards({ figures }: { figures: DashboardReply }) {
  const ats = figures.ats_compatibility
  return (
    <>
      <Stat
        label="Resumes Created"
        value={figures.resumes_created}
        note={thisWeek(figures.resumes_this_week)}
        icon={FileUser}
        tone="bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300"
      />
      <Stat
        // How readable the tailored resumes are to applicant-tracking software, whatever the job: shown as
        // resume readiness so it is not read against the (lower) job-match average beside it.
        label="Resume Readiness"
        value={ats === null ? '—' : `${ats}%`}
        note={
          ats === null
            ? 'Appears after your first analysis'
            : 'How well ATS software can read your resumes (not job match)'
        }
        icon={Gauge}
        tone="bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300"
      />
      <Stat
        label="Downloads"
        value={figures.downloads}
        note="Resume PDFs downloaded"
        icon={Download}
        tone="bg-sky-50 text-sky-700 dark:bg-sky-950/50 dark:text-sky-300"
      />
      <Stat
        label="Cover Letters"
        value={figures.cover_letters}
        note={thisWeek(figures.cover_letters_this_week)}
        icon={Mail}
        tone="bg-violet-50 text-violet-700 dark:bg-violet-950/50 dark:text-violet-300"
      />
      <Stat
        label="Active Templates"
        value={figures.templates_used}
        note={
          <>
            View your templates
            <ArrowUpRight
              aria-hidden="true"
              className="size-3.5 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5 motion-reduce:transition-none"
            />
          </>
        }
        icon={Palette}
        tone="bg-amber-50 text-amber-700 dark:bg-amber-950/50 dark:text-amber-300"
        to="/templates"
        className="max-lg:col-span-2"
      />
    </>
  )
}

/** Five card-shaped placeholders while the figures load. */
export function StatCardsLoading() {
  return Array.from({ length: 5 }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders that never reorder
    <div key={i} aria-hidden="true" className={cx(cardClass, i === 4 && 'max-lg:col-span-2')}>
      <div className="h-4 w-28 animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800" />
      <div className="mt-4 h-8 w-16 animate-pulse rounded bg-ink-200 motion-reduce:animate-none dark:bg-ink-800" />
      <div className="mt-2 h-3 w-24 animate-pulse rounded bg-ink-100 motion-reduce:animate-none dark:bg-ink-800/60" />
    </div>
  ))
}
