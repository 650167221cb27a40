import { getLexicon } from '../lexicons/get-lexicon.ts'
import { looksLikeLocation } from '../parse/classify-segment.ts'
import { abbreviatedWords } from '../text/closing-stop.ts'
import { isCountry } from '../text/countries.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { isEverydayWord, wordRank } from '../text/everyday-words.ts'
import { latinHalf } from '../text/other-script.ts'
import { singular } from '../text/singular.ts'
import { stopwords } from '../text/stopwords.ts'
import { toKey } from '../text/to-key.ts'
import { isBoardCategory } from './board-category.ts'
import { findHeadingSection } from './classify-line.ts'
import { findLabelled } from './find-labelled.ts'
import { organisationHead, ownedPlace } from './organisation-head.ts'

// "Now hiring: Delivery Driver" announces the title as a label does; so do a civil-service class's and a
// board's own fields ("Class Title:", "Posting Title:", "Vacancy:").
// "URGENT: Forklift Operator", "Immediate Opening - Office Assistant", "WANTED: Wool Classer": a call to apply
// labels the title too.
// "We are now recruiting:" over the title's own line announces it the same way.
const hiringLabels =
  "(?:urgently )?(?:wanted|needed)|now hiring|we(?:'re| are) hiring|hiring|urgent(?:ly hiring)?|immediate openings?|hiring immediately|immediately hiring|(?:we(?:'re| are) )?(?:now )?recruiting"
const notTitleValue =
  /^(?:company|owner|employer|agency|private|professional|individual|dealer)$|^(?:band|grade|level|step|scale|pay grade|salary grade)\s*\d/i
const labels = [
  `job title|position title|working title|official title|title|position|role|job|${hiringLabels}`,
  'class title|classification title|classification|job classification|posting title|vacancy title|(?:current )?vacancy',
  'job opening|opening|open position|job posting|position available|(?:job|career) opportunit(?:y|ies)',
  // Commonwealth public service: "Post: Driver", "Name of post", "Designation: Clerk".
  'post|post title|name of (?:the )?post|post name|designation',
].join('|')
// A field's own name ("Position:", "Location:") is no employer's.
const fieldName =
  /^(?:position|job|role|title|post|vacancy|opening|location|company|employer|department|salary|type|status|reference|closing|posted|(?:working|class|posting|official) title)\b/i
/** "Pemberton Pharmacy: Store Manager (Leeds)": the employer's name as a field's, then the job, as [name, job]. */
export function employerFirst(line: string): [string, string] | undefined {
  const match = /^([A-Z][\w&'.-]*(?:\s+(?:[A-Z&][\w&'.-]*|of|and)){0,5}):\s+(.+)$/.exec(line)
  // A name in capitals before the colon ("CLASS TITLE:") is a bulletin's field.
  return match && /\p{Ll}/u.test(match[1]!) && !fieldName.test(match[1]!) ? [match[1]!, match[2]!] : undefined
}
// A government posting: "CITY OF RIVERBEND" / "invites applications for the position of:" / the title.
export const invitesApplications = /^invites applications for(?: the (?:position|job)(?: of)?)?\s*:?$/i
// "… invites applications from suitably qualified persons for the position of" / "ENVIRONMENTAL HEALTH OFFICER": a
// sentence that ends on the position's name leaves it to the next line.
// "… applications for the position of:", "… announces an open position for:", "… needs to recruit:", "… for the
// following position in the Institute of Ecology:": the title is the next line.
const positionOf =
  /\b(?:(?:for|to) the (?:position|post|role|office) of|(?:open )?(?:position|vacancy) for)\s*:?$|\b(?:recruit|hire|employ)(?: the following(?: positions?| posts?| staff)?)?\s*:$|\bthe following (?:positions?|posts?|vacanc(?:y|ies)|roles?)\b[^.:]*:$/i
// "Applications are invited for the post of Driver.": the sentence names the post.
const postOf =
  /^applications are (?:hereby )?invited (?:from [^.]*? )?for the (?:post|position|role) of\s+([^.,;(]+)/i
// South Africa's public-service circulars: "POST 14/212 : DENTAL THERAPIST GRADE 1 (ORAL HEALTH) REF NO: NGW 18/2027".
const circularPost = /^POST\s+\d+\/\d+\s*:\s*(.+?)(?:\s+REF(?:ERENCE)?\s+NO\b.*)?$/
// "We are looking for a Director of Studies": "of" joins a title's capitalised words.
const hiring =
  /\b(?:hiring|seeking|looking for|recruiting)\s+(?:an?|our next|a new)?\s*(\p{Lu}[\p{L}\p{N}_/&+#.-]*(?:(?:\s+of(?:\s+the)?)?\s+[\p{Lu}(][\p{L}\p{N}_/&+#.()-]*){0,5})/u

// "Civil Engineer I/II": a range of grades on a job ladder is not one title; a single grade ("Academic Advisor
// II") is the title the ad gives.
const grade = /\s+(?:I{1,3}|IV|[1-4])\s*\/\s*(?:I{1,3}|IV|[1-4])$/

// What a board hangs on a title after a comma that is no specialty of the job: hours, place of work, shifts,
// contract terms, pay and requisition numbers ("Remote, Canada", "Full-time, year-round").
const notSpecialty =
  /\d|\$|\b(?:remote|hybrid|on-?site|full|part|time|contract|temporary|temp|seasonal|year-round|per diem|prn|shifts?|days|nights|weekends?|evenings?|hourly|salaried|req|requisition|urgent|immediate|start|bonus|relocation)\b/i
// "Dash 8-400", "CRJ900", "737-800": a model's number (three digits or more, joined to letters or a hyphen) names
// the equipment the job works on, not a shift, a store or a grade ("Band 5", "Store 1234").
const model = /^(?=(?:\D*\d){3})(?:[A-Z]+-?\d[\w-]*|\d+-[\w-]+)$/
const modelNumbers = /(?<=\s|^)(?=(?:[^\s\d]*\d){3})(?:[A-Z]+-?\d[\w-]*|\d+-[\w-]+)(?=\s|$)/g
/**
 * "Tax Accountant, Trusts & Estates", "Line Mechanic II, Heavy Jets", "Captain, Dash 8-400": a short capitalised
 * phrase after the title's comma is its specialty, part of the title as printed; a place, the hours or the pay is not.
 */
const isSpecialty = (part: string) =>
  part.split(/\s+/).length <= 4 &&
  // "Bartender, The Copper Fox Tavern", "Technician, Mike's Auto Repair": an article or an owner names a place.
  !ownedPlace.test(part) &&
  /^[A-Z0-9]/.test(part) &&
  part.split(/\s+/).every((word) => /^(?:[A-Z][\w&/+.'-]*|and|of|&)$/.test(word) || model.test(word)) &&
  !notSpecialty.test(part.replace(modelNumbers, '')) &&
  !looksLikeLocation(part) &&
  !organisationHead.test(part)

// "Water Treatment Operator II": a grade after a title.
export const oneGrade = /\s+(?:I{1,3}|IV|V)$/
/**
 * Whether a line, as a posting prints it, is a title line: a known title with one grade, a specialty or a note in
 * brackets after it ("Software Engineer II", "Buyer, Fresh Produce", "Welder (Night Shift)"). A layout question, asked by the company reader to
 * pass over the title beside a name; whether words name a job is isKnownTitle's.
 */
export const isTitleLine = (line: string) => {
  const role = line
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .trim()
    .replace(/,\s+([^,]+)$/, (comma, part: string) => (isSpecialty(part) ? '' : comma))
    .replace(oneGrade, '')
  // One such word alone is a job only with its specialty ("Coordinator, Alumni Relations"); alone it is as often a
  // level or a kind of contract ("Associate", "Casual"). A sum ("600 000 ₸ on hand") names no job whatever its last
  // word.
  return (
    !/^\d[\d\s.,]*\s/.test(role) &&
    (isKnownTitle(role) ||
      (namedRole.test(role) && (role.includes(' ') || role !== line.trim())) ||
      ofSubject(role))
  )
}
// "Director of Studies", "Lecturer in Accounting", "Teacher of the Deaf and Hard of Hearing": a job followed by its
// field in capitals. Only an academic post
// takes its field after "in" ("Chef in Dubai" is a place's).
const ofSubject = (role: string) => {
  const match =
    /^(.+?)\s+(of|in)\s+(?:the\s+)?(\p{Lu}[\p{L}-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}-]*){0,3})$/u.exec(
      role,
    )
  if (!match || !isKnownTitle(match[1]!) || looksLikeLocation(match[3]!)) return false
  return match[2] === 'of' || /\b(?:Lecturer|Professor|Reader|Fellow|Tutor|Associate)$/.test(match[1]!)
}
// "Farm Shop Assistant", "Coordinator, Alumni Relations": a job O*NET does not list by that name is a title still
// when it is written in capitals and ends in a word that only names someone who does a job.
const namedRole =
  /^(?:[A-Z][\w&'/-]*\s+){0,4}(?:Assistant|Associate|Attendant|Coordinator|Officer|Specialist|Supervisor|Technician|Operator|Worker|Analyst|Adviser|Advisor|Consultant|Representative|Administrator|Instructor|Aide|Helper|Handler|Inspector|Planner|Trainer|Apprentice|Trainee|Operative|Picker|Packer|Loader|Cleaner|Porter|Steward|Stewardess|Invigilator|Moderator|Facilitator|Preparator|Educator|Navigator|Chaperone|Marshal|Master)$/

/**
 * Whether a phrase names a job: it ends in a known title (O*NET alternate titles), e.g. "Senior Staff
 * Accountant". A grade is not part of a job's name ("Software Engineer II" is none), so the skill readers and
 * the resume's headline test do not take a grade's letters for the job's words.
 */
export function isKnownTitle(phrase: string): boolean {
  const { titleKeys, maxTitleTokens } = getLexicon()
  const words = toKey(
    phrase
      .replace(/\(.*?\)|\[.*?\]/g, ' ')
      .trim()
      .replace(grade, ''),
  ).split(' ')
  // "Executive Assistant to the CEO", "Special Assistant to the Dean": whom the job serves follows its name.
  const to = words.indexOf('to')
  if (to > 0 && words.length - to <= 4 && isKnownTitle(words.slice(0, to).join(' '))) return true
  // "Mechanical Engineering", "Nursing": a field whose stem is a job's ("engineer", "nurse") names no one, unless a
  // job's word leads to it ("Head of Engineering", "Director of Nursing").
  if (/ing$/i.test(phrase.trim().split(/\s+/).at(-1) ?? '') && !/\s(?:of|for)\s/i.test(phrase)) return false
  // A known title has at most maxTitleTokens words, so only the last ones are tried: a long line is read in time.
  for (let start = Math.max(0, words.length - maxTitleTokens); start < words.length; start++) {
    // A short last word alone ("do", "ai") is an abbreviation title only when it is the whole phrase.
    if (start === words.length - 1 && start > 0 && words[start]!.length <= 3) break
    if (titleKeys.has(words.slice(start).join(' '))) return true
  }
  // "Ichthyologist", "Palaeontologist": a science's practitioner, in any spelling O*NET does not list.
  return (
    isCompoundTitle(words.at(-1)!) || /^\p{L}{3,}(?:ologist|ographer|ometrist|iatrist)$/u.test(words.at(-1)!)
  )
}

/**
 * "DATE PALM POLLINATORS", "Gem Cutters": a header line that names the openings in the plural names one job; "VP
 * Sales" or "Head of Logistics" end in no person's plural.
 */
function plainOpenings(title: string): string {
  const last = title.split(/\s+/).at(-1)!
  const one = singular(last)
  if (one === last || /[,&]|\sof\s/.test(title) || !/s$/i.test(last)) return title
  const person = getLexicon().titleKeys.has(toKey(one)) || /(?:er|or|ist|ian|ant|ent|at)$/i.test(one)
  return person ? oneJob(title) : title
}

/**
 * "Stockbroker", "Shipwright": a job's word closed up after a word of what it deals in, of four letters at least
 * ("Doncaster" is no "caster" of "don").
 */
function isCompoundTitle(word: string): boolean {
  const { titleKeys } = getLexicon()
  for (let at = 4; at <= word.length - 5; at++)
    if (titleKeys.has(word.slice(at)) && wordRank(word.slice(0, at)) < 20_000) return true
  return false
}

// Every word that appears in a known title, for telling a title line from a name that ends in a job's word.
let titleWords: Set<string> | undefined
/**
 * Whether every word of a title-like line is a word known titles use: "Senior Staff Accountant" is, "Hollis
 * Varga Engineers" (a firm whose name ends in a job's word) is not. The header reader takes such lines first.
 */
export function inTitleWords(phrase: string): boolean {
  titleWords ??= new Set([...getLexicon().titleKeys.keys()].flatMap((key) => key.split(' ')))
  const words = toKey(phrase.replace(/\(.*?\)|\[.*?\]/g, ' ')).split(' ')
  return words.every((word) => titleWords!.has(word))
}

// The trades a business is named for in the plural ("Sunrise Movers"); openings are named so too ("Delivery
// Drivers"), but with a role's word, not a trade's.
const trades =
  /^(?:Caterers|Bakers|Builders|Movers|Engineers|Painters|Plumbers|Electricians|Roofers|Landscapers|Cleaners|Printers|Jewell?ers|Butchers|Florists|Tailors|Decorators|Joiners|Carpenters|Glaziers|Upholsterers|Opticians|Chemists|Solicitors|Surveyors|Architects|Accountants|Auctioneers|Outfitters|Traders|Contractors|Brewers|Growers)$/

/**
 * "Shree Ganpati Caterers, Ludhiana", "Sunrise Movers": a trade in the plural after words no title has is a
 * business named for it, not one job.
 */
export function isTradeName(line: string): boolean {
  const words = line.split(',')[0]!.trim().split(/\s+/)
  return words.length > 1 && trades.test(words.at(-1)!) && !inTitleWords(words.slice(0, -1).join(' '))
}

// "We're hiring a Dental Hygienist!", "Join our team as a Line Cook", "Looking for an experienced Bookkeeper": the
// title is what the sentence announces, without the words before it.
const announced =
  /^(?:(?:[Ww]e(?:'re| are)\s+)?(?:[Nn]ow\s+)?(?:[Hh]iring|[Ss]eeking|[Ll]ooking for|[Rr]ecruiting)|(?:WE(?:'RE| ARE)\s+)?(?:NOW\s+)?(?:HIRING|SEEKING|LOOKING FOR|RECRUITING)(?=\s+[A-Z]{3})|[Nn]ow [a-z]+ing|[Jj]oin (?:our|the) team as|[Bb]ecome)\s+(?:an?\s+|our next\s+|our\s+|a new\s+)?(?:[a-z][\w-]*\s+)*(?=[A-Z])/

// "Now hiring Extrusion Operators", "Now contracting Signing Agents", "Line Cooks Needed!", "Roofers Wanted": a
// headline announces the openings in the plural, without an article; the title is one job's.
// "Dental Hygienist wanted for busy family practice": what follows the call is about the employer.
const wantedCall = String.raw`\s(?:needed|wanted|required)(?:\s+(?:now|immediately)|\s+(?:for|in|at)\s.*)?\W*$`
const classified =
  /^([A-Z][A-Z'&/-]*(?:\s+[A-Z][A-Z'&/-]*){0,5})\s+(?:wanted|required|needed)\s+(?:by|for|at)\s/
const classifiedLead = /^([A-Z][A-Z'&/-]*(?:\s+[A-Z][A-Z'&/-]*){0,5})\s+[-—–]\s+\S+(?:\s+\S+){7,}.*[.!]$/
// "WAREHOUSE OPERATIVE", "HVAC SERVICE TECHNICIAN II": a title printed in capitals is shown in title case; an
// acronym ("HVAC", "RN", "II") keeps its capitals and a small joining word goes to lower case.
const joiningWords = new Set(['of', 'and', 'for', 'the', 'to', 'in', 'at', 'on', 'with'])
export const unshoutTitle = (title: string) =>
  /\p{Ll}/u.test(title)
    ? title
    : title.replace(/\p{Lu}[\p{Lu}'’]*/gu, (word, at: number) => {
        const lower = word.toLowerCase()
        if (joiningWords.has(lower)) return at > 0 ? lower : word[0] + lower.slice(1)
        // "AIR" and "GENERALIST" are words; "RN", "ICU" and "HVAC" are acronyms.
        const isWord =
          word.length <= 3 ? isEverydayWord(lower) : Number.isFinite(wordRank(lower)) || word.length >= 6
        return isWord ? word[0] + lower.slice(1) : word
      })
/**
 * A short word of a shouted title, in the case the ad writes it elsewhere: "GEM CUTTERS" over "experienced gem
 * cutters" is "Gem Cutter", "IT SUPPORT TECHNICIAN" over "our IT team" is "IT Support Technician". Lines in capitals
 * say nothing of a word's case.
 */
export function wordsAsWritten(title: string, text: string): string {
  const written = text.split('\n').filter((line) => /\p{Ll}/u.test(line))
  const writes = (word: string) => written.some((line) => new RegExp(`\\b${word}\\b`).test(line))
  return title.replace(/\b\p{Lu}[\p{Lu}\p{Ll}]{1,2}\b/gu, (word) => {
    const lower = word.toLowerCase()
    const upper = word.toUpperCase()
    if (word === upper)
      return Number.isFinite(wordRank(lower)) && !stopwords.has(lower) && writes(lower) && !writes(upper)
        ? word[0] + lower.slice(1)
        : word
    return writes(upper) && !writes(word) ? upper : word
  })
}

/** "hoof trimmer", named only in a sentence's lower case, is shown as a title is printed: "Hoof Trimmer". */
export const inTitleCase = (title: string) =>
  /\p{Lu}/u.test(title)
    ? title
    : title.replace(/\p{Ll}[\p{L}'’]*/gu, (word, at: number) =>
        at > 0 && joiningWords.has(word) ? word : word[0]!.toUpperCase() + word.slice(1),
      )
const pluralHeadline = new RegExp(
  String.raw`^(?:(?:we(?:'re| are)\s+)?(?:now\s+)?(?:hiring|recruiting|seeking)|now \w+ing)\s*:?\s+(?!an?\s|our\s|the\s)|${wantedCall}`,
  'i',
)
const wanted = new RegExp(String.raw`\s*${wantedCall}`, 'i')
// "Tax Accountant, Trusts & Estates": a plural in the specialty is no count of openings.
const oneJob = (title: string) => (title.includes(',') ? title : title.replace(/\S+$/, singular))

const season =
  /^(?:the\s+|our\s+)?(?:(?:summer|winter|spring|autumn|fall|ski|high|peak|festive|christmas|holiday)\s+)?(?:season|summer|winter|spring|autumn|fall|\d{4})\b/i
const vacancy = /\s+(?:opening|position|vacancy|opportunity|role)(?:\s+available)?$/i

// "Jobs > Finance > Compliance Officer": a board's breadcrumb trail ends in the posting's own title.
const breadcrumbs = /^(?:[^>›»]+\s[>›»]\s+)+/
/** The title a header line gives, without what a board hangs on it ("Part Time Receptionist Needed" → "Receptionist"). */
export function cleanTitle(line: string): string {
  // "🚚 Now Hiring Delivery Drivers 🚚": pictures are no words of the title.
  const headline = line
    .replace(/^#+\s*/, '')
    // "[TUYỂN DỤNG] WE ARE HIRING …", "[URGENT] Line Cook": a tag in brackets before the headline files the post.
    .replace(/^\[[^\]]{1,30}\]\s*(?=\S)/, '')
    .replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{200D}/gu, '')
    .replace(breadcrumbs, '')
    // A title in quotes ("hiring a \"Fleet Supervisor\"") is the words inside them.
    .replace(/["“”]/g, '')
    // German's gender marks on a job's word ("Saunameister:in", "Pfleger*innen") are no letters of it.
    .replace(/(?<=\p{Ll})[:*_](?:in|innen)\b/gu, '')
    // A post for several jobs heads each one's block "For the Cook:".
    .replace(/^for (?:the|our)\s+(?=\S)/i, '')
    .trim()
  // "Clerk (Accounts) 會計文員": a bilingual board's title in another script says the same again.
  const latin = latinHalf(headline)
  // "NOZZLEMEN (SHOTCRETE)": a trade's "-men" is its plural wherever it stands.
  const read = unshoutTitle(readTitle(latin.replace(wanted, ''))).replace(/(?<=\p{L}{3})(m)en$/iu, '$1an')
  // "PLUMBERS FOR SAUDI ARABIA": an agency's call names the country its workers go to, and its openings in the plural.
  const abroad = /\sfor\s+((?:the\s+)?\p{Lu}[\p{L}\s]+)$/u.exec(read)
  const title = abroad && isCountry(abroad[1]!) ? read.slice(0, abroad.index) : read
  return pluralHeadline.test(headline) || title !== read ? oneJob(title) : title
}

// "Order Selector 2nd Shift $22/hr #WH-2241", "Avionics Technician II-2600391", "TOWN PLANNERS x 2": a shift, pay, a
// requisition code or a count a board glues on without a separator ends the title as a dash would.
const gluedNotes =
  /(?:,?\s+(?:(?:1st|2nd|3rd|[4-9]th|day|night|evening|overnight|swing|graveyard|weekend)\s+shift\b|\$\d|#\s?[A-Z\d-]*\d|[x×]\s?\d{1,3}\b)|-\d{5,}\b).*$/i

// "Océanographe H/F / Oceanographer M/F", "Baker m/w/d": a gender note printed without brackets.
const bareGender = /\s+[HFMWDX]\/[HFMWDX](?:\/[HFMWDX])?(?=\s|$)/gi

function readTitle(line: string): string {
  const parts = line
    .replace(announced, '')
    .replace(bareGender, '')
    // "(2nd Shift)", "(2026–27 school year)", "[Req 12345]": notes on the ad, not part of the title; so is one a
    // sentence's comma cut short ("a Pastoral Assistant (part-time, 30 hours").
    .replace(/\s*(?:\(.*?\)|\[.*?\])/g, '')
    .replace(/\s*[([][^)\]]*$/, '')
    .split(/\s+(?:-|–|—|\||·|at|@)\s+/)
    // "WE ARE HIRING LOUNGE SINGERS!": the call's marks are none of the title.
    .map((part) => part.replace(gluedNotes, '').replace(/!+(?=\s|$)/g, ''))
    // "Job offer - Director of Studies", "Vacancy – Bosun": the call to apply beside the title is none of it.
    .filter((part) => !hiringCall.test(part))
    // "Schweißer / Welder": a title in two languages is the one a title list knows ("Welder / Fabricator" is two).
    .map((part) => {
      const sides = part.split(/\s+\/\s+/)
      // "Paleontoloog / Palaeontologist, 1.0 load": the side's job is read before the notes after its comma.
      const known = sides.filter((side) => isTitleLine(side) || isTitleLine(side.split(/,\s+/)[0]!))
      return sides.length === 2 && known.length === 1 ? known[0]! : part
    })
    // "Denver, CO": a place's state is no title ("CO" is a commanding officer's); "Staff Nurse, RN" is a title.
    .filter((part) => !looksLikeLocation(part) || isKnownTitle(part.split(',')[0]!))
    .flatMap((part) => {
      const [first, ...rest] = part.split(/,\s+/).map((p) => p.trim())
      // A title's specialty stays with it; what else the comma parts is a part of its own.
      // A job O*NET does not name ("Peer Support Worker, Mental Health") keeps it too, when no part is a title.
      return rest.length === 1 && isSpecialty(rest[0]!) && (isTitleLine(first!) || !isTitleLine(rest[0]!))
        ? [`${first}, ${rest[0]}`]
        : [first!, ...rest]
    })
    // "Bookkeeper opening", "Teller position available": the ad's word for the vacancy is not the job's.
    .map((p) =>
      p.trim().replace(vacancy, (words) => (isTitleLine(p.trim().slice(0, -words.length)) ? '' : words)),
    )
    // "PASTRY CHEF for Lebanese bakery", "Head Teacher for next term": what the job is for, in the
    // sentence's lower case, is no part of the title ("Coordinator for Student Services" prints its own).
    .map((p) => {
      const at = p.search(/\sfor\s/i)
      const purpose = p.slice(at + 5)
      // "MOUNTAIN GUIDES FOR SUMMER 2027": a season is when, in any case.
      return at > 0 &&
        (/(?:^|\s)\p{Ll}/u.test(purpose.replace(/\b(?:of|and|the|a|an)\b/g, '')) || season.test(purpose)) &&
        isTitleLine(p.slice(0, at))
        ? p.slice(0, at)
        : p
    })
    .filter(Boolean)
  return (
    // "Tri-County Farmers Co-op | Sales Agronomist": the organisation's name is not the title beside it, though
    // O*NET may not know the job ("Kgotla Holdings Ltd | Investor Relations Manager").
    (
      parts.find((part) => isTitleLine(part) && !organisationHead.test(part)) ??
      parts.find((part) => !organisationHead.test(part)) ??
      parts[0] ??
      ''
    )
      .replace(/[:.]$/, '')
      .replace(grade, '')
      // "Part-time Bookkeeper": the hours are the employment type, not the job.
      .replace(/^(?:part|full)[- ]time\s+(?=\S)/i, '')
      .trim()
  )
}

// "Sr. Software Engineer", "St. Luke's": an abbreviation's stop ends no sentence.
const sentenceEnd = new RegExp(`(?<=[a-z)])(?<!\\b(?:${abbreviatedWords}))[.!?](?:\\s|$)`)
export const firstSentence = (line: string) => line.trim().split(sentenceEnd)[0]!.trim()

// "Acme is hiring a Gameplay Programmer", "Heel & Sole is hiring …", "Join Acme as an Instructional Designer",
// "Join The Larch & Finch Inn as a Night Auditor" (a name's own "&", "of" and "and"; its letters in any Latin
// script: "Join Kōtare Freight").
// "Our firm is looking for a registered Patent Agent": the employer's own word for itself, and a plain word before
// the capitalised title, which the title does not keep. "Join Acme as Revenue Manager and lead …": no article.
// "Acme Media Ltd, publishers of The Courier, is hiring …": what the name is, between commas, is none of the title.
const introduced =
  /^(?:\p{Lu}[\p{L}\p{N}_&'.-]*\s+(?:(?:\p{Lu}[\p{L}\p{N}_&'.-]*|&)\s+){0,5}|\p{Lu}[\p{L}\p{N}_&'.-]*(?:\s+\p{Lu}[\p{L}\p{N}_&'.-]*){0,5},\s[^,]{1,150},\s+|(?:Our|The) (?:firm|team|company|practice|clinic|office|agency|group|department|district|hospital|lab|store|restaurant|school)\s+)(?:(?:is|are) (?:hiring|seeking|looking for|recruiting)|seeks|needs|invites applications for)(?: an?| our next| a new| the position of| \d{1,3}| two| three| four| five| six| several)?\s+(?:(?:[a-z][\w-]*\s+){1,2}(?=[A-Z]))?(.+)|\b[Jj]oin \p{Lu}[\p{L}\p{N}_&'.-]*\s+(?:(?:\p{Lu}[\p{L}\p{N}_&'.-]*|&|of|and|the)\s+){0,7}as (?:(?:an?|our(?: next)?) )?(.+)/u
const titleAtName =
  /^(.+?)\s+(?:at|@)\s+\p{Lu}[\p{L}\p{N}&'’.,-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.,()-]*|&|of|and|the)){0,7}$/u
const described =
  /^(?:The|This|Our)\s+((?:[A-Z][\w/&-]*\s+){0,5}[A-Z][\w/&-]*)\s+(?:is|will|performs|provides|supports|works|reports|leads|manages|oversees|coordinates|maintains|assists|handles|ensures)\b/
// Another field ("Reports to: Director of Nursing"); the title's own labels were read first.
export const field = /^[A-Z][\w ]{0,25}:\s/
// A bulletin's short field ("Salary: £30,000", "Closing date: 23 June"); a heading followed by its sentence ("Job
// summary: We are seeking a Site Manager to …") is read as text.
// "£13.40 per hour + night enhancement", "48 hours guaranteed every week", "2-4 Years": an ad that opens on its pay and
// perks prints its title under them ("3D Artist" opens on a digit too).
const amountFirst =
  /^(?:[£$€₹₱]|\d[\d,.]*\s*(?:[-–]\s*\d[\d,.]*\s*)?(?:hours?\b|days?\b|years?\b|weeks?\b|%|k\b|per\b|lpa\b|\+))/i
const bulletinField = (line: string) => field.test(line) && line.split(/\s+/).length <= 8
// "Office of the Registrar", "Department of Surgery", "CITY OF REDFERN PARK", "Office for Rural Payments",
// "Digital, Data and Technology Directorate": the body or the unit that hires names a job's words, not the job.
const unit =
  /^(?:(?:Office|Department|Dept\.?|Division|Bureau|School|College|Faculty|Ministry|City|County|Town|Township|Village|State|Commonwealth|Borough|Government) (?:of|for)\b|.*\b(?:Council|Directorate|Ministry)$)/i
const aboutWords = /^(?:about\b|who we are|company overview|overview|our (?:company|story|mission|history))/i
// "Nuestra historia / Our history": a two-language heading in either of its halves.
const isAboutLine = (line: string) => line.split(/\s+\/\s+/).some((half) => aboutWords.test(half))
// "Gulf Dunes Bank Careers", "Thalassa Ocean Survey - Careers": a careers page's own title ("Head of Careers" is a
// job).
const careersHead = /(?<!\bof)\s+(?:[-|–—/]\s+)?Careers$/
// "Who we are" / "Harlan & Sons has built since 1952." / "What we offer" / "- Pension": blocks about the
// company or its benefits printed before the job are not its header; the title follows them.
const blockHeading = (line: string) =>
  !isKnownTitle(line) &&
  !isTitleLine(cleanTitle(line)) &&
  (isAboutLine(line) || ['boilerplate', 'benefits'].includes(findHeadingSection(line) ?? ''))
export const blockBody = (line: string) =>
  /^[-*•·▪]/.test(line) || /[.!?]$/.test(line) || line.split(/\s+/).length > 10
// "URGENT HIRING!!!", "We're hiring!": a call to apply over the ad names no job.
const hiringOpener = /^\W*(?:(?:urgent(?:ly)?|now|we(?:'re| are)(?: now)?)\s+)?hiring\s*[!.:]+\s*(?=\S)/i
// "🌼 JOB OPPORTUNITY 🌼", "*URGENT VACANCY*", "RECRUITMENT NOTICE", a classified's "EMPLOYMENT" or "SITUATIONS
// VACANT", "VACANCY ANNOUNCEMENT", a chat's "*URGENT REQUIREMENT*", a mail's "Job offer": a call to apply or a
// section of the paper, however it is dressed; a channel's "📌 NEW VACANCY / NOVA VAGA 📌" says it in two languages.
const call = String.raw`(?:(?:urgent(?:ly)?|now|new|we(?:'re| are)(?: now)?)\s+)?(?:hiring|recruiting|vacanc(?:y|ies)(?: (?:announcement|notice))?|(?:job|position) (?:announcement|vacancy)|(?:job|career) (?:opportunit(?:y|ies)|openings?|alert)|recruitment (?:notice|drive)|employment|situations vacant|help wanted|requirements?|(?:job|work) offers?|nova vaga|vagas?|vacantes?|se (?:busca|necesita)|oferta de (?:empleo|trabajo)|stellenangebot|offre d['’]emploi|on recrute|vacature|lowongan(?: kerja)?|iş ilanı|oferta pracy)`
export const hiringCall = new RegExp(String.raw`^\W*${call}(?:\s*[/|]\s*${call})*\W*$`, 'i')
function afterLeadingBlocks(lines: string[]): string[] {
  let at = 0
  // A bulletin's fields or a call to apply may stand above the blocks too.
  while (at < lines.length && (bulletinField(lines[at]!) || hiringCall.test(lines[at]!))) at++
  // So may the site's brand and its phone line ("Hospital Santa Brígida" / "Urgencias 24 h" / "Our history"): short
  // lines that end no sentence, kept as header lines.
  const heading = lines.slice(at, at + 3).findIndex(blockHeading)
  const above =
    heading > 0 && !lines.slice(at, at + heading).some(blockBody) ? lines.slice(at, at + heading) : []
  at += above.length
  while (at < lines.length && blockHeading(lines[at]!)) {
    at++
    while (at < lines.length && blockBody(lines[at]!)) at++
  }
  return at < lines.length ? [...above, ...lines.slice(at)] : lines
}
// "We are hiring a Victim Advocate, Court Program, to walk alongside …": the comma that closes the specialty goes too.
// "Orchard Lane Bakery is growing and needs early risers": a sentence at the top is prose, not a title line,
// though its last words may name a job; a title's own small words ("Assistant to the CEO") are few, and a note in
// brackets ("(one-year term, with option to renew)") is no part of it.
const isProse = (line: string) =>
  (
    line
      .replace(/\(.*?\)|\[.*?\]/g, ' ')
      .match(/(?<![\w'-])(?!(?:of|and|for|the|to|in|at|on|a|an|with)\b)\p{Ll}[\w'-]*/gu) ?? []
  ).length > 2
// "We're looking for an experienced bike mechanic to join our shop", "As our next Payroll Specialist you will …",
// "We have a vacancy for a Close Protection Officer based in Sandton", "So we search a hoof trimmer with experience",
// "You'll join as a Senior Data Engineer", "an immediate opening for a dental assistant", "to fill the role of
// Member Service Representative": a title only the sentence gives, in lower case too. Only "as" and "the role
// of" go without an article: "hiring drivers" names no one job; "we need 4 experienced handloom weavers" counts
// openings of one.
const sentenceLead = String.raw`(?:\b(?:hiring|seeking|seeks|search(?:ing)?(?: for)?|in search of|looking for|recruiting|needs?|add(?:ing)?|hire|opening for|vacancy for)\s+(?:an?|our next|our new|a new|another|(?:\d{1,3}|one|two|three|four|five|six|several)(?:\s+more)?)|\b(?:(?:fill|filling) the (?:role|position) of|work as|to (?:become|find)|join(?:\s+(?:us|(?:our|the)(?:\s+\p{Lu}[\p{L}&-]*){0,3}\s+team))?\s+as)(?:\s+(?:an?|our next|our|the))?|^As\s+(?:an?|our next|our new|the)|^Are you\s+an?)\s+`
// "we are looking for an oral and maxillofacial surgeon": a job's name may hold "and"; the reading that ends before it
// is tried first ("hiring a cook and a dishwasher").
const sentenceTitles = ['and|', ''].map(
  (and) =>
    new RegExp(
      String.raw`${sentenceLead}([\w/&' -]+?)(?=,|\s+(?:to|for|from|who|in|at|on|with|${and}that|you|will|looking|seeking|ready|based)\b|\s*\(|[.!?:;]|$)`,
      'giu',
    ),
)
// "We need *TAILOR* for ladies abaya", "Need Tandoor Cook urgent": a chat's title, shouted, starred or
// capitalised, goes without an article.
const shoutedNeed =
  /\b(?:[Nn]eed|[Nn]eeds|hiring|looking for|requires?|required)\s+\*?(\p{Lu}[\p{Lu}&/ -]*\p{Lu}|\p{Lu}[\p{Ll}-]+(?:\s\p{Lu}[\p{Ll}-]+){0,3})\*?(?=[\s,.!:]|$)/u
// "an experienced bike mechanic", "a friendly host": the ad's praise before the job is no part of its title.
const praiseWords =
  'experienced|skilled|friendly|motivated|talented|reliable|dedicated|energetic|qualified|passionate|hard[- ]?working|enthusiastic|seasoned|dependable|caring|compassionate|driven|great|outgoing|detail-oriented|self-motivated|full-time|part-time|seasonal|new|additional|warm|confident|careful|meticulous|diligent|proactive|versatile|ambitious|organi[sz]ed|results?[- ]oriented|results?[- ]driven|goal[- ]oriented|dynamic'
const praise = new RegExp(`^(?:(?:${praiseWords})\\s+)+`, 'i')
// "an enthusiastic and motivated Cardiac Physiologist", "a warm, confident leader": praise joined by "and" or a
// comma is one run of it.
const praiseJoined = new RegExp(`\\b(${praiseWords})(?:,\\s*|\\s+and\\s+)(?=(?:${praiseWords})\\b)`, 'gi')
const doer = /^\p{Lu}\p{Ll}{3,}(?:er|or|ist|ian)$/u
// "a Band 6 Cardiac Physiologist": the NHS pay band is no word of the title.
const band = /^band\s+\d+[a-z]?\s+/i
const tradeCompound =
  /^\p{L}{3,}(?:maker|smith|wright|monger|keeper|setter|fitter|cutter|layer|binder|builder|grower|mender|carver|weaver|turner|caster|dresser)$/iu
const sentenceJob = (phrase: string) => {
  const job = phrase.trim().replace(praise, '').replace(band, '')
  // "to find experienced Shotfirers": openings named in the plural are each of one job.
  const one = job.includes(',') ? job : job.replace(/\S+$/, singular)
  // "Shotfirer": a capitalised word for a doer names a job O*NET may not list; so does a trade's compound in any
  // case ("an experienced hedgelayer", "a saddlemaker").
  const known = (title: string) =>
    isKnownTitle(title) ||
    (namedRole.test(title) && title.includes(' ')) ||
    doer.test(title) ||
    tradeCompound.test(title)
  return known(job) ? job : known(one) ? one : ''
}
const referenceFirst =
  /^(?:(?:vacancy|job|post|position|req(?:uisition)?)\s+)?(?:ref(?:erence)?|id|no\.?|number|#)\s*[:#.]?\s*[\w/-]*\d[\w/-]*\s+[-–—|]\s+(?=\S)/i
const months =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|[ap]\.?m\.?)\b/gi
const datedField = (line: string) => {
  const value = /^[^:]{2,30}:\s*(.*\d.*)$/.exec(line)?.[1]
  return value !== undefined && !/\p{L}{2}/u.test(value.replace(months, ''))
}
// "JOB OPPORTUNITY - Advertisement No. PWA/112", "Classification: APS Level 4": a field that holds the notice's
// number or the post's pay grade names no job, whatever the field is called.
// A title's own "- Req #48213" is left to the title's cleaning.
const codedField = (line: string) => {
  const field = /^[^:]{2,30}:\s*(.+)$/.exec(line)?.[1]?.trim() ?? ''
  return (
    /^[^:]{2,30}\s[-–]\s*(?:advertisement|advert|notice)\s+no\b/i.test(line) ||
    /^(?:advertisement|advert|notice|ref(?:erence)?|vacancy|requisition|req)\.?\s*(?:no\.?|number|#|id)\s*:?\s*\S+$/i.test(
      field,
    ) ||
    /^(?:[A-Z]{2,5}(?:\s+(?:Level|Band|Grade)\s*|-)|(?:Level|Band|Grade|Step)\s*)\d{1,2}[A-Z]?$/.test(field)
  )
}
// "a Photojournalist based in our Kisumu newsroom": where the job sits follows it. "a Shoe Repairer and Key
// Cutter" is one job of two trades; "… and lead the team" goes on to the work.
const titleEnd = /,?\s+(?:to|for|who|in|at|on|and(?!\s+\p{Lu})|with|based)(?:\s.*)?$|[!.].*$/u

/** Whether each word of a title starts the same word of a longer one ("Tire Tech", "Tire Technician"). */
function shortens(short: string, long: string): boolean {
  const words = long.toLowerCase().split(/\s+/)
  const written = short.toLowerCase().split(/\s+/)
  return (
    short.length < long.length &&
    written.length === words.length &&
    written.every((word, at) => word.length >= 3 && words[at]!.startsWith(word))
  )
}

/** Whether a title stands for a longer one, a word in capitals giving its words' initials ("PT Technician"). */
function abbreviates(short: string, long: string): boolean {
  const words = long.split(/[\s-]+/)
  const written = short.split(/\s+/)
  let at = 0
  for (const word of written) {
    const initials = /^[A-Z]{2,5}$/.test(word) ? words.slice(at, at + word.length) : []
    if (initials.length === word.length && initials.map((w) => w[0]!.toUpperCase()).join('') === word)
      at += word.length
    else if (words[at]?.toLowerCase() === word.toLowerCase()) at++
    else return false
  }
  return at === words.length && at > written.length
}

/**
 * The advertised job title: a "Title:" label, "X is hiring a Title" / "Join X as a Title", the first short
 * line that is a known title (an "About us" block first is skipped), or a hiring phrase.
 */
export const findJobTitle = (written: string[]) => plainOpenings(readJobTitle(written))

function readJobTitle(written: string[]): string {
  // "Vacancy Ref: 2291 – Site Supervisor": a reference before the title on its line is none of it.
  // Taleo's "Job Posting: 23-Nov-2026, 9:00:00 AM": a field that holds a date is the ad's, whatever its name.
  const lines = written
    .map((line) => line.replace(referenceFirst, ''))
    .filter((line) => !datedField(line) && !codedField(line))
  // A bulletin that prints a class title and a working title names the job by the working one.
  // Kijiji's "Hiring: Company" says who posts; a "Classification: Band 3 …" field gives the pay band: no titles.
  const titleField =
    findLabelled(lines, 'working title', 15) ?? findLabelled(lines, labels, 15, 'job title|position title')
  // "Classification: AHP2": a pay class's code, where "Position: RN 2" is a title.
  const payClass =
    !!titleField &&
    /^[A-Z]{2,5}\s?-?\d{1,2}$/.test(titleField) &&
    titleField === findLabelled(lines, 'classification|job classification', 15)
  const labelled = titleField && (notTitleValue.test(titleField) || payClass) ? undefined : titleField
  // Taleo's "Job: Maintenance" under the ad's text: a bare "Job" or "Role" field below the first sentence is the
  // footer's, and one that names no job there is the ad's category; a header's field is read whatever it names.
  const body = lines.findIndex((line) => /[.!?]$/.test(line) || line.split(/\s+/).length > 12)
  const footer =
    labelled !== undefined &&
    labelled === findLabelled(lines, 'job|role', 15) &&
    body >= 0 &&
    lines.findIndex((line) => line.includes(labelled)) > body
  // Naukri's "Role: Clinical Data Programmer" beside "Role Category:" and "Industry Type:" files the ad in the
  // board's list of roles; the ad's own title is elsewhere.
  const filed =
    labelled !== undefined &&
    labelled === findLabelled(lines, 'role', 15) &&
    findLabelled(lines, 'role category|industry type') !== undefined
  // "The role: Counter Sales Assistant" names the job; "The role: You will lead …" opens its description.
  const theRole = findLabelled(lines, 'the role|the position|the job|the opportunity', 15)
  const label =
    filed || (footer && !isTitleLine(cleanTitle(labelled)))
      ? undefined
      : (labelled ?? (theRole && isTitleLine(cleanTitle(theRole)) ? theRole : undefined))
  // "NOW HIRING: CDL-A DRIVERS": the hiring label announces openings as a headline does.
  if (label) {
    const read =
      label === findLabelled(lines, hiringLabels, 15) ? oneJob(cleanTitle(label)) : cleanTitle(label)
    // Craigslist's "job title: tire tech" under its heading "Tire Technician - Full Time …": the field shortens the
    // heading's title, which the ad prints in full.
    return (
      lines
        .slice(0, 8)
        .map(cleanTitle)
        .find((title) => shortens(read, title)) ?? read
    )
  }
  // AppliTrack's "Position Type: Elementary School Teaching/ESL Teacher" is a category, then the title.
  // A title line of its own at the top ("Brookside Middle School" / "Cafeteria Monitor"), or over the posting's
  // fields ("Special Education Teacher - Autism Support" / "JobID: 4817"), names the job the category files under
  // "Support Staff/Lunch Aide".
  const category = findLabelled(lines, 'position type', 15)
  const last = category?.includes('/') ? category.split('/').at(-1)! : ''
  const typed = lines.findIndex((line) => /^position type\b/i.test(line))
  const titledAbove = [...lines.slice(0, 3), ...lines.slice(Math.max(0, typed - 3), Math.max(0, typed))].some(
    (line) => line !== category && !field.test(line) && isKnownTitle(cleanTitle(line)),
  )
  if (isTitleLine(last) && !titledAbove) return cleanTitle(last)
  // A classified's "APPRENTICE CHIMNEY SWEEP wanted by Dunne & Sons …" or "SALE BARN CLERK — Cedar Valley
  // Auction is taking …": the words in capitals before "wanted" or the dash; of a page of them, the first.
  for (const line of lines.slice(0, 6)) {
    const shouted = (classified.exec(line) ?? classifiedLead.exec(line))?.[1]
    if (shouted && isTitleLine(shouted)) return cleanTitle(shouted)
  }
  const post = lines.map((line) => (postOf.exec(line) ?? circularPost.exec(line))?.[1]).find(Boolean)
  if (post) return cleanTitle(post)
  const invites = lines.findIndex((line) => invitesApplications.test(line) || positionOf.test(line))
  if (invites >= 0 && lines[invites + 1]) return cleanTitle(lines[invites + 1]!)
  // A posting pasted as one paragraph ("Senior Data Analyst at Contoso. Requirements: …") starts with its title.
  // A bulletin's fields ("Class Code: 3864", "Open Date: 01/05") are no header lines, however many stand first.
  // Short fields above an about block ("Location: Bundoora" / "About us" / …) do not keep it from being passed over.
  const unfielded = lines.filter((line) => !bulletinField(line))
  const headerLines = afterLeadingBlocks(unfielded)
    .filter((line) => !field.test(line) && !amountFirst.test(line))
    .slice(0, 6)
    // "We're hiring! Boilermaker": the call before the title is none of it.
    .map((line) => firstSentence(line.replace(hiringOpener, '')))
    .filter((line) => {
      // "Acme | Welder | Gary, IN | 1st shift": separators and notes in brackets are not words of the header, and
      // each part between separators is a field of its own, however many the line holds.
      const words = line
        .replace(/\(.*?\)/g, ' ')
        .split(/\s+(?:-|\||·|–|—)\s+/)
        .map((part) => part.split(/\s+/).filter((w) => /\w/.test(w)))
        .reduce((longest, part) => (part.length > longest.length ? part : longest), [])
      // A heading ("Job Description", "Position Summary") is none, unless it is a title ("Benefits Specialist").
      // "Outdoor Education Instructor - job post": a board's words after the title do not make it a heading.
      // "Compensation Analyst, Total Rewards" names a benefits heading's words after its title's comma.
      const heading =
        findHeadingSection(line) !== undefined && !isKnownTitle(cleanTitle(line).split(', ')[0]!)
      return (
        words.length <= 10 &&
        !/^[-*•·]/.test(line) &&
        !isAboutLine(line) &&
        !careersHead.test(line) &&
        !heading &&
        !unit.test(line)
      )
    })
  // "Air Traffic Controller, Aerodrome at Meridian Air Navigation Services Ltd": a header line that names the job at
  // its employer prints the title, before any sentence that words the job its own way.
  for (const line of headerLines.slice(0, 4)) {
    const job = titleAtName.exec(line)?.[1]
    if (job && isTitleLine(cleanTitle(job))) return cleanTitle(job)
  }
  // "Do you believe philanthropy can change a child's life? The Lakehead Foundation is looking for …": each of a
  // line's sentences may open on the name.
  for (const line of lines.slice(0, 8).flatMap((line) => line.split(sentenceEnd).map((s) => s.trim()))) {
    // "energetic and result-oriented FIELD SALES REPRESENTATIVES": praise joined by "and" is one run of it.
    const match = introduced.exec(line.replace(praiseJoined, '$1 '))
    const title = (match?.[1] ?? match?.[2])?.replace(titleEnd, '').replace(praise, '')
    // "… is recruiting on behalf of Graystone Mills, a paper manufacturer": the job, if any, starts the words after
    // the verb; a job's word further on names someone else.
    if (!title || !isTitleLine(cleanTitle(title)) || !toKey(title).startsWith(toKey(cleanTitle(title))))
      continue
    // "We are seeking a nurse practitioner" in lower case describes the job; a header line that names it
    // ("Nurse Practitioner, Cardiology", "Court Clerk" for "a clerk") is the title as the ad prints it.
    // A sentence that names the job in capitals ("We are looking for a Trade Settlements Analyst to join …",
    // "Corvane Energy is hiring a Financial Analyst to …") names it in short; a header line that prints it with its
    // specialty ("…, Equities") is the title.
    // "Keystaff are recruiting Refuse Loaders", "We are looking for caddies", "hiring professional Chauffeurs":
    // openings named without an article, in the plural, are each of one job; "is hiring Head of Sales" names one.
    const named = cleanTitle(title)
    const openings =
      new RegExp(
        String.raw`\b(?:hiring|recruiting|seeking|looking for)\s+(?:[a-z][\w-]*\s+){0,2}${escapeRegExp(title)}`,
      ).test(line) && !/\bof\s+\S+$/.test(named)
    const one = openings ? oneJob(named) : named
    const capitalised = /\p{Lu}/u.test(title)
    const printed = headerLines.map(cleanTitle).find((h) => {
      // The header's job, without the specialty after its comma.
      const job = h.split(', ')[0]!
      return (
        isTitleLine(h) &&
        (capitalised
          ? (h.includes(', ') && toKey(job) === toKey(title)) ||
            // "a 3-6 PQE Solicitor" under "Solicitor, Family Law": the header's job ends the sentence's, word
            // for word ("Engineering" is no "Plant Engineer", though their stems agree).
            (h !== title && ` ${title.toLowerCase()}`.endsWith(` ${job.toLowerCase()}`)) ||
            // "experienced PT Technicians" under "Post Tensioning Technician": the sentence writes it short.
            abbreviates(one, job) ||
            // "recruiting experienced Process Operators" under "Refinery Process Operator – Crude Distillation":
            // the header prints the fuller name of the job the sentence names.
            (/^(?:\p{Lu}[\p{L}&'-]*\s+){1,3}$/u.test(job.slice(0, -one.length)) &&
              ` ${job.toLowerCase()}`.endsWith(` ${one.toLowerCase()}`))
          : // A plural names the header's job: "caddies" for "Caddie"; "seeking experienced pilots to join our
            // crews as First Officers" under "First Officer" goes on to name it.
            ['', 's', 'es'].some(
              (end) =>
                ` ${toKey(`${job}${end}`)}`.endsWith(` ${toKey(title)}`) ||
                ` ${toKey(line)} `.includes(` as ${toKey(`${job}${end}`)} `),
            ))
      )
    })
    return printed ?? one
  }
  // A title keeps a grade ("BUILDING INSPECTOR II"). Of the header's title lines, one whose words are all
  // titles' words comes before a name that only ends in a job's word ("Hollis Varga Engineers").
  // "Tri-County Farmers Co-op" over "Sales Agronomist": a name whose last word only an organisation takes is the
  // employer, though its words are jobs' words too.
  // JobsDB's "Chef/Cook (Hospitality & Tourism)" under "Dim Sum Chef": a board's filing of the ad with its
  // subcategory gives way to the ad's own title line ("Civil Engineer I/II" is no filing).
  const titleLines = headerLines.filter(
    (line) =>
      !isProse(line) && !organisationHead.test(line) && !isTradeName(line) && isTitleLine(cleanTitle(line)),
  )
  const own = titleLines.filter((line) => !(isBoardCategory(line, true) && line.includes('(')))
  const headerTitles = (own.length ? own : titleLines).map(cleanTitle)
  const headerTitle =
    headerTitles.find((title) => inTitleWords(title.replace(oneGrade, ''))) ?? headerTitles[0]
  if (headerTitle) return headerTitle
  // A job description's first sentence: "The Forklift Operator is responsible for …". A header line that starts
  // with that title is the fuller title ("Executive Assistant to the CEO").
  for (const line of lines.slice(0, 8)) {
    const title = described.exec(line)?.[1]
    if (!title || !isKnownTitle(title)) continue
    const fuller = headerLines.find((header) => toKey(header).startsWith(toKey(title)))
    return fuller ? cleanTitle(fuller) : title
  }
  // "We are looking for an Associate to join …" under the header line "Associate, M&A Advisory": the header prints
  // the fuller title, and "looking for Lead Animators" under "Lead Animator" the one job.
  for (const line of lines.slice(0, 10)) {
    const match = hiring.exec(line)
    if (!match) continue
    const title = cleanTitle(match[1]!.replace(/\s+(to|for|who|in|at|on)(\s.*)?$/, ''))
    const fuller = headerLines
      .map(cleanTitle)
      .find((header) => `${toKey(header)} `.startsWith(`${toKey(title)} `) && header !== title)
    return fuller && !isProse(fuller) ? fuller : title
  }
  // "… is looking for a warm, confident leader to become Centre Manager": a sentence may name the job after a
  // phrase that names none.
  for (const line of lines.slice(0, 10)) {
    const phrases = sentenceTitles.flatMap((pattern) =>
      [...line.replace(praiseJoined, '$1 ').matchAll(pattern)].map((match) => match[1]!),
    )
    const title = [...phrases, shoutedNeed.exec(line)?.[1] ?? ''].map(sentenceJob).find(Boolean)
    if (title) return cleanTitle(title)
  }
  // "Pemberton Pharmacy: Store Manager (Leeds)": a one-line header that names the employer, then the job.
  const named = employerFirst(lines[0] ?? '')?.[1]
  if (named && isTitleLine(cleanTitle(named))) return cleanTitle(named)
  // Failing all, the header's first line that is no organisation's name; a question there ("Could you share your
  // life, your home and your family?") names no job, and no title is more honest than a wrong one.
  const asked = new Set(
    lines
      .filter((line) => /\?\s*$/.test(line) || /[.!?]\s+\p{Lu}/u.test(line))
      .map((line) => firstSentence(line)),
  )
  const header = headerLines.filter((line) => !asked.has(line))
  const first = header.find((line) => !organisationHead.test(line)) ?? header[0]
  return first ? cleanTitle(first) : ''
}
