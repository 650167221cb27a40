import { describe, expect, it } from 'vitest'
import { markUndrawnListItems } from './mark-undrawn-list-items.ts'
import { cellRow, row } from './test-items.ts'

const texts = (rows: ReturnType<typeof row>[]) => markUndrawnListItems(rows).map((r) => r.text)

describe('markUndrawnListItems', () => {
  it('marks the rows flush under dated entry lines as items when one run opens with an action verb', () => {
    expect(
      texts([
        cellRow(700, [
          ['Claims Adjuster, Charter Oak Insurance, Hartford, CT', 100],
          ['Apr 2020 - Present', 470],
        ]),
        row('Handle 90 open property claims at a time', 100, 688),
        row('Closed storm claims 11 days faster than planned', 100, 676),
        cellRow(650, [
          ['Claims Representative, Nutmeg Auto, Waterbury, CT', 100],
          ['Jun 2015 - Aug 2017', 470],
        ]),
        row('Took first notice of loss for 60 claims a day', 100, 638),
        row('Kept customer satisfaction at 94% over two years', 100, 626),
      ]),
    ).toEqual([
      'Claims Adjuster, Charter Oak Insurance, Hartford, CT\tApr 2020 - Present',
      '• Handle 90 open property claims at a time',
      '• Closed storm claims 11 days faster than planned',
      'Claims Representative, Nutmeg Auto, Waterbury, CT\tJun 2015 - Aug 2017',
      '• Took first notice of loss for 60 claims a day',
      '• Kept customer satisfaction at 94% over two years',
    ])
  })

  it('finds the items flush with the text of an entry that starts with labels in a column', () => {
    expect(
      texts([
        cellRow(700, [
          ['Apr 2020 - Present', 40],
          ['Claims Adjuster, Charter Oak Insurance, Hartford, CT', 100],
        ]),
        row('Handle 90 open property claims at a time', 100, 688),
        row('Closed storm claims 11 days faster than planned', 100, 676),
      ]).slice(1),
    ).toEqual([
      '• Handle 90 open property claims at a time',
      '• Closed storm claims 11 days faster than planned',
    ])
  })

  it('stops at the next entry heading set larger under a date line', () => {
    const heading = row('Shoreline Casualty Group / New Haven, CT – Field Adjuster', 100, 640, 12)
    expect(
      texts([
        row('Apr 2020 – Present', 100, 700, 11),
        row('Handle 90 open property claims at a time', 100, 688, 11),
        row('Trained six new adjusters on estimating', 100, 676, 11),
        heading,
      ]).at(-1),
    ).toBe(heading.text)
  })

  it('leaves company, place and degree lines under an entry as they are', () => {
    const rows = [
      cellRow(700, [
        ['University of Connecticut', 100],
        ['2011 - 2015', 470],
      ]),
      row('Bachelor of Arts in Economics', 100, 688),
      row('Minor in Mathematics and Statistics', 100, 676),
    ]
    expect(texts(rows)).toEqual(rows.map((r) => r.text))
  })
})
