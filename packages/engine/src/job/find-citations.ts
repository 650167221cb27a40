// A regulation cited by title, code and part or section ("21 CFR Part 11", "FDA 21 CFR Part 820", "29 CFR
// 1910.1200", "49 CFR Parts 171-180", "42 U.S.C. § 1983") is one requirement with its whole name: the agency
// before it says whose rule it is and the part or section which one. Read in pieces, the agency with the title
// ("FDA 21") and the code with the part ("CFR Part 820") are two skills no recruiter would list.
const citation =
  /\b(?:([A-Z]{2,6})\s+)?(\d{1,2})\s+(CFR|C\.F\.R\.|U\.S\.C\.|USC)\s+(?:(?:Parts?|Subparts?|Sections?|§§?)\s*)?(\d{1,4}(?:\.\d{1,4})*(?:\s*[-–]\s*\d{1,4}(?:\.\d{1,4})*)?)(?![\w.]*\d)/g

interface Citation {
  /** As the ad writes it, agency included ("FDA 21 CFR Part 820"). */
  name: string
  /** Without the agency ("21 CFR Part 820"), as a resume may cite the same rule; the name when there is none. */
  bare: string
}

/** The regulations a clause cites by title, code and part or section, each whole. */
export function findCitations(clause: string): Citation[] {
  return [...clause.matchAll(citation)].map((match) => {
    const name = match[0].replace(/\s+/g, ' ')
    return { name, bare: match[1] ? name.slice(match[1].length + 1) : name }
  })
}
