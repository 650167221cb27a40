export type BillingPeriod = 'monthly' | 'annual'

// docs/product.md § States and § Limits: annual billing is monthly price × 0.8 per month, monthly price × 12 × 0.8 a year.
export const annualDiscount = 0.2

export interface PlanPrice {
  /** Price per month in cents. */
  perMonthCents: number
  /** Yearly total in cents when billed annually, else null. */
  annualTotalCents: number | null
}

/** A decimal price string ("19.00") in whole cents; throws on anything else. */
export function requireCents(price: string): number {
  const cents = Math.round(Number.parseFloat(price) * 100)
  if (!Number.isFinite(cents) || cents < 0) throw new RangeError(`Invalid price: ${price}`)
  return cents
}

/** Computes in whole cents so "19.00" × 0.8 is exactly 15.20, not 15.200000000000001. */
export function planPrice(price: string, period: BillingPeriod): PlanPrice {
  const cents = requireCents(price)
  if (period === 'monthly') return { perMonthCents: cents, annualTotalCents: null }
  return {
    perMonthCents: Math.round(cents * (1 - annualDiscount)),
    annualTotalCents: Math.round(cents * 12 * (1 - annualDiscount)),
  }
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatCents(cents: number): string {
  return money.format(cents / 100)
}
