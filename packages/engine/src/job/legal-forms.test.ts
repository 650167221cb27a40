import { describe, expect, it } from 'vitest'
import { employerSuffix, formInUsualCase, legalForms } from './legal-forms.ts'

const endsInForm = new RegExp(`\\s(?:${legalForms})\\.?$`)
const employerWord = new RegExp(`\\s${employerSuffix}`)

describe('legal forms', () => {
  it('reads every form after a name, two-word forms whole', () => {
    for (const name of [
      'Fernwood Bakeries Pty Ltd',
      'Trakia Seed Research EOOD',
      'Marlow Tiles Co., Ltd.',
      'Kestrel Werkzeug GmbH & Co. KG',
      'Banyan Foods Sdn Bhd',
      'Dunmore Pumps plc',
      'Ostara Systems AG',
      'Corbel Works Co.',
      'Brandt Wessel Rechtsanwälte PartG mbB',
      'Vilkas Logistika UAB',
      'Tamme Puit OÜ',
      'Baltkoks SIA',
      'Nordkap Maskin AB',
      'Harbour Nets Pty. Ltd.',
      'Jihočeské pivovary a.s.',
      'PHUOC LONG FOOTWEAR CO., LTD.',
      'ACME TIMBER (PTY) LTD',
      'Egå Fjernvarme A.m.b.a.',
    ])
      expect(name).toMatch(endsInForm)
  })

  it('marks a word as the employer only by a form no skill or word shares', () => {
    expect('Quayside Freight Ltd').toMatch(employerWord)
    expect('Tarn Digital Careers').toMatch(employerWord)
    // A controller, an analytics suite and an availability group are skills.
    expect('Siemens PLC programming').not.toMatch(employerWord)
    expect('Base SAS').not.toMatch(employerWord)
    expect('SQL Server AG').not.toMatch(employerWord)
  })
})

describe('formInUsualCase', () => {
  it("writes a capitals name's form as its country does, and leaves other words", () => {
    expect(formInUsualCase('Phuoc Long Footwear CO., LTD.')).toBe('Phuoc Long Footwear Co., Ltd.')
    expect(formInUsualCase('Bushveld Trophy Studio (PTY) LTD')).toBe('Bushveld Trophy Studio (Pty) Ltd')
    expect(formInUsualCase('Kranbau Nord GMBH')).toBe('Kranbau Nord GmbH')
    expect(formInUsualCase('Harlan Mechanical LLC')).toBe('Harlan Mechanical LLC')
    expect(formInUsualCase('LTD Freight Services')).toBe('LTD Freight Services')
  })
})
