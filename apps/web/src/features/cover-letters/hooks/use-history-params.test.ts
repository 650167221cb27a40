import { coverLetterHistoryQuery } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { historyFilters, historySorts, readHistoryParams } from './use-history-params.ts'

describe('history options', () => {
  it('are the contract\'s sorts and filters (plus "all")', () => {
    expect(historySorts).toEqual(coverLetterHistoryQuery.shape.sort.unwrap().options)
    expect(historyFilters).toEqual(['all', ...coverLetterHistoryQuery.shape.filter.unwrap().options])
  })
})

describe('readHistoryParams', () => {
  it('defaults to page 1, newest, all and no search', () => {
    expect(readHistoryParams(new URLSearchParams())).toEqual({
      page: 1,
      sort: 'newest',
      filter: 'all',
      search: '',
    })
  })

  it('reads valid values and ignores unknown or malformed ones', () => {
    expect(
      readHistoryParams(new URLSearchParams('page=3&sort=company&filter=last_month&search=acme')),
    ).toEqual({
      page: 3,
      sort: 'company',
      filter: 'last_month',
      search: 'acme',
    })
    expect(readHistoryParams(new URLSearchParams('page=-2&sort=random&filter=yesterday'))).toEqual({
      page: 1,
      sort: 'newest',
      filter: 'all',
      search: '',
    })
    expect(readHistoryParams(new URLSearchParams('page=1.5')).page).toBe(1)
  })
})
