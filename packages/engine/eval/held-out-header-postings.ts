// A second, held-out set of posting headers (issue 15): 60 tops of ads as a job seeker pastes them (what the site
// shows above the description, then its first paragraph or two and a few bullets), in shapes chosen to differ from
// an ordinary week's: job boards and applicant-tracking systems over many countries, government, school-district
// and university pages, agencies, franchisees, email forwards, WhatsApp, Telegram, Facebook and LinkedIn posts by a
// person, newspaper classifieds, printed notices, PDF text with broken lines and Markdown; every employer invented.
// Written by a helper who read neither the engine's source nor any other eval set's postings; each posting's title
// and company were written with it, BEFORE any run. The set was held out whole until its first run at the sixteenth
// session's close (docs/job-understanding-first-run.md); since the seventeenth, halves alternate in file order:
// 'tune' headers guide the engine, 'unseen' ones are only counted.
// Labelling rules:
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A title printed in capitals is labelled in title case. A specialty
//   after a dash on the title line is kept as after a comma ("Camera Operator – Live Sport" → "Camera Operator,
//   Live Sport"); what a board hangs there (place, employer, shift, type, pay, number, slogan) is dropped (settled
//   2026-11-30, labels of all sets brought in line).
// - company: the employer as printed, with its legal suffix (Inc., LLC, Ltd, Pty Ltd) and "The" when the posting
//   names it that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:"
//   line. School-district ads: the district, not the school building. Agency ads: the client when the ad names it,
//   otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const heldOutHeaderPostings: HeaderPosting[] = [
  {
    id: 'repair-luthier-linkedin-post',
    half: 'tune',
    title: 'Repair Luthier',
    company: 'Halloran Strings Ltd',
    text: `Aoife Halloran
Owner at Halloran Strings Ltd | Guitar and mandolin repair
3d • Edited

We're hiring! 🎸

After eleven years of me doing every fret job myself, our little workshop on Shandon Street in Cork is finally big enough for a second pair of hands. We're looking for a Repair Luthier to join us four days a week.

What you'd be doing:
• Setups, refrets and nut/saddle work on acoustic and electric guitars
• Crack and brace repairs, neck resets when they come in
• Talking customers through what their instrument needs (and what it doesn't)

You'll need at least two years at a bench, your own basic hand tools and a calm head when a vintage Martin lands on the counter with a broken headstock. Pay is €34,000 to €38,000 pro rata depending on experience.

If that's you, send me a DM or email a few photos of your work to jobs@hallorans.ie. Please share, my network is mostly drummers.

#hiring #luthier #cork #guitarrepair`,
  },
  {
    id: 'piano-technician-indeed-ca',
    half: 'unseen',
    title: 'Piano Technician',
    company: 'Allegretto Piano Services Inc.',
    text: `Piano Technician
Allegretto Piano Services Inc.
4.6 out of 5 stars
Etobicoke, ON
$26–$34 an hour - Full-time
Apply now

Profile insights
Skills
Piano tuning
Regulation
Customer service
Licenses
Driver's License (Required)

Full job description
Allegretto Piano Services Inc. has tuned and rebuilt pianos across the Greater Toronto Area since 1987. We look after about 2,400 instruments a year, from family uprights to the concert grands at three recital halls, and we are adding a Piano Technician to our field team.

Responsibilities:
• Tune, regulate and voice uprights and grands in customers' homes, schools and churches
• Diagnose and carry out minor repairs on site; bring larger jobs back to the shop
• Keep service records up to date in our scheduling app

Qualifications:
• 3+ years of professional tuning experience (aural or with an ETD)
• Valid G licence and a clean abstract; company van provided`,
  },
  {
    id: 'archivist-usajobs',
    half: 'tune',
    title: 'Supervisory Archivist',
    company: 'Federal Heritage Records Agency',
    text: `Supervisory Archivist
Department of Cultural Affairs
Federal Heritage Records Agency
Apply
Overview
Open & closing dates
12/02/2026 to 12/16/2026
Salary
$117,962 - $153,354 per year
Pay scale & grade
GS 13
Location
1 vacancy in the following location:
College Park, MD
Remote job
No
Telework eligible
Yes—as determined by the agency policy.
Travel Required
Occasional travel - You may be expected to travel for this position.
Relocation expenses reimbursed
No
Appointment type
Permanent
Work schedule
Full-time
Service
Competitive

Summary
This position is located in the Textual Records Processing Branch of the Federal Heritage Records Agency. The incumbent leads a team of eight archivists who arrange, describe and preserve permanent records transferred from federal agencies.

Duties
- Plans and assigns processing projects and reviews finding aids for accuracy and completeness.
- Evaluates records for historical value and recommends disposition.
- Serves as a technical authority on archival description standards.`,
  },
  {
    id: 'senior-cartographer-aps-jobs',
    half: 'unseen',
    title: 'Senior Cartographer',
    company: 'Australian Geospatial Mapping Agency',
    text: `Senior Cartographer
Australian Geospatial Mapping Agency
Job Level: APS Level 6
Job Category: Science and Health
Job Status: Ongoing
Employment Status: Full-time
Location(s): Bendigo VIC, Canberra ACT
Salary: $103,400 - $116,729
Closing Date: 11:59 PM AEDT, Sunday 20 December 2026
Position Number: AGMA/2026/0431

About the Agency
The Australian Geospatial Mapping Agency produces the national topographic map series and maintains the authoritative place names gazetteer used by emergency services across the country.

The Role
As a Senior Cartographer in the Topographic Products team you will design and check map sheets at 1:50 000 and 1:250 000, supervise two APS 4 cartographers, and work with field surveyors and state mapping bodies to resolve conflicts in source data.

Our ideal candidate will have:
- Tertiary qualifications in cartography, GIS or surveying
- Demonstrated experience with symbolisation and label placement at national scale
- The ability to obtain and maintain a Baseline security clearance`,
  },
  {
    id: 'fisheries-protection-officer-civil-service-jobs',
    half: 'tune',
    title: 'Fisheries Protection Officer',
    company: 'Marine and Fisheries Inspectorate',
    text: `Fisheries Protection Officer
Marine and Fisheries Inspectorate
Apply before 11:55 pm on Monday 4th January 2027

Details
Reference number
391047
Salary
£31,120 - £34,650
A Civil Service Pension with an employer contribution of 28.97%
GRADE
Executive Officer
Contract type
Permanent
Business area
MFI - Operations - North Sea District
Type of role
Operational Delivery
Working pattern
Full-time, Shift Working
Number of jobs available
3

Location
Peterhead, Fraserburgh

Job summary
The Marine and Fisheries Inspectorate enforces sea fisheries law in English and Scottish waters. Our officers board fishing vessels at sea and in port, inspect catches and landing records, and take action when the rules are broken.

Job description
As a Fisheries Protection Officer you will:
- take part in boardings from our patrol vessels, which may mean up to 21 days at sea
- carry out quayside and market inspections
- gather evidence and prepare case files for prosecution`,
  },
  {
    id: 'lockmaster-gc-jobs',
    half: 'unseen',
    title: 'Lockmaster',
    company: 'Canadian Waterways Agency',
    text: `Lockmaster - Seasonal
Canadian Waterways Agency - Rideau Field Unit
Smiths Falls (Ontario)
GT-04
$63,021 to $70,447

For further information on the organization, please visit Canadian Waterways Agency

Closing date: 8 January 2027 - 23:59, Pacific Time

Who can apply: Persons residing in Canada and Canadian citizens and permanent residents abroad.

Apply online

Important messages
We are committed to providing an inclusive and barrier-free work environment, starting with the hiring process.

Work environment
The Rideau Canal is a National Historic Site and a UNESCO World Heritage Site. From May to October our lock stations move more than 60,000 boats through 45 hand-operated locks. The Lockmaster leads a crew of three to six lock operators, opens and closes the gates and sluices by hand, and makes sure boaters, visitors and staff stay safe.

Intent of the process
A pool of qualified candidates will be created to staff seasonal positions at lock stations between Ottawa and Kingston.`,
  },
  {
    id: 'genetic-counsellor-nhs-jobs',
    half: 'tune',
    title: 'Specialist Genetic Counsellor',
    company: 'Wessex Coast NHS Foundation Trust',
    text: `Specialist Genetic Counsellor
Wessex Coast NHS Foundation Trust

Closing date: 10 January 2027

Employer
Wessex Coast NHS Foundation Trust
Department
Clinical Genetics
Location
Princess Anne Wing, Southampton
Salary
£46,148 to £52,809 a year per annum pro rata
Contract
Permanent
Working pattern
Full time, Part time, Flexible working
Reference number
218-CG-7741-A

Job summary
An exciting opportunity has arisen for a Specialist Genetic Counsellor to join our friendly regional genetics service, which covers a population of 3.2 million across the south coast. You will hold your own caseload of families referred for inherited cancer and cardiac conditions.

Main duties of the job
- Provide genetic counselling to individuals and families before and after testing
- Take and interpret three-generation family histories
- Contribute to multidisciplinary team meetings and audit

About us
Our Trust runs four hospitals and employs more than 11,000 staff.`,
  },
  {
    id: 'collection-system-worker-neogov',
    half: 'unseen',
    title: 'Collection System Worker II',
    company: 'City of Marlow Springs',
    text: `City of Marlow Springs
Collection System Worker II
Salary
$24.81 - $31.66 Hourly
Location
Marlow Springs, CO
Job Type
Full-Time
Job Number
2026-00418
Department
Public Works
Division
Wastewater Collections
Opening Date
11/24/2026
Closing Date
12/14/2026 5:00 PM Mountain

Description
Benefits
Questions

Description
The City of Marlow Springs Public Works Department is accepting applications for a Collection System Worker II. This position operates jetter and vactor trucks, performs CCTV inspection of sanitary sewer lines, and responds to sewer backups and overflows, including after-hours standby on a rotating schedule.

Examples of Duties
- Cleans sewer mains and manholes with high-velocity jet equipment
- Locates and marks sewer lines for excavation requests
- Sets up traffic control in accordance with the MUTCD

Minimum Qualifications
High school diploma or GED and two years of collection system experience. Colorado Class 1 Collection System certification within 12 months of hire. Valid Class A CDL.`,
  },
  {
    id: 'rope-access-technician-seek',
    half: 'tune',
    title: 'Rope Access Technician',
    company: 'Vertex Abseil Services Pty Ltd',
    text: `Rope Access Technician
Vertex Abseil Services Pty Ltd
View all jobs
Southbank, Melbourne VIC
Construction (Other)
Full time
$45 – $52 per hour + super
Posted 5d ago

Vertex Abseil Services is a Melbourne owned business providing façade maintenance, glazing repairs and building inspections on high-rise towers using rope access. Due to a run of new contracts in the CBD we need IRATA Level 2 or 3 technicians to start in the new year.

About the role
- Façade inspections and remedial works on buildings up to 60 storeys
- Window and cladding replacement with our glazing crew
- Installation and testing of anchor points and static lines

About you
- Current IRATA or ARAA certification (Level 2 minimum)
- Working at Heights, EWP and a White Card
- Trade background (glazing, carpentry, painting) highly regarded

Apply via SEEK with your resume and a copy of your logbook.

Employer questions
Your application will include the following questions:
Which of the following statements best describes your right to work in Australia?`,
  },
  {
    id: 'tyre-fitter-reed-agency',
    half: 'unseen',
    title: 'Mobile Tyre Fitter',
    company: 'Trackline Recruitment Ltd',
    text: `Mobile Tyre Fitter
Posted 2 days ago by Trackline Recruitment Ltd
£32,000 - £36,000 per annum
Wolverhampton, West Midlands
Permanent, full-time
Apply now

Trackline Recruitment are working with a leading commercial tyre business in the West Midlands to recruit an experienced Mobile Tyre Fitter. Our client looks after HGV and agricultural fleets and is growing its 24/7 breakdown service.

The role:
* Fitting, repairing and balancing truck, trailer and agricultural tyres at customer sites and roadside
* Completing job sheets on a handheld device
* Working a 4-on-4-off rota with one call-out week in six

The candidate:
* Previous commercial tyre fitting experience (NTDA accreditation a bonus)
* Full UK driving licence; C1 preferred
* Happy to work outdoors in all weather

Benefits: company van, overtime at time and a half, 25 days holiday plus bank holidays. Please call Danny on the Trackline commercial desk or apply below.

Trackline Recruitment Ltd is acting as an Employment Agency in relation to this vacancy.`,
  },
  {
    id: 'bookbinder-totaljobs',
    half: 'tune',
    title: 'Bookbinder',
    company: 'Marbled Leaf Bindery Ltd',
    text: `Bookbinder
Marbled Leaf Bindery Ltd
Bath, Somerset
£25,500 - £29,000 per annum
Permanent
Full Time
Posted 1 week ago

Apply
Save job

Marbled Leaf Bindery Ltd is a hand bindery of nine people making fine bindings, boxes and restorations for private collectors, libraries and two Oxford colleges. We are looking for a Bookbinder with solid craft skills who wants to grow into conservation work.

What you'll do
- Sewing, rounding and backing, and covering in cloth and leather
- Making clamshell boxes and slipcases to measure
- Paper repairs and rebacks under the guidance of our conservator
- Keeping the workshop and its presses in good order

What we're looking for
- Two or more years at a bindery, or a recognised bookbinding course plus a portfolio
- Neat, patient hands and a good eye for finish
- Some gold tooling experience would be lovely but we will teach it

Hours are 8.30 to 4.30, Monday to Friday.`,
  },
  {
    id: 'thatcher-cv-library',
    half: 'unseen',
    title: 'Thatcher',
    company: 'Ridley Thatching Ltd',
    text: `Thatcher
Ridley Thatching Ltd
Location: Blandford Forum, Dorset
Salary/Rate: £150 - £190 per day
Job Type: Permanent
Start Date: February 2027
Date posted: 26/11/2026

Thatcher required for established family firm. Ridley Thatching Ltd work on listed cottages, barns and new-build thatch across Dorset, Wiltshire and Hampshire, mostly in combed wheat reed and water reed.

You will be joining a team of four thatchers and two apprentices on full re-thatches, ridge replacements and repairs.

Requirements:
- Minimum 3 years thatching experience, either material
- Able to work confidently at height on ladders and scaffold
- Own transport to get to our yard by 7.30am
- Membership of a Master Thatchers association desirable, not essential

We provide all materials, a van for each crew and work right through the year, weather permitting. Apprentices who have just finished their time are encouraged to apply.

Apply now with your CV or call the office.`,
  },
  {
    id: 'panel-beater-jora',
    half: 'tune',
    title: 'Panel Beater',
    company: 'Corio Bay Smash Repairs',
    text: `Panel Beater
Corio Bay Smash Repairs
North Geelong VIC
Full time
$38 - $44 an hour
Quick apply
1 day ago

Corio Bay Smash Repairs is an insurance-approved collision repair centre with a brand new spray booth and a Car-O-Liner measuring system. We are after a qualified Panel Beater to join our workshop of eight.

Duties include:
- Structural and cosmetic repairs to late-model vehicles
- Replacing and aligning panels, bumpers and glass
- Working from assessor quotes and keeping to job times
- Plastic welding and minor PDR

Requirements:
- Trade qualified with at least 4 years experience
- Aluminium repair experience regarded highly
- Own tools and a current driver licence

We offer above award rates, a 9 day fortnight and a bonus scheme. Please apply with your resume through Jora or drop in to the workshop on Thompson Road to meet the team.`,
  },
  {
    id: 'dyeing-master-naukri',
    half: 'unseen',
    title: 'Dyeing Master',
    company: 'Shree Ganesh Processors Pvt. Ltd.',
    text: `Dyeing Master
Shree Ganesh Processors Pvt. Ltd.
3.8
42 Reviews
8 - 12 years
₹ 6-9 Lacs P.A.
Surat
Posted: 3 days ago  Openings: 2  Applicants: 74
Apply
Save

Job highlights
Candidate must have experience in jet dyeing of polyester and cotton blends
Responsible for shade matching and recipe correction
Handle a team of 20 operators per shift

Job description
We are urgently hiring Dyeing Master for our process house at Sachin GIDC, Surat. Company is running 14 jet dyeing machines and 2 stenters with capacity of 60 tonnes per day.

Roles and Responsibilities
- Plan daily dyeing programme as per dispatch schedule
- Lab to bulk shade matching, first time right percentage improvement
- Control of chemicals and dyes consumption
- Maintain ETP norms and coordinate with lab in-charge

Role: Production Manager
Industry Type: Textile & Apparel (Dyeing)
Department: Production, Manufacturing & Engineering
Employment Type: Full Time, Permanent
Education
UG: Diploma in Textile Chemistry`,
  },
  {
    id: 'medical-transcriptionist-jobstreet-ph',
    half: 'tune',
    title: 'Medical Transcriptionist',
    company: 'Bayanihan Health Documentation Services Inc.',
    text: `Medical Transcriptionist
Bayanihan Health Documentation Services Inc.
Mandaluyong City, Metro Manila
Healthcare & Medical (Other)
Full time
₱22,000 – ₱30,000 per month
Posted 4d ago

Bayanihan Health Documentation Services Inc. provides transcription and clinical documentation support to hospitals and clinics in the United States and Australia. We are expanding our night shift team and need Medical Transcriptionists who can deliver accurate reports on tight turnaround.

Job Responsibilities
• Transcribe dictated reports (H&P, operative notes, discharge summaries, radiology)
• Edit speech-recognition drafts for accuracy and formatting
• Follow client style guides and HIPAA rules

Qualifications
• Graduate of any allied health course (Nursing, Medical Technology, Pharmacy preferred)
• At least 1 year experience in medical transcription or editing
• Typing speed of at least 50 wpm
• Willing to work night shift, onsite in Mandaluyong

Perks: night differential, HMO from day 1 with 1 free dependent, 13th month pay, performance incentive.`,
  },
  {
    id: 'marine-surveyor-bayt',
    half: 'unseen',
    title: 'Marine Surveyor',
    company: 'Gulf Pearl Marine Surveyors LLC',
    text: `Marine Surveyor
Gulf Pearl Marine Surveyors LLC
Dubai, United Arab Emirates
Posted 6 days ago
Apply now

Job Details
Gulf Pearl Marine Surveyors LLC is an independent survey and consultancy firm serving P&I clubs, hull underwriters, charterers and cargo interests in the UAE, Oman and Qatar. We are seeking an experienced Marine Surveyor to join our Jebel Ali office.

Responsibilities:
- Carry out on-hire/off-hire, bunker, draft and condition surveys
- Attend cargo damage and loss claims on behalf of insurers
- Prepare clear, timely survey reports with photographs and findings

Requirements:
- Master Mariner or Chief Engineer (Class 1) certificate of competency
- Minimum 3 years surveying experience in the GCC
- Valid UAE driving license

Skills
Marine Surveys, Draft Survey, P&I, Cargo Claims, Report Writing

Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Marine Services
Company Type: Employer (Private Sector)
Job Role: Engineering
Employment Type: Full Time Employee
Monthly Salary Range: $3,500 - $5,000
Number of Vacancies: 1`,
  },
  {
    id: 'concrete-finisher-monster',
    half: 'tune',
    title: 'Concrete Finisher',
    company: 'Grayson Flatwork LLC',
    text: `Concrete Finisher
Grayson Flatwork LLC
San Antonio, TX
Full-Time
$22.00 - $30.00 / Hour
Quick Apply

About
Grayson Flatwork LLC pours commercial slabs, tilt-wall panels and parking structures across South Texas. We are a crew-first company: 140 employees, most of them with us more than five years.

We are hiring Concrete Finishers for our slab division. Work starts early (5am pours in summer) and the pay and overtime are good.

What You Will Do
- Screed, bull float, edge and power trowel slabs to spec flatness
- Set forms and screeds, place and tie rebar as needed
- Cut control joints and apply curing compounds
- Keep tools and ride-on trowels clean and running

What You Need
- 2+ years finishing commercial concrete
- Experience with ride-on trowels and laser screeds a plus
- Reliable transportation to jobsites across Bexar County
- Bilingual English/Spanish a plus

Grayson Flatwork LLC is an Equal Opportunity Employer and drug-free workplace.`,
  },
  {
    id: 'pool-service-technician-ziprecruiter',
    half: 'unseen',
    title: 'Pool Service Technician',
    company: 'Blue Lagoon Pool Care LLC',
    text: `Pool Service Technician
Blue Lagoon Pool Care LLC
Mesa, AZ • Full-time
$18 - $24 per hour
Posted 2 days ago
1-Click Apply

Benefits
Paid time off
Company truck
Health insurance
Commission

Job Description
Blue Lagoon Pool Care LLC services more than 1,100 residential pools in the East Valley. We are looking for a reliable Pool Service Technician to run a weekly route of 60 to 75 pools.

Responsibilities:
- Test and balance water chemistry at every stop
- Brush, vacuum and skim pools; empty baskets; backwash filters
- Spot equipment problems (pumps, heaters, salt cells) and report them to our repair techs
- Communicate with homeowners through our service app

Requirements:
- Valid driver's license with a clean driving record
- Able to work outdoors in Arizona heat and lift 50 lbs
- CPO certification is a plus; we will pay for it after 90 days

Schedule: Monday to Friday, 7am until your route is done.`,
  },
  {
    id: 'localization-project-manager-workable',
    half: 'tune',
    title: 'Localization Project Manager',
    company: 'Lingofox',
    text: `Lingofox
Localization Project Manager
Limassol, Limassol, Cyprus
Operations
Full time
Hybrid

Apply for this job

Description
Lingofox is a language services company of 70 people and a network of 3,000 freelance linguists. We translate and localize apps, games and help centres for software companies in 40 languages.

We are looking for a Localization Project Manager to own a portfolio of mid-size clients from quote to delivery.

What you'll do
- Scope, quote and schedule multilingual projects in our TMS
- Assign and manage freelance translators, reviewers and LQA testers
- Keep clients informed, handle queries and turn feedback into glossary and style guide updates
- Watch margins and deadlines on 30+ concurrent projects

Requirements
- 2+ years managing translation or localization projects
- Experience with a CAT tool (memoQ, Trados, Phrase or similar)
- Excellent English; a second language is a plus
- Calm under pressure, organised and friendly`,
  },
  {
    id: 'nuclear-medicine-technologist-workday',
    half: 'unseen',
    title: 'Nuclear Medicine Technologist',
    company: 'Meridian Valley Health',
    text: `Nuclear Medicine Technologist - Per Diem
Apply
locations
St. Brendan Medical Center - Fresno, CA
time type
Part time
posted on
Posted 3 Days Ago
job requisition id
R-204411

Meridian Valley Health is a not-for-profit health system of five hospitals and 60 clinics in California's Central Valley. Join Meridian Valley Health at St. Brendan Medical Center, our 380-bed flagship campus.

Schedule: Per Diem, days with rotating call
Department: Nuclear Medicine

Position Summary
The Nuclear Medicine Technologist prepares and administers radiopharmaceuticals and performs diagnostic imaging studies, including cardiac stress, bone, thyroid and SPECT/CT exams, under the direction of a radiologist.

Essential Functions
- Performs quality control on gamma cameras and dose calibrators
- Receives, stores and disposes of radioactive materials under the radiation safety program
- Explains procedures to patients and monitors them during studies

Qualifications
Graduate of an accredited nuclear medicine technology program. CNMT or ARRT(N) required. California Certified Nuclear Medicine Technologist license required. BLS required.`,
  },
  {
    id: 'robotics-technician-greenhouse',
    half: 'tune',
    title: 'Robotics Technician, Field Service',
    company: 'Stackwise Robotics',
    text: `Robotics Technician, Field Service
Stackwise Robotics
Pittsburgh, PA

Apply

Stackwise Robotics builds autonomous stacking robots for parcel hubs and grocery distribution centers. Our fleet of 400 robots moves more than two million totes a week at customer sites in 19 states.

As a Robotics Technician, Field Service, you'll be the person on site when a robot needs hands-on attention: you'll install new cells, replace and calibrate components, and get customers back to full speed fast.

What you'll do
- Commission new robot cells at customer sites (about 50% travel)
- Troubleshoot mechanical, electrical and sensor faults with our remote support team
- Perform preventive maintenance and keep accurate service logs
- Feed what you learn in the field back to our hardware engineers

What we're looking for
- 2+ years maintaining industrial robots, AGVs or automated material handling equipment
- Comfortable reading electrical schematics and using a multimeter
- Able to lift 50 lbs and work in warehouse environments

The base pay range for this role is $68,000 - $84,000 per year.`,
  },
  {
    id: 'cleanroom-technician-lever',
    half: 'unseen',
    title: 'Cleanroom Technician II',
    company: 'Lumen Foundry',
    text: `Lumen Foundry logo
Cleanroom Technician II
Hillsboro, Oregon
Manufacturing – Fab Operations /
Full-time /
On-site
Apply for this job

Lumen Foundry makes silicon photonics chips for data center interconnects in our own 200mm fab. We're a team of 230 people who like hard problems and short feedback loops.

We're looking for a Cleanroom Technician II to run and monitor process tools on our night rotation (Wed–Sat, 6pm to 6:30am), working with process engineers to keep wafers moving and yield high.

What you'll do
- Load, run and unload lots on etch, deposition and lithography tools following our work instructions
- Perform daily tool checks and first-line troubleshooting
- Record lot history accurately in the MES
- Follow gowning and contamination control rules every time

What you'll bring
- 2+ years in a semiconductor, MEMS or similar cleanroom
- An associate degree in a technical field, or equivalent experience
- Good attention to detail and the ability to stand for long periods

Pay: $26.50 – $34.00 per hour plus 12% shift differential`,
  },
  {
    id: 'avionics-technician-icims',
    half: 'tune',
    title: 'Avionics Technician II',
    company: 'Skyreach Aviation Services, Inc.',
    text: `Job Title
Avionics Technician II
ID
2026-11873
Location
US-KS-Wichita
Category
Maintenance
Position Type
Regular Full-Time
Shift
2nd Shift
Apply for this job online
Email this job to a friend
Share on your newsfeed

Overview
Skyreach Aviation Services, Inc. is an FAA Part 145 repair station specializing in business aircraft maintenance, modifications and avionics upgrades. We employ 600 people across four hangars at Eisenhower National Airport.

Responsibilities
- Install, troubleshoot and repair avionics systems on Citation, Learjet and King Air aircraft
- Fabricate and install wire harnesses per drawings and engineering orders
- Perform functional and operational checks after installation
- Complete work orders and maintenance records in accordance with FAA regulations

Qualifications
- FCC General Radiotelephone Operator License or A&P certificate preferred
- 3+ years of aircraft avionics experience
- Ability to read and interpret wiring diagrams and schematics`,
  },
  {
    id: 'staff-chaplain-taleo',
    half: 'unseen',
    title: 'Staff Chaplain',
    company: 'Good Shepherd Regional Hospital',
    text: `Job Description

Staff Chaplain-Full-time-Days-Pastoral Care
Req ID: 11592
Primary Location: United States-Ohio-Canton
Organization: Pastoral Care
Schedule: Full-time
Job Posting: Nov 23, 2026, 9:14:02 AM
Unposting Date: Ongoing

Description

Good Shepherd Regional Hospital is a 410-bed faith-based teaching hospital serving Stark County and the surrounding region. Our Pastoral Care department of seven chaplains provides spiritual care to patients, families and staff of every faith and none, day and night.

The Staff Chaplain provides spiritual assessment and care to patients and families across assigned units, including the ICU and the emergency department, responds to codes and deaths, and takes part in the overnight on-call rotation.

Qualifications
- Master of Divinity or equivalent graduate theological degree
- Four units of Clinical Pastoral Education (CPE)
- Board certification (BCC) or eligibility, with certification within two years of hire
- Endorsement by a recognized faith group`,
  },
  {
    id: 'metrology-engineer-successfactors',
    half: 'tune',
    title: 'Metrology Engineer',
    company: 'Vanterra Instruments GmbH',
    text: `Metrology Engineer (m/w/d)
Requisition ID: 48810
Location: Jena, TH, DE, 07745
Company: Vanterra Instruments GmbH

Apply now »

Vanterra Instruments GmbH develops and builds coordinate measuring machines and optical measuring systems for the automotive and medical technology industries. Around 900 colleagues work at our headquarters in Jena.

For our Calibration Laboratory we are looking for a Metrology Engineer (m/w/d) as soon as possible.

Your tasks
- Calibration of length and form standards according to DIN EN ISO/IEC 17025
- Determination of measurement uncertainty and preparation of calibration certificates
- Further development of calibration procedures and validation of measurement software
- Support for DAkkS audits

Your profile
- Degree in physics, precision engineering or a comparable field
- Experience in dimensional metrology, ideally in an accredited laboratory
- Very good German and good English skills

We offer flexible working hours, 30 days of holiday, a company pension scheme and a JobRad bicycle.`,
  },
  {
    id: 'kennel-attendant-bamboohr',
    half: 'unseen',
    title: 'Kennel Attendant',
    company: "Barkley's Pet Resort LLC",
    text: `Kennel Attendant
Part-Time
Kennel  |  Boise, ID
Apply for This Job

Barkley's Pet Resort LLC is a locally owned boarding, daycare and grooming facility caring for up to 120 dogs and 30 cats a day. We are looking for dependable, dog-loving people to join our kennel team for weekend and holiday shifts.

What you will do:
- Feed, walk and medicate boarding guests following their care cards
- Clean and sanitize kennels, runs and play yards
- Supervise playgroups and watch for signs of stress or illness
- Help with check-in and check-out on busy days

What we are looking for:
- At least 16 years old
- Able to lift 40 lbs and be on your feet all shift
- Available every other weekend and some holidays

Pay starts at $14.50/hr with raises after 90 days. Free boarding for your own pets!

Job Category: Kennel
Job Type: Part-Time
Location: 4120 W Chinden Blvd, Boise, ID
Compensation: $14.50 - $16.00 Hourly`,
  },
  {
    id: 'asl-interpreter-jobvite',
    half: 'tune',
    title: 'Sign Language Interpreter',
    company: 'Clearview Communication Access, Inc.',
    text: `Sign Language Interpreter
Clearview Communication Access, Inc.
Minneapolis, Minnesota
Interpreting Services
Apply    Refer a Friend

Job Description
Clearview Communication Access, Inc. provides American Sign Language interpreting, CART captioning and Deaf-Blind support services to hospitals, universities, courts and businesses throughout the Twin Cities.

We are seeking a certified Sign Language Interpreter to join our staff team. Staff interpreters receive a guaranteed weekly schedule, paid prep time and mentoring, while working a varied mix of medical, educational and community assignments.

Responsibilities
- Interpret between ASL and spoken English in one-on-one and group settings
- Team with other interpreters on long or complex assignments
- Follow the RID Code of Professional Conduct
- Travel within the metro area; mileage reimbursed

Requirements
- NIC, CDI or BEI Advanced certification
- Minimum two years of post-certification interpreting experience
- Reliable transportation`,
  },
  {
    id: 'lift-operator-smartrecruiters',
    half: 'unseen',
    title: 'Lift Operator',
    company: 'Alpine Crest Resorts Inc.',
    text: `Alpine Crest Resorts Inc.
Lift Operator - Winter Season 2026/27 - Day Shift
Revelstoke, BC, Canada
Seasonal
Mountain Operations

I'm interested

Company Description
Alpine Crest Resorts Inc. owns and operates two mountain resorts in British Columbia, with 31 lifts, 190 runs and a busy season that runs from December to April.

Job Description
Lift Operators are the first and last smile our guests see on the mountain. You'll help skiers and snowboarders load and unload chairlifts and gondolas safely, keep ramps groomed and clear of snow, and check lift tickets.

- Load and unload guests, slowing or stopping the lift when needed
- Shovel and maintain lift ramps and mazes
- Perform daily lift checks with the lift maintenance team

Qualifications
- 18 years or older
- Comfortable working outside all day in cold and stormy weather
- Available to work weekends and holidays, including Christmas

Additional Information
$19.50/hour, free season pass, staff housing available.`,
  },
  {
    id: 'coffee-roaster-personio',
    half: 'tune',
    title: 'Coffee Roaster',
    company: 'Bohnenwerk Kaffeerösterei GmbH',
    text: `Bohnenwerk Kaffeerösterei GmbH

Coffee Roaster (m/f/d)
Production · Berlin · Full-time or part-time · Experienced

Apply now

About us
We are Bohnenwerk, a specialty coffee roastery in Berlin-Neukölln. We buy green coffee directly from 14 farms in Ethiopia, Colombia and Honduras and roast around 120 tonnes a year for cafés, offices and our online shop.

Your tasks
- Roast on our Loring S35 and Probat UG22 to agreed profiles
- Cup daily production and log results for quality control
- Develop new roast profiles with our head of coffee
- Keep the roastery clean and the roasters maintained

Your profile
- At least one year of experience as a roaster in a specialty roastery
- SCA Roasting Intermediate or similar knowledge
- Good English; German is helpful but not required

What we offer
- €36,000 – €42,000 per year, depending on experience
- 30 days holiday, a BVG ticket and all the coffee you can drink`,
  },
  {
    id: 'boat-builder-teamtailor',
    half: 'unseen',
    title: 'Boat Builder',
    company: 'Skärgårdsvarvet AB',
    text: `Boat Builder

Skärgårdsvarvet AB · Production · Värmdö

Skärgårdsvarvet AB builds and restores wooden and composite sailing boats in the Stockholm archipelago. Twelve boat builders work in our two halls, on everything from 6-metre day sailers to 50-foot classic yachts.

We are now looking for one more Boat Builder who wants to be part of both new builds and large restoration projects.

Work tasks
- Planking, framing and deck work in wood
- Lamination and repairs in glass fibre and epoxy
- Interior joinery and fitting of deck hardware
- Reading drawings and working with our designer on changes

We think you have
- Completed boat-building education or several years of experience
- Good understanding of both wood and composite
- Swedish or English as a working language

Employment: Permanent, full-time
Start: By agreement
Apply by: 15 January 2027

Apply for this job`,
  },
  {
    id: 'dredging-superintendent-recruitee',
    half: 'tune',
    title: 'Dredging Superintendent',
    company: 'Van Houten Baggerwerken B.V.',
    text: `Dredging Superintendent
Van Houten Baggerwerken B.V.
Papendrecht, South Holland, Netherlands
Full-time · 8+ years experience
Apply

Van Houten Baggerwerken B.V. is a family-owned marine contractor with a fleet of 22 dredgers, split hopper barges and multicats. We carry out port deepening, land reclamation and coastal protection works in Europe, West Africa and the Middle East.

For our international projects we are looking for a Dredging Superintendent who leads operations on site and makes sure our vessels hit production, safety and environmental targets.

Responsibilities
- Plan and supervise cutter suction and trailing suction hopper dredger operations
- Monitor production and survey data and adjust the dredging plan
- Coordinate with the client's engineer, subcontractors and local authorities
- Lead toolbox meetings and make sure everyone goes home safe

Requirements
- Degree in civil or hydraulic engineering, or a nautical background
- At least 8 years in dredging, including site supervision
- Willing to work rotations of 6 weeks on, 3 weeks off`,
  },
  {
    id: 'chimney-technician-jazzhr',
    half: 'unseen',
    title: 'Chimney Technician',
    company: 'Ember & Ash Chimney Co.',
    text: `Chimney Technician
Ember & Ash Chimney Co.
Asheville, NC
Department: Field Services
Type: Full Time
Min. Experience: Entry Level
Apply Now

Ember & Ash Chimney Co. has been sweeping, inspecting and repairing chimneys in Western North Carolina for 22 years. We're busy year round and we'd like to add another Chimney Technician to our crew.

No experience? That's okay. We'll train you and pay for your CSIA certification. What we need is someone who's reliable, doesn't mind heights or soot, and treats customers' homes with respect.

Day to day:
- Sweep fireplaces, wood stoves and furnace flues
- Perform Level 1 and Level 2 inspections with our camera system
- Install chimney caps, liners and dampers
- Clean up so well the customer can't tell we were there

You'll need a valid driver's license, the ability to carry a 28-foot ladder, and a good attitude. Pay $18–$26/hr depending on experience plus tips.`,
  },
  {
    id: 'cemetery-groundskeeper-paylocity',
    half: 'tune',
    title: 'Cemetery Groundskeeper',
    company: 'Oak Hill Cemetery Association',
    text: `Oak Hill Cemetery Association
Cemetery Groundskeeper
Location: Lexington, KY 40508
Category: Grounds
Job Type: Full-Time
Salary: $17.00 - $19.00/hour
Apply
Back to Job Listings

Description
Oak Hill Cemetery Association is a non-profit that has cared for our historic 90-acre cemetery and arboretum since 1849. We are looking for a Cemetery Groundskeeper to join our grounds crew of six.

Primary Duties
- Mow, trim and edge lawns around monuments and along roadways
- Prepare graves for burials and set foundations for memorials
- Operate a mini excavator, backhoe and utility vehicles
- Assist families at committal services with care and discretion
- Help care for our 200 species of trees

Qualifications
- High school diploma or equivalent
- Experience with landscaping or grounds equipment
- Valid driver's license
- Able to work outdoors in all weather and occasional Saturdays

Benefits include medical, dental, 403(b) with match and paid holidays.`,
  },
  {
    id: 'auto-glass-technician-adp',
    half: 'unseen',
    title: 'Auto Glass Technician',
    company: 'ClearPath Auto Glass, Inc.',
    text: `Auto Glass Technician
ClearPath Auto Glass, Inc.
Location: Tulsa, OK, US
Full Time
Posted: 11/20/2026
Salary: $20.00 - $32.00 per hour

Apply

Job Description
ClearPath Auto Glass, Inc. repairs and replaces windshields and automotive glass for drivers, fleets and insurance customers in Oklahoma and Arkansas. We are hiring an Auto Glass Technician for mobile and in-shop work.

What You'll Do
- Remove and install windshields, door glass and back glass on cars, trucks and heavy equipment
- Repair rock chips and cracks
- Recalibrate ADAS cameras after windshield replacement
- Explain the work to customers and collect payment

What We're Looking For
- 1+ years of auto glass installation experience (we will train the right person)
- Valid driver's license and acceptable MVR
- Able to lift 75 lbs with a partner

We offer weekly pay, production bonuses, a company truck, and medical, dental and vision insurance.`,
  },
  {
    id: 'slot-technician-ukg',
    half: 'tune',
    title: 'Slot Technician I',
    company: 'Golden Mesa Casino Resort',
    text: `Slot Technician I
Golden Mesa Casino Resort
Job Details
Level: Entry
Job Location: Golden Mesa Casino Resort - Laughlin, NV
Position Type: Full Time
Education Level: High School
Salary Range: $19.00 - $23.00 Hourly
Job Shift: Graveyard
Job Category: Gaming
Apply

Description
Golden Mesa Casino Resort, a 600-room riverside hotel with 1,200 slot machines, is hiring a Slot Technician I for our graveyard shift.

Essential Duties
- Clear slot machine malfunctions, paper jams and bill validator errors
- Perform preventive maintenance on slot machines and kiosks
- Install, convert and move machines as the floor changes
- Complete all work in line with Nevada Gaming Control Board regulations

Qualifications
- Basic electronics knowledge; an electronics certificate or military training is a plus
- Must be 21 years of age or older
- Must be able to obtain a Nevada gaming work card
- Able to push and pull up to 300 lbs with equipment`,
  },
  {
    id: 'window-cleaner-indeed-uk',
    half: 'unseen',
    title: 'Window Cleaner',
    company: 'Crystal Panes Ltd',
    text: `Window Cleaner
Crystal Panes Ltd
Leeds LS12
£12.50–£15.00 an hour
Full-time, Permanent
Apply now

Job details
Pay
£12.50–£15.00 an hour
Job type
Full-time
Permanent
Shift and schedule
Monday to Friday
Day shift

Full job description
Crystal Panes Ltd is a Leeds window cleaning company with 2,000 domestic customers and 150 commercial contracts. We are looking for a hardworking Window Cleaner to join one of our two-person teams.

You will be cleaning windows, frames, conservatories and fascias using water-fed poles and traditional methods, and occasionally gutter clearing with our vacuum system.

Requirements:
- Full UK driving licence (manual)
- Good head for heights
- Experience preferred but full training given

Benefits:
- Company van and fuel card
- Paid holidays and pension
- Bonus for customer reviews

Work Location: On the road`,
  },
  {
    id: 'garment-merchandiser-indeed-in',
    half: 'tune',
    title: 'Senior Merchandiser',
    company: 'Tirupur Knit Exports Pvt Ltd',
    text: `Senior Merchandiser
Tirupur Knit Exports Pvt Ltd
Tiruppur, Tamil Nadu
₹40,000 - ₹65,000 a month
Full-time
Apply now

Job details
Pay
₹40,000 - ₹65,000 a month
Job type
Full-time
Shift and schedule
Day shift

Full job description
Tirupur Knit Exports Pvt Ltd is a 100% export oriented knitwear manufacturer with 1,800 machines, supplying T-shirts, polo shirts and kids wear to buyers in the UK, Germany and Australia.

We are looking for a Senior Merchandiser to handle 2 European buyer accounts.

Responsibilities:
- Handle buyer communication from enquiry to shipment
- Costing, sampling, lab dips and approvals
- Prepare T&A calendar and follow up with fabric, dyeing, printing and production teams
- Ensure on-time shipment with required quality

Requirements:
- Minimum 5 years experience in knits merchandising for export
- Good communication in English
- Knowledge of fabric and trims costing

Education: Bachelor's (Preferred)
Language: Tamil (Preferred), English (Required)
Work Location: In person`,
  },
  {
    id: 'fitter-and-turner-pnet',
    half: 'unseen',
    title: 'Fitter and Turner',
    company: 'Mopani Engineering (Pty) Ltd',
    text: `Fitter and Turner
Mopani Engineering (Pty) Ltd
Phalaborwa
Permanent
R28 000 - R34 000 per month
Posted 5 days ago
Apply now

Job description
Mopani Engineering (Pty) Ltd is a mechanical engineering workshop supplying the mining and agricultural industries in Limpopo. We manufacture, repair and refurbish pumps, gearboxes, conveyor components and shafts.

An opening exists for a qualified Fitter and Turner in our workshop.

Duties:
- Strip, assess, repair and rebuild pumps and gearboxes
- Turn, mill and bore components on manual lathes and milling machines
- Work from engineering drawings and complete job cards
- Occasional site work at client mines

Requirements:
- Trade Test certificate as Fitter and Turner
- Minimum 4 years post-trade experience
- Code EB driver's licence
- Must live within commuting distance of Phalaborwa

Only shortlisted candidates will be contacted. If you have not heard from us within two weeks, please consider your application unsuccessful.`,
  },
  {
    id: 'field-ranger-careers24',
    half: 'tune',
    title: 'Field Ranger',
    company: 'Thornveld Private Game Reserve',
    text: `Field Ranger
Thornveld Private Game Reserve
Limpopo, Hoedspruit
Permanent
Market related
Job Ref: TPGR-0091

Thornveld Private Game Reserve is a 14,000-hectare Big Five reserve bordering the Greater Kruger. Our conservation team protects rhino, elephant and predator populations and restores bushveld habitat degraded by decades of cattle farming.

We are looking for a Field Ranger to join our anti-poaching and monitoring unit.

Duties
- Foot and vehicle patrols, including night patrols
- Daily monitoring of rhino and other key species
- Fence line inspections and snare sweeps
- Record and report all observations in our SMART database

Minimum Requirements
- Grade 12
- Field Ranger NQF Level 2 qualification
- Valid firearm competency for handgun and self-loading rifle
- Excellent fitness and willingness to live on the reserve for 20-day shifts

Closing date: 18 December 2026`,
  },
  {
    id: 'halal-compliance-executive-mycareersfuture',
    half: 'unseen',
    title: 'Halal Compliance Executive',
    company: 'Lion City Halal Kitchens Pte. Ltd.',
    text: `Halal Compliance Executive
Lion City Halal Kitchens Pte. Ltd.
Woodlands Industrial Park E7
Permanent, Full Time
Executive
Food and Beverages, Manufacturing
$3,200 to $4,200 Monthly
Apply now

Job Description & Requirements
Lion City Halal Kitchens Pte. Ltd. is a central kitchen producing 40,000 halal-certified meals a day for airlines, schools and hospitals in Singapore.

Roles & Responsibilities
- Maintain the company's MUIS Halal certification across three production lines
- Conduct internal audits and supplier document checks for raw materials
- Train staff on Halal requirements and keep training records
- Liaise with MUIS officers during inspections and renewals
- Support food safety (FSSC 22000) audits

Requirements
- Diploma or Degree in Food Science, Food Technology or related field
- Completed the Halal Executive Programme or equivalent
- At least 2 years experience in Halal compliance or QA in food manufacturing

Posted 25 Nov 2026 · Closing on 25 Dec 2026
1 application`,
  },
  {
    id: 'dim-sum-chef-jobsdb',
    half: 'tune',
    title: 'Dim Sum Chef',
    company: 'Golden Lotus Restaurant Group Limited',
    text: `Dim Sum Chef 點心師傅
Golden Lotus Restaurant Group Limited
Tsim Sha Tsui, Kowloon
Chef/Cook (Hospitality & Tourism)
Full time
HK$22,000 – HK$28,000 per month
Posted 2d ago
Quick apply

Golden Lotus Restaurant Group Limited operates six Cantonese restaurants and two tea houses in Hong Kong and Macau. We are now recruiting an experienced Dim Sum Chef for our flagship restaurant at Harbour City.

Responsibilities:
- Prepare steamed, fried and baked dim sum according to group recipes
- Develop seasonal dim sum items with the Head Chef
- Control food cost and monitor stock
- Ensure kitchen hygiene meets FEHD standards

Requirements:
- 5 years or above experience in dim sum kitchen of Chinese restaurant
- Able to make har gow, siu mai and char siu bao by hand
- Able to work shifts and public holidays

Benefits: 5-day work (6 days in peak season), double pay, medical insurance, staff meals, birthday leave.

Interested parties please click Quick apply or WhatsApp our HR department.`,
  },
  {
    id: 'farm-relief-operator-jobs-ie',
    half: 'unseen',
    title: 'Farm Relief Operator',
    company: 'Slaney Farm Relief CLG',
    text: `Farm Relief Operator
Slaney Farm Relief CLG
Enniscorthy, Co. Wexford
Full Time / Part Time
€15.50 - €19.00 per hour
Date posted: 23 November 2026

Apply Now

Slaney Farm Relief CLG is a farmer-owned co-operative that supplies skilled relief workers to more than 600 dairy, beef, tillage and pig farms in Wexford, Carlow and south Wicklow.

We are looking for Farm Relief Operators to cover milking, calving and general farm work while our members take holidays, recover from illness or need an extra pair of hands at busy times.

The Role
- Milking in herringbone and rotary parlours
- Calf rearing and feeding during the spring calving season
- Scraping, bedding and general yard work
- Some tractor work for those with experience

The Person
- Experience of milking essential (Teagasc Green Cert an advantage)
- Full driving licence and own transport, mileage paid
- Flexible, reliable and good with people

Training provided, including safe handling of livestock. Weekly pay.`,
  },
  {
    id: 'shepherd-trademe',
    half: 'tune',
    title: 'Shepherd',
    company: 'Mount Harper Station Ltd',
    text: `Shepherd
Mount Harper Station Ltd
Canterbury > Mackenzie
Listed: Wed, 25 Nov
Full time
Pay: $65,000 - $72,000 per year
Approximate pay rate

Mount Harper Station Ltd is a 9,800 ha high country station near Fairlie running 11,000 Merino ewes, 3,500 hoggets and 600 Angus cows. We are looking for a keen Shepherd to join our team of four from late January.

The job:
- Mustering, often on foot with a team of dogs, and on quad bike
- Lambing beats, docking, shearing and weaning
- Drafting and weighing, drenching and general animal health
- Fencing and water supply maintenance

About you:
- Minimum two seasons of shepherding experience
- Your own team of working dogs (at least two heading and two huntaways)
- Full NZ driver licence
- Fit and happy working long days in the hills

A modern three-bedroom house, meat, power and dog tucker are provided. Good dog kennels on site.

To apply, send your CV and two referees through Trade Me.`,
  },
  {
    id: 'acoustic-consultant-glassdoor',
    half: 'unseen',
    title: 'Acoustic Consultant',
    company: 'Reverb Acoustics Ltd',
    text: `Reverb Acoustics Ltd
4.2 ★
Acoustic Consultant
London
£36K - £45K (Employer est.)
Easy Apply
Save

Job description
Reverb Acoustics Ltd is an independent acoustics consultancy of 25 engineers working on schools, concert halls, residential towers and transport infrastructure throughout the UK.

We are looking for an Acoustic Consultant with two to four years of experience to join our London office.

Responsibilities:
- Carry out environmental noise surveys and building acoustics testing (sound insulation, reverberation time)
- Prepare noise impact assessments for planning applications
- Model room acoustics and building services noise
- Attend design team meetings and site inspections

Requirements:
- Degree in acoustics, physics or engineering; IOA Diploma an advantage
- Experience with CadnaA, SoundPLAN or Odeon
- Full UK driving licence

Benefits: hybrid working, 25 days holiday, professional membership paid.

Company Overview
Size: 1 to 50 Employees
Founded: 2009
Type: Company - Private`,
  },
  {
    id: 'pattern-cutter-linkedin',
    half: 'tune',
    title: 'Senior Pattern Cutter',
    company: 'Martha Quinn Ltd',
    text: `Senior Pattern Cutter
Martha Quinn Ltd · Hackney, England, United Kingdom · 1 week ago · 48 applicants
Promoted by hirer · Responses managed off LinkedIn
Hybrid  Full-time  Mid-Senior level
Easy Apply
Save

About the job
Martha Quinn Ltd is an independent womenswear label designing and making tailored coats, dresses and knitwear in London. We sell through our own store, our website and 40 stockists worldwide.

We are looking for a Senior Pattern Cutter to lead first patterns and fit development for our mainline and bridal collections.

Key responsibilities
- Create first patterns from sketches, drapes and reference garments, by hand and in Gerber
- Run fittings with the design team and make pattern corrections
- Grade patterns and prepare production packs for our UK and Portuguese factories
- Supervise our junior pattern cutter and sample machinist

About you
- At least 6 years as a pattern cutter in womenswear, ideally tailoring
- Expert in flat pattern cutting and draping
- Gerber AccuMark experience

Salary £42,000 - £48,000.`,
  },
  {
    id: 'associate-chiropractor-email-forward',
    half: 'unseen',
    title: 'Associate Chiropractor',
    company: 'Spinewell Clinics Pty Ltd',
    text: `---------- Forwarded message ---------
From: Priya Nand <priya.n@spinewell.com.au>
Date: Thu, 26 Nov 2026 at 14:02
Subject: Associate Chiropractor position - Newcastle
To: Chiro Grads 2026 mailing list

Hi all,

Hope you're surviving your final exams! We have a position opening in February for an Associate Chiropractor at our Charlestown clinic and I thought some of you might be interested. It suits a new grad or someone with a couple of years' experience.

- 3 to 4 days a week including one Saturday a fortnight
- Full front desk and admin support, so you can focus on patients
- Established patient base, with about 45 new patients a month across the clinic
- Mentoring from our senior chiropractors and paid CPD

You'll need current AHPRA registration (or to be eligible by February) and professional indemnity insurance. Remuneration is a percentage of billings with a guaranteed minimum for the first six months.

Please reply to this email with your CV and a short note about yourself. Happy to chat on the phone too.

Warm regards,
Priya Nand
Practice Manager
Spinewell Clinics Pty Ltd
Charlestown | Merewether | Maitland`,
  },
  {
    id: 'tailor-whatsapp',
    half: 'tune',
    title: 'Tailor',
    company: 'Noor Fashion House LLC',
    text: `*URGENT HIRING* 🧵🧵

*Noor Fashion House LLC* - Sharjah

We need *TAILOR* for ladies abaya and jalabiya, immediate joining

✅ Minimum 3 years experience in UAE
✅ Cutting and stitching both must know
✅ Embroidery machine knowledge is plus point
✅ Visa provided by company
✅ Salary 2500 - 3500 AED + accommodation + transportation
✅ Duty time 9 hours, Friday off

Also we need 1 *Helper* for shop (ironing, packing, delivery)

Location: Al Majaz 2, near Al Qasba, Sharjah

Interested candidates send CV with photo and experience video of your work on this number only 👉 +971 50 XXX 4418

Only WhatsApp message, no call please 🙏

Please share in your groups 🙏🙏`,
  },
  {
    id: 'motorcycle-mechanic-telegram',
    half: 'unseen',
    title: 'Motorcycle Mechanic',
    company: 'Boda Fix Garage Ltd',
    text: `📢 Nairobi Jobs Daily
JOB VACANCY 🔧

Position: Motorcycle Mechanic
Company: Boda Fix Garage Ltd
Location: Kasarani, Nairobi
Salary: Ksh 25,000 - 35,000 + commission
Deadline: 10th December 2026

Boda Fix Garage Ltd is servicing and repairing over 300 boda boda motorcycles every month for riders and fleet owners. We are looking for experienced Motorcycle Mechanic to join our busy workshop.

Duties:
▪️ Service and repair engines, gearboxes, brakes and electrical systems of Boxer, TVS and Honda motorcycles
▪️ Diagnose faults and explain to customer in simple language
▪️ Keep workshop clean and tools safe
▪️ Support training of apprentice mechanics

Requirements:
▪️ Certificate in Motor Vehicle Mechanics from TVET institution
▪️ At least 2 years experience in motorcycle repair
▪️ Good communication in English and Kiswahili

How to apply: Send CV and copies of certificates to jobs@bodafix.co.ke with subject "Motorcycle Mechanic".

👉 Join our channel for more daily jobs
👁 2.4K`,
  },
  {
    id: 'cook-facebook-post',
    half: 'tune',
    title: 'Cook',
    company: "Aling Nena's Carinderia",
    text: `Marites Villanueva shared a post to the group: Trabaho sa Cebu - Job Hiring 🇵🇭
5h · 🌐

HIRING PO! 📣📣

Aling Nena's Carinderia in Mandaue City is looking for 1 COOK and 2 SERVERS. Start agad po!

For the Cook:
- Knows how to cook Filipino ulam (adobo, kare-kare, sinigang, lechon paksiw, etc.) in big batch
- Preferably with 1 year experience in carinderia or restaurant
- Can start cooking at 4:00 AM for breakfast customers
- Clean and organized in the kitchen

Salary: ₱500/day plus free meals, with SSS, PhilHealth and Pag-IBIG

For the Servers:
- 18 to 30 years old, friendly and honest
- Salary: ₱450/day plus free meals

Walk-in po kayo at our carinderia in front of Mandaue Public Market, bring your resume and 2 valid IDs. Or PM me here po. Salamat!

👍❤️ 38   💬 14 comments   ↪ 22 shares`,
  },
  {
    id: 'auto-electrician-classified-jamaica',
    half: 'unseen',
    title: 'Auto Electrician',
    company: 'Blue Mahoe Motors Ltd',
    text: `CLASSIFIEDS | EMPLOYMENT | SITUATIONS VACANT

AUTO ELECTRICIAN WANTED

BLUE MAHOE MOTORS LTD, one of Jamaica's leading dealers of Japanese vehicles, invites applications from suitably qualified persons to fill the position of AUTO ELECTRICIAN at our Spanish Town Road service centre.

The successful candidate should have:
* HEART/NSTA Level 2 certificate in Automotive Electrical Systems or equivalent
* At least 3 years' experience diagnosing and repairing vehicle electrical and electronic systems, including hybrids
* Ability to use scan tools and wiring diagrams
* A valid driver's licence

We offer a competitive salary, health insurance, pension plan and ongoing manufacturer training.

Applications with résumé and copies of certificates should be sent no later than Friday, December 11, 2026 to: The Human Resource Manager, Blue Mahoe Motors Ltd, 220 Spanish Town Road, Kingston 11, or email hr@bluemahoemotors.com.jm

We thank all applicants, however only those shortlisted will be contacted.`,
  },
  {
    id: 'weighbridge-operator-printed-notice',
    half: 'tune',
    title: 'Weighbridge Operator',
    company: 'Kafue River Sugar Estates Limited',
    text: `KAFUE RIVER SUGAR ESTATES LIMITED
P.O. Box 670104, Mazabuka, Zambia

NOTICE OF VACANCY

POSITION:        WEIGHBRIDGE OPERATOR (2 POSTS)
DEPARTMENT:      FACTORY - CANE YARD
GRADE:           G4
REPORTS TO:      CANE YARD SUPERVISOR
CONTRACT:        SEASONAL (APRIL - NOVEMBER), RENEWABLE

JOB PURPOSE
To accurately weigh all cane haulage vehicles entering and leaving the factory during the crushing season and to keep correct records of cane delivered by estate and outgrower farms.

KEY RESPONSIBILITIES
1. Operate the weighbridge and computer system on a 12 hour shift roster.
2. Record gross, tare and net weights and issue weighbridge tickets to drivers.
3. Check vehicle registration and permit documents.
4. Prepare daily cane delivery summaries for the Cane Yard Supervisor.

QUALIFICATIONS
- Grade 12 Certificate with credit in Mathematics and English
- Certificate in Computer Studies
- Previous weighbridge experience will be an added advantage

Applications should be hand delivered to the Human Resources Office, Main Gate, not later than 15th December 2026.

KAFUE RIVER SUGAR ESTATES LIMITED IS AN EQUAL OPPORTUNITY EMPLOYER`,
  },
  {
    id: 'postdoc-marine-acoustics-pdf',
    half: 'unseen',
    title: 'Postdoctoral Research Fellow in Marine Bioacoustics',
    company: 'University of Port Halden',
    text: `UNIVERSITY OF PORT HALDEN
School of Ocean Sciences
Postdoctoral Research Fellow in Marine
Bioacoustics
Fixed-term, 24 months, full-time
Salary: Level B, $98,870 – $116,398 per
annum plus 17% superannuation
Reference: POS-2026-1187
Closing date: 17 January 2027
The University of Port Halden invites
applications for a Postdoctoral Research
Fellow in Marine Bioacoustics to join the
Whale Acoustics Group, funded by a national
research council Discovery grant. The
project uses long-term passive acoustic
recordings from 14 seabed moorings to track
the migration of pygmy blue whales and
measure how shipping noise changes their
calling behaviour.
Key duties
• Deploy and recover acoustic moorings from
research vessels
• Develop automated detection and
classification methods for whale calls
• Analyse multi-year datasets and publish in
leading journals
• Co-supervise two PhD students
Selection criteria
• A PhD in marine science, acoustics, signal
processing or a related field
Page 1 of 3`,
  },
  {
    id: 'cooper-markdown',
    half: 'tune',
    title: 'Cooper',
    company: 'Glenmorran Distillery Ltd',
    text: `# Cooper

**Glenmorran Distillery Ltd** · Craigellachie, Speyside · Permanent, full-time

---

## About us

Glenmorran Distillery Ltd has made single malt on the banks of the Spey since 1884. We are one of the few distilleries that still runs its own cooperage, repairing and rebuilding around 9,000 casks a year for our own filling store.

## The role

We're looking for a **Cooper** (time-served, or an apprentice in the final year of training) to join our team of five.

- Inspect, dismantle and repair ex-bourbon barrels and sherry butts
- Replace staves and heads, and re-char and re-toast casks on our fire bays
- Test repaired casks for leaks before they go to filling
- Keep accurate records of every cask that passes through the cooperage

## What we offer

- £34,000 a year plus overtime at busy times
- Final salary pension, 33 days holiday
- A bottle of the good stuff at Christmas

Apply with a short letter to careers@glenmorran.scot by **18 December 2026**.`,
  },
  {
    id: 'rigger-caps-seek-agency',
    half: 'unseen',
    title: 'Advanced Rigger',
    company: 'Pilbara Ridge Iron Pty Ltd',
    text: `ADVANCED RIGGER - FIFO 8/6 - SHUTDOWN CREW - $62/HR + SUPER
Redline Workforce Solutions
Karratha WA
Mining, Resources & Energy
Contract/Temp
$62 per hour + super
Posted 3d ago

Redline Workforce Solutions is recruiting Advanced Riggers on behalf of Pilbara Ridge Iron Pty Ltd for a major plant shutdown at their Cape Lambert processing hub starting mid-January.

This is an 8 days on, 6 days off FIFO roster from Perth on 12-hour shifts, with flights, camp accommodation and meals provided by Pilbara Ridge Iron.

Duties:
- Rigging and lifting of heavy mechanical components with mobile and overhead cranes
- Installing and removing chute liners, screens and conveyor pulleys
- Working at heights and in confined spaces
- Following permit to work and isolation procedures

Requirements:
- High Risk Work Licence: RA (Advanced Rigging)
- Working at Heights and Confined Space tickets
- Previous iron ore shutdown experience
- Able to pass a pre-employment medical and drug and alcohol test

Apply now or call the Redline shutdown desk for more information.`,
  },
  {
    id: 'aquarist-careers-page-sentence',
    half: 'tune',
    title: 'Aquarist',
    company: 'Tidewater Aquarium Trust',
    text: `Careers at the Tidewater
Home > About Us > Work With Us > Current Openings

Do you dream of spending your days caring for sea turtles, sharks and jellies? Tidewater Aquarium Trust is looking for someone to join our Husbandry team as an Aquarist in our Chesapeake Galleries.

Posted: November 20, 2026
Status: Full-time, non-exempt
Pay: $21.00 - $24.00/hour
Location: Norfolk, VA

Our Aquarists prepare diets, feed and observe animals, maintain life support systems and exhibit water quality, and take part in dives to clean and maintain our 300,000-gallon Open Ocean exhibit. You will also help with animal training sessions and talk to guests about our conservation work.

Requirements
- Bachelor's degree in marine biology, zoology or a related field
- Current SCUBA certification (AAUS certification within six months of hire)
- At least one year of experience in animal husbandry, paid or volunteer
- Able to lift 50 lbs and work weekends and holidays

To apply, send a cover letter, resume and three references through the form below.`,
  },
  {
    id: 'lead-custodian-school-district',
    half: 'unseen',
    title: 'Lead Custodian',
    company: 'Harmon Creek Independent School District',
    text: `Harmon Creek Independent School District
Lead Custodian - Night Shift - Pecan Grove Elementary

Position Type:
Auxiliary/Custodial
Date Posted:
11/19/2026
Location:
Pecan Grove Elementary
Date Available:
01/04/2027
Closing Date:
Until Filled
JobID: 4471

Pay Grade: AUX 4
Days: 226
Hours: 2:30 PM - 11:00 PM
Salary: $17.85 - $21.40 per hour

Primary Purpose:
Supervise the night custodial crew at the assigned campus and keep the building clean, safe and ready for students every morning.

Qualifications:
- High school diploma or GED
- Two years of custodial experience, including floor care (stripping, waxing, buffing)
- Able to lift 50 lbs and climb ladders

Major Responsibilities and Duties:
1. Assign and check work of 4 to 6 custodians.
2. Open and lock the building, set alarms and respond to after-hours events.
3. Operate auto scrubbers, burnishers and carpet extractors.

Harmon Creek ISD does not discriminate on the basis of race, religion, color, national origin, sex or disability.`,
  },
  {
    id: 'house-cleaning-team-lead-franchise',
    half: 'tune',
    title: 'House Cleaning Team Lead',
    company: 'Kellerman Home Services LLC',
    text: `House Cleaning Team Lead
SparkleNest Cleaning of South Tulsa
Tulsa, OK 74133
$17 - $20 an hour - Full-time
Apply now

Job details
Job type: Full-time
Schedule: Monday to Friday, no nights or weekends

Full job description
SparkleNest Cleaning of South Tulsa is looking for an organized, upbeat House Cleaning Team Lead to drive a company car and lead a team of two to three cleaners in homes across South Tulsa, Jenks and Bixby.

What you'll do:
- Drive your team to 3 to 5 homes a day and make sure every room is cleaned to our 22-point checklist
- Train new team members and check quality before leaving each home
- Keep supplies stocked and the company car clean
- Be the friendly face our customers know

What we offer:
- Paid training, weekly pay and tips
- Paid time off after 90 days
- No evenings, no weekends

Each SparkleNest Cleaning franchise is independently owned and operated. This location is owned and operated by Kellerman Home Services LLC, and all hiring decisions are made by Kellerman Home Services LLC.`,
  },
  {
    id: 'learning-centre-instructor-franchise-numbered',
    half: 'unseen',
    title: 'Math and Reading Instructor',
    company: '2453187 Ontario Inc.',
    text: `Math and Reading Instructor
BrightPath Learning Centre – Mississauga East
Mississauga, ON
Part-time
$17.60–$20.00 an hour
Apply now

BrightPath Learning Centre – Mississauga East is independently owned and operated by 2453187 Ontario Inc. under licence from BrightPath Learning Systems.

We help children from kindergarten to grade 8 build confidence in math and reading through short daily worksheets and one-on-one coaching at our centre on Dundas Street East.

We're looking for patient, encouraging instructors to work with students after school.

Responsibilities
- Guide students through their daily work and give immediate feedback
- Mark worksheets accurately and record progress
- Help younger students with reading aloud
- Keep the classroom calm, tidy and welcoming

Requirements
- Currently in grade 11 or above, or a college/university student
- Strong math and English skills
- Available at least two weekdays from 3:00 to 7:00 p.m. and Saturday mornings

Please include your most recent report card or transcript with your application.`,
  },
  {
    id: 'quarry-manager-agency-client',
    half: 'tune',
    title: 'Quarry Manager',
    company: 'Ravensworth Quarries Ltd',
    text: `Quarry Manager
Location: North Yorkshire
Salary: £58,000 - £65,000 + car + bonus
Job type: Permanent
Consultant: Gemma Lister
Ref: GL/Q/2281
Apply for this job

Stoneleigh Search & Selection are delighted to be partnering with Ravensworth Quarries Ltd, an independent aggregates and asphalt producer with seven sites across the North of England, in the appointment of a Quarry Manager for their limestone quarry near Richmond.

Reporting to the Regional Operations Director, you will have full responsibility for the safe and profitable running of the site, which produces 650,000 tonnes a year of crushed rock, coated stone and agricultural lime.

Key responsibilities:
- Health and safety leadership in line with the Quarries Regulations
- Planning extraction and blasting with the site's explosives engineer
- Managing a team of 18 operatives, fitters and weighbridge staff
- Budgets, production targets and plant investment decisions

The successful candidate will hold a CSCS/Quarries NVQ Level 6 or equivalent and have at least five years of quarry management experience.`,
  },
  {
    id: 'chocolatier-brand-of-group',
    half: 'unseen',
    title: 'Chocolatier',
    company: 'Maison Duret',
    text: `Chocolatier
Maison Duret
Part of Harlan Confectionery Group plc
Valletta, Malta
Full-time · On-site
Apply

Maison Duret is a boutique chocolate house with an atelier and two shops in Valletta and Sliema. Since 2011 we have made pralines, ganaches and bars by hand from single-origin chocolate.

We are looking for a Chocolatier to join our atelier team of five and help us grow ahead of our third shop opening in 2027.

Your role
- Temper chocolate by hand and machine, and produce moulded and enrobed pralines to recipe
- Prepare ganaches, caramels and pralinés, and keep detailed batch records
- Help develop seasonal collections with our head chocolatier
- Follow HACCP procedures and keep the atelier spotless

You have
- Two or more years of experience in chocolate or pastry production
- A pastry or confectionery qualification
- A careful eye for detail and finish

We offer a competitive salary, staff discount and training at the group's chocolate academy.`,
  },
]
