import type { MenuLink } from '../../components/ui/menu.tsx'

// The signed-in app's places, in the header and the phone menu.
export const appLinks: MenuLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Tailor', to: '/analysis' },
  { label: 'Cover Letter', to: '/cover-letter' },
]

export const historyLinks: MenuLink[] = [
  { label: 'Analyses', to: '/analysis-history', description: 'Every resume you tailored' },
  { label: 'Cover letters', to: '/cover-letter-history', description: 'Every letter you wrote' },
]

export const isHistoryPath = (pathname: string) => historyLinks.some((link) => pathname.startsWith(link.to))
