// The fourteenth unseen posting set: 40 job postings as a job seeker pastes them from boards and career sites
// (Indeed, LinkedIn, Seek, Naukri, JobStreet, Craigslist, Workday, Greenhouse, Lever, iCIMS, Taleo, NHS Jobs,
// council, county and university HR sites, agency ads, a franchisee's ad, social posts). Shapes vary: about-us
// blocks first, title and company on separate lines, "Title at Company", "Company | Title | City", "X is hiring
// a ...", "Join X as ...", title then location/pay/type lines, board chrome ("Easy Apply", "Save", ratings,
// "Posted 3 days ago", "Show more", applicant counts), ATS field blocks, government and university bulletins with
// fields first, agency ads naming a client or not, long prose with skills only in sentences, terse bullets, a
// pipe-separated requirement table, salary and benefit blocks, EEO boilerplate, requisition numbers, Markdown
// pastes, titles named only inside a sentence, and a few in a second-language English style. 34 of the 40 have
// the title or the employer away from the first line (28 the title). Countries: US, UK, Ireland, Canada,
// Australia, New Zealand, India, Singapore, South Africa, UAE, Philippines, Portugal, Mexico, Malaysia, Germany
// and Ghana. Every employer is invented. Occupations are ones no earlier set holds, over 29 fields. Written by an
// independent helper who never read the engine, its benches or earlier sets' postings; each posting's labels were
// written with the posting, from the ad alone, before any run. The set was held out whole until its first run at
// the sixteenth session's close (docs/job-understanding-first-run.md); since the seventeenth, halves alternate in
// file order: 'tune' postings guide the engine, 'unseen' ones are only measured.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth to tenth sets'):
// - skills: 8 to 14 per posting, what a recruiter would screen for, grouped in the list as required, preferred,
//   then soft, each named as a recruiter lists it (short, conventional names); a skill the ad implies without
//   naming it is listed only when the job cannot be done without it (a licence, say).
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A title printed in capitals is labelled in title case. A specialty
//   after a dash on the title line is kept as after a comma ("Camera Operator – Live Sport" → "Camera Operator,
//   Live Sport"); what a board hangs there (place, employer, shift, type, pay, number, slogan) is dropped (settled
//   2026-11-30, labels of all sets brought in line).
// - company: the employer as printed, with its legal suffix (Inc., LLC, Ltd, Pty Ltd) and "The" when the posting
//   names it that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:"
//   line. School-district ads: the district, not the school building. Agency ads: the client when the ad names
//   it, otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const fourteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'scientific-glassblower',
    field: 'science',
    half: 'tune',
    title: 'Scientific Glassblower',
    company: 'Harrowgate Instruments Ltd',
    skills: [
      'Scientific Glassblowing',
      'Borosilicate Glass',
      'Quartz Glassworking',
      'Glass Lathe',
      'Technical Drawings',
      'Annealing',
      'Diamond Grinding',
      'BSSG Certification',
      'AutoCAD',
      'SolidWorks',
      'Attention to Detail',
      'Customer Communication',
    ],
    text: `Founded in 1962 in a converted flax mill outside Leek, Staffordshire, Harrowgate Instruments Ltd makes bespoke laboratory glassware for university chemistry departments, pharmaceutical R&D labs and the semiconductor sector. We are a team of 38, and most of what leaves our workshop is one of a kind: vacuum manifolds, Schlenk lines, jacketed reaction vessels with PTFE taps, and quartz components for tube furnaces. We have been employee-owned since 2019.

We are now looking for a Scientific Glassblower to join our bench team of six.

What you'll be doing
- Fabricating and repairing borosilicate (Duran / Pyrex-type 3.3) apparatus to customer drawings and our own standard catalogue
- Working fused quartz with oxy-hydrogen torches, and turning larger pieces on our glass lathes (Heathway and Litton)
- Reading technical drawings, spotting what will not work in glass, and estimating time and materials for one-off quotes
- Annealing finished work in programmable kilns and checking residual strain with a polariscope
- Cutting, grinding and polishing with diamond saws, wheels and lapping plates
- Helping customers work out what they actually need - often by phone with a chemist who has a sketch on the back of an envelope

What we're looking for
- A time-served glassblower, or someone holding the BSSG (British Society of Scientific Glassblowers) certificate or diploma
- At least three years' bench experience with borosilicate; quartz work is a strong plus
- Confidence on the lathe as well as at the bench burner
- Basic CAD - AutoCAD or SolidWorks - to draw up quotes would be nice to have, but we can train the right person
- Steady hands, patience, and real pride in careful, accurate work
- Willingness to talk to customers and explain options in plain English

Please note: this is not an art-glass or lampwork jewellery role, though we are always happy to hear from makers who want to move into scientific work and can show a good portfolio.

Hours: 37.5 per week, Monday to Friday, finishing at 1pm on Fridays. No weekends.
Salary: £30,000 - £38,000 depending on experience
Benefits: 25 days' holiday plus bank holidays, 6% employer pension, annual profit share, free on-site parking, funded BSSG membership and exam fees.

To apply, send your CV and a few photos of recent work to careers@harrowgate-instruments.co.uk. We read every application and reply to everyone.`,
  },
  {
    id: 'commercial-refrigeration-technician',
    field: 'trades',
    half: 'unseen',
    title: 'Commercial Refrigeration Technician',
    company: 'Polarline Refrigeration Pty Ltd',
    skills: [
      'Commercial Refrigeration',
      'ARCtick Refrigerant Handling Licence',
      'Cert III in Refrigeration and Air Conditioning',
      'Fault Finding',
      'Cool Rooms',
      'CO2 Refrigeration',
      'Danfoss Controllers',
      'Carel Controllers',
      "Driver's Licence",
      'Restricted Electrical Licence',
      'simPRO',
      'Customer Service',
    ],
    text: `Commercial Refrigeration Technician
Polarline Refrigeration Pty Ltd
Dandenong South VIC 3175
Trades & Services (Air Conditioning & Refrigeration)
Full time
$95,000 - $115,000 + service vehicle + super
Posted 2d ago

About the role
Polarline services and maintains refrigeration plant for independent supermarkets, cool and freezer rooms, and food processors across Melbourne's south-east and the Mornington Peninsula. Due to two new maintenance contracts we are adding a third service tech to our Dandenong team. You'll work mostly on your own from a fully stocked van, with back-up from our senior techs and service manager.

Responsibilities
- Service, fault-find and repair commercial refrigeration: cool rooms, freezer rooms, multideck display cases, ice machines and blast chillers
- Work on rack systems and condensing units, including CO2 transcritical and HFC/HFO plant
- Program, tune and commission case and rack controllers (Danfoss AK-SM, Carel pCO, Dixell)
- Diagnose airflow, defrost and drainage problems before they become a stock-loss call at 2am
- Carry out planned maintenance and leak checks and keep refrigerant logbooks up to date
- Complete job cards, photos and quotes on the iPad through simPRO
- Take part in the after-hours on-call roster (one week in five, paid allowance plus call-outs)

About you
- Completed apprenticeship and Cert III in Refrigeration and Air Conditioning (UEE32211 or equivalent)
- Current ARCtick Refrigerant Handling Licence (full RAC licence, not restricted)
- Restricted electrical licence (disconnect/reconnect) highly regarded
- Full manual driver's licence, clean record
- At least 2 years post-trade in commercial refrigeration; split system installers will be considered if you have some cool room experience
- Happy talking to store managers and explaining what went wrong and what it will cost

What we offer
- Above-award hourly rate, paid overtime and on-call allowance
- Late-model Isuzu service van, phone and iPad, take-home for on-call
- Paid Danfoss and Carel training, CO2 courses for the right person
- A small company where the owner still answers the phone

Apply now
Quick apply · Save · Report this job ad`,
  },
  {
    id: 'nuclear-medicine-technologist',
    field: 'healthcare',
    half: 'tune',
    title: 'Nuclear Medicine Technologist II, PET/CT',
    company: 'Saguaro Valley Health',
    skills: [
      'Nuclear Medicine',
      'PET/CT',
      'SPECT',
      'NMTCB Certification',
      'ARRT(N)',
      'Arizona MRTBE License',
      'Radiopharmaceuticals',
      'Radiation Safety',
      'BLS',
      'Quality Control',
      'Epic',
      'Patient Care',
      'Communication',
    ],
    text: `Careers at Saguaro Valley Health
Search for Jobs | Sign In

Nuclear Medicine Technologist II - PET/CT (Full Time, Days)
Apply
locations
Tucson, AZ - Saguaro Valley Medical Center
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0048812

Saguaro Valley Health is a nonprofit, community-owned health system with three hospitals and 40 outpatient sites across southern Arizona. Our imaging department performs more than 6,000 nuclear medicine and PET/CT studies a year, including a growing theranostics program.

Position Summary
The Nuclear Medicine Technologist II independently performs general nuclear medicine, SPECT/CT and PET/CT procedures, prepares and administers radiopharmaceuticals under the authorized user's direction, and serves as a resource for Technologist I staff and students from our affiliated program.

Essential Functions
- Performs diagnostic imaging including bone, cardiac (SPECT MPI), hepatobiliary, thyroid, renal and oncology PET/CT studies
- Receives, prepares, calibrates and administers radiopharmaceuticals; performs dose calibrator, survey meter and camera QC
- Follows ALARA and the department radiation safety program; maintains records for Arizona and NRC requirements
- Assists with Lu-177 and Ra-223 therapy administrations
- Screens patients, explains procedures and monitors patient condition during exams
- Documents in Epic (Radiant) and processes images on Siemens syngo.via and Hermes workstations
- Precepts Technologist I staff and students

Minimum Qualifications
- Graduate of a JRCNMT-accredited nuclear medicine technology program
- Certification by NMTCB (CNMT) or ARRT(N)
- Current Arizona Medical Radiologic Technology Board of Examiners (MRTBE) nuclear medicine license, or ability to obtain before start date
- BLS from the American Heart Association
- Two (2) years of nuclear medicine experience, including PET/CT

Preferred Qualifications
- NMTCB PET specialty certification (PET) or CT certification
- Experience with therapy procedures and theranostics
- Bilingual English/Spanish

Schedule: Monday - Friday, 7:00a - 3:30p, rotating call for hepatobiliary and GI bleed studies, every fifth weekend.
Pay range: $41.10 - $61.65 per hour, based on experience. Sign-on bonus up to $10,000 for eligible external hires.

Saguaro Valley Health is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status.`,
  },
  {
    id: 'orthoptist',
    field: 'healthcare',
    half: 'unseen',
    title: 'Specialist Orthoptist',
    company: 'Calder and Wharfe Hospitals NHS Foundation Trust',
    skills: [
      'Orthoptics',
      'HCPC Registration',
      'BSc Orthoptics',
      'Binocular Vision Assessment',
      'Ocular Motility',
      'Paediatric Vision Screening',
      'Visual Fields',
      'Stroke Vision Assessment',
      'Clinical Supervision',
      'Communication',
      'Teamwork',
    ],
    text: `Date posted
20 November 2026
Pay scheme
Agenda for change
Band
Band 6
Salary
£38,682 to £46,580 a year pro rata
Contract
Permanent
Working pattern
Full-time, Part-time, Flexible working
Reference number
291-ORT-6612-A
Job locations
Calder Royal Infirmary
Halifax
HX3 0PW

Job title: Specialist Orthoptist
Employer: Calder and Wharfe Hospitals NHS Foundation Trust

Job summary
We are looking for an enthusiastic and motivated orthoptist to join our friendly team of eleven orthoptists working across two hospital sites and four community clinics. You will run your own paediatric and adult caseloads, take a lead role in our stroke vision service, and help supervise BSc Orthoptics students on placement from the University of Sheffield.

Main duties of the job
- Assess and manage patients with strabismus, amblyopia, ocular motility disorders and binocular vision anomalies
- Carry out visual field assessment (Humphrey, Octopus and Goldmann) for glaucoma and neuro-ophthalmology clinics
- Deliver the reception-year vision screening programme in local primary schools
- Assess visual problems after stroke on the acute and rehabilitation wards, and advise nursing and therapy colleagues
- Perform Hess charts, prism fitting and refraction under supervision where required
- Keep accurate records in Medisight and the Trust's EPR
- Contribute to audit, service development and departmental teaching

Person specification
Essential
- BSc (Hons) Orthoptics or equivalent
- Current HCPC registration as an orthoptist
- Post-qualification experience with paediatric and adult patients
- Experience of visual fields testing
- Good written and verbal communication skills; able to explain results to anxious parents and patients

Desirable
- Experience in stroke or neuro-ophthalmology services
- Experience supervising students
- Member of the British and Irish Orthoptic Society (BIOS)

Calder and Wharfe Hospitals is committed to equality, diversity and inclusion. We guarantee an interview to disabled applicants who meet the essential criteria. This post is subject to a DBS check at the enhanced level, as it involves work with children.`,
  },
  {
    id: 'credit-controller',
    field: 'finance',
    half: 'tune',
    title: 'Credit Controller',
    company: 'Brennan Leahy Recruitment Ltd',
    skills: [
      'Credit Control',
      'Accounts Receivable',
      'Debt Collection',
      'Sage 200',
      'Excel',
      'Cash Allocation',
      'Account Reconciliation',
      'Aged Debt Reporting',
      'Credit Insurance',
      'Negotiation',
      'Communication',
      'Organisation',
    ],
    text: `Our client, a long-established distributor of building and plumbing products based in Ballycoolin, Dublin 15, is looking for an experienced Credit Controller to join their busy finance team on a permanent basis. This is a great opportunity for someone who enjoys ownership of a ledger and wants a role where they will excel and be recognised.

Salary: €38,000 - €42,000 DOE + annual bonus + pension
Hybrid: 3 days in office / 2 days from home after probation
Hours: Monday to Friday, 8.30 - 5pm

The Role:
- Manage a ledger of approx. 900 trade accounts, from small contractors to national merchants
- Chase overdue balances by phone and email, agree payment plans and escalate where needed
- Allocate daily cash receipts and card payments in Sage 200
- Reconcile customer statements and resolve queries with sales and the warehouse (pricing, PODs, returns)
- Open new accounts: credit checks, references and setting limits with the Financial Controller
- Liaise with the credit insurer on limits and notifications of overdue accounts
- Prepare the weekly aged debt report and month-end DSO figures
- Place accounts on stop and lift stops once agreed

Requirements:
- At least 3 years' credit control experience in a B2B environment - building supplies or distribution an advantage
- Strong Excel skills (VLOOKUP / XLOOKUP, pivot tables)
- Experience with Sage 200 or a similar ERP (Sage 50, Microsoft Dynamics, SAP Business One)
- Confident on the phone and able to negotiate firmly but politely
- Well organised with good attention to detail
- Accounting Technician (ATI) qualification or part-qualified is desirable but not essential

Brennan Leahy Recruitment Ltd is acting as an Employment Agency in relation to this vacancy. We will not forward your CV to any client without your consent.

For a confidential chat contact Aoife at Brennan Leahy Recruitment, or apply through the link below.`,
  },
  {
    id: 'pricing-analyst',
    field: 'retail',
    half: 'unseen',
    title: 'Pricing Analyst',
    company: 'Northlight Home & Hardware Inc.',
    skills: [
      'Pricing Analysis',
      'SQL',
      'Excel',
      'Python',
      'R',
      'Price Elasticity',
      'Competitive Pricing',
      'Promotional Analysis',
      'Tableau',
      'Retail Analytics',
      'French',
      'Communication',
      'Stakeholder Management',
    ],
    text: `Northlight Home & Hardware Inc.
Pricing Analyst
Toronto, Ontario, Canada · Hybrid
Apply for this job

Northlight runs 118 home improvement stores across Ontario, Quebec and the Maritimes, plus a growing online business. Our Pricing team sets everyday prices for roughly 60,000 SKUs - from lumber and paint to patio furniture - and plans the promotions in our weekly flyer. We're a small team (five analysts and a manager) and our recommendations go straight to the category VPs.

What you'll do
As a Pricing Analyst, you'll own the pricing for two or three categories (likely Seasonal and Tools to start). You will:
- Monitor competitor prices from our price-check vendor and web scraping feeds and recommend moves that keep us competitive without giving margin away
- Build and refresh price elasticity models so we understand how volume responds to a change in price
- Measure the lift and cannibalization of flyer promotions and tell merchants honestly what worked
- Write SQL against our Snowflake warehouse, and turn what you find into clear Tableau dashboards
- Run post-event reviews and support price tests across store clusters
- Work with merchandising, supply chain and finance, explaining your reasoning in plain language

What you bring
- A degree in economics, statistics, math, commerce or a related field
- 2+ years in pricing, revenue management or retail analytics
- Strong SQL and advanced Excel
- Working knowledge of Python or R for modelling (statsmodels, scikit-learn, tidyverse - any are fine)
- Comfort presenting numbers to people who do not love numbers
- Bilingual English/French is an asset for working with our Quebec stores

Nice to have
- Experience with a pricing tool such as Revionics or PROS
- Exposure to A/B or matched-market testing

Compensation & benefits
The base salary range for this role is $72,000 - $88,000 CAD, plus an annual incentive. Benefits start day one: health, dental, vision, RRSP matching, and a 20% employee discount (yes, including the barbecues).

Northlight is committed to an inclusive and accessible workplace. Accommodations are available on request for candidates taking part in all aspects of the selection process.`,
  },
  {
    id: 'nursing-lecturer',
    field: 'education',
    half: 'tune',
    title: 'Lecturer in Mental Health Nursing',
    company: 'Kahikatea University',
    skills: [
      'Registered Nurse',
      'Nursing Council of New Zealand Registration',
      'Mental Health Nursing',
      "Master's Degree",
      'Curriculum Development',
      'Clinical Teaching',
      'Simulation-based Education',
      'Te Tiriti o Waitangi',
      'Moodle',
      'Research',
      'Communication',
      'Mentoring',
    ],
    text: `Vacancy ID: 2026-0412
Faculty: Health, Sport and Human Performance
School: Te Kura Tapuhi | School of Nursing
Location: Hamilton campus
Contract type: Permanent, full-time (1.0 FTE)
Salary: Lecturer scale, $92,000 - $112,000
Closing date: 14 December 2026 (NZDT)

Lecturer in Mental Health Nursing

Kahikatea University is a research-active university in the heart of the Waikato. Our School of Nursing teaches the Bachelor of Nursing, the Bachelor of Nursing Māori and postgraduate programmes, and works closely with Te Whatu Ora Waikato and kaupapa Māori health providers.

About the role
We are seeking a registered nurse with strong mental health and addiction experience to teach across our undergraduate and postgraduate programmes. You will coordinate the second-year mental health paper, lead tutorials and simulation-based learning in our clinical skills suite, support students on clinical placement, and contribute to curriculum review as we redesign the Bachelor of Nursing for 2028. You will also be expected to build a programme of research or scholarship and supervise postgraduate students where appropriate.

About you
- Current registration with the Nursing Council of New Zealand and a current practising certificate
- At least five years of clinical experience in mental health and addiction settings
- A master's degree in nursing or a related field (PhD, or progress towards one, is desirable)
- Experience teaching adult learners, whether as a preceptor, nurse educator or in a tertiary setting
- Familiarity with learning management systems such as Moodle, and confidence teaching online
- An understanding of Te Tiriti o Waitangi and its application to nursing education and practice
- Warm, clear communication and a genuine interest in mentoring students from diverse backgrounds

What we offer
Kahikatea offers 6% KiwiSaver contribution, five weeks' annual leave, research and study leave, and flexible working arrangements. Our campus has on-site childcare, a marae and a lake.

Kahikatea University is an equal opportunity employer and welcomes applications from Māori and Pacific candidates. For an informal discussion, contact the Head of School. Applications must be made online and include a CV and cover letter addressing the criteria.`,
  },
  {
    id: 'foi-officer',
    field: 'public sector',
    half: 'unseen',
    title: 'Freedom of Information Officer',
    company: 'Ballinacor County Council',
    skills: [
      'Freedom of Information Act 2014',
      'GDPR',
      'Data Protection',
      'Records Management',
      'Report Writing',
      'Case Management',
      'Microsoft Office',
      'Legislative Interpretation',
      'Irish Language',
      'Attention to Detail',
      'Discretion',
      'Communication',
    ],
    text: `Competition Reference: BCC/26/118
Grade: Staff Officer (Grade V equivalent)
Employer: Ballinacor County Council
Department: Corporate Services
Location: County Buildings, Ballinacor
Salary: €48,905 - €57,732 per annum (incremental, new entrants start at the minimum)
Closing Date: 12 noon, Thursday 17 December 2026

Ballinacor County Council invites applications from suitably qualified persons for the position of Freedom of Information Officer, from which a panel may be formed to fill permanent and temporary vacancies.

The Role
The Freedom of Information Officer coordinates the Council's handling of requests under the Freedom of Information Act 2014, and supports the Data Protection Officer with subject access requests under the GDPR and the Data Protection Act 2018. The successful candidate will:
- log, acknowledge and track all FOI requests and internal reviews within the statutory time limits;
- advise decision makers across the Council on the exemptions and the public interest test, and check draft decisions for consistency;
- prepare the Council's submissions to the Office of the Information Commissioner on appeals;
- maintain the FOI publication scheme and the disclosure log on the Council website;
- compile statistics and reports for senior management and the annual report;
- promote good records management practice and deliver awareness training to staff.

Qualifications
Each candidate must, on the latest date for receipt of completed application forms:
(a) have satisfactory experience of administrative work in a large organisation, including experience of working with legislation;
(b) possess a good standard of education, with a Leaving Certificate or equivalent as a minimum;
(c) have a working knowledge of Microsoft Office, in particular Word, Excel and Outlook, and of case management or document management systems.

It is desirable that candidates have a third-level qualification in law, public administration or information management, and experience of handling FOI, access requests or complaints. An ability to conduct business through Irish is an advantage.

Candidates should be able to demonstrate sound judgement, accuracy and attention to detail, discretion in handling confidential information, and clear written communication.

Ballinacor County Council is an equal opportunities employer. Canvassing will disqualify.`,
  },
  {
    id: 'chef-de-partie',
    field: 'hospitality',
    half: 'tune',
    title: 'Chef de Partie, Italian',
    company: 'Al Safwa Hospitality Group',
    skills: [
      'Italian Cuisine',
      'Fresh Pasta',
      'HACCP',
      'Food Safety',
      'Kitchen Section Management',
      'Stock Rotation',
      'Mise en Place',
      'Inventory Control',
      'PIC Certificate',
      'Teamwork',
      'Leadership',
      'Time Management',
    ],
    text: `Al Safwa Hospitality Group | Chef de Partie – Italian | Dubai

Al Safwa Hospitality Group operates 14 restaurant and lounge concepts across Dubai and Abu Dhabi. For our award-winning trattoria Nonna Ilaria in Dubai Marina (110 covers, open kitchen, wood-fired oven) we are looking for a passionate Chef de Partie to lead the pasta and primi section.

Responsibilities:
• Run the pasta section during service, making fresh pasta daily (tagliatelle, pappardelle, filled pasta such as tortellini and ravioli)
• Prepare sauces and ragù according to the standard recipes and presentation given by the Head Chef
• Supervise and train 2 commis and 1 demi chef de partie on your section
• Prepare mise en place and order lists, check deliveries and make stock rotation (FIFO)
• Assist Sous Chef with weekly inventory and food cost control
• Follow HACCP and Dubai Municipality food safety rules, fill temperature and cleaning logs
• Keep the section clean and organised and be ready for audits at any time
• Support other sections (pizza, grill) when needed

Requirements:
• Minimum 3 years experience in Italian restaurant, at least 1 year as Chef de Partie or Demi Chef de Partie
• Strong knowledge of regional Italian cuisine and handmade pasta
• HACCP Level 2 certificate; Dubai Municipality PIC (Person in Charge) certificate is advantage
• Good English communication, Italian language is a plus
• Able to work under pressure in busy service and split shifts
• Team player with good attitude and leadership

We offer:
• Tax-free salary AED 5,500 – 6,500 + service charge
• Shared staff accommodation and transportation
• Duty meals, medical insurance, annual air ticket
• 30 days annual leave
• Career growth inside the group

Only shortlisted candidates will be contacted. Please send CV with recent photo and copy of passport.`,
  },
  {
    id: 'tour-guide',
    field: 'tourism',
    half: 'unseen',
    title: 'Tour Guide',
    company: 'Lisboa Vagar Tours',
    skills: [
      'Tour Guiding',
      'English',
      'German',
      'Portuguese',
      'Lisbon History',
      'Public Speaking',
      'Storytelling',
      'Category B Driving Licence',
      'First Aid',
      'Group Management',
      'Customer Service',
    ],
    text: `We are Lisboa Vagar Tours, a small company of walking tours and tuk-tuk tours in Lisbon since 2014, with more than 4,000 reviews of 5 stars. Our guests come from all the world but specially from Germany, UK and USA. We believe in slow tourism: small groups (max 12 persons), real stories, local places and not only the famous monuments.

For the season 2027 (March to October) we search a Tour Guide, English and German speaking, for join our team.

What you will do
- Conduct walking tours in Alfama, Mouraria, Baixa and Belém (2-3 hours each), and day tours to Sintra and Cascais
- Drive our electric tuk-tuks in the historic centre (training is given by us)
- Tell the history of Lisbon in a fun and interesting way: the earthquake of 1755, the Discoveries, the Carnation Revolution, fado, the azulejos, the food
- Take care of the group security and wellbeing during all tour
- Make small recommendations of restaurants and shops to guests, always honest
- Help with the check-in of guests at our meeting point and with the social media photos

What we ask
- Fluent English and German (C1 or better) - the Portuguese is important also for communicate with the locals and our office
- Good knowledge of Lisbon history and culture, or big motivation to learn it (we give 2 weeks of training in February)
- Category B driving licence since at least 2 years (obligatory for tuk-tuk)
- First aid course is a plus
- You like to speak in public and to make people laugh, and you stay calm with difficult guests or groups
- Available for work weekends and holidays, it is tourism!
- Legal permission to work in Portugal (EU citizen or residence permit)

We offer
- Contract for the season, full time or part time
- Fix salary plus tips (the tips are for you, 100%)
- Nice team, free lunch on long tours, discount in partner shops
- Possibility to continue in the next seasons and to be senior guide

If you are interested please send your CV in English with a photo and a short video (1 minute) where you present yourself in English and German. We answer to all candidates until 15 January.`,
  },
  {
    id: 'depot-supervisor',
    field: 'logistics',
    half: 'tune',
    title: 'Depot Supervisor',
    company: 'Kōtare Freight',
    skills: [
      'Linehaul Operations',
      'Team Leadership',
      'Forklift Licence (F Endorsement)',
      'Health and Safety at Work Act 2015',
      'Warehouse Management System',
      'Freight Scheduling',
      'Rostering',
      'Excel',
      'Class 2 Licence',
      'Problem Solving',
      'Communication',
    ],
    text: `Join Kōtare Freight as a Depot Supervisor - Night Shift (Hornby, Christchurch)

Every night around 140 trailers of general freight move through our Hornby cross-dock on their way to the rest of the South Island and up to Wellington on the ferry. We're a family-owned New Zealand carrier with 22 depots, 600 staff and a simple promise to our customers: it goes out when we said it would.

The role
You'll run the night shift on the dock from 6pm to 4am, Sunday to Thursday. That means leading teams of 12-15 loaders and forklift operators, making sure every linehaul unit leaves on time, correctly loaded and with the right paperwork. When a truck breaks down on the Lewis Pass or a ferry sailing is cancelled, you're the one who re-plans the night.

What you'll be doing
- Plan dock doors and loading sequences with the linehaul controller before the shift
- Allocate staff, run the pre-shift toolbox talk, and keep an eye on pace and quality all night
- Check freight scanning and load manifests in our WMS (FreightTrack) and clear exceptions before departure
- Lead health and safety on the dock: forklift and pedestrian separation, incident reporting, and our obligations under the Health and Safety at Work Act 2015
- Coach new starters, handle absences, and help the Depot Manager with rosters and performance conversations
- Report shift KPIs (on-time departure, damages, mis-sorts) in Excel at the end of each shift

What you'll bring
- At least 2 years supervising people in a depot, warehouse or cross-dock
- A current forklift licence with F endorsement (or willingness to get it in your first month)
- Good computer skills - WMS, Excel, email
- A Class 2 licence would be handy but isn't essential
- A calm head, good judgement when plans go sideways, and the ability to talk straight with your crew and with management

What's in it for you
- $72,000 - $80,000 base plus a night allowance
- Paid training and a clear path to Depot Manager
- Free parking, staff barbecues and a company that remembers your name

Must have the right to work in New Zealand. Pre-employment drug and alcohol testing applies.

Apply now
Saved · 3 days ago · Full time`,
  },
  {
    id: 'probate-executive',
    field: 'legal',
    half: 'unseen',
    title: 'Probate Executive',
    company: 'Whitcombe & Pryor LLP',
    skills: [
      'Probate',
      'Estate Administration',
      'Inheritance Tax',
      'IHT400',
      'Wills Drafting',
      'Lasting Powers of Attorney',
      'Trusts',
      'CILEx',
      'STEP',
      'Proclaim',
      'Client Care',
      'Attention to Detail',
      'Time Management',
    ],
    text: `Whitcombe & Pryor LLP has advised families in Shropshire and the Welsh borders for more than a century, and our Private Client team is one of the largest in the county, with fourteen lawyers across offices in Shrewsbury, Ludlow and Oswestry.

Following a retirement, we are looking for a Probate Executive to join the team in our Shrewsbury office. The role would suit a CILEx lawyer, a solicitor's clerk with several years of probate behind them, or a STEP-qualified practitioner who wants a varied caseload without the pressure of a city firm.

You will run your own caseload of estate administration files from first instruction to final distribution, with support from a partner and an assistant. In practice that means meeting executors, often shortly after a bereavement, and explaining the process kindly and clearly; collecting in assets and dealing with banks, pension providers and registrars; and preparing applications for grants of probate and letters of administration. You will need a sound working knowledge of inheritance tax, including completing the IHT400 and its schedules, claiming the transferable nil rate band and residence nil rate band, and dealing with HMRC enquiries. Estates sometimes involve farms and small businesses, so experience of agricultural and business property relief would be valuable, though we do not expect you to know everything on day one.

Alongside estate work you will draft straightforward wills and lasting powers of attorney, register LPAs with the Office of the Public Guardian, and assist with the administration of existing trusts, including trust registration and annual tax returns. Some deputyship work may also come your way.

We use Proclaim as our case management system, and we keep careful time records, so you should be comfortable working in a structured, deadline-driven way and keeping clients informed without being asked. Above all, we are looking for someone with good judgement, patience and attention to detail, who takes pride in looking after people at a difficult time.

The salary is £34,000 to £42,000 depending on experience, with 25 days' holiday rising with service, an extra day off at Christmas, a contributory pension, life assurance, and support with STEP or CILEx qualifications. We offer hybrid working after the first three months.

Please apply with a CV and covering letter to our HR Manager. We are happy to talk about part-time or compressed hours for the right person.`,
  },
  {
    id: 'entomologist',
    field: 'science',
    half: 'tune',
    title: 'Senior Entomologist',
    company: 'Department of Agriculture and Regional Biosecurity',
    skills: [
      'Entomology',
      'Insect Identification',
      'Fruit Fly Taxonomy',
      'Molecular Diagnostics',
      'PCR',
      'DNA Barcoding',
      'Microscopy',
      'Surveillance Trapping',
      'R',
      'PhD',
      'Scientific Writing',
      "Driver's Licence",
      'Stakeholder Engagement',
    ],
    text: `Job ad reference: DARB/26/4410
Job title: Senior Entomologist
Classification: PO4
Division: Plant Biosecurity Science
Agency: Department of Agriculture and Regional Biosecurity
Location: Mareeba and Cairns, Far North
Status: Permanent full-time
Salary: $4,480.20 - $4,764.60 per fortnight (plus 12.75% superannuation)
Closing date: Monday 4 January 2027

About us
The Department of Agriculture and Regional Biosecurity protects the state's $24 billion agriculture sector from pests and diseases. Our Plant Biosecurity Science laboratories in the Far North provide diagnostic and surveillance support for the northern fruit fly and exotic plant pest programs.

Your opportunity
As Senior Entomologist you will lead the identification of insect specimens submitted from surveillance networks, border interceptions and outbreak responses, with a particular focus on tephritid fruit flies and other exotic pests of horticulture. You will provide authoritative identifications that support trade and market-access decisions.

Key responsibilities include:
- Identify insects to species level using morphological keys, microscopy and molecular tools (PCR, DNA barcoding)
- Maintain the reference collection and the laboratory's quality system under ISO/IEC 17025 accreditation
- Design and review surveillance trapping networks and analyse the data (R or similar)
- Provide technical advice to field officers, industry groups and Traditional Owner ranger programs
- Publish findings in reports, peer-reviewed papers and diagnostic protocols
- Supervise and mentor two technical officers

Mandatory requirements
- A PhD in entomology or a related biological science, or a degree with equivalent experience in insect taxonomy
- A current C class driver's licence; you will travel to remote field sites, sometimes overnight

How you will be assessed
You will be assessed on your ability to demonstrate:
- Expert knowledge of insect identification, ideally including Tephritidae
- Experience applying molecular diagnostics in an accredited laboratory
- Ability to analyse and communicate scientific data to technical and non-technical audiences
- Ability to engage stakeholders and work in emergency response structures

Applications remain current for 12 months. Applicants should submit a resume and a 2-page response to the "How you will be assessed" section. Aboriginal and Torres Strait Islander peoples are encouraged to apply.`,
  },
  {
    id: 'metallurgist',
    field: 'mining',
    half: 'unseen',
    title: 'Plant Metallurgist',
    company: 'Mphatlalatsane Chrome (Pty) Ltd',
    skills: [
      'Mineral Processing',
      'Metallurgical Accounting',
      'Dense Medium Separation',
      'Spiral Concentrators',
      'Mass Balancing',
      'BSc Metallurgy',
      'Mine Health and Safety Act',
      'SAP',
      'Excel',
      'Process Optimisation',
      'Report Writing',
      'Leadership',
    ],
    text: `Mphatlalatsane Chrome (Pty) Ltd – Steelpoort, Limpopo
Vacancy: Plant Metallurgist
Ref: MPC-MET-0926
Permanent | Reporting to: Plant Manager

Purpose
Ensure the chrome beneficiation plant (DMS + spirals, 180 ktpm ROM) meets recovery, grade and cost targets.

Duties
• Daily plant metallurgical performance monitoring
• Metallurgical accounting & monthly mass balance / reconciliation
• Optimise DMS cyclones, spiral circuits, thickeners and tailings
• Plant sampling campaigns, test work, trial design
• Investigate recovery losses – UG2 and MG ores
• Product quality control (Cr2O3, Cr:Fe, SiO2) vs customer specs
• Reagent & ferrosilicon consumption control
• Monthly reports to Plant Manager and GM
• Supervise 2 x metallurgical technicians, 1 x sampler team
• Compliance: MHSA, SHEQ system, ISO 9001 / 14001
• Capex input – plant upgrades and new fines plant

Minimum requirements
• BSc / BEng Metallurgy / Chemical Engineering (or BTech Extraction Metallurgy)
• 3–5 yrs plant metallurgy, chrome or PGM concentrator preferred
• Sound knowledge of DMS and gravity concentration (spirals)
• Strong Excel; SAP PM/MM user
• Knowledge of Mine Health and Safety Act 29 of 1996
• Valid Code 08 (EB) driver's licence

Advantageous
• ECSA candidate / registered Pr Eng / Pr Tech
• Exposure to chromite fines recovery (UFG, MGS)
• Experience with METSIM or Limn

Competencies
• Analytical, hands-on problem solver
• Leadership & people development
• Good report writing & presentation
• Working under pressure, shift call-outs

Package: market related, cost-to-company incl. housing allowance, medical aid, pension, 13th cheque, bonus.

Preference will be given to candidates from the local host communities (Greater Tubatse) in line with the SLP and Mining Charter. EE candidates encouraged. Closing date 11/12/2026. If you have not heard from us within 30 days, consider your application unsuccessful.`,
  },
  {
    id: 'tattoo-artist',
    field: 'creative',
    half: 'tune',
    title: 'Resident Tattoo Artist',
    company: 'Inkwell & Iron Tattoo Co.',
    skills: [
      'Tattooing',
      'Tattoo Portfolio',
      'Fine Line Tattooing',
      'Black and Grey',
      'Colour Realism',
      'Bloodborne Pathogens Training',
      'Infection Prevention and Control',
      'Stencil Design',
      'Procreate',
      'Client Consultation',
      'Instagram',
      'Professionalism',
    ],
    text: `✦ INKWELL & IRON TATTOO CO. ✦
Kensington Market · Toronto

We're growing! 🖤 After eight years on Augusta Ave, our studio is moving into a bigger space in January and we have a chair opening up. We're looking for a Resident Tattoo Artist who wants a clean, friendly, no-ego shop to call home.

Who we are
Inkwell & Iron Tattoo Co. is a private, appointment-only studio with five artists and a full-time front desk. We do a bit of everything - fine line, black and grey, neo-traditional, colour realism - and we care a lot about doing it right: proper consults, honest advice on placement and sizing, and aftercare that people actually follow.

Who you are
- At least 3 years tattooing full-time in a professional studio (apprentices - sorry, not this time)
- A strong portfolio that shows healed work, not just fresh photos. Please send 10-15 pieces, at least 5 healed
- Confident in at least one of: fine line, black and grey, colour realism. Versatility is a bonus
- Current Bloodborne Pathogens certificate, and solid infection prevention and control habits. We're inspected under Toronto Public Health's personal service settings rules and we pass every time
- You design your own work - by hand, on an iPad in Procreate, whatever - and you can turn a client's half-formed idea into a good stencil
- You're kind, reliable and professional with clients, and you show up for your bookings
- An Instagram following is nice, but it isn't everything. We'd rather have a great artist with 800 followers than a trend-chaser with 80k

What you get
- 60/40 split in your favour (we cover supplies, front desk, booking software, and marketing)
- A private room with natural light
- Guest spot network with studios in Montreal and Vancouver
- Help building your books through our wait list

How to apply
DM us on Instagram or email your portfolio and a few lines about yourself. No walk-ins about the position please - we're busy tattooing! 😉`,
  },
  {
    id: 'sign-maker',
    field: 'creative',
    half: 'unseen',
    title: 'Sign Maker',
    company: 'Corrib Signs & Graphics Ltd',
    skills: [
      'Sign Making',
      'Vinyl Application',
      'Large Format Printing',
      'Vehicle Wrapping',
      'Adobe Illustrator',
      'Flexi',
      'CNC Router',
      'Safe Pass',
      'Working at Heights',
      'Manual Handling',
      'Driving Licence',
      'Attention to Detail',
      'Teamwork',
    ],
    text: `Corrib Signs & Graphics Ltd is hiring an experienced Sign Maker for our workshop in Oranmore, Co. Galway.

We've been making shopfronts, vehicle graphics, exhibition stands and wayfinding signage for businesses across the West of Ireland for over 20 years. Our customers range from the corner café in Salthill to hotel groups and the county councils. We are a team of 12 - designers, production, and installers - and business is good, so we need another pair of skilled hands in production.

The job:
- Producing signs from start to finish: cutting, weeding and applying vinyl, mounting prints to Dibond, foamex and acrylic
- Running our large format printers (Roland and HP Latex) and laminator
- Setting up and operating the CNC router for built-up lettering and tray signs
- Vehicle wrapping and fleet graphics (vans, buses, the odd food truck)
- Preparing artwork files for output in Adobe Illustrator and Flexi
- Installing signs on site with the install team 2-3 days a week - sometimes at height, from ladders, towers or a cherry picker
- Keeping the workshop tidy and safe

You'll need:
- Minimum 3 years' experience in sign making or a similar production environment
- A good eye and patience - our best people are a bit obsessive about bubbles and straight lines
- Working knowledge of Illustrator; Flexi or SignLab would be great
- Full clean driving licence (B), C1 an advantage
- Valid Safe Pass; working at heights and manual handling certs (or we'll put you on the course)
- Be able to work in a team and also on your own

We offer:
- €34,000 - €40,000 depending on experience
- Monday - Thursday 8 - 5, Friday 8 - 1
- Overtime available at time and a half
- Company van for install days
- Training on vehicle wrap certification

Send your CV and some photos of your work to the workshop manager, Declan.`,
  },
  {
    id: 'vendor-manager',
    field: 'operations',
    half: 'tune',
    title: 'Manager, Vendor Management',
    company: 'Tanvira Retail Technologies Pvt. Ltd.',
    skills: [
      'Vendor Management',
      'Contract Negotiation',
      'SLA Management',
      'Vendor Onboarding',
      'Procurement',
      'SAP Ariba',
      'Spend Analysis',
      'Risk Assessment',
      'Excel',
      'MBA',
      'Stakeholder Management',
      'Communication',
    ],
    text: `Manager - Vendor Management
Tanvira Retail Technologies Pvt. Ltd.
4.1 ★ | 212 Reviews
6 - 10 years
₹ 18-25 Lacs P.A.
Bengaluru
Send me jobs like this
Posted: 3 days ago | Openings: 1 | Applicants: 100+
Register to apply | Login to apply
Save

Job highlights
- 6+ years in vendor management / procurement for technology or retail operations
- Manage 150+ vendors incl. logistics, facility and IT services partners

Job description
Tanvira Retail Technologies runs the technology and operations backbone for 900+ grocery and pharmacy stores across South India. We are looking for a Manager - Vendor Management to own our relationships with third-party service providers.

Roles and Responsibilities
- Own end-to-end vendor lifecycle: identification, due diligence, onboarding, performance reviews and exit
- Negotiate commercial terms and contracts with logistics, housekeeping, security and IT support vendors
- Define SLAs and KPIs, track them monthly, and run quarterly business reviews with key partners
- Perform spend analysis and find cost savings opportunities of 5-8% annually
- Drive vendor risk assessment (financial, compliance, information security) with Legal and InfoSec
- Manage POs and contracts in SAP Ariba; maintain vendor master data
- Resolve escalations from store operations teams and ensure penalties/credits are applied as per contract
- Prepare MIS and dashboards for leadership (Excel, Power BI)

Preferred candidate profile
- MBA (Operations / Supply Chain) from reputed institute
- 6-10 years experience, at least 3 years managing vendors directly
- Strong negotiation and stakeholder management skills
- Hands-on with SAP Ariba or Coupa
- Advanced Excel
- Excellent communication in English; Kannada or Tamil will be added advantage

Perks and benefits
Medical insurance for family, performance bonus, hybrid (3 days WFO)

Role: Vendor Manager
Industry Type: Retail
Department: Procurement & Supply Chain
Employment Type: Full Time, Permanent
Role Category: Procurement & Purchase
Education
UG: Any Graduate
PG: MBA/PGDM in Operations

Key Skills
Vendor Management | Contract Negotiation | SLA Management | Procurement | Ariba | Spend Analysis | Vendor Development`,
  },
  {
    id: 'dynamics-365-consultant',
    field: 'technology',
    half: 'unseen',
    title: 'D365 F&O Functional Consultant',
    company: 'Meridian Straits Logistics Pte Ltd',
    skills: [
      'Dynamics 365 Finance and Operations',
      'Functional Consulting',
      'Requirements Gathering',
      'Fit-Gap Analysis',
      'Supply Chain Management',
      'Warehouse Management',
      'Data Migration',
      'Lifecycle Services',
      'Azure DevOps',
      'User Acceptance Testing',
      'Power BI',
      'Stakeholder Management',
      'Communication',
    ],
    text: `Lionsgate Talent Partners Pte Ltd | EA Licence No. 19C8821

Our client, Meridian Straits Logistics Pte Ltd, is a regional third-party logistics provider with warehouses in Singapore, Johor, Jakarta and Ho Chi Minh City. As they move their regional operations from a legacy AX 2012 system to the cloud, they are strengthening their in-house ERP team.

Position: D365 F&O Functional Consultant
Location: Tuas, Singapore (on-site 4 days, 1 day WFH)
Employment: Permanent, full-time
Salary: SGD 7,500 - 9,500 per month + AWS + variable bonus

Key Responsibilities
- Lead business workshops with warehouse, transport and finance teams; document requirements and perform fit-gap analysis
- Configure Dynamics 365 Finance & Operations, focusing on Supply Chain Management and Warehouse Management (WMS) modules
- Write functional design documents for extensions and integrations and work with the technical team and Microsoft partner
- Plan and execute data migration from AX 2012 using the Data Management Framework
- Manage environments and deployments in Lifecycle Services (LCS) and track work items in Azure DevOps
- Prepare test scripts, lead SIT and UAT, and run end-user training across 4 countries
- Support hypercare and ongoing change requests after go-live

Requirements
- Degree in Information Systems, Business or related
- At least 5 years of functional experience with Dynamics AX or D365 F&O, including 2 full life-cycle implementations
- Strong knowledge of inventory, warehousing and transportation processes
- Good understanding of finance integration (GL, AP/AR posting profiles) is an advantage
- Microsoft certification MB-330 (Supply Chain Management) preferred
- Exposure to Power BI reporting and the Power Platform is a plus
- Good communication skills; comfortable with team dynamics across cultures and with regional travel (up to 20%)

Interested candidates may submit your updated resume to the consultant in charge. We regret that only shortlisted candidates will be notified.

Lionsgate Talent Partners Pte Ltd | EA Licence No. 19C8821 | Registration No. R1988210`,
  },
  {
    id: 'power-platform-developer',
    field: 'technology',
    half: 'tune',
    title: 'Power Platform Developer',
    company: 'Bayanihan Shared Services Inc.',
    skills: [
      'Power Apps',
      'Power Automate',
      'Dataverse',
      'SharePoint',
      'Power BI',
      'Power Fx',
      'JavaScript',
      'SQL',
      'REST APIs',
      'Azure',
      'PL-400',
      'Problem Solving',
      'Communication',
    ],
    text: `Bayanihan Shared Services Inc.
Power Platform Developer
Taguig, National Capital Region, Philippines · 1 week ago · Over 100 applicants
Hybrid · Full-time · Mid-Senior level
1,001-5,000 employees · Business Consulting and Services
Easy Apply   Save

About the job
Bayanihan Shared Services supports finance, HR and procurement processes for a group of 40+ companies in Asia-Pacific from our hub in BGC. Our Automation Centre of Excellence builds low-code solutions that take the manual work out of those processes - and we need another developer who loves to automate boring things.

What you'll do
- Design and build canvas and model-driven apps in Power Apps, with Dataverse as the main data store
- Build cloud flows in Power Automate (formerly Microsoft Flow) for approvals, notifications and integrations with SAP and ServiceNow
- Write Power Fx formulas and, when needed, JavaScript web resources and custom connectors calling REST APIs
- Use SharePoint lists and document libraries where they are the right tool (and say so when they aren't)
- Create Power BI reports on top of your solutions to show process KPIs
- Follow our ALM: solutions, environments, pipelines, and code reviews
- Gather requirements directly from process owners and present demos to them

Qualifications
- 3+ years of hands-on Power Platform development
- Strong with Power Apps, Power Automate and Dataverse
- Working knowledge of SQL and at least one scripting language (JavaScript or C#)
- Familiar with Azure services (Logic Apps, Functions, Key Vault) - nice to have
- Microsoft Certified: Power Platform Developer Associate (PL-400) is a plus
- Good problem-solving and communication skills; able to explain technical things to finance and HR users
- Willing to work mid-shift (11am-8pm) twice a week to overlap with Australia

Benefits
HMO from day 1 with 2 free dependents, 20 days leave, rice allowance, annual certification budget, hybrid setup (2 days onsite).

Show more

Meet the hiring team
Lara M. · Talent Acquisition Lead · Message`,
  },
  {
    id: 'structured-cabling-technician',
    field: 'telecommunications',
    half: 'unseen',
    title: 'Structured Cabling Technician',
    company: 'Lone Peak Low Voltage LLC',
    skills: [
      'Structured Cabling',
      'Cat6/Cat6A',
      'Fiber Optic Termination',
      'Fluke Testing',
      'BICSI Installer 2',
      'Blueprint Reading',
      'Rack and Stack',
      'Cable Management',
      'OSHA 10',
      "Driver's License",
      'Teamwork',
      'Reliability',
    ],
    text: `Lone Peak Low Voltage LLC
3.9 out of 5 stars
Structured Cabling Technician - Journeyman
Salt Lake City, UT 84104
$24 - $32 an hour - Full-time
Apply now
Save

Job details
Pay: $24 - $32 an hour
Job type: Full-time
Shift and schedule: 8 hour shift, Monday to Friday, Overtime

Benefits
- 401(k) with 4% match
- Health insurance
- Paid time off
- Tool allowance

Full job description
Lone Peak Low Voltage is a growing contractor doing structured cabling, access control and wireless for commercial buildings, schools and data centers along the Wasatch Front. We're hiring cabling techs for new construction and tenant improvement jobs.

What you'll do:
- Pull, terminate and label Cat6 and Cat6A copper to TIA-568 standards
- Install and terminate single-mode and multimode fiber (LC/SC connectors, fusion splicing a plus)
- Install cable tray, J-hooks, ladder rack and firestopping
- Rack and stack: mount racks, patch panels and cable management, dress cables neatly (we mean neatly)
- Test and certify runs with a Fluke DSX Versiv and OTDR, and save results for closeout
- Read blueprints and floor plans and mark up as-builts
- Work safely on ladders and lifts

What we need:
- 2+ years commercial structured cabling experience
- BICSI Installer 2 (Copper or Optical Fiber) preferred, Technician level is a big plus
- OSHA 10 (we can get you OSHA 30)
- Own basic hand tools
- Valid driver's license and reliable transportation to job sites
- Pass background check and drug screen (some sites are schools)
- Team player who shows up on time, every time. Passing the Fluke test on the first try is not a fluke - it's doing it right.

Hiring 4 candidates for this role
Posted 6 days ago · Employer responded to 75% of applications

Indeed Hiring Insights
Job activity: Employer reviewed job 1 day ago`,
  },
  {
    id: 'wool-classer',
    field: 'agriculture',
    half: 'tune',
    title: 'Wool Classer',
    company: 'Hourigan Shearing Pty Ltd',
    skills: [
      'Wool Classing',
      'AWEX Registered Classer',
      'Merino Wool',
      'Wool Preparation',
      'AWEX Code of Practice',
      'Bale Specifications',
      'Shed Management',
      'Classer Specification',
      "Driver's Licence",
      'Teamwork',
      'Work Ethic',
    ],
    text: `Hourigan Shearing Pty Ltd – Hay NSW
WANTED: Wool Classer (AWEX registered) – 2027 pre-lambing run

Runs:
- Feb to mid-April 2027, then spring crutching if wanted
- Riverina + western Vic, mostly Merino, some first-X
- 5–8 stand sheds, 4,000–14,000 head
- 1 big station shed (~9,000 ewes, ~40 km N of Hay) approx 3 weeks

Need:
- Current AWEX classer stamp (Registered Classer or Master Classer)
- Min 2 full seasons classing Merino
- Know the AWEX Code of Practice inside out – skirting, lines, bin and bale specs, classer specification, mulesed/non-mulesed declarations
- Able to run the board + table, keep the shed moving, sort out rouseabouts
- Confident talking to growers about their clip and what the buyers want
- Own vehicle + licence; some sheds are 2 hrs of dirt road
- Good fitness, early starts, hot sheds

Nice to have:
- Wool handling / pressing background
- Experience with eBale / WoolClip app
- Fine wool clips (17–18.5 micron)

Pay:
- Award + above for the right person ($ per bale or day rate, we'll talk)
- Accommodation + meals at most sheds (some quarters are basic, be warned)
- Fuel allowance

Us:
Family contracting business, 3 generations, 4 teams. No dramas, no grog on the board, good food, good crews. Smoke-free quarters.

Call or text Darcy (number on our FB page), or reply here with your stamp number and sheds classed last season.`,
  },
  {
    id: 'tea-estate-field-officer',
    field: 'agriculture',
    half: 'unseen',
    title: 'Assistant Field Officer',
    company: 'Dhansiri Valley Tea Company Ltd.',
    skills: [
      'Tea Cultivation',
      'Plucking Round Management',
      'Pruning',
      'Integrated Pest Management',
      'Labour Management',
      'Plantations Labour Act',
      'B.Sc. Agriculture',
      'Field Records',
      'Assamese',
      'Hindi',
      'Two-wheeler Licence',
      'Leadership',
    ],
    text: `URGENT REQUIREMENT

Dhansiri Valley Tea Company Ltd. is one of reputed tea producer of Assam having 7 tea gardens in Golaghat and Karbi Anglong district with own factories producing CTC and orthodox teas, exporting to UK, Iran and Russia. Company is certified by Rainforest Alliance and Trustea.

We are inviting applications from energetic young candidates for the post of Assistant Field Officer for our Nahorjan Tea Estate.

Job Responsibilities:
1. To supervise daily plucking in allotted sections and maintain the plucking round of 7 to 8 days in main season.
2. To look after pruning, skiffing, infilling and new plantation work as per the estate programme.
3. To implement Integrated Pest Management (IPM) for Helopeltis, red spider and looper caterpillar, with safe use and record of agrochemicals as per Trustea and Plant Protection Code.
4. To manage and motivate the field labour force (around 350 workers) with the help of sardars and chowkidars, and make daily muster.
5. To maintain the field records – leaf weighment, section-wise yield, fertilizer and spraying register – and submit daily report to Manager.
6. Should ensure welfare facilities and compliance as per Plantations Labour Act, 1951.
7. Any other work given by the Manager from time to time.

Qualification and Experience:
- B.Sc. Agriculture / B.Sc. Horticulture from recognised university (Tea Husbandry diploma from TRA Tocklai will be added advantage)
- 1 to 3 years experience in tea estate field work. Freshers with good academic record can also apply
- Must know Assamese and Hindi language; knowledge of Bengali or Sadri preferred
- Must have own two-wheeler and valid driving licence
- Basic computer knowledge (MS Excel, Email)
- Good leadership and physically fit for field work in all season

Salary & Benefits:
As per industry norms. Free furnished bungalow, electricity, medical facility, PF and gratuity, annual bonus as per Payment of Bonus Act.

Interested candidates may send their CV with recent passport size photograph and copy of certificates to the Head Office, Jorhat within 15 days of this advertisement. Only shortlisted candidates will be called for interview.`,
  },
  {
    id: 'drilling-engineer',
    field: 'energy',
    half: 'tune',
    title: 'Senior Drilling Engineer',
    company: 'Qasr Offshore Energy Services LLC',
    skills: [
      'Drilling Engineering',
      'Well Design',
      'Casing Design',
      'Landmark WellPlan',
      'COMPASS',
      'StressCheck',
      'IWCF Level 4',
      'Directional Drilling',
      'Torque and Drag Analysis',
      'Drilling Programs',
      'Cost Estimation',
      "Bachelor's in Petroleum Engineering",
      'Leadership',
      'Communication',
    ],
    text: `Qasr Offshore Energy Services LLC provides well engineering and project management to operators in the UAE, Oman and Qatar, from land rigs to artificial islands. We are expanding our well engineering team for a five-year development drilling campaign.

Position: Senior Drilling Engineer
Location: Abu Dhabi, UAE (office based, with rig site visits to offshore islands)
Contract: Permanent, residence visa provided
Req. No.: QOES-WE-2611

Summary of role
The Senior Drilling Engineer prepares well designs and drilling programs for extended-reach and horizontal development wells, and supports operations on the rig through to completion.

| Area | Requirement |
| --- | --- |
| Education | Bachelor's degree in Petroleum, Mechanical or Chemical Engineering |
| Experience | 12+ years drilling engineering, minimum 5 years in the Middle East |
| Well types | ERD, horizontal and multilateral wells; HPHT exposure is advantage |
| Software | Landmark suite: WellPlan, COMPASS, StressCheck, WellCat; Excel |
| Certification | IWCF Level 4 Well Control (Supervisor), valid |
| Design | Casing and tubing design, cementing, torque and drag, hydraulics, BHA design |
| Planning | Drilling programs, AFE and cost estimation, time-depth curves, risk registers |
| Languages | English (fluent); Arabic is an advantage |
| Travel | Regular helicopter or crew boat travel to offshore islands; valid BOSIET/FOET |

Main responsibilities
- Prepare basis of design and detailed drilling programs, and get them through peer review and approval
- Run well planning simulations and check the directional plans from the DD contractor
- Prepare AFEs and track actual cost against plan
- Provide 24/7 on-call engineering support during operations, including well control and stuck pipe events
- Write end-of-well reports and lessons learned and present them to the client
- Mentor junior and graduate engineers

Package
Competitive tax-free salary, housing and transport allowance, annual flights, family medical insurance, 30 days annual leave, end-of-service gratuity as per UAE Labour Law.

Only candidates meeting the above requirements will be contacted. Qasr Offshore Energy Services is an equal opportunity employer.`,
  },
  {
    id: 'smart-meter-installer',
    field: 'energy',
    half: 'unseen',
    title: 'Smart Metering Engineer, Dual Fuel',
    company: 'Ambergate Energy Services Ltd',
    skills: [
      'Smart Meter Installation',
      'Dual Fuel Metering',
      'Gas Safe Registration',
      'ACS CCN1',
      'MET1',
      'MOCOPA',
      'Electrical Metering',
      'Level 3 Smart Meter Installation Diploma',
      'Health and Safety',
      'Driving Licence',
      'Customer Service',
      'Time Management',
    ],
    text: `Smart Metering Engineer – Dual Fuel
East Midlands (Nottingham, Derby, Leicester patches)
£36,500 basic + bonus (OTE £42,000)
Permanent, full time
Van, fuel card, tools and uniform provided

Ambergate Energy Services Ltd installs and maintains gas and electricity meters on behalf of three UK energy suppliers. We're recruiting qualified Dual Fuel Smart Metering Engineers to join our East Midlands field team. You'll start and finish from home and work a local patch, with 5-7 jobs a day booked for you by our scheduling team.

What you'll do
- Exchange traditional credit and prepayment gas and electricity meters for SMETS2 smart meters, and commission the in-home display
- Carry out gas tightness testing, purging and safety checks, and deal with any unsafe situations in line with the Gas Industry Unsafe Situations Procedure
- Carry out single phase electricity meter exchanges, including cut-out inspections and polarity checks, to MOCOPA standards
- Explain the new meter and the display to customers, many of whom are elderly or vulnerable, and leave them happy
- Complete job records accurately on the handheld device and upload photos
- Follow all health and safety procedures and take part in field audits

What you'll need
- Level 3 Diploma in Smart Meter Installation (Dual Fuel) or equivalent NVQ
- Current Gas Safe registration with ACS CCN1 and MET1 (MET2-4 an advantage)
- Electricity metering competence: MOCOPA accredited, with recent single phase experience
- Full UK driving licence with no more than 6 points
- Able to pass a basic DBS check (you will be in customers' homes)
- Good customer service skills and good time management

Not qualified yet? We also run a funded Trainee Smart Meter Engineer academy – see our other advert.

Benefits: 25 days' holiday + bank holidays, 5% pension, private medical after 1 year, paid overtime on Saturdays.

Ambergate Energy Services is committed to equal opportunities and welcomes applications from everyone, including ex-forces. We are a Disability Confident employer.`,
  },
  {
    id: 'personal-shopper',
    field: 'retail',
    half: 'tune',
    title: 'Personal Shopper',
    company: 'Orchid & Lane',
    skills: [
      'Personal Styling',
      'Clienteling',
      'Luxury Retail',
      'Salesforce',
      'Sales Targets',
      'Fashion Knowledge',
      'English',
      'Mandarin',
      'Customer Service',
      'Relationship Building',
      'Communication',
    ],
    text: `Personal Shopper at Orchid & Lane
Orchard Road, Singapore · Full-time · On-site

Orchid & Lane is Singapore's home-grown luxury department store, with three floors of women's and men's fashion, beauty and homeware in the heart of Orchard Road. Our Personal Shopping Suite serves some of our most loyal customers - regional families, busy executives and visitors from across Asia - and we're adding a Personal Shopper to the team of four.

What you will do
- Look after a book of around 150 clients: understand their style, sizes, lifestyle and upcoming events, and build long-term relationships
- Curate wardrobes and full looks across our brands, pulling pieces before appointments so the suite is ready when clients arrive
- Keep client profiles, preferences and purchase history up to date in our clienteling app (Salesforce) and reach out with new arrivals by WhatsApp, email or phone
- Plan private appointments, trunk shows and after-hours shopping events with the brand teams
- Achieve monthly and annual sales targets - the role has a meaningful commission
- Arrange alterations, deliveries and special orders, and make sure nothing is forgotten
- Work closely with beauty and visual merchandising teams to create a seamless experience

What we are looking for
- 3 years or more in luxury or premium fashion retail, with a proven clientele and sales record
- Strong knowledge of fashion, fit and fabrics, and a genuine eye for styling
- Excellent spoken and written English; Mandarin is required to serve our regional clients (Bahasa Indonesia or Cantonese is a bonus)
- Polished, discreet and warm in manner, with great communication skills
- Comfortable using a CRM and working retail hours, including weekends and public holidays

Why join us
- Basic salary plus uncapped commission and a monthly clothing allowance
- Staff discount of 30%, medical and dental benefits
- 18 days of annual leave, rising with service
- Training from our brand partners

Only shortlisted candidates will be notified. By submitting your application, you consent to Orchid & Lane collecting your personal data for recruitment purposes under the PDPA.`,
  },
  {
    id: 'parts-advisor',
    field: 'automotive',
    half: 'unseen',
    title: 'Parts Advisor',
    company: 'Kaimai Motor Supplies Limited',
    skills: [
      'Automotive Parts',
      'Parts Interpretation',
      'Electronic Parts Catalogues',
      'Point of Sale',
      'Stock Control',
      'MYOB',
      'Automotive Knowledge',
      'Phone Sales',
      "Full Driver's Licence",
      'Customer Service',
      'Teamwork',
      'Communication',
    ],
    text: `AutoHub Parts Tauranga is independently owned and operated by Kaimai Motor Supplies Limited, a locally owned franchisee of the AutoHub Parts network. We supply parts, tools and accessories to workshops, fleets and the public across the Bay of Plenty from our Mount Maunganui and Tauriko stores.

Our Tauriko store is looking for a Parts Advisor to join our trade counter team.

About the role
Most of the day you'll be on the counter or the phone with trade customers - mechanics, fleet managers and panel shops - finding the right part, quickly, first time. You'll:
- Identify parts using electronic parts catalogues (PartsLink, Burson EPC and the AutoHub catalogue), by rego, VIN or OE number
- Quote and sell parts and accessories over the counter and by phone, and raise sales in our point-of-sale system
- Chase back-orders and special orders with suppliers and keep customers in the loop
- Help with receiving, put-away and stock takes, and keep the shelves and counter tidy
- Process returns and warranty claims
- Occasionally run urgent deliveries to workshops in the store ute

About you
- Previous experience as a parts interpreter or in automotive parts sales is preferred, though a mechanical background will also get you far
- Good automotive knowledge - you know your CV joints from your control arms
- Comfortable with computers; some MYOB or a retail POS is helpful
- Full NZ driver's licence (restricted not accepted)
- A customer-first attitude, good communication, and you enjoy working as part of a busy team
- Available Monday to Friday 7.30am - 5pm plus one Saturday morning a month

What's on offer
- $26 - $30 per hour depending on experience
- Ongoing product training from our suppliers
- Staff pricing on parts and tools
- A friendly, local team that actually gets on

All employment at this store is with Kaimai Motor Supplies Limited, not with AutoHub Parts NZ. Applicants must have the right to work in New Zealand.`,
  },
  {
    id: 'train-driver',
    field: 'transport',
    half: 'tune',
    title: 'Trainee Train Driver',
    company: 'Northfell Rail Ltd',
    skills: [
      'Safety Critical Work',
      'Rule Book Compliance',
      'Concentration',
      'Psychometric Assessment',
      'Shift Work',
      'Route Knowledge',
      'GCSE English and Maths',
      'Decision Making',
      'Reliability',
      'Customer Service',
      'Communication',
    ],
    text: `Northfell Rail Careers
Job Description

Trainee Train Driver
Job Number: 2600417
Primary Location: United Kingdom-England-Carlisle
Other Locations: United Kingdom-England-Barrow-in-Furness
Organization: Operations - Traincrew
Schedule: Full-time
Shift: Rotating (early, late, night, weekend)
Job Posting: 23-Nov-2026, 9:00:00 AM
Unposting Date: 07-Dec-2026, 11:59:00 PM
Salary: £36,700 during training, rising to £62,400 on qualification

Description
Northfell Rail Ltd operates regional passenger services across Cumbria, Lancashire and the Furness and Cumbrian Coast lines. We are looking for trainee drivers to join our Carlisle and Barrow depots.

No previous railway experience is needed. Our 12-14 month training programme covers the Rule Book, traction and rolling stock knowledge for our Class 195 and 158 fleets, and route knowledge across our network, followed by supervised driving hours. On completion you will hold a European train driving licence and a Northfell certificate.

As a Train Driver you will be responsible for the safe, punctual operation of passenger trains, keeping to signals, speed restrictions and the timetable, and following safety-critical procedures at all times. You will also make announcements to customers and deal calmly with disruption, failures and emergencies.

Qualifications
- Minimum age 20 at the time of applying
- GCSE (or equivalent) English and Maths at grade 4/C or above
- Ability to pass the Train Driver Selection assessments: psychometric tests (concentration, reaction, trainability) and a structured interview
- Ability to meet the medical standards for safety critical work, including eyesight, colour vision and hearing, and to pass drugs and alcohol screening
- Willingness to work a rotating shift pattern including nights, weekends and bank holidays
- Living within 60 minutes of your home depot

What we look for
We need people who can concentrate for long periods, follow rules precisely, make good decisions under pressure, and be relied on to turn up on time. Good communication and a calm, customer-focused manner are important.

Northfell Rail is an equal opportunity employer and actively welcomes applications from women, who make up only 9% of our drivers today.`,
  },
  {
    id: 'tow-truck-operator',
    field: 'transport',
    half: 'unseen',
    title: 'Tow Truck Operator, Flatbed / Wrecker',
    company: 'Buckeye Roadside Recovery LLC',
    skills: [
      'Towing',
      'Flatbed Operation',
      'Wrecker Operation',
      'Light-Duty Recovery',
      'Winching',
      'WreckMaster Certification',
      'TRAA Certification',
      'Clean MVR',
      'DOT Medical Card',
      'Class B CDL',
      'Customer Service',
      'Reliability',
    ],
    text: `$$ TOW TRUCK OPERATOR – FLATBED / WRECKER – NIGHTS $$ (Columbus, OH)
compensation: $22–$28/hr + commission, $1,500 sign-on
employment type: full-time

Buckeye Roadside Recovery LLC is a 24/7 towing and recovery company serving Franklin, Delaware and Licking counties. We run 17 trucks – rollbacks, light and medium duty wreckers – for motor clubs, police rotation, dealers and private customers. Busy nights, steady work, no slow season.

NOW HIRING experienced tow operators for night shift (6p–6a, 4 on 3 off).

YOU WILL:
– Respond to calls for breakdowns, accidents, lockouts, jump starts and tire changes
– Load and secure cars on the flatbed, tow with wheel-lift, winch vehicles out of ditches and parking garages
– Work accident scenes safely with police and fire
– Handle paperwork / photos / payments on the tablet app
– Keep your truck clean and do daily pre-trip inspections

MUST HAVE:
– 1+ yr towing experience (light duty minimum)
– Valid Ohio DL with clean MVR (no DUI in 7 yrs)
– DOT medical card
– Class B CDL preferred, required for medium duty trucks
– WreckMaster or TRAA certification a plus (we'll pay for it)
– Know your way around Columbus without GPS (mostly)
– Pass drug screen + background check

Good attitude with customers – people are usually having the worst day of their week when they call us. Show up on time, every shift.

WE OFFER:
– Take home truck after 90 days
– Health / dental / vision after 60 days
– PTO, holiday pay
– Weekly pay, direct deposit

Call the dispatch office or reply with your resume and years towing. Principals only, no recruiters.

do NOT contact us with unsolicited services or offers
post id: 7801132590
posted: 2026-11-25 18:42`,
  },
  {
    id: 'close-protection-officer',
    field: 'security',
    half: 'tune',
    title: 'Close Protection Officer',
    company: 'Kwena Risk Solutions (Pty) Ltd',
    skills: [
      'Close Protection',
      'PSIRA Grade A',
      'Firearm Competency',
      'Advanced Driving',
      'First Aid Level 3',
      'Threat Assessment',
      'Route Planning',
      'Code 08 Licence',
      'English',
      'isiZulu',
      'Physical Fitness',
      'Discretion',
      'Communication',
    ],
    text: `Kwena Risk Solutions (Pty) Ltd is a PSIRA-registered security company providing close protection, secure transport and risk advisory services to corporate executives, diplomats and high-net-worth families in Gauteng and KwaZulu-Natal. Our teams are small, professional and discreet.

We currently have a vacancy for a Close Protection Officer based in Sandton, Johannesburg, with regular travel in South Africa and occasionally to neighbouring countries.

Key responsibilities:
• Provide close protection to the principal and family during daily movements, meetings and events
• Conduct threat and risk assessments and advance work for venues and routes
• Plan primary and alternate routes and drive armoured and soft-skin vehicles using defensive and evasive driving techniques
• Coordinate with residential security teams, control room and other agencies
• Respond to medical emergencies and provide first aid until professional help arrives
• Maintain confidentiality at all times and keep accurate incident and movement logs

Minimum requirements:
• Grade 12 (Matric)
• PSIRA Grade A registration (active, with proof of good standing)
• Close protection qualification from a recognised training provider (SASSETA accredited)
• Firearm competency certificate for handgun (business purpose) – SAPS issued
• Advanced / tactical driving certificate
• First Aid Level 3
• Valid Code 08 (B) driver's licence with minimum 5 years driving experience
• Minimum 3 years close protection experience, ex-SAPS VIP Protection or SANDF special forces an advantage
• Fluent in English; isiZulu or Sesotho will be an advantage
• Excellent physical fitness – candidates will be tested
• Clear criminal record; will undergo polygraph and vetting

Personal attributes:
Discreet and well-groomed, calm under pressure, with excellent communication and interpersonal skills. Flexible to work long and irregular hours, including weekends and public holidays.

Remuneration: R28,000 – R38,000 per month depending on experience, plus overtime and travel allowances. Medical aid and provident fund.

Please note: if you do not receive a response within two weeks, please consider your application unsuccessful. Kwena Risk Solutions supports Employment Equity.`,
  },
  {
    id: 'reablement-worker',
    field: 'social care',
    half: 'unseen',
    title: 'Reablement Support Worker',
    company: 'Hartsmoor City Council',
    skills: [
      'Reablement',
      'Personal Care',
      'Care Certificate',
      'Level 2 Health and Social Care',
      'Medication Administration',
      'Moving and Handling',
      'Safeguarding Adults',
      'Care Planning',
      'Driving Licence',
      'Empathy',
      'Communication',
      'Teamwork',
    ],
    text: `Salary: £24,790 - £26,409 per annum, plus 10% unsocial hours enhancement
Grade: Grade 4
Hours: 30 hours per week (rota includes weekends and evenings)
Contract: Permanent
Directorate: Adults, Health and Wellbeing
Service: Community Reablement Team (North)
Location: Hartsmoor - community based
Closing date: 13 December 2026
Interview date: w/c 4 January 2027
Job ref: AHW04412

Hartsmoor City Council is looking for caring people to join our in-house reablement service as a Reablement Support Worker.

Reablement is short-term support, usually up to six weeks, for adults coming home from hospital or who have had a fall or illness. Instead of doing things for people, you will help them relearn everyday skills - washing, dressing, making a meal, managing their medication - so they can live as independently as possible in their own home.

What you'll be doing
- Supporting people with personal care and daily living tasks, following their reablement plan and goals
- Prompting and administering medication in line with the Council's medication policy
- Using moving and handling equipment such as hoists, stand aids and slide sheets safely
- Recording progress on our electronic care planning system (on a council smartphone) and feeding back to occupational therapists and the team leader
- Spotting and reporting safeguarding concerns and changes in people's health

What we need from you
- Experience of providing personal care, either in a paid role or caring for a family member
- The Care Certificate, or willingness to complete it in your first 12 weeks
- An NVQ / QCF / RQF Level 2 in Health and Social Care, or willingness to work towards it
- A full UK driving licence and access to a car for work (mileage is paid)
- Patience, empathy and a positive attitude - our job is to help people do things for themselves
- Good communication and a willingness to work as part of a team

This post is subject to an enhanced DBS check with barred list check. We offer a local government pension scheme, 26 days' leave plus bank holidays, paid travel time, and full training. Hartsmoor City Council is a Disability Confident Leader and a Living Wage employer.`,
  },
  {
    id: 'camera-operator',
    field: 'media',
    half: 'tune',
    title: 'Camera Operator, Live Sport',
    company: 'Southern Cross Broadcast Services Pty Ltd',
    skills: [
      'Camera Operation',
      'Live Broadcast',
      'Multi-camera Production',
      'Sony HDC Cameras',
      'RF Camera',
      'Steadicam',
      'ENG',
      'Talkback',
      'Working at Heights',
      "Driver's Licence",
      'Teamwork',
      'Composure Under Pressure',
    ],
    text: `**Southern Cross Broadcast Services Pty Ltd**

We build and crew outside broadcasts for Australia's biggest sporting codes - AFL, NRL, cricket, netball and motorsport - from our OB truck fleet in Melbourne, Sydney and Brisbane.

### Camera Operator – Live Sport (Casual)

**Location:** Melbourne-based, national travel
**Type:** Casual pool, guaranteed minimum 8 shifts a month in season
**Rate:** $48.50/hr casual (incl. loading), overtime and travel allowances per the Broadcast Award

#### The role
Our crews deliver more than 900 live events a year. We're expanding our casual camera pool ahead of the 2027 season and want experienced operators who can shoot live sport at a national broadcast standard - from the season premiere to a wet Tuesday night in Launceston.

#### What you'll do
- Operate hard and handheld cameras (Sony HDC-3500 / HDC-5500 and long lenses) on multi-camera live broadcasts
- Follow direction over talkback, hold your shot, and offer good shots when the director needs them
- Rig and de-rig camera positions, cabling and tripods, including positions on gantries and scaffolds
- Operate RF and Steadicam when qualified, and ENG cameras for pre-game and post-game content
- Work with audio, EVS and production teams to get the show to air without drama

#### What you'll bring
- 3+ years operating cameras in live broadcast (sport strongly preferred)
- Great framing, focus and anticipation - you know the game you're shooting
- Experience on RF, Steadicam or specialty cameras is highly regarded
- Working at Heights ticket (or able to obtain one before your first shift)
- Current driver's licence
- Calm under pressure and a good crew member on long days and late finishes
- Able to travel interstate at short notice

#### Nice to have
- Avid fans of the game tend to be better operators, but we won't ask you to pick a team
- Some editing experience (Adobe Premiere Pro or Avid Media Composer) for our digital crew

To apply, send your CV and a link to your showreel. We're an equal opportunity employer and particularly encourage women and First Nations camera operators to apply.`,
  },
  {
    id: 'bottling-line-operator',
    field: 'manufacturing',
    half: 'unseen',
    title: 'Bottling Line Operator',
    company: 'Manantial Sierra Azul S.A. de C.V.',
    skills: [
      'Bottling Line Operation',
      'Filling Machines',
      'Good Manufacturing Practices',
      'HACCP',
      'Changeovers',
      'Preventive Maintenance',
      'OEE',
      '5S',
      'Forklift Licence',
      'Quality Control',
      'Spanish',
      'English',
      'Teamwork',
    ],
    text: `Manantial Sierra Azul S.A. de C.V. | Bottling Line Operator (3rd shift) | Monterrey, N.L.

Manantial Sierra Azul is a company with more than 30 years producing natural mineral water and flavored waters for the north of Mexico and for export to the south of United States. Our plant in Apodaca has 4 PET lines and 1 glass line, and we are certified in FSSC 22000.

Because of growth in the export business we are looking for a Bottling Line Operator for the third shift (22:00 - 06:00).

Activities:
- Operate the bottling line: blow molder, filler, capper, labeler and shrink packer (Krones and Sidel equipment)
- Do the changeovers of format and flavor following the checklist, in the standard time
- Make quality controls during production: fill level, torque of caps, code date, label position, and register in the format
- Apply Good Manufacturing Practices (GMP/BPM), HACCP and the food safety rules of the plant
- Report stops and failures and calculate the OEE of the shift with the supervisor
- Do autonomous and preventive maintenance of first level (cleaning, lubrication, inspection)
- Keep the area in order with 5S
- Move pallets with forklift when necessary

Requirements:
- High school (preparatoria) complete, technical career in industrial maintenance or mechatronics is desirable
- 2 years of experience as operator in bottling or packaging lines of beverages or food
- Knowledge in GMP, HACCP and 5S
- Forklift license (licencia de montacargas) vigent, desirable
- Basic English to read manuals and to communicate with the auditors of US clients
- Availability for the night shift and rotation of rest days
- Responsible person, with team work and attention to quality

We offer:
- Salary $11,500 MXN monthly plus night shift bonus
- Benefits of law (IMSS, INFONAVIT, aguinaldo 30 days, vacations)
- Punctuality and attendance bonus, food coupons
- Transport from Monterrey and free dining room
- Stable job and training in the plant

Interested, please send your CV by this site or present in the plant from Monday to Friday 9:00 to 14:00 with documents. We are equal opportunity employer.`,
  },
  {
    id: 'strength-and-conditioning-coach',
    field: 'sport',
    half: 'tune',
    title: 'Assistant Strength and Conditioning Coach',
    company: 'Cascade Ridge State University',
    skills: [
      'Strength and Conditioning',
      'CSCS',
      'Program Design',
      'Olympic Lifting',
      'Athlete Monitoring',
      'Sports Science',
      'CPR/AED',
      'First Aid',
      "Bachelor's in Kinesiology",
      'NCAA Compliance',
      'Communication',
      'Leadership',
    ],
    text: `Posting Number: S02931P
Working Title: Assistant Strength and Conditioning Coach
Position Classification: Administrative/Professional Faculty
Department: Intercollegiate Athletics
Appointment Type: 12-month, full-time, fixed term (renewable)
Salary: $52,000 - $58,000 annually, commensurate with experience
Open Date: 11/20/2026
Review of Applications Begins: 12/07/2026
Location: Bend, Oregon

Cascade Ridge State University competes in 16 NCAA Division I sports. The Department of Intercollegiate Athletics seeks an Assistant Strength and Conditioning Coach to support the development of student-athletes, with primary responsibility for women's soccer, volleyball and track & field (throws and sprints).

Position Summary
Under the direction of the Director of Sports Performance, the Assistant Strength and Conditioning Coach designs and delivers year-round strength, speed and conditioning programs that improve performance and reduce injury risk. This position works closely with sports medicine, sport coaches and nutrition staff.

Duties and Responsibilities
- Design and implement periodized training programs for assigned teams, including Olympic lifting, plyometrics, speed and conditioning
- Coach lifts with sound technique and supervise training sessions in the Performance Center
- Collect and interpret athlete monitoring data (GPS units, force plates, readiness questionnaires) and share it with coaches
- Coordinate return-to-play progressions with athletic trainers
- Maintain equipment and facility safety standards
- Follow all NCAA, conference and University rules
- Supervise graduate assistants and interns

Minimum Qualifications
- Bachelor's degree in Kinesiology, Exercise Science or a related field
- CSCS (NSCA) or SCCC (CSCCa) certification, current
- CPR/AED and First Aid certification, or ability to obtain within 30 days of hire
- One year of experience coaching strength and conditioning at the collegiate, professional or Olympic level (graduate assistant and internship experience counts)

Preferred Qualifications
- Master's degree
- USA Weightlifting certification
- Experience with athlete management systems (e.g., Teambuildr, Catapult)

Special Instructions
Please attach a cover letter, resume and names of three references. Cascade Ridge State University is an AA/EOE and is committed to building a diverse workforce. Criminal history background check required.`,
  },
  {
    id: 'learning-and-development-partner',
    field: 'human resources',
    half: 'unseen',
    title: 'Learning & Development Business Partner',
    company: 'Semenanjung Digital Bank Berhad',
    skills: [
      'Learning and Development',
      'Training Needs Analysis',
      'Instructional Design',
      'SAP SuccessFactors Learning',
      'HRD Corp Claims',
      'Facilitation',
      'Leadership Development',
      'Kirkpatrick Evaluation',
      'Bahasa Malaysia',
      'English',
      'Stakeholder Management',
      'Communication',
    ],
    text: `Semenanjung Digital Bank Berhad
Careers

Learning & Development Business Partner
Apply
locations
Kuala Lumpur, Menara SDB
time type
Full time
posted on
Posted 10 Days Ago
job requisition id
JR-2026-1187

About Us
Semenanjung Digital Bank Berhad is one of Malaysia's licensed digital banks, serving more than 1.2 million customers through our app. Our 900 people work across technology, risk, operations and customer experience, and we are growing fast.

The Role
Reporting to the Head of Talent & Learning, you will partner with business leaders in Technology, Operations and Risk to build the skills our people need. You will own the learning plan for your client groups from needs analysis through to evaluation.

Key Responsibilities
- Conduct training needs analysis with department heads and translate business goals into annual learning plans
- Design and deliver programmes - leadership development for new managers, onboarding, and technical academies - using blended learning (workshops, e-learning, coaching)
- Facilitate workshops in English and Bahasa Malaysia
- Manage content and enrolment on our LMS (SAP SuccessFactors Learning)
- Manage HRD Corp grant applications and claims, and external training vendors
- Measure learning outcomes using the Kirkpatrick model and report to the leadership team
- Support mandatory Bank Negara Malaysia training requirements together with Compliance

Requirements
- Degree in Human Resources, Psychology, Education or related field
- 5-8 years in L&D, preferably in banking, fintech or technology
- Strong instructional design and facilitation skills
- Experience with an LMS; SuccessFactors is preferred
- Good knowledge of HRD Corp schemes and claim process
- Fluent in English and Bahasa Malaysia
- Excellent stakeholder management and communication; able to challenge senior leaders constructively
- Certification such as CPTD, ATD or a train-the-trainer (TTT) certificate is an advantage

What We Offer
Hybrid working, medical and dental coverage, EPF contribution above statutory, 20 days annual leave, learning allowance, and a generous employee share scheme.

Semenanjung Digital Bank Berhad is an equal opportunity employer. We value diversity and do not discriminate on the basis of race, religion, gender, age or disability.`,
  },
  {
    id: 'chaplain',
    field: 'healthcare',
    half: 'tune',
    title: 'Spiritual Care Practitioner',
    company: 'Harbourview Health Centre',
    skills: [
      'Spiritual Care',
      'CASC Certification',
      'Clinical Pastoral Education',
      'Master of Divinity',
      'Palliative Care',
      'Grief Support',
      'Crisis Intervention',
      'Interfaith Care',
      'Clinical Documentation',
      'Meditech',
      'Active Listening',
      'Empathy',
      'Teamwork',
    ],
    text: `Job ID 2026-14207
# of Openings 1
Category Spiritual Care
Position Type Part-Time (0.6 FTE)
Location CA-NS-Halifax
Union NSGEU Local 42

Overview
Harbourview Health Centre is a 420-bed acute care and teaching hospital serving Halifax and the surrounding region. Our Spiritual and Religious Care team supports patients, families and staff of all faiths and of none.

We are seeking a Spiritual Care Practitioner (chaplain) to provide spiritual, emotional and religious care primarily on our palliative care, oncology and intensive care units, and to take part in the on-call rotation for the whole hospital.

Responsibilities
- Provide spiritual assessment and care to patients and families facing serious illness, end of life, grief and loss
- Respond to crisis situations, including codes, trauma and sudden death, as part of the interdisciplinary team
- Facilitate rituals, prayers and memorial services, and connect patients with faith community leaders of their own tradition
- Document spiritual assessments and interventions in the patient chart (Meditech Expanse)
- Participate in interdisciplinary rounds and family meetings
- Support staff wellbeing after difficult events, including defusing sessions
- Supervise spiritual care students when assigned

Qualifications
- Master's degree in Divinity, Theology or Spiritual Care (MDiv or equivalent)
- Certified Spiritual Care Practitioner with the Canadian Association for Spiritual Care (CASC/ACSS), or eligible, with a minimum of four units of Clinical Pastoral Education (CPE)
- Two years of experience in a healthcare setting, preferably in palliative care
- Demonstrated ability to provide interfaith care respectful of diverse beliefs, cultures and Indigenous spirituality
- Excellent active listening, empathy and communication skills; able to work well within an interdisciplinary team
- Bilingual (English/French) is an asset
- Valid driver's license for travel between sites is an asset

Compensation
$38.12 - $45.36 per hour, per the collective agreement.

Harbourview Health Centre is committed to employment equity. We encourage applications from Indigenous peoples, Black and racialized people, persons with disabilities, and 2SLGBTQIA+ people. Accommodations are available throughout the hiring process.

Need help finding the right job?
We can recommend jobs specifically for you! Click here to get started.`,
  },
  {
    id: 'mine-surveyor',
    field: 'mining',
    half: 'unseen',
    title: 'Senior Mine Surveyor',
    company: 'Birim Ridge Gold Mines Limited',
    skills: [
      'Mine Surveying',
      'Surpac',
      'Total Station',
      'GNSS/RTK',
      'Drone Survey',
      'Volume Calculations',
      'AutoCAD',
      'Reconciliation',
      'Licensed Surveyor (GhIS)',
      'Mining Regulations',
      'Team Leadership',
      'Report Writing',
    ],
    text: `Birim Ridge Gold Mines Limited is an open pit gold mine in the Eastern Region of Ghana, producing about 180,000 ounces per year from three pits and a 4 Mtpa CIL plant. We are part of a mid-tier West African gold producer and we have a strong commitment to safety, local employment and community development.

Job Title: Senior Mine Surveyor
Department: Technical Services
Reports to: Chief Surveyor
Location: Birim Ridge Mine site (residential, 3 weeks on / 1 week off for non-local staff)

Purpose of the Job
To lead the survey team in providing accurate and timely survey data for mine planning, grade control, production reconciliation and statutory reporting.

Key Responsibilities
1. Supervise and schedule the daily work of 6 surveyors and survey assistants across the pits and the tailings storage facility.
2. Ensure accurate pit pickups, mark-outs of blast patterns, grade control lines and design limits using Leica total stations and GNSS RTK equipment.
3. Plan and process drone (UAV) surveys for stockpile volumes and monthly end-of-month surveys.
4. Prepare month-end volume calculations and production reconciliation with the mining contractor and the geology team.
5. Maintain the survey database and the mine plans in Surpac and AutoCAD.
6. Make sure survey control network is maintained and checked.
7. Prepare statutory mine plans and reports in line with the Minerals and Mining (Health, Safety and Technical) Regulations, 2012 (L.I. 2182).
8. Train and develop Ghanaian national surveyors to take over senior positions.

Qualifications and Experience
- BSc in Geomatic Engineering or Mine Surveying from a recognised university (UMaT, KNUST or equivalent)
- Licensed surveyor with the Ghana Institution of Surveyors, or a mine surveyor's certificate of competency
- Minimum 7 years mine surveying experience, with at least 3 years in a supervisory role in open pit operations
- Strong user of Surpac (Vulcan or Deswik is acceptable) and AutoCAD
- Experience in drone survey and photogrammetry processing (Pix4D or Agisoft Metashape)
- Good leadership and report writing skills
- Valid driver's licence

Remuneration
Attractive package including housing on site, medical cover, and performance bonus.

Only shortlisted applicants will be contacted. Female candidates are strongly encouraged to apply.`,
  },
  {
    id: 'fibre-splicer',
    field: 'telecommunications',
    half: 'tune',
    title: 'Fiber Optic Splicer',
    company: 'Bathala Network Builders Corp.',
    skills: [
      'Fiber Optic Splicing',
      'Fusion Splicing',
      'OTDR Testing',
      'FTTH',
      'Aerial Fiber Installation',
      'Underground Fiber Installation',
      'Splice Closures',
      'Optical Power Meter',
      'BOSH Training',
      'Working at Heights',
      "Driver's License",
      'Teamwork',
    ],
    text: `Fiber Optic Splicer
Bathala Network Builders Corp.
Santa Rosa, Laguna
Construction (Telecommunications)
Contract
₱22,000 – ₱28,000 per month
Posted 5d ago

Quick apply    Save

Bathala Network Builders Corp. is an accredited contractor of major telcos and internet service providers for fiber-to-the-home (FTTH) rollout in CALABARZON. Due to new projects in Laguna and Batangas we need experienced Fiber Optic Splicers.

Job Description:
• Perform fusion splicing of fiber optic cables (single mode, 12 to 288 cores) for backbone, distribution and drop cables
• Install and prepare splice closures, FDTs, FATs and ODF
• Conduct OTDR testing and optical power meter / light source testing and prepare test reports
• Assist in aerial (pole to pole) and underground cable pulling and installation
• Troubleshoot and repair fiber cuts and high loss events, including emergency restoration
• Follow safety rules when working at heights and near power lines
• Prepare daily accomplishment report and as-built

Qualifications:
• At least Vocational/Technical course graduate (TESDA NC II in Electrical or Telecom is an advantage)
• At least 2 years experience in fiber optic splicing (FTTH projects preferred)
• Knows how to use fusion splicer (Fujikura, Sumitomo, INNO) and OTDR (EXFO, Yokogawa)
• With BOSH / COSH safety training certificate
• Working at heights training is a plus
• Can drive with valid driver's license (professional) is a plus
• Willing to be assigned in Laguna, Batangas and nearby provinces and to work overtime
• Team player, hardworking and honest

Benefits:
• SSS, PhilHealth, Pag-IBIG
• 13th month pay
• Overtime pay and field allowance
• Possibility of regularization after 6 months

Additional company information
Company size: 51–200 employees
Industry: Telecommunications
Benefits: Allowances, Uniform, Overtime pay

Be careful – Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    id: 'zookeeper',
    field: 'animal care',
    half: 'unseen',
    title: 'Zookeeper I',
    company: 'Pinecrest County',
    skills: [
      'Animal Husbandry',
      'Reptile Husbandry',
      'Animal Enrichment',
      'Operant Conditioning',
      'Record Keeping',
      'ZIMS',
      "Bachelor's in Zoology or Biology",
      'Public Speaking',
      "Driver's License",
      'Observation Skills',
      'Teamwork',
      'Communication',
    ],
    text: `Pinecrest County, FL
Job Bulletin

JOB TITLE: ZOOKEEPER I
CLASS CODE: 4412
DEPARTMENT: Parks, Recreation and Zoological Services
SALARY: $19.62 - $26.04 Hourly
OPENING DATE: 11/23/2026
CLOSING DATE: 12/14/2026 11:59 PM Eastern
JOB TYPE: Full-Time
LOCATION: Palmetto Bay Zoo, Pinecrest, FL

Description
Pinecrest County is seeking a Zookeeper I for the Palmetto Bay Zoo, an AZA-accredited zoo with more than 400 animals. This position is assigned to the Herpetology and Asia sections and cares for reptiles including Burmese pythons, Komodo dragons and tortoises, as well as red pandas, gibbons and small clawed otters.

Examples of Duties
- Prepares diets, feeds animals and cleans and maintains exhibits and holding areas according to established protocols
- Observes animals for changes in behavior, appetite and health and reports concerns to the Curator and veterinary staff
- Provides daily enrichment and participates in operant conditioning (positive reinforcement) training sessions
- Maintains accurate daily animal records in ZIMS (Species360)
- Assists veterinary staff with animal restraint, treatments and shipments
- Presents keeper talks and answers questions from visitors and school groups
- Assists with exhibit renovation and grounds maintenance
- Participates in emergency response drills, including dangerous animal escape procedures
- Performs other related duties as required

Minimum Qualifications
Bachelor's degree in Zoology, Biology, Animal Science or a related field, and one (1) year of paid or volunteer experience in the care of exotic animals in a zoo, aquarium or sanctuary. Two additional years of directly related experience may substitute for the degree.

Licenses or Certifications
Valid Florida Driver's License required at time of hire.

Preferred
Experience with venomous or large constrictor reptiles. Experience in AZA institutions.

Knowledge, Skills and Abilities
Knowledge of animal husbandry and natural history; good observation skills; ability to work as a team and communicate effectively with staff and the public; ability to lift 50 lbs, work outdoors in heat and rain, and work weekends and holidays.

Supplemental Information
Pinecrest County is an Equal Opportunity Employer. Veterans' Preference applies under Chapter 295, Florida Statutes. A background check is required.`,
  },
  {
    id: 'regulatory-affairs-specialist',
    field: 'pharmaceutical',
    half: 'tune',
    title: 'Regulatory Affairs Specialist, Medical Devices',
    company: 'Isarmed Diagnostics GmbH',
    skills: [
      'Regulatory Affairs',
      'EU IVDR',
      'EU MDR',
      'Technical Documentation',
      'ISO 13485',
      'ISO 14971',
      'Notified Body Submissions',
      'FDA 510(k)',
      'Post-Market Surveillance',
      'German',
      'English',
      'Attention to Detail',
      'Communication',
    ],
    text: `Isarmed Diagnostics GmbH
Regulatory Affairs Specialist (m/w/d) – Medical Devices
Munich
Quality & Regulatory – Regulatory Affairs / Full-time / Hybrid

Isarmed Diagnostics develops and manufactures in-vitro diagnostic (IVD) tests and instruments for hospital laboratories in more than 40 countries, from our headquarters in Martinsried near Munich. We are about 260 colleagues from 30 nations, and our company language is English.

Your tasks
- You create and maintain the technical documentation for our IVD products according to the EU IVDR (2017/746) and, for our software and accessories, the EU MDR (2017/745)
- You prepare and coordinate submissions to our Notified Body, and answer their questions in the review
- You support registrations in international markets, including FDA 510(k) submissions for the US and registrations in Switzerland, UK and Asia-Pacific
- You are involved in the risk management process according to ISO 14971 and in the quality management system according to ISO 13485
- You evaluate changes to products and processes for their regulatory impact
- You contribute to post-market surveillance, vigilance reports and the PSUR/PMS reports
- You follow new regulations and guidance (MDCG) and inform the project teams

Your profile
- Completed degree in life sciences, biomedical engineering, pharmacy or similar
- At least 3 years of experience in regulatory affairs for medical devices or IVDs
- Good knowledge of IVDR and/or MDR, ISO 13485 and ISO 14971
- Experience with FDA submissions is a plus
- Very good English and good German skills (minimum B2) - many authorities still write to us in German
- Structured and precise way of working, with attention to details
- Good communication and you like to work together with R&D, quality and marketing

What we offer
- 30 days holiday and flexible working time, up to 60% home office within Germany
- Company pension scheme and subsidised Deutschlandticket
- Budget for training, for example a RAPS or TÜV certification
- Canteen, bike leasing and a nice team on our campus

Please apply online with your CV, certificates and your salary expectation and earliest start date. We look forward to your application!`,
  },
  {
    id: 'architectural-technologist',
    field: 'architecture',
    half: 'unseen',
    title: 'Architectural Technologist',
    company: 'Mokoena Lategan Architects Inc.',
    skills: [
      'Architectural Technology',
      'SACAP Registration',
      'Revit',
      'ArchiCAD',
      'AutoCAD',
      'SANS 10400',
      'Construction Documentation',
      'Council Submissions',
      'Architectural Detailing',
      'Site Inspections',
      'Teamwork',
      'Time Management',
    ],
    text: `Are you a SACAP-registered Candidate or Professional Architectural Technologist who enjoys turning good design into buildings that actually get built? Mokoena Lategan Architects Inc. is looking for an Architectural Technologist to join our studio in Woodstock, Cape Town.

We are a practice of 22 people working on residential, education and mixed-use projects across the Western Cape, from small school halls in the Overberg to a 14-storey apartment building on the Foreshore. We believe the details matter as much as the big idea, and we'd like someone who feels the same.

In this role, you would prepare municipal submission drawings and take them through the City of Cape Town's approval process, making sure they comply with SANS 10400 and the local zoning scheme. You'd develop working drawings, details and schedules for tender and construction, coordinate with structural, civil and services engineers, and keep the drawing register up to date. Once projects are on site, you would attend site meetings and inspections, answer contractor queries, and review shop drawings.

The practice works mainly in Revit, with some legacy projects in ArchiCAD and AutoCAD, so strong Revit skills are important and experience with the others is useful. We share our models with consultants and clients, and you'll be expected to keep them clean and well organised. Knowledge of SANS 10400-XA (energy usage) and of the Green Star rating tools would be an advantage.

What we are looking for:
- National Diploma or BTech / Advanced Diploma in Architectural Technology
- Registration with SACAP as a Candidate or Professional Architectural Technologist
- At least 4 years of post-qualification experience in a practice
- Proven experience of council submissions and construction documentation
- Good knowledge of construction methods and detailing
- A team player who can manage your own time across more than one project
- Own transport and a valid driver's licence

We offer a competitive salary (R32,000 – R42,000 per month CTC depending on experience), hybrid working after probation, CPD support, and a friendly studio with good coffee.

Please email your CV and a short portfolio (max 10 MB). Mokoena Lategan Architects Inc. is committed to Employment Equity; preference may be given to candidates from designated groups.`,
  },
]
