// Renders every template with the sample data and rasterises page 1 with poppler's pdftoppm:
// packages/templates/previews/<id>.png (~400 px thumbnails the server serves) and
// docs/screenshots/templates/<id>.png (full size, for review). Run after changing a theme:
//   npm run previews -w packages/templates
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  coverLetterTemplates,
  renderCoverLetterPdf,
  renderResumePdf,
  resumeTemplates,
  sampleCoverLetter,
  sampleResume,
} from '../src/index.ts'

const previews = fileURLToPath(new URL('../previews/', import.meta.url))
const screenshots = fileURLToPath(new URL('../../../docs/screenshots/templates/', import.meta.url))
const work = mkdtempSync(join(tmpdir(), 'tailor-previews-'))
mkdirSync(previews, { recursive: true })
mkdirSync(screenshots, { recursive: true })

function rasterise(pdf: Uint8Array, name: string): void {
  const file = join(work, `${name}.pdf`)
  writeFileSync(file, pdf)
  const page1 = ['-png', '-f', '1', '-l', '1', '-singlefile']
  execFileSync('pdftoppm', [
    ...page1,
    '-scale-to-x',
    '400',
    '-scale-to-y',
    '-1',
    file,
    join(work, `${name}-thumb`),
  ])
  execFileSync('pdftoppm', [...page1, '-r', '110', file, join(work, `${name}-full`)])
  renameSync(join(work, `${name}-thumb.png`), join(previews, `${name}.png`))
  renameSync(join(work, `${name}-full.png`), join(screenshots, `${name}.png`))
  console.log(`${name}: previews/${name}.png, docs/screenshots/templates/${name}.png`)
}

try {
  for (const { id } of resumeTemplates) rasterise(await renderResumePdf(sampleResume, { template: id }), id)
  for (const { id } of coverLetterTemplates) {
    rasterise(await renderCoverLetterPdf(sampleCoverLetter, { template: id }), `cover-letter-${id}`)
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
