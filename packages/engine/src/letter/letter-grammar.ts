import { startsWithActionVerb } from '../text/starts-with-action-verb.ts'

/** "an RN", "an engineer", "a UX designer", "a university lecturer". */
export function article(word: string): string {
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a'
  return /^(?:hour|honest|honou?r)/i.test(word) ||
    (/^[aeiou]/i.test(word) && !/^(?:uni|use|usu|eu|one)/i.test(word))
    ? 'an'
    : 'a'
}

/** "Reduced" → "reduced", but "DevOps", "SQL" and "iOS" keep their case. */
export const lowerFirst = (text: string) =>
  /^[A-Z][a-z]*(?![A-Za-z])/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text

export const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** "Staff Nurse, Medical-Surgical/Telemetry" → "Staff Nurse". */
export const shortTitle = (title: string) => title.split(/\s*[,|/(]\s*|\s+[-–—]\s+/)[0]!.trim()

/** Fills {placeholders}; "a {title}" (or "A {title}") takes the article its value needs, "1 years" reads "1 year". */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return (
    template
      .replace(/\b([Aa]) \{(\w+)\}/g, (whole, written: string, key: string) => {
        const value = String(values[key] ?? '')
        if (!value) return whole
        const chosen = article(value)
        return `${written === 'A' ? chosen[0]!.toUpperCase() + chosen.slice(1) : chosen} ${value}`
      })
      // "Ironclad Games’ team", not "Ironclad Games’s team".
      // "to help {work}" with "help customers …" reads "to help customers …", not "to help help customers".
      .replace(/\b(\p{L}+) \{(\w+)\}/gu, (whole, word: string, key: string) => {
        const value = String(values[key] ?? '')
        return value.toLowerCase().startsWith(`${word.toLowerCase()} `) ? `{${key}}` : whole
      })
      .replace(/\{(\w+)\}(['’]s\b)?/g, (whole, key: string, possessive = '') => {
        if (values[key] === undefined) return whole
        const value = String(values[key])
        return value + (possessive && /s$/.test(value) ? possessive.slice(0, 1) : possessive)
      })
      .replace(/\b1 ((?:\p{L}+ )?)(year|month|week)s\b/gu, '1 $1$2')
      // A value ending in a full stop ("Acme Inc.") at a sentence's end keeps one.
      .replace(/([^.])\.\.(?!\.)/g, '$1.')
  )
}

// Present-tense verbs a current role's bullets open with ("Configure switches", "Answer phones"), beyond the
// action verbs recruiters look for.
const dutyVerbs = new Set(
  `agree answer assemble assist bag bake balance bill book break brew bus calculate calibrate care carry
  catalog chart check clean clear code collect compile compute configure contact contribute cook
  correspond counsel count cover demo demonstrate detect determine dispatch dispense distribute document
  draft draw edit email enrol enroll enter escalate estimate examine explain file fill fix follow gather
  give grade greet help hire host image inspect instruct interpret interview investigate invoice issue
  join keep label lecture liaise lift listen load log make mark measure meet mix moderate mop move note
  observe onboard open operate order pack package paint partner patch photograph pick pitch place plate
  position post prep price print process proofread prospect provide pull purchase qualify query raise
  rate receive reconcile record refer refill register remove renew repair replace reply report reset
  respond restock restrain retouch return ring rotate route scan screen seat see serve set shop sketch
  solve sort source speak spot stock store study submit supply survey sweep tag take trace track
  transcribe transport treat tune turn tutor type unload unlock update upsell use vaccinate validate
  verify visit wash weld wire work`.split(/\s+/),
)
/** True when a phrase opens with a verb: "Process deposits", "Configure switches", "Reduced costs". */
export const isVerbPhrase = (text: string) => startsWithActionVerb(text) || isVerb(text.split(/\s+/)[0] ?? '')

const isVerb = (word: string) => {
  const lower = word.toLowerCase()
  return dutyVerbs.has(lower) || dutyVerbs.has(lower.replace(/e?s$/, '')) || /(?:ed|ise|ize|ify)$/.test(lower)
}

/**
 * A resume bullet as the candidate saying it: "Reduced wait times by 18%" → "I reduced wait times by 18%";
 * "Member of the safety committee" → "I was a member of …"; a noun phrase ("Rotations in orthopaedics")
 * → "my work included rotations in orthopaedics".
 */
export function firstPersonClause(bullet: string): string {
  const text = lowerFirst(bullet)
  // "Lead gameplay programmer on …" names a post, it is no verb: "I was the lead gameplay programmer on …".
  if (titlePhrase.test(bullet)) return `I was the ${text}`
  if (/^responsible for\b/i.test(bullet)) return `I was ${text}`
  // "Studying for the PTCB exam" → "I am studying for the PTCB exam".
  if (/^[A-Z]?[a-z]+ing\b/.test(bullet) && !/^(?:bring|sing|ring)\b/i.test(bullet)) return `I am ${text}`
  if (/^(?:member|part|winner|recipient)\b/i.test(bullet)) return `I was a ${text}`
  if (
    /^(?:selected|named|awarded|promoted|trusted|entrusted|chosen|asked|recogni[sz]ed|invited|elected)\b/i.test(
      bullet,
    )
  )
    return `I was ${text}`
  if (isVerbPhrase(bullet)) return `I ${text}`
  return `my work included ${text}`
}

const titlePhrase =
  /^(?:lead|senior|principal|head|chief|staff|core|sole|main|founding)\s+(?:[\p{L}-]+\s+){0,2}(?:programmer|developer|engineer|designer|manager|artist|analyst|nurse|teacher|technician|consultant|architect|writer|producer|researcher|scientist|member|contributor|editor|coordinator)s?\b/iu

const adjectiveStart =
  /^(?:[a-z]+(?:ful|ive|able|ible|ous|ent|ant|ed|al)|detail-oriented|hands-on|bilingual|skilled|organized)$/i

/** The resume's own summary in the first person: "Backend developer who …" → "I am a backend developer who …". */
export function summarySentences(summary: string): string[] {
  return summary
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().replace(/[.!]+$/, ''))
    .filter((sentence) => sentence.split(/\s+/).length >= 5 && !/^(?:i|my|i'm|i’m)\b/i.test(sentence))
    .slice(0, 3)
    .map((sentence) => {
      const first = sentence.split(/\s+/)[0]!
      const text = lowerFirst(sentence)
      // "Led a team of 8 …" is something done; "Registered nurse with …" is who the candidate is.
      if (startsWithActionVerb(sentence) && /^\S+\s+(?:a|an|the|my|\d\S*|[a-z]+s)\b/.test(text))
        return `I ${text}.`
      if (/^[a-z]+ing$/i.test(first)) return `I am ${text}.`
      // "Passionate about UX" needs no article; "Registered nurse with …" does.
      const bare =
        adjectiveStart.test(first) && /^\S+(?:,|\s+(?:about|in|with|and|to|for|at|by|of)\b)/.test(text)
      return bare ? `I am ${text}.` : `I am ${article(sentence)} ${text}.`
    })
}

/** Sentences as the letter shows them: a capital first letter and a full stop. */
export const sentence = (text: string) => {
  const trimmed = text.trim()
  if (!trimmed) return ''
  const capital = trimmed[0]!.toUpperCase() + trimmed.slice(1)
  return /[.!?]$/.test(capital) ? capital : `${capital}.`
}
