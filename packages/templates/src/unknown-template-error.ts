/** The requested template id is not one of ours; the server answers 400 with the known ids. */
export class UnknownTemplateError extends Error {
  override readonly name = 'UnknownTemplateError'
  readonly templateId: string
  readonly knownIds: ReadonlyArray<string>

  constructor(templateId: string, knownIds: ReadonlyArray<string>) {
    super(`Unknown template "${templateId}"; expected one of: ${knownIds.join(', ')}`)
    this.templateId = templateId
    this.knownIds = knownIds
  }
}
