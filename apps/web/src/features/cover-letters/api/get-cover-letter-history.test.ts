import { describe, expect, it } from 'vitest'
import { toHistorySearch } from './get-cover-letter-history.ts'

describe('toHistorySearch', () => {
  it('always sends page, page_size 10 and sort, and leaves out the "all" filter and an empty search', () => {
    expect(toHistorySearch({ page: 2, sort: 'oldest', filter: 'all', search: '   ' })).toBe(
      'page=2&page_size=10&sort=oldest',
    )
  })

  it('sends the filter and the trimmed search text', () => {
    expect(toHistorySearch({ page: 1, sort: 'company', filter: 'this_week', search: ' Acme & Co ' })).toBe(
      'page=1&page_size=10&sort=company&filter=this_week&search=Acme+%26+Co',
    )
  })
})
