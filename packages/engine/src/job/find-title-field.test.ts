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

  it("names a role's field by the skill its other words name whole", () => {
    expect(findTitleField('Accounts Payable Clerk', '')).toBe('Accounts payable')
    expect(findTitleField('Payroll Specialist', '')).toBe('Payroll')
    expect(findTitleField('Warehouse Associate', '')).toBeUndefined()
  })

  it('reads a one-word field only when it is a trade word, and never a part of the title', () => {
    expect(findTitleField('Bookkeeper', 'Five years of bookkeeping for small firms.')).toBe('Bookkeeping')
    expect(findTitleField('Trainer', 'Plan training for new hires.')).toBeUndefined()
    expect(findTitleField('Payroll Bookkeeper', 'Five years of bookkeeping for small firms.')).toBe(
      'Payroll bookkeeping',
    )
    expect(findTitleField('Payroll Bookkeeper', 'Five years of trust bookkeeping.')).toBeUndefined()
  })

  it("reads an -ist's practice and a practice the ad writes in the plural", () => {
    expect(findTitleField('Physiotherapist', 'Our physiotherapy clinic treats sports injuries.')).toBe(
      'Physiotherapy',
    )
    expect(findTitleField('Photojournalist', 'Photojournalism that holds power to account.')).toBe(
      'Photojournalism',
    )
    expect(findTitleField('Watch Repairer', 'We do watch repairs and battery changes.')).toBe('Watch repair')
    expect(findTitleField('Dentist', 'Join our dentists.')).toBeUndefined()
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
  it("reads an engineer's specialty, but not from the degree line alone", () => {
    expect(findTitleField('Senior Mining Engineer', 'Ten years of mining engineering on open pits.')).toBe(
      'Mining engineering',
    )
    expect(findTitleField('Structural Engineer', 'B.S. in Structural Engineering required.')).toBeUndefined()
    expect(findTitleField('Engineer', 'Our engineering team is growing.')).toBeUndefined()
    expect(findTitleField('Soil Scientist II', 'MSc in soil science')).toBeUndefined()
    expect(findTitleField('Marine Biologist', 'A PhD in marine biology.')).toBe('Marine biology')
  })

  it('reads the practice of a manager, supervisor or administrator when the ad writes it', () => {
    expect(findTitleField('Fleet Manager', 'You will own fleet management for the region.')).toBe(
      'Fleet management',
    )
    expect(findTitleField('Payroll Administrator', 'Three years of payroll administration.')).toBe(
      'Payroll administration',
    )
    expect(findTitleField('Fleet Manager', 'Keep our vans on the road.')).toBeUndefined()
  })

  it('reads affairs and relations as practices before a role word', () => {
    expect(findTitleField('Medical Affairs Specialist', 'Support launches.')).toBe('Medical affairs')
    expect(findTitleField('Media Relations Officer', 'Pitch stories.')).toBe('Media relations')
  })

  it("reads a doer's trade word written alone in the ad, unless the ad writes another practice noun", () => {
    expect(findTitleField('Fibrous Plasterer', 'At least five years of plastering on site.')).toBe(
      'Fibrous plastering',
    )
    expect(findTitleField('Show Producer', 'You will lead production and love producing.')).toBeUndefined()
    expect(findTitleField('Fibrous Plasterer', 'At least five years on site.')).toBeUndefined()
    expect(
      findTitleField('Fibrous Plasterer', 'Some solid plastering, plastering-related work.'),
    ).toBeUndefined()
  })

  it("reads an artist's craft, a single trade noun, and leaves out rank and market words", () => {
    expect(findTitleField('Henna Artist', 'Two years of hennaing at festivals.')).toBe('Hennaing')
    expect(findTitleField('Henna Artist', 'Two years at festivals.')).toBeUndefined()
    expect(findTitleField('Thatcher', 'Five years of thatching in a village.')).toBe('Thatching')
    expect(findTitleField('Registered Midwife', 'Ten years of midwifery on a ward.')).toBeUndefined()
    expect(findTitleField('Journeyman Boilermaker', 'Boilermaking for a shipyard.')).toBe('Boilermaking')
    expect(findTitleField('Commercial Roofer', 'Ten years of roofing on warehouses.')).toBe('Roofing')
    expect(findTitleField('Debt Controller', 'Three years of debt control.')).toBe('Debt control')
  })
})
