import type { Reference } from '@tailor/contracts'
import { looksLikeTitle } from './classify-segment.ts'
import { findEmail, findPhone } from './find-contact.ts'
import { looksLikeName } from './parse-personal-information.ts'
import { splitSegments } from './split-segments.ts'

const empty = (): Reference => ({ name: '', title: '', company: '', phone: '', email: '' })

/** References as blocks: a name line, then title and company, phone and email in any order. */
export function parseReferences(lines: string[]): Reference[] {
  if (lines.some((l) => /upon request|on request|available/i.test(l)) && lines.length <= 2) return []
  const refs: Reference[] = []
  for (const raw of lines) {
    const line = raw.replace(/^•\s*/, '')
    for (const piece of splitSegments(line)) {
      let current = refs.at(-1)
      const email = findEmail(piece)
      const phone = findPhone(piece)
      if (email || phone) {
        const label = piece.replace(/^(?:e-?mail|phone|tel|mobile|cell)\s*:\s*/i, '')
        if (email && current && !current.email) current.email = email
        else if (phone && current && !current.phone) current.phone = label
        continue
      }
      const [head, ...tail] = piece.split(/\s*,\s*/)
      if (
        looksLikeName(head!) &&
        !looksLikeTitle(head!) &&
        (!current || current.title || current.company || current.email)
      ) {
        current = empty()
        refs.push(current)
        current.name = head!
        if (tail.length) current.title = tail.join(', ')
        continue
      }
      if (!current) continue
      const at = /^(.+?)(?:,\s+|\s+at\s+)(.+)$/.exec(piece)
      if (!current.title && at && looksLikeTitle(at[1]!)) [current.title, current.company] = [at[1]!, at[2]!]
      else if (!current.title) current.title = piece
      else if (!current.company) current.company = piece
    }
  }
  return refs
}
