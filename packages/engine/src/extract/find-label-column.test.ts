import { describe, expect, it } from 'vitest'
import { findLabelColumn } from './find-label-column.ts'
import { groupRows } from './pdf-row.ts'
import { item } from './test-items.ts'

// A moderncv-like page: section names and dates in a label column left of the content at x = 150.
const page = [
  item('Experience', 150, 700, 14),
  item('Mar 2021 –', 60, 680),
  item('IT Support Technician, Legacy Health, Portland, OR', 150, 680),
  item('Present', 80, 668),
  item('• Resolved 35 tickets a day across 12 clinics for the whole year', 150, 668),
  item('• Migrated 800 workstations to Windows 11 without any loss', 150, 656),
  item('Jun 2018 –', 60, 630),
  item('Help Desk Analyst, Columbia Sportswear, Beaverton, OR', 150, 630),
  item('Feb 2021', 70, 618),
  item('• Answered phone and chat support for 1,400 employees daily', 150, 618),
  item('Skills', 150, 590, 14),
  item('Key Skills', 60, 570),
  item('Active Directory, Windows 11, Microsoft 365, ServiceNow, Jamf', 150, 570),
]

describe('findLabelColumn', () => {
  it('reads each label (a date range wrapped over two lines included) as the first cell of its row', () => {
    const found = findLabelColumn(page)
    expect(found?.headings).toEqual([])
    expect(groupRows(found!.items).map((r) => r.text)).toEqual([
      'Experience',
      'Mar 2021 – Present\tIT Support Technician, Legacy Health, Portland, OR',
      '• Resolved 35 tickets a day across 12 clinics for the whole year',
      '• Migrated 800 workstations to Windows 11 without any loss',
      'Jun 2018 – Feb 2021\tHelp Desk Analyst, Columbia Sportswear, Beaverton, OR',
      '• Answered phone and chat support for 1,400 employees daily',
      'Skills',
      'Key Skills\tActive Directory, Windows 11, Microsoft 365, ServiceNow, Jamf',
    ])
  })

  it('takes larger labels in the column for section headings', () => {
    const gutter = [
      item('Summary', 60, 720, 14),
      item('IT support technician with six years of keeping staff productive and happy.', 150, 720),
      ...page.filter((i) => i.fontSize === 10),
    ]
    expect(findLabelColumn(gutter)?.headings.map((h) => h.text)).toEqual(['Summary'])
  })

  it('finds none for a sidebar whose text runs on beside unrelated content', () => {
    const sidebar = Array.from({ length: 12 }, (_, i) =>
      item(`Skill number ${i} and more words here`, 20, 700 - i * 12),
    )
    const main = Array.from({ length: 30 }, (_, i) =>
      item(`Main column line ${i} about the work done there.`, 250, 703 - i * 14),
    )
    expect(findLabelColumn([...sidebar, ...main])).toBeNull()
  })

  it('reads a form whose labels are ragged, stacked and one line each (ecv), a label over its list labelling it', () => {
    const form = [
      item('WORK EXPERIENCE', 60, 720, 14),
      item('▷ Dates', 60, 700),
      item('Mar 2021 – Present', 230, 700),
      item('Position', 60, 686),
      item('IT Support Technician', 230, 686),
      item('Employer', 60, 672),
      item('Legacy Health, Portland, OR', 230, 672),
      item('Responsibilities', 60, 658),
      item('• Resolved 35 tickets a day across 12 clinics for the whole year', 230, 644),
      item('• Migrated 800 workstations to Windows 11 without any loss', 230, 630),
      item('▷ Dates', 60, 600),
      item('Jun 2018 – Feb 2021', 230, 600),
      item('Position', 60, 586),
      item('Help Desk Analyst', 230, 586),
    ]
    const found = findLabelColumn(form)
    expect(found?.headings.map((h) => h.text)).toEqual(['WORK EXPERIENCE'])
    expect(groupRows(found!.items).map((r) => r.text)).toContain('Position\tIT Support Technician')
    expect(groupRows(found!.items).map((r) => r.text)).toContain(
      'Responsibilities\t• Resolved 35 tickets a day across 12 clinics for the whole year',
    )
  })

  it('joins a range end wrapped beside the next line, and keeps larger dates out of the headings', () => {
    const dated = [
      item('Mar 2021 –', 60, 680, 11),
      item('IT Support Technician, Legacy Health, Portland, OR', 150, 680),
      item('Present', 60, 668, 11),
      item('• Resolved 35 tickets a day across 12 clinics for the whole year', 150, 668),
      item('Jun 2018 – Feb', 60, 630, 11),
      item('Help Desk Analyst, Columbia Sportswear, Beaverton, OR', 150, 630),
      item('2021', 60, 618, 11),
      item('• Answered phone and chat support for 1,400 employees daily', 150, 618),
      item('• Set up Cisco Meraki access points in 25 stores across Oregon', 150, 606),
    ]
    const found = findLabelColumn(dated)
    expect(found?.headings).toEqual([])
    expect(groupRows(found!.items).map((r) => r.text)).toEqual([
      'Mar 2021 – Present\tIT Support Technician, Legacy Health, Portland, OR',
      '• Resolved 35 tickets a day across 12 clinics for the whole year',
      'Jun 2018 – Feb 2021\tHelp Desk Analyst, Columbia Sportswear, Beaverton, OR',
      '• Answered phone and chat support for 1,400 employees daily',
      '• Set up Cisco Meraki access points in 25 stores across Oregon',
    ])
  })

  it('reads contact details stacked in the margin beside the first rows on their own, not as labels', () => {
    const margin = [
      item('(503) 555-0147', 20, 720, 9),
      item('Summary', 150, 720, 13),
      item('marcus.bell@fastmail.co', 20, 710, 9),
      item('m', 20, 700, 9),
      item('IT support technician with six years of keeping staff productive and happy.', 150, 700),
      item('linkedin.com/in/marcusbell-it', 10, 690, 9),
      ...page,
    ]
    const found = findLabelColumn(margin)
    expect(found?.aside.map((i) => i.str)).toEqual([
      '(503) 555-0147',
      'marcus.bell@fastmail.co',
      'm',
      'linkedin.com/in/marcusbell-it',
    ])
    expect(groupRows(found!.items).map((r) => r.text)).toContain(
      'Mar 2021 – Present\tIT Support Technician, Legacy Health, Portland, OR',
    )
  })

  it('gives a date range standing above its entry to the row below, with the entries left of their lists', () => {
    const topic = [
      item('Mar 2021 – Present', 40, 700),
      item('Legacy Health, Portland, OR', 130, 686),
      item('IT Support Technician', 130, 674),
      item('• Resolved 35 tickets a day across 12 clinics for the whole year', 142, 662),
      item('• Migrated 800 workstations to Windows 11 without any loss', 142, 650),
      item('Jun 2018 – Feb 2021', 40, 630),
      item('Columbia Sportswear, Beaverton, OR', 130, 616),
      item('Help Desk Analyst', 130, 604),
      item('• Answered phone and chat support for 1,400 employees daily', 142, 592),
      item('2016 – 2018', 40, 570),
      item('Portland Community College', 130, 570),
    ]
    const rows = groupRows(findLabelColumn(topic)!.items).map((r) => r.text)
    expect(rows).toContain('Mar 2021 – Present\tLegacy Health, Portland, OR')
    expect(rows).toContain('Jun 2018 – Feb 2021\tColumbia Sportswear, Beaverton, OR')
    expect(rows).toContain('2016 – 2018\tPortland Community College')
  })

  it('reads a margin holding only a short contact block as the header, whatever it sits beside', () => {
    const body = Array.from({ length: 12 }, (_, i) =>
      item(`Body line ${i} about the work done there and more.`, 150, 720 - i * 12),
    )
    const block = [item('(503) 555-0147', 20, 720, 9), item('marcus.bell@fastmail.com', 20, 708, 9)]
    const found = findLabelColumn([...block, ...body])
    expect(found?.contactOnly).toBe(true)
    expect(found?.aside.map((i) => i.str)).toEqual(['(503) 555-0147', 'marcus.bell@fastmail.com'])
    expect(found?.items).toEqual(body)
  })

  it('takes a contact detail running on past the content edge for the margin it starts in', () => {
    const body = Array.from({ length: 12 }, (_, i) =>
      item(`Body line ${i} about the work done there and more.`, 150, 720 - i * 12),
    )
    // "linkedin.com/in/marcusbell-" starts in the margin and ends at x ≈ 155, over the body's edge.
    const block = [item('(503) 555-0147', 20, 720, 9), item('linkedin.com/in/marcusbell-', 20, 708, 9)]
    const found = findLabelColumn([...block, ...body])
    expect(found?.contactOnly).toBe(true)
    expect(found?.aside.map((i) => i.str)).toEqual(['(503) 555-0147', 'linkedin.com/in/marcusbell-'])
  })

  it("keeps a larger label beside a value as large (a form's headline row) a label, not a heading", () => {
    // Labels flush right at x = 130, values at x = 150.
    const label = (text: string, y: number, size = 10) => item(text, 130 - text.length * size * 0.5, y, size)
    const form = [
      label('Personal information', 750, 12),
      label('Name', 740),
      item('Marcus Bell', 150, 740, 12),
      label('Telephone', 726),
      item('(503) 555-0147 and more words to make a body line', 150, 726),
      label('E-mail', 712),
      item('marcus.bell@fastmail.com and more words for the body', 150, 712),
      label('Desired employment', 696, 12),
      item('IT Support Technician', 150, 696, 12),
      label('Dates', 676),
      item('Mar 2021 – Present and more words to make a body line', 150, 676),
      label('Employer', 662),
      item('Legacy Health, Portland, OR and more words for the body', 150, 662),
    ]
    const found = findLabelColumn(form)
    expect(found?.headings.map((h) => h.text)).toEqual(['Personal information'])
    expect(groupRows(found!.items).map((r) => r.text)).toContain('Desired employment\tIT Support Technician')
  })

  it('keeps a label running past the content edge in its own small type whole, its last run under the entry', () => {
    // Small dates in runs a monospace word space apart, the year set over the title's start at x = 150.
    const dates: [string, number][] = [
      ['Sep', 115],
      ['2017', 124.5],
      ['-', 136.2],
      ['Mar', 141.2],
      ['2020', 150.7],
    ]
    const dated = [
      ...page.filter((i) => i.y > 650),
      ...dates.map(([text, x]) => item(text, x, 630, 4.5)),
      item('Help Desk Analyst, Columbia Sportswear, Beaverton, OR', 150, 630),
      item('• Answered phone and chat support for 1,400 employees daily', 150, 618),
    ]
    const rows = groupRows(findLabelColumn(dated)!.items).map((r) => r.text)
    expect(rows).toContain('Sep 2017 - Mar 2020\tHelp Desk Analyst, Columbia Sportswear, Beaverton, OR')
  })

  it("keeps a range's end wrapped under its start, and sets each label apart from an entry line left of the lists", () => {
    // pandoc_resume: dates in a column, entry lines at 120, their lists indented to 140 holding most text.
    const list = (y: number) => [
      item('Inspected 25 homes and vehicles a week across southern Connecticut', 140, y),
      item('Flagged 18 suspect claims that saved money after a long investigation', 140, y - 12),
      item('Trained six new adjusters on estimating and on writing clean reports', 140, y - 24),
    ]
    const found = findLabelColumn([
      item('Apr 2020 –', 30, 700),
      // The title's bold run, then the rest in another run (as Chromium prints them).
      item('Senior Claims Adjuster', 120, 700),
      item('; Charter Oak Mutual', 230, 700),
      item('Present', 30, 688),
      ...list(676),
      item('Sep 2017 –', 30, 630),
      item('Field Claims Adjuster', 120, 630),
      item('; Shoreline Casualty Group', 225, 630),
      item('Mar 2020', 30, 618),
      ...list(608),
    ])
    const rows = groupRows(found!.items).filter((r) => r.x < 120)
    expect(rows.map((r) => r.text)).toEqual([
      'Apr 2020 – Present\tSenior Claims Adjuster; Charter Oak Mutual',
      'Sep 2017 – Mar 2020\tField Claims Adjuster; Shoreline Casualty Group',
    ])
  })

  it('finds none on a page without text left of the content', () => {
    expect(findLabelColumn(page.filter((i) => i.x >= 150))).toBeNull()
  })

  it('reads a form: long labels set flush right against the values, section names above their rows', () => {
    // Europass-like: labels end at x = 185, values start at x = 204; "Work experience" heads its rows.
    const right = (str: string, y: number, size = 8.5) => item(str, 185 - str.length * size * 0.5, y, size)
    const form = [
      right('Profile', 740, 11),
      item('IT support technician with six years of keeping clinical and retail staff', 204, 740, 9.5),
      item('productive. I resolve tickets quickly and document fixes so they stay fixed.', 204, 728, 9.5),
      right('Work experience', 700, 11),
      right('Dates', 684),
      item('Mar 2021 – Present', 204, 684, 9.5),
      right('Occupation or position held', 670),
      item('IT Support Technician', 204, 670, 9.5),
      right('Main activities and responsibilities', 656),
      item('Resolved an average of 35 tickets a day across 12 clinics with a 96% score', 216, 656, 9.5),
      item('Migrated 800 workstations to Windows 11 with no lost patient data', 216, 644, 9.5),
      right('Name and type of organisation', 630),
      right('providing education and training', 620),
      item('Portland Community College, a public two-year college in Portland', 204, 630, 9.5),
    ]
    const found = findLabelColumn(form)
    expect(found?.headings.map((h) => h.text)).toEqual(['Profile', 'Work experience'])
    expect(groupRows(found!.items).map((r) => r.text)).toEqual([
      'IT support technician with six years of keeping clinical and retail staff',
      'productive. I resolve tickets quickly and document fixes so they stay fixed.',
      'Dates\tMar 2021 – Present',
      'Occupation or position held\tIT Support Technician',
      'Main activities and responsibilities\tResolved an average of 35 tickets a day across 12 clinics with a 96% score',
      'Migrated 800 workstations to Windows 11 with no lost patient data',
      'Name and type of organisation providing education and training\tPortland Community College, a public two-year college in Portland',
    ])
  })

  it('starts a label at a capitalised line under a complete one, and gives it the list starting below it', () => {
    // europecv: "Main activities and" / "responsibilities" under "Occupation or position held", level with
    // nothing; its list begins a line lower.
    const right = (str: string, y: number, size = 8.5) => item(str, 185 - str.length * size * 0.5, y, size)
    const form = [
      right('Work experience', 700, 11),
      right('Dates', 684),
      item('Mar 2021 – Present', 204, 684, 9.5),
      right('Occupation or position held', 670),
      item('IT Support Technician', 204, 670, 9.5),
      right('Main activities and', 659),
      right('responsibilities', 649),
      item('– Resolved an average of 35 tickets a day across 12 clinics with a 96% score', 216, 638, 9.5),
      item('– Migrated 800 workstations to Windows 11 with no lost patient data', 216, 626, 9.5),
      right('Name and address of employer', 604),
      item('Legacy Health, Portland, OR', 204, 604, 9.5),
    ]
    expect(groupRows(findLabelColumn(form)!.items).map((r) => r.text)).toEqual([
      'Dates\tMar 2021 – Present',
      'Occupation or position held\tIT Support Technician',
      'Main activities and responsibilities\t• Resolved an average of 35 tickets a day across 12 clinics with a 96% score',
      '• Migrated 800 workstations to Windows 11 with no lost patient data',
      'Name and address of employer\tLegacy Health, Portland, OR',
    ])
  })

  it('takes in a larger section name wrapped over two lines above the first content row', () => {
    const right = (str: string, y: number, size = 10) => item(str, 170 - str.length * size * 0.5, y, size)
    const form = [
      right('Personal skills and', 777, 12),
      right('competences', 765, 12),
      right('Technical skills', 743),
      item('Active Directory, Windows 11, Microsoft 365, ServiceNow, Cisco Meraki, PowerShell,', 194, 743),
      item('Jamf', 194, 731),
      right('Certifications', 705, 12),
      right('2018', 683),
      item('CompTIA A+, CompTIA', 194, 683),
      right('2020', 669),
      item('ITIL 4 Foundation, Axelos', 194, 669),
    ]
    expect(findLabelColumn(form)?.headings.map((h) => h.text)).toEqual([
      'Personal skills and competences',
      'Certifications',
    ])
  })

  it('is not a sidebar of short lines following one another beside the main column', () => {
    const skills = ['Active Directory', 'Windows 11', 'Microsoft 365', 'ServiceNow', 'Cisco Meraki', 'Jamf']
    const side = skills.map((s, k) => item(s, 48, 666 - 15 * k, 8.5))
    const main = skills.map((_, k) =>
      item(
        `Resolved an average of ${35 + k} tickets a day across 12 clinics with a high score`,
        142,
        666 - 15 * k,
        9.5,
      ),
    )
    expect(findLabelColumn([...side, ...main])).toBeNull()
  })

  it("reads a range set as its end over its start as one label, but not two entries' single dates", () => {
    const stacked = [
      item('Experience', 150, 720, 14),
      item('Present', 90, 700),
      item('Lead Technician, Heartland Jet Services, Wichita, KS', 150, 700),
      item('Apr 2019', 86, 688),
      item('• Led a night crew of six on scheduled inspections every week', 155, 688),
      item('• Cut the turnaround for phase inspections from nine days', 155, 676),
      item('Mar 2019', 86, 650),
      item('Aircraft Mechanic, Prairie Regional Airlines, Kansas City, MO', 150, 650),
      item('Jun 2015', 86, 638),
      item('• Performed line and heavy checks on regional jet fleets', 155, 638),
      item('Certifications', 150, 610, 14),
      item('2020', 100, 590),
      item('Inspection Authorization, Federal Aviation Administration', 150, 590),
      item('2013', 100, 578),
      item('Airframe and Powerplant Certificate, Federal Aviation Administration', 150, 578),
    ]
    expect(groupRows(findLabelColumn(stacked)!.items).map((r) => r.text)).toEqual([
      'Experience',
      'Apr 2019 – Present\tLead Technician, Heartland Jet Services, Wichita, KS',
      '• Led a night crew of six on scheduled inspections every week',
      '• Cut the turnaround for phase inspections from nine days',
      'Jun 2015 – Mar 2019\tAircraft Mechanic, Prairie Regional Airlines, Kansas City, MO',
      '• Performed line and heavy checks on regional jet fleets',
      'Certifications',
      '2020\tInspection Authorization, Federal Aviation Administration',
      '2013\tAirframe and Powerplant Certificate, Federal Aviation Administration',
    ])
  })

  it("reads a word processor's table: bold section names at the body size, labels a cell gap before the values", () => {
    const font = (i: ReturnType<typeof item>, name: string) => ({ ...i, font: name })
    const table = [
      font(item('About me', 57, 724, 12), 'bold'),
      ...(
        [
          ['Name', 'Ada Park'],
          ['Address', 'Denver, CO'],
          ['Phone', '(303) 555-0100'],
          ['Email', 'ada.park@example.com'],
        ] as const
      ).flatMap(([label, value], k) => [
        font(item(label, 57, 710 - 14 * k, 12), 'regular'),
        font(item(value, 194, 710 - 14 * k, 12), 'regular'),
      ]),
      font(item('Experience', 57, 640, 12), 'bold'),
      // Its label ends two body sizes before the values: a cell gap, not three body sizes.
      font(item('Jan 2016 – Feb 2021', 57, 626, 12), 'regular'),
      font(item('Director of Operations, Magnolia Row Inn, Savannah, GA', 194, 626, 12), 'regular'),
      font(item('Oversaw rooms, housekeeping and banquets for a boutique inn', 194, 612, 12), 'regular'),
      font(item('Education', 57, 584, 12), 'bold'),
      font(item('2007 – 2011', 57, 570, 12), 'regular'),
      font(item('Bachelor of Science in Hospitality at College of Charleston', 194, 570, 12), 'regular'),
    ]
    const found = findLabelColumn(table)!
    expect(found.headings.map((h) => h.text)).toEqual(['About me', 'Experience', 'Education'])
    expect(groupRows(found.items).map((r) => r.text)).toEqual([
      'Name\tAda Park',
      'Address\tDenver, CO',
      'Phone\t(303) 555-0100',
      'Email\tada.park@example.com',
      'Jan 2016 – Feb 2021\tDirector of Operations, Magnolia Row Inn, Savannah, GA',
      'Oversaw rooms, housekeeping and banquets for a boutique inn',
      '2007 – 2011\tBachelor of Science in Hospitality at College of Charleston',
    ])
  })

  it('reads a timeline range set as its start over a bar over its end, a month over its year too', () => {
    const timeline = [
      item('Experience', 150, 720, 14),
      item('Mar 2021', 60, 700),
      item('Branch Manager, Columbus Metropolitan Library, Columbus, OH', 150, 700),
      item('|', 75, 691),
      item('Present', 62, 682),
      item('• Run adult services for a branch with many visits a year', 155, 682),
      item('• Started a job-search lab that helped patrons with resumes', 155, 670),
      item('Apr', 70, 640),
      item('Survey Party Chief, Big Sky Engineering Group, Billings, MT', 150, 640),
      item('2016', 68, 631),
      item('|', 75, 622),
      item('Apr', 70, 613),
      item('2020', 68, 604),
      item('• Led a three-person crew on highway construction staking', 155, 604),
    ]
    expect(groupRows(findLabelColumn(timeline)!.items).map((r) => r.text)).toEqual([
      'Experience',
      'Mar 2021 – Present\tBranch Manager, Columbus Metropolitan Library, Columbus, OH',
      '• Run adult services for a branch with many visits a year',
      '• Started a job-search lab that helped patrons with resumes',
      'Apr 2016 – Apr 2020\tSurvey Party Chief, Big Sky Engineering Group, Billings, MT',
      '• Led a three-person crew on highway construction staking',
    ])
  })
})
