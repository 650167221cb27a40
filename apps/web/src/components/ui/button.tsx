import type { LucideIcon } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cx } from '../../lib/cx.ts'
import { Spinner } from './spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors duration-150 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:focus-visible:outline-brand-400 ' +
  'disabled:cursor-not-allowed disabled:opacity-60 select-none'

const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-700 text-white shadow-sm shadow-brand-900/20 hover:bg-brand-800 dark:bg-brand-400 dark:text-ink-950 dark:hover:bg-brand-300',
  secondary:
    'border border-ink-200 bg-white text-ink-900 hover:border-ink-300 hover:bg-ink-50 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50 dark:hover:bg-ink-800',
  ghost:
    'text-ink-700 hover:bg-ink-100 hover:text-ink-950 dark:text-ink-200 dark:hover:bg-ink-800 dark:hover:text-white',
  inverse: 'bg-white text-ink-950 hover:bg-brand-50',
  danger:
    'bg-red-600 text-white shadow-sm shadow-red-900/20 hover:bg-red-700 dark:bg-red-500 dark:hover:bg-red-400',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-6 text-base',
}

/** Button styling shared by <button> and links that look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cx(base, variants[variant], sizes[size], extra)
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  size?: ButtonSize
  /** Shown before the label; a spinner takes its place while `busy`. */
  icon?: LucideIcon
  busy?: boolean
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  icon: Icon,
  busy = false,
  children,
  ...props
}: ButtonProps) {
  const iconClass = size === 'lg' ? 'size-5' : 'size-4'
  return (
    <button type={type} className={buttonClass(variant, size, className)} {...props}>
      {busy ? <Spinner className={iconClass} /> : Icon && <Icon aria-hidden="true" className={iconClass} />}
      {children}
    </button>
  )
}
