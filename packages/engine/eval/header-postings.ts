// Posting headers the engine was not tuned on (issue 15): 100 tops of ads as a job seeker pastes them (what the
// site shows above the description, then its first paragraph or two and a few bullets), in the shapes of job
// boards, applicant-tracking systems, government and school sites, agencies, franchises, email forwards, social
// posts and classifieds, over many countries, every employer invented. Written by a helper who read neither the
// engine's source nor any other eval set's postings; each posting's title and company were written with it,
// BEFORE any run. Halves alternate in file order: 'tune' may guide changes; 'unseen' is only reported.
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

export interface HeaderPosting {
  id: string
  half: 'tune' | 'unseen'
  title: string
  company: string
  text: string
}

export const headerPostings: HeaderPosting[] = [
  {
    id: 'cheesemaker-linkedin',
    half: 'tune',
    title: 'Cheesemaker',
    company: 'Hollowbrook Creamery Ltd',
    text: `Cheesemaker
Hollowbrook Creamery Ltd · Shepton Mallet, England, United Kingdom (On-site)
2 weeks ago · Over 100 applicants
Full-time · Entry level
Apply
Save

About the job
Hollowbrook Creamery Ltd is a family-run dairy making cloth-bound cheddar and two washed-rind cheeses from the milk of our own herd. We are looking for a Cheesemaker to join our make-room team of six.

What you'll do
• Run the vat from milk intake to pressing, following the make sheet
• Cut, stir and scald curd by hand and record acidity readings
• Turn, brush and grade cheeses in the maturing store
• Keep the make room clean to BRCGS standards

What we're looking for
• Experience in food production, ideally dairy
• Level 2 Food Hygiene certificate
• Happy to start at 5am`,
  },
  {
    id: 'lifeguard-indeed',
    half: 'unseen',
    title: 'Lifeguard',
    company: 'City of Alder Bend',
    text: `Lifeguard - Seasonal ($16.50/hr)
City of Alder Bend
Alder Bend, OR 97321
$16.50 an hour - Seasonal
Responded to 75% or more applications in the past 30 days, typically within 3 days.
Apply now

Job details
Pay
$16.50 an hour
Job type
Seasonal
Shift and schedule
Weekends as needed
Day shift

Full job description
The Parks & Recreation Department is hiring seasonal lifeguards for the Riverside Aquatic Center, an indoor 25-yard pool and splash pad open year-round.

Duties include:
- Maintaining constant surveillance of swimmers and enforcing pool rules
- Performing rescues and first aid and completing incident reports
- Testing water chemistry every two hours and logging results
- Assisting with swim lessons and cleaning the deck and locker rooms

Must be 16 or older and hold a current lifeguard certification with CPR/AED for the professional rescuer, or obtain it before the first shift.`,
  },
  {
    id: 'piano-technician-glassdoor',
    half: 'tune',
    title: 'Piano Technician',
    company: 'Marchetti & Sons Pianos',
    text: `Marchetti & Sons Pianos
4.6 ★
Piano Technician
Toronto, ON
$52K - $68K (Employer est.)
Easy Apply
Save

Job description
For three generations our family shop has sold, rented and restored acoustic pianos across the Greater Toronto Area. We are adding a second full-time technician to keep up with our concert and school contracts.

Responsibilities
- Tune grand and upright pianos in customers' homes, schools and two concert halls
- Regulate actions, voice hammers and replace strings, dampers and keytops
- Assess used instruments for purchase and quote restoration work
- Keep accurate service records in our booking system

Requirements
- At least three years of tuning experience; aural tuning preferred
- Valid G licence and a reliable vehicle
- PTG membership or working toward RPT is an asset`,
  },
  {
    id: 'rope-access-seek',
    half: 'unseen',
    title: 'Rope Access Technician',
    company: 'Verticore Access Pty Ltd',
    text: `Rope Access Technician - FIFO 8/6 Roster
Verticore Access Pty Ltd
View all jobs
Karratha, Pilbara WA
Construction (Maintenance)
Contract/Temp
$58 – $64 per hour + super
Posted 3d ago
Quick apply
Save

Verticore Access is a specialist industrial rope access and inspection contractor working across the Pilbara's gas plants and port facilities. We have several positions for experienced technicians on an 8 days on / 6 days off roster, flying from Perth.

About the role
• Carry out blasting, coating and mechanical repairs at height on process plant and jetty structures
• Assist NDT technicians with inspection access
• Set up and inspect rope systems and rescue plans for each task

About you
• IRATA Level 2 or 3 certification (current)
• Working at Heights and Confined Space tickets
• Current national police clearance and the ability to pass a drug and alcohol medical`,
  },
  {
    id: 'legal-cashier-reed',
    half: 'tune',
    title: 'Legal Cashier',
    company: 'Brackwell Recruitment',
    text: `Legal Cashier
Posted 3 days ago by Brackwell Recruitment
£28,000 - £32,000 per annum
Leeds, West Yorkshire
Permanent, full-time
Apply now
Save

Our client, a well-regarded regional law firm with offices across Yorkshire, is seeking an experienced Legal Cashier to join its busy accounts team. This is a permanent role working four days in the office and one from home.

Key duties will include:
- Posting client and office account receipts and payments
- Daily bank reconciliations across several client accounts
- Processing completion monies for the conveyancing team on tight deadlines
- Raising bills and chasing unpaid disbursements
- Ensuring compliance with the SRA Accounts Rules

The ideal candidate will have previous legal cashiering experience and be confident using a case management system. An ILFM qualification would be an advantage but is not essential.

Brackwell Recruitment is acting as an employment agency in relation to this vacancy.`,
  },
  {
    id: 'tyre-fitter-totaljobs',
    half: 'unseen',
    title: 'Mobile Tyre Fitter',
    company: 'Dunmore Tyres Ltd',
    text: `Mobile Tyre Fitter
Dunmore Tyres Ltd
Doncaster, DN4
£27,500 - £31,000 per annum + overtime + van
Permanent
Full time
Posted 5 days ago
Apply
Save job

Dunmore Tyres is an independent tyre and fleet service business with three depots in South Yorkshire. Due to growth in our commercial contracts we are looking for an experienced Mobile Tyre Fitter to cover fleet customers from our Doncaster depot.

You will:
- Fit and repair car, van and light commercial tyres at customer sites
- Carry out wheel balancing and torque checks
- Complete job sheets on a handheld device
- Take part in an on-call rota (paid separately)

You will need a full UK driving licence and at least two years' experience of tyre fitting. We provide a fully equipped van, uniform and manufacturer training.`,
  },
  {
    id: 'refuse-loader-cv-library',
    half: 'tune',
    title: 'Refuse Loader',
    company: 'Greyfield Environmental Services Ltd',
    text: `Refuse Loader
Salary: £12.60 - £14.10 per hour
Location: Wakefield, West Yorkshire
Job type: Temporary
Posted by: Keystaff Industrial
Posted: 28/11/2026
Apply now

Keystaff Industrial are recruiting Refuse Loaders on behalf of our client Greyfield Environmental Services Ltd, who collect household and garden waste for the council across the Wakefield district. Temporary to permanent for the right people.

Hours: Monday to Friday, 6:00am start, finishing when the round is done (usually by 2pm).

The role:
- Loading domestic bins and recycling onto the collection vehicle safely
- Working as part of a crew of three with a driver
- Reporting missed or contaminated bins
- Walking up to 15 miles a day in all weathers

Requirements: good fitness, a positive attitude and the ability to start early. PPE is provided. Weekly pay.`,
  },
  {
    id: 'commis-chef-jora',
    half: 'unseen',
    title: 'Commis Chef',
    company: 'The Saltbush Dining Room',
    text: `Commis Chef
The Saltbush Dining Room
Alice Springs NT
Full time
$30 - $33 an hour
Posted 2 days ago
Quick apply

The Saltbush Dining Room is a 70-seat restaurant in the heart of Alice Springs, cooking with native ingredients from growers across the Territory. Our kitchen brigade is small and we are looking for a keen Commis Chef who wants to learn.

Responsibilities
• Prepare mise en place for the larder and grill sections
• Cook and plate entrées during service under the Chef de Partie
• Receive deliveries, rotate stock and label food correctly
• Keep the kitchen clean and follow our food safety program

About you
• Certificate III in Commercial Cookery (completed or in progress)
• Weekend and evening availability
• Staff meal every shift and help with relocation for the right person`,
  },
  {
    id: 'fire-safety-officer-naukri',
    half: 'tune',
    title: 'Fire Safety Officer',
    company: 'Shreeyash Infra Developers Pvt. Ltd.',
    text: `Fire Safety Officer
Shreeyash Infra Developers Pvt. Ltd.
3.9
41 Reviews
3 - 6 years
₹ 3.5-5 Lacs P.A.
Pune
Send me jobs like this
Posted: 4 days ago Openings: 2 Applicants: 120+
Apply
Save

Job description
Roles and Responsibilities
- Conduct daily fire safety inspections at residential tower construction sites in Hinjewadi and Wakad
- Check fire extinguishers, hydrant lines and sprinkler systems and maintain records
- Conduct mock drills and fire safety training for site workers and security staff
- Coordinate with the fire department for NOC inspections
- Prepare monthly safety reports for the project head

Desired Candidate Profile
- Diploma in Fire and Safety from a recognised institute
- 3+ years in construction or real estate
- Good communication in Marathi, Hindi and English

Role: Fire & Safety Officer
Industry Type: Real Estate
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'medical-secretary-jobstreet',
    half: 'unseen',
    title: 'Medical Secretary',
    company: 'Sta. Lucia Medical Specialists Clinic, Inc.',
    text: `Medical Secretary
Sta. Lucia Medical Specialists Clinic, Inc.
Quezon City, Metro Manila
Healthcare & Medical (Administration)
Full time
₱18,000 – ₱22,000 per month
Posted 6d ago
Quick apply
Save

We are a multi-specialty outpatient clinic with 14 consulting doctors along Aurora Boulevard. We are looking for a Medical Secretary who will assist our cardiology and endocrinology doctors.

Job Responsibilities:
- Schedule patient appointments and manage the doctors' clinic hours
- Prepare patient charts, encode vital signs and update records
- Process HMO approvals and PhilHealth forms
- Answer calls and messages from patients and pharmacies

Qualifications:
- Graduate of any 4-year course, preferably allied health
- At least 1 year experience as medical secretary
- Knowledge of HMO procedures is an advantage
- Willing to work Monday to Saturday`,
  },
  {
    id: 'camp-boss-bayt',
    half: 'tune',
    title: 'Camp Boss',
    company: 'Al Rimal Catering Services LLC',
    text: `Camp Boss
Al Rimal Catering Services LLC
Abu Dhabi, United Arab Emirates
Posted 5 days ago
Apply Now
Save job

Job Details
Al Rimal Catering Services LLC provides catering, housekeeping and facility management to remote oil and gas camps across the UAE and Oman. We are looking for an experienced Camp Boss for a 600-person workforce camp in the Western Region.

Responsibilities
- Manage all camp services including kitchen, laundry, housekeeping and recreation
- Lead a team of around 45 staff and plan their rotations
- Ensure food safety and HACCP compliance and prepare for client audits
- Control food cost, stock and monthly reporting to the operations manager

Skills
- Minimum 8 years in remote camp catering, 3 as Camp Boss
- HACCP Level 3
- Good English; Arabic or Hindi is a plus

Job Details
Job Location: Abu Dhabi, United Arab Emirates
Company Industry: Catering
Job Role: Hospitality and Tourism
Employment Type: Full Time Employee`,
  },
  {
    id: 'groundskeeper-monster',
    half: 'unseen',
    title: 'Groundskeeper II',
    company: 'Oakhaven Cemetery Association',
    text: `Groundskeeper II
Oakhaven Cemetery Association
Fall River, MA
Full-time
Posted Today
Apply
Save

About the Job
Oakhaven Cemetery Association is a non-profit that has cared for a 90-acre historic cemetery since 1852. We are hiring a Groundskeeper II to help maintain the grounds and assist with interments.

Responsibilities:
- Mow, trim and edge lawns and sections using ride-on and push equipment
- Open and close graves with a backhoe under the supervision of the grounds foreman
- Set foundations for monuments and markers
- Plow and sand roads in winter
- Perform basic maintenance on mowers and small engines

Requirements:
- 2+ years of grounds or landscaping experience
- Hoisting license (2A) or ability to obtain within six months
- Valid Massachusetts driver's license
- Compassion and discretion around grieving families`,
  },
  {
    id: 'tow-operator-ziprecruiter',
    half: 'tune',
    title: 'Tow Truck Operator',
    company: "Big Earl's Towing & Recovery LLC",
    text: `Tow Truck Operator - Night Shift
Big Earl's Towing & Recovery LLC
Tulsa, OK • Full-Time
$20 - $28 hourly estimated
Posted 4 days ago
1-click apply

Job Description
Big Earl's has been Tulsa's 24-hour towing company since 1987. We run 22 trucks including flatbeds, wreckers and heavy rotators, and we are looking for night operators who take pride in safe, fast service.

What you'll do:
- Respond to police rotation, motor club and private property calls
- Operate flatbeds and wheel-lift wreckers to tow and winch vehicles
- Perform lockouts, jump starts and tire changes
- Complete digital tickets and photos for every call

What we need:
- Valid Class C license with a clean MVR (Class A a plus)
- WreckMaster or TRAA certification preferred, or we will train
- Must live within 20 minutes of our yard
- 4 nights on, 3 off`,
  },
  {
    id: 'localization-tester-workable',
    half: 'unseen',
    title: 'Localization QA Tester',
    company: 'Pixelrook Games S.L.',
    text: `Pixelrook Games S.L.
Localization QA Tester
Madrid, Community of Madrid, Spain
Quality Assurance
Full time
Hybrid
Overview
Application
Description

Pixelrook is an independent studio of 60 people making narrative adventure games for PC and consoles. Ahead of the launch of our next title in twelve languages, we are growing our localization QA team.

As a tester you will play builds of the game in Spanish and Brazilian Portuguese and report anything that reads wrong.

Responsibilities
- Check in-game text, subtitles and menus for translation, grammar and consistency errors
- Find truncated strings, overlapping text and missing characters
- Log clear, reproducible bugs in Jira with screenshots
- Verify fixes in new builds

Requirements
- Native Spanish and excellent Brazilian Portuguese
- A passion for story-driven games
- Previous QA or translation experience is a plus`,
  },
  {
    id: 'payroll-manager-workday',
    half: 'tune',
    title: 'Manager, Payroll Operations',
    company: 'Kestrel Foods Corporation',
    text: `Manager, Payroll Operations
apply
locations
Omaha, NE - Corporate Office
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0048812

Kestrel Foods Corporation is one of the Midwest's largest producers of frozen meals and snacks, with 11 plants and over 9,000 team members. Our corporate finance team in Omaha is looking for a Manager, Payroll Operations to lead our multi-state hourly and salaried payroll.

What You Will Do
- Lead a team of seven payroll specialists processing weekly and bi-weekly payrolls for 11 locations
- Own payroll tax filings and year-end W-2 processing with our provider
- Partner with HR and plant leadership on timekeeping and union contract pay rules
- Drive controls, audits and process improvement in Workday Payroll

What You Bring
- Bachelor's degree in accounting, finance or a related field
- 7+ years of multi-state payroll experience, including 3 leading a team
- CPP certification preferred`,
  },
  {
    id: 'hardware-engineer-greenhouse',
    half: 'unseen',
    title: 'Staff Hardware Engineer, Power Electronics',
    company: 'Voltmere Inc.',
    text: `Staff Hardware Engineer, Power Electronics
at Voltmere Inc.
Austin, Texas
Apply

Voltmere builds bidirectional chargers that let electric school buses power the grid when they are parked. We have deployed over 400 units across 9 states and are designing our next-generation 120 kW platform.

About the role
As a Staff Hardware Engineer you will own the power stage of our new charger from architecture to production. You'll work closely with firmware, mechanical and compliance engineers.

What you'll do
- Design and simulate high-power AC/DC and DC/DC converters using SiC devices
- Lead schematic and layout reviews for power boards
- Plan and run thermal, efficiency and EMC testing
- Support UL 9741 and IEEE 1547 certification

What we're looking for
- 8+ years designing power electronics above 20 kW
- Experience with magnetics design and gate drivers`,
  },
  {
    id: 'content-designer-lever',
    half: 'tune',
    title: 'Content Designer',
    company: 'Quillfeather',
    text: `Content Designer
London
Product – Design /
Full-time /
Hybrid
Apply for this job

At Quillfeather we make budgeting software for charities and community groups, used by over 3,000 organisations across the UK. We're looking for a Content Designer to help treasurers and volunteers understand money without jargon.

What you'll be doing
- Designing the words in our product: onboarding, forms, error messages and help
- Running content testing and reading support tickets to find where people get stuck
- Working with product designers and engineers in a cross-functional squad
- Looking after our style guide and terminology

What we're looking for
- Experience as a content designer, UX writer or similar in a digital product team
- A portfolio showing how you worked through a content problem
- Understanding of accessibility and plain English`,
  },
  {
    id: 'mri-technologist-icims',
    half: 'unseen',
    title: 'MRI Technologist',
    company: 'Lakeshore Regional Medical Center',
    text: `MRI Technologist - PRN
Job ID
2026-14472
# of Openings
1
Job Locations
US-WI-Sheboygan
Facility
Lakeshore Regional Medical Center
Category
Imaging
Shift
Variable
Apply for this job online
Email this job to a friend

Overview
Lakeshore Regional Medical Center, a member of Meridian Health Partners, is a 210-bed acute care hospital serving Sheboygan and the surrounding lakeshore communities.

Responsibilities
- Perform MRI exams on inpatients and outpatients following department protocols
- Screen patients for MRI safety and explain procedures
- Administer contrast under physician supervision and start IVs
- Maintain the scanner and report quality issues

Qualifications
- Graduate of an accredited radiologic technology program
- ARRT (MR) registration, or ARRT (R) with MRI experience
- BLS certification
- Able to cover weekends and holidays on a rotating basis`,
  },
  {
    id: 'avionics-technician-taleo',
    half: 'tune',
    title: 'Avionics Technician II',
    company: 'Northrise Aerospace Services, Inc.',
    text: `Job Description
Avionics Technician II-2600391
Description

Northrise Aerospace Services, Inc. is a FAA Part 145 repair station providing heavy maintenance and modifications for regional and business jets. We are seeking an Avionics Technician II for second shift in our Wichita hangar.

Responsibilities:
- Troubleshoot, repair and install avionics and electrical systems on CRJ and Embraer aircraft
- Install modifications per STCs and engineering orders
- Build and repair wire harnesses
- Complete work cards and logbook entries accurately

Qualifications
- FCC General Radiotelephone Operator License or A&P certificate
- 3+ years of aircraft avionics experience
- Ability to read wiring diagrams and schematics

Job: Maintenance
Primary Location: US-KS-Wichita
Organization: MRO Operations
Schedule: Full-time
Shift: Second Shift
Job Posting: Nov 20, 2026, 9:14:32 AM`,
  },
  {
    id: 'cold-store-successfactors',
    half: 'unseen',
    title: 'Cold Store Operative',
    company: 'Frostvale Logistics GmbH',
    text: `Cold Store Operative (m/f/d)
Frostvale Logistics GmbH
Requisition ID: 51823
Location: Bremen, DE, 28197
Date: 18 Nov 2026
Company: Frostvale Logistics GmbH
Apply now »

Frostvale Logistics is a family-owned specialist for temperature-controlled warehousing with six sites in northern Germany. For our deep-freeze warehouse at the Bremen port we are searching reliable colleagues for the shift team.

Your tasks
- Receiving and putting away frozen goods at -24 °C
- Order picking with hand scanner and reach truck
- Loading of trucks and containers according to loading plans
- Checking of temperatures and documentation

Your profile
- Forklift licence, ideally experience with reach trucks
- Willingness for 3-shift work
- Basic German or good English
- We offer cold-store allowance, thermal clothing and a company bike`,
  },
  {
    id: 'ranch-hand-bamboohr',
    half: 'tune',
    title: 'Ranch Hand',
    company: 'Tallgrass Bison Co.',
    text: `Ranch Hand
Ranch Operations
Tallgrass Bison Co.
Location
Pawhuska, Oklahoma
Employment Type
Full-Time
Compensation
$38,000 - $42,000 / year
Apply for This Job

Tallgrass Bison Co. raises about 1,400 head of grass-fed bison on 30,000 acres of native prairie and sells meat direct to customers and restaurants. We're looking for a hardworking ranch hand to join a crew of five.

What you'll do
- Check pastures, water and fences daily on horseback, ATV and truck
- Help with roundups, working chutes and animal health records
- Build and repair high-tensile fence
- Operate tractors for haying and feeding in winter

What you bring
- Livestock experience (cattle or bison)
- Comfortable working alone in remote country
- Valid driver's license
- Housing on the ranch is available`,
  },
  {
    id: 'diesel-technician-jobvite',
    half: 'unseen',
    title: 'Diesel Technician',
    company: 'Rourke Equipment Company',
    text: `Rourke Equipment Company
Diesel Technician - 4x10 Schedule
Service | Billings, Montana
Apply
Share
Refer

Rourke Equipment Company is a family-owned dealer of construction and agricultural machinery with eight branches in Montana and Wyoming. Our Billings shop is hiring a Diesel Technician to service customer equipment in the shop and in the field.

Responsibilities
- Diagnose and repair engines, hydraulics, drivetrains and electrical systems on loaders, excavators and tractors
- Use laptop diagnostic software to troubleshoot
- Perform preventive maintenance and pre-delivery inspections
- Write clear repair notes on work orders

Qualifications
- 2+ years of heavy equipment or diesel repair experience, or a diesel technology degree
- Own basic hand tools (we provide specialty tools)
- CDL is a plus

Four ten-hour days, Monday to Thursday. Tool allowance and factory training.`,
  },
  {
    id: 'tour-guide-smartrecruiters',
    half: 'tune',
    title: 'Tour Guide',
    company: 'Bluewater Heritage Tours Ltd',
    text: `Bluewater Heritage Tours Ltd
Tour Guide (Seasonal)
Galway, Ireland
Full-time
I'm interested
Share

Company Description
Bluewater Heritage Tours Ltd runs small-group coach and walking tours of Connemara, the Aran Islands and the Cliffs of Moher from March to October.

Job Description
We are looking for enthusiastic guides who love telling stories about the west of Ireland. You will lead groups of up to 16 guests on full-day tours, bringing history, music and landscape to life.

- Guide day tours on a set itinerary, with commentary in English
- Look after guest safety and timings on walks and ferry crossings
- Handle questions and small problems with warmth and humour
- Complete a short daily report

Qualifications
- Experience guiding, teaching or performing
- Fáilte Ireland guide qualification or willingness to train
- A second language (German, French, Italian or Spanish) is a big advantage`,
  },
  {
    id: 'event-technician-personio',
    half: 'unseen',
    title: 'Event Technician',
    company: 'Lumenhaus Veranstaltungstechnik GmbH',
    text: `Event Technician (m/w/d)
Lumenhaus Veranstaltungstechnik GmbH
Permanent employee, Full-time · Berlin
Apply for this position

Lumenhaus has equipped concerts, conferences and trade fairs with light, sound and video for over 20 years. Our team of 35 people works for venues in Berlin and for tours all over Europe. For the coming season we are looking for an Event Technician who likes to be on the road.

Your tasks
- Planning, loading and setting up of lighting, audio and video equipment
- Operating the technology during events, also at weekends
- Maintenance and repair of equipment in our warehouse
- Direct contact with customers and venue staff on site

Your profile
- Completed training as Fachkraft für Veranstaltungstechnik or comparable experience
- Knowledge of GrandMA or Yamaha consoles is an advantage
- Driving licence class B, ideally C1
- Good English, German basics`,
  },
  {
    id: 'ski-instructor-teamtailor',
    half: 'tune',
    title: 'Ski Instructor',
    company: 'Fjällgården Skidskola AB',
    text: `Ski Instructor
Fjällgården Skidskola AB · Åre
Seasonal · Winter 2026/27
Apply for this job

Join Sweden's most social ski school! Fjällgården Skidskola AB teaches about 20,000 lessons each winter in Åre, from children's groups to off-piste guiding. We are now hiring instructors for the season from 10 December to 25 April.

What you will do
• Teach group and private lessons for children and adults in English and Swedish
• Run our Snow Kids club on weekends and holidays
• Help with lift tickets, rentals and the ski school desk when it is busy

Who we think you are
• ISIA, BASI Level 2, SSSR or similar certification
• Fluent English; Swedish or Norwegian is a plus
• Happy to work weekends and all holiday weeks

We help find accommodation in Åre and give you a free season pass.`,
  },
  {
    id: 'fisheries-technician-usajobs',
    half: 'unseen',
    title: 'Fisheries Biological Technician',
    company: 'U.S. Bureau of Inland Fisheries',
    text: `Fisheries Biological Technician
Department of the Interior
U.S. Bureau of Inland Fisheries
Overview
Open & closing dates
11/20/2026 to 12/04/2026
Salary
$41,966 - $54,557 per year
Pay scale & grade
GS 6 - 7
Location
1 vacancy in the following location:
Lamar, CO
Remote job
No
Telework eligible
No
Travel Required
25% or less - Overnight travel to field stations
Appointment type
Permanent
Work schedule
Full-time

Duties
As a Fisheries Biological Technician at the Lamar National Fish Hatchery, you will:
- Spawn, hatch and rear native cutthroat trout and endangered suckers
- Monitor water quality and fish health and keep hatchery records
- Operate and maintain fish transport trucks, pumps and aeration systems
- Assist biologists with stocking and population surveys in the field`,
  },
  {
    id: 'crossing-guard-neogov',
    half: 'tune',
    title: 'School Crossing Guard',
    company: 'Town of Ashcombe',
    text: `School Crossing Guard
Town of Ashcombe, CT
Salary
$19.25 Hourly
Location
Ashcombe, CT
Job Type
Part-Time
Job Number
2026-00117
Department
Police Department
Opening Date
11/17/2026
Closing Date
Continuous
Apply

Description
The Town of Ashcombe is accepting applications for School Crossing Guards to assist children and pedestrians crossing streets near the town's elementary and middle schools.

Examples of Duties
- Direct vehicle and pedestrian traffic at assigned crossings before and after school
- Monitor children's safety and report unsafe conditions or drivers to the Police Department
- Wear the issued safety vest and use the stop paddle correctly

Minimum Qualifications
Must be 18 years of age, able to stand for long periods in all weather, and pass a background check. Hours are about 7:15–8:30 a.m. and 2:30–3:45 p.m. on school days.`,
  },
  {
    id: 'ward-clerk-nhs-jobs',
    half: 'unseen',
    title: 'Ward Clerk',
    company: 'Stowbridge and Fenmoor NHS Foundation Trust',
    text: `Ward Clerk
Stowbridge and Fenmoor NHS Foundation Trust
Closing date: 8 December 2026
Employer: Stowbridge and Fenmoor NHS Foundation Trust
Department: Ward 12 - Acute Medicine
Location: Fenmoor General Hospital, Fenmoor, PE15 0AA
Salary: £24,071 to £25,674 a year per annum pro rata
Band 3
Job reference: 331-CS-26-7720
Apply now

Job overview
An exciting opportunity has arisen for a Ward Clerk to join the friendly team on Ward 12, a 28-bed acute medical ward. You will be the first point of contact for patients, relatives and visitors and will support the nursing team with the smooth running of the ward.

Main duties of the job
- Admit, transfer and discharge patients on the patient administration system
- Prepare and file healthcare records and chase results
- Answer the ward telephone and take messages
- Order stationery and ward supplies

Working pattern: 30 hours per week, Monday to Friday, some late shifts to 8pm.`,
  },
  {
    id: 'grants-officer-civil-service',
    half: 'tune',
    title: 'Grants Officer',
    company: 'Department for Coastal Communities',
    text: `Grants Officer
Department for Coastal Communities
Apply before 11:55 pm on Sunday 13th December 2026
Details
Reference number
398211
Salary
£31,512 - £34,802
Job grade
Executive Officer
Contract type
Permanent
Business area
DCC - Funding Delivery Directorate
Type of role
Administration / Corporate Support
Working pattern
Flexible working, Full-time, Part-time
Number of jobs available
3
Location
Plymouth

About the job
Job summary
The Funding Delivery Directorate manages around £140 million a year of grants to coastal towns for harbours, seafronts and skills projects.

Job description
As a Grants Officer you will manage a portfolio of grant agreements from award to closure. You will:
- Check claims and evidence of spend against grant conditions
- Keep grant records accurate in our grants management system
- Build good working relationships with councils and community organisations
- Spot and escalate risks of fraud or under-delivery`,
  },
  {
    id: 'contact-officer-aps-jobs',
    half: 'unseen',
    title: 'Customer Contact Officer',
    company: 'Australian Seed and Grain Authority',
    text: `Customer Contact Officer
Australian Seed and Grain Authority
Agency
Australian Seed and Grain Authority
Job Title
Customer Contact Officer
Job Category
Administration; Call Centre and Customer Service
Classification
APS Level 4
Position Number
8821-44
Location
Toowoomba, QLD
Employment Type
Ongoing, Full-time
Salary
$78,213 - $84,254
Closing date
10 December 2026 11:59 PM AEST

About the Authority
We register seed varieties and license grain exporters so that Australian growers can sell with confidence at home and abroad.

The Role
The Customer Contact Team is the first point of contact for growers, exporters and industry bodies. As a Customer Contact Officer you will:
- Respond to phone, email and web enquiries about registrations, fees and export permits
- Process applications and update client records accurately
- Explain legislative requirements in plain language
- Refer complex matters to technical officers`,
  },
  {
    id: 'herbarium-assistant-university',
    half: 'tune',
    title: 'Collections Assistant, Herbarium',
    company: 'University of Wexmoor',
    text: `University of Wexmoor
Jobs at Wexmoor
Collections Assistant, Herbarium
Faculty of Science – School of Biological Sciences
Reference: SCI03381
Grade 5: £25,138 – £28,759 per annum
Fixed term for 24 months
Closing date: 14 December 2026
Apply online

The Wexmoor Herbarium holds over 400,000 plant specimens collected since the 1820s and is a working collection used by researchers worldwide. Funded by a national digitisation grant, we are seeking a Collections Assistant to help prepare, image and catalogue specimens.

Key responsibilities
- Mount and repair herbarium sheets using conservation materials
- Photograph specimens to the project's imaging standard
- Transcribe label data into the collections database and check records
- Handle loans, integrated pest management and visitor enquiries

You will have experience of working with museum or natural history collections, excellent attention to detail and good computer skills.`,
  },
  {
    id: 'custodian-school-district',
    half: 'unseen',
    title: 'Custodian I',
    company: 'Pine Hollow Unified School District',
    text: `Pine Hollow Unified School District
Custodian I - Night Shift
JobID: 4417
Position Type:
Classified/Custodial
Date Posted:
11/19/2026
Location:
Redtail Elementary School
Closing Date:
12/02/2026
Apply
Print

Salary: Range 24, $3,512 - $4,478 per month, plus benefits
Hours: 8 hours per day, 2:30 pm – 11:00 pm, 12 months

Definition: Under general supervision, performs routine custodial work to keep school buildings and grounds clean, orderly and safe.

Typical Duties:
- Sweep, mop, scrub and vacuum classrooms, offices, restrooms and multipurpose rooms
- Empty trash and recycling and restock restroom supplies
- Set up furniture and equipment for events and assemblies
- Lock and secure buildings at the end of the shift
- Report maintenance needs to the head custodian

Requirements: Ability to lift 50 pounds and safely use floor machines and cleaning chemicals.`,
  },
  {
    id: 'credit-controller-agency-confidential',
    half: 'tune',
    title: 'Credit Controller',
    company: 'Harbourline Talent',
    text: `Credit Controller
Harbourline Talent
Auckland CBD, Auckland
Accounting – Credit Control
Full time
$68,000 – $75,000 + KiwiSaver
Listed 29 Nov

Our client is a well-established New Zealand wholesaler of building products with a national customer base of trade accounts. Due to an internal promotion they need an experienced Credit Controller to join their friendly finance team in the CBD.

In this role you will:
- Manage a ledger of around 600 trade accounts
- Make collection calls and negotiate payment plans
- Assess new credit applications and set limits
- Resolve disputes with sales reps and customers
- Prepare the weekly aged debtors report for the Finance Manager

To succeed you will bring at least two years of credit control experience, confidence on the phone and strong Excel skills.

To apply, click APPLY NOW or call Priya at Harbourline Talent on 09 555 0142 for a confidential chat.`,
  },
  {
    id: 'window-cleaner-franchise',
    half: 'unseen',
    title: 'Window Cleaning Technician',
    company: 'Carraway Services LLC',
    text: `Window Cleaning Technician
Brightpane Window Cleaning of North Raleigh
Raleigh, NC
$17 - $22 an hour + tips
Full-time, Part-time
Apply now

Brightpane of North Raleigh is hiring! We clean windows, gutters and screens for homes and storefronts across north Raleigh and Wake Forest. No experience needed, we will train you.

What you'll do:
- Clean interior and exterior windows, screens and tracks with professional tools
- Work safely on ladders up to 28 feet
- Treat customers' homes with respect and leave every job spotless
- Load and unload the company truck

What we ask:
- Valid driver's license and a clean record
- Able to lift 50 lbs and work outdoors
- Friendly and on time

Brightpane Window Cleaning of North Raleigh is independently owned and operated by Carraway Services LLC, a franchisee of Brightpane Franchising, Inc. All employment decisions are made by Carraway Services LLC and not by Brightpane Franchising, Inc.`,
  },
  {
    id: 'bsl-interpreter-email-forward',
    half: 'tune',
    title: 'BSL/English Interpreter',
    company: 'Deafhill Access Services CIC',
    text: `Fwd: job you might like?
From: Sian Roberts <sian.roberts@example.org>
To: Megan Price
Date: Thu, 26 Nov 2026 at 09:12
Subject: Fwd: Vacancy - BSL/English Interpreter (Cardiff)

Hi Meg, saw this and thought of you straight away! x

---------- Forwarded message ---------
From: Recruitment <jobs@deafhill.example.org>
Subject: Vacancy - BSL/English Interpreter (Cardiff)

Dear colleagues,

Deafhill Access Services CIC is recruiting a BSL/English Interpreter to join our in-house team in Cardiff. Please share with your networks.

Salary: £33,000 – £38,000 depending on experience
Hours: 37.5 per week, flexible
Closing date: 11 December 2026

You will provide interpreting for Deaf people in health, education and employment settings across South Wales, including some evening work. You will:
- Interpret between BSL and spoken English in one-to-one and group settings
- Prepare for assignments and work with co-workers on longer bookings
- Keep to the NRCPD code of conduct

You must be a Registered Sign Language Interpreter with NRCPD. Welsh is desirable.`,
  },
  {
    id: 'data-steward-markdown',
    half: 'unseen',
    title: 'Data Steward',
    company: 'Quarrymoor Water',
    text: `# Data Steward

**Company:** Quarrymoor Water
**Location:** Bristol (hybrid, 2 days in office)
**Contract:** Permanent, full-time
**Salary:** £42,000 – £48,000

## About us

Quarrymoor Water supplies drinking water to 1.2 million people in the south-west. We are investing in better data so we can find leaks faster and plan our pipe replacement programme.

## The role

As our **Data Steward** for asset data you will make sure the information about our pipes, pumps and reservoirs is complete, correct and trusted.

- Own data quality rules for asset records in our GIS and asset management system
- Investigate and fix data issues with field teams and engineers
- Write and maintain data definitions in the business glossary
- Report data quality measures monthly to the Data Governance Board

## About you

- Experience in a data quality, data governance or information management role
- Comfortable with SQL and spreadsheets
- Clear communicator with non-technical colleagues`,
  },
  {
    id: 'cemetery-sexton-pdf',
    half: 'tune',
    title: 'Cemetery Sexton',
    company: 'Tarrowby Shire Council',
    text: `Tarrowby Shire Council
POSITION DESCRIPTION
Position Title: Cemetery Sexton
Directorate: Community
Infrastructure          Reports to: Coordinator
Parks and Open Space
Classification: Band 4         Employment: Permanent
Full Time
Page 1 of 4

1. POSITION PURPOSE
The Cemetery Sexton is responsible for the day
to day operation of the Shire's six
cemeteries, including interments, grave prep-
aration, and the upkeep of grounds, in a
manner that is respectful to families and
the community.

2. KEY RESPONSIBILITIES
• Prepare and backfill graves using an excavator
and shoring equipment in line with the
Cemeteries and Crematoria Regulations
• Liaise with funeral directors on booking
and attend burials
• Maintain the cemetery register and plot maps
• Mow, whipper snip and maintain gardens, paths
and memorial walls
• Carry out minor repairs to fences and
buildings

3. KEY SELECTION CRITERIA
• Current excavator licence or ticket
• Class C driver licence
• Sensitivity when dealing with grieving people`,
  },
  {
    id: 'pizza-maker-facebook',
    half: 'unseen',
    title: 'Pizza Maker',
    company: "Mama Loulou's Kitchen",
    text: `Mama Loulou's Kitchen
3 d · 🌍

📢📢 WE'RE HIRING!!! 📢📢

Our little kitchen in Sliema is getting busier every week 🍕❤️ so we are looking for a PIZZA MAKER to join the family!! Full time, 5 days a week, evenings + weekends.

✅ Experience with wood-fired oven (at least 1 year)
✅ Able to stretch dough by hand, no rolling pins here 😅
✅ Fast, clean and a team player
✅ Speak English or Italian
✅ EU citizen or valid work permit

We offer good pay + tips, staff meals and a fun team 🙌

Send us a message here or your CV to jobs@mamaloulou.example.com
Or just pop in and ask for Loulou!! 👩‍🍳

👍 142   💬 38 comments   ↪ 51 shares

Like    Comment    Share`,
  },
  {
    id: 'pattern-cutter-whatsapp',
    half: 'tune',
    title: 'Pattern Cutter',
    company: 'Zainab Couture House',
    text: `*URGENT VACANCY* 🚨🚨

*Position:* Pattern Cutter
*Company:* Zainab Couture House
*Location:* Lekki Phase 1, Lagos
*Salary:* ₦180,000 – ₦250,000 monthly

We are a bridal and Ankara fashion house with 25 tailors and we are looking for an experienced Pattern Cutter to join our production studio.

*Duties*
▪️ Draft patterns by hand from client measurements and designer sketches
▪️ Grade patterns for ready-to-wear sizes
▪️ Cut fabric accurately and reduce wastage
▪️ Check fit at first fitting and correct patterns

*Requirements*
▪️ Minimum 3 years experience as pattern cutter or tailor
▪️ Must know corset and gown construction
▪️ Resides in Lekki/Ajah axis

Interested and qualified candidates should send CV and pictures of work to 0803 555 0199 on WhatsApp only. NO CALLS PLEASE 🙏

Kindly share, your friend may need it ✨`,
  },
  {
    id: 'butcher-newspaper-classified',
    half: 'unseen',
    title: 'Butcher',
    company: "Gorman's Victuallers",
    text: `SITUATIONS VACANT

BUTCHER
required for busy family shop in Ballinrobe. Full time, 5 days incl. Saturday. Must be experienced in boning, cutting and counter service, with knowledge of HACCP. Good rates for the right person. Apply in person with CV to Tom at Gorman's Victuallers, 14 Main Street, Ballinrobe, or phone 094 955 0123.

We are a fourth-generation butcher supplying local beef and lamb from our own farm. The successful applicant will:
- Break down beef and lamb carcasses
- Prepare steaks, roasts, sausages and burgers for the counter and local restaurants
- Serve customers and give cooking advice
- Keep the cold room and shop spotless

Also wanted: part-time shop assistant for Saturdays, students welcome.

HOUSEKEEPER wanted for private residence, Cong area, 20 hrs per week. Box No. 4471.`,
  },
  {
    id: 'night-porter-capitals',
    half: 'tune',
    title: 'Night Porter',
    company: 'The Carrick Arms Hotel',
    text: `NIGHT PORTER
THE CARRICK ARMS HOTEL – BALLANTRAE, SOUTH AYRSHIRE
FULL TIME – 4 NIGHTS PER WEEK – £12.40 PER HOUR

The Carrick Arms Hotel is a 24-bedroom coaching inn on the Ayrshire coast, with a busy bar and restaurant and a growing wedding business. We are looking for a reliable Night Porter to look after our guests and the building overnight.

DUTIES INCLUDE:
- Welcoming late arrivals and checking guests in and out
- Security checks of the building and car park through the night
- Serving drinks and light snacks to residents
- Cleaning the public areas, bar and toilets
- Preparing breakfast trays and the dining room for the morning team
- Completing the night audit and handover notes

Previous hotel or security experience is helpful but full training will be given. Staff accommodation may be available.`,
  },
  {
    id: 'patient-transporter-glued',
    half: 'unseen',
    title: 'Patient Transporter',
    company: 'Mercy Vale Hospital',
    text: `Patient Transporter - Full Time Nights - Req# 77120 - $17.85/hr
Mercy Vale Hospital - Youngstown, OH
Apply

Mercy Vale Hospital is a 340-bed teaching hospital and Level II trauma center. Our Transport team moves patients safely between units, imaging and procedures around the clock.

Shift: 7p-7:30a, three nights per week plus every third weekend
Status: Full Time, Benefits Eligible

Responsibilities
- Transport patients by wheelchair, stretcher or bed using proper body mechanics
- Verify patient identity and check orders before every move
- Transport specimens, equipment and medical records as directed
- Clean and disinfect equipment after use
- Communicate delays to the dispatch office

Requirements
- High school diploma or GED
- BLS within 30 days of hire
- Able to push up to 500 lbs with assistance and walk for most of the shift`,
  },
  {
    id: 'vet-receptionist-sentence',
    half: 'tune',
    title: 'Veterinary Receptionist',
    company: 'Orchid Lane Veterinary Group',
    text: `Love animals and people? Looking for a job where no two days are the same?

Orchid Lane Veterinary Group needs a Veterinary Receptionist to join our busy small animal hospital in Bangsar, Kuala Lumpur. We are a team of 9 vets and 20 nurses and support staff, open 7 days a week.

You will be the friendly face our clients see first. Your day will include:
• Greeting clients and their pets, checking them in and out
• Booking appointments, surgeries and vaccination reminders
• Handling payments and insurance claims
• Answering phone calls, WhatsApp and email enquiries
• Keeping the waiting area clean and calm

What we are looking for:
• SPM or diploma, with 1 year customer service experience
• Good English and Bahasa Malaysia; Mandarin or Tamil is a plus
• Comfortable with computers and handling cash
• Able to work weekends on rotation

Salary RM2,300 – RM2,800 plus allowances. Send your resume to careers@orchidlane.example.my.`,
  },
  {
    id: 'trade-finance-comma-title',
    half: 'unseen',
    title: 'Specialist, Trade Finance Operations',
    company: 'Straits Harbour Bank Ltd',
    text: `Specialist, Trade Finance Operations
Straits Harbour Bank Ltd
Singapore
Operations
Job ID 26-3318
Full-time
Apply now

Straits Harbour Bank Ltd is a regional commercial bank serving businesses across Singapore, Malaysia and Indonesia. Our Trade Finance Operations team in Marina Bay processes documentary trade transactions for over 4,000 corporate clients.

The Role
You will process import and export letters of credit, documentary collections and bank guarantees accurately and on time, in line with UCP 600 and internal policies.

Key Responsibilities
- Examine trade documents for discrepancies and advise clients
- Issue, amend and settle letters of credit in the trade processing system
- Screen transactions for sanctions and trade-based money laundering red flags
- Respond to client and relationship manager queries

Requirements
- Diploma or degree in banking or business
- 3 years of trade operations experience
- CDCS certification is an advantage`,
  },
  {
    id: 'laundry-attendant-nonnative',
    half: 'tune',
    title: 'Laundry Attendant',
    company: 'Hoang Long Hospitality Co., Ltd.',
    text: `RECRUITMENT NOTICE
Hoang Long Hospitality Co., Ltd. (Hoang Long Riverside Hotel Da Nang) is recruiting for below position:

Position: Laundry Attendant
Quantity: 03 persons
Working place: 128 Bach Dang Street, Hai Chau District, Da Nang City
Salary: negotiable, 6.500.000 – 7.500.000 VND

Job description:
- Collect and sort the linen and uniforms from all departments and the guest laundry follow the procedure.
- Operate the washing machine, dryer and ironer in correct way and save the chemical.
- Fold and deliver linen to the floor, count and record the stock everyday.
- Keep the laundry room always clean and safety.
- Other tasks assign by Laundry Supervisor.

Requirement:
- Male/Female, age from 20 to 40, good health.
- Have experience in hotel laundry is advantage.
- Honest, hard working, can work in shift.

Benefit: Social insurance follow the law, meal in shift, uniform, 13th month salary.

Candidate please send CV to HR Department or apply directly at the hotel.`,
  },
  {
    id: 'sales-associate-person-name',
    half: 'unseen',
    title: 'Sales Associate',
    company: 'Tobias Grey',
    text: `Tobias Grey
Sales Associate
Edinburgh, Multrees Walk
Retail
Part time, 24 hours

Tobias Grey is a British menswear label making tailoring, knitwear and outerwear in small runs with mills in Scotland and the north of England. Our Edinburgh store on Multrees Walk is looking for a Sales Associate who loves clothes and looking after people.

Your role
- Welcome customers and offer styling advice and fittings
- Take alteration measurements and manage collections
- Keep the shop floor, stockroom and window displays immaculate
- Process sales, returns and online orders in store

About you
- Experience in premium retail or hospitality
- Knowledge of fabrics and fit, or a real interest in learning
- Available on Saturdays and for the festive period

Tobias Grey is an equal opportunities employer. We offer staff discount of 50%, a clothing allowance and a commission scheme.`,
  },
  {
    id: 'packhouse-supervisor-place-name',
    half: 'tune',
    title: 'Pack House Supervisor',
    company: 'Rift Valley Fresh Ltd',
    text: `Pack House Supervisor
Rift Valley Fresh Ltd
Naivasha, Kenya
Full Time
Closing: 12 December 2026

Rift Valley Fresh Ltd grows and exports French beans, snow peas and avocados to supermarkets in the UK and the Netherlands. We employ over 900 people at our farms and pack house on the shores of Lake Naivasha.

We are looking for a Pack House Supervisor to lead a shift of about 120 packers and graders.

Responsibilities
• Plan daily packing according to orders and available produce
• Ensure product meets customer specifications and GlobalG.A.P. and BRC standards
• Supervise hygiene, cold chain and traceability records
• Train, appraise and discipline staff fairly
• Report yields and rejects to the Production Manager

Requirements
• Diploma or degree in food science, horticulture or related
• 3 years supervisory experience in a fresh produce pack house
• Fluent in English and Kiswahili`,
  },
  {
    id: 'fraud-analyst-everyday-word',
    half: 'unseen',
    title: 'Fraud Analyst',
    company: 'Ladder',
    text: `Fraud Analyst
Ladder
London · Hybrid
Fintech · 120 employees
£38k – £46k

Ladder is a savings app that helps young people build their first emergency fund, with over 600,000 customers in the UK. As we grow into lending, we're building out our Financial Crime team.

What you'll do
- Review alerts from our transaction monitoring and fraud detection rules
- Investigate account takeover, authorised push payment scams and first-party fraud
- Take action on accounts and write clear case notes
- Spot new fraud patterns and work with data scientists to tune our rules
- Support customers who have been victims of scams

What you'll bring
- 1-2 years in a fraud or financial crime role at a bank or fintech
- Good judgement and attention to detail
- Confidence with SQL or Looker is a bonus

Benefits: 30 days holiday, private health, a £1,000 learning budget.`,
  },
  {
    id: 'room-leader-parent-brand',
    half: 'tune',
    title: 'Room Leader',
    company: 'Sunny Days Nurseries',
    text: `Room Leader – Harrogate
Employer: Sunny Days Nurseries
Part of the Little Acorn Group
Location: Harrogate, North Yorkshire
Salary: £26,500 per annum
Hours: 40 hours, 4-day week available

Sunny Days Nurseries has six settings across North Yorkshire, rated Good and Outstanding by Ofsted. Since 2024 we have been part of the Little Acorn Group, but each of our nurseries keeps its own name, team and way of doing things.

Our Harrogate nursery is looking for a Room Leader for our pre-school room of 24 children aged 3 to 5.

You will:
- Lead a team of four practitioners and plan a stimulating curriculum
- Be a key person and keep learning journals up to date
- Prepare children for the move to school
- Build warm relationships with parents

You will need a Level 3 early years qualification and at least one year of leadership experience.`,
  },
  {
    id: 'sustainability-analyst-department',
    half: 'unseen',
    title: 'Sustainability Analyst',
    company: 'Norrland Paper AB',
    text: `Sustainability Analyst
Company: Norrland Paper AB
Department: Group Sustainability
Location: Sundsvall, Sweden
Type of employment: Permanent, full time
Last application date: 2026-12-15

Norrland Paper AB produces packaging board and pulp at three mills in northern Sweden and sells to more than 40 countries. Group Sustainability supports the mills and the group management in reaching our 2030 climate and biodiversity targets.

As Sustainability Analyst you will:
- Collect and quality-assure environmental data from the mills (energy, water, emissions, waste)
- Prepare our CSRD sustainability statement together with Finance
- Calculate product carbon footprints for customer requests
- Follow EU regulation and report changes to the team

We think you have:
- A master's degree in environmental science, engineering or similar
- Two years of experience with sustainability reporting, ideally ESRS or GRI
- Strong Excel skills and good English; Swedish is a merit`,
  },
  {
    id: 'embalmer-linkedin-hiring',
    half: 'tune',
    title: 'Embalmer',
    company: 'Whitcombe & Daughters Funeral Directors',
    text: `Whitcombe & Daughters Funeral Directors is hiring
Embalmer
Whitcombe & Daughters Funeral Directors · Bath, England, United Kingdom (On-site)
Reposted 1 day ago · 18 applicants
£31,000/yr - £36,000/yr · Full-time
Easy Apply
Save

Meet the hiring team
Eleanor Whitcombe
Director

About the job
We are an independent, family-owned funeral director caring for families in Bath and North East Somerset since 1921, with four branches and our own central care centre.

We are looking for a qualified Embalmer to care for the people entrusted to us with dignity and skill.

Responsibilities
• Carry out arterial and cavity embalming, reconstruction and presentation
• Dress and prepare the deceased for viewing, following families' wishes
• Keep the mortuary clean and compliant with health and safety and infection control
• Maintain accurate records and chain of custody

Requirements
• BIE qualification (MBIE) or nearing completion
• Full UK driving licence
• Willing to join an on-call rota`,
  },
  {
    id: 'auto-body-indeed-rating',
    half: 'unseen',
    title: 'Auto Body Technician',
    company: 'Hillcrest Collision Center',
    text: `Auto Body Technician
Hillcrest Collision Center
4.1 out of 5 stars
Boise, ID 83704
$30 - $45 an hour - Full-time
Urgently hiring
Apply now

Profile insights
Licenses
I-CAR Certification (Preferred)

Benefits
Pulled from the full job description
401(k)
Health insurance
Paid time off
Tool allowance

Full job description
Hillcrest Collision Center is an independent, I-CAR Gold Class body shop with 14 bays and a reputation for quality work. We are busy and looking for an experienced Auto Body Technician to join our team.

Responsibilities:
- Repair and replace panels, bumpers and structural parts to OEM procedures
- Perform frame straightening and measuring on our Car-O-Liner bench
- Prepare vehicles for paint and reassemble after refinish
- Work from estimates and communicate supplements to the estimator

Requirements:
- 3+ years of collision repair experience
- Own tools
- I-CAR and welding certifications preferred`,
  },
  {
    id: 'marine-electrician-glassdoor',
    half: 'tune',
    title: 'Marine Electrician',
    company: 'Solent Yacht Services Ltd',
    text: `Solent Yacht Services Ltd
3.8 ★
Marine Electrician
Hamble-le-Rice
£34K - £42K (Employer est.)
Easy Apply

Job
Company
Salary
Reviews

Solent Yacht Services Ltd refits, maintains and commissions sailing and motor yachts from 10 to 30 metres at our yard on the River Hamble. Our electrical department is looking for a Marine Electrician to join a team of five.

Main duties
- Install and fault-find 12V and 24V DC and 230V AC systems on yachts
- Fit navigation electronics, autopilots, lithium battery banks and solar systems
- Wire switch panels and shore power to ABYC and ISO standards
- Carry out commissioning and sea trials with the project manager

Essential
- Electrical qualification (NVQ Level 3 or equivalent) and marine experience
- Comfortable working in tight spaces and on boats afloat
- Full UK driving licence`,
  },
  {
    id: 'tractor-driver-seek-nz',
    half: 'unseen',
    title: 'Tractor Driver',
    company: 'Te Awa Growers Ltd',
    text: `Tractor Driver
Te Awa Growers Ltd
Hastings, Hawke's Bay
Farming, Animals & Conservation (Farm Labour)
Full time
$29 – $33 per hour
Listed 1d ago
Apply
Save

Te Awa Growers is a family-owned grower of apples, squash and sweetcorn on 600 hectares around Hastings. We are looking for a skilled tractor driver for the busy spring and summer season, with the chance of a permanent role.

What you'll be doing
- Operating tractors with mowers, mulchers, sprayers and cultivation gear
- Preparing ground and planting squash and sweetcorn
- Carting bins during harvest
- Daily checks and basic servicing of machinery

About you
- At least two seasons of tractor experience
- Class 1 licence, Class 2 and wheels/tracks/rollers endorsement a bonus
- Growsafe certificate or willing to get one
- NZ citizen, resident or valid work visa`,
  },
  {
    id: 'export-merchandiser-naukri',
    half: 'tune',
    title: 'Export Merchandiser',
    company: 'Suryakiran Weaves Pvt. Ltd.',
    text: `Export Merchandiser
Suryakiran Weaves Pvt. Ltd.
4.0
12 Reviews
2 - 5 years
Not Disclosed
Tiruppur
Posted: 2 days ago Openings: 3 Applicants: 54
Apply on company site

Job description
Suryakiran Weaves is a knitted garment exporter supplying T-shirts and children's wear to buyers in Europe and Australia.

Roles and Responsibilities
- Handle buyer enquiries, costing and order confirmation for assigned buyers
- Follow up sampling from proto to shipment sample
- Plan fabric and trims and track the production calendar
- Coordinate with production, quality and shipping to ensure on-time delivery
- Communicate with buyers by email in good English

Desired Candidate Profile
- B.Tech or Diploma in Textile / Apparel / Fashion Technology
- 2 to 5 years in knit garment export merchandising
- Knowledge of ERP and MS Excel

Role: Merchandiser
Industry Type: Textile & Apparel
Department: Merchandising, Retail & eCommerce
Employment Type: Full Time, Permanent
Education UG: Diploma in Any Specialization`,
  },
  {
    id: 'mandarin-translator-jobstreet-id',
    half: 'unseen',
    title: 'Mandarin Translator',
    company: 'PT Cahaya Samudra Logistik',
    text: `Mandarin Translator
PT Cahaya Samudra Logistik
Jakarta Utara, Jakarta Raya
Manufacturing, Transport & Logistics (Import & Export)
Full time
Rp 8.000.000 – Rp 11.000.000 per month
Posted 4d ago
Quick apply

PT Cahaya Samudra Logistik is a freight forwarding and customs clearance company at Tanjung Priok port, handling shipments for many Chinese and Taiwanese manufacturers in Indonesia.

Job Description:
- Translate documents, contracts and emails between Mandarin, Indonesian and English
- Interpret in meetings between our management and Chinese clients
- Assist the import team with shipping and customs documents
- Accompany clients on visits to the port and warehouse

Requirements:
- Fluent in Mandarin (HSK 5 or above), Indonesian and English
- Bachelor degree from any major, Chinese literature preferred
- Experience in logistics or trading company is a plus
- Willing to work in North Jakarta`,
  },
  {
    id: 'heavy-vehicle-mechanic-bayt-ksa',
    half: 'tune',
    title: 'Heavy Vehicle Mechanic',
    company: 'Wadi Sahba Contracting Co. Ltd.',
    text: `Heavy Vehicle Mechanic
Wadi Sahba Contracting Co. Ltd.
Dammam, Saudi Arabia
Posted 1 week ago
Apply Now

Job Description
Wadi Sahba Contracting Co. Ltd. is a civil and road construction contractor with a fleet of more than 700 trucks and heavy equipment working on projects across the Eastern Province.

We are urgently looking for Heavy Vehicle Mechanics for our central workshop in Dammam.

Responsibilities
- Diagnose and repair diesel engines, gearboxes and hydraulic systems of dump trucks, trailers and cranes
- Carry out preventive maintenance according to the schedule
- Use diagnostic tools for Mercedes-Benz, Volvo and MAN trucks
- Fill job cards and report spare parts requirements

Skills
- ITI or diploma in automobile / diesel mechanics
- Minimum 5 years of heavy vehicle experience, GCC experience preferred
- Valid Saudi driving license is an advantage

Job Details
Job Location: Dammam, Saudi Arabia
Company Industry: Construction
Employment Type: Full Time Employee
Monthly Salary Range: Unspecified
Number of Vacancies: 6`,
  },
  {
    id: 'flight-dispatcher-monster',
    half: 'unseen',
    title: 'Flight Dispatcher',
    company: 'SkyKestrel Airways',
    text: `Flight Dispatcher
SkyKestrel Airways
Anchorage, AK
Full-time
Posted 3 days ago
Apply
Save

Job Description
SkyKestrel Airways connects more than 40 communities across Alaska with scheduled passenger and cargo flights on Dash 8 and Cessna Caravan aircraft. Our Operations Control Center in Anchorage runs 24/7 and we are looking for a licensed Flight Dispatcher.

Responsibilities
- Plan flights and release them jointly with the pilot in command under Part 121 and 135
- Monitor weather, NOTAMs, airport conditions and aircraft performance limits
- Flight follow all active flights and coordinate diversions
- Prepare weight and balance and fuel plans

Qualifications
- FAA Aircraft Dispatcher Certificate
- Knowledge of Alaska weather and airports strongly preferred
- Able to work rotating shifts including nights, weekends and holidays

Pay starts at $31.50/hour. Flight benefits for you and your family.`,
  },
  {
    id: 'machine-operator-staffing-unnamed',
    half: 'tune',
    title: 'Machine Operator',
    company: 'Keelridge Staffing',
    text: `Machine Operator - 2nd Shift - $19.50/hr
Keelridge Staffing
Dayton, OH • Temp-to-Hire
$19.50 hourly
Posted 1 day ago
1-click apply

Job Description
Keelridge Staffing is hiring Machine Operators for a well-known plastics manufacturer in north Dayton. These are temp-to-hire positions with the chance to go permanent after 90 days.

Schedule: Monday - Friday, 3:00pm - 11:30pm, overtime available

Responsibilities:
- Operate injection molding and assembly machines
- Inspect parts for defects and measure with calipers
- Pack finished parts and label boxes
- Keep the work area clean and follow safety rules

Requirements:
- High school diploma or GED
- 6 months of manufacturing experience preferred
- Able to stand for 8 hours and lift 35 lbs
- Pass a drug screen and background check

Apply today and interview tomorrow! Weekly pay with direct deposit.`,
  },
  {
    id: 'brand-manager-greenhouse-parent',
    half: 'unseen',
    title: 'Senior Brand Manager',
    company: 'Tidewell Beverage Co.',
    text: `Senior Brand Manager, Fizzly
at Tidewell Beverage Co.
Denver, CO (Hybrid)
Apply

Tidewell Beverage Co. is the independent maker of Fizzly sparkling tonics and Low Tide hard seltzer, sold in over 20,000 stores across the US. Fizzly grew 70% last year and we are hiring a Senior Brand Manager to lead the brand into its next stage.

What you'll do
- Own the Fizzly brand plan, P&L and annual calendar of launches and promotions
- Lead creative development with our agencies, from briefs to production
- Work with sales on retailer programs and with R&D on new flavors
- Track brand health, sales data and consumer research

What you'll need
- 6+ years of brand management experience in CPG, ideally beverages
- Strong skills with Nielsen or SPINS data
- Experience managing agencies and budgets over $5M`,
  },
  {
    id: 'community-manager-lever-body',
    half: 'tune',
    title: 'Community Manager',
    company: 'Moss & Bramble',
    text: `Community Manager
Remote (UK or Ireland) /
Marketing /
Full-time
Apply for this job

Moss & Bramble is the gardening app that helps 800,000 people grow food at home, with planting calendars, a plant doctor and a friendly community of growers sharing their plots. We're looking for a Community Manager to look after that community and help it grow.

What you'll do
- Run our in-app forums and social channels day to day, and set the tone
- Plan monthly challenges, live Q&As with experts and seasonal campaigns
- Moderate content fairly using our community guidelines
- Turn what members say into insights for the product team
- Recruit and support volunteer moderators

What you'll bring
- 2+ years managing an online community or social channels for a brand
- Excellent writing with a warm voice
- Gardening knowledge is a real bonus`,
  },
  {
    id: 'instrument-technician-workday',
    half: 'unseen',
    title: 'Instrument Technician',
    company: 'Caldera Minerals Limited',
    text: `Instrument Technician
Apply
locations
Antofagasta, Chile
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
JR108452

Caldera Minerals Limited is a copper producer with two open-pit mines and a concentrator in northern Chile. We are looking for an Instrument Technician to join the maintenance team at our Sierra Alta concentrator on a 7x7 roster.

Key Responsibilities
- Calibrate, maintain and repair field instruments: flow, level, pressure, density and analysers
- Troubleshoot control loops with the control room and process engineers
- Maintain instrumentation on crushers, mills and flotation circuits
- Record work in SAP PM

Requirements
- Technical degree in instrumentation or industrial automation
- 3 years of experience in mining or process plants
- Knowledge of HART and Foundation Fieldbus
- Spanish and intermediate English`,
  },
  {
    id: 'geotechnical-engineer-agency-email',
    half: 'tune',
    title: 'Senior Geotechnical Engineer',
    company: 'Brennock Ground Engineering Ltd',
    text: `From: Callum Hart <callum.hart@talbotsearch.example.co.uk>
Sent: 24 November 2026 14:05
To: you
Subject: Senior Geotechnical Engineer - Manchester - £55-65k

Hi,

I hope you're well. I came across your profile and wondered if you'd be open to hearing about a role I'm working on with one of my clients, Brennock Ground Engineering Ltd.

Brennock are an independent geotechnical and geo-environmental consultancy of about 80 staff with offices in Manchester, Leeds and Glasgow. They're looking for a Senior Geotechnical Engineer to lead ground investigations and foundation design on infrastructure and residential projects.

The role:
- Scope and manage ground investigations and supervise site works
- Interpret data and write factual and interpretive reports
- Design foundations, retaining walls and slopes
- Mentor graduate engineers and manage client relationships

They're looking for a chartered (or nearly chartered) engineer with 6+ years of UK experience.

Would you be free for a quick call this week?

Kind regards,
Callum Hart
Principal Consultant, Talbot Search`,
  },
  {
    id: 'nuclear-medicine-icims',
    half: 'unseen',
    title: 'Nuclear Medicine Technologist',
    company: "St. Brigid's Health System",
    text: `Nuclear Medicine Technologist
Job ID
2026-30981
Location
St. Brigid's Main Campus
Category
Diagnostic Imaging
Position Type
Full Time
Shift
Day
Apply for this job online

Overview
St. Brigid's Health System is a not-for-profit Catholic health system with four hospitals and 30 outpatient centers in eastern Pennsylvania. Our Diagnostic Imaging department performs more than 6,000 nuclear medicine and PET/CT studies each year.

Responsibilities
- Prepare and administer radiopharmaceuticals following NRC regulations and protocols
- Perform general nuclear medicine, cardiac stress and PET/CT imaging
- Perform quality control on gamma cameras and dose calibrators
- Maintain radiation safety and waste logs

Qualifications
- Graduate of an accredited nuclear medicine technology program
- NMTCB or ARRT(N) certification
- Pennsylvania radiologic license
- BLS required; ACLS within 6 months of hire`,
  },
  {
    id: 'conservation-officer-government-level',
    half: 'tune',
    title: 'Conservation Officer 2',
    company: 'Ministry of Lands and Waterways',
    text: `Conservation Officer 2
Posting Title: Conservation Officer 2
Position Classification: Conservation Officer 2
Union: BCGEU
Work Options: On-site
Location: Smithers, BC V0J 2N0 CA
Salary Range: $66,941.47 - $76,334.32 annually
Close Date: 12/10/2026
Job Type: Regular Full Time
Temporary End Date:
Ministry/Organization: Ministry of Lands and Waterways
Ministry Branch / Division: Compliance and Enforcement Division
Job Summary

The Ministry of Lands and Waterways protects the province's fish, wildlife and natural resources through education, inspection and law enforcement.

As a Conservation Officer you will patrol a large rural district by truck, boat and snowmobile to:
- Enforce fish and wildlife legislation and investigate violations
- Respond to human-wildlife conflicts, including bears and cougars
- Prepare court documents and give evidence
- Deliver education to schools and community groups

Applicants must hold a valid driver's licence and pass the physical abilities test and firearms training.`,
  },
  {
    id: 'tram-driver-successfactors',
    half: 'unseen',
    title: 'Tram Driver',
    company: 'Dunmere Light Rail Operations Ltd',
    text: `Tram Driver
Dunmere Light Rail Operations Ltd
Date: 23 Nov 2026
Location: Dunmere, GB
Company: Dunmere Light Rail Operations Ltd
Apply now »
Start apply with LinkedIn

Dunmere Light Rail Operations Ltd runs the city's three tram lines on behalf of the Combined Authority, carrying 30 million passengers a year. We're recruiting trainee tram drivers for our spring training course. No previous driving experience is needed: we provide 12 weeks of paid training.

What you'll do
- Drive trams safely on street and segregated track, following signals and the rule book
- Make announcements and help customers with accessibility needs
- Carry out pre-service checks and report faults
- Stay calm and professional in busy city traffic

What you'll need
- Full UK car driving licence held for at least 2 years
- Able to work a rotating roster including early mornings, nights, weekends and bank holidays
- Pass a medical and drug and alcohol screening

Starting salary £31,200, rising to £36,850 after qualifying.`,
  },
  {
    id: 'kennel-attendant-bamboohr',
    half: 'tune',
    title: 'Kennel Attendant',
    company: 'Happy Tails Pet Resort LLC',
    text: `Kennel Attendant
Animal Care
Happy Tails Pet Resort LLC
Location
Greenville, South Carolina
Employment Type
Part-Time
Minimum Experience
Entry-level
Compensation
$13.50 - $15.00 / hour
Apply for This Job

Description
Happy Tails Pet Resort is a boarding, daycare and grooming facility caring for up to 150 dogs and 30 cats every day. We're looking for Kennel Attendants who love animals and don't mind getting messy!

Responsibilities
- Feed animals, give medications and follow special care instructions
- Clean and disinfect kennels, play yards and bowls
- Walk dogs and supervise playgroups
- Watch for signs of illness or stress and report them to the manager
- Do laundry and dishes

Requirements
- Must be 16 or older
- Able to lift 50 lbs and be on your feet all day
- Available weekends and holidays`,
  },
  {
    id: 'props-master-jobvite',
    half: 'unseen',
    title: 'Props Master',
    company: 'Cobalt Bay Repertory Theatre',
    text: `Cobalt Bay Repertory Theatre
Props Master
Production | Monterey, California
Apply
Share

Cobalt Bay Repertory Theatre produces eight mainstage plays and musicals a season in our 500-seat theatre and 120-seat studio, with our own scene shop and costume shop on site.

We are seeking a Props Master to lead our properties department for the 2027 season.

Responsibilities
- Build, buy, borrow and modify props and set dressing for all productions
- Manage the props budget, shop and stock, and supervise carpenters and artisans
- Attend design meetings, rehearsals and technical rehearsals
- Track props with stage management and handle notes

Qualifications
- 3+ years of props experience in professional theatre
- Skills in woodworking, upholstery, painting and crafts
- Valid driver's license and able to drive the company truck
- Familiar with safe use of shop tools and chemicals

This is a full-time, seasonal position from January to October. Salary $58,000 - $64,000 pro-rated.`,
  },
  {
    id: 'mortgage-adviser-smartrecruiters',
    half: 'tune',
    title: 'Mortgage Adviser',
    company: 'Pennant Home Finance Ltd',
    text: `Pennant Home Finance Ltd
Mortgage Adviser
Cardiff, Wales, United Kingdom
Full-time
I'm interested

Company Description
Pennant Home Finance Ltd is a whole-of-market mortgage and protection broker with 40 advisers across Wales and the South West, helping first-time buyers and home movers since 2009.

Job Description
We are looking for a qualified Mortgage Adviser to join our Cardiff office. We provide a steady flow of warm leads from estate agent partners, so there is no cold calling.

- Provide advice on residential and buy-to-let mortgages and protection
- Fact-find, research the market and recommend suitable products
- Manage cases from application to completion with our admin team
- Keep files compliant with FCA rules

Qualifications
- CeMAP or equivalent qualification
- At least one year of advising experience
- Full driving licence

Basic salary £30,000 plus uncapped commission.`,
  },
  {
    id: 'confectioner-personio-person-name',
    half: 'unseen',
    title: 'Confectioner',
    company: 'Konditorei Aigner GmbH',
    text: `Confectioner (f/m/d)
Konditorei Aigner GmbH
Full-time · Salzburg
Permanent employee, Full-time · Salzburg
Apply for this position

Since 1898 Konditorei Aigner has been making cakes, pralines and Mozartkugeln by hand in the old town of Salzburg. Today we are a team of 45 in our café and production kitchen. To strengthen our production team we are looking for a Confectioner.

Your tasks
- Production of tortes, cakes, pastries and seasonal specialities according to our recipes
- Tempering chocolate and making pralines
- Decoration of celebration cakes for customer orders
- Compliance with hygiene rules and documentation

Your profile
- Completed apprenticeship as confectioner or pastry cook
- Love for craft and detail
- Early shift from 5:00, some Saturdays
- German at least B1

We offer salary according to collective agreement from EUR 2,450 gross per month, with willingness to overpay depending on experience.`,
  },
  {
    id: 'fish-farm-operator-teamtailor',
    half: 'tune',
    title: 'Fish Farm Operator',
    company: 'Nordfjord Havbruk AS',
    text: `Fish Farm Operator
Nordfjord Havbruk AS · Måløy
Full-time · Permanent
Apply for this job

Nordfjord Havbruk AS is a family-owned salmon farming company with six sea sites in Nordfjord and a smolt facility in Eid. We produce around 15,000 tonnes of Atlantic salmon every year.

We are looking for a Fish Farm Operator to join the team at our Husevågøy site.

Your tasks
• Daily feeding, camera monitoring and fish welfare checks
• Lice counting and registration
• Maintenance of nets, moorings and feed barge
• Boat operations between the barge and the cages
• Participation in delousing and harvest operations

Your profile
• Vocational certificate in aquaculture, or relevant experience
• Boat licence and Certificate of Competency (or willingness to take it)
• Good Norwegian or English
• You can work on a 7-7 rotation

We offer good salary conditions, pension scheme and a safe working environment.`,
  },
  {
    id: 'vehicle-operator-usajobs',
    half: 'unseen',
    title: 'Motor Vehicle Operator',
    company: 'Federal Records Preservation Agency',
    text: `Motor Vehicle Operator
Department of Archives and Records
Federal Records Preservation Agency
Overview
Open & closing dates
11/23/2026 to 12/07/2026
Salary
$24.11 - $28.13 per hour
Pay scale & grade
WG 7
Location
1 vacancy in the following location:
Lenexa, KS
Remote job
No
Telework eligible
No
Travel Required
Occasional travel - Deliveries within the Kansas City metro area
Relocation expenses reimbursed
No
Appointment type
Permanent
Work schedule
Full-time

Duties
This position is located at the Central Plains Records Center. As a Motor Vehicle Operator you will:
- Drive box trucks to collect and deliver boxes of federal records between agencies and the records center
- Load and unload records using hand trucks, pallet jacks and liftgates
- Keep trip logs and chain of custody forms
- Perform daily vehicle inspections`,
  },
  {
    id: 'deputy-sheriff-trainee-neogov',
    half: 'tune',
    title: 'Deputy Sheriff Trainee',
    company: 'Kessler County',
    text: `Deputy Sheriff Trainee
Kessler County
Salary
$52,416.00 Annually
Location
Kessler County, TX
Job Type
Full Time
Job Number
26-09-112
Department
Sheriff's Office
Opening Date
11/12/2026
Closing Date
12/12/2026 5:00 PM Central
Apply

Description
Kessler County is accepting applications for Deputy Sheriff Trainees for the next Basic Peace Officer academy class starting February 2027. The County pays full tuition and a salary during the academy.

Examples of Duties
- Attend and complete the Basic Peace Officer Course and field training
- After certification, patrol assigned areas, respond to calls and conduct traffic enforcement
- Write reports and testify in court
- Serve civil and criminal process

Minimum Qualifications
- High school diploma or GED
- At least 21 years old by academy graduation
- Valid Texas driver's license
- No felony convictions`,
  },
  {
    id: 'support-worker-nhs-scotland',
    half: 'unseen',
    title: 'Healthcare Support Worker',
    company: 'NHS Ardmore and Isles',
    text: `Healthcare Support Worker
NHS Ardmore and Isles
Closing date: 6 December 2026
Employer: NHS Ardmore and Isles
Department: Community Hospital – Inpatient Ward
Location: Portsgrave Community Hospital, Isle of Carra
Salary: £25,674 - £27,567 per annum pro rata
Band 3
Job reference: 092417

Job overview
We have an exciting opportunity for a Healthcare Support Worker to join our 14-bed inpatient ward at Portsgrave Community Hospital. The ward cares for older people after an acute hospital stay, people at the end of life and people needing respite.

Main duties of the job
- Deliver personal care and help patients to eat, wash and move safely
- Record observations and report changes to the nurse in charge
- Support patients' rehabilitation with the physiotherapy team
- Keep the ward clean and stocked

Working pattern: 26 hours per week on a rota including nights and weekends. Relocation assistance may be available.`,
  },
  {
    id: 'maritime-surveyor-civil-service-agency',
    half: 'tune',
    title: 'Marine Surveyor',
    company: 'Maritime Safety Agency',
    text: `Marine Surveyor
Maritime Safety Agency
Apply before 11:55 pm on Monday 14th December 2026
Details
Reference number
401776
Salary
£48,220 - £56,340
A Civil Service Pension with an employer contribution of 28.97%
Job grade
Senior Executive Officer
Contract type
Permanent
Business area
MSA - Survey and Inspection
Type of role
Engineering, Inspection
Working pattern
Full-time
Number of jobs available
4
Location
Aberdeen, Falmouth, Southampton

About the job
Job summary
The Maritime Safety Agency is an executive agency of the Department for Transport Networks. We keep seafarers, passengers and coastlines safe.

Job description
As a Marine Surveyor you will inspect UK-flagged ships and foreign ships in UK ports to make sure they meet international safety and pollution conventions:
- Carry out port state control and flag state surveys
- Detain unsafe ships and follow up deficiencies
- Investigate incidents and advise industry`,
  },
  {
    id: 'glassblower-university',
    half: 'unseen',
    title: 'Scientific Glassblower',
    company: 'Carrow State University',
    text: `Carrow State University
Careers
Scientific Glassblower
Department: Department of Chemistry
Location: Main Campus - Carrow, MI
Employment Type: Full-Time Staff
Posting Number: S02691
Salary: Commensurate with experience
Apply for this job

Position Summary
The Department of Chemistry at Carrow State University seeks a Scientific Glassblower to run its glass shop, which supports teaching labs and more than 30 research groups across chemistry, physics and engineering.

Essential Duties
- Design, fabricate and repair custom glass apparatus, including vacuum lines, reactors and Schlenk glassware
- Consult with faculty and students on designs and materials
- Maintain lathes, kilns, annealing ovens and shop safety
- Teach glass-working safety to new graduate students

Minimum Qualifications
- Five years of experience in scientific glassblowing
- Ability to read technical drawings
- ASGS certification preferred`,
  },
  {
    id: 'cafeteria-monitor-school-district',
    half: 'tune',
    title: 'Cafeteria Monitor',
    company: 'Maplewood Township School District',
    text: `Brookside Middle School
Cafeteria Monitor
Maplewood Township School District
Posting ID: 2026-1184
Position Type: Support Staff/Lunch Aide
Date Posted: 11/24/2026
Location: Brookside Middle School
Date Available: Immediately
Apply

The Maplewood Township School District is seeking a Cafeteria Monitor for Brookside Middle School. This is a part-time, 10-month position, 3 hours per day during lunch periods (10:45 am – 1:45 pm).

Responsibilities:
- Supervise students in the cafeteria and outdoor recess areas
- Enforce school rules and help keep a safe, orderly environment
- Assist students with lunch accounts and allergy tables
- Report incidents and concerns to administration
- Help with cleaning tables between lunch periods

Qualifications:
- High school diploma
- Experience working with children preferred
- Criminal history background check and fingerprinting required

Rate: $17.25 per hour.`,
  },
  {
    id: 'category-manager-agency-client',
    half: 'unseen',
    title: 'Category Manager, Fresh Produce',
    company: "Hartley's Supermarkets",
    text: `Category Manager, Fresh Produce
Cordwain Talent
Belfast, Northern Ireland
£50,000 - £58,000 + bonus + car allowance
Permanent
Posted 2 days ago

Cordwain Talent is delighted to be partnering with Hartley's Supermarkets, Northern Ireland's largest independent grocer with 38 stores, to appoint a Category Manager, Fresh Produce at their head office in Belfast.

Reporting to the Trading Director, you will own a £120m fruit, vegetable and flowers category and lead a team of two buyers.

Key responsibilities:
- Build and deliver the category strategy, range and pricing plans
- Negotiate with local growers and national suppliers on cost, promotions and quality
- Work with stores and supply chain to cut waste and improve availability
- Analyse sales and market data to find growth

The successful candidate will have category management or buying experience in grocery retail, ideally fresh foods, and strong commercial and negotiation skills.`,
  },
  {
    id: 'care-assistant-franchise',
    half: 'tune',
    title: 'Care Assistant',
    company: 'Aldergrove Care Services Ltd',
    text: `Care Assistant
Homewell Care Solihull
Solihull, West Midlands
£12.75 - £14.50 an hour
Full-time, Part-time
Apply now

Homewell Care Solihull provides visits and live-in care to older people in their own homes across Solihull and Knowle. We are looking for kind and reliable Care Assistants to join our growing team. No experience? No problem – we provide full paid training and the Care Certificate.

Your role:
- Support clients with personal care, meals and medication prompts
- Offer companionship and help with shopping and appointments
- Record visits and notes on our care app
- Report any changes in a client's health or wellbeing

You will need:
- A full UK driving licence and access to a car (mileage paid)
- A caring, patient nature
- An enhanced DBS check (we pay)

Homewell Care Solihull is independently owned and operated by Aldergrove Care Services Ltd under licence from Homewell Care Franchising Ltd.`,
  },
  {
    id: 'land-surveyor-email-outlook',
    half: 'unseen',
    title: 'Land Surveyor',
    company: 'Mwangi & Otieno Surveyors',
    text: `FW: Opening for Land Surveyor
From: Grace Wanjiku
Sent: Monday, November 23, 2026 8:47 AM
To: Surveying Alumni List
Subject: FW: Opening for Land Surveyor

Dear all, please see below from one of our alumni. Kindly share with anyone interested.

Regards,
Grace

From: Peter Otieno
Sent: Friday, November 20, 2026 4:30 PM
Subject: Opening for Land Surveyor

Mwangi & Otieno Surveyors is a licensed land surveying firm based in Nakuru, serving private clients, developers and county governments across the Rift Valley. We are looking to hire a Land Surveyor to join our team.

Duties:
- Carry out cadastral, topographical and engineering surveys using GNSS and total station
- Process survey data in AutoCAD Civil 3D and prepare deed plans and subdivision schemes
- Prepare submissions to the Survey of Kenya and the county lands office
- Supervise survey assistants in the field

Requirements:
- Degree in Geomatic Engineering or Land Surveying
- Registered with the Institution of Surveyors of Kenya
- At least 3 years of experience`,
  },
  {
    id: 'cartographer-markdown-sentence',
    half: 'tune',
    title: 'Junior Cartographer',
    company: 'Fellcraft Maps',
    text: `## We're hiring! 🗺️

Fellcraft Maps is looking for a **Junior Cartographer** to join our small studio in Kendal.

We make walking and cycling maps for the Lake District, the Dales and the Scottish Highlands: folded sheet maps, guidebooks and the map data behind two popular outdoor apps.

### What you'll do

- Update paths, access land and points of interest from surveys and open data
- Design map sheets and guidebook maps in QGIS and Adobe Illustrator
- Check proofs and fix errors reported by walkers
- Occasionally go out on foot to check routes (waterproofs provided!)

### What we're looking for

- A degree in geography, GIS, cartography or similar, or equivalent experience
- Some experience with QGIS or ArcGIS
- A keen eye for design and typography
- Love of the outdoors

**Salary:** £25,000 – £28,000
**Hours:** full time, 4-day week considered
**Closing date:** 18 December`,
  },
  {
    id: 'acoustic-consultant-pdf',
    half: 'unseen',
    title: 'Senior Acoustic Consultant',
    company: 'Hallberg Acoustics Pty Ltd',
    text: `HALLBERG ACOUSTICS PTY LTD
ABN 51 630 221 774
Level 3, 88 Flinders
Lane, Melbourne VIC 3000

EMPLOYMENT OPPORTUNITY
Senior Acoustic
Consultant
Melbourne Office – Full Time

Hallberg Acoustics is an independent
consultancy providing acoustic, noise and
vibration advice on buildings, infra-
structure and environmental projects
across Victoria and Tasmania. Our team of
22 consultants works on schools,
hospitals, apartments, wind farms and
major transport projects.

We are seeking a Senior Acoustic Consultant to
lead projects and mentor our
graduate consultants.

The role will include:
• Leading building acoustics design for
multi-residential and education projects
• Environmental noise assessments and
modelling (SoundPLAN / CadnaA)
• Site measurements and compliance testing
• Writing reports and presenting to
clients and authorities

You will have a degree in engineering or
science and at least 5 years' acoustic
consulting experience. Membership of
the AAS is desirable.

Page 1`,
  },
  {
    id: 'farm-shop-facebook-place-name',
    half: 'tune',
    title: 'Farm Shop Assistant',
    company: 'Primrose Hill Farm',
    text: `Primrose Hill Farm
Yesterday at 18:42 · 🌍

🌼 JOB OPPORTUNITY 🌼

Hello everyone! Our farm shop and café is growing and we are looking for a friendly Farm Shop Assistant to join our team 🥕🧀🥚

It's a permanent part-time role, around 25 hours a week including every other weekend. Perfect if you love local food and chatting with customers!

What you'll be doing:
🛒 Serving customers on the till and the deli counter
🥬 Stocking shelves with our own veg, eggs and meat and local produce
🧹 Keeping the shop clean and tidy
📦 Helping pack veg boxes on Thursdays

Experience in retail or food is great but not essential, full training given. You'll need your own transport as we're a few miles outside Ledbury.

Drop us a message or email hello@primrosehillfarm.example.co.uk with a bit about yourself! 💚

👍❤️ 96   27 comments   33 shares`,
  },
  {
    id: 'office-assistant-whatsapp-india',
    half: 'unseen',
    title: 'Office Assistant cum Driver',
    company: 'Sai Balaji Enterprises',
    text: `*Job Opening* 📢

*Sai Balaji Enterprises*, Coimbatore
(Dealer for pumps & motors since 2004)

Required urgently *Office Assistant cum Driver*

👉 Qualification: 12th pass / any degree
👉 Experience: 1-3 years
👉 Must have valid four wheeler driving licence (LMV)
👉 Knowledge of Tamil and basic English
👉 Basic computer knowledge (Tally, MS Office) preferred

*Work:*
- Drive company car for proprietor and deliveries to customers
- Bank work, courier and cheque collections
- Maintain files, stock register and billing in Tally
- Assist in office work when not driving

Salary: ₹15,000 – ₹18,000 + PF + bata
Timing: 9.30 am to 7 pm, Sunday holiday

Interested candidates contact 98430 55512 or send resume on WhatsApp 🙏
Please share with your friends and groups`,
  },
  {
    id: 'chimney-sweep-classified',
    half: 'tune',
    title: 'Apprentice Chimney Sweep',
    company: 'Dunne & Sons Chimney Services',
    text: `EMPLOYMENT

APPRENTICE CHIMNEY SWEEP wanted by Dunne & Sons Chimney Services, established family business covering Kilkenny and Carlow. No experience needed, full training given towards Chimney Sweep certification. Must be physically fit, comfortable on ladders and roofs, and hold a full clean driving licence. Mon–Fri, early starts, busy season Sept–March. Van provided for work.

Duties will include:
- Sweeping chimneys and flues with rods, brushes and power sweeping
- CCTV inspections and smoke tests with the senior sweep
- Fitting cowls, bird guards and stove pipes
- Leaving customers' homes clean and dust-free

Call Mick on 056 775 0123 after 6pm or write to Dunne & Sons, Callan Road, Kilkenny.

CLEANER required for holiday lets in Inistioge, Saturdays, own transport essential. Tel 087 555 0199.

LABOURER wanted for groundworks crew, Thomastown. Safe Pass essential.`,
  },
  {
    id: 'concrete-finisher-capitals',
    half: 'unseen',
    title: 'Concrete Finisher',
    company: 'Ostrova Concrete Ltd.',
    text: `CONCRETE FINISHER
OSTROVA CONCRETE LTD. – SASKATOON, SK
$30.00 – $38.00/HOUR – FULL TIME, SEASONAL

OSTROVA CONCRETE LTD. HAS BEEN POURING FLATWORK, FOOTINGS AND FOUNDATIONS IN SASKATOON FOR OVER 25 YEARS. WE ARE BUSY WITH COMMERCIAL AND RESIDENTIAL WORK AND NEED AN EXPERIENCED CONCRETE FINISHER FOR OUR FLATWORK CREW.

DUTIES:
- PLACE, SCREED AND FINISH CONCRETE SLABS, DRIVEWAYS AND SIDEWALKS
- OPERATE POWER TROWELS, SAW CUT JOINTS AND APPLY CURING COMPOUND
- SET AND STRIP FORMS AND PLACE REBAR AND MESH
- READ GRADES AND PLANS

REQUIREMENTS:
- 3+ YEARS FINISHING EXPERIENCE
- OWN HAND TOOLS AND STEEL-TOED BOOTS
- VALID DRIVER'S LICENCE AND RELIABLE TRANSPORTATION
- WILLING TO WORK OVERTIME IN GOOD WEATHER

EMAIL RESUME TO JOBS@OSTROVA.EXAMPLE.CA OR APPLY IN PERSON AT 2215 MILLAR AVE.`,
  },
  {
    id: 'order-selector-glued',
    half: 'tune',
    title: 'Order Selector',
    company: 'Cardinal Crest Foods',
    text: `Order Selector 2nd Shift $22/hr + $2 shift diff #WH-2241
Cardinal Crest Foods
Memphis, TN 38118
$22 - $24 an hour - Full-time
Apply now

Cardinal Crest Foods is a foodservice distributor delivering to 4,000 restaurants, schools and hospitals across the Mid-South from our 400,000 sq ft distribution center.

Shift: Sunday – Thursday, 2:00 pm until the work is done (usually 10-11 hours)

What you'll do:
- Select cases of dry, refrigerated and frozen product using voice picking
- Operate an electric pallet jack to build stable pallets for delivery routes
- Meet accuracy and productivity standards
- Wrap and label pallets and stage them at the dock

What you'll need:
- 18 years or older
- Able to lift up to 80 lbs repeatedly and work in cold environments
- Previous warehouse selecting experience preferred

Sign-on bonus of $1,500 paid over 90 days!`,
  },
  {
    id: 'proofreader-sentence',
    half: 'unseen',
    title: 'Proofreader',
    company: 'Inkwell & Vellum Publishing',
    text: `Do you spot a misplaced comma from across the room? Do you read the back of cereal boxes for typos?

Inkwell & Vellum Publishing is looking for a freelance Proofreader to join our pool of trusted readers. We publish about 60 books a year, mostly literary fiction, memoir and nature writing, from our office in Hay-on-Wye.

You'll be sent typeset proofs as PDFs and will:
- Read proofs for spelling, grammar, punctuation and consistency against our house style
- Check page layout, running heads, widows and orphans
- Mark corrections using PDF annotation tools or BSI marks
- Query the author or editor where something is unclear

We'd love to hear from you if you have:
- A proofreading qualification (e.g. CIEP) or at least two years of published credits
- Excellent command of British English
- Reliability with deadlines of one to two weeks per book

Fees are paid per page at CIEP suggested rates. Please send a CV and a list of recent titles to submissions@inkwellvellum.example.co.uk.`,
  },
  {
    id: 'alumni-coordinator-comma-title',
    half: 'tune',
    title: 'Coordinator, Alumni Relations',
    company: "St. Aidan's College",
    text: `St. Aidan's College
Employment Opportunities
Coordinator, Alumni Relations
Office of Advancement
Full-Time, Exempt
Posted: November 18, 2026
Apply Now

St. Aidan's College is a private liberal arts college of 2,100 students in Dubuque, Iowa, with more than 24,000 living alumni. The Office of Advancement seeks a Coordinator, Alumni Relations to plan programs that keep graduates connected to the College.

Responsibilities
- Plan and run alumni events, including Homecoming, regional receptions and reunions
- Support volunteer alumni boards and class agents
- Write content for the alumni newsletter and social media
- Keep alumni records and event data up to date in Raiser's Edge
- Work with the annual giving team on reunion giving

Qualifications
- Bachelor's degree required
- 1-3 years of experience in event planning, alumni relations or higher education
- Able to work some evenings and weekends and travel occasionally`,
  },
  {
    id: 'logistic-clerk-hong-kong',
    half: 'unseen',
    title: 'Logistic Clerk',
    company: 'Wing Fat Trading Company Limited',
    text: `Logistic Clerk
Wing Fat Trading Company Limited
Kwai Chung, Kwai Tsing District
Full time
Posted 2d ago

Company Overview
Wing Fat Trading Company Limited is a well-established trading company of food ingredients and dry goods, supply to restaurants and bakeries in Hong Kong and Macau for over 30 years.

Job Description
- Handle daily delivery arrangement with drivers and logistic companies
- Prepare delivery notes, invoices and shipping documents
- Follow up import shipments and arrange customs declaration
- Check stock level in warehouse and update the system
- Handle customer enquiries on delivery by phone and WhatsApp
- Perform ad hoc duties as assigned by supervisor

Requirements
- Form 5 or above
- 1 year relevant experience, fresh graduate will also be considered
- Good command of Cantonese, basic English and Mandarin
- Knowledge of MS Office and Chinese typing
- Immediate available is preferred

We offer 5-day work, double pay, medical insurance and MPF. Interested parties please apply with full resume, present and expected salary.`,
  },
  {
    id: 'sales-negotiator-person-name',
    half: 'tune',
    title: 'Sales Negotiator',
    company: 'Barnaby Hale',
    text: `Sales Negotiator
Barnaby Hale
Clifton, Bristol
£24,000 basic + commission (OTE £38,000)
Full time, permanent

Barnaby Hale is an independent estate agent with five offices across Bristol and Bath, selling period homes and new builds. Our Clifton office is looking for an ambitious Sales Negotiator to join a team that has been top of the local market for six years.

What you'll do
- Book and conduct viewings, and follow up with feedback for vendors
- Qualify buyers and register them on our CRM
- Negotiate offers and progress sales to exchange with solicitors
- Generate valuation leads and build relationships with local buyers

What we need
- Experience in a sales or customer-facing role; estate agency experience a plus
- A full UK driving licence and your own car
- Working Saturdays on a rota

Barnaby Hale offers a company-funded Propertymark qualification, a car allowance and a great team culture.`,
  },
  {
    id: 'furniture-restorer-place-name',
    half: 'unseen',
    title: 'Furniture Restorer',
    company: 'Lisbon & Co.',
    text: `Lisbon & Co.
Furniture Restorer
Brooklyn, NY
Full-time
$26 - $34/hour

Lisbon & Co. sells and restores mid-century and antique furniture from our showroom and workshop in the Navy Yard. We supply private clients, interior designers and film sets, and we are growing our workshop team.

We're looking for a Furniture Restorer with solid hands-on skills and a good eye.

You'll:
- Repair joints, veneers and carvings on solid wood and veneered pieces
- Strip, stain and refinish using shellac, lacquer and oil finishes, including French polishing
- Color-match touch-ups and repair water and heat damage
- Assess pieces arriving from auctions and estimate the work needed

You have:
- 3+ years of professional restoration or fine woodworking experience
- A portfolio of before and after photos
- Comfort with hand tools and spray equipment

Health insurance, paid time off and a staff discount on the things you'll fall in love with.`,
  },
  {
    id: 'support-engineer-everyday-word',
    half: 'tune',
    title: 'Technical Support Engineer',
    company: 'Pebble',
    text: `Pebble
Technical Support Engineer
Sydney, NSW · Hybrid · Full-time
Apply now

About Pebble
Pebble is the all-in-one software for childcare centres, handling enrolments, attendance, billing and parent messaging. More than 1,800 centres across Australia and New Zealand use Pebble every day.

The role
As a Technical Support Engineer you'll solve the trickiest problems our customers face, from payment integration errors to data sync issues, and make sure they don't happen again.

- Investigate escalated tickets from our support team using logs, SQL and our admin tools
- Reproduce bugs and write clear reports for engineering
- Help centres set up integrations with government subsidy systems and payment providers
- Write help articles and internal runbooks

About you
- 2+ years in a technical support or support engineering role for a SaaS product
- Confident with SQL, APIs and reading logs
- Calm and clear with customers under pressure`,
  },
  {
    id: 'chaplain-health-system',
    half: 'unseen',
    title: 'Staff Chaplain',
    company: 'Harbor Crest Health',
    text: `Staff Chaplain
Harbor Crest Health
Location: St. Lucian Medical Center - Savannah, GA
Department: Spiritual Care
Schedule: Full time, Days with on-call rotation
Req ID: 2026-66314
Apply

Harbor Crest Health is hiring a Staff Chaplain to serve patients, families and staff at St. Lucian Medical Center, our 450-bed regional referral hospital in Savannah. Harbor Crest Health is a not-for-profit health system of seven hospitals across coastal Georgia and South Carolina.

Responsibilities
- Provide spiritual and emotional care to patients and families of all faiths and none
- Respond to codes, traumas and deaths and support staff after difficult events
- Document visits in the electronic health record
- Lead memorial services and take part in ethics and palliative care teams

Qualifications
- Master of Divinity or equivalent theological degree
- Four units of Clinical Pastoral Education (CPE)
- Board certified or board eligible with APC or NACC
- Endorsement from a recognized faith group`,
  },
  {
    id: 'validation-engineer-linkedin-agency-client',
    half: 'tune',
    title: 'Validation Engineer',
    company: 'Oriel Pharmaceuticals',
    text: `Validation Engineer
Northgate Talent · Cork, County Cork, Ireland (On-site)
5 days ago · 41 applicants
Contract · Mid-Senior level
Easy Apply
Save

About the job
Northgate Talent is recruiting on behalf of Oriel Pharmaceuticals for a Validation Engineer to join their sterile injectables site in Ringaskiddy on an initial 12-month contract.

The role
- Write and execute IQ, OQ and PQ protocols for process equipment, utilities and cleanrooms
- Lead cleaning validation and sterilisation validation studies
- Manage deviations, change controls and CAPAs in the QMS
- Support regulatory inspections by the HPRA and FDA

Requirements
- Degree in engineering or science
- 3+ years of validation experience in a GMP pharmaceutical environment
- Experience with autoclaves, filling lines or isolators is an advantage
- Strong technical writing skills

Northgate Talent
Staffing and Recruiting · 51-200 employees`,
  },
  {
    id: 'boiler-operator-department',
    half: 'unseen',
    title: 'Boiler Operator',
    company: 'Gresham Textiles plc',
    text: `Boiler Operator
Company: Gresham Textiles plc
Department: Facilities & Engineering
Location: Bradford, West Yorkshire
Shift: 4 on 4 off, days and nights (12 hours)
Salary: £33,500 plus shift allowance

Gresham Textiles plc is one of the last large wool scouring and spinning mills in the UK, supplying yarn to carpet and fabric makers across Europe. Our on-site steam plant supplies heat and steam to the scouring and dyeing processes 24 hours a day.

We are looking for a Boiler Operator to join the Facilities & Engineering team.

Main duties:
- Operate and monitor two gas-fired steam boilers and the water treatment plant
- Carry out boiler water tests and blowdowns and keep the logbook
- Carry out routine checks on pumps, valves and the compressed air system
- Respond to alarms and isolate plant safely

Requirements:
- Experience of operating industrial steam boilers
- Knowledge of PSSR and boiler safety
- Mechanical or electrical background an advantage`,
  },
  {
    id: 'yard-groom-reed',
    half: 'tune',
    title: 'Yard Groom',
    company: 'Fernleigh Eventing',
    text: `Yard Groom
Featured
Posted 1 week ago by Fernleigh Eventing
£23,500 per annum
Malmesbury, Wiltshire
Permanent, full-time
Apply now
Save

Fernleigh Eventing is a busy competition yard producing young horses and campaigning a string of 14 event horses up to 5* level. We are looking for a hard-working Yard Groom to join our team of four.

Duties include:
- Mucking out, feeding, turning out and bringing in
- Tacking up, lunging and hacking horses as required
- Preparing horses for competitions and travelling to events in the lorry
- Keeping the yard, tack room and lorry clean and tidy
- Holding horses for the vet and farrier

Requirements:
- At least two years' experience of working in a competition yard
- Confident handling young and sharp horses
- Full UK driving licence; C1 licence an advantage

Accommodation in a shared cottage is available, and you will work 5.5 days a week.`,
  },
  {
    id: 'stores-person-totaljobs-agency-client',
    half: 'unseen',
    title: 'Stores Person',
    company: 'Halden Engineering Ltd',
    text: `Stores Person
Redline Resourcing
Telford, Shropshire
£26,000 per annum
Permanent
Full time
Posted 3 days ago
Apply

Redline Resourcing is working with Halden Engineering Ltd, a precision engineering company making parts for the aerospace and rail industries, to find a Stores Person for their busy site in Telford.

Hours: Monday to Thursday 7:30am – 4:30pm, Friday 7:30am – 12:30pm

Duties:
- Receive, check and book in materials and components against purchase orders
- Pick and issue kits to the shop floor against works orders
- Keep accurate stock records in the ERP system and carry out cycle counts
- Pack and dispatch finished parts with the correct paperwork
- Operate a counterbalance forklift

The ideal candidate will have previous stores experience in a manufacturing environment and a counterbalance licence.

Redline Resourcing is an employment agency and employment business.`,
  },
  {
    id: 'alteration-tailor-jora-malaysia',
    half: 'tune',
    title: 'Alteration Tailor',
    company: 'Kedai Jahit Mawar Sdn Bhd',
    text: `Alteration Tailor
Kedai Jahit Mawar Sdn Bhd
Petaling Jaya, Selangor
Full time
RM 2,500 - RM 3,500 a month
Posted 5 days ago
Quick apply

Kedai Jahit Mawar is a tailoring and alteration shop with 3 outlets in Petaling Jaya and Subang Jaya, doing baju kurung, baju Melayu, office wear and alterations for department store customers.

Job Description:
- Do alterations for pants, shirts, dresses and baju kurung (hemming, taking in, letting out, zip replacement)
- Take customer measurements and advise on alterations
- Operate industrial sewing machines and overlock
- Ensure jobs are completed on time before Hari Raya and festive season

Requirements:
- Minimum 2 years experience in alteration or tailoring
- Can work on weekends and public holidays (off day on weekday)
- Malaysian citizen only
- Able to communicate in Bahasa Malaysia

Benefits: EPF, SOCSO, attendance allowance and yearly bonus.`,
  },
  {
    id: 'snowplow-operator-municipality',
    half: 'unseen',
    title: 'Snowplow Operator',
    company: 'Municipality of Kestrel Bay',
    text: `Snowplow Operator - Seasonal (Nov-Apr) - Req 2026-214
Municipality of Kestrel Bay
Kestrel Bay, NS
$27.40 an hour - Seasonal
Apply now

Job details
Job type
Seasonal
Shift and schedule
Rotating shift
On call
Night shift

Full job description
The Municipality of Kestrel Bay Public Works Department is hiring seasonal Snowplow Operators to keep 410 km of municipal roads and sidewalks safe and passable this winter.

Duties
- Operate tandem plow trucks with wing plows and sanders on assigned routes
- Operate sidewalk plows and loaders as required
- Perform pre-trip and post-trip inspections and report defects
- Respond to call-outs during storms, including nights, weekends and holidays

Qualifications
- Valid Nova Scotia Class 3 driver's licence with air brake endorsement
- Clean driver's abstract
- Previous plowing experience is an asset
- Must live within 30 minutes of the Public Works depot`,
  },
]
