import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'

const ad = `Senior Staff Accountant - Brightline Foods

About Brightline Foods
Brightline Foods is a family-owned snack maker.

What you'll do:
- Own the month-end close and prepare journal entries
- Support the annual audit

Requirements:
- Bachelor's degree in Accounting; CPA preferred
- 4+ years of experience in accounting, including 2 years in retail
- Advanced Excel (pivot tables)
- Strong attention to detail

Nice to have:
- NetSuite experience

Benefits: 401(k), dental, Python training budget.
We are an equal opportunity employer and value SQL skills regardless of background.`

const labels = (skills: { label: string }[]) => skills.map((s) => s.label)

describe('analyzeJob', () => {
  const job = analyzeJob(ad)

  it('reads title, company, seniority, years and education', () => {
    expect(job.job_title).toBe('Senior Staff Accountant')
    expect(job.company).toBe('Brightline Foods')
    expect(job.seniority).toBe('senior')
    expect(job.years_experience).toBe(4)
    expect(job.education_level).toBe('bachelor')
  })

  it('shows a title named only in lower case as a title is printed', () => {
    expect(analyzeJob('VACANCY\nWe search a tree climber with experience.').job_title).toBe('Tree Climber')
    expect(analyzeJob('VACANCY\nWe are looking for a director of nursing with experience.').job_title).toBe(
      'Director of Nursing',
    )
  })

  it('splits required, preferred and soft skills', () => {
    expect(labels(job.required_skills)).toEqual(expect.arrayContaining(['Month-end close', 'Excel', 'Audit']))
    // "Advanced Excel (pivot tables)": the function says how well the product is wanted (product-details.ts).
    expect(labels(job.required_skills)).not.toContain('Pivot tables')
    expect(labels(job.preferred_skills)).toEqual(expect.arrayContaining(['CPA', 'NetSuite']))
    expect(labels(job.required_skills)).not.toContain('CPA')
    expect(labels(job.soft_skills)).toEqual(['Attention to detail'])
  })

  it('ignores benefits and equal-opportunity boilerplate', () => {
    const all = labels([...job.required_skills, ...job.preferred_skills])
    expect(all).not.toContain('Python')
    expect(all).not.toContain('SQL')
  })

  it("reads no skill in a forwarded mail's headers or a chat's sender lines", () => {
    const mail = `Fwd: a job for you
From: Sian Ames <sian@example.org>
Subject: Fwd: Vacancy - Welder
---------- Forwarded message ---------
From: Recruitment <jobs@harlow.example.org>
Subject: Vacancy - Welder
Dear colleagues,
Harlow Steel Ltd is recruiting a Welder for its Leeds shop.
Requirements:
- MIG welding`
    const skills = analyzeJob(mail).required_skills.map((s) => s.id)
    expect(skills).toContain('welding')
    expect(skills).not.toContain('recruiting')
  })

  it("reads no skill in a colleague's post, and keeps a credential that names its holder", () => {
    const ad = `Marine Electrician
Harbourline Ltd
Duties:
- Working together with Chief Engineer and engine crew
Requirements:
- ICC Permit Technician certification`
    const labels = analyzeJob(ad).required_skills.map((s) => s.label)
    expect(labels).not.toContain('Chief Engineer')
    expect(labels).toContain('ICC Permit Technician')
  })

  it('reads a capitals job with a gloss in another language, and a longer legal form whole', () => {
    const ad = `Clínica Sol del Pacífico
Especialidades   Staff médico   Trabaja con nosotros   Contacto
Central de citas (01) 555-0190          ES | EN

Quiénes somos / About us
Clínica Sol del Pacífico is a private clinic in Lima with 120 beds and 6 operating rooms.
Since 2016 we are accredited by Joint Commission International and we receive patients from all Peru.

Trabaja con nosotros / Join our team
We are looking for a GASTROENTEROLOGIST (Médico Gastroenterólogo) with advanced endoscopy training to join our
Digestive Health Unit.
Functions:
- outpatient consultation

© 2027 Clínica Sol del Pacífico S.A.C. – RUC 20551234567 – Av. Benavides 555, Lima`
    expect(analyzeJob(ad)).toMatchObject({
      job_title: 'Gastroenterologist',
      company: 'Clínica Sol del Pacífico S.A.C.',
    })
  })

  it('reads an AppliTrack page: fields over their values, a numbered district, a job of the deaf at a school', () => {
    const ad = `Quillon Ridge School District 14
Job Postings   Employee Login   Contact Human Resources
Position Type:
  Licensed - Special Education/Teacher of the Deaf and Hard of Hearing
Date Posted:
  4/2/2027
Location:
  Aspen Hollow Elementary
JobID: 2211

TEACHER OF THE DEAF AND HARD OF HEARING – ASPEN HOLLOW ELEMENTARY (1.0 FTE)

Quillon Ridge School District 14 serves 6,400 students in eleven schools.`
    expect(analyzeJob(ad)).toMatchObject({
      job_title: 'Teacher of the Deaf and Hard of Hearing',
      company: 'Quillon Ridge School District 14',
    })
  })

  it("reads a careers page with the brand over a two-language about block, and the footer's fuller name", () => {
    const ad = `Hospital Santa Lucía
Urgencias 24 h: 477 555 0102
Inicio   Especialidades   Bolsa de trabajo   Contacto       ES | EN

Nuestra historia / Our history
Hospital Santa Lucía opened in 1987 in León, Guanajuato, as a maternity clinic of 20 beds. Today we are a
general hospital of 160 beds with intensive care, cardiology, transplant and a new Cancer Centre with two
linear accelerators and an oncology day hospital of 24 chairs. We attend patients of the private insurers and
also from USA and Canada in our international program.

Bolsa de trabajo / Careers
ONCÓLOGO MÉDICO / MEDICAL ONCOLOGIST
Turno matutino · Consulta externa y hospitalización
Requirements:
- Medical Oncology specialty

Hospital Santa Lucía del Bajío, S.A. de C.V. · Blvd. Campestre 555, León, Gto. · Aviso de privacidad`
    expect(analyzeJob(ad)).toMatchObject({
      job_title: 'Medical Oncologist',
      company: 'Hospital Santa Lucía del Bajío, S.A. de C.V.',
    })
  })

  it('reads no skill in how to apply', () => {
    const job = analyzeJob(
      'Payroll Clerk\nRequirements:\n- Payroll experience\nTo apply, complete the online application on our website.',
    )
    expect(labels(job.required_skills)).not.toContain('Online application')
  })

  it('reads no hashtag and no shouted how-to-apply line as a skill', () => {
    const job = analyzeJob(
      'Crew Planner\nRequirements:\n- Crew scheduling experience\nAPPLICATIONS MAY BE FILED ONLINE AT: www.example.gov/jobs\n#NowHiring #CrewPlanner #PortJobs',
    )
    const all = labels([...job.required_skills, ...job.preferred_skills])
    expect(all.join()).not.toMatch(/Hiring|CrewPlanner|PortJobs|Applications|Filed|Online/i)
  })

  it("reads an employer's name with an abbreviated legal form as one sentence", () => {
    const job = analyzeJob(
      'Safety Associate\nAcme Lifesciences Pvt. Ltd. is a full service CRO serving 40 clients.\nRequirements:\n- Case processing experience',
    )
    expect(labels([...job.required_skills, ...job.preferred_skills])).not.toContain('CRO')
  })

  it('keeps the responsibilities', () => {
    expect(job.responsibilities).toEqual([
      'Own the month-end close and prepare journal entries',
      'Support the annual audit',
    ])
  })

  it('reads the title of a posting pasted as one paragraph', () => {
    const job = analyzeJob('Senior Data Analyst at Contoso. Requirements: 5+ years SQL, Python, Tableau.')
    expect(job).toMatchObject({ job_title: 'Senior Data Analyst', company: 'Contoso', seniority: 'senior' })
  })

  it('returns an empty analysis for empty input', () => {
    expect(analyzeJob('')).toEqual({
      job_title: '',
      company: '',
      seniority: null,
      years_experience: null,
      education_level: null,
      required_skills: [],
      preferred_skills: [],
      soft_skills: [],
      keywords: [],
      responsibilities: [],
    })
  })

  // Its time is a benchmark (bench/guard-speed.ts), not a test.
  it('handles a huge description', () => {
    const big = analyzeJob(ad.repeat(200))
    expect(big.required_skills.length).toBeGreaterThan(0)
  })

  it('reads product names and years from a non-English ad without inventing a title', () => {
    const german = analyzeJob(
      'Wir suchen Verstärkung!\nAnforderungen:\n- 3 Jahre Erfahrung mit Python und Docker\n- Teamfähigkeit',
    )
    expect(labels(german.required_skills)).toEqual(['Python', 'Docker'])
    expect(german.job_title).not.toMatch(/Python/)
  })

  it('reads title and company from the shapes job boards produce', () => {
    const read = (text: string) => {
      const { job_title, company } = analyzeJob(text)
      return [job_title, company]
    }
    expect(read('About Northgate Clinic\nWe are a small practice.\n\nMedical Assistant\nFull-time')).toEqual([
      'Medical Assistant',
      'Northgate Clinic',
    ])
    expect(read('Who we are\nFresh Route delivers groceries.\n\nOperations Manager\nAtlanta, GA')).toEqual([
      'Operations Manager',
      'Fresh Route',
    ])
    expect(read('Tidepool Games is hiring a Gameplay Programmer\nMobile · Remote')).toEqual([
      'Gameplay Programmer',
      'Tidepool Games',
    ])
    expect(read('Join Learnwell as an Instructional Designer and help workers learn.')).toEqual([
      'Instructional Designer',
      'Learnwell',
    ])
    expect(read('The Harborview Hotel – Front Desk Agent\nEvenings required')).toEqual([
      'Front Desk Agent',
      'The Harborview Hotel',
    ])
    expect(read('City of Fort Collins\nPermit Technician\nType: Full-time')).toEqual([
      'Permit Technician',
      'City of Fort Collins',
    ])
    expect(read('Harbor County Water District seeks a Water Treatment Operator to join our plant.')).toEqual([
      'Water Treatment Operator',
      'Harbor County Water District',
    ])
    expect(read('Warehouse Supervisor (2nd Shift)\nPinnacle Distribution - Reno, NV\nFull-time')).toEqual([
      'Warehouse Supervisor',
      'Pinnacle Distribution',
    ]) // A shift after the title is no company; a name line above it is.
    expect(read('Eastgate Medical Center\nRespiratory Therapist – Nights\nFresno, CA')).toEqual([
      'Respiratory Therapist',
      'Eastgate Medical Center',
    ])
    expect(read('Brightcoin · Android Developer\nRemote (US)')).toEqual(['Android Developer', 'Brightcoin'])
    expect(read('Join Summit Outfitters as a Store Manager in Reno.')).toEqual([
      'Store Manager',
      'Summit Outfitters',
    ])
    expect(read('Careers at Lakeside Credit Union\n\nTeller\nReq ID: 24-1')).toEqual([
      'Teller',
      'Lakeside Credit Union',
    ])
    expect(read('Line Cook\nWhy join Copper Pot?\nWe cook from scratch.')[1]).toBe('Copper Pot')
    expect(read('Data Analyst\nLife at Brightpath\nWe are remote.')[1]).toBe('Brightpath')
    expect(read('Staff Nurse\nHiring organization: Mercy West Hospital')[1]).toBe('Mercy West Hospital')
    expect(read('Welder\nWhy Us?\nGreat pay')[1]).toBe('')
    // A header of four parts, a note in brackets, a grade after the title, a department as the employer.
    expect(read('Ironbridge Steel | Structural Welder | Gary, IN | 1st shift\nWhat you will do')).toEqual([
      'Structural Welder',
      'Ironbridge Steel',
    ])
    expect(
      read(
        'Logistics Coordinator (Brokerage Operations) at Tristar Freight Partners – Columbus, OH\nYour day:',
      )[0],
    ).toBe('Logistics Coordinator')
    expect(
      read('Civil Engineer I/II\nBarlow Engineering\nBoise, ID\n\nAbout Barlow Engineering\nWe design.'),
    ).toEqual(['Civil Engineer', 'Barlow Engineering'])
    expect(read('Position: Court Clerk\nDepartment: Valley Justice Court\nType: Full-time')).toEqual([
      'Court Clerk',
      'Valley Justice Court',
    ])
    expect(read('Position: Data Analyst\nDepartment: Marketing\nAcme Corp is hiring.')[1]).toBe('Acme Corp')
    expect(read('About Engineering\nWe design bridges.\nCivil Engineer')[1]).toBe('')
    expect(
      read(
        'COUNTY OF MAPLE RIDGE\ninvites applications for the position of:\nBuilding Inspector I\nSALARY: $30',
      ),
    ).toEqual(['Building Inspector I', 'County of Maple Ridge'])
    expect(
      read('Posting Number: 123\nPosition Title: Financial Aid Counselor\nInstitution: Westfield College'),
    ).toEqual(['Financial Aid Counselor', 'Westfield College'])
    const linkedIn =
      'Payroll Specialist\nHollis Brothers Logistics · Dayton, OH (Hybrid) · 3 days ago · 41 applicants'
    expect(read(linkedIn)).toEqual(['Payroll Specialist', 'Hollis Brothers Logistics'])
    expect(read('Scheduler\nOperations · Dayton, OH · Full-time')[1]).toBe('') // a department, not a name
    expect(read('Part-time Receptionist (25 hrs/week)\nFront desk work.')[0]).toBe('Receptionist')
    expect(read('Seasonal Tax Preparer\nJanuary to April.')[0]).toBe('Seasonal Tax Preparer')
    // A board's buttons and counts between the title and the name line.
    expect(
      read('Mechanical Engineer\nSave\nEasy Apply\nPosted 3 days ago\nKestrel Aero Corp\nSeattle, WA'),
    ).toEqual(['Mechanical Engineer', 'Kestrel Aero Corp'])
  })

  it('reads the company from a closing about block, a capitalised EEO line and a corporate period', () => {
    const company = (text: string) => analyzeJob(text).company
    expect(company('Speech Therapist\nTreat children.\n\nAbout Little Oaks Therapy\nWe are a clinic.')).toBe(
      'Little Oaks Therapy',
    )
    expect(company('Cashier\nRing up sales.\nAbout the job\nBusy store.')).toBe('')
    expect(company('Mechanic\nFix trucks.\nThe Town of Elmford is an Equal Opportunity Employer.')).toBe(
      'Town of Elmford',
    )
    expect(company('Stylist\nHalden & Co. | Denver, CO | Full Time')).toBe('Halden & Co.')
  })

  it('names the company from the address to apply to only when nothing else does', () => {
    const company = (text: string) => analyzeJob(text).company
    expect(company('Office Assistant\nFile and answer phones.\nEmail jobs@greenvalleyfarms.com')).toBe(
      'Green Valley Farms',
    )
    expect(company('Office Assistant\nFile and answer phones.\nEmail me at sam.hill@gmail.com')).toBe('')
  })

  it('reads the company from closing lines and from the domain of the address to apply to', () => {
    const company = (text: string) => analyzeJob(text).company
    const eeo =
      'Line Cook\nEvenings and weekends.\nRequirements: knife skills\nMarrow & Vine is an equal opportunity employer.'
    expect(company(eeo)).toBe('Marrow & Vine')
    expect(
      company('Line Cook\nRequirements: knife skills\n\nThanks for reading!\n— The Copperleaf Team'),
    ).toBe('Copperleaf')
    const mail = 'Bookkeeper\nWe keep the books for Ridgeway Veterinary Group.\nApply: jobs@ridgewayvet.com'
    expect(company(mail)).toBe('Ridgeway Veterinary Group')
    expect(company('Bank Teller\nAt Prairie State Bank, we believe banking is personal.')).toBe(
      'Prairie State Bank',
    )
    expect(company('Job Title: School Counselor\nAgency: Lakeview Unified School District')).toBe(
      'Lakeview Unified School District',
    )
  })

  it("reads neither a requisition number nor the company's own name as a skill", () => {
    const teller = analyzeJob('Bank Teller\njob requisition id\nR-10432\nRequirements:\n- Cash handling')
    expect(labels(teller.required_skills)).not.toContain('R')
    const coder = analyzeJob(
      'Medical Coder\nSummit Orthopedic Partners is hiring.\nRequirements: Summit, CPT',
    )
    expect(coder.company).toBe('Summit Orthopedic Partners')
    expect(labels(coder.required_skills)).toEqual(['CPT coding'])
  })

  it('reads credentials offered as alternatives as one requirement, named by the first', () => {
    const coder = analyzeJob('Medical Coder\nRequirements:\n- CPC or CCS certification\n- CIA or CPA')
    expect(labels(coder.required_skills)).toEqual(['CPC certification', 'CIA'])
    const school = analyzeJob('Teacher\nRequirements:\n- Degree in education (or a CDA credential)')
    expect(labels(school.required_skills)).toContain('CDA credential')
  })

  it("reads a quality's adjective before a thing as describing the thing, not the person", () => {
    const teacher = analyzeJob(
      "Preschool Teacher\nWhat you'll do:\n- Keep a well-organized classroom\n- Follow our Creative Curriculum",
    )
    expect(labels(teacher.soft_skills)).toEqual([])
    const writer = analyzeJob('Copywriter\nWho you are:\n- Creative, organized person')
    expect(labels(writer.soft_skills)).toEqual(['Creativity', 'Organization'])
  })

  it('reads an -able adjective before a thing as describing the thing: flexible rosters, a reliable fleet', () => {
    const driver = analyzeJob(
      'Courier\nWhat you will do:\n- Build a reliable delivery network across the county\n- Work flexible rosters that suit you',
    )
    expect(labels(driver.soft_skills)).toEqual([])
    const reliable = analyzeJob('Courier\nRequirements:\n- Reliable and flexible, with a clean licence')
    expect(labels(reliable.soft_skills)).toEqual(['Dependability', 'Adaptability'])
  })

  it('reads "You\'ll need" and "What you need" as requirement headings', () => {
    for (const heading of ["You'll need", 'What you need']) {
      const job = analyzeJob(`Lab Technician\n${heading}\n- LIMS and ELN`)
      expect(labels(job.required_skills)).toContain('LIMS')
    }
  })

  it('uses the title and company the form gives', () => {
    const job = analyzeJob('About us\nWe build robots.\n\nRequirements: SolidWorks', {
      title: 'Design Engineer',
      company: 'Kestrel',
    })
    expect([job.job_title, job.company]).toEqual(['Design Engineer', 'Kestrel'])
    expect(job.keywords).not.toContain('Kestrel')
  })

  it('does not ask for the words that name the job, but keeps a one-word skill in the title', () => {
    const driver = analyzeJob('CDL-A Regional Truck Driver\nRequirements:\n- Valid Class A CDL')
    expect(labels(driver.required_skills)).not.toContain('Truck drivers')
    // A commercial license is not a plain driver's license; its class is kept in the name.
    expect(labels(driver.required_skills)).toEqual(['CDL Class A'])
    const developer = analyzeJob('Python Developer\nRequirements:\n- 3 years of Python and Django')
    expect(labels(developer.required_skills)).toEqual(expect.arrayContaining(['Python', 'Django']))
    const teacher = analyzeJob(
      'Special Education Teacher\nWe teach special education in small groups.\nRequirements:\n- Special education credential or 2 years of special education experience',
    )
    expect(labels(teacher.required_skills)).toContain('Special education')
    const intro = analyzeJob('Special Education Teacher\nWe teach special education in small groups.')
    expect(labels(intro.required_skills)).not.toContain('Special education')
  })

  it('reads no acronyms from a heading in capitals, nor skills from an e-mail address', () => {
    const job = analyzeJob(
      'Lab Technician\nRequirements:\n- LIMS\nADDITIONAL INFORMATION:\nSend questions to scheduling@example.org.',
    )
    expect(labels(job.required_skills)).toEqual(['LIMS'])
    const attached = analyzeJob(
      'Lab Technician\nRequirements:\n- LIMS\nAttachments: CV_form_DCM_2026.docx (48 KB)',
    )
    expect(labels(attached.required_skills)).toEqual(['LIMS'])
  })

  it("reads no letters of a name the lexicon read whole, and no colleague's post, as skills of their own", () => {
    const job = analyzeJob(
      'Frontend Engineer\nRequirements:\n- PCI DSS exposure\n- Assists the Restaurant Manager with the briefing',
    )
    expect(labels(job.required_skills)).toEqual(['PCI DSS'])
    const check = analyzeJob(
      'Houseparent\nAbout you\n- A current Blue Card (Working with Children Check), or eligibility to obtain one before commencing',
    )
    expect(labels(check.required_skills)).not.toContain('Children Check')
  })

  it('reads people who do the work as no skill of the same words', () => {
    const job = analyzeJob(
      'Tenant Liaison\nResponsibilities:\n- Meet with landlords and property managers every week\n- Handle rent collection',
    )
    expect(labels(job.required_skills)).not.toContain('Property management')
    expect(
      labels(analyzeJob('Leasing Agent\nRequirements:\n- Property management experience').required_skills),
    ).toContain('Property management')
  })

  it('reads no skill from how to apply', () => {
    const job = analyzeJob(
      'Lab Technician\nRequirements:\n- LIMS\nApplication Procedure: Submit through CareerGate\nHow to Apply\nUse the TalentDesk portal.',
    )
    expect(labels(job.required_skills)).toEqual(['LIMS'])
  })

  it('keeps the wording of the ad over a taxonomy plural or a second name for the same words', () => {
    const plant = analyzeJob('Plant Operator\nRequirements:\n- State Wastewater Treatment license')
    expect(labels(plant.required_skills)).not.toContain('Wastewater treatments')
    const aid = analyzeJob('Camp Counselor\nRequirements:\n- Current First Aid certification')
    expect(labels(aid.required_skills)).toEqual(['First aid'])
  })

  it("names the title's field when the ad writes it", () => {
    const job = analyzeJob(
      'Court Reporter\nWe are a court reporting agency.\nRequirements:\n- RPR certification',
    )
    expect(labels(job.required_skills)).toContain('Court reporting')
    const silent = analyzeJob('Court Reporter\nCover depositions.\nRequirements:\n- RPR certification')
    expect(labels(silent.required_skills)).not.toContain('Court reporting')
  })

  it('leaves words anyone says out of the keywords', () => {
    const job = analyzeJob(
      'Pool Technician\nWe test chlorine levels every week and log chlorine readings and hours each week.\nRequirements:\n- CPO certification',
    )
    expect(job.keywords).toContain('chlorine')
    expect(job.keywords).not.toContain('week')
    expect(job.keywords).not.toContain('hours')
  })

  it("reads a law firm's name written with commas as the company, and not its first partner as the title", () => {
    const job = analyzeJob(
      'Dunn, Pryor & Reyes LLP – Estate Paralegal\nRequirements\n- 2 years of probate work',
    )
    expect(job.job_title).toBe('Estate Paralegal')
    expect(job.company).toBe('Dunn, Pryor & Reyes LLP')
  })

  it('reads a standard named by body and number in a duty, where other capitals are left to the lexicon', () => {
    const job = analyzeJob(
      'Assembly Lead\nResponsibilities:\n- Build pump housings under our ISO 13485 quality system\n- Observe arc flash rules (NFPA 70E)',
    )
    expect(labels(job.required_skills)).toEqual(expect.arrayContaining(['ISO 13485', 'NFPA 70E']))
  })

  it('reads each item of a line the ad labels as its skills', () => {
    const job = analyzeJob('Histology Technician\nSkills ...... tissue embedding; microtomy; special stains')
    expect(labels(job.required_skills)).toEqual(
      expect.arrayContaining(['Tissue embedding', 'Special stains']),
    )
  })

  it('reads capitals a duty follows or is held to, not those it reports to', () => {
    const job = analyzeJob(
      'Bench Chemist\nResponsibilities:\n- All bench work follows GLP\n- Send weekly results to the QAU lead',
    )
    expect(labels(job.required_skills)).toContain('GLP')
    expect(labels(job.required_skills)).not.toContain('QAU')
  })

  it('names the field of a title that carries a grade', () => {
    const job = analyzeJob(
      'Court Reporter II\nJoin our court reporting team.\nRequirements:\n- RPR certification',
    )
    expect(labels(job.required_skills)).toContain('Court reporting')
  })

  it('names the field of a title with its team after a comma', () => {
    const job = analyzeJob(
      'Court Reporter, Appellate Division\nJoin our court reporting team.\nRequirements:\n- RPR certification',
    )
    expect(labels(job.required_skills)).toContain('Court reporting')
  })

  it('reads the lines after a pay or employer field as the posting', () => {
    const job = analyzeJob(
      'Records Clerk\nSalary: $41,000 - $48,000 annually\nThe clerk scans deeds and plats into Laserfiche and checks plat maps.',
    )
    expect(labels(job.required_skills)).toContain('Laserfiche')
  })

  it('reads an EOE statement as boilerplate', () => {
    const job = analyzeJob('Line Cook\nRequirements:\n- Knife skills\n- We are an EOE')
    expect(labels(job.required_skills)).not.toContain('EOE')
  })

  it('keeps a skill the ad names only in its title line', () => {
    const job = analyzeJob('Unity Developer - Remote\nRequirements:\n- Three shipped mobile games')
    expect(labels(job.required_skills)).toContain('Unity')
  })

  it('reads a quality after what is kept so as the state of that thing, not of the person', () => {
    const duty = 'Barista\nResponsibilities:\n- Keep the pastry case stocked, clean and organized'
    expect(labels(analyzeJob(duty).soft_skills)).not.toContain('Organization')
    expect(labels(analyzeJob(`${duty}\nRequirements:\n- Organized and punctual`).soft_skills)).toContain(
      'Organization',
    )
  })

  it('ends the about-us block at a short line over a list, whatever its words', () => {
    const job = analyzeJob(
      'Delivery Lead\nKōwhai Works Limited\nAbout us\n- A studio of 40 people\nThe gig\n- Keep the Jira boards tidy\nYou\n- Comfortable with Kanban\nWhy Kōwhai\n- Learning budget',
    )
    expect(labels(job.required_skills)).toEqual(expect.arrayContaining(['Jira', 'Kanban']))
    expect(labels(job.required_skills)).not.toContain('Budgeting')
  })

  it("reads no skill from a public body's name, nor a credential the employer holds", () => {
    const officer = analyzeJob(
      'Licensing Officer\nWe inspect premises under contract with the Food Safety Authority.\nRequirements:\n- Knowledge of Health and Safety Executive guidance',
    )
    expect(labels(officer.required_skills)).not.toContain('Food safety')
    const machinist = analyzeJob(
      'Machinist\nOur shop is AS9100 certified.\nRequirements:\n- 3 years of CNC machining',
    )
    expect(labels(machinist.required_skills).join()).not.toMatch(/AS9100/)
  })

  it('names a driving licence once, with the class the ad states', () => {
    const driver = analyzeJob(
      "Bus Operator\nRequirements:\n- A Class 5 driver's licence held for three years, and the ability to obtain a Class 2 licence\n- Full, clean driving licence history",
    )
    expect(labels(driver.required_skills)).toContain("Class 5 driver's licence")
    expect(labels(driver.required_skills).join()).not.toMatch(/Class 2|cleaning/i)
  })

  it('drops the employer from the title when the header writes it after the comma', () => {
    const analysis = analyzeJob(
      'Excavator Operator, Granite Vale Earthworks\nGranite Vale Earthworks is hiring.\nWe dig.',
    )
    expect(analysis.job_title).toBe('Excavator Operator')
    expect(analysis.company).toBe('Granite Vale Earthworks')
  })

  it('reads a table row pasted as text as a field and its value', () => {
    const analysis = analyzeJob(
      [
        'Payroll Specialist',
        'Orchard Lane Bakeries',
        'Education | A degree in accounting or finance',
        'Must have | QuickBooks and Excel',
        'Nice to have\tCPP certification',
      ].join('\n'),
    )
    expect(analysis.education_level).toBe('bachelor')
    expect(labels(analysis.required_skills)).toEqual(expect.arrayContaining(['QuickBooks', 'Excel']))
    expect(labels(analysis.preferred_skills)).toContain('CPP certification')
  })

  it("reads no skill, whole or part, from a degree's fields", () => {
    const analysis = analyzeJob(
      'Depot Manager\nRequirements:\n- A degree or diploma in logistics, supply chain management or a related field',
    )
    expect(labels(analysis.required_skills).join()).not.toMatch(/chain management|supply chain/i)
    expect(analysis.education_level).toBe('bachelor')
  })

  it("reads no skill in the employer's name before its legal form, whatever company it is given", () => {
    const job = analyzeJob(
      'Trainee Guard\n\nHarbourline Rail Ltd runs regional passenger services across the north coast.\n\nRequirements:\n- Customer service experience',
      { company: 'Crew Operations' },
    )
    expect(labels([...job.required_skills, ...job.preferred_skills])).toEqual(['Customer service'])
  })

  it("reads a board's fields printed without colons as fields, not as the title or a skill", () => {
    const fields =
      'Job ID 2031-00417\nJob Locations NZ-WKO-Hamilton\nCategory Horticulture\nPosition Type Seasonal'
    const body =
      'Overview\nRiverflat Growers Ltd is a seedling nursery in the Waikato.\nRequirements\n- Experience in plant propagation'
    for (const text of [
      `${fields}\nSeedling Nursery Hand\n${body}`,
      `Seedling Nursery Hand\n${fields}\n${body}`,
    ]) {
      const job = analyzeJob(text)
      expect(job.job_title).toBe('Seedling Nursery Hand')
      expect(labels([...job.required_skills, ...job.preferred_skills])).toEqual(['Plant propagation'])
    }
    expect(analyzeJob(`Posting Title Seedling Nursery Hand\n${fields}\n${body}`).job_title).toBe(
      'Seedling Nursery Hand',
    )
  })
})

describe('where the employer is', () => {
  it('reads the names after "in" in a sentence about the employer as places, not products', () => {
    const job = analyzeJob(
      'Care Assistant\nBramblewick House is a 40 bed care home in Quornshire and Ravelholt.\nRequirements:\n- Dementia care experience',
    )
    const labels = [...job.required_skills, ...job.preferred_skills].map((s) => s.label)
    expect(labels.join()).not.toMatch(/Quornshire|Ravelholt/)
  })
})

describe('what names no skill', () => {
  it("reads no skill from a board's menu, buttons or name, a sum of money, an idiom or a street", () => {
    const job = analyzeJob(
      [
        'Jobs    Companies    Career Advice          Login    Sign Up',
        'Textile Designer',
        'Chenab Home Textiles (Pvt.) Ltd.',
        'We settle more than USD 40m a month and weave, dye and stitch under one roof at 12 Harbour Boulevard.',
        '- Create print designs in Adobe Illustrator',
        'Apply on ZipRecruiter in one click.',
        'Like   Comment   Repost   Send',
      ].join('\n'),
    )
    const all = [...job.required_skills, ...job.preferred_skills, ...job.soft_skills].map((s) => s.label)
    expect(all.join()).not.toMatch(/Career|ZipRecruiter|usd|Roofing|Boulevard|comment/i)
    expect(all).toContain('Adobe Illustrator')
  })

  it('reads a print caption and archives one uses as no subtitling or archive management', () => {
    const job = analyzeJob(
      [
        'Find jobs    Search recruiters    Career advice          Sign in    Recruiting?',
        'Sub-Editor',
        'Write sharp headlines, standfirsts and captions.',
        'Research images from agencies and archives.',
        '- Add live captions to our video streams',
      ].join('\n'),
    )
    const all = [...job.required_skills, ...job.preferred_skills, ...job.soft_skills].map((s) => s.label)
    expect(all).not.toContain('Archive management')
    expect(all.filter((label) => label === 'Subtitling')).toHaveLength(1)
    expect(all.join()).not.toMatch(/Career|Recruiting/)
  })

  it("reads title and company past a site's name over its path, a page's tab, a chat group's head and greetings", () => {
    const read = (ad: string) => {
      const job = analyzeJob(ad)
      return [job.job_title, job.company]
    }
    expect(
      read(
        'MojPosao\nPoslovi > Turizam > Zadarska\nMornar na marini / Marina Attendant – sezona 2027\nMarina Zlatna Luka d.o.o.\nSukošan · Sezonski posao\nWe run a marina near Zadar.',
      ),
    ).toEqual(['Marina Attendant', 'Marina Zlatna Luka d.o.o.'])
    expect(
      read(
        'hh.kz\nВакансии > Транспорт > Караганда\nНачальник станции / Station Master\nTOO «Steppe Rail Logistics»\nKaraganda · Full time · 450 000 – 600 000 ₸ on hand\nWe operate industrial railway lines.',
      ),
    ).toEqual(['Station Master', 'TOO Steppe Rail Logistics'])
    expect(
      read(
        'Facebook\n← Posts\nKazbegi Alpine Routes\nMarch 2 at 10:14 AM · 🌍\n🏔️ WE ARE HIRING MOUNTAIN GUIDES FOR SUMMER 2027! 🏔️\nOur small team in Stepantsminda is growing.',
      )[0],
    ).toBe('Mountain Guide')
    expect(
      read(
        'Zanzibar Kazi & Jobs 🇹🇿\n~ Mwanaisha Juma\nGood morning group 🌞\nPlease share!! We need 10 seaweed farm workers for our farms at Paje, starting 1st July.\nWork time depends on tide.',
      )[0],
    ).toBe('Seaweed Farm Worker')
    expect(
      read(
        'Aromaline Careers\nSearch for Jobs | Sign In\nSenior Flavourist – Savoury\nAromaline Pte. Ltd. creates taste solutions for food makers. You will build flavours in our savoury team.',
      )[0],
    ).toBe('Senior Flavourist, Savoury')
    expect(
      read(
        'CANE CUTTERS WANTED\nWe are looking for hard working cane cutters to join our gangs.\nDuties include cutting cane.',
      )[0],
    ).toBe('Cane Cutter')
  })

  it("reads the header's fuller title, a board's domain in capitals, and an agency's signature before its dash", () => {
    const refinery = analyzeJob(
      'CaribbeanJobs.com\nRefinery Process Operator – Crude Distillation\nGulf of Paria Refining Company Limited\nPoint Fortin, Trinidad  |  Permanent\nGulf of Paria Refining Company Limited runs a refinery. We are recruiting experienced Process Operators for our crude distillation unit.',
    )
    expect([refinery.job_title, refinery.company]).toEqual([
      'Refinery Process Operator, Crude Distillation',
      'Gulf of Paria Refining Company Limited',
    ])
    const chef = analyzeJob(
      'Subject: Your profile\nDear Tom,\nPosition: Private Chef – Live-in (Andratx)\nClient: a private family\nYou will cook for the family and their guests.\nBest regards,\nMarta Vidal\nSenior Consultant\nBalearic House Staff S.L. – Private Staff Agency\nPalma de Mallorca',
    )
    expect([chef.job_title, chef.company]).toEqual(['Private Chef', 'Balearic House Staff S.L.'])
  })

  it("reads no skill in a bulletin's numbered heading in capitals", () => {
    const job = analyzeJob(
      'Court Usher\nIII. MODE OF APPLICATION\nApplications on form PSC 7 to the Secretary.',
    )
    const labels = [...job.required_skills, ...job.preferred_skills].map((s) => s.label)
    expect(labels).not.toContain('MODE')
    expect(labels).not.toContain('APPLICATION')
  })

  it('reads a law named with its field as the law, shown by a resume that names it with or without its year', () => {
    const job = analyzeJob(
      'Family Dispute Resolution Practitioner\nWhat you do\n- Issue section 60I certificates under the Family Law Act 1975',
    )
    expect(job.required_skills).toContainEqual(
      expect.objectContaining({
        id: 'phrase:family law act 1975|family law act',
        label: 'Family Law Act 1975',
      }),
    )
    expect(job.required_skills.map((s) => s.label)).not.toContain('Family law')
  })

  it('reads case management from a duty kept in its system, as recruiters list it', () => {
    const job = analyzeJob(
      'Probation Officer\nCounty of Lake Haven\nDuties:\n- Keeps accurate records in the case management system',
    )
    expect(job.required_skills.map((s) => s.label)).toContain('Case management')
  })

  it("reads a board page in its market's language and a channel's post to the employer and the job", () => {
    const board = [
      'kariyer.net',
      'İş İlanları  Şirketler  Maaş Hesaplama  Kariyer Rehberi',
      'Giriş Yap  Üye Ol  İşveren',
      '',
      'Ege Zeytin Gıda Sanayi ve Ticaret A.Ş.',
      'Takip Et',
      '',
      'Kalite Kontrol Uzmanı / Quality Control Specialist',
      'İzmir (Torbalı) · Tam Zamanlı',
      'Başvur   Kaydet   Paylaş',
      '',
      'We make olive oil for export. You will test each batch in our lab and keep the HACCP records.',
    ].join('\n')
    const read = analyzeJob(board)
    expect([read.job_title, read.company]).toEqual([
      'Quality Control Specialist',
      'Ege Zeytin Gıda Sanayi ve Ticaret A.Ş.',
    ])
    const channel = [
      'Porto Jobs 🇵🇹 Empregos | Vagas',
      'channel · 9 310 subscribers',
      '',
      '📌 NEW VACANCY / NOVA VAGA 📌',
      '',
      'We need a Tour Guide for the summer season in Porto, in English and Spanish.',
      '',
      'Ribeira Passeios, Lda. · Cais da Ribeira, Porto',
    ].join('\n')
    expect([analyzeJob(channel).job_title, analyzeJob(channel).company]).toEqual([
      'Tour Guide',
      'Ribeira Passeios, Lda.',
    ])
  })

  it("reads a quality's verb before what is done as a duty, and its adjective as the quality", () => {
    const soft = (text: string) => analyzeJob(text).soft_skills.map((s) => s.label)
    expect(
      soft('Activities Coordinator\nDuties:\n- Organise outings, quizzes and church visits'),
    ).not.toContain('Organization')
    expect(
      soft('Activities Coordinator\nDuties:\n- Organising the weekly bingo and the summer fete'),
    ).not.toContain('Organization')
    expect(soft('Activities Coordinator\nYou are:\n- Highly organised and cheerful')).toContain(
      'Organization',
    )
  })

  it("reads no skill from the role's own noun where a line names the job", () => {
    const all = (text: string) => {
      const job = analyzeJob(text)
      return [...job.required_skills, ...job.preferred_skills, ...job.soft_skills].map((s) => s.label)
    }
    expect(
      all('Position: Literacy Coach, Middle Schools\nWe support teachers across the district.'),
    ).not.toContain('Mentoring')
    expect(all('Literacy Coach\nRequirements:\n- Coach and mentor new teachers')).toContain('Mentoring')
  })

  it("reads a paper's classified under its running head, and a shouted title's short words as the ad writes them", () => {
    const paper = [
      'THE WEEKEND HERALD — CLASSIFIEDS — 07.03.2026 — Page 41',
      'SITUATIONS VACANT',
      'TEA TASTERS',
      'Highgrove Estates (Pvt) Ltd, a tea exporter since 1968, urgently requires experienced tea tasters for our factory.',
      '• Minimum 3 years experience in grading black tea.',
    ].join('\n')
    const read = analyzeJob(paper)
    expect([read.job_title, read.company]).toEqual(['Tea Taster', 'Highgrove Estates (Pvt) Ltd'])
    expect(analyzeJob('IT SUPPORT TECHNICIAN\nJoin our IT team and fix it fast.').job_title).toBe(
      'IT Support Technician',
    )
    expect(analyzeJob('ICU NURSE\nJoin our ICU team.').job_title).toBe('ICU Nurse')
  })

  it("reads no word for the applicants as a bulletin's employer", () => {
    const bulletin = [
      'PUBLIC SERVICE VACANCY NOTICE',
      'RIVIERE NOIRE WATER AUTHORITY',
      '(c) Candidates should have a good working knowledge of English, French and Kreol Morisien.',
      'Applications should reach the Officer-in-Charge, Riviere Noire Water Authority, Royal Road, by the closing date.',
    ].join('\n')
    expect(analyzeJob(bulletin).company).toBe('Riviere Noire Water Authority')
  })

  it("reads no phrase across a flattened table's cells, and no board chrome in a cell", () => {
    const job = analyzeJob(
      [
        'Staff Nurse, Renal Unit',
        'Rating: 3.9 ★  Recommend to a friend 72%  Approve of CEO 81%',
        'Requirements',
        'Training  Current BLS certification  ILS or ACLS',
        'Skills   C#   WPF   POS   Payment Gateway   REST API',
      ].join('\n'),
    )
    const labels = [...job.required_skills, ...job.preferred_skills].map((s) => s.label)
    expect(labels).toContain('BLS')
    expect(labels.some((label) => /\s{2}|CEO|Training/.test(label))).toBe(false)
  })

  it("reads no skill in a town's name before its state's code", () => {
    const job = analyzeJob(
      'Warehouse Associate\nThe role is based at our site in Spark, NV.\nRequirements:\n- Lift 50 lbs',
    )
    expect([...job.required_skills, ...job.preferred_skills].map((s) => s.label)).not.toContain(
      'Apache Spark',
    )
  })

  it('reads no piece of a sentence as a skill: a negation, a word of comparison or a pronoun in it', () => {
    const job = analyzeJob(
      [
        'Machine Operator',
        'Requirements:',
        '- 1 year operating extrusion lines, or similar plastics or packaging work',
        '- You know CNC lathes or have enough trade background to pick it up fast',
      ].join('\n'),
    )
    const labels = [...job.required_skills, ...job.preferred_skills].map((s) => s.label)
    expect(labels.filter((label) => /^Similar|\sit\s/.test(label))).toEqual([])
  })
})
