import { describe, expect, it } from 'vitest'
import { isDashSpecialty, withDashSpecialty } from './dash-specialty.ts'

const body =
  'You will prep sauces for our open kitchen and run the section on busy evenings.\n' +
  'Experience in cardiac imaging and vascular ultrasound is a plus; you will support supplier management.\n' +
  'We serve the aged care and disability sectors. Send your CV to jobs@brightwater.example.'
const specialty = (part: string, company = '') => isDashSpecialty(part, body, company)
const read = (text: string, title: string, company = '') =>
  withDashSpecialty(title, text.split('\n'), text, company)

describe('isDashSpecialty', () => {
  it('keeps a field, a modality, a cuisine or a team the ad writes of', () => {
    expect(specialty('Cardiac Imaging')).toBe(true)
    expect(specialty('Vascular Ultrasound')).toBe(true)
    expect(specialty('Supplier Management')).toBe(true)
    expect(specialty('Aged Care')).toBe(true)
    expect(specialty('MRI/CT')).toBe(true)
    expect(specialty('Vietnamese')).toBe(true)
    expect(specialty('Sauces and Prep')).toBe(true)
  })

  it("keeps what the job works on in the plural, and the employer's team, though they read as titles or rare words", () => {
    const lab =
      'For our Cryogenics team we look for a hands-on engineer. Our Harrogate team is growing, based in Harrogate.'
    expect(isDashSpecialty('Cryogenics', lab)).toBe(true)
    expect(isDashSpecialty('Harrogate', lab)).toBe(false)
    expect(isDashSpecialty('Greek Language Models', 'We build Greek assistants.')).toBe(true)
    expect(isDashSpecialty('Hopper Dredgers', 'We operate a fleet of 14 dredgers.')).toBe(true)
    expect(isDashSpecialty('Fashion Model', 'We book fashion models.')).toBe(false)
  })

  it('keeps a field the lexicons name a trade with, though the ad writes it nowhere else', () => {
    expect(specialty('Mechanical Engineering')).toBe(true)
    expect(specialty('Emergency Medicine')).toBe(true)
    expect(specialty('IP')).toBe(true)
    expect(specialty('Dublin')).toBe(false)
    expect(specialty('Harrogate')).toBe(false)
  })

  it("keeps two names a slash joins, and an adjective that names a line of business, but not a country's name", () => {
    const nursery = 'You will care for infants and support toddler routines.'
    expect(isDashSpecialty('Infant/Toddler', nursery)).toBe(true)
    expect(specialty('Institutional')).toBe(true)
    expect(specialty('Commercial')).toBe(true)
    expect(specialty('Portugal')).toBe(false)
    expect(specialty('Montreal')).toBe(false)
  })

  it('keeps English words beside a word of the trade, but not a town the word list knows', () => {
    // "Kitchen" is the ad's word; "Grill" and "Smokehouse" are English words it does not write.
    expect(specialty('Kitchen Grill and Smokehouse')).toBe(true)
    expect(specialty('Dublin')).toBe(false)
    expect(specialty('Pecan Bayou High School')).toBe(false)
  })

  it("keeps a product with its model's number that the ad writes again, not a grade or a unit with one", () => {
    const ad =
      'Head Coach – Quillstrike 2\nWe need a Head Coach for our Quillstrike 2 roster.\nPay: Grade 6, Grade 6 step 1.'
    expect(isDashSpecialty('Quillstrike 2', ad)).toBe(true)
    expect(isDashSpecialty('Quillstrike 2', 'Head Coach – Quillstrike 2\nWe need a Head Coach.')).toBe(false)
    expect(isDashSpecialty('Grade 6', ad)).toBe(false)
  })

  it('drops a place, a site or a ward', () => {
    expect(specialty('Wollongong')).toBe(false)
    expect(specialty('Tulsa, OK')).toBe(false)
    expect(specialty('North West')).toBe(false)
    expect(specialty('Main Theatre')).toBe(false)
    expect(specialty('Riverside Mall')).toBe(false)
    expect(specialty('Portugal')).toBe(false)
    expect(specialty('NSW')).toBe(false)
  })

  it('drops the employer, a brand or a venue', () => {
    expect(specialty('Brightwater')).toBe(false)
    expect(specialty('Aged Care', 'Aged Care Partners Ltd')).toBe(false)
    expect(specialty('Brightwater Care', 'Brightwater')).toBe(false)
    // The trade the employer's name goes on to give is the job's specialty still.
    expect(specialty('Aged Care', 'Riverside Aged Care Ltd')).toBe(true)
    expect(specialty('The Copper Kettle')).toBe(false)
    expect(specialty('Harbour Medical Group')).toBe(false)
  })

  it('drops the hours, the terms, the pay, a number, the level or the season', () => {
    expect(specialty('Nights')).toBe(false)
    expect(specialty('3rd Shift')).toBe(false)
    expect(specialty('Casual')).toBe(false)
    expect(specialty('Direct Hire')).toBe(false)
    expect(specialty('Work From Home')).toBe(false)
    expect(specialty('$24/hr')).toBe(false)
    expect(specialty('Req 88120')).toBe(false)
    expect(specialty('Entry Level')).toBe(false)
    expect(specialty('Summer Season')).toBe(false)
    expect(specialty('m/w/d')).toBe(false)
  })

  it('drops a slogan', () => {
    expect(specialty('Great Kitchen!')).toBe(false)
    expect(specialty('Steady Work, Top Rates')).toBe(false)
    expect(specialty('Join Our Kitchen')).toBe(false)
    expect(specialty('Busy Evenings')).toBe(false)
  })
})

describe('withDashSpecialty', () => {
  it("writes the specialty after the title's dash or bar with a comma", () => {
    expect(read(`Sonographer – Vascular Ultrasound (Part Time)\n${body}`, 'Sonographer')).toBe(
      'Sonographer, Vascular Ultrasound',
    )
    expect(read(`Brightwater Foods | Line Cook | Vietnamese | Perth\n${body}`, 'Line Cook')).toBe(
      'Line Cook, Vietnamese',
    )
    expect(read(`Job Title: Buyer - Supplier Management\n${body}`, 'Buyer')).toBe(
      'Buyer, Supplier Management',
    )
    expect(read(`### SUPPORT WORKER — AGED CARE\n${body}`, 'Support Worker')).toBe(
      'Support Worker, Aged Care',
    )
    expect(read(`Join Brightwater as Line Cook – Vietnamese\n${body}`, 'Line Cook')).toBe(
      'Line Cook, Vietnamese',
    )
    expect(read(`Buyer: Supplier Management\n${body}`, 'Buyer')).toBe('Buyer, Supplier Management')
  })

  it('leaves the title as it is when the dash leads to board furniture or the employer', () => {
    expect(read(`Sonographer – Wollongong\n${body}`, 'Sonographer')).toBe('Sonographer')
    expect(read(`Line Cook - Nights - $24/hr\n${body}`, 'Line Cook')).toBe('Line Cook')
    expect(read(`Line Cook — Brightwater\n${body}`, 'Line Cook', 'Brightwater')).toBe('Line Cook')
    expect(read(`Line Cook at Harbour Bistro - Vietnamese\n${body}`, 'Line Cook')).toBe('Line Cook')
    expect(read(`Line Cook (Vietnamese)\n${body}`, 'Line Cook')).toBe('Line Cook')
    // The dash follows the subject line's other words, not the title.
    expect(read(`Line Cook opportunity - Aged Care\n${body}`, 'Line Cook')).toBe('Line Cook')
    expect(read(`Buyer, Fresh Produce – Supplier Management\n${body}`, 'Buyer, Fresh Produce')).toBe(
      'Buyer, Fresh Produce',
    )
  })
})
