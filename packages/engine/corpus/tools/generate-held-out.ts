// Builds the held-out resumes: hand-written HTML layouts (<set>/src) printed to PDF by Chromium, and
// hand-built DOCX layouts. corpus/held-out was measured before any parser change; corpus/held-out-2 was
// written after the fixes and measured once. Labels in <set>/truth.json.
// Run from the repository root: node --import tsx packages/engine/corpus/tools/generate-held-out.ts [set…]
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { heldOut2Docx } from './held-out-2-docx.ts'
import { heldOutDocx } from './held-out-docx.ts'

const sets = { 'held-out': heldOutDocx, 'held-out-2': heldOut2Docx }
const corpus = join(dirname(fileURLToPath(import.meta.url)), '..')

const only = process.argv.slice(2)
for (const [set, docx] of Object.entries(sets).filter(([set]) => !only.length || only.includes(set))) {
  const root = join(corpus, set)
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
  for (const [id, render] of Object.entries(docx)) {
    writeFileSync(join(root, 'files', `${id}.docx`), await render())
    console.log(`${id}.docx`)
  }
}
