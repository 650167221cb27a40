import { createApiClient } from './api-client.ts'
import { browserSession } from './browser-session.ts'
import { buildConfig } from './config.ts'
import { sessionExpiredEvent } from './session-expired.ts'

/** The app's one API client. The app shell listens for `sessionExpiredEvent` to go to /auth. */
export const api = createApiClient({
  baseUrl: buildConfig.apiBaseUrl,
  session: browserSession,
  onSessionExpired: () => window.dispatchEvent(new Event(sessionExpiredEvent)),
})
