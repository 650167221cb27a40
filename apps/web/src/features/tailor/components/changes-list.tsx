import type { ResumeData, TailorChange } from '@tailor/contracts'
import { BadgeCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button.tsx'
import { cx } from '../../../lib/cx.ts'
import { diffWords } from '../diff-words.ts'
import { describeChangePath } from '../insights.ts'

const shownAtFirst = 4

interface ChangesListProps {
  changes: TailorChange[]
  resume: ResumeData
  /** Whether there was a job to tailor toward. */
  hasJob: boolean
}

/** Every edit the tailoring made, where and why, with the words added and removed highlighted. */
export function ChangesList({ changes, resume, hasJob }: ChangesListProps) {
  const [showAll, setShowAll] = useState(false)
  const visible = showAll ? changes : changes.slice(0, shownAtFirst)
  return (
    <div className="rounded-3xl border border-ink-200 bg-white p-6 dark:border-ink-800 dark:bg-ink-900/60">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 className="font-display text-base font-semibold text-ink-950 dark:text-white">
            What we changed, and why
            <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 align-middle text-xs font-semibold text-ink-600 tabular-nums dark:bg-ink-800 dark:text-ink-300">
              {changes.length}
            </span>
          </h3>
          <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300">
            Reordering and rewording only. Review each change in the editor below.
          </p>
        </div>
        <p className="flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 text-xs font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-200">
          <BadgeCheck aria-hidden="true" className="size-4" />
          Nothing invented: every skill, employer, date and number comes from your resume
        </p>
      </div>
      {changes.length === 0 ? (
        <p className="mt-5 rounded-2xl border border-dashed border-ink-300 px-5 py-6 text-center text-sm text-ink-600 dark:border-ink-700 dark:text-ink-300">
          {hasJob
            ? 'No changes were needed: your resume already leads with what this job asks for.'
            : 'Nothing was changed: without a job description there is nothing to tailor toward.'}
        </p>
      ) : (
        <ol className="mt-5 space-y-4">
          {visible.map((change) => (
            <ChangeItem
              key={`${change.path}:${change.before}`}
              change={change}
              where={describeChangePath(change.path, resume)}
            />
          ))}
        </ol>
      )}
      {changes.length > shownAtFirst && (
        <Button variant="ghost" size="sm" className="mt-3" onClick={() => setShowAll((value) => !value)}>
          {showAll ? 'Show fewer changes' : `Show all ${changes.length} changes`}
        </Button>
      )}
    </div>
  )
}

function ChangeItem({ change, where }: { change: TailorChange; where: string }) {
  const parts = diffWords(change.before, change.after)
  return (
    <li className="rounded-2xl border border-ink-200 p-4 dark:border-ink-800">
      <p className="text-sm font-semibold text-ink-900 dark:text-ink-50">{where}</p>
      <p className="text-sm text-ink-600 dark:text-ink-300">{change.reason}</p>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <DiffSide label="Before" parts={parts.filter((p) => p.kind !== 'added')} mark="removed" />
        <DiffSide label="After" parts={parts.filter((p) => p.kind !== 'removed')} mark="added" />
      </div>
    </li>
  )
}

function DiffSide({
  label,
  parts,
  mark,
}: {
  label: string
  parts: ReturnType<typeof diffWords>
  mark: 'added' | 'removed'
}) {
  // Parts never move, so their position in the text is a stable key.
  let offset = 0
  const keyed = parts.map((part) => {
    const key = offset
    offset += part.text.length
    return { ...part, key }
  })
  return (
    <div
      className={cx(
        'rounded-xl p-3 text-sm leading-6',
        mark === 'removed' ? 'bg-ink-50 dark:bg-ink-800/50' : 'bg-brand-50/60 dark:bg-brand-950/30',
      )}
    >
      <p className="mb-1 text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
        {label}
      </p>
      <p className="break-words whitespace-pre-line text-ink-700 dark:text-ink-200">
        {parts.length === 0 && <span className="text-ink-400 italic">(empty)</span>}
        {keyed.map((part) =>
          part.kind === 'same' ? (
            <span key={part.key}>{part.text}</span>
          ) : mark === 'removed' ? (
            <del
              key={part.key}
              className="rounded bg-red-100 text-red-800 decoration-red-400 dark:bg-red-950/60 dark:text-red-200"
            >
              {part.text}
            </del>
          ) : (
            <ins
              key={part.key}
              className="rounded bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/50 dark:text-emerald-100"
            >
              {part.text}
            </ins>
          ),
        )}
      </p>
    </div>
  )
}
