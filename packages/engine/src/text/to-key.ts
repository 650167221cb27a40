import { stemTokens } from './stem-tokens.ts'

/** The lookup key of a phrase: its stemmed tokens joined by single spaces ("Managing Budgets" -> "manag budget"). */
export function toKey(phrase: string): string {
  return stemTokens(phrase)
    .map((token) => token.stem)
    .join(' ')
}
