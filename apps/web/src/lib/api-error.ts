/** A failed API call: the HTTP status (0 for network failures) and the server's `detail` text. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly status: number,
    message: string,
    readonly detail: string | null = null,
    /** The parsed error body, for replies that carry more than `detail`. */
    readonly body: unknown = null,
  ) {
    super(message)
  }
}

/** The user-facing text of an error: the server's detail when it sent one, else the fallback. */
export function getErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.detail) return error.detail
  return fallback
}
