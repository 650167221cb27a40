import { ApiError } from '../../../lib/api-error.ts'

/** True when the sign-in call refused because it wants the authenticator or a recovery code. */
export function needsSecondFactor(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    typeof error.body === 'object' &&
    error.body !== null &&
    'two_factor_required' in error.body &&
    error.body.two_factor_required === true
  )
}
