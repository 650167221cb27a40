import { getLexicon } from '../lexicons/get-lexicon.ts'
import { skillLevel } from '../text/level-words.ts'

// The names of skill groups printed above their items ("Programming Languages" over "C#, Python") are not
// skills themselves, nor are level labels (`skillLevel`).
const groupName =
  /^(?:(?:programming|spoken|technical|soft|hard|other|core)\s+)?(?:languages|frameworks|tools|technologies|platforms|libraries|databases)$|^(?:[\p{L}-]+\s+){0,2}(?:skills|competencies|competences)$/iu

// A one-word group label set in another type before a comma list, without a colon ("Technical Incident
// Investigation, …", "ExpertiseAirframe Inspection, …" when the type change left no space), unless the two make a
// known skill ("Technical Writing").
const groupWord = /^(Expertise|Technical|Technologies|Tools|Software|Proficiencies)\s*(?=(\p{Lu}[^,]*),)/u

/**
 * Skills from comma, semicolon, pipe, bullet, slash-free and table (tab) lists, with category labels
 * ("Languages: …") dropped and duplicates removed regardless of case.
 */
export function parseSkills(lines: string[]): string[] {
  const seen = new Set<string>()
  const skills: string[] = []
  // A list wrapped inside a word ("…, Power-" / "Shell, Jamf") is one list: the word is rejoined.
  const joined = lines.reduce<string[]>((out, line) => {
    const last = out.at(-1)
    // Its wrapped end may be read as a list item ("• ment, …") under a hanging indent; a lowercase end is a
    // word the typesetter hyphenated ("Assess-" / "ment"), closed up.
    const rest = line.replace(/^•\s*(?=\p{Ll})/u, '')
    // A comma list without a marker, its last item cut at a word, goes on in a comma list given a marker only by
    // its hanging indent ("Technical Articulation Therapy, …, Language" / "• Assessment, IEP Writing, …").
    const runsOn =
      last !== undefined &&
      !last.startsWith('•') &&
      (last.match(/,/g)?.length ?? 0) >= 2 &&
      /\p{L}$/u.test(last) &&
      /^•\s*\p{L}[^,]*,/u.test(line)
    if (last !== undefined && /\p{L}-$/u.test(last) && /^\p{L}/u.test(rest))
      out[out.length - 1] = /^\p{Ll}/u.test(rest) ? last.slice(0, -1) + rest : last + rest
    else if (runsOn) out[out.length - 1] = `${last} ${line.replace(/^•\s*/, '')}`
    else out.push(line)
    return out
  }, [])
  for (const raw of joined) {
    // A group label before its items: "Languages: Go, Ruby" or a label cell beside them ("Languages<tab>Go, Ruby").
    const line = raw
      .replace(/^•\s*/, '')
      .replace(/^[^:,]{2,40}:\s*/, '')
      .replace(/^[^,\t]{2,40}\t(?=[^\t]*,)/, '')
      .replace(groupWord, (label, _word, first: string) =>
        knownLabels().has(`${label}${first}`.toLowerCase()) ? label : '',
      )
    for (const part of splitOutsideBrackets(line)) {
      const skill = part
        .trim()
        .replace(/^(?:and|&)\s+/i, '')
        .replace(/[.]$/, '')
        .trim()
      if (!skill || skill.split(/\s+/).length > 6 || skillLevel.test(skill) || groupName.test(skill)) continue
      const key = skill.toLowerCase()
      // A name hyphenated at its capital by the typesetter ("Power-Shell") is the known skill closed up.
      if (/\p{Ll}-\p{Lu}/u.test(skill) && knownLabels().has(key.replace(/-/g, ''))) {
        const closed = skill.replace(/(\p{Ll})-(\p{Lu})/gu, '$1$2')
        if (!seen.has(closed.toLowerCase())) {
          seen.add(closed.toLowerCase())
          skills.push(closed)
        }
        continue
      }
      if (seen.has(key)) continue
      seen.add(key)
      skills.push(skill)
    }
  }
  return skills
}

let labels: Set<string> | undefined
/** The skill lexicon's labels in lower case, without hyphens ("powershell", "javascript"). */
const knownLabels = () => {
  labels ??= new Set(getLexicon().skills.map((k) => k.label.toLowerCase().replace(/-/g, '')))
  return labels
}

/** Splits at list separators except inside brackets: "Office (Excel, Word)" stays one skill. */
function splitOutsideBrackets(line: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!
    if (c === '(' || c === '[') depth++
    else if ((c === ')' || c === ']') && depth > 0) depth--
    else if (depth === 0 && /[,;|•·●\t]/.test(c)) {
      parts.push(line.slice(start, i))
      start = i + 1
    }
  }
  parts.push(line.slice(start))
  return parts.flatMap((p) => p.split(/\s{2,}/))
}
