// Field accuracy on resume designs made by other people (corpus/outside: TeX Live CV classes and styles
// typesetting four labelled people each). Half the designs tuned the parser; the other half are reported
// unseen, and held-out B (split "held-out-b", four more classes added in the fourth session) and held-out C
// ("held-out-c", designs fetched from GitHub printing people of their own, fifth session) are rows of their own;
// held-out B's pas-cv is tune from the fifth session ("tune-was-held-out-b"), held-out C's altacv too
// ("tune-was-held-out-c"); held-out D ("held-out-d", fifth session) is another such set, people-d.json, its
// Twenty-Seconds CV tune from the sixth ("tune-was-held-out-d"), and held-out E ("held-out-e", sixth: a LibreOffice
// template and HTML/CSS designs) one more, people-e.json, all four of whose designs are tune after its runs
// ("tune-was-held-out-e"); held-out F ("held-out-f", seventh: Markdown, Jekyll and LaTeX designs, people-f.json)
// is a confirmation set that the lead measures once, and held-out G ("held-out-g", eighth: LibreOffice's own
// résumé templates and an HTML/CSS design, people-g.json) another, two of whose designs are tune after its one
// measurement ("tune-was-held-out-g"); held-out H ("held-out-h", eighth: two of best-resume-ever's HTML/CSS
// templates and the resume-tex LaTeX class, people-h.json) the next, the two best-resume-ever designs tune after
// its one measurement ("tune-was-held-out-h"); held-out I ("held-out-i", ninth: the online-cv and DevResume HTML/CSS
// designs and the rvca LaTeX class, people-i.json) the next, online-cv and rvca tune after its one measurement
// ("tune-was-held-out-i"), DevResume from the eleventh session; held-out J ("held-out-j", ninth: three LaTeX
// templates from GitHub, a two-panel sidebar, a two-column timeline and a one-column header table, people-j.json)
// the next, latex-resume-twopanels tune after its one measurement ("tune-was-held-out-j"), mlechu's from the eleventh; held-out K ("held-out-k", tenth: three Typst templates from GitHub, people-k.json) the next;
// held-out L ("held-out-l", eleventh: three more Typst templates from GitHub, two of them two-column, people-l.json)
// the next; held-out M ("held-out-m", eleventh: a LaTeX sidebar class, a LibreOffice Writer template with its contact
// lines in the page header, an HTML/CSS sidebar design printed by Chromium, people-m.json) the next, Tombarr's
// html-resume-template tune after its one measurement ("tune-was-held-out-m"); held-out N ("held-out-n", eleventh,
// after M's tune round: two HTML/CSS designs of one collection, a sidebar printed as a band and a header over two
// columns, and a two-column LaTeX class, people-n.json) the next.
// Any split not starting "tune" is printed only per design and overall.
// Prints per field, per tune-half document and its failures (runLabelled; the held-out sets only in
// aggregate, so that its failures are never read), then per design and per half, engine beside the
// plain-text baseline. The first measurement is in corpus/outside/first-measurement.txt.
// Run: node --import tsx bench/parse-outside.ts [--failures]
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pct, runLabelled } from './lib/run-labelled.ts'
import type { Check, LabelledDocument } from './lib/score-labelled.ts'

const root = join(import.meta.dirname, '../packages/engine/corpus/outside')
const truthFile = join(root, 'truth.json')
const documents: (LabelledDocument & { design: string; split: string })[] = JSON.parse(
  readFileSync(truthFile, 'utf8'),
).documents
const docOf = new Map(documents.map((d) => [d.file, d]))
const rows = await runLabelled(
  'Outside designs',
  join(root, 'files'),
  truthFile,
  (file) => docOf.get(file)?.split.startsWith('tune') === true,
)

const groups = new Map<string, { engine: Check[]; baseline: Check[]; docs: number }>()
const add = (key: string, engine: Check[], baseline: Check[]) => {
  const g = groups.get(key) ?? { engine: [], baseline: [], docs: 0 }
  g.engine.push(...engine)
  g.baseline.push(...baseline)
  g.docs++
  groups.set(key, g)
}
for (const r of rows) {
  const doc = docOf.get(r.file)!
  add(`${doc.split}: ${doc.design}`, r.engine, r.baseline)
  add(`${doc.split} (all)`, r.engine, r.baseline)
  add('all designs', r.engine, r.baseline)
}
console.log(
  `\n${'design'.padEnd(38)}${'docs'.padStart(5)}${'checks'.padStart(7)}${'engine'.padStart(9)}${'baseline'.padStart(10)}`,
)
for (const [key, g] of [...groups].sort(([a], [b]) => a.localeCompare(b)))
  console.log(
    `${key.padEnd(38)}${String(g.docs).padStart(5)}${String(g.engine.length).padStart(7)}${pct(g.engine).padStart(9)}${pct(g.baseline).padStart(10)}`,
  )
