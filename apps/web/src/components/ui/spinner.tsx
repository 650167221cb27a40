import { cx } from '../../lib/cx.ts'

/** A decorative spinner; the text beside it carries the meaning for screen readers. */
export function Spinner({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block size-5 animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-none',
        className,
      )}
    />
  )
}
