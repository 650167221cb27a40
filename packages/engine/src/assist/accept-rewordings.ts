import type { ResumeData, TailorChange } from '@tailor/contracts'
import { findInvariantViolations } from '../tailor/find-invariant-violations.ts'
import { explainRejection } from './explain-rejection.ts'
import { findRewordingTarget, type Rewording } from './rewording.ts'

export interface AcceptedRewordings {
  resume: ResumeData
  /** One entry per suggestion looked at: used ones with their new text, rejected ones with the reason. */
  changes: TailorChange[]
  used: number
  rejected: number
}

export const AI_REWORDING_REASON =
  'AI rewording toward the job, checked: no skill, number, name, title or date your resume does not show'
// A bullet or summary a model made far longer is padding, whatever it says.
const MAX_GROWTH = 2
const MIN_ALLOWANCE = 200

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Takes a model's rewordings of the tailored resume's summary and bullets one at a time: each is applied only
 * when the result still passes findInvariantViolations against the original resume (no new skill, number,
 * name, title or date) and adds no violation of its own; a rejected one keeps the current text and the change
 * log says why. Never mutates its arguments.
 */
export function acceptRewordings(
  original: ResumeData,
  tailored: ResumeData,
  suggestions: readonly Rewording[],
): AcceptedRewordings {
  let resume = structuredClone(tailored)
  let known = new Set(findInvariantViolations(original, resume))
  const changes: TailorChange[] = []
  let used = 0
  let rejected = 0
  const seen = new Set<string>()
  for (const suggestion of suggestions) {
    const target = findRewordingTarget(suggestion.path)
    if (target === undefined || seen.has(suggestion.path)) continue
    const current =
      target === null
        ? resume.professional_summary
        : resume.work_experience[target.role]?.achievements[target.bullet]
    const text = oneLine(suggestion.text)
    if (current === undefined || !current.trim() || !text || text === oneLine(current)) continue
    seen.add(suggestion.path)
    const candidate = structuredClone(resume)
    if (target === null) candidate.professional_summary = text
    else candidate.work_experience[target.role]!.achievements[target.bullet] = text
    const found = findInvariantViolations(original, candidate)
    const added = found.filter((violation) => !known.has(violation))
    const tooLong = text.length > Math.max(MIN_ALLOWANCE, current.length * MAX_GROWTH)
    if (added.length || tooLong) {
      rejected++
      changes.push({
        path: suggestion.path,
        before: current,
        after: current,
        reason: tooLong
          ? 'AI suggestion not used: it was more than twice as long as your own wording'
          : explainRejection(added[0]!),
      })
      continue
    }
    used++
    resume = candidate
    known = new Set(found)
    changes.push({ path: suggestion.path, before: current, after: text, reason: AI_REWORDING_REASON })
  }
  return { resume, changes, used, rejected }
}
