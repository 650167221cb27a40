import { MoveRight } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { RegistrationDisabledDialog } from '../../../components/registration-disabled-dialog.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { useAppConfig } from '../../../lib/use-app-config.ts'

export function ClosingCta() {
  const [open, setOpen] = useState(false)
  const { registrationEnabled } = useAppConfig()
  const navigate = useNavigate()
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8 lg:pb-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-ink-950 px-6 py-16 text-center shadow-2xl shadow-brand-950/20 sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-brand-400/25 blur-3xl"
        />
        <h2
          id="cta-title"
          className="relative font-display text-3xl font-bold tracking-tight text-white sm:text-4xl"
        >
          Ready to Land Your Dream Job?
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg leading-8 text-brand-50/90">
          Join 10K+ professionals who tailor every application in minutes, honestly.
        </p>
        <Button
          variant="inverse"
          size="lg"
          className="relative mt-9"
          onClick={() => (registrationEnabled ? navigate('/auth') : setOpen(true))}
        >
          Get Started Now
          <MoveRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
      <RegistrationDisabledDialog open={open} onClose={() => setOpen(false)} />
    </section>
  )
}
