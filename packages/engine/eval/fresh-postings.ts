// A second unseen posting set (issue 15), written after the first one's unseen half had been named in the
// issue (ADDIE, MEDDICC, Prometheus, Scrum, accruals). 16 ads in 16 occupations, none in the other sets.
// Each recruiter skill list, title and company was written and committed BEFORE the engine first read these
// ads. It was only reported until the fourth round of issue 15, when the lead made it a tune set (last unseen
// figures in docs/engine.md). Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const freshPostings: UnseenPosting[] = [
  {
    id: 'welder',
    half: 'tune',
    field: 'trades',
    title: 'Structural Welder',
    company: 'Ironbridge Fabrication',
    skills: [
      'MIG welding',
      'Flux-core welding',
      'Blueprint reading',
      'AWS D1.1 certification',
      'Weld symbols',
      'Grinding',
      'Overhead crane',
      'Safety',
    ],
    text: `Ironbridge Fabrication | Structural Welder | Gary, IN | 1st shift

Ironbridge Fabrication builds steel stairs, platforms and bridge girders for contractors across the Midwest.

What you will do
• Weld structural steel in all positions using MIG and flux-core processes
• Read shop drawings and interpret weld symbols
• Fit, tack and grind parts to tolerance
• Move material safely with the overhead crane

What you need
• AWS D1.1 certification or the ability to pass our weld test
• 2+ years of structural welding
• Steel-toe boots and a commitment to safety

Pay $26–$33/hr DOE, overtime available, health and dental from day 30.
Ironbridge Fabrication is an equal opportunity employer.`,
  },
  {
    id: 'pharmacy-technician',
    half: 'tune',
    field: 'healthcare',
    title: 'Pharmacy Technician',
    company: 'Greenway Pharmacy',
    skills: [
      'Prescription filling',
      'Pharmacy technician certification',
      'Insurance billing',
      'Inventory management',
      'Compounding',
      'Customer service',
      'Attention to detail',
    ],
    text: `Pharmacy Technician – Greenway Pharmacy (Eugene, OR)

Greenway Pharmacy is an independent, family-owned pharmacy serving Eugene since 1974.

About the job
You will fill and label prescriptions under the pharmacist's supervision, process insurance claims and resolve rejections, count and order stock, and prepare simple non-sterile compounds. You will greet patients at the counter and answer their questions about pick-up and refills.

You'll need
- Oregon pharmacy technician license; PTCB certification (CPhT) preferred
- Accuracy and attention to detail
- Friendly phone and counter manner

Hours: Mon–Fri 9–6, every other Saturday. $19–$23/hour.`,
  },
  {
    id: 'radiologic-technologist',
    half: 'tune',
    field: 'healthcare',
    title: 'Radiologic Technologist',
    company: 'Lakeshore Imaging Center',
    skills: [
      'ARRT certification',
      'X-ray',
      'Radiation safety',
      'Patient positioning',
      'PACS',
      'BLS',
      'Patient care',
    ],
    text: `Lakeshore Imaging Center
Radiologic Technologist (X-Ray) — Part-time, 24 hrs/week

About us: Lakeshore Imaging Center is an outpatient radiology practice with three locations in Milwaukee County.

Job summary
Perform general diagnostic x-ray exams for outpatients, position patients for optimal images, apply radiation protection for patients and staff, and send studies to PACS for the radiologists.

Requirements
1. Registered Technologist, ARRT (R)
2. Wisconsin radiography license
3. Current BLS certification
4. Kind, patient-centered care for anxious patients

Send your resume to careers@lakeshoreimaging.com.`,
  },
  {
    id: 'internal-auditor',
    half: 'tune',
    field: 'finance',
    title: 'Internal Auditor',
    company: 'Meridian Mutual Insurance',
    skills: [
      'Internal audit',
      'SOX compliance',
      'Risk assessment',
      'Internal controls',
      'CIA certification',
      'Excel',
      'Data analytics',
      'Report writing',
    ],
    text: `Internal Auditor at Meridian Mutual Insurance

Meridian Mutual Insurance has protected farms and families across Iowa for 90 years. Our audit team reports to the board's audit committee.

The role
As Internal Auditor you will plan and carry out risk-based audits of our underwriting, claims and finance processes, test SOX key controls, document walkthroughs and findings, and write clear audit reports with practical recommendations.

About you
• Bachelor's degree in accounting or finance
• 2–4 years of internal or external audit experience
• CIA or CPA, or progress toward one
• Strong Excel; experience with data analytics tools such as ACL or IDEA is a plus
• Clear writer who can explain findings to managers

We offer a pension, 401(k), hybrid work (3 days in office) and tuition support.`,
  },
  {
    id: 'hr-generalist',
    half: 'tune',
    field: 'human resources',
    title: 'HR Generalist',
    company: 'Northfield Foods',
    skills: [
      'Employee relations',
      'Onboarding',
      'HRIS',
      'Benefits administration',
      'FMLA',
      'Employment law',
      'Confidentiality',
      'Bilingual Spanish',
    ],
    text: `HR Generalist
Northfield Foods – Plant HR – Grand Island, NE

Northfield Foods is hiring an HR Generalist for our 600-employee meat processing plant.

Key responsibilities
- Be the first stop for employee relations questions and investigations on all three shifts
- Run new-hire onboarding and orientation every Monday
- Keep employee records accurate in UKG
- Administer leaves of absence (FMLA, ADA) and answer benefits questions
- Support supervisors on attendance and discipline in line with employment law

Qualifications
- 3+ years of HR generalist experience, manufacturing preferred
- Working knowledge of state and federal employment law
- Discretion with confidential information
- Bilingual English/Spanish strongly preferred

Northfield Foods offers competitive pay, medical, dental, vision, and a company match on 401(k).`,
  },
  {
    id: 'preschool-teacher',
    half: 'tune',
    field: 'education',
    title: 'Preschool Teacher',
    company: 'Little Acorns Learning Center',
    skills: [
      'Early childhood education',
      'Curriculum planning',
      'Child development',
      'Classroom management',
      'CPR and First Aid',
      'Parent communication',
      'Patience',
    ],
    text: `Little Acorns Learning Center is looking for a Preschool Teacher to lead our 4-year-old classroom!

We are a play-based, NAEYC-accredited center in Raleigh with 80 children and a team that loves what it does.

What you'll do:
- Plan and lead play-based activities that follow our Creative Curriculum
- Observe and record each child's development and share progress with families
- Keep a calm, safe and well-organized classroom
- Communicate daily with parents through our Brightwheel app

What you'll bring:
- Associate degree or higher in Early Childhood Education (or a CDA credential)
- Current CPR and First Aid certification (or willingness to obtain)
- Patience, warmth and a sense of humor

Benefits: free tuition for your children, paid planning time, 12 paid holidays.

— The Little Acorns Team`,
  },
  {
    id: 'customer-success',
    half: 'tune',
    field: 'software sales',
    title: 'Customer Success Manager',
    company: 'Fieldnote',
    skills: [
      'Customer success',
      'Account management',
      'Customer onboarding',
      'Renewals',
      'Churn reduction',
      'Salesforce',
      'SaaS',
      'Communication',
    ],
    text: `Customer Success Manager (Mid-Market)
Fieldnote · Remote (US) · $85k–$105k + variable

Fieldnote is the inspection app that 4,000 property managers use to document units, from move-in to move-out.

In this role you'll own a book of about 60 mid-market accounts: onboard new customers, run quarterly business reviews, drive adoption, spot churn risk early and own renewals alongside our account executives.

Must-haves
* 3+ years in customer success or account management at a B2B SaaS company
* Experience managing renewals and expansion
* Comfortable in Salesforce and Gainsight (or similar)
* Excellent written and verbal communication

Nice-to-haves
* Property management or real estate background

Apply at fieldnote.com/careers.`,
  },
  {
    id: 'data-engineer',
    half: 'tune',
    field: 'software',
    title: 'Data Engineer',
    company: 'Harbor Health Analytics',
    skills: ['Python', 'SQL', 'Apache Airflow', 'dbt', 'Snowflake', 'Data modeling', 'ETL', 'AWS'],
    text: `Harbor Health Analytics – Data Engineer

Who we are
Harbor Health Analytics turns claims and clinical data into cost insights for self-insured employers.

What you'll work on
Build and maintain batch pipelines that load claims files into Snowflake, orchestrate them with Airflow, model the warehouse with dbt, and keep data quality checks green. You'll partner with our analysts on new data products.

Requirements
| Skill | Level |
| Python | 3+ years |
| SQL | advanced |
| dbt and Snowflake | hands-on |
| AWS (S3, Lambda) | working knowledge |

Bonus: experience with healthcare claims (837/835) or HIPAA.

Salary $130,000–$150,000. Harbor Health Analytics is an equal opportunity employer.`,
  },
  {
    id: 'ux-designer',
    half: 'tune',
    field: 'creative',
    title: 'UX Designer',
    company: 'Civic Forms Lab',
    skills: [
      'User research',
      'Wireframing',
      'Prototyping',
      'Figma',
      'Usability testing',
      'Accessibility',
      'Design systems',
      'Collaboration',
    ],
    text: `UX Designer — Civic Forms Lab (remote, US)

We redesign the government forms people dread: benefits applications, permits, tax forms.

As a UX Designer you will interview residents and caseworkers, sketch flows and wireframes, build clickable prototypes in Figma, run usability tests (often in Spanish and English), and make sure every screen meets WCAG 2.1 AA. You will work closely with our engineers and with agency staff.

You bring 3+ years of product or service design, a portfolio with research you led, and experience contributing to a design system.

$95,000–$120,000 · 4 weeks vacation · home-office stipend
Civic Forms Lab is an equal opportunity employer.`,
  },
  {
    id: 'civil-engineer',
    half: 'tune',
    field: 'engineering',
    title: 'Civil Engineer',
    company: 'Barlow & Finch Engineering',
    skills: [
      'Civil 3D',
      'Site design',
      'Stormwater management',
      'Grading',
      'EIT certification',
      'Permitting',
      'Technical writing',
    ],
    text: `Civil Engineer I/II
Barlow & Finch Engineering
Boise, ID | Full-time

About Barlow & Finch Engineering
We are a 40-person land development firm designing subdivisions, schools and commercial sites across southern Idaho.

Responsibilities
- Prepare grading, utility and stormwater designs in AutoCAD Civil 3D
- Size detention ponds and write drainage reports
- Prepare permit submittals for cities and the county
- Visit sites during construction

Qualifications
- B.S. in Civil Engineering
- EIT certificate (PE a plus)
- 0–4 years of site design experience

Benefits include profit sharing and paid PE exam fees.`,
  },
  {
    id: 'barista-shift-lead',
    half: 'tune',
    field: 'hospitality',
    title: 'Shift Lead',
    company: 'Bramble Coffee',
    skills: [
      'Espresso preparation',
      'Cash handling',
      'Food safety',
      'Team leadership',
      'Opening and closing procedures',
      'Customer service',
      'Food handler card',
    ],
    text: `Shift Lead

Bramble Coffee is hiring a Shift Lead for our Pearl District cafe in Portland!

Lead the floor during your shift: dial in espresso, coach baristas, count the till, and open or close the store. You keep the line moving and every guest happy.

Requirements:
- 1 year of barista experience (latte art a plus)
- Oregon food handler card
- Can lift 40 lbs and stand for 8 hours

$20/hour + tips (~$6/hr), free drinks, half-price beans.

Thanks for reading!
— The Bramble Team`,
  },
  {
    id: 'logistics-coordinator',
    half: 'tune',
    field: 'logistics',
    title: 'Logistics Coordinator',
    company: 'Tristar Freight Solutions',
    skills: [
      'Shipment scheduling',
      'Carrier management',
      'TMS',
      'Freight tracking',
      'Excel',
      'Customer communication',
      'Problem solving',
    ],
    text: `Logistics Coordinator (Brokerage Operations) at Tristar Freight Solutions – Columbus, OH

Tristar Freight Solutions is a third-party logistics provider moving truckload and LTL freight for manufacturers.

Your day:
- Book loads with our carrier network and confirm pickup and delivery appointments
- Track every shipment in McLeod TMS and update customers before they have to ask
- Fix the unexpected: late trucks, missed appointments, paperwork gaps
- Build simple Excel reports on on-time performance

You have a year or more in logistics or customer service, you stay calm on the phone, and you can juggle 30 loads at once.

Pay $48,000–$55,000 plus monthly bonus.`,
  },
  {
    id: 'vet-tech',
    half: 'tune',
    field: 'animal care',
    title: 'Veterinary Technician',
    company: 'Cedar Hollow Animal Hospital',
    skills: [
      'Anesthesia monitoring',
      'Venipuncture',
      'Radiography',
      'Dental cleaning',
      'Credentialed veterinary technician',
      'Client education',
      'Compassion',
    ],
    text: `Veterinary Technician
Cedar Hollow Animal Hospital · Burlington, VT

Cedar Hollow Animal Hospital is a four-doctor small-animal practice.

In this role you will induce and monitor anesthesia, draw blood and place IV catheters, take digital radiographs, perform dental cleanings and explain home-care instructions to owners.

Requirements
• Credentialed veterinary technician (CVT, LVT or RVT)
• 1+ year of small-animal clinical experience
• Compassion for pets and their people

$22–$28/hour, CE allowance, pet care discounts.`,
  },
  {
    id: 'court-clerk',
    half: 'tune',
    field: 'public sector',
    title: 'Court Clerk',
    company: 'Maricopa Valley Justice Court',
    skills: [
      'Case management system',
      'Data entry',
      'Court procedures',
      'Records management',
      'Customer service',
      'Cash handling',
      'Confidentiality',
    ],
    text: `Position: Court Clerk
Department: Maricopa Valley Justice Court
Salary: $41,600 – $49,900 annually
Type: Full-time, classified

Summary
The Court Clerk processes civil, traffic and criminal case filings, enters case information into the case management system, schedules hearings, maintains court records, and assists the public at the counter and by phone. The clerk also receives and receipts payments of fines and fees.

Minimum qualifications
High school diploma and two years of clerical experience, including data entry and public contact. Knowledge of court procedures is preferred. Must handle confidential records with discretion.

The county offers a defined-benefit pension and 12 paid holidays.`,
  },
  {
    id: 'copywriter',
    half: 'tune',
    field: 'creative',
    title: 'Copywriter',
    company: 'Mapleworks Agency',
    skills: ['Copywriting', 'Brand voice', 'SEO', 'Email marketing', 'Social media', 'Editing', 'Creativity'],
    text: `Mapleworks Agency — Copywriter (hybrid, Minneapolis)

At Mapleworks Agency, we write and design campaigns for outdoor and food brands people love.

You'll write website copy, product descriptions, email campaigns and social posts in each client's brand voice, work with designers on concepts, and edit your own and others' work until it sings. Some SEO research and on-page optimization included.

Who you are
- 2+ years of copywriting at an agency or in-house brand team
- A portfolio that shows range (long and short form)
- Creative, curious, and comfortable with feedback

Perks: summer Fridays, a gear allowance, and a dog-friendly office.
Send your portfolio to hello@mapleworks.co`,
  },
  {
    id: 'qa-inspector',
    half: 'tune',
    field: 'manufacturing',
    title: 'Quality Inspector',
    company: 'Precision Dynamics',
    skills: [
      'Calipers',
      'Micrometers',
      'CMM',
      'Blueprint reading',
      'GD&T',
      'First article inspection',
      'ISO 9001',
      'Attention to detail',
    ],
    text: `Precision Dynamics is seeking a Quality Inspector for second shift at our aerospace machining plant in Wichita.

Job duties
- Inspect machined parts against drawings using calipers, micrometers, height gages and the CMM
- Perform first article and in-process inspections and record results
- Write nonconformance reports and quarantine suspect parts
- Follow our ISO 9001 / AS9100 quality system

Requirements
- 2 years of inspection experience in a machine shop
- Able to read blueprints and GD&T callouts
- A sharp eye for detail

2nd shift differential $2/hr. Precision Dynamics is an equal opportunity employer, including veterans and individuals with disabilities.`,
  },
]
