// Title and company when boards reshape the header of an ad the engine reads right as pasted: the tune halves of
// the posting sets, each reshaped the ways bench/lib/board-reshapings.ts lists. The unseen halves stay unread.
// The baseline takes the first line for the title and the second for the company.
// Run: node --import tsx bench/title-company-reshaped.ts [--verbose]
import { analyzeJob } from '../packages/engine/src/index.ts'
import { boardReshapings, readsHeader } from './lib/board-reshapings.ts'
import { tunePostings } from './lib/posting-sets.ts'

const verbose = process.argv.includes('--verbose')

// Only ads read right as pasted: a reshaping that breaks the reading is what this measures.
const readRight = tunePostings.filter((p) => {
  const { job_title, company } = analyzeJob(p.text)
  const read = readsHeader(p, job_title, company)
  return read.title && read.company
})
const baseline = (text: string) => {
  const [title = '', company = ''] = text.split('\n').filter((line) => line.trim())
  return { title, company }
}

const pct = (n: number, of: number) => `${((100 * n) / of).toFixed(0)}%`.padStart(5)
console.log(
  `Title and company under board reshapings (${readRight.length} of ${tunePostings.length} tune postings read right as pasted)`,
)
console.log(`${'reshaping'.padEnd(38)} ads   title company   baseline title company`)
let all = 0
let both = 0
for (const [name, reshape] of Object.entries(boardReshapings)) {
  let n = 0
  let title = 0
  let company = 0
  let baseTitle = 0
  let baseCompany = 0
  for (const posting of readRight) {
    const text = reshape(posting)
    if (!text) continue
    n++
    const analysis = analyzeJob(text)
    const read = readsHeader(posting, analysis.job_title, analysis.company)
    const base = baseline(text)
    const baseRead = readsHeader(posting, base.title, base.company)
    title += +read.title
    company += +read.company
    baseTitle += +baseRead.title
    baseCompany += +baseRead.company
    all++
    both += +(read.title && read.company)
    if (verbose && !(read.title && read.company))
      console.log(`    ${name} [${posting.id}] "${analysis.job_title}" / "${analysis.company}"`)
  }
  console.log(
    `${name.padEnd(38)} ${String(n).padStart(3)}  ${pct(title, n)}   ${pct(company, n)}      ${pct(baseTitle, n)}   ${pct(baseCompany, n)}`,
  )
}
console.log(`all reshaped ads: title and company both kept in ${both} of ${all} (${pct(both, all).trim()})`)
