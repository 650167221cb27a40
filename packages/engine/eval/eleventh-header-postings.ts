// Written by Tailor contributors (CC0).
//
// Eleventh header set: the TOP of 80 job ads as a job seeker pastes them (from the first line of the paste down
// to where the duties start), labelled with title and company only.
// Written by helper job72. Read: /work/prompts/common.md, /work/prompts/job72.md, /work/prompts/rules.md,
// /work/prompts/existing-occupations.txt and the HeaderPosting interface (lines 18-26 of header-postings.ts).
// Nothing else in the repository was read; the engine was not run.
//
// Counts: 80 postings; halves 40 tune / 40 unseen, alternating in file order; 80 occupations, no two alike and
// none named exactly by an id in existing-occupations.txt; fields: title and company; 35 countries; 22
// second-language ads (ids end "-second-language"); 50 from mainstream sources in English-speaking markets, 30
// from elsewhere; 76 of 80 do not have the title on the first line (the 4 that do are Indeed and Seek app copies).
//
// Shapes. Mainstream (50): LinkedIn job page with "About the job" (2), LinkedIn recruiter post, LinkedIn Easy
// Apply modal pasted above the job, Indeed desktop (3: search box first, nav first, from the title), Indeed mobile app
// copy (PH, AU), Glassdoor with rating, ZipRecruiter, Monster, Reed, Totaljobs, CV-Library, caterer.com, Tes,
// NHS Jobs, jobs.ac.uk, Seek desktop (3) and app, Trade Me Jobs, Naukri with rating, JobStreet (PH, SG),
// Handshake, Wellfound (2), IrishJobs, PNet, Health Careers NSW; careers pages on Greenhouse, Lever, Workday (3),
// Ashby, iCIMS, SmartRecruiters, Taleo, SuccessFactors, Jobvite, BambooHR, Workable, Rippling; AppliTrack school
// district, GovernmentJobs city posting with class and working title, school-district classified posting.
// Elsewhere (30): Pracuj.pl, StepStone, Kariyer.net, hh.kz, Rozee, Jobberman, Wuzzuf, Zhaopin, Nationale
// Vacaturebank, InfoJobs, Catho, VietnamWorks, dubizzle, BrighterMonday, Gumtree classified, Craigslist, Hacker
// News "Who is hiring?", Facebook groups (Hong Kong, Fiji), a Facebook page (Malaysia), WhatsApp forward,
// Telegram channels (Uzbekistan, Georgia), agency emails (Romania, Qatar), a recruiter email (Australia), a
// language-school careers page, a university vacancy announcement, a district council bulletin, a newspaper
// classified column with neighbouring ads.
//
// Countries: United States, United Kingdom, Canada, Australia, India, Ireland, New Zealand, Singapore, South
// Africa, Philippines, Poland, Germany, Turkey, Kazakhstan, Hong Kong, Pakistan, Uzbekistan, Nigeria, Egypt,
// China, Netherlands, Spain, Thailand, Romania, Brazil, Fiji, Ghana, United Arab Emirates, Georgia, Botswana,
// Vietnam, Qatar, Malta, Malaysia, Uganda (the WhatsApp ad is posted in India for Saudi Arabia; the Romanian
// agency email is for a job in Germany).
//
// Occupations: labor and delivery nurse, analytics engineer, autism support teacher, sales development
// representative, data entry clerk, chilled order picker, FP&A manager, tax senior, React Native developer, CNC
// setter, export sales manager, chief accountant, payments API support engineer, call center agent, electrical
// design engineer, marketing coordinator, content writer, domestic helper, medical representative, OT technician,
// mover, hotel night manager, primary teacher, chemistry teacher, community mental health nurse, Golang
// developer, FMCG merchandiser, digital marketing specialist, construction project manager, industrial
// electrician, commercial cleaner, banquet server, prep cook, SMT operator, reach truck operator, key account
// manager, personal banker, Python developer, cybersecurity analyst, research assistant, management accountant,
// Japanese language teacher, TIG welder, service advisor, audit associate, recruitment consultant, talent
// acquisition partner, quality inspector, SHE officer, DevOps engineer, AutoCAD drafter, general practitioner,
// product owner, program manager, cloud engineer, Salesforce developer, accounts assistant, construction
// labourer, catering officer, property consultant, disability support worker, pharmacy assistant, head chef,
// environmental services housekeeper, school bus driver, wedding photographer, town planner, shopfitter, loan
// processor, marketing executive, people operations coordinator, product designer, office administrator, HR
// assistant, document controller, shelf filler, perioperative nurse, multi-drop delivery driver, beauty
// therapist, generator technician.
//
// Labelling rules as applied (rules.md, title and company parts, in short):
// - title: as printed, keeping seniority, level and grade words written into it ("Senior", "I", "Year 3–4") and
//   a specialty, team, product area, market or line of business after a dash or a colon (kept after a comma);
//   dropping brackets (level, licence, tool, language, shift, type, product, team, the job's other name), and a
//   place, property, employer, shift, season, start date, pay, vehicle class or requisition number after a dash
//   or bare hyphen; capitals to title case (abbreviations and product names keep their form: "OT", "SMT", "SHE",
//   "AutoCAD"); plural to singular; a two-language title gives its English half; a bulletin's working title wins
//   over its class title; an email's or chat's "Position:" line wins over its subject; a title only in a
//   sentence is put in title case without counts, hiring phrases and "experienced".
// - company: the employer as printed with its legal form, before or after the name, kept exactly; "The" only
//   where the name prints it mid-sentence; quotation marks and guillemets dropped; registration, licence and
//   FSP/ORN numbers and bracketed acronyms are not part of a name; a bare header, logo, page or card name yields
//   to the legal name in the text, footer or closing line; a name in two scripts gives its Latin-script form;
//   "t/a" and "trading as" give the trading name; "owned and operated by X" (franchise or not) gives X; a school
//   "operated by" a company gives the company; agency ads give the client when named, else the agency; a
//   recruiter's or agency's signature is not the employer; government: the council, city or health district
//   that hires, not the department, division or directorate line; school district or academy trust, not the
//   school; university, not the department or directorate; a board's or group's name is never the employer.
//
// Readings this set adds where the rules are silent (applied the same way throughout):
// - A LinkedIn Easy Apply modal pasted above the job names the employer in "Apply to X"; the applicant's own
//   profile line (their current employer) is not the employer.
// - A hospital system's posting whose location or "Organization:" line names one hospital or women's center is
//   labelled with the system that posts and hires; the hospital is read as a site, like a school building.
// - A New Zealand state school, whose own board employs (there is no district), is labelled with the school's
//   English name; its te reo Māori name beside it is the other-language half.
// - A recruitment agency advertising a desk in its own office is the employer: the agency, as no client exists.
// - A material or product joined to a Position line by "for" ("TIG Welder (141) for stainless steel pipes") is
//   dropped like a unit or project after "for".
// - A vehicle or licence class after a dash ("Multi-Drop Delivery Driver - 7.5T - £15.50ph") is dropped like a
//   licence in brackets.
// - A department after a dash on the title line ("Loan Processor - Mortgage Lending") is read as a team and kept.
// - A venue after a dash that is the employer's own trading name ("Head Chef – The Fox at Bledington") is an
//   employer hung on the title and dropped; the t/a line makes it the company.
// - A classified heading that joins two names of the same post with a slash ("SHOPFITTERS / JOINERS WANTED") is
//   labelled with the first, made singular (the ninth set's reading for two names of a post).
// - A vacancy posted in a Telegram channel or a Facebook group gives the channel or group name as chrome (the
//   board); the employer is the one the post's sign-off, footer or page name gives.
// - An employer printed only in Latin-script local form with its legal form before it ("Công ty TNHH Hoa Sen
//   Garment Việt Nam") is labelled as printed, with its diacritics; its bare English mention in the prose
//   ("Hoa Sen Garment Vietnam") yields to it.

import type { HeaderPosting } from './header-postings.ts'

export const eleventhHeaderPostings: HeaderPosting[] = [
  {
    id: 'labor-and-delivery-nurse-icims-dayton-hospital-system-dash-specialty-bracket-shift',
    half: 'tune',
    title: 'Registered Nurse, Labor & Delivery',
    company: 'Stillwater Valley Health',
    text: `Skip to main content
Stillwater Valley Health logo
Careers Home | Search Jobs | Nursing | Students & New Grads | Log In

< Back to Search Results

Registered Nurse – Labor & Delivery (Nights, 0.9 FTE)
Job ID: 2027-48211
Location: Stillwater Valley Women's Center, Dayton, OH 45409
Department: Labor & Delivery - SVWC
Category: Nursing - Inpatient
Position Type: Part-Time (72 hours / pay period)
Shift: Nights (7p-7:30a), every third weekend
Sign-On Bonus: Up to $15,000 for eligible experienced RNs

Apply for this job    Refer a friend    Share: Email | LinkedIn | X

Overview
Stillwater Valley Health is a not-for-profit, faith-based health system with 9 hospitals and more than 80 outpatient sites across southwest Ohio. Stillwater Valley Women's Center delivers nearly 4,200 babies a year and is home to a Level III NICU, an in-house OB hospitalist team and a midwifery-led low-intervention suite.

Why our L&D nurses stay: self-scheduling, a unit practice council that actually changes things, tuition reimbursement from day one, and a 1:2 labor ratio we protect.

What you will do`,
  },
  {
    id: 'analytics-engineer-linkedin-about-the-job-london-logo-alt-hybrid-applicants',
    half: 'unseen',
    title: 'Analytics Engineer',
    company: 'Fenwick & Lowe Insurance Brokers',
    text: `Skip to search
Skip to main content
Keyboard shortcuts
Close jump menu
Home
My Network
Jobs
Messaging
Notifications
Me
For Business
Try Premium for £0

Fenwick & Lowe Insurance Brokers logo
Fenwick & Lowe Insurance Brokers
Share
Show more options
Analytics Engineer
London, England, United Kingdom · Reposted 4 days ago · Over 100 applicants
Promoted by hirer · Actively reviewing applicants

Hybrid  Matches your job preferences, workplace type is Hybrid.
Full-time
Mid-Senior level
£65,000/yr - £78,000/yr
1,001-5,000 employees · Insurance
12 connections work here
See how you compare to over 100 other applicants. Try Premium for £0

Easy Apply
Save

Meet the hiring team
Priya Mehandru  2nd
Head of Data Platform at Fenwick & Lowe
Message

About the job
Fenwick & Lowe is one of the UK's largest independent Lloyd's brokers, placing specialty risks for clients in more than 40 countries. Our Data Platform team (12 people, growing to 18 this year) is rebuilding the broking data model on dbt and Snowflake so that account handlers, finance and our clients finally see the same numbers.

The role`,
  },
  {
    id: 'autism-support-teacher-applitrack-fresno-county-school-district-dash-school-bracket',
    half: 'tune',
    title: 'Special Education Teacher, Autism Support',
    company: 'Sierra Foothill Unified School District',
    text: `Sierra Foothill Unified School District
Online Employment Application
Home | Available Positions | Application Status | Help | Log Out

Available Positions
Sort by: Category | Date Posted | Location

Special Education Teacher - Autism Support (SDC) - Ridgeview Elementary
  JobID: 4817
  Position Type: Certificated - Special Education/Education Specialist
  Date Posted: 3/2/2027
  Location: Ridgeview Elementary
  Closing Date: 03/23/2027
  District: Sierra Foothill Unified School District

  Attachment(s):
    Certificated Salary Schedule 2026-27.pdf
    Job Description - Education Specialist SDC.pdf

  Apply    Email this Job    Print

  Assignment: 1.0 FTE, 185 duty days, Special Day Class (Autism), grades K-3
  Salary: Per Certificated Salary Schedule, Class/Step placement ($58,940 - $112,306) plus $2,500 Special Education stipend
  Start Date: 2027-28 school year
  Credential Required: California Education Specialist Instruction Credential (Extensive Support Needs or Mild/Moderate Support Needs) with Autism Spectrum Disorders authorization, or Intern eligible
  Application deadline is 4:00 p.m. on the closing date. Incomplete applications will not be considered.

  Essential Functions:`,
  },
  {
    id: 'sales-development-representative-wellfound-san-francisco-company-card-first-equity',
    half: 'unseen',
    title: 'Sales Development Representative',
    company: 'Lattice Freight',
    text: `wellfound
Discover    Jobs    Messages    Profile

Lattice Freight
Lattice Freight
Freight audit and payment for mid-market shippers
Actively Hiring
51-200 Employees · B2B · Logistics · SaaS

Overview    Jobs (7)    Culture and benefits    Funding    People

Sales Development Representative
$70k – $85k • 0.05% – 0.15%
San Francisco • In office • Full Time
1 year of exp
Posted 6 days ago · Recruiter recently active

Save    Apply

Visa sponsorship    Not Available
Relocation          Allowed
Remote work policy  In office (4 days/week, Fridays remote)
Hires remotely      Not open to remote
OTE                 $105k – $120k uncapped

About the job
Lattice Freight audits and pays more than $2B in freight invoices every year for shippers who are too big for spreadsheets and too small for a Big Four outsourcing deal. We closed our Series B last fall and are doubling the go-to-market team in San Francisco.

As one of our next SDRs you'll sit with the AEs you book for, not in a separate pod.

What you'll do`,
  },
  {
    id: 'data-entry-clerk-indeed-mobile-pasig-agency-client-unnamed-bracket-slots',
    half: 'tune',
    title: 'Data Entry Clerk',
    company: 'Bayanihan Talent Solutions Inc.',
    text: `Data Entry Clerk (Back Office, Non-Voice)
Bayanihan Talent Solutions Inc.
3.6 ★
Pasig, Metro Manila
₱18,000 - ₱22,000 a month - Full-time
Apply now

Profile insights
Here's how the job qualifications align with your profile.
Skills
Data entry (Required)
Microsoft Excel
Do you have experience in Data entry?
Yes   No   Skip

Job details
Pay
₱18,000 - ₱22,000 a month
Job type
Full-time
Shift and schedule
Day shift
Monday to Friday

Location
Ortigas Center, Pasig, Metro Manila

Full job description
Our client, a logistics and customs brokerage company in Ortigas, is in need of:

DATA ENTRY CLERK
– 10 slots –
Start ASAP | Onsite | Day shift 8AM–5PM

Qualifications:`,
  },
  {
    id: 'order-picker-cv-library-daventry-agency-client-unnamed-dash-shift-reference',
    half: 'unseen',
    title: 'Chilled Order Picker',
    company: 'Meridian Staffing Ltd',
    text: `CV-Library
Search jobs   Career advice   Upload CV   Recruiters   Sign in   Register

Home > Jobs > Warehouse jobs > Daventry

Chilled Order Picker - Nights
Posted 2 days ago by Meridian Staffing Ltd
Featured

Salary: £14.10 - £16.40 per hour (nights incl. £1.20 shift premium)
Location: Daventry, Northamptonshire
Job type: Temporary to Permanent
Start date: ASAP
Industry: Warehouse & Logistics
Reference: MS/DAV/2291

Apply now    Save job    Share

Chilled Order Picker – Nights
Daventry (DIRFT) | 4 on 4 off | £14.10–£16.40 p/h | Temp to perm after 12 weeks

Meridian Staffing are recruiting Chilled Order Pickers for a well-known grocery distribution client at DIRFT, Daventry. The site runs 24/7 and supplies 140 stores across the Midlands, and our client has taken 60% of our temps permanent in the last year.

Shifts: 4 on 4 off, 18:00 – 06:00. Free parking and an onsite canteen with subsidised hot food.

What you'll be doing:`,
  },
  {
    id: 'fp-and-a-manager-greenhouse-toronto-tagline-first-about-us-inc',
    half: 'tune',
    title: 'FP&A Manager',
    company: 'Northwind Dental Partners Inc.',
    text: `Dentists lead. We handle the rest.
Northwind Dental Partners

Current openings at Northwind Dental Partners
Back to jobs

FP&A Manager
Toronto, Ontario, Canada (Hybrid – 3 days in office at King & Spadina)

Apply

Northwind Dental Partners Inc. supports more than 140 dentist-owned clinics in Ontario, Alberta and Nova Scotia with finance, HR, procurement and technology, so that our partner dentists can spend their time on patients, not spreadsheets. We are backed by a long-term Canadian investor and have grown from 38 to 140 clinics in four years.

Our finance team of 22 is based in Toronto and Halifax. Reporting to the Director, Financial Planning & Analysis, you will own the budget, forecast and monthly performance pack for our Ontario region (78 clinics, roughly $310M in revenue).

Compensation: the base salary range for this role is $118,000 – $138,000 CAD, plus a 12% target bonus. Where you land in the range depends on experience.

What you'll do`,
  },
  {
    id: 'tax-senior-naukri-gurugram-rating-reviews-dash-specialty-llp',
    half: 'unseen',
    title: 'Tax Senior, Direct Tax',
    company: 'Dhanuka Sehgal & Associates LLP',
    text: `naukri.com
Jobs   Companies   Services
Search jobs here

Tax Senior - Direct Tax (Corporate Tax)
Dhanuka Sehgal & Associates LLP
3.7 ★   412 Reviews
2 - 5 Years
₹ 7-11 Lacs P.A.
Gurugram
Send me jobs like this
Posted: 3 days ago   Openings: 4   Applicants: 500+
Register to apply   Login to apply

Job match score
Early Applicant   Keyskills   Location   Work Experience

Job highlights
- CA / CA Inter with 2+ years in direct tax compliance, assessments and transfer pricing support
- Hybrid: 3 days from our Cyber City, DLF Phase 2 office; annual bonus and CPE sponsorship

Job description
Dhanuka Sehgal & Associates LLP is a mid-sized chartered accountancy firm with offices in Gurugram, New Delhi, Pune and Bengaluru, serving listed companies, MNC subsidiaries and family-owned groups. Our Direct Tax practice (45 professionals) handles corporate income tax, withholding, assessments and litigation support.

Roles and Responsibilities`,
  },
  {
    id: 'react-native-developer-pracuj-warsaw-bracket-level-form-after-second-language',
    half: 'tune',
    title: 'React Native Developer',
    company: 'Ferrum Logistics Sp. z o.o.',
    text: `Pracuj.pl
Oferty pracy   Profil pracodawcy   Porady   Zaloguj się

Oferty pracy > IT - Rozwój oprogramowania > Warszawa

Ferrum Logistics Sp. z o.o. (logo)
React Native Developer (Mid/Senior)
Ferrum Logistics Sp. z o.o.
O firmie

Warszawa, Mokotów (Mazowieckie)
ważna jeszcze 23 dni (do 14 maja)
umowa o pracę, kontrakt B2B
pełny etat
specjalista (Mid / Regular), starszy specjalista (Senior)
praca hybrydowa
rekrutacja zdalna
16 000–22 000 zł netto (+ VAT) / mies. (B2B)
13 500–18 500 zł brutto / mies. (UoP)

Aplikuj szybko
Zapisz

Hello! We are Ferrum Logistics, we are making TMS system for road carriers in Poland, Czechia and Slovakia since 2014. Now we are looking for React Native Developer who will join to our mobile team (6 persons) and will develop our driver app which is used by more than 30 000 drivers every day. Recruitment is in English, in team we speak Polish and English.

Twój zakres obowiązków / Your responsibilities`,
  },
  {
    id: 'cnc-setter-stepstone-stuttgart-bilingual-gender-dash-specialty-gmbh-co-kg-second-language',
    half: 'unseen',
    title: 'CNC Setter, 5-Axis Milling',
    company: 'Hübner Präzisionsteile GmbH & Co. KG',
    text: `StepStone
Jobs finden   Unternehmen   Gehalt   Karriereberatung   Anmelden

Startseite › Jobs › Maschinenbau › Leinfelden-Echterdingen

CNC-Einrichter (m/w/d) / CNC Setter (m/f/d) – 5-Axis Milling
Hübner Präzisionsteile GmbH & Co. KG
Leinfelden-Echterdingen
Feste Anstellung
Vollzeit
Erschienen: vor 1 Woche
Gehalt (von StepStone geschätzt): 52.000 – 61.000 €

Jetzt bewerben   Merken   Teilen

Hübner Präzisionsteile GmbH & Co. KG – your partner for precision parts since 1961

We are family company with 240 employees in Leinfelden-Echterdingen near Stuttgart Airport. We produce high precision milled and turned parts for aerospace, medical technics and automotive. Because our English-speaking team in hall 3 is growing (we have colleagues from 19 nations), we publish this job also in English. German is not must at start, we offer German course in working time.

Your tasks:`,
  },
  {
    id: 'export-sales-manager-kariyer-istanbul-bilingual-slash-dash-market-as-second-language',
    half: 'tune',
    title: 'Export Sales Manager, Europe & CIS',
    company: 'Denizkent Tekstil Sanayi ve Ticaret A.Ş.',
    text: `kariyer.net
İş İlanları   Firmalar   Maaşlar   Kariyer Rehberi   Giriş Yap

Anasayfa > İş İlanları > İstanbul > Dış Ticaret

Denizkent Tekstil Sanayi ve Ticaret A.Ş.
Takip Et

İhracat Satış Müdürü / Export Sales Manager – Europe & CIS
İstanbul(Avr.) (Esenyurt)
Tam Zamanlı · Hibrit · Yönetici
3 gün önce güncellendi · 148 başvuru

Başvur   Kaydet   Paylaş

Genel Nitelikler ve İş Tanımı

Denizkent Tekstil is producer of home textile (towels, bathrobes, bed linen) with 2 factories in Esenyurt and Denizli, 1.100 employees, and exporting to 34 countries. For our Export Department we search Export Sales Manager with strong experience in European and CIS markets, who will manage existing customers (retail chains, hotel suppliers) and open new ones.

Aranan nitelikler / Qualifications:`,
  },
  {
    id: 'chief-accountant-hh-almaty-two-script-form-before-quoted-bracket-standard-second-language',
    half: 'unseen',
    title: 'Chief Accountant',
    company: 'TOO Steppe Agro Trade',
    text: `hh.kz
Вакансии   Резюме   Компании   Помощь   Войти

Главный бухгалтер / Chief Accountant (IFRS)
от 900 000 ₸ на руки
Требуемый опыт работы: 3–6 лет
Полная занятость, полный день
Возможно оформление по ГПХ: нет

ТОО «Steppe Agro Trade»
4.2 ★ 37 отзывов
Алматы, Бостандыкский район, проспект Аль-Фараби

Откликнуться   ☆ В избранное

TOO «Steppe Agro Trade» is importer and distributor of agricultural machinery and spare parts in Kazakhstan and Kyrgyzstan, official dealer of several European brands. Company is working since 2009, we have 6 branches (Almaty, Astana, Kostanay, Petropavl, Shymkent, Bishkek) and 160 employees.
We are looking for Chief Accountant with IFRS knowledge for our head office in Almaty. Reporting to Financial Director and to foreign shareholders.

Обязанности / Responsibilities:`,
  },
  {
    id: 'payments-api-support-engineer-lever-dublin-logo-first-dash-product-area-capitals-fields',
    half: 'tune',
    title: 'Technical Support Engineer, Payments API',
    company: 'Quillon',
    text: `Quillon logo
Technical Support Engineer - Payments API
DUBLIN, IRELAND /  CUSTOMER SUCCESS – SUPPORT /  FULL-TIME /  HYBRID
Apply for this job

Quillon builds the payment orchestration layer for subscription businesses: one API to route card, wallet and open-banking payments across 30+ acquirers, with retries and reconciliation built in. We're 240 people across Dublin, Lisbon and New York, and more than 1,100 merchants route their payments through us.

We're hiring a Technical Support Engineer to join our Tier 2 team in Dublin. You'll be the person our merchants' developers talk to when a webhook goes quiet or an acquirer starts declining everything at 3% above normal. The team works Monday to Friday on a rota of 08:00–16:30 or 10:30–19:00 Irish time, with one paid weekend on-call week per quarter.

Salary range: €52,000 – €64,000 + equity + 10% pension contribution

What you'll do`,
  },
  {
    id: 'call-center-agent-jobstreet-cebu-dash-line-of-business-pipe-pay-corp',
    half: 'unseen',
    title: 'Call Center Agent, Healthcare Account',
    company: 'Tagum Bay Outsourcing Corp.',
    text: `JobStreet
Job search   Profile   Career advice   Explore companies   Sign in   Employer site

Call Center Agent - Healthcare Account | Up to 28K + Night Diff
Tagum Bay Outsourcing Corp.
4.0 ★ 96 reviews · View all jobs
IT Park, Lahug, Cebu City, Central Visayas
Call Centre & Customer Service (Customer Service - Call Centre)
Full time
₱22,000 – ₱28,000 per month
Posted 1d ago

Quick apply   Save

Hiring for: Inbound US Healthcare Account (insurance member services)
WALK-IN or ONLINE application – Mon to Sat, 9AM–5PM
4th Floor, Sapphire Tower, IT Park, Lahug, Cebu City
Bring: 2 valid IDs, updated resume

- ₱3,000 sign-on bonus upon passing training
- HMO on day 1 + 1 free dependent
- Permanent graveyard shift, weekends off

Qualifications:`,
  },
  {
    id: 'electrical-design-engineer-seek-brisbane-dash-specialty-rating-pty-ltd',
    half: 'tune',
    title: 'Electrical Design Engineer, Building Services',
    company: 'Corbel Engineering Group Pty Ltd',
    text: `SEEK
Job search   Profile   Career advice   Company reviews   Sign in

Electrical Design Engineer - Building Services
Corbel Engineering Group Pty Ltd
3.9 ★  24 reviews · View all jobs
Brisbane CBD & Inner Suburbs, Brisbane QLD (Hybrid)
Electrical/Electronic Engineering (Engineering)
Full time
$120,000 – $145,000 + super
Posted 5d ago

Quick apply   Save

• Hospitals, labs and data centres across QLD and NT
• RPEQ pathway support and funded CPD
• Hybrid – 2 days WFH, 9-day fortnight available

About us
Corbel is a 90-person multidisciplinary building services consultancy with studios in Brisbane, Townsville and Darwin. We design mechanical, electrical, hydraulic and fire services for health, education and defence clients, and we still answer the phone when a contractor rings from site.

The role`,
  },
  {
    id: 'marketing-coordinator-bamboohr-boise-logo-alt-first-field-table-llc',
    half: 'unseen',
    title: 'Marketing Coordinator',
    company: 'Gem State Outdoor Supply, LLC',
    text: `Gem State Outdoor Supply logo
Job Openings > Marketing Coordinator

Marketing Coordinator
Marketing · Boise, Idaho

Apply for This Job

Department       Marketing
Employment Type  Full-Time
Minimum Experience  Experienced
Compensation     $52,000 - $58,000 / year

Gem State Outdoor Supply, LLC is an employee-owned retailer of hunting, fishing and camping gear with 11 stores across Idaho and eastern Oregon and a fast-growing online shop. We've been outfitting folks since 1979, and our employee-owners know the difference between a spinning reel and a baitcaster.

We're looking for a Marketing Coordinator to keep our weekly ads, store events, email calendar and social channels running on time. You'll report to our Marketing Manager and work with store managers, buyers and an outside creative agency.

What You'll Be Doing`,
  },
  {
    id: 'content-writer-wellfound-bengaluru-bare-header-private-limited-in-text-bracket-specialty',
    half: 'tune',
    title: 'Content Writer',
    company: 'Haldi Health Private Limited',
    text: `wellfound
Discover   Jobs   Messages   Profile

Haldi Health
Haldi Health
Ayurveda-based nutrition subscriptions for busy Indians
Actively Hiring
11-50 Employees · Health Care · D2C

Content Writer (Health & Nutrition)
₹5L – ₹8L • No equity
Bengaluru • Hybrid • Full Time
2 years of exp
Posted 2 weeks ago

Save   Apply

Visa sponsorship  Not Available
Remote work policy  Hybrid (HSR Layout office, Tue–Thu)

About the job
Haldi Health Private Limited ("Haldi") makes personalised ayurvedic nutrition plans and ships 60,000 boxes of herbal blends, millet snacks and teas every month. Our in-house nutritionists and ayurveda doctors review every plan, and we need a writer who can turn their advice into content people actually read.

What you'll do`,
  },
  {
    id: 'domestic-helper-facebook-group-tai-po-agency-client-unnamed-capitals-for-family-second-language',
    half: 'unseen',
    title: 'Domestic Helper',
    company: 'Joyful Star Employment Agency Limited',
    text: `Filipino Helpers in Hong Kong 🇭🇰 Job Hiring (Direct & Agency)
Public group · 48K members
Joined ✓   + Invite

Joyful Star Employment Agency
3h · 🌏

‼️URGENT HIRING‼️ DOMESTIC HELPER for Tai Po family
✅ Finished contract / Transfer / Break contract OK (with release letter)
✅ Family: couple + 2 kids (3yo & 7yo) + 1 elderly grandmother (can walk by herself)
✅ 900 sqft flat, own room with aircon
✅ Salary HK$5,100 + food allowance HK$1,236
✅ Day off every Sunday + statutory holidays
✅ Basic Cantonese is a plus, English ok
✅ Employer will pay all agency fee, NO placement fee for helper

Apply thru: Joyful Star Employment Agency Limited (EA Lic. No. 59127)
WhatsApp only: 5555 0142 (Ms. Carmen)
Send: bio-data, passport copy, HKID, last contract

Job duties:`,
  },
  {
    id: 'medical-representative-rozee-lahore-bracket-team-dash-place-pvt-limited-second-language',
    half: 'tune',
    title: 'Medical Representative',
    company: 'Sanofarm Pharmaceuticals (Pvt.) Limited',
    text: `ROZEE.PK
Jobs   Companies   Career Advice   Login   Sign Up

Medical Representative (Cardio-Diabetic Team) – Lahore
Sanofarm Pharmaceuticals (Pvt.) Limited
Lahore, Punjab, Pakistan
Posted: Apr 03, 2027

Job Details
Industry:             Pharmaceuticals / Clinical Research
Functional Area:      Sales & Business Development
Total Positions:      6 Posts
Job Shift:            First Shift (Day)
Job Type:             Full Time/Permanent
Job Location:         Lahore, Pakistan
Gender:               No Preference
Minimum Education:    Bachelors
Career Level:         Entry Level
Minimum Experience:   Fresh
Apply Before:         Apr 20, 2027
Salary:               PKR 85,000 - 110,000 + Car/Bike Allowance + Incentives

Apply Now   Save Job

Job Description
Sanofarm Pharmaceuticals is leading national pharma company since 1987 with more than 180 registered products. We are seeking energetic and result oriented Medical Representative for our Cardio-Diabetic Team for Lahore region (Gulberg, DHA, Model Town, Johar Town).

Job Responsibilities:`,
  },
  {
    id: 'ot-technician-whatsapp-kochi-gulf-agency-client-named-position-line-capitals-bracket-second-language',
    half: 'unseen',
    title: 'OT Technician',
    company: 'Al Waha Specialist Hospital',
    text: `[10:42, 14/04/2027] +91 55555 01273: *🇸🇦 URGENT REQUIREMENT FOR SAUDI ARABIA 🇸🇦*

*Client: Al Waha Specialist Hospital, Dammam* (MOH licensed, 300 bed)
*Position: OT TECHNICIAN (Operation Theatre Technician)*
Qty: 12 Nos
Gender: Male / Female
Qualification: Diploma / BSc in OT Technology
Experience: Minimum 2 yrs in multispeciality hospital (Cardiac OT preferred)
Age: Below 40
Salary: 3500 – 4500 SAR + Accommodation + Transportation + Air ticket
Contract: 2 years renewable
*DataFlow + Prometric mandatory* (we will assist)
Interview: Online by hospital HR on 22 April
Service charge as per govt norms only

Send CV + passport copy + experience certificates on this WhatsApp number only
*Sea Breeze Manpower Consultants, Kochi*
MEA Licence No. B-0000/KER/PER/1000+/5/0000/2027

Job description:`,
  },
  {
    id: 'mover-indeed-sarasota-franchisee-independently-owned-dash-pay-llc',
    half: 'tune',
    title: 'Mover',
    company: 'Suncoast Relocation Group LLC',
    text: `Mover - Start at $19/hr + Tips
Big Lift Movers
3.2 out of 5 stars
Sarasota, FL 34243
$19 - $24 an hour - Full-time, Part-time
Apply now
Save
Not interested
Report job

Profile insights
Here's how the job qualifications align with your profile.
Licenses
Driver's License (Required)

Job details
Pay
$19 - $24 an hour
Job type
Full-time
Part-time
Shift and schedule
8 hour shift
Day shift
Weekends as needed

Benefits
Pulled from the full job description
Employee discount
Paid time off
Referral program

Full job description
Big Lift Movers of Sarasota & Bradenton is independently owned and operated by Suncoast Relocation Group LLC, a licensed franchisee of Big Lift Franchising, Inc. All employment decisions are made by the franchisee.

Summer is our busy season and we are adding movers to our crews now. No experience? We'll train you. Tips average $40–$90 a day.

What you'll do:`,
  },
  {
    id: 'hotel-night-manager-reed-edinburgh-trading-as-the-bare-header-breadcrumb',
    half: 'unseen',
    title: 'Hotel Night Manager',
    company: 'The Abercromby Townhouse',
    text: `reed.co.uk
Jobs   Courses   Career advice   Recruiting?   Sign in / Register

Jobs > Hospitality & Catering > Night Manager jobs > Edinburgh

Hotel Night Manager
Posted 2 April by Castlegate Hotels
Easy Apply

£31,500 - £34,000 per annum
Edinburgh, City of Edinburgh
Permanent, full-time

Apply now    Save

Castlegate Hotels (Edinburgh) Ltd, trading as The Abercromby Townhouse, is looking for a calm, guest-first Hotel Night Manager to look after our 94-bedroom four-star townhouse hotel in Edinburgh's New Town from dusk to breakfast.

Four nights on, four nights off (22:00 – 08:00), paid breaks, free meals on duty, staff rates across our three Scottish hotels and a £1,000 retention bonus after 12 months.

Key responsibilities:`,
  },
  {
    id: 'primary-teacher-seek-nz-hamilton-bilingual-school-name-year-level-bracket-type',
    half: 'tune',
    title: 'Year 3–4 Classroom Teacher',
    company: 'Kōwhai Downs School',
    text: `SEEK
Job search   Profile   Career advice   Company reviews   Sign in

Year 3–4 Classroom Teacher (Permanent, Full-time)
Kōwhai Downs School
Flagstaff, Hamilton, Waikato
Teaching - Primary (Education & Training)
Full time
Posted 3d ago

Quick apply   Save

Te Kura o Kōwhai Downs | Kōwhai Downs School
Roll 540 | Years 1–8 | Full primary | Modern learning spaces

Kia ora koutou. Our Board is seeking a passionate, registered teacher to join our Year 3–4 team (Te Whānau Kahurangi) from Term 3, 2027. The position is permanent, full-time, and a Unit may be available for the right applicant with strengths in maths or te reo Māori.

We are a growing school on Hamilton's northern edge, with a strong learning-through-play foundation in the junior school and a structured literacy approach across the school.

About the role`,
  },
  {
    id: 'chemistry-teacher-tes-leicester-academy-trust-school-line-part-of-reference',
    half: 'unseen',
    title: 'Teacher of Chemistry',
    company: 'Charnwood Edge Learning Trust',
    text: `Tes
Jobs   Resources   Courses   Tes for schools   Sign in

Home > Jobs > Secondary > Science > Chemistry

Teacher of Chemistry
Beaumont Park Academy
Leicester, Leicestershire
Part of Charnwood Edge Learning Trust

Salary: MPS/UPS + TLR 2b available for the right candidate
Contract type: Full Time, Permanent
Start date: 1 September 2027
Closing date: 9 May 2027, 9:00am
Job reference: CELT/BPA/0427
Suitable for ECTs: Yes

Apply now   Save

Job overview
Charnwood Edge Learning Trust is a family of seven primary and secondary academies across Leicester and Leicestershire. Beaumont Park Academy, an 11–18 school of 1,350 students rated Good in all areas, is looking for a Teacher of Chemistry to join its thriving science faculty of 16 teachers and 3 technicians.

The successful candidate will`,
  },
  {
    id: 'community-mental-health-nurse-nhs-trac-suffolk-bracket-band-dash-team-foundation-trust',
    half: 'tune',
    title: 'Community Mental Health Nurse, Older Adults CMHT',
    company: 'Northbrook Health and Care NHS Foundation Trust',
    text: `NHS Jobs
Search for jobs   Sign in   Create an account

Job advert
Community Mental Health Nurse (Band 6) - Older Adults CMHT
Northbrook Health and Care NHS Foundation Trust

Closing date: 28 April 2027
Reference number: 341-MH-9281-A
Salary: £37,338 to £44,962 a year, per annum pro rata
Location: Kestrel House, Ipswich Road, Stowmarket, IP14 1AA
Employment type: Permanent
Working pattern: Full time, Flexible working
Contract: Permanent
Disability Confident employer

Apply for this job   Save

Job overview
Are you a registered mental health nurse who wants to make a real difference in the lives of older people with functional and organic mental health needs? Our Mid Suffolk Older Adults Community Mental Health Team is looking for a Band 6 nurse to join a friendly multidisciplinary team of nurses, OTs, psychologists, consultants and support workers.

Main duties of the job`,
  },
  {
    id: 'golang-developer-telegram-tashkent-emoji-fields-quoted-form-after-bracket-level-second-language',
    half: 'unseen',
    title: 'Golang Developer',
    company: "Ipakyo'l Pay MChJ",
    text: `IT Jobs Uzbekistan | Vakansiyalar 🇺🇿
📌 #vacancy #golang #tashkent #backend

🏢 Kompaniya: "Ipakyo'l Pay" MChJ
💼 Lavozim: Golang Developer (Middle+)
💰 Maosh: $2000–3000 (suhbat asosida)
📍 Manzil: Toshkent, Mirzo Ulug'bek tumani (ofis, 3 kun) / gibrid
⏰ Ish vaqti: 9:00–18:00, Du–Ju

🔹 About company:
Ipakyo'l Pay is payment service provider licensed by Central Bank of Uzbekistan. We process more than 3 million transactions per day for merchants, marketplaces and e-government services. Team is 70 person, backend on Go + PostgreSQL + Kafka.

🔹 Tasks:`,
  },
  {
    id: 'fmcg-merchandiser-jobberman-lagos-agency-client-named-bracket-product-dash-routes',
    half: 'tune',
    title: 'FMCG Merchandiser',
    company: 'Okoya Beverages Limited',
    text: `Jobberman
Find a Job   Employers   Blog   Login   Sign Up

Jobs > Sales > Lagos

Lekki Talent Hub
FMCG Merchandiser (Beverages) – Ikeja & Surulere Routes
Sales
Lagos   Full Time
NGN 150,000 - 250,000

Save job   Apply For Job

Job summary
Minimum Qualification : OND
Experience Level : Entry level
Experience Length : 1 year

Job descriptions & requirements
Our client, Okoya Beverages Limited, a fast-growing producer of malt drinks and soft drinks, is recruiting Merchandisers to cover modern trade outlets (supermarkets, forecourt shops and pharmacies) in Ikeja, Ogba, Surulere and Yaba.

Location: Lagos Mainland
Salary: NGN 150,000 – 250,000 monthly + transport allowance + HMO

Responsibilities`,
  },
  {
    id: 'digital-marketing-specialist-wuzzuf-new-cairo-bracket-specialty-sae-second-language',
    half: 'unseen',
    title: 'Digital Marketing Specialist',
    company: 'Kemet Home Furnishings S.A.E.',
    text: `WUZZUF
Explore Jobs   Companies   For Employers   Log In   Sign Up

Digital Marketing Specialist (Performance)
Kemet Home Furnishings - New Cairo, Cairo, Egypt
Posted 4 days ago
47 Applicants · 9 Viewed · 3 In Consideration · 0 Not Selected
Full Time   Hybrid

Apply For Job   Save

Experience Needed:  3 to 5 years
Career Level:       Experienced (Non-Manager)
Education Level:    Bachelor's Degree
Salary:             Confidential
Job Categories:     Marketing/PR/Advertising , Creative/Design/Art
Skills And Tools:   Meta Ads Manager · Google Ads · GA4 · Marketing · English

Job Description
Kemet Home Furnishings S.A.E. is one of Egypt leading furniture brand with 14 showroom in Cairo, Alexandria and the North Coast and e-commerce website. We are search for Digital Marketing Specialist to be responsible on our paid campaigns and to grow the online sales.

Job Requirements`,
  },
  {
    id: 'construction-project-manager-workday-calgary-dash-line-of-business-requisition-ltd',
    half: 'tune',
    title: 'Senior Construction Project Manager, Institutional',
    company: 'Prairie Summit Builders Ltd.',
    text: `Skip to main content
Prairie Summit Builders Careers
Search for Jobs   Sign In

Senior Construction Project Manager - Institutional
Apply
locations
Calgary, AB
time type
Full time
posted on
Posted 11 Days Ago
job requisition id
R10472

Prairie Summit Builders Ltd. is an employee-owned general contractor and construction manager with offices in Calgary, Edmonton and Saskatoon. For 48 years we have built schools, hospitals, post-secondary buildings and recreation centres across the Prairies, with annual volume of more than $600 million.

Our Institutional group is currently delivering a $214M hospital expansion in Red Deer and two K–9 schools in southeast Calgary, and we are adding a Senior Project Manager to lead a new CM-at-risk post-secondary project starting this fall.

Salary range: $145,000 – $175,000 annually + performance bonus + vehicle allowance

What you'll do`,
  },
  {
    id: 'industrial-electrician-indeed-hamilton-search-box-first-bracket-licence-dash-shift-inc',
    half: 'unseen',
    title: 'Industrial Electrician',
    company: 'Lakeshore Steel Processing Inc.',
    text: `What
Job title, keywords, or company
Where
Hamilton, ON
Find jobs

Industrial Electrician (309A) - Afternoon Shift
Lakeshore Steel Processing Inc.
4.1 out of 5 stars · 62 reviews
1250 Burlington St E, Hamilton, ON L8H 3L3
$44.50 - $49.75 an hour - Permanent, Full-time
You must create an Indeed account before continuing to the company website to apply
Apply on company site
Save

Job details
Pay
$44.50 - $49.75 an hour
Job type
Permanent
Full-time
Shift and schedule
Evening shift
Monday to Friday
Overtime

Full job description
Lakeshore Steel Processing Inc. is a flat-rolled steel service centre serving automotive, appliance and construction customers across Ontario and the U.S. Midwest. Our Burlington Street plant runs three slitting lines, two cut-to-length lines and a blanking press, 24/5.

We are hiring a licensed Industrial Electrician for our afternoon shift (3:00 p.m. – 11:30 p.m.), with a 4% shift premium.

Responsibilities:`,
  },
  {
    id: 'commercial-cleaner-seek-app-perth-title-first-dash-shift-casual-pty-ltd',
    half: 'tune',
    title: 'Commercial Cleaner',
    company: 'Sparkline Facility Services Pty Ltd',
    text: `Commercial Cleaner – Evening Shifts
Sparkline Facility Services Pty Ltd
Osborne Park, Perth WA
Cleaning Services (Trades & Services)
Casual/Vacation
$30.50 – $34.00 per hour + penalties
Posted 1d ago
Apply
Save
Share

Your application will include the following questions:
Which of the following statements best describes your right to work in Australia?
Do you have a current Australian Police Check?
How many years' experience do you have as a commercial cleaner?
Do you own or have regular access to a car?

Sparkline Facility Services is a WA-owned cleaning contractor looking after offices, medical centres and schools across the Perth metro area. We've got evening shifts available Monday to Friday from 5:30pm in Osborne Park, Balcatta and Subiaco – perfect if you're studying or have day-time commitments.

What you'll be doing:`,
  },
  {
    id: 'banquet-server-workday-orlando-operated-by-llc-bracket-on-call-dash-property',
    half: 'unseen',
    title: 'Banquet Server',
    company: 'Harborline Hospitality, LLC',
    text: `Skip to main content
Harborline Hospitality
careers
Search for Jobs   Sign In

Banquet Server (On-Call) – Cypress Lagoon Resort & Conference Center
Apply
locations
Orlando, FL
time type
Part time
posted on
Posted 3 Days Ago
job requisition id
JR-58830

Cypress Lagoon Resort & Conference Center is owned and operated by Harborline Hospitality, LLC, an independent hotel management company with 31 hotels and resorts across Florida, Georgia and the Carolinas.

With 620 guest rooms and 140,000 square feet of meeting and event space, Cypress Lagoon hosts everything from 2,000-person association conventions to backyard-style weddings on the lagoon lawn. Our banquet team serves more than 300 events a year.

Pay: $12.00/hour + service charge distribution (banquet servers averaged $31/hour in 2026)
Schedule: On-call; events run mornings, evenings, weekends and holidays

What You Will Do`,
  },
  {
    id: 'prep-cook-glassdoor-portland-company-rating-first-dash-shift-employer-provided-pay',
    half: 'tune',
    title: 'Prep Cook',
    company: 'Marrow & Vine',
    text: `Glassdoor
Community   Jobs   Companies   Salaries   For Employers

Marrow & Vine
4.4 ★
Prep Cook - Full Time AM
Portland, OR
$20.00 - $23.00 Per Hour (Employer provided)
Easy Apply
Save

Job   Company   Salary   Reviews   Benefits

Marrow & Vine is a 140-seat wood-fire restaurant on Portland's Central Eastside, serving Pacific Northwest produce and whole-animal butchery from local ranches. We bake our own bread, make our own charcuterie and pickle half of what comes through the back door.

Our morning prep crew works Tuesday through Saturday, 6:00 AM – 2:30 PM. Kitchen staff share in the tip pool (averaging $4–6 per hour on top of base pay), plus health insurance after 60 days, a shift meal and 50% off dining.

What you'll do:`,
  },
  {
    id: 'smt-operator-zhaopin-suzhou-two-script-title-and-company-bracket-shift-co-ltd-second-language',
    half: 'unseen',
    title: 'SMT Operator',
    company: 'Suzhou Xinglian Electronics Technology Co., Ltd.',
    text: `智联招聘 zhaopin.com
首页   职位   公司   校园   登录/注册

SMT操作员 / SMT Operator（夜班 Night Shift）
6000-8500元/月
苏州-工业园区 | 1-3年 | 大专 | 招5人
五险一金 · 包住 · 餐补 · 夜班补助 · 年终奖

苏州星联电子科技有限公司
Suzhou Xinglian Electronics Technology Co., Ltd.
电子/半导体/集成电路 | 1000-9999人 | 外商独资

立即投递   收藏   举报

职位描述 / Job description (English version for our multinational production team)
Suzhou Xinglian Electronics is EMS manufacturer for automotive and industrial electronics, we have 12 SMT lines (Fuji NXT, Panasonic NPM) in Suzhou Industrial Park and customers from Germany, Japan and USA. Now we recruit SMT Operator for night shift, 20:00–08:00, 4 days work 2 days rest.

Responsibilities 岗位职责:`,
  },
  {
    id: 'reach-truck-operator-nationale-vacaturebank-tilburg-agency-client-named-bilingual-dash-shift-second-language',
    half: 'tune',
    title: 'Reach Truck Driver',
    company: 'Van Oorschot Koel- en Vrieslogistiek B.V.',
    text: `Nationale Vacaturebank
Vacatures   Bedrijven   Salaris   Mijn NVB   Inloggen

Home › Vacatures › Logistiek › Tilburg

Reachtruckchauffeur / Reach Truck Driver – Tilburg (2-ploegen)
Flexwerk Brabant B.V. | Tilburg | 32-40 uur | € 15,20 - € 17,10 per uur
Geplaatst op 11 april 2027 · Vacaturenummer FWB-27-3318

Solliciteer direct   Bewaar   Deel

For our client Van Oorschot Koel- en Vrieslogistiek B.V. in Tilburg (distribution centre for frozen and chilled foods) we are looking for experienced reach truck drivers. English-speaking colleagues are welcome, Dutch is not necessary for this job. Working in 2 shifts (06:00–14:30 / 14:30–23:00) in a freezer area of -24 °C, cold-weather clothing is provided.

After 6 months good performance you get a contract directly with Van Oorschot.

Wat ga je doen? / What will you do?`,
  },
  {
    id: 'key-account-manager-infojobs-madrid-dash-line-of-business-bracket-languages-sl-second-language',
    half: 'unseen',
    title: 'Key Account Manager, Horeca Channel',
    company: 'Cervezas Artesanas del Jarama S.L.',
    text: `InfoJobs
Buscar ofertas   Empresas   Salarios   Formación   Acceso candidatos   Empresas

Ofertas de empleo > Comercial y ventas > Madrid

Key Account Manager – Horeca Channel (English + Spanish)
Cervezas Artesanas del Jarama S.L.
Madrid, Madrid · Presencial
Publicada hace 2d
Salario: 38.000€ - 45.000€ Bruto/año
Experiencia mínima: Al menos 3 años
Tipo de contrato: Indefinido, Jornada completa
Inscritos: 87

Inscribirme en esta oferta   Guardar

Descripción
Cervezas Artesanas del Jarama is craft brewery founded in 2013 in Torres de la Alameda, today we are 60 persons and our beers are in more than 1.900 bars and restaurants of Madrid and Castilla-La Mancha. We search a Key Account Manager for the Horeca channel who can speak English with the international hotel groups and Spanish with our distributors.

Funciones:`,
  },
  {
    id: 'personal-banker-linkedin-easy-apply-modal-first-toronto-grade-bracket-language',
    half: 'tune',
    title: 'Personal Banker I',
    company: 'Lakeshore Community Credit Union',
    text: `Apply to Lakeshore Community Credit Union
0%
Contact info
Ana Ribeiro
Customer Service Associate at Greenline Grocers
Toronto, Ontario, Canada
Email address*
ana.ribeiro@example.com
Phone country code*
Canada (+1)
Mobile phone number*
416 555 0187
Next
Submitting this application won't change your LinkedIn profile.
Application powered by LinkedIn | Help Center

Lakeshore Community Credit Union
Personal Banker I (Portuguese-speaking)
Toronto, ON · 1 week ago · 64 applicants
On-site   Full-time   Associate
$52,000/yr - $58,000/yr

About the job
Lakeshore Community Credit Union has served Toronto's west end since 1953 and today has 11 branches and more than 90,000 members. Our Dundas West and Little Portugal branches serve many Portuguese-speaking families, and we are looking for a Personal Banker I who can welcome members in both English and Portuguese.

What you'll do`,
  },
  {
    id: 'python-developer-linkedin-recruiter-post-sydney-agency-client-unnamed-dash-place-pay',
    half: 'unseen',
    title: 'Python Developer',
    company: 'Tallis & Kerr Recruitment',
    text: `Dane Whitcombe • 2nd
Principal Consultant – Software Engineering at Tallis & Kerr Recruitment | Sydney & Remote
1d • Edited • 🌏

🚀 Python Developer — Sydney (hybrid) — up to $165k + super

My client, a climate-tech scale-up in Surry Hills (Series C, ~180 people), is hiring a mid-to-senior Python Developer to build the data pipelines behind their grid-battery trading platform. They've tripled revenue in 18 months and the engineering team is still small enough that you'll know everyone by name.

✅ Python 3.12, FastAPI, Postgres, Airflow, AWS
✅ 2 days a week in the office, the rest from home
✅ Genuine equity, not a rounding error
✅ Interview process: one call with me, one technical pairing session, one chat with the CTO. Done in 10 days.

Sponsorship isn't available for this one, sorry.

Comment "interested" or DM me and I'll send through the full brief. 👇

#hiring #python #sydneyjobs #climatetech
👍❤️💡 148 · 37 comments · 12 reposts
Like   Comment   Repost   Send

What you'll be doing:`,
  },
  {
    id: 'cybersecurity-analyst-governmentjobs-city-class-and-working-title-division-line',
    half: 'tune',
    title: 'Cybersecurity Analyst',
    company: 'City of Marrowstone Falls',
    text: `GovernmentJobs.com
Jobs   Agencies   Sign In   Create an Account

City of Marrowstone Falls, WA
Information Technology Analyst II - Cybersecurity

Salary      $98,467.20 - $126,817.60 Annually
Location    Marrowstone Falls, WA
Job Type    Full-Time Regular
Job Number  2027-0142
Department  Information Technology
Division    Security & Infrastructure
Opening Date  04/09/2027
Closing Date  4/30/2027 5:00 PM Pacific
FLSA        Exempt
Bargaining Unit  Non-Represented

Apply   Save   Email   Print

Description   Benefits   Questions

Working Title: Cybersecurity Analyst

The City of Marrowstone Falls is seeking a hands-on Cybersecurity Analyst to help protect the systems that keep our water flowing, our 911 calls answered and our residents' data safe. The City's Information Technology Department supports 1,100 employees across 40 facilities.

Essential Duties and Responsibilities`,
  },
  {
    id: 'research-assistant-jobs-ac-uk-university-department-line-bracket-grade',
    half: 'unseen',
    title: 'Research Assistant in Population Health Data Science',
    company: 'University of Caldermoor',
    text: `jobs.ac.uk
Search jobs   Job alerts   Careers advice   Recruiters   Sign in

Home > Jobs > Health & Medical > Epidemiology

Research Assistant in Population Health Data Science
University of Caldermoor - Department of Epidemiology & Public Health, Faculty of Medicine

Location:      Caldermoor
Salary:        £33,966 to £37,174 per annum (Grade 6)
Hours:         Full Time
Contract Type: Fixed-Term/Contract (24 months)
Placed On:     7th April 2027
Closes:        5th May 2027
Job Ref:       MED03114

Apply   Save   Share

The Department of Epidemiology & Public Health is seeking a Research Assistant to join the NIHR-funded CALDER-LINK programme, which links primary care, hospital and social care records for 1.4 million residents of West Yorkshire to study multimorbidity in people over 65.

About the role`,
  },
  {
    id: 'management-accountant-workable-melton-mowbray-company-header-first-ltd',
    half: 'tune',
    title: 'Management Accountant',
    company: 'Thistledown Foods Ltd',
    text: `Thistledown Foods Ltd
Overview   Application

Management Accountant
Melton Mowbray, England, United Kingdom
Finance
Full time
Hybrid

Apply for this job

Thistledown Foods is a family-owned maker of chilled pies, sausage rolls and scotch eggs, supplying UK supermarkets and 600 farm shops and delis from our two bakeries in Melton Mowbray. We've grown from 90 to 410 people in ten years, and we still bake every pork pie to the same 1962 recipe.

We're looking for a Management Accountant to join our finance team of seven, reporting to the Financial Controller. You'll be close to the bakery floor: most of our questions are about yield, waste and labour, not just journals.

Salary: £45,000 – £52,000 depending on experience, plus 8% bonus, 25 days' holiday and a hybrid pattern of three days on site.

Requirements`,
  },
  {
    id: 'japanese-language-teacher-careers-page-chiang-mai-operated-by-co-ltd-capitals-bracket-second-language',
    half: 'unseen',
    title: 'Japanese Language Teacher',
    company: 'Lanna Nihongo Education Co., Ltd.',
    text: `Sakura Gakuen Language School Chiang Mai
Home | Courses | JLPT Preparation | Study in Japan | Careers | Contact | ภาษาไทย

Careers / ร่วมงานกับเรา

Since 2006, Sakura Gakuen has taught Japanese to more than 9,000 students in Northern Thailand, from kids class to JLPT N2 and business Japanese for people working with Japanese factories in Lamphun. Our school is operated by Lanna Nihongo Education Co., Ltd. and is licensed by the Office of the Private Education Commission.

Now we open 1 position:

JAPANESE LANGUAGE TEACHER (Full-time, JLPT N1)
Start: June 2027
Salary: 35,000 – 45,000 THB (depend on experience) + work permit + visa support
Working day: Tuesday – Saturday, 10:00 – 19:00
Place: Nimmanhaemin campus

Responsibilities`,
  },
  {
    id: 'tig-welder-agency-email-cluj-client-named-position-line-for-material-second-language',
    half: 'tune',
    title: 'TIG Welder',
    company: 'Kessler Anlagenbau GmbH',
    text: `From: Andreea Popescu <andreea.popescu@example.ro>
To: Mihai Dumitrescu <mihai.dumitrescu@example.com>
Subject: Job offer Germany - TIG welder - 3.200 EUR net - start May
Date: Tue, 13 Apr 2027 09:14

Hello Mr. Mihai,

Thank you for your application on our website. I am contacting you for the following position with our client in Germany:

Position: TIG Welder (141) for stainless steel pipes
Employer: Kessler Anlagenbau GmbH, Bremen (plant construction for food and pharma industry)
Contract: direct contract with the German employer, unlimited, 40 h/week
Salary: 19,50 EUR/h brutto + overtime 25% + 24 EUR/day Auslöse when on montage
Accommodation: paid by employer for the first 3 months, after that help to find apartment
Start: 10 May 2027

Requirements:`,
  },
  {
    id: 'service-advisor-catho-curitiba-bilingual-slash-bracket-workshop-ltda-second-language',
    half: 'unseen',
    title: 'Service Advisor',
    company: 'Transvale Caminhões e Ônibus Ltda.',
    text: `Catho
Vagas   Empresas   Salários   Para empresas   Entrar

Vagas > Automotivo > Curitiba - PR

Consultor Técnico / Service Advisor (Oficina de Caminhões)
Transvale Caminhões e Ônibus Ltda.
Curitiba - PR (1 vaga)
Salário: R$ 3.800,00 + comissão
Publicada em 12/04/2027
CLT (Efetivo) · Presencial · Segunda a sexta e sábados alternados

Candidatar-se   Salvar vaga

Sobre a empresa / About the company
Transvale is authorized dealer of heavy trucks and buses since 1994, with 4 stores in Paraná and Santa Catarina. Our workshop in Curitiba (CIC) has 38 bays and attend fleets of transport companies from all the South region. Because many of our fleet clients are multinational, we need Service Advisor who can communicate also in English and Spanish.

Atividades / Activities:`,
  },
  {
    id: 'audit-associate-handshake-chicago-employer-header-first-dash-start-date-llp',
    half: 'tune',
    title: 'Audit Associate',
    company: 'Calloway Brandt LLP',
    text: `Handshake
Home   Jobs   Events   Inbox   Career Center

Calloway Brandt LLP
Accounting · 501 - 1,000 employees

Audit Associate - Summer 2028 Start (Chicago)
Full-time Job · Chicago, IL
$70,000–78,000/yr
Apply by May 30, 2027
Posted 2 weeks ago
Only available to Class of 2027 and 2028 students
Apply externally   Save

At a glance
Paid · Onsite · US work authorization required
12 alumni from your school work here

Calloway Brandt LLP is a Chicago-based accounting and advisory firm serving privately held manufacturers, distributors and not-for-profits across the Midwest. Our audit associates start with a four-week training program in June and are on client engagements by July.

The Role`,
  },
  {
    id: 'recruitment-consultant-seek-melbourne-agency-own-staff-dash-line-of-business-pty-ltd',
    half: 'unseen',
    title: 'Recruitment Consultant, Construction & Trades',
    company: 'Keystone People Group Pty Ltd',
    text: `Keystone People Group
Recruitment Consultant – Construction & Trades
Keystone People Group Pty Ltd
Southbank, Melbourne VIC
Recruitment - Agency (Human Resources & Recruitment)
Full time
$75,000 – $90,000 base + uncapped commission + super
Posted 4d ago

Quick apply   Save

• Warm desk with 140+ active clients
• Real career path to Senior and Manager within 2 years
• Friday lunches, birthday leave, no timesheets for you

Keystone People Group is a Victorian-owned recruitment agency specialising in construction, civil, trades and labour hire. We've been placing site managers, carpenters and labourers across Melbourne for 17 years, and our construction desk has doubled since 2024.

We're now hiring a Recruitment Consultant to join the Construction & Trades team in our Southbank office.

About the role`,
  },
  {
    id: 'talent-acquisition-partner-smartrecruiters-singapore-dash-specialty-pte-ltd',
    half: 'tune',
    title: 'Talent Acquisition Partner, Technology',
    company: 'Halcyon Logistics Asia Pte. Ltd.',
    text: `Halcyon Logistics Asia Pte. Ltd.
Talent Acquisition Partner – Technology
Singapore, Singapore
Full-time
I'm interested

Company Description
Halcyon Logistics Asia is the regional hub of a freight forwarding and contract logistics group with 3,800 people in 14 countries. From our Singapore office we run air, ocean and warehouse operations for electronics, healthcare and e-commerce customers across Southeast Asia, and our technology team of 160 builds the platforms that track every shipment.

Job Description
As Talent Acquisition Partner – Technology, you will own end-to-end hiring for our software engineering, data and infrastructure teams in Singapore, Kuala Lumpur and Ho Chi Minh City, working closely with our CTO and engineering managers.

Key responsibilities`,
  },
  {
    id: 'quality-inspector-monster-greenville-staffing-client-named-dash-shift-inc',
    half: 'unseen',
    title: 'Quality Inspector',
    company: 'Piedmont Axle & Gear, Inc.',
    text: `monster
Find Jobs   Salary Tools   Career Advice   For Employers   Sign In

Quality Inspector - 2nd Shift
TriCounty Staffing Solutions
Greenville, SC
$20 - $22 Per Hour
Full-time · Temp-to-Hire
Posted 1 day ago
Quick Apply   Save

About the Job
TriCounty Staffing is hiring Quality Inspectors on behalf of our client, Piedmont Axle & Gear, Inc., a tier-1 automotive driveline supplier in Greenville, SC. After 90 days of good attendance and performance, you'll be hired directly by Piedmont with full benefits and a $1.50/hr raise.

Shift: 2nd shift, Monday–Friday, 3:00 PM – 11:30 PM, some Saturdays
Pay: $20–$22/hr DOE, weekly pay, direct deposit

Responsibilities:`,
  },
  {
    id: 'she-officer-pnet-durban-bracket-sector-pty-ltd-in-brackets',
    half: 'tune',
    title: 'SHE Officer',
    company: 'Mvelo Civils (Pty) Ltd',
    text: `PNet
Find Jobs   Upload CV   Career Advice   Recruiters   Sign in

Jobs > Construction > KwaZulu-Natal > Durban

SHE Officer (Civil Construction)
Mvelo Civils (Pty) Ltd
Durban, KwaZulu-Natal
Permanent
R 28 000 - R 34 000 per month
Posted 6 days ago
Apply   Save job

Job Details
Employment type: Full time
Experience level: 3-5 years
Reference: MVC/SHE/0427

Mvelo Civils (Pty) Ltd is a Level 1 B-BBEE, CIDB 8CE civil engineering contractor based in Pinetown, delivering roads, bulk water and stormwater projects for municipalities, SANRAL and private developers across KwaZulu-Natal and the Eastern Cape.

We are looking for a SHE Officer to be based on our R102 road rehabilitation project near Tongaat.

Duties & Responsibilities`,
  },
  {
    id: 'devops-engineer-hacker-news-who-is-hiring-berlin-pipe-fields-bracket-gmbh',
    half: 'unseen',
    title: 'DevOps Engineer',
    company: 'Kestrel Grid GmbH',
    text: `Hacker News new | past | comments | ask | show | jobs | submit

Ask HN: Who is hiring? (May 2027)
742 points by whoishiring 2 days ago | hide | 1,108 comments

kestrelgrid 2 days ago | parent | next [–]

Kestrel Grid GmbH | DevOps Engineer (Platform) | Berlin, Germany | ONSITE or HYBRID (2 days/week) | Full-time | €75k–€95k + VSOP

We build forecasting and control software for battery storage operators in Germany, the Netherlands and the UK: our platform decides every 15 minutes when 2.3 GW of batteries charge and discharge. We're 38 people, profitable, and the platform team is four engineers who are tired of being paged for things that should be automated.

Stack: Kubernetes (EKS), Terraform, ArgoCD, Prometheus/Grafana, Python and Go services, TimescaleDB.

Relocation support and visa sponsorship available. English is our working language; German not required.

What you'd work on:`,
  },
  {
    id: 'autocad-drafter-craigslist-albuquerque-capitals-dash-specialty-bracket-place-pllc',
    half: 'tune',
    title: 'AutoCAD Drafter, Civil Site Design',
    company: 'Mesa Line Surveying & Engineering, PLLC',
    text: `CL  albuquerque > jobs > architect / engineer / cad
post   account   favorites   hidden

Posted 2027-04-10 08:12   ♥ save   ✕ hide   ⚑ flag   share

AUTOCAD DRAFTER - CIVIL SITE DESIGN (Rio Rancho)

compensation: $24-30/hr DOE
employment type: full-time

QR Code Link to This Post

Mesa Line Surveying & Engineering, PLLC is a 14-person land surveying and civil engineering firm in Rio Rancho. We do subdivision plats, ALTA surveys, grading and drainage plans and utility design for builders and municipalities from Los Lunas to Bernalillo.

We're busy and need another drafter who already knows their way around AutoCAD Civil 3D, point files and plan-and-profile sheets. This is an in-office position (no remote). Benefits: health/dental, 401(k) with 4% match, paid holidays, Fridays off at 1pm in summer.

What you will be doing:`,
  },
  {
    id: 'general-practitioner-recruiter-email-cairns-client-named-position-line-bracket-qualification',
    half: 'unseen',
    title: 'General Practitioner',
    company: 'Trinity Inlet Medical Centre',
    text: `Subject: GP opportunity – Cairns – mixed billing, 70% – relocation support
From: Fiona Marr <fiona.marr@example.com.au>
To: Dr Chidi Okafor
Date: Wed, 14 Apr 2027, 4:07 pm

Hi Dr Okafor,

Thanks for taking my call on Monday. As promised, here are the details of the practice in Cairns I mentioned. They've asked me to keep it to a short list, so I'm only sending this to three doctors.

Position: General Practitioner (VR, FRACGP or FACRRM)
Practice: Trinity Inlet Medical Centre, Edmonton (southern Cairns)
Billing: Mixed billing, 70% of billings, $230/hr guarantee for the first 6 months
Hours: Flexible, 4–9 sessions; no after-hours unless you want them
DPA / DWS: Yes, DPA (MM2) – overseas-trained doctors on the Specialist Pathway welcome
Start: From July 2027, relocation package up to $10,000

About the practice`,
  },
  {
    id: 'product-owner-workday-johannesburg-colon-specialty-legal-name-in-text-fsp-number',
    half: 'tune',
    title: 'Product Owner, Digital Home Loans',
    company: 'Sable Mutual Bank Limited',
    text: `Skip to main content
Sable Mutual Bank
Careers
Search for Jobs   Sign In

Product Owner: Digital Home Loans
Apply
locations
Johannesburg - Rosebank
time type
Full time
posted on
Posted 30+ Days Ago
job requisition id
R-072214

Company Description
Sable Mutual Bank Limited is a registered bank and an authorised financial services and registered credit provider (FSP 00000; NCRCP 00000). We serve 2.1 million retail and business clients across South Africa through 98 branches and our award-winning app.

Job Description
The Home Loans product team is moving our end-to-end bond origination journey from branch and broker paper into a single digital flow. We are looking for a Product Owner who can own the backlog for the digital application, credit decision and bond registration handover.

Key Responsibilities`,
  },
  {
    id: 'program-manager-jobvite-washington-dc-nonprofit-comma-specialty-acronym',
    half: 'unseen',
    title: 'Program Manager, Adult Literacy',
    company: 'Anacostia River Literacy Coalition',
    text: `Careers at Anacostia River Literacy Coalition
Jobs   Join Our Talent Network

Program Manager, Adult Literacy
Washington, District of Columbia
Programs
Apply   Refer a Friend

Anacostia River Literacy Coalition (ARLC) is a 501(c)(3) nonprofit that has helped more than 18,000 adults in Wards 7 and 8 improve their reading, earn a GED or high school diploma, and move into family-sustaining jobs since 1991. We run classes in six neighborhood sites and online, in partnership with DC Public Library and three community colleges.

We are hiring a Program Manager, Adult Literacy to lead our ABE and GED programs, supervise a team of five instructors and two coordinators, and manage about 40 volunteer tutors.

Salary: $72,000 – $80,000
Location: Washington, DC (hybrid; 3 days at our Minnesota Avenue NE office)
Reports to: Director of Programs

Responsibilities`,
  },
  {
    id: 'cloud-engineer-linkedin-about-the-job-makati-promoted-bracket-tool-dash-team-inc',
    half: 'tune',
    title: 'Cloud Engineer, Shared Services',
    company: 'Bangkal Digital Services Inc.',
    text: `Bangkal Digital Services Inc. logo
Bangkal Digital Services Inc.
Share
Show more options
Cloud Engineer (AWS) - Shared Services
Makati, National Capital Region, Philippines · 1 week ago · 84 applicants
Promoted by hirer · Responses managed off LinkedIn

Hybrid
Full-time
Mid-Senior level
1,001-5,000 employees · IT Services and IT Consulting
Skills: Amazon Web Services (AWS), Terraform, +8 more
View verifications related to this job post.

Apply
Save

About the job
Bangkal Digital Services Inc. is the Manila-based technology and operations centre of an Australian insurance and wealth group. Our Shared Services team runs the cloud platforms used by more than 40 product teams in Sydney, Auckland and Makati.

We are looking for a Cloud Engineer (AWS) to join the Shared Services platform squad on a hybrid set-up (3 days onsite in Ayala Avenue, Makati).

What you will do`,
  },
  {
    id: 'salesforce-developer-successfactors-pune-dash-product-area-req-id-pvt-ltd',
    half: 'unseen',
    title: 'Salesforce Developer, Sales Cloud & CPQ',
    company: 'Vaitarna Engineering Services Pvt. Ltd.',
    text: `Careers | Vaitarna Engineering Services
Search Jobs   Join Talent Community   Candidate Login

Salesforce Developer - Sales Cloud & CPQ

Req ID:  41207
Location:  Pune, MH, IN, 411014
Employment Type:  Permanent
Date:  11-Apr-2027
Company:  Vaitarna Engineering Services Pvt. Ltd.

Apply now »

Job Description
Vaitarna Engineering Services Pvt. Ltd. is the global capability centre of a European industrial pumps and valves manufacturer, with 2,400 engineers in Pune and Vadodara supporting product engineering, digital and IT for 19 countries.

Our CRM team is expanding the Salesforce platform used by 3,000 sales and service users worldwide and is looking for a Salesforce Developer with strong Sales Cloud and CPQ experience.

Experience: 4 – 7 years
Work mode: Hybrid (3 days from Kharadi office)

Key Responsibilities:`,
  },
  {
    id: 'accounts-assistant-irishjobs-limerick-bracket-specialty-ltd',
    half: 'tune',
    title: 'Accounts Assistant',
    company: 'Shannon Estuary Seafoods Ltd',
    text: `IrishJobs.ie
Find Jobs   Company Profiles   Career Advice   Recruiters   Sign In   Upload CV

Home > Accountancy Jobs > Limerick

Accounts Assistant (Accounts Payable)
Shannon Estuary Seafoods Ltd
Limerick
€32,000 - €36,000
Permanent
Full time
Posted 3 days ago

Apply   Save Job

Shannon Estuary Seafoods Ltd is a family-owned seafood processor and exporter based in Raheen Business Park, Limerick. We process mussels, oysters and whitefish landed along the west coast and supply retailers and restaurants in Ireland, France and Spain.

Due to continued growth, we are recruiting an Accounts Assistant to join our finance team of four. The role is mainly focused on accounts payable, with some cover for payroll and credit control during busy periods.

Hours: Monday to Friday, 8.30am – 5pm, with one day working from home after probation.

Main Duties:`,
  },
  {
    id: 'construction-labourer-facebook-group-lautoka-capitals-plural-page-name-pte-limited-second-language',
    half: 'unseen',
    title: 'Construction Labourer',
    company: 'Bula Vanua Builders Pte Limited',
    text: `Jobs in Fiji 🇫🇯 (Vacancies Only)
Private group · 61K members

Bula Vanua Builders
2d · 👥

VACANCY!! VACANCY!!

BULA VANUA BUILDERS PTE LIMITED is looking for CONSTRUCTION LABOURERS for our resort project at Denarau and the Nadi town sites.

• Must be 18yrs and above
• Able to work Saturday half day
• Previous experience on building site is a advantage but not must
• Must have own safety boots, company will provide hard hat and vest

Wages: $5.50 – $7.00 per hour depend on experience
Please bring: Police clearance, TIN letter, FNPF card and birth certificate
Apply at our yard Lot 12 Navutu Industrial, Lautoka or inbox us here. Vinaka 🙏

Duties:`,
  },
  {
    id: 'catering-officer-university-bulletin-assin-foso-capitals-head-directorate-bracket-level',
    half: 'tune',
    title: 'Catering Officer',
    company: 'University of Assin Ridge',
    text: `UNIVERSITY OF ASSIN RIDGE
(UAR)
OFFICE OF THE REGISTRAR
P. O. Box 55, Assin Foso, Central Region, Ghana
Tel: +233 (0) 55 555 0199 | Email: recruitment@example.edu.gh

VACANCY ANNOUNCEMENT
REF: UAR/REG/HR/VA/27/014                                   12th April, 2027

The University of Assin Ridge invites applications from suitably qualified candidates for appointment to the following position in the Directorate of Catering Services:

POSITION: CATERING OFFICER (SENIOR STAFF)
NUMBER OF VACANCIES: 2
SALARY: Attractive, per University Senior Staff conditions of service (SS 9)
REPORTS TO: Senior Catering Officer, Halls of Residence

JOB PURPOSE
To plan, organise and supervise the preparation and service of safe, nutritious meals for about 3,600 students in the University's halls of residence.

DUTIES AND RESPONSIBILITIES`,
  },
  {
    id: 'property-consultant-dubizzle-dubai-dash-line-of-business-llc-bracket-rera-second-language',
    half: 'unseen',
    title: 'Property Consultant, Off-Plan Sales',
    company: 'Al Sarab Real Estate Brokers L.L.C.',
    text: `dubizzle
Motors   Property   Jobs   Classifieds   Community   Place an Ad

Jobs › Sales & Business Development › Dubai › Business Bay

Property Consultant – Off-Plan Sales (Russian or Arabic speaker)
AED 5,000 + Commission
Posted 5 days ago · Business Bay, Dubai

Al Sarab Real Estate Brokers L.L.C.
Member since 2019 · ✔ Verified

Employment Type: Full-time
Monthly Salary: AED 5,000 basic + 50% commission split
Years of Experience: 1-2 Years
Education: Bachelor's Degree
Visa: Company visa provided
Languages: English, Russian or Arabic

Apply Now   ♡ Save   Share

Description
Al Sarab Real Estate Brokers is RERA registered brokerage (ORN 00000) specialised in off-plan and secondary residential in Dubai Marina, Business Bay, JVC and Dubai Hills. We are expanding our off-plan team and hiring Property Consultants with experience in Dubai market or strong sales from other country.

Responsibilities:`,
  },
  {
    id: 'disability-support-worker-trade-me-palmerston-north-charitable-trust-dash-type-listing-chrome',
    half: 'tune',
    title: 'Disability Support Worker',
    company: 'Manawatū Community Living Trust',
    text: `Trade Me Jobs
Marketplace   Property   Motors   Jobs   Services   Log in   Register

Jobs > Healthcare > Caregiving > Manawatū / Whanganui > Palmerston North

Listed: Mon 12 Apr
Disability Support Worker - Part-time, Permanent
Manawatū Community Living Trust
Palmerston North, Manawatū / Whanganui

Type: Part time
Duration: Permanent
Pay: $28.20 - $31.60 per hour
Company benefits: Paid training, uniform, mileage reimbursed

Apply for this job   Add to watchlist   Share

Manawatū Community Living Trust (MCLT) has supported tāngata whaikaha – disabled people – to live good lives in their own homes and communities for over 30 years. We support 60 people across Palmerston North, Feilding and Ashhurst in residential homes and through supported living.

We're looking for caring, reliable people to join our team at a five-bedroom home in Hokowhitu. Shifts are a mix of mornings, afternoons and sleepovers over a 2-week roster.

About the role`,
  },
  {
    id: 'pharmacy-assistant-indeed-au-adelaide-franchisee-owned-pty-ltd-dash-place',
    half: 'unseen',
    title: 'Pharmacy Assistant',
    company: 'Jacaranda Health Holdings Pty Ltd',
    text: `Pharmacy Assistant - Mitcham
WellPoint Chemist Mitcham
Mitcham SA 5062
$27 - $29 an hour - Part-time, Casual
Apply now
♡

Job details
Pay
$27 - $29 an hour
Job type
Part-time
Casual
Shift and schedule
Day shift
Weekend availability

Full job description
WellPoint Chemist Mitcham is a community pharmacy in Mitcham Shopping Centre, part of the WellPoint Chemist network. Our store is independently owned and operated by Jacaranda Health Holdings Pty Ltd under a franchise agreement with WellPoint Pharmacy Group.

We're looking for a friendly Pharmacy Assistant for 20–25 hours a week, including one Saturday in two. You'll be helping customers with over-the-counter medicines, vitamins and skincare, and working alongside our pharmacists in the dispensary.

About you`,
  },
  {
    id: 'head-chef-caterer-com-cotswolds-trading-as-bare-header-dash-venue-pay-line',
    half: 'tune',
    title: 'Head Chef',
    company: 'The Fox at Bledington',
    text: `caterer.com
Find jobs   Recruiters   Career advice   Sign in   Upload CV

Home > Jobs > Head Chef > Chipping Norton

Head Chef – The Fox at Bledington
Posted 3 days ago by Windrush Inns
Salary: £42,000 - £46,000 per annum + tronc (approx. £5,500)
Location: Bledington, near Chipping Norton, Oxfordshire
Job Type: Permanent, Full Time
Live-in: Available (single room)

Apply now   Save

Windrush Inns Ltd, trading as The Fox at Bledington, is looking for an ambitious Head Chef to lead the kitchen at our award-winning 17th-century village pub with eight rooms. We're in the Good Food Guide and the Michelin Guide and we cook seasonal British food with produce from farms within 15 miles.

Four-day week (48 hours), two days off together, closed Christmas Day and Boxing Day, and a brigade of five to lead.

The role`,
  },
  {
    id: 'environmental-services-housekeeper-taleo-memphis-hospital-req-hyphen-bracket-shift',
    half: 'unseen',
    title: 'Environmental Services Housekeeper',
    company: 'Wolf River Health System',
    text: `Wolf River Health System
Job Description
Job Search   My Jobpage   Sign Out

Environmental Services Housekeeper (Nights) -2704388
Apply Online   Add to My Job Cart   Send to a Friend   Print

Job Description
Primary Location: TN-Memphis-Wolf River Medical Center - Midtown
Job: Environmental Services
Organization: Wolf River Medical Center Midtown
Schedule: Full-time
Shift: Night Job
Job Posting: Apr 9, 2027, 10:52:13 AM
Unposting Date: Ongoing
Pay range: $15.75 - $19.40 per hour (night shift differential $1.75/hr)

Wolf River Health System is a not-for-profit academic health system with five hospitals and more than 14,000 team members across West Tennessee and north Mississippi. Wolf River Medical Center Midtown is our 620-bed Level I trauma center.

Our Environmental Services team keeps patient rooms, operating rooms and public spaces clean and safe for patients, families and staff.

Responsibilities`,
  },
  {
    id: 'school-bus-driver-school-district-posting-spokane-valley-classified-colons-bracket-hours',
    half: 'tune',
    title: 'School Bus Driver',
    company: 'Ponderosa Valley School District',
    text: `Ponderosa Valley School District
Human Resources | Employment Opportunities | Classified Positions

POSTING #: C-27-118
POSITION: School Bus Driver (6.5 hours/day)
DEPARTMENT: Transportation
LOCATION: Transportation Center, 4410 E Sprague Ave
REPORTS TO: Transportation Supervisor
WORK YEAR: 180 days, school year
SALARY: $27.84 - $30.12 per hour (ESP Classified Salary Schedule, Range 14), plus full benefits
OPENING DATE: April 8, 2027
CLOSING DATE: Open until filled
UNION: Public School Employees of Washington (PSE)

Ponderosa Valley School District serves about 9,500 students in 15 schools in Spokane Valley. Our 84 routes cover suburban neighborhoods and rural roads toward Liberty Lake and Newman Lake.

Paid training provided for qualified applicants who do not yet hold a CDL with school bus (S) and passenger (P) endorsements.

ESSENTIAL FUNCTIONS:`,
  },
  {
    id: 'wedding-photographer-telegram-channel-tbilisi-sentence-plural-footer-llc-second-language',
    half: 'unseen',
    title: 'Wedding Photographer',
    company: 'Sakartvelo Weddings LLC',
    text: `Creative Jobs Georgia | ვაკანსიები
👁 3.4K   📅 13 April

📸 We are looking for 2 wedding photographers for 2027 season!

Our agency organise destination weddings in Georgia for couples from Israel, Europe and Gulf countries – ceremonies in Sighnaghi, Kazbegi, Mtskheta and in wineries of Kakheti. This year we have more than 90 weddings booked from May until October, so we need more photographers in our team.

💰 Payment: 600 – 1200 GEL per wedding (depend on package) + transport and meals
📍 Based in Tbilisi, travelling around Georgia
🗣 English is must, Russian or Hebrew will be plus

Please send portfolio (not Instagram only, please link on gallery) to jobs@example.ge or write to @sakweddings_hr

Sakartvelo Weddings LLC | შპს საქართველოს ქორწილები | Tbilisi, Vake

What you will do:`,
  },
  {
    id: 'town-planner-district-council-bulletin-ramotswa-capitals-head-bracket-scale-plural-directorate',
    half: 'tune',
    title: 'Town Planner',
    company: 'Motlhabeng District Council',
    text: `MOTLHABENG DISTRICT COUNCIL
Private Bag 0055, Ramotswa
Tel: 555 0120   Fax: 555 0121

VACANCY ANNOUNCEMENT

The Motlhabeng District Council invites applications from suitably qualified citizens of Botswana to fill the following positions:

POST: TOWN PLANNERS (D2) x 2
DIRECTORATE: Physical Planning and Estate Management
DUTY STATION: Lobatse / Tlokweng Sub-District
SALARY SCALE: D2 (P 11 286.00 – P 14 812.00 per month)
CONDITIONS OF SERVICE: Permanent and pensionable
CLOSING DATE: 30th April 2027

MAIN PURPOSE OF THE JOB
To prepare and implement physical development plans and to process development applications in accordance with the Town and Country Planning Act, 2013.

KEY PERFORMANCE AREAS`,
  },
  {
    id: 'shopfitter-gumtree-manchester-classified-ad-id-trading-as-capitals-dash-pay',
    half: 'unseen',
    title: 'Shopfitter',
    company: 'Irwell Interiors',
    text: `Gumtree
Search in Jobs   Manchester   Post an ad   Messages   Sign in

Home > Jobs > Construction & Property Jobs > Carpentry & Joinery Jobs > Manchester

SHOPFITTERS / JOINERS WANTED - £220 PER DAY
Manchester | Posted 6 hours ago
Ad ID: 1488912750

Contract type: Contract
Recruiter type: Direct employer
Salary: £200 - £220 per day

Call 0161 555 0173   Message

Description
Northern Fit-Out Ltd t/a Irwell Interiors are a busy shopfitting contractor based in Trafford Park. We do retail, bars and restaurant fit-outs all over the UK (mainly North West, Midlands and Scotland) and we need experienced shopfitters/joiners for ongoing work.

Must have CSCS card and own hand tools and transport. Mostly nights and weekends on live retail sites. Paid weekly, CIS or PAYE. Accommodation and travel paid for away jobs.

Work includes:`,
  },
  {
    id: 'loan-processor-ziprecruiter-des-moines-credit-union-one-click-apply-dash-department',
    half: 'tune',
    title: 'Loan Processor, Mortgage Lending',
    company: 'Saylor Creek Federal Credit Union',
    text: `ZipRecruiter
Search Jobs   Salaries   My Jobs   Sign In   Post a Job

Loan Processor - Mortgage Lending
Saylor Creek Federal Credit Union
West Des Moines, IA
Full-Time
$22 to $27 Hourly
Posted 3 days ago

1-Click Apply   Save

Benefits
- Health insurance
- Dental insurance
- 401(k) with 6% match
- Paid time off

Job Description
Saylor Creek Federal Credit Union serves more than 48,000 members in central Iowa from nine branches. Our Mortgage Lending team closed over 1,100 first mortgages and home equity loans last year, and we're adding a Loan Processor to keep our files moving from application to clear-to-close.

This is an in-office role at our West Des Moines operations center, Monday to Friday, 8:00 AM – 4:30 PM.

What You'll Do`,
  },
  {
    id: 'marketing-executive-jobstreet-singapore-dash-line-of-business-pte-ltd-bracket',
    half: 'unseen',
    title: 'Marketing Executive, Events & Partnerships',
    company: 'Marina Crest Properties Pte. Ltd.',
    text: `JobStreet
Job search   Profile   Career advice   Explore companies   Sign in   Employer site

Marketing Executive – Events & Partnerships (1-year contract)
Marina Crest Properties Pte. Ltd.
View all jobs
Central Region
Marketing Communications (Marketing & Communications)
Contract/Temp
$4,000 – $4,800 per month
Posted 2d ago

Quick apply   Save

Marina Crest Properties is a Singapore-listed real estate group with commercial, retail and hospitality assets in Singapore, Malaysia and Vietnam. Our Marketing department supports our shopping malls and office buildings with campaigns, events and tenant partnerships throughout the year.

We are looking for a Marketing Executive on a one-year contract to support our mall marketing team at our Harbourfront and Tampines properties.

Job Responsibilities:`,
  },
  {
    id: 'people-operations-coordinator-rippling-denver-logo-alt-first-pay-transparency-inc',
    half: 'tune',
    title: 'People Operations Coordinator',
    company: 'Tallgrass Analytics, Inc.',
    text: `Tallgrass Analytics logo
All jobs

People Operations Coordinator
People · Denver, CO (Hybrid) · Full-time

Apply now

About Tallgrass
Tallgrass Analytics, Inc. builds crop-yield and soil-carbon forecasting software used by grain cooperatives, seed companies and ag lenders on more than 40 million acres across North America. We're a team of 130 based in Denver and Lincoln, Nebraska, and about a third of us grew up on farms.

About the role
Our People team is three people today. As our first People Operations Coordinator, you'll keep onboarding, benefits, HRIS data and employee questions running smoothly so that our HR Business Partner and Head of People can focus on growth and culture.

Pay transparency: The base salary range for this role in Colorado is $58,000 – $68,000 per year, plus equity and benefits. This posting will remain open until April 30, 2027.

What you'll do`,
  },
  {
    id: 'product-designer-ashby-remote-us-dash-team-about-company-after-title-inc',
    half: 'unseen',
    title: 'Senior Product Designer, Clinician Experience',
    company: 'Juniper Lane Health, Inc.',
    text: `Juniper Lane Health
Jobs   Life at Juniper Lane

Senior Product Designer - Clinician Experience
Location: Remote (US)
Employment Type: Full time
Location Type: Remote
Department: Product & Design
Compensation: $165K – $195K • Offers Equity

Overview   Application

Juniper Lane Health, Inc. is a virtual-first maternal health practice. Our obstetricians, midwives, doulas and lactation consultants care for more than 25,000 pregnant and postpartum patients a year in 31 states, in partnership with health plans and employers.

Our Clinician Experience team builds the tools our own clinicians use every day: the charting workspace, care-plan templates, messaging inbox and scheduling. We're looking for a Senior Product Designer who wants to sit in on visits, shadow our care teams and turn what they see into software clinicians love.

What you'll do`,
  },
  {
    id: 'office-administrator-totaljobs-leeds-bare-header-ltd-in-text-bracket-hours',
    half: 'tune',
    title: 'Office Administrator',
    company: 'Kirkstall Forge Lettings Ltd',
    text: `totaljobs
Find jobs   Upload CV   Career advice   Recruiters   Sign in

Jobs > Office Administrator jobs > Leeds

Office Administrator (Part-Time, 25 hrs)
Kirkstall Forge Lettings
Leeds, West Yorkshire (LS5)
£13.50 - £14.25 per hour
Part Time, Permanent
Posted 5 days ago

Apply now   Save   Share

Kirkstall Forge Lettings Ltd is an independent lettings and property management agency looking after 1,200 homes across north-west Leeds, from student houses in Headingley to family homes in Horsforth. We're a small, friendly team of 14 and we're proud of our 4.8-star reviews from tenants and landlords.

We need a well-organised Office Administrator to keep our busy office running, Monday to Friday, 9.30am – 2.30pm (term-time flexibility possible).

Your duties will include:`,
  },
  {
    id: 'hr-assistant-vietnamworks-hanoi-bilingual-title-form-before-bracket-language-second-language',
    half: 'unseen',
    title: 'HR Assistant',
    company: 'Công ty TNHH Hoa Sen Garment Việt Nam',
    text: `VietnamWorks
Việc làm   Công ty   Cẩm nang nghề nghiệp   Đăng nhập   Nhà tuyển dụng

Trợ Lý Nhân Sự / HR Assistant (Tiếng Anh Tốt)
Công ty TNHH Hoa Sen Garment Việt Nam
Đăng bởi: Công ty TNHH Hoa Sen Garment Việt Nam
Hạn nộp: 05/05/2027 · 1,204 lượt xem
Lương: 12 - 15 triệu
Địa điểm: Hưng Yên, Hà Nội

Nộp đơn   Lưu

Thông tin việc làm / Job information
Cấp bậc: Nhân viên · Ngành nghề: Nhân sự · Kỹ năng: Payroll, C&B, English · Ngôn ngữ trình bày hồ sơ: Bất kỳ

Mô tả công việc / Job description
Hoa Sen Garment Vietnam is 100% foreign invested company from Hong Kong, producing sportswear for European and American brands, with 2,600 workers in Pho Noi A Industrial Park, Hung Yen (40 minutes from Hanoi, company shuttle bus from Long Bien and Gia Lam). We need 01 HR Assistant to support HR Manager in C&B and administration.

Responsibilities:`,
  },
  {
    id: 'document-controller-recruiter-email-doha-position-line-client-named-wll-second-language',
    half: 'tune',
    title: 'Document Controller',
    company: 'Al Dafna Contracting & Trading W.L.L.',
    text: `Subject: Urgent Req - Document Controller - Doha - Aconex - Immediate joiner
From: Ranjit Menon <ranjit.menon@example.com>
To: Joseph Varghese
Date: Sun, 11 Apr 2027 10:22

Dear Joseph,

Greetings from Gulfway Manpower Services.

As discussed over call, please find below the details of the requirement. Kindly go through and revert with your updated CV and confirmation at the earliest.

Client: Al Dafna Contracting & Trading W.L.L., Doha – Qatar
Position: Document Controller
Project: Metro-linked mixed use tower (G+32), Lusail
Experience: 5+ years, minimum 2 years in GCC
Software: Aconex is mandatory, EDMS / SharePoint added advantage
Salary: QAR 6,500 – 8,000 + accommodation + transport (negotiable for right candidate)
Joining: Immediate or within 30 days; NOC required if in Qatar

Job responsibilities:`,
  },
  {
    id: 'shelf-filler-newspaper-classified-valletta-capitals-plural-neighbours-closing-line-second-language',
    half: 'unseen',
    title: 'Shelf Filler',
    company: 'Borg Azzopardi Supermarkets Ltd',
    text: `CLASSIFIEDS – SITUATIONS VACANT                                   Saturday 10 April 2027

RESTAURANT in Sliema requires experienced COOK and WAITER/WAITRESS. Full time. Call 7955 0101.

SHELF FILLERS WANTED
for our supermarkets in Birkirkara, Mosta and Żebbuġ. Full time and part time, day or night shifts (night shift 22:00 – 06:00, extra allowance). Experience not necessary, training given. EU nationals and TCN with valid work permit can apply. Basic English is needed.
Send CV to jobs@example.com.mt or call in person at our Head Office, Triq il-Kbira, Birkirkara, Mon–Fri 9am–1pm.
Borg Azzopardi Supermarkets Ltd

ACCOUNTS CLERK required by established company in Marsa. ACCA part-qualified preferred. Email cv@example.com.mt

HAIRDRESSER wanted for busy salon in Naxxar, weekends a must. Tel 9955 0144`,
  },
  {
    id: 'perioperative-nurse-health-careers-local-health-district-sydney-dash-specialty-bracket-grade',
    half: 'tune',
    title: 'Registered Nurse, Perioperative Services',
    company: 'Harbourside Local Health District',
    text: `Health Careers NSW
Search jobs   Job alerts   Career stories   Login

Registered Nurse - Perioperative Services (Anaesthetics/Scrub/Scout)
Harbourside Local Health District
Location: Royal Harbourside Hospital, Camperdown
Employment Type: Permanent Full-Time
Position Classification: Registered Nurse
Remuneration: $79,254 – $113,522 p.a. + super + salary packaging
Hours Per Week: 38
Requisition ID: REQ601447
Applications Close: 2 May 2027

Apply now   Save job

Where you'll be working
Royal Harbourside Hospital's Perioperative Services include 22 operating theatres, a day surgery unit and a 40-bed post-anaesthetic care unit, with more than 28,000 procedures a year across cardiothoracic, neurosurgery, orthopaedics, transplant and trauma.

We're seeking Registered Nurses with perioperative experience, as well as experienced RNs wanting to transition to theatres with our supported 12-month Transition to Perioperative Practice program.

What you'll be doing`,
  },
  {
    id: 'multi-drop-delivery-driver-indeed-uk-bristol-agency-client-named-dash-licence-pay',
    half: 'unseen',
    title: 'Multi-Drop Delivery Driver',
    company: 'Severnside Wholesale Foods Ltd',
    text: `indeed
Find jobs   Company reviews   Find salaries   Sign in   Employers / Post Job

Multi-Drop Delivery Driver - 7.5T - £15.50ph
Avon Driver Solutions Ltd
Avonmouth, Bristol BS11
£15.50 - £18.60 an hour - Temporary, Full-time
Apply now
Save

Job details
Pay
£15.50 - £18.60 an hour
Job type
Temporary
Full-time
Shift and schedule
Monday to Friday
Early shift

Full job description
Avon Driver Solutions are recruiting Multi-Drop Delivery Drivers on behalf of our client Severnside Wholesale Foods Ltd, a catering wholesaler supplying restaurants, schools and care homes across Bristol, Bath and South Gloucestershire.

Start times 05:00 – 06:00, around 14–20 drops a day, back at depot by early afternoon. Weekly pay, holiday pay accrued, and temp-to-perm for the right drivers.

Duties:`,
  },
  {
    id: 'beauty-therapist-facebook-page-petaling-jaya-sentence-plural-footer-sdn-bhd-second-language',
    half: 'tune',
    title: 'Beauty Therapist',
    company: 'Lumière Skin Studio Sdn. Bhd.',
    text: `Lumière Skin Studio PJ
April 9 at 11:30 AM · 🌏

✨ WE ARE HIRING ✨
Lumière family is growing!! We are looking for 3 experienced beauty therapists to join our new outlet in SS2, Petaling Jaya 💆‍♀️

💰 Basic RM2,200 – RM3,000 + commission + tips
🗓 6 working days, 1 day off on weekday (rotate)
🎓 Got CIDESCO / ITEC / SKM Kecantikan certificate better
🗣 Can speak English & Malay, Mandarin is added advantage
🏠 Not provide accommodation, nearby LRT Taman Bahagia

Fresh graduate also can apply, we give full training for our signature facial & hydrafacial 💕

PM us your resume or WhatsApp 012-555 0188 (Ms. Vivian) 📲

Lumière Skin Studio Sdn. Bhd. (201901000000) | Lot 12, Jalan SS2/55, 47300 Petaling Jaya

👍 214   💬 38 comments   ↗ 12 shares

Job scope:`,
  },
  {
    id: 'generator-technician-brightermonday-kampala-dash-place-limited-field-table',
    half: 'unseen',
    title: 'Generator Technician',
    company: 'Nile Power Systems Limited',
    text: `BrighterMonday
Find a Job   Employers   Career Advice   Login   Sign Up

Jobs > Engineering & Technology > Kampala

Generator Technician – Kampala & Western Region
Nile Power Systems Limited
Engineering & Technology
Kampala   Full Time
UGX 1,800,000 - 2,500,000
Save job   Apply For Job

Job summary
Minimum Qualification : Diploma
Experience Level : Mid level
Experience Length : 3 years

Job descriptions & requirements
Nile Power Systems Limited is a leading supplier of diesel generators, solar hybrid systems and ATS panels in Uganda, with service contracts for banks, hospitals, telecom towers and hotels. We are looking for a Generator Technician based at our Kampala workshop in Nakawa, with regular travel to client sites in Mbarara, Fort Portal and Hoima.

Responsibilities`,
  },
]
