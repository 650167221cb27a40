import type { ImportedPosting } from '@tailor/contracts'
import { htmlToText } from './html-to-text.ts'
import { employmentLabel, isObject, joinParts, salaryText, str } from './posting-fields.ts'

type Json = Record<string, unknown>

const isJobPosting = (node: Json) => {
  const type = node['@type']
  return Array.isArray(type) ? type.includes('JobPosting') : type === 'JobPosting'
}

/** Every object in a JSON-LD block, through arrays and @graph. */
function* nodes(value: unknown): Generator<Json> {
  if (Array.isArray(value)) for (const item of value) yield* nodes(item)
  else if (isObject(value)) {
    yield value
    if (value['@graph']) yield* nodes(value['@graph'])
  }
}

const nameOf = (value: unknown, byId: Map<string, Json>): string => {
  if (typeof value === 'string') return value.trim()
  if (!isObject(value)) return ''
  const target = typeof value['@id'] === 'string' && !value.name ? byId.get(value['@id']) : value
  return str(target?.name)
}

function placeOf(value: unknown): string {
  const places = (Array.isArray(value) ? value : [value]).filter(isObject)
  return [
    ...new Set(
      places.map((place) => {
        const address = isObject(place.address) ? place.address : {}
        const country = isObject(address.addressCountry)
          ? address.addressCountry.name
          : address.addressCountry
        return joinParts(address.addressLocality, address.addressRegion, country) || str(place.name)
      }),
    ),
  ]
    .filter(Boolean)
    .join('; ')
}

function salaryOf(value: unknown): string {
  if (!isObject(value)) return str(value)
  const amount = isObject(value.value) ? value.value : { value: value.value }
  return salaryText(amount.minValue ?? amount.value, amount.maxValue, value.currency, amount.unitText)
}

/** Script blocks parse leniently: sites leave raw newlines in strings, which JSON forbids. */
function parseBlock(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    try {
      return JSON.parse(text.replace(/[\n\r\t]+/g, ' '))
    } catch {
      return null
    }
  }
}

/** The first schema.org JobPosting in a page's JSON-LD blocks (the texts of its ld+json scripts). */
export function jsonLdPosting(blocks: string[]): ImportedPosting | null {
  const all = blocks.flatMap((b) => [...nodes(parseBlock(b))])
  const byId = new Map(all.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'] as string, n]))
  const job = all.find(isJobPosting)
  if (!job) return null
  const remote = job.jobLocationType === 'TELECOMMUTE' ? 'Remote' : ''
  return {
    title: str(job.title) || str(job.name),
    company: nameOf(job.hiringOrganization, byId),
    location: joinParts(placeOf(job.jobLocation), remote),
    employment_type: employmentLabel(job.employmentType),
    salary: salaryOf(job.baseSalary ?? job.estimatedSalary),
    description: htmlToText(str(job.description)),
  }
}
