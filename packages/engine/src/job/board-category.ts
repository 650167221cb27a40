// A board's classification of the ad ("Sector: Agriculture / Irrigation", Seek's "Sport & Recreation (Coaching &
// Instruction)", JobStreet's "Call Centre / Customer Service (Team Leaders/Supervisors)") files the job under a
// field; it asks nothing of the candidate.
const labelled =
  /^(?:sector|industry|category|job category|classification|sub-?classification|department|function|job function|speciali[sz]ation|profession|work type)\s*:/i
// Capitalised names joined by slashes, or with subcategories in brackets: no sentence, and no name ("Ashcombe &
// Sons Funeral Directors" joins its words with an ampersand only, "Kauri Foods (NZ)" notes a country, "Acme Foods,
// Inc. · Dayton, OH" puts a place after its board's dot).
const word = String.raw`(?:\p{Lu}[\p{L}'’.-]*|and|of|&)`
const names = new RegExp(
  String.raw`^${word}(?:,?\s+${word})*(?:\s*[/·]\s*${word}(?:,?\s+${word})*)*(?:\s*\(([^()]*[&/][^()]*)\))?$`,
  'u',
)

// A board's line of the employer's size and industry ("1,001-5,000 employees · Banking", "Company size: 51–200
// employees"): the industry files the employer, as a category files the ad.
const employerSize = /^(?:company size\s*:\s*)?[\d,]+\s*(?:[-–]\s*[\d,]+|\+)?\s+employees\b/i

/** Whether a line is the board's filing of the ad; an unlabelled one counts only in the ad's header. */
export const isBoardCategory = (line: string, inHeader: boolean) =>
  labelled.test(line) || employerSize.test(line) || (inHeader && names.test(line) && /\/|\(.*[&/]/.test(line))
