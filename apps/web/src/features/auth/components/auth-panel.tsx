import { useState } from 'react'
import { Link } from 'react-router'
import { OrDivider } from '../../../components/ui/or-divider.tsx'
import { Tabs } from '../../../components/ui/tabs.tsx'
import { LoginForm } from './login-form.tsx'
import { SignUpForm } from './signup-form.tsx'
import { SocialButtons } from './social-buttons.tsx'

type Mode = 'login' | 'signup'

/** The /auth card. Signing in changes the session; the route then redirects. */
export function AuthPanel() {
  const [mode, setMode] = useState<Mode>('login')
  const [busy, setBusy] = useState(false)
  return (
    <div className="rounded-3xl border border-ink-200 bg-white/90 p-6 shadow-xl shadow-ink-950/5 backdrop-blur sm:p-8 dark:border-ink-800 dark:bg-ink-900/80">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink-950 dark:text-white">
        {mode === 'login' ? 'Welcome back' : 'Create your account'}
      </h1>
      <p className="mt-1.5 text-sm text-ink-600 dark:text-ink-300">
        {mode === 'login'
          ? 'Log in to tailor your resume and write cover letters.'
          : 'Start with free credits. No card required.'}
      </p>
      <div className="mt-6">
        <Tabs
          label="Account"
          items={[
            { value: 'login', label: 'Log In' },
            { value: 'signup', label: 'Sign Up' },
          ]}
          value={mode}
          onChange={setMode}
          disabled={busy}
        >
          <SocialButtons disabled={busy} onBusyChange={setBusy} />
          <OrDivider label="or continue with email" />
          {mode === 'login' ? (
            <LoginForm busy={busy} onBusyChange={setBusy} />
          ) : (
            <SignUpForm busy={busy} onBusyChange={setBusy} />
          )}
        </Tabs>
      </div>
      <p className="mt-6 text-center text-xs leading-5 text-ink-500 dark:text-ink-400">
        By continuing you agree to our{' '}
        <Link to="/terms" className="font-medium text-ink-700 underline underline-offset-2 dark:text-ink-200">
          Terms of Use
        </Link>{' '}
        and{' '}
        <Link
          to="/privacy"
          className="font-medium text-ink-700 underline underline-offset-2 dark:text-ink-200"
        >
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  )
}
