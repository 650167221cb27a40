/** A small deterministic generator (mulberry32): the same seed gives the same letter. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Fisher–Yates with the given generator: a seeded order. */
export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/** Draws phrasings without repeating one until all were used: a slot used twice reads differently. */
export function deckWith(random: () => number) {
  const decks = new Map<readonly unknown[], unknown[]>()
  return <T>(options: readonly T[]): T => {
    let deck = decks.get(options) as T[] | undefined
    if (!deck?.length) {
      deck = shuffle(options, random)
      decks.set(options, deck)
    }
    return deck.pop()!
  }
}

/** A 32-bit FNV-1a hash, to mix the candidate into the seed. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  return hash >>> 0
}
