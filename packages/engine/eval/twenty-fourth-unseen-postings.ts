// Twenty-fourth set of unseen postings (issue 15): 40 complete job ads as a user would paste them from the site,
// for the jobs most job seekers apply for, each labelled with its title, employer and recruiter skill list BEFORE
// any run of the app. Written by Tailor contributors (CC0). Written by helper job74. Read: /work/prompts/job74.md,
// /work/prompts/common.md, /work/prompts/rules.md, /work/prompts/existing-occupations.txt, lines 1-8 of
// packages/engine/eval/jobs.ts (EvalJob) and lines 1-10 of packages/engine/eval/unseen-postings.ts (UnseenPosting);
// nothing else in the repository. Every employer, person, address, phone number and email is invented.
//
// Counts: 40 postings, halves alternating from 'tune' (20 tune, 20 unseen); 40 distinct fields; 250-700 words of
// text each. None has both the title and the employer on its first line.
// Countries: 32 in the main markets (US 10, UK 6, Canada 3, Australia 3, India 2, Ireland 2, New Zealand 1,
// Singapore 1, South Africa 1, Nigeria 1, Kenya 1, Philippines 1) and 8 in second-language English (Malaysia,
// Netherlands, Poland, Vietnam, Portugal, Sweden, United Arab Emirates, Germany; ids end "-second-language").
// Shapes (no site more than twice): LinkedIn job page, LinkedIn post with comments, Indeed desktop, Indeed app,
// Glassdoor, ZipRecruiter, Monster, Reed, Totaljobs, CV-Library, Seek desktop, Seek app, Trade Me, JobStreet,
// Naukri, IrishJobs, PNet, Jobberman, BrighterMonday, Workday (x2), Greenhouse, Lever, Ashby, SmartRecruiters,
// iCIMS, Taleo, SuccessFactors, BambooHR, Workable, Teamtailor, agency site naming its client, agency site not
// naming it, recruiter email, county government bulletin, academy school bulletin, about-us-first careers page,
// long prose ad with no bullets, hospital page with a flattened requirements table, salary-and-benefits-first ad.
// Occupations: senior marketing data analyst, dermatology front desk coordinator, accounts payable executive,
// energy billing customer service advisor, aged care enrolled nurse, L2 desktop support engineer, CDL-A flatbed
// driver, lifecycle marketing manager, child support intake specialist, breakfast line cook, outpatient orthopedic
// PTA, warehouse stock controller, registered ECE nursery teacher, German-speaking service desk analyst, home
// support healthcare assistant, ED health unit coordinator, creditors clerk, mid-market CSM, van sales rep,
// outpatient clinical officer, QA analyst II, incoming-materials QC inspector, make-ready technician, credit union
// financial services rep, architecture-studio office coordinator, French-market support specialist, service
// electrician, senior multi-state payroll specialist, food-plant multi-skilled maintenance engineer, purchase
// ledger clerk, construction site administrator, casual-dining assistant restaurant manager, cover supervisor,
// commercial-building facilities executive, garden centre retail supervisor, oncology staff nurse, mobile patrol
// security officer, healthcare cleaning supervisor, HR operations specialist, high-volume BPO recruitment specialist.
//
// Labelling rules as applied (short): title as printed with seniority/grade/credential words kept and a specialty
// or market after a dash or bar written after a comma; places, shifts, brackets, gender markers, pay and
// requisition numbers dropped; plural made singular; working title over class title; an email's "Position:" line
// over its subject. Company: the fullest legal name the ad prints (EEO line, footer, about block) over a bare card;
// agency ads give the named client, else the agency; a county, not its department line; a LinkedIn post gives the
// employer it names. Skills: 8-14, required, then preferred, then soft; named licences, registrations, checks and
// job-qualifying certificates listed (also when due within a set time after hire), degrees and school-leaving
// certificates not; skills the employer says it trains not listed; fixed names "Shift Work", "On-Call",
// "Driving Licence" (+ "Clean Driving Record"), "Police Clearance".
//
// Readings this set adds where the rules are silent:
// - Any pre-employment criminal-record check the ad requires (a US "background check", an NZ "police vet", a
//   "criminal record check") counts as a clear criminal record: "Police Clearance". A check printed as a
//   proper-noun scheme keeps its name (National Police Check, NDIS Worker Screening Check, Certificate of Good
//   Conduct, BS 7858 Screening, Basic DBS, Enhanced DBS, Garda Vetting). Drug screens, credit checks, health
//   assessments and vaccinations are personal conditions and add nothing.
// - "Bilingual English/X" (or "fluency in X and English" as a bilingual preference) in an ad for an
//   English-speaking workplace lists X only; English required in its own right (a level such as B2, "fluent
//   English is a must", "communication skills in English and Kiswahili") is listed.
// - "Good communication skills in English" is labelled "English", not a separate communication skill.
// - A language inside the printed title ("IT Service Desk Analyst with German") stays in the title as printed.
// - Te reo Māori is listed under its English name "Māori"; tikanga is listed separately as "Tikanga Māori".
// - Alternative licences or certificates ("CIFC or CSC", "SIA Security Guarding or Door Supervisor licence",
//   "CPP or FPC", "Sage 200 or Sage 50") are all listed, as the rules do for languages and memberships.
// - A preferred certificate that the employer also offers to sponsor or pay for (EPA 608, FSM, ITIL Foundation,
//   Elsäkerhetsverket authorisation, CIFC/CSC) is still listed: paying for a course is not "we will train you".
//   A skill the ad says it trains in on the job (dementia care and safeguarding in the home-care ad) is not.
// - A named vocational qualification given only as an education route (Personalfachkaufmann (IHK), ICB or N4-N6,
//   Diploma in Clinical Medicine, B.Sc Nursing/GNM) is treated like a degree and not listed; one asked for as a
//   trade certificate (QQI Level 5 Healthcare Support, Certificate III in Cleaning Operations) is listed.
// - Registrations are named by their body in short form (AHPRA Registration, TNNMC Registration, Teaching Council
//   Registration, Clinical Officers Council Registration) and a state licence keeps the ad's spelling
//   ("Ohio PTA License"); "Driving Licence" alone keeps the fixed British spelling.
// - "X, LLC dba Y" gives the legal entity X, LLC. A UK academy trust named as "Employer:" is treated like a
//   school district: the trust, not the academy.
// - A named property, branch or unit location after a dash ("- Magnolia Crossing", "- St. Vital Branch") is a
//   place and is dropped; a sector after a dash ("- Healthcare", "- Commercial Construction", "- Food
//   Manufacturing") is a line of business and is kept. A setting in brackets ("(Commercial Building)") is dropped
//   with the brackets.
// - A recruiter email that names the client with its legal form in brackets ("Saffron & Smoke Restaurant Group
//   (Saffron & Smoke Restaurants L.L.C.)") gives the bracketed legal name.
import type { UnseenPosting } from './unseen-postings.ts'

export const twentyFourthUnseenPostings: UnseenPosting[] = [
  {
    title: 'Senior Data Analyst, Marketing Analytics',
    company: 'Larkspur & Finch Home Goods, Inc.',
    skills: [
      'SQL',
      'Python',
      'Tableau',
      'Marketing Attribution',
      'A/B Testing',
      'Google Analytics 4',
      'Statistics',
      'dbt',
      'Marketing Mix Modeling',
      'Snowflake',
      'Data Storytelling',
      'Mentoring',
    ],
    field: 'data analytics',
    half: 'tune',
    id: 'senior-marketing-data-analyst-linkedin-chicago-dash-specialty-inc-in-eeo',
    text: `Skip to main content
LinkedIn
Search
Home
My Network
Jobs
Messaging
Notifications
Me
For Business
Try Premium for $0

Larkspur & Finch logo
Larkspur & Finch
Senior Data Analyst – Marketing Analytics
Chicago, IL · Reposted 4 days ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn
$112,000/yr - $134,000/yr  Hybrid  Full-time  Mid-Senior level
501-1,000 employees · Retail
Skills: SQL, Python, +8 more
See how you compare to over 100 other applicants. Try Premium for $0

Apply
Save
Save Senior Data Analyst – Marketing Analytics at Larkspur & Finch

Meet the hiring team
Dana Whitcombe
Director, Marketing Analytics at Larkspur & Finch
Job poster
Message

About the job
Larkspur & Finch sells furniture, rugs and lighting online and through 14 showrooms. Our marketing team spends a meaningful budget across paid search, paid social, catalog, email and retail media, and we want every dollar of it to be accountable. The Marketing Analytics team sits between Growth, Finance and Data Engineering, and you'd be its most senior individual contributor.

What you'll do
• Own our multi-touch attribution reporting and explain, in plain English, why channel numbers in the ad platforms never match ours
• Design and read out A/B and holdout tests for email, onsite promotions and paid social with the Growth team
• Build and maintain Tableau dashboards that leadership actually opens on Monday mornings
• Write production-quality SQL against Snowflake and partner with Data Engineering on new models
• Support our quarterly media mix model refresh with our outside partner and sanity-check its outputs
• Mentor two analysts and review their queries and decks

What you'll bring
• 5+ years in analytics, at least 2 of them focused on marketing or e-commerce
• Expert SQL — window functions, CTEs, and knowing when a query is lying to you
• Working Python (pandas, statsmodels or similar) for analysis beyond what SQL can do
• Tableau or a comparable BI tool; you have opinions about dashboard design
• Hands-on experience with GA4 and marketing attribution approaches (last-click, data-driven, incrementality)
• A solid grounding in statistics: experiment design, power, confidence intervals
• You can turn a messy analysis into a clear story for a VP who has five minutes

Bonus points
• dbt experience
• Exposure to marketing mix modeling (Robyn, Meridian, or a vendor model)
• Snowflake specifically

What we offer
• Hybrid schedule: Tuesday–Thursday in our West Loop office
• Medical, dental and vision from day one; 401(k) with 4% match
• 20% employee discount (yes, on the sofas too)
• $1,500 annual learning budget

Larkspur & Finch Home Goods, Inc. is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.

Show more
Set alert for similar jobs
Data Analyst, Chicago, IL
Set alert

About the company
Larkspur & Finch
24,310 followers
Follow
Retail · 501-1,000 employees · 212 on LinkedIn
Modern furniture and home goods, designed in Chicago. Show more

More jobs
Marketing Analyst · Hollis Pet Supply · Chicago, IL (Hybrid) · 1 week ago
Senior Analyst, Growth · Parcelway · Remote · 3 days ago
See more jobs like this`,
  },
  {
    title: 'Front Desk Coordinator, Dermatology',
    company: 'Saguaro Dermatology Associates, PLLC',
    skills: [
      'Medical Front Office',
      'Patient Scheduling',
      'Insurance Verification',
      'Electronic Health Records',
      'Payment Collection',
      'Multi-Line Phones',
      'Medical Terminology',
      'Spanish',
      'ModMed',
      'Customer Service',
      'Patient Confidentiality',
      'Multitasking',
      'Professionalism',
    ],
    field: 'medical administration',
    half: 'unseen',
    id: 'dermatology-front-desk-coordinator-indeed-phoenix-search-first-dash-specialty-pllc-in-text',
    text: `indeed
Find jobs
Company reviews
Salary guide
Upload your resume
Sign in
Employers / Post Job

What
front desk medical
Where
Phoenix, AZ
Find jobs

Date posted   Pay   Remote   Within 25 miles   Company   Job type   Experience level

Front Desk Coordinator - Dermatology (Full-Time)
Saguaro Dermatology
3.6 out of 5 stars
Phoenix, AZ 85016
$19 - $22 an hour - Full-time
Apply now

Job details
Here's how the job details align with your profile.
Pay
$19 - $22 an hour
Job type
Full-time
Shift and schedule
Day shift
Monday to Friday
No weekends

Location
Phoenix, AZ 85016

Benefits
Pulled from the full job description
401(k) matching
Dental insurance
Employee discount
Health insurance
Paid time off
Vision insurance

Full job description
Saguaro Dermatology is a busy, physician-owned practice with three providers and a growing cosmetic service line. Our Biltmore office sees 90 to 120 patients on a typical day, and the front desk sets the tone for every one of them. We are looking for a warm, organized Front Desk Coordinator to join our team of four.

What you will do:
Greet and check in patients, scan IDs and insurance cards, and update demographics in the chart
Schedule, reschedule and confirm appointments across three provider templates, including procedure and Mohs surgery slots
Verify insurance eligibility and benefits before visits and flag referrals or prior authorizations that are missing
Collect copays, deductibles and cosmetic deposits, and balance your drawer at the end of the day
Answer a multi-line phone system and route messages to medical assistants and billing
Keep the waiting area tidy and patients informed when providers run behind

Requirements:
At least 1 year of front desk experience in a medical office (dermatology or specialty practice preferred)
Comfortable with electronic health records; we use ModMed EMA, so experience with it is a big plus
Working knowledge of commercial insurance, AHCCCS plans and Medicare
Basic medical terminology
Bilingual English/Spanish strongly preferred
High school diploma or equivalent

About you:
You stay calm and friendly when the phones are ringing, the lobby is full and someone is upset about a bill. You can juggle several things at once without dropping any, you keep patient information private, and you present yourself professionally.

Schedule: Monday to Friday, 7:30am to 4:30pm. No evenings, no weekends.

What we offer:
Medical, dental and vision insurance after 30 days
401(k) with a 3% company match
10 days PTO plus 7 paid holidays
Discounts on cosmetic services and skincare products

Saguaro Dermatology Associates, PLLC is an equal opportunity employer.

Work Location: In person

Report job

Hiring Insights
Hiring 1 candidate for this role
Job activity
Employer reviewed job 2 days ago
Posted 6 days ago

Explore other jobs
Medical Receptionist - Banner area clinic - Phoenix, AZ
Patient Service Representative - Scottsdale, AZ
Dental Front Office Coordinator - Tempe, AZ
People also searched: medical receptionist, front office, patient coordinator

© 2025 Indeed
Accessibility at Indeed
Privacy Center and Ad Choices
Terms`,
  },
  {
    title: 'Accounts Payable Executive',
    company: 'Meranti Packaging Industries Sdn. Bhd.',
    skills: [
      'Accounts Payable',
      'Three-Way Matching',
      'Vendor Reconciliation',
      'SST',
      'Withholding Tax',
      'SAP',
      'Excel',
      'Month-End Closing',
      'English',
      'Bahasa Malaysia',
      'Mandarin',
      'AutoCount',
      'Attention to Detail',
      'Teamwork',
    ],
    field: 'accounts payable',
    half: 'tune',
    id: 'accounts-payable-executive-jobstreet-shah-alam-bracket-unit-sdn-bhd-in-text-second-language',
    text: `JobStreet by SEEK
Job search
Profile
Career advice
Company reviews
Sign in
Employer site

Accounts Payable Executive (Shared Services)
Meranti Packaging
View all jobs
Shah Alam, Selangor
Accounting (Accounts Payable)
Full time
RM 3,800 – RM 4,800 per month
Posted 5d ago
Quick apply
Save

Meranti Packaging is a manufacturer of corrugated cartons and flexible packaging for F&B and electronics customers in Malaysia and Singapore, with 2 plants in Shah Alam and 1 in Senai. Our finance shared services team in Section 26 support all three plants. Due to expansion, we are looking for an Accounts Payable Executive to join our team.

Job Responsibilities:
1. Handle full set of accounts payable process for local and overseas suppliers, from invoice receiving until payment.
2. Perform 3-way matching of purchase order, goods received note and supplier invoice in SAP and follow up with purchasing and store for any discrepancy.
3. Prepare weekly payment proposal, payment voucher and telegraphic transfer for approval.
4. Perform monthly supplier statement reconciliation and resolve outstanding items.
5. Handle SST and withholding tax for foreign service providers and submit to LHDN on time.
6. Prepare AP ageing, accruals and schedules for month end closing within the deadline given.
7. Assist in yearly audit and provide the documents requested by the auditors.
8. Any other ad-hoc task assigned by Finance Manager.

Job Requirements:
- Diploma / Degree in Accounting or equivalent. LCCI level 3 also can consider.
- Minimum 2 years working experience in accounts payable, preferably in manufacturing environment.
- Must be familiar with SAP (FI/MM module). Experience in AutoCount is an added advantage.
- Good knowledge of SST and withholding tax.
- Able to use Microsoft Excel well especially VLOOKUP and pivot table.
- Able to communicate in English and Bahasa Malaysia. Mandarin will be an added advantage for dealing with China suppliers.
- Meticulous, responsible and can work with team.
- Able to start work immediate or short notice is preferred.

What we offer:
- Annual bonus (based on company performance) and yearly increment
- EPF, SOCSO, EIS
- Medical and dental benefit, group hospitalisation & surgical insurance
- 14 days annual leave
- 5 working days (Monday - Friday, 8.30am - 5.30pm)
- Free parking and staff canteen

Interested candidates please click Quick Apply, only shortlisted candidate will be notified.

Meranti Packaging Industries Sdn. Bhd. (Company No. 199801004417)

Employer questions
Your application will include the following questions:
Which of the following types of qualifications do you have?
How many years' experience do you have as an accounts payable officer?
Which of the following accounting software are you experienced with?
What's your expected monthly basic salary?
How much notice are you required to give your current employer?

Company profile
Meranti Packaging
Manufacturing, Transport & Logistics
501-1,000 employees
Meranti Packaging is a leading Malaysian packaging manufacturer since 1998.
More about this company

Be careful
Don't provide your bank or credit card details when applying for jobs.
Learn how to protect yourself
Report this job ad`,
  },
  {
    title: 'Customer Service Advisor, Energy Billing',
    company: 'Severnside Energy Supply Ltd',
    skills: [
      'Customer Service',
      'Contact Centre',
      'Billing Queries',
      'Complaint Handling',
      'Data Entry',
      'Microsoft Office',
      'Energy Sector',
      'Ofgem Regulations',
      'Salesforce',
      'Empathy',
      'Active Listening',
      'Patience',
    ],
    field: 'customer service',
    half: 'unseen',
    id: 'customer-service-advisor-energy-billing-reed-bristol-breadcrumb-first-dash-specialty-ltd-in-text',
    text: `Jobs
Courses
Career advice
Recruiter? Post a job
Sign in
Register

Home > Jobs > Customer Service Jobs > Customer Service Jobs in Bristol

Customer Service Advisor - Energy Billing
Posted 2 days ago by Severnside Energy
Easy Apply
£24,500 - £26,500 per annum
Bristol, South West England
Permanent, full-time
Apply now
Save

Job description
Are you the person friends call when they need something sorted? Do you like getting to the bottom of a problem and explaining it so it makes sense? Then come and talk to us.

Severnside Energy supplies gas and electricity to around 180,000 homes across the South West and Wales. We are small enough that our advisors know the people who fix things, and big enough to offer real progression. Our Billing team, based at Temple Quay, helps customers understand their bills, sort out meter readings and set up payment plans that work for them.

The role
- Handle inbound calls, emails and web chats about bills, meter readings, direct debits and account balances
- Investigate billing errors, correct accounts and explain the outcome clearly to the customer
- Log every contact accurately on our CRM and follow cases through to resolution
- Recognise customers in vulnerable circumstances and put the right support in place
- Take ownership of complaints and resolve them at first contact where you can

What we're looking for
- At least 6 months' customer service experience, ideally in a contact centre
- Confident on the phone and in writing, with a good standard of spelling and grammar
- Comfortable on a PC and able to move between several systems; good with Word, Outlook and Excel
- Accurate data entry and a good head for numbers
- A calm, patient manner when customers are frustrated, and the ability to really listen

Desirable
- Experience in energy, utilities or telecoms billing
- Some awareness of Ofgem rules on complaint handling and treating customers fairly
- Salesforce or a similar CRM

Hours
37.5 hours per week on a rota between 8am and 8pm Monday to Friday, plus one Saturday morning in four (8am-1pm). Hybrid working is available after you complete your 8-week training in the office.

What you'll get
- £24,500 rising to £26,500 after successful probation
- Monthly performance bonus of up to £150
- 25 days' holiday plus bank holidays, and your birthday off
- 6% matched pension
- £150 off your energy bill every year
- Free on-site gym and subsidised canteen

Full training is provided on our billing platform and products.

Severnside Energy Supply Ltd is an equal opportunities employer and is a Disability Confident Committed employer. We welcome applications from everyone.

Apply now
Save
Report this job

Similar jobs
Customer Service Advisor - Water Billing | Bristol | £24,000 | 3 days ago
Contact Centre Agent | Bath | £23,400 | 1 week ago
Complaints Handler | Bristol | £26,000 - £28,000 | Today

Reed.co.uk uses cookies to give you the best experience. Accept all | Manage cookies`,
  },
  {
    title: 'Enrolled Nurse, Residential Aged Care',
    company: 'Bellarine Gardens Aged Care Ltd',
    skills: [
      'AHPRA Registration',
      'Medication Administration',
      'Aged Care',
      'Wound Care',
      'Dementia Care',
      'Care Planning',
      'Clinical Documentation',
      'National Police Check',
      'NDIS Worker Screening Check',
      'Shift Work',
      'Palliative Care',
      'Leecare',
      'Teamwork',
      'Compassion',
    ],
    field: 'aged care nursing',
    half: 'tune',
    id: 'enrolled-nurse-residential-aged-care-seek-geelong-pipe-specialty-ltd-in-footer',
    text: `SEEK
Job search
Profiles
Career advice
Company reviews
Sign in
Employer site

Enrolled Nurse | Residential Aged Care
Bellarine Gardens
Belmont, Geelong VIC
Nursing - Aged Care (Healthcare & Medical)
Part time
$36.40 – $39.10 per hour + penalties + super
Posted 3d ago
More jobs from this company
Apply
Save

- Permanent part-time EN roles, 48–64 hours per fortnight
- Brand new 96-bed home with a dedicated memory support wing
- Salary packaging up to $15,900 plus meal and entertainment benefits

About us
Bellarine Gardens is a not-for-profit, community-owned aged care provider that has cared for older people in the Geelong region for more than 40 years. Our new Belmont home opened in March and we are growing our nursing team to match.

About the role
Working alongside Registered Nurses and Personal Care Workers, you will deliver high-quality clinical care to our residents, many of whom are living with dementia. You'll be the person who notices the small changes and does something about them.

Your day will include:
- Administering medications, including S4 and S8 medications under RN supervision, via our electronic medication system
- Wound assessment and dressings, including complex wounds under the direction of the wound care RN
- Contributing to care plans, clinical assessments and progress notes
- Monitoring residents' health and escalating any deterioration to the RN in charge
- Supporting residents and families through end-of-life care
- Guiding and supporting Personal Care Workers on the floor

About you
- Current AHPRA registration as an Enrolled Nurse with no notation restricting medication administration (essential)
- Experience in aged care, ideally including dementia care
- Strong clinical documentation skills and confidence with computers
- Current National Police Check or NDIS Worker Screening Check (essential)
- Ability to work a rotating roster across AM, PM and night shifts, including weekends
- Palliative care experience is desirable
- Experience with Leecare or a similar clinical system will be highly regarded
- A kind, patient and respectful approach, and you enjoy being part of a team

Why Bellarine Gardens?
- Above-award rates under our enterprise agreement
- Salary packaging, which can save you thousands each year
- Paid training, including dementia and palliative care programs
- Free on-site parking and an EAP for you and your family
- Genuine career pathways, including support to study your Bachelor of Nursing

Ready to join us? Click Apply and include your CV and AHPRA number. Applications are reviewed as they come in, so we encourage you to apply early.

Bellarine Gardens Aged Care Ltd (ABN 48 112 903 774) is a child safe organisation and an equal opportunity employer. Aboriginal and Torres Strait Islander people are strongly encouraged to apply.

Unlock job insights
Salary match · Number of applicants · Skills
Your application will include the following questions:
Do you have current AHPRA registration?
Which of the following statements best describes your right to work in Australia?
How many years' experience do you have as an enrolled nurse?
Do you have a current police check?

Report this job ad
Be careful
Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    title: 'L2 Desktop Support Engineer',
    company: 'Kalyani Infotech Services Pvt. Ltd.',
    skills: [
      'Desktop Support',
      'Windows Troubleshooting',
      'Active Directory',
      'Microsoft 365',
      'Hardware Troubleshooting',
      'Network Troubleshooting',
      'ServiceNow',
      'Microsoft Intune',
      'SCCM',
      'Shift Work',
      'MCSA',
      'CCNA',
      'English',
      'Customer Focus',
    ],
    field: 'IT support',
    half: 'unseen',
    id: 'l2-desktop-support-engineer-naukri-pune-rating-key-skills-pvt-ltd-in-about',
    text: `naukri
Jobs
Companies
Services
Login
Register
For employers

L2 Desktop Support Engineer
Kalyani Infotech
3.4
212 Reviews
2 - 5 years
₹ 3.5-5.5 Lacs P.A.
Pune( Hinjewadi )
Send me jobs like this
Posted: 3 days ago
Openings: 6
Applicants: 100+
Register to apply
Login to apply

Job highlights
2-5 yrs of L2 desktop support for enterprise client, 24x7 rotational shifts
Windows 10/11, AD, O365, Intune/SCCM, ServiceNow ticketing
Cab facility for night shift, shift allowance, medical insurance for family

Job description
We are hiring L2 Desktop Support Engineers for a large BFSI client project at Hinjewadi Phase 2. Candidates who can join immediately or within 15 days will be preferred.

Roles and Responsibilities
- Provide L2 support for desktops, laptops, printers and peripherals for 2,500+ end users, on site and through remote tools
- Troubleshoot Windows 10/11 OS issues, blue screens, slowness, driver and application installation problems
- Manage user accounts, password resets, group membership and GPO issues in Active Directory
- Support Microsoft 365 - Outlook profile issues, OneDrive sync, Teams, MFA enrolment
- Image and deploy new machines using SCCM and Intune Autopilot, and push patches as per schedule
- Basic network troubleshooting - LAN/WiFi connectivity, IP configuration, DNS and DHCP issues, VPN client
- Work on incidents and service requests in ServiceNow within SLA and update the ticket properly
- Escalate to L3 / vendor with complete details and follow up till closure
- Guide L1 engineers and prepare knowledge base articles

Desired Candidate Profile
- 2 to 5 years experience in desktop support, of which minimum 1 year at L2 level
- Hands on experience in Windows OS, Active Directory and O365 administration is must
- Good knowledge of hardware troubleshooting (Dell, HP, Lenovo laptops)
- Working knowledge of SCCM and/or Intune
- Experience with ServiceNow or any ITSM ticketing tool
- Ready to work in 24x7 rotational shifts including night shift (cab provided)
- MCSA / MD-102 or CCNA certification will be an added advantage
- Good communication skills in English, customer oriented approach

Perks and benefits
Shift allowance, night shift cab facility, medical insurance for self and family, PF, gratuity

Role: IT Support - Other
Industry Type: IT Services & Consulting
Department: IT & Information Security
Employment Type: Full Time, Permanent
Role Category: IT Support
Education
UG: Any Graduate
PG: Any Postgraduate

Key Skills
Skills highlighted with '*' are preferred keyskills
Desktop Support*
Active Directory*
Windows Troubleshooting*
Office 365
SCCM
Intune
ServiceNow
Hardware Troubleshooting
Networking

About company
Kalyani Infotech Services Pvt. Ltd. is an IT infrastructure management company headquartered in Pune with 3,000+ engineers supporting banking, insurance and manufacturing clients across India. We provide end user computing, data centre and network managed services.

Company Info
Address: 4th Floor, Tower B, Blue Ridge IT Park, Hinjewadi Phase 1, Pune, Maharashtra, India

Beware of imposters!
Naukri.com does not promise a job or an interview in exchange of money. Fraudsters may ask you to pay in the pretext of registration fee, refundable fee...

Similar jobs
Desktop Support Engineer - 1-3 Yrs - Pune
IT Support Engineer L1 - Kharadi, Pune
Service Desk Analyst - 24x7 - Pune`,
  },
  {
    title: 'CDL-A Flatbed Truck Driver',
    company: 'Lone Mesa Transport LLC',
    skills: [
      'Driving Licence',
      'Clean Driving Record',
      'DOT Medical Card',
      'Police Clearance',
      'Flatbed Load Securement',
      'Tarping',
      'Pre-Trip Inspection',
      'Hours of Service',
      'ELD',
      'Route Planning',
      'TWIC Card',
      'Hazmat Endorsement',
      'Safety Awareness',
      'Reliability',
    ],
    field: 'trucking',
    half: 'tune',
    id: 'cdl-a-flatbed-truck-driver-ziprecruiter-waco-dash-schedule-pay-llc',
    text: `ZipRecruiter
Search Jobs
Salaries
Sign In
Employers: Post a Job

< Back to search results

CDL-A Flatbed Truck Driver - Home Weekly - Up to $1,900/wk
Lone Mesa Transport
Waco, TX
Full-time
$1,600 - $1,900 Weekly
Posted 2 days ago
1-Click Apply
Save Job

Benefits
Health insurance
Dental insurance
Vision insurance
401(k)
Paid time off
Sign-on bonus

Job Description
Lone Mesa Transport is a family-owned flatbed carrier running 140 trucks out of Waco and Temple. We haul steel, lumber, building materials and oilfield pipe across Texas, Oklahoma, Louisiana and Arkansas. Our drivers are home every weekend, and our dispatchers actually pick up the phone.

Pay & home time
Average $1,600-$1,900 per week (top drivers over $100k last year)
Paid 28% of linehaul plus 100% of tarp pay ($75 per tarp), detention after 2 hours, and stop pay
Home weekly: out Sunday or Monday, home Friday or Saturday
$3,000 sign-on bonus paid out over 90 days

Equipment
2022-2025 Freightliner Cascadias and Peterbilt 579s, automatic transmissions, APUs, inverters and fridges
48' and 53' flatbeds and step decks; all chains, straps, binders and tarps provided

What you'll do
Pick up and deliver flatbed loads on time across our four-state regional network
Secure every load to DOT standards with chains, straps and edge protection, and tarp when the customer requires it
Complete pre-trip and post-trip inspections and report defects through the ELD
Manage your hours of service and plan fuel stops and routes with dispatch
Communicate with shippers, receivers and dispatch, and keep paperwork and BOLs accurate

Requirements
Valid Class A CDL and at least 12 months of verifiable tractor-trailer experience in the last 3 years
Minimum 6 months flatbed or step deck experience, including cargo securement and tarping
Current DOT medical card
Clean MVR: no DUI/DWI in 5 years, no more than 2 moving violations in the last 3 years
Solid knowledge of hours-of-service rules and ELD use
Must be 23 or older and able to pass a DOT drug screen and background check
Able to climb on and off the trailer and throw tarps weighing up to 100 lbs

A plus
TWIC card
Hazmat endorsement (we haul occasional hazmat loads, paid extra)

We're looking for drivers who take safety seriously and show up when they say they will. If that's you, we'd like to talk.

Benefits
Medical, dental and vision after 30 days; $50/month employee-only option
401(k) with 3% match after 6 months
1 week paid vacation after your first year, 2 weeks after three
Rider and pet policy after 90 days
Safety bonuses paid quarterly

Lone Mesa Transport LLC is an equal opportunity employer. USDOT 2941107.

1-Click Apply

Report this job

Similar Jobs
CDL A Regional Flatbed Driver · Brazos Carriers · Temple, TX · $1,500 - $1,800 Weekly
Step Deck Driver - OTR · Pinion Freight · Dallas, TX · $85K - $105K
Local CDL-A Driver - Home Daily · Centex Aggregates · Waco, TX · $26 - $30 an hour

Popular Searches
Truck Driver Jobs in Waco, TX
CDL A Jobs Near Me

ZipRecruiter, Inc. © All Rights Reserved Worldwide
Terms of Use | Privacy Notice`,
  },
  {
    title: 'Lifecycle Marketing Manager',
    company: 'Fietsly B.V.',
    skills: [
      'Lifecycle Marketing',
      'CRM Marketing',
      'Braze',
      'Email Marketing',
      'Push Notifications',
      'Customer Segmentation',
      'A/B Testing',
      'Marketing Analytics',
      'English',
      'SQL',
      'Dutch',
      'Copywriting',
      'Ownership',
    ],
    field: 'digital marketing',
    half: 'unseen',
    id: 'lifecycle-marketing-manager-ashby-amsterdam-logo-first-sidebar-fields-bv-in-text-second-language',
    text: `Fietsly logo
Jobs
Lifecycle Marketing Manager

Location
Amsterdam
Employment Type
Full time
Location Type
Hybrid
Department
Marketing
Compensation
€58K – €70K • Offers Equity

Overview
Application

Hoi! We are Fietsly.
Fietsly is an e-bike subscription for people who want a good bike without the hassle. One monthly price, and we repair or swap your bike within 48 hours when something breaks. We started in Amsterdam in 2020 and today more than 65,000 riders in the Netherlands, Belgium and Germany cycle on a Fietsly. We are a team of 140 people from 31 nationalities, working from our office and workshop in Amsterdam-Noord.

About the role
Most of our growth comes from riders who stay longer and bring friends. We are searching for a Lifecycle Marketing Manager who will own the complete journey after someone signs up: onboarding, engagement, upgrades, win-back and referral. You will report to our Head of Growth and work every day together with product, customer service and data.

What you will do
- Own our lifecycle strategy and the programs in Braze across email, push, in-app and SMS
- Build segmentation and triggers based on rider behaviour, for example the first ride, a repair, or a pause of the subscription
- Set up A/B tests on subject lines, timing, offers and journeys, and make decisions based on the results
- Reduce churn with smart retention and win-back flows, together with the customer service team
- Write (or brief) copy in English and check the translations in Dutch and German
- Report every month on retention, LTV and campaign performance to the management team

What we are looking for
- Minimum 4 years experience in CRM or lifecycle marketing, preferably in a subscription or consumer app company
- Hands-on experience with Braze is a must (Iterable or Customer.io we can also consider)
- Strong knowledge of segmentation, customer journeys and push/email deliverability
- You are comfortable with numbers and you can read a dashboard and find the story behind it
- Excellent English, written and spoken
- You take ownership: when something is not working, you don't wait, you fix it

Nice to have
- Basic SQL so you can pull your own data from our warehouse
- Dutch language
- Experience with referral programs

What we offer
- Salary between €58,000 and €70,000 gross per year plus 8% holiday allowance, and stock options
- Your own Fietsly e-bike (of course) plus NS business card if you come by train
- 27 vacation days and a €1,000 yearly learning budget
- Hybrid: 3 days in the office, lunch is on us
- Pension via our pension fund, we pay 60% of the premium
- Relocation support and visa sponsorship for the right candidate

Our process
1. Intro call with our recruiter Sanne (30 min)
2. Conversation with the Head of Growth
3. Case assignment, which you present to the team
4. Meet the founders and reference check

Fietsly B.V. is an equal opportunity employer. We value diversity and we do not discriminate on the basis of race, religion, gender, sexual orientation, age or disability.

Apply for this Job

Powered by Ashby
Privacy Policy
Security
Vulnerability Disclosure`,
  },
  {
    title: 'Child Support Intake Specialist',
    company: 'Tamarack County',
    skills: [
      'Customer Service',
      'Client Intake Interviews',
      'Data Entry',
      'Typing',
      'Microsoft Office',
      'Legal Document Processing',
      'Records Management',
      'Confidentiality',
      'Police Clearance',
      'Case Management Systems',
      'Spanish',
      'De-escalation',
      'Attention to Detail',
      'Organization',
    ],
    field: 'public sector',
    half: 'tune',
    id: 'child-support-intake-specialist-county-bulletin-washington-class-working-department-line',
    text: `TAMARACK COUNTY
Human Resources Department
1100 Courthouse Square, Room 210, Ellery, WA 98922
Job Line: (509) 555-0184 | www.tamarackcounty.example.gov/jobs

JOB BULLETIN

Class Title: Office Assistant III
Working Title: Child Support Intake Specialist
Department: Prosecuting Attorney's Office – Family Support Division
Bulletin No.: 25-047
Salary: $3,912 – $5,078 per month (Range 11), plus 5% bilingual differential where applicable
Status: Full-time, regular, non-exempt; represented by Teamsters Local 760
Opening Date: May 5, 2025
Closing Date: May 19, 2025 at 4:30 p.m. (postmarks not accepted)

THE POSITION
The Family Support Division establishes paternity and child support orders for Tamarack County families under a cooperative agreement with the state Division of Child Support. The Intake Specialist is the first person most of our clients talk to. Working under the general supervision of the Office Supervisor, the incumbent interviews custodial and non-custodial parents, gathers the information needed to open a case, prepares legal documents for attorney review and keeps case files accurate and complete.

EXAMPLES OF DUTIES (illustrative only)
- Conducts in-person and telephone intake interviews; explains program services and requirements in plain language
- Enters case, employment and financial information into the statewide case management system and the division's document management system
- Prepares summonses, declarations, proposed orders and service packets from templates for attorney signature; schedules process service
- Maintains physical and electronic case files in accordance with records retention schedules
- Answers a high volume of calls and walk-in inquiries; calms and redirects upset or distressed callers
- Protects confidential information, including information covered by federal child support confidentiality rules and protective orders

MINIMUM QUALIFICATIONS
Education/Experience: High school diploma or GED AND three (3) years of progressively responsible clerical or customer service experience, at least one (1) year of which involved data entry. Legal office or court experience may substitute for one year of the general experience.
Required Knowledge and Skills: Working knowledge of Microsoft Word and Outlook; accurate data entry; ability to type 40 net words per minute (applicants placed on the eligibility list will take a typing test).

DESIRABLE QUALIFICATIONS
- Experience in a legal, court or prosecuting attorney office
- Experience with a case management or records system
- Fluency in Spanish and English (bilingual testing required for the differential)

SPECIAL REQUIREMENTS
Must pass a criminal history background check and fingerprinting prior to appointment. Must complete the state child support confidentiality training within 30 days of hire.

THE IDEAL CANDIDATE
Is organized, pays close attention to detail, and can stay patient and professional with clients who are often in a stressful time of their lives.

BENEFITS
Tamarack County offers medical, dental and vision coverage for the employee and dependents; Washington State PERS retirement; 12 paid holidays; vacation and sick leave accrual; deferred compensation; and an employee assistance program.

HOW TO APPLY
Submit a County application online at www.tamarackcounty.example.gov/jobs. Resumes will not be accepted in place of the application. Candidates meeting minimum qualifications will be invited to a written and typing examination on May 28, 2025. The top candidates will be referred for interview.

Tamarack County is an Equal Opportunity Employer. Persons requiring accommodation in the application or testing process may call Human Resources at (509) 555-0184 (TTY 711).`,
  },
  {
    title: 'Breakfast Line Cook',
    company: 'Magpie Diner Ltd.',
    skills: [
      'Line Cooking',
      'Breakfast Cookery',
      'Flat-Top Grill',
      'Food Safety Certificate',
      'Food Preparation',
      'Knife Skills',
      'Recipe Adherence',
      'FIFO Stock Rotation',
      'Kitchen Sanitation',
      'Working Under Pressure',
      'Teamwork',
      'Reliability',
    ],
    field: 'kitchen',
    half: 'unseen',
    id: 'breakfast-line-cook-indeed-app-calgary-back-arrow-first-ltd-in-footer',
    text: `9:41
←
Breakfast Line Cook
Magpie Diner
4.2 ★
Calgary, AB
$18.50–$21.00 an hour
Full-time, Part-time
♡
Apply now

Profile insights
Here's how the job qualifications align with your profile.
Skills
Line cook (Required)
Food safety
Do you have experience in Line cook?
Yes  No  Skip

Job details
Pay
$18.50–$21.00 an hour
Job type
Full-time
Part-time
Shift and schedule
Morning shift
Weekends as needed
8 hour shift

Location
Calgary, AB T2S 2A1

Benefits
Pulled from the full job description
Discounted or free food
Extended health care
Flexible schedule
Tips

Full job description
Magpie Diner on 4th Street has been flipping pancakes since 2011 and we do about 400 covers on a Sunday. We're hiring breakfast line cooks who can keep up with a rush, keep the line clean and still put out a plate they're proud of.

Shifts start at 6:00 am. Weekdays wrap around 2:30 pm; weekends are busier and you'll work at least one weekend day each week.

What you'll do:
- Cook eggs every style, omelettes, pancakes, waffles, hash and breakfast meats on the flat-top and griddle
- Poach and make hollandaise to order for our bennies
- Prep for service: cut fruit and veg, portion proteins, mix batters, fill and label the line
- Follow our recipes and plating guides so every plate looks the same
- Rotate stock first in, first out and keep the walk-in organized
- Clean and sanitize your station and equipment through and after service

What we're looking for:
- 1+ year line cook experience, breakfast or brunch preferred
- You're fast and confident on a flat-top with 15 tickets on the rail
- Good knife skills
- Food Safety certification (Alberta Food Safety Basics or equivalent) — required within your first 30 days if you don't already have it
- Reliable, on time, and you're a team player who helps the dish pit when it's slammed

What we offer:
- $18.50–$21.00/hr depending on experience, plus kitchen tip share (averages $3–$4/hr)
- Extended health benefits after 3 months for full-time staff
- Free staff meal every shift
- Daytime hours — you'll never close at midnight here
- Flexible schedule for students

Magpie Diner Ltd. is an equal opportunity employer.

Job Type: Full-time, Part-time
Pay: $18.50-$21.00 per hour
Expected hours: 25 – 40 per week
Experience:
line cook: 1 year (required)
Work Location: In person

Report job

Home
My jobs
Messages
Profile`,
  },
  {
    title: 'Physical Therapist Assistant, Outpatient Orthopedics',
    company: 'Olentangy Rehab Partners, LLC',
    skills: [
      'Ohio PTA License',
      'BLS',
      'Orthopedic Rehabilitation',
      'Therapeutic Exercise',
      'Manual Therapy',
      'Therapeutic Modalities',
      'Patient Education',
      'Clinical Documentation',
      'WebPT',
      'Sports Rehabilitation',
      'Kinesio Taping',
      'Communication Skills',
      'Empathy',
    ],
    field: 'allied health',
    half: 'tune',
    id: 'pta-outpatient-orthopedics-glassdoor-columbus-dash-specialty-llc-in-eeo',
    text: `Glassdoor
Community
Jobs
Companies
Salaries
For Employers
Sign In

Search jobs: physical therapist assistant   Location: Columbus, OH

Olentangy Physical Therapy
3.9 ★
Physical Therapist Assistant - Outpatient Orthopedics
Columbus, OH
$27.00 - $33.00 Per Hour (Employer provided)
Easy Apply
Save

Job description
Olentangy Physical Therapy is an independent, therapist-owned outpatient practice with six clinics across central Ohio. We treat post-surgical, sports and work-related orthopedic patients, and we schedule one patient per clinician per half-hour block — no triple booking, ever. Our Clintonville clinic is adding a full-time PTA to a team of four PTs, two PTAs and three techs.

Responsibilities
- Carry out treatment plans established by the supervising PT for orthopedic and post-operative patients (ACL, rotator cuff, total joints, spine)
- Lead therapeutic exercise, neuromuscular re-education and functional training
- Perform manual therapy techniques within PTA scope, including soft tissue mobilization and joint mobilization grades I–II
- Apply modalities such as electrical stimulation, ultrasound, heat/ice and mechanical traction
- Teach patients and families home exercise programs and injury-prevention strategies
- Document every visit accurately and on the same day in our EMR
- Communicate patient progress and concerns to the supervising PT

Qualifications
- Graduate of a CAPTE-accredited PTA program
- Current license (or eligible for licensure) as a Physical Therapist Assistant with the Ohio OT, PT & AT Board
- Current BLS/CPR certification
- At least 1 year of outpatient orthopedic experience preferred; new grads with an orthopedic clinical rotation are encouraged to apply
- Experience with WebPT is a plus
- Sports rehab or return-to-sport experience is a plus
- Kinesio taping or IASTM experience is a plus
- Clear, friendly communication and genuine empathy for patients in pain

Benefits
- Medical, dental and vision insurance
- 401(k) with 4% match
- $1,200 annual CEU allowance and paid CEU days
- 18 days PTO plus holidays
- Licensure and APTA membership reimbursement
- Mentorship program and PTA advanced proficiency pathway

Schedule
Monday–Friday, four 10-hour days or five 8-hour days; clinic hours 7am–7pm. No weekends.

Olentangy Rehab Partners, LLC dba Olentangy Physical Therapy is an equal opportunity employer.

Show Less
Report

Company overview
Size: 51 to 200 Employees
Founded: 2008
Type: Company - Private
Industry: Health Care Services & Hospitals
Revenue: Unknown / Non-Applicable

Company rating
3.9 ★★★★☆
Recommend to a friend 82%
Approve of CEO 91%
Career opportunities 3.4   Comp & benefits 3.6   Culture & values 4.1   Senior management 3.7   Work/Life balance 4.0

Salary estimate
$29.40 /hr (Median)
$26 - $34 /hr
Based on 14 salaries for Physical Therapist Assistant at this company

Pros
"Great mentorship and no double booking" (in 6 reviews)
Cons
"Documentation time can be tight" (in 3 reviews)

Similar jobs
Physical Therapist Assistant · Buckeye Motion Rehab · Dublin, OH · $28 - $32 Per Hour · 4d
PTA - Home Health · Scioto Home Care · Columbus, OH · $38 - $45 Per Hour · 24h`,
  },
  {
    title: 'Warehouse Stock Controller',
    company: 'Nene Valley Distribution Ltd',
    skills: [
      'Stock Control',
      'Cycle Counting',
      'Stock Reconciliation',
      'Warehouse Management Systems',
      'Excel',
      'Root Cause Analysis',
      'Inventory Reporting',
      'Manhattan WMS',
      'Forklift Licence',
      'Attention to Detail',
      'Problem Solving',
      'Communication Skills',
    ],
    field: 'inventory control',
    half: 'unseen',
    id: 'warehouse-stock-controller-totaljobs-northampton-nav-first-ltd-in-text',
    text: `Totaljobs
Search jobs
Salary checker
Career advice
Recruiting? Post a job
Sign in

Back to search results

Warehouse Stock Controller
Nene Valley Distribution
Northampton (NN4)
£27,000 - £29,500 per annum
Permanent
Full Time
Published: 3 days ago
Apply
Save job

Nene Valley Distribution is a third-party logistics provider storing and shipping health, beauty and homeware products for some of the UK's best-known online retailers. From our 320,000 sq ft site at Brackmills we pick and despatch up to 45,000 orders a day. Stock accuracy is everything to our clients, and we're looking for a Stock Controller to help us keep it above 99.8%.

The role
You'll be part of a small inventory team of five, working days Monday to Friday (7:00am – 3:30pm). You will:
- Plan and carry out daily cycle counts and perpetual inventory checks across ambient and high-value caged areas
- Investigate stock discrepancies, find the root cause (mis-picks, receipt errors, damages) and correct them in the WMS
- Reconcile stock between our WMS and client systems, and report variances weekly
- Process adjustments, write-offs and returns to stock in line with client agreements
- Support the quarterly and year-end stock takes, including planning count teams
- Produce KPI reports on stock accuracy and shrinkage for the Inventory Manager

What we need from you
- Previous stock control or inventory experience in a warehouse environment (at least 12 months)
- Confident with warehouse management systems; experience with Manhattan WMS would be a real advantage
- Comfortable building pivot tables and using VLOOKUP / XLOOKUP in Excel to crunch large data sets
- A methodical, detail-focused approach — you'll spot the one case out of place
- Able to explain findings clearly to team leaders and client account managers
- A valid counterbalance or reach truck licence is desirable but not essential

What's in it for you
- £27,000 – £29,500 depending on experience, reviewed annually
- 25 days' holiday plus bank holidays, rising with service
- Pension with 5% employer contribution
- Free parking, subsidised canteen and onsite gym
- Cycle to work scheme and Perkbox discounts
- Clear progression: three of our current inventory supervisors started as stock controllers

Nene Valley Distribution Ltd is committed to equal opportunities. Due to the volume of applications, we may close this advert early.

Apply
Save job

Job ref: NVD-INV-0425
Salary: £27,000 - £29,500 per annum
Location: Northampton
Job type: Permanent, Full Time

Similar jobs
Stock Controller — Wellingborough — £26,000 — Recently
Inventory Analyst — Daventry — £30,000 - £34,000
Goods In Supervisor — Northampton — £28,500

We use cookies to improve your experience. Accept cookies | Cookie settings`,
  },
  {
    title: 'Registered Early Childhood Teacher, Nursery',
    company: 'Kōwhai Kids Limited',
    skills: [
      'Teaching Council Registration',
      'Te Whāriki',
      'Infant and Toddler Care',
      'Learning Stories',
      'Assessment and Planning',
      'First Aid Certificate',
      'Police Clearance',
      'Māori',
      'Tikanga Māori',
      'Storypark',
      'Pikler Approach',
      'Family Engagement',
      'Teamwork',
      'Warmth',
    ],
    field: 'early childhood education',
    half: 'tune',
    id: 'registered-early-childhood-teacher-nursery-trademe-tauranga-breadcrumb-first-credential-word-dash-room-limited-in-footer',
    text: `Trade Me
Marketplace  Jobs  Motors  Property  Services
Log in  Register
Jobs > Education > Early childhood > Bay of Plenty > Tauranga

Registered Early Childhood Teacher – Nursery
Little Kōwhai Early Learning
Bethlehem, Tauranga, Bay of Plenty
Full time, Permanent
$34.10 - $40.90 per hour
Listed Monday, 5 May
Apply now
Save to Watchlist

Kia ora koutou!

Little Kōwhai is a 50-place, locally owned centre in Bethlehem with a separate nursery (under 2s) and a big, messy, nature-filled outdoor space for our tamariki. We are looking for a registered teacher to join our nursery team of four, where we follow a respectful, unhurried care approach inspired by Pikler and RIE.

What you will be doing
- Building secure, loving relationships with infants and toddlers and their whānau
- Planning and assessing children's learning with Te Whāriki, and writing rich learning stories on Storypark
- Leading care routines (kai, sleep, nappy changes) as unhurried, one-to-one teaching moments
- Working with the team on self-review and our internal evaluation
- Weaving te reo Māori and tikanga Māori into everyday practice

What we are looking for
- A Bachelor of Teaching (ECE) or equivalent, with full or provisional registration with the Teaching Council of Aotearoa New Zealand and a current practising certificate
- Experience with infants and toddlers (or a real passion for working with under 2s)
- A sound understanding of Te Whāriki and assessment for learning
- Confidence using te reo Māori in the room and understanding of tikanga
- A current first aid certificate
- Warm, calm and a genuine team player who communicates openly with whānau

Bonus points if you have
- Used Storypark or a similar platform
- Completed Pikler or RIE training

What we offer
- Pay parity rates (Steps 1 to 11 depending on registration and experience)
- Non-contact time each week and a professional development budget
- Support for provisionally certificated teachers towards full certification, with a mentor teacher
- Discounted fees for your own children
- Your birthday off, and we close between Christmas and New Year

All appointments are subject to a satisfactory police vet and safety checks under the Children's Act 2014.

To apply, click Apply now and include your CV and a short cover letter telling us what a great day in the nursery looks like for you. Applications close Friday 23 May.

Little Kōwhai Early Learning is operated by Kōwhai Kids Limited.

Listing #4829173655
Report this listing

Similar jobs
Qualified ECE Teacher - Over 2s · Pāpāmoa · Listed today
Relief Early Childhood Teachers · Mount Maunganui · Listed Fri, 2 May
Centre Manager · Tauriko · Listed Wed, 30 Apr

Trade Me Jobs: Privacy policy · Terms & conditions · Help`,
  },
  {
    title: 'IT Service Desk Analyst with German',
    company: 'Vistula Business Services Sp. z o.o.',
    skills: [
      'German',
      'English',
      'IT Service Desk',
      'Incident Management',
      'Windows',
      'Networking Basics',
      'Active Directory',
      'Microsoft 365',
      'Remote Desktop Support',
      'Ticketing Systems',
      'ITIL Foundation',
      'ServiceNow',
      'Customer Orientation',
      'Communication Skills',
    ],
    field: 'service desk',
    half: 'unseen',
    id: 'it-service-desk-analyst-german-smartrecruiters-krakow-with-language-title-sp-z-oo-second-language',
    text: `Vistula Business Services
IT Service Desk Analyst with German
Kraków, Lesser Poland Voivodeship, Poland
Full-time
I'm interested
Share

Company Description
Vistula Business Services is a shared service centre in Kraków that provides IT, finance and HR services for a group of industrial companies in Germany, Austria and Switzerland. We are more than 900 specialists in our modern office at Zabłocie, near the Vistula river, and we are still growing. Since 2011 we are building a place where people can learn, change their career path and work in an international environment.

Job Description
As IT Service Desk Analyst you will be the first contact for our users in German-speaking countries when they have problems with their computer, software or access. Your tasks:
- handling incoming calls, e-mails and chat tickets from users in German and English
- registering, categorising and prioritising incidents and service requests in the ticketing tool (ServiceNow)
- solving first-line problems: password resets, account unlocks in Active Directory, Outlook and Teams issues, VPN connection, printer setup
- connecting remotely to users' computers to diagnose and fix problems
- escalating more complicated cases to second line teams with clear description
- creating and updating knowledge base articles
- keeping the SLA and taking care about user satisfaction

Qualifications
- very good German language skills (minimum B2, C1 will be great)
- communicative English (minimum B2)
- knowledge of Windows 10/11 and basic networking (IP, DNS, VPN)
- basic knowledge of Active Directory and Microsoft 365
- experience with any ticketing system (ServiceNow, Jira Service Management, Remedy)
- about 1 year of experience in IT support or helpdesk is welcome, but we will also consider IT students and graduates who are passionate about technology
- ITIL Foundation certificate will be a plus
- customer oriented attitude, patience and good communication skills

Additional Information
What we offer:
- stable employment contract (umowa o pracę) after 3 months of probation
- hybrid work model – 2 days in the office, 3 days from home after onboarding
- working hours in shifts between 7:00 and 19:00, Monday to Friday (no night shifts, no weekends)
- language bonus for German
- private medical care (Lux Med) and life insurance
- Multisport card, lunch subsidy
- paid ITIL and Microsoft certification courses
- relocation package for candidates from outside Kraków
- cozy office with terrace, chill-out room and free coffee, fruits every day

Recruitment process:
1. Short phone call with recruiter (in German and English)
2. Online technical test
3. Interview with Service Desk Team Leader

Please add to your CV following clause: "I hereby agree to the processing of my personal data included in my application for the needs of the recruitment process."

Vistula Business Services Sp. z o.o., ul. Przemysłowa 12, 30-701 Kraków. KRS 0000381467.

I'm interested

Privacy Policy and Cookie Policy
Powered by SmartRecruiters
Job Seekers: Check out more Jobs`,
  },
  {
    title: 'Healthcare Assistant, Home Support',
    company: 'Corrib Homecare Services Limited',
    skills: [
      'Personal Care',
      'Home Support',
      'QQI Level 5 Healthcare Support',
      'Manual Handling',
      'Garda Vetting',
      'Driving Licence',
      'Clean Driving Record',
      'Medication Prompting',
      'Care Documentation',
      'Irish',
      'Patience',
      'Dependability',
    ],
    field: 'home care',
    half: 'tune',
    id: 'healthcare-assistant-home-support-irishjobs-galway-jobs-nav-dash-specialty-limited-in-footer',
    text: `IrishJobs.ie
Jobs
Career Advice
Salary Guide
Recruiters
Sign in
Register

Healthcare Assistant - Home Support
Corrib Homecare
Location: Galway City and County
Salary: €15.50 - €17.25 per hour + mileage
Job type: Permanent, Part time, Full time
Updated: 02/05/2025
Apply
Save

Would you like to make a real difference to older people in your own community?

Corrib Homecare is an HSE-approved home support provider covering Galway city, Oranmore, Athenry, Loughrea and Connemara. Our clients are mostly older adults who want to stay living safely in their own homes, and our carers are the reason they can. We are recruiting Healthcare Assistants for permanent part-time and full-time routes, with hours to suit you between 8am and 10pm, seven days.

What you'll be doing
- Supporting clients with personal care: showering, dressing, continence care and mobility
- Prompting and recording medication in line with the client's care plan
- Preparing light meals and drinks and helping with light household tasks
- Providing companionship and noticing changes in a client's health or mood
- Supporting clients living with dementia with patience and respect
- Completing care notes on our mobile app after every call
- Reporting any concerns, including safeguarding concerns, to the office straight away

Requirements
- QQI Level 5 in Healthcare Support (or working towards it — minimum 3 modules completed, including Care Skills and Care of the Older Person)
- Current manual handling certificate (we can provide refresher training)
- Full clean driving licence and access to your own car, as calls are spread across the county
- Garda Vetting (we will process this for you) and two satisfactory references
- Experience in home care, a nursing home or a hospital setting is an advantage but not essential
- Irish language is an advantage for our Connemara routes

What we're looking for in you
Kind, patient and reliable. Our clients depend on you turning up on time, every time, and on treating their home with respect.

What we offer
- €15.50 to €17.25 per hour, with premium rates on Sundays and bank holidays
- Mileage paid at civil service rates, plus travel time between calls
- Guaranteed hours contracts available
- Free QQI modules to complete your Level 5 and progress to Level 6
- Free uniform and PPE
- Ongoing training in dementia care, safeguarding and infection control
- Employee assistance programme and Bike to Work scheme
- Refer a friend bonus of €300

Corrib Homecare Services Limited is an equal opportunities employer and is registered in Ireland, company number 587302.

Apply
Save
Report this job

Similar jobs
Home Support Worker - Tuam, Co. Galway
Healthcare Assistant - Nursing Home - Oranmore
Care Assistant (Night Shift) - Ballinasloe

We use cookies. By continuing to browse you agree to our use of cookies.`,
  },
  {
    title: 'Health Unit Coordinator, Emergency Department',
    company: 'Calloway Health System, Inc.',
    skills: [
      'Medical Terminology',
      'Data Entry',
      'Typing',
      'Patient Registration',
      'Multi-Line Phones',
      'HIPAA',
      'BLS',
      'Police Clearance',
      'Shift Work',
      'Epic',
      'CHUC Certification',
      'Customer Service',
      'Composure Under Pressure',
      'Teamwork',
    ],
    field: 'healthcare support',
    half: 'unseen',
    id: 'health-unit-coordinator-ed-workday-bowling-green-req-dash-unit-bracket-shift-inc-in-eeo',
    text: `Careers at Calloway Health
Search for Jobs
Sign In
English

Health Unit Coordinator - Emergency Department (Nights)
Apply
locations
Calloway Regional Medical Center - Bowling Green
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0024817

Calloway Health is a not-for-profit, five-hospital system serving south central Kentucky. At our 410-bed flagship, Calloway Regional Medical Center, the Emergency Department treats more than 68,000 patients each year and is a verified Level II Trauma Center.

Department: Emergency Department
Shift: Nights, 7:00 p.m. – 7:30 a.m., three 12-hour shifts per week including every third weekend and rotating holidays
FTE: 0.9

Job Summary
The Health Unit Coordinator (HUC) is the communication hub of the ED. Working under the direction of the Charge Nurse, the HUC keeps patient flow moving by managing the tracking board, answering phones and radios, coordinating transfers and admissions, and making sure the right information reaches the right person.

Essential Functions
- Greets patients, families and visitors; directs them and answers questions with courtesy
- Registers and quick-registers patients in Epic ADT and scans documents to the chart
- Monitors the Epic tracking board; notifies nurses and providers of new results, consults and bed assignments
- Answers multi-line phones, EMS radio and overhead paging; relays trauma and stroke alerts per protocol
- Coordinates admissions, transfers and discharges with Patient Placement, Transport and Environmental Services
- Maintains supplies, forms and equipment at the nurses' station
- Protects patient privacy in line with HIPAA

Required Qualifications
- High school diploma or GED
- Knowledge of medical terminology (completion of a medical terminology course preferred)
- Computer skills with accurate data entry; typing 35 WPM
- BLS certification through the American Heart Association within 30 days of hire
- Ability to work 12-hour night shifts, weekends and holidays

Preferred Qualifications
- 1 year as a health unit coordinator or unit secretary in an acute care hospital
- Epic experience
- Certified Health Unit Coordinator (CHUC) through NAHUC

Knowledge, Skills & Abilities
- Stays calm and organized in a fast-paced, high-acuity environment with frequent interruptions
- Strong customer service and telephone skills
- Works well as part of a multidisciplinary team

Benefits
- Night shift differential of $3.25/hr and weekend differential of $2.00/hr
- Medical, dental and vision on day one; 403(b) with up to 6% match
- Tuition assistance and a clinical ladder for those pursuing nursing school
- PTO starting at 24 days a year

Offers of employment are contingent upon successful completion of a background check, drug screen and pre-employment health assessment, including required immunizations.

Calloway Health System, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, protected veteran status, or any other characteristic protected by law.

Similar Jobs (5)
Patient Access Representative - Emergency Department
Unit Secretary - Med/Surg (Days)
Emergency Department Technician - PRN

Follow Us
© 2025 Workday, Inc. All rights reserved.`,
  },
  {
    title: 'Creditors Clerk',
    company: 'Highveld Hardware Distributors (Pty) Ltd',
    skills: [
      'Creditors Administration',
      'Supplier Reconciliations',
      'Invoice Capturing',
      'Sage Evolution',
      'EFT Payments',
      'Excel',
      'Month-End Procedures',
      'VAT',
      'Sage Pastel',
      'Afrikaans',
      'Accuracy',
      'Meeting Deadlines',
      'Communication Skills',
    ],
    field: 'accounts clerical',
    half: 'tune',
    id: 'creditors-clerk-pnet-germiston-pty-ltd-in-brackets-in-text',
    text: `PNet
Find jobs
Career advice
Company profiles
Sign in
Register
For recruiters

Jobs > Finance > Creditors Clerk jobs in Gauteng

Creditors Clerk
Highveld Hardware Distributors
Germiston, Gauteng
Permanent
Full Time
R 16 000 - R 19 000 per month
Published: 2 days ago
Apply
Save

Introduction
Highveld Hardware Distributors (Pty) Ltd is a wholesale distributor of building, plumbing and electrical hardware to more than 1,200 independent retailers across Gauteng, Mpumalanga and the Free State. Our head office and main warehouse are in Germiston. We are looking for an experienced Creditors Clerk to join our finance team of eight.

Duties & Responsibilities
- Capture supplier invoices and credit notes accurately on Sage Evolution and match them to purchase orders and GRVs
- Reconcile creditors accounts to supplier statements monthly and resolve differences with suppliers and buyers
- Prepare the weekly and month-end payment runs and load EFT payments for authorisation
- Follow up on missing invoices, pricing queries and rebates with suppliers
- Maintain supplier master files, including banking detail verification
- Assist with month-end closing, creditors age analysis and accruals
- Check VAT on invoices and assist with the VAT201 reconciliation
- Assist the auditors with creditors queries at year end

Desired Experience & Qualification
- Matric (Grade 12) essential
- A relevant bookkeeping or accounting certificate/diploma (e.g. ICB, N4–N6 Financial Management)
- Minimum 3 years' experience as a creditors clerk, preferably in a wholesale or distribution environment
- Must have working experience on Sage Evolution; Sage Pastel Partner will also be considered as an advantage
- Intermediate Excel (VLOOKUP, pivot tables, basic formulas)
- Good understanding of VAT
- Bilingual (English and Afrikaans) will be an advantage
- Must be accurate, able to work under pressure and meet month-end deadlines
- Good communication skills, both written and verbal
- Own reliable transport (no public transport access to our premises after 17:00)

Package & Remuneration
R 16 000 – R 19 000 per month cost-to-company, depending on experience
Provident fund (company contributes 7.5%)
Medical aid subsidy after probation
13th cheque
Working hours: Monday to Friday, 07:30 – 16:30

Should you not hear from us within 14 days of the closing date, please consider your application unsuccessful.
Highveld Hardware Distributors is an equal opportunity employer and preference will be given to candidates in line with our Employment Equity plan.

Apply
Save
Report this job

Similar jobs
Creditors Controller · Boksburg · Permanent
Accounts Clerk · Kempton Park · R 14 000 - R 17 000
Debtors Clerk · Alberton · Permanent

We use cookies to personalise your experience on PNet. Accept`,
  },
  {
    title: 'Customer Success Manager, Mid-Market',
    company: 'Tallyhaul, Inc.',
    skills: [
      'Customer Success Management',
      'B2B SaaS',
      'Account Management',
      'Renewals',
      'Upselling',
      'Churn Reduction',
      'Quarterly Business Reviews',
      'Salesforce',
      'Customer Health Scoring',
      'Gainsight',
      'Fleet Operations Knowledge',
      'Relationship Building',
      'Executive Communication',
    ],
    field: 'customer success',
    half: 'unseen',
    id: 'csm-mid-market-greenhouse-denver-comma-segment-pay-range-application-form-inc-in-eeo',
    text: `Tallyhaul
Customer Success Manager, Mid-Market
Denver, CO or Remote (US)
Apply

Tallyhaul helps fleets of 50 to 5,000 vehicles keep their trucks on the road. Our platform brings maintenance schedules, inspections, parts inventory and telematics data into one place, and today more than 2,300 fleets — from municipal public works departments to regional food distributors — run on it.

About the team
Our Customer Success team owns the post-sale relationship: adoption, outcomes, renewals and growth. Mid-Market CSMs partner with customers running 100–750 assets, typically with a fleet manager, a maintenance supervisor and a finance stakeholder at the table.

What you'll do
- Own a book of roughly 55 mid-market accounts (about $3.5M ARR) and be accountable for gross and net revenue retention
- Lead onboarding handoffs from Sales and Implementation, and set clear success plans with measurable goals
- Monitor account health using product usage and support data, and act early on risk
- Run quarterly business reviews that show customers the ROI they are getting — fewer breakdowns, lower cost per mile, better inspection compliance
- Identify expansion opportunities (additional modules, sites and assets) and work them with your Account Executive partner
- Manage renewals end to end, including pricing conversations
- Be the voice of the customer to Product, bringing structured feedback rather than anecdotes

What we're looking for
- 3+ years in a customer success or account management role at a B2B SaaS company, with direct ownership of renewals and a retention number
- A track record of reducing churn and growing accounts through upsell or cross-sell
- Comfort presenting to directors and VPs, and adjusting your message for a fleet technician or a CFO
- Working knowledge of Salesforce; you keep your pipeline and notes clean
- You are curious about data and can build a simple health score or usage analysis

Nice to have
- Gainsight or a similar CS platform
- Experience selling to or working in fleet, transportation, construction or field service operations

Compensation and benefits
The base salary range for this role is $85,000–$102,000, with an additional variable component tied to retention and expansion (OTE $106,000–$128,000). Actual pay depends on experience and location. We offer medical, dental and vision (100% of employee premiums covered), a 401(k) with 4% match, 16 weeks paid parental leave, flexible PTO with a 15-day minimum, and a $1,000 home office stipend.

Tallyhaul, Inc. is an equal opportunity employer. We do not discriminate on the basis of race, religion, color, national origin, gender, sexual orientation, age, marital status, veteran status, or disability status.

Apply for this job
* indicates a required field
First Name *
Last Name *
Email *
Phone
Resume/CV *
Attach  Dropbox  Google Drive  Enter manually
Accepted file types: pdf, doc, docx, txt, rtf
LinkedIn Profile
Are you legally authorized to work in the United States? * Select...
Will you now or in the future require sponsorship? * Select...

Voluntary Self-Identification
Gender  Select...
Are you Hispanic/Latino?  Select...
Veteran Status  Select...
Disability Status  Select...

Submit application

Powered by greenhouse
Read our Privacy Policy`,
  },
  {
    title: 'Van Sales Representative',
    company: 'Harmattan Foods Nigeria Limited',
    skills: [
      'Van Sales',
      'FMCG Sales',
      'Driving Licence',
      'Cash Handling',
      'Stock Reconciliation',
      'Retail Outlet Management',
      'Sales Target Achievement',
      'Sales Reporting',
      'Negotiation',
      'Territory Knowledge',
      'Yoruba',
      'Integrity',
      'Persistence',
    ],
    field: 'field sales',
    half: 'tune',
    id: 'van-sales-representative-jobberman-lagos-category-fields-limited',
    text: `Jobberman
Find Jobs
Career Advice
CV Services
Employers
Log In
Sign Up

Van Sales Representative
Harmattan Foods Nigeria Limited
Sales
Lagos
Full Time
NGN 150,000 - 250,000
Posted 4 days ago
Apply for job
Save job

Job Summary
We are looking for energetic van sales representatives to sell and deliver our snacks and beverage products to retail outlets on assigned routes in Lagos Mainland.

Minimum Qualification: OND
Experience Level: Mid level
Experience Length: 2 years

Job Description/Requirements
Harmattan Foods Nigeria Limited is a fast growing manufacturer of biscuits, plantain chips and malt drinks with factory in Agbara, Ogun State and depots in Lagos, Ibadan and Abuja. Our products are sold in over 40,000 shops, kiosks and supermarkets across the South West.

Responsibilities:
- Load the van at the depot every morning and sell and deliver products to retail outlets on your assigned route (Ikeja, Ogba, Agege, Oshodi axis)
- Achieve daily, weekly and monthly sales volume and outlet coverage targets
- Open new outlets and grow the number of SKUs each outlet carries
- Collect cash and POS payments correctly and remit to the depot cashier at the end of each day
- Reconcile stock on the van with sales and returns at close of business
- Ensure proper merchandising and display of our products in outlets
- Build good relationship with shop owners and resolve their complaints
- Submit daily sales report through the company sales app
- Report competitor activities and market prices to the Area Sales Manager

Requirements:
- OND/HND/B.Sc in any discipline
- Minimum of 2 years experience in van sales or route sales in FMCG company
- Must have valid driver's licence and be able to drive manual transmission van
- Good knowledge of Lagos Mainland routes and markets
- Proven record of meeting sales targets
- Good cash handling and stock reconciliation skills
- Strong negotiation and persuasion skills
- Ability to speak Yoruba is an added advantage
- Must be honest, hardworking and not easily discouraged
- Must be able to provide two credible guarantors
- Candidates must live within Lagos Mainland

Remuneration:
- Basic salary NGN 150,000 - 250,000 monthly
- Attractive commission on volume sold above target
- Daily lunch allowance
- HMO and pension
- Quarterly bonus for best performing reps

Method of Application: Interested and qualified candidates should click on the apply button. Only shortlisted candidates will be contacted.

Important safety tips
Do not make any payment without confirming with the Jobberman Customer Support Team.
If you think this advert is not genuine, please report it via the Report Job link below.

Report Job

Similar Jobs
Sales Representative - Beverages · Ikeja · NGN 120,000 - 180,000
Merchandiser · Lekki · NGN 90,000 - 120,000
Key Account Executive · Victoria Island · Confidential

Get the latest jobs delivered to your inbox. Subscribe`,
  },
  {
    title: 'Clinical Officer',
    company: 'Kilimani Family Medical Centre Limited',
    skills: [
      'Clinical Officers Council Registration',
      'Patient Assessment',
      'Diagnosis and Treatment',
      'Prescribing',
      'Minor Procedures',
      'Triage',
      'BLS',
      'Clinical Documentation',
      'Certificate of Good Conduct',
      'Shift Work',
      'English',
      'Kiswahili',
      'SHA Claims',
      'ACLS',
    ],
    field: 'primary care',
    half: 'unseen',
    id: 'clinical-officer-brightermonday-nairobi-outpatient-limited-in-about',
    text: `BrighterMonday
Jobs
Companies
Career Advice
CV Services
Employers
Log in
Sign up

Home > Jobs > Medical & Pharmaceutical > Clinical Officer

Clinical Officer
Kilimani Family Medical Centre
Medical & Pharmaceutical
Nairobi
Full Time
KSh 75,000 - 100,000
Posted 1 week ago
Easy Apply
Save

Job Summary
Kilimani Family Medical Centre is looking for a Clinical Officer to join our busy outpatient department in Kilimani, Nairobi.

Minimum Qualification: Diploma
Experience Level: Mid level
Experience Length: 2 years

Job Description/Requirements
Kilimani Family Medical Centre Limited is a private outpatient facility offering general consultation, laboratory, pharmacy, maternal and child health, and minor theatre services. We see about 150 patients a day and run a 24-hour casualty.

Key Responsibilities
- Take history, examine, diagnose and treat patients presenting to the outpatient and casualty departments
- Triage patients and identify emergencies, stabilise and refer as appropriate
- Request and interpret laboratory and radiological investigations
- Prescribe medication in line with the Kenya Essential Medicines List and facility protocols
- Perform minor procedures including suturing, incision and drainage, wound dressing, and removal of foreign bodies
- Document all consultations accurately in the facility EMR
- Prepare and verify claims documentation for SHA and private insurance patients
- Participate in health education talks, CMEs and facility quality improvement activities

Qualifications and Requirements
- Diploma in Clinical Medicine and Surgery from a recognised institution
- Must be registered with the Clinical Officers Council with a valid practising licence
- At least 2 years post-internship experience, preferably in a busy outpatient or casualty setting
- Valid BLS certificate; ACLS will be an added advantage
- Knowledge of SHA (Social Health Authority) claims processes is desirable
- Excellent communication skills in English and Kiswahili
- Willing to work night shifts and weekends on a rotational basis
- Valid Certificate of Good Conduct
- Compassionate, professional and able to work in a team

Benefits
- Competitive salary and night duty allowance
- Medical cover for staff and dependants
- CME sponsorship and professional indemnity cover
- 21 days annual leave

How to apply
Qualified candidates should apply through BrighterMonday by 20th May 2025 attaching a CV, copies of academic and professional certificates, and a copy of their current practising licence. Only shortlisted candidates will be contacted.

Kilimani Family Medical Centre is an equal opportunity employer. We do not charge any fee at any stage of recruitment.

Report Job
Share

Similar Jobs
Registered Nurse - Casualty · Westlands · KSh 60,000 - 80,000
Clinical Officer (Locum) · Ruaka · Confidential
Medical Laboratory Technologist · Kilimani · KSh 55,000 - 70,000

Stay Safe: Never pay for a job offer. Read our safety tips.`,
  },
  {
    title: 'QA Analyst II',
    company: 'Northbeam Clinic Software Inc.',
    skills: [
      'Manual Testing',
      'Test Case Design',
      'Regression Testing',
      'API Testing',
      'Postman',
      'SQL',
      'Jira',
      'TestRail',
      'Agile',
      'Mobile App Testing',
      'Playwright',
      'Accessibility Testing',
      'French',
      'Attention to Detail',
    ],
    field: 'software testing',
    half: 'tune',
    id: 'qa-analyst-ii-lever-toronto-roman-numeral-team-line-inc-in-eeo',
    text: `Northbeam
QA Analyst II
Toronto, Ontario
Engineering – Quality /
Full-time /
Hybrid
Apply for this job

Northbeam builds booking, charting and billing software for physiotherapy, chiropractic and massage therapy clinics. More than 9,000 clinics across Canada use Northbeam every day, which means when our software has a bug, a patient somewhere can't book their appointment. Our Quality team makes sure that doesn't happen.

We're hiring a QA Analyst II to join one of our product squads (Scheduling & Online Booking). You'll be the quality owner for your squad, working with five developers, a product manager and a designer, and you'll help shape how we test across the company.

What you'll do
- Review requirements and designs early and ask the questions nobody else thought of
- Write clear, risk-based test plans and test cases in TestRail
- Test new features across our web app and our iOS and Android apps, including edge cases, integrations and data migrations
- Test our REST APIs with Postman and verify data in the database with SQL
- Own regression testing for your squad ahead of our bi-weekly releases
- Log bugs in Jira with steps anyone can follow, and work with developers to get them fixed
- Contribute to our growing Playwright automation suite alongside our SDETs

What you'll need
- 3+ years of experience in software QA, with a focus on web applications
- Strong manual testing fundamentals: test design techniques, exploratory testing, regression planning
- Hands-on API testing experience (Postman or similar)
- Comfortable writing SQL queries to check data (joins, filters, aggregates)
- Experience with Jira and a test management tool such as TestRail or Zephyr
- Experience testing mobile apps on iOS and Android
- Experience working in an Agile/Scrum team
- You have a sharp eye for detail and you write bug reports that developers thank you for

Nice to have
- Some experience writing automated tests in Playwright, Cypress or Selenium
- Accessibility testing experience (WCAG 2.1, screen readers)
- Healthcare or practice management software experience
- French is an asset, as about a quarter of our clinics are in Quebec

What we offer
- Salary range: $78,000 – $92,000 CAD, plus an annual bonus
- Health, dental and vision coverage from day one, plus a $750 health spending account
- RRSP matching up to 4%
- 4 weeks of vacation and 5 personal days
- Hybrid working: our King West office two days a week
- $1,200 annual learning budget

Northbeam Clinic Software Inc. welcomes and encourages applications from people with disabilities. Accommodations are available on request for candidates taking part in all aspects of the selection process. We are an equal opportunity employer.

Apply for this job

Northbeam Home Page
Jobs powered by Lever`,
  },
  {
    title: 'QC Inspector, Incoming Materials',
    company: 'Hoa Sen Precision Vietnam Co., Ltd.',
    skills: [
      'Incoming Quality Inspection',
      'Measuring Instruments',
      'Technical Drawing Reading',
      'AQL Sampling',
      'Non-Conformance Reporting',
      'ISO 9001',
      'Excel',
      'English',
      'Shift Work',
      'CMM Operation',
      'Japanese',
      'Attention to Detail',
      'Teamwork',
    ],
    field: 'quality control',
    half: 'unseen',
    id: 'qc-inspector-incoming-materials-successfactors-binh-duong-dash-specialty-bracket-acronym-co-ltd-second-language',
    text: `Careers Home
View Profile
Job Alerts
Sign In
Language: English (US)

Search by Keyword
Search by Location
Search Jobs

QC Inspector - Incoming Materials (IQC)
Apply now »
Date: 6 May 2025
Location: Thuan An, Binh Duong, VN, 75000
Company: Hoa Sen Precision Vietnam

About us
Hoa Sen Precision Vietnam Co., Ltd. is a 100% Japanese-invested company in VSIP 1, Binh Duong. Since 2009 we manufacture precision metal stamping and plastic injection parts for printers, cameras and automotive electronics for customers in Japan, Thailand and Europe. We have about 1,400 employees and we are certified ISO 9001, ISO 14001 and IATF 16949.

Job description
Under the IQC Leader, you will make sure all raw materials and purchased parts are correct before they go to production.
- Receive incoming materials (steel coil, resin, purchased parts) and inspect according to inspection standard and drawing
- Take samples by AQL sampling plan and check dimension, appearance and function
- Use measuring tools: caliper, micrometer, height gauge, pin gauge, profile projector
- Check supplier certificates (COA, mill sheet, RoHS) and compare with specification
- Record the results in inspection sheet and in the system, make daily report by Excel
- When finding NG, issue non-conformance report (NCR), label and isolate NG lot, inform supplier quality team
- Follow up the countermeasure from supplier and verify next lot
- Join 5S and improvement activities in the QC department

Requirements
- College or University degree in Mechanical, Materials, or related field
- At least 1 year experience as QC inspector in manufacturing company (metal or plastic parts is preferred)
- Can read technical drawings, understand tolerance and GD&T basic
- Can use measuring instruments well
- Know about AQL and ISO 9001 system
- Computer skills: Excel, Word
- English: can read and write basic for report and email with Japanese staff
- Can work in 2 shifts rotation (6:00-14:00 / 14:00-22:00)
- Careful, honest, have responsibility and team work spirit

Preferred
- Experience operating CMM machine (Mitutoyo)
- Japanese language (N3 or above) is big plus

Benefits
- Salary: negotiable (9,000,000 - 12,000,000 VND gross) + shift allowance + attendance bonus
- 13th month salary and performance bonus 2 times/year
- Full social insurance, health insurance, unemployment insurance according to Labour Law
- Private healthcare insurance (Bao Viet) and annual health check
- Free lunch at company canteen and free shuttle bus from Thu Dau Mot, Di An, Thuan An
- Training in Japan for good performers
- 12 days annual leave + 1 day for every 5 years of service

Please send your CV in English or Vietnamese. Only shortlisted candidates will be contacted.

Apply now »

Nearest Major Market: Ho Chi Minh City

Find similar jobs:
QC Staff - Outgoing Inspection, Production Operator - Stamping

About Us | Privacy | Cookie Settings
© Hoa Sen Precision Vietnam Co., Ltd.`,
  },
  {
    title: 'Make Ready Technician',
    company: 'Lantern Living Communities, LLC',
    skills: [
      'Apartment Turns',
      'Drywall Repair',
      'Interior Painting',
      'Basic Plumbing',
      'Basic Electrical',
      'Appliance Repair',
      'Carpentry',
      'Power Tools',
      'On-Call',
      'Driving Licence',
      'Police Clearance',
      'EPA 608 Certification',
      'Yardi',
      'Time Management',
    ],
    field: 'property maintenance',
    half: 'tune',
    id: 'make-ready-technician-icims-marietta-job-id-dash-property-llc-in-eeo',
    text: `Careers Home
Search Jobs
Log In
Welcome page

Make Ready Technician - Magnolia Crossing
Job ID 2025-8812
# of Openings 1
Category Maintenance
Location US-GA-Marietta
Pay Range $20.00 - $24.00 per hour

Overview
Lantern Living manages 38 apartment communities across metro Atlanta, Charlotte and Nashville, and we believe a great home starts with a great turn. Magnolia Crossing is a 312-unit garden-style community in Marietta with a four-person maintenance team. When a resident moves out, our Make Ready Technician gets the home ready, clean and right for the next one.

Responsibilities
- Complete apartment turns from move-out to move-in, usually within five business days
- Patch and repair drywall, texture and paint interiors, including ceilings, trim and doors
- Replace and repair fixtures, faucets, toilets, garbage disposals, light fixtures, switches and outlets
- Troubleshoot and repair appliances such as dishwashers, ranges, refrigerators and washer/dryers
- Perform light carpentry: cabinet doors, baseboards, blinds, closet doors and door hardware
- Walk vacant units with the Maintenance Supervisor, list the scope and order parts
- Complete service requests when turns are caught up, and close work orders in Yardi
- Keep the shop, tools and make-ready supplies organized and follow safety procedures
- Participate in the after-hours on-call rotation (about one week in four)

Qualifications
- 1+ year of make-ready, apartment maintenance, or general handyman experience
- Solid skills in drywall, painting and basic plumbing and electrical
- Able to use hand and power tools safely; must supply your own basic hand tools
- Valid driver's license and reliable transportation for on-call response
- Ability to manage your time and finish turns on schedule without close supervision
- EPA 608 certification (Type I or Universal) preferred
- Experience with Yardi, RealPage or another property management work order system preferred
- Must be able to lift 50 lbs, climb ladders and work in occupied and vacant units in all weather

Benefits
- Medical, dental and vision insurance after 30 days
- 401(k) with 4% company match
- 20% rent discount at any Lantern Living community
- Paid time off, 9 holidays and your birthday
- On-call pay plus a $150 weekly on-call stipend
- Tool allowance after 90 days and paid certification programs (EPA, CAM T)

Lantern Living Communities, LLC is an Equal Opportunity Employer, including disability and veterans. We are a drug-free workplace; employment is contingent upon a satisfactory background check and drug screen.

Apply for this job online
Share on your newsfeed

Need help finding the right job?
We can recommend jobs specifically for you! Click here to get started.

Connect With Us!
Powered by iCIMS
www.icims.com`,
  },
  {
    title: 'Financial Services Representative',
    company: 'Prairie Harvest Credit Union Limited',
    skills: [
      'Retail Banking',
      'Consumer Lending',
      'Credit Adjudication',
      'Mortgage Renewals',
      'Needs-Based Sales',
      'GICs, RRSPs and TFSAs',
      'AML/KYC Compliance',
      'CIFC',
      'CSC',
      'Police Clearance',
      'Microsoft Office',
      'French',
      'Customer Service',
      'Relationship Building',
    ],
    field: 'retail banking',
    half: 'unseen',
    id: 'financial-services-representative-taleo-winnipeg-requisition-dash-branch-limited-in-text',
    text: `Careers
Job Search
My Jobpage
Sign Out
Accessibility

Job Description
Financial Services Representative - St. Vital Branch
Requisition ID 25-0312
Apply Online   Add to My Job Cart   Refer a Friend   Send to a Friend

Description
At Prairie Harvest, we believe banking should feel like it belongs to you — because it does. We are Manitoba's member-owned credit union, with 24 branches and more than 95,000 members. Prairie Harvest Credit Union Limited has been named one of Manitoba's Top Employers six years in a row.

As a Financial Services Representative in our St. Vital branch, you will help members with their everyday banking, borrowing and saving needs, and make sure they leave with a plan that fits their life.

What you'll do
- Hold needs-based conversations with members and recommend the right products, from chequing accounts to lines of credit
- Take consumer loan and credit card applications, adjudicate within your lending limit, and prepare files for approval
- Process mortgage renewals and refer new mortgage opportunities to our Mortgage Specialists
- Open and service registered and non-registered investments, including GICs, RRSPs and TFSAs
- Follow policies for identification, anti-money laundering and privacy on every transaction
- Build a portfolio of member relationships through proactive outreach and follow-up
- Support the front line and teller team during peak periods

Qualifications
- 2+ years of experience in a financial institution, ideally including lending or sales
- Knowledge of consumer lending products and credit adjudication principles
- Understanding of registered plans (RRSP, TFSA, RESP) and GICs
- Solid knowledge of AML/ATF and KYC requirements
- Completion of the Canadian Investment Funds Course (CIFC) or the Canadian Securities Course (CSC), or willingness to complete it within 6 months of hire
- Proficiency with Microsoft Office and comfortable learning our banking system
- Excellent customer service and relationship building skills; you enjoy talking to people
- French is an asset
- Must successfully pass a criminal record check and credit check

What we offer
- Salary range $52,000 – $64,000 plus annual incentive
- Comprehensive health, dental and vision benefits, and a defined benefit pension plan
- Preferred member rates on loans and mortgages
- Tuition reimbursement and paid course fees for CIFC/CSC
- 3 weeks of vacation to start, plus a personal day

Primary Location
Canada-Manitoba-Winnipeg
Work Locations
St. Vital Branch, 1110 St. Mary's Road, Winnipeg, MB
Job Field
Retail Branch
Schedule
Full-time
Job Type
Permanent
Job Posting
May 2, 2025, 9:00:00 AM
Unposting Date
May 16, 2025, 11:59:00 PM

Prairie Harvest is committed to an inclusive and accessible workplace and welcomes applications from Indigenous peoples, persons with disabilities, visible minorities and all genders.

Apply Online
Powered by Oracle Taleo Enterprise Edition`,
  },
  {
    title: 'Office Coordinator',
    company: 'Alder & Pike Architects, LLC',
    skills: [
      'Office Administration',
      'Reception',
      'Microsoft 365',
      'Calendar Management',
      'Event Planning',
      'Vendor Management',
      'Invoice Processing',
      'Travel Coordination',
      'Adobe Acrobat',
      'Deltek Vantagepoint',
      'QuickBooks',
      'Organization',
      'Discretion',
      'Proactivity',
    ],
    field: 'office administration',
    half: 'tune',
    id: 'office-coordinator-bamboohr-portland-open-positions-sidebar-llc-in-footer',
    text: `Alder & Pike Architects
Open Positions
Office Coordinator
Portland, Oregon

Location
Portland, Oregon
Department
Operations
Employment Type
Full-Time
Minimum Experience
Mid-level
Compensation
$24.00 - $28.00 per hour

Apply for This Job

Alder & Pike is a 45-person architecture and interiors studio in Portland's Pearl District. We design schools, libraries, affordable housing and the occasional brewery. We're looking for an Office Coordinator to be the first face visitors see, the person who keeps our studio running, and the glue that holds our culture together.

This is a role for someone who notices that the conference room is double-booked before anyone else does, and who has already fixed it.

What you'll do
- Greet clients, consultants and visitors; manage the front desk and main phone line
- Manage calendars and schedule meetings for our three principals, including client presentations and site visits
- Plan studio events: monthly all-hands lunches, the summer picnic, the holiday party and our open studio during Design Week
- Order office, kitchen and printing supplies and manage vendor relationships (cleaning, printers, coffee, building management)
- Code and route vendor invoices and track consultant invoices for the accounting team
- Book travel for staff attending site visits and conferences
- Prepare proposal packages and assemble documents in Adobe Acrobat
- Onboard new hires: desk setup, keys, equipment requests and first-day welcome

About you
- 2+ years of experience as an office coordinator, receptionist or administrative assistant, ideally in a professional services firm
- Strong with Microsoft 365 (Outlook, Word, Excel, Teams) and comfortable in Adobe Acrobat
- Highly organized and able to juggle competing requests from many people with good humor
- Discreet with confidential information
- Proactive: you don't wait to be asked

Nice to have
- Experience at an architecture, engineering or design firm
- Familiarity with Deltek Vantagepoint or QuickBooks
- An interest in design (you'll be surrounded by it)

Benefits
- 100% employer-paid medical, dental and vision for employees; 75% for dependents
- 401(k) with a 5% safe harbor contribution
- Three weeks PTO, plus the week between Christmas and New Year's off
- TriMet pass or bike commuting stipend
- Monthly wellness stipend and a professional development budget

Schedule: Monday–Friday, 8:30am–5:00pm, in office.

Alder & Pike Architects, LLC is proud to be an equal opportunity employer. We encourage applicants of all backgrounds, identities and experiences to apply.

Apply for This Job

Powered by BambooHR
Privacy Policy
Terms of Service`,
  },
  {
    title: 'Customer Support Specialist, French Market',
    company: 'Azulejo Bookings, Lda.',
    skills: [
      'French',
      'English',
      'Customer Support',
      'Zendesk',
      'Email and Chat Support',
      'Complaint Handling',
      'Refund Processing',
      'Written Communication',
      'Shift Work',
      'Travel Industry Knowledge',
      'Spanish',
      'Empathy',
      'Problem Solving',
    ],
    field: 'customer support',
    half: 'unseen',
    id: 'customer-support-specialist-french-market-workable-lisbon-dash-market-lda-in-text-second-language',
    text: `Azulejo Bookings
View website
Customer Support Specialist – French Market
Lisbon, Lisbon, Portugal
Customer Support
Full time
Hybrid

Overview
Application

Description
Azulejo Bookings is an online platform for booking holiday apartments, guesthouses and small hotels in Portugal, Spain and the south of France. We were born in Lisbon in 2016, and today we have more than 35,000 properties and around 2 million travellers per year. Our Customer Support team is 70 people speaking 9 languages, working from our office in Santos.

We are looking for a Customer Support Specialist to help our French-speaking travellers and property owners, by email, chat and phone. You will be the voice of Azulejo for them, from the moment of booking until after they come back home.

Your mission:
- Answer questions from travellers and hosts by email, chat and phone in French and English, in a friendly and clear way
- Solve problems with bookings: changes, cancellations, payments and overbookings
- Handle complaints and escalations with empathy and find a fair solution for both traveller and host
- Process refunds and compensations according to our policies
- Register every contact in Zendesk with correct tags and notes
- Share feedback from customers with Product and Quality teams to improve our service
- Help to update our FAQ and templates in French

Requirements
- Native or fluent French (C1 minimum) - you will write to customers every day, so the written French must be excellent
- Good level of English (B2 or higher)
- At least 1 year of experience in customer support or call center, preferably in travel, hospitality or e-commerce
- Experience with Zendesk or other ticketing tool
- Available to work in rotating shifts between 8:00 and 22:00, including some weekends and holidays (you will always have 2 days off in a row)
- Calm, empathic and with a good sense to solve problems
- Spanish is a plus

Benefits
- Gross monthly salary 1,350€ + French language bonus 250€ + performance bonus up to 150€
- Meal allowance 10,20€ per working day on card
- Health insurance (Médis) from the first day
- Hybrid model: 3 days at home, 2 days in the office after the training
- Relocation package for candidates moving to Lisbon: flight, 2 weeks accommodation and help with NIF and bank account
- 4 weeks of paid training in the office
- Travel credit of 300€ per year to book in our platform
- Portuguese lessons for free

Azulejo Bookings, Lda. is an equal opportunity employer. We celebrate diversity and we don't discriminate by race, religion, colour, national origin, gender, sexual orientation, age, marital status or disability.

Apply for this job

Powered by Workable
Help | Privacy | Accessibility`,
  },
  {
    title: 'Service Electrician',
    company: 'Kvarnby El & Service AB',
    skills: [
      'ECY Certificate',
      'ESA Certificate',
      'Electrical Fault Finding',
      'Electrical Installation',
      'Electrical Maintenance',
      'Driving Licence',
      'Swedish',
      'English',
      'On-Call',
      'Elsäkerhetsverket Authorisation',
      'EV Charger Installation',
      'Customer Service',
      'Independence',
      'Structured Working',
    ],
    field: 'electrical',
    half: 'tune',
    id: 'service-electrician-teamtailor-gothenburg-for-team-in-place-ab-in-about-second-language',
    text: `Kvarnby El
Jobs
Departments
Locations
People
About us
Connect
Svenska

Service Electrician for our team in Gothenburg
Kvarnby El · Gothenburg
Apply for this job

Do you like to solve problems and meet new customers every day? Do you want a job where you drive your own service van and plan your day together with a nice team? Then you can be our new service electrician!

About us
Kvarnby El & Service AB is an electrical contractor with 85 employees in Gothenburg, Kungälv and Mölndal. We work with service, installation and maintenance for property owners, housing cooperatives (BRF), shops and smaller industries. We are part of a bigger family of installation companies in West Sweden but we keep our own name and our local feeling. Our service department is growing and now we need one more electrician.

Your work
As a service electrician you mostly work alone or in pairs with small and medium jobs in the Gothenburg area. One day you are troubleshooting a fault in a restaurant kitchen, next day you install charging boxes for electric cars in a parking garage or change lighting in a school. You talk with the customers, explain what you did and report your time and material in our app (Bygglet).

- Fault finding and repair in electrical installations
- Service and maintenance of lighting, power, distribution boards and control systems
- Smaller installation jobs and changes
- Installation of EV chargers
- Documentation and reporting in app
- On-call duty (jour) around one week every six weeks, with good compensation

Who are you?
- You have ECY certificate (yrkesbevis) as electrician and at least 3 years experience, preferably in service
- Valid ESA training (ESA Fackkunnig or similar)
- B driver's license (körkort) is a must
- You speak and write Swedish well, and can communicate in English
- Authorisation from Elsäkerhetsverket (AL or B) is a big merit
- Experience from installing EV chargers is a merit

As a person you are independent and structured. You like to take responsibility for your job from start to finish, and you are service minded and good to meet people.

We offer
- Collective agreement (Installationsavtalet) with good salary and pension
- Own service van, which you can take home
- Modern tools, work clothes and a tablet
- Wellness allowance 3,000 SEK per year, and breakfast together every Friday
- Education and possibility to grow, for example to get your authorisation

Practical information
Start: as agreed
Extent: Full-time, permanent employment (6 months trial)
Location: Gothenburg
Contact: Service manager Jonas Lindqvist, jonas.lindqvist@kvarnbyel.example.se, 031-555 21 48

We make selection continuously, so send your application as soon as possible. We do not accept applications by email, please apply via the link.

Department
Service
Locations
Gothenburg
Remote status
Fully on-site

Colleagues
Meet Jonas and the service team

Already working at Kvarnby El?
Let's recruit together and find your next colleague.

Career site by Teamtailor
Cookie settings`,
  },
  {
    title: 'Senior Payroll Specialist, Multi-State',
    company: 'Raritan Valley Foods, Inc.',
    skills: [
      'Multi-State Payroll',
      'ADP Workforce Now',
      'Payroll Tax Compliance',
      'Wage Garnishments',
      'Payroll Reconciliation',
      'Union Payroll',
      'UKG Timekeeping',
      'Excel',
      'Payroll Audits',
      'CPP',
      'FPC',
      'Confidentiality',
      'Attention to Detail',
      'Mentoring',
    ],
    field: 'payroll',
    half: 'unseen',
    id: 'senior-payroll-specialist-multi-state-monster-edison-search-first-dash-specialty-inc-in-eeo',
    text: `monster
Find Jobs
Career Advice
Salary Tools
Create Profile
Sign In
For Employers

payroll specialist
Edison, NJ
Search

Senior Payroll Specialist - Multi-State
Raritan Valley Foods
Edison, NJ
Full-time
$78,000 - $90,000 Per Year
Posted 3 days ago
Apply
Save

Description
Raritan Valley Foods is a family-owned manufacturer of private-label soups, sauces and prepared meals, with plants in New Jersey, Pennsylvania and Georgia and roughly 1,600 employees — about two-thirds of them hourly and unionized. Our payroll team of four processes weekly and bi-weekly payrolls in ADP Workforce Now, and we're looking for a Senior Payroll Specialist to take the lead on our multi-state processing.

Key Responsibilities
• Process weekly and bi-weekly payrolls for hourly, salaried and union employees across NJ, PA, GA and remote employees in 11 other states
• Apply collective bargaining agreement rules for shift differentials, overtime, holiday pay and union dues
• Review time data imported from UKG (Kronos) and resolve exceptions with plant supervisors
• Maintain state and local tax setups, including PA local earned income tax, NJ SDI/FLI and reciprocity agreements
• Process garnishments, child support orders and tax levies within legal timelines
• Reconcile payroll registers to the general ledger and prepare quarterly and year-end reconciliations, W-2 and 1099 reviews
• Support 401(k), workers' compensation and external audits
• Train and serve as the go-to resource for two payroll specialists

Qualifications
• 5+ years of payroll experience, including at least 3 years of multi-state payroll
• Advanced knowledge of federal, state and local payroll tax rules
• Hands-on experience with ADP Workforce Now (required)
• Experience with union payroll and collective bargaining agreements
• Experience with UKG/Kronos or a comparable timekeeping system
• Advanced Excel skills — pivot tables, VLOOKUP/XLOOKUP and reconciliations
• Absolute discretion with confidential employee information
• Meticulous attention to detail and the ability to meet fixed deadlines
• CPP or FPC certification through PayrollOrg is a plus

Benefits
• Medical, dental and vision insurance
• 401(k) with 5% company match
• Annual bonus program
• 3 weeks PTO plus 10 paid holidays
• Hybrid: 3 days onsite at our Edison headquarters after the first 90 days
• Tuition reimbursement

Raritan Valley Foods, Inc. is an Equal Opportunity Employer, including disability/veterans.

Job Details
Job Type: Full-time
Industry: Food & Beverage Manufacturing
Education: Bachelor's Degree preferred
Experience: 5+ years

Apply
Save
Report Job

Similar Jobs
Payroll Administrator · Somerset, NJ · $60K - $70K
Payroll Manager · New Brunswick, NJ · $105K - $120K
Payroll & Benefits Specialist · Piscataway, NJ · $65K - $75K

About Monster · Privacy · Terms of Use · Cookie Preferences · © 2025 Monster Worldwide`,
  },
  {
    title: 'Multi-Skilled Maintenance Engineer, Food Manufacturing',
    company: 'Clwyd Valley Bakeries Ltd',
    skills: [
      'Electrical Fault Finding',
      'Mechanical Maintenance',
      'PLC Fault Finding',
      'Planned Preventive Maintenance',
      'Pneumatics',
      'Hydraulics',
      'Root Cause Analysis',
      'HACCP',
      'Shift Work',
      'CMMS',
      '18th Edition',
      'Welding',
      'Teamwork',
      'Problem Solving',
    ],
    field: 'maintenance engineering',
    half: 'tune',
    id: 'multi-skilled-maintenance-engineer-food-cv-library-wrexham-breadcrumb-first-dash-sector-ltd-in-text',
    text: `CV-Library
Search Jobs
Upload CV
Career Advice
Recruiters
Sign In
Register

Home > Jobs > Engineering Jobs > Maintenance Engineer Jobs in Wrexham

Multi-Skilled Maintenance Engineer - Food Manufacturing
Salary: £42,000 - £46,500 + shift allowance + overtime
Location: Wrexham, Wrexham
Job Type: Permanent
Date Posted: 06/05/2025
Start Date: ASAP
Job Ref: CVB-MAINT-12
Apply now
Save job

Clwyd Valley Bakeries are one of the UK's largest independent producers of sliced bread, rolls and wraps, supplying major retailers and food service customers from our two sites on Wrexham Industrial Estate. Following continued investment in new high-speed lines, we are looking for a Multi-Skilled Maintenance Engineer to join our engineering team on a 4-on-4-off shift pattern.

The Role
You will keep our production lines running safely and efficiently by carrying out reactive breakdown repairs and planned maintenance on a wide range of plant — ovens, provers, dividers, slicers, baggers and wrapping machines.

- Respond to breakdowns and fault-find on electrical, mechanical, pneumatic and hydraulic systems
- Diagnose PLC-controlled equipment using Siemens TIA Portal and Allen-Bradley Studio 5000 (read-only fault finding, no programming required)
- Complete PPM tasks and record all work accurately on our CMMS
- Carry out root cause analysis on repeat failures and put lasting fixes in place
- Work in line with food safety, HACCP and hygiene requirements at all times
- Support installation and commissioning of new equipment
- Hand over clearly to the next shift

About You
- Time-served, multi-skilled engineer with a strong electrical bias
- Proven maintenance experience in a fast-moving manufacturing environment (food, drink, packaging or FMCG is ideal)
- Able to fault-find on 3-phase electrical systems, control circuits, motors and inverters
- Good mechanical skills: bearings, gearboxes, chains, belts and alignments
- Working knowledge of pneumatics and hydraulics
- Experience using a CMMS
- Understanding of HACCP and working in a food environment
- Happy to work a rotating 4-on-4-off pattern of days and nights (06:00-18:00 / 18:00-06:00)

Desirable
- 18th Edition (BS 7671) qualification
- Basic welding and fabrication skills (MIG)

You'll be a team player who enjoys solving problems and shares knowledge with the team.

What's on Offer
- Basic salary £42,000 - £46,500 depending on experience
- 15% shift allowance
- Overtime paid at time and a half
- 5% matched pension and life assurance at 3x salary
- 33 days' holiday (including bank holidays)
- Free bread! Plus on-site canteen and free parking
- Funded training, including PLC and robotics courses

Clwyd Valley Bakeries Ltd is an equal opportunities employer.

Apply now

Job Reference: CVB-MAINT-12
Salary: £42,000 - £46,500 + shift allowance + overtime
Location: Wrexham
Job Type: Permanent

Similar Jobs
Maintenance Engineer (Electrical Bias) - Chester - £45,000
Shift Engineer - Deeside - £44,000 + shift allowance
Multi-Skilled Engineer - Ellesmere Port - £41,000`,
  },
  {
    title: 'Purchase Ledger Clerk',
    company: 'Kirkstall Furnishings Ltd',
    skills: [
      'Purchase Ledger',
      'Invoice Processing',
      'Supplier Reconciliations',
      'BACS Payment Runs',
      'Sage 200',
      'Sage 50',
      'Excel',
      'Month-End Procedures',
      'Supplier Query Resolution',
      'AAT',
      'Accuracy',
      'Communication Skills',
      'Teamwork',
    ],
    field: 'purchase ledger',
    half: 'unseen',
    id: 'purchase-ledger-clerk-agency-site-leeds-client-named-consultant-line-ltd',
    text: `Aire Valley Recruitment
Home
Find a Job
Submit Your CV
Employers
About Us
Contact
01132 555 418

Back to search results

Purchase Ledger Clerk
Location: Leeds (LS12)
Salary: £25,000 - £27,000 + benefits
Job Type: Permanent, full time
Sector: Accountancy & Finance
Consultant: Hannah Priestley
Reference: AVR-10442
Posted: 5 May 2025
Apply for this job
Send to a friend

We are delighted to be working exclusively with Kirkstall Furnishings Ltd, a well-established Leeds manufacturer of upholstered sofas and beds with a showroom network across the North, to recruit a Purchase Ledger Clerk into their friendly head office finance team.

This is a permanent, full-time role (Monday to Friday, 8:30am - 5pm, with hybrid working of one day a week from home after probation). You will report to the Finance Manager and work alongside two other ledger clerks and a credit controller.

Key responsibilities:
- Processing a high volume of supplier invoices (around 1,500 per month), matching to purchase orders and goods received notes
- Coding invoices correctly and posting them onto Sage 200
- Reconciling supplier statements and resolving any discrepancies
- Preparing weekly BACS payment runs for approval and processing them
- Dealing with supplier queries by phone and email, and building good relationships with key suppliers
- Liaising with the purchasing and warehouse teams to resolve pricing and delivery differences
- Assisting with month-end tasks, including accruals and the purchase ledger control account reconciliation
- Ad hoc duties to support the wider finance team

The successful candidate will have:
- Previous experience in a purchase ledger or accounts payable role, ideally in a manufacturing or wholesale business
- Experience using Sage 200 (or Sage 50 and a willingness to learn Sage 200 quickly)
- Good Excel skills, including VLOOKUPs and basic formulas
- Excellent accuracy and attention to detail
- Strong communication skills and a professional telephone manner
- The ability to work well within a small team and prioritise your own workload
- AAT (part or fully qualified) would be an advantage, and study support is available

Benefits:
- Salary of £25,000 - £27,000 depending on experience
- 25 days' holiday plus bank holidays
- Company pension
- Free on-site parking
- 30% staff discount on furniture
- Study support for AAT

To apply, please click "Apply for this job" and attach an up-to-date CV, or call Hannah on 01132 555 418 for a confidential chat.

Aire Valley Recruitment Ltd is acting as an Employment Agency in relation to this vacancy. We are an equal opportunities employer and welcome applications from all suitably qualified persons.

Share this job: LinkedIn | Facebook | X | Email

Related jobs
Accounts Assistant - Bradford - £24,000
Credit Controller - Leeds - £26,000 - £28,000
Payroll Administrator - Wakefield - £25,000

© 2025 Aire Valley Recruitment Ltd. Registered in England No. 08114732. Privacy Policy | Terms | Cookies`,
  },
  {
    title: 'Site Administrator, Commercial Construction',
    company: 'Harbourline Talent Pty Ltd',
    skills: [
      'Site Administration',
      'Document Control',
      'Aconex',
      'Procore',
      'Subcontractor Inductions',
      'WHS Records',
      'Purchase Orders',
      'Timesheet Processing',
      'Excel',
      'White Card',
      'Driving Licence',
      'Organisation',
      'Communication Skills',
      'Initiative',
    ],
    field: 'construction administration',
    half: 'tune',
    id: 'site-administrator-commercial-construction-agency-site-sydney-client-unnamed-dash-sector-pty-ltd',
    text: `Harbourline Talent
Jobs
Candidates
Clients
Insights
About
Contact
Submit CV

Site Administrator – Commercial Construction
Parramatta, NSW
Contract: Permanent Full Time
Salary: $80,000 – $90,000 + super
Category: Construction & Property
Job ref: HT-28710
Consultant: Marcus Tully
Apply now

Our client is a well-respected Tier 2 commercial builder with a 30-year history in Sydney and a strong pipeline of education, health and mixed-use projects. They are now looking for an experienced Site Administrator to join the site team on a new $120m, three-year education project in Parramatta.

This is a great opportunity to be the organisational backbone of a busy site, working with the Project Manager, Site Manager and Contracts Administrator in a supportive team that values its admin staff.

The role
- Run the site office: phones, visitors, couriers, stationery and site meetings
- Manage document control on Aconex and Procore, including drawings, RFIs, transmittals and registers
- Coordinate subcontractor and visitor inductions and keep induction and licence records up to date
- Maintain WHS documentation, including SWMS registers, toolbox talk records, incident reports and plant registers
- Raise and track purchase orders and match delivery dockets
- Collect and process weekly timesheets for the site team and labour hire
- Prepare minutes, reports and correspondence for the project team
- Support the team with monthly client reports and progress photos

About you
- At least 2 years' experience as a site administrator or project administrator in the construction industry
- Strong document control skills with hands-on Aconex and/or Procore experience
- Confident with Microsoft Office, especially Excel and Outlook
- A current White Card (General Construction Induction) — or able to obtain one before starting
- A current driver's licence and own vehicle, as the site has limited public transport
- Highly organised, with the ability to juggle many tasks and people at once
- Clear, confident communicator who is comfortable with a site environment
- You take initiative and see what needs doing before being asked

What's on offer
- $80,000 – $90,000 + super, depending on experience
- Site hours 7:00am – 3:30pm, Monday to Friday, with a rostered day off (RDO) schedule
- On-site parking and a laptop and phone provided
- Genuine career pathways into project coordination
- A builder with a friendly culture and strong safety record

How to apply
Click "Apply now" to submit your resume, or call Marcus Tully on 02 5550 1187 for a confidential discussion. Only shortlisted candidates will be contacted.

Harbourline Talent Pty Ltd (ABN 71 614 220 938) is a specialist construction and property recruitment agency. We are committed to diversity and inclusion and welcome applications from Aboriginal and Torres Strait Islander people.

Share: LinkedIn | Email
Similar jobs
Project Administrator – Civil · Norwest · $75k – $85k
Contracts Administrator · Sydney CBD · $120k – $140k
Receptionist – Builder · North Sydney · $65k – $70k

© 2025 Harbourline Talent. Privacy | Terms`,
  },
  {
    title: 'Assistant Restaurant Manager, Casual Dining',
    company: 'Saffron & Smoke Restaurants L.L.C.',
    skills: [
      'Restaurant Operations',
      'Staff Scheduling',
      'Team Supervision',
      'Guest Relations',
      'PIC Certification',
      'HACCP',
      'Cost Control',
      'Inventory Management',
      'POS Systems',
      'English',
      'Delivery Aggregator Management',
      'Arabic',
      'Leadership',
      'Problem Solving',
    ],
    field: 'restaurant management',
    half: 'unseen',
    id: 'assistant-restaurant-manager-recruiter-email-dubai-position-line-client-named-llc-dots-second-language',
    text: `From: Rhea Fernandes <rhea.f@alnoorhospitality.example.ae>
To: you
Date: Tue, 6 May 2025, 10:42
Subject: Opportunity in Dubai – Restaurant Management role (JBR) – urgent

Dear Candidate,

Greetings of the day!

I came across your profile on a job portal and I believe it matches a requirement we are currently handling for one of our reputed clients in Dubai. Please find below the details for your kind perusal.

Position: Assistant Restaurant Manager – Casual Dining
Client: Saffron & Smoke Restaurant Group (Saffron & Smoke Restaurants L.L.C.)
Location: The Walk, JBR, Dubai (new outlet, opening June 2025)
Salary: AED 8,000 – 10,000 per month (all-inclusive) + service charge
Benefits: Visa, medical insurance, shared accommodation (or housing allowance), transportation, duty meal, 30 days annual leave, annual air ticket
Working days: 6 days a week, 9-10 hours per day, split shifts as per operation

About the client:
Saffron & Smoke is a homegrown UAE casual dining brand with modern Indian and grill concepts, currently 9 outlets in Dubai and Abu Dhabi and expanding to Riyadh next year.

Job Description:
- Support the Restaurant Manager in the day-to-day running of a 140-cover outlet with terrace
- Supervise team of around 35 (service, bar and hosts), prepare weekly rota and manage breaks and overtime
- Make sure guests receive warm and fast service, handle guest complaints on the floor and on review platforms
- Ensure full compliance with Dubai Municipality food safety and HACCP standards, and be ready for every inspection
- Control costs: monitor labour %, wastage, beverage cost and daily sales vs. budget
- Conduct weekly and monthly inventory, place orders with suppliers and check deliveries
- Handle POS (Micros / Foodics), cash up, and end-of-day reports
- Manage delivery aggregator operations (Talabat, Deliveroo, Careem) – menu availability, ratings and order accuracy
- Train the team on service standards and upselling
- Take charge of the restaurant in absence of the Restaurant Manager

Requirements:
- Minimum 3 years experience as Assistant Manager or Supervisor in casual dining restaurant in UAE/GCC
- Valid PIC (Person In Charge) certificate from Dubai Municipality is must
- HACCP Level 2 or above
- Strong knowledge of cost control and inventory
- Experience with POS systems (Micros or Foodics preferred)
- Fluent English is a must; Arabic will be an advantage
- Experience handling delivery aggregators is preferred
- Strong leadership and problem solving skills, calm under pressure
- Candidates currently in UAE with transferable visa will be given preference

If you are interested, kindly revert with the following details along with your updated CV and recent photo:
1. Current position & company:
2. Current salary:
3. Expected salary:
4. Notice period:
5. Current location & visa status:

Please note that we DO NOT charge any fees from candidates at any stage of the recruitment.

Looking forward to hear from you.

Best regards,

Rhea Fernandes
Senior Recruitment Consultant – Hospitality
Al Noor Hospitality Recruitment FZ-LLC
Office 1408, Al Shafar Tower 1, Barsha Heights, Dubai, UAE
Mob: +971 50 555 0172 | Tel: +971 4 555 3390
www.alnoorhospitality.example.ae

This email and any files transmitted with it are confidential and intended solely for the use of the individual to whom they are addressed.`,
  },
  {
    title: 'Cover Supervisor',
    company: 'Bournbrook Learning Trust',
    skills: [
      'Classroom Management',
      'Behaviour Management',
      'Cover Lesson Delivery',
      'Working with Young People',
      'Safeguarding',
      'ICT Skills',
      'Enhanced DBS',
      'SEND Support',
      'Arbor',
      'First Aid at Work',
      'Communication Skills',
      'Resilience',
      'Sense of Humour',
    ],
    field: 'school support',
    half: 'tune',
    id: 'cover-supervisor-academy-trust-bulletin-birmingham-employer-line-bracket-term-time',
    text: `KINGSMERE ACADEMY
Part of Bournbrook Learning Trust
"Aspire, Belong, Achieve"

VACANCY BULLETIN – SUMMER TERM 2025

Post: Cover Supervisor (Term Time Only)
Employer: Bournbrook Learning Trust
School: Kingsmere Academy, Bristol Road, Selly Oak, Birmingham B29 6QR
Grade: NJC Scale 4, points 5–6 (actual salary £21,812 – £22,217 per annum, based on 37 hours per week, 39 weeks per year)
Contract: Permanent
Start date: 1 September 2025
Closing date: 9am, Monday 19 May 2025
Interviews: w/c 26 May 2025

About our school
Kingsmere Academy is a popular, oversubscribed 11–16 comprehensive of 1,150 students in south Birmingham. Ofsted judged us Good in all areas in 2023, noting that "pupils feel safe and are proud of their school". We are one of six schools in Bournbrook Learning Trust, a family of primary and secondary academies across south Birmingham and north Worcestershire.

The role
Our cover team makes sure learning never stops when a teacher is absent. As a Cover Supervisor you will supervise whole classes across all subjects and year groups, delivering work set by teachers and keeping students focused and on task.

Main duties
- Supervise classes of up to 32 students during planned and short-notice teacher absence
- Deliver pre-prepared lessons, collect work and feed back to the class teacher
- Manage behaviour positively and consistently using the school's behaviour policy and Class Charts
- Take registers accurately on Arbor and follow up on attendance concerns
- Support students with special educational needs and disabilities, working alongside teaching assistants
- Follow safeguarding procedures and report concerns to the Designated Safeguarding Lead without delay
- Supervise students at break, lunch and exams when not covering lessons

Person specification
Essential
- Experience of working with young people aged 11–16 in a school, youth or sports setting
- Confident behaviour management and the presence to lead a full class
- Good understanding of safeguarding and child protection
- Good ICT skills
- GCSE English and Maths at grade 4/C or above
- Excellent communication skills, resilience and a sense of humour

Desirable
- Previous cover supervisor or teaching assistant experience
- Experience supporting students with SEND
- Familiarity with Arbor or another school MIS
- First Aid at Work certificate

What we offer
- A supportive cover manager and a full induction programme
- Free CPD, including a route to teacher training through our trust partnership
- Local Government Pension Scheme and Employee Assistance Programme
- Free on-site parking and close to Selly Oak station
- Cycle to work and discounted gym membership

Kingsmere Academy and Bournbrook Learning Trust are committed to safeguarding and promoting the welfare of children and young people and expect all staff to share this commitment. This post is subject to an enhanced DBS check with barred list, online searches and satisfactory references. This post is exempt from the Rehabilitation of Offenders Act 1974.

How to apply
Download an application pack from www.kingsmere.example.org.uk/vacancies and return your completed application form to Mrs J. Okafor, HR Officer, at recruitment@bournbrook.example.org.uk. CVs will not be accepted. For an informal visit, please call 0121 555 0674.

Bournbrook Learning Trust is an equal opportunities employer. Registered in England and Wales, company number 10288375.`,
  },
  {
    title: 'Facilities Executive',
    company: 'Serangoon Estates Management Pte. Ltd.',
    skills: [
      'Facilities Management',
      'M&E Systems',
      'ACMV',
      'Term Contract Management',
      'Preventive Maintenance',
      'Workplace Safety and Health',
      'Tenant Relations',
      'Microsoft Office',
      'On-Call',
      'Fire Safety Manager Certificate',
      'Green Mark',
      'CAFM Systems',
      'Problem Solving',
      'Communication Skills',
    ],
    field: 'facilities management',
    half: 'unseen',
    id: 'facilities-executive-careers-page-singapore-about-us-first-bracket-setting-pte-ltd',
    text: `Home   About Us   Our Services   Our Portfolio   Sustainability   Careers   Contact Us

About Us
Who We Are
Founded in 1994, Serangoon Estates Management is a Singapore property and facilities management company that looks after more than 60 commercial, industrial and residential developments across the island, from Grade A offices in the CBD to business parks in Changi and condominiums in Bukit Timah. We have a team of 420 staff and a simple promise to the owners and tenants we serve: buildings that work, every day.

Our Values
Care – we treat every building as if we live or work in it ourselves.
Integrity – we do what we say, and we say it openly.
Growth – we invest in our people, our technology and our communities.

Our Commitment to Sustainability
We manage 22 BCA Green Mark certified buildings and have reduced energy use across our portfolio by 18% since 2019 through smart metering, chiller optimisation and LED retrofits.

Careers
Join a team that keeps Singapore's buildings running. We offer structured training, clear progression from Executive to Manager, and the chance to work on some of the island's most interesting properties.

Current Openings
Facilities Executive (Commercial Building)
Location: Tanjong Pagar (CBD)
Employment Type: Permanent, Full-time
Working Hours: Monday to Friday, 8.30am – 6.00pm

Job Description
You will be part of the on-site team at a 28-storey Grade A office tower, reporting to the Facilities Manager.
- Oversee day-to-day operations of building M&E systems, including ACMV, electrical, plumbing and sanitary, lifts and fire protection systems
- Manage term contractors for cleaning, security, landscaping, pest control and M&E maintenance; monitor performance against contract KPIs
- Plan and track preventive maintenance schedules and work orders on our CAFM system
- Attend to tenant feedback and requests promptly and professionally, and coordinate fitting-out works
- Ensure compliance with Workplace Safety and Health requirements, permit-to-work procedures and statutory inspections
- Assist in preparing annual budgets, quotations and monthly reports
- Take part in the after-hours emergency on-call roster

Job Requirements
- Diploma in Facilities Management, Building Services, Mechanical or Electrical Engineering or equivalent
- At least 2 years of facilities or property management experience in commercial buildings
- Good working knowledge of building M&E systems, especially ACMV
- Proficient in Microsoft Office (Word, Excel, PowerPoint)
- Good communication and interpersonal skills for dealing with tenants and contractors
- Able to think on your feet and solve problems independently

Good to Have
- Fire Safety Manager (FSM) certificate
- Knowledge of BCA Green Mark requirements
- Experience with a CAFM system such as FacilityONE or Archibus

What We Offer
- Attractive remuneration package with variable bonus
- 14 days annual leave, medical and dental benefits, and group insurance
- Sponsored courses, including FSM and WSH certifications
- Staff recognition and long-service awards

How to Apply
Please email your resume, stating current and expected salaries and availability, to careers@serangoonestates.example.sg. We regret that only shortlisted candidates will be notified.

Serangoon Estates Management Pte. Ltd. (UEN 199403721K)
© 2025 Serangoon Estates Management Pte. Ltd. All rights reserved. Privacy Policy | Terms of Use`,
  },
  {
    title: 'Retail Supervisor',
    company: 'Nore Valley Garden Centre Limited',
    skills: [
      'Retail Supervision',
      'Staff Rostering',
      'Cash Handling',
      'Till Reconciliation',
      'Stock Management',
      'Visual Merchandising',
      'Customer Service',
      'Store Opening and Closing',
      'Plant Knowledge',
      'EPOS',
      'Leadership',
      'Initiative',
      'Friendliness',
    ],
    field: 'retail',
    half: 'tune',
    id: 'retail-supervisor-garden-centre-long-prose-kilkenny-title-in-sentence-limited-in-footer',
    text: `Nore Valley Garden Centre
Plants · Gifts · Café · Outdoor Living
Visit Us | Shop Online | Events | Careers | Contact

Join Our Team

Nore Valley Garden Centre has been part of life in Kilkenny since 1987, when the Brennan family started selling bedding plants from a polytunnel on the Bennettsbridge Road. Today we have a three-acre garden centre, a gift and homewares hall, an outdoor living showroom and a café that is busier on a Sunday than anywhere else in the county, and we are still family-run. We are looking for a retail supervisor to help lead our shop floor team of around twenty people, and we would love to hear from someone who enjoys both people and plants.

In this role you will be the person on the floor who keeps the day running well. You will open and close the centre as a keyholder on a rota with two other supervisors, brief the team each morning, and plan the weekly staff rosters so that we have the right people in the right places, from the tills to the plant area to the Christmas shop when it opens in October. You will look after the tills and the cash office, making sure floats are correct, that takings reconcile at the end of each day and that any differences are followed up. Much of the job is about the customer, so you will step in to help with difficult queries, deal with returns and complaints fairly and make sure every customer leaves feeling they were looked after.

You will also play a big part in how the centre looks and sells. That means working with our buyers on stock levels and reorders through our EPOS system, receiving deliveries, rotating stock and keeping plants watered and presentable, and building seasonal displays and promotional areas that make people want to linger. We change the whole centre around four times a year, so a good eye for visual merchandising is important.

We would like you to have at least two years of experience in a supervisory role in retail, ideally somewhere with a busy till area and a mix of products. You should be confident handling cash and comfortable using an EPOS system, and you need to be able to motivate a team that includes students and long-serving staff alike. A genuine interest in gardening and some plant knowledge is essential, as customers will ask you what will grow in a north-facing border, although you are not expected to know everything on day one. Above all we are looking for someone who is friendly, who leads by example and who uses their initiative rather than waiting to be told.

The position is full-time, 39 hours a week over five days, including alternate weekends and some late evenings during our Christmas season. We offer a competitive salary of €32,000 to €35,000 depending on experience, a staff discount of 25 per cent across the centre and café, free staff lunches on Saturdays and Sundays, a company pension scheme after six months, and ongoing training, including our in-house plant care course.

If this sounds like you, please send your CV and a short cover letter to Aoife Brennan at jobs@norevalley.example.ie before Friday 23 May. We are happy to have an informal chat over coffee beforehand, so feel free to call in or ring us on 056 555 2231.

Nore Valley Garden Centre Limited, Bennettsbridge Road, Kilkenny R95 X2P4. Registered in Ireland No. 148220.
© 2025 Nore Valley Garden Centre · Privacy · Cookies`,
  },
  {
    title: 'Staff Nurse, Oncology',
    company: 'Adyar Riverside Hospitals Private Limited',
    skills: [
      'TNNMC Registration',
      'Chemotherapy Administration',
      'IV Cannulation',
      'Central Line Care',
      'Patient Monitoring',
      'Infection Control',
      'BLS',
      'NABH Documentation',
      'Shift Work',
      'Tamil',
      'English',
      'Chemotherapy Administration Certificate',
      'Compassion',
      'Teamwork',
    ],
    field: 'oncology nursing',
    half: 'unseen',
    id: 'staff-nurse-oncology-hospital-careers-flattened-table-chennai-dash-specialty-private-limited',
    text: `Adyar Riverside Hospitals
Home > Careers > Current Openings > Nursing

Careers at Adyar Riverside
Adyar Riverside Hospitals is a 450-bed NABH and JCI accredited multi-speciality hospital in Chennai with a dedicated 60-bed Cancer Institute offering medical oncology, radiation oncology, haemato-oncology and bone marrow transplant services. We are expanding our oncology day care unit and invite applications for the following position.

Position Details
Position | Staff Nurse – Oncology
Department | Cancer Institute (Oncology Ward & Day Care)
No. of Vacancies | 8
Location | Adyar, Chennai
Employment Type | Full-time, Permanent
Shift | Rotational (Morning / Evening / Night)

Eligibility Criteria
Qualification | B.Sc Nursing / GNM
Registration | Valid registration with Tamil Nadu Nurses and Midwives Council (TNNMC) – mandatory
Experience | 2+ years as staff nurse, minimum 1 year in oncology / haematology / BMT
Certification | BLS (AHA) valid – mandatory; Chemotherapy administration certificate (ONS or equivalent) – preferred
Skills | Safe handling and administration of chemotherapy; IV cannulation; care of central lines, PICC and chemo ports; monitoring for adverse reactions
Documentation | Nursing documentation as per NABH standards; working knowledge of Hospital Information System (HIS)
Languages | Tamil and English (spoken and written)
Age Limit | Below 35 years
Salary | As per hospital norms, commensurate with experience (₹ 28,000 – 42,000 per month)

Key Responsibilities
Patient Care | Assess, plan and deliver nursing care for adult oncology patients on ward and day care
Chemotherapy | Verify orders, prepare the patient, administer chemotherapy as per protocol and manage extravasation and infusion reactions
Vascular Access | Maintain PICC lines, central venous catheters and implanted ports using aseptic technique
Monitoring | Record vital signs, intake-output and toxicity grading; escalate deterioration to the oncologist on duty
Infection Control | Follow hospital infection control and neutropenic precautions; safe disposal of cytotoxic waste
Patient Education | Counsel patients and families on side effects, diet and home care

Desired Attributes
Compassionate approach to patients and families | Ability to work in a multidisciplinary team | Calm under pressure

Benefits
Subsidised food | Accommodation for outstation candidates (female nurses' hostel) | Group medical insurance | PF and ESI | Paid CNE programmes | Transport for night shift

How to Apply
Send your updated resume with copies of TNNMC registration and BLS certificate to nursingcareers@adyarriverside.example.in mentioning "Staff Nurse – Oncology" in the subject line.
Walk-in interview: Every Saturday, 9.30 am to 12.30 pm, HR Department, Ground Floor, Block B.

Adyar Riverside Hospitals Private Limited, No. 18, Canal Bank Road, Adyar, Chennai – 600020
© 2025 Adyar Riverside Hospitals. All rights reserved. | Privacy Policy | Disclaimer`,
  },
  {
    title: 'Mobile Patrol Security Officer',
    company: 'Irwell Guarding Services Ltd',
    skills: [
      'SIA Security Guarding Licence',
      'SIA Door Supervisor Licence',
      'Driving Licence',
      'Clean Driving Record',
      'BS 7858 Screening',
      'Basic DBS',
      'Mobile Patrols',
      'Alarm Response',
      'Incident Reporting',
      'Shift Work',
      'SIA CCTV Licence',
      'Emergency First Aid at Work',
      'Conflict Management',
      'Reliability',
    ],
    field: 'security',
    half: 'tune',
    id: 'mobile-patrol-security-officer-salary-first-manchester-dash-shift-ltd-in-footer',
    text: `£13.40 per hour + £1.60 per hour night enhancement (approx. £37,900 a year)
48 hours guaranteed every week, 4 nights on / 4 nights off
Liveried patrol vehicle and fuel card provided – no commuting costs once on shift
SIA licence renewal paid by us
28 days' paid holiday, pension, Blue Light Card, and £500 refer-a-friend bonus
Paid weekly

Mobile Patrol Security Officer – Nights
Greater Manchester (patrol area covering Salford, Trafford, Stockport and Manchester city centre)
Permanent, full time

Irwell Guarding is an independent, Manchester-owned security company that protects offices, retail parks, construction sites, schools and empty properties across the North West. Our mobile patrol team works through the night, visiting around 25 sites per shift, responding to alarms and making sure our clients' premises are safe and secure when everyone else has gone home.

What you'll be doing
You will drive a marked patrol vehicle on a planned route, carrying out external and internal checks on client sites, locking and unlocking premises, and responding to intruder and fire alarm activations as the nominated keyholder. You will record every visit, photo and incident on our patrol app in real time, liaise with the police and our control room when needed, and deal calmly with anyone you find on site who shouldn't be there.

What you'll need
- A valid SIA Security Guarding or Door Supervisor licence (front-line)
- A full UK driving licence held for at least 2 years with no more than 6 points (no DR, IN or DD endorsements)
- A checkable 5-year work and address history so we can screen you to BS 7858
- Experience in a security role, ideally including mobile patrols or keyholding and alarm response
- Confidence writing clear, accurate incident reports
- Willingness to work nights on a 4-on-4-off rotation, including weekends and bank holidays
- The ability to stay calm and de-escalate confrontations
- Most of all, reliability – our clients count on every visit being made

Desirable
- SIA CCTV (Public Space Surveillance) licence
- Emergency First Aid at Work certificate

What we offer
- £13.40 per hour plus £1.60 per hour night enhancement
- Overtime available at time and a quarter
- Company vehicle and fuel for all patrol duties
- Free uniform, body-worn camera and PPE
- SIA licence renewal paid after 12 months' service
- 28 days' holiday including bank holidays, rising with service
- Workplace pension, Blue Light Card, and Employee Assistance Programme
- Clear progression to Patrol Supervisor and Control Room Operator roles

How to apply
Apply online at irwellguarding.example.co.uk/careers or call our recruitment team on 0161 555 7290 (Monday to Friday, 9am to 5pm). Interviews are held at our office in Salford Quays.

Irwell Guarding Services Ltd is an ACS Approved Contractor and an equal opportunities employer. All offers are subject to BS 7858 screening, including a basic DBS check.
Irwell Guarding Services Ltd, Unit 4, Quayside Business Park, Salford M50 3SQ. Registered in England No. 06932018.`,
  },
  {
    title: 'Cleaning Supervisor, Healthcare',
    company: 'Moreton Facility Services Pty Ltd',
    skills: [
      'Cleaning Supervision',
      'Infection Control Cleaning',
      'Terminal Cleaning',
      'Cleaning Audits',
      'Staff Rostering',
      'Chemical Handling',
      'WHS',
      'National Police Check',
      'Shift Work',
      'First Aid Certificate',
      'Certificate III in Cleaning Operations',
      'Leadership',
      'Communication Skills',
    ],
    field: 'cleaning',
    half: 'unseen',
    id: 'cleaning-supervisor-healthcare-seek-app-brisbane-dash-sector-pty-ltd-in-text',
    text: `9:12
‹ Back
SEEK

Cleaning Supervisor – Healthcare
Moreton Facility Services
South Brisbane, Brisbane QLD
Cleaning Services (Trades & Services)
Full time
$36 – $38 per hour + penalties + super
Posted 2d ago
Quick apply

Moreton Facility Services Pty Ltd is a Queensland-owned facility services provider delivering cleaning, patient support and waste services to hospitals, aged care homes and day surgeries across South East Queensland. We are looking for an experienced Cleaning Supervisor to lead our team of 28 cleaners at a 260-bed private hospital in South Brisbane.

About the role
Reporting to the Contract Manager, you'll make sure every ward, theatre and public area is cleaned to the standard our patients deserve. Your day will include:
• Supervising and allocating daily tasks to cleaning staff across wards, theatres, ICU and public areas
• Coordinating discharge and terminal cleans with nursing staff and bed management so beds turn around quickly
• Conducting cleaning audits against the hospital's infection prevention standards and following up on any failures
• Building and managing rosters, approving timesheets and covering sick leave at short notice
• Training new starters in healthcare cleaning methods, colour coding and safe chemical use
• Ensuring compliance with WHS procedures, SDS and incident reporting
• Being the first point of contact for the hospital's infection control and nursing teams

About you
• At least 2 years' experience supervising cleaning teams, ideally in a hospital or healthcare setting
• Solid understanding of infection control cleaning, including isolation and terminal cleans
• Experience with cleaning audits and quality reporting
• Confident building rosters and managing a large team
• Working knowledge of WHS and safe chemical handling
• Current National Police Check (or willingness to obtain one before starting)
• Available to work a rotating roster of early, late and weekend shifts
• A current First Aid Certificate is highly regarded
• Certificate III in Cleaning Operations is highly regarded
• A natural leader who communicates clearly with cleaners, nurses and hospital management alike

Vaccinations: As this role is in a healthcare facility, you will need to meet Queensland Health vaccination requirements, including influenza.

What's on offer
• $36 – $38 per hour plus penalty rates and superannuation
• Permanent full-time position with 38 hours per week
• Uniforms and PPE provided
• Ongoing training and clear pathways to Contract Manager roles
• Employee assistance program and discounts through our rewards platform

If you're ready to lead a team that makes a real difference to patient safety, hit Quick apply today.

Moreton Facility Services is an equal opportunity employer.

Employer questions
Your application will include the following questions:
How many years' experience do you have as a cleaning supervisor?
Do you have a current Australian police check?
Which of the following statements best describes your right to work in Australia?

Report this job ad

Home  Saved  Applied  Profile`,
  },
  {
    title: 'HR Operations Specialist',
    company: 'Isarwerk Medizintechnik GmbH',
    skills: [
      'HR Administration',
      'Employment Contracts',
      'German Labour Law',
      'Payroll Data Preparation',
      'Workday HCM',
      'Employment References',
      'Excel',
      'GDPR',
      'German',
      'English',
      'DATEV',
      'ServiceNow HR Service Delivery',
      'Discretion',
      'Service Orientation',
    ],
    field: 'HR operations',
    half: 'tune',
    id: 'hr-operations-specialist-workday-munich-gender-marker-req-gmbh-in-eeo-second-language',
    text: `Careers at Isarwerk
Search for Jobs
Sign In
English

HR Operations Specialist (m/w/d)
Apply
locations
Munich, Germany
time type
Full time
posted on
Posted 7 Days Ago
job requisition id
JR-10553

Who we are
Isarwerk develops and produces surgical instruments and endoscopy systems for hospitals in more than 60 countries. Since 1962 we are family-owned, and today around 2,600 colleagues work for us in Munich, Tuttlingen, Budapest and Penang. Our HR Services team in Munich takes care of the administration for all German employees, from the first contract until the last working day.

Your tasks
- You are responsible for the complete administrative employee lifecycle for a group of around 900 employees: onboarding, contract changes, parental leave, part-time requests, transfers and exits
- You prepare employment contracts, amendments and certificates, and write qualified employment references (Arbeitszeugnisse)
- You maintain employee data in Workday and make sure it is correct and complete
- You prepare monthly payroll-relevant changes and work closely with our payroll team, who process payroll in DATEV
- You are the first contact for employees and managers for HR questions via our ServiceNow HR portal, phone and e-mail
- You support HR projects, for example process improvements and the introduction of new Workday functions
- You create reports and analyses with Excel

Your profile
- Completed commercial apprenticeship or studies with focus on HR, for example Personalfachkaufmann/-frau (IHK) or Business Administration
- At least 3 years of professional experience in HR administration, ideally in an international company
- Good knowledge of German labour law and social security law
- Experience with Workday HCM or another HR system (SAP HCM, SuccessFactors)
- Good Excel skills (pivot tables, formulas)
- Experience with DATEV and ServiceNow is an advantage
- Very good German (C1 or native) and good English skills, written and spoken
- Discretion, reliability and a strong service orientation
- Structured way of working, also when many things happen at the same time

What we offer
- Salary according to the IG Metall collective agreement (Bavaria), 35-hour week, with holiday and Christmas bonus
- Flexible working hours and up to 60% mobile working within Germany
- 30 days of vacation plus 24 and 31 December free
- Company pension scheme with employer contribution
- JobRad bike leasing, subsidised canteen and Deutschlandticket Job
- Individual training plan and language courses

Isarwerk Medizintechnik GmbH stands for diversity and equal opportunities. We look forward to applications from all people regardless of gender, nationality, ethnic and social origin, religion, disability, age and sexual identity. Severely disabled applicants are given priority if equally qualified.

Your contact: Katharina Obermaier, Talent Acquisition, +49 89 555 210 44

Similar Jobs (3)
Payroll Specialist (m/w/d)
HR Business Partner (m/w/d) Research & Development
Working Student HR Services (m/w/d)

Follow Us
© 2025 Workday, Inc. All rights reserved.`,
  },
  {
    title: 'Recruitment Specialist',
    company: 'Bayanihan Contact Solutions, Inc.',
    skills: [
      'High-Volume Recruitment',
      'BPO Recruitment',
      'Candidate Sourcing',
      'Phone Screening',
      'Interviewing',
      'Applicant Tracking Systems',
      'Job Fair Coordination',
      'Recruitment Metrics',
      'Google Sheets',
      'English',
      'Filipino',
      'Boolean Search',
      'Target-Driven',
      'Resilience',
    ],
    field: 'recruitment',
    half: 'unseen',
    id: 'recruitment-specialist-linkedin-post-comments-pasig-plural-bracket-inc-in-text',
    text: `Marielle Santos • 2nd
Talent Acquisition Lead at Bayanihan Contact Solutions | Building teams of 300+ every quarter
3d • Edited • 🌐
+ Follow

WE'RE HIRING! 📢 Recruitment Specialists (High-Volume) – Ortigas, Pasig 🇵🇭

Our CX family is growing fast 🚀 We're opening 2 new accounts (US healthcare and a global travel brand) and we need recruiters who LOVE the hustle of high-volume hiring to help us bring in 300+ agents this quarter.

Bayanihan Contact Solutions, Inc. is a homegrown BPO with 4,500+ Filipino agents across Ortigas, Cebu and Davao. 💙

What you'll do:
✅ Source CSR and TSR applicants through job boards, Facebook groups, referrals and campus partnerships
✅ Conduct initial phone screens and assess English communication skills
✅ Run final interviews and endorse candidates to operations
✅ Manage your pipeline in our ATS and keep every applicant updated (no ghosting here 😉)
✅ Organize and represent us at job fairs and mall hiring events
✅ Track daily recruitment metrics – show-up rates, pass rates, start rates – in Google Sheets

What we're looking for:
🔹 At least 1 year of recruitment experience, preferably high-volume BPO hiring
🔹 Excellent English and Filipino communication skills
🔹 Experience using an ATS (Manatal, Workable, iCIMS or similar)
🔹 Comfortable with Google Sheets/Excel for tracking and reports
🔹 Target-driven and resilient — some days you'll screen 60+ applicants and still smile
🔹 Boolean search / LinkedIn Recruiter experience is a plus!

Perks 🎁
💰 Competitive salary + monthly hiring incentives (uncapped!)
🏥 HMO from Day 1 + 1 free dependent
🕘 Dayshift, Mon–Fri, hybrid after 3 months
🍕 Monthly team bonding and free coffee all day

Interested? Comment "Interested" or send your CV to marielle.santos@bayanihancx.example.ph with subject "Recruitment Specialist – [Your Name]". Tag someone who'd be perfect for this! 👇

#hiring #recruitment #BPO #talentacquisition #ortigas #BayanihanCX

…see more

👍❤️👏 214
87 comments • 12 reposts

Like   Comment   Repost   Send

Most relevant ▾

Jasmine Reyes • 3rd+
HR Assistant | Aspiring Recruiter
2d
Interested po! Just sent my CV 🙏
Like · ❤️ 3 | Reply · 1 reply

  Marielle Santos • Author
  Talent Acquisition Lead at Bayanihan Contact Solutions
  2d
  Thanks Jasmine! Please check your inbox for the assessment link 😊
  Like | Reply

Carlo Mendoza • 2nd
Recruitment Associate at a staffing firm
2d
Hi Ms. Marielle, is this open to recruiters from non-BPO background? I have 2 years in retail hiring.
Like | Reply · 1 reply

  Marielle Santos • Author
  2d
  Yes Carlo! Volume hiring experience is what matters most. Send it over 👍
  Like | Reply

Princess Dela Cruz • 3rd+
Fresh Graduate, BS Psychology
1d
Open po ba for fresh grads? 🥺
Like | Reply

Load more comments`,
  },
]
