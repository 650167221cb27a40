import type { ReactNode } from 'react'
import { cx } from '../../../lib/cx.ts'

const STAGGER_MS = 70

/**
 * docs/product.md § Screens: the dashboard's sections fade in one after another. `order` sets the place in the sequence;
 * with reduced motion there is no animation (and so no delay) at all.
 */
export function FadeIn({
  order,
  className,
  children,
}: {
  order: number
  className?: string
  children: ReactNode
}) {
  return (
    <div
      className={cx('animate-[rise_450ms_ease-out_both] motion-reduce:animate-none', className)}
      style={{ animationDelay: `${order * STAGGER_MS}ms` }}
    >
      {children}
    </div>
  )
}
