import { hasWeakOpening } from './weak-opening.ts'

// Strong openings recruiters look for. Past-tense "-ed" words count too; irregular past forms and present
// forms (for a current role) are listed.
const ACTION_VERBS = new Set(
  `achieve accelerate administer advise align analyze analyse architect assess audit automate build built
  champion coach collaborate complete conduct consolidate coordinate create cut debug decrease define
  deliver deploy design develop diagnose direct drive drove educate eliminate enable engineer establish
  evaluate execute expand facilitate forecast found generate grow grew guide handle head identify implement
  improve increase initiate innovate install integrate introduce launch lead led maintain manage mentor
  migrate model modernize monitor negotiate optimize optimise orchestrate organize organise oversee oversaw
  own perform pilot plan prepare present prioritize produce program publish recruit redesign reduce
  refactor reorganize research resolve restructure revamp review run ran save scale schedule secure sell
  sold ship simplify spearhead standardize streamline strengthen supervise support teach taught test train
  transform translate triage troubleshoot upgrade win won write wrote`.split(/\s+/),
)

const PAST_TENSE = /^[a-z]{3,}ed$/

/** True when a bullet opens with an action ("Led…", "Reduced…"), not a duty ("Responsible for…"). */
export function startsWithActionVerb(bullet: string): boolean {
  if (hasWeakOpening(bullet)) return false
  const first =
    bullet
      .trim()
      .replace(/^[^A-Za-z]+/, '')
      .split(/\s+/)[0]
      ?.toLowerCase() ?? ''
  if (!first) return false
  const base = first.replace(/(?:s|es)$/, '')
  return ACTION_VERBS.has(first) || ACTION_VERBS.has(base) || PAST_TENSE.test(first)
}
