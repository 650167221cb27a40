// Twenty-fifth unseen posting set (issue 15): 40 complete job ads as a job seeker would paste them from the site,
// for the jobs most people apply for, each in a specialty or setting that no existing occupation names. Each ad's
// title, company and recruiter skill list were written with the ad, before anything read the file. Half 'tune'
// may guide changes; half 'unseen' is only reported.
// Written by Tailor contributors (CC0).
// Written by helper job81. Read: /work/prompts/job81.md, /work/prompts/common.md, /work/prompts/rules.md,
// /work/prompts/existing-occupations.txt, lines 1-8 of packages/engine/eval/jobs.ts and lines 1-10 of
// packages/engine/eval/unseen-postings.ts; nothing else in the repository. Every employer, person, address, phone
// number and email is invented.
//
// Counts: 40 postings (20 tune, 20 unseen, alternating from 'tune'); 32 from the main English-speaking markets and
// 8 in a second-language English (ids end "-second-language"); 40 fields; 436 skills (8-14 per posting);
// 335-663 words per ad (mean about 440).
// Countries: United States 5, United Kingdom 4, Australia 4, Ireland 3, Canada 3, South Africa 3, New Zealand 2,
// India 2, Kenya 2, Philippines 2, Singapore 1, Nigeria 1; second-language: Germany, Netherlands, United Arab
// Emirates, Malaysia, Poland, Japan, Mexico, Thailand (1 each).
// Shapes: Workday careers page with requisition fields; Totaljobs with breadcrumb first; Glassdoor with rating and
// company overview; SEEK with employer questions; IrishJobs with a flattened Essential/Desirable requirements table;
// NHS Jobs with person specification (hospice charity); education agency site, client unnamed, salary block first;
// about-us-first careers page (OSHC provider); Trade Me listing; Job Bank (government board) with flattened fields
// and a sentence-case title; Jora with the pay chip first (salary-first); PNet; Naukri with key-skills chips;
// Facebook group recruiter post with emojis and comments (Cebu); Jobberman agency naming the client; newspaper
// appointments page pasted from the PDF, capitals, neighbouring tender notice; ZipRecruiter 1-Click; MyCareersFuture
// with the company in capitals first; LinkedIn job page with company line first and applicant count; LinkedIn
// founder post (brand only); Indeed app with back arrow first; CV-Library agency naming the client; Facebook group
// post by a company page (Te Puke); hospital careers page in long prose with no bullets; Greenhouse with the
// application form; CareerJunction with reference line; public library job posting in capitals with competition
// number and department line; recruiter email, client unnamed, pipes in the subject; Workable with
// Overview/Application tabs; forwarded WhatsApp message with bold capitals; Indeed desktop with profile insights;
// OnlineJobs.ph field block; Personio with gender marker and application form; Dutch agency site, client unnamed,
// hourly pay first; Bayt with job details table; JobStreet by SEEK (Malaysia); SmartRecruiters with logo line first;
// GaijinPot field list; OCC with Spanish chrome and a two-language title; ajarn.com with a salary line.
// Sites: none more than twice (Facebook groups 2, Indeed desktop + app 2; LinkedIn job page and LinkedIn post one
// each; SEEK and JobStreet by SEEK one each).
// Occupations: Customer Service Representative, Pharmacy Benefits; Sales Assistant, Footwear; Warehouse Associate,
// Returns Processing; Barista, Hospital Café; Staff Nurse, Haemodialysis; Healthcare Assistant, Hospice Inpatient
// Unit; Teaching Assistant, SEN Resource Base; OSHC Educator; Bookkeeper, Construction; Administrative Assistant,
// Property Management; Heavy Rigid Driver, Waste Collection; Security Officer, Residential Estate; Software
// Developer, Retail POS; Chat Support Agent, E-commerce Account; Sales Representative, Building Materials; Loan
// Officer, Group Lending; Pharmacy Technician, Long-Term Care; Dental Assistant, Children's Dentistry; HR
// Administrator, Manufacturing Operations; Social Media Executive, F&B; Machine Operator, Injection Moulding;
// Plumber, Social Housing Repairs; Orchard Hand, Kiwifruit; Medical Social Worker, Emergency Department; Leasing
// Consultant, Student Housing; Claims Administrator, Short-Term Insurance; Library Assistant, Children's Services;
// Conveyancing Secretary; Equine Veterinary Nurse; Fibre Technician, FTTH Installations; Maintenance Technician,
// Multifamily; Virtual Assistant, Real Estate; Junior Accountant, Accounts Payable; Parcel Sorter; Sales Associate,
// Fragrances; Admin Executive, Freight Forwarding; IT Service Desk Agent, 1st Line Support; Front Desk Staff, Ski
// Resort Hotel; Bilingual Call Center Agent, Collections; Kindergarten Homeroom Teacher, British EYFS.
//
// Labelling rules as applied (short):
// - title: as printed, seniority kept; a specialty after a dash becomes ", specialty"; brackets (shift, gender
//   marker, season, remote, task list, post count) and what a board hangs on the line are dropped; capitals in title
//   case; a two-language title gives its English title.
// - company: as printed with its legal suffix; the legal name from an about block, footer or signature in full;
//   agency ads the client when named (Okonjo, Brindley) and otherwise the agency (Chalkline, Fynbos, FlexPoort);
//   franchise partner that hires (Al Waha); public bodies the hiring body, not the "Department:" line.
// - skills: 8-14, required then preferred then soft; job-qualifying licences and certificates listed (also when due
//   within a set time or the employer pays for them), degrees, diplomas and school-leaving certificates not; what
//   the employer says it trains not listed; fixed names "Shift Work", "On-Call", "Driving Licence", "Clean Driving
//   Record", "Police Clearance", proper-noun checks by their names (Enhanced DBS, Basic DBS, Garda Vetting, National
//   Police Check, Certificate of Good Conduct); alternatives all listed; "Bilingual English/X" lists X; personal
//   conditions (drug screens, medicals, vaccinations, right to work, visas, own tools, boots, transport, internet)
//   add nothing.
//
// Readings this set adds where the rules are silent:
// - A title printed in sentence case (Job Bank "Administrative assistant – property management") is labelled in
//   title case, as a title in capitals is.
// - A post count in the title ("(15 POSITIONS)", "– 8 POSTS") and a season or intake in brackets ("(Niseko, Winter
//   Season 2026/27)", "(August 2026)") are dropped like a schedule.
// - A founder's post that names only the brand ("Dosa Theory") is labelled with the brand. A property manager hiring
//   "for" a named property (Riverstone Residential for Oak Hollow Apartments) is labelled with the manager. A school
//   "operated by" a company named in the footer is labelled with the operating company (Chaophraya Education Co.,
//   Ltd.), as a legal name in a footer is.
// - Further proper-noun checks keep their names: Queensland "Blue Card", Canadian "Vulnerable Sector Check", "NBI
//   Clearance"; a home-country "criminal background check" (Thailand) is "Police Clearance".
// - A motorcycle riding licence is labelled with the fixed name "Driving Licence", and riding itself as "Motorcycle
//   Riding".
// - "X or similar" lists X (TotalMobile, Parata, Entrata, CoreHR, Follow Up Boss); tools given only as open examples
//   ("CapCut, InShot, VN - whatever you like", "Fujikura, Sumitomo or any other machine", "any ticketing system")
//   are not listed, only the skill they illustrate.
// - A certificate and an experience route given as alternatives ("Certificate in Dental Surgery Assisting, or 2
//   years of chairside experience"; "NVQ Level 2 or 3 in Plumbing, or time-served") are both listed.
// - A regulatory credit requirement printed under Education (South African FAIS-recognised short-term insurance
//   credits) is job-qualifying and listed ("FAIS Credits"), unlike the degree beside it; a CIPD qualification asked
//   as desirable is listed as a professional qualification.
// - A JLPT level is a language level and is listed as the language ("Japanese"); in a non-English workplace serving
//   English-speaking customers (Monterrey nearshore centre) English and Spanish are both listed when each is
//   required in its own right ("English 85%", "Spanish native").
// - Availability rules: weekends or alternate Saturdays on a fixed schedule (retail, leasing, dental, library) are
//   "Weekend Work"; rotating, split, early-start, evening-shift or night rosters are "Shift Work"; an emergency
//   call-out rota is "On-Call".
// - A physical ability the ad asks for is listed as a skill ("Lifting up to 50 lbs", "Standing for Long
//   Periods", "Physical Fitness"); a task the ad says it will teach is not, even when the same ad calls previous
//   experience of it a bonus (side-loader driving); likewise kiwifruit pruning, parcel sorting, FDCPA, Fair Housing.
// - Sites: JobStreet by SEEK is counted as its own site though it shares SEEK's layout.
import type { UnseenPosting } from './unseen-postings.ts'

export const twentyFifthUnseenPostings: UnseenPosting[] = [
  {
    id: 'customer-service-representative-pharmacy-benefits-workday-tempe-dash-specialty-bracket-remote-inc-in-eeo',
    field: 'pharmacy benefits customer service',
    half: 'tune',
    title: 'Customer Service Representative, Pharmacy Benefits',
    company: 'Clearwater Rx Solutions, Inc.',
    skills: [
      'Customer Service',
      'Call Center',
      'Typing',
      'Shift Work',
      'Police Clearance',
      'Retail Pharmacy',
      'PTCB Certification',
      'ExCPT Certification',
      'Medicare Part D',
      'Spanish',
      'Composure Under Pressure',
      'Empathy',
    ],
    text: `Skip to main content
Clearwater Rx logo
Search for Jobs
Sign In
English

Customer Service Representative - Pharmacy Benefits (Remote, Arizona)
Apply
locations
Remote - AZ
Tempe, AZ
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0041873

Who we are
Clearwater Rx manages prescription benefits for 4.2 million members across 31 health plans and employer groups. When a member is standing at a pharmacy counter and their medication won't go through, we are the people they call. We are proud of a member satisfaction score of 91% and we want to keep it there.

What you'll do
As a Customer Service Representative on our Pharmacy Benefits team, you are the voice that members, pharmacists and prescriber offices hear when something has gone wrong. Most calls are solvable on the first contact if you listen carefully and know where to look.
• Answer 60-80 inbound calls per day from members, retail pharmacies and doctors' offices
• Explain coverage, copays, deductibles, prior authorization status and lower-cost formulary alternatives in plain language
• Research rejected pharmacy claims and apply overrides where the plan allows (vacation supply, lost medication, dose changes)
• Document each interaction accurately in our CRM while you are still on the call
• Route complaints and grievances for Medicare Part D members so they meet regulatory timelines
• Meet quality, schedule adherence and average handle time goals

What you bring
• High school diploma or GED
• At least 1 year of customer service experience in a call center; healthcare, insurance or banking is a plus
• Comfortable toggling between several systems while keeping a conversation going; typing speed of 35 WPM or better
• Able to work any 8-hour shift between 7:00 a.m. and 9:00 p.m. MST, including rotating Saturdays
• A reliable wired internet connection (25 Mbps down / 5 Mbps up) and a quiet, private space to work from home
• You stay calm and kind when a member is upset and the queue is long

Nice to have
• Experience in a retail pharmacy
• Pharmacy Technician certification (PTCB or ExCPT)
• Working knowledge of Medicare Part D
• Bilingual English/Spanish ($1.50/hr language differential)

Training
Your first six weeks are paid classroom training at our Tempe office (Monday-Friday, 8:00 a.m.-4:30 p.m.). After graduation you move home with a company-issued laptop, two monitors and a headset.

Pay and benefits
• $18.50 - $21.00 per hour, depending on experience
• Medical, dental and vision from day one
• 401(k) with 5% company match
• 17 days of paid time off plus 8 holidays in your first year
• Free generic prescriptions through our own plan

Similar Jobs
Customer Service Representative - Medicare (Remote, Texas)
Prior Authorization Specialist

Clearwater Rx Solutions, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status. Offers of employment are contingent on a background check and drug screen.

Follow Us
© 2026 Workday, Inc. All rights reserved.`,
  },
  {
    id: 'sales-assistant-footwear-totaljobs-norwich-breadcrumb-first-dash-specialty-limited-in-footer',
    field: 'footwear retail',
    half: 'unseen',
    title: 'Sales Assistant, Footwear',
    company: 'Harcourt & Vale Footwear Limited',
    skills: [
      'Retail Experience',
      'Customer Service',
      'Weekend Work',
      'Cash Handling',
      'Visual Merchandising',
      'Standing for Long Periods',
      'Teamwork',
      'Tidiness',
    ],
    text: `Home  >  Jobs  >  Retail  >  Sales Assistant jobs in Norwich

Sales Assistant - Footwear
Harcourt & Vale
Norwich, Norfolk (NR2)
£12.21 per hour
Part Time, Permanent
Posted 2 days ago
Apply now       Save

Job description

Part time, 24 hours per week, including alternate Saturdays and one Sunday a month

We're looking for someone who loves helping people find the right pair to join the team in our Gentleman's Walk store. You don't need to have worked in shoes before. What matters is that you enjoy talking to customers, you're happy to be on your feet all day, and you take pride in a tidy shop floor.

A day with us
You'll welcome customers, find out what they need and bring sizes out from the stockroom quickly (our stockroom is upstairs, so you'll get your steps in). You'll take payments on the till, process returns and click & collect orders, and keep the displays full and looking sharp. On delivery days you'll help unpack and put away stock. Every team member helps with the weekly window change.

What we're looking for
- Previous retail or customer-facing experience (shop, café, hospitality - it all counts)
- Availability on weekends, including alternate Saturdays and one Sunday in four
- Confident handling cash and card payments
- An eye for how a display should look
- A team player who will jump in wherever it's busy

Children's fitting
Around a third of our sales are school shoes. If you've measured children's feet before, brilliant - tell us in your application. If not, we'll put you through our two-day Kids' Fitting course in your first month and you'll be certified before the August back-to-school rush.

What you get
- £12.21 per hour, rising to £12.60 after probation
- 40% staff discount on all footwear and 25% on accessories
- Quarterly store bonus
- Paid breaks
- 28 days holiday (pro rata) including bank holidays
- Your birthday off

Harcourt & Vale has been fitting shoes in East Anglia since 1962 and now has 23 stores. We're still family-run and most of our store managers started on the shop floor.

How to apply: click Apply now and upload your CV. You'll be asked two short questions about your availability. We are interviewing in store on Thursday mornings.

Harcourt & Vale Footwear Limited. Registered in England and Wales, company number 00714382. We are an equal opportunities employer.

Report this job

Similar jobs
Retail Assistant - Part Time  |  Norwich  |  £12.21 per hour
Store Supervisor  |  Great Yarmouth  |  £13.10 per hour`,
  },
  {
    id: 'warehouse-associate-returns-glassdoor-reno-rating-dash-specialty-bracket-shift-llc-in-eeo',
    field: 'warehouse returns processing',
    half: 'tune',
    title: 'Warehouse Associate, Returns Processing',
    company: 'Northgate Fulfillment Services LLC',
    skills: [
      'Warehouse Experience',
      'RF Scanner',
      'Lifting up to 50 lbs',
      'Standing for Long Periods',
      'Basic Computer Skills',
      'Shift Work',
      'Forklift Certification',
      'Electronics Grading',
      'Attention to Detail',
      'Reliability',
    ],
    text: `Glassdoor
Community   Jobs   Companies   Salaries   For Employers
Search jobs: warehouse  |  Reno, NV

Northgate Fulfillment 3.4 ★
Warehouse Associate - Returns Processing (Nights)
Sparks, NV
$17.75 - $19.50 Per Hour (Employer provided)
Easy Apply     Save

Job details
Job type: Full-time
Shift & schedule: 10 hour shift, Night shift, Weekends as needed
Pay: $17.75 - $19.50 per hour

Full Job Description
Every day about 9,000 packages come back to our Sparks building: headphones that didn't fit right, smart speakers still in the shrink-wrap, tablets with a cracked corner. Our Returns team decides what each item is worth and where it goes next - back on the shelf, to refurbishment, to liquidation or to recycling. If you are the kind of person who notices the scratch everyone else misses, this is a good fit.

Schedule: Sunday-Wednesday or Wednesday-Saturday, 6:00 PM - 4:30 AM (4 x 10s). Night differential of $1.25/hr is included in the range above.

What you will do
- Open and inspect returned consumer electronics and accessories against the original order
- Check for missing parts, damage and signs of use, then grade items A/B/C/D following our returns SOP
- Scan every item with a handheld RF scanner and enter its disposition in the WMS
- Repack sellable items and apply new labels
- Move totes and pallets to the correct outbound lanes
- Keep your station clean and follow all safety rules

What you need
- 6+ months of warehouse, retail backroom or distribution experience
- Experience using an RF scanner or similar handheld device
- Able to lift up to 50 lbs and to stand and walk for the full 10-hour shift
- Comfortable with basic computer entry (drop-down menus, typing serial numbers)
- Able to work nights and occasional mandatory weekend overtime during peak (November-January)

Bonus points
- Forklift or pallet jack certification
- Any experience grading or testing electronics, phones or computers

Why Northgate
- Weekly pay and DailyPay access
- Medical, dental and vision after 30 days
- 401(k) with 4% match after 90 days
- Paid time off accrues from your first shift
- $500 referral bonus
- Climate-controlled building (yes, really - air conditioning in summer)

Perks: free snacks at break, monthly attendance bonus of $100 for perfect attendance, because we count on you to show up.

Northgate Fulfillment Services LLC is an equal opportunity employer. We consider applicants with criminal histories in a manner consistent with state and local law. Must pass a drug screen.

Company overview
Size: 1001 to 5000 Employees
Founded: 2009
Type: Company - Private
Industry: Transportation & Logistics

Rating: 3.4 ★  Recommend to a friend 61%  Approve of CEO 70%

Northgate Fulfillment reviews
"Good pay for the area, nights are long" - Current Employee, Returns Associate`,
  },
  {
    id: 'barista-hospital-cafe-seek-westmead-dash-setting-employer-questions-pty-ltd-in-text',
    field: 'hospital café',
    half: 'unseen',
    title: 'Barista, Hospital Café',
    company: 'Bramble Hospitality Group Pty Ltd',
    skills: [
      'Barista',
      'Espresso Machine Operation',
      'High-Volume Service',
      'POS Systems',
      'Shift Work',
      'National Police Check',
      'Food Safety Supervisor Certificate',
      'Latte Art',
      'Composure Under Pressure',
      'Friendly Manner',
    ],
    text: `SEEK
Job search   Profile   Career advice   Company reviews
Sign in   Employer site

Barista - Hospital Café
Bramble & Co.
View all jobs
Westmead, Sydney NSW
Baristas & Bartenders (Hospitality & Tourism)
Casual/Vacation
$32 – $36 per hour + super
Posted 5d ago
Quick apply     Save

Bramble & Co. runs the cafés inside three of Western Sydney's busiest hospitals. Our customers are nurses grabbing a flat white between handovers, doctors who've been awake for 20 hours and families who have had a very long day. Good coffee, served fast and with a bit of warmth, makes a difference here.

We're looking for an experienced casual barista for our Westmead Main Entrance café, which pours around 700 coffees on a weekday.

About the role
- Running the machine at peak (6:30–9:30am and the lunch rush) - two-group La Marzocco, Mythos grinders
- Keeping dockets moving when there are 25 cups on the rail
- Taking orders and payments on Square
- Opening or closing the café, including cleaning the machine and grinders
- Helping with the sandwich bar and restocking when coffee is quiet

About you
- At least 12 months' barista experience in a high-volume café (please tell us roughly how many coffees a day you've made)
- Consistent milk texturing and extraction; you dial in in the morning without being reminded
- Confident on a POS
- Available for a rotating roster that includes 5:30am starts, weekends and some public holidays - we're a hospital, we don't close
- A current National Police Check (or willing to get one before starting - we cover the cost)
- Calm when the line is out the door, and friendly to everyone who walks up, including the ones who haven't slept

Nice to have
- Food Safety Supervisor certificate (NSW)
- Latte art. It's not essential, but people notice.

Please note: as we work on a NSW Health site, you will need to meet NSW Health vaccination requirements for category A staff.

What's in it for you
- Above-award casual rates with weekend and public holiday penalties
- Free coffee and a meal each shift
- Staff parking at a subsidised rate
- Real chances to move into a supervisor role - all three of our current café managers started as casual baristas

Bramble Hospitality Group Pty Ltd (trading as Bramble & Co.) - ABN 48 612 903 117

Employer questions
Your application will include the following questions:
Which of the following statements best describes your right to work in Australia?
How many years' experience do you have as a barista?
Do you have a current Police Check?
Are you available to work weekends?

Report this job advert
Be careful - Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    id: 'staff-nurse-haemodialysis-irishjobs-waterford-flattened-table-dash-specialty-ltd-in-about',
    field: 'dialysis nursing',
    half: 'tune',
    title: 'Staff Nurse, Haemodialysis',
    company: 'Renalis Care Ireland Ltd',
    skills: [
      'NMBI Registration',
      'Acute Care Nursing',
      'Basic Life Support',
      'Garda Vetting',
      'English',
      'Renal Nursing',
      'Intermediate Life Support',
      'ACLS',
      'Fresenius 5008',
      'Patient Education',
      'Teamwork',
    ],
    text: `irishjobs.ie
Search jobs    Career advice    Recruiters    Sign in    Post a job

Staff Nurse – Haemodialysis
Renalis Care
Waterford
€38,000 - €52,000 per annum + shift allowance
Permanent full-time
Posted 3 days ago
Apply for this job
Save job

About Renalis Care
Renalis Care Ireland Ltd runs six community haemodialysis units in partnership with the HSE, treating over 400 patients a week closer to home. Our Waterford unit opened in 2021 and has 18 stations running two shifts a day, Monday to Saturday. No nights, no Sundays.

The role
Reporting to the Clinical Nurse Manager, the Staff Nurse delivers safe, high-quality haemodialysis care to adults with end-stage kidney disease. You will assess patients before, during and after treatment, initiate and discontinue dialysis via fistula, graft and central venous catheter, monitor for complications and respond to them, and work with patients and families so they understand their treatment. New starters without dialysis experience complete our 12-week preceptorship, which includes supervised needling of AV fistulas, machine set-up and water treatment basics.

Requirements
Criteria  Essential  Desirable
Registration  Registered General Nurse on the NMBI register (General Division)  -
Experience  Minimum 1 year post-registration experience in an acute hospital setting  Experience in renal, dialysis or nephrology nursing
Training  Current BLS certification  ILS or ACLS
Education  -  Postgraduate Certificate in Renal Nursing or working towards
Skills  Able to explain treatment to patients and families in plain language; works well as part of a small team  Experience with Fresenius 5008 or similar machines
Language  Excellent written and spoken English  -
Other  Satisfactory Garda Vetting  -

Hours
37.5 hours per week, worked as 3 x 12.5 hour shifts between 06:30 and 19:00, Monday to Saturday. Part-time (2 shifts per week) will also be considered.

What we offer
• Salary aligned with the HSE Staff Nurse scale (€38,000 - €52,000, recognising previous experience)
• Shift allowance for Saturdays
• 27 days annual leave plus public holidays
• Pension with 6% employer contribution
• Funding for the Postgraduate Certificate in Renal Nursing after 12 months
• Free parking on site
• Relocation support of up to €3,000 for nurses moving to the South East

Sponsorship: Renalis Care holds a Critical Skills Employment Permit licence and welcomes applications from internationally educated nurses who hold NMBI registration or a decision letter.

To apply, click "Apply for this job" and attach your CV. Informal enquiries to our Director of Nursing, Orla Brennan, on 051 839 204.

Renalis Care Ireland Ltd is an equal opportunities employer.

Similar jobs
Clinical Nurse Manager 1 – Renal  |  Cork
Staff Nurse – Day Ward  |  Kilkenny`,
  },
  {
    id: 'healthcare-assistant-hospice-nhs-jobs-dorset-person-specification-dash-setting-ltd-in-about-charity',
    field: 'hospice care',
    half: 'unseen',
    title: 'Healthcare Assistant, Hospice Inpatient Unit',
    company: "St Aldhelm's Hospice Care Ltd",
    skills: [
      'Personal Care',
      'Care Certificate',
      'Shift Work',
      'Enhanced DBS',
      'Record Keeping',
      'NVQ Level 3 in Health and Social Care',
      'Palliative Care',
      'Compassion',
      'Communication',
    ],
    text: `Skip to main content
NHS Jobs
Search for jobs   Sign in
Back to search results

Healthcare Assistant – Hospice Inpatient Unit
St Aldhelm's Hospice
Sherborne
£23,615 a year pro rata, plus enhancements for nights and weekends

Job summary
Can you make someone's last days more comfortable? We are looking for caring Healthcare Assistants to join the team on our 14-bed Inpatient Unit. You will support registered nurses to deliver personal care, comfort and dignity to patients with life-limiting illness, and you will be there for their families too.

Main duties of the job
Working as part of a multidisciplinary team, you will help patients with washing, dressing, eating and moving, record observations and fluid balance, support patients to stay as independent as they wish, and help care for patients after death with respect. You will spend time with families, often at very difficult moments, and you will be supported by our nurses, chaplaincy and Family Support team.

About us
St Aldhelm's Hospice Care Ltd is a registered charity (No. 1043317) providing specialist palliative care free of charge to the people of North and West Dorset. We rely on our community for 72% of our funding. We are proud of our staff wellbeing programme, including clinical supervision and a quiet garden just for staff.

Job description
Job responsibilities
Please see the attached Job Description and Person Specification for full details.
The post is 30 hours per week on a rotating pattern of long days (07:30-20:00) and nights (19:30-08:00), including weekends and bank holidays. Full-time posts may be available for the right candidate.

Person Specification
Qualifications
Essential
• The Care Certificate, or willingness to complete it within 12 weeks of starting
Desirable
• NVQ/QCF Level 3 in Health and Social Care

Experience
Essential
• Experience of providing personal care in a hospital, care home or community setting
Desirable
• Experience of caring for people at the end of life

Skills and Knowledge
Essential
• Able to keep accurate, clear written records
• Willing to work across a 24/7 rota
Desirable
• Understanding of the role of a hospice

Personal qualities
Essential
• Compassionate and patient
• Able to talk sensitively with patients and families who are distressed

Disclosure and Barring Service Check
This post is subject to the Rehabilitation of Offenders Act (Exceptions Order) 1975 and as such it will be necessary for a submission for Enhanced Disclosure to be made to the Disclosure and Barring Service to check for any previous criminal convictions.

Certificate of Sponsorship
Applications from job seekers who require current Skilled worker sponsorship to work in the UK will not be considered for this post.

Employer details
Employer name
St Aldhelm's Hospice
Address
Priory Lane
Sherborne
DT9 4QX
Employer's website
https://www.staldhelms-hospice.example.org

Contact details
Name: Helen Carver, Inpatient Unit Manager
Email: ipu.recruitment@staldhelms-hospice.example.org
Telephone: 01935 702 418

Reference number: B9917-26-0043
Closing date: 14 March 2026

Apply now`,
  },
  {
    id: 'teaching-assistant-sen-resource-base-agency-site-stockport-client-unnamed-salary-first-dash-setting-ltd-in-footer',
    field: 'special educational needs support',
    half: 'tune',
    title: 'Teaching Assistant, SEN Resource Base',
    company: 'Chalkline Education Ltd',
    skills: [
      'SEND Experience',
      'Autism Support',
      'Enhanced DBS',
      'Personal Care',
      'Level 3 Teaching Assistant Qualification',
      'Team Teach',
      'Makaton',
      'PECS',
      'Patience',
      'Resilience',
    ],
    text: `Chalkline Education
Jobs   Schools   Register   Refer a friend   Contact
Home / Jobs / Teaching Assistant - SEN Resource Base

Salary: £95 - £108 per day (PAYE, no umbrella fees)
Location: Stockport, Greater Manchester
Job type: Long-term, full time (term time only)
Start date: After February half term
Ref: CE-STK-2291

Teaching Assistant - SEN Resource Base

Chalkline Education is working with a friendly, Good-rated primary school in Stockport to find a Teaching Assistant for its specialist resource base. The base supports 12 pupils in Key Stages 1 and 2 who have autism and associated social communication needs. Pupils spend part of each day in the base and part in mainstream classes, and you will support them in both.

This is a long-term role through to July with a strong chance of a permanent contract from September for the right person.

The role:
* Supporting pupils 1:1 and in small groups, following EHCP targets and visual timetables
* Helping pupils regulate, using the strategies in their support plans
* Supporting transitions between the base and mainstream classrooms, and at lunch and playtime
* Helping with personal care where needed (some pupils are not yet fully toilet trained)
* Preparing resources and keeping simple daily records for the class teacher

You will need:
* Recent experience supporting children with SEND in a school, nursery or care setting - autism experience is essential
* An Enhanced DBS on the Update Service, or to apply for a new one through us
* Two references covering the last two years, one of them from a role working with children
* To be comfortable with personal care

It would be great if you have:
* A Level 3 Teaching Assistant qualification (or Level 2 plus experience)
* Team Teach training
* Makaton or PECS

Above all the school wants someone who is patient, who doesn't take a tough morning personally and who comes back the next day with a smile.

Why Chalkline?
* Paid weekly, PAYE, no deductions for umbrella companies
* Your own consultant who actually picks up the phone
* Free safeguarding and Prevent training before you start
* £100 for every friend you refer who works 10 days

Apply with your CV below, or call Becky in our Stockport office on 0161 496 0772 for a chat.

Apply now

Chalkline Education Ltd is acting as an employment business in relation to this vacancy. We are committed to safeguarding and promoting the welfare of children, and all candidates undergo safer recruitment checks in line with Keeping Children Safe in Education. Registered in England No. 09311754.

Cookies: we use cookies to improve your experience. Accept   Manage`,
  },
  {
    id: 'oshc-educator-careers-page-brisbane-about-us-first-split-shift-pty-ltd-in-about',
    field: 'outside school hours care',
    half: 'unseen',
    title: 'OSHC Educator',
    company: 'Sunbeam Out of School Care Pty Ltd',
    skills: [
      'Blue Card',
      'HLTAID012 Provide First Aid in an Education and Care Setting',
      'Shift Work',
      'Activity Planning',
      'Certificate III in Early Childhood Education and Care',
      'Certificate IV in School Age Education and Care',
      'Sports Coaching',
      'Energy and Enthusiasm',
      'Communication',
    ],
    text: `Sunbeam OSHC
Home   Our Services   For Families   Careers   Contact
Careers > Current opportunities

About Sunbeam
We started in 2011 with one before and after school program in a primary school hall in Ashgrove. Today Sunbeam Out of School Care Pty Ltd runs 19 services across Brisbane's north and west, caring for around 2,100 children every school day and in the holidays. We believe the hours before and after school should feel like the best part of a kid's day: a game of four square, a cooking club, a quiet corner with a book, a friend to build a cubby with.

We are Rated Exceeding at 11 of our services and we're growing again in 2026.

Why work with us
Our educators tell us the best thing about Sunbeam is the team. We pay above the Children's Services Award, we roster the same educators at the same service so you get to know the kids, and we pay for your Certificate III or Certificate IV if you want to study while you work.

Current opportunity
OSHC Educator - casual and permanent part time
Services at Ashgrove, Mitchelton and Keperra

Hours
Split shifts during school terms: Before School Care 6:30am - 8:45am and After School Care 2:45pm - 6:15pm, Monday to Friday. You can work mornings, afternoons or both. Vacation Care days (7:00am - 6:00pm) are available in school holidays for those who want extra hours.

What you'll be doing
You'll supervise children from Prep to Year 6, plan and run activities that fit the kids' interests (sport, art, cooking, science, lego challenges), help with homework club, serve breakfast and afternoon tea, and keep families up to date at pick-up.

What we need from you
- A current Queensland Blue Card (employee), or a submitted application
- HLTAID012 Provide First Aid in an Education and Care Setting (we can book you in if yours has expired)
- Availability for at least three split shifts a week during term
- Ideas for activities and the confidence to get a game going with a group of 30

It's a bonus if you have
- Certificate III in Early Childhood Education and Care, or a Certificate IV in School Age Education and Care (or you're studying one)
- Experience coaching junior sport
- A background in teaching, youth work or camps

You'll fit right in if you have energy to burn at 3pm on a Friday and can chat easily with both a six-year-old and their grandparent.

Pay
Level 3.1 educators start at $31.40 per hour (permanent) or $39.25 per hour (casual), with higher rates for qualified educators and 2IC roles.

How to apply
Send us your resume and a few lines about the best activity you've ever run with kids to careers@sunbeamoshc.example.com.au, or apply using the form below. Shortlisted applicants will be invited to a 20-minute phone chat, then a paid trial shift.

Apply now

Sunbeam is a child safe organisation. We are committed to the safety and wellbeing of every child and have zero tolerance for abuse. We welcome applications from Aboriginal and Torres Strait Islander people, people from culturally diverse backgrounds and people with disability.

© 2026 Sunbeam Out of School Care Pty Ltd  |  Privacy  |  Child Safe Policy`,
  },
  {
    id: 'bookkeeper-construction-trademe-hamilton-dash-specialty-listing-number-limited-in-text',
    field: 'construction bookkeeping',
    half: 'tune',
    title: 'Bookkeeper, Construction',
    company: 'Kōwhai Build Group Limited',
    skills: [
      'Xero',
      'Accounts Payable',
      'Accounts Receivable',
      'Payroll',
      'GST Returns',
      'Progress Claims',
      'iPayroll',
      'Construction Contracts Act 2002 Retentions',
      'Simpro',
      'Xero Advisor Certification',
      'Organisational Skills',
      'Self-Management',
    ],
    text: `Trade Me   Marketplace   Property   Motors   Jobs   Services
Log in   Register   Watchlist

Home / Jobs / Accounting / Bookkeeping / Waikato / Hamilton

Listed Tue, 10 Feb

Bookkeeper - Construction
Kōwhai Build Group
Hamilton, Waikato
Pay and benefits: $34 - $40 per hour
Job type: Part time, 24-30 hours a week
Duration: Permanent

We build 40-odd homes a year around the Waikato, plus a growing number of light commercial fit-outs. Our current bookkeeper is retiring to the Coromandel after nine years with us (we're happy for her, gutted for us), so we're looking for someone to take over the books from April.

This is a hands-on role in a small office of four: our GM, two project managers and you. You'll work closely with our external accountants, who look after year end and tax returns.

What the job involves
Running accounts payable for around 60 subcontractors and suppliers, including matching invoices to purchase orders. Preparing progress claims and invoicing clients each month, and chasing up when payments run late. Weekly payroll for 22 staff using timesheets from site, including KiwiSaver, leave and holiday pay. Two-monthly GST returns. Bank reconciliations, and keeping the job costing in our job management system tied up with Xero.

About you
You'll have at least three years' bookkeeping experience and you live in Xero - reconciliations, bills, payroll, reports. You have run NZ payroll before (we use iPayroll, but Xero Payroll or similar is fine). You understand how progress claims work, or you have enough construction or trade background to pick it up fast. Knowing your way around retentions under the Construction Contracts Act would be a big plus, as would experience with Simpro or a similar job management system. Xero Advisor Certification is nice to have but not a must.

We need someone organised who can manage their own week without someone looking over their shoulder, and who is comfortable picking up the phone to a builder about a missing invoice.

What we offer
Flexible hours - work school hours if that suits you
Parking on site
Work laptop and phone
Extra week of annual leave after three years
A friendly, practical team who will actually thank you for finding their missing receipts

Kōwhai Build Group Limited is a Registered Master Builders member.

Apply now with your CV and a short cover letter. Applications close Friday 27 February, but we may interview before then.

You must have the right to work in New Zealand to apply for this job.

Listing #: 4921338712
Report this listing

Similar jobs
Accounts Administrator - Te Rapa
Payroll Officer - Cambridge`,
  },
  {
    id: 'administrative-assistant-property-management-job-bank-mississauga-sentence-case-flattened-fields-inc',
    field: 'property management administration',
    half: 'unseen',
    title: 'Administrative Assistant, Property Management',
    company: 'Lakeshore Residential Management Inc.',
    skills: [
      'Office Administration',
      'English',
      'Microsoft Excel',
      'Microsoft Word',
      'Microsoft Outlook',
      'Police Clearance',
      'Yardi Voyager',
      'Attention to Detail',
      'Client Focus',
      'Organisation',
      'Reliability',
      'Teamwork',
    ],
    text: `Canada.ca  >  Job Bank  >  Find a job

Job Bank
Français
Sign in

Administrative assistant – property management
Posted on February 9, 2026 by employer
Lakeshore Residential Management Inc.
Job Bank Verified
Mississauga (ON)
24.00 to 26.50 hourly (to be negotiated) / 37.5 hours per week

Job details
Location: Mississauga, ON L5B 3C2
Salary: 24.00 to 26.50 hourly (to be negotiated) / 37.5 hours per week
Terms of employment: Permanent employment, Full time, Day
Starts as soon as possible
vacancies: 1 vacancy
Source: Job Bank #3401297

Overview
Languages: English
Education: Secondary (high) school graduation certificate
Experience: 1 year to less than 2 years

Work setting
Property management

Responsibilities
Tasks
Answer electronic inquiries
Answer telephone calls and greet visitors
Record and prepare minutes
Schedule and confirm appointments
Order office supplies and maintain inventory
Maintain tenant and unit files
Prepare and process work orders for the maintenance team
Issue keys, fobs and parking permits

Experience and specialization
Computer and technology knowledge
MS Excel
MS Word
MS Outlook

Additional information
Security and safety
Criminal record check
Work conditions and physical capabilities
Fast-paced environment
Attention to detail
Personal suitability
Client focus
Organized
Reliability
Team player

Screening questions
Are you currently legally able to work in Canada?
Do you have previous experience in the field of property management?
Do you have experience with Yardi Voyager or similar property management software?

Benefits
Health benefits
Dental plan
Health care plan
Vision care benefits
Financial benefits
Group insurance benefits
RRSP
Other benefits
Free parking available

Employment groups
This employer promotes equal employment opportunities for all job applicants, including those self-identifying as a member of these groups: Newcomers to Canada, Youth

Who can apply to this job?
Only apply to this job if:
You are a Canadian citizen, a permanent or temporary resident of Canada.
You have a valid Canadian work permit.
If you are not authorized to work in Canada, do not apply. The employer will not respond to your application.

How to apply
By email
hiring@lakeshore-residential.example.ca
Include this reference number in your application: JB-ADM-0226

Advertised until
2026-03-11

Report a problem or mistake on this page
Date modified: 2026-02-09`,
  },
  {
    id: 'heavy-rigid-driver-waste-collection-jora-gold-coast-salary-first-dash-specialty-pty-ltd-in-text',
    field: 'waste collection driving',
    half: 'tune',
    title: 'Heavy Rigid Driver, Waste Collection',
    company: 'Greenway Waste Services Pty Ltd',
    skills: [
      'HR Licence',
      'Heavy Vehicle Driving',
      'Clean Driving Record',
      'Pre-Start Vehicle Checks',
      'Shift Work',
      'Basic Fatigue Management',
      'Reliability',
      'Safety Awareness',
    ],
    text: `$40 – $46 per hour
Heavy Rigid Driver - Waste Collection
Greenway Waste
Yatala QLD
Full time
Posted 3d ago
Quick apply

Earn $1,850+ per week on a Monday to Friday roster!

Greenway Waste Services Pty Ltd holds the kerbside collection contracts for two South East Queensland councils, emptying more than 140,000 wheelie bins every week. We're adding drivers ahead of a new contract starting in April and want to hear from reliable HR drivers who take pride in doing the job right.

The job
- Driving an automated side-loader on a set residential run (general waste, recycling or green waste)
- Early starts - you'll be signing on at 4:30am and usually finished by 1:30pm
- Pre-start checks on your truck every morning and reporting defects straight away
- Keeping an eye out for pedestrians, parked cars, low branches and overhead wires
- Recording contaminated and missed bins on the in-cab tablet

Must have
- Current Queensland HR licence (or higher)
- A clean driving record - we'll check your traffic history
- At least 1 year of heavy vehicle driving experience
- Be able to pass a pre-employment medical and drug & alcohol test

Would be good
- Side-loader or rear-loader experience
- Basic Fatigue Management (BFM) accreditation

Don't have side-loader experience? That's fine. Our driver trainer will spend two weeks in the cab with you until you're confident with the arm and the camera system.

What you get
- $40 - $46 per hour depending on experience and licence, plus overtime
- Monday to Friday - no weekends, except the Saturday after Christmas and Easter
- New Scania and Volvo trucks with auto transmission and 360-degree cameras
- Paid induction and full PPE
- Employee assistance program and discounted health insurance
- Job security on long-term council contracts

We're looking for people who turn up on time every day and never cut corners on safety. If that's you, hit Quick apply. You'll be asked to upload a copy of your licence and your traffic history report.

Greenway Waste is an equal opportunity employer and encourages applications from women, Aboriginal and Torres Strait Islander people and veterans.

Jora
Job search  |  Company reviews  |  Salary
Save job  |  Report job`,
  },
  {
    id: 'security-officer-residential-estate-pnet-midrand-dash-setting-pty-ltd-brackets-in-intro',
    field: 'estate security',
    half: 'unseen',
    title: 'Security Officer, Residential Estate',
    company: 'Sentinel Ridge Security (Pty) Ltd',
    skills: [
      'PSIRA Grade C',
      'Access Control',
      'Police Clearance',
      'Shift Work',
      'English',
      'Incident Reporting',
      'PSIRA Grade B',
      'Firearm Competency Certificate',
      'Driving Licence',
      'Vigilance',
      'Professional Appearance',
    ],
    text: `PNet
Find Jobs   Career Advice   Companies   Upload CV   Log in
Jobs in Gauteng > Security jobs > Midrand

Security Officer - Residential Estate
Sentinel Ridge Security
Midrand, Gauteng
Permanent
R7 800 - R9 400 per month
Posted: 2 days ago
Apply Now   Save Job

Introduction
Sentinel Ridge Security (Pty) Ltd is a Level 2 B-BBEE security company providing guarding, armed response and technology solutions to 35 residential estates and business parks in Gauteng. We are currently recruiting Security Officers for a large lifestyle estate in Midrand (1 200 homes, 4 access gates).

Duties & Responsibilities
* Control access at the main and contractor gates using the estate's biometric and visitor management system
* Verify visitors, contractors and domestic workers against resident authorisations
* Conduct foot patrols of the perimeter and common areas and check the electric fence zones
* Record all incidents, alarms and gate activity in the occurrence book and on the handheld device
* Respond to resident queries and complaints in a courteous manner
* Follow estate rules and escalate incidents to the Site Supervisor and control room

Desired Experience & Qualification
* Matric (Grade 12)
* PSIRA registered Grade C (minimum) and in good standing. Grade B will be an advantage
* Minimum 2 years security experience, access control on an estate or complex preferred
* No criminal record (will be verified)
* Able to read, write and speak English; able to complete an incident report
* Willing to work 12-hour shifts (day and night) on a 4-on 4-off rotation, including weekends and public holidays
* Firearm competency certificate will be an advantage
* Valid Code B or EB driver's licence will be an advantage for patrol vehicle duties
* Alert, observant and always well presented in full uniform

Package & Remuneration
R7 800 - R9 400 per month depending on grade, plus night shift allowance. Provident fund, funeral cover, uniform supplied. Transport allowance for night shift.

Please note: Only shortlisted candidates will be contacted. If you have not heard from us within two weeks of the closing date, please consider your application unsuccessful. Closing date: 28 February 2026.

Applicants must attach a copy of their PSIRA certificate and ID with their CV.

Sentinel Ridge Security is an equal opportunity employer and preference will be given to candidates from designated groups in line with our Employment Equity plan.

Similar jobs on PNet
Armed Response Officer - Fourways
Control Room Operator - Centurion`,
  },
  {
    id: 'software-developer-retail-pos-naukri-bengaluru-rating-key-skills-dash-specialty-pvt-ltd-in-about',
    field: 'retail point-of-sale software',
    half: 'tune',
    title: 'Software Developer, Retail POS',
    company: 'Tillpoint Retail Systems Pvt. Ltd.',
    skills: [
      'C#',
      '.NET',
      'WPF',
      'SQL Server',
      'REST APIs',
      'POS Hardware Integration',
      'Payment Terminal Integration',
      'GST Invoicing',
      'Android',
      'Kotlin',
      'English',
      'Hindi',
      'Kannada',
      'Problem Solving',
    ],
    text: `naukri.com   Jobs   Companies   Services
Login   Register

Software Developer - Retail POS
Tillpoint Retail Systems  3.8 ★  (212 Reviews)
2 - 5 Yrs
₹ 6-11 Lacs P.A.
Bengaluru (Hybrid - HSR Layout)
Send me jobs like this
Posted: 4 days ago   Openings: 3   Applicants: 100+
Register to apply   Login to apply

Job highlights
Build and maintain billing software used in 9,000+ retail stores across India
Hands-on C#/.NET with SQL Server; POS hardware and payment terminal integration

Job description
Our POS runs at the billing counter of supermarkets, pharmacies, apparel stores and QSRs. When a store has 40 customers in queue on a Sunday evening, our software has to work - with or without internet. We are hiring developers who care about that.

Roles and Responsibilities
1. Develop new features for our Windows billing application (C#, .NET 6, WPF) and its local SQL Server database
2. Integrate POS peripherals - thermal receipt printers, barcode scanners, weighing scales, cash drawers and customer displays
3. Integrate card and UPI payment terminals from multiple acquirers through their SDKs
4. Implement GST-compliant invoicing, e-invoicing and credit notes as per latest rules
5. Build and consume REST APIs for sync between store and cloud (offline-first)
6. Debug field issues with the support team and store staff, sometimes on a late-evening call when a big customer has a problem
7. Write unit tests and participate in code reviews

Desired Candidate Profile
- 2-5 years of experience in C# and .NET (WPF)
- Good in SQL Server - queries, stored procedures, performance
- Experience integrating hardware devices or payment terminals is a must
- Understanding of GST invoicing is highly preferred
- Exposure to Android POS devices (Kotlin) will be an added advantage
- Good analytical and problem solving skills
- Clear communication in English and Hindi/Kannada with store staff is a plus

Perks and benefits
Health insurance for self, spouse, children and parents (5 lakh), hybrid working (3 days office), annual bonus, learning budget, laptop.

Role: Software Development - Other
Industry Type: Software Product
Department: Engineering - Software & QA
Employment Type: Full Time, Permanent
Role Category: Software Development
Education
UG: B.Tech/B.E. in Any Specialization, BCA in Any Specialization
PG: Any Postgraduate

Key Skills
Skills highlighted with ‘*‘ are preferred keyskills
C#*   .Net*   WPF   SQL Server*   POS   Payment Gateway   REST API   GST   Android   Kotlin

About company
Tillpoint Retail Systems Pvt. Ltd. was founded in 2012 in Bengaluru and makes retail billing, inventory and loyalty software for Indian businesses. 300+ employees across Bengaluru, Pune and Kolkata.

Company Info
Address: 4th Floor, 27th Main, HSR Layout Sector 2, Bengaluru, Karnataka, India

Beware of imposters! Tillpoint never asks for money in exchange for a job offer.`,
  },
  {
    id: 'chat-support-agent-ecommerce-account-facebook-group-cebu-capitals-emojis-dash-account-inc-in-text',
    field: 'BPO chat support',
    half: 'unseen',
    title: 'Chat Support Agent, E-commerce Account',
    company: 'Coralwave Contact Solutions Inc.',
    skills: [
      'English',
      'Typing',
      'Shift Work',
      'Multitasking',
      'NBI Clearance',
      'Chat Support',
      'Email Support',
      'Zendesk',
      'Empathy',
      'Willingness to Learn',
    ],
    text: `BPO JOBS CEBU 2026 | Hiring Now 🇵🇭
Maricel Dela Cruz ▸ BPO JOBS CEBU 2026 | Hiring Now
Admin · 2h · 🌏

📢📢 WE ARE HIRING!! 📢📢
📍 IT Park, Lahug, Cebu City (ONSITE)

💬 CHAT SUPPORT AGENT – E-COMMERCE ACCOUNT 💬
Non-voice ✅ No calls!! Perfect for those who want to try BPO but are shy to talk on the phone 😊

Coralwave Contact Solutions Inc. is looking for 40 chat agents for our newest US e-commerce account (online fashion & home store). Help customers track orders, process returns and refunds, fix payment problems and answer product questions via live chat and email.

💰 SALARY & BENEFITS
✔️ ₱20,000 – ₱23,000 basic (depending on experience)
✔️ ₱2,000 monthly attendance incentive + ₱1,500 performance bonus
✔️ Night differential
✔️ HMO on Day 1 with 1 free dependent
✔️ 15 days paid leave upon regularization
✔️ Paid training (3 weeks)
✔️ Free shuttle for graveyard shift

📝 QUALIFICATIONS
👉 At least Senior High School graduate (K-12) or 2nd year college
👉 EXCELLENT written English – grammar and spelling will be tested!!
👉 Typing speed at least 40 WPM with 95% accuracy
👉 Can handle 2-3 chats at the same time without mixing them up 😅
👉 Willing to work on shifting schedules, graveyard shifts, weekends and holidays
👉 With or without experience!! Fresh grads are welcome
👉 With chat or email support experience is an ADVANTAGE 💯
👉 Knowledge in Zendesk or any ticketing tool is a plus
👉 Patient with irate customers and can show empathy in writing
👉 Willing to learn, coachable

📄 REQUIREMENTS ON START DATE
NBI Clearance, SSS, PhilHealth, Pag-IBIG, TIN, 2x2 ID picture, PSA Birth Certificate

🗓️ WALK-IN APPLICATION
Monday to Saturday, 9AM – 4PM
Coralwave Tower 2, 5th Floor, Jose Maria del Mar St., IT Park, Cebu City
Look for: Ms. Maricel / Mr. Jayson
Bring your updated resume + 1 valid ID ✨

OR send your resume to careers@coralwave-cx.example.ph
Subject: CHAT SUPPORT – E-COMM – (Your Full Name)

⚡ Same day result for qualified applicants!! Final interview with the Account Manager on the same day ⚡

Please share 🙏 para makatulong sa iba 🙏

#BPOJobs #CebuJobs #ChatSupport #NonVoice #HiringNow #ITPark

👍❤️ 184    💬 97 comments    ↗️ 63 shares

Like   Comment   Share

Most relevant ▾
Kristine Abellana
Interested po 🙋‍♀️
Reply · 1h
Maricel Dela Cruz
Kristine Abellana PM sent po, see you! 😊
Reply · 1h
Ralph Tiu
Pwede po ba undergrad? 3rd year college po
Reply · 58m
Maricel Dela Cruz
Ralph Tiu yes po, pwede 👍
Reply · 40m
Write a comment…`,
  },
  {
    id: 'sales-representative-building-materials-jobberman-lagos-agency-client-named-dash-specialty-limited',
    field: 'building materials sales',
    half: 'tune',
    title: 'Sales Representative, Building Materials',
    company: 'Okonjo Roofing & Building Supplies Limited',
    skills: [
      'B2B Sales',
      'Building Materials Sales',
      'Sales Targets',
      'Customer Relationship Management',
      'Driving Licence',
      'Microsoft Excel',
      'Sales Reporting',
      'Yoruba',
      'Negotiation',
      'Self-Motivation',
    ],
    text: `Jobberman
Find Jobs   Career Advice   Jobberman Pro   For Employers
Log in   Sign up

Sales Representative - Building Materials
Arrowline HR Consulting
Lagos   Full Time
Sales
NGN 250,000 - 350,000
Easy Apply
New  •  Posted 1 day ago

Job Summary
Our client, a leading manufacturer and distributor of roofing sheets, aluminium and building materials, seeks experienced Sales Representatives to drive sales to contractors, developers and dealers within Lagos.

Min Qualification: Degree
Experience Level: Mid level
Experience Length: 3 years

Job Description/Requirements
Our client, Okonjo Roofing & Building Supplies Limited, has supplied roofing, aluminium profiles, PVC ceilings and fittings to the Nigerian market for over 20 years, with a factory in Ikorodu and showrooms in Lekki, Ikeja and Abuja. Due to expansion, they are recruiting Sales Representatives for the Lagos Island and Lagos Mainland territories.

Responsibilities:
- Identify and visit building sites, estate developers, contractors and hardware dealers to generate new business
- Grow sales from existing dealers and contractors in the territory
- Prepare quotations from roof plans and follow up until payment is made
- Achieve monthly sales and collection targets
- Coordinate deliveries with the logistics team and handle customer complaints
- Submit weekly sales reports and market intelligence on competitor prices

Requirements:
- B.Sc/HND in Marketing, Business Administration or any related discipline
- Minimum of 3 years experience in B2B sales, at least 2 of which must be in building materials, roofing, cement, paints or tiles
- Proven record of meeting sales targets
- Good network of contractors, developers and dealers in Lagos
- Must have a valid driver's licence (official car will be provided)
- Proficient in Microsoft Excel and able to prepare simple sales reports
- Strong negotiation skills and the ability to close deals
- Self-driven and able to work with minimal supervision
- Must reside in Lagos. Ability to speak Yoruba is an added advantage

Remuneration:
- Gross monthly salary of NGN 250,000 - NGN 350,000 (depending on experience)
- Attractive sales commission, paid monthly
- Official vehicle, fuel and phone allowance
- HMO and pension
- 13th month

Method of Application
Interested and qualified candidates should apply via the Easy Apply button or send their CV to recruitment@arrowlinehr.example.ng using "Sales Rep - Building Materials - Lagos" as the subject of the mail.

Only shortlisted candidates will be contacted.

Important safety tips
Do not make any payment without confirming with the Jobberman Customer Support Team.
If you think this advert is not genuine, please report it via the Report Job link below.

Report Job

Similar jobs
Field Sales Executive - Ikeja
Key Account Manager (Paints) - Lagos`,
  },
  {
    id: 'loan-officer-group-lending-newspaper-appointments-nakuru-capitals-dash-specialty-bracket-ref-limited',
    field: 'microfinance lending',
    half: 'unseen',
    title: 'Loan Officer, Group Lending',
    company: 'Mavuno Microfinance Bank Limited',
    skills: [
      'Microfinance Credit Experience',
      'Group Lending',
      'Loan Appraisal',
      'Portfolio Management',
      'Debt Collection',
      'Driving Licence',
      'Motorcycle Riding',
      'Certificate of Good Conduct',
      'English',
      'Kiswahili',
      'Microsoft Excel',
      'Integrity',
      'Interpersonal Skills',
    ],
    text: `18  |  DAILY NATION  |  Tuesday, February 10, 2026                                    APPOINTMENTS

MAVUNO
MICROFINANCE BANK
Growing Together

Mavuno Microfinance Bank Limited is a deposit-taking microfinance institution licensed and regulated by the Central Bank of Kenya, with 34 branches across the Rift Valley, Central and Western regions. We serve over 180,000 customers, most of them women in business groups, smallholder farmers and small traders. To support our growth in the South Rift, the Bank wishes to recruit suitably qualified candidates to fill the following positions:

LOAN OFFICER – GROUP LENDING (REF: MMB/LO/02/26) – 8 POSTS
Stations: Nakuru, Naivasha, Molo, Njoro, Gilgil

Reporting to the Branch Manager, the jobholder will be responsible for building and maintaining a healthy group loan portfolio within the branch's catchment area.

KEY RESPONSIBILITIES
• Mobilise and train new customer groups in line with the Bank's group lending methodology
• Appraise loan applications, including business visits and cash flow analysis, and make recommendations to the credit committee
• Disburse loans and monitor utilisation through regular group meetings
• Maintain portfolio at risk (PAR>30) below 4% through close follow-up and timely collection of arrears
• Cross-sell savings, M-Pesa linked products and insurance to group members
• Maintain complete and accurate customer files and update the core banking system

QUALIFICATIONS AND EXPERIENCE
• Diploma in Business Administration, Microfinance, Banking or a related field. A Bachelor's degree will be an added advantage
• At least 2 years' experience as a credit or loan officer in a microfinance bank, SACCO or credit-only MFI
• Practical experience of group lending and recovery of arrears
• Must be able to ride a motorcycle and hold a valid riding licence
• Valid Certificate of Good Conduct
• Good communication skills in English and Kiswahili; knowledge of the local language of the station will be an advantage
• Computer literate, with working knowledge of Microsoft Excel
• High level of integrity and strong interpersonal skills
• Must be willing to work anywhere within the South Rift region

HOW TO APPLY
If you meet the above requirements, send your application letter quoting the reference number, detailed CV, copies of academic and professional certificates and names of three referees, together with a daytime telephone number, to:

The Head of Human Resources
Mavuno Microfinance Bank Limited
P.O. Box 18820-20100, Nakuru
or email: recruitment@mavunomfb.example.co.ke

so as to reach us not later than 24th February 2026. Only shortlisted candidates will be contacted.

Mavuno Microfinance Bank is an equal opportunity employer. Persons with disability are encouraged to apply. Canvassing will lead to automatic disqualification.

—————————————————————————
TENDER NOTICE – Supply of stationery and office furniture. Nakuru County Water and Sanitation Company invites sealed bids… see page 21.`,
  },
  {
    id: 'pharmacy-technician-long-term-care-ziprecruiter-columbus-one-click-dash-setting-llc-in-eeo',
    field: 'long-term care pharmacy',
    half: 'tune',
    title: 'Pharmacy Technician, Long-Term Care',
    company: 'Buckeye Closed-Door Pharmacy, LLC',
    skills: [
      'Ohio Certified Pharmacy Technician Registration',
      'PTCB Certification',
      'ExCPT Certification',
      'Pharmacy Order Entry',
      'Shift Work',
      'Police Clearance',
      'Long-Term Care Pharmacy',
      'Multi-Dose Packaging',
      'Parata',
      'Attention to Detail',
      'Teamwork',
    ],
    text: `ZipRecruiter
Find Jobs   Salaries   Career Resources
Sign In   For Employers

Pharmacy Technician - Long-Term Care (2nd Shift)
Buckeye Closed-Door Pharmacy
Columbus, OH  •  Full-time
$19 - $23.50 an hour
Benefits: Dental insurance, Health insurance, Paid time off, Vision insurance, 401(k)
1-Click Apply
Posted 3 days ago

Job Description
We are a closed-door pharmacy - no walk-in customers, no drive-through, no long lines. Instead, we fill medications for 140 nursing homes, assisted living communities and group homes across central Ohio, and our deliveries go out on our own trucks around the clock. Our 2nd shift team handles most of the new admissions and the evening "stat" orders that a resident needs tonight.

Shift: Monday-Friday, 2:30 PM to 11:00 PM, with every third weekend. Shift differential of $1.50/hr applies and is included in the pay range.

Responsibilities
Enter new and refill medication orders from facility faxes and e-prescriptions into our pharmacy system accurately
Fill, label and package medications in multi-dose strip packaging, blister cards and unit-dose
Prepare stat and emergency kit orders on time for our delivery drivers
Reconcile order discrepancies with nurses at the facility by phone
Restock and check expiration dates on emergency boxes returned from facilities
Handle controlled substances under pharmacist supervision and keep counts accurate

Qualifications
Active registration with the Ohio State Board of Pharmacy as a Certified Pharmacy Technician (required)
National certification through PTCB or NHA ExCPT (required)
1+ year of experience as a pharmacy technician with order entry
Willing to work evenings and rotating weekends
Able to pass a background check and drug screen

Preferred
Long-term care or institutional pharmacy experience
Experience with multi-dose packaging technology, such as Parata or similar equipment

You'll do well here if you are the kind of tech who double-checks the strength before you hit enter, because in long-term care one wrong pill ends up in a blister card for 30 days. You'll also need to be a team player - when the 9 PM delivery is about to leave, everybody pitches in.

Benefits
Medical, dental and vision starting the first of the month after hire
401(k) with 3% match
15 PTO days + 6 paid holidays
Paid PTCB recertification and CE
Tuition support for technicians who want to go to pharmacy school
Free parking

Buckeye Closed-Door Pharmacy, LLC is an Equal Opportunity Employer and participates in E-Verify.

Report this job

Similar Jobs Near Columbus, OH
Pharmacy Technician - Retail  •  Grove City, OH  •  $18 - $20 an hour
Central Fill Pharmacy Technician  •  Dublin, OH  •  $20 an hour`,
  },
  {
    id: 'dental-assistant-childrens-dentistry-mycareersfuture-novena-company-capitals-first-dash-specialty-pte-ltd',
    field: 'paediatric dental assisting',
    half: 'unseen',
    title: "Dental Assistant, Children's Dentistry",
    company: 'Little Molars Dental Pte. Ltd.',
    skills: [
      'Chairside Assisting',
      'Certificate in Dental Surgery Assisting',
      'Infection Control',
      'Instrument Sterilisation',
      'BCLS + AED Certification',
      'Weekend Work',
      'Mandarin',
      'Clinic Assist',
      'Patience with Children',
      'Cheerful Disposition',
    ],
    text: `MyCareersFuture
Jobs   Employers   Career Resources   Log in

LITTLE MOLARS DENTAL PTE. LTD.
Dental Assistant – Children's Dentistry
Novena
Full Time
Non-executive
Healthcare / Pharmaceutical
$2,400 to $3,100
Monthly
Job Post ID: MCF-2026-0184522
Posted 10 Feb 2026
Closing on 12 Mar 2026
Apply now

Roles & Responsibilities
Little Molars is a children's dental practice in Novena with four paediatric dentists and an orthodontist. Our patients are from 1 to 16 years old, and many of them are nervous on their first visit. We are looking for a Dental Assistant who enjoys working with children to join our chairside team.

Responsibilities:
• Assist dentists chairside during examinations, fillings, extractions, fissure sealants and orthodontic reviews
• Prepare and set up surgeries, and clean and sterilise instruments according to MOH infection control guidelines
• Help children and parents feel at ease before and during treatment (tell-show-do, distraction, a lot of stickers)
• Take and process intraoral X-rays under the dentist's direction after in-house accreditation
• Manage appointments, reminders and payments at the front desk when needed, using Clinic Assist
• Monitor and order clinical supplies

Requirements
• Certificate in Dental Surgery Assisting (ITE Nitec or equivalent), or at least 2 years of chairside experience in a dental clinic
• Good knowledge of infection control and sterilisation procedures
• Valid BCLS + AED certificate
• Able to work alternate Saturdays (9am – 1pm); clinic is closed on Sundays and public holidays
• Able to converse in Mandarin to communicate with Mandarin-speaking parents and grandparents
• Experience with Clinic Assist or similar clinic management system will be an advantage
• Patient and gentle with children, cheerful and a good team player
• Fresh Nitec graduates are welcome to apply

What we offer
5-day work week plus alternate Saturdays, annual leave 14 days, medical and dental benefits, annual bonus, staff uniform and continuing education sponsorship. Working hours: Mon – Fri 9am – 6pm.

Interested candidates, please click "Apply now" or email your resume with current and expected salary to hr@littlemolars.example.sg.
We regret that only shortlisted candidates will be notified.

About the company
LITTLE MOLARS DENTAL PTE. LTD.
Little Molars has been caring for children's teeth in Singapore since 2014.

Company UEN: 201404417K

This job is posted under the Jobs Bank Fair Consideration Framework (FCF). Employers are required to consider all candidates fairly and on merit.`,
  },
  {
    id: 'hr-administrator-manufacturing-operations-linkedin-galway-company-line-first-applicants-dash-setting-limited-in-about',
    field: 'manufacturing HR administration',
    half: 'tune',
    title: 'HR Administrator, Manufacturing Operations',
    company: 'Kestrel Medical Components Ireland Limited',
    skills: [
      'HR Administration',
      'CoreHR',
      'Time and Attendance Systems',
      'Microsoft Excel',
      'Irish Employment Law',
      'Kronos',
      'CIPD Qualification',
      'Polish',
      'Portuguese',
      'Confidentiality',
      'Communication',
      'Organisational Skills',
    ],
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications   Me   For Business

Kestrel Medical Components
HR Administrator – Manufacturing Operations
Galway, County Galway, Ireland · 2 days ago · 63 applicants
On-site   Full-time   Associate
201-500 employees · Medical Equipment Manufacturing
See how you compare to 63 applicants. Try Premium for €0
Easy Apply   Save

About the job
Kestrel Medical Components manufactures catheter components and precision-moulded parts for global medical device companies from our site in Parkmore, Galway. Our 430 people work across three shifts, and our HR team of five looks after all of them.

We're looking for an HR Administrator to join the team, working closely with our HR Business Partner and our production supervisors. This is a busy, varied role in a manufacturing environment where no two days are the same.

What you'll be doing
• Managing the full employee lifecycle administration: contracts, onboarding, probation reviews, changes and leavers
• Maintaining accurate records in our HR system (CoreHR)
• Running weekly time and attendance reports for the three production shifts and preparing payroll inputs
• Scheduling interviews for operator, technician and engineering roles and organising group inductions
• Tracking absence and supporting return-to-work meetings
• Coordinating training records with the Quality team for our ISO 13485 audits
• Supporting employee engagement events, from the summer barbecue to the long service awards

What we're looking for
• 2+ years' experience in an HR administration role, ideally in a manufacturing or shift-based environment
• Experience with an HRIS; CoreHR or similar
• Experience with time and attendance systems; Kronos is a plus
• Strong Excel skills (VLOOKUPs, pivot tables)
• Working knowledge of Irish employment legislation
• A CIPD qualification (or working towards) is desirable
• Polish or Portuguese would be very helpful, as many of our operators speak one of them as a first language
• You are discreet and you handle confidential information with care
• You can explain a payslip query to an operator at 7am and a policy change to a director at 3pm, with the same patience
• Well organised and able to juggle priorities

What we offer
• Competitive salary
• Hybrid option after 6 months (1 day from home)
• Annual bonus
• Pension contribution of 5%
• Health insurance for you and your family
• Education assistance, including CIPD
• Subsidised canteen and free parking

Kestrel Medical Components Ireland Limited is an equal opportunities employer.

Show more

About the company
Kestrel Medical Components
Medical Equipment Manufacturing · 201-500 employees · 118 on LinkedIn
Precision components for the medical devices that matter.
Follow

Set alert for similar jobs
HR Administrator, Galway, County Galway, Ireland`,
  },
  {
    id: 'social-media-executive-fnb-linkedin-post-mumbai-founder-emojis-dash-specialty-brand-only',
    field: 'restaurant social media marketing',
    half: 'unseen',
    title: 'Social Media Executive, F&B',
    company: 'Dosa Theory',
    skills: [
      'Instagram Content Creation',
      'Reels Shooting and Editing',
      'Canva',
      'Content Calendar Planning',
      'Instagram Insights',
      'English',
      'Hindi',
      'Influencer Collaborations',
      'Marathi',
      'Meta Ads',
      'Food Photography',
      'Creativity',
      'Ownership',
    ],
    text: `Ananya Kulkarni • 2nd
Co-founder, Dosa Theory | Building India's favourite South Indian QSR, one tawa at a time
3h • Edited • 🌐

We're hiring! 🍽️📸

Role: Social Media Executive – F&B
📍 Mumbai (Lower Parel office + lots of time at our outlets)
💼 Full-time | 1-3 yrs exp
💰 ₹4.5 – 6.5 LPA + performance bonus

Two years ago I was shooting our Reels myself on a cracked iPhone between service rushes. Today Dosa Theory has 11 outlets across Mumbai and Pune, 86k followers and way too many DMs for me to answer. Time to bring in someone who does this better than me 😅

What you'll actually do:
→ Own our Instagram (and YouTube Shorts) - plan the monthly content calendar and post daily
→ Shoot and edit Reels at our outlets and central kitchen. We don't need a studio guy, we need someone who can get a great shot of a ghee roast dosa in a busy kitchen with a phone
→ Write captions that sound like us - fun, a bit of Hinglish, never cringe
→ Run collabs with food bloggers and micro-influencers
→ Track what's working using Instagram Insights and share a simple report every Monday
→ Reply to comments and DMs (with help from our ops team)

You should have:
✅ 1-3 years handling Instagram for a brand (F&B, lifestyle or an agency with F&B clients)
✅ A portfolio of Reels you've shot AND edited (CapCut, InShot, VN - whatever you like)
✅ Comfort with Canva for stories, posts and menu creatives
✅ Great written English and Hindi. Marathi is a bonus but not needed
✅ You're the person who can't eat without taking a photo first 😄

Brownie points for:
⭐ Experience with Meta Ads
⭐ Food photography skills
⭐ Already knowing Mumbai's food blogger scene

We're a small team of 14 in the office, so you'll have real ownership - nobody will micromanage your grid. And yes, free dosas. Unlimited. We've checked with finance.

To apply: DM me your portfolio or mail it to hello@dosatheory.example.in with the subject "Reel Deal" (sorry, had to). No portfolio = no response, I'm afraid.

Please share/tag someone who'd be perfect for this! 🙏

#hiring #socialmediajobs #mumbaijobs #foodandbeverage #instagram #contentcreator #QSR

❤️👍😂 412 · 58 comments · 21 reposts

Like   Comment   Repost   Send

Rohan Mehta • 1st
Tagging Priya Nair - this is so you!
Like · Reply · 2h`,
  },
  {
    id: 'machine-operator-injection-moulding-indeed-app-concord-back-arrow-first-dash-specialty-ltd-in-text',
    field: 'plastics injection moulding',
    half: 'tune',
    title: 'Machine Operator, Injection Moulding',
    company: 'Maple Polymer Products Ltd.',
    skills: [
      'Injection Moulding Machine Operation',
      'Visual Quality Inspection',
      'Calipers',
      'Shift Work',
      'Lifting up to 50 lbs',
      'English',
      'Basic Math',
      'WHMIS',
      'Forklift Licence',
      'Attention to Detail',
      'Reliability',
    ],
    text: `←
Machine Operator - Injection Moulding
Maple Polymer Products
3.6 ★
Concord, ON
$20.50–$23.00 an hour - Full-time
Apply now   ♡

Job details
Here's how the job details align with your profile.
Pay
$20.50–$23.00 an hour
Job type
Full-time
Permanent
Shift and schedule
12 hour shift
Night shift
Day shift
Rotating weekends

Location
Concord, ON

Benefits
Pulled from the full job description
Dental care
Extended health care
On-site parking
RRSP match
Vision care

Full job description
Maple Polymer Products Ltd. has been moulding plastic parts in Concord since 1988: automotive clips, appliance housings, medical packaging trays and a lot of the caps you'll find in your fridge. We run 42 injection moulding presses from 55 to 1,100 tons, 24 hours a day.

We are hiring 6 Machine Operators for our day and night crews.

Schedule: 12-hour shifts (6:00 a.m.–6:00 p.m. or 6:00 p.m.–6:00 a.m.) on a 2-2-3 rotation. You work every other weekend and get every other weekend off.

What you'll do:
- Operate injection moulding presses and remove, trim and pack moulded parts
- Inspect parts for defects (short shots, flash, sink marks, burns) and measure them with calipers and go/no-go gauges
- Record counts, scrap and downtime on the production sheet
- Tell the process technician right away when parts start drifting out of spec
- Keep your work area clean and follow lockout and safety procedures

What you need:
- At least 1 year of experience operating injection moulding machines, or similar plastics or manufacturing experience
- Able to lift up to 50 lbs and stand for a 12-hour shift
- Basic math and enough English to read work instructions and fill in production sheets
- Comfortable reading a caliper
- Steel-toe safety boots

Nice to have:
- WHMIS certificate
- Forklift licence

Our best operators catch the small defects before they become a whole box of scrap, and they show up for every shift. If that sounds like you, apply now.

Shift premium of $1.50/hour for nights. Overtime after 44 hours. Benefits start after 3 months. Paid training on our presses and mould changes.

Maple Polymer Products is an equal opportunity employer. Accommodations are available on request for candidates taking part in all aspects of the selection process.

Hiring insights
Hiring 6 candidates for this role
Job activity
Posted 2 days ago

Report job`,
  },
  {
    id: 'plumber-social-housing-repairs-cv-library-birmingham-agency-client-named-breadcrumb-first-dash-specialty',
    field: 'social housing plumbing repairs',
    half: 'unseen',
    title: 'Plumber, Social Housing Repairs',
    company: 'Brindley Homes Group',
    skills: [
      'NVQ Level 2 Plumbing',
      'NVQ Level 3 Plumbing',
      'Responsive Repairs',
      'Driving Licence',
      'Basic DBS',
      'On-Call',
      'TotalMobile',
      'Unvented Hot Water (G3)',
      'WRAS Water Regulations',
      'Gas Safe Registration',
      'Customer Service',
      'Patience',
    ],
    text: `CV-Library
Search Jobs   Career Advice   Upload CV   Recruiters   Sign in

Home > Jobs > Plumber jobs > Plumber jobs in Birmingham

Plumber - Social Housing Repairs
Salary: £38,000 - £41,000 per annum + van + fuel card + overtime
Location: Birmingham, West Midlands
Job Type: Permanent
Date Posted: 2 days ago
Posted by: Keystone Trades Recruitment
Apply Now   Save Job

Job Description
Keystone Trades Recruitment are delighted to be working with Brindley Homes Group, one of the Midlands' largest housing associations with over 28,000 homes, to recruit an experienced Plumber for their in-house repairs team covering Birmingham and Solihull.

This is a permanent, directly employed role - not agency, not self-employed - with a company van, fuel card, a proper pension and a 37-hour week.

The role:
- Carrying out responsive repairs and planned works in tenanted homes and communal areas: leaks, blockages, toilets, basins, baths, showers, hot water cylinders and stopcocks
- Attending emergency call-outs as part of a paid on-call rota (roughly one week in six)
- Receiving and closing jobs on a handheld device, including photos and materials used
- Diagnosing what's wrong and fixing it first time where possible, keeping your van stock topped up
- Leaving every home clean and tidy, and treating tenants with respect - some of them are elderly or vulnerable

Requirements:
- NVQ Level 2 or 3 in Plumbing (or equivalent time-served experience)
- At least 2 years' experience of responsive repairs, ideally in social housing or property maintenance
- Full UK manual driving licence
- Willing to undergo a basic DBS check
- Comfortable using a handheld job scheduling device (TotalMobile or similar)

Desirable:
- Unvented hot water (G3) certificate
- WRAS Water Regulations certificate
- Gas Safe registration (there are opportunities to move into the heating team)

You'll be friendly and patient with residents, happy to explain what you're doing and why, and comfortable working alone all day.

Package:
- £38,000 - £41,000 basic depending on experience
- On-call allowance plus call-out payments (typically £4,000 - £6,000 extra per year)
- Company van and fuel card
- 26 days holiday + bank holidays, rising with service
- Local Government Pension Scheme
- Paid training and tickets

Interested? Apply with your CV or call Dean at Keystone on 0121 496 0183.

Keystone Trades Recruitment is acting as an Employment Agency in relation to this vacancy.

Similar jobs
Multi-Trade Operative - Housing  |  Wolverhampton
Maintenance Plumber  |  Coventry`,
  },
  {
    id: 'orchard-hand-kiwifruit-facebook-group-te-puke-page-post-dash-crop-bracket-type-ltd-in-text',
    field: 'kiwifruit orcharding',
    half: 'tune',
    title: 'Orchard Hand, Kiwifruit',
    company: 'Te Puke Gold Orchards Ltd',
    skills: [
      'Driving Licence',
      'Physical Fitness',
      'Outdoor Work',
      'Orchard Experience',
      'Tractor Driving',
      'Quad Bike',
      'GROWSAFE Certificate',
      'Reliability',
      'Teamwork',
    ],
    text: `Bay of Plenty Jobs & Work Wanted
Public group · 48.2K members

Te Puke Gold Orchards
· 5h · 🌏

⚠️ PERMANENT JOB - NOT SEASONAL ⚠️

Orchard Hand – Kiwifruit (Permanent, Full Time)

Kia ora koutou! We're a family-owned orchard business with 62 canopy hectares of SunGold and Green kiwifruit between Te Puke and Paengaroa. We're after a keen, reliable person to join our permanent crew of 9.

What you'll be doing:
🥝 Winter pruning and tying down (June-Aug)
🥝 Summer pruning, girdling, thinning and canopy work (Oct-Feb)
🥝 Mowing, shelter trimming, general orchard maintenance
🥝 Helping the supervisor with spray and fertiliser prep
🥝 Supporting the harvest team in autumn

Don't worry if you've never pruned a kiwifruit vine, we'll teach you properly. Pruning is a skill that takes a couple of seasons to get good at and we're happy to invest in that.

What you need:
✔️ A full NZ driver licence (you'll move between our 5 blocks during the day)
✔️ Fit and healthy - you're on your feet with your arms above your head a lot of the day
✔️ Happy to work outside in all weather - frosty July mornings and 30° in January
✔️ Turn up every day, on time, 7am start

Bonus if you have:
➕ Previous orchard or horticulture experience
➕ Tractor and quad bike experience
➕ GROWSAFE certificate

What we offer:
💵 $27.50-$31/hr depending on experience, reviewed every year
⏰ 40 hrs/week Mon-Fri, some Saturdays in harvest (paid at time and a half)
🦺 All PPE and good quality tools supplied
🎓 Support to do NZ Certificate in Horticulture (Level 3) if you want to
🥝 A good team that looks after each other - smoko shout every Friday

Must be living in the Western Bay of Plenty and have the right to work in NZ permanently (sorry, we can't support visas for this role).

To apply send us a message here or email your CV to jobs@tepukegold.example.co.nz. Have a question? Give Sam a call on 021 449 8310.

Te Puke Gold Orchards Ltd

👍 87   💬 34 comments   ↗️ 19 shares

Like   Comment   Share

Most relevant ▾
Hemi Walker
Is there any part time? Can only do school hours
Reply · 4h
Te Puke Gold Orchards
Hemi Walker Kia ora Hemi, not for this one sorry but we'll be posting summer pruning crew roles in September 👍
Reply · 3h
Write a comment…`,
  },
  {
    id: 'medical-social-worker-emergency-department-hospital-careers-long-prose-dublin-dash-department-no-bullets',
    field: 'hospital social work',
    half: 'unseen',
    title: 'Medical Social Worker, Emergency Department',
    company: 'Kilmaine University Hospital',
    skills: [
      'CORU Registration',
      'Acute Hospital Social Work',
      'Crisis Intervention',
      'Risk Assessment',
      'Children First',
      'Adult Safeguarding',
      'Discharge Planning',
      'Garda Vetting',
      'Homeless Services Experience',
      'Working Under Pressure',
      'Multidisciplinary Teamwork',
    ],
    text: `Kilmaine University Hospital  |  Careers

Current Vacancies  >  Health and Social Care Professionals  >  Competition KUH/HSCP/0419

Medical Social Worker – Emergency Department
Permanent, whole-time (35 hours per week)
Closing date: 12 noon, Thursday 5 March 2026

Kilmaine University Hospital is a 640-bed acute teaching hospital in Dublin 8 and a Model 4 hospital within the Dublin Midlands region, with an Emergency Department that sees over 68,000 attendances a year. The Medical Social Work Department is a team of 24 social workers who work across medicine, surgery, oncology, maternity liaison, older persons' services and the Emergency Department, and we are now seeking to fill a permanent post in our ED team, which has grown from two to four social workers over the last three years in response to the number of people presenting to us in crisis.

The Emergency Department social worker provides a rapid psychosocial assessment and intervention service to patients and families who present in crisis, including people who are homeless or at risk of homelessness, victims of domestic violence and sexual assault, older people who can no longer be safely discharged home, and families bereaved by sudden death. You will assess risk, respond to child protection and welfare concerns in line with Children First and to concerns about vulnerable adults in line with the national safeguarding policy, and work with the ED consultants, nursing staff, the psychiatry liaison team and community services to plan safe discharges, often within a few hours and sometimes in the middle of a very busy shift. The service operates Monday to Friday, 8am to 8pm, on a rota shared by the ED team, and there is no on-call commitment outside those hours.

To be eligible, candidates must on the closing date be registered, or be eligible for registration, on the Social Workers Register maintained by the Social Workers Registration Board at CORU, and hold a professional social work qualification recognised by CORU. Candidates must have at least one year of post-qualification experience, and the successful candidate will be able to show that they have worked in an acute hospital or other fast-paced setting where they had to make sound decisions quickly; experience of working with people who are homeless or of working in homeless services is desirable. You will be able to describe how you have used crisis intervention and risk assessment in your practice, and you will need to show that you know Children First and adult safeguarding well enough to act on them on your own. We are looking for someone who stays steady when the department is under pressure and who works naturally as part of a multidisciplinary team, respecting the expertise of others while holding firmly to the social work perspective. Candidates must also be satisfactorily vetted by the National Vetting Bureau of An Garda Síochána before appointment.

The post is paid on the Medical Social Worker salary scale (€52,640 to €73,290, effective 1 August 2025), and new entrants will normally be appointed at the minimum point of the scale. Annual leave is 29 working days. The hospital offers a structured supervision programme with a Principal Social Worker, protected continuing professional development time, access to the hospital's staff health and wellbeing service, the Cycle to Work scheme and a subsidised staff restaurant. Membership of the Single Public Service Pension Scheme applies to new entrants.

Informal enquiries may be made to Dr Aoife Keating, Principal Medical Social Worker, at aoife.keating@kilmaine-hospital.example.ie or 01 408 7733. Please read the Job Specification and the Application Guidelines, which are available to download below, before applying. Applications must be made through our online recruitment system, and CVs on their own will not be accepted. A panel may be formed from this competition from which future permanent and temporary vacancies may be filled.

Kilmaine University Hospital is an equal opportunities employer and is committed to a policy of equal opportunity in all aspects of employment.

Download: Job Specification (PDF, 312 KB)  |  Application Guidelines (PDF, 140 KB)
Apply Online`,
  },
  {
    id: 'leasing-consultant-student-housing-greenhouse-tallahassee-logo-first-application-form-dash-setting-llc-in-eeo',
    field: 'student housing leasing',
    half: 'tune',
    title: 'Leasing Consultant, Student Housing',
    company: 'Campus Edge Living, LLC',
    skills: [
      'Sales',
      'Customer Service',
      'Microsoft Office',
      'Weekend Work',
      'Police Clearance',
      'Leasing Experience',
      'Entrata',
      'Social Media Marketing',
      'Florida Real Estate License',
      'Outgoing Personality',
      'Goal Orientation',
    ],
    text: `Campus Edge Living logo

Leasing Consultant - Student Housing
Tallahassee, FL

Apply

Campus Edge Living manages 27 off-campus student communities in college towns across the Southeast. In Tallahassee, our two communities - The Quarry and Bramblewood - are home to 1,900 students, most of them living away from home for the first time. We want them (and their parents) to feel like they picked the right place.

About the role
Our Leasing Consultants are the first people students and parents meet on a tour and the people residents come to when something isn't right. You will be on the front line of our leasing season, which runs from October to August, and you will help us hit our pre-leasing goals for the next academic year.

What you'll do
- Give tours of apartments and amenities, follow up with prospects by phone, text, email and social media, and close leases
- Process applications, guarantor paperwork and lease renewals in our property management system
- Help plan resident events - pool parties, finals-week breakfasts, move-in day
- Create content for our community Instagram and TikTok
- Answer resident questions at the front desk and enter maintenance requests
- Help on move-in and move-out days, when "all hands on deck" means exactly that

What we're looking for
- 1+ year of customer service or sales experience (retail, restaurants and call centers count)
- Comfortable with Microsoft Office and learning new software quickly
- Available to work weekends during the leasing season and all of move-in weekend in August
- Able to pass a background check

Bonus points
- Experience leasing apartments, especially student housing
- Experience with Entrata or a similar property management system
- Experience promoting events on social media
- Florida real estate sales associate license

We train every new team member on Fair Housing, our leasing process and our systems during a two-week onboarding.

You're a people person who enjoys giving the same tour five times a day and makes it sound fresh every time, and you get a kick out of hitting a goal and seeing the leasing board fill up.

Pay and benefits
- $16.50 - $18.00/hour plus lease commissions ($50 per new lease, $25 per renewal)
- 30% rent discount if you live at one of our communities
- Medical, dental and vision after 60 days
- 401(k) with 4% match
- 10 days PTO plus your birthday off

Apply for this job
* Required
First Name *
Last Name *
Email *
Phone *
Resume/CV *   Attach   Dropbox   Google Drive   Enter manually
Accepted file types: pdf, doc, docx, txt, rtf
LinkedIn Profile
Are you currently a student at a local college or university? *   Select...
Are you available to work on weekends? *   Select...

Voluntary Self-Identification
For government reporting purposes, we ask candidates to respond to the below self-identification survey. Completion of the form is entirely voluntary.
Gender   Select...
Are you Hispanic/Latino?   Select...
Veteran Status   Select...
Disability Status   Select...

Campus Edge Living, LLC is an equal opportunity employer and complies with all federal, state and local fair housing and employment laws.

Submit application

Powered by Greenhouse   Read our Privacy Policy`,
  },
  {
    id: 'claims-administrator-short-term-insurance-careerjunction-umhlanga-ref-line-dash-specialty-limited-in-company-info',
    field: 'short-term insurance claims',
    half: 'unseen',
    title: 'Claims Administrator, Short-Term Insurance',
    company: 'Sandile General Insurance Limited',
    skills: [
      'Short-Term Insurance Claims',
      'RE5',
      'FAIS Credits',
      'Microsoft Excel',
      'Telephone Etiquette',
      'Guidewire ClaimCenter',
      'isiZulu',
      'Attention to Detail',
      'Customer Service',
      'Time Management',
    ],
    text: `CareerJunction
Find Jobs   Recruiters   Career Advice   My Profile   Post a Job

Claims Administrator - Short-Term Insurance
Sandile General Insurance
Umhlanga, Durban
Salary: R14 000 - R17 000 Per Month
Job Type: Permanent
Reference: CLA/DBN/0226
Posted: 11 Feb 2026
Apply Now

Job Details
We are looking for a Claims Administrator to join our Personal Lines claims team in Umhlanga. You will manage motor and household claims from first notification to settlement, making sure clients are kept informed and claims are settled fairly and on time.

Duties & Responsibilities:
• Register new claims and check policy cover, excesses and premium payment status
• Appoint assessors, panel beaters, glass and building contractors and follow up on reports
• Request and review documents (SAPS case numbers, quotes, invoices, photos)
• Make settlement recommendations within your mandate and refer complex claims to the Claims Technician
• Process payments and recoveries on the claims system
• Take inbound calls from clients and brokers and keep them updated on progress
• Maintain turnaround times as per the Service Level Agreement
• Identify possible fraud indicators and refer to the Forensic department

Job Requirements
Education:
• Matric
• FAIS-recognised qualification (minimum 30 credits) in short-term insurance, or currently completing within the regulated period
Experience:
• Minimum 2 years' short-term insurance claims experience (motor and/or non-motor)
Regulatory:
• RE5 (Representatives) or to be completed within the regulated period
Systems:
• Intermediate MS Excel
• Experience on Guidewire ClaimCenter will be an advantage
Other:
• Excellent telephone manner
• Fluency in isiZulu will be advantageous
• Must be meticulous and accurate with figures and documentation
• Client-focused, with the ability to manage a high volume of claims and meet turnaround times

Company Info
Sandile General Insurance Limited is a licensed non-life insurer and an authorised Financial Services Provider (FSP 40127), offering personal and commercial short-term insurance through brokers across South Africa. Head office: 2 Ridge Crescent, Umhlanga Ridge.

Benefits: Medical aid and provident fund contributions, annual performance bonus, 20 days leave, study assistance, free parking.

Sandile General Insurance is committed to employment equity, and preference will be given to candidates from designated groups in line with our EE plan. Should you not hear from us within 14 days of the closing date, please consider your application unsuccessful.

Closing date: 27 February 2026

Apply Now   Save Job   Share

Similar Jobs
Broker Consultant - Personal Lines | Durban North | R18 000 - R22 000 Per Month
Underwriting Administrator | Umhlanga | Market Related`,
  },
  {
    id: 'library-assistant-childrens-services-public-library-bulletin-capitals-competition-number-department-line-dash-specialty',
    field: 'public library children services',
    half: 'tune',
    title: "Library Assistant, Children's Services",
    company: 'Riverbend Public Library',
    skills: [
      'Early Literacy',
      'Storytime Delivery',
      'Customer Service',
      'Microsoft Office',
      'Integrated Library Systems',
      'Weekend Work',
      'Vulnerable Sector Check',
      'Polaris',
      'French',
      'Enthusiasm',
      'Teamwork',
    ],
    text: `RIVERBEND PUBLIC LIBRARY
JOB POSTING

Position: Library Assistant – Children's Services
Competition #: RPL-2026-017
Department: Branch Services – Westgate Branch
Union: CUPE Local 4412
Status: Permanent Part-Time (21 hours per week)
Rate of Pay: $27.84 – $31.02 per hour (2026 rates)
Posting Date: February 9, 2026
Closing Date: February 23, 2026 at 4:30 p.m.

THE LIBRARY
Riverbend Public Library serves a growing community of 140,000 residents through a central library and five branches. Last year more than 38,000 children and caregivers attended our programs, from baby rhyme time to teen coding clubs.

POSITION SUMMARY
Reporting to the Children's Services Librarian, the Library Assistant plans and delivers early literacy programs for children aged 0-12 and their caregivers, provides friendly customer service at the children's desk, helps children and parents find materials, and performs circulation duties.

DUTIES INCLUDE
- Plans and presents storytimes, rhyme times and school-age programs, in branch and at community events and schools
- Helps children and caregivers select materials and use library resources and technology
- Performs circulation tasks including checking items in and out, registering patrons and collecting fines and fees
- Maintains displays and keeps the children's area tidy and welcoming
- Prepares program statistics and simple reports
- Other related duties as assigned

QUALIFICATIONS
- Library Technician diploma, Early Childhood Education diploma, or a combination of education and experience considered equivalent
- One year of recent experience working with children in a library, school, childcare or recreation setting
- Knowledge of early literacy practices and children's literature
- Demonstrated ability to present engaging programs to groups of children
- Strong customer service skills
- Working knowledge of Microsoft Office and integrated library systems; experience with Polaris is an asset
- Ability to speak French is an asset
- Enthusiastic, creative and able to work well as part of a team

CONDITIONS OF EMPLOYMENT
- Regular schedule includes two evenings per week and alternate Saturdays
- Successful candidate will be required to provide a satisfactory Vulnerable Sector Check, at their own expense, prior to starting

HOW TO APPLY
Please submit a cover letter and résumé, quoting Competition # RPL-2026-017, by the closing date through the Careers page at www.riverbendlibrary.example.ca/careers or by email to hr@riverbendlibrary.example.ca.

We thank all applicants for their interest; however, only those selected for an interview will be contacted.

Riverbend Public Library is committed to diversity and inclusion and welcomes applications from all qualified individuals, including Indigenous peoples, racialized persons, persons with disabilities and people of all sexual orientations and gender identities. Accommodation is available on request throughout the recruitment process.`,
  },
  {
    id: 'conveyancing-secretary-agency-email-bellville-client-unnamed-subject-pipes-pty-ltd-in-signature',
    field: 'conveyancing support',
    half: 'unseen',
    title: 'Conveyancing Secretary',
    company: 'Fynbos Legal Recruitment (Pty) Ltd',
    skills: [
      'Conveyancing Secretary Experience',
      'Property Transfers',
      'Deeds Office Procedures',
      'FICA Compliance',
      'LexisConvey',
      'GhostConvey',
      'Afrikaans',
      'Microsoft Word',
      'Bond Registrations',
      'Deadline Management',
      'Client Liaison',
    ],
    text: `From: Lerato Mokoena <lerato@fynbosrecruit.example.co.za>
Sent: Wednesday, 11 February 2026 09:14
To: undisclosed-recipients
Subject: Conveyancing Secretary | Bellville | R22k - R26k CTC

Good morning,

I hope you are well and that 2026 has started on a good note.

I am recruiting on behalf of a well-established, medium-sized law firm in Bellville with a busy property department (three conveyancers, roughly 60 transfers a month at the moment, mostly residential with some sectional title and new developments). They are looking for an experienced Conveyancing Secretary to join the team permanently. I thought of you - or of someone you might know - so please have a look at the details below.

THE ROLE
Working for one senior conveyancer, you will run transfer and bond files from instruction to registration: opening files and doing the FICA checks, drafting transfer documents and powers of attorney, requesting rates and levy clearances, liaising with the bond attorneys, estate agents, banks and the Deeds Office, preparing accounts and keeping sellers and buyers informed at each step. You'll also prepare files for lodgement and follow up on rejections.

WHAT THEY ARE LOOKING FOR
- At least 3 years' experience as a conveyancing secretary (transfers essential, bonds an advantage)
- Sound knowledge of Deeds Office procedures in Cape Town
- Experience on LexisConvey or GhostConvey (the firm uses LexisConvey but is happy to consider either)
- Fully bilingual in English and Afrikaans - a large part of the client base is Afrikaans-speaking
- Good computer skills, especially MS Word
- Organised, able to juggle many files and meet registration deadlines
- Confident on the phone with clients, agents and banks - you will be the person they call for an update

PACKAGE
R22 000 - R26 000 CTC depending on experience, plus a year-end bonus, medical aid contribution and parking. Office hours are 08:00 - 16:30, Monday to Friday.

If this sounds like you, please reply to this email with your updated CV and a contactable reference from your current or most recent conveyancer. If you know of someone who would be a good fit, feel free to forward this on - we pay a referral fee of R2 000 once a referred candidate completes three months.

Please note that I will only be able to respond to candidates who meet the minimum requirements. If you have not heard from me within two weeks, please consider your application unsuccessful for this role, but we will keep your CV on file for future opportunities.

Kind regards,

Lerato Mokoena
Senior Consultant – Legal Support
Fynbos Legal Recruitment (Pty) Ltd
Unit 7, Tygerberg Office Park, Bellville, 7530
T: 021 914 2287 | M: 082 551 4093
www.fynbosrecruit.example.co.za

This email and its attachments are confidential. If you are not the intended recipient, please delete it and notify the sender. POPIA: your information will only be used for recruitment purposes and will not be shared without your consent.`,
  },
  {
    id: 'equine-veterinary-nurse-workable-scone-logo-line-overview-tab-pty-ltd-in-about',
    field: 'equine veterinary nursing',
    half: 'tune',
    title: 'Equine Veterinary Nurse',
    company: 'Upper Hunter Equine Hospital Pty Ltd',
    skills: [
      'Certificate IV in Veterinary Nursing',
      'Horse Handling',
      'Anaesthetic Monitoring',
      'Aseptic Theatre Technique',
      'On-Call',
      'Shift Work',
      'Driving Licence',
      'Neonatal Foal Intensive Care',
      'Radiation User Licence',
      'Calm Temperament',
      'Teamwork',
    ],
    text: `Upper Hunter Equine Hospital

Equine Veterinary Nurse
Scone, New South Wales, Australia · Nursing · Full time

Overview   Application

Upper Hunter Equine Hospital Pty Ltd is a referral and ambulatory equine practice in the heart of the Hunter Valley thoroughbred breeding region. Our team of 14 veterinarians and 11 nurses cares for everything from stud stallions and broodmares to pony club ponies and performance horses. The hospital has two surgical theatres, a standing surgery suite, a 12-box intensive care unit including a neonatal foal ICU, CT and nuclear scintigraphy.

We're looking for a qualified Veterinary Nurse with a love of horses to join our hospital nursing team.

Description
In this role you will:
• Prepare patients and theatres and scrub in or circulate during colic, orthopaedic and soft tissue surgery
• Induce, monitor and recover horses under general anaesthesia alongside our anaesthetists
• Nurse hospitalised horses and sick foals, including fluid therapy, feeding and round-the-clock treatments
• Assist with diagnostic imaging, including radiography, ultrasound and CT
• Handle, restrain and load horses safely
• Keep the hospital clean, stocked and ready for the next emergency

The breeding season (August–December) is our busiest time. Nurses work a rotating roster including weekends, night shifts in the foal ICU and a share of the after-hours on-call roster.

Requirements
• Certificate IV in Veterinary Nursing (or equivalent)
• Confident and experienced handling horses - this is essential, as we cannot teach it in a short time
• Experience monitoring general anaesthesia and good aseptic theatre technique
• Able to work a rotating roster including nights, weekends and on-call
• A current driver's licence (manual)
• Experience nursing neonatal foals would be highly regarded
• An NSW Radiation User Licence, or the willingness to obtain one, would be an advantage
• A calm and patient manner with both horses and clients, and the ability to work well in a close team

Benefits
• Award-plus salary, on-call allowance and overtime
• Subsidised accommodation available in a staff cottage on the hospital grounds
• Annual CPD allowance and paid study days, including the Equine Nursing short course
• Discounted veterinary care for your own horses, and agistment available
• Uniform and work boots supplied

To apply, please click "Apply for this job" and upload your resume and a short cover letter telling us about your experience with horses. Applications are reviewed as they are received.

Upper Hunter Equine Hospital Pty Ltd is an equal opportunity employer.

Apply for this job

Powered by Workable
Help | Privacy | Accessibility`,
  },
  {
    id: 'fibre-technician-ftth-installations-whatsapp-forwarded-nairobi-capitals-bold-dash-specialty-bracket-positions-ltd',
    field: 'fibre-to-the-home installation',
    half: 'unseen',
    title: 'Fibre Technician, FTTH Installations',
    company: 'Lango Telecoms Contractors Ltd',
    skills: [
      'Fusion Splicing',
      'OTDR Testing',
      'Optical Power Meter',
      'FTTH Drop Cable Installation',
      'ONT Configuration',
      'Working at Heights',
      'Driving Licence',
      'Motorcycle Riding',
      'Certificate of Good Conduct',
      'Customer Handling',
      'Teamwork',
    ],
    text: `[10/02/26, 8:42 am] Kevin Otieno: ‎⏩ Forwarded many times
*VACANCY: FIBRE TECHNICIAN – FTTH INSTALLATIONS (15 POSITIONS)* 🔌📡

*Lango Telecoms Contractors Ltd*, a contractor for one of the leading fibre internet providers in Kenya, is urgently looking for experienced FTTH technicians to join our installation teams in *Nairobi* (Kasarani, Ruaka, Kitengela, Syokimau & Ngong Road areas).

*DUTIES*
▪️ Installation of fibre drop cables from the pole/FAT to the customer's home or office
▪️ Fusion splicing and termination of fibre cables
▪️ Testing of links using OTDR and optical power meter
▪️ Installation and configuration of ONT / router at customer premises and testing internet & WiFi coverage
▪️ Closing of jobs on the company app with photos and test results
▪️ Explaining the service to the customer before leaving

*REQUIREMENTS*
✅ Certificate or Diploma in Telecommunication, Electrical or Electronics Engineering
✅ Minimum 1 year experience in FTTH installation *(MUST)*
✅ Must be able to do fusion splicing (Fujikura, Sumitomo or any other machine)
✅ Able to use OTDR and power meter
✅ Able to work at heights on poles & ladders - a valid *Working at Heights* certificate is required
✅ Must know how to ride a motorbike and have a *valid riding licence* 🏍️
✅ Valid *Certificate of Good Conduct*
✅ Good with customers and able to work in a team

*WE OFFER*
💰 Basic KSh 28,000 + KSh 400 per installation above target
🏍️ Company motorbike & fuel
📱 Airtime & data
🦺 PPE & tools provided
🏥 NHIF/SHA & NSSF

*HOW TO APPLY*
Send your CV + copies of certificates to *hr@langotelecoms.example.co.ke* with the subject *FTTH TECHNICIAN – (YOUR AREA)* before *Friday 20th February 2026*.
❗ Interviews & practical splicing test will be held at our Kasarani yard.
❗ *NO FEES* are charged at any stage of recruitment. Report anyone asking for money.

Kindly share to your groups 🙏
[10/02/26, 8:45 am] Brian K: Anyone with Fujikura machine experience pls check this 👆
[10/02/26, 9:02 am] Faith Wanjiru: Thank you Kevin 🙏🏾`,
  },
  {
    id: 'maintenance-technician-multifamily-indeed-desktop-raleigh-nav-first-rating-dash-setting-hiring-for-property',
    field: 'multifamily property maintenance',
    half: 'tune',
    title: 'Maintenance Technician, Multifamily',
    company: 'Riverstone Residential',
    skills: [
      'HVAC Repair',
      'Plumbing Repair',
      'Electrical Repair',
      'Appliance Repair',
      'Make-Ready Unit Turns',
      'On-Call',
      'Driving Licence',
      'Police Clearance',
      'EPA 608 Universal Certification',
      'CAMT Certification',
      'Spanish',
      'Customer Service',
      'Time Management',
    ],
    text: `Indeed
Home   Company reviews   Find salaries
Sign in   Employers / Post Job

What: maintenance technician   Where: Raleigh, NC   Find jobs

Maintenance Technician - Multifamily
Riverstone Residential
3.5 out of 5 stars
Raleigh, NC 27616
$22 - $27 an hour - Full-time
Apply now

Profile insights
Find out how your skills align with the job description
Licenses: EPA 608 Universal Certification?
Do you have a valid EPA 608 Universal Certification?  Yes  No  Skip

Job details
Pay
$22 - $27 an hour
Job type
Full-time
Shift and schedule
8 hour shift
Monday to Friday
On call

Benefits
Pulled from the full job description
401(k) matching
Dental insurance
Employee discount
Health insurance
Paid time off
Tool allowance

Full job description
Riverstone Residential is hiring a Maintenance Technician for Oak Hollow Apartments, a 312-unit garden-style community in northeast Raleigh.

You'll be one of three technicians, working with our Maintenance Supervisor to keep residents' homes and the community in great shape. Our residents notice when a work order gets closed the same day - and they tell us in their reviews.

What you'll do:
- Complete service requests for HVAC, plumbing, electrical and appliance issues, usually within 24 hours
- Turn vacant units: paint, drywall patching, fixture replacement, caulking, flooring touch-ups
- Carry out preventive maintenance on HVAC units, water heaters, pools and fire extinguishers
- Take part in the after-hours emergency on-call rotation (about one week in four, with on-call pay)
- Keep the shop and the grounds clean and safe

What you need:
- 2+ years of apartment, hotel or property maintenance experience
- Working knowledge of HVAC, plumbing and electrical repair
- EPA 608 Universal certification, or obtained within 90 days of hire (we pay for the exam)
- Valid driver's license, reliable transportation and your own basic hand tools
- Able to respond to on-call emergencies within 30 minutes
- Must pass a background check and drug screen

Pluses:
- CAMT (Certified Apartment Maintenance Technician)
- Bilingual English/Spanish

We want someone who treats every resident like a neighbor - friendly, respectful and clear about what was fixed - and who can juggle a full day of work orders without letting anything slip.

Perks include a 20% rent discount at any Riverstone community, a $500 annual tool allowance, 401(k) with 4% match and 15 days PTO.

Riverstone Residential is an equal opportunity employer and a drug-free workplace.

Hiring insights
Hiring 1 candidate for this role
Job activity
Posted 6 days ago

Report job`,
  },
  {
    id: 'virtual-assistant-real-estate-onlinejobs-ph-remote-caps-fields-dash-specialty-bracket-task-us-employer',
    field: 'real estate virtual assistance',
    half: 'unseen',
    title: 'Virtual Assistant, Real Estate',
    company: 'Bluebonnet Realty Group',
    skills: [
      'Cold Calling',
      'Appointment Setting',
      'English',
      'Follow Up Boss',
      'Google Workspace',
      'Shift Work',
      'Real Estate Experience',
      'MLS Data Entry',
      'Transaction Coordination',
      'Canva',
      'Resilience',
      'Self-Motivation',
    ],
    text: `OnlineJobs.ph
Jobs   Hire   Pricing   Log in   Sign up

« Back to search results

Virtual Assistant - Real Estate (Cold Calling + Admin)
Bluebonnet Realty Group

TYPE OF WORK
Full Time
WAGE / SALARY
$550 - $700/month
HOURS PER WEEK
40
DATE UPDATED
Feb 10, 2026
JOB OVERVIEW

Hi there! 👋

We're a busy real estate team of 9 agents in Austin, Texas, and we're looking for a full-time Virtual Assistant from the Philippines to join us long-term. Our last VA was with us for four years and just moved on to start her own business (we're so proud of her!), so we're hoping to find someone who wants to stay and grow with us.

About 60% of your day will be calling. You'll be calling homeowners from our lead lists (expired listings, for-sale-by-owners and old leads in our CRM) to set appointments for our agents. The other 40% is admin: updating our CRM, preparing listing paperwork, entering listings into the MLS, scheduling showings and keeping our Google Drive tidy.

Schedule: Monday to Friday, 9:00 AM to 5:00 PM Central Time (that's 11:00 PM to 7:00 AM Manila time). Paid Philippine holidays are not observed, but you get US holidays off plus 10 days paid leave.

What you need:
- At least 1 year of cold calling experience for US clients (real estate is a big plus)
- Excellent spoken English with a clear, neutral accent. Please include a voice recording when you apply
- Experience with a real estate CRM, ideally Follow Up Boss
- Comfortable with Google Workspace (Gmail, Sheets, Docs, Calendar)
- Willing to work US hours (night shift in the PH)
- Your own computer, a noise-cancelling headset, a stable internet connection (at least 25 Mbps) and a backup internet/power plan

Nice to have:
- Experience entering listings into an MLS
- Experience with transaction coordination (contract-to-close)
- Can make simple social media graphics in Canva

Who you are:
You don't get discouraged after 40 "no thank you"s in a row. You're self-motivated and you don't need someone checking on you every hour, but you ask questions when something isn't clear.

What we offer:
- $550 - $700 monthly depending on experience, paid twice a month via Wise
- $100 bonus for every appointment that turns into a signed listing
- Annual raise and a 13th month pay in December
- HMO reimbursement after 6 months
- A friendly team that will treat you as one of us (we even have a group chat for pet photos 🐶)

HOW TO APPLY:
Send your resume and a 1-minute voice recording introducing yourself. Start your message with the words "Bluebonnet Blue" so we know you read the whole post. Applications without a recording won't be considered.

SKILL REQUIREMENT
Cold Calling   Real Estate   Follow Up Boss   Google Workspace   Appointment Setting   Data Entry

Apply Now

Report this job post`,
  },
  {
    id: 'junior-accountant-accounts-payable-personio-berlin-gender-bracket-dash-specialty-gmbh-in-about-second-language',
    field: 'startup accounts payable',
    half: 'tune',
    title: 'Junior Accountant, Accounts Payable',
    company: 'Kornblume Mobility GmbH',
    skills: [
      'Accounts Payable',
      'DATEV',
      'HGB',
      'VAT',
      'Microsoft Excel',
      'English',
      'Candis',
      'German',
      'Structured Working',
      'Hands-On Mentality',
    ],
    text: `Kornblume Mobility
Jobs   About us   Website ↗

Junior Accountant (m/w/d) – Accounts Payable
Finance · Berlin · Full-time · Permanent employee · 1-2 years of experience

Who we are
Kornblume Mobility GmbH is offering e-bikes and cargo bikes per monthly subscription - service, insurance and repair all included. Since our founding in 2019 in Berlin-Kreuzberg we grew to 68,000 riders in 14 German cities and to a team of 190 people from 31 nations. Our office language is English, but our numbers are very German.

Your mission
As Junior Accountant in our Finance team of seven you take care that our suppliers (bike manufacturers, spare part dealers, logistics partners, workshops) get their money correct and in time. You will:
• Check, account and pay around 1,500 incoming invoices per month, including the matching with purchase orders
• Book invoices in DATEV and prepare the weekly payment runs
• Clarify open items and differences with suppliers and our operations teams
• Support the monthly closing, e.g. with accruals and reconciliation of creditor accounts
• Help us to automate the invoice process further (we use Candis for the invoice workflow)
• Be contact person for supplier questions in German and English

Your profile
• Completed commercial training (e.g. Steuerfachangestellte/r or Kaufmann/-frau für Büromanagement) or a degree in business or finance
• First 1-2 years of experience in accounting, ideally accounts payable
• Good knowledge of DATEV Unternehmen online or DATEV Kanzlei-Rechnungswesen
• Basic knowledge of German accounting rules (HGB) and VAT
• Confident with Excel (SUMIFS, pivot tables)
• Fluent English, it is our working language
• German on B1 level or better is a plus, because many of our suppliers prefer German
• Experience with Candis or a similar tool is nice to have
• You work structured and accurate, and you have hands-on mentality - in a scale-up not everything has a process yet

Why us?
• 52,000 - 58,000 € gross per year, depending on experience
• Hybrid working: 2 days in our Kreuzberg office, the rest from home, plus 20 days/year workation in EU
• 30 days vacation
• Your own Kornblume e-bike for free, also for private use
• BVG ticket subsidy (Deutschlandticket)
• 1,000 € learning budget per year, free German classes
• Team events and a rooftop terrace with view over Kreuzberg

Your application
We are looking forward to your application with CV and your salary expectation. Cover letter is not necessary. Your contact person is Jana Schröder (People & Culture).

Kornblume Mobility GmbH values diversity and welcomes all applications, independent of gender, nationality, ethnic and social origin, religion, disability, age and sexual identity.

Apply for this position
First name *
Last name *
Email *
Phone
CV *   Upload file
Salary expectation *
Earliest start date *
How did you hear about us?
☐ I have read and agree to the privacy policy. *
Send application

Imprint · Privacy policy · Powered by Personio`,
  },
  {
    id: 'parcel-sorter-agency-site-tilburg-client-unnamed-dash-shift-hourly-first-bv-in-footer-second-language',
    field: 'parcel hub sorting',
    half: 'unseen',
    title: 'Parcel Sorter',
    company: 'FlexPoort Uitzendbureau B.V.',
    skills: [
      'Shift Work',
      'Lifting up to 23 kg',
      'Standing for Long Periods',
      'English',
      'Dutch',
      'Forklift Certificate',
      'Working at Pace',
      'Teamwork',
    ],
    text: `€15,26 per hour + 20% evening allowance
FlexPoort Uitzendbureau
Vacancies   For employers   Housing   Contact   NL | EN | PL | RO

Home › Vacancies › Logistics › Parcel sorter – evening shift

Parcel sorter – evening shift
📍 Tilburg (Vossenberg)   🕒 32-40 hours per week   🗓 Start: direct   📄 Temporary with chance on contract

About the job
For our client, a big parcel delivery company with a modern sorting hub in Tilburg, we search parcel sorters for the evening shift. Every evening more than 200,000 parcels arrive from webshops all over Europe. Together with your colleagues you make sure they are sorted to the right route, so the delivery drivers can start early in the morning. No experience? No problem! You get a paid training of two days on the work floor.

What will you do?
- Unloading parcels from trailers and roll containers onto the conveyor belt
- Scanning parcels with a handheld scanner
- Sorting parcels to the right chute and route
- Stacking parcels in roll containers, heavy ones at the bottom 😉
- Keeping your workplace clean and safe

What do we ask?
- You can work at least 4 evenings per week, also on Saturday (shift 17:30 – 01:30, in peak season sometimes until 03:00)
- You can lift parcels up to 23 kg and you don't mind to be standing and walking the whole shift
- You speak basic English or Dutch, so you understand the safety instructions
- You can keep a high tempo and you like to work in a team
- You have a BSN number and you are allowed to work in the Netherlands
- Heftruckcertificaat (forklift certificate) is a plus, then you can grow to forklift driver

What do we offer?
- Hourly wage € 15,26 gross + 20% allowance for hours after 22:00 and Saturday
- Holiday allowance (8%) and reserved vacation hours
- Travel allowance from 10 km, or a free bike from us
- Housing possible in Tilburg or Waalwijk (€ 118 per week, own room) for international workers
- Weekly payment
- Personal coordinator who speaks Polish, Romanian or English
- After 26 weeks good chance on a direct contract with our client

Interested?
Click on "Apply now" and we call you within 24 hours! Or send a WhatsApp to +31 6 4417 2093.

Apply now

FlexPoort Uitzendbureau B.V. | Ringbaan-Oost 48, 5013 CA Tilburg | KvK 71826455 | NEN 4400-1 certified | member of ABU
We use cookies for a better website experience. Accept all | Only necessary`,
  },
  {
    id: 'sales-associate-fragrances-bayt-dubai-details-table-dash-specialty-llc-in-about-second-language',
    field: 'luxury fragrance retail',
    half: 'tune',
    title: 'Sales Associate, Fragrances',
    company: 'Al Waha Luxury Retail LLC',
    skills: [
      'Luxury Retail Sales',
      'Fragrance Knowledge',
      'Clienteling',
      'Sales Targets',
      'POS Systems',
      'Shift Work',
      'English',
      'Arabic',
      'Russian',
      'Mandarin',
      'Professional Grooming',
      'Customer Service Excellence',
      'Persuasion',
    ],
    text: `Bayt.com
Jobs   CVs   Companies   Career Advice
Login   Register

Sales Associate - Fragrances
Al Waha Luxury Retail
Dubai, United Arab Emirates
Posted 3 days ago
Apply Now     Save

Job Description
Al Waha Luxury Retail LLC is the exclusive franchise partner for several international luxury fashion and niche fragrance houses in the GCC, with 46 boutiques in UAE, Qatar and Kuwait. For our niche perfume boutique in The Dubai Mall (Fashion Avenue) we are looking for Sales Associates with passion for fragrance and luxury client service.

Key Responsibilities:
- Welcome every client in the boutique and provide a luxury and personalized experience according to the brand standards
- Guide clients through the fragrance collection, explain the notes, ingredients and olfactive families and do the skin testing and layering advice
- Achieve individual monthly sales targets and KPIs (UPT, ATV, conversion)
- Build and maintain relations with VIP clients through clienteling (CRM, WhatsApp Business, private appointments)
- Handle POS transactions, tax free and gift wrapping
- Support the stock count, replenishment and visual merchandising of the boutique
- Keep the boutique always in perfect condition

Requirements:
- Minimum 2 years of sales experience in luxury retail in UAE, preferably in perfumes, cosmetics, jewellery or watches
- Good knowledge about fragrances and perfume ingredients
- Proven track record in achieving sales targets
- Fluent in English, Arabic is highly preferred
- Russian or Mandarin language will be considered as big advantage because of our tourist clients
- Well groomed and professional presentation at all times
- Ready to work on rotational shifts, including weekends and public holidays (mall hours 10 AM – 12 AM)
- Excellent customer service and persuasive skills, warm personality

Benefits:
Basic salary + attractive commission, housing and transportation allowance, medical insurance, annual air ticket, 30 days annual leave, staff discount, UAE employment visa provided by the company.

Skills
Luxury Retail, Fragrance, Sales, Clienteling, Customer Service, Arabic, English

Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Retail & Wholesale
Company Type: Employer (Private Sector)
Job Role: Sales
Employment Type: Full time
Monthly Salary Range: AED 4,000 - AED 6,000 + commission
Number of Vacancies: 4

Preferred Candidate
Career Level: Mid Career
Years of Experience: Min: 2
Residence Location: United Arab Emirates
Nationality: Any
Degree: High School

About the Company
Al Waha Luxury Retail LLC, Dubai. Luxury retail since 1998.

Apply Now

Similar Jobs
Beauty Advisor - Skincare | Abu Dhabi
Boutique Manager - Watches | Dubai`,
  },
  {
    id: 'admin-executive-freight-forwarding-jobstreet-port-klang-dash-specialty-sdn-bhd-in-text-second-language',
    field: 'freight forwarding administration',
    half: 'unseen',
    title: 'Admin Executive, Freight Forwarding',
    company: 'Selat Freight Logistics Sdn. Bhd.',
    skills: [
      'Freight Forwarding Administration',
      'Shipping Documentation',
      'Microsoft Office',
      'English',
      'Bahasa Malaysia',
      'Customs Declaration',
      'uCustoms',
      'Mandarin',
      'Independence',
      'Meticulousness',
      'Working Under Pressure',
    ],
    text: `JobStreet by SEEK
Job search   Profile   Career advice   Company reviews
Sign in   Employer site

Admin Executive - Freight Forwarding
Selat Freight Logistics
Port Klang, Selangor
Administrative Assistants (Administration & Office Support)
Full time
RM 3,000 – RM 3,800 per month
Posted 2d ago
Quick apply    Save

Selat Freight Logistics Sdn. Bhd. is an established freight forwarding and customs brokerage company in Port Klang since 2003, handling sea freight, air freight and haulage for importers and exporters across the Klang Valley. Due to business expansion, we are looking for a suitable candidate to join our operations team.

Job Responsibilities:
1. Handle daily administrative works for import and export shipments.
2. Prepare and check shipping documents such as Bill of Lading, Commercial Invoice, Packing List and Certificate of Origin.
3. Liaise with shipping lines, hauliers, customers and the Customs department to make sure shipments are cleared on time.
4. Assist in preparing customs declaration (K1, K2, K8) via uCustoms.
5. Update job files, shipment status and billing in the system.
6. Filing, data entry and other ad-hoc tasks assigned by superior.

Job Requirements:
• Candidate must possess at least SPM / Diploma in any field.
• At least 1 year working experience in freight forwarding, shipping or logistics admin. Fresh graduates with logistics diploma are also encouraged to apply.
• Knowledge in shipping documents is required.
• Experience in customs declaration and uCustoms system will be an added advantage.
• Proficient in MS Office (Word, Excel, Outlook).
• Good command of English and Bahasa Malaysia, both written and spoken. Able to speak Mandarin will be an advantage to deal with Mandarin-speaking clients.
• Able to work independently with minimum supervision, meticulous and able to work under pressure and meet deadline.
• Malaysian only.
• Able to start work immediately or within short notice is preferred.

Benefits:
• 5 working days (Monday – Friday, 8.30am – 5.30pm)
• EPF, SOCSO, EIS
• Annual leave, medical leave and hospitalization leave
• Outpatient medical and group insurance
• Yearly increment and performance bonus
• Free parking

Interested candidates kindly click "Quick apply" or send your detailed resume with expected salary and a recent photo to hr@selatfreight.example.com.my. Only shortlisted candidates will be notified.

Employer questions
Your application will include the following questions:
Which of the following types of qualifications do you have?
How many years' experience do you have in freight forwarding?
Which of the following languages are you fluent in?
What's your expected monthly basic salary?

Report this job advert
Be careful - Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    id: 'it-service-desk-agent-1st-line-smartrecruiters-krakow-logo-first-dash-level-sp-z-oo-in-text-second-language',
    field: 'shared services IT service desk',
    half: 'tune',
    title: 'IT Service Desk Agent, 1st Line Support',
    company: 'Vistula Shared Services sp. z o.o.',
    skills: [
      'English',
      'Windows Troubleshooting',
      'Microsoft 365',
      'Active Directory',
      'Ticketing Systems',
      'Networking Basics',
      'Shift Work',
      'ServiceNow',
      'ITIL Foundation',
      'German',
      'French',
      'Italian',
      'Customer Orientation',
      'Communication',
    ],
    text: `Vistula Shared Services logo

IT Service Desk Agent – 1st Line Support
Kraków, Lesser Poland Voivodeship, Poland
Full-time
Hybrid (after onboarding)

Company Description
Vistula Shared Services sp. z o.o. is the business services centre of an international group in the building materials industry. In our Kraków office more than 900 specialists support 38,000 users in 24 countries in Finance, HR, Procurement and IT. Our IT Service Desk is the first contact for all users with any IT problem - from a forgotten password to a laptop that does not want to start before an important meeting.

Job Description
As IT Service Desk Agent you will:
• Be the first point of contact for users via phone, chat and tickets in English
• Register, categorise and prioritise incidents and service requests in the ticketing tool
• Solve first line issues: password resets and account unlocks in Active Directory, Microsoft 365 (Outlook, Teams, OneDrive), Windows 10/11 problems, printers, VPN and basic network connectivity
• Escalate more complex cases to 2nd line teams with complete description
• Create and update knowledge base articles
• Take care that SLAs are kept and users are informed about status of their tickets

Qualifications
• Very good English (C1) - you will speak it all day
• Some experience in IT support or customer service (also internship or own projects count)
• Knowledge of Windows 10/11 and Microsoft 365 from user and troubleshooting side
• Basic understanding of Active Directory and networking (IP, DNS, VPN)
• Experience with any ticketing system - ServiceNow will be an advantage
• ITIL Foundation certificate is nice to have
• Another language (German, French or Italian) is a plus - we pay language bonus of 1 000 PLN gross monthly
• Readiness to work in shifts between 7:00 and 22:00 from Monday to Friday (no nights, no weekends)
• Customer orientation and good communication skills - you can explain technical things in simple words

Additional Information
What we offer:
• Salary 6 500 – 7 800 PLN gross monthly (umowa o pracę) + shift allowance + language bonus
• Hybrid work after 3 months of onboarding (2 days in office per week)
• Private medical care (Medicover) and life insurance
• Multisport card
• Paid certifications (ITIL, Microsoft) and clear career path to 2nd line, Network or Cloud teams
• Polish language lessons for foreigners
• Modern office near Kraków Główny station with free coffee, fruits and a PlayStation room

Polish language is not required.

We will process your personal data for the purpose of the recruitment process. Please add to your CV the consent clause according to GDPR.

I'm interested

Privacy Policy   Cookie Policy   Powered by SmartRecruiters`,
  },
  {
    id: 'front-desk-staff-ski-resort-hotel-gaijinpot-niseko-field-list-dash-setting-bracket-season-kk-in-text-second-language',
    field: 'ski resort hotel front office',
    half: 'unseen',
    title: 'Front Desk Staff, Ski Resort Hotel',
    company: 'Yotei Peak Hospitality K.K.',
    skills: [
      'English',
      'Japanese',
      'Hotel Front Desk Experience',
      'Shift Work',
      'Opera PMS',
      'Cash Handling',
      'Mandarin',
      'Korean',
      'Hospitality Mindset',
      'Teamwork',
    ],
    text: `GaijinPot Jobs
Find Jobs   Companies   Study   Housing   Blog   Sign In

Jobs › Hospitality › Hokkaido

Front Desk Staff – Ski Resort Hotel (Niseko, Winter Season 2026/27)
Yotei Peak Hospitality K.K.
Location: Hokkaido, Abuta District, Kutchan-cho (Niseko Hirafu)
Salary: ¥1,400 ~ ¥1,600 / Hour
Employment Type: Contract (Seasonal)
Working Hours: Shift work, 8 hours/day, 5 days/week
Holidays: 2 days/week (rotation)
Japanese Level: Daily Conversation (JLPT N3 level)
English Level: Business Level
Minimum Experience: Over 1 year
Visa Sponsorship: No
Apply

Job Details
Yotei Peak Hospitality K.K. operates 3 hotels and 40 luxury chalets and condominiums in Niseko Hirafu, one of the most famous powder snow resort of the world. Every winter, guests from Australia, Hong Kong, Singapore, USA and Europe come to ski here, and we need international front desk staff who can welcome them with Japanese hospitality.

Contract period: from late November 2026 to early April 2027 (about 4.5 months). Training period starts 20 November.

Duties
- Check-in and check-out of guests, room assignment and payments
- Reservation handling by phone and email (English and Japanese)
- Arranging ski rentals, lift tickets, ski school, restaurants and shuttle buses for guests
- Answering guest requests and solving problems, sometimes at late hour
- Cash handling and closing report of the shift
- Cooperation with housekeeping and maintenance team

Requirements
- Business level English (native level is welcome)
- Daily conversation Japanese (JLPT N3 level or above). You must be able to communicate with Japanese colleagues and local suppliers.
- At least 1 year experience at hotel front desk or similar customer service position
- Able to work rotating shifts: early (7:00-16:00), late (14:00-23:00) and night audit (22:00-7:00)
- Must already have a valid visa which allows working in Japan for the full season (Working Holiday visa is OK)
- Experience with Opera PMS is welcome
- Chinese (Mandarin) or Korean speaker is a plus

Our ideal staff member has "omotenashi" spirit - thinking one step ahead of the guest - and enjoys working together in an international team of more than 20 nationalities.

Benefits
- Staff accommodation (shared apartment, ¥30,000/month including utilities)
- Free season lift pass for Grand Hirafu (value ¥150,000!)
- Staff meal 1 time per shift
- Transportation cost from Tokyo or Sapporo to Niseko reimbursed after contract completion
- Social insurance enrollment
- End of season bonus

How to apply
Please apply through GaijinPot with English CV. Japanese resume (rirekisho) is welcome if you have. Online interview via Zoom will be held in English and Japanese.

Apply

Report this job
© GaijinPot Jobs`,
  },
  {
    id: 'bilingual-call-center-agent-collections-occ-monterrey-two-language-title-spanish-chrome-sa-de-cv-in-text-second-language',
    field: 'nearshore collections call center',
    half: 'tune',
    title: 'Bilingual Call Center Agent, Collections',
    company: 'Norteña Contact Center S.A. de C.V.',
    skills: [
      'English',
      'Spanish',
      'Call Center Experience',
      'Shift Work',
      'Typing',
      'Collections Experience',
      'Predictive Dialer',
      'Negotiation',
      'Resilience',
      'Empathy',
    ],
    text: `OCC
Buscar empleos   Empresas   Blog   Ingresar   Crear cuenta

Empleos > Monterrey, Nuevo León > Call Center

Agente de Call Center Bilingüe - Cobranza / Bilingual Call Center Agent - Collections
$16,000 - $19,500 Mensual
Norteña Contact Center
Monterrey, Nuevo León
Publicada hace 1 día
Postularme   Guardar

Detalles
Categoría: Atención a clientes - Call Center
Contratación: Permanente
Horario: Tiempo completo
Espacio de trabajo: Presencial

Descripción

HIRING BILINGUAL AGENTS - COLLECTIONS ACCOUNT 🇺🇸🇲🇽

Norteña Contact Center S.A. de C.V. is a nearshore contact center located in Monterrey with more than 1,800 agents that give service to financial companies in the United States. We are growing our Collections account for a US auto finance company and we need 30 bilingual agents for the next training class (start March 2).

Your responsibilities:
- Make outbound calls and receive inbound calls from US customers that have late payments on their auto loans
- Negotiate payment arrangements according to the client policies
- Process payments by phone and register every call in the system
- Handle objections and difficult conversations with respect
- Reach your daily and monthly goals (promises to pay, collected amount)

What we need:
- English 85% or more (conversational and fluent, you will speak English all day)
- Spanish native, because part of the customers prefer Spanish
- Minimum 6 months of experience in call center (any account)
- Experience in collections is a plus, but not necessary
- Experience with predictive dialer is desirable
- Availability for rotating shifts Monday to Saturday, from 7:00 to 22:00, with one day off during the week
- Typing 30 WPM minimum
- High school completed (preparatoria terminada)

You will receive 3 weeks paid training including FDCPA and US collection regulations, so you don't need to know them before.

We look for people that don't take the "no" personally, stay calm with angry customers and at the same time understand that many customers are passing through a difficult moment.

We offer:
- Base salary $16,000 - $19,500 MXN monthly + commissions (top agents earn $28,000+)
- Benefits of law (IMSS, Infonavit, aguinaldo 30 days, vacaciones, prima vacacional)
- Vales de despensa $1,600 monthly
- Major medical insurance after 3 months
- Free transportation for night shifts
- Cafeteria with subsidized meals
- Growth to QA, Trainer and Team Leader positions

Apply here or come to our recruitment office:
Av. Constitución 2140 Pte., Col. Centro, Monterrey, N.L. Monday to Friday 9:00 - 17:00. Ask for Karla Villarreal. Bring your CV and INE.

WhatsApp: 81 3300 4127

Norteña Contact Center is an equal opportunity employer. We do not discriminate for age, gender, religion, sexual orientation, disability or any other condition.

Empleos similares
Customer Service Representative Bilingual - Travel | Monterrey
Agente Bilingüe de Ventas | San Pedro Garza García`,
  },
  {
    id: 'kindergarten-homeroom-teacher-british-eyfs-ajarn-bangkok-salary-line-dash-curriculum-co-ltd-in-footer-second-language',
    field: 'international school early years teaching',
    half: 'unseen',
    title: 'Kindergarten Homeroom Teacher, British EYFS',
    company: 'Chaophraya Education Co., Ltd.',
    skills: [
      'EYFS Curriculum',
      'Qualified Teacher Status',
      'Teaching Licence',
      'TEFL',
      'CELTA',
      'English',
      'Police Clearance',
      'Jolly Phonics',
      'Read Write Inc.',
      'Thai',
      'Patience',
      'Collaboration',
    ],
    text: `ajarn.com  |  Teaching jobs in Thailand
Jobs   Blogs   Resources   Post a job
Home > Jobs > Bangkok > Kindergarten

Kindergarten Homeroom Teacher – British EYFS (August 2026)
Chaophraya Bilingual International School
Posted: 9 February 2026

Job details
Location: Bangkok (Bang Na – Srinakarin)
Salary: 58,000 – 78,000 baht per month, depending on qualifications and experience
Start date: 1 August 2026
Contract: 2 years, renewable
Working hours: 7:30 – 16:30, Monday – Friday
Age of students: 3 – 6 years (Nursery, Reception)

About the school
Chaophraya Bilingual International School is a bilingual school with 1,100 students from Kindergarten to Year 13, following the English National Curriculum. Our Early Years department have 14 classes, each with one foreign homeroom teacher, one Thai co-teacher and a teaching assistant. Classes are maximum 20 children.

The position
We are looking for a warm and creative Kindergarten Homeroom Teacher for our Reception classes. You will plan and teach the EYFS curriculum through play, keep observation records and learning journals (we use Tapestry), deliver daily phonics lessons, communicate with parents via the school app and parent meetings, and work closely together with your Thai co-teacher and TA.

Qualifications we need
- Bachelor's degree (any field is OK if you hold QTS or teaching licence)
- QTS, or a recognised teaching licence from your home country. Candidates with TEFL or CELTA plus at least 3 years of EYFS experience in international schools will be also considered
- Minimum 2 years experience teaching EYFS or kindergarten
- Native English speaker or equivalent proficiency
- Clean criminal background check from your home country and from any country where you lived in the last 5 years
- Experience with Jolly Phonics or Read Write Inc. is preferred
- Some Thai language is a plus but not required

You must be patient, love working with young children, and be happy to collaborate in a team with Thai colleagues who may have different teaching style.

Benefits
- Work permit and non-immigrant B visa arranged and paid by school
- Housing allowance 8,000 baht/month
- Flight allowance 30,000 baht per year
- Health insurance (IPD and OPD)
- Lunch provided at school
- Free tuition for 1 child of the teacher
- Paid school holidays
- End of contract bonus 1 month salary

How to apply
Please send CV with recent photo, copy of degree, teaching licence and a short introduction video (max 2 minutes) to recruitment@chaophraya-bis.example.ac.th
Subject: "EYFS Teacher – your name". Shortlisted candidates will be interviewed by Zoom.

Chaophraya Bilingual International School is operated by Chaophraya Education Co., Ltd. and is accredited by the Office of the Private Education Commission (OPEC).

Share this job:  Facebook   X   LINE

More jobs from this school
Year 4 Class Teacher – August 2026
Secondary Science Teacher (Chemistry) – August 2026`,
  },
]
