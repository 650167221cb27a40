import { type ResumeData, splitLetter } from '@tailor/contracts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { collectSkillEvidence } from '../match/collect-skill-evidence.ts'
import { resumeText } from '../match/resume-facts.ts'
import { factPhrases } from './fact-phrases.ts'
import { endYear, experienceYears } from './letter-facts.ts'
import { letterPhrases } from './tone-phrases.ts'

export interface LetterExtras {
  hiringManager?: string
  referralSource?: string
  additionalInfo?: string
}

// Words the letter's own phrasing uses; any other capitalised word must come from the user's material.
const phraseWords = new Set(
  [...letterPhrases, ...factPhrases, 'Dear Hiring Manager In My I']
    .join(' ')
    .toLowerCase()
    .match(/[\p{L}’']+/gu),
)
const firstPerson = /(?:^|[^\p{L}])(?:I|I['’](?:m|ve|d|ll)|my|me|mine)(?=[^\p{L}]|$)/u
const aspiration =
  /\b(learn\w*|grow\w*|build(?:ing)? (?:that|hands-on)|pick (?:it )?up|dive into|get up to speed|have not|haven['’]t|not yet|would welcome|eager|keen)\b/i
const degreeWord = /\b(bachelor|master|mba|ph\.?d|doctorate|degree|diploma)\b/gi
const credentialWord = /\b(certified|certificat\w*|licensed|licen[cs]e)\b/gi
const numberPattern = /\d+(?:[.,]\d+)*/g
// "8 years", "8+ years", "8 wonderful years", "an 8-year career".
const yearsClaim = /\b(\d+)(?:\+?\s+(?:\p{L}+\s+)?years?|-years?)\b/giu

/**
 * Every claim in a letter that the user's material does not support: numbers, organisations and other names,
 * skills, degrees and credentials the resume, the job description and the user's own notes never mention.
 * Empty when the letter is honest. Sentences about learning ("not yet used", "eager to build") may name a skill.
 */
export function findLetterViolations(
  content: string,
  resume: ResumeData | null,
  job: { title: string; company: string; description: string },
  extras: LetterExtras = {},
): string[] {
  return letterChecker(resume, job, extras)(content)
}

/**
 * findLetterViolations with the material read once: the writer checks every sentence it considers, and
 * reading the resume's skills for each of them would cost most of a letter's time.
 */
export function letterChecker(
  resume: ResumeData | null,
  job: { title: string; company: string; description: string },
  extras: LetterExtras = {},
): (content: string) => string[] {
  const personal = resume?.personal_information
  const candidate = resume
    ? [resumeText(resume), personal?.name, personal?.location, personal?.linkedin, personal?.email].join('\n')
    : ''
  const notes = [extras.hiringManager, extras.referralSource, extras.additionalInfo]
    .filter(Boolean)
    .join('\n')
  const sources = [candidate, notes, job.title, job.company, job.description].join('\n')
  const sourceWords = new Set(sources.toLowerCase().match(/[\p{L}\p{N}’']+/gu))
  const sourceNumbers = new Set(sources.match(numberPattern))
  const ownSkills = new Set([
    ...(resume ? collectSkillEvidence(resume).keys() : []),
    ...findSkillMentions(notes).map((m) => m.skill.id),
  ])
  const ownWords = `${candidate}\n${notes}`.toLowerCase()
  const years = resume ? experienceYears(resume) : 0
  const jobText = normalize(job.description)
  // Names are checked above; a skill hiding in one ("Northern Rail", "Frontend Engineer (React)") is no claim.
  // Degrees that end after this year are under way: "I hold …" would claim one the candidate does not have.
  const underWay = (resume?.education ?? [])
    .filter((school) => school.degree.trim() && (endYear(school.dates) ?? 0) > new Date().getFullYear())
    .map((school) => school.degree.trim().toLowerCase())
  const names = [
    job.title,
    job.company,
    ...(resume?.work_experience.map((role) => role.company) ?? []),
    ...(resume?.education.map((school) => school.institution) ?? []),
  ].filter((name) => name.trim())

  return (content) => {
    const violations = new Set<string>()
    // The salutation and the signature name people the user chose; the body is where claims are made.
    const body = splitLetter(content).paragraphs.join('\n')
    for (const sentence of body.split(/(?<=[.!?])\s+|\n+/).filter((s) => s.trim())) {
      const personal = firstPerson.test(sentence)
      const claims = personal && !aspiration.test(sentence)
      const claimedYears = new Set<string>()
      for (const [, count] of sentence.matchAll(yearsClaim)) {
        if (Number(count) <= years || sourceNumbers.has(count!)) claimedYears.add(count!)
        else violations.add(`claims ${count} years of experience; the resume's dates show ${years}`)
      }
      for (const number of sentence.match(numberPattern) ?? [])
        if (!sourceNumbers.has(number) && !claimedYears.has(number))
          violations.add(
            `"${numberAround(sentence, number)}" is not in the resume, your notes or the job description`,
          )

      // Letters right after a digit are a unit ("$2.4M", "3x"), not a name.
      const words = sentence.match(/(?<![\p{N}$])[\p{L}][\p{L}\p{N}’']*/gu) ?? []
      words.slice(1).forEach((word) => {
        const bare = word.replace(/['’]s$|[’']+$/u, '')
        if (!/^\p{Lu}/u.test(bare)) return
        const key = bare.toLowerCase()
        const known = (k: string) => sourceWords.has(k) || phraseWords.has(k)
        if (![key, `${key}s`, `${key}'s`, `${key}’s`, key.replace(/s$/, '')].some(known))
          violations.add(`names "${bare}", which is not in the resume, your notes or the job description`)
      })
      if (!claims) continue
      const lower = sentence.toLowerCase()
      for (const degree of underWay)
        if (
          lower.includes(degree) &&
          !/\b(?:pursu|complet|studying|expect|due|enrolled|working toward)/.test(lower)
        )
          violations.add(`claims the degree "${degree}" as held; the resume shows it still under way`)
      const own = withoutJobQuotes(withoutNames(sentence, names), jobText)
      let unexplained = own
      for (const mention of findSkillMentions(own))
        if (!ownSkills.has(mention.skill.id))
          violations.add(`claims the skill "${mention.skill.label}", which the resume does not show`)
        else unexplained = unexplained.split(mention.text).join(' ')
      for (const pattern of [degreeWord, credentialWord])
        for (const [word] of unexplained.matchAll(pattern))
          if (!ownWords.includes(word!.toLowerCase().slice(0, 6)))
            violations.add(
              `claims a ${pattern === degreeWord ? 'degree' : 'credential'} ("${word}") the resume does not list`,
            )
    }
    return [...violations]
  }
}

/** The number with its unit, as written: "240%", "$1.2M", "15 nurses". */
function numberAround(sentence: string, number: string): string {
  const at = sentence.indexOf(number)
  const match = /^\$?[\d.,]+(?:%|\s?[kKmMbB]\b|\s+\p{L}+)?/u.exec(
    sentence.slice(Math.max(0, at - 1)).replace(/^[^$\d]/, ''),
  )
  return match?.[0] ?? number
}

const normalize = (text: string) =>
  ` ${text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim()} `

/** The sentence without runs of five or more words quoted from the job ("…this role will own the SQL models"). */
function withoutJobQuotes(sentence: string, jobText: string): string {
  const words = sentence.split(/\s+/)
  const quoted = new Set<number>()
  for (let i = 0; i + 5 <= words.length; i++)
    if (jobText.includes(normalize(words.slice(i, i + 5).join(' '))))
      for (let j = i; j < i + 5; j++) quoted.add(j)
  return words.filter((_, i) => !quoted.has(i)).join(' ')
}

function withoutNames(sentence: string, names: string[]): string {
  let rest = sentence
  for (const name of names) rest = rest.split(name.trim()).join(' ')
  return rest
}
