// Twenty-third set of unseen postings: 40 ads for the jobs most job seekers actually apply for, in the markets
// where most Tailor users live (office, tech, health, education, sales, service, logistics). Each occupation is a
// specialty, seniority or setting that no earlier id names. Written by Tailor contributors (CC0).
//
// Written by helper job71. Read: /work/prompts/common.md, /work/prompts/job71.md, /work/prompts/rules.md,
// /work/prompts/existing-occupations.txt, lines 1-8 of jobs.ts (EvalJob) and lines 1-10 of unseen-postings.ts
// (UnseenPosting). Nothing else in the repository was read; the engine was not run. Each posting's title,
// company and skills were written right after its text, before the next posting.
//
// Counts: 40 postings; halves 20 'tune' / 20 'unseen', alternating in file order; 40 occupations; 36 fields;
// 18 countries (34 postings in US, UK, Canada, Australia, India, Ireland, New Zealand, Singapore, South Africa,
// Philippines, Nigeria, Kenya); 12 in second-language English; 36 of 40 do not have both title and employer on
// the first line (the four that do: CV-Library van driver, Indeed tab title, Jobberman about-us paragraph,
// Personio tab title).
//
// Shapes: LinkedIn job pages (3, one an agency ad naming its client), a LinkedIn post with comments, a Facebook
// page post with comments, Totaljobs, Reed (agency, client unnamed), Indeed (3, one agency with client named),
// CV-Library, Seek (AU, NZ), JobStreet (PH, MY), Naukri, IrishJobs, BrighterMonday, Jobberman, PNet, Glassdoor,
// Pracuj.pl, careers pages on Workday (2), Greenhouse (2), Lever, Ashby, SmartRecruiters, iCIMS, Taleo,
// BambooHR, Personio, Teamtailor (2), a law firm's own careers page; 2 recruiter emails (client named, client
// unnamed); a school bulletin (Education Gazette, NZ) and a city bulletin (GovernmentJobs, US).
//
// Countries: United States 5, United Kingdom 6, Canada 4, Australia 4, Ireland 3, India 2, Kenya 2, Nigeria 2,
// South Africa 2, New Zealand 2, Singapore 1, Philippines 1, Portugal 1, United Arab Emirates 1, Netherlands 1,
// Malaysia 1, Poland 1, Germany 1.
//
// Occupations: senior frontend engineer (payments); payroll team leader (hospital group); paediatric outpatient
// registered nurse; e-commerce customer service advisor (Dutch market); performance marketing manager; sales
// development representative; management accountant (food manufacturing); FP&A manager (retail); HR officer
// (logistics); talent acquisition coordinator (bank); warehouse team leader (3PL nights); office administrator
// (construction); IT project manager (ERP); post basic pharmacist assistant; GP practice manager; secondary
// teacher of English; early childhood educator (infant/toddler); assistant store manager (fashion); hotel
// restaurant supervisor; reach truck operator; multi-drop van driver; maintenance electrician (meatworks);
// analytics engineer; mobile product designer; tier 2 technical support engineer (healthcare SaaS); senior MSK
// physiotherapist; patient care technician (med/surg); domiciliary care worker; administrative assistant II
// (city public works); family law legal assistant; assistant site manager (residential high-rise); API
// production chemist; purchasing officer (food manufacturing); social media executive (beauty brand); FMCG field
// sales representative; memory care CNA; orthodontic dental nurse; credentialed veterinary technician; senior
// cloud DevOps engineer (Azure); product owner (tenant app).
//
// Labelling rules as applied (rules.md, in short):
// - skills: 8 to 14, what a recruiter screens for, required first, then preferred, then soft, in short
//   conventional names, mixing literal, reworded and paraphrased mentions; an unnamed skill only when the job
//   cannot be done without it; named licences, registrations, checks and job-qualifying certificates listed
//   (also when required by the start or within a set time after), degrees and diplomas not; a skill the ad says
//   the employer teaches ("we will train you", "training is provided") not listed; "Shift Work", "On-Call" and
//   "Driving Licence" as fixed names, "Clean Driving Record" beside it; a language only when the ad names it,
//   under its English name (Kiswahili -> Swahili, Bahasa Malaysia -> Malay), alternatives all listed; personal
//   conditions (age, residence, own car, lifting, visa, right to work) and benefits and EEO text add nothing.
// - title: as printed, keeping seniority, grade and credential words ("Senior", "II", "Post Basic",
//   "Qualified", "Credentialed") and a specialty, product area, market, practice area or line of business after
//   a dash, comma or vertical bar; dropping brackets, places, hotels, shifts, types, pay, counts, gender markers
//   and requisition numbers; capitals to title case (Roman numerals kept); plural to singular; a title only in a
//   sentence in title case; an email's "Position:" line over its subject.
// - company: the employer as printed with its legal form and punctuation; a bare header, card, logo line or page
//   name yields to the legal name in the text, EEO line, about block or footer; agency ads give the client when
//   named, else the agency; government bulletins give the city, not the department or division line; a brand
//   that says it is part of a group and hires under its own name gives the brand; a name printed in two
//   languages gives its English name.
//
// Readings this set adds where the rules are silent (applied the same way throughout):
// - A New Zealand state school, whose board employs its own staff, is the company under the school's English
//   name; the Education Gazette and the Ministry that publishes it are chrome.
// - A hospital unit or clinical area after a dash ("– Med/Surg", "– Paediatric Outpatients", "– MSK") and an age
//   group ("– Infant/Toddler") count as specialties and are kept; a support tier in brackets ("(Tier 2)") is a
//   level and is dropped; a hotel name after a dash is an employer or place and is dropped.
// - A browser tab title pasted as the first line ("Title - Employer - Place - Indeed.com", "Title | Employer")
//   is chrome; the labels come from the page under it.
// - An agency email whose "Employer:" line says "our client ... (name shared at interview)" is an agency ad with
//   the client unnamed; a "Client:" line naming the client gives the client.
// - A LinkedIn post by the employer's own HR person is labelled with the employer the post names, not the
//   poster; the poster's comment replies count as the ad's ("not a must ... it's an advantage").
// - Checks keep the name of a named national scheme (DBS, Garda Vetting, VOG, Blue Card, Level 2 Background
//   Screening, Police Vetting, Criminal Record Check); a Certificate of Good Conduct is listed as "Police
//   Clearance".
// - A professional body membership or designation the ad requires or prefers (CPA, CHRP-K, IHRM, ISCP, CIMA or
//   ACCA, CIPSMN or CIPS) is listed like a registration; alternatives are all listed.
// - A preferred certificate the employer offers to pay for ("Fear Free certification preferred (we pay for
//   it)") is still a preference and is listed; experience the employer says it will teach is not.
// - "Able to work in shifts" in a hotel outlet is listed as "Shift Work"; a fixed shift the candidate chooses
//   (fixed afternoons, one of three CNA shifts, morning or evening care runs) and weekend rotas are schedules.
// - A company language named as such ("our company language is English", "team language is English") is
//   listed as a language requirement.
import type { UnseenPosting } from './unseen-postings.ts'

export const twentyThirdUnseenPostings: UnseenPosting[] = [
  {
    title: 'Senior Frontend Engineer, Merchant Payments',
    company: 'Kuberpay Technologies Private Limited',
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'HTML',
      'CSS',
      'State Management',
      'Next.js',
      'Jest',
      'Web Performance Optimization',
      'GraphQL',
      'Mentoring',
      'Web Security',
      'Micro-frontends',
      'Communication',
    ],
    field: 'software',
    half: 'tune',
    id: 'senior-frontend-engineer-linkedin-bengaluru-dash-product-area-legal-name-in-about-second-language',
    text: `Skip to main content
LinkedIn
Home
My Network
Jobs
Messaging
Notifications
Me
For Business
Try Premium for ₹0

Kuberpay
Senior Frontend Engineer - Merchant Payments
Bengaluru, Karnataka, India · Reposted 3 days ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn

Hybrid  Full-time  Mid-Senior level
201-500 employees · Financial Services
12 connections work here
See how you compare to over 100 applicants. Try Premium for ₹0

Easy Apply   Save

Meet the hiring team
Ananya Raghunathan 2nd
Talent Partner – Engineering at Kuberpay
Job poster
Message

About the job
About Kuberpay

Kuberpay is building the payments stack for India's small merchants – UPI QR, soundbox, payment links and working-capital loans in one app. We process more than 4 crore transactions every month for kirana stores, pharmacies and restaurants across Tier 2 and Tier 3 towns.

Role Overview

We are looking for Senior Frontend Engineer who will own the merchant dashboard and the web checkout which is used by lakhs of merchants daily. You will be working closely with product, design and backend teams and take the complete ownership of performance and quality of our web apps.

What you will do:
• Build and maintain merchant-facing web applications using React and TypeScript
• Own the checkout SDK which is embedded on 20,000+ merchant websites, it must be fast and secure
• Write unit and integration tests (Jest, React Testing Library, Playwright)
• Improve Core Web Vitals, bundle size and rendering performance on low-end Android devices and 3G networks
• Mentor 3-4 SDE-1 engineers, do code reviews and drive frontend best practices in the team
• Work with backend team on REST and GraphQL API contracts

What we are looking for:
• 5-8 years of experience in frontend development, minimum 3 years hands-on in React
• Strong in JavaScript (ES6+), TypeScript, HTML5, CSS3
• Good knowledge of state management (Redux Toolkit / Zustand / React Query)
• Experience with Next.js and server side rendering
• Understanding of web security – XSS, CSRF, CSP – is a plus, PCI DSS exposure is bonus
• Experience in micro-frontends will be added advantage
• Good communication skills and ownership mindset

Education: B.E / B.Tech / MCA from reputed institute

Notice period: Immediate joiners to 30 days preferred. Candidates serving notice period can also apply.

Work mode: Hybrid – 3 days from our HSR Layout office

Kuberpay Technologies Private Limited is an equal opportunity employer and we value diversity at all levels.

Show more

Set alert for similar jobs
Senior Frontend Engineer, Bengaluru, Karnataka, India
Set alert

About the company
Kuberpay
Financial Services · 201-500 employees · 214 on LinkedIn
Follow
Kuberpay Technologies Private Limited is a payment aggregator authorised by RBI, headquartered in Bengaluru with offices in Jaipur and Indore...
Show more

More jobs
Frontend Developer (React) · Pinecart · Bengaluru · 1 week ago
SDE II - Web · Ledgerly · Bengaluru (Hybrid) · Easy Apply`,
  },
  {
    title: 'Payroll Team Leader',
    company: 'Hollinsbrook Healthcare Group Ltd',
    skills: [
      'UK Payroll',
      'Team Leadership',
      'RTI Submissions',
      'Statutory Payments',
      'Pension Auto-enrolment',
      'iTrent',
      'Payroll Reconciliation',
      'Microsoft Excel',
      'P11D',
      'CIPP Qualification',
      'Stakeholder Communication',
      'Attention to Detail',
    ],
    field: 'payroll',
    half: 'unseen',
    id: 'payroll-team-leader-totaljobs-manchester-hospital-group-bare-card-ltd-in-text',
    text: `totaljobs
Search jobs   Career advice   Salary checker   Sign in   Recruiters
< Back to search results

Payroll Team Leader
Hollinsbrook Healthcare Group
Salford Quays, Manchester (M50)
£38,000 - £42,000 per annum + 25 days holiday + private medical
Permanent, full time
Posted 2 days ago

Apply   Save

Hollinsbrook Healthcare Group Ltd runs fourteen independent hospitals and day-surgery centres across the North West and Yorkshire, employing just over 3,200 colleagues, plus around 400 consultants who work with us under practising privileges. Our shared services centre at Salford Quays looks after finance, HR and payroll for the whole group, and we are now looking for a Payroll Team Leader to run the day-to-day payroll operation.

You will lead a team of five payroll administrators and own the end-to-end processing of one monthly and two weekly payrolls, including bank (zero-hours) staff paid from timesheets, enhanced rates for unsocial hours and on-call, and sessional payments to our resident medical officers. You will check and sign off each run before it goes to BACS, make sure the RTI FPS and EPS submissions reach HMRC on time, and reconcile gross-to-net, the payroll control accounts and third-party payments every month with our finance colleagues.

The successful candidate will have run a UK payroll of at least 1,000 employees from start to finish and will have supervised or led others. You must be confident with SSP, SMP, SPP and the other statutory payments, pension auto-enrolment and re-enrolment (we operate a Group Personal Pension and have a small number of staff who are still in the NHS Pension Scheme under a Direction), salary sacrifice schemes, attachment of earnings orders and student loans. Year end, P60s and the P11D/P11D(b) process will be yours to plan.

We use MHR iTrent for HR and payroll, so experience of iTrent is a real advantage; strong Excel is essential (pivot tables, VLOOKUP/XLOOKUP, tidy reconciliation workbooks). The CIPP Foundation Degree or Diploma in Payroll Management is desirable, or you may be studying towards it – we will support you.

We are looking for someone who is calm around deadlines, explains pay clearly to nurses, theatre teams and managers alike, and has a sharp eye for detail. You'll work hybrid – three days in the office, two from home – with flexi-time outside the payroll cut-off week.

What we offer:
- 25 days annual leave plus bank holidays, rising with service
- Private medical cover and free treatment at our hospitals for you
- Group Personal Pension with 6% employer contribution
- Study support for CIPP qualifications
- Free parking at Salford Quays

Hollinsbrook Healthcare Group is an equal opportunities employer. We are a Disability Confident Committed employer.

Apply now
Report this job

Similar jobs
Payroll Supervisor · Manchester · £35,000 - £38,000
Senior Payroll Administrator · Warrington · £30,000`,
  },
  {
    title: 'Registered Nurse, Paediatric Outpatients',
    company: 'Riverbend Health Care Limited',
    skills: [
      'AHPRA Registration',
      'Paediatric Nursing',
      'Outpatient Nursing',
      'Paediatric Assessment',
      'Medication Administration',
      'Immunisation',
      'Wound Care',
      'Paediatric Life Support',
      'Blue Card',
      'Family-Centred Care',
      'Electronic Medical Records',
      'Communication',
      'Teamwork',
    ],
    field: 'nursing',
    half: 'tune',
    id: 'paediatric-outpatient-nurse-workday-brisbane-dash-specialty-footer-legal-name',
    text: `Riverbend Health Careers
Search for Jobs
Candidate Home
Sign In
English

Registered Nurse – Paediatric Outpatients
Apply

locations
Riverbend Private Hospital, Indooroopilly QLD
time type
Part time
posted on
Posted Yesterday
job requisition id
JR-104582

About the opportunity
Our Paediatric Outpatients Department sees more than 9,000 children and young people a year across general paediatrics, ENT, orthopaedics, allergy, gastroenterology and developmental clinics. We are looking for a Registered Nurse to join our small, friendly team on a permanent part-time basis (0.6 FTE, Monday to Friday, no nights, no weekends).

In this role you will:
- Triage and assess children on arrival, including observations, growth measurements and pain scores
- Assist specialists with procedures such as skin prick testing, cast removal, minor wound care and suture removal
- Prepare and administer medications and childhood immunisations in line with the Queensland schedule
- Support families with education before and after clinic appointments and follow-up phone calls
- Keep accurate notes in our electronic medical record (iPM and MedChart)
- Maintain clinic stock, equipment checks and infection prevention standards

About you
- Current general registration as a Registered Nurse with AHPRA (essential)
- At least two years of paediatric nursing experience, ideally including outpatient or ambulatory care
- Current paediatric life support certification (PBLS/APLS or equivalent) or the ability to complete it before commencement
- A current Blue Card (Working with Children Check, Queensland) or willingness to apply before you start
- Confident using electronic health records and Microsoft Office
- Immuniser qualification is highly regarded
- Warm, family-centred approach and clear communication with children, parents and carers
- Enjoys working as part of a multidisciplinary team

What we offer
- Above-award rates under our Nurses and Midwives Enterprise Agreement
- Salary packaging up to $15,900 (not-for-profit)
- Free on-site parking and discounted health cover
- Paid professional development days and scholarships

Riverbend Health is a not-for-profit Catholic health care provider serving Brisbane's western suburbs since 1968. We welcome applications from Aboriginal and Torres Strait Islander people and people of all backgrounds.

Applications close 14 March. Shortlisting may commence before the closing date.

Similar Jobs
Registered Nurse – Day Surgery Unit
Enrolled Nurse – Paediatric Ward

Follow Us
© 2025 Riverbend Health Care Limited ABN 41 555 016 802
Privacy | Accessibility`,
  },
  {
    title: 'Customer Service Advisor, Dutch Market',
    company: 'Nordvalk Services Portugal, Unipessoal Lda',
    skills: [
      'Dutch',
      'English',
      'Customer Service',
      'Email Support',
      'Live Chat Support',
      'Phone Support',
      'Zendesk',
      'Returns Handling',
      'E-commerce',
      'German',
      'Problem Solving',
      'Empathy',
      'Teamwork',
    ],
    field: 'customer support',
    half: 'unseen',
    id: 'ecommerce-customer-service-advisor-dutch-teamtailor-lisbon-about-us-first-dash-market-second-language',
    text: `We are Nordvalk 🌿
Sustainable fashion for the whole Benelux and Nordics, shipped from our own warehouse in Venlo and loved by more than 1.2 million customers. Our customer care hub in Lisbon is where 70 people from 19 countries help our customers every day – and we are growing again!

Jobs   Locations   Departments   Life at Nordvalk   Connect

Customer Service Advisor – Dutch Market
Customer Care · Lisbon · Hybrid

About the role
We are searching for a motivated Customer Service Advisor with native level of Dutch to join our Benelux team. You will be the first contact for our Dutch and Flemish customers, helping them by email, live chat and phone with questions about orders, deliveries, payments, sizes and returns. Every day you will solve problems so our customers are happy to buy with us again.

Your responsibilities
• Answer customer contacts by email, chat and telephone in Dutch and sometimes in English
• Follow orders and deliveries with our carriers (PostNL, DHL, bpost) and resolve delivery issues
• Process returns, refunds and exchanges in our system
• Register all contacts correctly in Zendesk and reach the targets of quality and response time
• Give feedback to the team about product and website issues you detect

What we are looking for
• Native or C2 level of Dutch, written and spoken – this is mandatory
• Good English (minimum B2), because it is our company language
• Minimum 6 months of experience in customer service, call center or retail
• Experience with Zendesk, Freshdesk or similar ticket tool
• Knowledge of e-commerce and online shopping processes
• German is a plus!
• Empathy, patience and a solution-oriented mind
• Team player who likes to work in a multicultural environment

What we offer
• Permanent contract directly with Nordvalk (no agency)
• Gross annual salary of 15.400€ (14 payments) + monthly performance bonus up to 150€
• Meal allowance of 9,60€ per working day on card
• Health insurance from day one
• Hybrid work after training: 3 days at home, 2 days in our office in Parque das Nações
• Schedule: 40h per week, rotating between 8h and 22h from Monday to Saturday, with 2 days off
• Relocation package to Lisbon if you come from abroad (flight + 2 weeks accommodation)
• 30% discount on Nordvalk clothes 😉

Recruitment process: short call with our recruiter → Dutch language test online → interview with team leader → offer. We answer to every candidate within 10 days.

Apply for this job

Nordvalk Services Portugal, Unipessoal Lda · Avenida D. João II 1.06, 1990-095 Lisboa
Privacy policy · Cookie settings
Career site by Teamtailor`,
  },
  {
    title: 'Performance Marketing Manager',
    company: 'Threadwell Software Ltd',
    skills: [
      'Performance Marketing',
      'Google Ads',
      'Meta Ads',
      'LinkedIn Ads',
      'Budget Management',
      'Google Analytics 4',
      'A/B Testing',
      'Marketing Attribution',
      'Looker Studio',
      'HubSpot',
      'SQL',
      'Spanish',
      'Analytical Thinking',
      'Stakeholder Management',
    ],
    field: 'marketing',
    half: 'tune',
    id: 'performance-marketing-manager-greenhouse-dublin-about-us-first-eeo-legal-name',
    text: `Back to jobs

Threadwell helps 40,000 independent shops and salons in Ireland, the UK and Spain take bookings, sell online and get paid, all from one app. We're 210 people, profitable, and still behave like a start-up – small teams, big ownership.

Performance Marketing Manager
Dublin, Ireland (Hybrid)

Apply

The role
Our growth team is six people today and we spend a little over €3 million a year on paid media. We're looking for a Performance Marketing Manager who will own our paid acquisition across Google, Meta and LinkedIn, and who gets as excited about a 4% drop in cost per trial as about a big new campaign idea.

You'll report to our Head of Growth and work side by side with our lifecycle marketer, a designer, and a data analyst.

What you'll do
- Plan, launch and optimise paid search, paid social and YouTube campaigns in three markets and two languages
- Own the paid budget, forecast spend and pacing every month, and report on CAC, payback and trial-to-paid conversion
- Run a steady programme of A/B tests on ads, audiences and landing pages (we use Unbounce and our own CMS)
- Work with data on attribution – we use GA4, server-side tagging and a simple MMM our analyst built
- Build dashboards in Looker Studio so the wider business can see what's working
- Brief creative with our designer and the agencies we work with in Madrid and London

What we're looking for
- 4+ years' hands-on experience in performance marketing, ideally in B2B SaaS or subscription businesses
- Deep knowledge of Google Ads and Meta Ads Manager; LinkedIn Campaign Manager experience is a big plus
- Managed budgets of at least €1m a year and can explain the results to a finance person
- Comfortable in GA4 and Google Tag Manager, and you understand the limits of attribution after iOS 14
- Experience with HubSpot or a similar marketing automation tool
- Nice to have: basic SQL, Spanish
- You're analytical and curious, you write clearly, and you can disagree openly and kindly with stakeholders

What we offer
€70,000 – €82,000 base, plus share options. 27 days' annual leave, private health insurance, 6% matched pension, €1,000 learning budget, bike-to-work scheme, and two remote weeks a year from anywhere in the EU.

Threadwell Software Ltd is an equal opportunity employer. We welcome applications from people of all backgrounds and do not discriminate on the basis of gender, civil status, family status, sexual orientation, religion, age, disability, race or membership of the Traveller community. If you need reasonable accommodations in the process, tell us at talent@example.ie.

Apply for this job
* Required
First Name *
Last Name *
Email *
Phone
Resume/CV * Attach, Dropbox, Google Drive or enter manually
LinkedIn Profile

Powered by Greenhouse`,
  },
  {
    title: 'Sales Development Representative',
    company: 'Fieldstack, Inc.',
    skills: [
      'Outbound Prospecting',
      'Cold Calling',
      'Email Prospecting',
      'Lead Qualification',
      'Appointment Setting',
      'Salesforce',
      'Outreach',
      'LinkedIn Sales Navigator',
      'B2B SaaS Sales',
      'Spanish',
      'Resilience',
      'Coachability',
      'Communication',
    ],
    field: 'sales',
    half: 'unseen',
    id: 'sales-development-representative-lever-austin-logo-line-first-pipe-fields-inc-in-eeo',
    text: `Fieldstack logo
Sales Development Representative
Austin, TX / Sales – New Business / Full-time / Hybrid

Fieldstack is the operating system for the trades. More than 11,000 HVAC, plumbing and electrical contractors across the US use Fieldstack to schedule jobs, dispatch technicians, send quotes and get paid from the truck. We raised our Series C last spring and we're doubling the sales team in Austin this year.

As a Sales Development Representative (SDR), you are the first conversation a contractor has with Fieldstack. You'll spend your day on the phone and in their inbox, learning how their shop runs and booking qualified meetings for our Account Executives. This is a ramp into a closing role: most of our AEs started as SDRs, on average within 14 months.

What you'll do:
Make 60+ outbound calls a day to owners and office managers of home-service businesses
Write and run personalized email and LinkedIn sequences in Outreach and Sales Navigator
Qualify inbound leads from our website and trade shows using our version of BANT
Book discovery meetings and hand them over cleanly in Salesforce
Hit a monthly quota of qualified opportunities (and celebrate loudly when you do)
Share what you hear on calls with marketing and product

What we're looking for:
1+ year in a sales, customer-facing or hospitality role where you had targets
Comfortable picking up the phone to people who didn't expect your call
Experience with Salesforce or another CRM
You take coaching well and bounce back quickly from a "no"
Clear, friendly communicator on the phone and in writing
Bonus: previous SaaS SDR/BDR experience, a background in the trades, or bilingual in Spanish

Compensation:
Base salary $52,000 + $26,000 on-target variable (uncapped), paid monthly. Equity, medical/dental/vision with 100% of employee premiums covered, 401(k) with 4% match, 3 days a week in our East Austin office with free lunch on office days.

Fieldstack, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status. Pursuant to the San Francisco Fair Chance Ordinance and similar laws, we will consider qualified applicants with arrest and conviction records.

Apply for this job

Fieldstack Home Page
Jobs powered by Lever`,
  },
  {
    title: 'Management Accountant',
    company: 'Castlegate Finance Recruitment Ltd',
    skills: [
      'Management Accounts',
      'Month-end Close',
      'Variance Analysis',
      'Standard Costing',
      'Stock Valuation',
      'Balance Sheet Reconciliations',
      'Budgeting and Forecasting',
      'Microsoft Excel',
      'CIMA',
      'ACCA',
      'Sage 200',
      'Business Partnering',
      'Communication',
    ],
    field: 'accounting',
    half: 'tune',
    id: 'management-accountant-reed-leicester-agency-client-unnamed-bracket-level',
    text: `reed.co.uk
Jobs   Courses   Career advice   Recruiting?   Sign in / Register

Home > Jobs > Accountancy jobs > Management Accountant jobs in Leicester

Management Accountant (Part Qualified / QBE)
Posted 3 days ago by Castlegate Finance Recruitment
£40,000 - £46,000 per annum, Benefits: Bonus + 33 days hol + pension
Leicester, Leicestershire
Permanent, full-time
Easy Apply

Job description
Our client, a well-established and growing food manufacturer based on the edge of Leicester, is looking to add a Management Accountant to its finance team of seven. The business supplies chilled ready meals to several major UK retailers, turns over around £90m and runs two sites with roughly 600 staff.

Reporting to the Financial Controller, you will own the monthly management accounts pack for the larger of the two sites and work closely with operations, procurement and the commercial team.

Key duties:
* Preparation of monthly management accounts within a 5 working day timetable, including accruals, prepayments and journals
* Month-end and year-end balance sheet reconciliations
* Standard costing, recipe costing and updating standards twice a year
* Month-end stock valuation and supporting the quarterly stock count
* Variance analysis – price, usage, labour efficiency and yield – with commentary for the board
* Supporting the annual budget and quarterly reforecasts
* Ad-hoc analysis for the site General Manager and helping with the year-end audit

About you:
* Part qualified CIMA or ACCA (or qualified by experience) – study support available for the right person
* Previous experience in a manufacturing environment is essential, ideally FMCG or food
* Strong Excel skills (pivot tables, lookups, confident building models)
* Sage 200 experience would be an advantage, but other ERP systems considered
* Confident communicator who enjoys getting out onto the factory floor and partnering with non-finance managers

Benefits include an annual bonus of up to 8%, 33 days' holiday including bank holidays, 5% matched pension, free on-site parking, subsidised canteen and a hybrid pattern of one day a week from home after probation.

Please apply with an up-to-date CV. Due to the volume of applications we are only able to respond to shortlisted candidates.

Castlegate Finance Recruitment Ltd is acting as an Employment Agency in relation to this vacancy.

Apply now
Save job

Similar jobs
Assistant Management Accountant · Loughborough · £32,000
Cost Accountant · Coalville · £42,000 - £48,000`,
  },
  {
    title: 'Manager, Financial Planning & Analysis',
    company: 'Laurentide Outdoor Retail Inc.',
    skills: [
      'Financial Planning & Analysis',
      'Financial Modelling',
      'Budgeting',
      'Forecasting',
      'Variance Analysis',
      'CPA',
      'Microsoft Excel',
      'Anaplan',
      'SAP',
      'Power BI',
      'French',
      'Team Leadership',
      'Business Partnering',
      'Communication',
    ],
    field: 'finance',
    half: 'unseen',
    id: 'fpa-manager-workday-toronto-comma-title-req-id-inc-in-text',
    text: `Laurentide Careers
Search for Jobs
Sign In
English / Français

Manager, Financial Planning & Analysis
Apply

locations
Toronto Support Centre - 200 Front St W
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0031177

Who we are
For over 60 years, Laurentide has helped Canadians get outside. With 74 stores from Victoria to St. John's, a growing e-commerce business and 5,800 team members, we are one of the country's largest specialty retailers of outdoor clothing, footwear and gear.

The opportunity
Reporting to the Director, FP&A, the Manager, Financial Planning & Analysis will lead a team of three analysts and be the finance partner for our Stores and Supply Chain divisions. You will drive the annual operating plan, quarterly reforecasts and long-range plan, and turn numbers into decisions that store and distribution leaders can act on.

What you'll do
• Lead the annual budget and monthly/quarterly forecasting process for store operations (labour, occupancy, shrink) and supply chain (freight, DC costs)
• Build and maintain driver-based financial models in Anaplan and Excel
• Prepare monthly variance analysis versus budget and forecast, with clear commentary for the executive team
• Evaluate new store openings, relocations and capital projects (NPV, IRR, payback)
• Partner with Stores and Supply Chain leadership on KPIs and cost-saving initiatives
• Coach and develop your analysts; review their work and support their growth
• Improve reporting using Power BI and our SAP S/4HANA data

What you bring
• CPA designation required, with 6+ years of progressive finance experience, including at least 3 in FP&A
• Retail or multi-site experience strongly preferred
• Advanced Excel and financial modelling skills; Anaplan experience is considered an asset
• Experience with SAP and Power BI
• Previous people leadership experience
• Strong business partnering and communication skills – you can explain a forecast to a regional manager and to the CFO
• Bilingualism (English and French) is an asset

What's in it for you
Competitive base salary ($105,000 - $125,000), annual incentive plan, RRSP matching, comprehensive health and dental benefits from day one, 40% team member discount, and a hybrid model with 3 days per week in our downtown Toronto office.

Laurentide Outdoor Retail Inc. is committed to an inclusive, barrier-free recruitment process. Accommodations are available on request for candidates taking part in all aspects of the selection process in accordance with the Accessibility for Ontarians with Disabilities Act (AODA).

Similar Jobs
Senior Financial Analyst, Merchandise Planning
Manager, Financial Reporting

Follow Us
© 2025 Workday, Inc. All rights reserved.`,
  },
  {
    title: 'Human Resource Officer',
    company: 'Tembo Freight Logistics Limited',
    skills: [
      'Recruitment',
      'Onboarding',
      'Kenyan Labour Law',
      'Payroll Administration',
      'Statutory Compliance',
      'Performance Management',
      'Employee Relations',
      'HRIS',
      'Microsoft Office',
      'CHRP-K',
      'IHRM Membership',
      'Police Clearance',
      'Confidentiality',
      'Interpersonal Skills',
    ],
    field: 'human resources',
    half: 'tune',
    id: 'hr-officer-brightermonday-nairobi-logistics-breadcrumb-first-capitals-good-conduct-second-language',
    text: `BrighterMonday
Find Jobs   Companies   Career Advice   CV Services   Login   Sign Up

Home / Jobs / Human Resources / Human Resource Officer

Human Resource Officer
Tembo Freight Logistics Limited
Logistics & Transport
Nairobi   Full Time   KSh 75,000 - 100,000
Posted 4 days ago
Job Function: Human Resources
Apply for job

Job Summary
Tembo Freight Logistics is a leading clearing, forwarding and trucking company with offices in Nairobi, Mombasa, Malaba and Kampala and a fleet of over 180 trucks. We seek to recruit a self-driven HUMAN RESOURCE OFFICER to be based at our head office in Embakasi, reporting to the HR & Administration Manager.

Minimum Qualification: Diploma
Experience Level: Mid level
Experience Length: 3 years

Job Description/Requirements
KEY RESPONSIBILITIES
1. Coordinate end to end recruitment for drivers, turn boys, clerks and office staff including advertising, shortlisting, interviews and reference checks.
2. Handle onboarding and induction of new employees and ensure personal files are complete and up to date.
3. Prepare monthly payroll inputs (overtime, allowances, trip allowances, deductions) and ensure timely remittance of statutory deductions - PAYE, NSSF, SHIF and Housing Levy.
4. Ensure the company is compliant with the Employment Act 2007, Labour Relations Act and OSHA 2007.
5. Coordinate the performance appraisal process and follow up on the performance improvement plans.
6. Handle disciplinary cases, grievances and employee welfare matters in line with company policy and the law.
7. Maintain and update the HRIS and generate monthly HR reports and leave records.
8. Any other duty as may be assigned from time to time.

QUALIFICATIONS AND EXPERIENCE
- Bachelor degree in Human Resource Management or Higher Diploma in HRM.
- Must have CHRP (K) certification.
- Must be a registered member of the Institute of Human Resource Management (IHRM) in good standing.
- At least 3 years experience as HR Officer or HR Assistant, experience in logistics or transport industry will be an added advantage.
- Good knowledge of Kenyan labour laws and statutory requirements.
- Proficiency in MS Office and HRIS systems.
- High level of integrity and ability to handle confidential information.
- Excellent interpersonal and communication skills.

Interested and qualified candidates should send their application letter and detailed CV indicating current and expected salary, copies of certificates and a valid Certificate of Good Conduct through the link below not later than 21st March. Only shortlisted candidates will be contacted.

Tembo Freight Logistics Limited is an equal opportunity employer. Canvassing will lead to automatic disqualification.

Important safety tips
Do not make any payment without confirming with the BrighterMonday Customer Support Team. If you think this advert is not genuine, please report it via the Report Job link below.

Report Job
Similar Jobs
HR Assistant · Nairobi · Confidential
Human Resource Generalist · Mombasa · KSh Confidential`,
  },
  {
    title: 'Talent Acquisition Coordinator',
    company: 'Straits Meridian Bank Limited',
    skills: [
      'Interview Scheduling',
      'Candidate Management',
      'Applicant Tracking Systems',
      'Offer Letters',
      'Background Checks',
      'Onboarding',
      'Recruitment Reporting',
      'Microsoft Excel',
      'Work Pass Applications',
      'Organisational Skills',
      'Attention to Detail',
      'Communication',
      'Discretion',
    ],
    field: 'human resources',
    half: 'unseen',
    id: 'talent-acquisition-coordinator-taleo-singapore-bracket-contract-req-hyphen-bank-limited-in-text',
    text: `Job Search   My Jobpage   Basic Search   Advanced Search   Sign In

Job Description
Talent Acquisition Coordinator (12-month contract)-250001472

Description

At Straits Meridian Bank, we believe in building relationships that last. Headquartered in Singapore with a network across nine markets in Asia, we serve more than 2 million retail, private and corporate clients.

Our Talent Acquisition team partners with the businesses to hire around 1,500 people a year in Singapore alone. We are looking for a Talent Acquisition Coordinator to keep our hiring process running smoothly for both candidates and hiring managers. This is a 12-month contract role with possibility of extension.

Key Responsibilities
- Coordinate and schedule interviews across multiple time zones, including panel interviews and assessment centres
- Be the main point of contact for candidates from interview to offer, ensuring a positive candidate experience
- Maintain accurate candidate records and requisition status in our applicant tracking system (Taleo) and HR system (Workday)
- Prepare offer letters and employment contracts using approved templates and get the necessary approvals
- Initiate pre-employment background screening and follow up on outstanding items
- Prepare Employment Pass and S Pass applications on MyMOM Portal together with the Mobility team
- Coordinate onboarding logistics with HR Operations, IT and the hiring team
- Produce weekly recruitment reports and dashboards (time-to-hire, pipeline, source of hire)

Qualifications

- Diploma or Degree in Human Resources, Business or related field
- At least 1-2 years of experience in recruitment coordination, HR administration or a similar role; banking or in-house experience is preferred
- Familiar with applicant tracking systems; Taleo or Workday experience is an advantage
- Working knowledge of MOM work pass applications is preferred
- Proficient in Microsoft Office, especially Excel (pivot tables, VLOOKUP)
- Highly organised, able to juggle many schedules at once with strong attention to detail
- Good written and verbal communication skills
- Able to handle confidential information with discretion

Only shortlisted candidates will be notified.

Straits Meridian Bank Limited is committed to a diverse and inclusive workplace and is an equal opportunity employer.

Job: Human Resources
Primary Location: Singapore-Singapore-Singapore
Organization: Group Human Resources
Schedule: Temporary
Employee Status: Contract
Job Posting: Mar 3, 2025, 9:00:00 AM
Unposting Date: Ongoing

Apply Online   Add to My Job Cart   Send to a Friend`,
  },
  {
    title: 'Warehouse Team Leader',
    company: 'Cresswell Distribution Ltd',
    skills: [
      'Team Leadership',
      'Warehouse Operations',
      'Warehouse Management Systems',
      'KPI Management',
      'Health and Safety',
      'Performance Management',
      'Microsoft Excel',
      'Shift Work',
      'MHE Licence',
      'IOSH Managing Safely',
      'Communication',
      'Problem Solving',
    ],
    field: 'warehouse and logistics',
    half: 'tune',
    id: 'warehouse-team-leader-indeed-daventry-agency-client-named-dash-shift',
    text: `Warehouse Team Leader - Nights
Pillar Staffing Solutions
Daventry NN11
£16.85 an hour - Permanent, Full-time
Apply now

Job details
Pay
£16.85 an hour
Job type
Permanent
Full-time
Shift and schedule
Night shift
4 on 4 off
12 hour shift

Location
Daventry NN11

Benefits
Pulled from the full job description
Canteen
Free parking
Company pension
Employee discount

Full job description
Pillar Staffing are recruiting on behalf of our client Cresswell Distribution Ltd, a leading third-party logistics provider, for a permanent Warehouse Team Leader on nights at their 620,000 sq ft distribution centre at DIRFT, Daventry. The site handles home and garden products for a number of high street and online retailers.

Shift pattern: 4 on 4 off, 18:00 - 06:00 (nights only)
Pay: £16.85 per hour, plus overtime at time and a half

The role:
- Lead a team of 25-35 warehouse operatives across goods in, picking and despatch
- Allocate labour at the start of each shift and move people around to hit the plan
- Monitor productivity and accuracy KPIs through the WMS (Manhattan SCALE) and take action where needed
- Carry out return-to-work interviews, one-to-ones and basic performance conversations
- Make sure health and safety rules are followed on the floor, complete accident reports and toolbox talks
- Complete the end of shift handover and Excel reports for the shift manager

What the client is looking for:
- Previous experience as a team leader or supervisor in a warehouse or distribution environment
- Working knowledge of a warehouse management system
- Basic Excel skills
- Must be happy working permanent nights on a 4 on 4 off rota
- A counterbalance, reach or LLOP licence (MHE) is desirable
- IOSH Managing Safely would be an advantage
- Good communication skills and able to solve problems on the shift without waiting for help

Pillar Staffing Solutions is acting as an employment agency for this vacancy. Please apply with your CV and one of our consultants will be in touch within 48 hours.

Job Types: Full-time, Permanent

Work Location: In person

Report job
Hiring Insights
Job activity
Posted 6 days ago`,
  },
  {
    title: 'Office Administrator',
    company: 'Kauri Point Construction Ltd',
    skills: [
      'Office Administration',
      'Microsoft Office',
      'Xero',
      'Accounts Payable',
      'Invoicing',
      'Timesheet Processing',
      'Data Entry',
      'Diary Management',
      'Health and Safety Records',
      'Driving Licence',
      'Organisational Skills',
      'Communication',
      'Multitasking',
    ],
    field: 'administration',
    half: 'unseen',
    id: 'office-administrator-seek-auckland-construction-nav-first-bare-card-ltd-in-text',
    text: `SEEK
Job search   Profile   Career advice   Company reviews      Sign in   Employer site

Office Administrator
Kauri Point Construction
Penrose, Auckland
Administrative Assistants (Administration & Office Support)
Full time
$60,000 – $65,000 per year
Posted 8d ago

Quick apply   Save

About us
Kauri Point Construction Ltd is a family-owned commercial builder that has been delivering schools, medical centres and light industrial buildings across Auckland and Waikato for 22 years. We have 45 staff and up to eight projects running at any one time. Our small head office team in Penrose keeps everything moving – and we need one more organised person to join them.

The role
This is a varied, full-time position (Monday to Friday, 7.30am – 4pm) supporting our Operations Manager, Quantity Surveyor and project managers. No two days are the same, but a typical week looks like:

- Answering phones and greeting visitors, subcontractors and couriers
- Entering supplier invoices and coding them in Xero, chasing approvals from project managers
- Preparing progress-claim invoices for clients and following up payments
- Checking weekly timesheets from site and sending them through for payroll
- Keeping our health and safety register up to date: Site Safe passports, inductions, toolbox meeting minutes and incident reports
- Managing diaries, booking travel and setting up meetings
- Ordering PPE, stationery and site consumables
- General data entry, filing and keeping our project documents tidy in Procore

About you
- At least 2 years' experience in an office administration role – construction or trades experience is a bonus
- Confident with Microsoft Office (Outlook, Word and especially Excel)
- Experience with Xero or similar accounting software
- Procore or other project management software would be helpful but we will train you
- You are organised, calm when the phone keeps ringing and able to juggle several tasks
- Friendly, clear communicator with a can-do attitude
- Full NZ driver licence (occasional trips to site and the bank)
- NZ residency or a valid work visa

What we offer
- Competitive salary in the range of $60k – $65k depending on experience
- Free on-site parking, a modern office and a team that looks after each other
- Friday lunches and an end-of-project BBQ

If this sounds like you, click apply and send us your CV and a short cover letter. Applications close Friday 28 March.

Your application will include the following questions:
Which of the following statements best describes your right to work in New Zealand?
How many years' experience do you have as an office administrator?
Which of the following accounting software are you experienced with?

Report this job advert
Be careful – Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    title: 'IT Project Manager',
    company: 'Mabuhay Consolidated Distributors, Inc.',
    skills: [
      'IT Project Management',
      'ERP Implementation',
      'SAP S/4HANA',
      'Waterfall',
      'Agile',
      'Vendor Management',
      'Budget Management',
      'Risk Management',
      'Microsoft Project',
      'Jira',
      'PMP',
      'Stakeholder Management',
      'Leadership',
      'Communication',
    ],
    field: 'project management',
    half: 'tune',
    id: 'it-project-manager-jobstreet-makati-bracket-specialty-inc-comma-second-language',
    text: `JobStreet by SEEK
Job search   Profile   Career advice   Explore companies      Sign in   Employer site

IT Project Manager (ERP Implementation)
Mabuhay Consolidated Distributors, Inc.
Makati City, Metro Manila
Management (Information & Communication Technology)
Full time
₱90,000 – ₱120,000 per month
Posted 2d ago

Quick apply   Save

Mabuhay Consolidated Distributors, Inc. is one of the biggest distributors of consumer goods in the country, with 26 branches and warehouses from Luzon to Mindanao and more than 3,000 employees. To support our digital transformation, we are in need of an IT PROJECT MANAGER who will lead the rollout of our new ERP system.

JOB DESCRIPTION:
- Lead the end-to-end implementation of SAP S/4HANA for Finance, Sales & Distribution and Warehouse Management modules in all branches
- Prepare project plan, timeline, budget and resource plan and ensure project is delivered on time and within budget
- Manage the implementation partner and other third party vendors, review SOW and deliverables
- Conduct regular status meeting with the Steering Committee and business process owners
- Identify project risks and issues and prepare mitigation plans
- Coordinate user acceptance testing (UAT), data migration, cut-over and go-live activities
- Ensure proper documentation and change management, including training of end users in the branches
- Monitor tasks of the project team using MS Project and Jira

QUALIFICATIONS:
- Graduate of BS Information Technology, Computer Science, Industrial Engineering or any related course
- At least 5 years experience as IT Project Manager, with at least 1 full-cycle ERP implementation (SAP preferred)
- Knowledgeable in both Waterfall and Agile methodologies
- With experience in handling vendor and budget
- PMP certification is an advantage
- Strong leadership and communication skills, can handle different stakeholders from branch staff up to top management
- Willing to travel to provincial branches during rollout
- Amenable to work onsite in Makati (hybrid set-up after go-live)
- Can start immediately or within 30 days is preferred

BENEFITS:
- HMO coverage from Day 1 plus 2 dependents
- 15 days Vacation Leave and 15 days Sick Leave
- 13th month pay and performance bonus
- Rice and transportation allowance
- Group life insurance

Interested applicants may click "Quick Apply" and attach updated resume. Only qualified applicants will be entertained.

Be careful - Don't provide your bank or credit card details when applying for jobs. Report this job ad`,
  },
  {
    title: 'Post Basic Pharmacist Assistant',
    company: 'Protea Valley Pharmacies (Pty) Ltd',
    skills: [
      'SAPC Registration',
      'Dispensing',
      'Script Processing',
      'Medical Aid Claims',
      'Stock Control',
      'Over-the-counter Advice',
      'Unisolv',
      'Customer Service',
      'Computer Literacy',
      'Attention to Detail',
      'Communication',
      'Teamwork',
    ],
    field: 'pharmacy',
    half: 'unseen',
    id: 'pharmacist-assistant-pnet-durbanville-capitals-dash-place-pty-in-text',
    text: `PNet
Jobs   Career Advice   Recruiters      Sign in   Register

< Back to results

POST BASIC PHARMACIST ASSISTANT - DURBANVILLE
Protea Valley Pharmacies
Durbanville, Western Cape
Permanent
Market related
Published 1 day ago

Apply now

Description

Protea Valley Pharmacies (Pty) Ltd is a proudly independent group of seven community pharmacies in the Northern Suburbs and Winelands. We are looking for a friendly, reliable Post Basic Pharmacist Assistant to join our busy Durbanville branch.

Duties and responsibilities
- Dispensing of prescriptions under the supervision of the Responsible Pharmacist
- Processing scripts and medical aid claims on Unisolv, and resolving rejections with the medical schemes
- Advising customers on over-the-counter (Schedule 0 to 2) medicines and referring to the pharmacist when needed
- Ordering, receiving and packing stock, stock counts and checking expiry dates
- Maintaining the cold chain and dispensary records according to GPP
- Assisting at the front shop and clinic when needed

Minimum requirements
- Registered with the South African Pharmacy Council (SAPC) as a Post Basic Pharmacist's Assistant – proof of current registration is required
- Matric
- Minimum 2 years' dispensing experience in a retail pharmacy
- Unisolv experience is essential
- Computer literate (MS Office, email)
- Good knowledge of medical aid claim procedures

Personal attributes
- Excellent attention to detail and accuracy
- Good communication and customer service skills
- Team player with a positive attitude
- Willing to work shifts including Saturdays, Sundays and public holidays on a rotation basis

Working hours: Mon – Fri 08:00 – 18:00 and rotational weekends, 45 hours per week.

Please note: Only shortlisted candidates will be contacted. If you have not heard from us within 2 weeks, please consider your application unsuccessful.

Protea Valley Pharmacies is an equal opportunity employer and preference will be given to candidates in line with our Employment Equity plan.

Apply now

Similar jobs
Pharmacist Assistant (Basic) · Bellville · Permanent
Responsible Pharmacist · Stellenbosch · Market related`,
  },
  {
    title: 'Practice Manager',
    company: 'Bayside Road Medical Group Pty Ltd',
    skills: [
      'Medical Practice Management',
      'Team Leadership',
      'Staff Rostering',
      'Medicare Billing',
      'RACGP Accreditation',
      'Best Practice',
      'Financial Reporting',
      'Recruitment',
      'Work Health and Safety',
      'Police Check',
      'Certified Practice Manager',
      'Complaints Handling',
      'Communication',
      'Conflict Resolution',
    ],
    field: 'healthcare administration',
    half: 'tune',
    id: 'practice-manager-gp-clinic-agency-email-brighton-east-client-named-position-line',
    text: `From: Hannah Okafor <hannah.okafor@example.com.au>
To: Priya Menon
Date: Tue, 11 Mar, 9:42 am
Subject: Practice Manager - GP clinic, Brighton East - $105k + super

Hi Priya,

Great to chat yesterday – thanks for being so open about what you're looking for next. As promised, here are the details of the role I mentioned. My client is happy for me to share their name with you, but please keep it confidential for now as their current manager hasn't announced her retirement to the wider team yet.

Position: Practice Manager
Client: Bayside Road Medical Group Pty Ltd
Location: Brighton East, VIC (on site, Mon–Fri, some flexibility on start/finish times)
Salary: $100,000 – $110,000 + super, plus annual bonus tied to accreditation and budget
Start: May (4-week handover with the outgoing manager)

About the practice
Bayside Road is a mixed billing, RACGP-accredited general practice with 14 GPs, 2 GP registrars, 5 practice nurses, an allied health suite (physio, psychology, dietitian) and 12 reception/admin staff. They see around 650 patients a week and have been in the area for 30 years. The owners are two GPs who want a manager they can genuinely hand the business side to.

What they need you to do
- Lead and roster the reception and nursing team (around 20 staff), including recruitment, inductions and performance reviews
- Oversee Medicare and private billing, reconcile daily takings, chase outstanding accounts and reduce rejected claims
- Own RACGP accreditation (they are due for re-accreditation in October) and keep policies and procedures current
- Prepare monthly financial reports for the owners and manage the budget
- Manage contracts with the doctors and allied health tenants, suppliers and IT provider
- WHS, infection control and privacy compliance
- Handle patient feedback and complaints – professionally and with a thick skin!

What they're looking for
- At least 3 years as a practice manager or assistant practice manager in Australian general practice (non-negotiable, they won't consider hospital admin only)
- Strong knowledge of the MBS and Medicare billing rules, including bulk billing incentives and care plans
- Experience with Best Practice software (they are on Best Practice + HotDoc); Pracsoft is fine too
- Someone who has taken a practice through RACGP accreditation
- Certified Practice Manager (CPM) through AAPM would be a plus
- National Police Check (they'll pay for it if you don't have a current one)
- Calm, good communicator who can handle a difficult conversation with a doctor or a patient fairly

If this is of interest, reply with your updated CV and a good time for a call with Dr Sarah Whitfield, one of the owners – she's free Thursday afternoon or Friday morning. I'll also need two references from your current or previous practice, ideally a GP and a manager.

Speak soon,

Hannah Okafor
Senior Consultant – Healthcare Support
Coastline Medical Recruitment
M: 0400 555 218
E: hannah.okafor@example.com.au
Level 3, 120 Collins Street, Melbourne VIC 3000

This email and any attachments are confidential. If you have received it in error, please notify the sender and delete it.`,
  },
  {
    title: 'Teacher of English',
    company: 'Kōwhai Ridge High School',
    skills: [
      'Teaching Council Registration',
      'Secondary English Teaching',
      'NCEA',
      'Curriculum Planning',
      'Literacy',
      'Assessment and Moderation',
      'Differentiated Instruction',
      'Classroom Management',
      'Pastoral Care',
      'Police Vetting',
      'Māori',
      'Collaboration',
      'Relationship Building',
    ],
    field: 'education',
    half: 'unseen',
    id: 'teacher-of-english-education-gazette-hamilton-school-bulletin-bilingual-name-dash-type',
    text: `Education Gazette | Tukutuku Kōrero
Home   News   Jobs   Notices   Subscribe

Jobs > Secondary > English
Listing ID: 1H7xq4
Closing date: 4 April
Start date: Term 2

Kōwhai Ridge High School | Te Kura Tuarua o Puketāwhero
Hamilton, Waikato

Teacher of English – Permanent Full-time

Kōwhai Ridge High School is a co-educational state secondary school of 1,150 ākonga in the north of Kirikiriroa. We are proud of our diverse community, our strong English and Performing Arts departments, and our commitment to Te Tiriti o Waitangi.

Our English department of 11 kaiako is looking for an enthusiastic, collaborative colleague to teach English from Year 9 to Year 13, including NCEA Levels 1–3. A Scholarship English class may be available for the right candidate.

The successful applicant will:
• Be a registered teacher with a current practising certificate from the Teaching Council of Aotearoa New Zealand
• Have sound knowledge of the English learning area of the New Zealand Curriculum and NCEA assessment, including internal moderation
• Plan engaging, culturally responsive lessons and differentiate for a wide range of learners, including ESOL students and students with learning support needs
• Use evidence of literacy progress to shape their teaching
• Manage the classroom with warmth and high expectations
• Contribute to the pastoral care of a tutor (whānau) class and to the wider life of the school – sport, drama, debating or kapa haka
• Build strong relationships with ākonga and their whānau

Confidence with te reo Māori me ōna tikanga is valued, or a willingness to grow in this area.

Beginning teachers are welcome to apply; a full induction and mentoring programme is provided. A Management Unit may be available for an experienced teacher with proven leadership.

This appointment is subject to a satisfactory Police vet and safety check under the Children's Act 2014.

Application pack available from the school website or email the Principal's PA, Mrs Tania Rāwiri, at recruitment@example.school.nz. Please send a cover letter, CV and the names of two referees.

Kōwhai Ridge High School
Te Kura Tuarua o Puketāwhero
142 Forest Lake Road, Hamilton 3200

Apply now   Save   Share

Published by the Ministry of Education | Te Tāhuhu o te Mātauranga`,
  },
  {
    title: 'Early Childhood Educator, Infant/Toddler',
    company: 'Little Cedars Early Learning Society',
    skills: [
      'ECE Certification',
      'Infant and Toddler Educator Certification',
      'First Aid and CPR',
      'Criminal Record Check',
      'Infant and Toddler Care',
      'BC Early Learning Framework',
      'Emergent Curriculum',
      'Pedagogical Documentation',
      'Child Development',
      'FOODSAFE',
      'Parent Communication',
      'Teamwork',
      'Patience',
    ],
    field: 'early childhood education',
    half: 'tune',
    id: 'early-childhood-educator-indeed-coquitlam-nav-first-bracket-abbreviation-dash-age-group-society',
    text: `Skip to main content
Indeed
Home   Company reviews   Find salaries      Sign in   Employers / Post Job

Early Childhood Educator (ECE) - Infant/Toddler
Little Cedars Early Learning Society
4.4 ★ 19 reviews
Coquitlam, BC
$28.50–$32.00 an hour - Full-time, Permanent
Apply now

Profile insights
Licenses
Early Childhood Educator (ECE) (Required)
Infant and Toddler Educator (ITE) (Required)
First Aid Certification (Required)

Job details
Pay
$28.50–$32.00 an hour
Job type
Full-time
Permanent
Shift and schedule
Monday to Friday
8 hour shift
Day shift

Benefits
Pulled from the full job description
Dental care
Extended health care
Paid time off
RRSP match
On-site parking

Full job description
Little Cedars Early Learning Society is a non-profit, licensed childcare centre in Coquitlam with two infant/toddler programs (12 children each, 0–36 months) and two 3-5 programs. We follow the BC Early Learning Framework and an emergent, play-based approach with lots of outdoor time in our forest garden.

We are looking for a warm and dedicated Infant/Toddler Educator to join our team full-time. The wage includes the $6/hour ECE Wage Enhancement from the Province of BC.

Responsibilities:
- Provide responsive, nurturing care to infants and toddlers, including feeding, diapering, toilet learning and sleep routines
- Plan and carry out emergent curriculum based on children's interests, with the team
- Observe and document children's learning through pedagogical narrations and photos in our family app (HiMama)
- Support each child's development and identify children who may need extra support
- Keep families informed through daily conversations and the app, and build trusting relationships
- Maintain a safe, clean and healthy environment as required by Community Care Facilities Licensing

Requirements:
- Valid BC ECE certificate AND Infant and Toddler Educator (ITE) certificate
- Current Standard First Aid with CPR level C (infant and child), or willing to complete before start date
- Clear Criminal Record Check through the Ministry of Public Safety and Solicitor General (CRRP)
- Minimum 1 year experience in an infant/toddler group setting is preferred
- FOODSAFE Level 1 is an asset
- Works well in a team, patient and positive

We offer:
- 10 paid sick days and 3 weeks vacation after the first year
- Extended health and dental after 3 months
- 4% RRSP matching
- 2 paid professional development days each year
- Small ratios and a supportive manager

Job Types: Full-time, Permanent
Pay: $28.50-$32.00 per hour
Work Location: In person

Report job
Hiring Insights
Job activity
Employer reviewed job 2 days ago`,
  },
  {
    title: 'Assistant Store Manager',
    company: 'Clodagh & Finn Retail Limited',
    skills: [
      'Retail Management',
      'Team Leadership',
      'Sales Target Management',
      'KPI Analysis',
      'Visual Merchandising',
      'Stock Management',
      'Staff Rostering',
      'Cash Handling',
      'Loss Prevention',
      'Customer Service',
      'Coaching',
      'Communication',
    ],
    field: 'retail',
    half: 'unseen',
    id: 'assistant-store-manager-irishjobs-cork-fashion-nav-first-bare-card-limited-in-footer',
    text: `IrishJobs.ie
Jobs   Recruiters   Career Advice   Salary Guide      Sign in   Register

Assistant Store Manager
Clodagh & Finn
Cork City Centre, Cork
Permanent full-time
€36,000 - €40,000 per year
Posted 5 days ago

Apply   Save job

Clodagh & Finn is an Irish fashion and lifestyle brand with 23 stores across Ireland and Northern Ireland and a fast-growing online business. We design womenswear, accessories and homewares in our Dublin studio and sell them in stores that feel like a friend's living room.

We're now looking for an Assistant Store Manager for our flagship store on Oliver Plunkett Street, Cork – our second busiest store, with a team of 28.

As Assistant Store Manager, you'll support the Store Manager in running every part of the store and take full responsibility when they're off. You will:
- Drive sales and hit weekly and monthly targets, reading the KPIs (conversion, ATV, UPT) and acting on them with the team
- Lead, coach and develop the sales team – on the shop floor, not from the office
- Plan staff rosters within the hours budget
- Keep visual merchandising to brand standard and react to what's selling
- Manage deliveries, stock replenishment, transfers and stock counts
- Open and close the store, cash up and bank takings, and look after store security and loss prevention
- Create great customer experiences and handle the tricky ones

What we're looking for:
- At least 2 years' experience as an Assistant Manager, Supervisor or Department Manager in fashion or lifestyle retail
- A commercial head: you understand what the numbers are telling you
- A natural coach who brings out the best in people
- Confident communicator with customers, your team and head office
- Availability to work a 5 over 7 rota, including weekends and late-night Thursdays

What we offer:
- Salary €36,000 – €40,000 depending on experience, plus quarterly bonus
- 40% staff discount and a seasonal clothing allowance
- Company pension with 5% employer contribution after 6 months
- Bike to Work scheme
- A real path to Store Manager – 70% of our Store Managers were promoted from within

Clodagh & Finn Retail Limited is an equal opportunities employer.

Apply now

Similar jobs
Store Supervisor · Cork · €15.50 per hour
Department Manager · Mahon Point · €34,000`,
  },
  {
    title: 'Restaurant Supervisor',
    company: 'Marsa Crown Hospitality L.L.C.',
    skills: [
      'Food and Beverage Service',
      'Team Supervision',
      'Guest Relations',
      'Complaint Handling',
      'Upselling',
      'Staff Training',
      'Oracle MICROS',
      'HACCP',
      'English',
      'Shift Work',
      'PIC Certification',
      'Arabic',
      'Leadership',
      'Communication',
    ],
    field: 'hospitality',
    half: 'tune',
    id: 'restaurant-supervisor-smartrecruiters-dubai-dash-hotel-brand-header-llc-in-text-second-language',
    text: `Marsa Crown Hotels & Resorts

Restaurant Supervisor - Marsa Crown Creekside Dubai
Dubai, Dubai, United Arab Emirates
Full-time

Company Description

Marsa Crown Creekside Dubai is a 5-star hotel with 412 rooms and suites, 7 restaurants and bars and an award-winning brunch, located on the banks of Dubai Creek. We are part of Marsa Crown Hotels & Resorts, a growing collection of 14 hotels in the UAE, Oman and Egypt.

Job Description

We are looking for a passionate Restaurant Supervisor for our all day dining restaurant "Saffron Table" (220 covers, breakfast, lunch and dinner buffets and a la carte).

Main duties and responsibilities:
- Supervises the service team during the shift and ensures all guests are greeted and served according to Marsa Crown standards
- Assists the Restaurant Manager in the daily operation of the outlet, prepares the daily briefing and allocates sections
- Handles guest requests and complaints in professional manner and follows up until guest is satisfied
- Drives sales by upselling beverages, desserts and promotions
- Conducts on-the-job training for waiters, hostesses and commis
- Ensures food safety and hygiene standards according to HACCP and Dubai Municipality regulations are followed at all times
- Operates and controls the Micros POS, checks the bills and cashier closing at the end of the shift
- Prepares the duty rota and controls the attendance of team members

Qualifications

- Minimum 2 years experience as Restaurant Supervisor or Captain in a 4 or 5 star hotel
- Fluent in English, both spoken and written
- Arabic language is a plus
- Good knowledge of Oracle Micros (Simphony or 3700)
- PIC (Person In Charge) certificate from Dubai Municipality is an advantage
- Hospitality diploma is preferred
- Strong leadership and communication skills, well groomed and guest oriented
- Able to work in shifts, weekends and public holidays

Additional Information

Benefits: tax-free salary, shared staff accommodation, transportation, meals on duty, medical insurance, 30 days annual leave and annual air ticket to home country.

Marsa Crown Hospitality L.L.C. is an equal opportunity employer. Only shortlisted candidates will be contacted.

I'm interested
Privacy Policy and Cookie Policy
Powered by SmartRecruiters`,
  },
  {
    title: 'Reach Truck Operator',
    company: 'Northbridge Staffing Inc.',
    skills: [
      'Reach Truck Operation',
      'Forklift Certification',
      'WHMIS',
      'RF Scanner',
      'Putaway',
      'Replenishment',
      'Cycle Counting',
      'Warehouse Management Systems',
      'Order Picking',
      'Workplace Safety',
      'Reliability',
      'Attention to Detail',
    ],
    field: 'warehouse and logistics',
    half: 'unseen',
    id: 'reach-truck-operator-agency-email-mississauga-client-unnamed-position-line-dash-shift',
    text: `From: Jaspreet Gill <jgill@example.ca>
To: Marcus Thompson
Subject: Reach truck job in Mississauga - $24.50/hr - can you start Monday?
Date: Wed, Mar 12, 2:17 PM

Hi Marcus,

I came across your resume on Indeed and saw you have 3 years on reach trucks at a 3PL in Brampton - I think you'd be a great fit for a position we're filling right now. Details below:

Position: Reach Truck Operator - Afternoon Shift
Employer: Our client, a large national grocery distributor (name shared at interview)
Location: Meadowvale area, Mississauga (near Argentia Rd & Mississauga Rd, accessible by MiWay route 43)
Shift: Monday to Friday, 3:00 PM to 11:30 PM (fixed afternoons), overtime available on Saturdays
Pay: $24.50/hr + $1.00/hr shift premium, temp-to-perm after 480 hours
Start: Monday, March 17

What you'd be doing:
- Operating a stand-up reach truck in a high-bay freezer and cooler area (racking up to 35 ft)
- Putaway of inbound pallets and replenishment of pick slots
- Using an RF scanner and the client's WMS to confirm every move
- Cycle counts and investigating variances
- Helping with order picking when volume is high
- Following all safety rules and doing daily pre-shift inspections on your truck

What they need:
- Minimum 1 year of recent reach truck experience (counterbalance alone is not enough)
- Valid reach truck certification (issued within the last 3 years) - please send me a copy
- WHMIS training certificate
- Experience with RF guns / scanners
- CSA approved steel toe boots and warm clothing for the freezer (the client provides a freezer suit)
- Reliable! The client is very strict on attendance and punctuality during the temp period
- Good attention to detail - they track accuracy per operator

If you're interested, just reply with your updated resume and your certificates, or call me at 905-555-0163 so we can book a quick phone screen. There's also a short forklift practical test at the client's site before you start.

Thanks,

Jaspreet Gill
Recruitment Coordinator, Industrial Division
Northbridge Staffing Inc.
905-555-0163 | jgill@example.ca
www.example.ca/northbridge

Northbridge Staffing Inc. is a licensed temporary help agency in Ontario (THA licence on file). We do not charge fees to job seekers.`,
  },
  {
    title: 'Multi-Drop Van Driver',
    company: 'Swiftline Parcels Ltd',
    skills: [
      'Driving Licence',
      'Clean Driving Record',
      'Handheld Scanner',
      'Proof of Delivery',
      'Vehicle Checks',
      'Basic DBS',
      'Customer Service',
      'Time Management',
      'Reliability',
    ],
    field: 'transport',
    half: 'tune',
    id: 'multi-drop-van-driver-cv-library-avonmouth-title-and-employer-first-line-dash-employer',
    text: `Multi-Drop Van Driver – Swiftline Parcels Ltd
Avonmouth, Bristol · £13.20 - £14.50 per hour · Permanent · Full Time
Posted 1 day ago
Apply now   Save

Swiftline Parcels Ltd is an independent parcel carrier delivering for online retailers across Bristol, Bath and South Gloucestershire. We are hiring employed (not self-employed!) multi-drop drivers to join our Avonmouth depot.

What's on offer
- £13.20 per hour, rising to £14.50 after 12 weeks
- Paid for every hour you work – no "per drop" rates
- 5 days out of 7, around 9 hours a day, rota published 3 weeks ahead
- Brand new electric vans (Ford E-Transit), fuel card not needed!
- 28 days holiday including bank holidays, pension, uniform and company phone
- Referral bonus £300

The job
You'll load your van at the depot from 7:00am and deliver 110–140 parcels a day to homes and businesses on a set route. You'll use our handheld scanner app to scan every parcel, take photo or signature proof of delivery and follow the route it plans for you (with a bit of local knowledge of your own). Before you leave you'll do a walk-round vehicle check and report any defects.

What we need from you
- Full UK manual or automatic driving licence held for at least 2 years
- No more than 6 points on your licence and no DR, IN or DD convictions
- Happy to pass a Basic DBS check (we pay for it)
- Experience of multi-drop or courier driving is preferred but not essential – full training given
- Good time management and a friendly manner with customers on the doorstep
- Reliable and punctual – the route doesn't run without you

Minimum age 21 (insurance requirement).

Click Apply and we'll call you back within 2 working days to book a road assessment at the depot.

Swiftline Parcels Ltd, Unit 7 Kings Weston Lane, Avonmouth, Bristol BS11
Company registration number 09876543

Recommended jobs
Delivery Driver · Bath · £12.60 per hour
Van Driver (Nights) · Filton · £14.00 per hour
cv-library.co.uk | Terms | Privacy | Cookies`,
  },
  {
    title: 'Maintenance Electrician',
    company: 'Darling Downs Premium Meats Pty Ltd',
    skills: [
      'Electrical Licence',
      'Electrical Fault Finding',
      'PLC Troubleshooting',
      'Variable Speed Drives',
      'Three-phase Motors',
      'Preventive Maintenance',
      'CMMS',
      'Shift Work',
      'Working at Height',
      'Driving Licence',
      'Hazardous Areas Certification',
      'Food Processing',
      'Problem Solving',
      'Teamwork',
    ],
    field: 'trades',
    half: 'unseen',
    id: 'maintenance-electrician-seek-toowoomba-meatworks-body-only-title-in-sentence-roster',
    text: `Who we are
Darling Downs Premium Meats is a family-owned beef processor on the outskirts of Toowoomba. We process around 1,100 head a day for domestic and export customers in 18 countries and employ more than 900 people on site. Our engineering team of 60 keeps a modern plant running safely six days a week.

The role
We are seeking a Maintenance Electrician to join our engineering team on a permanent full-time basis. You will work on a 2 week rotating roster (day shift 5:30am–2:00pm / afternoon shift 2:00pm–10:30pm, Monday to Friday, plus one Saturday in four) alongside our fitters and refrigeration techs.

Your day-to-day will include:
• Breakdown response and electrical fault finding across slaughter floor, boning room, rendering and chillers
• Troubleshooting Allen-Bradley PLC systems (ControlLogix/CompactLogix) and HMIs with our controls engineer
• Installing, programming and maintaining VSDs, soft starters and three-phase motors
• Completing preventive maintenance work orders and recording history in our CMMS (MEX)
• Working from EWPs and ladders – working at heights ticket required (we can put you through it)
• Following our HACCP, AQIS/DAFF export and food safety rules in all production areas

To be successful you will have:
• A current Queensland Electrical Worker Licence (or the ability to transfer your interstate licence before starting) – essential
• Trade qualified (Certificate III in Electrotechnology) with industrial maintenance experience
• Strong fault finding skills and PLC experience
• Hazardous areas (Ex) competency is highly regarded
• Previous experience in meat processing or another food manufacturing environment is preferred
• A problem solver who works well in a team and puts safety first
• Current open or provisional driver's licence

What we offer
• $48.50 per hour base rate plus shift allowances, tool allowance and overtime at penalty rates
• Free work clothing, boots and lockers, subsidised canteen
• Ongoing training in controls and automation
• Relocation assistance for the right candidate

If this sounds like you, hit apply now. All applicants will be required to undergo a pre-employment medical and drug and alcohol test.

Darling Downs Premium Meats Pty Ltd
Toowoomba QLD 4350
Maintenance & Repair (Trades & Services)
Full time
$48.50 per hour + allowances
Posted 3d ago`,
  },
  {
    title: 'Analytics Engineer',
    company: 'Velora Mobility B.V.',
    skills: [
      'SQL',
      'dbt',
      'Data Modelling',
      'BigQuery',
      'Git',
      'Data Quality Testing',
      'Looker',
      'English',
      'VOG',
      'Python',
      'Dagster',
      'Fivetran',
      'Stakeholder Communication',
      'Ownership',
    ],
    field: 'data',
    half: 'tune',
    id: 'analytics-engineer-ashby-amsterdam-logo-first-sidebar-fields-bv-in-text-second-language',
    text: `Velora
Jobs

Analytics Engineer

Location
Amsterdam
Employment Type
Full time
Location Type
Hybrid
Department
Data & Analytics
Compensation
€62K – €78K • Offers Equity

Overview   Application

Hi! We are Velora 🚲
Velora makes e-bikes a subscription: one monthly fee, no worries about repairs, theft or maintenance. We started in Amsterdam in 2019 and now have more than 85,000 riders in the Netherlands, Belgium and Germany. Our data team is 9 people and we are growing it with a second Analytics Engineer.

What you will do
As Analytics Engineer you sit between our data engineers and the analysts. You will be responsible for making sure everybody in the company can trust the numbers. Next to that you will:
- Build and maintain our dbt project (around 600 models) on top of BigQuery
- Design clean data models (Kimball style) for subscriptions, repairs, logistics and finance
- Write tests and monitoring so data quality problems are found before the CFO finds them
- Make the semantic layer in Looker and help analysts and business users with self-service
- Review pull requests in Git and keep our documentation up to date
- Work together with Ops, Finance and Marketing to understand what they really need

What we are looking for
- 3+ years experience as analytics engineer, BI developer or data analyst with strong engineering side
- You are very strong in SQL, this is a must
- Hands-on experience with dbt in production
- Good understanding of dimensional data modelling
- Experience with a cloud data warehouse (BigQuery preferred, Snowflake also fine)
- You work with Git as a normal thing
- Nice to have: Python, Dagster or Airflow, Fivetran
- You communicate clearly with non-technical stakeholders and you take ownership of your work
- Our company language is English, Dutch is not needed

What we offer you
- A nice salary between €62K and €78K plus equity (VSOP)
- 27 vacation days and 8% holiday allowance
- A Velora e-bike of course, for free, and NS Business Card for train travel
- Pension with contribution by Velora
- €1,200 yearly learning budget
- Hybrid: 2 days per week in our office at the Houthavens, rest where you want
- Help with relocation and the 30% ruling if you qualify

Velora Mobility B.V. is an equal opportunity employer. We don't care about where you are from, who you love or what you believe – only about what you can do. A VOG (certificate of conduct) is part of our hiring process.

Apply for this Job

Powered by Ashby   Privacy Policy   Security   Vulnerability Disclosure`,
  },
  {
    title: 'Product Designer, Mobile',
    company: 'Paystride Technologies Limited',
    skills: [
      'Product Design',
      'Figma',
      'Mobile App Design',
      'Interaction Design',
      'Prototyping',
      'Wireframing',
      'Design Systems',
      'User Research',
      'Usability Testing',
      'Mixpanel',
      'Motion Design',
      'Fintech Experience',
      'Collaboration',
      'Communication',
    ],
    field: 'design',
    half: 'unseen',
    id: 'product-designer-mobile-linkedin-lagos-company-line-first-comma-specialty-limited-in-about',
    text: `Paystride
Product Designer, Mobile
Lagos, Lagos State, Nigeria · 1 week ago · 87 applicants
Hybrid · Full-time · Mid-Senior level
51-200 employees · Financial Services
Skills: Figma, Prototyping, +8 more
Apply   Save

Meet the hiring team
Tolulope Adeyemi
Head of Design at Paystride
Job poster · Message

About the job
Paystride helps 1.4 million Nigerians save, send money and pay bills from one simple app. We're a team of 140 across Lagos, Abuja and Nairobi, and our design team of 6 is hiring a Product Designer to own the experience of our mobile app end to end.

What you'll be doing
You'll join our Payments squad (PM, 5 engineers, QA and you) and own the flows that move money – transfers, bill payments and cards. That means understanding the problem with the PM, running quick research with customers at our Yaba experience centre or over the phone, sketching wireframes, designing high-fidelity screens and interactive prototypes in Figma, testing them with real users and working closely with engineers until it ships. After launch, you'll look at the data in Mixpanel to see what worked.

You'll also contribute to Stride, our design system, adding and documenting components for iOS and Android.

What we're looking for
- 3+ years designing consumer mobile apps that are live in the App Store and Play Store
- Excellent interaction and visual design skills, shown in a portfolio with case studies
- Expert in Figma, including auto layout, variants and prototyping
- Good knowledge of Apple's Human Interface Guidelines and Material Design
- Experience running user research and usability tests, and turning findings into design decisions
- Comfortable contributing to a design system
- Nice to have: fintech or banking experience, motion design (ProtoPie, After Effects, Lottie)
- You collaborate well with PMs and engineers and explain your design decisions clearly

What we offer
- Competitive salary in Naira plus a USD-linked annual bonus
- HMO for you and your family (up to 4 dependants)
- MacBook Pro and a monthly data and power allowance
- 20 working days leave + your birthday off
- Learning budget for conferences and courses

Show more

About the company
Paystride
Financial Services · 51-200 employees · 163 on LinkedIn
Paystride Technologies Limited is licensed by the Central Bank of Nigeria as a Payment Solution Service Provider (PSSP)...
Follow

People also viewed
UI/UX Designer · Moniepath · Lagos · 2 weeks ago
Senior Product Designer · Keza Health · Remote`,
  },
  {
    title: 'Technical Support Engineer',
    company: 'Kloofnek Software (Pty) Ltd',
    skills: [
      'Technical Support',
      'Troubleshooting',
      'SQL',
      'REST APIs',
      'Postman',
      'Log Analysis',
      'Linux',
      'Jira Service Management',
      'Incident Management',
      'Shift Work',
      'On-Call',
      'Scripting',
      'AWS',
      'Customer Communication',
    ],
    field: 'technical support',
    half: 'tune',
    id: 'tier-2-technical-support-engineer-healthcare-saas-greenhouse-cape-town-about-us-first-bracket-tier-pty',
    text: `Kloofnek builds the software that runs more than 3,000 clinics, pharmacies and laboratories in 11 African countries – appointments, billing, medical aid claims and stock, in the cloud. When our software stops, a patient waits. That's why our support team matters so much.

Technical Support Engineer (Tier 2)
Cape Town, Western Cape, South Africa

Apply

About the role
Our Tier 2 support team takes over the tickets our Customer Success agents can't solve. You'll dig into logs and databases, reproduce bugs, find workarounds for customers and hand clean, well-documented issues to our engineering squads. You're the bridge between a frustrated pharmacist in Kumasi and a developer in Cape Town – so you need to speak both languages.

What you'll do
- Investigate and resolve escalated tickets in Jira Service Management within our SLAs
- Query our PostgreSQL databases with SQL to understand and fix data problems
- Test and debug our REST APIs and integrations with medical schemes and labs using Postman
- Analyse application logs in Grafana/Loki and our Linux servers to find the root cause
- Lead the customer communication during incidents and write post-incident notes
- Write and improve knowledge base articles and internal runbooks
- Spot patterns in tickets and suggest product improvements

What you need
- 2+ years in technical support, application support or a similar role for a SaaS product
- Good SQL – you can write joins and understand a query plan
- Experience with REST APIs and tools like Postman
- Comfortable on the Linux command line and reading logs
- Experience with incident management and ticketing tools
- Available to work rotating early (06:00–15:00) and late (13:00–22:00) shifts, and to join the weekend on-call rota about once a month (paid standby allowance)
- Clear, calm written and verbal communication with customers who are not technical

Nice to have
- Scripting in Python or Bash
- AWS experience
- Experience in healthcare or medical billing software

What we offer
Market-related salary, medical aid and retirement fund contributions, a work-from-home allowance, hybrid work (2 days a week in our Woodstock office), 21 days leave plus your birthday, and a yearly learning budget.

Kloofnek Software (Pty) Ltd is an equal opportunity employer and a Level 2 B-BBEE contributor. Preference may be given to candidates from designated groups in line with our Employment Equity plan.

Apply for this job
First Name *   Last Name *   Email *   Phone   Resume/CV *
Powered by Greenhouse`,
  },
  {
    title: 'Senior Physiotherapist, MSK',
    company: 'Liffeyside Physiotherapy Clinics Limited',
    skills: [
      'CORU Registration',
      'Musculoskeletal Assessment',
      'Manual Therapy',
      'Exercise Prescription',
      'Sports Injury Rehabilitation',
      'Clinical Documentation',
      'Cliniko',
      'Garda Vetting',
      'ISCP Membership',
      'Dry Needling',
      'Clinical Pilates',
      'Mentoring',
      'Patient Communication',
    ],
    field: 'allied health',
    half: 'unseen',
    id: 'msk-physiotherapist-bamboohr-ranelagh-dash-specialty-abbreviation-limited-in-footer',
    text: `Liffeyside Physiotherapy
Job Openings > Senior Physiotherapist – MSK

Senior Physiotherapist – MSK
Clinical · Ranelagh, Dublin

Location
Ranelagh, Dublin
Department
Clinical
Employment Type
Full-Time
Minimum Experience
Experienced
Compensation
€50,000 - €60,000 + CPD

Apply for This Job

Liffeyside is a group of four private physiotherapy clinics in Ranelagh, Clontarf, Dún Laoghaire and Maynooth. We see everyone from weekend runners and office workers with back pain to inter-county GAA players and people recovering from surgery. We're looking for an experienced MSK physio to join the Ranelagh team and help mentor our newer clinicians.

The role
- Full MSK caseload of 10–14 patients a day, 45-minute initial assessments and 30-minute follow-ups
- Thorough subjective and objective assessment, clear diagnosis and treatment plan
- Hands-on manual therapy combined with progressive, evidence-based exercise prescription
- Rehabilitation of sports injuries and post-operative patients (ACL, shoulder, hip) in our rehab gym
- Accurate and timely clinical notes in Cliniko
- Mentoring two junior physiotherapists, including case reviews and in-service talks
- Liaising with GPs, consultants and insurers where needed

About you
- Registered with CORU as a Physiotherapist (essential)
- Minimum 4 years' post-qualification MSK experience, ideally in private practice
- Member of the Irish Society of Chartered Physiotherapists (ISCP) or willing to join
- Dry needling and clinical Pilates qualifications would be a plus
- Excellent communication skills: you explain things so patients understand and stick to their programme
- Satisfactory Garda vetting is required as we treat adolescent athletes

What we offer
- €50,000 – €60,000 depending on experience, plus a bonus when the clinic hits its targets
- €1,500 CPD budget and 3 paid CPD days per year
- Fully equipped rehab gym and Pilates studio
- Flexible roster – 4 long days or 5 shorter days, one late evening per week, no weekends
- Health insurance and pension contribution after probation

Liffeyside Physiotherapy Clinics Limited, Registered in Ireland No. 612345, 14 Ranelagh Road, Dublin 6.

Privacy Policy
Powered by BambooHR`,
  },
  {
    title: 'Patient Care Technician, Med/Surg',
    company: 'Maumee Valley Health System, Inc.',
    skills: [
      'BLS Certification',
      'Patient Care',
      'Vital Signs',
      'Activities of Daily Living',
      'Blood Glucose Monitoring',
      'Infection Control',
      'Epic',
      'Shift Work',
      'STNA Certification',
      'Compassion',
      'Teamwork',
      'Communication',
    ],
    field: 'patient care',
    half: 'tune',
    id: 'patient-care-technician-icims-toledo-dash-unit-dash-shift-job-id-inc-in-eeo',
    text: `Careers Home   Search Jobs   Talent Community   Log back in!

Patient Care Technician - Med/Surg - Nights
Job ID 2025-48213
Category Nursing Support
Type Full-Time
Shift Nights
Location US-OH-Toledo
Facility Maumee Valley Regional Medical Center

Overview
Maumee Valley Health System is northwest Ohio's largest community-owned health system, with four hospitals, 70+ outpatient sites and 9,000 team members. Our 32-bed Medical/Surgical unit on 5 West cares for adult patients after surgery and with complex medical conditions.

$17.25 - $21.40/hour based on experience, plus $3.00/hour night differential and $1.50/hour weekend differential.

Schedule: 36 hours/week, three 12-hour night shifts (7p-7a), every other weekend and rotating holidays.

Responsibilities
Under the direction of the Registered Nurse, the Patient Care Technician:
- Provides direct patient care including bathing, feeding, toileting, turning and ambulation (ADLs)
- Takes and records vital signs, intake and output, height and weight
- Performs blood draws (phlebotomy), 12-lead EKGs and point-of-care blood glucose testing
- Reports changes in patient condition to the RN promptly
- Documents care in the electronic health record (Epic)
- Follows infection prevention and patient safety protocols, including fall prevention
- Keeps patient rooms and supply areas stocked and clean

Qualifications
Required:
- High school diploma or GED
- Current BLS certification from the American Heart Association (must be obtained within 30 days of hire if not current)
- Ability to work 12-hour night shifts, including weekends and holidays

Preferred:
- Active Ohio STNA or national PCT certification
- 1 year of acute care experience
- Phlebotomy and EKG experience (training is provided for new PCTs)
- Epic experience

We're looking for caring, compassionate people who work well as part of a team and communicate clearly with patients, families and nurses.

Benefits: medical, dental and vision starting day one, 403(b) with match, tuition assistance up to $5,250/year, PTO that starts accruing on your first day, and free parking.

Maumee Valley Health System, Inc. is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or status as a protected veteran. We are a tobacco-free campus.

Apply for this job online   Share on your newsfeed
Powered by iCIMS`,
  },
  {
    title: 'Domiciliary Care Worker',
    company: 'Gower Home Care Services Ltd',
    skills: [
      'Personal Care',
      'Medication Support',
      'Care Record Keeping',
      'Driving Licence',
      'Enhanced DBS',
      'Social Care Wales Registration',
      'Welsh',
      'Compassion',
      'Reliability',
      'Communication',
    ],
    field: 'social care',
    half: 'unseen',
    id: 'domiciliary-care-worker-facebook-page-post-swansea-plural-comments-closing-line-ltd',
    text: `Gower Home Care
2d · 🌍

📢📢 WE'RE HIRING!! 📢📢

DOMICILIARY CARE WORKERS needed in Swansea West, Gorseinon & Pontarddulais 🏡💙

Do you want a job that actually makes a difference? Our carers visit older people and adults with disabilities in their own homes so they can stay independent and safe where they belong ❤️

✅ £12.75 – £13.50 per hour + 35p per mile
✅ Paid travel time between calls
✅ Guaranteed hours contracts available (16, 24, 30 or 37.5 hrs)
✅ Morning (7am–2pm) OR evening (4pm–10pm) runs – you choose!
✅ FREE uniform, PPE and Enhanced DBS
✅ Full paid induction + funded Level 2 & 3 Health and Social Care qualifications
✅ Refer a friend bonus £250

What you'll do 👇
➡️ Help with personal care – washing, dressing, continence care
➡️ Support with medication and meal prep
➡️ Keep care notes up to date on our app (Birdie)
➡️ Be a friendly face and a good listener 😊

What we need from YOU 👇
🚗 Full UK driving licence and access to your own car (essential – rural calls!)
📝 Enhanced DBS check (we pay)
🏴 Welsh speakers very welcome, Welsh is desirable for some of our clients in Pontarddulais
🤝 Kind, reliable and a good communicator
📋 Must register with Social Care Wales within 6 months of starting (we support you through it)

No experience? NO PROBLEM! We give full training 👍

📩 Message us, call 01792 555 014 or apply at the link in bio!

#carejobs #swanseajobs #domiciliarycare #hiring #gower

👍❤️ 48   💬 23 comments   ↗️ 61 shares

Comments

Leanne Price
Do you need care experience? I worked in a care home for 2 yrs x

  Gower Home Care
  Hi Leanne, care home experience is great! But no experience is needed either, full training given 😊 Message us your number x

Rhys Jenkins
Is it a must to drive? I live in town

  Gower Home Care
  Hi Rhys, unfortunately yes for these runs, you need a full licence and own car as the calls are spread out 🚗 We hope to have a walking run in Sketty later in the year!

Sian Morgan
@Ceri Davies this is the one I told you about

Gower Home Care Services Ltd · Registered with Care Inspectorate Wales · Company No. 10987654`,
  },
  {
    title: 'Administrative Assistant II',
    company: 'City of Pinecrest Falls',
    skills: [
      'Administrative Support',
      'Microsoft Office',
      'Customer Service',
      'Records Management',
      'Data Entry',
      'Typing',
      'Purchase Order Processing',
      'Calendar Management',
      'Public Records Requests',
      'Background Check',
      'Tyler Munis',
      'Spanish',
      'Confidentiality',
      'Communication',
    ],
    field: 'public sector',
    half: 'tune',
    id: 'administrative-assistant-ii-governmentjobs-city-bulletin-capitals-roman-numeral-department-line',
    text: `Skip to Main Content
GovernmentJobs   Jobs   Promotional Jobs   Sign In

City of Pinecrest Falls
Apply   Print   Share

ADMINISTRATIVE ASSISTANT II

Salary
$22.46 - $28.67 Hourly
Location
Pinecrest Falls, WA
Job Type
Full-Time Regular
Job Number
2025-00118
Department
Public Works
Division
Engineering & Utilities
Opening Date
03/05/2025
Closing Date
3/26/2025 5:00 PM Pacific

Description   Benefits   Questions

DESCRIPTION
The City of Pinecrest Falls is recruiting for a full-time Administrative Assistant II in the Public Works Department. This position provides a wide range of administrative and customer service support to the Engineering & Utilities Division, including the front counter, records, purchasing and scheduling. The incumbent works with considerable independence under the general supervision of the Public Works Office Manager.

ESSENTIAL FUNCTIONS
(Any one position may not include all of the duties listed, nor do the examples cover all the duties which may be performed.)
1. Greets visitors and answers phones at the Public Works front counter; responds to questions from residents, contractors and developers; takes service requests and routes them to crews.
2. Maintains department files and records according to the Washington State records retention schedules; assists with public records requests under RCW 42.56.
3. Enters data into the City's ERP (Tyler Munis) and work order system; prepares purchase orders, receives invoices and reconciles p-card statements.
4. Manages calendars for the Public Works Director and City Engineer; schedules meetings, prepares agendas and takes minutes.
5. Prepares correspondence, reports and spreadsheets using Microsoft Word, Excel and Outlook.
6. Handles confidential personnel and legal information with discretion.

MINIMUM QUALIFICATIONS
Education and Experience: High school diploma or GED AND three (3) years of progressively responsible administrative or clerical experience, including public contact. An Associate's degree in business or a related field may substitute for one year of experience.

Licenses and Certifications: None required.

Knowledge, Skills and Abilities: Knowledge of modern office practices, filing systems and records management; skill in Microsoft Office Suite; ability to type accurately at a minimum of 45 net words per minute (typing test required); ability to communicate effectively orally and in writing and to establish effective working relationships with the public and City staff.

PREFERRED QUALIFICATIONS
- Experience in a municipal or public agency setting
- Experience with Tyler Munis or a similar ERP system
- Bilingual in English and Spanish (a 5% bilingual pay differential is available after passing a proficiency test)

SPECIAL REQUIREMENTS
Candidates selected for hire must pass a background check prior to employment.

SELECTION PROCESS
Applications will be screened for minimum qualifications. The most qualified candidates will be invited to a typing test and panel interview tentatively scheduled for the week of April 7, 2025.

The City of Pinecrest Falls is an Equal Opportunity Employer. Persons with disabilities who require accommodation in the application process should contact Human Resources at (360) 555-0142.

Agency
City of Pinecrest Falls
Address
210 E Main Street, Pinecrest Falls, Washington, 98225
Website
https://www.example.gov/pinecrestfalls`,
  },
  {
    title: 'Legal Assistant, Family Law',
    company: 'Harrow Kwan Family Law LLP',
    skills: [
      'Legal Document Preparation',
      'Family Law Procedure',
      'Court Filing',
      'Court Services Online',
      'Financial Statements',
      'Clio',
      'Microsoft Word',
      'Transcription',
      'Calendar Management',
      'Mandarin',
      'Cantonese',
      'Confidentiality',
      'Organisational Skills',
      'Empathy',
    ],
    field: 'legal',
    half: 'unseen',
    id: 'legal-assistant-family-law-careers-page-vancouver-about-us-first-dash-practice-area-llp',
    text: `HARROW KWAN
FAMILY LAW

Home   Our Lawyers   Separation & Divorce   Parenting   Mediation   Careers   Contact

Careers at Harrow Kwan

Separation is one of the hardest things a family goes through. For 25 years, Harrow Kwan has helped British Columbians through it with practical advice, plain language and as little conflict as possible. We are a team of 14 lawyers, 3 paralegals and 12 assistants in downtown Vancouver and Richmond, and we practise only family law.

We're proud to be a firm where people stay – the average legal assistant has been with us for over 7 years. We offer a collegial, respectful workplace, real work-life balance (no expectation of evening emails), and competitive salaries and benefits.

Current opportunities

Legal Assistant – Family Law
Vancouver office (hybrid after 6 months) · Full-time, permanent · $58,000 – $72,000 depending on experience

We are looking for an experienced family law legal assistant to support two associates with a busy litigation and collaborative practice.

You will:
- Draft and prepare pleadings, affidavits, financial statements (Form F8), court orders and separation agreements
- Prepare, file and serve documents in the Provincial Court and Supreme Court of BC, including e-filing through Court Services Online
- Prepare correspondence and transcribe dictation
- Manage lawyers' calendars, limitation dates and court dates, and book hearings and mediations
- Open and close files, docket time and keep records in Clio
- Be a kind, professional first point of contact for clients who are often going through a very stressful time

You have:
- Minimum 3 years' experience as a legal assistant in BC, with at least 2 years in family law
- Strong knowledge of the Family Law Act and the Supreme Court Family Rules and their forms
- Excellent Microsoft Word skills and accurate typing (60+ wpm)
- Experience with Clio or a similar practice management system
- A legal administrative assistant certificate or diploma is preferred
- Mandarin or Cantonese is an asset
- Great judgment with confidential information, superb organisation and a calm, empathetic manner

What we offer: 4 weeks' vacation, extended health and dental from day one, RRSP matching, annual bonus, and paid CLEBC course fees.

To apply, please send your resume and a short cover letter to careers@example.ca with "Legal Assistant – Family Law" in the subject line. We thank all applicants; only those selected for an interview will be contacted.

Harrow Kwan Family Law LLP
1500 – 800 West Pender Street, Vancouver, BC V6C 2V6
© 2025 Harrow Kwan Family Law LLP. Lawyer advertising.`,
  },
  {
    title: 'Assistant Site Manager, Residential High-Rise',
    company: 'Westmead Build Group Pty Ltd',
    skills: [
      'Site Supervision',
      'Subcontractor Coordination',
      'WHS Compliance',
      'Construction Programming',
      'Quality Control',
      'Defects Management',
      'Construction Drawings',
      'White Card',
      'Driving Licence',
      'Procore',
      'First Aid Certificate',
      'Leadership',
      'Communication',
      'Problem Solving',
    ],
    field: 'construction',
    half: 'tune',
    id: 'assistant-site-manager-linkedin-parramatta-agency-client-named-pipe-specialty-results-chrome',
    text: `24 results
Assistant Site Manager | Residential High-Rise
Ironbark Construction Recruitment · Parramatta, New South Wales, Australia (On-site)
$130K/yr - $150K/yr + super + car allowance · Full-time · Mid-Senior level
Promoted · 41 applicants
Easy Apply   Save

About the job
ASSISTANT SITE MANAGER | RESIDENTIAL HIGH-RISE | PARRAMATTA

Ironbark Construction Recruitment is partnering with Westmead Build Group Pty Ltd, a well-respected Tier 2 builder with a strong pipeline of residential and mixed-use projects across Western Sydney, to find an Assistant Site Manager for their new 28-storey build-to-rent project in Parramatta ($145M).

About the role
Reporting to the Site Manager, you will help run the site day to day from early works through to structure and fit-out:
- Supervise and coordinate subcontractors across structure, services and finishes trades
- Run daily prestarts and toolbox talks and enforce WHS requirements on site
- Help update and track the construction program and 3-week look-aheads
- Check work against drawings, specifications and ITPs; manage quality and defects
- Complete site diaries, permits and inspections in Procore
- Cover for the Site Manager when required

About you
- At least 3 years' experience as an Assistant Site Manager, Foreman or Leading Hand on Class 2 residential projects (high-rise preferred)
- Strong understanding of WHS legislation and site safety systems
- Able to read and interpret construction drawings and specs
- White Card (essential) and current driver's licence
- Procore experience is highly regarded
- First Aid certificate is a bonus
- A natural leader who communicates well with trades and solves problems before they become delays

What's on offer
- $130,000 – $150,000 + super + car allowance, depending on experience
- RDO calendar and 5-day week (Monday to Friday)
- Long project pipeline with clear career progression to Site Manager
- Supportive team and a builder known for delivering quality

To apply, click Easy Apply or contact Daniel Moretti at Ironbark Construction Recruitment on 02 5550 1877 for a confidential chat. Only shortlisted candidates will be contacted.

Show more

About the company
Ironbark Construction Recruitment
Staffing and Recruiting · 11-50 employees
Follow`,
  },
  {
    title: 'Production Chemist, API',
    company: 'Mahisagar Organics Ltd',
    skills: [
      'API Manufacturing',
      'cGMP',
      'Batch Manufacturing Records',
      'Good Documentation Practices',
      'Reactor Operation',
      'Centrifuge Operation',
      'Dryer Operation',
      'SOP Compliance',
      'Process Safety',
      'Shift Work',
      'USFDA Audit Exposure',
      'Teamwork',
    ],
    field: 'manufacturing',
    half: 'unseen',
    id: 'production-chemist-naukri-padra-dash-product-line-rotational-shift-second-language',
    text: `Production Chemist - API
Mahisagar Organics Ltd
3.9 ★ 124 Reviews
2 - 6 years
₹ 3-5.5 Lacs P.A.
Vadodara (Padra)
Posted: 3 days ago   Openings: 6   Applicants: 100+
Send me jobs like this   Apply

Job highlights
B.Sc/M.Sc Chemistry with 2-6 years experience in API production, rotational shift
Handling reactors, centrifuge, ANFD and dryers, BMR filling as per cGMP

Job description
We are hiring Production Chemist for our USFDA and EU-GMP approved API manufacturing plant at Padra, Vadodara.

Roles & Responsibilities:
1. Responsible for execution of batches as per Batch Manufacturing Record (BMR) and SOPs in shop floor.
2. Operation of SS and GLR reactors, centrifuge, ANFD, RCVD, FBD and tray dryers.
3. Online filling of BMR, equipment log books and other documents as per GDP.
4. Ensure cGMP compliance and cleanliness of the area at all times.
5. Follow safety norms, PPE usage and work permit system in plant.
6. Intimate any deviation, breakdown or abnormality to shift in-charge immediately.
7. Co-ordinate with QA, QC, warehouse and engineering department for smooth running of batches.

Desired Candidate Profile:
- Candidate should have minimum 2 years of experience in API / bulk drug production.
- Candidate must be ready to work in rotational shifts (A / B / C).
- Knowledge of cGMP, documentation and safety is must.
- Candidate having exposure of USFDA / MHRA audit will be preferred.
- Should be good team player.
- Nearby candidates from Vadodara, Padra, Bharuch, Ankleshwar will be preferred.

Perks and benefits: Company bus facility from Vadodara, canteen, PF, mediclaim, yearly bonus.

Interested candidates can share their updated CV on hr.padra@example.co.in with current CTC, expected CTC and notice period.

Role: Production Chemist
Industry Type: Pharmaceutical & Life Sciences
Department: Production, Manufacturing & Engineering
Employment Type: Full Time, Permanent
Role Category: Operations, Maintenance & Support

Education
UG: B.Sc in Chemistry
PG: M.Sc in Chemistry, Organic Chemistry

Key Skills
API production   cGMP   BMR   Reactor   Centrifuge   ANFD   Production Chemist   Bulk Drugs

About company
Mahisagar Organics Ltd is a leading manufacturer of APIs and intermediates with 3 manufacturing sites in Gujarat and exports to more than 40 countries.

Similar jobs
Production Officer - API · Ankleshwar · 3-7 Yrs
Executive Production · Dahej · 2-5 Yrs`,
  },
  {
    title: 'Purchasing Officer',
    company: 'Eko Crest Foods Limited',
    skills: [
      'Procurement',
      'Vendor Sourcing',
      'Supplier Negotiation',
      'Request for Quotation',
      'Purchase Order Processing',
      'Inventory Control',
      'Import Documentation',
      'SAP',
      'Microsoft Excel',
      'CIPSMN',
      'CIPS',
      'Integrity',
      'Working Under Pressure',
    ],
    field: 'procurement',
    half: 'tune',
    id: 'purchasing-officer-jobberman-ikeja-about-us-first-title-in-sentence-second-language',
    text: `Eko Crest Foods Limited is one of the fastest growing indigenous food manufacturing companies in Nigeria, producing noodles, pasta and seasoning cubes in our factory at Ikeja Industrial Estate and distributing to all 36 states. Due to expansion, we are recruiting suitably qualified candidates to fill the position of a Purchasing Officer in our Supply Chain Department.

Purchasing Officer
Eko Crest Foods Limited
Manufacturing & Warehousing
Lagos, Ikeja   Full Time   NGN 350,000 - 500,000
Job Function: Procurement, Store-keeping & Supply Chain
Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 4 years

JOB SUMMARY
The Purchasing Officer shall be responsible for the sourcing and purchasing of raw materials, packaging materials, spare parts and services at the best price, right quality and right time in line with company procurement policy.

RESPONSIBILITIES
- Source and evaluate local and foreign vendors for raw materials (flour, palm olein, spices) and packaging materials.
- Send RFQs, carry out price comparison and negotiate prices, payment terms and delivery with suppliers.
- Raise purchase orders in SAP and follow up till delivery to the store.
- Work with Stores and Production on stock levels and reorder points to avoid stock out.
- Handle import documentation including Form M, PAAR, proforma invoice and liaison with clearing agents.
- Maintain vendor database and evaluate vendor performance quarterly.
- Prepare monthly purchasing report and cost savings report for management.

REQUIREMENTS
- B.Sc/HND in Purchasing and Supply, Business Administration, Economics or related field.
- Minimum of 4 years experience in purchasing/procurement, preferably in a FMCG or manufacturing company.
- Good negotiation skills and knowledge of market prices.
- Working knowledge of SAP MM module or any ERP.
- Proficient in the use of Microsoft Office suites especially Excel.
- Professional certification from CIPSMN or CIPS will be an added advantage.
- Must be a person of high integrity who can work under pressure.
- Candidate must reside within Ikeja or its environs.

BENEFITS
Competitive salary, HMO, pension, 13th month, transport allowance and staff bus.

Method of Application
Interested and qualified candidates should apply through this link on or before 28th March. Only shortlisted candidates will be contacted.

Important safety tips
Do not make any payment without confirming with the Jobberman Customer Support Team.
If you think this advert is not genuine, please report it via the Report Job link below.`,
  },
  {
    title: 'Social Media Executive',
    company: 'Cahaya Beauty Sdn. Bhd.',
    skills: [
      'Social Media Management',
      'Content Creation',
      'Copywriting',
      'Video Editing',
      'Canva',
      'Meta Business Suite',
      'TikTok',
      'Community Management',
      'Social Media Analytics',
      'Influencer Marketing',
      'Malay',
      'English',
      'Mandarin',
      'Creativity',
    ],
    field: 'marketing',
    half: 'unseen',
    id: 'social-media-executive-jobstreet-kuala-lumpur-breadcrumb-first-bracket-specialty-sdn-bhd-second-language',
    text: `Jobs > Marketing & Communications > Kuala Lumpur

Social Media Executive (Content & Community)
Cahaya Beauty Sdn. Bhd.
Bangsar South, Kuala Lumpur
Marketing Communications (Marketing & Communications)
Full time
RM 3,500 – RM 4,800 per month
Posted 6d ago

Quick apply   Save

Cahaya Beauty is a homegrown Malaysian skincare brand with halal-certified products sold in 400 pharmacies, our own 9 boutiques and online in Malaysia, Singapore and Brunei. Our community of more than 600k followers love our honest, fun content – and we need one more creative person to grow it!

Job Responsibilities:
• Plan and execute monthly content calendar for Instagram, TikTok, Facebook and Xiaohongshu
• Create content from idea to posting: shooting simple videos, editing using CapCut, designing posts using Canva
• Write engaging captions and copy in Bahasa Malaysia and English
• Manage our community – reply comments and DMs, handle negative comments together with Customer Service
• Schedule posts and run simple boosted posts via Meta Business Suite
• Coordinate with KOLs and micro-influencers for product seeding and collaborations
• Track performance and prepare monthly report on reach, engagement and follower growth
• Support live-selling sessions on TikTok Shop and Shopee Live during campaigns (11.11, 12.12, Raya)

Job Requirements:
• Diploma / Degree in Mass Communication, Marketing, Multimedia or equivalent
• At least 1-2 years experience handling social media for a brand (beauty / lifestyle is a plus). Fresh graduates with strong portfolio are welcome to apply
• Strong in content creation and video editing, creative and up to date with TikTok trends
• Good copywriting skills
• Able to communicate in Bahasa Malaysia and English, Mandarin is an added advantage
• Familiar with social media analytics tools
• Willing to work on some weekends during live sessions and campaigns (replacement leave given)

Benefits:
• EPF, SOCSO, EIS
• Medical and dental claims
• Free company products every month 💄
• Birthday leave
• Yearly increment and performance bonus

Only shortlisted candidates will be notified.

Be careful - Don't provide your bank or credit card details when applying for jobs. Report this job ad`,
  },
  {
    title: 'Field Sales Representative',
    company: 'Mlima Beverages Limited',
    skills: [
      'Field Sales',
      'Route Sales',
      'Order Taking',
      'Retail Merchandising',
      'Sales Targets',
      'Customer Relationship Management',
      'Market Intelligence',
      'Sales Force Automation App',
      'Swahili',
      'English',
      'Police Clearance',
      'Driving Licence',
      'Negotiation',
      'Self-motivation',
    ],
    field: 'sales',
    half: 'tune',
    id: 'field-sales-representative-fmcg-linkedin-post-nairobi-plural-count-hashtags-second-language',
    text: `Wanjiru Kamau • 2nd
HR Business Partner | Talent Acquisition | FMCG
3d • Edited • 🌐

🚨 WE ARE HIRING 🚨 #Hiring #JobsInKenya #FMCG #SalesJobs

Mlima Beverages Limited, makers of Mlima Juice and Tamu Soda, is looking for energetic and result-oriented FIELD SALES REPRESENTATIVES (12 positions) to cover our routes in Nairobi (Eastlands, CBD, Westlands), Kiambu, Thika and Machakos.

Key responsibilities 👇
✔️ Visit an average of 40 outlets per day (dukas, kiosks, supermarkets, wholesalers) as per the route plan
✔️ Take orders and record them in our sales force automation (SFA) app
✔️ Achieve monthly volume and numeric distribution targets
✔️ Merchandise our products as per planogram and ensure availability and visibility at the outlet
✔️ Build good relationship with customers and resolve their issues
✔️ Collect market intelligence on competitor prices and activities and report daily

Requirements 👇
🔹 Diploma in Sales & Marketing, Business or related field
🔹 Minimum 2 years experience in field sales of FMCG products (beverages will be an added advantage)
🔹 Must be conversant with the routes in the area you are applying for
🔹 Good communication in English and Kiswahili
🔹 Valid motorcycle riding licence will be an added advantage
🔹 Valid Certificate of Good Conduct
🔹 Good negotiation skills, self-driven and able to work with minimum supervision

💰 Attractive basic salary + commission + airtime and transport allowance. Motorbike provided for those with a valid licence.

Interested candidates send your CV ONLY (no certificates) to recruitment.mlima@example.co.ke with the subject "FSR – [Area]" by 25th March. Mlima Beverages Limited does not charge any fee at any stage of recruitment.

Kindly share with your network 🙏

👍❤️👏 312 • 87 comments • 140 reposts

Like   Comment   Repost   Send

Most relevant comments
Brian Otieno
Interested. Is the riding licence a must for Machakos route?
  Wanjiru Kamau (Author)
  Not a must Brian, it's an advantage. Kindly send your CV to the email provided.
Faith Achieng
Is there an age limit?
  Wanjiru Kamau (Author)
  Hi Faith, 23 - 35 years 🙂`,
  },
  {
    title: 'Certified Nursing Assistant, Memory Care',
    company: 'Sable Palms Senior Living, LLC',
    skills: [
      'CNA Certification',
      'CPR Certification',
      'Level 2 Background Screening',
      'Dementia Care',
      'Activities of Daily Living',
      'Personal Care',
      'Vital Signs',
      'Behavior Redirection',
      'PointClickCare',
      'Medication Assistance',
      'Patience',
      'Compassion',
      'Teamwork',
    ],
    field: 'long-term care',
    half: 'unseen',
    id: 'cna-memory-care-indeed-sarasota-tab-title-first-line-bracket-abbreviation-dash-unit-llc',
    text: `Certified Nursing Assistant (CNA) - Memory Care - Sable Palms Senior Living - Sarasota, FL - Indeed.com

Certified Nursing Assistant (CNA) - Memory Care
Sable Palms Senior Living
3.6 out of 5 stars
Sarasota, FL 34232
$17 - $20 an hour - Full-time, Part-time
Apply now

Job details
Pay
$17 - $20 an hour
Job type
Full-time
Part-time
Shift and schedule
8 hour shift
Day shift
Evening shift
Overnight shift
Every other weekend

Benefits
Pulled from the full job description
401(k)
Dental insurance
Health insurance
Paid time off
Referral program
Employee assistance program

Full job description
Sable Palms Senior Living is a family-owned assisted living and memory care community with 96 residents. Our secured memory care neighborhood, "The Cove," is home to 24 residents living with Alzheimer's disease and other forms of dementia.

We are hiring CNAs for all three shifts: 6a-2p, 2p-10p and 10p-6a. Shift differential for evenings ($1/hr) and overnights ($2/hr).

What you'll do:
- Assist residents with activities of daily living: bathing, dressing, grooming, toileting, eating and mobility
- Use calm, person-centered approaches to redirect residents with dementia-related behaviors
- Take vital signs and weights and report changes to the nurse
- Assist residents with self-administration of medications (if you hold the 6-hour Florida ALF medication training)
- Encourage residents to join activities and meaningful daily routines
- Document care and observations in PointClickCare

Requirements:
- Active Florida CNA certification in good standing
- Current CPR certification
- Must pass a Level 2 background screening through AHCA
- At least 6 months' experience caring for residents with dementia preferred
- Florida ALF medication assistance training (6-hour) is a plus
- Patient, compassionate and a true team player

We provide the required Florida ADRD (Alzheimer's Disease and Related Disorders) training after hire.

Why Sable Palms?
- Weekly pay and DailyPay access
- Health, dental and vision after 60 days
- 401(k) with 3% match
- Free meals on shift
- Tuition help toward LPN school

Sable Palms Senior Living, LLC is an equal opportunity employer and a drug-free workplace.

Job Types: Full-time, Part-time
Work Location: In person

Report job`,
  },
  {
    title: 'Qualified Dental Nurse, Orthodontics',
    company: 'Meadowgate Dental Group Ltd',
    skills: [
      'GDC Registration',
      'Chairside Assistance',
      'Infection Control',
      'Decontamination',
      'Dental Records',
      'DBS Check',
      'NEBDN Orthodontic Nursing Certificate',
      'Dental Radiography',
      'Impression Taking',
      'Patient Care',
      'Communication',
      'Teamwork',
    ],
    field: 'dental',
    half: 'tune',
    id: 'dental-nurse-orthodontics-teamtailor-leeds-cookie-first-credential-word-dash-specialty-ltd-in-footer',
    text: `We use cookies to give you the best experience. Read our cookie policy.   Accept all   Customise

Meadowgate Dental
Jobs   Our practices   Life at Meadowgate   Connect

Qualified Dental Nurse – Orthodontics
Clinical · Headingley, Leeds · Full-time

Are you a GDC-registered dental nurse who loves seeing a nervous teenager walk out with a confident smile? Our specialist orthodontic practice in Headingley is looking for a Qualified Dental Nurse to join its friendly team of 4 orthodontists, 2 therapists and 9 nurses.

What you'll be doing
• Chairside support for orthodontists during consultations, bond-ups, adjustments and debonds (fixed braces and clear aligners)
• Preparing and maintaining the surgery, instruments and materials
• Following infection control and decontamination procedures in line with HTM 01-05
• Updating patient records accurately in Dentally and taking clinical photographs
• Reassuring and looking after patients (and their parents!) throughout their treatment
• Helping on reception and with stock when the team needs you

What we're looking for
• GDC registration as a Dental Nurse (essential) – newly qualified nurses welcome
• Orthodontic experience is a big plus, but we'll teach you what you need to know
• NEBDN Certificate in Orthodontic Dental Nursing, dental radiography or impression-taking qualifications would be lovely to have
• A warm communicator who works well as part of a team
• Satisfactory DBS check

What you'll get
• £25,500 – £28,500 depending on experience and extra qualifications
• Monday to Friday only – no weekends, finish by 5.30pm
• Funded orthodontic nursing certificate after probation
• GDC fees and indemnity paid
• 28 days holiday (including bank holidays) plus your birthday off
• Free orthodontic treatment for you and discounted general dentistry

Apply for this job

Meadowgate Dental Group Ltd · Registered in England and Wales No. 11223344
Career site by Teamtailor`,
  },
  {
    title: 'Credentialed Veterinary Technician',
    company: 'Front Range Animal Hospital',
    skills: [
      'Veterinary Technician Credential',
      'Anesthesia Monitoring',
      'Surgical Assisting',
      'Venipuncture',
      'IV Catheter Placement',
      'Dental Prophylaxis',
      'Veterinary Radiography',
      'In-house Laboratory Diagnostics',
      'Client Education',
      'ezyVet',
      'Fear Free Certification',
      'Teamwork',
      'Compassion',
    ],
    field: 'veterinary',
    half: 'unseen',
    id: 'veterinary-technician-glassdoor-lakewood-rating-first-credential-word-bracket-brand-of-group',
    text: `Front Range Animal Hospital
4.1 ★
Credentialed Veterinary Technician (CVT/RVT/LVT)
Lakewood, CO
$24.00 - $30.00 Per Hour (Employer provided)
Easy Apply   Save

Job Description
Front Range Animal Hospital is a busy, AAHA-accredited small animal general practice in Lakewood with 6 doctors, 14 technicians and assistants, and a strong focus on preventive care, dentistry and soft-tissue surgery. We're proud to be part of Summit Pet Health Partners, a group of 22 veterinary hospitals in Colorado and Utah, while keeping our own name, team and culture.

We're looking for a Credentialed Veterinary Technician who wants to use every skill their credential gives them.

What you'll do
- Induce, monitor and recover anesthesia for surgical and dental patients
- Assist doctors in surgery and prepare patients and the OR
- Perform venipuncture, IV catheter placement, and fluid therapy
- Complete dental prophylaxis and full-mouth dental radiographs
- Take diagnostic radiographs and run in-house lab work (CBC, chemistry, urinalysis, cytology)
- Educate clients on home care, medications and discharge instructions
- Keep accurate medical records in ezyVet

Requirements
- Credentialed veterinary technician (CVT, RVT or LVT) in good standing, or graduate of an AVMA-accredited program and eligible to sit for the VTNE within 6 months of hire
- At least 1 year of clinical experience in small animal practice
- Confident in anesthesia monitoring, catheter placement and dental radiography
- ezyVet experience is a plus
- Fear Free certification preferred (we pay for it if you don't have it)
- A compassionate team player who stays calm on busy days

Schedule: 4 x 10-hour shifts, rotating Saturdays (1 in 4), no overnights.

Benefits
- Medical, dental, vision; 401(k) with 4% match
- $1,000 annual CE allowance plus 3 paid CE days
- Paid VTNE exam fees and state credential renewals
- Pet care discounts and uniform allowance
- PTO starting at 3 weeks

Front Range Animal Hospital is an equal opportunity employer.

Show more
Company overview
Size: 51 to 200 Employees
Type: Company - Private
Industry: Veterinary Services`,
  },
  {
    title: 'Senior Cloud DevOps Engineer',
    company: 'Nordbyte Poland sp. z o.o.',
    skills: [
      'Microsoft Azure',
      'Terraform',
      'Kubernetes',
      'Azure DevOps Pipelines',
      'CI/CD',
      'Docker',
      'Linux',
      'PowerShell',
      'Bash',
      'Cloud Networking',
      'English',
      'Helm',
      'Azure Certification',
      'Communication',
    ],
    field: 'cloud infrastructure',
    half: 'tune',
    id: 'senior-cloud-devops-engineer-azure-pracuj-krakow-polish-chrome-bracket-tools-form-after-second-language',
    text: `Pracuj.pl
Oferty pracy   Pracodawcy   Porady   Zaloguj się

Senior Cloud DevOps Engineer (Azure, Terraform)
Nordbyte Poland sp. z o.o.
O firmie
Kraków, Małopolskie
ważna jeszcze 21 dni (do 04 kwi)
umowa o pracę, kontrakt B2B
pełny etat
starszy specjalista (Senior)
praca hybrydowa
Rekrutacja zdalna
18 000–24 000 zł netto (+ VAT) / mies. (B2B)
15 500–20 500 zł brutto / mies. (UoP)
Aplikuj szybko

Technologies we use
Expected
Microsoft Azure   Terraform   Kubernetes   Azure DevOps   Docker   Linux
Optional
Helm   Prometheus   Grafana   Python

About the project
Nordbyte is a Norwegian-Polish software house building cloud platforms for energy and utility companies in Scandinavia. In Kraków we are 180 engineers. For our biggest client, an electricity grid operator, we are building a new Azure landing zone and moving 60+ applications to AKS.

Your responsibilities
- Design and maintain Azure infrastructure as code with Terraform (modules, state, pipelines)
- Build and improve CI/CD pipelines in Azure DevOps for .NET and Java teams
- Operate and scale AKS clusters, including upgrades, autoscaling and ingress
- Take care about Azure networking: VNets, private endpoints, firewalls, DNS
- Write automation scripts in PowerShell and Bash
- Set up monitoring and alerting (Azure Monitor, Prometheus, Grafana)
- Support developers in containerizing applications with Docker

Our requirements
- Minimum 5 years of experience as DevOps / Cloud Engineer, at least 3 years with Azure
- Very good knowledge of Terraform and Kubernetes
- Practical experience with Azure DevOps Pipelines or GitHub Actions
- Good knowledge of Linux and networking basics
- Scripting in PowerShell and Bash
- Communicative English (min. B2) – daily meetings with Norwegian client are in English
- Nice to have: Helm, Azure certification (AZ-104, AZ-400 or AZ-305)
- Good communication skills and independence in work

What we offer
- Private medical care (premium package) and Multisport card
- Budget for trainings and certifications, paid certification exams
- Hybrid work – office in Kraków Zabłocie 2 days per week
- Integration trips to Norway once per year

Recruitment stages
1. Short call with recruiter 2. Technical interview (90 min) 3. Meeting with client 4. Offer

Nordbyte Poland sp. z o.o. z siedzibą w Krakowie, ul. Lipowa 4, 30-702 Kraków, KRS 0000999999.
Aplikuj szybko`,
  },
  {
    title: 'Product Owner, Tenant App',
    company: 'Mietwerk Software GmbH',
    skills: [
      'Product Ownership',
      'Backlog Management',
      'User Stories',
      'Scrum',
      'Jira',
      'Product Discovery',
      'Mobile App Products',
      'Product Analytics',
      'German',
      'English',
      'Scrum Product Owner Certification',
      'Stakeholder Management',
      'Prioritisation',
      'Communication',
    ],
    field: 'product',
    half: 'unseen',
    id: 'product-owner-personio-berlin-tab-title-first-line-gender-marker-dash-product-area-gmbh-second-language',
    text: `Product Owner (m/w/d) – Tenant App | Mietwerk Software GmbH
Mietwerk
Jobs   About us   Deutsch / English

Product Owner (m/w/d) – Tenant App
Full-time · Berlin · Product · Permanent employee · Hybrid
Apply now

Who we are
Mietwerk makes living in a rented flat less complicated. More than 140 housing companies in Germany and Austria use our software to manage 900,000 apartments, and their tenants use the Mietwerk app to report damages, book the laundry room, sign documents and talk to their landlord. We are 230 people in Berlin-Kreuzberg and Leipzig.

Your mission
As Product Owner for the Tenant App (iOS, Android and web) you are the voice of our 1.1 million tenant users in a cross-functional team of 7 engineers, 1 designer and 1 QA. Together with the Product Manager you decide what we build next and why.

What you do
- You own and prioritise the product backlog and keep it in good shape
- You write clear user stories with acceptance criteria and refine them with the team in Jira
- You run the Scrum events together with our Agile Coach (sprint planning, review, retro)
- You do product discovery with customers and tenants: interviews, prototype tests, surveys
- You look at the product data in Amplitude to measure the impact of new features
- You align with stakeholders from Sales, Customer Success and our housing company customers
- You accept the delivered features and plan the releases to the App Store and Play Store

What you bring
- At least 3 years experience as Product Owner in an agile (Scrum) team
- Experience with mobile app products, B2B2C is a plus
- Strong skills in writing user stories and prioritising with methods like RICE or MoSCoW
- Confident with Jira and Confluence
- You like to work with data and have used Amplitude, Mixpanel or similar
- Fluent German (C1) and very good English – our customers are German housing companies, our team language is English
- PSPO or CSPO certification is a plus
- You communicate clearly and you can say no to stakeholders in a friendly way

What we offer
- 65.000 – 78.000 € per year
- 30 days vacation plus 24.12. and 31.12. free
- Hybrid work: 2 days in our office, up to 6 weeks per year workation in the EU
- BVG ticket (Deutschlandticket) or JobRad bike leasing
- 1.500 € learning budget per year and 3 learning days
- Company pension with 20% employer subsidy

Mietwerk Software GmbH is proud to be an equal opportunity employer. We are looking forward to applications from all people regardless of gender, origin, religion, disability, age or sexual identity.

Your contact: Lena Hoffmann, Talent Acquisition

Apply for this position
Mietwerk Software GmbH · Oranienstraße 183 · 10999 Berlin · Imprint · Privacy
Powered by Personio`,
  },
]
