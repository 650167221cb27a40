/**
 * A model's sentence that failed the honesty checks, told the way the change log tells it. `violation` is one
 * of findInvariantViolations' or findLetterViolations' lines; the claim it names is quoted back to the user.
 */
export function explainRejection(violation: string): string {
  const number = violation.match(/adds the number (\S+)/)
  if (number)
    return `AI suggestion not used: it gave the number ${number[1]}, which your resume does not show`
  const years = violation.match(/claims (\d+) years/)
  if (years)
    return `AI suggestion not used: it claimed ${years[1]} years of experience, which your resume's dates do not show`
  const title = violation.match(/claims the title "([^"]+)"/)
  if (title)
    return `AI suggestion not used: it called you '${title[1]}', a title your resume does not give you`
  const quoted = violation.match(/"([^"]+)"/)
  if (quoted) return `AI suggestion not used: it named '${quoted[1]}', which your resume does not show`
  return 'AI suggestion not used: it changed a fact your resume does not support'
}
