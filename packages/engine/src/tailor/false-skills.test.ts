import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { falseSkillCases } from '../../eval/false-skill-set.ts'
import { unseenPostings } from '../../eval/unseen-postings.ts'
import { analyzeJob } from '../job/analyze-job.ts'
import { extractSkills } from '../lexicons/extract-skills.ts'
import { collectSkillEvidence } from '../match/collect-skill-evidence.ts'
import { resumeText } from '../match/resume-facts.ts'
import { tailorResume } from './tailor-resume.ts'

const jobs = [...falseSkillCases.map((c) => c.job), ...unseenPostings.map((p) => p.text)].map((text) =>
  analyzeJob(text),
)
const baitBullets = falseSkillCases.flatMap((c) => c.resume.work_experience.flatMap((r) => r.achievements))
const forbidden = [...new Set(falseSkillCases.flatMap((c) => c.mustNotAdd))]

describe('false skills', () => {
  it('never adds a skill the labelled set forbids, at any level', () => {
    for (const c of falseSkillCases)
      for (const level of [0, 40, 60, 100]) {
        const out = tailorResume(c.resume, analyzeJob(c.job), { level, mode: 'tailoring' }).resume_data
        const before = new Set(extractSkills(resumeText(c.resume)).map((s) => s.id))
        const added = extractSkills([...out.skills, out.professional_summary].join('\n'), resumeText(out))
          .filter((s) => !before.has(s.id))
          .map((s) => s.label)
        expect(
          added.filter((label) => c.mustNotAdd.includes(label)),
          `${c.id} at ${level}`,
        ).toEqual([])
      }
  })

  it('adds only skills the resume shows, each with its evidence in the changes (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...falseSkillCases),
        fc.subarray(baitBullets, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(...jobs),
        fc.integer({ min: 0, max: 100 }),
        (c, bullets, job, level) => {
          const resume = structuredClone(c.resume)
          resume.work_experience[0]!.achievements.push(...bullets)
          const { resume_data, changes } = tailorResume(resume, job, { level, mode: 'tailoring' })
          const evidence = collectSkillEvidence(resume)
          const newEntries = resume_data.skills.filter((s) => !resume.skills.includes(s))
          for (const entry of newEntries) {
            const [skill] = extractSkills(entry)
            expect(skill && evidence.has(skill.id), entry).toBe(true)
            expect(
              changes.some((ch) => ch.reason.startsWith(`${entry} — from "`) || ch.after === entry),
            ).toBe(true)
          }
          const shown = new Set([...evidence.keys()])
          for (const label of forbidden) {
            const id = extractSkills(label)[0]?.id
            if (id && !shown.has(id)) expect(newEntries, label).not.toContain(label)
          }
        },
      ),
      { numRuns: 150, seed: 15 },
    )
  })
})

describe('evidence in changes', () => {
  it('names the words and the role that show an added skill', () => {
    const resume = falseSkillCases[0]!.resume
    const withJenkins = structuredClone(resume)
    withJenkins.work_experience[0]!.achievements.push('Built Jenkins pipelines for the web team')
    const job = analyzeJob('DevOps Engineer\nRequirements:\n- CI/CD\n- HubSpot')
    const { changes } = tailorResume(withJenkins, job, { level: 60, mode: 'tailoring' })
    expect(changes.map((c) => c.reason)).toContain('CI/CD — from "Jenkins" in your Acme Corp role.')
  })
})
