import { francAll } from 'franc-min'

/** Languages whose headings, months and words the engine reads (ISO 639-3, as franc names them). */
const supported = new Set(['eng', 'deu', 'fra', 'spa'])
const names = new Intl.DisplayNames(['en'], { type: 'language' })

export interface DetectedLanguage {
  code: string
  name: string
  supported: boolean
}

/**
 * The language a text is written in, or null when too short to tell. Resumes mix in English tool names and
 * proper nouns, so a supported language scoring close to the best guess wins over it.
 */
export function detectLanguage(text: string): DetectedLanguage | null {
  const sample = text.slice(0, 5000)
  if (sample.replace(/[^\p{L}]/gu, '').length < 60) return null
  const scores = francAll(sample, { minLength: 60 })
  const [best] = scores
  if (!best || best[0] === 'und') return null
  const close = scores.find(([code, score]) => supported.has(code) && score >= 0.9)
  const code = close ? close[0] : best[0]
  return { code, name: names.of(code) ?? code, supported: supported.has(code) }
}
