import { endsOnAbbreviation } from '../text/closing-stop.ts'
import { stopwords } from '../text/stopwords.ts'
import { findHeadingSection } from './classify-line.ts'
import { organisationHead } from './organisation-head.ts'

// A run of capitalised words, with the small words a name joins them by ("Bank of Ireland", "Hart & Cole").
// Each word is one token followed by one space, so a long line cannot be split many ways.
const run = /\p{Lu}[\p{L}\p{N}&'’.-]*(?: (?:\p{Lu}[\p{L}\p{N}&'’.-]*|of|and|&|for)(?=[\s,.;:!?)|·–—-]|$))*/gu
// The words that say a name is an organisation's, here and in the English-speaking world's public sector:
// "Kilbride County Council", "Riverbend Community Health Service", "Tamarind Freight Pty Ltd".
const organisationWord =
  /(?:^|\s)(?:&|Council|Trust|Service|Services|Authority|Board|School|College|University|Limited|Ltd\.?|PLC|Plc|Pty|Inc\.?|LLC|LLP|Corp\.?|Co\.|Group|Recruitment|Staffing|Consulting|Accountants|Solicitors|Home|Homes|Hospital|Clinic|Practice|Centre|Center|Society|Association|Foundation|Agency|Partners|Associates)(?=\s|$)/
// A person named as the ad's contact or manager is no employer ("Contact Sarah Whitlock", "Dr. Ellen Park"),
// though a company may be the contact too ("contact Brennan Ashe Recruitment").
const contact = /\b(?:[Cc]ontact|[Rr]eports? to|[Rr]eporting to|[Ss]peak to|[Cc]all|[Ee]mail)\s+$/
// A name the ad gives as the place of work ("Location: Pinewood Elementary School", "our home in Gate Pa") or a
// customer ("clients such as Mercy Health Trust") is someone else's wherever else it stands.
const someoneElse =
  /\b(?:[Ll]ocation:|[Ss]ite:|[Bb]ased at|in|near|[Cc]lients?(?: include)?|[Cc]ustomers?(?: include)?|such as|including|like)\s+$/
const honorific = /^(?:Dr|Mr|Mrs|Ms|Miss|Prof)\.?\s/
// The ad's first lines, when short, are its header: a name there is where a logo stands.
const headerLines = 2
const headerLength = 100

/**
 * The employer by recurrence: an ad names the company that hires more than once, and the name carries an
 * organisation's word ("Council", "Ltd", "Trust"), opens a line, or stands in the header. Returns the
 * best-supported name written at least twice, and whether it carries an organisation's word, for when the shape
 * readers find nothing or a name written only once. `excluded` rules out the title, places, teams and slogans.
 */
export function recurringName(
  lines: string[],
  excluded: (name: string) => boolean,
): { name: string; organisation: boolean } | undefined {
  const text = lines.join('\n')
  const found = new Map<string, { name: string; count: number; support: number; organisation: boolean }>()
  const named = lines.flatMap((line, i) =>
    [...line.matchAll(run)].map((match) => {
      // A sentence's first words ("Why", "The", "Contact") open the run but are not the name's.
      let [lead, ...rest] = match[0].split(' ')
      let before = line.slice(0, match.index)
      while (rest.length && (stopwords.has(lead!.toLowerCase()) || contact.test(`${lead} `))) {
        before += `${lead} `
        ;[lead, ...rest] = rest
      }
      // "home in Gate Pa. You'll work …": a stop before a sentence's first word ends the name.
      const ended = [lead!, ...rest].findIndex(
        (word, at) =>
          word.endsWith('.') &&
          !endsOnAbbreviation(word) &&
          stopwords.has(rest[at]?.toLowerCase().replace(/['’].*$/, '') ?? ''),
      )
      const kept = ended < 0 ? [lead, ...rest] : [lead, ...rest].slice(0, ended + 1)
      const words = kept.join(' ').replace(/(?: (?:of|and|&|for))+$/, '')
      // "Acme Ltd." keeps its abbreviation's stop; a sentence's stop or comma is not the name's.
      const name = endsOnAbbreviation(words) ? words : words.replace(/[.,'’-]+$/, '')
      // "Odos Marinou 12, Piraeus": a street's name before its house number is an address.
      const after = line.slice((match.index ?? 0) + match[0].length)
      const address = /^\s\d{1,4}[a-z]?(?:,|\s|$)/.test(after)
      return { name, i, line, contact: contact.test(before), other: someoneElse.test(before) || address }
    }),
  )
  // A name the ad once marks as someone else's is never the employer's.
  const others = new Set(named.filter((mention) => mention.other).map((mention) => mention.name))
  for (const { name, i, line, contact } of named) {
    if (contact || !name.includes(' ') || found.has(name) || others.has(name) || honorific.test(name))
      continue
    // Counted first: most runs are written once, and the exclusions read the whole ad.
    const count = occurrences(text, name)
    if (count < 2 || findHeadingSection(name) || excluded(name)) continue
    const organisation = organisationWord.test(name) || organisationHead.test(name)
    const opensLine = lines.some((other) => other.startsWith(name) || other.startsWith(`The ${name}`))
    const header = i < headerLines && line.length <= headerLength
    const support = Number(organisation) + Number(opensLine) + Number(header)
    if (support) found.set(name, { name, count, support, organisation })
  }
  const best = [...found.values()].sort(
    (a, b) => b.support - a.support || b.count - a.count || b.name.length - a.name.length,
  )[0]
  // "The Saltmarsh Inn" keeps its article where the ad writes it inside a sentence or on a line of its own.
  const article =
    best &&
    (text.includes(`\nThe ${best.name}\n`) ||
      [...text.matchAll(/[a-z,] The /g)].some((at) => text.startsWith(best.name, at.index + at[0].length)))
  return best && { name: article ? `The ${best.name}` : best.name, organisation: best.organisation }
}

const capitalised = /(?<![\p{L}\p{N}&'’.-])\p{Lu}[\p{L}\p{N}&'’.-]*$/u
/**
 * How often the name is written as a name of its own: whole words, not part of a longer run of capitalised words
 * ("Elementary School" in "Pinewood Elementary School" is another name's part).
 */
export function occurrences(text: string, name: string): number {
  if (!name) return 0
  let count = 0
  for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) {
    const before = text.slice(Math.max(0, at - 30), at)
    const after = text.slice(at + name.length, at + name.length + 2)
    // A sentence's first word ("Why", "The", "Contact") joins no name.
    const word = capitalised.exec(before.trimEnd())?.[0] ?? ''
    const joined =
      / $/.test(before) && !!word && !stopwords.has(word.toLowerCase()) && !contact.test(`${word} `)
    if (!/[\p{L}\p{N}]$/u.test(before) && !/^(?:[\p{L}\p{N}]| \p{Lu})/u.test(after) && !joined) count++
  }
  return count
}
