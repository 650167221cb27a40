// Cover letter quality on the labelled resume–job pairs: word ranges, honesty, skill coverage, variety, speed.
// Run: node --import tsx bench/cover-letter-quality.ts [--holdout | --letters]
// --holdout: the matcher's held-out pairs; --letters: held-out postings of every shape (prose only, three
// lines, long with nice-to-haves, company boilerplate) with a strong, a thin and a near-miss candidate each.
// Prints the engine and a fill-in-the-blanks baseline letter on the same pairs.

import {
  COVER_LETTER_LENGTHS,
  COVER_LETTER_TONES,
  type CoverLetterLength,
  type CoverLetterTone,
  coverLetterWordRange,
  type ResumeData,
} from '@tailor/contracts'
import { evalJobs, evalPairs, evalResumes } from '../packages/engine/eval/eval-set.ts'
import { holdoutJobs, holdoutPairs, holdoutResumeSet } from '../packages/engine/eval/holdout.ts'
import {
  letterHoldoutJobs,
  letterHoldoutPairs,
  letterHoldoutResumes,
} from '../packages/engine/eval/letter-holdout.ts'
import { letterInput } from '../packages/engine/eval/letter-input.ts'
import {
  analyzeJob,
  countWords,
  findLetterProblems,
  findLetterViolations,
  findSkillMentions,
  nearDuplicateSentences,
  writeCoverLetter,
} from '../packages/engine/src/index.ts'
import { letterFacts } from '../packages/engine/src/letter/letter-facts.ts'
import { percentile } from './lib/percentile.ts'

const sets = {
  evaluation: { jobs: evalJobs, resumes: evalResumes, pairs: evalPairs },
  'held-out': { jobs: holdoutJobs, resumes: holdoutResumeSet, pairs: holdoutPairs },
  'held-out letter': { jobs: letterHoldoutJobs, resumes: letterHoldoutResumes, pairs: letterHoldoutPairs },
}
const setName = process.argv.includes('--holdout')
  ? 'held-out'
  : process.argv.includes('--letters')
    ? 'held-out letter'
    : 'evaluation'
const { jobs } = sets[setName]
const resumes = sets[setName].resumes as Record<string, ResumeData>
// Letters are written for candidates who could apply: strong and partial fits.
const pairs = sets[setName].pairs.filter((pair) => pair.grade > 0)
const SEEDS = [11, 29]

interface Letter {
  job: string
  resume: string
  tone: CoverLetterTone
  length: CoverLetterLength
  content: string
  ms: number
}

function baselineLetter(resume: ResumeData, title: string, company: string): string {
  const bullets = resume.work_experience.flatMap((role) => role.achievements).slice(0, 3)
  return [
    'Dear Hiring Manager,',
    `I am writing to apply for the ${title} position at ${company}. I believe my skills make me a great fit.`,
    `My skills include ${resume.skills.slice(0, 8).join(', ')}. ${bullets.join('. ')}.`,
    'Thank you for your consideration. I look forward to hearing from you.',
    `Sincerely,\n${resume.personal_information.name}`,
  ].join('\n\n')
}

const fiveGrams = (text: string) => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []
  const grams = new Set<string>()
  for (let i = 0; i + 5 <= words.length; i++) grams.add(words.slice(i, i + 5).join(' '))
  return grams
}
const shared = (a: string, b: string) => {
  const ga = fiveGrams(a)
  const gb = fiveGrams(b)
  let common = 0
  for (const gram of ga) if (gb.has(gram)) common++
  return common / Math.max(1, Math.min(ga.size, gb.size))
}
const pct = (value: number) => `${(value * 100).toFixed(1)}%`
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length)

const engine: Letter[] = []
const baseline: Letter[] = []
const jobInfo = new Map(
  jobs.map((job) => {
    const analysis = analyzeJob(job.text)
    const info = {
      title: analysis.job_title || job.field,
      company: analysis.company || 'the company',
      description: job.text,
    }
    return [job.id, { analysis, info }]
  }),
)

for (const pair of pairs) {
  const resume = resumes[pair.resume]!
  const { info } = jobInfo.get(pair.job)!
  for (const tone of COVER_LETTER_TONES)
    for (const length of COVER_LETTER_LENGTHS)
      for (const seed of SEEDS) {
        const start = performance.now()
        const letter = writeCoverLetter(
          letterInput({
            resume,
            job: info,
            tone,
            length,
            seed: seed + pair.resume.length * 7919,
          }),
        )
        const ms = performance.now() - start
        engine.push({ job: pair.job, resume: pair.resume, tone, length, content: letter.content, ms })
      }
  const content = baselineLetter(resume, info.title, info.company)
  for (const tone of COVER_LETTER_TONES)
    for (const length of COVER_LETTER_LENGTHS)
      baseline.push({ job: pair.job, resume: pair.resume, tone, length, content, ms: 0 })
}

function report(name: string, letters: Letter[]) {
  const inRange = letters.filter((l) => {
    const words = countWords(l.content)
    const range = coverLetterWordRange[l.length]
    return words >= range.min && words <= range.max
  })
  let violations = 0
  let problems = 0
  let repeating = 0
  const coverage: number[] = []
  for (const letter of letters) {
    const resume = resumes[letter.resume]!
    const { analysis, info } = jobInfo.get(letter.job)!
    violations += findLetterViolations(letter.content, resume, info).length
    problems += findLetterProblems(letter.content).length
    if (nearDuplicateSentences(letter.content).length) repeating++
    const required = new Set(analysis.required_skills.map((s) => s.id))
    const shown = letterFacts(resume, analysis).matched.filter((s) => required.has(s.id))
    if (!shown.length) continue
    const said = new Set(findSkillMentions(letter.content).map((m) => m.skill.id))
    coverage.push(shown.filter((s) => said.has(s.id)).length / shown.length)
  }
  // Different candidates, same job, same tone and length: how much text their letters share.
  const acrossCandidates: number[] = []
  const acrossByLength = new Map<CoverLetterLength, number[]>(COVER_LETTER_LENGTHS.map((l) => [l, []]))
  const acrossTones: number[] = []
  for (let i = 0; i < letters.length; i++)
    for (let j = i + 1; j < letters.length; j++) {
      const a = letters[i]!
      const b = letters[j]!
      if (a.job !== b.job || a.length !== b.length) continue
      if (a.resume !== b.resume && a.tone === b.tone) {
        const overlap = shared(a.content, b.content)
        acrossCandidates.push(overlap)
        acrossByLength.get(a.length)!.push(overlap)
      }
      if (a.resume === b.resume && a.tone !== b.tone) acrossTones.push(shared(a.content, b.content))
    }
  const byLength = COVER_LETTER_LENGTHS.map((length) => {
    const some = letters.filter((l) => l.length === length)
    return `${length} ${some.filter((l) => inRange.includes(l)).length}/${some.length}`
  }).join(', ')
  console.log(`${name}`)
  console.log(
    `  letters: ${letters.length}; within the word range: ${inRange.length}/${letters.length} (${byLength})`,
  )
  console.log(`  unsupported claims (findLetterViolations): ${violations}`)
  console.log(
    `  prose problems (grammar, near-duplicate sentences, sign-offs): ${problems}; letters with a near-duplicate sentence: ${repeating}/${letters.length}`,
  )
  console.log(`  job's required skills the candidate has, mentioned: ${pct(mean(coverage))} (target >= 80%)`)
  console.log(
    `  shared word 5-grams, different candidates for the same job: mean ${pct(mean(acrossCandidates))}, p95 ${pct(percentile(acrossCandidates, 95))} (target <= 15%)`,
  )
  console.log(
    `    by length: ${[...acrossByLength].map(([length, values]) => `${length} ${pct(mean(values))}`).join(', ')}`,
  )
  console.log(`  shared word 5-grams, same candidate in different tones: mean ${pct(mean(acrossTones))}`)
  if (letters.some((l) => l.ms > 0)) {
    const times = letters.map((l) => l.ms)
    console.log(
      `  generation: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (target median <= 50 ms)`,
    )
  }
}

console.log(
  `${setName.toUpperCase()} SET: ${pairs.length} resume–job pairs (grade 1 and 2) × ${COVER_LETTER_TONES.length} tones × ${COVER_LETTER_LENGTHS.length} lengths × ${SEEDS.length} seeds\n`,
)
report('ENGINE', engine)
report('BASELINE (fill-in-the-blanks template letter)', baseline)

// Resume integration off: the letter is written from the job and the user's notes alone.
const notes = 'I am relocating to the area in June and can start in July'
let jobOnlyInRange = 0
let jobOnlyClaims = 0
let jobOnlyProblems = 0
let jobOnlyCount = 0
for (const job of jobs) {
  const { info } = jobInfo.get(job.id)!
  for (const tone of COVER_LETTER_TONES)
    for (const length of COVER_LETTER_LENGTHS) {
      const letter = writeCoverLetter(
        letterInput({ resume: null, job: info, additionalInfo: notes, tone, length, seed: SEEDS[0]! }),
      )
      // Without a resume the letter is always short: that range is the one it must meet.
      const range = coverLetterWordRange[letter.length]
      jobOnlyCount++
      if (letter.word_count >= range.min && letter.word_count <= range.max) jobOnlyInRange++
      jobOnlyClaims += findLetterViolations(letter.content, null, info, { additionalInfo: notes }).length
      jobOnlyProblems += findLetterProblems(letter.content).length
    }
}
console.log(
  `WITHOUT A RESUME (${jobs.length} jobs × tones × lengths, always short): within the word range ${jobOnlyInRange}/${jobOnlyCount}, unsupported claims ${jobOnlyClaims}, prose problems ${jobOnlyProblems}`,
)
