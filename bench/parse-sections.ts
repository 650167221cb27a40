// Parse accuracy on the newer sections (projects, awards, publications, languages, volunteering, interests)
// for 12 hand-labelled resumes (packages/engine/eval/sections-truth.ts), each in four layouts: plain text,
// DOCX, and PDF from two of our templates. Tuning half and held-out half apart, engine beside a baseline.
// Run: node --import tsx bench/parse-sections.ts [--failures]

import { sectionsCaseDocx } from '../packages/engine/eval/sections-case-docx.ts'
import { caseText, sectionsCaseLines } from '../packages/engine/eval/sections-case-lines.ts'
import { heldOutCases, type SectionsCase, tuneCases } from '../packages/engine/eval/sections-truth.ts'
import { extractDocument, parseResume } from '../packages/engine/src/index.ts'
import { renderResumePdf, resumeTemplates } from '../packages/templates/src/index.ts'
import { naiveExtract } from './lib/naive-extract.ts'
import { naiveSections } from './lib/naive-sections.ts'
import { type SectionCheck, scoreSections } from './lib/score-sections.ts'

const showFailures = process.argv.includes('--failures')
const ids = resumeTemplates.map((t) => t.id)

/** The case's documents: text and DOCX in its own headings, PDF from two templates. */
async function layouts(
  c: SectionsCase,
  index: number,
): Promise<{ name: string; bytes: Uint8Array; format: string }[]> {
  const style = (index % 2) as 0 | 1
  const text = caseText(sectionsCaseLines(c, style))
  return [
    { name: 'txt', bytes: new TextEncoder().encode(text), format: 'txt' },
    {
      name: 'docx',
      bytes: await sectionsCaseDocx(sectionsCaseLines(c, style === 0 ? 1 : 0)),
      format: 'docx',
    },
    ...(await Promise.all(
      [ids[index % ids.length]!, ids[(index + 3) % ids.length]!].map(async (id) => ({
        name: `pdf ${id}`,
        bytes: await renderResumePdf(c.truth, { template: id }),
        format: 'pdf',
      })),
    )),
  ]
}

const pct = (checks: SectionCheck[]) =>
  checks.length ? `${((100 * checks.filter((c) => c.ok).length) / checks.length).toFixed(1)}%` : '-'

async function run(label: string, cases: SectionsCase[]) {
  const engine: SectionCheck[] = []
  const baseline: SectionCheck[] = []
  const entries: boolean[] = []
  for (const [i, c] of cases.entries()) {
    for (const doc of await layouts(c, i)) {
      const parsed = parseResume(await extractDocument(doc.bytes)).resume_data
      const checks = scoreSections(c.truth, parsed)
      engine.push(...checks)
      baseline.push(...scoreSections(c.truth, naiveSections(await naiveExtract(doc.bytes, doc.format))))
      // Existing sections keep their entries in every language.
      entries.push(
        parsed.work_experience.length === c.truth.work_experience.length &&
          parsed.education.length === c.truth.education.length,
      )
      if (showFailures && !entries.at(-1))
        console.log(
          `${c.id} ${doc.name} [entries] jobs ${parsed.work_experience.length}/${c.truth.work_experience.length}, degrees ${parsed.education.length}/${c.truth.education.length}`,
        )
      if (showFailures)
        for (const f of checks.filter((x) => !x.ok))
          console.log(
            `${c.id} ${doc.name} [${f.section}.${f.field}] expected ${JSON.stringify(f.expected)} got ${JSON.stringify(f.actual)}`,
          )
    }
  }
  console.log(`\n${label}: ${cases.length} resumes × 4 layouts\n`)
  console.log(
    `${'section'.padEnd(14)}${'checks'.padStart(7)}${'engine'.padStart(9)}${'baseline'.padStart(10)}`,
  )
  for (const section of ['projects', 'awards', 'publications', 'languages', 'volunteering', 'interests']) {
    const pick = (list: SectionCheck[]) => list.filter((c) => c.section === section)
    console.log(
      `${section.padEnd(14)}${String(pick(engine).length).padStart(7)}${pct(pick(engine)).padStart(9)}${pct(pick(baseline)).padStart(10)}`,
    )
  }
  console.log(
    `${'all'.padEnd(14)}${String(engine.length).padStart(7)}${pct(engine).padStart(9)}${pct(baseline).padStart(10)}`,
  )
  console.log(`jobs and degrees all kept: ${entries.filter(Boolean).length}/${entries.length} documents`)
}

await run('Tuning half', tuneCases)
await run('Held-out half', heldOutCases)
