import { FileUser, Upload, X } from 'lucide-react'
import { type DragEvent, useId, useRef, useState } from 'react'
import { cx } from '../../../lib/cx.ts'
import { acceptedResumeTypes, isAcceptedResumeFile } from '../cover-letter-form.ts'

interface ResumeUploadProps {
  file: File | null
  onFileChange: (file: File | null) => void
  invalid: boolean
}

const wrongType = 'Please choose a PDF, DOC or DOCX file.'

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

/** A file picker that also takes a dropped file; only pdf, doc and docx are accepted. */
export function ResumeUpload({ file, onFileChange, invalid }: ResumeUploadProps) {
  const inputId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const [typeError, setTypeError] = useState<string | null>(null)

  function choose(next: File | undefined) {
    if (!next) return
    if (!isAcceptedResumeFile(next)) {
      setTypeError(wrongType)
      return
    }
    setTypeError(null)
    onFileChange(next)
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragging(false)
    choose(event.dataTransfer.files[0])
  }

  if (file) {
    return (
      <div className="flex items-center gap-3 rounded-2xl border border-brand-600 bg-brand-50/70 p-3.5 dark:border-brand-400 dark:bg-brand-900/25">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white text-brand-700 dark:bg-ink-900 dark:text-brand-300">
          <FileUser aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-semibold text-ink-950 dark:text-white">
            {file.name}
          </span>
          <span className="block text-xs text-ink-500 dark:text-ink-400">
            {formatSize(file.size)} · ready to use
          </span>
        </span>
        <button
          type="button"
          onClick={() => {
            onFileChange(null)
            if (inputRef.current) inputRef.current.value = ''
          }}
          aria-label={`Remove ${file.name}`}
          className="grid size-9 place-items-center rounded-lg text-ink-500 hover:bg-white hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-ink-800 dark:hover:text-white"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    )
  }

  return (
    <div>
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cx(
          'flex cursor-pointer flex-col items-center rounded-2xl border-2 border-dashed px-6 py-8 text-center transition-colors',
          'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
          dragging
            ? 'border-brand-600 bg-brand-50 dark:border-brand-400 dark:bg-brand-900/25'
            : invalid || typeError
              ? 'border-red-400 dark:border-red-500'
              : 'border-ink-300 hover:border-brand-600 hover:bg-ink-50 dark:border-ink-700 dark:hover:border-brand-400 dark:hover:bg-ink-800/50',
        )}
      >
        <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300">
          <Upload aria-hidden="true" className="size-5" />
        </span>
        <span className="mt-3 text-sm font-semibold text-ink-950 dark:text-white">Upload a resume</span>
        <span className="mt-1 text-xs text-ink-500 dark:text-ink-400">
          Drop a file here or click to browse · PDF, DOC or DOCX
        </span>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={acceptedResumeTypes}
          onChange={(event) => choose(event.target.files?.[0])}
          className="sr-only"
        />
      </label>
      {typeError && (
        <p role="alert" className="mt-2 text-sm text-red-600 dark:text-red-400">
          {typeError}
        </p>
      )}
    </div>
  )
}
