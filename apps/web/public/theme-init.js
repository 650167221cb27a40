// Runs before first paint so the page never flashes the wrong theme (same rule as src/lib/theme.ts).
;(() => {
  const root = document.documentElement
  let stored = null
  try {
    stored = localStorage.getItem('theme')
  } catch {}
  const dark =
    stored === 'light' || stored === 'dark'
      ? stored === 'dark'
      : matchMedia('(prefers-color-scheme: dark)').matches
  root.classList.toggle('dark', dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  // index.html carries the prerendered landing page; other paths hide it until the app renders them.
  if (location.pathname !== '/') root.classList.add('not-landing')
})()
