import type { SkillRef } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { toKey } from '../text/to-key.ts'

// A driving licence is one skill however the ad words it ("Full UK driving licence", "valid driver's license with
// a clean record", "current manual driver licence"): the lexicon's Driver's license, or its CDL for a commercial
// one. A class, category or code the ad states is kept in the name, in the ad's words without its place or brackets
// and with a driver's word where it has none: "Class 2 driver's licence" (for "NZ Class 2 licence"), "Category B
// driving licence", "Code 08 driving licence" (for "Code 08 (EB) driving licence"); a commercial one the
// conventional way, "CDL Class A" (for "Class A CDL" or "Class A Commercial Driver License").
const commercial =
  /\b(?:Class\s+([A-C])\s+(?:CDL|Commercial\s+Driver(?:['’]?s)?\s+Licen[cs]e)|CDL[\s-]+(?:Class\s+)?([A-C])\b)/g
// "Class 5 driver's licence", "Category B driving licence", "a driving licence for Category B", South Africa's "Code
// 08 (EB) driving licence", and, without a driver's word, a numbered class ("NZ Class 2 licence"), a category or a
// code: a lettered class alone ("Class B license") is as often a contractor's, and a roman grade ("Class II
// license") an operator's.
const driverWord = String.raw`(?:driver['’]?s?|driving|motor\s+vehicle)\s+`
const classed = new RegExp(
  String.raw`\b(?:(Class|Category)\s+([A-Z]\d?|\d{1,2}[A-Z]?)\s+${driverWord}(licen[cs]e)|(Class)\s+(\d{1,2})\s+(licen[cs]e)|(Category)\s+([A-Z]\d?)\s+(licen[cs]e)|${driverWord}(licen[cs]e)\s+(?:for|in)\s+(Class|Category)\s+([A-Z]\d?|\d{1,2})|(Code)\s+(\d{2})\s+(?:\([A-Z]{1,2}\d?\)\s+)?(?:${driverWord})?(licen[cs]e))\b`,
  'g',
)

let skills: { driver: SkillRef; cdl: SkillRef } | undefined
const lexiconSkills = () => {
  skills ??= {
    driver: findSkillMentions("driver's license")[0]!.skill,
    cdl: findSkillMentions('CDL')[0]!.skill,
  }
  return skills
}

export interface DrivingLicence {
  /** A skill of its own ("phrase:class 2 driver licens|…"): a resume's plain licence does not show a class. */
  skill: SkillRef
  /** The lexicon's plain licence of the same kind, which the class takes the place of. */
  plain: string
  /** Where the ad writes it, so that other readers do not read its words again ("NZ", "Class 2 licence"). */
  index: number
  length: number
}

// The first form is the label; a resume that writes any of them shows the licence.
const named = (kind: SkillRef, forms: string[]): SkillRef => ({
  id: `phrase:${[...new Set(forms.map(toKey))].join('|')}`,
  label: forms[0]!,
  category: kind.category,
})

/** The driving licences of a stated class a clause asks for, each as its lexicon skill named with the class. */
export function findDrivingLicences(clause: string): DrivingLicence[] {
  const { driver, cdl } = lexiconSkills()
  const found: DrivingLicence[] = []
  for (const m of clause.matchAll(commercial)) {
    const grade = m[1] ?? m[2]
    const forms = [
      `CDL Class ${grade}`,
      `Class ${grade} CDL`,
      `CDL-${grade}`,
      `Class ${grade} commercial driver's license`,
    ]
    found.push({ skill: named(cdl, forms), plain: cdl.id, index: m.index, length: m[0].length })
  }
  for (const m of clause.matchAll(classed)) {
    if (found.some((f) => m.index < f.index + f.length && f.index < m.index + m[0].length)) continue
    // The groups of whichever form matched: kind, class, licence (the fourth form writes the licence first).
    const [kind, grade, licence] = m[10]
      ? [m[11]!, m[12]!, m[10]]
      : (m.slice(1).filter(Boolean) as [string, string, string])
    const licenceWord = licence.toLowerCase()
    // Named as the ad words it ("Category B driving licence"), and as a driver's licence where it says only "licence".
    const written =
      new RegExp(`(${driverWord})licen`, 'i').exec(m[0])?.[1]?.toLowerCase().replace('’', "'") ?? "driver's "
    const forms = [
      `${kind} ${grade} ${written}${licenceWord}`,
      `${kind} ${grade} driver's ${licenceWord}`,
      `${kind} ${grade} driving licence`,
      `${kind} ${grade} licence`,
    ]
    found.push({ skill: named(driver, forms), plain: driver.id, index: m.index, length: m[0].length })
  }
  return found
}

// "Full clean driving licence", "Oman driving license", "current manual driver's licence": a licence with no class
// named by its adjectives or its country is the lexicon's plain Driver's license, not a skill of its own.
const plainLicence = new RegExp(String.raw`\b${driverWord}licen[cs]e$`, 'i')

/** Whether a phrase the ad's shape read names a driving licence without a class, which the lexicon reads already. */
export const isPlainDrivingLicence = (phrase: string) =>
  plainLicence.test(phrase.trim()) && findDrivingLicences(phrase).length === 0
