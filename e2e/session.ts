import { expect, type Page } from '@playwright/test'
import type { Account } from './fixtures.ts'

export const sessionKeys = ['accessToken', 'refreshToken', 'username', 'email'] as const

export interface Tokens {
  access: string
  refresh: string
  name: string
  email: string
}

/** Logs in through the API, without the UI (for tests about other screens). */
export async function requestTokens(page: Page, account: Account): Promise<Tokens> {
  const response = await page.request.post('/api/v1/user/token/', {
    data: { email: account.email, password: account.password },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as Tokens
}

/**
 * Stores a session the way the app does, for the test's next page to start signed in. It is written from a
 * page of the app's origin that runs no app code (the favicon), so nothing acts on a half-written session
 * (or spends its refresh token) before that page opens.
 */
export async function storeSession(page: Page, tokens: Tokens): Promise<void> {
  await page.goto('/favicon.svg')
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t.access)
    localStorage.setItem('refreshToken', t.refresh)
    localStorage.setItem('username', t.name)
    localStorage.setItem('email', t.email)
  }, tokens)
}

export function readSession(page: Page) {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    sessionKeys as unknown as string[],
  )
}
