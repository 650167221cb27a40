import { lazy } from 'react'

/** Fetches header-extras.ts; main.tsx calls it at start when a session is stored, so it loads with the page. */
export const loadHeaderExtras = () => import('./header-extras.ts')

export const LazyAppNav = lazy(() => loadHeaderExtras().then((module) => ({ default: module.AppNav })))
export const LazyAccountMenu = lazy(() =>
  loadHeaderExtras().then((module) => ({ default: module.AccountMenu })),
)
export const LazyCreditBalance = lazy(() =>
  loadHeaderExtras().then((module) => ({ default: module.CreditBalance })),
)
export const LazyMobileMenu = lazy(() =>
  loadHeaderExtras().then((module) => ({ default: module.MobileMenu })),
)
