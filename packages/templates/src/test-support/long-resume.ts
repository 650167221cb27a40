import type { ResumeData } from '@tailor/contracts'
import { sampleResume } from '../sample-resume.ts'

/** The sample resume with its jobs repeated to `jobs` entries, numbered so each title is unique. */
export function longResume(jobs: number): ResumeData {
  const source = sampleResume.work_experience
  return {
    ...sampleResume,
    work_experience: Array.from({ length: jobs }, (_, index) => {
      const job = source[index % source.length]!
      return { ...job, title: `${job.title} ${index + 1}` }
    }),
  }
}
