import type { DashboardReply } from '@tailor/contracts'
import { FileStack, Lightbulb } from 'lucide-react'
import { InsightCard, Meter } from './insight-card.tsx'

const formats = [
  { key: 'pdf', label: 'PDF' },
  { key: 'docx', label: 'DOCX' },
  { key: 'doc', label: 'DOC' },
  { key: 'txt', label: 'TXT' },
] as const

/** The formats of the resumes the user has uploaded or pasted (pasted text counts as TXT). */
export function FormatsCard({ counts }: { counts: DashboardReply['formats'] }) {
  const max = Math.max(...formats.map(({ key }) => counts[key]))
  return (
    <InsightCard
      id="formats-title"
      title="Resume Formats"
      icon={<FileStack aria-hidden="true" className="size-[18px]" />}
    >
      <p className="-mt-1 mb-4 text-xs text-ink-500 dark:text-ink-400">
        Resumes you have uploaded or pasted, by file type.
      </p>
      <div className="space-y-3">
        {formats.map(({ key, label }) => (
          <Meter key={key} label={label} value={counts[key]} max={max} display={String(counts[key])} />
        ))}
      </div>
      <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-xs leading-5 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        <Lightbulb aria-hidden="true" className="size-4 shrink-0" />
        <span>
          <strong className="font-semibold">Tip:</strong> PDF is the most widely accepted format: it keeps
          your layout intact on any device and most applicant tracking systems read it well.
        </span>
      </p>
    </InsightCard>
  )
}
