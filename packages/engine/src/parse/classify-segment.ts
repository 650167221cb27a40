import { stateCodes } from '../text/us-states.ts'

export type SegmentKind = 'title' | 'company' | 'location' | 'institution' | 'degree'

const titleWords =
  /(?<![\p{L}])(?:engineer|developer|manager|nurse|teacher|accountant|analyst|designer|director|coordinator|assistant|specialist|consultant|technician|electrician|plumber|carpenter|welder|mechanic|driver|representative|associate|intern|lead|head|officer|supervisor|administrator|clerk|attorney|lawyer|paralegal|counsel|architect|scientist|researcher|professor|lecturer|instructor|tutor|chef|cook|cashier|agent|executive|president|vp|founder|owner|partner|auditor|controller|bookkeeper|planner|dispatcher|operator|therapist|pharmacist|physician|practitioner|aide|apprentice|journeyman|foreman|writer|editor|producer|artist|photographer|marketer|strategist|recruiter|buyer|advisor|adviser|librarian|counselor|counsellor|principal|programmer|tester|fellow|resident|volunteer|handler|picker|teller|receptionist|secretary|estimator|inspector|surveyor|pilot|paramedic|midwife|dentist|hygienist|caregiver|barista|bartender|waiter|server|stocker|associate|trainee|cto|ceo|cfo|coo|sales|expert|student|programmer|officer|educator|merchandiser|superintendent|steward|guard|installer|machinist|fitter|electrical|sous|pastry|crew|worker|laborer|labourer|member|reporter|\p{L}+ologist)s?(?![\p{L}])/iu

const companyWords =
  /(?<![\p{L}])(?:limited|corporation|company|group|hospital|clinic|health|healthcare|medical|university|college|school|district|bank|partners|labs?|studios?|agency|foundation|institute|services|solutions|systems|technologies|technology|logistics|consulting|plc|bv|oy|ab|sa|s\.a|authority|department|council|ministry|church|center|centre|store|stores|restaurant|hotel|airlines?|academy|firm|industries|holdings|enterprises|associates|media|software|networks|freight|construction|electric|manufacturing|motors|pharma|bakery|cafe|café|market|markets|retail|shipping|transport|express|builders|insurance|capital|ventures|press|publishing|council|county|city|gallery|museum|trust|freight|payments)(?![\p{L}])/iu

const institutionWords =
  /(?<![\p{L}])(?:university|universit[éäa]t?|universidad|universidade|università|college|institute|school|academy|polytechnic|hochschule|conservatory|seminary|politechnika|uniwersytet|école|ecole|institut|fundação|fundación)(?![\p{L}])/iu

const degreeWords =
  /(?<![\p{L}])(?:bachelor|bachelor's|master|master's|doctor|doctorate|associate of|associate in|associate's|diploma|certificate|degree|ged|apprenticeship|b\.?\s?s\.?c?|b\.?\s?a\.?|m\.?\s?s\.?c?|m\.?\s?a\.?|mba|ph\.?\s?d\.?|j\.?\s?d\.?|m\.?\s?d\.?|a\.?\s?a\.?\s?s\.?|a\.?\s?s\.?|bsn|msn|beng|meng|b\.eng|m\.eng|bfa|mfa|bba|ll\.?\s?b\.?|ll\.?\s?m\.?|licentiate|licence|hnd|btec|nvq|pgce|grado|licenciatura|máster|doctorado|diplom|diplôme|maîtrise|abitur|baccalauréat|bachillerato)(?![\p{L}])/iu

const countries =
  'USA|US|UK|United States|United Kingdom|Canada|Ireland|Germany|France|Spain|Portugal|Italy|Netherlands|Belgium|Switzerland|Austria|Denmark|Sweden|Norway|Finland|Iceland|Poland|Czechia|Czech Republic|Slovakia|Hungary|Romania|Bulgaria|Greece|Turkey|Ukraine|Lithuania|Latvia|Estonia|Croatia|Serbia|Slovenia|Luxembourg|Australia|New Zealand|India|Pakistan|Bangladesh|China|Japan|South Korea|Korea|Taiwan|Singapore|Malaysia|Indonesia|Philippines|Vietnam|Thailand|Brazil|Argentina|Chile|Colombia|Peru|Mexico|Nigeria|Ghana|Kenya|South Africa|Egypt|Morocco|Israel|UAE|United Arab Emirates|Saudi Arabia|Qatar|England|Scotland|Wales|Northern Ireland'
const place = "\\p{Lu}[\\p{L}'.-]*(?: (?:\\p{Lu}[\\p{L}'.-]*|de|do|da|am|upon|on|la|le))*"

// A place followed by a US state code needs no comma ("Brooklyn NY", "Portland OR").
const cityState = `${place}\\s+(?:${stateCodes})(?:\\s+\\d{5})?`

/** "City, ST", "City ST", "City, ST 12345", "City, Country", "City, Region, Country" or "Remote". */
const locationPattern = new RegExp(
  `^(?:[Rr]emote|[Hh]ybrid|REMOTE|${cityState}|(?:${place},\\s*){1,2}(?:\\p{Lu}{2}(?:\\s+\\d{5})?|${countries})(?:\\s*\\((?:[Rr]emote|[Hh]ybrid)\\))?)$`,
  'u',
)

export const looksLikeLocation = (s: string) => locationPattern.test(s.trim())

const locationInText = new RegExp(
  `(?:^|\\s)((?:${place},\\s*){1,2}(?:\\p{Lu}{2}(?:\\s+\\d{5})?|${countries})|${cityState})(?=\\s|$)`,
  'u',
)
const headBeforePlace = new RegExp(`^(.+?),\\s*(${place}),\\s*(?:\\p{Lu}{2}|${countries})$`, 'u')
// A city of up to three capitalised words ("London", "St. Paul", "Salt Lake City").
const headBeforeCity = /^(.+?),\s*(\p{Lu}[\p{L}'.-]+(?: \p{Lu}[\p{L}'.-]*){0,2})$/u
const legalTail = /^(?:inc|llc|llp|ltd|gmbh|ag|corp|plc|co|pty|bv|sa|s\.a|spa|srl|nv)\.?$/i

/**
 * A name with the place it is in cut off: "Amazon, Seattle, WA" → "Amazon", "Lowe's Companies, Inc.,
 * Mooresville, NC" → "Lowe's Companies, Inc."; with `city`, also "Deliveroo, London" → "Deliveroo", "Target, St. Paul" → "Target". A place
 * alone ("Cambridge, MA, USA") is returned as it is.
 */
export function stripPlace(s: string, city = false): string {
  const full = headBeforePlace.exec(s)
  if (full && !/^\p{Lu}{2}$/u.test(full[2]!)) return full[1]!
  const short = city ? headBeforeCity.exec(s) : null
  // A tail of more than one word naming a firm ("Acme, Global Services") is not a city.
  const firm = short && short[2]!.includes(' ') && companyWords.test(short[2]!)
  if (short && !firm && !legalTail.test(short[2]!) && !/^\p{Lu}{2}$/u.test(short[2]!)) return short[1]!
  return s
}

/** A "City, ST" or "City, Country" inside a run of contact details ("Seattle, WA name@mail.com +1 …"). */
export const findLocation = (s: string) => locationInText.exec(s)?.[1] ?? null
// Legal forms and "&" mark a company for certain; other company words only hint.
const legalForm =
  /(?<![\p{L}])(?:inc|llc|llp|ltd|gmbh|ag|corp|plc|bv|oy|ab|sa|s\.a|sp\. z o\.o|co|pty|kg|srl|spa|nv|as|a\/s)\.?(?![\p{L}])|\s&\s/iu

const titleScore = (s: string) => {
  const last = s.trim().split(/\s+/).at(-1) ?? ''
  // Job titles end in a singular role noun ("Engineer"); firm names may end in a plural ("Engineers").
  if (titleWords.test(last) && !/s$/i.test(last.replace(/ss$/i, ''))) return 2
  return titleWords.test(s) ? 1 : 0
}
const companyScore = (s: string) => (legalForm.test(s) ? 3 : companyWords.test(s) ? 1 : 0)

export const looksLikeTitle = (s: string) => titleScore(s) > companyScore(s)
export const looksLikeCompany = (s: string) => companyScore(s) > titleScore(s)
export const looksLikeInstitution = (s: string) => institutionWords.test(s)
// "High School Diploma" names a degree, though it holds a school word.
export const looksLikeDegree = (s: string) =>
  degreeWords.test(s) &&
  (!institutionWords.test(s.split(/,| at | - /)[0]!) || /(?:diploma|degree|certificate)$/i.test(s.trim()))

/** The most likely role of a heading segment, or null when nothing marks it. */
export function classifySegment(s: string): SegmentKind | null {
  if (looksLikeLocation(s)) return 'location'
  if (looksLikeDegree(s)) return 'degree'
  if (looksLikeInstitution(s)) return 'institution'
  if (looksLikeTitle(s)) return 'title'
  if (looksLikeCompany(s)) return 'company'
  return null
}
