// An eighteenth set of postings the engine was not tuned on (issue 15: job understanding on postings we did not
// write). 40 realistic ads in 40 occupations that no earlier set covers, in the shapes real boards, ATS pages,
// social posts, emails and bulletins produce when a job seeker copies them. Half 'tune' may guide changes; half
// 'unseen' is only reported. Halves alternate in file order, starting with 'tune'.
//
// Who wrote it and how: one independent contributor who did not read the engine source, the benches, the engine
// docs or any other eval set's postings, and ran no engine function and no bench. Each posting's title, company
// and recruiter skill list was written together with the ad, from the ad alone, before any run. Every employer and
// every person is invented; places are real towns. Ids read occupation-shape-place; ids ending -second-language are
// written in the English of a second-language writer (16 of 40).
//
// Shapes (40):
//   job-board pages with their chrome (17): NHS Jobs, Indeed (2), LinkedIn job page, Bayt, StepStone, ZipRecruiter,
//     Trade Me, Naukri, Seek, Reed, Glassdoor, Totaljobs, Rozee.pk, Kariyer.net (requirements pasted as a tab table),
//     JobStreet, FINN
//   ATS pages (9): Teamtailor, SmartRecruiters, iCIMS, Greenhouse, Lever, Personio, Workday, BambooHR, Taleo
//   social posts and chats (5): Facebook page post (2), LinkedIn post, Telegram channel forward, WhatsApp group
//   emails with subject lines (3): forwarded mailing-list email, crew-agency email, company email to a candidate
//   government and school bulletins (4): municipal bulletin with class and working title, police staff vacancy
//     with a Department line, county-district bulletin with class and working title, academy-trust bulletin
//   newspaper classified (1); about-us block first, long prose with skills only in sentences (1)
//   34 of 40 have neither the title nor the employer on the first line; none has the title there.
//   Also present: agencies naming the client (2) and not (3), a franchisee, "t/a", "dba" and "the trading name of",
//   a division, a brand in a group hiring under its own name, a page header with the bare name and the text with
//   the legal suffix, titles in capitals, gender markers ((m/w/d), (f/m/x), (m/f/x)), a specialty after a dash,
//   places / shifts / types / seasons after a dash, titles only inside a sentence, bilingual titles, salary and
//   benefit blocks, EEO boilerplate, requisition and competition numbers.
//
// Countries and territories (31): United Kingdom 5, United States 4, Australia 2, Canada 2, and 1 each for Belgium,
//   Chile, Czech Republic, Denmark, France, Germany, Ghana, Greece, Hong Kong, Hungary, Iceland, India, Ireland,
//   Japan, Malaysia, Mexico, Netherlands, New Zealand, Norway, Pakistan, Philippines, Singapore, Sweden,
//   Switzerland, Türkiye, Uganda, United Arab Emirates.
//
// Occupations (field): diagnostic radiographer (healthcare); Montessori guide (education); census enumerator
//   (public sector); container lasher (logistics); coroner's officer (justice); limnologist (science); Arabic
//   calligrapher (creative); pig stockperson (agriculture); die casting operator (manufacturing); MLOps engineer
//   (tech); blockchain developer (tech); respite care worker (care); foster care case planner (social services);
//   birth doula (maternity care); tobacconist (retail); rowing coach (sport); photo editor (media); CO2 injection
//   field technician (energy); SCADA control room engineer (utilities); able seaman (maritime); yacht bosun
//   (yachting); formworker (construction); lash technician (beauty); community fundraiser (nonprofit); ferry master
//   (transport); recycling plant operator (waste management); genealogy researcher (legal services); jumbo operator
//   (mining); canyoning guide (outdoor tourism); hydrologist (environmental science); maltster (food production);
//   purser (cruise tourism); exam invigilator (education); private tutor (education); textile designer (textiles);
//   relocation consultant (global mobility); PLC programmer (industrial automation); bank reconciliation analyst
//   (finance); agricultural extension officer (agriculture); net mender (aquaculture). 36 distinct fields.
//
// Labelling rules as applied (a recruiter's; decided before any run):
// - skills: 8 to 14 per posting, what a recruiter would screen for, grouped in the list as required, preferred,
//   then soft, each named as a recruiter lists it (short, conventional names); a skill the ad implies without
//   naming it is listed only when the job cannot be done without it (a licence, say). The lists mix skills the ad
//   states literally, in other words, and in paraphrase.
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A title printed in capitals is labelled in title case. A specialty
//   after a dash on the title line is kept as after a comma ("Camera Operator – Live Sport" -> "Camera Operator,
//   Live Sport"); what a board hangs there (place, employer, shift, type, pay, number, slogan) is dropped.
// - company: the employer as printed, with its legal suffix (Inc., LLC, Ltd, Pty Ltd) and "The" when the posting
//   names it that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:"
//   line. School-district ads: the district, not the school building. Agency ads: the client when the ad names
//   it, otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// - Readings added by earlier sets (applied): a bulletin that prints both a class title and a working title is
//   labelled with the working title; a title that appears only in lower case inside a sentence is labelled in
//   title case; a title a PDF breaks over two lines is labelled whole; a gender marker hung on a title ("(m/w/d)")
//   is dropped like the other brackets; "X Ltd t/a Y" is labelled Y; "X, a division of Y" is labelled X; a brand
//   that says it is part of a parent group and hires under its own name is labelled with the brand; a job-fair
//   list is labelled with the employer of the entry pasted; a military-civilian ad is labelled with the agency,
//   fund or contractor that employs; a school academy trust is read as a school district (the trust that employs);
//   a company named once bare in a page header and once with its legal suffix in the text is labelled with the
//   suffix.
//
// Readings this set adds where the rules are silent (applied the same way everywhere in the set):
// - A title printed in two languages around a slash ("Operador de Inyección de Aluminio / Die Casting Operator",
//   "Notbøter / Net Mender") is labelled with the English one.
// - A place, unit or vessel type joined to the title line by "to" or "for" ("... to our Casa in Luthagen",
//   "ABLE SEAMAN (AB) for BULK CARRIER") is dropped like a place after a dash; only a specialty after a dash is kept.
// - After a dash, a team or product area ("Vision Platform") counts as a specialty and is kept; a season
//   ("Saison 2027", "Season 2027") counts as a schedule and is dropped.
// - "dba" and "X is the trading name of Y Ltd" are read as "t/a": labelled with the trading name, keeping "The"
//   when it is printed mid-sentence as part of the name ("dba The Humidor Room"). A "The" that only starts a
//   sentence ("The Town of Harlow Creek is committed ...") is not part of the name.
// - A crewing (manning) agency's "principal" is the client the agency names, so it is the company.
// - A tutoring agency posting a case for an unnamed family is an agency ad with the client unnamed: the agency.
// - A mining contractor that employs its own crews on a client's site is the employer, not an agency.
// - An employer printed only in capitals is labelled in title case with its legal form as printed ("Ltd").
// - An email to one candidate about a vacancy counts as a posting; when the body prints a "Position:" line, that
//   line is the title, not the subject line.
// - Skills: a document a recruiter screens for (vetting or police check, seaman's book, passport, trade or
//   operator certificate) is listed when the ad requires it; readiness for rotating shifts is listed as "Shift
//   Work" when the ad makes it a requirement; personal conditions (age, non-smoker, tattoos, military service,
//   visas, right to work) are not skills; a language is listed only when the ad names it, never because of the
//   country (the Mexican ad does not name Spanish, so it is not listed).
//
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const eighteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'diagnostic-radiographer-nhsjobs-dash-specialty-kingsmere',
    field: 'healthcare',
    half: 'tune',
    title: 'Senior Diagnostic Radiographer, CT',
    company: 'Wenmoor Valley NHS Foundation Trust',
    skills: [
      'Diagnostic Radiography',
      'HCPC Registration',
      'CT Scanning',
      'Cannulation',
      'IV Contrast Administration',
      'IR(ME)R',
      'Trauma Imaging',
      'Clinical Supervision',
      'Cardiac CT',
      'PACS',
      'RIS',
      'Communication',
      'Working Under Pressure',
    ],
    text: `Skip to main content
NHS Jobs
Search for jobs    Sign in
< Back to search results

Senior Diagnostic Radiographer – CT
Wenmoor Valley NHS Foundation Trust

Closing date: 14 December 2026

Salary
£37,338 to £44,962 a year Band 6, pro rata for part time

Contract
Permanent

Working pattern
Full time, Part time, Flexible working, On-call

Reference number
412-RAD-6621-C

Job locations
Kingsmere General Hospital
Station Road
Kingsmere
WN4 2TQ

Job summary
Our CT department at Kingsmere General is growing from two to three scanners in the spring and we are looking for an experienced radiographer with post-registration CT experience to join a friendly team of 14. You will scan a mix of emergency, inpatient and outpatient work and help us bring a new cardiac CT list into routine use.

Main duties of the job
• Carry out the full range of CT examinations, including trauma, CT angiography and contrast-enhanced studies, to departmental protocols
• Cannulate patients and give IV contrast under the departmental Patient Group Direction
• Act as an operator under IR(ME)R and justify requests within your delegated authorisation
• Supervise, teach and sign off competencies for Band 5 radiographers and students on placement
• Take part in the 24/7 on-call and weekend rota

About us
Wenmoor Valley is a 640-bed acute trust serving around 420,000 people. We were rated "Good" at our last inspection and we are proud of our staff network, our flexible rostering and our relocation support of up to £3,000.

Person specification
Qualifications
Essential criteria
• BSc (Hons) Diagnostic Radiography or equivalent
• Current registration with the Health and Care Professions Council
Desirable criteria
• PgCert in CT, or working towards it

Experience
Essential criteria
• Independent CT scanning, including out-of-hours trauma
• Cannulation competent
Desirable criteria
• Cardiac CT or CT colonography
• Working knowledge of PACS and RIS (we use Sectra and CRIS)

Skills and abilities
Essential criteria
• Stays calm and makes sound decisions in a busy emergency setting
• Explains procedures clearly to anxious patients and their families

Employer details
Employer name
Wenmoor Valley NHS Foundation Trust
Address
Kingsmere General Hospital, Station Road, Kingsmere WN4 2TQ
Employer's website
Apply now`,
  },
  {
    id: 'montessori-guide-teamtailor-uppsala-second-language',
    field: 'education',
    half: 'unseen',
    title: 'Montessori Guide',
    company: 'Lindkvist Montessori Förskola AB',
    skills: [
      'Montessori Method',
      'Montessori Diploma',
      'Early Childhood Education',
      'Observation & Documentation',
      'English',
      'Swedish',
      'Preschool Teacher Licence',
      'Parent Communication',
      'Teamwork',
      'Patience',
    ],
    text: `Skip to main content
Lindkvist Montessori Förskola AB
Jobs    Departments    Locations    People    About us    Connect

Montessori Guide (3–6 years) to our Casa in Luthagen
Education · Uppsala · Fully on-site

Hej and welcome to read more about us!

Lindkvist Montessori is a small bilingual (Swedish/English) preschool with 44 children in two Casa groups and one Toddler community. We started 2009 by two guides who wanted a calm environment where the child is in the centre. Now we search a new guide for our Casa with children between 3 and 6 years, because one of our colleagues will go on parental leave and after that we grow with one group more.

Your days with us
In the Casa you prepare the environment and give presentations of the materials in practical life, sensorial, language and mathematics. You observe every child and write down what you see, and together with your colleague you plan the next steps for each child. We document in the app Tyra and we have development talks with the parents two times every year. You will also take part in our planning day each Friday afternoon.

Who are you?
We believe that you have a Montessori diploma for 3–6, preferably from AMI, and that you have worked some time in a Montessori classroom. It is a big plus if you also have the Swedish förskollärarlegitimation, but it is not a must from start. Our daily language with children is English and Swedish, so you need to be comfortable in English and to understand Swedish on a good level, or be willing to learn it fast (we support with SFI courses).

As a person you are calm and patient, you are curious on the children and you like to work close in a small team. We put big weight on how you talk with parents — warm and clear, also when the conversation is not so easy.

We offer
• Permanent employment, 100 %, start in February 2027 or after agreement
• Collective agreement with occupational pension (KAP-KL), 6 weeks holiday
• Wellness allowance 5 000 SEK/year
• Two in-service days per term with our Montessori trainer

Practical
Employment: Permanent, full time
Start: By agreement
Salary: Monthly salary, individual salary setting

We make the selection continuously, so send your application already today. Warmly welcome!

Apply for this job

Contact
Annika Lindkvist
Head of School
annika.lindkvist@lindkvistmontessori.se

Workplace
Uppsala
Luthagen

About Lindkvist Montessori Förskola AB
A bilingual Montessori preschool in Uppsala since 2009.

Lindkvist Montessori Förskola AB · Career site by Teamtailor`,
  },
  {
    id: 'census-enumerator-municipal-bulletin-working-title-alberta',
    field: 'public sector',
    half: 'tune',
    title: 'Municipal Census Enumerator',
    company: 'Town of Harlow Creek',
    skills: [
      'Data Collection',
      'Door-to-Door Canvassing',
      'Mobile Data Entry',
      "Class 5 Driver's Licence",
      'Police Information Check',
      'Confidentiality',
      'Local Area Knowledge',
      'Second Language',
      'Customer Service',
      'Attention to Detail',
    ],
    text: `harlowcreek.ca › Town Hall › Careers › Current Opportunities

TOWN OF HARLOW CREEK
EMPLOYMENT OPPORTUNITY

Competition No.: 2026-114
Position Classification: Clerk I (Casual, Seasonal)
Working Title: Municipal Census Enumerator
Department: Legislative Services
Number of Positions: 12
Term: March 30 – May 8, 2027 (approximately 120 hours in total)
Rate of Pay: $21.85 per hour plus mileage at $0.68/km
Closing Date: January 15, 2027 at 4:30 p.m.

Every few years the town counts its residents so that our provincial per-capita grants reflect how fast Harlow Creek is growing. Census results also guide where we build playgrounds, plan transit stops and place the next fire hall. We are looking for friendly, reliable people to help us reach every household.

What you will do
• Visit assigned residences door to door, on evenings and weekends as well as weekdays, and collect census information from residents
• Enter responses in the town's census app on a tablet we provide, and sync your work at the end of every shift
• Leave information cards where nobody is home and return for follow-up visits
• Keep every response private; all enumerators take an oath of confidentiality under the FOIP Act
• Report safety concerns and unusual situations to your Census Supervisor

What you need
• 18 years of age or older
• A valid Class 5 Alberta driver's licence and access to a reliable vehicle
• A satisfactory Police Information Check, including a Vulnerable Sector Check, dated within the last 6 months
• Comfort using a tablet or smartphone app for entering data accurately
• Ability to walk for long periods and climb stairs, in all weather

Assets
• Knowledge of Harlow Creek's neighbourhoods and rural subdivisions
• Ability to speak a second language; French, Punjabi, Tagalog and Cree are especially helpful

What we look for in you: a courteous manner at the door, patience with residents who have questions, and care in getting the details right the first time. Paid training (6 hours) will be held on March 24 and 25, 2027.

How to apply
Submit a cover letter and résumé quoting Competition No. 2026-114 through the careers page at harlowcreek.ca/careers or in person at the Town Office, 5012 – 50 Avenue. We thank all applicants for their interest; only those selected for an interview will be contacted.

The Town of Harlow Creek is committed to a diverse and inclusive workforce and welcomes applications from all qualified individuals.`,
  },
  {
    id: 'container-lasher-indeed-agency-client-named-antwerp-second-language',
    field: 'logistics',
    half: 'unseen',
    title: 'Container Lasher',
    company: 'Scheldeterminal Kaai 1700 NV',
    skills: [
      'Container Lashing',
      'VCA Basic',
      'Recognised Port Worker',
      'Working at Height',
      'Shift Work',
      'Dutch',
      'English',
      'Port Operations',
      'Physical Fitness',
      'Safety Awareness',
      'Teamwork',
    ],
    text: `indeed
What    Where    Find jobs
Home  Company reviews  Find salaries
Upload your CV   Sign in   Employers / Post Job

Container Lasher – Port of Antwerp – rotating shifts
Portaal Interim NV
2.9 ★ 41 reviews
2040 Antwerpen
€17,42 - €21,80 an hour - Full-time, Temporary
Apply now    ♡

Job details
Here's how the job details align with your profile.
Pay
€17,42 - €21,80 an hour
Job type
Full-time
Temporary
Shift and schedule
Rotating shift
Night shift
Weekend availability

Full job description
For our client Scheldeterminal Kaai 1700 NV, a deep-sea container terminal on the Left Bank of the Scheldt, we search motivated lashers (m/f/x) to strengthen the lashing teams. After 6 months of good work there is a real chance for a contract directly with the terminal.

Your job
- You lash and unlash containers on the deck of big container ships: you place and remove twistlocks, lashing rods and turnbuckles
- You work in a team of 4 under the direction of the lashing foreman
- You go up on the lashing bridges and work at height, always with your harness, and you follow the safety instructions of the terminal strictly
- You check the lashing gear and report damaged material
- You work in the 4-shift system (morning, afternoon, night and weekend rotations)

Your profile
- You are a recognised port worker (erkend havenarbeider), or you are ready to follow the full training at the port training centre — we pay it and you are paid during the training
- A VCA Basic certificate is a must (no certificate yet? We plan the exam for you before start)
- Experience on a terminal or on board a ship is a plus
- You understand simple Dutch or English on the work floor
- You are physically fit and you have no fear of heights
- You are a team player who is on time, also for the night shift

Our offer
- Gross hourly wage from €17,42, with shift premiums up to €21,80
- Meal vouchers of €8 per day and travel allowance
- Work clothes and all safety equipment provided
- Perspective on a fixed contract

Interested? Click on "Apply now" or pass by our office at the Noorderlaan 118 with your ID card.

Portaal Interim NV – recognition VG.1183/BU – Flemish Region

Hiring Insights
Job activity
Posted 6 days ago

Report job`,
  },
  {
    id: 'coroners-officer-police-staff-bulletin-department-line-uk',
    field: 'justice',
    half: 'tune',
    title: "Coroner's Officer",
    company: 'Eastmarch Police',
    skills: [
      'Statement Taking',
      'Case File Preparation',
      'Coroners and Justice Act 2009',
      'Report Writing',
      'Microsoft Office',
      'Data Protection',
      'Driving Licence',
      'Bereavement Support',
      'Stakeholder Liaison',
      'Investigation',
      'Empathy',
      'Resilience',
      'Communication',
    ],
    text: `Accessibility    Contact us    Report it online    Careers
Eastmarch Police | Careers
Home > Police Staff Vacancies > Current vacancies

Police Staff Vacancy

Job Title: Coroner's Officer
Reference: PS/2026/0931
Department: Operational Support – Coroner's Support Unit
Location: Felbridge Police Station (countywide travel required)
Grade: Scale 5 (SCP 18–22), £31,070 – £33,120 per annum
Hours: 37 hours per week, Monday to Friday, plus a share of the weekend and bank holiday rota
Contract: Permanent
Vetting level: MV / NPPV3
Closing date: 22 December 2026, 23:59

The role
Eastmarch Police employs a small team of Coroner's Officers who work on behalf of HM Senior Coroner for the Eastmarch area. When a death is sudden, violent, unnatural or the cause is unknown, you become the link between the coroner, the police, hospitals, GPs, pathologists, funeral directors and, most importantly, the bereaved family.

You will take reports of deaths, gather the facts quickly and decide what the coroner needs to know. You will take written statements from witnesses and family members, obtain medical records and arrange post-mortem examinations, then pull everything together into a case file that is accurate, complete and ready for the coroner to make a decision or open an inquest. On inquest days you will prepare the bundle, warn witnesses and support families in court.

Much of this work is done with people on the worst day of their lives. You will need to explain a legal process plainly and kindly, keep families updated as the case moves on, and stay professional when conversations become difficult. You will also need to look after yourself; the unit has a structured wellbeing programme and access to TRiM and counselling.

What we are looking for
You will have a working understanding of the Coroners and Justice Act 2009 and the Coroners (Investigations) Regulations 2013, or be able to show us that you can learn legislation quickly. Experience in investigation, whether in policing, healthcare, the courts or insurance, will help you. Your writing must be clear and concise, you must be confident with Microsoft Office and case management systems, and you must handle personal data in line with the Data Protection Act. A full UK driving licence is essential as you will travel across the county.

Why join us
• 25 days' annual leave rising to 30, plus bank holidays
• Local Government Pension Scheme
• Hybrid working for case administration days
• Free parking at all sites and an on-site gym

For an informal conversation please contact DS Helen Marr, Unit Manager, on 01632 960 418.

Eastmarch Police is committed to equality of opportunity and welcomes applications from all sections of the community. We are a Disability Confident Employer.

Apply online`,
  },
  {
    id: 'limnologist-linkedin-dash-specialty-puerto-montt-second-language',
    field: 'science',
    half: 'unseen',
    title: 'Limnologist, Freshwater Monitoring',
    company: 'Hidrobiota Sur SpA',
    skills: [
      'Limnology',
      'Water Quality Sampling',
      'Phytoplankton Identification',
      'Aquatic Ecology',
      'R',
      'Environmental Regulations',
      'Technical Reporting',
      "Driver's Licence",
      'Spanish',
      'QGIS',
      'Boat Handling',
      'English',
      'Teamwork',
    ],
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications   Me ▾   For Business

Hidrobiota Sur SpA
Limnologist – Freshwater Monitoring
Puerto Montt, Los Lagos Region, Chile · 2 weeks ago · 63 applicants
Promoted by hirer · Responses managed off LinkedIn

On-site   Full-time   Mid-Senior level
11-50 employees · Environmental Services
Skills: Limnology, Water Quality, +6 more
See how you compare to 63 applicants. Try Premium for CLP 0

Apply    Save

Meet the hiring team
Ignacio Varela Pozo · 2nd
Technical Manager at Hidrobiota Sur SpA
Message

About the job
In Hidrobiota Sur we make the environmental monitoring of lakes and rivers for salmon farming companies, hydroelectric projects and municipalities in the south of Chile, from Araucanía to Aysén. Our laboratory in Puerto Montt is accredited under ISO 17025 and we make more than 400 sampling campaigns per year.

We are looking for a Limnologist to lead the freshwater monitoring area.

Main responsibilities
• Plan and lead sampling campaigns in lakes and rivers: water quality, phytoplankton, zooplankton, benthos and sediments
• Identify and count phytoplankton (specially harmful algae and Didymo) in the microscope
• Analyse the data in R and prepare maps in QGIS
• Write the technical reports for the clients and for the authority (SMA, Sernapesca), according to the environmental regulations (RCA, RAMA)
• Train and supervise 3 field technicians
• Participate in the campaigns in the field, some times with 3–4 days outside Puerto Montt

Requirements
• Degree in Marine Biology, Biology, Environmental Engineering or related, with postgraduate in limnology or aquatic ecology preferred
• Minimum 3 years of experience in freshwater monitoring
• Experience in taxonomy and identification of phytoplankton
• Good level of R for statistical analysis
• Knowledge of Chilean environmental regulations for aquaculture and hydroelectric projects
• Driver license class B
• Spanish native or fluent

Desirable
• QGIS or ArcGIS
• Experience handling small boats in lakes
• English intermediate to read papers and talk with international clients

We value people who like the field work and can work in team with technicians and clients.

We offer: indefinite contract, complementary health insurance, field allowance, training budget.

Show more

Set alert for similar jobs
Limnologist, Puerto Montt, Los Lagos Region, Chile

About the company
Hidrobiota Sur SpA
2,108 followers
Follow`,
  },
  {
    id: 'arabic-calligrapher-bayt-dubai',
    field: 'creative',
    half: 'tune',
    title: 'Arabic Calligrapher & Lettering Designer',
    company: 'Nuqta Lettering Studio L.L.C.',
    skills: [
      'Arabic Calligraphy',
      'Thuluth',
      'Diwani',
      'Adobe Illustrator',
      'Vector Lettering',
      'Typography',
      'Arabic',
      'English',
      'Glyphs',
      'Procreate',
      'Attention to Detail',
      'Time Management',
    ],
    text: `bayt.com
Find Jobs    Companies    CV Services    Career Advice
Log in    Sign up    Post a Job

Arabic Calligrapher & Lettering Designer
Nuqta Lettering Studio L.L.C. - Dubai, United Arab Emirates
Posted 4 days ago · 37 applicants
Easy Apply    Save

Job Description
Nuqta is a lettering and brand identity studio in Al Quoz working with hospitality groups, government entities and luxury retailers across the GCC. We are adding a calligrapher to our team of nine who can move between the reed pen and the screen.

What you will do
• Create hand-lettered Arabic logotypes, headlines and decorative panels for brand identities and Ramadan campaigns
• Work mainly in the classical scripts (Thuluth, Naskh, Diwani and Kufi) and adapt them for modern use
• Digitise your work: trace and refine the letterforms as clean vectors in Adobe Illustrator and prepare files for print, signage and motion
• Pair Arabic lettering with Latin typography so bilingual marks feel like one family
• Present sketches to clients and take their feedback into revisions

What we need
• Strong portfolio of Arabic calligraphy, ideally including Thuluth and Diwani pieces
• A calligraphy ijazah or formal training under a master is an advantage
• Minimum 3 years in a design studio or agency
• Excellent command of Adobe Illustrator; experience drawing type in Glyphs is a plus
• Procreate or another iPad lettering workflow is nice to have
• Native Arabic and good English
• Patience with the detail and the ability to deliver several projects in the same week

Skills
Arabic calligraphy, Adobe Illustrator, typography, logo design, lettering

Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Advertising & Marketing
Company Type: Employer (Private Sector)
Job Role: Art and Design
Employment Type: Full Time Employee
Monthly Salary Range: AED 9,000 - AED 12,000
Number of Vacancies: 1

Preferred Candidate
Career Level: Mid Career
Years of Experience: Min: 3 Max: 8
Residence Location: United Arab Emirates
Gender: Any
Nationality: Any
Degree: Bachelor's degree / higher diploma

About the Company
Nuqta Lettering Studio L.L.C.
Design studio · 11-50 employees

Report this job`,
  },
  {
    id: 'pig-stockperson-facebook-title-in-sentence-brande-second-language',
    field: 'agriculture',
    half: 'unseen',
    title: 'Pig Stockperson',
    company: 'Hedegaard Svineproduktion ApS',
    skills: [
      'Pig Husbandry',
      'Farrowing',
      'Piglet Care',
      'Animal Welfare',
      'Biosecurity',
      'Medication Administration',
      'Record Keeping',
      'Driving Licence',
      'English',
      'Loader Operation',
      'Danish',
      'Observation Skills',
      'Teamwork',
    ],
    text: `Hedegaard Svineproduktion ApS
3 d · 🌍

🐖 JOB 🐖 We are looking for a pig stockperson for our farrowing unit near Brande (Midtjylland) 🇩🇰

We are a family farm with 1.100 sows and own production of weaners, in total 9 employees from Denmark, Ukraine, Romania and the Philippines. Now one of our colleagues is going home and we need a new person from 1. February.

Your work will be mostly in the farrowing department:
✅ help sows at farrowing and take care of the new piglets (the first days are most important!)
✅ moving piglets between sows, teeth and tail check, iron and vaccination
✅ treat sick animals after the plan from our vet and write down all treatments in the app (we use Cloudfarms)
✅ washing and cleaning of the sections between batches, and follow our biosecurity rules with shower in/out
✅ some days you will help in the mating unit

We hope you have:
👉 min. 2 years experience with pigs, farrowing experience is a must
👉 you care about the animals and see when a sow or piglet is not well
👉 driver licence cat. B (the farm is 7 km from town, no bus)
👉 it is a plus if you can drive a telescopic loader / minilæsser
👉 good English or Danish (we speak English in daily work, Danish is nice but not necessary)

We can offer:
💰 salary after Danish agreement (Overenskomst) for agriculture, approx. 27.000 DKK/month before tax + overtime
🏠 help to find accommodation, we have a 2 room apartment on the farm
📅 working every 3rd weekend, normal days 6:00–14:30
👍 a good team with good humour, we are always helping each other, and a boss who is in the stable every day

Send a message here on Facebook or write to job@hedegaard-svin.dk with your CV and a few words about you. Call Mads Hedegaard on +45 21 43 86 09 (also WhatsApp).

👍 58    💬 14 comments    ↪ 31 shares

Most relevant ▾
Oleksandr P. — Sent you a message 👍
Hedegaard Svineproduktion ApS — Thank you Oleksandr, we will answer today`,
  },
  {
    id: 'die-casting-operator-smartrecruiters-bilingual-title-queretaro-second-language',
    field: 'manufacturing',
    half: 'tune',
    title: 'Die Casting Operator',
    company: 'Fundiciones Bajío Precisión, S.A. de C.V.',
    skills: [
      'High Pressure Die Casting',
      'Machine Operation',
      'Visual Inspection',
      'Measuring Instruments',
      'Die Change',
      'Production Reporting',
      '5S',
      'Lockout/Tagout',
      'English',
      'Forklift Licence',
      'Teamwork',
      'Responsibility',
    ],
    text: `← All jobs    Share  in  f  𝕏

Fundiciones Bajío Precisión, S.A. de C.V.

Operador de Inyección de Aluminio / Die Casting Operator – 2nd shift
El Marqués, Querétaro, Mexico
Full-time
Ref. FBP-0427

I'm interested

Company Description
Fundiciones Bajío Precisión is a Tier 2 supplier of aluminium die cast parts — housings for steering, transmission and e-motors — for the automotive industry in Mexico and the United States. We have 14 die casting cells from 400 to 2,500 tons and around 650 collaborators in our plant in the Parque Industrial Bernardo Quintana.

Job Description
As Die Casting Operator you will be responsible of running one high pressure injection cell during your shift, with the support of the cell technician.
• Operate the injection machine and the extraction robot, following the work instruction and the parameters of the process sheet
• Make the visual inspection of the parts (porosity, cold flow, flash) and measure critical dimensions with caliper and gauges
• Register scrap and downtime in the production board every hour
• Apply release agent, clean the die and the cell, and keep the area in 5S
• Support the technicians in die changes and first-piece approval
• Respect all safety rules: PPE for molten metal, lockout (LOTO) before entering the cell

Qualifications
• High school or technical high school (CONALEP, CBTIS) completed
• 1 year of experience as operator in die casting, plastic injection or foundry
• Knowledge of measuring instruments: vernier caliper, micrometer, go/no-go gauges
• Available for 2nd shift (15:00 – 23:30), Monday to Saturday
• Basic English to read work instructions is desirable
• Forklift license is desirable
• Team work and responsibility

Additional Information
We offer:
• Salary $2,350 MXN weekly + punctuality and attendance bonus
• Food vouchers 10%, savings fund 13%
• Transport route from Querétaro and El Marqués
• Subsidised dining room
• Benefits superior to the law: 20 days aguinaldo, life insurance

Fundiciones Bajío Precisión is an equal opportunity employer. We do not ask for pregnancy test or no-criminal record letter as condition of hiring.

I'm interested
Privacy Policy    Cookie Policy    Powered by SmartRecruiters`,
  },
  {
    id: 'mlops-engineer-stepstone-gender-marker-munich-second-language',
    field: 'tech',
    half: 'unseen',
    title: 'MLOps Engineer, Vision Platform',
    company: 'Kerbler Optronik GmbH',
    skills: [
      'MLOps',
      'Python',
      'Docker',
      'Kubernetes',
      'CI/CD',
      'MLflow',
      'Model Deployment',
      'Prometheus',
      'Azure',
      'English',
      'Terraform',
      'NVIDIA Triton',
      'German',
      'Collaboration',
    ],
    text: `StepStone
Jobs    Unternehmen    Gehalt    Karriereberatung          Anmelden    Für Arbeitgeber

MLOps Engineer (m/w/d) – Vision Platform
Kerbler Optronik GmbH
München
Feste Anstellung
Homeoffice möglich, Vollzeit
Erschienen: vor 2 Tagen
Gehalt anzeigen
Schnellbewerbung

Kerbler Optronik GmbH
4,1 ★ (38 Bewertungen)

About us
Since 1987 Kerbler Optronik develops optical inspection systems for the semiconductor and the pharmaceutical industry. Our cameras check millions of wafers and vials every day — and since three years the decision is made by deep learning models. Our Vision Platform team (11 people) brings these models from the data scientist's notebook into the machines of our customers worldwide.

Your tasks
• You build and operate our ML pipelines from training to deployment on edge devices and in the customer cloud
• You run our training and inference workloads on Kubernetes (AKS) and containerise everything with Docker
• You extend our CI/CD in GitLab so that every model version is tested, tracked in MLflow and can be rolled back
• You bring models to production with NVIDIA Triton and TensorRT on our inspection PCs
• You set up monitoring for model drift and latency (Prometheus, Grafana)
• You work together closely with data scientists, software developers and our service engineers

Your profile
• Completed study in computer science, physics or comparable
• At least 3 years experience as MLOps, DevOps or ML engineer
• Very good Python knowledge, and good knowledge of Docker and Kubernetes
• Experience with a cloud provider, ideally Azure
• Infrastructure as code with Terraform is a plus
• Experience with Triton or other inference servers is a plus
• Very good English; German is nice to have, we offer a course
• You like to share knowledge and you work well in a team with different disciplines

What we offer
• 30 days vacation plus 24.12. and 31.12. free
• Up to 3 days homeoffice per week, flexible working hours (Gleitzeit)
• Company pension scheme and JobRad
• Subsidised canteen and Deutschlandticket
• Salary 72.000 – 88.000 € per year, depending on experience

Contact
Ms. Sabine Oettl, HR Business Partner, +49 89 4120 773
Kerbler Optronik GmbH · Landsberger Straße 402 · 81241 München

Jetzt bewerben

Ähnliche Jobs
DevOps Engineer (m/w/d)
Machine Learning Engineer (m/w/d) Computer Vision`,
  },
  {
    id: 'blockchain-developer-linkedin-post-singapore',
    field: 'tech',
    half: 'tune',
    title: 'Senior Blockchain Developer',
    company: 'Ledgerwise Pte. Ltd.',
    skills: [
      'Solidity',
      'Smart Contracts',
      'EVM',
      'Foundry',
      'Smart Contract Security',
      'Code Review',
      'TypeScript',
      'English',
      'Stablecoins',
      'ERC-4337',
      'Go',
      'Ownership',
    ],
    text: `Tan Wei Lin • 2nd
Co-founder & CTO at Ledgerwise | Building stablecoin settlement rails for Southeast Asia
5d • Edited • 🌐

We're hiring! 🚀

Ledgerwise is looking for a Senior Blockchain Developer (Solidity) to join our team in Singapore. Some context first: we move money for remittance companies and marketplaces across SG, ID, PH and VN using regulated stablecoins, and we settle more than USD 40m a month on-chain. Ledgerwise Pte. Ltd. holds a Major Payment Institution licence from MAS, so "move fast and break things" is not our style. We move carefully and we still ship every week.

What you'd actually do:
→ Own our settlement and escrow contracts on Ethereum L2s (Base, Arbitrum) from design to audit to mainnet
→ Write tests and invariants in Foundry until you're bored, then write more
→ Work with our external auditors and fix what they find — and find it before they do
→ Help the backend team (TypeScript, some Go) integrate with the contracts and our indexers
→ Review every PR that touches funds. Every one.

You'll probably fit if:
✔️ 4+ years writing production Solidity, with mainnet deployments you can show us
✔️ You know the EVM deeply: gas, storage layout, upgrade patterns, reentrancy, and the rest of the usual suspects
✔️ You've been through at least one external security audit
✔️ Bonus: stablecoin or payments experience, account abstraction (ERC-4337), Go
✔️ You write clearly in English — our team is in 6 countries and most decisions happen in docs

We care a lot about ownership: you see a risk, you raise it, you fix it.

💰 SGD 12–16k/month + token-free equity (yes, real equity)
🏢 Hybrid, office at Tanjong Pagar, 2 days a week
🛂 EP sponsorship possible

DM me or apply through the link in the comments 👇
#hiring #solidity #blockchain #singaporejobs #web3

👍❤️ 214 · 47 comments · 19 reposts

Like   Comment   Repost   Send

Tan Wei Lin • Author
Apply here: ledgerwise.io/careers/senior-blockchain-dev`,
  },
  {
    id: 'respite-carer-about-us-first-long-prose-galway',
    field: 'care',
    half: 'unseen',
    title: 'Respite Care Worker',
    company: 'Cairdeas Respite Services CLG',
    skills: [
      'QQI Level 5 Health Care',
      'Disability Support',
      'Personal Care',
      'Safe Administration of Medication',
      'Manual Handling',
      'Children First',
      'Garda Vetting',
      'Driving Licence',
      'Irish Sign Language',
      'Epilepsy Management',
      'Empathy',
      'Patience',
      'Reliability',
    ],
    text: `About us
Cairdeas Respite Services CLG is a not-for-profit organisation founded in 1994 by a group of parents in Galway who wanted their sons and daughters to have a break that felt like a holiday rather than a placement. Today we run two respite houses, in Knocknacarra and in Oranmore, and an in-home respite service that reaches families across Galway city and county. We are funded mainly by the HSE under Section 39 and we are a registered charity (RCN 20031876). Everything we do is built around the person we support and the family who cares for them every other day of the year.

Our houses support children from six years and adults with intellectual disabilities, autism and complex medical needs for short stays of one to five nights. A stay might mean a trip to Salthill, a film night, a session at the sensory room or simply a calm evening in a house where someone knows exactly how you like your tea.

We are now recruiting Respite Care Workers to join our relief panel, with regular hours available at weekends and over the summer.

As a Respite Care Worker you will help the people staying with us with all parts of daily life: personal and intimate care, meals, medication, activities and getting out into the community. You will follow each person's support plan, write up daily notes and any incidents on our online system, and hand over clearly to the next shift. Some of the people we support have epilepsy, and you will be trained in the use of buccal midazolam; others use Lámh or Irish Sign Language, and any experience you have of either will be valued.

You will need a QQI Level 5 in Health Care Support or a related discipline, at least six months' experience in disability or care work, and current training in Safe Administration of Medication and Manual Handling (or be willing to complete these with us before your first shift). All staff complete Children First training and Garda vetting before starting. A full driving licence is an advantage for the in-home service, but not essential for the houses.

Most of all, we are looking for people who are warm, patient and dependable, who turn up when they say they will, and who treat the homes they work in with respect.

Job title: Respite Care Worker (Relief)
Rate: €15.62 – €18.40 per hour, with premium rates for sleepovers, Sundays and public holidays
Location: Knocknacarra and Oranmore, Co. Galway

To apply, email a CV and cover letter to recruitment@cairdeasrespite.ie by 5pm on Friday 18 December 2026. Cairdeas Respite Services CLG is an equal opportunities employer.`,
  },
  {
    id: 'foster-care-case-planner-icims-eeo-bronx',
    field: 'social services',
    half: 'tune',
    title: 'Foster Care Case Planner II',
    company: 'Bright Harbor Family Services, Inc.',
    skills: [
      'Case Management',
      'Child Welfare',
      'Foster Care',
      'Permanency Planning',
      'Home Visits',
      'Case Documentation',
      'Family Court Reports',
      'Family Engagement',
      'Crisis Intervention',
      'ASFA',
      'Spanish',
      'Organization',
    ],
    text: `Careers Home    Search Jobs    Join Our Talent Community    Log back in!

Foster Care Case Planner II
Job Locations US-NY-Bronx
Job ID 2026-8812
# of Openings 3
Category Child Welfare
Type Regular Full-Time
Salary Range $58,000 - $62,500 / year

Overview
Bright Harbor Family Services, Inc. has supported children and families in the Bronx and Upper Manhattan for over 70 years. Our foster care program serves about 310 children in family foster homes and kinship placements, and we work with every family toward a safe, lasting home — reunification whenever possible, adoption or kinship guardianship when it is not.

Responsibilities
• Manage a caseload of 10-12 children in foster care and their birth and foster families
• Complete casework contacts and home visits within mandated timeframes, including evening visits when needed
• Develop, implement and update Family Assessment and Service Plans with families, and document all contacts in CONNECTIONS within 24 hours
• Write court reports and attend Family Court hearings; testify as required
• Plan and supervise family time and coordinate services (mental health, education, medical)
• Respond to crises and safety concerns and consult with the supervisor and the safety team

Qualifications
• Bachelor's degree in social work, psychology, sociology or related human services field required
• Minimum one (1) year of experience in child welfare, preventive services or a related setting (required for level II)
• Familiarity with ACS standards and permanency timelines (ASFA) preferred
• Bilingual English/Spanish strongly preferred (a language differential is paid)
• Strong organizational skills and ability to meet documentation deadlines
• Ability to travel throughout the five boroughs and the surrounding counties

Benefits
• Medical, dental and vision from day one
• 403(b) with 3% agency match
• 25 days of paid time off plus 12 holidays
• Tuition reimbursement and free supervision toward LMSW/LCSW
• Public Service Loan Forgiveness (PSLF) qualifying employer

Bright Harbor Family Services, Inc. is an Equal Opportunity Employer. We celebrate diversity and are committed to creating an inclusive environment for all employees. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, veteran status or any other characteristic protected by law.

Options
Apply for this job online    Email this job to a friend    Share on your newsfeed

Application FAQs
Software Powered by iCIMS
www.icims.com`,
  },
  {
    id: 'birth-doula-forwarded-email-trading-as-melbourne',
    field: 'maternity care',
    half: 'unseen',
    title: 'Birth & Postpartum Doula',
    company: 'Carried Birth Support',
    skills: [
      'Doula Certification',
      'Birth Support',
      'Postpartum Support',
      'First Aid & CPR',
      'Working with Children Check',
      'Breastfeeding Support',
      'Trauma-Informed Care',
      "Driver's Licence",
      'Childbirth Education',
      'Empathy',
      'Flexibility',
    ],
    text: `Subject: Fwd: Doula position – Carried – Inner North (please share!)

---------- Forwarded message ---------
From: Priya Ramanathan <priya@carriedbirth.com.au>
Date: Tue, 24 Nov 2026 at 9:12 am
To: doula-network-vic@lists.example.org
Subject: Doula position – Carried – Inner North (please share!)

Hi everyone,

Hope you're all surviving the spring baby boom! I'm writing because we are growing again and are looking for a Birth & Postpartum Doula to join our collective in the inner north.

A bit about us for anyone who doesn't know: Carried started in my lounge room in 2017 and we now have seven doulas and a lactation consultant supporting around 140 families a year, from Brunswick out to Preston and across to Ivanhoe. (For the formal bits, we're Mirabel Health Pty Ltd t/a Carried Birth Support – ABN 62 614 339 207.)

What the role involves
- Two antenatal visits with each family to build a birth plan and talk through options
- Continuous support in labour at home, in hospital or at the birth centre, including on-call from 38 weeks
- Up to three postpartum home visits: feeding support, settling, debriefing the birth, and noticing when someone needs more help than we can give
- Running a monthly childbirth prep class if that's your thing (not required)

What we're looking for
- Completed doula training with a recognised provider (e.g. Birthing Wisdom, Newborn Mothers or similar) and at least 10 births attended
- Current First Aid and CPR
- Valid Working with Children Check
- Knowledge of breastfeeding basics; IBCLC not needed, we have one in house
- Trauma-informed practice – many of our families come to us after a hard first birth
- Driver's licence and your own car (we reimburse km)
- Someone kind, steady, and okay with being woken at 3am

Pay is $1,100 per birth package for the doula (we take care of bookings, insurance and admin) plus $75/hour for extra postpartum visits. You'd start with 2–3 families a month and can build from there.

If this sounds like you, reply to this email with a short note about your doula journey and a couple of references. Happy to chat on the phone too: 0412 558 903.

Warmly,
Priya
Founder, Carried
carriedbirth.com.au

---
Sent to doula-network-vic. To unsubscribe, reply with UNSUBSCRIBE.`,
  },
  {
    id: 'tobacconist-ziprecruiter-dba-dash-schedule-scottsdale',
    field: 'retail',
    half: 'tune',
    title: 'Tobacconist',
    company: 'The Humidor Room',
    skills: [
      'Retail Sales',
      'Cigar Knowledge',
      'Customer Service',
      'POS Systems',
      'Cash Handling',
      'Humidor Management',
      'Inventory Management',
      'Age Verification',
      'Pipe Tobacco',
      'Spirits Pairing',
      'Upselling',
      'Communication',
    ],
    text: `ZipRecruiter
Search jobs    Salaries    Career resources          Sign in    Post a job

Tobacconist – Weekends & Evenings
The Humidor Room
Scottsdale, AZ 85251 • Part-time
$17 - $19/hr + Tips (Estimated)
Posted 3 days ago

1-Click Apply    Save

Job Description
The Humidor Room is Old Town's walk-in cigar lounge with a 900 sq ft humidor, 60 members' lockers and a full bar. We are owned and operated by Harrow & Vane Holdings LLC dba The Humidor Room. We're looking for a tobacconist who loves the leaf as much as our guests do.

What you'll do:
• Greet guests in the humidor, ask good questions and guide them to a cigar that fits their taste, their budget and their time
• Know our brands — from everyday Dominicans to small-batch Nicaraguans and Hondurans — well enough to talk wrappers, strength and ring gauge with confidence
• Keep the humidor at 68-70% and 70°F, rotate stock, log readings and spot problems like beetle or mold early
• Receive shipments, count inventory and tag product in Lightspeed
• Ring sales and accessories, handle cash and card, and check ID on every tobacco sale (21+)
• Suggest a pairing from the bar and tell guests about membership

What we need:
• 21 years or older (Arizona law)
• 1+ year in retail or hospitality sales
• Real interest in cigars; previous tobacconist or humidor experience preferred
• Pipe tobacco knowledge is a big plus — our pipe corner is growing
• Comfortable with a POS system and a cash drawer
• Available Friday and Saturday evenings until close (11pm) and Sunday afternoons

Nice to have: bourbon/whiskey knowledge for pairing suggestions, TIPS or Title 4 card.

Perks: employee discount 30%, a cigar allowance for education, tips shared evenly, and a monthly staff tasting with our reps.

Job Type: Part-time
Pay: $17.00 - $19.00 per hour plus tips
Schedule: Evening shift, Weekends as needed

Apply on ZipRecruiter in one click or stop by the lounge at 7125 E 5th Ave.

Similar jobs nearby
Sales Associate – Wine & Spirits
Barback`,
  },
  {
    id: 'rowing-coach-trademe-dash-type-christchurch',
    field: 'sport',
    half: 'unseen',
    title: 'Club Rowing Coach',
    company: 'Waitaha Rowing Club Incorporated',
    skills: [
      'Rowing Coaching',
      'Rowing NZ Coach Accreditation',
      'Coach Boat Driving',
      'First Aid',
      'Safeguarding',
      'Training Programme Design',
      'Athlete Development',
      'Video Analysis',
      'Boat Rigging',
      'Communication',
    ],
    text: `Trade Me Jobs
Jobs > Sport & recreation > Coaching & instruction

Listed: Mon 23 Nov
Club Rowing Coach – Part time
Waitaha Rowing Club
Christchurch City, Canterbury
Part time · Contract/Temp
$32 - $38 per hour
Watchlist    Share

Apply now

Job description
Kia ora! Waitaha Rowing Club has been putting boats on the Avon and on Kerrs Reach since 1921, and this season we have more novice and masters rowers than we've had in a decade. We need a club coach to take our novice programme and help our masters crews get faster for the South Island Championships and Nationals.

The role (around 15 hours a week from mid-January to end of March, with a lighter winter block):
• Coach novice and intermediate sculling and sweep sessions, early mornings (5:30am) and two afternoons
• Plan the training programme with the Head Coach, from technique blocks to race prep
• Drive the coach boat safely and run on-water safety for your sessions
• Film and review technique with crews — we have GoPros and a tablet for this
• Help the boatman rig and de-rig for regattas, and travel to regattas in Twizel and Karapiro
• Keep rowers, parents and the committee in the loop

About you
• You have coached rowing before, at club or school level
• Rowing NZ Coach Accreditation (Level 1 or higher), or willing to complete it this season
• A Powerboat Handling certificate or Day Skipper, or the experience to get one fast
• Current first aid certificate
• You'll need to pass Police vetting and complete our safeguarding induction, as we coach under-18s
• Rigging knowledge a bonus, and so is a sense of humour at 5am

Why coach with us
• A friendly, volunteer-run club with a modern shed and a new fleet of Filippi quads
• Coaching education funded by the club
• Pathways to a paid Head Coach role in future

Waitaha Rowing Club Incorporated is an equal opportunities employer.

To apply, click "Apply now" and include a short cover letter. Questions to Sarah Whitlock, Club Captain, on 027 418 6620.

Job listing number: 4987165320
Company: Waitaha Rowing Club Incorporated
Report this listing`,
  },
  {
    id: 'photo-editor-greenhouse-division-new-york',
    field: 'media',
    half: 'tune',
    title: 'Senior Photo Editor',
    company: 'Fieldnote Studio',
    skills: [
      'Photo Editing',
      'Photo Research',
      'Commissioning Photographers',
      'Adobe Lightroom',
      'Photoshop',
      'Image Licensing',
      'Budget Management',
      'Digital Asset Management',
      'AP Style',
      'Video Editing',
      'Deadline Management',
      'Collaboration',
    ],
    text: `← Back to jobs

Fieldnote Studio

Senior Photo Editor
New York, NY (Hybrid)

Apply

Fieldnote Studio, a division of Arbor & Lake Media Inc., is the travel and outdoor desk behind the Fieldnote magazine, the Fieldnote Weekend newsletter (1.2M subscribers) and our branded-content work with tourism boards. We publish six print issues and about 40 photo-led digital stories a month.

We're looking for a Senior Photo Editor to shape how our stories look — on the page, on the phone and in the inbox.

What you'll do
- Lead photography for two to three features per issue: pitch visual approaches, commission photographers around the world and direct shoots remotely
- Research, select and edit images from assignments, agencies and archives (Getty, AP, Magnum, independent photographers)
- Negotiate fees and usage rights, track licensing terms and keep every image cleared before it runs
- Tone and prep final selects in Lightroom and Photoshop to our print and web specs
- Manage the photo budget for your features and keep a clean record in our DAM (Bynder)
- Write and fact-check captions in AP style with the copy desk
- Partner with editors, designers and the social team, often on tight deadlines

What you'll bring
- 5+ years as a photo editor at a magazine, newspaper or digital publisher
- A strong network of photographers, especially outside the US
- Fluency in Adobe Lightroom and Photoshop
- Solid working knowledge of copyright, model releases and image licensing
- A portfolio or list of stories you've photo-edited
- Nice to have: video editing, experience with branded content

Compensation
The base salary range for this role is $82,000 – $98,000. Final offers depend on experience and location.

Benefits
Medical, dental and vision; 401(k) with match; 20 days PTO; a $1,500 annual learning budget; summer Fridays.

Arbor & Lake Media Inc. and all its divisions are equal opportunity employers. We do not discriminate on the basis of race, religion, color, national origin, gender, sexual orientation, age, marital status, veteran status or disability status.

Apply for this Job
* Required
First Name *
Last Name *
Email *
Phone
Resume/CV *   Attach   Dropbox   Google Drive   Enter manually
Cover Letter   Attach
LinkedIn Profile
Portfolio URL *
Submit Application

Powered by greenhouse`,
  },
  {
    id: 'carbon-storage-technician-lever-dash-specialty-hellisheidi-second-language',
    field: 'energy',
    half: 'unseen',
    title: 'Field Technician, CO2 Injection',
    company: 'Basaltbinding hf.',
    skills: [
      'Trade Certificate',
      'Process Monitoring',
      'Gas Injection Systems',
      'Equipment Maintenance',
      'Sampling',
      'Instrumentation',
      'Permit to Work',
      'Driving Licence',
      'Icelandic',
      'English',
      'Geothermal Experience',
      'SCADA',
      'Teamwork',
      'Problem Solving',
    ],
    text: `Basaltbinding hf.

Field Technician – CO2 Injection
Hellisheiði, Iceland
Operations – Injection Sites /
Full-time /
On-site

Basaltbinding is an Icelandic company that captures CO2 and dissolves it in water and injects it deep into the basalt, where it turns into stone in less than two years. We operate two injection sites next to geothermal power stations and one new site for direct air capture, and we are about 60 employees. Now we grow fast and we look for a field technician to our operations team.

Main tasks
• Run and monitor the injection of the dissolved CO2 and the water into the injection wells, from the local control system and in the field
• Take water and gas samples from the monitoring wells and send them to the laboratory
• Maintain pumps, valves, compressors and the instruments (pressure, flow, pH) on the injection sites
• Calibrate and change instruments and report any fault
• Work after the permit to work system and the safety rules of the sites
• Register all work and measurements in our maintenance system

Qualifications
• Trade certificate as vélvirki (mechanic), rafvirki (electrician) or vélstjóri (marine engineer), or other technical education that is relevant
• Experience from geothermal plant, factory, oil and gas or ship engine room is an advantage
• Knowledge on SCADA and instrumentation is an advantage
• Driving licence B; the sites are 30 – 45 minutes from Reykjavík
• Good Icelandic and English, in speech and writing
• Positive, careful and a good team player who can solve problems when they come

We offer good working conditions, daytime work with on-call one week in six, free lunch and transport from Reykjavík. The salary is according to the collective agreement of VM or RSÍ.

Applications with CV and cover letter shall be sent before 10. January 2027. All applications will be answered and treated as confidential. More information gives Guðrún Elísabet Sveinsdóttir, Head of Operations, gudrun@basaltbinding.is.

Apply for this job

Basaltbinding hf. Home Page
Jobs powered by Lever`,
  },
  {
    id: 'scada-control-room-engineer-naukri-part-of-group-noida',
    field: 'utilities',
    half: 'tune',
    title: 'SCADA Control Room Engineer',
    company: 'Ardent Grid Services Pvt. Ltd.',
    skills: [
      'B.Tech Electrical',
      'SCADA',
      'ADMS',
      'Power Distribution',
      'Switching Operations',
      'Outage Management',
      'Load Dispatch',
      'Electrical Safety',
      'Hindi',
      'English',
      'Protection Relays',
      'Decision Making',
      'Communication',
    ],
    text: `naukri.com
Jobs    Companies    Services          Login    Register    For employers

SCADA Control Room Engineer – Rotational Shifts
Ardent Grid Services
4.0 ★ 112 Reviews
3 - 7 Years
₹ 6-9.5 Lacs P.A.
Noida
Posted: 3 days ago    Openings: 4    Applicants: 100+
Apply    Save

Job highlights
• B.Tech / Diploma Electrical with 3+ yrs in distribution control room / SLDC / SCADA operations
• Monitor 33/11 kV network through SCADA/ADMS, switching and outage management, 24x7 rotational shifts

Job description
Ardent Grid Services Pvt. Ltd. is part of the Sarthak Power group and hires under its own name for the operation and maintenance of power distribution networks for discoms in Uttar Pradesh and Haryana. Our Noida Distribution Control Centre supervises more than 180 substations around the clock.

Roles and Responsibilities
- Monitor the 33 kV and 11 kV network in real time on SCADA / ADMS and take immediate action on alarms and trippings
- Carry out and log switching operations, issue and cancel permits to work (PTW) for field crews and ensure line clear is given safely
- Handle planned and unplanned outages, restoration sequence and load shedding as per instructions of the Load Dispatch Centre
- Coordinate with substation operators, protection team and discom officials on phone and radio
- Analyse trippings along with the protection team (relay indications, DR files) and prepare daily reports
- Follow all electrical safety rules and CEA regulations

Desired Candidate Profile
- B.Tech / B.E. in Electrical Engineering (Diploma holders with 6+ yrs may apply)
- 3-7 years in distribution control room, SLDC or substation operation
- Good knowledge of SCADA/ADMS systems (Siemens Spectrum, GE, Schneider or similar)
- Knowledge of protection relays is an added advantage
- Fluent in Hindi and English
- Must be ready for rotational shifts including nights
- Quick decision making under pressure and clear communication

Perks and Benefits
Shift allowance, cab facility for night shift, Mediclaim for family, PF & gratuity

Role: Control Room Operations
Industry Type: Power
Department: Engineering - Hardware & Networks
Employment Type: Full Time, Permanent
Role Category: Operations
Education
UG: B.Tech/B.E. in Electrical, Diploma in Electrical

Key Skills
SCADA    ADMS    Power Distribution    Switching Operations    Load Dispatch    Outage Management    Substation    Protection Relay

About company
Ardent Grid Services, a Sarthak Power group company, provides O&M services to power utilities across North India.`,
  },
  {
    id: 'able-seaman-facebook-agency-principal-manila-second-language',
    field: 'maritime',
    half: 'unseen',
    title: 'Able Seaman',
    company: 'Nordhavn Bulk Shipping AS',
    skills: [
      'Able Seafarer Deck',
      'STCW Basic Training',
      "Seaman's Book",
      'Passport',
      'Bulk Carrier Experience',
      'Mooring Operations',
      'Deck Maintenance',
      'Watchkeeping',
      'Enclosed Space Entry',
      'English',
      'Teamwork',
      'Discipline',
    ],
    text: `Bluewake Crewing Services Inc.
2h · 🌍

📢 URGENT HIRING!!! 📢
ABLE SEAMAN (AB) for BULK CARRIER 🚢

PRINCIPAL: Nordhavn Bulk Shipping AS (Norway) 🇳🇴
Vessel type: Supramax / Ultramax bulk carrier
Flag: Marshall Islands
Contract: 9 months +/- 1
Joining: December 2026 to January 2027
Salary: USD 1,180 basic + OT + leave pay (as per ITF CBA)

QUALIFICATIONS:
✅ Filipino, 25 to 45 years old
✅ Holder of COP Able Seafarer Deck (Reg II/5)
✅ With complete STCW basic trainings (BT, PSCRB, AFF, MEFA) valid
✅ Valid Seaman's Book (SIRB) and SID
✅ Valid passport at least 18 months validity
✅ With at least 12 months sea service as AB on bulk carrier 🔥 MUST
✅ Experienced in mooring and unmooring, deck maintenance (chipping, painting), lookout and helm watch
✅ Knowledge in enclosed space entry procedure
✅ Good in English communication
✅ Physically and mentally fit, can work in team and with discipline, no record of drugs or alcohol

NO PLACEMENT FEE!!! ❌💸
Free processing of PEME and visa by the principal.

Interested applicants may send CV / resume via email: hiring@bluewakecrewing.ph or walk-in at our office:
📍 4F Seaview Commercial Bldg., 1148 Kalaw Ave., Ermita, Manila
🕘 Monday to Friday, 8:00 AM – 4:00 PM
📞 (02) 8524 7791 / 0917 604 2235

Please bring original documents and photocopy. Strictly for qualified applicants only.
DMW License No. DMW-119-SB-07182-R

#seaman #ablebodiedseaman #seafarerjobs #bulkcarrier #hiring #manila

👍😮 412 · 96 comments · 188 shares
Like    Comment    Share

Jun Rey Dela Cruz
Sir pwede po ba 11 months sea service lang? 😅
Bluewake Crewing Services Inc. · Author
Sorry po sir, minimum is 12 months as AB on bulk.`,
  },
  {
    id: 'yacht-bosun-crew-agency-email-client-unnamed-antibes',
    field: 'yachting',
    half: 'tune',
    title: 'Bosun',
    company: 'Azur Crew Placement SARL',
    skills: [
      'STCW Basic Safety Training',
      'ENG1 Medical',
      'Efficient Deck Hand',
      'RYA Powerboat Level 2',
      'Tender Driving',
      'Deck Maintenance',
      'Teak & Varnish Work',
      'Mooring & Anchoring',
      'Water Sports Equipment',
      'Yachtmaster Offshore',
      'PWC Instructor',
      'French',
      'Leadership',
      'Teamwork',
    ],
    text: `From: Camille Roux <camille@azurcrew.fr>
To: you
Subject: Bosun – 52m M/Y – Med season, rotational 2:1 — are you available?

Bonjour,

Thank you for registering with Azur Crew Placement SARL. Your profile came up for a position we are filling this week and I wanted to check if you would be interested and available.

Position: Bosun
Vessel: 52m private motor yacht (name and owner confidential until interview), based in Antibes, cruising the Western Med in summer and the Caribbean in winter
Deck team: Captain, Chief Officer, Bosun and three deckhands
Start: mid-February 2027 for yard period and season prep
Rotation: 2:1 after the first season
Salary: €4,500 – €5,000 per month, depending on experience + tips, flights, medical insurance

The role
The Bosun runs the deck team day to day under the Chief Officer and keeps the exterior of the yacht to a very high standard for a private family who spend most of the summer on board with guests.
- Plan the daily work of the deckhands and train the juniors
- Drive the tenders (a 9m limousine tender and a 7m chase boat) for guest runs, often at night and in busy harbours
- Set up, maintain and supervise the water toys: Seabobs, jet skis, paddle boards, inflatables
- Lead mooring, anchoring and Med-mooring stations with the Chief Officer
- Keep the teak, varnish and paintwork perfect: sanding, varnishing, touch-ups and polishing of stainless steel
- Take your share of anchor and navigation watches

Requirements
- Minimum two seasons as lead deckhand or bosun on 45m+ yachts, with a solid reference from your Captain
- Valid STCW Basic Safety Training and ENG1 medical
- Efficient Deck Hand (EDH) certificate and RYA Powerboat Level 2
- Yachtmaster Offshore and a PWC instructor licence are strong pluses
- Non-smoker, no visible tattoos (owner's request), valid B1/B2 visa
- French or another European language is a plus, the family is French-speaking
- A calm leader who can keep a small team motivated through long days at close quarters

If you are interested, please reply with your updated CV and references by Thursday, and tell me your availability for a video interview with the Captain and the Chief Officer.

Bonne journée,
Camille Roux
Senior Crew Consultant — Deck
Azur Crew Placement SARL · 12 Boulevard d'Aguillon, 06600 Antibes · +33 4 93 61 07 28
Licensed crew placement agency under MLC 2006, Reg. 1.4`,
  },
  {
    id: 'formworker-seek-bare-header-suffix-in-text-western-sydney',
    field: 'construction',
    half: 'unseen',
    title: 'Formworker',
    company: 'Brennock Formwork Pty Ltd',
    skills: [
      'Formwork',
      'Proprietary Formwork Systems',
      'Set Out',
      'Reading Drawings',
      'White Card',
      'Working at Heights',
      'Own Tools',
      "Driver's Licence",
      'EWP Licence',
      'Dogging Licence',
      'Reliability',
      'Teamwork',
    ],
    text: `SEEK
Job search    Profile    Career advice    Company reviews          Sign in    Employer site

Formworker – Western Sydney
Brennock Formwork
View all jobs
Western Sydney, Sydney NSW
Carpenters & Joiners (Trades & Services)
Full time
$45 – $55 per hour + super
Posted 5d ago

Quick apply    Save

Brennock Formwork Pty Ltd is a family-owned structural formwork contractor with 30 years in Sydney and around 140 blokes and women on the tools. We build the concrete frames for residential towers, hospitals and commercial projects from Parramatta to Penrith, and we have work booked out well into 2028.

We're after experienced formworkers to join our crews on two new residential projects in Westmead and Rouse Hill.

What you'll be doing:
• Building slab, beam, column and wall formwork — traditional and proprietary systems (PERI, Doka, RMD)
• Setting out from drawings and working from levels
• Stripping, cleaning and stacking gear
• Working with the crane crew and pump crew on pour days
• Keeping your area tidy and following the site safety rules and SWMS

What we need from you:
• Minimum 2 years as a formworker on commercial or high-rise residential
• Able to read and work from structural and formwork drawings
• White Card (General Construction Induction) — must have
• Working at Heights ticket
• EWP (yellow card) and dogging ticket are a bonus
• Own hand tools and PPE
• Driver's licence and reliable transport to site
• A good attitude, turns up on time, works well with the crew

What's in it for you:
• $45 – $55 p/h depending on experience, paid weekly
• Plenty of hours — 50 to 55 hours a week, RDO every second Monday
• Leading hand opportunities for the right people
• Free tickets and training, ongoing work, no downtime between jobs

Hit quick apply or call our site manager Dean on 0418 772 516.

Employer questions
Your application will include the following questions:
• Which of the following statements best describes your right to work in Australia?
• How many years' experience do you have as a formworker?
• Do you have a White Card?
• Do you own or have regular access to a car?

Be careful
Don't provide your bank or credit card details when applying for jobs.
Report this job advert

Job ID: 79812455`,
  },
  {
    id: 'lash-technician-indeed-franchisee-oakville',
    field: 'beauty',
    half: 'tune',
    title: 'Lash Technician',
    company: 'Halvorsen Beauty Group Inc.',
    skills: [
      'Lash Certification',
      'Eyelash Extensions',
      'Classic Lashes',
      'Client Consultation',
      'Infection Control',
      'Booking Software',
      'Retail Sales',
      'Volume Lashes',
      'Lash Lift & Tint',
      'Attention to Detail',
      'Customer Service',
      'Time Management',
    ],
    text: `Indeed
Find jobs    Company reviews    Find salaries          Sign in    Employers / Post Job

Lash Technician – Full Time
Lashworks Studio – Oakville
3.6 ★ 27 reviews
Oakville, ON L6H 0C3
$20–$24 an hour - Full-time
Apply now    ♡

Profile insights
Here's how the job qualifications align with your profile.
Licenses
Lash Extension Certification (Required)
Skills
Eyelash extensions    Customer service

Job details
Pay
$20–$24 an hour
Job type
Full-time
Shift and schedule
Day shift    Evening shift    Weekends as needed

Benefits
Employee discount    Paid training    Tuition reimbursement

Full job description
Lashworks Studio Oakville is independently owned and operated by Halvorsen Beauty Group Inc., a franchisee of Lashworks Franchising Corp. All hiring decisions are made by the franchisee.

We're a busy 8-bed lash studio in the Dundas & Trafalgar plaza and we're looking for a certified lash technician to join our team of stylists. Our clients book back every 2–3 weeks, so you'll build your own regulars quickly.

What you'll do
• Consult with every client about their natural lashes, lifestyle and the look they want
• Apply classic, hybrid and volume eyelash extensions to Lashworks standards
• Perform lash lifts and tints, brow lamination a bonus
• Keep a spotless station and follow our sanitation and infection prevention protocols
• Manage your schedule in our booking app (Boulevard) and stay on time for back-to-back appointments
• Recommend aftercare products and fill-in memberships

What you bring
• Lash extension certification (classic required; volume training preferred — we also train in-house)
• 1+ year of experience in a lash or beauty studio
• Lash lift & tint experience preferred
• Steady hands and a very good eye for detail
• A friendly, professional way with clients

Why you'll love it
• Hourly wage plus 10% product commission and tips
• Free advanced training with our brand educators
• 40% employee discount on services and products

Job Type: Full-time
Pay: $20.00-$24.00 per hour

Application question(s):
• Are you certified in eyelash extensions?

Work Location: In person

Hiring Insights
Job activity
Posted 9 days ago · Employer reviewed job 2 days ago`,
  },
  {
    id: 'community-fundraiser-reed-bare-header-inverness',
    field: 'nonprofit',
    half: 'unseen',
    title: 'Community Fundraiser',
    company: 'Glenmorven Hospice SCIO',
    skills: [
      'Community Fundraising',
      'Event Management',
      'Donor Stewardship',
      'Volunteer Management',
      'Social Media',
      'Driving Licence',
      "Raiser's Edge",
      'Gift Aid',
      'Gaelic',
      'Public Speaking',
      'Relationship Building',
      'Self-Motivation',
    ],
    text: `reed.co.uk
Jobs    Courses    Career advice    Recruiting?          Sign in    Register

Community Fundraiser – Highlands
Posted 2 days ago by Glenmorven Hospice
Easy Apply
£27,500 - £29,000 per annum
Inverness, Highland
Permanent, full-time
Apply now    Save

Job description
Every year Glenmorven Hospice cares for more than 1,400 people living with a terminal illness across the Highlands and Moray, in our 16-bed inpatient unit in Inverness and in people's own homes. Less than a third of our income comes from the NHS. The rest is raised by the communities we serve, and that is where you come in.

As our Community Fundraiser you will look after the towns, villages and groups who already support us — from the Nairn pub quiz to the Skye Half Marathon — and find new ones. You'll be out and about most of the week, giving talks to Rotary clubs and schools, supporting local fundraising committees, and running a handful of our own events such as the Midsummer Walk. You will make sure every supporter is thanked well and quickly, record their gifts and contact details accurately in Raiser's Edge, and claim Gift Aid wherever it applies.

You will also recruit, train and look after around 60 fundraising volunteers, and share stories and photos on our social media channels so people can see what their support makes possible.

About you
We'd love to hear from you if you have experience in community or events fundraising, or in a similar role where building relationships with the public was at the heart of your work. You will be confident speaking to groups, organised enough to juggle many small projects at once, and self-motivated, as you'll often be working on your own across a large area. Experience of a fundraising database (ideally Raiser's Edge) and an understanding of Gift Aid and the Code of Fundraising Practice will help you. A full driving licence and access to a car are essential. Gaelic would be lovely but is not required.

What we offer
• 30 days' annual leave plus public holidays
• Pension with 6% employer contribution
• Mileage at 45p per mile
• Flexible and part-home working
• Employee assistance programme

Glenmorven Hospice SCIO is a Scottish Charitable Incorporated Organisation, Scottish Charity No. SC041227.

Closing date: Friday 8 January 2027. Interviews in Inverness w/c 18 January.

Reference: GH/CF/1226

Apply now

Similar jobs
Events Fundraiser · Fundraising Officer (Corporate)`,
  },
  {
    id: 'ferry-master-email-dash-specialty-piraeus-second-language',
    field: 'transport',
    half: 'tune',
    title: 'Master, High Speed Craft',
    company: 'Kyklades Seaways S.A.',
    skills: [
      'Master Mariner Certificate',
      'HSC Type Rating',
      'Crowd Management',
      'Crisis Management',
      'ECDIS',
      'GMDSS',
      'Ship Handling',
      'ISM Code',
      'English',
      'Greek',
      'Passenger Vessel Experience',
      'Leadership',
      'Decision Making',
    ],
    text: `From: Crew Department <crew@kykladesseaways.gr>
Sent: Wednesday, 25 November 2026 11:48
To: Captain Nikos Stavrakis
Cc: Marine Superintendent
Subject: Vacancy for Master – season 2027 – HSC "Naxos Jet"

Dear Captain Stavrakis,

Following your application from last month and the recommendation of Capt. Andreou, we kindly inform you that our company has an open position for the season 2027 and we would like to invite you for an interview.

Position: Master – High Speed Craft (HSC)
Vessel: HSC "Naxos Jet", catamaran 86 m, 1.050 passengers, 240 cars
Route: Piraeus – Syros – Tinos – Mykonos – Naxos
Period: 15 April – 31 October 2027, with option for extension in winter service
Rank: Master (one of two Masters on board, alternating)

Duties in short
- Overall command of the vessel and the safety of passengers, crew and cargo
- Ship handling in the ports of the route, many times in strong meltemi winds
- Application of the Safety Management System (ISM Code) and the HSC Code
- Organising the drills and leading crowd management and crisis management in emergency
- Cooperation with the port authorities, the company and the agents in each port

Requirements of the company
- Certificate of Competency as Master (Class A) without limitations
- HSC Type Rating Certificate for our vessel type, or readiness to take it before start (company will arrange the training)
- Valid certificates for Passenger Ships (Crowd and Crisis Management), ECDIS and GMDSS GOC
- Minimum 2 years as Master or Chief Officer on passenger vessels, preferable on high speed craft
- Very good English; Greek language is necessary for the communication with the crew and the authorities
- Strong leadership and capability to take fast decisions under pressure

The company offers salary according to the collective agreement for coastal shipping plus bonus for the season, and accommodation in Piraeus in the days before the start.

Please confirm with return email if you are available for interview on Tuesday 1 December at 11:00 at our offices in Akti Miaouli 47, Piraeus. Please bring your original certificates and your seaman's book.

With best regards,

Eleni Papadaki
Crew Manager
Kyklades Seaways S.A.
Akti Miaouli 47, 185 36 Piraeus, Greece
T: +30 210 4298 113

This e-mail and any attachment are confidential and intended only for the addressee.`,
  },
  {
    id: 'recycling-plant-operator-glassdoor-agency-client-unnamed-moerdijk-second-language',
    field: 'waste management',
    half: 'unseen',
    title: 'Recycling Plant Operator',
    company: 'Flexwerk Brabant B.V.',
    skills: [
      'Forklift Certificate',
      'Machine Operation',
      'Sorting Line Operation',
      'Quality Control',
      'Basic Maintenance',
      'VCA Basic',
      'Dutch',
      'English',
      'Shift Work',
      'Wheel Loader',
      'Technical Aptitude',
      'Reliability',
    ],
    text: `Glassdoor
Community    Jobs    Companies    Salaries    For Employers          Sign In

Flexwerk Brabant B.V.
3.4 ★
Recycling Plant Operator – Moerdijk – 3 shifts
Moerdijk
€15,20 - €18,60 Per Hour (Employer provided)
Easy Apply    ♡ Save

Job description
Do you like to work with machines and do you want to contribute to a cleaner world? For our client, a large recycling company at the industrial area Moerdijk, we search several operators for the sorting installation for plastics and paper. Good chance on a permanent contract with the client after 6 months!

What will you do?
As operator you make sure that the sorting line runs well during your shift. You feed the installation with the shovel (wheel loader) or forklift, you control the line from the control panel and you check if the sorted material (PET, PE, paper, cardboard) is clean enough. When a machine blocks, you solve the problem or you help the technical department. At the end of the shift you clean the line and you hand over to your colleague. Small maintenance like changing screens and belts is also part of the work.

What do we ask?
- Experience as production worker or operator, preferable in recycling or logistics
- Heftruckcertificaat (forklift certificate) is required; shovel certificate is a big plus
- VCA Basic, or you are willing to do the exam (we pay it)
- You speak Dutch or English
- You are available for a 3-shift rotation (06:00-14:00 / 14:00-22:00 / 22:00-06:00)
- You are technical minded, reliable and you don't mind dust and noise

What do we offer?
- Hourly wage between €15,20 and €18,60 depending on experience, plus shift allowance of 19-33%
- Travel allowance from 10 km, or a place in the company van from Breda and Roosendaal
- Work clothes and safety shoes
- Weekly payment if you want
- Contract via Flexwerk Brabant, after 6 months chance on a contract directly with our client

Interested?
Click on Easy Apply, or call Lotte from our Breda office: 076 520 4418. We will call you back in 24 hours!

Flexwerk Brabant B.V. is registered in the NBBU and the SNA register.

Job type: Full-time, Temporary
Pay: €15.20 - €18.60 per hour

Company overview
Size: 51 to 200 Employees
Type: Company - Private
Industry: HR Consulting & Staffing

Report`,
  },
  {
    id: 'genealogy-researcher-totaljobs-trading-as-dash-specialty-london',
    field: 'legal services',
    half: 'tune',
    title: 'Genealogy Researcher, Probate',
    company: 'Heirline',
    skills: [
      'Genealogical Research',
      'Probate Research',
      'Archive Research',
      'Ancestry',
      'Findmypast',
      'GRO Indexes',
      'Tracing',
      'Case Reports',
      'GDPR',
      'Palaeography',
      'Foreign Languages',
      'Attention to Detail',
      'Analytical Thinking',
    ],
    text: `totaljobs
Find jobs    Search recruiters    Career advice    Salary checker          Sign in    Recruiting?

Genealogy Researcher – Probate
Heirline
London (EC4A)
£28,000 - £34,000 per annum
Permanent, full time
Posted 1 week ago
Apply    Save

Job description
Heirline is the trading name of Pemberton Kerr Research Ltd, a probate research firm founded in 1998. We are instructed by solicitors, local authorities and the Government Legal Department to find the missing beneficiaries of estates — people who often have no idea that they have inherited. Last year our team of 22 resolved more than 900 cases in the UK and in 30 other countries.

The role
You'll join the research team in our Fleet Street office and take cases from first instruction to a finished family tree that stands up to a solicitor's and a court's scrutiny.

• Build family trees from birth, marriage and death records, census returns, wills, electoral rolls and parish registers
• Use Ancestry, Findmypast, the GRO indexes and the National Archives as everyday tools, and visit local record offices when needed
• Trace living heirs using commercial tracing databases, the open register and social media, and make first contact by phone and letter
• Prepare clear case reports and evidence bundles for the legal team
• Handle personal data carefully and in line with UK GDPR

About you
• A degree in history, law or a related subject, or equivalent experience in genealogy or tracing
• At least one year of professional genealogical research (probate, heir hunting, forensic genealogy or family history for clients)
• Reading older handwriting (palaeography) and Latin for parish records is a big advantage
• A second European language is useful for our overseas cases (Polish, Italian and German especially)
• Meticulous attention to detail and the ability to weigh evidence when records disagree
• A logical, curious mind that enjoys a puzzle

Benefits
Bonus on resolved cases, 25 days' holiday plus your birthday, hybrid working (3 days in the office), season ticket loan, pension with 5% employer contribution.

Please apply with a CV and a cover letter describing a research problem you have solved.

Salary: £28,000 - £34,000 per annum + case bonus
Job reference: HL-RES-1126

About the recruiter
Heirline
View all jobs`,
  },
  {
    id: 'jumbo-operator-telegram-capitals-tarkwa',
    field: 'mining',
    half: 'unseen',
    title: 'Jumbo Operator, Underground Development',
    company: 'Akwaboa Underground Contracting Ltd',
    skills: [
      'Jumbo Drill Operation',
      'Underground Development',
      'Face Drilling',
      'Epiroc Boomer',
      'Sandvik DD321',
      'Ground Support',
      'Rock Bolting',
      'Pre-Start Inspections',
      'Operator Certificate',
      'Underground Safety',
      'English',
      'Teamwork',
    ],
    text: `⛏️ Ghana Mining & Oil Jobs 🇬🇭
23.4K subscribers

Forwarded from Western Region Job Alerts

📌 JOB VACANCY 📌

AKWABOA UNDERGROUND CONTRACTING LTD
(Underground mining contractor – Tarkwa / Prestea area)

POSITION: JUMBO OPERATOR – UNDERGROUND DEVELOPMENT
NUMBER REQUIRED: 6
LOCATION: Client mine site, Western Region
ROSTER: 14 days on / 7 days off (day & night shifts)

JOB PURPOSE
To operate twin boom electro-hydraulic jumbo drill rigs for development headings, ensuring safe, accurate and productive face drilling as per the drill pattern.

DUTIES
▪️ Carry out pre-start inspection of the jumbo and report defects
▪️ Mark up and drill development faces according to the drill and blast design
▪️ Drill holes for ground support, install rock bolts (split sets, resin bolts) and mesh when required
▪️ Scale the back and walls and make the work area safe before drilling
▪️ Keep the drilling records and hand over to next shift
▪️ Follow all underground safety procedures (isolation, ventilation, gas testing) and the client's rules

REQUIREMENTS
🔹 Minimum SSCE / WASSCE or Technical certificate
🔹 At least 3 years experience operating jumbo underground
🔹 Experience on Epiroc Boomer (S1D / 282) and / or Sandvik DD321 or similar
🔹 Valid operator certificate / VOC from a recognised mine
🔹 Must be medically fit for underground work
🔹 Good spoken and written English
🔹 Must be safety conscious and able to work in a team

REMUNERATION: Attractive, plus underground allowance, shift allowance, transport and medical

HOW TO APPLY
Send CV, copies of certificates and two referees to 📧 recruitment@akwaboa-ugc.com.gh
Subject: "JUMBO OPERATOR"
Deadline: 11th December, 2026

Only shortlisted applicants will be contacted.
‼️ Akwaboa does NOT take money from applicants. Report anybody who asks for money.

👁 8.1K    🔁 Share    💬 Comments`,
  },
  {
    id: 'canyoning-guide-personio-gender-marker-interlaken-second-language',
    field: 'outdoor tourism',
    half: 'tune',
    title: 'Canyoning Guide',
    company: 'Alpinrausch Adventures GmbH',
    skills: [
      'Canyoning Guide Certification',
      'Canyoning Guiding',
      'Swiftwater Rescue',
      'Rope Rescue',
      'Rope Techniques',
      'First Aid',
      'Risk Assessment',
      'English',
      'German',
      'Driving Licence',
      'Leadership',
      'Customer Service',
    ],
    text: `Alpinrausch Adventures GmbH
Jobs    About us    Our team

Canyoning Guide (m/w/d) – Saison 2027
Interlaken · Seasonal · Full-time
Guides & Outdoor

Job description
Alpinrausch is since 2004 an adventure company in the Jungfrau region. We bring every summer around 18'000 guests from the whole world into the canyons of the Saxetenbach, Chli Schliere and Grimsel, and we also do rafting and paragliding. For the season 2027 (May to October) we look for experienced canyoning guides who want to share their passion with our guests.

Your tasks
• You guide groups of up to 8 guests safely through canyons of different levels (beginner to advanced)
• You brief the guests, check the equipment and teach the basic techniques like abseiling, jumping and sliding
• You install and control the ropes and anchors and handle rope techniques in the canyon
• You make the risk assessment on the day, together with the lead guide, depending on water level and weather
• In an emergency you react correct and do rescue operations (rope rescue, swiftwater)
• You are the host: you make the day an unforgettable experience for our guests, also in the bus and at the base

Your profile
• You have a canyoning guide certification (for example ICOpro, Swiss canyoning guide education of SBV, or equivalent) and at least one season of experience as canyoning guide
• Swiftwater rescue training (SRT or equivalent) and rope rescue knowledge
• Valid first aid course, ideally Wilderness First Responder (WFR)
• Very good English; German or another language is a plus
• You are a natural leader with a lot of energy, and you stay calm in stressful situations
• Driving licence cat. B is an advantage (for driving the group bus)

What we offer
• A salary according to experience (from CHF 5'200 per month gross)
• Subsidised staff housing in Matten bei Interlaken
• Free internal trainings and free activities (rafting, paragliding)
• An international team of guides with a very good atmosphere
• Work permit support for EU/EFTA citizens

Are you interested? We look forward to your application with CV, copies of your certificates and a list of your canyon experience. Questions? Write to Lukas Brunner, Head Guide: jobs@alpinrausch.ch

Apply now

Alpinrausch Adventures GmbH · Hauptstrasse 41 · 3800 Interlaken
Powered by Personio    Privacy policy`,
  },
  {
    id: 'hydrologist-neogov-class-and-working-title-county-district',
    field: 'environmental science',
    half: 'unseen',
    title: 'Hydrologist',
    company: 'Harlan Basin Flood Control District',
    skills: [
      'Hydrology',
      'Hydraulic Modeling',
      'HEC-HMS',
      'HEC-RAS',
      'ArcGIS',
      'Python',
      'Floodplain Mapping',
      'Technical Writing',
      "Driver's License",
      'Professional Hydrologist Certification',
      'Stream Gauging',
      'Public Speaking',
      'Collaboration',
    ],
    text: `Harlan Basin Flood Control District
Job Opportunities    Sign In    Email me jobs like this

ENVIRONMENTAL SCIENTIST III
Salary
$78,541.00 - $106,031.00 Annually
Location
Riverside Annex, CA
Job Type
Full-Time
Job Number
2026-00417
Department
Engineering & Watershed Planning
Division
Hydrology Section
Opening Date
11/20/2026
Closing Date
12/18/2026 5:00 PM Pacific

Description    Benefits    Questions

WORKING TITLE: HYDROLOGIST

The Harlan Basin Flood Control District protects some 650,000 residents from flooding across 1,100 square miles of watershed. The Hydrology Section is looking for a Hydrologist to lead rainfall-runoff studies, maintain the District's stream gauge network and support floodplain mapping for new development.

Examples of Duties
• Develops and calibrates rainfall-runoff models in HEC-HMS and one- and two-dimensional hydraulic models in HEC-RAS
• Reviews hydrology and hydraulics reports submitted by developers and consultants for compliance with District standards
• Plans and conducts field measurements of streamflow, including high-flow measurements during storm events; maintains rating curves
• Prepares flood insurance rate map revisions and floodplain maps using ArcGIS Pro
• Automates data processing and QA/QC of gauge data with Python
• Writes technical memoranda and presents findings to the Board of Supervisors and community meetings

Minimum Qualifications
Education: Bachelor's degree from an accredited college in hydrology, civil or environmental engineering, earth science or a closely related field. AND
Experience: Three (3) years of professional experience in hydrology or water resources, one of which must have included hydrologic or hydraulic modeling.
License: Possession of a valid California Class C driver's license is required at time of appointment.

Desirable Qualifications
• Certification as a Professional Hydrologist (AIH) or registration as a Professional Civil Engineer
• Experience with stream gauging equipment (ADCP) and sediment sampling

Knowledge, Skills and Abilities: ability to explain technical findings clearly to non-technical audiences; ability to work cooperatively with engineers, planners and the public.

Selection Process
Applications will be screened for minimum qualifications. Qualified candidates will be invited to an oral examination (weighted 100%).

The Harlan Basin Flood Control District is an Equal Opportunity Employer.

Apply    Agency: Harlan Basin Flood Control District    Phone: (951) 555-0142`,
  },
  {
    id: 'maltster-workday-dash-shift-prostejov-second-language',
    field: 'food production',
    half: 'tune',
    title: 'Maltster',
    company: 'Hanácké sladovny a.s.',
    skills: [
      'Malting Process',
      'Kilning',
      'Process Control Systems',
      'Grain Quality Testing',
      'HACCP',
      'CIP Cleaning',
      'Forklift Licence',
      'Czech',
      'Shift Work',
      'English',
      'Mechanical Aptitude',
      'Responsibility',
    ],
    text: `Search for Jobs    Careers Home    Sign In

Maltster – Day & Night Shifts

Apply

locations
Prostějov, Czech Republic
time type
Full time
posted on
Posted 7 Days Ago
job requisition id
R-10482

Hanácké sladovny a.s. is one of the oldest malthouses in Moravia (since 1883) and today produces 120 000 tonnes of Pilsner, Munich and special malts per year for breweries in 30 countries. We are part of no group, we are Czech and we are proud of our barley from Haná.

For our malthouse in Prostějov we are looking for a colleague to the position Maltster.

What will be your job:
• Control of the whole malting process — steeping, germination and kilning — according to the technological recipe
• Operation of the process control system from the control room, and regular control of the temperature, humidity and aeration in the germination boxes
• Taking samples of barley and green malt, measuring of moisture and making basic quality tests in the lab corner
• Transport of barley and malt with the forklift and filling of the silos
• Cleaning and sanitation of the equipment (CIP) and keeping the hygiene rules (HACCP, FSSC 22000)
• Small repairs and help to the maintenance team

What we expect:
• Secondary education with maturita or vocational certificate — food, chemistry or technical field (sladovník / pivovarník is an advantage)
• Experience from malthouse, brewery or other food production is welcome, but we train also new colleagues
• Forklift licence (we can provide)
• Technical thinking and manual skills
• Czech language on communication level, English is an advantage
• Readiness for shift work in the continuous operation (12-hour shifts, 2-2-3 system)
• Responsibility and reliability — the malt does not wait

We offer:
• Salary 38 000 – 44 000 CZK gross per month plus shift supplements and annual bonus
• 5 weeks of vacation, 13th salary
• Contribution to pension insurance and meal vouchers
• Beer allowance 😉 and company events

Hanácké sladovny a.s. is an equal opportunity employer.

Similar Jobs
Shift Operator – Steeping Hall
Laboratory Technician (Malt Analysis)

Follow Us
© 2026 Workday, Inc. All rights reserved.`,
  },
  {
    id: 'purser-bamboohr-gender-marker-budapest-second-language',
    field: 'cruise tourism',
    half: 'unseen',
    title: 'Purser',
    company: 'Danubia River Cruises Kft.',
    skills: [
      'Front Office',
      'Cash Handling',
      'Onboard Accounting',
      'Opera PMS',
      'Invoicing',
      'Guest Relations',
      'Shore Excursions',
      'Team Leadership',
      'English',
      'German',
      'STCW Basic Safety Training',
      'French',
      'Problem Solving',
      'Customer Service',
    ],
    text: `Danubia River Cruises Kft.
Job Openings

Purser (f/m/x) – Season 2027

Department
Hotel Operations
Location
Budapest, Budapest
Employment Type
Seasonal
Minimum Experience
Experienced
Compensation
€2,600 – €3,100 net per month + tips, board and lodging on board

Danubia River Cruises operates six premium river cruise ships on the Danube and the Rhine, from Budapest to Amsterdam. Our guests come mainly from USA, Germany and France, and our 280 crew members from 22 nations.

For the season 2027 (March to December) we are searching Pursers for our ships MS Danubia Star and MS Danubia Aria. The Purser is the head of the reception on board and the first contact for every guest.

Your responsibilities
• Leading the reception team (2–3 receptionists) and planning their shifts
• Check-in and check-out of up to 180 guests per cruise in Opera PMS
• Responsibility for the onboard accounting: guest accounts, cash desk, credit card payments, daily closing and the cruise settlement with the office
• Invoicing of extra services and handling of the ship's cash (EUR, USD, HUF, CHF)
• Organising shore excursions together with the Cruise Manager and the local guides
• Handling of guest complaints and solving problems in a friendly and quick way

Your profile
• Minimum 2 years experience at a hotel reception or on a cruise ship, preferable as Purser, Assistant Purser or Front Office Supervisor
• Good knowledge of cash handling and accounting
• Experience with Opera PMS or Fidelio
• Very good English and German, French is an advantage
• Valid STCW or you are ready to do the basic safety training before embarkation
• Service-minded personality, you keep calm also when 180 guests want something at same time

We offer
• Seasonal contract with the possibility of a permanent contract
• Single cabin for the Purser
• Travel to and from the ship paid
• Training in our Budapest office before the season

Apply for This Job
First Name*    Last Name*    Email*    Phone*    Resume*    Cover Letter
What languages do you speak, and on what level?*

Powered by BambooHR    Privacy Policy`,
  },
  {
    id: 'exam-invigilator-school-bulletin-academy-trust-doncaster',
    field: 'education',
    half: 'tune',
    title: 'Exam Invigilator',
    company: 'Northway Learning Trust',
    skills: [
      'Exam Invigilation',
      'JCQ Regulations',
      'Access Arrangements',
      'Enhanced DBS',
      'Safeguarding',
      'Exam Administration',
      'Attention to Detail',
      'Discretion',
      'Reliability',
      'Punctuality',
    ],
    text: `NORTHWAY LEARNING TRUST
Vacancy Bulletin – w/c 30 November 2026
Bulletin No. 41 | Page 3 of 6

Schools across the Trust: Harrowfield Academy · Kirkby Lane Primary Academy · Dearne Park Academy · Thornmere Sixth Form

-----------------------------------------
HARROWFIELD ACADEMY, DONCASTER (11–18, 1,380 students)

Exam Invigilator (Casual, term-time)
Grade: NJC Scale Point 3 – £12.85 per hour
Hours: as required – Year 11 and Year 13 mock exams (January and March) and the main summer series (May–June)
Closing date: Monday 14 December 2026, 12 noon
Ref: NLT-HA-2611-09

Harrowfield Academy is looking to add to its friendly team of invigilators. You will help our Exams Officer run examinations fairly, calmly and strictly to the rules, so every student gets the chance to show what they know.

Invigilators set up exam rooms, check seating plans and candidate numbers, hand out and collect papers, and make sure the instructions from the Joint Council for Qualifications (JCQ) are followed to the letter. You will support students who have access arrangements, such as extra time, a reader or a scribe, and you will report anything unusual to the Exams Officer. Full training is given, including the JCQ invigilator training module.

We are looking for people who are reliable and punctual, who pay close attention to detail, who can stay alert in a quiet room for long periods, and who treat students and confidential material with discretion. Previous invigilation or exam administration experience is welcome but not necessary. This post is subject to an enhanced DBS check.

The Trust is committed to safeguarding and promoting the welfare of children and young people and expects all staff and volunteers to share this commitment. Offers of employment are subject to satisfactory references and online searches, in line with Keeping Children Safe in Education.

Application packs from northwaytrust.org.uk/vacancies or from Mrs Claire Beckett, Exams Officer, on 01302 555 930.

-----------------------------------------
KIRKBY LANE PRIMARY ACADEMY
Midday Supervisor (Grade 1) – 7.5 hrs/week – see page 4

Northway Learning Trust is a charitable company limited by guarantee, registered in England (No. 08744120). The Trust is the employer of staff in all its academies.`,
  },
  {
    id: 'private-chemistry-tutor-whatsapp-title-in-sentence-agency-kowloon',
    field: 'education',
    half: 'unseen',
    title: 'Private Chemistry Tutor',
    company: 'Brightway Tutoring Services Limited',
    skills: [
      'IB Chemistry',
      'A-Level Chemistry',
      'Tutoring',
      'Lesson Planning',
      'Exam Preparation',
      'Internal Assessment Support',
      'English',
      'Cantonese',
      'Patience',
      'Communication',
      'Punctuality',
    ],
    text: `Brightway Tutors 📚 HK Tutor Cases (Group)
Ms Fong (Brightway), Ken Lau, +852 6123 xxxx, +852 9088 xxxx, You and 214 others

[27/11/2026, 10:14] Ms Fong (Brightway): 📢 NEW CASE #BT-2611-37 📢
[27/11/2026, 10:14] Ms Fong (Brightway): Hello tutors! We are looking for a private chemistry tutor for a Year 12 student (IB Diploma, Chemistry HL) at an international school in Kowloon Tong 🧪

📍 Location: Kowloon Tong, home tutoring (5 mins from MTR)
🗓 Time: Tue + Thu 7:00–8:30pm, can discuss
💰 Fee: HK$600–750/hr depending on experience
⏳ Start: next week, at least until IB exams in May

The student is ok in theory but weak in organic chemistry and calculations, and needs help to plan and write the Internal Assessment (IA). Parents want past paper practice every week before the exams 📝

Requirements:
✔️ Studied IB Chemistry HL yourself (6 or 7) OR chemistry degree / teaching experience
✔️ At least 1 year tutoring IB or A-Level chemistry
✔️ Able to prepare your own lesson plan and materials
✔️ Teach in English (student speaks English at home); Cantonese is a plus to talk with grandma who opens the door 😄
✔️ Patient, punctual, good at explaining step by step

Interested pls PM me with:
1) Your name + university + major
2) IB/A-Level results
3) Tutoring experience
4) Expected fee

Brightway Tutoring Services Limited | Tutor registration: brightwaytutors.hk/join
Commission: first 4 lessons' fee (standard) 🙏
[27/11/2026, 10:16] Ken Lau: Is it female tutor preferred?
[27/11/2026, 10:17] Ms Fong (Brightway): No preference 👍
[27/11/2026, 10:21] +852 9088 xxxx: PM-ed you
[27/11/2026, 10:22] Ms Fong (Brightway): 👍 Thank you all, will reply in order`,
  },
  {
    id: 'textile-designer-rozee-dash-specialty-faisalabad',
    field: 'textiles',
    half: 'tune',
    title: 'Textile Designer, Home Textiles',
    company: 'Chenab Home Textiles (Pvt.) Ltd.',
    skills: [
      'Textile Design',
      'Adobe Photoshop',
      'Adobe Illustrator',
      'Print Design',
      'Repeat Patterns',
      'Colour Separation',
      'Fabric Knowledge',
      'Trend Research',
      'NedGraphics',
      'English',
      'Urdu',
      'Creativity',
      'Time Management',
    ],
    text: `ROZEE.PK
Jobs    Companies    Career Advice          Login    Sign Up    Employer Zone

Textile Designer – Home Textiles
Chenab Home Textiles (Pvt.) Ltd.
Faisalabad, Pakistan
Posted: Nov 26, 2026    Apply Before: Dec 15, 2026
Apply Now    Save Job    Share

Job Description
Chenab Home Textiles (Pvt.) Ltd. is a vertically integrated exporter of bed linen, quilts, cushions and curtains, with weaving, processing and stitching under one roof on Sargodha Road. Our products are sold by retailers in the UK, Germany, Scandinavia and the USA, and our design studio develops more than 600 new designs every season.

We are looking for a creative Textile Designer to join our in-house design studio.

Responsibilities:
• Develop print and yarn-dyed designs for bed linen, duvet sets and cushions according to customer briefs and seasonal trends
• Create seamless repeats and colourways, and prepare artworks with colour separation for rotary and digital printing
• Research trends (WGSN, fairs like Heimtextil) and present mood boards to the merchandising team
• Coordinate with the printing and processing departments for strike-offs and approvals
• Maintain the design library and archive of approved artworks

Requirements:
• Bachelor's degree in Textile Design from NCA, PIFD, TUF or equivalent
• Minimum 2 years experience in home textile or apparel design for export
• Strong command of Adobe Photoshop and Illustrator
• Knowledge of repeat, colour separation and printing processes
• Good knowledge of fabrics and finishes
• NedGraphics or other textile CAD software is a plus
• Good written English for communication with international buyers; Urdu
• Creative mind, eye for colour, ability to deliver designs on tight timelines

Job Details
Industry: Textiles/Garments
Functional Area: Design
Total Positions: 2 Posts
Job Shift: First Shift (Day)
Job Type: Full Time/Permanent
Job Location: Faisalabad, Pakistan
Gender: No Preference
Minimum Education: Bachelors
Career Level: Experienced Professional
Minimum Experience: 2 Years
Salary Range: PKR 90,000 - 140,000/Month

Benefits
Health Insurance    Provident Fund    Annual Bonus    Pick & Drop    Lunch

Job Skills
Textile Design    Adobe Photoshop    Illustrator    Print Design    Repeat

About Company
Chenab Home Textiles — Home textile manufacturer & exporter — 1,001-5,000 employees`,
  },
  {
    id: 'relocation-consultant-taleo-bracket-qualifier-tokyo-second-language',
    field: 'global mobility',
    half: 'unseen',
    title: 'Relocation Consultant',
    company: 'Sakura Move Partners K.K.',
    skills: [
      'Relocation Services',
      'Home Search',
      'Lease Negotiation',
      'Japanese Immigration Procedures',
      'Client Service',
      'Excel',
      'Japanese',
      'English',
      "Driver's Licence",
      'Problem Solving',
      'Empathy',
    ],
    text: `Job Description
Relocation Consultant (Bilingual Japanese/English) - 2600318

Apply Online    Add to My Job Cart    Send to a Friend

Primary Location: Japan-Tokyo-Minato
Organization: Destination Services
Schedule: Full-time
Job Type: Permanent
Job Posting: Nov 18, 2026, 10:00:00 AM
Unposting Date: Ongoing

Description
Sakura Move Partners K.K. supports international companies when they transfer employees and their families to Japan and out of Japan. We are about 70 staff in Tokyo and Osaka, and we take care of around 1,500 families each year — from the first orientation day until they have keys, a bank account and a school for their children.

We are now looking for Relocation Consultant who will be the main contact person for the assignees and their families during the move to Tokyo.

Main responsibilities
- Carry out area orientation tours and home search for the assignees, and accompany them to property viewings
- Negotiate lease conditions with real estate agents and landlords (rent, key money, move-in date, repairs) and check the contracts
- Accompany families to ward office for resident registration, and support with residence card, My Number, bank account, mobile phone and utilities
- Support with school search and school visits for children
- Report progress to the HR of our corporate clients and update the case in our system and Excel tracker
- Handle also the move-out: lease termination, deposit return and check-out inspection

Qualifications
- 2 years or more experience in relocation, real estate leasing, hotel concierge or similar customer service
- Business level Japanese (JLPT N1 or native) and business level English — you will use both every day
- Basic knowledge of Japanese immigration and residence procedures
- Good Excel and email skills
- Japanese driver's licence is preferred (some tours are by car)
- You can solve problems with a calm mind, and you have empathy for families who start new life in a foreign country

Benefits
- Annual salary ¥4.2M – ¥5.8M (based on experience), bonus twice per year
- Social insurance, transportation allowance
- 120 holidays per year, year-end and new year holidays
- Hybrid working after probation (2 days per week)

Sakura Move Partners K.K. is an equal opportunity employer and welcomes applications from all backgrounds.

Job Posting: Nov 18, 2026
Apply Online

Powered by Oracle Taleo`,
  },
  {
    id: 'plc-programmer-kariyer-tab-table-gebze-second-language',
    field: 'industrial automation',
    half: 'tune',
    title: 'PLC Programmer',
    company: 'Marmara Otomasyon Sistemleri A.Ş.',
    skills: [
      'PLC Programming',
      'Siemens TIA Portal',
      'Step 7',
      'WinCC',
      'Profinet',
      'EPLAN',
      'Commissioning',
      'English',
      'Driving Licence',
      'Safety PLC',
      'Industrial Robots',
      'German',
      'Problem Solving',
      'Teamwork',
    ],
    text: `kariyer.net
İş İlanları    Firmalar    Kariyer Rehberi          Giriş Yap    Üye Ol

PLC Programmer – Gebze
Marmara Otomasyon Sistemleri A.Ş.
Kocaeli (Gebze)
Tam Zamanlı · Hibrit değil (Ofis + Saha)
Yayın tarihi: 2 gün önce · 186 başvuru
Başvur    Kaydet

GENERAL QUALIFICATIONS AND JOB DESCRIPTION

Marmara Otomasyon is a system integrator established 2006 in Gebze. We design and commission turnkey automation lines — body-in-white welding, assembly and test stations — for automotive and white goods producers in Türkiye, Europe and North Africa.

We are looking for a PLC Programmer for our Automation Engineering team. You will write the software of our lines in the office and commission them in the customer's factory.

Qualifications
Area	Required	Preferred
Education	Electrical-Electronics, Mechatronics or Control Engineering (BSc)	—
Experience	Min. 3 years PLC programming in automotive or machinery	Experience in system integrator company
PLC	Siemens S7-1500 / TIA Portal, also Step 7 Classic	Safety PLC (F-CPU), Beckhoff TwinCAT
HMI / SCADA	WinCC Comfort / Advanced	WinCC Unified
Communication	Profinet, Profibus	Profisafe, OPC UA
Electrical	Read and understand EPLAN schematics	—
Robots	—	Integration of KUKA or ABB robots
Language	Good English (written and spoken)	German
Other	Driving licence class B, no travel restriction	—

Job description
• Programming of PLC and HMI software according to the customer standards (VW, Ford, Arçelik standards)
• Commissioning of the lines at customer site in Türkiye and abroad (approx. 40% travel)
• Offline simulation and FAT with the mechanical and robot teams
• Troubleshooting during start of production and support to customer maintenance
• Preparing technical documentation and as-built software

For male candidates military service must be completed or postponed for at least 2 years.

We are searching colleague who is solution-oriented, likes to solve problems at the line, and works well together with the team.

We offer: private health insurance, meal card, shuttle service from Kadıköy and İzmit, overseas per diem, and technical trainings at Siemens.

Pozisyon Bilgileri
Çalışma Şekli: Tam Zamanlı
Pozisyon Seviyesi: Uzman
Departman: Otomasyon
Başvuru Sayısı: 186`,
  },
  {
    id: 'bank-reconciliation-analyst-jobstreet-bracket-contract-kuala-lumpur',
    field: 'finance',
    half: 'unseen',
    title: 'Bank Reconciliation Analyst',
    company: 'Tenggara Shared Services Sdn. Bhd.',
    skills: [
      'Bank Reconciliation',
      'Account Reconciliation',
      'General Ledger',
      'SAP FI',
      'Excel',
      'Month-End Close',
      'Intercompany Accounting',
      'English',
      'BlackLine',
      'ACCA',
      'Attention to Detail',
      'Meeting Deadlines',
    ],
    text: `JobStreet by SEEK
Job search    Profile    Career advice    Company reviews          Sign in    Employer site

Bank Reconciliation Analyst (12-month contract)
Tenggara Shared Services Sdn. Bhd.
Bangsar South, Kuala Lumpur
Accounts Officers/Clerks (Accounting)
Contract/Temp
RM 4,200 – RM 5,500 per month
Posted 2d ago

Quick apply    Save

Tenggara Shared Services is the regional finance hub of a listed plantation and consumer goods group, supporting 46 entities in Malaysia, Indonesia, Singapore and Vietnam from our Bangsar South office. Our Record-to-Report team is growing as we bring three more countries into the centre in 2027.

Your role
You will own the daily and monthly bank reconciliations for a portfolio of about 120 bank accounts in five currencies, making sure every item is matched, explained and cleared on time.
• Perform daily bank reconciliations in BlackLine and investigate unmatched items with AP, AR and Treasury
• Post adjusting journals in SAP FI and clear open items in the general ledger
• Prepare balance sheet account reconciliations and support the month-end close timetable (WD+5)
• Reconcile intercompany balances and help resolve differences with the counterparties
• Prepare aging reports of outstanding items and follow up until they are cleared
• Support internal and external audit requests

What we are looking for
• Degree in Accounting or Finance; part-qualified ACCA/CIMA is an advantage
• 2–4 years of reconciliation or general ledger experience, ideally in a shared services centre
• Hands-on SAP FI experience; BlackLine is a strong plus
• Strong Excel (VLOOKUP/XLOOKUP, pivot tables) — you will handle large data sets
• Good written and spoken English for working with colleagues in the region
• A sharp eye for detail and the discipline to meet daily and month-end deadlines

What we offer
• Contract with possibility of conversion to permanent
• Hybrid working (3 days in office), medical & EPF contributions, 14 days annual leave

Employer questions
Your application will include the following questions:
• Which of the following statements best describes your right to work in Malaysia?
• How many years' experience do you have as a reconciliation analyst?
• Which of the following accounting software are you experienced with?
• What's your expected monthly basic salary?

Be careful
Don't provide your bank or credit card details when applying for jobs.`,
  },
  {
    id: 'agricultural-extension-officer-newspaper-classified-capitals-mbarara',
    field: 'agriculture',
    half: 'tune',
    title: 'Agricultural Extension Officer, Dairy',
    company: 'Ankole Dairy Farmers Cooperative Union Limited',
    skills: [
      'Agricultural Extension',
      'Dairy Husbandry',
      'Farmer Training',
      'Animal Health',
      'Pasture Management',
      'Milk Quality',
      'Data Collection',
      'Motorcycle Riding Permit',
      'English',
      'Runyankole',
      'Kobo Toolbox',
      'Integrity',
      'Communication',
    ],
    text: `THE DAILY PEARL, Friday, November 27, 2026                    CAREERS                    41

ANKOLE DAIRY FARMERS COOPERATIVE UNION LIMITED
Registered under the Cooperative Societies Act, Cap. 112

JOB ADVERTISEMENT

Ankole Dairy Farmers Cooperative Union Limited brings together 46 primary dairy cooperatives and over 11,000 smallholder farmers in Mbarara, Kiruhura, Ibanda and Isingiro. With support from our development partners we are expanding our extension service, and we are seeking to recruit competent, self-driven and honest persons to fill the following position:

POSITION: AGRICULTURAL EXTENSION OFFICER – DAIRY (4 POSTS)
DUTY STATION: Mbarara, Kiruhura, Ibanda, Isingiro
REPORTS TO: Extension Services Coordinator

KEY RESPONSIBILITIES
• Train farmer groups on good dairy husbandry: feeding, breeding, calf rearing and housing
• Advise farmers on pasture establishment, fodder conservation (silage and hay) and water for livestock
• Support farmers with basic animal health, tick control and vaccination schedules, and link them to veterinary services
• Promote clean milk production and milk quality at farm and collection centre level
• Collect farm data with tablets (Kobo Toolbox) and prepare monthly reports
• Organise farmer field days and demonstration plots

PERSON SPECIFICATION
• Bachelor's degree or Diploma in Animal Production, Agriculture, Veterinary Science or a related field
• At least 2 years of experience in agricultural extension, preferably with dairy farmers
• Valid motorcycle riding permit (Class A) and ability to ride
• Fluency in English and Runyankole/Rukiga; knowledge of other local languages is an added advantage
• Experience with mobile data collection (Kobo Toolbox or ODK) is an added advantage
• High level of integrity and good communication skills

HOW TO APPLY
Interested candidates should submit an application letter, detailed CV, copies of academic documents and contacts of three referees addressed to:

The General Manager
Ankole Dairy Farmers Cooperative Union Limited
Plot 22, High Street, P.O. Box 1187, Mbarara
Email: careers@ankoledairyunion.co.ug

Deadline: Friday, 11th December 2026 at 5:00 pm.
Only shortlisted candidates will be contacted. Canvassing will lead to disqualification.

ANKOLE DAIRY FARMERS COOPERATIVE UNION LIMITED IS AN EQUAL OPPORTUNITY EMPLOYER`,
  },
  {
    id: 'net-mender-finn-bilingual-title-sandnessjoen-second-language',
    field: 'aquaculture',
    half: 'unseen',
    title: 'Net Mender',
    company: 'Helgeland Nottjeneste AS',
    skills: [
      'Trade Certificate in Net Making',
      'Net Mending',
      'Net Inspection',
      'Net Assembly',
      'NS 9415',
      'HSE',
      'Norwegian',
      'English',
      'Truck Licence',
      'Crane Licence',
      'Manual Dexterity',
      'Teamwork',
    ],
    text: `FINN
Torget    Eiendom    Bil    Jobb    Reise          Logg inn

Stilling
Helgeland Nottjeneste AS
Notbøter / Net Mender

Frist: 15.12.2026
Ansettelsesform: Fast
Sektor: Privat
Sted: Sandnessjøen
Bransje: Havbruk, Oppdrett
Stillingsfunksjon: Produksjon / Drift

Helgeland Nottjeneste AS is a service station for fish farming nets on Helgeland with 34 employees. We wash, inspect, repair and impregnate nets for salmon farms from Brønnøysund to Bodø, and we produce also new nets on order.

Because of more orders we need one more net mender in our department in Sandnessjøen. We also welcome applicants who are qualified from other countries.

Work tasks
• Repair of damaged nets after inspection — mending holes, changing ropes and bottom rings
• Inspection and control of nets according to NS 9415 and our quality system, and registration of the results
• Assembly of new nets and production of extra parts
• Use of the overhead crane and truck for handling the nets in the hall
• Follow HSE rules and keep order in the workplace

Qualifications
• Trade certificate (fagbrev) in net making (notbøterfaget) or long experience from net service, fishing or aquaculture
• Truck licence T4 and crane licence is an advantage (we can offer the courses)
• Good hand skills and practical sense
• Norwegian or another Scandinavian language, or good English
• You like to work in a team and take responsibility for quality

We offer
• Permanent position with salary after collective agreement plus skill supplement
• Daytime work, 07:30–15:30
• Good pension and insurance
• A workplace with a good social environment and short way to the sea 🌊

Questions about the position: Production Manager Trond Ove Helland, +47 908 12 447.

Søk her

FINN-kode: 381274662
Sist endret: 27. nov. 2026
Annonsen er ikke nødvendigvis gjennomgått av FINN.`,
  },
]
