import { emptyResumeData, type ResumeData, tailorResult } from '@tailor/contracts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { evalJobs, evalResumes } from '../../eval/eval-set.ts'
import { holdoutJobs, holdoutResumes } from '../../eval/holdout.ts'
import { analyzeJob } from '../job/analyze-job.ts'
import { applyTailoring } from './apply-tailoring.ts'
import { findInvariantViolations } from './find-invariant-violations.ts'
import { tailorResume } from './tailor-resume.ts'

const jobs = evalJobs.map((job) => analyzeJob(job.text))
const backend = analyzeJob(evalJobs.find((job) => job.id === 'backend')!.text)
const resumes = Object.values(evalResumes)

describe('tailorResume', () => {
  it('only reorders and aligns the headline under level 30', () => {
    const original = evalResumes.be_strong
    const { resume_data, changes } = tailorResume(original, backend, { level: 10, mode: 'tailoring' })
    expect(resume_data.professional_summary).toBe(original.professional_summary)
    expect([...resume_data.skills].sort()).toEqual([...original.skills].sort())
    expect(changes.every((c) => /skills|achievements|position/.test(c.path))).toBe(true)
  })

  it('rewrites the summary and weak openings from 30, and adds a competencies line over 70', () => {
    const original = structuredClone(evalResumes.be_junior)
    original.work_experience[0]!.achievements.push('Responsible for maintaining the deployment scripts')
    const mid = tailorResume(original, backend, { level: 50, mode: 'tailoring' }).resume_data
    expect(mid.professional_summary).toMatch(/^Junior Python Developer with hands-on experience in/)
    expect(mid.work_experience[0]!.achievements).toContain('Maintained the deployment scripts')
    const high = tailorResume(original, backend, { level: 90, mode: 'tailoring' }).resume_data
    expect(high.professional_summary).toMatch(/^Core competencies: /)
  })

  it('does not turn a degree subject into a skill or a summary strength', () => {
    const job = analyzeJob(
      "Backend Engineer\nRequirements: Bachelor's degree in Computer Science; Python, Django.",
    )
    const tailored = tailorResume(evalResumes.be_strong, job, { level: 90, mode: 'tailoring' }).resume_data
    expect(tailored.skills.join(' ')).not.toMatch(/computer science/i)
    expect(tailored.professional_summary).not.toMatch(/computer science/i)
  })

  it('reports gaps and the score before and after in report mode', () => {
    const result = tailorResume(evalResumes.be_junior, backend, { level: 60, mode: 'report' })
    expect(tailorResult.parse(result)).toEqual(result)
    const { report, highlights } = result
    expect(report!.missing_keywords.map((m) => m.keyword)).toContain('Kubernetes')
    expect(report!.score_after).toBeGreaterThanOrEqual(report!.score_before)
    expect(highlights.tailoring_level).toBe(60)
  })

  it('never puts a skill the candidate lacks into the resume', () => {
    const { resume_data } = tailorResume(evalResumes.be_junior, backend, { level: 100, mode: 'tailoring' })
    expect(JSON.stringify(resume_data)).not.toMatch(/Kubernetes|Terraform|Kafka/)
  })

  it('keeps the candidate wording when the job name of a skill names another skill too', () => {
    // The lexicon calls Primavera P6 "Oracle Primavera P6 …", which would also name Oracle.
    const job = analyzeJob(holdoutJobs.find((j) => j.id === 'construction_pm')!.text)
    const raw = applyTailoring(holdoutResumes.pm_strong, job, 90).resume
    expect(findInvariantViolations(holdoutResumes.pm_strong, raw)).toEqual([])
    expect(raw.skills).toContain('Primavera P6')
  })

  it('lists a skill the resume writes as a verb and its object, with that evidence', () => {
    const teacher = emptyResumeData()
    teacher.personal_information = {
      ...teacher.personal_information,
      name: 'Ann Lee',
      position: 'Math Teacher',
    }
    teacher.work_experience = [
      {
        title: 'Math Teacher',
        company: 'Lincoln High',
        dates: '2019 – 2024',
        achievements: ['Planned lessons for three algebra classes'],
      },
    ]
    const job = analyzeJob('Math Teacher\nRequirements:\n- Lesson planning\n- Algebra')
    const { resume_data, changes } = tailorResume(teacher, job, { level: 100, mode: 'tailoring' })
    expect(resume_data.skills).toContain('Lesson planning')
    expect(changes.map((c) => c.reason)).toContain(
      'Lesson planning — from "Planned lessons" in your Lincoln High role.',
    )
  })

  it('handles an empty resume, no job and out-of-range levels', () => {
    const empty = tailorResume(emptyResumeData(), backend, { level: 250, mode: 'report' })
    expect(empty.highlights.tailoring_level).toBe(100)
    expect(empty.resume_data.work_experience).toEqual([])
    const noJob = tailorResume(evalResumes.lpn, null, { level: -5, mode: 'tailoring' })
    expect(noJob.highlights.tailoring_level).toBe(0)
    expect(noJob.resume_data).toEqual(evalResumes.lpn)
  })

  it('keeps every fact traceable to the input for any resume, job and level (property)', () => {
    const text = fc.string({ maxLength: 40 })
    const words = fc.constantFrom(
      'Responsible for managing',
      'Helped with',
      'Led',
      'SQL',
      'k8s',
      'Epic',
      'GAAP',
      '42%',
      'Ünïcødé',
      '',
    )
    const bullet = fc.array(fc.oneof(text, words), { maxLength: 6 }).map((parts) => parts.join(' '))
    const arbitraryResume: fc.Arbitrary<ResumeData> = fc
      .record({
        base: fc.constantFrom(...resumes),
        position: fc.oneof(text, fc.constantFrom('Software Engineer', 'Registered Nurse', '')),
        summary: fc.oneof(text, bullet),
        extraBullets: fc.array(bullet, { maxLength: 4 }),
        skills: fc.array(fc.oneof(text, words), { maxLength: 8 }),
      })
      .map(({ base, position, summary, extraBullets, skills }) => {
        const r = structuredClone(base)
        r.personal_information.position = position
        r.professional_summary = summary
        r.work_experience[0]?.achievements.push(...extraBullets)
        r.skills.push(...skills)
        return r
      })
    fc.assert(
      fc.property(
        arbitraryResume,
        fc.constantFrom(...jobs, null),
        fc.integer({ min: 0, max: 100 }),
        (resume, job, level) => {
          const raw = applyTailoring(resume, job, level).resume
          expect(findInvariantViolations(resume, raw)).toEqual([])
          const { resume_data } = tailorResume(resume, job, { level, mode: 'tailoring' })
          expect(resume_data.personal_information.name).toBe(resume.personal_information.name)
        },
      ),
      { numRuns: 300 },
    )
  }, 30_000)
})
