import { Link } from 'react-router'
import { LegalPage, type LegalSection } from '../../features/legal/components/legal-page.tsx'

const link = 'font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300'

const sections: LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        Tailor analyses your resume against a job description, suggests a tailored version that only uses
        facts from your resume, and drafts cover letters. Scores are estimates to help you edit, not a promise
        of how any employer or applicant-tracking system will rank you. Check every document before you send
        it.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <ul>
        <li>Keep your password to yourself; turn on two-factor sign-in in Settings for extra safety.</li>
        <li>Upload only documents you have the right to use. You keep all rights to your content.</li>
        <li>Do not use the service to break the law or to overload or attack it.</li>
      </ul>
    ),
  },
  {
    title: 'Credits',
    body: (
      <p>
        Tailoring a resume and writing a letter each use credits. A request that fails on the server's side
        gives the credit back. Prices and packages are on the{' '}
        <Link to="/pricing" className={link}>
          pricing page
        </Link>
        .
      </p>
    ),
  },
  {
    title: 'Ending',
    body: (
      <p>
        You can delete your account at any time in{' '}
        <Link to="/settings" className={link}>
          Settings
        </Link>
        ; see the{' '}
        <Link to="/privacy" className={link}>
          privacy policy
        </Link>{' '}
        for what happens to your data. The operator may suspend accounts that break these terms.
      </p>
    ),
  },
  {
    title: 'No warranty',
    body: (
      <p>
        The software is provided as is under the MIT licence, without warranty. The operator of this
        installation is responsible for running it; questions go to the contact below.
      </p>
    ),
  },
]

export function Component() {
  return (
    <LegalPage
      title="Terms of use"
      intro="The rules for using this Tailor installation, in plain words."
      sections={sections}
    />
  )
}
