// A third set of posting headers for the title/company reader (issue 15): 80 tops of ads as a job seeker pastes
// them (what the site shows above the description, then its first paragraph or two and a few bullets), weighted
// to the hard shapes real life sends: second-language English (India, the Philippines, Nigeria, Pakistan, the
// Gulf states, Latin America, Eastern Europe, China, Vietnam, Indonesia, Japan), public-sector and university
// bulletins that print their fields first, WhatsApp / Telegram / WeChat / Facebook / Discord posts by a person,
// forwarded emails with their headers, recruiters' LinkedIn posts, newspaper classifieds and printed notices, PDF
// text with broken lines, Markdown, job-fair lists, titles that appear only inside a sentence, companies that
// appear only in the body or a signature, board chrome (Indeed, LinkedIn, Seek, Naukri, JobStreet, Bayt,
// Jobberman, OnlineJobs.ph, Reed, Totaljobs, StepStone, Glassdoor, ZipRecruiter, Craigslist) and ATS pages
// (Workday, Greenhouse, Lever, iCIMS, Taleo, SuccessFactors, BambooHR, Workable, SmartRecruiters). Every employer
// is invented. Written by a helper who never read the engine's source, its benches or any other eval set's
// postings (only the labelling rules below); each posting's title and company were written with it, BEFORE any
// run. The set was held out whole until its first run at the end of the seventeenth session; since the eighteenth
// its halves alternate in file order (odd entries 'tune', even ones 'unseen', only reported).
// Labelling rules (as in header-postings.ts):
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
// Two readings this set adds where those rules are silent: a bulletin that prints both a class title and a working
// title is labelled with the working title; a title that appears only in lower case inside a sentence is labelled
// in title case (as a title printed in capitals is). A title a PDF breaks over two lines is labelled whole.
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const thirdHeaderPostings: HeaderPosting[] = [
  {
    id: 'dairy-plant-supervisor-naukri',
    half: 'tune',
    title: 'Dairy Plant Production Supervisor',
    company: 'Sri Venkatesh Milk Products Pvt. Ltd.',
    text: `Dairy Plant Production Supervisor
Sri Venkatesh Milk Products Pvt. Ltd.
3.6 ★ 41 Reviews
4 - 8 Years | ₹ 3.5-5.5 Lacs P.A. | Nellore, Ongole
Send me jobs like this
Posted: 6 days ago Openings: 2 Applicants: 100+
Apply  Save

Job description
We are urgently looking for Production Supervisor for our milk processing plant at Nellore having capacity of 2 lakh LPD. Candidate should be handled pasteurizer, homogenizer and CIP operations independently.

Roles and Responsibility
- Supervise the shift production of milk, curd and ghee as per the daily plan
- Maintain the records of SNF, fat and batch wise yield
- Ensure the FSSAI and GMP norms are followed in the shop floor
- Guide the helpers and operators in shift and handle manpower

Desired Candidate Profile
B.Tech Dairy Technology / Diploma in Dairy with 4 years in dairy plant. Telugu speaking is must.`,
  },
  {
    id: 'vmc-programmer-whatsapp-pune',
    half: 'unseen',
    title: 'VMC Programmer',
    company: 'Shree Ganesh Precision Engineering',
    text: `*URGENT REQUIREMENT* 🔴🔴

Dear all, requirement for *VMC Programmer* in our company Shree Ganesh Precision Engineering, Chakan MIDC Phase 2, Pune.

Exp : 3 to 5 yrs
Qualification : ITI / Diploma Mechanical
Salary : as per interview, no bar for right candidate
Shift : general + rotational

Must know Fanuc and Siemens control, Mastercam programming, setting of fixtures and first piece inspection. Should read drawing and GD&T. Auto component (housing, brackets) experience will be preferred.

Interested candidate send CV on this number only on WhatsApp, no calls pls 🙏
Mr. Sandeep Kulkarni (HR)
98XXXXXX41

Pls share in your groups, it can help someone needy.`,
  },
  {
    id: 'project-associate-university-advertisement-india',
    half: 'tune',
    title: 'Project Associate-I',
    company: 'Deccan Institute of Agricultural Sciences',
    text: `DECCAN INSTITUTE OF AGRICULTURAL SCIENCES
(An Autonomous Institute under the State Agricultural Research Council)
Rajendranagar, Hyderabad - 500030

Advertisement No. DIAS/R&E/07/2026                                   Date: 14.11.2026

WALK-IN-INTERVIEW

The Deccan Institute of Agricultural Sciences invites applications from eligible candidates for filling up one position of Project Associate-I purely on temporary basis under the externally funded project "Development of drought tolerant millet lines through marker assisted selection".

Name of the post : Project Associate-I
No. of posts : 01 (One)
Emoluments : Rs. 25,000/- + HRA per month
Essential Qualification : M.Sc. in Genetics and Plant Breeding / Biotechnology with minimum 60% marks
Desirable : Experience in PCR, gel documentation and field data recording

The engagement is co-terminus with the project. Candidates should report at the Institute with original certificates on 02.12.2026 at 10.00 AM. No TA/DA will be paid for attending the interview.`,
  },
  {
    id: 'voice-process-walk-in-india',
    half: 'unseen',
    title: 'Customer Support Executive',
    company: 'Technovia BPO Services Pvt Ltd',
    text: `Walk-in Drive on 6th & 7th Dec | International Voice Process | Freshers Welcome

Technovia BPO Services Pvt Ltd
Noida Sector 62

Hiring for the role of Customer Support Executive for our US based telecom client (night shift).

Walk-in details:
Date : 6th Dec - 7th Dec, 10.30 AM - 3.00 PM
Venue : Technovia BPO Services Pvt Ltd, Tower B, 4th floor, Sector 62, Noida
Contact : HR Neha / Pooja

Job Responsibilities
* Handling inbound calls of US customers regarding billing and plan queries
* Resolve the issues in first call and maintain the quality scores
* Document every interaction in CRM

Eligibility
* Graduate / Undergraduate both can apply
* Excellent communication in English is must (Versant test)
* Comfortable in rotational night shifts, 5 days working, cab facility both side

Salary upto 3.6 LPA + incentives. Carry updated resume and one ID proof.`,
  },
  {
    id: 'hospital-billing-officer-jobstreet-ph',
    half: 'tune',
    title: 'Hospital Billing Officer',
    company: 'St. Raphael Medical Center of Laguna, Inc.',
    text: `Hospital Billing Officer
St. Raphael Medical Center of Laguna, Inc.
Santa Rosa, Laguna
Accounting (Accounts Receivable & Credit Control)
Full time
₱18,000 – ₱22,000 per month
Posted 3d ago

We are looking for a Hospital Billing Officer who will handle the billing of in-patients and out-patients and the processing of PhilHealth and HMO claims of the hospital.

Duties and Responsibilities:
• Prepare the statement of account of discharged patients accurately and on time
• Process PhilHealth eClaims and monitor return to hospital (RTH) claims
• Coordinate to HMO coordinators regarding LOA and approval of charges
• Reconcile daily billing report with the cashier

Qualifications:
• Graduate of BS Accountancy, BS Management Accounting or any related course
• At least 1 year experience in hospital billing is an advantage
• Knowledgeable in MS Excel
• Fresh graduates are welcome to apply`,
  },
  {
    id: 'listing-virtual-assistant-onlinejobs-ph',
    half: 'unseen',
    title: 'Product Listing Virtual Assistant',
    company: 'Copperleaf Home Goods',
    text: `Product Listing Virtual Assistant
TYPE OF WORK: Part Time
WAGE / SALARY: $5/hr
HOURS PER WEEK: 20
DATE UPDATED: Nov 24, 2026
JOB OVERVIEW

Hi! I'm Dana, and I run Copperleaf Home Goods, a small online store selling handmade kitchen linens and ceramics out of Ohio. We're growing and I need someone reliable to take over our product listings so I can focus on making things.

What you'll do:
- Write and upload new product listings on our Shopify store and two marketplaces
- Edit product photos (background removal, cropping, resizing)
- Keep inventory counts in our Google Sheet in sync with the store
- Answer simple customer messages about shipping

You'll be a good fit if you have good written English, you're detail-oriented and you've done e-commerce listings before. Please start your application with the word "linen" so I know you read this.`,
  },
  {
    id: 'aircon-technician-facebook-cebu',
    half: 'tune',
    title: 'Aircon Technician',
    company: 'Coolbreeze Aircon Sales & Services',
    text: `Coolbreeze Aircon Sales & Services
2h · 🌏

📢 WE ARE HIRING!!! 📢

AIRCON TECHNICIAN (3 slots)
✅ With TESDA NC II in RAC Servicing
✅ At least 1 year experience in installation and cleaning of window type and split type aircon
✅ Can do brazing, vacuum and charging of refrigerant
✅ Willing to be assigned in Mandaue and Lapu-Lapu areas
✅ With or without motorcycle license (plus points if meron)

📝 Requirements: Resume, NBI clearance, Barangay clearance, TESDA certificate

Walk in applicants are accepted Monday to Saturday 9AM-4PM at our shop, A.S. Fortuna St., Banilad, Mandaue City. Or send your resume via PM 📩

Salary is above minimum + commission per installation. Sharing is caring! 🙏

#hiring #Cebujobs #aircontechnician
👍❤️ 128   42 comments   67 shares`,
  },
  {
    id: 'claims-processor-workday-manila',
    half: 'unseen',
    title: 'Healthcare Claims Processor',
    company: 'Northwind Harbor Solutions Philippines, Inc.',
    text: `Healthcare Claims Processor
Apply
locations
Taguig City - Bonifacio Global City
time type
Full time
posted on
Posted 2 Days Ago
job requisition id
R-0048213

Northwind Harbor Solutions Philippines, Inc. is a healthcare business process management company servicing payers and providers in the United States.

Job Summary:
The Healthcare Claims Processor is responsible to adjudicate medical and dental claims of US members accurately following the client guidelines and the production and quality targets.

Key Responsibilities:
- Review and process professional (CMS-1500) and institutional (UB-04) claims
- Verify member eligibility, benefits and provider contracts in the claims system
- Identify and route claims for pricing, COB or medical review
- Meet daily productivity of claims per hour and 98% accuracy

Qualifications:
- College graduate of any allied health course (Nursing, Med Tech, PT) preferred
- With at least 6 months claims adjudication experience
- Willing to work in night shift on-site`,
  },
  {
    id: 'front-office-supervisor-jobberman-agency',
    half: 'tune',
    title: 'Front Office Supervisor',
    company: 'Graceland HR Consulting Ltd',
    text: `Front Office Supervisor
Graceland HR Consulting Ltd
Hospitality & Leisure
Lagos  Full Time
NGN 250,000 - 350,000
Job Function : Hospitality & Leisure
Industry: Recruitment
Apply for this job

Job Summary
Our client, a reputable 4-star hotel located in Victoria Island, Lagos, is urgently recruiting suitably qualified candidates to fill the position of Front Office Supervisor.

Minimum Qualification : Degree / HND
Experience Level : Mid level
Experience Length : 3 years

Job Description/Requirements
- Supervise front desk agents, porters and guest relations staff on each shift
- Handle check-in and check-out of VIP guests and resolve guest complaints
- Prepare daily room occupancy and revenue report for the Front Office Manager
- Must have worked with Opera PMS or similar hotel software

Interested and qualified candidates should send their CV to the email above using the job title as the subject of the mail.`,
  },
  {
    id: 'feed-mill-operator-facebook-nigeria',
    half: 'unseen',
    title: 'Feed Mill Operator',
    company: 'Adebayo Integrated Farms Ltd',
    text: `Ogun State Farmers Network
Tunde Olaniyan · 5h

Good evening house 🙏. Please we need an experienced person to work as feed mill operator at Adebayo Integrated Farms Ltd, Obafemi Owode, Ogun State. The person must have minimum of 2 years experience in operating hammer mill and mixer for poultry feed, and know how to measure ingredients according to formulation.

Accommodation is available inside the farm. Salary is negotiable depending on experience. Person that stay around Mowe, Ofada, Ibafo axis is preferred.

Please no time wasters. Interested person should call or whatsapp 0803 XXX 2291 or drop your number in comment I will reach you. Thank you and God bless 🙏

Like · Comment · Share
23 comments`,
  },
  {
    id: 'loan-recovery-officer-email-nigeria',
    half: 'tune',
    title: 'Loan Recovery Officer',
    company: 'Ekoline Microfinance Bank Limited',
    text: `---------- Forwarded message ---------
From: Chioma Eze <chioma.eze@gmail.com>
Date: Tue, Nov 24, 2026 at 9:12 AM
Subject: Fwd: Vacancy - Loan Recovery Officer (Ikeja branch)
To: Emeka Nwosu <emeka.nwosu@yahoo.com>

Bro see this one, I think you fit apply. Deadline is Friday.

> VACANCY ANNOUNCEMENT
> Ekoline Microfinance Bank Limited is a fast growing, CBN licensed microfinance bank with 14 branches across Lagos and Ogun States. We require the services of a result-driven Loan Recovery Officer for our Ikeja branch.
>
> Responsibilities:
> - Follow up on delinquent loans and ensure repayment within agreed timelines
> - Visit defaulting customers and guarantors and negotiate restructuring
> - Prepare weekly portfolio-at-risk report for the Branch Manager
>
> Requirements: OND/HND/B.Sc in any discipline, minimum 2 years in loan recovery in a microfinance bank, must reside in Ikeja or environs.
>
> Send CV to careers@ekolinemfb.example with the subject "Loan Recovery Officer - Ikeja".`,
  },
  {
    id: 'spinning-shift-incharge-newspaper-pakistan',
    half: 'unseen',
    title: 'Shift Incharge Spinning',
    company: 'Al-Noor Textile Mills Limited',
    text: `SITUATION VACANT

AL-NOOR TEXTILE MILLS LIMITED
(A Leading Export Oriented Spinning & Weaving Unit)
Sheikhupura Road, Faisalabad

Al-Noor Textile Mills Limited invites applications from competent and experienced persons for the following position in its spinning unit:

SHIFT INCHARGE SPINNING
Qualification: B.Sc Textile Engineering (Spinning) from NTU or equivalent
Experience: 5-7 years in compact / ring spinning of cotton and PC yarn
Age: Not more than 38 years

Candidate must have sound knowledge of blow room, carding, drawing, simplex and ring frame settings, Uster reports and count/TPI control. Attractive salary package, free transport, mess and medical facility will be provided.

Apply within 10 days with CV and recent photograph to:
General Manager HR, P.O. Box 1187, Faisalabad
Email: hr@alnoortextile.example
Only short listed candidates will be called for interview.`,
  },
  {
    id: 'shopify-developer-linkedin-recruiter-lahore',
    half: 'tune',
    title: 'Shopify Developer',
    company: 'Indus Peak Digital (Pvt.) Ltd.',
    text: `Ayesha Rafiq
Talent Acquisition | Tech Hiring | Lahore
1d • Edited • 🌐

We're Hiring!! 🚀 Shopify Developer (Onsite – Gulberg III, Lahore)

Indus Peak Digital (Pvt.) Ltd. is looking a passionate Shopify Developer to join our e-commerce team which builds stores for UK and US brands.

What we need:
🔹 2+ years hands on experience in Shopify theme development (Liquid, Online Store 2.0)
🔹 Strong HTML, CSS, JavaScript; knowledge of Shopify APIs and app integration is plus
🔹 Experience of speed optimization and custom sections
🔹 Good communication for daily calls with foreign clients

Timing: 5 PM to 2 AM (Mon-Fri) | Pick & drop + dinner provided

Interested candidates can share CV at ayesha.rafiq@induspeak.example or DM me. Please mention "Shopify Dev" in the subject line.

#hiring #shopify #lahorejobs #webdevelopment
👍 212 · 58 comments · 19 reposts`,
  },
  {
    id: 'mep-site-engineer-bayt-uae',
    half: 'unseen',
    title: 'MEP Site Engineer',
    company: 'Al Reem Crest Contracting LLC',
    text: `MEP Site Engineer
Al Reem Crest Contracting LLC
Abu Dhabi, United Arab Emirates · Posted on: 22 Nov 2026
Easy Apply  Save job

Job Details
Al Reem Crest Contracting LLC is a Grade A building contractor executing residential towers and villa compounds across Abu Dhabi. We are looking for a MEP Site Engineer for our G+12 residential project in Al Raha.

Responsibilities
- Supervise installation of HVAC, plumbing, firefighting and electrical works as per approved shop drawings
- Coordinate with MEP subcontractors and the consultant for inspections and WIR
- Prepare daily progress reports and material requests
- Ensure the ADCD and ADDC requirements are complied in site

Skills
- B.E. Mechanical or Electrical with minimum 6 years GCC experience
- Valid UAE driving license is must
- Candidates available in UAE with transferable visa will be preferred

Job Details
Job Location: Abu Dhabi, United Arab Emirates
Company Industry: Construction
Employment Type: Full Time Employee
Monthly Salary Range: AED 9,000 - 12,000`,
  },
  {
    id: 'driver-cum-messenger-whatsapp-qatar',
    half: 'tune',
    title: 'Driver cum Messenger',
    company: 'Al Dafna Horizon Trading W.L.L.',
    text: `🚗 *URGENT HIRING IN QATAR* 🇶🇦

Position: *Driver cum Messenger*
Company: Al Dafna Horizon Trading W.L.L., Doha

Requirements:
✔️ Valid Qatar light driving license (must)
✔️ Minimum 2 years Qatar experience
✔️ Knowledge of Doha roads & government offices (MOI, MOCI, Municipality)
✔️ Basic English and Arabic speaking is advantage
✔️ Transferable visa / NOC available

Duties: delivery of documents and cheques to banks and clients, PRO support for renewals, daily company vehicle checking.

Salary: QAR 2,500 + food allowance + accommodation
Duty: 8 hrs, Friday off

Interested candidates send CV with QID copy on WhatsApp +974 55XX XX18
(Only candidates inside Qatar)`,
  },
  {
    id: 'store-keeper-forwarded-email-saudi',
    half: 'unseen',
    title: 'Store Keeper',
    company: 'Eastern Flame Industrial Services Co.',
    text: `From: Recruitment Team <jobs@najdgulfmanpower.example>
Sent: Monday, November 23, 2026 11:47 AM
To: undisclosed-recipients
Subject: FW: Requirement - Store Keeper for Jubail Shutdown Project

Dear Sir,

Greetings from Najd Gulf Manpower Services!

We have urgent requirement for our esteemed client Eastern Flame Industrial Services Co. in Jubail Industrial City, KSA for the following position:

Position : Store Keeper
Project : Petrochemical plant shutdown (6 months, extendable)
Experience : 5+ years in oil & gas / petrochemical stores, Gulf experience preferred
Must know : receiving and issuing of materials, MRV, bin cards, SAP MM entries, handling of consumables and PPE

Benefits : Food, accommodation and transportation by company. Salary SAR 3,000 - 3,500 based on interview.

Kindly send your updated CV, passport copy and experience certificates by replying to this email.

Best Regards,
Mohammed Irfan
Recruitment Coordinator
Najd Gulf Manpower Services`,
  },
  {
    id: 'aluminium-fabricator-classified-kuwait',
    half: 'tune',
    title: 'Aluminium Fabricator',
    company: 'Al Sahel Aluminium & Glass Co. W.L.L.',
    text: `CLASSIFIEDS — SITUATIONS VACANT

REQUIRED URGENTLY for a reputed company in Shuwaikh Industrial Area:
ALUMINIUM FABRICATOR
with minimum 4 yrs GCC exp. in windows, doors, curtain wall & cladding installation. Must be able to read drawings and operate cutting & punching machines. Transferable visa (Art. 18) only. Attractive salary + transportation.
Al Sahel Aluminium & Glass Co. W.L.L.
Send CV: alsahelglass@mail.example or contact 9XX4 7733

ALSO ON THIS PAGE: Salesman for car accessories shop — Farwaniya — call 6XX1 2290 • Filipina housemaid wanted, good salary — 5XX0 8812

Published in the Wednesday edition, page 14`,
  },
  {
    id: 'biomedical-engineer-taleo-riyadh',
    half: 'unseen',
    title: 'Biomedical Engineer',
    company: 'Rawdat Al Khair Hospital',
    text: `Job Description
Biomedical Engineer-2611047
Description

Rawdat Al Khair Hospital is a 350-bed tertiary care hospital in Riyadh, accredited by CBAHI and JCI, providing specialized services in cardiology, oncology and critical care.

The Biomedical Engineer will manage the preventive and corrective maintenance of the medical equipment in the hospital according to the manufacturer recommendations and the hospital policies.

Responsibilities:
- Perform PPM, calibration and electrical safety testing for ventilators, monitors, infusion pumps and dialysis machines
- Maintain the equipment inventory and service history in the CMMS
- Coordinate with vendors and agents for warranty and service contract
- Participate in acceptance testing of new equipment

Qualifications
- Bachelor degree in Biomedical Engineering
- Classified by the Saudi Council of Engineers
- 3 years hospital experience

Job: Engineering
Primary Location: Saudi Arabia-Riyadh-Riyadh
Organization: Clinical Engineering
Schedule: Full-time
Job Posting: Nov 19, 2026, 8:00:00 AM`,
  },
  {
    id: 'ar-analyst-workday-guadalajara',
    half: 'tune',
    title: 'Bilingual Accounts Receivable Analyst',
    company: 'Nearshore Pacifica S.A. de C.V.',
    text: `Bilingual Accounts Receivable Analyst
Apply
locations
Guadalajara, Jalisco
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
JR-10772

About us
Nearshore Pacifica S.A. de C.V. provides finance and accounting services for more than 40 companies in USA and Canada from our center in Guadalajara.

Your mission
As Bilingual Accounts Receivable Analyst you will be in charge of the collection and the cash application of a portfolio of US customers, working in English in a daily basis.

Responsibilities
• Apply customer payments and resolve unapplied cash in the ERP
• Make collection calls and emails to customers with past due balances
• Prepare the aging report and participate in the monthly closing
• Support the internal and external audits with information

Requirements
• Bachelor in Accounting, Finance or related (titulado)
• 2+ years in accounts receivable or collections
• English advanced (80% conversational) — excluyente
• Hybrid scheme after 3 months`,
  },
  {
    id: 'geotechnical-monitoring-technician-peru',
    half: 'unseen',
    title: 'Geotechnical Monitoring Technician',
    company: 'Minera Cerro Alto S.A.C.',
    text: `Careers › Open positions › Operations

Geotechnical Monitoring Technician
Arequipa, Peru — Mine site, roster 14x7

Minera Cerro Alto S.A.C. is a copper-molybdenum open pit operation in the south of Peru. We are in search of a Geotechnical Monitoring Technician for the Geotechnics area who will be responsible of the monitoring of slopes and the tailings dam.

Main functions:
- Execute the readings of prisms, piezometers and inclinometers according to the monitoring program
- Operate the slope stability radar and inform the alarms to the supervisor immediately
- Do the daily inspection of benches and register the cracks and falls of rocks
- Elaborate the weekly reports with graphics of displacements

Requirements:
- Technical degree in Mining, Geology or Topography
- Minimum 2 years of experience in geotechnical monitoring in open pit mine
- Valid certification of work in height and medical fitness for altitude (above 4,000 m.a.s.l.)
- Intermediate English`,
  },
  {
    id: 'coffee-cupper-facebook-colombia',
    half: 'tune',
    title: 'Coffee Cupper',
    company: 'Café Sierra Nevada Exportadores S.A.S.',
    text: `Empleos Café Colombia 🇨🇴 ☕
Valentina Restrepo · 3 h

Hello everybody!! Our coffee export company Café Sierra Nevada Exportadores S.A.S. in Santa Marta is looking for a Coffee Cupper to join the quality lab. We write this in English because the person will talk every week with the buyers in Europe and Japan 🙌

What we are looking:
• Q Arabica Grader certificate (or in process)
• Minimum 2 years doing physical analysis and cupping of green coffee (specialty and commercial lots)
• Knowledge in SCA protocol, moisture and water activity meters, roasting of samples
• Good English to write the cupping reports and send samples approval

We offer indefinite term contract, salary according to experience + benefits of law, and travel to the farms in the Sierra.

Send your CV to the inbox or to talento@sierranevadacafe.example 📩 Please share!!`,
  },
  {
    id: 'java-developer-recruiter-post-brazil',
    half: 'unseen',
    title: 'Senior Java Developer',
    company: 'Pagamentos Ipê S.A.',
    text: `Rafael Moura • 2nd
Tech Recruiter @ Ponte Talentos | Hiring devs in Brazil 🇧🇷
3d • 🌐

🚀 VAGA / HIRING: Senior Java Developer — 100% remote (Brazil)

I am looking for a Senior Java Developer to work for our client Pagamentos Ipê S.A., a fintech from São Paulo that process more than 8 million PIX and card transactions per day.

You will work in the squad of settlement, building microservices with Java 17, Spring Boot, Kafka and PostgreSQL on AWS.

✅ 5+ years with Java backend
✅ Experience with high volume transactional systems
✅ Advanced English (the tech leads are in Lisbon)
✅ Nice to have: Kotlin, payments domain

💰 PJ or CLT, salary range R$ 18k–24k
📩 Comment "eu quero" or send me DM with your CV

#vagas #java #backend #remoto #hiring`,
  },
  {
    id: 'wine-export-coordinator-workable-mendoza',
    half: 'tune',
    title: 'Wine Export Coordinator',
    company: 'Bodega Los Algarrobos S.A.',
    text: `Bodega Los Algarrobos S.A.
Wine Export Coordinator
Luján de Cuyo, Mendoza, Argentina
Operations — Full time — On-site

Apply for this job

Bodega Los Algarrobos S.A. is a family winery founded in 1962 that exports Malbec and Cabernet Franc to 22 countries. We are searching a Wine Export Coordinator to manage the export orders from the confirmation until the arrival to destination.

Responsibilities
- Coordinate production of the orders with the bottling plant and the warehouse
- Book containers with forwarders and control the shipping documents (invoice, packing list, certificates of origin, analysis)
- Follow the labels and back-labels approvals for each market
- Communicate in English with importers in USA, UK and Brazil

Requirements
- Degree in Foreign Trade or similar
- 3 years of experience in export operations, ideally in wine or food
- Fluent English; Portuguese is a plus
- Advanced Excel and experience with Tango or SAP`,
  },
  {
    id: 'freight-forwarding-specialist-smartrecruiters-poland',
    half: 'unseen',
    title: 'Sea Freight Forwarding Specialist',
    company: 'Wisła Cargo Sp. z o.o.',
    text: `Wisła Cargo Sp. z o.o.
Sea Freight Forwarding Specialist
Gdynia, Pomorskie, Poland
Full-time
Department: Sea Freight

I'm interested

Company Description
Wisła Cargo Sp. z o.o. is Polish freight forwarder with offices in Gdynia, Gdańsk and Poznań, organizing sea, road and rail transport for clients from whole Europe.

Job Description
Your responsibilities:
• Organization of FCL and LCL import shipments from Asia to Poland
• Contact with shipping lines, agents abroad and customs agencies
• Preparing quotations and monitoring the shipments on each stage
• Issuing documents and cooperation with accounting department

Our requirements:
• Min. 1 year of experience in sea freight forwarding
• Very good English (B2+), Polish fluent
• Knowledge of Incoterms 2020
• Good organisation of work and resistance to stress

We offer: contract of employment, Multisport card, private medical care, bonus system.`,
  },
  {
    id: 'embedded-test-engineer-greenhouse-romania',
    half: 'tune',
    title: 'Junior Embedded Test Engineer',
    company: 'Carpatica Automotive Systems S.R.L.',
    text: `Junior Embedded Test Engineer
at Carpatica Automotive Systems S.R.L. (View all jobs)
Brașov, Romania

Carpatica Automotive Systems S.R.L. develops body control modules and lighting ECUs for European car makers. Our test team in Brașov is growing and we are looking for a Junior Embedded Test Engineer who is eager to learn the automotive testing.

What you will do
- Write and execute test cases for ECU software on HIL benches
- Analyse CAN and LIN traces with CANoe and report defects in Jira
- Automate the regression tests with Python and CAPL
- Take part in the reviews of requirements together with the developers

What we expect
- Graduate of Automation, Electronics or Computer Science (or last year student)
- Basic knowledge of C and Python
- Notions of CAN protocol are a plus
- English at least B2; German is appreciated

Apply for this Job
* Required
First Name *
Last Name *`,
  },
  {
    id: 'flutter-developer-telegram-lviv',
    half: 'unseen',
    title: 'Middle Flutter Developer',
    company: 'Softvarta LLC',
    text: `IT Jobs Lviv | Вакансії
#vacancy #flutter #mobile #lviv #remote

🔥 Middle Flutter Developer
🏢 Softvarta LLC
📍 Lviv office / remote (Ukraine, Poland)
💵 $2500 – $3300

We are product company making app for booking of sport clubs with 400k users. Looking for Middle Flutter Developer in our mobile team (4 devs, 2 QA).

✅ Requirements:
— 2+ years of commercial experience with Flutter/Dart
— Bloc or Riverpod, clean architecture
— REST, Firebase, push notifications
— Published apps in App Store / Google Play
— English Intermediate+

🎁 We offer: paid vacation 20 days, sick leaves, medical insurance, generator and Starlink in office

📩 CV: @softvarta_hr
👁 3.1K  ✏️ edited  14:22`,
  },
  {
    id: 'prepress-operator-pdf-serbia',
    half: 'tune',
    title: 'Prepress Operator',
    company: 'Štamparija Dunav d.o.o.',
    text: `ŠTAMPARIJA DUNAV d.o.o.
Novi Sad, Industrijska zona
sever bb
JOB ANNOUNCEMENT
Štamparija Dunav d.o.o., a printing house for packaging and labels
with 25 years of tradition, announces an open position for:
PREPRESS OPERATOR
(1 executor, full time, indefinite period
after trial work of 3 months)
Job description:
- preparation of files for offset and flexo printing (trapping,
imposition, color separations)
- making CTP plates and control of the plates quality
- communication with customers and designers about the corrections
Conditions:
- secondary or higher education of graphic direction
- experience of at least 2 years in prepress
- knowledge of Adobe Illustrator, Esko ArtPro+ or
similar software
- English on level of reading technical documentation
Applications with CV send to: posao@stamparijadunav.example
Deadline: 15.12.2026.                                 1/1`,
  },
  {
    id: 'overseas-sales-wechat-ningbo',
    half: 'unseen',
    title: 'Overseas Sales Specialist',
    company: 'Ningbo Haotian Hardware Co., Ltd.',
    text: `【Hiring】Overseas Sales Specialist 外贸业务员 🔥

Ningbo Haotian Hardware Co., Ltd. is professional manufacturer of door hinges, drawer slides and cabinet hardware since 2008, our products export to more than 60 countries, main market is Middle East, South America and Russia.

Now we need 2 Overseas Sales Specialist to develop new customers:
1. Develop customers by Alibaba, Made-in-China platform, LinkedIn and exhibitions
2. Reply the inquiries, make quotation and PI, follow the orders until shipment
3. Attend Canton Fair and overseas fairs (Dubai, Cologne)

Requirements:
★ CET-6 or fluent English, Spanish or Russian is better
★ 1 year foreign trade experience, fresh graduate is also ok
★ Hard working and good team spirit

Salary: basic 6000 RMB + commission (no upper limit) + 5 insurances 1 fund
Address: Yinzhou District, Ningbo
Scan QR code add HR WeChat: haotian_hr_lily 👇`,
  },
  {
    id: 'mould-design-engineer-glassdoor-dongguan',
    half: 'tune',
    title: 'Mould Design Engineer',
    company: 'Dongguan Jinsheng Precision Mould Co., Ltd.',
    text: `Dongguan Jinsheng Precision Mould Co., Ltd.
3.4 ★
Mould Design Engineer
Dongguan, Guangdong
Easy Apply
Employer est.: ¥12K - ¥18K (Employer provided)

Job description
Dongguan Jinsheng Precision Mould Co., Ltd. is a professional plastic injection mould maker for automotive, household appliance and medical customers in Europe and North America. We make more than 300 sets of moulds every year.

Responsibilities:
1. Responsible for 3D mould design by UG NX according to the customer product and DFM report.
2. Make the 2D drawings for the workshop (mould base, inserts, electrode, cooling) and the BOM.
3. Join the design review with the customer in English by Teams meeting.
4. Follow the T1 trial problems and make the design modification.

Requirements:
1. College degree or above, major in mould or mechanical.
2. More than 5 years experience in plastic mould design for export, hot runner and 2K mould experience is preferred.
3. Can read and write English emails.`,
  },
  {
    id: 'reefer-technician-job-fair-vietnam',
    half: 'unseen',
    title: 'Reefer Container Technician',
    company: 'Mekong Cold Chain JSC',
    text: `JOB FAIR 2026 — CAN THO UNIVERSITY OF TECHNOLOGY
Saturday 12 December, 8:00 – 16:00, Hall A
Organized by the Center for Student Support and Enterprise Relations
50 enterprises • more than 1,200 positions • free entry for students and alumni

BOOTH A-17
Mekong Cold Chain JSC
Cold storage and reefer logistics for seafood and fruit exporters in the Mekong Delta

Position: Reefer Container Technician (quantity: 6)
- Install, check and repair refrigeration units of reefer containers (Carrier, Daikin, Thermo King)
- Do PTI (pre-trip inspection) before container is loaded and monitor temperature at the depot
- Work by shift at Cai Cui port depot
Requirements: College or university graduate in Refrigeration / Heat Engineering; can read English manuals; fresh graduates are accepted and will be trained
Benefits: 9 – 14 million VND, shift allowance, 13th month salary, social insurance

Bring your CV to booth A-17 for on-the-spot interview!`,
  },
  {
    id: 'bar-supervisor-facebook-saigon',
    half: 'tune',
    title: 'Bar Supervisor',
    company: 'Lantern Wharf Rooftop',
    text: `Expats & Locals Jobs in Saigon
Minh Thư Nguyễn · 1d

Hi everyone 👋 Lantern Wharf Rooftop in District 1 is looking for an experienced Bar Supervisor for our new cocktail bar opening in January.

Job:
- Manage the bar team (8 bartenders and barbacks) and make the shift schedule
- Control the stock, order and cost of beverage
- Train the team the cocktail menu and the service standard
- Take care the guests, most of them are tourists and expats

Need:
- 2 years as bar supervisor or head bartender in hotel / rooftop bar
- Speak English well (must), Vietnamese is plus
- Can work late night and weekend

Salary 15 – 20M VND + service charge. Please send your CV to my inbox or come direct to 9th floor, Tôn Đức Thắng street for interview from 2pm-5pm. Thank you!

👍 34 · 11 comments`,
  },
  {
    id: 'estate-assistant-jobstreet-indonesia',
    half: 'unseen',
    title: 'Estate Assistant',
    company: 'PT Sawit Lestari Nusantara',
    text: `Estate Assistant
PT Sawit Lestari Nusantara
Ketapang, West Kalimantan
Agriculture, Animals & Conservation (Farm Management)
Full time
Posted 8d ago
Quick apply

PT Sawit Lestari Nusantara is a palm oil plantation company with 28,000 Ha of nucleus and plasma estates and 2 palm oil mills in West Kalimantan. We are looking for Estate Assistant to be placed in our estates in Ketapang.

Job Descriptions:
• Lead and control the harvesting and maintenance activities in the division (± 800 Ha)
• Make daily work plan and supervise the mandor and workers
• Ensure the achievement of production, cost and quality of FFB
• Implement the RSPO and ISPO standard in the field

Requirements:
• Bachelor degree (S1) of Agriculture / Agrotechnology
• Fresh graduate are welcome, experience in plantation is an advantage
• Willing to live in the estate
• Able to ride motorcycle`,
  },
  {
    id: 'dive-instructor-whatsapp-bali',
    half: 'tune',
    title: 'Dive Instructor',
    company: 'PT Biru Karang Bali',
    text: `Assalamualaikum & selamat pagi semua 🙏🌊

*LOKER BALI* — we are looking for *Dive Instructor* for our dive center in Amed, East Bali.

Company: PT Biru Karang Bali (Biru Karang Dive Resort)
Start: January 2027, contract 1 year

Requirements:
🐠 PADI or SSI Open Water Scuba Instructor, active status
🐠 Minimum 150 logged dives, experience to teach Open Water and Advanced
🐠 Speak English fluently, other language (French, German, Mandarin) is big plus
🐠 Indonesian citizen (KTP) or already have KITAS

We give: basic salary + commission per certification, staff housing in resort, BPJS, 1 day off per week.

Send CV + copy of certificate to WA 0812-XXXX-5521 (Pak Made). Please help share to your friend who is instructor 🙏`,
  },
  {
    id: 'inbound-tour-coordinator-careers-japan',
    half: 'unseen',
    title: 'Inbound Tour Coordinator',
    company: 'Sakura Michi Travel K.K.',
    text: `RECRUIT | Sakura Michi Travel K.K.

Inbound Tour Coordinator
Language: English speaker
Place of work: Head office, Nakagyo-ku, Kyoto
Employment status: Full-time employee (trial period 3 months)
Salary: 3,600,000 yen ~ 4,500,000 yen per year (depends on experience and ability)

Job content
Sakura Michi Travel K.K. arranges private and small group tours in Kyoto, Nara and Kanazawa for guests coming from USA, Australia and Europe. As Inbound Tour Coordinator you will be in charge of the arrangement of hotels, guides and transportation for the tours and the correspondence with the overseas travel agents.

Concretely:
・Make itinerary and quotation by request of the agent
・Book ryokan, restaurants and tea ceremony experiences
・Support the guides in case of trouble during the tour (phone)

Required
・Business level English and Japanese (JLPT N2 or higher)
・Experience in travel industry is welcome`,
  },
  {
    id: 'noc-engineer-linkedin-sofia',
    half: 'tune',
    title: 'NOC Engineer',
    company: 'Balkanlink Telecom EAD',
    text: `NOC Engineer
Balkanlink Telecom EAD · Sofia, Sofia City, Bulgaria (On-site)
1 week ago · 67 applicants
Full-time · Mid-Senior level
Promoted by hirer · Actively reviewing applicants

Easy Apply   Save

About the job
Balkanlink Telecom EAD is a leading alternative operator in Bulgaria providing fiber internet and data center services for business customers. For our Network Operation Center we are seeking a NOC Engineer working in 24/7 shifts.

Main responsibilities:
• Monitoring of the IP/MPLS and DWDM network with Zabbix and vendor NMS
• First and second level troubleshooting of incidents and escalation to the vendors
• Coordination of the field teams for fiber cuts and planned works
• Keeping the tickets and the shift log up to date

Requirements:
• Degree in Telecommunications or Computer Networks
• CCNA or similar, understanding of BGP, OSPF and VLANs
• Good level of English, written and spoken`,
  },
  {
    id: 'horticulture-manager-psu-notice-india',
    half: 'unseen',
    title: 'Assistant Manager, Horticulture',
    company: 'Konkan Urban Development Corporation Limited',
    text: `KONKAN URBAN DEVELOPMENT CORPORATION LIMITED
(A Government of Maharashtra Undertaking)
CIN: U45200MH1998SGC11XXXX

RECRUITMENT NOTIFICATION No. KUDCL/HR/04/2026

Konkan Urban Development Corporation Limited invites online applications from Indian citizens for the following post on regular basis:

Sl. | Name of Post | No. of Posts | Pay Scale
1 | Assistant Manager, Horticulture | 02 (UR-1, OBC-1) | Rs. 56,100 - 1,77,500 (Level 10)

Essential Qualification: M.Sc. (Horticulture / Agriculture) from a recognised University with minimum 3 years post qualification experience in landscape development and maintenance of public gardens.

Job profile: Planning and execution of landscaping of roads, parks and township areas; supervision of nursery and contractors; preparation of estimates and measurement books.

Last date for online application: 20.12.2026. For detailed advertisement, visit the Corporation's website.`,
  },
  {
    id: 'stormwater-inspector-county-bulletin',
    half: 'tune',
    title: 'Stormwater Inspector',
    company: 'Harlow County',
    text: `Position Number: 26-0419
Class Title: Environmental Compliance Specialist II
Working Title: Stormwater Inspector
Agency: Harlow County
Department: Public Works – Water Resources Division
Location: County Operations Center, 1800 Kestrel Rd
Salary: $58,240.00 - $74,110.00 Annually
Job Type: Full-Time, Classified
Opening Date: 11/18/2026
Closing Date: 12/09/2026 11:59 PM Eastern
FLSA: Non-Exempt
Bargaining Unit: AFSCME Local 2214

THE POSITION
Harlow County is seeking a Stormwater Inspector to ensure that construction sites and industrial facilities comply with the County's MS4 permit and erosion and sediment control ordinance. The incumbent conducts field inspections, issues notices of violation, and educates contractors and property owners on best management practices.

Examples of Duties
- Inspects active construction sites for silt fence, inlet protection and stabilization
- Investigates illicit discharge complaints and samples outfalls
- Maintains inspection records in the County permitting database`,
  },
  {
    id: 'greenhouse-research-technician-university-posting',
    half: 'unseen',
    title: 'Greenhouse Research Technician',
    company: 'Eastbrook State University',
    text: `Eastbrook State University
Posting Details

Position Information
Posting Number: S02871P
Working Title: Greenhouse Research Technician
Position Number: 00412290
Department: Plant and Soil Sciences
College/Division: College of Agriculture and Natural Resources
Appointment Type: Staff, 12-month
FTE: 1.0
Hiring Range: $39,500 - $44,000
Posting Open Date: 11/20/2026
Open Until Filled: Yes

Position Summary
The Department of Plant and Soil Sciences seeks a Greenhouse Research Technician to support faculty research programs in crop physiology and plant breeding at the Eastbrook research greenhouses (42,000 sq ft). The technician propagates and maintains research plantings, runs irrigation and fertigation schedules, scouts for pests, and records plant measurements for experiments.

Minimum Qualifications
Bachelor's degree in horticulture, plant science, or a related field, or an equivalent combination of education and experience. Ability to lift 50 pounds and work in hot, humid conditions.`,
  },
  {
    id: 'street-lighting-engineer-borough-council',
    half: 'tune',
    title: 'Street Lighting Engineer',
    company: 'Wexcombe Borough Council',
    text: `Job title: Street Lighting Engineer
Employer: Wexcombe Borough Council
Service area: Place and Environment
Team: Highways Asset Management
Grade: Grade 9 (£36,124 – £39,186)
Hours: 37 per week
Contract: Permanent
Location: Civic Centre, Wexcombe, with hybrid working
Reference: PE-1146
Closing date: 14 December 2026

About the role
We are looking for a Street Lighting Engineer to help look after the borough's 21,000 street lights, illuminated signs and bollards. You will design lighting schemes for new roads and adoptions, check designs submitted by developers against BS 5489, and manage our term maintenance contractor's work on faults and column replacements.

You will also play a lead part in our LED conversion and central management system programme, working closely with colleagues in traffic, road safety and the council's energy team.`,
  },
  {
    id: 'arena-facility-operator-town-posting',
    half: 'unseen',
    title: 'Arena Facility Operator',
    company: 'Town of Pellham Falls',
    text: `TOWN OF PELLHAM FALLS
EMPLOYMENT OPPORTUNITY

Posting #: 2026-118
Position: Arena Facility Operator
Department: Community Services – Recreation Facilities
Status: Permanent Full-Time (rotating shifts including evenings, weekends and holidays)
Union: CUPE Local 4471
Wage: $29.84 – $33.17 per hour (2026 rates)
Closing: Friday, December 11, 2026 at 4:30 p.m.

The Town of Pellham Falls is seeking an Arena Facility Operator to join the team at the Pellham Falls Memorial Arena and Community Centre. Reporting to the Facilities Supervisor, the Operator is responsible for ice making and maintenance, operation of the refrigeration plant, and the cleaning and set-up of the facility for user groups and events.

Qualifications
• Grade 12 or equivalent
• Refrigeration Operator certificate (or ability to obtain within 12 months)
• Valid Class G driver's licence
• Experience operating an ice resurfacer is an asset`,
  },
  {
    id: 'seed-collection-officer-aps-style',
    half: 'tune',
    title: 'Seed Collection Officer',
    company: 'National Seed Bank Authority',
    text: `Seed Collection Officer
National Seed Bank Authority
Job number: NSBA/26/0392
Classification: APS Level 4
Position number: 10884
Location: Canberra ACT (with extended field travel)
Salary: $73,513 - $79,586 plus 15.4% super
Employment type: Ongoing, full-time
Contact: Dr Priya Ramanathan, Conservation Programs Manager
Closing date: 11:30pm AEDT, Sunday 13 December 2026

The role
The National Seed Bank Authority is seeking a Seed Collection Officer to plan and carry out seed collecting trips for threatened and priority plant species across south-eastern Australia. Working with a small team of botanists and horticulturists, you will locate populations, time collections to seed maturity, record collection data, and clean and process seed for long-term storage.

The ideal candidate holds a current manual driver's licence and is comfortable with remote fieldwork, including four-wheel driving and camping for up to ten days at a time.`,
  },
  {
    id: 'electron-microscopy-technician-pdf-university',
    half: 'unseen',
    title: 'Research Technician in Electron Microscopy',
    company: 'University of Kingsmoor',
    text: `UNIVERSITY OF KINGSMOOR
Faculty of Science and Engineering
School of Biological Sciences
JOB DESCRIPTION AND PERSON SPECIFICATION
Job Title: Research Technician in Electron
Microscopy
Grade: 6
Salary: £31,236 - £35,116 per
annum
Reporting to: Facility Manager, Bioimaging
Unit
Vacancy Ref: SBS-0772-26
Purpose of the role
The University of Kingsmoor Bioimaging Unit provides
transmission and scanning electron microscopy to
researchers across the University and external
users. The Research Technician will prepare
biological samples for TEM and SEM, including
chemical fixation, resin embedding, ultramicrotomy
and negative staining, and will train and support
users on the instruments.
Main duties
1. Prepare and section samples to a high standard.
2. Operate and carry out routine maintenance on
the TEM, SEM and associated equipment.
Page 1 of 4`,
  },
  {
    id: 'bus-mechanic-school-district-posting',
    half: 'tune',
    title: 'Bus Mechanic',
    company: 'Riverbend Unified School District',
    text: `Riverbend Unified School District
Job Posting

Position Type: Classified / Transportation
Date Posted: 11/16/2026
Location: Transportation Department – Bus Yard, 450 Orchard Ave
Closing Date: Until Filled
Job ID: 3318

Bus Mechanic
8 hours/day, 12 months/year
Salary Schedule: Classified Range 41 ($5,118 – $6,524 per month)

DEFINITION
Under the direction of the Director of Transportation, performs skilled diagnosis, repair and preventive maintenance on the district's fleet of 96 school buses and support vehicles, including diesel, CNG and electric buses, to keep them safe and in compliance with state inspection requirements.

REPRESENTATIVE DUTIES
- Performs 45-day safety inspections and documents them for the annual terminal inspection
- Diagnoses and repairs engines, air brakes, transmissions, wheelchair lifts and electrical systems
- Maintains parts inventory and work order records

Attachment(s): Bus Mechanic job description.pdf`,
  },
  {
    id: 'drywall-taper-craigslist',
    half: 'unseen',
    title: 'Drywall Taper',
    company: 'Keller & Sons Drywall',
    text: `CL > sacramento > jobs > skilled trade/craft

Experienced drywall taper wanted - steady work (Rancho Cordova)

compensation: $30-38/hr DOE
employment type: full-time
job title: drywall taper

We're a family run drywall company doing mostly new residential and some light commercial around the Sacramento area. Busy through next summer and need one more experienced taper to join a good crew.

You need to be able to tape, mud, and finish to a level 4 and 5, run bazooka and boxes, and do your own patches and texture matching. Stilts experience a plus. Must have reliable transportation and your own hand tools. We supply the automatic tools.

Pay weekly, no drama crew, year round work.

Call or text Dale at Keller & Sons Drywall, 916-XXX-4410. Please no emails, we don't check them.

do NOT contact us with unsolicited services or offers
post id: 7801234412
posted: 2026-11-25 07:41`,
  },
  {
    id: 'hearing-aid-specialist-indeed',
    half: 'tune',
    title: 'Hearing Aid Specialist',
    company: 'ClearTone Hearing Centers',
    text: `Hearing Aid Specialist
ClearTone Hearing Centers
3.8 out of 5 stars
Knoxville, TN 37919
$55,000 - $90,000 a year - Full-time
Apply now

Profile insights
Licenses
Hearing Instrument Specialist License (Required)

Benefits
Pulled from the full job description
401(k) matching · Dental insurance · Health insurance · Paid time off

Full job description
ClearTone Hearing Centers is a locally owned group of six hearing clinics in East Tennessee. We are looking for a licensed Hearing Aid Specialist to join our West Knoxville office.

What you'll do:
- Perform hearing tests and help patients choose the right hearing solution
- Fit, program, and adjust hearing aids and follow up with patients
- Take earmold impressions and perform in-office repairs
- Build relationships with local physicians for referrals

Base salary plus commission; first-year specialists typically earn $70K+.`,
  },
  {
    id: 'clinical-data-manager-linkedin',
    half: 'unseen',
    title: 'Clinical Data Manager',
    company: 'Veridian Trials Ltd',
    text: `Veridian Trials Ltd
Clinical Data Manager
Cambridge, England, United Kingdom · Reposted 4 days ago · Over 100 applicants
Hybrid · Full-time · Mid-Senior level
201-500 employees · Research Services
See how you compare to over 100 other applicants. Try Premium for £0

Apply   Save

About the job
Veridian Trials Ltd is a full-service contract research organisation running phase I-III studies in oncology and rare disease for biotech sponsors in Europe and the US.

We are looking for a Clinical Data Manager to lead data management activities on two to four studies from set-up to database lock.

What you'll be doing
• Author Data Management Plans, CRF completion guidelines and edit check specifications
• Perform UAT of EDC builds (Medidata Rave, Veeva CDMS)
• Drive data cleaning, query management and SAE reconciliation
• Act as the primary DM contact for sponsors and study teams

Show more`,
  },
  {
    id: 'mobile-plant-fitter-seek',
    half: 'tune',
    title: 'Mobile Plant Fitter',
    company: 'Redgum Earthmoving Pty Ltd',
    text: `Mobile Plant Fitter
Redgum Earthmoving Pty Ltd
View all jobs
Toowoomba, Darling Downs QLD
Mechanical Engineering (Engineering)
Full time
$45 – $52 per hour + overtime + tool allowance
Posted 2d ago
Quick apply   Save

Redgum Earthmoving Pty Ltd is a family owned civil and earthmoving contractor with a fleet of 120+ machines working on road, rail and renewables projects across South East Queensland.

We're after an experienced Mobile Plant Fitter to join our workshop team in Toowoomba, with some field service work on projects.

About the role
• Service, diagnose and repair excavators, dozers, graders, rollers and articulated dump trucks
• Carry out field breakdowns from a fully equipped service truck
• Complete service sheets and prestarts in our fleet system

About you
• Trade qualified Heavy Diesel or Mobile Plant Mechanic
• Cat, Komatsu or Volvo experience
• Current C class licence (HR an advantage)`,
  },
  {
    id: 'care-home-cook-reed',
    half: 'unseen',
    title: 'Care Home Cook',
    company: 'Willowmere Care Homes Ltd',
    text: `Care Home Cook
Posted 19 November by Willowmere Care Homes Ltd  Easy Apply
£12.80 - £13.50 per hour
Harrogate, North Yorkshire
Permanent, full-time
Apply now
Save

Willowmere Care Homes Ltd runs three residential and nursing homes in North Yorkshire, and we are looking for a Care Home Cook to join the kitchen team at Willowmere House, a 48-bed home in Harrogate.

You'll plan and cook home-made meals for our residents, many of whom need modified textures (IDDSI levels) or special diets, and you'll make mealtimes something they look forward to.

Responsibilities:
- Prepare breakfast, lunch and tea for residents and staff
- Follow allergen, texture and diabetic requirements for each resident
- Complete food safety records, temperature checks and stock orders
- Work alongside the Head Cook to plan four-weekly seasonal menus

Food Hygiene Level 2 essential; experience in care or catering preferred.`,
  },
  {
    id: 'fire-alarm-engineer-totaljobs-agency-client',
    half: 'tune',
    title: 'Fire Alarm Engineer',
    company: 'Sentinel Fire Systems Ltd',
    text: `Fire Alarm Engineer
Bridgeline Recruitment
Bristol, South West
£38,000 - £44,000 per annum + van, fuel card, overtime
Permanent
Posted 3 days ago
Apply

Bridgeline Recruitment are delighted to be working with our client, Sentinel Fire Systems Ltd, an established fire and security company, to recruit a Fire Alarm Engineer to cover service and maintenance contracts across Bristol, Bath and North Somerset.

Sentinel Fire Systems Ltd look after more than 900 commercial sites, including schools, care homes and offices, and have grown steadily for over 20 years.

The role:
- Service and maintain conventional and addressable fire alarm systems (Advanced, Gent, Kentec)
- Fault finding and repairs, plus small installs and upgrades
- Complete service reports on a tablet
- Share an on-call rota (1 in 6)

Requirements: Minimum 2 years' experience as a fire alarm engineer; FIA units desirable; full UK driving licence.

Bridgeline Recruitment is acting as an Employment Agency in relation to this vacancy.`,
  },
  {
    id: 'field-service-technician-stepstone-germany',
    half: 'unseen',
    title: 'Field Service Technician Packaging Machines',
    company: 'Kessler Verpackungstechnik GmbH',
    text: `Field Service Technician Packaging Machines (m/f/d)
Kessler Verpackungstechnik GmbH
Bielefeld
Permanent employment
Full-time
Home office possible
Published: 2 days ago

Apply now

Your tasks
Kessler Verpackungstechnik GmbH builds thermoforming and tray sealing machines for the food and pharmaceutical industry. As Field Service Technician Packaging Machines you will be the face of our company at the customer:
• Commissioning and installation of our machines worldwide (approx. 50% travel)
• Troubleshooting of mechanical, electrical and pneumatic faults on site and by remote support
• Training of customer operators and maintenance staff
• Documentation of service reports in SAP

Your profile
• Completed vocational training as mechatronics technician, electronics technician or comparable
• Knowledge of Siemens S7 / TIA Portal
• Good English, German is a plus
• Willingness to travel`,
  },
  {
    id: 'reliability-engineer-glassdoor-cement',
    half: 'tune',
    title: 'Reliability Engineer',
    company: 'Granite Ridge Cement Company',
    text: `Granite Ridge Cement Company
3.5 ★
Reliability Engineer
Clarksville, MO
$92K - $118K (Employer est.)
Easy Apply
Save

Granite Ridge Cement Company
3.5 ★  Compensation & Benefits 3.9 ★  Culture & Values 3.2 ★

Job
Granite Ridge Cement Company operates a 1.6 million ton per year cement plant on the Mississippi River. We're looking for a Reliability Engineer to reduce unplanned downtime on our kiln line, finish mills and packhouse.

What You'll Do
- Lead root cause failure analysis on major equipment failures
- Build and run the plant's vibration, oil analysis and thermography programs
- Develop criticality rankings and improve preventive maintenance task lists in the CMMS
- Work with maintenance planners and crafts to track bad actors

What You'll Bring
- Bachelor's in Mechanical or Electrical Engineering
- 3+ years of reliability or maintenance engineering in heavy industry
- CMRP or Vibration Analyst Cat II preferred

Show More`,
  },
  {
    id: 'appliance-repair-technician-ziprecruiter',
    half: 'unseen',
    title: 'Appliance Repair Technician',
    company: 'Hometown Appliance Pros LLC',
    text: `Appliance Repair Technician
Hometown Appliance Pros LLC
Mesa, AZ • Full-Time
$24 to $36 Hourly
Posted 4 days ago
1-Click Apply

Benefits
• Company vehicle
• Paid time off
• Health insurance

Job Description
Hometown Appliance Pros LLC is a busy, family-owned appliance repair company serving the East Valley since 2011. We repair washers, dryers, refrigerators, dishwashers, and ovens for homeowners and property managers.

We're hiring an Appliance Repair Technician who takes pride in fixing it right the first time.

Responsibilities
• Run 6-9 in-home service calls per day from our dispatch app
• Diagnose mechanical and electrical faults using meters and service manuals
• Order parts and complete repairs; explain the work to customers
• Keep your van stocked and clean

Requirements
• 1+ year appliance or HVAC repair experience (we will train the right person)
• Valid driver's license and clean driving record`,
  },
  {
    id: 'clinical-nurse-educator-workday',
    half: 'tune',
    title: 'Clinical Nurse Educator',
    company: 'Saint Aldric Health',
    text: `Clinical Nurse Educator - Full Time Days
Apply
locations
Saint Aldric Medical Center - Dayton
time type
Full time
posted on
Posted Yesterday
job requisition id
R0093417

Saint Aldric Health is a not-for-profit health system of five hospitals and 60 outpatient sites across southwest Ohio.

Position Summary
The Clinical Nurse Educator plans, delivers and evaluates education for the nurses and patient care technicians of the Emergency Department and the Clinical Decision Unit. The Educator leads orientation of new graduate and experienced nurses, keeps competencies current, and partners with the department leaders on quality and safety initiatives.

Responsibilities
• Coordinates the ED nurse residency and preceptor program
• Provides annual skills validation (trauma, stroke, sepsis, restraints)
• Uses data from quality dashboards to identify learning needs

Qualifications
• Current RN license in Ohio
• BSN required; MSN preferred or in progress
• 3 years of emergency nursing; CEN preferred`,
  },
  {
    id: 'technical-account-manager-greenhouse',
    half: 'unseen',
    title: 'Technical Account Manager',
    company: 'Parcelwise, Inc.',
    text: `Technical Account Manager
at Parcelwise, Inc. (View all jobs)
Chicago, IL or Remote (US)

Parcelwise, Inc. builds shipping and returns software for mid-market retailers. Our platform connects to more than 80 carriers and processes 40 million parcels a month.

As a Technical Account Manager, you'll be the technical partner for a book of our largest customers after they go live. You'll understand how each customer's warehouses, carriers and systems fit together, and make sure Parcelwise keeps running smoothly as they grow.

What you'll do
- Own technical health for 15-20 enterprise accounts: integrations, API usage, label volumes
- Troubleshoot escalations with Support and Engineering, and write clear incident follow-ups
- Lead quarterly technical reviews and plan peak-season readiness with customers

What we're looking for
- 4+ years in a customer-facing technical role (solutions engineering, TAM, implementation)
- Comfortable reading API logs, JSON and SQL
- Logistics or e-commerce experience is a plus

The base salary range for this role is $115,000–$140,000.`,
  },
  {
    id: 'partnerships-lead-lever',
    half: 'tune',
    title: 'Partnerships Lead',
    company: 'Fieldnote Labs',
    text: `Fieldnote Labs
Partnerships Lead
New York, NY / Growth / Full-time / Hybrid
Apply for this job

Fieldnote Labs makes note-taking and survey tools that ecologists, foresters and agronomists use in the field, including where there's no signal. Our app is used by 1,200 organizations, from conservation nonprofits to state forestry agencies.

We're hiring our first Partnerships Lead to build relationships with equipment makers, universities and software platforms that can bring Fieldnote to more field teams.

In this role you will:
- Identify, pitch and close partnerships with hardware, data and channel partners
- Design co-marketing programs and referral agreements
- Work with Product on integrations partners ask for
- Report on partner-sourced pipeline and revenue

You might be a fit if you have 5+ years in partnerships or business development at a SaaS company and you're comfortable with both the deal and the relationship after it.`,
  },
  {
    id: 'patient-access-representative-icims',
    half: 'unseen',
    title: 'Patient Access Representative',
    company: 'Lakeshore Regional Medical Center',
    text: `Patient Access Representative
Job Locations: US-MI-Muskegon
ID: 2026-31877
Category: Patient Access
Position Type: Full-Time
Shift: Evenings
Department: Emergency Registration

Overview
Lakeshore Regional Medical Center is a 214-bed acute care hospital serving West Michigan's lakeshore communities. Our patient access team is often the first face patients see, and we take that seriously.

Responsibilities
The Patient Access Representative registers patients for emergency and outpatient services, verifies insurance eligibility, collects co-pays, and obtains signatures on consent and financial forms. The representative explains financial responsibility clearly and with compassion and routes patients to financial counseling when needed.

Qualifications
- High school diploma or GED
- One year of customer service experience; hospital registration preferred
- Familiarity with medical terminology and insurance plans
- Ability to work evenings, weekends and holidays on rotation

Apply for this job online
Share on your newsfeed`,
  },
  {
    id: 'inventory-planner-bamboohr',
    half: 'tune',
    title: 'Inventory Planner',
    company: 'Sproutmarket Foods',
    text: `Sproutmarket Foods
Inventory Planner
Operations
Boulder, Colorado
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: $68,000 - $80,000

Apply for This Job

Sproutmarket Foods makes organic snack bars and granola sold in 4,000 grocery stores and online. We're a team of 60 with a small plant in Boulder and co-manufacturers in two other states.

As our Inventory Planner, you'll make sure we have the right oats, nuts and packaging in the right place at the right time, without tying up cash in stuff we don't need.

What you'll do:
- Own the weekly MRP run and turn demand forecasts into purchase orders and production plans
- Track inventory at our plant and third-party warehouses and chase discrepancies
- Manage shelf life and lot rotation so nothing expires on us
- Work with co-mans on material transfers and production schedules

Link to Job  Share`,
  },
  {
    id: 'kiln-operator-successfactors-sweden',
    half: 'unseen',
    title: 'Kiln Operator',
    company: 'Halvard Ceramics AB',
    text: `Kiln Operator
Date: 20 Nov 2026
Location: Lidköping, SE
Company: Halvard Ceramics AB

Apply now »

Halvard Ceramics AB produces technical ceramics for the electronics and medical technology industry. Our factory in Lidköping has 240 employees and runs around the clock.

Now we are looking for a Kiln Operator for our firing department in continuous shift (5-shift).

In the role you will
- run and monitor our tunnel kilns and periodic kilns according to firing programs
- load and unload kiln cars and check the fired products
- do first line maintenance and report deviations in our quality system
- work together with process engineers in improvement projects

We think you have upper secondary education, preferably technical, and experience from process industry. You speak and write Swedish and have basic English. Truck license is a merit.

Job Segment: Manufacturing, Engineering`,
  },
  {
    id: 'geospatial-data-engineer-markdown',
    half: 'tune',
    title: 'Geospatial Data Engineer',
    company: 'Tidewater Mapping Cooperative',
    text: `# Geospatial Data Engineer

**Tidewater Mapping Cooperative** · Remote (US East Coast time zones) · Full-time · $105k–$125k

## About us

We're a worker-owned cooperative that builds open flood-risk and shoreline maps for coastal towns, land trusts and state agencies. Everything we publish is open data, and most of our code is open source.

## The role

You'll own the pipelines that turn lidar, imagery and tide-gauge data into the layers our planners and analysts use.

- Build and maintain ETL in Python (GeoPandas, Rasterio, GDAL) and PostGIS
- Run tiling and publishing jobs for vector and raster tiles
- Keep our data catalogue and metadata in good order
- Review pull requests and help new members find their way around the codebase

## You have

- 3+ years working with spatial data in production
- Strong SQL and comfort with cloud storage and containers
- Care for documentation

*Member-owners after one year. Apply via the form linked below.*`,
  },
  {
    id: 'founding-backend-engineer-hn-thread',
    half: 'unseen',
    title: 'Founding Backend Engineer',
    company: 'Quillpoint',
    text: `Ask HN: Who is hiring? (December 2026)

marisol_q 3 hours ago | parent | next [–]

Quillpoint | Founding Backend Engineer | Remote (US/EU, 4h overlap with ET) | Full-time | $150k–$185k + 0.5–1.0%

Quillpoint helps small law firms turn their intake calls and emails into organized matters, deadlines and first drafts. We're 5 people (2 ex-paralegals, 3 engineers), seed-funded, and live with 70 paying firms.

We're looking for a backend engineer who wants to own big pieces: our document pipeline, the calendaring/deadline engine, and integrations with practice-management tools. Stack is TypeScript, Node, Postgres, a bit of Python, all on AWS.

You'd be a good fit if you've shipped production systems with real users, like talking to customers, and write things down.

Email me directly: marisol at quillpoint dot example, with "HN" in the subject.

reply`,
  },
  {
    id: 'orthodontic-treatment-coordinator-forwarded-email',
    half: 'tune',
    title: 'Orthodontic Treatment Coordinator',
    company: 'Bright Arch Orthodontics',
    text: `From: Karen Whitfield <karen.whitfield@outlook.example>
Sent: Thursday, November 26, 2026 8:03 PM
To: Jess Moreno
Subject: FW: Opening for Orthodontic Treatment Coordinator

Jess - this came through my study club list, thought of you right away! They're great people.
K

-----Original Message-----
From: Dr. Alan Pruitt
Subject: Opening for Orthodontic Treatment Coordinator

Hi all,

Our office is looking for an Orthodontic Treatment Coordinator to join our team. This person meets new patients and families after the exam, walks them through the treatment plan and financial options, and follows up on pending starts. We see about 40 new patients a month across our two locations.

Ideal candidate has orthodontic or dental front office experience, is warm and confident talking about fees, and is comfortable with Dolphin or OrthoTrac. Full-time, Monday-Thursday, salary plus start bonus.

Please have anyone interested send a resume to me directly.

Alan Pruitt, DDS, MS
Bright Arch Orthodontics
Fairview & Lakeside offices`,
  },
  {
    id: 'payroll-bureau-manager-recruiter-post',
    half: 'unseen',
    title: 'Payroll Bureau Manager',
    company: 'Ashcombe Talent Ltd',
    text: `Tom Hargreaves
Director at Ashcombe Talent Ltd | Payroll & Finance Recruitment across Yorkshire
5h • 🌐

NEW ROLE 📣 Payroll Bureau Manager | Leeds (hybrid, 3 days office) | £50-55k + bonus

I'm working exclusively with a fast-growing accountancy practice in Leeds who want a Payroll Bureau Manager to run their outsourced payroll service.

You'll lead a team of 7 payroll administrators processing 300+ client payrolls (weekly, fortnightly, monthly) and be the escalation point for the trickier clients.

What they need:
➡️ Bureau payroll experience is a must, ideally with some team leadership
➡️ Strong on RTI, pensions auto-enrolment, statutory payments
➡️ Software: BrightPay, Sage or IRIS
➡️ CIPP qualified or studying is a plus

Happy to have a confidential chat - drop me a message or email tom@ashcombetalent.example

#payroll #leedsjobs #hiring #finance
👍 48 · 6 comments`,
  },
  {
    id: 'sale-barn-clerk-newspaper-classified',
    half: 'tune',
    title: 'Sale Barn Clerk',
    company: 'Cedar Valley Livestock Auction',
    text: `HELP WANTED

SALE BARN CLERK — Cedar Valley Livestock Auction is taking applications for a part-time clerk for sale days (Tuesdays & Fridays) with some office hours in between. Duties include checking in consignors, recording buyer numbers and weights, preparing checks and settlement sheets, and answering phones. Must be accurate with numbers and comfortable with computers; livestock background helpful but not required. Pick up application at the office, 2270 Hwy 9 North, or call 555-0147.

DRIVERS NEEDED — Local grain hauling, CDL-A, home nightly. Call 555-0192.

FULL TIME cook at Mae's Diner, mornings. Apply in person.

— The Cedar Valley Courier, Classifieds, Page B6`,
  },
  {
    id: 'parish-administrator-printed-notice',
    half: 'unseen',
    title: 'Parish Administrator',
    company: "St. Brendan's Parish",
    text: `NOTICE OF VACANCY

St. Brendan's Parish, Wexford Road, is seeking to appoint a

PARISH ADMINISTRATOR

(25 hours per week, Monday to Friday mornings)

The Parish Administrator is the first point of contact for parishioners and visitors, and supports the Parish Priest and Parish Pastoral Council in the day-to-day running of the parish.

Duties include: managing the parish office and diary; keeping baptism, marriage and funeral registers; arranging Mass intentions and bookings of the parish hall; processing weekly collections and lodgements; and preparing the parish newsletter each week.

The successful candidate will have good computer and bookkeeping skills, discretion, and a warm manner. Garda vetting will be required.

Letters of application with CV, marked "Private & Confidential", to Fr. Declan Moran, The Parochial House, by Friday 11 December.

St. Brendan's Parish is an equal opportunities employer.`,
  },
  {
    id: 'collections-registrar-museum-pdf',
    half: 'tune',
    title: 'Collections Registrar',
    company: 'Thornbury Museum of Natural History',
    text: `THORNBURY MUSEUM OF NATURAL
HISTORY
POSITION DESCRIPTION
Title:            Collections Registrar
Department:       Collections & Research
Reports to:       Director of Collections
Status:           Full-time, exempt
Salary range:     $54,000 – $60,000
POSITION SUMMARY
Thornbury Museum of Natural History seeks a
Collections Registrar to manage the legal and
physical documentation of the Museum's 1.2 million
specimens and objects. The Registrar oversees
accessions, deaccessions, incoming and outgoing
loans, and the movement of specimens between
buildings, and maintains the collections database
(Specify/Axiell).
ESSENTIAL FUNCTIONS
• Processes accessions and loans, including
permits for CITES-listed and protected specimens
• Coordinates packing, shipping and couriers for
exhibitions and research loans
• Maintains insurance valuations and condition
reports
                                        1`,
  },
  {
    id: 'oyster-farm-hand-careers-sentence',
    half: 'unseen',
    title: 'Oyster Farm Hand',
    company: 'Kelp Coast Oyster Co.',
    text: `Work With Us

We grow about two million oysters a year in the cold water of Willapa Bay, and every one of them passes through a lot of hands. This season we're looking for someone who likes early tides, rain gear and hard work to join us as an oyster farm hand.

Kelp Coast Oyster Co. is a small, family-owned farm, so you'll do a bit of everything: tumbling and grading oysters, flipping bags at low tide, running the skiff, washing gear, and helping pack orders for restaurants on harvest days.

What matters more than experience:
- You show up on time, including for 5 a.m. tides
- You can lift 50 lb and work on your feet on mudflats in all weather
- You like being on a small crew

Full-time, year-round. $21-24/hr depending on experience, plus a share of oysters.

To apply, send a short note about yourself to the farm office, or stop by the shed on Bay Center Road.`,
  },
  {
    id: 'dental-receptionist-email-signature',
    half: 'tune',
    title: 'Dental Receptionist',
    company: 'Juniper Lane Dental',
    text: `Subject: Part-time dental receptionist - could you share?

Hi Priya,

Hope you're well! I'm reaching out because we're looking for a part-time dental receptionist (Tues/Wed/Thurs, about 24 hours a week) and I know you see a lot of dental assistant and front desk students come through your program.

It's the front desk for a two-dentist family practice: greeting patients, answering phones, booking and confirming appointments in Dentrix, checking insurance eligibility, and taking payments. Experience in dental is nice but we'll train someone who is organised and good with people, especially nervous patients and kids.

Pay is $19-22/hr depending on experience, and we close at 5 every day.

If anyone comes to mind, they can email me their resume directly.

Thanks so much,
Mara Ellison
Practice Manager
Juniper Lane Dental
412 Juniper Lane, Suite 2
(503) 555-0168`,
  },
  {
    id: 'material-handler-hiring-event',
    half: 'unseen',
    title: 'Material Handler',
    company: 'Northgate Distribution Inc.',
    text: `ON-SITE HIRING EVENT!
Thursday, Dec 3 & Saturday, Dec 5 | 9 AM – 2 PM
Northgate Distribution Inc. – Building 4, 7100 Commerce Pkwy, Joliet, IL

Interviews on the spot. Offers same day. Start next week!

Northgate Distribution Inc. is hiring 40 Material Handlers for our Joliet distribution center, which ships home improvement products to stores across the Midwest.

As a Material Handler you will:
• Pick, pack and load orders using RF scanners
• Unload inbound trailers and put away freight
• Operate pallet jacks (training provided for forklift certification)

Pay: $19.50/hr, +$1.50 for nights and weekends
Shifts: 1st, 2nd, 3rd and weekend shifts available
Benefits start day one: medical, dental, 401(k) match

Bring a photo ID and two forms of employment eligibility. Can't make it? Apply online and select "Joliet – Material Handler".`,
  },
  {
    id: 'crew-trainer-franchise',
    half: 'tune',
    title: 'Crew Trainer',
    company: 'Halberd Hospitality Group LLC',
    text: `Crew Trainer
Sunny Side Pancake House – Lubbock, TX (50th & Slide)
Part-time / Full-time • $14.50–$16.00 per hour

This restaurant is independently owned and operated by Halberd Hospitality Group LLC, a franchisee of Sunny Side Pancake House. Halberd Hospitality Group LLC is the employer for this position and is solely responsible for all hiring and employment decisions.

Love breakfast and helping people learn? As a Crew Trainer you'll work our floor and kitchen stations and help new team members learn the Sunny Side way.

What you'll do:
- Train new crew members on service, food safety and station setup
- Work a station yourself during rushes (grill, expo or host)
- Follow training checklists and give feedback to shift leaders
- Keep things clean, friendly and moving

What we're looking for: 6+ months restaurant experience, a positive attitude and weekend availability. Food handler card required within 30 days.`,
  },
  {
    id: 'hardscape-installer-facebook-neighbors',
    half: 'unseen',
    title: 'Hardscape Installer',
    company: 'Greystone Outdoor Living',
    text: `Brookfield Area Neighbors 🏡
Jenna Kowalski · 22h · 👥

Hi neighbors! Posting for my husband since he's not on here 😅 His company, Greystone Outdoor Living, is hiring a hardscape installer for the spring season (and could be year round for the right person, they do snow removal in the winter).

They build patios, retaining walls, fire pits and walkways with pavers and natural stone. Looking for someone with at least a season or two of hardscape experience — base prep, compaction, cutting with a saw, laying to a line. Skid steer experience is a big plus. Need a valid license and to be able to get to the shop in Brookfield by 6:30.

Pay starts at $22-28/hr depending on experience, paid weekly, lots of hours in season.

Message me or call Mike at 262-555-0131. Please share! Thank you!!

👍❤️ 19   7 comments`,
  },
  {
    id: 'police-records-technician-city-posting',
    half: 'tune',
    title: 'Police Records Technician',
    company: 'City of Marlowe Springs',
    text: `City of Marlowe Springs
Police Records Technician

Salary: $22.61 - $29.37 Hourly
Location: Marlowe Springs, CO
Job Type: Full Time
Job Number: 2026-00241
Department: Police Department
Division: Support Services
Opening Date: 11/23/2026
Closing Date: 12/7/2026 5:00 PM Mountain

Description  Benefits  Questions

Position Summary
The City of Marlowe Springs is accepting applications for a Police Records Technician. Under general supervision, the Records Technician processes, maintains and releases police reports and records, enters warrants and protection orders into state and national databases, and assists the public at the front counter and on the phone.

Essential Duties
- Reviews and enters case reports, citations and arrest records in the records management system
- Processes records requests in compliance with the Colorado Criminal Justice Records Act
- Validates and enters warrants in CCIC/NCIC

This position requires a thorough background investigation, polygraph and drug screening.`,
  },
  {
    id: 'clinical-nurse-manager-health-board-ireland',
    half: 'unseen',
    title: 'Clinical Nurse Manager 2',
    company: 'Midlands Community Health Board',
    text: `Job Title and Grade: Clinical Nurse Manager 2
Grade Code: 2632
Competition Reference: MCHB-CNM2-1126
Closing Date: Thursday 10th December 2026 at 12 noon
Proposed Interview Date(s): Week commencing 11th January 2027
Taking up Appointment: A start date will be indicated at job offer stage
Organisational Area: Midlands Community Health Board, Older Persons Services
Location of Post: St. Ciarán's Community Nursing Unit, Birr
Informal Enquiries: Ms. Áine Kelleher, Director of Nursing

Details of Service
Midlands Community Health Board provides residential, respite and day services for older people in four community nursing units. St. Ciarán's is a 62-bed unit with long-stay, respite and dementia-specific care.

Purpose of the Post
The Clinical Nurse Manager 2 is responsible for the management of a 30-bed unit, providing leadership to nursing and healthcare assistant staff to deliver safe, person-centred care in line with HIQA standards.`,
  },
  {
    id: 'building-consents-officer-district-council-nz',
    half: 'tune',
    title: 'Building Consents Officer',
    company: 'Tarawhiti District Council',
    text: `Building Consents Officer
Tarawhiti District Council
Kaitaia, Northland
Full time | Permanent
Closes: 13 December 2026
Reference: TDC1142

Kia ora! Tarawhiti District Council is looking for a Building Consents Officer to join our friendly Building Services team in Kaitaia.

Our team processes around 900 building consents a year, from new homes and farm sheds to marae and school buildings. You'll assess building consent applications for compliance with the Building Code, issue requests for further information, and help owners and designers get their projects over the line.

About you
- NZ Certificate in Building Surveying (Level 6) or working towards it
- Experience in building control, design or construction
- A good eye for detail and a practical attitude to problem solving

We offer training and career progression to Building Control Officer, a vehicle for work use, and a great work-life balance in the Far North.`,
  },
  {
    id: 'residence-life-assistant-director-college',
    half: 'unseen',
    title: 'Assistant Director of Residence Life',
    company: 'Pinecrest College',
    text: `Posting Details

Position Title: Assistant Director of Residence Life
Position Number: ST-0318
Division: Student Affairs
Department: Residence Life and Housing
Employee Classification: Administrative, Full-time, 12 months
Salary: $52,000 - $56,000, plus on-campus furnished apartment and meal plan
Review of Applications Begins: December 14, 2026

Pinecrest College, a residential liberal arts college of 1,900 students in the Blue Ridge foothills, invites applications for the position of Assistant Director of Residence Life.

Position Summary
The Assistant Director supervises 4 area coordinators and 48 resident assistants, oversees the RA selection and training program, and serves in the professional on-call rotation. The position also coordinates community standards hearings in the residence halls and partners with Counseling Services on student crisis response.

Minimum Qualifications
Master's degree in higher education, student affairs, counseling or a related field and two years of residence life experience.`,
  },
  {
    id: 'technical-artist-discord-post',
    half: 'tune',
    title: 'Technical Artist',
    company: 'Owlbear Forge Games',
    text: `#job-postings
brambleclaw — Today at 10:14 AM

[HIRING] [PAID] Technical Artist — Owlbear Forge Games — remote, contract-to-hire

hey all 👋 we're a 9-person indie studio (Owlbear Forge Games) making a cozy farming/dungeon game in Unity, Steam page just went up and we're heading into production. we need a Technical Artist to bridge art and code:

• write shaders in Shader Graph/HLSL (water, foliage wind, stylized lighting)
• build tools and import pipelines for our artists (Blender → Unity)
• own VFX performance budgets and profiling on Steam Deck and Switch-class hardware
• help with rigging/skinning setup for our creatures

$45–60/hr for a 3-month contract, converting to full-time if we all like each other. please DM me a portfolio with breakdowns (not just finished shots). no AI art portfolios pls 🙏

👍 31  🔥 12`,
  },
  {
    id: 'civil-engineering-co-op-career-fair-list',
    half: 'unseen',
    title: 'Civil Engineering Co-op Student',
    company: 'Brannock & Whitlow Engineers',
    text: `Fall Engineering & Technology Career Fair — Employer Directory
Wednesday, October 14 · Student Union Ballroom · 10am–3pm
Sorted by booth number. Filter: Majors = Civil Engineering; Position type = Co-op

Booth 22 — Brannock & Whitlow Engineers
Industry: Civil/Transportation Consulting
Hiring for: Co-op, Full-time
Majors: Civil Engineering, Construction Management
Work authorization: U.S. citizens and permanent residents only

Position: Civil Engineering Co-op Student (Spring 2027 rotation)
Brannock & Whitlow Engineers is a 140-person firm designing roads, bridges and drainage for state DOTs and municipalities. Co-op students work alongside project engineers on roadway plan sheets in Civil 3D, drainage calculations, quantity take-offs and field visits to active construction projects. Students completing their sophomore year with a 2.8 GPA or higher are encouraged to stop by.

Representatives: Laura Chen, PE (Alumna '14); Marcus Webb, EIT`,
  },
  {
    id: 'estate-constable-newspaper-trinidad',
    half: 'tune',
    title: 'Estate Constable',
    company: 'Caroni Vale Holdings Limited',
    text: `EMPLOYMENT OPPORTUNITY

CARONI VALE HOLDINGS LIMITED

Caroni Vale Holdings Limited, owners and managers of agricultural and industrial estates in Central Trinidad, invites applications from suitably qualified persons to fill the position of:

ESTATE CONSTABLE (3 POSITIONS)

Responsibilities include:
• Patrolling company lands, warehouses and industrial park on foot and by vehicle
• Preventing trespass, praedial larceny and illegal dumping
• Controlling access at the main gates and keeping the occurrence book
• Preparing reports and giving evidence in court when required

Requirements:
• Five (5) CXC O'Level passes including English Language
• Appointment as Estate Constable under the Supplemental Police Act (or willingness to be appointed)
• Valid driver's permit
• Certificate of Character not older than six months

Applications with résumé should be addressed to the Human Resource Manager, Caroni Vale Holdings Limited, Southern Main Road, Couva, no later than December 11, 2026.`,
  },
  {
    id: 'laboratory-specialist-university-oman',
    half: 'unseen',
    title: 'Laboratory Specialist, Petroleum Engineering',
    company: 'Al Batinah University of Technology',
    text: `Al Batinah University of Technology
Vacancy Announcement

Job Title : Laboratory Specialist, Petroleum Engineering
Job Reference : ABUT/ENG/LS/2026/14
College : College of Engineering
Department : Department of Petroleum and Chemical Engineering
Campus : Sohar, Sultanate of Oman
Contract Type : Full time, 2 years renewable
Announcement Date : 17/11/2026
Last Date of Application : 10/12/2026

Job Purpose
Al Batinah University of Technology invites applications for the position of Laboratory Specialist, Petroleum Engineering who will be in charge of running the core analysis, drilling fluids and reservoir fluids laboratories for the undergraduate students and the research projects.

Main Duties
- Prepare and conduct laboratory experiments (porosity, permeability, viscosity, mud properties) with the course instructors
- Maintain, calibrate and keep inventory of the lab equipment and chemicals
- Apply the HSE rules in the laboratories and train the students on them

Qualifications : Bachelor or Master in Petroleum Engineering with minimum 3 years experience in laboratory.`,
  },
  {
    id: 'water-quality-analyst-agency-pakistan',
    half: 'tune',
    title: 'Water Quality Analyst',
    company: 'Potohar Water and Sanitation Agency',
    text: `POTOHAR WATER AND SANITATION AGENCY
(A Subsidiary of the Potohar Development Authority)

JOB OPPORTUNITY — Advertisement No. PWASA/ADMN/112

Potohar Water and Sanitation Agency invites applications from Pakistani nationals (domicile of Punjab) for the following post on contract basis for a period of three years, extendable on satisfactory performance:

Post Title: Water Quality Analyst
Number of Post: 02
BPS / Pay Package: Equivalent to BPS-16, Rs. 95,000 per month (lump sum)
Place of Posting: Central Water Testing Laboratory, Rawalpindi

Qualification & Experience: M.Sc Chemistry / Environmental Sciences with 2 years experience of water testing laboratory, knowledge of WHO and PSQCA drinking water standards, handling of AAS and spectrophotometer.

Maximum Age: 35 years (5 years relaxation for government servants)

Applications on prescribed form alongwith attested copies of documents should reach the Director (Admin), Potohar Water and Sanitation Agency, within 15 days of publication. Incomplete applications will not be entertained.`,
  },
  {
    id: 'data-annotation-team-leader-markdown-hanoi',
    half: 'unseen',
    title: 'Data Annotation Team Leader',
    company: 'Lotus Vision Technology JSC',
    text: `## [Hanoi] Data Annotation Team Leader – Lotus Vision Technology JSC

**Salary:** 18 – 25M VND (gross) + 13th month salary + KPI bonus
**Location:** Cau Giay District, Hanoi (onsite)
**Level:** Team Leader, 2+ years experience

### About company
Lotus Vision Technology JSC provides AI training data (image, video, lidar, text) for customers in Japan, Korea and the US. We have 300+ annotators in Hanoi and Da Nang.

### Job description
- Manage a team of 20–30 annotators on computer vision projects (bounding box, polygon, segmentation)
- Receive the guideline from PM, train the team and answer the questions about edge cases
- Control the quality by sampling and make report of accuracy and productivity every day
- Propose the improvement of tools and process

### Requirements
- Experience in data labeling at least 2 years, including 6 months to lead team
- English reading good (guideline is in English)
- Careful, can work under pressure of deadline

👉 Send CV: hr@lotusvision.example — subject "[TL Annotation] Full name"`,
  },
]
