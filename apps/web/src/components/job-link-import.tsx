import type { JobImportReply } from '@tailor/contracts'
import { Download } from 'lucide-react'
import type { FormEvent } from 'react'
import { describeImportError, useImportJob } from '../lib/import-job.ts'
import { Alert } from './ui/alert.tsx'
import { Button } from './ui/button.tsx'
import { TextField } from './ui/text-field.tsx'

interface JobLinkImportProps {
  url: string
  onUrlChange: (url: string) => void
  onImported: (posting: JobImportReply) => void
  label?: string
  className?: string
}

/** A job link field with its Import button; the server reads the posting and the caller decides what to fill. */
export function JobLinkImport({
  url,
  onUrlChange,
  onImported,
  label = 'Job link',
  className,
}: JobLinkImportProps) {
  const importJob = useImportJob()

  function runImport(event?: FormEvent) {
    event?.preventDefault()
    const link = url.trim()
    if (!link || importJob.isPending) return
    importJob.mutate(link, { onSuccess: onImported })
  }

  return (
    <div className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label={label}
          type="url"
          inputMode="url"
          className="flex-1"
          value={url}
          placeholder="https://company.example/careers/senior-engineer"
          onChange={(event) => {
            importJob.reset()
            onUrlChange(event.target.value)
          }}
          onKeyDown={(event) => {
            // Enter imports the link instead of submitting the surrounding form.
            if (event.key === 'Enter') runImport(event)
          }}
        />
        <Button
          type="button"
          variant="secondary"
          onClick={() => runImport()}
          disabled={!url.trim() || importJob.isPending}
          icon={Download}
          busy={importJob.isPending}
          className="shrink-0"
        >
          {importJob.isPending ? 'Importing...' : 'Import'}
        </Button>
      </div>
      {importJob.isError && (
        <Alert tone="error" className="mt-3">
          {describeImportError(importJob.error)}
        </Alert>
      )}
    </div>
  )
}
