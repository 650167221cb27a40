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
})
