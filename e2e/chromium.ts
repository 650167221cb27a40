import type { LaunchOptions } from 'playwright-core'

// Debian's Chromium (Playwright's own download is unavailable here). The networking flags stop it
// from flooding a closed network with background requests.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}
