import type { Seniority } from '@tailor/contracts'

const titleWords: [Seniority, RegExp][] = [
  ['intern', /\b(intern|internship|trainee|apprentice)\b/i],
  ['executive', /\b(chief|ceo|cfo|cto|coo|cmo|vice president|vp|president)\b/i],
  ['director', /\b(director|head of)\b/i],
  ['manager', /\b(manager|supervisor|superintendent)\b/i],
  ['senior', /\b(senior|sr\.?|iii|experienced)\b/i],
  ['lead', /\b(lead|principal|staff (engineer|scientist|designer|developer)|architect)\b/i],
  ['entry', /\b(junior|jr\.?|entry[- ]level|graduate|associate|assistant|i)\b/i],
]

/** Seniority from the job title, else from the years asked for. */
export function findSeniority(title: string, years: number | undefined): Seniority | undefined {
  for (const [level, pattern] of titleWords) if (pattern.test(title)) return level
  if (years === undefined) return undefined
  if (years <= 1) return 'entry'
  return years >= 6 ? 'senior' : 'mid'
}
