/**
 * The input has more text than a render may take on: it would tie up a worker for seconds and produce
 * dozens of pages. The server answers 413/422 with the message.
 */
export class DocumentTooLongError extends Error {
  override readonly name = 'DocumentTooLongError'
  readonly characters: number
  readonly limit: number

  constructor(characters: number, limit: number) {
    super(`The document has ${characters} characters of text; the limit is ${limit}`)
    this.characters = characters
    this.limit = limit
  }
}
