// Builds the held-out resumes (corpus/held-out): hand-written HTML layouts printed to PDF by Chromium, and
// hand-built DOCX layouts (held-out-docx.ts). Never used to tune the parser; labels in held-out/truth.json.
// Run from the repository root: node --import tsx packages/engine/corpus/tools/generate-held-out.ts
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { heldOutDocx } from './held-out-docx.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '../held-out')
mkdirSync(join(root, 'files'), { recursive: true })

for (const source of readdirSync(join(root, 'src')).filter((f) => f.endsWith('.html'))) {
  const out = join(root, 'files', source.replace(/\.html$/, '.pdf'))
  execFileSync(
    '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      join(root, 'src', source),
    ],
    { stdio: 'ignore', timeout: 60_000 },
  )
  console.log(out)
}
for (const [id, render] of Object.entries(heldOutDocx)) {
  writeFileSync(join(root, 'files', `${id}.docx`), await render())
  console.log(`${id}.docx`)
}
