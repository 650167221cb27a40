// Nineteenth unseen posting set (issue 15): 40 realistic job postings in 40 occupations that no earlier set's id
// names, used to measure how well the engine reads skills, job title and company from ads we did not tune on.
// Written by helper job60, who read no engine source, benches, engine docs or other eval sets' postings and ran
// nothing but a parse check of this file. Each posting's skills, title and company were written together with
// its text, before any run. Halves alternate in file order, starting with 'tune'.
//
// Shapes (40): job boards with their chrome 18 (CV-Library, Seek, Glassdoor, MyJobMag, Trade Me, Pracuj.pl, Adzuna,
// LinkedIn, Naukri, Kariera.gr, Indeed, OCC Mundial, ITviec, Bayt, InfoJobs, StepStone, Jora, JobStreet);
// applicant-tracking pages 11 (Ashby, Workday at a university, SmartRecruiters, Teamtailor, JazzHR, Lever,
// BambooHR, iCIMS, Taleo, Recruitee, Workable); bulletins 2 (county council with class and working title, school
// board); emails 2 (recruiter's direct email with a Position line, forwarded board ad); social posts and chats 3
// (Facebook page post shared to a group, Facebook group post in capitals, WhatsApp chat); newspaper classified 1;
// careers pages with the about-us block first / long prose 3. 36 of 40 have neither title nor employer on the first
// line. Features: agencies naming the client (3) and not (1), franchisees (2), trading names (dba, t/a), a division,
// titles in capitals, a gender marker, specialties after a dash, places/shifts/pay/seasons after a dash, titles only
// inside a sentence, bilingual titles, EEO boilerplate, requisition numbers, salary and benefit blocks.
// Countries (30): UK, Australia, Israel, USA, Italy, Kenya, Luxembourg, New Zealand, Poland, Canada, Ireland,
// Denmark, Philippines, South Africa, Fiji, India, Greece, Chile, Nigeria, Turkey, Mexico, Czech Republic, Vietnam,
// Singapore, UAE, Spain, Germany, Portugal, Malaysia, Cyprus. 19 written in a second-language writer's English
// (ids end -second-language).
// Occupations (field): steeplejack (trades), hyperbaric technician (health), highways inspector (public sector),
// computer vision engineer (tech), flow cytometry specialist (science), gilder (creative), pitmaster (hospitality),
// tally clerk (logistics), custody operations analyst (finance), calf rearer (agriculture), VTS operator (maritime),
// deafblind intervenor (care), barristers' clerk (legal), forest school leader (education), district heating
// technician (energy), boxing coach (sport), wheelchair technician (rehabilitation), esthetician (beauty), airport
// firefighter (aviation), longwall operator (mining), door supervisor (security), coil winder (manufacturing),
// olive mill operator (food production), air quality technician (environment), verger (religion), teleprompter
// operator (media), vehicle valeter (automotive), hot air balloon pilot (tourism), freight audit analyst (supply
// chain), puppeteer (performing arts), docketing specialist (legal), BI developer (tech), compensation analyst (HR),
// waterproofing applicator (construction), electrolyser technician (energy), crystallographer (science), deli
// assistant (retail), knitting machine technician (textiles), station assistant (transport), technical
// superintendent (maritime). 35 fields.
//
// Labelling rules as applied (from rules.md, in short):
// - skills: 8 to 14, what a recruiter screens for, listed required, then preferred, then soft, in short
//   conventional names; mixing skills stated literally, in other words and in paraphrase; an implied skill only
//   when the job cannot be done without it. Required documents (police check, vetting, licence, ticket) are listed;
//   rotating shifts the ad requires are "Shift Work"; personal conditions (age, citizenship, visa, health, gender)
//   are not skills; a language only when the ad names it.
// - title: as printed, keeping seniority and a specialty after a dash (as after a comma); dropping what a board hangs
//   on it (place, shift, roster, season, type, pay, requisition number, gender marker, brackets). Capitals -> title
//   case; plural -> singular; a title only inside a sentence -> title case; bilingual -> the English half; a
//   bulletin's working title over its class title; an email's Position line over its subject.
// - company: the employer as printed with its legal form (before or after the name) and "The" only when the name
//   prints it; agency ads -> the client when named, else the agency; franchise -> the owner that hires; t/a and dba ->
//   the trading name; "X, a division of Y" -> X; a bare header name with the legal form in the text -> with it;
//   capitals in a header and ordinary case in the text -> as the text prints it; school boards -> the board, not the
//   school after a dash; a mining contractor employing its own crews -> the contractor; forwarded email -> the
//   forwarded ad's employer.
// Readings this set adds where the rules are silent (applied the same way throughout):
// - Qualifications: a named licence, ticket or job-qualifying certificate the ad asks for (Intervenor diploma, QQI
//   Level 6, Forest School Level 3, ITI, LANTRA, Chief Engineer CoC) is listed; academic degrees, general diplomas
//   ("Técnico Nivel Superior", "Diploma in Logistics") and school-leaving certificates (Matric, Form 7, SPM) are not.
// - An on-call roster the ad makes a requirement is listed as "On-Call", like "Shift Work".
// - A driving licence is always named "Driving Licence", whatever the country's spelling.
// - A bracket on the title line holding a language requirement, a tool list or the title in another language
//   ("(Bilingüe)", "(Power BI, SQL)", "(Técnico/a de Mantenimiento)") is dropped like the other brackets.
// - A vessel type after a dash ("– Bulk Carriers") is read like an aircraft type after a dash: a specialty, kept.
// - A title given only in a chat sentence in the plural ("2 experienced commercial balloon pilots") is labelled in
//   the singular, in title case, without the adjective "experienced".
// - A parish ad placed by its vestry is labelled with the church as printed; the vestry is read like a
//   "Department:" line.
// - A brand named on the first line of a franchisee's careers page is not the employer (the owner is).
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const nineteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'steeplejack-cv-library-agency-client-halifax',
    field: 'trades',
    half: 'tune',
    title: 'Steeplejack',
    company: 'Calder Spire Access Ltd',
    skills: [
      'Steeplejacking',
      'Working at Height',
      'Ladder Rigging',
      "Bosun's Chair",
      'Rope Access',
      'Repointing',
      'Lime Mortar',
      'Lightning Protection',
      'CSCS Card',
      'IPAF',
      'PASMA',
      'Driving Licence',
      'IRATA',
      'Teamwork',
    ],
    text: `CV-Library
Jobs  |  Career Advice  |  Recruiters  |  Sign in
< Back to search results

Steeplejack - Halifax, West Yorkshire - £17.50 - £21.00 per hour
Posted by: Northgate Trade Recruitment
Location: Halifax, West Yorkshire
Salary: £17.50 - £21.00 per hour
Job type: Permanent, Full time
Start date: ASAP
Reference: NTR/4417/SJ

Apply now   Save job

Northgate Trade Recruitment are delighted to be recruiting on behalf of Calder Spire Access Ltd, a long-established specialist contractor working on church spires, mill chimneys, towers and other high structures across the North of England. Following a run of heritage work secured through to 2028, our client is looking to add an experienced Steeplejack to one of its travelling gangs.

The role
You will work at height on a mix of inspection, repair and restoration jobs - repointing and rebuilding stonework and brickwork on chimneys and spires, fitting and testing lightning protection systems, installing and striking ladder access, and carrying out condition surveys with photographs for the office team. Much of the work is on listed buildings, so care with lime mortars and traditional materials is essential.

What our client needs
- Proven steeplejack experience, ideally with a time-served background
- Confident rigging ladders and working from bosun's chairs and rope access systems
- CSCS card (Blue or Gold) essential
- IPAF and PASMA tickets
- IRATA Level 1 or above would be a real advantage
- Good knowledge of lightning protection (BS EN 62305) or a willingness to learn
- Full UK driving licence - you'll be driving to sites across Yorkshire, Lancashire and the North East
- Happy to work away Monday to Thursday when required

The package
- £17.50 - £21.00 per hour depending on tickets and experience
- Overtime at time and a half
- Paid travel time and overnight accommodation when away
- Company van for the gang leader
- 28 days holiday including bank holidays
- Training towards IRATA and lightning protection qualifications

Our client is looking for someone reliable, with a good head for heights (obviously!), who works well as part of a small, tight-knit team and keeps to the highest safety standards on every job.

Interested? Click Apply or call Dean at Northgate Trade Recruitment on 01422 390 118 for a confidential chat.

Northgate Trade Recruitment is acting as an employment agency in relation to this vacancy.`,
  },
  {
    id: 'hyperbaric-technician-seek-townsville',
    field: 'health',
    half: 'unseen',
    title: 'Hyperbaric Technician',
    company: 'Reefside Private Hospital',
    skills: [
      'Hyperbaric Chamber Operation',
      'Inside Attending',
      'Patient Monitoring',
      'Compressed Gas Systems',
      'Equipment Maintenance',
      'AS 4774.2',
      'Dive Medical',
      'Basic Life Support',
      'First Aid',
      'Blue Card',
      'On-Call',
      'Commercial Diving',
      'Calm Under Pressure',
      'Communication',
    ],
    text: `SEEK
Job search   Profiles   Career advice   Company reviews        Sign in   Employer site

Hyperbaric Technician
Reefside Private Hospital
Townsville, Townsville & Northern QLD
Other (Healthcare & Medical)
Full time
$82,000 – $94,000 + super + penalties & on-call allowance
Posted 4d ago

Quick apply   Save

About us
Reefside Private Hospital is a 160-bed acute hospital on the Strand with a busy emergency department, ICU and the only private Hyperbaric Medicine Unit between Mackay and Cairns. Our unit treats recreational and commercial divers with decompression illness, patients with carbon monoxide poisoning, and a large outpatient caseload of non-healing wounds and late radiation tissue injury.

About the role
We are looking for a Hyperbaric Technician to join our small team of technicians, nurses and medical officers. Working Monday to Friday with a share of the after-hours on-call roster, you will:
• Operate our twin-lock multiplace chamber during routine and emergency treatments
• Act as inside attendant, monitoring patients under pressure and responding to oxygen toxicity or barotrauma
• Complete pre- and post-dive checks on the chamber, air and oxygen supply, fire suppression and communications
• Carry out planned maintenance on compressors, air banks, valves and breathing circuits and keep accurate logs in line with AS 4774.2
• Assist nursing staff with patient transfers, ventilated ICU patients and wound clinic days

What you'll bring
• Completed hyperbaric technician course recognised by ANZHMG, or willingness to complete it within your first 12 months (we pay)
• A background as a commercial or navy diver, or as a mechanical or biomedical tradesperson
• Current fitness-to-dive medical to AS/NZS 2299.1
• Current Basic Life Support and Senior First Aid
• Blue Card (Working with Children Check) or eligibility to obtain one
• Availability for the after-hours on-call roster (approx. one week in four) – this is a requirement of the role
• A calm manner under pressure and clear, kind communication with anxious patients

Why Reefside?
• Salary packaging up to $15,900 tax-free
• Paid study leave and conference support
• Free onsite parking and discounted gym membership
• Employee Assistance Program

To apply, click Quick apply and attach your resume and a short cover letter. For a confidential chat call our Unit Manager, Helen Marsh, on (07) 4721 0394.

Reefside Private Hospital is committed to a diverse workforce and encourages Aboriginal and Torres Strait Islander applicants.`,
  },
  {
    id: 'highways-inspector-council-bulletin-kendal-class-working',
    field: 'public sector',
    half: 'tune',
    title: 'Highways Inspector',
    company: 'Westmoor County Council',
    skills: [
      'Highway Inspections',
      'Defect Categorisation',
      'Highway Maintenance',
      'NRSWA Supervisor',
      'Highways Act 1980',
      'Risk Assessment',
      'Driving Licence',
      'Report Writing',
      'DBS Check',
      'LANTRA Highway Inspector',
      'Asset Management Systems',
      'Attention to Detail',
      'Communication',
    ],
    text: `Current Vacancies – Place and Environment
Bulletin no. 14/2027 · Closing date for all posts: 23:59 Sunday 18 April

Post title: Technical Officer (Grade 7)
Working title: Highways Inspector
Department: Place and Environment – Highway Services
Location: Mintsfeet Depot, Kendal (covering the South Lakes area)
Hours: 37 hours per week, Monday to Friday
Salary: £31,067 – £34,314 per annum plus essential car user allowance
Post ref: PE-0417-HI
Contract: Permanent

About the post
Our Highway Services team keeps over 1,900 miles of road, footway and public right of way safe for the people who live in and visit the South Lakes. We are looking for a Highways Inspector to carry out routine safety inspections of the network in line with our Highway Safety Inspection Manual and the national code of practice for well-managed highway infrastructure.

Main duties
- Inspecting carriageways, footways, drainage and street furniture on a set cycle, identifying and categorising defects and raising works orders
- Responding promptly to reports from the public, councillors and the police
- Inspecting utility company works and reinstatements under the New Roads and Street Works Act 1991 and issuing defect notices
- Recording inspections on a handheld device and keeping the asset management system accurate, as our records may be used in defending insurance claims
- Preparing clear reports and giving evidence when required
- Dealing professionally with residents and contractors on site

About you
Essential:
- Experience of highway maintenance or inspection work
- NRSWA Supervisor accreditation (or willingness to obtain it within 6 months)
- Working knowledge of the Highways Act 1980 and of highway safety risk assessment
- Full driving licence and access to a vehicle for work
- Good IT skills and the ability to write concise reports
Desirable:
- LANTRA Highway Inspector qualification
- Experience using an asset management system such as Confirm or Symology

We are looking for someone with a keen eye for detail who can work on their own out on the network but also communicates well with colleagues and members of the public.

What we offer: Local Government Pension Scheme, 26 days' leave rising to 31, flexible working, and a cycle-to-work scheme.

For an informal discussion please contact Gareth Yeoman, Highway Inspections Manager, on 01539 770 482.

Westmoor County Council is a Disability Confident employer and welcomes applications from all sections of the community. This post is subject to a satisfactory basic DBS check.`,
  },
  {
    id: 'computer-vision-engineer-ashby-about-us-haifa-second-language',
    field: 'tech',
    half: 'unseen',
    title: 'Senior Computer Vision Engineer, Perception',
    company: 'Sadeh Robotics Ltd.',
    skills: [
      'Computer Vision',
      'Deep Learning',
      'Object Detection',
      'Instance Segmentation',
      '3D Vision',
      'Camera Calibration',
      'Python',
      'C++',
      'PyTorch',
      'OpenCV',
      'TensorRT',
      'ROS 2',
      'Synthetic Data',
      'Mentoring',
    ],
    text: `About us

We are a team of 38 engineers, agronomists and roboticists building robots that pick tomatoes and peppers in greenhouses, day and night, without to hurt the plant. Our robots already works in commercial greenhouses in Netherlands, Spain and in Israel, and in 2027 we start with cucumbers. Sadeh Robotics Ltd. was founded in 2021 in Haifa and is backed by leading agtech investors.

Senior Computer Vision Engineer – Perception
Haifa (Matam) · Full-time · Hybrid (3 days in office)
Apply for this job

What you will do
In the Perception team you will own the vision pipeline that is telling the arm where is the fruit, is it ripe, and how to approach it without touch the stem. It is a hard problem: leaves are hiding everything, the light is changing all day and the greenhouse is humid and hot.
- Develop and train deep learning models for detection, instance segmentation and ripeness classification of fruit
- Work on 3D – stereo and RGB-D – to estimate the fruit pose and the grasp point
- Do camera calibration (intrinsic, extrinsic, hand-eye) and the synchronisation with the robot arm
- Optimize the models to run in real time on NVIDIA Jetson with TensorRT
- Build datasets and labeling guidelines, and measure the performance in the field, not only on the benchmark
- Travel sometimes to greenhouses of customers (about 4-6 times per year, mainly Netherlands)

What we need from you
- 5+ years experience in computer vision, at least 3 with deep learning in production
- Strong Python and good C++ (modern C++17)
- PyTorch – you trained and deployed real models, not only tutorials
- Experience with 3D vision / multi-view geometry and OpenCV
- B.Sc. or M.Sc. in Computer Science, Electrical Engineering or similar

Nice to have
- ROS 2
- Experience in agriculture, outdoor robotics or other "messy" environments
- Synthetic data generation

Who you are
You like to go from the idea until it is working on the robot. You speak openly when something is not working, and you enjoy to help the younger engineers in the team to grow.

What we give
Competitive salary and options, Keren Hishtalmut, 25 vacation days, lunch card, and the chance to see your code pick a real tomato.

Sadeh Robotics Ltd. is an equal opportunity employer. We welcome applicants of all backgrounds.

Powered by Ashby`,
  },
  {
    id: 'flow-cytometry-specialist-workday-university-madison-eeo',
    field: 'science',
    half: 'tune',
    title: 'Flow Cytometry Specialist II',
    company: 'Yahara State University',
    skills: [
      'Flow Cytometry',
      'Cell Sorting',
      'BD FACSAria',
      'Aseptic Technique',
      'Panel Design',
      'Fluorescence Compensation',
      'BSL-2',
      'Instrument QC',
      'FlowJo',
      'Background Check',
      'Spectral Cytometry',
      'SCYM(ASCP)',
      'User Training',
      'Customer Service',
    ],
    text: `Skip to main content
Careers Home   |   Search for Jobs   |   Sign In

Flow Cytometry Specialist II
Apply
locations
Madison, WI - Health Sciences Learning Center
time type
Full time
posted on
Posted 6 Days Ago
job requisition id
R-0042187

Position Summary:
The Flow Cytometry Core Facility at Yahara State University supports more than 300 researchers across immunology, oncology, stem cell biology and veterinary science. We are seeking a Flow Cytometry Specialist II to operate and maintain our fleet of analyzers and cell sorters, run sorting sessions for investigators, and train users to work independently on our instruments.

Key Responsibilities:
• Perform high-speed cell sorting on BD FACSAria Fusion and Sony MA900 sorters, including sorts of human and BSL-2 samples inside the biosafety cabinet
• Run daily QC, laser alignment checks and troubleshooting on analyzers, including our 5-laser Cytek Aurora spectral cytometer
• Consult with investigators on experimental design, fluorochrome panel design and compensation and unmixing controls
• Train and certify new users, and deliver the core's quarterly hands-on workshop
• Analyze data with FlowJo and FCS Express and help users interpret results
• Maintain instrument logs, billing records in iLab and biosafety documentation

Required Qualifications:
• Bachelor's degree in biology, immunology or a related field and 3 years of hands-on flow cytometry experience, or an equivalent combination
• Independent operation of at least one cell sorter, including aseptic sorts
• Working knowledge of multicolor panel design and compensation
• Familiarity with BSL-2 practices

Preferred Qualifications:
• Spectral cytometry experience
• SCYM(ASCP) certification
• Experience teaching or training instrument users

Skills and Competencies: excellent customer service; ability to manage a shared booking calendar and competing priorities; clear written and verbal communication.

Compensation: $58,000 – $71,500 annually, depending on experience. Benefits include medical, dental and vision coverage, a state pension plan, tuition remission and generous paid leave.

Yahara State University is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, protected veteran status, or any other characteristic protected by law. Employment will require a criminal background check.

Similar Jobs
Research Specialist – Immunology Lab
Histology Technician II`,
  },
  {
    id: 'gilder-careers-page-about-first-bilingual-florence-second-language',
    field: 'creative',
    half: 'unseen',
    title: 'Gilder',
    company: 'Bottega Ferrandi S.r.l.',
    skills: [
      'Water Gilding',
      'Oil Gilding',
      'Gold Leaf',
      'Gesso Preparation',
      'Bole Application',
      'Burnishing',
      'Patination',
      'Frame Restoration',
      'English',
      'Wood Carving',
      'Colour Matching',
      'Attention to Detail',
      'Patience',
    ],
    text: `Chi siamo / Who we are

Since 1962 our workshop in the Oltrarno makes and restores frames, mirrors and furniture with the traditional Florentine techniques. We work for antique dealers, museums and private collectors from Italy, Switzerland and United States. In the bottega we are eleven people: carvers, gilders, restorers and one person for the shipping. Bottega Ferrandi S.r.l. is a family company, now in the third generation.

Lavora con noi / Work with us

Doratore / Gilder
Full-time, permanent (contratto a tempo indeterminato, CCNL Artigianato Legno)
Via de' Serragli, Firenze

We search a gilder with experience to work on new frames and on restoration of antique pieces. The work is both water gilding and oil gilding, always by hand with real gold leaf (22 and 23.5 carat) and also silver and white gold.

What you will do
- preparation of the surface with gesso and bole, in the traditional way with rabbit skin glue
- water gilding and burnishing with the agate stone
- oil gilding (missione) on the surfaces that can not be burnished
- patination and toning, to match the new gold to the old one
- consolidation and small integrations of carving on antique frames, together with our carvers
- keep the workbench and the tools in order, prepare the glue and the gesso

What we ask
- at least 3 years of experience as gilder, in a bottega or in a restoration laboratory
- a diploma of a school of restoration or of an art institute (Istituto d'Arte, Palazzo Spinelli or similar) is preferred
- basic knowledge of wood carving is an advantage
- good eye for the colour, precision and a lot of patience: one frame can take three weeks
- basic English to speak with the foreign clients who visit the workshop

We offer
A stable contract, salary according to experience (from 1.650 € net per month), 13th and 14th month, and the possibility to work on very important pieces. We also support courses for who want to grow in restoration.

To candidate send your CV and some photos of your works to lavoro@bottegaferrandi-firenze.it, object "Doratore". We answer to all.`,
  },
  {
    id: 'pitmaster-glassdoor-rating-dba-lockhart',
    field: 'hospitality',
    half: 'tune',
    title: 'Lead Pitmaster',
    company: 'Old Kiln Barbecue',
    skills: [
      'Offset Smokers',
      'Fire Management',
      'Barbecue',
      'Brisket',
      'Meat Trimming',
      'Knife Skills',
      'Food Handler Card',
      'Cook Scheduling',
      'Inventory Management',
      'Food Cost Control',
      'Food Manager Certification',
      'Team Leadership',
      'Reliability',
    ],
    text: `Glassdoor
Community   Jobs   Companies   Salaries   For Employers

Old Kiln Barbecue
3.9 ★
Lead Pitmaster - Full Time - $22-$26/hr
Lockhart, TX
$22.00 - $26.00 Per Hour (Employer provided)
Easy Apply   Save

Job description
Caliche Road Hospitality LLC dba Old Kiln Barbecue is looking for a Lead Pitmaster to run our pits six days a week. We cook Central Texas style: salt, pepper, post oak and time. We sell out most days by 2 p.m. and we want it to stay that way.

What the job is
You'll be first in the building at 4 a.m. most days, managing fires on our four 1,000-gallon offset smokers and a rotisserie pit. You'll own the cook from start to finish: trimming and seasoning briskets, ribs, turkey and sausage, managing the fire and temperatures through the cook, deciding when to wrap and when to pull, and resting product so it's ready for the line at 11. You'll also build the next day's cook schedule from our sales numbers, place meat and wood orders, and keep waste low.

You'll lead a crew of two pit cooks and one prep cook, teaching them how to read a fire and a brisket. At the end of the day you'll make sure pits, racks and the pit room are cleaned and the grease traps are done.

What we're looking for
- 2+ years cooking on offset smokers in a commercial BBQ restaurant (backyard only won't be enough, sorry)
- Strong knife skills for trimming and slicing
- Texas Food Handler card (Food Manager certification a plus)
- Experience with inventory, ordering and food cost
- Able to lift 60 lbs and work around live fire in the Texas heat
- Reliable - the pits don't light themselves
- Positive attitude and able to lead a small team

Schedule: 4 a.m. to 1 p.m., Tuesday through Sunday.

Benefits
- Health insurance after 60 days
- Paid time off
- Shift meal and free brisket on your birthday
- Competition travel: we cook at two or three contests a year and you'd be on the team

Old Kiln Barbecue is an equal opportunity employer.

Job Type: Full-time
Pay: $22.00 - $26.00 per hour
Work Location: In person

Report job`,
  },
  {
    id: 'tally-clerk-myjobmag-agency-client-plural-mombasa',
    field: 'logistics',
    half: 'unseen',
    title: 'Tally Clerk',
    company: 'Pwani Container Freight Station Ltd',
    skills: [
      'Cargo Tallying',
      'Stuffing and Destuffing',
      'Seal Verification',
      'Damage Reporting',
      'Tally Sheets',
      'Delivery Orders',
      'Import Documentation',
      'Microsoft Excel',
      'Certificate of Good Conduct',
      'Shift Work',
      'Attention to Detail',
      'Integrity',
      'Working Under Pressure',
    ],
    text: `MyJobMag Kenya
Home > Jobs in Mombasa > Logistics & Transport

Posted: 12 March 2027 | Deadline: 26 March 2027
Job Type: Contract (6 months, renewable)
Qualification: Diploma
Experience: 1 - 2 years
Location: Mombasa
Job Field: Logistics and Supply Chain

Tally Clerks (3 Positions)

Coastline HR Partners is recruiting on behalf of our client, Pwani Container Freight Station Ltd, a licensed CFS in Changamwe handling import and transit containers for clearing agents across East Africa. Our client is looking for Tally Clerks to join their yard operations team.

Key Responsibilities
- Tally cargo during stuffing and destuffing of containers, counting packages and checking marks and numbers against the manifest
- Verify container numbers and seal numbers on arrival and release, and record any discrepancy
- Inspect containers and cargo for damage, take photographs and prepare damage and exception reports
- Prepare tally sheets and update the yard system at the end of each shift
- Check delivery orders and release documents before cargo leaves the station
- Coordinate with KRA customs officers, clearing agents and forklift operators in the yard
- Observe all health and safety procedures in the CFS

Qualifications
- Diploma in Logistics, Supply Chain Management, Clearing and Forwarding or a related field
- At least 1 year experience as a tally clerk in a port, CFS, ICD or warehouse
- Good computer skills, especially MS Excel
- Knowledge of import documentation (bill of lading, manifest, delivery order)
- Willingness to work rotating day and night shifts including weekends and public holidays – this is a requirement
- Valid Certificate of Good Conduct
- Accurate, honest and able to work under pressure in a busy yard

Remuneration
Competitive, plus shift allowance, medical cover and NSSF/SHIF contributions.

How to Apply
Qualified candidates should send their CV and copies of certificates to recruit@coastlinehrpartners.co.ke with the subject "Tally Clerk – Pwani CFS" by 26 March 2027. Only shortlisted candidates will be contacted.

Coastline HR Partners does not charge any fee at any stage of recruitment.

Share this job:  Facebook  Twitter  LinkedIn  WhatsApp`,
  },
  {
    id: 'custody-operations-analyst-smartrecruiters-dash-specialty-luxembourg-second-language',
    field: 'finance',
    half: 'tune',
    title: 'Custody Operations Analyst, Corporate Actions',
    company: 'Banque Vauclair Luxembourg S.A.',
    skills: [
      'Corporate Actions',
      'Custody Operations',
      'Asset Servicing',
      'SWIFT MT564',
      'Income Processing',
      'Reconciliation',
      'Proxy Voting',
      'Microsoft Excel',
      'French',
      'English',
      'ISO 20022',
      'German',
      'Attention to Detail',
      'Deadline Management',
    ],
    text: `< Back to all jobs
Share  in  f  x

Custody Operations Analyst – Corporate Actions
Luxembourg, Luxembourg    Full-time    Department: Securities Services Operations
Ref.: 7493021-CA

Company Description
Banque Vauclair Luxembourg S.A. is the private and institutional bank of the Vauclair family group, active in Luxembourg since 1978. With 420 employees, we are offering custody, fund services and wealth management to clients from more than 40 countries.

Job Description
For our Securities Services department we look for a Custody Operations Analyst in the Corporate Actions team. You will be responsible for the end to end processing of corporate actions events on equities and fixed income, for our institutional and private clients.

Your missions:
• Capture and validate the corporate actions announcements received via SWIFT (MT564) and from data vendors, and notify the clients in time
• Collect the client instructions for voluntary events (elections, tender offers, rights issues) and transmit them to the sub-custodians before the deadline
• Process income events: dividends, coupons, redemptions, with the correct tax rates
• Perform daily reconciliations of entitlements and cash versus the sub-custodians, and investigate the breaks
• Support the proxy voting process for the general meetings
• Participate in projects, for example the SRD II improvements and the automation of manual controls

Qualifications
• Bachelor degree in Finance, Economics or similar
• Minimum 2 years of experience in custody or asset servicing, ideally in corporate actions
• Good knowledge of SWIFT ISO 15022 messages (MT564, MT565, MT566), knowledge of ISO 20022 is a plus
• Good user of MS Excel (formulas, pivot tables)
• You are fluent in French and English; German is an asset
• You are precise, you respect deadlines and you stay calm when the volume is high

Additional Information
What we offer:
• Permanent contract (CDI) in a stable, human-size bank
• 13th month salary, meal vouchers, complementary pension plan and health insurance
• Flexible hours and up to 2 days of remote work per week (according to the bilateral agreements)
• Internal trainings and LinkedIn Learning access

Banque Vauclair Luxembourg S.A. is an equal opportunity employer. All applications will be treated in strict confidentiality.

I'm interested
Powered by SmartRecruiters`,
  },
  {
    id: 'calf-rearer-trademe-season-dash-matamata',
    field: 'agriculture',
    half: 'unseen',
    title: 'Calf Rearer',
    company: 'Kaimai Flats Dairies Ltd',
    skills: [
      'Calf Rearing',
      'Colostrum Management',
      'Tube Feeding',
      'Calf Feeding',
      'Animal Health',
      'Scours Treatment',
      'Hygiene',
      'NAIT Recording',
      'Quad Bike',
      'Driving Licence',
      'Reliability',
      'Communication',
    ],
    text: `Trade Me Jobs
Home / Jobs / Farming & veterinary / Dairy farming / Waikato / Matamata

Listed Mon 3 Jun
Calf Rearer – Spring 2027
Kaimai Flats Dairies Ltd
Matamata, Waikato
Part time, Contract/Temp
$28 - $31 per hour
Apply now    Watchlist

We're a 900-cow split-calving dairy operation 10 min north of Matamata, milking through two sheds with a great team of 8. We're after a capable, caring calf rearer for the 2027 spring calving season, from mid-July to the end of October.

You'll be in charge of the calf shed and will look after around 450 calves from pickup in the paddock to weaning. The job involves:
• Collecting calves twice daily and getting gold colostrum into them quickly – tubing weak calves when needed
• Feeding milk and meal by Calfeteria and teat feeder, and making sure everyone is drinking
• Spotting sick calves early and treating scours, navel infections and pneumonia under our vet's plan
• Keeping pens clean and well bedded, and disinfecting feeders
• Tagging, NAIT recording and keeping the calf book up to date
• Loading bobby calves for pickup

About you:
– You have reared calves before (at least one season) and know what a healthy calf looks like
– Confident on a quad bike or side-by-side
– Full NZ driver licence
– You're reliable and happy with early starts (6 am) seven days a week during peak, with days off to be agreed once numbers drop
– A good communicator who reports problems to the farm manager straight away

What we offer:
• $28 – $31 p/h depending on experience
• Possibility of a full-time farm assistant role after the season for the right person
• Warm smoko room and a clean, well-set-up calf shed built in 2024

Applications close 30 June. Please include two referees from previous farm work. Only NZ residents and citizens can apply, sorry.

Questions? Text Brent on 021 447 2390.

Listing #4921837710
Report this listing`,
  },
  {
    id: 'vts-operator-pracuj-bilingual-title-gdansk-second-language',
    field: 'maritime',
    half: 'tune',
    title: 'VTS Operator',
    company: 'Bałtycka Służba Nawigacyjna Sp. z o.o.',
    skills: [
      'Vessel Traffic Services',
      'VTS Operator Certificate',
      'AIS',
      'VHF Radio',
      'SMCP',
      'Maritime English',
      'Polish',
      'GMDSS GOC',
      'COLREG',
      'Radar Plotting',
      'Shift Work',
      'Certificate of Competency',
      'Situational Awareness',
    ],
    text: `pracuj.pl
Oferty pracy   Pracodawcy   Porady   Zaloguj się

Operator VTS / VTS Operator
Bałtycka Służba Nawigacyjna Sp. z o.o.
Gdańsk, pomorskie
umowa o pracę · pełny etat · praca zmianowa
8 900–11 200 zł brutto / mies.
Ważna jeszcze 21 dni

Aplikuj szybko

About the project / O projekcie
We operate the Vessel Traffic Service centre for the approaches to Gdańsk and Gdynia on behalf of the port authorities, 24 hours per day, 365 days. Because of the new terminals and the increasing traffic we open two new positions in our VTS centre in Nowy Port.

Your responsibilities
• monitoring of the vessel traffic in the VTS area with radar, AIS and CCTV
• providing information service, traffic organisation service and navigational assistance to ships by VHF radio
• communicating with pilots, tugs, port control and SAR services, also in emergency situations
• keeping the VTS logbook and recording incidents according to the procedures
• using the Standard Marine Communication Phrases in every contact with vessels

Our requirements
• VTS Operator certificate according to IALA V-103/1, or willingness to complete the course (financed by us) before starting independent watch
• nautical education and sea-going experience as a deck officer (certificate of competency OOW or higher is preferred)
• very good English – Maritime English, and Polish
• GMDSS GOC certificate
• good knowledge of COLREG and of radar plotting
• availability to work in 12-hour shifts, day and night, in a rotating system – this is necessary
• calm and good situational awareness when many things are happening at the same time

We offer
• stable employment based on employment contract
• training and certification courses paid by the employer
• private medical care and Multisport card
• shift allowance and 13th salary
• modern VTS centre with a view on the harbour

Please send your CV in English. We kindly inform that we will contact only with selected candidates.

Prosimy o zawarcie w CV klauzuli: "Wyrażam zgodę na przetwarzanie moich danych osobowych dla potrzeb niezbędnych do realizacji procesu rekrutacji."

Numer referencyjny: BSN/VTS/04/2027`,
  },
  {
    id: 'intervenor-school-board-bulletin-capitals-sudbury-eeo',
    field: 'care',
    half: 'unseen',
    title: 'Intervenor',
    company: 'Laurentian Shield District School Board',
    skills: [
      'Deafblind Intervention',
      'Intervenor Diploma',
      'ASL',
      'Tactile Sign Language',
      'Print-on-Palm',
      'Individual Education Plans',
      'Personal Care',
      'Behaviour Support',
      'First Aid and CPR',
      'Vulnerable Sector Check',
      'Braille',
      'Non-Violent Crisis Intervention',
      'Patience',
      'Collaboration',
    ],
    text: `LAURENTIAN SHIELD DISTRICT SCHOOL BOARD
Support Staff Posting No. SS-27-114
Posting Date: February 9, 2027          Closing Date: February 19, 2027 at 4:00 p.m.

Position: Intervenor – Ramsey View Public School
Bargaining Unit: CUPE Local 4471 – Educational Assistants
Hours: 6.5 hours per day, 10-month position (September to June)
Rate: $29.84 – $32.11 per hour
Start: As soon as possible

The Board is seeking a qualified Intervenor to support a Grade 4 student who is deafblind. Under the direction of the classroom teacher and the Board's Deafblind Resource Teacher, the Intervenor provides the student with access to information, communication and the environment so that the student can take part in learning and school life.

Duties include:
• Providing intervention using the communication methods in the student's profile, including tactile and hand-over-hand sign, print-on-palm and tactile ASL
• Supporting literacy using braille and large-print materials prepared with the vision team
• Implementing the strategies and goals in the student's Individual Education Plan (IEP) and communicating observations to the team
• Assisting with personal care, feeding and safe mobility, including orientation around the school and community outings
• Supporting positive behaviour and emotional regulation using the student's safety plan
• Keeping daily communication logs for the family

Qualifications:
• Diploma in Intervenor for Deafblind Persons (Ontario college program) – required
• Proficiency in ASL and tactile communication methods
• Working knowledge of Grade 2 braille (UEB) is preferred
• Current Standard First Aid and CPR Level C
• Behaviour Management Systems (BMS) or Non-Violent Crisis Intervention training, or willingness to obtain
• Experience working with children with complex communication needs
• Patience, flexibility and the ability to work as part of a collaborative school team

Applicants must submit a cover letter, resume, proof of qualifications and the names of three references, including a current supervisor, through the Board's online application system. The successful candidate will be required to provide a satisfactory Criminal Record Check with Vulnerable Sector Screening before starting.

The Laurentian Shield District School Board is committed to equity and inclusion and welcomes applications from Indigenous peoples, racialized persons, persons with disabilities, women and 2SLGBTQIA+ people. Accommodations are available on request for candidates taking part in all aspects of the selection process.

We thank all applicants for their interest; only those selected for an interview will be contacted.`,
  },
  {
    id: 'barristers-clerk-direct-email-position-line-birmingham',
    field: 'legal',
    half: 'tune',
    title: "Junior Barristers' Clerk",
    company: 'Lanyard Court Chambers',
    skills: [
      'Diary Management',
      'Court Listings',
      'Fee Notes',
      'Debt Chasing',
      'Payment Reconciliation',
      'Microsoft Outlook',
      'Microsoft Excel',
      'Legal Experience',
      'Meridian',
      'Client Service',
      'Organisation',
      'Communication',
      'Working Under Pressure',
    ],
    text: `From: Sophie Ashcombe <sophie.ashcombe@mercianlegalsearch.co.uk>
To: you
Date: Tue 14 Sep 2027, 09:42
Subject: Clerking role at a commercial set in Birmingham – fancy a chat?

Hi,

I hope you don't mind me getting in touch directly. I came across your profile on LinkedIn and your two years in the listings office at the Crown Court caught my eye. I'm working with a client on a role I think could be a great next step for you.

Position: Junior Barristers' Clerk
Client: Lanyard Court Chambers, Birmingham (city centre, five minutes from the Civil Justice Centre)
Salary: £24,000 – £27,000 plus annual bonus
Hours: 8.30am – 6pm, Monday to Friday

Lanyard Court Chambers is a set of 46 barristers practising in commercial, chancery and employment law across the Midlands and in London. They have a team of seven clerks led by the Senior Clerk, and they're looking to bring in a junior to support two of the practice teams.

The role would involve:
- Managing barristers' diaries and booking in hearings, conferences and paperwork
- Checking the daily court lists and the online cause lists, and making sure every hearing is covered
- Preparing and sending fee notes, chasing aged debt and reconciling payments in Meridian (full training given)
- Handling calls and emails from solicitors – being the first friendly voice of chambers
- Collecting and delivering bundles and papers, so occasional trips to court
- Helping with marketing events and the chambers' seminar programme

What they're looking for:
- At least a year in a legal environment – chambers, a law firm or the courts
- Confident on Outlook and Excel; experience of a chambers system such as Meridian or Lex is a bonus
- Very organised, able to juggle lots of deadlines at once and keep calm when the diary changes at 5pm
- Great communication skills with barristers and clients
- A level head and a thick skin – clerking can be fast-paced!
- IBC (Institute of Barristers' Clerks) qualifications aren't required, but they'll support you through them

Their benefits include 25 days' holiday plus bank holidays, pension, private medical after probation and a generous bonus based on chambers' performance.

If it sounds interesting, reply here or give me a ring on 0121 496 0735 and we can go through it properly. Happy to keep everything confidential.

Kind regards,

Sophie Ashcombe
Senior Consultant – Legal Support
Mercian Legal Search Ltd
Company No. 10847213`,
  },
  {
    id: 'forest-school-leader-facebook-sentence-shared-wicklow',
    field: 'education',
    half: 'unseen',
    title: 'Forest School Leader',
    company: 'Wildways Forest School CLG',
    skills: [
      'Forest School Level 3',
      'QQI Level 6 Childcare',
      'Outdoor First Aid',
      'Risk-Benefit Assessment',
      'Garda Vetting',
      'Outdoor Learning',
      'Child-Led Learning',
      'Tool Use',
      'Fire Lighting',
      'Session Planning',
      'Irish',
      'Bushcraft',
      'Patience',
      'Teamwork',
    ],
    text: `Wicklow Parents & Families Noticeboard
Public group · 12.4K members

Wildways Forest School
27 May at 19:14 · 🌍

🌳🔥 Big news from the woods! 🔥🌳

After three amazing years and a waiting list that's now longer than the path to the fairy fort 😅, we're opening a second group in the woods near Glendalough this September and we're looking for a forest school leader to run it with us!

The group is for 3 to 6 year olds, Monday to Thursday, 9am to 1pm, all year round and in every weather (yes, really – the children love the rain more than we do). You'd be planning and leading child-led sessions outdoors: den building, whittling and tool use, fire lighting and cooking on the fire, nature crafts, stories and lots of mud. You'd also lead one parent & toddler session on Friday mornings.

What we need from you:
✅ Forest School Level 3 Leader qualification (or finishing it this summer)
✅ QQI Level 6 in Early Childhood Care and Education
✅ Outdoor first aid – a 16-hour course that's in date
✅ Happy writing risk-benefit assessments and daily site checks
✅ Garda vetting – we'll process this for you
✅ A love of being outside with small children and the patience of a saint 🙏

Nice to have: a bit of Irish (we do songs and nature words as Gaeilge), and bushcraft experience.

We're a small not-for-profit team of four, and we really are a team – everybody does the tea, the tarps and the toilet tent! Wildways Forest School CLG is a registered charity (RCN 20209931) and everything we earn goes back into the woods and into subsidised places for families who need them.

Pay is €17.50 an hour, 20 hours a week, plus paid planning time and training every year.

Interested? Send a message to this page or email hello@wildwaysforestschool.ie with a little bit about yourself by 14 June. Please share with anyone you think would be perfect 💚

#forestschool #wicklow #outdoorlearning #jobsinwicklow #earlyyears

👍❤️ 214    47 comments    89 shares`,
  },
  {
    id: 'district-heating-technician-teamtailor-bare-header-aarhus-second-language',
    field: 'energy',
    half: 'tune',
    title: 'District Heating Technician',
    company: 'Egå Fjernvarme A.m.b.a.',
    skills: [
      'District Heating',
      'Preventive Maintenance',
      'Pumps and Valves',
      'Heat Exchangers',
      'Leak Repair',
      'Heat Meters',
      'Water Treatment',
      'SCADA',
      'P&ID Reading',
      'Hydraulics',
      'Driving Licence',
      'Danish',
      'On-Call',
      'Independence',
    ],
    text: `Egå Fjernvarme
Jobs   Om os   Forbrugere   Kontakt

District Heating Technician
Egå, Aarhus · Full-time

Apply for this job

We are looking for a technician for our distribution network and plants

Egå Fjernvarme A.m.b.a. is a consumer-owned district heating company who deliver heat to around 6,800 homes and companies in the north of Aarhus. Our heat comes from a new 12 MW electric boiler, two big heat pumps, a biomass boiler and surplus heat from a data centre. We are 21 employees and we are in the middle of a green transition, so there is many new things to learn.

Your tasks will be:
• operation and preventive maintenance of pumps, valves, heat exchangers and the heat pumps at our plants
• service on the distribution network: finding and repair of leaks, changing of valves, working in pipe trenches together with our contractors
• service of consumer substations and heat meters, and contact with the consumers when they have problems with the heat or hot water
• water treatment and control of the water quality in the network
• following the plants with our SCADA system and react on alarms
• participate in the on-call duty (ca. every 5th week) – it is required for the position

We imagine that you:
• are educated as plumber/pipe fitter (VVS-tekniker), electrician, or as smith with experience from the district heating or process industry
• have knowledge about hydraulics and pumps, and are not afraid of the computer
• can read P&I diagrams
• have a driving licence (B) – a company car is provided for the on-call
• speak and write Danish
• work independent and take responsibility, but also like to help the colleagues

We offer:
A varied job with good colleagues, where you have influence on your own working day. Salary according to qualifications and the agreement with Dansk Metal, pension 12 %, health insurance, free fruit and a Friday breakfast every month.

If you have questions, call Plant Manager Jesper Lund Kirkegaard on +45 86 22 41 90.

We hold interviews continuously, so send your application soon.

Powered by Teamtailor`,
  },
  {
    id: 'boxing-coach-facebook-group-capitals-plural-general-santos-second-language',
    field: 'sport',
    half: 'unseen',
    title: 'Boxing Coach',
    company: 'Bantay Kamao Boxing Gym',
    skills: [
      'Boxing Coaching',
      'Pad Work',
      'Boxing Fundamentals',
      'Sparring Supervision',
      'Corner Work',
      'Strength and Conditioning',
      'Hand Wrapping',
      'First Aid',
      'Group Classes',
      'Personal Training',
      'English',
      'Bisaya',
      'Discipline',
      'Patience',
    ],
    text: `GenSan Jobs Hiring & Vacancies 🇵🇭
Public group · 58K members

Jomar Villarin ➜ GenSan Jobs Hiring & Vacancies
2h · 🌐

‼️WE ARE HIRING BOXING COACHES‼️
📍 Lagao, General Santos City

Good day everyone! Our gym is looking for 2 BOXING COACHES for our growing members. We are Bantay Kamao Boxing Gym, 7 years already training kids, professionals and also fitness boxers here in GenSan. Some of our boxers are now fighting in amateur nationals and pro in Manila 🥊🥊

QUALIFICATIONS:
✔️ Atleast 2 years experience as boxing trainer or former amateur/pro boxer
✔️ Can handle mitts / pad work and teach the proper basic (stance, footwork, jab, defense)
✔️ Can supervise sparring safely and do corner work during fights and tournaments
✔️ Knowledge in conditioning for fighters (roadwork, circuits, strength training)
✔️ Knows proper hand wrapping
✔️ With basic first aid training (we can send you to Red Cross training if none yet)
✔️ Can teach group class for beginners and kids, also one on one for our VIP members
✔️ Can speak English and Bisaya (we have foreigner clients also)
✔️ Disciplined, patient and good attitude, no bisyo 🙏

SCHEDULE:
Morning 5:30AM-9AM and afternoon 3PM-8PM, 6 days a week, with 1 day off rotation

SALARY AND BENEFITS:
💰 ₱16,000 - ₱22,000 monthly depending on experience
💰 + commission from personal training sessions
✅ SSS, PhilHealth, Pag-IBIG
✅ Free use of gym and supplements for coaches
✅ Allowance when we go to tournament outside GenSan

Interested applicants just send your resume and picture here in messenger or walk-in at our gym near the Lagao public market (look for the red and yellow building) from Monday-Saturday, 10AM-2PM. Pls look for Coach Jomar or Ma'am Leah.

Pls share for your friends who are boxing trainer! Salamat! 🙏🥊

#hiringgensan #boxingcoach #GenSanJobs #HiringNow

👍 86   💬 23   ↪️ 41`,
  },
  {
    id: 'wheelchair-technician-adzuna-agency-unnamed-durban',
    field: 'rehabilitation',
    half: 'tune',
    title: 'Wheelchair Technician',
    company: 'Umhlanga Talent Connect (Pty) Ltd',
    skills: [
      'Wheelchair Assembly',
      'Wheelchair Repairs',
      'Power Wheelchairs',
      'Mechanical Fault-Finding',
      'Battery Systems',
      'Seating and Positioning',
      'MIG Welding',
      'DC Electrical Systems',
      'Driving Licence',
      'Trade Test',
      'Patience',
      'Time Management',
      'Independence',
    ],
    text: `Adzuna
Jobs   Salary data   Career advice   Sign in

South Africa > KwaZulu-Natal > Durban > Engineering jobs

Wheelchair Technician - Durban
Umhlanga Talent Connect (Pty) Ltd
Pinetown, Durban
R18 000 - R24 000 per month
Permanent
Posted 2 days ago

Apply for this job

Our client, a well-established supplier of assistive devices and mobility equipment to hospitals, rehab centres and private clients across KwaZulu-Natal, is looking for a hands-on Wheelchair Technician to join their workshop in Pinetown.

Purpose of the role: to assemble, adjust, service and repair manual and power wheelchairs, scooters and seating systems so that every user leaves with a chair that is safe and fits properly.

Duties and responsibilities:
• Assembly of new manual and electric wheelchairs and mobility scooters according to prescription
• Diagnose and repair mechanical faults – castors, bearings, brakes, frames, upholstery
• Fault-finding on power chairs: motors, controllers, joysticks and battery charging systems
• Fitting of pressure-care cushions, backrests and postural supports together with the occupational therapists
• Minor welding and fabrication of brackets and modifications
• Home and hospital visits for repairs and deliveries (company vehicle)
• Keeping job cards and stock records accurate

Minimum requirements:
• Matric / Grade 12
• Trade test in a mechanical trade (fitter, auto mechanic, millwright) or N3 mechanical – advantageous
• Minimum 2 years' experience repairing wheelchairs, bicycles, motorcycles or similar equipment
• Basic electrical knowledge, 24V DC systems
• Valid Code B/EB driver's licence with a clean record
• Welding (MIG) experience

Person specification:
• Patient and respectful with clients who have disabilities
• Neat and organised, with good time management on a busy job list
• Able to work independently on the road

Remuneration: R18 000 – R24 000 basic depending on experience, plus medical aid and provident fund contributions, and overtime paid.

Please note: if you have not heard from us within 14 days of applying, please consider your application unsuccessful. Umhlanga Talent Connect (Pty) Ltd is a registered labour broker and abides by the POPI Act in processing your personal information.

Similar jobs near Pinetown`,
  },
  {
    id: 'esthetician-jazzhr-franchisee-brand-first-line-boise',
    field: 'beauty',
    half: 'unseen',
    title: 'Licensed Esthetician',
    company: 'Foothill Glow LLC',
    skills: [
      'Esthetician License',
      'Facials',
      'Chemical Peels',
      'Dermaplaning',
      'Microneedling',
      'LED Therapy',
      'Waxing',
      'Skin Analysis',
      'Retail Sales',
      'Sanitation',
      'Mangomint',
      'Client Consultation',
      'Communication',
    ],
    text: `Luma Skin Studio – Boise (Eagle Rd)
Careers powered by JazzHR

Licensed Esthetician
Boise, ID · Full Time / Part Time
Apply

Luma Skin Studio Boise is independently owned and operated by Foothill Glow LLC, a franchisee of Luma Franchising, Inc.

Are you an esthetician who loves results-driven skincare and wants a full book without having to build it from scratch? Our Boise studio opened in 2025 and already has more than 600 members on monthly facial plans. We are adding two licensed estheticians to our team of six.

What you'll do
- Perform customized facials, chemical peels, dermaplaning, microneedling (collagen induction), LED therapy and brow and lip waxing
- Complete a skin analysis and consultation with every guest, and build a treatment plan that brings them back
- Recommend home-care products – you'll earn 10% commission on retail
- Keep your treatment room spotless and follow the state board's sanitation rules
- Chart every service in our booking and client-record software (we use Mangomint)
- Share membership benefits with guests

What you bring
- Current Idaho esthetician license (or able to transfer before start)
- At least 1 year of hands-on experience after school; new grads with strong peel and microneedling training considered
- Confident with acids and advanced modalities, and knows when to refer to a dermatologist
- Warm, professional communication – our guests should feel listened to
- Availability for at least two evenings and one weekend day

Pay and perks
- $19 – $24/hour base plus service commission, retail commission and tips (our estheticians average $52k–$68k a year)
- Paid advanced training with Luma's education team, including certifications in new modalities
- Free monthly facial and 50% off products
- Health stipend for full-time team members, paid time off and 401(k) with match after a year

To apply, upload your resume and a copy of your license. We'll text you within 48 hours to set up a practical interview.

Foothill Glow LLC is an equal opportunity employer and does not discriminate on the basis of race, color, religion, sex, national origin, age, disability, or any other protected characteristic. Luma Skin Studio is a registered trademark of Luma Franchising, Inc. Each studio is independently owned and operated.`,
  },
  {
    id: 'airport-firefighter-newspaper-classified-capitals-nadi',
    field: 'aviation',
    half: 'tune',
    title: 'Airport Firefighter',
    company: 'Viti Aerodromes Pte Limited',
    skills: [
      'Aircraft Rescue and Firefighting',
      'Firefighting',
      'Breathing Apparatus',
      'Fire Tender Operation',
      'Equipment Checks',
      'Fire Safety Inspections',
      'First Aid',
      'Heavy Vehicle Licence',
      'Police Clearance',
      'Physical Fitness',
      'Shift Work',
      'Hazardous Materials',
      'Teamwork',
    ],
    text: `THE WESTERN ECHO · SATURDAY 6 MARCH 2027 · PAGE 31
CLASSIFIEDS — SITUATIONS VACANT

VITI AERODROMES PTE LIMITED
invites applications from suitably qualified Fijian citizens for the following position at Nadi International Airport:

AIRPORT FIREFIGHTER (4 POSITIONS)
Aviation Rescue and Fire Fighting Services

The successful applicants will be part of the ARFF crew providing rescue and fire fighting cover for aircraft operations 24 hours a day, and will respond to aircraft emergencies, structural fires and medical calls within the airport.

KEY DUTIES:
• Respond to aircraft incidents and accidents, carry out rescue of passengers and crew and extinguish fires
• Operate and maintain crash fire tenders, pumps, hoses, breathing apparatus and rescue equipment
• Carry out daily vehicle and equipment checks and fire safety inspections of terminal buildings
• Provide first aid and basic life support until medical services arrive
• Take part in regular drills, live fire training and full-scale emergency exercises

REQUIREMENTS:
• Minimum Form 7 pass (Year 13) with passes in English and Mathematics
• Basic fire fighting certificate; ARFF certificate (ICAO standard) will be an added advantage
• Heavy vehicle driving licence (Class 4) or willingness to obtain within probation
• Current first aid certificate
• Knowledge of hazardous materials handling is an advantage
• Must pass a medical, a physical fitness test (including a 200 m swim) and a breathing apparatus confidence test
• Must be prepared to work 12-hour rotating shifts including night shifts, weekends and public holidays
• Good team player with a disciplined attitude

A competitive salary package, shift and uniform allowances and FNPF contributions will be offered.

Applications with a detailed CV, copies of certificates and academic transcripts, a Police Clearance Certificate and two referees must be addressed to:

The Human Resources Manager
Viti Aerodromes Pte Limited
Private Mail Bag NAP 0412, Nadi Airport
or email: careers@vitiaerodromes.com.fj

Closing date: 4.00pm, Friday 19 March 2027.
Only shortlisted applicants will be contacted.`,
  },
  {
    id: 'longwall-operator-linkedin-contractor-dash-roster-moranbah',
    field: 'mining',
    half: 'unseen',
    title: 'Longwall Operator',
    company: 'Isaac Underground Services Pty Ltd',
    skills: [
      'Longwall Operations',
      'Shearer Operation',
      'Chock Operation',
      'Underground Coal Mining',
      'Face Conveyors',
      'Pre-Start Inspections',
      'Standard 11',
      'Coal Board Medical',
      'SCSR Training',
      'First Aid',
      'Shift Work',
      'Gas Testing',
      'Safety Culture',
      'Teamwork',
    ],
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications

Longwall Operator - 7 on/7 off - DIDO
Isaac Underground Services Pty Ltd · Moranbah, Queensland, Australia · 3 days ago · 61 applicants
On-site · Full-time · Mid-Senior level
$145,000 - $170,000/yr
Easy Apply   Save

About the job
Isaac Underground Services is a specialist underground coal mining contractor providing longwall, development and outbye crews to mine owners across the Bowen Basin. We employ our people directly and have been running the longwall at a major underground operation near Moranbah for the past four years on behalf of our client.

Due to a crew expansion we are looking for experienced Longwall Operators to join a 7 on / 7 off roster (12.5-hour day and night shifts, drive-in drive-out from Mackay or Moranbah).

Your role
• Operate the longwall shearer and chock (roof support) system safely and to production targets
• Monitor the AFC, BSL and face conveyors, and respond to faults and stoppages
• Carry out pre-start inspections and routine maintenance on face equipment
• Assist with longwall relocations, gas monitoring and ventilation controls
• Follow all site safety management systems, including Principal Hazard Management Plans

About you
• Minimum 2 years' longwall experience in a Queensland or NSW underground coal mine
• Shearer operator and chock operator competencies
• Current Standard 11 (Underground Coal Mine Induction) or equivalent
• Current Coal Board Medical
• Self-rescuer (SCSR) training and First Aid
• Willing to work a rotating day and night shift roster
• Gas testing competency (Deputies Ticket or Gas Test Certificate) highly regarded
• Strong safety culture and the ability to work in a close-knit crew

What's on offer
• Competitive hourly rate with annual salary packages from $145k – $170k (incl. super)
• Permanent full-time role with a contractor that values its crews
• Paid training and career progression into deputy and crew leader roles
• Quality PPE and high-vis work wear supplied

Isaac Underground Services Pty Ltd supports diversity in mining and encourages women and Aboriginal and Torres Strait Islander people to apply.

How to apply: Click Easy Apply with your current resume and a copy of your tickets. All applicants will be required to complete a pre-employment medical and drug and alcohol screen.

Show more
Seniority level: Mid-Senior level   Employment type: Full-time   Industries: Mining`,
  },
  {
    id: 'door-supervisor-forwarded-email-irishjobs-galway',
    field: 'security',
    half: 'tune',
    title: 'Door Supervisor',
    company: 'Corrib Nights Ltd',
    skills: [
      'PSA Licence',
      'Door Supervision',
      'ID Checking',
      'Crowd Management',
      'Conflict Resolution',
      'De-escalation',
      'Physical Intervention',
      'Incident Reporting',
      'Body-Worn Cameras',
      'English',
      'Occupational First Aid',
      'Customer Service',
      'Calm Under Pressure',
    ],
    text: `From: Ciarán Dolan <ciaran.dolan88@gmail.com>
Sent: Thursday 2 September 2027 22:17
To: Aoife Dolan
Subject: Fw: job - thought of you

Aoife, saw this on IrishJobs and thought of you since you got the PSA licence last year. Pay's not bad and it's only weekends. Good luck! C

---------- Forwarded message ----------

irishjobs.ie
Door Supervisor - Galway City - Weekends
Corrib Nights Ltd
Location: Galway
Salary: €17.00 - €19.50 per hour
Job type: Part time, Permanent
Posted: 31/08/2027

Corrib Nights Ltd operates three late bars and a 900-capacity live music venue in Galway city centre. We are recruiting licensed Door Supervisors to join our in-house security team for Friday and Saturday nights, with extra shifts during the Arts Festival and the Races.

The role:
- Controlling entry to our venues, checking ID and refusing entry where required under our licensing policies
- Keeping customers safe inside the venue and on the street outside, and managing queues and crowds at capacity events
- Dealing with disputes calmly, using conflict resolution and de-escalation first, and physical intervention only as a last resort and in line with your training
- Recording all incidents and refusals in the incident log and wearing a body-worn camera on every shift
- Working with the Gardaí, venue managers and bar staff, and supporting evacuations and first aid incidents

Requirements:
- A valid PSA Door Supervisor licence is essential - please include your licence number
- At least 1 year of door supervision experience in a bar, nightclub or event venue
- Good spoken English and a friendly, customer-service attitude
- Occupational First Aid (OFA) or similar is an advantage
- Able to stay calm under pressure and think on your feet
- Available Friday and Saturday nights until 3am

What we offer:
- €17.00 - €19.50 per hour depending on experience, paid weekly
- Free staff meal and a taxi home after late shifts
- Refresher training paid by the company
- Free entry to gigs on your nights off

To apply, submit your CV via IrishJobs. Corrib Nights Ltd is an equal opportunities employer.

Apply now`,
  },
  {
    id: 'coil-winder-naukri-division-dash-specialty-vadodara-second-language',
    field: 'manufacturing',
    half: 'unseen',
    title: 'Coil Winding Technician, HT Transformers',
    company: 'Shreeji Transformers',
    skills: [
      'Coil Winding',
      'HV and LV Coils',
      'Disc Winding',
      'Helical Winding',
      'Transformer Manufacturing',
      'Insulation',
      'Winding Machine Setup',
      'Drawing Reading',
      'Vernier Caliper',
      'ITI',
      '5S',
      'Shift Work',
      'Hindi',
      'Gujarati',
    ],
    text: `naukri.com
Jobs   Companies   Services   Login   Register

Coil Winding Technician - HT Transformers
Shreeji Transformers
3.8 ★ 41 Reviews
3 - 8 Yrs   |   ₹ 3-4.8 Lacs P.A.   |   Vadodara
Posted: 5 days ago   Openings: 6   Applicants: 100+

Apply   Save

Job description
Shreeji Transformers, a division of Shreeji Electromech Pvt. Ltd., is manufacturing power and distribution transformers up to 20 MVA, 66 kV class at our works in Por GIDC, Vadodara. For our winding shop we are urgently requiring experienced Coil Winding Technicians.

Roles and Responsibilities
- Winding of HV and LV coils for distribution and power transformers as per the winding drawing and design sheet
- Should know disc, helical, layer and crossover type windings
- Handling of copper strip, CTC and paper covered conductor, proper placing of insulation (pressboard, kraft paper, spacers)
- Setting up of horizontal and vertical winding machine, tensioner and counters
- Checking of coil dimensions with vernier and measuring tape, resistance checking and maintaining the inspection report
- Coordination with core-coil assembly team and quality department
- Maintain 5S and safety in the winding shop

Desired Candidate Profile
- ITI (Electrician / Fitter / Wireman) or Diploma Electrical
- 3 to 8 years experience in transformer coil winding (HT transformers compulsory)
- Able to read and understand the drawings
- Ready to work in shifts (rotational)
- Local candidates from Vadodara/Anand preferred
- Knowledge of Hindi and Gujarati

Perks and Benefits
PF, ESIC, bonus, canteen facility, transport from city, overtime as per company rules.

Role: Production Technician
Industry Type: Electrical Equipment
Department: Production, Manufacturing & Engineering
Employment Type: Full Time, Permanent
Role Category: Operations, Maintenance & Support

Education
UG: ITI Certification in Electrical, Diploma in Electrical

Key Skills
coil winding   transformer   HT winding   winding machine   drawing reading   insulation

Interested candidates can walk-in with resume between 10 AM to 4 PM, Monday to Saturday, at HR Dept, Plot 214, Por GIDC, Vadodara. Contact: Mr. Hitesh Parmar, 98250 41736`,
  },
  {
    id: 'olive-mill-operator-kariera-seasonal-bracket-kalamata-second-language',
    field: 'food production',
    half: 'tune',
    title: 'Olive Mill Operator',
    company: 'Taygetos Olive Mills S.A.',
    skills: [
      'Olive Mill Operation',
      'Olive Oil Extraction',
      'Malaxation',
      'Production Records',
      'HACCP',
      'Food Hygiene',
      'Equipment Cleaning',
      'Forklift Licence',
      'Shift Work',
      'Greek',
      'Decanter Centrifuge',
      'English',
      'Teamwork',
      'Responsibility',
    ],
    text: `kariera.gr
Θέσεις εργασίας   Εταιρείες   Σύνταξη βιογραφικού   Σύνδεση

Olive Mill Operator (Seasonal October–January)
Taygetos Olive Mills S.A.
Kalamata, Messinia · Seasonal · Full time
Published 3 weeks ago

Apply

Company
Taygetos Olive Mills S.A. is a family olive mill and bottler near Kalamata, producing extra virgin olive oil from Koroneiki olives of more than 1.200 local producers. We export in 14 countries and we are certified with ISO 22000 and organic certification.

The position
For the new harvest season (October 2027 until end of January 2028) we are searching operators for our two-phase continuous extraction line. The mill works 24 hours in the high season, so the work is in three rotating 8-hour shifts.

Responsibilities
- Receive the olives from the producers, weighing and registration of each lot
- Operate the leaf remover, washer, hammer crusher and the malaxers, control the time and temperature of malaxation (cold extraction under 27°C)
- Operation of the decanter and the vertical separator, adjustment for the best yield and quality
- Take samples for the laboratory (acidity, moisture) and keep the production records per lot
- Cleaning of the machines at every change of lot and at the end of the shift, according to the HACCP program
- Management of the pomace and the vegetation water
- Loading with forklift of the oil in stainless tanks and the pallets

Requirements
- Previous experience in olive mill or other food production line (minimum 1 season)
- Knowledge of HACCP and food hygiene rules
- Forklift license (άδεια χειριστή ανυψωτικού) is required
- Availability to work in rotating shifts including weekends during the season
- Greek language good
- Knowledge of the operation of decanter centrifuge will be considered serious advantage
- English basic is an advantage
- Physical endurance, team spirit and responsibility

We offer
- Seasonal contract with insurance (ΕΦΚΑ) from the first day
- Very good salary and overtime paid according to law
- Meals during the shift
- Possibility of accommodation for candidates from other area
- Many of our seasonal colleagues return every year — and some of them became permanent

Please send your CV through kariera.gr. All applications treated confidential.`,
  },
  {
    id: 'air-quality-technician-lever-bilingual-title-santiago-second-language',
    field: 'environment',
    half: 'unseen',
    title: 'Air Quality Monitoring Technician',
    company: 'Andesair Monitoreo SpA',
    skills: [
      'Air Quality Monitoring',
      'Gas Analysers',
      'Particulate Monitors',
      'Instrument Calibration',
      'Preventive Maintenance',
      'Meteorological Sensors',
      'Data Loggers',
      'Electronics',
      'Microsoft Excel',
      'Driving Licence',
      'English',
      'Thermo Analysers',
      'Autonomy',
      'Teamwork',
    ],
    text: `Andesair Monitoreo SpA
< All jobs

Técnico/a en Monitoreo de Calidad del Aire / Air Quality Monitoring Technician
Santiago, Región Metropolitana / Field Operations / Full-time / On-site

Andesair is a Chilean company that operates and maintains air quality and meteorological monitoring networks for mining companies, power plants and municipalities from Antofagasta to Puerto Montt. Our data is used for the reports to the environmental authority, so quality is everything for us.

We are looking for a technician to join the field team based in Santiago, that is responsible for 34 stations in the Metropolitan and O'Higgins regions.

What you will do
- Perform preventive and corrective maintenance to gas analysers (SO2, NOx, O3, CO) and particulate monitors for PM10 and PM2.5 (beta attenuation and gravimetric samplers)
- Make the zero/span checks and multipoint calibrations with certified gases and calibrators, following the US EPA and our ISO 17025 procedures
- Maintain the meteorological sensors (wind, temperature, humidity, radiation) and the data loggers, and solve communication problems
- Filter changes and weighing logistics for the gravimetric samplers
- Complete the field logbooks and the maintenance reports the same day
- Travel to the stations with the company truck, sometimes 2-3 nights per week outside Santiago

What we look for
- Técnico Nivel Superior in electronics, instrumentation or environmental engineering
- 2 years of experience in maintenance of analytical instruments or air monitoring stations
- Knowledge of basic electronics and electrical measurements (multimeter)
- Good handling of Excel
- Class B driver's licence (mandatory) and availability to travel
- Intermediate English to read the manuals of the equipment (many are only in English)
- Desirable: experience with Thermo, Teledyne or Met One analysers

Your profile: you are organised, you can work autonomous at the station and you like to work in team with the lab and data validation colleagues.

What we offer
- Indefinite contract after 3 months
- Travel allowance (viáticos) and complementary health insurance
- Training in Chile and abroad with the manufacturers
- Good work environment in a growing company

Apply for this job

Powered by Lever`,
  },
  {
    id: 'verger-church-about-first-long-prose-sentence-nelson',
    field: 'religion',
    half: 'tune',
    title: 'Verger',
    company: "St Aidan's Anglican Church",
    skills: [
      'Anglican Liturgy',
      'Service Preparation',
      'Sacristy Management',
      'Event Setup',
      'Building Security',
      'Property Maintenance',
      'Volunteer Coordination',
      'Health and Safety',
      'Manual Handling',
      'Diary Management',
      'Police Vetting',
      'Pastoral Sensitivity',
      'Discretion',
      'Flexibility',
    ],
    text: `Home  |  About  |  Worship  |  Music  |  Weddings & Funerals  |  Hire Our Spaces  |  Contact

About us

St Aidan's Anglican Church has stood on its corner of the city since 1887 and is the busiest parish church in Nelson. Alongside three Sunday services and a daily said Eucharist, we host around 60 weddings and 90 funerals a year, a lunchtime concert series, civic services on Anzac Day and Waitangi Day, and a steady stream of visitors who come in simply to sit in the quiet. Our building is a listed heritage building, and the people who look after it are as important to our life as the people who lead our worship.

Join our team

Following the retirement of Margaret Tull after twenty-two years of faithful service, the Vestry of St Aidan's is seeking a verger to join our staff of six on a permanent basis, working 30 hours per week across a roster that includes every Sunday morning and some evenings and Saturdays.

The verger is the person who makes everything happen smoothly. You would prepare the church and sanctuary for each service – setting out the altar, vestments, candles and books according to the season of the church year – and lead processions where that is our custom, so an understanding of Anglican liturgy and a feeling for its rhythm matter a great deal. You would look after the sacristy and the safe-keeping of silver, linen and registers, and you would set up chairs, sound and lighting for weddings, funerals, concerts and hireage, working closely with families, funeral directors and musicians on the day. Opening and locking the building each day and following our security and alarm procedures is part of the role, as is keeping an eye on the fabric of the building and arranging minor repairs with our property warden.

We would also ask you to coordinate a rota of about twenty volunteer welcomers and sacristans, so you will need to be good with people and calm when a bride is late or a coffin is early. Some lifting is involved, and you will be trained in our health and safety and manual handling procedures. Confidence with email and a shared calendar is needed to keep the diary of services and bookings straight.

You need not be a member of our congregation, but you should be comfortable working within a Christian community and with the pastoral sensitivity that grief and celebration both ask of us. Discretion, warmth and a flexible, good-humoured approach matter more to us than a long CV. Because the role involves contact with children and vulnerable adults, the appointment is subject to a satisfactory New Zealand Police vet.

The salary is $58,000 – $63,000 pro rata, with four weeks' annual leave plus an extra week after five years' service.

For a role description, please email the Parish Administrator, Robyn Fairhall, at office@staidansnelson.org.nz. Applications close on Friday 23 July.`,
  },
  {
    id: 'teleprompter-operator-bamboohr-lagos',
    field: 'media',
    half: 'unseen',
    title: 'Teleprompter Operator',
    company: 'Lagoon Television Ltd',
    skills: [
      'Teleprompter Operation',
      'Autocue',
      'Live Broadcast',
      'Script Formatting',
      'Newsroom Computer Systems',
      'Proofreading',
      'Typing Speed',
      'English',
      'Equipment Setup',
      'Shift Work',
      'Concentration',
      'Calm Under Pressure',
      'Communication',
    ],
    text: `Job Openings   |   Benefits   |   Life at LTV

Teleprompter Operator
News and Current Affairs   ·   Victoria Island, Lagos
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: ₦420,000 – ₦520,000 monthly

Apply for This Job

Lagoon Television Ltd (LTV) is one of Nigeria's fastest growing independent broadcasters, with a 24-hour news channel, two entertainment channels and a streaming app watched by millions across Africa and the diaspora. Our newsroom produces more than 18 hours of live programming every day from our studios in Victoria Island.

We are looking for a sharp and focused Teleprompter Operator to join the News Production team. You will make sure our presenters always have the right words in front of them, whether we are running a planned bulletin or breaking news.

Responsibilities
• Operate the autocue/teleprompter system for live and recorded news bulletins, talk shows and special broadcasts, scrolling at the presenter's pace
• Load and format scripts from the newsroom computer system (rundown) and keep them updated as stories change, including last-minute edits during live shows
• Communicate with the director, producers and presenters through talkback, and react calmly to changes in the running order
• Proofread scripts for typos, names and figures before air, and flag errors to the producer
• Set up and check prompting hardware, monitors and foot and hand controllers before each show, and report faults to engineering
• Support the studio floor team when needed

Requirements
• OND/HND or B.Sc. in Mass Communication, Theatre Arts or a related field
• Minimum 2 years' experience as a teleprompter or autocue operator in a TV newsroom
• Fast and accurate typing (at least 60 words per minute)
• Excellent command of English
• Familiarity with newsroom computer systems such as ENPS or Octopus
• Willingness to work shifts, including early mornings, nights, weekends and public holidays
• Strong concentration and the ability to remain calm under pressure

Benefits
• HMO health cover for you and your family
• Pension in line with the Pension Reform Act
• Transport allowance for night shifts
• 21 working days annual leave
• Training at our in-house broadcast academy

Lagoon Television Ltd is an equal opportunity employer.

Powered by BambooHR`,
  },
  {
    id: 'vehicle-valeter-indeed-trading-as-swindon',
    field: 'automotive',
    half: 'tune',
    title: 'Vehicle Valeter',
    company: 'Swindon Prestige Cars',
    skills: [
      'Vehicle Valeting',
      'Pressure Washing',
      'Paint Decontamination',
      'Machine Polishing',
      'Paint Correction',
      'Interior Cleaning',
      'Leather Care',
      'Handover Preparation',
      'Driving Licence',
      'Ceramic Coatings',
      'Attention to Detail',
      'Time Management',
      'Teamwork',
    ],
    text: `Indeed
Find jobs   Company reviews   Find salaries        Sign in   Employers / Post Job

Vehicle Valeter
Swindon Prestige Cars
4.1 ★
Swindon SN2
£24,500 - £26,000 a year - Full-time

Apply now    ♡

Profile insights
Licences: Driving Licence (Required)

Pay: £24,500 - £26,000 a year
Job type: Full-time
Shift and schedule: Monday to Friday, Weekend availability

Full job description
Dunmore Motors Ltd t/a Swindon Prestige Cars is an independent prestige and performance car dealer with 80+ vehicles in stock, from nearly-new Porsches and Range Rovers to classic Mercedes. Every car we sell has to look better than the customer expects, and that's where you come in.

We're looking for an experienced Vehicle Valeter to prepare stock for sale and for handover, working in our fully equipped valet bay with a second valeter and our workshop team.

Duties:
- Full valets on new stock: pressure washing, snow foam, decontamination (clay bar, iron fallout) and drying
- Machine polishing and single- and two-stage paint correction using DA and rotary polishers
- Applying ceramic coatings and the paint protection packages sold to customers
- Deep interior cleaning, including leather cleaning and conditioning, carpet extraction and odour removal
- Handover preparation to our checklist so every car is perfect on collection day
- Moving cars around site and occasionally to and from our bodyshop partner
- Keeping the bay, products and equipment clean and stocked

About you:
- At least 2 years' experience valeting, ideally in a dealership or detailing studio
- Confident with machine polishing and paint correction – we'll ask you to show us on a test panel
- Full UK driving licence with no more than 6 points (you'll be driving high-value cars, so our insurance requires this)
- Ceramic coating experience (Gtechniq or similar) is a bonus
- A real eye for detail and pride in your work
- Able to manage your time to hit handover deadlines, and work well with others

Benefits:
- Company pension
- On-site parking
- Staff discount on products and servicing
- Bonus for every 5-star review that mentions the car's presentation

Work Location: In person

Reference ID: SPC-VAL-0627`,
  },
  {
    id: 'hot-air-balloon-pilot-whatsapp-sentence-plural-goreme-second-language',
    field: 'tourism',
    half: 'unseen',
    title: 'Commercial Balloon Pilot',
    company: 'Kapadokya Gökkuşağı Balon Turizm A.Ş.',
    skills: [
      'Commercial Balloon Pilot Licence',
      'Hot Air Balloon Flying',
      'Passenger Flights',
      'Large Balloons',
      'Class 2 Medical',
      'Passenger Safety Briefings',
      'Weather Assessment',
      'Pre-Flight Inspection',
      'Ground Crew Supervision',
      'Flight Logbook',
      'English',
      'Turkish',
      'Decision Making',
    ],
    text: `[08:12, 14/01/2027] +90 532 418 77 06: Good morning Captain Rhys, this is Emre Aydın from Kapadokya Gökkuşağı Balon Turizm A.Ş. in Göreme. I got your number from Captain Dafydd who flew with us in 2024 season, he says you are looking for a summer job 🙏
[08:13, 14/01/2027] +90 532 418 77 06: For 2027 season we are looking for 2 experienced commercial balloon pilots, season is from 1 April until 15 November. I send you the details here, if you are interested we can speak by phone this week
[08:15, 14/01/2027] +90 532 418 77 06: 🎈 *About us*
We are flying in Cappadocia since 2011 with 14 balloons, from 16 to 28 passengers, Ultramagic and Kubicek envelopes. Every morning we are doing sunrise flights over Göreme, Love Valley and Rose Valley, total more than 40.000 passengers per year
[08:17, 14/01/2027] +90 532 418 77 06: *What we need*
✅ Valid commercial balloon pilot licence (EASA BPL with commercial privileges or equivalent) – we support the validation with the Turkish DGCA
✅ Minimum 500 hours as PIC, at least 100 hours in big balloons (Group C / Group D)
✅ Class 2 medical valid for the full season
✅ Experience with passenger flights and with briefing the passengers about safety and the landing position
✅ Good English – all passenger briefing is in English. Turkish is not necessary but nice
✅ Good decision making about the weather, you have to read the morning forecast and pibal and decide go or no-go together with our ops manager
[08:18, 14/01/2027] +90 532 418 77 06: *Duties*
- daily pre-flight inspection of envelope, burners, fuel cylinders and basket, and sign the tech log
- fly the passenger flights and land safely in the assigned areas
- supervise your ground crew (4 persons) for inflation, chase and pack-up
- fill the flight logbook and the passenger manifest every day
- help with the annual maintenance of balloons in the winter if you stay
[08:20, 14/01/2027] +90 532 418 77 06: *We offer* 💶
- Salary €5.500 net per month + bonus per flight after 180 flights
- Furnished apartment in Göreme and one car for 2 pilots
- Work permit and insurance done by the company
- Return flight ticket from your home country
- Mostly 1 flight per day, off days when weather is not flyable (it happens 😅)
[08:21, 14/01/2027] +90 532 418 77 06: If ok for you please send me your CV, copy of licence, medical and the last page of logbook, to ops@gokkusagiballoons.com.tr or here by WhatsApp. Thank you and have nice day 🎈
[08:40, 14/01/2027] Rhys: Thanks Emre, very interested. Will send it all over tonight 👍`,
  },
  {
    id: 'freight-audit-analyst-occ-req-bracket-monterrey-second-language',
    field: 'supply chain',
    half: 'tune',
    title: 'Freight Audit Analyst',
    company: 'Nordvia Servicios Compartidos S. de R.L. de C.V.',
    skills: [
      'Freight Audit',
      'Freight Invoices',
      'Carrier Rates',
      'Accessorial Charges',
      'Carrier Disputes',
      'TMS',
      'SAP',
      'Accounts Payable',
      'Reconciliation',
      'Microsoft Excel',
      'English',
      'Power BI',
      'LTL Pricing',
      'Attention to Detail',
    ],
    text: `OCC
Empleos   Empresas   Blog   Iniciar sesión

Freight Audit Analyst (Bilingüe) – Monterrey, N.L.
Nordvia Servicios Compartidos S. de R.L. de C.V.
Monterrey, Nuevo León
$22,000 - $26,000 Mensual
Tiempo completo · Híbrido
Publicada hace 2 días

Postularme

Req. ID: NV-2027-0318

About Nordvia
Nordvia is a third-party logistics group that moves freight by truck, rail and intermodal between Mexico, the United States and Canada. From our shared services center in Monterrey we are supporting the finance operations of all the group, with a team of 180 persons.

Your mission
As Freight Audit Analyst you will make sure that every invoice we receive from our carriers is correct before we pay it. You will work with the accounts payable team and with the transportation planners in Mexico and in the US.

Responsibilities
- Audit carrier freight invoices against the contracted rates, fuel surcharges and accessorial charges (detention, lumper, layover, etc.)
- Validate proof of delivery and shipment data in the TMS, and identify duplicate billing
- Open and follow the disputes with carriers until resolution, and document the recoveries
- Prepare the weekly audit file for payment in SAP and support the monthly accruals
- Reconcile carrier statements and resolve the open items
- Report KPIs of savings and overcharges to the finance management

Requirements
- Bachelor degree in Accounting, Finance, Logistics or International Business
- 2+ years of experience in freight audit, freight payment or accounts payable in a logistics company
- Advanced Excel (VLOOKUP/XLOOKUP, pivot tables) – you will have a test
- Experience with SAP (FI / MM) and a TMS
- Advanced English (80% or more) – you will talk with US carriers every day by phone and email
- Analytic mind, orientation to detail and good organisation of the time

Desirable
- Knowledge of US truckload and LTL pricing
- Power BI

We offer
- Benefits superior to the law: 30 days aguinaldo, 20% vacation bonus, savings fund 13%, food vouchers
- Major medical insurance and life insurance
- Hybrid scheme: 3 days home office after the training period
- Free parking and dining room

Nordvia is an equal opportunity employer. No discriminamos por motivo de género, edad, religión, discapacidad o cualquier otra condición.`,
  },
  {
    id: 'puppeteer-theatre-long-prose-bilingual-brno-second-language',
    field: 'performing arts',
    half: 'unseen',
    title: 'Puppeteer',
    company: 'Divadlo Kolovrátek, z. ú.',
    skills: [
      'Puppetry',
      'Marionettes',
      'Rod Puppets',
      'Table-Top Puppetry',
      'Acting',
      'Voice Work',
      'Singing',
      'Movement',
      'Puppet Repair',
      'Czech',
      'English',
      'Driving Licence',
      'Touring',
      'Sense of Humour',
    ],
    text: `Aktuality   Repertoár   Vstupenky   O divadle   Kariéra   EN

Kariéra / Careers

Loutkoherec / Puppeteer (full-time engagement from season 2027/28)

Our theatre was founded in 1957 as a small amateur company in the cellar of a house in Brno-Žabovřesky, and today we play around 320 performances per year for children, families and also for adults, at home on our two stages and on tours in Czech Republic and abroad. Divadlo Kolovrátek, z. ú. is an independent theatre supported by the city and the region, and in the last years our productions received prizes at several festivals of puppet theatre at home and abroad.

For the ensemble of eleven actors we are looking now for a puppeteer who will join us from August 2027. Our repertoire is very various, so the new colleague should be able to play with string marionettes, which are our tradition from the beginning, but also with rod puppets, table-top puppets and in productions where the actor is visible and plays together with the puppet. It is important for us that you are an actor first: you play with the voice, you sing in our musical productions (we have live music in most of performances) and you use your body and the movement in the space, because the puppet lives only from the energy you give it.

In the workshop our two puppet makers are preparing the new puppets, but every actor in our theatre takes care of his puppets during the season, and small repairs of the strings, controls and costumes before the performance are part of the job, so manual skill is welcome. We play in Czech, but about twenty performances in the year are in English for international schools and for the festivals, and we look for somebody who can play also in English without big problems.

The season means also touring: about six weeks in the year we are travelling in the Czech Republic, Slovakia and Austria, and the actors also help to load and unload the scenery. A driving licence of group B is required, because we share the driving of the theatre van.

We expect a finished education in acting or in alternative and puppet theatre (a conservatory or academy of performing arts) or a comparable experience from a professional company, and a good portion of humour, because we spend many hours together on the road and behind the scenes.

We offer a full-time engagement in a friendly ensemble, salary according to the tables for theatres of the city, meal vouchers, five weeks of holiday, and the possibility to create your own projects in our studio stage.

Please send your CV, a photo and a link to a video of your work until 31 March to the artistic director Mgr. Tereza Zábranská, soubor@kolovratek-brno.cz. Selected candidates will be invited for an audition in April.`,
  },
  {
    id: 'docketing-specialist-icims-dash-specialty-minneapolis-eeo',
    field: 'legal',
    half: 'tune',
    title: 'Docketing Specialist, IP',
    company: 'Halvorsen Brandt LLP',
    skills: [
      'IP Docketing',
      'Deadline Calculation',
      'USPTO Rules',
      'PCT Deadlines',
      'Patent Prosecution',
      'Trademark Prosecution',
      'IP Docketing Software',
      'Docket Audits',
      'Microsoft Outlook',
      'Microsoft Excel',
      'EPO Practice',
      'Attention to Detail',
      'Organisation',
      'Communication',
    ],
    text: `Careers Home   |   Search Jobs   |   Log In

Job Listings

Docketing Specialist – IP
Job ID: 2027-1184
# of Openings: 1
Location: US-MN-Minneapolis
Category: Legal Support
Type: Regular Full-Time

Overview
Halvorsen Brandt LLP is a 240-lawyer intellectual property and business law firm with offices in Minneapolis, Chicago and Denver. Our Docketing department supports patent and trademark attorneys who manage global portfolios for medical device, software and consumer brand clients. We are seeking a detail-oriented Docketing Specialist to join our Minneapolis team.

Responsibilities
- Review incoming USPTO, PCT, EPO and foreign associate correspondence daily and docket all resulting deadlines accurately in the firm's IP management system
- Calculate statutory and response deadlines for U.S. and foreign patent and trademark prosecution, including extensions and terminal dates
- Process e-filing receipts and official filing receipts, and update bibliographic data
- Run and distribute daily, weekly and monthly deadline reports to attorneys and paralegals
- Perform audits and reconciliations of docket entries against USPTO records
- Respond to attorney and staff questions about docketing rules and deadline calculations
- Assist with portfolio transfers when new clients join the firm

Qualifications
- 2+ years of IP docketing experience in a law firm or corporate legal department
- Thorough knowledge of USPTO rules (37 CFR) and PCT deadlines; familiarity with EPO practice preferred
- Experience with an IP docketing database such as Anaqua, CPi or FoundationIP
- Strong Microsoft Outlook and Excel skills
- Exceptional attention to detail and the ability to manage high volumes with accuracy
- Strong organizational skills and professional written and verbal communication
- Associate degree or equivalent experience; a docketing certification is a plus

Compensation and Benefits
The base salary range for this position is $58,000 – $76,000, depending on experience and skills. We offer a comprehensive benefits package including medical, dental, vision, 401(k) with employer contribution, paid parental leave, a hybrid work schedule after training, and a paid volunteer day.

Halvorsen Brandt LLP is an Equal Opportunity Employer. We consider applicants without regard to race, color, religion, creed, sex, sexual orientation, gender identity, national origin, age, disability, marital status, veteran status, or any other legally protected status. If you need a reasonable accommodation to complete the application, please contact recruiting@halvorsenbrandt.com.

Apply for this job online   Email this job to a friend   Share on your newsfeed

Powered by iCIMS`,
  },
  {
    id: 'bi-developer-itviec-tool-bracket-salary-dash-ho-chi-minh-city-second-language',
    field: 'tech',
    half: 'unseen',
    title: 'Senior BI Developer',
    company: 'Mekong Fresh Retail JSC',
    skills: [
      'Power BI',
      'SQL',
      'DAX',
      'Data Modeling',
      'Star Schema',
      'ETL',
      'Azure Data Factory',
      'SSIS',
      'Data Warehousing',
      'Query Optimisation',
      'English',
      'Python',
      'Mentoring',
      'Communication',
    ],
    text: `ITviec
All Jobs   IT Companies   Blog   Sign in/Sign up   For Employers

Senior BI Developer (Power BI, SQL) – Up to 2,500 USD
Mekong Fresh Retail JSC
📍 Floor 9, 125 Nguyễn Cơ Thạch, An Lợi Đông, Thủ Đức, Ho Chi Minh City
🏢 At office
🕒 Posted 5 days ago
Skills: Power BI   SQL   Data Warehousing   Azure

Apply now

Top 3 reasons to join us
• 13th month salary + performance bonus up to 2 months
• Build the data platform for 320 stores from zero
• Hybrid after probation, MacBook Pro

Job description
Mekong Fresh is the supermarket and convenience store chain with 320 stores in the South of Vietnam and a fast growing online channel. Our Data & Analytics team (12 people) is building the new data warehouse on Azure and we need a Senior BI Developer to lead the reporting side.

- Design and build the data models (star schema) for sales, inventory, promotion and supply chain in the data warehouse
- Develop ETL/ELT pipelines with Azure Data Factory and SQL stored procedures, replace the old SSIS packages
- Build Power BI dashboards for the store operation, category and finance teams, write complex DAX measures and manage row-level security
- Optimise the performance of the queries and of the Power BI datasets
- Work with business users to understand the requirement and translate it to the KPI definitions
- Guide 2 junior BI developers and review their work

Your skills and experience
- 4+ years experience as BI Developer or Data Engineer, at least 2 years with Power BI
- Very strong SQL (SQL Server / Azure SQL), window functions, query tuning
- Good at DAX and data modeling (Kimball)
- Experience with Azure Data Factory or SSIS
- English: can read and write documents, communicate with the regional team in Singapore
- Python for data processing is a plus
- Retail or FMCG data experience is a plus
- Good communication with the business users, proactive and problem solving mindset

Why you'll love working here
- Salary up to 2,500 USD (gross), review 2 times per year
- 13th month salary and performance bonus
- Full social insurance on full salary, premium healthcare for you and family
- 15 days annual leave, company trip every year
- Discount 10% in all Mekong Fresh stores 🛒`,
  },
  {
    id: 'compensation-analyst-taleo-req-hyphen-singapore',
    field: 'HR',
    half: 'tune',
    title: 'Compensation Analyst, Total Rewards',
    company: 'Straitsline Holdings Pte. Ltd.',
    skills: [
      'Compensation Analysis',
      'Job Evaluation',
      'Mercer IPE',
      'Salary Benchmarking',
      'Salary Review',
      'Incentive Plans',
      'Pay Equity',
      'Microsoft Excel',
      'Workday HCM',
      'Power BI',
      'CCP',
      'Analytical Skills',
      'Confidentiality',
      'Stakeholder Communication',
    ],
    text: `Career Section   |   Job Search   |   My Jobpage   |   Sign Out

Job Description

Compensation Analyst, Total Rewards-2700451

Description

Straitsline Holdings Pte. Ltd. is a diversified group with interests in port services, logistics parks and industrial real estate across Southeast Asia, employing more than 6,500 people in nine countries. Our Group Human Resources team in Singapore is looking for a Compensation Analyst to support the Total Rewards function.

Key Responsibilities
• Conduct job evaluation and job matching using the Mercer IPE methodology, and maintain the group job architecture
• Participate in and analyse salary benchmarking surveys and recommend market positioning for salary structures across countries
• Run the annual salary review and bonus cycle: prepare budgets, merit matrices and manager guidelines, and consolidate results in Workday
• Model the costs of short-term incentive plans and sales commission schemes
• Support pay equity reviews and prepare insights for Remuneration Committee papers
• Respond to compensation queries from HR business partners, and prepare offer recommendations for senior hires

Qualification

• Degree in Human Resources, Business, Economics or a quantitative discipline
• 3 – 5 years of experience in compensation or total rewards, preferably in a regional role
• Advanced Excel skills (INDEX/MATCH, pivot tables, modelling); experience with Power BI is a plus
• Hands-on experience with the Workday HCM Compensation module preferred
• Certified Compensation Professional (CCP) certification will be an advantage
• Strong analytical and numerical skills with high attention to detail
• Able to handle highly confidential information with discretion
• Clear communicator who can present findings to senior stakeholders

We regret that only shortlisted candidates will be notified.

Straitsline Holdings is an equal opportunity employer and is committed to fair employment practices. All applications will be treated in strict confidence.

Job: Human Resources
Primary Location: Singapore-Singapore-Singapore
Organization: Group Human Resources
Schedule: Full-time
Job Type: Permanent
Job Posting: Apr 6, 2027, 9:00:00 AM
Unposting Date: Ongoing

Apply Online   Add to My Job Cart`,
  },
  {
    id: 'waterproofing-applicator-bayt-dubai-second-language',
    field: 'construction',
    half: 'unseen',
    title: 'Waterproofing Applicator',
    company: 'Al Rimal Waterproofing Contracting L.L.C.',
    skills: [
      'Waterproofing',
      'Surface Preparation',
      'Torch-Applied Membranes',
      'Liquid Membranes',
      'Polyurethane Coatings',
      'Cementitious Waterproofing',
      'Basement Waterproofing',
      'Flood Testing',
      'Method Statements',
      'HSE Compliance',
      'English',
      'Spray Polyurea',
      'Working at Height',
      'Teamwork',
    ],
    text: `bayt.com
Jobs   CV Search   Career Advice   Login   Sign Up

Waterproofing Applicator
Al Rimal Waterproofing Contracting L.L.C.
Dubai, United Arab Emirates · Posted 3 days ago

Easy Apply

Job Description
We are Al Rimal Waterproofing Contracting, specialized company in waterproofing, insulation and protective coatings for villas, towers, basements, podiums and water tanks in Dubai and Northern Emirates since 2009, approved applicator for major building chemicals brands.

Due to new projects in Dubai South and Jumeirah Village Circle we have urgent requirement for Waterproofing Applicators with GCC experience.

Job responsibilities:
- Surface preparation before application: grinding, cleaning, repair of cracks and making of fillets (cement angle fillet)
- Application of bituminous torch-applied membrane (APP / SBS) on roofs, podiums and foundations with proper overlaps and sealing of details
- Application of liquid membranes: polyurethane, polyurea (spray), acrylic and cementitious coatings by brush, roller and spray machine
- Waterproofing of basements, retaining walls, wet areas and water tanks as per the approved method statement
- Fixing of protection board, drainage board and insulation
- Doing the flood test and assisting the QC engineer during inspection
- Follow HSE rules, use PPE and safety harness when working at height

Requirements:
- Minimum 3 years experience in UAE or GCC as waterproofing applicator
- Good knowledge in torch-applied membrane and PU liquid coatings
- Able to read and follow method statements and the manufacturer data sheets
- Ability to work in hot climate in outdoor sites
- Basic English for communication with site engineers
- Spray polyurea experience will be preferable
- Safety training certificate (working at height) preferred
- Hard working and team player

Salary & Benefits:
- Salary AED 1,800 – 2,600 + overtime, depends on experience and trade test
- Company accommodation and transportation
- Visa, medical insurance and air ticket every 2 years as per UAE labour law

Interested candidates can send CV with passport copy to hr@alrimalwaterproofing.ae or apply here. Candidates with transferable visa can join immediately.

Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Construction
Company Type: Employer (Private Sector)
Job Role: Construction
Employment Type: Full Time Employee
Monthly Salary Range: $500 - $750
Number of Vacancies: 8

Preferred Candidate
Career Level: Mid Career
Residence Location: United Arab Emirates
Gender: Male
Degree: High School or Equivalent`,
  },
  {
    id: 'electrolyser-technician-infojobs-bilingual-bracket-puertollano-second-language',
    field: 'energy',
    half: 'tune',
    title: 'Electrolyser Maintenance Technician',
    company: 'Hidrógeno Verde La Mancha S.L.',
    skills: [
      'Electrolyser Maintenance',
      'Preventive Maintenance',
      'Electrical Maintenance',
      'Instrumentation',
      'PLC',
      'Permit to Work',
      'ATEX',
      'SAP PM',
      'Shift Work',
      'On-Call',
      'English',
      'Driving Licence',
      'Hydrogen Safety',
      'Teamwork',
    ],
    text: `InfoJobs
Buscar ofertas   Empresas   Salarios   Formación   Acceso candidatos

Electrolyser Maintenance Technician (Técnico/a de Mantenimiento)
Hidrógeno Verde La Mancha S.L.
Puertollano (Ciudad Real)  |  Presencial  |  Publicada hace 1d
Salario: 30.000€ - 36.000€ Bruto/año
Experiencia mínima: Al menos 3 años
Tipo de contrato: Indefinido, Jornada completa
Inscritos: 37

Inscribirme en esta oferta

Description
Hidrógeno Verde La Mancha is operating one of the biggest green hydrogen plants in the south of Europe: 40 MW of PEM electrolysers connected to a solar plant, producing hydrogen for the fertiliser industry of the area. For the operation and maintenance team of the plant we are looking for an electrolyser maintenance technician.

Functions
• Preventive, corrective and predictive maintenance of the electrolyser stacks and balance of plant: pumps, heat exchangers, compressors, gas separators, dryers and deionised water system
• Electrical maintenance in low and medium voltage: transformers, rectifiers, switchgear and motors
• Instrumentation: calibration and replacement of pressure and flow transmitters, gas detectors and analyzers
• Diagnosis of faults with the PLC and SCADA (Siemens S7, WinCC) in collaboration with the control room
• Work under permit-to-work system, lockout/tagout and in ATEX classified areas
• Reporting of interventions in the maintenance management system (SAP PM)

Requirements
• Technical degree (Grado Superior FP) in Electricity, Electronics, Mechatronics or Industrial Maintenance
• Minimum 3 years experience in maintenance in chemical, petrochemical, energy or gas industry
• Knowledge of PLC and industrial instrumentation
• Availability for rotating shifts (morning/afternoon/night) and on-call service – obligatory
• English B1 to read the manuals and to communicate with the technology supplier
• Driver's licence B, the plant is 12 km from the town
• Training in ATEX and hydrogen safety is valued (we will give it in any case)

What we offer
• Permanent contract in a strategic sector with high growth
• Shift and on-call bonus, plus annual bonus
• Continuous training with the electrolyser manufacturer in Germany
• Canteen and health insurance

Competences: teamwork, methodical, safety first.`,
  },
  {
    id: 'crystallographer-stepstone-gender-marker-dash-specialty-gottingen-second-language',
    field: 'science',
    half: 'unseen',
    title: 'Crystallographer, Small Molecule',
    company: 'Kristallwerk Analytik GmbH',
    skills: [
      'Single-Crystal X-ray Diffraction',
      'Structure Solution',
      'SHELX',
      'Olex2',
      'Crystal Growth',
      'Polymorph Screening',
      'XRPD',
      'Cambridge Structural Database',
      'Report Writing',
      'English',
      'GMP',
      'Rietveld Refinement',
      'German',
      'Customer Communication',
    ],
    text: `StepStone
Jobs   Unternehmen   Gehalt   Karriereberatung   Anmelden

Crystallographer (m/w/d) – Small Molecule
Kristallwerk Analytik GmbH
Göttingen
Feste Anstellung · Vollzeit · Homeoffice möglich
Gehalt: 52.000 – 64.000 €
vor 1 Woche

Jetzt bewerben

Who we are
Kristallwerk Analytik GmbH is a contract research organisation for solid-state analytics with 55 employees in Göttingen. Pharmaceutical and chemical companies from all Europe are sending us their new active ingredients to find out the crystal structure, the polymorphs and the salts and co-crystals. We work under GMP and our lab is inspected by the authorities regularly.

Your tasks
• Independent measurement and structure determination of small molecule single crystals on our diffractometers
• Structure solution and refinement with SHELX and Olex2, including difficult cases with disorder, twinning and absolute configuration
• Crystal growth experiments and polymorph and salt screenings together with our crystallisation team
• Evaluation of powder X-ray diffraction (XRPD) data and comparison with the calculated patterns
• Writing of GMP-compliant reports and raw data documentation, and the CIF files for the customers
• Direct contact with the customers in web meetings, to discuss results and next steps

Your profile
• PhD in chemistry, mineralogy or crystallography with focus on single crystal diffraction
• Very good knowledge of SHELX / Olex2, experience with CSD database searches
• Experience in XRPD is needed
• Very good English
• GMP experience in pharma industry is an advantage but we train you
• Rietveld refinement is a plus
• German is welcome but not necessary at the start (we support a German course)
• Structured way of working and joy in explaining science to customers

We offer
• Permanent contract, 30 days vacation, flexible working hours with 2 days home office per week
• Company pension scheme and JobRad
• A modern lab with new instruments (a new microfocus diffractometer in 2027)
• International, open team with short decision ways

Please apply with CV, cover letter and publication list via the button "Jetzt bewerben". Contact: Dr. Anja Reimers, Head of Solid State Analytics, +49 551 389 204 17.`,
  },
  {
    id: 'deli-assistant-jora-franchisee-dash-type-hobart',
    field: 'retail',
    half: 'tune',
    title: 'Deli Assistant',
    company: 'Taroona Retail Pty Ltd',
    skills: [
      'Deli Counter Service',
      'Meat Slicer',
      'Food Preparation',
      'Food Safety',
      'Stock Rotation',
      'Temperature Monitoring',
      'Cleaning',
      'Cash Handling',
      'POS',
      'Food Handler Certificate',
      'Knife Skills',
      'Customer Service',
      'Communication',
      'Teamwork',
    ],
    text: `Jora
Search jobs   Company reviews   Sign in

Deli Assistant – Casual
Harvest Lane Foodmarket Sandy Bay
Sandy Bay TAS 7005
Casual/Vacation
$27.40 – $29.10 per hour + casual loading
Posted 6d ago

Quick apply

Harvest Lane Foodmarket Sandy Bay is independently owned and operated by Taroona Retail Pty Ltd as part of the Harvest Lane group of independent grocers.

We're a busy neighbourhood supermarket just up from the university, known for our deli, our local Tasmanian cheeses and our hot chicken that sells out every Saturday. Our deli team is growing and we're looking for a friendly casual Deli Assistant who loves food and people.

What you'll be doing
• Serving customers at the deli counter – slicing and weighing meats and cheeses to order, and offering tastings
• Using the meat slicer and scales safely and cleaning them properly after every use
• Preparing salads, antipasto and ready-to-eat meals to our recipes, and cooking the hot chicken
• Labelling, date-checking and rotating stock, and recording fridge temperatures
• Keeping the counter and display cabinets looking full and beautiful
• Following our food safety program and cleaning schedule at close

What we're looking for
• Comfortable handling cash and using the POS when the registers get busy
• Previous deli, butcher, café or kitchen experience is preferred but not essential – we'll train the right person
• A Food Handler certificate (or willing to complete our free online course before starting)
• Good knife skills or keen to learn
• Friendly, clear communicator with a great attitude to customer service
• Reliable and happy to work as part of a team

Availability
We need people who can cover at least two weekday shifts between 6am and 2pm, plus one weekend shift. Shifts are 4–8 hours.

Why join us
• Staff discount across the store
• Paid training and uniforms supplied
• Rosters planned two weeks ahead
• Real chances to grow – two of our department managers started on the deli

To apply, click Quick apply or drop your resume in to the service desk and ask for Kirsty.`,
  },
  {
    id: 'knitting-machine-technician-recruitee-bare-header-dash-specialty-barcelos-second-language',
    field: 'textiles',
    half: 'unseen',
    title: 'Knitting Machine Technician, Circular Knitting',
    company: 'Malhas Cávado, Lda.',
    skills: [
      'Circular Knitting Machines',
      'Machine Setup',
      'Mechanical Maintenance',
      'Needle and Sinker Replacement',
      'Fabric Defect Analysis',
      'Yarn Knowledge',
      'Knitted Structures',
      'Knitting Notation',
      'Shift Work',
      'Portuguese',
      'Pneumatics',
      'English',
      'Problem Solving',
      'Teamwork',
    ],
    text: `Malhas Cávado
Home   About us   Sustainability   Jobs

Knitting Machine Technician – Circular Knitting
Barcelos, Braga, Portugal · Production · Full-time

Apply

About the company
Malhas Cávado, Lda. is a vertical knitting company in Barcelos, founded in 1986, producing jersey, piqué, fleece and technical fabrics for European sportswear and fashion brands. We have 64 circular knitting machines and our own dyeing and finishing, with 210 colaborators.

The role
We are reinforcing the maintenance team of the knitting section and we look for a technician with experience on circular knitting machines. You will be responsible for keeping the machines producing with the best quality and efficiency.

Main responsibilities
- Set-up and change of articles in the machines: changing the gauge, the cam settings, the stitch length and the yarn feeding (positive feed, elastane feeders)
- Mechanical maintenance and repairs: replacement of needles, sinkers and cylinders, cleaning and lubrication plans
- Analysis of fabric defects (holes, barré, needle lines, drop stitches) and correction at the machine
- Support to the knitters during the shift and training of new operators
- Register the interventions in the maintenance software and propose improvements
- Small interventions in pneumatic and electric components of the machines

Requirements
- Minimum 3 years of experience as technician or afinador in circular knitting machines
- Good knowledge of yarns (cotton, polyester, elastane) and knitted structures
- Capacity to read technical drawings of structures (knitting notation)
- Availability for rotating shifts (3 shifts) – necessary
- Portuguese fluent
- Mechanical knowledge; pneumatics and basic electricity is valued
- English is a plus for the contact with the machine suppliers
- Problem solver, proactive, and team spirit

We offer
- Permanent contract after the trial period
- Salary according to experience, plus shift subsidy and assiduity prize
- Meal subsidy of €9.60 per day on card
- Training with the machine manufacturers
- A company that invests in new technology and in the people

Data protection: your data will be processed only for this recruitment process, according to the GDPR.

Powered by Recruitee`,
  },
  {
    id: 'station-assistant-jobstreet-capitals-dash-shift-kuala-lumpur-second-language',
    field: 'transport',
    half: 'tune',
    title: 'Station Assistant',
    company: 'Klang Valley Rail Operations Sdn. Bhd.',
    skills: [
      'Customer Service',
      'Passenger Assistance',
      'Ticketing',
      'Cash Handling',
      'Platform Safety',
      'Crowd Control',
      'Emergency Response',
      'Standard Operating Procedures',
      'Bahasa Malaysia',
      'English',
      'Shift Work',
      'First Aid',
      'Mandarin',
      'Patience',
    ],
    text: `JobStreet by SEEK
Job search   Profile   Career advice   Company reviews   Sign in   Employer site

STATION ASSISTANT – ROTATING SHIFT
Klang Valley Rail Operations Sdn. Bhd.
Kuala Lumpur
Transport & Logistics (Public Transport & Taxi Services)
Full time
RM 2,200 – RM 2,800 per month
Posted 2d ago

Quick apply   Save

KVRO is operating and maintaining the LRT and monorail lines in Klang Valley on behalf of the government asset owner, with more than 600,000 passengers every day. We are looking for dedicated persons to join us as STATION ASSISTANT at stations along our lines.

JOB RESPONSIBILITIES:
1. Provide good customer service to all passengers, answering enquiries on routes, fares and connections
2. Assist passengers at the ticket vending machines, fare gates and customer service counter, including handling of cash and card top-up
3. Carry out platform duties: monitor the platform screen doors, crowd control during peak hours and special events
4. Assist the elderly, disabled passengers and passengers with prams
5. Respond to emergency situations (fire, medical, train evacuation) according to the Standard Operating Procedures, and give first aid if needed
6. Perform station patrol and report any defect, security incident or suspicious item to the Station Controller
7. Ensure the station is clean and safe at all time

JOB REQUIREMENTS:
1. Malaysian citizen, age 18 - 35 years old
2. Minimum SPM with credit in Bahasa Melayu, pass in English
3. Able to communicate well in Bahasa Malaysia and English
4. Willing to work on rotating shift including night shift, weekend and public holiday (MUST)
5. Good health, no colour blindness
6. Customer-oriented, patient and able to stay calm in crowded situation
7. Candidates with First Aid certificate or experience in customer service / security will have advantage
8. Mandarin will be an added advantage
9. Fresh graduates are encouraged to apply, full training will be provided

BENEFITS:
- Shift allowance, meal allowance and overtime
- Free travel on KVRO network for staff
- Medical & hospitalization coverage, EPF, SOCSO, EIS
- 14 days annual leave
- Career path to Station Controller and Station Supervisor

Only shortlisted candidates will be notified. Please attach your latest resume and SPM certificate.`,
  },
  {
    id: 'technical-superintendent-workable-dash-vessel-type-limassol-second-language',
    field: 'maritime',
    half: 'unseen',
    title: 'Technical Superintendent, Bulk Carriers',
    company: 'Thalassa Fleet Management Ltd',
    skills: [
      'Ship Technical Management',
      'Dry-Docking',
      'Planned Maintenance Systems',
      'Machinery Troubleshooting',
      'PSC Inspections',
      'Vessel Budgeting',
      'SOLAS',
      'MARPOL',
      'ISM Code',
      'Chief Engineer CoC',
      'English',
      'AMOS',
      'Greek',
      'Leadership',
    ],
    text: `< All jobs

Technical Superintendent – Bulk Carriers
Limassol, Cyprus · Technical Department · Full time

Description
Thalassa Fleet Management Ltd is a ship management company established in Limassol in 1998, providing full technical management, crewing and insurance services for a fleet of 34 dry bulk vessels (Supramax, Ultramax and Kamsarmax) and 6 product tankers for European and Asian owners.

Due to fleet expansion, we are looking for an experienced Technical Superintendent to join our Technical Department.

Responsibilities
- Technical management of a fleet of 4-5 bulk carriers, to keep them in good condition, compliant with class, flag and international regulations and in budget
- Planning and attending dry dockings and special surveys, preparing the repair specification, obtaining and evaluating quotations from shipyards and controlling the works
- Monitoring the Planned Maintenance System, the condition of machinery and the defects reported by the vessels, and supporting the Chief Engineers with troubleshooting
- Preparation for PSC, vetting and class surveys, and follow-up of the findings and recommendations
- Preparing the yearly budget per vessel and controlling the operating expenses
- Ship visits (approximately 40-60 days per year)
- Coordination with the crewing, purchasing and safety (DPA) departments

Requirements
- Chief Engineer Certificate of Competency (Unlimited) OR degree in Marine Engineering / Naval Architecture with relevant shipyard or superintendent experience
- Minimum 2 years as Technical Superintendent in a ship management company, bulk carriers is preferred
- Good knowledge of SOLAS, MARPOL, ISM Code and class rules
- Experience with dry-docking management
- Excellent English language, written and spoken
- Computer literate; experience with a PMS like AMOS is advantage
- Greek language will be considered an asset
- Willing to travel at short notice
- Strong leadership, organizational and communication skills, can work under pressure

Benefits
- Attractive remuneration package according to experience
- 13th salary
- Medical insurance and provident fund
- Company car or car allowance
- Relocation support for candidates from abroad

All applications will be treated with strict confidentiality.

Apply for this job
Powered by Workable`,
  },
]
