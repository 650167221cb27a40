// Field accuracy on the held-out resumes (packages/engine/corpus/held-out): 12 hand-written layouts in PDF
// and DOCX, labelled before the parser was measured on them and never used to tune it. Engine beside the
// plain-text baseline. Run: node --import tsx bench/parse-held-out.ts [--failures]
import { join } from 'node:path'
import { runLabelled } from './lib/run-labelled.ts'

const dir = join(import.meta.dirname, '../packages/engine/corpus/held-out')
await runLabelled('Held-out resumes', join(dir, 'files'), join(dir, 'truth.json'))
