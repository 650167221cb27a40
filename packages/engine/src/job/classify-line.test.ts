import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { classifyLine, findHeadingSection } from './classify-line.ts'

const skills = (text: string) => {
  const job = analyzeJob(text)
  return [...job.required_skills, ...job.preferred_skills, ...job.soft_skills].map((s) => s.label)
}

describe('findHeadingSection', () => {
  it('reads "Why <employer>" as what the employer offers', () => {
    expect(findHeadingSection('Why Quillfeather:')).toBe('benefits')
    expect(findHeadingSection('Why us:')).toBe('benefits')
    expect(findHeadingSection('Why Kestrel Labs')).toBe('benefits')
    expect(findHeadingSection('Why Kōwhai')).toBe('benefits')
    expect(findHeadingSection('Package')).toBe('benefits')
    expect(findHeadingSection('Remuneration:')).toBe('benefits')
    expect(findHeadingSection('Total rewards')).toBe('benefits')
    expect(
      skills('Data Engineer\nWhy Quillfeather: a yearly conference budget and paid research days.'),
    ).toEqual([])
  })

  it("reads the duties' headings however the ad words them", () => {
    expect(findHeadingSection("What you'll be doing")).toBe('responsibilities')
    expect(findHeadingSection('What you’ll do')).toBe('responsibilities')
    expect(findHeadingSection('What you will be doing:')).toBe('responsibilities')
  })

  it('reads "Who we are looking for" as the person sought, and "Who we are" as the employer', () => {
    expect(findHeadingSection('Who we are looking for:')).toBe('required')
    expect(findHeadingSection("Who we're seeking")).toBe('required')
    expect(findHeadingSection('Who we are searching for')).toBe('required')
    expect(findHeadingSection('Who we are')).toBe('boilerplate')
    expect(findHeadingSection('Who we are:')).toBe('boilerplate')
  })

  it('reads "Application:" and "To apply:" as how to apply, and no button "Apply Now"', () => {
    expect(findHeadingSection('Application:')).toBe('boilerplate')
    expect(findHeadingSection('To apply:')).toBe('boilerplate')
    expect(findHeadingSection('Apply Now')).toBeUndefined()
    expect(skills('School Nurse\nApplication: send a resume and your CPR card to the office.')).toEqual([])
  })
})

describe('equal-opportunity statements', () => {
  it('reads the rest of the paragraph after the statement as the statement', () => {
    const ad = `Outreach Worker
Requirements:
- Case management experience
Marrow Lane Services is an equal opportunity employer. Veterans, LGBTQ+ people and bilingual Spanish speakers are encouraged to apply.`
    expect(skills(ad)).toContain('Case management')
    expect(skills(ad).join()).not.toMatch(/LGBTQ|Spanish/)
  })

  it('knows "EEO" and a ban on discrimination as such statements', () => {
    expect(
      skills('Electrician\nRequirements:\n- Conduit bending\nHollin Power, Inc. is an EEO employer.'),
    ).not.toContain('EEO')
    expect(
      skills(
        'Teacher\nThe district prohibits discrimination. Bilingual Spanish speakers are encouraged to apply.',
      ),
    ).not.toContain('Spanish')
  })
})

describe('what the employer gives', () => {
  it('reads offers, paid training and how to apply as no requirement, under any heading', () => {
    const ad = `Tram Driver
Requirements:
- Customer service experience
- We offer paid CPD and a yearly Kaizen workshop.
New drivers complete a ten-week paid training programme covering route knowledge and fault finding.
Company-paid forklift licence in your first month.
We will train people from trades like plumbing or carpentry.
Send your CV with your Kaizen certificate to the depot.
By applying you consent to processing under GDPR.`
    const found = skills(ad)
    expect(found).toContain('Customer service')
    expect(found.join()).not.toMatch(/CPD|Kaizen|Fault finding|Forklift|Plumbing|Carpentry|GDPR|Route/i)
    const perks = skills(
      "Accountant\nAbout the role\nYou will own the month-end close.\nBenefits include an annual bonus of up to 8%, 33 days' holiday including bank holidays, 5% matched pension, free on-site parking, subsidised canteen and a hybrid pattern of one day a week from home.",
    )
    expect(perks.join()).not.toMatch(/parking|canteen/i)
  })

  it("reads a line listing pay and perks, and a heading of what's on offer, as no requirement", () => {
    const ad = `£13.40 per hour
28 days' paid holiday, pension, Blue Light Card, and £500 refer-a-friend bonus
Mobile Patrol Security Officer
Requirements
- SIA door supervisor licence
What's on Offer
- Funded training, including PLC and robotics courses`
    const found = skills(ad)
    expect(found.join()).not.toMatch(/Blue light|PLC|Robotics/i)
    expect(classifyLine('- Payroll experience including pension and holiday pay', 'required')).toBe(
      'required',
    )
  })

  it('reads how to apply by message and how the employer chooses as no requirement', () => {
    const ad = `Pastry Cook
Requirements:
- Pastry experience
✔ Send CV with photos of your cakes on WhatsApp only
Applications will be screened for minimum qualifications.
Shortlisted candidates will be invited to a practical test and a structured interview.
We thank all applicants; only those selected for interview will be contacted.`
    const found = skills(ad)
    expect(found.join()).not.toMatch(/WhatsApp|Interview/i)
  })

  it('keeps what a selection step assesses', () => {
    const ad = `Line Mechanic
Requirements:
- Engine repair experience
Qualified candidates will be invited to an oral interview assessing problem solving and customer service.`
    expect(skills(ad)).toEqual(expect.arrayContaining(['Problem solving', 'Customer service']))
  })

  it('keeps a requirement that only mentions support to gain it', () => {
    expect(
      skills(
        'Funeral Arranger\nRequirements:\n- A forklift licence is desirable - we will support you to gain it',
      ),
    ).toContain('Forklift operation')
  })

  it('reads a plus however the ad grades it as a preference', () => {
    for (const line of [
      'Certified Operator license is a big plus',
      '6G pipe welding certification a strong plus',
      'Experience with horses / logistics in Juta area — plus',
      'DELTA will be big plus',
    ])
      expect(classifyLine(line, 'required')).toBe('preferred')
    for (const line of ['Award-plus salary', 'Base salary plus commission', 'Python 3 plus Django'])
      expect(classifyLine(line, 'required')).toBe('required')
  })

  it('reads a heading that names the job itself as the end of an "About us" block', () => {
    for (const line of [
      'Join our team',
      'Job details',
      'THE POSITION',
      'Position summary',
      'The opportunity:',
    ])
      expect(findHeadingSection(line)).toBe('intro')
    const ad = `Verger
About us

St Aidan's Church has stood on its corner since 1887.

Join our team

The Vestry is seeking a verger. You will need manual handling skills and a current first aid certificate.`
    expect(skills(ad)).toEqual(expect.arrayContaining(['Manual handling', 'First aid']))
  })

  it("reads the person sought's headings as boards in many countries write them", () => {
    for (const line of [
      'About you',
      'Your profile:',
      'The ideal candidate',
      'What you will bring',
      'Essential criteria:',
      'Person specification',
      'Need:',
    ])
      expect(findHeadingSection(line)).toBe('required')
    expect(findHeadingSection('Desirable criteria:')).toBe('preferred')
    expect(findHeadingSection('Company profile:')).toBe('boilerplate')
    expect(findHeadingSection('Us:')).toBe('boilerplate')
  })
})

describe("a site's footer", () => {
  it('reads a row of site links as no part of the job, but prose about accessibility as the job', () => {
    // [line, its heading's section, the line's own]
    for (const [line, under, own] of [
      ['Company no. 09917634 · Privacy · Accessibility · Cookies', 'intro', 'boilerplate'],
      ['©2026 Indeed   Accessibility at Indeed   Privacy Center   Terms', 'intro', 'boilerplate'],
      ['Lead accessibility audits and write accessibility statements', 'required', 'required'],
    ] as const)
      expect(classifyLine(line, under)).toBe(own)
  })
})

describe("the organisation's own licence and privacy notice", () => {
  it('reads them as no part of the job, but a licence or registration the reader holds as the job', () => {
    for (const [line, under, own] of [
      [
        'Licensed employment agency under the Private Employment Agencies Act 2019, Reg. 7',
        'intro',
        'boilerplate',
      ],
      [
        'I am Wen from Harbour Crew Sdn. Bhd., a licensed recruitment agency (licence no. 1203).',
        'intro',
        'boilerplate',
      ],
      ['Registered under the Friendly Societies Act, Cap. 88', 'intro', 'boilerplate'],
      [
        'Kestrel Staffing Ltd is a registered employment business and complies with GDPR.',
        'intro',
        'boilerplate',
      ],
      [
        'We comply with the Data Protection Act when processing your personal data.',
        'required',
        'boilerplate',
      ],
      ['- Registered nurse with current AHPRA registration', 'required', 'required'],
      ['- Licensed electrician (A-grade) with a current licence', 'required', 'required'],
      ['- Knowledge of GDPR and data protection in HR records', 'required', 'required'],
    ] as const)
      expect([line, classifyLine(line, under)]).toEqual([line, own])
  })

  it('reads an address field and what the ad says it does not need as boilerplate', () => {
    expect(classifyLine('Address: 4th Floor, 12th Main, Koramangala Block 5, Bengaluru', 'required')).toBe(
      'boilerplate',
    )
    expect(classifyLine("Don't have forklift experience? That's fine, we will train you.", 'required')).toBe(
      'boilerplate',
    )
    expect(classifyLine('Do you have forklift experience? Tell us about it.', 'required')).toBe('required')
  })
})
