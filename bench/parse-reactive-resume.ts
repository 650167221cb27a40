// Field accuracy on real, unseen layouts: the 15 Reactive Resume v5 sample PDFs (packages/engine/corpus, MIT),
// labelled by hand in packages/engine/eval/reactive-resume-truth.json. Engine beside the plain-text baseline.
// Run: node --import tsx bench/parse-reactive-resume.ts [--failures]
import { join } from 'node:path'
import { runLabelled } from './lib/run-labelled.ts'

await runLabelled(
  'Reactive Resume v5 sample PDFs',
  join(import.meta.dirname, '../packages/engine/corpus/reactive-resume-v5'),
  join(import.meta.dirname, '../packages/engine/eval/reactive-resume-truth.json'),
)
