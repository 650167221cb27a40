// A sentence that says what the employer is or does ("Northwind is a staffing and recruiting firm", "Al Noor
// Upstream Energy LLC operates onshore concessions", "We're
// Foxglove, a small branding studio", "Our Asset Protection team keeps our merchandise safe") names its
// trade or its customers, not what the job asks of the person; a sentence that addresses the reader or
// says who is hired is not such a sentence.
const employerSubject =
  /^(?:We(?:'re| are)\s+(?!(?:looking|seeking|hiring|searching|excited|growing our|adding)\b)|Our\s+(?:[A-Z][\w&'-]*\s+){0,3}(?:team|company|firm|studio|clinic|practice|agency|group|department)\s+(?:is|are|keeps|helps|serves|makes|builds|runs|protects)\s|(?!The\s)[A-Z][\w&'.-]*(?:\s+[A-Z&][\w&'.-]*){0,5}\s+(?:is|makes|builds|helps|serves|supports|runs|keeps|operates|provides|designs|manufactures|supplies|owns|distributes|produces|sells|specialises|specializes)\s+(?:an?|the)?\s*)/
const addressesReader = /\b(?:you|your|you'll|hiring|looking for|seeking|candidates?|join)\b/i

// Once a paragraph has said what the employer is, its later sentences with the employer as subject ("We test
// the systems banks rely on", "Our bankers make decisions close to the client") go on about it.
const employerAgain = /^(?:We|Our)\s/

// The employer's own name before any verb of the present ("Solent Yacht Services Ltd refits, maintains and
// commissions sailing yachts"): the name is known, so the verb need not be one of the usual few.
const byName = (clause: string, employer: string) =>
  employer.length > 2 &&
  clause.startsWith(employer) &&
  /^,?\s+(?:also\s+)?[a-z]+s\b(?<!\bs|ss)/.test(clause.slice(employer.length))

/**
 * Whether the clause describes the employer rather than the job; `goesOn` when its paragraph already did.
 * `employer` is the name the ad was read to give, if any.
 */
export const describesEmployer = (clause: string, goesOn = false, employer = '') =>
  (employerSubject.test(clause.trim()) ||
    byName(clause.trim(), employer) ||
    (goesOn && employerAgain.test(clause.trim()))) &&
  !addressesReader.test(clause)

// "We are an ISO 9001 certified shop", "Our plant is AS9100 certified", "the lab is ISO 17025 accredited": the
// employer or its site as the subject of a being verb, right before what it holds.
export const employerIs =
  /\b(?:we|it|our(?:\s+[\w-]+){1,3}|(?:the|this)\s+(?:company|plant|shop|facility|lab|laboratory|site|practice|clinic|firm))\s+(?:is|are|was|were|has been|have been)\s+(?:an?\s+)?$/i

/** Whether the clause says the employer holds the standard or credential `written`, so it is not asked of the reader. */
export function employerHolds(clause: string, written: string): boolean {
  const at = clause.indexOf(written)
  return (
    at >= 0 &&
    employerIs.test(clause.slice(0, at)) &&
    /^[\s-]*(?:certified|accredited|registered|licensed)\b/i.test(clause.slice(at + written.length))
  )
}

// The trades of other firms, named as the kind of their goods or of the firms: "a distributor of building and
// plumbing products", "contracts with logistics, housekeeping and IT support vendors". The list before the head
// word says what those firms sell or do, not what the job asks of the reader.
const list = String.raw`((?:[\w/&-]+(?:,\s+|\s+(?:and|or|&)\s+|\s+)){1,8}?)`
const othersTrades = [
  new RegExp(
    String.raw`\b(?:distributors?|manufacturers?|makers?|wholesalers?|retailers?|importers?|exporters?|producers?)\s+of\s+${list}(?:products|supplies|goods|equipment|materials|parts|systems)\b`,
    'gi',
  ),
  new RegExp(
    String.raw`\b(?:with|from|our|their|external|third[- ]party|between)\s+${list}(?:vendors|suppliers|contractors|subcontractors|providers)\b`,
    'gi',
  ),
]

/** Whether the words `written` in the clause name the goods or trade of other firms (suppliers, a distributor's stock). */
export function namesOthersTrade(clause: string, written: string): boolean {
  const at = clause.indexOf(written)
  if (at < 0) return false
  return othersTrades.some((pattern) =>
    [...clause.matchAll(pattern)].some((m) => {
      const start = m.index + m[0].indexOf(m[1]!)
      return at >= start && at + written.length <= start + m[1]!.length
    }),
  )
}
