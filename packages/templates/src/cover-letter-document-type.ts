/** What a cover letter PDF is made from; `content` is the letter text, paragraphs split by blank lines. */
export interface CoverLetterDocument {
  content: string
  sender: { name: string; email: string; phone: string; location: string; linkedin: string }
  job_title: string
  company_name: string
  hiring_manager?: string
  /** Shown as given, e.g. "22 November 2026". */
  date: string
}
