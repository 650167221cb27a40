import type { Certification } from '@tailor/contracts'
import { dropClosingStop } from '../text/closing-stop.ts'
import { findDateRange, isDateOnly } from '../text/date-range.ts'
import { isOrganisationName } from './is-organisation-name.ts'
import { isIssuerFirst } from './issuer-first.ts'
import { splitSegments } from './split-segments.ts'

/** "Registered Nurse (RN)": the brackets hold the name's own initials, not an issuer. */
function abbreviates(short: string, name: string): boolean {
  const initials = name
    .split(/[\s-]+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toUpperCase()
  const letters = short.replace(/[^A-Z]/g, '')
  if (!letters || letters !== short.replace(/[\s.-]/g, '')) return false
  let at = 0
  for (const c of initials) if (c === letters[at]) at++
  return at === letters.length
}

// An issuer printed on a line of its own: a short name, no list separators, not a sentence.
const isIssuerLine = (line: string) =>
  splitSegments(line).length === 1 &&
  (line.split(/\s+/).length <= 6 || isOrganisationName(line)) &&
  !/[.!?:]$/.test(line)

/**
 * The line under a dated name is its issuer, alone: no date, no comma, two words or more ("National Board of
 * Dietetic Registration" under "Dietitian, Licensed<tab>2019"). The word after the name's comma is then the
 * name's own, not an issuer.
 */
const issuerBelow = (next: string | undefined) =>
  next !== undefined &&
  !next.startsWith('•') &&
  !findDateRange(next) &&
  !next.includes(',') &&
  /\s/.test(next.trim()) &&
  isIssuerLine(next)

/**
 * Certifications, one per line ("Name — Issuer, Date", "Name (Issuer) 2021", "Name | Issuer | Date") or
 * stacked over several lines: "Name" then "Issuer · 2019", "Name" with its date beside or below it and then
 * the issuer on a line of its own, or "Name", the issuer, then the date.
 */
export function parseCertifications(lines: string[]): Certification[] {
  const certs: Certification[] = []
  // A date alone before any undated name (a dates column read before the entries beside it) dates the next.
  let pending = ''
  const clean = (raw: string) => raw.replace(/^•\s*/, '').replace(/^((?:19|20)\d{2}):\s+/, '$1\t')
  for (const [i, raw] of lines.entries()) {
    // A year set as a label before a colon ("2018: CompTIA A+, CompTIA") is a date cell.
    const line = clean(raw)
    const last = certs.at(-1)
    if (isDateOnly(line) && last && !last.date) {
      last.date = line
      continue
    }
    if (isDateOnly(line)) {
      pending = line
      continue
    }
    const found = findDateRange(line)
    // "Name" then "Issuer · 2019" on the next line (sidebars), or the issuer over "Name | 2021" when the words
    // say so ("The Wildlife Society" over "Certified Wildlife Biologist | 2021").
    if (found && last && !last.date && !last.issuer && found.rest && splitSegments(found.rest).length === 1) {
      if (isIssuerFirst(last.name, found.rest)) [last.name, last.issuer] = [found.rest, last.name]
      else last.issuer = found.rest
      last.date = found.dates
      continue
    }
    // "Issuer  2022" then the name alone below, when the words say so ("Northern Beekeepers Association  2020"
    // over "Certified Apiary Inspector.").
    const below = dropClosingStop(line)
    if (
      !found &&
      last?.date &&
      !last.issuer &&
      !raw.startsWith('•') &&
      splitSegments(below).length === 1 &&
      isIssuerFirst(last.name, below)
    ) {
      ;[last.name, last.issuer] = [below, last.name]
      continue
    }
    // "Name  March 2022" (or a date line) then the issuer alone below.
    if (!found && last?.date && !last.issuer && !raw.startsWith('•') && isIssuerLine(line)) {
      last.issuer = line
      continue
    }
    // "Name", the issuer alone, then the date alone (AltaCV's events).
    const next = lines[i + 1]
    const dateNext = next !== undefined && isDateOnly(clean(next))
    if (
      !found &&
      last &&
      !last.date &&
      !last.issuer &&
      dateNext &&
      !raw.startsWith('•') &&
      isIssuerLine(line)
    ) {
      last.issuer = line
      continue
    }
    let rest = (found ? found.rest : line).replace(/\s*(?:,|\(|issued|expires?)\s*$/i, '').trim()
    let issuer = ''
    const bracket = /^(.+?)\s*\(([^)]+)\)\s*,?\s*(.*)$/.exec(rest)
    if (bracket && !bracket[3] && !abbreviates(bracket[2]!, bracket[1]!)) {
      rest = bracket[1]!
      issuer = bracket[2]!
    }
    const segments = splitSegments(rest)
    let name = segments[0] ?? ''
    if (segments.length > 1) {
      issuer = segments[1]!
      if (isIssuerFirst(name, issuer)) [name, issuer] = [issuer, name]
    } else if (!issuer) {
      const comma = /^(.+?),\s+([^,]+)$/.exec(name)
      if (comma && !(found && /^\S+$/.test(comma[2]!) && issuerBelow(lines[i + 1])))
        [name, issuer] = [comma[1]!, comma[2]!]
    }
    issuer = issuer.replace(/^(?:issued by|by)\s+/i, '')
    // A sentence's full stop ends the line ("…, Federal Aviation Administration."), not an abbreviation's.
    if (/\p{Ll}{2}\.$/u.test(issuer)) issuer = dropClosingStop(issuer)
    if (name) certs.push({ name, issuer, date: found?.dates ?? pending })
    pending = ''
  }
  return certs
}
