// A fourth unseen posting set (issue 15): 29 postings in 29 occupations none of the other sets has, spread over
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, tech and retail, in the shapes a job seeker pastes (LinkedIn and Indeed pages, Greenhouse, Lever,
// Workday and iCIMS pages, government and university postings, staffing-agency and small-business ads).
// Written from scratch by a helper who had not read the engine's source, lexicons or any bench output; each
// recruiter skill list, title and company was written from the ad alone and committed BEFORE the engine first
// read the texts. After its first run it was split in file order: odd postings tune (`tune4`), even ones are only
// reported in aggregate (`unseen4`). Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const fourthUnseenPostings: UnseenPosting[] = [
  {
    id: 'heavy-equipment-operator',
    half: 'tune',
    field: 'trades',
    title: 'Heavy Equipment Operator',
    company: 'Granite Ridge Excavating',
    skills: [
      'Excavator operation',
      'Dozer operation',
      'Loader operation',
      'Skid steer operation',
      'Grading',
      'GPS machine control',
      'Blueprint reading',
      'Equipment inspection',
      'Trench safety',
      'CDL Class A',
      'OSHA 10',
      'Reliability',
    ],
    text: `Heavy Equipment Operator
Granite Ridge Excavating
Boise, ID 83709
$30 - $38 an hour - Full-time

Job details
Pay
$30 - $38 an hour
Job type
Full-time
Shift and schedule
8 hour shift
Monday to Friday
Overtime

Benefits
Pulled from the full job description
401(k) matching
Health insurance
Paid time off

Full job description
Granite Ridge Excavating is hiring a Heavy Equipment Operator for site development and underground utility work across the Treasure Valley.

Duties:
- Operate excavators, dozers, loaders and skid steers to dig, trench, backfill and grade to plan
- Fine grade building pads and roadways using GPS machine control (Trimble Earthworks)
- Read grade stakes, site plans and cut sheets
- Perform daily equipment inspections and basic maintenance (greasing, fluid checks)
- Follow trench safety and excavation rules: sloping, shoring and trench boxes

Requirements:
- 3+ years operating excavators and dozers on commercial sites
- Class A CDL preferred (to haul equipment)
- OSHA 10
- Able to work outdoors in all weather
- Show up on time, every day

Job Type: Full-time
Work Location: On the road`,
  },
  {
    id: 'lineworker',
    half: 'unseen',
    field: 'trades',
    title: 'Journeyman Lineworker',
    company: 'Inland Northwest Power',
    skills: [
      'Overhead distribution lines',
      'Underground distribution',
      'Pole climbing',
      'Bucket truck operation',
      'Energized line work',
      'Cable splicing',
      'Transformer installation',
      'Storm restoration',
      'Switching and grounding',
      'Journeyman lineworker certification',
      'CDL Class A',
      'First aid/CPR',
      'NESC',
    ],
    text: `Journeyman Lineworker
Apply
locations
Spokane, WA - Mission Service Center
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0048213

Inland Northwest Power is the electric and natural gas utility for 410,000 customers across eastern Washington and northern Idaho. We keep the lights on through ice storms and wildfire season, and we do it safely.

Job Summary
Construct, maintain and repair overhead and underground electric distribution lines up to 34.5 kV, energized and de-energized, as a member of a line crew.

Essential Functions
- Climb wood poles and work from bucket trucks to install and replace crossarms, insulators, transformers and conductors
- Perform hot-stick and rubber glove work on energized lines
- Install and splice underground primary cable and terminate it in pad-mount transformers
- Respond to outages and storm restoration, including nights and weekends on a call-out rotation
- Operate digger derricks and bucket trucks
- Follow switching orders, grounding practices and the company safety rules

Minimum Qualifications
- Journeyman Lineworker certificate from a DOL-registered apprenticeship
- Class A CDL
- Current First Aid/CPR card
- Must live within 30 minutes of the service center for storm response

Preferred Qualifications
- Experience with underground residential distribution (URD)
- Working knowledge of the National Electrical Safety Code (NESC)

Pay: $58.12 per hour per the IBEW Local 77 agreement, plus overtime.

Inland Northwest Power is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'surgical-technologist',
    half: 'tune',
    field: 'healthcare',
    title: 'Certified Surgical Technologist',
    company: 'Hillcrest University Hospitals',
    skills: [
      'Surgical technology',
      'CST certification',
      'Aseptic technique',
      'Sterile field',
      'Surgical instrumentation',
      'Surgical counts',
      'Patient positioning',
      'Specimen handling',
      'Robotic surgery',
      'BLS',
    ],
    text: `Certified Surgical Technologist - Main OR
Apply
locations
Cleveland Heights, OH
time type
Full time
posted on
Posted Yesterday
job requisition id
JR104412

Hillcrest University Hospitals
Department: Perioperative Services – Main OR
Shift: Days, 7:00a–3:30p, rotating call and one weekend in four
FTE: 1.0

Position Summary
The Certified Surgical Technologist prepares the operating room and sterile field and anticipates the surgeon's needs during general, orthopedic, vascular and robotic cases.

Responsibilities
- Set up sterile back tables and Mayo stands; check instrument trays
- Count sponges, sharps and instruments with the circulating RN before, during and after each case
- Pass instruments and supplies during surgical procedures
- Maintain aseptic technique and the sterile field throughout the case
- Assist with patient positioning, draping and room turnover
- Handle and label specimens
- Da Vinci robotic experience helpful

Qualifications
Required: graduate of a CAAHEP-accredited surgical technology program; CST certification from the NBSTSA; BLS
Preferred: 2 years of OR experience; robotic surgery experience

Hillcrest University Hospitals is an equal opportunity employer and values diversity at all levels. Pay range: $27.50–$38.90/hour. Sign-on bonus available.`,
  },
  {
    id: 'phlebotomist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Phlebotomist, Outpatient Lab',
    company: 'MedBridge Staffing',
    skills: [
      'Phlebotomy',
      'Venipuncture',
      'Capillary collection',
      'Specimen labeling',
      'Specimen processing',
      'Centrifuge',
      'Laboratory information system',
      'Chain of custody',
      'Drug screening',
      'Phlebotomy certification',
      'Customer service',
      'Bedside manner',
    ],
    text: `Phlebotomist – Outpatient Lab (Contract to Hire)
Pay: $22–$25/hr
Location: Tampa, FL
Schedule: Mon–Fri, 6:00am–2:30pm

Our client, a regional outpatient laboratory network with 30 patient service centers, is looking for an experienced Phlebotomist to join their Tampa team. This is a 13-week contract with the intent to hire.

What you'll do:
• Perform venipuncture and capillary (finger stick) collections on adult, pediatric and geriatric patients
• Verify patient identity and label specimens correctly
• Process specimens: centrifuge, aliquot and package them for courier pickup
• Enter orders and demographics in the LIS
• Collect urine drug screens following chain-of-custody procedures
• Keep the draw station clean and stocked

What you need:
• Phlebotomy certification (NHA CPT, ASCP PBT or AMT RPT)
• 1+ year of phlebotomy experience in a high-volume setting
• Pediatric draws a plus
• Excellent customer service and a calm bedside manner

Why work with MedBridge Staffing? Weekly pay, medical/dental/vision from day one, 401(k), and a dedicated recruiter who answers the phone.

Apply today or text LAB to (813) 555-0190.
MedBridge Staffing is an equal opportunity employer.`,
  },
  {
    id: 'speech-language-pathologist',
    half: 'tune',
    field: 'healthcare',
    title: 'Speech-Language Pathologist',
    company: 'Cascade Pediatric Therapy',
    skills: [
      'Speech-language pathology',
      'Pediatric therapy',
      'Standardized assessments',
      'Treatment planning',
      'AAC',
      'Feeding therapy',
      'Parent coaching',
      'SOAP notes',
      'WebPT',
      'CCC-SLP',
      'SLP license',
      'Spanish',
      'Collaboration',
    ],
    text: `Speech-Language Pathologist (Pediatric Outpatient)
Tacoma, WA · Full-time or 0.8 FTE

We're looking for a pediatric SLP who loves play-based therapy and wants a caseload that leaves time to do it well.

Responsibilities
- Evaluate children 18 months to 12 years for speech sound, language, fluency and feeding disorders using standardized assessments (CELF-5, GFTA-3, PLS-5)
- Write evaluation reports and individualized treatment plans with measurable goals
- Provide individual and small-group therapy; coach parents on home programs
- Support AAC users, from low-tech boards to speech-generating devices
- Complete daily SOAP notes in WebPT
- Collaborate with our OTs, PTs and the children's classroom teachers

Requirements at a glance
| Requirement    | Required                              | Preferred                               |
|----------------|---------------------------------------|-----------------------------------------|
| Degree         | MS or MA in Speech-Language Pathology |                                         |
| Certification  | ASHA CCC-SLP (clinical fellows welcome) |                                       |
| License        | Washington SLP license                |                                         |
| Experience     |                                       | 2+ years pediatric                      |
| Specialties    |                                       | AAC, feeding therapy, PROMPT training   |
| Languages      |                                       | Bilingual Spanish                       |

Compensation: $78,000–$96,000 depending on experience, $1,500 yearly CEU allowance, ASHA dues paid, 4 weeks PTO.

About Cascade Pediatric Therapy
Cascade Pediatric Therapy is a therapist-owned clinic with speech, occupational and physical therapy under one roof. We've served families in Pierce County since 2011.`,
  },
  {
    id: 'home-health-aide',
    half: 'unseen',
    field: 'healthcare',
    title: 'Home Health Aide',
    company: 'Caring Hands Home Care',
    skills: [
      'Personal care',
      'Activities of daily living',
      'Patient transfers',
      'Hoyer lift',
      'Meal preparation',
      'Light housekeeping',
      'Medication reminders',
      'Documentation',
      'Home health aide certification',
      'CPR',
      "Driver's license",
      'Compassion',
      'Patience',
      'Dependability',
    ],
    text: `Caring Hands Home Care is hiring Home Health Aides in the Lancaster area!

Do you have a big heart and some experience caring for others? We are a family-owned agency that has helped seniors stay in their own homes since 2009, and we are growing.

As a Home Health Aide you'll visit clients in their homes and help them with bathing, dressing, toileting and moving around safely, including transfers with a Hoyer lift. You'll prepare simple meals, do light housekeeping, remind clients to take their medications and write a short visit note in our phone app. Most of all, you'll be good company.

To join us you need a Pennsylvania home health aide certificate or CNA, CPR certification, a reliable car and a valid driver's license (we pay mileage between clients), and a clear background check. Spanish speakers are especially welcome. Compassion, patience and dependability matter more to us than years of experience.

$17–$20/hour, flexible schedules (days, evenings, weekends), weekly pay, paid training.

Call Denise at (717) 555-0142 or apply below.`,
  },
  {
    id: 'credit-analyst',
    half: 'tune',
    field: 'finance',
    title: 'Commercial Credit Analyst',
    company: 'Harbor Point Bank',
    skills: [
      'Credit analysis',
      'Financial statement analysis',
      'Financial spreading',
      "Moody's CreditLens",
      'Cash flow analysis',
      'Financial modeling',
      'Ratio analysis',
      'Credit memos',
      'Risk rating',
      'Covenant monitoring',
      'Collateral analysis',
      'Excel',
      'Written communication',
    ],
    text: `Commercial Credit Analyst
Harbor Point Bank · Charlotte, NC (Hybrid) · 2 weeks ago · Over 100 applicants
$70K/yr - $85K/yr · Hybrid · Full-time · Mid-Senior level
1,001-5,000 employees · Banking
Skills: Credit Analysis, Financial Statements, +6 more
Apply   Save

About the job
Harbor Point Bank is looking for a Commercial Credit Analyst to support relationship managers in our Middle Market group (companies with $10MM–$100MM in revenue).

What You'll Do
- Spread and analyze financial statements, tax returns and projections in Moody's CreditLens
- Build cash flow models and calculate debt service coverage, leverage and liquidity ratios
- Write credit memos recommending new loans, renewals and modifications
- Assign risk ratings and monitor covenant compliance
- Review collateral, appraisals and UCC searches
- Join client calls and site visits with relationship managers

What You'll Bring
- Bachelor's degree in Finance, Accounting or Economics
- 2+ years of commercial credit analysis; formal credit training (Omega, RMA or a bank program) preferred
- Advanced Excel
- Strong writing and the confidence to defend your recommendation

…show more

Benefits found in job post
Medical insurance
Vision insurance
401(k)`,
  },
  {
    id: 'actuarial-analyst',
    half: 'unseen',
    field: 'finance',
    title: 'Actuarial Analyst, Pricing',
    company: 'Hartwell Life',
    skills: [
      'Actuarial analysis',
      'Pricing models',
      'Experience studies',
      'SQL',
      'R',
      'Python',
      'Excel',
      'VBA',
      'SOA exams',
      'Rate filings',
      'Life insurance',
      'Communication',
    ],
    text: `Actuarial Analyst, Pricing
at Hartwell Life
Remote (US)

Apply

At Hartwell Life we make term life insurance simple to buy online: a ten-minute application, no medical exam for most people, and a decision the same day. We are 140 people and growing.

About the role
You'll join our eight-person pricing team and help set the rates for every product we sell.
- Build and maintain pricing models for term and whole life products
- Run experience studies on mortality and lapse
- Work with large datasets in SQL and R (or Python) and automate recurring reports
- Prepare rate filings and supporting documentation for state regulators
- Present findings to product and finance partners

You might be a fit if you have
- A bachelor's degree in actuarial science, mathematics, statistics or a similar field
- Passed at least two SOA exams (P and FM) and are progressing toward ASA
- 1–3 years of actuarial experience; life or annuities preferred
- Strong Excel and VBA; SQL required; R or Python a plus
- The ability to explain technical results in plain language

Compensation
The base salary range for this role is $82,000–$105,000. We support exams with paid study hours and raises on passing.

Hartwell Life is an equal opportunity employer. We celebrate diversity and are committed to an inclusive environment for all employees.

Apply for this job
* indicates a required field
First Name *
Last Name *
Email *
Resume/CV *`,
  },
  {
    id: 'bookkeeper',
    half: 'tune',
    field: 'finance',
    title: 'Bookkeeper',
    company: 'Prairie Dog Lawn Care',
    skills: [
      'Bookkeeping',
      'Accounts payable',
      'Accounts receivable',
      'Bank reconciliation',
      'QuickBooks Online',
      'Payroll',
      'Gusto',
      'Month-end close',
      'Job costing',
      'Sales tax',
      'Excel',
      'Organization',
      'Confidentiality',
      'Self-motivation',
    ],
    text: `Part-time Bookkeeper (20 hrs/week)

We are a busy landscaping and snow removal company in Fort Wayne with 35 employees and about $4M in yearly revenue. The owner has been doing the books on nights and weekends, and it's time to hand them to someone who actually enjoys it.

You would enter and pay bills, send invoices and chase late payments, reconcile our bank and credit card accounts every month in QuickBooks Online, run payroll every two weeks through Gusto, and hand a clean set of books to our outside CPA at month end and at tax time. You'd also track job costs by crew so we know which jobs make money, and file our sales tax returns.

You should have at least 3 years of full-charge bookkeeping experience, know QuickBooks Online well (ProAdvisor certification is a plus), be comfortable in Excel, and be organized enough to keep a small office running without reminders. You'll work alone most days, so you need to be self-motivated and able to keep pay and customer information confidential.

Flexible hours: in our office on Tuesdays and Thursdays, the rest from home. $25–$30 per hour depending on experience.

To apply, email your resume and two references to hiring@prairiedoglawncare.com.`,
  },
  {
    id: 'aml-analyst',
    half: 'unseen',
    field: 'finance',
    title: 'BSA/AML Analyst II',
    company: 'Copperline Credit Union',
    skills: [
      'BSA/AML',
      'Transaction monitoring',
      'Verafin',
      'SAR filing',
      'CTR filing',
      'Enhanced due diligence',
      'OFAC screening',
      'KYC',
      'Financial crimes investigation',
      'CAMS certification',
      'Regulatory compliance',
      'Investigative writing',
      'Attention to detail',
      'Judgment',
    ],
    text: `About the job
Who We Are
Copperline Credit Union serves 180,000 members in Arizona and New Mexico with checking, loans and business banking. We are member-owned, and we take protecting our members from fraud and financial crime seriously.

BSA/AML Analyst II
Location: Tempe, AZ (hybrid, 3 days in office)

The BSA/AML Analyst II investigates unusual activity and keeps the credit union compliant with the Bank Secrecy Act.

Responsibilities
- Review transaction monitoring alerts in Verafin and decide whether to escalate
- Investigate cases and write clear, well-supported SAR narratives; file SARs and CTRs within regulatory deadlines
- Perform enhanced due diligence (EDD) on high-risk members and business accounts
- Screen against OFAC sanctions lists and clear potential matches
- Support KYC/CIP reviews for new accounts
- Help prepare for NCUA examinations and internal audits

Qualifications
- 2+ years in BSA/AML, fraud or financial crimes investigation at a bank or credit union
- CAMS certification preferred (we pay for it)
- Working knowledge of the BSA, USA PATRIOT Act and FinCEN rules
- Strong investigative writing, attention to detail and sound judgment

Pay range: $58,000–$71,000 a year, plus annual incentive.

Show more
Show less`,
  },
  {
    id: 'academic-advisor',
    half: 'tune',
    field: 'education',
    title: 'Academic Advisor II',
    company: 'Northern Plains State University',
    skills: [
      'Academic advising',
      'Degree audits',
      'Course planning',
      'Academic policies',
      'Early alert outreach',
      'Presentations',
      'EAB Navigate',
      'PeopleSoft Campus Solutions',
      'Student development theory',
      'Caseload management',
      'Interpersonal skills',
      'Communication',
      'Organization',
    ],
    text: `Posting Number: S02187
Position Title: Academic Advisor II
Department: College of Engineering – Undergraduate Student Services
Institution: Northern Plains State University
Location: Fargo, ND
Position Type: Staff, full-time, 12-month
Salary: $48,500–$53,000 annually
Closing Date: Open until filled; review of applications begins March 3

Position Summary
The Academic Advisor II advises a caseload of about 300 undergraduate engineering students from admission to graduation and helps them stay on track to finish their degrees.

Duties and Responsibilities
- Meet with students one on one to plan courses, review degree audits and monitor progress toward graduation
- Explain curriculum, prerequisites and academic policies
- Identify students on academic probation and run early alert outreach
- Refer students to tutoring, counseling, disability services and career services
- Present at orientation and recruitment events
- Keep accurate advising notes in EAB Navigate and use PeopleSoft Campus Solutions for student records

Minimum Qualifications
- Bachelor's degree
- Two years of experience in academic advising, student services, or teaching in higher education

Preferred Qualifications
- Master's degree in higher education, counseling, or a related field
- Experience advising STEM students
- Experience with EAB Navigate or a similar advising platform

Knowledge, Skills and Abilities
- Knowledge of student development theory
- Strong interpersonal and communication skills; able to work with a diverse student population
- Organized and able to manage a large caseload

Special Instructions to Applicants
Attach a cover letter, a resume and the names of three references.

Northern Plains State University is an equal opportunity/affirmative action institution.`,
  },
  {
    id: 'paraeducator',
    half: 'unseen',
    field: 'education',
    title: 'Special Education Paraeducator',
    company: 'Cedar Valley School District',
    skills: [
      'Special education',
      'IEP goals',
      'Instructional support',
      'Behavior intervention plans',
      'Positive behavior supports',
      'De-escalation',
      'Personal care',
      'Data collection',
      'Student supervision',
      'FERPA',
      'First aid/CPR',
      'ParaPro Assessment',
      'Sign language',
      'Spanish',
    ],
    text: `CEDAR VALLEY SCHOOL DISTRICT NO. 12
Classified Position Vacancy

Position: Special Education Paraeducator (Life Skills)
Location: Pine Hill Elementary
Hours: 6.5 hours/day, 180 student days
Salary Schedule: Classified Grade C, Steps 1–6 ($19.84–$23.16/hour)
Posting #: 2025-118
Opens: April 7   Closes: April 21, 4:00 p.m.

Job Goal
Under the direction of the special education teacher, support students with moderate to severe disabilities in the classroom and the community so they can meet their IEP goals.

Essential Duties
1. Carry out instructional activities planned by the teacher with individual students and small groups.
2. Implement behavior intervention plans; use positive behavior supports and de-escalation (the district provides Safety-Care training).
3. Assist students with personal care, feeding, toileting and mobility, including lifting up to 50 lbs.
4. Collect data on IEP goals and behavior.
5. Supervise students at recess, at lunch and on the bus.
6. Keep student information confidential under FERPA.

Minimum Qualifications
- High school diploma AND one of the following: an associate degree, 48 college credits, or a passing score on the ParaPro Assessment
- Valid First Aid/CPR card, or willing to obtain one
- Pass a fingerprint background check

Desirable Qualifications
- Experience working with children with disabilities
- Sign language or Spanish

Apply online through the district's application system. Cedar Valley School District is an equal opportunity employer and does not discriminate in employment or programs.`,
  },
  {
    id: 'water-treatment-operator',
    half: 'tune',
    field: 'public sector',
    title: 'Water Treatment Plant Operator II',
    company: 'City of Riverbend',
    skills: [
      'Water treatment',
      'SCADA',
      'Process control',
      'Water sampling',
      'Laboratory testing',
      'Chemical handling',
      'Filter backwashing',
      'Preventive maintenance',
      'Regulatory reporting',
      'Water treatment operator certification',
      "Driver's license",
    ],
    text: `CITY OF RIVERBEND
invites applications for the position of:
Water Treatment Plant Operator II

SALARY: $27.41 - $35.02 Hourly
OPENING DATE: 05/12/25
CLOSING DATE: 06/02/25 11:59 PM
DEPARTMENT: Public Utilities
JOB TYPE: Full-Time
PAY GRADE: 114

DESCRIPTION:
Operates and monitors the city's 12 MGD conventional surface water treatment plant to produce safe drinking water that meets state and federal standards.

EXAMPLES OF DUTIES:
- Monitors and controls treatment processes (coagulation, flocculation, sedimentation, filtration and disinfection) through the SCADA system
- Collects samples and performs laboratory tests for turbidity, chlorine residual, pH and alkalinity
- Adjusts chemical feed rates; handles chlorine, fluoride and polymers safely
- Backwashes filters and performs routine preventive maintenance on pumps, valves and chemical feeders
- Records readings and prepares regulatory reports for the state drinking water program
- Works rotating 12-hour shifts, including nights, weekends and holidays

MINIMUM QUALIFICATIONS:
- High school diploma or GED
- State Water Treatment Operator Grade II certificate (Grade III preferred)
- Two years of experience operating a water treatment plant
- Valid driver's license

SUPPLEMENTAL INFORMATION:
Applicants must complete the supplemental questionnaire. Veterans' preference applies. The City of Riverbend is an Equal Opportunity Employer.`,
  },
  {
    id: 'park-ranger',
    half: 'unseen',
    field: 'public sector',
    title: 'Park Ranger',
    company: 'National Park Service',
    skills: [
      'Interpretive programs',
      'Guided tours',
      'Public speaking',
      'Customer service',
      'Visitor information',
      'Point of sale',
      'Visitor safety',
      'Historical research',
      'Youth programs',
      'Hiking',
      'CPR/First aid',
      'Spanish',
    ],
    text: `Park Ranger (Interpretation)
Department of the Interior
National Park Service
Apply
Control number 812345600
Job announcement number NPS-IMR-25-SEAS-0118
Open & closing dates 01/06/2025 to 01/20/2025
Salary $41,966 per year
Pay scale & grade GS 05
Location: Mesa Verde National Park, CO
Appointment type: Seasonal (temporary, up to 1039 hours)
Work schedule: Full-time

Duties
- Present interpretive programs, guided walks and cliff dwelling tours to groups of up to 50 visitors
- Staff the visitor center information desk, answer visitor questions and sell tour tickets using the point-of-sale system
- Rove trails and overlooks, give safety information and encourage visitors to follow park rules
- Research Ancestral Pueblo history and develop new interpretive talks
- Lead Junior Ranger activities for children

Requirements
Conditions of Employment
- U.S. citizenship
- Must pass a background investigation
- Must be able to hike 3 miles on uneven terrain at 7,000 ft elevation and climb ladders

Qualifications
To qualify for the GS-05 you must have one year of specialized experience equivalent to the GS-04 level, such as giving talks or presentations to the public on natural or cultural history, or answering visitor questions at a museum, park or historic site; OR a bachelor's degree; OR an equivalent combination of education and experience.

Your application will be rated on: public speaking, customer service, knowledge of history or natural science, and ability to work outdoors.

CPR/First Aid certification preferred. Spanish or another language is desirable.`,
  },
  {
    id: 'bartender',
    half: 'tune',
    field: 'hospitality',
    title: 'Bartender',
    company: 'The Copper Fox Tavern',
    skills: [
      'Bartending',
      'Cocktail preparation',
      'Beer and wine service',
      'Toast POS',
      'Cash handling',
      'ID verification',
      'Responsible alcohol service',
      'Inventory',
      'Upselling',
      'Teamwork',
      'Positive attitude',
    ],
    text: `Bartender
The Copper Fox Tavern
3.9 out of 5 stars
Asheville, NC 28801
$8 an hour + tips - Part-time, Full-time

Job details
Pay
$8 an hour
Job type
Part-time
Full-time
Shift and schedule
Evening shift
Weekends as needed
Holidays

Benefits
Pulled from the full job description
Employee discount
Flexible schedule
Paid training

Full job description
Busy neighborhood tavern with 20 taps, a craft cocktail list and a kitchen open till midnight. We're looking for an experienced bartender who can keep a full bar happy on a Friday night.

Responsibilities
- Mix and serve classic and house cocktails; pour draft beer and wine
- Take food orders and ring up tabs on Toast POS; handle cash and close out your drawer
- Check IDs and follow responsible alcohol service rules
- Keep the bar stocked, clean and organized; help with inventory counts and keg changes
- Upsell specials and build regulars

Qualifications
- 2 years of bartending experience in a high-volume bar
- Responsible alcohol server training (or complete it in your first two weeks)
- Cocktail knowledge and speed
- Friendly, upbeat and works well with a team
- Must be 21+

Job Type: Part-time, Full-time
Pay: From $8.00 per hour
Expected hours: 24 – 40 per week
Ability to Commute: Asheville, NC 28801 (Required)
Work Location: In person`,
  },
  {
    id: 'restaurant-general-manager',
    half: 'unseen',
    field: 'hospitality',
    title: 'Restaurant General Manager',
    company: 'Salt & Ember Grill',
    skills: [
      'Restaurant management',
      'P&L management',
      'Hiring',
      'Staff training',
      'Scheduling',
      'Cost control',
      'Inventory management',
      'Guest experience',
      'Food safety',
      'ServSafe Manager',
      'HotSchedules',
      'Local marketing',
      'Leadership',
      'Problem solving',
    ],
    text: `Restaurant General Manager
Job ID
2025-14872
# of Openings
1
Job Location(s)
US-TX-Austin
Category
Restaurant Management
Type
Regular Full-Time

Overview
At Salt & Ember Grill we cook over live oak fire in 42 restaurants across Texas and Oklahoma. Our General Managers run their restaurants like owners, and most of them started with us as servers or line cooks.

Responsibilities
- Lead a team of 60+: hire, train, schedule and develop managers and hourly team members
- Own the restaurant P&L: sales, food cost, labor cost and controllables
- Run great shifts, make sure every guest has a great experience and resolve complaints on the spot
- Manage inventory and ordering and review food cost every week
- Keep the restaurant clean and safe; enforce food safety and health code standards and pass health inspections
- Build sales through local marketing with schools, businesses and community groups

Qualifications
- 3+ years as a General Manager, or 5+ years as an Assistant GM, in full-service restaurants with $3M+ in annual sales
- ServSafe Manager certification
- Experience with labor scheduling tools (HotSchedules) and POS reporting
- Strong leadership, communication and problem-solving skills

Compensation & Benefits
$75,000–$90,000 base plus a quarterly bonus of up to 30%, medical/dental/vision, 401(k) match, dining card, and 3 weeks of vacation.

Salt & Ember Grill is an Equal Opportunity Employer.

Options
Apply for this job online
Share on your newsfeed`,
  },
  {
    id: 'inventory-control-specialist',
    half: 'tune',
    field: 'logistics',
    title: 'Inventory Control Specialist',
    company: 'Northstar Auto Parts Distribution',
    skills: [
      'Inventory control',
      'Cycle counting',
      'Variance research',
      'Inventory adjustments',
      'Manhattan WMS',
      'Warehouse management systems',
      'Receiving',
      'Slotting',
      'Excel',
      'Pivot tables',
      'VLOOKUP',
      'RF scanner',
      'Order picker operation',
      'Attention to detail',
    ],
    text: `Inventory Control Specialist
Northstar Auto Parts Distribution · Columbus, OH (On-site) · Reposted 4 days ago · 57 applicants
Full-time · Entry level
Skills: Inventory Control, Cycle Counting, +8 more
See how you compare to 57 applicants. Try Premium for $0

About the job
Northstar distributes 60,000 SKUs of aftermarket auto parts to 900 repair shops from our 400,000 sq ft Columbus distribution center.

The Inventory Control Specialist keeps our system and our shelves in agreement.

Key responsibilities
• Run daily cycle counts and research variances
• Make inventory adjustments in Manhattan WMS and document the root cause
• Reconcile receiving discrepancies with purchasing and vendors
• Audit bin locations and slotting; fix mis-picks
• Report shrink and count accuracy weekly in Excel (pivot tables, VLOOKUP)
• Operate an order picker and an RF scanner

Qualifications
• 1–2 years of inventory control or warehouse experience
• Experience with a WMS (Manhattan, SAP EWM or similar)
• Intermediate Excel
• Order picker certification, or able to get certified in your first month
• Detail oriented, and able to explain the numbers to supervisors

Benefits
Medical, dental and vision from day 1 • 401(k) with 4% match • $1,000 referral bonus

…see more`,
  },
  {
    id: 'customs-broker',
    half: 'unseen',
    field: 'logistics',
    title: 'Licensed Customs Broker',
    company: 'Pacific Gateway Customs Brokers',
    skills: [
      'Customs brokerage',
      'Customs broker license',
      'Customs entries',
      'ISF filing',
      'ABI',
      'Tariff classification',
      'Customs valuation',
      'Duty calculation',
      'CBP compliance',
      'CargoWise',
      'PGA filings',
      'Team supervision',
      'Client communication',
      'Organization',
    ],
    text: `About us
Pacific Gateway Customs Brokers has cleared freight through the ports of Los Angeles and Long Beach since 1987. We are a 45-person, family-run brokerage serving importers of apparel, furniture and electronics.

Licensed Customs Broker
Long Beach, CA | Full-time | Monday–Friday

We're looking for a licensed customs broker to lead our entry writing team of six and exercise responsible supervision and control over our filings.

In this role you will prepare and review entries (CBP Form 7501) and ISF filings in ABI, classify merchandise under the HTSUS, calculate duties including Section 301 and antidumping/countervailing duties, answer CBP requests for information (CF-28 and CF-29), and keep our importers up to date on rule changes. You will also coach the team on compliance, review post-summary corrections, and be the person clients call when a container is on hold.

You have:
- A U.S. Customs Broker license
- 5+ years writing entries in CargoWise or a similar ABI system
- Deep knowledge of tariff classification and valuation
- FDA, CPSC or other PGA filing experience (a plus)
- A calm, organized way of working with deadlines and clients

$95,000–$115,000 plus annual bonus. Medical, dental, and a 401(k) with 5% match.`,
  },
  {
    id: 'court-reporter',
    half: 'tune',
    field: 'legal',
    title: 'Court Reporter',
    company: 'Morgan & Reyes Reporting',
    skills: [
      'Stenography',
      'Court reporting',
      'Transcript production',
      'Case CATalyst',
      'Realtime reporting',
      'Remote depositions',
      'Exhibit handling',
      'Medical terminology',
      'RPR certification',
      'Notary public',
      'Grammar and punctuation',
      'Professionalism',
      'Discretion',
    ],
    text: `Court Reporter (Freelance) – Steady Work, Top Rates

Morgan & Reyes Reporting is a woman-owned court reporting firm covering depositions, arbitrations and hearings across the Twin Cities. Our calendar is full and we need another reporter.

What we need: a stenographic court reporter who writes cleanly at 225+ wpm, produces certified transcripts in Case CATalyst or Eclipse, and turns expedites and dailies around without drama. You'll cover in-person and remote (Zoom) depositions, swear in witnesses, mark exhibits, and provide realtime feeds to attorneys when they ask for them. Medical and technical testimony comes up often, so a strong vocabulary and careful research of terms are a must.

Requirements: RPR certification (CRR or RMR a plus), a Minnesota notary commission, your own steno machine and CAT software, excellent grammar and punctuation, and a professional, discreet manner with attorneys and witnesses.

We handle scheduling, billing and production support. Page rates at the top of the market, plus appearance fees. Email scheduling@morganreyesreporting.com to set up a call.`,
  },
  {
    id: 'contracts-administrator',
    half: 'unseen',
    field: 'legal',
    title: 'Contracts Administrator',
    company: 'Verdant Robotics',
    skills: [
      'Contract administration',
      'Contract drafting',
      'Redlining',
      'Contract lifecycle management',
      'Ironclad',
      'DocuSign',
      'Contract review',
      'Risk identification',
      'Commercial contracts',
      'Salesforce',
      'Cross-functional collaboration',
      'Attention to detail',
      'Multitasking',
    ],
    text: `Contracts Administrator
Boston, MA (Hybrid)
Legal – Full-time

Apply

Verdant Robotics builds autonomous weeding machines that let vegetable farms cut herbicide use by 90%. Our four-person legal team supports sales to farms and distributors in 14 countries.

What you'll do
- Draft NDAs, reseller agreements and order forms from our templates, and route redlines to counsel
- Manage the contract lifecycle in Ironclad: intake, versions, approvals, e-signature through DocuSign, and storage
- Track renewal and obligation dates and report on contract status
- Review customer paper for deviations from our standard terms (payment, liability, warranty) and flag risks to legal
- Keep the clause library and negotiation playbook up to date
- Work with sales, finance and procurement to get deals signed

What we're looking for
- 2+ years as a contracts administrator, paralegal or legal operations specialist in a commercial setting
- Experience with a CLM tool (Ironclad, Icertis, Agiloft) and with Salesforce
- A working understanding of common commercial contract terms
- Excellent attention to detail and follow-through
- Comfortable juggling many deals at once

Salary range: $72,000–$88,000 plus equity.

Verdant Robotics is proud to be an equal opportunity employer.

Create a Job Alert
Interested in building your career at Verdant Robotics? Get future opportunities sent straight to your email.

Apply for this Job
* indicates a required field`,
  },
  {
    id: 'environmental-technician',
    half: 'tune',
    field: 'science',
    title: 'Environmental Field Technician',
    company: 'Bluestem Environmental',
    skills: [
      'Environmental sampling',
      'Groundwater sampling',
      'Soil sampling',
      'Monitoring wells',
      'Water quality testing',
      'Soil boring logging',
      'Chain of custody',
      'Field documentation',
      'Equipment calibration',
      'SWPPP inspections',
      'HAZWOPER',
      "Driver's license",
      'Safety awareness',
    ],
    text: `Environmental Field Technician
Sacramento, CA
Field Services – Full-time
On-site

Apply for this job

Bluestem Environmental is an environmental consulting firm of 120 geologists, engineers and scientists helping cities, utilities and developers clean up contaminated sites and stay in compliance.

As an Environmental Field Technician you'll spend most days outdoors at project sites across Northern California.
- Collect groundwater, soil, soil vapor and surface water samples following EPA and state protocols
- Gauge and purge monitoring wells; measure water quality parameters with a YSI meter and flow-through cell
- Oversee drilling subcontractors and log soil borings
- Complete chain-of-custody forms, field notes and daily reports
- Calibrate and maintain field equipment (PIDs, water level meters, pumps)
- Help with stormwater (SWPPP) inspections on construction sites

What you bring
- Bachelor's degree in environmental science, geology or a related field, or equivalent field experience
- Current 40-hour HAZWOPER certification
- Valid driver's license and a clean driving record; able to lift 50 lbs and work in heat
- Familiarity with low-flow groundwater sampling
- QSP certification a plus
- Careful notes and a safety-first attitude

$26–$32/hour, per diem on overnight projects, company truck, medical/dental/vision, 401(k).

Bluestem Environmental is an equal opportunity employer.`,
  },
  {
    id: 'clinical-research-coordinator',
    half: 'unseen',
    field: 'science',
    title: 'Clinical Research Coordinator II',
    company: 'Halvorsen University Health',
    skills: [
      'Clinical research',
      'Clinical trials',
      'Informed consent',
      'Participant recruitment',
      'Good Clinical Practice',
      'Specimen processing',
      'REDCap',
      'Electronic data capture',
      'IRB submissions',
      'Adverse event reporting',
      'Clinical research certification',
      'Phlebotomy',
      'Epic',
      'Organization',
    ],
    text: `Clinical Research Coordinator II
Department of Neurology
Halvorsen University Health
Req ID: 58231
Grade: 7 | Salary range: $58,000 – $72,000
Location: Madison, WI
Job family: Research
Application deadline: applications reviewed as received; posting closes May 30

Position Overview
The Clinical Research Coordinator II coordinates Phase II and III clinical trials in multiple sclerosis and epilepsy for a group of six investigators, from study start-up to close-out.

Key Responsibilities
- Screen, consent and enroll participants according to protocol and Good Clinical Practice (GCP)
- Schedule and conduct study visits: collect vital signs, administer questionnaires, and process and ship lab specimens (IATA)
- Enter data in REDCap and sponsor EDC systems and resolve queries
- Prepare IRB submissions, amendments and continuing reviews
- Maintain regulatory binders and support monitoring visits and audits
- Report adverse events to the PI, sponsor and IRB on time

Minimum Qualifications
- Bachelor's degree in a science or health field and 2 years of clinical research experience

Preferred Qualifications
- ACRP CCRC or SOCRA CCRP certification
- Phlebotomy experience
- Experience with Epic

Competencies: organization, communication with patients and families, and professional ethics.

Halvorsen University Health is an equal opportunity employer and encourages applications from women, minorities, veterans and people with disabilities.`,
  },
  {
    id: 'technical-writer',
    half: 'tune',
    field: 'creative',
    title: 'Technical Writer',
    company: 'Kitewire',
    skills: [
      'Technical writing',
      'API documentation',
      'REST APIs',
      'OpenAPI',
      'Postman',
      'JavaScript',
      'Python',
      'Git',
      'Markdown',
      'Docs as code',
      'Docusaurus',
      'Editing',
      'Style guides',
      'Curiosity',
    ],
    text: `Technical Writer — Kitewire
Remote, Canada · Full-time

Kitewire makes the API that lets logistics apps track shipments across 900 carriers. Developers at 2,000 companies build on us, and our docs are the first thing they read.

We're hiring our second technical writer to own the developer documentation with our first one.

Responsibilities
- Write and maintain the API reference, quickstarts and tutorials for our REST and webhook APIs
- Work from OpenAPI specs; test every example in Postman and in our JavaScript and Python SDKs
- Keep docs in Git as Markdown (docs as code), review pull requests and publish with Docusaurus
- Interview engineers and product managers to understand new features before they ship
- Edit release notes and in-app copy, and own our style guide

Requirements
- 3+ years of technical writing for developers
- Able to read JavaScript or Python well enough to write accurate examples
- Experience documenting REST APIs with OpenAPI
- Git and Markdown
- A portfolio of published docs
- Clear, concise writing, and the curiosity to ask engineers hard questions

Salary: CA$95,000–CA$115,000, plus stock options and a $1,500 learning budget.`,
  },
  {
    id: 'product-photographer',
    half: 'unseen',
    field: 'creative',
    title: 'Product Photographer',
    company: 'Loom & Lark',
    skills: [
      'Product photography',
      'Studio lighting',
      'Color accuracy',
      'Tethered shooting',
      'Capture One',
      'Adobe Photoshop',
      'Adobe Lightroom',
      'Photo retouching',
      'Prop styling',
      'Art direction',
      'Digital asset management',
      'Video production',
      'Organization',
      'Attention to detail',
    ],
    text: `Product Photographer
Brooklyn, NY
Creative – Studio
Full-time

Loom & Lark sells handmade rugs and home textiles online to 300,000 customers. Every product page, marketplace listing and ad starts in our in-house studio.

What you'll do
- Shoot 40–60 products a day on white and in styled room sets for our site, marketplaces and ads
- Light with strobes and continuous light, and keep color accurate from shoot to shoot
- Shoot tethered in Capture One and retouch in Photoshop and Lightroom (dust, color correction, clipping paths)
- Style small props and help art direct lifestyle shoots
- Manage the shot list, file naming and delivery to our DAM
- Keep the studio and gear organized

About you
- 2+ years of e-commerce or product photography; portfolio required
- Expert in studio lighting, Capture One and Adobe Photoshop
- Short-form video for social (Reels, TikTok) a plus
- Organized, fast and detail oriented

$65,000–$75,000 a year, medical/dental/vision, 20% employee discount.

Apply for this job

Loom & Lark is an equal opportunity employer.`,
  },
  {
    id: 'executive-assistant',
    half: 'tune',
    field: 'operations',
    title: 'Executive Assistant to the CEO',
    company: 'Fairhaven Capital Partners',
    skills: [
      'Calendar management',
      'Travel arrangements',
      'Board meeting preparation',
      'PowerPoint',
      'Expense reports',
      'Concur',
      'Microsoft Outlook',
      'Microsoft Office',
      'Confidentiality',
      'Event coordination',
      'Written communication',
      'Verbal communication',
      'Proactivity',
      'Calm under pressure',
    ],
    text: `Executive Assistant to the CEO
Fairhaven Capital Partners · New York, NY (On-site) · 1 week ago · Over 200 applicants
$95K/yr - $120K/yr · Full-time
Skills: Calendar Management, Travel Arrangements, +6 more
Apply   Save

About the job
Fairhaven Capital Partners is a $3B private equity firm investing in founder-led healthcare and business services companies.

The Executive Assistant supports our CEO and co-founder and keeps a very full week running smoothly.

Responsibilities
- Manage a complex, fast-changing calendar across time zones in Outlook
- Arrange domestic and international travel with detailed itineraries
- Prepare board meeting materials and investor presentations in PowerPoint
- Process expense reports in Concur
- Screen calls and email, and handle confidential matters with discretion
- Coordinate events, dinners and offsites
- Act as liaison with portfolio company executives

Qualifications
- 5+ years supporting a C-level executive, ideally in finance
- Expert in Microsoft Office (Outlook, Word, Excel, PowerPoint)
- Polished written and verbal communication
- Proactive: you anticipate needs and stay calm under pressure

Benefits found in job post
Medical insurance
401(k)
Show more`,
  },
  {
    id: 'facilities-manager',
    half: 'unseen',
    field: 'operations',
    title: 'Facilities Manager',
    company: 'Meadowbrook Senior Living',
    skills: [
      'Facilities management',
      'Preventive maintenance',
      'Work orders',
      'TELS',
      'HVAC',
      'Plumbing',
      'Electrical',
      'Vendor management',
      'Life Safety Code',
      'Fire safety inspections',
      'Budget management',
      'Capital projects',
      'Team supervision',
      'Interpersonal skills',
    ],
    text: `Facilities Manager
Meadowbrook Senior Living – Overland Park, KS

Job Details
Level: Experienced
Job Location: Meadowbrook at Overland Park - Overland Park, KS
Position Type: Full Time
Education Level: High School
Salary Range: $68,000.00 - $80,000.00 Salary/year
Travel Percentage: Negligible
Job Shift: Day
Job Category: Facilities

Description
Our 220-apartment senior living campus needs a hands-on Facilities Manager to keep the buildings safe, comfortable and in good repair, and to lead a team of four maintenance technicians.

Responsibilities
- Plan and run the preventive maintenance program and work orders in TELS
- Troubleshoot HVAC, plumbing, electrical and commercial kitchen equipment
- Manage vendors and service contracts (elevators, fire alarm, landscaping, pest control) and get competitive bids
- Keep fire and life safety systems inspected and documented for state survey and the Life Safety Code (NFPA 101)
- Manage the department budget and capital projects
- Turn apartments between residents
- Take emergency on-call

Qualifications
- 5 years of building maintenance experience, including 2 in a supervisory role; healthcare or senior living preferred
- CHFM or EPA 608 certification a plus
- Comfortable with computers and a work order system
- Warm and patient with residents and families`,
  },
  {
    id: 'salesforce-administrator',
    half: 'tune',
    field: 'software',
    title: 'Salesforce Administrator',
    company: 'Tidewater Home Health',
    skills: [
      'Salesforce administration',
      'Salesforce Flow',
      'Permission sets',
      'Validation rules',
      'Reports and dashboards',
      'Data Loader',
      'Change sets',
      'Requirements gathering',
      'User training',
      'Salesforce Certified Administrator',
      'Health Cloud',
      'SOQL',
      'Apex',
      'HIPAA',
    ],
    text: `Join Tidewater Home Health as our Salesforce Administrator
Remote (US, Eastern or Central time) · Full-time

Tidewater Home Health sends nurses and therapists to 9,000 patients a month across Virginia and the Carolinas. Our intake, scheduling and referral teams (300 users) work in Salesforce every day.

What you'll own
- Day-to-day administration: users, profiles, permission sets, roles and sharing rules
- Automation in Flow (we are retiring Workflow Rules and Process Builder)
- Custom objects, fields, page layouts and validation rules
- Reports and dashboards for operations leaders
- Data imports and cleanup with Data Loader, including deduplication
- Releases through sandboxes and change sets, on a published release calendar
- Gathering requirements from intake nurses and schedulers and turning them into user stories
- Training users and writing short how-to guides

Must have
- Salesforce Certified Administrator
- 3+ years administering Salesforce
- Strong Flow skills

Nice to have
- Health Cloud or Service Cloud experience; Platform App Builder certification
- Basic SOQL and Apex
- Experience in healthcare and with HIPAA

Who you are: a patient teacher and a clear communicator who keeps a tidy backlog.

$90,000–$110,000 · Medical, dental, vision · 401(k) with match · 25 days PTO`,
  },
  {
    id: 'soc-analyst',
    half: 'unseen',
    field: 'software',
    title: 'SOC Analyst II',
    company: 'Granite Shield Insurance',
    skills: [
      'Security operations',
      'Alert triage',
      'Incident response',
      'Splunk',
      'CrowdStrike Falcon',
      'EDR',
      'Threat hunting',
      'MITRE ATT&CK',
      'Detection engineering',
      'SOAR',
      'TCP/IP',
      'Log analysis',
      'Security+',
      'Python',
      'PowerShell',
      'Mentoring',
    ],
    text: `SOC Analyst II (Tier 2)
Job ID
2025-3391
Location
US-Remote
Category
Information Security
Type
Full Time

Overview
We protect the 2.1 million policyholders who trust us with their homes and cars, and our Security Operations Center runs 24x7. We're looking for a Tier 2 analyst to investigate what Tier 1 escalates and to hunt for what it misses.

Responsibilities
- Triage and investigate alerts in Splunk Enterprise Security and CrowdStrike Falcon
- Lead incident response for phishing, malware and account compromise: contain, eradicate and document
- Write and tune detection rules and SPL queries
- Hunt for threats using MITRE ATT&CK
- Analyze phishing emails, packet captures and endpoint logs
- Improve playbooks and automate response in our SOAR platform
- Mentor Tier 1 analysts

Qualifications
- 3+ years in a SOC or incident response role
- Strong Splunk (SPL) skills and EDR experience
- Understanding of networking (TCP/IP, DNS) and of Windows and Linux logs
- Security+, CySA+ or GCIH; GCIA a plus
- Python or PowerShell scripting a plus
- Clear incident write-ups and a calm head during an active incident
- Willing to join an on-call rotation

Salary range: $105,000–$128,000, plus annual bonus.

Granite Shield Insurance is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, national origin, disability, protected veteran status or any other characteristic protected by law.

Options
Apply for this job online`,
  },
  {
    id: 'visual-merchandiser',
    half: 'tune',
    field: 'retail',
    title: 'Visual Merchandiser',
    company: 'Fernhill & Co.',
    skills: [
      'Visual merchandising',
      'Planograms',
      'Floor sets',
      'Window displays',
      'Power tools',
      'Sales analysis',
      'Product placement',
      'Signage',
      'Training',
      'Excel',
      'Google Slides',
      'Color sense',
      'Flexibility',
    ],
    text: `Req #: 42019
Visual Merchandiser
Fernhill & Co. | Chicago – Michigan Avenue flagship | Full Time | Retail Store

Fernhill & Co. is an 80-store home and lifestyle retailer known for rooms you want to walk into. Our flagship is where new concepts launch first.

The role
You'll bring our brand to life on the floor and in the windows.
- Set floor moves and windows to corporate planograms and directives, adapting them to the store's layout
- Build and change window displays and seasonal installations using hand and power tools and ladders up to 12 ft
- Read weekly sales reports and adjust product placement and adjacencies
- Keep signage and pricing accurate
- Train store associates on visual standards and photograph finished sets for the regional team
- Work with the store manager on inventory flow from stockroom to floor

What you need
- 2+ years of visual merchandising experience in retail
- An eye for color, balance and storytelling
- Able to read planograms and floor plans
- Comfortable with Excel and Google Slides
- A flexible schedule: early mornings, overnight floor sets and weekends
- Able to lift 50 lbs

Perks: 40% employee discount, medical/dental/vision, 401(k), paid time off.`,
  },
]
