// Postings the engine was not tuned on (issue 15): 50 realistic ads in 32 occupations, in the shapes job boards
// produce. Each posting's recruiter skill list, title and company were written BEFORE the first run. Half
// 'tune' may guide changes; half 'unseen' is only reported. Written by Tailor contributors (CC0).
import type { EvalJob } from './jobs.ts'

export interface UnseenPosting extends EvalJob {
  title: string
  company: string
  half: 'tune' | 'unseen'
}

export const unseenPostings: UnseenPosting[] = [
  {
    id: 'electrician',
    half: 'tune',
    field: 'trades',
    title: 'Commercial Electrician',
    company: 'Brightline Electric',
    skills: [
      'National Electrical Code',
      'Conduit bending',
      'Blueprint reading',
      'Motor controls',
      'Journeyman license',
      'Lockout/tagout',
      'OSHA 10',
      'Electrical troubleshooting',
      'Multimeter',
      'Reliability',
    ],
    text: `About Brightline Electric
For 30 years Brightline Electric has wired schools, hospitals and warehouses across the Front Range. We are employee-owned and proud of our safety record.

Commercial Electrician
Denver, CO · Full-time · $34–$44/hour

What you'll do
- Install and terminate conduit, wire and panels in new commercial construction
- Read blueprints and one-line drawings to lay out runs
- Troubleshoot motor controls and lighting circuits with a multimeter
- Follow lockout/tagout on every job

What you bring
- Active Colorado journeyman license
- Working knowledge of the National Electrical Code (2023 NEC)
- Experience bending EMT and rigid conduit
- OSHA 10 card (OSHA 30 a plus)
- Reliable transportation and a strong attendance record

Benefits: medical, dental, vision, 401(k) with match, tool allowance.`,
  },
  {
    id: 'plumber',
    half: 'unseen',
    field: 'trades',
    title: 'Service Plumber',
    company: 'Haverford Plumbing & Heating',
    skills: [
      'Plumbing',
      'Drain cleaning',
      'Water heater installation',
      'Backflow testing',
      'Pipe fitting',
      'Customer service',
      "Driver's license",
      'Leak detection',
    ],
    text: `Service Plumber at Haverford Plumbing & Heating

Haverford Plumbing & Heating is hiring a Service Plumber to join our residential service team in Montgomery County.

Responsibilities
• Diagnose and repair leaks, fixtures and drain lines in customers' homes
• Install and replace tank and tankless water heaters
• Clear blocked drains with cable machines and hydro-jetting
• Cut, thread and solder copper, PEX and PVC pipe
• Explain options and pricing to homeowners clearly and courteously

Requirements
• 3+ years of residential service plumbing
• Backflow testing certification preferred
• Valid driver's license and clean driving record
• Leak detection experience is a plus

Pay: $32–$40/hr plus commission. Company van, paid holidays, uniforms.`,
  },
  {
    id: 'hvac',
    half: 'tune',
    field: 'trades',
    title: 'HVAC Service Technician',
    company: 'Cooler Air Mechanical',
    skills: [
      'HVAC',
      'EPA 608 certification',
      'Refrigerant recovery',
      'Preventive maintenance',
      'Electrical troubleshooting',
      'Heat pumps',
      'Customer service',
      'Ductwork',
    ],
    text: `HVAC Service Technician
Cooler Air Mechanical — Phoenix, AZ
Full-time | On-site

Join Cooler Air Mechanical as an HVAC Service Technician and keep the Valley cool.

In this role you will diagnose and repair split systems, heat pumps and rooftop units, perform preventive maintenance visits, recover and charge refrigerant, and repair ductwork. You will troubleshoot low-voltage controls and electrical faults and talk customers through the repair.

Requirements:
- EPA 608 Universal certification
- 2+ years of residential or light commercial HVAC service
- Strong electrical troubleshooting skills
- Friendly customer service

We offer: $28–$38/hour, take-home truck, paid training, health insurance.`,
  },
  {
    id: 'carpenter',
    half: 'unseen',
    field: 'trades',
    title: 'Finish Carpenter',
    company: 'Oakridge Builders',
    skills: [
      'Finish carpentry',
      'Trim installation',
      'Cabinet installation',
      'Blueprint reading',
      'Power tools',
      'Framing',
      'Attention to detail',
      'OSHA 10',
    ],
    text: `Oakridge Builders is looking for a Finish Carpenter for high-end custom homes in Asheville.

You will install interior trim, crown molding, doors, stair parts and cabinets, working from plans and the site super's punch list. Some framing on remodel jobs.

Must have:
- 5+ years finish carpentry on custom residential work
- Ability to read blueprints and shop drawings
- Own hand and power tools, including a miter saw and finish nailers
- Sharp eye for detail: tight miters, clean reveals
- OSHA 10 preferred

$30–$38 per hour DOE. Paid time off and a truck allowance.`,
  },
  {
    id: 'icu-nurse',
    half: 'tune',
    field: 'healthcare',
    title: 'ICU Registered Nurse',
    company: 'Bayfront Health Alliance',
    skills: [
      'Critical care',
      'Registered Nurse license',
      'BLS',
      'ACLS',
      'Epic',
      'Ventilator management',
      'Medication administration',
      'Patient assessment',
      'Calm under pressure',
      'Teamwork',
    ],
    text: `About Bayfront Health Alliance
Bayfront Health Alliance is a nonprofit system of four hospitals serving the Gulf Coast. Our Magnet-recognized nurses are at the heart of everything we do.

ICU Registered Nurse
Night shift · 36 hours/week · Tampa, FL

Position summary
Provide direct care to critically ill adults in a 24-bed medical-surgical ICU.

Responsibilities
- Perform and document head-to-toe assessments in Epic
- Titrate vasoactive drips and administer medications
- Manage patients on mechanical ventilation with respiratory therapy
- Collaborate with intensivists, pharmacists and families

Qualifications
- Current Florida RN license
- BLS and ACLS required
- 1 year of critical care experience preferred
- Stays calm under pressure and works as part of a close team

Sign-on bonus up to $15,000. Tuition reimbursement, retirement plan, shift differentials.`,
  },
  {
    id: 'medical-assistant',
    half: 'unseen',
    field: 'healthcare',
    title: 'Medical Assistant',
    company: 'Northgate Family Medicine',
    skills: [
      'Vital signs',
      'Phlebotomy',
      'EHR',
      'Patient intake',
      'Medical terminology',
      'HIPAA',
      'Scheduling',
      'BLS',
      'Communication',
    ],
    text: `About Northgate
Northgate Family Medicine has cared for families in Spokane since 1998. We are a small, close-knit practice with six providers.

Medical Assistant — Full Time

What you'll do
- Room patients, take vital signs and complete patient intake
- Perform venipuncture and point-of-care tests
- Update records in our EHR (athenahealth)
- Schedule follow-up appointments and referrals
- Protect patient privacy under HIPAA

What we're looking for
- Medical assistant certificate (CMA or RMA)
- Solid knowledge of medical terminology
- Current BLS card
- Warm, clear communication with patients of all ages

$20–$24/hour. Monday–Friday, no weekends.`,
  },
  {
    id: 'pharmacist',
    half: 'tune',
    field: 'healthcare',
    title: 'Clinical Pharmacist',
    company: 'St. Agnes Medical Center',
    skills: [
      'PharmD',
      'Pharmacist license',
      'Medication therapy management',
      'Order verification',
      'Pharmacokinetics',
      'Epic',
      'Antimicrobial stewardship',
      'Communication',
    ],
    text: `St. Agnes Medical Center – Clinical Pharmacist (Inpatient)

St. Agnes Medical Center is seeking a Clinical Pharmacist to join our 24/7 inpatient pharmacy.

Duties include verifying medication orders, dosing vancomycin and aminoglycosides using pharmacokinetics, supporting our antimicrobial stewardship program, and providing medication therapy management consults on the wards. You will round with the medicine teams and counsel patients at discharge.

Qualifications:
| Requirement | Detail |
| --- | --- |
| Education | Doctor of Pharmacy (PharmD) |
| License | Active state pharmacist license |
| Experience | PGY1 residency or 2 years hospital pharmacy |
| Systems | Epic Willow preferred |

Strong communication with physicians and nurses is essential.

Compensation: $62–$70/hour, full benefits, continuing education allowance.`,
  },
  {
    id: 'physical-therapist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Outpatient Physical Therapist',
    company: 'Summit Rehab Partners',
    skills: [
      'Physical therapy',
      'DPT',
      'Physical therapist license',
      'Orthopedic rehabilitation',
      'Manual therapy',
      'Treatment planning',
      'Documentation',
      'Patient education',
      'Empathy',
    ],
    text: `Outpatient Physical Therapist
Summit Rehab Partners · Boise, ID · Full-time

Summit Rehab Partners is hiring an Outpatient Physical Therapist for our orthopedic and sports clinic.

You will evaluate patients after injuries and surgeries, write treatment plans, deliver manual therapy and exercise programs, educate patients on home exercise, and keep timely documentation in WebPT.

Requirements
- Doctor of Physical Therapy (DPT) from an accredited program
- Idaho physical therapist license (new graduates welcome)
- Interest in orthopedic rehabilitation
- Empathy and patience with patients in pain

Salary $82,000–$95,000, CEU stipend, 4 weeks paid time off.`,
  },
  {
    id: 'dental-hygienist',
    half: 'tune',
    field: 'healthcare',
    title: 'Dental Hygienist',
    company: 'Bright Smiles Dental',
    skills: [
      'Dental hygiene',
      'Dental hygienist license',
      'Periodontal charting',
      'Scaling and root planing',
      'Dental radiography',
      'Dentrix',
      'Patient education',
      'Infection control',
    ],
    text: `Bright Smiles Dental is growing! We're looking for a Dental Hygienist to join our friendly team in Madison, WI.

About the role:
Our hygienists see 8–9 patients a day: cleanings, periodontal charting, scaling and root planing, digital x-rays and fluoride. You will coach patients on home care and keep charts up to date in Dentrix.

You have:
* An active Wisconsin dental hygienist license
* Local anesthesia certification (preferred)
* Strict infection control habits
* 1+ year of clinical experience (new grads considered)

Perks: 4-day work week, $45–$52/hour, paid CE, free dental care for your family.`,
  },
  {
    id: 'staff-accountant',
    half: 'unseen',
    field: 'finance',
    title: 'Staff Accountant',
    company: 'Meridian Foods',
    skills: [
      'Month-end close',
      'Accruals',
      'Bank reconciliation',
      'Journal entries',
      'General ledger',
      'GAAP',
      'NetSuite',
      'Excel',
      'Attention to detail',
    ],
    text: `Company overview
Meridian Foods makes snacks sold in 14,000 stores. Finance is a team of twelve in our Chicago headquarters.

Staff Accountant
Chicago, IL (hybrid, 3 days in office)

Key responsibilities
- Own parts of the month-end close: accruals, prepaid schedules, bank reconciliations
- Prepare and post journal entries and keep the general ledger clean
- Support the annual audit with schedules and documentation
- Help automate reconciliations in NetSuite

Requirements
- Bachelor's degree in Accounting
- 2+ years of accounting experience under US GAAP
- Advanced Excel (pivot tables, XLOOKUP)
- NetSuite experience preferred
- High attention to detail

Salary range: $68,000 – $78,000. 401(k), bonus, paid parental leave.`,
  },
  {
    id: 'financial-analyst',
    half: 'tune',
    field: 'finance',
    title: 'Financial Analyst, FP&A',
    company: 'Corvane Energy',
    skills: [
      'Financial modeling',
      'Forecasting',
      'Budgeting',
      'Variance analysis',
      'Excel',
      'Power BI',
      'SQL',
      'Communication',
    ],
    text: `Financial Analyst, FP&A - Corvane Energy

Corvane Energy is hiring a Financial Analyst to join FP&A in Houston. You will build the operating budget and rolling forecast, explain monthly variances to plant managers, and maintain the driver-based financial models that leadership uses to plan capital spend. You will also refresh our Power BI dashboards and pull data with SQL.

We are looking for someone with 2–4 years in FP&A, corporate finance or investment banking; expert Excel; working SQL; and the ability to explain numbers to non-finance people in plain language. CFA Level I is a plus.

Base salary $85,000–$100,000 plus annual bonus.`,
  },
  {
    id: 'payroll-specialist',
    half: 'unseen',
    field: 'finance',
    title: 'Payroll Specialist',
    company: 'Lakeshore Logistics',
    skills: [
      'Payroll',
      'ADP Workforce Now',
      'Payroll tax',
      'Multi-state payroll',
      'Excel',
      'Confidentiality',
      'Attention to detail',
      'FLSA',
    ],
    text: `Payroll Specialist
Lakeshore Logistics | Milwaukee, WI | Full-time

Who we are
Lakeshore Logistics moves freight for 300 manufacturers across the Midwest.

The job
Run bi-weekly multi-state payroll for 1,200 employees in ADP Workforce Now, process new hires, terminations and garnishments, reconcile payroll tax filings, and answer employee pay questions.

Requirements
- 3+ years processing multi-state payroll
- ADP Workforce Now experience
- Knowledge of FLSA and state wage laws
- Intermediate Excel (VLOOKUP, pivot tables)
- Handles confidential information with discretion; meticulous attention to detail
- CPP certification preferred

$55,000–$65,000 DOE.`,
  },
  {
    id: 'math-teacher',
    half: 'tune',
    field: 'education',
    title: 'High School Mathematics Teacher',
    company: 'Riverside Unified School District',
    skills: [
      'Teaching certification',
      'Lesson planning',
      'Classroom management',
      'Differentiated instruction',
      'Student assessment',
      'Google Classroom',
      'Algebra',
      'Parent communication',
    ],
    text: `Riverside Unified School District
Position: High School Mathematics Teacher (2026–27 school year)
Location: Riverside High School

Riverside Unified School District is seeking a High School Mathematics Teacher to teach Algebra I and Geometry.

Duties:
1. Plan and deliver standards-aligned lessons
2. Differentiate instruction for English learners and students with IEPs
3. Assess student progress and use data to reteach
4. Maintain a positive, well-managed classroom
5. Communicate with parents and guardians regularly

Qualifications:
1. Valid California Single Subject Credential in Mathematics
2. Familiarity with Google Classroom
3. Bilingual (Spanish) preferred

Salary: per district schedule, $62,400–$108,900. CalSTRS retirement.`,
  },
  {
    id: 'instructional-designer',
    half: 'unseen',
    field: 'education',
    title: 'Instructional Designer',
    company: 'Learnwell',
    skills: [
      'Instructional design',
      'ADDIE',
      'Articulate Storyline',
      'E-learning development',
      'Needs analysis',
      'SCORM',
      'LMS',
      'Storyboarding',
      'Collaboration',
    ],
    text: `Join Learnwell as an Instructional Designer and help 40,000 frontline workers learn on the job.

We design short, practical courses for hospitals, retailers and manufacturers. As an Instructional Designer you will run needs analysis with subject-matter experts, write storyboards, build interactive modules in Articulate Storyline and Rise, and publish SCORM packages to our clients' LMS. We use ADDIE, with quick pilots.

You'll thrive here if you have
- 3+ years designing e-learning for adults
- A portfolio showing Storyline work
- Comfort collaborating with SMEs who are busy and opinionated
- Bonus: video editing or Vyond experience

Remote (US). $75k–$92k. Home office stipend.`,
  },
  {
    id: 'librarian',
    half: 'tune',
    field: 'education',
    title: 'Youth Services Librarian',
    company: 'Cedar Falls Public Library',
    skills: [
      'MLIS',
      'Storytime programming',
      'Collection development',
      'Reader advisory',
      'Outreach',
      'Integrated library system',
      'Public speaking',
      'Customer service',
    ],
    text: `Cedar Falls Public Library is hiring a Youth Services Librarian.

The Youth Services Librarian plans and leads storytimes and after-school programs, builds the children's and teen collections, offers reader advisory to families, and visits schools for outreach. You'll answer reference questions at the desk and help patrons with our integrated library system (Koha).

Minimum qualifications: Master's degree in Library and Information Science (MLIS) from an ALA-accredited program; experience working with children; comfortable speaking to groups.

This is a full-time, benefited city position. Hiring range $58,240 – $71,000. The City of Cedar Falls is an equal opportunity employer.`,
  },
  {
    id: 'policy-analyst',
    half: 'unseen',
    field: 'public sector',
    title: 'Policy Analyst',
    company: 'Washington State Department of Commerce',
    skills: [
      'Policy analysis',
      'Legislative research',
      'Data analysis',
      'Report writing',
      'Stakeholder engagement',
      'Excel',
      'Tableau',
      'Communication',
    ],
    text: `Policy Analyst (Commerce Specialist 3)
Washington State Department of Commerce
Olympia, WA – Hybrid – Permanent

The Washington State Department of Commerce is looking for a Policy Analyst to support the Housing Division.

You will research housing legislation in other states, analyze program data, write briefing papers and legislative reports, and engage stakeholders such as cities, tribes and nonprofits. You will present findings to senior leadership and legislative staff.

Required qualifications:
- Bachelor's degree in public policy, economics or a related field
- Three years of policy or legislative research experience
- Data analysis in Excel; Tableau desirable
- Excellent written and verbal communication

Salary: $67,560 - $90,876 annually. Washington State offers a pension, 11 paid holidays and public service loan forgiveness eligibility.`,
  },
  {
    id: 'permit-technician',
    half: 'tune',
    field: 'public sector',
    title: 'Permit Technician',
    company: 'City of Fort Collins',
    skills: [
      'Permit processing',
      'Building codes',
      'Customer service',
      'Data entry',
      'Plan review',
      'Accela',
      'Cash handling',
      'Conflict resolution',
    ],
    text: `City of Fort Collins
Permit Technician
Department: Community Development & Neighborhood Services
Type: Full-time, classified

Summary
Serve as the first point of contact for contractors and homeowners applying for building permits.

Essential duties
- Accept, review and route permit applications in Accela
- Check submittals for completeness and explain building code requirements
- Conduct minor plan review for fences, decks and re-roofs
- Enter data accurately and accept payments
- Calm upset customers and resolve conflicts professionally

Minimum requirements
- High school diploma and two years of customer service experience
- ICC Permit Technician certification within 12 months of hire

Hiring range: $24.10 – $30.12 per hour.`,
  },
  {
    id: 'social-worker',
    half: 'unseen',
    field: 'public sector',
    title: 'Child Protective Services Caseworker',
    company: 'Jefferson County Department of Human Services',
    skills: [
      'Case management',
      'Risk assessment',
      'Crisis intervention',
      'Trauma-informed care',
      'Documentation',
      "Driver's license",
      'BSW',
      'Resilience',
    ],
    text: `Jefferson County Department of Human Services

Child Protective Services Caseworker

Jefferson County Department of Human Services seeks a Child Protective Services Caseworker to investigate reports of child abuse and neglect.

The caseworker assesses safety and risk in home visits, provides crisis intervention, builds case plans with families, coordinates services with schools and courts, and documents all contacts within 24 hours. We use a trauma-informed approach in all our work.

Requirements: Bachelor's degree in social work (BSW) or a related human services field; valid driver's license and insured vehicle; ability to stay resilient in emotionally difficult situations. Bilingual candidates encouraged to apply.

Pay: $54,000–$63,000. County benefits include PERA retirement and a loan-forgiveness-eligible employer.`,
  },
  {
    id: 'front-desk',
    half: 'tune',
    field: 'hospitality',
    title: 'Front Desk Agent',
    company: 'The Harborview Hotel',
    skills: [
      'Customer service',
      'Opera PMS',
      'Cash handling',
      'Reservations',
      'Upselling',
      'Problem solving',
      'Multitasking',
      'Spanish',
    ],
    text: `The Harborview Hotel – Front Desk Agent

About The Harborview Hotel
A 210-room boutique hotel on the Portland waterfront, known for the warmest welcome in town.

Front Desk Agent
Full-time & part-time · Evenings and weekends required

What you'll do:
- Check guests in and out quickly and warmly using Opera PMS
- Take reservations by phone and email
- Handle cash and card payments and balance your drawer
- Upsell room upgrades and packages
- Solve guest problems on the spot

What you'll need:
- 1 year of hotel or customer service experience
- Ability to juggle many tasks at a busy desk
- Spanish a plus

$19–$22/hour + incentives. Free meals on shift, hotel discounts.`,
  },
  {
    id: 'sous-chef',
    half: 'unseen',
    field: 'hospitality',
    title: 'Sous Chef',
    company: 'Marigold Kitchen',
    skills: [
      'Food safety',
      'ServSafe',
      'Menu development',
      'Inventory management',
      'Food cost control',
      'Kitchen management',
      'Leadership',
      'Line cooking',
    ],
    text: `Marigold Kitchen is hiring a Sous Chef!

We're a 90-seat seasonal restaurant in Santa Fe. Our Sous Chef runs the line on the chef's days off, trains cooks, helps write seasonal menus and keeps food cost under 30%.

Responsibilities:
- Lead the line during service and expedite on busy nights
- Train and schedule a team of 8 cooks
- Order produce and proteins, take weekly inventory
- Enforce food safety and sanitation standards

Requirements:
- 3+ years of line cooking in a scratch kitchen, 1+ year as a lead or sous
- ServSafe Manager certification
- A calm leader who teaches by example

$58,000–$64,000 + tip share. Family meal, dining discounts.`,
  },
  {
    id: 'event-coordinator',
    half: 'tune',
    field: 'hospitality',
    title: 'Event Coordinator',
    company: 'Lumen Conference Center',
    skills: [
      'Event planning',
      'Vendor management',
      'Budget management',
      'BEO',
      'Client relations',
      'Microsoft Office',
      'Organization',
      'Negotiation',
    ],
    text: `Event Coordinator — Lumen Conference Center (Minneapolis)

We host 400 conferences, galas and weddings a year. The Event Coordinator plans each event from contract to teardown: walking clients through floor plans, writing banquet event orders (BEOs), booking and managing vendors, negotiating AV and décor quotes, and tracking each event budget.

You are highly organized, unflappable when a keynote speaker's flight is cancelled, and great with clients. Two years of event planning experience and fluency in Microsoft Office are required; Cvent or Tripleseat experience is a plus.

Salary $52,000–$58,000. Benefits begin day one.`,
  },
  {
    id: 'warehouse-supervisor',
    half: 'unseen',
    field: 'logistics',
    title: 'Warehouse Supervisor',
    company: 'Pinnacle Distribution',
    skills: [
      'Warehouse management system',
      'Inventory management',
      'Forklift operation',
      'Team leadership',
      'OSHA',
      'Shipping and receiving',
      'KPI reporting',
      'Lean',
    ],
    text: `Warehouse Supervisor (2nd Shift)
Pinnacle Distribution - Reno, NV
Full-time

Pinnacle Distribution is hiring a Warehouse Supervisor to lead a team of 25 associates on second shift.

Responsibilities
- Direct receiving, putaway, picking and shipping in Manhattan WMS
- Run cycle counts and resolve inventory discrepancies
- Report daily KPIs (units per hour, accuracy, on-time shipping)
- Coach associates and enforce OSHA safety rules
- Lead lean improvements such as 5S

Qualifications
- 2+ years supervising in a warehouse or distribution center
- Forklift certification or ability to obtain
- Strong team leadership

Pay $26–$30/hour, shift premium, quarterly bonus.`,
  },
  {
    id: 'truck-driver',
    half: 'tune',
    field: 'logistics',
    title: 'CDL-A Regional Truck Driver',
    company: 'Redline Freight',
    skills: [
      'CDL Class A',
      'DOT regulations',
      'Electronic logging device',
      'Pre-trip inspection',
      'Defensive driving',
      'Time management',
      'Hazmat endorsement',
    ],
    text: `CDL-A Regional Truck Driver – Home Weekly!

Redline Freight is hiring a CDL-A Regional Truck Driver for our dry van fleet out of Memphis, TN.

What you'll do
- Deliver freight to customers across the Southeast, home every weekend
- Complete pre-trip and post-trip inspections
- Log hours on an ELD and follow DOT hours-of-service regulations
- Drive defensively and deliver on time

Requirements
- Valid Class A CDL with 1 year of OTR or regional experience
- Clean MVR, pass DOT physical and drug screen
- Hazmat endorsement a plus

Earn $1,500–$1,800/week. Paid orientation, health/dental/vision, 401k.`,
  },
  {
    id: 'procurement',
    half: 'unseen',
    field: 'operations',
    title: 'Procurement Specialist',
    company: 'Alder Biotech',
    skills: [
      'Procurement',
      'Purchase orders',
      'Vendor management',
      'Contract negotiation',
      'SAP Ariba',
      'Spend analysis',
      'Excel',
      'Negotiation',
    ],
    text: `Alder Biotech — Procurement Specialist

About us
Alder Biotech develops cell therapies for rare blood cancers. We are 300 people in South San Francisco.

The role
The Procurement Specialist buys lab supplies, equipment and services for our research and manufacturing teams. You will create and track purchase orders in SAP Ariba, source new suppliers, negotiate pricing and contracts, manage vendor performance, and run quarterly spend analysis.

You have
- 3+ years in procurement or purchasing, ideally life sciences
- SAP Ariba or Coupa experience
- Strong negotiation skills and advanced Excel

Salary range $88,000–$105,000 plus equity.`,
  },
  {
    id: 'operations-manager',
    half: 'tune',
    field: 'operations',
    title: 'Operations Manager',
    company: 'Fresh Route',
    skills: [
      'Operations management',
      'Process improvement',
      'Budget management',
      'KPI reporting',
      'Team leadership',
      'Lean',
      'Project management',
      'Problem solving',
    ],
    text: `Who we are
Fresh Route delivers groceries from local farms to 20,000 households in Atlanta.

Operations Manager
Atlanta, GA · Full-time · On-site

The Operations Manager runs our packing facility day to day: staffing, throughput, quality and cost. You will manage a team of three shift leads and 60 packers, own the facility budget, build weekly KPI reports, and lead process improvement projects using lean methods.

You have 5+ years of operations management in food, manufacturing or fulfillment, strong team leadership, and a habit of solving problems with data. Project management experience and a Six Sigma Green Belt are a plus.

$85,000–$95,000 + bonus. Equal opportunity employer.`,
  },
  {
    id: 'project-coordinator',
    half: 'unseen',
    field: 'operations',
    title: 'Project Coordinator',
    company: 'Stonebridge Construction',
    skills: [
      'Project coordination',
      'Procore',
      'Scheduling',
      'Submittals',
      'RFIs',
      'Microsoft Project',
      'Communication',
      'Organization',
    ],
    text: `Project Coordinator at Stonebridge Construction

Stonebridge Construction builds schools and civic buildings in Oregon.

As Project Coordinator you will support two project managers on active jobs: track submittals and RFIs in Procore, update schedules in Microsoft Project, prepare meeting minutes, and keep subcontractors and owners informed.

Requirements
- 1–3 years in construction or project coordination
- Procore experience
- Excellent written communication and organization

$60,000–$70,000, vehicle allowance.`,
  },
  {
    id: 'paralegal',
    half: 'tune',
    field: 'legal',
    title: 'Corporate Paralegal',
    company: 'Whitfield & Crane LLP',
    skills: [
      'Entity management',
      'Corporate governance',
      'Due diligence',
      'Legal research',
      'Document drafting',
      'UCC filings',
      'Microsoft Word',
      'Attention to detail',
    ],
    text: `Whitfield & Crane LLP
Corporate Paralegal
Boston, MA

About the Firm
Whitfield & Crane LLP is a 120-lawyer business law firm.

Position Overview
Whitfield & Crane seeks a Corporate Paralegal to support M&A and emerging-company partners.

Responsibilities
- Form and maintain entities; prepare minutes, consents and stock ledgers
- Coordinate due diligence and manage virtual data rooms
- Draft ancillary documents and closing checklists
- Run UCC, lien and good-standing searches and filings
- Perform basic legal research

Qualifications
- Paralegal certificate and 3+ years of corporate paralegal experience
- Advanced Microsoft Word skills
- Exceptional attention to detail

Competitive salary and bonus; generous benefits.`,
  },
  {
    id: 'counsel',
    half: 'unseen',
    field: 'legal',
    title: 'Commercial Counsel',
    company: 'Tessellate',
    skills: [
      'Contract negotiation',
      'Contract drafting',
      'SaaS agreements',
      'Data privacy',
      'GDPR',
      'Bar admission',
      'Legal advice',
      'Judgment',
    ],
    text: `Commercial Counsel
Tessellate · Remote (US) · Full-time

Tessellate makes scheduling software for 5,000 clinics. We're hiring our second lawyer.

You will draft and negotiate SaaS agreements, DPAs, reseller and vendor contracts; advise sales and product teams on risk; and help run our privacy program (GDPR, CCPA, HIPAA business associate agreements).

You are admitted to practice in at least one US state, with 4+ years of commercial contracting experience at a firm or in-house. Good judgment about which risks matter is more important to us than perfection.

Base $170,000–$195,000 + equity.`,
  },
  {
    id: 'lab-tech',
    half: 'tune',
    field: 'science',
    title: 'Laboratory Technician',
    company: 'Cascade Analytical',
    skills: [
      'Sample preparation',
      'HPLC',
      'GLP',
      'Laboratory safety',
      'LIMS',
      'Pipetting',
      'Documentation',
      'Attention to detail',
    ],
    text: `Cascade Analytical is hiring a Laboratory Technician for our environmental testing lab in Tacoma.

Job Summary
Prepare soil and water samples, run HPLC and wet-chemistry methods, record results in LIMS, and keep instruments calibrated. Work follows GLP and our safety program.

Qualifications
- Associate or bachelor's degree in chemistry, biology or a related science
- Hands-on lab experience (pipetting, balances, sample preparation)
- Careful documentation habits and attention to detail
- HPLC experience preferred

$23–$27/hour, day shift, full benefits.`,
  },
  {
    id: 'research-scientist',
    half: 'unseen',
    field: 'science',
    title: 'Research Scientist, Protein Engineering',
    company: 'Heliogen Therapeutics',
    skills: [
      'Protein engineering',
      'Protein expression',
      'Protein purification',
      'Molecular cloning',
      'ELISA',
      'Assay development',
      'Python',
      'PhD',
    ],
    text: `Heliogen Therapeutics – Research Scientist, Protein Engineering

About Heliogen
We engineer enzymes to treat metabolic disease. Our platform combines directed evolution and machine learning.

What you'll do
- Design and clone variant libraries (Gibson assembly, site-directed mutagenesis)
- Express and purify proteins in E. coli and CHO cells (AKTA, FPLC)
- Develop activity and binding assays, including ELISA
- Analyze screening data in Python and present to the team

What you'll bring
- PhD in biochemistry, bioengineering or related field
- Hands-on protein expression and purification
- Experience in assay development

$130,000–$150,000, equity, 401(k).`,
  },
  {
    id: 'graphic-designer',
    half: 'tune',
    field: 'creative',
    title: 'Graphic Designer',
    company: 'Foxglove Studio',
    skills: [
      'Adobe Illustrator',
      'Adobe InDesign',
      'Adobe Photoshop',
      'Typography',
      'Brand identity',
      'Layout design',
      'Print production',
      'Time management',
    ],
    text: `Graphic Designer
Foxglove Studio | Brooklyn, NY | Full-time

We're Foxglove Studio, a small branding studio working with independent restaurants, wineries and bookshops.

As a Graphic Designer you'll create brand identities, packaging and menus from concept to press-ready files. You'll work mostly in Illustrator, InDesign and Photoshop, prepare files for print production, and present work to clients.

You have:
- 2+ years of studio or in-house design experience
- A portfolio with strong typography and layout
- Knowledge of print production (bleeds, spot colors, proofs)
- Good time management across several projects

$60,000–$68,000, health insurance, summer Fridays.`,
  },
  {
    id: 'video-editor',
    half: 'unseen',
    field: 'creative',
    title: 'Video Editor',
    company: 'Northwind Media',
    skills: [
      'Video editing',
      'Adobe Premiere Pro',
      'Adobe After Effects',
      'Color grading',
      'Motion graphics',
      'Storytelling',
      'Audio mixing',
      'DaVinci Resolve',
    ],
    text: `Northwind Media is hiring a Video Editor for our YouTube and documentary team.

You'll cut long-form documentaries and short social videos, build motion graphics in After Effects, color grade in DaVinci Resolve, and mix dialogue and music. You turn hours of raw footage into a clear story.

Must have: 3+ years editing in Adobe Premiere Pro, a reel that shows storytelling, and comfort with tight weekly deadlines.

Full-time, remote. $65k–$80k.`,
  },
  {
    id: 'unity-developer',
    half: 'tune',
    field: 'games',
    title: 'Gameplay Programmer',
    company: 'Tidepool Games',
    skills: [
      'Unity',
      'C#',
      'Gameplay programming',
      'Game physics',
      'Performance optimization',
      'Git',
      'Mobile game development',
      'Collaboration',
    ],
    text: `Tidepool Games is hiring a Gameplay Programmer

Tidepool Games is a 30-person studio making cozy mobile games played by 10 million people.

Mobile · Remote (EU/UK) · Full-time

What you'll do
- Build gameplay systems and tools in Unity and C#
- Tune game physics, character controllers and camera
- Profile and optimize performance on iOS and Android devices
- Work closely with designers and artists to prototype new features

What we look for
- 3+ years of professional Unity development
- Shipped at least one mobile game
- Comfortable with Git and code review

Salary €55,000–€70,000, 4-day week.`,
  },
  {
    id: 'sre',
    half: 'unseen',
    field: 'software',
    title: 'Site Reliability Engineer',
    company: 'Parcelstream',
    skills: [
      'Kubernetes',
      'Terraform',
      'AWS',
      'Prometheus',
      'Grafana',
      'Incident response',
      'Linux',
      'Go',
      'Observability',
      'CI/CD',
    ],
    text: `About Parcelstream
Parcelstream's API routes 2 million parcels a day for online shops across Europe.

Site Reliability Engineer
Berlin or remote (CET ±2) · Full-time

What you'll do
- Run our Kubernetes clusters on AWS, managed with Terraform
- Own observability: metrics in Prometheus, dashboards in Grafana, tracing with OpenTelemetry
- Join the on-call rotation and lead incident response and postmortems
- Improve our CI/CD pipelines (GitHub Actions, Argo CD)
- Write tooling in Go

What you bring
- 4+ years of SRE, DevOps or infrastructure engineering
- Deep Linux knowledge
- Production Kubernetes experience

€80,000–€100,000, 30 days vacation.`,
  },
  {
    id: 'backend-engineer',
    half: 'tune',
    field: 'software',
    title: 'Senior Backend Engineer',
    company: 'Ledgerly',
    skills: [
      'Python',
      'Django',
      'PostgreSQL',
      'REST APIs',
      'Redis',
      'Docker',
      'System design',
      'Code review',
      'Mentoring',
    ],
    text: `Ledgerly is hiring a Senior Backend Engineer

Ledgerly helps 8,000 small businesses get paid faster. Our backend is a Python/Django monolith on PostgreSQL with Redis queues, deployed in Docker.

As a Senior Backend Engineer you will design and build REST APIs for invoicing and payments, lead system design for new services, review code, and mentor two mid-level engineers.

Requirements
- 5+ years building web backends in Python
- Deep PostgreSQL knowledge (query plans, migrations)
- Experience with Redis and Docker

Nice to have: experience with payments or Stripe.

Salary $160k–$185k, remote in US/Canada.`,
  },
  {
    id: 'data-analyst',
    half: 'unseen',
    field: 'data',
    title: 'Data Analyst',
    company: 'Greenleaf Health',
    skills: [
      'SQL',
      'Tableau',
      'Python',
      'Data visualization',
      'Statistics',
      'Excel',
      'Data cleaning',
      'Communication',
    ],
    text: `Data Analyst - Greenleaf Health

Overview
Greenleaf Health runs 40 primary-care clinics in Ohio. Our analytics team helps clinic leaders see how patients are doing.

The Data Analyst writes SQL against our Snowflake warehouse, builds Tableau dashboards on access and quality measures, cleans messy claims data, and runs basic statistics to check whether programs work. You will explain results to clinicians who are not data people.

Requirements: 2+ years of analytics experience, strong SQL and Tableau, Python or R, and advanced Excel.

Salary $72,000–$84,000.`,
  },
  {
    id: 'marketing-manager',
    half: 'tune',
    field: 'marketing',
    title: 'Demand Generation Manager',
    company: 'Quillpath',
    skills: [
      'Demand generation',
      'HubSpot',
      'Email marketing',
      'Google Ads',
      'LinkedIn Ads',
      'Marketing analytics',
      'A/B testing',
      'Content marketing',
    ],
    text: `Demand Generation Manager
Quillpath · New York (hybrid)

Quillpath is hiring a Demand Generation Manager to build pipeline for our contract-management software.

You will plan and run multi-channel campaigns: paid search in Google Ads, paid social on LinkedIn Ads, email nurtures in HubSpot, and content offers with our writers. You will A/B test landing pages and report on pipeline and CAC every week.

You have 4+ years of B2B demand generation, hands-on HubSpot, and strong marketing analytics skills.

$115,000–$130,000 + bonus.`,
  },
  {
    id: 'account-executive',
    half: 'unseen',
    field: 'sales',
    title: 'Account Executive',
    company: 'Brightwave',
    skills: [
      'B2B sales',
      'Salesforce',
      'MEDDICC',
      'Pipeline management',
      'Negotiation',
      'Sales presentations',
      'Quota attainment',
      'Prospecting',
    ],
    text: `About Brightwave
Brightwave builds workforce-scheduling software for hospitals and clinics.

Account Executive, Mid-Market
Remote (US) · Full-time · OTE $180,000

What you'll do
- Own the full sales cycle from prospecting to close with 200–2,000 employee organizations
- Run discovery and product demos for operations leaders
- Qualify deals with MEDDICC and keep Salesforce up to date
- Negotiate pricing and terms with procurement

What you bring
- 3+ years of B2B SaaS sales with a record of hitting quota
- Strong pipeline management discipline
- Healthcare selling experience is a plus`,
  },
  {
    id: 'recruiter',
    half: 'tune',
    field: 'human resources',
    title: 'Technical Recruiter',
    company: 'Orbitline',
    skills: [
      'Recruiting',
      'Candidate sourcing',
      'Interviewing',
      'Greenhouse',
      'LinkedIn Recruiter',
      'Offer negotiation',
      'Stakeholder management',
      'Communication',
    ],
    text: `Technical Recruiter at Orbitline

Orbitline builds satellite networking hardware. We're hiring a Technical Recruiter to help us grow engineering from 80 to 140 people.

- Partner with hiring managers to define roles and interview plans
- Source candidates on LinkedIn Recruiter, GitHub and at events
- Run phone screens and coordinate onsite interviews in Greenhouse
- Extend and negotiate offers
- Keep candidates informed at every step

3+ years of full-cycle technical recruiting required. Equal opportunity employer.`,
  },
  {
    id: 'customer-success',
    half: 'unseen',
    field: 'customer success',
    title: 'Customer Success Manager',
    company: 'Tallyho',
    skills: [
      'Customer success',
      'Account management',
      'Onboarding',
      'Gainsight',
      'Churn reduction',
      'Upselling',
      'Relationship building',
      'Salesforce',
    ],
    text: `Customer Success Manager
Tallyho - Austin, TX - Hybrid

Tallyho is hiring a Customer Success Manager to own a book of 60 mid-market accounts.

You will onboard new customers, run quarterly business reviews, track health scores in Gainsight, reduce churn, and spot upsell opportunities for the account team. You build lasting relationships with customers' admins and executives.

You have 3+ years in customer success or account management at a SaaS company and experience with Salesforce.

$80k–$95k + variable.`,
  },
  {
    id: 'it-support',
    half: 'tune',
    field: 'IT',
    title: 'IT Support Specialist',
    company: 'Hollis County Schools',
    skills: [
      'Technical support',
      'Active Directory',
      'Windows',
      'Ticketing systems',
      'Networking',
      'Hardware troubleshooting',
      'CompTIA A+',
      'Customer service',
    ],
    text: `Hollis County Schools
IT Support Specialist
Full-time · 12-month position

Hollis County Schools is seeking an IT Support Specialist to support 4,000 students and staff at six schools.

Duties
- Resolve help desk tickets for laptops, Chromebooks, printers and classroom displays
- Reset passwords and manage accounts in Active Directory
- Image and repair Windows devices and replace hardware
- Troubleshoot basic network issues (switches, Wi-Fi)
- Deliver friendly, patient customer service to teachers

Requirements
- CompTIA A+ certification (Network+ preferred)
- 1+ year of technical support experience
- Experience with a ticketing system

Salary per classified schedule: $42,000–$51,000.`,
  },
  {
    id: 'mechanical-engineer',
    half: 'unseen',
    field: 'engineering',
    title: 'Mechanical Design Engineer',
    company: 'Kestrel Robotics',
    skills: [
      'SolidWorks',
      'GD&T',
      'DFM',
      'FEA',
      'Prototyping',
      'Sheet metal design',
      'Mechanical engineering',
      'Problem solving',
    ],
    text: `Mechanical Design Engineer
Kestrel Robotics
Pittsburgh, PA · Full-time · On-site

Kestrel Robotics is hiring a Mechanical Design Engineer to design the frames and enclosures of our warehouse robots.

In this role you will model parts and assemblies in SolidWorks, create drawings with GD&T, run FEA on structural parts, design sheet metal and machined parts for manufacturing (DFM), and build and test prototypes in our shop.

Requirements
- BS in Mechanical Engineering
- 3+ years of product design experience
- Strong SolidWorks and GD&T

$105,000–$125,000, equity, relocation.`,
  },
  // Tune postings added in the second round, in the shapes of big job boards and applicant-tracking pages
  // (labels written and committed before the engine read them).
  {
    id: 'auto-technician',
    half: 'tune',
    field: 'trades',
    title: 'Automotive Technician',
    company: 'Mike’s Auto Repair',
    skills: [
      'Automotive diagnostics',
      'Brake repair',
      'ASE certification',
      'Scan tools',
      'Oil changes',
      'Suspension repair',
      "Driver's license",
    ],
    text: `Automotive Technician
Mike’s Auto Repair
Tulsa, OK 74112
$25 - $38 an hour - Full-time

Job details
Pay: $25 - $38 an hour
Job type: Full-time
Shift and schedule: Monday to Friday

Full job description
Busy 6-bay shop looking for an experienced tech. You will diagnose check-engine lights with scan tools, do brake jobs, suspension and steering work, and quick services like oil changes and tire rotations.

Requirements:
- ASE certified (A5 brakes and A8 engine performance a plus)
- Own basic hand tools
- Valid driver's license

Call or text Mike at 918-555-0142.`,
  },
  {
    id: 'medical-coder',
    half: 'tune',
    field: 'healthcare',
    title: 'Medical Coder',
    company: 'Summit Orthopedic Partners',
    skills: [
      'ICD-10-CM',
      'CPT coding',
      'CPC certification',
      'Medical terminology',
      'Claim denials',
      'HIPAA',
      'Attention to detail',
    ],
    text: `Medical Coder (Remote)
Summit Orthopedic Partners · Denver, CO (Remote)

About the job
Summit Orthopedic Partners is a physician-owned practice with 40 surgeons. Our revenue cycle team is growing.

Responsibilities
* Assign ICD-10-CM and CPT codes for office visits and orthopedic procedures
* Review operative notes and query providers when documentation is unclear
* Work coding-related claim denials
* Protect patient information under HIPAA

Qualifications
* CPC or CCS certification required
* 2+ years of orthopedic or surgical coding experience
* Strong knowledge of medical terminology and anatomy
* Accuracy and attention to detail`,
  },
  {
    id: 'bank-teller',
    half: 'tune',
    field: 'finance',
    title: 'Bank Teller',
    company: 'Prairie State Bank',
    skills: [
      'Cash handling',
      'Customer service',
      'Cross-selling',
      'Fraud prevention',
      'Balancing',
      'Data entry',
      'Communication',
    ],
    text: `Bank Teller
locations
Springfield - Main Office
time type
Part time
job requisition id
R-10432

At Prairie State Bank, we believe banking is personal. For 110 years we have served the families and farms of central Illinois.

What you will do
Process deposits, withdrawals, loan payments and check cashing accurately; balance your cash drawer at the end of each day; spot and report suspicious activity; and refer customers to bankers for new accounts and loans.

What you bring
- 6 months of cash handling or customer service experience
- Comfort with computers and 10-key
- Friendly, clear communication

Prairie State Bank is an Equal Opportunity Employer/Veterans/Disabled.`,
  },
  {
    id: 'school-counselor',
    half: 'tune',
    field: 'education',
    title: 'School Counselor',
    company: 'Lakeview Unified School District',
    skills: [
      'School counseling',
      'College and career readiness',
      'Crisis intervention',
      'Student support',
      'Pupil Personnel Services credential',
      'Social-emotional learning',
      'Confidentiality',
    ],
    text: `Job Title: School Counselor (High School)
Agency: Lakeview Unified School District
Location: Lakeview, CA
Closing date: March 14

Duties
Provide academic, college and career counseling to a caseload of about 400 students; respond to students in crisis and follow district threat and suicide-risk protocols; lead social-emotional learning lessons; and coordinate 504 plans with teachers and families.

Qualifications
A valid California Pupil Personnel Services (PPS) credential in School Counseling is required. Experience with Naviance is desirable.

Salary placement on the certificated salary schedule.`,
  },
  {
    id: 'dispatcher',
    half: 'tune',
    field: 'public safety',
    title: 'Emergency Dispatcher',
    company: 'Franklin County',
    skills: [
      'Emergency dispatch',
      'CAD',
      'Radio communication',
      'Multitasking',
      'Typing',
      'EMD certification',
      'Calm under pressure',
    ],
    text: `Franklin County is hiring an Emergency Dispatcher for the 911 Communications Center.

Dispatchers answer 911 and non-emergency calls, gather information quickly, enter incidents in the CAD system and dispatch police, fire and EMS units by radio. Shifts are 12 hours and include nights, weekends and holidays.

Minimum requirements
- High school diploma or GED
- Type 35 words per minute
- Ability to handle several tasks at once and stay calm under pressure
- Obtain EMD and APCO certification within 6 months

Starting pay $22.40/hour with step increases. Franklin County is an equal opportunity employer.`,
  },
  {
    id: 'solar-installer',
    half: 'tune',
    field: 'trades',
    title: 'Solar Installer',
    company: 'SunPath Energy',
    skills: [
      'Solar panel installation',
      'Roofing',
      'Electrical wiring',
      'Power tools',
      'Fall protection',
      'OSHA 10',
      'Teamwork',
    ],
    text: `SunPath Energy
Solar Installer
Sacramento, CA / Installation / Full-time

SunPath Energy installs residential rooftop solar and batteries across the Sacramento valley.

What you'll do
- Mount racking and solar panels on composition and tile roofs
- Run conduit and pull wire under the lead electrician's direction
- Use power tools safely and wear fall protection at all times

What we're looking for
- Comfort working on roofs in summer heat
- OSHA 10 (we can help you get it)
- Team player who shows up on time

Apply at sunpathenergy.com/jobs`,
  },
  {
    id: 'ap-clerk',
    half: 'tune',
    field: 'finance',
    title: 'Accounts Payable Clerk',
    company: 'Redwood Building Supply',
    skills: [
      'Accounts payable',
      'Invoice processing',
      'Three-way matching',
      'Vendor reconciliation',
      'QuickBooks',
      'Excel',
      'Attention to detail',
    ],
    text: `We're hiring!
Position: Accounts Payable Clerk
Company: Redwood Building Supply
Location: Eureka, CA (on-site)

Redwood Building Supply has sold lumber and hardware on the North Coast since 1962.

You will enter and code vendor invoices in QuickBooks, match them to purchase orders and receiving slips, reconcile vendor statements, and prepare weekly check runs.

You have 1–2 years of AP or bookkeeping experience, solid Excel, and a careful eye for detail.

$21–$25/hour, profit sharing, employee discount.`,
  },
  {
    id: 'property-manager',
    half: 'tune',
    field: 'real estate',
    title: 'Property Manager',
    company: 'Oakline Residential',
    skills: [
      'Property management',
      'Leasing',
      'Rent collection',
      'Yardi',
      'Fair housing',
      'Budgeting',
      'Vendor management',
      'Customer service',
    ],
    text: `Property Manager – Oakline Residential – Austin, TX

Oakline Residential manages 9,000 apartment homes in Texas.

The role
Run a 280-unit community: lead the leasing and maintenance team, collect rent and manage delinquencies, prepare the annual budget and monthly variance reports, hire and oversee vendors, and keep residents happy.

Requirements
- 3+ years of multifamily property management experience
- Yardi Voyager experience
- Knowledge of fair housing laws
- Texas real estate license a plus

Benefits: 50% rent discount, bonus program, 401(k).`,
  },
]
