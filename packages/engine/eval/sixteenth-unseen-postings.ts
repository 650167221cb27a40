// The sixteenth unseen posting set: 40 job postings as a job seeker pastes them from boards, career sites and
// messages (Indeed, LinkedIn, Seek, StepStone, Reed, Totaljobs, Bayt, JobStreet, a Hong Kong board, Naukri,
// Glassdoor, ZipRecruiter, an Irish agency board, Workday, iCIMS, Taleo, SuccessFactors, Greenhouse, Lever,
// BambooHR, Workable, a county NEOGOV page, a school-district PDF bulletin, a district council bulletin, a Facebook
// page post, a WhatsApp message, a Telegram channel post, a LinkedIn "I'm hiring" post, a forwarded email, an
// emailed consultancy call and a newspaper classified). Shapes vary: about-us blocks first (4), title and company
// on separate lines (19), "Title at Company" (2), "Company | Title | City" (1), "X is hiring a ..." (1), "Join X as
// ..." (1), board chrome such as "Easy Apply", "Save", ratings, "Posted 3 days ago", applicant and opening counts
// (15), ATS field blocks (Workday 2, iCIMS, Taleo, SuccessFactors, Greenhouse, Lever, BambooHR, Workable: 9),
// government and school bulletins with fields first (3), agency ads naming the client (1) or not (1), a franchise
// ad whose employer is the franchisee, social posts (4), a forwarded email, a newspaper classified with narrow
// broken columns, PDF text with hyphenated line breaks and page footers, Markdown pastes (2, one with a pipe
// requirement table), long prose with skills only in sentences (2), terse bullets (1), salary and benefit blocks,
// EEO boilerplate, requisition numbers, titles carrying "(m/f/d)", a schedule after a dash or a requisition after a
// hyphen, and titles named only inside a sentence (4, besides the "is hiring" and "Join" openers). Ten are
// written in a second-language English style (Saudi Arabia, Kenya, Brazil, the Netherlands, Indonesia, Kazakhstan,
// Hong Kong, India, Turkey, Nigeria). 36 of the 40 have the title or the employer away from the first line (29 the
// title). Countries: US, Canada, UK, Ireland, Germany, the Netherlands, Turkey, Saudi Arabia, Kenya, Nigeria,
// Brazil, India, Kazakhstan, Hong Kong, Indonesia, Australia and New Zealand, plus a cruise ship on worldwide
// itineraries. Every employer and person is invented. Occupations (40, none in an earlier set, over 33 fields):
// septic system installer (trades), spray foam installer and demolition supervisor (construction), medical
// dosimetrist (healthcare), cytotechnologist (laboratory medicine), pawnbroker (retail finance), reinsurance broker
// (insurance), welding teacher (vocational education), braille transcriber (special education), vital records
// specialist (public sector), shore excursions manager (hospitality), removals porter (logistics), cargo security
// screener (aviation security), notary signing agent and legal nurse consultant (legal), mass spectrometry
// specialist (science), marine mammal observer (environmental), scenic artist (creative), type designer (design),
// mailroom supervisor (operations), Linux kernel engineer and search relevance engineer (software), agricultural
// pilot and hoof trimmer (agriculture), tug master (maritime), landman and gas compressor technician (energy),
// watchmaker and fishmonger (retail), independent mental capacity advocate (social care), broadcast traffic
// coordinator (media), route setter and kit manager (sport), induction furnace operator (manufacturing), aircraft
// painter (aviation), explosives detection dog handler (security), telecom tower climber (telecommunications),
// landfill supervisor (waste management), bioprocess technician (biopharma) and benefits specialist (human
// resources). Written by an independent helper who never read the engine, its benches or any other set's postings;
// each posting's labels were written with the posting, from the ad alone, before any run. The set was held out
// whole until its first run at the end of the eighteenth session; since the nineteenth its halves alternate in file
// order (odd entries 'tune', even ones 'unseen', only reported).
//
// Labelling rules (a recruiter's, decided before any run; copied from the fifteenth set's header):
// - skills: 8 to 14 per posting, what a recruiter would screen for, grouped in the list as required, preferred,
//   then soft, each named as a recruiter lists it (short, conventional names); a skill the ad implies without
//   naming it is listed only when the job cannot be done without it (a licence, say).
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
// Dash-specialty labels brought in line by a labeller who read no engine (job52, 2026-11-30): 0 labels changed.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const sixteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'septic-installer-facebook-tennessee',
    field: 'trades',
    half: 'tune',
    title: 'Septic System Installer',
    company: 'Hollow Creek Septic & Excavation LLC',
    skills: [
      'Septic system installation',
      'Excavator operation',
      'Skid steer',
      'Laser level',
      'Reading site plans',
      'Pipe laying',
      'CDL Class B',
      'Reliability',
      'Teamwork',
    ],
    text: `Hollow Creek Septic & Excavation LLC
12h · 🌎

📣 NOW HIRING 📣

Our crew keeps growing (thank you Maury County!!) and we need a Septic System Installer who can hit the ground running this spring. This is NOT an entry level spot, you need to have put systems in the ground before.

What a normal day looks like:
- running the mini ex and the 315 to dig tanks and field lines
- shooting grade with the laser so the lines actually fall the right way 😅
- setting concrete and poly tanks, D-boxes, pump chambers
- laying 4" pipe and chamber systems per the health dept permit drawing
- backfill and clean up with the skid steer, leave the yard better than we found it

We are looking for somebody who can read a site plan and a soil report without calling the office every 5 min. Class B CDL is a big plus so you can haul the dump truck and the trailer, if you don't have it we will help you get it after 90 days. Must have valid drivers license and pass a drug screen.

We pay $24-$30/hr depending on what you can run, paid weekly, company truck for the lead position, PTO after 6 months and a Christmas bonus every year since 2011. Work is Mon-Fri, sometimes a Saturday when it rained all week.

Honestly the main thing is show up on time, every day, and work good with the crew. We can teach a lot but we cant teach showing up.

Message this page or call/text Darrell at 931-555-0148. Please share!! 🙏

👍 47   💬 12 comments   ↪ 31 shares`,
  },
  {
    id: 'spray-foam-installer-indeed-alberta',
    field: 'construction',
    half: 'unseen',
    title: 'Spray Foam Installer',
    company: 'Northgate Insulation Ltd.',
    skills: [
      'Spray polyurethane foam',
      'CUFCA certification',
      'Graco reactor',
      'Blown-in insulation',
      'Respirator fit test',
      'WHMIS',
      'Fall protection',
      'Class 5 licence',
      'Attention to detail',
      'Physical stamina',
    ],
    text: `Spray Foam Installer
Northgate Insulation Ltd.
3.6 ★ 14 reviews
Red Deer, AB
$28–$36 an hour - Full-time, Permanent

Apply now     ♡     ⋯

Profile insights
Licences
Class 5 driver's licence (Required)

Job details
Pay: $28–$36 an hour   Job type: Full-time   Shift and schedule: Monday to Friday, Overtime

Full job description
Northgate Insulation has been sealing up homes and shops across central Alberta since 2004. We do new residential, ag buildings, commercial retrofits and the odd cold storage job.

We are adding an experienced sprayer to our foam rig. You will spray closed cell and open cell foam on walls, rim joists, attics and metal buildings, set up and run the proportioner (we run Graco Reactor E-30 and H-40 rigs), keep an eye on temperatures, pressures and yield, and troubleshoot the gun when it acts up. You will also help the blowing crew with loose fill cellulose and fibreglass attics when the foam schedule is slow.

Requirements
• 2+ years spraying SPF
• CUFCA installer certification, or willing to complete it within 6 months (we cover the course)
• Clean shaven for a full face supplied air respirator; annual fit test
• WHMIS and Fall Protection tickets (we can arrange)
• Valid Class 5 licence and reliable way to the shop for 6:30 start
• Comfortable in hot, tight, dirty spaces and on ladders and lifts all day
• Take pride in a clean, even pass; our name goes on every job

Benefits
• Extended health and dental after 3 months
• Boot and tool allowance
• Overtime after 8/44

Hiring insights
Hiring 2 candidates for this role
Job activity: Posted 5 days ago · Employer active 1 day ago

Report job`,
  },
  {
    id: 'medical-dosimetrist-workday-ohio',
    field: 'healthcare',
    half: 'tune',
    title: 'Medical Dosimetrist',
    company: 'Lakemont Regional Health',
    skills: [
      'CMD certification',
      'Treatment planning',
      'Eclipse',
      'IMRT',
      'VMAT',
      'SBRT',
      'Brachytherapy',
      'ARIA',
      'Contouring',
      'Monitor unit calculations',
      'Attention to detail',
      'Communication',
    ],
    text: `Medical Dosimetrist - Full Time, Days

Apply
locations
Lakemont Cancer Pavilion - Dayton
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0047921

Lakemont Regional Health is a not-for-profit system of four hospitals and thirty outpatient sites serving the Miami Valley. Our radiation oncology program treats more than 1,400 patients a year on three TrueBeam linacs and an HDR suite.

Job Summary
Working with radiation oncologists and medical physicists, the dosimetrist designs external beam and brachytherapy treatment plans that deliver the prescribed dose while sparing normal tissue, and documents them accurately in the record and verify system.

Essential Functions
- Generates 3D conformal, IMRT and VMAT plans in Eclipse, including SBRT/SRS cases for lung, spine and brain
- Contours normal structures and assists physicians with target delineation on CT, MR and PET fusion
- Performs independent monitor unit calculations and second checks
- Prepares HDR brachytherapy plans (GYN cylinders, tandem and ring)
- Enters prescriptions, schedules and plan documents in ARIA and participates in chart rounds and weekly chart checks
- Takes part in departmental QA and peer review

Qualifications
Required: Certified Medical Dosimetrist (CMD) through the MDCB, or board eligible with certification within 2 years of hire. Graduate of a JRCERT accredited dosimetry program OR 2 years of clinical planning experience.
Preferred: Experience with Eclipse and ARIA (v16 or later), motion management (DIBH, 4DCT).

The successful candidate is meticulous, communicates clearly with therapists and physicians, and stays calm when a same-day plan comes in at 3pm.

Pay range: $92,000 - $126,000 annually, based on experience.

Lakemont Regional Health is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'cytotechnologist-bayt-riyadh-second-language',
    field: 'laboratory medicine',
    half: 'unseen',
    title: 'Cytotechnologist',
    company: 'Al Nakheel Specialist Hospital',
    skills: [
      'ASCP CT certification',
      'Gynecologic cytology',
      'Non-gynecologic cytology',
      'Fine needle aspiration',
      'ThinPrep',
      'Liquid-based cytology',
      'SCFHS licence',
      'Microscopy',
      'Quality control',
      'Teamwork',
    ],
    text: `bayt.com  >  Jobs in Saudi Arabia  >  Healthcare

Cytotechnologist
Al Nakheel Specialist Hospital - Saudi Arabia - Riyadh
Posted on: 21 Nov 2026       Apply Now      Save job

Job Description
Al Nakheel Specialist Hospital is 350 beds tertiary care hospital in Riyadh, accredited by JCI and CBAHI. We are looking now for a qualified Cytotechnologist to join Anatomic Pathology Department, Cytology Section.

Duties and responsibilities:
• To do screening of gynecological specimen (Pap smear conventional and liquid based ThinPrep) and to mark the abnormal cells for review of pathologist.
• To screen non gynecological specimen as urine, body fluids, bronchial washing, CSF.
• Attend with pathologist the FNA procedure in radiology for the rapid on site adequacy assessment (ROSE) and make the smears and the staining (Diff-Quik, Pap).
• Doing the processing of the specimen, the cytospin and cell block preparation.
• Keep the QC records, correlation of cyto-histo and the 10% rescreening as per CAP requirement.
• Any other duty assign by the section head.

Requirements:
- Bachelor degree in Medical Laboratory or Cytotechnology.
- Certified from ASCP as CT(ASCP) or IAC certification is must.
- Minimum 3 years experience in cytology laboratory of hospital.
- Must be eligible for classification with Saudi Commission for Health Specialties (SCFHS) as Specialist.
- Good in using the microscope long hours and to be accurate.
- Can work in team with pathologists and histotechnologist.
- English language is required, Arabic is advantage.

Benefits: Tax free salary, Housing allowance, Transportation, 30 days annual vacation with ticket, Medical insurance for family, End of service.

Job Details
Job Location: Riyadh, Saudi Arabia
Company Industry: Healthcare
Job Role: Medical and Healthcare
Employment Type: Full Time Employee
Monthly Salary Range: Undisclosed
Number of Vacancies: 2

Preferred Candidate
Career Level: Mid Career
Years of Experience: Min: 3
Degree: Bachelor's degree / higher diploma`,
  },
  {
    id: 'pawnbroker-franchise-ziprecruiter',
    field: 'retail finance',
    half: 'tune',
    title: 'Pawnbroker',
    company: 'Sonoran Loan Group LLC',
    skills: [
      'Pawn loans',
      'Item valuation',
      'Gold testing',
      'Jewelry appraisal',
      'Firearms transactions',
      'Bravo pawn software',
      'Cash handling',
      'Customer service',
      'Negotiation',
      'Integrity',
    ],
    text: `ZipRecruiter
Jobs  ›  Pawnbroker  ›  Mesa, AZ

Pawnbroker
PawnPlus - Mesa · Mesa, AZ
$19 - $26 / hr + commission
Full-time
Posted 9 days ago · 1-click apply

✔ Quick Apply    ☆ Save

Job description
PawnPlus stores buy, sell and lend on everything from diamond rings to drum kits to deer rifles. Our Mesa and Gilbert stores are independently owned and operated by Sonoran Loan Group LLC, a franchisee of PawnPlus Franchising Inc. The franchisee is the employer of all store team members, and all hiring decisions are made by Sonoran Loan Group LLC.

We want a counter pro who already knows the pawn business. You will size up what walks through the door, decide what it is worth and what we can lend on it, write the ticket, and explain the terms so the customer understands exactly what they signed. Gold and silver come in every day, so you must be comfortable with acid and scratch testing and reading the XRF. Diamonds and watches too: if you hold a GIA course or two, tell us.

We are an FFL dealer. You will complete firearm pawns and sales start to finish, including the 4473 and NICS check, and keep the bound book straight. We log every transaction in Bravo, and all tickets are reported to the police database daily, so accuracy matters.

What you need
- 2+ years pawn, jewelry buying, or gun counter experience
- Good at haggling politely: you will negotiate loans and sales all day
- Cash drawer balancing and opening/closing
- Must be 21+, pass background check, no theft or dishonesty history (we bond every employee)
- Bilingual English/Spanish a plus

Why us: commission on loans and sales, health insurance, 401(k) match, closed on Sundays.

Sonoran Loan Group LLC is an equal opportunity employer.

Report this job  ·  Similar jobs: Jewelry Buyer, Loan Associate, Gun Counter Sales`,
  },
  {
    id: 'reinsurance-broker-linkedin-london',
    field: 'insurance',
    half: 'unseen',
    title: 'Reinsurance Broker, Property Treaty',
    company: 'Harrowgate Re Partners Ltd',
    skills: [
      'Treaty reinsurance broking',
      'Property catastrophe',
      'Catastrophe modelling',
      "Lloyd's market",
      'Contract wording',
      'Placement',
      'Client relationship management',
      'ACII',
      'Excel',
      'Negotiation',
      'Presentation skills',
    ],
    text: `Harrowgate Re Partners Ltd
Reinsurance Broker, Property Treaty
London, England, United Kingdom · 2 weeks ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn

Hybrid   Full-time   Mid-Senior level

Easy Apply    Save

About the job
Harrowgate Re is an independent reinsurance intermediary placing property, specialty and casualty treaty business for regional insurers in the UK, the Nordics and the Middle East. Twenty-six brokers, one floor off Lime Street, no bureaucracy.

We are hiring a property treaty broker to work alongside our Head of Property on a portfolio of cat XL, per risk and quota share programmes.

What you will do
• Own the renewal cycle for a book of cedants: submissions, market presentation, quotes, firm order terms and signing down
• Work with our analytics team to turn RMS and Verisk cat model output into a story reinsurers buy
• Negotiate terms and capacity in the Lloyd's and London company markets, Bermuda and Europe
• Review and agree contract wordings and clauses; chase slips to final signature
• Be the first call for the client's reinsurance manager throughout the year

What we look for
• 4+ years treaty broking or treaty underwriting, property essential
• Understanding of cat exposures, layering and reinstatement pricing
• ACII or working towards it
• Strong Excel; comfortable presenting to senior underwriters
• Persuasive, commercially sharp, and good with people over a long lunch and a long spreadsheet alike

Benefits: discretionary bonus, 12% pension, private medical, 27 days holiday.

Seniority level: Mid-Senior level
Employment type: Full-time
Job function: Finance and Sales
Industries: Insurance

See how you compare to 112 applicants. Try Premium for £0`,
  },
  {
    id: 'welding-teacher-join-seek-victoria',
    field: 'vocational education',
    half: 'tune',
    title: 'Welding Teacher',
    company: 'Southern Range Polytechnic',
    skills: [
      'Certificate IV in Training and Assessment',
      'Fabrication trade qualification',
      'MIG welding',
      'TIG welding',
      'Stick welding',
      'AS/NZS 1554',
      'Competency-based assessment',
      'Workshop safety',
      'Working with Children Check',
      'Communication',
      'Patience',
    ],
    text: `Join Southern Range Polytechnic as a Welding Teacher and pass your trade on to the next generation.

Southern Range Polytechnic
Ballarat VIC
Teachers & Trainers (Education & Training)
Full time
$98,000 – $112,000 per year + super

Posted 4d ago  ·  Quick apply

Our Engineering Trades centre trains more than 600 apprentices and pre-apprentices a year in fabrication, fitting and machining. Our workshops were rebuilt in 2024 with 40 booths, a robotic cell and a virtual welding lab, and the team is looking for another hands-on teacher to deliver Certificate II and III units across day, evening and block release classes.

In this role you will plan and deliver practical and theory sessions in gas metal arc, gas tungsten arc and manual metal arc welding, oxy and plasma cutting, and reading fabrication drawings. You will assess students against unit requirements, keep records in our student management system, and make sure every student leaves the booth with their fingers and eyesight intact.

To be considered you will need:
- A trade qualification in Engineering – Fabrication (Certificate III or equivalent) and solid industry experience
- TAE40122 Certificate IV in Training and Assessment (or TAE40116 with the required upgrades)
- Sound knowledge of AS/NZS 1554 structural welding and weld testing; a welding supervisor or inspector ticket is highly regarded
- A current Employee Working with Children Check, or the ability to obtain one
- Clear communication with learners of all ages and backgrounds, and the patience to show the same weave twenty times

We offer 17.5% leave loading, professional development days, and the chance to keep your skills sharp through industry release.

Applications close Sunday 13 December. Please address the key selection criteria in your cover letter.

Southern Range Polytechnic is committed to child safety and to a diverse workforce.`,
  },
  {
    id: 'braille-transcriber-school-district-pdf',
    field: 'special education',
    half: 'unseen',
    title: 'Braille Transcriber',
    company: 'Cedar Plains Unified School District',
    skills: [
      'Literary Braille certification',
      'Unified English Braille',
      'Nemeth Code',
      'Duxbury Braille Translator',
      'Tactile graphics',
      'Braille embosser',
      'Microsoft Word',
      'Confidentiality',
      'Attention to detail',
      'Collaboration',
    ],
    text: `CEDAR PLAINS UNIFIED SCHOOL DISTRICT
Human Resources Department
CLASSIFIED POSITION VACANCY
POSTING NO.: CL-26-118
POSITION: Braille Transcriber
LOCATION: Special Education Services –
Instructional Materials Center
SALARY: Range 32, $24.87 – $31.74 per
hour (District Classified Salary Schedule)
WORK YEAR: 203 days, 7.5 hours per day
OPENING DATE: November 23, 2026    CLOSING DATE: December 7, 2026, 4:00 p.m.
DEFINITION
Under the direction of the Program Specialist for Visual Impair-
ment, transcribes textbooks, tests, worksheets and other instruc-
tional materials from print into braille and tactile formats for stu-
dents who are blind or visually impaired.
EXAMPLES OF DUTIES
Transcribes literary materials in Unified English Braille (UEB) and
mathematics and science materials in Nemeth Code; uses Duxbury
Braille Translator and Microsoft Word to format files; produces tac-
tile graphics (maps, charts, diagrams) using swell paper, collage and
embossed methods; operates and maintains braille embossers and a
thermoform machine; proofreads transcriptions; coordinates dead-
lines with Teachers of the Visually Impaired (TVIs) and general
education teachers so materials reach students on time; maintains
confidentiality of student records.
Page 1 of 2                                    CL-26-118
MINIMUM QUALIFICATIONS
Education: High school diploma or equivalent.
Certification: Library of Congress (NLS) Certification in Literary
Braille Transcribing is REQUIRED. NLS certification in Mathematics
(Nemeth) is desirable or must be obtained within two years.
Experience: One year of experience transcribing braille for educa-
tional materials.
KNOWLEDGE AND ABILITIES
Braille Authority of North America formats and guidelines; accura-
cy and close attention to detail; ability to meet deadlines and work
cooperatively with teachers, aides and families.
APPLICATION PROCEDURE
Apply online through the District Employment portal. Incomplete
applications will not be considered. Finalists must clear DOJ/FBI
fingerprinting and TB screening.
Cedar Plains Unified School District is an equal opportunity em-
ployer and prohibits discrimination, harassment, intimidation and
bullying based on actual or perceived characteristics protected by law.
Page 2 of 2                                    CL-26-118`,
  },
  {
    id: 'vital-records-specialist-county-neogov',
    field: 'public sector',
    half: 'tune',
    title: 'Vital Records Specialist I',
    company: 'Marlow County',
    skills: [
      'Vital records',
      'Identity verification',
      'Data entry',
      'Cash handling',
      'Customer service',
      'Confidentiality',
      'Electronic vital records system',
      'Spanish',
      'Typing',
      'Attention to detail',
    ],
    text: `Marlow County
Vital Records Specialist I

Salary: $41,350.40 - $52,769.60 Annually
Location: Harlan Springs, OR
Job Type: Full-Time
Job Number: 2026-00734
Department: Public Health - Office of Vital Records
Opening Date: 11/24/2026
Closing Date: 12/8/2026 11:59 PM Pacific

Print Job   Apply

Description   Benefits   Questions

The Position
Every birth and death in Marlow County passes through this small, busy office. The Vital Records Specialist I registers records, issues certified copies of birth and death certificates to eligible requesters, and helps funeral homes, hospitals and families through a process that often comes at a hard time.

Typical tasks
Review applications and check that the requester is eligible under state law; verify identity documents and spot ones that have been altered; search, amend and issue certificates in the state's electronic vital records system; enter data quickly and accurately; take payments by cash, check and card and balance the drawer daily; answer phones and a public counter; protect confidential records.

Minimum Qualifications
Two years of clerical or customer service experience, one of which included data entry and handling cash. Ability to type 40 net words per minute (test required).

Desirable: Experience with birth/death records, a county clerk or court; fluency in Spanish (bilingual pay differential of 5% available after testing).

Attributes we value: courteous under pressure, careful with details, discreet.

Selection Process
Applications will be screened for minimum qualifications. Qualified applicants will be invited to a typing test and an oral board interview.

Marlow County is an Equal Opportunity Employer. Veterans' preference applies per ORS 408.230.`,
  },
  {
    id: 'shore-excursions-manager-about-us-workable',
    field: 'hospitality',
    half: 'unseen',
    title: 'Shore Excursions Manager',
    company: 'Azurine Small Ship Cruises Ltd.',
    skills: [
      'Shore excursions',
      'Tour operator contracting',
      'Guest services',
      'Revenue reporting',
      'Cruise ship experience',
      'STCW Basic Safety Training',
      'ENG1 medical',
      'German',
      'Public speaking',
      'Leadership',
      'Problem solving',
    ],
    text: `We are small on purpose. Our five expedition-style ships carry no more than 180 guests each to places the big ships cannot reach: the fjords of Svalbard in summer, the Adriatic islands in spring and autumn, the Caribbean's quiet corners in winter. Guests come back to us because every day ashore feels personal.

Azurine Small Ship Cruises Ltd. is looking for a Shore Excursions Manager to join one of our vessels on a 4-months-on, 2-months-off rotation.

Azurine Small Ship Cruises Ltd.
Onboard – Worldwide itineraries
Full time · Contract

Description
You will run the tour office on board. That means presenting the excursion programme at port talks, selling and booking tours at the desk, briefing guides and drivers in each port, counting guests off and back on the gangway, and dealing calmly with a missed bus or a closed monastery. You will work with our ground operators and local agents, check that what they deliver matches what we contracted, and report revenue and guest feedback to the Head Office team in Southampton after every cruise.

Requirements
- At least two contracts in a shore excursions or tour office role on a cruise ship, or three years with a destination management company
- STCW Basic Safety Training and a valid ENG1 (or equivalent seafarer medical)
- Confident presenter in front of 150 guests with a microphone
- Fluent English; German or Spanish strongly preferred
- Good with numbers: daily sales and end-of-cruise revenue reports
- A leader for a team of two, who solves problems before guests notice them

Benefits
Monthly salary EUR 3,900–4,600 tax-free depending on experience, single cabin, flights to and from the ship, medical cover on board, and free cruises for family.

Apply via Workable
Powered by Workable   ·   Privacy notice`,
  },
  {
    id: 'removals-porter-reed-pipe-header',
    field: 'logistics',
    half: 'tune',
    title: 'Removals Porter',
    company: 'Fairway Removals & Storage Ltd',
    skills: [
      'Furniture removals',
      'Packing',
      'Manual handling',
      'Furniture dismantling',
      'C1 licence',
      'Customer care',
      'Teamwork',
      'Punctuality',
      'Physical fitness',
    ],
    text: `Fairway Removals & Storage Ltd | Removals Porter | Bristol

£12.60 - £14.50 per hour + tips + overtime
Bristol, South West England
Permanent, full-time
Posted 2 days ago by Fairway Removals & Storage Ltd

Easy Apply     ☆ Save     Share

Home removals are stressful for the people moving, not for us. We have moved families, offices and the occasional grand piano around the South West for three generations and we need two more porters for our growing team.

Your day
Our crews of three or four start at the depot at 7.30, load the van and head to the job. You will wrap and pack china, glass and pictures properly (we train you in export packing), take apart beds and wardrobes and put them back together at the other end, and carry heavy and awkward items up and down stairs without marking a wall. Some days are storage container days in the warehouse.

You
- Fit and strong: this is heavy work all day, in all weathers
- Know how to lift safely; manual handling training given
- Polite and tidy in customers' homes; you are the face of the company
- Turn up on time; the crew cannot leave without you
- A team player who gets on with people on long days
- Removals experience is helpful but not essential
- A C1 licence (7.5 tonne) is a real plus: drivers are paid £2 an hour more. No C1? We fund the course after 6 months.

What you get
- Paid weekly, overtime at time and a half
- Tips shared by the crew
- Uniform and safety boots
- 28 days holiday incl. bank holidays
- Pension

Applicants must have the right to work in the UK.

reed.co.uk   ·   Job ref: FRS-POR-1125   ·   Report this job`,
  },
  {
    id: 'cargo-screener-icims-nairobi-second-language',
    field: 'aviation security',
    half: 'unseen',
    title: 'Cargo Security Screener',
    company: 'Savannah Air Cargo Handling Ltd',
    skills: [
      'X-ray image interpretation',
      'Explosive trace detection',
      'KCAA screener certification',
      'Physical search',
      'Dangerous goods awareness',
      'Aviation security procedures',
      'Certificate of good conduct',
      'Shift work',
      'Integrity',
      'Alertness',
    ],
    text: `Careers at Savannah Air Cargo Handling Ltd

Cargo Security Screener
Job ID 2026-1187
Location KE-Nairobi-JKIA Cargo Village
Category Security
Position Type Full-Time (Shift)
# of Openings 6

Overview
Savannah Air Cargo Handling Ltd is licensed ground handler and regulated agent at Jomo Kenyatta International Airport handling above 90,000 tonnes per year of flowers, fresh produce and general cargo for 14 airlines. We are expanding our screening centre for the new cold room and we invite applications from suitable candidates.

Responsibilities
• Screen export cargo and mail by use of X-ray machine and to interpret the images correctly for prohibited items and IEDs.
• Operate the ETD (explosive trace detection) machine and do the physical search of consignment where is alarm or the image is not clear.
• Check the consignment security declaration and documents of the regulated agent before to accept the cargo.
• Identify and report undeclared dangerous goods.
• Maintain the secure chain of custody for screened cargo up to the aircraft loading.
• Filling the screening log and handover report at end of every shift.

Qualifications
• Diploma or KCSE mean grade C and above.
• Must be holder of a valid KCAA Aviation Security Screener certificate (cargo). Candidates with KCAA cargo screener certificate expired less than 6 months can be considered.
• Minimum 1 year of screening experience in airport or cargo environment.
• Dangerous Goods awareness training (IATA Category 10 or 12) will be added advantage.
• Valid Certificate of Good Conduct from DCI, not older than 6 months.
• Ready to work in rotating shift including night and public holiday.
• Person of high integrity, alert and with good eyes for details.

We are equal opportunity employer. Only shortlisted candidates will be contacted. Canvassing will lead to automatic disqualification.

Apply for this job online   Email this job to a friend   Share on your newsfeed

Powered by iCIMS  ·  Need help?`,
  },
  {
    id: 'notary-signing-agent-forwarded-email',
    field: 'legal',
    half: 'tune',
    title: 'Notary Signing Agent',
    company: 'TitleBridge Signing Services',
    skills: [
      'Notary public commission',
      'NNA certification',
      'Loan signings',
      'E&O insurance',
      'Background screening',
      'Dual-tray laser printer',
      'Document scanning',
      'Punctuality',
      'Professionalism',
      'Attention to detail',
    ],
    text: `---------- Forwarded message ---------
From: Renee Okafor <renee.okafor@gmail.com>
Date: Tue, Nov 24, 2026 at 8:12 PM
Subject: Fwd: signing agent gig - thought of you!!
To: Marisol Vega <mvega.notary@gmail.com>

Hey girl, you just got your commission right? This came through my NNA group. They pay faster than the other company I use. Good luck!! xx

---------- Forwarded message ---------
From: Onboarding <vendors@titlebridgesigning.com>
Subject: Now contracting Notary Signing Agents - Sacramento & Placer counties

Hello,

TitleBridge Signing Services coordinates loan closings for title companies and lenders across Northern California. We are adding Notary Signing Agents to our vendor panel for Sacramento, Placer and El Dorado counties due to increased refinance and HELOC volume.

As a Notary Signing Agent you will meet borrowers at their home or office, walk them through the loan package, make sure every signature, initial and date is in the right place, notarize the deed of trust and other documents, and ship the package back the same day. Many files need scan-backs before the borrower's documents can be shipped, so you must be able to scan a 150-page package cleanly.

To be added to our panel you need:
- Active California Notary Public commission and bond
- NNA Certified Signing Agent with a current NNA background screening (within 12 months)
- Errors & Omissions insurance of at least $25,000
- Dual-tray laser printer able to print legal and letter size, and a scanner
- Reliable transportation and smartphone for our app
- Prior loan signing experience preferred (refis, purchases, HELOCs, reverse mortgages)

We are looking for signing agents who arrive on time, dress professionally, and catch a missed initial before it costs a funding day. Fees are $100-$175 per signing, paid net 15.

Reply with your commission number, NNA ID and E&O certificate to get started.

TitleBridge Signing Services
Independent contractor opportunity. TitleBridge does not provide legal advice.`,
  },
  {
    id: 'legal-nurse-consultant-greenhouse-firm',
    field: 'legal',
    half: 'unseen',
    title: 'Legal Nurse Consultant',
    company: 'Pryor Vance LLP',
    skills: [
      'Registered Nurse licence',
      'Medical record review',
      'Medical chronologies',
      'Standard of care analysis',
      'Medical malpractice litigation',
      'Personal injury',
      'LNCC certification',
      'CaseMap',
      'Writing',
      'Critical thinking',
    ],
    text: `Pryor Vance LLP

Legal Nurse Consultant
Atlanta, GA (Hybrid)

Apply for this job

Pryor Vance LLP is a 60-lawyer trial firm representing injured people and their families in medical negligence, nursing home abuse and catastrophic injury cases throughout Georgia and the Carolinas.

We are adding a Legal Nurse Consultant to our medical team. You will be the person our trial lawyers call when they need to know what really happened in the ICU at 2 a.m.

What you'll do
Review and organize thousands of pages of hospital, physician and nursing home records, and build clear medical chronologies and summaries in CaseMap. Spot deviations from the standard of care, missing entries, late charting and altered records. Research medical literature and clinical guidelines. Screen new malpractice and personal injury intakes for merit. Identify and help prepare expert witnesses, draft deposition questions, and sit in on depositions and mediations when needed.

What you'll bring
- Active, unrestricted RN license (Georgia or compact)
- At least 5 years of clinical nursing experience; ICU, ED, OR or long-term care backgrounds are especially helpful
- 2+ years as a legal nurse consultant in plaintiff or defense litigation preferred
- LNCC or CLNC certification preferred
- Clear, concise writing: your summaries go straight to lawyers and sometimes to opposing counsel
- Sharp critical thinking and the confidence to tell a lawyer a case does not have merit

Compensation and benefits
$88,000 – $108,000 base, depending on experience; 100% employer-paid medical for employees, 401(k) with 4% match, 3 remote days per week, CLE and CEU budget.

Pryor Vance LLP is an equal opportunity employer.

Voluntary Self-Identification
For government reporting purposes, we ask candidates to respond to the below self-identification survey...

Powered by greenhouse`,
  },
  {
    id: 'mass-spectrometry-specialist-university-germany',
    field: 'science',
    half: 'tune',
    title: 'Mass Spectrometry Specialist',
    company: 'Lindenau University of Technology',
    skills: [
      'LC-MS/MS',
      'Orbitrap',
      'Proteomics',
      'Sample preparation',
      'MaxQuant',
      'Instrument maintenance',
      'Python',
      'R',
      'PhD',
      'User training',
      'Organisation',
    ],
    text: `StepStone

Lindenau University of Technology
Mass Spectrometry Specialist (m/f/d)
📍 Lindenau   🕒 Full-time   📄 Fixed-term, 3 years with option for extension   🗓 Published: 1 week ago

Apply now    ♡ Save

Salary: TV-L E13, depending on qualification and experience

The Core Facility for Proteomics and Metabolomics at the Faculty of Life Sciences supports more than 40 research groups with mass spectrometry services, from routine protein identification to quantitative phosphoproteomics and lipidomics. Our instrument park includes two Orbitrap Exploris 480, a timsTOF Pro 2 and a triple quadrupole for targeted assays.

Your tasks
- Operation, calibration and maintenance of high-resolution LC-MS/MS systems including nanoLC
- Development and optimisation of sample preparation workflows (in-solution and in-gel digestion, enrichment, TMT labelling)
- Data analysis with MaxQuant, Proteome Discoverer and Skyline; statistical evaluation with Perseus, R or Python
- Advising and training users and students, and co-supervision of student projects
- Contribution to the organisation of the facility (booking, sample tracking, billing)

Your profile
- PhD in chemistry, biochemistry, biology or related field
- Several years of hands-on experience with Orbitrap or Q-TOF instruments in proteomics
- Experience with quantitative proteomics (label-free, TMT, DIA)
- Programming knowledge in R or Python is desirable
- Structured and independent way of working, pleasure in working with users from many disciplines
- Very good English; German is an advantage but not required

We offer
A modern working environment, flexible working hours, 30 days of holiday, a company pension scheme (VBL) and a discounted public transport ticket.

Severely disabled applicants with equal qualifications will be given preference. The university aims to increase the proportion of women in science and expressly encourages women to apply.

Please apply online by 15.12.2026 quoting reference number 26/412-LS.`,
  },
  {
    id: 'marine-mammal-observer-agency-brazil-second-language',
    field: 'environmental',
    half: 'unseen',
    title: 'Marine Mammal Observer',
    company: 'Oceânica Serviços Ambientais Ltda',
    skills: [
      'JNCC MMO certification',
      'IBAMA monitoring guidelines',
      'Marine mammal identification',
      'Passive acoustic monitoring',
      'PAMGuard',
      'Seismic survey mitigation',
      'BOSIET',
      'Offshore medical',
      'Portuguese',
      'Report writing',
    ],
    text: `OPORTUNIDADE / OPPORTUNITY 🐋

MARINE MAMMAL OBSERVER (MMO)

Oceânica Serviços Ambientais Ltda, environmental consultancy from Rio de Janeiro with more than 15 years in offshore monitoring, is looking for professionals for the Marine Biota Monitoring Project of a 3D seismic survey in the Santos Basin, for an important operator client. Start planned for February 2027, rotation of 5 weeks on board / 5 weeks off.

Activities:
- Carry out visual observation of marine mammals, sea turtles and seabirds from the observation deck, during daylight, following the IBAMA guide for seismic monitoring (PMBS).
- Identify the species and record sightings, behaviour and distance with reticle binoculars.
- Request to the seismic party chief the delay or shut-down of the airguns when animals are inside the exclusion zone, and follow the soft-start procedure.
- Work in team with the PAM operators, and operate PAMGuard in the night period when is necessary.
- Fill the daily forms and prepare the final report of the campaign in Portuguese and English.

Requirements:
- Graduation in Biology, Oceanography or related area.
- JNCC MMO certificate or similar recognised course (mandatory).
- Minimum of 2 campaigns as MMO in seismic surveys, preferably in Brazilian waters.
- Experience with passive acoustic monitoring will be differential.
- Valid BOSIET/HUET (or FOET) and offshore medical certificate (ASO) — or availability to do before embarkation.
- Fluent Portuguese and good English for writing the reports.
- Availability to stay long periods offshore.

We offer: daily rate compatible with market, insurance, transport to the port and all training costs for Brazilian certificates.

Interested send your CV with number of campaigns and certificates to recrutamento@oceanica-ambiental.com.br with subject "MMO SANTOS 2027". Only selected candidates will be contacted. Please share with colleagues! 🌊`,
  },
  {
    id: 'scenic-artist-theatre-about-us-uk',
    field: 'creative',
    half: 'tune',
    title: 'Scenic Artist',
    company: 'The Wrenfield Playhouse',
    skills: [
      'Scenic painting',
      'Faux finishes',
      'Texturing',
      'Scaling designs',
      'Colour mixing',
      'Spray equipment',
      'IPAF',
      'COSHH',
      'Teamwork',
      'Time management',
    ],
    text: `For more than ninety years The Wrenfield Playhouse has made theatre in the heart of Sheffield. We produce eight shows a year in our 780-seat main house and our studio, build almost everything in our own workshops, and tour two productions nationally each year. Our paint shop is one of the last in-house paint frames in the north of England.

We are looking for an experienced scenic artist to join our Head of Paint and a small, friendly team in the paint shop, on a permanent contract.

The Wrenfield Playhouse
Scenic Artist
Sheffield · Permanent · £29,400 – £32,100 per annum
Closing date: 11 December 2026, 12 noon

The role
Working from the designer's model and paint elevations, you will scale up and paint cloths, floors, flats and props in every style, from realistic woodgrain, marble and stonework to bold graphic work and distressed, aged surfaces. You will mix and match colours by eye, build up texture with scenic fillers and foams, and use spray and HVLP equipment. During fit-ups and technical rehearsals you will do touch-ups on stage, sometimes late into the evening.

About you
You will have at least three years of professional scenic painting experience in theatre, film or TV, and a portfolio to show it. You know your way around COSHH and safe use of paints and solvents, and an IPAF licence for working on the paint frame and MEWPs would be an advantage (training can be given). Above all you are a team player who can prioritise several productions at once and hit technical deadlines without panic.

We offer 25 days holiday plus bank holidays, a pension with 6% employer contribution, free tickets, and a supportive, creative place to work.

To apply, download the application pack and send it with a link to your portfolio to jobs@wrenfieldplayhouse.org.uk.

We welcome applications from everyone and particularly encourage applicants from the global majority, disabled and working-class backgrounds, who are under-represented in our workshops.`,
  },
  {
    id: 'type-designer-markdown-netherlands',
    field: 'design',
    half: 'unseen',
    title: 'Type Designer',
    company: 'Letterwerf',
    skills: [
      'Glyphs',
      'FontLab',
      'Variable fonts',
      'OpenType features',
      'Python',
      'Spacing and kerning',
      'Arabic script',
      'Font engineering',
      'Typography',
      'Attention to detail',
      'Collaboration',
    ],
    text: `# We're hiring: Type Designer (Amsterdam or remote within the EU)

**Letterwerf** is an independent type foundry of nine people in a converted shipyard canteen in Amsterdam-Noord. We design retail typefaces and custom type for newspapers, transit systems and brands, with a growing catalogue of multi-script families.

## What you'll work on

- Drawing Latin, Cyrillic and Greek glyphs for retail families and custom commissions
- Building and interpolating **variable fonts** with multiple axes (weight, width, optical size)
- Spacing and kerning large families by hand and with classes
- Writing **OpenType features** (ligatures, contextual alternates, small caps, figures)
- Quality control: proofing in print and on screen, fixing outlines, checking diacritics for dozens of languages

## What we're looking for

| Must have | Nice to have |
|---|---|
| Professional portfolio of released or commissioned type | Experience with Arabic or Devanagari |
| Fluency in **Glyphs 3** or **FontLab 8** | Python scripting for font tools (fontTools, Robofont extensions) |
| Solid understanding of spacing, rhythm and type history | Font engineering: hinting, mastering, production for web |
| A postgraduate type design course (KABK TypeMedia, Reading MATD or similar) **or** 3+ years of type design work | Experience with brand or editorial clients |

You care about the detail of a single curve *and* you can finish a 48-style family on deadline. You work well with a small team: we review each other's drawings every Tuesday.

## Terms

- 32–40 hours/week, permanent contract after one year
- €3,700–€4,600 gross per month (based on 40 hours) + 8% holiday allowance
- Royalties on retail families you design

**To apply:** send a PDF portfolio (max 20 MB) and a short note to *jobs@letterwerf.nl*. No recruiters, please.`,
  },
  {
    id: 'mailroom-supervisor-taleo-insurer',
    field: 'operations',
    half: 'tune',
    title: 'Mailroom Supervisor',
    company: 'Crestline Mutual Insurance Company',
    skills: [
      'Mail operations',
      'Pitney Bowes',
      'USPS regulations',
      'FedEx and UPS shipping',
      'Inserter operation',
      'Staff supervision',
      'Scheduling',
      'Inventory',
      'Microsoft Excel',
      'Customer service',
      'Organisation',
    ],
    text: `Job Description

Mailroom Supervisor-2600417

Description

Crestline Mutual Insurance Company has protected farms, families and small businesses across the Midwest for over 100 years. Our home office in Des Moines processes more than 40,000 pieces of incoming and outgoing mail each week, from policy packets to claim checks.

As Mailroom Supervisor you will lead a team of eight mail clerks and equipment operators on the day shift. You will plan daily work, assign routes and tasks, keep production on schedule for the postal pick-ups, and make sure time-sensitive items such as checks and legal notices are handled with full accountability.

Primary Responsibilities
• Supervise, train, schedule and evaluate mailroom staff
• Oversee operation of Pitney Bowes mailing systems, folder-inserters and the high-speed sorter; coordinate service calls
• Ensure compliance with USPS regulations for presort, certified and business reply mail; manage postage meter funding and reconcile postage spend
• Manage overnight and ground shipments with FedEx and UPS
• Maintain supplies inventory and order envelopes and forms
• Produce weekly volume and cost reports in Excel
• Serve internal customers with courtesy and resolve delivery issues

Qualifications
• High school diploma or equivalent; associate degree preferred
• 3+ years of mail center experience, including at least 1 year leading or supervising others
• Working knowledge of USPS mailing standards; EMCM (Executive Mail Center Manager) certification a plus
• Experience with Pitney Bowes or Quadient equipment
• Highly organized, able to juggle deadlines
• Able to lift up to 50 lbs

Job: Facilities & Administrative Services
Primary Location: US-IA-Des Moines
Organization: Corporate Services
Schedule: Full-time
Shift: Day Job
Job Posting: Nov 20, 2026, 9:00:00 AM

Crestline Mutual is an Equal Opportunity Employer.`,
  },
  {
    id: 'linux-kernel-engineer-lever-markdown',
    field: 'software',
    half: 'unseen',
    title: 'Senior Linux Kernel Engineer',
    company: 'Quillstack',
    skills: [
      'C',
      'Linux kernel',
      'Device drivers',
      'Upstream contributions',
      'eBPF',
      'Git',
      'Kernel debugging',
      'Memory management',
      'Rust',
      'Python',
      'Communication',
    ],
    text: `Quillstack

Senior Linux Kernel Engineer
REMOTE (US OR CANADA) / PLATFORM – KERNEL / FULL-TIME

Quillstack builds the operating system layer for edge servers that run in factories, wind farms and cell towers. Our customers deploy tens of thousands of our boxes in places where no one can press the reset button, so the kernel has to be boring in the best possible way.

**What you'll do**

- Own our kernel tree based on the latest LTS: backports, rebases, config, and our small set of out-of-tree patches (which we are trying hard to upstream)
- Write and maintain device drivers for our custom NICs, PCIe accelerators and watchdog hardware
- Track down hard problems: memory corruption, lockups, scheduling latency, performance regressions, using ftrace, perf, kdump/crash and bpftrace
- Build observability and security tooling with eBPF
- Review patches and help the rest of engineering understand what the kernel is doing

**What we're looking for**

- 6+ years writing production C, with at least 3 in the Linux kernel
- A track record of patches accepted upstream (please include links to lore.kernel.org)
- Deep knowledge of one or more of: memory management, the scheduler, networking stack, block layer, PCIe
- Comfort with git at the mailing-list level (format-patch, send-email, bisect)
- Python or shell for tooling and test harnesses
- Bonus: Rust for Linux, real-time (PREEMPT_RT) experience
- You explain complex bugs clearly in writing and enjoy doing it

**Compensation:** $185,000 – $235,000 USD base + equity. Full benefits, home office budget.

Quillstack is an equal opportunity employer.

APPLY FOR THIS JOB

Jobs powered by Lever`,
  },
  {
    id: 'search-relevance-engineer-long-prose',
    field: 'software',
    half: 'tune',
    title: 'Search Relevance Engineer',
    company: 'Larkspur Market',
    skills: [
      'Information retrieval',
      'Elasticsearch',
      'Learning to rank',
      'Python',
      'A/B testing',
      'Relevance metrics',
      'Query understanding',
      'Vector search',
      'SQL',
      'Communication',
      'Curiosity',
    ],
    text: `Every day about three million people type something into the search box at Larkspur Market, the online marketplace for independent makers, and most of them do not type what they mean. Someone looking for a "green wedding present" might want a ceramic vase, a moss terrarium or an eco-friendly cookware set; someone typing "boho" wants a whole aesthetic, not a keyword. Turning those few words into a page of things a buyer actually wants is the problem our search team works on, and it is why we're looking for a Search Relevance Engineer to join it.

Our stack is built on Elasticsearch with a learning-to-rank layer on top, and a growing share of retrieval now happens through dense embeddings served from a vector index. In this role you will spend your time improving how queries are understood (spelling, synonyms, category and attribute prediction), how candidates are retrieved, and how results are ranked. You will build features from click, add-to-cart and purchase logs, train and evaluate ranking models in Python, and decide with the team which ones deserve a live experiment. Because offline numbers lie as often as they tell the truth, you should be at home designing and reading online A/B tests, and know your NDCG from your MRR and when neither is the right measure.

We imagine you have spent three or more years working on search or recommendation systems in production, either as an engineer who learned the data science or a data scientist who writes production code. You will write a lot of SQL against our warehouse to understand what shoppers do, and you will need to explain your results in plain words to product managers, sellers' advocates and the occasional executive who searched for their own shop and did not find it. The people who do well here are curious: they read the queries, look at the results with their own eyes, and ask why.

The role is remote within the UK and Ireland, with a team week in Bristol each quarter. Salary £85,000 to £105,000 plus share options, 30 days of holiday and a generous learning budget.

Larkspur Market values a diverse team and welcomes applications from people of all backgrounds.`,
  },
  {
    id: 'agricultural-pilot-newspaper-classified-nz',
    field: 'agriculture',
    half: 'unseen',
    title: 'Agricultural Pilot',
    company: 'Kaimai Aerial Topdressing Ltd',
    skills: [
      'Commercial pilot licence',
      'Agricultural rating',
      'Turbine aircraft',
      'Aerial topdressing',
      'Aerial spraying',
      'Low-level flying',
      'Growsafe certificate',
      'Class 1 medical',
      'Safety record',
      'Reliability',
    ],
    text: `SITUATIONS VACANT

AGRICULTURAL
PILOT
WAIKATO / BAY OF PLENTY

Kaimai Aerial Topdressing
Ltd has a vacancy for a
full-time pilot to join our
team of four operating two
turbine Fletchers and a
Cresco from our strips at
Te Aroha and Matamata.

Work is mainly fertiliser
topdressing on hill country,
with some spraying of crop
and gorse in season.

Applicants must hold:
• CPL(A) with Agricultural
  Rating (Grade 2 or above)
• Current Class 1 medical
• Minimum 500 hrs ag flying,
  turbine experience pref.
• Growsafe Pilot Cert (or
  willing to obtain)

A clean safety record is a
must. We want a steady,
reliable pilot who enjoys
early starts and long days
in the busy season and
gets on with farmers and
loader drivers alike.

Top rates paid, incl. per-
tonne bonus. Accommodation
can be arranged.

Apply in writing with CV
and logbook summary to:
The Chief Pilot, PO Box 212,
Te Aroha 3342, or email
office@kaimaiaerial.co.nz
Applications close 12 Dec.`,
  },
  {
    id: 'hoof-trimmer-whatsapp-netherlands-second-language',
    field: 'agriculture',
    half: 'tune',
    title: 'Hoof Trimmer',
    company: 'Klauwzorg Friesland B.V.',
    skills: [
      'Cattle hoof trimming',
      'Trimming crate',
      'Dutch five-step method',
      'Lameness detection',
      'Hoof disorder treatment',
      'Angle grinder',
      'BE driving licence',
      'Animal welfare',
      'Physical fitness',
      'Independent working',
    ],
    text: `[27-11 09:41] Sjoerd Klauwzorg: 🐄🐄 VACANCY 🐄🐄

Hello all, please share this in your groups!!

Klauwzorg Friesland B.V. is busy like never before. We trim each year more than 60.000 cows on dairy farms in Friesland and Groningen and we need one more colleague.

So we search a hoof trimmer (klauwverzorger) with experience, full time, also English speaking is ok, our team is Dutch, Polish and one Irish guy 😄

What you do:
- you drive with our van and trailer with the trimming crate to the farms, alone or with a colleague
- you trim the cows with the Dutch 5 step method, with the angle grinder and hoof knife
- you see which cows are lame and you treat the problems: sole ulcer, white line, Mortellaro (DD), you put blocks and bandage
- you register all the treatments in the tablet (CRV hoof health) so farmer and vet can see
- you clean and maintain the crate and the tools

What we ask:
- minimum 1 year experience with hoof trimming of dairy cows, a diploma klauwverzorger or foreign diploma is plus
- driving licence BE (for the trailer), is must
- you are strong and fit, the work is heavy
- you love the animals and treat them calm, no shouting and hitting, animal welfare is number one for us
- you can work independent, the farmers must trust you

We give: good salary (cao), van for work, overtime paid, work clothes, and help with housing for the first months if you come from abroad.

Interest? Send me app on this number or mail info@klauwzorgfriesland.nl 👍`,
  },
  {
    id: 'tug-master-jobstreet-batam-second-language',
    field: 'maritime',
    half: 'unseen',
    title: 'Tug Master',
    company: 'PT Samudra Pandu Marina',
    skills: [
      'Certificate of Competency',
      'Harbour towage',
      'ASD tug handling',
      'Berthing and unberthing',
      'Bridge watchkeeping',
      'GMDSS',
      'STCW',
      'ISM Code',
      'English',
      'Leadership',
      'Crew management',
    ],
    text: `JobStreet by SEEK
Tug Master
PT Samudra Pandu Marina
Batam, Riau Islands
Marine & Shipping (Manufacturing, Transport & Logistics)
Full time
Rp 18.000.000 – Rp 25.000.000 per month
Posted 6d ago

Quick apply    Save

PT Samudra Pandu Marina is harbour towage and mooring company operating 11 tugboats in Batam, Tanjung Uban and Karimun, serving tankers, bulk carriers and offshore vessels for the shipyards and oil terminals.

Job Descriptions:
1. Command the tugboat (ASD and conventional twin screw, 3,200–5,000 BHP) safely and efficiently during the assistance of berthing, unberthing and shifting of vessels, follow the instruction from the harbour pilot.
2. Responsible to the safety of crew, vessel and environment, and implement the company SMS as per ISM Code.
3. Conduct the drills, toolbox meeting and the navigational watchkeeping.
4. Maintain the communication with pilot, port control and agent by VHF radio.
5. Supervise and guide the crew (6–8 persons), arrange the maintenance of the tug with the Chief Engineer.
6. Prepare the daily report, log book and the towing record.

Requirements:
• Indonesian citizen, age maximum 50 years.
• Hold COC minimum ANT-III (Master) with valid endorsement, and GMDSS GOC.
• All STCW basic certificates still valid (BST, SCRB, AFF, MFA, SSAT).
• Minimum 3 years as Master of harbour tug, experience on ASD tug is must.
• Good knowledge of ship handling and the towage operation in restricted waters.
• Able to speak English, for communication with foreign pilot and vessel.
• Have leadership, discipline and can work in shift 24 hours on call.

Benefit: BPJS Kesehatan and Ketenagakerjaan, THR, meal on board, overtime.

Only qualified candidate will be call for interview. The recruitment process not collect any fee.

Report this job advert`,
  },
  {
    id: 'landman-glassdoor-texas',
    field: 'energy',
    half: 'tune',
    title: 'Landman',
    company: 'Redbluff Energy Partners, LLC',
    skills: [
      'Title research',
      'Lease negotiation',
      'Lease acquisition',
      'Title curative',
      'Courthouse records',
      'Right-of-way',
      'Division orders',
      'ArcGIS',
      'Excel',
      'RPL certification',
      'Negotiation',
      'Communication',
    ],
    text: `Redbluff Energy Partners, LLC  4.1 ★
Landman
Midland, TX
$95K - $130K (Employer est.)
Easy Apply     Save

Your skills match: Negotiation · Excel · Title research
Show more

Job Description
Redbluff Energy Partners is a private, founder-led operator with 62,000 net acres in the Midland Basin. We drill about 30 horizontal wells a year and are growing our land team.

Position Summary
Reporting to the Land Manager, the Landman manages mineral and leasehold acquisition, title and curative for our drilling program and supports our operations team on surface and right-of-way matters.

Responsibilities
- Negotiate and acquire oil and gas leases, extensions and ratifications with mineral owners and their representatives
- Order, review and track title opinions; work curative requirements with brokers and title attorneys before spud
- Research county courthouse records and build run sheets and ownership reports
- Negotiate surface use, pipeline and road right-of-way agreements with landowners
- Prepare JOAs, pooling declarations and trade documents; support division order set-up
- Maintain lease and ownership data in our land system and in ArcGIS
- Track lease expirations and obligations in Excel; report to management

Qualifications
- Bachelor's degree, ideally in Energy Management or Business
- 3-7 years of land experience with an operator or brokerage in the Permian
- Working knowledge of Texas oil and gas title and lease forms
- RPL or CPL through AAPL preferred
- Skilled negotiator who communicates clearly with mineral owners, from ranch families to trusts
- Self-starter who can manage many deals at once

Benefits: bonus, 401(k) match, health, dental and vision, truck allowance.

Company Overview
Size: 51 to 200 Employees   Founded: 2015   Type: Company - Private   Industry: Oil & Gas

Redbluff Energy Partners, LLC is an equal opportunity employer.`,
  },
  {
    id: 'compressor-technician-is-hiring-kazakhstan-second-language',
    field: 'energy',
    half: 'unseen',
    title: 'Gas Compressor Technician',
    company: 'KazStep Compression Services LLP',
    skills: [
      'Reciprocating compressors',
      'Gas engines',
      'Ariel compressors',
      'Preventive maintenance',
      'Vibration analysis',
      'PLC troubleshooting',
      'Hydraulics and pneumatics',
      'H2S awareness',
      'Rotational work',
      'Russian',
      'English',
      'Teamwork',
    ],
    text: `KazStep Compression Services LLP is hiring a Gas Compressor Technician for the field operations in Atyrau region (rotation 28/28).

About company: KazStep is service company, we provide operation and maintenance of gas compression stations for oil and gas producers in Western Kazakhstan since 2009. Our fleet is more than 70 units of Ariel compressors with Caterpillar and Waukesha gas engines.

Main duties:
- Perform preventive maintenance of compressor packages according to the schedule (oil change, valves, packing, spark plugs, filters).
- Make troubleshooting and repair of reciprocating compressors and gas engines, overhaul of cylinders and valves.
- Take the vibration readings and analyse the trends, report to the Maintenance Supervisor.
- Troubleshoot the control panels (PLC, Murphy, ignition systems) and the instrumentation.
- Work with hydraulic and pneumatic systems, start air, cooling system.
- Fill the work orders in the CMMS system and the shift logbook.
- Follow all HSE rules of the company and the client, permit to work.

Requirements:
- Technical education (college or university) in mechanics or power engineering.
- Experience minimum 3 years with reciprocating gas compressors, Ariel certification is advantage.
- Experience with Caterpillar G3500 series or Waukesha engines.
- Valid H2S and first aid certificate, or ready to pass training.
- Ready for the rotation work in the field and living in the camp.
- Russian language fluent, English intermediate (technical documentation and communication with foreign specialists). Kazakh language is welcome.
- Team player, responsible, disciplined.

We offer: official employment according Labour Code of RK, competitive salary plus field allowance, transport to the field, accommodation and meals in camp, medical insurance, trainings in Kazakhstan and abroad.

CV in English or Russian send to hr@kazstep.kz, with the subject "Compressor Technician". Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'watchmaker-jobsdb-hong-kong-second-language',
    field: 'retail',
    half: 'tune',
    title: 'Watchmaker',
    company: 'Kowloon Fine Timepieces Co., Ltd.',
    skills: [
      'Mechanical watch servicing',
      'Movement assembly',
      'Swiss movements',
      'Water resistance testing',
      'Timing machine',
      'Ultrasonic cleaning',
      'Case polishing',
      'WOSTEP certification',
      'Cantonese',
      'Attention to detail',
      'Patience',
    ],
    text: `Kowloon Fine Timepieces Co., Ltd.
Watchmaker 鐘錶技師
Tsim Sha Tsui, Kowloon
$22,000 – $32,000 per month
Full time
Posted 3d ago
Retail & Consumer Products — Retail Technical

Quick apply   Save

Company Overview:
Kowloon Fine Timepieces is authorised retailer of over 15 Swiss and Japanese watch brands with 6 boutiques in Hong Kong and Macau and own after-sales service centre. Due to business expansion, we are now looking for a experienced Watchmaker to join our service centre team.

Job Responsibilities:
• Responsible for full service and repair of mechanical and quartz watches, including disassembly, cleaning, lubrication, assembly and regulation of movement
• Handle the Swiss movements (ETA, Sellita, in-house calibre of brands) and chronograph
• Perform water resistance test, timing test by Witschi machine, and final quality check before returning to customer
• Operate ultrasonic cleaning machine and do the case and bracelet polishing and refinishing
• Replace parts, crystal, gasket, crown and battery; order spare parts from brand
• Give technical advice to shop staff and customer when needed
• Keep job record and service report in system

Job Requirements:
• Certificate or Diploma in Watchmaking; WOSTEP or brand certification (e.g. Swatch Group, Richemont) is strongly preferred
• Minimum 3 years relevant experience, candidate with less experience will be considered as Assistant Watchmaker
• Familiar with high-end mechanical movement and complication
• Good command of Cantonese, basic English and Mandarin
• Careful, patient, with strong sense of responsibility and attention to detail
• Immediate available is preferred

We offer:
5-day work, double pay, discretionary bonus, medical insurance, staff purchase discount, overseas training by brand

Interested parties please click "Quick apply" with your full resume, present and expected salary, and available date.

(All personal data collected will be used for recruitment purpose only)`,
  },
  {
    id: 'fishmonger-indeed-uk-terse',
    field: 'retail',
    half: 'unseen',
    title: 'Fishmonger',
    company: 'Harbour & Hook Ltd',
    skills: [
      'Fish filleting',
      'Shellfish preparation',
      'Knife skills',
      'Food Hygiene Level 2',
      'Customer service',
      'Seafood product knowledge',
      'Counter display',
      'Cash handling',
      'Early starts',
      'Teamwork',
    ],
    text: `Fishmonger
Harbour & Hook Ltd
Whitstable CT5
£26,000 - £29,500 a year - Full-time
Apply now   ♡

Harbour & Hook Ltd
4.4 out of 5 stars

Job details
Pay: £26,000–£29,500 a year   Job type: Full-time, Permanent
Shift and schedule: Early shift, Weekend availability

Full job description
Busy independent fish shop on the harbour. Day boat fish landed every morning. Looking for an experienced fishmonger.

The job
- Fillet, skin and pin-bone round and flat fish to order
- Prep shellfish: dress crab, shuck oysters, clean mussels and scallops
- Build and keep the counter looking the business all day
- Advise customers on what's in season and how to cook it
- Till and card machine, cashing up
- Clean down properly, temps and HACCP records

You
- 2 yrs+ on a fish counter (supermarket counter experience considered)
- Quick and neat with a knife
- Food Hygiene Level 2 (or get it in first month, we pay)
- Know your fish
- Friendly with customers, chat a bit
- 5.30am starts, 4 days a week incl. every Saturday
- Team player, small crew

Perks
- Staff discount, take-home fish
- Paid overtime at Christmas
- Pension

Ability to commute/relocate:
Whitstable CT5: reliably commute or plan to relocate before starting work (required)

Experience:
Fishmonger: 2 years (preferred)

Work Location: In person

Posted 4 days ago · Hiring multiple candidates`,
  },
  {
    id: 'imca-advocate-charity-about-us',
    field: 'social care',
    half: 'tune',
    title: 'Independent Mental Capacity Advocate',
    company: 'Voice Ahead Advocacy',
    skills: [
      'Mental Capacity Act 2005',
      'IMCA qualification',
      'Independent advocacy',
      'Care Act advocacy',
      'Safeguarding',
      'Report writing',
      'Case recording',
      'Driving licence',
      'Empathy',
      'Assertiveness',
      'Time management',
    ],
    text: `Voice Ahead Advocacy is a registered charity that makes sure people in Cumbria and North Lancashire are heard when decisions are made about their lives. Our advocates support people with learning disabilities, dementia, mental health needs and brain injuries to understand their rights and have their views taken into account by health and social care services.

Because of new contracts with two local authorities, we are growing our statutory team and have a vacancy for an Independent Mental Capacity Advocate (IMCA) to join our Kendal office.

Salary: £28,200 - £30,900 (pro rata for part time)
Hours: 37.5 per week; part-time and job share considered
Contract: Permanent
Location: Kendal, with travel across South Cumbria

What you will do
You will provide statutory advocacy under the Mental Capacity Act 2005 to people who lack capacity to make decisions about serious medical treatment, long-term accommodation moves, care reviews and safeguarding, and who have nobody else appropriate to support them. You will meet people in hospitals, care homes and their own homes, find out as much as you can about their wishes, feelings, beliefs and values, challenge decision makers where needed, and write clear, evidence-based reports within statutory timescales. You may also take on Care Act advocacy cases. All cases are recorded on our case management system.

About you
- You hold the Level 4 Certificate in Independent Mental Capacity Advocacy, or the Level 3 Certificate in Independent Advocacy and are willing to complete the IMCA units within 12 months
- You understand the Mental Capacity Act and its Code of Practice, and know how to recognise and report safeguarding concerns
- You write concisely and accurately
- You are empathetic but also assertive enough to challenge professionals respectfully
- You manage your own caseload and time well
- A full driving licence and access to a car for work is essential (mileage paid)

We offer 28 days annual leave plus bank holidays, flexible working, an employee assistance programme and regular supervision.

Voice Ahead Advocacy is a Disability Confident Committed employer. An enhanced DBS check will be required.`,
  },
  {
    id: 'traffic-coordinator-bamboohr-tv-station',
    field: 'media',
    half: 'unseen',
    title: 'Traffic Coordinator',
    company: 'Riverbend Media Group',
    skills: [
      'Broadcast traffic',
      'WideOrbit',
      'Commercial log scheduling',
      'Make-goods',
      'Copy rotation',
      'FCC political file',
      'Microsoft Excel',
      'Sales support',
      'Attention to detail',
      'Deadline management',
    ],
    text: `Riverbend Media Group
Traffic Coordinator

Department: Traffic & Operations
Location: Quad Cities, IA
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: $46,000 - $54,000 / year

Description
Riverbend Media Group owns four television stations and two radio clusters in Iowa and Illinois. At our Quad Cities hub, the traffic team makes sure that every commercial sold airs in the right program, at the right time, with the right copy.

The Traffic Coordinator builds and reconciles daily program logs for our TV stations. You will enter and maintain orders in WideOrbit, place spots according to each order's dayparts, separation and rotation rules, and resolve conflicts so that logs are complete before the daily deadline. You'll manage commercial copy instructions and rotations from agencies and our local production team, process make-goods and credits with Account Executives when spots are missed or preempted, and reconcile as-run logs for billing.

During election years you will help maintain the public political file in line with FCC rules, with accurate and timely uploads of political orders.

What you bring
- 1-3 years of traffic, continuity or media operations experience (TV or radio)
- WideOrbit Traffic experience strongly preferred; experience with another traffic system (e.g. Marketron, OSi) considered
- Knowledge of FCC political rules is a plus
- Solid Excel skills
- Detail-oriented: a wrong copy code can put a competitor's ad in the wrong show
- Calm under daily deadlines and friendly with a busy sales team

Benefits
Medical, dental, vision, 401(k) with company match, PTO, and a hybrid schedule after training.

Riverbend Media Group is an Equal Opportunity Employer.

Apply for This Job
Powered by BambooHR`,
  },
  {
    id: 'route-setter-title-at-company-denver',
    field: 'sport',
    half: 'tune',
    title: 'Route Setter',
    company: 'Crux Collective Climbing',
    skills: [
      'Route setting',
      'Bouldering',
      'USA Climbing setter certification',
      'Hold maintenance',
      'Power tools',
      'Working at height',
      'Grading',
      'Safety',
      'Creativity',
      'Teamwork',
    ],
    text: `Route Setter at Crux Collective Climbing
Denver, CO · Full-time · $21–$26/hr

Crux Collective is a member-owned climbing gym in RiNo with 22,000 square feet of bouldering, top rope and lead walls, a youth team of 80 kids, and a community that notices when a problem is sandbagged. Our setting crew of five resets the whole gym on a six-week cycle.

What the job actually is
Forerunning at 6 a.m. Stripping and washing holds. Hauling 40-pound volumes up a ladder. And then the fun part: designing boulders and routes from V0 to V10 (5.6 to 5.13) that teach movement, flow well, and make a first-timer and a comp kid equally happy. You'll set for our youth team practices and two local comps a year, keep the hold library sorted and the grading honest, and fix spinners before someone gets hurt.

You should have
- At least 1 year of commercial setting experience (gym or comp)
- USA Climbing Level 1 setter certification, or willing to get it in the first 6 months (we pay)
- Able to climb V6 / 5.12 comfortably so you can forerun most of what you set
- Confidence with impact drivers, drills and hand tools, and with working on ladders, boom lifts and on rope
- Comfortable lifting 50 lbs overhead repeatedly
- A safety-first mindset: checking every bolt, every time

Who thrives here
Creative setters who take feedback from the crew and members without sulking, and who like working as a team as much as climbing.

Perks: free membership for you and a plus-one, 50% off gear, health stipend, and paid time to climb outside on setting trips.

Apply with a short note and a few photos or videos of things you have set: setting@cruxcollective.co`,
  },
  {
    id: 'kit-manager-football-club-uk',
    field: 'sport',
    half: 'unseen',
    title: 'Kit Manager',
    company: 'Tynebridge Athletic FC',
    skills: [
      'Kit management',
      'Laundry operations',
      'Stock control',
      'Kit ordering',
      'Heat press printing',
      'Matchday logistics',
      'Driving licence',
      'Enhanced DBS',
      'Organisation',
      'Flexibility',
      'Discretion',
    ],
    text: `Vacancies › Operations › Kit Manager

Kit Manager
Tynebridge Athletic FC
Location: Training Ground, Gateshead
Contract: Full-time, Permanent
Salary: Competitive
Closing date: 14/12/2026

About the club
Tynebridge Athletic FC competes in the National League North and runs a Women's first team, an U23 side and an academy from U9 to U18. We're a community club with big ambitions and a new training ground opened this summer.

The role
We are looking for an organised and hands-on Kit Manager to make sure every player, at every level, has the right kit, boots and equipment at the right time. You'll run our kit room and laundry, work closely with the first team manager and the academy, and travel with the first team to away games.

Key responsibilities
• Prepare, pack and lay out kit for training and matchdays, home and away
• Run the daily laundry operation and maintain the industrial washers and dryers
• Order kit and equipment from our technical partner, manage stock control and budgets
• Print names and numbers using the heat press and keep squad numbers correct for league registration
• Load and drive the kit van to away fixtures (some overnight stays)
• Liaise with match officials on kit colour clashes
• Support academy staff with kit for youth games

About you
• Previous experience in a kit, equipment or stores role, ideally in professional sport
• Excellent organisation and attention to detail
• Full UK driving licence
• Able to work evenings, weekends and bank holidays in line with the fixture list
• Discreet: you will hear and see things in the dressing room that stay there

This post involves working with children and young people, and is subject to an Enhanced DBS check with barred list. Tynebridge Athletic FC is committed to safeguarding and to equality, diversity and inclusion.

APPLY NOW   |   Share: 𝕏  f  in`,
  },
  {
    id: 'demolition-supervisor-agency-unnamed-ireland',
    field: 'construction',
    half: 'tune',
    title: 'Demolition Supervisor',
    company: 'Keystone Construction Recruitment',
    skills: [
      'Demolition',
      'Site supervision',
      'Safe Pass',
      'SMSTS',
      'Asbestos awareness',
      'RAMS',
      'Excavator attachments',
      'Permit to work',
      'Leadership',
      'Communication',
    ],
    text: `Keystone Construction Recruitment
Demolition Supervisor
Dublin
€55,000 - €65,000 + van + fuel card
Permanent
Posted: 26 November 2026
Apply   Save Job

Keystone Construction Recruitment are currently recruiting a Demolition Supervisor on behalf of our client, a well-established demolition, strip-out and enabling works contractor working on major commercial and residential sites across the greater Dublin area.

The Role
The successful candidate will run demolition projects on site from mobilisation to handover, with crews of 6 to 20 operatives and subcontractors. Typical projects include soft strip, structural demolition of concrete and steel frame buildings using high-reach and standard excavators with shears, breakers and pulverisers, and façade retention works.

Responsibilities
- Supervise day-to-day site operations and plan the sequence of demolition works
- Prepare, brief and enforce RAMS, and operate the permit-to-work system for hot works, isolations and exclusion zones
- Coordinate with asbestos removal contractors and make sure surveys are completed before works begin
- Carry out daily inspections, toolbox talks and site induction
- Manage plant, waste segregation and recycling records
- Report progress to the Contracts Manager and liaise with the main contractor and client

Requirements
- Minimum 5 years' experience in demolition, with at least 2 years supervising
- Valid Safe Pass; SMSTS (or equivalent) and CSCS card for plant where applicable
- Asbestos awareness training
- Strong knowledge of demolition methods and temporary works
- Strong leader, good communicator, comfortable dealing with clients and neighbours
- Full clean driving licence

For a confidential discussion, contact Cormac on 01 555 0193 or apply with your CV.

Keystone Construction Recruitment is acting as an Employment Agency in relation to this vacancy.`,
  },
  {
    id: 'induction-furnace-operator-naukri-rajkot',
    field: 'manufacturing',
    half: 'unseen',
    title: 'Induction Furnace Operator',
    company: 'Shree Ganesh Castings Pvt. Ltd.',
    skills: [
      'Induction furnace operation',
      'Grey and SG iron melting',
      'Spectrometer analysis',
      'Charge mix calculation',
      'Inoculation',
      'Metal pouring',
      'Temperature measurement',
      'Refractory lining',
      'ITI',
      'Safety',
    ],
    text: `Induction Furnace Operator
Shree Ganesh Castings Pvt. Ltd.
3.8 ★  27 Reviews

🕒 3 - 8 Yrs   ₹ 2.8-4.8 Lacs P.A.   📍 Rajkot

Posted: 5 days ago   Openings: 4   Applicants: 100+

Send me jobs like this     Register to apply     Login to apply

Job description
Shree Ganesh Castings Pvt. Ltd. is leading manufacturer of grey iron and SG iron castings for tractor, pump and valve industry, with capacity 1200 MT per month, having 2 x 1.5 Ton medium frequency induction furnaces and automatic moulding line.

We are urgently requirement of Induction Furnace Operator for our Melting Department at Shapar-Veraval.

Roles & Responsibilities:
- Operation of induction furnace as per the melting instruction, start-up and shut-down of furnace.
- Prepare the charge mix (pig iron, steel scrap, foundry return) as per the grade requirement and do the calculation of additions.
- Take the sample and send to spectro lab, do the correction of C, Si, Mn as per the spectrometer report.
- Check the temperature by immersion pyrometer before tapping.
- Do the inoculation and magnesium treatment in ladle for SG iron, and pouring in moulds.
- Do the ramming and sintering of furnace lining, check the lining condition and record the heat no.
- Fill the melting log sheet every heat.
- Follow the safety rules and use PPE (aluminised apron, face shield, safety shoe) compulsory.

Desired Candidate Profile:
- ITI / Diploma in Metallurgy or Mechanical.
- 3 year experience in induction furnace in foundry is must.
- Knowledge of grey iron (FG 200, FG 260) and SG iron (SG 400/12, SG 500/7) grades.
- Ready to work in rotational shift.
- Candidate from Rajkot nearby will be preferred.

Role: Furnace Operator
Industry Type: Industrial Equipment / Machinery
Department: Production, Manufacturing & Engineering
Employment Type: Full Time, Permanent
Role Category: Operations, Maintenance & Support
Education: UG: ITI Certification in Any Specialization, Diploma in Metallurgy

Key Skills
induction furnace  melting  foundry  SG iron  spectro  pouring`,
  },
  {
    id: 'aircraft-painter-successfactors-istanbul-second-language',
    field: 'aviation',
    half: 'tune',
    title: 'Aircraft Painter',
    company: 'Anatolian Aero Technic A.Ş.',
    skills: [
      'Aircraft painting',
      'Surface preparation',
      'Chemical stripping',
      'Spray gun',
      'Masking',
      'Livery application',
      'Polyurethane coatings',
      'AMM/SRM',
      'EASA Part-145',
      'Respiratory protection',
      'English',
      'Teamwork',
    ],
    text: `Anatolian Aero Technic A.Ş.

Date: 25 Nov 2026
Location: Istanbul, TR
Company: Anatolian Aero Technic A.Ş.

Aircraft Painter

Requisition ID: 4812
Business Unit: Hangar Maintenance – Paint & Coating
Employment Type: Full Time, Shift

Anatolian Aero Technic is EASA Part-145 and SHGM approved MRO company at Sabiha Gökçen Airport, making base maintenance and painting of narrow body and wide body aircraft for more than 40 airline customers. Our new paint hangar can take aircraft up to A330 size.

Job Description:
• Make the surface preparation of the aircraft and components, sanding, chemical paint stripping, cleaning and the application of conversion coating.
• Apply primer, base coat and clear coat (polyurethane systems) by HVLP and airless spray gun, according to paint manufacturer data sheet and the customer livery drawings.
• Prepare masking and the stencils for livery, logos, registration marks and placards.
• Work according to the AMM and SRM requirements and the company procedures; fill the task cards correctly.
• Check the paint thickness, adhesion and gloss, and make the touch-up and repairs.
• Use the personal protective equipment, supplied air respirator and follow the rules of the paint hangar for safety and environment.

Qualifications:
• Graduated from vocational high school or university (preferably in aircraft, painting or related field).
• Minimum 2 years experience in aircraft painting, or 4 years in industrial or automotive painting with spray gun.
• Experience in Part-145 organisation will be advantage.
• Able to read technical documents in English.
• Able to work in shifts and at height (work platforms).
• Team worker, careful and responsible.
• For male candidates, military service completed or exempted.

We offer private health insurance, shuttle, meal and the training programs in Türkiye and abroad.

Apply now »`,
  },
  {
    id: 'edd-handler-agency-client-totaljobs',
    field: 'security',
    half: 'unseen',
    title: 'Explosives Detection Dog Handler',
    company: 'Sentinel K9 Services Ltd',
    skills: [
      'Explosives detection dog handling',
      'NASDU qualification',
      'Search techniques',
      'Dog welfare',
      'Kennel care',
      'SIA licence',
      'Security clearance',
      'Driving licence',
      'Alertness',
      'Communication',
    ],
    text: `totaljobs

Explosives Detection Dog Handler
Apex Security Recruitment
London
£34,000 - £39,000 per annum + shift allowance
Permanent
Posted 1 week ago

Apply     Save

Apex Security Recruitment are delighted to be recruiting on behalf of our client, Sentinel K9 Services Ltd, a specialist detection dog company providing explosives search teams to major venues, events, logistics hubs and government sites across London and the South East.

The Position
As an Explosives Detection Dog (EDD) Handler you will work with a trained search dog to deliver proactive and reactive searches of vehicles, buildings, venues, freight and people in queues. You will care for and train your dog every day, keep training and deployment records up to date, and stay alert and professional in busy, high-profile environments.

Requirements
- Minimum 2 years operational experience as an EDD handler (military, police or commercial)
- NASDU or equivalent EDD handler qualification
- Sound knowledge of search techniques and patterns, and of dog welfare and kennel management
- Front-line SIA licence (Door Supervisor or Security Guard) or willing to obtain
- Able to obtain and maintain Counter Terrorist Check (CTC) clearance; 5 years' checkable history
- Full UK driving licence (vans)
- Flexible to work nights, weekends and early starts
- Calm, confident communicator with the public and clients

Package
- Company vehicle and dog van
- Dog food and vet costs covered; home kennel provided where possible
- 28 days holiday, pension, ongoing training

Please note you must be able to keep the dog at your home or within 30 minutes of a Sentinel kennel.

Apex Security Recruitment is acting as an employment agency. By applying you agree to our privacy policy.`,
  },
  {
    id: 'tower-climber-telegram-lagos-second-language',
    field: 'telecommunications',
    half: 'tune',
    title: 'Telecom Tower Climber',
    company: 'Bluepath Telecom Services Ltd',
    skills: [
      'Tower climbing',
      'Antenna installation',
      'Microwave link alignment',
      'RF cable installation',
      'Working at height certificate',
      'Rescue at height',
      'First aid',
      'Site survey',
      'Teamwork',
      'Physical fitness',
    ],
    text: `NaijaTechJobs 📡
📌 JOB VACANCY 📌

Position: Telecom Tower Climber
Company: Bluepath Telecom Services Ltd
Location: Lagos, Ogun & Oyo states (field)
Type: Full time

Bluepath Telecom Services Ltd is a fast growing telecom infrastructure company, we do rollout, swap and maintenance of BTS sites for the major network operators and tower companies in South West Nigeria. Due to new 4G/5G projects we are in need of experienced climbers to join our field teams immediately.

Duties:
✅ Climb telecom towers (greenfield and rooftop, up to 60m) to install, swap and remove antennas, RRUs and microwave dishes.
✅ Do the alignment of microwave links with the transmission engineer.
✅ Run and fix the RF feeder cables, jumpers, connectors and grounding, do weatherproofing.
✅ Carry out site survey and take photos and measurements for the design team.
✅ Do tower audit and report any defect or missing bolt.
✅ Follow all the HSE rules, use full body harness and double lanyard at all time.

Requirement:
🔹 OND / Trade test / NABTEB in Electrical or Electronics or any related field.
🔹 Minimum 2 years experience as tower climber/rigger.
🔹 Valid Working at Height and Rescue at Height certificate is must (GWO or IRATA is added advantage).
🔹 First Aid certificate.
🔹 Must be physically fit, no fear of height, medical fitness will be tested.
🔹 Must be team player and ready to travel and stay on site.

Salary: ₦250,000 – ₦350,000 monthly + field allowance + HMO + pension.

📩 Interested and qualified candidates should send CV to careers@bluepathtelecom.ng using "Tower Climber - Lagos" as subject of the mail.

Deadline: 10th December 2026.

➡️ Share to your friends 🙏 | Join our channel for more jobs: t.me/NaijaTechJobs`,
  },
  {
    id: 'landfill-supervisor-district-council-bulletin',
    field: 'waste management',
    half: 'unseen',
    title: 'Landfill Supervisor',
    company: 'Waitaha District Council',
    skills: [
      'Landfill operations',
      'Compactor operation',
      'Waste acceptance',
      'Resource consent compliance',
      'Leachate and gas monitoring',
      'Health and safety',
      'Weighbridge software',
      'Staff supervision',
      'Class 2 licence',
      'Communication',
      'Problem solving',
    ],
    text: `Position Title: Landfill Supervisor
Organisation: Waitaha District Council
Group: Infrastructure Services
Team: Solid Waste
Location: Kōwhai Road Landfill and Resource Recovery Park
Employment type: Permanent full time (40 hours, includes one Saturday in four)
Salary band: $78,500 – $92,300 per annum
Reference: WDC-26-0581
Applications close: Friday 11 December 2026, 5pm

About the role
Kōwhai Road takes about 48,000 tonnes of waste a year from across the district. As Landfill Supervisor you'll lead our team of seven operators and weighbridge staff to run a safe, compliant and tidy site every day.

What you'll be doing
• Planning daily cell operations, placement and compaction of waste, and daily and intermediate cover
• Operating the compactor, dozer and excavator when required
• Making sure only acceptable waste comes through the gate; dealing with special and hazardous waste loads
• Supporting compliance with our resource consents, including leachate, groundwater, stormwater and landfill gas monitoring
• Leading health and safety on site: inductions, hazard registers, incident investigations, contractor management
• Overseeing the weighbridge and its software, cash and account transactions
• Rostering, training and coaching staff

What you'll bring
• At least 3 years' landfill or large-scale earthworks experience, including supervising people
• Class 2 driver licence with W, T and R endorsements (or ability to obtain)
• A good understanding of the Health and Safety at Work Act 2015
• Experience working to resource consent conditions
• Clear communication with customers, contractors and regulators
• Calm problem solving when a truck breaks down in the tip face at 4pm on a Friday

Working for Waitaha District Council comes with a work vehicle for on-call duties, 4 weeks' annual leave plus a wellbeing day, and KiwiSaver.

To apply, please visit our careers page. For a confidential chat, contact Hemi Walker, Solid Waste Operations Manager, on 03 555 0147.`,
  },
  {
    id: 'bioprocess-technician-workday-cork',
    field: 'biopharma',
    half: 'tune',
    title: 'Bioprocess Technician II',
    company: 'Corrib BioPharma Ireland Ltd',
    skills: [
      'GMP',
      'Cell culture',
      'Bioreactors',
      'Aseptic technique',
      'Chromatography',
      'CIP/SIP',
      'DeltaV',
      'SOPs',
      'Cleanroom gowning',
      'Shift work',
      'Teamwork',
      'Attention to detail',
    ],
    text: `Corrib BioPharma Ireland Ltd

Bioprocess Technician II - 12 Hour Shifts

Apply    Save

locations
Ringaskiddy, Co. Cork
time type
Full time
posted on
Posted 30+ Days Ago
time left to apply
End Date: December 18, 2026 (17 days left to apply)
job requisition id
JR104883

Corrib BioPharma makes monoclonal antibodies and other biologic medicines for patients in more than 60 countries. Our Ringaskiddy site runs 2,000L and 15,000L stainless steel bioreactor trains and a new single-use facility for clinical and launch products.

Job Description
As a Bioprocess Technician II, you will operate upstream and downstream manufacturing equipment in a cGMP cleanroom on a 12-hour rotating shift (days and nights, 2-2-3 pattern).

You will:
• Execute cell culture operations: media preparation, seed expansion, inoculation and harvest
• Monitor and control bioreactors using the DeltaV automation system and respond to alarms
• Support purification steps including chromatography, filtration and buffer preparation
• Run CIP and SIP cycles and set up single-use assemblies with strict aseptic technique
• Complete batch records and logbooks accurately and in real time (GDP)
• Follow and help revise SOPs; raise deviations and take part in investigations
• Gown for Grade C and Grade B areas

Qualifications
• Level 7 degree or higher certificate in science, engineering or a related discipline
• 2+ years' experience in biopharmaceutical or pharmaceutical manufacturing under GMP
• Hands-on experience with bioreactors or chromatography skids
• DeltaV or other DCS experience preferred
• Able to work 12-hour rotating shifts
• A strong team player with a right-first-time attitude and a good eye for detail

Corrib BioPharma offers shift premium, annual bonus, pension, healthcare and education support.

Corrib BioPharma is an equal opportunity employer and values diversity at all levels.`,
  },
  {
    id: 'benefits-specialist-linkedin-post-title-at-company',
    field: 'human resources',
    half: 'unseen',
    title: 'Benefits Specialist',
    company: 'Brightwater Home Health, Inc.',
    skills: [
      'Benefits administration',
      'Open enrollment',
      'COBRA',
      'FMLA',
      'ADA',
      '401(k) administration',
      'ACA reporting',
      'UKG',
      'Leave management',
      'Excel',
      'Confidentiality',
      'Customer service',
    ],
    text: `Dana Whitfield  · 2nd
VP, People & Culture at Brightwater Home Health, Inc.
1d · 🌐

I'm hiring! 🎉 Benefits Specialist at Brightwater Home Health, Inc. — remote (must live in TN, KY, GA or AL)

We employ about 2,300 nurses, aides and therapists who care for people in their own homes, and most of them never see an office. That means their benefits questions come in by text at 9 p.m. from a patient's driveway. I need someone who loves answering them.

What you'll own:
➡️ Day-to-day administration of medical, dental, vision, life, disability and our 401(k) plan (enrollments, changes, terminations, carrier feeds)
➡️ Running open enrollment end to end with our broker: communications, webinars, system set-up, audits
➡️ Leaves of absence: FMLA, ADA accommodations and short-term disability, start to return-to-work
➡️ COBRA notices and vendor coordination
➡️ ACA tracking and 1095-C reporting with payroll
➡️ Benefits data and deductions in UKG Pro; reconciling invoices in Excel every month

What I'm looking for:
✅ 3+ years in benefits administration, ideally in a multi-state, hourly workforce
✅ Solid working knowledge of FMLA, ADA, COBRA, ACA and ERISA basics
✅ UKG (or another HRIS like ADP or Workday) and strong Excel (VLOOKUPs, pivots)
✅ CEBS or SHRM-CP is a plus, not a must
✅ You keep medical and personal information completely confidential
✅ Patient, kind and clear with employees who are stressed about a claim

Salary $62K–$74K + bonus, full benefits (obviously 😄), 401(k) match, 20 days PTO.

Apply through the link in comments or DM me. Please repost for reach! ♻️

#hiring #benefits #HR #remotejobs #homehealth

👍❤️ 214 · 38 comments · 57 reposts`,
  },
]
