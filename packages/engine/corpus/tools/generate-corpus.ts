// Builds the labelled corpus from people.ts: ground truth JSON, TXT, DOCX (docx package), PDF (Chromium
// print-to-PDF, one- and two-column layouts) and legacy DOC (LibreOffice). Run from the repository root:
//   node --import tsx packages/engine/corpus/tools/generate-corpus.ts
// Needs /usr/bin/chromium and soffice (apt-get install -y chromium libreoffice-writer-nogui).
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { people } from './people.ts'
import { type DocxLayout, renderDocx } from './render-docx.ts'
import { type PdfLayout, renderHtml } from './render-html.ts'
import { renderText, type TextLayout } from './render-text.ts'

export interface CorpusEntry {
  file: string
  truth: string
  format: 'pdf' | 'docx' | 'doc' | 'txt'
  layout: string
  columns: 1 | 2
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tmp = mkdtempSync(join(tmpdir(), 'corpus-'))
for (const dir of ['truth', 'pdf', 'docx', 'doc', 'txt']) mkdirSync(join(root, dir), { recursive: true })

const oneColumn: PdfLayout[] = ['classic', 'stacked', 'table-skills']
const twoColumn: PdfLayout[] = ['sidebar-left', 'sidebar-right']
const docxLayouts: DocxLayout[] = ['header-contact', 'table-skills', 'plain']
const textLayouts: TextLayout[] = ['caps', 'colon', 'underline']

function printPdf(html: string, out: string) {
  const file = join(tmp, 'page.html')
  writeFileSync(file, html)
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
      file,
    ],
    { stdio: 'ignore', timeout: 60_000 },
  )
}

const manifest: CorpusEntry[] = []
for (const [i, p] of people.entries()) {
  const truth = `truth/${p.id}.json`
  writeFileSync(join(root, truth), `${JSON.stringify(p.data, null, 2)}\n`)
  const add = (file: string, format: CorpusEntry['format'], layout: string, columns: 1 | 2 = 1) =>
    manifest.push({ file, truth, format, layout, columns })

  const one = oneColumn[i % oneColumn.length]!
  printPdf(renderHtml(p, one), join(root, `pdf/${p.id}.pdf`))
  add(`pdf/${p.id}.pdf`, 'pdf', one)
  const two = twoColumn[i % twoColumn.length]!
  printPdf(renderHtml(p, two), join(root, `pdf/${p.id}.two-column.pdf`))
  add(`pdf/${p.id}.two-column.pdf`, 'pdf', two, 2)

  const docxLayout = docxLayouts[i % docxLayouts.length]!
  writeFileSync(join(root, `docx/${p.id}.docx`), await renderDocx(p, docxLayout))
  add(`docx/${p.id}.docx`, 'docx', docxLayout)
  // Legacy .doc for every other person, converted from the DOCX by LibreOffice.
  if (i % 2 === 0) add(`doc/${p.id}.doc`, 'doc', docxLayout)

  const textLayout = textLayouts[i % textLayouts.length]!
  writeFileSync(join(root, `txt/${p.id}.txt`), renderText(p, textLayout))
  add(`txt/${p.id}.txt`, 'txt', textLayout)
}

const docSources = people.filter((_, i) => i % 2 === 0).map((p) => join(root, `docx/${p.id}.docx`))
execFileSync('soffice', ['--headless', '--convert-to', 'doc', '--outdir', join(root, 'doc'), ...docSources], {
  stdio: 'ignore',
  timeout: 300_000,
})
writeFileSync(join(root, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
rmSync(tmp, { recursive: true, force: true })
console.log(`${people.length} people, ${manifest.length} documents`)
