import { stateCodes } from '../text/us-states.ts'

// A standard or code is named by the body that issues it and its number: "ISO 9001", "AS9100", "NFPA 70E",
// "IEC 62304", "ASME B31.3", "AWS D1.1". Work that follows one ("Follow our ISO 9001 quality system") asks for
// it wherever the ad writes it, in duties as much as in requirements.
const standard =
  /\b([A-Z]{2,5})(?:\s?(\d{2,5}[A-Z]?)|\s([A-Z]\d{1,3}(?:\.\d{1,3})+))(?::\d{4})?(?![\w.-]*\d)(?![-\w])/g
// Capitals before a number that name a place, a time or a count, not a body: a state and its ZIP code
// ("Boise, ID 83709"), a fiscal year, a requisition ("JR 1044"), a shift or a unit.
const notBody = /^(?:US|USA|UK|EU|FY|ID|JR|REQ|PO|MW|KW|HP|AM|PM|FTE|COVID|PGY|ZIP|SKU|RM|ST|HWY|RT)$/
const stateZip = new RegExp(`^(?:${stateCodes})\\s\\d{5}$`)

// A qualification is numbered the same way by an awarding body named in two words joined by "&", or by their
// initials: "City & Guilds 2391", "C&G 2382".
const awarded = /\b([A-Z][a-z]+\s?&\s?[A-Z][a-z]+|[A-Z]&[A-Z])\s(\d{4})(?:-\d{2})?(?![\w.-]*\d)/g

/** The standards and codes a clause names by body and number, as the ad writes them. */
export function findStandards(clause: string): string[] {
  const found: string[] = []
  for (const [written, , number] of clause.matchAll(awarded))
    if (!/^(?:19|20)\d\d$/.test(number!)) found.push(written)
  for (const match of clause.matchAll(standard)) {
    const [written, body, number] = match
    // "2019": a year after capitals dates something ("CPT 2024 updates"); it numbers no standard.
    if (notBody.test(body!) || stateZip.test(written) || /^(?:19|20)\d\d$/.test(number ?? '')) continue
    found.push(written.replace(/:\d{4}$/, ''))
  }
  return found
}
