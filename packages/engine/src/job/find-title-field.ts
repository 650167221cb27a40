import { isRareWord } from '../text/everyday-words.ts'

// A role's name holds the field it works in: a Court Reporter does court reporting, a Surgical Technologist
// surgical technology. Names of a rank or a kind of role (manager, operator, specialist) name no field.
const fieldOf: [RegExp, string][] = [
  [/ologist$/, 'ology'],
  [/(?:er|or)$/, 'ing'],
]
// A Sound Designer does sound design and a Fund Accountant fund accounting; a Designer or a Staff Accountant
// alone is the whole trade, which recruiters leave out for its parts.
const specialtyOf: [RegExp, string][] = [
  [/designer$/, 'design'],
  [/accountant$/, 'accounting'],
]
const noField =
  /^(?:manager|operator|coordinator|administrator|officer|director|supervisor|worker|member|leader|partner|owner|developer|assistant|associate|specialist|analyst|technician|clerk|representative|agent|aide|consultant|generalist|lead|head)$/i
// Rank and the holder's credential ("Certified Surgical Technologist", "Project Hydrogeologist") say who, not
// what field.
const grade =
  /^(?:certified|registered|licensed|senior|sr|junior|jr|lead|chief|principal|staff|project|part-time|full-time|[IVX]+|\d+)$/i

// Before a role word the title names its field in a practice noun: a Loss Prevention Associate works in loss
// prevention, a Customer Success Manager in customer success. A thing or a place there ("Front Desk Agent",
// "Heavy Equipment Operator", "IT Support Specialist") names no practice.
// "Inside Sales Representative": sales is a practice too.
const practice = /(?:ing|tion|sion|ment|ance|ence)$|^(?:success|control|sales)$/i
// Things and places that end like a practice noun.
const thing =
  /^(?:equipment|department|apartment|instrument|document|shipment|payment|garment|building|clothing|station)$/i

function roleField(words: string[]): string | undefined {
  const before = words.slice(0, -1)
  const last = before.at(-1)
  if (!last || !practice.test(last) || thing.test(last) || (before.length === 1 && !isRareWord(last)))
    return undefined
  const phrase = before.join(' ').toLowerCase()
  return phrase[0]!.toUpperCase() + phrase.slice(1)
}

// The practice noun of a role word, as the ad writes it after the title's other words: a Night Auditor runs the
// night audit, a Freight Broker does freight brokerage, a Building Inspector building inspection, an Instructional
// Coach instructional coaching. The role word itself or its plural is the person, not the practice.
const practiceEnding = '(?:ing|ion|tion|age|erage|ance|ence|ment|y)?'

function practiceWritten(words: string[], document: string): string | undefined {
  const last = words.at(-1)!.toLowerCase()
  const stem = last.replace(/(?:er|or|e)$/, '')
  const before = words
    .slice(0, -1)
    .map((w) => w.toLowerCase())
    .join(' ')
  const noun = [
    ...document.toLowerCase().matchAll(new RegExp(`\\b${before} (${stem}${practiceEnding})\\b`, 'g')),
  ]
    .map((match) => match[1]!)
    .find((written) => ![last, `${last}s`, `${last}es`].includes(written))
  if (!noun) return undefined
  const phrase = `${before} ${noun}`
  return phrase[0]!.toUpperCase() + phrase.slice(1)
}

/**
 * The field the job title names, as a skill, when the ad itself writes it ("our court reporting firm"): the
 * title's words with the last turned into its field.
 */
export function findTitleField(title: string, document: string): string | undefined {
  // "Senior Fund Accountant, Private Equity": what follows a comma, like a parenthesis, names the team or the
  // setting, not the role.
  const words = title
    .replace(/\s*(?:[([]|,\s).*$/, '')
    .replace(/\s&\s/g, ' and ')
    .split(/\s+/)
    .filter((w) => /^[A-Za-z-]+$/.test(w) && !grade.test(w))
  const last = words.at(-1)
  if (last && noField.test(last)) return roleField(words)
  const written = last && words.length > 1 ? practiceWritten(words, document) : undefined
  if (written) return written
  const rules = words.length > 1 ? [...specialtyOf, ...fieldOf] : fieldOf
  const rule =
    last && !noField.test(last) ? rules.find(([ending]) => ending.test(last.toLowerCase())) : undefined
  if (!last || !rule) return undefined
  const head = last.toLowerCase().replace(rule[0], rule[1])
  // The whole title's field ("medical coding"), not a part of it ("coding"); a one-word field must be a
  // trade's word ("bookkeeping"), not an everyday one ("training").
  const phrase = [...words.slice(0, -1).map((w) => w.toLowerCase()), head].join(' ')
  if (words.length === 1 && !isRareWord(head)) return undefined
  if (new RegExp(`\\b${phrase}\\b`).test(document.toLowerCase()))
    return phrase[0]!.toUpperCase() + phrase.slice(1)
  return undefined
}
