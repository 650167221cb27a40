import { stopwords } from '../text/stopwords.ts'

// The action nouns a field names its work with: "antimicrobial stewardship", "plan review", "periodontal
// charting". Ads write such a skill inside duties and prose, where no requirement shape frames it.
const heads =
  /^(?:management|planning|charting|stewardship|review|research|counseling|counselling|reconciliation|inspection|troubleshooting|programming|coding|scheduling|forecasting|budgeting|auditing|prevention|intervention|diligence|handling|installation|repair|learning)$/i
// Words that grade or time the work rather than name its object ("strong management", "daily planning").
const grading =
  /^(?:strong|solid|good|great|excellent|effective|careful|basic|minor|major|general|overall|ongoing|daily|weekly|monthly|annual|new|own|key|first|final|further|proper|timely|accurate|advanced|senior|junior|quality|high|low|full|complete|related|relevant|various|multiple|other|such)$/i
// A possessive is one word ("children's"), so its "s" is never read as a modifier.
const word = /[A-Za-z]+(?:[-'’][A-Za-z]+)*|[^\sA-Za-z]/g

/** Two-word skills named by a field's action noun, as the clause writes them ("Plan review"). */
export function findSkillCompounds(clause: string): string[] {
  const words = clause.match(word) ?? []
  const found: string[] = []
  for (let i = 1; i < words.length; i++) {
    const [modifier, head, next] = [words[i - 1]!, words[i]!, words[i + 1]]
    if (!heads.test(head) || !/^[A-Za-z]/.test(modifier)) continue
    // The head ends the phrase: "maintenance team" and "review process" name something else.
    if (next && /^[a-z]/i.test(next) && !stopwords.has(next.toLowerCase())) continue
    const lower = modifier.toLowerCase()
    // A possessive names whose work it is, not its kind: "children's learning", "the client's planning".
    if (grading.test(lower) || stopwords.has(lower) || /(?:ly|ed|['’]s|s['’])$/.test(lower)) continue
    // "We handle scheduling", "you will plan scheduling": after a subject or a modal the word is a verb.
    if (/^(?:we|you|they|i|to|will|can|must|may|should|would)$/i.test(words[i - 2] ?? '')) continue
    // "Leading research" is a verb on the work; "Hardware troubleshooting" is its object.
    if (/ing$/.test(lower) && !/^[A-Z]/.test(modifier)) continue
    found.push(`${modifier} ${head}`)
  }
  return found
}
