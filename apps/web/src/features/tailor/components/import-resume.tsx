import type { ImportReply } from '@tailor/contracts'
import { FileJson } from 'lucide-react'
import { type ChangeEvent, useId } from 'react'
import { Alert } from '../../../components/ui/alert.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { getErrorText } from '../../../lib/api-error.ts'
import { useImportResume } from '../api/import-resume.ts'

export const importFailedMessage = 'The file could not be imported. Please try again.'

/**
 * Import from JSON Resume or a LinkedIn data export: the fields go straight into the editor, no parsing
 * guesswork. What the file held that Tailor has no place for is listed.
 */
export function ImportResume({ onImported }: { onImported: (reply: ImportReply) => void }) {
  const id = useId()
  const importer = useImportResume()

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) importer.mutate(file, { onSuccess: onImported })
  }

  const error = importer.error
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-8 rounded-2xl border border-dashed border-ink-300 p-5 dark:border-ink-700"
    >
      <h2 id={`${id}-title`} className="font-semibold text-ink-900 dark:text-ink-50">
        Import from JSON Resume or LinkedIn
      </h2>
      <p className="mt-1 text-sm text-ink-600 dark:text-ink-300">
        A JSON Resume file (.json) or the ZIP from LinkedIn’s “Get a copy of your data” opens straight in the
        editor, field by field.
      </p>
      <label
        htmlFor={id}
        className="mt-3 inline-flex cursor-pointer items-center gap-2 rounded-xl border border-ink-200 bg-white px-3.5 py-2 text-sm font-semibold text-ink-900 hover:bg-ink-50 focus-within:outline-2 focus-within:outline-brand-600 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50 dark:hover:bg-ink-800"
      >
        {importer.isPending ? (
          <Spinner className="size-4" />
        ) : (
          <FileJson aria-hidden="true" className="size-4" />
        )}
        Import file
        <input
          id={id}
          type="file"
          accept=".json,.zip,application/json,application/zip"
          className="sr-only"
          onChange={onChange}
        />
      </label>
      {error && (
        <Alert tone="error" className="mt-3">
          {getErrorText(error, importFailedMessage)}
        </Alert>
      )}
      {importer.data && importer.data.warnings.length > 0 && (
        <Alert tone="warning" title="Imported, with notes" className="mt-3">
          <ul className="list-disc space-y-0.5 pl-5">
            {importer.data.warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
      )}
    </section>
  )
}
