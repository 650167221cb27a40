import { describe, expect, it } from 'vitest'
import { stripPageFurniture } from './strip-page-furniture.ts'
import { item } from './test-items.ts'

const body = (page: number) =>
  Array.from({ length: 10 }, (_, i) => item(`Line ${i} of page ${page} about the work.`, 72, 700 - i * 14))

describe('stripPageFurniture', () => {
  it('removes page numbers and running headers and footers that repeat on another page', () => {
    const pages = [1, 2].map((n) => ({
      height: 792,
      items: [
        item('Marcus Bell – Resume', 72, 770),
        ...body(n),
        item(`Page ${n} of 2`, 280, 30),
        item('Confidential', 480, 30),
      ],
    }))
    const { pages: kept, footer } = stripPageFurniture(pages)
    expect(kept.map((p) => p.map((i) => i.str))).toEqual([
      body(1).map((i) => i.str),
      body(2).map((i) => i.str),
    ])
    expect(footer).toEqual([])
  })

  it('removes "Page 1 / 2" and a lone page number at the foot of a page', () => {
    const { pages } = stripPageFurniture([
      { height: 792, items: [...body(1), item('Page 1 / 2', 280, 30)] },
      { height: 792, items: [...body(2), item('2', 300, 30)] },
    ])
    expect(pages.map((p) => p.map((i) => i.str))).toEqual([
      body(1).map((i) => i.str),
      body(2).map((i) => i.str),
    ])
  })

  it('removes a page count LaTeX left unresolved ("1/??")', () => {
    const { pages } = stripPageFurniture([{ height: 792, items: [...body(1), item('1/??', 280, 30)] }])
    expect(pages[0]!.map((i) => i.str)).toEqual(body(1).map((i) => i.str))
  })

  it('returns a contact strip set apart at the foot of the first page, to be read with the header', () => {
    const strip = [item('Portland OR', 100, 40), item('marcus.bell@fastmail.com', 200, 40)]
    const { pages, footer } = stripPageFurniture([{ height: 792, items: [...body(1), ...strip] }])
    expect(footer.map((i) => i.str)).toEqual(['Portland OR', 'marcus.bell@fastmail.com'])
    expect(pages[0]!.map((i) => i.str)).toEqual(body(1).map((i) => i.str))
  })

  it('keeps a section name left alone at the foot of the first page in the content', () => {
    const heading = item('Certifications', 72, 60, 17)
    const { pages, footer } = stripPageFurniture([{ height: 792, items: [...body(1), heading] }])
    expect(footer).toEqual([])
    expect(pages[0]).toContain(heading)
  })

  it('keeps a section started low on the first page after a gap in the content: it holds no contact detail', () => {
    const start = [
      item('Education and training', 60, 100, 12),
      item('Dates', 150, 80),
      item('2016 – 2018', 220, 80),
      item('Title of qualification awarded', 60, 66),
      item('Master of Science', 220, 66),
    ]
    const { pages, footer } = stripPageFurniture([{ height: 792, items: [...body(1), ...start] }])
    expect(footer).toEqual([])
    expect(pages[0]).toEqual([...body(1), ...start])
  })

  it('keeps the last line of the content when it runs into the bottom band without a gap', () => {
    const last = item('Last achievement line', 72, 60)
    const items = [...body(1).map((i) => ({ ...i, y: i.y - 560 })), last]
    const { pages, footer } = stripPageFurniture([{ height: 792, items }])
    expect(footer).toEqual([])
    expect(pages[0]).toContain(last)
  })
})
