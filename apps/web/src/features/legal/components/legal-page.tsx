import type { ReactNode } from 'react'
import { useAppConfig } from '../../../lib/use-app-config.ts'

export interface LegalSection {
  title: string
  body: ReactNode
}

/** A plain reading page for the privacy notice and the terms; the operator's contact comes from SUPPORT_EMAIL. */
export function LegalPage({
  title,
  intro,
  sections,
}: {
  title: string
  intro: ReactNode
  sections: LegalSection[]
}) {
  const { supportEmail } = useAppConfig()
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 md:py-16">
      <title>{`${title} — Tailor`}</title>
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-lg leading-8 text-ink-600 dark:text-ink-300">{intro}</p>
      {sections.map((section) => (
        <section key={section.title} className="mt-10">
          <h2 className="font-display text-xl font-semibold text-ink-950 dark:text-white">{section.title}</h2>
          <div className="mt-3 space-y-3 leading-7 text-ink-700 [&_li]:ml-5 [&_li]:list-disc dark:text-ink-200">
            {section.body}
          </div>
        </section>
      ))}
      <section className="mt-10 rounded-2xl border border-ink-200 bg-ink-50 p-5 dark:border-ink-800 dark:bg-ink-900">
        <h2 className="font-display text-lg font-semibold text-ink-950 dark:text-white">Contact</h2>
        <p className="mt-2 text-ink-700 dark:text-ink-200">
          This Tailor installation is run by its operator, not by the Tailor project. Write to them at{' '}
          <a
            href={`mailto:${supportEmail}`}
            className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {supportEmail}
          </a>
          .
        </p>
      </section>
    </article>
  )
}
