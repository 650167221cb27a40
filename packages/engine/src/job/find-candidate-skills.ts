import type { SkillRef } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { isCountry } from '../text/countries.ts'
import { abbreviated, definedName } from '../text/defined-name.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { isRareWord, wordRank } from '../text/everyday-words.ts'
import { isProvince } from '../text/provinces.ts'
import { stopwords } from '../text/stopwords.ts'
import { toKey } from '../text/to-key.ts'
import { isStateName, stateNames } from '../text/us-states.ts'
import { employerHolds, employerIs } from './describes-employer.ts'
import { boardName } from './drop-board-chrome.ts'
import { findCitations } from './find-citations.ts'
import { findDrivingLicences } from './find-driving-licences.ts'
import { findDutyObjects } from './find-duty-objects.ts'
import { findDutySkills } from './find-duty-skills.ts'
import { findEquipmentOperation } from './find-equipment-operation.ts'
import { findFollowedRules } from './find-followed-rules.ts'
import { isKnownTitle } from './find-job-title.ts'
import { findListedPractices } from './find-listed-practices.ts'
import { findPracticeBeforeSkills } from './find-practice-before-skills.ts'
import { findRegistration } from './find-registration.ts'
import { findSkillCompounds } from './find-skill-compounds.ts'
import { findStandards } from './find-standards.ts'
import { findToolNames } from './find-tool-names.ts'
import { employerSuffix, legalForms } from './legal-forms.ts'

// "Experience with X", "knowledge of X" (or "about X"), "proficiency in X", "comfort with X", "understanding of X",
// "exposure to X", "training in X": X is what the ad asks for.
// "Experience in a machine shop", "in a fast-paced restaurant": "in a" names the setting, not a skill.
const asksFor =
  /\b(?:experience|background|expertise|proficiency|proficient|knowledge|familiarity|familiar|skilled|fluency|comfort|comfortable|interest|trained|certified|understanding|exposure|training)\s+(?:in(?!\s+an?\s)|with|of|about|using|on|to)\s+(?:the\s+|a\s+|an\s+)?(.+)/i
// "2+ years of event planning experience", "strong SolidWorks and GD&T", "solid electrical troubleshooting skills".
const yearsOf =
  /\b(?:\d+\+?|one|two|three|four|five|six|seven|eight|ten)\s*(?:years?|yrs)\s+(?:of\s+)?(.+?)\s+(?:experience|skills)\b/i
// "Video production experience is a plus", "wine service knowledge preferred": a requirement that opens with
// the field of the experience or knowledge it asks for.
const opensWith = /^((?:[\w'’&-]+\s+){1,3}?)(?:experience|knowledge)\b(?!\s+(?:in|with|of|on|using|to)\b)/i
// "Idaho physical therapist license", "ServSafe Manager certification", "Hazmat endorsement": a credential, and
// so is a card a trade or a course issues ("food handler card", "journeyman sheet metal card"), not one that pays.
// A name in capitals keeps every word ("ICC Property Maintenance and Housing Inspector certification"), up to a
// verb that asks for it ("Must Hold"); a name in lowercase is at most three words, as a clause runs into it.
const credential =
  /\b((?:(?!(?:Must|Have|Has|Hold|Holds|Possess|Obtain|Maintain|Requires?|Required|Preferred|Plus)\b)(?:[A-Z][\w'’+&.-]*|\d[\w.-]*)\s+(?:(?:and|of|&|or)\s+(?=[A-Z]))?){1,8}|(?:[\w'’+&.-]+\s+){1,3}?)([Ll]icen[sc]e|[Cc]ertification|[Cc]ertificate|[Cc]ertified|[Ee]ndorsement|[Cc]redential|(?<!\b(?:credit|debit|gift|fuel|bank|payment)\s+)[Cc]ard|[Tt]ickets?)\b(?!\s+(?:in|as|by)\b)/
const credentials = new RegExp(credential.source, 'g')
// "Certified Crop Adviser (CCA)", "Salesforce Certified Administrator": a credential named as the title of its
// holder is named in full, as recruiters list it.
const holderTitle = /\b((?:[A-Z][\w'’]*\s+)?Certified(?:\s+(?:and\s+)?[A-Z][\w'’/-]*){1,4})/

// "(or a CDA credential)", "CPR and First Aid certification": a joining word and an article open no name.
// "Current California RCP license": the state before an acronym is where it is valid, not its name.
// "40-hour HAZWOPER certification": the length of the course is not part of the name, nor is "your" whose it is.
// A state is named, not guessed from a capital: "Water treatment operator certificate" and "Order picker
// certification" open with the credential's own first word.
const qualifier = new RegExp(
  String.raw`^(?:(?:or|and|with|\d+-hour|[Aa]n?|[Tt]he|[Yy]our|[Oo]ur|[Tt]heir|[Aa]ctive|[Cc]urrent|[Vv]alid|[Uu]nrestricted|[Ss]tate|(?:${stateNames})(?:\s+State)?(?=\s+(?:[a-z]|\S+\s+[A-Z]))|[A-Z][a-z]+(?=\s+[A-Z]{2,}\b))\s+)+`,
)
// "Working closely with buyers", "working with reporters", "working at heights": a duty's verb with whom or where,
// not a grade of a skill; "basic or advanced" offers grades of what follows.
const qualified =
  /^(?:(?:strong|solid|proven|excellent|advanced|working|deep|basic|hands-on|expert|intermediate)\s+)+(?!(?:[a-z]+ly\s+)?(?:with|alongside|across|together|for|to|on|in|at|or|and)\b)(.+?)(?:\s+(?:skills|experience|knowledge|abilities))?$/i
// Acronyms and product-like tokens with the capitalised words around them: HPLC, GD&T, PharmD, ServSafe,
// Opera PMS, CompTIA A+, EPA 608.
// A capitalised word is a whole token: "Power" of "DIgSILENT PowerFactory" is no word of a name.
// A number is a whole token: the "2880" of a ZIP code "28801" is no model number. Five digits after a
// body's acronym number its standard ("IEC 62304", "ISO 45001"); after a state's two letters they are a ZIP.
// A section's letter in brackets is part of its number ("FDA 510(k)").
const word = String.raw`[A-Z][a-z]+(?![A-Za-z])|[A-Z]\+|\d{2,4}(?:\([a-z]\)|\b)|(?<=\b[A-Z]{3,}\s)\d{5}\b|(?<=\b(?:Grade|Class|Category|Band)\s)[A-Z]\b`
// An acronym glued to a number or an adjective ("PGY1 residency", "ALA-accredited") qualifies another word;
// capitals joined by a hyphen ("CCC-SLP", "CDL-A") are one credential, not two acronyms.
// A code's piece after a number and a hyphen ("312-CARD-4471") is part of a reference, no acronym.
// Capitals in brackets glued to an acronym ("ARRT(N)", "CA(SA)", "IR(ME)R") and a number after its hyphen
// ("ERC-4337", "PL-400") name one credential, rule or exam; the acronym alone names another or none.
const acronymCode = String.raw`(?:\([A-Z]{1,4}\)[A-Z]*|-\d{1,5}\b)`
// One such code, and a phrase that is only that code.
const gluedCode = new RegExp(String.raw`[A-Z]{2,}${acronymCode}`)
const onlyGluedCode = new RegExp(String.raw`^[A-Z]{2,}${acronymCode}$`)
// A code with more numbers after another hyphen ("Competition No. RC-26-09") is a reference, no acronym.
const acronym = String.raw`(?<!\d-)(?:[A-Z][a-z]*[A-Z][A-Za-z]*(?:&[A-Z]+)?\+?|[A-Z]{2,}(?:&[A-Z]+)?\+?)${acronymCode}?(?:-[A-Z]+\b)*(?![\dA-Za-z]|-[a-z\d])`
// A lowercase noun after an acronym that names a body of rules or a technique finishes its name ("GPS machine
// control", "ASAM criteria", "HACCP plan"); a container ("the CAD system") is named by the acronym alone, and a
// joining word ("GPS to grade") opens a new clause. The last of a list ("FHA and VA guidelines") shares its
// noun with the others, so it names none of them alone.
// A record kept in the acronym's form or a method done on its kind ("SOAP notes", "HMI programming", "ABA therapy")
// is named by the two words together, in duties as well as in requirements.
const workNoun =
  'notes|charting|records|reports|logs|diagrams|drawings|schematics|programming|therapy|testing|inspections|interpretation|monitoring|audits'
const headNoun = String.raw`(?<!(?:,|\band|\bor)\s+[A-Z]{2,}\+?)(?:\s+(?!(?:to|and|or|for|in|on|with|at|by|of|as|is|are|the|a|an)\b)[a-z]+)?\s+(?:criteria|control|controls|methods?|methodology|protocols?|standards|guidelines|plans?|card|${workNoun})\b`
const productToken = new RegExp(
  String.raw`\b(?:(?:${word})\s+)*(?:${acronym})(?:(?:\s+(?:${word}))+|${headNoun})?`,
  'g',
)
const acronymWork = new RegExp(String.raw`\b([A-Z]{2,}(?:&[A-Z]+)?\s+(?:${workNoun}))\b`, 'g')
// In duties a tool is named by how it is used: "record results in LIMS", "check guests in using Opera PMS",
// "in the CAD system", "send studies to PACS"; "on API contracts" names the contracts, and "to the NACWO" a person.
const toolUse = new RegExp(
  String.raw`\b(?:(?:using|in|into|with|on|via|through)\s+(?:the\s+)?|to\s+)((?:(?:${word})\s+)*(?:${acronym})(?:\s+(?:${word}))*)(?=\s*(?:$|[,.;:)]|(?:system|software|platform|database|tools?|and|or|to|for|in|on|with|at|by)\b))`,
  'g',
)
// "Participate in PLCs", "share data with the LPAC", "serve on the IEP team": after a verb of taking part or of
// dealing with others the preposition names a group or a meeting, not a tool.
const joinsGroup =
  /\b(?:participat\w*|take part|takes part|taking part|serves?|serving|sits?|sitting|shar(?:e|es|ing)|meet(?:s|ing)?|communicat\w*|coordinat\w*|collaborat\w*|partner(?:s|ing)?|liais\w*)\s+(?:[a-z]+\s+)?$/i
// A product with a plain capitalised name is named the same way, at the end of a duty's phrase: "run payroll
// through Gusto", "imports with Data Loader", "test every example in Postman and …". A word of everyday
// English ("automation in Flow", "in Health") is as often a team or a heading, and is left to the lexicon.
const namedTool =
  /\b(?:using|with|through|via)\s+((?:[A-Z][a-z]+){1,2}(?:\s+[A-Z][a-z]+)?)\b(?=\s*(?:$|[,.;)]|(?:and|or|to|for)\b))/g
// After "in" or "use" a product is named by a brand's shape, two capitalised words or a capital inside one
// ("enter notes in EAB Navigate", "spread statements in Moody's CreditLens", "use PeopleSoft Campus
// Solutions"); one plain capitalised word there is as often a place ("in Boise").
const brandedTool =
  /\b(?:[Ii]n|[Ii]nto|[Uu]ses?)\s+((?:[A-Z][\w'’]*)(?:\s+[A-Z][\w'’]*){0,2})\b(?=\s*(?:$|[,.;:)(]|(?:and|or|to|for|from|on|at|by|as)\b))/g
// One rare capitalised word where a duty's work is kept or done names the product too: "manage deadlines in
// Clio", "process data in Empower 3", "load files into Snowflake". It is a place when the ad writes it before a
// state ("Tacoma, WA") or it is a state, and a field after a degree; a sentence that hires or invites the reader
// names where they would work ("Join us as a Store Manager in Boise", "is hiring … for our cafe in Portland").
const rareTool =
  /\b(?:in|into)\s+([A-Z][a-z]+[A-Za-z]*)\b(?:\s+\d+)?(?=\s*(?:$|[,.;)])|\s+(?:and|or|to|for|from)\b)/g
// The second of two names joined after a tool's preposition is a product too: "research using Westlaw and Lexis".
const joinedTool =
  /(?<=\b(?:using|with|through|via|in|into)\s+(?:the\s+)?[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*\s+(?:and|or)\s+)([A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)?)\b(?=\s*(?:$|[,.;)]|(?:tools?|software|and|or|to|for)\b))/g
// "The permitting system (Accela)", "our integrated library system (Koha)": the parenthesis names the system;
// "new tools (Gong, CPQ)" names each of them.
const systemNamed =
  /\b(?:system|software|platform|database|EHR|EMR|CRM|WMS|TMS|LMS|PMS|POS)\s+\(([A-Z][\w'’]*(?:\s+[A-Z][\w'’]*){0,2})\)/g
// The breaks between a list's items: "A, B and C", "A or B", "A/B", "A and/or B".
const listBreak = /,\s*(?:(?:and|or)\s+)?|\s+(?:and\/or|and|or)\s+|\s*\/\s*/
const toolsNamed = /\b(?:tools|systems|platforms|apps)\s+\(([A-Z][^()]*)\)/g
// A product's name: capitalised words, one of them rare or shaped like a brand ("Murex", "Burp Suite", "CPQ").
const productName = /^\p{Lu}[\p{L}\d+#&.-]*(?:\s+\p{Lu}[\p{L}\d+#&.-]*){0,2}$/u
const namesAProduct = (name: string) =>
  productName.test(name) &&
  !isPlace(name) &&
  name.split(/\s+/).some((w) => /\p{Lu}{2}|\p{Ll}\p{Lu}/u.test(w) || isRareWord(w))
/**
 * "Exposure to Bloomberg terminals or Murex", "Familiar with Figma, Zeplin or Abstract": the products a
 * requirement's list names after its first item, which is read as the requirement's own phrase.
 */
function laterProducts(asked: string): string[] {
  const items = asked.split(/[.;:()]/)[0]!.split(listBreak)
  return items
    .slice(1)
    .map((item) => item.trim().replace(/^(?:the|an?)\s+/, ''))
    .filter(namesAProduct)
}

// "Investran or a similar fund system", "Kronos or equivalent": a name given as the example of a kind is a product
// (not a qualification's field, "NVQ Level 3 in Electrotechnical Services or equivalent"); so are the names a clause
// calls a plus ("Kyriba and SAP are a plus", "Reaper is fine too").
const exampleOfKind =
  /(?<!\bin\s)\b([A-Z][\w+#.-]*(?:\s+[A-Z][\w+#.-]*){0,2})\s+(?:or|and\/or)\s+(?:a\s+|an\s+|another\s+|any\s+)?(?:similar|equivalent|comparable|other)\b/g
const namesAPlus =
  /^((?:[A-Z][\w+#.-]*(?:\s+[A-Z][\w+#.-]*){0,2})(?:(?:\s*,\s*|\s+(?:and|or)\s+)[A-Z][\w+#.-]*(?:\s+[A-Z][\w+#.-]*){0,2})*)\s+(?:is|are)\s+(?:also\s+)?(?:a\s+|an\s+)?(?:plus|bonus|advantage|asset|preferred|desirable|welcome|fine)\b/
// "Nice to have: Python, Dagster or Airflow, Fivetran", "Tools: Jira, Confluence": a field of wanted things or tools
// lists its products by name alone.
const productsField =
  /^[\s*•·-]*(?:nice[- ]to[- ]haves?|bonus|pluses|tools|tooling|tech(?:nology)?\s+stack|stack|software|platforms|technologies|desirable|preferred)\s*:\s*(.+)$/i
// "Used Storypark or a similar platform": a bullet's verb, capitalised as its first word, is none of the name.
const leadingVerb =
  /^(?:Use[ds]?|Using|Worked|Working|Know(?:s|n)?|Knowing|Experienced|Proficient|Familiar|Ha(?:ve|s|d)|Operate[ds]?|Operating)\s+(?=\p{Lu})/u
function namedProducts(clause: string): string[] {
  const examples = [...clause.matchAll(exampleOfKind)].map((match) => match[1]!.replace(leadingVerb, ''))
  const pluses = namesAPlus.exec(clause.trim())?.[1]?.split(listBreak) ?? []
  const fielded = productsField.exec(clause)?.[1]?.split(listBreak) ?? []
  return [...examples, ...pluses, ...fielded].map((name) => name.trim()).filter(namesAProduct)
}

function namesRareTool(match: RegExpMatchArray, document: string): boolean {
  const name = match[1]!
  const lead = match.input!.slice(0, match.index)
  return (
    isRareWord(name) &&
    !isStateName(name) &&
    !new RegExp(String.raw`\b${name},\s*[A-Z]`).test(document) &&
    // "in Encompass" where the ad also writes "Encompass LOS": the longer name is read where it is written.
    !new RegExp(String.raw`\b${name}\s+[A-Z]{2,}\b`).test(document) &&
    !degreeField.test(lead) &&
    !/\b(?:join|hiring|seeking|looking for|based|located|headquartered)\b/i.test(lead)
  )
}

// "our warehouse in Fayetteville", "showrooms in Ashby and Kelso", "teams in Perth, Darwin and Hobart", "a shop on
// Mill Street in Kelso": after the employer's sites, teams or street, "in" names their places, the later ones of a
// list too; so it does after the site's own name ("our bistro Casa Lupo in Harbourside"), after the people the
// employer serves ("advice to families in Riverton"), after where someone is based, and after a time ("a wet
// Friday night in Ashby", "every season in Oulu") or an event ("the masterclass in Savonlinna", "we tour in …"); and
// after what the employer is or builds ("an agency in Bangsar South", "84 homes in Hunslet", "dairy farms in
// Friesland", "a fibre rollout in Laguna").
const sites = `street|road|avenue|agenc(?:y|ies)|integrators?|contractors?|firms?|businesses|providers?|homes|houses|farms?|roof|rollouts?|phases?|projects?|warehouses?|offices?|plants?|facilit(?:y|ies)|stores?|shops?|showrooms?|studios?|workshops?|clinics?|practices|campus(?:es)?|headquarters|branch(?:es)?|locations?|sites?|mills?|yards?|depots?|terminals?|hospitals?|schools?|restaurants?|trattorias?|bistros?|cafes?|bars?|salons?|venues?|hotels?|cent(?:re|er)s?|hubs?|premises|teams?|people|families|communities|residents|households|based|located|headquartered|situated|nights?|evenings?|mornings?|weekends?|seasons?|masterclass(?:es)?|festivals?|conferences?|competitions?|concerts?|tours?`
const siteBefore = new RegExp(String.raw`\b(?:${sites})\s+$`, 'i')
const siteNamedBefore = new RegExp(String.raw`\b(?:${sites})(?:\s+[A-Z][\w'’-]*){1,3}\s+$`)
const placesListed = /\s(?:in|into)\s+(?:[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*(?:,\s*|\s+(?:and|or)\s+))*$/
// A part of the world ("customers in Asia and Europe", "across EMEA") is where the work or the market is.
const region =
  /^(?:the\s+)?(?:Asia|Europe|Africa|Oceania|Australasia|Scandinavia|Caribbean|Asia[- ]Pacific|APAC|EMEA|LATAM|Middle East|Latin America|(?:North|South|Central)\s+America|(?:South[- ]?East|East|West|Central|North|Southern|Western|Eastern|Northern)\s+(?:Asia|Europe|Africa))$/
// "Northern Finland", "Western Cape": a part of a country named by its side.
const sideOf = /^(?:North|South|East|West|Central|Northern|Southern|Eastern|Western)\s+(.+)$/
const isPlace = (name: string) =>
  isCountry(name) ||
  isStateName(name) ||
  isProvince(name) ||
  region.test(name) ||
  isCountry(sideOf.exec(name)?.[1] ?? '')
// "in Singapore and Jakarta", "concessions in Abu Dhabi and Oman": names listed with a country or a state are
// places too.
const nameList =
  /\b(?:in|into|across|throughout|from|to)\s+((?:[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*)(?:(?:\s*,\s*(?:and\s+|or\s+)?|\s+(?:and|or)\s+)[A-Z][\w'’]*(?:\s+[A-Z][\w'’]*)*)+)/g
function placesIn(body: string): Set<string> {
  const places = new Set<string>()
  for (const match of body.matchAll(nameList)) {
    const names = match[1]!.split(listBreak).map((name) => name.trim())
    if (names.some(isPlace)) for (const name of names) places.add(name)
  }
  return places
}
// "a pharmacist in Kumasi and a developer in Cape Town": after a person's job, "in" names where they are.
const atSite = (lead: string) => {
  const before = lead.replace(placesListed, ' ')
  const person = /([A-Za-z]+)s?\s+$/.exec(before)?.[1]
  return siteBefore.test(before) || siteNamedBefore.test(before) || (!!person && isKnownTitle(person))
}

// A place's name ("Fort Wayne", "Milwaukee County") and a degree's field ("a degree in Civil Engineering").
const placeName =
  /^(?:New|San|Santa|Los|Las|Fort|Saint|St|Mount|Lake|Port|North|South|East|West)\s|\s(?:County|City|District|Parish|Valley|Area|Region|Beach|Heights|Park|Island|Springs|Township|Village|Metro)$/
const degreeField =
  /\b(?:degree|bachelor'?s|master'?s|associate'?s|diploma|major|majored|BA|BS|MS|coursework|certificate)\b[^.;,]{0,20}$/i

function namesBrandedTool(match: RegExpMatchArray, document: string): boolean {
  const name = match[1]!
  const branded = /\s/.test(name) || /[a-z][A-Z]/.test(name)
  const lead = match.input!.slice(0, match.index)
  return branded && !placeName.test(name) && !degreeField.test(lead) && namesProduct(name, document)
}

// Capitals that are never a skill: places, time zones, pay and contract terms ("current CTC", "going PAYE"),
// parts of company names, degrees.
const notProduct =
  /^(?:US|USA|UK|EU|EEA|CET|EST|PST|CST|MST|UTC|GMT|DOE|OTE|PTO|HR|CEO|CFO|COO|CTO|VP|SVP|LLC|LLP|INC|LTD|FAQ|ASAP|AM|PM|OK|ID|TBD|II|III|IV|SMEs?|NYC|LA|DC|DE|AND|OR|THE|FOR|NEW|IT|CTC|PAYE|PhD|MS|BS|BA|MA|MBA|MCA|BCA|PGDM|GED|BSc|MSc|BEng|MEng|BCom|BTech|MTech|Hons|GCSEs?|GCE|NSW|VIC|QLD|TAS)$/
// Agencies name who sets a rule and records what is checked, not a skill: "EPA regulations", "pass a DOT
// physical", "clean MVR", "federal grants (USDA, FEMA)". With a number they are a credential ("EPA 608").
// A kind of route ("1 year of OTR or regional experience") is the setting of the experience.
const agency =
  /^(?:EPA|USDA|FEMA|DOT|FDA|FAA|FCC|FTC|IRS|HUD|DOL|DHS|HHS|CDC|NIH|NSF|SBA|DEA|ATF|NHTSA|MVR|OTR)$/
// Head words that name an amount or a setting, not a skill ("similar role", "fast-paced environment").
const generic =
  /^(?:experience|skills?|knowledge|ability|abilities|work|working|environment|setting|role|roles|field|industry|team|teams|company|companies|people|others|customers?|clients?|tools?|systems?|software|programs?|years?|time|level|degree|record|track record|plus|similar|related|etc)$/i
// "Certified in your first month", "within the first 90 days", "one weekend day": a time, not a skill.
// "Sept–Nov": a range of months is a season ("OCT" alone is a scan).
const month = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
const timePhrase = new RegExp(
  String.raw`^(?:(?:first|second|third|next|last|past|initial|coming|few|\d+|weekend|week|night|evening|morning|overnight|early|late)\s+)+(?:days?|weeks?|months?|years?|quarters?|shifts?|nights?|evenings?|mornings?)$|^${month}\s*[–—-]\s*${month}$`,
  'i',
)
// "Minimum 2 years'", "approximately 650 first-year students": how long or how many, not what.
const amount =
  /^(?:approximately|approx\.?|about|around|over|under|up to|more than|less than|fewer than|minimum|maximum|min\.?|max\.?|at least|nearly|almost)\s+\d|\b\d+\+?\s*(?:years?|yrs|months?)['’]?(?:\s|$)/i
// "CRCST (HSPA) or CSPDT (CBSPD) certification": capitals in parentheses after a credential's acronym name the
// board that grants it, not another skill.
const issuedBy = /\b([A-Z]{2,}[A-Za-z]*)\s+\([A-Z]{2,6}\)/g
// "DABT-certified", "ASE-certified technician": an acronym glued to "certified" names the credential its holder has.
const gluedCertified = /\b([A-Z]{2,}[\w+]*)-certified\b/g
// "ECS Gold card", "CSCS Blue card": the colour of a trade card grades its holder; recruiters name the card.
const cardGrade = /\b([A-Z]{2,}[\w+]*)\s+(?:Gold|Blue|Green|Red|Black|White|Yellow|Silver|Platinum)\s+card\b/g
// "IAAP certification (CPACC, WAS or CPWA)": a list in parentheses after a named credential gives its kinds, each
// no skill apart from it; a list after the bare word ("certifications (BLS, ACLS)") is the list of credentials,
// and one with more words ("(CRR or RMR a plus)") asks for more.
const credentialKinds =
  /(\b[A-Z][\w+&-]*\s+(?:license|licence|certification|certificate|credential))\s+\([A-Z][\w+&-]*(?:\s*(?:,|\/|\bor\b)\s*(?:or\s+)?[A-Z][\w+&-]*)+\)/g
// "OSCP (or equivalent hands-on certification)", "Category 6 or valid certificate": words that only grade or
// point back to a credential named elsewhere name none of their own.
const referringWord =
  /^(?:valid|current|equivalent|similar|comparable|relevant|other|another|any|recogni[sz]ed|appropriate|applicable|required|necessary|formal|professional|hands-on|accredited|approved|suitable|additional|further|such|this|that)$/i
// The words that make a phrase a credential's name.
const credentialNoun = 'license|licence|certification|certificate|credential'
const credentialWord = new RegExp(`\\b(?:${credentialNoun}|certified)\\b`, 'i')
const endsInCredentialNoun = new RegExp(String.raw`\s+(?:${credentialNoun})$`, 'i')
const credentialEnd = /\b(?:licen[cs]e|certificat(?:e|ion)|credential|card|tickets?|endorsement)$/i
// A credential named by an acronym ("HAZWOPER certification"); a driving licence has its own reader.
const acronymCredential = new RegExp(
  String.raw`^((?!.*\bdriv)(?=.*\p{Lu}{2}).+?)\s+(?:${credentialNoun}|card|endorsement)$`,
  'u',
)
const endsWithCredentialNoun = new RegExp(String.raw`^\s+(?:${credentialNoun})\b`, 'i')
// "ASCP certification as Histotechnologist (HTL)": a board's credential for the title it confers is one credential,
// named as recruiters write it, "ASCP HTL certification".
const certifiedAs = new RegExp(
  String.raw`\b([A-Z]{2,}[\w+]*)\s+(${credentialNoun})\s+as\s+(?:an?\s+)?(?:[A-Z][\w-]*\s+){1,4}\(([A-Z]{2,}[\w+]*)\)`,
  'g',
)
// "PTCB certification (CPhT)": the title a named credential confers is the same requirement, not another one
// ("state license (LVN)" names it only in the parenthesis).
const conferredTitle = new RegExp(
  String.raw`\b([A-Z]{2,}[\w+-]*\s+(?:${credentialNoun}))\s+\([A-Z][\w.-]*\)`,
  'g',
)
// "Hands-on lab experience (pipetting, balances, sample preparation)", "systems such as Kronos or ADP".
// After its subject "like" is a verb ("You like solving problems and can talk to farmers"), not "such as".
const listed =
  /\(([^)]*[,/][^)]*)\)|\b(?:such as|including|e\.g\.,?|(?<!\b(?:I|you|we|they|who|would|['’]d)\s+)like)\s+([^.;()]+)/gi
// "Grade II certificate", "Level 3 technician", "(Grade III preferred)": a grade ranks the holder of a credential;
// recruiters name the credential or the trade, never the grade.
const grade = /\b(?:grade|level|class|tier|step)\s+(?:[IVX]+|\d{1,2})\b(?:\s+preferred)?/gi
// "Low-flow groundwater sampling", "full-charge bookkeeping", "high-volume": a hyphenated adjective of degree,
// size or pace grades the practice a recruiter names by its noun ("Groundwater sampling"). A noun before the
// hyphen names a material or a field ("sheet-metal layout"), and "point-of-sale" is a name of its own.
const hyphenModifier =
  /^(?:(?:low|high|full|part|fast|slow|large|small|mid|multi|cross|long|short|quick|heavy|light|entry|senior)-[a-z]{3,}\s+)+(?=[a-z])/i
// "8+ years of progressive accounting experience", "relevant laboratory experience", "hands-on heavy equipment
// experience": a word for the course, the fit or the manner of a career grades the experience; the field after it
// is what a recruiter would name.
const careerCourse =
  /^(?:(?:progressive(?:ly)?|increasingly|responsible|relevant|prior|previous|recent|hands-on|successful|demonstrated|professional)\s+)+(?=[a-z])/i
const cut =
  /\s*(?:[,;:()]|\s(?:and\/or|and|or|to|for|in|at|on|from|across|within|including|such as|e\.g\.|as well as|is|are|who|that|which|a plus|preferred|required)\s|\s(?:valued|welcome|desired|a plus|preferred|required)$).*$/i

function cleanPhrase(raw: string): string {
  return (
    raw
      .replace(cut, '')
      // "two or more full-cycle implementations": how many is no part of what.
      // "(you'll drive our vehicles, including the hearse)": the list's own joining word opens no item.
      .replace(/^(?:including|includes|incl\.)\s+/i, '')
      .replace(/^(?:the|a|an|our|your|their|any|one|some|all|more|several|many|multiple|numerous)\s+/i, '')
      // "Good wine knowledge is desirable": how good grades the knowledge; the field is what is asked.
      .replace(/^(?:good|sound|thorough|broad|extensive|basic|general)\s+(?=[a-z])/i, '')
      // "Proven steeplejack experience, ideally …": how proven, and that it is experience, grade the craft asked for.
      .replace(/^(?:proven|strong|solid|demonstrated|previous|prior|relevant)\s+(?=[a-z])/i, '')
      .replace(/(?<=\S)\s+(?:experience|skills|knowledge|background)$/i, '')
      .replace(hyphenModifier, '')
      .replace(careerCourse, '')
      .replace(/[.!?]+$/, '')
      .trim()
  )
}

// The endings of a field's or a craft's name: a science, an art, a set of techniques, a procedure. An adjective
// ("supervisory", "regulatory") ends in -ary or -ory; a short -ics word is a thing ("attics", "clinics").
const fieldName = /^(?:[a-z]+(?:logy|(?<![ao])ry|sis|tomy|ture|graphy|metry)|[a-z]{5,}ics)$/
const clausePerson =
  /^(?:you(?:['’](?:ll|re|ve|d))?|your|yours|we(?:['’](?:ll|re|ve))?|our|us|they|their|them|i|my|me)$/i

// The last word of a job held by a person, not a tool ("Die grinder", "Impact driver") or a practice ("Ski patrol").
// A holder's title with a credential's word or its issuer's acronym is a credential ("ICC Residential Building
// Inspector", "NRC Reactor Operator").
const personRole =
  /\s(?:mechanics?|electricians?|inspectors?|educators?|managers?|accountants?|clerks?|officers?|assistants?|supervisors?|technicians?|engineers?|operators?|workers?|nurses?|teachers?|fitters?|labou?rers?|coordinators?|administrators?|analysts?|specialists?|consultants?|representatives?|attendants?|aides?|directors?|planners?)$/i
const credentialHolder = /\b(?:certified|registered|licen[cs]ed|chartered|accredited)\b/i
const namesColleague = (phrase: string) =>
  personRole.test(phrase) &&
  !credentialHolder.test(phrase) &&
  !/\b[A-Z]{2,}\b/.test(phrase) &&
  isKnownTitle(phrase)

function usable(phrase: string): boolean {
  const words = phrase.split(/\s+/)
  // "Bilingual pay of $150/month": an amount of money is pay, not a skill; "manufacturing industry experience"
  // names where the experience was gained.
  if (
    !phrase ||
    // A credential keeps its whole name ("ICC Property Maintenance and Housing Inspector certification",
    // "Certified Alcohol and Drug Counselor").
    words.length > (credentialWord.test(words.at(-1)!) || /\bCertified\s/.test(phrase) ? 8 : 4) ||
    /\d/.test(words[0]!.replace(gluedCode, '')) ||
    /[$€£]|\bindustr(?:y|ies)\b/i.test(phrase) ||
    timePhrase.test(phrase) ||
    amount.test(phrase)
  )
    return false
  // "Record of growing sales", "ability to lift": an amount or a capacity of something, not a skill; "such as ACL,
  // or prior experience with Colorado tax law": a list that runs into the next requirement.
  // "Experience as sushi chef": the role the experience was gained in, which the title names.
  if (generic.test(words[0]!) && /^(?:of|to|with|as)$/i.test(words[1] ?? '')) return false
  // "You'll drive our vehicles", "moving the deceased", "experience testing digital services": a clause with a
  // person in it, a verb with its object, or the experience of doing something names a duty, not a skill.
  if (
    words.some((w) => clausePerson.test(w)) ||
    /\b[a-z]+ing\s+(?:the|a|an|their|his|her|its)\s/.test(phrase) ||
    (/^(?:experience|knowledge|skills?|ability)$/i.test(words[0]!) && /ing$/.test(words[1] ?? ''))
  )
    return false
  // One ordinary word ("payments", "clinical") is too vague; one product-like word ("Koha") is not, nor is the
  // rare name of a field or a craft ("histology", "upholstery", "hydraulics", "hemodialysis").
  if (words.length === 1 && !/\p{Lu}/u.test(phrase))
    return fieldName.test(phrase) && wordRank(phrase) >= 12000
  const content = words.filter((w) => !stopwords.has(w.toLowerCase()))
  // "Ticketing system" names a kind of system; "similar systems" does not. In a name written in capitals the
  // last word is the brand's own ("Pro Tools").
  const brand = words.length > 1 && words.every((w) => /^\p{Lu}/u.test(w))
  const named = generic.test(words.at(-1)!) && !brand ? words.slice(0, -1).some(isRareWord) : true
  return content.length > 0 && named && !content.every((w) => generic.test(w))
}

// Words that join, point, ask or count, never the first or last word of a skill's name: a phrase cut from a sentence
// ("to pass a drug test", "be advised", "make sure nothing", "or G3", "trainees - sorry", "knowledge of what sells",
// "both direct and reverse method").
const functionWord =
  /^(?:a|an|the|to|of|or|and|nor|but|for|with|from|by|at|on|in|into|as|if|so|than|then|be|been|being|is|are|was|were|am|do|does|did|can|could|will|would|shall|should|may|might|must|have|has|had|not|no|nothing|something|anything|everything|this|that|these|those|it|its|sorry|please|yes|off|via|per|upon|onto|what|how|where|when|why|who|which|both|either|according|regarding|concerning|following|during)$/
// An adverb of manner ends the clause a phrase was cut from, never a name: "working off scaffold safely".
const adverb = (word: string) =>
  word.length > 5 &&
  word.endsWith('ly') &&
  Number.isFinite(wordRank(word)) &&
  Number.isFinite(wordRank(word.slice(0, -2)))
// A duty's verb, a grade of manner or whose it is opens no skill's name: "operate lighting", "handle cash and card",
// "hands-on programming", "in-house safety", "own vehicle".
const openingNoName =
  /^(?:operate|handle|hold|obtain|ensure|make|take|keep|pass|meet|arrange|assist|carry|provide|maintain|follow|perform|prepare|help|bring|own|hands-on|in-house)$/i
// A date, a day off or a term of pay is when or how the work is paid, never a skill: "in January", "weekends and
// public holidays", "a day rate", "medical cover".
const calendarName =
  /\b(?:January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/
// A currency's code before a sum the ad writes ("CAD" is also dispatch software, when no sum follows it).
const currency =
  /^(USD|SGD|EUR|GBP|AUD|CAD|NZD|INR|AED|SAR|QAR|KWD|BHD|OMR|HKD|JPY|CNY|CHF|SEK|NOK|DKK|ZAR|NGN|KES|GHS|PHP|MYR|IDR|THB|VND|PKR|BDT|LKR|EGP|TRY|PLN|CZK|HUF|RON|BRL|MXN|CLP|COP|PEN|ARS)(?:\s+[\d.,–-]+\w*)?$/
// "At a B2B SaaS company", "FMCG or food", "BFSI domain experience": an industry named by its acronym is where the
// experience was gained, which recruiters list as the trade's skills, not as the sector.
const sector =
  /^(?:FMCG|CPG|SaaS|BPO|KPO|BFSI|ITES|QSR|3PL|B2B|B2C|D2C|DTC)(?:\s+(?:domain|industry|sector|space|company|business|environment))?$/
const payTerm = /\s(?:holidays?|rates?|cover|pay|salary|wages?|allowances?|bonus(?:es)?)$/i
// A company's legal form or its careers page after a name names the employer ("Harbour Foods Ltd", "Acme
// Careers"); first, "Limited" grades a licence ("Limited electrician license").
const employerWord = new RegExp(String.raw`\s${employerSuffix}`)
const employerName = new RegExp(
  String.raw`\b(\p{Lu}[\p{L}'’-]+)(?:\s+\p{Lu}[\p{L}&'’-]*){0,3}\s+(?:\(Pty\)\s+)?${employerSuffix}`,
  'gu',
)
// The first words of the employer's names in the ad, read once per ad though every clause's phrases ask.
let employersOf: { document: string; firstWords: Set<string> } | undefined
function employerFirstWords(document: string): Set<string> {
  if (employersOf?.document !== document)
    employersOf = { document, firstWords: new Set(Array.from(document.matchAll(employerName), (m) => m[1]!)) }
  return employersOf.firstWords
}
// A body that makes rules or accredits others ("follow all NCAA and conference rules", "CIF bylaws", "XYZA
// accredited", "a permit, police issued") is who decides, not a skill; a standard it writes keeps its number.
const bodyOf = (acronym: string) =>
  new RegExp(
    String.raw`\b${escapeRegExp(acronym)}(?:(?:\s*,\s*|\s+(?:and|or)\s+)[\w-]+(?:\s+[\w-]+)?)*[\s-]+(?:rules|bylaws|accredited|approved|registered|issued)\b`,
  )

const legalForm = new RegExp(`^(?:${legalForms})$`)
/** Whether a phrase is no skill whatever reader found it: a sentence's fragment, a date or pay, the employer, a body. */
function namesNoSkill(written: string, document: string): boolean {
  const words = written.split(/\s+/)
  if ([words[0]!, words.at(-1)!].some((w) => w !== w.toUpperCase() && functionWord.test(w.toLowerCase())))
    return true
  if (words.length > 1 && adverb(words.at(-1)!)) return true
  if (words.length > 1 && openingNoName.test(words[0]!)) return true
  if (
    calendarName.test(written) ||
    payTerm.test(written) ||
    employerWord.test(written) ||
    sector.test(written)
  )
    return true
  // An everyday word in capitals is said loudly ("REAL clients", "HEALED work"), no acronym.
  if (/^\p{Lu}{4,}$/u.test(written) && wordRank(written.toLowerCase()) <= 10_000) return true
  // "Knowledge of Harlow Creek's neighbourhoods": what a place or a firm of two or more names has is no skill
  // (a one-word owner names a condition or a test: "Alzheimer's care", "Hodgkin's lymphoma").
  if (/^(?:\p{Lu}[\p{L}-]*\s+)+\p{Lu}[\p{L}-]*['’]s?\s/u.test(written)) return true
  // "PAGE 31", "CLASS CODE 4412", "Private Mail Bag NAP 0412", "Parramatta NSW 2150": a page, a code, a box or
  // a postcode, no standard's body and its number.
  if (
    /^(?:\p{Lu}[\p{L}'’-]*\s+)*(?:PAGE|CODE|BOX|ROOM|UNIT|SUITE|LOT|BAY|FLOOR|LEVEL|GATE|PIER|BERTH|FORM|SECTION|PART|CLASS|GRADE|REF|NO|NSW|VIC|QLD|TAS|ACT)\s+\d+$|^(?:\p{Lu}[\p{L}'’-]*\s+)*(?:SA|WA|NT)\s+\d{4}$/u.test(
      written,
    ) ||
    new RegExp(String.raw`\b(?:Bag|Box|P\.?O\.?)\s+${escapeRegExp(written)}\b`).test(document)
  )
    return true
  // "Rīga, LV-1019, Latvia": a postcode with its country's letters, after the town's comma.
  if (/^[A-Z]{1,2}-\d{4,5}$/.test(written) && new RegExp(`,\\s*${written}\\b`).test(document)) return true
  // "Daugava Crew Management SIA": a legal form that ends a firm's name line is no licence of that name.
  if (
    legalForm.test(written) &&
    new RegExp(String.raw`(?:\p{Lu}[\p{L}&'.-]*\s+){2,}${escapeRegExp(written)}$`, 'mu').test(document)
  )
    return true
  // "USD 40m", "SGD 12–16k": a sum; "Apply on ZipRecruiter": the board the ad is on.
  const code = currency.exec(written)?.[1]
  if ((code && new RegExp(String.raw`\b${code}\s*\d`).test(document)) || boardName.test(written)) return true
  // "On completion you will hold a Harbourline certificate": the employer's own paper, named by its name.
  const first = words[0]!
  if (
    words.length > 1 &&
    first !== first.toUpperCase() &&
    employerFirstWords(document).has(first) &&
    !findSkillMentions(first, document).length
  )
    return true
  return /^[A-Z][A-Za-z]*[A-Z]$/.test(written) && bodyOf(written).test(document)
}

/** Whether the lexicon knows the phrase whole as one skill. */
function namesKnownSkill(phrase: string, document: string): boolean {
  const mentions = findSkillMentions(phrase, document)
  return mentions.length === 1 && toKey(mentions[0]!.text) === toKey(phrase)
}

/** Whether capitalised words after a tool's preposition name a product, not a place or an everyday word. */
function namesProduct(name: string, document: string): boolean {
  // "Fort Wayne, IN" in the ad's header: the ad's own place.
  if (new RegExp(String.raw`\b${name},\s*[A-Z]{2}\b`).test(document)) return false
  return name.includes(' ') || /[a-z][A-Z]/.test(name) || isRareWord(name)
}

/** Whether the words before a parenthesis name a skill, which the parenthesis then only details. */
function namesSkill(before: string, heads: string[]): boolean {
  const words = before
    .trim()
    .split(/\s+/)
    .filter((w) => !generic.test(w))
  const tail = words.slice(-3).join(' ')
  if (findSkillMentions(tail).some((m) => !m.broad)) return true
  return heads.some((head) => usable(head) && ` ${tail.toLowerCase()}`.endsWith(` ${head.toLowerCase()}`))
}

const studied =
  /\b(?:degree|bachelor|master|diploma|graduat\w*|school|college|universit\w*|studies|qualification|education)\b[^.;()]{0,50}$/i
const aside =
  /^(?:yes|no|yep|honestly|really|trust us|we promise)\b|\b(?:is|are|was|were|will be)\s+(?:\w+\s+)?[a-z]+(?:ing|ed|y)?\s*[!.]?$/i

/**
 * The items of a list the requirement gives as examples; one word counts only when it is a trade's word.
 * Examples of a named skill ("PostgreSQL knowledge (query plans, migrations)") are its parts, not skills.
 */
function listItems(body: string, heads: string[]): string[] {
  const items: string[] = []
  for (const match of body.matchAll(listed)) {
    // "(yes, dog food bags are heavy)": an aside in brackets is a sentence, not a list of examples; after a degree
    // or a school ("Bachelor's degree relevant to the job (Commerce, Accountancy …)") it lists fields of study.
    if (match[1] && (aside.test(match[1]) || studied.test(body.slice(0, match.index)))) continue
    // "Product design (UX/UI)": a slash gives the skill's kinds, which recruiters list as skills.
    if (match[1]?.includes(',') && namesSkill(body.slice(0, match.index), heads)) continue
    // "Lexia, Wilson, or DIBELS": the joining word after the last comma opens no item.
    for (const raw of (match[1] ?? match[2]!).split(listBreak)) {
      const item = cleanPhrase(raw)
      if (item && (item.includes(' ') || isRareWord(item) || /\p{Lu}/u.test(item))) items.push(item)
    }
  }
  return items
}

// "Apply **smart contract security** best practice", "write tests with **Foundry**": an ad written in markdown
// sets in bold, inside its sentences, the terms it wants seen. Bold that opens the line is a field's name or a
// heading ("**Location:** Denver"), and a colon after it names a field too. The marks are read from the whole ad,
// since the lines the skills are read from have lost them with the board's chrome.
const emphasis = /\*\*([^*\n]{2,40}?)\*\*(?!\s*:)/g
const boldTerms = (line: string) =>
  [...line.matchAll(emphasis)]
    .filter(
      (m) => line.slice(0, m.index).trim() && !/:$/.test(m[1]!) && m[1]!.trim().split(/\s+/).length <= 4,
    )
    .map((m) => m[1]!.trim())
let emphasised: { document: string; terms: RegExp[] } | undefined
function emphasisedTerms(body: string, document: string): string[] {
  if (emphasised?.document !== document) {
    const terms = new Set(document.split('\n').flatMap(boldTerms))
    emphasised = {
      document,
      terms: [...terms].map(
        (term) => new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(term)}(?![\\p{L}\\d])`, 'u'),
      ),
    }
  }
  return emphasised.terms.flatMap((term) => body.match(term) ?? [])
}

/**
 * Skills an ad asks for that the lexicon lacks, from the shape of a requirement ("experience with X",
 * "3 years of X experience", "strong X skills") and from acronyms and product-like tokens. A phrase the
 * lexicon knows as a whole (an ESCO skill, say) is returned as that skill, so resumes match it by alias.
 * `listed` are phrases the line's own label already calls skills.
 */
export function findCandidateSkills(
  clause: string,
  exclude: Set<string>,
  isRequirement: boolean,
  document: string = clause,
  listed: string[] = [],
): SkillRef[] {
  // "- Soldering, deburring and valve sizing": one lowercase gerund is a practice here, judged specific there.
  // Read first, so that a longer phrase around it ("audio editing skills in …") does not hide it.
  const practices = new Set([...findListedPractices(clause), ...findPracticeBeforeSkills(clause)])
  // Credentials named with their noun ("Barbering license"), each a requirement of its own.
  const licensed = new Set<string>()
  // The items of the line's labelled skills list (findListedSkills) are read like any other phrase.
  const phrases: string[] = [...listed, ...practices]
  const stated = clause.replace(/^\s*(?:[-*•·▪◦‣]|\d+[.)])\s+/, '')
  // A driving licence of a stated class is read first and whole; its words ("NZ", "Class 2 licence") are no
  // other skill or credential.
  const licences = findDrivingLicences(stated)
  const body = licences
    .reduceRight((text, l) => `${text.slice(0, l.index)} ${text.slice(l.index + l.length)}`, stated)
    .replace(grade, '')
    .replace(/\(\s*\)/g, '')
    .replace(issuedBy, (all, short: string) => (credentialWord.test(clause) ? short : all))
    .replace(gluedCertified, '$1 certified')
    .replace(cardGrade, '$1 card')
    .replace(credentialKinds, '$1')
    .replace(certifiedAs, '$1 $3 $2')
    .replace(conferredTitle, '$1')
    .replace(abbreviated, (all, words: string, short: string) =>
      // "Pupil Personnel Services (PPS) credential": the abbreviation repeats the words, it is not another skill,
      // nor when it follows the credential's word ("Pupil Personnel Services Credential (PPS)").
      words
        .trim()
        .replace(endsInCredentialNoun, '')
        .split(/\s+/)
        .map((w) => w[0])
        .join('')
        .endsWith(short)
        ? words
        : all,
    )
  const compounds = findSkillCompounds(body)
  // A cited regulation is read first and whole, so its pieces ("FDA 21", "CFR Part 820") are parts of it.
  const citations = findCitations(body)
  phrases.push(...citations.map((c) => c.name))
  const later: string[] = []
  for (const pattern of [asksFor, yearsOf, qualified, opensWith]) {
    const match = (isRequirement || pattern !== opensWith) && pattern.exec(body.trim())
    // "Strong knowledge of medical terminology" is read by asksFor as "medical terminology".
    // "Advanced rigging ticket": a graded credential is named by the credential reader below.
    if (!match || (pattern === qualified && (asksFor.test(match[1]!) || credentialEnd.test(match[1]!))))
      continue
    const phrase = cleanPhrase(match[1]!)
    if (pattern === asksFor) later.push(...laterProducts(match[1]!))
    // "1+ year of small-animal clinical experience": a phrase that ends in an adjective names the setting.
    if (pattern === yearsOf && /^[a-z-]+(?:al|ic)$/.test(phrase.split(/\s+/).at(-1)!)) continue
    // "Multifamily property management": the skill is the compound, the word before it a setting.
    phrases.push(compounds.find((c) => phrase.toLowerCase().endsWith(` ${c.toLowerCase()}`)) ?? phrase)
  }
  // Capitals in duties and the intro are as often places, teams and plans as products, unless used as a tool:
  // "record results in LIMS", or any item of what is used ("using calipers, height gages and the CMM").
  const used = isRequirement ? [] : [...body.matchAll(/\busing\s+([^.;:()]+)/g)].map((m) => m[1]!)
  for (const match of isRequirement
    ? body.matchAll(productToken)
    : [
        ...[...body.matchAll(toolUse)].filter((m) => !joinsGroup.test(body.slice(0, m.index))),
        ...[...body.matchAll(namedTool)].filter((m) => namesProduct(m[1]!, document)),
        ...[...body.matchAll(brandedTool)].filter((m) => namesBrandedTool(m, document)),
        ...[...body.matchAll(rareTool)].filter((m) => namesRareTool(m, document)),
        ...body.matchAll(acronymWork),
        ...[...body.matchAll(joinedTool)].filter(
          (m) => namesBrandedTool(m, document) || (!m[1]!.includes(' ') && namesRareTool(m, document)),
        ),
        ...used.flatMap((list) => [...list.matchAll(productToken)]),
      ]) {
    // A capital that opens the sentence ("Current Florida RN", "Clean MVR") is not part of the name.
    const token = (match[1] ?? (match.index ? match[0] : match[0].replace(/^(?:[A-Z][a-z]+\s+)+/, '')))
      .replace(/(?<=[A-Z]{2})s$/, '')
      // "Washington SLP license": the state before an acronym is where it is valid, not its name.
      .replace(/^\S+\s+(?=[A-Z]{2,}\b)/, (state) => (isStateName(state.trim()) ? '' : state))
    // "credential from the NBRC", "certified by ASQ", "(CAA) through NIAAA": who grants a credential is no skill.
    const lead = match.input!.slice(0, match.index)
    const issuer =
      /\b(?:from|by)\s+(?:the\s+)?$/i.test(lead) ||
      (/\bthrough\s+(?:the\s+)?$/i.test(lead) && credentialWord.test(lead))
    // A pay term or a word of assent at either end is not part of a name ("Dentrix preferred (Eaglesoft OK)").
    const ends = [token.split(' ')[0]!, token.split(' ').at(-1)!]
    if (
      !issuer &&
      !atSite(lead) &&
      !ends.some((w) => notProduct.test(w)) &&
      token.replace(/\W/g, '').length >= 3
    )
      phrases.push(token)
  }
  phrases.push(...later, ...namedProducts(body), ...emphasisedTerms(body, document))
  if (isRequirement) phrases.push(...listItems(body, [...phrases]))
  const titled = isRequirement ? holderTitle.exec(body) : null
  // "CTP (Certified Treasury Professional)": a name spelled out after its acronym is the acronym's credential.
  // "Certified Operator license": a title followed by the credential's noun is named with it, as read below.
  const withNoun = titled && endsWithCredentialNoun.test(body.slice(titled.index + titled[0].length))
  if (titled && !withNoun && !/\(\s*$/.test(body.slice(0, titled.index))) {
    const name = titled[1]!.replace(/^(?:The|A|An)\s+/, '')
    // The bare acronym read above ("CCA", "CERA") gives way to the name it abbreviates.
    const initials = name
      .split(/[\s/]+/)
      .filter((w) => w !== 'and')
      .map((w) => w[0])
      .join('')
    const bare = phrases.indexOf(initials)
    if (bare >= 0) phrases.splice(bare, 1)
    phrases.push(name)
  }
  for (const match of body.matchAll(systemNamed)) phrases.push(match[1]!)
  for (const match of body.matchAll(toolsNamed))
    phrases.push(...match[1]!.split(/,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/).filter(namesAProduct))
  phrases.push(
    ...compounds,
    ...findDutySkills(body),
    ...findEquipmentOperation(body),
    ...findToolNames(body),
    ...findStandards(body),
  )
  phrases.push(...findFollowedRules(body), ...findDutyObjects(body))
  // "Registered with the … Council (HPCSA)": the board's bare acronym read above gives way to its registration.
  // So does the same board's acronym in its other language ("(CASC/ACSS)").
  for (const registration of findRegistration(body)) {
    const board = registration.split(' ')[0]!
    for (let at = phrases.length - 1; at >= 0; at--)
      if (phrases[at] === board || body.includes(`(${board}/${phrases[at]})`)) phrases.splice(at, 1)
    phrases.push(registration)
  }
  // "A Certificate III in Electrotechnology and a current Victorian Electrical Licence": each credential a clause
  // names is read.
  for (const license of body.matchAll(credentials)) {
    // "Dogging and basic rigging tickets", "crane signalling ticket": a ticket is a practice's certificate of
    // competency, named by the practice; only a requirement asks for one ("resolve help desk tickets" is work).
    const ticket = /^tickets?$/i.test(license[2]!)
    if (ticket && !isRequirement) continue
    // "CPC or CCS certification", "EMD and APCO certification", "ASE certified": one credential each, in place
    // of the bare acronym read above (analyzeJob keeps the first of alternatives); "CompTIA A+ certification" is
    // already read as "CompTIA A+".
    // "Current first aid and CPR certification": a name in lowercase, cut at three words, runs back to the start
    // of a known skill it cuts ("first aid", not "aid").
    const previous = /([a-z][\w-]*)\s+$/.exec(body.slice(0, license.index))?.[1]
    const cut =
      previous &&
      /^[a-z]/.test(license[1]!) &&
      namesKnownSkill(`${previous} ${license[1]!.split(/\s+/)[0]}`, document)
    const holders = `${cut ? `${previous} ` : ''}${license[1]!}`
      .trim()
      .replace(qualifier, '')
      // "EMD and APCO", "CPR and First Aid": "and" joins two credentials where one side is a lone acronym;
      // "Property Maintenance and Housing Inspector" and "tool and die" (both sides in one case) are one name.
      .split(
        /\s+or\s+|(?<!\b[A-Z][a-z]+|\b[a-z][\w'’-]*)\s+and\s+|(?<=\b[A-Z][a-z]+)\s+and\s+(?![A-Z][a-z])|(?<=\b[a-z][\w'’-]*)\s+and\s+(?![a-z])/,
      )
    // "ServSafe Food Handler or Manager certificate": an everyday word after "or" is another kind of the first
    // name's credential, not one of its own; the credential is its maker's ("ServSafe certificate"), which the
    // first name, read above as a product, gives way to.
    const maker = holders[0]?.replace(/(?:\s+[A-Z][a-z]+)+$/, '')
    if (
      maker &&
      maker !== holders[0] &&
      holders.length > 1 &&
      holders.slice(1).every((kind) => /^[A-Z][a-z]+$/.test(kind) && !isRareWord(kind))
    ) {
      const first = phrases.indexOf(holders[0]!)
      if (first >= 0) phrases.splice(first, 1)
      holders.splice(0, holders.length, maker)
    }
    // "Basic or Advanced Life Support certification": one everyday word among alternatives grades another's name.
    if (/\sor\s/.test(license[1]!))
      holders.splice(
        0,
        holders.length,
        ...holders.filter((kind) => !/^[A-Z][a-z]+$/.test(kind) || isRareWord(kind)),
      )
    for (const written of holders) {
      // "Candidates who are ASE certified": the words up to a being verb are the sentence's, not the name's.
      // "You will hold a deck licence": lowercase words up to an article are the clause's verb, not the name.
      // "principal requires HV certificate": who asks for the credential is none of its name.
      const holder = written
        .replace(/^.*\b(?:is|are|was|were|been)\s+(?:an?\s+)?/, '')
        .replace(/^.*\b(?:requires?|needs?|expects?|demands?)\s+(?:an?\s+|the\s+)?/, '')
        .replace(/^(?:[a-z][\w'’-]*\s+)+?(?:a|an|the|your|their)\s+(?=\S)/, '')
      // "Teaching refresher lessons for full licence holders": lower-case words joined by a preposition are the
      // clause that runs into the noun, not a credential's name.
      // "F endorsement": a single letter grades a licence named elsewhere. "Our plant is AS9100 certified", "we are
      // an ISO 9001 certified shop": what the employer or its site is certified to is no credential asked of the
      // reader.
      const lead = body.slice(0, license.index! + license[1]!.lastIndexOf(holder))
      if (
        employerIs.test(lead) ||
        holder.replace(/\W/g, '').length < 2 ||
        holder.split(/\s+/).every((w) => referringWord.test(w)) ||
        /\b(?:with|of|in|to|for|per|a|an|the|your|our)$/i.test(holder) ||
        /^[a-z]+\s+(?:for|with|to|in|on)\s/.test(holder)
      )
        continue
      // "ASE certified" names who certifies; "produces certified transcripts" describes a thing.
      const opens = body.trimStart().startsWith(holder)
      if (license[2]!.toLowerCase() === 'certified' && !/\p{Lu}/u.test(opens ? holder.slice(1) : holder))
        continue
      // Named in sentence case like the lexicon's credentials ("Teaching certification", "NMLS license"): the ad's
      // capitals of a heading ("Water Treatment Operator certificate") go, acronyms and product names stay.
      const sentence = holder.replace(/(?<=\s)[A-Z][a-z]+(?=\s|$)/g, (w) => w.toLowerCase())
      const noun = license[2]!.toLowerCase().replace('certified', 'certification')
      // "First Aid certificate", "Food Safety certification", "CPR certified": a course's paper named by a practice
      // the lexicon knows is that practice, as a resume writes it. A name the lexicon knows whole ("Forklift
      // certification", "Teaching certification") and a licence or credential to practise ("Cosmetology license")
      // keep their noun.
      const course =
        /^(?:certificate|certification|card|ticket)$/.test(noun) &&
        !namesKnownSkill(`${sentence} ${noun}`, document) &&
        namesKnownSkill(sentence, document)
      // A ticket's level ("basic rigging", "advanced scaffolding") grades the practice, which is read as a practice
      // even in one word ("Dogging").
      const practice =
        ticket &&
        sentence
          .replace(/^(?:basic|intermediate|advanced)\s+/i, '')
          .replace(/^\p{Lu}(?=\p{Ll})/u, (c) => c.toLowerCase())
      if (practice) practices.add(practice)
      const named = practice || (course ? sentence : `${sentence} ${noun}`)
      // The bare acronym read above ("CPC", the "AWS" of "AWS D1.1"), or the start of a longer name read as a
      // product ("ICC Property Maintenance"), gives way to the credential.
      const bare = phrases.findIndex(
        (p) =>
          (/^[A-Z]{2,5}$/.test(p) && (p === holder || holder.startsWith(`${p} `))) ||
          (!phrases.includes(holder) && /^[A-Z]{2,}\s/.test(p) && holder.startsWith(`${p} `)),
      )
      if (!practice && !course) licensed.add(named)
      if (bare >= 0) phrases[bare] = named
      else if (!phrases.includes(holder)) phrases.push(named)
    }
  }
  const places = placesIn(body)
  const found: SkillRef[] = []
  for (const written of phrases) {
    // A country, a state or a name listed with one is where the work is, never a skill.
    if (isPlace(written) || places.has(written) || namesNoSkill(written, document)) continue
    // Part of the company's name or the title ("Crane LLP" of "Whitfield & Crane LLP"), or of a phrase already read.
    const cited = citations.find((c) => c.name === written)
    if (
      (!practices.has(written) && !cited && !usable(written)) ||
      agency.test(written) ||
      employerHolds(body, written) ||
      [...exclude].some((seen) => ` ${seen} `.includes(` ${toKey(written)} `))
    )
      continue
    exclude.add(toKey(written))
    // "AML" where the ad defines it ("Anti-Money Laundering (AML)"): recruiters list the long name, and a resume
    // may write either, so the skill's key keeps both ("anti money launder|aml").
    const phrase = (/^[A-Z]{2,6}$/.test(written) && definedName(written, document)) || written
    const key = toKey(phrase)
    // A citation is shown by a resume that cites the rule without its agency ("21 CFR Part 820") too.
    const other = cited && cited.bare !== written ? cited.bare : phrase === written ? undefined : written
    // "HAZWOPER certification", "IATA DGR certificate": a credential named by an acronym is shown by a resume that
    // writes the acronym alone ("HAZWOPER 40-hour, 2023"); a plain name ("Pharmacy technician license") is not
    // shown by the job title it shares.
    const byAcronym = acronymCredential.exec(phrase)?.[1]
    const shown = [
      key,
      ...[other, byAcronym].filter((name) => name !== undefined).map((name) => toKey(name)),
    ].join('|')
    // The whole ad decides an ambiguous name: "AWS" in a welder's ad is the welding society. An acronym ending in a
    // capital S is its own name, not the plural of the one it stems with ("APLS" is no APL), as in a line of text.
    const mentions = findSkillMentions(phrase, document).filter(
      (m) => !/^[A-Z]{2,}S$/.test(m.text) || m.skill.label.split(/[\s/-]+/).includes(m.text),
    )
    const whole = mentions.length === 1 && toKey(mentions[0]!.text) === key ? mentions[0]!.skill : undefined
    // A phrase that contains a known skill ("Python or R") adds nothing the lexicon did not find, unless that skill
    // is only the noun of a practice's compound: "sprint planning" is more than Agile's "sprint".
    const practiceOf = (m: (typeof mentions)[number]) =>
      practices.has(phrase) && toKey(m.text) === toKey(phrase.split(' ')[0]!)
    // A licence to practise ("Barbering license") is more than the practice the lexicon knows ("Barbering"), and a
    // law ("Family Law Act 1975") more than its field. A skill's letters inside a glued code ("IR(ME)R" holds R) are
    // not that skill.
    const glued = onlyGluedCode.test(phrase)
    // "A team of four (senior accountant, AP clerk)", "work beside Industrial Electricians": a job is who does the
    // work, not a skill the reader shows; a credential named by its holder ("Certified Rigger") is read above.
    if (!whole && !licensed.has(phrase) && namesColleague(phrase)) continue
    if (
      !whole &&
      !glued &&
      !cited &&
      !licensed.has(phrase) &&
      mentions.some((m) => !m.broad && !practiceOf(m))
    )
      continue
    // "Strong Flow skills", "automation in Flow": one capitalised everyday word is a product's feature, a team
    // or a heading; the lexicon knows the product ("Salesforce") and the word alone names nothing.
    if (!whole && /^[A-Z][a-z]+$/.test(phrase) && !isRareWord(phrase)) continue
    const label = phrase[0]!.toUpperCase() + phrase.slice(1)
    // A taxonomy's wording around the same skill ("Operation of mining excavator") reads worse than the ad's.
    if (whole) found.push(mentions[0]!.broad ? { ...whole, label } : whole)
    else found.push({ id: `phrase:${shown}`, label, category: /[A-Z]{2}/.test(phrase) ? 'tool' : 'domain' })
  }
  // "Knowledge of EU MDR and EU IVDR": an acronym read alone ("IVDR") and again inside a longer name the clause
  // writes is one requirement, named whole.
  const keys = found.map((skill) => ` ${toKey(skill.label)} `)
  const inLonger = (at: number) =>
    found[at]!.id.startsWith('phrase:') &&
    /^\p{Lu}[\p{Lu}\d&+-]+$/u.test(found[at]!.label) &&
    keys.some(
      (other, i) =>
        i !== at &&
        found[i]!.id.startsWith('phrase:') &&
        other.length > keys[at]!.length &&
        other.includes(keys[at]!),
    )
  return [...found.filter((_, at) => !inLonger(at)), ...licences.map((l) => l.skill)]
}
