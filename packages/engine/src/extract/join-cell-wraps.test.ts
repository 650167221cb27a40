import { describe, expect, it } from 'vitest'
import { joinCellWraps } from './join-cell-wraps.ts'
import { item } from './test-items.ts'

const texts = (items: ReturnType<typeof item>[]) => joinCellWraps(items).map((i) => i.str)

describe('joinCellWraps', () => {
  it('joins a phone number and an address wrapped inside their cells of a contact row', () => {
    expect(
      texts([
        item('ana.ruiz@mail.net', 40, 700),
        item('(503) 555-', 200, 700),
        item('0199', 200, 688),
        item('github.com/ana-', 320, 700),
        item('ruiz', 320, 688),
      ]),
    ).toEqual(['ana.ruiz@mail.net', '(503) 555-0199', 'github.com/ana-ruiz'])
  })

  it('leaves a line of a paragraph and a capitalised next cell alone', () => {
    expect(texts([item('Raised NPS by 12-', 40, 700), item('15', 40, 688)])).toEqual([
      'Raised NPS by 12-',
      '15',
    ])
    expect(
      texts([item('Kraków', 40, 700), item('www.ana.dev/ruiz-', 200, 700), item('Portfolio', 200, 688)]),
    ).toEqual(['Kraków', 'www.ana.dev/ruiz-', 'Portfolio'])
  })
})
