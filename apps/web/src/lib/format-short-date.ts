const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })

/** Spec §9: dates are shown as short month and day ("Mar 4"); an invalid date shows as "—". */
export function formatShortDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '—' : shortDate.format(date)
}
