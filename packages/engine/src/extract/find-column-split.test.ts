import { describe, expect, it } from 'vitest'
import { columnTop, findColumnSplit, sidebarFoot, sidePitch } from './find-column-split.ts'
import { item, raggedAsidePage, stretchedPanelsPage } from './test-items.ts'

// A sidebar (x 40) and a main column (x 220) down the same page.
const sidebar = Array.from({ length: 12 }, (_, i) => item(`Sidebar skill ${i}.`, 40, 700 - i * 14))
const main = Array.from({ length: 12 }, (_, i) =>
  item(`Main column text line number ${i}.`, 220, 700 - i * 14),
)

describe('findColumnSplit', () => {
  it('finds the gutter between a sidebar and the main column', () => {
    const split = findColumnSplit([item('Jane Doe', 220, 760, 24), ...sidebar, ...main], 595)
    expect(split!.x).toBeGreaterThanOrEqual(118)
    expect(split!.x).toBeLessThan(221)
    expect(split!.below).toBe(Number.POSITIVE_INFINITY)
  })

  it('finds the columns below a header band whose lines run across the gutter', () => {
    const band = Array.from({ length: 5 }, (_, i) =>
      item('A summary paragraph in the header that runs right across the page', 40, 790 - i * 14),
    )
    const split = findColumnSplit([...band, ...sidebar, ...main], 595)
    expect(split!.x).toBeLessThan(221)
    expect(split!.below).toBeLessThan(734)
    expect(split!.below).toBeGreaterThan(700)
  })

  it('takes two dates flush right on a sparse page for no column of their own', () => {
    // A short skills sidebar beside a short main column; two entries' dates flush right.
    const skills = Array.from({ length: 8 }, (_, i) => item(`• Skill ${i}`, 40, 680 - i * 16))
    const body = [
      item('SUMMARY', 150, 680),
      item('Trained as a designer after a career in hospitality.', 150, 664),
      item('EXPERIENCE', 150, 628),
      item('Barista', 150, 612),
      item('Blue Bottle Coffee', 150, 598),
      item('Served customers and trained new staff', 160, 584),
      item('Bootcamp Student', 150, 564),
      item('DesignLab', 150, 550),
      item('Completed a capstone redesign project', 160, 536),
    ]
    const dates = [item('Jun 2022 – Present', 500, 612), item('Jan 2024 – Jun 2024', 496, 564)]
    // A header across the sidebar's gutter, short of the dates.
    const header = [
      item('Ava Thompson', 40, 740, 20),
      item('ava.thompson@example.com | 555-0100 | San Mateo, CA', 40, 716),
    ]
    const split = findColumnSplit([...header, ...skills, ...body, ...dates], 595)
    expect(split!.x).toBeLessThan(151)
    expect(sidebarFoot(dates, 12.5)).toBe(Number.NEGATIVE_INFINITY)
    expect(sidebarFoot(skills, 12.5)).toBe(680 - 7 * 16)
  })

  it('finds no split in one column with right-aligned dates', () => {
    const body = Array.from({ length: 20 }, (_, i) =>
      item('A full width line of body text that runs across the page', 40, 700 - i * 14),
    )
    const dates = [item('Jan 2020 – Present', 470, 720), item('2018 – 2019', 505, 500)]
    expect(findColumnSplit([...body, ...dates], 595)).toBeNull()
  })

  it('finds no split under a summary line when the right side holds only dates and table cells', () => {
    const summary = item(
      'Graphic designer creating bilingual brand identities and editorial layouts.',
      40,
      760,
    )
    const jobs = [0, 1, 2].flatMap((j) => [
      item(`Designer — Studio ${j}`, 40, 720 - j * 60),
      item(`Mar 201${j} – Present`, 480, 720 - j * 60),
      item('• Designed identities for festivals and museums.', 52, 706 - j * 60),
    ])
    const table = [0, 1].flatMap((r) => [
      item('Typography', 40, 520 - r * 14),
      item('Packaging', 200, 520 - r * 14),
      item('Photoshop', 370, 520 - r * 14),
    ])
    expect(findColumnSplit([summary, ...jobs, ...table], 595)).toBeNull()
  })

  it('beside a label column, measures a sidebar in larger type over the height it shares with the body', () => {
    const body = Array.from({ length: 40 }, (_, i) =>
      item(`Body line ${i} of the entries, set in small type beside the sidebar.`, 76, 700 - i * 9, 7),
    )
    // Two blocks of short lines a line and a half apart in 8.5 pt, a note at the page's foot.
    const side = [
      ...Array.from({ length: 5 }, (_, i) => item(`contact-line-${i}`, 475, 685 - 15 * i, 8.5)),
      ...Array.from({ length: 6 }, (_, i) => item(`Skill Number ${i}`, 475, 556 - 12.75 * i, 8.5)),
      item('A note at the foot of the page.', 485, 24, 7.5),
    ]
    expect(findColumnSplit([...body, ...side], 612)).toBeNull()
    expect(findColumnSplit([...body, ...side], 612, true)?.x).toBeGreaterThan(300)
  })
})

describe('findColumnSplit over the shared height', () => {
  it('finds a ragged-left aside beside a main column set in generous spacing under its summary', () => {
    const { aside, main } = raggedAsidePage()
    expect(findColumnSplit([...aside, ...main], 612)).toMatchObject({ leftFlushRight: true })
  })

  it('finds a sidebar stretched down the page at an even stride beside a column of spread-out entries', () => {
    const { side, entries } = stretchedPanelsPage()
    expect(sidePitch(side, 12.5)).toBe(70)
    expect(findColumnSplit([...side, ...entries], 595)?.x).toBeLessThan(231)
  })
})

describe('columnTop', () => {
  it('is the first row at the column’s usual left edge, below a centred line on its side', () => {
    const centred = item('Jane Doe', 300, 760, 24)
    expect(columnTop([centred, ...main])).toBe(700)
  })

  it('finds the gutter beside a left half set flush right (ragged left) against it', () => {
    const words = [
      'Planned',
      'Rebuilt the depot',
      'Ran night shifts for',
      'Cut waste',
      'Led a crew of nine on',
    ]
    // Each row of the left half ends at x 280, wherever it starts.
    const flushRight = Array.from({ length: 12 }, (_, i) => {
      const text = `${words[i % words.length]} line ${i}.`
      return item(text, 280 - text.length * 5, 700 - i * 14)
    })
    const split = findColumnSplit([...flushRight, ...main.map((i) => ({ ...i, x: 300 }))], 595)
    expect(split).toMatchObject({ leftFlushRight: true })
    expect(split!.x).toBeGreaterThanOrEqual(278)
    expect(split!.x).toBeLessThanOrEqual(300)
  })
})
