// Words an organisation's name joins its capitalised words with ("Board of … and Land Surveyors").
const joining = new Set(['and', 'of', 'for', 'the', 'in', 'on', 'at', '&'])

/**
 * A proper name of up to ten words, every word capitalised but its joining words: an issuing body printed on a
 * line of its own ("Montana Board of Professional Engineers and Land Surveyors"), however long.
 */
export function isOrganisationName(line: string): boolean {
  const words = line.trim().split(/\s+/)
  return (
    words.length <= 10 &&
    /^\p{Lu}/u.test(words[0] ?? '') &&
    words.every((w) => joining.has(w) || /^[\p{Lu}\d][\p{L}\d.'’&-]*,?$/u.test(w))
  )
}
