import { createBrowserRouter, type RouteObject } from 'react-router'
import { RootLayout } from './layouts/root-layout.tsx'
import { loadChunk } from './load-chunk.ts'
import { RouteError } from './route-error.tsx'

// Every page is its own lazily loaded chunk; a failed load surfaces as a ChunkLoadError in RouteError.
const page =
  <T,>(id: string, load: () => Promise<T>) =>
  () =>
    loadChunk(id, load)

const signedIn: RouteObject[] = [
  { path: 'dashboard', lazy: page('dashboard', () => import('./routes/dashboard.tsx')) },
  { path: 'analysis', lazy: page('analysis', () => import('./routes/analysis.tsx')) },
  { path: 'analysis-history', lazy: page('analysis-history', () => import('./routes/analysis-history.tsx')) },
  { path: 'cover-letter', lazy: page('cover-letter', () => import('./routes/cover-letter.tsx')) },
  {
    path: 'cover-letter-history',
    lazy: page('cover-letter-history', () => import('./routes/cover-letter-history.tsx')),
  },
  { path: 'template-gallery', lazy: page('template-gallery', () => import('./routes/template-gallery.tsx')) },
  { path: 'templates', lazy: page('templates', () => import('./routes/templates.tsx')) },
  { path: 'payment/verify', lazy: page('payment-verify', () => import('./routes/payment-verify.tsx')) },
  { path: 'settings', lazy: page('settings', () => import('./routes/settings.tsx')) },
]

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A second boundary inside the layout keeps the header and footer around page errors.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page('landing', () => import('./routes/landing.tsx')) },
          { path: 'auth', lazy: page('auth', () => import('./routes/auth.tsx')) },
          {
            path: 'reset-password',
            lazy: page('reset-password', () => import('./routes/reset-password.tsx')),
          },
          { path: 'confirm-email', lazy: page('confirm-email', () => import('./routes/confirm-email.tsx')) },
          { path: 'privacy', lazy: page('privacy', () => import('./routes/privacy.tsx')) },
          { path: 'terms', lazy: page('terms', () => import('./routes/terms.tsx')) },
          {
            lazy: page('query-layout', () => import('./layouts/query-layout.tsx')),
            children: [
              { path: 'pricing', lazy: page('pricing', () => import('./routes/pricing.tsx')) },
              {
                lazy: page('require-auth', () =>
                  import('./require-auth.tsx').then((module) => ({ Component: module.RequireAuth })),
                ),
                children: signedIn,
              },
            ],
          },
          { path: '*', lazy: page('not-found', () => import('./routes/not-found.tsx')) },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}
