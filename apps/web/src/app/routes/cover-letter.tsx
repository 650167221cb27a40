import { History } from 'lucide-react'
import { Link } from 'react-router'
import { CoverLetterGenerator } from '../../features/cover-letters/components/cover-letter-generator.tsx'

export function Component() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <title>AI Cover Letter Generator — Tailor</title>
      <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
            Cover letters
          </p>
          <h1 className="mt-2 font-display text-3xl font-extrabold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
            AI Cover Letter Generator
          </h1>
          <p className="mt-2 max-w-2xl text-ink-600 dark:text-ink-300">
            A letter written for one job, from your real experience, in the tone you choose.
          </p>
        </div>
        <Link
          to="/cover-letter-history"
          className="inline-flex items-center gap-2 self-start rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:self-auto dark:text-brand-300 dark:hover:text-brand-200"
        >
          <History aria-hidden="true" className="size-4" />
          Your cover letters
        </Link>
      </div>
      <CoverLetterGenerator />
    </div>
  )
}
