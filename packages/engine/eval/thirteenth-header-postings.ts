// Thirteenth header set: 80 job-ad tops as a job seeker pastes them, from the first line of the paste (site
// chrome, tab title, group name, email header, neighbouring classifieds) down to where the duties start, labelled
// with the job title and the employer, for measuring the engine's header reading on ads it has never seen.
// Written by Tailor contributors (CC0).
// Written by helper job80. Read: /work/prompts/job80.md, /work/prompts/common.md, /work/prompts/rules.md (Title and
// Company parts), /work/prompts/existing-occupations.txt and lines 20-26 of packages/engine/eval/header-postings.ts
// (the HeaderPosting interface). Nothing else in the repository. Every employer, person, address, phone number and
// email is invented.
//
// Counts: 80 postings, 40 tune and 40 unseen (alternating in file order, starting with tune); 57 from mainstream
// boards and applicant-tracking systems of English-speaking markets, 23 from elsewhere; 21 in a second-language
// English (ids end "-second-language"); 73 with neither the title nor the employer on the first line (the 7 that
// have one: Indeed tab title, Ashby logo line, Lever title line, BambooHR breadcrumb, Workable logo line, agency
// email From line, Facebook page name).
//
// Shapes (no site more than three times): Indeed desktop x3 (one with the tab title pasted above), Indeed app x2,
// ZipRecruiter x3, CV-Library x3, Glassdoor x3, Totaljobs x2, Reed x2, Seek x2, Trade Me x2, JobStreet x2 (Malaysia,
// Philippines), Naukri x2, LinkedIn job page x2 (signed-in, guest view), LinkedIn recruiter post, Jobberman, PNet,
// Monster, Workday (hospital network), iCIMS x2 (senior living, hospital network), Greenhouse, Lever, Ashby, Taleo
// (franchise restaurant), SuccessFactors, BambooHR x2, Workable, Teamtailor, Jobvite, NHS Jobs, Queensland
// Government Smart jobs portal, council vacancy pages x2, city jobs page (GovernmentJobs style), academy-trust
// vacancy page, school-district pages x2 (AppliTrack style, Frontline style), university careers page, franchise
// careers pages x2, labour-hire agency site. Elsewhere: Bayt, Wuzzuf, StepStone, InfoJobs, Pracuj.pl,
// Computrabajo, Rozee.pk, Glints, Catho, Kalibrr, OLX, Craigslist x2, Instagram post, Facebook group posts x2
// (OFW group, community noticeboard with a business page's post), Facebook page post, WhatsApp forward, Telegram
// channel post, newspaper classifieds x2 with neighbouring ads (Ireland, Kenya), agency emails x2 (UK recruiter,
// Nepal manpower agency).
//
// Countries: United Kingdom 20, United States 20, Australia 6, Canada 5, New Zealand 3, Ireland 3, Philippines 3,
// India 2, Nigeria 2, Pakistan 2, Malaysia, United Arab Emirates, Egypt, Germany, Spain, Poland, Mexico,
// Indonesia, Brazil, Uzbekistan, Kenya, Nepal (for Qatar), Vietnam, South Africa 1 each.
//
// Occupations by field:
// - Clinical health and veterinary (8): Registered Nurse, Medical Surgical; Healthcare Assistant, Acute Medicine;
//   Licensed Practical Nurse, Long-Term Care; Community Pharmacist; Grade 1 Physiotherapist, Rotational;
//   Mammography Technologist; Medical Officer; Registered Veterinary Nurse.
// - Care and social services (4): Support Worker, Learning Disabilities; Social Worker, Adult Services; Personal
//   Support Worker, Community; Mental Health Support Worker, Residential.
// - Education, childcare and libraries (7): Teacher of Geography; Level 3 Nursery Nurse, Baby Room; OSHC
//   Educator; Kindergarten Teacher; Substitute Teacher; IELTS Instructor; Library Assistant II, Access Services.
// - Hospitality and food service (7): Grill Cook; Barista; Night Receptionist; Kitchen Manager; Crew Member;
//   Kitchen Steward; Catering Assistant.
// - Retail and personal services (3): Supermarket Cashier; Salon Assistant; Group Fitness Instructor, Cycle & HIIT.
// - Logistics and transport (7): Warehouse Operative; Class 1 HGV Driver; Coach Driver; Pizza Delivery Driver;
//   Truck Dispatcher; Warehouse Admin; Yard Operative.
// - Manufacturing (3): Production Operative; MIG Welder; Industrial Mechanic.
// - Construction, trades and property (9): Electrical Technician; Apprentice Electrician, Residential New
//   Construction; HVAC Installer, Residential; Framing Carpenter, Multifamily; Plumber; Tire Technician; Traffic
//   Controller; Assistant Quantity Surveyor; Live-In Building Superintendent.
// - Agriculture (1): Farm Worker.
// - Finance and accounting (8): Assistant Accountant; Payroll Administrator; Accounting Clerk; Order-to-Cash
//   Specialist with German; Tax Analyst; Internal Control Officer; Medical Billing Specialist; Debt Collector,
//   Legal Collections.
// - Insurance (2): Underwriting Assistant; Claims Handler, Motor.
// - Office, HR and support (3): Personal Assistant to the Managing Director; HR Advisor; Office Boy.
// - Sales and customer contact (5): Sales Coordinator; Business Development Manager, Freight; Telecaller; Chat
//   Support Representative; Content Moderator.
// - Software, data and product (7): .Net Developer; Senior PHP Developer; Help Desk Technician I; Data Scientist,
//   Growth; Associate Product Manager; Junior Software Developer; Middle Frontend Developer.
// - Design (1): Graphic Designer, Packaging.
// - Legal (2): Paralegal, Personal Injury; Conveyancing Assistant, Residential Property.
// - Public safety and security (2): Probationary Firefighter; Hospital Security Officer.
// - Cleaning (1): Office Cleaner.
//
// Employer placement: board company chip with the same or a fuller legal name in the about block (most board
// ads); logo or page-name line first (Ashby, Workable, Facebook page, business page posting in a community
// group); "About us" block first (Totaljobs, Monster, Glassdoor, Lever, Trade Me); only in the EEO line or footer
// (CV-Library cleaner with no company chip, Trade Me pharmacy footer address, Teamtailor footer, BambooHR EEO
// line); only in a sentence (BambooHR "Join Lone Oak Tavern Group as ...", WhatsApp forward, OLX, Craigslist x2,
// Instagram caption, classified contact line); a brand whose employing legal entity appears elsewhere (d/b/a in
// iCIMS EEO line, Greenhouse EEO line, SuccessFactors regulatory footer, Glassdoor EEO line, vet practice "part of"
// a group named as employer); franchisees named in the footer (burger, pizza, Taleo restaurant); government bodies
// with a directorate, department, service or division line (county council, city fire department, borough school
// catering, Queensland Hospital and Health Service); an NHS trust with a department line; schools in a district
// (school after a dash, district line) and in a multi-academy trust; hospital networks on Workday and iCIMS with
// the hospital or facility as location; agencies with the client named (CV-Library, Indeed, LinkedIn recruiter
// post) and unnamed (UK agency email, Philippine manpower agency group post, labour-hire site, Nepal agency email,
// CV-Library legal recruiter); a security contractor naming its client site; a property manager naming a managed
// building; a group shared-service centre under its own legal name.
//
// Readings this set adds where the rules are silent:
// - A contract security firm advertising a post at a client's site (Hospital Security Officer at Mercy Ridge
//   Hospital) is the employer, not an agency; the client site is a place. Likewise a property manager hiring the
//   super for a building it manages is labelled, not the co-op.
// - A multi-academy trust is treated like a school district: the trust, not the academy named after the title.
// - When an ad names the employing legal entity beside a brand (a d/b/a line, "X Limited is the employer of all
//   colleagues", an EEO or regulatory footer naming "Fernway Labs, Inc.", "Tollgate Insurance Services Limited",
//   "Delgado & Whitcomb, P.A."), that legal entity is labelled, as the franchise reading does; a brand or chip name
//   printed with no fuller name is taken as printed.
// - A nursery room after a dash ("Baby Room") and a care setting after a dash ("Community", "Residential") are kept
//   as specialties, like a hospital unit; a line of business after a dash ("Freight", "Packaging", "Legal
//   Collections", "Residential Property", "Multifamily") is kept as a specialty.
// - A dash part that only spells out the title's abbreviation ("OSHC Educator - Casual - Before & After School
//   Care") is dropped; so are a work pattern ("Tramper"), a work arrangement ("Hybrid", "Remote (Texas Residents
//   Only)"), a shift type ("Daily" for substitutes), a store number ("Restaurant 4471"), a count ("(2 POSTS)"),
//   a hotel star rating ("Hotel 4*") and a "Now hiring" or "Required" lead-in or tail.
// - A tool, stack, case stage or "Bilingüe" in brackets after a title ("(React)", "(Pre-Litigation)",
//   "(Bilingüe)") is dropped with the brackets; a title given in a second language with the English in brackets
//   ("Admin Gudang (Warehouse Admin)") gives the English, as the two-language reading does.
// - A grade printed as part of the title ("Grade 1 Physiotherapist", "Level 3 Nursery Nurse", "Middle Frontend
//   Developer") is kept like seniority; a pay classification on its own line (HP3, Band 3, Grade 9) is not.
// - A title given only in a sentence ("a full-time position available for a Yard Operative to join our team") is
//   the noun phrase as printed. Plural headings ("PLUMBERS", "KITCHEN STEWARDS", "Traffic Controllers") are
//   labelled in the singular, in title case.
// - Where a classified post has both a heading and an abbreviated "job title:" field (Craigslist "tire tech"), the
//   heading's full title is labelled; a title's odd casing as printed is kept (".Net Developer").
// - An overseas manpower agency recruiting for an unnamed foreign employer is labelled with the agency, even when
//   its post says "direct employer".
// - An ad with the employer named only in a classified's contact line ("Liam Doyle, Ballymore Farms") is labelled
//   with that business name, not the person.

import type { HeaderPosting } from './header-postings.ts'

export const thirteenthHeaderPostings: HeaderPosting[] = [
  {
    id: 'warehouse-operative-indeed-tab-title-northampton-dash-shift-ltd-in-about',
    half: 'tune',
    title: 'Warehouse Operative',
    company: 'Brackenfield Logistics Ltd',
    text: `Warehouse Operative - Nights - Northampton NN4 - Indeed.com
Skip to main content
indeed
Find jobs
Company reviews
Find salaries
Sign in
Employers / Post Job
What
warehouse nights
Where
Northampton
Find jobs
Warehouse Operative - Nights
Brackenfield Logistics
3.4 out of 5 stars
Brackenfield Park, Northampton NN4 7XB
£13.85 an hour - Full-time
You must create an Indeed account before continuing to the company website to apply
Apply on company site
Save
Profile insights
Here's how the job qualifications align with your profile.
Licences
Counterbalance Forklift Licence
Do you have a valid Counterbalance Forklift Licence?
Job details
Pay
£13.85 an hour
Job type
Full-time
Shift and schedule
Night shift
4 on 4 off
Location
Brackenfield Park, Northampton NN4 7XB
Full job description
About us
Brackenfield Logistics Ltd is a family-run third-party logistics business moving ambient grocery and household goods for some of the UK's best-known brands from our 420,000 sq ft site just off J15 of the M1.

We're growing our night team ahead of peak and need reliable people who like to keep busy.

The role
Working 4 on / 4 off, 18:00 – 06:00, you'll be picking, packing and loading customer orders using RF scanners and keeping your area safe and tidy.
Picking orders accurately to pick rate targets (full training given on voice and RF picking)
Loading and unloading trailers, by hand and with pump trucks
`,
  },
  {
    id: 'registered-nurse-medical-surgical-workday-iowa-network-dash-specialty-bracket-shift',
    half: 'unseen',
    title: 'Registered Nurse, Medical Surgical',
    company: 'Cedar Prairie Health',
    text: `Skip to main content
Search for Jobs
Sign In
English
Registered Nurse - Medical Surgical (Nights, 0.9 FTE)
Apply
locations
Cedar Prairie Medical Center - Ames
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-24117
Sign-on bonus up to $10,000 for eligible experienced RNs!

Cedar Prairie Medical Center is a 212-bed regional hospital and part of the Cedar Prairie Health family of hospitals and clinics serving central Iowa. Our 4 North Medical Surgical unit is a 32-bed adult unit caring for post-operative, medical and telemetry-overflow patients, with a 1:5 nurse-to-patient ratio on nights.

Department: 4 North Med/Surg
Schedule: 7:00p – 7:30a, three shifts per week plus every third weekend
Pay range: $36.40 – $54.60 per hour, plus night differential

What you'll do:
- Assess, plan, implement and evaluate nursing care for an assigned group of adult patients
- Administer medications and IV therapy and document in Epic
- Educate patients and families on discharge plans and follow-up care
`,
  },
  {
    id: 'underwriting-assistant-totaljobs-norwich-dash-hybrid-company-chip',
    half: 'tune',
    title: 'Underwriting Assistant',
    company: 'Broadland Mutual Insurance',
    text: `Skip to content
totaljobs
Search jobs
Career advice
Salary checker
Recruiters
Sign in
Back to search results
Underwriting Assistant - Hybrid
Broadland Mutual Insurance
Norwich, Norfolk (NR1)
£25,500 - £27,000 per annum + 12% bonus potential
Permanent, full-time
Published: 2 days ago
Apply
Save job
Easy Apply
Looking for your first step into insurance? We're a 140-year-old mutual insuring farms, rural businesses and country homes across East Anglia and the Midlands, and our commercial underwriting team is growing.

As an Underwriting Assistant you'll support a team of six underwriters, handling new business and renewals for our farm and rural business policies. Full training towards the CII Certificate in Insurance is provided, with study leave and exam fees paid.

What you'll be doing
- Preparing renewal invitations and issuing policy documents on our underwriting system
- Processing mid-term adjustments and endorsements within authority limits
- Gathering survey reports and information from brokers to help underwriters assess risks
- Answering broker queries by phone and email

Hybrid working: two days a week in our Norwich office after your first three months.
`,
  },
  {
    id: 'grill-cook-franchise-careers-page-tucson-dash-pay-franchisee-in-footer',
    half: 'unseen',
    title: 'Grill Cook',
    company: 'Red Mesa Hospitality LLC',
    text: `SMOKESTACK BURGER
Menu  Locations  Gift Cards  Careers  Order Online
Careers > Restaurant Jobs > Tucson, AZ
Search jobs by city or ZIP
Grill Cook - Full Time/Part Time - $16–$18/hr
Smokestack Burger #214 · 4410 E Broadway Blvd, Tucson, AZ 85711
Hourly · Posted 5 days ago
APPLY NOW
Flip it like you mean it. 🍔
At Smokestack, every burger is smashed to order on a flat-top grill and served in under eight minutes. Our Broadway crew is growing and we need someone who can keep the grill moving on a busy Friday night and still have fun doing it.

Why you'll love it here:
• Flexible schedules – open availability not required
• Free shift meal and 50% off when you're off the clock
• Weekly pay and tips shared with the kitchen
• Paid training and a real path to Shift Lead

What you'll do:
• Cook burgers, chicken and hot sides to spec on the flat-top, fryer and grill
• Set up and break down your station and keep it clean and stocked

This Smokestack Burger restaurant is independently owned and operated by Red Mesa Hospitality LLC, a franchisee of Smokestack Burger Systems, Inc. Red Mesa Hospitality LLC is the sole employer of the restaurant's staff and makes all hiring decisions.
© 2025 Smokestack Burger Systems, Inc. Privacy · Terms · Accessibility
`,
  },
  {
    id: 'barista-seek-fitzroy-dash-schedule-about-first',
    half: 'tune',
    title: 'Barista',
    company: 'Little Wren Espresso',
    text: `SEEK
Job search
Profile
Career advice
Company reviews
Sign in
Employer site
Barista – Weekends & Public Holidays
Little Wren Espresso
Fitzroy, Melbourne VIC
Hospitality & Tourism (Baristas & Bartenders)
Casual/Vacation
$29 – $36 per hour + super + tips
Posted 1d ago
More jobs from this company
Quick apply
Save
We're a tiny 30-seat café on Brunswick Street roasting our own beans out the back. Weekends are flat out – 400+ coffees a day – and we're after a barista who loves the rush as much as we do.

The gig: Saturdays and Sundays 6:30am – 2:30pm, plus public holidays if you want them (paid at 2.25x).

You'll be:
- Dialling in the grinder each morning and pulling consistent shots on our three-group La Marzocco
- Steaming milk (and oat, almond and soy) and pouring latte art that makes people take photos
- Keeping the bar clean and the queue moving with a smile
`,
  },
  {
    id: 'sales-coordinator-jobstreet-klang-dash-place-sdn-bhd-second-language',
    half: 'unseen',
    title: 'Sales Coordinator',
    company: 'Kenari Packaging Industries Sdn Bhd',
    text: `JobStreet by SEEK
Job search
Profiles
Career advice
Explore companies
Sign in
Employer site
Sales Coordinator - Klang
Kenari Packaging Industries Sdn Bhd
Klang, Selangor
Sales Coordinator (Sales)
Full time
MYR 3,200 – MYR 4,000 per month
Posted 4d ago
Quick apply
Save
Kenari Packaging Industries Sdn Bhd is leading manufacturer of corrugated carton box and paper packaging, established since 1996 with two factory in Klang and Port Klang. Our customer is from food, electronic and furniture industry in Malaysia and Singapore.

We are looking for candidate who are hardworking and can work independent to join our sales department as soon as possible.

Job Responsibilities:
1. To handle customer enquiries, prepare quotation and follow up with customer until get order.
2. Key in sales order into system and coordinate with production, planning and delivery team to make sure delivery on time.
3. Prepare monthly sales report and outstanding order report to Sales Manager.
`,
  },
  {
    id: 'hospital-security-officer-ziprecruiter-dash-shift-pay-contractor-post-site',
    half: 'tune',
    title: 'Hospital Security Officer',
    company: 'Vigilant Shield Security LLC',
    text: `ZipRecruiter
Search Jobs
Salaries
Resume Builder
Log In
Sign Up
Post a Job
Home > Jobs > Security Officer Jobs > Dayton, OH
Hospital Security Officer – Night Shift – $21.50/hr
Vigilant Shield Security LLC
Dayton, OH
Full-time
$21.50/hr
Posted 6 days ago
1-Click Apply
Save
Benefits
Health Insurance
Paid Time Off
Uniform Allowance
Job Description
Vigilant Shield Security LLC is hiring a full-time Hospital Security Officer for our client site, Mercy Ridge Hospital, a Level II trauma center in Dayton. This is an unarmed post working 11p – 7a, Wednesday to Sunday.

As part of the hospital's security team you will patrol the campus, staff the Emergency Department entrance, and respond to codes and disturbances alongside hospital staff.

Responsibilities:
• Conduct interior and exterior patrols and log all activity in the Silvertrac app
• Screen visitors at the ED entrance and issue visitor badges
`,
  },
  {
    id: 'office-cleaner-cv-library-reading-dash-schedule-ltd-in-eeo',
    half: 'unseen',
    title: 'Office Cleaner',
    company: 'Brightway Facilities Services Ltd',
    text: `CV-Library
Search Jobs
Career Advice
Upload CV
Sign In
Register
Recruiting? Post a Job
Jobs / Cleaning Jobs / Cleaner Jobs in Reading
Office Cleaner - Evenings, Mon-Fri
Salary: £12.60 per hour
Location: Reading, Berkshire
Job Type: Part Time, Permanent
Start Date: ASAP
Posted: 3 days ago
Apply Now
Save Job
We have an immediate opening for an Office Cleaner to join the team at a modern three-floor office building on Kings Road, Reading.

Hours: Monday to Friday, 17:30 – 20:00 (12.5 hours per week)

Duties will include:
- Emptying bins and recycling, and cleaning desks, kitchens and meeting rooms
- Vacuuming and mopping floors across all three floors
- Cleaning and restocking washrooms
- Reporting any maintenance issues to the site supervisor

No experience is needed as full training will be given, including COSHH. Applicants must be able to provide a Basic DBS check and proof of right to work in the UK.

Brightway Facilities Services Ltd is an equal opportunities employer and welcomes applications from all sections of the community.
Ref: BFS-RDG-0412
`,
  },
  {
    id: 'teacher-of-geography-academy-trust-page-school-named-trust-in-footer',
    half: 'tune',
    title: 'Teacher of Geography',
    company: 'Riverbend Learning Trust',
    text: `Home  About Us  Our Schools  Join Our Team  Contact
Join Our Team › Current Vacancies › Teaching
Teacher of Geography
Kingsdown Academy, Swindon
Contract: Permanent, full-time
Salary: MPS/UPS (Fringe) + TLR available for the right candidate
Start date: September 2026
Closing date: 9am, Monday 18 May
Interviews: w/c 25 May

Kingsdown Academy is an oversubscribed 11–18 school of 1,350 students in North Swindon, rated Good by Ofsted with an outstanding sixth form. Geography is one of our most popular subjects at GCSE and A level, with over 60 students taking it in Year 12 this year.

We are looking for an enthusiastic Teacher of Geography, open to ECTs and experienced colleagues, to join a team of five specialists with their own suite of classrooms and a generous fieldwork budget.

The successful candidate will:
• Teach Geography across Key Stages 3 and 4, and ideally Key Stage 5 (AQA)
• Plan and lead fieldwork, including our Year 10 coastal trip to Dorset
• Act as a tutor to a Year 8 form group

Visits to the school are warmly welcomed – please call the school office on 01793 555 204.

Riverbend Learning Trust is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment. This post is subject to an Enhanced DBS check.
Riverbend Learning Trust, a charitable company limited by guarantee, registered in England No. 08812345
`,
  },
  {
    id: 'electrical-technician-bayt-dubai-dash-place-llc-in-about-second-language',
    half: 'unseen',
    title: 'Electrical Technician',
    company: 'Al Noor Sahara Technical Services LLC',
    text: `bayt.com
Jobs
Companies
Career Advice
Post a Job
Login
Sign up
Home > Jobs in UAE > Electrical Technician jobs in Dubai
Electrical Technician - Dubai
Al Noor Sahara Technical Services LLC
Dubai, United Arab Emirates
Posted 2 days ago
Easy Apply
Save job
Job Description
Al Noor Sahara Technical Services LLC is a leading MEP maintenance company in Dubai providing annual maintenance contract (AMC) for residential towers, villas and commercial buildings since 2008.

We are urgently hiring Electrical Technician for our facility management division. Candidate must be presently in UAE and can join immediately.

Duties and Responsibilities:
- Carry out preventive and breakdown maintenance of LV panels, DB, lighting and power circuits in the buildings.
- Attend the customer complaint as per the ticket received from helpdesk and close within the SLA time.
- Troubleshooting of electrical faults in AC units, pumps, motors and water heater.

Requirements:
- ITI / Diploma in Electrical.
- Minimum 3 years of UAE experience in building maintenance.
- UAE driving license will be added advantage.
Skills
Electrical maintenance, MEP, LV panels, troubleshooting
Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Facilities Management
Employment Type: Full Time
Monthly Salary Range: AED 2,500 - 3,500
Number of Vacancies: 4
`,
  },
  {
    id: 'support-worker-learning-disabilities-totaljobs-dash-specialty-bracket-shift-about-first',
    half: 'tune',
    title: 'Support Worker, Learning Disabilities',
    company: 'Oakhaven Trust',
    text: `Skip to content
totaljobs
Search jobs
Career advice
Salary checker
Recruiters
Sign in
Support Worker - Learning Disabilities (Waking Nights)
Oakhaven Trust
Norwich, Norfolk
£12.45 - £13.10 per hour
Permanent, full-time or part-time
Published: 1 week ago
Apply
Save job
About us
For over 40 years Oakhaven has supported adults with learning disabilities and autism to live the lives they choose. We run 14 supported living services across Norfolk and Suffolk, and every one of them is someone's home.

About the role
We're looking for a caring, reliable person to join our waking night team at a four-bedroom supported living house in Hellesdon. You'll work 3 or 4 nights a week (21:30 – 07:30) supporting four gentlemen in their late 40s and 50s.

You will:
- Support people with personal care, medication and any needs that arise during the night
- Carry out regular checks and keep accurate records on our digital care system
- Help with light household tasks and get everything ready for a good start to the day
`,
  },
  {
    id: 'healthcare-assistant-acute-medicine-nhs-jobs-dash-specialty-band-trust',
    half: 'unseen',
    title: 'Healthcare Assistant, Acute Medicine',
    company: 'Wrenmoor Hospitals NHS Foundation Trust',
    text: `Skip to main content
NHS Jobs
Sign in
Search for jobs
Healthcare Assistant - Acute Medicine
Wrenmoor Hospitals NHS Foundation Trust
Job summary
Closing date 29/05/2026
Reference number 214-AM-7731-HCA
Employer name Wrenmoor Hospitals NHS Foundation Trust
Department Acute Medical Unit
Location Wrenmoor General Hospital, Harlow Road, Wrenmoor, WR2 4QA
Salary £24,071 to £25,674 a year pro rata
Contract Permanent
Working pattern Full time, Part time, Flexible working
Apply for this job
Job summary
An exciting opportunity has arisen for enthusiastic and caring Healthcare Assistants to join our busy 36-bed Acute Medical Unit (AMU). AMU assesses and treats patients admitted from the Emergency Department and GP referrals, usually for the first 72 hours of their stay.

Main duties of the job
You will work as part of the multidisciplinary team under the supervision of registered nurses, delivering fundamental care to our patients. Duties include recording observations using NEWS2, assisting with personal hygiene, nutrition and mobility, and performing venepuncture and ECGs once competent.

Applicants must hold the Care Certificate or be willing to complete it within 12 weeks of starting.
`,
  },
  {
    id: 'licensed-practical-nurse-long-term-care-icims-dash-specialty-bracket-credential-dba-in-eeo',
    half: 'tune',
    title: 'Licensed Practical Nurse, Long-Term Care',
    company: 'Maple Terrace of Greenfield Operations, LLC',
    text: `Careers Home
Search Jobs
Join Our Talent Community
Log back in!
Licensed Practical Nurse (LPN) - Long-Term Care
Job Locations: US-WI-Greenfield
Requisition ID: 2026-4418
Category: Nursing
Position Type: Full Time
Shift: Nights (10p-6:30a)
Apply for this job online
Email this job to a friend
Refer
Share on your newsfeed
Overview
$5,000 sign-on bonus! Shift differentials for nights and weekends.

Maple Terrace Senior Living in Greenfield is a 96-bed community offering long-term care, short-term rehab and memory care. We've been named a Best Place to Work in Milwaukee County three years running, and our nurses tell us it's because they never feel alone on the floor.

Responsibilities
- Provide direct nursing care to 20–24 long-term care residents under the direction of the RN supervisor
- Administer medications and treatments, including G-tube feedings and wound care, per physician orders
- Document in PointClickCare and communicate changes in condition to the RN, physician and family

Maple Terrace of Greenfield Operations, LLC d/b/a Maple Terrace Senior Living is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, national origin, disability or veteran status.
`,
  },
  {
    id: 'community-pharmacist-trademe-whangarei-dash-slogan-limited-in-footer',
    half: 'unseen',
    title: 'Community Pharmacist',
    company: 'Kōwhai Health Pharmacy Limited',
    text: `Trade Me
Marketplace  Property  Motors  Jobs  Services
Watchlist  Favourites  Start a listing  My Trade Me
Jobs › Pharmaceuticals & medical devices › Pharmacy › Northland › Whangarei
Community Pharmacist – step into a pharmacy that really is community
Kensington, Whangarei
Listed Tue, 12 May
Full time
Permanent
$95,000 - $110,000 per year
Apply now
Save to Watchlist
We're a busy, independently owned pharmacy on Kamo Road, filling around 1,400 scripts a week for families, kaumātua and a growing number of rest-home patients. Our team of 11 is close-knit, a bit cheeky and very good at what we do.

We're looking for a Community Pharmacist to join us four days a week plus one Saturday in three, working alongside our two owner-pharmacists.

What your week looks like:
• Checking and dispensing prescriptions using Toniq, and counselling patients
• Running our medicines reviews (MUR) and long-term conditions (LTC) clinics
• Administering funded and private vaccinations, including flu, COVID-19 and Boostrix

You'll need current registration with the Pharmacy Council of New Zealand and an APC, plus vaccinator authorisation (or be happy to get it – we'll pay for the course).

Kōwhai Health Pharmacy Limited, 188 Kamo Road, Kensington, Whangarei 0112
Listing #4817723054
`,
  },
  {
    id: 'dotnet-developer-naukri-pune-pvt-ltd-in-about-second-language',
    half: 'tune',
    title: '.Net Developer',
    company: 'Vyasa Infotech Pvt. Ltd.',
    text: `Naukri
Jobs  Companies  Services
Login  Register
For employers
.Net Developer
Vyasa Infotech
3.6 | 212 Reviews
3 - 6 years
₹ 6-12 Lacs P.A.
Pune (Hinjewadi)
Posted: 4 days ago  Openings: 5  Applicants: 100+
Register to apply
Login to apply
Job highlights
Hands on in C#, ASP.NET Core, Web API, SQL Server. Immediate joiners preferred, notice period max 30 days.
Job description
Greetings from Vyasa Infotech Pvt. Ltd.!!

We are hiring for .Net Developer for our Pune office for our US based healthcare and insurance clients. Candidates who can join within 15-30 days will be given preference. Interested candidates can directly walk-in on Saturday 16th May between 10 AM to 2 PM.

Roles and Responsibilities:
- Develop and maintain the web applications using ASP.NET Core MVC, C# and Web API.
- Write optimized SQL queries, stored procedures and functions in MS SQL Server.
- Involve in requirement understanding, coding, unit testing and deployment activities.
`,
  },
  {
    id: 'grade-1-physiotherapist-rotational-state-health-portal-queensland-dash-specialty-network',
    half: 'unseen',
    title: 'Grade 1 Physiotherapist, Rotational',
    company: 'Coralsea Hospital and Health Service',
    text: `Queensland Government
Smart jobs and careers
Search jobs  Saved jobs  My applications  Log in
Job search results › Job details
Grade 1 Physiotherapist – Rotational
Job details
Job ID: QLD/CS641218
Job type: Fixed term full time
Occupational group: Health - Allied
Classification: HP3
Workplace location: Townsville region
Salary: $3,480.30 - $4,316.40 fortnightly
Closing date: 01-Jun-2026
Hospital and Health Service: Coralsea Hospital and Health Service
Division: Allied Health
Unit: Physiotherapy Department, Townsville Base Hospital
Applications open
Apply online
About the role
Are you a new graduate or early-career physiotherapist ready to build broad clinical skills? Our Grade 1 rotational program offers 4-month rotations across inpatient orthopaedics, general medicine, cardiorespiratory, rehabilitation and outpatients, with dedicated supervision and a structured education program.

Key responsibilities
- Provide safe, evidence-based physiotherapy assessment and treatment to inpatients and outpatients within your rotation
- Participate in the weekend and on-call cardiorespiratory roster after completing the relevant competencies

To be eligible you must hold, or be eligible for, general registration as a physiotherapist with the Physiotherapy Board of Australia (AHPRA).
`,
  },
  {
    id: 'tire-technician-craigslist-boise-dash-schedule-pay-sentence-employer',
    half: 'tune',
    title: 'Tire Technician',
    company: 'Bronco Tire & Alignment',
    text: `CL  boise > jobs > skilled trades/artisan
post  account
favorite  hide  flag  share
Posted 2026-05-11 08:42
Tire Technician - Full Time $18-$22/hr (Garden City)
compensation: $18-$22/hr DOE + spiffs
employment type: full-time
job title: tire tech

Bronco Tire & Alignment is a locally owned shop on Chinden that's been taking care of Treasure Valley drivers for 27 years. We're busier than ever and need another tire tech to join our crew.

Mon-Fri 7:30-5:30, every other Saturday till 1. No Sundays ever.

What you'll be doing:
- Mounting, balancing and rotating tires on cars, light trucks and trailers
- Flat repairs (plug/patch), TPMS service and installs
- Torque every lug, every time
- Helping the alignment and brake techs when it's slow

Some experience is a plus but we'll train the right person. You need a valid Idaho driver's license and to be able to lift 75 lbs.

Apply in person at 7104 W Chinden Blvd or reply to this post with your name, number and a little about yourself.

do NOT contact me with unsolicited services or offers
post id: 7841230955
posted: 1 day ago
updated: 19 hours ago
email to friend
best of
`,
  },
  {
    id: 'social-worker-adult-services-council-page-dash-specialty-directorate-line',
    half: 'unseen',
    title: 'Social Worker, Adult Services',
    company: 'Ashcombe County Council',
    text: `Skip to main content
Accessibility  Cookies  A-Z of services
Jobs and careers
Search vacancies
Working for us
Benefits
Home › Jobs and careers › Search vacancies › Social Worker – Adult Services
Social Worker – Adult Services
Reference: ACC/ASC/26/0712
Directorate: Adults, Health and Communities
Team: Hospital Discharge and Community Assessment (West)
Location: Ashcombe Community Hospital / hybrid
Salary: £36,124 - £41,771 per annum (Grade 9) plus £2,000 market supplement
Hours: 37 per week
Contract: Permanent
Closing date: 31 May 2026
Apply now
Are you a qualified social worker who wants to make a real difference to people leaving hospital and returning to their communities? Our West locality team is looking for a Social Worker to join a supportive, well-established team with manageable caseloads and a strong culture of reflective supervision.

You will carry out Care Act assessments and reviews, support safe and timely discharges, and work closely with health colleagues, carers and voluntary sector partners.

You must be registered with Social Work England and hold a full UK driving licence with access to a vehicle for work purposes.
Ashcombe County Council is a Disability Confident Leader and welcomes applications from all parts of the community.
Contact us  Privacy  Accessibility statement
`,
  },
  {
    id: 'assistant-accountant-reed-bristol-posted-by-ltd-about-first',
    half: 'tune',
    title: 'Assistant Accountant',
    company: 'Corran Marine Supplies Ltd',
    text: `reed.co.uk
Jobs
Courses
Career advice
Recruiting?
Sign in or register
Home > Accountancy jobs > Assistant accountant jobs in Bristol
Assistant Accountant
Posted Today by Corran Marine Supplies Ltd
£28,000 - £32,000 per annum
Bristol, South West England
Permanent, full-time
Apply now
Save
Job description
Who we are
We've been supplying chandlery, rope, paint and safety equipment to marinas and boatyards all over the UK since 1982, from our warehouse and trade counter at Avonmouth and a growing online shop. We turn over around £14m and have a small, friendly finance team of four.

The role
Reporting to the Finance Manager, you'll take on a broad role across the month-end process and get real exposure to the management accounts.

- Processing purchase and sales ledger and chasing overdue accounts
- Preparing bank reconciliations and month-end journals, accruals and prepayments
- Preparing VAT returns and assisting with the year-end audit file

We'd love you to be AAT qualified or part-way through ACCA/CIMA (study support available). Experience of Sage 200 and strong Excel skills are essential.
`,
  },
  {
    id: 'senior-php-developer-wuzzuf-nasr-city-dash-place-second-language',
    half: 'unseen',
    title: 'Senior PHP Developer',
    company: 'Qimma Digital Solutions',
    text: `WUZZUF
Explore Jobs  Explore Companies  Career Advice
Log In  Sign Up
For Employers
Senior PHP Developer - Nasr City
Qimma Digital Solutions - Nasr City, Cairo, Egypt
Posted 3 days ago
Full Time
On-site
58 Applicants  Viewed: 412
Apply For Job
Save
Job Details
Experience Needed: 4 to 7 years
Career Level: Experienced (Non-Manager)
Education Level: Bachelor's Degree
Salary: Confidential
Job Categories: IT/Software Development, Engineering - Telecom/Technology
Skills And Tools: PHP, Laravel, MySQL, REST API, Git, Vue.js
Job Description
Qimma Digital is a software house working from 2014 in building e-commerce and ERP systems for clients in Egypt, KSA and UAE. We are searching for Senior PHP Developer who have strong experience with Laravel framework to join our backend team.

- Design and build scalable RESTful APIs using Laravel.
- Make the optimization for MySQL queries and database structure.
- Integrate with payment gateways like Paymob and Fawry and third party services.
- Review the code of junior developers and guide them to best practices.
`,
  },
  {
    id: 'payroll-administrator-cv-library-agency-client-named-dash-contract-type',
    half: 'tune',
    title: 'Payroll Administrator',
    company: 'Dunmore Foods Ltd',
    text: `CV-Library
Search Jobs
Career Advice
Upload CV
Sign In
Register
Jobs / Accounting Jobs / Payroll Jobs in Wakefield
Payroll Administrator - 12 Month FTC
Salary: £26,000 - £28,500 per annum
Location: Wakefield, West Yorkshire
Job Type: Contract, Full Time
Posted by: Kestrel Finance Recruitment
Posted: 5 days ago
Apply Now
Save Job
Kestrel Finance Recruitment are delighted to be working on behalf of our client, Dunmore Foods Ltd, a leading manufacturer of chilled ready meals for UK supermarkets, to recruit a Payroll Administrator on a 12-month fixed-term contract covering maternity leave.

Based at their head office in Wakefield (with one day a week from home after probation), you will join a team of three processing weekly and monthly payrolls for around 1,600 employees across three sites.

Key responsibilities:
- Processing starters, leavers, overtime, shift premiums and holiday pay
- Calculating and processing SSP, SMP and other statutory payments
- Administering pension auto-enrolment, attachment of earnings orders and salary sacrifice
- Answering payroll queries from employees and line managers

Experience of a high-volume weekly payroll is essential, ideally using Sage Payroll or Ciphr.
Kestrel Finance Recruitment is acting as an Employment Agency in relation to this vacancy.
`,
  },
  {
    id: 'hr-advisor-linkedin-job-page-galway-ltd-in-about-applicant-count',
    half: 'unseen',
    title: 'HR Advisor',
    company: 'Glenmara Medical Devices Ltd.',
    text: `0 notifications total
Skip to search
Skip to main content
Home
My Network
Jobs
Messaging
Notifications
Me
For Business
HR Advisor
Glenmara Medical Devices · Galway, County Galway, Ireland · 1 week ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn
Hybrid  Full-time  Mid-Senior level
501-1,000 employees · Medical Equipment Manufacturing
Skills: Employee Relations, HRIS, +8 more
See how you compare to over 100 other applicants. Try Premium for €0
Apply
Save
About the job
Glenmara Medical Devices Ltd. designs and manufactures catheter and guidewire components for global medtech companies from our 24/7 manufacturing site in Parkmore, Galway. We employ over 700 people and are growing fast.

We are now looking for an HR Advisor to join our site HR team, reporting to the HR Manager and acting as the first point of contact for managers and employees in our operations and engineering functions.

Key Responsibilities
• Advise managers on employee relations matters including absence, performance, grievance and disciplinary, ensuring compliance with Irish employment legislation and company policy
• Manage the end-to-end recruitment process for operator and technician roles
• Support the annual performance review cycle and shift pattern consultations
`,
  },
  {
    id: 'pa-to-managing-director-agency-email-subject-position-line-client-unnamed',
    half: 'tune',
    title: 'Personal Assistant to the Managing Director',
    company: 'Larkspur Appointments Ltd',
    text: `Inbox
Reply  Reply all  Forward  Archive  Delete
Exciting PA opportunity – Cheltenham – up to £38k
HG
Hannah Greaves <h.greaves@larkspurappointments.example.com>
To: you
Tue 12/05/2026 09:14

Hi Sophie,

Thanks for registering with us last month. I've just taken on an exclusive role that I think would be a brilliant next step for you, given your experience supporting directors at Fairleigh.

Position: Personal Assistant to the Managing Director
Location: Cheltenham town centre (fully office-based, free parking)
Salary: £34,000 – £38,000 + 10% bonus
Hours: Mon–Fri, 8.30am – 5pm

My client is a privately owned, award-winning property investment and development group with around 120 staff. Their Managing Director is dynamic, fast-paced and very hands-on, and needs a proactive PA who can stay one step ahead.

You'll be:
• Managing a complex diary, inbox and travel (UK and Europe)
• Preparing board packs, taking minutes and following up on actions
• Organising client events and the annual company conference

If this sounds of interest, please reply with an updated CV and a good time to chat.

Kind regards,
Hannah

Hannah Greaves | Senior Consultant – Business Support
Larkspur Appointments Ltd | 14 Imperial Square, Cheltenham GL50 1QZ
`,
  },
  {
    id: 'business-development-manager-freight-linkedin-recruiter-post-melbourne-client-named',
    half: 'unseen',
    title: 'Business Development Manager, Freight',
    company: 'Southern Cross Freightlines',
    text: `Feed post
Tamsin O'Rourke • 2nd
Director | Supply Chain & Logistics Recruitment | Harbourline Talent
2d • Edited •
Follow
🚚 HIRING: Business Development Manager – Freight (Melbourne) 🚚

I'm really excited to be partnering with Southern Cross Freightlines on this one! If you know interstate road freight and love the hunt, read on 👇

SCF are a 3rd-generation family-owned carrier running 180+ prime movers between MEL, SYD, BNE and ADL, and they're investing heavily in growth for FY27.

The role:
✅ Win new general and refrigerated freight accounts (target $5m+ in new annual revenue)
✅ Own the full sales cycle – prospecting, tendering, negotiating rates and onboarding
✅ Work hand in hand with ops to make sure what you sell is what gets delivered

💰 $140k–$160k base + super + uncapped commission + fully maintained car

DM me or email tamsin@harbourlinetalent.example.com.au for a confidential chat.

#hiring #freight #logistics #businessdevelopment #melbournejobs
👍❤️ 87 · 23 comments · 9 reposts
Like  Comment  Repost  Send
`,
  },
  {
    id: 'plumber-facebook-group-manila-agency-saudi-capitals-plural-second-language',
    half: 'tune',
    title: 'Plumber',
    company: 'Bayanihan Link Manpower Services Inc.',
    text: `OFW Jobs Abroad Hiring 2026 (Legit Agencies Only)
Public group · 186K members
Discussion  Featured  Members  Events  Media
Marites Dela Cruz ▸ OFW Jobs Abroad Hiring 2026 (Legit Agencies Only)
Admin · 5h · 🌏
📢📢 URGENT HIRING!!! 📢📢
PLUMBERS FOR SAUDI ARABIA 🇸🇦 (Hospital & Residential Project)
DIRECT EMPLOYER · NO PLACEMENT FEE ✅✅

Good day po mga ka-OFW! We are in need of 25 PLUMBERS for a big construction company in Riyadh for their hospital and residential compound projects. Salary is SAR 2,000 – 2,500/month + overtime + free food, accommodation and transportation.

QUALIFICATIONS:
✔️ Male, 23 - 45 years old
✔️ With NC II Plumbing (TESDA)
✔️ At least 2 years experience as plumber in building construction (local or abroad is ok)
✔️ Can read plumbing drawings, experience in PPR, uPVC and GI pipes

JOB DUTIES:
➡️ Install water supply, drainage and sanitary pipes, fixtures and water heaters
➡️ Do pressure testing and repair of leaks

📍 Apply personally at our office: Unit 1204 Pacific Tower, Taft Avenue, Malate, Manila. Bring your passport and NC II.
Bayanihan Link Manpower Services Inc. | DMW License No. DMW-112-LB-031524-R
#PlumberSaudi #OFWHiring #NoPlacementFee
👍😮 1.2K · 384 comments · 211 shares
`,
  },
  {
    id: 'help-desk-technician-i-indeed-app-roman-numeral-credit-union-in-about',
    half: 'unseen',
    title: 'Help Desk Technician I',
    company: 'Palisade Federal Credit Union',
    text: `9:41
←  Job details  ♡  ⋯
Help Desk Technician I
Palisade Federal Credit Union
Scottsdale, AZ 85251
$22 - $26 an hour · Full-time
Easily apply
Job details
Pay
$22 - $26 an hour
Job type
Full-time
Benefits
401(k) matching
Dental insurance
Health insurance
Paid time off
+ show more
Full job description
Palisade Federal Credit Union has served Arizona members for more than 60 years, with 19 branches and $2.4B in assets. Our IT team keeps 420 employees connected and our members' money safe.

As a Help Desk Technician I, you'll be the first voice our employees hear when technology isn't working. You will troubleshoot hardware, software and network issues, and escalate to our Tier 2 and infrastructure teams when needed.

What you'll do
• Answer calls, chats and tickets in ServiceNow and resolve Tier 1 issues within SLA
• Reset passwords and manage accounts in Active Directory and Microsoft 365
• Image, deploy and support Windows 11 laptops, printers and teller peripherals
Apply now
`,
  },
  {
    id: 'data-scientist-growth-greenhouse-comma-specialty-inc-in-eeo',
    half: 'tune',
    title: 'Data Scientist, Growth',
    company: 'Fernway Labs, Inc.',
    text: `Back to jobs
Data Scientist, Growth
New York, NY or Remote (US)
Apply
At Fernway, we're building the personal finance app that helps young families budget, save and plan together. Over 2 million households use Fernway every month, and we're just getting started.

The Growth team owns everything from the first app-store impression to the moment a family sets up their first shared goal. As a Data Scientist on Growth, you'll partner with product managers, engineers and marketers to understand what drives acquisition, activation and retention – and design the experiments that move those numbers.

What you'll do
- Design, run and analyze A/B tests across onboarding, referrals and paywalls
- Build models to predict churn and lifetime value and turn them into product recommendations
- Define and maintain core growth metrics in dbt and Looker

The base salary range for this role is $150,000 – $185,000, plus equity and benefits.

Fernway Labs, Inc. is an equal opportunity employer. We celebrate diversity and are committed to creating an inclusive environment for all employees.
Apply for this job
Powered by greenhouse
`,
  },
  {
    id: 'industrial-mechanic-stepstone-kassel-bilingual-slash-gmbh-second-language',
    half: 'unseen',
    title: 'Industrial Mechanic',
    company: 'Hessenwerk Antriebstechnik GmbH',
    text: `StepStone
Jobs  Unternehmen  Gehalt  Karriereberatung
Anmelden  Für Arbeitgeber
Startseite › Jobs › Handwerk & Technik › Kassel
Industriemechaniker (m/w/d) / Industrial Mechanic
Hessenwerk Antriebstechnik GmbH
Kassel-Bettenhausen
Feste Anstellung
Vollzeit, Schichtarbeit
Erschienen: vor 2 Tagen
Jetzt bewerben
Merken
Who we are
Hessenwerk Antriebstechnik GmbH is a midsized manufacturer of industrial gearboxes and drive units with 480 employees in North Hesse. Our customers come from wind energy, mining and conveyor technology sector in more than 30 countries.

For our maintenance team in the production hall we are searching from now an Industrial Mechanic. English is used as working language in our international team, German is nice to have but not a must.

Your tasks
• Preventive maintenance and repair of our CNC machining centers, grinding machines and hardening plant
• Troubleshooting of mechanical, hydraulic and pneumatic faults and change of the defective components
• Assembly and commissioning of new machines together with suppliers
• Documentation of the maintenance works in SAP PM
`,
  },
  {
    id: 'associate-product-manager-ashby-toronto-logo-first-line',
    half: 'tune',
    title: 'Associate Product Manager',
    company: 'Tidewell',
    text: `Tidewell
Open Positions (14)
Associate Product Manager
Location
Toronto, ON (Hybrid – 3 days in office)
Employment Type
Full time
Department
Product
Compensation
CA$95K – CA$115K • Offers Equity
Overview
Application
Tidewell helps independent pharmacies across Canada run their whole business – prescriptions, inventory, scheduling and patient messaging – from one cloud platform. We're a Series B company of 130 people, and more than 1,800 pharmacies rely on us every day.

We're hiring our second Associate Product Manager to join the Pharmacy Operations pod. You'll work with a senior PM, a designer and six engineers to ship features that save pharmacists hours every week.

What you'll do
• Talk to pharmacists and technicians every week and turn what you hear into clear problem statements
• Write product specs and user stories, and prioritize the backlog with your engineering lead
• Define success metrics for each release and track them in Amplitude
Apply for this Job
Powered by Ashby
`,
  },
  {
    id: 'junior-software-developer-lever-wellington-title-first-line-limited-in-about',
    half: 'unseen',
    title: 'Junior Software Developer',
    company: 'Kererū Systems Limited',
    text: `Junior Software Developer
Wellington
Engineering – Platform
Full-time
Hybrid
Apply for this job
About Kererū
Kererū Systems Limited builds the rostering and timesheet software used by more than 600 councils, hospitals and aged-care providers across Aotearoa and Australia. We're a team of 48, with our engineering hub on Cuba Street.

We're looking for a Junior Software Developer who is early in their career – maybe a recent graduate, a bootcamp alumnus, or someone who has been building things on the side – and wants to learn from a supportive team.

What you'll be doing
• Building features across our TypeScript / React front end and .NET back end
• Writing automated tests and taking part in code reviews every day
• Pairing with senior developers to investigate and fix customer-reported bugs
• Joining our on-call rotation once you're settled (with plenty of backup)

Salary: $75,000 – $85,000 plus KiwiSaver contribution and a $1,500 annual learning budget.
Apply for this job
Jobs powered by Lever
`,
  },
  {
    id: 'apprentice-electrician-indeed-app-edmonton-dash-specialty-ltd-in-chip',
    half: 'tune',
    title: 'Apprentice Electrician, Residential New Construction',
    company: 'Northline Electric Ltd.',
    text: `10:12
←  ⋯
Apprentice Electrician - Residential New Construction
Northline Electric Ltd.
Edmonton, AB
$22–$31 an hour · Full-time, Apprenticeship
Apply now
♡
Profile insights
Licences
Class 5 Driver's Licence
Skills
Rough-in wiring
Job details
Pay
$22–$31 an hour
Job type
Full-time
Apprenticeship
Shift and schedule
Monday to Friday
Day shift
Full job description
Northline Electric has been wiring new homes across the Edmonton region since 2004. We work with five of the city's biggest home builders and have steady work booked well into 2027.

We're adding apprentices at all levels (1st to 4th period) to our residential crews. You'll start on rough-ins with a journeyperson and work your way through service, finishing and final inspections.

What you'll do:
• Pull wire, set boxes and mount panels on single-family and duplex new builds
• Install devices, fixtures and smoke alarms at finishing stage
• Read prints and follow the Canadian Electrical Code
`,
  },
  {
    id: 'chat-support-representative-jobstreet-pasig-dash-place-pipe-shift-inc-second-language',
    half: 'unseen',
    title: 'Chat Support Representative',
    company: 'Luzon Crest Outsourcing Inc.',
    text: `JobStreet by SEEK
Job search  Profiles  Career advice  Explore companies
Sign in  Employer site
Chat Support Representative - Pasig City | Day Shift
Luzon Crest Outsourcing Inc.
Pasig City, Metro Manila
Customer Service - Call Centre (Call Centre & Customer Service)
Full time
₱22,000 – ₱26,000 per month
Posted 6h ago
Quick apply
Save
‼️ NON-VOICE ACCOUNT ‼️ NO NIGHT SHIFT ‼️ FAST HIRING PROCESS (1 DAY PROCESS) ‼️

Luzon Crest Outsourcing Inc. is a growing BPO company in Ortigas Center providing customer support to e-commerce and travel clients from Australia and Singapore.

We are looking for Chat Support Representatives who have good written English and fast typing skill for our new e-commerce account. Fresh graduates and undergrad are welcome to apply!

Job Description:
- Answer customer inquiries thru chat and email about orders, refunds and delivery status.
- Handle at least 3 chats at the same time with accurate and friendly responses.
- Document all interaction and escalate unresolved issue to Team Leader.

Schedule: Monday to Friday, 8AM to 5PM, onsite in Ortigas
`,
  },
  {
    id: 'hvac-installer-residential-ziprecruiter-dash-specialty-dash-pay-chip',
    half: 'tune',
    title: 'HVAC Installer, Residential',
    company: 'Comfort Peak Heating & Air',
    text: `ZipRecruiter
Search Jobs
Salaries
Resume Builder
Log In
Sign Up
Post a Job
Home > Jobs > HVAC Installer Jobs > Charlotte, NC
HVAC Installer - Residential - Up to $32/hr + $2,500 Sign-On Bonus
Comfort Peak Heating & Air
Charlotte, NC
Full-time
$24 - $32/hr
Posted 2 days ago
1-Click Apply
Save
Benefits
Health Insurance
401(k) Matching
Paid Time Off
Company Vehicle
Job Description
Tired of chasing hours? Our install crews are booked solid through the winter.

Comfort Peak Heating & Air is a family-owned heating and cooling company serving Charlotte and the surrounding counties since 1998. We replace over 1,400 residential systems a year and we do it right the first time.

What You'll Do
• Install and replace split systems, heat pumps, gas furnaces and ductless mini-splits in existing homes
• Run line sets, set pads, make electrical connections and braze to manufacturer spec
• Modify and seal ductwork and clean up the job site like it's your own home

EPA 608 certification required (Universal preferred). NC driver's license and clean MVR.
`,
  },
  {
    id: 'framing-carpenter-multifamily-glassdoor-rating-dash-specialty-co-in-chip',
    half: 'unseen',
    title: 'Framing Carpenter, Multifamily',
    company: 'Timberline Framing Co.',
    text: `Glassdoor
Community  Jobs  Companies  Salaries  For Employers
Sign In
Search
Framing Carpenter - Multifamily
Timberline Framing Co.
3.9 ★
Denver, CO
$26.00 - $34.00 Per Hour (Employer provided)
Easy Apply
Save
Job
Company
Salaries
Benefits
Timberline Framing Co. is one of the Front Range's busiest wood-frame contractors, framing 1,500+ multifamily units a year – apartments, townhomes and senior living up to five stories.

We're hiring experienced framing carpenters for projects in Aurora, Englewood and Arvada. Steady work, weekly pay, and a crew that actually looks out for each other.

You'll be:
- Laying out and framing walls, floors and roof systems from plans
- Setting trusses and I-joists, installing sheathing, blocking and hardware
- Working safely at heights with fall protection and keeping a clean deck

Requirements: 2+ years of framing experience, your own hand tools, reliable transportation. OSHA 10 preferred – we'll pay for it if you don't have it.
Show more
Base pay range
$26.00 - $34.00 /hr (Employer provided)
`,
  },
  {
    id: 'night-receptionist-infojobs-soller-bilingual-slash-dash-stars-second-language',
    half: 'tune',
    title: 'Night Receptionist',
    company: 'Hotel Cala Serena',
    text: `InfoJobs
Buscar ofertas  Empresas  Salarios  Formación
Acceder  Regístrate  Soy empresa
Ofertas de empleo › Turismo y restauración › Islas Baleares
Recepcionista de noche / Night Receptionist - Hotel 4*
Hotel Cala Serena
Port de Sóller (Baleares) · Presencial
Publicada hace 2d
Salario: 1.850€ - 2.100€ Bruto/mes
Experiencia mínima: Al menos 1 año
Tipo de contrato: Fijo discontinuo, Jornada completa
Inscribirme en esta oferta
Descripción
Hotel Cala Serena is a 4 star adults-only hotel of 86 rooms in first line of the sea in Port de Sóller. Most of our clients are coming from Germany, United Kingdom and Scandinavia, for this reason we publish this offer also in English.

We need incorporate a Night Receptionist for the season from April until end of October, with possibility to continue next seasons.

Functions:
- Attention to the clients in the reception during the night (23:00 - 07:00) and late check-in.
- Make the night audit and the closing of the day in Opera PMS.
- Control of the hotel security and rounds, attention to the incidents and emergencies.

Requirements: English and German high level (B2 minimum), Spanish will be valued.
`,
  },
  {
    id: 'mig-welder-monster-dash-shift-inc-in-about',
    half: 'unseen',
    title: 'MIG Welder',
    company: 'Ironbridge Trailer Manufacturing, Inc.',
    text: `monster
Search Jobs  Salary Tools  Career Advice  For Employers
Log In  Sign Up
MIG Welder - 2nd Shift
Ironbridge Trailer Manufacturing
Elkhart, IN
Full-time
$21 - $27 Per Hour
Posted 4 days ago
Apply
Save
Job Description
About Ironbridge
Ironbridge Trailer Manufacturing, Inc. builds heavy-duty flatbed, dump and equipment trailers sold through 300+ dealers across North America. We've been welding in Elkhart since 1979 and have never laid off a production employee.

Position Overview
We're adding experienced MIG welders to our 2nd shift frame line (3:00 pm – 1:30 am, Monday – Thursday, 4x10s). You'll weld main frames, crossmembers and tongues using short-circuit and spray transfer on mild steel from 3/16" to 1/2".

Responsibilities
• Read and interpret blueprints and weld symbols
• Fit up and tack components in jigs and fixtures
• Perform fillet and groove welds in flat, horizontal and vertical positions to AWS D1.1 standards
• Inspect your own work and grind or repair as needed
`,
  },
  {
    id: 'production-operative-indeed-desktop-agency-client-named-dash-shift-pay',
    half: 'tune',
    title: 'Production Operative',
    company: 'Harrowgate Bakeries Ltd',
    text: `Skip to main content
indeed
Find jobs
Company reviews
Find salaries
Sign in
Employers / Post Job
Production Operative - Days - £12.60ph
Pinnacle Staffing Solutions
Corby NN17
£12.60 - £13.20 an hour - Temp to perm, Full-time
Apply now
Job details
Pay
£12.60 - £13.20 an hour
Job type
Temp to perm
Full-time
Shift and schedule
Day shift
Monday to Friday
Full job description
Pinnacle Staffing Solutions are recruiting Production Operatives on behalf of our long-standing client Harrowgate Bakeries Ltd, one of the UK's largest producers of own-label bread rolls and baps, at their Corby site. Temp to perm after 12 weeks for the right people!

Shifts: Monday – Friday, 06:00 – 14:00 (overtime available at weekends at time and a half)

Duties:
• Feeding and monitoring dough lines and packing machines
• Visual quality checks on products and packaging, recording results
• Stacking finished product onto pallets and keeping your area clean in line with food hygiene standards

No experience needed – full induction and training provided. Steel toe-capped shoes required (can be provided at cost).
`,
  },
  {
    id: 'class-1-hgv-driver-reed-dash-work-pattern-posted-by-ltd',
    half: 'unseen',
    title: 'Class 1 HGV Driver',
    company: 'Medway Bulk Haulage Ltd',
    text: `reed.co.uk
Jobs
Courses
Career advice
Recruiting?
Sign in or register
Home > Driving jobs > HGV class 1 jobs in Rochester
Class 1 HGV Driver - Tramper - £48k + Night Out
Posted 2 days ago by Medway Bulk Haulage Ltd
£44,000 - £48,000 per annum, inc benefits
Rochester, Kent
Permanent, full-time
Easy Apply
Save
Job description
Family-run haulier, 65 trucks, no agency drivers and no nonsense. We move bulk powders, aggregates and animal feed in tippers and bulk tankers for customers from Kent to the Scottish borders.

We're after experienced Class 1 drivers to run Monday to Friday tramping work (out Monday, home Friday), nights out paid at £35 on top.

- Newer fleet (all 2022 or newer DAF XF / Scania R) with fridges and microwaves
- Running your own truck – no swapping
- Loading and tipping bulk loads, completing paperwork and daily walk-round checks

Must hold a Cat C+E licence with no more than 6 points, valid Driver CPC and digi card, and at least 2 years' Class 1 experience (tipper or tanker preferred).
`,
  },
  {
    id: 'salon-assistant-instagram-leeds-handle-caption-sentence-employer',
    half: 'tune',
    title: 'Salon Assistant',
    company: 'Velvet & Vine Hair Studio',
    text: `Instagram
Home
Search
Explore
Reels
Messages
Notifications
Create
Profile
velvetandvine.hair • Follow
Chapel Allerton, Leeds
velvetandvine.hair ✨ WE'RE HIRING ✨ Salon Assistant 💇‍♀️

Velvet & Vine Hair Studio is growing (again!! 🥹) and we're looking for a Salon Assistant to join our little family in Chapel Allerton. This is a perfect first step for anyone wanting to get into hair 🤍

What you'll do:
🫧 Shampoo and condition clients and give the best head massages in Leeds
🫧 Keep the salon spotless – sweeping, towels, colour bar, the lot
🫧 Meet and greet, make the brews, help on reception
🫧 Assist our stylists with colour, blow-dries and bridal prep

Tues–Sat, 4 days a week, £11.44ph + tips + free hair forever 😉 Potential for a Level 2 apprenticeship for the right person.

DM us or pop your CV into the salon, 8 Harrogate Road 💌

#leedsjobs #salonassistant #hairjobs #chapelallerton #hiring
142 likes
3 days ago
Add a comment…
`,
  },
  {
    id: 'coach-driver-teamtailor-cirencester-bracket-credential-ltd-in-footer',
    half: 'unseen',
    title: 'Coach Driver',
    company: 'Cotswold Vale Coaches Ltd',
    text: `Skip to content
Jobs
Locations
Life with us
Connect
Coach Driver (PCV D)
Driving · Cirencester
Apply for this job
Love driving and love people? Then come and drive with us.

We're a family business with 42 coaches running UK tours, school contracts, private hire and airport transfers across the Cotswolds. Our drivers are the face of what we do, and our customers tell us they're the reason they book again.

We're looking for full-time and part-time Coach Drivers based at our Cirencester depot. You can choose a mix of school contracts (home every night) and tours (UK and continental).

What you'll do
• Drive modern, well-maintained executive coaches safely and on time
• Carry out daily vehicle checks and report any defects
• Look after our passengers – loading luggage, sharing local knowledge, being a friendly face

You'll need a full Category D licence, a valid Driver CPC and digital tachograph card.

Pay: £15.75 – £17.50 per hour, with tour allowances
Apply for this job
Cotswold Vale Coaches Ltd · Registered in England & Wales No. 03488120 · Love Lane, Cirencester GL7 1YG
Powered by Teamtailor
`,
  },
  {
    id: 'pizza-delivery-driver-franchise-careers-page-perth-dash-type-franchisee-pty-ltd-footer',
    half: 'tune',
    title: 'Pizza Delivery Driver',
    company: 'Jandakot Slice Pty Ltd',
    text: `Order Online  Menu  Deals  Store Finder  Careers
Careers › Store Team › Western Australia › Cockburn Central
Pizza Delivery Driver - Casual - Own Car
Crusty's Pizza Cockburn Central
Shop 4, 9 Signal Terrace, Cockburn Central WA 6164
Casual · Evenings & weekends
Apply now
Got a car and a good sense of direction? 🍕🚗

We're the busiest Crusty's store south of the river and our Friday and Saturday nights are huge. We need reliable delivery drivers to get hot pizza to our customers' doors in 20 minutes or less.

What's in it for you:
• Award rates plus a per-delivery vehicle allowance (paid weekly)
• Flexible rosters around uni, school or your other job
• Free pizza on shift and a team that has your back

What you'll do:
• Deliver orders safely and on time using our driver app
• Handle cash and card payments and help out in store between deliveries

You must be 18+, hold a full (not L or P1) Australian driver's licence and have your own reliable, registered and comprehensively insured vehicle.

Crusty's Pizza Cockburn Central is independently owned and operated by Jandakot Slice Pty Ltd under a franchise agreement with Crusty's Pizza Australia Pty Ltd.
`,
  },
  {
    id: 'telecaller-naukri-noida-dash-place-dash-shift-pvt-ltd-second-language',
    half: 'unseen',
    title: 'Telecaller',
    company: 'Aravali Landmark Realty Pvt Ltd',
    text: `Naukri
Jobs  Companies  Services
Login  Register
For employers
Telecaller - Noida Sector 62 - Day Shift
Aravali Landmark Realty
3.1 | 38 Reviews
0 - 3 years
₹ 1.8-3 Lacs P.A. + Incentives
Noida
Posted: 1 day ago  Openings: 15  Applicants: 100+
Register to apply
Login to apply
Job highlights
Freshers can apply. Good communication in Hindi and English. Attractive incentives on every site visit and booking.
Job description
Dear Candidates,

Aravali Landmark Realty Pvt Ltd is a channel partner for top builders of Noida, Greater Noida West and Yamuna Expressway. We are urgently hiring Telecallers for our Sector 62 office.

Roles & Responsibilities:
1. Make outbound calls to the leads provided by company from portals and Facebook campaigns.
2. Explain the residential and commercial projects to the clients and fix site visit with them.
3. Maintain the calling data and follow-up in CRM on daily basis.
4. Coordinate with sales managers for the visits and closings.

Timings: 10 AM to 7 PM, Monday off.
Interested candidate can call HR Neha on 98XXXXX214 or walk-in directly with resume.
`,
  },
  {
    id: 'kitchen-manager-bamboohr-austin-sentence-only-employer-group',
    half: 'tune',
    title: 'Kitchen Manager',
    company: 'Lone Oak Tavern Group',
    text: `Job Openings  »  Kitchen Manager
Kitchen Manager
Back of House · Austin, Texas
Apply for This Job
Location
Austin, Texas
Department
Back of House
Employment Type
Full-Time
Minimum Experience
Manager/Supervisor
Compensation
$62,000 - $70,000 + quarterly bonus
Join Lone Oak Tavern Group as Kitchen Manager of our Hyde Park neighborhood tavern, a 140-seat, scratch-kitchen spot known for its chicken-fried steak, smoked wings and a brunch line that wraps around the block on Sundays.

You'll run the kitchen day to day alongside our Chef-Partner, leading a team of 14 cooks and dishwashers and making sure every plate goes out right.

What you'll own:
• Scheduling, hiring and training the BOH team
• Ordering, inventory and hitting food cost targets (currently 29%)
• Prep lists, line checks and kitchen cleanliness – we take our health inspections seriously
• Working the line on busy services – this is a hands-on role

Texas Food Manager certification required (or obtained within 30 days of hire).
Privacy Policy | Terms of Service
© 2026 BambooHR All rights reserved.
`,
  },
  {
    id: 'claims-handler-motor-successfactors-sunderland-dash-specialty-bracket-contract-brand-limited-footer',
    half: 'unseen',
    title: 'Claims Handler, Motor',
    company: 'Tollgate Insurance Services Limited',
    text: `Careers Home
View Profile
Search Jobs
Claims Handler - Motor (12 month FTC)
Date: 8 May 2026
Location: Sunderland, GB, SR5 3XJ
Company: Tollgate Insurance
Req ID: 48213
Apply now »
At Tollgate, we insure over 900,000 cars and vans across the UK, and when something goes wrong our customers want someone calm, clear and on their side. That's where you come in.

We're looking for Claims Handlers to join our motor claims team at our Sunderland hub, handling a portfolio of accident and theft claims from first notification through to settlement.

What you'll be doing
- Taking first notification of loss calls and setting up new claims
- Establishing liability and coverage, and keeping customers updated at every step
- Instructing repairers, engineers and hire providers, and managing claim costs
- Spotting and referring potential fraud to our Counter Fraud team

Hours: 35 per week, Monday – Friday between 8am and 8pm on a rota, with 1 in 4 Saturdays.
Salary: £25,500 per annum + 10% shift allowance

Tollgate Insurance Services Limited is authorised and regulated by the Financial Conduct Authority. Registered in England No. 02255871. Registered office: 1 Wearside Park, Sunderland SR5 3XJ.
`,
  },
  {
    id: 'order-to-cash-specialist-with-german-pracuj-krakow-language-in-title-sp-z-oo-second-language',
    half: 'tune',
    title: 'Order-to-Cash Specialist with German',
    company: 'Nordvik Business Services Sp. z o.o.',
    text: `Pracuj.pl
Oferty pracy  Pracodawcy  Porady  Kalkulator wynagrodzeń
Zaloguj się  Dla firm
Oferty pracy › Finanse / Ekonomia › Kraków
Order-to-Cash Specialist with German
Nordvik Business Services Sp. z o.o.
Kraków, Małopolskie
Ważna jeszcze 24 dni (do 10 cze)
umowa o pracę
pełny etat
specjalista (Mid / Regular)
praca hybrydowa
8 500–10 500 zł brutto / mies.
Aplikuj szybko
Your responsibilities
- Handling the whole order-to-cash process for our German and Austrian customers: order entry, invoicing and cash application in SAP S/4HANA
- Monitoring of customer accounts and make the reminders and collection calls in German
- Resolving disputes and billing issues together with sales and logistic departments
- Preparing weekly reports of overdue receivables (DSO, aging)
Our requirements
- Very good German (min. C1) and good English (B2)
- At least 1 year of experience in O2C, AR or customer service in finance area
- Knowledge of SAP will be an asset
About the company
Nordvik Business Services is the global shared service centre of Nordvik Group, Scandinavian producer of industrial pumps. In Kraków we are 900 people serving 40 countries.
`,
  },
  {
    id: 'live-in-building-superintendent-indeed-desktop-bronx-dash-place-chip',
    half: 'unseen',
    title: 'Live-In Building Superintendent',
    company: 'Greyhaven Property Management',
    text: `Skip to main content
indeed
Find jobs
Company reviews
Find salaries
Sign in
Employers / Post Job
Live-In Building Superintendent - 84-Unit Co-op
Greyhaven Property Management
Bronx, NY 10463
$1,100 - $1,300 a week - Full-time
Apply now
Job details
Pay
$1,100 - $1,300 a week
Job type
Full-time
Benefits
Free housing
Health insurance
Paid time off
Full job description
Greyhaven Property Management is seeking an experienced, hands-on live-in superintendent for an 84-unit pre-war co-op in Riverdale, one of the 60+ buildings we manage in the Bronx and Upper Manhattan. A 2-bedroom apartment and all utilities are included.

You will be responsible for the day-to-day operation, maintenance and cleanliness of the building and will supervise one porter.

Responsibilities:
• Perform routine repairs – plumbing, electrical, painting, plastering and appliance repairs
• Operate and maintain the boiler and heating system in line with NYC regulations
• Coordinate and supervise contractors, and respond to shareholder requests and emergencies 24/7
• Handle trash and recycling in line with DSNY rules

NYC FDNY Certificate of Fitness (low pressure boiler) preferred. Must speak English; Spanish a plus.
`,
  },
  {
    id: 'level-3-nursery-nurse-baby-room-glassdoor-uk-dash-room-about-first',
    half: 'tune',
    title: 'Level 3 Nursery Nurse, Baby Room',
    company: 'Bramblewood Day Nursery',
    text: `Glassdoor
Community  Jobs  Companies  Salaries  For Employers
Sign In
Level 3 Nursery Nurse - Baby Room
Bramblewood Day Nursery
4.4 ★
Harrogate
£12.40 - £13.50 Per Hour (Employer provided)
Easy Apply
Save
About Bramblewood
Bramblewood is an independent, Ofsted 'Outstanding' day nursery set in a converted Victorian house with a huge garden and forest school area, caring for up to 62 children aged 3 months to 5 years.

We are looking for a kind, nurturing and qualified Level 3 Nursery Nurse to join our Baby Room team, caring for our youngest children (3–18 months).

Your role:
- Acting as key person for a small group of babies and building strong relationships with their families
- Planning and recording next steps using Famly in line with the EYFS
- Providing sensitive care routines – feeding, nappy changing and sleep
- Ensuring a safe, stimulating environment both inside and out

You must hold a full and relevant Level 3 Early Years qualification and a current Paediatric First Aid certificate.
Show more
Base pay range
£12.40 - £13.50 /hr (Employer provided)
`,
  },
  {
    id: 'oshc-educator-seek-geelong-dash-type-dash-program-pty-ltd-in-about',
    half: 'unseen',
    title: 'OSHC Educator',
    company: 'Sunbeam Kids Club Pty Ltd',
    text: `SEEK
Job search
Profile
Career advice
Company reviews
Sign in
Employer site
OSHC Educator - Casual - Before & After School Care
Sunbeam Kids Club
Belmont, Geelong VIC
Education & Training (Childcare & Outside School Hours Care)
Casual/Vacation
$31.20 per hour + super
Posted 3d ago
Quick apply
Save
Are you studying teaching, early childhood or sport and rec and looking for a job that fits around uni? 🌞

Sunbeam Kids Club Pty Ltd runs Before & After School Care and Vacation Care programs at 23 primary schools across Geelong and the Surf Coast. We're looking for fun, reliable casual OSHC Educators for our programs in Belmont and Highton.

Shifts: 7:00am – 9:00am and/or 3:00pm – 6:30pm, plus full days in school holidays

What you'll do
• Plan and run games, sport, art and cooking activities that children actually want to do
• Supervise children safely indoors, outdoors and at meal times
• Build relationships with children, families and school staff

Essential: a current Working with Children Check (Employee), First Aid, CPR, anaphylaxis and asthma training (or willingness to complete before starting).
`,
  },
  {
    id: 'accounting-clerk-computrabajo-ciudad-juarez-bilingual-slash-bracket-s-de-rl-second-language',
    half: 'tune',
    title: 'Accounting Clerk',
    company: 'Maquiladora Río Bravo Components S. de R.L. de C.V.',
    text: `Computrabajo
Buscar empleos  Empresas  Salarios
Publicar vacante  Ingresar  Regístrate
Empleos › Contabilidad › Chihuahua › Ciudad Juárez
Auxiliar Contable / Accounting Clerk (Bilingüe)
Maquiladora Río Bravo Components S. de R.L. de C.V.
4,1 ★ 87 evaluaciones
Ciudad Juárez, Chihuahua
Hace 2 días
$14,000 - $16,500 (Mensual)
Tiempo completo · Contrato por tiempo indeterminado · Lunes a viernes
Postularme
Descripción de la oferta
We are a maquiladora of the automotive sector with more than 1,800 employees, making wire harnesses for customers in USA. Our corporate office is in El Paso, Texas, so the communication with the finance team is every day in English.

We are looking for an Accounting Clerk for our finance department in planta Juárez Sur.

Responsabilidades / Responsibilities:
- Register the supplier invoices (CFDI) in the ERP (Oracle) and validate in the SAT portal.
- Prepare the bank reconciliations in pesos and dollars.
- Support in the monthly closing with the accruals and reports for El Paso.
- Control of petty cash and employee expense reports.

Requisitos: Técnico o Licenciatura en Contaduría, English 80% (conversational), Excel intermedio.
`,
  },
  {
    id: 'personal-support-worker-community-workable-ottawa-logo-first-line-bracket-credential-inc-footer',
    half: 'unseen',
    title: 'Personal Support Worker, Community',
    company: 'Brightleaf Home Care Inc.',
    text: `Brightleaf Home Care
View website
View all jobs
Personal Support Worker (PSW) - Community
Ottawa, Ontario, Canada
Healthcare
Part time
Hybrid – visits across Ottawa West and Kanata
Overview
Application
Description
Brightleaf provides in-home personal support, nursing and respite care to seniors and adults living with disabilities across the Ottawa region, so that they can stay safely in the homes they love.

We're hiring Personal Support Workers for our community team in Ottawa West and Kanata. Build your own schedule with consistent clients in a small geographic area – less driving, more caring.

What you'll do
- Assist clients with bathing, dressing, toileting, transfers and mobility
- Prepare meals, support medication reminders and light housekeeping
- Observe and report changes in a client's condition through our mobile app

$23.50 – $25.00/hour plus paid travel time and mileage at $0.55/km.

Requirements
- PSW certificate from a recognized Ontario college or equivalent
- Valid driver's licence and access to a reliable vehicle
- Current Vulnerable Sector Check
Brightleaf Home Care Inc. is committed to accessibility. Accommodations are available on request for candidates taking part in all aspects of the selection process.
Powered by Workable
`,
  },
  {
    id: 'probationary-firefighter-governmentjobs-city-capitals-department-line',
    half: 'tune',
    title: 'Probationary Firefighter',
    company: 'City of Marisol Springs',
    text: `Skip to Main Content
Sign In
Job Alerts
Jobs Home
Promotional Opportunities
Benefits
Back to Top
PROBATIONARY FIREFIGHTER
Print
Apply
Salary
$58,843.20 - $71,531.20 Annually
Location
Marisol Springs, CO
Job Type
Full-Time
Job Number
2026-00187
Department
Fire Department
Opening Date
05/04/2026
Closing Date
6/1/2026 11:59 PM Mountain
Description
Benefits
Questions
THE POSITION
The City of Marisol Springs is accepting applications for entry-level Probationary Firefighter to fill current and future vacancies for the 2026 Fire Academy. Successful candidates will complete an 18-week academy followed by a 12-month probationary period.

Firefighters work a 48/96 shift schedule and respond to fire, medical, rescue and hazardous materials emergencies across 9 stations serving more than 140,000 residents.

ESSENTIAL FUNCTIONS
- Respond to emergency incidents and perform fire suppression, search and rescue, and ventilation
- Provide emergency medical care at the EMT-Basic level or higher
- Perform station duties, apparatus checks and equipment maintenance

Applicants must possess a current National Registry EMT (NREMT) certification and a valid CPAT card dated within the last 12 months at time of application.
`,
  },
  {
    id: 'medical-billing-specialist-ziprecruiter-dash-remote-bracket-residency-pllc-in-about',
    half: 'unseen',
    title: 'Medical Billing Specialist',
    company: 'Bluebonnet Orthopedic Associates, PLLC',
    text: `ZipRecruiter
Search Jobs
Salaries
Resume Builder
Log In
Sign Up
Post a Job
Home > Jobs > Medical Billing Jobs > San Antonio, TX
Medical Billing Specialist - Remote (Texas Residents Only)
Bluebonnet Orthopedic Associates
San Antonio, TX • Remote
Full-time
$20 - $25/hr
Posted 3 days ago
1-Click Apply
Save
Job Description
Bluebonnet Orthopedic Associates, PLLC is a 22-provider orthopedic and sports medicine practice with five clinics and an ambulatory surgery center across the San Antonio area.

We are looking for an experienced Medical Billing Specialist to join our central business office. This is a fully remote position for candidates living in Texas, working Monday – Friday, 8:00 am – 5:00 pm CST.

Responsibilities:
• Submit clean claims to commercial payers, Medicare, Medicaid and workers' comp through Waystar
• Work denials and rejections, file corrected claims and appeals within payer deadlines
• Post ERAs and manual payments and reconcile daily deposits
• Work the A/R aging report for 30/60/90+ day balances

Requirements: 2+ years of medical billing experience in a specialty practice, strong knowledge of CPT, ICD-10 and modifiers. Experience with athenahealth is a plus. CPB or CPC certification preferred.
`,
  },
  {
    id: 'graphic-designer-packaging-rozee-lahore-dash-specialty-pvt-ltd-second-language',
    half: 'tune',
    title: 'Graphic Designer, Packaging',
    company: 'Indus Pack (Pvt.) Ltd.',
    text: `ROZEE.PK
Find Jobs  Companies  Career Advice
Login  Sign Up  Employers
Jobs in Lahore › Graphic Designer Jobs
Graphic Designer – Packaging
Indus Pack (Pvt.) Ltd.
Lahore, Pakistan
Posted May 10, 2026  |  Last Date: Jun 09, 2026
Apply Now
Save
Job Description
Indus Pack (Pvt.) Ltd. is one of the leading manufacturer of flexible packaging and printed cartons in Pakistan, serving top FMCG brands of food, beverages and personal care with our rotogravure and offset printing facilities in Sundar Industrial Estate.

We are looking for creative and detail oriented Graphic Designer for our prepress and design department who have experience of packaging artwork.

Responsibilities:
- Design and adaptation of packaging artworks (wrappers, pouches, cartons, labels) according to customer brief.
- Prepare the print ready files with correct die-lines, colour separation and barcodes.
- Coordinate with customers for artwork approvals and with prepress team for cylinder making.
- Make 3D mockups of packaging for presentations.
Job Details
Industry: Printing & Packaging
Functional Area: Graphic Design
Total Positions: 2
Job Shift: First Shift (Day)
Job Type: Full Time/Permanent
Job Location: Lahore, Pakistan
Gender: No Preference
Minimum Education: Bachelors
Career Level: Experienced Professional
Minimum Experience: 2 Years
Salary Range: PKR 90,000 - 130,000/Month
`,
  },
  {
    id: 'mammography-technologist-icims-bracket-schedule-network-in-eeo',
    half: 'unseen',
    title: 'Mammography Technologist',
    company: 'Harborline Health',
    text: `Careers Home
Search Jobs
Benefits
Nursing at Harborline
Log In
Mammography Technologist (PRN, Days)
Job Locations: US-ME-Portland
ID: 2026-31552
Category: Imaging
Position Type: PRN
Facility: Harborline Breast Health Center
Apply for this job online
Refer a friend
Overview
Harborline Health's Breast Health Center performs over 28,000 screening and diagnostic mammograms a year with 3D tomosynthesis, stereotactic and ultrasound-guided biopsy, and same-day results for diagnostic patients.

We are looking for a PRN Mammography Technologist to cover days Monday – Friday, with occasional Saturday screening clinics.

Responsibilities
- Perform screening and diagnostic mammography, including 3D tomosynthesis, according to ACR and MQSA standards
- Assist radiologists with stereotactic and ultrasound-guided breast biopsies and needle localizations
- Position patients with care and explain procedures clearly and compassionately

Qualifications
- ARRT (R)(M) registration required
- Maine Radiologic Technologist license required

Harborline Health is an equal opportunity employer. We value diversity and are committed to an inclusive workplace.
`,
  },
  {
    id: 'mental-health-support-worker-residential-trademe-tauranga-dash-setting-bracket-place-trust-about-first',
    half: 'tune',
    title: 'Mental Health Support Worker, Residential',
    company: 'Te Ara Hou Trust',
    text: `Trade Me
Marketplace  Property  Motors  Jobs  Services
Watchlist  Favourites  Start a listing  My Trade Me
Jobs › Healthcare › Mental health › Bay Of Plenty › Tauranga
Mental Health Support Worker – Residential (Tauranga)
Gate Pa, Tauranga
Listed Mon, 11 May
Full time
Permanent
$28.50 - $31.00 per hour
Apply now
Save to Watchlist
Kia ora! Te Ara Hou Trust is a kaupapa Māori community provider supporting tāngata whaiora on their journey of recovery across the Western Bay of Plenty for over 25 years.

We are looking for a Mental Health Support Worker to join our 24/7 residential team at our eight-bed home in Gate Pa. You'll work a rotating roster of days, afternoons and sleepovers.

Ko ngā mahi / What you'll do:
• Walk alongside tāngata whaiora to set and work towards their own recovery goals
• Support with daily living skills – cooking, budgeting, appointments, getting out into the community
• Keep accurate notes and work closely with clinical teams and whānau

A Level 4 NZ Certificate in Health and Wellbeing (Mental Health and Addiction Support) is preferred, or we will support you to gain it. A full, clean driver licence and a police vet are required.
Listing #4819920617
`,
  },
  {
    id: 'farm-worker-newspaper-classified-wexford-neighbouring-ads-capitals-employer-in-contact',
    half: 'unseen',
    title: 'Farm Worker',
    company: 'Ballymore Farms',
    text: `SITUATIONS VACANT

EXPERIENCED CHILDMINDER available Mon-Thurs, Enniscorthy area, Garda vetted, refs. Ph 086 555 0192.

FARM WORKER wanted for large tillage and beef farm near Bunclody, Co. Wexford. Full-time, year round, good rates of pay for the right person. Duties include tractor work (ploughing, sowing, spraying, harvesting), grain drying and handling, feeding and general care of 300 suckler cows and weanlings, and general farm maintenance. Must have full driving licence and experience of modern machinery; PA1/PA2 spraying certificate an advantage. Accommodation can be arranged. Apply with CV to Liam Doyle, Ballymore Farms, Bunclody, or phone 087 555 3408 after 7pm.

SECURITY STAFF required for weekend work at Wexford nightspot. Must hold PSA licence. Apply Box 4411, this office.

SALES ASSISTANT, part-time, for busy hardware store in Gorey. Apply in writing to The Manager, Gorey Hardware & DIY, Main St, Gorey.

FOR SALE
Round bale silage, 1st cut, excellent quality, delivery available. Ph 053 555 2271.
`,
  },
  {
    id: 'assistant-quantity-surveyor-linkedin-guest-view-manchester-ltd-in-about',
    half: 'tune',
    title: 'Assistant Quantity Surveyor',
    company: 'Harland & Pryce Construction Ltd',
    text: `LinkedIn
Skip to main content
Jobs
People
Learning
Join now
Sign in
Assistant Quantity Surveyor
Harland & Pryce Construction
Manchester, England, United Kingdom
2 weeks ago
67 applicants
See who Harland & Pryce Construction has hired for this role
Apply
Save
Harland & Pryce Construction Ltd is a £180m turnover main contractor delivering education, healthcare and residential projects across the North West. We are proud to be employee-owned and to have won Northern Contractor of the Year two years running.

Due to continued growth, we are looking for an Assistant Quantity Surveyor to join our commercial team at our Manchester office. You will support a Senior QS on two live projects, including a £24m secondary school new build in Stockport.

Key responsibilities
• Preparing subcontract orders and valuing subcontractor applications for payment
• Assisting with monthly valuations, cost value reconciliations (CVRs) and forecasting
• Measuring works and managing variations and change control
Show more
Seniority level
Associate
Employment type
Full-time
Job function
Finance and Sales
Industries
Construction
`,
  },
  {
    id: 'warehouse-admin-glints-cikarang-bilingual-bracket-pt-second-language',
    half: 'unseen',
    title: 'Warehouse Admin',
    company: 'PT Sinar Cikarang Distribusi',
    text: `Glints
Cari Lowongan  Perusahaan  Blog
Masuk  Daftar  Untuk Perusahaan
Lowongan › Administrasi › Bekasi
Admin Gudang (Warehouse Admin)
PT Sinar Cikarang Distribusi
Cikarang Utara, Bekasi, Jawa Barat, Indonesia
IDR 5.200.000 - 6.000.000/Bulan
Penuh Waktu · Kerja di kantor
Minimal 1 tahun pengalaman
Minimal Sarjana (S1)
Diperbarui 2 hari yang lalu
Lamar Cepat
Simpan
Deskripsi Pekerjaan
PT Sinar Cikarang Distribusi is a distributor of electrical and automotive spare parts for industries in Jababeka and MM2100 area, with warehouse 6.000 m2 and more than 12.000 SKU.

We are looking for Warehouse Admin with good attention to detail to support our warehouse team.

Job Description:
- Input the incoming and outgoing goods data into the system (Accurate Online).
- Make the delivery order (DO) and surat jalan, and check with the physical goods before delivery.
- Do stock opname every month together with warehouse team and make report of the difference.
- Make daily stock report to Warehouse Supervisor.

Requirements: Male/Female, max 30 years old, can operate Ms. Excel (VLOOKUP, pivot), placement in Cikarang.
`,
  },
  {
    id: 'kindergarten-teacher-applitrack-school-district-dash-school-bracket-year',
    half: 'tune',
    title: 'Kindergarten Teacher',
    company: 'Cottonwood Valley Unified School District',
    text: `Search Jobs
Apply Now
Help
Sign In
All Jobs › Elementary School Teaching › Kindergarten
Kindergarten Teacher - Ridgeview Elementary (2026-27 School Year)
JobID: 2231
Position Type:
Elementary School Teaching/Kindergarten
Date Posted:
5/6/2026
Location:
Ridgeview Elementary
Closing Date:
Until Filled
District:
Cottonwood Valley Unified School District
Apply for this job
Email to a friend
Position: Kindergarten Teacher (1.0 FTE)
Work Year: 185 days
Salary: Certificated Salary Schedule, $58,412 - $104,880 plus $1,500 MA stipend

Ridgeview Elementary is a TK–5 school of 540 students in the north end of the district with a strong focus on early literacy and social-emotional learning. Our kindergarten team of four collaborates weekly in a PLC and shares a dedicated instructional aide.

Duties:
1. Plan and deliver standards-aligned instruction in literacy, math, science and social studies for kindergarten students
2. Assess student progress using district benchmarks (DIBELS 8) and differentiate instruction accordingly
3. Communicate regularly with families and participate in IEP and SST meetings

Requirements: Valid California Multiple Subject Teaching Credential with English Learner Authorization (CLAD or equivalent).
`,
  },
  {
    id: 'supermarket-cashier-whatsapp-lagos-forwarded-capitals-plural-sentence-employer-second-language',
    half: 'unseen',
    title: 'Supermarket Cashier',
    company: 'Goodwill Stores Ltd',
    text: `Forwarded many times
*URGENT VACANCY* 📣📣📣

*SUPERMARKET CASHIERS NEEDED* 🛒

Goodwill Stores Ltd, a fast growing supermarket with branches in Lekki Phase 1, Ajah and Ikota, is in need of smart and honest Supermarket Cashiers to join their team immediately.

*Location:* Lekki Phase 1 / Ajah, Lagos
*Salary:* ₦120,000 - ₦150,000 monthly + HMO

*Responsibilities:*
✅ Receive payment from customers by cash, POS and transfer and give correct balance
✅ Scan and bag customers' items correctly and politely
✅ Balance the till at the end of every shift and submit report to the Supervisor
✅ Keep the checkout area neat and arranged

*Requirements:*
👉 OND/HND/B.Sc in any field
👉 Minimum 1 year experience as cashier in supermarket
👉 Must reside around Lekki – Ajah axis
👉 Age 21 – 30 years

Interested and qualified candidates should send their CV to hr.goodwillstores@example.com using the position as subject of the mail.

Kindly share, your friend might be the one looking 🙏
12:47 PM
`,
  },
  {
    id: 'library-assistant-ii-access-services-university-page-dash-specialty-bracket-term-department-line',
    half: 'tune',
    title: 'Library Assistant II, Access Services',
    company: 'Prairie Lakes University',
    text: `Skip to main content
Careers
Faculty Positions
Staff Positions
Student Employment
How to Apply
Staff Positions › Library Assistant II – Access Services
Library Assistant II – Access Services (Temporary, 12 months)
Competition #: PLU-S-26-0318
Department: University Library – Murray Learning Commons
Employee Group: CUPE 3117 (Support Staff), Phase 3
Salary: $24.87 – $29.02 per hour
Hours: 36.25 per week, including some evenings and weekends
Closing Date: May 29, 2026
Apply Now
The University Library is looking for a friendly, service-minded Library Assistant II to join our Access Services team at the Murray Learning Commons, the busiest service point on campus with more than 1.2 million visits a year.

Reporting to the Access Services Supervisor, you will provide front-line circulation, reserves and interlibrary loan services to students, faculty and community users.

Key duties
• Staff the service desk: circulation, fines and fees, room bookings and first-level reference referrals
• Process course reserves, holds and interlibrary loan requests in Alma
• Train and schedule student library assistants

Prairie Lakes University is located on Treaty 6 Territory and the Homeland of the Métis. We are committed to employment equity and welcome applications from all qualified individuals.
`,
  },
  {
    id: 'truck-dispatcher-craigslist-laredo-capitals-llc-mc-number-sentence',
    half: 'unseen',
    title: 'Truck Dispatcher',
    company: 'Lone Star Linehaul LLC',
    text: `CL  laredo > jobs > transportation
post  account
favorite  hide  flag  share
Posted 2026-05-12 07:15
NOW HIRING - TRUCK DISPATCHER - IN OFFICE (Laredo)
compensation: $55k-$70k base + weekly bonus
employment type: full-time
job title: truck dispatcher

We're Lone Star Linehaul LLC (MC# 1188420), a 35-truck dry van and reefer carrier running Laredo to Dallas, Chicago and Atlanta. Our dispatch board is growing and we need one more dispatcher on the team.

What you'll do:
- Plan loads and assign them to drivers, keep trucks moving and empty miles low
- Book freight on DAT and with our direct shippers, negotiate rates
- Track every load, update brokers/customers and handle breakdowns, detention and lumpers
- Keep drivers within HOS and check logs in Samsara

Mon-Fri 7a-5p plus weekend on-call rotation (1 in 3). Must have at least 1 year dispatch experience for an asset-based carrier. Bilingual Spanish/English is a BIG plus.

Send resume to dispatchjobs@lonestarlinehaul.example.com or stop by 9810 Mines Rd, Suite B.

principals only. recruiters, please don't contact this job poster.
post id: 7842016613
posted: 11 hours ago
email to friend
`,
  },
  {
    id: 'tax-analyst-catho-sao-paulo-bilingual-slash-level-word-ltda-second-language',
    half: 'tune',
    title: 'Tax Analyst',
    company: 'Valtra Sul Distribuidora de Autopeças Ltda.',
    text: `Catho
Vagas  Empresas  Salários  Cursos
Entrar  Cadastre-se  Sou empresa
Vagas › Contabilidade › Fiscal › São Paulo - SP
Analista Fiscal Pleno / Tax Analyst
Valtra Sul Distribuidora de Autopeças Ltda.
São Paulo - SP (1 vaga)
Publicada em 09/05/2026
Faixa salarial: De R$ 6.001,00 a R$ 8.000,00
Regime de contratação: CLT (Efetivo)
Jornada: Segunda a sexta, híbrido
Candidatar-se
Descrição da vaga
Valtra Sul is a distributor of automotive parts with 14 branches in São Paulo, Paraná and Santa Catarina, and is part of a German group. The reports for our headquarter are made in English, for this reason we publish the vacancy in both languages.

We are looking for Tax Analyst to join our fiscal team in the head office in Barra Funda.

Activities:
- Calculation and conference of the indirect taxes (ICMS, ICMS-ST, IPI, PIS and COFINS) of the branches.
- Delivery of the ancillary obligations: SPED Fiscal, EFD-Contribuições, DCTF and GIA.
- Analysis of the tax classification (NCM) of new products and support to the purchasing area.
- Preparation of monthly tax reports in English to the headquarter in Germany.

Requirements: Degree in Accounting, experience with SAP and TOTVS, advanced English.
`,
  },
  {
    id: 'group-fitness-instructor-cycle-hiit-bamboohr-dash-specialty-llc-in-eeo-only',
    half: 'unseen',
    title: 'Group Fitness Instructor, Cycle & HIIT',
    company: 'Summit Strong Fitness LLC',
    text: `Job Openings  »  Group Fitness Instructor - Cycle & HIIT
Group Fitness Instructor - Cycle & HIIT
Fitness · Boise, Idaho
Apply for This Job
Location
Boise, Idaho
Department
Fitness
Employment Type
Part-Time
Minimum Experience
Entry-level
Compensation
$30 - $45 per class
Do you light up a room at 5:45am? Can you make 30 people forget they're climbing a hill on a bike? We want to hear from you.

Our two Boise clubs run more than 120 classes a week, from Cycle and HIIT to strength, yoga and aqua. We're growing our Cycle and HIIT team for the fall schedule and are looking for energetic instructors who can coach every level, from first-timers to competitive athletes.

What you'll do:
• Teach 3–8 Cycle and/or HIIT classes per week (early mornings, evenings and weekends)
• Design music and ride profiles and keep your class fresh with new formats
• Coach proper form and modify for injuries and beginners
• Help grow class attendance and member retention

Requirements: Current group fitness certification (ACE, AFAA, NASM or equivalent) and indoor cycling certification; CPR/AED certification.

Summit Strong Fitness LLC is an equal opportunity employer.
Privacy Policy | Terms of Service
© 2026 BambooHR All rights reserved.
`,
  },
  {
    id: 'registered-veterinary-nurse-jobvite-hexham-bracket-credential-practice-of-group-limited-footer',
    half: 'tune',
    title: 'Registered Veterinary Nurse',
    company: 'Hartwell Veterinary Group Limited',
    text: `Jobs
Search Jobs
Join Our Talent Network
Registered Veterinary Nurse (RVN)
Clinical · Hexham, Northumberland
Apply
Refer
Tynedale Animal Hospital, Hexham
Full time or 4-day week · £28,000 – £33,000 + CPD allowance
Tynedale Animal Hospital is a busy, RCVS-accredited small animal hospital serving the Tyne Valley, with 24-hour care, a dedicated orthopaedic surgery suite, CT and a team of 11 vets and 16 nurses.

We're looking for a Registered Veterinary Nurse who loves variety and wants to keep growing. You'll work across consults, theatre and our inpatient wards, and take part in a fair out-of-hours rota (on average one night a fortnight, with time off in lieu).

What you'll do:
• Monitor anaesthesia and prepare theatre for routine and orthopaedic surgery
• Run nurse clinics – dental, weight, post-op checks and puppy & kitten
• Care for hospitalised patients and keep owners updated

You'll need to be a Registered Veterinary Nurse on the RCVS register.

Tynedale Animal Hospital is part of Hartwell Veterinary Group. Hartwell Veterinary Group Limited is the employer of all colleagues at our practices and is an equal opportunity employer.
Powered by Jobvite
`,
  },
  {
    id: 'middle-frontend-developer-telegram-tashkent-hashtags-bracket-tool-second-language',
    half: 'unseen',
    title: 'Middle Frontend Developer',
    company: 'Ipakchi Soft',
    text: `IT Jobs Uzbekistan 🇺🇿
128 450 subscribers
#vacancy #frontend #react #tashkent #middle

🏢 Company: Ipakchi Soft
💼 Position: Middle Frontend Developer (React)
📍 Location: Tashkent, Yunusobod (office) / hybrid possible
💰 Salary: $1200 – $1800 (after interview)
🕘 Schedule: 5/2, 9:00 – 18:00

📝 About us:
Ipakchi Soft is product company, we are making the logistics and delivery platform for restaurants and shops in Uzbekistan and Kazakhstan. More than 3 000 businesses use our product every day.

✅ Tasks:
— Develop new features for admin panel and web app on React + TypeScript
— Make integration with REST API and WebSocket from backend team
— Optimize performance and write unit tests (Jest)

📌 Requirements:
— 2+ years commercial experience with React, Redux Toolkit or Zustand
— Russian or Uzbek language, English for reading documentation

📩 Contact: @ipakchi_hr
👁 3.4K  ·  14:20
`,
  },
  {
    id: 'traffic-controller-agency-site-sydney-plural-dash-place-dash-start-client-unnamed',
    half: 'tune',
    title: 'Traffic Controller',
    company: 'Roadwise Labour Hire Pty Ltd',
    text: `Home  Candidates  Clients  Current Jobs  About  Contact
☎ 1300 555 781
Current Jobs › Civil & Infrastructure
Traffic Controllers – Sydney Metro – Immediate Start
Job type: Casual / Ongoing
Location: Western Sydney, NSW
Pay rate: $38.50 – $52.00 per hour + penalties
Ref: RW-TC-1106
Apply for this job
Our client, a Tier 1 civil contractor delivering major road and rail upgrades across Western Sydney, is looking for experienced Traffic Controllers to join their crews on long-term projects. Plenty of work – day and night shifts, 5–6 days a week.

Duties
- Set up and pack down traffic control according to the approved TGS/TCP
- Control traffic with stop/slow bats and portable traffic lights
- Keep the work zone safe for the public, plant and workers

Requirements
- Current SafeWork NSW Traffic Control (TC) and Implement Traffic Control Plans (ITCP) tickets
- White Card (General Construction Induction)
- Own reliable transport and a current driver licence

Roadwise Labour Hire Pty Ltd | ABN 51 555 204 118 | Labour Hire Licence LHL-05512
`,
  },
  {
    id: 'catering-assistant-council-page-dash-school-building-service-line',
    half: 'unseen',
    title: 'Catering Assistant',
    company: 'Thornbury Borough Council',
    text: `Skip to main content
Report it  Pay for it  Apply for it
Search this site
Jobs and volunteering
Home › Council and democracy › Jobs and volunteering › Current vacancies
Catering Assistant – Oakfield Primary School
Job reference: TBC-EC-2618
Service: Education Catering (Thornbury School Kitchens)
Location: Oakfield Primary School, Oakfield Road
Salary: £12.65 per hour (Grade 2), pro rata
Hours: 15 hours per week, Monday to Friday 10:30am – 1:30pm, term time only
Contract: Permanent
Closing date: 27 May 2026
Apply online
Would you like a job that fits around the school day? Our school kitchen team at Oakfield Primary serves around 320 freshly cooked lunches every day, and we need a friendly Catering Assistant to join them.

You will help the Cook in Charge to prepare food, serve children at lunchtime, and keep the kitchen and dining hall clean, following food hygiene and allergen procedures.

No experience is needed as full training is provided, including Level 2 Food Hygiene. This post is subject to an Enhanced DBS check.
© Thornbury Borough Council, Civic Centre, Thornbury Way
Accessibility  Privacy notice  Cookies
`,
  },
  {
    id: 'medical-officer-newspaper-classified-eldoret-capitals-plural-bracket-posts-mission-hospital',
    half: 'tune',
    title: 'Medical Officer',
    company: 'Mwangaza Mission Hospital',
    text: `CLASSIFIEDS | APPOINTMENTS

TENDER NOTICE: Supply and delivery of assorted stationery and cleaning materials. Tender No. ETC/T/14/2026. Closing 2nd June 2026.

MWANGAZA MISSION HOSPITAL
P.O. Box 1450-30100, Eldoret

Mwangaza Mission Hospital is a 180-bed faith-based, not-for-profit Level 5 hospital serving Uasin Gishu and the surrounding counties. The Hospital invites applications from suitably qualified candidates for the following position:

MEDICAL OFFICERS (2 POSTS)
Reporting to the Medical Superintendent, the successful candidates will:
• Provide inpatient and outpatient clinical care in the medical, surgical, paediatric and maternity departments;
• Perform emergency and elective procedures including caesarean sections;
• Participate in the on-call roster, ward rounds and continuous medical education.

Requirements: Bachelor of Medicine and Bachelor of Surgery (MBChB); registration and valid practising licence with the Kenya Medical Practitioners and Dentists Council; at least one year post-internship experience.

Applications with CV and copies of certificates should reach the Human Resource Manager at hr@mwangazahospital.example.org by 29th May 2026. Only shortlisted candidates will be contacted.

LOST CERTIFICATE: KCSE certificate of Wanjiru A. Kamau, Index No. 31604012/044. Finder please contact 0722 555 118.
`,
  },
  {
    id: 'crew-member-taleo-kelowna-dash-store-number-dash-place-franchisee-ltd-footer',
    half: 'unseen',
    title: 'Crew Member',
    company: 'Okanagan QSR Holdings Ltd.',
    text: `Job Search
My Jobpage
Sign In
Job Description
Crew Member-Restaurant 4471-Kelowna
Apply Online
Add to My Job Cart
Job Number: 4471-CM-0526
Primary Location: Canada-British Columbia-Kelowna
Organization: Franchise Restaurants
Schedule: Part-time
Job Posting: May 7, 2026
Have fun, make friends and get paid! 🍟

Maple Burger Co. on Harvey Ave is looking for Crew Members to join our team. Whether you're looking for your first job or something that fits around school or family, we have flexible shifts from early mornings to late nights.

As a Crew Member you will:
• Greet guests and take orders at the front counter, drive-thru and kiosks
• Prepare menu items following our recipes and food safety standards
• Keep the dining room, kitchen and washrooms clean and stocked

Starting wage $17.85/hour, plus free meals on shift, tuition assistance and a path to Crew Trainer and Shift Manager.

This restaurant is owned and operated by an independent franchisee, Okanagan QSR Holdings Ltd. The franchisee is the employer and is solely responsible for all employment matters at this restaurant.
`,
  },
  {
    id: 'kitchen-steward-agency-email-kathmandu-doha-subject-capitals-plural-client-unnamed-second-language',
    half: 'tune',
    title: 'Kitchen Steward',
    company: 'Himal Overseas Manpower Pvt. Ltd.',
    text: `From: Himal Overseas Recruitment <recruit@himaloverseas.example.com>
Sent: Monday, 11 May 2026 10:32 AM
To: undisclosed-recipients
Subject: NEW DEMAND - QATAR - KITCHEN STEWARDS (30 Nos.) - 5 STAR HOTEL - FREE VISA FREE TICKET

Namaste,

Greetings from Himal Overseas Manpower Pvt. Ltd.!

We have received new demand from one reputed 5 star hotel in Doha, Qatar for following position. Interview will be taken by client HR through online (Zoom) on 24th May 2026 at our office in Kathmandu.

Position: KITCHEN STEWARDS
Quantity: 30 Nos. (Male)
Salary: QAR 1,200 basic + QAR 300 food allowance + overtime
Accommodation & Transportation: Provided by company
Contract Period: 2 years (renewable)
Duty Hours: 8 hours/day, 6 days a week

Job Description:
- Washing of pots, pans, utensils and crockery by hand and dishwashing machine.
- Cleaning and sanitizing the kitchen floor, walls, equipment and garbage area as per HACCP standard.
- Support the chefs in receiving and storing of food items.

Requirements: Age 21-38 years, minimum 1 year hotel or restaurant experience in Nepal or Gulf, basic English, passport valid more than 2 years.

Please come with original passport, 4 PP size photos and experience letter.

Regards,
Recruitment Department
Himal Overseas Manpower Pvt. Ltd. (Govt. Lic. No. 1284/070/071)
Putalisadak, Kathmandu, Nepal | Tel: 01-5550218
`,
  },
  {
    id: 'paralegal-personal-injury-glassdoor-miami-dash-specialty-bracket-stage-pa-in-eeo',
    half: 'unseen',
    title: 'Paralegal, Personal Injury',
    company: 'Delgado & Whitcomb, P.A.',
    text: `Glassdoor
Community  Jobs  Companies  Salaries  For Employers
Sign In
Paralegal - Personal Injury (Pre-Litigation)
Delgado & Whitcomb Injury Lawyers
4.1 ★
Miami, FL
$55K - $68K (Employer provided)
Easy Apply
Save
Delgado & Whitcomb Injury Lawyers has recovered more than $400 million for injured Floridians. Our team of 18 attorneys handles auto, trucking, premises and wrongful death cases from offices in Miami, Fort Lauderdale and Orlando.

We are hiring a bilingual (English/Spanish) Paralegal for our pre-litigation department in Miami. You'll manage a caseload of auto accident claims from intake through settlement, working closely with a case manager and supervising attorney.

Responsibilities:
• Communicate with clients weekly on treatment and case status
• Request and review medical records and bills, and track liens
• Prepare demand packages and calendar policy limit deadlines
• Open claims with insurance carriers and negotiate property damage

Requirements: 2+ years of PI paralegal experience in Florida, Litify or Filevine experience preferred, Florida Registered Paralegal (FRP) a plus.

Delgado & Whitcomb, P.A. is an equal opportunity employer.
Show more
`,
  },
  {
    id: 'ielts-instructor-facebook-page-da-nang-page-name-first-line-capitals-plural-second-language',
    half: 'tune',
    title: 'IELTS Instructor',
    company: 'Sunrise English Center',
    text: `Sunrise English Center - Đà Nẵng
May 9 at 4:15 PM · 🌏
🌟🌟 [TUYỂN DỤNG] WE ARE HIRING IELTS INSTRUCTORS 🌟🌟

Sunrise English Center is expanding!! We are now opening our 3rd campus in Hải Châu district and looking for passionate IELTS INSTRUCTORS (native or Vietnamese) to join our teaching team 💪

📌 Job description:
– Teach IELTS classes (4.0 – 7.5+) for teenagers and adults, group of max 15 students
– Prepare lesson plans and materials follow the center curriculum
– Mark Writing tasks and give feedback for Speaking, organise mock tests every month
– Report students' progress to Academic Manager

📌 Requirements:
– IELTS overall 7.5+ (no skill under 7.0) or native speaker with TESOL/CELTA
– At least 1 year of IELTS teaching experience
– Friendly, energetic and on time ⏰

💵 Salary: 300,000 – 450,000 VND/hour (Vietnamese teachers), up to 25 USD/hour (native teachers) + bonus for student band score

📩 Send CV to tuyendung@sunriseenglish.example.vn or inbox page
☎️ Hotline: 0905 555 316 (Ms. Thảo)

#tuyendung #IELTS #danang #teachingjobs
👍❤️ 236   41 comments   58 shares
`,
  },
  {
    id: 'conveyancing-assistant-residential-cv-library-chelmsford-dash-specialty-agency-client-unnamed',
    half: 'unseen',
    title: 'Conveyancing Assistant, Residential Property',
    company: 'Sterling Legal Recruitment Ltd',
    text: `CV-Library
Search Jobs
Career Advice
Upload CV
Sign In
Register
Recruiting? Post a Job
Jobs / Legal Jobs / Conveyancing Jobs in Chelmsford
Conveyancing Assistant - Residential Property
Salary: £23,000 - £26,000 per annum
Location: Chelmsford, Essex
Job Type: Permanent, Full Time
Posted by: Sterling Legal Recruitment Ltd
Posted: Today
Apply Now
Save Job
Our client, a well-established high street law firm with four offices across Essex, is looking for a Conveyancing Assistant to join their busy residential property team in Chelmsford.

You will support two Licensed Conveyancers with a caseload of freehold and leasehold sales, purchases and remortgages, from instruction through to post-completion.

Duties will include:
- Opening new files, carrying out ID and AML checks and sending client care letters
- Ordering searches and raising and chasing enquiries
- Preparing completion statements, SDLT returns and Land Registry applications
- Keeping clients, agents and lenders updated by phone and through the case management system

Previous conveyancing experience (at least 12 months) is essential.

Sterling Legal Recruitment Ltd is acting as an Employment Agency in relation to this vacancy.
`,
  },
  {
    id: 'internal-control-officer-jobberman-lagos-limited-in-about-second-language',
    half: 'tune',
    title: 'Internal Control Officer',
    company: 'Zenlink Pharmaceuticals Limited',
    text: `jobberman
Find Jobs  Companies  Career Advice  CV Services
Log In  Sign Up  Employers
Home › Jobs › Accounting, Auditing & Finance
Internal Control Officer
Zenlink Pharmaceuticals Limited
Accounting, Auditing & Finance
Lagos (Ikeja)
Full Time
NGN 300,000 - 400,000
Posted 3 days ago
Easy Apply
Save Job
Job Summary
To ensure that all the transactions of the company comply with approved policies and procedures, and to prevent and detect fraud, errors and loss of stock and cash.
Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 3 years
Job Description/Requirements
Zenlink Pharmaceuticals Limited is a leading importer and distributor of pharmaceutical products with warehouse in Ikeja and branches in Abuja, Onitsha and Port Harcourt. We are seeking for a competent Internal Control Officer to join our finance and audit team.

Responsibilities:
- Review and vet all the payment vouchers and supporting documents before approval.
- Carry out surprise cash counts and stock counts at the warehouse and branches.
- Reconcile the sales records with the stock movement and the bank lodgements on daily basis.
- Investigate the discrepancies and write report with recommendations to the Head of Finance.
- Monitor compliance with the company policies and NAFDAC documentation requirements.
`,
  },
  {
    id: 'yard-operative-facebook-community-group-naas-page-post-builders-merchant-sentence',
    half: 'unseen',
    title: 'Yard Operative',
    company: 'Liffey Valley Builders Providers',
    text: `Naas Community Noticeboard
Public group · 21K members
Liffey Valley Builders Providers
3h · 🌍
We're hiring! 🧱🚜

We have a full-time position available for a Yard Operative to join our team in Naas. Liffey Valley Builders Providers is a family-run builders merchant on the Sallins Road, supplying tradespeople and the public across Kildare for over 30 years 💪

Hours: Monday to Friday, 7.30am – 5pm, plus 1 in 3 Saturday mornings (paid extra)
Pay: €15.50 – €17.00 per hour depending on experience, plus Christmas bonus and staff discount

What you'll be doing:
➡️ Loading and unloading trucks and customer vehicles – blocks, timber, sand, cement, insulation
➡️ Operating the forklift around the yard and keeping stock tidy and in the right place
➡️ Picking customer orders and checking deliveries against dockets
➡️ Giving a hand in the trade counter when it's busy

You'll need a valid forklift licence (counterbalance), a full driving licence and your Safe Pass card. Manual Handling training provided.

Please send your CV to jobs@liffeyvalleybp.example.ie or PM us with any questions 📩
👍❤️ 87  19 comments  23 shares
`,
  },
  {
    id: 'content-moderator-kalibrr-taguig-dash-place-pipe-shift-inc-second-language',
    half: 'tune',
    title: 'Content Moderator',
    company: 'Vireo Trust & Safety Solutions Inc.',
    text: `Kalibrr
Jobs  Companies  Career Hub
Log in  Sign up  For Employers
Content Moderator - Taguig | Graveyard Shift
Vireo Trust & Safety Solutions Inc.
Taguig, Metro Manila
Full time
₱25,000 - ₱30,000 / month
Posted 2 days ago · Apply before Jun 10, 2026
Apply for this job
Save
Job Description
Vireo Trust & Safety Solutions Inc. is a BPO company specialize in content moderation and trust & safety services for global social media, gaming and e-commerce platforms. Our site in BGC is operating 24/7.

We are looking for Content Moderators who are detail-oriented and can make good decision fast to protect online communities.

Responsibilities:
- Review user generated content (text, image, video, livestream) and take action based on client policies.
- Identify and escalate harmful contents like violence, scams, child safety issues and hate speech.
- Meet the quality and productivity targets (accuracy of 95% and above).
- Participate in regular calibrations and policy trainings.

Qualifications:
- At least 2nd year college level, with good English comprehension.
- Willing to work in graveyard shift and on holidays, onsite in BGC.
- Can handle sensitive and graphic content (wellness program and psychologist support provided).
`,
  },
  {
    id: 'debt-collector-legal-collections-pnet-durban-dash-specialty-pty-ltd-recruiter-line',
    half: 'unseen',
    title: 'Debt Collector, Legal Collections',
    company: 'Kgotso Recoveries (Pty) Ltd',
    text: `PNet
Find Jobs  Companies  Career Advice
Log in  Register  Recruiters
Home › Jobs › Banking, Finance, Insurance › Durban
Debt Collector - Legal Collections
Kgotso Recoveries (Pty) Ltd
Umhlanga, Durban
Permanent
Full Time
R9 000 - R12 000 per month + commission
Published: 08.05.2026
Apply now
Save job
Kgotso Recoveries is a registered debt collection agency (CFDC registered) collecting on behalf of banks, retailers and medical practices across South Africa. Our Umhlanga office is expanding its Legal Collections team.

Purpose of the role:
To collect outstanding debt on accounts handed over for legal action, by negotiating affordable payment arrangements with debtors and working closely with our panel attorneys.

Duties and responsibilities:
- Make outbound calls to debtors and negotiate settlements or payment arrangements
- Trace debtors using TransUnion and other tracing tools
- Prepare Section 129 letters and handover files for attorneys
- Update all accounts accurately on the collections system (DCS)
- Meet monthly collection targets

Requirements: Matric, minimum 2 years' collections experience (legal collections preferred), registration with the Council for Debt Collectors, bilingual (English and isiZulu) advantageous.
Recruiter: Kgotso Recoveries (Pty) Ltd
`,
  },
  {
    id: 'office-boy-olx-lahore-required-sentence-employer-second-language',
    half: 'tune',
    title: 'Office Boy',
    company: 'Zarf Technologies',
    text: `OLX
Motors  Property  Mobile Phones  Jobs
Login  + SELL
Jobs › Other Jobs › Lahore
Office Boy Required for Software House – DHA Phase 6
Rs 35,000
DHA Phase 6, Lahore, Punjab · 2 days ago
Details
Type: Full-time
Position type: Full Time
Hiring by: Company
Salary from: 32,000
Salary to: 35,000
Description
Zarf Technologies is a software house in DHA Phase 6 Lahore with team of 40 developers, working for clients in UK and USA. We need one honest and active office boy for our office urgently.

Duties:
- Make tea and coffee for the staff and guests, keep the kitchen clean.
- Daily cleaning of the office, meeting rooms and washrooms.
- Bring the lunch orders and small purchasing from market.
- Delivery of documents to bank and courier.

Requirements: Matric pass, age 20 to 35, must live near DHA or Bhatta Chowk. Own motorbike will be preferred (fuel allowance given).
Timing: 10 AM to 7 PM, Saturday Sunday off.
Interested send CNIC copy and picture on WhatsApp 0300-5554172.
Chat
Show phone number
`,
  },
  {
    id: 'substitute-teacher-frontline-school-district-texas-dash-type-bracket-year-isd-in-text',
    half: 'unseen',
    title: 'Substitute Teacher',
    company: 'Pine Hollow Independent School District',
    text: `Applicant Login
Jobs Home
View All Jobs
Substitute Teacher - Daily (2026-2027)
JobID: 4507
Position Type:
Substitute/Substitute Teacher
Date Posted:
4/28/2026
Location:
District-Wide
Closing Date:
Open Until Filled
Apply
Pine Hollow Independent School District is now accepting applications for daily substitute teachers for the 2026-2027 school year. Substitutes are the heartbeat of our campuses when our teachers are away, and we are looking for dependable adults who enjoy working with students from Pre-K through 12th grade.

Pay Rates (per full day):
Degreed, non-certified: $125
Texas certified teacher: $140
Long-term assignment (10+ consecutive days in the same position): $165

Primary Responsibilities:
- Follow lesson plans left by the classroom teacher and keep accurate records of student work and attendance
- Maintain a safe, orderly learning environment following campus procedures
- Accept assignments and report absences through the Frontline Absence Management system

Minimum Qualifications: 60 college credit hours from an accredited institution; fingerprinting and background check; completion of the district's online substitute orientation.
`,
  },
]
