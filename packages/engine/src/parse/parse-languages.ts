import type { SpokenLanguage } from '@tailor/contracts'
import { languageLevel } from '../text/level-words.ts'

const isLevel = (s: string) => languageLevel.test(s.trim()) || /\b[ABC][12]\b/.test(s)

function pair(text: string): SpokenLanguage | null {
  const t = text.replace(/^•\s*/, '').trim()
  if (!t) return null
  // "English (Native)", "English – Native", "English: C1", "English, fluent"
  const m = /^(.+?)\s*(?:\((.+)\)|\s[-–—:]\s*|:\s*|,\s*)(.+)?$/.exec(t)
  const rest = (m?.[2] ?? m?.[3] ?? '').trim()
  if (m && rest && isLevel(rest.replace(/\)$/, ''))) return { language: m[1]!.trim(), proficiency: rest }
  return { language: t, proficiency: '' }
}

/**
 * Spoken languages with their levels: one per line ("German (C1)", "French – fluent", "English<tab>Native"),
 * a list on one line ("English, Spanish, French"), or a grid of names above their levels.
 */
export function parseLanguages(lines: string[]): SpokenLanguage[] {
  const out: SpokenLanguage[] = []
  for (let i = 0; i < lines.length; i++) {
    const cells = lines[i]!.replace(/^•\s*/, '')
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean)
    const below = (lines[i + 1] ?? '')
      .split('\t')
      .map((c) => c.trim())
      .filter(Boolean)
    // A row of names over a row of levels (a grid layout).
    if (cells.length > 1 && below.length === cells.length && below.every(isLevel) && !cells.some(isLevel)) {
      out.push(...cells.map((language, k) => ({ language, proficiency: below[k]! })))
      i++
      continue
    }
    // A name then its level on the next line.
    if (cells.length === 1 && below.length === 1 && !isLevel(cells[0]!) && languageLevel.test(below[0]!)) {
      out.push({ language: cells[0]!, proficiency: below[0]! })
      i++
      continue
    }
    if (cells.length === 2 && isLevel(cells[1]!)) {
      out.push({ language: cells[0]!, proficiency: cells[1]! })
      continue
    }
    // "English (native), German (C1); French" or one per line.
    for (const part of cells
      .join(', ')
      .split(/\s*[;|·•]\s*|,\s*(?![^(]*\))(?!\s*(?:[ABC][12]|fluent|native)\b)/i)) {
      const found = pair(part)
      if (found) out.push(found)
    }
  }
  return out.filter((l) => l.language && l.language.split(/\s+/).length <= 4)
}
