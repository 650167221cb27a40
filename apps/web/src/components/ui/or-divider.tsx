export function OrDivider({ label }: { label: string }) {
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium tracking-wide text-ink-500 uppercase dark:text-ink-400">
      <span className="h-px flex-1 bg-ink-200 dark:bg-ink-800" />
      {label}
      <span className="h-px flex-1 bg-ink-200 dark:bg-ink-800" />
    </div>
  )
}
