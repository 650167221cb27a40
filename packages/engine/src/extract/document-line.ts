/** A line of a document in reading order, with the layout hints the parser uses. */
export interface DocumentLine {
  text: string
  page: number
  /** Font size in points (PDF only): the name is usually the largest text. */
  fontSize?: number
  /** The source marked it as a heading (DOCX heading or title styles, a PDF heading set in the margin). */
  heading?: boolean
  /** One cell of a PDF table or grid, read down its column: never a heading. */
  cell?: boolean
  /** From a PDF sidebar column: read after the main column of every page, so sections run on across pages. */
  sidebar?: boolean
}
