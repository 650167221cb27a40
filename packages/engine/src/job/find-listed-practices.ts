import { isSkillName, practiceBreadth } from '../lexicons/practice-breadth.ts'
import { isRareWord, wordRank } from '../text/everyday-words.ts'
import { stopwords } from '../text/stopwords.ts'

// Trades name their practices in plain lowercase words, listed in a bullet or after "skills in": "- Brazing,
// deburring and valve sizing", "Strong skills in splicing and terminating", "- Hand lettering". Each item is a
// practice when it is a gerund alone ("brazing") or a noun and a gerund ("valve sizing"); a gerund with an object
// after it ("checking stock", "making rings") is a duty's verb, and so are gerunds that share that object
// ("cleaning and stocking the bar").
// What the requirement asks skill in: "strong skills in", "experience with", "confident", "trained in". A noun
// takes its preposition ("background and …" is no list of its skill); an adjective may go without one.
const leadIn =
  /^(?:[\w'’-]+\s+){0,3}?(?:(?:skills?|experience|expertise|background|proficiency|competen(?:ce|cy)|training|knowledge|familiarity)\s+(?:in|with|at|of|on)\b|(?:confident|skilled|trained|proficient|competent|familiar)\b(?:\s+(?:in|with|at|of|on)\b)?)\s*/i
const bullet = /^\s*(?:[-*•·▪◦‣]|\d+[.)])\s+/
// A preposition, a relative word or a bracket ends the list: "finishing and polishing to a showroom standard".
const listEnd =
  /\s*(?:[:;()—–]|\s-\s|\b(?:to|for|on|in|at|with|from|by|including|such|when|where|which|that|so|as|before|after|under|across|within|per|using|via|while|of|into|onto|like|etc)\b).*$/i
const itemBreak = /(\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or|&|plus)\s+|\s*\/\s*)/
const plain = /^\p{Ll}+(?:[- ]\p{Ll}+)*$/u
const gerund = /^[a-z]{3,}ing$/
// The body's postures are what a physical demand lists ("frequent bending, kneeling and stooping"), not a trade.
const posture =
  /^(?:bending|kneeling|stooping|crouching|squatting|crawling|climbing|reaching|lifting|carrying|pushing|pulling|twisting|standing|sitting|walking|balancing|grasping|gripping|lying)$/
// Words that grade, time or count the work, or say whom it is for, do not name what it is done on.
const notObject =
  /^(?:strong|solid|good|great|excellent|careful|basic|general|overall|ongoing|daily|weekly|monthly|annual|new|own|key|first|final|further|proper|timely|accurate|advanced|quality|high|low|full|heavy|light|safe|fast|quick|various|multiple|other|some|similar|clear|concise|sound|precise|effective|efficient|gentle|patient|courteous|team|staff|customer|client|people|time|work|job|day|shift|self|group|peer|personal|everyday|routine|regular|general)$/i
const stateVerb = /^(?:keep|get|have|let|leave|make|set|see|find|catch)s?$/
// A verb that opens this many of the lexicon's names takes any object ("managing", "maintaining"); a practice's
// verb opens a few ("soldering", "pruning", "engraving").
const broadVerb = 150

/** Whether one lowercase gerund names a trade's practice by itself: a rare word the lexicon uses, not a broad verb. */
function namesPractice(word: string): boolean {
  if (!gerund.test(word) || posture.test(word) || !isRareWord(word)) return false
  const { opens, ends } = practiceBreadth(word)
  return opens + ends > 0 && opens < broadVerb
}

/** Whether a gerund heads names of practices in the lexicon ("sizing", "setting", "planning"), or is one itself. */
function headsPractices(word: string): boolean {
  return gerund.test(word) && !posture.test(word) && (practiceBreadth(word).ends > 0 || namesPractice(word))
}

/**
 * Whether an item's last words are a noun and the gerund of its practice ("ring sizing", "hand engraving"). The noun
 * is one the lexicon's names are about (it ends one: "Diamond ring", "Power tools"); a describing word
 * ("statutory", "concise") ends none. As a duty verb's object a noun that is a skill's name of its own ("Run sprint
 * planning") is as good (`skillNoun`).
 */
export function isCompound(words: string[], skillNoun = false): boolean {
  const [object, head] = words.slice(-2) as [string, string]
  return (
    words.length > 1 &&
    (practiceBreadth(object).ends > 0 || (skillNoun && isSkillName(object))) &&
    !gerund.test(words[0]!) &&
    headsPractices(head) &&
    !stopwords.has(object) &&
    !notObject.test(object) &&
    !gerund.test(object) &&
    !/(?:ly|ed)$/.test(object)
  )
}

/** Practices the clause lists in lowercase words ("soldering", "ring sizing"), as written. */
export function findListedPractices(clause: string): string[] {
  const isBullet = bullet.test(clause)
  let span = clause.replace(bullet, '').trim()
  const asked = leadIn.exec(span)
  // "Core duties include: lashing containers, …", "Leading a team of six: hiring, scheduling and coaching": the
  // lowercase list after a colon is read as a bullet's; so is a clause in lowercase, which is what a heading's
  // colon leaves on its line.
  const colon = asked ? null : (/:\s+(?=\p{Ll})/u.exec(span) ?? (isBullet ? null : /^(?=\p{Ll})/u.exec(span)))
  if (asked) span = span.slice(asked[0].length)
  else if (colon) span = span.slice(colon.index + colon[0].length)
  else if (!isBullet) return []
  // The bullet's capital opens its first word only ("Soldering, shanking"); an acronym keeps its case.
  span = span.replace(/^[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase())
  const whole = span.replace(/[.!]$/, '')
  span = span.replace(listEnd, '').replace(/[\s,.]+$/, '')
  const parts = span.split(itemBreak)
  const items = parts.filter((_, i) => i % 2 === 0).map((item) => item.trim().split(/\s+/))
  const joins = parts.filter((_, i) => i % 2 === 1)
  // "Lashing and unlashing", "coupling/uncoupling": a practice and its undoing are one practice, whatever they are
  // done on.
  const paired = new Set<string>()
  for (let i = items.length - 1; i > 0; i--) {
    const [done, undone] = [items[i - 1]!, items[i]!]
    if (done.length === 1 && undone[0] === `un${done[0]}` && /^(?:\s+and\s+|\s*\/\s*)$/.test(joins[i - 1]!)) {
      items.splice(i - 1, 2, [`${done[0]} and ${undone[0]}`])
      joins.splice(i - 1, 1)
      paired.add(`${done[0]} and ${undone[0]}`)
    }
  }
  if (!items.every((words) => words.every((w) => plain.test(w))) && !asked) return []
  // After a colon the list is of activities only when each item opens with one; "excavation rules: sloping,
  // shoring and trench boxes" gives examples of the rules.
  if (colon && !items.every((words) => gerund.test(words[0]!.replace(/ .*/, '')))) return []
  // "Marking out", "setting out": a practice's gerund with its particle is that practice.
  const bare = items.map(
    (words) =>
      (words.length === 1 || (words.length === 2 && words[1] === 'out')) &&
      namesPractice(words[0]!.replace(/ .*/, '')),
  )
  if (!asked) {
    // A bullet is a list of practices when it opens with one ("- Brazing, deburring …"); one that opens with
    // a verb ("Mount racking and panels", "Prepare grading …") lists that verb's objects. A bullet that is
    // one compound alone ("- Hand engraving") names it when its gerund is a practice by itself.
    const single = items.length === 1 && span === whole && isCompound(items[0]!)
    // "Claw, bezel and flush stone setting": single words before a last compound are its kinds, which share
    // its practice.
    const kinds =
      items.length > 1 &&
      isCompound(items.at(-1)!) &&
      items.slice(0, -1).every((words) => words.length === 1 && !gerund.test(words[0]!))
    if (kinds) return [items.at(-1)!.slice(-2).join(' ')]
    // "- Run sprint planning, stand-ups and retros": a verb's object that is a noun and a practice's gerund names
    // that practice. The verb opens more of the lexicon's names than it ends ("run", "own"); a noun before a
    // compound ("- Fiber optic splicing") ends more, and a verb of a state ("keep files moving") takes a thing
    // and what it is doing.
    const [verb = '', ...object] = items[0]!
    const { opens, ends } = practiceBreadth(verb)
    if (
      !bare[0] &&
      object.length === 2 &&
      !gerund.test(verb) &&
      !stateVerb.test(verb) &&
      opens > ends &&
      isCompound(object, true)
    )
      return [object.join(' ')]
    if (!bare[0] && !(single && namesPractice(items[0]!.at(-1)!))) return []
    // "- Assisting with avalanche control", "- Responding to accidents", "- Creating of weekly plans": one gerund
    // and then a preposition with its object is a duty's verb, not a practice named alone; "- Engraving of
    // trophies" names the rare trade's practice and what it is done on.
    const duty = /^(\w+)\s+(with|to|of|for|on)\s+\S/i.exec(whole)
    if (items.length === 1 && duty && (/^(?:with|to)$/i.test(duty[2]!) || wordRank(duty[1]!) < 10000))
      return []
  }
  // "Cleaning, sanding and staining the deck": gerunds joined by "and" to one with an object share that object,
  // and so do the gerunds listed before them.
  for (let i = 1; i < items.length; i++) {
    const words = items[i]!
    if (words.length > 1 && gerund.test(words[0]!) && /\b(?:and|or|&)\b/.test(joins[i - 1]!))
      for (let k = i - 1; k >= 0 && bare[k] && !paired.has(items[k]![0]!); k--) bare[k] = false
  }
  const found: string[] = []
  items.forEach((words, i) => {
    if (!words.every((w) => plain.test(w))) return
    if (bare[i]) found.push(words.join(' '))
    // "Pavé stone setting": the noun next to the gerund names the practice with it.
    else if (isCompound(words)) found.push(words.slice(-2).join(' '))
  })
  return found
}
