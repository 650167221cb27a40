import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'

export function Component() {
  return (
    <section className="mx-auto max-w-xl px-4 py-28 text-center">
      <title>Page not found — Tailor</title>
      <p className="font-display text-6xl font-extrabold text-brand-700 dark:text-brand-300">404</p>
      <h1 className="mt-4 font-display text-3xl font-bold tracking-tight text-ink-950 dark:text-white">
        Page not found
      </h1>
      <p className="mt-3 text-ink-600 dark:text-ink-300">
        The page you asked for does not exist or has moved.
      </p>
      <div className="mt-8 flex justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          Back to home
        </Link>
        <Link to="/pricing" className={buttonClass('secondary')}>
          See pricing
        </Link>
      </div>
    </section>
  )
}
