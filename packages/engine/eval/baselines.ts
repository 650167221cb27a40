// Simple baselines the benchmarks print beside the engine: plain dictionary lookup and TF-IDF cosine.
import { getLexicon } from '../src/lexicons/get-lexicon.ts'

const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[a-z0-9+#.]+/g)
    ?.map((w) => w.replace(/\.$/, '')) ?? []

let labels: Map<string, string> | undefined
/** Skill ids whose display label occurs verbatim (case-insensitive, whole words) in the text. */
export function dictionaryLookup(text: string): Set<string> {
  labels ??= new Map(getLexicon().skills.map((skill) => [words(skill.label).join(' '), skill.id]))
  const tokens = words(text)
  const found = new Set<string>()
  for (let i = 0; i < tokens.length; i++)
    for (let n = 1; n <= 5 && i + n <= tokens.length; n++) {
      const id = labels.get(tokens.slice(i, i + n).join(' '))
      if (id) found.add(id)
    }
  return found
}

/** Cosine similarity of TF-IDF vectors, IDF over the given corpus. Returns a scorer for two texts. */
export function tfidfCosine(corpus: string[]): (a: string, b: string) => number {
  const df = new Map<string, number>()
  for (const doc of corpus) for (const word of new Set(words(doc))) df.set(word, (df.get(word) ?? 0) + 1)
  const vector = (text: string) => {
    const tf = new Map<string, number>()
    for (const word of words(text)) tf.set(word, (tf.get(word) ?? 0) + 1)
    for (const [word, count] of tf)
      tf.set(word, count * Math.log((1 + corpus.length) / (1 + (df.get(word) ?? 0))))
    return tf
  }
  return (a, b) => {
    const va = vector(a)
    const vb = vector(b)
    let dot = 0
    for (const [word, weight] of va) dot += weight * (vb.get(word) ?? 0)
    const norm = (v: Map<string, number>) => Math.sqrt([...v.values()].reduce((s, x) => s + x * x, 0))
    return dot / (norm(va) * norm(vb) || 1)
  }
}
