/** What went wrong, in domain terms; the HTTP error handler alone turns a kind into a status code. */
export type AppErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unprocessable'
  | 'rate_limited'
  | 'unavailable'

/** An error whose message is safe to show to the user; busy replies say when to try again. */
export class AppError extends Error {
  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly retryAfterSeconds?: number,
    /** Flags added to the `{"detail": ...}` body, such as `two_factor_required`. */
    readonly flags?: Record<string, boolean>,
  ) {
    super(message)
    this.name = 'AppError'
  }
}
