import type { ImportedPosting } from '@tailor/contracts'
import { atsPosting } from './ats-posting.ts'
import { jsonLdPosting } from './json-ld-posting.ts'
import { pagePosting } from './page-posting.ts'
import { emptyPosting } from './posting-fields.ts'

/** sourceUrl is the link the user gave, which names the posting when a reply lists several. */
export type FetchedPosting = { contentType: string; body: string; sourceUrl?: string }

/** A posting from a fetched page or ATS reply, by content type; null when it holds no posting. */
export function extractPosting(page: FetchedPosting): ImportedPosting | null {
  if (page.contentType.includes('json')) {
    let json: unknown
    try {
      json = JSON.parse(page.body)
    } catch {
      return null
    }
    return atsPosting(json, page.sourceUrl) ?? jsonLdPosting([page.body])
  }
  if (page.contentType === 'text/plain') {
    const description = page.body
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
    return description.length >= 300 ? { ...emptyPosting(), description } : null
  }
  return pagePosting(page.body)
}
