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

export const accounts = [member, payer]
