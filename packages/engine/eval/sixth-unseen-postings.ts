// A sixth posting set (issue 15): 30 postings in 30 occupations none of the other sets has, two per field over
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, software, sales, agriculture and energy, and social services. Shapes as boards produce them:
// about-us blocks before the title, "Title at Company", "X is hiring a …", "Join X as …", long prose,
// requirement tables flattened to text, salary and benefits blocks, EEO boilerplate, board chrome (Apply now,
// Save job, "Posted 3 days ago"), requisition numbers and class codes. Skills are stated both in the words a
// recruiter screens for and in paraphrase ("you can read a schematic" for Electrical schematics).
// Written from scratch by a helper who had not read the engine's source, lexicons or data, nor run any bench or
// engine function; each recruiter skill list, title and company was written from the ad alone and committed
// BEFORE the engine first read the texts. Halves alternate in file order (tune6 / unseen6), one posting of each
// field in each half.
//
// Labelling rules (a recruiter's, decided before any run; the same as the fifth set's):
// - skills: what a recruiter would screen for, grouped in the list as required, preferred, then soft; a skill the
//   ad implies without naming it (a licence the job cannot be done without) is listed when a recruiter would.
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A specialty after a dash on the title line is kept as after a comma
//   ("Camera Operator – Live Sport" → "Camera Operator, Live Sport"); what a board hangs there (place, employer,
//   shift, type, pay, number, slogan) is dropped (settled 2026-11-30, labels of all sets brought in line).
// - company: the employer as printed, with its legal suffix (Inc., LLC, LLP) and "The" when the posting names it
//   that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:" line.
//   School-district ads: the district, not the school building.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const sixthUnseenPostings: UnseenPosting[] = [
  {
    id: 'elevator-mechanic',
    half: 'tune',
    field: 'trades',
    title: 'Elevator Service Mechanic',
    company: 'Keystone Vertical Transportation, Inc.',
    skills: [
      // required
      'Elevator maintenance',
      'Elevator repair',
      'Hydraulic elevators',
      'Traction elevators',
      'Electrical schematics',
      'Relay logic',
      'Electrical troubleshooting',
      'Lockout/tagout',
      'IUEC mechanic card',
      "Driver's license",
      // preferred
      'QEI certification',
      'Escalator maintenance',
      // soft
      'Customer service',
      'Reliability',
    ],
    text: `Elevator Service Mechanic at Keystone Vertical Transportation, Inc.
Pittsburgh, PA · Full-time · Req. 24-0871
Posted 3 days ago · 41 applicants

Apply now    Save job

Keystone Vertical Transportation, Inc. is an independent elevator contractor maintaining more than 2,300 units in western Pennsylvania — hospitals, office towers, parking garages, apartment buildings and the occasional 1920s cable-and-sheave car that nobody else will touch.

We're adding a Service Mechanic to our route team. You'll own a route of roughly 90 units, run preventive maintenance on a schedule you help set, and answer trouble calls and entrapments on your rotation.

The work
• Perform scheduled maintenance on hydraulic and traction elevators (geared and gearless), plus a handful of escalators
• Diagnose shutdowns on relay-logic and microprocessor controllers — you can read a wiring diagram and follow it to the fault
• Repair or replace door operators, rollers, valves, packings, brakes and governors
• Lock out and tag out every time, no exceptions
• Write up work tickets and recommend repairs to building managers in plain language
• Respond to after-hours callbacks on a shared rotation (paid at double time)

What you need
• IUEC card at mechanic level (or equivalent years as a non-union mechanic with a state elevator license)
• 5+ years in elevator service or modernization
• Clean driving record — you drive a Keystone van
• QEI certification a plus; escalator experience a plus
• Building managers trust you, and you show up when you say you will

Pay & benefits
$58.20/hr per the current IUEC Local 6 agreement · company van, fuel card and phone · tools and PPE · health, pension and annuity through the union

Keystone Vertical Transportation, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.`,
  },
  {
    id: 'millwright',
    half: 'unseen',
    field: 'trades',
    title: 'Industrial Millwright',
    company: 'Ridgeway Paperboard LLC',
    skills: [
      // required
      'Millwright',
      'Precision alignment',
      'Laser shaft alignment',
      'Bearing replacement',
      'Gearbox repair',
      'Rigging',
      'Hydraulics',
      'Pneumatics',
      'Welding',
      'Mechanical troubleshooting',
      // preferred
      'Vibration analysis',
      'CMMS',
      'Forklift operation',
      // soft
      'Teamwork',
    ],
    text: `Who we are

Ridgeway Paperboard LLC turns recycled fiber into the coated board used for cereal boxes, shoe boxes and frozen-food cartons. Our mill in Menasha has run since 1938 and today runs two paper machines around the clock, 362 days a year. We are proud of our safety record (over 1.4 million hours without a lost-time injury) and of the fact that many of our people retire from here.

Industrial Millwright
Menasha, WI | Full-time | Rotating 12-hour shifts (2-2-3)

About the role

The millwright keeps the mill turning. On any given shift you might be pulling a pump that lost its seal on the stock prep floor, changing out a bearing on a dryer can, rebuilding a gearbox on the winder, or setting a motor and aligning it to the drive within a couple of thousandths. When a machine goes down, you and the rest of the maintenance crew are the ones the whole mill is waiting on, and we need people who can work the problem methodically rather than throw parts at it.

You will also take part in our planned outages twice a year, when we rig and set large components, replace rolls and rebuild equipment that can't be touched while the machines are running. Between breakdowns you'll carry out preventive maintenance work orders from our maintenance system (Maximo) and log what you found and what you did.

Requirements
Education ........ High school diploma or GED; completed millwright apprenticeship or 4+ years of industrial maintenance
Alignment ........ Straight-edge, dial indicator and laser alignment (Easy-Laser or Fixturlaser)
Mechanical ....... Bearings, couplings, seals, gearboxes, pumps, conveyors
Fluid power ...... Read hydraulic and pneumatic circuits and troubleshoot them
Rigging .......... Rig and move heavy loads with overhead cranes, chain falls and come-alongs
Welding .......... Stick and MIG welding, oxy-fuel cutting
Nice to have ..... Vibration analysis experience, forklift certification, CMMS experience

We're a crew. Nobody here fixes the machine alone, and we want millwrights who share what they know and pitch in on whatever job the shift needs.

What we pay
$36.40–$41.15/hr plus shift differential, 401(k) with 6% match, medical/dental/vision from day one, tool allowance of $750 a year, and overtime during outages.

Ridgeway Paperboard LLC is an equal opportunity employer. Pre-employment drug screen and physical required.`,
  },
  {
    id: 'paramedic',
    half: 'tune',
    field: 'healthcare',
    title: 'Paramedic',
    company: 'Cascade Valley Ambulance',
    skills: [
      // required
      'Paramedic certification',
      'NREMT',
      'ACLS',
      'PALS',
      'BLS',
      'Patient assessment',
      '12-lead ECG interpretation',
      'Airway management',
      'IV therapy',
      'Medication administration',
      'Patient care reporting',
      'EVOC',
      // preferred
      'PHTLS',
      // soft
      'Calm under pressure',
      'Compassion',
    ],
    text: `Join Cascade Valley Ambulance as a Paramedic and serve the communities of the upper Skagit and Whatcom counties.

Cascade Valley Ambulance is a non-profit 911 and interfacility transport agency with 14 units and about 120 EMTs, paramedics and dispatchers. We answer roughly 21,000 calls a year — from freeway rollovers to strokes in farmhouses forty minutes from the nearest hospital — and we take our clinical standards seriously.

Shift: 24 on / 48 off, or 12-hour days (your choice by seniority)
Pay: $31.50–$39.75 per hour depending on experience, plus $3,000 sign-on bonus

As a Paramedic, you will:
- Lead patient care on an ALS unit with an EMT partner
- Assess and treat medical and trauma patients in the field, including advanced airway placement, IV and IO access, and drug administration under our county protocols
- Acquire and interpret 12-lead ECGs and transmit STEMI alerts to receiving hospitals
- Complete a thorough electronic patient care report (ImageTrend) before the end of each shift
- Check your unit, equipment and narcotics at the start of every shift
- Drive the ambulance safely under emergency and non-emergency conditions

Requirements:
- Current Washington State paramedic certification (or able to obtain reciprocity within 90 days)
- National Registry Paramedic (NRP)
- ACLS, PALS and BLS for Healthcare Providers
- EVOC or equivalent emergency vehicle operator course
- Valid driver's license with a clean driving record
- PHTLS or ITLS preferred

The calls that matter most are the hard ones. We want medics who keep a steady head when a scene is chaotic, and who treat every patient and family with kindness — on the worst day of their lives.

Benefits: medical, dental and vision for you and your family, 403(b) with 5% match, paid continuing education, uniforms, and a peer support team.

Cascade Valley Ambulance is an equal opportunity employer and a drug-free workplace.`,
  },
  {
    id: 'sonographer',
    half: 'unseen',
    field: 'healthcare',
    title: 'Diagnostic Medical Sonographer',
    company: 'St. Agnes Health System',
    skills: [
      // required
      'Diagnostic medical sonography',
      'RDMS',
      'Abdominal ultrasound',
      'OB/GYN ultrasound',
      'Vascular ultrasound',
      'BLS',
      'PACS',
      // preferred
      'RVT',
      'Epic',
      'Echocardiography',
      // soft
      'Attention to detail',
      'Communication',
      'Patient care',
    ],
    text: `Diagnostic Medical Sonographer - Per Diem
Apply
Save
locations: St. Agnes Medical Center - Fresno
time type: Part time
posted on: Posted 3 Days Ago
job requisition id: R-0045521

St. Agnes Health System

Every day at St. Agnes Health System, more than 6,000 caregivers carry forward a mission that began in 1929: to bring compassionate, high-quality care to the people of the Central Valley. Our 436-bed medical center, two outpatient imaging centers and network of clinics serve a community of more than a million people.

Position Summary
The Diagnostic Medical Sonographer performs diagnostic ultrasound examinations ordered by a licensed provider and provides the interpreting radiologist with the images and preliminary findings needed for diagnosis. This per diem position covers the inpatient department and emergency department on evenings and weekends, with occasional days at our outpatient imaging centers.

Essential Functions
- Performs general ultrasound examinations including abdomen, pelvis, obstetrics (all trimesters), thyroid, scrotal and small parts
- Performs venous and arterial duplex studies of the extremities and carotid exams
- Reviews the order and the patient's history, explains the procedure and obtains consent
- Uses independent judgment to adjust the examination to obtain the information the radiologist needs
- Sends images to PACS and documents preliminary observations in the electronic health record (Epic)
- Keeps the ultrasound room and equipment clean and stocked; reports equipment problems
- Speaks with patients, families and physicians clearly and courteously

Minimum Qualifications
Education: Graduate of a CAAHEP-accredited sonography program
Licensure/Certification: Registered Diagnostic Medical Sonographer (RDMS) with ARDMS in Abdomen and/or OB/GYN; BLS from the American Heart Association
Experience: 1 year of clinical sonography experience in a hospital setting

Preferred Qualifications
Registered Vascular Technologist (RVT); Epic experience; basic echo experience

Physical Demands: Standing and walking up to 90% of the shift; pushing portable equipment; repetitive motion of the hand and wrist.

Pay Range: $58.13 - $79.86 per hour. Actual pay depends on experience and qualifications.

St. Agnes Health System is an Equal Opportunity Employer. We do not discriminate on the basis of race, religion, color, sex, age, national origin, disability, veteran status, sexual orientation or gender identity.`,
  },
  {
    id: 'treasury-analyst',
    half: 'tune',
    field: 'finance',
    title: 'Treasury Analyst',
    company: 'Halvorsen Industrial Group',
    skills: [
      // required
      'Cash management',
      'Cash forecasting',
      'Cash positioning',
      'Wire transfers',
      'Excel',
      'Treasury management system',
      'Debt covenant compliance',
      "Bachelor's degree in Finance",
      // preferred
      'Kyriba',
      'SAP',
      'Foreign exchange',
      'CTP certification',
      // soft
      'Attention to detail',
      'Communication',
    ],
    text: `Halvorsen Industrial Group is hiring a Treasury Analyst to join our corporate finance team in Milwaukee.

Halvorsen makes pumps, valves and flow-control equipment sold in 40 countries, with $1.8 billion in annual revenue and 22 manufacturing sites. Our treasury team is small (five people), which means the analyst in this role sees everything — from the daily cash position to the quarterly covenant certificate sent to our lenders.

In a typical week you'll pull balances from our banks each morning and work out how much cash we have and where it needs to go; release and approve wires and ACH payments; update the 13-week cash forecast with input from the business units; and move money between our entities so that no account runs short. At quarter end you'll prepare the calculations we send to our bank group showing that we are within the limits of our credit agreement, and you'll help with intercompany loans, FX trades and letters of credit. You will also look for ways to automate what we still do by hand, and you'll keep our treasury workstation (Kyriba) and our bank portals running cleanly.

What you'll need
- Bachelor's degree in finance, accounting or economics
- 2-4 years in treasury, corporate finance or banking
- Advanced Excel (lookups, pivot tables, building a forecast model from scratch)
- Experience with a treasury management system; Kyriba and SAP are a plus
- Exposure to foreign exchange and hedging is helpful
- CTP (Certified Treasury Professional) or progress toward it preferred
- You catch the transposed digit before the wire goes out
- You can explain the cash position to the CFO in two minutes

Compensation: $72,000 - $88,000 base plus annual bonus target of 10%. Hybrid: three days a week in our downtown office.

Benefits include medical, dental and vision coverage, 401(k) with a 6% company match, tuition reimbursement and 20 days of PTO.

Halvorsen Industrial Group is an equal opportunity employer, including disability and protected veterans.`,
  },
  {
    id: 'underwriter',
    half: 'unseen',
    field: 'finance',
    title: 'Commercial Lines Underwriter II',
    company: 'Bridgewater Mutual Insurance Company',
    skills: [
      // required
      'Commercial underwriting',
      'Property and casualty insurance',
      'Risk assessment',
      'Loss run analysis',
      'Insurance pricing',
      'Agent relationship management',
      'Excel',
      "Bachelor's degree",
      // preferred
      'CPCU',
      'Guidewire',
      // soft
      'Negotiation',
      'Decision making',
      'Communication',
    ],
    text: `About Bridgewater Mutual

Bridgewater Mutual Insurance Company has protected the businesses and families of New England since 1887. We are owned by our policyholders, not by shareholders, which lets us take a long view: we write business we understand, pay claims fairly, and stay with our independent agents through hard markets and soft ones. Today we write $640 million in premium across personal and commercial lines.

Commercial Lines Underwriter II
Worcester, MA (hybrid) or remote within New England

The Opportunity
Our middle-market team is growing, and we're looking for an underwriter who wants to own a book of business with our independent agency partners in Connecticut and Rhode Island. You'll underwrite new and renewal accounts — contractors, light manufacturers, wholesalers, real estate and main-street businesses — across package (property and general liability), auto, umbrella and workers' compensation.

What you will do
• Evaluate submissions and decide which risks fit our appetite, using loss runs, inspection reports, financials and your own judgment
• Price accounts within your authority and structure terms, deductibles and coverage to make the account work for both sides
• Build relationships with your agents: visit them, explain our decisions, and win the accounts we want
• Negotiate with agents on renewal pricing and coverage changes
• Work in our policy system (Guidewire PolicyCenter) and keep clear underwriting files
• Refer accounts above your authority with a clear recommendation

Requirements
Experience: 3+ years of commercial lines underwriting
Education: Bachelor's degree
Skills: Strong Excel; comfortable with financial statements and loss analysis
Designations: CPCU or progress toward it preferred; Guidewire experience a plus

You make decisions and stand behind them, and you can say "no" to an agent in a way that keeps the relationship.

Salary range: $82,000 – $104,000 plus annual incentive. Benefits include a pension plan, 401(k) with match, medical/dental/vision, and paid time to volunteer.

Bridgewater Mutual Insurance Company is an equal opportunity employer.`,
  },
  {
    id: 'school-psychologist',
    half: 'tune',
    field: 'education',
    title: 'School Psychologist',
    company: 'Pinecrest Unified School District',
    skills: [
      // required
      'School psychology credential',
      'Psychoeducational assessment',
      'Special education eligibility',
      'IEP',
      'Functional behavior assessment',
      'Behavior intervention plans',
      'MTSS',
      'Crisis intervention',
      'Counseling',
      'Report writing',
      // preferred
      'Spanish',
      // soft
      'Collaboration',
      'Consultation',
    ],
    text: `Pinecrest Unified School District
Job Posting: School Psychologist (2026-2027 School Year)
JobID: 3318
Position Type: Student Support Services/School Psychologist
Date Posted: 11/18/2026
Location: District-wide (assigned to two elementary sites)
Closing Date: Open until filled

Salary: Placement on the Certificated Salary Schedule, $78,412 - $128,905 (215 work days), plus $2,500 annual stipend for bilingual certification

Pinecrest Unified serves 11,200 students in fourteen schools in the foothills east of Sacramento. Our student services team includes nine school psychologists, and we are adding a tenth position to bring caseloads down.

Duties and Responsibilities:
1. Conduct comprehensive psychoeducational evaluations (cognitive, academic, social-emotional and adaptive) and determine eligibility for special education services under IDEA and California Education Code.
2. Write clear, parent-friendly assessment reports and present results at IEP meetings.
3. Complete functional behavior assessments and develop behavior intervention plans with teachers and families.
4. Participate in the site's Multi-Tiered System of Supports (MTSS) and Student Study Team; recommend and monitor Tier 2 and Tier 3 interventions.
5. Respond to crisis situations, including suicide and threat risk assessments, following district protocols.
6. Provide individual and group counseling to students with IEP counseling goals.
7. Consult with teachers, administrators and parents on learning and behavior.

Qualifications:
- Valid California Pupil Personnel Services Credential (PPS) authorizing School Psychology
- Master's or Ed.S. in School Psychology
- Experience with WISC-V, WJ-IV, BASC-3 or similar instruments
- Bilingual (Spanish/English) preferred
- Works well as part of a multidisciplinary team

Application Procedure: Apply through EdJoin. Attach a letter of introduction, resume, copy of credential, and three letters of recommendation dated within the last two years.

Pinecrest Unified School District prohibits discrimination, harassment, intimidation, and bullying based on actual or perceived race, color, ancestry, national origin, ethnic group identification, age, religion, marital or parental status, physical or mental disability, sex, sexual orientation, gender, gender identity, or gender expression.`,
  },
  {
    id: 'economics-professor',
    half: 'unseen',
    field: 'education',
    title: 'Assistant Professor of Economics',
    company: 'Lakemont University',
    skills: [
      // required
      'PhD in Economics',
      'Teaching',
      'Research',
      'Econometrics',
      'Applied microeconomics',
      'Peer-reviewed publications',
      'Student advising',
      // preferred
      'Stata',
      'R',
      'Python',
      'Grant writing',
      // soft
      'Collaboration',
      'Commitment to diversity',
    ],
    text: `The Department of Economics at Lakemont University invites applications for a tenure-track position at the rank of Assistant Professor of Economics, beginning August 2027. We seek a scholar in applied microeconomics; we are particularly interested in candidates whose work is in labor, health, public or environmental economics, though strong applicants in any applied field will be considered.

Lakemont University is a private research university of 9,400 undergraduate and graduate students on the shores of Lake Erie. The Department of Economics has fourteen full-time faculty, an undergraduate major of about 250 students, and a master's program in applied economics and data analytics. Faculty in the department publish in leading field journals and have active collaborations with the university's Center for Health Policy and its Institute for the Great Lakes.

The successful candidate will establish an active research program leading to publication in peer-reviewed journals, teach five courses per year (a 3-2 load) including principles of microeconomics, econometrics and upper-level electives in the candidate's field, advise undergraduate majors and supervise master's research projects, and contribute to service in the department and the university. Candidates should be able to teach econometrics with modern statistical software (Stata, R or Python) and to bring students into applied research. Evidence of the potential to attract external research funding is welcome but not required.

Applicants must hold a Ph.D. in Economics or a closely related field by the start date. Evidence of teaching effectiveness and a record or clear promise of scholarly research are expected. The department values colleagues who work across disciplines and who are committed to teaching a diverse student body, many of whom are the first in their families to attend college.

To apply, submit the following through Interfolio: a cover letter; a curriculum vitae; a job market paper; a statement of teaching philosophy with evidence of teaching effectiveness; a statement describing how your teaching, research or service would advance inclusion and belonging at Lakemont; and three letters of recommendation. Review of applications begins December 1, 2026 and continues until the position is filled. We will conduct first-round interviews virtually.

Lakemont University is an Equal Opportunity/Affirmative Action employer. Women, minorities, veterans and individuals with disabilities are encouraged to apply.`,
  },
  {
    id: 'probation-officer',
    half: 'tune',
    field: 'public sector',
    title: 'Deputy Probation Officer I',
    company: 'Sutter Bay County',
    skills: [
      // required
      "Bachelor's degree",
      'Case management',
      'Risk and needs assessment',
      'Report writing',
      'Court testimony',
      'Community supervision',
      'Motivational interviewing',
      'De-escalation',
      "Driver's license",
      // preferred
      'Spanish',
      'Criminal justice',
      // soft
      'Sound judgment',
      'Integrity',
    ],
    text: `DEPUTY PROBATION OFFICER I
Sutter Bay County

SALARY: $5,912.00 - $7,187.00 Monthly
LOCATION: Bayview Justice Center, CA
JOB TYPE: Full-Time
JOB NUMBER: 2026-00417
DEPARTMENT: Probation
OPENING DATE: 11/20/2026
CLOSING DATE: Continuous

Description
Under general supervision, Deputy Probation Officers investigate, supervise and assist adults and juveniles placed on probation by the Superior Court. This is the entry level of the Deputy Probation Officer series; incumbents learn the work under close guidance and advance to Deputy Probation Officer II after one year of satisfactory service.

Examples of Duties
- Carries a caseload of people on probation in the community; meets with them in the office, at home and at work, and checks that they comply with court-ordered conditions
- Uses validated risk and needs assessment tools (ORAS) to decide supervision levels and build case plans
- Connects clients to treatment, employment and housing services
- Writes pre-sentence investigation reports and violation reports for the court, and testifies at hearings
- Uses motivational interviewing and other evidence-based practices to encourage behavior change
- Defuses tense situations calmly and safely
- Keeps accurate records in the case management system

Minimum Qualifications
Education: Bachelor's degree from an accredited college, preferably in criminal justice, criminology, psychology, sociology or social work.
Experience: None required.
License: Possession of a valid California Class C driver's license.
Special Requirements: Candidates must pass a background investigation, psychological exam and medical exam, and complete the Board of State and Community Corrections Probation Officer Core Course within the first year. Must meet the standards for peace officers in Government Code Section 1031.
Desirable: Ability to speak Spanish (bilingual pay of $150/month).

Knowledge, Skills and Abilities: Good judgment under pressure; honesty and integrity; ability to write clear, concise reports; ability to work with people of many backgrounds.

Benefits: CalPERS retirement (2.7% @ 57 safety), county-paid medical contribution, uniform allowance, 12 paid holidays.

Sutter Bay County is an Equal Opportunity Employer.

Apply    Print    Share    Save`,
  },
  {
    id: 'gis-analyst',
    half: 'unseen',
    field: 'public sector',
    title: 'GIS Analyst',
    company: 'City of Riverton',
    skills: [
      // required
      'ArcGIS Pro',
      'ArcGIS Online',
      'Geodatabase management',
      'Spatial analysis',
      'Cartography',
      'SQL',
      'Python',
      'GPS data collection',
      "Bachelor's degree",
      // preferred
      'Esri Utility Network',
      'FME',
      'GISP',
      // soft
      'Customer service',
      'Communication',
    ],
    text: `City of Riverton — Employment Opportunity

GIS Analyst
Department: Information Technology – GIS Division
Recruitment #: IT-26-031
Salary: $74,630 – $95,260 annually
Status: Full-time, benefited, non-exempt
Opens: November 21, 2026   Closes: December 12, 2026 at 5:00 p.m.

The City of Riverton (population 142,000) is looking for a GIS Analyst to maintain and grow the city's enterprise GIS. The GIS Division supports every department — from utilities crews who need accurate water and sewer maps in the field to planners drawing zoning boundaries and police analysts mapping calls for service.

Essential Job Functions
• Maintain the city's enterprise geodatabase (parcels, addresses, streets, water, sewer and storm networks) in ArcGIS Pro and SQL Server
• Analyze spatial data to answer questions from departments: service areas, buffers, overlays, hot spots
• Build web maps, dashboards and field apps in ArcGIS Online and ArcGIS Enterprise (Field Maps, Survey123, Experience Builder)
• Produce print maps and atlases for council meetings and the public that are easy to read
• Automate data updates and quality checks with Python (ArcPy) and SQL
• Collect and correct field data with survey-grade GPS receivers
• Answer map and data requests from staff and residents promptly and courteously

Minimum Qualifications
A bachelor's degree in geography, GIS, planning, computer science or a related field, and two (2) years of professional GIS experience. An equivalent combination of education and experience may be considered.

Preferred Qualifications
Experience migrating utility data to the Esri Utility Network; FME; GIS Professional (GISP) certification.

Communication: Must be able to explain technical results to non-technical audiences, including at public meetings.

Selection Process: Applications will be screened for minimum qualifications. The most qualified candidates will be invited to a skills exercise and panel interview.

The City of Riverton is an Equal Opportunity Employer and participates in E-Verify. Veterans' preference applies. If you need a reasonable accommodation in the application process, contact Human Resources at (555) 310-2200.`,
  },
  {
    id: 'revenue-manager',
    half: 'tune',
    field: 'hospitality',
    title: 'Revenue Manager',
    company: 'Larkspur Hotel Group',
    skills: [
      // required
      'Revenue management',
      'Pricing strategy',
      'Demand forecasting',
      'STR reports',
      'OTA management',
      'Channel management',
      'Opera PMS',
      'Excel',
      'Budgeting',
      // preferred
      'IDeaS',
      'Certified Revenue Management Executive',
      // soft
      'Analytical thinking',
      'Communication',
    ],
    text: `Join Larkspur Hotel Group as Revenue Manager and lead pricing for a cluster of three of our select-service and boutique hotels in Nashville.

About us
Larkspur Hotel Group owns and operates 27 hotels across the Southeast under Marriott, Hilton, Hyatt and independent flags. We're hospitality people first: our general managers know their guests, and our support teams exist to help the hotels win.

Location: Nashville, TN (on property, with one remote day a week)
Compensation: $85,000 – $100,000, bonus eligible

The role
You will decide what we charge for every room, every night, at the Larkspur Gulch, the Hilton Garden Inn Midtown and the Hyatt Place Vanderbilt. That means reading the market every day, building demand forecasts by segment, setting rates and restrictions, and loading them everywhere we sell — our own websites, the brand systems, Expedia and Booking.com, and the GDS. Each week you'll lead a revenue meeting with the general managers and sales leaders to review pace, pickup and group displacement, and you'll explain what the week's STR report says about our share.

You'll also:
- Write the annual rooms budget and monthly reforecasts with each GM
- Watch our OTA listings, content and rankings and work with market managers at Expedia and Booking.com
- Keep rate plans and inventory clean across Opera, SynXis and brand systems
- Decide which group business to accept and at what rate

What you bring
- 3+ years in hotel revenue management (multi-property experience a plus)
- Hands-on experience with a revenue management system — IDeaS G3 preferred
- Strong Excel: you build your own models and can turn a data dump into a decision
- Opera PMS experience
- CRME certification is a plus
- You enjoy numbers and can explain them to people who don't

Benefits: medical/dental/vision, 401(k) match, hotel discounts across our portfolio and the brands we fly, and paid parental leave.

Larkspur Hotel Group is an equal opportunity employer.`,
  },
  {
    id: 'concierge',
    half: 'unseen',
    field: 'hospitality',
    title: 'Concierge',
    company: 'The Wexford Grand Hotel',
    skills: [
      // required
      'Guest relations',
      'Restaurant reservations',
      'Local knowledge',
      'Opera PMS',
      'Customer service',
      'Multitasking',
      // preferred
      "Les Clefs d'Or",
      'Multilingual',
      // soft
      'Problem solving',
      'Discretion',
      'Communication',
    ],
    text: `Since 1904, The Wexford Grand Hotel has welcomed presidents, film stars and honeymooners to the heart of Boston's Back Bay. Our 212 rooms and suites, our wood-panelled Library Bar and our famous afternoon tea make the Wexford a place where guests expect to be known by name — and where our team takes pride in remembering them.

CONCIERGE (Part-Time, Evenings)
Back Bay, Boston, MA  |  $26.00/hour plus gratuities

What your days (and evenings) look like
Our concierge desk is the first place guests go when they want something special: a table at a restaurant that is "fully booked," tickets to the Symphony tonight, a surprise birthday cake at 11 p.m., a car to Logan at 4 a.m., or simply a walk through the North End that only a local would know. You'll make those things happen, and you'll do it with warmth and polish.

You will:
- Greet guests at the desk and by phone, email and text, and anticipate what they'll need
- Book dining, theatre, tours, spa appointments and transportation, and confirm every detail
- Recommend restaurants, neighbourhoods and experiences you know first-hand
- Keep guest preferences and requests in Opera so the next shift can follow through
- Handle several guests at once without anyone feeling rushed
- Solve the problem when plans go wrong — a cancelled flight, a lost passport, a forgotten anniversary
- Protect our guests' privacy; many are well-known and expect discretion

About you
- 2+ years in a luxury hotel, private club or high-end guest service role
- Deep knowledge of Boston's restaurants, culture and attractions
- Experience with Opera PMS preferred
- Membership in Les Clefs d'Or, or working toward it, is a plus
- A second language (French, Mandarin, Spanish or Portuguese) is valued
- Available evenings, weekends and holidays

What we offer: free meals on shift, MBTA pass, hotel room discounts, and 401(k) for part-time associates.

The Wexford Grand Hotel is an equal opportunity employer.

Apply now`,
  },
  {
    id: 'freight-broker',
    half: 'tune',
    field: 'logistics',
    title: 'Freight Broker',
    company: 'Ironclad Freight Solutions LLC',
    skills: [
      // required
      'Freight brokerage',
      'Rate negotiation',
      'Carrier sourcing',
      'Load boards',
      'Cold calling',
      'Lead generation',
      'Transportation management system',
      'Full truckload',
      // preferred
      'DAT',
      'McLeod',
      'Salesforce',
      // soft
      'Negotiation',
      'Resilience',
      'Multitasking',
    ],
    text: `Ironclad Freight Solutions LLC
Freight Broker
Charlotte, NC · On-site · Full-time
$50,000 - $60,000 a year + uncapped commission

Posted 6 days ago · Over 100 applicants
Easy Apply   Save

Full job description

Ironclad Freight Solutions LLC is a fast-growing third-party logistics provider moving dry van, reefer and flatbed freight for manufacturers, distributors and food producers across the lower 48. We booked 68,000 loads last year, and we're building a team of brokers who want to own their book and their income.

What you'll do:
- Find and win new shippers — prospect by phone and email, set meetings, and grow accounts from one lane to twenty
- Quote and negotiate rates with shippers and carriers, protecting margin on every load
- Find trucks for your freight: post on load boards (DAT, Truckstop), call carriers, and build a reliable carrier network
- Track every load from pickup to delivery in our TMS (McLeod PowerBroker) and keep customers informed
- Solve problems in real time — late trucks, breakdowns, detention, rejected loads
- Log activity and pipeline in Salesforce

What you need:
- 1+ year of freight brokerage or logistics sales experience (full truckload), or a strong record in B2B sales
- Comfortable making 80+ calls a day and hearing "no" without losing momentum
- Able to juggle many loads, customers and carriers at once
- Experience with DAT and McLeod preferred
- High school diploma required; bachelor's degree a plus

Benefits:
- 401(k) with 4% match
- Health, dental and vision insurance
- Paid time off and paid holidays
- Commission paid monthly, no cap

Ironclad Freight Solutions LLC is an equal opportunity employer. This position requires a background check.`,
  },
  {
    id: 'ramp-agent',
    half: 'unseen',
    field: 'logistics',
    title: 'Ramp Agent',
    company: 'Skyline Ground Services',
    skills: [
      // required
      'Baggage handling',
      'Aircraft loading',
      'Aircraft marshalling',
      'Pushback',
      'Ground support equipment',
      'Ramp safety',
      'FOD prevention',
      "Driver's license",
      // preferred
      'Deicing',
      'Forklift operation',
      // soft
      'Teamwork',
      'Reliability',
    ],
    text: `Skyline Ground Services is hiring a Ramp Agent at Portland International Airport (PDX) — Starting pay $19.50/hr, $1,000 hiring bonus!

Skyline Ground Services provides ground handling for eleven passenger and cargo airlines at 19 airports in the western United States. At PDX we turn more than 90 flights a day.

As a Ramp Agent you will:
• Load and unload checked bags, cargo and mail from narrow-body and regional aircraft, by hand and with belt loaders
• Guide aircraft into and out of the gate with wands and hand signals
• Push back aircraft with a tug and towbar or towbarless tractor (training provided)
• Drive baggage tractors, belt loaders, lavatory and water trucks around the airfield
• Walk the ramp for foreign objects before every arrival and keep the gate area clean
• Follow every safety rule, every time — hearing protection, safety vest, wing walkers, chocks and cones
• Help with deicing in winter operations (paid certification)

Requirements
- 18 years of age or older
- Valid driver's license and a clean driving record
- Able to lift up to 70 lbs repeatedly and work outdoors in rain, cold and heat
- Pass a 10-year background check and drug screen for the airport security badge
- Available to work early mornings, nights, weekends and holidays
- Forklift experience is a plus

Who you are
You show up on time for every shift, because a late agent means a late flight. You work as a team: nobody turns an airplane by themselves.

Benefits
Medical, dental, vision after 60 days · 401(k) · paid time off · free parking · flight benefits on partner airlines

Skyline Ground Services is an Equal Opportunity Employer — Minorities/Women/Veterans/Disabled.`,
  },
  {
    id: 'patent-agent',
    half: 'tune',
    field: 'legal',
    title: 'Patent Agent',
    company: 'Whitcomb Liang LLP',
    skills: [
      // required
      'USPTO registration',
      'Patent prosecution',
      'Patent drafting',
      'Claim drafting',
      'Office action responses',
      'Prior art searching',
      'Electrical engineering',
      // preferred
      'Semiconductors',
      'Freedom-to-operate analysis',
      'PCT applications',
      // soft
      'Technical writing',
      'Attention to detail',
      'Client communication',
    ],
    text: `Our firm is looking for a registered Patent Agent to join our electrical and computer technologies group in San Jose.

Whitcomb Liang LLP is an intellectual property boutique of 48 attorneys and technical specialists. We counsel semiconductor companies, device makers and startups on building and defending their patent portfolios, and we handle everything from a first provisional application to post-grant proceedings before the PTAB.

The agent we hire will work directly with partners and clients from the first invention disclosure meeting onward. You will interview inventors and draft new applications — specification, figures and claims — that capture the invention and hold up in examination and in litigation. You will prosecute a docket of U.S. and foreign applications: analyze office actions, interview examiners, and prepare written responses and amendments. You will also search and analyze prior art for patentability opinions and, as you gain experience, help with freedom-to-operate and invalidity work.

Qualifications:
• Registered to practice before the United States Patent and Trademark Office (registration number required)
• B.S. or higher in electrical engineering, computer engineering or physics; an M.S. or Ph.D. is a plus
• 3+ years of patent prosecution experience at a law firm or in-house, including original drafting
• Familiarity with semiconductor devices, circuits or signal processing strongly preferred
• Experience with PCT and foreign filings is helpful
• Precise, clear technical writing — your claims mean exactly what they say
• Comfortable explaining strategy to inventors and in-house counsel

We offer a competitive salary ($165,000 – $230,000 depending on experience), an annual bonus, full benefits, and a hybrid schedule.

Please send a resume, a writing sample (an issued patent you drafted is ideal) and law school or university transcripts to recruiting@whitcombliang.com.

Whitcomb Liang LLP is an equal opportunity employer.`,
  },
  {
    id: 'ediscovery-specialist',
    half: 'unseen',
    field: 'legal',
    title: 'eDiscovery Specialist',
    company: 'Marrow & Klein LLP',
    skills: [
      // required
      'eDiscovery',
      'Relativity',
      'Data processing',
      'Document review',
      'Load files',
      'EDRM',
      'Privilege logs',
      'Litigation support',
      // preferred
      'Relativity Certified Administrator',
      'Nuix',
      'SQL',
      // soft
      'Project management',
      'Attention to detail',
      'Client service',
    ],
    text: `eDiscovery Specialist at Marrow & Klein LLP
Chicago, IL (Hybrid) · Full-time
Job ID: 2026-114

About the job
Marrow & Klein LLP is a national litigation firm of 310 lawyers in nine offices. Our Practice Support group runs the technology behind the firm's largest cases — antitrust investigations, product liability MDLs and commercial disputes with tens of millions of documents.

We're looking for an eDiscovery Specialist to manage electronically stored information from collection through production.

Responsibilities
- Receive client data (email, Slack and Teams exports, mobile phone extractions, shared drives) and track chain of custody
- Process data in Nuix and Relativity Processing: de-duplication, de-NISTing, OCR, exception handling
- Build and maintain Relativity workspaces, coding layouts, saved searches, batches and review dashboards for review teams
- Run search term reports and analytics (threading, near-duplicate detection, active learning)
- Prepare productions and load files (DAT/OPT) to each party's specifications and QC them before they leave
- Generate privilege logs and redaction sets
- Keep attorneys informed of volumes, deadlines and costs, and juggle several matters at once

Qualifications
- 3+ years of litigation support or eDiscovery experience at a law firm, vendor or corporate legal department
- Strong working knowledge of the Electronic Discovery Reference Model and the Federal Rules of Civil Procedure as they relate to ESI
- Hands-on Relativity administration; Relativity Certified Administrator (RCA) strongly preferred
- Nuix experience preferred; SQL a plus
- Meticulous: one wrong field in a production can end up in front of a judge
- Service-minded with attorneys and staff under deadline pressure

Salary range for this position: $85,000 - $110,000, plus overtime eligibility and bonus.

Marrow & Klein LLP is committed to diversity and is an equal opportunity employer.`,
  },
  {
    id: 'hydrogeologist',
    half: 'tune',
    field: 'science',
    title: 'Project Hydrogeologist',
    company: 'Terrane Environmental Consultants, Inc.',
    skills: [
      // required
      'Hydrogeology',
      'Site characterization',
      'Groundwater sampling',
      'Aquifer testing',
      'Well installation oversight',
      'Technical report writing',
      'HAZWOPER',
      "Driver's license",
      // preferred
      'Professional Geologist license',
      'Groundwater modeling',
      'MODFLOW',
      'GIS',
      // soft
      'Communication',
      'Teamwork',
    ],
    text: `About Terrane

Terrane Environmental Consultants, Inc. is an employee-owned environmental engineering and geoscience firm of 180 people in seven offices across the Mountain West. For 35 years we've helped mining companies, municipalities, utilities and developers understand and clean up their sites, protect their water, and get through permitting. We like hard problems, field work in beautiful places, and reports that regulators can actually read.

Project Hydrogeologist
Boise, ID — Full-time

We're looking for a hydrogeologist with a few years of consulting under their belt who wants to run their own field programs and grow into project management. You'll split your time between the field (about 40%) and the office.

In the field you'll plan and lead investigation programs: overseeing drilling contractors as they install monitoring and extraction wells, logging soil and rock core, sampling groundwater with low-flow methods, and running pumping and slug tests to work out how an aquifer behaves. Back in the office you'll interpret what you found, build site conceptual models, work on groundwater flow models with our modeling team (MODFLOW, with GIS for the inputs and figures), and write the reports and work plans that go to clients and state and federal regulators.

Required
- B.S. in geology, hydrogeology or a related geoscience
- 3–6 years of environmental or water-resources consulting experience
- Current 40-hour HAZWOPER training (with 8-hour refresher)
- Valid driver's license; able to travel for field work, sometimes for a week at a time
- Clear writing; you'll be drafting sections of reports from day one

Preferred
- Professional Geologist (PG) license or eligibility to sit for it within a year
- Experience with numerical groundwater modeling
- ArcGIS experience

You'll work on small project teams with engineers, chemists and scientists and talk with clients and regulators directly, so we're looking for someone who explains well and gets along.

Salary: $78,000 – $96,000 DOE. Benefits include the employee stock ownership plan (ESOP), medical/dental/vision, 401(k), and a field gear allowance.

Terrane Environmental Consultants, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'epidemiologist',
    half: 'unseen',
    field: 'science',
    title: 'Epidemiologist II',
    company: 'Westfield County Public Health',
    skills: [
      // required
      'Epidemiology',
      'Disease surveillance',
      'Outbreak investigation',
      'Biostatistics',
      'SAS',
      'R',
      'Data visualization',
      'Report writing',
      'MPH',
      // preferred
      'REDCap',
      'Tableau',
      'ArcGIS',
      // soft
      'Communication',
      'Collaboration',
    ],
    text: `Westfield County Public Health is recruiting for an Epidemiologist II in our Communicable Disease and Epidemiology Program.

Recruitment No. 26-0912-EPI | Salary Range: $81,120 – $106,200 annually | Full-time, Exempt | Hybrid eligible after six months

WHO WE ARE
Westfield County Public Health protects the health of 780,000 residents through disease prevention, environmental health, maternal and child health, and emergency preparedness. Our epidemiology team of twelve turns data into decisions for the health officer, our partners and the public.

THE POSITION
The Epidemiologist II carries out surveillance of reportable communicable diseases (enteric, vaccine-preventable and respiratory illnesses, including influenza and COVID-19), investigates clusters and outbreaks in long-term care facilities, schools and food establishments, and produces reports and dashboards that tell the story of what the data show.

Typical tasks include:
• Monitor case reports and syndromic surveillance data to spot unusual patterns early
• Design outbreak questionnaires (REDCap), interview cases, and analyze exposure data to find the source
• Clean, link and analyze data in SAS or R, using descriptive and inferential statistics
• Make maps, charts and dashboards (Tableau, ArcGIS) for internal and public audiences
• Write situation reports, summaries for the health officer and articles for our monthly bulletin
• Present findings to community partners and the media when asked

MINIMUM QUALIFICATIONS
Master of Public Health (MPH) or master's in epidemiology, biostatistics or a related field; AND two years of applied epidemiology experience in a public health agency, healthcare or research setting.

DESIRABLE
Experience with REDCap, Tableau and ArcGIS; experience in an emergency response.

We work closely with nurses, environmental health specialists and hospital infection preventionists, so teamwork and clear communication with non-specialists are essential.

Westfield County Public Health is an Equal Opportunity Employer. Selected candidates must pass a background check. Apply online at westfieldcounty.gov/jobs.`,
  },
  {
    id: 'sound-designer',
    half: 'tune',
    field: 'creative',
    title: 'Sound Designer',
    company: 'Bramblewood Interactive',
    skills: [
      // required
      'Sound design',
      'Wwise',
      'Audio implementation',
      'Pro Tools',
      'Foley',
      'Audio mixing',
      'Unreal Engine',
      'Game audio',
      // preferred
      'FMOD',
      'Reaper',
      'Field recording',
      'French',
      // soft
      'Collaboration',
      'Receptiveness to feedback',
    ],
    text: `Sound Designer at Bramblewood Interactive
Montréal, QC (on-site or hybrid) · Permanent, full-time

Bramblewood Interactive is an independent studio of 60 developers making story-driven adventure games. Our last game, Lanternfall, sold 1.2 million copies and won an award for its audio — so we take sound seriously.

We're looking for a Sound Designer to help build the soundscape of our next project, a hand-drawn action-adventure set in a flooded city, built in Unreal Engine 5.

What you'll do
- Create sound effects for creatures, combat, UI, ambience and the world — from source recording to final asset
- Record Foley on our stage and in the field (yes, we will send you to the harbour at 5 a.m. for gulls)
- Implement sounds in Wwise and Unreal: events, switches, RTPCs, and Blueprint hooks, working with gameplay programmers
- Edit and mix in Pro Tools (Reaper is fine too — use what makes you fast)
- Profile audio memory and voice counts on PC and consoles
- Iterate with the design and animation teams; show your work early and often and take notes well

What we're looking for
- 2+ years of game sound design, with at least one shipped title
- A demo reel that shows both asset creation and in-engine implementation
- Strong Wwise skills; FMOD experience also welcome
- Comfortable with Unreal Engine
- You enjoy collaborating across disciplines and take feedback as fuel, not criticism
- French is an asset but not required

Salary: CA$68,000 – $84,000, plus profit sharing. Benefits: group insurance, RRSP matching, flexible hours, and a home studio allowance.

Bramblewood Interactive is committed to an inclusive and accessible workplace. Please tell us if you need an accommodation during the hiring process.`,
  },
  {
    id: 'art-director',
    half: 'unseen',
    field: 'creative',
    title: 'Art Director',
    company: 'Holloway & Finch',
    skills: [
      // required
      'Art direction',
      'Concept development',
      'Adobe Creative Cloud',
      'Typography',
      'Brand campaigns',
      'Photo shoot direction',
      'Storyboarding',
      'Presentation skills',
      // preferred
      'Figma',
      'Motion design',
      // soft
      'Collaboration',
      'Mentoring',
      'Creativity',
    ],
    text: `Holloway & Finch is hiring an Art Director.

We're an independent creative agency of 85 people in Minneapolis. We make campaigns for brands people actually like — outdoor gear, craft beer, a regional bank, a state tourism board, and a hospital system that lets us be funny. We're small enough that the work is everyone's, and big enough that it runs on national TV.

Art Director — Minneapolis, MN (hybrid, 3 days in studio) — $90K–$115K

The job
You'll partner with a copywriter to come up with big ideas and carry them all the way to launch: TV, social, out-of-home, print, digital and the weird stuff in between. You'll sketch, storyboard and make decks that sell the idea to our creative directors and then to clients. Once an idea is sold, you'll direct photographers, illustrators and production companies on set and in post, and you'll sweat the details of type, layout and color until the last file ships.

You have
- 4–7 years as an art director at an agency or in-house creative team
- A portfolio of integrated brand campaigns you concepted and produced
- Expert in the Adobe suite (Photoshop, Illustrator, InDesign, After Effects); Figma a plus
- An eye for typography and layout that people notice
- Experience on photo and video shoots
- You present your own work with confidence, to a room of clients or to the CEO
- Motion skills a plus

And you're the kind of teammate who gives credit, asks for input, and helps junior designers get better.

Please include a link to your portfolio. Applications without one will not be considered.

Benefits: medical, dental, vision, 401(k) with match, 4 weeks PTO plus the week between Christmas and New Year's, and a yearly creative-inspiration stipend.

Holloway & Finch is an equal opportunity employer and values diversity in its teams and its work.`,
  },
  {
    id: 'continuous-improvement-manager',
    half: 'tune',
    field: 'operations',
    title: 'Continuous Improvement Manager',
    company: 'Meadowlark Foods Inc.',
    skills: [
      // required
      'Lean manufacturing',
      'Six Sigma Black Belt',
      'Kaizen',
      'Value stream mapping',
      '5S',
      'Root cause analysis',
      'DMAIC',
      'OEE',
      'Change management',
      'Training',
      // preferred
      'Minitab',
      'Food manufacturing',
      // soft
      'Leadership',
      'Influencing without authority',
    ],
    text: `About Meadowlark Foods
Meadowlark Foods Inc. makes frozen pizza, flatbreads and snacks sold under our own brands and private labels in 14,000 grocery stores. Our five plants in Iowa, Nebraska and Missouri employ 2,100 people. We're growing fast, and we want to grow by getting better, not just bigger.

Continuous Improvement Manager
Location: Council Bluffs, IA plant
Reports to: Plant Manager, with a dotted line to the VP of Operational Excellence

Overview
The Continuous Improvement Manager leads the plant's improvement program: teaching our people to see waste and fix it, and running the projects that move our safety, quality, cost and delivery numbers. This is a hands-on role on the floor, not a desk job.

Key Responsibilities
- Lead kaizen events on our lines and in support areas, from charter to 30-day follow-up
- Map value streams from flour silo to freezer truck and build the plan to close the gaps
- Lead structured problem solving (DMAIC, A3, 5 Whys, fishbone) for chronic losses and find the true cause
- Track and raise OEE on our four pizza lines; run loss-tree analysis
- Sustain 5S and standard work in production, sanitation and maintenance
- Train and coach supervisors and hourly associates in lean tools; certify Green Belts
- Help people through change — many of our best associates have done the job one way for twenty years

Qualifications
Education: Bachelor's degree in engineering, operations management or related field
Experience: 5+ years of continuous improvement in manufacturing; food or CPG preferred
Certification: Lean Six Sigma Black Belt (required)
Tools: Statistical analysis software (Minitab preferred), Excel, Power BI a plus

You bring people with you. You can get a line lead, a maintenance tech and a plant manager to agree on a change that none of them report to you for.

We offer: $105,000–$125,000 base, 12% bonus target, relocation assistance, medical/dental/vision, 401(k) with 5% match.

Meadowlark Foods Inc. is an Equal Opportunity Employer. EOE/Minorities/Females/Vet/Disability.`,
  },
  {
    id: 'workforce-management-analyst',
    half: 'unseen',
    field: 'operations',
    title: 'Workforce Management Analyst',
    company: 'Clearpath Health Plans',
    skills: [
      // required
      'Workforce management',
      'Call volume forecasting',
      'Scheduling',
      'Real-time adherence',
      'Contact center operations',
      'Excel',
      'NICE IEX',
      // preferred
      'Erlang C',
      'SQL',
      'Power BI',
      // soft
      'Communication',
      'Problem solving',
    ],
    text: `Workforce Management Analyst

Clearpath Health Plans | Remote (must reside in AZ, NM, NV or UT) | Full-time | Req #WFM-20419

$62,000 - $78,000/year

Clearpath Health Plans serves 1.1 million Medicaid and Medicare members in the Southwest. Our member services contact center — 640 agents across three sites and at home — is often the first person a member talks to when they need a doctor, a ride or a prescription. Getting the right number of people on the phones at the right time is how we keep that promise.

Position Overview
The Workforce Management Analyst forecasts contact volume and handle time, builds schedules for agents and supervisors, and watches the floor in real time so members don't wait. You'll be the person operations leaders call when service level slips at 10:15 on a Monday.

Responsibilities
1. Forecast calls, chats and emails by interval, using history, seasonality and plan changes (open enrollment is our Super Bowl)
2. Calculate staffing requirements (Erlang C and simulation) and build and publish schedules in NICE IEX
3. Monitor queues, adherence and service level throughout the day and make intraday changes — moving breaks, adding overtime, offering VTO
4. Manage time-off, training and meeting time without hurting service
5. Build daily and weekly performance reports in Excel and Power BI; pull data with SQL
6. Explain forecasts and staffing gaps to operations leaders and recommend fixes

Qualifications
• 2+ years of workforce management experience in a contact center
• Advanced Excel (pivot tables, lookups, formulas)
• Experience with NICE IEX or a similar WFM platform (Verint, Aspect, Calabrio)
• SQL and Power BI experience preferred
• Strong analytical and problem-solving skills
• Clear, calm communicator with people at every level

Benefits: medical, dental, vision, 401(k) with company match, paid time off, tuition assistance, and a home office stipend.

Clearpath Health Plans is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, national origin, disability, protected veteran status, or any other characteristic protected by law.`,
  },
  {
    id: 'embedded-software-engineer',
    half: 'tune',
    field: 'software',
    title: 'Embedded Software Engineer',
    company: 'Voltaic Medical Devices',
    skills: [
      // required
      'Firmware development',
      'Embedded C',
      'C++',
      'Microcontrollers',
      'ARM Cortex-M',
      'RTOS',
      'SPI',
      'I2C',
      'UART',
      'Debugging',
      'Oscilloscope',
      'Git',
      // preferred
      'IEC 62304',
      'Bluetooth Low Energy',
      'Python',
      // soft
      'Communication',
    ],
    text: `Voltaic Medical Devices
Embedded Software Engineer
Minneapolis, MN · Hybrid · 2 weeks ago · 57 applicants
$115,000/yr - $140,000/yr · Full-time · Mid-Senior level

Apply    Save

About the job
At Voltaic Medical Devices we build wearable neurostimulation devices that help people with chronic pain sleep, work and move without opioids. Our devices are small, battery powered, and talk to a phone app — and the firmware inside them has to be right every time.

We're looking for an Embedded Software Engineer to design, write and test firmware for our next-generation stimulator.

You will:
- Write firmware in C and C++ for ARM Cortex-M microcontrollers (STM32, Nordic nRF52)
- Build on FreeRTOS: tasks, queues, interrupts and low-power modes that stretch battery life
- Write drivers for sensors, memory and power management chips over SPI, I2C and UART
- Bring up new boards with the hardware team, using oscilloscopes, logic analyzers and JTAG debuggers
- Track down hard bugs — race conditions, stack overflows, timing problems
- Write unit tests and support verification under our design controls (IEC 62304)
- Work in Git with code review

You have:
- BS in Computer Engineering, Electrical Engineering or Computer Science
- 3+ years writing production firmware in C for microcontrollers
- Experience with a real-time operating system
- Comfortable reading schematics and datasheets and using lab equipment
- Medical device (IEC 62304) experience preferred
- Bluetooth Low Energy and Python scripting for test tools are nice to have
- You explain technical tradeoffs clearly to hardware, quality and regulatory colleagues

Benefits: medical, dental, vision, 401(k) with match, equity, and 3 weeks PTO.

Voltaic Medical Devices is an equal opportunity employer.`,
  },
  {
    id: 'android-developer',
    half: 'unseen',
    field: 'software',
    title: 'Senior Android Developer',
    company: 'Brightfern',
    skills: [
      // required
      'Android',
      'Kotlin',
      'Jetpack Compose',
      'Coroutines',
      'MVVM',
      'REST APIs',
      'Unit testing',
      'Gradle',
      'Google Play Store',
      // preferred
      'Java',
      'Firebase',
      'Accessibility',
      // soft
      'Mentoring',
      'Communication',
    ],
    text: `Senior Android Developer at Brightfern

Brightfern is the app 3 million parents use to find and book childcare — babysitters, nannies, after-school programs and summer camps. We're a remote-first team of 140, and our Android app is rated 4.8 stars.

Remote (US or Canada) · Full-time · $150,000 – $180,000 + equity

What you'll do
- Build new features in Kotlin and Jetpack Compose, from booking flows to in-app messaging
- Lead our move from XML views to Compose and keep our MVVM architecture clean
- Write async code with Kotlin coroutines and Flow, and integrate with our REST and GraphQL APIs
- Write unit and UI tests and keep the test suite fast
- Keep our Gradle build healthy and our release train running — you'll ship to Google Play every two weeks
- Make the app usable for everyone: TalkBack, large fonts, color contrast
- Review code and help mid-level engineers grow

What we're looking for
- 5+ years of native Android development
- Expert in Kotlin; some Java for the older parts of the codebase
- Production experience with Jetpack Compose
- You've published and maintained apps on the Play Store
- Firebase (Crashlytics, Remote Config) experience a plus
- Strong written communication — we're remote, so writing is how we work

Benefits: medical, dental and vision with 100% of premiums covered for you, a $2,000 home office budget, childcare stipend, 401(k)/RRSP match, and 5 weeks of PTO.

Brightfern is an equal opportunity employer.

Apply for this job`,
  },
  {
    id: 'medical-device-sales',
    half: 'tune',
    field: 'sales',
    title: 'Medical Device Sales Representative, Orthopedic Trauma',
    company: 'Arcadia Orthopedics',
    skills: [
      // required
      'Medical device sales',
      'B2B sales',
      'Territory management',
      'Prospecting',
      'Quota attainment',
      'Surgical case coverage',
      'Product demonstrations',
      "Bachelor's degree",
      // preferred
      'Salesforce',
      'Orthopedics',
      // soft
      'Relationship building',
      'Negotiation',
      'Self-motivation',
    ],
    text: `Medical Device Sales Representative – Orthopedic Trauma (Denver South Territory)

Arcadia Orthopedics | Denver, CO | Field-based | Req ID 11092

Posted 5 days ago

Arcadia Orthopedics designs and sells plates, screws and nails used to repair broken bones. Our systems are used in more than 900 hospitals and surgery centers in the United States, and we're growing our trauma sales team in Colorado.

Your territory
You'll own sales of our trauma portfolio in hospitals and ambulatory surgery centers from south Denver to Colorado Springs. You'll plan your own time and route across twelve accounts and grow the territory's business from about $3.2M a year.

What you will do
- Find new surgeons and accounts and convert them from competitive systems
- Cover cases in the operating room: support surgeons and OR staff with our instruments and implants, sometimes at 2 a.m.
- Run hands-on product demonstrations and in-services for surgeons, residents and nurses
- Work with hospital value analysis committees and purchasing on contracts and pricing
- Hit and exceed your quarterly number
- Keep your pipeline and call notes current in Salesforce

What you need
- Bachelor's degree
- 2+ years of B2B sales with a record of hitting quota (medical device, especially orthopedics, preferred)
- Able to pass hospital credentialing (vaccinations, background check) and be on call for cases
- Willingness to travel within the territory, with occasional overnights

The best reps here build trust with surgeons one case at a time. You are self-driven, you don't need anyone to plan your day, and you can hold your ground on price.

Compensation: $75,000 base + commission; first-year on-target earnings of $150,000. Car allowance, phone, laptop, full benefits.

Arcadia Orthopedics is an Equal Opportunity Employer.`,
  },
  {
    id: 'automotive-sales-consultant',
    half: 'unseen',
    field: 'sales',
    title: 'Sales Consultant',
    company: 'Sunset Ridge Toyota',
    skills: [
      // required
      'Automotive sales',
      'Customer service',
      'Vehicle demonstrations',
      'Negotiation',
      'Lead follow-up',
      'CRM',
      "Driver's license",
      // preferred
      'VinSolutions',
      'Spanish',
      // soft
      'Communication',
      'Positive attitude',
      'Self-motivation',
    ],
    text: `Sunset Ridge Toyota
Sales Consultant
Henderson, NV 89052
$45,000 - $120,000 a year - Full-time

Profile insights
Licenses: Driver's License (Required)
Languages: Spanish (Preferred)

Benefits
Pulled from the full job description
401(k) · Dental insurance · Employee discount · Health insurance · Paid time off · Paid training

Full job description
Sunset Ridge Toyota is one of the highest-volume Toyota dealers in Nevada, and we're hiring Sales Consultants. No car sales experience? That's fine — we'll pay you while we train you. If you've worked in retail, restaurants, hospitality or any job where you took care of people, you already have the hardest part.

What you'll do:
- Greet guests on the lot and in the showroom and find out what they need
- Take customers on test drives and show them how each vehicle's features fit their life
- Work the deal with our sales managers and help guests reach a price and payment they're happy with
- Follow up on internet leads, phone calls and past customers by phone, text and email, and log every contact in our CRM (VinSolutions)
- Deliver every vehicle personally — set up their phone, walk them through the safety features
- Keep in touch after the sale so they come back and send their friends

What we're looking for:
- Valid driver's license and clean driving record
- Outgoing, upbeat personality; you like talking to people
- Self-starter who sets goals and works to beat them
- Bilingual English/Spanish a big plus
- Able to work Saturdays and some evenings

Pay: commission plus monthly volume bonuses; guaranteed $3,000/month draw during your first 90 days. Top consultants earn over $120K.

Sunset Ridge Toyota is an equal opportunity employer and a drug-free workplace.

Apply now
Report job`,
  },
  {
    id: 'wind-turbine-technician',
    half: 'tune',
    field: 'agriculture and energy',
    title: 'Wind Turbine Technician II',
    company: 'Prairie Gust Renewables',
    skills: [
      // required
      'Wind turbine maintenance',
      'Climbing at heights',
      'GWO certification',
      'Electrical troubleshooting',
      'Hydraulics',
      'Torque and tensioning',
      'Lockout/tagout',
      'NFPA 70E',
      'CPR and first aid',
      "Driver's license",
      // preferred
      'SCADA',
      'Associate degree in wind energy',
      // soft
      'Teamwork',
      'Safety awareness',
    ],
    text: `Wind Turbine Technician II - Req 5531 - Sweetwater Wind Farm

About Prairie Gust Renewables
Prairie Gust Renewables owns and operates 3.4 gigawatts of wind and solar across Texas, Oklahoma and Kansas. Our technicians keep 1,400 turbines spinning, and we promote from within: most of our site managers started on the tower.

Location: Sweetwater, TX (site-based)
Schedule: 4x10 with on-call rotation
Pay: $32–$38/hr + 10% annual bonus + per diem for travel

Position Summary
The Wind Turbine Technician II performs scheduled maintenance, troubleshooting and repair on GE 2.x and Vestas V110 turbines, working independently or as lead of a two-person team.

Duties
• Climb 80-meter towers daily in all Texas weather and work inside the nacelle and hub
• Carry out semi-annual and annual maintenance: greasing, filter changes, bolt torque and tension checks, blade inspections
• Troubleshoot electrical, hydraulic and mechanical faults using schematics, multimeters and the SCADA system, and get the turbine back online
• Replace components: pitch motors, yaw drives, converters, sensors
• Follow lockout/tagout and arc flash (NFPA 70E) procedures and hold tailboards before every job
• Document work in our CMMS and keep the site's spare parts organized

Requirements
• 2+ years of wind turbine maintenance experience (Technician II level)
• GWO Basic Safety Training (Working at Heights, First Aid, Manual Handling, Fire Awareness) — current
• Current CPR/first aid
• Valid driver's license with an acceptable driving record
• Able to climb and work at height, lift 50 lbs, and work in confined spaces
• Associate degree in wind energy technology or equivalent military/industrial training preferred
• SCADA experience preferred

Safety first: you stop the job when something isn't right, and you look out for your partner on the tower.

Benefits: medical/dental/vision from day one, 401(k) match, paid climbing gear, 15 days PTO.

Prairie Gust Renewables is an Equal Opportunity Employer.`,
  },
  {
    id: 'head-grower',
    half: 'unseen',
    field: 'agriculture and energy',
    title: 'Head Grower',
    company: 'Bluestem Greenhouses',
    skills: [
      // required
      'Greenhouse production',
      'Integrated pest management',
      'Fertigation',
      'Plant nutrition',
      'Crop scheduling',
      'Greenhouse climate control',
      'Pesticide applicator license',
      'Staff supervision',
      'Record keeping',
      // preferred
      'Spanish',
      'Horticulture degree',
      // soft
      'Problem solving',
      'Leadership',
    ],
    text: `Bluestem Greenhouses has been growing spring annuals, perennials and hanging baskets for garden centers across Kansas and Missouri since 1979. We're a family business with 11 acres under glass and poly, 35 year-round employees and up to 120 in spring. We grow about 2 million finished plants a year, and we need a Head Grower to lead our growing team.

HEAD GROWER
Olathe, KS · Full-time, year-round · $62,000–$75,000 DOE + housing assistance

In this job, you'll decide how our crops are grown from plug to ship. You'll set the production schedule so every crop is ready for its ship week, write and adjust feeding programs through our injectors and irrigation booms, and manage the greenhouse environment (heat, vents, shade curtains and HAF fans) through our Priva climate computer. You'll scout every house weekly, decide when and how to control insects and diseases — biologicals first, chemicals when needed — and keep the spray and application records the state requires. You'll also read soil and tissue test results and fix nutrient problems before they show up in the crop.

You will supervise two section growers and a crew of 15–40 depending on the season, plan their work each day, and train new people. Good records matter here: you'll keep crop logs, inventory counts and spray records up to date.

What you bring
- 5+ years growing greenhouse ornamentals, including 2+ years supervising people
- Commercial pesticide applicator license (or able to get one within 60 days)
- Strong knowledge of IPM and plant nutrition
- Degree in horticulture or plant science preferred
- Spanish speaking preferred — many of our seasonal crew are Spanish speakers
- You like solving problems in the crop and you lead by example

Benefits: health insurance, SIMPLE IRA with 3% match, paid time off, and all the plants you can carry home in June.

To apply, send your resume to jobs@bluestemgreenhouses.com or stop by the office at 14200 W 151st St.`,
  },
  {
    id: 'substance-use-counselor',
    half: 'tune',
    field: 'social services',
    title: 'Substance Use Disorder Counselor',
    company: 'New Harbor Recovery Center',
    skills: [
      // required
      'Substance use counseling',
      'CADC',
      'Individual counseling',
      'Group counseling',
      'ASAM criteria',
      'Treatment planning',
      'Motivational interviewing',
      'Cognitive behavioral therapy',
      'Crisis intervention',
      'Clinical documentation',
      // preferred
      'Medication-assisted treatment',
      'Co-occurring disorders',
      // soft
      'Empathy',
      'Professional boundaries',
    ],
    text: `Join New Harbor Recovery Center as a Substance Use Disorder Counselor and help people in southeastern Massachusetts rebuild their lives.

Location: New Bedford, MA | Full-time, Monday–Friday with one evening group | $58,000–$66,000 (LADC I +$4,000)

New Harbor Recovery Center is a non-profit outpatient treatment program offering counseling, intensive outpatient (IOP) groups and medication for opioid use disorder to about 700 adults. We believe recovery is possible for everyone, and we meet people where they are.

WHAT YOU'LL DO
- Carry a caseload of 30-35 clients in outpatient and IOP levels of care
- Complete intake assessments and place clients at the right level of care using the ASAM criteria
- Write individualized treatment plans with each client and review them every 30 days
- Provide one-on-one counseling sessions and lead psychoeducational and process groups
- Use motivational interviewing, CBT and relapse-prevention approaches
- Coordinate with prescribers for clients receiving buprenorphine or methadone
- Respond to clients in crisis, including overdose risk and suicidal thoughts, and connect them to a higher level of care when needed
- Write timely, accurate progress notes in our EHR that meet state and insurance requirements

WHAT YOU NEED
- Certified Alcohol and Drug Counselor (CADC) or Licensed Alcohol and Drug Counselor (LADC I or II) in Massachusetts
- 2+ years of counseling experience in substance use treatment
- Experience with clients who have co-occurring mental health conditions preferred
- Deep respect for the people we serve, and the ability to hold warm, clear boundaries
- People in recovery are encouraged to apply

WHY NEW HARBOR
Clinical supervision toward LADC licensure, 4 weeks PTO, medical and dental, loan forgiveness eligibility (NHSC site), and a team that has your back.

New Harbor Recovery Center is an equal opportunity employer.`,
  },
  {
    id: 'direct-support-professional',
    half: 'unseen',
    field: 'social services',
    title: 'Direct Support Professional',
    company: 'Open Door Community Living',
    skills: [
      // required
      'Personal care',
      'Medication administration',
      'Behavior support',
      'Community integration',
      'Documentation',
      'CPR and first aid',
      "Driver's license",
      // preferred
      'CNA',
      'American Sign Language',
      // soft
      'Patience',
      'Compassion',
      'Reliability',
    ],
    text: `Open Door Community Living
Direct Support Professional (DSP) - Full-time and Part-time - $18.75 to $20.50/hr
Lansing, MI

Job Details
Posted: 1 day ago
Schedule: 1st, 2nd and 3rd shifts; every other weekend
Req #: DSP-LAN-2611

Apply Now   Save Job   Share

Come do work that matters. Open Door Community Living supports 260 adults with intellectual and developmental disabilities in group homes and their own apartments across mid-Michigan. As a DSP, you help the people we support live the lives they choose: cooking dinner together, getting to a job or a doctor's appointment, going to a ball game, calling family.

Responsibilities
- Help with daily living: bathing, dressing, toileting, meals and mobility, with dignity
- Pass medications as prescribed and record them accurately on the MAR (we train and certify you)
- Follow each person's behavior support plan and use positive approaches to prevent and calm difficult moments
- Support people to take part in their community — shopping, church, work, recreation, volunteering
- Drive agency vehicles to appointments and outings
- Write clear shift notes and incident reports

Qualifications
- High school diploma or GED
- 18 years or older
- Valid Michigan driver's license and safe driving record
- CPR and first aid certification (or obtain within 30 days — we pay for it)
- CNA or prior DSP experience preferred
- American Sign Language a plus at two of our homes
- Patient and kind; you stay calm and caring even on hard days
- Dependable — the people we support count on you being there

Benefits: paid training, health/dental/vision for full-time staff, 401(k), paid time off, shift differential for 3rd shift, and daily pay option.

Open Door Community Living is an Equal Opportunity Employer. We are committed to a diverse workforce.`,
  },
]
