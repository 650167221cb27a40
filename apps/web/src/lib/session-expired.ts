// What the app shell needs to know about an expired session, apart from the API client, so the landing
// page's first load does not carry the client (lib/lazy-api.ts).

/** Fired by the API client once it cleared a session whose refresh failed; the layout goes to /auth. */
export const sessionExpiredEvent = 'tailor:session-expired'
export const sessionExpiredMessage = 'Session expired. Please log in again.'
