/** docs/product.md § Limits: the low-credit threshold. */
export const LOW_CREDIT_THRESHOLD = 5

/** docs/product.md § Screens: the banner shows when the balance is known, the user is not exempt, and it is below 5. */
export const isLowOnCredits = (balance: number | null, exempt: boolean) =>
  balance !== null && !exempt && balance < LOW_CREDIT_THRESHOLD
