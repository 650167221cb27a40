import { useState } from 'react'
import { buildConfig } from '../../../lib/config.ts'
import { cx } from '../../../lib/cx.ts'

interface TemplateImageProps {
  name: string
  /** The API's preview path; empty when the template has none. */
  src: string
  className?: string
  /** The gallery's first screenful loads eagerly; the rest lazily. */
  eager?: boolean
}

/** A page-shaped preview (US Letter proportions) with the template's first letter when there is no image. */
export function TemplateImage({ name, src, className, eager = false }: TemplateImageProps) {
  const [failed, setFailed] = useState(false)
  return (
    <div
      className={cx(
        'relative aspect-[400/518] overflow-hidden rounded-lg bg-white shadow-md ring-1 shadow-ink-900/10 ring-ink-900/5 dark:shadow-black/40 dark:ring-white/10',
        className,
      )}
    >
      {src && !failed ? (
        <img
          src={`${buildConfig.apiBaseUrl}${src}`}
          alt={`Preview of the ${name} template`}
          width={400}
          height={518}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover object-top"
        />
      ) : (
        <div
          role="img"
          aria-label={`${name} template (no preview)`}
          className="grid size-full place-items-center bg-gradient-to-br from-brand-50 to-ink-100 font-display text-6xl font-bold text-brand-700 dark:from-brand-950 dark:to-ink-900 dark:text-brand-300"
        >
          {name.charAt(0).toUpperCase()}
        </div>
      )}
    </div>
  )
}
