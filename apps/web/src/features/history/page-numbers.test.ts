import { describe, expect, it } from 'vitest'
import { getPageCount, getPageNumbers, getPageRange, readPageParam } from './page-numbers.ts'

describe('getPageNumbers', () => {
  it('lists every page when there are no gaps', () => {
    expect(getPageNumbers(1, 1)).toEqual([1])
    expect(getPageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(getPageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it('shows first, last and current ± 1 with a gap on each side in the middle', () => {
    expect(getPageNumbers(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10])
  })

  it('puts a single gap after the neighbours of the first page and before the last', () => {
    expect(getPageNumbers(1, 10)).toEqual([1, 2, 'gap', 10])
    expect(getPageNumbers(3, 10)).toEqual([1, 2, 3, 4, 'gap', 10])
    expect(getPageNumbers(10, 10)).toEqual([1, 'gap', 9, 10])
    expect(getPageNumbers(8, 10)).toEqual([1, 'gap', 7, 8, 9, 10])
  })

  it('marks even a one-page gap, as the spec shows only first, last and current ± 1', () => {
    expect(getPageNumbers(4, 10)).toEqual([1, 'gap', 3, 4, 5, 'gap', 10])
    expect(getPageNumbers(1, 4)).toEqual([1, 2, 'gap', 4])
  })

  it('clamps a page outside the range and returns nothing without pages', () => {
    expect(getPageNumbers(99, 5)).toEqual([1, 'gap', 4, 5])
    expect(getPageNumbers(0, 5)).toEqual([1, 2, 'gap', 5])
    expect(getPageNumbers(Number.NaN, 3)).toEqual([1, 2, 3])
    expect(getPageNumbers(1, 0)).toEqual([])
  })
})

describe('getPageRange', () => {
  it('gives the 1-based rows of a page, the last page being partial', () => {
    expect(getPageRange(1, 15, 22)).toEqual({ from: 1, to: 15 })
    expect(getPageRange(2, 15, 22)).toEqual({ from: 16, to: 22 })
    expect(getPageRange(1, 15, 0)).toEqual({ from: 0, to: 0 })
  })
})

describe('getPageCount', () => {
  it('rounds up and never goes below one page', () => {
    expect(getPageCount(22, 15)).toBe(2)
    expect(getPageCount(30, 15)).toBe(2)
    expect(getPageCount(31, 15)).toBe(3)
    expect(getPageCount(0, 15)).toBe(1)
  })
})

describe('readPageParam', () => {
  it('accepts positive whole numbers and falls back to 1 otherwise', () => {
    expect(readPageParam('3')).toBe(3)
    expect(readPageParam(null)).toBe(1)
    expect(readPageParam('0')).toBe(1)
    expect(readPageParam('-2')).toBe(1)
    expect(readPageParam('2.5')).toBe(1)
    expect(readPageParam('abc')).toBe(1)
  })
})
