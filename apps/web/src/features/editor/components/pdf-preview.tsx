import type { ResumeData } from '@tailor/contracts'
import { CircleAlert, CircleCheck, ExternalLink } from 'lucide-react'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { usePdfPreview } from '../hooks/use-pdf-preview.ts'

/** The live preview pane: the rendered PDF in the browser's viewer, refreshed as the resume changes. */
export function PdfPreview({ data, template }: { data: ResumeData; template: string }) {
  const { url, status } = usePdfPreview(data, template)
  return (
    <section
      aria-label="Live preview"
      className="flex h-[80vh] min-h-0 flex-col border-t border-ink-200 bg-ink-100 p-4 lg:h-auto lg:border-t-0 lg:border-l dark:border-ink-800 dark:bg-ink-950"
    >
      <div className="mb-3 flex items-center justify-between gap-3 text-sm">
        <p className="font-semibold text-ink-900 dark:text-ink-50">Live preview</p>
        <p role="status" className="flex items-center gap-2 text-ink-600 dark:text-ink-300">
          {status === 'loading' && (
            <>
              <Spinner className="size-4 text-brand-700 dark:text-brand-300" />
              Updating preview...
            </>
          )}
          {status === 'ready' && (
            <>
              <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
              Up to date
            </>
          )}
          {status === 'error' && (
            <>
              <CircleAlert aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
              Preview unavailable
            </>
          )}
        </p>
        {url && (
          <a
            href={url}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
          >
            Open
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
      {url ? (
        <iframe
          title="Resume PDF preview"
          src={`${url}#toolbar=0&navpanes=0&view=FitH`}
          className="min-h-0 w-full flex-1 rounded-lg bg-white shadow-lg ring-1 ring-ink-950/5"
        />
      ) : (
        <div className="grid flex-1 place-items-center rounded-lg bg-white/60 text-sm text-ink-500 dark:bg-ink-900/60 dark:text-ink-400">
          {status === 'error' ? 'The preview could not be rendered.' : 'Rendering your resume...'}
        </div>
      )}
      <p className="mt-3 text-xs text-ink-500 dark:text-ink-400">
        The preview never saves. Generate PDF saves your changes to this analysis and downloads the file.
      </p>
    </section>
  )
}
