import { weakOpening } from '../text/weak-opening.ts'

// Gerund -> past tense for verbs that follow "Responsible for …"; irregular and e-dropping forms included.
const pastTense: Record<string, string> = {
  managing: 'Managed',
  leading: 'Led',
  developing: 'Developed',
  building: 'Built',
  creating: 'Created',
  coordinating: 'Coordinated',
  overseeing: 'Oversaw',
  maintaining: 'Maintained',
  preparing: 'Prepared',
  processing: 'Processed',
  handling: 'Handled',
  supervising: 'Supervised',
  training: 'Trained',
  planning: 'Planned',
  running: 'Ran',
  writing: 'Wrote',
  designing: 'Designed',
  implementing: 'Implemented',
  monitoring: 'Monitored',
  tracking: 'Tracked',
  reviewing: 'Reviewed',
  organizing: 'Organized',
  organising: 'Organised',
  scheduling: 'Scheduled',
  ensuring: 'Ensured',
  providing: 'Provided',
  conducting: 'Conducted',
  analyzing: 'Analyzed',
  analysing: 'Analysed',
  reporting: 'Reported',
  delivering: 'Delivered',
  supporting: 'Supported',
  teaching: 'Taught',
  assessing: 'Assessed',
  administering: 'Administered',
  documenting: 'Documented',
  installing: 'Installed',
  repairing: 'Repaired',
  testing: 'Tested',
  reconciling: 'Reconciled',
  posting: 'Posted',
  answering: 'Answered',
  resolving: 'Resolved',
  onboarding: 'Onboarded',
  recruiting: 'Recruited',
  hiring: 'Hired',
  negotiating: 'Negotiated',
  selling: 'Sold',
  updating: 'Updated',
  operating: 'Operated',
  loading: 'Loaded',
  communicating: 'Communicated',
  researching: 'Researched',
  improving: 'Improved',
  setting: 'Set',
  making: 'Made',
  driving: 'Drove',
  launching: 'Launched',
  producing: 'Produced',
  editing: 'Edited',
  drafting: 'Drafted',
  executing: 'Executed',
  ordering: 'Ordered',
  mentoring: 'Mentored',
  responding: 'Responded',
  collecting: 'Collected',
  inspecting: 'Inspected',
  compiling: 'Compiled',
  establishing: 'Established',
  generating: 'Generated',
  identifying: 'Identified',
  investigating: 'Investigated',
  presenting: 'Presented',
}

// For a noun phrase after the opening: the closest plain action verb that claims no more than the original.
const nounVerb: Record<string, string> = {
  responsible: 'Owned',
  helped: 'Supported',
  assisted: 'Supported',
  worked: 'Contributed to',
  duties: 'Handled',
  tasked: 'Handled',
  involved: 'Contributed to',
  in: 'Managed',
  participated: 'Contributed to',
}

/** Every verb the rewrite can introduce (the honesty check allows these words). */
export const rewriteVerbs = new Set(
  [...Object.values(pastTense), ...Object.values(nounVerb)].flatMap((verb) => verb.toLowerCase().split(' ')),
)

/** "Responsible for managing X" -> "Managed X"; "Helped with X" -> "Supported X". Undefined if not weak. */
export function rewriteWeakOpening(bullet: string): string | undefined {
  const match = weakOpening.exec(bullet)
  if (!match) return undefined
  const rest = bullet.slice(match[0].length).trim()
  const [first = '', ...others] = rest.split(/\s+/)
  const verb = pastTense[first.toLowerCase()]
  if (verb) return [verb, ...others].join(' ')
  if (/ing$/i.test(first) || !rest) return undefined // an unknown verb: leave the bullet as written
  const opener = match[0].trim().split(/\s+/)[0]!.toLowerCase()
  const helperVerb = opener === 'was' ? 'Owned' : nounVerb[opener]
  if (!helperVerb) return undefined
  // "Helped to plan X" -> "Helped plan X" stays honest; only the noun form is rewritten.
  if (/^(helped|assisted)$/.test(opener) && !/^(with|in)\b/i.test(match[0].split(/\s+/)[1] ?? ''))
    return undefined
  return `${helperVerb} ${rest}`
}
