// Capitals in duties are as often teams, places and plans as skills ("share data with the LPAC"), but capitals
// the work follows or is held to name a rule set a recruiter lists: "Work follows GLP", "under cGMP", "to meet
// PCI DSS", "Enforce GMPs", "to cGMP and ALCOA+ data integrity standards", "HIPAA regulations".
// A capitalised word after the acronym that finishes a rule set's proper name is part of it: "under the JORC
// Code", "to the PSM Standard", "comply with the DDA Act"; a lower-case one ("JORC code") is the generic noun.
const acronym = String.raw`[a-z]?[A-Z]{2,}[A-Za-z0-9&+]*(?:\s+(?:Code|Act|Standards?|Regulations?|Rules|Directive|Convention)\b)?`
const rules = String.raw`${acronym}(?:\s+${acronym})?(?:(?:,\s*|\s+(?:and|or)\s+)${acronym})*`
const followed = new RegExp(
  String.raw`\b(?:[Ff]ollow(?:s|ing)?|[Uu]nder|[Mm]eet(?:s|ing)?|[Ee]nforc(?:e|es|ing)|[Cc]ompl(?:y|ies|ying) with|compliance with|accordance with|according to|[Aa]dher(?:e|es|ing) to|in line with)\s+(?:the\s+|our\s+|all\s+)?(${rules})(?![\w-])`,
  'g',
)
const heldTo = new RegExp(
  String.raw`(?<![\w-])(${rules})\s+(?:[a-z-]+\s+){0,2}(?:standards|regulations|requirements|compliance)\b`,
  'g',
)

/** The rule sets a clause says the work follows or is held to, each as written (a plural's s dropped). */
export function findFollowedRules(clause: string): string[] {
  return [...clause.matchAll(followed), ...clause.matchAll(heldTo)].flatMap((match) =>
    match[1]!.split(/,\s*|\s+(?:and|or)\s+/).map((name) => name.replace(/(?<=[A-Z]{2})s$/, '')),
  )
}
