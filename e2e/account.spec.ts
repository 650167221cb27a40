import { expect, type Page, test } from '@playwright/test'
import { generate } from 'otplib'
import { linkToken } from '../apps/server/test/outbox.ts'
import { type Account, forgetful, guarded, leaver, member } from './fixtures.ts'
import { readSession, requestTokens, storeSession } from './session.ts'

const dataDir = process.env.E2E_DATA_DIR!

async function logInThroughForm(page: Page, account: Account, password = account.password) {
  await page.goto('/auth')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log In', exact: true }).click()
}

/** The newest link the server mailed to `to` (it writes .eml files to DATA_DIR/outbox without SMTP). */
async function mailedToken(to: string, path: string): Promise<string> {
  let token: string | null = null
  await expect.poll(() => (token = linkToken(dataDir, to, path))).toBeTruthy()
  return token!
}

// Multi-step flows; on a busy machine they outlast the default 30 s.
test.describe.configure({ timeout: 90_000 })

test.describe('signed-in navigation', () => {
  test('the desktop header reaches every place of the app and marks the open one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const tokens = await requestTokens(page, member)
    const balance = await page.request.get('/api/v1/credits/balance/', {
      headers: { authorization: `Bearer ${tokens.access}` },
    })
    const credits = ((await balance.json()) as { balance: number }).balance
    await storeSession(page, tokens)
    await page.goto('/dashboard')
    const header = page.getByRole('banner')
    const main = header.getByRole('navigation', { name: 'Main' })
    await expect(main.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    // The marketing links give way to the app's.
    await expect(main.getByRole('button', { name: 'Product' })).toHaveCount(0)

    await main.getByRole('link', { name: 'Tailor' }).click()
    await expect(page).toHaveURL('/analysis')
    await expect(page.getByRole('heading', { name: 'Smart Resume Tailoring', level: 1 })).toBeVisible()
    await expect(main.getByRole('link', { name: 'Tailor' })).toHaveAttribute('aria-current', 'page')
    await expect(main.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page')

    await main.getByRole('link', { name: 'Cover Letter' }).click()
    await expect(page.getByRole('heading', { name: 'AI Cover Letter Generator', level: 1 })).toBeVisible()

    // History is a menu: keyboard opens it on the first item.
    await main.getByRole('button', { name: 'History' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('menuitem', { name: /Analyses/ })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/analysis-history')
    await expect(page.getByRole('heading', { name: 'Analysis History', level: 1 })).toBeVisible()
    await main.getByRole('button', { name: 'History' }).click()
    await page.getByRole('menuitem', { name: /Cover letters/ }).click()
    await expect(page.getByRole('heading', { name: 'Cover Letter History', level: 1 })).toBeVisible()

    const creditsLink = header.getByRole('link', { name: `${credits} credits, buy more on the pricing page` })
    await expect(creditsLink).toHaveText(`${credits} credits`)
    await creditsLink.click()
    await expect(page.getByRole('heading', { name: 'Choose Your Plan', level: 1 })).toBeVisible()

    await header.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: /Settings/ }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'E-mail address' })).toContainText(member.email)

    await main.getByRole('link', { name: 'Dashboard' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })

  test('the phone menu at 390 px has the same places, Settings and Sign out', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    const tokens = await requestTokens(page, member)
    await storeSession(page, tokens)
    await page.goto('/dashboard')
    const header = page.getByRole('banner')
    const menu = header.getByRole('navigation', { name: 'Mobile' })
    const open = () => header.getByRole('button', { name: 'Open menu' }).click()

    for (const [name, heading] of [
      ['Tailor', 'Smart Resume Tailoring'],
      ['Cover Letter', 'AI Cover Letter Generator'],
      ['Analyses', 'Analysis History'],
      ['Cover letters', 'Cover Letter History'],
      ['Dashboard', 'Dashboard'],
    ] as const) {
      await open()
      await menu.getByRole('link', { name, exact: true }).click()
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
      await expect(menu).toBeHidden()
    }
    await open()
    await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await header.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()
    await open()
    await header.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL('/')
    await open()
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible()
    expect((await readSession(page)).accessToken).toBeNull()
  })

  test("a failed attempt's toast is gone once signing in succeeds", async ({ page }) => {
    await logInThroughForm(page, member, 'not the password')
    await expect(page.getByRole('alert')).toHaveText('No active account found with the given credentials.')
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('the footer links the privacy and terms pages, which name the operator contact', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Tailor`)
    await footer.getByRole('link', { name: 'Privacy' }).click()
    await expect(page.getByRole('heading', { name: 'Privacy policy', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'support@tailor.example' })).toHaveAttribute(
      'href',
      'mailto:support@tailor.example',
    )
    await footer.getByRole('link', { name: 'Terms' }).click()
    await expect(page.getByRole('heading', { name: 'Terms of use', level: 1 })).toBeVisible()
    await page.goto('/auth')
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy')
    await expect(page.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms')
  })
})

test.describe('account', () => {
  test('a forgotten password is reset through the e-mailed link, which then stops working', async ({
    page,
  }) => {
    await page.goto('/auth')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByLabel('Email').fill(forgetful.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'If an account exists' })).toHaveText(
      'If an account exists for that e-mail address, we have sent it a link to reset the password.',
    )
    const token = await mailedToken(forgetful.email, '/reset-password')

    await page.goto(`/reset-password?token=${token}`)
    await page.getByLabel('New password', { exact: true }).fill('a fresh password 99')
    await page.getByLabel('Repeat the new password').fill('a fresh password 99')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('status')).toContainText('Your password has been changed')
    await page.getByRole('link', { name: 'Log in' }).last().click()
    await logInThroughForm(page, forgetful, 'a fresh password 99')
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    await page.goto(`/reset-password?token=${token}`)
    await page.getByLabel('New password', { exact: true }).fill('another password 77')
    await page.getByLabel('Repeat the new password').fill('another password 77')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'This reset link is invalid, expired or already used. Please ask for a new one.',
    )
  })

  test('two-factor sign-in is turned on in Settings and then asked for at sign-in', async ({ page }) => {
    await logInThroughForm(page, guarded)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    await page.goto('/settings')
    const section = page.getByRole('region', { name: 'Two-factor sign-in' })
    await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    await expect(
      section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible()
    const secret = (await section.getByTestId('totp-secret').textContent())!.trim()
    await section.getByLabel('6-digit code').fill(await generate({ secret }))
    await section.getByRole('button', { name: 'Turn on' }).click()
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
    await expect(codes).toHaveCount(10)
    await expect(section).toContainText('Two-factor sign-in is on.')

    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click()
    await page.getByRole('menuitem', { name: 'Sign out' }).click()
    await logInThroughForm(page, guarded)
    const code = page.getByLabel('Authentication code')
    await expect(code).toBeVisible()
    await expect(page).toHaveURL('/auth')
    await code.fill(await generate({ secret }))
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })

  test('an account is deleted with its password and cannot sign in again', async ({ page }) => {
    await storeSession(page, await requestTokens(page, leaver))
    await page.goto('/settings')
    await page.getByRole('button', { name: 'Delete my account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByLabel('Your password').fill('not my password')
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Your current password is not right.')
    await dialog.getByLabel('Your password').fill(leaver.password)
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('status').filter({ hasText: 'Your account and everything' })).toBeVisible()
    expect((await readSession(page)).accessToken).toBeNull()
    const login = await page.request.post('/api/v1/user/token/', {
      data: { email: leaver.email, password: leaver.password },
    })
    expect(login.status()).toBe(401)
  })
})
