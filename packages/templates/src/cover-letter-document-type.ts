import type { LetterSender } from '@tailor/contracts'

/** What a cover letter PDF is made from; `content` is the letter text, paragraphs split by blank lines. */
export interface CoverLetterDocument {
  content: string
  sender: LetterSender
  job_title: string
  company_name: string
  hiring_manager?: string
  /** When the letter was written (ISO), shown as "November 25, 2026". */
  date: string
}
