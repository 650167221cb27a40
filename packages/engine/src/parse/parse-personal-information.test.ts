import { describe, expect, it } from 'vitest'
import { cleanName, looksLikeName, parsePersonalInformation } from './parse-personal-information.ts'

const lines = (...texts: string[]) => texts.map((text) => ({ text, page: 1 }))

describe('cleanName', () => {
  it('drops credentials after the name', () => {
    expect(cleanName('Maria Lopez, RN, BSN')).toBe('Maria Lopez')
    expect(cleanName('Priya Raghunathan, Esq.')).toBe('Priya Raghunathan')
    expect(cleanName('Mei-Ling Chen, PhD')).toBe('Mei-Ling Chen')
  })

  it('keeps diacritics and turns a name printed in capitals into title case', () => {
    expect(cleanName('ŁUKASZ ŻÓŁĆ')).toBe('Łukasz Żółć')
    expect(cleanName('Zoë Ørsted')).toBe('Zoë Ørsted')
  })

  it('turns a family name in small capitals after a title-case given name into title case', () => {
    expect(cleanName('Darnell WHITAKER')).toBe('Darnell Whitaker')
    expect(cleanName('Anne-Marie DE LA CRUZ')).toBe('Anne-Marie De La Cruz')
    expect(cleanName('Kwame O')).toBe('Kwame O')
    expect(cleanName('Jamie Lee MACDONALD')).toBe('Jamie Lee Macdonald')
  })
})

describe('looksLikeName', () => {
  it('accepts names and refuses headings, contact lines and sentences', () => {
    expect(looksLikeName("James O'Connor")).toBe(true)
    expect(looksLikeName('Work Experience')).toBe(false)
    expect(looksLikeName('jane@example.com')).toBe(false)
    expect(looksLikeName('Led a team of five')).toBe(false)
  })
})

describe('parsePersonalInformation', () => {
  it('reads name, headline and a separated contact line', () => {
    const header = lines(
      'Tomás Ó Briain, PE',
      'Civil Engineer',
      'tomas@example.ie | +353 87 123 4567 | linkedin.com/in/tomas | Dublin, Ireland',
    )
    expect(parsePersonalInformation(header, header).personal).toEqual({
      name: 'Tomás Ó Briain',
      position: 'Civil Engineer',
      email: 'tomas@example.ie',
      phone: '+353 87 123 4567',
      linkedin: 'linkedin.com/in/tomas',
      location: 'Dublin, Ireland',
    })
  })

  it('passes over a headline set larger than the name for the name-like line', () => {
    const header = [
      { text: 'Marcus Bell', page: 1, fontSize: 14.4 },
      { text: 'Portland OR', page: 1, fontSize: 10.9 },
      { text: 'marcus.bell@fastmail.com', page: 1, fontSize: 10.9 },
      { text: '(503) 555-0147', page: 1, fontSize: 10.9 },
      { text: 'IT Support Technician', page: 1, fontSize: 17.3 },
    ]
    const { personal } = parsePersonalInformation(header, header)
    expect(personal.name).toBe('Marcus Bell')
    expect(personal.position).toBe('IT Support Technician')
  })

  it('reads a form header: a capitals section label before the name, a job title label, a dated footer', () => {
    const header = [
      {
        text: 'January 1, 2026\t© European Union, 2002 – 2026 | https://europass.example.eu',
        page: 1,
        fontSize: 7,
      },
      { text: 'PERSONAL INFORMATION Marcus Bell', page: 1, fontSize: 14 },
      { text: 'Portland OR', page: 1, fontSize: 8 },
      { text: 'marcus.bell@fastmail.com', page: 1, fontSize: 8 },
      { text: 'Position\tIT Support Technician', page: 1, fontSize: 8 },
    ]
    const { personal } = parsePersonalInformation(header, header)
    expect(personal.name).toBe('Marcus Bell')
    expect(personal.location).toBe('Portland OR')
    expect(personal.position).toBe('IT Support Technician')
  })

  it('restores the space in a largest line run together, and keeps a capital step inside a surname', () => {
    const header = [
      { text: 'MarcusBell', page: 1, fontSize: 38 },
      { text: 'IT Support Technician', page: 1, fontSize: 17 },
      { text: 'marcus.bell@fastmail.com', page: 1, fontSize: 10 },
      { text: '(503) 555-0147', page: 1, fontSize: 10 },
    ]
    expect(parsePersonalInformation(header, header).personal.name).toBe('Marcus Bell')
    const mc = [{ ...header[0]!, text: 'Ann McDonald' }, ...header.slice(1)]
    expect(parsePersonalInformation(mc, mc).personal.name).toBe('Ann McDonald')
  })

  it('parts a largest line of capitals run together where the e-mail or profile link spells the name', () => {
    const header = [
      { text: 'ROSAVELDKAMP', page: 1, fontSize: 34 },
      { text: 'Bridge Inspector', page: 1, fontSize: 15 },
      { text: '• (402) 555-0188', page: 1, fontSize: 9 },
      { text: '• r.veldkamp@example.org', page: 1, fontSize: 9 },
      { text: '• linkedin.com/in/rosa-veldkamp-pe', page: 1, fontSize: 9 },
      { text: '• Omaha, NE', page: 1, fontSize: 9 },
    ]
    const { personal } = parsePersonalInformation(header, header)
    expect(personal.name).toBe('Rosa Veldkamp')
    expect(personal.position).toBe('Bridge Inspector')
    expect(personal.location).toBe('Omaha, NE')
    // Nothing spells it: the run is left as it is.
    const unspelt = header.map((l) => ({
      ...l,
      text: l.text.replace(/r\.veldkamp|rosa-veldkamp-pe/, 'office'),
    }))
    expect(parsePersonalInformation(unspelt, unspelt).personal.name).not.toBe('Rosa Veldkamp')
  })

  it('rejoins an e-mail hyphenated by the typesetter and a link broken at its own hyphen', () => {
    const header = lines(
      'Marcus Bell',
      'IT Support Technician',
      'B\tmar-',
      'cus.bell@fastmail.com',
      'linkedin.com/in/marcusbell-',
      'it',
    )
    const { personal } = parsePersonalInformation(header, header)
    expect(personal.email).toBe('marcus.bell@fastmail.com')
    expect(personal.linkedin).toBe('linkedin.com/in/marcusbell-it')
  })

  it('reads a seven-digit local phone beside the contact details, and no year as a phone', () => {
    const header = lines('Ana Ruiz', 'Data Analyst', '2019 – 2024', 'Austin, TX · 555-0100 · ana@example.com')
    expect(parsePersonalInformation(header, header).personal).toMatchObject({
      phone: '555-0100',
      email: 'ana@example.com',
      location: 'Austin, TX',
    })
  })

  it('reads a form’s label/value rows: the labelled name, place and contact details, the headline below its label', () => {
    const header = lines(
      'Europass',
      'Curriculum Vitae',
      'Surname(s) / First name(s)\tJordan Reyes',
      'Address(es)\tSeattle',
      'Telephone(s)\t206-555-0133',
      'E-mail\tjordan.reyes@outlook.com',
      'Desired employment / Occupational field',
      'Registered Nurse',
    )
    expect(parsePersonalInformation(header, header).personal).toEqual({
      name: 'Jordan Reyes',
      position: 'Registered Nurse',
      email: 'jordan.reyes@outlook.com',
      phone: '206-555-0133',
      linkedin: '',
      location: 'Seattle',
    })
  })

  it('takes a labelled headline over the halves of a wrapped document title', () => {
    const header = lines(
      'CURRICULUM',
      'VITAE',
      'Name\tMarcus Bell',
      'Desired position\tIT Support Technician',
    )
    expect(parsePersonalInformation(header, header).personal).toMatchObject({
      name: 'Marcus Bell',
      position: 'IT Support Technician',
    })
  })

  it('reads a bare place inside a run of contact details set apart by bullets or spaces', () => {
    const bullets = lines(
      'Jordan Reyes',
      'Registered Nurse',
      'jordan.reyes@outlook.com · 206-555-0133 · Seattle',
    )
    expect(parsePersonalInformation(bullets, bullets).personal.location).toBe('Seattle')
    const spaces = lines('Jordan Reyes', 'Registered Nurse', 'Seattle 206-555-0133 jordan.reyes@outlook.com')
    expect(parsePersonalInformation(spaces, spaces).personal.location).toBe('Seattle')
  })

  it('reads a bare place above the headline as the place', () => {
    const header = lines('Jordan Reyes', 'Seattle', 'Registered Nurse', 'jordan.reyes@outlook.com')
    expect(parsePersonalInformation(header, header).personal).toMatchObject({
      location: 'Seattle',
      position: 'Registered Nurse',
    })
  })

  it('does not take a headline with a comma for a location', () => {
    const header = lines(
      'Maria Lopez',
      'Registered Nurse, Intensive Care',
      '(210) 555-0147 | San Antonio, TX',
    )
    const { personal } = parsePersonalInformation(header, header)
    expect(personal.position).toBe('Registered Nurse, Intensive Care')
    expect(personal.location).toBe('San Antonio, TX')
    expect(personal.phone).toBe('(210) 555-0147')
  })

  it('reads contact details behind bullets and icons, and a place run into them', () => {
    const header = lines(
      'Sarah Martinez',
      '• Human Resources Business Partner',
      '✉ sarah@example.com',
      '• Austin, TX',
      'Seattle, WA david@example.com +1 (555) 291-4756',
    )
    const { personal } = parsePersonalInformation(header, header)
    expect(personal).toMatchObject({
      position: 'Human Resources Business Partner',
      email: 'sarah@example.com',
      location: 'Austin, TX',
      phone: '+1 (555) 291-4756',
    })
  })

  it('takes the name from the start of a line it shares with contact details', () => {
    const header = [
      { text: 'Wei Zhang\tgithub.com/weizhang', page: 1, fontSize: 28 },
      { text: 'Seattle, WA', page: 1, fontSize: 9 },
    ]
    expect(parsePersonalInformation(header, header).personal.name).toBe('Wei Zhang')
  })

  it('keeps a headline of two roles', () => {
    const header = lines('Robert J. Hughes', 'Chief Operating Officer | Supply Chain & Operations Executive')
    expect(parsePersonalInformation(header, header).personal.position).toBe(
      'Chief Operating Officer | Supply Chain & Operations Executive',
    )
  })

  it('takes a LinkedIn profile from the link targets, completing one cut at a line end', () => {
    const header = lines('Marcus Chen', 'LinkedIn')
    const links = ['mailto:m@example.com', 'https://linkedin.com/in/marcuschen']
    expect(parsePersonalInformation(header, header, links).personal.linkedin).toBe(
      'https://linkedin.com/in/marcuschen',
    )
    const cut = lines('Kenji Watanabe', 'linkedin.com/in/kenjiwata')
    expect(
      parsePersonalInformation(cut, cut, ['https://www.linkedin.com/in/kenjiwatanabe']).personal.linkedin,
    ).toBe('https://www.linkedin.com/in/kenjiwatanabe')
  })
})

describe('parsePersonalInformation: outside header layouts', () => {
  it('splits "Name | Headline", reads "City ST" and a bare city after the headline, and never takes a place for the name', () => {
    const banking = parsePersonalInformation(
      [
        { text: 'Marcus Bell | IT Support Technician', page: 1, fontSize: 24 },
        { text: 'Portland OR', page: 1, fontSize: 10 },
        { text: '(503) 555-0147 • marcus.bell@fastmail.com', page: 1, fontSize: 10 },
      ],
      [],
    ).personal
    expect(banking).toMatchObject({
      name: 'Marcus Bell',
      position: 'IT Support Technician',
      location: 'Portland OR',
    })
    const bare = parsePersonalInformation(
      lines('Jordan Reyes', 'Registered Nurse', 'Seattle', 'jr@outlook.com'),
      [],
    ).personal
    expect(bare).toMatchObject({ name: 'Jordan Reyes', position: 'Registered Nurse', location: 'Seattle' })
    expect(looksLikeName('Brooklyn NY')).toBe(false)
  })

  it('reads a LibreOffice sidebar header: a monogram, the name wrapped in capitals, a labelled address', () => {
    const sized = (text: string, fontSize: number) => ({ text, page: 1, fontSize })
    const header = [
      sized('SA', 60),
      sized('SIMONE', 18),
      sized('ACHTERBERG', 18),
      sized('Physical Therapist', 14),
      sized('Address: Boulder CO', 11),
      sized('E-Mail: simone@example.com', 11),
      sized('Phone: (720) 555-0126', 11),
    ]
    expect(parsePersonalInformation(header, header).personal).toEqual({
      name: 'Simone Achterberg',
      position: 'Physical Therapist',
      email: 'simone@example.com',
      phone: '(720) 555-0126',
      linkedin: '',
      location: 'Boulder CO',
    })
  })

  it('reads a contact block read before the name, a contact label whose value wrapped never the headline', () => {
    const sized = (text: string, fontSize: number) => ({ text, page: 1, fontSize })
    const header = [
      sized('Email: ingrid.halvorsen@fastmail.com', 11),
      sized('Mobile: (715) 555-0143', 11),
      sized('LinkedIn:', 11),
      sized('linkedin.com/in/ingrid-halvorsen-slp', 11),
      sized('Eau Claire WI', 11),
      sized('Ingrid Halvorsen', 25),
      sized('Speech-Language Pathologist', 11),
    ]
    expect(parsePersonalInformation(header, header).personal).toEqual({
      name: 'Ingrid Halvorsen',
      position: 'Speech-Language Pathologist',
      email: 'ingrid.halvorsen@fastmail.com',
      phone: '(715) 555-0143',
      linkedin: 'linkedin.com/in/ingrid-halvorsen-slp',
      location: 'Eau Claire WI',
    })
  })
})
