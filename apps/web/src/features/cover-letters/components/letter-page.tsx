import type { CoverLetterTemplate, LetterLayout } from '@tailor/contracts'
import type { ReactNode } from 'react'
import { cx } from '../../../lib/cx.ts'

interface LetterPageProps {
  template: CoverLetterTemplate
  /** The letter laid out as the PDF lays it out (letterLayout). */
  layout: LetterLayout
  hiringManager: string
  /** The letter body: LetterBody, or an editor. */
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

export function LetterPage({ template, layout, hiringManager, children }: LetterPageProps) {
  const look = looks[template]
  const { sender } = layout
  const contacts = [
    sender.email,
    sender.phone,
    sender.location,
    sender.linkedin.replace(/^https?:\/\/(www\.)?/i, ''),
  ]
  return (
    <article
      aria-label={`Cover letter ${layout.subject.replace(/^Re: /, 'for ')}`}
      className={cx(
        'overflow-hidden rounded-2xl bg-white text-ink-900 shadow-xl shadow-ink-950/10 ring-1 ring-ink-200 dark:ring-ink-700 dark:shadow-black/40',
        look.paper,
      )}
    >
      {look.band}
      <div className={cx('px-6 py-8 sm:px-14 sm:py-12', template === 'minimal' && 'sm:px-16 sm:py-16')}>
        <header className={cx('text-sm text-ink-600', template === 'traditional' && 'text-center')}>
          {sender.name && (
            <div className="mb-6 border-b border-ink-200 pb-4">
              <p className="text-xl font-semibold tracking-tight text-ink-900">{sender.name}</p>
              <p className="mt-1 text-xs break-words text-ink-500">{contacts.filter(Boolean).join(' · ')}</p>
            </div>
          )}
          <p>{layout.date}</p>
          {layout.recipient.length > 0 && (
            <p className="mt-4">
              {/* docs/product.md § States: an "Addressed to" line when a hiring manager is given (the PDF prints the names). */}
              {hiringManager && (
                <span className="block text-xs font-semibold tracking-wide text-ink-500 uppercase">
                  Addressed to
                </span>
              )}
              {layout.recipient.map((line, index) => (
                <span
                  key={line}
                  className={cx('block', index === 0 && hiringManager && 'font-semibold text-ink-900')}
                >
                  {line}
                </span>
              ))}
            </p>
          )}
          {layout.subject && <p className="mt-4 font-semibold text-ink-900">{layout.subject}</p>}
        </header>
        <div className="mt-6">{children}</div>
      </div>
    </article>
  )
}

/** The letter as the PDF shows it: salutation, paragraphs, one closing and the name. */
export function LetterBody({ layout }: { layout: LetterLayout }) {
  return (
    <div className="space-y-4 text-[0.9375rem] leading-7 text-pretty">
      <p>{layout.salutation}</p>
      {layout.paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity and may repeat
        <p key={index} className="whitespace-pre-line">
          {paragraph}
        </p>
      ))}
      <p className="pt-2">
        {layout.closing}
        {layout.signature && (
          <span className="mt-1 block font-semibold whitespace-pre-line">{layout.signature}</span>
        )}
      </p>
    </div>
  )
}
