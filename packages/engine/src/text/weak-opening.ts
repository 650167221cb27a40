/** Bullet openings that describe duties instead of actions ("Responsible for…", "Helped with…"). */
export const weakOpening =
  /^\s*(?:(?:was\s+)?responsible\s+for|helped(?:\s+(?:with|to))?|assisted(?:\s+(?:with|in))?|worked\s+on|duties\s+included|tasked\s+with|involved\s+in|in\s+charge\s+of|participated\s+in)\s+/i

export function hasWeakOpening(bullet: string): boolean {
  return weakOpening.test(bullet)
}
