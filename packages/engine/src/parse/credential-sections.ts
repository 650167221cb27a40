import type { Section } from './split-sections.ts'

// "Name, Issuing Body (2019)": a credential and the body that grants it, with its year.
const credentialEntry = /^(?:• )?([^,()]+),\s+([^,()]+?)\s+\((?:19|20)\d{2}\)$/
const issuingBody =
  /\b(?:Association|Organi[sz]ation|Institute|Society|Board|Council|Federation|Commission|Academy|Registry|Agency|Authority)\b/
const awardWords =
  /\b(?:Awards?|Prize|Medal|Winner|Year|Honou?rs?|Scholarship|Fellowship|List|Finalist|Recognition|Grant)\b/i

/**
 * A section we have no kind for under a vague name ("Achievements", "Training") whose every line is a
 * credential granted by an issuing body in a year ("Certified Payroll Professional, American Payroll
 * Association (2017)") is read as certifications; an award ("Employee of the Year, …") keeps it where it was.
 */
export function readCredentialSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    if (section.kind !== 'other' || !section.lines.length) return section
    const credentials = section.lines.every((line) => {
      const m = credentialEntry.exec(line)
      return m !== null && issuingBody.test(m[2]!) && !awardWords.test(m[1]!)
    })
    return credentials ? { ...section, kind: 'certifications' } : section
  })
}
