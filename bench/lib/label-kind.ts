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

/** A label's identity: its lexicon id when the whole label is one skill phrase, else its stemmed key. */
export function labelIdentity(label: string): string {
  const mentions = findSkillMentions(label)
  const only = mentions.length === 1 ? mentions[0]! : undefined
  return only && toKey(only.text) === toKey(label) ? only.skill.id : toKey(label)
}

/**
 * A found skill's identity, on the labels' terms: its lexicon id, or, for a skill the ad's own words named, the
 * identity its label would have as a recruiter's ("CDL Class A" read as a licence of its class is the label "CDL
 * Class A", whichever id the engine gives it).
 */
export const skillIdentity = (skill: { id: string; label: string }, lexicon: { has(id: string): boolean }) =>
  lexicon.has(skill.id) ? skill.id : labelIdentity(skill.label)

/** Returns a classifier of labels for one ad; the ad is read once. */
export function labelKinds(adText: string): (label: string) => LabelKind {
  const textKey = ` ${toKey(adText)} `
  const ids = new Set(findSkillMentions(adText).map((m) => m.skill.id))
  const lineStems = adText.split('\n').map((line) => new Set(stemTokens(line).map((t) => t.stem)))
  return (label) => {
    if (textKey.includes(` ${toKey(label)} `)) return 'literal'
    if (ids.has(labelIdentity(label))) return 'alias'
    const content = stemTokens(label).filter((t) => !stopwords.has(t.lower))
    if (content.length && lineStems.some((s) => content.every((t) => s.has(t.stem)))) return 'paraphrase'
    return 'absent'
  }
}
