import { Readability } from '@mozilla/readability'
import type { ImportedPosting } from '@tailor/contracts'
import { parseHTML } from 'linkedom'
import { htmlToText } from './html-to-text.ts'
import { jsonLdPosting } from './json-ld-posting.ts'

type Doc = ReturnType<typeof parseHTML>['document']

const meta = (document: Doc, key: string) =>
  document.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content')?.trim() ??
  ''

// A posting states duties or requirements; a page without any of these words is not one.
const POSTING_WORDS =
  /\b(responsibilit|requirement|qualification|experience|you will|you'll|what you|about the role|skills|apply)/i

/** "Backend Engineer at Acme" / "Backend Engineer - Acme | Careers": the title and company a <title> names. */
function splitTitle(title: string): { title: string; company: string } {
  const parts = title.split(/\s+(?:\||–|—|-|·|at|@)\s+/)
  return { title: parts[0]?.trim() ?? '', company: parts.length > 1 ? (parts[1]?.trim() ?? '') : '' }
}

/**
 * A posting read from an HTML page: its JSON-LD JobPosting when there is one, else the page's main content
 * (Readability drops navigation, footers and other boilerplate). Null when the page holds no posting.
 */
export function pagePosting(html: string): ImportedPosting | null {
  // linkedom builds no usable document from markup without an <html> element; browsers add one.
  const { document } = parseHTML(
    /<html[\s>]/i.test(html) ? html : `<!doctype html><html><body>${html}</body></html>`,
  )
  const scripts: { textContent: string | null }[] = Array.from(
    document.querySelectorAll('script[type="application/ld+json"]'),
  )
  const blocks = scripts.map((s) => s.textContent ?? '')
  const fromJsonLd = jsonLdPosting(blocks)
  if (fromJsonLd?.title && fromJsonLd.description) return fromJsonLd

  const pageTitle = splitTitle(
    meta(document, 'og:title') || (document.querySelector('title')?.textContent ?? ''),
  )
  const heading = document.querySelector('h1')?.textContent?.replace(/\s+/g, ' ').trim() ?? ''
  const company = meta(document, 'og:site_name') || meta(document, 'application-name') || pageTitle.company
  const article = new Readability(document as unknown as Document).parse()
  const description = htmlToText(article?.content ?? '')
  if (description.length < 300 || !POSTING_WORDS.test(description)) return null
  return {
    title: heading || pageTitle.title || (article?.title ?? ''),
    company: company || (article?.siteName ?? ''),
    location: '',
    employment_type: '',
    salary: '',
    description,
  }
}
