// A sixth set of posting headers (issue 15): 80 tops of job ads as a job seeker pastes them into Tailor — what the
// site shows above the description (board or tracker chrome, title line, employer line, place, pay, dates), then
// the first paragraph or two and a few bullets, 128 to 194 words each. Every employer, person, address and
// reference number is invented; places are real towns. Used to measure the title and company reader only; skills
// are not labelled in this set.
//
// How it was written: by one independent helper who read neither the engine's source (packages/engine/src), the
// benches (bench/), docs/engine.md, nor any other eval set's postings — only the labelling rules and the
// HeaderPosting interface. Each posting's title and company were written together with its text, BEFORE any run;
// no engine function and no bench was run on it. Occupations were chosen so that none repeats an earlier set's
// (by the list of earlier ids). Halves alternate in file order, starting with 'tune': 'tune' may guide changes;
// 'unseen' is only reported. Ids: occupation-shape-place, plus the feature tested; 42 ids end in -second-language
// (the ad is written in the English of a second-language writer: "we are searching a…", "responsible of").
//
// Shapes (80):
// - applicant-tracking pages 24, over 22 systems: Personio, Workday (2), Teamtailor, Greenhouse, Lever (2),
//   SmartRecruiters, Workable, BambooHR, SuccessFactors, Recruitee, iCIMS, Pinpoint, Homerun, Ashby, Comeet,
//   Taleo, Factorial, JazzHR, Jobvite, Zoho Recruit, Rippling, Softgarden.
// - job boards with their chrome 24: Indeed (2), LinkedIn (2), Seek, Naukri, Bayt, JobStreet, Reed, Totaljobs,
//   StepStone, Glassdoor, Trade Me, ZipRecruiter, CV-Library, Monster, Welcome to the Jungle, Jora, Xing, Adzuna,
//   OCC Mundial, FINN, Pracuj.pl, Profesia (ratings, "Easy Apply", "Promoted", applicant counts, "Posted X ago",
//   category and breadcrumb lines, "Report this job").
// - chats and social posts 8: Facebook group, Instagram, WhatsApp (2), Telegram channel, Slack, LinkedIn post, X.
// - emails 5: forwarded 2 (one an agency recruiter's), direct 3; all with subject lines.
// - classifieds 5: Craigslist, Gumtree, Kijiji, a newspaper's situations vacant, OLX.
// - government bulletins 5: a regional council (colon fields), a regional municipality (capitals, no colons, class
//   and working title), a county (colons, class and working title), a German city, a park district (class and
//   working title).
// - school and university bulletins 4: an academy trust, a university notice, a school district, a university call.
// - careers pages 5, three with the about-us block before the job.
// Features: agencies with the client named (3) and unnamed (2); franchisees (2); "t/a" trading names (2);
// "X, a division of Y" (2); a brand of a parent group hiring under its own name; titles only inside a sentence in
// lower case (4); a specialty after a dash (8) and after a comma (4); place, shift, pay or number after a dash or
// hyphen (12); titles in capitals (8); gender markers (m/w/d), (m/f/d), (h/f) (6); class titles with working
// titles (3); bilingual slash titles (3); plural titles (2).
//
// Legal forms, by country (44 countries): Germany GmbH & Co. KG, KG; Austria GmbH; Switzerland AG; Australia
// Pty. Ltd., Pty Ltd; US Inc., LLC, P.A.; Canada Ltd.; UK Ltd, LLP; Ireland Limited; New Zealand Limited; Sweden
// AB; Denmark ApS; Norway AS; Finland Oy; Estonia OÜ; Lithuania UAB; Latvia SIA; Poland Sp. z o.o.; Slovakia
// s.r.o.; Czechia s.r.o.; Hungary Kft.; Croatia d.o.o.; Romania S.R.L.; Greece I.K.E.; Italy S.p.A.; Spain S.L.;
// Portugal Lda.; France SARL; Belgium BV; Netherlands B.V.; Monaco S.A.M.; Turkey A.Ş.; Brazil Ltda. (parent
// S.A.); Chile SpA; Mexico S. de R.L. de C.V.; Peru E.I.R.L.; Japan Co., Ltd.; India Pvt. Ltd.; Malaysia Sdn.
// Bhd.; Singapore Pte. Ltd.; Indonesia PT; Vietnam JSC; Philippines Corp.; Kazakhstan LLP; UAE L.L.C.; Egypt
// S.A.E.; Nigeria PLC; South Africa (Pty) Ltd; Kenya Ltd.
//
// Countries (49): United States 15; United Kingdom 7; Australia 4; Canada 3; Germany 3; India 2; New Zealand 2;
// Nigeria 2; South Africa 2; and one each: Austria, Belgium, Brazil, Chile, Colombia, Croatia, Czechia, Denmark,
// Egypt, Estonia, Finland, France, Greece, Hungary, Indonesia, Ireland, Italy, Japan, Kazakhstan, Kenya, Latvia,
// Lithuania, Malaysia, Mexico, Monaco, Netherlands, Norway, Peru, Philippines, Poland, Portugal, Romania,
// Singapore, Slovakia, Spain, Sweden, Switzerland, Turkey, United Arab Emirates, Vietnam.
//
// Labelling rules (a recruiter's; decided before any run), as applied:
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A title printed in capitals is labelled in title case. A specialty
//   after a dash on the title line is kept as after a comma ("Camera Operator – Live Sport" → "Camera Operator,
//   Live Sport"); what a board hangs there (place, employer, shift, type, pay, number, slogan) is dropped.
// - company: the employer as printed, with its legal suffix (Inc., LLC, Ltd, Pty Ltd) and "The" when the posting
//   names it that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:"
//   line. School-district ads: the district, not the school building. Agency ads: the client when the ad names
//   it, otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// - Readings added by later sets (applied here): a bulletin that prints both a class title and a working title is
//   labelled with the working title; a title that appears only in lower case inside a sentence is labelled in
//   title case; a title a PDF breaks over two lines is labelled whole; a gender marker hung on a title ("(m/w/d)")
//   is dropped like the other brackets; "X Ltd t/a Y" is labelled Y; "X, a division of Y" is labelled X; a brand
//   that says it is part of a parent group and hires under its own name is labelled with the brand; a job-fair
//   list is labelled with the employer of the entry pasted; a military-civilian ad is labelled with the agency,
//   fund or contractor that employs; a school academy trust is read as a school district (the trust that
//   employs); a company named once bare in a page header and once with its legal suffix in the text is labelled
//   with the suffix.
// Readings this set adds where the rules are silent (applied the same way throughout):
// - A title printed in two languages joined by a slash ("Plattsättare / Tiler", "Graveur / Engraver (m/f/d)",
//   "Médico Neurólogo / Neurologist") is labelled with its English half.
// - A title printed in the plural ("WE'RE HIRING HOSTS", "Ushers for the winter season") is labelled in the
//   singular, in title case.
// - "The" is part of a name only where the name line prints it ("The Canyon Ledger"); a "The" that merely opens a
//   sentence of prose ("The Regional Municipality of Thornbury delivers…") is grammar and is not labelled.
// - A legal form printed before the name (UAB, SIA, PT) is kept where it is printed ("UAB Gintaro Kodas").
// - An employer printed in capitals in a bulletin head and in ordinary case in its text is labelled as the text
//   prints it.
// - A brand whose legal name appears only in a footer or closing line ("Employer: Lumo Coffee Oy") is labelled
//   with that legal name, as the bare-header/suffixed-text reading; a parent group named beside it is not.
// - A franchise ad in which the board's employer line shows the brand or branch and the text names the owner
//   ("independently owned and operated by X") is labelled X.
// - An agency placing with a private family or client it does not name ("one of our families", "a well-respected
//   hospice charity") is labelled with the agency.
// - A forwarded email is labelled from the forwarded ad only; the forwarder's note, the recipient and an agency
//   recruiter's signature are not the employer (the recruiter's client is, when named).
// - Universities: the university, not the faculty, department or vice-rectory line (read as a "Department:" line);
//   the school building after a dash on a school district's title line is a place and is dropped.
// - After a dash, an aircraft type ("First Officer – Dash 8 Q400") or a practice area ("– Production
//   Optimisation", "– Finance", "– Womenswear") is a specialty and kept after a comma; a town, airport, school
//   building or shift there is dropped.
// - A requisition number joined to a title by a bare hyphen (Taleo's "…, Fixed Income-2600319") is dropped.
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const sixthHeaderPostings: HeaderPosting[] = [
  {
    id: 'luthier-personio-markneukirchen-second-language',
    half: 'tune',
    title: 'Luthier',
    company: 'Geigenbau Vogtland Reinhold GmbH & Co. KG',
    text: `Geigenbau Vogtland Reinhold GmbH & Co. KG
Jobs  |  Karriere  |  Über uns

Luthier (m/w/d)
Markneukirchen · Full-time · Permanent employee · Workshop

Apply now

Since 1921 our family workshop in the Vogtland is building and restoring violins, violas and cellos for musicians of all the world. For the growing restoration department we are searching from next spring a luthier with own hand skills and a calm heart.

Your tasks
• Building of new instruments after our own models, from the raw tonewood until the varnish
• Repairs and restorations of old master instruments (cracks, neck resets, bass bar)
• Setting up of bridges and soundposts together with the customer
• Small help for the training of our apprentices

Your profile
• Finished apprenticeship as violin maker or a violin-making school
• Some years of experience in a workshop, restoration experience is a plus
• Good German, English is welcome for our international clients`,
  },
  {
    id: 'hydrologist-workday-wagga-wagga',
    half: 'unseen',
    title: 'Senior Hydrologist, Flood Modelling',
    company: 'Murrumbidgee Water Consulting Pty. Ltd.',
    text: `Murrumbidgee Water Consulting Careers
Search for Jobs   Sign In

Senior Hydrologist – Flood Modelling
Apply
locations
Wagga Wagga, NSW
Albury, NSW
time type
Full time
posted on
Posted 4 Days Ago
job requisition id
JR-10382

Murrumbidgee Water Consulting Pty. Ltd. is an employee-owned water engineering practice working with councils, irrigators and state agencies across the Riverina. We are looking for a Senior Hydrologist to lead flood studies and mentor a small modelling team.

What you'll do
- Build and calibrate 1D/2D hydraulic models (TUFLOW, HEC-RAS) for floodplain risk management studies
- Lead hydrological analysis using ARR2019 methods and RORB/WBNM
- Write clear technical reports and present findings to council committees and community meetings

What you'll bring
- Degree in civil or environmental engineering, or hydrology
- 7+ years in flood modelling, ideally in regional NSW
- A current driver licence; some site travel is required`,
  },
  {
    id: 'tiler-teamtailor-umea-second-language',
    half: 'tune',
    title: 'Tiler',
    company: 'Norrkakel AB',
    text: `Norrkakel
Home   Jobs   Departments   Locations   Life at Norrkakel

Plattsättare / Tiler
Installation · Umeå

Norrkakel AB is a tile and wet-room company with 34 colleagues in Umeå and Skellefteå. We make bathrooms, laundry rooms and commercial kitchens for private persons, housing companies and the municipality. Now we need one more tiler to our installation team, because the order book is full until next autumn.

What you will do
• Tiling of walls and floors in bathrooms and wet rooms
• Waterproofing after GVK rules (Säker Vatteninstallation knowledge is good)
• Levelling, screeding and some small demolition before the start
• Contact with the customer on site together with the project leader

Who you are
• Certificate as tiler (yrkesbevis) or long experience in the profession
• Driving licence B
• You talk Swedish or English, we have colleagues from five countries

Apply no later than 15 January. Interviews are made continuously.`,
  },
  {
    id: 'dietitian-greenhouse-columbus',
    half: 'unseen',
    title: 'Registered Dietitian, Renal',
    company: 'Harvest Table Health, Inc.',
    text: `Harvest Table Health
Registered Dietitian, Renal
Columbus, Ohio (Hybrid)

Apply for this job

Harvest Table Health, Inc. partners with dialysis centers and nephrology practices across central Ohio to deliver medical nutrition therapy that patients can actually follow. Our dietitians carry manageable caseloads and get real time with every patient.

As a Registered Dietitian, Renal you will assess and counsel in-center hemodialysis and home peritoneal dialysis patients, track labs monthly and work with the interdisciplinary team on care plans.

Responsibilities
- Complete nutrition assessments and monthly reviews for a caseload of about 110 patients
- Educate patients on phosphorus, potassium and fluid management
- Take part in QAPI meetings and document in the EMR

Requirements
- Registered Dietitian (RD/RDN) with the CDR and licensed in Ohio
- 1+ year of clinical experience; CSR credential a plus
- Comfortable covering two clinics within 20 miles`,
  },
  {
    id: 'chiropractor-lever-calgary',
    half: 'tune',
    title: 'Associate Chiropractor',
    company: 'Foothills Spine & Motion Ltd.',
    text: `Foothills Spine & Motion
Associate Chiropractor
CALGARY, AB / CLINICAL – CHIROPRACTIC / FULL-TIME

Foothills Spine & Motion Ltd. is a multidisciplinary clinic in southwest Calgary with chiropractors, physiotherapists and registered massage therapists under one roof. We are adding an Associate Chiropractor to take over an established patient base from a retiring colleague.

What you'll be doing
• Assessing and treating patients with spinal and extremity complaints
• Building individual care plans that combine adjustments, soft tissue work and active rehab
• Working alongside our physiotherapy team on shared cases, including MVA and WCB files
• Taking part in community workshops twice a year

What we're looking for
• Doctor of Chiropractic degree and registration with the Alberta College and Association of Chiropractors
• New grads with strong clinical internships are welcome to apply
• Active Release or Graston certification is an asset

APPLY FOR THIS JOB`,
  },
  {
    id: 'osteopath-smartrecruiters-galway',
    half: 'unseen',
    title: 'Osteopath',
    company: 'Corrib Movement Clinic Limited',
    text: `Corrib Movement Clinic Limited
Osteopath
Galway, Ireland
Part-time

I'm interested

Company Description
Corrib Movement Clinic is a busy private practice on the edge of Galway city offering osteopathy, sports massage and clinical Pilates. We see a mix of office workers, GAA players and older patients, and we are proud of our long appointment times.

Job Description
We are looking for a registered Osteopath to join the team three days a week, including one late evening and alternate Saturdays.
- Assess, diagnose and treat musculoskeletal conditions using a range of osteopathic techniques
- Give clear advice on exercise, posture and self-management
- Keep accurate clinical notes in our practice software (Cliniko)

Qualifications
- Degree in osteopathy and registration with the Osteopathic Council of Ireland or an equivalent body
- Professional indemnity insurance
- Warm, patient-centred manner`,
  },
  {
    id: 'tutor-workable-thessaloniki-second-language',
    half: 'tune',
    title: 'Mathematics Tutor',
    company: 'Thermaikos Learning I.K.E.',
    text: `Thermaikos Learning I.K.E.
MATHEMATICS TUTOR
Thessaloniki, Central Macedonia, Greece · Education · Part time · On-site

Apply for this job

Thermaikos Learning is a frontistirio (private tutoring centre) in Kalamaria with more than 300 students of Gymnasium and Lyceum. Our students are preparing for the Panhellenic Exams and for international exams like IGCSE and IB.

We search a tutor for mathematics who can teach small groups of 4-6 students in the afternoons, and some private lessons in English for students of international schools.

Responsibilities
• Teaching of Algebra, Geometry and Analysis for Lyceum and Panhellenic preparation
• Preparing of weekly tests and the feedback to parents
• Cooperation with the other tutors for the exam program

Requirements
• Degree in Mathematics or Physics
• Minimum 2 years experience in tutoring
• Very good English (C2) for the international students`,
  },
  {
    id: 'arborist-bamboohr-eugene',
    half: 'unseen',
    title: 'Climbing Arborist',
    company: 'Tallgrass Tree Care LLC',
    text: `Tallgrass Tree Care LLC
Job Openings › Climbing Arborist

Climbing Arborist - $28-$36/hr DOE
Field Crew   Eugene, Oregon

Apply for This Job

Tallgrass Tree Care is a locally owned tree service working the southern Willamette Valley since 2009. We prune, remove and care for trees on residential properties, parks and utility corridors, and we take safety more seriously than speed.

Job Description
We are hiring an experienced Climbing Arborist to lead technical removals and structural pruning.
• Climb using rope and harness (SRT and MRS) to prune and remove trees
• Rig and lower limbs safely with a groundie and a crane when needed
• Operate chippers, stump grinders and aerial lifts
• Help train newer crew members in climbing and rigging

Requirements
• 3+ years of climbing experience
• ISA Certified Arborist preferred, or willingness to certify within a year
• Valid driver's license; CDL is a bonus`,
  },
  {
    id: 'agronomist-successfactors-rio-verde-second-language',
    half: 'tune',
    title: 'Field Agronomist',
    company: 'Cerrado Sementes Ltda.',
    text: `Careers  >  Job Search  >  Job Details

Field Agronomist
Req ID: 58214
Location: Rio Verde, GO, BR, 75901-000
Posting Date: 22 Nov 2026
Company: Cerrado Sementes Ltda., a division of Grupo Planalto Agro S.A.

Apply now »

Cerrado Sementes Ltda. is producing and commercialising soybean, corn and sorghum seeds for the farmers in Goiás, Mato Grosso and Bahia. We are looking for a Field Agronomist that will give technical assistance to our clients and follow the field trials of new cultivars.

Main responsibilities:
• Visit the producers and make the technical recommendations of planting, fertilisation and crop protection
• Conduct and evaluate the demonstration plots (DEMOs) in the region
• Collect data of productivity and write the reports for the product team
• Support the commercial team in the events and field days

Requirements:
• Degree in Agronomy with active CREA
• Experience with soybean and corn in the Cerrado
• Driving licence category B and availability for travel
• English intermediate is a differential`,
  },
  {
    id: 'ecologist-recruitee-utrecht-second-language',
    half: 'unseen',
    title: 'Junior Ecologist',
    company: 'Veenland Ecologisch Advies B.V.',
    text: `Veenland Ecologisch Advies
Vacancies   About us   Contact

Junior Ecologist
Utrecht, Netherlands   ·   32 - 40 hours   ·   Field & Advice

Apply

At Veenland Ecologisch Advies B.V. we do ecological research and give advice for construction projects, municipalities and water boards. Think of quick scans, species surveys under the Environment and Planning Act and mitigation plans for bats, swifts and amphibians. Our team of 18 ecologists is working from Utrecht in the whole middle of the country.

What are you going to do?
- Doing field surveys, also in the evening and early morning in the season (April - October)
- Writing quick scans and survey reports
- Making maps in QGIS
- Thinking with the senior ecologists about mitigation measures

What do we ask?
- A finished HBO or WO education in ecology, biology or forest and nature management
- Knowledge of Dutch flora and fauna, and you are not afraid of bats in the dark
- Driving licence B; Dutch is nice but not needed from day one`,
  },
  {
    id: 'immunologist-icims-durham',
    half: 'tune',
    title: 'Senior Scientist, Immunology',
    company: 'Bluefield Biologics, Inc.',
    text: `Careers Home   |   Search Jobs   |   Join Our Talent Community

Senior Scientist, Immunology
Job ID 2026-4471
Job Locations US-NC-Durham
# of Openings 1
Category Research & Development
Type Regular Full-Time

Apply for this job online   Email this job to a friend   Refer

Overview
Bluefield Biologics, Inc. is a clinical-stage company developing bispecific antibodies for autoimmune disease. Our Durham labs sit in the middle of the Research Triangle and we are growing our translational immunology group.

Responsibilities
- Design and run cell-based assays (T-cell activation, cytokine release, ADCC) to characterise lead candidates
- Develop multiparameter flow cytometry panels and analyse data in FlowJo
- Present results to project teams and contribute to IND-enabling reports
- Supervise one research associate

Qualifications
- PhD in immunology or a related field with 3+ years of postdoctoral or industry experience
- Hands-on experience with primary human immune cells`,
  },
  {
    id: 'waiter-pinpoint-bath',
    half: 'unseen',
    title: 'Restaurant Waiter',
    company: 'Fennel & Fig',
    text: `Fennel & Fig
Current vacancies

Restaurant Waiter
Bath · Front of House · Permanent · £12.21 per hour + tronc

Apply for this role

Larder House Hospitality Ltd t/a Fennel & Fig is an independent neighbourhood restaurant on Walcot Street serving seasonal small plates from West Country producers. We seat 60, open Wednesday to Sunday and close every Monday and Tuesday, so you get two days off together every week.

We're looking for a Restaurant Waiter who loves food and enjoys talking about it.

What you'll do
• Greet and seat guests and take orders on our EPOS
• Know the menu and the wine list well enough to make honest recommendations
• Run food, clear and reset tables, and help close down at the end of service

What we're looking for
• At least six months' experience in a busy restaurant
• Friendly, calm and quick on your feet
• Available for evening and weekend shifts`,
  },
  {
    id: 'jeweller-homerun-antwerp-second-language',
    half: 'tune',
    title: 'Bench Jeweller',
    company: 'Atelier Vandersteen BV',
    text: `Atelier Vandersteen
Jobs at Atelier Vandersteen

Bench Jeweller
Antwerp · Full-time · Atelier

Atelier Vandersteen BV is a goldsmith atelier in the diamond quarter of Antwerp. For 40 years we are making engagement rings and high jewellery on order for jewellers in Belgium, the Netherlands and France. Everything is made by hand in our own workshop of nine people.

As bench jeweller you make our pieces from the CAD file or the sketch until the finished jewel.

What you will do
- Fabrication and assembly of rings, earrings and pendants in gold and platinum
- Soldering, sizing and repairs
- Preparing the settings for our stone setter
- Final polishing and quality control before the piece goes to the client

What we expect
- Diploma of goldsmith or a similar education
- Minimum 3 years experience at the bench
- Eye for detail and patience, you do not rush a platinum setting
- Dutch, French or English

Apply with CV and some photos of your work.`,
  },
  {
    id: 'sysadmin-ashby-tallinn-second-language',
    half: 'unseen',
    title: 'Linux Systems Administrator',
    company: 'Põhjavalgus Tech OÜ',
    text: `Põhjavalgus Tech
Open Positions

Linux Systems Administrator
Location: Tallinn (Hybrid)   Employment Type: Full time   Department: Infrastructure   Compensation: €3.8K – €5K per month

Application   Overview

Põhjavalgus Tech OÜ is building a payment gateway for small webshops in the Baltics and Nordics. We process more than 2 million transactions per month and our infrastructure is running mostly on our own hardware in two data centres in Tallinn and Tartu.

We are looking a Linux admin who likes bare metal and is not scared of a 3 a.m. pager (on-call is one week per month, paid extra).

You will
• Maintain and harden our Debian servers, Proxmox clusters and PostgreSQL replicas
• Automate everything possible with Ansible and Terraform
• Improve our monitoring with Prometheus and Grafana
• Take part in PCI DSS audits together with the security team

You have
• 4+ years of Linux administration in production
• Good networking basics (VLANs, BGP is a plus)
• English on working level; Estonian or Russian is not required`,
  },
  {
    id: 'fullstack-developer-comeet-vilnius-second-language',
    half: 'tune',
    title: 'Full Stack Developer',
    company: 'UAB Gintaro Kodas',
    text: `UAB Gintaro Kodas
Careers

Full Stack Developer
R&D · Vilnius, Lithuania · Full-time · Mid-Senior

Apply for this position

About us
UAB Gintaro Kodas is making software for logistic companies: route planning, proof of delivery and live tracking for more than 400 carriers in the Baltics and Poland. Our team is 35 people in Vilnius old town, and we ship to production every day.

About the position
We are searching for a Full Stack Developer who can take a feature from the database to the browser alone, and who likes to talk with the customers.

Responsibilities:
- Developing new features in our React/TypeScript frontend and Node.js backend
- Designing REST APIs and PostgreSQL schemas
- Code review and pair programming with the team
- Sometimes visiting the customer depots to see how drivers use the app

Requirements:
- 3+ years of commercial experience with TypeScript
- Experience with SQL databases
- Good English; Lithuanian, Polish or Russian is a plus
- Salary from 3500 EUR gross`,
  },
  {
    id: 'quant-analyst-taleo-tokyo-second-language',
    half: 'unseen',
    title: 'Quantitative Analyst, Fixed Income',
    company: 'Hoshizora Securities Co., Ltd.',
    text: `Hoshizora Securities Co., Ltd.  Career Section
Job Search   My Jobpage

Job Description - Quantitative Analyst, Fixed Income (2600319)

Job Description
Quantitative Analyst, Fixed Income-2600319

Primary Location: Japan-Tokyo-Chiyoda-ku
Organization: Markets Division
Schedule: Full-time
Job Posting: Nov 20, 2026

Apply Online   Add to My Job Cart

Hoshizora Securities Co., Ltd. is a mid-size securities company with a strong position in the JGB and corporate bond markets. The Quantitative Analyst will belong to the Fixed Income Quant team and support the traders with pricing models and risk tools.

Main duties
- Development and validation of yield curve and interest rate models
- Implementation of pricing libraries in Python and C++
- Analysis of risk (DV01, key rate duration) for the trading desks
- Communication with the Risk Management Division for the model approval

Requirements
- Master or PhD in mathematics, physics, financial engineering or similar
- Experience of 3 years or more in quantitative finance
- Business level Japanese and English (TOEIC 860 or more)`,
  },
  {
    id: 'buyer-factorial-valencia-second-language',
    half: 'tune',
    title: 'Junior Buyer, Womenswear',
    company: 'Distribuciones Alhambra Textil, S.L.',
    text: `Distribuciones Alhambra Textil, S.L.
Job openings

Junior Buyer – Womenswear
Valencia, Spain   |   Purchasing   |   Full time   |   Hybrid

Apply

We are a fashion distribution company with 46 own stores in Spain and Portugal and a growing online shop. Our womenswear collections are designed in Valencia and produced with suppliers in Portugal, Morocco and Turkey.

We look for a Junior Buyer for the womenswear department that will help the Head of Buying in the planning and purchasing of the collections.

Functions:
• Follow-up of the orders with the suppliers: dates, quantities, quality
• Analysis of sales and stock per store and per product
• Preparation of the buying plan of each season together with the merchandising team
• Some trips to fairs and suppliers (2-3 per year)

Requirements:
• Degree in Business, Fashion Management or similar
• 1-2 years of experience in buying or product in fashion retail
• High level of Excel
• Spanish and English fluent, Portuguese is valued`,
  },
  {
    id: 'scheduler-jazzhr-houston-agency-client-named',
    half: 'unseen',
    title: 'Surgery Scheduler',
    company: 'Gulf Coast Orthopedic Associates, P.A.',
    text: `Bluebonnet Staffing
Surgery Scheduler
Houston, TX · Healthcare Administration · Temp-to-Hire

APPLY NOW

Bluebonnet Staffing is recruiting on behalf of our client, Gulf Coast Orthopedic Associates, P.A., a physician-owned practice with 14 surgeons and two ambulatory surgery centers in the Houston Medical Center area. This is a temp-to-hire position with conversion after 90 days.

Job Summary
The Surgery Scheduler coordinates orthopedic procedures from the surgeon's order to the day of surgery.

Duties
- Schedule surgeries at hospitals and ASCs and confirm block time
- Obtain prior authorizations and verify benefits with insurance carriers
- Explain pre-op instructions and financial responsibility to patients
- Keep surgeon calendars up to date in athenaOne

Requirements
- 2+ years scheduling in a surgical or specialty practice
- Working knowledge of CPT and ICD-10 codes
- Bilingual English/Spanish preferred
- Pay: $21–$24/hour`,
  },
  {
    id: 'agile-coach-jobvite-pune-second-language',
    half: 'tune',
    title: 'Agile Coach',
    company: 'Sahyadri Fintech Solutions Pvt. Ltd.',
    text: `Sahyadri Fintech Solutions
Careers   Life at Sahyadri   Open Roles

Agile Coach
Engineering Excellence | Pune, Maharashtra, India

Apply   Refer a Friend

Sahyadri Fintech Solutions Pvt. Ltd. is building core lending and collections platforms for NBFCs and co-operative banks across India. We are 600+ engineers working in 48 product squads from Pune and Bengaluru.

We are looking for an experienced Agile Coach who will be guiding multiple teams and the leadership in their agile transformation journey.

Key Responsibilities:
• Coach 6-8 Scrum and Kanban teams and their Scrum Masters on agile practices
• Facilitate PI planning, retrospectives and inspect & adapt events as per SAFe
• Define and track flow metrics along with the delivery leadership
• Conduct trainings and workshops on agile mindset for new joinees

Desired Candidate Profile:
• 10-14 years of total experience, out of which minimum 4 years as Agile Coach
• Certifications like ICP-ACC, SPC or CSP-SM are mandatory
• Experience in BFSI domain will be an added advantage`,
  },
  {
    id: 'erp-consultant-zoho-recruit-kota-kinabalu-second-language',
    half: 'unseen',
    title: 'ERP Consultant, Finance',
    company: 'Kinabalu Systems Integration Sdn. Bhd.',
    text: `Kinabalu Systems Integration Sdn. Bhd.
Job Openings

ERP Consultant – Finance
Kota Kinabalu, Sabah, Malaysia
Job Type: Full time
Industry: IT Services
Work Experience: 3-5 years
Salary: RM5,500 - RM7,500

I'm interested

Kinabalu Systems Integration Sdn. Bhd. is an ERP implementation partner for the manufacturing, plantation and hospitality companies in East Malaysia and Brunei. We are expanding our finance practice and looking for candidate to join as ERP Consultant for the financial modules.

Job Description:
• Gather the requirement from client finance team and do the fit-gap analysis
• Configure general ledger, AP, AR, fixed assets and SST tax setup
• Prepare the user manual and conduct the end user training
• Support the go-live and the month end closing for the first 3 months

Requirements:
• Degree in Accounting, Finance or Information System
• At least 3 years experience in ERP implementation (SAP Business One, Microsoft Dynamics or Odoo)
• Willing to travel to Sarawak, Peninsular and Brunei`,
  },
  {
    id: 'editor-rippling-asheville',
    half: 'tune',
    title: 'Acquisitions Editor, Young Adult',
    company: 'Hollowpine Press LLC',
    text: `Hollowpine Press
All jobs

Acquisitions Editor, Young Adult
Editorial · Asheville, NC · Remote (US) · Full-time

Apply

About Hollowpine Press
Hollowpine Press LLC is an independent publisher of middle grade and young adult fiction with about 30 new titles a year. Our books have landed on state reading lists in eleven states, and we still read every unagented submission that comes in during our open windows.

The role
We're looking for an Acquisitions Editor to build and shape our YA list. You'll find the books, champion them in acquisitions meetings and edit them through to publication.

What you'll do
- Acquire 6–8 YA titles per year from agents and our open submission windows
- Deliver structural and line edits and guide authors through revisions
- Write compelling copy for catalogs, pitch letters and tip sheets
- Work with design, marketing and sales on each book's positioning

What you'll bring
- 3+ years of editorial experience at a trade publisher
- A strong, current sense of the YA market`,
  },
  {
    id: 'chemist-softgarden-linz-second-language',
    half: 'unseen',
    title: 'Analytical Chemist',
    company: 'Alpenchem Labor GmbH',
    text: `Alpenchem Labor GmbH
Job offers

Analytical Chemist (m/w/d)
Linz   |   Full time   |   Laboratory   |   from 01.02.2027

Apply online

Alpenchem Labor GmbH is an accredited contract laboratory (ISO/IEC 17025) in Linz with 70 employees. We do analyses for the pharmaceutical, food and plastics industry in Austria and Southern Germany.

For our chromatography team we are looking for an Analytical Chemist who will take the technical responsibility for method development and validation.

Your tasks
• Development and validation of HPLC and GC-MS methods after ICH Q2
• Evaluation and release of the analytical results
• Handling of deviations, OOS investigations and CAPAs
• Contact person for the customers in technical questions

Your profile
• Completed study of chemistry (Master or PhD)
• Experience in a GMP or GLP laboratory
• Good German and English
For this position the collective agreement for the chemical industry applies, the minimum salary is EUR 3,900 gross per month; overpayment depending on qualification.`,
  },
  {
    id: 'pilot-workday-nairobi',
    half: 'tune',
    title: 'First Officer, Dash 8 Q400',
    company: 'Savanna Skylink Airways Ltd',
    text: `Savanna Skylink Airways
Careers

First Officer – Dash 8 Q400
Apply
locations
Nairobi - Wilson Airport
time type
Full time
posted on
Posted 30+ Days Ago
job requisition id
FLT-0092

Savanna Skylink Airways Ltd is a regional carrier connecting Nairobi with Mombasa, Kisumu, Malindi, Lamu and destinations in Tanzania and Uganda, operating a fleet of Dash 8 Q400 and Q300 aircraft.

We are seeking experienced pilots to join our Flight Operations team as First Officers on the Q400.

Key Responsibilities
- Operate scheduled and charter flights safely and in accordance with the Operations Manual and KCAA regulations
- Assist the Captain in flight planning, briefing and cockpit management
- Complete all recurrent training and simulator checks

Requirements
- Valid KCAA CPL(A) with Multi-Engine and Instrument Rating, ATPL theory credits
- Minimum 1,000 hours total time, including 300 hours multi-engine turboprop
- Valid Class 1 medical and ICAO English Level 4 or above`,
  },
  {
    id: 'geologist-lever-antofagasta-second-language',
    half: 'unseen',
    title: 'Senior Resource Geologist',
    company: 'Minera Cordillera Andina SpA',
    text: `Minera Cordillera Andina SpA
Senior Resource Geologist
ANTOFAGASTA, CHILE / GEOLOGY – MINE PLANNING / FULL-TIME / 7X7 ROSTER

Minera Cordillera Andina SpA operates an open pit copper-molybdenum mine at 3,200 m of altitude in the Antofagasta Region, with a production of 95 ktpa of fine copper. We are looking for a Senior Resource Geologist for our geology superintendency in the mine.

Main functions
• Update the geological model and the resource estimation of the deposit each year (Leapfrog, Vulcan)
• Define and control the infill drilling campaigns and the QA/QC program
• Reconcile the model with the plant and mine production
• Participate in the reporting of resources under the NI 43-101 and the Chilean Code

Requirements
• Geologist from a recognised university, with at least 8 years of experience in porphyry copper deposits
• Competent Person registration (Comisión Minera) is desirable
• Experience in geostatistics (kriging, conditional simulation)
• English intermediate-advanced, because reports go to our shareholders in Canada

APPLY FOR THIS JOB`,
  },
  {
    id: 'barber-indeed-leeds-franchisee',
    half: 'tune',
    title: 'Barber',
    company: 'Sharp Fox Barbers (Leeds) Ltd',
    text: `indeed
Find jobs   Company reviews   Find salaries

Barber
Blade & Co. Barbers – Leeds Headrow
4.1 ★ 212 reviews
Leeds LS1
£12.50–£16.00 an hour - Full-time, Part-time

Apply now   ♡

Job details
Pay: £12.50–£16.00 an hour
Job type: Full-time, Part-time
Shift and schedule: Weekend availability

Full job description
Blade & Co. Barbers Headrow is independently owned and operated by Sharp Fox Barbers (Leeds) Ltd under a franchise agreement with Blade & Co. Barbers. We're a walk-in and booking shop with eight chairs and a queue out the door most Saturdays.

We're looking for a qualified Barber to join the team.
• Skin fades, tapers, scissor work and beard shaping
• Hot towel shaves (we'll train you if you're not confident)
• Keep your station clean and help with opening and closing

Requirements
• NVQ Level 2 in Barbering or 2+ years' experience
• Good chat and a steady hand

Report job`,
  },
  {
    id: 'dentist-seek-ballarat',
    half: 'unseen',
    title: 'Associate Dentist',
    company: 'Goldfields Dental Pty Ltd',
    text: `SEEK
Job search   Profile   Career advice   Company reviews

Associate Dentist - Ballarat
Goldfields Dental Pty Ltd
View all jobs
Ballarat Central, Ballarat & Central Highlands VIC
Dentists & Dental Prosthetists (Healthcare & Medical)
Full time
$250,000 – $320,000 per year
Posted 3d ago

Quick apply   Save

Goldfields Dental is a well-established five-chair practice in the heart of Ballarat, with a loyal patient base and a strong hygiene program. After 20 years, one of our principal dentists is reducing hours and we are looking for an Associate Dentist to take over a full book from day one.

About the role
• Full range of general dentistry including endodontics, crowns and extractions
• Support from two OHTs, experienced nurses and a full-time practice manager
• Digital radiography, OPG, intraoral scanner and Dental4Windows

About you
• Registered with AHPRA (general registration)
• Minimum two years of experience in Australian private practice preferred

Report this job ad`,
  },
  {
    id: 'dermatologist-naukri-pune-second-language',
    half: 'tune',
    title: 'Consultant Dermatologist',
    company: 'Twacha Skin Clinics Pvt. Ltd.',
    text: `naukri.com
Jobs   Companies   Services

Consultant Dermatologist
Twacha Skin Clinics Pvt. Ltd.
3.8 ★ | 120 Reviews
5 - 10 Yrs
Not Disclosed
Pune(Baner, Kothrud)

Posted: 2 days ago   Openings: 2   Applicants: 100+
Apply   Save

Job description
Twacha Skin Clinics Pvt. Ltd. is chain of 22 skin, hair and laser clinics in Maharashtra and Karnataka. We are urgently hiring Consultant Dermatologist for our Baner and Kothrud centres.

Roles and Responsibilities
• Consultation of patients for clinical dermatology and cosmetology
• Performing procedures like chemical peels, lasers, PRP, botox and fillers
• Counselling patients for treatment packages along with clinic manager
• Maintain patient records in clinic software

Desired Candidate Profile
• MD / DNB / DVD in Dermatology, MCI / MMC registration mandatory
• Minimum 5 years of experience post qualification
• Good communication in English, Marathi and Hindi

Role: Dermatologist
Industry Type: Medical Services / Hospital
Department: Healthcare & Life Sciences
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'psychiatrist-bayt-dubai-second-language',
    half: 'unseen',
    title: 'Specialist Psychiatrist, Child & Adolescent',
    company: 'Al Noor Mind Wellness Center L.L.C.',
    text: `bayt.com
Jobs   CV Search   Salaries

Specialist Psychiatrist – Child & Adolescent
Al Noor Mind Wellness Center L.L.C. - Dubai, United Arab Emirates
Posted 6 days ago

Apply Now   Save job

Job details
Job location: Dubai, United Arab Emirates
Company industry: Healthcare & Medical
Job role: Healthcare & Medical
Employment type: Full time employee

Job description
Al Noor Mind Wellness Center L.L.C. is a DHA licensed outpatient mental health center in Al Barsha providing psychiatry, psychology and speech therapy to children, adolescents and families. Due to expansion we are looking for Specialist Psychiatrist with special interest in child and adolescent cases.

Responsibilities:
- Assessment and treatment of ADHD, autism spectrum, anxiety, mood and eating disorders
- Work closely with the clinical psychologists and school counsellors
- Prescribe and monitor medication according to DHA guidelines

Requirements:
- Board certification in Psychiatry (Arab Board, MRCPsych, ABPN or equivalent)
- DHA license or eligible for DHA Specialist license
- Minimum 3 years experience after specialisation
- Arabic speaking is preferred

Report this job`,
  },
  {
    id: 'courier-jobstreet-cebu-second-language',
    half: 'tune',
    title: 'Motorcycle Courier',
    company: 'Bisaya Express Logistics Corp.',
    text: `JobStreet by SEEK
Job search   Profile   Career advice   Company profiles

Motorcycle Courier
Bisaya Express Logistics Corp.
Mandaue City, Cebu
Courier Services (Manufacturing, Transport & Logistics)
Full time
₱16,000 – ₱19,000 per month
Posted 1d ago

Quick apply   Save

Bisaya Express Logistics Corp. is a fast growing last-mile delivery company serving online sellers and pharmacies in Metro Cebu. We are in need of Motorcycle Courier for our Mandaue hub. Immediate hiring!

Duties and responsibilities:
• Pick-up and deliver parcels and documents within Metro Cebu on time
• Collect COD payments and remit at the end of the day
• Update delivery status in our rider app
• Take care of the company motorcycle and report any damage

Qualifications:
• At least High School graduate
• With Professional Driver's License (restriction code A/A1)
• Knowledgeable in Cebu routes, has own smartphone
• Can start ASAP

Benefits: SSS, PhilHealth, Pag-IBIG, 13th month pay, gas allowance

Report this job ad`,
  },
  {
    id: 'counsellor-reed-bristol-agency-unnamed',
    half: 'unseen',
    title: 'Bereavement Counsellor',
    company: 'Harbour Health Recruitment Ltd',
    text: `reed.co.uk
Jobs   Courses   Career advice   Recruiting?

Bereavement Counsellor
Posted 5 November by Harbour Health Recruitment Ltd   Featured

£32,000 - £35,500 per annum
Bristol, South West England
Permanent, full-time

Apply now   Save

Harbour Health Recruitment are delighted to be working with a well-respected hospice charity in North Bristol to recruit an experienced Bereavement Counsellor to join their family support team.

You will provide one-to-one and group bereavement support to adults and young people before and after the death of a loved one, as well as supervising a team of volunteer counsellors.

Key responsibilities:
- Deliver short and longer-term counselling in person, by phone and online
- Run bereavement support groups and remembrance events
- Supervise and support trained volunteer counsellors
- Keep accurate records in line with BACP guidance

Requirements:
- Diploma in Counselling (Level 4 or above) and BACP registration
- Experience of bereavement or palliative care counselling

Report this job`,
  },
  {
    id: 'solicitor-totaljobs-manchester',
    half: 'tune',
    title: 'Solicitor, Private Client',
    company: 'Ashworth Pryce LLP',
    text: `Totaljobs
Search jobs   Salary checker   Career advice

Solicitor – Private Client
Ashworth Pryce LLP
Manchester (M2)
£48,000 - £60,000 per annum
Permanent, Full Time
Posted 3 days ago

Apply   Save job   Quick apply

Ashworth Pryce LLP is a full-service regional law firm with offices in Manchester, Stockport and Bolton. Our Private Client team advises individuals, families and trustees on wills, trusts, tax planning and estate administration, and we're growing fast.

We are looking for a 2-5 PQE Solicitor to join the team in our King Street office.

The role
• Running your own caseload of probate and estate administration matters
• Drafting wills, lasting powers of attorney and trust deeds
• Advising on inheritance tax planning with support from our STEP-qualified partners
• Supervising a trainee and a paralegal

About you
• Qualified Solicitor in England & Wales with 2-5 years' PQE in private client
• STEP membership or working towards it is desirable

Report this job`,
  },
  {
    id: 'controls-engineer-stepstone-karlsruhe-second-language',
    half: 'unseen',
    title: 'Controls Engineer',
    company: 'Rheintal Antriebstechnik Weber KG',
    text: `StepStone
Jobs   Companies   Salary planner   Career advice

Controls Engineer (m/w/d)
Rheintal Antriebstechnik Weber KG
Karlsruhe
Permanent employment
Full-time
Home office possible
Published: 2 days ago

Easy application   Save

Rheintal Antriebstechnik Weber KG is a family company with 280 employees that develops and produces special drive systems and test benches for the automotive and rail industry. For our department Electrical Design & Software in Karlsruhe we are looking from now on a Controls Engineer.

Your tasks
• Creation of PLC programs for test benches with Siemens TIA Portal (S7-1500) and TwinCAT 3
• Development of HMI visualisations and safety functions
• Commissioning at our customers in Germany and abroad (approx. 20 % travel)
• Documentation and technical support for the service team

Your profile
• Completed study of electrical engineering, mechatronics or automation, or technician with experience
• Several years of experience in PLC programming
• Good German and English knowledge

Your benefits: 30 days holiday, company pension, JobRad, flexible working time`,
  },
  {
    id: 'chauffeur-glassdoor-chicago',
    half: 'tune',
    title: 'Chauffeur',
    company: 'Lakeshore Black Car Service, Inc.',
    text: `Glassdoor
Community   Jobs   Companies   Salaries   For Employers

Lakeshore Black Car Service, Inc.
3.6 ★
Chauffeur - O'Hare / Downtown
Chicago, IL
$24.00 - $30.00 Per Hour (Employer est.)

Easy Apply   Save

Job
Lakeshore Black Car Service, Inc. has provided executive transportation in Chicagoland for more than 25 years. Our clients include law firms, hotels and corporate travel departments, and our fleet of sedans, SUVs and Sprinter vans is never older than four years.

We are hiring professional Chauffeurs for full-time and part-time shifts.

Responsibilities
- Provide safe, on-time transportation for clients between O'Hare, Midway and the Loop
- Keep the vehicle spotless inside and out
- Track flights and communicate with dispatch through our driver app

Qualifications
- Valid Illinois driver's license and a clean driving record for 5+ years
- Chauffeur license from the City of Chicago, or willing to obtain
- Professional appearance and discretion

Show More

Report`,
  },
  {
    id: 'butler-linkedin-monaco-second-language',
    half: 'unseen',
    title: 'Butler',
    company: 'Villa Roquebrune Services S.A.M.',
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications

Villa Roquebrune Services S.A.M.
Butler
Monaco · 2 weeks ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn
On-site   Full-time   Mid-Senior level

Apply   Save

About the job
Villa Roquebrune Services S.A.M. is managing private residences and yachts for international families in Monaco and the French Riviera. For one of the residences we manage in Monte-Carlo, we are looking for an experienced Butler who will be the first person of the household for the family and their guests.

Responsibilities:
• Service of breakfast, lunch, dinner and private receptions at a very high standard
• Management of wardrobe, silver, porcelain and the wine cellar
• Coordination with the housekeepers, the chef and the chauffeur
• Discretion in all the situations

Requirements:
• Minimum 5 years as butler in private household, palace hotel or on a superyacht
• Diploma of a butler school is appreciated
• Fluent English and French, Italian or Russian is an advantage

Show more`,
  },
  {
    id: 'nanny-trademe-christchurch-agency-unnamed',
    half: 'tune',
    title: 'Nanny',
    company: 'Kōwhai Nannies Limited',
    text: `Trade Me Jobs
Home › Jobs › Education › Early childhood

Nanny – Part Time
Kōwhai Nannies Limited
Fendalton, Christchurch City, Canterbury
Listed Tuesday, 24 November
Part time · Permanent
$27 - $30 per hour

Apply   Watchlist

Kōwhai Nannies Limited is a Christchurch nanny agency placing experienced, vetted nannies with families across Canterbury. We're looking for a warm and reliable nanny for one of our Fendalton families with two children (aged 18 months and 4 years).

Hours are Monday, Wednesday and Friday, 8am to 5pm.

What the family needs
• Care for the children at home, including meals, naps and nappy changes
• Kindy drop-off and pick-up three days a week (own car needed)
• Play-based learning, trips to the park and library
• Light household tasks related to the children

About you
• At least two years' experience caring for under-fives
• Current first aid certificate and a clean driver licence
• NZ residency or a valid work visa

Report listing`,
  },
  {
    id: 'picker-ziprecruiter-sparks-agency-client-named',
    half: 'unseen',
    title: 'Warehouse Picker',
    company: 'Desert Peak Fulfillment LLC',
    text: `ZipRecruiter
Search Jobs   Salaries   Sign In

Warehouse Picker – 2nd Shift
Silver State Staffing
Sparks, NV
$19.50/hr
Full-Time
Posted 5 days ago

1-Click Apply   Save

Job description
Silver State Staffing is hiring Warehouse Pickers for our client, Desert Peak Fulfillment LLC, an e-commerce fulfillment center in the Tahoe Reno Industrial Center area. This is a direct hire position after 60 days with full benefits.

Shift: Monday – Friday, 3:00 PM – 11:30 PM, with overtime available in peak season.

What you'll do
• Pick orders accurately using an RF scanner
• Walk and lift up to 50 lbs throughout the shift
• Stage completed orders for packing and shipping
• Follow safety rules and keep aisles clean

What you need
• 6 months of warehouse experience preferred
• Reliable transportation
• Must pass a background check and drug screen

Report Job`,
  },
  {
    id: 'packer-cv-library-grimsby',
    half: 'tune',
    title: 'Food Packer',
    company: 'Humber Seafoods (Grimsby) Ltd',
    text: `CV-Library
Job search   Career advice   Upload CV

Food Packer
Humber Seafoods (Grimsby) Ltd
Location: Grimsby, Lincolnshire
Salary/Rate: £11.95 - £12.80/hour
Type: Permanent
Start Date: ASAP
Posted: 24/11/2026 (4 days ago)

Apply Now   Save Job

Humber Seafoods (Grimsby) Ltd processes and packs chilled fish and seafood for UK supermarkets from our site on the Fish Docks. Due to new contracts, we are recruiting Food Packers for our chilled packing hall.

Duties include:
- Packing fish fillets and portions into trays to the correct weight and label
- Checking packs for quality, seal and date coding
- Keeping the production area clean and following hygiene rules
- Working on rotating early and late shifts (6am-2pm / 2pm-10pm)

Requirements:
- Previous food factory experience is an advantage but full training is given
- Happy to work in a chilled environment (2-5°C)
- Good timekeeping and attendance

Report this job`,
  },
  {
    id: 'reporter-monster-flagstaff-division',
    half: 'unseen',
    title: 'General Assignment Reporter',
    company: 'The Canyon Ledger',
    text: `monster
Find Jobs   Career Advice   Post a Job

General Assignment Reporter
The Canyon Ledger
Flagstaff, AZ
Posted 7 days ago
Full-time, Employee
$44,000 - $52,000 Per Year

Apply   Save

About
The Canyon Ledger, a division of Red Mesa Media Group, Inc., is northern Arizona's daily news source in print and online, covering Flagstaff, Coconino County and the Navajo Nation. Our newsroom of 14 has won three state press awards in the past two years.

We're hiring a General Assignment Reporter to cover breaking news, city government and the stories that matter to our readers.

You will
• Report and write 4–6 stories a week for print and web, plus quick updates for breaking news
• Cover city council, courts and public safety as needed
• Shoot photos and short video for social media

You have
• A degree in journalism or equivalent newsroom experience
• Clips showing strong reporting and clean copy
• A reliable vehicle and flexibility to work some nights and weekends

Report this job`,
  },
  {
    id: 'curator-welcome-to-the-jungle-lyon-second-language',
    half: 'tune',
    title: 'Assistant Curator',
    company: 'Galerie Ternois SARL',
    text: `Welcome to the Jungle
Find a job   Find a company   Media

Galerie Ternois SARL
Assistant Curator (h/f)
Permanent contract   Lyon   Salary: 30K to 34K €   Start date: January 11, 2027   A few days at home   Experience: > 2 years   Education: Master's Degree

Apply   Save

Galerie Ternois SARL
Art & Culture   20 employees

The job
Galerie Ternois is a contemporary art gallery in the Presqu'île of Lyon, representing 18 French and international artists and taking part each year to art fairs in Paris, Basel and Brussels.

We are looking for an Assistant Curator to accompany the artistic director in the conception of exhibitions and in the relation with the artists.

Missions:
• Participate to the conception of 5 exhibitions per year and write the texts
• Coordinate the production of the works, transport and insurance
• Manage the archive and the inventory of the works
• Receive collectors and institutions in the gallery

Profile:
• Master in art history, curating or cultural mediation
• First experience in a gallery or an art institution
• French and English fluent`,
  },
  {
    id: 'exercise-physiologist-jora-perth',
    half: 'unseen',
    title: 'Accredited Exercise Physiologist',
    company: 'Peak Motion Health Pty Ltd',
    text: `Jora
Find jobs   Company reviews   Salaries

Accredited Exercise Physiologist
Peak Motion Health Pty Ltd
Joondalup WA
$85,000 - $98,000 a year
Full time

Apply on employer site   Save

Posted 2 days ago

Peak Motion Health Pty Ltd is an allied health practice in Perth's northern suburbs with exercise physiologists, physiotherapists and dietitians working together in two clinics with fully fitted gyms. Our clients come to us through NDIS, DVA, workers' compensation and Medicare plans.

We're looking for an Accredited Exercise Physiologist to join our Joondalup team.

What you'll do
• Assess and deliver individual and group exercise programs for chronic conditions, injury and disability
• Write reports for NDIS and insurers
• Run hydrotherapy sessions at our partner pool once a week

About you
• AEP accreditation with ESSA (new grads welcome)
• Current WWC check, NDIS worker screening and a driver's licence
• Great communicator who genuinely enjoys helping people move better`,
  },
  {
    id: 'engraver-xing-biel-second-language',
    half: 'tune',
    title: 'Engraver',
    company: 'Graviertechnik Jura AG',
    text: `XING
Jobs   My network   News

Graveur / Engraver (m/f/d)
Graviertechnik Jura AG
Biel/Bienne, Switzerland
Full-time   Permanent   Experienced
CHF 75,000 – 92,000 (XING estimate)
Published 9 days ago

Apply now   Save job

Graviertechnik Jura AG is a subcontractor of the Swiss watch industry since 1958. With 45 employees in Biel we engrave and decorate dials, movements, cases and bracelets for brands of the high watchmaking, by hand and with laser and CNC machines.

For our hand engraving atelier we are looking for an engraver with passion for the detail.

Your tasks
• Hand engraving of decorations, logos and lettering on bridges, rotors and case backs
• Programming and set-up of the laser engraving machines for small series
• Quality control under the binocular microscope
• Transfer of your knowledge to our apprentices

Your profile
• Federal certificate (EFZ) as engraver or similar training
• Several years of experience in the watch or jewellery industry
• German or French, the other language is an advantage`,
  },
  {
    id: 'pathologist-adzuna-johannesburg',
    half: 'unseen',
    title: 'Chemical Pathologist',
    company: 'Highveld Diagnostic Laboratories (Pty) Ltd',
    text: `Adzuna
Jobs   Salaries   Career advice   Upload CV

Chemical Pathologist - Johannesburg
Highveld Diagnostic Laboratories (Pty) Ltd
Parktown, Johannesburg, Gauteng
R 1 450 000 - R 1 800 000 per year
Permanent, full time
Posted 2 days ago

Apply for this job   Save

Highveld Diagnostic Laboratories (Pty) Ltd is a privately owned pathology group with 9 regional laboratories and more than 60 patient service centres in Gauteng, Limpopo and Mpumalanga. We are seeking a Chemical Pathologist to join our partnership of pathologists at the Parktown core laboratory.

Key responsibilities:
• Clinical and technical oversight of the chemistry, endocrinology and toxicology sections
• Interpretation and reporting of complex results and liaison with referring clinicians
• Quality management and SANAS accreditation (ISO 15189)
• Teaching and support of medical technologists

Requirements:
• MBChB and FCPath(SA) Chem or MMed (Chem Path)
• Registration with the HPCSA as a specialist chemical pathologist
• Willingness to take part in an after-hours call roster`,
  },
  {
    id: 'chemical-engineer-linkedin-kocaeli-second-language',
    half: 'tune',
    title: 'Chemical Engineer',
    company: 'Marmara Kimya Sanayi A.Ş.',
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications

Chemical Engineer
Marmara Kimya Sanayi A.Ş. · Dilovası, Kocaeli, Türkiye · Reposted 1 week ago · 87 applicants
On-site   Full-time   Associate
Easy Apply   Save

About the job
Marmara Kimya Sanayi A.Ş. is producing resins, adhesives and coating additives for the paint, packaging and construction sectors, and exporting to more than 40 countries. In our Dilovası plant, we are looking for a Chemical Engineer for our production team.

Responsibilities
• Follow-up of the batch reactors and the production parameters in shift coordination
• Make improvements for yield, energy consumption and cycle time
• Prepare the process documents and work instructions
• Take part in HAZOP and risk assessment studies with the HSE department

Qualifications
• Bachelor's degree in Chemical Engineering
• 2-4 years of experience in a chemical production plant, resin or polymer experience is preferred
• Good command of English
• For male candidates, military service completed or exempted

See more`,
  },
  {
    id: 'petroleum-engineer-indeed-port-harcourt',
    half: 'unseen',
    title: 'Petroleum Engineer, Production Optimisation',
    company: 'Okrika Energy Services PLC',
    text: `indeed
Find jobs   Company reviews   Find salaries

Petroleum Engineer - Production Optimisation
Okrika Energy Services PLC
3.9 ★
Port Harcourt, Rivers
Full-time

Apply on company site   ♡

Job details
Job type: Full-time
Benefits: Health insurance, Pension, Transport allowance

Full job description
Okrika Energy Services PLC provides well services and production engineering support to marginal field operators in the Niger Delta. We are looking for a Petroleum Engineer to join our Production Optimisation unit.

Responsibilities
• Monitor well performance and identify optimisation opportunities (gas lift, choke management, stimulation)
• Build and maintain well models in PROSPER and GAP
• Prepare production forecasts and well test analyses
• Work with the field teams on well intervention programmes

Requirements
• B.Eng/B.Sc in Petroleum or Chemical Engineering
• 5+ years of production engineering experience in the Nigerian upstream sector
• Membership of NSE or SPE is an advantage

Hiring 2 candidates for this role

Report job`,
  },
  {
    id: 'mechatronics-technician-occ-queretaro-second-language',
    half: 'tune',
    title: 'Mechatronics Technician',
    company: 'Ensambles Bajío, S. de R.L. de C.V.',
    text: `OCC
Empleos   Empresas   Blog

Mechatronics Technician
Ensambles Bajío, S. de R.L. de C.V.
Empresa verificada
Querétaro, Querétaro
$18,000 - $22,000 Mensual
Publicada hace 3 días

Postularme   Guardar

Ensambles Bajío, S. de R.L. de C.V. is a company of the automotive sector that makes wire harness and electronic modules for OEMs in Mexico and United States. We are looking for a Mechatronics Technician for our plant in Parque Industrial El Marqués.

Activities:
• Preventive and corrective maintenance of the production lines (robots, conveyors, crimping machines)
• Diagnostic of failures in PLC, sensors, pneumatic and electric systems
• Support in the installation of new equipment
• Filling of the maintenance reports in the CMMS

Requirements:
• Técnico or Ingeniero in Mecatrónica, Electrónica or similar
• 2 years of experience in maintenance in manufacturing
• Knowledge of Allen-Bradley or Siemens PLC
• Availability for rotating shifts
• Basic English (technical manuals)

Benefits: superior to the law, cafeteria, transport`,
  },
  {
    id: 'corrosion-engineer-finn-stavanger-second-language',
    half: 'unseen',
    title: 'Corrosion Engineer',
    company: 'Nordsjø Integritet AS',
    text: `FINN jobb
Stillinger   Bedrifter   Lønn

Nordsjø Integritet AS
Corrosion Engineer
Stavanger
Deadline: 15.12.2026
Employment: Permanent
Sector: Private

Apply   Save   Share

Nordsjø Integritet AS is an engineering company with 60 employees that deliver integrity management and inspection planning for offshore installations on the Norwegian continental shelf. We are now looking for a Corrosion Engineer that will work in our materials and corrosion team in Forus.

Tasks
• Corrosion assessments and material selection for topside piping and subsea systems
• Planning of risk based inspection (RBI) and evaluation of inspection results
• Follow-up of cathodic protection and coating systems
• Participate in offshore campaigns (approx. 4-6 trips per year)

Qualifications
• Master degree in materials technology, chemistry or similar
• Experience with NORSOK M-001, M-501 and DNV standards
• Valid offshore certificate (GSK) or willing to take it
• Norwegian or another Scandinavian language and English

Job sector: Oil and gas
Position: Engineer`,
  },
  {
    id: 'plc-programmer-pracuj-wroclaw-second-language',
    half: 'tune',
    title: 'PLC Programmer',
    company: 'Wrocławskie Systemy Automatyki Sp. z o.o.',
    text: `pracuj.pl
Job offers   Employers   Salaries

PLC Programmer
Wrocławskie Systemy Automatyki Sp. z o.o.
Wrocław, Fabryczna
valid for 24 days (until 24 Dec)
contract of employment, B2B contract
full-time
specialist (Mid / Regular)
hybrid work
11 000–15 000 zł gross / mth.

Apply   Save

About the company
Wrocławskie Systemy Automatyki Sp. z o.o. is an integrator of automation systems for the food and beverage industry. We design and start up packaging lines, CIP stations and process control systems in Poland, Germany and Scandinavia.

Your responsibilities
• Programming of PLC controllers (Siemens S7-1500, Allen-Bradley) and HMI panels
• Commissioning of the installations on the customer site
• Preparation of the technical documentation
• Remote support for the clients after the start-up

Our requirements
• Minimum 2 years experience as PLC programmer
• Knowledge of TIA Portal and of the electrical schematics
• English on communicative level (B2)
• Readiness for business trips (about 30%)`,
  },
  {
    id: 'automation-engineer-profesia-trnava-second-language',
    half: 'unseen',
    title: 'Automation Engineer',
    company: 'Automatika Považie s.r.o.',
    text: `profesia.sk
Offers   Companies   Salaries   Advice

AUTOMATION ENGINEER
Automatika Považie s.r.o.
Place of work: Trnava
Salary: from 2 200 EUR/month
Type of employment: full-time
Start date: by agreement
Offer added: 27.11.2026

Reply to the offer   Save

Information about the position
Automatika Považie s.r.o. is designing and building robotic welding cells and handling systems for the automotive suppliers in Slovakia and Czech Republic. For our engineering department we are looking new colleague to the position Automation Engineer.

Job tasks, responsibilities and duties:
• Design of electrical and control part of robotic cells
• Programming of robots (ABB, KUKA, FANUC) and PLC
• Simulation of the cells in RobotStudio or Process Simulate
• Installation and start-up of the cells at the customer

Employee requirements:
• University education in automation, mechatronics or electrical engineering
• Min. 3 years practice in the field
• Driving licence B, active
• English language - intermediate (B1)`,
  },
  {
    id: 'dishwasher-facebook-group-lisbon-second-language',
    half: 'tune',
    title: 'Dishwasher',
    company: 'Tasca do Cais, Lda.',
    text: `Empregos Lisboa – Restauração e Hotelaria
Public group · 48K members

Marta Sequeira  ·  3h  ·  🌐

Hello to everyone! 👋 We are Tasca do Cais, Lda., a small traditional restaurant in Cais do Sodré, open since 1987, with fresh fish of the day and the best bacalhau of the neighbourhood 😄

We are looking for a dishwasher to join our kitchen team from next week. Full time, 40 hours, 5 days per week with 2 days off in a row, dinner service until 23h.

What we ask:
✔️ Experience in a restaurant kitchen (not mandatory, we teach)
✔️ Hard worker and good spirit with the team
✔️ Speaks Portuguese or English
✔️ Residence in Lisbon and documents in order

We offer contract, salary of 950€ + meal subsidy, and the staff meal every day 🍲

Send private message or your CV to the restaurant email in the comments 👇

👍 34   💬 21 comments   ↗ 9 shares`,
  },
  {
    id: 'host-instagram-brooklyn-plural',
    half: 'unseen',
    title: 'Host',
    company: 'Juniper & Smoke LLC',
    text: `junipersmoke.bk
Williamsburg, Brooklyn

[image: "WE'RE HIRING HOSTS" in orange letters over the dining room]

junipersmoke.bk  WE'RE HIRING HOSTS 🔥🔥

Our little wood-fire kitchen on Grand St is growing and we need friendly faces at the door. If you love people, can keep a waitlist calm on a packed Friday night, and know your way around Resy, we want to meet you.

✨ What you'd be doing: greeting guests, managing reservations + walk-ins, answering the phone, keeping the front looking sharp
✨ What we're looking for: 1+ year host or front desk experience, weekend availability, big smile energy
✨ $20/hr + a share of tips, family meal every shift, staff discount on our natural wine list

Juniper & Smoke LLC is an equal opportunity employer.

DM us or email jobs@junipersmoke.example with a short intro. Link in bio to apply 🔗

#brooklynjobs #restaurantjobs #nowhiring #williamsburg

View all 42 comments
2 days ago`,
  },
  {
    id: 'barback-whatsapp-cape-town-capitals',
    half: 'tune',
    title: 'Barback',
    company: 'Bo-Kaap Social (Pty) Ltd',
    text: `[14:22, 26/11/2026] Shanice (Bo-Kaap Social): *BARBACK NEEDED – START THIS WEEKEND* 🍸

Hi all, please share 🙏 Bo-Kaap Social (Pty) Ltd is looking for an energetic BARBACK for our rooftop bar on Wale Street. Summer season is here and we are FULL every night!!

Shifts: Wed–Sun, 16:00 until close
Pay: R38/hour + tips shared with the bar team

You will:
- Restock the bar with ice, glassware, mixers and garnish
- Change kegs and carry stock from the cellar (lots of stairs 😅)
- Clear and polish glasses, keep the bar top clean
- Help the bartenders when it gets busy

Must have:
- Previous hospitality experience (bar or kitchen)
- Own transport home late at night or stays close to town
- South African ID or valid work permit

Send your CV + a photo to this number or pop in Tues after 2pm and ask for Shanice 🙌
[14:23, 26/11/2026] Shanice (Bo-Kaap Social): No calls please, WhatsApp only`,
  },
  {
    id: 'postal-sorter-telegram-almaty-second-language',
    half: 'unseen',
    title: 'Postal Sorter',
    company: 'Steppe Parcel LLP',
    text: `Jobs Almaty | Вакансии Алматы
📌 Pinned message

🟢 VACANCY: POSTAL SORTER (night shift)

Company: Steppe Parcel LLP
City: Almaty, Turksib district (near the airport)

Steppe Parcel LLP is the express delivery company for marketplaces and online shops in Kazakhstan and Central Asia. In our new sorting centre we need postal sorters for the night shift.

📦 Duties:
— sorting of parcels and letters by the regions and routes
— scanning of barcodes with the terminal
— loading and unloading of the containers
— control of the damaged parcels

✅ We offer:
— official employment according to the Labour Code of RK
— salary from 280 000 tenge, paid two times per month
— free transport from Sairan and Raiymbek bus stations
— work clothes and hot food

Requirements: responsible, physically healthy, without bad habits. Experience is not required, we train on the place.

📲 Write to @steppe_hr or call +7 700 000 0000

👁 3.4K   ✏️ edited 11:05`,
  },
  {
    id: 'gardener-slack-copenhagen-second-language',
    half: 'tune',
    title: 'Gardener',
    company: 'Have Hus ApS',
    text: `#jobs-and-gigs
Copenhagen Expats Community

Mette Kjær  10:41 AM
Hi everyone 🌱 Posting on behalf of my company, hope it's ok with the mods!

Have Hus ApS is a small landscaping and garden maintenance company in Hellerup, we take care of private gardens, housing associations and a few embassies in the north of Copenhagen. We are looking for a gardener from 1 March for the full season, with possibility of a permanent position.

The work:
• Pruning of hedges, trees and roses
• Lawn care, planting and weeding of borders
• Small paving and terrace jobs together with our landscaper
• Winter service (snow clearing) in the cold months

What we hope you have:
• Education as gardener or some years of experience
• Driving licence B (trailer licence BE is a bonus)
• English ok, Danish is nice but not required

Salary after the collective agreement (approx. 185 DKK/hour) + pension.
Write me here in DM or send CV to job@havehus.example 😊

👍 12   💚 5   🙌 3
3 replies`,
  },
  {
    id: 'yoga-instructor-linkedin-post-ubud-second-language',
    half: 'unseen',
    title: 'Yoga Instructor',
    company: 'PT Ubud Sattva Wellness',
    text: `Ketut Ardana  · 2nd
General Manager at PT Ubud Sattva Wellness
4d · 🌐

🌿 We are hiring! 🌿

PT Ubud Sattva Wellness is a boutique wellness retreat in the rice fields of Ubud, Bali, with 24 villas, a spa and two open-air shalas. Our guests come from Europe, Australia and Asia for retreats from 5 to 14 days.

We are looking for a Yoga Instructor that can lead daily classes and help design our retreat programs. Position is full-time and residential, starting February 2027.

Responsibilities:
🧘 Teach 2-3 classes per day (Hatha, Vinyasa, Yin and restorative)
🧘 Lead pranayama and meditation sessions
🧘 Support the retreat coordinator in the weekly schedule
🧘 Give private sessions on request

Requirements:
✅ RYT-500 (Yoga Alliance) or equivalent
✅ Minimum 3 years of teaching experience
✅ Fluent English, other languages a plus

We provide accommodation, meals, KITAS sponsorship and a competitive salary. Please send your CV and a short video of your teaching via DM 🙏

#hiring #yogajobs #bali #wellness

❤️ 218 · 47 comments · 19 reposts`,
  },
  {
    id: 'caretaker-whatsapp-split-second-language',
    half: 'tune',
    title: 'Caretaker',
    company: 'Jadran Apartmani d.o.o.',
    text: `[09:12, 20.11.2026.] Ivana Perić: Good morning everyone from the group 🌞
[09:14, 20.11.2026.] Ivana Perić: Our company Jadran Apartmani d.o.o. from Split is looking for a caretaker for our 12 holiday apartments in Žnjan and Bačvice, from 1 April until end of October 2027, possibility to continue in the winter for the renovations.

The job is:
- small repairs in the apartments (plumbing, electric, painting, furniture)
- check-in of the guests when the reception is closed
- take care of the gardens, the pool and the terraces
- to drive the guests from the airport sometimes with our van

We search a person who is handy, reliable and speaks English (German is plus). Driving licence B is obligatory. We give good salary (1.400 € net), accommodation if needed, and the contract is official with all insurance.

Please send your CV to me in private message or to the email info@jadran-apartmani.example. Thank you and share please 🙏
[09:31, 20.11.2026.] Marko: Sent to my cousin 👍`,
  },
  {
    id: 'cartoonist-x-post-portland',
    half: 'unseen',
    title: 'Staff Cartoonist',
    company: 'Pickle Jar Comics, Inc.',
    text: `Pickle Jar Comics 🥒 @picklejarcomics · Nov 25

ok this is real: we're looking for a staff cartoonist!! 🎨 full-time, remote-friendly (but our Portland, OR studio has the good snacks)

you'd be drawing our daily webcomic strips + the weekend long-form stuff, helping with merch art, and pitching your own series ideas. we want someone who can write a joke AND land it in four panels.

must-haves:
- a portfolio of sequential art (webcomics, zines, anything)
- comfortable in Clip Studio or Procreate
- can hit a daily deadline without melting

Pickle Jar Comics, Inc. is proud to offer health insurance, a 4-day week in summer, and royalties on your own series.

apply at the link, portfolio required 👇
picklejarcomics.example/jobs

💬 96   🔁 1.1K   ❤️ 3.4K   📊 212K`,
  },
  {
    id: 'estimator-email-forward-denver-agency-client-named',
    half: 'tune',
    title: 'Construction Estimator',
    company: 'Granite Peak Builders, Inc.',
    text: `Fwd: Construction Estimator opportunity - Front Range
From: Dana Whitlock
To: me
Date: Tue, Nov 24, 2026 at 4:02 PM

Saw this and thought of you! The recruiter is legit, I worked with her last year. - D

---------- Forwarded message ---------
From: Kelsey Marsh <kmarsh@summittalent.example>
Subject: Construction Estimator opportunity - Front Range

Hi Dana,

I'm a recruiter with Summit Talent Partners, and I'm working on a Construction Estimator search for my client Granite Peak Builders, Inc., a commercial general contractor in Denver building K-12 schools, medical office buildings and multifamily projects in the $5M–$60M range.

The role:
• Prepare hard-bid and negotiated estimates from drawings and specs
• Perform quantity takeoffs in On-Screen Takeoff / Bluebeam
• Solicit and level subcontractor bids
• Support preconstruction meetings and GMP budgets

Ideally 3+ years estimating for a GC, a construction management degree, and strong Excel. Base is $90K–$115K plus bonus, hybrid schedule.

Would you (or someone you know) be open to a quick chat this week?

Best,
Kelsey Marsh
Senior Recruiter | Summit Talent Partners`,
  },
  {
    id: 'travel-agent-email-hanoi-second-language',
    half: 'unseen',
    title: 'Travel Agent',
    company: 'Hanoi Lotus Travel JSC',
    text: `Subject: [Hanoi Lotus Travel] Job offer - Travel Agent (Spanish speaking)
From: HR Department <hr@hanoilotustravel.example>
To: candidates list
Date: 23/11/2026 08:47

Dear Sir/Madam,

Hanoi Lotus Travel JSC is a tour operator established in 2008 with offices in Hanoi and Ho Chi Minh City, organising private tours in Vietnam, Laos and Cambodia for the clients from Europe and Latin America.

Because of the development of the Spanish market, we would like to inform that we are recruiting for the position of Travel Agent, based in our Hanoi office (Hoan Kiem district).

Job description:
- Receive and answer the requests of the clients and partner agencies by email
- Make the itineraries and quotations for private tours
- Booking of hotels, flights, guides and cars
- Follow the clients during their trip and solve the problems

Requirements:
- Graduated in Tourism, Languages or related
- Fluent Spanish and good English
- Minimum 1 year experience in travel agency is advantage

Please send your CV and photo to this email before 15/12/2026.

Best regards,
Nguyen Thi Thu Hang
HR Department - Hanoi Lotus Travel JSC`,
  },
  {
    id: 'secretary-email-forward-milan-second-language',
    half: 'tune',
    title: 'Bilingual Secretary',
    company: 'Officine Ferraris S.p.A.',
    text: `Da: Giulia Bellandi
Inviato: mercoledì 25 novembre 2026 11:18
A: Elena Conti
Oggetto: I: Job opening - Bilingual Secretary

Ciao Elena, this is the position I told you at lunch, my colleague in HR is searching urgently. Send her your CV directly! G.

-----Messaggio originale-----
Da: Risorse Umane Officine Ferraris
Oggetto: Job opening - Bilingual Secretary

Officine Ferraris S.p.A., historical company in the production of industrial valves with headquarter in Sesto San Giovanni (MI) and 420 employees, is searching a Bilingual Secretary for the office of the General Management.

The person will be responsible of:
- Management of the agenda, travels and meetings of the CEO and the CFO
- Drafting of correspondence and presentations in Italian and English
- Organisation of the Board meetings and the minutes
- Filter of the phone calls and the visitors

Requirements: Diploma or degree, at least 5 years in a similar role, perfect English (C1), knowledge of German is a plus, excellent use of MS Office.

We offer permanent contract CCNL Metalmeccanico, canteen and smart working one day per week.`,
  },
  {
    id: 'usher-email-prague-second-language',
    half: 'unseen',
    title: 'Usher',
    company: 'Divadlo Vltava s.r.o.',
    text: `Subject: Ushers for the winter season – Divadlo Vltava
From: Tereza Nováková <provoz@divadlovltava.example>
To: (undisclosed recipients)
Date: Thu, 19 Nov 2026 15:30

Dear students and friends of the theatre,

Divadlo Vltava s.r.o. is a private theatre in Prague 2 with 420 seats, playing musicals and concerts in Czech and English nearly every evening. For the winter season (December – April) we are looking for new ushers to join our front of house team.

As usher you will:
- check the tickets and show the spectators to their seats
- sell the programmes and help at the cloakroom
- take care about the safety of the public and the evacuation if needed
- stay in the hall during the performance

We need persons with good English (many of our guests are tourists), nice behaviour and free evenings at least 3 times per week. Age 18+. Payment 200 CZK per hour on agreement (DPP), and free tickets for you and a friend every month.

If you are interested, please reply to this email with short information about you and your availability.

With kind regards,
Tereza Nováková
Head of Front of House, Divadlo Vltava s.r.o.`,
  },
  {
    id: 'telemarketer-email-cairo-second-language',
    half: 'tune',
    title: 'Telemarketing Agent',
    company: 'Nile Connect Outsourcing S.A.E.',
    text: `Subject: Invitation to apply – Telemarketing Agent (English account) – Nasr City
From: Recruitment Team <careers@nileconnect.example>
To: Ahmed Samir
Date: Sun, 22 Nov 2026 10:05

Dear Ahmed,

Thank you for registering your CV on our portal. Nile Connect Outsourcing S.A.E. is a leading contact center in Egypt with more than 2,500 agents serving clients in the UK, Gulf and Europe from our sites in Nasr City and Smart Village.

We are pleased to invite you to apply for the position of Telemarketing Agent on our new English account (home insurance, UK market).

Job responsibilities:
- Making outbound calls to potential customers and presenting the products
- Achieving the daily and monthly sales targets
- Entering the call results accurately in the CRM
- Following the compliance scripts of the client

Requirements:
- Excellent English (C1), other European language is a plus
- Graduates or undergraduates, military service completed or exempted for males
- Sales experience is preferred but not a must

We offer a fixed salary + commission, social and medical insurance, and transportation. Please reply with your availability for an online assessment this week.

Best regards,
Talent Acquisition – Nile Connect Outsourcing S.A.E.`,
  },
  {
    id: 'handyman-craigslist-portland-maine-franchisee',
    half: 'unseen',
    title: 'Handyman',
    company: 'Casco Bay Property Care LLC',
    text: `CL > maine > jobs > skilled trades/artisan

Posted 2026-11-23 09:14   ★ favorite   ✕ hide   ⚑ flag

Handyman – Full Time, $28-38/hr (Portland / South Portland)

compensation: $28-38/hr DOE + paid holidays
employment type: full-time

HandyHarbor of Greater Portland is independently owned and operated by Casco Bay Property Care LLC. We're a busy home repair franchise doing the jobs homeowners and property managers don't have time for: drywall patches, doors, decks, fixtures, tile repairs and small carpentry.

We're hiring a Handyman to run service calls on your own with a company van.
- 4-8 scheduled jobs a day, no evening on-call
- Work orders, photos and invoicing on a tablet
- Tools and van provided, you take it home at night

You'll need:
- 3+ years of residential repair or remodeling experience
- Valid driver's license and clean record
- Pass a background check

Reply with a short note about your experience or call the office. No recruiters please.

post id: 7791024553`,
  },
  {
    id: 'saddler-gumtree-toowoomba-trading-as',
    half: 'tune',
    title: 'Saddler',
    company: 'Bluegum Saddlery',
    text: `Gumtree
Home > Jobs > Trades & Services > Toowoomba Region

Saddler – Full Time, Toowoomba
$32.00 per hour
Toowoomba, QLD
Listed 6 days ago

Send message   Watchlist

Description
Bluegum Saddlery is a busy saddlery and harness workshop on the Darling Downs, making stock saddles and working gear for stations, campdrafters and pleasure riders since 1994. J & R Mallee Pty Ltd t/a Bluegum Saddlery is looking for an experienced saddler to join our team of four.

Duties
- Making and repairing stock saddles, bridles, breastplates and harness
- Restuffing and fitting saddles for customers' horses
- Cutting, skiving, stitching and finishing leather by hand and machine
- Helping in the shop when it gets busy (Saturday mornings)

About you
- Trade qualification or several years' experience as a saddler
- Good knowledge of horses and saddle fit
- Reliable, tidy work and a good eye for detail

Full-time, Monday to Friday plus alternate Saturday mornings. Call Rob or send a message.

Ad ID 1347002291   Report ad`,
  },
  {
    id: 'logger-kijiji-nelson-bc',
    half: 'unseen',
    title: 'Hand Faller',
    company: 'Kootenay Timber Falling Ltd.',
    text: `kijiji
Home > British Columbia > Nelson > Jobs > Skilled Trades & Labour

Hand Faller - Nelson, BC
$55.00 / hour
Nelson, BC V1L
Posted 11 days ago

Contact   Save

Company: Kootenay Timber Falling Ltd.
Job type: Full-time

Kootenay Timber Falling Ltd. is a contract falling company working for licensees and woodlot owners in the West Kootenay. We have steady work through the winter and spring on steep ground where machines can't go.

We are looking for a certified Hand Faller to join our crew.
• Fall and buck timber safely on steep slopes and in difficult stands
• Work with the crew to plan falling and follow the site plan
• Maintain your own saws and gear

Requirements:
• BC Faller Certification (BCFSC) – required
• Minimum 3 years of falling experience in the Interior
• Valid first aid ticket
• Own reliable 4x4 pickup; mileage paid

Camp work possible on some blocks. Call or email Dale.`,
  },
  {
    id: 'potter-newspaper-classified-szentendre-second-language',
    half: 'tune',
    title: 'Production Potter',
    company: 'Tiszapart Kerámia Kft.',
    text: `SITUATIONS VACANT — CRAFTS & WORKSHOPS

PRODUCTION POTTER wanted for ceramic workshop in Szentendre (near Budapest). Tiszapart Kerámia Kft. makes hand-thrown tableware and vases for restaurants, design shops and export to Austria and Germany. We are searching an experienced thrower who can make repeat series of 50-200 pieces with same size and weight.

Tasks: throwing on the wheel, trimming, handles, glazing and helping at the loading of the gas and electric kilns.

Requirements: min. 3 years experience at the wheel, good health (the clay is heavy!), precise and fast work. Hungarian or English language.

We offer: permanent contract, 5 days per week, monthly gross 520 000 HUF + cafeteria, bright workshop with a view to the Danube.

Applications with photos of your work: Tiszapart Kerámia Kft., 2000 Szentendre, Dunakorzó 00. or by e-mail: muhely@tiszapart.example

(Ref. 2026/1142)`,
  },
  {
    id: 'screen-printer-olx-cluj-second-language',
    half: 'unseen',
    title: 'Screen Printer',
    company: 'Serigrafia Carpatică S.R.L.',
    text: `OLX
Home › Jobs › Production › Cluj-Napoca

PROMOTED
Screen Printer
3.800 - 4.600 lei / month gross
Cluj-Napoca, Cluj  ·  Posted on 25 November 2026
Full time  ·  Permanent contract

Send message   ♡ Follow

Description
Serigrafia Carpatică S.R.L. is a printing company in Cluj-Napoca that makes personalised t-shirts, hoodies, bags and promotional materials for companies, sport clubs and festivals. Because of new orders we are hiring a screen printer for our production hall.

Responsibilities:
- Preparation of the screens, exposure and registration
- Mixing of the plastisol and water-based inks after the Pantone colours
- Printing on the manual and automatic carousel
- Curing and quality control of the printed products

Requirements:
- Experience in screen printing min. 1 year (we can also train a motivated person)
- Attention to the details and the colours
- Availability for work in 2 shifts

Offered: meal tickets, bonus for performance, transport settlement.

ID: 281776543   Views: 612   Report`,
  },
  {
    id: 'harbour-master-council-bulletin-kairangi',
    half: 'tune',
    title: 'Deputy Harbourmaster',
    company: 'Kairangi Regional Council',
    text: `Kairangi Regional Council
Vacancies

Position title: Deputy Harbourmaster
Group: Regulatory Services
Team: Maritime Safety
Location: Port Kairangi
Employment type: Permanent, full-time
Salary band: $98,000 – $115,000 per annum
Applications close: 5pm, Friday 11 December 2026
Reference: KRC-26-118

Kairangi Regional Council is responsible for navigation safety across our harbour, the lower river and 180 km of coastline. The Deputy Harbourmaster supports the Harbourmaster to keep our waters safe for commercial shipping, fishing vessels and thousands of recreational boaties.

Key responsibilities
• Deliver the council's Navigation Safety Bylaw, including patrols, education and enforcement
• Respond to maritime incidents and oil spills as part of the Regional On-Scene Command team
• Maintain aids to navigation and moorings records
• Act as Harbourmaster when required

About you
• Master <500 GT (or higher) certificate of competency, or equivalent maritime background
• Experience in vessel operations and incident response`,
  },
  {
    id: 'caseworker-municipal-bulletin-thornbury-capitals-class-working',
    half: 'unseen',
    title: 'Income Support Caseworker',
    company: 'Regional Municipality of Thornbury',
    text: `REGIONAL MUNICIPALITY OF THORNBURY
EMPLOYMENT OPPORTUNITY

JOB POSTING NO.      SS-2026-044
CLASSIFICATION       SOCIAL SERVICES WORKER 2
WORKING TITLE        INCOME SUPPORT CASEWORKER
DEPARTMENT           COMMUNITY AND SOCIAL SERVICES
UNION                CUPE LOCAL 0000
STATUS               PERMANENT FULL-TIME (35 HOURS/WEEK)
SALARY               $36.41 - $42.87 PER HOUR
LOCATION             THORNBURY CIVIC CENTRE, 100 MAIN STREET EAST
CLOSING DATE         DECEMBER 9, 2026

The Regional Municipality of Thornbury delivers financial and employment assistance to residents in need. The Income Support Caseworker determines eligibility and helps clients move toward stability and employment.

DUTIES
- Conducts intake interviews and determines initial and ongoing eligibility under provincial legislation
- Develops and monitors participation agreements with clients
- Refers clients to housing, health and employment supports in the community
- Maintains accurate case records in the provincial case management system

QUALIFICATIONS
- Diploma in Social Service Work or a related field
- Two years of related experience in case management`,
  },
  {
    id: 'bailiff-county-bulletin-harlow-class-working',
    half: 'tune',
    title: 'Courtroom Bailiff',
    company: 'Harlow County',
    text: `Harlow County
Human Resources · Current Openings

Class Title: Court Services Officer I
Working Title: Courtroom Bailiff
Department: Superior Court – Court Security Division
Recruitment #: 26-0871-01
Salary: $23.88 - $31.15 Hourly
Job Type: Full-Time, Classified
Opening Date: 11/20/2026
Closing Date: 12/14/2026 11:59 PM Pacific

Apply   Print   Email

THE POSITION
Harlow County is accepting applications for Courtroom Bailiff, assigned to the Superior Court at the Harlow County Justice Center. Bailiffs maintain order in the courtroom and ensure the safety of judges, jurors, staff and the public.

EXAMPLES OF DUTIES
- Open and close court sessions and announce the judge
- Escort and supervise in-custody defendants and jurors
- Screen visitors at entry points and respond to disturbances
- Maintain logs and prepare incident reports

MINIMUM QUALIFICATIONS
- High school diploma or GED
- Two years of security, corrections or law enforcement experience
- Must pass a background investigation, physical agility test and psychological evaluation`,
  },
  {
    id: 'urban-designer-city-bulletin-lindenau-second-language',
    half: 'unseen',
    title: 'Urban Designer',
    company: 'Stadt Lindenau',
    text: `Stadt Lindenau
Job vacancies of the city administration

Stadt Lindenau (approx. 118,000 inhabitants) is searching at the earliest possible date for the Department of Urban Planning (Stadtplanungsamt) an

Urban Designer (m/w/d)
Pay group EG 11 TVöD · full-time · permanent
Reference number: 61/2026/14
Application deadline: 18.12.2026

Our city is growing, and with the conversion of the former rail yard "Nordbahnhof" into a new quarter for 3,500 inhabitants we have one of the biggest urban development projects of the region in front of us.

Your tasks
• Preparation of urban design concepts and framework plans
• Support in the preparation of development plans (Bebauungspläne)
• Organisation and support of urban design competitions
• Participation of the citizens in workshops and information evenings

Your profile
• Completed university degree (Diploma/Master) in urban planning, architecture or spatial planning
• Good knowledge of the building law (BauGB, BauNVO)
• Good German language skills (min. C1), English is welcome

Severely disabled applicants are given preference if equally qualified.`,
  },
  {
    id: 'botanist-parks-district-bulletin-kestrel-valley-class-working',
    half: 'tune',
    title: 'Field Botanist',
    company: 'Kestrel Valley Regional Park District',
    text: `KESTREL VALLEY REGIONAL PARK DISTRICT
invites applications for the position of:

Natural Resources Specialist II
Working Title: Field Botanist

SALARY: $78,540.00 - $95,472.00 Annually
OPENING DATE: 11/16/26
CLOSING DATE: Continuous
DIVISION: Stewardship Department

THE POSITION
The Kestrel Valley Regional Park District manages 42,000 acres of open space, including serpentine grasslands, vernal pools and oak woodlands with more than 30 rare plant species. The Field Botanist plans and carries out rare plant surveys and vegetation monitoring throughout the District's parks.

ESSENTIAL FUNCTIONS
- Conduct botanical surveys and vegetation mapping using CNPS protocols
- Monitor rare plant populations and invasive species treatments
- Review project plans for impacts on sensitive plant communities
- Supervise seasonal aides and volunteers in the field

MINIMUM QUALIFICATIONS
Education: A bachelor's degree in botany, plant ecology or a closely related field.
Experience: Two years of professional experience in botanical field surveys.
License: Possession of a valid California driver's license.`,
  },
  {
    id: 'invigilator-academy-trust-bulletin-lincolnshire',
    half: 'unseen',
    title: 'Exam Invigilator',
    company: 'Fenmoor Learning Trust',
    text: `Fenmoor Learning Trust
Vacancies across our academies

Exam Invigilator
Ravenscar Academy, Spalding
Contract: Casual, term time only (as required)
Pay: £11.44 per hour
Closing date: 8 January 2027
Start date: February 2027

Download application pack

Fenmoor Learning Trust is a family of seven primary and secondary academies across South Lincolnshire. Ravenscar Academy is an 11-18 secondary school with over 1,100 students and a growing sixth form.

We are looking for reliable people to join our team of Exam Invigilators for the mock, GCSE and A-level exam seasons. Full training is provided.

The role
• Set up exam rooms and check candidate seating plans
• Supervise candidates during exams in line with JCQ regulations
• Collect and account for scripts at the end of each exam
• Support candidates with access arrangements when needed

This post is subject to an enhanced DBS check. The Trust is committed to safeguarding and promoting the welfare of children.`,
  },
  {
    id: 'lecturer-university-bulletin-enugu',
    half: 'tune',
    title: 'Lecturer II, Mechanical Engineering',
    company: 'Eastgate University',
    text: `EASTGATE UNIVERSITY
Enugu, Enugu State
Office of the Registrar

ADVERTISEMENT FOR VACANT ACADEMIC POSITIONS

Eastgate University, a private university in Enugu licensed by the National Universities Commission, invites applications from suitably qualified candidates for the following position in the Faculty of Engineering:

Lecturer II – Mechanical Engineering

Department: Mechanical and Mechatronics Engineering
Salary: CONUSS 3 (Eastgate scale)

Duties
• Teach undergraduate courses in thermodynamics, fluid mechanics and machine design
• Supervise final-year projects and laboratory sessions
• Carry out research and publish in reputable journals
• Take part in departmental and faculty administration

Qualifications
• A Master's degree in Mechanical Engineering with at least three years of teaching or industry experience, or a PhD
• Registration with COREN or evidence of progress towards it
• Evidence of publications in peer-reviewed journals is an advantage

Method of Application: Candidates should submit 10 copies of their application and CV to the Registrar, Eastgate University, Enugu, not later than six weeks from the date of this publication.`,
  },
  {
    id: 'principal-school-district-bulletin-texas',
    half: 'unseen',
    title: 'Assistant Principal',
    company: 'Cedar Fork Independent School District',
    text: `Cedar Fork Independent School District
Employment Opportunities

Assistant Principal - Lone Oak Elementary
JobID: 4412
Position Type: Administration/Assistant Principal
Date Posted: 11/18/2026
Location: Lone Oak Elementary
Date Available: 01/04/2027
Closing Date: Until Filled

Apply   Print

Cedar Fork Independent School District serves more than 14,000 students in 21 campuses in the Hill Country. Lone Oak Elementary is a Pre-K through 5th grade campus of 720 students with a dual-language program.

Primary Purpose:
Assist the principal in the overall administration of the campus instructional program, student discipline and campus operations.

Qualifications:
- Master's degree from an accredited university
- Texas Principal or Principal as Instructional Leader certificate
- Three years of successful teaching experience; bilingual certification preferred

Major Responsibilities:
- Lead PLCs and support teachers in data-driven instruction
- Coordinate student discipline and attendance procedures
- Help supervise special programs including ESL and 504
- Work Days: 207; Pay Grade: Admin 4`,
  },
  {
    id: 'registrar-university-bulletin-neiva-second-language',
    half: 'tune',
    title: 'Head of Academic Registry',
    company: 'Universidad del Alto Magdalena',
    text: `Universidad del Alto Magdalena
Convocatorias laborales / Job calls

Call No. 027 of 2026
Position: Head of Academic Registry
Dependency: Vice-Rectory of Academic Affairs
Headquarter: Neiva, Huila
Type of contract: Indefinite term, full time
Salary: COP 7.200.000 monthly
Closing of the call: 11 December 2026, 5:00 p.m.

The Universidad del Alto Magdalena is a private university with 9.500 students in 32 undergraduate and 14 postgraduate programs, accredited in high quality by the Ministry of National Education. We invite to participate in the call for the position of Head of Academic Registry.

Functions:
• Direct the processes of enrolment, grades, transfers and graduations
• Guarantee the integrity and security of the academic records
• Report the information to SNIES and the quality systems of the Ministry
• Lead a team of 8 persons

Profile:
• Professional degree with postgraduate in administration or education
• Minimum 4 years of experience in academic registry or admissions in higher education
• English B1 for the international agreements`,
  },
  {
    id: 'wigmaker-careers-page-about-first-london',
    half: 'unseen',
    title: 'Wig Maker',
    company: 'Hartwell Wigs Ltd',
    text: `Hartwell Wigs
About   Our work   Theatre & Film   Careers   Contact

About us
For over 60 years Hartwell Wigs has made hand-knotted wigs, facial hair and hairpieces for the West End, opera houses, film and television. Our studio in Bermondsey is home to 22 makers, dressers and stylists, and our work has been seen on stages from Drury Lane to Sydney.

Hartwell Wigs Ltd is an equal opportunities employer. We welcome applications from people of all backgrounds.

Careers

Wig Maker
Full-time · Bermondsey, London · £27,000 – £31,000 depending on experience

We're looking for a skilled Wig Maker to join our production studio ahead of a busy spring season.

• Hand-knot human hair and synthetic wigs on lace foundations
• Take head measurements and block foundations to fit
• Make facial hair, hairlines and repairs to existing pieces
• Work closely with wig supervisors to meet production deadlines

You'll have a qualification in wig making or hair and make-up for theatre, plus at least two years of professional knotting experience.

To apply, send your CV and portfolio to careers@hartwellwigs.example`,
  },
  {
    id: 'lighting-technician-careers-page-about-first-singapore-capitals',
    half: 'tune',
    title: 'Lighting Technician',
    company: 'Lumenstage Productions Pte. Ltd.',
    text: `LUMENSTAGE
Home  |  Services  |  Projects  |  About  |  Careers

WHO WE ARE
Lumenstage Productions Pte. Ltd. is a Singapore-based technical production company providing lighting, rigging and LED video for concerts, corporate events, festivals and theatre across Southeast Asia. Since 2011 we have delivered more than 3,000 shows, from the Esplanade to arenas in Kuala Lumpur and Bangkok.

JOIN OUR CREW

LIGHTING TECHNICIAN
Full-time | Tai Seng warehouse & event sites | Shift work incl. nights and weekends

As a Lighting Technician, you will prepare, install, operate and maintain lighting systems for our events.

Responsibilities
- Prep, test and load out lighting fixtures, cables and dimmers in our warehouse
- Rig and focus fixtures on truss and ground support
- Operate lighting consoles (grandMA3, Avolites) for smaller shows
- Carry out PAT testing and basic repairs

Requirements
- Nitec/Diploma in Technical Theatre, Electrical or related field, or 2 years of experience
- Working at Height certification is an advantage
- Able to lift heavy equipment and work irregular hours

Email your resume to crew@lumenstage.example`,
  },
  {
    id: 'neurologist-careers-page-arequipa-second-language',
    half: 'unseen',
    title: 'Neurologist',
    company: 'Consultorio Neurológico Quispe E.I.R.L.',
    text: `Consultorio Neurológico Quispe
Inicio   Especialidades   Staff médico   Trabaja con nosotros   Contacto

Work with us

Médico Neurólogo / Neurologist
Arequipa, Peru · Full time · On-site

Consultorio Neurológico Quispe E.I.R.L. is a specialised neurology centre in Cayma, Arequipa, with consultation, EEG, electromyography and sleep studies. We attend patients from Arequipa, Puno, Moquegua and Cusco, and we work with the main insurers (EPS) of the country.

Because of the increase of patients, we are searching for a Neurologist to join our medical team.

Functions:
• Outpatient consultation of adult patients with epilepsy, headache, stroke sequelae and movement disorders
• Interpretation of EEG and EMG studies
• Interconsultations for the partner clinics
• Participation in the monthly clinical sessions

Requirements:
• Medical Doctor with specialty in Neurology, with RNE registered in the CMP
• Minimum 2 years of experience after residency
• Knowledge of neurophysiology is a plus
• Availability to live in Arequipa

Send your CV to seleccion@neuroquispe.example`,
  },
  {
    id: 'choreographer-careers-page-about-first-riga-second-language',
    half: 'tune',
    title: 'Choreographer',
    company: 'SIA Baltā Skatuve',
    text: `Baltā Skatuve
About   Productions   Tickets   Careers

About the company
SIA Baltā Skatuve is an independent production company in Riga that creates musicals, dance shows and family performances for theatres and festivals in Latvia, Lithuania and Estonia. Every season we produce 3-4 new titles and play more than 150 performances on tour.

Career

Choreographer
Riga · Project contract with possibility of long-term cooperation · From February 2027

For our new musical production for families (premiere in May 2027) and the following productions of the season we are looking for a choreographer with experience in musical theatre.

Tasks:
• Creation of the choreography together with the director and the musical director
• Leading the dance rehearsals with a cast of 14 performers and children's ensemble
• Preparation of the dance captain for the tour
• Participation in the auditions

We expect:
• Higher education in choreography or dance, or equivalent professional experience
• Experience in musical theatre or commercial dance productions
• Latvian or English; Russian is a plus

Please send CV and links to your works to darbs@baltaskatuve.example`,
  },
  {
    id: 'crm-manager-careers-page-helsinki-brand-of-group-second-language',
    half: 'unseen',
    title: 'CRM Manager',
    company: 'Lumo Coffee Oy',
    text: `Lumo Coffee
Shop   Our coffee   Cafés   Careers

Careers at Lumo Coffee

CRM Manager
Helsinki (Kalasatama) · Marketing · Full-time · Hybrid

Lumo Coffee is a Helsinki coffee roastery with 12 own cafés and a subscription webshop delivering fresh roasted coffee to 40,000 homes in the Nordics. Lumo Coffee is part of Nordwell Brands Group, but we hire, roast and make our own decisions under our own name.

We are now looking a CRM Manager who will own our customer communication from the first order to the hundredth.

Your responsibilities
• Planning and executing email, SMS and app campaigns for our subscription and café customers
• Building customer segments and automated journeys in Klaviyo
• Developing our loyalty programme together with the café team
• Reporting of retention, churn and customer lifetime value

We hope you have
• 3+ years of experience in CRM or lifecycle marketing, preferably in e-commerce or D2C
• Strong analytical skills (SQL or GA4 is a plus)
• Fluent Finnish and English

Employer: Lumo Coffee Oy. Apply by 14 December via the form below.`,
  },
]
