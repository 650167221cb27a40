import { Link } from 'react-router'
import { LegalPage, type LegalSection } from '../../features/legal/components/legal-page.tsx'

const link = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300'

const sections: LegalSection[] = [
  {
    title: 'What this app stores',
    body: (
      <ul>
        <li>
          Your account: name, e-mail address, a one-way hash of your password, your credit balance and, if you
          turn it on, the two-factor secret and hashes of your recovery codes.
        </li>
        <li>
          The resumes you upload or paste: the original file, its text and the structured resume read from it.
        </li>
        <li>
          Your analyses and cover letters: the job descriptions you entered, scores, tailored resumes and
          letter texts.
        </li>
        <li>Bookkeeping: a ledger of credits granted and spent, and records of payments.</li>
        <li>
          Sign-in sessions (hashed tokens) and, briefly, hashed links sent for password resets and e-mail
          changes.
        </li>
      </ul>
    ),
  },
  {
    title: 'Where it is kept',
    body: (
      <>
        <p>
          Everything stays on the servers of whoever runs this installation: records in its PostgreSQL
          database (or the embedded one in its data folder), files in its data folder or in the S3-compatible
          storage it configured. Resume analysis and tailoring run on that server; your resume is not sent to
          an AI service.
        </p>
        <p>
          Mail goes out through the operator's mail server. Google is contacted only if you choose “Sign in
          with Google” and the operator enabled it. Your browser keeps your session and theme in local
          storage; no tracking or advertising cookies are set.
        </p>
      </>
    ),
  },
  {
    title: 'How long',
    body: (
      <ul>
        <li>Your account and records: until you delete them or the account.</li>
        <li>Sign-in sessions: until you sign out, or (by default) 30 days without use.</li>
        <li>
          Password reset links: 30 minutes; e-mail change links: one day (the defaults). Each works once.
        </li>
        <li>
          Credit ledger and payment records: kept after the account is deleted, with your identity removed, as
          bookkeeping may require.
        </li>
      </ul>
    ),
  },
  {
    title: 'Your choices',
    body: (
      <p>
        In{' '}
        <Link to="/settings" className={link}>
          Settings
        </Link>{' '}
        you can change your name, e-mail and password, see and end your sessions, download all your data as a
        ZIP file, and delete your account. Deleting removes your account, resumes, analyses, letters and
        uploaded files at once.
      </p>
    ),
  },
]

export function Component() {
  return (
    <LegalPage
      title="Privacy policy"
      intro="Tailor is self-hosted software. This page says what this installation stores about you, where, for how long and how to remove it."
      sections={sections}
    />
  )
}
