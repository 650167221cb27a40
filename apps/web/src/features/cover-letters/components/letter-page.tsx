import type { CoverLetterTemplate } from '@tailor/contracts'
import type { ReactNode } from 'react'
import { cx } from '../../../lib/cx.ts'
import { formatLetterDate, splitParagraphs } from '../format-letter.ts'

interface LetterPageProps {
  template: CoverLetterTemplate
  jobTitle: string
  company: string
  hiringManager: string
  /** ISO date of the letter. */
  date: string
  /** The letter body: its text, or an editor. */
  children: ReactNode
}

// The on-screen page echoes the PDF template's look (accent, type, letterhead) so the preview and the
// download feel like the same document. The paper stays white in both themes, like the PDF.
const looks: Record<CoverLetterTemplate, { paper: string; band: ReactNode }> = {
  modern: { paper: 'font-sans', band: <div aria-hidden="true" className="h-1.5 bg-[#1d5fa8]" /> },
  traditional: {
    paper: 'font-serif',
    band: <div aria-hidden="true" className="mx-8 mt-8 border-t-4 border-double border-[#1b2a41] sm:mx-14" />,
  },
  creative: {
    paper: 'font-sans',
    band: <div aria-hidden="true" className="h-5 bg-gradient-to-r from-[#0f766e] to-[#14b8a6]" />,
  },
  minimal: { paper: 'font-sans tracking-[0.005em]', band: null },
}

export function LetterPage({ template, jobTitle, company, hiringManager, date, children }: LetterPageProps) {
  const look = looks[template]
  return (
    <article
      aria-label={`Cover letter for ${jobTitle} at ${company}`}
      className={cx(
        'overflow-hidden rounded-2xl bg-white text-ink-900 shadow-xl shadow-ink-950/10 ring-1 ring-ink-200 dark:ring-ink-700 dark:shadow-black/40',
        look.paper,
      )}
    >
      {look.band}
      <div className={cx('px-6 py-8 sm:px-14 sm:py-12', template === 'minimal' && 'sm:px-16 sm:py-16')}>
        <header className={cx('text-sm text-ink-600', template === 'traditional' && 'text-center')}>
          <p>{formatLetterDate(date)}</p>
          {hiringManager && (
            <p className="mt-4">
              <span className="block text-xs font-semibold tracking-wide text-ink-500 uppercase">
                Addressed to
              </span>
              <span className="mt-0.5 block font-semibold text-ink-900">{hiringManager}</span>
              <span className="block">{company}</span>
            </p>
          )}
          <p className="mt-4 font-semibold text-ink-900">
            Re: {jobTitle} at {company}
          </p>
        </header>
        <div className="mt-6">{children}</div>
      </div>
    </article>
  )
}

/** The letter text, paragraph by paragraph. */
export function LetterText({ content }: { content: string }) {
  return (
    <div className="space-y-4 text-[0.9375rem] leading-7 text-pretty">
      {splitParagraphs(content).map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity and may repeat
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
    </div>
  )
}
