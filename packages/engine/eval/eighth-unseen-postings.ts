// An eighth posting set (issue 15): 40 postings in 40 occupations none of the other sets has, two per field over
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, software, sales, agriculture, energy, social services, retail, manufacturing, media and real
// estate/construction management. This set weights title and company difficulty: 24 of the 40 put the title or
// the employer somewhere other than the first line: about-us blocks and slogans before the title, a school
// building or a department line ahead of the employer, a brand or station ahead of the company that employs,
// franchisees, recruiting agencies (named client or not), titles only in a sentence and employers only in the
// body or sign-off. The rest use board headers, "Title at Company", "X is hiring a …", "Join X as …", title
// lines followed by location, pay and employment type, government class codes, requisition numbers, flattened
// requirement tables, salary and benefits blocks, EEO boilerplate and board chrome. US, UK, Canadian and
// Australian employers, all invented.
// Written from scratch by an independent helper who had not read the engine's source, lexicons or data, nor the
// other sets' posting texts, nor run any bench, test or engine function; each recruiter skill list, title and
// company was written from the ad alone and committed BEFORE the engine first read the texts. Halves alternate in
// file order (tune8 / unseen8), one posting of each field in each half.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth and seventh sets'):
// - skills: what a recruiter would screen for, grouped in the list as required, preferred, then soft; a skill the
//   ad implies without naming it (a licence the job cannot be done without) is listed when a recruiter would.
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A specialty after a dash on the title line is kept as after a comma
//   ("Camera Operator – Live Sport" → "Camera Operator, Live Sport"); what a board hangs there (place, employer,
//   shift, type, pay, number, slogan) is dropped (settled 2026-11-30, labels of all sets brought in line).
// - company: the employer as printed, with its legal suffix (Inc., LLC, LLP) and "The" when the posting names it
//   that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:" line.
//   School-district ads: the district, not the school building. Agency ads: the client when the ad names it,
//   otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const eighthUnseenPostings: UnseenPosting[] = [
  {
    id: 'sheet-metal-worker',
    half: 'tune',
    field: 'trades',
    title: 'Sheet Metal Journeyman, HVAC Duct',
    company: 'Ridgeback Mechanical Contractors, Inc.',
    skills: [
      // required
      'Sheet metal fabrication',
      'Ductwork installation',
      'Blueprint reading',
      'Layout',
      'Spiral duct',
      'Hand and power tools',
      'OSHA 10',
      'Journeyman sheet metal card',
      // preferred
      'Plasma cutting',
      'Aerial work platform',
      // soft
      'Teamwork',
      'Attention to detail',
    ],
    text: `Since 1987, Ridgeback Mechanical has built the air side of Denver's hospitals, labs and schools. We are an open-shop mechanical contractor with our own 40,000 sq ft fabrication shop, a fleet of 60 service vans and a safety record we publish every quarter. We promote from the field: most of our foremen started with us as apprentices.

Sheet Metal Journeyman, HVAC Duct
Denver, CO metro · $34–$42/hr DOE · Full-time, overtime available

What you'll do
- Fabricate rectangular and round fittings in the shop from shop drawings, and lay out transitions, offsets and tees by hand when the plasma table isn't the right tool
- Hang and seal spiral and rectangular duct, install dampers, grilles, registers and diffusers on new construction and tenant-finish jobs
- Read mechanical drawings and coordination models, and flag clashes with the plumbing and electrical crews before they become rework
- Work from scissor lifts and boom lifts; keep a clean, organized work area

What you bring
- Journeyman sheet metal card or 4+ years of commercial duct experience
- Confident with snips, brakes, seamers, crimpers and cordless tools
- OSHA 10 (we'll pay for OSHA 30)
- Plasma table experience and an MEWP card are a plus
- You work well on a crew and care about straight, tight, quiet duct

Benefits: medical, dental and vision from day one, 401(k) with 5% match, paid apprenticeship instruction for your helpers, boot and tool allowance.

Ridgeback Mechanical Contractors, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.`,
  },
  {
    id: 'fire-sprinkler-fitter',
    half: 'unseen',
    field: 'trades',
    title: 'Fire Sprinkler Fitter',
    company: 'Northgate Fire Protection Ltd',
    skills: [
      // required
      'Sprinkler system installation',
      'Pipe fitting',
      'Grooved pipe',
      'Threaded pipe',
      'Isometric drawing reading',
      'LPCB',
      'CSCS card',
      'IPAF',
      // preferred
      'NVQ Level 3 Sprinkler Fitting',
      'Sprinkler system testing',
      "Driver's licence",
      // soft
      'Reliability',
      'Teamwork',
    ],
    text: `Halden Recruitment — Building Services Division
Ref: HR-BS-5521 | Posted 2 days ago | Save job

We are recruiting on behalf of our client, Northgate Fire Protection Ltd, an established LPCB-certificated sprinkler contractor working on warehouses, care homes and high-rise residential across the Midlands. Northgate is growing its installation team and is looking for an experienced Fire Sprinkler Fitter to join a two-person crew on long-running projects.

Location: Birmingham and surrounding (travel required, van and fuel card provided)
Salary: £38,000 – £44,000 + overtime + travel time paid
Contract: Permanent, full-time, Monday to Friday

The role
- Install wet and dry sprinkler systems to LPC Rules and BS EN 12845
- Fit grooved, threaded and welded-fitting steel pipework and CPVC in residential blocks
- Work from isometric drawings and installation layouts, setting out hangers and ranges
- Assist with hydrostatic testing, flushing and commissioning paperwork
- Work safely at height using MEWPs and tower scaffolds

Requirements
- Proven experience as a sprinkler fitter (minimum 3 years)
- Valid CSCS card and IPAF 3a/3b
- NVQ Level 3 in Sprinkler Fitting preferred but not essential
- Full UK driving licence preferred
- Reliable, punctual and able to work as part of a team

Interested? Apply now or call Tom at Halden Recruitment on 0121 496 0732. Halden Recruitment Ltd is acting as an employment agency in relation to this vacancy.`,
  },
  {
    id: 'dialysis-technician',
    half: 'tune',
    field: 'healthcare',
    title: 'Dialysis Patient Care Technician',
    company: 'Riverbend Kidney Centers, LLC',
    skills: [
      // required
      'Hemodialysis',
      'Vital signs',
      'Cannulation',
      'Water treatment monitoring',
      'Infection control',
      'BLS certification',
      'High school diploma',
      // preferred
      'CCHT certification',
      'Electronic health records',
      // soft
      'Compassion',
      'Attention to detail',
      'Teamwork',
    ],
    text: `Dialysis Patient Care Technician
Riverbend Kidney Centers, LLC
Knoxville, TN · Full-time · $19.50–$25.00 per hour

Easy Apply    Save
Posted 4 days ago · 23 applicants

Riverbend operates 14 outpatient dialysis clinics across East Tennessee. Our PCTs are the people patients see three times a week, and they notice when you remember their names.

Responsibilities
- Set up, prime and operate hemodialysis machines according to clinic protocol
- Take pre-, intra- and post-treatment vital signs and weights; report changes to the charge nurse
- Cannulate AV fistulas and grafts (we will train you to our standard if you are new to it)
- Perform and log water system and dialysate checks
- Follow infection control and cleaning procedures between every treatment
- Chart in our electronic health record

Qualifications
- High school diploma or GED
- Current BLS (American Heart Association)
- CCHT or CHT certification preferred; new techs must certify within 18 months of hire
- Prior dialysis or hospital tech experience preferred, but we run a paid 10-week training class
- Calm, kind and careful; comfortable working closely with nurses and other techs

Schedule: clinics open at 5:00 a.m.; Monday/Wednesday/Friday or Tuesday/Thursday/Saturday rotations, every other holiday.

Benefits: medical, dental, vision, HSA, tuition reimbursement, paid certification exam.

Riverbend Kidney Centers, LLC is an equal opportunity employer and a drug-free workplace.`,
  },
  {
    id: 'audiologist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Audiologist',
    company: 'Harbourside Hearing Clinic Ltd.',
    skills: [
      // required
      'Audiology',
      'Audiological assessment',
      'Hearing aid fitting',
      'Real ear measurement',
      'Tinnitus management',
      'Master of Science in Audiology',
      'CASLPO registration',
      // preferred
      'Pediatric audiology',
      'Noah software',
      'French',
      // soft
      'Patient education',
      'Empathy',
    ],
    text: `Join Harbourside Hearing Clinic as an Audiologist and help people across the Niagara region hear their families again.

We're an independent, clinician-owned practice with three locations (St. Catharines, Welland and Grimsby). We're not tied to a single manufacturer, so you fit the device that suits the patient, not the one with the best margin. Our team is four audiologists, two hearing instrument practitioners and a front office that actually protects your schedule.

What your week looks like
You'll complete comprehensive audiological assessments for adults (pure-tone, speech, immittance and OAEs), fit and verify hearing aids using real ear measurement, run follow-up and counselling appointments, and see patients with tinnitus for management plans. About one day a week is paediatric assessment at our St. Catharines clinic; if you haven't done much paediatric work, we'll mentor you.

You have
- A master's degree in audiology (or Au.D.)
- Registration, or eligibility for registration, with CASLPO
- Comfort explaining test results in plain language to patients and their families
- Experience with Noah and at least one fitting software (nice to have)
- Conversational French is an asset

We offer
- Base salary of $85,000–$102,000 CAD plus a bonus tied to patient satisfaction, not unit sales
- Four weeks' vacation, CE allowance of $2,000/year, and paid CASLPO fees
- Group health and dental benefits and an RRSP match

Harbourside Hearing Clinic Ltd. welcomes applications from people of all backgrounds and will provide accommodations throughout the hiring process on request.`,
  },
  {
    id: 'commercial-relationship-manager',
    half: 'tune',
    field: 'finance',
    title: 'Commercial Relationship Manager II',
    company: 'Summit Ridge Bank',
    skills: [
      // required
      'Commercial lending',
      'Credit analysis',
      'Financial statement analysis',
      'Business development',
      'Loan structuring',
      'Portfolio management',
      "Bachelor's degree",
      // preferred
      'SBA lending',
      'Treasury management',
      'Salesforce',
      // soft
      'Relationship building',
      'Negotiation',
      'Communication',
    ],
    text: `Commercial Relationship Manager II at Summit Ridge Bank
Boise, ID · Hybrid · Full-time

Summit Ridge Bank is a $3.1 billion community bank serving businesses in Idaho, Utah and eastern Oregon. Our commercial bankers make decisions close to the client, and our credit team is down the hall, not in another state.

About the role
As a Commercial Relationship Manager II you'll build and manage a portfolio of middle-market and owner-occupied real estate clients with revenue between $5M and $75M. You will find new relationships, structure credit requests, and stay the main point of contact after the loan closes.

Responsibilities
- Generate new commercial loan and deposit relationships through referrals, centers of influence and direct calling
- Analyze business and personal financial statements and tax returns; spread financials and write credit memos with your analyst
- Structure term loans, lines of credit and CRE loans within bank policy
- Manage a portfolio of approximately $90M in outstandings, including annual reviews and covenant monitoring
- Introduce treasury management and partner with our SBA team when it fits the client

Qualifications
- Bachelor's degree in finance, accounting or business
- 5+ years of commercial lending or credit experience, including formal credit training
- Strong financial statement analysis and loan structuring skills
- SBA 7(a)/504 experience and Salesforce CRM a plus
- Natural relationship builder who negotiates well and communicates clearly in writing

Compensation: $115,000–$145,000 base plus annual incentive. Medical, dental, vision, 401(k) with 6% match, and paid volunteer days.

Summit Ridge Bank is an Equal Opportunity Employer, Member FDIC.`,
  },
  {
    id: 'equity-research-associate',
    half: 'unseen',
    field: 'finance',
    title: 'Equity Research Associate',
    company: 'Halloran Peake Capital Ltd',
    skills: [
      // required
      'Financial modelling',
      'Equity research',
      'Valuation',
      'Excel',
      'Financial statement analysis',
      'Report writing',
      // preferred
      'CFA',
      'Bloomberg',
      'Python',
      // soft
      'Attention to detail',
      'Time management',
      'Written communication',
    ],
    text: `We are a small, independent research house in the City of London covering about 140 UK and European industrial and engineering companies for institutional investors. Our analysts are well known in the sector and our clients read us because we say what we think. We are looking for an Equity Research Associate to join our industrials team, working alongside two senior analysts on capital goods and aerospace coverage.

You will build and maintain three-statement financial models for the companies under coverage, update them for results and trading statements (often the same morning), and carry out valuation work using DCF and multiples. You will draft sections of company notes and sector reports, prepare charts and tables, and help prepare the analysts for meetings with company management and clients. As you grow, you will take on your own names.

The right person will have one to three years of experience in equity research, corporate finance, audit or a similar analytical role, be very strong in Excel, read a set of accounts fluently and write clearly and concisely. Progress towards the CFA is preferred, and some familiarity with Bloomberg or FactSet will help. Python for data work is a bonus rather than a requirement. You will need to be meticulous, as numbers go to clients under our name, and able to manage your time when four companies report on the same day.

The package is a competitive base salary plus discretionary bonus, private medical cover, a 7% pension contribution and CFA exam fees paid. We work in the office four days a week near Moorgate.

To apply, please send a CV and a short covering note to careers@halloranpeake.co.uk. Halloran Peake Capital Ltd is authorised and regulated by the Financial Conduct Authority.`,
  },
  {
    id: 'instructional-coach',
    half: 'tune',
    field: 'education',
    title: 'Instructional Coach, Elementary Literacy',
    company: 'Cedar Falls Unified School District',
    skills: [
      // required
      'Instructional coaching',
      'Literacy instruction',
      'Professional development facilitation',
      'Data-driven instruction',
      'Curriculum implementation',
      'Teaching credential',
      "Master's degree",
      // preferred
      'Science of reading',
      'Reading intervention',
      'Google Workspace',
      // soft
      'Collaboration',
      'Communication',
      'Leadership',
    ],
    text: `Maple Grove Elementary School
Posting ID: 2025-0184
Position: Instructional Coach, Elementary Literacy
Location: Maple Grove Elementary (K–5), with some district-wide meetings
Salary: Certificated salary schedule, Class II, Steps 4–18 ($72,410–$109,880) plus a $3,000 coaching stipend
Days: 195-day work year

Cedar Falls Unified School District serves 11,800 students across 17 schools in northern California. Maple Grove is a Title I school where 38% of students are English learners, and this year it is adopting a new structured literacy curriculum.

Duties
- Coach K–5 teachers through planning, modeling, co-teaching and feedback cycles
- Facilitate grade-level collaboration time and after-school professional development on the new curriculum
- Help teams analyze benchmark and progress-monitoring data and plan small-group and intervention instruction
- Support the site's reading intervention program and the MTSS team
- Maintain coaching logs and share resources through Google Workspace

Minimum qualifications
- Valid California Multiple Subject Teaching Credential
- Five years of successful elementary classroom teaching
- Master's degree in education, reading or a related field

Desirable qualifications
- Training in the science of reading (LETRS or similar)
- Experience leading professional development for adults

The successful candidate builds trust with colleagues, listens well and can lead without being anyone's supervisor.

Application: apply through EdJoin with a letter of introduction, resume and three letters of recommendation. Cedar Falls Unified School District prohibits discrimination, harassment, intimidation and bullying based on any protected characteristic.`,
  },
  {
    id: 'financial-aid-officer',
    half: 'unseen',
    field: 'education',
    title: 'Financial Aid Officer II',
    company: 'Lakeshore State University',
    skills: [
      // required
      'Financial aid administration',
      'FAFSA',
      'Title IV regulations',
      'Verification',
      'Professional judgment',
      'Student advising',
      "Bachelor's degree",
      // preferred
      'Ellucian Banner',
      'Return of Title IV funds',
      'Spanish',
      // soft
      'Customer service',
      'Confidentiality',
      'Attention to detail',
    ],
    text: `Req #R0041127
Office of Student Financial Services
Division of Enrollment Management

Job posting: Financial Aid Officer II
Full-time, 12-month, exempt staff position · Hiring range $54,000–$61,500

Lakeshore State University, a public university of 16,000 students on the shore of Lake Michigan, invites applications for a Financial Aid Officer II. The position reviews and packages aid for undergraduate and graduate students and is a primary counselor for students and families who walk in, call or write.

Essential functions
1. Review FAFSA records and institutional applications; resolve comments and C-codes and complete verification
2. Package federal, state and institutional aid in compliance with Title IV regulations and university policy
3. Review professional judgment and dependency override requests and document decisions
4. Advise students and parents one-on-one about cost of attendance, loans, and satisfactory academic progress
5. Process Return of Title IV calculations for withdrawn students
6. Work with the Bursar and Registrar on disbursement and enrollment issues

Required qualifications
Bachelor's degree. Two years of experience in higher-education financial aid. Working knowledge of Title IV regulations and verification.

Preferred qualifications
Experience with Ellucian Banner Financial Aid. R2T4 experience. Ability to communicate in Spanish.

Competencies
Patient, friendly service to students under stress; discretion with confidential financial records (FERPA); high accuracy with detailed data.

Benefits include a state pension or 403(b) option, tuition waiver for employee and dependents, and 24 days of vacation.

Lakeshore State University is an affirmative action/equal opportunity employer and encourages applications from women, minorities, veterans and individuals with disabilities.`,
  },
  {
    id: 'elections-coordinator',
    half: 'tune',
    field: 'public sector',
    title: 'Elections Program Coordinator',
    company: 'Marlow County',
    skills: [
      // required
      'Election administration',
      'Voter registration',
      'Poll worker training',
      'Project coordination',
      'Microsoft Excel',
      "Driver's license",
      // preferred
      'Certified Elections Registration Administrator',
      'GIS',
      'Spanish',
      // soft
      'Public speaking',
      'Organization',
      'Integrity',
    ],
    text: `CLASS CODE 4412 · OPEN COMPETITIVE BULLETIN
Elections Program Coordinator
MARLOW COUNTY, OREGON

Department: Office of the County Clerk – Elections Division
Salary: $4,988 – $6,684 monthly (Range 27)
Filing deadline: Open until filled; first review of applications on the 14th
Employment type: Full-time, permanent, FLSA non-exempt

THE POSITION
Marlow County is seeking an organized, calm and fair-minded professional to coordinate major parts of each election cycle. The Elections Program Coordinator plans and runs poll worker recruitment and training, manages ballot drop site logistics, assists with voter registration maintenance and prepares public reports.

EXAMPLES OF DUTIES
Recruits, schedules and trains up to 300 election workers; develops training materials and delivers classes. Coordinates delivery, security and retrieval of ballot drop boxes and supplies. Processes voter registration updates, address changes and signature updates in the statewide voter registration system. Prepares schedules and tracking spreadsheets in Microsoft Excel. Answers questions from voters, candidates and the media. Speaks at community events about how to register and vote.

MINIMUM QUALIFICATIONS
Two years of experience in election administration, public administration, or project coordination; OR an equivalent combination of education and experience. Must possess a valid driver's license.

DESIRABLE
Certified Elections/Registration Administrator (CERA) designation or progress toward it. Experience with GIS precinct mapping. Bilingual English/Spanish.

SPECIAL REQUIREMENTS
Must be available for extended hours, including nights and weekends, in the weeks around each election. Must maintain strict nonpartisanship.

Marlow County is an Equal Opportunity Employer. Veterans' preference applies.`,
  },
  {
    id: 'animal-control-officer',
    half: 'unseen',
    field: 'public sector',
    title: 'Animal Control Officer I',
    company: 'City of Fairhaven',
    skills: [
      // required
      'Animal handling',
      'Animal control',
      'Report writing',
      'Conflict de-escalation',
      'Ordinance enforcement',
      "Driver's license",
      'High school diploma',
      // preferred
      'NACA certification',
      'Euthanasia certification',
      'Chemical immobilization',
      // soft
      'Compassion',
      'Communication',
    ],
    text: `The City of Fairhaven is hiring an Animal Control Officer I.

Department: Police Department – Animal Services Unit
Pay: $24.18 – $30.87/hour
Status: Full-time, non-exempt, AFSCME Local 2214
Shift: rotating, including weekends and on-call

About the job
Animal Control Officers are often the first city employee residents meet on their worst day: a dog bite, a loose horse on the highway, a neighbour's barking dog at 2 a.m. You will respond to calls for service, capture and transport stray, injured and aggressive animals, investigate bites, cruelty and neglect complaints, and enforce city animal ordinances and state law. You'll issue warnings and citations, write clear incident reports that may be used in court, and sometimes testify. Most days you'll also talk with people who are upset, and you'll need to calm things down while staying firm.

Minimum qualifications
- High school diploma or GED
- One year of experience handling animals (shelter, veterinary clinic, kennel, farm or similar)
- Valid state driver's license and good driving record
- Ability to lift 50 lbs and handle large dogs with a catch pole

Preferred
- NACA Level I certification
- State euthanasia technician certification
- Training in chemical immobilization

Selection process: application screening, written exam, oral board, background investigation, psychological evaluation and pre-employment physical.

The City of Fairhaven values diversity and is an equal opportunity employer. Applicants requiring reasonable accommodation during testing should contact Human Resources.`,
  },
  {
    id: 'catering-sales-manager',
    half: 'tune',
    field: 'hospitality',
    title: 'Catering Sales Manager',
    company: 'Alder Hospitality Group LLC',
    skills: [
      // required
      'Catering sales',
      'Event sales',
      'Banquet event orders',
      'Contract negotiation',
      'Revenue goals',
      'Delphi',
      // preferred
      'Wedding sales',
      'Certified Meeting Professional',
      // soft
      'Customer service',
      'Communication',
      'Organization',
      'Negotiation',
    ],
    text: `THE WHITCOMBE HOTEL · SAVANNAH
A historic 180-room hotel on Reynolds Square

Catering Sales Manager
Full-time · Salary plus commission

The Whitcombe is owned by a local family partnership and managed by Alder Hospitality Group LLC. All hotel associates, including this position, are employed by Alder Hospitality Group LLC.

We host around 140 weddings a year, plus rehearsal dinners, corporate luncheons and association meetings in our ballroom, courtyard and rooftop terrace. We need a Catering Sales Manager who can turn inquiries into signed contracts and then hand the chef and banquet captain an event they can run without surprises.

In this role you will:
- Respond to catering and social event inquiries within the same business day; conduct site tours
- Prepare proposals, negotiate menus, pricing and minimums, and issue contracts
- Build accurate banquet event orders (BEOs) and resumes, and lead the weekly BEO meeting
- Meet monthly and annual catering revenue goals
- Keep every booking current in Delphi and forecast pace accurately
- Attend bridal shows and local networking events

You'll need:
- 2+ years of hotel or venue catering or event sales experience
- Experience with Delphi (or a similar sales and catering system)
- Wedding sales experience strongly preferred; CMP a plus
- Excellent written and spoken communication; warm with clients and clear with kitchen and banquet teams
- Strong organization, as you'll carry 40+ open events at any time
- Availability for some evenings and weekends

Compensation: $52,000–$58,000 base plus uncapped commission; health, dental and vision; 401(k); hotel discounts across Alder-managed properties.

Alder Hospitality Group LLC is an equal opportunity employer.`,
  },
  {
    id: 'spa-manager',
    half: 'unseen',
    field: 'hospitality',
    title: 'Spa Manager',
    company: 'Saltbush Day Spa Pty Ltd',
    skills: [
      // required
      'Spa management',
      'Staff rostering',
      'Team leadership',
      'Budget management',
      'Retail sales',
      'Customer service',
      'Diploma of Beauty Therapy',
      // preferred
      'Phorest',
      'Massage therapy',
      // soft
      'Coaching',
      'Problem solving',
    ],
    text: `Breathe out. You're here.

That's what our guests say when they walk through the door in Noosa Heads, and it's what our team deserves to feel too. Saltbush Day Spa is a 9-room day spa offering massage, facials, body rituals and couples' packages, using Australian botanical products made in our own little lab in Byron.

We're now looking for a Spa Manager to lead the team of 14 therapists and reception staff.

What you'll be doing
Running the day-to-day: rosters, payroll hours, stock and the spa budget. Coaching and leading therapists, holding regular one-on-ones and training in treatment standards. Looking after guests, especially the unhappy ones, and fixing problems before they reach a review site. Driving retail sales of our product range and hitting monthly revenue targets. Managing the booking system (we use Phorest) and keeping the treatment menu fresh with the owners.

What you'll bring
- At least 2 years managing a spa, salon or similar business
- A Diploma of Beauty Therapy (SHB50121 or earlier equivalent)
- Experience with rostering and managing a budget
- A genuine love of customer service
- Bonus points if you're a qualified massage therapist or have used Phorest

What we offer
- $78,000 – $88,000 + super + quarterly bonus
- Free treatments every month and 40% off products
- Sundays off, and no split shifts

Saltbush Day Spa Pty Ltd is an equal opportunity employer. Applications close 30 June. Please apply with your resume and a few lines about why Saltbush.`,
  },
  {
    id: 'load-planner',
    half: 'tune',
    field: 'logistics',
    title: 'LTL Load Planner',
    company: 'Tri-State Freightways Inc.',
    skills: [
      // required
      'Load planning',
      'LTL freight',
      'Transportation management system',
      'Linehaul dispatch',
      'Microsoft Excel',
      'DOT regulations',
      // preferred
      'Hours of service',
      'Freight optimization',
      // soft
      'Problem solving',
      'Communication',
      'Working under pressure',
    ],
    text: `LTL Load Planner (2nd Shift)
Tri-State Freightways Inc. · Harrisburg, PA 17111
$23 – $28 an hour · Full-time · On-site

Easy Apply    Save job    Report job
Posted 3 days ago

Tri-State Freightways is a regional less-than-truckload carrier with 22 terminals between New England and the Carolinas. Our Harrisburg breakbulk moves about 1,400 shipments a night, and the load planning desk decides where every one of them goes.

Responsibilities:
• Plan outbound linehaul trailers for density and service, building loads that leave full and on time
• Monitor inbound arrivals and dock activity in our transportation management system (TMS)
• Assign doors and work with dock supervisors to keep freight moving during the sort
• Dispatch linehaul drivers and track them against hours-of-service limits
• Report cube, weight and trailer utilization in Excel at end of shift
• Follow DOT and company safety rules in every dispatch decision

Requirements:
• 1+ year in LTL operations, load planning or dispatch
• Experience with a TMS; strong Excel
• Working knowledge of DOT regulations; hours of service experience a plus
• Able to stay calm and think clearly when three trailers are late and the dock is full
• Clear communicator on the radio and phone

Shift: Monday–Friday, 3:00 p.m. – 11:30 p.m., with occasional Saturdays.

Benefits: medical, dental, vision, 401(k) match, paid time off after 90 days, and a shift differential of $1.50/hr.

Tri-State Freightways Inc. is an EOE/Veterans/Disabled employer.`,
  },
  {
    id: 'medical-courier',
    half: 'unseen',
    field: 'logistics',
    title: 'Medical Courier',
    company: 'Northline Specimen Logistics Ltd.',
    skills: [
      // required
      "Driver's licence",
      'Clean driving abstract',
      'Specimen handling',
      'Chain of custody',
      'TDG certification',
      'Route planning',
      'Mobile scanning devices',
      // preferred
      'WHMIS',
      'Courier experience',
      // soft
      'Punctuality',
      'Reliability',
      'Customer service',
    ],
    text: `Do you like driving, have a clean record, and want a job where what's in the cooler actually matters? We're looking for a Medical Courier to run scheduled and on-demand routes between hospitals, community labs and clinics in the Greater Vancouver area.

Northline Specimen Logistics Ltd. moves blood and tissue specimens, pharmacy orders and medical records for healthcare providers across the Lower Mainland. Our couriers drive company vehicles with temperature-controlled containers, and each pickup is scanned and signed for so that nothing goes missing between the patient and the lab.

On a typical shift you'll follow a planned route with around 25 stops, collect and scan specimens, check temperatures and packaging, keep the chain of custody paperwork complete, and deliver to the lab within the time window. When a STAT request comes in, dispatch will reroute you, and you'll need to plan the fastest safe way across town. You'll be the face of Northline at every clinic, so a friendly, professional manner counts.

You need a valid Class 5 BC driver's licence and a clean driver's abstract, Transportation of Dangerous Goods (TDG) certification (or willingness to complete it in your first week; we pay for it), and comfort using a handheld scanner and phone app. WHMIS training and previous courier or delivery experience are nice to have. Above all we need people who show up on time, every time.

Full-time shifts are Monday to Friday, 7:00 to 3:30 or 11:00 to 7:30, at $22.50 per hour plus extended health and dental after three months. Apply through our careers page or email jobs@northlinelogistics.ca.`,
  },
  {
    id: 'judicial-law-clerk',
    half: 'tune',
    field: 'legal',
    title: 'Judicial Law Clerk',
    company: 'Delmar County Superior Court',
    skills: [
      // required
      'Legal research',
      'Legal writing',
      'Westlaw',
      'Bench memos',
      'Civil procedure',
      'Juris Doctor',
      // preferred
      'Bar admission',
      'Law review',
      'Lexis',
      // soft
      'Confidentiality',
      'Attention to detail',
      'Time management',
    ],
    text: `Delmar County Superior Court
Judicial Law Clerk (One-year term, with option to renew)
Job Code: JLC-01 · Salary: $68,204 annually

The Delmar County Superior Court seeks a recent law graduate to serve as Judicial Law Clerk to a judge assigned to the Civil Division. The term begins in late August.

Duties
The law clerk performs legal research using Westlaw and Lexis, drafts bench memos on pending motions (summary judgment, demurrers, discovery disputes), prepares draft orders and opinions for the judge's review, and attends hearings and trials. The clerk also cite-checks and proofreads the judge's written work, tracks the judge's motion calendar, and answers procedural questions from court staff. Work requires a solid grasp of civil procedure and the rules of evidence.

Qualifications
- Juris Doctor from an ABA-accredited law school by the start date
- Excellent legal research and writing skills, shown by a writing sample of 10 pages or fewer
- Admission to the state bar, or sitting for the July bar exam, preferred
- Law review or moot court experience preferred

The clerk must keep all chambers matters strictly confidential, manage several deadlines at once and take great care with citations and facts.

How to apply
Submit a cover letter, resume, law school transcript, writing sample and two references through the Court's online application portal. The Court participates in the state's judicial clerkship hiring plan and will not interview before the date set by that plan.

The Delmar County Superior Court is an equal opportunity employer.`,
  },
  {
    id: 'legal-billing-specialist',
    half: 'unseen',
    field: 'legal',
    title: 'Legal Billing Specialist',
    company: 'Lexington Legal Staffing, LLC',
    skills: [
      // required
      'Legal billing',
      'E-billing',
      'LEDES',
      'Elite 3E',
      'UTBMS codes',
      'Invoice review',
      'Microsoft Excel',
      // preferred
      'Aderant',
      'Accounts receivable',
      // soft
      'Attention to detail',
      'Communication',
      'Deadline management',
    ],
    text: `AmLaw 200 firm seeks e-billing pro — direct hire, hybrid, Chicago Loop

Our client, a 200-attorney full-service law firm with a strong insurance defense and commercial litigation practice, is adding a Legal Billing Specialist to its Finance department. This is a permanent, direct-hire role with a firm known for low turnover and a collegial billing team of seven.

What you'll do
- Prepare, review and release monthly pre-bills and final invoices for an assigned group of partners
- Submit invoices through client e-billing platforms (Legal Tracker, CounselLink, Tymetrix) in LEDES format and resolve rejections and appeals
- Apply UTBMS task and activity codes and enforce outside counsel billing guidelines
- Process time entry corrections, write-downs and rate changes in Elite 3E
- Track and follow up on outstanding receivables with attorneys and client contacts
- Build Excel reports on realization and aging for the billing manager

What you need
- 3+ years of law-firm billing experience, including electronic billing
- Hands-on Elite 3E experience (Aderant is also welcome)
- Strong Excel skills (pivot tables, VLOOKUP)
- Meticulous and deadline-focused around month-end
- Comfortable communicating with partners and their assistants

Salary range: $68,000–$82,000 plus overtime at month-end, bonus eligible. Hybrid (3 days in office). Full benefits and paid parking.

Apply now, or send your resume in confidence to Dana Whitfield, Senior Recruiter, at dwhitfield@lexingtonlegalstaffing.com. Lexington Legal Staffing, LLC specializes in legal support and law-firm finance placements throughout the Midwest. Lexington is an equal opportunity employer.`,
  },
  {
    id: 'meteorologist',
    half: 'tune',
    field: 'science',
    title: 'Operational Meteorologist',
    company: 'Skyward Weather Analytics, Inc.',
    skills: [
      // required
      'Weather forecasting',
      'Meteorology',
      'Numerical weather prediction',
      'Radar and satellite interpretation',
      'Severe weather',
      "Bachelor's degree in meteorology",
      // preferred
      'Python',
      'GIS',
      'Energy market forecasting',
      // soft
      'Communication',
      'Decision making',
      'Teamwork',
    ],
    text: `Operational Meteorologist at Skyward Weather Analytics, Inc.
Norman, OK · Full-time · Rotating shifts

Skyward Weather Analytics provides site-specific forecasts and severe weather warnings to utilities, wind farms, railroads and event venues across North America. Our forecast desk runs 24/7/365, and when hail is heading for a substation, our clients act on what we tell them.

As an Operational Meteorologist you'll produce short-range and day-ahead forecasts, monitor radar and satellite imagery, and issue client alerts for lightning, high wind, hail, heavy snow and icing. You'll interpret numerical weather prediction guidance (HRRR, GFS, ECMWF and our in-house ensemble), decide when the models are wrong, and explain your reasoning to clients on the phone when a storm is approaching.

Required
- B.S. in meteorology or atmospheric science meeting federal GS-1340 coursework requirements
- 1+ year of operational forecasting experience (NWS, private sector, military or broadcast)
- Strong severe weather and radar interpretation skills
- Willingness to work rotating shifts including overnights, weekends and holidays

Preferred
- Python for data processing or verification
- GIS experience
- Experience forecasting for energy markets (load, wind or solar generation)

You should be confident making decisions under time pressure, communicate risk clearly to non-meteorologists, and work well with a small, close team of forecasters.

Salary: $64,000–$82,000 plus shift differential. Medical, dental, vision, 401(k), and a conference budget (AMS, NWA).

Skyward Weather Analytics, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'bioinformatician',
    half: 'unseen',
    field: 'science',
    title: 'Bioinformatics Scientist I',
    company: 'Kestrel Genomics, Inc.',
    skills: [
      // required
      'Bioinformatics',
      'NGS data analysis',
      'Python',
      'R',
      'Linux',
      'Workflow managers',
      'Variant calling',
      "Master's degree",
      // preferred
      'Single-cell RNA-seq',
      'AWS',
      'Docker',
      // soft
      'Collaboration',
      'Scientific communication',
    ],
    text: `At Kestrel Genomics, we're building diagnostic tests that read tumor DNA from a blood draw. Our team of 85 scientists, engineers and clinicians in San Diego works on the whole chain, from the bench to the CLIA lab to the report an oncologist reads. We're Series C funded and our first assay is in clinical validation.

We're hiring a Bioinformatics Scientist I to join the Computational Biology group. You'll develop and maintain analysis pipelines for next-generation sequencing data, working closely with assay development scientists to turn experiments into answers.

Responsibilities: build and run NGS pipelines for alignment, QC and variant calling (SNVs, indels, CNVs) | write reproducible workflows in Nextflow or Snakemake | analyze and visualize results in Python and R | present findings at weekly cross-functional meetings | document methods to a standard that supports regulatory submissions

Requirement | Level
M.S. in bioinformatics, computational biology or related field (or Ph.D.) | Required
NGS data analysis experience, 2+ years | Required
Python and R | Required
Linux command line and HPC or cloud | Required
Workflow managers (Nextflow, Snakemake, WDL) | Required
Single-cell RNA-seq | Preferred
AWS and Docker | Preferred

You'll thrive here if you like working with bench scientists, can explain a result to someone who isn't a programmer, and ask good questions.

Base salary range: $118,000–$140,000, plus equity and annual bonus. Comprehensive benefits, including 100% employer-paid medical premiums for employees.

Kestrel Genomics, Inc. is proud to be an equal opportunity employer. We do not accept unsolicited resumes from agencies.`,
  },
  {
    id: '3d-animator',
    half: 'tune',
    field: 'creative',
    title: '3D Character Animator',
    company: 'Lanternfish Studios Ltd.',
    skills: [
      // required
      '3D animation',
      'Character animation',
      'Maya',
      'Keyframe animation',
      'Body mechanics',
      'Demo reel',
      // preferred
      'Motion capture cleanup',
      'Unreal Engine',
      'ShotGrid',
      // soft
      'Receptiveness to feedback',
      'Teamwork',
      'Time management',
    ],
    text: `Lanternfish Studios is hiring a 3D Character Animator for our next animated series.

Lanternfish Studios Ltd. is a 70-person animation studio in Vancouver making children's TV series and the occasional game cinematic. We're about to start production on a 26-episode CG series for a major streaming service, and we're growing the animation team.

Position: 3D Character Animator (contract, approx. 14 months, possibility of extension)
Location: Vancouver, BC (hybrid) or remote within British Columbia
Rate: $36–$46 CAD per hour depending on experience

What you'll do
- Animate characters in Maya from layout through final polish, hitting weekly footage quotas
- Create believable acting and body mechanics for both comedic and emotional scenes
- Clean up and enhance motion capture data for crowd and background shots
- Take notes from the animation supervisor and director in dailies and apply them quickly
- Track shots and notes in ShotGrid

What we need to see
- A demo reel showing strong keyframe character animation: weight, timing, appeal and acting
- 2+ years of animation experience on a series, feature or game
- Expert knowledge of Maya
- Mocap cleanup experience and Unreal Engine familiarity are assets

What makes a good fit
You welcome feedback and don't get precious about a shot, you help the animators around you, and you can manage your time to hit quota without crunch.

To apply, send your reel link and breakdown. Lanternfish Studios Ltd. is committed to an inclusive workplace and welcomes applications from all qualified candidates.`,
  },
  {
    id: 'exhibit-designer',
    half: 'unseen',
    field: 'creative',
    title: 'Exhibit Designer',
    company: 'Prairie Hill Museum of Natural History',
    skills: [
      // required
      'Exhibit design',
      '3D modeling',
      'SketchUp',
      'Adobe Creative Suite',
      'Graphic design',
      'Fabrication drawings',
      'ADA accessibility standards',
      "Bachelor's degree",
      // preferred
      'AutoCAD',
      'Vectorworks',
      'Project management',
      // soft
      'Collaboration',
      'Creativity',
    ],
    text: `Department: Exhibitions & Interpretation
Reports to: Director of Exhibitions
Status: Full-time, exempt · Salary $62,000–$70,000

Position summary
The Exhibit Designer develops the look, layout and visitor experience of permanent and temporary exhibitions, from first concept sketches through installation. You'll work with curators, educators and our in-house fabrication shop to turn research into spaces that families, school groups and specialists all want to explore.

About us
Prairie Hill Museum of Natural History in Omaha welcomes 400,000 visitors a year to its dinosaur hall, mineral gallery and living-collections wing. We are renovating our 1970s Hall of Grasslands over the next three years, and this designer will play a central role.

Responsibilities
- Create floor plans, elevations and 3D models (SketchUp preferred) for exhibits and casework
- Design graphic panels, labels and wayfinding in Adobe InDesign, Illustrator and Photoshop
- Prepare fabrication drawings and specifications for the shop and outside vendors
- Apply ADA and universal design standards to every layout, case height and label
- Manage design schedules and budgets for temporary exhibitions
- Attend installation and solve problems on the gallery floor

Qualifications
- Bachelor's degree in exhibit, industrial, interior or graphic design, architecture or related field
- 3+ years of exhibit design experience in a museum, design firm or fabricator
- Proficiency in SketchUp and Adobe Creative Suite; AutoCAD or Vectorworks a plus
- Project management experience preferred
- Portfolio required

We are looking for a creative designer who likes working in a team and can take direction from content experts without losing the visitor's point of view.

Prairie Hill Museum of Natural History is an equal opportunity employer committed to a diverse workforce.`,
  },
  {
    id: 'business-analyst',
    half: 'tune',
    field: 'operations',
    title: 'Business Analyst, Operations',
    company: 'Greenway Home Services, Inc.',
    skills: [
      // required
      'Business analysis',
      'Requirements gathering',
      'Process mapping',
      'SQL',
      'Microsoft Excel',
      'Power BI',
      'User acceptance testing',
      // preferred
      'ServiceTitan',
      'Lean Six Sigma',
      'Jira',
      // soft
      'Stakeholder management',
      'Communication',
      'Problem solving',
    ],
    text: `REQ-20931 | Business Analyst, Operations | Hybrid (Charlotte, NC)

Who we are: Greenway Home Services, Inc. is the parent company of 11 local heating, cooling, plumbing and electrical brands across the Southeast. Our technicians make about 3,000 home visits a day, and the operations team makes sure the right tech, with the right part, shows up at the right time.

The opportunity
We're looking for a Business Analyst to sit between our field operations leaders and our systems team. You will find out why things take longer or cost more than they should, describe how the work really happens, and help fix it.

You will
- Gather and document requirements from call center, dispatch and field leaders
- Map current and future-state processes (call booking, dispatch, parts, invoicing)
- Query our data warehouse with SQL and build Power BI dashboards for branch managers
- Write user stories and acceptance criteria and coordinate user acceptance testing when changes go live
- Analyze KPIs such as first-time fix rate and drive time in Excel and present findings to leadership

You have
- 3+ years as a business analyst or operations analyst
- Working SQL and advanced Excel; Power BI or Tableau
- Experience writing requirements and running UAT
- Experience with ServiceTitan or another field service platform preferred
- Lean Six Sigma Green Belt and Jira are pluses
- The ability to earn the trust of a branch manager and an engineer in the same meeting

Pay range: $82,000–$98,000 + 8% bonus target. Medical, dental, vision, 401(k) with 4% match, 15 days PTO.

Greenway Home Services, Inc. is an equal opportunity employer. We participate in E-Verify.`,
  },
  {
    id: 'chief-of-staff',
    half: 'unseen',
    field: 'operations',
    title: 'Chief of Staff',
    company: 'Fernleaf Health, Inc.',
    skills: [
      // required
      'Strategic planning',
      'OKRs',
      'Project management',
      'Board reporting',
      'Cross-functional leadership',
      'Financial modeling',
      "Bachelor's degree",
      // preferred
      'Management consulting',
      'Healthcare industry',
      'MBA',
      // soft
      'Discretion',
      'Executive communication',
      'Judgment',
    ],
    text: `A note from our CEO

I'm hiring my first Chief of Staff. Fernleaf Health runs virtual physical therapy for people with chronic back and joint pain; we're 160 people, we work with 40 employer health plans, and we've doubled revenue in each of the last two years. That growth means I spend too much time deciding what to work on, and not enough time making sure it gets done.

Here's what this person will own. You'll run our quarterly planning and OKR process and hold the leadership team to it. You'll prepare board meetings: the deck, the metrics, the pre-reads and the follow-ups. You'll take on two or three cross-functional projects at a time that don't fit neatly in one department (this year: launching in Canada, and consolidating our care-team tooling), run them like a project manager and hand them off when they're ready. You'll sit in on my meetings, decide which ones I don't need to attend, and make sure decisions are written down and followed through.

You probably have five to eight years of experience, some of it in management consulting, strategy or operations, and a bachelor's degree (an MBA is welcome but not necessary). You can build a financial model and a clear slide and you know the difference between them. Healthcare experience helps. Most of all you use good judgment, keep confidences, and write and speak clearly to executives and board members.

The salary range is $175,000 to $210,000 plus equity. We're remote-first within the US, with a week together in Austin each quarter.

If this sounds like you, write to me directly at cos@fernleafhealth.com with a resume and a short note about a project you're proud of.

— Priya Raman, co-founder and CEO, Fernleaf Health, Inc.`,
  },
  {
    id: 'penetration-tester',
    half: 'tune',
    field: 'software',
    title: 'Senior Penetration Tester',
    company: 'Ironbark Cyber Pty Ltd',
    skills: [
      // required
      'Penetration testing',
      'Web application security',
      'Network penetration testing',
      'Active Directory',
      'Burp Suite',
      'OWASP Top 10',
      'Report writing',
      'OSCP',
      'Australian citizenship',
      // preferred
      'Cloud security',
      'Python',
      'CREST certification',
      // soft
      'Client communication',
      'Mentoring',
    ],
    text: `Senior Penetration Tester
Ironbark Cyber Pty Ltd
Canberra ACT · Full time · $150,000 – $175,000 + super

Apply now | Save | Posted 1 week ago

Ironbark Cyber is an Australian-owned security consultancy of 45 people. We test the systems that government agencies, banks and universities rely on, and our testers spend their time testing, not chasing timesheets.

What you'll do
- Lead web application, API, internal and external network penetration tests from scoping to readout
- Attack Active Directory environments, find the path to domain admin and explain how to close it
- Test against OWASP Top 10 and ASVS using Burp Suite Pro and your own tooling
- Write clear, accurate reports for both technical teams and executives
- Mentor junior testers and review their findings and reports
- Contribute to cloud (AWS and Azure) security assessments

About you
- 4+ years of hands-on penetration testing
- OSCP (or equivalent hands-on certification) required
- Strong web app and AD attack skills
- Comfortable presenting findings to clients
- Python or similar scripting for custom tools is a plus
- CREST CRT/CCT certification highly regarded

Security clearance: you must be an Australian citizen and hold or be able to obtain a Baseline clearance (NV1 preferred).

Why Ironbark: 10 days a year of paid research time, a $5,000 annual training budget, and flexible hybrid work.

Ironbark Cyber Pty Ltd is an equal opportunity employer. Aboriginal and Torres Strait Islander peoples, women and people with disability are encouraged to apply.`,
  },
  {
    id: 'cobol-developer',
    half: 'unseen',
    field: 'software',
    title: 'Mainframe COBOL Developer',
    company: 'Heartland Mutual Insurance Company',
    skills: [
      // required
      'COBOL',
      'JCL',
      'CICS',
      'DB2',
      'z/OS',
      'VSAM',
      'Mainframe',
      // preferred
      'Insurance policy administration',
      'Java',
      'Git',
      // soft
      'Problem solving',
      'Collaboration',
      'Documentation',
    ],
    text: `Bridgewater Tech Talent | Job #BTT-77160
Contract-to-hire · Des Moines, IA (hybrid, 2 days on-site) · $62–$74/hr W2

Bridgewater Tech Talent is partnering with Heartland Mutual Insurance Company, a 110-year-old property and casualty insurer, to find a Mainframe COBOL Developer for its Policy Systems team. After six months the role is expected to convert to a full-time position with Heartland Mutual at $110K–$125K base plus bonus.

Heartland's policy administration and billing systems run on z/OS and process about 1.2 million policies. The team maintains and extends these systems while a separate group builds new Java services around them.

Responsibilities
- Design, code, test and deploy COBOL programs, batch and online (CICS)
- Write and troubleshoot JCL and maintain batch job schedules
- Query and update DB2 tables and VSAM files
- Analyze production problems and fix them, including on-call rotation one week in six
- Work with the Java team on integration and APIs that call mainframe programs
- Document program changes clearly for the next developer

Required skills
- 5+ years of COBOL development on IBM z/OS
- JCL, CICS, DB2 and VSAM
- Strong analytical and problem-solving skills

Nice to have
- P&C insurance or policy administration experience
- Java basics
- Git / modern source control for mainframe code

Soft skills: collaborates across old and new teams, writes things down.

Interested candidates, click Easy Apply or send your resume to techjobs@bridgewatertt.com. Bridgewater Tech Talent is an equal opportunity employer. Candidates must be authorized to work in the U.S. without sponsorship.`,
  },
  {
    id: 'route-sales-representative',
    half: 'tune',
    field: 'sales',
    title: 'Route Sales Representative',
    company: 'Big Sky Beverage Distributors LLC',
    skills: [
      // required
      'Route sales',
      'Merchandising',
      'Order taking',
      'Account management',
      'CDL Class B',
      'DOT medical card',
      'Handheld ordering devices',
      // preferred
      'Beverage industry',
      'Upselling',
      // soft
      'Customer relationships',
      'Self-motivation',
      'Reliability',
    ],
    text: `Big Sky Beverage Distributors LLC
Authorized distributor of Cascade Springs Sparkling Water, Timberline Root Beer and Highline Iced Teas
Billings, MT

Route Sales Representative
Full-time · $60,000–$75,000/year (base + commission) · Monday–Friday

Big Sky Beverage Distributors LLC is an independent, family-owned distributor serving 900 grocery, convenience and restaurant accounts across south-central Montana. We are not owned by the brands we carry; you will be employed by Big Sky Beverage.

Your day
You'll run an established route of about 60 accounts, driving a side-load beverage truck. At each stop you'll take orders on a handheld device, deliver and rotate product, build displays and merchandise the cold vault and shelves, and talk with store managers about new items and promotions. You'll grow sales on your route by finding space for more product and selling in seasonal displays.

Requirements
- Valid CDL Class B (or ability to obtain within 60 days; we'll help) and a current DOT medical card
- Able to lift up to 50 lbs repeatedly and use a hand truck
- Comfortable with handheld ordering devices and a smartphone
- Previous route sales, delivery or beverage experience preferred
- Friendly with customers, self-motivated, and dependable enough that stores can set their watches by you

Benefits
- Health, dental and vision insurance
- 401(k) with company match
- Paid vacation and holidays
- Company truck and uniforms

Big Sky Beverage Distributors LLC is an equal opportunity employer and conducts pre-employment drug screening and motor vehicle record checks.`,
  },
  {
    id: 'sales-engineer',
    half: 'unseen',
    field: 'sales',
    title: 'Senior Sales Engineer, Data Platform',
    company: 'Quillmark Software, Inc.',
    skills: [
      // required
      'Sales engineering',
      'Technical demos',
      'Proof of concept',
      'SQL',
      'Data warehousing',
      'Solution architecture',
      'RFP responses',
      // preferred
      'Snowflake',
      'Python',
      'Cloud platforms',
      // soft
      'Presentation skills',
      'Consultative selling',
      'Collaboration',
    ],
    text: `Join Quillmark Software as Senior Sales Engineer, Data Platform, and be the person in the room who makes the product make sense.

Quillmark builds a data integration and transformation platform used by 1,800 companies to move data from hundreds of sources into their warehouses. Our customers range from fast-growing startups to Fortune 100 retailers.

Where: Remote, US (East or Central time zones preferred); up to 30% travel
Compensation: $165,000–$190,000 OTE (75/25 split) plus equity

What you'll do
You'll partner with two enterprise account executives to win new business. That means discovery calls to understand a prospect's data stack, tailored technical demos, and leading proof-of-concept evaluations from success criteria to sign-off. You'll design solution architectures that show how Quillmark fits with the warehouse, BI and orchestration tools the customer already uses. You'll also own the technical sections of RFP responses and security questionnaires, and bring what you hear in the field back to product management.

What you bring
- 5+ years in sales engineering, solutions consulting or data engineering with customer-facing work
- Strong SQL and solid understanding of data warehousing concepts (dimensional modeling, ELT)
- Experience running POCs and presenting to both engineers and executives
- Snowflake, BigQuery or Databricks hands-on experience preferred
- Python scripting and cloud platform (AWS/GCP/Azure) knowledge preferred
- A consultative approach: you listen first, then show

Benefits: medical, dental and vision with 100% of premiums covered for you, 401(k), home office stipend, and a learning budget.

Quillmark Software, Inc. is an equal opportunity employer. We welcome applicants of every background.`,
  },
  {
    id: 'forestry-technician',
    half: 'tune',
    field: 'agriculture',
    title: 'Forestry Technician',
    company: 'Cascadia Timberlands LLC',
    skills: [
      // required
      'Timber cruising',
      'Forest inventory',
      'GPS',
      'Compass and map navigation',
      'Tree species identification',
      'Data collection',
      "Driver's license",
      // preferred
      'ArcGIS',
      'Associate degree in forestry',
      'First aid/CPR',
      'Wildland firefighting red card',
      // soft
      'Independence',
      'Physical stamina',
    ],
    text: `Cascadia Timberlands manages 310,000 acres of working forest in western Oregon and Washington. We grow, harvest and replant Douglas-fir and western hemlock on long rotations, and we're certified to the Sustainable Forestry Initiative standard. Our foresters live in the communities where we work.

Forestry Technician
Cottage Grove, OR · $22–$27/hour · Full-time, year-round

The Forestry Technician collects the field data our foresters use to plan harvests and reforestation. Much of the job is outdoors in steep terrain, in all weather.

Key duties
- Carry out timber cruising and forest inventory plots, measuring diameter, height and defect
- Navigate to plots using GPS, compass and maps; flag and paint harvest unit boundaries
- Identify Pacific Northwest conifers, hardwoods and common brush species
- Record data accurately on a field tablet and upload it daily
- Survey reforestation units for seedling survival and competing vegetation
- Assist with fire patrol during fire season

Qualifications
- One year of forestry field experience or a relevant degree in progress
- Valid driver's license and ability to drive forest roads in a 4x4 pickup
- Ability to hike several miles a day over steep ground carrying 30 lbs of gear
- Associate degree in forestry or natural resources preferred
- ArcGIS Field Maps experience preferred
- Current first aid/CPR and a wildland firefighting red card (or willingness to get them)
- Comfortable working alone or with one partner for long days

Benefits: medical, dental, vision, pension, 401(k) match, boot allowance and a company truck for field days.

Cascadia Timberlands LLC is an equal opportunity employer.`,
  },
  {
    id: 'aquaculture-technician',
    half: 'unseen',
    field: 'agriculture',
    title: 'Aquaculture Technician, Freshwater Hatchery',
    company: 'Tidewater Seafarms Ltd.',
    skills: [
      // required
      'Aquaculture',
      'Fish husbandry',
      'Water quality monitoring',
      'Recirculating aquaculture systems',
      'Fish health monitoring',
      'Biosecurity',
      'Record keeping',
      // preferred
      'Aquaculture diploma',
      'Small vessel operator proficiency',
      'Forklift',
      // soft
      'Teamwork',
      'Reliability',
    ],
    text: `Hatchery team wanted — Campbell River, BC

We raise Atlantic salmon from egg to smolt at our freshwater hatchery north of Campbell River before they go to sea at our marine sites. Our hatchery runs a recirculating aquaculture system (RAS) and produces about four million smolts a year.

Position: Aquaculture Technician, Freshwater Hatchery
Type: Permanent full-time, rotating 4-on/4-off, 12-hour day shifts
Wage: $24.00–$28.50/hour plus shift premium for weekends

What you'll do
- Feed and care for fish at all life stages, from incubation to smolt transfer
- Monitor water quality (oxygen, temperature, pH, CO2, ammonia) and adjust RAS systems
- Observe fish behaviour and health, remove mortalities and report concerns to the fish health team
- Follow strict biosecurity procedures for people, equipment and vehicles
- Keep accurate daily records of feed, growth and mortality
- Help with vaccination, grading and transfers

What you bring
- Experience in aquaculture, fish husbandry, or animal care
- A diploma in aquaculture or fisheries (preferred)
- Small Vessel Operator Proficiency and a forklift ticket are assets
- Willingness to work outdoors and in wet conditions, and to lift 25 kg
- A team player who shows up for every shift

We provide full benefits from day one, RRSP matching, work gear, and transportation from Campbell River.

Send your resume to hatcheryjobs@tidewaterseafarms.ca or drop it off at the hatchery office. Tidewater Seafarms Ltd. thanks all applicants; only those selected for an interview will be contacted.`,
  },
  {
    id: 'bess-commissioning-engineer',
    half: 'tune',
    field: 'energy',
    title: 'Commissioning Engineer, Battery Energy Storage',
    company: 'Voltaic Grid Services, Inc.',
    skills: [
      // required
      'Commissioning',
      'Battery energy storage systems',
      'SCADA',
      'Inverters',
      'Medium voltage',
      'Test procedures',
      'NFPA 70E',
      "Bachelor's degree in electrical engineering",
      // preferred
      'Modbus',
      'PLC programming',
      'PE license',
      // soft
      'Problem solving',
      'Communication',
    ],
    text: `Voltaic Grid Services, Inc.
Commissioning Engineer, Battery Energy Storage
Phoenix, AZ (field-based, 60–75% travel) · Full-time · $105,000–$135,000

Posted 6 days ago · Apply

Voltaic Grid Services commissions and maintains utility-scale solar and battery storage plants across the Southwest. We have 4.2 GWh of BESS under service agreements and a pipeline that doubles it in two years.

The role
You'll lead on-site commissioning for grid-scale lithium-ion battery energy storage systems, from pre-energization checks to capacity testing and handover to operations.

Responsibilities
- Write and execute test procedures for batteries, power conversion systems (inverters), medium-voltage transformers and switchgear
- Verify SCADA, EMS and plant controller communications and signal lists; troubleshoot Modbus and DNP3 links
- Coordinate with OEM field engineers, EPC contractors and the utility during energization
- Document punch lists, test results and commissioning reports
- Follow NFPA 70E and site electrical safety rules, and lead lockout/tagout on your scope

Requirements
- B.S. in electrical engineering (or related engineering degree)
- 3+ years of commissioning experience in BESS, solar, substations or industrial power
- Working knowledge of inverters, medium voltage equipment and SCADA
- NFPA 70E training

Preferred
- Modbus/DNP3 troubleshooting and some PLC programming
- PE license or EIT

We need someone who stays calm and methodical when a site is behind schedule and who communicates clearly with the customer and the crew.

Benefits: medical, dental, vision, 401(k) 5% match, per diem and travel paid, 3 weeks PTO.

Voltaic Grid Services, Inc. is an EEO employer.`,
  },
  {
    id: 'roustabout',
    half: 'unseen',
    field: 'energy',
    title: 'Roustabout',
    company: 'Permian Ridge Well Services, LLC',
    skills: [
      // required
      'Oilfield experience',
      'Rigging',
      'Pipe handling',
      'Lockout/tagout',
      'H2S certification',
      'SafeLand',
      "Driver's license",
      // preferred
      'CDL',
      'Forklift',
      'Welding',
      // soft
      'Teamwork',
      'Work ethic',
    ],
    text: `Hard work. Good pay. Home most nights.

Permian Ridge Well Services, LLC is hiring Roustabouts for our Midland and Odessa yards. We're a local company of about 120 hands doing lease maintenance, flowline installs, tank battery construction and well site cleanup for operators across the Permian Basin.

Pay: $20–$26/hour to start, with overtime (typical week is 55–65 hours)
Schedule: Monday–Saturday, early starts

As a Roustabout you'll:
- Build and repair flowlines, tank batteries and separators
- Handle pipe, valves and fittings and help with rigging and load moves
- Operate hand and power tools, and a forklift or skid steer when qualified
- Follow lockout/tagout and job safety analysis on every job
- Keep locations and equipment clean and organized

What we need:
- Prior oilfield experience preferred, but we'll train hard workers
- H2S Clear and SafeLand certifications (we can get you certified before your first day)
- Valid driver's license and ability to pass a drug screen and background check
- Able to work outdoors in West Texas heat and cold and lift 75 lbs

A big plus:
- CDL (Class A or B)
- Forklift or loader experience
- Basic welding

We want people who show up, look out for the crew and take pride in a job done right.

Weekly pay, medical/dental/vision after 30 days, 401(k), safety bonuses and paid holidays. Apply in person at 4100 W. Industrial Ave., Midland, or Easy Apply here.

Permian Ridge Well Services, LLC is an equal opportunity employer.`,
  },
  {
    id: 'victim-advocate',
    half: 'tune',
    field: 'social services',
    title: 'Victim Advocate, Court Program',
    company: 'Harbor Light Family Justice Center, Inc.',
    skills: [
      // required
      'Victim advocacy',
      'Crisis intervention',
      'Safety planning',
      'Protective order assistance',
      'Trauma-informed care',
      'Case documentation',
      "Bachelor's degree",
      // preferred
      'Spanish',
      'Domestic violence advocate certification',
      // soft
      'Empathy',
      'Boundaries',
      'Communication',
    ],
    text: `Everyone deserves to be safe at home.

For 25 years Harbor Light Family Justice Center has brought police, prosecutors, counselors, civil attorneys and advocates under one roof in Tacoma, so that survivors of domestic violence and sexual assault tell their story once instead of ten times. Last year we served 4,300 adults and children. Harbor Light Family Justice Center, Inc. is a 501(c)(3) nonprofit.

We are hiring a Victim Advocate, Court Program, to walk alongside survivors through the civil and criminal court process.

Responsibilities
- Provide crisis intervention and emotional support in person and by phone
- Complete safety planning with survivors and their children
- Help survivors prepare petitions for protection orders and accompany them to hearings
- Explain the court process and connect survivors to shelter, legal aid, counseling and financial help
- Keep accurate, confidential case notes in our client database
- Work closely with the prosecutor's office and civil legal partners

Qualifications
- Bachelor's degree in social work, psychology, criminal justice or related field, or equivalent experience
- One year of experience in victim services, crisis work or social services
- Understanding of trauma-informed care and the dynamics of domestic violence
- Bilingual English/Spanish strongly preferred (+$2,000 annual differential)
- Washington State domestic violence advocate certification, or completion within six months of hire

You'll do well here if you meet people with empathy, keep healthy boundaries, and communicate clearly with survivors and court staff alike.

Salary: $52,000–$57,000 DOE. Full benefits, 12 holidays, generous PTO, and monthly clinical supervision.

Harbor Light Family Justice Center, Inc. is an equal opportunity employer. Survivors are encouraged to apply.`,
  },
  {
    id: 'employment-specialist',
    half: 'unseen',
    field: 'social services',
    title: 'Employment Specialist',
    company: 'Open Road Support Services CIC',
    skills: [
      // required
      'Supported employment',
      'Job coaching',
      'Employer engagement',
      'Caseload management',
      'Vocational profiling',
      'CRM systems',
      'Driving licence',
      // preferred
      'Level 3 Certificate in Supported Employment',
      'Individual Placement and Support',
      // soft
      'Motivational skills',
      'Relationship building',
      'Resilience',
    ],
    text: `Employment Specialist at Open Road Support Services CIC
Leeds and Wakefield · £27,500 – £30,000 per annum · 37.5 hours · Permanent

Open Road is a community interest company that helps autistic people and adults with learning disabilities find and keep paid work. Our employment specialists support around 120 people into jobs every year, from supermarket stock rooms to software testing teams.

About the role
As an Employment Specialist you'll manage a caseload of around 25 jobseekers. You'll get to know each person through vocational profiling, help them decide what work they want, and find employers willing to offer the right job. Once someone starts, you'll provide in-work job coaching, taper it off as they settle, and help managers make reasonable adjustments.

Much of the role is employer engagement: calling and visiting local businesses, explaining supported employment and what Access to Work can fund, and negotiating job carving where it helps.

What we're looking for
- Experience supporting disabled people, or experience in recruitment or sales with a wish to move into this work
- Confidence approaching employers and building relationships
- Organised caseload management and accurate notes on our CRM
- A full UK driving licence and access to a car for work (mileage paid)
- The Level 3 Certificate in Supported Employment, or willingness to gain it
- Knowledge of Individual Placement and Support (IPS) is desirable

You'll need to be a positive motivator who stays resilient when a placement falls through and tries again the next day.

Benefits: 28 days' annual leave plus bank holidays, 5% employer pension, wellbeing days and paid training.

Open Road Support Services CIC is a Disability Confident Leader. We guarantee an interview to disabled applicants who meet the essential criteria.`,
  },
  {
    id: 'keyholder',
    half: 'tune',
    field: 'retail',
    title: 'Keyholder',
    company: 'Lindqvist Retail Group LLC',
    skills: [
      // required
      'Opening and closing procedures',
      'Cash handling',
      'Point of sale',
      'Customer service',
      'Merchandising',
      'Inventory receiving',
      'Cash deposits',
      // preferred
      'Pet care knowledge',
      'Retail supervision',
      // soft
      'Leadership',
      'Reliability',
      'Problem solving',
    ],
    text: `Paws & Claws Pet Supply – Store #214, Eden Prairie, MN
Now hiring: Keyholder (part-time to full-time, evenings and weekends)
$17.50–$19.00/hour · Apply in store or online

This store is independently owned and operated by Lindqvist Retail Group LLC, a licensed franchisee of Paws & Claws Franchising, Inc. Lindqvist Retail Group LLC is your employer and sets all pay, benefits and scheduling. Paws & Claws Franchising, Inc. is not involved in hiring.

As Keyholder you are the person in charge when the store manager isn't there. You'll open or close the store, count tills and prepare bank deposits, and lead a shift of two or three associates.

What you'll do
- Follow opening and closing procedures, including alarm, safe and till counts
- Handle cash accurately and run the POS register, returns and loyalty sign-ups
- Help customers choose food, supplies and toys for dogs, cats, birds and small animals
- Receive truck deliveries, check in inventory and stock shelves
- Keep endcaps and displays merchandised to the weekly plan
- Solve customer problems and step in when the line gets long

What we're looking for
- At least 6 months of retail or customer service experience
- Cash handling experience; someone we can trust with keys and the safe
- Knowledge of pet nutrition or experience caring for pets is a plus
- Previous keyholder or shift lead experience preferred
- Available at least two weekend shifts
- Able to lift 40 lbs (yes, dog food bags are heavy)

Perks: 30% employee discount, flexible scheduling, paid time off for full-time team members, and bring your dog to work on Fridays.

Lindqvist Retail Group LLC is an equal opportunity employer.`,
  },
  {
    id: 'bicycle-mechanic',
    half: 'unseen',
    field: 'retail',
    title: 'Bicycle Mechanic',
    company: 'Spoke & Sprocket Cycles Ltd.',
    skills: [
      // required
      'Bicycle repair',
      'Wheel truing',
      'Drivetrain adjustment',
      'Hydraulic brake bleeding',
      'Bike assembly',
      'Suspension service',
      'Customer service',
      // preferred
      'E-bike diagnostics',
      'Professional bicycle mechanic certification',
      'Lightspeed POS',
      // soft
      'Attention to detail',
      'Time management',
    ],
    text: `We're hiring! Busy season is coming and we need another set of skilled hands in the workshop.

Spoke & Sprocket Cycles Ltd. has been selling and fixing bikes on Queen Street West in Toronto since 2004. We're a small, friendly shop of nine people selling road, gravel, commuter and electric bikes, and our service department is the heart of the business. We are looking for a Bicycle Mechanic who can work independently on everything from a kid's first bike to a $12,000 road bike.

You'll diagnose and repair whatever comes through the door: truing and building wheels, adjusting derailleurs and drivetrains, bleeding hydraulic disc brakes, servicing forks and shocks, and assembling new bikes from the box so they're ready for the sales floor. More and more of our repairs are e-bikes, so experience diagnosing motors, batteries and display errors would be very useful. You'll also talk with customers at the service counter, explaining what their bike needs and what it will cost, and write up work orders in Lightspeed.

We'd like you to have at least two years of experience in a bike shop service department. A professional mechanic certification (such as UBI, Barnett or a manufacturer course) is a bonus. We care about careful work, because every bike goes out the door with our name on it, and you'll need to manage your time on a busy Saturday with a full repair queue.

Pay is $21 to $26 an hour depending on experience, with a staff discount at cost plus 10%, paid professional development, and an extra day off on your birthday. Full-time, Tuesday to Saturday.

To apply, email your resume to service@spokeandsprocket.ca or come by the shop and ask for Marcus.`,
  },
  {
    id: 'tool-and-die-maker',
    half: 'tune',
    field: 'manufacturing',
    title: 'Tool and Die Maker',
    company: 'Precision Stamping Technologies, Inc.',
    skills: [
      // required
      'Tool and die making',
      'Progressive dies',
      'Blueprint reading',
      'GD&T',
      'Wire EDM',
      'Surface grinding',
      'Manual machining',
      'Journeyman tool and die certification',
      // preferred
      'CNC programming',
      'SolidWorks',
      // soft
      'Problem solving',
      'Attention to detail',
    ],
    text: `Tool and Die Maker – 1st Shift
Precision Stamping Technologies, Inc. – Grand Rapids, MI
$32.00 – $41.00 per hour · Full-time · On-site

Apply now · Save job · Posted 2 days ago

Precision Stamping Technologies makes metal stampings and assemblies for the automotive, appliance and medical markets. We build and maintain our own progressive and transfer dies in a 12-person tool room, running 40 presses from 60 to 800 tons.

What you'll do
- Build, repair and maintain progressive, transfer and line dies
- Read blueprints and die designs and apply GD&T to fit and set components
- Run wire EDM, surface grinders, mills and lathes to make and repair die details
- Troubleshoot die problems at the press and work with quality to fix part issues
- Try out new dies and document changes

What you need
- Journeyman tool and die card, or 8+ years of tool room experience
- Strong blueprint reading and GD&T
- Skilled on manual mills, lathes and surface grinders; wire EDM experience
- CNC programming and SolidWorks experience preferred
- A methodical problem solver with attention to detail

Why us: overtime available, full medical, dental and vision, 401(k) with 6% match, quarterly profit sharing, and a clean, climate-controlled tool room.

Precision Stamping Technologies, Inc. is an equal opportunity employer. All offers are contingent upon a drug screen.`,
  },
  {
    id: 'extrusion-operator',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Extrusion Operator',
    company: 'Maplecrest Plastics Corp.',
    skills: [
      // required
      'Extrusion',
      'Machine setup',
      'Quality inspection',
      'Measuring tools',
      'Lockout/tagout',
      'Forklift',
      'High school diploma',
      // preferred
      'Blown film extrusion',
      'Statistical process control',
      // soft
      'Attention to detail',
      'Teamwork',
      'Reliability',
    ],
    text: `Maplecrest Plastics is hiring Extrusion Operators for 2nd shift in Wooster, OH.

Job ID: 24-1187 · $20.25/hr + $1.25 shift premium · Full-time · 2:00 p.m.–10:30 p.m.

Maplecrest Plastics Corp. manufactures polyethylene film and sheet for food packaging, agriculture and construction. Our Wooster plant runs 11 extrusion lines around the clock.

As an Extrusion Operator, you will:
- Set up and start extrusion lines, including die changes, screen changes and material loading
- Monitor temperatures, speeds and gauge, adjusting the line to keep film within spec
- Inspect product and check thickness and width with calipers, micrometers and gauges; record results
- Use statistical process control charts to spot trends before they become scrap
- Follow lockout/tagout and all plant safety rules
- Move rolls and raw material with a forklift
- Keep your work area clean and complete shift handoff notes

Requirements:
- High school diploma or GED
- 1+ year of manufacturing experience, preferably in plastics
- Forklift certification (or ability to be certified on site)
- Blown film extrusion experience is a strong plus
- Able to stand for a full shift and lift 50 lbs

You'll fit in if you notice small changes, work well with your crew and show up every scheduled day.

Benefits: medical, dental, vision, life insurance, 401(k) with match, perfect-attendance bonus, and paid holidays.

Maplecrest Plastics Corp. is an equal opportunity employer. Background check and drug screen required.`,
  },
  {
    id: 'podcast-producer',
    half: 'tune',
    field: 'media',
    title: 'Senior Podcast Producer',
    company: 'Brightwater Media Group, Inc.',
    skills: [
      // required
      'Podcast production',
      'Audio editing',
      'Pro Tools',
      'Story editing',
      'Interview booking',
      'Production management',
      'Fact-checking',
      // preferred
      'Adobe Audition',
      'Descript',
      'Video production',
      // soft
      'Editorial judgment',
      'Collaboration',
      'Organization',
    ],
    text: `Fieldnote Audio makes narrative and interview podcasts about science, history and work, with four weekly shows and two limited series a year. Fieldnote Audio is a brand of Brightwater Media Group, Inc.; the person hired will be employed by Brightwater Media Group, Inc.

We're looking for a Senior Podcast Producer to lead production on our flagship weekly interview show and to develop a new narrative series.

Location: New York, NY or remote (US)
Salary: $95,000–$115,000
Type: Full-time

What you'll do
- Run weekly production end-to-end: pitch and book guests, research and write interview prep, and produce recording sessions
- Edit tape for story and structure, then edit and mix audio in Pro Tools
- Shape scripts and story edits with hosts and the executive producer
- Fact-check episodes and coordinate legal review when needed
- Manage schedules, freelancers and budgets for your shows
- Work with our video team on clips for social platforms

What you bring
- 4+ years producing podcasts or audio journalism
- Expert audio editing skills in Pro Tools (Audition or Descript also welcome)
- Strong story editing instincts and a portfolio of episodes you produced
- Experience booking guests and running interviews
- Production management experience juggling multiple deadlines
- Video production experience is a plus

The right person has sharp editorial judgment, collaborates generously with hosts and freelancers, and keeps a complicated calendar under control.

Benefits include health insurance, a 401(k) with match, a home studio stipend and four weeks of paid vacation.

Brightwater Media Group, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'broadcast-engineer',
    half: 'unseen',
    field: 'media',
    title: 'Broadcast Maintenance Engineer',
    company: 'Prairie Sky Broadcasting, Inc.',
    skills: [
      // required
      'Broadcast engineering',
      'RF transmitters',
      'Studio equipment maintenance',
      'IP video',
      'Troubleshooting',
      'FCC regulations',
      "Driver's license",
      // preferred
      'SBE certification',
      'ATSC 3.0',
      'Network administration',
      // soft
      'Problem solving',
      'Teamwork',
    ],
    text: `KXPR-TV 7 · Your Hometown News Leader

Prairie Sky Broadcasting, Inc. is hiring a Broadcast Maintenance Engineer for KXPR-TV, the ABC affiliate serving Sioux Falls and eastern South Dakota.

Status: Full-time, hourly · Pay: $28–$36/hour DOE · On-call rotation

KXPR produces 32 hours of local news a week and broadcasts from a 1,500-foot tower near Rowena. The engineering team of four keeps the station on the air, and when the weather is worst, that's when viewers need us most.

Responsibilities
- Maintain, repair and install studio, control room and newsroom equipment: cameras, switchers, routers, audio consoles and playout servers
- Maintain the main and backup RF transmitters and microwave links, including trips to the tower site
- Support IP video transport and station IT systems
- Troubleshoot on-air problems quickly and calmly, including during live newscasts
- Keep FCC-required logs, EAS tests and public file items current
- Take part in the on-call rotation for nights and weekends

Qualifications
- 3+ years of broadcast engineering experience
- Strong troubleshooting of video, audio and RF systems
- Working knowledge of FCC rules for television stations
- Valid driver's license (the transmitter is 40 minutes away)
- SBE certification preferred
- Experience with ATSC 3.0 and networking (VLANs, multicast) preferred

We want a team player who enjoys solving problems and takes pride in a clean signal.

Benefits: medical, dental, vision, 401(k), and paid time off.

Prairie Sky Broadcasting, Inc. is an equal opportunity employer. Pre-employment drug screen and background check required.`,
  },
  {
    id: 'construction-estimator',
    half: 'tune',
    field: 'real estate and construction management',
    title: 'Senior Estimator',
    company: 'Harrow & Finch Construction Ltd',
    skills: [
      // required
      'Cost estimating',
      'Quantity take-off',
      'Tender preparation',
      'Bills of quantities',
      'Subcontractor procurement',
      'Cost planning',
      'CostX',
      // preferred
      'RICS membership',
      'Degree in quantity surveying',
      // soft
      'Commercial awareness',
      'Negotiation',
      'Communication',
    ],
    text: `Senior Estimator
Harrow & Finch Construction Ltd
Reading, Berkshire · £65,000 – £75,000 + car allowance · Permanent, full-time

Save    Apply now    Report job
Posted 5 days ago

Harrow & Finch is a regional main contractor delivering education, healthcare and residential projects between £3m and £30m across the Thames Valley. With a strong order book and two frameworks recently won, we're strengthening our pre-construction team.

The role
As Senior Estimator you'll lead tenders from enquiry to submission on single-stage and two-stage projects, working alongside our bid manager and planners.

Key responsibilities
- Prepare accurate cost estimates and tender submissions, including prelims
- Carry out quantity take-off using CostX and work from bills of quantities where provided
- Run subcontractor procurement during tender: enquiry packages, comparisons and negotiation
- Produce cost plans for two-stage and design and build opportunities
- Present tender outcomes and risk to directors at settlement meetings
- Hand over tenders to the delivery team on award

About you
- Five or more years' estimating experience with a main contractor
- Confident with take-off in CostX (or similar)
- A degree in quantity surveying or construction, and MRICS or working towards it, are both preferred
- Commercially aware, with strong negotiating and communication skills

Benefits: 26 days' holiday plus bank holidays, 6% matched pension, private healthcare and a hybrid working pattern.

Harrow & Finch Construction Ltd is an equal opportunities employer.`,
  },
  {
    id: 'escrow-officer',
    half: 'unseen',
    field: 'real estate and construction management',
    title: 'Escrow Officer',
    company: 'Golden Poppy Escrow, Inc.',
    skills: [
      // required
      'Escrow',
      'Residential real estate transactions',
      'Title reports',
      'Settlement statements',
      'Closing coordination',
      'SoftPro',
      'Wire fraud prevention',
      // preferred
      'Commercial escrow',
      'Certified Escrow Officer',
      'Spanish',
      // soft
      'Customer service',
      'Attention to detail',
      'Time management',
    ],
    text: `Escrow Officer at Golden Poppy Escrow, Inc. — Pasadena, CA

Golden Poppy Escrow, Inc. is an independent escrow company licensed by the California Department of Financial Protection and Innovation, handling residential purchase and refinance transactions for agents, lenders and homeowners across the San Gabriel Valley. We're looking for an Escrow Officer with an established book or the ambition to build one.

What you'll handle
- Open and manage 30–50 residential escrows from opening to close
- Review preliminary title reports, order payoffs and clear conditions
- Prepare estimated and final settlement statements (closing disclosures balancing)
- Coordinate signings, funding and recording with lenders, title companies and agents
- Follow wire fraud prevention procedures on every disbursement
- Keep agents and clients updated at each step in SoftPro

What you'll need
- 5+ years of escrow experience, including at least 2 as an Escrow Officer
- Solid knowledge of California residential escrow practice
- Proficiency in SoftPro (or Qualia/Resware)
- Commercial escrow experience a plus
- Certified Escrow Officer (CEO) designation from the California Escrow Association preferred
- Bilingual Spanish preferred

Who you are
You keep calm on the last day of the month, answer emails before clients have to ask twice, and catch the mistake in the demand before it becomes a problem.

Compensation: base salary $80,000–$100,000 plus bonus per closed file. Medical, dental, 401(k) and paid marketing support.

Golden Poppy Escrow, Inc. is an equal opportunity employer.`,
  },
]
