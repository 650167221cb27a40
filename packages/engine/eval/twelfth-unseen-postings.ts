// Twelfth unseen posting set: 40 job postings as a job seeker would paste them from real boards and career pages
// (Seek, Indeed, LinkedIn, Reed, Naukri, JobStreet, Workday, Greenhouse, council and district bulletins, agency and
// manning-agency ads, a franchisee, a union contractor). Shapes vary on purpose: about-us blocks before the title,
// title and employer on separate header lines, "Title at Company", "Company | Title | City", "X is hiring a ...",
// "Join X as ...", title then location/pay/type lines, board chrome (Apply now, Save, Easy Apply, ratings, posted-ago
// lines, applicant counts), long prose, terse bullets, requirement tables, salary and benefit blocks, EEO boilerplate
// and requisition numbers. In most of them the first line is neither the title nor the employer.
// Countries: US, UK, Ireland, Canada, Australia, New Zealand, India, Singapore, South Africa, UAE, Philippines.
// Occupations are ones no earlier set holds, over 28 fields, entry-level to lead/manager. All employers are invented.
// Written independently by a contributor who had not read the engine, its bench or the earlier sets' postings;
// every label was written from the ad alone, as the ad was written, before any run.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth to tenth sets'):
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
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const twelfthUnseenPostings: UnseenPosting[] = [
  {
    id: 'wall-and-floor-tiler',
    half: 'tune',
    field: 'trades',
    title: 'Commercial Wall and Floor Tiler',
    company: 'Ridgeline Tiling Pty Ltd',
    skills: [
      /* required */ 'Wall and floor tiling',
      'Large format tiles',
      'Waterproofing',
      'Floor screeding',
      'Reading drawings',
      'Cert III in Wall and Floor Tiling',
      'White Card',
      "Driver's licence",
      /* preferred */ 'Waterproofing licence',
      'Epoxy grout',
      /* soft */ 'Reliability',
      'Punctuality',
      'Teamwork',
      'Attention to detail',
    ],
    text: `Ridgeline Tiling Pty Ltd
4.1 ★ 23 reviews
Commercial Wall and Floor Tiler
Parramatta NSW 2150
Tilers (Trades & Services)
Full time
$45 – $55 per hour + super
Posted 4d ago

About us
Ridgeline Tiling is a Western Sydney commercial tiling contractor with more than 30 years on hospitals, aged care facilities, schools and apartment towers. We have work booked well into next year and need qualified tilers who take pride in a clean finish.

The role
- Set out and install ceramic, porcelain and large format tiles (up to 1200 x 2400) to walls and floors
- Apply waterproofing membranes to wet areas in line with AS 3740 and sign off your own work
- Screed and level floors, form falls to wastes, cut and fit neatly around services
- Read architectural drawings and finishes schedules and work to the site program
- Keep your work area tidy and follow the builder's SWMS

What you'll need
- Cert III in Wall and Floor Tiling, or at least 4 years on commercial sites as a tiler
- White Card (General Construction Induction)
- Current driver's licence and reliable transport, plus your own hand tools
- A waterproofing licence is highly regarded (we will help you get one)
- Experience with epoxy grout in commercial kitchens or hospitals is a bonus

About you
Reliable and punctual, happy working in a team of tilers and apprentices, and you have a good eye for detail – our clients notice lippage and so do we.

What we offer
- Steady work on long-run projects across Western Sydney
- Weekly pay and paid travel between sites
- RDOs and site allowances per our EBA

Apply now and tell us about your recent projects. Only shortlisted applicants will be contacted.

Report this job ad`,
  },
  {
    id: 'anaesthetic-technician',
    half: 'unseen',
    field: 'healthcare',
    title: 'Anaesthetic Technician',
    company: 'Southern Lakes Health',
    skills: [
      /* required */ 'Anaesthetic technology',
      'MSCNZ registration',
      'Annual Practising Certificate',
      'Airway management',
      'Anaesthetic machine checks',
      'Patient monitoring',
      'Infection control',
      /* preferred */ 'Cell salvage',
      'Paediatric anaesthesia',
      /* soft */ 'Calm under pressure',
      'Teamwork',
      'Communication',
    ],
    text: `Kia ora and welcome to Southern Lakes Health careers

Southern Lakes Health provides hospital and specialist services to more than 190,000 people across the southern lakes and high country. Our perioperative service runs twelve theatres at Lakeside Hospital, including acute, elective, obstetric and paediatric lists.

Position: Anaesthetic Technician
Department: Perioperative Services – Anaesthesia
Hours: 1.0 FTE, rotating roster including nights, weekends and on-call
Reference: SLH-24-0193
Closing date: 14 March

About the role
As an Anaesthetic Technician you will work alongside anaesthetists to deliver safe anaesthetic care to patients of all ages. You will prepare and check anaesthetic machines and equipment before each list, assist with airway management including difficult airway and rapid sequence induction, set up invasive and non-invasive patient monitoring, and support the team in emergencies across the hospital, including trauma calls.

You will also:
• maintain stock and equipment in theatres, PACU and the difficult airway trolleys
• follow infection prevention and control practice at all times
• help teach students and new staff

What you will bring
• Registration as an Anaesthetic Technician with the Medical Sciences Council of New Zealand and a current Annual Practising Certificate (or be eligible for registration)
• Sound knowledge of anaesthetic equipment, airway devices and monitoring
• Experience with cell salvage and paediatric anaesthesia would be an advantage
• The ability to stay calm under pressure
• Good communication and a real commitment to working as part of a team

What we offer
A supportive team, funded professional development, and the lifestyle of the southern lakes on your doorstep.

Southern Lakes Health is committed to Te Tiriti o Waitangi and to a workforce that reflects the communities we serve. We encourage Māori and Pacific applicants.

Apply online. For more information contact the Charge Anaesthetic Technician on 03 555 0142.`,
  },
  {
    id: 'mergers-acquisitions-associate',
    half: 'tune',
    field: 'finance',
    title: 'Associate, M&A Advisory',
    company: 'Harcourt Lane Capital Pte. Ltd.',
    skills: [
      /* required */ 'Financial modelling',
      'Valuation',
      'DCF',
      'Due diligence',
      'Excel',
      'PowerPoint',
      'Pitch books',
      /* preferred */ 'CFA',
      'Mandarin',
      'Capital IQ',
      /* soft */ 'Attention to detail',
      'Communication',
      'Ability to work under pressure',
    ],
    text: `Harcourt Lane Capital Pte. Ltd.
Associate, M&A Advisory
Singapore, Singapore · Reposted 1 week ago · Over 100 applicants
Hybrid · Full-time · Associate

Easy Apply   Save

About the job
Harcourt Lane Capital is an independent corporate finance boutique advising founder-led and mid-market companies across Southeast Asia on sell-side and buy-side M&A, capital raises and strategic reviews. We are a team of 25 in Singapore and Jakarta.

We are looking for an Associate to join our M&A advisory team. You will work directly with Directors on live mandates from pitch to close.

Responsibilities
- Build and maintain financial models (three-statement, DCF, trading and transaction comparables, LBO)
- Prepare valuation analyses, pitch books, information memoranda and management presentations
- Coordinate due diligence with clients, counterparties, lawyers and accountants, and run virtual data rooms
- Research sectors and buyers using Capital IQ, Mergermarket and company filings
- Supervise and review the work of Analysts

Requirements
- 3–5 years in investment banking, transaction services or corporate finance
- Excellent financial modelling and valuation skills
- Advanced Excel and PowerPoint
- Degree in finance, accounting, economics or a related field
- CFA (any level) or CA is a plus
- Mandarin or Bahasa Indonesia is an advantage for client coverage
- Strong attention to detail, clear written and verbal communication, and the ability to work under pressure on several deals at once

We offer a competitive base, deal bonus and a flat team where Associates lead client calls early.

Only shortlisted candidates will be notified.

Show more
See how you compare to 100+ applicants. Try Premium for SGD0`,
  },
  {
    id: 'orientation-and-mobility-specialist',
    half: 'unseen',
    field: 'education',
    title: 'Orientation and Mobility Specialist',
    company: 'Harlan Creek Unified School District',
    skills: [
      /* required */ 'COMS certification',
      'Orientation and mobility instruction',
      'Cane skills',
      'Functional vision assessment',
      'IEP',
      'Teaching credential',
      "Driver's license",
      /* preferred */ 'Braille',
      'Spanish',
      /* soft */ 'Collaboration',
      'Patience',
      'Flexibility',
    ],
    text: `CERTIFICATED VACANCY ANNOUNCEMENT
Posting ID: 1827364   Date posted: 02/03   Application deadline: until filled

Harlan Creek Unified School District
Special Education Department

ORIENTATION AND MOBILITY SPECIALIST
Location: District Office – itinerant, serving all school sites
Work year: 185 days
Salary: Certificated Salary Schedule, Class III, steps 1–12 ($68,410 – $112,906), plus $2,500 stipend for COMS

Position summary
Under the direction of the Director of Special Education, the Orientation and Mobility Specialist provides orientation and mobility (O&M) instruction to students who are blind or visually impaired, from preschool through age 22, in school, home and community settings.

Essential functions
• Conducts O&M and functional vision assessments and writes reports with recommendations
• Develops IEP goals, attends IEP meetings and monitors student progress
• Teaches cane skills, route travel, street crossings, and use of public transportation
• Consults with teachers, families, and paraprofessionals on safe travel and environmental modifications
• Travels between school sites and community locations during the work day

Minimum qualifications
• Current certification as a Certified Orientation and Mobility Specialist (COMS) through ACVREP
• Valid state teaching credential (Visual Impairments or Orientation & Mobility authorization)
• Valid driver's license and proof of insurance; use of own vehicle (mileage reimbursed)

Desirable
• Proficiency in braille
• Bilingual English/Spanish
• Experience with students with multiple disabilities

The successful candidate will be patient and flexible and will work collaboratively with school teams and families.

Required attachments: letter of introduction, resume, copy of credential, COMS certificate, three letters of recommendation.

Harlan Creek Unified School District does not discriminate on the basis of race, color, ancestry, national origin, ethnic group identification, age, religion, marital status, pregnancy, physical or mental disability, sex, sexual orientation, gender, gender identity or expression, or genetic information in any of its programs or employment. Title IX Coordinator: Assistant Superintendent, Human Resources.`,
  },
  {
    id: 'trading-standards-officer',
    half: 'tune',
    field: 'public sector',
    title: 'Trading Standards Officer',
    company: 'Westmarch Borough Council',
    skills: [
      /* required */ 'Trading Standards qualification',
      'Consumer protection law',
      'Investigations',
      'PACE interviews',
      'Evidence gathering',
      'Report writing',
      'Driving licence',
      /* preferred */ 'Product safety',
      'Legal metrology',
      /* soft */ 'Communication',
      'Resilience',
      'Time management',
    ],
    text: `Job details
Salary: Grade 9, £35,235 – £38,223 per annum
Hours: 37 hours per week
Contract: Permanent
Closing date: Sunday 23 June, midnight
Reference: WBC0412

Westmarch Borough Council
Place Directorate – Regulatory Services

Trading Standards Officer

Our Trading Standards team protects residents and supports honest businesses across the borough. We deal with everything from doorstep crime and rogue traders to unsafe products, counterfeit goods, age-restricted sales and weights and measures.

About the role
You will lead your own caseload of investigations into breaches of consumer protection law, including the Consumer Protection from Unfair Trading Regulations and the Consumer Rights Act. You will gather evidence, take witness statements, conduct interviews under caution in line with PACE, prepare case files and give evidence in court. You will also carry out inspections, advise businesses and respond to complaints referred by Citizens Advice.

What we are looking for
• The CTSI Trading Standards Professional qualification, the Diploma in Consumer Affairs and Trading Standards (DCATS) or an equivalent qualification
• Sound knowledge of consumer protection legislation and enforcement
• Experience of investigations and interviewing under PACE
• Excellent report writing and case preparation
• Knowledge of product safety or legal metrology (weights and measures) would be an advantage
• A full UK driving licence and access to a vehicle for work (essential car user allowance paid)

You will be an excellent communicator, resilient when dealing with difficult situations and able to manage your time across a varied caseload.

Why work for us
• 27 days annual leave rising to 32, plus bank holidays
• Local Government Pension Scheme
• Hybrid working and flexitime
• Paid professional membership

We are a Disability Confident Employer and guarantee an interview to disabled applicants who meet the essential criteria.

This post is subject to a basic DBS check.

Apply online`,
  },
  {
    id: 'holiday-park-manager',
    half: 'unseen',
    field: 'hospitality',
    title: 'Holiday Park Manager',
    company: 'Kōwhai Bay Holiday Park Ltd',
    skills: [
      /* required */ 'Hospitality management',
      'Customer service',
      'Staff management',
      'Budgeting',
      'Booking systems',
      'Property maintenance',
      'Health and safety',
      'Full driver licence',
      /* preferred */ 'RMS Cloud',
      'Xero',
      /* soft */ 'Hands-on',
      'Friendly',
      'Problem solving',
    ],
    text: `Live and work by the beach in the Coromandel!

We're a family-owned top 10-rated park with 85 powered sites, 22 cabins and motel units, a camp kitchen, pool and a busy summer season. After nine great years our managers are retiring, and we're looking for the next person (or couple) to run the park day to day.

Kōwhai Bay Holiday Park Ltd is hiring a Holiday Park Manager.

Whitianga, Waikato
Full time
$70,000 – $78,000 per year + on-site 3-bedroom house

What you'll do
- Run the park: reception, bookings, check-ins and check-outs, complaints and reviews
- Manage our booking system (RMS Cloud) and channel managers, pricing and occupancy
- Recruit, roster and lead a team of up to 12 in peak season (housekeeping, reception, grounds)
- Prepare and track the annual budget with the owners; daily banking and reporting
- Organise property maintenance and contractors, and pitch in with repairs yourself
- Keep the park safe: health and safety, hazard register, pool and fire compliance

What we're looking for
- Hospitality management experience – holiday park, motel, lodge or hotel
- Great customer service and a friendly, welcoming manner
- Experience managing staff and working to a budget
- Confident with booking systems and computers
- Hands-on and practical; you're happy to mow a lawn or fix a tap
- Good problem solving when things go sideways at 10pm on a Saturday
- Full driver licence
- Xero experience is a bonus

You must have the right to work in New Zealand.

Apply now with your CV and a cover letter telling us why this lifestyle suits you.

Posted 2 days ago · Report this job`,
  },
  {
    id: 'air-freight-export-coordinator',
    half: 'tune',
    field: 'logistics',
    title: 'Air Freight Export Coordinator',
    company: 'Coastline Cargo Logistics Pvt. Ltd.',
    skills: [
      /* required */ 'Air freight exports',
      'Air waybills',
      'Customs documentation',
      'ICEGATE',
      'Cargo booking',
      'IATA DGR',
      'MS Excel',
      /* preferred */ 'CargoWise',
      'Tamil',
      /* soft */ 'Communication',
      'Coordination',
      'Multitasking',
    ],
    text: `Air Freight Export Coordinator
Coastline Cargo Logistics Pvt. Ltd.
3.6 ★ 41 Reviews
2 - 5 years   ₹ 3.5-5 Lacs P.A.   Chennai
Posted: 5 days ago   Openings: 2   Applicants: 100+

Job description
We are hiring an Air Freight Export Coordinator for our Meenambakkam branch (near Chennai Airport).

Roles and responsibilities
- Handle end-to-end air freight export shipments from booking to departure
- Book cargo with airlines and co-loaders, and follow up on space confirmations
- Prepare and check export documents: house and master air waybills (HAWB/MAWB), invoices, packing lists, shipping bills
- File shipping bills on ICEGATE and coordinate with the CHA and customs for clearance
- Coordinate with shippers, truckers and the airline terminal for cargo handover
- Handle dangerous goods shipments as per IATA DGR
- Update shipment status on our system and send daily reports in MS Excel

Desired candidate profile
- Graduate with 2 to 5 years in air freight export operations with a freight forwarder
- Good knowledge of customs documentation and export procedures
- IATA DGR certification is mandatory (Category 6 or valid certificate)
- Experience with CargoWise preferred
- Good communication in English; Tamil will be an added advantage
- Should be able to coordinate multiple shipments and multitask during cut-off times

Role: Export Executive
Industry Type: Courier / Logistics (Freight Forwarding)
Department: Procurement & Supply Chain
Employment Type: Full Time, Permanent
Role Category: Logistics

Education
UG: Any Graduate

Key Skills
Air Export, Freight Forwarding, AWB, Shipping Bill, Customs Clearance, IATA, Logistics, Documentation

About company
Coastline Cargo Logistics is a NVOCC and IATA-accredited freight forwarder with offices in Chennai, Mumbai, Bengaluru and Kochi.

Apply   Save`,
  },
  {
    id: 'company-secretary',
    half: 'unseen',
    field: 'legal',
    title: 'Company Secretary & Compliance Officer',
    company: 'Vardhan Agro Foods Limited',
    skills: [
      /* required */ 'ICSI membership',
      'Companies Act, 2013',
      'SEBI LODR',
      'Board meetings',
      'MCA filings',
      'SEBI PIT Regulations',
      'Secretarial audit',
      'Legal drafting',
      /* preferred */ 'FEMA',
      'LLB',
      /* soft */ 'Integrity',
      'Communication',
      'Attention to detail',
    ],
    text: `About Vardhan Agro Foods Limited
Vardhan Agro Foods Limited (NSE: VARDHAN, BSE: 5431xx) is a listed food processing company with rice, pulses and edible oil brands sold in 14 states, four manufacturing plants and a turnover of ₹1,850 crore. Our registered office is in Indore, Madhya Pradesh.

Position: Company Secretary & Compliance Officer
Location: Indore (Registered Office)
Experience: 8–12 years post qualification
Reports to: Chief Financial Officer, with a line to the Board

Key responsibilities
1. Act as Company Secretary and Compliance Officer under the Companies Act, 2013 and SEBI (LODR) Regulations, 2015.
2. Plan and manage Board, committee and general meetings: notices, agendas, minutes and follow-up.
3. Ensure timely MCA filings (e-forms, annual return, DIR-3 KYC) and stock exchange disclosures.
4. Administer the insider trading code under SEBI (PIT) Regulations, 2015 and maintain the structured digital database.
5. Coordinate the secretarial audit and annual secretarial compliance report.
6. Draft resolutions, agreements, and policies; liaise with RTA, depositories, auditors and regulators.
7. Handle FEMA/ODI compliance for the Singapore subsidiary.

Qualification and experience
• Member of the Institute of Company Secretaries of India (ACS/FCS) – mandatory
• LLB will be an added advantage
• 8+ years in secretarial and compliance roles, of which at least 3 in a listed company
• In-depth knowledge of Companies Act, SEBI regulations and FEMA
• Excellent drafting and communication skills

We are looking for a person of high integrity who pays close attention to detail and can work with the Board and promoters with discretion.

Interested candidates may send their CV with current and expected CTC to careers@vardhanagro.example, mentioning "CS – Indore" in the subject line.`,
  },
  {
    id: 'laboratory-animal-technician',
    half: 'tune',
    field: 'science',
    title: 'Animal Technician',
    company: 'Brackenfield Bioscience Ltd',
    skills: [
      /* required */ 'Laboratory animal husbandry',
      'Rodent handling',
      'IAT Level 2',
      'Health checks',
      'Record keeping',
      'ASPA',
      'Biosecurity',
      /* preferred */ 'Home Office personal licence',
      'IAT Level 3',
      /* soft */ 'Attention to detail',
      'Compassion',
      'Teamwork',
    ],
    text: `Brackenfield Bioscience is a contract research organisation in Cambridgeshire supporting biotech and pharmaceutical clients with preclinical studies. Our Biological Services Unit is one of the best-rated in the region for animal welfare, and we're growing.

Animal Technician
Brackenfield Bioscience Ltd – Huntingdon
£25,500 – £28,000 a year – Permanent, full-time
Monday to Friday with a weekend rota (1 in 4, paid at time and a half)

What you'll do
Working in a barriered rodent facility, you will care for mice and rats housed in individually ventilated cages. Your day will include:
• daily health checks and husbandry – cage changes, feeding, watering and environmental enrichment
• handling and restraint, weighing and simple procedures under supervision
• accurate record keeping on our colony management system
• following biosecurity and hygiene procedures, including cleaning, autoclaving and decontaminating equipment
• reporting any welfare concerns promptly to the NACWO

About you
• IAT Level 2 Diploma in Laboratory Animal Science and Technology, or at least one year's experience as an animal technician (we will support you to complete IAT qualifications)
• Good understanding of the Animals (Scientific Procedures) Act 1986 (ASPA) and the 3Rs
• A Home Office personal licence (PIL) or IAT Level 3 would be an advantage
• Attention to detail, a genuinely compassionate approach to animal welfare, and the ability to work as part of a close team

Benefits
25 days' holiday, 8% employer pension, private medical insurance, funded IAT training and membership.

Due to the nature of our work, all offers are subject to security vetting.

Brackenfield Bioscience is an equal opportunities employer.

Apply now
Save job`,
  },
  {
    id: 'senior-colourist',
    half: 'unseen',
    field: 'creative',
    title: 'Senior Colourist',
    company: 'Lanternfish Post Ltd',
    skills: [
      /* required */ 'Colour grading',
      'DaVinci Resolve',
      'HDR',
      'Dolby Vision',
      'ACES',
      'Client sessions',
      'Delivery specifications',
      /* preferred */ 'Baselight',
      'Colour pipeline',
      /* soft */ 'Client relationships',
      'Mentoring',
      'Creative eye',
    ],
    text: `Posted 3 days ago · Dublin 2, County Dublin · Full-time · Be an early applicant

We've built Lanternfish Post over fifteen years from a two-room offline suite into one of Ireland's busiest finishing houses: drama, feature documentary and high-end commercials for broadcasters, streamers and agencies. We're opening a second grading theatre and are looking for a senior colourist to lead it.

Senior Colourist – Lanternfish Post Ltd

The job
You'll grade long-form drama and documentary in our new Dolby Vision-certified theatre, working directly with DOPs and directors from look development through to final deliverables. You will run attended client sessions, manage your own schedule with our producers, and help shape the colour pipeline for the whole house.

You have
- At least 7 years of colour grading experience, with long-form drama or documentary credits
- Expert level in DaVinci Resolve (Baselight experience is also welcome)
- Solid HDR grading experience in Dolby Vision, including trim passes and metadata QC
- Working knowledge of ACES and colour-managed workflows
- Experience with streamer and broadcaster delivery specifications (Netflix, BBC, RTÉ)
- Confidence running client sessions and building lasting client relationships

Nice to have
- An interest in colour pipeline and colour science – LUT management, camera transforms, conform checks
- Experience mentoring junior colourists and assists

You'll bring a creative eye and calm, generous manner in the room. We'd love to see a showreel (link in your CV is fine).

What we offer: a competitive salary based on experience, a credits-driven culture, health insurance and a genuine four-day week option in quieter months.

Easy Apply   Save`,
  },
  {
    id: 'bpo-team-leader',
    half: 'tune',
    field: 'operations',
    title: 'Team Leader, Customer Operations',
    company: 'Pacific Crest Contact Solutions Inc.',
    skills: [
      /* required */ 'Team leadership',
      'Coaching',
      'Call centre experience',
      'KPI management',
      'Quality assurance',
      'Workforce scheduling',
      'MS Excel',
      /* preferred */ 'Zendesk',
      'Six Sigma',
      /* soft */ 'English communication',
      'Problem solving',
      'Flexibility',
    ],
    text: `Pacific Crest Contact Solutions Inc. – Team Leader, Customer Operations (Account: US Telecom) – Pasig City

JobStreet · Call Centre / Customer Service (Team Leaders/Supervisors)
Full time · ₱40,000 – ₱48,000 per month + night differential + performance incentives
Posted 6 days ago

Pacific Crest is a homegrown BPO with 4,000 employees in Ortigas, Cebu and Iloilo, serving telecom, fintech and e-commerce clients in the US and Australia.

Your role
Lead a team of 15–18 customer service associates on a voice and chat account.
• Coach your agents daily through call listening, side-by-side sessions and feedback
• Own team KPIs: AHT, CSAT, FCR, adherence and attendance; build action plans when metrics slip
• Run quality assurance calibrations with the QA team
• Support workforce scheduling, breaks and overtime with the WFM team
• Handle escalated calls and customer complaints
• Prepare weekly performance reports in MS Excel and present them to the Operations Manager

Qualifications
• At least 1 year as a Team Leader, or 2 years as a Subject Matter Expert / Quality Analyst, in a call centre
• At least 2 years of BPO experience overall
• Excellent English communication, written and verbal
• Good problem solving and decision making
• Flexible with shifts, weekends and holidays (graveyard shift)
• Zendesk experience and any Six Sigma / Lean training are a plus
• Willing to work onsite in Pasig City

Perks
HMO with 2 free dependents from day one, 14th month pay, free shuttle, paid leave convertible to cash, clear career path to Operations Manager.

Walk-in applications: Monday to Friday, 9:00 AM – 5:00 PM, 12F Crestview Tower, Ortigas Center. Look for Recruitment.

Quick apply`,
  },
  {
    id: 'data-center-technician',
    half: 'unseen',
    field: 'software/IT',
    title: 'Data Center Technician II',
    company: 'Granite Peak Cloud Services, LLC',
    skills: [
      /* required */ 'Server hardware troubleshooting',
      'Rack and stack',
      'Structured cabling',
      'Fiber optics',
      'Linux',
      'Ticketing systems',
      'CompTIA A+',
      /* preferred */ 'CompTIA Server+',
      'Scripting',
      'DCIM',
      /* soft */ 'Attention to detail',
      'Communication',
      'Teamwork',
    ],
    text: `Data Center Technician II
locations: Ashburn, VA (IAD-3)
time type: Full time
posted on: Posted 30+ Days Ago
job requisition id: R-0048812

Granite Peak Cloud Services is a fast-growing infrastructure provider running bare metal and GPU capacity for AI and enterprise customers across six US regions.

As a Data Center Technician II you will keep our servers, network and power infrastructure healthy in one of our largest Northern Virginia halls. You will take the lead on complex hardware faults and help train Technician I team members.

A day in the life
Your shift starts with a handover from the outgoing team: open tickets, anything waiting on parts, and any planned maintenance from our facilities partners. Most of the morning might go to a queue of hardware tickets – a GPU node that dropped off the fabric, a failed NVMe drive in a storage server, a PSU alarm – each of which you will diagnose, fix and document before handing the server back to our automation. In the afternoon you might be on a new cluster build, where a crew of four racks, cables and labels several hundred servers against a tight delivery date. Some days are quiet and you will spend them auditing cabinets, cleaning up cable management and improving our runbooks. Other days, when an outage hits, you are the calm pair of hands on the floor working with our network and SRE teams on a bridge call.

We are a small enough team that your ideas get used. Several of our current runbooks and scripts were written by technicians who saw a better way to do things.

What you will do
• Diagnose and repair server hardware faults (drives, DIMMs, CPUs, PSUs, motherboards, GPUs) and complete RMAs with vendors
• Rack and stack new server and network equipment and run structured cabling, copper and fiber optics, to our standards
• Test and clean fiber, using light meters and OTDR as needed
• Boot servers into Linux to run diagnostics and basic commands
• Work tickets in our ticketing system (Jira Service Management) within SLA and keep records accurate in our DCIM tool
• Follow change management, safety and security procedures on the data center floor

Minimum qualifications
• 2+ years of data center or hardware support experience
• CompTIA A+ or equivalent experience
• Comfortable with Linux command line
• Able to lift 50 lbs and work on ladders and in hot/cold aisles for extended periods
• Available for a 4x10 rotating shift, including nights and weekends

Preferred qualifications
• CompTIA Server+ or Network+
• Scripting experience (Bash or Python) for automating diagnostics
• Experience with DCIM tools

We value technicians with great attention to detail who communicate clearly in tickets and at handover and work well in a team.

Physical requirements and work environment
This role is performed on a data center floor with high noise levels and temperatures that vary between hot and cold aisles. Hearing protection and safety shoes are provided. You must be able to stand and walk for most of a 10-hour shift and to pass a background check to enter secure areas.

Pay range: $31.00 – $39.00 per hour, plus shift differential. Benefits include medical, dental, vision, 401(k) with 4% match and 15 days PTO.

Granite Peak Cloud Services, LLC is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or veteran status.

Apply`,
  },
  {
    id: 'trade-counter-sales-assistant',
    half: 'tune',
    field: 'sales',
    title: 'Trade Counter Sales Assistant',
    company: 'Hollins & Reed Building Supplies Ltd',
    skills: [
      /* required */ 'Trade counter sales',
      'Customer service',
      'Building materials knowledge',
      'Quoting',
      'EPOS',
      'Cash handling',
      /* preferred */ 'Counterbalance forklift licence',
      'Driving licence',
      /* soft */ 'Communication',
      'Teamwork',
      'Self-motivated',
    ],
    text: `reed.co.uk
Trade Counter Sales Assistant
Posted 4 June by Hollins & Reed Building Supplies Ltd
£24,000 – £26,500 per annum, plus bonus
Leeds, West Yorkshire
Permanent, full-time
Easy Apply

Hollins & Reed is an independent builders' merchant with six branches across Yorkshire, supplying timber, heavy-side materials, drainage and landscaping to trade customers and homeowners.

We're looking for a Trade Counter Sales Assistant for our Kirkstall branch. You'll be the first face customers see, so you'll need to be confident, helpful and know your way around a building site's shopping list.

Key duties:
- Serve trade and retail customers at the counter and on the phone, and turn enquiries into sales
- Prepare quotes and process orders and payments on our EPOS system
- Cash handling and end-of-day balancing
- Advise customers on products, from cement and plasterboard to drainage fittings
- Arrange deliveries with the yard and transport team
- Keep the counter and showroom stocked and tidy

Requirements:
- Previous trade counter sales or customer service experience in a builders' merchant, plumbing or electrical wholesaler
- Good knowledge of building materials
- Good communication skills and a team player
- Self-motivated, with a drive to hit sales targets
- A counterbalance forklift licence would be an advantage, as would a full UK driving licence

Hours: Monday to Friday 7:00am – 5:00pm, plus 1 in 3 Saturday mornings (7:30am – 12:00pm).

Benefits: bonus scheme, 25 days holiday + bank holidays, staff discount, pension, free parking.

Apply now`,
  },
  {
    id: 'cellar-hand',
    half: 'unseen',
    field: 'agriculture',
    title: 'Cellar Hand',
    company: 'Tussock Ridge Wines',
    skills: [
      /* required */ 'Pressing',
      'Pump-overs',
      'Cleaning and sanitation',
      'Barrel work',
      'Forklift licence',
      'Health and safety',
      /* preferred */ 'Previous vintage experience',
      'Lab analysis',
      /* soft */ 'Work ethic',
      'Teamwork',
      'Physical fitness',
    ],
    text: `Vintage 2025 – Marlborough

Full-time, fixed term (late February to early May)
$27.50 – $30.00 per hour
Blenheim, Marlborough

Join the crew at Tussock Ridge Wines for the 2025 vintage! We're a mid-sized, family-owned winery crushing around 4,000 tonnes, mostly Sauvignon Blanc and Pinot Noir, for our own label and export customers.

We're looking for several Cellar Hands to join our winemaking team for the busiest time of the year.

The job
• Receiving fruit, running presses and pressing to the winemaker's specifications
• Tank work: pump-overs, plunging, racking, additions and transfers
• Barrel work – filling, topping, stirring and cleaning
• Cleaning and sanitation of tanks, hoses, presses and the winery floor (lots of it!)
• Sampling and basic lab analysis (we'll train you)
• Following health and safety procedures at all times

About you
• Previous vintage experience in a winery is preferred but not essential – if you're fit, keen to learn and not afraid of hard work, we want to hear from you
• A forklift licence (F endorsement) is required, or you must be willing to get one before vintage
• Able to work 12-hour shifts, day or night, 6 days a week during peak
• Good work ethic and a team player with a sense of humour

We provide wet weather gear, a daily vintage lunch, and help finding accommodation. Working holiday visa holders welcome.

Applications close 15 January.

Apply via our website or email your CV.`,
  },
  {
    id: 'reservoir-engineer',
    half: 'tune',
    field: 'energy',
    title: 'Senior Reservoir Engineer',
    company: 'Al Noor Upstream Energy LLC',
    skills: [
      /* required */ 'Reservoir simulation',
      'Eclipse',
      'Petrel',
      'Material balance',
      'Decline curve analysis',
      'Reserves estimation',
      'PRMS',
      'Well test analysis',
      'Carbonate reservoirs',
      /* preferred */ 'Python',
      'Waterflooding',
      'EOR',
      /* soft */ 'Mentoring',
      'Communication',
    ],
    text: `Al Noor Upstream Energy LLC is an independent exploration and production company operating onshore concessions in Abu Dhabi and Oman, with net production of 85,000 boe/d. We are strengthening our subsurface team in Abu Dhabi.

Role: Senior Reservoir Engineer
Location: Abu Dhabi, United Arab Emirates
Type: Full-time, residential (resident status sponsored)
Job ID: ANUE-SUB-2211

Purpose of the role
Lead reservoir engineering studies for a group of mature carbonate fields under waterflood, and deliver development plans, reserves and production forecasts.

Main responsibilities
- Build, history match and run full-field reservoir simulation models (Eclipse, with static models in Petrel)
- Carry out classical reservoir engineering: material balance, decline curve analysis and well test analysis (PTA)
- Prepare annual reserves and resources estimates in line with SPE-PRMS and support external audits
- Optimise waterflood performance and screen EOR opportunities (gas injection, chemical)
- Work with geologists, petrophysicists, production and drilling engineers on well placement
- Mentor junior reservoir engineers and review their work

Qualifications and experience
- BSc or MSc in Petroleum Engineering
- 12+ years in reservoir engineering, at least 5 in Middle East carbonate reservoirs
- Strong hands-on simulation experience with Eclipse or Intersect; Petrel RE
- Sound knowledge of PRMS reserves estimation
- Python scripting for data analysis is an advantage
- Excellent communication and presentation skills for partner and government meetings

Package: tax-free salary, housing and transport allowances, annual flights for the family, schooling allowance for up to three children, medical insurance.

Apply through our careers portal. Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'ndis-support-coordinator',
    half: 'unseen',
    field: 'social services',
    title: 'NDIS Support Coordinator',
    company: 'Banksia Bridge Supports Pty Ltd',
    skills: [
      /* required */ 'NDIS',
      'Support coordination',
      'Case management',
      'Report writing',
      'Service agreements',
      'NDIS Worker Screening Check',
      "Driver's licence",
      /* preferred */ 'Psychosocial disability',
      'Certificate IV in Disability',
      /* soft */ 'Empathy',
      'Organisation',
      'Advocacy',
    ],
    text: `Banksia Bridge Supports
★★★★☆ 3.9 (18 reviews)

NDIS Support Coordinator
Geelong VIC · Community Services & Development (Disability Services)
Full time or part time (0.8 FTE considered)
$38 – $43 per hour + super + salary packaging

About the opportunity
Banksia Bridge Supports Pty Ltd is a registered NDIS provider helping more than 600 participants across Geelong, the Surf Coast and the Bellarine live the lives they choose. We are growing our Support Coordination team and want an experienced coordinator who loves problem solving with participants and their families.

Your day-to-day
- Hold a caseload of around 40 NDIS participants with a range of disabilities, including psychosocial disability
- Help participants understand and use their plans, connect with providers and build their own capacity
- Set up service agreements and service bookings, and monitor plan budgets
- Prepare progress reports and plan review reports for the NDIA
- Respond to crisis situations and coordinate with health, housing and justice services
- Keep accurate case notes in our CRM (Lumary)

What you'll bring
- At least 2 years' support coordination or case management experience in disability, mental health or community services
- Sound knowledge of the NDIS and its operational guidelines
- Strong report writing
- A degree in social work, psychology or allied health, or Certificate IV in Disability (or equivalent) – highly regarded
- NDIS Worker Screening Check (or willingness to obtain)
- Current Victorian driver's licence and a reliable, insured vehicle

We're after someone with empathy, excellent organisation skills and a passion for advocacy for people with disability.

Why Banksia Bridge?
Salary packaging up to $15,900, a laptop and phone, flexible hours, paid professional development and 4 wellbeing days a year.

People with lived experience of disability, Aboriginal and Torres Strait Islander peoples and people from culturally diverse backgrounds are strongly encouraged to apply.

Apply now   Save`,
  },
  {
    id: 'front-end-cashier',
    half: 'tune',
    field: 'retail',
    title: 'Front End Cashier',
    company: 'Kassam Grocers Inc.',
    skills: [
      /* required */ 'Cash handling',
      'Point of sale',
      'Customer service',
      'Basic math',
      'Bagging',
      /* preferred */ 'Smart Serve',
      'Food Handler Certificate',
      'French',
      /* soft */ 'Friendly',
      'Reliability',
      'Teamwork',
    ],
    text: `Indeed
Front End Cashier – Part Time
FreshWay Market Orillia
Orillia, ON
$17.60 an hour - Part-time
Job details
Shift and schedule: Day shift, Evening shift, Weekends as needed
Benefits: Employee discount, Flexible schedule

FreshWay Market Orillia is independently owned and operated by Kassam Grocers Inc., a FreshWay franchisee. We are hiring part-time cashiers for our busy store on West Street.

Responsibilities
- Greet every customer and provide friendly, fast customer service at the checkout
- Scan and process sales on the point of sale (POS) system, including coupons, returns and loyalty points
- Handle cash, debit and credit transactions and balance your till
- Bag groceries carefully and offer carry-out help
- Keep the front end clean and help with stocking when it's quiet

Requirements
- Previous cashier or customer service experience is an asset but not required – we will train you
- Good basic math skills and comfort handling cash
- Available at least 3 shifts a week, including one weekend day
- Must be 18+ to sell beer and wine; Smart Serve certification is an asset
- Food Handler Certificate is an asset
- French is an asset

We're looking for someone friendly and reliable who works well as part of a team.

Hiring Insights
Hiring 3 candidates for this role
Job activity: Employer reviewed job 1 day ago
Posted 2 days ago

Apply now`,
  },
  {
    id: 'industrial-sewing-machinist',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Industrial Sewing Machinist',
    company: 'Salt River Garment Makers (Pty) Ltd',
    skills: [
      /* required */ 'Industrial sewing machines',
      'Overlocker',
      'Flatbed machine',
      'Garment assembly',
      'Reading specification sheets',
      'Quality control',
      'Production targets',
      /* preferred */ 'Coverstitch machine',
      'Knitwear',
      /* soft */ 'Attention to detail',
      'Punctuality',
      'Teamwork',
    ],
    text: `Vacancies: 12
Reference: SRG-PRD-08
Location: Salt River, Cape Town
Salary: R5,400 – R6,800 per week (depending on skills), plus production bonus

INDUSTRIAL SEWING MACHINIST

Salt River Garment Makers (Pty) Ltd is a proudly South African clothing manufacturer supplying knitwear, T-shirts and school uniforms to national retailers. Due to new orders we are looking for experienced machinists to join our production lines.

Duties
- Operate industrial sewing machines – overlocker, flatbed (straight stitch) and coverstitch – on an assembly line
- Complete garment assembly operations to the specification sheet and the sample
- Check your own work for quality and fix faults before bundles move on
- Meet hourly production targets
- Keep your machine clean, oiled and report breakdowns to the mechanic

Requirements
- Minimum 2 years' experience as a machinist in a clothing factory
- Must be able to operate an overlocker and flatbed machine; coverstitch an advantage
- Experience on knitwear is an advantage
- Able to read specification sheets and work to measurements
- Grade 10 or higher preferred
- Good attention to detail, punctual, and able to work in a team

Working hours: Monday to Thursday 07:15 – 16:45, Friday 07:15 – 13:00. Overtime when required.

Trade test will be done on the day of interview.

Please send your CV and certified ID copy to hr@saltrivergarments.example or bring it to 14 Albert Road, Salt River. If you have not heard from us within 2 weeks, please consider your application unsuccessful.

Salt River Garment Makers is an Employment Equity employer.`,
  },
  {
    id: 'breakfast-show-producer',
    half: 'tune',
    field: 'media',
    title: 'Breakfast Show Producer',
    company: 'Midwest Broadcasting Ltd',
    skills: [
      /* required */ 'Radio production',
      'Audio editing',
      'Adobe Audition',
      'Running orders',
      'Story research',
      'Booking guests',
      'Broadcasting codes',
      'Social media',
      /* preferred */ 'Irish language',
      'Video editing',
      /* soft */ 'Working to deadlines',
      'Creativity',
      'Teamwork',
    ],
    text: `Midwest FM is hiring!

Midwest FM is the number one station in Limerick, Clare and North Tipperary, with a weekly reach of 190,000 listeners. Our breakfast show, "Midwest Mornings", is the most listened-to programme in the region.

Job title: Breakfast Show Producer
Employer: Midwest Broadcasting Ltd
Location: Limerick city
Hours: Monday to Friday, 5:00am – 1:00pm
Contract: Permanent, full-time

The role
We need a producer who can make three hours of live radio sound effortless every morning. You'll find the stories, book the guests and build the running order, then drive the desk alongside our presenters.

Responsibilities
• Plan and produce the daily breakfast show: story research, guest booking, running orders and scripts
• Record and edit audio packages and interviews in Adobe Audition
• Make sure every programme complies with the Coimisiún na Meán broadcasting codes and rules, including fairness, objectivity and impartiality
• Create short clips and posts for the station's social media channels, working with our digital editor
• Cover other programmes during holidays

About you
• At least 2 years' experience in radio production, ideally on a live speech or mixed programme
• Strong audio editing skills
• Good knowledge of broadcasting law and codes
• Comfortable with social media
• Irish language skills and video editing experience would be a bonus
• You're creative, work well to tight deadlines and enjoy being part of a small team

To apply, send your CV and a one-page programme idea for Midwest Mornings to jobs@midwestfm.example by Friday 11 October.

Midwest Broadcasting Ltd is an equal opportunities employer.`,
  },
  {
    id: 'real-estate-acquisitions-analyst',
    half: 'unseen',
    field: 'real estate',
    title: 'Acquisitions Analyst',
    company: 'Cedar Row Capital Partners, LLC',
    skills: [
      /* required */ 'Financial modeling',
      'Excel',
      'Argus Enterprise',
      'Real estate underwriting',
      'Market research',
      'CoStar',
      'Investment memos',
      /* preferred */ 'Multifamily',
      'Yardi',
      'Commercial real estate',
      /* soft */ 'Attention to detail',
      'Self-starter',
      'Communication',
    ],
    text: `Cedar Row Capital Partners

Acquisitions Analyst
Charlotte, North Carolina · Investments · On-site

Cedar Row Capital Partners, LLC is a vertically integrated real estate investment firm with $2.4 billion of assets under management across multifamily, industrial and neighborhood retail properties in the Southeast and Texas. Our acquisitions team closed 19 deals last year.

About the role
We're looking for an Acquisitions Analyst to support our investment team from first look through closing. You'll work closely with Vice Presidents and Directors and get real exposure to the Investment Committee.

In this role you will:
- Underwrite new acquisitions and build financial models in Excel and Argus Enterprise, including cash flow, returns and debt scenarios
- Perform market research on rents, sales comparables and supply pipeline using CoStar, RealPage and broker data
- Prepare investment memos and presentations for the Investment Committee
- Support due diligence on leases, property condition, title and environmental reports
- Track deal pipeline and maintain our underwriting database

You might be a good fit if you have:
- A bachelor's degree in finance, real estate, economics or a related field
- 1–3 years of experience in commercial real estate, investment banking or valuation
- Strong financial modeling skills in Excel; Argus Enterprise proficiency
- Knowledge of real estate underwriting fundamentals
- Multifamily experience and familiarity with Yardi are a plus
- Great attention to detail, clear communication, and you're a self-starter who takes ownership

Compensation: $85,000 – $100,000 base plus discretionary bonus and co-invest eligibility. Full medical, dental and vision, 401(k) match.

Cedar Row Capital Partners is an Equal Opportunity Employer.

Apply for this job
Powered by Greenhouse`,
  },
  {
    id: 'trainee-signaller',
    half: 'tune',
    field: 'transport',
    title: 'Trainee Signaller',
    company: 'Albion Rail Infrastructure Ltd',
    skills: [
      /* required */ 'Safety-critical work',
      'Following procedures',
      'Shift work',
      'GCSE English and Maths',
      'Computer literacy',
      /* preferred */ 'Driving licence',
      'Railway experience',
      /* soft */ 'Concentration',
      'Decision making',
      'Communication',
      'Working alone',
    ],
    text: `Careers › Operations › Signalling
Albion Rail Infrastructure | Trainee Signaller | Crewe, Cheshire

Salary: £31,200 during training, rising to £38,900–£44,700 once qualified (depending on box grade), plus shift allowances
Contract: Permanent, full time (35 hours, rotating 12-hour shifts)
Closing date: 30 September
Vacancy ref: ARI-SIG-7721

No railway experience needed – we'll give you full paid training.

Signallers are at the heart of the railway. From a signal box or a modern rail operating centre, you will control train movements across your area, set routes, authorise engineering work and respond calmly when things go wrong – from a failed train to a trespasser on the line. It is a safety-critical role where your decisions keep passengers and track workers safe.

Your training
A 12-week residential course followed by on-the-job training with an experienced signaller until you are passed competent. You will learn the Rule Book, signalling principles and the procedures you will follow every shift.

What we're looking for
- GCSEs (or equivalent) in English and Maths at grade 4/C or above
- Able to follow procedures to the letter in a safety-critical environment
- Comfortable using computer-based systems
- Able to concentrate for long periods and make sound decisions under pressure
- Clear communication, especially on the phone and radio
- Happy working alone for a full shift
- Willing to work shifts – days, nights, weekends and bank holidays
- A full driving licence is desirable, as some signal boxes are in remote locations; previous railway experience is also welcome but not required

You'll need to pass a medical, psychometric assessments and drugs and alcohol screening.

Albion Rail Infrastructure Ltd is committed to equality, diversity and inclusion. We welcome applications from women, who are under-represented in signalling.

Apply now`,
  },
  {
    id: 'meter-reader',
    half: 'unseen',
    field: 'utilities',
    title: 'Utility Meter Reader I',
    company: 'Town of Harrow Creek',
    skills: [
      /* required */ 'Meter reading',
      'Handheld data devices',
      'Class 5 licence',
      'Customer service',
      'Data entry',
      'Map reading',
      /* preferred */ 'AMR/AMI systems',
      'Water distribution',
      /* soft */ 'Working independently',
      'Physical fitness',
      'Courtesy',
    ],
    text: `EMPLOYMENT OPPORTUNITY
Competition No. 2024-117
Position: Utility Meter Reader I
Department: Infrastructure Services – Utilities Billing
Union: CUPE Local 4021
Status: Regular full-time, 35 hours per week
Wage: $29.84 – $33.12 per hour (2024 rates)
Closing: 4:00 p.m., Friday, May 17

The Town of Harrow Creek, British Columbia, is a growing community of 42,000 residents in the Fraser Valley. Our Utilities Billing team reads and maintains over 14,000 water meters.

Summary of duties
Reporting to the Utilities Billing Supervisor, the Utility Meter Reader I reads water meters throughout the town on a set route schedule using handheld data devices and drive-by AMR/AMI equipment. Duties include:
• Reading meters, recording exceptions (leaks, tampering, damaged lids) and entering data accurately
• Performing re-reads, final reads and meter changes for move-ins and move-outs
• Locating meters using maps and GIS printouts
• Responding to customer questions at the door in a courteous manner and referring billing disputes to the office
• Minor maintenance of meter boxes and lids
• Other related duties as assigned

Qualifications
• Grade 12 or equivalent
• Valid BC Class 5 driver's licence with a satisfactory driver's abstract
• One year of customer service experience
• Ability to read maps and work independently outdoors in all weather
• Good physical fitness – the role involves walking up to 15 km a day and lifting heavy lids
• Accurate data entry and basic computer skills
• Experience with AMR/AMI systems or water distribution is considered an asset

Applicants should submit a cover letter and resume, quoting Competition No. 2024-117, via the Town's careers page. We thank all applicants; only those selected for an interview will be contacted.`,
  },
  {
    id: 'nail-technician',
    half: 'tune',
    field: 'personal services',
    title: 'Nail Technician',
    company: 'Lacquer & Co. Nail Lounge Pte. Ltd.',
    skills: [
      /* required */ 'Manicure',
      'Pedicure',
      'Gel polish',
      'Nail extensions',
      'Nail art',
      'Hygiene and sanitation',
      'Customer service',
      /* preferred */ 'Acrylic nails',
      'Mandarin',
      /* soft */ 'Friendly',
      'Attention to detail',
      'Punctuality',
    ],
    text: `Lacquer & Co. Nail Lounge is hiring a Nail Technician (full-time) for our new outlet at Paya Lebar Quarter!

Salary: $2,400 – $3,200 + commission + tips
Working days: 5.5 days, including weekends, rotating off days
Location: Paya Lebar, East

Lacquer & Co. Nail Lounge Pte. Ltd. is a boutique nail salon with 4 outlets across Singapore, known for clean, minimalist nail art and great service. Come grow with us!

Job scope
☆ Provide manicure and pedicure services, classic and spa
☆ Gel polish application and removal
☆ Nail extensions (builder gel, soft gel tips); acrylic a bonus
☆ Create nail art designs based on customer requests and seasonal collections
☆ Follow hygiene and sanitation standards – sterilise tools after every customer
☆ Deliver excellent customer service and recommend treatments
☆ Keep your station neat and help with stock counts

Requirements
✓ At least 1 year of experience as a nail technician
✓ Good at gel polish and nail art
✓ Able to speak English; Mandarin is an advantage (to serve Mandarin-speaking customers)
✓ Friendly, punctual and with an eye for detail
✓ Freshers with a nail course certificate are welcome to apply – training provided

Benefits
• Attractive commission and tips
• Staff discount on all services
• Annual leave + medical leave
• Training in new techniques every quarter

Only Singaporeans / PRs need apply.

Interested candidates please click "Apply Now" or WhatsApp us your portfolio.

Apply Now`,
  },
  {
    id: 'cash-in-transit-crew',
    half: 'unseen',
    field: 'security',
    title: 'Cash-in-Transit Crew Member',
    company: 'Sentinel Cash Logistics (Pty) Ltd',
    skills: [
      /* required */ 'PSIRA registration',
      'Firearm competency',
      'Cash-in-transit experience',
      'Code 10 driving licence',
      'Matric',
      'Cash handling procedures',
      /* preferred */ 'PrDP',
      'Tactical driving',
      /* soft */ 'Integrity',
      'Vigilance',
      'Teamwork',
      'Physical fitness',
    ],
    text: `Job reference: SCL-CIT-0925
Region: Gauteng (Germiston branch)
Closing date: 30 September
Job type: Permanent

Cash-in-Transit Crew Member

Sentinel Cash Logistics (Pty) Ltd provides cash management and cash-in-transit services to banks and retailers across South Africa. We are looking for disciplined, experienced crew members to join our Germiston branch.

Key responsibilities
• Collect and deliver cash and valuables to banks, retailers and ATMs on scheduled routes
• Follow all cash handling procedures, including counting, sealing and signing for consignments
• Stay alert to threats and protect the crew, vehicle and consignment
• Drive the armoured vehicle when rostered as driver
• Complete trip sheets and incident reports accurately

Minimum requirements
• Matric (Grade 12)
• PSIRA registration, Grade C or higher (certificate must be valid)
• Firearm competency certificate (handgun and shotgun/rifle for business purposes)
• Minimum 2 years' cash-in-transit experience
• Valid Code 10 (C1) driving licence
• PrDP and a tactical driving certificate will be an advantage
• No criminal record, clean credit record (checks will be done)
• Must be physically fit and pass a medical and polygraph

Competencies
• High integrity and honesty
• Vigilance and sound judgement in high-risk situations
• Team player who follows instructions

Remuneration: market-related basic salary, danger allowance, medical aid, provident fund and overtime.

If you meet the requirements, please apply online and upload your CV, ID, PSIRA certificate and firearm competency. Correspondence will only be entered into with shortlisted candidates.

Sentinel Cash Logistics is committed to Employment Equity and B-BBEE.`,
  },
  {
    id: 'swim-teacher',
    half: 'tune',
    field: 'sport',
    title: 'Swim Teacher',
    company: 'Aquatic Pathways Swim School Pty Ltd',
    skills: [
      /* required */ 'AUSTSWIM Teacher of Swimming and Water Safety',
      'CPR',
      'First aid',
      'Working with Children Check',
      'Learn to swim',
      'Lesson planning',
      /* preferred */ 'Infant aquatics',
      'Access and inclusion',
      /* soft */ 'Patience',
      'Communication',
      'Enthusiasm',
      'Reliability',
    ],
    text: `Posted 1 day ago
Casual · Part time
Sport & Recreation (Coaching & Instruction)
$30 – $36 per hour (casual rates)
Bundoora VIC

Do you love the water and working with kids? Join Aquatic Pathways Swim School as a Swim Teacher!

We're a friendly, family-run learn to swim school in Melbourne's north teaching over 1,800 students a week, from 6-month-old babies to adults. Our warm-water pool and small class sizes mean our teachers actually get to teach.

About the role
- Teach learn to swim classes for babies, preschoolers, school-age children and adults
- Plan fun, progressive lessons that follow our program levels
- Track student progress and give clear feedback to parents
- Keep every swimmer safe in and around the water
- Afternoon and Saturday shifts available (3:30pm–7:30pm weekdays, 8am–1pm Saturdays)

About you
- AUSTSWIM Teacher of Swimming and Water Safety (or Swim Australia Teacher) – or be willing to get it (we'll help)
- Current CPR and first aid
- Working with Children Check (employee)
- AUSTSWIM Infant and Preschool Aquatics or Access and Inclusion accreditations are highly regarded
- Patient, enthusiastic and reliable, with great communication with kids and parents

What we offer
- Paid training and in-water mentoring
- Funded AUSTSWIM extension courses
- Free swimming lessons for your kids

Aquatic Pathways Swim School Pty Ltd is a child safe organisation and is committed to the safety and wellbeing of all children.

Quick apply   Save`,
  },
  {
    id: 'into-plane-refueller',
    half: 'unseen',
    field: 'aviation',
    title: 'Into-Plane Fueling Operator',
    company: 'Northern Wing Fuel Services Ltd.',
    skills: [
      /* required */ 'Aircraft refueling',
      'Airside Vehicle Operator Permit',
      'Class 5 licence',
      'Fuel quality control',
      'Transport Canada clearance',
      'WHMIS',
      'Jet fuel handling',
      /* preferred */ 'Hydrant dispensers',
      'Mechanical aptitude',
      /* soft */ 'Safety awareness',
      'Teamwork',
      'Working in all weather',
    ],
    text: `Apply now   Save
Posted 3 days ago · 14 applicants
Edmonton International Airport (YEG), Alberta
$24.50 – $28.75 / hour · Full-time · Shift work

About Northern Wing Fuel Services Ltd.
We fuel more than 180 flights a day for passenger, cargo and charter airlines at three Western Canadian airports. Safety is at the center of everything we do – every gallon, every flight.

Into-Plane Fueling Operator – Edmonton

What you'll do
• Fuel commercial and cargo aircraft using hydrant dispensers and refueler trucks, following airline and company procedures
• Perform fuel quality control checks – sumping, visual checks, filter differential pressure and documentation
• Carry out daily vehicle inspections and report defects
• Drive airside safely and communicate with flight crews and ramp agents
• Handle Jet A / Jet A-1 and de-icing fluids safely and respond to spills

What you need
• Valid Class 5 Alberta driver's licence (or equivalent) with a clean abstract
• Ability to obtain an Airside Vehicle Operator Permit (AVOP) and a Transport Canada Restricted Area Identity Card (RAIC) security clearance – both required to start work airside
• WHMIS training (we can provide)
• Experience with hydrant dispensers or fuel handling is an asset
• Mechanical aptitude is an asset
• Willing to work rotating shifts, nights, weekends and holidays, and outside in all weather (down to -35°C)
• A strong safety mindset and the ability to work as part of a team

Why join us?
Health and dental from day one, RRSP matching, paid training, boots and winter gear provided.

Northern Wing Fuel Services is an equal opportunity employer. We welcome applications from Indigenous peoples, women, visible minorities and persons with disabilities. Accommodations are available on request during the recruitment process.`,
  },
  {
    id: 'marine-second-engineer',
    half: 'tune',
    field: 'maritime',
    title: 'Second Engineer',
    company: 'Nordhavn Shipmanagement AS',
    skills: [
      /* required */ 'STCW III/2 Certificate of Competency',
      'Main engine maintenance',
      'MAN B&W engines',
      'Planned maintenance system',
      'Engine room watchkeeping',
      'Bulk carrier experience',
      'Basic Training',
      /* preferred */ 'Electronic engines (ME-C)',
      'Ballast water treatment systems',
      /* soft */ 'Leadership',
      'English communication',
      'Teamwork',
    ],
    text: `URGENT HIRING!!! POEA/DMW Licensed Manning Agency
Bayside Maritime Manning Agency, Inc.
License No. DMW-MLA-118-LB-0322-R

For our principal: NORDHAVN SHIPMANAGEMENT AS (Norway)
Vessel type: Bulk Carrier / Supramax (58,000 DWT)
Main engine: MAN B&W 6S50ME-C
Trading area: Worldwide
Contract: 6 months +/- 1 month
Joining: ASAP (October)

POSITION: SECOND ENGINEER
Salary: USD 7,800 per month (CBA – ITF)

Duties
- Manage the day-to-day maintenance of the main engine, auxiliary engines and machinery under the Chief Engineer
- Keep the planned maintenance system (PMS) up to date and order spares
- Take engine room watchkeeping duties and lead the engine crew on deck-to-engine work
- Supervise bunkering and oil record book entries
- Operate and maintain the ballast water treatment system

Qualifications
- Valid STCW III/2 Certificate of Competency (Second Engineer) with MARINA COE
- At least 12 months' sea service as Second Engineer on bulk carriers
- MAN B&W main engine experience; experience with electronic engines (ME-C) preferred
- Ballast water treatment systems experience an advantage
- Valid Basic Training, Advanced Fire Fighting, Medical First Aid and Engine Room Resource Management certificates
- Valid passport, SIRB and US visa
- Good English communication and leadership, able to work with a multinational crew

Benefits: ITF-CBA wages and benefits, onboard training, fast-track promotion for good performers, free medical for new hires.

Send your CV with complete sea service and certificates to crewing@baysidemanning.example or walk in at 2F Marina Bay Tower, Roxas Blvd., Manila.
Look for Capt. Reyes.

WE DO NOT COLLECT PLACEMENT FEES.`,
  },
  {
    id: 'haul-truck-operator',
    half: 'unseen',
    field: 'mining',
    title: 'Haul Truck Operator',
    company: 'Ironbark Workforce Solutions Pty Ltd',
    skills: [
      /* required */ 'Haul truck operation',
      'Open cut mining',
      'Cat 793',
      'Komatsu 830E',
      'Pre-start checks',
      'Standard 11',
      "Driver's licence",
      /* preferred */ 'HR licence',
      'Cert III in Surface Extraction Operations',
      /* soft */ 'Safety focus',
      'Teamwork',
      'Fatigue management',
    ],
    text: `FIFO from Perth · 2:1 roster (14 on / 7 off) · $52 – $58 per hour + super
Pilbara WA · Mining, Resources & Energy (Mining – Operations)
Contract/Temp (12 months, view to perm) · Posted 2d ago

Ironbark Workforce Solutions is partnering with a Tier 1 iron ore client on a major open cut expansion in the Pilbara and is looking for experienced Haul Truck Operators to start in the next few weeks.

About the role
Operating large haul trucks (Cat 793 and Komatsu 830E) on a 24/7 open cut mining operation, hauling ore and waste between the pit, crusher and dumps. You'll complete pre-start checks, work to site procedures, communicate clearly on two-way radio and report hazards and incidents.

To be successful you will have
- At least 12 months of haul truck operation experience on an open cut mine site
- Verifiable tickets and VOCs for Cat 793 and/or Komatsu 830E (rear dump)
- Standard 11 (Surface Mines) Induction or equivalent
- A current manual driver's licence
- A HR licence and Cert III in Surface Extraction Operations are highly regarded
- A strong safety focus and commitment to fatigue management on night shift
- A team player who works well with dispatch, dozers and excavators
- Ability to pass a pre-employment medical and drug and alcohol test

What's on offer
- Flights from Perth, single-person accommodation and meals on site
- Weekly pay and ongoing work on a long-term project
- Genuine pathway to permanent roles with our client

Ironbark Workforce Solutions Pty Ltd is a specialist mining labour hire company with 20 years in WA.

How to apply: click Apply and upload your resume, tickets and licences. Call the Perth team on 08 6555 0199 for a confidential chat.

Be an early applicant · Report this job ad`,
  },
  {
    id: 'journeyman-ironworker',
    half: 'tune',
    field: 'trades',
    title: 'Journeyman Ironworker',
    company: 'Keystone Steel Erectors, Inc.',
    skills: [
      /* required */ 'Structural steel erection',
      'Rigging',
      'Bolting',
      'Welding',
      'Reading blueprints',
      'Fall protection',
      'OSHA 10',
      /* preferred */ 'AWS D1.1 certification',
      'NCCCO Rigger',
      'Signal person',
      /* soft */ 'Teamwork',
      'Reliability',
    ],
    text: `Now hiring Journeymen – 40-story high-rise, downtown Pittsburgh – long-term work through 2026

Keystone Steel Erectors, Inc.
Journeyman Ironworker
$45.96/hr + full fringe (Iron Workers Local 3 CBA) · Full-time

Union structural steel and precast erector since 1971. Signatory to Local 3; hires per the CBA and hiring hall rules.

Duties:
- Structural steel erection: columns, beams, trusses, metal deck
- Rigging and signaling for tower and crawler cranes
- Connect, plumb, bolt up; torque high-strength bolts
- Welding as required (flux-core, stick)
- Read blueprints and erection drawings
- 100% fall protection at heights

Requirements:
- Journeyman card in good standing
- 3+ yrs structural steel erection
- OSHA 10 (OSHA 30 preferred)
- AWS D1.1 certification preferred
- NCCCO Rigger / Signal Person a plus
- Reliable transportation; pass drug screen

Team players who show up every day and work safe.

EOE, including disabled and veterans.

Questions? Call the field office or Local 3's business agent.

Apply now`,
  },
  {
    id: 'dental-technician',
    half: 'unseen',
    field: 'healthcare',
    title: 'Dental Technician',
    company: 'Kestrel Dental Laboratory Ltd',
    skills: [
      /* required */ 'GDC registration',
      'Crown and bridge',
      'CAD/CAM',
      'exocad',
      'Zirconia',
      'Porcelain layering',
      'Dental milling',
      /* preferred */ 'Dentures',
      'Implant restorations',
      /* soft */ 'Attention to detail',
      'Manual dexterity',
      'Working to deadlines',
    ],
    text: `Salary: £28,000 – £36,000 per annum, depending on experience
Location: Bristol BS5
Job type: Full-time, permanent
Hours: Monday–Friday, 8:00–16:30

We're a busy, independent dental laboratory working for around 150 practices across the South West, producing crown and bridge, implant and prosthetic work. We are now expanding our digital department and need a skilled technician to join the team.

Dental Technician (Crown & Bridge / Digital)
Kestrel Dental Laboratory Ltd

The role
• Design crowns, bridges and implant restorations using CAD/CAM – we use exocad and 3Shape scanners
• Run our in-house milling units and sinter zirconia and lithium disilicate restorations
• Finish and layer porcelain for anterior cases
• Check impressions and scans from practices and liaise with dentists on shade and design
• Meet daily case deadlines and quality standards

Essential
• Registration with the General Dental Council (GDC) as a Dental Technician
• At least 2 years' experience in crown and bridge
• Confident with exocad or similar CAD software
• Experience with zirconia and porcelain layering

Desirable
• Experience with dentures or implant restorations
• Experience of running milling machines

About you
You have excellent attention to detail, great manual dexterity, and you can work calmly to deadlines in a busy lab.

Benefits
• Company pension
• Paid GDC fees and CPD
• 25 days holiday plus bank holidays
• On-site parking

To apply, please send your CV to the Lab Manager.

Job ID: KDL-DT-2024`,
  },
  {
    id: 'wildland-firefighter',
    half: 'tune',
    field: 'public sector',
    title: 'Wildland Firefighter',
    company: 'Sierra Foothills Fire Protection District',
    skills: [
      /* required */ 'Firefighter Type 2 (FFT2)',
      'S-130/S-190',
      'Work capacity test (arduous)',
      "Driver's license",
      'Hand line construction',
      'Chainsaw operation',
      'Pump operation',
      /* preferred */ 'EMT',
      'Class B license',
      'Red Card',
      /* soft */ 'Physical fitness',
      'Teamwork',
      'Following orders',
    ],
    text: `Open Continuous Recruitment – Seasonal 2025 Fire Season
Bulletin #25-014 · Opens: 01/06 · First review: 02/14

SIERRA FOOTHILLS FIRE PROTECTION DISTRICT
Job title: WILDLAND FIREFIGHTER
Department: Fire Operations – Wildland Division
Salary: $24.18 – $27.40 hourly, plus overtime, hazard pay and per diem on assignment
Appointment type: Seasonal (approx. May – November), up to 1,040 hours

THE POSITION
Wildland Firefighters serve on engine and hand crews protecting life, property and natural resources across 640 square miles of foothill communities. Under the supervision of an Engine Captain or Crew Boss, incumbents construct hand line, operate chainsaws and portable pumps, lay hose, patrol and mop up, and assist with prescribed burns, fuel reduction projects and station maintenance. Crews may be dispatched out of the District for extended assignments of up to 14 days.

MINIMUM QUALIFICATIONS
1. Be at least 18 years of age at the time of appointment.
2. Possess a valid California driver's license and an acceptable driving record.
3. Completion of NWCG S-130/S-190 and L-180 (Basic Firefighter), or equivalent, and qualified as Firefighter Type 2 (FFT2).
4. Pass the Work Capacity Test at the arduous level (3-mile pack test with 45 lb pack in 45 minutes).

DESIRABLE QUALIFICATIONS
• Current NWCG Red Card
• EMT certification
• Class B license (or ability to obtain within 6 months)
• Prior season on an engine or hand crew

SUPPLEMENTAL INFORMATION
Candidates must be in excellent physical fitness, work well as a member of a team in arduous and dangerous conditions, and follow orders under pressure.

Selection process: application screening, physical ability test, oral interview, background check and pre-employment medical exam.

The Sierra Foothills Fire Protection District is an Equal Opportunity Employer and does not discriminate on the basis of race, color, religion, sex, national origin, age, disability, or veteran status. Reasonable accommodation is available upon request.`,
  },
  {
    id: 'paraplanner',
    half: 'unseen',
    field: 'finance',
    title: 'Paraplanner',
    company: 'Fernhill Wealth Partners Limited',
    skills: [
      /* required */ 'QFA',
      'Financial planning reports',
      'Pensions',
      'Suitability letters',
      'Cashflow modelling',
      'Voyant',
      'Minimum Competency Code',
      'Excel',
      /* preferred */ 'CFP',
      'Investment research',
      /* soft */ 'Attention to detail',
      'Written communication',
      'Organisation',
    ],
    text: `Job ref FWP-0114 · Dublin 18 (Sandyford) · Hybrid (3 days in office) · Full-time · €45,000 – €55,000 + bonus

Join Fernhill Wealth Partners as a Paraplanner and help our financial planners look after around 900 private clients and business owners.

Fernhill Wealth Partners Limited is an independent, fee-based financial planning firm regulated by the Central Bank of Ireland. We specialise in retirement planning, pensions and investment advice, and we pride ourselves on clear, honest advice.

What you'll be doing
- Preparing financial planning reports and suitability letters for pensions, investments and protection
- Building cashflow modelling scenarios in Voyant for retirement and estate planning reviews
- Carrying out fund and product research and producing comparisons
- Gathering and checking client information and fact finds; keeping files compliant with the Consumer Protection Code
- Preparing annual review packs and tracking actions after meetings
- Liaising with product providers and administrators

What we're looking for
- QFA (Qualified Financial Adviser) – this is required to meet the Central Bank's Minimum Competency Code
- At least 2 years' experience as a paraplanner or in a technical support role within financial planning
- Strong knowledge of pensions (PRSAs, occupational schemes, ARFs)
- Good Excel skills
- CFP or working towards it is an advantage
- Excellent attention to detail and written communication, and well organised with a busy caseload

What we offer
- Study support and exam leave for CFP
- Company pension with 8% employer contribution
- Health insurance
- 25 days annual leave
- A friendly, collaborative team

If you'd like to know more, contact Sarah in our Operations team in confidence.

Apply   Save   Share`,
  },
  {
    id: 'outdoor-education-instructor',
    half: 'tune',
    field: 'education',
    title: 'Outdoor Education Instructor',
    company: 'Kaimai Outdoor Pursuits Centre Trust',
    skills: [
      /* required */ 'Outdoor instruction',
      'NZOIA qualification',
      'Kayaking',
      'Rock climbing',
      'Outdoor first aid',
      'Risk management',
      'Full driver licence',
      /* preferred */ 'P endorsement',
      'Te reo Māori',
      /* soft */ 'Enthusiasm',
      'Working with young people',
      'Teamwork',
    ],
    text: `Outdoor Education Instructor
Kaimai Outdoor Pursuits Centre Trust
Katikati, Bay of Plenty

Want to spend your days on the river, the crag and the bush track, helping young people discover what they're capable of? We're hiring!

Since 1984 the Kaimai Outdoor Pursuits Centre has run residential and day programmes for schools, youth groups and community organisations – more than 9,000 participants a year. We're a charitable trust with a small, passionate team.

The role
You will instruct and facilitate outdoor education programmes for students aged 9 to 18, including:
· kayaking and canoeing on the lake and grade 2 river
· rock climbing and abseiling on our crag and indoor wall
· bush walking and overnight tramps in the Kaimai Range
· team challenges and the high ropes course

You'll also help with programme planning, risk management and equipment maintenance, and take your turn at overnight supervision on residential camps.

About you
- Experience delivering outdoor instruction to young people
- An NZOIA qualification in at least one of Bush, Kayak or Rock (Level 1 or higher), or working towards one
- Current outdoor first aid certificate (minimum 16 hours)
- Sound understanding of risk management in the outdoors
- Full driver licence; a P endorsement (passenger) is desirable or we can support you to get it
- Confidence with te reo Māori and tikanga is valued
- Enthusiasm, patience and a love of working with young people as part of a team

Position: Full-time, permanent (40 hours including some evenings and weekends)
Pay: $26.00 – $29.50 per hour depending on qualifications, plus camp allowances and funded NZOIA assessments

A Police vet and safety check under the Children's Act 2014 will be required.

Applications close 28 February. Send your CV and cover letter to our Programme Manager.`,
  },
  {
    id: 'cloud-finops-lead',
    half: 'unseen',
    field: 'software/IT',
    title: 'Cloud FinOps Lead',
    company: 'Tessaract Digital Solutions Pvt. Ltd.',
    skills: [
      /* required */ 'FinOps',
      'AWS Cost Explorer',
      'Azure Cost Management',
      'Cost allocation and tagging',
      'Reserved Instances and Savings Plans',
      'SQL',
      'Power BI',
      'Cloud cost forecasting',
      /* preferred */ 'FinOps Certified Practitioner',
      'Python',
      'Kubernetes cost management',
      /* soft */ 'Stakeholder management',
      'Influencing',
      'Communication',
    ],
    text: `About Us
We build and run cloud platforms for banks, insurers and retailers in India, the Middle East and the UK. 1,400+ engineers, AWS Advanced Tier and Microsoft Solutions Partner. Headquartered in Bengaluru.

Tessaract Digital Solutions Pvt. Ltd. | Cloud FinOps Lead | Bengaluru (Hybrid)

Experience: 8–12 years
Job ID: TDS-CLD-3381
Employment: Full time

Role overview
Our clients spend more than $40M a year on AWS and Azure through us. As Cloud FinOps Lead you will set up and run the FinOps practice across these accounts, own cloud cost forecasting and savings, and lead a team of four analysts.

What you will do
• Build the FinOps operating model: cost allocation and tagging policies, showback/chargeback and unit economics
• Analyse spend using AWS Cost Explorer, CUR, Azure Cost Management and third-party tools
• Plan and manage commitment purchases – Reserved Instances and Savings Plans – and track coverage and utilisation
• Write SQL queries on billing data and build dashboards in Power BI for engineering and finance leaders
• Forecast cloud spend monthly and explain variances to client CFOs
• Drive rightsizing and waste reduction with engineering teams, including Kubernetes cost management (Kubecost)

Must have
• 8+ years in cloud, infrastructure or IT finance, including 3+ years in FinOps
• Hands-on with AWS and Azure billing and cost tools
• Strong SQL and Power BI
• Excellent stakeholder management, with the ability to influence engineers and finance teams
• Clear communication, written and spoken

Good to have
• FinOps Certified Practitioner (FOCP) or FinOps Certified Professional
• Python for automation
• Experience with GCP billing

Why join us: ESOPs, a hybrid work policy, health insurance for parents, and a learning budget for certifications.

Tessaract is an equal opportunity employer.`,
  },
  {
    id: 'hotel-butler',
    half: 'tune',
    field: 'hospitality',
    title: 'Butler',
    company: 'Pearl Crest Resort & Villas LLC',
    skills: [
      /* required */ 'Butler service',
      'Luxury hospitality',
      'Guest relations',
      'Packing and unpacking',
      'Food and beverage service',
      'Opera PMS',
      'English',
      /* preferred */ 'Arabic',
      'Russian',
      'Wine knowledge',
      /* soft */ 'Discretion',
      'Anticipating guest needs',
      'Grooming',
    ],
    text: `Dubai, United Arab Emirates · On-site · Full-time
Hospitality / Hotels / Guest Services
Posted 1 week ago
Be among the first 25 applicants

Our story
Set on its own crescent of beach on Palm Jumeirah, Pearl Crest Resort & Villas is a 5-star resort with 212 rooms and 38 private pool villas. We are proud members of a leading luxury hotels alliance and a home away from home for guests from all over the world.

We are currently looking for a Butler to join our Villas team.

Job title: Butler
Company: Pearl Crest Resort & Villas LLC
Department: Rooms – Villa Butler Service

Key responsibilities
- Deliver personalised butler service to villa guests from arrival to departure
- Build guest relations and record preferences in Opera PMS
- Packing and unpacking, pressing and shoe shine services
- Serve in-villa breakfast, afternoon tea and private dinners; handle food and beverage service to 5-star standards
- Coordinate with housekeeping, in-villa dining, concierge and engineering
- Anticipate guest needs before they ask

Requirements
- Minimum 2 years as a butler in a 5-star or luxury hospitality property
- Certified butler training is an advantage
- Fluent English; Arabic or Russian is a plus
- Experience with Opera PMS
- Good wine knowledge is desirable
- Impeccable grooming and absolute discretion

What we offer
Tax-free salary, shared accommodation, transportation, meals on duty, medical insurance, 30 days annual leave and an annual ticket home.

Easy Apply`,
  },
  {
    id: 'hydrographic-surveyor',
    half: 'unseen',
    field: 'science',
    title: 'Senior Hydrographic Surveyor',
    company: 'Meridian Subsea Surveys Pte. Ltd.',
    skills: [
      /* required */ 'Hydrographic surveying',
      'Multibeam echosounder',
      'QINSy',
      'CARIS HIPS and SIPS',
      'GNSS positioning',
      'IHO S-44',
      'IHO Category A or B',
      'BOSIET',
      /* preferred */ 'AutoCAD',
      'Side-scan sonar',
      /* soft */ 'Leadership',
      'Report writing',
      'Client liaison',
    ],
    text: `Marine survey specialists for ports, dredging and offshore wind across the Asia-Pacific

Senior Hydrographic Surveyor
Meridian Subsea Surveys Pte. Ltd. · Singapore (Tuas) with offshore rotations
Permanent, full-time · SGD 7,500 – 9,500 monthly + offshore day rate

We run eleven survey vessels and a data processing centre in Singapore. Clients include port authorities, dredging contractors and offshore wind developers in Singapore, Malaysia, Taiwan and Australia.

Responsibilities
1. Act as party chief on nearshore and offshore hydrographic surveying projects.
2. Mobilise, calibrate and operate multibeam echosounder, side-scan sonar and sub-bottom systems, including patch tests and sound velocity profiles.
3. Set up GNSS positioning (RTK, PPK and PPP) and inertial systems.
4. Acquire data in QINSy and process it in CARIS HIPS and SIPS to IHO S-44 Order 1a and Special Order.
5. Produce charts, volumes and survey reports for clients, and attend client meetings.
6. Lead and mentor junior surveyors and data processors on board.

Requirements
- Degree in hydrography, geomatics, marine science or a related discipline
- IHO/FIG/ICA Category A or Category B hydrographic surveyor certification
- At least 6 years of hydrographic survey experience, including 2 as party chief
- Valid BOSIET (or FOET) and offshore medical
- AutoCAD and side-scan sonar interpretation experience are advantages
- Proven leadership on small survey crews, good report writing and confident client liaison
- Willing to work offshore up to 120 days a year

We offer 18 days annual leave, medical and dental, and paid training on new sensors.

Interested applicants, please submit your CV via the link below. We regret that only shortlisted candidates will be notified.

EA Licence No. 19C9999 (direct employer posting)`,
  },
  {
    id: 'composite-laminator',
    half: 'tune',
    field: 'manufacturing',
    title: 'Composite Laminator',
    company: 'Tidewater Custom Yachts, Inc.',
    skills: [
      /* required */ 'Hand lay-up',
      'Vacuum infusion',
      'Fiberglass',
      'Gelcoat',
      'Resin mixing',
      'Grinding and sanding',
      'Reading work instructions',
      /* preferred */ 'Carbon fiber',
      'Vacuum bagging',
      /* soft */ 'Attention to detail',
      'Teamwork',
      'Reliability',
    ],
    text: `Now hiring · Full-time · 1st shift · Washington, NC
Pay: $19 – $25/hr based on experience
Benefits: Medical, dental, vision, 401(k) with match, paid holidays, attendance bonus

We build 38' to 72' custom sportfishing yachts by hand in eastern North Carolina, and every hull leaves our shop with a family name on the transom. Tidewater Custom Yachts, Inc. has been building boats on the Pamlico River since 1988.

Position: Composite Laminator

What you'll do
- Lay up fiberglass hulls, decks and small parts by hand lay-up and vacuum infusion
- Apply gelcoat and prepare molds (waxing, release agents)
- Cut and fit fiberglass, core and carbon fiber materials to templates
- Mix resin and catalyst to the correct ratios and track pot life
- Set up vacuum bagging and infusion lines, check for leaks
- Grinding and sanding of parts, trimming and bonding
- Follow work instructions and lamination schedules exactly
- Keep your area clean and wear PPE (respirator, Tyvek) at all times

What we need
- 1+ year of experience in fiberglass or composites manufacturing (boats, RVs, wind blades, aerospace)
- Experience with vacuum infusion preferred; carbon fiber experience a plus
- Able to read work instructions and measure accurately
- Attention to detail – our customers see every ripple
- Team player with reliable attendance
- Able to stand, bend and lift up to 50 lbs throughout the shift
- Pass a pre-employment drug screen

No experience? Ask about our laminator trainee program.

Tidewater Custom Yachts, Inc. is an equal opportunity employer.

Apply now`,
  },
  {
    id: 'immigration-consultant',
    half: 'unseen',
    field: 'legal',
    title: 'Regulated Canadian Immigration Consultant',
    company: 'Northgate Immigration Services Inc.',
    skills: [
      /* required */ 'RCIC licence',
      'Express Entry',
      'Work permits',
      'Study permits',
      'LMIA',
      'IRCC online portal',
      'Case management',
      'Client consultations',
      /* preferred */ 'Punjabi',
      'French',
      'Spousal sponsorship',
      /* soft */ 'Attention to detail',
      'Empathy',
      'Time management',
    ],
    text: `Posted 5 days ago · Over 40 applicants · Promoted
Mississauga, ON (On-site) · Full-time · Mid-Senior level
$65,000/yr – $85,000/yr + commission

About the job

Northgate Immigration Services Inc. is a busy immigration practice serving individuals, families and employers from our Mississauga and Brampton offices. Our team of eight handles more than 1,200 applications a year.

We are looking for a Regulated Canadian Immigration Consultant (RCIC) to take on a full caseload.

Responsibilities
• Hold client consultations, assess eligibility and recommend the right pathway
• Prepare and submit applications for Express Entry, PNP, work permits, study permits, visitor visas and spousal sponsorship
• Prepare LMIA applications for employer clients and respond to ESDC officers
• Submit applications through the IRCC online portal and the Representative Portal, and track file progress
• Draft submission letters and responses to procedural fairness letters
• Manage your own case management system and client communication

Qualifications
• Licensed RCIC in good standing with the College of Immigration and Citizenship Consultants (CICC) – Class L1 or higher
• At least 2 years of experience as an RCIC or case manager in an immigration practice
• Strong knowledge of IRPA, IRPR and current IRCC program delivery instructions
• Punjabi, Hindi or French would be an asset
• Spousal sponsorship experience is an asset
• Strong attention to detail, empathy for clients under stress and excellent time management

Benefits
Dental care, extended health care, paid time off, and CPD hours covered.

Schedule: Monday to Friday, occasional Saturday consultations.

Easy Apply   Save`,
  },
  {
    id: 'irrigation-technician',
    half: 'tune',
    field: 'agriculture',
    title: 'Irrigation Technician',
    company: 'Karoo Pivot Irrigation (Pty) Ltd',
    skills: [
      /* required */ 'Centre pivot irrigation',
      'Drip irrigation',
      'Pump installation',
      'Electrical fault finding',
      'PVC pipe fitting',
      'Code 08 driving licence',
      'Matric',
      /* preferred */ 'Welding',
      'Afrikaans',
      'Trade test',
      /* soft */ 'Problem solving',
      'Working independently',
      'Customer focus',
    ],
    text: `Location: Upington, Northern Cape
Sector: Agriculture / Irrigation
Type: Permanent
Salary: R18,000 – R24,000 per month + company vehicle + cellphone

We design, install and service centre pivot and drip irrigation systems for table grape, raisin, lucerne and pecan farmers along the Orange River. As our client base grows, Karoo Pivot Irrigation (Pty) Ltd is looking for an Irrigation Technician to join our service team.

Irrigation Technician

Responsibilities
- Install, service and repair centre pivot irrigation systems (towers, gearboxes, drive trains, control panels)
- Install and maintain drip irrigation systems, filtration and fertigation units
- Install submersible and centrifugal pumps and set up pump controllers
- Electrical fault finding on pivot panels, motors and VSDs
- PVC and HDPE pipe fitting, including mainlines and valves
- Attend breakdown callouts on farms, sometimes after hours in peak season
- Build good relationships with farmers and farm managers

Requirements
- Matric (Grade 12)
- Minimum 3 years' experience in irrigation, farm maintenance or electrical/mechanical service
- Valid Code 08 (EB) driving licence – you will drive long distances on farm roads
- Welding skills and a trade test (electrician or fitter) will be an advantage
- Bilingual in Afrikaans and English preferred
- Good problem-solving skills, able to work independently and manage your own callouts
- Customer-focused with a can-do attitude

Please email your CV and copies of qualifications to werk@karoopivot.example before 31 August. If you do not hear from us within 14 days, please consider your application unsuccessful.`,
  },
  {
    id: 'performance-analyst',
    half: 'unseen',
    field: 'sport',
    title: 'Lead Performance Analyst',
    company: 'Severnside Rugby Club Ltd',
    skills: [
      /* required */ 'Performance analysis',
      'Sportscode',
      'Hudl',
      'Video analysis',
      'Live coding',
      'GPS data',
      'Excel',
      'Sports science degree',
      /* preferred */ 'Tableau',
      'Python',
      'Drone filming',
      /* soft */ 'Communication',
      'Working to deadlines',
      'Line management',
    ],
    text: `Home › Club › Vacancies

We're looking for a Lead Performance Analyst to head up analysis for our Men's First XV in the Premiership.

Severnside Rugby Club Ltd
Location: Severnside Park, Gloucester
Contract: Full-time, permanent (evenings, weekends and travel required)
Salary: Competitive, dependent on experience
Closing date: 12 July

The role
Reporting to the Director of Rugby, you will lead a team of two analysts and an intern and deliver performance analysis to coaches and players across the season. You'll run match-day operations, live coding from the gantry, and turn video and data into clear insight on our opponents and ourselves.

Key responsibilities
• Lead live coding and post-match video analysis using Sportscode and Hudl
• Produce opposition reports and team and individual player clips for weekly review
• Work with the strength and conditioning team to integrate GPS data (Catapult) with video
• Build reports and dashboards in Excel (Tableau experience is a plus)
• Manage filming at training, including drone filming where permitted
• Provide line management and development for the analysis team

Person specification
Essential:
- Degree in sports science, performance analysis or a related subject
- At least 3 years in elite or professional sport as a performance analyst
- Expert user of Sportscode (or Hudl Sportscode) and video analysis workflows
- Experience of line management
- Excellent communication with coaches and players, and comfortable working to tight deadlines on match weeks

Desirable:
- Python or R for data analysis
- Tableau or Power BI
- CAA drone licence (A2 CofC)

Severnside Rugby Club is committed to safeguarding and this role is subject to an enhanced DBS check. We are an equal opportunities employer and welcome applications from under-represented groups in sport.

Apply now`,
  },
]
