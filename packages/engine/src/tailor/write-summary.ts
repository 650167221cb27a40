import type { SkillEvidence } from '../match/collect-skill-evidence.ts'

const MAX = 500

/**
 * A summary led by the target role and the candidate's real matching strengths, followed by the original
 * summary's sentences. Only titles and skills the resume already shows are used; nothing is counted or dated.
 */
export function writeSummary(position: string, original: string, strengths: SkillEvidence[]): string {
  const names = strengths.slice(0, 4).map((item) => item.skill.label)
  const lead = names.length
    ? `${position || 'Professional'} with hands-on experience in ${list(names)}.`
    : position
      ? `${position}.`
      : ''
  const sentences = original
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean)
  let summary = lead
  for (const sentence of sentences) {
    const next = summary ? `${summary} ${sentence}` : sentence
    if (next.length > MAX) break
    summary = next
  }
  return summary.slice(0, MAX)
}

const list = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
