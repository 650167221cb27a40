// A fifth set of 80 pasted ad tops for the title and company reader (bench/title-company-headers.ts): what a job
// site shows above the description, then the first paragraph or two and a few bullets, as a job seeker pastes it.
// Written by an independent helper who read none of the engine, the benches or the other sets' postings; every
// employer and person is invented, and no occupation repeats one of the earlier sets. Each entry was labelled from
// the ad alone, before any run. Halves alternate in file order: odd entries tune, even entries unseen.
//
// Shapes (80): applicant-tracking pages 24 (Workday 3, Lever 3, Teamtailor 3, Taleo 2, Greenhouse 2,
// SmartRecruiters 2, Personio 2, BambooHR 2, iCIMS, SuccessFactors, Ashby, Recruitee, JazzHR); job boards with their
// chrome 25 (LinkedIn 5, Indeed 3, Glassdoor 3, Seek 2, Reed 2, StepStone 2, Naukri 2, JobStreet 2, Bayt 2,
// ZipRecruiter, Trade Me: ratings, "Easy Apply", "Promoted", applicant counts, "Posted X ago", category lines); chats
// and social posts 9 (Facebook page 2 and group 1, WhatsApp chat and forward, Telegram channel, Instagram, Discord,
// a LinkedIn post); emails 4 (2 forwarded, 2 direct, with subject lines); classifieds 5 (Kijiji, Gumtree, Craigslist,
// 2 newspaper); government bulletins 4 (a borough council in capitals, a county with class and working titles and a
// health service, both with colons, a city without); school bulletins 3 (a district with colons, a district without,
// a university college in capitals); employers' careers pages 4 (2 with the about-us block first); an agency's own
// site 1; a parish notice 1.
// Across those: agencies 4 (client named 2, unnamed 2), franchises 2, "X, a division of Y" 2, trading names (t/a) 3,
// a brand of a parent group 1, about-us block first 3, titles only in a sentence 5, a specialty after a dash 10 (and
// after a comma 4), board chrome after a dash 14, titles in capitals 6, gender markers 4, a class title with a working
// title 1; legal forms GmbH, AG, S.A., S.A. de C.V., S.r.l., B.V., Sp. z o.o., A/S, AS, AB, Oy, K.K., Pte. Ltd.,
// Sdn. Bhd., PT, LLP, S.A.S., Ltda., Lda., Pvt. Ltd., W.L.L., Ltd. Şti., (Pty) Ltd, Pty Ltd, Ltd, Limited, LLC, Inc.;
// 32 in a second-language English (their ids end in -second-language).
// Countries and territories (37): US 14, UK 12, Australia 6, Canada 5, India 4, Malaysia 3, New Zealand 3, Germany 2,
// Ireland 2, Norway 2, and one each from Austria, Bangladesh, Chile, Denmark, Finland, France, Hong Kong, Indonesia,
// Italy, Japan, Kenya, Luxembourg, Mexico, the Netherlands, Oman, the Philippines, Poland, Portugal, Qatar,
// Saudi Arabia, Singapore, South Africa, Spain, Sweden, Switzerland, Turkey and the UAE.
//
// Labels follow the title and company rules of the labelling rules (a recruiter's; decided before any run):
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
// Readings added by the third header set: a bulletin that prints both a class title and a working title is labelled
// with the working title; a title that appears only in lower case inside a sentence is labelled in title case (as a
// title printed in capitals is). A title a PDF breaks over two lines is labelled whole.
// Readings added after those, where the rules were silent: a gender marker hung on a title ("(m/w/d)") is dropped
// like the other brackets; an ad that hires as "X Ltd t/a Y" is labelled with the trading name Y, the name it hires
// under; an ad from "X, a division of Y" is labelled X, the business that hires, not its parent; a job-fair list is
// labelled with the employer of the entry pasted, not the fair's organiser; a military-civilian ad is labelled with
// the agency, fund or contractor that employs, not the base it serves.
// Where those are silent this set read: a brand that says it is part of a parent group and hires under its own name
// is labelled with the brand, as a division is; a company named once bare in the page header and once with its
// legal suffix in the text is labelled with the suffix.
//
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const fifthHeaderPostings: HeaderPosting[] = [
  {
    id: 'piling-rig-operator-workday-uk',
    half: 'tune',
    title: 'Piling Rig Operator',
    company: 'Hallam Groundworks Ltd',
    text: `Piling Rig Operator
Apply
locations
Doncaster, South Yorkshire
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0048213

Hallam Groundworks Ltd is one of the leading foundation contractors in the north of England, delivering CFA, driven and rotary bored piles for rail, highways and commercial clients from our yard in Doncaster.

We are looking for an experienced Piling Rig Operator to join our CFA team on a pipeline of projects across Yorkshire and the East Midlands. Travel and lodge allowance paid when working away.

What you will do
• Operate CFA and rotary bored rigs safely and to the pile schedule
• Carry out daily pre-use checks and keep the rig log up to date
• Work with the piling supervisor and banksman on positioning and platform checks
• Report defects and near misses straight away

What you will need
• CPCS or NPORS A36 piling rig card
• CSCS card and a current medical
• At least two years on CFA rigs (Bauer, Soilmec or Casagrande)`,
  },
  {
    id: 'consultant-radiologist-lever-bengaluru-second-language',
    half: 'unseen',
    title: 'Consultant Radiologist, Teleradiology',
    company: 'TeleScan Diagnostics Pvt. Ltd.',
    text: `TeleScan Diagnostics Pvt. Ltd.
Consultant Radiologist – Teleradiology
Bengaluru, Karnataka / Remote
Radiology – Reporting /
Full-time /
Remote
Apply for this job

TeleScan Diagnostics is teleradiology company serving more than 140 hospitals and imaging centres in India, Middle East and Australia. Our radiologists are reporting from home with dual 5MP diagnostic monitors and PACS which is provided by us.

We are looking for Consultant Radiologist who can join our night reporting pool (IST 9 pm to 7 am) on rotation basis.

Responsibilities:
- Reporting of CT, MRI and X-ray studies in time as per agreed TAT
- Discuss the critical findings with referring clinician by phone
- Participate in peer review and the monthly discrepancy meetings

Requirements:
- MD / DNB Radiodiagnosis with valid NMC registration
- Minimum 3 years post-MD experience, neuro and MSK MRI is preferred
- Comfortable for working in night shifts`,
  },
  {
    id: 'taxidermist-kijiji-dash-chrome-canada',
    half: 'tune',
    title: 'Taxidermist',
    company: 'Northern Lights Taxidermy',
    text: `Taxidermist - Full Time - Prince Albert | Jobs | Prince Albert | Kijiji
$24.00 - $32.00
Prince Albert, SK S6V 1A1
Posted 5 days ago
Job Type: Full-time
Company: Northern Lights Taxidermy

Description
Busy wildlife studio looking for an experienced taxidermist to join our shop for the fall and winter rush. We mount whitetail, mule deer, moose, bear and waterfowl for hunters all over Saskatchewan and Manitoba.

You will be:
- Skinning, fleshing and salting capes
- Mounting shoulder mounts and birds to our standard
- Finishing eyes, noses and ears

We need someone with at least 3 years of shoulder mount experience and a portfolio (photos are fine). Competition ribbons are a bonus but not required.

Pay depends on experience, piece rate available for the right person. Call or text Darcy at 306-555-0184.`,
  },
  {
    id: 'bell-attendant-indeed-rating-us',
    half: 'unseen',
    title: 'Bell Attendant',
    company: 'The Marlowe Hotel',
    text: `Bell Attendant
The Marlowe Hotel
3.8 out of 5 stars
Savannah, GA 31401
$14 - $16 an hour, plus tips - Full-time, Part-time
Easily apply
Responds within 3 days

Job details
Pay
$14 - $16 an hour
Job type
Full-time
Part-time
Shift and schedule
Morning shift
Evening shift

Full job description
The Marlowe Hotel is a 160-room boutique hotel on Reynolds Square, steps from the river. Our front-of-house team are the first and last faces our guests see, and we are looking for a warm, quick Bell Attendant to join them.

What you will do:
- Greet arriving guests, unload vehicles and deliver luggage to rooms
- Store and retrieve luggage and keep the bell closet tidy
- Run packages, flowers and amenities to guest rooms
- Share local tips and call cars for departing guests

What you need:
- Able to lift 50 lbs and stand for a full shift
- Friendly, clear English; Spanish is a plus`,
  },
  {
    id: 'ophthalmic-technician-taleo-riyadh-second-language',
    half: 'tune',
    title: 'Ophthalmic Technician',
    company: 'Al Basira Eye Specialist Hospital Company',
    text: `Job Description - Ophthalmic Technician (OPH-26-0117)
Job Description
Ophthalmic Technician - (OPH-26-0117)

Description

Al Basira Eye Specialist Hospital Company is one from leading eye care providers in the Kingdom with three hospitals in Riyadh, Jeddah and Dammam. We are seeking qualified Ophthalmic Technician to be part in our outpatient clinics team at Riyadh hospital.

Job Summary:
The Ophthalmic Technician will perform the diagnostic tests ordered by ophthalmologist and to prepare the patients for the examination.

Main Duties:
• Perform visual acuity, refraction, tonometry and visual field tests
• Operate OCT, fundus camera and biometry devices
• Instill the eye drops and record history in the HIS system
• Maintain the equipments and report any fault to biomedical

Qualifications
• Diploma or Bachelor in Ophthalmic Technology or Optometry
• Minimum 2 years experience in eye hospital
• SCFHS classification is mandatory or eligible
• Arabic and English language

Primary Location: Saudi Arabia-Riyadh
Job: Allied Health
Schedule: Full-time`,
  },
  {
    id: 'shift-chemist-personio-gender-germany-second-language',
    half: 'unseen',
    title: 'Shift Chemist',
    company: 'Rheinauer Spezialchemie GmbH',
    text: `Rheinauer Spezialchemie GmbH
Shift Chemist (m/w/d)
Permanent employee, Full-time · Ludwigshafen am Rhein

Your mission
Rheinauer Spezialchemie is family owned producer of additives for coatings and lubricants with 240 employees in Ludwigshafen. For our multipurpose plant we are looking from 01.02.2027 a Shift Chemist (m/w/d) in 4-shift system.

Your tasks
• You are responsible for the production of your shift and lead a team of 8 Chemikanten
• Release of batches together with quality control and you solve deviations
• You take care that all safety rules and the Störfall-Verordnung are followed
• Documentation in SAP and in the electronic batch record

Your profile
• Master degree or PhD in chemistry or chemical engineering
• First experience in production of a chemical plant
• Good German (min. B2) and good English
• You are ready to work in shifts

Why us?
Shift allowance, 30 days holiday, company pension and a JobRad.`,
  },
  {
    id: 'ergonomics-specialist-successfactors-finland-second-language',
    half: 'tune',
    title: 'Ergonomics Specialist',
    company: 'Valkeamäki Forest Machines Oy',
    text: `Ergonomics Specialist
Date: 14 Nov 2026
Location: Tampere, FI
Company: Valkeamäki Forest Machines Oy

Apply now »

Valkeamäki Forest Machines Oy is Finnish manufacturer of forwarders, harvesters and harvester heads, with over 1 400 machines delivered yearly to 30 countries. In Tampere R&D centre we develop the cabins of our next machine generation.

Now we are looking for Ergonomics Specialist to our Cabin & Operator Environment team. In this role you make sure that the operators can work 10 hour shift comfortable and safe.

Your responsibilities
• Lead ergonomic assessments of cabin, seat, controls and visibility
• Plan and run usability tests with operators in the field
• Work with the designers in 3D (Creo) and with human models (RAMSIS or Jack)
• Follow standards like ISO 11112 and EN ISO 3411

What we expect
• Master's degree in ergonomics, industrial design or mechanical engineering
• 3+ years experience on vehicle or machine ergonomics
• Fluent English, Finnish or Swedish is advantage

Req ID: 8154`,
  },
  {
    id: 'work-rider-facebook-sentence-ireland',
    half: 'unseen',
    title: 'Work Rider',
    company: 'Ballyhane Stables',
    text: `Ballyhane Stables
2d · 🌍

We're hiring! 🐎 We're looking for an experienced work rider to join the team at our yard outside Kildare town. We train 45 flat and national hunt horses and ride out four lots every morning on our own gallops and at the Curragh.

You'll need to be able to ride out racehorses confidently at all paces, be under 10st 7lb, and be happy to muck out, groom and help with the afternoon stables. Full-time, Monday to Saturday with one Sunday in three. Own transport is a must as we're off the bus route.

Accommodation can be arranged for the right person. Good rate of pay plus pool money.

Send a message to the page or ring Aoife on 087 555 0142 👇

#racingjobs #kildare #curragh

👍 48   💬 12 comments   ↗ 31 shares`,
  },
  {
    id: 'hydraulic-service-technician-seek-agency-client-australia',
    half: 'tune',
    title: 'Hydraulic Service Technician',
    company: 'Coalface Hydraulics Pty Ltd',
    text: `Hydraulic Service Technician
Ironbark Recruitment
View all jobs
Mackay, Mackay & Bowen Region
Mechanics & Motor Vehicle Technicians (Trades & Services)
Full time
$45 – $52 per hour + overtime + tools
Posted 2d ago
Quick apply
Save

Ironbark Recruitment is partnering with Coalface Hydraulics Pty Ltd, a Mackay-based specialist repairing and servicing hydraulic systems on underground and open-cut mining equipment. Due to a new long-term service contract, they are looking for a Hydraulic Service Technician to join their workshop and field team.

About the role
- Fault-find, service and repair hydraulic pumps, motors, valves and cylinders
- Field service on site at Bowen Basin mines (DIDO, company ute supplied)
- Test bench work and written service reports

About you
- Trade certificate (Diesel Fitter, Heavy Plant or Fluid Power)
- Minimum 3 years hydraulic experience, ideally mining
- Current Standard 11 and a clean C class licence`,
  },
  {
    id: 'satellite-operations-engineer-ashby-luxembourg',
    half: 'unseen',
    title: 'Satellite Operations Engineer',
    company: 'Orbitalis S.A.',
    text: `Orbitalis
Jobs / Mission Operations
Satellite Operations Engineer
Location
Betzdorf, Luxembourg
Employment Type
Full time
Location Type
On-site
Department
Mission Operations
Compensation
€68K – €85K • Offers Equity

Overview    Application

Orbitalis S.A. builds and operates a constellation of small radar satellites that image the Earth through cloud, day and night. We have 14 satellites in orbit and launch six more next year.

As a Satellite Operations Engineer you will fly them: plan and run passes from our control centre in Betzdorf, keep each spacecraft healthy and help turn customer tasking into images.

What you'll do
- Plan, execute and monitor satellite passes, including a share of on-call
- Investigate anomalies with the platform and payload teams
- Write and improve flight procedures and automation scripts (Python)

What we're looking for
- Degree in aerospace, electrical or a related engineering field
- 2+ years operating spacecraft or ground stations`,
  },
  {
    id: 'mushroom-grower-teamtailor-netherlands-second-language',
    half: 'tune',
    title: 'Mushroom Grower',
    company: 'Champignonkwekerij Van den Heuvel B.V.',
    text: `Champignonkwekerij Van den Heuvel B.V.
Jobs  Locations  Departments  Who we are  Connect
Teelt · Horst

Mushroom Grower

We are family company since 1978 and we grow every week about 90 tonnes of white and chestnut mushrooms in 24 growing cells in Horst (Limburg). For our cultivation team we search a Mushroom Grower who is responsible for the growing climate and the quality of the harvest.

What you will do
• You control the climate in the cells (temperature, CO2, humidity) with the climate computer
• You plan the casing, flushing and emptying of the cells
• You check daily the crop for diseases and do the hygiene protocol
• You give instructions to the harvest team leaders (Polish and Dutch)

What we ask
• MBO 3/4 in horticulture or agriculture, or experience in mushroom growing
• Knowledge of climate computers
• You speak Dutch or English, Polish is a nice extra
• Weekends on rotation

Department: Teelt
Locations: Horst
Remote status: Fully on-site`,
  },
  {
    id: 'desalination-plant-operator-bayt-oman-second-language',
    half: 'unseen',
    title: 'Desalination Plant Operator',
    company: 'Al Wusta Water Services LLC',
    text: `Desalination Plant Operator
Al Wusta Water Services LLC
Duqm, Oman · Posted 6 days ago
Apply Now    Save Job

Job Description
Al Wusta Water Services LLC is operation and maintenance company for the 50,000 m3/day seawater reverse osmosis plant in Duqm Special Economic Zone. We are hiring Desalination Plant Operator for rotating shift (12 hours).

Responsibilities:
- Operate the SWRO trains, pre-treatment (DAF, UF) and chemical dosing from SCADA
- Take the hourly readings and do the water quality tests (SDI, pH, conductivity, chlorine)
- Do CIP of membranes and the routine checks of high pressure pumps and ERDs
- Follow the permit to work and the Lock Out Tag Out system

Requirements:
- Diploma in Mechanical, Chemical or Electrical
- Minimum 3 years on desalination or water treatment plant
- Omani nationals are preferred

Job Details
Job Location: Duqm, Oman
Company Industry: Utilities
Job Role: Engineering
Employment Type: Full Time Employee
Number of Vacancies: 4`,
  },
  {
    id: 'crematorium-technician-council-capitals-uk',
    half: 'tune',
    title: 'Crematorium Technician',
    company: 'Wrexley Borough Council',
    text: `CREMATORIUM TECHNICIAN
Bereavement Services, Hollins Lane Crematorium
Grade 5: £25,584 - £27,711 per annum
37 hours per week (rota includes Saturday mornings)
Permanent
Ref: BS1142
Closing date: 7 December 2026

Wrexley Borough Council

Our Bereavement Services team looks after three cemeteries and Hollins Lane Crematorium, and carries out around 1,900 cremations a year with care and dignity. We are looking for a Crematorium Technician to join the team.

You will operate the cremators and the abatement plant, carry out each cremation in line with the Code of Cremation Practice, process and care for cremated remains, and help set up the chapel for services. You will also help with grounds upkeep and cover the office when needed.

You will need
• A good standard of numeracy and literacy
• A caring and respectful approach to bereaved families
• Willingness to complete the crematorium technician training scheme (full training given)
• A full UK driving licence`,
  },
  {
    id: 'elementary-principal-school-district-no-colons-us',
    half: 'unseen',
    title: 'Elementary Principal',
    company: 'Millbrook Valley Unified School District',
    text: `Millbrook Valley Unified School District
Elementary Principal
JobID 4417
Position Type
Administration/Principal
Date Posted
11/12/2026
Location
Hawthorne Elementary School
Date Available
07/01/2027
Closing Date
12/18/2026

Millbrook Valley Unified School District serves 14,000 students in nineteen schools across the north valley. Hawthorne Elementary is a TK-5 school of 520 students with a dual-language Spanish immersion strand.

The Elementary Principal is the instructional leader of the school and is responsible for the achievement and well-being of every student.

Responsibilities
- Lead teachers and staff in a culture of high expectations and collaboration
- Supervise and evaluate certificated and classified staff
- Use assessment data to plan instruction and intervention (MTSS)
- Build strong partnerships with families and the community

Qualifications
- Valid California Administrative Services Credential
- Five years of successful teaching experience; administrative experience preferred
- Bilingual Spanish preferred

Administrator Salary Schedule Range 6 ($148,620 - $176,310), 220 days`,
  },
  {
    id: 'locomotive-electrician-smartrecruiters-poland-second-language',
    half: 'tune',
    title: 'Locomotive Electrician',
    company: 'Nadwarciańska Kolej Towarowa Sp. z o.o.',
    text: `Nadwarciańska Kolej Towarowa Sp. z o.o.
Locomotive Electrician
Poznań, Greater Poland Voivodeship, Poland
Full-time

Company Description
Nadwarciańska Kolej Towarowa Sp. z o.o. is private rail freight operator with 60 locomotives, running intermodal and aggregate trains between Polish ports, Germany and Czech Republic. In our maintenance depot in Poznań-Franowo we are servicing electric and diesel locomotives.

Job Description
We are looking for Locomotive Electrician who will take care about electrical systems of our fleet.
• Diagnosis and repair of traction, auxiliary and control circuits
• Periodic inspections P1–P3 according to the maintenance documentation
• Work with diagnostic software of the manufacturers
• Filling the maintenance reports in the system

Qualifications
• Technical education in electrical field
• SEP certificate E up to 1 kV (above 1 kV will be advantage)
• Experience with rail vehicles or heavy machinery
• Basic English to read technical documentation

Additional Information
Employment contract, shift allowance, private medical care, free train tickets.`,
  },
  {
    id: 'gelato-maker-whatsapp-italy-second-language',
    half: 'unseen',
    title: 'Gelato Maker',
    company: 'Gelateria Sole S.r.l.',
    text: `[09:14, 21/11/2026] Marco (Gelateria Sole): Buongiorno a tutti! 🍦
[09:14, 21/11/2026] Marco (Gelateria Sole): We search a gelato maker for next season (March to October) in our laboratory in via Santo Stefano, Bologna. Also foreign people are welcome, we speak English in the lab
[09:15, 21/11/2026] Marco (Gelateria Sole): You will prepare every day the bases and 24 flavours, with fresh milk and fruit from the market, clean the batch freezers and pasteurizer and help in the shop when is busy. Experience of minimum 1 season in artisan gelato is necessary, HACCP certificate also
[09:16, 21/11/2026] Marco (Gelateria Sole): Contract is seasonal with Gelateria Sole S.r.l., 40 hours, CCNL Turismo, we can help for the room
[09:16, 21/11/2026] Marco (Gelateria Sole): Send CV and photo of your gelato here or lavoro@gelateriasole.it 🙏
[09:31, 21/11/2026] Giulia B.: Shared in the group of the pastry school 👍`,
  },
  {
    id: 'mill-engineer-jobstreet-sabah-second-language',
    half: 'tune',
    title: 'Mill Engineer',
    company: 'Sawit Hijau Plantations Sdn. Bhd.',
    text: `Mill Engineer
Sawit Hijau Plantations Sdn. Bhd.
View all jobs
Lahad Datu, Sabah
Engineering - Mechanical/Manufacturing (Engineering)
Full time
RM 6,500 – RM 8,000 per month
Posted 4d ago
Quick apply

Sawit Hijau Plantations Sdn. Bhd. is plantation group with 38,000 hectares of oil palm and 3 palm oil mills in east coast of Sabah. We are looking for Mill Engineer for our 60 MT/hr mill in Lahad Datu.

Job Responsibilities:
• Responsible for all the maintenance of mill machinery, boiler, turbine and effluent plant
• Plan preventive maintenance and control the spare parts and the cost
• Make sure mill is running at target OER and throughput
• Comply to DOSH, DOE and MSPO requirement

Job Requirements:
• Degree in Mechanical or Electrical Engineering
• Minimum 3 years in palm oil mill
• Steam Engineer certificate (Grade 1 or 2) is advantage
• Willing to stay in estate, housing is provided`,
  },
  {
    id: 'smelter-process-engineer-linkedin-indonesia-second-language',
    half: 'unseen',
    title: 'Process Engineer, Smelter',
    company: 'PT Nusantara Nikel Sejahtera',
    text: `PT Nusantara Nikel Sejahtera
Process Engineer - Smelter
Morowali, Central Sulawesi, Indonesia · 3 weeks ago · Over 100 applicants
Promoted by hirer · Actively reviewing applicants
On-site  Full-time  Mid-Senior level
1,001-5,000 employees · Mining
Easy Apply    Save

About the job
PT Nusantara Nikel Sejahtera is operating RKEF smelter with 8 lines producing nickel pig iron in Morowali industrial park. We are looking for Process Engineer for the smelter area who can improve the performance of rotary kiln and electric furnace.

Responsibilities:
• Monitor the process parameter of rotary kiln and EF and make the analysis daily
• Find the root cause of abnormal condition and propose improvement
• Make the SOP and train the operator
• Coordinate with the Chinese technical team (Mandarin is plus)

Qualifications:
• Bachelor in Metallurgy, Chemical or Mining Engineering
• Min. 3 years in nickel smelter (RKEF) or steel plant
• Ready to be placed in site with roster 10/2`,
  },
  {
    id: 'fabric-inspector-newspaper-classified-bangladesh-second-language',
    half: 'tune',
    title: 'Fabric Inspector',
    company: 'Shapla Knit Composite Ltd.',
    text: `SITUATION VACANT

Shapla Knit Composite Ltd.
(A 100% Export Oriented Knit Composite Industry)
Factory: Konabari, Gazipur

Post: FABRIC INSPECTOR
No. of Post: 10 (Ten)
Educational Qualification: Minimum SSC pass.
Experience: 2-3 years as fabric inspector in a reputed knit composite factory. Must have knowledge on 4-point inspection system, GSM checking, shade variation and fabric faults (hole, slub, lycra out, needle line).
Salary: Negotiable. Attendance bonus, overtime, festival bonus and lunch facility as per company rules.

Interested candidates are requested to appear for interview with CV, 2 copies passport size photograph, NID photocopy and experience certificate at the factory on 05 December 2026, 9:00 am to 1:00 pm.

Address: Plot 12, Konabari BSCIC, Gazipur.
Mobile: 01711-555032`,
  },
  {
    id: 'payments-engineer-greenhouse-comma-title-uk',
    half: 'unseen',
    title: 'Staff Software Engineer, Payments',
    company: 'Tillwise',
    text: `Staff Software Engineer, Payments
at Tillwise
London, England, United Kingdom (Hybrid)

Apply

Tillwise makes the till, card reader and back office for 40,000 independent cafés, bakeries and shops across the UK and Ireland. Every tap, dip and refund goes through systems our Payments team builds, so reliability is the job.

We are looking for a Staff Software Engineer to lead the technical direction of Payments: our card acquiring integrations, ledger and payouts.

What you'll do
- Set the technical direction for the Payments domain across three squads
- Design and build services in Kotlin on AWS that move money correctly, every time
- Lead incident reviews and raise the bar on observability and on-call
- Work with our acquiring partners on scheme compliance (PCI DSS)

What we're looking for
- Extensive experience building payment or ledger systems at scale
- Strong JVM background (Kotlin or Java), event-driven design and PostgreSQL
- A track record of leading design across teams

Salary: £120,000 – £145,000 + equity`,
  },
  {
    id: 'implementation-consultant-recruitee-dash-specialty-denmark',
    half: 'tune',
    title: 'Implementation Consultant, Warehouse Management',
    company: 'Nordvang Systems A/S',
    text: `Nordvang Systems A/S
Implementation Consultant – Warehouse Management
Aarhus, Denmark · Hybrid
Full-time · Mid-level · Bachelor's degree
Apply now

Nordvang Systems A/S builds warehouse management software used in 600 warehouses across the Nordics and Germany, from frozen food to spare parts. We are growing our Professional Services team and are looking for an Implementation Consultant who enjoys standing in a warehouse as much as in a workshop.

What you'll do
• Lead customer implementations from kick-off to go-live
• Map the customer's receiving, picking and shipping flows and configure our WMS to fit
• Set up integrations with ERP systems together with our developers
• Train super-users and support the first weeks after go-live

Who you are
• 2+ years implementing WMS, ERP or similar business software
• Understanding of warehouse processes and SQL
• Fluent English; a Scandinavian language or German is a plus
• Happy to travel to customer sites about 30% of the time`,
  },
  {
    id: 'product-manager-greenhouse-about-us-first-us',
    half: 'unseen',
    title: 'Senior Product Manager, Client Communications',
    company: 'Fieldnote',
    text: `About Fieldnote
Fieldnote is building the operating system for independent veterinary practices. More than 3,000 clinics use Fieldnote to book appointments, send reminders, take payments and keep pet parents in the loop. We're a team of 180, backed by Series C investors, and remote-first across the US.

Senior Product Manager, Client Communications
Remote - US
Apply

About the role
Pet parents hear from their clinic dozens of times a year: reminders, results, refill nudges, invoices. As Senior Product Manager for Client Communications, you'll own that experience end to end across SMS, email and our mobile app.

You will
- Own the roadmap for reminders, two-way messaging and the client app
- Talk to clinic staff every week and turn what you hear into clear problem statements
- Work with design, engineering and data to ship, measure and iterate

You have
- 5+ years of product management, ideally in B2B SaaS
- Experience with messaging products or messaging compliance (TCPA, 10DLC)
- Comfort with SQL and experimentation

The salary range for this role is $165,000 – $190,000.`,
  },
  {
    id: 'ux-researcher-lever-canada',
    half: 'tune',
    title: 'UX Researcher',
    company: 'Maplecrest Learning',
    text: `Maplecrest Learning
UX Researcher
Toronto, Ontario
Product – Design /
Full-time /
Hybrid
Apply for this job

Maplecrest Learning makes the reading and math apps used by 1.2 million students in Canadian and US elementary schools. Our research team makes sure what we build works for kids, teachers and parents.

We're looking for a UX Researcher to join our small research team and lead studies across our teacher dashboard and student apps.

What you'll do
• Plan and run mixed-methods research: classroom observation, interviews, usability tests and surveys
• Recruit participants ethically, including minors, with consent and school board approvals
• Share findings in ways that change decisions: workshops, clips, short reports
• Grow our research repository

What you bring
• 3+ years of UX research experience
• Experience researching with children or in education
• Strong synthesis and storytelling skills
• French is an asset

Salary range: CAD 95,000 – 115,000`,
  },
  {
    id: 'equine-dental-technician-trademe-dash-chrome-nz',
    half: 'unseen',
    title: 'Equine Dental Technician',
    company: 'Tooth & Hoof Equine Services Ltd',
    text: `Equine Dental Technician – Waikato
Tooth & Hoof Equine Services Ltd
Cambridge, Waikato
Listed: Mon, 16 Nov
Full time
$60,000 - $72,000 per year
Farming & agriculture > Other

Apply now    Watchlist

Tooth & Hoof Equine Services Ltd is a busy mobile practice looking after the teeth of racehorses, sport horses and ponies across the Waikato and Bay of Plenty. We work alongside local vets and visit studs, training centres and pony clubs.

We're looking for a qualified Equine Dental Technician to join our team of three.

About the role
- Routine and advanced dental examinations and treatment with motorised and hand tools
- Record findings and keep clear dental charts for each horse
- Work with vets on sedated cases
- Build relationships with owners, trainers and stud managers

About you
- A recognised equine dentistry qualification
- Calm, confident horse handling
- Full driver licence; work vehicle and equipment provided`,
  },
  {
    id: 'hotel-duty-manager-teamtailor-norway-second-language',
    half: 'tune',
    title: 'Duty Manager',
    company: 'Fjordhotell Balestrand AS',
    text: `Fjordhotell Balestrand AS
Jobs  Locations  About us
Resepsjon · Balestrand

Duty Manager

Fjordhotell Balestrand is historic family hotel from 1894 on the shore of the Sognefjord, with 96 rooms, restaurant and conference. Season is from April until October, and we are looking for Duty Manager for season 2027, with possibility for all year position.

As Duty Manager you are the host of the hotel in your shift and the responsible person for guests and colleagues.

Your tasks
• Leading the reception team and follow up the daily operation
• Handle the guest requests and complaints in good way
• Check-in and check-out, group arrivals and the night report in Opera PMS
• Cooperation with restaurant and housekeeping

We wish that you have
• Experience from hotel reception, minimum 2 years, and some leadership
• Very good English; Norwegian or other Scandinavian language is a plus, German also
• Service mind and calm in busy days

Staff accommodation is possible.

Department: Resepsjon
Locations: Balestrand`,
  },
  {
    id: 'reservations-agent-jobstreet-dash-chrome-philippines-second-language',
    half: 'unseen',
    title: 'Reservations Agent',
    company: 'Pacifica Skyways Inc.',
    text: `Reservations Agent - Work From Home
Pacifica Skyways Inc.
View all jobs
Pasay City, Metro Manila
Call Centre & Customer Service (Customer Service - Call Centre)
Full time
₱22,000 – ₱26,000 per month
Posted 1d ago
Quick apply

Pacifica Skyways Inc. is a Philippine airline flying to 28 domestic and 12 international destinations. We are hiring Reservations Agent to assist our passengers through phone, chat and email from the comfort of your home.

Job Description:
• Book, change and cancel flights and ancillary (baggage, seat) in the reservation system
• Explain fare rules and process refunds according to the policy
• Assist passengers for flight disruption and rebooking
• Achieve the KPI of AHT, CSAT and quality

Qualifications:
• At least 2nd year college
• Minimum 6 months call centre experience, airline or travel is big advantage
• Good English communication, Filipino
• Have own laptop and stable internet (at least 25 Mbps)
• Willing to work on shifting schedule, weekends and holidays`,
  },
  {
    id: 'indirect-tax-manager-naukri-llp-second-language',
    half: 'tune',
    title: 'Manager, Indirect Tax',
    company: 'Kapadia Mehta & Associates LLP',
    text: `Manager - Indirect Tax
Kapadia Mehta & Associates LLP
3.9 ★  112 Reviews
7 - 12 Yrs
Not Disclosed
Mumbai (Nariman Point)
Posted: 2 days ago   Openings: 2   Applicants: 100+
Apply    Save

Job highlights
• CA with 7+ years post qualification experience in GST
• Handle GST advisory, litigation and compliance for large corporate clients

Job description
Kapadia Mehta & Associates LLP is a chartered accountancy firm having offices in Mumbai, Pune and Ahmedabad. We are looking for Manager in Indirect Tax practice to handle a portfolio of clients in manufacturing and e-commerce sector.

Roles and Responsibilities:
• Giving opinion on GST issues, classification and valuation
• Drafting of replies to show cause notices and represent clients before authorities
• Review of GST returns, annual return and reconciliations
• Guiding and mentoring the team of 6 articles and assistants

Desired Candidate Profile:
• Qualified CA, LLB will be added advantage
• Good drafting skill and knowledge of customs and FTP

Role: Tax Manager
Industry Type: Accounting / Auditing
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'surf-instructor-instagram-sentence-portugal-second-language',
    half: 'unseen',
    title: 'Surf Instructor',
    company: 'Onda Viva Surf, Lda.',
    text: `ondaviva.surfcamp
Ericeira, Portugal

ondaviva.surfcamp WE ARE HIRING 🌊🏄‍♀️ We need one more surf instructor for the season 2027 (April – October)!
We are small surf camp in Ericeira with guests from all Europe and we look for someone who love to teach 🤙
What you do: morning and afternoon lessons for beginner and intermediate groups (max 8 people), choosing the spot with the forecast, help with the surf theory and the video analysis.
What we need: ISA or FPS level 1 certificate, valid first aid and lifeguard course, English and one more language (German, French or Portuguese) 🙌
Contract with Onda Viva Surf, Lda., accommodation in the camp + meals included.
Send DM or email to jobs@ondaviva.pt with your CV and surf video 📩
#surfjobs #ericeira #surfinstructor #portugal
View all 37 comments
2 DAYS AGO`,
  },
  {
    id: 'wedding-planner-facebook-group-capitals-mexico-second-language',
    half: 'tune',
    title: 'Wedding Planner',
    company: 'Luna Blanca Weddings & Events, S.A. de C.V.',
    text: `Empleos Cancún y Riviera Maya
Karla Méndez · 5h · 🌎
VACANTE / JOB OPENING 💍✨
WEDDING PLANNER (ENGLISH SPEAKER)
📍 Playa del Carmen

Luna Blanca Weddings & Events, S.A. de C.V. is looking for a Wedding Planner for destination weddings of couples from USA, Canada and UK in hotels of the Riviera Maya.

Responsabilities:
✅ Be the contact of the couple from the booking until the wedding day
✅ Coordinate with the hotel, florist, photographer, DJ and suppliers
✅ Make the timeline, budget and the floor plan
✅ Be in charge on the wedding day (weekends included)

Requirements:
✅ English 90% minimum (the interview is in English)
✅ 1 year experience in weddings or events in hotel
✅ Organized and with good attitude

We offer: base salary + commission per wedding, IMSS since first day 🙌
Send CV by inbox or WhatsApp 984 555 0193

👍❤️ 64 · 27 comments`,
  },
  {
    id: 'hair-transplant-technician-telegram-capitals-istanbul-second-language',
    half: 'unseen',
    title: 'Hair Transplant Technician',
    company: 'Safran Hair Clinic Sağlık Hizmetleri Ltd. Şti.',
    text: `Istanbul Jobs for Foreigners 🇹🇷
📢 HAIR TRANSPLANT TECHNICIAN – ŞİŞLİ

🏥 Clinic: Safran Hair Clinic Sağlık Hizmetleri Ltd. Şti.
📍 Location: Şişli, Istanbul
🕗 Working hours: 08:00 – 17:00, Monday – Saturday
💰 Salary: 45.000 TL net + bonus per operation

Safran Hair Clinic is making FUE and DHI hair transplant for patients coming from Europe and Middle East. We need experienced technician for our operation team.

Duties:
▪️ Graft extraction and implantation with implanter pen (DHI) or sapphire FUE
▪️ Separate and count grafts under microscope
▪️ Prepare the operation room and the patient

Requirements:
▪️ Minimum 1 year experience in hair transplant
▪️ English or Arabic for talking with patients
▪️ Work permit or residence permit for foreigners

📩 Send your CV: @safran_hr
👁 2.4K  edited 11:42`,
  },
  {
    id: 'formulation-chemist-careers-page-kk-second-language',
    half: 'tune',
    title: 'Formulation Chemist, Skin Care',
    company: 'Hanamori Cosmetics K.K.',
    text: `Hanamori Cosmetics K.K.
Careers > Mid-career Recruitment > Research & Development

Formulation Chemist, Skin Care
Employment type: Full-time (regular employee)
Location: Yokohama R&D Center (Tsuzuki-ku, Yokohama)

Hanamori Cosmetics K.K. develops and manufactures skin care and sun care products for our own brands and for OEM customers in Japan and Asia. Since we are expanding our export to Southeast Asia and Europe, we are recruiting the Formulation Chemist for skin care category.

Job contents
・Development of formulas for lotion, serum, cream and sunscreen from the concept to the mass production
・Stability test and compatibility test with packaging
・Scale-up with the factory in Shizuoka
・Check the regulation of ingredients for each export country (EU, ASEAN, China)

Qualification
・Master's degree in chemistry, pharmacy or related field
・3 years or more experience of cosmetics formulation
・Business level Japanese (JLPT N2 or above) and English

Salary: 5,500,000 – 8,000,000 yen/year (depends on experience and ability)`,
  },
  {
    id: 'robot-programmer-stepstone-gender-austria-second-language',
    half: 'unseen',
    title: 'Robot Programmer, Welding',
    company: 'Steirer Stahlbau GmbH',
    text: `Robot Programmer – Welding (m/w/d)
Steirer Stahlbau GmbH
Graz
Feste Anstellung
Vollzeit
vor 3 Tagen
Schnellbewerbung
Gehalt anzeigen

Who we are
Steirer Stahlbau GmbH is producing steel constructions for halls, bridges and industrial plants with 320 employees in Styria. For our new robotic welding line in Graz-Puntigam we are searching a Robot Programmer for welding (m/w/d).

Your tasks
• Offline and online programming of welding robots for steel beams and nodes
• Optimization of welding parameters and cycle times together with welding engineer
• Troubleshooting on the robot cells and instruction of the operators
• Documentation of programs and WPS

Your profile
• Completed technical education (HTL or apprenticeship as welder or mechatronics technician)
• Experience in robot programming, welding knowledge is must
• Good German and basic English

We offer
Minimum salary according to collective agreement for metal industry from EUR 3.650,– gross per month, overpayment depending on qualification.`,
  },
  {
    id: 'pilates-instructor-jazzhr-franchise-us',
    half: 'tune',
    title: 'Reformer Pilates Instructor',
    company: 'Desert Bloom Fitness LLC',
    text: `Core Tide Pilates - Scottsdale
Reformer Pilates Instructor
Scottsdale, AZ
Part Time
Fitness

Description
Core Tide Pilates Scottsdale is independently owned and operated by Desert Bloom Fitness LLC, a franchisee of Core Tide Franchising, LLC. Desert Bloom Fitness LLC is the employer for this position.

We're looking for energetic, certified Reformer Pilates Instructors to lead our signature 50-minute classes at our Scottsdale Quarter studio.

Responsibilities
- Teach group reformer classes following the Core Tide method, with modifications for all levels
- Welcome new clients and give short intro sessions
- Keep the studio clean and equipment set up between classes
- Help grow the community with great energy and follow-ups

Requirements
- Comprehensive or reformer Pilates certification (or completion of Core Tide teacher training)
- Current CPR/AED certification
- Available for at least 6 classes a week, including early mornings or weekends

Pay: $28 – $40 per class plus bonuses`,
  },
  {
    id: 'club-fitter-glassdoor-rating-us',
    half: 'unseen',
    title: 'Master Club Fitter',
    company: 'Fairway Forge Golf',
    text: `Fairway Forge Golf
4.1 ★
Master Club Fitter
Dallas, TX
$55K - $75K (Employer est.)
Easy Apply
Save

Job
Company
Salary
Benefits

Fairway Forge Golf is an independent club fitting and building studio with three locations in North Texas. Our fitters use launch monitor data and a 4,000-head and shaft matrix to build clubs that fit each golfer.

We're looking for a Master Club Fitter to lead fittings at our Dallas studio and mentor two junior fitters.

Responsibilities
- Conduct full-bag, driver, iron and putter fittings using launch monitors
- Build and repair clubs: shafting, gripping, loft and lie adjustments, swingweighting
- Recommend equipment across brands and explain the data to golfers clearly
- Hit monthly fitting and conversion targets

Qualifications
- 3+ years of club fitting experience; PGA or OEM fitting certifications a plus
- Hands-on club building skills
- Available weekends

Company rating
4.1 ★  Work/Life balance 3.9  Culture & Values 4.2`,
  },
  {
    id: 'boot-fitter-linkedin-gender-switzerland-second-language',
    half: 'tune',
    title: 'Boot Fitter',
    company: 'Alpenkante Sport AG',
    text: `Alpenkante Sport AG
Boot Fitter (w/m/d) – Winter Season 2026/27
Verbier, Valais, Switzerland · 1 week ago · 23 applicants
On-site  Seasonal  Entry level
51-200 employees · Retail
Apply    Save

About the job
Alpenkante Sport AG is operating 6 ski shops with rental and service in Verbier, Nendaz and Zermatt. For the winter season (December to April) we search an experienced Boot Fitter for our shop in Verbier center.

Your tasks:
- Analyse the foot of the customer with scanner and pressure plate
- Advise and sell ski boots from all major brands
- Make custom insoles, heat moulding and shell stretching / punching
- Handle the boot repairs and complaints

Your profile:
- Minimum 2 seasons as boot fitter, boot fitting course is advantage
- English and French, German is a plus
- EU/EFTA passport or valid Swiss permit
- Passion for skiing

We offer: season pass, staff accommodation, discounts in our shops.`,
  },
  {
    id: 'museum-educator-bamboohr-us',
    half: 'unseen',
    title: 'Museum Educator',
    company: "Harborlight Children's Museum",
    text: `Harborlight Children's Museum
Museum Educator
Education · Tacoma, Washington
Apply for This Job

Employment Type
Part-Time
Minimum Experience
Entry-level
Compensation
$21.50/hr

Harborlight Children's Museum is a nonprofit, hands-on museum on the waterfront welcoming 180,000 children and caregivers each year. Our Museum Educators bring exhibits to life through play, science demos, storytime and school field trips.

What you'll do
• Lead facilitated play and STEM programs for children ages 0–10 on the museum floor
• Teach field trip workshops aligned to state learning standards
• Help with summer camps, birthday parties and family nights
• Keep exhibit spaces safe, clean and ready for play

What we're looking for
• Experience teaching or working with young children
• Comfort speaking to groups and being playful in public
• Availability on weekends; Spanish or ASL skills welcome
• Must pass a background check`,
  },
  {
    id: 'paintings-conservator-charity-about-us-first-uk',
    half: 'tune',
    title: 'Paintings Conservator',
    company: 'The Greyfriars Collection Trust',
    text: `About the Trust
The Greyfriars Collection Trust is an independent charity that cares for and shares the art collection of the former Greyfriars Hospital, Norwich: 1,400 paintings, drawings and objects shown in our gallery and lent across the country. Our small conservation studio keeps the collection safe to display and to travel.

Paintings Conservator
Fixed term (24 months), 0.8 FTE (30 hours per week)
Salary: £34,000 – £38,000 FTE
Location: Conservation Studio, Norwich
Closing date: 4 January 2027

Supported by a heritage lottery grant, this new post will lead the conservation of paintings for our touring exhibition "Faces of the Hospital".

You will
• Examine, document and treat easel paintings on canvas and panel
• Carry out condition checks and courier loans
• Advise on environment, handling and display
• Work with volunteers and share your work in public talks

You will have
• A postgraduate qualification in paintings conservation, or equivalent experience
• Experience of structural and surface treatments
• Professional accreditation, or be working towards it`,
  },
  {
    id: 'organist-parish-notice-sentence-australia',
    half: 'unseen',
    title: 'Organist and Director of Music',
    company: "St Columba's Anglican Church",
    text: `PARISH NOTICES – Sunday 22 November 2026

Vacancy
St Columba's Anglican Church invites applications for the part-time position of organist and director of music (about 10 hours a week). The successful applicant will play for the 9.30am Sung Eucharist each Sunday and for major feasts, lead the parish choir at a Thursday evening rehearsal, and plan music with the Vicar for the church year.

The church's two-manual organ was restored in 2019. Weddings and funerals are offered to the organist first and paid separately.

Applicants should be accomplished organists with experience of Anglican liturgy and of leading a volunteer choir. A Working with Children Check and completion of Safe Ministry training are required before starting.

Remuneration in line with the diocesan guidelines for church musicians.

Enquiries and applications (CV and two referees) to the Vicar, the Rev'd Helen Marsh, at vicar@stcolumbaballarat.org.au by Friday 18 December.

Morning tea this Sunday is hosted by the Mothers' Union. All welcome.`,
  },
  {
    id: 'flood-risk-engineer-workday-division-uk',
    half: 'tune',
    title: 'Flood Risk Engineer',
    company: 'Riverline Consulting',
    text: `Flood Risk Engineer
Apply
locations
Leeds
time type
Full time
posted on
Posted 30+ Days Ago
job requisition id
JR104522

Riverline Consulting, a division of Halberd Group plc, is a specialist water and flood risk consultancy working for regulators, lead local flood authorities, developers and infrastructure owners across the UK.

We are looking for a Flood Risk Engineer to join our growing team in Leeds, working on flood risk assessments, drainage strategies and hydraulic modelling for schemes of all sizes.

Your role
• Build and run 1D-2D hydraulic models in Flood Modeller, TUFLOW or InfoWorks ICM
• Write flood risk assessments and drainage strategies to NPPF standards
• Prepare hydrology using FEH methods
• Liaise with clients and regulators

About you
• Degree in civil engineering, geography or environmental science
• 2+ years' experience in flood risk or drainage consultancy
• Working towards chartership (CEng or CIWEM)

Hybrid working, 25 days holiday, pension matched to 6%.`,
  },
  {
    id: 'signalling-design-engineer-seek-australia',
    half: 'unseen',
    title: 'Senior Signalling Design Engineer',
    company: 'Trackwise Rail Engineering Pty Ltd',
    text: `Senior Signalling Design Engineer
Trackwise Rail Engineering Pty Ltd
View all jobs
Brisbane QLD
Rail & Maritime Transport (Engineering)
Full time
$150,000 – $175,000 + super
Posted 12d ago
Apply

Trackwise Rail Engineering is a 90-person rail systems consultancy delivering signalling, overhead line and rail systems design for Queensland's passenger and freight networks.

We're looking for a Senior Signalling Design Engineer to lead design packages on major brownfield resignalling and level crossing upgrade projects.

What you'll be doing
- Lead signalling design (control tables, signalling plans, circuit design) for computer-based and relay interlockings
- Check and verify designs prepared by junior engineers
- Attend design reviews and work with the client's signalling authority
- Support testing and commissioning

What you'll bring
- Degree in electrical engineering or equivalent
- 8+ years' signalling design experience in Australia
- ETCS experience highly regarded

Unlock job insights
How you match against other candidates`,
  },
  {
    id: 'heat-pump-installer-reed-agency-unnamed-uk',
    half: 'tune',
    title: 'Heat Pump Installer',
    company: 'Greenline Trades Recruitment',
    text: `Heat Pump Installer
Posted 2 days ago by Greenline Trades Recruitment
Featured
£38,000 - £44,000 per annum, inc benefits
Bristol, Avon
Permanent, full-time
Apply now
Save

Our client, a well-established renewable heating installer working across Bristol, Bath and North Somerset, is looking for an experienced Heat Pump Installer to join their growing team. You'll be installing air source heat pumps in homes, from survey handover to commissioning.

Responsibilities
• Install air source heat pump systems, cylinders, buffers and pipework
• Upgrade radiators and emitters to design
• Commission systems and talk customers through controls
• Complete paperwork for MCS and building regulations

Requirements
• Qualified plumber or heating engineer (NVQ Level 2/3)
• Heat pump qualification (LCL, BPEC or similar)
• Unvented G3 and WRAS water regs
• Full UK driving licence

Benefits: company van and fuel card, tools, 28 days holiday, paid training.

Greenline Trades Recruitment is acting as an employment agency for this vacancy.`,
  },
  {
    id: 'kitchen-designer-indeed-trading-name-uk',
    half: 'unseen',
    title: 'Kitchen Designer',
    company: 'Hearth & Grain Kitchens',
    text: `Kitchen Designer
Hearth & Grain Kitchens
Harrogate HG1
£28,000 - £40,000 a year - Full-time
Apply now

Job details
Pay
£28,000 - £40,000 a year
Job type
Full-time
Permanent

Benefits
Company pension
Employee discount

Full job description
Oakridge Interiors Ltd t/a Hearth & Grain Kitchens has designed and fitted bespoke kitchens across North Yorkshire for twenty years from our showroom and workshop in Harrogate. Due to demand we are looking for an experienced Kitchen Designer to join our showroom team.

You'll take each client from first visit to handover: measuring up, designing in CAD, presenting the design and quote, and working with our makers and fitters until the kitchen is in.

What we're looking for
• At least 2 years designing and selling kitchens
• Confident with kitchen design software such as 2020 Design or Compusoft Winner
• Strong eye for detail and a friendly, honest sales style
• Full driving licence

Basic salary plus commission (OTE £40,000+).`,
  },
  {
    id: 'blinds-installer-gumtree-dash-chrome-australia',
    half: 'tune',
    title: 'Blinds & Shutters Installer',
    company: 'Shadeline Blinds',
    text: `Blinds & Shutters Installer - Sunshine Coast | Jobs | Gumtree Australia Sunshine Coast Region - Maroochydore | 1321477652

Blinds & Shutters Installer - Sunshine Coast
$38.00
Maroochydore, QLD
Date Listed 18/11/2026
Last Edited 20/11/2026
Job Type Full-time
Advertised By Business

Shadeline Blinds is a family owned business on the Sunshine Coast for 15 years, supplying and installing blinds, shutters and awnings from Noosa to Caloundra.

We're after an experienced installer to join our team. Work is mainly residential, some commercial.

You will:
- Install roller blinds, venetians, plantation shutters and outdoor awnings
- Check measures and handle minor repairs
- Leave every home clean and customers happy

You'll need:
- Installation experience (blinds, shutters, carpentry or similar)
- Your own tools and a current driver's licence
- Working at heights ticket preferred

Work ute supplied. $38/hr + super, Monday to Friday. Call Brett on 0412 555 781.`,
  },
  {
    id: 'auction-cataloguer-direct-email-uk',
    half: 'unseen',
    title: 'Cataloguer, Ceramics & Glass',
    company: 'Pemberton & Lisle Auctioneers Ltd',
    text: `Subject: Job opportunity – Cataloguer, Ceramics & Glass
From: Harriet Ollerenshaw <h.ollerenshaw@pembertonlisle.co.uk>
Date: Wed, 18 Nov 2026 10:41
To: Sam Okafor <sam.okafor@gmail.com>

Dear Sam,

Thank you for chatting with me at the decorative arts fair last week. As promised, I'm writing about the Cataloguer role in our Ceramics & Glass department at Pemberton & Lisle Auctioneers Ltd. We hold eight specialist sales a year in Cheltenham and online.

The role involves researching, describing, photographing and valuing lots from 18th-century porcelain to studio glass, writing condition reports for bidders, and helping on valuation days and at the rostrum as a clerk.

We're looking for someone with a good eye for ceramics and glass, a degree in history of art or similar (or equivalent hands-on experience), excellent written English and confidence with collection databases. Auction-house experience is a plus.

The salary is £27,000–£30,000, and a full driving licence is needed for valuation visits. I've attached the full job description; the closing date is 11 December.

Best wishes,
Harriet

Harriet Ollerenshaw
Head of Ceramics & Glass
Pemberton & Lisle Auctioneers Ltd`,
  },
  {
    id: 'diamond-assorter-naukri-surat-second-language',
    half: 'tune',
    title: 'Rough Diamond Assorter',
    company: 'Shreeji Gems Exports Pvt. Ltd.',
    text: `Rough Diamond Assorter
Shreeji Gems Exports Pvt. Ltd.
4.2 ★  36 Reviews
2 - 7 Yrs
₹ 3-6 Lacs P.A.
Surat (Varachha)
Posted: 4 days ago   Openings: 5   Applicants: 87
Apply   Save

Job description
Shreeji Gems Exports Pvt. Ltd. is manufacturer and exporter of polished diamonds having factories in Surat and office in Mumbai and Antwerp. We are required Rough Diamond Assorter for our rough department.

Responsibilities:
• Assortment of rough diamonds as per size, colour, clarity and model (makeable, sawable)
• Planning support with the rough planning software
• Checking of rough lots received from suppliers and tenders and making the report
• Maintain stock and the records in ERP

Required Candidate profile:
• Minimum 2 years experience in rough assortment
• Good eye for colour and clarity, knowledge of planning software
• Gujarati and Hindi must, English basic
• Diploma in diamond grading will be preferred

Role: Quality Assurance / Inspection
Industry Type: Gems & Jewellery
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'fragrance-evaluator-linkedin-sas-second-language',
    half: 'unseen',
    title: 'Fragrance Evaluator, Fine Fragrance',
    company: 'Maison Verlaine Arômes S.A.S.',
    text: `Maison Verlaine Arômes S.A.S.
Fragrance Evaluator – Fine Fragrance
Grasse, Provence-Alpes-Côte d'Azur, France (On-site)
Promoted · 58 applicants
Full-time  Associate
201-500 employees · Chemical Manufacturing
Easy Apply    Save

About the job
Maison Verlaine Arômes S.A.S. is independent fragrance house created in Grasse in 1921, creating perfumes for niche and prestige brands in Europe, Middle East and Asia. For our Fine Fragrance creative centre we are looking a Fragrance Evaluator.

Missions:
• Evaluate the trials of the perfumers and give them the feedback on the direction of the brief
• Build and follow the olfactive strategy for the clients' briefs
• Make the presentation of the fragrances to clients with the sales team
• Manage the olfactive library and the benchmark of the market

Profile:
• Master in chemistry, perfumery or marketing
• 3 years experience in evaluation in fragrance house or in brand
• Excellent olfactive memory and good knowledge of raw materials
• French and English fluent, Arabic or Mandarin is appreciated`,
  },
  {
    id: 'assistant-winemaker-forwarded-email-south-africa',
    half: 'tune',
    title: 'Assistant Winemaker',
    company: 'Soetvlei Wine Estate (Pty) Ltd',
    text: `---------- Forwarded message ---------
From: Riaan Theron <riaan@soetvlei.co.za>
Date: Tue, 17 Nov 2026 at 09:12
Subject: Assistant Winemaker vacancy - Stellenbosch
To: Cellar Alumni List <cellar-alumni@lists.winegrads.co.za>

Hi all, please share with anyone who might be interested.

Soetvlei Wine Estate (Pty) Ltd, a family-owned estate in the Banhoek valley outside Stellenbosch, is looking for an Assistant Winemaker to start before the 2027 harvest. We crush about 600 tonnes a year, mainly Chenin Blanc, Syrah and Cabernet Sauvignon, for our own label and export.

The Assistant Winemaker will:
- Run the cellar during harvest, from receiving grapes to fermentation management
- Plan and oversee racking, blending trials, filtration and bottling
- Keep cellar records and industry returns up to date
- Supervise a cellar team of six and casual harvest staff
- Help with tastings and trade visits

Requirements:
- BSc Agric (Viticulture and Oenology) or equivalent
- At least two harvests in a commercial cellar
- Code 08 driver's licence

Accommodation on the farm is available. Please send a CV and two references to me by 11 December.

Kind regards
Riaan Theron
Cellar Master`,
  },
  {
    id: 'sushi-chef-whatsapp-forward-dubai-second-language',
    half: 'unseen',
    title: 'Sushi Chef',
    company: 'Kaze Japanese Restaurant LLC',
    text: `Forwarded
*URGENT HIRING – DUBAI* 🇦🇪🍣

*Position:* Sushi Chef
*Company:* Kaze Japanese Restaurant LLC
*Location:* JLT, Dubai
*Salary:* AED 4,500 + accommodation + transport + food
*Visa:* Company visa, 2 years contract

*Requirements:*
✔️ Minimum 3 years experience as sushi chef in Japanese restaurant (GCC experience preferred)
✔️ Know to make nigiri, maki, sashimi, uramaki and omakase plating
✔️ Fish cutting and handling, HACCP knowledge
✔️ Good English communication
✔️ Can join immediately

Interested candidates send CV and photos of your plating to 📲 +971 55 555 0126 (WhatsApp only, no calls please)

Please share to your friends 🙏`,
  },
  {
    id: 'cabinetmaker-glassdoor-dash-specialty-canada',
    half: 'tune',
    title: 'Cabinetmaker, Custom Millwork',
    company: 'Birchline Millwork Inc.',
    text: `Birchline Millwork Inc.
3.6 ★
Cabinetmaker – Custom Millwork
Vaughan, ON
$26.00 - $34.00 Per Hour (Employer provided)
Easy Apply
Save

Birchline Millwork Inc. builds custom kitchens, vanities, built-ins and commercial millwork for designers and builders across the GTA. Our 40-person shop runs a CNC router, edgebander and in-house spray booth.

We're looking for an experienced Cabinetmaker to join our assembly team.

Responsibilities
- Read shop drawings and build cabinets, panels and built-ins to spec
- Assemble and fit doors, drawers and hardware
- Operate panel saw, edgebander and hand tools safely
- Check quality before finishing and delivery

Qualifications
- 3+ years in a millwork or cabinet shop
- Cabinetmaker Certificate of Qualification (Ontario) is an asset
- Own basic hand tools; steel-toe boots

Benefits
Extended health, dental, RRSP matching, overtime available.`,
  },
  {
    id: 'bridge-inspector-county-class-and-working-title-us',
    half: 'unseen',
    title: 'Bridge Inspector',
    company: 'Kittredge County',
    text: `Kittredge County
Class Title: Engineering Technician III
Working Title: Bridge Inspector
Salary: $32.18 - $43.12 Hourly
Location: Public Works Operations Center, Harlan Springs
Job Type: Full-Time, Regular
Job Number: 26-00871
Department: Public Works
Division: Roads and Bridges
Opening Date: 11/16/2026
Closing Date: 12/07/2026 11:59 PM Pacific

Description
Kittredge County Public Works maintains 1,150 miles of county roads and 214 bridges. The Roads and Bridges division is recruiting a Bridge Inspector to carry out routine and fracture-critical inspections of county bridges and culverts under the National Bridge Inspection Standards.

Examples of Duties
- Inspect bridge decks, superstructures and substructures and rate their condition
- Prepare inspection reports, photographs and repair recommendations
- Operate the under-bridge inspection truck and use boats when needed
- Help prepare load rating data and track maintenance work

Minimum Qualifications
Associate's degree in civil engineering technology and four years of construction or inspection experience; completion of the federal bridge safety inspection course within 12 months; valid driver's license.`,
  },
  {
    id: 'private-investigator-craigslist-dash-specialty-us',
    half: 'tune',
    title: 'Licensed Private Investigator, Surveillance',
    company: 'Goldline Investigations, Inc.',
    text: `Licensed Private Investigator - Surveillance (Sacramento)

compensation: $28-$35/hr DOE, plus mileage
employment type: part-time

Goldline Investigations, Inc. is a licensed California PI agency handling workers' comp, liability and disability claims for insurers and law firms. We are adding surveillance investigators in the Sacramento, Stockton and Placer areas.

Duties:
- Conduct surveillance and obtain clear, usable video of claimants
- Write detailed activity reports the same day
- Do social media and background research before assignments

Requirements:
- California PI license, or working as a registered employee under a licensee
- 1+ year of insurance surveillance experience
- Reliable, inconspicuous vehicle; own camera gear a plus
- Flexible schedule, including early mornings and weekends

Email resume and a redacted sample report. No phone calls please.

do NOT contact us with unsolicited services or offers
post id: 7801442281
posted: 2026-11-19 14:02`,
  },
  {
    id: 'chess-coach-discord-india',
    half: 'unseen',
    title: 'Online Chess Coach',
    company: 'KnightMoves Chess Academy Pvt Ltd',
    text: `#📢│job-board
Vikram | KnightMoves — Today at 18:42
@here Hiring: Online Chess Coach — part-time, evenings IST ♟️

KnightMoves Chess Academy Pvt Ltd runs live online group and 1-on-1 classes for 2,000+ students (age 6–16) in India, UAE, UK and US. We need coaches for our intermediate and advanced batches (students rated 1200–1800).

What you'll do:
• Teach 60-min classes on our platform using our curriculum (openings, tactics, endgames)
• Review student games and give homework + feedback
• Prepare kids for rated tournaments
• Short monthly update calls with parents

Must have:
• FIDE rating 1900+ (2100+ for advanced batches)
• 1+ year coaching experience, kids preferred
• Good spoken English, Hindi is a plus
• Laptop, headset, stable internet

Pay ₹600–1,200 per class hour depending on rating/experience 💰
DM me or fill the form pinned in #apply 👇
👍 34  ♟️ 12`,
  },
  {
    id: 'youth-pastor-indeed-us',
    half: 'tune',
    title: 'Youth Pastor',
    company: 'Grace Harbor Community Church',
    text: `Youth Pastor
Grace Harbor Community Church
Mobile, AL 36695
$42,000 - $50,000 a year - Full-time
Apply now

Job details
Pay
$42,000 - $50,000 a year
Job type
Full-time
Benefits
Health insurance
Paid time off
Retirement plan

Full job description
Grace Harbor Community Church is a non-denominational church of about 650 on Sunday mornings in west Mobile. We are looking for a Youth Pastor to lead our student ministry for grades 6–12.

Responsibilities
- Plan and teach weekly youth services and small groups
- Recruit, train and shepherd a team of adult volunteer leaders
- Lead summer camp, mission trips and retreats
- Build relationships with students, parents and local schools

Qualifications
- Bachelor's degree; ministry or seminary training preferred
- 2+ years of youth ministry experience (paid or volunteer)
- Agreement with our statement of faith
- Pass a background check and child safety training`,
  },
  {
    id: 'live-in-nanny-agency-site-unnamed-client-uk',
    half: 'unseen',
    title: 'Live-in Nanny',
    company: 'Kensington Nest Nannies',
    text: `Live-in Nanny – Chelsea, London – £700-£800 net p/w
Ref: KN-2291
Location: Chelsea, SW3
Salary: £700 - £800 net per week
Job type: Live-in, permanent
Start: January 2027

Posted by Kensington Nest Nannies · 3 days ago

Our clients, a warm and busy family in Chelsea, are looking for an experienced Live-in Nanny to care for their two children, a boy aged 3 and a girl aged 6. Both parents work in the City and travel occasionally.

Duties include:
• School and nursery runs (on foot or by scooter)
• Planning creative activities, outings and play dates
• Preparing healthy meals for the children
• Children's laundry and keeping their rooms tidy
• Occasional travel with the family to their house in Provence

Requirements:
• At least 3 years' nannying experience with references
• Paediatric first aid and enhanced DBS (or willing to obtain)
• Non-smoker, confident swimmer, driver preferred

Private en-suite room, 5 weeks' holiday.`,
  },
  {
    id: 'executive-chauffeur-reed-trading-name-uk',
    half: 'tune',
    title: 'Executive Chauffeur',
    company: 'Halcyon Cars',
    text: `Executive Chauffeur
Posted 5 days ago by Halcyon Cars
£32,000 - £38,000 per annum
Marlow, Buckinghamshire
Permanent, full-time
Apply now

Marlow Executive Travel Ltd t/a Halcyon Cars provides executive chauffeur services to corporate clients, private households and events across the Thames Valley and Heathrow. Our fleet is Mercedes S-Class, E-Class and V-Class.

We are looking for a professional Executive Chauffeur to join our team of 14 drivers.

The role
• Drive clients safely and discreetly on airport, corporate and event journeys
• Keep your vehicle immaculate inside and out
• Plan routes and timings and keep the office updated
• Meet and greet at airports and hotels

You will need
• Full UK licence held 5+ years, no more than 3 points
• Private hire licence (or willing to obtain)
• Excellent knowledge of London and the M4 corridor
• Immaculate presentation and discretion

Uniform provided, overtime and gratuities.`,
  },
  {
    id: 'dog-walker-facebook-page-sentence-nz',
    half: 'unseen',
    title: 'Dog Walker',
    company: 'Paws Up Wellington Ltd',
    text: `Paws Up Wellington
Yesterday at 7:05 PM · 🌏

🐾 Job alert! 🐾 Our pack is growing and we need another dog walker to join the Paws Up crew! 🐕

We do group adventure walks (max 6 dogs) around the town belt, Makara and the south coast, plus puppy visits for busy owners in the eastern suburbs. Hours are roughly 9am–3pm, Monday to Friday, about 25–30 hours a week.

You'll need:
✔️ Experience handling dogs (paid or lots of personal experience)
✔️ Full NZ driver licence and a clean record (we supply the van)
✔️ Fitness to walk 10+ km a day in Wellington weather 🌧️💨
✔️ Pet first aid certificate, or happy to do one with us

$26/hr to start. If that sounds like your dream job, flick us a message with a bit about yourself and your dog experience! 💌

Paws Up Wellington Ltd
👍❤️ 112 · 19 comments · 8 shares`,
  },
  {
    id: 'riding-instructor-stepstone-gender-germany-second-language',
    half: 'tune',
    title: 'Riding Instructor',
    company: 'Reitsportzentrum Hohenlinden GmbH',
    text: `Riding Instructor (m/w/d)
Reitsportzentrum Hohenlinden GmbH
Hohenlinden
Feste Anstellung
Vollzeit
vor 1 Woche
Schnellbewerbung

Reitsportzentrum Hohenlinden GmbH is riding center with 70 horses, two indoor arenas and outdoor arena near Munich, with riding school, boarding and dressage training until S level. Because our team is growing we are looking for a Riding Instructor (m/w/d) for full time from January 2027.

Your tasks:
• Lessons for children and adults, beginner until L level, in groups and private
• Training of school horses
• Preparation of students for riding badges and small shows
• Help in the daily stable work when needed

Your profile:
• Trainer C or B license or Pferdewirt with focus on riding
• Experience in teaching children
• German at least B1, English is good for our international students
• Driving licence, trailer licence is a plus

We offer: own horse boarding with discount, 28 days holiday, friendly team.`,
  },
  {
    id: 'clinical-psychologist-health-service-bulletin-australia',
    half: 'unseen',
    title: 'Senior Clinical Psychologist, Perinatal Mental Health',
    company: 'Coral Coast Hospital and Health Service',
    text: `Senior Clinical Psychologist – Perinatal Mental Health
Job no: 588203
Work type: Permanent Full Time
Location: Cairns
Categories: Allied Health
Classification: HP4
Salary: $127,528 – $136,741 p.a.
Hospital and Health Service: Coral Coast Hospital and Health Service
Unit: Mental Health and Alcohol and Other Drugs Service

About the role
Coral Coast Hospital and Health Service is seeking a Senior Clinical Psychologist to join its perinatal and infant mental health team, providing assessment and therapy to parents from pregnancy to the infant's second birthday.

Key responsibilities
- Provide specialist assessment, formulation and evidence-based therapy to women and families
- Offer clinical supervision and secondary consultation to the multidisciplinary team
- Contribute to service planning, quality and research

About you
- Registration as a psychologist with AHPRA and endorsement in clinical psychology
- Experience in perinatal or infant mental health
- Current driver's licence`,
  },
  {
    id: 'locum-psychiatrist-recruiter-email-client-named-nz',
    half: 'tune',
    title: 'Locum Consultant Psychiatrist',
    company: 'Kaimai Community Mental Health Trust',
    text: `Subject: Locum Consultant Psychiatrist – Tauranga – 6 months
From: Nikhil Rao <nikhil@harbourlinemedical.co.nz>
To: Dr Joana Ferreira <joana.ferreira@outlook.com>
Date: 23 Nov 2026, 08:15

Hi Dr Ferreira,

Hope you're well. I'm recruiting a Locum Consultant Psychiatrist on behalf of Kaimai Community Mental Health Trust in Tauranga and thought of you given your community psychiatry background.

The details:
• Start February 2027, 6-month locum with a view to extending
• Community adult mental health team, caseload of about 80
• Monday to Friday, 1 in 8 after-hours phone roster
• Rate NZD 2,200–2,500 per day, plus flights, car and accommodation

What they need:
• Vocational registration with the Medical Council of New Zealand, or eligibility for it
• FRANZCP, MRCPsych or equivalent
• Experience with mental health legislation in a community setting

Kaimai are a small, supportive team and the service has a strong kaupapa Māori focus. Happy to talk it through this week if you're interested.

Kind regards,
Nikhil Rao
Senior Consultant, Harbourline Medical Recruitment`,
  },
  {
    id: 'nurse-anesthetist-workday-dash-chrome-us',
    half: 'unseen',
    title: 'Certified Registered Nurse Anesthetist',
    company: 'Bayview Lakes Health',
    text: `Certified Registered Nurse Anesthetist (CRNA) - Per Diem
Apply
locations
Lakeshore Medical Center
time type
Part time
posted on
Posted Today
job requisition id
REQ-77120

Bayview Lakes Health is a nonprofit health system of four hospitals and 60 clinics across eastern Wisconsin. Our anesthesia team at Lakeshore Medical Center performs more than 14,000 cases a year across general, orthopedic, OB and endoscopy.

We are seeking a per diem Certified Registered Nurse Anesthetist to join our CRNA group, working in an anesthesia care team model with board-certified anesthesiologists.

Responsibilities
• Provide pre-anesthesia assessment, anesthesia care and post-anesthesia evaluation
• Administer general, regional and MAC anesthesia
• Manage airways, including difficult airways with video laryngoscopy
• Take part in quality improvement and the teaching of student nurse anesthetists

Requirements
• Master's or doctoral degree from an accredited nurse anesthesia program
• NBCRNA certification and Wisconsin APNP/RN licensure
• BLS, ACLS and PALS`,
  },
  {
    id: 'medical-scribe-icims-dash-specialty-us',
    half: 'tune',
    title: 'Medical Scribe, Emergency Medicine',
    company: 'ScribeRight Solutions',
    text: `Medical Scribe - Emergency Medicine
Job ID 2026-18834
# of Openings 6
Job Locations US-TX-San Antonio
Category Clinical Support
Type Part Time
Min USD $15.00/Hr.
Max USD $17.00/Hr.

Overview
ScribeRight Solutions partners with emergency physicians at 90 hospitals to take documentation off their plates so they can focus on patients. Many of our scribes are pre-med, PA or nursing students building clinical experience.

Responsibilities
• Document patient encounters in real time in the electronic health record
• Track lab and imaging results and alert the provider
• Prepare discharge instructions and referrals for provider review
• Maintain patient privacy under HIPAA at all times

Qualifications
• High school diploma; pursuing a healthcare degree preferred
• Typing speed of 60+ WPM
• Knowledge of medical terminology, or completion of our paid training course
• Availability for 2 shifts a week including one weekend shift`,
  },
  {
    id: 'facade-engineer-linkedin-hong-kong-second-language',
    half: 'unseen',
    title: 'Senior Façade Engineer',
    company: 'Kowloon Curtain Wall Consultants Limited',
    text: `Senior Façade Engineer
Kowloon Curtain Wall Consultants Limited · Kwun Tong, Hong Kong SAR (On-site)
Reposted 1 week ago · Over 50 applicants
Full-time  Mid-Senior level
51-200 employees · Architecture and Planning
Apply    Save

About the job
Kowloon Curtain Wall Consultants Limited is façade consultant in Hong Kong and Greater Bay Area, providing façade design, engineering and site inspection for high-rise residential, commercial and hotel projects.

Due to business expansion, we are looking for Senior Façade Engineer to join our team.

Responsibilities:
- Carry out façade design and structural calculation of curtain wall, window wall, cladding and glass canopy
- Review the shop drawings and the calculations submitted by façade contractors
- Prepare tender specification and attend the site inspections and performance mock-up testing
- Liaise with architects, structural engineers and government departments

Requirements:
- Degree in Civil / Structural Engineering, MHKIE is preferred
- Minimum 6 years of façade engineering experience
- Familiar with SAP2000, AutoCAD, THERM
- Good command of English and Chinese (Cantonese and Putonghua)`,
  },
  {
    id: 'bms-engineer-bayt-qatar-second-language',
    half: 'tune',
    title: 'BMS Engineer',
    company: 'Al Rayyan Controls & Automation W.L.L.',
    text: `BMS Engineer
Al Rayyan Controls & Automation W.L.L.
Doha, Qatar · Posted 3 days ago
Apply Now    Save Job

Job Description
Al Rayyan Controls & Automation W.L.L. is a leading system integrator in Qatar for Building Management System, lighting control and ELV systems. We are urgently require BMS Engineer for our projects and maintenance division.

Responsibilities:
- Programming and commissioning of BMS controllers from the major brands
- Integration of chillers, AHUs, FCUs, VFDs with BACnet and Modbus
- Prepare the points list, graphics and test reports
- Attend the troubleshooting on site and handover to client

Requirements:
- B.Sc. in Electrical, Electronics or Mechatronics Engineering
- Minimum 4 years of BMS experience in GCC
- UPDA certification is must
- Valid Qatar driving license, transferable visa (NOC)

Preferred Candidate
Years of Experience: Min: 4 Max: 10
Nationality: Any
Residence Location: Qatar`,
  },
  {
    id: 'grc-analyst-lever-ireland',
    half: 'unseen',
    title: 'GRC Analyst',
    company: 'Quillstone Security',
    text: `Quillstone Security
GRC Analyst
Dublin, Ireland
Security – Risk & Compliance /
Full-time /
Hybrid
Apply for this job

Quillstone Security helps mid-sized banks and fintechs detect fraud and account takeover in real time. Our customers are regulated, so our own security and compliance posture has to be excellent.

We are hiring a GRC Analyst to help run our information security management system and customer assurance programme.

What you'll do
• Run our ISO 27001 and SOC 2 Type II control testing and evidence collection
• Maintain the risk register and follow up remediation with engineering owners
• Answer customer security questionnaires and due-diligence requests
• Help us prepare for DORA and NIS2 requirements

What we're looking for
• 2+ years in GRC, IT audit or security compliance
• Hands-on experience with ISO 27001 or SOC 2 audits
• Clear writing and comfort working with engineers
• CISA, CISM or ISO 27001 Lead Implementer a plus`,
  },
  {
    id: 'vfx-compositor-forwarded-email-canada',
    half: 'tune',
    title: 'Senior Compositor',
    company: 'Lumen Forge Visual Effects Inc.',
    text: `---------- Forwarded message ---------
From: Talent Team <talent@lumenforgevfx.com>
Date: Mon, Nov 23, 2026 at 4:55 PM
Subject: Senior Compositor – Vancouver – feature film, start January
To: Priya Nandakumar <priya.n@gmail.com>

Hey Priya – this came through our alumni list, thought of you! — Dan

Hi Priya,

Lumen Forge Visual Effects Inc. is crewing up for a big creature feature and we're looking for Senior Compositors to join our Vancouver studio from January through August 2027.

What you'll be doing:
- Compositing photoreal CG creatures and environments into live-action plates in Nuke
- Complex keying, roto and prep cleanup, lens and camera matching
- Working with lighting and the comp supervisor to hit the show look
- Mentoring mid-level and junior compositors

What we're looking for:
- 5+ years of feature film compositing
- Expert Nuke skills; Python for tools is a plus
- A reel showing photoreal integration work

This is an on-site contract role (work permit for Canada required). Send your reel and breakdown by reply.

Cheers,
Lumen Forge Talent Team`,
  },
  {
    id: 'radio-presenter-linkedin-post-kenya',
    half: 'unseen',
    title: 'Breakfast Radio Presenter',
    company: 'Pwani Sauti Media Ltd',
    text: `Wanjiru Kamau · 2nd
Programmes Director at Pwani Sauti Media Ltd
4h · 🌐

We're hiring! 🎙️📻

Pwani Sauti Media Ltd is looking for a Breakfast Radio Presenter for Sauti ya Pwani FM, our Swahili and English station broadcasting from Mombasa across the coast.

You'll co-host our 6–10 am breakfast show, interview guests, run competitions and engage our listeners on air, on WhatsApp and across our social pages.

What we're looking for:
✅ At least 3 years on-air experience, morning drive a big plus
✅ Fluent Kiswahili and English (Sheng and coastal Swahili a bonus)
✅ Confident with live studio desks, phone-ins and social media video
✅ Diploma or degree in mass communication or journalism

If this is you (or someone you know), send your CV and a 3-minute aircheck to careers@pwanisauti.co.ke by 10 December.

#hiring #radio #mombasa #mediajobs

👏❤️ 214 · 58 comments · 31 reposts`,
  },
  {
    id: 'aircraft-cleaner-ziprecruiter-dash-chrome-us',
    half: 'tune',
    title: 'Aircraft Cleaner',
    company: 'Skyshine Aviation Services LLC',
    text: `Aircraft Cleaner - Overnight
Skyshine Aviation Services LLC
Charlotte, NC · Onsite
$17 - $19 an hour
Full-time
Posted 3 days ago
Quick Apply

Benefits
Dental insurance
Health insurance
Paid time off

Job Description
Skyshine Aviation Services LLC provides cabin cleaning, lavatory and water service, and aircraft appearance work for regional and mainline carriers at the Charlotte airport.

We are hiring Aircraft Cleaners for our overnight shift (10:30 PM – 7:00 AM) to perform deep cleans on aircraft parked for the night.

What you'll do:
- Vacuum, wipe down and sanitize seats, tray tables, galleys and lavatories
- Restock seat pockets, blankets and supplies
- Report damage or security concerns to your lead
- Follow airport safety and security rules on the ramp

Requirements:
- 18+ and able to pass a 10-year background check and drug screen for an airport badge
- Able to lift 40 lbs, bend and kneel in tight spaces
- Reliable transportation`,
  },
  {
    id: 'geophysicist-linkedin-norway-second-language',
    half: 'unseen',
    title: 'Senior Geophysicist',
    company: 'Vestfjord Subsurface AS',
    text: `Vestfjord Subsurface AS
Senior Geophysicist
Stavanger, Rogaland, Norway · Reposted 4 days ago · 61 applicants
Hybrid  Full-time  Mid-Senior level
11-50 employees · Oil and Gas
Easy Apply    Save

About the job
Vestfjord Subsurface AS is independent subsurface consultancy working for operators on the Norwegian Continental Shelf, both for exploration, field development and CO2 storage. We are now looking for Senior Geophysicist to strengthen our team in Stavanger.

Main tasks:
- Seismic interpretation and mapping in Petrel
- Depth conversion and velocity modelling
- Quantitative interpretation: AVO, rock physics and inversion
- Present the results to clients and partners, and contribute in licence applications

Qualifications:
- MSc or PhD in geophysics or petroleum geoscience
- Minimum 8 years experience from NCS or similar basins
- Experience from CCS projects is an advantage
- Fluent English, Scandinavian language is a plus`,
  },
  {
    id: 'mine-ventilation-engineer-careers-page-ltda-second-language',
    half: 'tune',
    title: 'Mine Ventilation Engineer',
    company: 'Ingeniería Minera Andes Ltda.',
    text: `Ingeniería Minera Andes Ltda.
Trabaja con nosotros / Work with us
Mine Ventilation Engineer – Antofagasta
Published: 12-11-2026 | Area: Engineering | Type: Full time, shift 7x7

Ingeniería Minera Andes Ltda. is engineering consultancy specialized in underground mining, with projects in Chile, Peru and Argentina. We are looking one Mine Ventilation Engineer for the team in Antofagasta, with work in client mine sites in shift system 7x7.

Functions:
• Design and simulation of ventilation circuits in Ventsim
• Make the ventilation surveys and gas measurements in the mine
• Review and size the main and auxiliary fans, and the refrigeration
• Prepare the reports for the client and for the authority requirements

Requirements:
• Mining Engineer or Civil Mining Engineer title
• Minimum 4 years in ventilation of underground mine
• Ventsim advanced level
• Intermediate English (for the reports and international clients)
• Driving licence class B`,
  },
  {
    id: 'solar-pv-designer-personio-spain-second-language',
    half: 'unseen',
    title: 'Solar PV Designer',
    company: 'Sol Atlántico Energía S.A.',
    text: `Sol Atlántico Energía S.A.
Solar PV Designer
Permanent employee, Full-time · Sevilla

Who we are
Sol Atlántico Energía S.A. is independent power producer and EPC with 1.4 GW of solar plants in operation and construction in Spain and Portugal. Our engineering team in Sevilla makes the design of utility-scale plants from the feasibility until the construction.

Your tasks
• Layout and energy yield simulation of PV plants in PVsyst
• Sizing of strings, inverters, cabling and MV collection system
• Make the single line diagrams and the documentation for the permits
• Support the construction team with the technical questions

Your profile
• Degree in Industrial, Electrical or Energy Engineering
• Minimum 2 years in design of utility-scale PV plants
• AutoCAD and PVsyst advanced
• Spanish native or C1 and good English

Why us?
Hybrid work (2 days home), flexible remuneration, training plan.`,
  },
  {
    id: 'harvester-operator-teamtailor-sweden-second-language',
    half: 'tune',
    title: 'Harvester Operator',
    company: 'Norrskog Avverkning AB',
    text: `Norrskog Avverkning AB
Jobs  Locations  Departments  People
Skog · Lycksele

Harvester Operator

Norrskog Avverkning AB is a contractor company for final felling and thinning in Västerbotten, with 11 machine teams working for the big forest owners in the region. Now we need one more experienced harvester operator for our team in Lycksele.

About the job
You drive a new harvester in 2-shift together with one colleague and forwarder operator. You are responsible for the cutting according to the instructions and the quality of the timber and for daily maintenance of the machine.

We think you have
• At least 3 years experience as harvester operator
• Good knowledge of bucking and the measurement in the machine computer
• Certificate for terrain driving and environment is merit
• Swedish or English, B driving license

We offer collective agreement, own service car and possibility for accommodation.

Department: Skog
Locations: Lycksele
Remote status: Fully on-site`,
  },
  {
    id: 'endoscopy-technician-about-us-first-singapore',
    half: 'unseen',
    title: 'Endoscopy Technician',
    company: 'Harbourfront Gastro Centre Pte. Ltd.',
    text: `About Us
Harbourfront Gastro Centre Pte. Ltd. is a specialist gastroenterology and day-surgery endoscopy centre in Novena, with six consultants performing more than 9,000 gastroscopies, colonoscopies and ERCPs each year.

Careers
Endoscopy Technician
Full-time | Monday to Friday, alternate Saturdays | Novena

Job Description
• Prepare endoscopy rooms, scopes and accessories before each list
• Assist doctors and nurses during procedures (biopsy forceps, snares, clips)
• Reprocess flexible endoscopes in automated endoscope reprocessors following national and manufacturer guidelines
• Keep traceability records, carry out leak tests and microbiology sampling
• Manage stock of consumables and arrange scope repairs

Requirements
• Diploma in Biomedical Science, Nursing or a related field
• At least 1 year of experience in endoscopy or a sterile services department
• Good communication skills in English; Mandarin or Malay is an advantage
• Able to work alternate Saturdays

Interested applicants, please send your resume to careers@harbourfrontgastro.sg`,
  },
  {
    id: 'barista-trainer-smartrecruiters-brand-of-group-australia',
    half: 'tune',
    title: 'Barista Trainer',
    company: 'Kettle & Crane Coffee',
    text: `Kettle & Crane Coffee
Barista Trainer
Melbourne VIC, Australia
Full-time

Company Description
Kettle & Crane Coffee is a specialty coffee roaster and café brand with 22 cafés across Melbourne and Geelong. We're part of the Ashdown Hospitality Group, which also runs Little Vine wine bars and Harvest Table catering.

Job Description
We're looking for a Barista Trainer to keep our coffee consistently excellent across every café.

In this role you will:
- Run barista training for new starters, and refreshers for our teams, at our Collingwood roastery training lab
- Visit cafés to dial in espresso, check recipes and coach on milk texture and latte art
- Audit coffee quality and equipment and report back to café managers
- Help develop new menu items with our roasting team

Qualifications
- 3+ years as a specialty barista, including some training or shift leading
- SCA Barista Skills Intermediate or higher (or willingness to complete)
- Current driver's licence; travel between sites

Additional Information
$70,000 – $78,000 + super, staff coffee and meals, SCA courses paid.`,
  },
  {
    id: 'traffic-operations-engineer-city-no-colons-canada',
    half: 'unseen',
    title: 'Traffic Operations Engineer',
    company: 'City of Port Calder',
    text: `City of Port Calder
Traffic Operations Engineer

Job ID
2026-0412
Department
Engineering Services
Employment Type
Permanent Full-Time
Salary Range
$98,214 - $122,768 per annum
Posting Date
November 16, 2026
Closing Date
December 6, 2026

The City of Port Calder is a growing coastal city of 118,000 residents. Engineering Services is looking for a Traffic Operations Engineer to keep our signals, corridors and school zones working safely and efficiently.

Responsibilities
• Manage the timing and coordination of the City's 160 traffic signals
• Review traffic impact studies and development applications
• Investigate collision patterns and recommend safety improvements
• Respond to resident and council enquiries on traffic concerns

Qualifications
• Degree in civil engineering; registration as a Professional Engineer (P.Eng.) in the province, or eligible
• 5 years of traffic engineering experience, preferably in a municipal setting
• Experience with Synchro, Vissim and signal controllers`,
  },
  {
    id: 'accounting-lecturer-university-capitals-malaysia-second-language',
    half: 'tune',
    title: 'Lecturer in Accounting',
    company: 'Perdana Selatan University College',
    text: `Perdana Selatan University College
Johor Bahru, Johor

VACANCY ANNOUNCEMENT
LECTURER IN ACCOUNTING
Faculty of Business and Accountancy

Perdana Selatan University College is private university college with 6,000 students, offering diploma, degree and postgraduate programme in business, engineering and health sciences. We are inviting the dynamic and qualified candidates to fill the position of Lecturer in Accounting.

Job Responsibilities:
• Teaching of accounting subjects (Financial Accounting, Management Accounting, Auditing) for diploma and degree
• Supervise final year projects and involve in the research and publication
• Involve in the accreditation and the curriculum review
• Carry out the administrative tasks given by the Dean

Requirements:
• Master's degree in Accounting (PhD will be an advantage)
• Professional qualification (ACCA, CIMA) is an added advantage
• Minimum 2 years teaching experience
• Good command of English and Bahasa Malaysia

Only shortlisted candidates will be notified.`,
  },
  {
    id: 'transportation-routing-specialist-school-district-colons-us',
    half: 'unseen',
    title: 'Transportation Routing Specialist',
    company: 'Red Cedar Public Schools',
    text: `Red Cedar Public Schools
Position: Transportation Routing Specialist
Location: Transportation Center
Reports To: Director of Transportation
Schedule: 12 months, 8 hours/day
Salary: $24.86 - $29.40 per hour (Grade 9)
Posting Date: November 17, 2026
Closing Date: Open until filled

Red Cedar Public Schools transports 9,400 students a day on 112 bus routes, including special education and out-of-district routes. The Transportation Routing Specialist builds and maintains safe, efficient routes and keeps families and schools informed.

Essential Functions
- Build and update bus routes and stops in the routing software
- Assign students to routes and process address changes and transportation requests
- Plan routes for students with IEPs and McKinney-Vento eligibility
- Coordinate field trip and athletic transportation
- Answer questions from parents, principals and drivers

Qualifications
- High school diploma; associate's degree preferred
- 2+ years of experience in routing, dispatch or logistics
- Strong skills with spreadsheets and mapping software
- School bus driving experience is a plus`,
  },
  {
    id: 'restoration-technician-bamboohr-franchise-us',
    half: 'tune',
    title: 'Water Damage Restoration Technician',
    company: 'Green Country Restoration LLC',
    text: `FloodPro Restoration of North Tulsa
Water Damage Restoration Technician
Operations · Tulsa, Oklahoma
Apply for This Job

Employment Type
Full-Time
Minimum Experience
Entry-level
Compensation
$18 - $24 per hour + on-call pay

FloodPro Restoration of North Tulsa is independently owned and operated by Green Country Restoration LLC, a licensed franchisee of FloodPro Franchise Systems, Inc. All hiring and employment decisions are made by Green Country Restoration LLC.

When a pipe bursts or a storm floods a basement, our technicians are the first on site. We're hiring Water Damage Restoration Technicians to join our 24/7 emergency crew.

What you'll do
• Extract water, set up air movers and dehumidifiers, and monitor drying with moisture meters
• Remove damaged drywall, flooring and insulation
• Document jobs with photos and moisture logs for insurance
• Treat mold and sanitize affected areas

What you'll need
• Valid driver's license and clean driving record
• IICRC WRT certification, or willing to earn it in 90 days (we pay)
• Able to lift 50 lbs and work in crawlspaces and attics`,
  },
  {
    id: 'fire-door-inspector-glassdoor-division-uk',
    half: 'unseen',
    title: 'Fire Door Inspector',
    company: 'Doorguard Compliance',
    text: `Doorguard Compliance
3.7 ★
Fire Door Inspector
Manchester
£32K - £38K (Employer est.)
Easy Apply
Save

Doorguard Compliance, a division of Sentinel Facilities Services Ltd, inspects and maintains fire doors across housing associations, hospitals and student accommodation in the North West.

We're looking for a Fire Door Inspector to carry out surveys and inspections across Greater Manchester and Lancashire.

What you'll do
- Inspect fire doors, frames, seals, hardware and signage to BS 8214 and current fire safety regulations
- Record findings on tablets with photos and produce clear remedial reports
- Advise clients on compliance and prioritise repairs
- Carry out minor remedial works where needed

What you'll need
- A fire door inspection qualification (or working towards one)
- Background in joinery or fire door installation
- Full UK driving licence

Benefits
Company van, 25 days holiday plus bank holidays, pension.`,
  },
  {
    id: 'picture-framer-newspaper-trading-name-capitals-uk',
    half: 'tune',
    title: 'Picture Framer',
    company: 'The Frame Workshop',
    text: `SITUATIONS VACANT

PICTURE FRAMER
Full or part time

J. & M. Ward Ltd t/a The Frame Workshop, an established bespoke picture framing business in the heart of Ludlow, requires an experienced picture framer to join our small team.

You will cut mounts, moulding and glass, assemble and fit frames, and handle conservation framing, box frames and needlework stretching. Some customer service in our shop on Broad Street.

Experience with a computerised mount cutter and an underpinner is essential. A framing trade qualification is desirable.

Hourly rate according to experience. Tuesday to Saturday.

Apply in writing with CV to: Mrs Joan Ward, The Frame Workshop, 14 Broad Street, Ludlow, or email frames@theframeworkshop-ludlow.co.uk

Closing date: Friday 11 December.

ALSO SEEKING
Sales assistant for Saturdays. Apply as above.`,
  },
  {
    id: 'etch-process-engineer-taleo-penang-second-language',
    half: 'unseen',
    title: 'Etch Process Engineer',
    company: 'Kinta Semiconductor Sdn. Bhd.',
    text: `Job Description - Etch Process Engineer (2600743)
Job Description
Etch Process Engineer - (2600743)

Description

Kinta Semiconductor Sdn. Bhd. is a 200mm wafer fab in Batu Kawan, Penang, producing power and analog devices for automotive and industrial customers. We are looking for Etch Process Engineer to join Dry Etch module team.

Job Responsibilities:
• Own the dry etch processes (poly, oxide, metal) and the tool performance
• Do the SPC monitoring, handle OCAP and disposition the lots on hold
• Drive yield improvement and defect reduction with DOE
• Support new product introduction and the tool qualification

Qualifications
• Bachelor or Master in Electrical, Chemical, Materials Engineering or Physics
• Minimum 3 years experience in wafer fab etch process
• Knowledge of JMP, 8D and FMEA
• Willing to do on-call support

Primary Location: Malaysia-Penang-Batu Kawan
Job: Engineering
Schedule: Full-time
Job Posting: Nov 20, 2026`,
  },
]
