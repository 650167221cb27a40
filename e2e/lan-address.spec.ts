import { chromium, expect, test } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.ts'
import { member } from './fixtures.ts'

// Served over plain HTTP on a LAN name or address, the app must not make Chromium switch to https (HSTS or
// upgrade-insecure-requests did: an unstyled page without scripts). The host name resolves to loopback here,
// but to Chromium it is an ordinary insecure origin, like http://192.168.1.20:3000.
test('the app works over plain HTTP from a LAN address: styled, scripted, sign-in works', async ({
  baseURL,
}) => {
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--host-resolver-rules=MAP tailor.lan 127.0.0.1'],
  })
  try {
    const page = await browser.newPage()
    const failed: string[] = []
    // A request the app itself cancels (a query superseded while the signed-in header loads) is not a failure
    // to load; a blocked or upgraded one is.
    page.on('requestfailed', (request) => {
      if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(request.url())
    })
    const lan = `http://tailor.lan:${new URL(baseURL!).port}`
    const reply = await page.goto(`${lan}/auth`)
    expect(reply?.headers()['strict-transport-security']).toBeUndefined()
    await page.getByLabel('Email').fill(member.email)
    await page.getByLabel('Password', { exact: true }).fill(member.password)
    await page.getByRole('button', { name: 'Log In', exact: true }).click()
    await expect(page).toHaveURL(`${lan}/dashboard`)
    // Tailwind's stylesheet applied: the page is not in the browser's default serif font.
    const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily)
    expect(font).not.toMatch(/^"?Times/)
    expect(failed).toEqual([])
  } finally {
    await browser.close()
  }
})
