import { stem } from './stem.ts'
import { tokenize } from './tokenize.ts'

/** The lookup key of a phrase: its stemmed tokens joined by single spaces ("Managing Budgets" -> "manag budget"). */
export function toKey(phrase: string): string {
  return tokenize(phrase)
    .map((token) => stem(token.lower))
    .join(' ')
}
