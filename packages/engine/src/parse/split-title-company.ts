import { dropClosingStop } from '../text/closing-stop.ts'
import {
  classifySegment,
  looksLikeCompany,
  looksLikeLocation,
  looksLikeTitle,
  stripPlace,
} from './classify-segment.ts'
import { splitSegments } from './split-segments.ts'

const isShortPair = (a: string, b: string) =>
  !b.includes(',') && a.split(' ').length <= 6 && b.split(' ').length <= 6 && !looksLikeLocation(b)

/** "Company / City, ST" (LibreOffice's "Company / Location – Job Title"): the place after the slash goes. */
const dropSlashedPlace = (s: string) => {
  const m = /^(.+?)\s+\/\s+(.+)$/.exec(s)
  return m && looksLikeLocation(m[2]!) ? m[1]! : s
}

/** "Company (City, ST)" (pandoc_resume's "Title; Company (City)"): a place in brackets after the name goes. */
const dropBracketedPlace = (s: string) => {
  const m = /^(.+?)\s*\(([^()]+)\)$/.exec(s)
  return m && looksLikeLocation(m[2]!) ? m[1]! : s
}

/**
 * Title and company from the heading lines of one job (dates already removed). Order in the
 * document is the default (title first); words that mark a company or a job title decide otherwise.
 */
export function splitTitleCompany(lines: string[]): { title: string; company: string } {
  const parts = lines
    .map(dropClosingStop)
    .flatMap(splitSegments)
    .map(dropSlashedPlace)
    .map(dropBracketedPlace)
    // "Dell Technologies, Round Rock, TX" reads as places; its head is the company.
    .map((s) => stripPlace(s))
  let segments = parts.filter((s) => !looksLikeLocation(s))
  // "Delta Freightways DC" reads like "Brooklyn NY"; beside a bare title with no other company, it is the company.
  const spaced = parts.find((s) => looksLikeLocation(s) && !s.includes(',') && /\s/.test(s))
  if (segments.length === 1 && spaced && looksLikeTitle(segments[0]!) && !/,|\s(?:at|@)\s/.test(segments[0]!))
    segments = [segments[0]!, spaced]
  if (segments.length === 1) {
    const only = segments[0]!
    const at = /^(.+?)\s+(?:at|@)\s+(.+)$/.exec(only)
    const comma = /^(.+?),\s+(.+)$/.exec(only)
    if (at) segments = [at[1]!, at[2]!]
    else if (
      comma &&
      (looksLikeTitle(comma[1]!) || looksLikeCompany(comma[2]!) || isShortPair(comma[1]!, comma[2]!))
    ) {
      const tail = comma[2]!
      // "Registered Nurse, Cardiac Telemetry, Swedish Medical Center": unmarked parts between a title and
      // the company are the title's specialty.
      const parts = tail.split(/,\s+/)
      const k = parts.findIndex(looksLikeCompany)
      if (looksLikeTitle(comma[1]!) && k > 0 && parts.slice(0, k).every((p) => classifySegment(p) === null))
        segments = [[comma[1]!, ...parts.slice(0, k)].join(', '), parts[k]!]
      else {
        // "Title, Company, City, ST" and "Title, Company, City" keep only the company.
        const [company] = stripPlace(tail).split(/,\s+(?=[\p{Lu}][\p{L} ]+$)/u)
        segments = [comma[1]!, company!]
      }
    }
  }
  const [a = '', b = ''] = segments
  const kindA = classifySegment(a)
  const kindB = classifySegment(b)
  const swap =
    (kindA === 'company' || kindA === 'institution') && kindB !== 'company'
      ? true
      : kindB === 'title' && kindA !== 'title'
  return swap ? { title: b, company: stripPlace(a, true) } : { title: a, company: stripPlace(b, true) }
}
