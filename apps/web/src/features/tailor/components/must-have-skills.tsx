import type { JobAnalysis, MatchScores } from '@tailor/contracts'
import { mustHaveSkills } from '../insights.ts'
import { SkillChip } from './skill-chip.tsx'

/** The job's must-have skills: which the resume shows and which it does not (never added for you). */
export function MustHaveSkills({ job, scores }: { job: JobAnalysis | null; scores: MatchScores }) {
  const skills = mustHaveSkills(job, scores)
  return (
    <div className="rounded-3xl border border-ink-200 bg-white p-6 dark:border-ink-800 dark:bg-ink-900/60">
      <h3 className="font-display text-base font-semibold text-ink-950 dark:text-white">Must-have skills</h3>
      {skills ? (
        <>
          <p className="mt-0.5 text-sm text-ink-600 dark:text-ink-300" data-testid="must-have-count">
            {skills.matched.length} of {skills.matched.length + skills.missing.length} found in your resume
          </p>
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
            Matched ({skills.matched.length})
          </h4>
          {skills.matched.length > 0 ? (
            <ul aria-label="Matched must-have skills" className="mt-2 flex flex-wrap gap-2">
              {skills.matched.map((label) => (
                <SkillChip key={label} label={label} found />
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-ink-500 dark:text-ink-400">None of the must-haves yet.</p>
          )}
          <h4 className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase dark:text-ink-400">
            Missing ({skills.missing.length})
          </h4>
          {skills.missing.length > 0 ? (
            <>
              <ul aria-label="Missing must-have skills" className="mt-2 flex flex-wrap gap-2">
                {skills.missing.map((label) => (
                  <SkillChip key={label} label={label} found={false} />
                ))}
              </ul>
              <p className="mt-4 rounded-xl bg-ink-50 px-3 py-2.5 text-xs leading-5 text-ink-600 dark:bg-ink-800/60 dark:text-ink-300">
                Missing skills are never added for you. If you have one, add it in the editor below, in Skills
                and in the role where you used it.
              </p>
            </>
          ) : (
            <p className="mt-2 text-sm text-ink-500 dark:text-ink-400">
              Every must-have skill is on your resume.
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm leading-6 text-ink-600 dark:text-ink-300">
          {job
            ? 'The job description names no specific must-have skills.'
            : 'Add a job description to see which of its must-have skills your resume shows and which it lacks.'}
        </p>
      )}
    </div>
  )
}
