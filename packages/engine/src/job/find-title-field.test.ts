import { describe, expect, it } from 'vitest'
import { findTitleField } from './find-title-field.ts'

describe('findTitleField', () => {
  it('names the field of the title when the ad writes it', () => {
    expect(findTitleField('Senior Landscape Designer', 'We design gardens.')).toBeUndefined()
    expect(findTitleField('Court Reporter', 'A busy court reporting agency needs a reporter.')).toBe(
      'Court reporting',
    )
    expect(
      findTitleField('Certified Surgical Technologist', 'Graduate of a surgical technology program'),
    ).toBe('Surgical technology')
    expect(findTitleField('Clinical Embryologist II', 'Our clinical embryology lab grows.')).toBe(
      'Clinical embryology',
    )
  })

  it('reads a one-word field only when it is a trade word, and never a part of the title', () => {
    expect(findTitleField('Bookkeeper', 'Five years of bookkeeping for small firms.')).toBe('Bookkeeping')
    expect(findTitleField('Trainer', 'Plan training for new hires.')).toBeUndefined()
    expect(findTitleField('Payroll Bookkeeper', 'Five years of bookkeeping for small firms.')).toBeUndefined()
  })

  it('says nothing when the ad does not write the field', () => {
    expect(findTitleField('Court Reporter', 'Cover depositions across the state.')).toBeUndefined()
  })

  it('reads the practice a role word follows in the title', () => {
    expect(findTitleField('Talent Acquisition Specialist', 'Fill roles fast.')).toBe('Talent acquisition')
    expect(findTitleField('Sr. Customer Success Manager', 'Own renewals.')).toBe('Customer success')
    expect(findTitleField('Parts & Receiving Clerk', 'Unload trucks.')).toBe('Parts and receiving')
    expect(findTitleField('Dispatching Supervisor', 'Plan routes.')).toBe('Dispatching')
    expect(findTitleField('Front Desk Agent', 'Greet guests.')).toBeUndefined()
    expect(findTitleField('Crane Equipment Operator', 'Lift steel.')).toBeUndefined()
    expect(findTitleField('Training Coordinator', 'Plan training.')).toBeUndefined()
  })

  it("reads a designer's and an accountant's specialty, a sales role's kind and a project role's field", () => {
    expect(findTitleField('Lighting Designer', 'Five years of lighting design for theatre.')).toBe(
      'Lighting design',
    )
    expect(findTitleField('Senior Trust Accountant', 'You will own trust accounting.')).toBe(
      'Trust accounting',
    )
    expect(findTitleField('Designer', 'Help us design.')).toBeUndefined()
    expect(findTitleField('Staff Accountant', 'Accounting for a retailer.')).toBeUndefined()
    expect(findTitleField('Field Sales Representative', 'Call on farms.')).toBe('Field sales')
    expect(findTitleField('Project Geomorphologist', 'Our geomorphology group.')).toBe('Geomorphology')
  })

  it('reads the practice noun the ad writes for the role word, not the role word again', () => {
    expect(findTitleField('Night Clerk Auditor', 'Run the night clerk audit by 3 a.m.')).toBe(
      'Night clerk audit',
    )
    expect(findTitleField('Cargo Broker', 'Two years of cargo brokerage.')).toBe('Cargo brokerage')
    expect(findTitleField('Fire Inspector', 'Fire inspectors and fire inspection staff.')).toBe(
      'Fire inspection',
    )
    expect(findTitleField('Swim Coach', 'Our swim coach leads swim coaching camps.')).toBe('Swim coaching')
    expect(findTitleField('Swim Coach', 'Our swim coaches lead camps.')).toBeUndefined()
  })

  it('reads the role before a comma, not the team after it', () => {
    expect(findTitleField('Senior Trust Accountant, Family Office', 'You will own trust accounting.')).toBe(
      'Trust accounting',
    )
  })
})
