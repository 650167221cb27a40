import { endsOnAbbreviation } from '../text/closing-stop.ts'
import { isCountry } from '../text/countries.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { wordRank } from '../text/everyday-words.ts'
import { latinHalf } from '../text/other-script.ts'
import { toKey } from '../text/to-key.ts'
import { stateNames } from '../text/us-states.ts'
import { isBoardCategory } from './board-category.ts'
import { findHeadingSection } from './classify-line.ts'
import { isDashSpecialty } from './dash-specialty.ts'
import {
  blockBody,
  cleanTitle,
  employerFirst,
  field,
  firstSentence,
  hiringCall,
  inTitleWords,
  invitesApplications,
  isTitleLine,
  isTradeName,
} from './find-job-title.ts'
import { findLabelled } from './find-labelled.ts'
import { formInUsualCase, formsBefore, legalForms, multiWordForms, onlyForms } from './legal-forms.ts'
import { nameFromDomain } from './name-from-domain.ts'
import { organisationHead, ownedPlace } from './organisation-head.ts'
import { occurrences, recurringName } from './recurring-name.ts'

const labels =
  'company|company name|employer|employer name|organization|organisation|organi[sz]ation name|hiring company|hiring organi[sz]ation|agency|agency name|institution|business name|posted by'
const labelName = new RegExp(`^(?:${labels})$`, 'i')
// A school board's "District:" field names the employing district ("Cold Spring Independent School District").
const schoolDistrict = /\b(?:District|ISD|USD|Schools)\b/
const academyTrust = /\b(?:Learning|Academy|Academies|Education|Educational|Schools?|Multi-Academy)\s+Trust$/
// "Cedar Hollow Unified School District serves 9,000 students" (Oregon numbers its districts: "School District
// 14"): a district that a sentence is about employs the
// staff of its schools, whose building ("Ridgeview Middle School") heads the ad.
const districtSubject =
  /(?:^|[.!?]\s+)((?:[A-Z][\w'.-]*\s+){1,5}(?:School District(?:\s+(?:No\.?\s*)?\d{1,4}[A-Z]?)?|Public Schools|ISD|USD))\s+(?:is|serves|has|prohibits|does|seeks|educates|employs|provides)\b/
// The last word of a unit inside an organisation, not of the organisation ("Biosecurity Operations Branch").
const unitLine =
  /\s(?:Operations|Directorate|Division|Department|Team|Unit|Office|Branch|Section|Program(?:me)?)$/
// Taleo's unit path ("Operations - Traincrew") names the unit first.
const divisionName = new RegExp(String.raw`${unitLine.source}|^\S+(?:\s\S+)?\s[-–>/]\s`)
const departmentLabel = /^\s*(?:department|dept\.?)\s*:\s*(.+)$/i
// A legal form after a comma belongs to the name ("Harlan & Sons Mechanical, Inc.", "Sato & Whitaker, LLP"), as one
// after a space does; a word after it ("Co-op", "AGs") is no form.
const legal = `(?:,?\\s+(?:${legalForms})\\.?(?![\\w-]))`
// Latin letters with accents and macrons are a name's letters too ("Maison Élodie Parfums", "Café Olé", "Kōwhai
// Health").
// The small words a name joins its words by ("Bank of Ireland", "Hart & Cole", "Department of the Interior", "Café
// de Altura", "Nearshore Pacifica S.A. de C.V.", "Huis van Dam") join capitalised words: "on behalf of Oriel
// Pharmaceuticals for a Validation Engineer" ends the name before "for".
// A word that starts a form of several words ("Sp. z o.o.") is left to the form, so the name is not cut at "Sp.";
// a form ends the name, so "Kettle Ridge Turf LLC. We treat lawns" stops before "We". A place in brackets before the
// form is the registered name's ("Ouse Bakeries (Selby) Ltd"). Czech, Slovak and Polish names write their later
// words in lower case ("Hanácké sladovny a.s.", "Zakłady mięsne Sp. z o.o."); such a name ends in its form.
const lowerCaseNamed = `[A-ZÀ-ÖĀ-Ž][\\wÀ-ÖØ-öø-ž'-]*(?:\\s+(?!(?:is|are|was|the|an?|and|of|in|on|at|to|for|with|by|from|our|your|their|client|company)\\s)[a-zà-öø-ž][\\wÀ-ÖØ-öø-ž'-]*){1,2}(?=${legal})${legal}`
// "Van Oorschot Koel- en Vrieslogistiek B.V.": a word's hyphen held over for the next joins through "en" or "und".
const name = `(${lowerCaseNamed}|[A-ZÀ-ÖĀ-Ž][\\wÀ-ÖØ-öø-ž&'.-]*(?:(?<!\\b(?:${onlyForms})\\.?)\\s+(?:(?!(?:${multiWordForms})\\.?(?![\\w-]))[A-ZÀ-ÖĀ-Ž][\\wÀ-ÖØ-öø-ž&'.-]*|(?:of(?:\\s+the)?|and|&|for|ve|de|del|da|do|dos|das|du|des|di|la|van|von|der|den|ten|ter)(?=\\s+[A-ZÀ-ÖĀ-Ž])|(?<=-\\s+)(?:en|und|og|och|et)(?=\\s+[A-ZÀ-ÖĀ-Ž]))){0,6}(?:\\s+\\([A-ZÀ-ÖĀ-Ž][\\wÀ-ÖØ-öø-ž&' .-]{1,30}\\)(?=${legal}))?${legal}?)`
// "Company overview", "Who we are", "About us": the block's first sentence starts with the company's name.
const aboutHeading =
  /^(?:about (?:us|our company|the (?:company|firm|organi[sz]ation|employer))|who we are|company (?:overview|description|profile)|employer description|overview|our company)\s*:?$/i
const aboutName = new RegExp(`^[Aa]bout\\s+${name}\\s*:?\\s*$`)
const aboutNoName =
  /^(?:Us|You|Me|(?:The|This|Our|Your)\s+(?:Role|Team|Job|Position|Opportunity|Company|Department|Program|Work|Client))$/i
// A board's line under the title: "Fairhaven Capital Partners · New York, NY (On-site) · 1 week ago · 200 applicants".
const postingMeta = /\b(?:ago|applicants?|reposted|on-?site|remote|hybrid|full[- ]time|part[- ]time)\b/i
const introduces = new RegExp(
  `^(?:[Ww]e(?:'re| are)\\s+)?${name}(?:,|\\.(?:\\s|$)|\\s+(?:is|are|was|has|have|makes?|builds?|helps?|delivers?|runs?|develops?|engineers?|designs?|hosts?|moves?|cares?|serves?|provides?|operates?)\\b)`,
)
// "Come work with us! Cedar Grove Veterinary Hospital is looking for …": it may open a later sentence.
// An about-us paragraph may open on its age ("Since 1987, Hale Mechanical has built …", "For 25 years Hale
// Mechanical has …") and on what the company does ("Brightfold Freight moves …", "has kept Tulsa riding").
const opens = new RegExp(
  `^(?:(?:Since|For|Founded in|In)\\s+(?:over\\s+|more than\\s+)?\\d+(?:\\s+years)?,?\\s+)?${name}(?:\\s+(?:is|are|has|have|was)\\s+(?:an?|the|one|served|been|built|provided|kept|grown|made|run|brought|helped|[a-z]+ed)\\b|\\s+(?:makes|builds|moves|serves|runs|helps|designs|operates|provides|delivers|keeps|brings|grows|repairs|installs|ships|places|offers|sells|supplies|trains|connects|supports|employs|owns|manages|specializes)\\s+[a-z0-9]|'s\\s+[a-z])`,
)
// The ad's first words may be its name doing whatever it does ("Straits Orient Airways flies from Singapore to …"):
// any verb of the present then, but only in the ad's first sentence.
const opensAd = new RegExp(
  `^${name}\\s+(?!is\\b|has\\b|was\\b)[a-z]{2,}s\\s+(?:from|to|in|across|more|over|around|[a-z]+s\\b|\\d)`,
)
const blockOpens = new RegExp(`^${name}\\s+(?!is\\b|has\\b|was\\b)[a-z]{3,}s\\s+[a-z]`)
// "Bayview Dental Group, a family practice with six offices, is looking for …": a description between commas.
// "As our client base grows, Karoo Pivot Irrigation (Pty) Ltd is looking for …": after an opening clause too.
// "Hoang Long Hospitality Co., Ltd. (Hoang Long Riverside Hotel) is recruiting": its property in brackets.
// "Our coffee export company Café Sierra S.A.S. in Santa Marta is looking for …": after the kind of business it is
// ("… from Split" too).
const hiring = new RegExp(
  `(?:^|[.!?]\\s+|,\\s+|\\s[-—–]\\s+|\\b[Oo]ur\\s+(?:[a-z-]+\\s+){0,3}(?:company|firm|business|group|hotel|restaurant|clinic|practice|agency|studio|shop|store|farm|factory|school)\\s+)${name}(?:,\\s+(?:an?|the|one of|[a-z]+(?:\\s+of)?)\\s(?:[^,.;]|\\.(?=\\S)){1,150},|\\s+\\([^)]{1,80}\\))?(?:\\s+(?:in|from)\\s+[A-Z][a-z]+(?:\\s(?:[A-Z][a-z]+|\\d{1,2}))?)?\\s+(?:(?:is|are)\\s+(?:(?:now|currently|urgently|also)\\s+)?(?:hiring|seeking|looking|recruiting|growing|searching|adding|(?:taking|accepting) applications)|seeks|wants|needs|invites applications|has (?:an? )?(?:immediate )?(?:openings?|vacanc(?:y|ies)))\\b`,
)
// "Ironwood Staffing is a regional staffing and recruiting firm", "Keller Search Partners is a retained search firm".
const agency = new RegExp(
  `^${name}\\s+(?:is|are)\\s+(?:an?|the)\\s+(?:[\\w-]+\\s+){0,6}?(?:staffing|recruiting|recruitment|search|placement|employment)\\s+(?:firm|agency|company|partner|group|services)\\b`,
)
// "for our client, Morrow Vale Foods, a snack maker", "Client: Morrow Vale Foods", a manning agency's "For our
// principal: Nordhavn Shipmanagement AS", "recruiting on behalf of
// Graystone Mills", "partnering with Halberd Industries to hire": an agency's ad that names its client hires for
// the client.
const clients = [
  // "our reputed client Al-Rimal Heavy Equipment Co.", "a leading client, Acme Ltd", "our long-standing client X".
  new RegExp(
    `\\b(?:[Oo]ur|[Mm]y|[Tt]he|[Aa]|one of (?:my|our))\\s+(?:(?:reputed|valued|esteemed|prestigious|leading|major|established|international|local|new|[a-z]+-[a-z]+)\\s+){0,2}(?:client|principal)s?[,:]?\\s+${name}`,
  ),
  new RegExp(`^[Cc]lient(?: name)?\\s*:\\s*${name}`),
  // Staff who "work on behalf of HM Fire Inspector" serve someone; an agency recruits on a client's behalf.
  new RegExp(
    `(?<!\\b(?:work|works|working|act|acts|acting)\\s+)\\bon behalf of\\s+(?:our client,?\\s+)?${name}`,
  ),
  new RegExp(`\\b[Pp]artner(?:ing|ed)? with\\s+${name}\\s+to\\s+(?:hire|find|fill|recruit)\\b`),
  // "… are delighted to be partnering with Ravensworth Quarries Ltd, an aggregates producer, in the appointment of
  // a Quarry Manager": a name with its legal form needs no verb after it.
  new RegExp(`\\b[Pp]artner(?:ing|ed)? with\\s+(${name.slice(1, -1)}${legal})(?=[,\\s])`),
  new RegExp(`\\b(?:is|are) (?:hiring|recruiting) for\\s+(?:our client,?\\s+)?${name}`),
]
const opensOnName = new RegExp(`^${name}`)
// "We are hiring for Clinical SAS Programmer II for our Biometrics unit": what one hires for may be the job.
const hiresForJob = (line: string, company: string) =>
  new RegExp(`\\bfor\\s+${escapeRegExp(company)}`).test(line) && isTitleLine(cleanTitle(company))
// "KQRS 98.1, a Tidewell Media station", "WKRL 88.9, a service of Lakeview Media", "independently owned and
// operated by Kessel Home Services LLC": the station, service or franchise fronts the ad; the owner named after it
// employs. A person may own the business ("owned and operated by Dana Reyes"): after "owned by" only a company's
// name employs. A division or subsidiary ("Carrow Surfacing, a division of Dunmore Aggregates Ltd") is a business
// of its own that hires under its name, so its parent is not read here.
const owners: [RegExp, boolean][] = [
  [
    new RegExp(`(?:^|[.!?]\\s+)${name},\\s+(?:(?:a|an|the)\\s+)?(?:division|subsidiary|part|member) of\\s`),
    true,
  ],
  [new RegExp(`\\ban?\\s+${name}\\s+station\\b`), true],
  [new RegExp(`\\b(?:a|the)\\s+(?:station|service|unit|property) of\\s+${name}`), true],
  [new RegExp(`\\b(?:owned|operated|managed)(?: and (?:operated|managed))? by\\s+${name}`), false],
  // "PF Tri-State Holdings, LLC, an independent Peakform Fitness franchisee, is an equal opportunity employer".
  [new RegExp(`${name},\\s+(?:an?|the)\\s+(?:independent\\s+)?(?:[\\w&'’-]+\\s+){0,3}franchisee\\b`), false],
]
const joining = new RegExp(`\\b[Jj]oin\\s+${name}\\s+(?:as|in|on|and)\\b`)
const careersPage = new RegExp(
  `^${name}(?:\\s+[|–—-]\\s+(?:Careers|Jobs|Vacancies|Current Vacancies)|\\s+[Cc]areers)$`,
)
const describedFirm = new RegExp(
  `(?:^|[.!?]\\s+)${name}(?:\\s+(?:dba|DBA|t\\/a|trading as)\\s+[^.]{1,60}?)?\\s+(?:is|are|was|has)\\s`,
)
// A form no other word shares: "Waggle & Co is a salon" may be a brand's name.
const endsInOwnForm = new RegExp(`(?:,?\\s+(?:${multiWordForms}|${onlyForms})\\.?)$`)
// "Scale Artigiane Brianza S.r.l. – Via Milano 55, Seregno – P.IVA 05512340968": the address may come first.
const registered = new RegExp(
  `^${name}\\s*[•·|,–—-]\\s*(?:[^•·|]{0,80}?(?:[•·|]|\\s[-–—]\\s)\\s*){0,2}(?:CNPJ|ABN|ACN|CIN|NIF|NIPC|VAT|KvK|RUC|RUT|RFC|NIT|CUIT|GSTIN|UEN|TIN|KRS|IČO|ICO|P\\.\\s?IVA|CVR|SIRE[NT]|UID|OIB|REGON|NIP|CUI|Company (?:No|Number|Reg)|Reg(?:istration)?\\.? No)\\b`,
)
// Reed's and Totaljobs' line under the title: "Posted 4 June by Hollins & Reed Ltd", "Posted today by Acme".
// "Posted by Hollowmere Pictures · 2 days ago": the board's note after a dot is none of the name.
const postedBy = new RegExp(`^(?:[Rr]e)?[Pp]osted\\b[^.]{0,30}?\\bby\\s+${name}\\s*(?:[·•|]\\s.*)?$`)
// A classified's "CHIMNEY SWEEP wanted by Dunne & Sons Chimney Services, established …".
const wantedBy = new RegExp(`\\b(?:wanted|required|needed)\\s+by\\s+${name}`)
// "Careers at Cornerstone Community Credit Union", "Why join Acme?", "Life at Acme": a careers page's headings.
const careersAt = new RegExp(
  `^(?:(?:[Cc]areers|[Jj]obs|[Jj]ob openings|[Ww]ork|[Ww]orking|[Ll]ife)\\s+(?:at|with)|[Ww]hy(?:\\s+(?:join|work at|work for))?)\\s+${name}\\s*[?:]?\\s*$`,
)
// "Welcome to Greenleaf Landscaping! We have served Dayton …", "Thank you for your interest in Acme Tile.".
const welcome = new RegExp(`^(?:[Ww]elcome to|[Tt]hank you for your interest in)\\s+${name}(?=[!.,]|\\s*$)`)
// "Harbor & Main Bistro" alone over the ad's first sentence: a name line where a logo stands. A slogan may stand
// there too ("Build Your Future"), so the name must say it is a business ("Kestrel Dental Arts") or come again in
// the ad.
const business =
  /\b(?:Bistro|Bakery|Grill|Tavern|Kitchen|Salon|Spa|Dental|Dentistry|Pharmacy|Apartments|Landscaping|Roofing|Plumbing|Electric|Construction|Motors|Farms?|Market|Supply|Logistics|Services|Solutions|Systems|Vet|Veterinary|Realty|Insurance|Library|Museum|Theat(?:er|re)|Credit Union)\b/
// "Our team at Juniper Table cooks …", "Here at Acme we …": whoever works at the name.
const teamAt = new RegExp(
  `\\b(?:[Tt]eam|[Hh]ere|[Ee]veryone|[Pp]eople|[Ss]taff|[Cc]rew|[Ff]amily|[Ee]mployees)\\s+at\\s+${name}`,
)
const atCompany = new RegExp(`\\b(?:[Aa]t|[Jj]oin)\\s+${name}(?=[,.!]|\\s+(?:is|are|we|you|in|,))`)
// Mid-prose: "You will join Juniper Table's kitchen team", "Build a career with Juniper Table", "our restaurant,
// Juniper Table, opened in 2015".
const midProse = [
  new RegExp(`\\b(?:[Aa]t|[Jj]oin(?:ing)?|part of)\\s+${name}'s\\s+[a-z]`),
  new RegExp(
    `\\b(?:career|work|working|job|employment|future)\\s+(?:with|for)\\s+${name}(?=[,.!]|\\s+(?:and|is|are|where|in|,))`,
  ),
  new RegExp(`\\b[Oo]ur\\s+(?:[a-z]+\\s+){0,2}[a-z]+,\\s+${name},`),
]
// "Acme Corp is an equal opportunity employer" (a line's or a later sentence's), "— The Acme Team", "© 2026 Acme Inc.": closing lines name it.
const closing = [
  new RegExp(
    `(?:^|[.!?]\\s+)${name},?\\s+(?:(?:is|are)\\s+(?:an?\\s+)?(?:[Pp]roud\\s+)?(?:[Ee]qual[- ](?:[Oo]pportunity|[Ee]mployment)|EOE|EEO|[Aa]ffirmative)|(?:provides|offers|is committed to|are committed to)\\s+equal|(?:prohibits|does not)\\s+discriminat)`,
  ),
  new RegExp(
    `^(?:[-–—]+\\s*)?(?:[Tt]he\\s+)?${name}\\s+(?:[Tt]eam|[Rr]ecruiting [Tt]eam|[Tt]alent [Tt]eam|[Hh]iring [Tt]eam|[Ff]amily)\\.?$`,
  ),
  new RegExp(`^(?:©|\\(c\\)|[Cc]opyright)\\s*(?:\\d{4}\\s+)?${name}`),
]
const signerWithLetters =
  /^(?:Dr\.?\s+)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}(?:,\s*\p{Lu}[\p{Lu}\p{Ll}.]{1,5})+$/u
// careers@brightline-electric.com, jobs.acme.io, crew@aigaiolines.gr: the domain confirms a name the posting
// writes out.
const domain =
  /\b(?:[\w.+-]+@|https?:\/\/|www\.|careers\.|jobs\.)([a-z0-9-]+)\.(?:com|org|net|io|co|edu|gov|[a-z]{2})\b/i
const properNames = new RegExp(name, 'g')
// A line that is only a name: "Lakeside Family Dentistry", "Sato & Whitaker, LLP".
const properLine = new RegExp(`^${name}$`)
const street =
  /\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Z0-9][\w.'-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Drive|Dr|Boulevard|Blvd|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Circle|Pike|Trail|Square)\b\.?/
// Most of the world writes the number after the street and a postcode after it: "Odos Marinou 12, 185 35 Piraeus",
// "Hauptstraße 12, 80331 München".
const addressLine = new RegExp(
  `^${street.source}|^\\p{Lu}[\\p{L}.'’ -]{2,40}\\s\\d{1,4}[a-z]?,\\s+(?:[A-Z]{1,2}-?)?\\d{3,5}(?:\\s\\d{2})?\\s+\\p{Lu}`,
  'u',
)
const workPlace = /^\s*(?:(?:work |job )?location|site|address|work address|based at)\s*:/i
const addressed = new RegExp(`${name}\\s*(?:,|\\||·|–|—)\\s*${street.source}`)
// "The Hospital invites applications", "The Company reserves the right …": a kind of organisation after "The" points
// back to the employer the ad names elsewhere.
const notCompany =
  /^The(?:\s(?:[Rr]ole|[Tt]eam|[Cc]ompany|[Pp]osition|[Jj]ob|[Hh]ospital|[Uu]niversity|[Cc]ollege|[Ss]chool|[Cc]ouncil|[Tt]rust|[Ff]irm|[Pp]ractice|[Cc]linic|[Oo]rganisation|[Oo]rganization|[Aa]gency|[Ee]mployer|[Cc]lient|[Bb]usiness|[Hh]otel|[Rr]estaurant|[Ss]tore|[Ll]ibrary|[Cc]entre|[Cc]enter|[Dd]epartment|[Mm]inistry|[Bb]oard|[Bb]ank|[Gg]roup))?$|^(About|This|Our|We|You|They|It|Candidates|Applicants|Join|Us|Based|Located|Headquartered|Remote|Hybrid|On-?site|Full|Part|Permanent|Temporary|Contract|Position|Location|Department(?!\s+(?:of|for)\s)|Type|Salary|Pay|Night|Day|Mobile|Who|What|Overview|Summary|Description|Details|Responsibilities|Requirements|Qualifications|Date|Posted|Apply|Req|Requisition|Job ID|Job|Jobs|Careers?|Vacancy|Vacancies|Openings|Hiring|Recruitment|Recruiting|Now|Urgent|Immediate|Situations Vacant|Help Wanted|Start(?:ing)?\s+(?:This|Next|Now|Today|Tomorrow|Immediately|ASAP|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday))\b|^(?:Company|Employer|Council|Nights|Days|Evenings|Weekends|Overnights?|PRN|Per Diem|Rotating|Direct (?:Hire|Employer)|Temp[- ]to[- ]Hire|Contract[- ]to[- ]Hire)$/
// A team or department named where a board puts the employer ("Operations · Dayton, OH", "R&D", "Bereavement
// Services"), a hospital's clinical department among them ("Radiation Oncology", "Pediatric Cardiology",
// "Emergency Medicine" in Taleo's "Organization:" field), and a body that governs or appoints for the employer ("The
// Board of Management is seeking …", "the Search Committee").
const teamName =
  /^(?:The\s+)?(?:Board of (?:Management|Directors|Trustees|Governors)|Governing Body|(?:Search|Hiring|Selection|Appointments?|Recruitment|Nominating) (?:Committee|Panel))$|^(?:(?:Group|Global|Regional|Central|Corporate|Head Office)\s+)?(?:Operations|Engineering|Marketing|Sales|Finance|Accounting|Product|Design|Legal|Support|Customer (?:Success|Support|Service)|Human Resources|HR|People|IT|Technology|Research|Data|Security|Facilities|Nursing|Administration|Logistics|Manufacturing|Maintenance|Retail|Corporate|Clinical|Quality(?: Control| Assurance)?|R&D|Research (?:&|and) Development|(?:Corporate|Shared|Business|Support|Student|Bereavement|Environmental|Community|Legal|Financial|Technical|Facilities|Property|Estates?|IT|Digital|Information|Customer|Clinical|Housing|Children's|Adult|Social|Health) Services)$|^(?:(?:Radiation|Medical|Surgical|Pediatric|Paediatric|Interventional|Diagnostic|Neonatal|Cardiac|Vascular)\s)?(?:Oncology|Cardiology|Radiology|Neurology|Nephrology|Urology|Pediatrics|Paediatrics|Obstetrics|Gynecology|Orthopedics|Orthopaedics|Surgery|Anesthesiology|Anaesthesia|Pathology|Pharmacy|Dermatology|Psychiatry|Rehabilitation|Critical Care|Intensive Care|Emergency Medicine|Internal Medicine|Family Medicine|Imaging Services|Laboratory Services)$/
// Words joined by exactly one space: "(?:[a-z]+\s?)+" splits a long first sentence so many ways it never ends.
const placeOrMode =
  /^[A-Z][a-z]+(?:\s[A-Z][a-z]+)*,\s*[A-Z]{2}\b|^(?:remote|hybrid|on-?site|full[- ]time|part[- ]time|live-?(?:in|out)|fly-?in|fifo|rotational)\b/i
// A town with its district or postcode, as boards outside the US print the place of work: "Wellington CBD",
// "Leeds City Centre", "Bristol BS1", "Manchester M1 4AB", "Parramatta NSW 2150", "Mackay QLD" (four digits alone
// may be a name's year; "SA" alone may be a company's legal form).
const townDistrict =
  /^[A-Z][a-z]+(?:\s[A-Z][a-z]+)*\s(?:CBD|City Centre|Town Centre|[A-Z]{1,2}\d[A-Z\d]?(?:\s\d[A-Z]{2})?|(?:NSW|VIC|QLD|WA|TAS|ACT|NT)(?:\s\d{4})?|SA\s\d{4})$/
// "Mississauga, Ontario, Canada", "Singapore, Singapore": a place ends in its country; a line of parts ("Rodopi
// Telecom EAD · Plovdiv, Bulgaria") only ends in one.
const inCountry = (text: string) =>
  /,\s/.test(text) && !/\s[-–—|·]\s/.test(text) && isCountry(text.split(/,\s*/).at(-1)!)
const isPlace = (text: string) => placeOrMode.test(text) || townDistrict.test(text) || inCountry(text)

const jurisdiction =
  /^(?:(?:City|County|Town|Village|State|Commonwealth|Borough|Township|Parish|Shire|Municipality|District|Region|Province)\s+of\s+[A-Z]|.+\s(?:County|Parish|Council|School District(?:\s+(?:No\.?\s*)?\d{1,4}[A-Z]?)?|(?:Public|County|City|Area|Community|Unified) Schools|ISD|USD)$)/
const stateAfter = new RegExp(`,\\s*(?:[A-Z]{2}|${stateNames})$`)
// "The City of Riverbend is an Equal Opportunity Employer": the article is the sentence's, not the name's.
const government =
  /^The\s+(?=(?:City|County|Town|Village|State|Commonwealth|Borough|Township|Government|Republic|Kingdom|Municipality|Province|Shire)\s+of\b)/
const smallWords = new Set(['of', 'and', 'for', 'the', 'at', 'in', 'on'])
// "CITY OF RIVERBEND" as the posting prints it → "City of Riverbend"; short words ("LLC", "USA") and the legal
// forms written in capitals ("SAVANA AROMES SARL") stay capitals.
const capitalForm = /^(?:SARL|PLLC|EIRL|SAOG|SAOC|FZCO)$/
const unshout = (text: string) =>
  /\p{Ll}/u.test(text) || !/\s/.test(text)
    ? text
    : formInUsualCase(
        text.replace(/\p{Lu}+/gu, (word, at: number) =>
          (word.length <= 3 && !smallWords.has(word.toLowerCase())) || capitalForm.test(word)
            ? word
            : at > 0 && smallWords.has(word.toLowerCase())
              ? word.toLowerCase()
              : word[0] + word.slice(1).toLowerCase(),
        ),
      )
const bracketNote = new RegExp(
  String.raw`\s*(?:\((?!(?:Pty|Pvt\.?|Private|c)\))[^)]*\)(?!${legal})|\[.*?\])\s*`,
  'g',
)
const clean = (text: string) => {
  // A note in brackets is none of the name, but South Africa's "(Pty) Ltd" and Pakistan's "(Pvt.) Ltd." are its
  // legal form, and a place right before the form is its registered name's ("Ouse Bakeries (Selby) Ltd").
  // "哈尔滨冰城冰艺有限公司 Harbin Bingcheng Ice Art Co., Ltd.": the name again in another script is none of it.
  const name = unshout(latinHalf(text.replace(bracketNote, ' ')).trim()).replace(government, '')
  // "Fernhill & Co.", "Acme Inc.": the period is part of the name.
  return endsOnAbbreviation(name) ? name : name.replace(/[!:.,]+$/, '').trim()
}
// A name in the place of a company's that is none of the words a posting puts there instead.
// "BUILD SOMETHING THAT LASTS", "Grow With Us": a slogan's words for the reader and its verbs are no name's.
const slogan = /\b(?:That|Your|You|Our|We|Us|Is|Are|Will|Lasts?)\b/
// "R-01234", "JR 10432": a requisition's code names no one.
const code = /^[A-Z]{0,3}[-#]?\s?\d[\d\s-]*$/
// The applicant-tracking system's own name in the page's footer ("© 2026 Workday, Inc.", "Powered by Greenhouse").
const atsVendor =
  /^(?:Workday|Greenhouse(?: Software)?|Lever|iCIMS|Oracle|Taleo|SmartRecruiters|Personio|Teamtailor|BambooHR|Workable|JazzHR|Recruitee|SAP|SuccessFactors|Ashby|Jobvite|ADP|UKG|Paylocity|Pinpoint|Comeet)(?:,?\s+(?:Inc|GmbH|AB|Ltd|SE|Corporation|Software|HQ)\.?)?$/
// "JOB GROUP 'H'", "Grade 7", "Band 6": a pay grade a bulletin hangs on the title ("Scale Artigiane Brianza S.r.l."
// is a name).
const payGrade =
  /^(?:job\s+group|pay\s+grade|grade|band|salary\s+(?:grade|scale)|scale)\s*[:-]?\s*['‘’"“”]?(?:[A-Z]{1,2}\d*|\d[\w/.-]*|[IVX]+)?['‘’"“”]?$/i
const named = (company: string | undefined): company is string =>
  !!company &&
  !code.test(company) &&
  !payGrade.test(company) &&
  !atsVendor.test(company) &&
  !jobsSite.test(company) &&
  !notCompany.test(company) &&
  !teamName.test(company) &&
  !isPlace(company) &&
  !slogan.test(company)
// "Tri-County Farmers Co-op": a word for a kind of organisation ends a name, not a job ("Co-op" is a student's).
const organisation = /\b(?:Co-op|Cooperative|Company|Inc\.?|LLC|LLP|PLLC|Ltd\.?|Corp\.?)$/
// A name that ends in a job's word is still a name when other words of it are no title's ("Hollis Varga
// Engineers"); "Senior Engineer" is a title.
const ok = (company: string | undefined): company is string =>
  named(company) && (!isTitleLine(company) || organisation.test(company) || !inTitleWords(company))

const endsInLegalForm = new RegExp(`${legal}$`)
const unitOf = /^(?:The\s+)?(?:Office|Division|Faculty|School) of\s/
// A federal agency's own word: "Bureau of Land Management", "National Park Service", "Indian Health Service".
const agencyWord =
  /\b(?:Service|Administration|Agency|Bureau|Commission|Authority|Survey|Corps|Command|Institutes?|Protection|Management)\b/
// "Tasmanian Government Jobs", "NHS Jobs": a jobs site's own name employs no one.
const jobsSite = /\s(?:Jobs|Vacancies)$/
const institutionName =
  /^(?:University|College|Institute|School|Academy) of\s|\s(?:University|College|Institute|Polytechnic)$/

/**
 * The company's name in full where the posting writes it so: "About Terrane" / "Terrane Environmental
 * Consultants, Inc. is …", "Meadowlark Foods Inc. makes …". Only a fuller name that ends in a legal form is the
 * same company's; "Acme Health" after "Acme" may be a customer or a brand.
 */
function inFull(company: string, lines: string[]): string {
  if (!company) return company
  // "Jobs at Wexmoor" under the header line "University of Wexmoor", "About De Linde" under "Kaasmakerij De
  // Linde B.V.": the name's own line at the top names it in full.
  const escaped = escapeRegExp(company)
  const endsOrOpens = new RegExp(String.raw`(?:^|\s)${escaped}$|^${escaped}\s`)
  const within = new RegExp(String.raw`(?:^|\s)${escapeRegExp(company.replace(endsInLegalForm, ''))}(?:\s|$)`)
  const nameLine = lines
    .slice(0, 5)
    .map(clean)
    .find(
      (line) =>
        line !== company &&
        properLine.test(line) &&
        ok(line) &&
        ((institutionName.test(line) && endsOrOpens.test(line)) ||
          (endsInLegalForm.test(line) && within.test(line.replace(endsInLegalForm, '')))),
    )
  if (nameLine) return nameLine
  if (endsInLegalForm.test(company)) return company
  // "Tallinna Muusikateater" in the header and "SA Tallinna Muusikateater (registrikood …)" in the text: a form
  // printed before the name is the registered name's.
  const formFirst = new RegExp(String.raw`(?:^|\s)((?:${formsBefore})\s+${escaped})(?![\p{L}\d])`, 'u')
  const withForm = lines.map((line) => formFirst.exec(line)?.[1]).find(Boolean)
  if (withForm) return withForm
  // "VšĮ Nemuno kolegija" on the top line and again in a sentence: a language that writes a name's later words in
  // lower case. Only words English does not use, so "Acme hiring now" stays "Acme".
  const lowerTail = new RegExp(String.raw`^${escaped}((?:\s+\p{Ll}[\p{L}-]{3,}){1,2})$`, 'u')
  const text = lines.join('\n')
  const whole = lines
    .slice(0, 5)
    .map(clean)
    .find((line) => {
      const tail = lowerTail.exec(line)?.[1]
      return (
        tail
          ?.trim()
          .split(/\s+/)
          .every((word) => wordRank(word) === Infinity) && occurrences(text, line) > 1
      )
    })
  if (whole) return whole
  // "RHARI invites applications" after "Rift Highlands Agricultural Research Institute (RHARI) is …": the name the
  // ad spells its initials out for.
  if (/^[A-Z]{2,8}$/.test(company)) {
    const spelled = new RegExp(`${name}\\s+\\(${company}\\)`)
    const full = lines.map((line) => spelled.exec(line)?.[1]).find((found) => found && ok(found))
    if (full) return clean(full)
  }
  // "Bohnenwerk Kaffeerösterei GmbH": a name's words in any Latin letters, joined by its language's small words
  // ("Hospital Santa Brígida del Bajío, S.A. de C.V."). "Brookfield Mutual Insurance Company" ends in the word a legal
  // form spells out.
  const fuller = new RegExp(
    `(?<![\\p{L}\\d_&'-])(${escaped}(?:\\s+(?:(?:de|del|da|do|di|du|la|of|the|and|&|von|van|der)\\s+)?\\p{Lu}[\\p{L}\\d_&'-]*){0,4}(?:${legal}|(?<=\\s(?:Company|Corporation))))`,
    'u',
  )
  for (const line of lines) {
    const match = fuller.exec(line)?.[1]
    if (match) return clean(match)
  }
  return company
}

/**
 * The hiring company: a "Company:" label, an "About X" heading or the first sentence of an about-us block,
 * "X is hiring", "Join X as", a header line "Title – X" or "X – Title", a name line above or below the
 * title, or "at X"; a name read from a shape is checked against the name the ad repeats (`preferRecurring`).
 */
export function findCompany(lines: string[], title = ''): string {
  const company = findStatedCompany(lines) || preferRecurring(findCompanyName(lines, title), lines, title)
  const employer = runBy(outsideUnit(withoutBranch(company, lines), lines), lines)
  return inItsOwnCase(
    legalEntity(asPrinted(inFull(tradingName(employer, lines), lines), lines), lines),
    lines,
  )
}

// "Sunrise English Center - Đà Nẵng" posting as a page, then "Sunrise English Center is expanding": a name with its
// branch after a dash, where the ad also writes the name alone, is that name.
const branch = /^(.+?)\s[-–—]\s\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}$/u
function withoutBranch(company: string, lines: string[]): string {
  const name = branch.exec(company)?.[1]
  if (!name) return company
  const alone = new RegExp(`(?:^|[^\\p{L}])${escapeRegExp(name)}(?!\\s[-–—]\\s|\\p{L})`, 'u')
  return lines.some((line) => !line.includes(company) && alone.test(line)) ? name : company
}

// "Marsa Crown Hospitality L.L.C. is an equal opportunity employer" under the brand "Marsa Crown Creekside Dubai",
// "Lumière Skin Studio Sdn. Bhd. (201901000000) | Lot 12 …" under "Lumière Skin Studio PJ", "© 2026 Lotus Bay
// Entertainment (Macau), S.A.": a name with its legal form that opens a line or a sentence and starts with the
// brand's first two words (or its only one) is the legal entity that employs. A name written for a trading name
// ("X Ltd t/a Y", "X LLC dba Y") leaves Y, the name the ad is written for.
const openingLegalName = new RegExp(
  `(?:^(?:(?:©|\\(c\\)|[Cc]opyright)\\s*(?:\\d{4}\\s+)?)?|[.!?]\\s+)(${name.slice(1, -1)}${legal})(?!\\s*(?:dba|DBA|d\\/b\\/a|t\\/a|trading as)\\b)`,
  'g',
)
const brandWords = (company: string) =>
  company
    .replace(/^The\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .join(' ')
function legalEntity(company: string, lines: string[]): string {
  if (!company || endsInLegalForm.test(company)) return company
  const brand = brandWords(company)
  const opens = new RegExp(`^(?:The\\s+)?${escapeRegExp(brand)}\\s`)
  for (const line of lines)
    for (const match of line.matchAll(openingLegalName)) {
      const entity = clean(match[1]!)
      // "Waggle & Co is a salon" under "Waggle & Co Pet Grooming": a shorter name is the brand's own.
      if (opens.test(entity) && !company.startsWith(entity) && ok(entity)) return entity
    }
  return company
}

// A hospital or a school is where the job is; the trust, health board or school district the header prints over it
// employs its staff ("Royal Shrewsbury Hospital" under "Wrekin Valley Hospitals NHS Foundation Trust").
const building = /\s(?:Hospital|Infirmary|(?:High|Middle|Elementary|Primary|Secondary) School)$/
const runningBody =
  /\s(?:NHS (?:Foundation )?Trust|Health Board|(?:Local )?Health (?:Network|Service|Authority|District)|Department of (?:Health|Education)|School District|(?:Unified|Public|County|City) Schools?|ISD|USD)$/
function runBy(company: string, lines: string[]): string {
  if (!building.test(company)) return company
  const body = lines
    .slice(0, 8)
    .map((line) => clean(line).replace(stateAfter, ''))
    .find((line) => runningBody.test(line) && properLine.test(line) && ok(line))
  return body ?? company
}

/**
 * "Pell & Co Holdings LLC dba The Bean Room", "Mallee Pty Ltd t/a Redgum Saddlery", "Redgum Saddlery is the
 * trading name of Mallee Pty Ltd": the business hires under its trading name.
 */
function tradingName(company: string, lines: string[]): string {
  if (!company) return company
  const escaped = escapeRegExp(company)
  const tradesAs = new RegExp(String.raw`${escaped}\s+(?:t\/a|T\/A|trading as|dba|DBA|d\/b\/a)\s+${name}`)
  const nameOf = new RegExp(String.raw`${name}\s+is\s+the\s+trading\s+name\s+of\s+${escaped}`)
  for (const line of lines) {
    // The name's words may run on past its sentence's stop ("… dba The Bean Room. We …").
    const trading = (tradesAs.exec(line)?.[1] ?? nameOf.exec(line)?.[1])?.split(/(?<=\p{Ll})\.\s/u)[0]
    if (ok(trading)) return clean(trading)
  }
  return company
}

/** "ŠTAMPARIJA DUNAV d.o.o." on a letterhead and "Štamparija Dunav d.o.o." in the text: the name as written. */
function inItsOwnCase(company: string, lines: string[]): string {
  if (!/\p{Lu}{2,}\s+\p{Lu}{2,}/u.test(company)) return company
  const written = new RegExp(escapeRegExp(company), 'iu')
  for (const line of lines) {
    const match = written.exec(line)?.[0]
    if (match && match !== company && /\p{Ll}{2}/u.test(match.replace(/\s\S+$/, ''))) return match
  }
  return company
}

/**
 * "The Department of Intercollegiate Athletics seeks …" under a university's "Department: Intercollegiate
 * Athletics" field: the department the field names is a unit of the institution the ad names, which employs; so
 * is "The Department of Public Health" under a county's own line ("MARROW CREEK COUNTY").
 */
function outsideUnit(company: string, lines: string[]): string {
  const unit = /^(?:The\s+)?(?:Department|Dept\.?) of\s+(.+)$/.exec(company)?.[1]
  const field = lines.map((line) => departmentLabel.exec(line)?.[1]?.trim()).find(Boolean)
  if (!unit || !field || toKey(unit) !== toKey(field)) return company
  const institution = lines
    .flatMap((line) => [...line.matchAll(properNames)].map((match) => clean(match[1]!)))
    .find((found) => institutionName.test(found) && ok(found))
  const government = () =>
    lines
      .slice(0, 5)
      .map(clean)
      .find((line) => jurisdiction.test(line) && properLine.test(line))
  return institution ?? government() ?? company
}

/**
 * The shape readers know many ways an ad names its employer, but not all; an ad that names its employer does so
 * more than once. When they find nothing, or a name the ad says only once while another name recurs with an
 * organisation's marks, the recurring name is the employer.
 */
function preferRecurring(found: string, lines: string[], title: string): string {
  const text = lines.join('\n')
  // "Gate Pa, Tauranga" on a board's card, then "our eight-bed home in Gate Pa": a name printed before its town and
  // written where the work is is a place.
  const place =
    lines.some((line) => line.startsWith(`${found}, `)) &&
    new RegExp(`\\bin ${escapeRegExp(found)}\\b`).test(text)
  const company = place ? '' : found
  // A short form counts as the name again: "Northwind Traders · Seattle" then "Northwind ships …".
  const shortForm = company.replace(/^The\s+/, '').split(/\s+/)[0] ?? ''
  if (company && occurrences(text, company) + occurrences(text.replaceAll(company, ''), shortForm) > 1)
    return company
  // Words, not stems: "Redgum Saddlery" holds no "Saddler".
  const titleWords = title.toLowerCase()
  const holds = (outer: string, inner: string) => ` ${outer} `.includes(` ${inner} `)
  // "Job Function : Hospitality & Leisure" and the board's filing line of the same words: a field's value other than
  // the employer's recurs as the ad's category, not as its name.
  const fieldValue = (name: string) =>
    lines.some((line) => {
      const value = /^([\w /&-]{2,30}?)\s*:\s*(.+?)\s*$/.exec(line)
      return value?.[2] === name && !value[1]!.split('/').some((part) => labelName.test(part.trim()))
    })
  const recurring = recurringName(lines, (name) => {
    const words = name.toLowerCase()
    return (
      !ok(name) ||
      (!!titleWords && (holds(words, titleWords) || holds(titleWords, words))) ||
      fieldValue(name)
    )
  })
  // Against a name the shape readers found, the recurring one must also say it is an organisation's.
  if (!recurring || (company && !recurring.organisation)) return company
  return company && (company.includes(recurring.name) || recurring.name.includes(company))
    ? company
    : recurring.name
}

/**
 * "The Delmar County Court seeks …" under a name line "Delmar County Court": the sentence's article is not the
 * name's when the posting prints the name on a line of its own without it, or writes the article in lower case.
 */
function asPrinted(company: string, lines: string[]): string {
  const bare = company.replace(/^The\s+/, '')
  if (bare === company) return company
  // "… since 1988 the Lakehead Foundation has raised": an article in lower case mid-sentence is the sentence's.
  const midSentence = new RegExp(`\\sthe\\s+${escapeRegExp(bare)}\\b`)
  return lines.some((line) => clean(line) === bare || midSentence.test(line)) ? bare : company
}

/**
 * A name the ad states as its employer's: a field, an agency's client, a station's or brand's owner, a school
 * district, or an agency describing itself. These are certain however often the ad repeats them.
 */
function findStatedCompany(lines: string[]): string {
  for (const pattern of clients)
    for (const line of lines) {
      const company = pattern.exec(line)?.[1]
      if (ok(company) && /\s/.test(company) && !hiresForJob(line, company)) return clean(company)
    }
  // A crewing agency's "Our principal" over "Nordstern Reefer Shipping GmbH & Co. KG, Hamburg, ship owner …".
  for (const [at, line] of lines.entries()) {
    if (!/^(?:our|the)\s+(?:client|principal)\s*:?$/i.test(line)) continue
    const company = opensOnName.exec(lines[at + 1] ?? '')?.[1]
    if (ok(company) && /\s/.test(company)) return clean(company)
  }
  const label = findLabelled(
    lines,
    labels,
    lines.length,
    'company name|employer name|hiring organi[sz]ation|company',
  )
  // Taleo's "Organization: MRO Operations": a unit's name in the employer's field is a division of it.
  // "Company: Verde Sementes Ltda., a division of Grupo Agro S.A.": the division hires, as in prose.
  const own = label?.replace(/,\s+(?:an?\s+|the\s+)?(?:division|subsidiary|part|member) of\s.*$/, '')
  if (own && !divisionName.test(own) && !teamName.test(own)) return withoutSeat(clean(own))
  const district = findLabelled(lines, 'district|school district')
  if (district && schoolDistrict.test(district)) return clean(district)
  // An academy trust at the top of a bulletin ("NORTHWAY LEARNING TRUST") employs the staff of its academies, as a
  // district employs its schools'.
  const trust = lines
    .slice(0, 3)
    .map(clean)
    .find((line) => academyTrust.test(line) && properLine.test(line))
  if (trust) return trust
  for (const line of lines) {
    const company = districtSubject.exec(line)?.[1]
    if (company) return clean(company)
  }
  for (const [pattern, certain] of owners)
    for (const line of lines) {
      // "Mauritius, a member of Azur Horizons Hotels" on a line a paragraph wraps: a place is no brand.
      const company = pattern.exec(line)?.[1]
      if (
        ok(company) &&
        !isPlace(company) &&
        !isCountry(company) &&
        (certain || organisationHead.test(clean(company)) || endsInLegalForm.test(company))
      )
        return clean(company)
    }
  // "Circo Ventania Produções Ltda. • CNPJ 41.882.305/0001-17": a name with its form and its registry number is the
  // employer's own footer.
  for (const line of lines) {
    const company = registered.exec(line)?.[1]
    if (ok(company) && endsInLegalForm.test(company)) return clean(company)
  }
  // "Westvale Fire | Careers", "Gulf Dunes Bank Careers": the page's own title over the ad names whose careers they
  // are.
  for (const line of lines.slice(0, 5)) {
    const company = careersPage.exec(line)?.[1]
    if (ok(company)) return clean(company)
  }
  // "Our client, a snack maker, …": a staffing agency's ad names only the agency, which describes itself.
  for (const line of lines) {
    const company = agency.exec(line)?.[1]
    if (named(company)) return clean(company)
  }
  return ''
}

/**
 * "Al Noor Trading W.L.L., Doha", "Harbour Rail Ltd, Leeds": a name ends at its legal form; the proper words
 * after its comma are the town it sits in.
 */
function withoutSeat(company: string): string {
  const at = company.lastIndexOf(', ')
  const name = company.slice(0, at)
  const after = company.slice(at + 2)
  const seat = isPlace(after) || /^\p{Lu}[\p{L}'’-]*(?:\s\p{Lu}[\p{L}'’-]*){0,2}$/u.test(after)
  return at > 0 && endsInLegalForm.test(name) && seat ? name : company
}

function findCompanyName(lines: string[], title: string): string {
  // The title the title reader chose ("Warehouse Lead") is no company even when O*NET does not know it.
  const titleKey = toKey(title)
  // "Senior Bid Manager, Facilities Services" chosen from a subject line names the header's "Senior Bid Manager –
  // Facilities Services" too, whose dash the title line's reading stops at.
  const roleKey = toKey(title.replace(/,\s.*$/, ''))
  const isChosen = (text: string) => !!titleKey && [titleKey, roleKey].includes(toKey(text))
  // The line the title was read from may say more ("Dental Hygienist wanted for busy practice", "Bookkeeper opening").
  const startsChosen = (text: string) =>
    isChosen(text) || (!!titleKey && toKey(text).startsWith(`${titleKey} `))
  const isTitle = (text: string) => isTitleLine(text) || startsChosen(text)
  // "Blinds Installer - Sunshine Coast" over "… a family business on the Sunshine Coast": a header part the ad's
  // prose writes after "in" or "on the" is where the job is.
  const prose = lines.join('\n')
  const writtenAsPlace = (part: string) =>
    new RegExp(`\\b(?:in|on|near|across|around|throughout)\\s+(?:the\\s+)?${escapeRegExp(part)}\\b`).test(
      prose,
    )
  // "Multi-Skilled Maintenance Engineer - Food Manufacturing": what the job works on, after its title's dash and
  // nowhere else in the ad but beside it, is the title's specialty; an employer's name is written again.
  const specialtyOf = (part: string, parts: string[]) => {
    const beside = parts.find(isTitle)
    return (
      !!beside &&
      isDashSpecialty(part, prose) &&
      lines.every((line) => !line.includes(part) || line.includes(beside))
    )
  }
  // "Location: Leeds" / "Salary: £30,000" / "Reference: WBC0412", Workday's "Springfield, IL" / "R-01234",
  // "URGENT HIRING!!!", Seek's "Manufacturing, Transport & Logistics (Welders & Boilermakers)": a bulletin's fields,
  // places, codes, calls and a board's filing stand anywhere in the header; its places are counted without them.
  // The title's line stays, in a field ("POSITION: SECOND ENGINEER") or not ("Part Time Receptionist Needed").
  const jurisdictionLine = (line: string) => jurisdiction.test(clean(line).replace(stateAfter, ''))
  const top = lines.slice(0, 20).filter(
    (line, at, header) =>
      !(
        field.test(line) ||
        // Lever's header: the title, its place, then its team and terms each ending in " /" ("Full-time /").
        /\s\/$/.test(header[at + 1] ?? '') ||
        code.test(line.trim()) ||
        hiringCall.test(line) ||
        isBoardCategory(line, true) ||
        jobsSite.test(line) ||
        (isPlace(clean(line)) && !jurisdictionLine(line))
      ) ||
      startsChosen(line.replace(field, '').trim()) ||
      isChosen(cleanTitle(line)),
  )
  const head = top.slice(0, 12)
  // The ad's first sentence, under a header of title and fields ("Cabin Crew" / "locations" / …) too.
  const opening = top.find((line) => /[.!?]$/.test(line) || line.split(/\s+/).length > 12) ?? ''
  const [firstName, firstValue] = employerFirst(lines[0] ?? '') ?? []
  if (firstValue && isTitle(cleanTitle(firstValue)) && ok(firstName)) return clean(firstName)
  // "About Cascade Pediatric Therapy", at the top or as the closing block. "About Barlow & Finch Engineering"
  // names the company even when its last word is also a job ("Engineering") if the ad writes that name on
  // another line too; "About Data Science" alone is a team's field.
  for (const line of lines) {
    const company = aboutName.exec(line)?.[1]
    const repeated = (name: string) => lines.some((other) => other !== line && other.includes(name))
    if (named(company) && (!isTitleLine(company) || repeated(company)) && !aboutNoName.test(company))
      return clean(company)
  }
  // An ad whose first sentence is "X is hiring a …" names its employer before any block about it, which may be about
  // one of its brands ("Lakeshore Media Ltd, publishers of The Courier, is hiring …" over "About us / The Courier
  // is …").
  const openingHire = hiring.exec(opening)?.[1]
  if (openingHire && ok(openingHire) && !notCompany.test(openingHire) && !unitOf.test(clean(openingHire)))
    return clean(openingHire)
  // "Hanbit Advanced Materials Co., Ltd. is a producer of …", "Hey Philly artists! Grayfeather LLC dba The Salt
  // Tooth is opening …": a sentence that opens on a registered name describes the employer, under a forwarder's
  // note or a subject line naming the job's field.
  for (const line of top) {
    const company = describedFirm.exec(line)?.[1]
    if (company && endsInOwnForm.test(company) && ok(company)) return clean(company)
  }
  for (const [i, line] of head.entries())
    if (aboutHeading.test(line.replace(/^#+\s*/, ''))) {
      // The block's first words are a certain place: "Halvorsen Marine builds …" even though "Marine" is a job, and
      // any verb of the present may follow the name there ("ScribeRight Solutions partners with …").
      const company = (introduces.exec(top[i + 1] ?? '') ?? blockOpens.exec(top[i + 1] ?? ''))?.[1]
      if (named(company)) return clean(company)
    }
  // In these shapes the name's place is certain, so a last word that is also a job ("Trailhead Outfitters")
  // does not rule it out.
  // A board's chrome ("Job details", "Pay", "Full job description") can push "X is hiring" past the head.
  for (const [pattern, reach] of [
    [careersAt, 12],
    [welcome, 12],
    [hiring, 30],
    [joining, 30],
    [postedBy, 12],
    [wantedBy, 12],
  ] as const)
    for (const line of lines.slice(0, reach)) {
      const company = pattern.exec(line)?.[1]
      if (company && !notCompany.test(company) && !isPlace(company) && !unitOf.test(clean(company)))
        return clean(company)
    }
  // A jurisdiction's own line at the top: "County of Elm Ridge", "Harris County, TX", "Oak Valley Unified School
  // District", "State of Nevada Department of Corrections", "CITY OF ELM RIDGE, OREGON" (the state is where it is),
  // "Westmarch Borough Council".
  // "Westbrook High School | Harlow County Schools": the district may share the school building's line.
  for (const line of head)
    for (const part of line.split(/\s+(?:-|–|—|\||·)\s+/)) {
      const company = clean(part).replace(stateAfter, '')
      if (jurisdiction.test(company) && properLine.test(company)) return company
    }
  for (const pattern of closing)
    for (const line of lines) {
      // "The Saltgrass Diner Hiring Team": the name ends before the team's kind.
      const company = pattern.exec(line)?.[1]?.replace(/\s+(?:Hiring|Recruiting|Talent|HR|People)$/, '')
      if (ok(company)) return clean(company)
    }
  const site = lines.map((line) => domain.exec(line)?.[1]).find(Boolean)
  if (site) {
    // A run of capitalised words whose first word starts the domain: "Ridgeway Veterinary Group" for ridgewayvet,
    // "The Linden Collective" for lindencollective.
    const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '')
    // Of several, the one that spells most of it: "Hillcrest Animal Clinic", not "Hillcrest" veterinary.
    const spelled = (text: string) => {
      const words = text.replace(/^The\s+/, '').split(/\s+/)
      let length = 0
      for (let n = 1; n <= words.length && letters(site).startsWith(letters(words.slice(0, n).join(''))); n++)
        length = letters(words.slice(0, n).join('')).length
      return length
    }
    const best = lines
      .flatMap((line) => [...line.matchAll(properNames)].map((match) => match[1]!))
      .filter((text) => spelled(text) >= 4 && ok(text))
      .sort((a, b) => spelled(b) - spelled(a))[0]
    if (best) return clean(best)
  }
  // A signature over a mailing address: "Lakeside Family Dentistry" / "1840 Shoreline Drive, Madison, WI", or
  // on the address's own line ("Mail it to Juniper Table, 44 Main Street, …", "Juniper Table | 44 Main Street").
  for (const [i, line] of lines.entries()) {
    const company = clean(lines[i - 1] ?? '')
    if (i > 0 && addressLine.test(line) && properLine.test(company) && ok(company)) return company
    // "Location: Civic Services Building, 12 Elm Street": a place-of-work field names where, not who.
    const before = workPlace.test(line) ? undefined : addressed.exec(line)?.[1]
    if (ok(before)) return clean(before)
  }
  // A signer's role, then the name: "Jan Hart" / "Kitchen Manager" / "Juniper Table", or "Call Jan Hart, Kitchen
  // Manager, Juniper Table, at 555-0100", near the end.
  const signature = lines.slice(Math.max(4, lines.length - 8))
  for (const [i, line] of signature.entries()) {
    const role = signature[i - 1] ?? ''
    // The role is a capitalised title ("Kitchen Manager"), not a sentence that ends in one; the name no heading.
    const isRole = (text: string) => properLine.test(text) && isTitleLine(text)
    const isName = (text: string) => properLine.test(text) && ok(text) && !findHeadingSection(text)
    // "Alan Pruitt, DDS, MS" / "Bright Arch Orthodontics": a signer with the letters after their name, then the
    // practice; the letters are credentials, not a role and a name.
    // "Balearic House Staff S.L. – Private Staff Agency": what the firm is, after a dash, is none of its name.
    const signed = line.split(/\s+[-–—|]\s+/)[0]!
    if (isName(signed) && (isRole(role) || signerWithLetters.test(role))) return clean(signed)
    const parts = line.split(/,\s+/)
    for (const [j, part] of parts.entries())
      if (j > 0 && isRole(parts[j - 1]!) && isName(part) && !/^\p{Lu}{2,6}$/u.test(part)) return clean(part)
  }
  const invites = lines.findIndex((line) => invitesApplications.test(line))
  if (invites > 0 && ok(clean(lines[invites - 1]!))) return clean(lines[invites - 1]!)
  // "Bay Cargo Services Ltd — container stevedoring, Port of Tauranga": a name with its legal form, then what the
  // company does, is the employer's line wherever the header puts it, before a bare
  // line by the title that may be a place ("Port Chalmers").
  // "Boilermaker – Kestrel Steel Fabrications Pty Ltd": so is such a name beside the title on one line, and on a
  // line of its own in the header's first lines, over a department's line by the title ("Kennel Attendant" /
  // "Animal Care" / "Happy Tails Pet Resort LLC").
  // Further down a name line of its own counts when it is the header's only one ("… Send CV:" under a
  // classified's body): more of them are clients, partners or a group's list.
  const legalLines = head.filter((line) => properLine.test(clean(line)) && endsInLegalForm.test(clean(line)))
  for (const [at, line] of head.entries())
    for (const part of line.split(/\s+(?:-|–|—|\||·)\s+/)) {
      const company = clean(part)
      if (
        (line !== company || at < 4 || legalLines.length === 1) &&
        properLine.test(company) &&
        endsInLegalForm.test(company) &&
        ok(company)
      )
        return company
    }
  // A short proper-name line next to the title line ("City of Fort Collins" / "Permit Technician"), before the
  // title line's own parts: under "Registered Nurse – ICU" the name line names the employer, not "ICU". A
  // field's name printed above its value ("District:") is none; a place after the name ("City of Brookhaven, GA",
  // "Pine Hill Care Center, Oak Park, IL") is not part of it. A place line may stand between the name and the title.
  // "Req #20931 - Medical Assistant": the title may be any of the line's parts. "Part Time Receptionist Needed":
  // the line the title was read from; one that names its employer after "at" ("Sound Designer at Bramblewood
  // Interactive") leaves none for the line under it.
  const titleAbove = (line: string) => {
    const neighbour = line.replace(field, '')
    if (/\s(?:at|@)\s+\p{Lu}/u.test(neighbour)) return false
    return (
      clean(neighbour)
        .split(/\s+(?:-|–|—|\||·)\s+|,\s+/)
        .some((part) => isTitleLine(part) || isChosen(part)) ||
      (isChosen(cleanTitle(neighbour)) && !/\s(?:at|@)\s/.test(neighbour))
    )
  }
  // Under an about-us paragraph the name line may stand over the title line ("W. Ashcombe & Sons Funeral
  // Directors" / "Funeral Director"), as it does at the top.
  for (const [i, line] of top.slice(0, 3).entries()) {
    // LinkedIn's older header: "Boilermaker" / "at Kestrel Steel".
    const written = clean(line.replace(/^(?:at|@)\s+(?=\p{Lu})/u, '').split(/\s+(?:-|–|—|\||·)\s+/)[0]!)
    const candidate = isPlace(written)
      ? ''
      : written.replace(/(?:,\s*[A-Z][a-z]+(?:\s[A-Z][a-z]+)*)?,\s*[A-Z]{2}$/, '')
    // "Office of Advancement" by the title under "St. Aidan's College": the unit that hires, inside the employer.
    if (
      line.endsWith(':') ||
      unitOf.test(candidate) ||
      !properLine.test(candidate) ||
      !ok(candidate) ||
      isChosen(candidate) ||
      findHeadingSection(candidate)
    )
      continue
    const below = top[i + 1] ?? ''
    // "Biosecurity Operations Branch": a unit's line under the employer's is no header line of the job.
    const neighbour =
      (i === 0
        ? top.slice(1, 3).find((next) => !isPlace(next) && !unitLine.test(next))
        : blockBody(top[i - 1]!) && !blockBody(below) && isChosen(cleanTitle(below))
          ? below
          : // "Full-time · Mid-Senior level": a board's note on the job may stand between the title and the name.
            top
              .slice(0, i)
              .findLast((above) => titleAbove(above) || (!isPlace(above) && !postingMeta.test(above)))) ?? ''
    // USAJOBS: "Department of the Interior" / "National Park Service": the agency under the department hires.
    const agency = clean(below)
    const agencyBelow =
      /^Department of\s/.test(candidate) && agencyWord.test(agency) && !startsChosen(agency) ? agency : ''
    if (titleAbove(neighbour))
      return agencyBelow && properLine.test(agencyBelow) && ok(agencyBelow) && !isPlace(agencyBelow)
        ? agencyBelow
        : candidate
  }
  // A name with its legal form in the first sentence ("Calderway Facilities Group Ltd is …") is the employer's over a
  // part of the title's line ("Senior Bid Manager – Facilities Services").
  const first = opensAd.exec(opening)?.[1]
  const stated = first ?? introduces.exec(opening)?.[1]
  // A short form there ("Waggle & Co is …") leaves the name to the header that prints it in full.
  const shortForm = (name: string) =>
    top.slice(0, 4).some((line) => line !== opening && line.includes(`${name} `))
  // "At Coastline Cargo Pvt. Ltd, we …": the sentence's preposition is no word of the name.
  const opener = stated?.replace(/^(?:At|In|For|With|Since)\s+/, '')
  if (ok(opener) && endsInLegalForm.test(opener) && !shortForm(opener))
    // "… Pvt. Ltd. we …": the form's own stop, which the sentence's end took, stays with it.
    return clean(
      opening.includes(`${opener}.`) && /\b(?:Ltd|Inc|Corp|Co)$/.test(opener) ? `${opener}.` : opener,
    )
  // Header lines: "Title – Company", "Company – Title", "Company | City | Full-time".
  for (const line of top.slice(0, 4)) {
    // A posting pasted as one paragraph: only its first sentence is the header.
    // "needed at Coastline Distribution, Auckland": after a comma only a legal form is part of a name.
    const parts = clean(firstSentence(line.replace(/^#+\s*/, '')))
      .split(/\s+(?:-|–|—|\||·|at|@)\s+/)
      .map((p) => clean(p))
      .map((p) =>
        endsInLegalForm.test(p) || isPlace(p)
          ? p
          : p.replace(/,\s+\p{Lu}[\p{L}'.-]+(?:\s\p{Lu}[\p{L}'.-]+)?$/u, ''),
      )
    // "Nurse Practitioner, Hollis Heart Clinic": after the title's comma an organisation's name is the employer;
    // a specialty ("Nurse Practitioner, Cardiology") or a place ("…, Denver") is not.
    const [lead, after] = line.split(/,\s+/)
    // So is a name with its article or an owner's possessive ("Bartender, The Copper Fox Tavern", "Technician,
    // Mike's Auto Repair"), or one that says it is a business.
    const employerName = (part: string) =>
      organisationHead.test(part) || ownedPlace.test(part) || business.test(part)
    if (after && isTitle(clean(lead!)) && employerName(clean(after)) && ok(clean(after))) return clean(after)
    if (parts.length < 2) continue
    const company = parts.find(
      (p) =>
        ok(p) &&
        !startsChosen(p) &&
        /^[A-Z]/.test(p) &&
        p.split(/\s+/).length <= 7 &&
        !writtenAsPlace(p) &&
        !specialtyOf(p, parts),
    )
    if (company && parts.some(isTitle)) return company
    // The first part, before a place or the board's notes ("Northwind Traders · Seattle, WA · 2 weeks ago"): once
    // the title is read elsewhere, a name there that ends in a job word ("Traders") is still the employer's.
    const first = parts[0]!
    // "Reading, Berkshire · £65,000": after a comma only a legal form is part of a name.
    const certain =
      (titleKey ? named(first) && !isChosen(first) && /^[A-Z]/.test(first) : first === company) &&
      (!first.includes(', ') || endsInLegalForm.test(first))
    if (certain && parts.slice(1).some((p) => isPlace(p) || postingMeta.test(p))) return first
  }
  for (const line of head) {
    const company = introduces.exec(line)?.[1]
    if (ok(company) && /^we/i.test(line)) return clean(company)
  }
  // The posting's first sentences often open on the name: "The Daily Grind Coffee Co. is a neighborhood cafe",
  // "McGill's Hardware has served Dover since 1962", "Juniper Table's kitchen runs on teamwork". A single word there is too often a common noun ("Training
  // is provided").
  // One word there is the name's short form when the ad writes the name in full with its legal form
  // ("Harbourview is a broker-dealer …" and "Harbourview Capital Markets Pte. Ltd." further on).
  for (const line of top.slice(0, 6)) {
    const company = opens.exec(line)?.[1]
    if (ok(company) && (/\s/.test(company) || inFull(company, lines) !== company)) return clean(company)
  }
  if (ok(first) && /\s/.test(first)) return clean(first)
  for (const line of lines.slice(0, 40)) {
    for (const pattern of [atCompany, teamAt, ...midProse]) {
      const company = pattern.exec(line)?.[1]
      if (ok(company)) return clean(company)
    }
  }
  // "Department: Maricopa Valley Justice Court": in public-sector ads the department is the employer. Read last,
  // because elsewhere the field names a team inside the company ("Department: Marketing").
  for (const line of lines.slice(0, 12)) {
    const company = departmentLabel.exec(line)?.[1]
    if (ok(company) && company.split(/\s+/).length >= 3) return clean(company)
  }
  // A sign-off line of its own ("Skyline Roofing Co.") closes the ad as a logo opens it; a name line may also
  // stand under the header's first lines ("Dental Hygienist wanted for …" / "Smile Cove Dental"), with its town
  // after a comma ("Shree Ganpati Caterers, Ludhiana"), which a name without a legal form does not hold.
  for (const line of [...top.slice(0, 3), lines.at(-1) ?? '']) {
    const written = clean(line)
    const logo = endsInLegalForm.test(written)
      ? written
      : written.replace(/,\s+\p{Lu}[\p{L}'.-]+(?:\s\p{Lu}[\p{L}'.-]+)?$/u, '')
    const again = lines.filter((other) => other.includes(logo)).length > 1
    if (
      properLine.test(logo) &&
      /\s/.test(logo) &&
      ok(logo) &&
      !isChosen(logo) &&
      !findHeadingSection(logo) &&
      (organisationHead.test(logo) ||
        business.test(logo) ||
        isTradeName(logo) ||
        endsInLegalForm.test(logo) ||
        again)
    )
      return logo
  }
  // "哈尔滨冰城冰艺有限公司 Harbin Bingcheng Ice Art Co., Ltd." above a post's comments: the ad's only line that is a
  // registered name, wherever it stands, or opens a footer on it ("Alfama Tuk Tours, Lda. · Rua dos Remédios").
  const nameLines = lines
    .map((line) => clean(line.split(/\s[·•|]\s/)[0]!))
    .filter((line) => properLine.test(line) && endsInLegalForm.test(line) && ok(line))
  if (new Set(nameLines).size === 1) return nameLines[0]!
  // Named only by the address to apply to: "hiring@prairiedoglawncare.com" → "Prairie Dog Lawn Care".
  return site ? nameFromDomain(site) : ''
}
