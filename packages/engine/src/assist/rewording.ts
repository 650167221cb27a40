/** One rewording a model proposed: where in the tailored resume, and the new text. */
export interface Rewording {
  /** `professional_summary` or `work_experience[i].achievements[j]`, as the change log names places. */
  path: string
  text: string
}

const achievementPath = /^work_experience\[(\d+)\]\.achievements\[(\d+)\]$/

/** The role and bullet a path points at, or null for the summary; undefined for a place a model may not change. */
export function findRewordingTarget(path: string): { role: number; bullet: number } | null | undefined {
  if (path === 'professional_summary') return null
  const match = path.match(achievementPath)
  return match ? { role: Number(match[1]), bullet: Number(match[2]) } : undefined
}
