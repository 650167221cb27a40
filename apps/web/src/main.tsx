import '@fontsource-variable/inter'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { loadHeaderExtras } from './app/layouts/lazy-header-extras.ts'
import { Providers } from './app/providers.tsx'
import { createAppRouter } from './app/router.tsx'
import { browserSession } from './lib/browser-session.ts'
import './styles.css'

const router = createAppRouter()
// A stored session means a signed-in header: fetch its chunk now, alongside the first route's.
if (browserSession.read().refreshToken) void loadHeaderExtras()
const container = document.getElementById('root')!

// index.html carries the landing page prerendered at build time (scripts/post-build.ts). On "/" the
// app hydrates it; on any other path it is dropped and the app renders from scratch. Either way we
// wait for the first route's chunk, so the markup is never replaced by an empty fallback.
function start() {
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  )
  if (container.dataset.prerendered === window.location.pathname) {
    hydrateRoot(container, app)
    return
  }
  container.replaceChildren()
  delete container.dataset.prerendered
  document.documentElement.classList.remove('not-landing')
  createRoot(container).render(app)
}

if (router.state.initialized) start()
else {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return
    unsubscribe()
    start()
  })
}
