import { describe, expect, it } from 'vitest'
import { findLabelColumn } from './find-label-column.ts'
import { listBeside } from './list-beside.ts'
import { item, row } from './test-items.ts'

const content = [row('Line one', 170, 600), row('Line two', 170, 586), row('Line three', 170, 572)]

describe('listBeside', () => {
  it('finds four one-line blocks at an even stride off the content baselines', () => {
    const blocks = [605, 583, 561, 539].map((y) => [row('Skill', 18, y, 9)])
    expect(listBeside(blocks, content)).toBe(true)
  })

  it('keeps labels on their rows baselines, and an uneven run', () => {
    expect(
      listBeside(
        [600, 586, 572, 558].map((y) => [row('Label', 18, y)]),
        [...content, row('x', 170, 558)],
      ),
    ).toBe(false)
    expect(
      listBeside(
        [605, 583, 550, 539].map((y) => [row('Skill', 18, y, 9)]),
        content,
      ),
    ).toBe(false)
  })
})

describe('findLabelColumn beside a sidebar list in padded boxes', () => {
  it('finds no label column when short skills follow one another at their own stride', () => {
    const page = [
      item('Experience', 170, 640, 14),
      ...[0, 1].flatMap((j) => [
        item(`Dispatcher ${j}, Northgate Freight Services, Everett`, 170, 620 - j * 80),
        item(`Mar 201${j} – Present`, 480, 620 - j * 80),
        item('• Routed forty trucks a day between the port and the regional depots', 186, 606 - j * 80),
        item('• Kept the drivers hours within the federal limits every single week', 186, 592 - j * 80),
        item('• Answered the night line for breakdowns and rerouted loads on time', 186, 578 - j * 80),
      ]),
      ...['Route Planning', 'Fleet Tracking', 'Hours of Service', 'Radio Dispatch', 'Load Boards'].map(
        (s, k) => item(s, 40, 625 - k * 22, 9),
      ),
    ]
    expect(findLabelColumn(page)).toBeNull()
  })
})
