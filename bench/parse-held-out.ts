// Field accuracy on hand-written resumes the parser was not developed on, engine beside the plain-text
// baseline. corpus/held-out (12 PDF and DOCX layouts) was labelled and measured before any parser change
// (its first result is in held-out/first-measurement.txt; later fixes looked at it); corpus/held-out-2
// (6 more, --second) was written after the fixes and measured once.
// Run: node --import tsx bench/parse-held-out.ts [--second] [--failures]
import { join } from 'node:path'
import { runLabelled } from './lib/run-labelled.ts'

const dir = join(import.meta.dirname, '../packages/engine/corpus')
const set = process.argv.includes('--second') ? 'held-out-2' : 'held-out'
await runLabelled(`Held-out resumes (${set})`, join(dir, set, 'files'), join(dir, set, 'truth.json'))
