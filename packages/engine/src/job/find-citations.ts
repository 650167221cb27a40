// A regulation cited by title, code and part or section ("21 CFR Part 11", "FDA 21 CFR Part 820", "29 CFR
// 1910.1200", "49 CFR Parts 171-180", "42 U.S.C. § 1983") is one requirement with its whole name: the agency
// before it says whose rule it is and the part or section which one. Read in pieces, the agency with the title
// ("FDA 21") and the code with the part ("CFR Part 820") are two skills no recruiter would list.
const citation =
  /\b(?:([A-Z]{2,6})\s+)?(\d{1,2})\s+(CFR|C\.F\.R\.|U\.S\.C\.|USC)\s+(?:(?:Parts?|Subparts?|Sections?|§§?)\s*)?(\d{1,4}(?:\.\d{1,4})*(?:\s*[-–]\s*\d{1,4}(?:\.\d{1,4})*)?)(?![\w.]*\d)/g

// A law or body of rules named in capitals with its kind last ("the Licensing Act 2003", "Health and Safety at
// Work Act 2015", "Local Government (Miscellaneous Provisions) Act 1976", "JCQ Regulations", "ISM Code", "AWEX Code
// of Practice"): recruiters list it by that name, and a resume writes it with or without its year. "The" ends a
// name ("knowledge of the Fisheries Act"), and so does any lowercase word but a joining one.
const capital = String.raw`\p{Lu}[\p{L}'’&-]*|\p{Lu}+\(\p{Lu}+\)\p{Lu}*`
const statute = new RegExp(
  String.raw`(?<![\p{L}\d(])((?:${capital})(?:\s+(?:(?:and|of|for|at|to|on|in|with|&)\s+)*(?:${capital}|\(\p{Lu}[^()]*\)))*?\s+(?:Act|Regulations|Code(?:\s+of\s+(?:Practice|Conduct))?))(?:,?\s+((?:19|20)\d{2}))?(?![\p{L}\d])`,
  'gu',
)
// Words that open the sentence or the requirement rather than the name ("Knowledge of Human Tissue Act").
const leadIn =
  /^(?:(?:Knowledge|Awareness|Understanding|Experience|Familiarity|Compliance|Training|Work|Working|Applying|Apply)\s+(?:of|with|in|under|to)\s+|(?:Under|Per|Within|Following|Apply|Applying|Enforce|Enforcing)\s+)/

interface Citation {
  /** As the ad writes it, agency or year included ("FDA 21 CFR Part 820", "Licensing Act 2003"). */
  name: string
  /** Without the agency or year ("21 CFR Part 820", "Licensing Act"), as a resume may cite the same rule; the name when there is none. */
  bare: string
}

/** The regulations a clause cites by title, code and part or section, and the laws it names, each whole. */
export function findCitations(clause: string): Citation[] {
  const cited = [...clause.matchAll(citation)].map((match) => {
    const name = match[0].replace(/\s+/g, ' ')
    return { name, bare: match[1] ? name.slice(match[1].length + 1) : name }
  })
  // Most clauses name no law: the word of its kind is looked for first.
  if (!/\b(?:Act|Regulations|Code)\b/.test(clause)) return cited
  for (const match of clause.matchAll(statute)) {
    // "This post is subject to the Rehabilitation of Offenders Act": a law the post is held under, not one the
    // holder applies.
    if (/\bsubject\s+to\s+(?:the\s+)?$/i.test(clause.slice(0, match.index))) continue
    // "IDEA and California Education Code": an acronym before "and" is a law of its own, read as an acronym.
    const bare = match[1]!
      .replace(/\s+/g, ' ')
      .replace(leadIn, '')
      .replace(/^\p{Lu}{2,}\s+and\s+/u, '')
    // "Valid Code", "Class Code": one everyday word names no code; an acronym does ("ISM Code"), and any word an Act.
    const [first, ...rest] = bare.split(' ')
    if (!rest.length || (rest[0] === 'Code' && !/\p{Lu}{2}/u.test(first!))) continue
    cited.push({ name: match[2] ? `${bare} ${match[2]}` : bare, bare })
  }
  return cited
}
