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

/** "Title, Company, City." ends like a sentence in some designs; a legal form's full stop stays ("Flex Ltd."). */
const dropClosingStop = (line: string) =>
  line.replace(/(?<!\b(?:Inc|Ltd|Co|Corp|Jr|Sr|St|Bros|L\.P|S\.A|N\.V|[A-Z]))\.$/, '')

/**
 * Title and company from the heading lines of one job (dates already removed). Order in the
 * document is the default (title first); words that mark a company or a job title decide otherwise.
 */
export function splitTitleCompany(lines: string[]): { title: string; company: string } {
  let segments = lines
    .map(dropClosingStop)
    .flatMap(splitSegments)
    .filter((s) => !looksLikeLocation(s))
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
      // "Title, Company, City" keeps only the company.
      const [company] = tail.split(/,\s+(?=[\p{Lu}][\p{L} ]+$)/u)
      segments = [comma[1]!, company!]
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
