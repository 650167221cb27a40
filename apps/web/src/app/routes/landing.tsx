import { ClosingCta } from '../../features/landing/components/closing-cta.tsx'
import { FeatureGrid } from '../../features/landing/components/feature-grid.tsx'
import { Hero } from '../../features/landing/components/hero.tsx'
import { HowItWorks } from '../../features/landing/components/how-it-works.tsx'
import { StatsStrip } from '../../features/landing/components/stats-strip.tsx'
import { Testimonials } from '../../features/landing/components/testimonials.tsx'

export function Component() {
  return (
    <>
      <title>Tailor — honest resume tailoring</title>
      <Hero />
      <StatsStrip />
      <FeatureGrid />
      <HowItWorks />
      <Testimonials />
      <ClosingCta />
    </>
  )
}
