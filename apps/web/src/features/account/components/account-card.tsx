import type { ReactNode } from 'react'

/** The centred card of the signed-out account pages (reset password, confirm e-mail). */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-4 py-12 md:py-20">
      <div className="rounded-3xl border border-ink-200 bg-white/90 p-6 shadow-xl shadow-ink-950/5 sm:p-8 dark:border-ink-800 dark:bg-ink-900/80">
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink-950 dark:text-white">
          {title}
        </h1>
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}
