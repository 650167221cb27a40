import { describe, expect, it } from 'vitest'
import { findCompany } from './find-company.ts'
import { findJobTitle } from './find-job-title.ts'
import { occurrences, recurringName } from './recurring-name.ts'

const company = (text: string) => {
  const lines = text.split('\n').filter(Boolean)
  return findCompany(lines, findJobTitle(lines))
}

describe('recurringName', () => {
  it('prefers a recurring organisation over a header part said once', () => {
    const council = [
      'Waste Services Officer',
      'Grade 6 | Permanent | Full time',
      'Kilbride County Council is one of the largest local authorities in the region.',
      'You will support waste collection across the county.',
      'Kilbride County Council values diversity.',
    ]
    expect(company(council.join('\n'))).toBe('Kilbride County Council')
    const australian =
      'Disability Support Worker\nCasual · Geelong VIC\nBayside Ability Services Pty Ltd delivers NDIS supports.\nWhy Bayside Ability Services Pty Ltd? Paid training.'
    expect(company(australian)).toBe('Bayside Ability Services Pty Ltd')
    const practice =
      'Bookkeeper (Part-time)\nOur accounting practice in Halifax needs a bookkeeper.\nSend your resume to Dale Purcell at Purcell & Hynes Chartered Professional Accountants.\nPurcell & Hynes Chartered Professional Accountants thanks all applicants.'
    expect(company(practice)).toBe('Purcell & Hynes Chartered Professional Accountants')
  })

  it('names the employer no shape reader finds from its recurrence', () => {
    const agency =
      'Accounts Assistant\nOur client is a manufacturer based in Galway.\nDuties include purchase ledger and supplier queries.\nBrennan Ashe Recruitment is acting as an employment agency for this vacancy.\nFor more information contact Brennan Ashe Recruitment on 091 555 0100.'
    expect(company(agency)).toBe('Brennan Ashe Recruitment')
    const school =
      "Teaching Assistant\nSt Brigid's Primary School, Limerick\nSt Brigid's Primary School requires a special needs assistant from September."
    expect(company(school)).toBe("St Brigid's Primary School")
    // Letters beyond Latin-1 are a name's letters too.
    const maori =
      'Community Support Worker\nTe Awa Whānau Services\nFull time, Hamilton\nTe Awa Whānau Services supports families across the Waikato.'
    expect(company(maori)).toBe('Te Awa Whānau Services')
  })

  it('keeps a stated or recurring name, and takes no contact, customer or workplace', () => {
    expect(
      company(
        'Receptionist\nCompany: Brookfield Vets\nGreet clients of Harbour View Veterinary Hospital.\nHarbour View Veterinary Hospital opens at 8.',
      ),
    ).toBe('Brookfield Vets')
    expect(
      company(
        'Account Manager\nWe are a small packaging firm.\nOur customers include Greenacre Foods Ltd, and Greenacre Foods Ltd is our largest.',
      ),
    ).toBe('')
    const contact =
      'Office Administrator\nAn Orchard Lane practice.\nContact Sarah Whitlock Ltd with questions.\nSarah Whitlock Ltd will reply.'
    expect(recurringName(contact.split('\n'), () => false)?.name).toBe('Sarah Whitlock Ltd')
    expect(
      recurringName(['Please call Dr. Ellen Park.', 'Dr. Ellen Park and staff'], () => false),
    ).toBeUndefined()
  })

  it('counts a name only where it stands alone', () => {
    expect(occurrences('Pinewood Elementary School\nElementary School Teacher', 'Elementary School')).toBe(0)
    expect(occurrences('Why Acme Freight Ltd? Acme Freight Ltd pays weekly.', 'Acme Freight Ltd')).toBe(2)
  })

  it('reads a 2000-word line quickly', () => {
    const line = Array.from({ length: 2000 }, (_, i) => (i % 3 ? 'word' : `Name${i}`)).join(' ')
    const start = performance.now()
    company(`Clerk\n${line}\n${line}`)
    // A pattern that backtracks over the line takes seconds; the bound leaves room for a busy machine (about 30 ms
    // on a quiet one, over 150 ms with four test runs beside it).
    expect(performance.now() - start).toBeLessThan(500)
  })

  it("reads a name the ad writes where the work is as a place, its sentence's stop ending it", () => {
    const lines = [
      'Support Worker',
      'Kowhai Flats, Hamilton',
      'Kowhai Flats is where our team of six works.',
      'You will support residents at our home in Kowhai Flats. You will cook with them.',
    ]
    expect(recurringName(lines, () => false)?.name).toBeUndefined()
    expect(company(lines.join('\n'))).toBe('')
  })
})
