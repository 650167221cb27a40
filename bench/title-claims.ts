// Does the rewording check's title rule reject honest text? Tailors every evaluation and held-out resume, under
// four headlines, to every posting and to none, at five levels, and counts the engine's own tailorings that it
// flags as claiming a title the resume does not give. Run: node --import tsx bench/title-claims.ts
import { evalJobs, evalResumes } from '../packages/engine/eval/eval-set.ts'
import { holdoutJobs, holdoutResumes } from '../packages/engine/eval/holdout.ts'
import { analyzeJob } from '../packages/engine/src/job/analyze-job.ts'
import { applyTailoring } from '../packages/engine/src/tailor/apply-tailoring.ts'
import { findInvariantViolations } from '../packages/engine/src/tailor/find-invariant-violations.ts'

const jobs = [...[...evalJobs, ...holdoutJobs].map((job) => analyzeJob(job.text)), null]
let flagged = 0
let tailorings = 0
for (const base of [...Object.values(evalResumes), ...Object.values(holdoutResumes)])
  for (const position of [base.personal_information.position, 'Software Engineer', 'Registered Nurse', ''])
    for (const job of jobs)
      for (const level of [20, 40, 60, 80, 100]) {
        const resume = structuredClone(base)
        resume.personal_information.position = position
        const tailored = applyTailoring(resume, job, level).resume
        const titles = findInvariantViolations(resume, tailored).filter((v) => v.includes('claims the title'))
        tailorings++
        if (titles.length) flagged++
      }
console.log(`engine tailorings flagged as claiming a title: ${flagged} of ${tailorings}`)
