// A tenth posting set (issue 15): 40 postings in 40 occupations none of the other sets has, over 24 fields:
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, software, sales, agriculture, energy, social services, retail, manufacturing, media, real estate,
// transport, utilities, personal services and veterinary. The shapes are mixed as an ordinary week of postings
// would be, none weighted: plain title and company header lines, "Title at Company", "Company | Title | City",
// about-us blocks first, "X is hiring a …", "Join X as …", title lines followed by location, pay and employment
// type, board chrome (Seek, Indeed, LinkedIn and Reed pastes), recruiting agencies (named client or not),
// government bulletins with class codes, a school district, a hospital within a health system, franchisees, long
// prose and terse bullet-only ads, "Requirement: ..." tables, with salary and benefits blocks and EEO boilerplate
// here and there. US, UK, Irish, Canadian, Australian, New Zealand, Singaporean and South African employers, all
// invented. Postings alternate in file order between the tune half and the unseen half.
// Written from scratch by an independent helper who had not read the engine's source, lexicons or data, nor the
// other sets' posting texts, nor run any bench, test or engine function; each recruiter skill list, title and
// company was written from the ad alone and committed BEFORE the engine first read the texts.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth, seventh, eighth and ninth sets'):
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

export const tenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'crane-operator',
    half: 'tune',
    field: 'trades',
    title: 'Mobile Crane Operator',
    company: 'Kestrel Lifting Services Pty Ltd',
    skills: [
      // required
      'Mobile crane operation',
      'High Risk Work Licence',
      'Dogging',
      'Rigging',
      'Load charts',
      'Lift planning',
      'HR truck licence',
      'White Card',
      // preferred
      'Franna crane',
      'Crawler crane',
      'Mine site experience',
      // soft
      'Safety awareness',
      'Communication',
      'Teamwork',
    ],
    text: `Back to search results
Save   Share

Mobile Crane Operator
Kestrel Lifting Services Pty Ltd
Port Hedland WA · Mining, Resources & Energy (Machine Operators) · Full time
$58 – $64 per hour + site allowances
Posted 3d ago

Apply now

About us
Kestrel Lifting Services is a family-owned crane hire business with a fleet of more than forty mobile, all-terrain and crawler cranes working across the Pilbara. We support port maintenance, mine shutdowns and civil construction, and we have kept our people busy through every cycle since 1998. Our yard is in Wedgefield and most of our work is within two hours' drive.

The role
We are after an experienced operator to run our 60 and 100 tonne all-terrains on wet and dry hire jobs. You will set up on site, read the load chart for every configuration, and work closely with our riggers and the client's supervisors to get each lift done safely and on time. Some weeks you will be in the yard helping with pre-starts, servicing and cleaning; most weeks you will be out on jobs.

What you'll be doing
- Operating slewing mobile cranes up to 100 tonnes, including travelling the crane between sites on public roads
- Checking ground conditions, outrigger set-up and exclusion zones before any lift
- Reading load charts and confirming the lift plan, and writing a simple one for routine picks
- Slinging and directing loads when the job is short a dogman
- Completing daily inspections, logbooks and JSAs on the tablet
- Reporting defects and near misses straight away

What you'll bring
- High Risk Work Licence for slewing mobile cranes (C6 or above); C2 minimum accepted for the right person
- Dogging and basic rigging tickets (DG and RB)
- HR licence so you can drive the crane on the road
- Construction induction (White Card)
- Two or more years running mobile cranes on commercial, civil or mining sites
- A clean safety record and the habit of stopping the job when something is not right

Nice to have
- Time on Franna pick-and-carry cranes
- Crawler crane experience
- Current mine site inductions and a clean medical

What we offer
- Above-award hourly rates, paid weekly, with overtime and shutdown loadings
- Newer fleet, kept well maintained by our own workshop
- Work boots, uniforms and PPE supplied
- Training to upgrade your crane class, paid for by us
- A small crew that talks to each other and looks after each other

You'll be a clear communicator on the two-way and comfortable working as part of a tight crew. If that sounds like you, hit Apply now and attach your resume and copies of your tickets.

Kestrel Lifting Services is an equal opportunity employer and encourages applications from Aboriginal and Torres Strait Islander people.

Report this job`,
  },
  {
    id: 'nurse-practitioner',
    half: 'unseen',
    field: 'healthcare',
    title: 'Nurse Practitioner, Urgent Care',
    company: 'Lakeshore Community Hospital',
    skills: [
      // required
      'Nurse Practitioner license',
      'Board certification',
      'DEA registration',
      'BLS',
      'Urgent care',
      'Patient assessment',
      'Prescribing',
      'Electronic health records',
      // preferred
      'Epic',
      'ACLS',
      'Suturing',
      'Bilingual Spanish',
      // soft
      'Communication',
      'Critical thinking',
      'Teamwork',
    ],
    text: `Northbridge Health is a not-for-profit health system of six hospitals and more than forty clinics across western Michigan. Our mission is simple: care for every neighbor as we would care for our own family. Lakeshore Community Hospital, a 180-bed hospital in Muskegon and part of Northbridge Health, is growing its walk-in services and is looking for an experienced provider to join the team.

Nurse Practitioner, Urgent Care
Lakeshore Community Hospital – Muskegon, MI
Full-time, 36 hours per week (three 12-hour shifts, rotating weekends)
Requisition 24-11873

Position summary
The Nurse Practitioner provides primary and episodic care to patients of all ages in our hospital-based urgent care clinic, which sees about 70 patients a day. Working with a collaborating physician and a team of medical assistants and radiology technologists, you will evaluate, diagnose and treat acute illness and minor injuries, order and interpret labs and imaging, and prescribe medications.

Key responsibilities
- Take histories and perform physical examinations for walk-in patients
- Diagnose and treat common acute conditions, including respiratory infections, sprains, lacerations and urinary complaints
- Order and interpret diagnostic tests such as X-rays, rapid strep and basic metabolic panels
- Prescribe medications, including controlled substances when appropriate
- Perform minor procedures such as laceration repair, splinting and incision and drainage
- Document every visit accurately and promptly in the electronic health record
- Refer and arrange follow-up with primary care or the emergency department when needed
- Educate patients and families on their condition and care plan

Qualifications
Required:
- Master of Science in Nursing or Doctor of Nursing Practice from an accredited program
- Current, unrestricted Michigan RN and Nurse Practitioner licenses
- National board certification as a Family Nurse Practitioner (AANP or ANCC)
- Current DEA registration, or the ability to obtain one within 90 days of hire
- BLS certification from the American Heart Association
- One year of NP experience in urgent care, emergency or family practice

Preferred:
- Experience charting in Epic
- ACLS certification
- Confidence with suturing and other minor procedures
- Spanish speakers encouraged to apply

What makes you successful
You explain things clearly to anxious patients, think on your feet when the waiting room is full, and treat the MAs and techs as true partners.

Compensation and benefits
Pay range: $118,000 – $142,000 per year, based on experience. Shift differentials for evenings and weekends. Medical, dental and vision coverage from day one, 403(b) with match, CME allowance of $2,500 per year, paid malpractice coverage, and generous paid time off.

Northbridge Health is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, protected veteran status, or any other characteristic protected by law.`,
  },
  {
    id: 'compliance-officer',
    half: 'tune',
    field: 'finance',
    title: 'Compliance Officer',
    company: 'Ashdown Wealth Partners LLP',
    skills: [
      // required
      'Regulatory compliance',
      'FCA regulations',
      'Compliance monitoring',
      'SM&CR',
      'Consumer Duty',
      'Anti-money laundering',
      'Financial promotions',
      'Risk assessment',
      // preferred
      'ICA qualification',
      'Wealth management',
      // soft
      'Attention to detail',
      'Written communication',
      'Stakeholder management',
    ],
    text: `Reed
Jobs > Finance > Compliance Officer

Compliance Officer
£48,000 - £55,000 per annum + bonus + benefits
Leeds, West Yorkshire
Permanent, full-time
Posted 2 days ago by Ashdown Wealth Partners LLP

Apply now   Save job

Ashdown Wealth Partners LLP is an independent, chartered wealth management firm advising around 3,000 private clients and families from offices in Leeds and Harrogate. We are growing steadily and want to strengthen our small compliance team with a Compliance Officer who will report to the Head of Compliance and act as a go-to adviser for the business.

The role
You will run a large part of our compliance monitoring programme, keep the firm's policies aligned with FCA rules and guidance, and help our advisers and paraplanners get things right first time. The role is hands-on: you will review files, sign off client communications and write reports for the Risk and Compliance Committee.

Key responsibilities
- Deliver the annual compliance monitoring plan, testing advice files, suitability reports and client onboarding
- Review and approve financial promotions, including website copy, newsletters and social media posts
- Maintain our Senior Managers and Certification Regime records, including annual fitness and propriety assessments
- Help embed the Consumer Duty, including outcome testing and the annual board report
- Support the MLRO with AML and KYC reviews, sanctions screening and suspicious activity reporting
- Keep the firm's compliance risk assessment and breaches register up to date
- Track regulatory change and brief the business on what it means for us
- Deliver short training sessions to client-facing staff

About you
- At least three years in a compliance role within an FCA-regulated firm, ideally wealth management, financial planning or investment management
- Sound working knowledge of the FCA Handbook, particularly COBS, SYSC and the Consumer Duty
- Experience reviewing financial promotions and running file reviews
- An ICA certificate or diploma in compliance is desirable, or a willingness to study for one with our support
- A careful eye for detail and the ability to write clear, concise reports
- Confident working with and challenging advisers and senior partners in a constructive way

What we offer
- Discretionary annual bonus
- 27 days' holiday plus bank holidays
- Employer pension contribution of 8%
- Private medical insurance and life cover
- Hybrid working: two days a week from home once settled
- Funded professional qualifications

Ashdown Wealth Partners is committed to equality, diversity and inclusion. We welcome applications from everyone and will make reasonable adjustments throughout the recruitment process; just let us know what you need.

Closing date: 15 January. We may close the advert early if we receive a high volume of applications.`,
  },
  {
    id: 'school-nurse',
    half: 'unseen',
    field: 'education',
    title: 'School Nurse',
    company: 'Cedar Hollow Unified School District',
    skills: [
      // required
      'Registered Nurse license',
      'School nursing',
      'CPR',
      'Medication administration',
      'Care plans',
      'Health screenings',
      'Immunization compliance',
      'Diabetes management',
      // preferred
      'School Nurse Credential',
      'Bachelor of Science in Nursing',
      'Bilingual Spanish',
      // soft
      'Communication',
      'Organization',
      'Compassion',
    ],
    text: `CEDAR HOLLOW UNIFIED SCHOOL DISTRICT
Classified and Certificated Employment Opportunity

Position: School Nurse
Location: Assigned to Mesa Verde Elementary and Cedar Hollow Middle School
Salary: Certificated Salary Schedule, Class II, Steps 1-10 ($72,410 - $104,880) plus health credential stipend
Work Year: 186 days
Posting number: CH-2025-044
Deadline: Open until filled; first screening February 3

THE DISTRICT
Cedar Hollow Unified serves 9,400 students in fourteen schools in the foothills east of Fresno. We are proud of our small-town feel, strong community partnerships and a workforce that stays with us for decades.

DEFINITION
Under the direction of the Director of Student Services, the School Nurse plans, manages and delivers health services for students at assigned sites, supports students with chronic conditions so they can learn, and serves as the district's health liaison to families, staff and community providers.

DISTINGUISHING DUTIES
- Assess student health needs and write individualized health plans and emergency care plans for students with diabetes, seizure disorders, asthma and severe allergies
- Train and supervise health aides and staff who administer medications or carry out specialized procedures such as glucose monitoring and insulin administration
- Conduct state-mandated vision, hearing and scoliosis screenings and follow up on referrals
- Monitor immunization records against state requirements and work with families to bring students into compliance
- Participate in IEP and 504 meetings, writing the health portions of assessments
- Respond to health emergencies on campus and lead annual staff training in emergency response
- Keep accurate confidential health records in the district's student information system
- Provide health education to classes and families

MINIMUM QUALIFICATIONS
- Valid California Registered Nurse license
- California School Nurse Services Credential, or eligibility for a preliminary credential and enrollment in an approved program
- Bachelor's degree in nursing or a related field
- Current CPR/AED certification
- Valid California driver's license and use of a personal vehicle (mileage reimbursed)

DESIRABLE
- Experience in pediatric or school nursing
- Ability to speak Spanish with families

KNOWLEDGE AND ABILITIES
Ability to communicate effectively with students, parents and staff from diverse backgrounds; to organize work across two sites with many competing demands; and to approach children and families with warmth and patience.

APPLICATION PROCEDURE
Apply online through EdJoin. Attach a letter of introduction, resume, copy of RN license and credential, and three letters of recommendation dated within the last two years.

Cedar Hollow Unified School District prohibits discrimination, harassment, intimidation and bullying based on actual or perceived ancestry, color, disability, gender, gender identity, gender expression, immigration status, nationality, race or ethnicity, religion, sex, sexual orientation, or association with a person or group with one or more of these characteristics. Title IX Coordinator: Assistant Superintendent, Human Resources.`,
  },
  {
    id: 'revenue-agent',
    half: 'tune',
    field: 'public sector',
    title: 'Revenue Agent II',
    company: 'City of Granite Bluff',
    skills: [
      // required
      'Tax auditing',
      'Accounting',
      'Sales and use tax',
      'Audit procedures',
      'Financial statement analysis',
      'Microsoft Excel',
      'Report writing',
      // preferred
      'CPA',
      'ACL',
      'Tax law',
      // soft
      'Attention to detail',
      'Written communication',
      'Independent judgment',
      'Customer service',
    ],
    text: `CITY OF GRANITE BLUFF, COLORADO
Human Resources Department
Job Bulletin No. 25-0117
Recruitment Type: Open Competitive

REVENUE AGENT II
Class Code: 4412   Pay Grade: F23   FLSA: Non-exempt
Department: Finance – Sales Tax Division, Audit Section
Location: Municipal Services Center, 300 Quarry Street
Salary: $61,880 - $89,720 annually, with merit steps
Open until filled; first review of applications March 10

The Position
Granite Bluff is a home-rule city that collects its own sales and use tax and lodging tax. Revenue Agents conduct audits of businesses licensed in the City to make sure those taxes are correctly collected and paid. At the journey level, incumbents independently plan and carry out field and desk audits of moderately complex taxpayers, examine accounting records and financial statements, determine tax liability, and prepare audit reports and supporting schedules that withstand appeal. Incumbents explain audit findings to taxpayers and their representatives and may testify at administrative hearings.

Examples of duties
- Select samples, test transactions and trace entries from source documents through general ledgers to returns
- Analyze balance sheets, income statements and sales journals to identify under-reported liability
- Research statutes, regulations and prior rulings and apply them to the facts of each audit
- Prepare working papers and audit schedules in Excel and the City's tax system
- Meet with taxpayers in person and by phone, answering questions courteously and accurately
- Write clear audit reports and correspondence

Minimum Qualifications
Bachelor's degree from an accredited college or university in accounting, finance or a related field which included at least 18 semester credits in accounting, and one year of professional experience in auditing or accounting; OR an equivalent combination of education and experience; OR one year as a Revenue Agent I with the City.

Special Requirements
- A pre-employment criminal history check and fingerprinting is required.
- Local travel to business premises is required, and a valid driver's license or evidence of equivalent mobility is required at time of appointment and as a condition of continuing employment.

Preferred (not required)
Candidates holding a CPA license, experience with audit analytics software such as ACL or IDEA, or prior experience with Colorado or local sales tax law will be strongly considered.

Knowledge, Skills and Abilities (entry level)
Working knowledge of generally accepted accounting principles and auditing standards; ability to read and analyze financial records; ability to exercise independent judgment when applying tax law; ability to write concise, logical reports; ability to deal tactfully with taxpayers who may disagree with findings; close attention to accuracy and detail.

The City offers a comprehensive benefits package including medical, dental and vision insurance, a 401(a) retirement plan with a 9% City contribution, 11 paid holidays, and vacation and sick leave.

To apply, complete the online application on the City's careers page. Veterans' preference may apply. The City of Granite Bluff is an equal opportunity employer.`,
  },
  {
    id: 'pastry-chef',
    half: 'unseen',
    field: 'hospitality',
    title: 'Pastry Chef',
    company: 'The Strand House Hotel',
    skills: [
      // required
      'Pastry',
      'Baking',
      'Desserts',
      'Chocolate work',
      'Food safety',
      'HACCP',
      'Menu development',
      'Stock control',
      // preferred
      'Laminated doughs',
      'Afternoon tea',
      'Culinary qualification',
      // soft
      'Creativity',
      'Attention to detail',
      'Teamwork',
      'Time management',
    ],
    text: `Join The Strand House Hotel as our Pastry Chef and lead the sweet side of one of Galway's best-loved kitchens.

The Strand House is a 96-bedroom four-star hotel on the Salthill promenade, with a busy brasserie, a private dining room, a wedding suite for up to 220 guests and an afternoon tea that people book weeks ahead. Our kitchen brigade of 18 cooks with the best produce the west of Ireland has, and pastry is at the heart of it: breakfast pastries every morning, plated desserts at lunch and dinner, wedding cakes and petits fours, and around 400 afternoon teas a week in the summer.

Location: Salthill, Galway
Contract: Full-time, permanent (five days over seven, mostly early starts)
Salary: €42,000 - €46,000 depending on experience, plus tips and service charge

What the job involves
- Running the pastry section day to day with a demi chef de partie and a commis
- Producing breads, viennoiserie and breakfast pastries each morning, including croissants and other laminated doughs made in-house
- Creating and costing seasonal dessert menus with the Head Chef
- Designing our afternoon tea and changing it four times a year
- Producing wedding and celebration cakes and working with the events team on tastings
- Tempering chocolate and making bonbons, decorations and petits fours
- Ordering, rotating and controlling stock, keeping waste down and food costs on target
- Keeping HACCP records, allergen information and temperature logs accurate every shift
- Training and developing the junior chefs in your section

What we're looking for
- At least three years' experience in pastry in a quality hotel or restaurant, with at least one year running a section
- A strong all-round foundation in baking, plated desserts and chocolate work
- Food safety training to at least Level 2, and a good working knowledge of HACCP and the 14 allergens
- A culinary qualification (for example a Level 6 in Culinary Arts or Professional Pastry) is an advantage
- An eye for beautiful, consistent plates and a real interest in seasonal Irish ingredients
- Someone calm and organised who can juggle a wedding cake, a 60-cover afternoon tea and the dinner service in the same day
- A generous team player who enjoys teaching

What's in it for you
- Meals on duty and free parking
- Uniforms provided and laundered
- Tronc and service charge shared across the whole team
- Staff rates at our sister hotels in Kerry and Clare
- Bike to Work and Cycle schemes, Employee Assistance Programme
- Paid training, including support to compete in national pastry competitions

To apply, send your CV and a few photos of your recent work through the Apply button. We will invite shortlisted candidates in for a trial shift.

The Strand House Hotel is an equal opportunities employer.`,
  },
  {
    id: 'demand-planner',
    half: 'tune',
    field: 'operations',
    title: 'Senior Demand Planner',
    company: 'Northfield Pantry Foods Inc.',
    skills: [
      // required
      'Demand planning',
      'Forecasting',
      'SAP IBP',
      'Microsoft Excel',
      'S&OP',
      'Statistical forecasting',
      'Inventory management',
      'Data analysis',
      // preferred
      'Power BI',
      'CPG experience',
      'APICS CPIM',
      // soft
      'Collaboration',
      'Communication',
      'Problem solving',
    ],
    text: `Northfield Pantry Foods Inc.
Senior Demand Planner
Mississauga, Ontario, Canada · Hybrid
Reposted 1 week ago · Over 100 applicants

Easy Apply   Save

About the job
Northfield Pantry Foods is one of Canada's largest independent makers of soups, sauces and frozen meals, selling through every major grocery banner and our own online shop. Our two plants in Ontario and one in Manitoba produce more than 300 SKUs, and we are building a planning team that can keep pace with growth.

We're looking for a Senior Demand Planner to own the forecast for our grocery retail business (about 60% of revenue) and play a lead role in our monthly sales and operations planning cycle.

What you'll do
- Build and maintain the statistical baseline forecast at SKU and customer level, using SAP IBP
- Work with Sales and Marketing to layer in promotions, new product launches and delistings
- Lead the demand review step of monthly S&OP, presenting forecast changes, risks and opportunities to senior leaders
- Track forecast accuracy and bias, dig into the root cause of misses and improve the process
- Partner with supply planning to balance inventory targets and service levels
- Clean and analyze point-of-sale and shipment data to spot trends early
- Coach two demand planners and help them grow

What you'll bring
- 5+ years in demand planning or forecasting, ideally in consumer packaged goods or food manufacturing
- Hands-on experience with SAP IBP or a similar advanced planning system (Kinaxis, o9, Blue Yonder)
- Advanced Excel: pivot tables, lookups and building models that other people can use
- Solid understanding of statistical forecasting methods and inventory planning
- A degree in supply chain, business, statistics or a related field

Nice to have
- Power BI or Tableau dashboards
- APICS CPIM or CSCP certification
- Experience with retailer data portals

How you work
You are comfortable challenging a sales number with data, you build good relationships across functions, and you can explain a forecast to someone who has never seen one. You enjoy solving messy problems and you stay calm at month end.

What we offer
- Salary range: $88,000 – $104,000 plus annual bonus
- Hybrid work: three days in our Mississauga office
- Group health and dental benefits from day one, RRSP matching
- Three weeks' vacation plus personal days
- Product discounts and a well-stocked staff kitchen

Northfield Pantry Foods is committed to an inclusive, barrier-free recruitment process. Accommodations are available on request for candidates taking part in all aspects of the selection process.

Show more
Company photos · 1,024 followers`,
  },
  {
    id: 'employment-solicitor',
    half: 'unseen',
    field: 'legal',
    title: 'Employment Solicitor',
    company: 'Harcourt Lane Legal Recruitment',
    skills: [
      // required
      'Employment law',
      'Solicitor',
      'Employment tribunal',
      'Contract drafting',
      'Settlement agreements',
      'Case management',
      'Legal research',
      // preferred
      'TUPE',
      'Business development',
      'Proclaim',
      // soft
      'Client relationship management',
      'Communication',
      'Attention to detail',
      'Time management',
    ],
    text: `Harcourt Lane Legal Recruitment
Specialist legal recruiters across the North West and Midlands

We are delighted to be working with a well-established regional law firm on an exclusive basis. Our client has offices in Manchester, Chester and Stoke, a strong reputation for commercial work, and an employment team that has doubled in size in five years. They now need a further solicitor to join their Manchester office.

Employment Solicitor (3-6 PQE)
Manchester city centre / hybrid
£55,000 - £70,000 DOE
Permanent, full-time

The opportunity
You will handle a varied caseload of contentious and non-contentious employment matters, acting mainly for employers: owner-managed businesses, charities, schools and a couple of national retailers. The team works closely with the firm's corporate and commercial property departments, so you can expect interesting work on transactions as well as day-to-day advice.

Your work will include
- Running employment tribunal claims from start to finish, including unfair dismissal, discrimination and whistleblowing, preparing bundles and witness statements and attending hearings with counsel
- Advising HR teams and managers on disciplinaries, grievances, redundancy and sickness absence
- Drafting and negotiating settlement agreements, contracts of employment, service agreements and handbooks
- Advising on TUPE and the employment aspects of business sales and outsourcing
- Researching points of law and keeping clients updated on changes in legislation
- Contributing to the team's seminars, newsletters and client events

The person
- A qualified solicitor of England and Wales, with three to six years' PQE in employment law
- Solid tribunal experience, managing your own caseload with appropriate supervision
- Strong drafting skills and precise attention to detail
- Confident building relationships with clients and comfortable picking up the phone
- Well organised, able to balance deadlines across many files
- Experience of a case management system (the firm uses Proclaim) would be helpful
- An interest in helping to win new work and grow the team

What's on offer
- Salary of £55k to £70k depending on experience, with an annual bonus scheme
- Hybrid working: two days at home each week
- 25 days' holiday plus your birthday off, rising with service
- Pension, life assurance and private medical cover
- Clear route to Associate within two years for the right person

Interested? Click apply and send an up-to-date CV, or call Priya at Harcourt Lane for a confidential conversation. We will not forward your details to any firm without your agreement.

Harcourt Lane Legal Recruitment acts as an employment agency for permanent recruitment. We are an equal opportunities employer and welcome applications from all suitably qualified persons.`,
  },
  {
    id: 'histotechnologist',
    half: 'tune',
    field: 'science',
    title: 'Histotechnologist',
    company: 'Pinecrest Pathology Associates, PLLC',
    skills: [
      // required
      'Histology',
      'Microtomy',
      'Tissue embedding',
      'H&E staining',
      'Immunohistochemistry',
      'ASCP HTL certification',
      'Quality control',
      'Laboratory safety',
      // preferred
      'Frozen sections',
      'CAP inspection',
      'Laboratory information system',
      // soft
      'Attention to detail',
      'Organization',
      'Teamwork',
    ],
    text: `indeed
Find jobs   Company reviews   Salary guide

Histotechnologist
Pinecrest Pathology Associates, PLLC
3.9 ★ 41 reviews
Raleigh, NC 27607
$31 - $40 an hour - Full-time

Apply now

Job details
Pay: $31 - $40 an hour
Job type: Full-time
Shift and schedule: Day shift, Monday to Friday, 6:00 AM start

Benefits
- 401(k) matching
- Dental insurance
- Health insurance
- Paid time off
- Tuition reimbursement

Full job description
Pinecrest Pathology Associates is a physician-owned anatomic pathology practice providing surgical pathology, dermatopathology and cytology services to hospitals, surgery centers and physician offices across central North Carolina. Our CAP-accredited histology lab processes about 350 cases a day.

We are seeking a certified Histotechnologist to join our growing lab team. The successful candidate will prepare high-quality slides for diagnosis by our pathologists, with a focus on accuracy, turnaround time and patient safety.

Responsibilities:
- Accession, gross-in support and process tissue specimens following standard procedures
- Embed tissue with correct orientation and cut paraffin sections on a rotary microtome
- Perform routine H&E staining and coverslipping, checking stain quality daily
- Perform special stains and immunohistochemistry on automated platforms, including antibody titrations and validations
- Cut frozen sections for intraoperative consultations when needed
- Perform and document quality control and preventive maintenance on processors, stainers and microtomes
- Enter and track cases in the laboratory information system
- Follow all safety procedures for chemical handling, formalin monitoring and waste disposal
- Help train new histotechnicians and participate in CAP inspection readiness

Requirements:
- Associate or bachelor's degree in a biological science, or completion of a NAACLS-accredited histotechnology program
- ASCP certification as Histotechnologist (HTL) required; HT considered with a bachelor's degree and plan to sit for HTL
- Minimum two years of histology experience in a clinical laboratory
- Strong microtomy and embedding skills across a wide range of tissue types
- Working knowledge of IHC and special stains

Preferred:
- Experience with frozen sections and dermatopathology specimens
- Experience preparing for CAP inspections
- Familiarity with a laboratory information system such as PowerPath or Copath

Who you are:
You take pride in a perfect slide, keep an orderly bench, and communicate openly with co-workers so the work moves smoothly across shifts.

Pinecrest Pathology Associates is an equal opportunity employer.

Hiring insights
Job activity: Employer reviewed job 2 days ago
Posted 6 days ago

Report job`,
  },
  {
    id: 'landscape-architect',
    half: 'unseen',
    field: 'creative',
    title: 'Intermediate Landscape Architect',
    company: 'Fernwood Design Collective Ltd.',
    skills: [
      // required
      'Landscape architecture',
      'AutoCAD',
      'Site planning',
      'Planting design',
      'Construction documents',
      'Adobe Creative Suite',
      'Contract administration',
      'Landscape architecture degree',
      // preferred
      'SketchUp',
      'Lumion',
      'BCSLA registration',
      // soft
      'Communication',
      'Creativity',
      'Collaboration',
    ],
    text: `Intermediate Landscape Architect at Fernwood Design Collective Ltd.
Vancouver, BC · Full-time · $72,000 – $88,000 CAD

Fernwood Design Collective is a 25-person landscape architecture and urban design studio in Mount Pleasant. For almost twenty years we have designed parks, school grounds, plazas, streetscapes and multi-family housing landscapes across British Columbia, with a focus on native planting, rainwater management and spaces that bring people together. Our projects have won awards from the CSLA and the City of Vancouver, but we are most proud of how much the places we design get used.

About the role
We are looking for an intermediate landscape architect with three to six years of experience to join our studio. You will work on several projects at once under the direction of a project lead, taking designs from early concept through detailed drawings and into construction. You will also have chances to lead smaller projects yourself.

Your responsibilities
- Develop site plans, grading concepts and planting plans from concept through detailed design
- Prepare construction drawings, details and specifications in AutoCAD
- Produce presentation graphics and renderings using Photoshop, Illustrator and InDesign, with SketchUp and Lumion for 3D views
- Coordinate with architects, civil engineers, arborists and municipal staff
- Assist with tender packages, site reviews, deficiency lists and other contract administration tasks
- Take part in community engagement sessions and workshops
- Mentor junior designers and co-op students

What you bring
- A degree in landscape architecture (BLA or MLA) from an accredited program
- 3-6 years of professional experience in a landscape architecture office
- Strong AutoCAD skills and the full Adobe suite
- Sound knowledge of plants suitable for coastal BC and of landscape construction methods
- Experience preparing construction documents and working on site during construction
- Full or intern membership with the BCSLA, or working toward registration (preferred)

Who you are
You communicate clearly in writing, in drawings and in front of a room. You enjoy collaborating with other disciplines, you bring fresh design ideas, and you care about getting the details right.

What we offer
- Competitive salary with annual reviews
- Extended health and dental benefits
- Four weeks' vacation plus the week between Christmas and New Year
- Professional development budget and paid BCSLA dues
- Flexible hours and one work-from-home day a week
- A studio culture that values design quality and a life outside work

How to apply
Please send a cover letter, resume and a portfolio of no more than 10 MB through our careers page. We thank all applicants for their interest; only those selected for an interview will be contacted.

Fernwood Design Collective welcomes applications from people of all backgrounds and identities, including Indigenous people, people of colour, people with disabilities and 2SLGBTQIA+ people.`,
  },
  {
    id: 'scrum-master',
    half: 'tune',
    field: 'software',
    title: 'Scrum Master',
    company: 'Tōtara Digital Limited',
    skills: [
      // required
      'Scrum',
      'Agile',
      'Jira',
      'Sprint planning',
      'Retrospectives',
      'Kanban',
      'Certified ScrumMaster',
      // preferred
      'SAFe',
      'Confluence',
      'Government sector experience',
      // soft
      'Facilitation',
      'Coaching',
      'Conflict resolution',
      'Communication',
    ],
    text: `Scrum Master
Tōtara Digital Limited
Wellington CBD · Contract, 12 months with likely extension · $95 – $115 per hour

About us
- Kiwi-owned digital consultancy, 140 people
- We build and run services for central government and iwi organisations
- Teams of 6-9: devs, testers, designer, product owner, you

The gig
- Scrum Master for two cross-functional squads on a public-facing benefits platform
- Run sprint planning, daily stand-ups, reviews and retros
- Keep the Jira boards honest: backlog hygiene, clear definitions of done
- Track velocity, burn-ups and flow metrics; share them without fuss
- Remove blockers: chase dependencies across teams, escalate early
- Coach the product owner on backlog refinement and story slicing
- Help the squads experiment with Kanban for support work
- Keep the Confluence team pages and release notes current
- Take part in the quarterly PI planning with the wider programme

You
- 3+ years as a Scrum Master on software delivery teams
- CSM, PSM I or equivalent certification
- Solid grasp of Scrum and Kanban, and know when to bend the rules
- Hands-on with Jira (boards, filters, dashboards)
- Can run a retro that people actually want to come to
- Comfortable dealing with tension in a team and getting it sorted

Bonus points
- SAFe experience (SSM or SASM)
- Worked in or with NZ government agencies
- Confluence admin
- Some te reo Māori, or an understanding of Te Tiriti o Waitangi in digital services

Practical stuff
- Must have NZ citizenship or residency (government security clearance required)
- Office in Wellington CBD, 3 days on site, rest from home
- Start: February

Why Tōtara
- Good teams, interesting public-good work
- Learning budget, paid certifications
- Monthly whānau lunch

Apply with your CV and a couple of lines on the best retro you've ever run. No agencies please.

Tōtara Digital is an equal opportunity employer. We welcome applications from Māori and Pasifika candidates, women, disabled people and the rainbow community.`,
  },
  {
    id: 'solutions-architect',
    half: 'unseen',
    field: 'software',
    title: 'Senior Solutions Architect',
    company: 'Corrib Cloud Systems DAC',
    skills: [
      // required
      'Solutions architecture',
      'AWS',
      'Microservices',
      'API design',
      'Kubernetes',
      'Terraform',
      'Java',
      'System design',
      // preferred
      'AWS Certified Solutions Architect',
      'Kafka',
      'Payments industry',
      'TOGAF',
      // soft
      'Stakeholder management',
      'Communication',
      'Mentoring',
    ],
    text: `Corrib Cloud Systems builds the software that moves money for more than two hundred credit unions and smaller banks across Ireland, the UK and the Nordics. Our platform handles card authorisations, instant payments and account servicing for about six million people, and it has to be fast, secure and boringly reliable. We are an Irish company of 380 people, headquartered in Galway with an engineering hub in Dublin, and we have grown every year since our founding in 2011.

Over the next two years we are moving the last of our legacy services onto a modern, event-driven platform on AWS. To help lead that work we are hiring a Senior Solutions Architect to join our architecture group in Dublin. This is a hands-on role for someone who still enjoys reading code and drawing diagrams in equal measure, and who wants their decisions to shape a product used every day.

In this role you will take a business problem, usually from a product manager or a large client, and turn it into a design that our engineering squads can build. That means understanding the requirements in depth, weighing the trade-offs, writing the architecture decision records and then staying close to the teams as they build. You will design APIs and the boundaries between microservices, decide how data flows through Kafka and our other messaging systems, and make sure each solution meets our standards for security, resilience and cost. Most of our services are written in Java and Kotlin and run on Kubernetes (EKS), and our infrastructure is defined in Terraform, so you will need to be comfortable in all of those. You will review designs from other engineers, help squads through difficult technical decisions and represent engineering in conversations with clients' own architects and regulators.

We expect that you have worked as a senior engineer or architect for several years on large distributed systems, and that you have designed and delivered cloud-native solutions on AWS in production. You can explain a complicated design clearly to a board as well as to a developer, and you are at ease balancing the wishes of many different stakeholders. You care about growing the people around you and you enjoy mentoring engineers who want to move towards architecture.

It would be a strong plus if you hold the AWS Certified Solutions Architect – Professional certification, have worked in payments, banking or another regulated industry, or have some familiarity with an enterprise architecture framework such as TOGAF. Experience with event streaming at scale with Kafka is also very welcome.

What we offer: a salary in the range of €105,000 to €125,000 depending on experience, a 10% annual bonus, pension contribution of 8%, VHI health cover for you and your family, 25 days' annual leave, hybrid working with two days a week in our Grand Canal Dock office, and a yearly learning budget with time set aside to use it.

Corrib Cloud Systems DAC is an equal opportunities employer. We are committed to building a diverse team and we will gladly make reasonable accommodations at any stage of the process. Please tell us if you need any adjustments when you apply.

Title: Senior Solutions Architect · Location: Dublin (hybrid) · Type: Permanent, full-time`,
  },
  {
    id: 'pharmaceutical-sales-representative',
    half: 'tune',
    field: 'sales',
    title: 'Pharmaceutical Sales Representative',
    company: 'Veridane Therapeutics, Inc.',
    skills: [
      // required
      'Pharmaceutical sales',
      'B2B sales',
      'Territory management',
      "Bachelor's degree",
      'CRM',
      'Product presentations',
      "Valid driver's license",
      // preferred
      'Veeva CRM',
      'Cardiology',
      'Specialty pharmaceutical sales',
      // soft
      'Relationship building',
      'Communication',
      'Self-motivation',
      'Persuasion',
    ],
    text: `Sterling Peak Talent Partners is proud to be recruiting on behalf of our client, Veridane Therapeutics, Inc., a fast-growing specialty pharmaceutical company focused on cardiovascular and metabolic disease. Veridane recently received FDA approval for a new treatment for hypertrophic cardiomyopathy and is building out its field sales force ahead of the national launch.

Position: Pharmaceutical Sales Representative
Territory: Columbus, OH (covering central and southeast Ohio)
Compensation: Base salary $85,000 – $105,000 + incentive compensation (target $30,000) + company car
Type: Full-time, direct hire with Veridane

Summary
The Pharmaceutical Sales Representative is responsible for driving appropriate use of Veridane products by building relationships with cardiologists, nurse practitioners and cardiovascular clinic staff in an assigned territory. You will deliver approved clinical messages, plan and run your own territory, and work with managed markets and medical affairs colleagues to make sure patients can get access to therapy.

Responsibilities
- Call on cardiologists, electrophysiologists and their teams in offices, hospitals and clinics across the territory
- Deliver compliant, data-driven product presentations and in-office lunch programs
- Analyze territory data to set call plans and prioritize accounts
- Record all calls, samples and expenses accurately in the CRM (Veeva)
- Coordinate speaker programs and work with local hospital systems on formulary access
- Meet or exceed quarterly sales goals
- Stay current on clinical studies, competitor products and industry guidelines
- Follow all company policies and PhRMA Code requirements

Required qualifications
- Bachelor's degree
- At least 2 years of B2B sales experience with a proven record of meeting targets; pharmaceutical, medical device or other healthcare sales strongly preferred
- Valid driver's license and a safe driving record
- Ability to travel within the territory daily, with occasional overnight travel for training and meetings
- Proficiency with a CRM system and Microsoft Office

Preferred qualifications
- Specialty or buy-and-bill pharmaceutical sales experience
- Established relationships with cardiology practices in central Ohio
- Experience using Veeva CRM
- Launch experience

The ideal candidate
Builds trust quickly, listens more than talks, persuades with evidence, and is driven enough to run a territory without being told what to do every day. Strong written and verbal communication skills are a must.

Benefits
Medical, dental and vision insurance, 401(k) with 6% match, company car with personal use, cell phone and laptop, 20 days PTO plus holidays and a winter shutdown week.

To be considered, apply through Sterling Peak Talent Partners with your resume and a brag book if you have one. All submissions are confidential.

Veridane Therapeutics is an equal opportunity employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, national origin, age, disability, veteran status, or any other protected status.`,
  },
  {
    id: 'orchard-supervisor',
    half: 'unseen',
    field: 'agriculture',
    title: 'Orchard Supervisor',
    company: 'Kōwhai Valley Orchards Limited',
    skills: [
      // required
      'Orchard management',
      'Pruning',
      'Thinning',
      'Harvest management',
      'Staff supervision',
      'Health and safety',
      'Tractor operation',
      'Spray programs',
      // preferred
      'GrowSafe certificate',
      'RSE scheme',
      'Class 2 licence',
      'Forklift licence',
      // soft
      'Leadership',
      'Communication',
      'Reliability',
    ],
    text: `Orchard Supervisor
Hastings, Hawke's Bay
$30 - $34 per hour, plus seasonal bonus
Full time, permanent

Kōwhai Valley Orchards Limited grows apples and pears on 180 hectares across four blocks between Hastings and Havelock North. We export to Asia, Europe and North America and pack through a local co-op. Our permanent team of 22 is joined by up to 120 seasonal workers each year, including a large group of RSE workers from Vanuatu and Samoa who come back to us season after season.

We're looking for an Orchard Supervisor who can lead a team in the blocks all year round: through pruning in winter, thinning in spring and summer, and harvest from February to May.

What you'll do
- Plan and supervise daily work for crews of 10-30 people, including RSE and local seasonal staff
- Train workers in pruning, thinning, picking and quality standards, and check their work
- Keep harvest on track: set picking orders, manage bin flow and fruit quality, and liaise with the packhouse
- Run tractors and sprayers and help deliver the spray programme, keeping spray diaries accurate
- Record hours, pieces and quality for payroll
- Keep everyone safe: toolbox talks, hazard reporting, ladder and machinery safety
- Look after equipment, irrigation and frost protection as needed
- Work with the Orchard Manager on block planning and budgets

What we're looking for
- At least two seasons supervising staff in an orchard, vineyard or horticulture business
- Solid practical knowledge of pipfruit growing: pruning, thinning, crop load and harvest
- Confident on tractors and orchard machinery
- Strong understanding of health and safety on a working orchard
- GrowSafe certificate, or willingness to gain it in your first season
- Class 1 licence essential; Class 2 and a forklift licence would be great
- Experience working with RSE teams is a big plus

About you
You lead from the front, stay calm when the weather turns, and can give clear instructions to people whose first language isn't English. You turn up every day and your team knows they can count on you.

What's on offer
- Above-industry hourly rate plus a seasonal bonus tied to quality and safety
- Orchard ute for work use
- Paid training: GrowSafe, first aid, forklift and more
- Plenty of fruit and a good team barbecue at the end of harvest
- A long-term career path towards orchard management

Applicants must have the right to work in New Zealand. To apply, send your CV and cover letter via the Apply button, or give Hemi a call on the number in our listing.`,
  },
  {
    id: 'substation-technician',
    half: 'tune',
    field: 'energy',
    title: 'Substation Maintenance Technician',
    company: 'Bluegum Power Networks Pty Ltd',
    skills: [
      // required
      'Substation maintenance',
      'Electrical Licence',
      'High voltage switching',
      'Protection testing',
      'Circuit breakers',
      'Transformer maintenance',
      'Electrical fault finding',
      'Driver licence',
      // preferred
      'SCADA',
      'Omicron test sets',
      'Confined space',
      // soft
      'Safety awareness',
      'Teamwork',
      'Problem solving',
    ],
    text: `Bluegum Power Networks Pty Ltd | Substation Maintenance Technician | Ballarat VIC

Full time · Ongoing · Enterprise Agreement rates from $118,000 + super + on-call allowance

Who we are
Bluegum Power Networks owns and operates the electricity distribution network that keeps the lights on for 410,000 homes and businesses across western Victoria. Our 1,200 people build, maintain and operate more than 90 zone substations, thousands of kilometres of powerlines and an increasing number of grid batteries and solar connections.

About the role
Reporting to the Substation Maintenance Supervisor, you will keep our zone substations in the Ballarat and Ararat depots in safe, reliable working order. You will carry out planned and corrective maintenance on high voltage plant, test and commission equipment, and respond to faults as part of an on-call roster.

Key responsibilities
- Perform routine and corrective maintenance on 66kV and 22kV circuit breakers, transformers, disconnectors and tap changers
- Carry out HV switching and access permit duties under our Electrical Safety Rules
- Test protection relays and secondary systems with Omicron and Doble test equipment
- Fault find on AC and DC control circuits, battery systems and substation auxiliaries
- Complete maintenance records and defect reports in SAP PM
- Assist with commissioning of new substation plant and network batteries
- Work safely and help keep the team's safety performance at zero harm

What you'll need
- A Certificate III in Electrotechnology (Electrician) and a current Victorian Electrical Licence (A-Grade)
- Experience in substation maintenance, HV testing or protection within a utility or major industrial site
- Authorisation, or ability to obtain authorisation, for HV switching and issuing access permits
- Good understanding of circuit breakers, transformers and protection schemes
- A current manual driver licence
- Ability to take part in an after-hours on-call roster

Desirable
- Experience with SCADA and remote terminal units
- Confined space entry and working at heights tickets
- A trade-to-technical qualification such as a Diploma of Electrical Engineering

Your strengths
You put safety first every time, you work well in a small crew, and you enjoy solving a difficult fault that others have walked away from.

What's in it for you
- Enterprise Agreement pay and conditions, including a 36-hour week with a rostered day off every fortnight
- 11.5% superannuation, rising with service
- Company vehicle for on-call and work travel
- Funded training and genuine career paths into protection, commissioning or supervision
- Salary packaging, discounted health insurance and an employee assistance program

Applications close Sunday 23 March. Bluegum Power Networks is an equal opportunity employer and we encourage women, Aboriginal and Torres Strait Islander people and people with disability to apply. Successful applicants will undergo a pre-employment medical and police check.`,
  },
  {
    id: 'family-support-worker',
    half: 'unseen',
    field: 'social services',
    title: 'Family Support Worker',
    company: 'Thornbury Metropolitan Borough Council',
    skills: [
      // required
      'Family support',
      'Safeguarding children',
      'Case recording',
      'Parenting programmes',
      'Multi-agency working',
      'Level 3 qualification in children and young people',
      'Driving licence',
      'Enhanced DBS',
      // preferred
      'Signs of Safety',
      'Mosaic',
      'Triple P',
      // soft
      'Empathy',
      'Communication',
      'Resilience',
      'Organisation',
    ],
    text: `Thornbury Metropolitan Borough Council
Children's Services – Early Help and Family Support

Job title: Family Support Worker
Grade: SCP 17 - 22 (£29,093 - £31,067 per annum)
Hours: 37 per week, Monday to Friday with occasional evening work
Contract: Permanent
Location: Thornbury Family Hub, Market Street, with travel across the borough
Reference: CS/2207

Thornbury is a borough of contrasts: lively towns, close-knit former mining villages and some of the most deprived neighbourhoods in the North East. Our Early Help service works alongside families at the earliest sign of difficulty so that problems don't grow into crises, and we are proud that our last Ofsted inspection rated Children's Services as Good.

About the role
As a Family Support Worker you will hold a caseload of families with children from birth to 18, working with them in their homes, in schools and at the Family Hub. You will help parents build routines, manage behaviour, set boundaries, improve school attendance and connect with local services. Some families will be stepping down from social care; others will be referred by health visitors, schools or the police.

Main duties
- Carry out assessments with families and write clear, outcome-focused family plans
- Deliver one-to-one support and group parenting programmes such as Triple P and Incredible Years
- Recognise and respond to safeguarding concerns, following the council's procedures and escalating to social care when needed
- Work in partnership with schools, health visitors, housing, the police and voluntary organisations, and chair Team Around the Family meetings
- Keep accurate, timely case records on Mosaic
- Help families access benefits, housing support and community activities

Person specification – essential
- A Level 3 qualification in working with children, young people and families (or equivalent)
- At least one year's experience of supporting children and families in a social care, education, health or voluntary setting
- Sound knowledge of safeguarding and child protection procedures
- Excellent communication skills, written and spoken, including the ability to build trust with parents who may be wary of services
- Able to organise your own caseload and meet deadlines
- Full UK driving licence and access to a vehicle for work purposes

Desirable
- Experience of delivering an evidence-based parenting programme
- Familiarity with the Signs of Safety model
- Experience using Mosaic or a similar case management system

What we look for in you
Warmth, empathy and a non-judgemental approach; the resilience to work with families facing serious challenges; and a belief that every family can change.

This post is subject to an enhanced DBS check with a barred list check for children.

Benefits include membership of the Local Government Pension Scheme, 26 days' annual leave rising to 31 with service, flexible working, a cycle to work scheme and access to a staff wellbeing service.

Thornbury Metropolitan Borough Council is a Disability Confident Leader and guarantees an interview to disabled applicants who meet the essential criteria. We welcome applications from all sections of the community.

Closing date: 9 February. Interviews: week commencing 24 February.`,
  },
  {
    id: 'merchandise-planner',
    half: 'tune',
    field: 'retail',
    title: 'Merchandise Planner',
    company: 'Hollins & Grey',
    skills: [
      // required
      'Merchandise planning',
      'Range planning',
      'Open-to-buy',
      'Stock allocation',
      'Sales forecasting',
      'Microsoft Excel',
      'Retail analytics',
      'Margin management',
      // preferred
      'Oracle Retail',
      'Power BI',
      'Fashion retail',
      // soft
      'Commercial awareness',
      'Attention to detail',
      'Communication',
    ],
    text: `Hollins & Grey started in 1984 as a single menswear shop on Bold Street in Liverpool. Forty years on, we are a British lifestyle brand with 62 stores across the UK and Ireland, a fast-growing website and a loyal following for our knitwear, outerwear and homeware. We design everything in-house, work with a small group of long-standing manufacturers, and still believe that great retail is about the right product, in the right place, at the right time.

That's where our merchandising team comes in. We're looking for a Merchandise Planner to join our Head Office in Liverpool and take ownership of planning for our womenswear knitwear and jersey categories, worth about £28m a year.

Merchandise Planner
Liverpool L1 · Hybrid (three days in the office) · Permanent, full time
£38,000 - £44,000 + bonus

What you'll be doing
- Building seasonal range plans and sales, stock and margin budgets with the Senior Merchandiser and Buying team
- Managing open-to-buy and phasing intake so we land the right stock at the right time
- Allocating stock to stores and online by store grade, and managing replenishment and transfers
- Forecasting sales weekly at option level, and reacting quickly to trends by chasing winners and acting on slow sellers
- Planning promotions and markdowns to protect margin and clear stock cleanly
- Producing weekly trading reports and presenting insight at the Monday trade meeting
- Working closely with buyers, the supply chain team and store operations

What you'll need
- At least two years' experience as an assistant merchandiser, allocator or planner in retail, ideally fashion or lifestyle
- Strong Excel skills: large data sets, pivot tables, lookups and building your own tools
- A numbers-led approach, with the ability to turn data into clear trading actions
- Good understanding of open-to-buy, margin and stock cover
- Experience with a merchandise planning or allocation system; we use Oracle Retail
- Power BI or similar reporting tools would be a bonus

About you
You're commercially minded and love a good trading conversation. You're meticulous with detail and confident speaking up with the buyers when the numbers tell a different story. You enjoy working in a friendly, fast-paced team.

Perks
- Annual company bonus
- 30% staff discount across all our brands
- 25 days' holiday plus bank holidays, and an extra day for your birthday
- Contributory pension scheme
- Cycle to work scheme and season ticket loan
- Friday afternoon finishes in August

At Hollins & Grey we value difference and aim to build teams that reflect our customers. If you need any adjustments during the application process, please let our People team know.

Apply with your CV and a short note telling us which of our products you would never discount.`,
  },
  {
    id: 'press-brake-operator',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Press Brake Operator',
    company: 'Midwest Enclosure Fabricators LLC',
    skills: [
      // required
      'Press brake operation',
      'Blueprint reading',
      'Sheet metal fabrication',
      'Precision measuring tools',
      'Press brake setup',
      'Forklift operation',
      'GD&T',
      // preferred
      'CNC programming',
      'Amada',
      'Trumpf',
      'Lean manufacturing',
      // soft
      'Attention to detail',
      'Reliability',
      'Teamwork',
    ],
    text: `Midwest Enclosure Fabricators LLC
Press Brake Operator – 2nd Shift
Cedar Rapids, IA 52404
$23.00 – $29.50/hr + $1.50/hr shift premium
Full-time, Monday – Thursday, 3:00 PM – 1:30 AM

Midwest Enclosure Fabricators builds custom steel and aluminum electrical enclosures, control panels and cabinets for industrial customers across the country. We are a 140-person, family-owned shop and we're adding press brake capacity to keep up with demand.

Position summary
Set up and operate CNC press brakes to form precision sheet metal parts from prints, meeting quality and production targets.

Requirement: High school diploma or GED
Requirement: 2+ years operating press brakes in a sheet metal fabrication environment
Requirement: Ability to read and interpret blueprints, including GD&T callouts and bend notes
Requirement: Ability to set up press brakes independently – selecting and installing tooling, setting back gauges and running first-piece inspection
Requirement: Skilled with calipers, micrometers, protractors and height gauges
Requirement: Forklift certification, or able to be certified within 30 days
Requirement: Ability to lift 50 lbs and stand for a full shift
Preferred: Experience programming bends at the control (Amada, Trumpf or Accurpress)
Preferred: Familiarity with lean manufacturing and 5S
Preferred: Experience with stainless and aluminum

Duties
- Review work orders and prints; plan bend sequences to avoid collisions and keep parts within tolerance
- Set up tooling and run production on CNC press brakes up to 12 ft / 230 tons
- Inspect parts against the print and record measurements on inspection sheets
- Make offsets and adjustments to hold tolerances through the run
- Move material and finished parts with forklift and overhead crane
- Keep work area clean and organized and follow all safety rules, including lockout/tagout
- Help train newer operators

What we need from you
Careful attention to detail on every part, showing up on time every shift, and being someone the rest of the team can depend on.

Pay and benefits
- $23.00 – $29.50/hour based on skill level, plus $1.50 second-shift premium
- Four 10-hour days, three-day weekends every week
- Quarterly attendance bonus
- Medical, dental, vision – company pays 80% of employee premiums
- 401(k) with 4% match, fully vested after one year
- Paid holidays and PTO starting at 80 hours
- Tool and safety glasses allowance

How to apply: apply online or stop by the shop office at 2200 Industrial Parkway SW, Monday–Friday 8–4, to fill out an application. Walk-in interviews on Tuesdays.

Midwest Enclosure Fabricators LLC is an Equal Opportunity Employer. Offers are contingent upon a drug screen and background check.`,
  },
  {
    id: 'sub-editor',
    half: 'tune',
    field: 'media',
    title: 'Sub-Editor',
    company: 'Harbourline Media Group',
    skills: [
      // required
      'Sub-editing',
      'Copy editing',
      'Headline writing',
      'Proofreading',
      'Style guide',
      'Content management systems',
      'Media law',
      'SEO',
      // preferred
      'Adobe InDesign',
      'WordPress',
      'Journalism degree',
      // soft
      'Attention to detail',
      'Working under pressure',
      'Teamwork',
    ],
    text: `Harbourline Media Group is hiring a Sub-Editor for its Sydney newsroom.

Harbourline publishes The Coastal Courier, six community mastheads across the Central Coast and Hunter, and a network of news websites that reach 1.4 million readers each month. We are an independent, Australian-owned publisher that still believes in local journalism, and our newsroom of 70 journalists, photographers and editors works across print and digital every day.

About the role
Sub-Editor
Surry Hills, NSW · Full-time (38 hours, rotating shifts including some weekends and evenings)
Salary: $85,000 – $95,000 plus superannuation, under the MEAA Journalists Award

Our subs are the last line of defence before a story reaches readers. You will work on the central production desk, editing copy from our reporters for accuracy, clarity, tone and length, and making sure every story is legally safe and follows the Harbourline style guide.

Your day will include
- Editing and checking news, sport and feature copy for print and online
- Writing sharp headlines, standfirsts and captions, and search-friendly headlines and metadata for the web
- Proofreading pages and fixing errors before deadline
- Laying out pages in InDesign when needed
- Publishing and updating stories in our content management system and WordPress sites
- Flagging defamation, contempt and privacy risks to the editor and our lawyers
- Working with reporters to improve stories and fact-check claims

What you'll bring
- At least two years' experience as a sub-editor, copy editor or in a similar production role in a newsroom
- Excellent grammar, spelling and command of the English language
- A working knowledge of media law, especially defamation and contempt
- Experience with a newsroom CMS and good understanding of SEO for news
- Ability to stay calm and accurate with several deadlines landing at once
- A degree in journalism, communications or a related field is preferred
- Experience with Adobe InDesign and WordPress is a plus

About you
You notice things other people miss. You love a clever headline but never at the expense of accuracy. You work well with reporters and editors, and you know when to push back on a story and when to let it run.

What we offer
- Award-plus salary and annual leave loading
- Nine-day fortnight option after six months
- Inner-city office close to Central Station
- Training in digital production and media law
- Free subscriptions to all our mastheads

To apply, send your CV and a cover letter explaining why you'd be a great fit, along with three examples of headlines you are proud of. Applications close 14 March.

Harbourline Media Group is an equal opportunity employer and welcomes applications from people of all backgrounds, including Aboriginal and Torres Strait Islander people and people from culturally and linguistically diverse communities.`,
  },
  {
    id: 'residential-appraiser',
    half: 'unseen',
    field: 'real estate',
    title: 'Certified Residential Appraiser',
    company: 'Brightwater Valuation Group, Inc.',
    skills: [
      // required
      'Residential appraisal',
      'Certified Residential Appraiser license',
      'USPAP',
      'Comparable sales analysis',
      'Fannie Mae guidelines',
      'Appraisal software',
      'Property inspection',
      'Report writing',
      // preferred
      'FHA appraisals',
      'TOTAL',
      'Complex properties',
      // soft
      'Attention to detail',
      'Time management',
      'Independence',
      'Customer service',
    ],
    text: `Brightwater Valuation Group, Inc. has grown from a two-person appraisal office into one of the most respected residential valuation firms in the Carolinas. We complete about 9,000 appraisals a year for lenders, appraisal management companies, attorneys and private clients, and we have built our name on accurate, well-supported reports delivered on time.

We are adding staff appraisers to keep up with demand in the Charlotte metro and the surrounding counties, and we would like to hear from licensed professionals who want steady volume without having to find it themselves.

Job title: Certified Residential Appraiser
Location: Charlotte, NC (field-based, covering Mecklenburg, Union, Cabarrus and Gaston counties)
Employment type: Full-time, W-2 with salary plus production pay
Pay: $75,000 – $120,000 per year depending on volume

What you'll do
- Inspect and measure single-family homes, condominiums and small multi-family properties, taking photos and notes on condition and quality
- Research and analyze comparable sales, listings and market trends using MLS and public records
- Complete appraisal reports on Fannie Mae and Freddie Mac forms (1004, 1073, 1025) and FHA/VA assignments
- Reconcile the sales comparison, cost and income approaches as appropriate and support every adjustment
- Respond to reviewer questions and reconsideration of value requests professionally and promptly
- Manage your own schedule to meet turn-time requirements, usually five business days
- Keep work files that meet USPAP record-keeping rules

What we require
- An active North Carolina Certified Residential Appraiser license in good standing (Licensed Residential considered for some assignments)
- At least two years of residential appraisal experience
- Thorough knowledge of USPAP and of Fannie Mae, Freddie Mac, FHA and VA appraisal guidelines
- Proficiency with appraisal software; we use a la mode TOTAL and provide the license
- A reliable vehicle, valid driver's license and auto insurance
- E&O insurance (we reimburse the premium)

Preferred
- FHA roster approval
- Experience with complex, rural or high-value properties
- Knowledge of the Charlotte area housing market

You will thrive here if you are detail-oriented, manage your time well, can work independently in the field, and treat homeowners, agents and lenders with courtesy.

What we offer
- Guaranteed base salary plus per-report production pay
- Steady order flow from our established client list, no marketing required
- Mileage reimbursement, phone stipend and laptop
- Health and dental insurance, 401(k) with match
- Paid continuing education and license renewal fees
- Support from in-house reviewers and a trainee program if you want to supervise

To apply, email your resume and a copy of your license, or apply through our website. Brightwater Valuation Group is an equal opportunity employer.`,
  },
  {
    id: 'first-officer',
    half: 'tune',
    field: 'transport',
    title: 'First Officer, Dash 8-400',
    company: 'Northern Lakes Airways Ltd.',
    skills: [
      // required
      'Commercial Pilot Licence',
      'Multi-engine instrument rating',
      'Category 1 medical',
      'Crew resource management',
      'Flight planning',
      'Standard operating procedures',
      'Radio communication',
      // preferred
      'Airline Transport Pilot Licence',
      'Dash 8 type rating',
      'Turboprop experience',
      'French',
      // soft
      'Teamwork',
      'Decision making',
      'Situational awareness',
    ],
    text: `Careers at Northern Lakes Airways

Northern Lakes Airways Ltd. connects 19 communities across northern Ontario and Manitoba with scheduled passenger, cargo and medevac charter flights. From our main base in Thunder Bay we operate a fleet of Dash 8-400 and Dash 8-100 aircraft, and in many of the places we serve we are the only year-round link to the rest of the country. We are proud of our safety culture, our on-time performance in some of Canada's toughest weather, and a team that feels more like a family than an airline.

As our network grows we are looking for pilots to join us in the right seat.

Position: First Officer, Dash 8-400
Base: Thunder Bay, ON (YQT)
Status: Full-time, permanent
Starting pay: $72,000 per year (year-one FO scale), with guaranteed minimum hours, per diem and annual increments
Type rating: Company-paid Dash 8-400 initial type rating and training

Responsibilities
- Assist the Captain in the safe operation of the aircraft according to Transport Canada regulations and company standard operating procedures
- Complete flight planning, weight and balance and performance calculations
- Perform pre-flight inspections and checks, and act as pilot flying or pilot monitoring
- Handle radio communications with ATC and company dispatch
- Apply crew resource management principles in every phase of flight
- Provide excellent customer service to passengers, many of whom are travelling for medical appointments
- Take part in recurrent training, line checks and company safety programs

Minimum requirements
- Canadian Commercial Pilot Licence with multi-engine and Group 1 instrument ratings
- Valid Transport Canada Category 1 medical
- 1,000 total flight hours, including at least 250 multi-engine hours
- Completion of the written ATPL exams (SAMRA and SARON) or a valid ATPL
- Eligible to work in Canada and to hold a Transport Canada Restricted Area Identity Card
- Valid passport

Assets
- Airline Transport Pilot Licence
- Previous Dash 8 type rating or turboprop experience in a 705 operation
- Northern or remote operations experience
- Ability to communicate in French

The right candidate works well in a two-person crew, makes sound decisions under pressure and keeps a clear picture of what is going on around the aircraft at all times.

Benefits
- Health, dental, vision and life insurance from day one
- Defined contribution pension with company match
- Standby travel for you and your family
- Seniority-based bidding for schedules and upgrades
- Upgrade to Captain typically within three to four years

Apply online with your resume, a copy of your licence and medical, and a summary of your flight hours. Shortlisted candidates will be invited to a simulator assessment and interview in Thunder Bay.

Northern Lakes Airways is an equal opportunity employer and welcomes applications from Indigenous peoples, women, persons with disabilities and members of visible minorities.`,
  },
  {
    id: 'gas-service-technician',
    half: 'unseen',
    field: 'utilities',
    title: 'Gas Service Technician',
    company: 'Prairie Crossing Gas Co-operative Ltd.',
    skills: [
      // required
      'Gas fitting',
      'Class A Gas Fitter certificate',
      'Appliance servicing',
      'Leak detection',
      'Meter installation',
      'Gas code',
      'Troubleshooting',
      "Class 5 driver's licence",
      // preferred
      'Electrical controls',
      'Refrigeration',
      'Journeyman Plumber',
      // soft
      'Customer service',
      'Safety awareness',
      'Independent work',
    ],
    text: `Posted: 2 weeks ago · Job ID 10927 · Apply by: open until filled

Prairie Crossing Gas Co-operative Ltd. is a member-owned natural gas utility delivering safe, affordable energy to about 21,000 farms, homes and businesses across south-central Alberta. We operate more than 6,800 km of distribution pipeline and have served our members since 1972. Our people live in the communities we serve, and that shapes how we do everything.

We're hiring a
Gas Service Technician
Location: Olds, AB (service area includes Olds, Didsbury, Sundre and surrounding rural areas)
Employment type: Full-time permanent, 40 hours per week plus on-call rotation
Compensation: $42.50 – $51.80 per hour, plus on-call pay and overtime

What you will do
As a Gas Service Technician you will be the face of the co-op in our members' homes, farms and businesses. You will respond to gas odour calls and emergencies, investigate and repair leaks on customer service lines and meter sets, install and change out meters and regulators, and light and check appliances after outages or new connections. Day to day you will:
- Respond to emergency calls, including gas odours, carbon monoxide alarms, line hits and outages, any time of day as part of the on-call rotation
- Perform leak surveys and pinpoint leaks using combustible gas indicators and other detection equipment
- Install, test and maintain meter sets, regulators and service risers
- Inspect, adjust and safely restart furnaces, boilers, water heaters and commercial appliances
- Troubleshoot electrical controls and ignition systems on gas appliances
- Make sure every installation complies with the CSA B149.1 Natural Gas and Propane Installation Code and Alberta regulations
- Explain what you found to members clearly and professionally, and complete work orders on a rugged tablet

What you need
- Alberta Class A Gas Fitter certificate (or interprovincial equivalent)
- At least three years of residential and light commercial gas service experience
- Strong knowledge of the B149 code and of safe gas handling
- Good troubleshooting skills on appliances and controls
- Valid Class 5 driver's licence with a clean abstract
- Ability to work outdoors in all weather and in confined areas such as crawl spaces

Nice to have
- Journeyman Plumber or Refrigeration Mechanic ticket
- Experience with a gas distribution utility
- Electrical controls training

The kind of person we're looking for
Someone who puts safety first, stays calm with an anxious homeowner at 2 a.m., works well on their own and takes pride in leaving every site better than they found it.

Why join us
- Co-op pension plan with 8% employer contribution
- Full health, dental and vision benefits
- Company truck, tools, uniforms and boot allowance
- Annual member patronage share for employees
- Paid training and certification upgrades

Prairie Crossing Gas Co-operative is an equal opportunity employer. All applicants will be subject to a driver's abstract and a criminal record check.`,
  },
  {
    id: 'optometrist',
    half: 'tune',
    field: 'healthcare',
    title: 'Optometrist',
    company: 'Pōhutukawa Eyes Limited',
    skills: [
      // required
      'Optometry',
      'Eye examinations',
      'Optometrist registration',
      'Therapeutic prescribing',
      'Contact lens fitting',
      'OCT',
      'Retinal imaging',
      'Patient care',
      // preferred
      'Myopia control',
      'Diabetic retinal screening',
      'Optomate',
      // soft
      'Communication',
      'Empathy',
      'Teamwork',
    ],
    text: `ClearView Optical – Tauranga Crossing
Franchise store owned and operated by Pōhutukawa Eyes Limited

We're looking for an Optometrist to join our practice

Full time (part-time considered) · Tauranga, Bay of Plenty · $120,000 – $145,000 + bonus

Our practice
Pōhutukawa Eyes Limited owns and runs the ClearView Optical franchise at Tauranga Crossing, a busy store with two consulting rooms, a dedicated pre-test area and a friendly team of eight: two optometrists, four optical assistants, a dispenser and a practice manager. We see a wide range of patients, from school children to retirees, and we are known locally for taking time with people and explaining things properly.

The role
You will carry out comprehensive eye examinations for patients of all ages, prescribe glasses and contact lenses, manage and co-manage eye disease, and help grow our specialty services.
- Conduct full eye examinations, including refraction, binocular vision and ocular health assessment
- Use OCT, widefield retinal imaging and visual field testing to detect and monitor glaucoma, macular degeneration and diabetic eye disease
- Prescribe therapeutic medicines within your scope and manage anterior eye conditions
- Fit and aftercare soft, toric, multifocal and orthokeratology contact lenses
- Deliver myopia control programmes for children
- Refer to and co-manage with ophthalmologists and the local DHB eye clinic
- Keep clinical records up to date in our practice management system, Optomate

What you'll need
- A degree in optometry and current registration with the Optometrists and Dispensing Opticians Board of New Zealand, with an annual practising certificate
- Therapeutic prescribing endorsement (TPA)
- Comfort with OCT, retinal photography and visual fields
- Confidence fitting a wide range of contact lenses
- New graduates are welcome to apply; we offer a structured mentoring programme

Desirable
- Experience in myopia control
- Accreditation for diabetic retinal screening
- Experience using Optomate

About you
You are warm and patient with people, explain findings clearly, and enjoy working closely with a small team where everyone pitches in.

What we offer
- A competitive salary and a quarterly bonus
- Paid annual practising certificate and professional membership fees
- CPD allowance and paid study leave
- Modern equipment and no pressure to upsell
- Four weeks' annual leave, with no Sundays
- Relocation support for the right person – Tauranga has beaches, Mount Maunganui and a great lifestyle

To apply, please send your CV and cover letter through the Apply button. For a confidential chat, contact our practice manager, Aroha.

All applicants must have the right to live and work in New Zealand. Pōhutukawa Eyes Limited is an independently owned franchise of ClearView Optical NZ.`,
  },
  {
    id: 'personal-trainer',
    half: 'unseen',
    field: 'personal services',
    title: 'Personal Trainer',
    company: 'Ironridge Fitness Group LLC',
    skills: [
      // required
      'Personal training',
      'NASM certification',
      'CPR/AED',
      'Fitness assessments',
      'Exercise programming',
      'Strength training',
      'Sales',
      // preferred
      'Nutrition coaching',
      'Group fitness instruction',
      'Kinesiology degree',
      // soft
      'Motivation',
      'Customer service',
      'Communication',
      'Accountability',
    ],
    text: `PULSEFORGE FITNESS – Boise, Idaho locations
Independently owned and operated by Ironridge Fitness Group LLC, a PulseForge franchisee

Love fitness? Love people? Make it your career.

Ironridge Fitness Group owns and operates four PulseForge Fitness clubs in the Boise and Meridian area, each open 24/7 with a full strength floor, functional training turf and a busy personal training department. We are hiring certified trainers for our Eagle Road and Overland Road clubs.

Personal Trainer
Full-time or part-time · $20/hr base + session pay + commission (full-time trainers typically earn $48,000 – $70,000 a year)

What you'll do
- Run complimentary fitness assessments with new members, assessing posture, movement, body composition and goals
- Design safe, progressive exercise programs for clients, from weight loss beginners to experienced lifters and older adults
- Coach one-on-one and small-group sessions with a focus on strength training and correct technique
- Sell personal training packages to new and existing members and hit monthly sales goals
- Keep clients accountable with check-ins, progress tracking and goal reviews in our club app
- Help keep the training floor clean, safe and welcoming
- Take part in club events, challenges and the occasional group class

What you need
- A nationally accredited personal training certification (NASM, ACE, ACSM or NSCA); NASM-CPT preferred
- Current CPR/AED certification
- Strong knowledge of exercise science, anatomy and program design
- Comfort with selling: you believe in what you offer and you can ask for the sale
- Availability for early mornings, evenings and some weekends

Bonus points
- A degree in kinesiology, exercise science or a related field
- Nutrition coaching certification
- Group fitness instruction experience

Who thrives here
Trainers who motivate people without shouting at them, hold their clients (and themselves) accountable, and treat every member with great customer service, whether they are a client or not. You communicate clearly and you want to build a real book of business.

What we offer
- Base pay plus session rate and commission, paid every two weeks
- Leads from new member sign-ups, no cold calling
- Free club membership for you and a family member
- Paid continuing education credits and NASM specialization discounts
- Health insurance and PTO for full-time trainers
- A path to Fitness Manager within our four clubs

Ready to apply? Click Apply now and upload your resume and a copy of your certifications. Interviews include a short practical session, so bring your gym gear.

Ironridge Fitness Group LLC is an equal opportunity employer. Each PulseForge Fitness club is independently owned and operated; this position is with Ironridge Fitness Group LLC and not with PulseForge Franchising, Inc.`,
  },
  {
    id: 'dog-groomer',
    half: 'tune',
    field: 'personal services',
    title: 'Dog Groomer',
    company: 'Waggle & Co Pet Grooming',
    skills: [
      // required
      'Dog grooming',
      'Breed-standard clips',
      'Scissoring',
      'Bathing and drying',
      'Nail clipping',
      'Animal handling',
      'Clipper maintenance',
      // preferred
      'Certificate III in Companion Animal Services',
      'Cat grooming',
      'Salon management software',
      // soft
      'Patience',
      'Customer service',
      'Time management',
    ],
    text: `Dog Groomer – Waggle & Co Pet Grooming – Fremantle WA
Part time or full time | $30 – $36 p/h + super + tips
Seek listing posted 5 days ago

Waggle & Co is a small, busy salon in South Fremantle. Two tables, two bath stations, a lot of regulars and a waiting list. Our senior groomer is going on parental leave and we're growing, so we need another experienced groomer.

The job
- Full grooms on all breeds: poodles and oodles, terriers, spaniels, double coats, the occasional show dog
- Breed-standard and pet trims, including hand scissoring and finishing
- Bath, blow dry, brush-out, de-shedding
- Nails, ears, hygiene trims
- Handling nervous, elderly and reactive dogs calmly and safely
- Looking after clippers and blades (cleaning, oiling, sending for sharpening)
- Talking to owners at drop-off and pick-up, and being honest about matting and coat condition
- Booking and notes in our salon software (training provided)
- Keeping the salon clean and hygienic

Must have
- At least 2 years' grooming in a salon or mobile business
- Confident with scissors and clippers on all coat types
- Able to groom 6-8 dogs a day to a high standard
- Gentle, patient handling
- Physically fit: lifting dogs up to 30 kg with a lift table

Good to have
- Certificate III in Companion Animal Services or a grooming course certificate
- Cat grooming experience
- Experience with a salon booking system

You'll get on well here if
- You're patient with dogs and owners
- You keep to time without rushing the dog
- You like a chatty, dog-mad team

What's in it
- Above-award hourly rate and tips
- Tuesday to Saturday, 7:30 – 3:30 (no late nights)
- Hydraulic tables, force dryers and good tools supplied
- Paid grooming workshops twice a year
- Bring your own dog to work (if they're chill)

How to apply
Apply now with your resume and 3-5 before-and-after photos of your work. Shortlisted groomers will do a paid trial groom.

Only applicants with full working rights in Australia will be considered.

Apply now   Save job   Report this ad`,
  },
  {
    id: 'court-interpreter',
    half: 'unseen',
    field: 'legal',
    title: 'Court Interpreter (Spanish)',
    company: 'Superior Court of California, County of Sierra Madre',
    skills: [
      // required
      'Court interpreting',
      'Spanish',
      'Certified Court Interpreter',
      'Simultaneous interpretation',
      'Consecutive interpretation',
      'Sight translation',
      'Legal terminology',
      'Interpreter ethics',
      // preferred
      'Federal court interpreter certification',
      'Medical terminology',
      // soft
      'Confidentiality',
      'Professionalism',
      'Active listening',
    ],
    text: `SUPERIOR COURT OF CALIFORNIA, COUNTY OF SIERRA MADRE
Human Resources Division – Employment Opportunity

COURT INTERPRETER (SPANISH)
Job Code: 5620   Bargaining Unit: Court Interpreters (Region 3)
Salary: $48.21 – $58.59 hourly ($100,577 – $122,240 annually)
Filing Deadline: Continuous; applications reviewed on the 1st and 15th of each month
Location: Hall of Justice, San Gabriel, and other courthouses within the County as assigned

THE COURT
The Superior Court of Sierra Madre County serves a population of nearly 800,000 from five courthouses, handling about 250,000 filings a year in criminal, civil, family, juvenile, probate and traffic matters. More than a third of our court users speak a language other than English, and our interpreters are essential to fair and equal access to justice.

THE POSITION
Under general supervision of the Interpreter Services Supervisor, Court Interpreters provide interpretation between English and Spanish for defendants, parties and witnesses in court proceedings and related settings. This is a full-time, permanent position.

EXAMPLES OF DUTIES
- Interpret in the simultaneous mode for non-English-speaking defendants and parties during arraignments, hearings, trials and sentencings
- Interpret in the consecutive mode for witness testimony and attorney-client conferences
- Sight translate documents such as plea forms, probation reports, minute orders and restraining orders
- Interpret for court-ordered programs, mediation and self-help services as assigned
- Maintain strict impartiality and confidentiality and follow the Professional Standards and Ethics for California Court Interpreters
- Research legal and technical terminology and maintain glossaries
- Travel between courthouses as assignments require

MINIMUM QUALIFICATIONS
Certification: Must be certified by the Judicial Council of California as a Certified Court Interpreter in Spanish, in good standing, at the time of application. Proof of certification and current enrollment on the Judicial Council master list is required.
Knowledge of: legal terminology and court procedure in English and Spanish; the California Rules of Court relating to interpreters; the code of ethics for court interpreters.
Ability to: interpret accurately and completely in all three modes; keep up with fast-paced proceedings; listen closely and retain long passages; maintain a professional demeanor in emotionally charged situations.

DESIRABLE QUALIFICATIONS
- Federal Court Interpreter Certification
- Experience interpreting in medical or mental health settings
- Prior experience in a California trial court

SELECTION PROCESS
Applications will be screened for minimum qualifications. Qualified candidates will be invited to an oral interview, which may include a practical interpreting exercise. Candidates must pass a background investigation including fingerprinting before appointment.

BENEFITS
The Court offers medical, dental and vision plans, CalPERS retirement, 13 paid holidays, vacation and sick leave, a deferred compensation plan with Court match, and professional development reimbursement for continuing education required to maintain certification.

HOW TO APPLY
Submit an online application and a copy of your Judicial Council certification through the Court's website. Résumés alone will not be accepted.

The Superior Court of California, County of Sierra Madre is an equal opportunity employer and does not discriminate on the basis of any protected characteristic. Applicants needing accommodation during the selection process should contact Human Resources.`,
  },
  {
    id: 'exploration-geologist',
    half: 'tune',
    field: 'science',
    title: 'Exploration Geologist',
    company: 'Redstone Range Minerals Ltd',
    skills: [
      // required
      'Exploration geology',
      'Geological mapping',
      'Core logging',
      'Drilling supervision',
      'Geological data management',
      'Leapfrog',
      'QGIS',
      'Geoscience degree',
      // preferred
      'JORC Code',
      'Structural geology',
      'Gold exploration',
      '4WD licence',
      // soft
      'Teamwork',
      'Communication',
      'Adaptability',
    ],
    text: `Redstone Range Minerals Ltd is an ASX-listed explorer and emerging gold producer with a portfolio of tenements covering more than 2,400 square kilometres of the Eastern Goldfields of Western Australia. Over the past three years our drilling has turned a handful of historic workings into a growing resource, and we are now advancing our flagship project towards a mining decision while continuing to explore a pipeline of regional targets. Our exploration team is small, close-knit and busy, and we are looking for an Exploration Geologist to join us on a fly-in fly-out roster from Perth.

The position is based at our exploration camp near Leonora on an 8 days on, 6 days off roster, with flights from Perth provided. On site, you will spend much of your time looking after reverse circulation and diamond drilling programs: marking out holes, supervising the drill crews, making sure samples are collected properly and on time, and logging chips and core in detail. You will carry out geological mapping and rock chip sampling on regional targets, help plan and interpret soil geochemistry programs, and keep the team's geological database accurate and complete. Back in the Perth office during some swings, you will build and update three-dimensional geological models in Leapfrog, prepare maps and sections in QGIS, and contribute to target generation, drill hole planning and internal reports. As the project moves closer to a resource update, you will help with the quality assurance and quality control work that underpins reporting under the JORC Code.

We would like to hear from geologists with a degree in geology or geoscience and at least two years' experience in mineral exploration, ideally on gold projects in the Yilgarn. You should be confident logging RC chips and diamond core, comfortable supervising drilling, and disciplined about data: sample numbering, QAQC and database entry are as important to us as finding the next ore body. Experience with Leapfrog and QGIS (or MapInfo) is expected. A good understanding of structural geology is highly regarded, as is familiarity with reporting standards under the JORC Code. You will need a current manual driver's licence and be confident driving four-wheel-drive vehicles on remote tracks; a 4WD course certificate and a first aid certificate would be an advantage.

Just as important is how you work. Our camp is remote and the team is small, so we need people who get on with others, communicate clearly with drillers, field assistants and senior geologists, and adapt when plans change because of weather, rig breakdowns or new results. If you are curious, enjoy time in the field and want to be part of taking a project from discovery towards production, we would love to hear from you.

In return we offer a salary package of $130,000 to $155,000 plus superannuation, depending on experience, together with participation in the company's long-term incentive plan. Fly-in fly-out flights from Perth, quality camp accommodation and meals are provided, and we support professional development, including AusIMM or AIG membership and conference attendance.

Applicants must hold Australian working rights and will be required to complete a pre-employment medical and drug and alcohol test.

To apply, send your CV and a short cover letter to our exploration manager through the link below. Applications close on 28 February.

Redstone Range Minerals Ltd is an equal opportunity employer.`,
  },
  {
    id: 'aged-care-worker',
    half: 'unseen',
    field: 'social services',
    title: 'Personal Care Worker, Residential',
    company: 'Wattle Grove Aged Care Ltd',
    skills: [
      // required
      'Personal care',
      'Aged care',
      'Certificate III in Individual Support',
      'Manual handling',
      'Dementia care',
      'Medication assistance',
      'Infection control',
      'NDIS Worker Screening Check',
      // preferred
      'First Aid certificate',
      'Palliative care',
      'Care documentation',
      // soft
      'Compassion',
      'Patience',
      'Communication',
      'Teamwork',
    ],
    text: `We care about the people who care.

Wattle Grove Aged Care Ltd is a not-for-profit, community-owned provider that has looked after older people in Toowoomba and the Darling Downs for more than 45 years. Our three residential homes are home to 260 residents, and our home care team supports hundreds more to live well in their own homes. We are proud of our warm, homelike care, our strong accreditation record and our staff, many of whom have been with us for over a decade.

Personal Care Worker – Residential
Wattle Grove Westbrook, Toowoomba QLD
Permanent part time (48–64 hours per fortnight) and casual positions available
$31.85 – $33.70 per hour plus penalty rates and salary packaging

About the role
As a Personal Care Worker you will support residents with daily living in a way that respects their dignity, choice and independence. You'll be part of a team led by Registered Nurses and work across morning, afternoon and night shifts, including weekends.

What you will do
- Assist residents with showering, dressing, continence care, grooming and eating
- Help residents move safely using correct manual handling techniques and equipment such as hoists and slide sheets
- Support residents living with dementia with patience, reassurance and meaningful activities
- Assist with medications from blister packs as directed by the RN
- Follow infection prevention and control procedures
- Record care delivered and changes in residents' condition accurately in our electronic care system
- Support residents and families with compassion at the end of life
- Build genuine relationships with residents and work as part of the care team

About you
Essential:
- Certificate III in Individual Support (Ageing) or Certificate III in Aged Care, or currently studying
- Previous experience in aged care, disability or a similar care setting
- Current manual handling training (we will provide refresher training)
- NDIS Worker Screening Check or willingness to obtain one
- Up-to-date influenza vaccination as required by Queensland Health
- Ability to work a rotating roster

Desirable:
- Current first aid and CPR certificate
- Experience in dementia or palliative care
- Experience with electronic care documentation

Most of all, you have a kind heart, patience with people, and the ability to communicate clearly with residents, families and colleagues. You're a team player who shows up for your colleagues.

Why work with us
- Salary packaging up to $15,900 to boost your take-home pay
- Paid training and support to move into medication competency, leadership or nursing
- Uniforms supplied and free on-site parking
- Employee assistance program and a strong wellbeing focus
- Staff recognition awards and social events

How to apply
Click Apply and upload your resume and a short cover letter. For more information, call our recruitment team.

Wattle Grove Aged Care is an equal opportunity employer. We encourage applications from Aboriginal and Torres Strait Islander people, people from culturally and linguistically diverse backgrounds and people of all ages and abilities. All appointments are subject to a satisfactory NDIS Worker Screening Check and reference checks.`,
  },
  {
    id: 'quality-engineer',
    half: 'tune',
    field: 'manufacturing',
    title: 'Quality Engineer II',
    company: 'Halvorsen Medical Components, Inc.',
    skills: [
      // required
      'Quality engineering',
      'ISO 13485',
      'Root cause analysis',
      'CAPA',
      'Statistical process control',
      'FMEA',
      'Process validation',
      'Engineering degree',
      // preferred
      'ASQ Certified Quality Engineer',
      'Minitab',
      'Six Sigma Green Belt',
      'FDA 21 CFR Part 820',
      // soft
      'Problem solving',
      'Communication',
      'Attention to detail',
    ],
    text: `Halvorsen Medical Components, Inc. – Careers
Job: Quality Engineer II · Req #QE-2291
Location: Plymouth, MN (on-site)
Department: Quality Assurance
Type: Full-time, exempt
Salary range: $84,000 – $104,000 + annual incentive

Who we are
Halvorsen Medical Components designs and manufactures precision machined and molded components and sub-assemblies for medical device OEMs, from orthopedic instruments to catheter handles. We are an ISO 13485 certified contract manufacturer with 420 employees across two Minnesota sites.

What this role does
The Quality Engineer II supports manufacturing lines in our machining and molding departments, making sure products meet customer and regulatory requirements and driving continuous improvement in quality and yield.

Responsibilities
- Lead root cause investigations for nonconformances and customer complaints using 5 Whys, fishbone and 8D methods
- Own corrective and preventive actions (CAPA) from initiation through effectiveness check
- Write and execute process validations (IQ/OQ/PQ) and test method validations
- Build and maintain process FMEAs and control plans for new and existing products
- Set up statistical process control and analyze capability data (Cpk, Ppk)
- Review and approve first article inspections and PPAP submissions
- Support internal audits, customer audits and registrar audits
- Train production staff and inspectors on quality requirements

Qualification table
Requirement: Bachelor's degree in mechanical, biomedical, industrial or manufacturing engineering
Requirement: 3+ years of quality engineering experience in a regulated manufacturing environment
Requirement: Working knowledge of ISO 13485 and quality management systems
Requirement: Hands-on experience with root cause analysis and CAPA
Requirement: Experience with SPC and process validation
Requirement: Able to read engineering drawings with GD&T
Preferred: ASQ Certified Quality Engineer (CQE)
Preferred: Six Sigma Green Belt or higher
Preferred: Statistical software such as Minitab
Preferred: Knowledge of FDA 21 CFR Part 820 / QMSR

You'll do well here if you enjoy solving problems on the shop floor as much as at a desk, communicate clearly with operators, engineers and customers, and have a real eye for detail in documentation.

Benefits
- Medical, dental and vision insurance with HSA contribution
- 401(k) with 5% company match
- Annual incentive plan
- 120 hours PTO plus 9 paid holidays
- Tuition reimbursement and paid certification exams
- On-site fitness room and subsidized cafeteria

Halvorsen Medical Components is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status. This position may require access to export-controlled information; applicants must be U.S. persons as defined by ITAR.`,
  },
  {
    id: 'energy-trader',
    half: 'unseen',
    field: 'energy',
    title: 'Power Trader',
    company: 'Sevenoaks Energy Trading Limited',
    skills: [
      // required
      'Power trading',
      'GB power market',
      'Intraday trading',
      'Risk management',
      'Python',
      'Microsoft Excel',
      'Battery storage optimisation',
      'Market analysis',
      // preferred
      'Balancing Mechanism',
      'SQL',
      'EPEX Spot',
      // soft
      'Decision making',
      'Working under pressure',
      'Teamwork',
    ],
    text: `LinkedIn
Power Trader
Sevenoaks Energy Trading Limited · London, England, United Kingdom (On-site)
2 weeks ago · 87 applicants
Full-time · Mid-Senior level

Apply   Save

About the job
Sevenoaks Energy Trading is an independent route-to-market and optimisation business for renewable generators and grid-scale batteries in Great Britain. We trade on behalf of more than 1.8 GW of wind, solar and battery assets, and our in-house trading desk is growing fast as more flexible capacity comes onto the system. We're looking for a Power Trader to join our short-term desk in the City.

The role
You'll trade GB power in the day-ahead and intraday markets, optimising a portfolio of battery storage assets and managing the imbalance position of our renewable generation. You'll work closely with our quant, analytics and operations teams to turn forecasts and models into profitable, well-controlled trading decisions.

What you'll do
- Trade GB power on EPEX Spot and Nord Pool intraday and day-ahead auctions
- Optimise dispatch of battery storage assets across wholesale, Balancing Mechanism and ancillary services
- Manage the desk's position and risk within agreed limits, and report P&L daily
- Analyse market fundamentals: demand, wind and solar forecasts, interconnector flows and system margin
- Build and improve tools, scripts and spreadsheets that support trading decisions
- Work with the analytics team to improve price forecasts and bidding strategies
- Take part in the desk's shift rota, which covers early mornings, evenings and some weekends

What we're looking for
- At least two years' experience trading short-term power, ideally in the GB market
- A solid understanding of GB market structure, imbalance settlement and the Balancing Mechanism
- Experience optimising batteries or other flexible assets is highly valued
- Python skills for data analysis and automating workflows; SQL is a plus
- Excellent Excel skills
- A quantitative degree (engineering, physics, mathematics, economics or similar)

Who you are
You make good decisions quickly and calmly under pressure, take ownership of your risk and work as one team with colleagues on and off the desk.

What we offer
- Competitive base salary (£75,000 – £110,000) plus a performance-related bonus
- Private medical insurance and 10% pension contribution
- 28 days' holiday plus bank holidays
- Learning budget and support for professional qualifications
- A growing company at the heart of the energy transition

Sevenoaks Energy Trading Limited is committed to building a diverse and inclusive team. We welcome applications from all backgrounds and will provide reasonable adjustments during the recruitment process.

See how you compare to 87 applicants. Try Premium for £0

About the company
Sevenoaks Energy Trading Limited
Renewable Energy Power Generation · 51-200 employees`,
  },
  {
    id: 'bus-operator',
    half: 'tune',
    field: 'transport',
    title: 'Transit Operator',
    company: 'City of Riverbend',
    skills: [
      // required
      'Bus driving',
      "Class 2 driver's licence",
      'Air brake endorsement',
      'Defensive driving',
      'Pre-trip inspection',
      'Customer service',
      'Accessibility assistance',
      // preferred
      'First Aid',
      'Second language',
      'Passenger transportation experience',
      // soft
      'Patience',
      'Punctuality',
      'Conflict resolution',
      'Communication',
    ],
    text: `City of Riverbend
Riverbend Transit – Operations

Transit Operator
Competition No. RT-25-014
Union: ATU Local 1620
Status: Permanent full-time (initial assignment to the spare board)
Hours: Rotating shifts, including early mornings, evenings, weekends and holidays
Wage: $29.86/hour during training, progressing to $41.22/hour after 36 months

Riverbend Transit carries more than 14 million riders a year on 42 conventional routes and a growing on-demand service across the City of Riverbend, Manitoba. Our operators are the face of the City for thousands of residents every day.

The opportunity
Transit Operators safely operate 40-foot and articulated buses on scheduled routes, collect fares and provide courteous service and information to passengers. New operators complete an eight-week paid training program covering vehicle handling, routes, customer service and accessibility before taking their first trip.

Duties include
- Operate transit buses safely and on schedule in all traffic and weather conditions
- Complete pre-trip and post-trip inspections and report defects
- Assist passengers using mobility devices, including deploying ramps and securing wheelchairs
- Answer questions about routes, fares and connections
- Handle difficult situations calmly and de-escalate conflict on board
- Follow fare policies and complete daily reports
- Respond to incidents and emergencies according to procedures

Qualifications
- Grade 12 or equivalent
- A valid Manitoba Class 5 driver's licence held for at least three years, with the ability to obtain a Class 2 licence with air brake endorsement during training (the City will sponsor the Class 2 test)
- A driver's abstract showing no more than six demerit points and no impaired driving convictions in the past five years
- Demonstrated customer service experience
- Excellent attendance and punctuality record
- Ability to pass a medical exam for a Class 2 licence
- Satisfactory Criminal Record Check with Vulnerable Sector Search

Assets
- Professional driving experience with passengers (school bus, coach, paratransit)
- Current first aid and CPR certification
- Ability to speak a second language such as French, Tagalog, Punjabi or Ojibwe

What we look for in an operator
Patience and a positive attitude with the public, clear communication, good judgment in tense moments, and a commitment to being on time, every time.

Benefits
- Defined benefit pension plan
- Extended health, dental and vision
- Vacation starting at three weeks
- Free transit pass for you and your immediate family
- Uniforms provided

How to apply
Submit your resume and a current (within 30 days) driver's abstract online. Candidates will be required to complete a skills test, driving assessment and panel interview.

The City of Riverbend is committed to workplace diversity and inclusion. We encourage applications from women, Indigenous people, persons with disabilities and visible minorities. Accommodations are available on request throughout the hiring process.`,
  },
  {
    id: 'lettings-negotiator',
    half: 'unseen',
    field: 'real estate',
    title: 'Lettings Negotiator',
    company: 'Marlow & Finch Estate Agents',
    skills: [
      // required
      'Lettings',
      'Property viewings',
      'Tenant referencing',
      'Sales targets',
      'CRM',
      'Driving licence',
      'Tenancy agreements',
      'Lead generation',
      // preferred
      'ARLA qualification',
      'Reapit',
      'Right to Rent checks',
      // soft
      'Customer service',
      'Negotiation',
      'Communication',
      'Resilience',
    ],
    text: `Marlow & Finch Estate Agents | Lettings Negotiator | Reading, Berkshire

£24,000 basic, OTE £35,000+ · Full time · Permanent · Company car

Marlow & Finch is an independent estate and lettings agency with five branches across Reading, Wokingham and Henley. We manage more than 1,100 rental properties for private landlords and portfolio investors, and our lettings team has won the local Best Lettings Agent award three years running. We're now looking for an ambitious Lettings Negotiator to join our Reading branch on Friar Street.

The role
As a Lettings Negotiator you'll be the first contact for tenants looking for their next home and an important point of contact for our landlords. You'll spend much of your day out on viewings, following up leads, negotiating offers and guiding applicants through to move-in.

Key responsibilities
- Handling incoming enquiries from Rightmove, Zoopla and our website, and registering applicants
- Booking and carrying out accompanied viewings, often several a day
- Negotiating rent and terms between landlords and tenants
- Progressing applications: tenant referencing, Right to Rent checks and holding deposits
- Preparing tenancy agreements and arranging check-ins with the property management team
- Calling past clients and local homeowners to generate new landlord instructions and valuations
- Keeping records accurate in our CRM, Reapit
- Hitting weekly and monthly targets for lets agreed and new instructions

About you
- Previous experience in estate agency, lettings, recruitment or another target-driven sales environment
- A full UK driving licence (essential; company car provided)
- Confident on the phone and face to face, with strong negotiating skills
- Outstanding customer service and a genuine interest in property
- Resilient and self-motivated, able to bounce back when a deal falls through
- Knowledge of lettings legislation is a plus, and an ARLA Propertymark qualification would be an advantage (we will support you to study)
- Experience with Reapit or a similar property CRM is desirable

What we offer
- Basic salary of £24,000 with uncapped commission, realistic OTE £35,000+
- Company car and fuel card
- Paid ARLA qualifications and a structured training academy
- Clear career progression to Senior Negotiator and Lettings Manager
- 22 days' holiday plus bank holidays, rising to 25 with service, and your birthday off
- Monthly team incentives and an annual awards night

Hours: Monday to Friday 8:45am – 6pm, plus one Saturday in three (day off in lieu).

Interested? Click Apply now to send your CV. Marlow & Finch is an equal opportunities employer and a member of Propertymark.

Posted 4 days ago · 23 applications`,
  },
  {
    id: 'sap-consultant',
    half: 'tune',
    field: 'software',
    title: 'SAP FICO Consultant',
    company: 'Meridian Straits Consulting Pte. Ltd.',
    skills: [
      // required
      'SAP FICO',
      'SAP S/4HANA',
      'Financial accounting',
      'Controlling',
      'SAP implementation',
      'Business requirements gathering',
      'Configuration',
      'User acceptance testing',
      // preferred
      'SAP certification',
      'Chartered accountant',
      'IFRS',
      // soft
      'Client-facing communication',
      'Problem solving',
      'Teamwork',
    ],
    text: `Meridian Straits Consulting Pte. Ltd. – Singapore – SAP FICO Consultant
Employment Type: Permanent, full time | Seniority: Professional | Salary: SGD 7,500 – 10,500 monthly
Posted 1 day ago | EA Licence No. 19C9921 (for reference only; this is a direct hire)

Meridian Straits Consulting is an SAP Gold Partner headquartered in Singapore, with teams in Kuala Lumpur, Manila and Ho Chi Minh City. We help mid-sized manufacturers, distributors and logistics companies across Southeast Asia move onto SAP S/4HANA and get more value from it after go-live. Our 180 consultants have delivered more than 70 S/4HANA projects.

We are expanding our Finance practice and are looking for an SAP FICO Consultant to deliver implementation and rollout projects for our clients in the region.

Job Responsibilities
- Run requirements workshops with clients' finance teams and turn business needs into functional designs
- Configure SAP S/4HANA Finance: general ledger, accounts payable and receivable, asset accounting, bank accounting and new GL
- Configure Controlling: cost centre and profit centre accounting, internal orders, product costing and CO-PA
- Prepare functional specifications for reports, interfaces and enhancements, and work with ABAP developers
- Plan and run unit, integration and user acceptance testing
- Support data migration, cutover and hypercare after go-live
- Train key users and prepare end-user documentation
- Work closely with MM, SD and PP consultants on integration points

Job Requirements
- Degree in accounting, finance or information systems
- At least four years of hands-on SAP FI and CO configuration experience, including two or more full-cycle implementations
- At least one S/4HANA implementation or conversion project
- Good understanding of accounting processes, month-end close and financial reporting
- Willingness to travel within Southeast Asia for up to 40% of the time

Good to Have
- SAP Certified Application Associate – Financial Accounting or Management Accounting
- Professional accounting qualification (CA, ACCA, CPA)
- Knowledge of IFRS and local statutory reporting in Singapore, Malaysia or the Philippines
- Exposure to Central Finance or SAP Analytics Cloud

What We Look For
A consultant who is comfortable leading discussions with client CFOs and finance managers, enjoys solving tricky business problems in the system, and works well as part of a multi-country project team.

What We Offer
- Competitive salary, 13th-month bonus and performance bonus
- Flexible benefits, medical and dental coverage
- SAP certification sponsorship and structured learning paths
- Hybrid working when not on client site
- Regional exposure and clear progression to Solution Architect

Interested applicants, please click "Apply" and submit your updated resume with your current and expected salary and notice period. We regret that only shortlisted candidates will be notified.

Meridian Straits Consulting is an equal opportunity employer. All applicants will be considered on merit, in line with the Tripartite Guidelines on Fair Employment Practices.`,
  },
  {
    id: 'grain-elevator-operator',
    half: 'unseen',
    field: 'agriculture',
    title: 'Grain Elevator Operator',
    company: 'Prairie Harvest Grain Ltd.',
    skills: [
      // required
      'Grain handling',
      'Grain grading',
      'Loader operation',
      'Equipment maintenance',
      'Railcar loading',
      'Customer service',
      "Class 5 driver's licence",
      'Computer skills',
      // preferred
      'Grain inspection certificate',
      'Forklift operation',
      'Class 1 licence',
      // soft
      'Reliability',
      'Teamwork',
      'Safety awareness',
    ],
    text: `indeed
Grain Elevator Operator
Prairie Harvest Grain Ltd.
Kindersley, SK
$24–$30 an hour · Full-time, Permanent

Apply now

Profile insights
Licences: Class 5 driver's licence (Required)

Job details
Pay: $24–$30 an hour
Job type: Full-time, Permanent
Shift and schedule: Day shift, overtime, weekends as needed during harvest and seeding

Benefits: Dental care, Extended health care, Life insurance, RRSP match, Vision care, Company events

Full job description
Prairie Harvest Grain Ltd. is a Saskatchewan-owned grain company with six high-throughput terminals in west-central Saskatchewan. We buy wheat, canola, barley, peas and lentils from local farm families and ship by rail to ports in Vancouver and Thunder Bay. Our Kindersley terminal has 42,000 tonnes of storage and loads 134-car unit trains.

We are looking for a Grain Elevator Operator to join the Kindersley team. This is a hands-on, outdoor role that keeps grain moving safely from farm truck to rail car.

Duties and responsibilities:
- Receive producer deliveries: probe and sample trucks, test for moisture and dockage, and grade grain using Canadian Grain Commission standards
- Operate the elevator's control system to move grain between bins, dryers and cleaners
- Load unit trains and hopper cars to spec and on schedule, and complete rail documentation
- Operate a payloader, skid steer and forklift around the site
- Perform preventive maintenance and basic repairs on legs, conveyors, distributors and dryers
- Monitor bin conditions and grain temperature to keep stored grain in good condition
- Greet farm customers at the scale, answer questions and enter tickets in our grain accounting system
- Follow all safety procedures including lockout, confined space and fall protection
- Keep the site clean, including snow removal in winter

What we are looking for:
- Experience in grain handling, farming or heavy equipment is an asset
- Ability to grade grain, or willingness to learn (we will send you on the CGC grading course)
- Comfortable operating loaders and other equipment
- Mechanical aptitude for maintenance work
- Basic computer skills
- Valid Class 5 driver's licence
- Able to work long hours during harvest and the occasional weekend
- Able to climb, work at heights and lift up to 25 kg

Nice to have:
- Grain grading or inspection certificate
- Forklift certification
- Class 1 licence

We're looking for someone dependable who works safely and pulls their weight on a small crew. Full training provided for the right person.

We thank all applicants for their interest; only those selected for an interview will be contacted.

Hiring 2 candidates for this role · Posted 8 days ago
Report job`,
  },
  {
    id: 'bench-jeweller',
    half: 'tune',
    field: 'creative',
    title: 'Bench Jeweller',
    company: 'Aldersey & Quinn Fine Jewellery Ltd',
    skills: [
      // required
      'Jewellery manufacturing',
      'Stone setting',
      'Soldering',
      'Ring sizing',
      'Polishing',
      'Jewellery repairs',
      'Precious metals',
      // preferred
      'Laser welding',
      'CAD jewellery design',
      'Hand engraving',
      // soft
      'Attention to detail',
      'Time management',
      'Craftsmanship',
    ],
    text: `Aldersey & Quinn is a family jeweller with a workshop and showroom in the Jewellery Quarter, Birmingham, and two further showrooms in Cheltenham and Bath. Since 1961 we have made engagement rings, wedding bands and bespoke pieces for generations of families, and our own workshop team of six produces almost everything we sell. As our bespoke commissions continue to grow, we are adding an experienced craftsperson to the bench.

Bench Jeweller
Location: Jewellery Quarter, Birmingham B18
Hours: Monday to Friday, 8.30am – 5pm
Salary: £30,000 – £38,000 depending on experience
Contract: Permanent, full time

What you'll be doing
You'll work on a mix of new manufacture, bespoke commissions and repairs for our showrooms and trade customers. A typical week might include:
- Making engagement and dress rings from hand and from castings in platinum, 18ct gold and silver
- Claw, grain, rub-over and pavé stone setting, including diamonds and coloured gemstones
- Soldering, shanking, re-tipping claws and ring sizing
- Finishing and polishing to a showroom standard
- Laser welding repairs on delicate pieces and heirlooms
- Checking incoming castings and stones and keeping accurate job records
- Advising the showroom team on what is possible and how long it will take

What we need from you
- At least five years' experience at the bench in a jewellery workshop
- Confident setting stones in a range of styles, to a high standard
- Strong skills in soldering, sizing, repairs and polishing
- Experience working with platinum and gold
- A meticulous eye for detail and pride in your craftsmanship
- The ability to plan your own work and hit deadlines when several jobs are promised for the same Friday

Nice to have
- Laser welder experience
- CAD skills (Rhino or Matrix) to support our bespoke design process
- Hand engraving

Why join us
- A well-equipped workshop with natural light, laser welder and hydraulic press
- A supportive, friendly team with decades of experience between them
- Support for further training, including courses at the School of Jewellery
- 25 days' holiday plus bank holidays, and the week between Christmas and New Year off
- Workplace pension and staff discount
- Free parking nearby

How to apply
Please send your CV together with photographs of pieces you've made or set, with a short note on each. We would invite shortlisted applicants to the workshop for a practical bench test.

Aldersey & Quinn Fine Jewellery Ltd welcomes applications from all backgrounds. All staff are subject to a basic DBS check due to the high-value nature of our stock.`,
  },
  {
    id: 'territory-sales-manager',
    half: 'unseen',
    field: 'sales',
    title: 'Territory Sales Manager',
    company: 'Coastline Building Products Pty Ltd',
    skills: [
      // required
      'B2B sales',
      'Territory management',
      'Account management',
      'Building products',
      'New business development',
      'CRM',
      'Driver licence',
      'Sales forecasting',
      // preferred
      'Salesforce',
      'Builder and trade sales',
      'Product specification',
      // soft
      'Relationship building',
      'Negotiation',
      'Self-motivation',
    ],
    text: `Seek · Sales > Sales Representatives/Consultants

Coastline Building Products Pty Ltd
Sunshine Coast & Wide Bay QLD
Full time · $95,000 – $105,000 base + super + car + incentives
Listed 6 days ago

Territory Sales Manager

Are you a builder-savvy sales professional who loves being out on the road? Coastline Building Products is looking for a Territory Sales Manager to grow our business across the Sunshine Coast, Gympie and Wide Bay.

About Coastline
We are an Australian-owned manufacturer of fibre cement cladding, weatherboards and decking, with a factory in Brisbane and more than 600 stockists nationwide. Builders, architects and homeowners choose our products for their durability in tough coastal conditions, and our brand is growing quickly in Queensland's booming housing market.

About the role
Reporting to the QLD State Sales Manager, you will look after and grow a territory of timber and hardware merchants, volume home builders, renovation builders and architects. You will split your time between supporting existing accounts and winning new business.
- Manage and grow relationships with around 60 key accounts, including trade merchants and their branch staff
- Call on builders, architects and designers to get our products specified on new projects
- Run product training sessions and toolbox talks for merchant staff and builders' crews
- Identify and win new accounts and new project opportunities in the region
- Negotiate pricing and promotions with merchants within agreed guidelines
- Record every visit and opportunity in Salesforce and keep your pipeline up to date
- Prepare monthly forecasts and territory plans, and hit your quarterly targets
- Represent Coastline at trade nights, HIA events and local shows

About you
- At least three years of B2B field sales experience, ideally in building products, hardware or construction supplies
- A strong network across the building industry on the Sunshine Coast or in south-east Queensland would be a real advantage
- Proven success in both account management and new business development
- Good understanding of how products get specified on residential building projects
- Comfortable with a CRM (we use Salesforce) and the Microsoft Office suite
- A current driver licence and willingness to travel regionally, with occasional overnight stays

You'll be someone who builds strong relationships, negotiates confidently, and drives your own diary without needing someone to push you.

What's on offer
- Base salary of $95,000 – $105,000 plus super
- Quarterly incentive plan with uncapped upside
- Fully maintained company car (private use included), fuel card, phone and laptop
- Ongoing product and sales training
- A supportive national sales team and a brand builders trust

Apply now through Seek with your resume and a cover letter. Applications will be reviewed as they arrive, so don't wait.

Coastline Building Products is an equal opportunity employer. You must have full Australian working rights to apply.

Apply now   Save`,
  },
  {
    id: 'distribution-centre-manager',
    half: 'tune',
    field: 'logistics',
    title: 'Distribution Centre Manager',
    company: 'Amandla Retail Distribution (Pty) Ltd',
    skills: [
      // required
      'Warehouse management',
      'Distribution operations',
      'People management',
      'WMS',
      'KPI management',
      'Budget management',
      'Health and safety',
      'Labour relations',
      // preferred
      'SAP EWM',
      'Lean',
      'Supply chain degree',
      'Cold chain',
      // soft
      'Leadership',
      'Decision making',
      'Communication',
    ],
    text: `Amandla Retail Distribution (Pty) Ltd is the logistics arm of one of South Africa's leading grocery and general merchandise groups. From four distribution centres in Gauteng, KwaZulu-Natal and the Western Cape, we deliver to more than 480 stores every day. Our people are the reason shelves are full, and we invest heavily in developing leaders who can run world-class operations.

Position: Distribution Centre Manager
Location: Midrand, Gauteng
Reporting to: Head of Distribution Operations
Package: R1.1m – R1.35m cost to company per annum, plus performance bonus
Closing date: 31 March

Purpose of the job
To lead the Midrand Distribution Centre, a 62,000 m² ambient and chilled facility with 650 permanent staff and up to 200 flexi workers, ensuring that stock is received, stored and dispatched to stores accurately, on time and at the right cost.

Key performance areas
- Lead the daily running of inbound, storage, picking, dispatch and returns across three shifts
- Deliver against service, accuracy, productivity and cost KPIs, and report performance to the executive team each week
- Prepare and manage the DC's operating budget of over R300m
- Drive continuous improvement using lean methods, and partner with IT on the roll-out of SAP Extended Warehouse Management
- Keep the DC safe and compliant with the Occupational Health and Safety Act, food safety standards and cold chain requirements
- Manage labour relations, including engagement with organised labour, disciplinary processes and wage negotiations at site level
- Lead, coach and develop a team of operations managers, shift managers and support staff
- Work with store operations, transport and suppliers to solve problems quickly

Minimum requirements
- A degree or diploma in logistics, supply chain management or a related field
- At least eight years' experience in warehouse or distribution operations, with at least three years managing a large DC
- Strong working knowledge of warehouse management systems
- Proven track record of managing KPIs, budgets and large teams
- Sound understanding of South African labour law and experience dealing with unions
- Strong knowledge of health and safety legislation

Advantageous
- Experience with SAP EWM
- Lean or Six Sigma certification
- Cold chain or FMCG retail experience
- A postgraduate qualification in supply chain or business

Competencies
Strong, visible leadership on the floor; sound decision-making under pressure; excellent communication with staff at every level, from pickers to executives; resilience and a high energy level.

Amandla Retail Distribution is an equal opportunity employer, and preference will be given to candidates from designated groups in line with our Employment Equity plan. Correspondence will be limited to shortlisted candidates only. If you have not heard from us within three weeks of the closing date, please consider your application unsuccessful.`,
  },
  {
    id: 'parking-enforcement-officer',
    half: 'unseen',
    field: 'public sector',
    title: 'Parking Enforcement Officer',
    company: 'City of Fraserdale',
    skills: [
      // required
      'Parking enforcement',
      'By-law enforcement',
      'Customer service',
      'Conflict resolution',
      'Report writing',
      "Class 5 driver's licence",
      'Handheld ticketing devices',
      // preferred
      'Law enforcement diploma',
      'Licence plate recognition',
      'First Aid',
      // soft
      'Communication',
      'Integrity',
      'Attention to detail',
      'Composure',
    ],
    text: `Posting Number: 2025-0388
Department: Corporate Services
Division: Bylaw Services
Union: CUPE Local 4410
Employment Type: Regular Full-Time
Hours: 35 hours/week, rotating shifts including evenings and weekends
Pay Grade: 9 – $31.47 to $36.18 per hour
Closing Date: April 4

The City of Fraserdale is a growing waterfront community of 145,000 people in British Columbia's Lower Mainland. We're recruiting for a

PARKING ENFORCEMENT OFFICER

Position overview
Reporting to the Supervisor, Parking and Bylaw Services, the Parking Enforcement Officer patrols city streets, parkades and lots to enforce the Street and Traffic Bylaw and the Parking Bylaw, educating the public and issuing penalty notices when necessary. Officers help keep streets safe and accessible, keep traffic moving and support local businesses by making sure parking turns over.

Key duties
- Patrol assigned areas on foot, by bicycle and by vehicle, monitoring metered, time-limited, accessible and residential permit parking
- Issue bylaw offence notices using handheld ticketing devices and mobile licence plate recognition
- Arrange towing of vehicles that are obstructing traffic, abandoned or parked illegally
- Respond to public complaints about parking and follow up on them
- Explain bylaws and penalties to members of the public, often in tense situations, and de-escalate conflict
- Write clear, accurate notes and incident reports that can be used in adjudication
- Attend adjudication hearings to give evidence
- Work with RCMP, Fire Rescue and other City departments during special events

Qualifications
- Grade 12 and completion of a certificate in bylaw enforcement, law enforcement or criminology, or an equivalent combination of education and experience
- One year of experience in customer service, enforcement, security or a related field
- Valid BC Class 5 driver's licence and a satisfactory driver's abstract
- Strong interpersonal skills and the ability to stay calm and professional when dealing with upset people
- Good written communication skills for notes and reports
- Ability to work outdoors in all weather and walk for long periods

Preferred
- Diploma in law enforcement or criminology
- Experience using handheld ticketing devices or licence plate recognition systems
- Standard First Aid certificate
- Knowledge of local geography

Personal qualities
You have integrity, keep your composure under pressure, communicate courteously and pay close attention to detail.

Conditions of employment
A satisfactory Police Information Check is required. Uniforms and safety equipment are provided.

The City of Fraserdale offers a comprehensive benefits package, including the Municipal Pension Plan, extended health and dental, and an employee wellness program.

Apply online through the City's careers portal with your resume and cover letter. The City of Fraserdale is an equal opportunity employer committed to a diverse and inclusive workforce. We thank all applicants; only those selected for further consideration will be contacted.`,
  },
  {
    id: 'driving-instructor',
    half: 'tune',
    field: 'education',
    title: 'Approved Driving Instructor',
    company: 'Shannonside School of Motoring Ltd',
    skills: [
      // required
      'Driving instruction',
      'ADI registration',
      'Essential Driver Training',
      'Full driving licence',
      'Lesson planning',
      'Road safety',
      'Garda vetting',
      // preferred
      'Truck and bus instruction',
      'Dual-control vehicle',
      'Irish language',
      // soft
      'Patience',
      'Communication',
      'Reliability',
      'Encouragement',
    ],
    text: `Shannonside School of Motoring is hiring an Approved Driving Instructor.

We're a busy driving school based in Limerick city with a team of 11 instructors covering Limerick, Ennis and Nenagh. We teach around 1,500 learners a year, from nervous first-timers to professional drivers brushing up their skills, and we've built our reputation on patient teaching and strong first-time pass rates.

Job: Approved Driving Instructor
Location: Limerick (with lessons across Limerick city and county)
Hours: Full-time or part-time; flexible rosters including some evenings and Saturdays
Pay: €28 – €32 per lesson hour (full-time instructors typically earn €40,000 – €50,000)

What the job involves
- Delivering Essential Driver Training (EDT) lessons to learner drivers in line with the RSA syllabus, and completing logbooks accurately
- Planning lessons around each learner's progress and preparing them for the driving test, including pre-test lessons and mock tests
- Teaching refresher lessons for full licence holders, people returning to driving and drivers who have moved to Ireland
- Promoting safe, courteous driving and a strong understanding of the Rules of the Road
- Keeping your diary up to date through our online booking system
- Maintaining the school car (we supply a dual-control vehicle for full-time instructors)

What we need
- Registered as an Approved Driving Instructor with the Road Safety Authority, holding a current ADI permit
- Authorised to deliver EDT
- A full, clean Category B driving licence, held for at least five years
- Satisfactory Garda vetting (required by the RSA and for teaching students under 18)
- A good knowledge of the Rules of the Road and local test routes

Would be an advantage
- ADI registration for truck or bus categories (C or D)
- Your own dual-control car (for part-time instructors)
- Ability to teach through Irish

The kind of instructor we want
Learners come to us anxious and leave as confident, safe drivers. That only happens when the instructor is endlessly patient, explains things clearly, gives honest feedback with encouragement and turns up on time for every lesson. If that's you, we want to hear from you.

What we offer
- A steady stream of pre-booked lessons, no need to find your own students
- Fully insured, fuel-paid dual-control car for full-time instructors
- Paid CPD and support with RSA check tests
- Flexible hours that suit your life
- A friendly team and a well-known local brand

To apply, send your CV and a copy of your ADI permit through the Apply button or drop into our office on O'Connell Street for a chat.

Shannonside School of Motoring Ltd is an equal opportunities employer.`,
  },
  {
    id: 'veterinarian',
    half: 'unseen',
    field: 'veterinary',
    title: 'Mixed Practice Veterinary Surgeon',
    company: 'Ballyduff Veterinary Clinic',
    skills: [
      // required
      'Veterinary medicine',
      'Veterinary Council of Ireland registration',
      'Large animal medicine',
      'Small animal surgery',
      'TB testing',
      'Diagnostic imaging',
      'Anaesthesia',
      'Full driving licence',
      // preferred
      'Herd health planning',
      'Bovine fertility',
      'Ultrasound scanning',
      // soft
      'Client communication',
      'Teamwork',
      'Compassion',
    ],
    text: `Location: Ballyduff, Co. Waterford
Salary: €65,000 – €85,000 DOE + car + phone + CPD
Job type: Full-time, permanent (on-call rota 1 in 5)

Ballyduff Veterinary Clinic is a well-established, independent mixed practice in west Waterford, serving dairy and beef farmers in the Blackwater valley and a loyal small animal clientele from our modern clinic in the town. Our team of seven vets, four veterinary nurses and a friendly front-desk team works closely together, and we have invested in new equipment including digital radiography, in-house bloods and two portable ultrasound scanners.

We are now looking for a Mixed Practice Veterinary Surgeon to join the team, with a roughly 60:40 split between farm and small animal work.

The role
On the farm side, you will provide routine and emergency care to dairy and suckler herds, including calvings, caesareans, lameness and sick-cow work. You will carry out TB testing and other Department of Agriculture work, fertility visits and scanning, and help us grow our herd health planning services. In the clinic, you will consult, vaccinate and treat dogs and cats, perform routine soft tissue surgery such as neutering and lump removals, and manage anaesthesia and pain relief. You will use digital X-ray and ultrasound to support diagnosis, and keep clear clinical records on our practice management system.

What we're looking for
- A veterinary degree and registration with the Veterinary Council of Ireland (or eligibility to register)
- Experience in mixed or large animal practice; new graduates with strong farm animal interest are also welcome
- Confidence in routine small animal surgery and anaesthesia
- Approved for TB testing, or willing to complete the training (we support this)
- A full, clean driving licence
- Willingness to take part in the on-call rota

Would be great
- Interest or experience in herd health planning and bovine fertility
- Competence with ultrasound pregnancy scanning
- Some Irish language (many of our farmers are happy to chat in either)

About you
You communicate clearly and kindly with farmers and pet owners alike, you're a supportive team member who pitches in when the day gets busy, and you care deeply about animal welfare.

What we offer
- A competitive salary, reviewed annually
- A fully equipped practice car, phone and laptop
- CPD allowance of €1,500 plus five CPD days a year
- Veterinary Council and VI membership fees paid
- A structured support programme and mentoring for recent graduates
- Help finding accommodation in the area
- A supportive, fair on-call rota with time off in lieu

To apply, send your CV and cover letter to our practice manager, Siobhán, through the Apply button. Informal enquiries are welcome.

Ballyduff Veterinary Clinic is an equal opportunities employer.`,
  },
]
