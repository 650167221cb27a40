import { describe, expect, it } from 'vitest'
import { joinFirstCells } from './join-first-cells.ts'
import { cellRow, row } from './test-items.ts'

describe('joinFirstCells', () => {
  it('puts a first cell wrapped below itself back together: a date range, a heading stopping on a comma', () => {
    const rows = joinFirstCells([
      cellRow(560, [
        ['Mar 2021 -', 43],
        ['IT Support Technician', 140],
      ]),
      row('Present', 43, 548),
      row('Legacy Health', 140, 536),
      cellRow(409, [
        ['Jun 2018 - Feb', 43],
        ['Help Desk Analyst', 140],
      ]),
      row('2021', 43, 397),
      cellRow(300, [
        ['Key Skills', 43],
        ['Active Directory', 140],
      ]),
      row('Windows 11', 43, 288),
      cellRow(200, [
        ['Help Desk Analyst, Columbia Sportswear, Beaverton,', 168],
        ['Jun 2018 – Feb 2021', 430],
      ]),
      row('OR.', 168, 186.5),
    ])
    expect(rows.map((r) => r.text)).toEqual([
      'Mar 2021 - Present\tIT Support Technician',
      'Legacy Health',
      'Jun 2018 - Feb 2021\tHelp Desk Analyst',
      'Key Skills\tActive Directory',
      'Windows 11',
      'Help Desk Analyst, Columbia Sportswear, Beaverton, OR.\tJun 2018 – Feb 2021',
    ])
  })

  it("leaves a range's end wrapped alone below a heading that runs up to the range's start", () => {
    const rows = [
      cellRow(329, [
        ['University of Minnesota | Master of Arts in Speech-Language Pathology', 72],
        ['2015 -', 440],
      ]),
      row('2017', 72, 315),
    ]
    expect(joinFirstCells(rows).map((r) => r.text)).toEqual(rows.map((r) => r.text))
  })

  it('rebuilds a centred date range that ran into the title beside it, its year wrapped below', () => {
    const rows = joinFirstCells([
      row('Aug 2019 – Dec Data Analyst', 50, 600),
      cellRow(588, [
        ['2021', 66],
        ['NYC Department of Health, Queens, NY', 140],
      ]),
    ])
    expect(rows.map((r) => r.text)).toEqual([
      'Aug 2019 – Dec 2021\tData Analyst',
      'NYC Department of Health, Queens, NY',
    ])
  })

  it('joins a heading that ran up to its dates, but not a company line under a short title', () => {
    const rows = joinFirstCells([
      cellRow(600, [
        ['Registered Nurse, Cardiac Telemetry, Swedish', 140],
        ['Jul 2020 – Present', 380],
      ]),
      row('Medical Center, Seattle, WA.', 140, 588),
      cellRow(560, [
        ['IT Support Technician', 140],
        ['Mar 2021 – Present', 380],
      ]),
      row('Legacy Health, Portland, OR', 140, 548),
    ])
    expect(rows.map((r) => r.text)).toEqual([
      'Registered Nurse, Cardiac Telemetry, Swedish Medical Center, Seattle, WA.\tJul 2020 – Present',
      'IT Support Technician\tMar 2021 – Present',
      'Legacy Health, Portland, OR',
    ])
  })

  it("takes the end of a wrapped date range from a row that goes on with the entry's next line", () => {
    const rows = joinFirstCells([
      cellRow(409, [
        ['Jun 2018 – Feb', 43],
        ['Columbia Sportswear. Help Desk Analyst.', 140],
      ]),
      cellRow(397, [
        ['2021', 43],
        ['• Answered phone and chat support', 140],
      ]),
    ])
    expect(rows.map((r) => r.text)).toEqual([
      'Jun 2018 – Feb 2021\tColumbia Sportswear. Help Desk Analyst.',
      '• Answered phone and chat support',
    ])
  })

  it('leaves the list item under a line that ran on under its floated dates, but joins the place it wrapped', () => {
    const floated = (title: string) =>
      cellRow(600, [
        [title, 140],
        ['Sep 2017 - Mar 2020', 330],
      ])
    const under = joinFirstCells([
      floated('Field Claims Adjuster, Shoreline Casualty Group, New Haven, CT'),
      row('Inspected 25 homes and vehicles a week across southern Connecticut', 140, 588),
    ])
    expect(under.map((r) => r.text)).toEqual([
      'Field Claims Adjuster, Shoreline Casualty Group, New Haven, CT\tSep 2017 - Mar 2020',
      'Inspected 25 homes and vehicles a week across southern Connecticut',
    ])
    const wrapped = joinFirstCells([
      floated('Staff Physical Therapist, Mesa Valley Sports Medicine, Grand'),
      row('Junction, CO', 140, 588),
    ])
    expect(wrapped.map((r) => r.text)).toEqual([
      'Staff Physical Therapist, Mesa Valley Sports Medicine, Grand Junction, CO\tSep 2017 - Mar 2020',
    ])
  })
})
