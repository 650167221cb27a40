// After `vite build`:
// 1. Puts the prerendered landing page into dist/index.html so the first paint needs no JS (main.tsx
//    hydrates it). The server answers every page path with that file, so theme-init.js marks other
//    paths and the inline style hides the landing markup there until the app renders the right page.
// 2. Writes .br and .gz twins of every text asset, for servers that send precompressed files.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const root = join(import.meta.dirname, '..')
const ssrEntry = join(root, 'dist-ssr', 'prerender.js')
const { prerender } = (await import(pathToFileURL(ssrEntry).href)) as {
  prerender: (path: string) => Promise<string>
}

const markup = (await prerender('/'))
  // Inline scripts (scroll restoration) would be blocked by the CSP; the title is already in <head>.
  .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
  .replace(/<title>[\s\S]*?<\/title>/g, '')

const indexPath = join(root, 'dist', 'index.html')
// The Latin subset of Inter is needed by every page: fetch it alongside the CSS, not after it.
const latinFont = readdirSync(join(root, 'dist', 'static', 'media')).find((name) =>
  /^inter-latin-wght-normal\.[\w-]+\.woff2$/.test(name),
)
const fontPreload = latinFont
  ? `<link rel="preload" href="/static/media/${latinFont}" as="font" type="font/woff2" crossorigin>\n  `
  : ''
const html = readFileSync(indexPath, 'utf8').replace('</head>', `${fontPreload}</head>`)
const placeholder = '<div id="root"></div>'
if (!html.includes(placeholder)) throw new Error('dist/index.html has no empty #root to fill')
writeFileSync(
  indexPath,
  html.replace(
    placeholder,
    `<style>.not-landing #root[data-prerendered]>*{display:none}</style><div id="root" data-prerendered="/">${markup}</div>`,
  ),
)
rmSync(join(root, 'dist-ssr'), { recursive: true, force: true })
console.log(`Prerendered / into dist/index.html (${Math.round(markup.length / 1000)} kB of HTML)`)

function* textFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* textFiles(path)
    else if (/\.(js|css|html|svg|json)$/.test(name)) yield path
  }
}

let count = 0
for (const path of textFiles(join(root, 'dist'))) {
  const bytes = readFileSync(path)
  writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }))
  count++
}
console.log(`Precompressed ${count} files (.br, .gz)`)
