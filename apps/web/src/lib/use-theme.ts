import { useCallback, useSyncExternalStore } from 'react'
import { applyTheme, type Theme, themeStorageKey } from './theme.ts'

// public/theme-init.js picks the starting theme (stored choice, else the system preference) and sets
// the class on <html> before first paint; the class is the source of truth from then on.

const listeners = new Set<() => void>()

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** The current theme and a toggle that applies and stores the new choice. */
export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  // The prerendered markup was made without a theme; hydration starts from 'light', then catches up.
  const theme = useSyncExternalStore(subscribe, readTheme, () => 'light' as const)
  const toggleTheme = useCallback(() => {
    const next: Theme = readTheme() === 'dark' ? 'light' : 'dark'
    try {
      window.localStorage.setItem(themeStorageKey, next)
    } catch {
      // Storage can be unavailable (private mode); the choice then lasts for this page only.
    }
    applyTheme(document.documentElement, next)
    for (const listener of listeners) listener()
  }, [])
  return { theme, toggleTheme }
}
