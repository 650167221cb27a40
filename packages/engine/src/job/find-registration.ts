// Outside the US a regulated profession asks for registration with its board, and recruiters name the
// credential by the board's acronym: "registered with CORU", "Registered as a Medical Scientist with the Health
// Professions Council of South Africa (HPCSA)", "current AHPRA registration" → "CORU registration", "HPCSA
// registration", "AHPRA registration".
const registeredWith =
  /\b[Rr]egist(?:ered|ration)\b[^.;]*?\bwith\s+(?:the\s+)?(?:(?:[A-Z][\w&'-]*|of|and|for|&)\s+)*?(?:\(([A-Z]{2,6})\)|([A-Z]{2,6})\b)/g
const acronymRegistration = /\b([A-Z]{2,6})\s+[Rr]egistration\b/g
// Capitals after "with" that name a place or a time, not a board.
const notBoard = /^(?:US|USA|UK|EU|NZ|SA|AM|PM)$/

// A board named only in words is named for its profession, its first word: "current registration with the
// Optometrists and Dispensing Opticians Board" → "Optometrist registration".
const boardInWords =
  /\b[Rr]egist(?:ered|ration)\s+with\s+(?:the\s+)?([A-Z][a-z]+?)s?\s+(?:(?:[A-Z][\w'-]*|and|&)\s+)*?(?:Board|Council|Registration Board)\b(?!\s*\([A-Z])/g
// "Must hold a current Gas Safe registration": a register or scheme named in capitals after the word that says it
// is held ("current", "valid", "active"); a board's name there is named for its profession, as above.
const heldRegistration =
  /\b(?:[Cc]urrent|[Vv]alid|[Aa]ctive)\s+((?:[A-Z][\w&'-]*\s+(?:(?:and|of|&)\s+)?){1,6})registration\b/g
const boardName = /^([A-Z][a-z]+?)s?\s.*\b(?:Board|Council)\b/
// A lawyer's licence is admission to a bar: "admission to the Oregon State Bar", "admitted to the state bar",
// "member in good standing of the State Bar of Texas".
const barAdmission =
  /\b(?:[Aa]dmission to|[Aa]dmitted to|[Mm]ember (?:in good standing )?of)\s+(?:the\s+)?(?:(?:[A-Z][\w.]*|state)\s+){0,3}[Bb]ar\b/

// A board that certifies names its credential too: "Certification from the American Board of Medicolegal Death
// Investigators (ABMDI)", "Diplomate of the American Board of Toxicology (DABT)", "Certified Spiritual Care
// Practitioner with the Canadian Association for Spiritual Care (CASC/ACSS)" → "ABMDI certification".
const certifiedBy =
  /\b(?:[Cc]ertifi(?:ed|cation)|[Dd]iplomate)\b[^.;]*?\b(?:from|by|through|with|of)\s+(?:the\s+)?(?:(?:[A-Z][\w&'-]*|of|and|for|in|&)\s+)+?\(([A-Z][A-Za-z]{1,7})(?:\/[A-Z]{2,7})?\)/g

/**
 * The registrations a clause asks the candidate to hold: "<ACRONYM> registration" for a board, "<ACRONYM>
 * certification" for a certifying board, "Bar admission".
 */
export function findRegistration(clause: string): string[] {
  const boards = [
    ...[...clause.matchAll(registeredWith)].map((m) => (m[1] ?? m[2])!),
    ...[...clause.matchAll(acronymRegistration)].map((m) => m[1]!),
    ...[...clause.matchAll(boardInWords)].map((m) => m[1]!),
    ...[...clause.matchAll(heldRegistration)].map((m) => {
      const name = m[1]!.trim()
      return boardName.exec(name)?.[1] ?? name
    }),
  ]
  return [
    ...[...new Set(boards.filter((board) => !notBoard.test(board)))].map((board) => `${board} registration`),
    ...new Set([...clause.matchAll(certifiedBy)].map((m) => `${m[1]!} certification`)),
    ...(barAdmission.test(clause) ? ['Bar admission'] : []),
  ]
}
