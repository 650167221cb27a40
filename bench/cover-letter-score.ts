// How well the letter quality score separates good letters from deliberately flawed ones (labelled set in
// packages/engine/eval/letter-quality-set.ts). Prints each letter's score, the mean by label, and the share of
// (good, flawed) pairs of one job ranked right, for the engine and for a naive baseline that rates a letter
// by its length, the company and title named, and the posting's words it repeats.
// Run: node --import tsx bench/cover-letter-score.ts
import { coverLetterWordRange } from '@tailor/contracts'
import { type LabelledLetter, labelledLetters } from '../packages/engine/eval/letter-quality-set.ts'
import {
  analyzeCoverLetter,
  analyzeJob,
  countWords,
  findLetterProblems,
  findLetterViolations,
} from '../packages/engine/src/index.ts'

const engine = (letter: LabelledLetter) =>
  analyzeCoverLetter(letter.content, {
    resume: letter.resume,
    job: analyzeJob(letter.job.description),
    description: letter.job.description,
    companyName: letter.job.company,
    jobTitle: letter.job.title,
    tone: 'professional',
    length: 'medium',
  }).analysis.score

const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu))
function baseline(letter: LabelledLetter): number {
  const range = coverLetterWordRange.medium
  const count = countWords(letter.content)
  const inRange = count >= range.min && count <= range.max ? 40 : 20
  const named =
    (letter.content.includes(letter.job.company) ? 15 : 0) +
    (letter.content.includes(letter.job.title) ? 15 : 0)
  const posting = words(letter.job.description)
  const own = [...words(letter.content)]
  return inRange + named + Math.min(30, own.filter((word) => posting.has(word)).length)
}

function pairAccuracy(letters: LabelledLetter[], score: (letter: LabelledLetter) => number) {
  let right = 0
  let total = 0
  const scored = letters.map((letter) => ({ letter, score: score(letter) }))
  for (const good of scored.filter((s) => s.letter.label === 'good'))
    for (const bad of scored.filter(
      (s) => s.letter.label !== 'good' && s.letter.jobId === good.letter.jobId,
    )) {
      total++
      if (good.score > bad.score) right++
    }
  return { right, total, scored }
}

const letters = labelledLetters()
console.log(`Labelled letters: ${letters.length} (${letters.filter((l) => l.label === 'good').length} good)`)
for (const [name, score] of [
  ['engine', engine],
  ['baseline', baseline],
] as const) {
  const { right, total, scored } = pairAccuracy(letters, score)
  console.log(
    `\n${name}: good ranked above flawed in ${right}/${total} pairs (${((right / total) * 100).toFixed(1)}%)`,
  )
  const labels = [...new Set(letters.map((l) => l.label))]
  for (const label of labels) {
    const values = scored.filter((s) => s.letter.label === label).map((s) => s.score)
    console.log(
      `  ${label.padEnd(14)} mean ${(values.reduce((a, b) => a + b, 0) / values.length).toFixed(1).padStart(5)}  min ${Math.min(...values)}  max ${Math.max(...values)}`,
    )
  }
}
const good = letters.filter((l) => l.label === 'good')
const flawedGood = good.filter(
  (l) => findLetterProblems(l.content).length || findLetterViolations(l.content, l.resume, l.job).length,
)
console.log(`\nGood letters with a grammar, repetition, sign-off or claim problem: ${flawedGood.length}`)
