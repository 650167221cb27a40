import { evalJobs, evalResumes } from './eval/eval-set.ts'
import { analyzeCoverLetter, analyzeJob, findLetterViolations, writeCoverLetter } from './src/index.ts'

const job = evalJobs.find((j) => j.id === 'nurse')!
const resume = evalResumes.rn_strong
for (const [tone, length] of [
  ['professional', 'medium'],
  ['conversational', 'short'],
] as const) {
  const jobIn = { title: 'Registered Nurse', company: 'Mercy Health', description: job.text }
  const l = writeCoverLetter({
    resume,
    job: jobIn,
    hiringManager: 'Dana Lee',
    referralSource: 'a nurse on your telemetry unit',
    additionalInfo: '',
    tone,
    length,
    template: 'modern',
    seed: 7,
  })
  console.log(
    l.content,
    '\n--',
    l.word_count,
    findLetterViolations(l.content, resume, jobIn, {
      hiringManager: 'Dana Lee',
      referralSource: 'a nurse on your telemetry unit',
    }),
  )
  console.log(
    JSON.stringify(
      analyzeCoverLetter(l.content, {
        resume,
        job: analyzeJob(job.text),
        companyName: 'Mercy Health',
        jobTitle: 'Registered Nurse',
        hiringManager: 'Dana Lee',
        tone,
        length,
      }),
    ),
  )
}
const jobIn = { title: 'Registered Nurse', company: 'Mercy Health', description: job.text }
const n = writeCoverLetter({
  resume: null,
  job: jobIn,
  hiringManager: '',
  referralSource: '',
  additionalInfo: 'I am relocating to Portland in June',
  tone: 'enthusiastic',
  length: 'short',
  template: 'modern',
  seed: 3,
})
console.log(
  n.content,
  '\n--',
  n.word_count,
  findLetterViolations(n.content, null, jobIn, { additionalInfo: 'I am relocating to Portland in June' }),
)
