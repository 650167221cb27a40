import { createMemoryStorage } from './create-memory-storage.ts'
import { createSessionStore } from './session.ts'

/**
 * The app's session, kept in localStorage so it survives reloads and is shared by tabs. The build-time
 * prerender runs without a browser and gets an empty in-memory store (signed out, as every first paint is).
 */
export const browserSession = createSessionStore(
  typeof window === 'undefined' ? createMemoryStorage() : window.localStorage,
)
