/** A line of a document in reading order, with the layout hints the parser uses. */
export interface DocumentLine {
  text: string
  page: number
  /** Font size in points (PDF only): the name is usually the largest text. */
  fontSize?: number
  /** The source marked it as a heading (DOCX heading or title styles). */
  heading?: boolean
}
