import type { JobAnalysis, SkillRef } from '@tailor/contracts'
import { joinHyphenBreaks } from '../extract/join-wrapped.ts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { wordRank } from '../text/everyday-words.ts'
import { normalizeText } from '../text/normalize-text.ts'
import { opensInside } from '../text/opens-inside.ts'
import { stemTokens } from '../text/stem-tokens.ts'
import { stopwords } from '../text/stopwords.ts'
import { toKey } from '../text/to-key.ts'
import { writtenBefore } from '../text/written-before.ts'
import { isBoardCategory } from './board-category.ts'
import {
  classifyLine,
  equalOpportunity,
  fieldBreak,
  findHeadingSection,
  type JobSection,
} from './classify-line.ts'
import { colonFields } from './colonless-fields.ts'
import { withDashSpecialty } from './dash-specialty.ts'
import { describesEmployer, employerHolds, namesOthersTrade } from './describes-employer.ts'
import { dropBoardChrome, isBoardChrome } from './drop-board-chrome.ts'
import { findLaterAlternatives } from './find-alternatives.ts'
import { findCandidateSkills } from './find-candidate-skills.ts'
import { findCitations } from './find-citations.ts'
import { findCompany } from './find-company.ts'
import { findDegreeFields } from './find-degree-fields.ts'
import { findDrivingLicences, isPlainDrivingLicence } from './find-driving-licences.ts'
import { educationRank, findEducationLevel } from './find-education-level.ts'
import { findJobTitle, inTitleCase, isKnownTitle, oneGrade, wordsAsWritten } from './find-job-title.ts'
import { findKeywords } from './find-keywords.ts'
import { findListedSkills } from './find-listed-skills.ts'
import { findProductFeatures } from './find-product-features.ts'
import { findSeniority } from './find-seniority.ts'
import { findSoftQualities } from './find-soft-qualities.ts'
import { findTitleField } from './find-title-field.ts'
import { findYearsExperience } from './find-years-experience.ts'
import { joinFirmNames } from './join-firm-names.ts'
import { employerSuffix } from './legal-forms.ts'
import { isProductDetail } from './product-details.ts'

// A company's legal form or careers page after a name.
const employerAfter = new RegExp(String.raw`^\s+${employerSuffix}`)
const bullet = /^\s*(?:[-*•·▪◦‣o]|\d+[.)])\s+/
// "Don't have side-loader", "Similar plastics operation", "Pick it up fast": a phrase that opens on a negation or a
// word of comparison, or holds a pronoun, is a piece of a sentence, no skill's name.
const sentencePiece =
  /^(?:[Dd]on['’]t|[Dd]o not|[Nn]ot|[Nn]ever|[Ww]ithout|[Ss]imilar|[Ee]quivalent|[Cc]omparable|[Oo]ther)\b|\s(?:it|them|you|we|they|us)\b/
const stateAfter = /^,\s*[A-Z]{2}\b(?![&'-]|\.\w)/
// The last word of a public body's name, written in capitals after the words of its remit.
const publicBody =
  /^\s+(?:Authority|Agency|Executive|Commission|Council|Board|Bureau|Administration|Inspectorate|Regulator)\b/
// An address names where to write, not what the job needs: "Email scheduling@firm.com" is no Scheduling; nor does a
// file's name ("CV_form_DCM_2026.docx").
const address = /\S+@\S+|\bhttps?:\/\/\S+|\bwww\.\S+|\S+\.(?:docx?|pdf|xlsx?|pptx?|odt|rtf|zip)\b/gi
// "#WeAreHiring #CrewingOfficer": a hashtag files a post under a topic for a feed's search; it names no skill.
const hashtag = /(?<!\S)#\p{L}[\p{L}\d_]*/gu
// A clause ends at a semicolon or a full stop; the stop of an abbreviation goes on with the sentence ("Medivance
// Lifesciences Pvt. Ltd. is a CRO", "Sdn. Bhd.", "e.g. the"), so a lowercase word or a legal form's next word after
// it ends no clause.
const clauseBreak = /;\s+|\.\s+(?!\p{Ll}|(?:Ltd|Bhd|Limited)\b)|\s{3,}|\t|(?<=\S)\s{2}(?=\p{Lu})/u
// "in Suffolk and ", "in Leeds, ": a preposition of place and the names listed before the one read.
const placesBefore = String.raw`\bin\s+(?:[A-Z][\w'’-]*(?:,\s*|\s+(?:and|or)\s+))*`

/**
 * A line in capitals made only of ordinary words ("SUPPLEMENTAL INFORMATION:", "HOW TO APPLY") is a heading
 * the section list does not know; its words are not acronyms. Short acronyms ("BLS", "CPR") keep a line.
 */
function isCapitalHeading(line: string): boolean {
  // "III. MODE OF APPLICATION": a bulletin numbers its headings.
  const words = line
    .replace(/^(?:[IVX]{1,4}|\d{1,2}|[A-Z])[.)]\s+/, '')
    .split(/\s+/)
    .map((w) => w.replace(/[:.,!]+$/, ''))
  if (/\p{Ll}/u.test(line) || words.length < 2) return false
  return words.every(
    (w) => stopwords.has(w.toLowerCase()) || (/^[A-Z]{4,}$/.test(w) && Number.isFinite(wordRank(w))),
  )
}
// "The gig", "You": a short line over a list, which opens the posting's next part.
const opensList = (line: string, next = '') =>
  /^\p{Lu}[^.!?,;:]*$/u.test(line) && line.split(/\s+/).length <= 4 && /^[-*•·▪]/.test(next)

// A quality's adjective before the name of a thing describes that thing, not the person the ad wants: "a
// well-organized classroom", "creative campaigns", "our Creative Curriculum", "a reliable carrier network",
// "flexible rosters". Before a word for a person or a
// way of working it is the quality ("an organized person", "creative problem solving"). After what is kept so
// ("keep the stockroom clean and organized") it is the state of that thing.
const personOrWay =
  /^(?:and|or|but|to|with|in|at|for|enough|person|people|individual|individuals|self-starter|team|teammate|player|communicator|professional|leader|worker|thinker|attitude|approach|mindset|manner|nature|problem|personality|spirit|eye|mind|colleague)$/i

// "Organise roadshows and site visits", "Organising the drills": a quality's verb before what is done is a duty, not
// the quality ("highly organised", "organisation skills").
const dutyVerb = (clause: string, written: string) =>
  /^\p{L}+i[sz](?:e|es|ing)$/iu.test(written) &&
  new RegExp(`\\b${written}\\s+(?!(?:skills?|abilit(?:y|ies)|yourself|and|or)\\b)[a-z]`, 'i').test(clause)

function describesThing(clause: string, written: string): boolean {
  if (/\s/.test(written) || !/(?:ed|ive|ful|ous|ent|ant|al|ic|ble)$/i.test(written)) return false
  if (
    new RegExp(
      `\\bkeep(?:s|ing)?\\s+(?!(?:yourself|themselves|yourselves)\\b)[^.;]*?\\b${written}\\b`,
      'i',
    ).test(clause)
  )
    return true
  const next = new RegExp(`\\b${written}\\s+([A-Za-z][\\w-]*)`).exec(clause)?.[1]
  return next !== undefined && !personOrWay.test(next)
}

// "Landlords and property managers", "most of our site managers": people who do the work (whom the job deals
// with or grows into), not the skill of the same words ("Property management"); "hiring managers" is another.
const people = /\s+(?:managers|supervisors|directors|coordinators|administrators|planners)$/i
const namesPeople = (written: string, label: string) =>
  people.test(written) &&
  written.replace(people, '').toLowerCase() === label.replace(/\s+\S+$/, '').toLowerCase()

const madePlural = (label: string, written: string) =>
  /^(?:s|es)$/.test(label.toLowerCase().replace(written.toLowerCase(), ''))
const sentenceCase = (text: string) =>
  /\p{Lu}{2}/u.test(text) ? text : text[0]!.toUpperCase() + text.slice(1).toLowerCase()

// "Working together with Chief Engineer": a person's post is no skill; a credential that names its holder ("Certified
// Welding Inspector", "Registered Nurse", the body's "ICC Permit Technician") is one.
const post =
  /\b(?:engineer|officer|inspector|manager|supervisor|director|coordinator|assistant|technician|operator|clerk|analyst|specialist|controller|superintendent|foreman)s?$/i
const namesPost = (label: string) =>
  post.test(label) &&
  !/^(?:certified|registered|licen[cs]ed|chartered|accredited)\b/i.test(label) &&
  !/\b\p{Lu}{2,}\b/u.test(label) &&
  isKnownTitle(label)

const colleague = (clause: string, post: string) =>
  new RegExp(
    String.raw`\b(?:the|our|your|their|a|an)\s+${escapeRegExp(post)}(?!\s+(?:licen[cs]e|certificat\w*|ticket|card|course|training))\b`,
    'i',
  ).test(clause)

/** What the user typed in the form's own fields; used instead of what the text suggests. */
export interface GivenJobFields {
  title?: string
  company?: string
}

/** Reads a job description: title, company, seniority, years, education, skills by importance, responsibilities. */
export function analyzeJob(text: string, given: GivenJobFields = {}): JobAnalysis {
  // A posting copied from a PDF breaks words at its lines' ends ("PREP-" / "ARATOR").
  const lines = colonFields(
    joinHyphenBreaks(
      normalizeText(text)
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    ),
  )
  const required = new Map<string, SkillRef>()
  const preferred = new Map<string, SkillRef>()
  const soft = new Map<string, SkillRef>()
  const relevant: string[] = []
  const responsibilities: string[] = []
  let years: number | undefined
  let education: JobAnalysis['education_level'] | undefined
  let section: JobSection = 'intro'
  // Phrases already read as candidate skills, and the words of the title and company, which are not skills.
  const posting = dropBoardChrome(lines)
  const read = given.title?.trim() || findJobTitle(joinFirmNames(posting, true).lines)
  const firms = joinFirmNames(posting)
  const company = given.company?.trim() || firms.restore(findCompany(firms.lines, read))
  // "Heavy Equipment Operator, Granite Ridge Excavating": the employer after the title's comma is no specialty.
  const title = company && read.endsWith(`, ${company}`) ? read.slice(0, -company.length - 2) : read
  // "Camera Operator – Live Sport": the specialty a header prints after the title's dash is part of the title as
  // the ad names it; the skill readers below go on reading the title without it, so the field it names ("Vendor
  // Management") is still a skill the ad may ask for.
  const jobTitle = given.title?.trim()
    ? title
    : wordsAsWritten(inTitleCase(withDashSpecialty(title, posting, text, company)), text)
  const titleKey = toKey(title)
  // Only a real title names the job; a first sentence taken as the title ("We need a developer with …") does not.
  // A grade after it ("Microbiologist II", "CODE ENFORCEMENT OFFICER I") is the rank, not the job's name.
  // "Senior Fund Accountant, Private Equity": after a comma the title names the team or the setting; the role
  // before it is the job's name.
  const role = title.replace(/,\s.*$/, '').replace(oneGrade, '')
  const jobName = isKnownTitle(role) ? toKey(role) : ''
  const roleNoun = toKey(role).split(' ').at(-1)
  const companyKey = toKey(company)
  const seen = new Set([titleKey, companyKey])
  // The header ends at the first sentence.
  const bodyStart = posting.findIndex((line) => /[.!?]$/.test(line) || line.split(/\s+/).length > 12)
  // The posting without a board's menus and buttons ("Career Advice", "Comment  Repost  Send"), a chat's senders
  // and a mail's headers: they name no skill.
  for (const [at, line] of posting.entries()) {
    // A requisition or reference number ("R-10432", "Job requisition id: R-10432") is not text: its letter is not
    // the R language.
    const value = line.replace(/^[\p{L}\s#.]{1,40}:\s+/u, '')
    if (/\d{3}/.test(value) && !/\p{L}{2}/u.test(value)) continue
    if (isBoardCategory(line, bodyStart < 0 || at < bodyStart)) continue
    // The title line is no heading, even when it holds a heading's word ("Special Education Teacher").
    const heading = titleKey && toKey(line).startsWith(titleKey) ? undefined : findHeadingSection(line)
    // "Requirements: SQL, Tableau" is a heading with content; a bare heading has nothing more to read.
    const fieldName = fieldBreak.exec(line)
    const content =
      heading && fieldName ? line.slice(fieldName.index + fieldName[0].length).trim() : heading ? '' : line
    // "Salary: $41,600 annually", "About us: Lakeshore Imaging is …": pay or the employer given as a field's value
    // on its own line; the lines after it are the posting's next part, not more of the same.
    const field = (heading === 'benefits' || heading === 'boilerplate') && content
    if (heading && !field) section = heading
    // "About us" / its bullets / "The gig" / the job's bullets: a short line over a list opens the posting's next
    // part even when its words are none of a heading's, and the employer's block ends there.
    else if (!heading && section === 'boilerplate' && opensList(line, posting[at + 1])) section = 'intro'
    const lineSection = field ? heading : section
    if ((heading && !content) || isCapitalHeading(line.replace(address, ' ').trim())) continue
    const listed = findListedSkills(line)
    // "Bachelor's in Accounting; CPA preferred": each clause gets its own importance.
    let statement = false
    let aboutUs = false
    for (const clause of content.replace(address, ' ').replace(hashtag, ' ').split(clauseBreak)) {
      statement ||= equalOpportunity.test(clause)
      const kind = statement ? 'boilerplate' : classifyLine(clause, lineSection)
      // "Rating: 3.4 ★  Recommend to a friend 61%  Approve of CEO 70%": a board's cells on one line are its chrome.
      if (kind === 'benefits' || kind === 'boilerplate' || isBoardChrome(clause, Number.POSITIVE_INFINITY))
        continue
      relevant.push(clause)
      const later = findLaterAlternatives(clause)
      // The employer's trade or customers in words ("a branding studio"); a product it names keeps capitals.
      const aboutEmployer = describesEmployer(clause, aboutUs, company)
      aboutUs ||= aboutEmployer
      // "Family Law Act 1975": a law named with its field's words is the law, read whole by findCandidateSkills.
      const laws = findCitations(clause).map((c) => ` ${toKey(c.name)} `)
      const kept = findSkillMentions(clause, text)
        .filter((mention) => !aboutEmployer || /\p{Lu}/u.test(mention.text))
        .filter(
          (mention) =>
            !laws.some(
              (law) => law.includes(` ${toKey(mention.text)} `) && law.trim() !== toKey(mention.text),
            ),
        )
        .filter((mention) => !employerHolds(clause, mention.text))
        .filter((mention) => !namesOthersTrade(clause, mention.text))
        // "The Food Safety Authority", "the Health and Safety Executive": a skill's words in a public body's name.
        .filter((mention) => !writtenBefore(clause, mention.text, publicBody))
        .filter((mention) => !later.has(mention.text.toLowerCase()))
        // Broad-taxonomy phrases ("Disassemble mobile devices", "Crew members") are too loose to be must-haves
        // on their own; they count when the ad's own requirement shape names them (findCandidateSkills).
        // A product name written with capitals ("Active Directory") is kept.
        .filter((mention) => !mention.broad || /\p{Lu}/u.test(mention.text.slice(1)))
        // Words that name the job ("Front Desk" Agent, Regional "Truck Driver") are not a skill it asks for,
        // unless a requirement asks for them ("2+ years of special education experience" for a SPED teacher).
        .filter(
          (mention) =>
            kind === 'required' ||
            !/ /.test(toKey(mention.text)) ||
            !` ${jobName} `.includes(` ${toKey(mention.text)} `),
        )
        // Nor is the role's own noun where the clause names the job ("Position: Instructional Coach" is no Mentoring).
        .filter(
          (mention) =>
            kind === 'required' ||
            toKey(mention.text) !== roleNoun ||
            !` ${toKey(clause)} `.includes(` ${toKey(role)} `),
        )
        // Nor are the words of the company's name ("Summit" Orthopedic Partners).
        .filter((mention) => !` ${companyKey} `.includes(` ${toKey(mention.text)} `))
        // A word before a company's legal form or its careers page is the employer's name ("Harbour Rail Ltd").
        .filter((mention) => !writtenBefore(clause, mention.text, employerAfter))
        // "Reno, NV", "Sparks, NV": a town before its state's code is a place, whatever the taxonomy reads in it.
        .filter((mention) => !writtenBefore(clause, mention.text, stateAfter))
        .filter(
          (mention) =>
            mention.skill.category !== 'soft' ||
            (!describesThing(clause, mention.text) && !dutyVerb(clause, mention.text)),
        )
        .filter((mention) => !namesPeople(mention.text, mention.skill.label))
        // "Assists the Restaurant Manager", "call our site manager": a colleague's post is no skill, though the taxonomy
        // lists it as one.
        .filter((mention) => !namesPost(mention.text) || !colleague(clause, mention.text))
      const mentions = kept.map((mention) =>
        // Long catalogue names ("Oracle Primavera P6 Enterprise Portfolio …") read better as the ad wrote
        // them, and so does a taxonomy's plural of what the ad wrote in the singular ("Water treatments").
        mention.skill.label.length > 30 || madePlural(mention.skill.label, mention.text)
          ? { ...mention.skill, label: sentenceCase(mention.text) }
          : mention.skill,
      )
      // "LinkedIn Ads", "SQL Server": a product named with its part is that part's skill, not the whole product.
      const features = findProductFeatures(clause, kept, text)
      for (const skill of [...features.values()].flat()) seen.add(toKey(skill.label))
      const multiword = kept.map((mention) => mention.text).filter((text) => / /.test(text))
      const candidates = findCandidateSkills(
        clause,
        seen,
        kind === 'required' || kind === 'preferred',
        text,
        listed,
      )
        .filter((skill) => !later.has(skill.label.split(' ')[0]!.toLowerCase()))
        .filter((skill) => !aboutEmployer || (/\p{Lu}/u.test(skill.label) && clause.includes(skill.label)))
        // "We are a funeral home in Somerset", "X is an installer in Tshwane and Johannesburg": where the employer is.
        .filter(
          (skill) =>
            !aboutEmployer || !new RegExp(`${placesBefore}${escapeRegExp(skill.label)}\\b`).test(clause),
        )
        .filter((skill) => !isPlainDrivingLicence(skill.label) && !namesPost(skill.label))
        .filter((skill) => !sentencePiece.test(skill.label))
        // "Asbestos awareness training": words that open inside a name the lexicon read whole and run past it are
        // a fragment of two phrases, no skill.
        .filter((skill) => !opensInside(clause, skill.label, multiword))
        // "PCI DSS", "Working with Children Check": letters or words of a name the lexicon read whole, and names, are
        // no skills of their own; a product's name before its version is ("IDeaS" in "IDeaS G3", "Empower 3").
        .filter(
          (skill) =>
            !kept.some(
              (m) =>
                / /.test(m.text) &&
                ` ${toKey(m.text)} `.includes(` ${toKey(skill.label)} `) &&
                ` ${toKey(m.skill.label)} `.includes(` ${toKey(skill.label)} `) &&
                !(
                  m.text.startsWith(`${skill.label} `) &&
                  /^\s+[A-Z]?\d/.test(m.text.slice(skill.label.length))
                ),
            ),
        )
      // A taxonomy's name for words the ad's own shape already read ("First Aid" as First response, inside
      // "First Aid certification") is the same requirement twice.
      const read = candidates.map((skill) => ` ${toKey(skill.label)} `)
      // "BS in Civil Engineering or Construction Management": the fields say what the degree is in, which the
      // education level covers; they are no skills the job asks for.
      const degreeFields = findDegreeFields(clause).map((field) => ` ${toKey(field)} `)
      const notField = (skill: SkillRef) =>
        !degreeFields.some((field) => field.includes(` ${toKey(skill.label)} `))
      const named = new Set([...mentions, ...candidates].map((skill) => skill.id))
      for (const skill of [
        ...mentions
          .flatMap((skill, i) =>
            isProductDetail(skill.id, named) ||
            (kept[i]!.broad && read.some((phrase) => phrase.includes(` ${toKey(kept[i]!.text)} `)))
              ? []
              : (features.get(kept[i]!) ?? [skill]),
          )
          .filter(notField),
        ...candidates.filter((skill) => notField(skill) && !isProductDetail(skill.id, named)),
        // Soft qualities written as a description of the person ("you stay calm when …"), not by name.
        ...(aboutEmployer ? [] : findSoftQualities(clause, kind === 'required' || kind === 'preferred')),
      ]) {
        if (skill.category === 'soft') soft.set(skill.id, skill)
        else if (kind === 'preferred') preferred.set(skill.id, skill)
        else required.set(skill.id, skill)
      }
      if (kind === 'preferred') continue
      const clauseYears = findYearsExperience(clause, kind === 'required')
      if (clauseYears !== undefined && (years === undefined || clauseYears > years)) years = clauseYears
      const level = findEducationLevel(clause)
      if (level && (!education || educationRank[level] < educationRank[education])) education = level
    }
    if (section === 'responsibilities' && line.length > 15) responsibilities.push(line.replace(bullet, ''))
  }
  // The title's field ("Court reporting" for a Court Reporter) is the first thing a recruiter lists, when the
  // ad writes it; a lexicon skill of that name keeps its id, so a resume's alias still matches it.
  const field = jobName ? findTitleField(title, text) : undefined
  if (field) {
    const known = findSkillMentions(field, text).find((m) => toKey(m.text) === toKey(field))
    const skill = known ? { ...known.skill, label: field } : { id: `phrase:${toKey(field)}`, label: field }
    if (![...required.values()].some((s) => toKey(s.label) === toKey(field)))
      required.set(skill.id, { category: 'domain', ...skill })
  }
  for (const id of required.keys()) preferred.delete(id)
  // "A Class 5 driver's licence …, able to obtain a Class 2": the first class the ad states is the licence it asks
  // for, in place of the plain licence of its kind.
  const licences = findDrivingLicences(text)
  for (const skills of [required, preferred])
    for (const plain of new Set(licences.map((l) => l.plain))) {
      const ofKind = licences.filter((l) => l.plain === plain)
      const replaced = new Set([plain, ...ofKind.map((l) => l.skill.id)])
      if (!ofKind.some((l) => skills.has(l.skill.id))) continue
      const entries = [...skills]
      skills.clear()
      for (const [id, skill] of entries)
        if (!replaced.has(id)) skills.set(id, skill)
        else if (!skills.has(ofKind[0]!.skill.id)) skills.set(ofKind[0]!.skill.id, ofKind[0]!.skill)
    }
  const skillWords = new Set<string>()
  for (const skill of [...required.values(), ...preferred.values(), ...soft.values()])
    for (const token of stemTokens(skill.label)) skillWords.add(token.stem)
  for (const token of stemTokens(`${title} ${company}`)) skillWords.add(token.stem)
  return {
    job_title: jobTitle,
    company,
    seniority: findSeniority(jobTitle, years) ?? null,
    years_experience: years ?? null,
    education_level: education ?? null,
    required_skills: [...required.values()],
    preferred_skills: [...preferred.values()],
    soft_skills: [...soft.values()],
    keywords: findKeywords(relevant, skillWords),
    responsibilities: responsibilities.slice(0, 15),
  }
}
