import { getLexicon } from '../lexicons/get-lexicon.ts'
import { looksLikeLocation } from '../parse/classify-segment.ts'
import { isCountry } from '../text/countries.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { wordRank } from '../text/everyday-words.ts'
import { stem } from '../text/stem.ts'
import { toKey } from '../text/to-key.ts'
import { isStateName, stateCodes } from '../text/us-states.ts'
import { cleanTitle, isTitleLine, unshoutTitle } from './find-job-title.ts'
import { organisationHead, ownedPlace } from './organisation-head.ts'

// What a board hangs on a title after a dash that is no specialty of the job: contract and hours, shifts, pay,
// numbers, where and how the work is done, the level it is open to, the season, a gender note and the call to
// apply ("Part Time", "2nd Shift", "Direct Hire", "Work From Home", "Entry Level", "Summer", "Now Hiring").
const boardNote = new RegExp(
  String.raw`\d|[$£€₹₱]|\b(?:${[
    'remote|hybrid|on-?site|wfh|work from home|home-based|field-based|in-office|office-based|nationwide|travell?ing',
    'full|part|time|contract|contractor|temporary|temp|temp-to-perm|casual|freelance|permanent|perm|fixed-term|fixed term|locum|direct hire|seasonal|per diem|prn|relief|bank|cover|interim|ongoing|internship|intern',
    'shifts?|days|nights?|evenings?|mornings?|afternoons?|weekends?|weekdays?|overnight|swing|graveyard|rotating|roster|hours|hourly|salaried|ft|pt|fte',
    'pay|paid|salary|wages?|tips|bonus|commission|overtime|rates?|ote|doe|negotiable|relocation|sign-on',
    'req|requisition|ref|reference|id|job id',
    'entry|graduate|grad|level|experienced|no experience|junior|senior|mid-level|trainee|apprentice(?:ship)?',
    'summer|winter|spring|autumn|fall|christmas|holiday|festive|january|february|march|april|may|june|july|august|september|october|november|december',
    'hiring|urgent|urgently|immediate|immediately|asap|start|openings?|vacanc(?:y|ies)|positions?|roles?|jobs?|opportunit(?:y|ies)|needed|wanted|required|apply',
    '[mwfdx]/[mwfdx](?:/[mwfdx])?|all genders',
  ].join('|')})\b`,
  'i',
)
// A place that names no city of its own: a region, a part of town, a site, a store, a ward ("North East",
// "Downtown", "Head Office", "Main OR", "Fashion Square Mall", "Denver South Territory").
const placeWord =
  /\b(?:north|south|east|west|northern|southern|eastern|western|central|midlands|downtown|uptown|midtown|city|town|village|county|shire|region|regional|area|territory|district|coast|valley|island|main|head|campus|branch|store|outlet|mall|plaza|square|crossing|street|avenue|road|park|airport|port|harbou?r|hq|cbd|metro|greater|emea|apac|latam|anz|pacific|atlantic|baltic|arctic|caribbean|mediterranean|school|academy|elementary)\b/i
// A slogan is no specialty: praise, a promise or a call ("Great Team", "Steady Work, Top Rates", "Join Us").
const slogan =
  /[!?]|^(?:join|earn|come|make|get|work|grow|love|be|bring|help)\b|\b(?:great|excellent|amazing|fantastic|exciting|awesome|top|best|steady|stable|busy|growing|friendly|rewarding|fun|flexible|competitive|generous|attractive|lucrative|leading|dynamic|established|family-run|family-owned|award-winning|weekly|daily|us|you|your|our|we)\b/i
// "Italian", "Japanese", "Spanish", "Thai": a cuisine, a language or a market, written in capitals always.
const demonym =
  /^(?:\p{Lu}\p{Ll}+(?:ian|ese|ish|ean)|Thai|French|Greek|Dutch|Swiss|Mexican|American|African|Asian|Cuban|Moroccan|Nordic|Latin|Cajun|Creole)$/u
// "PET/CT", "ICU", "SAP": letters that name a modality, a unit or a product, not a state or a country.
const acronym = /^[A-Z][A-Z0-9]*(?:[/&+-][A-Z0-9]+)*$/
const placeCode = new RegExp(
  `^(?:${stateCodes}|NYC|LA|SF|DC|UK|US|USA|EU|UAE|NZ|NSW|QLD|VIC|ACT|WA|SA|NT|TAS)$`,
)
const joining = /^(?:and|of|&|for|in)$/
const plural = /\p{Ll}{2}(?<![su])s$/u
const team = String.raw`(?:team|department|group|unit|division|practice|lab|laboratory|desk|squad)\b`
// "Institutional", "Commercial", "Clinical": an adjective made from a word of its own (institution, commerce, clinic),
// which a town's name ending the same way ("Montreal") is not.
const lineOfBusiness = (word: string) => {
  const stem = /^(\p{Lu}\p{Ll}{3,}?)(ial|al|ic|ive)$/u.exec(word)
  if (!stem) return false
  const base = stem[1]!.toLowerCase()
  return [base, `${base}e`, `${base}y`, `${base}ion`].some((noun) => wordRank(noun) < 20_000)
}
const capitalised = /^(?:\p{Lu}[\p{L}\p{N}&/+.'-]*|and|of|&|for|in)$/u
// Where a title stops and the board's next field starts; only a dash or a bar leads to the title's specialty ("·"
// runs a board's own fields, "at" leads to the employer).
const separator = /(\s+(?:-|–|—|\||·|at|@)\s+)/
const dash = /^\s+(?:-|–|—|\|)\s+$/
const address = /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+/g

// The words the skill and occupation lexicons name a trade with, each used in two labels at least: "Indirect",
// "Medicine", "Mechanical" are, a town's name is not.
let tradeWords: Set<string> | undefined
function isTradeWord(word: string): boolean {
  if (!tradeWords) {
    const uses = new Map<string, number>()
    const { skills, occupations } = getLexicon()
    for (const label of [...skills.map((s) => s.label), ...occupations.map((o) => o.title)])
      for (const each of label.toLowerCase().match(/\p{L}+/gu) ?? [])
        uses.set(each, (uses.get(each) ?? 0) + 1)
    tradeWords = new Set([...uses].filter(([, n]) => n > 1).map(([each]) => stem(each)))
  }
  return tradeWords.has(stem(word.toLowerCase()))
}

/** The stems of the words the ad writes in lower case: words of its trade, not names of places or brands. */
function lowerCaseStems(document: string): Set<string> {
  const words = document.replace(address, ' ').match(/(?<![\p{L}\p{N}])\p{Ll}[\p{Ll}'-]*/gu) ?? []
  return new Set(words.map((word) => stem(word)))
}

// "Head Coach – Counter-Strike 2", "First Officer – Dash 8 Q400": a product's name with its model's number, which the
// ad writes again where it says what the job works on; a grade, a shift or a unit with its number is none.
const numbered =
  /\b(?:grade|band|level|step|scale|class|shift|unit|building|floor|ward|room|bay|route|zone|sector|phase|block|gate|lot|site|plant|store|branch|post|posts|req|ref|no|tier|year|years|week|weeks|hours?|days?|x)\b/i
function isModel(words: string[], part: string, document: string): boolean {
  return (
    words.length <= 4 &&
    words.some((word) => /\d/.test(word)) &&
    // A code in capitals with its number ("CONUASS 04") is a pay scale's.
    words.some((word) => /\p{Lu}\p{Ll}{2}/u.test(word)) &&
    words.every((word) => /^[\p{Lu}\d]/u.test(word)) &&
    !numbered.test(part) &&
    document.split(part).length > 2
  )
}

/**
 * Whether the words after a title's dash name what the job works on ("Live Sport", "Vendor Management", "PET/CT",
 * "Italian"), not what a board hangs there: a place, the employer, the terms, the pay or a slogan. Each word must be
 * one the ad writes in lower case elsewhere, or letters that name a modality, or a cuisine's or a language's
 * name; a city's or a brand's name is none of these.
 */
export function isDashSpecialty(part: string, document: string, company = ''): boolean {
  const words = part.split(/\s+/)
  if (isModel(words, part, document)) return true
  if (words.length > 4 || !words.every((word) => capitalised.test(word)) || joining.test(words[0]!))
    return false
  if (boardNote.test(part) || placeWord.test(part) || slogan.test(part)) return false
  if (looksLikeLocation(part) || isCountry(part) || isStateName(part)) return false
  // "IP" or "QA" may be a title's letters too; after a title's dash they name its field.
  // A plural is what the job works on, not a second title ("Greek Language Models", "Hopper Dredgers").
  if (
    ownedPlace.test(part) ||
    organisationHead.test(part) ||
    (isTitleLine(part) && !/^[A-Z]{2,4}$/.test(part) && !plural.test(part))
  )
    return false
  // "Technical Writer — Kitewire": the employer, or the name its name starts with, is no specialty; the trade its
  // name goes on to give ("Custom Furniture" for Whitfield Custom Furniture Co.) may be.
  const key = toKey(part)
  const employer = toKey(company)
  if (employer && (`${employer} `.startsWith(`${key} `) || ` ${key} `.includes(` ${employer} `))) return false
  // "Quantum Hardware Engineer – Cryogenics" with "our Cryogenics team": a team of the employer's is its specialty,
  // unless the ad writes the name as a place's ("our Harrogate team" beside "based in Harrogate" or "Harrogate, North Yorkshire").
  const name = escapeRegExp(part)
  if (
    new RegExp(`\\b${name}\\s+${team}`, 'i').test(document) &&
    !new RegExp(`\\b(?:in|at|near|from)\\s+${name}\\b|\\b${name},\\s*\\p{Lu}`, 'u').test(document)
  )
    return true
  const stems = lowerCaseStems(document)
  const named = (word: string) =>
    demonym.test(word) ||
    (acronym.test(word) && word.length > 1 && !placeCode.test(word)) ||
    stems.has(stem(word.toLowerCase())) ||
    isTradeWord(word)
  // "Infant/Toddler": each of two names the slash joins.
  const pieces = words.flatMap((word) => (acronym.test(word) ? [word] : word.split('/')))
  // "Greek Language Models", "Tenor II": beside such a word, any English word or a grade's numeral; a town's name
  // alone ("Dublin") is in the word list too, so one word must be the trade's, or be an adjective that names a line
  // of business ("Institutional", "Commercial", "Clinical"), which no town's name is.
  return (
    (pieces.some(named) || (pieces.length === 1 && lineOfBusiness(part))) &&
    pieces.every(
      (word) =>
        joining.test(word) ||
        named(word) ||
        Number.isFinite(wordRank(word.toLowerCase())) ||
        /^(?:I{1,3}|IV|V)$/.test(word),
    )
  )
}

/**
 * The title with the specialty a header line prints after it behind a dash, written as "Title, Specialty"
 * ("Camera Operator – Live Sport (Casual)" → "Camera Operator, Live Sport"); a title that has one after a comma
 * already, or whose dash leads to a place, the employer, the terms or pay, is returned as it is.
 */
export function withDashSpecialty(title: string, lines: string[], document: string, company = ''): string {
  const titleKey = toKey(title)
  if (!titleKey || title.includes(',')) return title
  // "Position: Manager - Vendor Management", "### Camera Operator – Live Sport", "Join Acme as Scout – Youth
  // Academy": the title may follow a label or a call, but it ends the part; in "Estimator opportunity - Front
  // Range" what follows the dash is the subject's, not the title's.
  const isTitle = (part: string) => {
    const key = toKey(part)
    return (
      (toKey(cleanTitle(part)) === titleKey && (key === titleKey || key.endsWith(` ${titleKey}`))) ||
      toKey(part.split(':').at(-1)!) === titleKey ||
      [' as ', ' as a ', ' as an '].some((call) => key.endsWith(`${call}${titleKey}`))
    )
  }
  for (const line of lines.slice(0, 12)) {
    const parts = line
      .trim()
      .replace(/^#+\s*/, '')
      .replace(/\s*(?:\(.*?\)|\[.*?\])/g, '')
      .split(separator)
    // "Product Owner: Digital Home Loans": a colon after a title that opens its line leads to its specialty as a
    // dash does ("Job Title: Product Owner" is a field's name before the title).
    const colon = /^([^:]+):\s+(.+)$/.exec(parts[0]!)
    if (parts.length === 1 && colon && toKey(colon[1]!) === titleKey)
      parts.splice(0, 1, colon[1]!, ' - ', colon[2]!)
    // The parts between separators stand at even places, each separator after its part.
    const at = parts.findIndex((part, i) => i % 2 === 0 && isTitle(part))
    if (at < 0 || !dash.test(parts[at + 1] ?? '') || !parts[at + 2]) continue
    const after = parts[at + 2]!
    // "LIVE SPORT" on a line in capitals is shown as the title is.
    const specialty = /\p{Ll}/u.test(line) ? after : unshoutTitle(after)
    return isDashSpecialty(after, document, company) ? `${title}, ${specialty}` : title
  }
  return title
}
