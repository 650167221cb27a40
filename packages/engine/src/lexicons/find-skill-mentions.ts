import type { SkillRef } from '@tailor/contracts'
import { definedName } from '../text/defined-name.ts'
import { escapeRegExp } from '../text/escape-reg-exp.ts'
import { isEverydayWord, wordRank } from '../text/everyday-words.ts'
import { stemTokens } from '../text/stem-tokens.ts'
import { hasAmbiguousAlias, isSupported } from './ambiguous-aliases.ts'
import { findVerbObjectMentions, isSkillVerb } from './find-verb-object-mentions.ts'
import { getLexicon } from './get-lexicon.ts'
import { KEY_CASED, KEY_MULTIWORD_ONLY } from './lexicon-files.ts'

export interface SkillMention {
  skill: SkillRef
  /** The words as written in the text. */
  text: string
  /** From a broad taxonomy (ESCO, rarer O*NET products) rather than the curated and product lists. */
  broad: boolean
}

/**
 * Every skill phrase in the text, left to right (repeats included). Curated and product names are matched
 * first, longest first; broad-taxonomy phrases (ESCO, rarer O*NET products) only fill the words left over,
 * so "deliver product demos" is read as "product demos", not as ESCO's "deliver product". A skill named by an
 * action noun is also found as its verb and object ("plan lessons" is "Lesson planning"). An ambiguous
 * alias ("close", "Epic") counts only when the text and its `document` (the whole posting or resume)
 * support that meaning, and a broad phrase made only of everyday words ("ask questions") is not a skill.
 */
export function findSkillMentions(text: string, document: string = text): SkillMention[] {
  const pieces = text.split(/\n|[.;•·|]\s/)
  // An ambiguous alias is judged by the words of its own clause, not by the first place the whole text writes it
  // ("Emergency Communications Supervisor" then "a communications training officer").
  const supported = (pieces.length === 1 ? [text] : pieces).flatMap((piece) => {
    const mentions = scan(piece)
    return mentions.some((m) => hasAmbiguousAlias(m.skill.id))
      ? mentions.filter((m) => isSupported(m.skill.id, m.text, piece, document))
      : mentions
  })
  return supported.filter((m) => !definedOtherwise(m, document))
}

/**
 * Whether the document defines the acronym a mention is written as by words that name another thing: "Senior
 * Executive Officer (SEO)" is a civil-service grade, not search engine optimisation. A long name the lexicon knows,
 * or one that shares a word with the skill's name, is the same skill.
 */
function definedOtherwise(mention: SkillMention, document: string): boolean {
  if (!/^[A-Z][A-Z&]{1,5}$/.test(mention.text)) return false
  const name = definedName(mention.text, document)
  if (!name || findSkillMentions(name).length) return false
  const words = new Set(stemTokens(name).map((t) => t.stem))
  return !stemTokens(mention.skill.label).some((t) => words.has(t.stem))
}

// The same lines are read by job analysis, scoring, tailoring and the honesty check, alone and inside whole
// documents: remember recent lines' answers.
const memo = new Map<string, SkillMention[]>()

/** The skill phrases of one line (a clause: the text between line ends and sentence stops), left to right. */
function scan(line: string): SkillMention[] {
  let mentions = memo.get(line)
  if (!mentions) {
    mentions = scanLine(line)
    if (memo.size >= 20000) memo.clear()
    memo.set(line, mentions)
  }
  return mentions
}

const hyphenPrefix = /^(?:re|pre|non|co|sub|anti|de|un|semi|multi|inter)$/i
// "Read a wiring diagram", "plumbing drawings", "coaching logs", "presentation boards": a field's name before a
// drawing, display or record of it is that thing's subject; reading or keeping it is not doing the field's work.
const depiction = /^(?:diagrams?|schematics?|drawings?|symbols?|blueprints?|prints|boards|logs?|records)$/i

// Both shapes close a bracket, so a line without one (most lines) builds no pattern.
const gluedInCode = (line: string, raw: string) => {
  if (!line.includes(')')) return false
  const word = escapeRegExp(raw)
  return new RegExp(String.raw`\p{L}\(${word}\)|\)${word}(?![\p{L}\p{N}])`, 'u').test(line)
}

/** Whether the words, in order, are only found in the line with one of the `breaks` between two of them. */
function spansBreak(line: string, window: { raw: string }[], breaks: string): boolean {
  const words = window.map((t) => escapeRegExp(t.raw))
  return !new RegExp(words.join(String.raw`(?:['’]s)?[^\p{L}\p{N}${breaks}]+`), 'iu').test(line)
}

// The product's own word with an S added ("Sparks" for Apache Spark, "Excels" for Excel), not a name that ends in one
// ("Jenkins", "Microsoft Teams").
const inflectsProduct = (skill: SkillRef, raw: string, stem: string) => {
  const words = skill.label.toLowerCase().split(/[\s/-]+/)
  return (
    skill.category === 'tool' &&
    raw.toLowerCase() === `${stem}s` &&
    words.includes(stem) &&
    !words.includes(`${stem}s`)
  )
}

function scanLine(line: string): SkillMention[] {
  const { skills, skillKeys, skillStarts, maxSkillTokens } = getLexicon()
  const mentions: { at: number; mention: SkillMention }[] = []
  const tokens = stemTokens(line)
  const used = new Uint8Array(tokens.length)
  // Keys of the phrases starting at each word, one word longer each time: built once for both passes.
  const keysAt = tokens.map((_, i) => {
    const keys: string[] = []
    for (let n = 0; n < maxSkillTokens && i + n < tokens.length; n++) {
      const key = n ? `${keys[n - 1]} ${tokens[i + n]!.stem}` : tokens[i]!.stem
      keys.push(key)
      if (n === 0 && !skillStarts.has(key)) break
    }
    return keys
  })
  for (const broad of [false, true])
    for (let i = 0; i < tokens.length; ) {
      // The phrases starting at i that no earlier match has taken a word of, tried longest first.
      let keys = keysAt[i]!
      const taken = keys.findIndex((_, n) => used[i + n])
      if (taken >= 0) keys = keys.slice(0, taken)
      let matched = 0
      for (let n = keys.length; n > 0 && !matched; n--) {
        const hit = skillKeys.get(keys[n - 1]!)
        if (hit === undefined || (!broad && hit & KEY_MULTIWORD_ONLY)) continue
        const window = tokens.slice(i, i + n)
        if (hit & KEY_CASED && !window.some((t) => /\p{Lu}/u.test(t.raw))) continue
        // A broad-taxonomy phrase in everyday words ("ask questions") is plain speech, not a skill.
        if (broad && window.every((t) => isEverydayWord(t.raw))) continue
        // "A degree in Finance, Accounting or Economics": a comma ends a list's item, so a broad phrase
        // across it ("Financial accounts") joins two items into a skill the text does not name; and
        // "Microsoft Office (Outlook, Word)" names the suite and its examples, not O*NET's "Microsoft Office Outlook".
        if (n > 1 && line.includes('(') && spansBreak(line, window, '(')) continue
        // "Re-roofs", "non-emergency calls": a prefix and its hyphen make one word with what follows, whose
        // meaning is not the skill's (re-roofing a house is a permit's kind, not Roofing asked of the reader).
        const prefix = tokens[i - 1]?.raw
        if (prefix && hyphenPrefix.test(prefix) && line.includes(`${prefix}-${tokens[i]!.raw}`)) continue
        if (broad && n > 1 && spansBreak(line, window, ',')) continue
        // A product's last word after another maker's or a place's name is theirs: "Yardi Voyager" is not
        // "RhinoSoft FTP Voyager", "New Jersey" not "Eclipse Jersey". An everyday word opening the line
        // ("Use Westlaw") is no name, nor is any English word there before a capitalised product ("Draw Visio
        // diagrams", "Update SolidWorks drawings"): a duty opens with its verb, while another maker is named by a
        // coined word ("Yardi Voyager"). Before a lowercase word it is the field ("Grant compliance").
        // The stemmer folds a final S: "ACL" (an audit tool, a ligament) is not "ACLS", the acronym it stems with,
        // nor the "Gram" of a Gram stain the "GRAMS" of a product's name.
        // The other way, an acronym ending in a capital S in a line of lower case is its own name, not the plural
        // of the acronym the skill is named by (written "SAPs"): "SAPS" is a police service, not SAP.
        const raw = tokens[i]!.raw
        if (
          n === 1 &&
          /^[A-Z][A-Za-z]+$/.test(raw) &&
          skills[hit >> 2]!.label.split(' ').includes(`${raw.toUpperCase()}S`)
        )
          continue
        if (
          n === 1 &&
          /^[A-Z]{2,}S$/.test(raw) &&
          tokens[i]!.stem === raw.slice(0, -1).toLowerCase() &&
          /\p{Ll}/u.test(line) &&
          skills[hit >> 2]!.label.split(/[\s/-]+/).includes(raw.slice(0, -1))
        )
          continue
        // "She excels at sales", "our Sparks building": a product's name takes no inflection, so a word the stemmer
        // folds onto it is another word or a place ("Teams" and "Postgres" are names as written).
        if (
          n === 1 &&
          /^\p{L}\p{Ll}+s$/u.test(raw) &&
          inflectsProduct(skills[hit >> 2]!, raw, tokens[i]!.stem)
        )
          continue
        // "IR(ME)R", "CA(SA)": letters glued to a bracket inside a code are the code's, not a name of their own (the
        // R language, ME).
        if (n === 1 && gluedInCode(line, raw)) continue
        // "iPM": a short name that opens in lower case before its capitals is a product's own, not the acronym of its
        // letters ("cGMP" and "eDiscovery" add a letter to the name they are).
        if (n === 1 && /^\p{Ll}\p{Lu}{1,2}$/u.test(raw) && !skills[hit >> 2]!.label.includes(raw)) continue
        const next = tokens[i + n]
        if (
          skills[hit >> 2]!.category !== 'tool' &&
          next &&
          depiction.test(next.raw) &&
          line.includes(`${tokens[i + n - 1]!.raw} ${next.raw}`)
        )
          continue
        const before = tokens[i - 1]
        const label = skills[hit >> 2]!.label.toLowerCase()
        const named = before && line.includes(`${before.raw} ${tokens[i]!.raw}`)
        const opensDuty = i <= 1 && /^\p{Lu}/u.test(raw) && Number.isFinite(wordRank(before?.raw ?? ''))
        const maker = i > 1 || !(isEverydayWord(before?.raw ?? '') || opensDuty)
        if (n === 1 && named && /^\p{Lu}/u.test(before.raw) && maker)
          if (label.endsWith(` ${tokens[i]!.lower}`) && !label.includes(before.lower)) continue
        // "Rodel Cruz", "Galena Ridge Lookout": a product its maker names in capitals ("Roundabout Delay RODEL") written
        // as a capitalised word before another is a person's or a place's name.
        const after = tokens[i + 1]
        if (
          n === 1 &&
          /^\p{Lu}\p{Ll}+$/u.test(raw) &&
          skills[hit >> 2]!.label.endsWith(` ${raw.toUpperCase()}`) &&
          after &&
          /^\p{Lu}\p{Ll}/u.test(after.raw) &&
          line.includes(`${raw} ${after.raw}`)
        )
          continue
        mentions.push({
          at: i,
          mention: {
            skill: skills[hit >> 2]!,
            text: window.map((t) => t.raw).join(' '),
            broad: (hit & KEY_MULTIWORD_ONLY) !== 0,
          },
        })
        used.fill(1, i, i + n)
        matched = n
      }
      i += matched || 1
    }
  // "Plan lessons", "handle cash": the verb and its object, read clause by clause.
  let start = 0
  for (const clause of tokens.some((t) => isSkillVerb(t.stem)) ? line.split(/[,:()]/) : []) {
    const clauseTokens = stemTokens(clause)
    for (const [i, hit, words] of findVerbObjectMentions(clauseTokens))
      if (!used[start + i])
        mentions.push({
          at: start + i,
          mention: { skill: skills[hit >> 2]!, text: words, broad: false },
        })
    start += clauseTokens.length
  }
  return mentions.sort((a, b) => a.at - b.at).map((m) => m.mention)
}
