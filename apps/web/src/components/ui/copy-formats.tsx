import { cx } from '../../lib/cx.ts'

export type CopyFormat = 'docx' | 'txt'

interface CopyFormatsProps {
  /** What the buttons download, for screen readers: "Download resume of Ana for Analyst" + " as DOCX". */
  label: string
  disabled?: boolean
  onDownload: (format: CopyFormat) => void
  /** Sizing to sit beside the row's other actions. */
  className?: string
}

/** Small DOCX and TXT buttons beside a PDF download, for the Word and plain-text copies of a document. */
export function CopyFormats({ label, disabled, onDownload, className }: CopyFormatsProps) {
  return (['docx', 'txt'] as const).map((format) => (
    <button
      key={format}
      type="button"
      className={cx(
        'rounded-md text-xs font-semibold text-ink-600 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white',
        className,
      )}
      aria-label={`${label} as ${format.toUpperCase()}`}
      disabled={disabled}
      onClick={() => onDownload(format)}
    >
      {format.toUpperCase()}
    </button>
  ))
}
