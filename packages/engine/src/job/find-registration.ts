// Outside the US a regulated profession asks for registration with its board, and recruiters name the
// credential by the board's acronym: "registered with CORU", "Registered as a Medical Scientist with the Health
// Professions Council of South Africa (HPCSA)", "current AHPRA registration" → "CORU registration", "HPCSA
// registration", "AHPRA registration".
const registeredWith =
  /\b[Rr]egist(?:ered|ration)\b[^.;]*?\bwith\s+(?:the\s+)?(?:(?:[A-Z][\w&'-]*|of|and|for|&)\s+)*?(?:\(([A-Z]{2,6})\)|([A-Z]{2,6})\b)/g
const acronymRegistration = /\b([A-Z]{2,6})\s+[Rr]egistration\b/g
// Capitals after "with" that name a place or a time, not a board.
const notBoard = /^(?:US|USA|UK|EU|NZ|SA|AM|PM)$/

/** The boards a clause asks the candidate to be registered with, each as "<ACRONYM> registration". */
export function findRegistration(clause: string): string[] {
  const boards = [
    ...[...clause.matchAll(registeredWith)].map((m) => (m[1] ?? m[2])!),
    ...[...clause.matchAll(acronymRegistration)].map((m) => m[1]!),
  ]
  return [...new Set(boards.filter((board) => !notBoard.test(board)))].map((board) => `${board} registration`)
}
