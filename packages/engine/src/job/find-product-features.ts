import type { SkillRef } from '@tailor/contracts'
import { findSkillMentions, type SkillMention } from '../lexicons/find-skill-mentions.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { stopwords } from '../text/stopwords.ts'
import { toKey } from '../text/to-key.ts'
import { employerSuffix } from './legal-forms.ts'

// Words that package or qualify a product rather than name a part of it: "Excel skills", "Office Suite",
// "Salesforce Certified", "Jira Software"; and words of assent after it ("Eaglesoft OK", "Procreate Preferred").
const packaging =
  /^(?:ok|okay|fine|welcome|accepted|preferred|required|desired|desirable|essential|suite|platform|software|tools?|stack|environment|ecosystem|products?|applications?|apps?|systems?|programs?|sdks?|apis?|librar(?:y|ies)|scripts?|scripting|frameworks?|modules?|experience|skills?|knowledge|certified|certifications?|certificates?|proficiency|expertise|expert|users?|teams?|development|programming|administration|support|basics|fundamentals|and|or|etc)$/i
// A company's legal form or its careers page ("Rail Ltd", "Acme Careers") names the employer, not a part.
const employer = new RegExp(`^${employerSuffix}$`)
// A person who works with the product ("Salesforce Administrator", "Python Developer") is the job, not a part.
const role =
  /^(?:admins?|administrators?|developers?|engineers?|architects?|analysts?|consultants?|specialists?|managers?|leads?|coordinators?|technicians?|designers?|programmers?|owners?|champions?|partners?)$/i
const name = "[A-Z][\\w+#&'-]*"
// A kind of system named by its acronym: the brand in brackets after it comes first, as recruiters and the ad
// elsewhere write it ("the CRM (Veeva)" is "Veeva CRM", "the EHR (Epic)" "Epic EHR").
const systemKind = /^(?:CRM|ERP|EHR|EMR|WMS|TMS|LMS|PMS|POS|HRIS|ATS|CMMS|LIMS)$/

/** A part of the product: no packaging word, role ("Salesforce Administrator") or skill of its own. */
function isFeature(words: string, document: string): boolean {
  return (
    words
      .split(/\s+/)
      .every(
        (word) =>
          !stopwords.has(word.toLowerCase()) &&
          !packaging.test(word) &&
          !role.test(word) &&
          !employer.test(word),
      ) &&
    // "React Testing Library", "SQL Server Reporting": an activity done with the product is no part of it.
    !/\w{4}ing\b/.test(words) &&
    !findSkillMentions(words, document).some((m) => !m.broad)
  )
}

/**
 * A product written with one of its parts is the skill the ad asks for: "LinkedIn Ads", "SQL Server",
 * "PeopleSoft Campus Solutions". Parts listed in brackets after it ask for the product and each part: "AWS
 * (RDS and Aurora)" is AWS, AWS RDS and AWS Aurora; "the CRM (Veeva)" is CRM and Veeva CRM. Returns, per mention of a product, the skills that take
 * its place; a mention without a part is not in the map.
 */
export function findProductFeatures(
  clause: string,
  mentions: SkillMention[],
  document: string,
): Map<SkillMention, SkillRef[]> {
  const features = new Map<SkillMention, SkillRef[]>()
  for (const mention of mentions) {
    if (mention.skill.category !== 'tool' || !/^\p{Lu}/u.test(mention.text)) continue
    const product = escapeRegExp(mention.text)
    // Two capitalised words when both name the part ("Campus Solutions"), else the first ("Server Estate"). A part
    // another mention already names with the product ("SAP IBP and SAP FICO") is that mention's, not this one's.
    const after = [...clause.matchAll(new RegExp(`\\b${product}\\s+(${name}(?:\\s+${name})?)`, 'g'))]
      .map((match) => match[1]!)
      .find(
        (words) =>
          !mentions.some(
            (m) => m !== mention && m.text.startsWith(`${mention.text} ${words.split(/\s+/)[0]}`),
          ),
      )
    const part = after && [after, after.split(/\s+/)[0]!].find((words) => isFeature(words, document))
    const listed = new RegExp(`\\b${product}\\s*\\((${name}(?:\\s*(?:,|/|and|or)\\s*${name})*)\\)`).exec(
      clause,
    )?.[1]
    const parts = listed ? listed.split(/\s*(?:,|\/|\band\b|\bor\b)\s*/).filter(Boolean) : part ? [part] : []
    if (!parts.length || (listed && !parts.every((words) => isFeature(words, document)))) continue
    const named = parts.map((part): SkillRef => {
      const label =
        listed && systemKind.test(mention.text) ? `${part} ${mention.text}` : `${mention.text} ${part}`
      return { id: `phrase:${toKey(label)}`, label, category: 'tool' }
    })
    features.set(mention, listed ? [mention.skill, ...named] : named)
  }
  return features
}
