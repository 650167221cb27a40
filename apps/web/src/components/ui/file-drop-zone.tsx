import { FileCheck2, UploadCloud, X } from 'lucide-react'
import { type DragEvent, useId, useState } from 'react'
import { cx } from '../../lib/cx.ts'
import { checkFile, formatBytes } from './check-file.ts'

interface FileDropZoneProps {
  /** Accessible name of the file input. */
  label: string
  /** Accepted extensions without the dot, e.g. ['pdf', 'docx']. */
  extensions: string[]
  maxBytes: number
  file: File | null
  onFileChange: (file: File | null) => void
  disabled?: boolean
  /** Shown after the chosen file's size. */
  readyText?: string
}

/** Click, keyboard or drag and drop to choose one file; rejects other types and oversized files at once. */
export function FileDropZone({
  label,
  extensions,
  maxBytes,
  file,
  onFileChange,
  disabled,
  readyText = 'ready to analyze',
}: FileDropZoneProps) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const [dragging, setDragging] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const types = extensions.map((ext) => ext.toUpperCase())
  const hint = `${types.slice(0, -1).join(', ')} or ${types.at(-1)} · up to ${formatBytes(maxBytes)}`

  function choose(candidate: File | undefined) {
    if (!candidate) return
    const problem = checkFile(candidate, extensions, maxBytes)
    setError(problem)
    if (!problem) onFileChange(candidate)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    if (!disabled) choose(event.dataTransfer.files[0])
  }

  if (file) {
    return (
      <div className="flex items-center gap-4 rounded-2xl border border-brand-300 bg-brand-50/60 p-4 dark:border-brand-800 dark:bg-brand-950/30">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm dark:bg-ink-900 dark:text-brand-300">
          <FileCheck2 aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p
            className="truncate text-sm font-semibold text-ink-900 dark:text-ink-50"
            data-testid="chosen-file"
          >
            {file.name}
          </p>
          <p className="text-xs text-ink-500 dark:text-ink-400">
            {formatBytes(file.size)} · {readyText}
          </p>
        </div>
        <button
          type="button"
          onClick={() => onFileChange(null)}
          disabled={disabled}
          aria-label={`Remove ${file.name}`}
          className="grid size-9 shrink-0 place-items-center rounded-lg text-ink-500 hover:bg-white hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-ink-900 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    )
  }

  return (
    <div>
      <label
        htmlFor={id}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-6 py-9 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging
            ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-950/40'
            : 'border-ink-300 hover:border-brand-400 hover:bg-ink-50 dark:border-ink-700 dark:hover:border-brand-600 dark:hover:bg-ink-900',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <span className="grid size-12 place-items-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <UploadCloud aria-hidden="true" className="size-6" />
        </span>
        <span className="mt-4 text-sm font-semibold text-ink-900 dark:text-ink-50">
          <span className="text-brand-700 dark:text-brand-300">Choose a file</span> or drag it here
        </span>
        <span id={hintId} className="mt-1 text-xs text-ink-500 dark:text-ink-400">
          {hint}
        </span>
        <input
          id={id}
          type="file"
          aria-label={label}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          accept={extensions.map((ext) => `.${ext}`).join(',')}
          disabled={disabled}
          onChange={(event) => {
            choose(event.target.files?.[0])
            event.target.value = ''
          }}
          className="sr-only"
        />
      </label>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  )
}
