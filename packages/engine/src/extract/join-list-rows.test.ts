import { describe, expect, it } from 'vitest'
import { joinListRows } from './join-list-rows.ts'
import type { PdfRow } from './pdf-row.ts'
import { cellRow, row } from './test-items.ts'

const texts = (rows: PdfRow[]) => joinListRows(rows).map((r) => r.text)
// A block whose widest row sets the wrap margin.
const paragraph = row('A paragraph line that runs right across the whole width of the block.', 20, 800)

describe('joinListRows', () => {
  it('reads an entry set as a list item, its employer and description under its text, as plain lines', () => {
    expect(
      texts([
        row('PROJECTS', 20, 800, 12),
        row('A paragraph of prose set at the column margin before the entries.', 20, 780),
        row('• Harbour Pilot (Mar 2019 – Present)', 36, 760),
        row('Northern Ferry Company', 44.5, 748),
        row('Brought ships through the narrows in fog. Trained four new pilots.', 44.5, 736, 9),
        row('• Deckhand (2015 – 2019)', 36, 710),
        row('Island Freight', 44.5, 698),
        row('• A list item without a date', 36, 670),
        row('• Another one, a line below it', 36, 658),
      ]),
    ).toEqual([
      'PROJECTS',
      'A paragraph of prose set at the column margin before the entries.',
      'Harbour Pilot (Mar 2019 – Present)',
      'Northern Ferry Company',
      'Brought ships through the narrows in fog. Trained four new pilots.',
      'Deckhand (2015 – 2019)',
      'Island Freight',
      '• A list item without a date',
      '• Another one, a line below it',
    ])
  })

  it('joins a row wrapped under a list item’s marker (a hanging indent)', () => {
    expect(
      texts([
        paragraph,
        row('Lead gameplay programmer on an unannounced title built for', 44, 770),
        row('PC and consoles', 32, 758),
      ]),
    ).toEqual([
      paragraph.text,
      '• Lead gameplay programmer on an unannounced title built for PC and consoles',
    ])
  })

  it("reads a paragraph's first-line indent as no list item, but keeps a short indented row one", () => {
    expect(
      texts([
        paragraph,
        row('Support engineer who builds internal tools for the support and', 40, 786),
        row('sales teams and looks after the billing service.', 20, 774),
      ]),
    ).toEqual([
      paragraph.text,
      'Support engineer who builds internal tools for the support and sales teams and looks after the billing service.',
    ])
    expect(
      texts([paragraph, row('Senior Engineer', 40, 786), row('Built the billing service.', 20, 774)]),
    ).toEqual([paragraph.text, '• Senior Engineer', 'Built the billing service.'])
  })

  it('keeps an indented date range alone on its row a heading of the entry below, not a list item', () => {
    expect(
      texts([
        paragraph,
        row('Mar 2021 – Present', 30, 770),
        row('Legacy Health, Portland, OR', 100, 758),
        row('IT Support Technician', 100, 746),
      ]),
    ).toEqual([paragraph.text, 'Mar 2021 – Present', 'Legacy Health, Portland, OR', 'IT Support Technician'])
  })

  it('starts the next item at a capitalised action verb however long the row above', () => {
    expect(
      texts([
        paragraph,
        row('Trained ranking models for hotel search; bookings rose 3.2% in a test', 32, 770),
        row('Moved pipelines to Airflow', 32, 758),
      ]),
    ).toEqual([
      paragraph.text,
      '• Trained ranking models for hotel search; bookings rose 3.2% in a test',
      '• Moved pipelines to Airflow',
    ])
  })

  it('joins a row with cells to one stopping inside a hyphenated word', () => {
    const rows = [
      row('Hutchinson Community College | Associate of Applied Science in Aviation Mainte-', 72, 329),
      cellRow(315, [
        ['nance Technology', 72],
        ['2011 - 2013', 470],
      ]),
    ]
    expect(joinListRows(rows, 525).map((r) => r.text)).toEqual([
      'Hutchinson Community College | Associate of Applied Science in Aviation Maintenance Technology\t2011 - 2013',
    ])
  })

  it('joins a lowercase start or a row stopping on a joining word, but not a date or contact details', () => {
    const side = [
      row('Illinois Department of', 40, 700, 9),
      row('Financial Regulation', 40, 689, 9),
      row('Unity Certified Expert: Programmer', 40, 660),
      row('March 2022', 40, 648),
      row('priya.patel@fastmail.com', 40, 620),
      row('+1 415 555 0162', 40, 608),
    ]
    expect(joinListRows(side, 200).map((r) => r.text)).toEqual([
      'Illinois Department of Financial Regulation',
      'Unity Certified Expert: Programmer',
      'March 2022',
      'priya.patel@fastmail.com',
      '+1 415 555 0162',
    ])
  })

  it('joins a lone year to a list item stopped on a joining word, but not to a finished one', () => {
    const list = [
      row('Harbour Master', 20, 800),
      row('• Rezoned the harbour district and rewrote the mooring rules in', 36, 786),
      row('2021', 36, 774),
      row('• Dredged the channel to nine metres for the new container cranes', 36, 760),
      row('2019 – 2020', 36, 746),
    ]
    expect(texts(list)).toEqual([
      'Harbour Master',
      '• Rezoned the harbour district and rewrote the mooring rules in 2021',
      '• Dredged the channel to nine metres for the new container cranes',
      '2019 – 2020',
    ])
  })

  it('bullets rows indented under a dates gutter, but not larger headings or grid cells', () => {
    const gutter = [
      row('Work Experience', 43, 715),
      cellRow(700, [
        ['2021 – Present', 43],
        ['Marketing Manager', 137],
      ]),
      row('Deliveroo, London', 137, 688),
      row('Own a paid acquisition budget', 148, 676),
    ]
    expect(texts(gutter).at(-1)).toBe('• Own a paid acquisition budget')
    const heading = [paragraph, row('Online Presence', 32, 770, 10.5), row('Body line here', 20, 758)]
    expect(texts(heading)[1]).toBe('Online Presence')
    const cell = { ...row('Unreal Engine', 183, 740), cell: 300 }
    expect(texts([paragraph, cell])[1]).toBe('Unreal Engine')
  })

  it('wraps a grid cell after a comma but keeps the next cell of a plain column apart', () => {
    const cells = [
      { ...row('C#, Editor Tools,', 27, 427, 9), cell: 165 },
      { ...row('Performance Profiling', 27, 416, 9), cell: 165 },
      { ...row('Ventilator Management', 200, 400, 9), cell: 360 },
      { ...row('IV Therapy', 200, 389, 9), cell: 360 },
    ]
    expect(joinListRows(cells).map((r) => r.text)).toEqual([
      'C#, Editor Tools, Performance Profiling',
      'Ventilator Management',
      'IV Therapy',
    ])
  })

  it("wraps a last column's cell whose next word would not have fitted before the column's edge", () => {
    const last = Number.POSITIVE_INFINITY
    const cells = [
      { ...row('2022', 35, 648), cell: 125 },
      { ...row('Orthopaedic Clinical Specialist; American Board of Physical Therapy', 127, 648), cell: last },
      { ...row('Specialties', 127, 630), cell: last },
      { ...row('Wound Care', 127, 612), cell: last },
    ]
    expect(joinListRows(cells, 470).map((r) => r.text)).toEqual([
      '2022',
      'Orthopaedic Clinical Specialist; American Board of Physical Therapy Specialties',
      'Wound Care',
    ])
  })

  it('ends a date range centred in a grid cell in the cell below it', () => {
    const cells = [
      { ...row('Mar 2021 –', 40, 600, 11), cell: 120 },
      { ...row('Present', 48, 587, 11), cell: 120 },
      { ...row('IT Support Technician', 40, 574, 11), cell: 120 },
    ]
    expect(joinListRows(cells).map((r) => r.text)).toEqual(['Mar 2021 – Present', 'IT Support Technician'])
    // Its start may keep the baseline of a taller title beside it, and end on a hyphen.
    const hyphen = [
      { ...row('Sep 2018 -', 300, 600, 11), cell: Number.POSITIVE_INFINITY },
      { ...row('Oct 2022', 300, 582, 11), cell: Number.POSITIVE_INFINITY },
      row('Brightwater Dairy Cooperative, Tillamook, OR', 40, 565, 11),
      row('Brightwater Dairy Cooperative, Tillamook, OR', 40, 552, 11),
    ]
    expect(texts(hyphen)[0]).toBe('Sep 2018 - Oct 2022')
  })

  it('takes no step of several line heights for the pitch: terms set a level bar apart stay apart', () => {
    expect(texts([row('Cheese Grading', 20, 800, 10), row('Brine Testing', 20, 760, 10)])).toEqual([
      'Cheese Grading',
      'Brine Testing',
    ])
  })

  it('wraps text into the last cell of a label row, and a label row sets no list margin', () => {
    // Our minimal template: section names in a label column, the text beside them at x 144.
    const wide = 'Data engineer with eleven years of experience building batch and streaming platforms'
    expect(
      texts([
        row('Zoë Ørsted', 48, 800, 25),
        row('zoe@example.com | Kraków, Poland', 48, 780, 9),
        cellRow(760, [
          ['SUMMARY', 95, 9],
          [wide, 144, 9],
        ]),
        row('for retail and logistics companies, and a team of six engineers.', 144, 747, 9),
        cellRow(720, [
          ['EDUCATION', 90, 9],
          ['MSc Computer Science — AGH University of', 144, 9],
        ]),
        cellRow(707, [
          ['Kraków', 144, 9],
          ['2011 – 2013', 480, 9],
        ]),
      ]),
    ).toEqual([
      'Zoë Ørsted',
      'zoe@example.com | Kraków, Poland',
      `SUMMARY\t${wide} for retail and logistics companies, and a team of six engineers.`,
      'EDUCATION\tMSc Computer Science — AGH University of Kraków\t2011 – 2013',
    ])
  })

  it('takes the line pitch from rows of one size: a title close above its company line does not set it', () => {
    const bullet = '• Led the migration of a 40 TB Oracle warehouse to BigQuery and dbt over nine months'
    expect(
      texts([
        paragraph,
        row('Senior Data Engineer', 20, 780, 10.5),
        row('Nordlys Logistics A/S', 20, 768.5),
        row(bullet, 20, 752),
        row('with zero unplanned downtime.', 28, 738.5),
      ]),
    ).toEqual([
      paragraph.text,
      'Senior Data Engineer',
      'Nordlys Logistics A/S',
      `${bullet} with zero unplanned downtime.`,
    ])
  })

  it('wraps under the text of a list item set as a label row’s last cell, at the pitch of untabbed rows', () => {
    const degree = '• Associate of Applied Science in Computer Information Systems, Portland'
    expect(
      texts([
        // A header's tabbed contact rows sit closer together than the body's lines.
        cellRow(800, [
          ['Marcus Bell', 20],
          ['(503) 555-0147', 330],
        ]),
        cellRow(788, [
          ['IT Support Technician', 20],
          ['marcus.bell@fastmail.com', 330],
        ]),
        row('A paragraph line that runs right across the whole width of the page for all of', 20, 760),
        row('its second line, as far apart as every line of the body, also runs right across it.', 20, 746.5),
        cellRow(720, [
          ['2016 – 2018', 20],
          [degree, 100],
        ]),
        row('Community College.', 110, 706.5),
      ]),
    ).toEqual([
      'Marcus Bell\t(503) 555-0147',
      'IT Support Technician\tmarcus.bell@fastmail.com',
      'A paragraph line that runs right across the whole width of the page for all of',
      'its second line, as far apart as every line of the body, also runs right across it.',
      `2016 – 2018\t${degree} Community College.`,
    ])
  })

  it("rejoins an address broken in a narrow column, with or without the typesetter's hyphen", () => {
    expect(
      texts([
        row('# mar-', 60, 714),
        row('cus.bell@fastmail.com', 60, 702),
        row('linkedin.com/in/marcusbell-', 60, 690),
        row('it', 143, 678),
        row('elena.petrova@g', 60, 650),
        row('mail.com', 60, 639),
        row('linkedin.com/in/ma', 60, 624),
        row('rcusbell-it', 60, 613),
        row('jordan.reyes@outlook.c', 60, 602),
        row('om', 60, 591),
        row('jane@example.com', 60, 570),
        row('github.com/jane', 60, 559),
      ]),
    ).toEqual([
      '# marcus.bell@fastmail.com',
      'linkedin.com/in/marcusbell-it',
      'elena.petrova@gmail.com',
      'linkedin.com/in/marcusbell-it',
      'jordan.reyes@outlook.com',
      'jane@example.com',
      'github.com/jane',
    ])
  })

  it('starts a new entry at a row led by its year', () => {
    expect(
      texts([
        row('2020: Registered Nurse License, Washington State Department of Health', 20, 700),
        row('2024: Basic Life Support, American Heart Association', 20, 688),
      ]),
    ).toEqual([
      '2020: Registered Nurse License, Washington State Department of Health',
      '2024: Basic Life Support, American Heart Association',
    ])
  })

  it('does not run an entry that ends on its year into the next', () => {
    expect(
      texts([
        row('Registered Nurse License (Washington State Department of Health), 2020', 20, 800),
        row('Basic Life Support (American Heart Association), 2024', 20, 788),
      ]),
    ).toEqual([
      'Registered Nurse License (Washington State Department of Health), 2020',
      'Basic Life Support (American Heart Association), 2024',
    ])
  })

  it('does not run an entry that ends on its years in brackets into the capitalised line under it', () => {
    expect(
      texts([
        row('Diploma of Marine Navigation and Seamanship Studies (2009 – 2011)', 20, 800),
        row('Coastal Maritime Institute', 20, 788),
      ]),
    ).toEqual([
      'Diploma of Marine Navigation and Seamanship Studies (2009 – 2011)',
      'Coastal Maritime Institute',
    ])
  })

  it('puts the rest of an entry wrapped beside its flush-right date range before the dates', () => {
    const entry = row('Night Nurse, St Mary Hospital, Leeds, Jan 2019 – Mar 2020', 20, 800)
    const rest = row('UK.', 20, 788)
    expect(joinListRows([entry, rest], entry.right).map((r) => r.text)).toEqual([
      'Night Nurse, St Mary Hospital, Leeds, UK. Jan 2019 – Mar 2020',
    ])
    // Not when the dates stop short of the column's edge, nor after a lone year.
    expect(joinListRows([entry, rest], entry.right + 40).map((r) => r.text)).toEqual([entry.text, rest.text])
    const year = row('Night Nurse, St Mary Hospital, Leeds, 2019', 20, 800)
    expect(joinListRows([year, rest], year.right).map((r) => r.text)).toEqual([year.text, rest.text])
  })

  it('puts the rest of a smaller flush-right detail wrapped under its entry into that detail', () => {
    const entry = cellRow(500, [
      ['2013 – 2017 Bachelor of Business Administration in Supply Chain Management', 212],
      ['University', 562, 8],
    ])
    const rest = row('of Memphis', 272, 488, 8)
    expect(joinListRows([entry, rest], 600).map((r) => r.text)).toEqual([`${entry.text} of Memphis`])
    // Not a line in the entry's own size, nor a capitalised line after a finished detail.
    const body = row('of the supply chain', 272, 488)
    expect(joinListRows([entry, body], 600).map((r) => r.text)).not.toContain(
      `${entry.text} of the supply chain`,
    )
    const sameSize = cellRow(500, [
      ['Bachelor of Arts', 212],
      ['St. Olaf College', 562, 8],
    ])
    const next = row('Minor in Chemistry', 272, 488, 8)
    expect(joinListRows([sameSize, next], 600).map((r) => r.text)).toEqual([sameSize.text, next.text])
  })

  it('keeps lines of a list whose markers are not drawn apart, flush under a long one', () => {
    expect(
      texts([
        paragraph,
        row('Monitor anaesthesia for eight surgeries a day with no deaths at all', 20, 770),
        row('Rebuilt the controlled-drug log and passed two inspections', 20, 758),
      ]),
    ).toEqual([
      paragraph.text,
      'Monitor anaesthesia for eight surgeries a day with no deaths at all',
      'Rebuilt the controlled-drug log and passed two inspections',
    ])
  })

  it('still joins a name wrapped in a narrow column before a word that reads as a verb', () => {
    expect(
      texts([
        row('Certified Kubernetes', 20, 800),
        row('Administrator', 20, 788),
        row('A sidebar line of some width here', 20, 776),
      ])[0],
    ).toBe('Certified Kubernetes Administrator')
  })

  it('measures the line pitch between text lines, not from a date line set closer above a paragraph', () => {
    // LibreOffice: 17 pt from the date line to the item, 19 pt between the item's wrapped lines.
    expect(
      texts([
        row('Apr 2020 – Present', 20, 800, 11),
        row('Handle 90 open property claims at a time with all the', 20, 783, 11),
        row('settlements up to $250,000', 20, 764, 11),
      ]),
    ).toEqual([
      'Apr 2020 – Present',
      'Handle 90 open property claims at a time with all the settlements up to $250,000',
    ])
  })

  it("keeps a smaller line flush with a label row's text its next line, not a list item", () => {
    expect(
      texts([
        // A headline out at the page's margin, left of the body.
        row('HOTEL GENERAL MANAGER', 57, 820, 8),
        row(
          'Hotel manager with fourteen years in boutique properties and a waterfront hotel too.',
          76,
          800,
          7,
        ),
        cellRow(780, [
          ['2007 – 2011', 20, 7],
          ['Bachelor of Science in Hospitality and Tourism Management', 76, 9],
        ]),
        row('College of Charleston', 76, 770, 7.5),
      ]),
    ).toContain('College of Charleston')
  })

  it('keeps short title-case terms one over another apart, three in a row at least', () => {
    const terms = ['Reference Services', 'Collection Development', 'Programme Planning']
    const contact = row('linkedin.com/in/ab-cde', 20, 820, 8.5)
    expect(texts([contact, ...terms.map((t, k) => row(t, 20, 800 - 12.75 * k, 8.5))])).toEqual([
      contact.text,
      ...terms,
    ])
    // Two alone are a name wrapped in a narrow column.
    expect(
      texts([contact, row('Columbus Metropolitan', 20, 800, 8.5), row('Library Board', 20, 787.25, 8.5)]),
    ).toEqual([contact.text, 'Columbus Metropolitan Library Board'])
  })

  it('joins a term wrapped inside a narrow cell: a line apart, its neighbours a wider gap away', () => {
    expect(
      texts([
        row('Pipe Fitting', 300, 700),
        row('Leak', 300, 680),
        row('Detection', 300, 668),
        row('Welding', 300, 648),
        row('Blueprint', 300, 628),
        row('Reading', 300, 616),
      ]),
    ).toEqual(['Pipe Fitting', 'Leak Detection', 'Welding', 'Blueprint Reading'])
    // A language over its level is no wrapped term.
    expect(
      texts([
        row('Pipe Fitting', 300, 720),
        row('Welsh', 300, 700),
        row('Fluent', 300, 688),
        row('Breton', 300, 668),
        row('Basic', 300, 656),
      ]),
    ).toEqual(['Pipe Fitting', 'Welsh', 'Fluent', 'Breton', 'Basic'])
  })

  it('marks list items by the size most text is set in, not by the most common row size', () => {
    const entry = (y: number) => [
      row('Harbour Freight Lines', 60, y, 15),
      row('Dispatcher | 2019 - 2023', 60, y - 18, 12),
      row('Routed forty trucks a day across three states and two ports', 80, y - 32, 9),
    ]
    // Entries indented under a section heading, as the list is under them.
    expect(texts([row('EXPERIENCE', 40, 730, 19), ...entry(700), ...entry(640)])).toEqual([
      'EXPERIENCE',
      'Harbour Freight Lines',
      'Dispatcher | 2019 - 2023',
      '• Routed forty trucks a day across three states and two ports',
      'Harbour Freight Lines',
      'Dispatcher | 2019 - 2023',
      '• Routed forty trucks a day across three states and two ports',
    ])
  })

  it('joins prose whose sentences run on across rows, though a row opens with a capital', () => {
    expect(
      texts([
        row('Built the loading schedule for the depot and its new yard. We cut 40', 20, 700),
        row('HGV idle hours a week by moving the early shift.', 20, 688),
        paragraph,
      ]),
    ).toEqual([
      'Built the loading schedule for the depot and its new yard. We cut 40 HGV idle hours a week by moving the early shift.',
      paragraph.text,
    ])
  })

  it('sets the edge of a block by its rows that can wrap, not by an address alone', () => {
    const rows = [
      row('(mailto:someone.with.a.long.name@example.org)', 20, 860, 10),
      row('Master of Fine Arts in Ceramic', 20, 800, 10),
      row('Sculpture', 20, 788, 10),
    ]
    expect(texts(rows)).toEqual([rows[0]!.text, 'Master of Fine Arts in Ceramic Sculpture'])
  })
})
