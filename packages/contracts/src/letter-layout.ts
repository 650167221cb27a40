import type { z } from 'zod'
import type { letterSender } from './cover-letter-api.ts'
import { splitLetter } from './split-letter.ts'

/** Who the letter is from: the letterhead. */
export type LetterSender = z.infer<typeof letterSender>

export interface LetterLayoutInput {
  content: string
  sender: LetterSender
  jobTitle: string
  company: string
  hiringManager?: string
  /** ISO date (or a Date) the letter was written. */
  date: string | Date
}

/** Every part of a cover letter as the PDF and the on-screen preview both show it, in reading order. */
export interface LetterLayout {
  sender: LetterSender
  /** "November 25, 2026". */
  date: string
  /** Hiring manager and company, the lines they have. */
  recipient: string[]
  /** "Re: Gameplay Programmer at Ironclad Games". */
  subject: string
  salutation: string
  paragraphs: string[]
  /** The letter's own closing ("With enthusiasm,"), else "Sincerely,": there is always exactly one. */
  closing: string
  /** The name under the closing: the letter's own, else the sender's. */
  signature: string
}

const oneLine = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** "November 25, 2026", read in UTC so the server's PDF and the browser's preview show the same day. */
export function formatLetterDate(date: string | Date): string {
  const value = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(value.getTime())) return typeof date === 'string' ? date : ''
  return value.toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
}

/** Lays a letter out: letterhead, date, recipient, subject, salutation, body, one closing and the name. */
export function letterLayout(input: LetterLayoutInput): LetterLayout {
  const parts = splitLetter(input.content)
  const manager = oneLine(input.hiringManager)
  const company = oneLine(input.company)
  const jobTitle = oneLine(input.jobTitle)
  const sender = {
    name: oneLine(input.sender.name),
    email: oneLine(input.sender.email),
    phone: oneLine(input.sender.phone),
    location: oneLine(input.sender.location),
    linkedin: oneLine(input.sender.linkedin),
  }
  return {
    sender,
    date: formatLetterDate(input.date),
    recipient: [manager, company].filter(Boolean),
    subject: jobTitle ? `Re: ${jobTitle}${company ? ` at ${company}` : ''}` : '',
    salutation: parts.salutation || `Dear ${manager || 'Hiring Manager'},`,
    paragraphs: parts.paragraphs,
    closing: parts.closing || 'Sincerely,',
    signature: parts.signature || sender.name,
  }
}
