export const passwordTooShortMessage = 'Password must be at least 8 characters.'
export const passwordMismatchMessage = 'Passwords do not match.'

/** Checks a sign-up form when registration is enabled: the 8-character minimum and the confirmation. */
export function validateSignUp(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {}
  if (password.length < 8) errors.password = passwordTooShortMessage
  if (confirm !== password) errors.confirm = passwordMismatchMessage
  return errors
}
