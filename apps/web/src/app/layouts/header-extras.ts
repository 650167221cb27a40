// The header's parts that a signed-out first view of a page never shows, in one chunk of their own
// (lazy-header-extras.ts): the signed-in navigation, credits and account menu, and the phone menu.
export { AccountMenu } from './account-menu.tsx'
export { AppNav } from './app-nav.tsx'
export { CreditBalance } from './credit-balance.tsx'
export { MobileMenu } from './mobile-menu.tsx'
