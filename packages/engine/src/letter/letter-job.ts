import { classifyLine, findHeadingSection, type JobSection } from '../job/classify-line.ts'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { isVerbPhrase, lowerFirst } from './letter-grammar.ts'

/** What a letter may say about the job: its own tasks, what it says about the company, its requirements. */
export interface LetterJob {
  /** The posting's tasks as bare verb phrases in the reader's voice: "own the month-end close". */
  tasks: string[]
  /** Sentences where the posting describes the company itself ("We roast coffee for 40 cafés"). */
  about: string[]
  /** The posting's own requirement lines without numbers: "experience designing for accessibility (WCAG)". */
  requirements: string[]
}

const bullet = /^(?:[-*•·▪◦‣]|\d+[.)])\s*/
const words = (text: string) => text.split(/\s+/).length
const clean = (text: string) =>
  text
    .trim()
    .replace(bullet, '')
    .replace(/[.!;:,]+$/, '')
    .trim()
/**
 * Prose wrapped by hand ("… improve monitoring with\nPrometheus and Grafana.") is one sentence: a line that
 * does not end a sentence runs on into the next unless that one starts a bullet.
 */
const unwrap = (text: string) =>
  text.replace(
    /([^\s.!?:;])[ \t]*\n(?![ \t]*(?:[-*•·▪◦‣]|\d+[.)])\s)(?=[ \t]*\S)/g,
    (whole, last: string, at: number) => {
      const line = text.slice(text.lastIndexOf('\n', at) + 1, at + 1)
      // A short line is a heading or a header ("What you'll do", "Senior Backend Engineer"), not wrapped prose.
      return words(line.trim()) >= 6 && !bullet.test(line.trim()) ? `${last} ` : whole
    },
  )
const sentences = (text: string) =>
  unwrap(text)
    .split(/\n+|(?<=[.!?])\s+/)
    .map(clean)
    .filter(Boolean)
/** A sentence cut at its first clause break: "work with GPs, so you should enjoy …" → "work with GPs". */
const firstClause = (text: string) => {
  const head = text.split(/;\s+|,\s+so\s+|\s+so that\s+/)[0]!
  return clean(words(head) <= 24 ? head : head.split(/,\s+(?:then|and then|which|while|as)\s+/)[0]!)
}

// "You will own …", "… and you would carry …", "… is hiring a teller to support …": the task is the rest.
const youWill = /(?:^|[,;]\s*|\band\s+)(?:in this role,?\s+)?you(?:['’]ll| will| would)\s+(?:also\s+)?/i
const hiringTo = /\b(?:looking for|hiring|seeking) (?:a|an) [^,.]{2,60}? (?:to|who will|who can)\s+/i
const notWork =
  /\b(?:years?|degree|required|requirements?|must|salary|benefits?|apply|preferred|bonus|plus|insurance|equal|regardless|love you)\b/i
// Company lines about pay, perks and hiring rules are no reason to want the job.
const aboutNot =
  /\b(?:offer|welcome|divers\w*|inclusi\w*|accommodat\w*|leave|pto|stock options|holidays?|salary|benefits?|insurance|equal|regardless|apply|required|must|preferred)\b/

// A header line ("Ironclad Games — Seattle, WA (Hybrid)", "$120,000 a year") tells where and how much, not what.
const postingHeader = /[—|·]|\((?:remote|hybrid|on-?site)\b|,\s*[A-Z]{2}\b|[$€£]|\b(?:full|part)-time\b/i
// A line about the company says something about it: it has a verb ("makes", "serves", "is", "helped").
const saysSomething = /\b(?:is|are|was|were|has|have|\p{Ll}{3,}(?:s|ed))\b/u

// A responsibilities line that is no task: "A strong grasp of …", "Our team …", "Excellent …".
const notTaskStart =
  /^(?:a|an|the|our|we|you|your|this|these|strong|excellent|experience|ability|knowledge|proficiency|bachelor|degree|\d)\b/i

/** The posting's tasks (its responsibilities, else what "you will" do), about lines and requirement lines. */
export function letterJob(description: string, responsibilities: string[], company: string): LetterJob {
  const tasks: string[] = []
  const add = (text: string, listed: boolean) => {
    // "(we are a Fear Free practice)" is about the company, not the task.
    const task = ownVoice(firstClause(clean(text)).replace(/\s*\([^)]*\b(?:we|our)\b[^)]*\)/gi, ''))
    const plausible = isVerbPhrase(task) && !(listed && notTaskStart.test(task))
    if (plausible && words(task) >= 3 && words(task) <= 24 && !notWork.test(task))
      tasks.push(lowerFirst(task))
  }
  for (const line of responsibilities) add(line.replace(youWill, ''), true)
  for (const sentence of sentences(description)) {
    const lead = youWill.exec(sentence) ?? hiringTo.exec(sentence)
    if (lead) add(sentence.slice(lead.index + lead[0].length), false)
  }
  // "Cedar Hollow is a 6-doctor hospital …" names the company by its first word or two.
  const names = [company, company.split(/\s+/).slice(0, 2).join(' ')].map((name) => name.trim().toLowerCase())
  const about = sentences(description)
    .map((sentence) => clean(sentence.split(/,\s+and\s+|;\s+|\s+(?:looking for|hiring|seeking)\b/)[0]!))
    .filter((line) => {
      const lower = line.toLowerCase()
      return (
        words(line) >= 6 &&
        words(line) <= 24 &&
        (lower.match(/\b[a-z]{3,}\b/g)?.length ?? 0) >= 3 &&
        (names.some((name) => name.length > 3 && lower.startsWith(name)) ||
          /^(?:we|we['’]re|our)\b/.test(lower)) &&
        !/\byou\b/.test(lower) &&
        !aboutNot.test(lower) &&
        !postingHeader.test(line) &&
        saysSomething.test(line.slice(names.find((name) => lower.startsWith(name))?.length ?? 0)) &&
        classifyLine(line, 'intro') === 'intro'
      )
    })
  return {
    tasks: [...new Set(tasks)],
    about: [...new Set(about)],
    requirements: requirementLines(description),
  }
}

/** The posting speaks as "we" and "our"; the candidate repeats it as "you" and "your". */
function ownVoice(text: string): string {
  return text
    .replace(/\bour\b/gi, 'your')
    .replace(/\bours\b/gi, 'yours')
    .replace(/\bwe(?:['’]re)\b/gi, 'you’re')
    .replace(/\bus\b/g, 'you')
    .replace(/\bwe\b/gi, 'you')
}

/** Bullet lines of the requirements and nice-to-have sections; a line with a number ("3+ years") is left out. */
function requirementLines(description: string): string[] {
  let section: JobSection = 'intro'
  const lines: string[] = []
  for (const line of unwrap(description)
    .split(/\n+/)
    .map((text) => text.trim())) {
    const heading = findHeadingSection(line)
    if (heading) {
      section = heading
      continue
    }
    const text = clean(line).replace(/,?\s+(?:is\s+)?(?:required|preferred|a plus|is a plus)$/i, '')
    const kind = classifyLine(text, section)
    if (kind !== 'required' && kind !== 'preferred') continue
    if (!text || /\d|\byou\b|;/.test(text) || words(text) > 16) continue
    // "Docker, Kubernetes and AWS" keeps its capital; "Strong communication …" reads on as "strong communication".
    const first = findSkillMentions(text)[0]?.text
    lines.push(first && text.startsWith(first) ? text : lowerFirst(text))
  }
  return lines
}
