import { MoveRight, PlayCircle, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button.tsx'
import { MatchPreview } from './match-preview.tsx'

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative -mt-16 overflow-hidden pt-16 md:-mt-20 md:pt-20"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-brand-100),transparent),radial-gradient(40rem_24rem_at_0%_10%,var(--color-ink-100),transparent)] dark:bg-[radial-gradient(60rem_30rem_at_85%_-10%,color-mix(in_oklab,var(--color-brand-900)_70%,transparent),transparent),radial-gradient(40rem_24rem_at_0%_10%,var(--color-ink-900),transparent)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-1 items-center gap-14 px-4 pt-14 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white/70 px-3 py-1 text-sm font-medium text-brand-800 dark:border-brand-800 dark:bg-ink-900/70 dark:text-brand-200">
            <Sparkles aria-hidden="true" className="size-4" />
            AI resume analysis and tailoring
          </p>
          <h1
            id="hero-title"
            className="mt-6 font-display text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-ink-950 sm:text-5xl lg:text-6xl dark:text-white"
          >
            Tailor your resume to every job.{' '}
            <span className="bg-gradient-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent dark:from-brand-300 dark:to-brand-500">
              Keep every word true.
            </span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-600 dark:text-ink-300">
            Upload your resume and paste a job link. Get an AI analysis against the job's requirements, clear
            feedback and suggestions, and a tailored version that matches the role. Need a cover letter too?
            It writes that as well.
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Link to="/auth" className={buttonClass('primary', 'lg')}>
              Try Free Analysis
              <MoveRight aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/#how-it-works" className={buttonClass('secondary', 'lg')}>
              <PlayCircle aria-hidden="true" className="size-5" />
              View Demo
            </Link>
          </div>
          <p className="mt-6 text-sm text-ink-500 dark:text-ink-400">
            Free starter credits · Results in under 2 minutes · No card required
          </p>
        </div>
        <div className="relative mx-auto w-full max-w-md lg:max-w-none">
          <MatchPreview />
        </div>
      </div>
    </section>
  )
}
