/**
 * A taxonomy label that opens with a quantifier ("All travel arrangements", "Each stage of the creative
 * process") shows the skill without it: a job seeker reads "Travel arrangements". Product names ("The
 * Foundry Nuke") keep their article.
 */
export function withoutQuantifier(label: string): string {
  const match = /^(?:All|Any|Each|Every)\s+(\p{Ll}.*)$/u.exec(label)
  return match ? match[1]![0]!.toUpperCase() + match[1]!.slice(1) : label
}
