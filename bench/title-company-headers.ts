// Title and company read from the tops of 100 ads as job seekers paste them (eval/header-postings.ts: boards,
// applicant-tracking systems, government and school sites, agencies, franchises, email forwards, social posts,
// classifieds), written and labelled by someone who read none of the engine, and from a second set of 60
// (eval/held-out-header-postings.ts, written the same way in shapes unlike an ordinary week's; held out whole
// until its first run, halves alternating since), a third set of 80 (eval/third-header-postings.ts, weighted to
// second-language English, bulletins, chats, mail and PDF text; the same), a fourth of 80
// (eval/fourth-header-postings.ts, written the same way over more shapes; held out whole until its first run) and a
// fifth of 80 (eval/fifth-header-postings.ts, written the same way, weighted to applicant-tracking pages, board chrome
// and second-language English; labelled before any run, halves alternating from the start) and a sixth of 80
// (eval/sixth-header-postings.ts, written the same way over 49 countries and 44 countries' legal forms, 42 in a
// second-language English; the same) and a seventh of 80 (eval/seventh-header-postings.ts, written the same way
// over 50 countries, 22 trackers and 22 boards, 49 in a second-language English; the same) and an eighth of 80
// (eval/eighth-header-postings.ts, written the same way over 53 countries, 40 in a second-language English), a ninth
// of 80 (eval/ninth-header-postings.ts, 63 countries, 60 in a second-language English), a tenth of 80
// (eval/tenth-header-postings.ts, 69 countries, 59 in a second-language English), an eleventh of 80
// (eval/eleventh-header-postings.ts, 50 from mainstream boards and trackers in English-speaking markets) and a
// twelfth of 80 (eval/twelfth-header-postings.ts, 55 from mainstream boards and trackers, 21 in a second-language
// English) and a thirteenth of 80 (eval/thirteenth-header-postings.ts, 57 from mainstream boards and trackers, 21 in a
// second-language English; first run at the thirty-first session's start). Per
// row (each set's tune half, then its unseen half): title right, company right and both right, for the engine and for a
// baseline that takes the first line for the title and the second for the company. Names are compared as
// score-postings.ts compares them. --failures lists the tune halves' misses; unseen halves are only counted, and --tune-only leaves them out.
// Run: node --import tsx bench/title-company-headers.ts [--tune-only] [--failures]

import { eighthHeaderPostings } from '../packages/engine/eval/eighth-header-postings.ts'
import { eleventhHeaderPostings } from '../packages/engine/eval/eleventh-header-postings.ts'
import { fifthHeaderPostings } from '../packages/engine/eval/fifth-header-postings.ts'
import { fourthHeaderPostings } from '../packages/engine/eval/fourth-header-postings.ts'
import { type HeaderPosting, headerPostings } from '../packages/engine/eval/header-postings.ts'
import { heldOutHeaderPostings } from '../packages/engine/eval/held-out-header-postings.ts'
import { ninthHeaderPostings } from '../packages/engine/eval/ninth-header-postings.ts'
import { seventhHeaderPostings } from '../packages/engine/eval/seventh-header-postings.ts'
import { sixthHeaderPostings } from '../packages/engine/eval/sixth-header-postings.ts'
import { tenthHeaderPostings } from '../packages/engine/eval/tenth-header-postings.ts'
import { thirdHeaderPostings } from '../packages/engine/eval/third-header-postings.ts'
import { thirteenthHeaderPostings } from '../packages/engine/eval/thirteenth-header-postings.ts'
import { twelfthHeaderPostings } from '../packages/engine/eval/twelfth-header-postings.ts'
import { analyzeJob } from '../packages/engine/src/index.ts'
import { same } from './lib/score-postings.ts'

const tuneOnly = process.argv.includes('--tune-only')
const failures = process.argv.includes('--failures')

const baseline = (text: string) => {
  const [title = '', company = ''] = text.split('\n').filter((line) => line.trim())
  return { title, company }
}

interface Tally {
  title: number
  company: number
  both: number
}
const tally = (): Tally => ({ title: 0, company: 0, both: 0 })
function count(into: Tally, posting: HeaderPosting, title: string, company: string) {
  const titleRight = same(title, posting.title)
  const companyRight = same(company, posting.company)
  into.title += +titleRight
  into.company += +companyRight
  into.both += +(titleRight && companyRight)
}

const cell = (n: number, of: number) => `${n} (${((100 * n) / of).toFixed(0)}%)`.padStart(10)
const halves = (name: string, postings: HeaderPosting[]) => [
  { name: `tune${name}`, postings: postings.filter((p) => p.half === 'tune') },
  { name: `unseen${name}`, postings: postings.filter((p) => p.half === 'unseen') },
]
const rows = [
  ...halves('', headerPostings),
  ...halves('2', heldOutHeaderPostings),
  ...halves('3', thirdHeaderPostings),
  ...halves('4', fourthHeaderPostings),
  ...halves('5', fifthHeaderPostings),
  ...halves('6', sixthHeaderPostings),
  ...halves('7', seventhHeaderPostings),
  ...halves('8', eighthHeaderPostings),
  ...halves('9', ninthHeaderPostings),
  ...halves('10', tenthHeaderPostings),
  ...halves('11', eleventhHeaderPostings),
  ...halves('12', twelfthHeaderPostings),
  ...halves('13', thirteenthHeaderPostings),
].filter(({ name }) => !tuneOnly || name.startsWith('tune'))
const misses: string[] = []

console.log(
  `Title and company on ${headerPostings.length} pasted ad headers (eval/header-postings.ts)` +
    ` and ${heldOutHeaderPostings.length} more (eval/held-out-header-postings.ts)` +
    ` and ${thirdHeaderPostings.length} more (eval/third-header-postings.ts)` +
    ` and ${fourthHeaderPostings.length} more (eval/fourth-header-postings.ts)` +
    ` and ${fifthHeaderPostings.length} more (eval/fifth-header-postings.ts)` +
    ` and ${sixthHeaderPostings.length} more (eval/sixth-header-postings.ts)` +
    ` and ${seventhHeaderPostings.length} more (eval/seventh-header-postings.ts)` +
    ` and ${eighthHeaderPostings.length} more (eval/eighth-header-postings.ts)` +
    ` and ${ninthHeaderPostings.length} more (eval/ninth-header-postings.ts)` +
    ` and ${tenthHeaderPostings.length} more (eval/tenth-header-postings.ts)` +
    ` and ${eleventhHeaderPostings.length} more (eval/eleventh-header-postings.ts)` +
    ` and ${twelfthHeaderPostings.length} more (eval/twelfth-header-postings.ts)` +
    ` and ${thirteenthHeaderPostings.length} more (eval/thirteenth-header-postings.ts)`,
)
const columns = ['title', 'company', 'both'].map((name) => ` ${name.padStart(10)}`).join('')
console.log(`${'half'.padEnd(8)} ads${columns}   baseline:${columns}`)
for (const { name, postings } of rows) {
  const engine = tally()
  const base = tally()
  for (const posting of postings) {
    const { job_title, company } = analyzeJob(posting.text)
    count(engine, posting, job_title, company)
    const first = baseline(posting.text)
    count(base, posting, first.title, first.company)
    if (!failures || !name.startsWith('tune')) continue
    if (!same(job_title, posting.title))
      misses.push(`[${posting.id}] title "${job_title}" (want "${posting.title}")`)
    if (!same(company, posting.company))
      misses.push(`[${posting.id}] company "${company}" (want "${posting.company}")`)
  }
  const n = postings.length
  console.log(
    `${name.padEnd(8)} ${String(n).padStart(3)} ${cell(engine.title, n)} ${cell(engine.company, n)} ${cell(engine.both, n)}` +
      `${' '.repeat(12)} ${cell(base.title, n)} ${cell(base.company, n)} ${cell(base.both, n)}`,
  )
}
if (failures) console.log(`\nTune-half misses (${misses.length}):\n${misses.join('\n')}`)
