import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { isRareWord } from '../text/everyday-words.ts'
import { toKey } from '../text/to-key.ts'
import { findDegreeFields } from './find-degree-fields.ts'

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
  // A Drilling Engineer does drilling engineering; "Engineering" alone is every engineer's.
  [/eer$/, 'eering'],
]
const noField =
  /^(?:manager|operator|coordinator|administrator|officer|director|supervisor|worker|member|leader|partner|owner|developer|assistant|associate|specialist|analyst|technician|clerk|representative|agent|aide|consultant|generalist|lead|head)$/i
// Rank, the holder's credential and the market served ("Certified Surgical Technologist", "Project Hydrogeologist",
// "Journeyman Pipefitter", "Commercial Wall and Floor Tiler") say who, not what field.
const grade =
  /^(?:certified|registered|licensed|senior|sr|junior|jr|lead|chief|principal|staff|project|part-time|full-time|journeyman|trainee|apprentice|resident|commercial|residential|[IVX]+|\d+)$/i

// Before a role word the title names its field in a practice noun: a Loss Prevention Associate works in loss
// prevention, a Customer Success Manager in customer success. A thing or a place there ("Front Desk Agent",
// "Heavy Equipment Operator", "IT Support Specialist") names no practice.
// "Inside Sales Representative": sales is a practice too.
// "Regulatory Affairs Specialist", "Investor Relations Manager": affairs and relations are practices too.
const practice = /(?:ing|tion|sion|ment|ance|ence)$|^(?:success|control|sales|affairs|relations)$/i
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
// Coach instructional coaching, a Shoe Repairer "shoe repairs", a Photojournalist photojournalism. The role word
// itself or its plural is the person, not the practice.
const practiceEnding = '(?:ing|ion|tion|age|erage|ance|ence|ment|ism|y)?'

function practiceWritten(words: string[], document: string): string | undefined {
  const last = words.at(-1)!.toLowerCase()
  // "Credit Controller" → credit control: a doubled last letter before -er may be single in the practice.
  const stem = last.replace(/(?:er|or|ist|e)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1$1?')
  const before = words
    .slice(0, -1)
    .map((w) => w.toLowerCase())
    .join(' ')
  const noun = [
    ...document
      .toLowerCase()
      .matchAll(new RegExp(`\\b${before ? `${before} ` : ''}(${stem}${practiceEnding})s?\\b`, 'g')),
  ]
    .map((match) => match[1]!)
    // An Upholsterer's "upholstery" alone must be a trade's word, not an everyday one ("cleaning").
    .find((written) => ![last, `${last}s`, `${last}es`].includes(written) && (before || isRareWord(written)))
  if (!noun) return undefined
  const phrase = before ? `${before} ${noun}` : noun
  return phrase[0]!.toUpperCase() + phrase.slice(1)
}

// The practice a leading or running role names: an Operations Manager does operations management, a Production
// Supervisor production supervision, a Salesforce Administrator Salesforce administration.
const rolePractice: Record<string, string> = {
  manager: 'management',
  supervisor: 'supervision',
  administrator: 'administration',
  coordinator: 'coordination',
}

function rolePracticeWritten(words: string[], document: string): string | undefined {
  const noun = rolePractice[words.at(-1)!.toLowerCase()]
  if (!noun || words.length < 2) return undefined
  const phrase = [...words.slice(0, -1).map((w) => w.toLowerCase()), noun].join(' ')
  return writtenAsPractice(phrase, document) ? phrase[0]!.toUpperCase() + phrase.slice(1) : undefined
}

// An Accounts Payable Clerk works in accounts payable, a Payroll Specialist in payroll: the words before the role
// are a skill the curated lexicon names whole. A place ("Front Desk Agent") is where, not what.
const place = /^(?:desk|counter|room|floor|shop|store|bar|kitchen|yard|dock|site|office)$/i
function namedSkill(words: string[]): string | undefined {
  const phrase = words.join(' ')
  if (place.test(words.at(-1) ?? '')) return undefined
  const whole = findSkillMentions(phrase).find((m) => !m.broad && toKey(m.text) === toKey(phrase))
  return whole && (words.length > 1 || isRareWord(phrase)) ? whole.skill.label : undefined
}

// The practice written in a line of the ad, not only as what a degree is in ("B.S. in Civil Engineering"): the
// education level says that.
function writtenAsPractice(phrase: string, document: string): boolean {
  const pattern = new RegExp(`\\b${phrase}\\b`)
  return document
    .toLowerCase()
    .split('\n')
    .some(
      (line) =>
        pattern.test(line) && !findDegreeFields(line).some((field) => pattern.test(field.toLowerCase())),
    )
}

// The word with no describing word of its own before it: "two years' grooming", "experience in grooming", not
// "cat grooming" nor "grooming-related".
function writtenAlone(word: string, text: string): boolean {
  return [...text.matchAll(new RegExp(`(?:^|(\\S+)\\s+)${word}\\b(?!-)`, 'gm'))].some(
    (match) => !match[1] || /[^a-z]$/.test(match[1]) || /^(?:of|in|and|or|with|for|to|at|on)$/.test(match[1]),
  )
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
  // "Tattoo Artist": an artist's practice is the craft's word made a verb ("tattooing"), when the ad writes it.
  const craft =
    words.length > 1 && /^artist$/i.test(last ?? '') ? `${words.at(-2)!.toLowerCase()}ing` : undefined
  if (craft && isRareWord(craft) && new RegExp(`\\b${craft}\\b`).test(document.toLowerCase()))
    return craft[0]!.toUpperCase() + craft.slice(1)
  if (last && noField.test(last))
    return roleField(words) ?? rolePracticeWritten(words, document) ?? namedSkill(words.slice(0, -1))
  // A one-word title's noun only from a doer's -er or -or word (an Upholsterer's upholstery): a Nurse's "nursing"
  // is the whole profession.
  const written =
    last && (words.length > 1 || /(?:er|or|ist)$/i.test(last)) ? practiceWritten(words, document) : undefined
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
  // A scientist's science in the degree line is the field recruiters list (an Entomologist's "PhD in entomology"),
  // but a specialty's degree ("B.S. in Civil Engineering") is the school of the trade, not its practice.
  const specialty = specialtyOf.some(([ending]) => ending.test(last.toLowerCase()))
  const text = document.toLowerCase()
  if (specialty ? writtenAsPractice(phrase, document) : new RegExp(`\\b${phrase}\\b`).test(text))
    return phrase[0]!.toUpperCase() + phrase.slice(1)
  // "Solid Plasterer … five years' plastering": the trade's own word, written alone, is the whole title's
  // practice; "surgical coding" for a Medical Coder is another specialty. Only a doer's -er word turns into its own
  // -ing (a Groomer grooms; an Inspector's practice is no "inspecting"), and not where the ad writes the practice's
  // other noun ("production" for a Producer: "producing" there is only the verb).
  const doer = /[^e]er$/.test(last.toLowerCase())
  const otherNoun = new RegExp(
    `\\b${last.toLowerCase().slice(0, -2)}(?:tion|ion|ment|ance|ence|age|ery|ry)\\b`,
  )
  if (doer && words.length > 1 && isRareWord(head) && writtenAlone(head, text) && !otherNoun.test(text))
    return phrase[0]!.toUpperCase() + phrase.slice(1)
  return undefined
}
