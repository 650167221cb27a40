// Accounts and payments created through the CLI before the server starts (see global-setup.ts).

export interface Account {
  email: string
  password: string
  name: string
  credits: number
}

export const member: Account = {
  email: 'e2e-member@example.com',
  password: 'correct horse battery staple',
  name: 'Ada Member',
  credits: 3,
}

export const payer: Account = {
  email: 'e2e-payer@example.com',
  password: 'payer password 2024',
  name: 'Pat Payer',
  credits: 0,
}

export interface RecordedPayment {
  reference: string
  packageName: string
  status: 'SUCCESS' | 'PENDING' | 'FAILED'
}

export const payments: RecordedPayment[] = [
  { reference: 'E2E-PAID-001', packageName: 'Starter', status: 'SUCCESS' },
  { reference: 'E2E-WAIT-001', packageName: 'Professional', status: 'PENDING' },
]

/** Tailors resumes on /analysis (the tailoring flow). */
export const analyst: Account = {
  email: 'e2e-analyst@example.com',
  password: 'analyst password 2024',
  name: 'Alex Analyst',
  credits: 40,
}

/** Has no credits: the tailoring and cover letter calls answer 402. */
export const penniless: Account = {
  email: 'e2e-penniless@example.com',
  password: 'penniless password 2024',
  name: 'Penny Less',
  credits: 0,
}

/** Writes cover letters on /cover-letter and manages /cover-letter-history. */
export const writer: Account = {
  email: 'e2e-writer@example.com',
  password: 'writer password 2024',
  name: 'Wren Writer',
  credits: 40,
}

/** Fills the dashboard and analysis history (enough analyses for several pages). */
export const reviewer: Account = {
  email: 'e2e-reviewer@example.com',
  password: 'reviewer password 2024',
  name: 'Riley Reviewer',
  credits: 60,
}

/** Resets a forgotten password through the mailed link (account.spec.ts). */
export const forgetful: Account = {
  email: 'e2e-forgetful@example.com',
  password: 'forgetful password 2024',
  name: 'Fern Forgetful',
  credits: 1,
}

/** Turns on two-factor sign-in (account.spec.ts). */
export const guarded: Account = {
  email: 'e2e-guarded@example.com',
  password: 'guarded password 2024',
  name: 'Gale Guarded',
  credits: 1,
}

/** Deletes the account (account.spec.ts). */
export const leaver: Account = {
  email: 'e2e-leaver@example.com',
  password: 'leaver password 2024',
  name: 'Lee Leaver',
  credits: 2,
}

export const accounts = [member, payer, analyst, penniless, writer, reviewer, forgetful, guarded, leaver]
