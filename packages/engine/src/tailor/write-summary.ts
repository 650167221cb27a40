import type { SkillEvidence } from '../match/collect-skill-evidence.ts'

const MAX = 500

/**
 * A summary led by the target role and the candidate's real matching strengths, followed by the original
 * summary's sentences. Only titles and skills the resume already shows are used; nothing is counted or dated.
 */
export function writeSummary(position: string, original: string, strengths: SkillEvidence[]): string {
  const top = strengths.slice(0, 4)
  const tools = top.filter((item) => item.skill.category === 'tool').map((item) => item.skill.label)
  const areas = top
    .filter((item) => item.skill.category !== 'tool')
    .map((item) => lowerFirst(item.skill.label))
  const role = position || 'Professional'
  const lead =
    tools.length && areas.length
      ? `${role} with hands-on experience in ${list(tools)} and a background in ${list(areas)}.`
      : tools.length
        ? `${role} with hands-on experience in ${list(tools)}.`
        : areas.length
          ? `${role} experienced in ${list(areas)}.`
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

/** "Patient assessment" reads as "patient assessment" mid-sentence; "IV therapy" and "SQL" keep their case. */
const lowerFirst = (label: string) =>
  /^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label
