// DOCX round trip: every template family × labelled resumes, rendered to DOCX and read back by Tailor's own DOCX
// path (the upload extractor), by LibreOffice's text conversion, and by the baseline (mammoth's raw text, no
// layout work). Prints the share of each section's strings kept; the labels are the resumes' own data.
// Tuned on: the engine's evaluation resumes and the rich resume. Held out: the hold-out resumes.
// Run: node --import tsx bench/exports-round-trip.ts   (needs soffice: apt-get install libreoffice-writer-nogui)
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ResumeData } from '../packages/contracts/src/index.ts'
import { evalResumes } from '../packages/engine/eval/eval-set.ts'
import { holdoutResumes } from '../packages/engine/eval/holdout.ts'
import { normalizeText } from '../packages/engine/src/extract/normalize-text.ts'
import { checkDocument, extractDocument } from '../packages/engine/src/index.ts'
import { richResume } from '../packages/engine/src/interchange/rich-resume.ts'
import { sectionStrings } from '../packages/engine/src/interchange/section-strings.ts'
import {
  renderResumeDocx,
  renderResumePdf,
  resumeHeadings,
  resumeTemplates,
} from '../packages/templates/src/index.ts'
import { naiveExtract } from './lib/naive-extract.ts'

const flat = (text: string) => normalizeText(text).replace(/\s+/g, ' ').trim()
const sets: [string, ResumeData[]][] = [
  ['tuned (eval + rich)', [richResume, ...Object.values(evalResumes)]],
  ['held out', Object.values(holdoutResumes)],
]
type Reader = 'tailor' | 'libreoffice' | 'baseline'
const readers: Reader[] = ['tailor', 'libreoffice', 'baseline']

/** Per section: strings kept / strings, for one document's text. */
function kept(data: ResumeData, text: string): Map<string, [number, number]> {
  const haystack = flat(text)
  return new Map(
    sectionStrings(data).map(({ name, entries }) => {
      const strings = entries.flat()
      return [name, [strings.filter((s) => haystack.includes(flat(s))).length, strings.length]]
    }),
  )
}

const dir = mkdtempSync(join(tmpdir(), 'tailor-exports-bench-'))
let soffice = true
try {
  execFileSync('soffice', ['--version'], { stdio: 'ignore' })
} catch {
  soffice = false
  console.log('soffice not found: LibreOffice column skipped (apt-get install libreoffice-writer-nogui)\n')
}
try {
  for (const [setName, resumes] of sets) {
    const docs: { data: ResumeData; template: string; file: string }[] = []
    mkdirSync(join(dir, setName.replace(/\W+/g, '-')), { recursive: true })
    for (const [i, data] of resumes.entries())
      for (const { id } of resumeTemplates) {
        const file = join(dir, setName.replace(/\W+/g, '-'), `${i}-${id}.docx`)
        writeFileSync(file, await renderResumeDocx(data, { template: id }))
        docs.push({ data, template: id, file })
      }
    let warnings = ''
    if (soffice) {
      const out = join(dir, setName.replace(/\W+/g, '-'), 'txt')
      const log = execFileSync(
        'soffice',
        [
          '--headless',
          '--convert-to',
          'txt:Text (encoded):UTF8',
          '--outdir',
          out,
          ...docs.map((d) => d.file),
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
      )
      warnings = log
        .split('\n')
        .filter((line) => line && !/^convert .* using filter/.test(line))
        .join('\n')
    }
    // reader → section → [kept, total]; and the worst single document per reader
    const totals = new Map<Reader, Map<string, [number, number]>>(readers.map((r) => [r, new Map()]))
    const worst = new Map<Reader, number>(readers.map((r) => [r, 100]))
    // The ATS check (extract, parse back, compare) on the DOCX and on the PDF of the same template.
    const atsPass = { docx: 0, pdf: 0 }
    const atsProblems = new Map<string, number>()
    for (const doc of docs) {
      const bytes = new Uint8Array(readFileSync(doc.file))
      const pdf = await renderResumePdf(doc.data, { template: doc.template })
      for (const [format, file] of [
        ['docx', bytes],
        ['pdf', pdf],
      ] as const) {
        const report = await checkDocument(doc.data, file, resumeHeadings(doc.data))
        if (report.score >= 98 && report.problems.length === 0) atsPass[format]++
        for (const problem of report.problems) {
          const kind = `${format}: ${problem.replace(/\d+ of \d+/g, 'N of M').replace(/“[^”]*”/g, '“…”')}`
          atsProblems.set(kind, (atsProblems.get(kind) ?? 0) + 1)
        }
      }
      const texts: Record<Reader, string | null> = {
        tailor: (await extractDocument(bytes)).text,
        libreoffice: soffice ? readFileSync(doc.file.replace(/([^/]+)\.docx$/, 'txt/$1.txt'), 'utf8') : null,
        baseline: await naiveExtract(bytes, 'docx'),
      }
      for (const reader of readers) {
        const text = texts[reader]
        if (text === null) continue
        for (const [section, [k, n]] of kept(doc.data, text)) {
          const sum = totals.get(reader)!.get(section) ?? [0, 0]
          totals.get(reader)!.set(section, [sum[0] + k, sum[1] + n])
          worst.set(reader, Math.min(worst.get(reader)!, (100 * k) / n))
        }
      }
    }
    console.log(
      `${setName}: ${resumes.length} resumes × ${resumeTemplates.length} templates = ${docs.length} DOCX`,
    )
    const sections = [...totals.get('tailor')!.keys()]
    console.log(`${'section'.padEnd(16)}${readers.map((r) => r.padStart(13)).join('')}`)
    for (const section of sections) {
      const cells = readers.map((r) => {
        const [k, n] = totals.get(r)!.get(section) ?? [0, 0]
        return (n ? `${((100 * k) / n).toFixed(1)}%` : '-').padStart(13)
      })
      console.log(`${section.padEnd(16)}${cells.join('')}`)
    }
    console.log(
      `${'worst section'.padEnd(16)}${readers
        .map((r) => (totals.get(r)!.size ? `${worst.get(r)!.toFixed(1)}%` : '-').padStart(13))
        .join('')}`,
    )
    if (soffice) console.log(`LibreOffice messages while converting: ${warnings ? `\n${warnings}` : 'none'}`)
    console.log(
      `ATS check passed (≥ 98% and no problem): DOCX ${atsPass.docx}/${docs.length}, PDF ${atsPass.pdf}/${docs.length}`,
    )
    for (const [kind, n] of [...atsProblems].sort((a, b) => b[1] - a[1])) console.log(`  ${n} × ${kind}`)
    console.log('')
  }
} finally {
  rmSync(dir, { recursive: true, force: true })
}
