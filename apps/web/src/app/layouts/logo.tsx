import { Scissors } from 'lucide-react'

/** The wordmark; decorative mark plus the name, which is the accessible text. */
export function Logo() {
  return (
    <span className="flex items-center gap-2.5">
      <span className="grid size-9 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-800 text-white shadow-md shadow-brand-900/25">
        <Scissors aria-hidden="true" className="size-[18px] -rotate-45" strokeWidth={2.25} />
      </span>
      <span className="font-display text-xl font-bold tracking-tight text-ink-950 dark:text-white">
        Tailor
      </span>
    </span>
  )
}
