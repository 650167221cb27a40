// Counts skills tailoring writes into a resume that the labelled false-skill set says it must not add.
import type { FalseSkillCase } from '../../packages/engine/eval/false-skill-set.ts'
import { analyzeJob } from '../../packages/engine/src/job/analyze-job.ts'
import { extractSkills } from '../../packages/engine/src/lexicons/extract-skills.ts'
import { resumeText } from '../../packages/engine/src/match/resume-facts.ts'
import { tailorResume } from '../../packages/engine/src/tailor/tailor-resume.ts'
import { toKey } from '../../packages/engine/src/text/to-key.ts'

/** Forbidden skills found in the tailored skills or summary and absent from the original, per level. */
export function countFalseSkills(
  cases: FalseSkillCase[],
  levels: number[],
): { level: number; added: string[] }[] {
  return levels.map((level) => {
    const added: string[] = []
    for (const c of cases) {
      const result = tailorResume(c.resume, analyzeJob(c.job), { level, mode: 'tailoring' })
      const before = new Set(extractSkills(resumeText(c.resume)).map((s) => s.id))
      const beforeKeys = new Set(c.resume.skills.map((s) => toKey(s)))
      const tailored = [...result.resume_data.skills, result.resume_data.professional_summary].join('\n')
      const after = new Set(extractSkills(tailored).map((s) => s.id))
      for (const label of c.mustNotAdd) {
        const id = extractSkills(label)[0]?.id
        const listed = result.resume_data.skills.some(
          (s) => toKey(s) === toKey(label) && !beforeKeys.has(toKey(s)),
        )
        if (listed || (id && after.has(id) && !before.has(id))) added.push(`${c.id}: ${label}`)
      }
    }
    return { level, added }
  })
}
