/** A file the importer refuses; `message` is safe to show to the user as is. */
export class ImportError extends Error {
  override name = 'ImportError'
}
