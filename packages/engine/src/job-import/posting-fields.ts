import type { ImportedPosting } from '@tailor/contracts'

type Json = Record<string, unknown>

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
export const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : ''

/** "acme-robotics" → "Acme Robotics": the company when an ATS only gives its account slug. */
export function slugToName(slug: string): string {
  return slug
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')
}

/** "FULL_TIME" or ["FULL_TIME", "CONTRACTOR"] → "Full-time, Contractor". */
export function employmentLabel(value: unknown): string {
  const values = Array.isArray(value) ? value : [value]
  return values
    .map(str)
    .filter(Boolean)
    .map((v) => {
      const words = v
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .replace(/[_\s]+/g, ' ')
        .toLowerCase()
        .replace(/^full$|\bfull ?time\b/, 'full-time')
        .replace(/^part$|\bpart ?time\b/, 'part-time')
      return words.charAt(0).toUpperCase() + words.slice(1)
    })
    .join(', ')
}

const money = (n: unknown) =>
  typeof n === 'number' || (typeof n === 'string' && /^\d+(\.\d+)?$/.test(n))
    ? Number(n).toLocaleString('en-US')
    : str(n)

/** A range with its currency and period: "USD 120,000–150,000 per year". */
export function salaryText(min: unknown, max: unknown, currency: unknown, period: unknown): string {
  const low = money(min)
  const high = money(max)
  if (!low && !high) return ''
  const range = low && high && low !== high ? `${low}–${high}` : low || high
  // Lever says "per-year-salary", schema.org "YEAR", Recruitee "year".
  const per = str(period)
    .toLowerCase()
    .replace(/^per[-_ ]|[-_ ]salary$/g, '')
    .replace(/_/g, ' ')
  const unit = {
    yearly: 'year',
    annual: 'year',
    monthly: 'month',
    hourly: 'hour',
    weekly: 'week',
    daily: 'day',
  }[per]
  return [str(currency), range, per ? `per ${unit ?? per}` : ''].filter(Boolean).join(' ')
}

export const emptyPosting = (): ImportedPosting => ({
  title: '',
  company: '',
  location: '',
  employment_type: '',
  salary: '',
  description: '',
})

export const joinParts = (...parts: unknown[]) => [...new Set(parts.map(str).filter(Boolean))].join(', ')
