import { describe, expect, it } from 'vitest'
import { colonFields } from './colonless-fields.ts'

describe('colonFields', () => {
  it("gives a board's fields printed without colons their colons", () => {
    expect(
      colonFields([
        'Job ID 2031-55012',
        'Job Locations CA-ON-Kingston',
        'Requisition Number 8820',
        'Posting Date 14/07/2031',
        'Category Horticulture',
        'Position Type Part-Time',
        'Job Category Nursing',
        'Date Listed 02/08/2031',
        'Advertised By Business',
      ]),
    ).toEqual([
      'Job ID: 2031-55012',
      'Job Locations: CA-ON-Kingston',
      'Requisition Number: 8820',
      'Posting Date: 14/07/2031',
      'Category: Horticulture',
      'Position Type: Part-Time',
      'Job Category: Nursing',
      'Date Listed: 02/08/2031',
      'Advertised By: Business',
    ])
  })

  it("gives a field's name stacked over its value its colon, in a block of them", () => {
    const form = [
      'Job Title',
      'Boiler Operator II',
      'ID',
      '2031-55012',
      'Location',
      'US-OH-Akron',
      'Category',
      'Plant',
    ]
    expect(colonFields(form)).toEqual([
      'Job Title:',
      'Boiler Operator II',
      'ID:',
      '2031-55012',
      'Location:',
      'US-OH-Akron',
      'Category:',
      'Plant',
    ])
    // One such pair alone is a heading over its text.
    expect(colonFields(['Location', 'Akron, OH', 'We make boilers.'])).toEqual([
      'Location',
      'Akron, OH',
      'We make boilers.',
    ])
  })

  it("joins a field's name with its colon to the value printed under it", () => {
    expect(
      colonFields([
        'Position Type:',
        'Licensed - Special Education/Teacher of the Deaf',
        'Date Posted:',
        '4/2/2027',
        'Closing Date:',
        'Until Filled',
      ]),
    ).toEqual([
      'Position Type: Licensed - Special Education/Teacher of the Deaf',
      'Date Posted: 4/2/2027',
      'Closing Date:',
      'Until Filled',
    ])
  })

  it('reads the value of a title-naming field as the title', () => {
    expect(colonFields(['Posting Title Greenhouse Technician', 'Job ID 4410'])).toEqual([
      'Posting Title: Greenhouse Technician',
      'Job ID: 4410',
    ])
    expect(colonFields(['Job Title Seed Bank Curator'])).toEqual(['Job Title: Seed Bank Curator'])
    // A bare "Title" is a field's name only beside other fields: "Title Examiner" alone is a job.
    expect(colonFields(['Job ID 2031-4', 'Title Kiln Operator II'])).toEqual([
      'Job ID: 2031-4',
      'Title: Kiln Operator II',
    ])
    expect(colonFields(['Title Examiner', 'We search land records.'])).toEqual([
      'Title Examiner',
      'We search land records.',
    ])
  })

  it("leaves a line whose value has another shape, or a title that starts with a field's word", () => {
    for (const line of [
      'Category Manager',
      'Position Summary',
      'Job ID pending',
      'Posting Date to be confirmed',
      'Location Scout',
      'Position Control Technician',
    ])
      expect(colonFields([line, 'Salary: $48,000'])).toEqual([line, 'Salary: $48,000'])
  })

  it("reads a one-word field's name only beside another field without its colon", () => {
    expect(colonFields(['Category Horticulture', 'We grow seedlings for market gardens.'])).toEqual([
      'Category Horticulture',
      'We grow seedlings for market gardens.',
    ])
    expect(colonFields(['Job ID 7781', 'Position Greenhouse Technician'])).toEqual([
      'Job ID: 7781',
      'Position: Greenhouse Technician',
    ])
  })
})
