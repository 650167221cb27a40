// The thirteenth unseen posting set: 40 job postings as a job seeker pastes them from boards and career sites
// (Indeed, LinkedIn, Seek, Reed, Totaljobs, Naukri, JobStreet, Bayt, Workday, Greenhouse, Lever, iCIMS,
// SmartRecruiters, company career pages, NHS Jobs, GovernmentJobs, council and university HR sites, agency ads,
// franchisees). Shapes vary: about-us blocks first, title and company on separate lines, "Title at Company",
// "Company | Title | City", "X is hiring a ...", "Join X as ...", title then location/pay/type lines, board chrome
// ("Easy Apply", "Save", ratings, "Posted 3 days ago", "Show more"), long prose, terse bullets, requirement tables,
// salary and benefit blocks, EEO boilerplate, requisition numbers, Markdown pastes, and titles named only inside a
// sentence. Countries: US, UK, Ireland, Canada, Australia, New Zealand, India, Singapore, South Africa, UAE,
// Philippines, Malaysia, Kenya and Nigeria. Every employer is invented. Occupations are ones no earlier set holds.
// Written by an independent helper who never read the engine, its benches or earlier sets' unseen halves; each
// posting's labels were written with the posting, from the ad alone, before any run. The set was held out whole until
// its first run at the fifteenth session's close (docs/job-understanding-first-run.md); since the seventeenth,
// halves alternate in file order: 'tune' postings guide the engine, 'unseen' ones are only measured.
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

export const thirteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'plasterer',
    half: 'tune',
    field: 'trades',
    title: 'Solid Plasterer',
    company: 'Harcastle Interiors Ltd',
    skills: [
      /* required */ 'Solid plastering',
      'Skimming',
      'Dry lining',
      'Rendering',
      'CSCS card',
      /* preferred */ 'NVQ Level 2 Plastering',
      'Driving licence',
      'Screeding',
      /* soft */ 'Attention to detail',
      'Reliability',
      'Teamwork',
    ],
    text: `Harcastle Interiors Ltd
4.2 ★  31 reviews
Solid Plasterer
Leeds, West Yorkshire
£200 - £230 a day
Full-time, Contract

Posted 3 days ago
Apply now   Save

Job details
Pay: £200 - £230 a day
Job type: Full-time, Contract (6 months+, likely to extend)

Full job description
We are a family run interiors contractor working across Yorkshire on social housing refurbishments, new build apartments and the odd high-end private job. We're busier than we've ever been and need two experienced solid plasterers to join our gangs on a long running refurb programme for a housing association in south Leeds.

The work
- Hacking off and re-plastering walls in occupied properties (tenants often at home, so respect and tidiness matter)
- Skimming over plasterboard and existing surfaces to a finish the client's clerk of works will sign off first time
- Browning, bonding and hardwall backing coats, beads and angles
- Some dry lining (dot and dab) and patching after rewires and kitchen installs
- External sand and cement rendering on a few blocks later in the programme
- Occasional floor screeding if you're up for it

What you need
- At least 3 years' experience as a plasterer - you'll be doing a trial day
- A valid CSCS card (Blue skilled worker or above)
- Own hand tools (hawk, trowels, mixing paddle)
- NVQ Level 2 in Plastering is preferred but proven experience counts for more
- Full UK driving licence is a bonus as some sites are hard to reach by bus

We look after our lads and lasses: weekly pay, no umbrella company, van travel from our yard in Morley, PPE supplied, and a real chance of going PAYE with holiday and pension after the first contract.

You'll be working to a programme, so turning up on time every day and working tidily with the other trades is a must.

Apply today with a short message or call Dean on the number on our website.`,
  },
  {
    id: 'asbestos-removal-supervisor',
    half: 'unseen',
    field: 'trades',
    title: 'Asbestos Removal Supervisor',
    company: 'Ironbark Remediation Pty Ltd',
    skills: [
      /* required */ 'Class A asbestos removal licence',
      'Asbestos removal supervision',
      'Decontamination procedures',
      'SWMS',
      'White Card',
      'Driver licence',
      /* preferred */ 'Demolition',
      'Air monitoring',
      'First aid certificate',
      /* soft */ 'Leadership',
      'Communication skills',
      'Safety focus',
    ],
    text: `Asbestos Removal Supervisor
Ironbark Remediation Pty Ltd
Western Sydney NSW
Construction (Demolition & Remediation)
Full time
$95,000 – $110,000 + super + vehicle

Listed 6d ago
Quick apply

About us
Ironbark Remediation is a licensed asbestos removal and demolition contractor with 80+ staff, delivering remediation on schools, hospitals, rail corridors and commercial fit-outs across Greater Sydney. We hold a Class A licence with SafeWork NSW and take pride in zero-harm delivery.

About the role
Reporting to the Operations Manager, you will run removal crews of 4–10 workers on friable and non-friable asbestos projects. You will be the nominated Class A supervisor on site, responsible for:
• Setting up enclosures, negative pressure units and decontamination units
• Preparing and briefing asbestos removal control plans and SWMS
• Coordinating clearance inspections and air monitoring with the licensed assessor
• Managing waste tracking and disposal at licensed facilities
• Daily pre-starts, toolbox talks, timesheets and site diaries
• Liaising with builders, principal contractors and occupants

About you
• Current Asbestos Removal Supervisor qualification (CPCCBC4051) and at least 3 years supervising Class A (friable) removal
• Construction Induction (White Card)
• Current NSW driver licence – a company ute is provided
• Experience with soft strip and demolition works highly regarded
• Current first aid certificate an advantage
• Strong leader who can keep a crew motivated and safe, with clear written and verbal communication

Benefits
• Fully maintained vehicle, fuel card and phone
• Overtime paid after 38 hours
• Ongoing training and licence upgrades paid by us

To apply, click "Quick apply" and attach your resume and licence copies. Only shortlisted candidates will be contacted. Applicants must have full working rights in Australia.`,
  },
  {
    id: 'cardiac-physiologist',
    half: 'tune',
    field: 'healthcare',
    title: 'Cardiac Physiologist',
    company: 'Northmoor Teaching Hospitals NHS Foundation Trust',
    skills: [
      /* required */ 'Echocardiography',
      'ECG',
      'Ambulatory monitoring',
      'Exercise tolerance testing',
      'BSc Healthcare Science',
      'RCCP registration',
      /* preferred */ 'BSE accreditation',
      'Cardiac device follow-up',
      /* soft */ 'Communication skills',
      'Teamwork',
      'Time management',
    ],
    text: `Job summary

The Cardiorespiratory Department at Northmoor General Hospital is looking for an enthusiastic and motivated Band 6 Cardiac Physiologist to join our busy team. This is an excellent opportunity to develop your skills in echocardiography and cardiac rhythm management within a large teaching hospital.

Main duties of the job

You will perform and report a full range of non-invasive cardiac investigations including 12-lead ECGs, ambulatory ECG and blood pressure monitoring, exercise tolerance tests and transthoracic echocardiograms. You will take part in pacemaker and ICD follow-up clinics, and support the cath lab rota once trained. The post holder will supervise Band 4 and Band 5 staff and students on placement.

About us

Northmoor Teaching Hospitals NHS Foundation Trust serves a population of 650,000 people across Northmoor and the surrounding districts. We are proud of our inclusive culture and our commitment to staff development.

Job description

Job responsibilities

- Independently perform and provide a preliminary report for transthoracic echocardiography
- Carry out pacemaker and implantable device checks under the supervision of senior staff
- Analyse 24-hour Holter recordings and ambulatory BP reports
- Ensure all equipment is maintained and calibrated
- Participate in audit and departmental training

Person Specification

Qualifications
Essential
- BSc (Hons) Healthcare Science (Cardiac Physiology) or equivalent
- Registration with RCCP or AHCS
Desirable
- BSE accreditation in adult transthoracic echocardiography (or working towards)

Experience
Essential
- Experience of performing ECGs, ambulatory monitoring and exercise testing
Desirable
- Experience of cardiac device follow-up

Skills
- Good communication skills with patients and colleagues
- Able to work as part of a team and manage own workload

Employer details
Employer name: Northmoor Teaching Hospitals NHS Foundation Trust
Address: Northmoor General Hospital, Castle Road, Northmoor, NM4 2QT
Reference number: 312-CARD-4471-B6
Salary: £37,338 to £44,962 a year per annum pro rata`,
  },
  {
    id: 'polysomnographic-technologist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Polysomnographic Technologist II',
    company: 'Cedar Valley Health',
    skills: [
      /* required */ 'Polysomnography',
      'RPSGT',
      'BLS',
      'Sleep study scoring',
      'CPAP titration',
      'EEG',
      /* preferred */ 'Home sleep testing',
      'Pediatric sleep studies',
      'Epic',
      /* soft */ 'Patient care',
      'Critical thinking',
      'Independent worker',
    ],
    text: `Cedar Valley Health is hiring a Polysomnographic Technologist II for the Sleep Disorders Center at our Riverside Medical Campus.

Location: Riverside Medical Campus - Des Moines, IA
Department: Sleep Medicine
Schedule: Full time, nights (3 x 12 hr shifts, Sun/Mon/Tue)
Requisition: R-0048213
Pay range: $29.40 - $41.15 per hour, plus night differential

Overview
The Polysomnographic Technologist II independently performs attended overnight sleep studies on adult and pediatric patients, including diagnostic polysomnograms, split-night studies and CPAP/BiPAP titrations. You will apply electrodes and sensors using the international 10-20 system, monitor EEG, EOG, EMG, ECG, respiratory and oximetry signals, and intervene appropriately for arrhythmias, seizures or other events overnight.

Essential Functions
* Prepares patients for studies, explains procedures and answers questions
* Performs PAP titration per AASM protocols and physician orders
* Scores sleep studies according to current AASM scoring manual
* Issues and downloads home sleep apnea testing devices
* Documents in Epic and maintains equipment and supplies
* Mentors Technologist I and students

Minimum Qualifications
- Registered Polysomnographic Technologist (RPSGT) credential from BRPT, or CPSGT with RPSGT obtained within 12 months
- Current BLS from the American Heart Association
- 2 years of experience performing attended polysomnography

Preferred Qualifications
- Experience with pediatric sleep studies
- Experience with Epic EHR

Your strengths: you are calm under pressure, can work independently overnight, think critically when a study isn't going to plan, and treat every patient with compassion.

Benefits: medical, dental, vision, 403(b) with match, PTO, tuition assistance, and more.

Cedar Valley Health is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status.`,
  },
  {
    id: 'investor-relations-manager',
    half: 'tune',
    field: 'finance',
    title: 'Investor Relations Manager',
    company: 'Kgotla Resources Holdings Ltd',
    skills: [
      /* required */ 'Investor relations',
      'Financial reporting',
      'IFRS',
      'JSE Listings Requirements',
      'Financial modelling',
      'Presentation skills',
      /* preferred */ 'CFA',
      'CA(SA)',
      'Power BI',
      /* soft */ 'Stakeholder management',
      'Written communication',
      'Discretion',
    ],
    text: `Kgotla Resources Holdings Ltd | Investor Relations Manager | Sandton, Johannesburg

About Kgotla
Kgotla is a JSE-listed diversified resources group with coal, manganese and renewable energy interests across Southern Africa. We employ more than 9,000 people and are committed to transformation and responsible mining.

The opportunity
Reporting to the Chief Financial Officer, the Investor Relations Manager will own the group's relationship with the investment community. You will shape the equity story, prepare results materials and be the first point of contact for analysts, fund managers and shareholders.

Why this role matters now
Over the past three years Kgotla has moved from being seen as a pure thermal coal producer to a group with a credible energy transition strategy. Our wind and solar pipeline now exceeds 1.5 GW and our manganese business supplies battery-grade material to customers in Asia and Europe. The market has not fully caught up with that story. Our shareholder register is still heavily weighted to local long-only funds, and international investors with sustainability mandates have largely stayed away. We want to change that over the next two years, and the person in this role will be central to it.

You will work closely with the CFO, the Group Company Secretary, the sustainability team and the communications function to make sure that what we say to the market is consistent, accurate and timely. You will spend a large part of results season in front of investors, and the rest of the year building the relationships, materials and insight that make those meetings productive. Expect to travel to Cape Town, London and New York a few times a year.

This is a small team: you will have one IR coordinator supporting you, and you will be expected to be hands-on, from drafting the results booklet to updating the consensus spreadsheet yourself when it matters.

Key responsibilities
- Prepare interim and annual results presentations, SENS announcements and the integrated report sections relating to capital markets
- Maintain the IR website and investor database; track shareholder register movements
- Build and maintain a consensus model of analyst forecasts
- Organise roadshows, site visits and the annual capital markets day
- Ensure all disclosure complies with the JSE Listings Requirements and the Companies Act
- Brief the CEO and CFO ahead of investor meetings; draft Q&A packs
- Monitor peer performance and provide market intelligence to Exco

Requirements
- Honours degree in Finance, Accounting or Economics; CA(SA) or CFA charterholder preferred
- 6+ years' experience in investor relations, equity research or corporate finance
- Sound understanding of IFRS financial statements and financial modelling
- Excellent presentation skills and polished written communication
- Power BI or similar dashboards an advantage

Personal attributes
- Comfortable engaging senior stakeholders and the board
- Absolute discretion with price-sensitive information
- Highly organised under results-season deadlines

Kgotla Resources is an equal opportunity employer. Preference will be given to candidates from designated groups in line with our Employment Equity Plan.

Closing date: 14 December. If you have not heard from us within two weeks of the closing date, please consider your application unsuccessful.`,
  },
  {
    id: 'credit-risk-modeller',
    half: 'unseen',
    field: 'finance',
    title: 'Senior Credit Risk Modeller',
    company: 'Tarangini Finserv Pvt Ltd',
    skills: [
      /* required */ 'Credit risk modelling',
      'PD/LGD/EAD models',
      'Python',
      'SAS',
      'SQL',
      'IFRS 9',
      'Logistic regression',
      /* preferred */ 'Basel',
      'Model validation',
      'Machine learning',
      /* soft */ 'Communication skills',
      'Problem solving',
    ],
    text: `Senior Credit Risk Modeller
Tarangini Finserv Pvt Ltd
4.0 (212 Reviews)
5 - 9 Years | 22-32 Lacs P.A. | Bengaluru

Send me jobs like this
Apply

Job description
Tarangini Finserv is one of India's fastest growing NBFCs with an AUM of over INR 18,000 crore across personal loans, MSME lending and two-wheeler finance. Our Risk Analytics team builds the scorecards and provisioning models that decide who we lend to and how much we reserve.

Roles and Responsibilities
- Develop application and behavioural scorecards using logistic regression and gradient boosting
- Build and recalibrate PD, LGD and EAD models for IFRS 9 / Ind AS 109 ECL provisioning
- Write clean, documented code in Python and SAS; pull data with SQL from the data lake
- Prepare model development documents for internal model validation and RBI inspection
- Monitor model performance (Gini, KS, PSI) and present findings to the Chief Risk Officer
- Guide 2-3 junior analysts

Desired Candidate Profile
- Post graduate in Statistics, Economics, Mathematics or Engineering
- 5+ years in credit risk modelling in a bank, NBFC or analytics firm
- Strong Python and SAS; advanced SQL
- Exposure to Basel regulatory models and model validation is a plus
- Machine learning for credit decisioning is an added advantage
- Strong problem solving and ability to explain models to business users

Role: Risk Analytics - Senior
Industry Type: NBFC
Department: Risk Management & Compliance
Employment Type: Full Time, Permanent
Role Category: Risk Analytics
Education
UG: Any Graduate
PG: M.Sc in Statistics, M.Stat, MA in Economics, MBA/PGDM in Finance

Key Skills
Credit Risk  Scorecard  IFRS9  PD  LGD  Python  SAS  SQL  Logistic Regression  Model Validation`,
  },
  {
    id: 'early-childhood-centre-manager',
    half: 'tune',
    field: 'education',
    title: 'Centre Manager',
    company: 'Little Kōwhai Early Learning Ltd',
    skills: [
      /* required */ 'Early childhood education',
      'Teacher registration',
      'Bachelor of Teaching (ECE)',
      'Te Whāriki',
      'Licensing criteria',
      'Staff management',
      /* preferred */ 'Budgeting',
      'Storypark',
      'Te reo Māori',
      /* soft */ 'Leadership',
      'Relationship building',
      'Communication skills',
    ],
    text: `Little Kōwhai Early Learning Ltd is looking for a warm, confident leader to become Centre Manager at our 75-place centre in Hamilton East.

Little Kōwhai is a locally owned group of four early learning centres in the Waikato. We believe tamariki learn best through play, nature and strong relationships with whānau. Our Hamilton East centre has three rooms (pēpi, toddlers and preschool) and a team of 16 kaiako.

What you'll do
You will lead the day-to-day running of the centre: leading and coaching the teaching team, rostering and ratios, enrolments and occupancy, managing the centre budget, and making sure we meet the licensing criteria and ERO expectations. You'll keep our local curriculum alive and grounded in Te Whāriki, and build genuine relationships with families and our community. Some time each week will be spent teaching on the floor alongside the team.

What we are looking for
* Bachelor of Teaching (ECE) or equivalent ECE qualification
* Current full New Zealand teacher registration (practising certificate)
* At least 2 years in a leadership role in early childhood education
* Solid knowledge of the Education (Early Childhood Services) Regulations and licensing criteria
* Experience managing a budget, occupancy and staff performance
* Familiarity with Storypark and confidence using te reo Māori and tikanga in everyday practice are highly valued

What's in it for you
- Salary $88,000 – $98,000 depending on experience
- Professional development and leadership coaching
- 50% discount on fees for your own children
- Paid non-contact time and a supportive area manager

Applicants must have the right to work in New Zealand. Safety checking under the Children's Act 2014 will be completed for the successful applicant.

Apply now on Seek with your CV and cover letter. Applications close Friday 13 December.`,
  },
  {
    id: 'careers-adviser',
    half: 'unseen',
    field: 'education',
    title: 'Careers Adviser',
    company: 'Westbrook Learning Trust',
    skills: [
      /* required */ 'Careers guidance',
      'Level 6 Diploma in Career Guidance',
      'Gatsby Benchmarks',
      'One-to-one guidance interviews',
      'Enhanced DBS',
      /* preferred */ 'Compass+',
      'Labour market information',
      'Employer engagement',
      'Safeguarding',
      /* soft */ 'Interpersonal skills',
      'Organisational skills',
      'Empathy',
    ],
    text: `Reed.co.uk
Careers Adviser
Posted 2 days ago by Westbrook Learning Trust
£31,200 - £34,800 per annum, pro rata
Walsall, West Midlands
Permanent, full-time (term time plus 2 weeks)

Easy Apply

Westbrook Learning Trust is a family of six secondary schools and one sixth form college in the Black Country. We want every young person to leave us with a plan and the confidence to follow it.

We are looking for a qualified Careers Adviser to deliver impartial careers guidance to students in Years 8 to 13 across two of our academies, Westbrook Academy and Pennfields School.

Key duties include:
• Delivering one-to-one guidance interviews and group sessions, and writing action plans for each student
• Helping the Careers Lead meet the Gatsby Benchmarks and track progress using Compass+
• Supporting post-16 and post-18 applications, including UCAS, apprenticeships and T Levels
• Using labour market information to inform guidance
• Building links with local employers, colleges and universities for encounters and work experience
• Prioritising students at risk of becoming NEET and those with SEND

You will need:
• A Level 6 Diploma in Career Guidance and Development (or QCG/ Level 6 equivalent)
• Experience of delivering careers guidance to young people
• Good understanding of safeguarding in a school setting
• Excellent interpersonal and organisational skills, and genuine empathy for young people

Desirable: registration on the UK Register of Career Development Professionals; experience of employer engagement.

This post is subject to an enhanced DBS check and satisfactory references. Westbrook Learning Trust is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment.

Closing date: 9am Monday 8 December`,
  },
  {
    id: 'licensing-officer',
    half: 'tune',
    field: 'public sector',
    title: 'Licensing Officer',
    company: 'Ashcombe Borough Council',
    skills: [
      /* required */ 'Licensing Act 2003',
      'Taxi and private hire licensing',
      'Gambling Act 2005',
      'Enforcement',
      'Case management',
      'Driving licence',
      /* preferred */ 'Uniform',
      'Licensing qualification',
      'PACE',
      /* soft */ 'Customer service',
      'Written communication',
      'Negotiation',
    ],
    text: `Ashcombe Borough Council

Job title: Licensing Officer
Department: Regulatory Services – Licensing Team
Grade: Grade 8 (£33,366 – £36,124)
Hours: 37 per week
Contract: Permanent
Location: Civic Offices, Ashcombe (hybrid – minimum 2 days in office)
Ref: ABC-REG-0917

About the role
Do you enjoy variety and want to make a real difference to the safety of our town centre and night-time economy? Our Licensing Team processes around 3,500 applications a year, from premises licences and temporary event notices to hackney carriage and private hire driver licences, street trading consents and gambling permits.

As a Licensing Officer you will:
- Assess and determine applications under the Licensing Act 2003, Gambling Act 2005 and the Local Government (Miscellaneous Provisions) Act 1976
- Carry out inspections of licensed premises and taxi vehicles, including evening and weekend work
- Investigate complaints and take proportionate enforcement action, from advice letters to prosecution
- Prepare reports and present cases to the Licensing Sub-Committee
- Keep accurate case records on our Uniform case management system

About you
- Experience of regulatory or licensing work in local government or a similar setting
- Working knowledge of taxi and private hire licensing
- Confident with interviews under caution and PACE, or willing to train
- A recognised licensing qualification (e.g. IoL Level 3) is desirable
- Strong written skills, good customer service, and able to negotiate with licence holders and residents
- Full driving licence and access to a vehicle (essential user allowance paid)

What we offer
27 days' annual leave rising to 32, Local Government Pension Scheme, flexible working, and a supportive team.

For an informal chat, contact the Licensing Manager. Closing date: 5 January. Interviews w/c 19 January.

Ashcombe Borough Council is a Disability Confident employer and welcomes applications from all sections of the community.`,
  },
  {
    id: 'fire-inspector',
    half: 'unseen',
    field: 'government inspection',
    title: 'Fire Inspector II',
    company: 'City of Mesa Verde',
    skills: [
      /* required */ 'Fire inspections',
      'International Fire Code',
      'NFPA standards',
      'Fire Inspector II certification',
      'Plan review',
      "Driver's license",
      /* preferred */ 'Fire sprinkler systems',
      'Fire alarm systems',
      'Spanish',
      /* soft */ 'Customer service',
      'Report writing',
      'Conflict resolution',
    ],
    text: `FIRE INSPECTOR II
City of Mesa Verde
Salary: $68,452.80 - $92,414.40 Annually
Location: Mesa Verde, CA
Job Type: Full-Time
Job Number: 2025-00871
Department: Fire Department
Division: Fire Prevention Bureau
Opening Date: 11/17/2025
Closing Date: 12/8/2025 5:00 PM Pacific

Description
The City of Mesa Verde is accepting applications for Fire Inspector II. Under general supervision, incumbents conduct fire and life safety inspections of commercial, industrial, educational and multi-family occupancies; enforce the California Fire Code (based on the International Fire Code) and applicable NFPA standards; and review plans for new construction and tenant improvements.

Examples of Duties
- Conducts annual, complaint and state-mandated inspections; identifies hazards and issues notices of violation and citations
- Reviews construction plans for fire sprinkler systems, fire alarm systems, access and hydrants
- Witnesses acceptance tests of fire protection systems
- Investigates complaints and follows through to compliance
- Maintains records in the inspection database and writes clear, defensible reports
- Explains code requirements to business owners, contractors and the public, and resolves disputes tactfully

Minimum Qualifications
Education: High school diploma or GED; 30 college units in fire technology preferred.
Experience: Two years of experience performing fire prevention inspections at a level equivalent to Fire Inspector I.
Licenses/Certificates: California State Fire Marshal Fire Inspector II certification (or ICC Fire Inspector II) within 12 months of appointment. Possession of a valid California Class C driver's license.

Desirable: bilingual in English and Spanish (bilingual pay eligible).

Supplemental Information
Candidates must pass a background check and pre-employment medical. The City of Mesa Verde is an equal opportunity employer.

Agency: City of Mesa Verde
Website: governmentjobs.com/careers/mesaverde`,
  },
  {
    id: 'biosecurity-inspector',
    half: 'tune',
    field: 'government inspection',
    title: 'Biosecurity Inspector',
    company: 'Department of Primary Industries and Regions Tasmania',
    skills: [
      /* required */ 'Biosecurity inspections',
      'Import compliance',
      'Pest and disease identification',
      'Regulatory enforcement',
      "Driver's licence",
      /* preferred */ 'Certificate IV in Government Investigations',
      'Plant health',
      'Forklift licence',
      /* soft */ 'Attention to detail',
      'Sound judgement',
      'Communication skills',
      'Integrity',
    ],
    text: `Tasmanian Government Jobs

Department of Primary Industries and Regions Tasmania
Biosecurity Operations Branch

Position Title: Biosecurity Inspector
Position Number: 517733
Award/Classification: General Stream Band 4
Employment Type: Permanent, Full Time
Location: Devonport / Bell Bay (shift roster applies)
Salary: $81,094 – $87,321 per annum plus shift penalties
Applications Close: Sunday 14 December, 11:55 PM

Primary Purpose
Protect Tasmania's agriculture, environment and community from pests and diseases by inspecting goods, vessels, passengers and conveyances entering the State, and by ensuring importers comply with the Plant Quarantine Act 1997 and Biosecurity Act 2019.

Duties
1. Inspect fruit, vegetables, plant material, machinery and containers arriving at the Spirit of Tasmania terminal, ports and mail centres.
2. Detect, identify and respond to pests and diseases of concern, including fruit fly, and collect samples for laboratory diagnosis.
3. Verify import documentation and accredited treatment certificates, and direct re-export, treatment or destruction of non-compliant goods.
4. Take regulatory enforcement action including issuing infringement notices, and prepare evidence for investigations.
5. Deliver biosecurity awareness to travellers and industry.

Selection Criteria
1. Demonstrated ability to conduct regulatory inspections with sound judgement and attention to detail.
2. Knowledge of, or ability to quickly acquire knowledge of, plant health and pest and disease identification.
3. Good communication skills, including the ability to deal with members of the public in difficult situations with tact and integrity.
4. Ability to work rostered shifts including early mornings, weekends and public holidays.

Essential Requirements
- Current driver's licence
- Pre-employment checks: name, criminal history and conviction checks

Desirable Requirements
- Certificate IV in Government Investigations (or willingness to complete)
- Forklift licence

How to apply: provide a resume and a two-page statement addressing the selection criteria. The State Service is committed to diversity and inclusion.`,
  },
  {
    id: 'guest-relations-executive',
    half: 'unseen',
    field: 'hospitality',
    title: 'Guest Relations Executive',
    company: 'Al Rimal Resort & Spa',
    skills: [
      /* required */ 'Guest relations',
      'Hospitality',
      'English',
      'Complaint handling',
      'Opera PMS',
      /* preferred */ 'Arabic',
      'Russian',
      'VIP guest handling',
      'Luxury hotel experience',
      /* soft */ 'Customer service',
      'Interpersonal skills',
      'Grooming',
      'Problem solving',
    ],
    text: `Guest Relations Executive
Al Rimal Resort & Spa - Ras Al Khaimah, United Arab Emirates
Posted on: 24 Nov | Job role: Front Office | Career level: Mid career | Experience: 2-4 years

Apply Now    Save Job

Job Description
Are you the person who remembers every guest's name and how they take their coffee? Al Rimal Resort & Spa, a 320-key beachfront luxury resort on Marjan Island, is looking for a Guest Relations Executive to make every arrival feel personal.

Responsibilities:
- Greet and escort VIP guests, returning guests and long-stayers, and personally handle their check-in
- Carry out courtesy calls and in-room visits, and arrange welcome amenities
- Handle guest complaints promptly and follow up until the guest is satisfied
- Coordinate special occasions (birthdays, honeymoons) with F&B and housekeeping
- Maintain guest profiles and preferences in Opera PMS
- Monitor online reviews and respond to TripAdvisor and Google feedback as assigned
- Support the Front Office team during peak arrivals

Requirements:
- Diploma or degree in Hospitality Management
- Minimum 2 years of experience in guest relations or front office in a 5-star hotel or luxury resort
- Fluent English; Arabic or Russian is a strong advantage
- Working knowledge of Opera PMS
- Impeccable grooming and presentation
- Excellent interpersonal and customer service skills, with a calm, problem solving attitude

Benefits: tax-free salary, shared staff accommodation, transportation, duty meals, medical insurance, annual air ticket and 30 days annual leave.

Only shortlisted candidates will be contacted.

Job Details
Job Location: Ras Al Khaimah, United Arab Emirates
Company Industry: Hospitality & Accommodation
Job Type: Full Time Employee
Employment Type: Full Time
Nationality: Any Nationality
Gender: Any`,
  },
  {
    id: 'dangerous-goods-specialist',
    half: 'tune',
    field: 'logistics',
    title: 'Dangerous Goods Specialist',
    company: 'Northline Freight Systems Inc.',
    skills: [
      /* required */ 'TDG certification',
      'IATA DGR',
      'IMDG Code',
      'Dangerous goods classification',
      'Safety Data Sheets',
      'Shipping documentation',
      /* preferred */ '49 CFR',
      'WHMIS',
      'CargoWise',
      /* soft */ 'Attention to detail',
      'Training delivery',
      'Communication skills',
    ],
    text: `Join Northline Freight Systems as our next Dangerous Goods Specialist and be the person everyone calls when a shipment contains lithium batteries, flammable liquids or anything else that makes a carrier nervous.

Northline Freight Systems Inc. is a Canadian third-party logistics provider moving air, ocean and cross-border truckload freight for manufacturers and retailers. We're based in Mississauga, close to Pearson, with 220 employees in Canada and the US.

What you'll be doing
- Reviewing and approving dangerous goods shipments by air, sea and road before they are tendered
- Classifying products from Safety Data Sheets and assigning UN numbers, packing groups and proper shipping names
- Preparing and checking Shipper's Declarations, TDG shipping documents and dangerous goods manifests
- Keeping the team compliant with the TDG Regulations, IATA Dangerous Goods Regulations and IMDG Code, and with 49 CFR for US-bound freight
- Delivering TDG and DG awareness training to warehouse and customer service staff
- Handling carrier rejections and incident reports

What you bring
- Current TDG certification plus IATA DGR Category 1 (shipper) certification
- 3+ years handling dangerous goods in freight forwarding, a courier, or a chemical manufacturer
- Working knowledge of the IMDG Code
- Familiarity with 49 CFR and WHMIS is an asset
- Experience with CargoWise or a similar freight system is a plus
- Meticulous attention to detail - a missing marking can ground a shipment
- Confident communicator who can train and explain regulations in plain language

What we offer
$72,000 - $84,000 per year, extended health and dental from day one, RRSP matching, hybrid schedule after probation (3 days on site).

Northline is committed to accessibility. Accommodations are available on request for candidates taking part in all aspects of the selection process.

Posted 5 days ago · 41 applicants`,
  },
  {
    id: 'data-protection-officer',
    half: 'unseen',
    field: 'legal',
    title: 'Data Protection Officer',
    company: 'Brightwater Credit Union Ltd',
    skills: [
      /* required */ 'GDPR',
      'Data Protection Act 2018',
      'DPIAs',
      'Subject access requests',
      'Data breach management',
      'Privacy policies',
      /* preferred */ 'CIPP/E',
      'Law degree',
      'ISO 27001',
      /* soft */ 'Independence',
      'Stakeholder engagement',
      'Written communication',
    ],
    text: `**About us**

Brightwater Credit Union Ltd is one of Ireland's largest community-owned credit unions, serving over 85,000 members across Cork and Kerry from eleven offices. We're growing our lending, digital and current account services, and privacy is central to the trust our members place in us.

## Data Protection Officer

**Location:** Cork city (hybrid)
**Contract:** Permanent, full-time
**Reports to:** Head of Risk, with direct access to the Board

**The role**

Reporting to the Head of Risk, the Data Protection Officer will lead our privacy programme and act as our contact point with the Data Protection Commission. The role is independent and protected under Article 38 of the GDPR.

**Key responsibilities**

- Monitor compliance with the GDPR and the Data Protection Act 2018 across all offices and third-party suppliers
- Advise on and review Data Protection Impact Assessments (DPIAs) for new products and systems
- Manage subject access requests and other data subject rights requests within statutory timelines
- Lead personal data breach management, including assessment and notification to the DPC
- Maintain the record of processing activities, privacy notices and data protection policies
- Deliver annual data protection training to staff and the Board
- Report quarterly to the Board Risk Committee

**Essential requirements**

- At least 4 years' experience in a data protection, privacy or compliance role, ideally in financial services
- Expert working knowledge of GDPR and Irish data protection law
- Proven experience handling DSARs and data breaches

**Desirable**

- CIPP/E or a Certificate in Data Protection Law (e.g. from a recognised Irish law school)
- A law degree
- Familiarity with ISO 27001 information security controls

**You are**

Independent-minded, comfortable challenging senior management, and able to write clear advice for a non-specialist audience.

**What we offer:** competitive salary, 10% defined contribution pension, healthcare, 25 days annual leave, study support.

Brightwater Credit Union is an equal opportunities employer.`,
  },
  {
    id: 'plant-pathologist',
    half: 'tune',
    field: 'science',
    title: 'Plant Pathologist',
    company: 'Rift Highlands Agricultural Research Institute',
    skills: [
      /* required */ 'Plant pathology',
      'Disease diagnostics',
      'PCR',
      'Field trials',
      'Experimental design',
      'R',
      'Scientific writing',
      /* preferred */ 'PhD in Plant Pathology',
      'ELISA',
      'Grant writing',
      /* soft */ 'Teamwork',
      'Mentoring',
    ],
    text: `VACANCY ANNOUNCEMENT
Ref: RHARI/HR/42/2025

Rift Highlands Agricultural Research Institute (RHARI) is a non-profit research organisation based in Nakuru, Kenya, working with smallholder farmers on maize, potato, bean and tea systems. Our research is funded by national and international partners.

RHARI invites applications from suitably qualified candidates for the position of Plant Pathologist (Research Scientist Grade II), tenable at our Njoro station for an initial three-year renewable contract.

Purpose of the job
The Plant Pathologist will lead research on the diagnosis and management of priority crop diseases, with a focus on maize lethal necrosis, potato late blight and bacterial wilt.

Duties and responsibilities
i. Design and conduct field trials and greenhouse experiments on disease resistance and integrated disease management
ii. Run diagnostic assays including PCR, qPCR and ELISA for viral and bacterial pathogens
iii. Maintain the pathogen collection and the diagnostics laboratory to ISO 17025 standards
iv. Analyse data in R and publish results in peer-reviewed journals
v. Contribute to grant proposals and donor reports
vi. Train technicians, county extension officers and MSc students

Qualifications and experience
- MSc in Plant Pathology or a related field; a PhD in Plant Pathology will be an added advantage
- At least 3 years of post-MSc research experience in crop disease diagnostics
- Sound knowledge of experimental design and statistics
- Proven scientific writing skills with publications in refereed journals
- Proficiency in molecular techniques (DNA extraction, PCR)
- Ability to work in a multidisciplinary team and to mentor junior staff

Remuneration: an attractive package commensurate with experience, including medical cover and pension.

How to apply
Send your application letter, detailed CV, copies of certificates and names of three referees to recruitment@rhari.or.ke quoting the reference number in the subject line, by 12 December. RHARI is an equal opportunity employer; women are encouraged to apply. Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'radiation-safety-officer',
    half: 'unseen',
    field: 'science',
    title: 'Associate Radiation Safety Officer',
    company: 'Lakeshore State University',
    skills: [
      /* required */ 'Radiation safety',
      'NRC regulations',
      'Radioactive materials licensing',
      'Survey meters',
      'ALARA',
      'Dosimetry',
      "Bachelor's degree",
      /* preferred */ 'CHP',
      'Laser safety',
      'X-ray equipment inspection',
      /* soft */ 'Training delivery',
      'Attention to detail',
      'Collaboration',
    ],
    text: `Lakeshore State University
Human Resources | Staff Careers

Environmental Health & Radiation Safety is seeking an Associate Radiation Safety Officer to support the university's broad scope radioactive materials license and radiation-producing machine program.

Job ID: 24811
Location: Main Campus
Full/Part Time: Full-Time
Regular/Temporary: Regular
Salary Grade: 13 ($66,900 - $83,600)

Job Summary
Working with the Radiation Safety Officer, you will help more than 140 research laboratories, the medical school and the physics department use radioactive materials and X-ray equipment safely and in compliance with state and NRC regulations.

Job Duties
• Perform routine laboratory audits, contamination wipe tests and radiation surveys with survey meters and liquid scintillation counters
• Manage the personnel dosimetry program, review dose reports and investigate exposures above ALARA action levels
• Receive, inspect and track radioactive material shipments; manage radioactive waste
• Maintain records supporting the radioactive materials license and prepare license amendments
• Register and inspect analytical X-ray and irradiator equipment
• Deliver radiation safety training to researchers and students
• Support the Laser Safety Officer with laser registrations (as time permits)
• Respond to radiological incidents as part of an on-call rotation

Required Qualifications
• Bachelor's degree in health physics, physics, chemistry, biology or a related science
• 2 years of experience in an applied radiation safety or health physics program
• Working knowledge of 10 CFR 19, 20 and 35 or equivalent Agreement State regulations

Preferred Qualifications
• Certified Health Physicist (CHP) or progress toward ABHP certification
• Experience with laser safety or X-ray equipment inspection

The successful candidate will be detail-oriented, able to collaborate with faculty across disciplines, and enjoy training others.

Lakeshore State University is an equal opportunity/affirmative action employer. We encourage applications from women, minorities, individuals with disabilities and protected veterans.`,
  },
  {
    id: 'theatre-lighting-technician',
    half: 'tune',
    field: 'creative',
    title: 'Lighting Technician',
    company: 'Marina Bay Performing Arts Centre Ltd',
    skills: [
      /* required */ 'Stage lighting',
      'ETC Eos',
      'Rigging',
      'DMX',
      'Working at height',
      /* preferred */ 'grandMA',
      'Moving lights',
      'Vectorworks',
      'Electrical certification',
      /* soft */ 'Teamwork',
      'Flexibility',
      'Problem solving',
    ],
    text: `Marina Bay Performing Arts Centre Ltd · Singapore (On-site)

Lighting Technician

About the job
Marina Bay Performing Arts Centre is a non-profit arts centre with a 1,600-seat concert hall, an 800-seat theatre and two studio spaces, presenting more than 900 performances a year, from local dance companies to international touring musicals.

We are looking for a Lighting Technician to join our Production team.

What you will do
– Rig, focus and operate lighting for in-house and visiting productions
– Programme and run shows on ETC Eos family consoles; support visiting designers on grandMA consoles
– Maintain conventional fixtures, LED fixtures and moving lights, and keep inventory records
– Plan and patch DMX and sACN networks
– Work safely at height using scissor lifts, genie lifts and fly bars, following the Centre's working at height procedures
– Read lighting plots and paperwork; draft simple plans in Vectorworks
– Support load-ins and load-outs, which often run overnight

What we're looking for
– Diploma in Technical Theatre or equivalent experience
– At least 2 years of experience as a stage lighting technician
– Hands-on programming experience on ETC Eos; grandMA2/MA3 is a plus
– Experience with moving lights and Vectorworks is preferred
– Valid Work-At-Height certification (or willing to obtain); an electrical qualification is advantageous
– A team player who stays calm during tech week, with a flexible approach to shift work including weekends and public holidays

Seniority level: Associate
Employment type: Full-time
Job function: Arts and Design
Industries: Performing Arts

Show more
Easy Apply
Be an early applicant`,
  },
  {
    id: 'bpo-quality-analyst',
    half: 'unseen',
    field: 'operations',
    title: 'Quality Analyst, US Healthcare Account',
    company: 'Vistaline Contact Solutions Inc.',
    skills: [
      /* required */ 'Call monitoring',
      'Quality assurance',
      'Calibration sessions',
      'Coaching',
      'Microsoft Excel',
      'English communication',
      /* preferred */ 'Six Sigma',
      'Root cause analysis',
      'US healthcare account',
      /* soft */ 'Attention to detail',
      'Objectivity',
      'Feedback delivery',
    ],
    text: `WE ARE HIRING!
Vistaline Contact Solutions Inc.
📍 Bonifacio Global City, Taguig
Quality Analyst – US Healthcare Account
Night shift | Onsite | Php 35,000 – 42,000 monthly gross

JobStreet · Posted 1d ago

Are you an ex-agent turned QA who loves scorecards? Vistaline is a fast-growing BPO with 4,000 seats in Metro Manila and Cebu, supporting US health insurers and hospital networks. We're expanding our Quality team!

Responsibilities:
• Monitor and evaluate inbound calls, chats and emails against the client's quality scorecard
• Provide timely coaching and feedback to agents and team leaders
• Conduct calibration sessions with the client, operations and training
• Identify trends, perform root cause analysis and recommend process improvements
• Prepare daily, weekly and monthly QA reports in Microsoft Excel
• Check HIPAA compliance on every interaction

Qualifications:
• At least 1 year of experience as a Quality Analyst in a BPO / call center
• Excellent English communication skills, written and verbal
• Intermediate to advanced Excel (pivot tables, VLOOKUP)
• Experience on a US healthcare account is an advantage
• Six Sigma Yellow Belt or Green Belt is a plus
• Objective, detail-oriented and comfortable delivering difficult feedback
• Willing to work night shift onsite in BGC

Perks and benefits:
✓ HMO on day 1 + 2 free dependents
✓ Night differential, transportation allowance and rice subsidy
✓ Performance incentives
✓ Career growth to Senior QA and QA Supervisor

Apply now or walk in Monday to Saturday, 10AM – 6PM at 28th Floor, Axis Tower, 5th Ave, BGC. Bring 2 copies of your resume and 1 valid ID.`,
  },
  {
    id: 'release-manager',
    half: 'tune',
    field: 'software/IT',
    title: 'Release Manager',
    company: 'Quillspring Technologies',
    skills: [
      /* required */ 'Release management',
      'CI/CD',
      'Jenkins',
      'Git',
      'Jira',
      'ITIL',
      'Change management',
      /* preferred */ 'Kubernetes',
      'Azure DevOps',
      'SAFe',
      /* soft */ 'Stakeholder management',
      'Coordination',
      'Communication skills',
    ],
    text: `About Company
Quillspring Technologies is a product company building core banking and lending platforms for 60+ banks in India, the Middle East and Africa. We ship a major release every quarter and hundreds of patches a year, and we need someone to own that train.

Job Title: Release Manager
Experience: 8 - 12 years
Location: Pune (Hinjewadi Phase 2) - Hybrid
Notice period: Immediate to 30 days preferred

Job Description:
We are looking for a Release Manager who will plan, schedule and control software builds and releases across development, QA, UAT and production environments for our lending product line.

Key Responsibilities:
1. Own the release calendar and coordinate with development, QA, DevOps, product and client delivery teams
2. Run go/no-go meetings and CAB reviews following ITIL change management processes
3. Manage CI/CD pipelines with Jenkins and Git branching strategies (GitFlow), with release tagging and versioning
4. Track release scope, defects and readiness in Jira; publish release notes
5. Coordinate hotfix and patch releases for client-specific environments
6. Improve release processes, automation and environment management
7. Report release metrics (lead time, change failure rate) to leadership

Required Skills:
- 8+ years in software delivery with at least 3 years as Release Manager
- Strong hands-on knowledge of Jenkins, Git and Jira
- Sound understanding of ITIL v4 and change management
- Excellent stakeholder management and coordination across distributed teams
- Clear written and verbal communication skills

Good to have:
- Exposure to Kubernetes and containerised deployments
- Azure DevOps
- Experience working in a SAFe Agile Release Train
- BFSI domain experience

Education: B.E / B.Tech / MCA

Interested candidates can apply through Naukri or share their CV with current CTC, expected CTC and notice period.`,
  },
  {
    id: 'hris-analyst',
    half: 'unseen',
    field: 'software/IT',
    title: 'HRIS Analyst II',
    company: 'Bellhaven Foods, Inc.',
    skills: [
      /* required */ 'Workday HCM',
      'HRIS',
      'Workday reporting',
      'EIB',
      'Business process configuration',
      'Microsoft Excel',
      /* preferred */ 'Workday Integrations',
      'Workday Pro certification',
      'SQL',
      /* soft */ 'Analytical skills',
      'Confidentiality',
      'Customer service',
    ],
    text: `HRIS Analyst II
Bellhaven Foods, Inc. · Columbus, OH (Hybrid)

$78,000 - $96,000 a year · Full-time

Apply on company site

About Bellhaven
Bellhaven Foods, Inc. makes snacks and bakery products sold in 30,000 stores across North America. Our 6,500 team members work in eight plants, two distribution centers and our Columbus headquarters.

Position Summary
The HRIS Analyst II supports and enhances Bellhaven's Workday HCM platform. You'll partner with HR, Payroll and IT to configure business processes, build reports and keep data accurate for every team member from the plant floor to the C-suite.

What You'll Do
- Configure and maintain Workday business processes, condition rules, security groups and organizations
- Build and maintain custom reports, calculated fields and dashboards using Workday reporting
- Load and update data through EIBs; audit data quality and correct errors
- Test and support the twice-yearly Workday releases
- Troubleshoot tickets from HR partners and team members and provide excellent customer service
- Support Workday integrations with our payroll provider and benefits carriers
- Document processes and train HR users

What You'll Bring
- Bachelor's degree in Information Systems, HR or a related field, or equivalent experience
- 3+ years of hands-on Workday HCM experience (Core HCM, Compensation or Absence)
- Advanced Microsoft Excel skills
- Strong analytical skills and the ability to keep sensitive information confidential

Nice to Have
- Workday Pro certification
- Experience with Workday Integrations (Core Connectors, Studio)
- SQL

Benefits: medical, dental and vision, 401(k) with 5% match, paid parental leave, free snacks (really).

Bellhaven Foods, Inc. is an Equal Opportunity Employer, including disability/veterans.`,
  },
  {
    id: 'bid-manager',
    half: 'tune',
    field: 'sales',
    title: 'Senior Bid Manager, Facilities Services',
    company: 'Calderway Facilities Group Ltd',
    skills: [
      /* required */ 'Bid management',
      'Public sector tenders',
      'Bid writing',
      'Procurement regulations',
      'Shipley',
      'Microsoft Office',
      /* preferred */ 'APMP Practitioner',
      'Facilities management',
      'Social value',
      /* soft */ 'Deadline management',
      'Persuasive writing',
      'Stakeholder management',
    ],
    text: `Senior Bid Manager – Facilities Services (Hybrid, Manchester)
£55,000 – £65,000 + 10% bonus + car allowance

Calderway Facilities Group Ltd is an employee-owned facilities management business delivering cleaning, security, catering and hard FM to hospitals, universities, councils and blue-chip offices across the UK. Turnover has doubled in four years and our bid pipeline is the busiest it has ever been.

The role
We are looking for a Senior Bid Manager to lead our largest public sector tenders (£5m – £80m TCV) from opportunity qualification through to submission and clarification. You will run each bid as a project, building the win strategy with the sales director, coordinating contributors across operations, HR, finance and legal, and writing and editing persuasive, compliant responses that score.

Key responsibilities
• Lead end-to-end bid management for complex public sector tenders submitted through portals such as Atamis, Proactis and Jaggaer
• Interpret tender documents under the Procurement Act 2023 and Public Contracts Regulations, and build compliance matrices
• Run kick-off, storyboard, red and gold team reviews in line with Shipley or APMP best practice
• Write and edit high-scoring quality responses, including social value and mobilisation plans
• Manage bid timelines and make sure every submission lands on time
• Mentor two Bid Coordinators and a Bid Writer

About you
• At least 5 years' bid management experience, ideally in facilities management, construction or outsourced services
• Proven track record of winning public sector tenders over £5m
• Strong working knowledge of UK procurement regulations
• Expert user of Microsoft Office (Word, Excel, PowerPoint, SharePoint)
• APMP Practitioner accreditation is desirable
• Superb writer, calm under deadline pressure, and able to influence senior stakeholders who are not used to writing bids

Benefits: 25 days holiday plus bank holidays, employee ownership dividend, private medical, enhanced pension.

Calderway Facilities Group is an equal opportunities employer.`,
  },
  {
    id: 'poultry-farm-supervisor',
    half: 'unseen',
    field: 'agriculture',
    title: 'Poultry Farm Supervisor',
    company: 'Golden Sahel Agro Farms Limited',
    skills: [
      /* required */ 'Poultry management',
      'Layer production',
      'Biosecurity',
      'Vaccination programmes',
      'Farm records',
      'OND/HND in Animal Science',
      /* preferred */ 'Broiler production',
      'Feed formulation',
      'Microsoft Excel',
      /* soft */ 'Leadership',
      'Hardworking',
      'Integrity',
    ],
    text: `Golden Sahel Agro Farms Limited

Job Title: Poultry Farm Supervisor
Location: Ogun State (Obafemi-Owode)
Employment Type: Full-time
Salary: N250,000 - N320,000 monthly

Golden Sahel Agro Farms Limited is an integrated agribusiness with a 60,000-bird layer operation, a hatchery and a feed mill, supplying table eggs to supermarkets and distributors in Lagos and Ogun States. We are expanding into broilers and need a hands-on supervisor to run the pens.

Job Responsibilities
- Supervise daily operations of the layer pens: feeding, watering, egg collection, grading and culling
- Implement the vaccination and medication programme in consultation with the consulting veterinarian
- Enforce strict biosecurity rules at farm gates, footbaths and pen entrances
- Keep accurate farm records: mortality, feed consumption, egg production and stock movement
- Monitor flock health and report any signs of disease immediately
- Supervise and allocate work to 15 farm attendants; prepare weekly duty rosters
- Support the setting up of the new broiler unit
- Work with the feed mill on feed quality and feed formulation

Requirements
- OND/HND or B.Sc. in Animal Science, Animal Production or Agriculture
- Minimum of 3 years' experience in commercial poultry (layers), with at least 1 year supervising staff
- Good knowledge of poultry diseases, vaccination and biosecurity
- Broiler production experience is an added advantage
- Basic computer skills (Microsoft Excel) for production reports
- Must be willing to live on the farm (accommodation provided)

We want someone who is a strong leader, hardworking and of proven integrity.

Method of Application
Interested and qualified candidates should send their CV to careers@goldensahelagro.ng using the Job Title as the subject of the mail.

Application closes 20th December.`,
  },
  {
    id: 'protection-engineer',
    half: 'tune',
    field: 'energy',
    title: 'Senior Engineer, Protection',
    company: 'Umvoti Power Networks (Pty) Ltd',
    skills: [
      /* required */ 'Power system protection',
      'Protection relay settings',
      'DIgSILENT PowerFactory',
      'IEC 61850',
      'ECSA registration',
      'BEng Electrical Engineering',
      'Fault analysis',
      /* preferred */ 'Omicron testing',
      'Renewable energy grid connection',
      "Driver's licence",
      /* soft */ 'Mentoring',
      'Report writing',
      'Problem solving',
    ],
    text: `Ref No: UPN-ENG-0319
Senior Engineer, Protection
Umvoti Power Networks (Pty) Ltd
Durban, KwaZulu-Natal | Permanent

Umvoti Power Networks designs, builds and operates high-voltage substations and grid connections for independent power producers and large industrial customers across South Africa. With 2.4 GW of renewable projects in our pipeline, our Protection & Control team is growing.

Purpose of the role
To lead the design, setting and testing of protection schemes for transmission and distribution assets from 11 kV to 400 kV, ensuring the safe and reliable operation of the network.

Key Performance Areas
• Carry out protection studies and calculate protection relay settings (distance, differential, overcurrent, earth fault) using DIgSILENT PowerFactory
• Perform fault analysis and post-incident investigations, and write clear technical reports
• Review protection scheme designs and substation automation based on IEC 61850
• Witness and approve secondary injection and commissioning tests, including Omicron test sets
• Prepare grid connection studies for renewable energy plants in line with the SA Grid Code
• Mentor candidate engineers and technologists towards professional registration

Minimum Requirements
• BEng / BSc (Eng) Electrical Engineering (Power)
• Registration as a Professional Engineer with ECSA
• 7+ years of experience in power system protection
• Proficiency in DIgSILENT PowerFactory and relay vendor software (SEL, ABB, Siemens)
• Strong problem-solving skills

Advantageous
• Experience with renewable energy grid connection
• Hands-on testing with Omicron CMC
• Valid driver's licence (site travel required)

About the team
Our Protection & Control team of 14 engineers, technologists and technicians sits within the Grid Engineering division in Durban, with a satellite office in Cape Town. The team supports projects from concept design and grid connection applications through construction, commissioning and into operations, and also provides an after-hours support line to our operating substations. You will lead a sub-team of three and share the on-call rotation with the other senior engineers.

What we offer
• Market-related salary with an annual performance bonus
• Company contribution to a retirement fund and medical aid
• Funded ECSA and SAIEE membership fees and continuing professional development
• Study assistance for postgraduate qualifications
• A flexible working arrangement once projects are in the operational phase
• A vehicle allowance for employees with regular site travel

We believe our engineers do their best work when they can see a project through from the first single-line diagram to energisation, and this role offers exactly that, with exposure to some of the largest renewable projects currently under construction in the country.

Umvoti Power Networks is committed to Employment Equity and will give preference to candidates from designated groups. Please note: should you not hear from us within 21 days of the closing date, your application has been unsuccessful.`,
  },
  {
    id: 'leakage-technician',
    half: 'unseen',
    field: 'utilities',
    title: 'Leak Detection Technician',
    company: 'Whenua Water Services Ltd',
    skills: [
      /* required */ 'Leak detection',
      'Acoustic loggers',
      'Ground microphones',
      'Water reticulation',
      'GIS',
      'Full driver licence',
      /* preferred */ 'Correlators',
      'Water industry qualification',
      'Traffic management',
      /* soft */ 'Self-motivation',
      'Customer focus',
      'Problem solving',
    ],
    text: `Want to be a water detective? Whenua Water Services is hiring a Leak Detection Technician to hunt down the leaks hiding under our streets.

Whenua Water Services Ltd is a council-owned water services company looking after drinking water, wastewater and stormwater for 180,000 people across the lower North Island. Every year we lose millions of litres to leaks we haven't found yet — help us change that.

Location: Palmerston North, Manawatū
Full time, permanent | $68,000 – $78,000 + van and phone

The mahi
Working mostly on your own across our network, you will:
– Survey water reticulation mains using acoustic loggers, listening sticks and ground microphones
– Pinpoint leaks with leak noise correlators and confirm them for the repair crews
– Use our GIS and district metered area (DMA) data to target high-loss zones
– Carry out step tests and night flow readings
– Log findings accurately on a tablet
– Talk with property owners when leaks are on private connections

What you'll bring
– Experience in leak detection or water network operations (or a trade background and a good ear — we'll train the right person)
– Confident using GIS and mobile apps
– Full NZ driver licence (Class 1) – essential
– NZQA Water Industry qualification (Level 3 or 4) or willingness to complete one
– STMS or TTM Worksite Traffic Management certificate would be a bonus
– Self-motivated, with a customer focus and a practical problem solving approach

What's in it for you
Company van for work use, after-hours allowance, life and income protection insurance, a wellness budget and a team that celebrates a good find.

Ready to apply? Hit Apply on Seek. You must be a NZ citizen or resident, or hold a valid work visa. Pre-employment drug and alcohol testing applies.`,
  },
  {
    id: 'welfare-rights-adviser',
    half: 'tune',
    field: 'social services',
    title: 'Welfare Rights Adviser',
    company: 'Tynevale Advice Centre',
    skills: [
      /* required */ 'Welfare benefits advice',
      'Universal Credit',
      'PIP',
      'Mandatory reconsiderations',
      'Tribunal representation',
      'Casework',
      /* preferred */ 'AdviceUK',
      'Debt advice',
      'Case management systems',
      /* soft */ 'Empathy',
      'Written communication',
      'Resilience',
    ],
    text: `Tynevale Advice Centre is a registered charity (no. 1098241) giving free, independent advice to people in Gateshead and South Tyneside on benefits, debt and housing. Demand has never been higher and, thanks to new funding from the Northern Rock Foundation, we are recruiting a further adviser.

We are looking for an experienced Welfare Rights Adviser who can take on complex casework from first contact through to tribunal.

Hours: 35 hours per week (part-time and job share considered)
Salary: £28,770 per annum (NJC SCP 17), 8% employer pension contribution
Contract: fixed term to 31 March 2027, with a strong prospect of extension
Location: Gateshead office, with outreach at GP surgeries and food banks

In this role you will:
- Advise clients on entitlement to welfare benefits including Universal Credit, PIP, ESA and Attendance Allowance
- Help clients complete claim forms and gather medical evidence
- Challenge decisions through mandatory reconsiderations and appeals
- Represent clients at First-tier Tribunal (Social Security and Child Support) hearings
- Manage a caseload and keep accurate case records on our case management system (AdvicePro)
- Refer clients to debt advice and housing services where needed

You will have:
- Substantial experience of welfare benefits advice and casework
- Up-to-date knowledge of Universal Credit and disability benefits
- Experience preparing written submissions and tribunal representation
- Excellent written communication skills
- Empathy, patience and resilience when working with people in crisis

It would be an advantage to have knowledge of AdviceUK quality standards or the Advice Quality Standard, and some experience of debt advice.

To apply please download and complete the application form from our website; CVs are not accepted. Closing date: 12 noon, 15 December.

We particularly welcome applications from disabled people and people from Black, Asian and minority ethnic communities, who are under-represented in our team.`,
  },
  {
    id: 'bridal-consultant',
    half: 'unseen',
    field: 'retail',
    title: 'Bridal Stylist',
    company: 'Lace & Lantern Boutique LLC',
    skills: [
      /* required */ 'Bridal sales',
      'Retail sales',
      'Clienteling',
      'Appointment scheduling',
      'POS systems',
      /* preferred */ 'Fashion retail experience',
      'Alterations knowledge',
      'Instagram',
      /* soft */ 'Customer service',
      'Empathy',
      'Sales goals',
      'Weekend availability',
    ],
    text: `Indeed
Bridal Stylist (Part Time)
Lace & Lantern Boutique LLC
4.6 out of 5 stars
Franklin, TN 37064
$16 - $18 an hour + commission
Part-time

Apply now

Profile insights
Skills: Sales · Customer service · Retail sales
Do you have experience in Retail sales?   Yes   No

Full job description
Lace & Lantern Boutique is an independently owned franchise location of Lace & Lantern Bridal, the Southern bridal chain loved for its "first look" appointments. Our Franklin boutique is owned and operated by Lace & Lantern Boutique LLC, and we're growing our styling team for the spring wedding season!

As a Bridal Stylist, you'll guide each bride through one of the biggest purchases of her life. Appointments last 90 minutes and you'll work with one bride and her guests at a time.

What you'll do:
- Greet brides and their guests and learn about their wedding vision, budget and timeline
- Pull gowns, veils and accessories and style each look
- Close sales and meet monthly sales goals
- Keep in touch with brides after the purchase (clienteling) through fittings, alterations and pick-up
- Schedule appointments and process orders and payments on our POS system (Lightspeed)
- Help post gown content on Instagram

What we're looking for:
- 1+ year of retail sales experience; bridal or fashion retail experience preferred
- Basic knowledge of gown construction and alterations is a plus
- Warm, patient and empathetic - every bride is different!
- Confident closing sales and working toward goals
- Must be available Saturdays and Sundays (our busiest days)

Perks: commission on every gown, employee discount, paid training, flexible weekday scheduling.

Job Type: Part-time
Expected hours: 20 – 28 per week
Work Location: In person`,
  },
  {
    id: 'maintenance-planner',
    half: 'tune',
    field: 'manufacturing',
    title: 'Maintenance Planner/Scheduler',
    company: 'Prairie Harvest Milling Corp.',
    skills: [
      /* required */ 'Maintenance planning',
      'Work order scheduling',
      'CMMS',
      'SAP PM',
      'Preventive maintenance',
      'Microsoft Excel',
      /* preferred */ 'Red Seal trade certification',
      'Reliability engineering',
      'Spare parts management',
      /* soft */ 'Organization',
      'Communication skills',
      'Attention to detail',
    ],
    text: `Position: Maintenance Planner/Scheduler
Req ID: 2025-1184
Site: Saskatoon, SK - Canola Crush Facility
Category: Maintenance
Schedule: Monday to Friday, days
Salary: $82,000 - $98,000 annually

Overview
Prairie Harvest Milling Corp. operates oilseed crushing and flour milling plants across Western Canada. Our Saskatoon canola crush facility processes 1.1 million tonnes of seed per year and runs 24/7.

Reporting to the Maintenance Manager, the Maintenance Planner/Scheduler plans and schedules all maintenance work for the plant so that our tradespeople have the parts, permits, tools and instructions they need before each job starts.

Responsibilities
- Review notifications and build complete work orders in SAP PM with job steps, labour estimates, parts and safety requirements
- Build the weekly maintenance schedule and coordinate shutdown windows with Production
- Manage the preventive maintenance program and update task lists and frequencies
- Stage parts and coordinate with Stores on spare parts and critical spares
- Track backlog, schedule compliance and PM completion KPIs in Excel and Power BI
- Plan annual turnarounds with the reliability team and contractors

Qualifications
- Journeyperson trade (Millwright, Industrial Mechanic or Industrial Electrician) with Red Seal certification preferred
- 3+ years of maintenance planning experience in a heavy industrial or food processing plant
- Strong working knowledge of a CMMS - SAP PM strongly preferred
- Proficient in Microsoft Excel
- Exposure to reliability engineering tools (RCM, FMEA) is an asset
- Highly organized, detail-oriented and an effective communicator with trades and operations

What we offer
- Annual bonus, defined contribution pension with company match
- Health, dental and vision benefits from day one
- Safety boots and tool allowance

Prairie Harvest Milling Corp. is an equal opportunity employer. We thank all applicants; only those selected for an interview will be contacted.`,
  },
  {
    id: 'flexographic-press-operator',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Flexo Printing Machine Operator',
    company: 'Sinar Kemas Packaging Sdn Bhd',
    skills: [
      /* required */ 'Flexographic printing',
      'Press setup',
      'Colour matching',
      'Quality checks',
      'SPM',
      /* preferred */ 'Anilox rollers',
      'Plate mounting',
      'GMP',
      'ISO 9001',
      /* soft */ 'Teamwork',
      'Shift work',
      'Attention to detail',
    ],
    text: `Sinar Kemas Packaging Sdn Bhd
Shah Alam, Selangor
Manufacturing (Production/Operations)
Full time
RM 2,800 – RM 3,800 per month

Posted 4 days ago  ·  Quick Apply

Sinar Kemas Packaging is a leading manufacturer of flexible packaging for food, beverage and personal care brands in Malaysia, Singapore and Indonesia. Flexo Printing Machine Operator needed for our printing department.

Job Responsibilities:
1. Set up and operate 6/8-colour CI flexographic printing machines.
2. Mount plates, change anilox rollers, adjust ink viscosity.
3. Colour matching against approved standards.
4. In-process quality checks; record results.
5. Follow GMP, 5S and safety rules.

Job Requirements:
• Min SPM.
• 2 years' experience as flexo printing operator (packaging).
• Knowledge of anilox rollers and plate mounting an advantage.
• Familiar with ISO 9001 / GMP.
• Able to work 12-hour rotating shifts.
• Team player, sharp attention to detail.
• Malaysian only.

Benefits: shift allowance, attendance allowance, OT, annual bonus, medical, EPF, SOCSO, free transport from selected pick-up points.

Interested candidates may click Quick Apply or WhatsApp the HR department.`,
  },
  {
    id: 'closed-captioner',
    half: 'tune',
    field: 'media',
    title: 'Closed Captioner',
    company: 'Linawika Media Services Inc.',
    skills: [
      /* required */ 'Closed captioning',
      'Subtitling',
      'Transcription',
      'English grammar',
      'Typing speed',
      /* preferred */ 'Subtitle Edit',
      'EZTitles',
      'FCC captioning guidelines',
      'Filipino',
      /* soft */ 'Attention to detail',
      'Meeting deadlines',
      'Research skills',
    ],
    text: `Linawika Media Services Inc. is hiring!

Position: Closed Captioner (Entry Level – Work From Home)
Employment: Project-based to Regular
Location: Remote – Philippines (must be based in Metro Manila, Cebu or Davao for occasional onsite training)
Salary: PHP 22,000 – 28,000 per month + productivity incentives

About Linawika
We are a media localisation studio creating closed captions and subtitles for US and Canadian broadcasters and streaming platforms, covering documentaries, reality TV and children's programming.

Job Summary
Closed Captioners create accurate, well-timed captions for pre-recorded programmes, including speaker identification and sound descriptions for deaf and hard-of-hearing viewers.

Duties:
- Transcribe audio with 99% accuracy, following client style guides and FCC captioning guidelines
- Time and segment captions and subtitles using Subtitle Edit, EZTitles or our in-house tool
- Research names, places and specialist terms so spellings are correct
- Review and QC captions produced by other team members
- Meet daily output targets and delivery deadlines

Qualifications:
- Graduate of any 4-year course, preferably Mass Communication, English or Journalism
- Excellent English grammar, spelling and punctuation; strong listening skills for accents
- Typing speed of at least 60 WPM with high accuracy
- Fresh graduates are welcome to apply! Prior transcription or subtitling experience is a plus
- Knowledge of Filipino is an advantage for our local projects
- Reliable internet (at least 25 Mbps) and a quiet workspace
- Extremely detail-oriented and able to meet deadlines

Application process: online assessment (grammar and transcription test) → panel interview → 2-week paid training.

Send your resume and a sample of your writing through our careers page. Only shortlisted applicants will be notified.`,
  },
  {
    id: 'property-development-manager',
    half: 'unseen',
    field: 'real estate',
    title: 'Development Manager',
    company: 'Cassowary Property Group Pty Ltd',
    skills: [
      /* required */ 'Property development',
      'Development applications',
      'Feasibility analysis',
      'Project management',
      'Consultant management',
      'Construction contracts',
      /* preferred */ 'Estate Master',
      'Town planning',
      'Residential apartments',
      /* soft */ 'Negotiation',
      'Stakeholder management',
      'Commercial acumen',
    ],
    text: `Cassowary Property Group Pty Ltd | Development Manager | Brisbane QLD

Full time · $170k – $200k package + bonus
Listed 2d ago on Seek · Real Estate & Property > Property Development

Cassowary Property Group is a privately owned developer delivering boutique residential apartments, townhouses and mixed-use projects across South East Queensland. With more than $1.2 billion of projects in planning and delivery, we are looking for a Development Manager to take three projects from site acquisition through to settlement.

About the role
Reporting to the Head of Development, you will manage projects across the full development lifecycle:
- Preparing and updating feasibility analysis and cash flows in Estate Master
- Engaging and managing consultant teams (architects, town planners, engineers, quantity surveyors)
- Preparing and lodging development applications and negotiating with Brisbane City Council and other authorities
- Procuring builders and managing construction contracts (AS 4000 / AS 2124) with the project manager
- Working with sales and marketing agents on pricing, release strategy and pre-sales
- Reporting to the investment committee and joint venture partners
- Managing budgets, programmes and risks

About you
- Tertiary qualifications in property, construction management, planning, architecture or engineering
- 5+ years of property development experience with a developer, ideally on residential apartments
- Proven track record in development applications and project management
- Strong financial and commercial acumen; Estate Master proficiency highly regarded
- Good understanding of town planning in Queensland
- Skilled negotiator who builds lasting relationships with stakeholders

Why Cassowary?
Small senior team, genuine ownership of your projects, a bonus linked to project outcomes and a modern office in Fortitude Valley.

Apply via Seek with your CV. All enquiries treated in strict confidence.`,
  },
  {
    id: 'revenue-protection-officer',
    half: 'tune',
    field: 'transport',
    title: 'Revenue Protection Officer',
    company: 'Iarnród Chathair Transit DAC',
    skills: [
      /* required */ 'Ticket inspection',
      'Fare evasion enforcement',
      'Customer service',
      'Conflict management',
      'Report writing',
      /* preferred */ 'Handheld ticketing devices',
      'Irish language',
      'Security experience',
      /* soft */ 'Calm under pressure',
      'Integrity',
      'Communication skills',
      'Shift flexibility',
    ],
    text: `Careers at Iarnród Chathair Transit

We run the commuter rail and light rail services that carry 45 million passengers a year around Dublin and the Greater Dublin Area. Every fare paid keeps services running, and our Revenue Protection team makes sure it stays that way.

Current vacancy: Revenue Protection Officer (Panel Campaign) – Dublin

Closing date: 10 December
Salary: €36,412 rising to €44,870 on a 7-point scale, plus shift and Sunday premiums
Contract: Permanent, full-time, rostered shifts over 7 days

The job
As a Revenue Protection Officer you will travel on our trains and trams and patrol stations to check tickets and Leap cards, issue standard fares to passengers travelling without a valid ticket, and take part in targeted fare evasion operations with An Garda Síochána. You will be a visible, reassuring presence on the network and often the first person a customer turns to for help.

Main duties
• Carry out ticket inspection using handheld ticketing devices
• Issue standard fares and record evidence accurately for prosecutions
• Prepare clear written reports and attend court when required
• Deal with conflict and difficult situations calmly, using de-escalation techniques
• Give customers information about services, fares and disruptions

Requirements
• Leaving Certificate or equivalent
• At least 2 years' customer service experience in a public-facing role
• Experience in conflict management or a security, transport or enforcement setting is desirable
• Competence in the Irish language is an advantage
• Able to work early, late, weekend and bank holiday shifts

You'll also need integrity, good judgement, a calm head under pressure and strong communication skills. Full training is provided, including our in-house Personal Safety and Conflict Resolution programme.

Iarnród Chathair Transit DAC is an equal opportunities employer. A panel may be formed from which future vacancies will be filled.`,
  },
  {
    id: 'massage-therapist',
    half: 'unseen',
    field: 'personal services',
    title: 'Registered Massage Therapist',
    company: 'Fernwood Physiotherapy & Wellness Inc.',
    skills: [
      /* required */ 'Massage therapy',
      'RMT registration',
      'Swedish massage',
      'Deep tissue massage',
      'Treatment planning',
      'Clinical documentation',
      'First Aid/CPR',
      /* preferred */ 'Myofascial release',
      'Prenatal massage',
      'Jane App',
      /* soft */ 'Client care',
      'Professionalism',
      'Teamwork',
    ],
    text: `Fernwood Physiotherapy & Wellness Inc.
Burnaby, BC (On-site)

We're growing! Fernwood is a busy multidisciplinary clinic with physiotherapists, chiropractors, kinesiologists and a naturopath under one roof. We're looking for a Registered Massage Therapist to join our team four days a week, including at least one evening and one Saturday.

Why Fernwood?
- Full caseload from day one – our RMTs are booked 2–3 weeks out
- 55% – 62% fee split (depending on experience), paid bi-weekly
- Front desk team handles booking, direct billing and reminders through Jane App
- Paid continuing education day each year
- Free parking and skytrain within a 5-minute walk

What you'll do
• Assess clients and build individual treatment plans
• Provide Swedish, deep tissue and therapeutic massage for injury rehab, MVA (ICBC) and WorkSafeBC clients
• Write accurate, timely clinical documentation and treatment notes
• Collaborate with the physiotherapists on shared clients
• Keep your treatment room clean and welcoming

What you'll need
• Registration in good standing with the College of Health and Care Professionals of BC as an RMT
• Current liability insurance and First Aid/CPR
• New graduates welcome to apply
• Experience with myofascial release, prenatal massage or cupping is a plus
• Comfortable with Jane App or similar charting software
• A caring, professional approach and a genuine love of working in a team

If this sounds like the right fit, send your resume and a short introduction. Please include your registration number.

Job Types: Part-time, Contractor
Pay: $75.00–$110.00 per hour
Schedule: Evening shift, Weekends as needed

Application question(s):
- Are you registered as an RMT in British Columbia?`,
  },
  {
    id: 'cctv-operator',
    half: 'tune',
    field: 'security',
    title: 'CCTV Control Room Operator',
    company: 'Sentinel Staffing Solutions Ltd',
    skills: [
      /* required */ 'CCTV monitoring',
      'SIA CCTV licence',
      'Incident reporting',
      'Radio communication',
      'Basic IT skills',
      /* preferred */ 'Milestone XProtect',
      'Police vetting',
      'First aid',
      /* soft */ 'Concentration',
      'Calm under pressure',
      'Attention to detail',
      'Reliability',
    ],
    text: `CCTV Control Room Operator
Sentinel Staffing Solutions Ltd
Bristol
£13.10 - £14.20 per hour
Temporary to permanent, 4 on 4 off (days and nights)

Featured · Apply on Totaljobs

Sentinel Staffing Solutions are recruiting on behalf of a leading client for experienced CCTV Control Room Operators to work at a large retail and leisure complex in north Bristol.

This is a 24/7 monitoring control room covering more than 350 cameras across car parks, malls, a cinema and restaurants. You will be the eyes of the site, working closely with on-the-ground security officers and emergency services.

Main duties:
- Proactively monitor CCTV cameras and alarm systems, spotting suspicious behaviour and incidents early
- Direct security officers by radio and coordinate with police, fire and ambulance
- Record all incidents accurately in the incident reporting system and export evidence
- Carry out fault reporting and daily camera checks using Milestone XProtect
- Follow assignment instructions and data protection procedures

Requirements:
- Valid SIA Public Space Surveillance (CCTV) licence - essential
- Previous control room or CCTV experience
- Basic IT skills and confident radio communication
- Ability to pass BS7858 security screening (5-year checkable history); police vetting (NPPV) is an advantage
- First aid at work certificate is desirable
- Excellent concentration over a 12-hour shift, calm under pressure and a keen eye for detail
- Reliable, as the control room can never be left unstaffed

Benefits: weekly pay, free parking, holiday pay, opportunity to go permanent with the client after 12 weeks.

Sentinel Staffing Solutions Ltd is acting as an employment business in relation to this vacancy. Due to the high volume of applications, only successful candidates will be contacted.`,
  },
  {
    id: 'head-greenkeeper',
    half: 'unseen',
    field: 'sport',
    title: 'Head Greenkeeper',
    company: 'Carrowmore Links Golf Club',
    skills: [
      /* required */ 'Golf course management',
      'Turfgrass management',
      'Pesticide application',
      'Machinery maintenance',
      'Staff supervision',
      'Budget management',
      /* preferred */ 'Level 3 Sportsturf qualification',
      'Irrigation systems',
      'Links course experience',
      /* soft */ 'Leadership',
      'Communication skills',
      'Planning',
    ],
    text: `## Head Greenkeeper – Carrowmore Links Golf Club, Co. Sligo

**Carrowmore Links Golf Club** is a traditional 18-hole links on the Atlantic coast, founded in 1896 and regularly ranked among Ireland's top 40 courses. We host a number of national championships each year and welcome more than 12,000 visitor rounds a season. Following the retirement of our long-serving Head Greenkeeper after 31 years, the Club is now seeking his successor.

### The role

Reporting to the General Manager and working closely with the Greens Committee, the Head Greenkeeper will lead a team of seven greenkeepers (plus seasonal staff) and take full responsibility for the presentation and long-term health of the course.

### Responsibilities

- Deliver the course management plan, including greens, tees, fairways, bunkers and dunes
- Oversee turfgrass management: mowing, aeration, top-dressing, overseeding and nutrition programmes
- Plan and carry out pesticide application in line with the Sustainable Use Directive and keep spray records
- Manage the machinery fleet and make sure it is maintained and serviced
- Manage the course budget and prepare annual capital expenditure plans
- Supervise, roster and develop the greenkeeping team
- Maintain and upgrade the irrigation system
- Prepare the course for championships and communicate work plans to members

### Requirements

- At least 5 years' experience as a Head or Deputy Head Greenkeeper
- Level 3 qualification in Sportsturf Management or equivalent (Level 4 or higher desirable)
- Registered professional user of plant protection products (PA1/PA6 or equivalent)
- Experience of irrigation systems and links course management strongly preferred
- Proven leadership, planning and communication skills

**Package:** Competitive salary, pension, club membership and use of on-site cottage.

Please send a CV and cover letter to the General Manager by 19 December. Strictly confidential.`,
  },
  {
    id: 'airside-operations-officer',
    half: 'tune',
    field: 'aviation',
    title: 'Airside Operations Officer',
    company: 'Tauranga Moana Airport Ltd',
    skills: [
      /* required */ 'Airside operations',
      'CAA Part 139',
      'Runway inspections',
      'Wildlife hazard management',
      'Airside driving',
      'Radio telephony',
      'Full driver licence',
      /* preferred */ 'Emergency planning',
      'Safety management systems',
      'Aviation security',
      /* soft */ 'Situational awareness',
      'Decision making',
      'Teamwork',
    ],
    text: `Job Posting Title
Airside Operations Officer

Job Requisition ID
JR-10452

Location
Tauranga Airport, Bay of Plenty

Time Type
Full time

Job Description
Kia ora! At Tauranga Moana Airport Ltd we connect the Bay of Plenty to the rest of Aotearoa and beyond, with over 700,000 passengers a year and a growing general aviation and freight business.

Our Airside Operations Officers keep the runway, taxiways and apron safe and compliant 24/7. It's a varied, hands-on role on a rotating roster.

What you'll be doing:
- Carrying out daily runway inspections and reporting on surface condition, lighting and foreign object debris (FOD)
- Managing wildlife hazards, including bird dispersal and habitat management
- Enforcing safe airside driving and apron procedures and issuing airside driver permits
- Communicating with the control tower using aviation radio telephony
- Responding to aircraft incidents and emergencies and supporting the airport emergency plan
- Maintaining compliance with CAA Part 139 and our Safety Management System (SMS)
- Issuing NOTAMs and coordinating airside works

What you'll bring:
- Experience in aviation operations, ground handling, air traffic services or a similar safety-critical role
- Knowledge of CAA Part 139 aerodrome rules (or the ability to learn quickly)
- A current full New Zealand driver licence (Class 1) and the ability to obtain an Airside Driving Authority
- Radio telephony experience or a Flight Radiotelephone Operator Rating (FRTO)
- Experience with emergency planning, safety management systems and aviation security would be useful
- Excellent situational awareness, sound decision making and a real team attitude

Why join us: a supportive team, wellbeing programme, uniform provided and the best view in town.

All candidates must be able to pass a Police vet and obtain an Airport Identity Card (AIC) under Civil Aviation Rule Part 19.

Apply Now`,
  },
  {
    id: 'vessel-planner',
    half: 'unseen',
    field: 'maritime',
    title: 'Lead Vessel Planner',
    company: 'Straits Harbour Terminals Pte Ltd',
    skills: [
      /* required */ 'Vessel planning',
      'Stowage planning',
      'Navis N4',
      'Container terminal operations',
      'Stability calculations',
      'Dangerous goods segregation',
      /* preferred */ 'BAPLIE/EDI messages',
      'Yard planning',
      'Shipping line coordination',
      /* soft */ 'Leadership',
      'Decision making',
      'Working under pressure',
    ],
    text: `Straits Harbour Terminals Pte Ltd
Lead Vessel Planner
Singapore · Pasir Panjang · 2 weeks ago · Over 100 applicants
Full-time · Mid-Senior level

Easy Apply   Save

About the job
**Straits Harbour Terminals** operates a 4-berth deep-water container terminal handling 5 million TEU a year for the world's largest shipping alliances. We are looking for a **Lead Vessel Planner** to lead a shift team of vessel planners in our Operations Control Centre.

**What you'll do**
- Lead a team of 5 vessel planners on a 4-team rotating shift
- Produce and approve load and discharge plans for mainline and feeder vessels in **Navis N4**
- Validate stowage plans against vessel stability, lashing and stress limits
- Ensure dangerous goods segregation complies with the IMDG Code
- Exchange BAPLIE, MOVINS and COPRAR EDI messages with shipping lines and check for discrepancies
- Work closely with yard planning and quay crane operations to optimise berth productivity
- Handle shipping line coordination on special cargo, overheight and reefer units
- Make quick decisions during disruptions (weather, crane breakdowns, late arrivals)

**What we are looking for**
- Diploma or degree in Maritime Studies, Logistics or Nautical Science
- At least 5 years' vessel planning experience in a container terminal, with 1+ year leading a team
- Expert user of Navis N4 (or SPARCS)
- Solid understanding of container terminal operations and ship stability calculations
- Calm leader who works well under pressure

Seniority level: Mid-Senior level
Employment type: Full-time
Job function: Operations
Industries: Maritime Transportation

Show more ⌄`,
  },
  {
    id: 'shotfirer',
    half: 'tune',
    field: 'mining',
    title: 'Shotfirer',
    company: 'Red Mulga Gold Mines Pty Ltd',
    skills: [
      /* required */ 'Shotfiring',
      'Shotfirer licence',
      'Charging and blasting',
      'Explosives handling',
      'Standard 11 Surface Extractive Industry',
      "Driver's licence",
      /* preferred */ 'Blast design',
      'MMU operation',
      'Open pit mining',
      /* soft */ 'Safety focus',
      'Teamwork',
      'Attention to detail',
    ],
    text: `Keystone Mining Recruitment is partnering with Red Mulga Gold Mines Pty Ltd to find experienced Shotfirers for its open pit gold operation near Leonora, WA.

Roster: 8/6 FIFO ex Perth
Rate: $62 – $68 per hour + super
Contract: Permanent, full-time

About the client
Red Mulga Gold Mines is a mid-tier ASX-listed producer mining 5 Mtpa from two open pits, with an in-house drill and blast team and a strong safety culture.

The role
Working in the drill and blast crew, you will:
- Charge and fire blasts in line with approved blast designs and the site Principal Hazard Management Plan
- Prime and load blast holes with bulk and packaged explosives, including stemming and tie-in
- Handle, transport and store explosives and initiating systems safely and in line with the Dangerous Goods Safety (Explosives) Regulations
- Operate the MMU (mobile manufacturing unit) as required
- Conduct pre-blast clearances, guard placement and post-blast inspections, including misfire management
- Complete daily records, magazine reconciliations and hazard reports

Requirements
- Current WA Shotfirer licence (essential)
- WA Dangerous Goods Security Card
- Standard 11 Surface Extractive Industry (or G2/G3 equivalent) and current WA driver's licence (HR licence preferred for MMU)
- 2+ years' experience charging and blasting on an open pit mine site
- Understanding of blast design and fragmentation principles is a plus
- Safety-first mindset, strong attention to detail and a good crew member

How to apply
Click "Apply" and attach your resume and tickets. Keystone Mining Recruitment will contact shortlisted applicants. Candidates must pass a pre-employment medical and drug and alcohol screen.`,
  },
  {
    id: 'siu-investigator',
    half: 'unseen',
    field: 'insurance',
    title: 'Special Investigations Unit Investigator III',
    company: 'Granite Shield Mutual Insurance Company',
    skills: [
      /* required */ 'Insurance fraud investigation',
      'Recorded statements',
      'Claims investigation',
      'Report writing',
      'Microsoft Office',
      "Driver's license",
      'All Lines Adjuster license',
      /* preferred */ 'CFE',
      'FCLS',
      'ISO ClaimSearch',
      'Law enforcement experience',
      /* soft */ 'Interviewing skills',
      'Analytical thinking',
      'Integrity',
    ],
    text: `Requisition ID: 2025-7712
Job Title: Special Investigations Unit Investigator III (Field - Auto/Property)
Location: Remote - must reside in Jacksonville, FL area
Travel: 50%
Category: Claims

Who we are
For over 120 years, Granite Shield Mutual Insurance Company has protected families and businesses across the Southeast with auto, home and small business insurance. We are a mutual, owned by our policyholders, and fighting fraud keeps their premiums fair.

What you'll do
As an SIU Investigator III you will independently investigate complex suspected fraud in auto and property claims, including staged accidents, arson and inflated contents claims.
• Review claims referred by adjusters for red flags and determine the investigative plan
• Take in-person and recorded statements and examinations under oath alongside counsel
• Conduct field investigations, scene canvasses and surveillance coordination
• Research databases including ISO ClaimSearch, NICB and social media
• Write detailed investigative reports and refer cases to the Florida Division of Investigative and Forensic Services
• Testify in depositions and court
• Mentor Investigator I and II staff

What you'll need
• Bachelor's degree or equivalent experience
• 5+ years of insurance claims investigation or insurance fraud investigation experience
• Strong interviewing skills and proficiency with Microsoft Office
• Valid driver's license with a satisfactory driving record
• Florida 7-20 All Lines Adjuster license within 90 days of hire

Preferred
• Certified Fraud Examiner (CFE) or Fraud Claim Law Specialist (FCLS)
• Prior law enforcement experience

You will bring analytical thinking, unquestionable integrity and the judgement to keep investigations fair to our policyholders.

Compensation: $74,000 - $98,000 plus company vehicle, annual incentive, pension and 401(k).

Granite Shield Mutual is an equal opportunity employer. We participate in E-Verify.

Apply   |   Back to search results`,
  },
  {
    id: 'major-gifts-officer',
    half: 'tune',
    field: 'nonprofit',
    title: 'Director, Major Gifts',
    company: 'Lakehead Children’s Hospital Foundation',
    skills: [
      /* required */ 'Major gifts fundraising',
      'Donor stewardship',
      'Portfolio management',
      'Solicitation',
      'Raiser’s Edge',
      'Campaign management',
      /* preferred */ 'CFRE',
      'Planned giving',
      'Team leadership',
      /* soft */ 'Relationship building',
      'Communication skills',
      'Results orientation',
    ],
    text: `Do you believe philanthropy can change a child's life? The Lakehead Children’s Hospital Foundation is looking for a Director, Major Gifts to lead the gifts team behind our $150-million Brighter Tomorrows campaign.

Location: Thunder Bay, Ontario (hybrid, with regional travel)
Salary range: $115,000 – $135,000 plus benefits
Status: Permanent full-time

About the Foundation
Since 1988 the Lakehead Children’s Hospital Foundation has raised more than $400 million to support care, research and equipment at the region's only paediatric hospital.

The opportunity
Reporting to the Vice-President, Philanthropy, the Director will personally carry a portfolio of about 60 principal and major gift prospects ($100,000+) while leading a team of four Major Gifts Officers.

Responsibilities
- Identify, cultivate, solicit and steward major donors, individuals, families and foundations
- Manage your own portfolio and set moves management targets for the team
- Lead the major gifts strand of the campaign with campaign cabinet volunteers
- Prepare compelling proposals and solicitation strategies with the hospital's physicians and leaders
- Work with the planned giving lead on blended gifts and legacy commitments
- Make sure every interaction is captured in Raiser’s Edge NXT
- Coach, motivate and hold the team to account

What you bring
- 7+ years of major gifts fundraising experience, with a track record of closing gifts of $250,000 or more
- Experience in a capital or comprehensive campaign
- Team leadership experience
- Proficiency with Raiser’s Edge or a similar CRM
- CFRE designation is an asset
- Knowledge of planned giving vehicles is an asset
- Outstanding relationship building and communication skills, and a results orientation

The Foundation is committed to equity, diversity and inclusion and to an accessible recruitment process. Accommodations are available upon request.

Please apply through our careers page by 9 January with a résumé and cover letter.`,
  },
  {
    id: 'field-interviewer',
    half: 'unseen',
    field: 'research',
    title: 'Field Interviewer',
    company: 'Westmark Social Research Institute',
    skills: [
      /* required */ 'Survey interviewing',
      'CAPI',
      'Data collection',
      'Computer literacy',
      'Confidentiality',
      "Driver's license",
      /* preferred */ 'Bilingual Spanish',
      'Field research experience',
      /* soft */ 'Persistence',
      'Interpersonal skills',
      'Time management',
      'Self-motivation',
    ],
    text: `Westmark Social Research Institute
Field Interviewer - Part Time (Las Cruces, NM area)
Job Type: Part-time, temporary (January – August)
Pay: $21.50 per hour + mileage at the IRS rate

Apply with SmartRecruiters   I'm interested

Westmark Social Research Institute is an independent nonprofit research organization that runs large national surveys on health, education and employment for federal agencies and foundations. Our data helps shape public policy.

We are currently seeking Field Interviewers to help with a national health study. Field Interviewers visit randomly selected households, explain the study, and conduct in-person interviews using a laptop (computer-assisted personal interviewing, CAPI). Some interviews include simple physical measurements.

What you'll do
- Locate and contact selected households door-to-door, often in rural areas
- Persuade reluctant respondents to take part, explaining the study's importance
- Conduct computer-assisted interviews and collect data accurately following study protocols
- Keep all respondent information strictly confidential
- Plan your own schedule to meet weekly production goals, working mainly evenings and weekends
- Transmit completed cases and report hours and expenses daily

What you'll need
- High school diploma or GED
- Valid driver's license, auto insurance and reliable vehicle
- Comfortable using a laptop and tablet
- Ability to work 20 – 30 hours per week, including evenings and weekends
- Bilingual English/Spanish strongly preferred (bilingual differential available)
- Previous field research, census or canvassing experience is a plus
- Persistence, great interpersonal skills, good time management and self-motivation

Paid training is provided. Applicants must pass a background check.

Westmark is an Equal Opportunity Employer: minorities/females/veterans/individuals with disabilities/sexual orientation/gender identity.`,
  },
]
