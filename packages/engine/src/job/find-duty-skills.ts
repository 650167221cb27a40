import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { isRareWord } from '../text/everyday-words.ts'
import { singular } from '../text/singular.ts'
import { stopwords } from '../text/stopwords.ts'

// A duty written as a verb and its object names a skill as "object + action noun": "recover refrigerant" is
// Refrigerant recovery, "collect rent" Rent collection, "verify medication orders" Order verification.
// Only verbs whose action noun names a trade's work are read; "support", "work" or "help" name none.
const actions: Record<string, string> = {
  recover: 'recovery',
  collect: 'collection',
  verify: 'verification',
  reconcile: 'reconciliation',
  inspect: 'inspection',
  install: 'installation',
  repair: 'repair',
  diagnose: 'diagnostics',
  process: 'processing',
  draft: 'drafting',
  schedule: 'scheduling',
  calibrate: 'calibration',
  test: 'testing',
  bend: 'bending',
  clean: 'cleaning',
  weld: 'welding',
  audit: 'auditing',
  forecast: 'forecasting',
  estimate: 'estimating',
  negotiate: 'negotiation',
  triage: 'triage',
  administer: 'administration',
  document: 'documentation',
  handle: 'handling',
  position: 'positioning',
  monitor: 'monitoring',
  fill: 'filling',
  plan: 'planning',
  onboard: 'onboarding',
  coach: 'coaching',
  pick: 'picking',
  gather: 'gathering',
  log: 'logging',
  backwash: 'backwashing',
  research: 'research',
  mix: 'mixing',
  scout: 'scouting',
  splice: 'splicing',
  prune: 'pruning',
  crate: 'crating',
  embed: 'embedding',
  harvest: 'harvesting',
}
// A verb that is as often a noun ("sample results", "soil sample") is a duty only in its gerund: "sampling groundwater".
const gerundOnly: Record<string, string> = { sample: 'sampling' }
const forms = new Map<string, string>()
for (const [verb, noun] of Object.entries(gerundOnly)) forms.set(`${verb.replace(/e$/, '')}ing`, noun)
// "documents", "tests", "processes": a verb with its object right after ("the clerk processes filings"), but
// as often a plural noun ("draft ancillary documents and closing checklists"), so before "and" they are nouns.
const thirdPerson = new Set<string>()
for (const [verb, noun] of Object.entries(actions)) {
  const stem = verb.replace(/e$/, '')
  for (const form of [verb, `${stem}ing`, `${stem}ed`, verb.replace(/y$/, 'ied')]) forms.set(form, noun)
  for (const form of [`${verb}s`, `${verb}es`, verb.replace(/y$/, 'ies')].filter((f) => f !== verb)) {
    forms.set(form, noun)
    thirdPerson.add(form)
  }
}
// Objects that say whom or how much, not what the work is on; a licence or a record after "clean" is the
// candidate's own, kept clean ("a full, clean driving licence", "clean driving record"), not cleaned.
const vague =
  /^(?:it|them|this|that|items|things|tasks|issues|problems|work|information|data|details|needs|requests|people|staff|customers|clients|guests|patients|students|members|others|everything|all|time|records?|reports|files|documents|orders|jobs|projects|licen[cs]es?|history)$/i
const determiner =
  /^(?:the|a|an|our|your|their|its|all|any|each|every|new|existing|incoming|daily|weekly|monthly|and|or)$/i
const word = /[A-Za-z]+(?:[-'][A-Za-z]+)*|[^\sA-Za-z]/g

// "Write clear inspection reports", "able to write clear, concise reports": a quality of the writing makes the
// writing the skill, Report writing; "write drainage reports" names only the record, the subject's paperwork.
const clearReports = /\bwrit(?:e|es|ing)\s+(?:clear|concise|accurate)\b(?:,?\s+[\w-]+){0,3}?\s+reports?\b/i

/** Skills the clause's duties name by verb and object ("Refrigerant recovery"), as labels. */
export function findDutySkills(clause: string): string[] {
  const words = clause.match(word) ?? []
  const found: string[] = clearReports.test(clause) ? ['report writing'] : []
  // "Position summary", "Work log": two words alone are a heading or a label, not a duty.
  if (words.filter((w) => /\w/.test(w)).length <= 2) return found
  for (let i = 0; i < words.length; i++) {
    const noun = forms.get(words[i]!.toLowerCase())
    if (!noun) continue
    // "Perform scheduled maintenance", "documented procedures": a participle before a noun describes it, and
    // after an article or another verb the word is a noun ("the test plan", "adjusting process parameters").
    // "tape for clean cut lines": the bare verb after a preposition is an adjective ("for cleaning fryers" is a duty).
    if (
      /ed$/i.test(words[i]!) ||
      /^(?:the|a|an|our|your|their|its|this|[a-z]{2,}ing)$/i.test(words[i - 1] ?? '') ||
      (!/ing$/i.test(words[i]!) && /^(?:for|with|of|in|on|by|from)$/i.test(words[i - 1] ?? ''))
    )
      continue
    // "recover and charge refrigerant": the object follows the second verb.
    let j = i + 1
    if (/^(?:and|or)$/i.test(words[j] ?? '') && thirdPerson.has(words[i]!.toLowerCase())) continue
    // "When plans go sideways", "if tests fail": after a word that opens a clause, the plural is its subject.
    if (
      thirdPerson.has(words[i]!.toLowerCase()) &&
      /^(?:when|whenever|if|as|while|until|unless|before|after|because|once|where)$/i.test(words[i - 1] ?? '')
    )
      continue
    if (/^(?:and|or)$/i.test(words[j] ?? '') && /^[a-z]+$/.test(words[j + 1] ?? '')) j += 2
    while (j < words.length && determiner.test(words[j]!)) j++
    // The object's head is the last noun of its run ("medication orders" -> orders).
    const run: string[] = []
    // An adverb after the object ("fill prescriptions accurately", "backwash filters weekly") ends it.
    while (
      j < words.length &&
      /^[a-z]+$/.test(words[j]!) &&
      !stopwords.has(words[j]!) &&
      !/ly$/.test(words[j]!) &&
      run.length < 3
    )
      run.push(words[j++]!)
    const head = run.at(-1)
    // "handles chlorine, fluoride and polymers": one word opening a list is an example of what is handled,
    // and "collect groundwater, soil and water samples" shares the list's last noun; neither is the object.
    if (run.length === 1 && words[j] === ',') continue
    // "Process digital x-rays": a hyphenated word goes on with the object, so the run's last word is not its head.
    if (/^[a-z]+-[a-z]/.test(words[j] ?? '')) continue
    if (!head || vague.test(head) || /(?:ly|ing|ed)$/.test(head)) continue
    const object = singular(head)
    const phrase = `${object} ${noun}`
    // A trade's own object ("refrigerant") names a skill; a common one only when the lexicon knows the phrase.
    const known = findSkillMentions(phrase)
    if (isRareWord(object) || (known.length === 1 && known[0]!.text === phrase)) found.push(phrase)
  }
  return found
}
