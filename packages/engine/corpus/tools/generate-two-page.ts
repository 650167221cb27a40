// Builds a two-page resume in every format for bench/parse-speed.ts: one corpus person with a longer
// career (each job repeated with earlier dates). Run from the repository root:
//   node --import tsx packages/engine/corpus/tools/generate-two-page.ts   (needs chromium and soffice)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { people } from './people.ts'
import type { Person } from './person.ts'
import { renderDocx } from './render-docx.ts'
import { renderHtml } from './render-html.ts'
import { renderText } from './render-text.ts'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'speed')
mkdirSync(root, { recursive: true })
const base = people.find((p) => p.id === 'kenji-watanabe-software')!
const jobs = [0, 1, 2, 3].flatMap((n) =>
  base.data.work_experience.map((j) => ({
    ...j,
    dates: j.dates.replace(/\d{4}/g, (y) => String(+y - 8 * n)),
  })),
)
const person: Person = {
  ...base,
  data: {
    ...base.data,
    work_experience: jobs.map((j) => ({ ...j, achievements: [...j.achievements, ...j.achievements] })),
  },
}

const tmp = mkdtempSync(join(tmpdir(), 'two-page-'))
writeFileSync(join(tmp, 'page.html'), renderHtml(person, 'classic'))
execFileSync(
  '/usr/bin/chromium',
  [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-pdf-header-footer',
    `--print-to-pdf=${join(root, 'two-page.pdf')}`,
    join(tmp, 'page.html'),
  ],
  { stdio: 'ignore', timeout: 60_000 },
)
writeFileSync(join(root, 'two-page.docx'), await renderDocx(person, 'header-contact'))
execFileSync(
  'soffice',
  ['--headless', '--convert-to', 'doc', '--outdir', root, join(root, 'two-page.docx')],
  { stdio: 'ignore' },
)
writeFileSync(join(root, 'two-page.txt'), renderText(person, 'caps'))
rmSync(tmp, { recursive: true, force: true })
