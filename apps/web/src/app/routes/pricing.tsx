import { ArrowRight, PlayCircle } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { PricingFaq } from '../../features/pricing/components/pricing-faq.tsx'
import { PricingPlans } from '../../features/pricing/components/pricing-plans.tsx'
import { WhyChoose } from '../../features/pricing/components/why-choose.tsx'

export function Component() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 md:py-20 lg:px-8">
      <title>Pricing — Tailor</title>
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-300">
          Pricing
        </p>
        <h1 className="mt-3 font-display text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl dark:text-white">
          Choose Your Plan
        </h1>
        <p className="mt-4 text-lg leading-8 text-ink-600 dark:text-ink-300">
          One credit is one resume analysis or one cover letter. Start free, upgrade when you apply more.
        </p>
      </div>
      <PricingPlans />
      <WhyChoose />
      <PricingFaq />
      <section
        aria-labelledby="pricing-cta-title"
        className="mx-auto mt-24 max-w-4xl rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-ink-950 px-6 py-14 text-center sm:px-12"
      >
        <h2 id="pricing-cta-title" className="font-display text-3xl font-bold tracking-tight text-white">
          Start tailoring today
        </h2>
        <p className="mx-auto mt-3 max-w-lg text-brand-50/90">Free starter credits for every new account.</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/auth" className={buttonClass('inverse', 'lg')}>
            Get Started Now
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
          <Link
            to="/#how-it-works"
            className={buttonClass(
              'ghost',
              'lg',
              'text-white hover:bg-white/10 hover:text-white dark:text-white',
            )}
          >
            <PlayCircle aria-hidden="true" className="size-5" />
            View Demo
          </Link>
        </div>
      </section>
    </div>
  )
}
