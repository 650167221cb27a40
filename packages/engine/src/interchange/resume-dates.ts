// Tailor keeps dates as the user wrote them ("Mar 2021 – Present"); JSON Resume and LinkedIn want or give
// ISO-like dates ("2021-03"). These convert what can be converted and leave the rest to the caller.

import { isPresentWord, monthIndex } from '../text/date-range.ts'

// How JSON Resume dates are written back for the editor; reading goes through the engine's one date grammar.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "Mar 2021", "March 2021", "03/2021", "2021-03" or "2021" → "2021-03" / "2021"; anything else → "". */
export function toIsoDate(text: string): string {
  const value = text.trim()
  let match = /^(\d{4})(?:-(\d{2})(?:-\d{2})?)?$/.exec(value)
  if (match) return match[2] ? `${match[1]}-${match[2]}` : match[1]!
  match = /^(\d{1,2})\/(\d{4})$/.exec(value)
  if (match && Number(match[1]) >= 1 && Number(match[1]) <= 12)
    return `${match[2]}-${match[1]!.padStart(2, '0')}`
  match = /^(\p{L}{3,10}\.?)\s+(?:de\s+)?(\d{4})$/u.exec(value)
  const month = match ? monthIndex(match[1]!) : undefined
  return match && month !== undefined ? `${match[2]}-${String(month + 1).padStart(2, '0')}` : ''
}

/** "2021-03-15" / "2021-03" / "2021" → "Mar 2021" / "2021"; other text is returned trimmed. */
export function fromIsoDate(iso: string): string {
  const match = /^(\d{4})(?:-(\d{2}))?/.exec(iso.trim())
  if (!match) return iso.trim()
  const month = match[2] ? MONTHS[Number(match[2]) - 1] : undefined
  return month ? `${month} ${match[1]}` : match[1]!
}

/** A range as ISO start and end; an open range ("– Present") has a start and no end. */
export function toIsoRange(text: string): { startDate?: string; endDate?: string } {
  const [start = '', end, ...rest] = text.split(/\s+(?:–|—|-|to)\s+|\s*[–—]\s*/)
  if (rest.length) return {}
  const startDate = toIsoDate(start)
  if (end === undefined) return startDate ? { endDate: startDate } : {}
  const endDate = isPresentWord(end) ? '' : toIsoDate(end)
  if (!startDate || (endDate === '' && !isPresentWord(end))) return {}
  return endDate ? { startDate, endDate } : { startDate }
}

/** The editor's text for an ISO range: "Mar 2021 – Present", "2015 – 2019", or the one date there is. */
export function fromIsoRange(startDate = '', endDate = '', open = true): string {
  const start = fromIsoDate(startDate)
  const end = fromIsoDate(endDate)
  if (start && end) return start === end ? start : `${start} – ${end}`
  if (start) return open ? `${start} – Present` : start
  return end
}
