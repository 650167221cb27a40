// Median time of analyzeJob + scoreMatch + tailorResume for a 2-page resume and a 500-word job description,
// and the CPU time of the server's whole tailor task (job analysis, tailoring, every score) on the same input.
// Run: node --import tsx bench/engine-speed.ts
import { readFileSync } from 'node:fs'
import type { ResumeData } from '@tailor/contracts'

const dataDir = new URL('../packages/engine/src/lexicons/data/', import.meta.url)
let parseMs = performance.now()
for (const file of ['skills.json', 'titles.json']) JSON.parse(readFileSync(new URL(file, dataDir), 'utf8'))
parseMs = performance.now() - parseMs

let start = performance.now()
const engine = await import('../packages/engine/src/index.ts')
const importMs = performance.now() - start
start = performance.now()
engine.getLexicon()
const lexiconMs = performance.now() - start
const { evalJobs, evalResumes } = await import('../packages/engine/eval/eval-set.ts')
const { resumeText } = await import('../packages/engine/src/match/resume-facts.ts')
const { tailor } = await import('../apps/server/src/workers/worker-tasks.ts')

// A 2-page resume: three strong resumes' roles under one person (about 700 words).
const resume: ResumeData = structuredClone(evalResumes.be_strong)
const donors = [
  evalResumes.java_backend,
  evalResumes.fe_strong,
  evalResumes.data_strong,
  evalResumes.fe_mobile,
  evalResumes.des_strong,
  evalResumes.sales_strong,
]
for (const donor of donors) {
  resume.work_experience.push(...structuredClone(donor.work_experience))
  resume.skills.push(...donor.skills)
}
resume.certifications.push({
  name: 'AWS Certified Developer – Associate',
  issuer: 'Amazon Web Services',
  date: '2023',
})
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const resumeWords = words(resumeText(resume))

// A 500-word job: the backend ad plus the responsibilities of two others.
const backend = evalJobs.find((job) => job.id === 'backend')!.text
const extra = evalJobs
  .filter((job) => ['frontend', 'data', 'designer', 'recruiter'].includes(job.id))
  .map((job) => job.text.split('\n').slice(3).join('\n'))
const jobText = [backend, ...extra]
  .join('\n\n')
  .split(/\s+/)
  .slice(0, 500)
  .join(' ')
  .replace(/ (- |• )/g, '\n$1')

const runs = 200
const times: {
  analyze: number
  score: number
  tailor: number
  total: number
  report: number
  tailoring: number
}[] = []
// CPU time of this process in ms: steadier than wall-clock time on a machine that others share.
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
// Fresh text for every measurement, so none reuses what the engine remembered from another.
function freshInput(tag: string) {
  const runResume = structuredClone(resume)
  for (const role of runResume.work_experience)
    role.achievements = role.achievements.map((b) => `${b} ${tag}`)
  runResume.professional_summary += ` ${tag}`
  return { runResume, runJob: jobText.replace(/\n/g, ` ${tag}\n`) }
}
const taskCpuMs = (tag: string, mode: 'report' | 'tailoring') => {
  const { runResume, runJob } = freshInput(tag)
  const before = cpuMs()
  tailor({ resume: runResume, jobDescription: runJob, level: 80, mode })
  return cpuMs() - before
}
for (let i = 0; i < runs + 20; i++) {
  const tag = `v${i.toString(36)}x`
  const { runResume, runJob } = freshInput(tag)
  const t0 = performance.now()
  const job = engine.analyzeJob(runJob)
  const t1 = performance.now()
  engine.scoreMatch(runResume, job)
  const t2 = performance.now()
  engine.tailorResume(runResume, job, { level: 80, mode: 'report' })
  const t3 = performance.now()
  const report = taskCpuMs(`${tag}r`, 'report')
  const tailoring = taskCpuMs(`${tag}t`, 'tailoring')
  if (i >= 20)
    times.push({ analyze: t1 - t0, score: t2 - t1, tailor: t3 - t2, total: t3 - t0, report, tailoring })
}
const median = (key: keyof (typeof times)[number]) => {
  const sorted = times.map((t) => t[key]).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!.toFixed(2)
}
const p95 = [...times.map((t) => t.total)].sort((a, b) => a - b)[Math.floor(runs * 0.95)]!.toFixed(2)
console.log(
  `Engine speed: resume ${resumeWords} words, job ${words(jobText)} words, ${runs} runs after 20 warm-up`,
)
console.log(
  `  lexicon load: JSON parse ${parseMs.toFixed(0)} ms + build ${lexiconMs.toFixed(0)} ms (first import incl. tsx transpile: ${importMs.toFixed(0)} ms)`,
)
console.log(
  `  median analyzeJob ${median('analyze')} ms, scoreMatch ${median('score')} ms, tailorResume (report mode) ${median('tailor')} ms`,
)
console.log(`  median total ${median('total')} ms (p95 ${p95} ms); target <= 30 ms`)
console.log(
  `  server tailor task, median CPU time: report mode ${median('report')} ms, tailoring mode ${median('tailoring')} ms`,
)
