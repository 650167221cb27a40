/** An amount like "19.00" in its currency; unknown currency codes fall back to "19.00 XYZ". */
export function formatAmount(amount: string, currency: string): string {
  const value = Number.parseFloat(amount)
  if (!Number.isFinite(value)) return `${amount} ${currency}`.trim()
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value)
  } catch {
    return `${value.toFixed(2)} ${currency}`.trim()
  }
}

/** "PENDING" → "Pending", for the "Payment <status>" heading. */
export function formatStatus(status: string): string {
  const lower = status.toLowerCase()
  return lower.charAt(0).toUpperCase() + lower.slice(1)
}

/** The reference from the query string: `reference`, else Paystack's `trxref`. */
export function findReference(search: URLSearchParams): string | null {
  return search.get('reference')?.trim() || search.get('trxref')?.trim() || null
}
