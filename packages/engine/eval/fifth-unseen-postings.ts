// A fifth posting set (issue 15): 30 postings in 30 occupations none of the other sets has, two per field over
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, retail, agriculture, manufacturing and tech. It is weighted towards the shapes that make title and
// company hard: about-us blocks before the title, "Title at Company" lines, "X is hiring a …", "Join X as …",
// title/location/type/salary header lines, board chrome (LinkedIn, Indeed, Workday, iCIMS, NEOGOV, AppliTrack),
// staffing-agency ads, government class codes, shifts and requisition numbers in the title line, names with
// Inc./LLC/LLP/&/apostrophes/"The", and employers named only in the body or the signature.
// Written from scratch by a helper who had not read the engine's source, lexicons or any bench output; each
// recruiter skill list, title and company was written from the ad alone and committed BEFORE the engine first
// read the texts. Halves alternate in file order (tune5 / unseen5), one posting of each field in each half.
//
// Labelling rules (a recruiter's, decided before any run):
// - title: the job title as printed, keeping seniority and level ("Senior", "II", "Associate") and a specialty
//   joined by a comma (as the fourth set's "Actuarial Analyst, Pricing");
//   dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations, shifts,
//   schedules, employment type, years of experience). A specialty after a dash on the title line is kept as after
//   a comma ("Camera Operator – Live Sport" → "Camera Operator, Live Sport"); what a board hangs there (place,
//   employer, shift, type, pay, number, slogan) is dropped (settled 2026-11-30, labels of all sets brought in
//   line; until then this set also dropped a practice area after a dash).
// - company: the employer as printed, with its legal suffix (Inc., LLC, LLP) and "The" when the posting names it
//   that way. Staffing-agency ads ("Our client, a …") leave the client unnamed, so the company is the agency as
//   the ad names it: it is the only employer a reader can file the ad under. Government ads: the jurisdiction or
//   agency that hires (a city, county or agency), not the department or division named in a "Department:" line.
//   School-district ads: the district, not the school building.
// (Until 2026-11-28 these rules quoted two of the unseen half's titles as examples; a helper tuning title and
// company read them there. Neither became a rule then. On 2026-11-29 the specialty after a comma did, from
// tune7's titles and these written rules; unseen5's title figure from then on (0.73 → 0.80, one posting) may owe
// something to what that helper had read.)
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const fifthUnseenPostings: UnseenPosting[] = [
  {
    id: 'pipefitter',
    half: 'tune',
    field: 'trades',
    title: 'Journeyman Pipefitter',
    company: 'Harlan & Sons Mechanical, Inc.',
    skills: [
      'Pipefitting',
      'Pipe welding',
      'Blueprint reading',
      'Isometric drawings',
      'Threading',
      'Hydrostatic testing',
      'Rigging',
      'Steam systems',
      'Chilled water systems',
      'Journeyman license',
      'OSHA 30',
      'Aerial lift operation',
      'Teamwork',
    ],
    text: `Who we are
Harlan & Sons Mechanical, Inc. has been a union mechanical contractor in the Ohio Valley since 1952. Three generations in, we still run every job like our name is on it — because it is. We build and retrofit the piping systems inside hospitals, universities and manufacturing plants from Cincinnati to Dayton.

What we offer
- UA Local 392 scale: $44.85/hr plus full fringe (health, pension, annuity)
- Steady backlog through 2027
- Company-paid OSHA 30 and equipment certifications
- A safety culture that sends everyone home

Journeyman Pipefitter
Location: Cincinnati, OH (jobsite based)
Type: Full-time, union

Responsibilities
• Fabricate and install steel, copper and stainless piping for heating hot water, steam and chilled water systems
• Lay out runs from isometric drawings and mechanical plans
• Cut, thread and groove pipe; fit up for welders and tack weld as needed
• Set hangers and supports; rig and set pumps, valves and heat exchangers
• Pressure test systems (hydro and pneumatic) and document the results
• Work from scissor lifts and boom lifts

Qualifications
• Completed UA apprenticeship or equivalent journeyman card
• 5+ years in commercial/industrial pipefitting
• Able to read and interpret blueprints
• 6G pipe welding certification a strong plus
• OSHA 30 (or willingness to get it in your first 90 days)
• Works well with a crew and takes direction from the foreman

Harlan & Sons Mechanical, Inc. is an Equal Opportunity Employer.`,
  },
  {
    id: 'roofing-foreman',
    half: 'unseen',
    field: 'trades',
    title: 'Roofing Foreman',
    company: 'Summit Peak Roofing LLC',
    skills: [
      'Commercial roofing',
      'TPO roofing',
      'EPDM roofing',
      'Modified bitumen',
      'Shingle installation',
      'Crew leadership',
      'Fall protection',
      'OSHA 10',
      'Material estimating',
      'Quality control',
      'Spanish',
      "Driver's license",
      'Customer communication',
    ],
    text: `Summit Peak Roofing LLC is hiring a Roofing Foreman to run one of our commercial crews in the Dallas–Fort Worth area.

Pay: $28 - $36 per hour, plus quarterly bonus based on job margin
Job Type: Full-time
Schedule: Monday to Friday, some Saturdays in storm season

We are a family-owned roofing contractor doing new construction and re-roofs on retail centers, churches, schools and warehouses. We also run two residential crews.

As foreman you will:
- Lead a crew of 4–8 roofers on single-ply (TPO and EPDM) and mod-bit systems, and help out on shingle jobs when needed
- Set up the site each morning: tie-off points, guardrails, warning lines and the daily safety talk
- Count material before the job and tell the office what's short — no second trips to the supplier
- Walk the roof with the project manager at the end of every phase and fix punch-list items before we leave
- Talk to building owners and tenants on site in a professional way
- Keep daily logs and crew hours in our app

What we're looking for:
- 5+ years of commercial roofing, 2+ as a lead or foreman
- OSHA 10 (OSHA 30 preferred)
- Bilingual English/Spanish strongly preferred — most of our crews speak Spanish
- Valid driver's license and clean driving record (you'll drive a company truck)
- Able to lift 80 lbs and work at heights in Texas heat

Benefits: health insurance, paid time off, company truck and fuel card, tools provided.

Apply today or call the office at 817-555-0143.`,
  },
  {
    id: 'sterile-processing-technician',
    half: 'tune',
    field: 'healthcare',
    title: 'Sterile Processing Technician I',
    company: 'Northbrook Memorial Hospital',
    skills: [
      'Sterile processing',
      'Decontamination',
      'Instrument assembly',
      'Sterilization',
      'Autoclave operation',
      'Infection control',
      'Medical terminology',
      'CRCST certification',
      'Instrument tracking systems',
      'Attention to detail',
      'Teamwork',
    ],
    text: `Sterile Processing Technician I - Evenings
Northbrook Memorial Hospital
Evanston, IL
Full time
$21.50 - $29.75 per hour
Requisition ID: 2025-40712

Apply
Save

Shift: Evenings, 2:30pm - 11:00pm, every third weekend
Department: Central Sterile Supply

Position Summary
The Sterile Processing Technician I cleans, decontaminates, inspects, assembles, packages and sterilizes reusable surgical instruments and equipment for the operating rooms and clinics, following AAMI standards and hospital policy.

Key Responsibilities
- Sort and decontaminate soiled instruments using manual cleaning, ultrasonic cleaners and washer-disinfectors
- Inspect instruments for cleanliness, function and damage
- Assemble instrument trays by count sheet and package them in wraps and rigid containers
- Run steam autoclaves, low-temperature (hydrogen peroxide) sterilizers and biological indicators; record every load
- Scan trays and instruments through SPM tracking software
- Follow infection prevention practices and wear PPE in the decon area
- Work with OR staff to get case carts out on time

Qualifications
Required:
- High school diploma or GED
- CRCST (HSPA) or CSPDT (CBSPD) certification, or obtained within 18 months of hire
Preferred:
- 1 year of sterile processing experience in an acute-care hospital
- Knowledge of medical terminology and surgical instruments

What makes you successful here: you notice the missing hemostat, you double-check the count, and you help your teammates when the OR gets busy.

Northbrook Memorial Hospital is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, national origin, age, disability, veteran status or any other protected characteristic.`,
  },
  {
    id: 'registered-dietitian',
    half: 'unseen',
    field: 'healthcare',
    title: 'Registered Dietitian',
    company: 'Riverbend Dialysis Partners',
    skills: [
      'Medical nutrition therapy',
      'Renal nutrition',
      'Nutrition assessment',
      'Patient education',
      'Care planning',
      'Lab value interpretation',
      'Electronic health records',
      'Epic',
      'Registered Dietitian Nutritionist',
      'State dietitian license',
      'Interdisciplinary collaboration',
      'Motivational interviewing',
      'Communication',
      'Time management',
    ],
    text: `Registered Dietitian
Riverbend Dialysis Partners · Tulsa, OK (On-site) · 3 days ago · 27 applicants
$68K/yr - $80K/yr · Full-time · Mid-Senior level
501-1,000 employees · Hospitals and Health Care

Easy Apply
Save

About the job
Riverbend Dialysis Partners operates 22 outpatient dialysis clinics across Oklahoma and Arkansas. We're looking for a Registered Dietitian to cover two of our Tulsa clinics (about 110 patients in total).

In this role you will:
• Complete nutrition assessments for new and existing in-center hemodialysis and home dialysis patients
• Review monthly labs — albumin, phosphorus, potassium, PTH — and recommend diet and binder changes
• Write the nutrition part of each patient's plan of care and present it at the monthly interdisciplinary team meeting with nephrologists, nurses and social workers
• Teach patients and families about fluid limits, phosphorus and potassium, using plain language and teach-back
• Help patients change habits using motivational interviewing
• Chart in our EHR (Epic) and meet CMS documentation deadlines

You have:
• Registered Dietitian Nutritionist (RDN) credential from CDR
• Oklahoma dietitian license (or eligible)
• 1+ year of clinical experience; renal experience preferred (CSR credential a plus)
• Strong communication skills with patients from many backgrounds
• The ability to manage your own schedule across two clinics

Benefits include medical, dental, vision, 401(k) with 4% match, CEU reimbursement and mileage between clinics.

Riverbend Dialysis Partners is an Equal Opportunity Employer, including disability and veterans.`,
  },
  {
    id: 'controller',
    half: 'tune',
    field: 'finance',
    title: 'Controller, Manufacturing',
    company: 'Keller Search Partners',
    skills: [
      'Month-end close',
      'GAAP',
      'Financial reporting',
      'Cost accounting',
      'Inventory accounting',
      'Audit coordination',
      'Budgeting',
      'Internal controls',
      'NetSuite',
      'Excel',
      'CPA',
      'Team leadership',
      'Communication',
    ],
    text: `Controller – Manufacturing (Direct Hire)
Milwaukee, WI | $150,000 – $175,000 + bonus

Our client, a private equity-backed manufacturer of specialty food packaging with two plants and $120M in revenue, is looking for a hands-on Controller to own accounting and reporting. You will report to the CFO and lead a team of four (senior accountant, AP, AR and a cost accountant).

Responsibilities
- Run the monthly close and deliver financial statements by business day 6
- Prepare monthly reporting packages for the CFO and the sponsor, including variance commentary
- Own standard costing, inventory valuation and plant cost analysis with operations
- Coordinate the annual audit and quarterly lender reporting and covenant calculations
- Lead the annual budget and rolling forecast process
- Design and document internal controls as the company grows by acquisition
- Keep the ERP (NetSuite) and the close checklist clean and improve them

Requirements
- Bachelor's in Accounting; CPA required
- 8+ years of progressive accounting experience, including public accounting and manufacturing industry experience
- Strong knowledge of US GAAP
- Advanced Excel (pivot tables, lookups, modelling)
- Experience managing and developing a team
- Clear communicator who can explain the numbers to plant managers

Keller Search Partners is a retained and contingent search firm specializing in accounting and finance leadership across the Midwest. All inquiries are confidential. To apply, send your resume to Dana Keller, Managing Partner.`,
  },
  {
    id: 'financial-advisor',
    half: 'unseen',
    field: 'finance',
    title: 'Associate Financial Advisor',
    company: 'Ashby Lane Wealth Management',
    skills: [
      'Financial planning',
      'Retirement planning',
      'Investment management',
      'Portfolio rebalancing',
      'Client relationship management',
      'eMoney',
      'Salesforce',
      'Series 65',
      'CFP',
      'Financial modeling',
      'Compliance',
      'Communication',
      'Attention to detail',
    ],
    text: `Join Ashby Lane Wealth Management as an Associate Financial Advisor

Location: Charlotte, NC (hybrid: three days in office)
Compensation: $85,000 – $105,000 base, plus annual bonus and a path to equity

We are an independent, fee-only registered investment adviser serving about 300 families, most of them business owners and physicians approaching retirement. We do not sell products and we do not earn commissions. What we sell is judgment, and the trust of clients who have been with us for twenty years.

The associate advisor role is the apprenticeship of our profession. You will sit in on client meetings with a lead advisor from your first week and, over two to three years, take on your own book of relationships. Before each meeting you will build or update the client's financial plan in eMoney: cash flow, retirement income projections, Social Security timing, Roth conversion analysis and education funding. After each meeting you will write the follow-up, open the action items and make sure they close. You will also work with our investment team to rebalance portfolios and harvest losses, and with our operations team to move money and paperwork through Schwab correctly the first time. Every interaction is logged in Salesforce.

We are a regulated business and we take that seriously: you will keep records the way our compliance manual says, review client communications and help prepare for SEC exams.

You will likely have two to five years at an RIA, a bank trust department or a planning firm, the Series 65 (or the ability to pass it within 90 days), and either the CFP marks or real progress toward them — we pay for the program and the exam. You enjoy numbers, you can build a spreadsheet model from scratch, and you can explain a Monte Carlo result to a 64-year-old surgeon without making him feel lectured. You catch the transposed digit on the account form.

Benefits: 100% employer-paid health insurance, 401(k) with 6% safe-harbor contribution, four weeks of PTO, and paid study time.`,
  },
  {
    id: 'esl-teacher',
    half: 'tune',
    field: 'education',
    title: 'ESL Teacher',
    company: 'Cold Spring Independent School District',
    skills: [
      'English as a Second Language',
      'Texas teaching certificate',
      'ESL certification',
      'Lesson planning',
      'Differentiated instruction',
      'Sheltered instruction',
      'TELPAS',
      'Progress monitoring',
      'Parent communication',
      'Spanish',
      'Classroom management',
      'Collaboration',
    ],
    text: `Position Type:
Elementary School Teaching/ESL Teacher

Date Posted:
3/4/2026

Location:
Pinewood Elementary School

District:
Cold Spring Independent School District

Job ID: 18824

Attachment(s):
ESL Teacher Job Description.pdf

PRIMARY PURPOSE:
Provide English language instruction to emergent bilingual students in grades K–5 so that they reach English proficiency and succeed in the core content areas.

QUALIFICATIONS:
Education/Certification:
- Bachelor's degree from an accredited university
- Valid Texas teaching certificate with ESL Supplemental (or Bilingual Education Supplemental)
Special Knowledge/Skills:
- Knowledge of second-language acquisition and sheltered instruction strategies (SIOP preferred)
- Ability to plan lessons that meet students at different English proficiency levels
- Spanish speaking preferred
Experience:
- Student teaching or one year of classroom experience

MAJOR RESPONSIBILITIES AND DUTIES:
1. Plan and deliver pull-out and push-in ESL lessons aligned to the TEKS and ELPS.
2. Administer TELPAS and track each student's language growth through the year; share data with the LPAC.
3. Co-plan with grade-level teachers to adapt instruction and materials for English learners.
4. Keep a safe, orderly classroom with clear routines.
5. Communicate with parents regularly, including at conferences and LPAC meetings.
6. Participate in PLCs and campus professional development.

SALARY: Teacher pay scale, 187 days. Starting $61,500 plus $4,000 ESL stipend.

Cold Spring ISD does not discriminate on the basis of race, religion, color, national origin, sex, disability or age in its programs, activities or employment.`,
  },
  {
    id: 'admissions-counselor',
    half: 'unseen',
    field: 'education',
    title: 'Admissions Counselor',
    company: 'Whitmore College',
    skills: [
      'Student recruitment',
      'Admissions',
      'Application review',
      'Public speaking',
      'Slate',
      'CRM',
      'Event planning',
      'Relationship building',
      'Travel',
      "Driver's license",
      'Communication',
      'Organization',
    ],
    text: `About Whitmore College
Founded in 1871, Whitmore College is a residential liberal arts college of 1,900 students in the Hudson Valley. Nearly half of our students are the first in their families to go to college. We believe a small college can change a life, and we mean it.

Position Information
Admissions Counselor
Office of Admission
Full-time, 12-month, exempt
Salary: $46,000 – $50,000

Posting Number: S00714
Open Until Filled

Position Summary
Admissions counselors recruit and enroll the next class. Each counselor manages an assigned territory, from the first inquiry to the deposit.

Duties
- Travel to high schools and college fairs in your territory for about eight weeks each fall
- Present Whitmore to groups of students and parents, on campus and on the road
- Read and evaluate applications and present them at committee
- Build relationships with school counselors and community-based organizations
- Manage your communication flow and prospect records in Slate
- Help plan and staff open houses, admitted student days and overnight programs

Minimum Qualifications
- Bachelor's degree
- Valid driver's license and the ability to travel overnight
- Excellent written and spoken communication

Preferred Qualifications
- Experience in admissions, college access or student affairs
- Experience with a CRM
- Strong organizational skills: you can keep 600 applications moving at once

Whitmore College is an equal opportunity employer and actively seeks candidates who will contribute to the diversity of our community.`,
  },
  {
    id: 'building-inspector',
    half: 'tune',
    field: 'public sector',
    title: 'Building Inspector II',
    company: 'City of Lake Haven',
    skills: [
      'Building inspection',
      'International Building Code',
      'International Residential Code',
      'Plan review',
      'Code enforcement',
      'ICC certification',
      'Construction methods',
      'Report writing',
      'Accela',
      "Driver's license",
      'Conflict resolution',
      'Customer service',
    ],
    text: `CITY OF LAKE HAVEN
invites applications for the position of:
Building Inspector II

CLASS CODE: 4213
SALARY: $31.42 - $40.11 Hourly
OPENING DATE: 02/09/26
CLOSING DATE: 03/01/26 11:59 PM
DEPARTMENT: Community Development – Building Safety Division

DESCRIPTION:
Under general supervision, performs field inspections of residential and commercial construction to verify compliance with adopted building codes, approved plans and city ordinances. This is the journey level in the Building Inspector series.

EXAMPLES OF DUTIES:
- Inspects foundations, framing, insulation, drywall and final construction on residential and light commercial projects
- Interprets and applies the International Building Code (IBC), International Residential Code (IRC) and local amendments
- Performs minor plan reviews for residential additions, decks and accessory structures
- Investigates complaints of unpermitted construction and dangerous buildings; issues correction notices and stop-work orders
- Writes clear inspection reports and enters results in the permitting system (Accela) from a tablet in the field
- Explains code requirements to contractors, owners and the public, including when they are upset

MINIMUM QUALIFICATIONS:
Requirement | Minimum | Desirable
Experience | 3 years in building inspection or the construction trades | 2 years as a building inspector
Education | High school diploma or GED | Associate degree in construction technology
Certification | ICC Residential Building Inspector (B1) | ICC Commercial Building Inspector (B2)
License | Valid driver's license | —

SUPPLEMENTAL INFORMATION:
Candidates must pass a background check. The City of Lake Haven is an Equal Opportunity Employer and offers CalPERS retirement, medical, dental and vision coverage.`,
  },
  {
    id: 'eligibility-specialist',
    half: 'unseen',
    field: 'public sector',
    title: 'Eligibility Specialist',
    company: 'Harlow County',
    skills: [
      'Eligibility determination',
      'Medicaid',
      'SNAP',
      'Case management',
      'Interviewing',
      'Data entry',
      'Income verification',
      'Confidentiality',
      'Customer service',
      'Spanish',
      'Attention to detail',
      'Time management',
    ],
    text: `Eligibility Specialist
Harlow County
Job Class Code: 2210
Position Number: 0418-22
Salary: $19.88 - $26.14 hourly
Department: Health and Human Services
Division: Economic Assistance
Job Type: Full-time, Non-exempt
Closing: Continuous

Harlow County is seeking Eligibility Specialists to help residents apply for health care, food and cash assistance.

Nature of Work
Eligibility Specialists interview applicants, gather and verify income, household and residency information, and determine eligibility for Medical Assistance (Medicaid), SNAP, and emergency assistance under state and federal rules. The work requires accurate data entry in the state eligibility system and a large caseload with deadlines set by federal law.

Essential Duties
• Interview applicants in person and by phone to collect information about household members, income and assets
• Verify income through pay stubs, employer contacts and electronic data matches
• Apply program rules to determine eligibility and benefit amounts; process renewals and changes
• Maintain an assigned caseload of about 450 cases and meet processing timelines
• Refer clients to other county and community services
• Protect private client information under HIPAA and county policy

Minimum Qualifications
• Two years of experience in public assistance, insurance, banking, customer service or similar detailed clerical work, OR an associate degree
• Typing speed of 35 words per minute

Preferred
• Bilingual in Spanish and English (differential pay)

Harlow County offers a defined-benefit pension, health and dental insurance and 13 paid holidays. Harlow County is an Equal Opportunity Employer.`,
  },
  {
    id: 'night-auditor',
    half: 'tune',
    field: 'hospitality',
    title: 'Night Auditor',
    company: 'The Whitcomb Hotel',
    skills: [
      'Night audit',
      'Front desk operations',
      'Opera PMS',
      'Cash handling',
      'Reconciliation',
      'Guest service',
      'Reservations',
      'Problem solving',
      'Microsoft Office',
      'Attention to detail',
      'Independent work',
    ],
    text: `Night Auditor - Overnight (11PM - 7AM) - Req 24-0917
The Whitcomb Hotel
Savannah, GA · Full time · $18.00/hour + $1.50 overnight differential

Apply Now

The Whitcomb Hotel is a 140-room boutique hotel in Savannah's Historic District, in a restored 1890s cotton warehouse overlooking the river.

Your role
As Night Auditor you are the hotel's front desk, manager on duty and accountant from 11 at night until 7 in the morning.
- Check in late arrivals, handle walk-ins and answer the phone with the same warmth our day team shows
- Run the night audit in Opera PMS: post room and tax charges, roll the business date, print the morning reports
- Balance the day's cash, credit card and city-ledger activity and investigate anything that doesn't tie out
- Make and change reservations for guests who call overnight
- Solve guests' problems on your own — a noisy neighbor, a lost key, a broken ice machine — and log them for the morning team
- Walk the property on security rounds

What you bring
- 1 year of hotel front desk or night audit experience
- Comfortable with computers, Excel and Outlook
- Accurate with numbers and careful with cash
- Able to work alone through the night and stay calm when something unexpected happens

Perks: free parking, a meal every shift, hotel discounts worldwide, health insurance after 60 days.

We are an equal opportunity employer.`,
  },
  {
    id: 'line-cook',
    half: 'unseen',
    field: 'hospitality',
    title: 'Line Cook',
    company: "O'Malley's Pub & Kitchen",
    skills: [
      'Line cooking',
      'Grill',
      'Sauté',
      'Fryer',
      'Food preparation',
      'Knife skills',
      'Food safety',
      'ServSafe Food Handler',
      'Sanitation',
      'Working under pressure',
      'Teamwork',
      'Reliability',
    ],
    text: `O'Malley's Pub & Kitchen is hiring a Line Cook! Full-time and part-time, nights and weekends.

We're a busy neighborhood pub in Boston's South End — scratch kitchen, 90 seats, packed on game days.

Pay: $19–$23/hr depending on experience + tip share
Shifts: 3pm to close, at least two weekend shifts

What you'll do:
* Work the grill, sauté or fry station during service
* Prep your station before the shift: cut veg, portion proteins, make sauces from our recipes
* Keep tickets moving when the rail is full on a Saturday night
* Store, label and date food the right way and keep temps logged
* Clean as you go and break down your station at close

What we need:
* 1+ year on a line in a full-service restaurant
* Good knife skills
* Food handler card (ServSafe or equivalent), or get one in your first 30 days
* You show up for your shifts and have your teammates' backs

Shift meal every shift, paid time off after 90 days, and health insurance for full-timers.

Apply below or stop by Tuesday–Thursday between 2 and 4pm and ask for Sean.`,
  },
  {
    id: 'shipping-receiving-clerk',
    half: 'tune',
    field: 'logistics',
    title: 'Shipping & Receiving Clerk',
    company: 'Castellan Industrial Supply, Inc.',
    skills: [
      'Shipping and receiving',
      'Forklift operation',
      'Pallet jack',
      'RF scanners',
      'Inventory management',
      'Order picking',
      'Bills of lading',
      'UPS WorldShip',
      'Data entry',
      'Cycle counting',
      'Attention to detail',
      'Reliability',
    ],
    text: `Shipping & Receiving Clerk – 1st Shift
Castellan Industrial Supply, Inc.
Grand Rapids, MI 49512
Full-time
$20.00 - $22.50 an hour

Castellan Industrial Supply distributes bearings, power transmission parts and safety supplies to 3,000 factories and contractors across Michigan.

Hours: Monday – Friday, 6:00 AM – 2:30 PM

What you will do:
- Unload inbound trucks, check shipments against the packing list and purchase order, and note damage or shortages
- Receive product into our WMS using an RF scanner and put it away in the right location
- Pick, pack and stage customer orders for same-day shipping
- Prepare bills of lading for LTL freight and print parcel labels in UPS WorldShip and FedEx Ship Manager
- Load outbound trucks and wrap pallets
- Do weekly cycle counts and help with the annual physical inventory
- Operate a sit-down forklift and electric pallet jack safely

Requirements:
- 1+ year of warehouse shipping or receiving experience
- Forklift certification (we will certify the right candidate)
- Basic computer skills for data entry
- Careful and accurate — the right part in the right box, every time
- Good attendance

Benefits: medical, dental, vision, 401(k) with 4% match, paid holidays and safety shoes allowance.

Castellan Industrial Supply, Inc. is an Equal Opportunity Employer / Drug-free workplace.`,
  },
  {
    id: 'fleet-manager',
    half: 'unseen',
    field: 'logistics',
    title: 'Fleet Manager',
    company: 'Bluegrass Beverage Distributors',
    skills: [
      'Fleet management',
      'Preventive maintenance',
      'DOT compliance',
      'FMCSA regulations',
      'Telematics',
      'Vendor management',
      'Budgeting',
      'Fleet maintenance software',
      'Driver safety programs',
      'Team supervision',
      'Excel',
      'Negotiation',
    ],
    text: `Fleet Manager
Location: Louisville, KY
Employment type: Full-time, exempt
Salary: $78,000 – $92,000 per year
Reports to: Director of Operations

Bluegrass Beverage Distributors delivers beer, wine and non-alcoholic beverages to 4,500 retailers and restaurants across Kentucky and southern Indiana from three warehouses.

Position Overview
The Fleet Manager is responsible for our fleet of 160 tractors, straight trucks, trailers and service vans: keeping them safe, legal, available and affordable.

Responsibilities
1. Plan and run the preventive maintenance program for all units; track work orders and costs in Fleetio
2. Keep the fleet and drivers compliant with DOT/FMCSA rules: annual inspections, driver qualification files, hours of service, drug and alcohol testing
3. Use Samsara telematics to watch vehicle health, idling and driver behavior and coach drivers with the safety manager
4. Manage outside repair shops, parts suppliers and leasing companies; negotiate rates and hold them to them
5. Build and manage the fleet budget and the vehicle replacement plan
6. Supervise three diesel technicians and a fleet coordinator

Qualifications
- 5+ years of fleet management or fleet maintenance leadership
- Working knowledge of FMCSA regulations
- Experience with fleet management software and telematics
- Strong Excel skills
- ASE certifications and a CDL are a plus

We offer medical, dental, vision, 401(k) match, a company vehicle and an annual bonus.

Bluegrass Beverage Distributors is an equal opportunity employer.`,
  },
  {
    id: 'associate-attorney',
    half: 'tune',
    field: 'legal',
    title: 'Litigation Associate',
    company: 'Sato & Whitaker LLP',
    skills: [
      'Civil litigation',
      'Legal research',
      'Legal writing',
      'Westlaw',
      'Discovery',
      'Depositions',
      'Motion practice',
      'Clio',
      'Bar admission',
      'Client communication',
      'Time management',
      'Attention to detail',
    ],
    text: `Litigation Associate (2–5 years)
Portland, Oregon

Posted 5 days ago

We are a small commercial litigation firm looking for an associate who wants to try cases, not just review documents. Founded in 2004 by Kenji Sato and Mara Whitaker, Sato & Whitaker LLP represents regional businesses, family companies and their owners in contract, business tort, partnership and real estate disputes in state and federal courts in Oregon and Washington. We have eight lawyers, which means that our associates take depositions, argue motions and sit second chair at trial within their first year with us.

The associate we hire will work directly with both partners on a docket of about twenty active matters. A typical week includes researching a question of Oregon contract law on Westlaw and writing a memo that gives the partner an answer rather than a survey; drafting a motion for summary judgment or an opposition; preparing and serving written discovery, and fighting about it when the other side does not answer; defending and taking depositions; and talking to clients on the phone about where their case stands and what it will cost. You will manage your own calendar and deadlines in Clio and keep your matters moving without being reminded.

We are looking for two to five years of civil litigation experience at a firm or in a clerkship, admission to the Oregon State Bar (Washington admission a plus), writing that a judge would want to read, and the kind of care that catches the wrong date in a certificate of service. We do not have a billable-hour quota; we do have high standards.

Salary range: $125,000 – $160,000 depending on experience, plus a discretionary bonus, full health coverage for you and your family, and a 401(k) with profit sharing.

To apply, send a cover letter, resume, law school transcript and a writing sample of no more than 15 pages to hiring@satowhitaker.com.`,
  },
  {
    id: 'legal-secretary',
    half: 'unseen',
    field: 'legal',
    title: 'Legal Secretary, Litigation',
    company: 'Chartwell Legal Staffing',
    skills: [
      'Legal document preparation',
      'E-filing',
      'Calendar management',
      'Docketing',
      'Microsoft Word',
      'Outlook',
      'Time entry',
      'Dictation transcription',
      'Litigation support',
      'Confidentiality',
      'Organization',
      'Typing',
    ],
    text: `Legal Secretary – Litigation
Hartford, CT | Direct Hire | $62,000 – $75,000

Our client, a well-regarded 40-attorney law firm in downtown Hartford, is seeking an experienced Legal Secretary to support two litigation partners and an associate. This is an in-office role, Monday through Friday, 8:30 to 5:00.

Responsibilities:
▪ Prepare, format and proofread pleadings, motions, discovery and correspondence in Microsoft Word
▪ E-file documents in Connecticut Superior Court and federal court (CM/ECF)
▪ Maintain attorneys' calendars in Outlook and docket court deadlines
▪ Transcribe digital dictation
▪ Enter time and prepare monthly client bills
▪ Organize deposition and trial binders and exhibits
▪ Handle confidential client information with discretion

Requirements:
▪ 3+ years of experience as a litigation legal secretary or legal assistant
▪ Advanced Microsoft Word skills (tables of authorities, styles, redlines)
▪ Typing speed of 70+ wpm
▪ Experience with state and federal e-filing
▪ Highly organized and able to juggle competing deadlines

Our client offers a generous benefits package including health insurance with a low deductible, 401(k) with profit sharing, and free parking.

Chartwell Legal Staffing has been placing legal professionals with Connecticut's leading firms for over 20 years. Apply today and one of our recruiters will contact you within one business day.`,
  },
  {
    id: 'qc-chemist',
    half: 'tune',
    field: 'science',
    title: 'QC Chemist II',
    company: 'Bellwether Pharmaceuticals, Inc.',
    skills: [
      'Analytical chemistry',
      'HPLC',
      'Gas chromatography',
      'Dissolution testing',
      'Karl Fischer titration',
      'Method validation',
      'Empower',
      'cGMP',
      'Good documentation practices',
      'OOS investigations',
      'Technical writing',
      'Attention to detail',
      'Teamwork',
    ],
    text: `QC Chemist II
Raleigh, North Carolina
Quality Control – Full-time – On-site

Apply for this job

Bellwether Pharmaceuticals, Inc. develops and manufactures generic oral solid dose medicines at our FDA-inspected plant in Raleigh. Our Quality Control laboratory releases every batch we make.

About the role
As a QC Chemist II you will test raw materials, in-process samples, finished product and stability samples, and help bring new analytical methods into the lab.

Responsibilities
• Perform assay, impurities and content uniformity testing by HPLC and GC, dissolution testing, Karl Fischer water determination, and wet chemistry
• Process chromatography data in Empower 3 and review peers' data
• Execute method transfers and validations under approved protocols and write the reports
• Lead laboratory investigations of out-of-specification (OOS) and out-of-trend results
• Document everything to cGMP and ALCOA+ data integrity standards
• Keep instruments calibrated and the lab audit-ready

Requirements
Area | Required | Preferred
Education | B.S. in Chemistry or related science | M.S. in Analytical Chemistry
Experience | 3+ years in a cGMP QC laboratory | Oral solid dose experience
Instruments | HPLC, dissolution | GC, FTIR, UV-Vis
Software | Empower | LIMS (LabWare)
Skills | Clear technical writing; careful documentation | Training junior analysts

You work well on a team that shares a heavy sample load and you help where the lab needs it.

Pay range: $72,000 – $88,000. Benefits include medical, dental, vision, 401(k) with 5% match and tuition assistance.

Bellwether Pharmaceuticals, Inc. is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.`,
  },
  {
    id: 'wildlife-biologist',
    half: 'unseen',
    field: 'science',
    title: 'Wildlife Biologist',
    company: 'Sagebrush Ecological Consulting, LLC',
    skills: [
      'Wildlife surveys',
      'Avian surveys',
      'Habitat assessment',
      'Endangered Species Act',
      'NEPA',
      'GIS',
      'ArcGIS',
      'GPS',
      'Technical writing',
      'Data collection',
      'Field safety',
      "Driver's license",
      'Independent work',
    ],
    text: `Sagebrush Ecological Consulting, LLC is an environmental consulting firm based in Casper, Wyoming. For fifteen years we have helped energy developers, transmission utilities and federal land managers across the Intermountain West understand what lives on a project site and what it will take to protect it.

We are adding a Wildlife Biologist to our natural resources team.

The work is split between the field and the office, roughly sixty and forty percent over a year. From April through July you will run raptor nest surveys, greater sage-grouse lek counts and breeding bird point counts, often starting before dawn and driving two-track roads in a company truck to reach remote sites. You will assess habitat, record observations on tablets and handheld GPS units, and follow our field safety plan when you are working alone, including daily check-ins and wildlife encounter protocols. In the fall and winter you will turn that data into maps in ArcGIS Pro and into the wildlife sections of environmental assessments and biological assessments that our clients submit under NEPA and Section 7 of the Endangered Species Act. Your reports will be read by agency biologists, so they must be clear, accurate and defensible.

The right person has a bachelor's degree in wildlife biology, ecology or a related field and at least three years of field experience on avian and big game surveys, ideally in consulting or with a state or federal agency. You know the Endangered Species Act and the Migratory Bird Treaty Act and how they shape a project. You can produce a clean map in ArcGIS, you can write, and you can plan and run a week of field work on your own. A valid driver's license and a clean driving record are required; experience with four-wheel drive vehicles and UTVs is a plus.

Salary is $58,000 to $70,000 depending on experience, with per diem for overnight field work, health insurance, a 401(k) with match and paid time off that you will actually get to use in the winter.

Sagebrush Ecological Consulting, LLC is an equal opportunity employer.`,
  },
  {
    id: 'interior-designer',
    half: 'tune',
    field: 'creative',
    title: 'Interior Designer',
    company: 'The Linden Collective',
    skills: [
      'Interior design',
      'Space planning',
      'AutoCAD',
      'Revit',
      'SketchUp',
      'Adobe Creative Suite',
      'FF&E specification',
      'Material selection',
      'Construction documents',
      'Client presentations',
      'Project management',
      'NCIDQ',
      'Communication',
    ],
    text: `The Linden Collective
Architecture · Interiors · Hospitality

We are a 35-person design studio in Nashville working on boutique hotels, restaurants and workplaces across the Southeast. Our projects are known for warm materials, careful detailing and spaces people want to stay in. We work as one studio: architects and interior designers sit together and share every project from concept to opening day.

Open Position

Interior Designer

Nashville, TN · Full-time · Hybrid (3 days in studio)

What you'll do
- Develop space plans and furniture layouts from programming through construction documents
- Select and specify finishes, furniture, fixtures and equipment (FF&E) and keep the specification book current
- Produce drawings and models in Revit, AutoCAD and SketchUp, and presentation boards in InDesign and Photoshop
- Present design concepts and material palettes to clients with the project lead
- Coordinate with architects, consultants, vendors and contractors; answer RFIs and review submittals
- Track your part of the project schedule and budget

What you'll bring
- Bachelor's degree in Interior Design (CIDA-accredited program preferred)
- 3–6 years of commercial or hospitality interior design experience
- Strong Revit skills; AutoCAD and SketchUp
- NCIDQ certification or progress toward it
- A portfolio that shows your own drawings and your thinking
- Clear, confident communication with clients and contractors

Salary $65,000 – $82,000, studio-paid health insurance, 401(k), NCIDQ exam fees and an annual design trip.

Send your resume and portfolio to careers@lindencollective.com.`,
  },
  {
    id: 'motion-designer',
    half: 'unseen',
    field: 'creative',
    title: 'Motion Designer',
    company: 'Kiln & Kite Studio',
    skills: [
      'Motion graphics',
      'Adobe After Effects',
      'Cinema 4D',
      'Adobe Illustrator',
      'Adobe Photoshop',
      'Adobe Premiere Pro',
      'Animation',
      'Storyboarding',
      'Typography',
      'Sound design',
      'Taking feedback',
      'Time management',
    ],
    text: `Kiln & Kite Studio
Motion Designer
Remote (US) · Contract, 6 months with possible extension · $55–$70/hr
Posted 3 days ago · 48 applicants

Apply    Save    Share

About the job
Kiln & Kite Studio is a small animation and brand studio that makes explainer videos, product launches and social campaigns for software and consumer brands. We need a motion designer to join the team for a busy first half of the year.

You will
- Take scripts and storyboards from rough frames to finished animation
- Animate 2D motion graphics and kinetic typography in After Effects
- Build simple 3D scenes in Cinema 4D (Redshift a bonus)
- Prepare and clean up artwork from Illustrator and Photoshop
- Cut and finish videos in Premiere Pro, including music and simple sound effects
- Sketch your own storyboards when a brief needs one
- Present work in progress on our twice-weekly reviews and turn feedback around quickly

You have
- 3+ years of professional motion design experience
- A reel that shows strong timing, easing and typography
- Expert After Effects; solid Illustrator and Photoshop
- The ability to manage your hours across two or three projects without missing a deadline
- Availability for calls between 10am and 3pm Eastern

Please include a link to your reel. Applications without a reel will not be reviewed.`,
  },
  {
    id: 'office-manager',
    half: 'tune',
    field: 'operations',
    title: 'Office Manager, Dental Practice',
    company: 'Lakeside Family Dentistry',
    skills: [
      'Office management',
      'Dental office administration',
      'Insurance verification',
      'Insurance billing',
      'Accounts receivable',
      'Scheduling',
      'Dentrix',
      'QuickBooks',
      'Payroll',
      'HIPAA',
      'Staff supervision',
      'Customer service',
      'Problem solving',
    ],
    text: `Office Manager – Dental Practice
Full-time · Monday–Thursday 7:30–5:00, Fridays 7:30–2:00
$24–$30/hour depending on experience

We're a busy, two-doctor family dental practice and our long-time office manager is retiring after 19 years. We're looking for someone to keep the front of the office running so our doctors can focus on patients.

What you'll be responsible for:
• Running the front desk team of three: scheduling, training, covering when someone is out
• Keeping the doctors' and hygienists' schedules full and running on time
• Verifying dental insurance benefits before appointments and submitting claims
• Following up on unpaid claims and patient balances so we actually get paid
• Running payroll every two weeks and paying bills in QuickBooks
• Ordering office supplies and working with our IT vendor
• Making sure we follow HIPAA and keep patient records private
• Greeting patients warmly and solving their problems when things go wrong

What we're looking for:
• 3+ years of dental office experience, including insurance billing
• Dentrix experience strongly preferred (Eaglesoft OK)
• Experience supervising staff
• Friendly, organized and calm under pressure

Benefits: paid holidays, PTO, 401(k), health insurance stipend and free dental care for you and your family.

Please email your resume to Dr. Ellen Park.

Dr. Ellen Park and Dr. Marcus Reyes
Lakeside Family Dentistry
1840 Shoreline Drive, Madison, WI 53704`,
  },
  {
    id: 'customer-service-representative',
    half: 'unseen',
    field: 'operations',
    title: 'Bilingual Customer Service Representative',
    company: 'Hearthstone Home Warranty',
    skills: [
      'Customer service',
      'Call center',
      'Spanish',
      'Inbound calls',
      'Claims processing',
      'Salesforce',
      'Zendesk',
      'De-escalation',
      'Typing',
      'Active listening',
      'Problem solving',
      'Empathy',
    ],
    text: `Bilingual Customer Service Representative (Spanish/English) - Remote
Hearthstone Home Warranty
Remote in Arizona, Nevada, Utah or Texas

Easy Apply
Save

Posted 3 days ago · Over 200 applicants

$18.50 - $20.00 an hour · Full-time · Entry level

About the job
When a homeowner's air conditioner dies in July, they call us. Hearthstone Home Warranty covers the systems and appliances in more than 300,000 homes, and our customer care team is the first voice they hear.

What you'll do
- Answer inbound calls and chats from homeowners in English and Spanish
- Open service claims, ask the right questions about what broke, and dispatch a contractor from our network
- Keep notes and customer records accurate in Salesforce and work tickets in Zendesk
- Calm down frustrated customers and find an answer, not an excuse
- Listen carefully and explain coverage in plain words
- Meet quality, handle time and customer satisfaction goals

What you need
- Fluent in Spanish and English (you will take a language assessment)
- 1 year of customer service or call center experience
- Type at least 40 wpm
- A quiet home workspace and internet of 50 Mbps or faster
- Patience and real empathy for people having a bad day

Paid training, $1/hr bilingual differential, medical/dental/vision after 30 days, 401(k), and company equipment.

Hearthstone Home Warranty is an equal opportunity employer.`,
  },
  {
    id: 'loss-prevention-associate',
    half: 'tune',
    field: 'retail',
    title: 'Loss Prevention Associate',
    company: "Pennington's",
    skills: [
      'Loss prevention',
      'Shoplifting apprehension',
      'CCTV monitoring',
      'Incident reporting',
      'Inventory shrink reduction',
      'Internal investigations',
      'Safety audits',
      'Customer service',
      'Observation skills',
      'Conflict resolution',
      'Written communication',
      'Integrity',
    ],
    text: `Job ID: 2026-11873
Loss Prevention Associate - Part Time
Store #214 - Easton Town Center, Columbus, OH
Category: Asset Protection
Type: Part-Time (20-29 hours), Regular

Overview
Pennington's is a family of 120 department stores across the Midwest offering apparel, home and beauty since 1928. Our Asset Protection team keeps our customers, our associates and our merchandise safe.

Responsibilities
- Detect and stop theft by watching the sales floor in person and on CCTV
- Make apprehensions safely, following Pennington's policy, and work with local police
- Write clear, factual incident reports the same day
- Help reduce shrink with the store team: audits of high-risk merchandise, fitting room checks, receiving audits
- Support internal investigations with the District Asset Protection Manager
- Run monthly safety walks and fix hazards
- Greet and help customers while on the floor

Qualifications
- 1 year of retail loss prevention, security or law enforcement experience preferred
- Observant and patient — you notice what others miss
- Able to stay calm and de-escalate tense situations
- Honest, discreet and dependable
- Availability nights, weekends and holidays

Associate discount of 25%, flexible schedules and paid training.

Pennington's is an Equal Opportunity Employer and participates in E-Verify.`,
  },
  {
    id: 'assistant-buyer',
    half: 'unseen',
    field: 'retail',
    title: "Assistant Buyer, Women's Footwear",
    company: 'Wren & Oak',
    skills: [
      'Buying',
      'Merchandise planning',
      'Open-to-buy',
      'Purchase orders',
      'Vendor relations',
      'Sales analysis',
      'Excel',
      'Pivot tables',
      'Trend analysis',
      'Negotiation',
      'Communication',
      'Organization',
    ],
    text: `Assistant Buyer, Women's Footwear at Wren & Oak
New York, NY (Hybrid) · Full-time

Wren & Oak is a fast-growing lifestyle brand with 60 stores and a thriving e-commerce site. We design our own apparel and curate footwear and accessories from independent makers.

The opportunity
Reporting to the Buyer for Women's Footwear, you will help plan, buy and manage a $40M assortment across stores and online.

Responsibilities
- Write and manage purchase orders, confirm delivery dates and follow up with vendors on late shipments
- Build weekly selling reports and analyze sales, sell-through and inventory by style and door
- Help build seasonal assortment plans and manage open-to-buy with the planning team
- Recommend reorders, markdowns and transfers based on what's selling
- Shop the market and competitors and share trend reports
- Prepare line reviews and support negotiations with vendors on cost, terms and markdown money
- Keep product data and samples organized for photo shoots and launches

Qualifications
- 2–3 years of buying or planning experience in retail or wholesale
- Advanced Excel: pivot tables, VLOOKUP/XLOOKUP
- Strong analytical skills and a love of footwear
- Clear communicator with vendors and internal partners
- Organized enough to keep 300 open POs straight

Salary range: $70,000 – $80,000 plus bonus. Benefits include medical, dental, vision, 401(k), a 40% employee discount and summer Fridays.

Wren & Oak is proud to be an equal opportunity employer.`,
  },
  {
    id: 'sales-agronomist',
    half: 'tune',
    field: 'agriculture',
    title: 'Sales Agronomist',
    company: 'Tri-County Farmers Co-op',
    skills: [
      'Agronomy',
      'Crop scouting',
      'Soil sampling',
      'Nutrient management',
      'Crop protection',
      'Precision agriculture',
      'Certified Crop Adviser',
      'Pesticide applicator license',
      'Agricultural sales',
      'Customer relationships',
      'Climate FieldView',
      'Communication',
    ],
    text: `Sales Agronomist
Tri-County Farmers Co-op
Sioux Center, IA 51250
$65,000 - $85,000 a year - Full-time

Job details
Pay
$65,000 - $85,000 a year
Job type
Full-time
Benefits
Pulled from the full job description
Health insurance
Retirement plan
Company truck

Full job description
Tri-County Farmers Co-op is hiring a Sales Agronomist to serve corn, soybean and alfalfa growers in northwest Iowa. We are a member-owned cooperative with grain, feed, energy and agronomy divisions.

What you'll do:
- Build relationships with growers and grow agronomy sales (seed, fertilizer, crop protection and services) in your territory
- Scout fields through the season for weeds, insects and disease and make recommendations
- Pull soil samples and build fertility and nutrient management plans
- Write variable-rate seeding and fertilizer prescriptions with precision ag tools like Climate FieldView
- Help growers with crop plans and product decisions over the winter
- Work with our applicators and dispatch to make sure every application goes on right

What you need:
- Bachelor's degree in Agronomy, Crop Science or related field, or equivalent experience
- Certified Crop Adviser (CCA), or the ability to earn it within two years
- Iowa commercial pesticide applicator license (or obtain within 6 months)
- A farm background and comfort talking with growers
- Strong communication skills

Job Type: Full-time
Work Location: On the road`,
  },
  {
    id: 'herd-manager',
    half: 'unseen',
    field: 'agriculture',
    title: 'Herd Manager',
    company: 'Bright Acre Farms LLC',
    skills: [
      'Dairy herd management',
      'Animal health',
      'Milking procedures',
      'Calf care',
      'Breeding programs',
      'Artificial insemination',
      'Record keeping',
      'DairyComp 305',
      'Team leadership',
      'Spanish',
      'Problem solving',
    ],
    text: `HERD MANAGER WANTED

900-cow freestall dairy in central Wisconsin looking for a full-time herd manager. Family farm, third generation, good cows and a good crew.

Responsibilities:
- Oversee the health of the milking herd: fresh cow checks, treatment protocols, working with our vet on herd checks
- Make sure milking procedures are followed on every shift and keep somatic cell count low
- Run the breeding program: heat detection, AI breeding and synch programs
- Oversee calf and heifer care with the calf lead
- Keep accurate records of treatments, breedings and events in DairyComp 305
- Lead and train a crew of 12 milkers and feeders; schedule shifts
- Figure out what's wrong when production dips and fix it

Requirements:
- 3+ years of dairy experience, with at least 1 year in a lead role
- AI certified or willing to learn
- Spanish speaking a big plus (most of our crew speaks Spanish)
- Willing to help with milking or feeding when we're short

Pay: $60,000–$72,000 salary depending on experience, plus a house on the farm, health insurance, milk and beef.

Call or text Tom Brenner at 715-555-0182, or mail a resume to:
Bright Acre Farms LLC
N4821 County Road K
Marshfield, WI 54449`,
  },
  {
    id: 'production-supervisor',
    half: 'tune',
    field: 'manufacturing',
    title: 'Production Supervisor',
    company: 'Ironwood Staffing',
    skills: [
      'Production supervision',
      'Food manufacturing',
      'Lean manufacturing',
      '5S',
      'Root cause analysis',
      'GMP',
      'HACCP',
      'SQF',
      'OSHA compliance',
      'Production scheduling',
      'Team leadership',
      'Coaching',
      'Spanish',
    ],
    text: `Production Supervisor - 2nd Shift | Direct Hire | Req #7731
Lancaster, PA
$68,000 - $78,000 + 10% shift premium

Our client, a growing snack food manufacturer running 14 packaging lines, is looking for a 2nd Shift Production Supervisor (2:00pm - 10:30pm, Monday - Friday) to lead a team of 45 operators and line leads.

Responsibilities:
• Lead, coach and hold the shift team accountable for safety, quality and output
• Hit the daily production schedule and make line and crew changes when something goes down
• Run shift start-up meetings and hand-offs
• Enforce GMPs, food safety (HACCP) and SQF requirements; support audits
• Drive lean tools — 5S, standard work, daily huddle boards — on the floor
• Lead root cause investigations for downtime, waste and quality holds
• Keep the floor safe: incident investigations, safety walks, OSHA compliance

Qualifications:
• 3+ years of supervisory experience in food or consumer products manufacturing
• Knowledge of GMP, HACCP and SQF
• Lean manufacturing experience
• Bilingual English/Spanish preferred
• Bachelor's degree preferred, or equivalent experience

Ironwood Staffing is a regional staffing and recruiting firm placing manufacturing and logistics professionals across Pennsylvania. We are an equal opportunity employer.`,
  },
  {
    id: 'process-engineer',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Manufacturing Process Engineer',
    company: 'Corbel Composites',
    skills: [
      'Process engineering',
      'Composites manufacturing',
      'Lean manufacturing',
      'Six Sigma',
      'Statistical process control',
      'Root cause analysis',
      'PFMEA',
      'Work instructions',
      'SolidWorks',
      'Minitab',
      'Data analysis',
      'Cross-functional collaboration',
    ],
    text: `Manufacturing Process Engineer
Greenville, SC
Engineering – Full Time

At Corbel Composites we build carbon fiber structures for aircraft interiors, drones and medical devices. Our 300-person plant runs autoclave cure, resin transfer molding and five-axis trimming under one roof, and we are growing fast.

What you'll do
- Own the manufacturing processes for a product family, from layup through cure, trim and bond
- Cut scrap, rework and cycle time using lean and Six Sigma tools
- Set up and watch SPC charts on critical process parameters, and act when a process drifts
- Lead root cause and corrective action for nonconformances with quality
- Write PFMEAs, control plans and clear work instructions that operators actually use
- Design simple tooling and fixtures in SolidWorks
- Work with design engineering, quality and production to launch new parts

What you'll need
Requirement | Must have | Nice to have
Degree | B.S. in Mechanical, Manufacturing or Materials Engineering | M.S.
Experience | 2+ years as a process or manufacturing engineer | Composites or aerospace
Methods | Lean, SPC, PFMEA | Six Sigma Green Belt
Tools | SolidWorks, Excel | Minitab, JMP

You like data, you like the shop floor, and you can get a production lead, a quality engineer and a designer to agree on a fix.

Salary: $80,000 – $98,000 with annual bonus. Relocation available.

Corbel Composites is an equal opportunity employer. Because of export control regulations (ITAR), applicants must be U.S. persons.`,
  },
  {
    id: 'database-administrator',
    half: 'tune',
    field: 'software',
    title: 'Senior Database Administrator',
    company: 'Tollgate Systems',
    skills: [
      'PostgreSQL',
      'SQL Server',
      'Performance tuning',
      'Backup and recovery',
      'High availability',
      'Replication',
      'AWS RDS',
      'Terraform',
      'Python',
      'Database security',
      'PCI DSS',
      'On-call support',
      'Mentoring',
      'Communication',
    ],
    text: `Senior Database Administrator at Tollgate Systems
Austin, TX (Hybrid) · Full-time · $140,000 – $165,000

About the job

Tollgate Systems builds the payment and account software behind toll roads and express lanes in 14 states. Every time a car passes a gantry, a row lands in one of our databases — about 40 million a day.

We are looking for a Senior Database Administrator to keep those databases fast, safe and available.

What you'll do
- Run our PostgreSQL fleet on AWS (RDS and Aurora) and the legacy SQL Server estate we are retiring
- Find and fix slow queries, indexes and locking problems with the engineering teams
- Own backup, point-in-time recovery and disaster recovery, and prove they work with regular restore tests
- Design replication and failover so a zone outage is a non-event
- Manage database infrastructure as code with Terraform and automate routine work in Python
- Control access, encryption and auditing to meet PCI DSS
- Join the on-call rotation (one week in six) and lead incident reviews
- Coach application engineers on schema design and query habits

What you bring
- 7+ years as a DBA, including 3+ with PostgreSQL in production
- Deep experience with performance tuning and high availability
- AWS experience, ideally RDS/Aurora
- Scripting in Python or Bash
- Calm, clear communication during incidents

Easy Apply
Save

Tollgate Systems is an equal opportunity employer.`,
  },
  {
    id: 'machine-learning-engineer',
    half: 'unseen',
    field: 'software',
    title: 'Machine Learning Engineer, Fraud & Risk',
    company: 'Vantage Talent Group',
    skills: [
      'Machine learning',
      'Python',
      'PyTorch',
      'scikit-learn',
      'SQL',
      'Feature engineering',
      'Model deployment',
      'MLOps',
      'Docker',
      'Kubernetes',
      'AWS',
      'Fraud detection',
      'Communication',
    ],
    text: `Machine Learning Engineer – Fraud & Risk
Remote (US) | Full-time | $175K – $210K + equity

Our client, a Series C fintech that provides small-business banking to 400,000 customers, is building out its risk team and is hiring a Machine Learning Engineer to take fraud models from notebook to production.

What you'll work on
- Build and improve models that catch account takeover, check fraud and first-party fraud in real time
- Engineer features from transaction, device and behavioral data in SQL and Python
- Train models with scikit-learn, gradient boosting and PyTorch
- Ship models as low-latency services (Docker on Kubernetes, AWS) and own monitoring, drift detection and retraining pipelines
- Work with fraud analysts and product managers to decide what to build and explain how models decide

What they're looking for
- 4+ years building and deploying ML models in production
- Strong Python and SQL
- Experience with MLOps tooling (MLflow, SageMaker or similar)
- Fraud, risk or payments experience strongly preferred
- Able to explain a model's tradeoffs to non-technical partners

Vantage Talent Group connects engineers with high-growth startups. We'll share the client's name after a first conversation. Apply with your resume or LinkedIn profile.`,
  },
]
