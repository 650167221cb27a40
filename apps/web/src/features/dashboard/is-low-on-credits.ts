/** Spec §9: the low-credit threshold. */
export const LOW_CREDIT_THRESHOLD = 5

/** Spec §2: the banner shows when the balance is known, the user is not exempt, and it is below 5. */
export const isLowOnCredits = (balance: number | null, exempt: boolean) =>
  balance !== null && !exempt && balance < LOW_CREDIT_THRESHOLD
