import type { PersonalInformation } from '@tailor/contracts'
import type { DocumentLine } from '../extract/document-line.ts'
import { looksLikeLocation } from './classify-segment.ts'
import { findEmail, findLinkedin, findPhone } from './find-contact.ts'
import { findDateRange } from './find-date-range.ts'
import { findSectionKind } from './find-section-kind.ts'
import { splitSegments } from './split-segments.ts'

// Post-nominal letters that follow a name ("Maria Lopez, RN, BSN"): degrees, licences, honours.
const credential =
  /^(?:[A-Z][A-Za-z]{0,2}\.?){1,4}(?:-[A-Z]{1,3})?$|^(?:Esq|Jr|Sr|II|III|IV)\.?$|^(?=\S*[A-Z]\S*[A-Z])[A-Z][A-Za-z.]{1,6}$/

/** The name without post-nominal credentials, and in title case when it was printed in capitals. */
export function cleanName(line: string): string {
  const [first, ...rest] = line.split(/\s*,\s*/)
  let name = (first ?? '').trim()
  const kept = rest.filter((part) => !part.split(/\s+/).every((w) => credential.test(w)))
  if (kept.length) name = [name, ...kept].join(', ')
  if (name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)) {
    name = name.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
  }
  return name
}

export function looksLikeName(line: string): boolean {
  const name = line.split(',')[0]!.trim()
  const words = name.split(/\s+/)
  if (words.length < 2 || words.length > 5 || name.length > 50) return false
  if (/[\d@/:|•]/.test(line) || findSectionKind(line)) return false
  return words.every((w) => /^(?:\p{Lu}[\p{L}'’.-]*|d[aeiu]|de|del|der|van|von|bin|al|la|le|y)$/u.test(w))
}

const isContactPiece = (s: string) =>
  Boolean(
    findEmail(s) || findPhone(s) || findLinkedin(s) || /https?:\/\/|www\.|\.\w{2,3}\/|github\.com/i.test(s),
  )

export interface HeaderResult {
  personal: PersonalInformation
  /** Header lines that are neither name, contact nor position: a summary without a heading. */
  leftover: string[]
}

/** Name, contact details and headline from the lines before the first section (and any contact section). */
export function parsePersonalInformation(header: DocumentLine[], all: DocumentLine[]): HeaderResult {
  const personal: PersonalInformation = {
    name: '',
    email: '',
    phone: '',
    linkedin: '',
    location: '',
    position: '',
  }
  const sized = header.filter((l) => l.page === 1 && l.fontSize)
  const largest = sized.length ? Math.max(...sized.map((l) => l.fontSize!)) : 0
  const bySize = sized.find(
    (l) => l.fontSize === largest && largest > 1.3 * median(sized.map((s) => s.fontSize!)),
  )
  const nameLine =
    (bySize && looksLikeName(bySize.text) ? bySize : undefined) ?? header.find((l) => looksLikeName(l.text))
  if (nameLine) personal.name = cleanName(nameLine.text)

  const leftover: string[] = []
  for (const line of header) {
    if (line === nameLine) continue
    const pieces = splitSegments(line.text).flatMap((p) => p.split(/\s{2,}/))
    let contact = false
    for (const piece of pieces) {
      const email = findEmail(piece)
      const phone = findPhone(piece)
      const linkedin = findLinkedin(piece)
      if (email && !personal.email) personal.email = email
      if (phone && !personal.phone) personal.phone = phone
      if (linkedin && !personal.linkedin) personal.linkedin = linkedin
      const label = piece.replace(/^(?:location|address|based in)\s*:\s*/i, '')
      if (!isContactPiece(piece) && looksLikeLocation(label) && !personal.location) personal.location = label
      else if (!isContactPiece(piece)) continue
      contact = true
    }
    if (contact) continue
    const words = line.text.split(/\s+/).length
    const short = words <= 8 && !/[.!?]$/.test(line.text) && !findDateRange(line.text)
    if (!personal.position && short && nameLine && !looksLikeLocation(line.text))
      personal.position = line.text
    else if (!looksLikeLocation(line.text)) leftover.push(line.text)
  }
  // Contact details printed elsewhere (a footer, a sidebar read after the body).
  for (const line of all) {
    if (!personal.email) personal.email = findEmail(line.text) ?? ''
    if (!personal.linkedin) personal.linkedin = findLinkedin(line.text) ?? ''
  }
  if (!personal.phone) {
    personal.phone =
      all
        .slice(0, 15)
        .map((l) => findPhone(l.text))
        .find(Boolean) ?? ''
  }
  return { personal, leftover }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
