// Builds corpus/outside-docx: the outside corpus's first four people in Word-style layouts (own-docx-designs.ts),
// written as flat ODT and saved as DOCX by LibreOffice, so the DOCX is another tool's. --truth (re)writes
// truth.json from people.json alone and builds nothing; --check confirms every label is in the DOCX's text
// (body, headers and footers, text boxes).
// Run from the repository root: node --import tsx packages/engine/corpus/tools/generate-outside-docx.ts [--truth] [--check]
// Needs LibreOffice (Debian's libreoffice-writer-nogui) and unzip.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fodt } from './fodt.ts'
import { degreeLine, readOutsidePeople } from './outside-person.ts'
import { docxDesigns, printedDates } from './own-docx-designs.ts'
import { truthLabels } from './truth-labels.ts'

const corpus = join(dirname(fileURLToPath(import.meta.url)), '..')
const root = join(corpus, 'outside-docx')
// The four people every outside design prints; people added later for other sets are not used here.
const ids = ['marcus-bell-it', 'elena-petrova-data', 'jordan-reyes-nurse', 'priya-nair-engineer']
const people = readOutsidePeople(corpus).filter((p) => ids.includes(p.id))
const args = process.argv.slice(2)
const fileOf = (design: string, person: string) => `${design}--${person}.docx`

if (args.includes('--truth')) {
  const documents = docxDesigns.flatMap((d) =>
    people.map((x) => ({
      file: fileOf(d.id, x.id),
      design: d.id,
      split: 'unseen',
      layout: d.layout,
      name: `${x.first} ${x.last}`,
      email: x.email,
      phone: x.phone,
      location: x.location,
      linkedin: x.linkedin,
      position: x.position,
      summary: x.summary,
      jobs: x.jobs.map((j) => ({
        title: j.title,
        company: j.company,
        dates: printedDates(j.dates),
        achievements: j.achievements,
      })),
      education: x.education.map((e) => ({
        institution: e.institution,
        degree: [...new Set([e.degree, degreeLine(e)])],
        dates: printedDates(e.dates),
      })),
      skills: x.skills,
      skills_optional: [],
      certifications: x.certifications.map((c) => ({ name: c.name, issuer: c.issuer, date: c.date })),
    })),
  )
  const set = {
    source:
      'The outside corpus’s four fictional people (corpus/outside/people.json) in Word-style layouts of ours (corpus/tools/own-docx-designs.ts), saved as DOCX by LibreOffice 7.4; built by corpus/tools/generate-outside-docx.ts.',
    licence: 'MIT, as the repository.',
    labelled:
      'Derived from people.json by generate-outside-docx.ts --truth before the parser was run on any file.',
    documents,
  }
  writeFileSync(join(root, 'truth.json'), `${JSON.stringify(set, null, 1)}\n`)
  console.log(`truth.json: ${documents.length} documents`)
  process.exit(0)
}

/** Every w:t run of the document, its headers and footers, one paragraph a line. */
const docxText = (file: string) =>
  // word/document.xml, header?.xml, footer?.xml (and the font table, which holds no label).
  execFileSync('unzip', ['-p', file, 'word/[dhf]*.xml'], { encoding: 'utf8' })
    .replace(/<\/w:p>/g, '\n')
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

if (args.includes('--check')) {
  const squeeze = (s: string) => s.replace(/[\s\-–—]+/g, '').toLowerCase()
  const truth = JSON.parse(readFileSync(join(root, 'truth.json'), 'utf8'))
  let misses = 0
  for (const doc of truth.documents) {
    const text = squeeze(docxText(join(root, 'files', doc.file)))
    // A name printed as first and last name on two lines: both parts must be there.
    const [name, ...labels] = truthLabels(doc)
    const parts = (name as string).split(' ')
    if (!parts.every((part) => text.includes(squeeze(part)))) {
      misses++
      console.log(`${doc.file}: not printed: ${JSON.stringify(name)}`)
    }
    for (const label of labels)
      if (!(Array.isArray(label) ? label : [label]).some((l) => text.includes(squeeze(l)))) {
        misses++
        console.log(`${doc.file}: not printed: ${JSON.stringify(label)}`)
      }
  }
  console.log(`${misses} labels not printed`)
  process.exit(misses ? 1 : 0)
}

const work = mkdtempSync(join(tmpdir(), 'outside-docx-'))
try {
  mkdirSync(join(root, 'files'), { recursive: true })
  for (const design of docxDesigns)
    for (const x of people) writeFileSync(join(work, `${design.id}--${x.id}.fodt`), fodt(design.render(x)))
  const sources = docxDesigns.flatMap((d) => people.map((x) => join(work, `${d.id}--${x.id}.fodt`)))
  // One LibreOffice run for all files; its own profile directory so a desktop instance is never reused.
  execFileSync(
    'soffice',
    [
      `-env:UserInstallation=file://${work}/profile`,
      '--headless',
      '--convert-to',
      'docx:MS Word 2007 XML',
      '--outdir',
      work,
      ...sources,
    ],
    { stdio: 'ignore' },
  )
  for (const design of docxDesigns)
    for (const x of people)
      renameSync(join(work, `${design.id}--${x.id}.docx`), join(root, 'files', fileOf(design.id, x.id)))
  console.log(`${docxDesigns.length * people.length} DOCX files in ${join(root, 'files')}`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
