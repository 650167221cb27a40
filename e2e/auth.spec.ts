import { expect, test } from '@playwright/test'
import { member, payer } from './fixtures.ts'
import { readSession, requestTokens, storeSession } from './session.ts'

test.describe('/auth', () => {
  test('a signed-in route redirects to /auth and comes back after logging in', async ({ page }) => {
    // A query the page keeps as it is (a page number past the end would be corrected once the list loads).
    await page.goto('/cover-letter-history?sort=oldest')
    await expect(page).toHaveURL('/auth')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL('/cover-letter-history?sort=oldest')
    await expect(page.getByRole('heading', { name: 'Cover Letter History', level: 1 })).toBeVisible()
    await expect(page).toHaveURL('/cover-letter-history?sort=oldest')
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()
    await expect(header.getByRole('link', { name: 'Tailor home' })).toHaveAttribute('href', '/dashboard')
    expect(await readSession(page)).toMatchObject({ username: member.name, email: member.email })
  })

  test('logging in from /auth itself lands on the dashboard', async ({ page }) => {
    await page.goto('/auth')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL('/dashboard')
  })

  test('a wrong password shows the server detail in an error toast', async ({ page }) => {
    await page.goto('/auth')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill('not the password')
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials.')
    await expect(page).toHaveURL('/auth')
    expect((await readSession(page)).accessToken).toBeNull()
  })

  test('while logging in the button reads "Logging In..." and inputs and tabs are disabled', async ({
    page,
  }) => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/user/token/', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/auth')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('button', { name: 'Logging In...' })).toBeDisabled()
    await expect(page.getByLabel('Email')).toBeDisabled()
    await expect(page.getByRole('tab', { name: 'Sign Up' })).toBeDisabled()
    release()
    await expect(page).toHaveURL('/dashboard')
  })

  test('an invalid login reply shows "Invalid response from server"', async ({ page }) => {
    await page.route('**/api/v1/user/token/', (route) =>
      route.fulfill({ status: 200, json: { access: 'only-access' } }),
    )
    await page.goto('/auth')
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('alert')).toHaveText('Invalid response from server')
  })

  test('Sign Up opens the registration-disabled dialog and sends no request', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (/\/api\/v1\/user\/(register|token)\//.test(request.url())) calls.push(request.url())
    })
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page.getByText('Free starter credits.')).toBeVisible()
    await expect(page.getByPlaceholder('Create a password (min. 8 characters)')).toBeVisible()
    await page.getByLabel('Email').fill('new.person@example.com')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('different')
    await page.getByRole('button', { name: 'Create Account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Registration Temporarily Disabled' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    expect(calls).toEqual([])
  })

  test('GitHub shows an info toast, and no Google button is offered while Google is not configured', async ({
    page,
  }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'GitHub' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'GitHub login is not implemented yet.' }),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Google' })).toHaveCount(0)
  })

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth')
    const password = page.getByLabel('Password', { exact: true })
    await password.fill('secret')
    await expect(password).toHaveAttribute('type', 'password')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    await expect(password).toHaveAttribute('type', 'password')
  })
})

test.describe('session', () => {
  test('logout removes the four session keys, shows the signed-out header and ends the session on the server', async ({
    page,
  }) => {
    const tokens = await requestTokens(page, member)
    await storeSession(page, tokens)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/v1/user/logout/'))
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible()
    expect(await readSession(page)).toEqual({
      accessToken: null,
      refreshToken: null,
      username: null,
      email: null,
    })
    expect((await loggedOut).status()).toBe(204)
    const refresh = await page.request.post('/api/v1/user/token/refresh/', {
      data: { refresh: tokens.refresh },
    })
    expect(refresh.status()).toBe(401)
    const me = await page.request.get('/api/v1/user/me/', {
      headers: { authorization: `Bearer ${tokens.access}` },
    })
    expect(me.status()).toBe(401)
  })

  test('a signed-in visitor to /auth is sent to the dashboard', async ({ page }) => {
    await storeSession(page, await requestTokens(page, member))
    await page.goto('/auth')
    await expect(page).toHaveURL('/dashboard')
  })

  test('an expired access token is refreshed once and the call retried', async ({ page }) => {
    const tokens = await requestTokens(page, payer)
    await storeSession(page, { ...tokens, access: 'expired.access.token' })
    const calls: Array<{ path: string; status: number }> = []
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname
      if (path.startsWith('/api/v1/')) calls.push({ path, status: response.status() })
    })
    await page.goto('/payment/verify?reference=E2E-PAID-001')
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    const statuses = (path: string) => calls.filter((call) => call.path === path).map((call) => call.status)
    expect(statuses('/api/v1/transactions/verify/E2E-PAID-001/')).toEqual([401, 200])
    expect(statuses('/api/v1/user/token/refresh/')).toEqual([200])
    const session = await readSession(page)
    expect(session.accessToken).not.toBe('expired.access.token')
    expect(session.refreshToken).not.toBe(tokens.refresh)
  })

  test('with only a refresh token stored, the app refreshes on start and stays signed in', async ({
    page,
  }) => {
    const tokens = await requestTokens(page, member)
    await storeSession(page, tokens)
    await page.evaluate(() => localStorage.removeItem('accessToken'))
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    const session = await readSession(page)
    expect(session.accessToken).toBeTruthy()
    expect(session.refreshToken).not.toBe(tokens.refresh)
  })

  test('a failed refresh clears the session and goes to /auth with "Session expired. Please log in again."', async ({
    page,
  }) => {
    await storeSession(page, { access: 'expired', refresh: 'revoked', name: 'X', email: 'x@example.com' })
    await page.goto('/payment/verify?reference=ANY')
    await expect(page).toHaveURL('/auth')
    await expect(
      page.getByRole('alert').filter({ hasText: 'Session expired. Please log in again.' }),
    ).toBeVisible()
    expect(await readSession(page)).toEqual({
      accessToken: null,
      refreshToken: null,
      username: null,
      email: null,
    })
  })
})

test.describe('sign-up when the server enables registration', () => {
  test.beforeEach(async ({ page }) => {
    // The suite's server keeps registration off; this flips the runtime flag the web app reads.
    await page.route('**/api/v1/config/', async (route) => {
      const reply = await route.fetch()
      await route.fulfill({ response: reply, json: { ...(await reply.json()), registration_enabled: true } })
    })
  })

  test('checks the 8-character minimum and the confirmation before sending anything', async ({ page }) => {
    const calls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/user/register/')) calls.push(request.url())
    })
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await expect(page.getByText('New accounts get 5 free credits')).toBeVisible()
    await page.getByLabel('Email').fill('new.person@example.com')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password').fill('other')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible()
    await expect(page.getByText('Passwords do not match.')).toBeVisible()
    expect(calls).toEqual([])
  })

  test('sends the registration and shows the server detail when it is refused', async ({ page }) => {
    await page.goto('/auth')
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('Email').fill('new.person@example.com')
    await page.getByLabel('Password', { exact: true }).fill('a long enough password')
    await page.getByLabel('Confirm password').fill('a long enough password')
    const request = page.waitForRequest('**/api/v1/user/register/')
    await page.getByRole('button', { name: 'Create Account' }).click()
    expect((await request).postDataJSON()).toEqual({
      email: 'new.person@example.com',
      password: 'a long enough password',
    })
    // The real server still has registration off, so it answers 403 with its detail.
    await expect(page.getByRole('alert')).toContainText('New user registration is currently unavailable.')
    await expect(page.getByRole('dialog')).toBeHidden()
  })
})
