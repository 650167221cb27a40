export interface DiffPart {
  text: string
  kind: 'same' | 'added' | 'removed'
}

/** Texts longer than this (in tokens) are shown whole rather than diffed, to bound the work. */
const maxTokens = 1500

/** Words, runs of spaces and single punctuation marks, so "Go," and "Go" share the word. */
const tokenize = (text: string) => text.match(/\s+|[\p{L}\p{N}'’+#&/-]+|[^\s\p{L}\p{N}]/gu) ?? []

const weight = (token: string) => (/[\p{L}\p{N}]/u.test(token) ? 1000 : 1)

/**
 * A word-level diff (longest common subsequence over words, spaces and punctuation), so a change
 * can highlight exactly what was added and what was taken out.
 */
export function diffWords(before: string, after: string): DiffPart[] {
  const a = tokenize(before)
  const b = tokenize(after)
  if (a.length > maxTokens || b.length > maxTokens) {
    return [
      ...(before ? [{ text: before, kind: 'removed' as const }] : []),
      ...(after ? [{ text: after, kind: 'added' as const }] : []),
    ]
  }
  // lengths[i][j]: weight of the best common subsequence of a[i..] and b[j..]. A shared word outweighs
  // any number of shared spaces and commas, so moved words read as moved rather than as punctuation kept.
  const lengths = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1))
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lengths[i]![j] =
        a[i] === b[j]
          ? lengths[i + 1]![j + 1]! + weight(a[i]!)
          : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!)
    }
  }
  const parts: DiffPart[] = []
  const push = (text: string, kind: DiffPart['kind']) => {
    const last = parts.at(-1)
    if (last?.kind === kind) last.text += text
    else parts.push({ text, kind })
  }
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(a[i]!, 'same')
      i++
      j++
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) push(a[i++]!, 'removed')
    else push(b[j++]!, 'added')
  }
  while (i < a.length) push(a[i++]!, 'removed')
  while (j < b.length) push(b[j++]!, 'added')
  return parts
}
