/** docs/product.md § Limits: dates are shown as short month and day ("Nov 22"); an unreadable date is shown as it came. */
export function formatShortDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric' })
}
