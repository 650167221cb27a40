import { isEverydayWord } from '../text/everyday-words.ts'
import { stopwords } from '../text/stopwords.ts'

// Verbs whose object is the practice itself: "perform makeup applications", "follow trench safety and shoring rules",
// "complete functional behavior assessments", "carry out timber cruising", "interpret weld symbols", "assign risk ratings", "use
// motivational interviewing", "make inventory adjustments". Verbs of making a thing or looking after it
// ("build", "write", "prepare", "lead", "run", "maintain") take as often a product, a team or an event, unless
// the object is a record (below).
// "Makes" is the employer's trade ("makes frozen pizza"), not the reader's duty.
const practiceVerb =
  /^(?:perform|performs|performing|follow|follows|complete|completes|conduct|conducts|assign|assigns|use|uses|make|interpret|interprets|interpreting)$/i
const carryOut = /^(?:carry|carries|carrying)$/i
// A verb of writing a record names the work by the record's kind: "write credit memos", "prepare cost
// estimates", "develop individualized treatment plans" (Treatment planning). Its object counts only when its head
// is a record that recruiters name as the work; a report is named by its subject ("inspection reports"), a kind
// of paperwork, not the skill.
const recordVerb =
  /^(?:write|writes|writing|prepare|prepares|preparing|draft|drafts|drafting|produce|produces|producing|develop|develops|developing|compile|compiles|complete|completes)$/i
const record = /^(?:plans|memos|estimates|procedures|proposals|assessments|evaluations)$/i
// How well a record is written, not what it records: "clear, factual incident reports".
const manner = /^(?:clear|concise|factual|thorough|written|individualized|comprehensive|formal|,)$/i
// How good or how hard, praise and not a kind: "make a real difference", "prepare compelling proposals", "draft
// simple plans"; the noun alone is no practice.
const praise =
  /^(?:real|genuine|true|big|huge|great|good|better|best|excellent|outstanding|compelling|persuasive|engaging|simple|meaningful|lasting)$/i
// Words before the object that say how often, how much or which, not what the work is.
const grading =
  /^(?:the|a|an|our|your|their|its|all|any|each|every|new|existing|daily|weekly|monthly|annual|routine|regular|accurate|timely|minor|basic|proper|required|necessary|detailed)$/i
// Heads that name a kind of thing or of paperwork, not a practice ("safety procedures", "district policies").
const vagueHead =
  /^(?:it|them|this|that|items|things|tasks|duties|issues|problems|work|information|data|details|needs|requests|people|staff|customers|clients|guests|patients|students|members|others|everything|time|records|results|reports|files|documents|forms|jobs|projects|team|teams|role|program|programs|process|processes|activities|efforts|plans?|goals|standards|procedures|protocols|practices|policies|rules|relationships|meetings|calls|changes|decisions|support|services|systems?|tools|equipment|materials|areas|levels|questionnaires?|tours|skills|experience|knowledge|environment)$/i
const kindPrefix =
  /^(?:pre|post|mid|non|re|co|self|multi|semi|sub|over|under|in|on|off|out|full|part|half|high|low|long|short|well|all|one|two|three|\w+-\w+)-|-(?:day|week|month|year|hour|shift|trip|time|based|level|step|stage|off|up|out|in|on|through|over|around|down|back|by)$/
const word = /[A-Za-z]+(?:[-'][A-Za-z]+)*|[^\sA-Za-z]/g
const plainWord = /^[a-z]+(?:-[a-z]+)*$/
// A joining word ("to", "using") ends the object; the job-ad nouns the stopword list also holds ("sterile
// field") do not.
const joining = (w: string) => stopwords.has(w) && (isEverydayWord(w) || w.endsWith('ing'))

/**
 * The two-word lowercase objects of a duty's practice verb, as written ("aseptic technique", "risk ratings"):
 * the trade's own name for the work, which the curated lexicon cannot list for every field.
 */
export function findDutyObjects(clause: string): string[] {
  const words = clause.match(word) ?? []
  const found: string[] = []
  for (let i = 0; i < words.length; i++) {
    const verb = words[i]!
    if (recordVerb.test(verb)) found.push(...recordsAfter(words, i + 1))
    let j = practiceVerb.test(verb) ? i + 1 : carryOut.test(verb) && words[i + 1] === 'out' ? i + 2 : -1
    // "Make sure health and safety rules are followed": the idiom's word is no object.
    if (j < 0 || /^(?:sure|certain)$/i.test(words[j] ?? '')) continue
    for (;;) {
      while (j < words.length && (grading.test(words[j]!) || praise.test(words[j]!))) j++
      const run: string[] = []
      while (j < words.length && plainWord.test(words[j]!) && !joining(words[j]!) && run.length < 3)
        run.push(words[j++]!)
      // Three words or more are a described thing ("preventive maintenance visits"), a prefix or a time joined by
      // a hyphen at the front a kind of it ("post-trip inspections", "pre-shift checks"; two nouns so joined,
      // "dose-response assessments", are the practice's own name), and an "-ing" or "-ed" word at the front a
      // verb or a description.
      const [first, head] = [run[0] ?? '', run.at(-1) ?? '']
      if (
        run.length === 2 &&
        !kindPrefix.test(first) &&
        !/(?:ing|ed|ly)$/.test(first) &&
        !/ly$/.test(head) &&
        !vagueHead.test(head)
      )
        found.push(run.join(' '))
      // "Carry out timber cruising and the stand surveys": a second object after "and" and its article;
      // without one, "make equipment rounds and log readings", the next word is as often another verb.
      if (!/^(?:and|or)$/i.test(words[j] ?? '') || !/^(?:the|a|an|all|any)$/i.test(words[j + 1] ?? '')) break
      j++
    }
  }
  return found
}

/** The records a writing verb's objects name ("incident reports", "patient care report"), one or more joined by "and". */
function recordsAfter(words: string[], start: number): string[] {
  const found: string[] = []
  let j = start
  for (;;) {
    while (j < words.length && (grading.test(words[j]!) || manner.test(words[j]!) || praise.test(words[j]!)))
      j++
    const run: string[] = []
    // The record's noun ends its name ("credit memos recommending new loans").
    while (j < words.length && plainWord.test(words[j]!) && !joining(words[j]!) && run.length < 3) {
      run.push(words[j++]!)
      if (record.test(run.at(-1)!)) break
    }
    if (!run.length) break
    // "Write evaluation reports and treatment plans": each object of the list is read; a report is named by
    // its subject, which recruiters name as the work ("inspection reports" are the inspection's).
    if (run.length > 1 && record.test(run.at(-1)!) && !run.some((w) => vagueHead.test(w) && !record.test(w)))
      found.push(run.join(' '))
    if (!/^(?:and|or|,)$/i.test(words[j] ?? '')) break
    j++
  }
  return found
}
