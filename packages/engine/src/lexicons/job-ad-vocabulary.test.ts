import { describe, expect, it } from 'vitest'
import { extractSkills } from './extract-skills.ts'

// The conventional skill names of scripts/curated-job-ad-skills.ts, on made-up ad and resume lines.
const labels = (text: string) => extractSkills(text).map((skill) => skill.label)

describe('conventional skill names recruiters write in ads', () => {
  it('reads short trade and practice names from many fields', () => {
    expect(labels('Experience in waterproofing and wall tiling')).toEqual(['Waterproofing', 'Tile laying'])
    expect(labels('Electrical fault finding on three-phase systems')).toContain('Fault finding')
    expect(labels('Fibreglass repair and gelcoat work')).toEqual(['Fiberglass', 'Gelcoat'])
    expect(labels('Use of EPOS tills and cash handling')).toEqual(['Point of sale', 'Cash handling'])
    expect(labels('Manicure, pedicure and gel nails')).toEqual(['Manicure', 'Pedicure', 'Gel nails'])
    expect(labels('Lead kayaking and rock climbing sessions')).toEqual(['Kayaking', 'Rock climbing'])
    expect(labels('Build DCF and LBO models; prepare pitch books')).toEqual([
      'DCF',
      'LBO modelling',
      'Pitch books',
    ])
    expect(labels('Reservoir simulation in Petrel and decline curve analysis')).toEqual([
      'Reservoir simulation',
      'Petrel',
      'Decline curve analysis',
    ])
    expect(labels('Install and maintain drip irrigation')).toEqual(['Drip irrigation'])
    expect(labels('Strong record keeping and guest relations')).toEqual(['Record keeping', 'Guest relations'])
  })

  it("reads plain words for teamwork, cash handling and discretion, but not the employer's discretion", () => {
    expect(labels('A team person who works well in a team')).toEqual(['Teamwork'])
    expect(labels('Including handling of cash at the counter')).toEqual(['Cash handling'])
    expect(labels('Discretion with client affairs is a must')).toEqual(['Discretion'])
    expect(labels('Bonus paid at the company discretion')).toEqual([])
  })

  it('reads rotating shifts as shift work, and an on-call roster, but not a call volume', () => {
    // Shown by the name recruiters write, under the taxonomy concept's id.
    expect(extractSkills('Able to work 12-hour rotating shifts')).toEqual([
      expect.objectContaining({ id: 'rotational-shift-operating', label: 'Shift work' }),
    ])
    expect(labels('Readiness for shift work in the continuous operation')).toEqual(['Shift work'])
    expect(labels('Must be physically fit; excellent physical fitness')).toEqual(['Physical fitness'])
    expect(labels('Must be on call one weekend a month')).toEqual(['On-call'])
    expect(labels('Staffing depends on call volume')).toEqual([])
  })

  it("reads a clearance the candidate holds, by any country's name for it", () => {
    for (const line of [
      'Current National Police Check',
      'Satisfactory Garda vetting',
      'Clear Criminal Record Check with Vulnerable Sector Search',
      'Police Clearance Certificate issued within six months',
    ])
      expect(labels(line)).toContain('Police check')
    expect(labels('An enhanced DBS check will be required')).toEqual(['DBS check'])
    expect(labels('Enhanced DBS on the Update Service')).toEqual(['DBS check'])
  })

  it('reads a product line by its number or name, and stock valuation as stock, not company, valuation', () => {
    expect(labels('Month-end in Sage 200')).toEqual(['Sage 200'])
    expect(labels('Call notes in Veeva CRM')).toEqual(['Veeva CRM'])
    expect(labels('Stock valuation and variance analysis')).toEqual(['Stock valuation', 'Variance analysis'])
    expect(labels('Inventory valuation at year end')).toEqual(['Stock valuation'])
    expect(labels('Company valuation for a buyer')).toEqual(['Valuation'])
  })

  it('reads a name that is also an ordinary word where the line is about the trade', () => {
    expect(labels('Quoting and pricing jobs for customers')).toContain('Quoting')
    expect(labels('Controlled bolting of flanges to torque')).toContain('Bolting')
    expect(labels('Bolting of structural steel')).toContain('Bolting')
    expect(labels('Investigations into fraud and misconduct allegations')).toContain('Investigations')
    expect(labels('Support pupils with SEND')).toContain('Special educational needs')
    expect(labels('Catering for weddings and events')).toContain('Catering')
    expect(labels('Lettings and tenancy management')).toContain('Lettings')
    expect(labels('Yoga instruction to beginners')).toContain('Yoga')
  })

  it('does not read the ordinary word as the skill', () => {
    expect(labels('Please quote the reference when applying')).not.toContain('Quoting')
    expect(labels('Learn the nuts and bolts of the business')).not.toContain('Bolting')
    expect(labels('Experience bolting on new features')).not.toContain('Bolting')
    expect(labels('Lead incident investigations')).not.toContain('Investigations')
    expect(labels('Send your CV to the hiring manager')).not.toContain('Special educational needs')
    expect(labels('High standards of personal grooming')).not.toContain('Pet grooming')
    expect(labels('Free yoga classes every week')).not.toContain('Yoga')
    expect(labels('Childcare vouchers and a pension')).not.toContain('Childcare')
    expect(labels('Learning and development opportunities')).not.toContain('Learning and development')
    expect(labels('Floor stripping and waxing')).not.toContain('Waxing')
    expect(labels('Tax filing deadlines')).not.toContain('Filing')
    expect(labels('We cater to every taste')).not.toContain('Catering')
    expect(labels('Let us know your availability')).not.toContain('Lettings')
    expect(labels('Keep the cost of parts down')).not.toContain('Costing')
    expect(labels('Permit to work in the UK')).not.toContain('Permit to work')
    expect(labels('A private equity-backed company')).not.toContain('Private equity')
    expect(labels('Model the distribution waterfall')).not.toContain('Waterfall')
    expect(labels('Calibration sessions with the QA team')).not.toContain('Calibration')
  })

  it('does not read a job title as the skill it names', () => {
    expect(labels('Quality Engineer')).not.toContain('Quality engineering')
    expect(labels('Quality engineering and supplier audits')).toContain('Quality engineering')
    expect(labels('Private Tutor')).not.toContain('Tutoring')
  })

  it('credits a resume only with what its lines say', () => {
    // Everyday verbs that stem like a trade's name: sending, letting, invoicing customers is not a named trade.
    expect(labels('Sent invoices and let customers know about delays')).toEqual([])
    expect(labels('Cooked for the team and cut costs')).toEqual([])
  })

  it('names no sibling, competitor or higher credential by another one', () => {
    const ids = (text: string) => extractSkills(text).map((skill) => skill.label)
    expect(ids('Ran sprint planning for two teams')).not.toContain('Product ownership')
    expect(ids('CompTIA Network+ certified')).not.toContain('Network certifications')
    expect(ids('Licensed esthetician')).not.toContain('Cosmetology license')
    expect(ids('Monthly vulnerability scanning with Nessus')).not.toContain('Penetration testing')
    expect(ids('RYA Day Skipper')).not.toContain('Yachtmaster')
    expect(ids('EMT Basic, NREMT certified')).not.toContain('Paramedic practice')
    expect(ids('Labor and delivery nurse, 4 years')).not.toContain('Midwifery')
    expect(ids('Kept the shop PCI DSS compliant')).not.toContain('ISO 27001')
    expect(ids('Working towards chartership')).not.toContain('Chartered Engineer')
    expect(ids('Took piano lessons for ten years')).not.toContain('Music teaching')
    // The coding scheme is written with its number, so an industrial "OPC UA" (OPCS stems to OPC) is no coding.
    expect(ids('OPC UA and NMTCB PET')).not.toContain('Medical coding')
    expect(ids('Clinical coding in OPCS-4')).toContain('Medical coding')
  })
})
