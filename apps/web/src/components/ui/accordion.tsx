import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cx } from '../../lib/cx.ts'

export interface AccordionItem {
  question: string
  answer: ReactNode
}

/** Disclosure-based accordion: each header is a button inside a heading, one panel open at a time. */
export function Accordion({ items }: { items: AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(0)
  const baseId = useId()
  return (
    <div className="divide-y divide-ink-200 rounded-2xl border border-ink-200 bg-white dark:divide-ink-800 dark:border-ink-800 dark:bg-ink-900/60">
      {items.map((item, index) => {
        const expanded = open === index
        const buttonId = `${baseId}-q-${index}`
        const panelId = `${baseId}-a-${index}`
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 sm:px-6 dark:text-ink-50 dark:hover:text-brand-300"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cx(
                    'size-5 shrink-0 transition-transform motion-reduce:transition-none',
                    expanded && 'rotate-180',
                  )}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-sm leading-6 text-ink-600 sm:px-6 dark:text-ink-300"
            >
              {item.answer}
            </section>
          </div>
        )
      })}
    </div>
  )
}
