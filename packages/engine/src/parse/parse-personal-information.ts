import type { PersonalInformation } from '@tailor/contracts'
import type { DocumentLine } from '../extract/document-line.ts'
import { isKnownTitle } from '../job/find-job-title.ts'
import { findDateRange } from '../text/date-range.ts'
import { classifySegment, findLocation, looksLikeLocation } from './classify-segment.ts'
import { fieldOfLabel, readFieldRow } from './field-labels.ts'
import { findEmail, findLinkedin, findPhone } from './find-contact.ts'
import { findSectionKind } from './find-section-kind.ts'
import { splitSegments } from './split-segments.ts'

// Post-nominal letters that follow a name ("Maria Lopez, RN, BSN"): degrees, licences, honours.
const credential =
  /^(?:[A-Z][A-Za-z]{0,2}\.?){1,4}(?:-[A-Z]{1,3})?$|^(?:Esq|Jr|Sr|II|III|IV)\.?$|^(?=\S*[A-Z]\S*[A-Z])[A-Z][A-Za-z.]{1,6}$/

/** The name without post-nominal credentials, and in title case when it was printed in capitals (wholly, or its
 * family name in small capitals after a title-case given name: "Darnell WHITAKER"). */
export function cleanName(line: string): string {
  const [first, ...rest] = line.split(/\s*,\s*/)
  let name = (first ?? '').trim()
  const kept = rest.filter((part) => !part.split(/\s+/).every((w) => credential.test(w)))
  if (kept.length) name = [name, ...kept].join(', ')
  const titleCase = (text: string) =>
    text.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase())
  if (name === name.toUpperCase() && /\p{Lu}{2}/u.test(name)) return titleCase(name)
  if (/^\p{Lu}\p{Ll}+(?:[\s-]\p{Lu}\p{Ll}+)*(?:\s+\p{Lu}[\p{Lu}'-]+)+$/u.test(name))
    return name.replace(/\p{Lu}[\p{Lu}'-]+(?=\s|$)/gu, (word) => titleCase(word))
  return name
}

// A document's own title set above or beside the name ("Curriculum Vitae").
const documentTitle =
  /^(?:europass )?(?:curriculum vitae|r[ée]sum[ée]|cv|lebenslauf|hoja de vida)(?: (?:of|de|von) .+)?$/i

export function looksLikeName(line: string): boolean {
  const name = line.split(',')[0]!.trim()
  const words = name.split(/\s+/)
  if (words.length < 2 || words.length > 5 || name.length > 50) return false
  if (/[\d@/:|•]/.test(line) || findSectionKind(line) || looksLikeLocation(name) || documentTitle.test(name))
    return false
  return words.every((w) => /^(?:\p{Lu}[\p{L}'’.-]*|d[aeiu]|de|del|der|van|von|bin|al|la|le|y)$/u.test(w))
}

const isContactPiece = (s: string) =>
  Boolean(
    findEmail(s) ||
      findPhone(s) ||
      findLinkedin(s) ||
      /https?:\/\/|www\.|\.\w{2,3}\/|github\.com/i.test(s) ||
      // A bare web address: "marcuschen.dev", "lenafischer.design".
      /^[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}(?:\/\S*)?$/i.test(s),
  )

export interface HeaderResult {
  personal: PersonalInformation
  /** Header lines that are neither name, contact nor position: a summary without a heading. */
  leftover: string[]
}

// Bullets and symbol icons printed before contact details ("• Austin, TX", "✉ name@mail.com").
const leadingMarks = /^(?:[•\p{So}]\s*)+/u

/**
 * A name in capitals run together, parted at the word ends that the name parts of an e-mail's local part or a
 * profile link's last segment spell ("jane.doe@…", "/in/jane-doe-rn"): two words at least, in order, closing
 * it up exactly. Null when no contact detail spells it.
 */
function partName(run: string, header: DocumentLine[]): string | null {
  const wanted = run.toLowerCase()
  for (const line of header) {
    for (const m of line.text.matchAll(/([\p{L}\d._-]+)@|\/in\/([\p{L}\d._-]+)/gu)) {
      const parts = (m[1] ?? m[2]!)
        .toLowerCase()
        .split(/[._\d-]+/)
        .filter(Boolean)
      for (let start = 0; start < parts.length; start++) {
        let joined = ''
        for (let end = start; end < parts.length && wanted.startsWith(joined + parts[end]); end++) {
          joined += parts[end]
          if (joined !== wanted || end === start) continue
          const words: string[] = []
          let at = 0
          for (const part of parts.slice(start, end + 1)) {
            words.push(run.slice(at, at + part.length))
            at += part.length
          }
          return words.join(' ')
        }
      }
    }
  }
  return null
}

/**
 * Name, contact details and headline from the lines before the first section (and any contact section);
 * a LinkedIn profile the document only links to ("LinkedIn" as the label) comes from its link targets.
 */
export function parsePersonalInformation(
  labelled: DocumentLine[],
  all: DocumentLine[],
  links: string[] = [],
): HeaderResult {
  // A form's label/value rows ("Surname(s) / First name(s)<tab>Marcus Bell", "Telephone<tab>…") hold the name
  // and contact details as values; a label naming the headline alone ("Desired employment") is dropped.
  let labelledName: DocumentLine | undefined
  let labelledPlace = ''
  let labelledPosition = ''
  const header: DocumentLine[] = []
  for (const [i, line] of labelled.entries()) {
    const row = readFieldRow(line.text)
    // The document's title wrapped over two lines ("Europass" / "Curriculum Vitae") is neither name nor headline.
    const next = labelled[i + 1]?.text
    const prev = labelled[i - 1]?.text
    if (next && documentTitle.test(`${line.text} ${next}`) && !documentTitle.test(line.text)) continue
    if (prev && documentTitle.test(`${prev} ${line.text}`) && !documentTitle.test(prev)) continue
    // "Address: Boulder CO": the label says it is the place, however little it looks like one.
    const colon = /^([^:\t]{2,30}):\s+([^\t]+)$/.exec(line.text)
    if (colon && fieldOfLabel(colon[1]!) === 'place') {
      labelledPlace ||= colon[2]!.trim()
      continue
    }
    if (row?.field === 'place') labelledPlace ||= row.value
    // Above the first section a job title's label ("Position<tab>IT Support Technician") names the headline.
    else if (row?.field === 'title') labelledPosition ||= row.value
    else if (!row || !['name', 'contact', 'position'].includes(row.field)) {
      if (fieldOfLabel(line.text) !== 'position') header.push(line)
    } else {
      const value = { ...line, text: row.value }
      if (row.field === 'name') labelledName = value
      // The value of a headline label is the headline wherever it stands.
      if (row.field === 'position') labelledPosition ||= row.value
      header.push(value)
    }
  }
  const personal: PersonalInformation = {
    name: '',
    email: '',
    phone: '',
    linkedin: '',
    location: labelledPlace,
    position: labelledPosition,
  }
  // An e-mail or link broken in a narrow margin is rejoined: a word hyphenated by the typesetter before an
  // e-mail's rest ("mar-" / "cus.bell@…"), a link broken at its own hyphen before a lone word ("…/marcusbell-" /
  // "it").
  for (let k = 0; k + 1 < header.length; k++) {
    const [line, next] = [header[k]!, header[k + 1]!]
    const cut = /(?:^|\s)(\S*\p{L}-)$/u.exec(line.text)
    if (!cut) continue
    const email = /^[\w.+-]+@\S+$/.test(next.text) && /^[\w.+-]+-$/.test(cut[1]!)
    const link = /\/\S*-$/.test(cut[1]!) && /^[\p{Ll}\d][\p{Ll}\d-]*$/u.test(next.text)
    if (!email && !link) continue
    const joined = email ? `${cut[1]!.slice(0, -1)}${next.text}` : `${cut[1]}${next.text}`
    header[k] = { ...line, text: line.text.slice(0, cut.index).trim() }
    header[k + 1] = { ...next, text: joined }
  }
  joinWrappedName(header)
  const sized = header.filter((l) => l.page === 1 && l.fontSize)
  const largest = sized.length ? Math.max(...sized.map((l) => l.fontSize!)) : 0
  let bySize = sized.find(
    (l) => l.fontSize === largest && largest > 1.3 * median(sized.map((s) => s.fontSize!)),
  )
  // The name may share its baseline with contact details beside it ("Wei Zhang<tab>github.com/…") or with
  // the headline after a separator ("Marcus Bell | IT Support Technician").
  // A section label in capitals may lead the name's row ("PERSONAL INFORMATION Marcus Bell": Europass 2013).
  const nameOf = (l: DocumentLine) =>
    l.text.split(/\t|\s+[|·•–—]\s+/)[0]!.replace(/^(?:\p{Lu}{4,}\s+){1,3}(?=\p{Lu}\p{Ll})/u, '')
  // The largest line as one word run together ("MarcusBell": a display font set without a space glyph) is the
  // name with its space restored at the first lowercase-to-capital step after a whole first name.
  const glued = bySize && /^(\p{Lu}\p{Ll}{2,})(\p{Lu}\p{Ll}+)$/u.exec(nameOf(bySize))
  if (bySize && glued) {
    const spaced = { ...bySize, text: `${glued[1]} ${glued[2]}${bySize.text.slice(glued[0].length)}` }
    header[header.indexOf(bySize)] = spaced
    bySize = spaced
  }
  // The largest line as capitals run together ("JANEDOE": letter-spaced capitals whose word gap pdf.js did not
  // tell from a letter's) is parted where the e-mail's or profile link's name parts say ("jane.doe@…").
  const squashed = bySize && !glued && /^\p{Lu}{4,}$/u.exec(nameOf(bySize))
  const parted = squashed && partName(squashed[0], header)
  if (bySize && squashed && parted) {
    const spaced = { ...bySize, text: `${parted}${bySize.text.slice(squashed[0].length)}` }
    header[header.indexOf(bySize)] = spaced
    bySize = spaced
  }
  // The largest line is the name unless it is a known job title: a headline set larger than the name (a
  // position drawn on a band across the page) is passed over for the name-like line elsewhere.
  const headline = bySize && isKnownTitle(nameOf(bySize)) ? bySize : undefined
  const nameLine =
    labelledName ??
    (bySize && !headline && looksLikeName(nameOf(bySize)) ? bySize : undefined) ??
    header.find((l) => l !== headline && looksLikeName(nameOf(l)))
  if (nameLine) personal.name = cleanName(nameOf(nameLine))

  const leftover: string[] = []
  for (const [index, line] of header.entries()) {
    const text = (
      line === nameLine
        ? line.text
            .slice(line.text.indexOf(nameOf(line)) + nameOf(line).length)
            .replace(/^\s*[|·•–—]?\s*/, '')
        : line.text
    ).replace(leadingMarks, '')
    // The name's initials set large as a monogram ("OF" over "OWEN FITZGERALD") are neither headline nor place,
    // nor is a contact label whose value went on to the next line ("LinkedIn:" over the profile address).
    if (!text || (personal.name && text === initials(personal.name))) continue
    if (text.endsWith(':') && fieldOfLabel(text) === 'contact') continue
    const pieces = splitSegments(text)
      .flatMap((p) => p.split(/\s{2,}/))
      .map((p) => p.replace(leadingMarks, ''))
    let contact = false
    // A bare place leading a run of contact details, set apart by bullets, cells or spaces alone ("Seattle •
    // 206-555-0133 • …", "Seattle  206-555-0133  jordan@…").
    if (!personal.location && pieces.some(isContactPiece)) {
      const lead = pieces[0]!.split(/\s+(?=[(+\d]|\S+@)/u)[0]!
      const place = [lead, ...pieces.slice(1)].find(
        (p, k) => isBarePlace(p) && !isContactPiece(p) && (k > 0 || lead !== pieces[0] || pieces.length > 1),
      )
      if (place) personal.location = place
    }
    for (const piece of pieces) {
      const email = findEmail(piece)
      const phone = findPhone(piece)
      const linkedin = findLinkedin(piece)
      if (email && !personal.email) personal.email = email
      if (phone && !personal.phone) personal.phone = phone
      if (linkedin && !personal.linkedin) personal.linkedin = linkedin
      const label = piece.replace(/^(?:location|address|based in)\s*:\s*/i, '')
      if (!isContactPiece(piece) && looksLikeLocation(label) && !personal.location) personal.location = label
      else if (!isContactPiece(piece)) {
        // A place run into a short label beside it ("San Francisco, CA LinkedIn profile").
        if (!personal.location && piece.split(/\s+/).length <= 8)
          personal.location = findLocation(piece) ?? ''
        continue
      }
      // A place run into other details without a separator.
      else if (!personal.location) personal.location = findLocation(piece) ?? ''
      contact = true
    }
    if (contact) continue
    // A headline may list two roles: "Chief Operating Officer | Supply Chain & Operations Executive".
    const words = text.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length
    const short = words <= (/\s\|\s/.test(text) ? 12 : 8) && !/[.!?]$/.test(text) && !findDateRange(text)
    // A bare place above the headline ("Seattle" over "Registered Nurse") is the place, not the headline.
    const placeFirst =
      !personal.position &&
      isBarePlace(text) &&
      header.slice(index + 1).some((l) => classifySegment(l.text) === 'title')
    if (placeFirst && !personal.location) personal.location = text
    else if (!personal.position && short && nameLine && !looksLikeLocation(text) && !documentTitle.test(text))
      personal.position = text
    // A bare place after the headline ("Seattle"): one to three capitalised words, no role or firm word.
    else if (!personal.location && personal.position && isBarePlace(text)) personal.location = text
    else if (!looksLikeLocation(text)) leftover.push(text)
  }
  // Contact details printed elsewhere (a footer, a sidebar read after the body), then link targets.
  for (const line of all) {
    if (!personal.email) personal.email = findEmail(line.text) ?? ''
    if (!personal.linkedin) personal.linkedin = findLinkedin(line.text) ?? ''
  }
  // A link target completes a profile URL the page cut off at a line end.
  const linked = links.map(findLinkedin).filter((l): l is string => Boolean(l))
  const bare = (url: string) =>
    url
      .replace(/^https?:\/\/(?:www\.)?/i, '')
      .replace(/\/$/, '')
      .toLowerCase()
  const completed = linked.find((l) => personal.linkedin && bare(l).startsWith(bare(personal.linkedin)))
  if (completed || !personal.linkedin) personal.linkedin = completed ?? linked[0] ?? ''
  if (!personal.phone) {
    personal.phone =
      all
        .slice(0, 15)
        .map((l) => findPhone(l.text))
        .find(Boolean) ?? ''
  }
  return { personal, leftover }
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .toUpperCase()

/**
 * A name in capitals wrapped in a narrow sidebar ("SIMONE" / "ACHTERBERG"): two lines of one large size that
 * are one word each and a name together become one line.
 */
function joinWrappedName(header: DocumentLine[]): void {
  // Set larger than the header's smallest type (its contact lines).
  const body = Math.min(...header.flatMap((l) => (l.fontSize ? [l.fontSize] : [])))
  for (let k = 0; k + 1 < header.length; k++) {
    const [line, next] = [header[k]!, header[k + 1]!]
    if (!line.fontSize || line.fontSize !== next.fontSize || line.fontSize <= body * 1.2) continue
    const joined = `${line.text} ${next.text}`
    if (/\s/.test(line.text) || /\s/.test(next.text) || !looksLikeName(joined)) continue
    header.splice(k, 2, { ...line, text: joined })
  }
}

// A month leads a date ("January 1, 2026" in a form's footer), never a place.
const monthName =
  /^(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?$/i
const isBarePlace = (text: string) =>
  /^\p{Lu}[\p{L}'.-]+(?: \p{Lu}[\p{L}'.-]+){0,2}$/u.test(text) &&
  !monthName.test(text) &&
  classifySegment(text) === null

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
