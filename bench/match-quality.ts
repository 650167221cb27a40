// Quality of skill extraction, match ranking and tailoring on the labelled set in packages/engine/eval.
// Run: node --import tsx bench/match-quality.ts

import { dictionaryLookup, tfidfCosine } from '../packages/engine/eval/baselines.ts'
import {
  evalJobs as tunedJobs,
  evalPairs as tunedPairs,
  evalResumes as tunedResumes,
} from '../packages/engine/eval/eval-set.ts'
import { falseSkillCases } from '../packages/engine/eval/false-skill-set.ts'
import { holdoutJobs, holdoutPairs, holdoutResumeSet } from '../packages/engine/eval/holdout.ts'
import { countFalseSkills } from './lib/count-false-skills.ts'
import { postingSets } from './lib/posting-sets.ts'
import { scorePostings } from './lib/score-postings.ts'

// `--holdout` runs the held-out set, which was written after tuning and is never used to tune.
const holdout = process.argv.includes('--holdout')
const evalJobs = holdout ? holdoutJobs : tunedJobs
const evalPairs = (holdout ? holdoutPairs : tunedPairs) as typeof holdoutPairs
const evalResumes = (holdout ? holdoutResumeSet : tunedResumes) as typeof holdoutResumeSet
console.log(
  holdout ? 'HELD-OUT SET (never used for tuning)\n' : 'EVALUATION SET (used while building the engine)\n',
)

import {
  analyzeJob,
  extractSkills,
  findInvariantViolations,
  scoreMatch,
  tailorResume,
} from '../packages/engine/src/index.ts'
import { resumeText } from '../packages/engine/src/match/resume-facts.ts'
import { applyTailoring } from '../packages/engine/src/tailor/apply-tailoring.ts'

const fmt = (x: number) => x.toFixed(2)
const verbose = process.argv.includes('--verbose')
// `--failures` lists missed and extra skills for the tune sets only: the unseen sets stay unread.
const failures = process.argv.includes('--failures')
// `--tune-only` leaves the unseen sets out, so a round of tuning can run the bench often without seeing even their
// aggregates; they are measured at the round's start and end.
const tuneOnly = process.argv.includes('--tune-only')

// 1. Skill extraction against the recruiter lists. A gold label counts as found when the extracted skill
// has the same lexicon id, so synonyms written differently in the ad still count.
let tp = 0
let fp = 0
let fn = 0
let baseTp = 0
let baseFp = 0
let baseFn = 0
for (const job of evalJobs) {
  const analysis = analyzeJob(job.text)
  const found = new Set(
    [...analysis.required_skills, ...analysis.preferred_skills, ...analysis.soft_skills].map((s) => s.id),
  )
  const gold = new Set(job.skills.map((label) => extractSkills(label)[0]?.id ?? `unknown:${label}`))
  const base = dictionaryLookup(job.text)
  for (const id of found) gold.has(id) ? tp++ : fp++
  for (const id of gold) if (!found.has(id)) fn++
  for (const id of base) gold.has(id) ? baseTp++ : baseFp++
  for (const id of gold) if (!base.has(id)) baseFn++
  if (verbose) {
    console.log(`\n[${job.id}] extra: ${[...found].filter((id) => !gold.has(id)).join(', ')}`)
    console.log(`[${job.id}] missed: ${[...gold].filter((id) => !found.has(id)).join(', ')}`)
  }
}
console.log(`Skill extraction (${evalJobs.length} jobs, hard + soft skills vs recruiter lists)`)
console.log(`  engine:   precision ${fmt(tp / (tp + fp))}  recall ${fmt(tp / (tp + fn))}`)
console.log(
  `  baseline: precision ${fmt(baseTp / (baseTp + baseFp))}  recall ${fmt(baseTp / (baseTp + baseFn))}  (dictionary lookup of labels)`,
)

// 2. Ranking: share of pairs with different grades whose overall scores are ordered like the grades.
const analyses = new Map(evalJobs.map((job) => [job.id, analyzeJob(job.text)]))
const jobText = new Map(evalJobs.map((job) => [job.id, job.text]))
const cosine = tfidfCosine([...evalJobs.map((j) => j.text), ...Object.values(evalResumes).map(resumeText)])
const scored = evalPairs.map((pair) => {
  const resume = evalResumes[pair.resume]
  const job = analyses.get(pair.job)!
  return {
    ...pair,
    engine: scoreMatch(resume, job).overall,
    base: cosine(resumeText(resume), jobText.get(pair.job)!),
  }
})
const accuracy = (key: 'engine' | 'base', sameJob: boolean, grades?: [number, number]) => {
  let right = 0
  let total = 0
  for (const a of scored)
    for (const b of scored) {
      if (a.grade <= b.grade || (sameJob && a.job !== b.job)) continue
      if (grades && (a.grade !== grades[0] || b.grade !== grades[1])) continue
      total++
      if (a[key] > b[key]) right++
      else if (a[key] === b[key]) right += 0.5
    }
  return right / total
}
console.log(`\nRanking accuracy (${evalPairs.length} graded pairs)`)
console.log(
  `  all pairs with different grades: engine ${fmt(accuracy('engine', false))}  baseline ${fmt(accuracy('base', false))} (TF-IDF cosine)`,
)
console.log(
  `  within the same job:             engine ${fmt(accuracy('engine', true))}  baseline ${fmt(accuracy('base', true))}`,
)
console.log(
  `  strong (2) vs partial (1) only:   engine ${fmt(accuracy('engine', false, [2, 1]))}  baseline ${fmt(accuracy('base', false, [2, 1]))}`,
)
console.log(
  `  partial (1) vs unrelated (0) only: engine ${fmt(accuracy('engine', false, [1, 0]))}  baseline ${fmt(accuracy('base', false, [1, 0]))}`,
)
for (const grade of [2, 1, 0] as const) {
  const rows = scored.filter((s) => s.grade === grade)
  const mean = (key: 'engine' | 'base') => rows.reduce((sum, r) => sum + r[key], 0) / rows.length
  console.log(
    `  grade ${grade}: n=${rows.length}  mean overall ${mean('engine').toFixed(1)}  baseline cosine ${fmt(mean('base'))}`,
  )
}
if (verbose)
  for (const s of scored)
    console.log(
      `  ${s.job.padEnd(11)} ${s.resume.padEnd(16)} grade ${s.grade} engine ${s.engine} base ${fmt(s.base)}`,
    )

// 3. Tailoring: score before and after at three levels, and honesty violations.
console.log('\nTailoring (grade 2 and 1 pairs)')
for (const level of [20, 50, 90]) {
  let delta = 0
  let raised = 0
  let violations = 0
  const pairs = scored.filter((s) => s.grade > 0)
  for (const pair of pairs) {
    const resume = evalResumes[pair.resume]
    const job = analyses.get(pair.job)!
    const result = tailorResume(resume, job, { level, mode: 'tailoring' })
    const after = scoreMatch(result.resume_data, job).overall
    delta += after - pair.engine
    if (after > pair.engine) raised++
    // Checked before the guard in tailorResume, which would otherwise hide a violation by undoing the edits.
    const found = findInvariantViolations(resume, applyTailoring(resume, job, level).resume)
    violations += found.length
    if (verbose && found.length) console.log(`  ${pair.job}/${pair.resume}: ${found.join('; ')}`)
  }
  console.log(
    `  level ${level}: mean change ${(delta / pairs.length).toFixed(1)} points, raised ${raised}/${pairs.length}, invariant violations ${violations}`,
  )
}

// 4. Postings the engine was not tuned on (issue 15): skills, title and company per set.
console.log('\nUnseen-shape postings (skills vs recruiter lists, title, company)')
for (const [half, postings] of Object.entries(postingSets)) {
  if (tuneOnly && !half.startsWith('tune')) continue
  const s = scorePostings(postings, (p) => analyzeJob(p.text))
  console.log(
    `  ${half.padEnd(14)} (${postings.length} postings): engine precision ${fmt(s.precision)} recall ${fmt(s.recall)}  title ${fmt(s.title)} company ${fmt(s.company)}`,
  )
  console.log(
    `                       baseline precision ${fmt(s.basePrecision)} recall ${fmt(s.baseRecall)} (dictionary lookup of labels)`,
  )
  // What an extractor of the ad's words can reach: labels the ad states, and the share it only implies.
  const k = s.kinds
  const labels = k.literal + k.alias + k.paraphrase + k.absent
  console.log(
    `                       stated skills: engine recall ${fmt(s.statedRecall)} baseline ${fmt(s.baseStatedRecall)}  (literal ${k.literal}, alias ${k.alias}, paraphrase ${k.paraphrase}); absent from the ad ${k.absent}/${labels} = ${fmt(k.absent / labels)}`,
  )
  console.log(`                       near names counted too: engine recall ${fmt(s.nearNameRecall)}`)
  // Never for an unseen set, even with --verbose.
  if ((verbose || failures) && half.startsWith('tune'))
    for (const line of s.misses) console.log(`    ${line}`)
}

// 5. False skills: what tailoring adds that the labelled set says the person does not have.
console.log('\nFalse skills added by tailoring (labelled set)')
for (const { level, added } of countFalseSkills(falseSkillCases, [20, 60, 100]))
  console.log(
    `  level ${level}: ${added.length} false skills added over ${falseSkillCases.length} resumes${added.length ? ` (${added.join('; ')})` : ''}`,
  )
