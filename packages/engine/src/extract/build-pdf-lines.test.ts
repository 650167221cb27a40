import { describe, expect, it } from 'vitest'
import { buildPdfLines } from './build-pdf-lines.ts'
import { item, raggedAsidePage, stretchedPanelsPage } from './test-items.ts'

// A sidebar (x 40) and a wider main column (x 220) down the same page.
const sidebar = Array.from({ length: 12 }, (_, i) => item(`Sidebar skill ${i}.`, 40, 700 - i * 14))
const main = Array.from({ length: 12 }, (_, i) =>
  item(`Main column text line number ${i}.`, 220, 700 - i * 14),
)

// A timeline page (html-resume's kind): dates in a narrow column left of the body, each range its start over
// a bar over its end, and a sparse sidebar in larger type on the right, its note at the page's foot.
const timelinePage = () => {
  const body = [item('Profile', 76, 700, 11), item('Experience', 76, 640, 11)]
  body.push(
    item(
      'Hotel manager with fourteen years in boutique properties. I build teams that stay and keep',
      76,
      688,
      7,
    ),
    item(
      'guests coming back, and run a property to its budget without letting service slip at all.',
      76,
      679,
      7,
    ),
  )
  for (let k = 0; k < 4; k++) {
    const y = 620 - 60 * k
    body.push(
      item(`Jan 201${k}`, 20, y, 7),
      item('|', 37, y - 8, 7),
      item('Feb', 35, y - 17, 7),
      item(`201${k + 1}`, 31, y - 24, 7),
      item(`General Manager ${k}`, 76, y, 9),
      item(`The Harbour Hotel ${k}`, 76, y - 10.5, 7.5),
      item(`• Ran a waterfront hotel with a large staff and a budget of millions ${k}`, 78, y - 22.5, 7),
      item(`• Raised revenue per available room by many percent in two years ${k}`, 78, y - 33.75, 7),
      item(`• Cut front-desk turnover by half with a new training path for all ${k}`, 78, y - 44.25, 7),
    )
  }
  const side = [
    item('Contact', 475, 701, 11),
    item('Skills', 475, 571, 11),
    item('A note on this page.', 485, 24, 7.5),
  ]
  for (let k = 0; k < 5; k++) side.push(item(`contact-line-${k}`, 475, 685 - 15 * k, 8.5))
  for (let k = 0; k < 6; k++) side.push(item(`Skill Number ${k}`, 475, 556 - 12.75 * k, 8.5))
  return [item('RENATA CASTELLANOS', 58, 754, 18), ...body, ...side]
}

describe('buildPdfLines', () => {
  it('keeps a ragged-left aside whole, its rows level with main rows included (its foot found on its mirror)', () => {
    const { aside, main } = raggedAsidePage()
    const lines = buildPdfLines([...aside, ...main], 612, 1)
    const sideText = lines.filter((l) => l.sidebar).map((l) => l.text)
    expect(sideText.join(' ')).toBe(aside.map((i) => i.str.trim()).join(' '))
  })

  it('reads two stretched panels from the section names level atop both: the main column, then the sidebar', () => {
    const { side, entries, name } = stretchedPanelsPage()
    const lines = buildPdfLines([name, ...side, ...entries], 595, 1)
    expect(lines.slice(0, 3).map((l) => [l.text, l.sidebar ?? false])).toEqual([
      ['Pat Example', false],
      ['SUMMARY', false],
      [entries[1]!.str, false],
    ])
    expect(lines.filter((l) => l.sidebar).map((l) => l.text)).toEqual([
      'CONTACT',
      ...side.slice(1).map((i) => `• ${i.str}`),
    ])
  })

  it('reads the header, then the main column, and flags the sidebar to be read after it', () => {
    const lines = buildPdfLines([item('Jane Doe', 220, 760, 24), ...sidebar, ...main], 595, 1)
    expect(lines[0]!.text).toBe('Jane Doe')
    const texts = lines.map((l) => l.text)
    expect(texts.indexOf('Main column text line number 11.')).toBeLessThan(texts.indexOf('Sidebar skill 0.'))
    expect(lines.find((l) => l.text === 'Sidebar skill 0.')!.sidebar).toBe(true)
    expect(lines.find((l) => l.text.startsWith('Main column'))!.sidebar).toBeUndefined()
  })

  it('reads text under a sidebar that ended higher up with the main column, its dates past the sidebar edge too', () => {
    const body = Array.from({ length: 12 }, (_, i) =>
      item(`Main column text line number ${i}, a longer one.`, 40, 700 - i * 14),
    )
    const side = Array.from({ length: 12 }, (_, i) => item(`Sidebar skill ${i}.`, 330, 700 - i * 14))
    const under = [
      item('Licensed Ferry Pilot', 40, 480),
      item('2021', 380, 477),
      item('A long line of text under the sidebar that runs across the whole page width', 40, 440),
    ]
    const lines = buildPdfLines([...body, ...side, ...under], 595, 1)
    expect(lines.map((l) => [l.text, l.sidebar ?? false]).slice(-14)).toEqual([
      ['Licensed Ferry Pilot\t2021', false],
      [under[2]!.str, false],
      ...side.map((i) => [i.str, true]),
    ])
  })

  it('reads a centred headline across the gutter with the header, not after the columns', () => {
    const headline = item('Game Developer | Unity & Unreal Engine Specialist', 150, 740)
    const texts = buildPdfLines([item('Jane Doe', 220, 760, 24), headline, ...sidebar, ...main], 595, 1).map(
      (l) => l.text,
    )
    expect(texts.indexOf(headline.str)).toBeLessThan(texts.indexOf('Main column text line number 0.'))
  })

  it('reads a contact line running across the gutter in runs with the header, whole', () => {
    // The runs sit a word gap apart across the gutter (x ≈ 200), where the columns leave a wide gap.
    const contact = [
      item('jane@example.com |', 40, 740),
      item('555-0100 |', 135, 740),
      item('Kraków', 192, 740),
    ]
    const texts = buildPdfLines([item('Jane Doe', 40, 760, 24), ...contact, ...sidebar, ...main], 595, 1).map(
      (l) => l.text,
    )
    expect(texts.slice(0, 2)).toEqual(['Jane Doe', 'jane@example.com | 555-0100 | Kraków'])
  })

  it('reads a contact line spread over the page, its last run in the gutter, with the header', () => {
    // The main column (x 40) starts with the name; the sidebar (x 400) lower down. The contact line's runs
    // are far apart, the last one short of the sidebar's edge.
    const left = main.map((i) => ({ ...i, x: 40 }))
    const right = sidebar.map((i) => ({ ...i, x: 400 }))
    const contact = [
      item('jane@example.com', 40, 740),
      item('555-0100', 200, 740),
      item('example.com/jane', 370, 740),
    ]
    const lines = buildPdfLines([item('Jane Doe', 40, 760, 24), ...contact, ...left, ...right], 595, 1)
    expect(lines.slice(0, 2).map((l) => l.text)).toEqual([
      'Jane Doe',
      'jane@example.com\t555-0100\texample.com/jane',
    ])
    expect(lines.filter((l) => l.text.includes('example.com'))).toHaveLength(1)
  })

  it('places headings set in the left margin before the content beside them', () => {
    const body = Array.from({ length: 10 }, (_, i) =>
      item(`Body line ${i} of the section text.`, 128, 700 - i * 15),
    )
    const lines = buildPdfLines(
      [item('Professional', 14, 640, 12), item('Experience', 14, 622, 12), ...body],
      595,
      1,
    )
    const at = lines.findIndex((l) => l.text === 'Professional Experience')
    expect(lines[at]!.heading).toBe(true)
    expect(lines[at + 1]!.text).toBe('Body line 4 of the section text.')
  })

  it('reads a contact block in the margin after the name and headline standing over it', () => {
    const body = Array.from({ length: 12 }, (_, i) =>
      item(`Body line ${i} about the work done there and more.`, 150, 660 - i * 12),
    )
    const block = [item('(503) 555-0147', 20, 660, 9), item('marcus.bell@fastmail.com', 20, 648, 9)]
    const top = [item('Marcus Bell', 20, 720, 24), item('IT Support Technician', 20, 696, 14)]
    const texts = buildPdfLines([...top, ...block, ...body], 595, 1).map((l) => l.text)
    expect(texts.slice(0, 5)).toEqual([
      'Marcus Bell',
      'IT Support Technician',
      '(503) 555-0147',
      'marcus.bell@fastmail.com',
      'Body line 0 about the work done there and more.',
    ])
  })

  it('rebuilds spaces between glued items and a tab for a wide gap', () => {
    const lines = buildPdfLines(
      [item('Senior', 40, 700), item('Engineer', 74, 700), item('2020', 500, 700)],
      595,
      1,
    )
    expect(lines[0]!.text).toBe('Senior Engineer\t2020')
  })

  it('reads a timeline body with its dates as labels, then a sidebar right of it, its foot note included', () => {
    const lines = buildPdfLines(timelinePage(), 612, 1)
    const texts = lines.map((l) => l.text)
    expect(texts).toContain('Jan 2010 – Feb 2011\tGeneral Manager 0')
    expect(
      texts.indexOf('• Cut front-desk turnover by half with a new training path for all 3'),
    ).toBeLessThan(texts.indexOf('Contact'))
    expect(lines.filter((l) => l.sidebar).map((l) => l.text)).toEqual([
      'Contact',
      ...[0, 1, 2, 3, 4].map((k) => `contact-line-${k}`),
      'Skills',
      ...[0, 1, 2, 3, 4, 5].map((k) => `Skill Number ${k}`),
      expect.stringContaining('A note on this page.'),
    ])
  })
})
