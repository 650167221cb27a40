// How a recruiter's label is written in the ad (issue 15), from the ad's text and the label alone, never from
// what an extractor found, so the engine and the baseline are measured against the same split:
// literal (the label's words are in the ad), alias (the lexicon finds the label's skill somewhere in the ad),
// paraphrase (every content word of the label, stemmed, is in one line of the ad: "Read blueprints"),
// absent (none of these: the skill is implied by the duties or is the recruiter's own wording).
import { findSkillMentions } from '../../packages/engine/src/lexicons/find-skill-mentions.ts'
import { stemTokens } from '../../packages/engine/src/text/stem-tokens.ts'
import { stopwords } from '../../packages/engine/src/text/stopwords.ts'
import { toKey } from '../../packages/engine/src/text/to-key.ts'

export type LabelKind = 'literal' | 'alias' | 'paraphrase' | 'absent'

// The ad's lines with their keys, kept for the ad whose labels are being identified.
let adLines: { adText: string; lines: [line: string, key: string][] } | undefined
const keyedLines = (adText: string) => {
  if (adLines?.adText !== adText)
    adLines = { adText, lines: adText.split('\n').map((line) => [line, ` ${toKey(line)} `]) }
  return adLines.lines
}

/**
 * A label's identity: its lexicon id when the whole label is one skill phrase, else its stemmed key. The label is
 * read as the engine reads the same words in the ad: in a line of the ad that writes them, with the ad as its
 * document, so an ambiguous alias ("Epic", "close") is the skill only where its line and the ad support it; a
 * label the ad does not write is read alone, with the ad as its document.
 */
export function labelIdentity(label: string, adText: string): string {
  const key = toKey(label)
  for (const [line, lineKey] of keyedLines(adText)) {
    if (!lineKey.includes(` ${key} `)) continue
    const inAd = findSkillMentions(line, adText).find((m) => toKey(m.text) === key)
    if (inAd) return inAd.skill.id
  }
  const mentions = findSkillMentions(label, adText)
  const only = mentions.length === 1 ? mentions[0]! : undefined
  return only && toKey(only.text) === key ? only.skill.id : key
}

/**
 * A found skill's identity, on the labels' terms: its lexicon id, or, for a skill the ad's own words named, the
 * identity its label would have as a recruiter's ("CDL Class A" read as a licence of its class is the label "CDL
 * Class A", whichever id the engine gives it).
 */
export const skillIdentity = (
  skill: { id: string; label: string },
  lexicon: { has(id: string): boolean },
  adText: string,
) => (lexicon.has(skill.id) ? skill.id : labelIdentity(skill.label, adText))

/** Returns a classifier of labels for one ad; the ad is read once. */
export function labelKinds(adText: string): (label: string) => LabelKind {
  const textKey = ` ${toKey(adText)} `
  const ids = new Set(findSkillMentions(adText).map((m) => m.skill.id))
  const lineStems = adText.split('\n').map((line) => new Set(stemTokens(line).map((t) => t.stem)))
  return (label) => {
    if (textKey.includes(` ${toKey(label)} `)) return 'literal'
    if (ids.has(labelIdentity(label, adText))) return 'alias'
    const content = stemTokens(label).filter((t) => !stopwords.has(t.lower))
    if (content.length && lineStems.some((s) => content.every((t) => s.has(t.stem)))) return 'paraphrase'
    return 'absent'
  }
}
