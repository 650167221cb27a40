interface SectionHeadingProps {
  id: string
  eyebrow: string
  title: string
  lead?: string
}

export function SectionHeading({ id, eyebrow, title, lead }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
        {eyebrow}
      </p>
      <h2
        id={id}
        className="mt-3 font-display text-3xl font-bold tracking-tight text-ink-950 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg leading-8 text-ink-600 dark:text-ink-300">{lead}</p>}
    </div>
  )
}
