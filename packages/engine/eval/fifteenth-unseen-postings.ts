// The fifteenth unseen posting set: 40 job postings as a job seeker pastes them from boards, career sites and
// messages (Indeed, LinkedIn, Seek, Naukri, JobStreet, Bayt, PNet, Craigslist, Reed-style agency boards, Workday,
// iCIMS, Taleo, SuccessFactors, Greenhouse, Lever, NHS Jobs, a county NEOGOV page, a university HR bulletin, a port
// authority bulletin, a Facebook group post, a WhatsApp broadcast, a forwarded email, a newspaper classified, a
// scanned PDF notice). Shapes vary: about-us blocks first (6), title and company on separate lines (9), "Title at
// Company" (2), "Company | Title | City" (2), "X is hiring a ..." (3), "Join X as ..." (2), board chrome such as
// "Easy Apply", "Save", ratings, "Posted 3 days ago", "Show more" and applicant counts (14), ATS field blocks
// (Workday, iCIMS, Taleo, SuccessFactors, Greenhouse, Lever: 6), government, port and university bulletins with
// fields first (4), agency ads naming the client (1) or not (1), a franchisee's ad, a Facebook post and a WhatsApp
// broadcast, a forwarded email, a newspaper classified and a newspaper-style "VACANCIES" ad, PDF text with broken
// lines, Markdown pastes (3, one with a pipe-separated requirement table), long prose with skills only in sentences
// (2), terse bullets (2), salary and benefit blocks, EEO boilerplate, requisition numbers, and titles named only
// inside a sentence (4, besides the "is hiring a" openers). Nine are written in a second-language English style
// (India, Oman, Philippines, Chile, Sri Lanka, Nigeria, Romania, a Chinese-owned mill in Ethiopia, Malaysia). 32 of
// the 40 have the title or the employer away from the first line (26 the title). Countries: US, UK, Ireland,
// Canada, Australia, New Zealand, India, Sri Lanka, Philippines, Malaysia, Oman, Nigeria, Kenya, Ethiopia, South
// Africa, Chile, Romania and Spain (a yacht crew post from Palma). Every employer is invented. Occupations (40,
// none in an earlier set, over 29 fields): drug safety associate (pharma), process server (legal), marine pilot and
// commercial diver (maritime), 2nd stewardess on a yacht and restaurant server (hospitality), cathodic protection
// technician (energy), hardwood floor installer and garage door technician (trades), water well driller
// (utilities), anatomical pathology technologist and lactation consultant (healthcare), fixed income portfolio
// manager and insolvency administrator (finance), flight instructor (aviation), dance teacher (education),
// residence life coordinator (higher education), legislative aide and medicolegal death investigator (public
// sector), reefer technician (logistics), track maintainer and air traffic controller (transport), telescope
// operator and forensic DNA scientist (science), plant breeder and AI technician (agriculture), storyboard artist
// (creative), production potter (crafts), corporate travel consultant (travel), shoe repairer and children's
// bookseller (retail), smart contract engineer and compiler engineer (software), alarm and CCTV technician
// (security), malware analyst (cybersecurity), activities coordinator (social care), loom fixer (manufacturing),
// photojournalist (media), assistant golf professional (sport) and BIM coordinator (construction). Written by an
// independent helper who never read the engine, its benches or earlier sets' postings; each posting's labels were
// written with the posting, from the ad alone, before any run. The set was held out whole until the lead's first
// run at the end of the seventeenth session; since the eighteenth its halves alternate in file order (odd postings
// 'tune', even ones 'unseen', only reported).
//
// Labelling rules (a recruiter's, decided before any run; copied from the fourteenth set's header):
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

export const fifteenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'pharmacovigilance-associate-naukri',
    field: 'pharma',
    half: 'tune',
    title: 'Drug Safety Associate',
    company: 'Medivance Lifesciences Pvt. Ltd.',
    skills: [
      'pharmacovigilance',
      'ICSR case processing',
      'MedDRA coding',
      'Argus Safety',
      'narrative writing',
      'ICH GCP',
      'literature screening',
      'B.Pharm',
      'Oracle Empirica',
      'attention to detail',
      'written communication',
      'teamwork',
    ],
    text: `Save
Apply on company site

Drug Safety Associate
Medivance Lifesciences Pvt. Ltd.
3.6 ★ | 418 Reviews
1 - 3 Years | ₹ 3.5-5.5 Lacs P.A. | Hyderabad (Gachibowli)
Posted: 4 days ago | Openings: 12 | Applicants: 100+

Job highlights
- Freshers with B.Pharm / M.Pharm / Pharm.D and 1-3 years PV experience can apply
- Rotational shifts (US / EU), cab facility provided both side

Job description
Greetings from Medivance Lifesciences!!

We are having urgent requirement for Drug Safety Associate for our Pharmacovigilance division at Hyderabad location. Candidates who are having hands on experience in ICSR case processing are preferred, but freshers with good knowledge on PV concepts also can apply.

Roles and Responsibilities:
- To perform case intake, triage and data entry of ICSRs (spontaneous, literature, clinical trial and solicited cases) in safety database within timelines.
- Coding of adverse events, medical history and indications using MedDRA and of drugs using WHO-DD.
- To write the clear and concise case narratives as per client conventions.
- Assessment of seriousness, expectedness (listedness) and causality with guidance of medical reviewer.
- Performing the follow-up query generation and the reconciliation activities.
- Doing literature screening of weekly articles from Embase and PubMed for the safety information.
- To support in the signal detection activities and preparing data for PSUR / PBRER when required.
- Maintain the compliance for regulatory timelines (7 day / 15 day expedited reports).

Desired Candidate Profile:
- Education: B.Pharm / M.Pharm / Pharm.D / BDS / MSc Life sciences. B.Pharm is must for this role.
- Good knowledge of ICH GCP and ICH E2B guidelines, GVP modules.
- Hands on experience on Oracle Argus Safety is must. Exposure on ArisG or Oracle Empirica Signal will be added advantage.
- Good written communication in English is required because narrative is reviewed by client directly.
- Good in MS Office (Excel, Word).
- Should be ready to work in rotational shifts and work from office 5 days.
- Strong attention to detail and the ability to work in team with tight timelines.

Perks and Benefits
- Health insurance for self and family
- Night shift allowance
- Two way cab facility
- Performance based yearly increment

Role: Drug Safety Associate
Industry Type: Pharmaceutical & Life Sciences
Department: Healthcare & Life Sciences
Employment Type: Full Time, Permanent
Role Category: Pharmacovigilance
Education
UG: B.Pharma in Pharmacy
PG: M.Pharma in Any Specialization, Pharm.D

Key Skills
Pharmacovigilance | Argus Safety | ICSR | MedDRA | Case Processing | Narrative Writing | Drug Safety

About company
Medivance Lifesciences Pvt. Ltd. is a full service CRO and safety services company serving more than 40 pharmaceutical clients in US, Europe and Japan with 1,600+ employees in Hyderabad, Bengaluru and Pune.

Show more`,
  },
  {
    id: 'process-server-craigslist',
    field: 'legal',
    half: 'unseen',
    title: 'Process Server',
    company: 'Valley Legal Support Services LLC',
    skills: [
      'service of process',
      "driver's license",
      'reliable vehicle',
      'smartphone',
      'GPS app',
      'affidavit of service',
      'registered process server',
      'skip tracing',
      'professionalism',
      'time management',
      'independence',
    ],
    text: `Process Server (Fresno / Madera / Kings County) - $25-$60 per serve

compensation: $25 to $60 per completed serve, plus mileage on rural routes
employment type: contract

Busy legal support office is looking for dependable people to work as an independent Process Server covering Fresno, Madera and Kings counties. We get steady work from law firms, property managers and collection attorneys and we need more boots on the ground. This is 1099 contract work - you set your own hours but papers have due dates and we expect you to meet them.

What you will be doing:
Picking up (or downloading) summons, complaints, subpoenas, small claims and eviction notices and serving them on individuals and businesses. Making diligent attempts at different times of day, including some evenings and Saturdays. Taking photos and GPS-stamped notes of every attempt in our app. Filling out the proof of service / affidavit of service accurately and getting it back to the office within 24 hours of a serve. Some light skip tracing when the address is bad (we give you access to the database, we just need you to use your head).

What you need:
- Valid California driver's license, clean record, and a reliable vehicle with insurance. You will drive a lot.
- Smartphone with data - our app runs on iPhone and Android and uses GPS.
- Must be 18+ and able to pass a background check.
- California Registered Process Server status is preferred (we can walk you through registering with the county and the bond if you are new, but you cannot serve more than 10 papers a year without it).
- Calm, polite and professional. People are not happy to see you. You cannot argue, threaten or trespass. You leave when asked.
- Good time management, organized with paperwork, able to work on your own with no one looking over your shoulder.
- Bilingual Spanish/English a big plus in our area.

Why work with us: weekly pay by direct deposit, rush serves pay extra ($15 same-day bonus), you pick up as many or as few as you want, and we have been in business since 2009 with a real office and real people answering the phone.

To apply reply to this post with a few lines about yourself, what city you live in, and whether you are already registered. Please no calls.

Valley Legal Support Services LLC
1880 N Blackstone Ave, Fresno

do NOT contact us with unsolicited services or offers
post id: 7793015624
posted: 2 days ago`,
  },
  {
    id: 'marine-pilot-port-bulletin',
    field: 'maritime',
    half: 'tune',
    title: 'Marine Pilot',
    company: 'Port Kallara Authority',
    skills: [
      'Master Class 1 certificate of competency',
      'ship handling',
      'pilotage exemption',
      'bridge resource management',
      'COLREGs',
      'ECDIS',
      'portable pilot unit',
      'tug operations',
      'medical fitness',
      'decision making',
      'communication',
      'composure under pressure',
    ],
    text: `Position number: PKA-0417
Classification: Marine Pilot (Trainee through to Unrestricted)
Agency: Port Kallara Authority
Division: Marine Services - Pilotage
Location: Port Kallara, Western Australia
Employment type: Permanent, full time (roster 2 weeks on / 2 weeks off)
Remuneration: Trainee $228,000 rising to $352,000 on unrestricted licence, plus 12% superannuation
Closing date: 14 March

Marine Pilot

About the Port
Port Kallara is one of Australia's largest bulk export ports, handling iron ore, salt and LNG with over 2,400 vessel movements a year, including Capesize bulk carriers up to 260,000 DWT and LNG carriers transiting a 28 nautical mile dredged channel.

The role
Port Kallara Authority is seeking experienced mariners to join its pilotage team. Marine Pilots conduct the safe pilotage of vessels arriving, departing and shifting within the port, boarding by launch or helicopter in all weather and at all hours. Successful applicants will complete a structured training program of observer and check trips, simulator training and progressive draught and tonnage restrictions before being granted an unrestricted pilot licence.

Key responsibilities
- Conduct safe and efficient pilotage of vessels in accordance with the Port's Pilotage Safety Management System
- Plan and execute berthing and unberthing manoeuvres, directing up to four harbour tugs
- Apply bridge resource management principles and exchange a clear master-pilot passage plan
- Use the Portable Pilot Unit (PPU) and vessel ECDIS to monitor under keel clearance and dynamic passage
- Report incidents and near misses and contribute to risk assessments and simulator exercises
- Participate in the 24/7 roster

Selection criteria
Essential
1. Certificate of Competency as Master Class 1 (Master Unlimited) issued or recognised by AMSA
2. Minimum 2 years sea time in command, or substantial experience as Chief Mate on large vessels combined with a pilotage exemption or tug master experience
3. Sound knowledge of COLREGs, ship handling characteristics of large deep draught vessels, and tug assistance
4. Ability to pass an AMSA marine pilot medical including eyesight and a pre-employment drug and alcohol test
5. Demonstrated decision making and composure in high pressure, time critical situations

Desirable
1. Pilotage experience in an Australian or international port
2. Experience with ECDIS and PPU systems (e.g. AD Navigation or Navicom)
3. Tug master or harbour master experience

Personal attributes
Clear and assertive communication with ship masters of many nationalities, commitment to safety, and the ability to work as part of a small professional team.

How to apply
Submit a resume, copies of your certificates and a statement (maximum 2 pages) addressing the essential selection criteria via the Port Kallara Authority careers portal. For enquiries contact the Harbour Master, Captain L. Fenwick, on (08) 9140 2200.

Port Kallara Authority is an equal opportunity employer and encourages Aboriginal and Torres Strait Islander people, women and people with disability to apply.`,
  },
  {
    id: 'second-stewardess-facebook-group',
    field: 'hospitality',
    half: 'unseen',
    title: '2nd Stewardess',
    company: 'M/Y Aurelle',
    skills: [
      'STCW Basic Safety Training',
      'ENG1 medical',
      'silver service',
      'laundry care',
      'housekeeping',
      'yacht experience',
      'Food Safety Level 2',
      'wine service',
      'flower arranging',
      'attention to detail',
      'teamwork',
      'discretion',
    ],
    text: `Palma Yacht Crew Jobs 🛥️
Sofie Bergström · 5h · 🌍

Hi all!! 👋 We are looking for a 2nd Stewardess to join our lovely interior team on M/Y Aurelle (48m, private, mainly Med summer / Caribbean winter). Start date ASAP in Palma, we leave for the Balearics season on the 1st of May so interviews this week in person or on Zoom.

About the boat: 48m motor yacht, private use only, 10 guests, crew of 12. Owner family with two kids, they are very relaxed but expect 6 star service. Interior team is Chief Stew (me 😊), 2nd stew (you!) and a 3rd stew. Rotation is not offered for this position, 6 weeks leave per year + travel.

What you will do:
- Guest service: breakfast, lunch and dinner service, formal and informal, silver service, table settings and table styling
- Wine and cocktail service (WSET Level 1/2 a bonus, not a must)
- Housekeeping of guest cabins and crew mess to a very high standard, detailing
- Laundry and delicate care (silks, cashmere, hand pressing), keeping the laundry log
- Flower arrangements on board (we do our own flowers, a course is a big plus)
- Help with inventory and provisioning of interior stock
- Standing your share of night watches and boat drills

What we need:
✅ STCW Basic Safety Training (in date) + ENG1 medical - no exceptions
✅ Minimum 1 season on a yacht 40m+ as stew, OR strong 5 star hotel / restaurant background
✅ Food Safety / Food Hygiene Level 2
✅ Valid B1/B2 visa is a plus for Caribbean and US trips
✅ Non smoker, no visible tattoos
✅ Good English, second language welcome
✅ Team player!! Hard working, discreet and with attention to detail. Living and working in a small space so personality is very important

Salary €3,800 - €4,200 per month depending on experience, + tips, + health insurance, + training budget after 6 months.

If this sounds like you please send your CV with photo and references to me in DM or to interior.aurelle@ mail (ask me for the full address) 💌 Please do not comment "interested" below, I cannot reply to everybody!

👍 214   💬 38 comments   ↗️ 19 shares`,
  },
  {
    id: 'cathodic-protection-technician-oman',
    field: 'energy',
    half: 'tune',
    title: 'Cathodic Protection Technician',
    company: 'Al Noor Integrity Services LLC',
    skills: [
      'cathodic protection',
      'NACE CP2',
      'potential surveys',
      'CIPS/DCVG surveys',
      'impressed current systems',
      'transformer rectifiers',
      'sacrificial anodes',
      'pipeline integrity',
      'H2S training',
      'report writing',
      'GCC driving licence',
      'teamwork',
    ],
    text: `Al Noor Integrity Services LLC | Cathodic Protection Technician | Sohar, Oman

Job Location: Sohar and field sites in Oman (North and Central)
Employment Type: Full Time
Monthly Salary: OMR 650 - 900 + allowances
Nationality: Any
Date Posted: 21 Jan

Job Description

Al Noor Integrity Services LLC is a leading company in corrosion control and integrity services for Oil & Gas, Water and Power sectors in the Sultanate of Oman since 2004. We are urgently required Cathodic Protection Technician for our Sohar branch to work in the projects for major oil and gas operators.

Duties and Responsibilities:
- To carry out the testing, commissioning and maintenance of Cathodic Protection systems for buried pipelines, storage tanks and plant piping.
- Perform the pipe to soil potential survey, on/off potential measurement, CIPS and DCVG surveys along pipeline route.
- Inspection and maintenance of Transformer Rectifier units (TRU), junction boxes, test posts and groundbed.
- Installation and testing of sacrificial anodes (zinc, magnesium) and impressed current anodes.
- Soil resistivity measurement with Wenner 4 pin method.
- Fault finding in CP system and interference testing.
- To prepare daily reports and the survey reports with data in excel, and make the recommendation to engineer.
- To follow company HSE rules, permit to work system and the client procedures at all time.

Requirements:
1. Diploma in Electrical / Instrumentation / Mechanical Engineering or equivalent.
2. Minimum 4 years of experience in Cathodic Protection field in GCC, Oman experience is preferable.
3. NACE CP Level 2 (CP Technician) or AMPP equivalent is must. CP Level 3 will be advantage.
4. Good knowledge about the pipeline integrity and corrosion basics.
5. Knowledge of using the data loggers, CIPS equipment, multimeter and the current interrupters.
6. Valid H2S and first aid training certificates. Desert driving certificate will be added advantage.
7. Should have valid GCC / Oman driving license.
8. Ready to work in the remote site and in the hot weather condition.
9. Good communication in English. Arabic is added advantage.
10. Should work well in the team and also independently.

Benefits:
- Accommodation and transportation provided
- Medical insurance
- Annual air ticket to home country
- 30 days leave per year
- Overtime as per Oman labour law

Interested candidates can send updated CV with copies of certificates, passport and photo. Only shortlisted candidates will be contacted. Immediate joiners are highly preferred.

Job Details
Job Location: Sohar, Oman
Company Industry: Oil & Gas
Company Type: Employer (Private Sector)
Job Role: Engineering
Employment Type: Full Time Employee
Years of Experience: Min: 4 Max: 10
Residence Location: Oman; United Arab Emirates; India
Gender: Male`,
  },
  {
    id: 'hardwood-floor-installer-indeed',
    field: 'trades',
    half: 'unseen',
    title: 'Hardwood Floor Installer',
    company: 'Ridgeline Floor Co.',
    skills: [
      'hardwood flooring installation',
      'nail-down installation',
      'glue-down installation',
      'floating floors',
      'sanding and refinishing',
      'subfloor preparation',
      'moisture testing',
      'power tools',
      "driver's license",
      'customer service',
      'reliability',
      'attention to detail',
    ],
    text: `Hardwood Floor Installer
Ridgeline Floor Co.
4.3 out of 5 stars
Boise, ID 83709
$24 - $34 an hour - Full-time
Easy Apply
Save

Profile insights
Licenses
Driver's License
Skills
Hardwood flooring (Required)
Flooring installation

Job details
Pay
$24 - $34 an hour
Job type
Full-time
Shift and schedule
Monday to Friday
8 hour shift
Occasional Saturday

Benefits
Pulled from the full job description
401(k) matching
Health insurance
Paid time off
Tool allowance

Full job description
Ridgeline Floor Co. has been installing and refinishing floors across the Treasure Valley for 17 years, mostly custom homes and remodels. We are busy through the winter and need an experienced installer to run jobs with one of our helpers.

You will:
- Install solid and engineered hardwood, nail-down and glue-down, including on stairs, landings and with borders and inlays
- Install floating floors (engineered, LVP, laminate) when the schedule needs it
- Check and prep subfloors: flatten, grind, patch, screw down squeaks, put down underlayment and vapor barrier
- Take moisture readings of wood and subfloor (pin and pinless meters, calcium chloride on slabs) and write them on the job sheet
- Sand, stain and finish (oil based poly and waterborne finishes) with drum and edger, buffer, and the dust containment system
- Keep the job site clean, protect the customer's house, and talk to homeowners in a friendly professional way

You have:
- 3+ years installing hardwood floors (show us pictures of your work if you have them)
- Your own hand tools; we supply nailers, saws, sanders and the trailer
- Comfortable with power tools: miter saw, table saw, jamb saw, flooring nailer, drum sander
- Valid driver's license and ability to drive a company truck with trailer
- Able to kneel for long periods and lift 80 lbs of boxes
- NWFA Installation or Sanding certification is a plus
- Reliable and on time every day. We build our schedule on you showing up.
- Eye for detail - our customers notice gaps, chatter marks and swirls, and so do we

We pay weekly, provide a company truck for lead installers after 90 days, 401(k) with 4% match, medical, and 10 days PTO plus holidays.

Ridgeline Floor Co. is an equal opportunity employer.

Hiring Insights
Hiring 2 candidates for this role
Job activity
Posted 6 days ago

Report job`,
  },
  {
    id: 'garage-door-technician-franchise',
    field: 'trades',
    half: 'tune',
    title: 'Garage Door Service Technician',
    company: 'Summit Door Solutions LLC',
    skills: [
      'garage door repair',
      'garage door installation',
      'torsion springs',
      'garage door openers',
      'troubleshooting',
      'hand and power tools',
      "driver's license",
      'ladder safety',
      'customer service',
      'sales skills',
      'punctuality',
    ],
    text: `Each LiftRight Garage Doors® franchise location is independently owned and operated. This job is posted by Summit Door Solutions LLC, an independent franchisee of LiftRight Franchising, Inc. Any employment relationship is solely with the franchisee and not with LiftRight Franchising, Inc. or its affiliates.

About Us
We are the LiftRight Garage Doors team serving Colorado Springs, Monument and Pueblo West. We repair, replace and install residential and light commercial garage doors and openers, and we answer the phone 7 days a week. Our customers rate us 4.9 stars because our techs show up on time, explain the options honestly, and leave the garage cleaner than they found it.

Garage Door Service Technician

What you will do
- Run 5 to 7 service calls a day from your own fully stocked company van
- Diagnose and repair broken torsion and extension springs, cables, drums, rollers, hinges and bent sections
- Install, program and troubleshoot garage door openers (LiftMaster, Genie, Chamberlain), including keypads, safety sensors and smart home connections
- Install new sectional doors and balance and adjust doors after repairs
- Present repair and upgrade options to homeowners using our tablet pricing book, and collect payment
- Complete job notes and photos in ServiceTitan before leaving each home

What you need
- 1+ year of garage door experience preferred; we will train mechanically minded people from trades like HVAC, electrical, appliance repair or fencing
- Comfortable with hand and power tools, ladders and working overhead with springs under high tension (we train you on our winding bar and safety procedures)
- Basic electrical troubleshooting with a multimeter
- Valid driver's license with a clean driving record, able to pass a background check and drug screen
- Friendly, honest communication with customers - you are the face of our business in their driveway
- Comfortable recommending products; we pay commission on sales but we never push
- On time, every time. Punctuality is how we won our reviews

Pay and benefits
- $22 - $30/hour base depending on experience, plus 5-10% commission; top techs earn $75,000+
- Take-home van, company phone and tablet, uniforms
- Paid training and certification through the LiftRight Academy
- Health and dental insurance, paid holidays, one week PTO in year one
- Rotating on-call weekend, paid

Schedule: Monday - Friday 7:30am start with rotating Saturdays.

Apply today in 2 minutes. We call back every applicant within 48 hours.

Summit Door Solutions LLC is an Equal Opportunity Employer.`,
  },
  {
    id: 'water-well-driller-newspaper-classified',
    field: 'utilities',
    half: 'unseen',
    title: 'Water Well Driller',
    company: 'Prairie Aquifer Drilling Ltd.',
    skills: [
      'water well drilling',
      'rotary drilling rig',
      'Class 1A licence',
      'air brake endorsement',
      'well construction',
      'pump installation',
      'H2S Alive',
      'First Aid',
      'mechanical aptitude',
      'work ethic',
      'teamwork',
    ],
    text: `CAREERS / TRADES

WATER WELL DRILLER
and DRILLER'S HELPER

Prairie Aquifer Drilling Ltd., a family owned water well company serving farms, acreages and municipalities across west-central Saskatchewan since 1978, is looking for a full time WATER WELL DRILLER and a DRILLER'S HELPER to join our crews out of Rosetown.

DRILLER duties: operate mud rotary and air rotary rigs (truck mounted), set up on site, drill and log holes to 600 ft, install casing, screens and liners, develop and test wells, keep the rig and support truck maintained, keep accurate well logs for the Water Security Agency, train and supervise the helper.

Requirements for DRILLER: minimum 3 years rotary drilling experience (water well, geotechnical or oilfield), Class 1A licence with air brake endorsement, clean abstract, mechanical aptitude (you will fix things in the field), H2S Alive and Standard First Aid (or willing to get), willing to be away overnight Monday to Thursday in season. Journeyperson Water Well Driller certification an asset, as is experience installing submersible pumps and pressure systems.

DRILLER'S HELPER: no experience needed, Class 5 licence, strong work ethic, able to handle pipe and work outside in all weather. We train and will support you toward your apprenticeship.

Both positions: hard working team players who like to be outdoors and take pride in a job done right.

WE OFFER: top wages based on experience ($32-$42/hr driller, $22-$26/hr helper), overtime after 40 hours, living out allowance, group health and dental benefits, company RRSP matching, year round work for the right people (winter shop and pump service work).

Apply in confidence with resume and driver's abstract:
Prairie Aquifer Drilling Ltd.
Box 411, Rosetown SK
Email: office@prairieaquifer.ca
Phone: 306-882-4170 (ask for Dale)

Only those selected for an interview will be contacted.`,
  },
  {
    id: 'anatomical-pathology-technologist-nhs',
    field: 'healthcare',
    half: 'tune',
    title: 'Anatomical Pathology Technologist',
    company: 'Northfield and Dales Teaching Hospitals NHS Foundation Trust',
    skills: [
      'post-mortem examinations',
      'Level 3 Diploma in Anatomical Pathology Technology',
      'Human Tissue Act',
      'mortuary procedures',
      'evisceration',
      'reconstruction',
      'bereavement care',
      'infection control',
      'record keeping',
      'compassion',
      'communication',
      'resilience',
    ],
    text: `Back to search results
Anatomical Pathology Technologist
Northfield and Dales Teaching Hospitals NHS Foundation Trust

Closing date: 09 February
Salary: £29,970 to £36,483 a year, per annum pro rata, plus on-call
Contract: Permanent
Working pattern: Full-time
Reference number: 412-PATH-7730-B
Job locations: Northfield General Hospital, Mortuary, Dales Road, Northfield, NF2 6QT

Job summary
An exciting opportunity has arisen for a registered Anatomical Pathology Technologist (Band 5) to join our busy and friendly mortuary team. The mortuary supports around 1,800 post-mortem examinations a year for HM Coroner as well as hospital consented cases, and provides viewing and bereavement services for the families of people who die in our hospitals and the community.

Main duties of the job
The post holder will assist pathologists in post-mortem examinations including evisceration, organ dissection and sampling, and reconstruction of the deceased to a high standard. You will receive and release the deceased, maintain the mortuary register and electronic records, arrange viewings, and support families at one of the most difficult times of their lives. You will take part in the on-call rota for out of hours viewings and high risk cases.

About us
We are one of the largest teaching trusts in the North of England with 9,000 staff, and we are proud of our Outstanding rating for caring.

Job description
Job responsibilities
- Carry out all procedures in line with the Human Tissue Act 2004, HTA codes of practice and standard operating procedures
- Assist in routine, high risk and forensic post-mortems, following infection control and health and safety guidance (including COSHH and manual handling)
- Perform evisceration and reconstruction, and prepare the deceased for viewing with dignity
- Take and label tissue samples and retained organs and keep an accurate audit trail
- Liaise with coroner's officers, funeral directors, bereavement office and clinical staff
- Help train trainee APTs and students

Person Specification
Qualifications
Essential
- Level 3 Diploma in Anatomical Pathology Technology (or RSPH Certificate) and registered with the Association of Anatomical Pathology Technology
Desirable
- Level 4 Diploma in Anatomical Pathology Technology

Experience
Essential
- Experience of assisting at post-mortem examinations including evisceration and reconstruction
- Knowledge of HTA requirements and mortuary quality standards
Desirable
- Experience with high risk post-mortems, CT post-mortem or paediatric cases

Skills and attributes
- Good communication and compassion when dealing with bereaved families
- Accurate record keeping and IT skills
- Emotional resilience and the ability to work calmly under pressure

Disclosure and Barring Service Check
This post is subject to the Rehabilitation of Offenders Act (Exceptions Order) 1975 and as such it will be necessary for a submission for Disclosure to be made to the Disclosure and Barring Service.

Employer name
Northfield and Dales Teaching Hospitals NHS Foundation Trust`,
  },
  {
    id: 'lactation-consultant-workday',
    field: 'healthcare',
    half: 'unseen',
    title: 'Lactation Consultant',
    company: 'Bayfield Regional Medical Center',
    skills: [
      'IBCLC',
      'lactation support',
      'breastfeeding education',
      'RN license',
      'BLS',
      'newborn assessment',
      'NICU',
      'Epic',
      'patient education',
      'communication',
      'empathy',
      'collaboration',
    ],
    text: `Apply
locations
Bayfield Regional Medical Center - Main Campus
time type
Part time
posted on
Posted 3 Days Ago
job requisition id
R-2026-01834

Lactation Consultant (Days, 0.8 FTE)

Bayfield Regional Medical Center is a 412-bed Magnet-recognized nonprofit hospital and Level III NICU serving families across the Lakeshore region, welcoming more than 3,600 babies every year.

Job Summary
The Lactation Consultant provides evidence-based breastfeeding and lactation care to mothers, birthing parents and infants in the Mother Baby Unit, Labor and Delivery, NICU and outpatient lactation clinic. Works closely with nursing, pediatricians and obstetric providers to support our Baby-Friendly designation.

Essential Functions
- Assesses breastfeeding dyads, including maternal breast and infant oral anatomy, latch, suck and milk transfer (pre and post weights)
- Develops individualized feeding plans, including pumping, supplementation and paced bottle feeding, and documents in Epic
- Provides patient education on milk supply, breast pumps, engorgement, mastitis and safe storage of human milk
- Supports NICU families with early pumping initiation, skin-to-skin and donor milk
- Teaches prenatal breastfeeding classes and provides staff education and competencies
- Participates in quality improvement and data collection for Baby-Friendly and exclusive breastfeeding rates

Required Qualifications
- Current International Board Certified Lactation Consultant (IBCLC) certification
- Current BLS from the American Heart Association
- 2 years of experience providing lactation care in an acute care or outpatient setting

Preferred Qualifications
- Current Registered Nurse license in the state, or eligibility (RN strongly preferred)
- NICU experience and NRP
- Experience with Epic documentation

Knowledge, Skills and Abilities
- Excellent communication and teaching skills with families from diverse cultures; Spanish helpful
- Empathy and patience with families under stress
- Collaborates well with an interdisciplinary team

Schedule: 8-hour days, 4 days per week including every third weekend.

Pay Range: $38.50 - $54.10 per hour. Actual pay depends on qualifications and experience.

Benefits: Bayfield offers medical, dental and vision coverage for part-time employees working 0.5 FTE or more, a 403(b) retirement plan with employer match, tuition assistance, and paid time off.

Bayfield Regional Medical Center is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, or protected veteran status.

Similar Jobs (3)`,
  },
  {
    id: 'portfolio-manager-fixed-income-linkedin',
    field: 'finance',
    half: 'tune',
    title: 'Portfolio Manager, Fixed Income',
    company: 'Harlow Creek Capital Management LLC',
    skills: [
      'fixed income portfolio management',
      'investment grade credit',
      'duration management',
      'yield curve analysis',
      'Bloomberg',
      'Aladdin',
      'CFA',
      'Python',
      'risk management',
      'client communication',
      'decision making',
      'leadership',
    ],
    text: `Harlow Creek Capital Management logo
Portfolio Manager, Fixed Income
Harlow Creek Capital Management · Boston, MA (Hybrid) · Reposted 1 week ago · Over 100 applicants
$210K/yr - $260K/yr + bonus · Hybrid · Full-time · Director
501-1,000 employees · Investment Management
Easy Apply   Save

About the job
Harlow Creek Capital Management LLC manages $38 billion for pension plans, insurers, endowments and individuals through separately managed accounts and mutual funds. Our fixed income team runs core, core plus, intermediate government/credit and short duration strategies.

We are looking for a Portfolio Manager to join the investment grade team and share responsibility for approximately $9 billion in core and intermediate strategies. You will report to the Head of Fixed Income and work alongside four portfolio managers, the credit research team and our traders.

What you will do
- Implement portfolio strategy across duration, yield curve positioning, sector allocation and security selection within client guidelines
- Construct and rebalance portfolios across Treasuries, agencies, investment grade corporates, agency MBS, ABS and CMBS
- Work with credit analysts to size positions and monitor issuer risk, and with traders on execution and liquidity
- Monitor tracking error, risk exposures and attribution against the Bloomberg US Aggregate and other benchmarks
- Present strategy and performance to clients, consultants and the investment committee, and write quarterly commentary
- Contribute to the development of our quantitative tools and portfolio analytics

What you bring
- 8+ years of fixed income investment experience, including at least 4 years as a portfolio manager or senior trader with portfolio responsibility
- Deep understanding of investment grade credit and securitized markets, interest rate risk, duration and convexity
- Daily fluency with Bloomberg (PORT, YAS) and an order management / risk platform; BlackRock Aladdin strongly preferred
- CFA charterholder
- Working knowledge of Python or SQL for portfolio analytics is a plus
- Clear, confident communicator with clients and consultants
- Sound judgment and decisive decision making in volatile markets
- Leadership of junior team members and a collaborative style

Compensation and benefits
The expected base salary range for this role is $210,000 - $260,000. The role is eligible for a discretionary annual bonus and long-term incentive plan. We offer comprehensive medical, dental and vision, 401(k) with a 6% company match, and a hybrid schedule of three days in our Boston office.

Harlow Creek Capital Management LLC is an equal opportunity employer.

Show more

Meet the hiring team
Dana Whitcombe · 2nd
Head of Fixed Income at Harlow Creek Capital Management
Message`,
  },
  {
    id: 'insolvency-administrator-agency-unnamed-client',
    field: 'finance',
    half: 'unseen',
    title: 'Insolvency Administrator',
    company: 'Carrow Finance Recruitment Ltd',
    skills: [
      'insolvency administration',
      'CVLs',
      'IVAs',
      'IPS',
      'statutory reporting',
      'bank reconciliations',
      'Insolvency Act 1986',
      'creditor correspondence',
      'CPI qualification',
      'Microsoft Excel',
      'organisation',
      'communication',
    ],
    text: `Insolvency Administrator
£26,000 - £31,000 per annum + study support
Leeds, West Yorkshire
Permanent, full-time
Posted 2 days ago by Carrow Finance Recruitment Ltd
Easy apply
Save job

Our client, a well-established independent firm of licensed insolvency practitioners with offices in Leeds and Sheffield, is looking to add an Insolvency Administrator to its growing corporate team. This is a great opportunity for someone with around a year of insolvency experience who wants to run their own portfolio of cases and get support towards the CPI qualification.

The role

Reporting to a Senior Manager, you will manage a portfolio of corporate cases, mainly Creditors' Voluntary Liquidations (CVLs) and some administrations and compulsory liquidations, as well as a small number of IVAs. Day to day you will:

- Prepare statutory documents and reports, including progress reports to creditors and members, notices and filings at Companies House
- Deal with creditor correspondence, telephone queries and claims, and agree claims for dividend
- Perform bank reconciliations, cashiering and receipts and payments accounts
- Work with agents to realise assets and chase book debts
- Assist with investigations into directors' conduct and prepare CDDA reports
- Keep case records up to date on IPS (Insolvency Practitioner System)
- Support the managers with closures and annual reviews

About you

- At least 12 months' experience in a corporate insolvency practice
- Working knowledge of the Insolvency Act 1986 and Insolvency (England and Wales) Rules 2016
- Confident user of IPS and Microsoft Excel
- Well organised, able to manage deadlines across a caseload
- Good written and verbal communication skills
- CPI (Certificate of Proficiency in Insolvency) qualified, or studying towards it - desirable but not essential

What's on offer

- Salary £26,000 - £31,000 depending on experience
- Full study support for CPI and JIEB
- Hybrid working after probation (3 days in the office)
- 25 days holiday plus bank holidays, increasing with service
- Early finish on Fridays
- Modern city centre office close to Leeds station

If you are interested please apply with your CV and one of our consultants will be in touch. Carrow Finance Recruitment Ltd is acting as an employment agency in relation to this vacancy. By applying you agree to our privacy notice.

Reference: CFR/LDS/20931`,
  },
  {
    id: 'flight-instructor-join-seek-nz',
    field: 'aviation',
    half: 'tune',
    title: 'Flight Instructor',
    company: 'Kowhai Flight Academy Ltd',
    skills: [
      'C Category Instructor Rating',
      'Commercial Pilot Licence',
      'Class 1 medical',
      'flight instruction',
      'ground school teaching',
      'Cessna 172',
      'instrument rating',
      'CAA Part 141',
      'patience',
      'communication',
      'professionalism',
    ],
    text: `Join Kowhai Flight Academy as a Flight Instructor and build your hours teaching the next generation of Kiwi pilots.

Flight Instructor
Kowhai Flight Academy Ltd
Palmerston North, Manawatū-Whanganui
Education & Training (Other)
Full time
$68,000 - $82,000 per year
Posted 5d ago

Kowhai Flight Academy is a CAA Part 141 certificated flight training organisation based at Palmerston North airport with a satellite base in Whanganui. We train around 120 students a year for private, commercial and instrument qualifications, including international cadets, in a fleet of 14 Cessna 172s, two Piper Seminoles and a Redbird simulator.

About the role
We are expanding our cadet programme and are looking for two enthusiastic instructors to join our team of 16. You will deliver dual flight instruction and ground school lessons from ab-initio through to commercial licence level, and supervise solo students. As your experience grows you will have the opportunity to move into multi-engine and instrument instruction and to work toward a B Category rating.

What you'll be doing
- Planning and delivering flight lessons and pre-flight / post-flight briefings in line with our syllabus and exposition
- Teaching ground school subjects such as flight radio, navigation, meteorology and human factors
- Assessing student progress and keeping accurate training records in our online system
- Authorising and supervising solo flights
- Helping with daily operations at the base, aircraft fuel and preflights

What we're looking for
- Current NZ Commercial Pilot Licence (Aeroplane) with C Category Flight Instructor Rating (essential)
- Current Class 1 medical certificate
- Instrument rating (preferred, and we can support you to get one)
- Experience on Cessna 172 or similar
- Patience and a genuine passion for teaching students from many backgrounds
- Clear communication, including for students with English as a second language
- A professional attitude and commitment to safety culture

What we offer
- Salaried position with guaranteed income (no "paid only when flying")
- Support with your B Cat and instrument instructor ratings
- Subsidised hire of aircraft for currency
- Friendly team and a great flying environment with an uncontrolled aerodrome 20 minutes away

You must hold NZ residency or a valid work visa to apply.

Applications close on Friday 28 March. Apply now through SEEK with your CV and logbook summary.

Your application will include the following questions:
- Which of the following statements best describes your right to work in New Zealand?
- How many hours of instructional experience do you have?
- Do you hold a current Class 1 medical certificate?

Report this job ad`,
  },
  {
    id: 'dance-teacher-philippines-pipe-header',
    field: 'education',
    half: 'unseen',
    title: 'Ballet and Contemporary Dance Teacher',
    company: 'Kalayaan Performing Arts Studio Inc.',
    skills: [
      'ballet teaching',
      'contemporary dance',
      'RAD syllabus',
      'choreography',
      'recital preparation',
      "bachelor's degree in dance",
      'lesson planning',
      'child safeguarding',
      'patience',
      'communication',
      'creativity',
      'teamwork',
    ],
    text: `Kalayaan Performing Arts Studio Inc. | Ballet and Contemporary Dance Teacher | Cebu City

Full time | ₱28,000 - ₱38,000 monthly | Education / Training - Arts

Job Description

Kalayaan Performing Arts Studio Inc. is one of the leading dance and music school in Cebu City since 2008 with more than 450 students from age 3 until adults and with branches in Banilad and Mandaue. Our students are joining the regional and national dance competitions and also the yearly Gala concert at the Cebu Performing Arts Center.

We are in need of Ballet and Contemporary Dance Teacher who is passionate in teaching dance to the children and teens.

Duties and Responsibilities:
* Teach classical ballet class following the RAD (Royal Academy of Dance) syllabus from Pre-Primary up to Grade 5 and prepare students for RAD examination.
* Teach contemporary and lyrical dance class for teens and adult beginner.
* Create choreography for the recital, Gala concert and the competition pieces.
* Prepare the lesson plans every week and monitor the progress of each students.
* Coordinate with parents about the performance of the child, and attend the parents orientation.
* Make sure of the safety of the students during the class and follow the child protection policy of the studio.
* Assist in the costume and stage rehearsal during the recital season.
* Other task that may be assign from time to time by the Studio Director.

Qualifications:
* Graduate of Bachelor's Degree in Dance, Performing Arts, Physical Education major in Dance or any related course.
* At least 2 years of experience in teaching ballet to kids is required. Fresh graduates with strong performance background are also welcome to apply.
* RAD teaching certificate (CBTS or RAD Registered Teacher) is a big advantage.
* Have knowledge in jazz, hip hop or Filipino folk dance is a plus.
* Must be patient and loves to work with children.
* Good communication skills in English, Filipino and Cebuano.
* Creative and can work with the team of teachers and musicians.
* Willing to work on Saturday and Sunday (with 2 days off during weekdays).

Benefits:
- SSS, PhilHealth, Pag-IBIG
- HMO after regularization
- 13th month pay
- Free classes in the studio (music and dance)
- Performance bonus after recital season

Interested applicant may submit the resume together with a short video of your dance or teaching (YouTube or Google Drive link). Shortlisted applicant will be invited to give a demo class.

Only shortlisted applicants will be contacted. Thank you!

Company Overview
Kalayaan Performing Arts Studio Inc.
Industry: Education
Company size: 11 - 50 employees
Address: A.S. Fortuna Street, Banilad, Cebu City

Posted on 18-Jan`,
  },
  {
    id: 'residence-life-coordinator-university-bulletin',
    field: 'higher education',
    half: 'tune',
    title: 'Residence Life Coordinator',
    company: 'Eastbrook State University',
    skills: [
      'residence life',
      'student conduct',
      'crisis response',
      'staff supervision',
      'program planning',
      "master's degree in student affairs",
      'Title IX',
      'FERPA',
      'Maxient',
      'communication',
      'conflict resolution',
      'cultural competence',
    ],
    text: `Posting Number: S02143P
Position Title: Residence Life Coordinator
Department: Housing and Residence Life
Division: Student Affairs
Campus: Eastbrook, Main Campus
Employee Type: Full time, 12 months, live-on required
Pay Grade / Salary: $46,500 annually plus furnished apartment, utilities and meal plan
Posting Date: 01/22
Closing Date: Open until filled; review begins 02/15
Special Instructions: Applications must include a resume, cover letter and the names of three professional references.

Position Summary
Eastbrook State University, a public university of 19,000 students, seeks a Residence Life Coordinator (RLC) to oversee the living and learning experience of approximately 650 first-year students in two traditional residence halls. The RLC is a live-on professional who supervises student staff, responds to crises, adjudicates student conduct cases and builds a community that supports academic success and belonging.

Essential Duties and Responsibilities
1. Recruit, select, train and supervise 18 Resident Assistants and one graduate Hall Director; conduct one on one meetings and evaluations.
2. Serve in the professional on-call rotation, responding to emergencies including mental health crises, medical transports, facilities failures and Title IX reports.
3. Adjudicate low level student conduct cases as a hearing officer using Maxient, applying educational sanctions.
4. Plan and assess residential curriculum, programs and first-year experience initiatives with academic partners.
5. Manage a hall budget and work with facilities, custodial and dining partners.
6. Serve on departmental committees and campus-wide initiatives; other duties as assigned.

Minimum Qualifications
- Master's degree in Higher Education, Student Affairs, Counseling or a related field, or completion by the start date
- One year of experience in residence life, including graduate assistantship or paraprofessional experience
- Working knowledge of student development theory, FERPA and Title IX obligations

Preferred Qualifications
- Experience supervising student staff and hearing student conduct cases
- Experience with Maxient, StarRez or similar housing software
- Mediation or conflict resolution training
- Demonstrated commitment to diversity, equity and inclusion and the ability to work with students from many backgrounds

Knowledge, Skills and Abilities
Excellent written and oral communication; sound judgment in crisis situations; conflict resolution; cultural competence; ability to build relationships with students, families and colleagues.

Physical Demands / Work Environment
Evening and weekend work is required. The RLC must live in the assigned on-campus apartment. Pets are permitted according to the live-on staff pet policy.

Eastbrook State University is an Equal Opportunity/Affirmative Action employer. All qualified applicants will receive consideration without regard to race, color, religion, sex, national origin, age, disability, veteran status, sexual orientation or gender identity. This position is security sensitive and a criminal background check will be conducted.`,
  },
  {
    id: 'legislative-aide-council-prose',
    field: 'public sector',
    half: 'unseen',
    title: 'Legislative Aide',
    company: 'City of Harwick',
    skills: [
      'legislative research',
      'policy analysis',
      'constituent services',
      'memo writing',
      'municipal budget',
      'public meetings',
      'stakeholder engagement',
      'Spanish',
      "bachelor's degree",
      'writing',
      'discretion',
      'organization',
    ],
    text: `Councilmember Teresa Okafor's District 4 office at the City of Harwick is hiring a Legislative Aide.

District 4 covers the Riverside, Old Mill and Eastgate neighborhoods, roughly 92,000 residents, and the Councilmember chairs the Council's Housing and Land Use Committee. Our office is small: a chief of staff, a scheduler, two constituent liaisons and, soon, you. The person we hire will be the Councilmember's main staffer on legislation, which means you will spend a good part of most weeks reading ordinances, staff reports and budget documents and turning them into short, plain-language memos that tell her what a proposal does, who supports it, who is worried about it and what the options are. Good research and clear writing matter more to us than anything else, and we will ask finalists to complete a two-hour written exercise.

You will track items on the Council and committee agendas, prepare briefing binders and talking points before every meeting, and sit with the Councilmember at public hearings to follow the discussion and draft amendments on the fly. When the Councilmember wants to introduce legislation you will work with the City Attorney's office and city departments to develop the policy, analyze its cost against the municipal budget, and build support with neighborhood associations, tenant groups, business owners and other Council offices. A working understanding of how a city budget is built, and of open meetings and public records rules, will help you from the first day.

You will also share in constituent services: answering calls and emails from residents about housing, code enforcement, permits and street repairs, routing cases to departments and following them until they are resolved, and staffing some evening community meetings. Many of our residents speak Spanish at home, so fluency in Spanish is strongly preferred, and Vietnamese or Somali would also be valuable.

Most people who do well in this job have a bachelor's degree in public policy, political science, planning or a related field and one to three years of experience in a legislative office, advocacy organization, campaign or local government, but we care more about what you can do than where you learned it. You must be discreet with confidential information, calm when a meeting gets heated, and organized enough to juggle a dozen deadlines without dropping one. The schedule follows the Council calendar and includes some evenings.

This is an at-will, unclassified position in the Council's offices. Salary range: $62,400 to $78,900 per year, with City of Harwick benefits including CalPERS retirement, medical, dental and vision, and 12 paid holidays. To apply, submit a resume, a one-page cover letter and a writing sample of no more than three pages through the City of Harwick employment portal by March 3. The City of Harwick is an equal opportunity employer and values the diversity of its workforce.`,
  },
  {
    id: 'medicolegal-death-investigator-county',
    field: 'public sector',
    half: 'tune',
    title: 'Medicolegal Death Investigator II',
    company: 'Tallgrass County',
    skills: [
      'death scene investigation',
      'ABMDI certification',
      'evidence collection',
      'forensic photography',
      'medical terminology',
      'next of kin notification',
      'report writing',
      "driver's license",
      'case management system',
      'compassion',
      'composure',
      'attention to detail',
    ],
    text: `Tallgrass County
Medicolegal Death Investigator II
Salary: $61,214.40 - $84,822.40 Annually
Location: Medical Examiner's Office - Harmon, KS
Job Type: Full-Time, Shift Work
Job Number: 2026-00412
Department: Medical Examiner
Opening Date: 01/27
Closing Date: 2/17 11:59 PM Central

Description
The Tallgrass County Office of the Medical Examiner investigates approximately 2,300 deaths per year across three counties under contract. Medicolegal Death Investigators II are the eyes and ears of the forensic pathologist at the scene. They respond to sudden, unexpected, violent and unattended deaths, conduct scene investigations, and determine whether the Medical Examiner will take jurisdiction.

Examples of Duties
- Responds to death scenes 24 hours a day on a rotating shift schedule (12-hour shifts including nights, weekends and holidays)
- Examines and documents the body and scene, including forensic photography, body diagrams and measurements
- Collects and preserves evidence, medications and personal property, maintaining chain of custody
- Interviews law enforcement, witnesses, family members and medical providers; obtains and reviews medical records
- Identifies the decedent and makes next of kin notification in person or by phone with compassion and professionalism
- Writes clear, accurate investigative reports in the case management system (MDILog) before end of shift
- Coordinates transport of remains and works with organ and tissue donation agencies
- Testifies in court and depositions as required

Minimum Qualifications
Bachelor's degree in forensic science, biology, nursing or a related field AND two (2) years of experience in death investigation, emergency medicine, nursing, law enforcement investigation or as a paramedic.

Registry level certification from the American Board of Medicolegal Death Investigators (ABMDI) is required within 24 months of hire; candidates already certified will be placed at a higher step.

Knowledge of medical terminology, human anatomy and pharmacology.

Valid driver's license with an acceptable driving record. Must be able to lift and move decedents of up to 200 lbs with assistance and work in unpleasant conditions including decomposition and extreme weather.

Supplemental Information
Candidates must pass a background investigation, drug screen and psychological evaluation. The work is emotionally demanding; the successful candidate will be composed and compassionate with grieving families, and show close attention to detail.

Benefits
Tallgrass County offers KPERS retirement, medical, dental and vision coverage, 12 paid holidays, vacation and sick leave accrual, employee assistance program, and shift differential of $1.75/hr for nights.

Agency: Tallgrass County
Address: 400 Courthouse Square, Harmon, Kansas, 67344

Tallgrass County is an Equal Opportunity Employer.`,
  },
  {
    id: 'server-restaurant-indeed',
    field: 'hospitality',
    half: 'unseen',
    title: 'Server',
    company: 'Copper Kettle Grill',
    skills: [
      'table service',
      'food and beverage service',
      'POS systems',
      'Toast POS',
      'menu knowledge',
      'upselling',
      'food handler card',
      'alcohol service certification',
      'customer service',
      'teamwork',
      'multitasking',
    ],
    text: `Server - Full Time / Part Time
Copper Kettle Grill
4.0 ★ 212 reviews
Asheville, NC 28801
$4.50 an hour - Full-time, Part-time
Apply now
Save

You must create an Indeed account before continuing to the company website to apply

Job details
Pay
$4.50 an hour plus tips (servers average $24-$32/hr with tips)
Job type
Full-time
Part-time
Shift and schedule
Day shift
Night shift
Weekends as needed
Holidays

Benefits
Pulled from the full job description
Employee discount
Flexible schedule
Paid training
Health insurance

Full job description
Copper Kettle Grill is a busy scratch kitchen on Lexington Avenue serving brunch, lunch and dinner, with a full bar and 30 local draft beers. We are hiring friendly servers for our spring and summer season, experienced or ready to learn fast.

What you'll do
- Greet guests, take orders and deliver food and drinks with great table service
- Know the menu inside out, including allergens, daily specials and beer and cocktail list, and make recommendations
- Suggest appetizers, desserts and drink pairings (upselling is part of the job, and of your tips)
- Enter orders and close checks accurately in Toast POS and on handheld devices
- Run food, bus and reset tables, and help the team in the weeds
- Do opening and closing side work and keep your section clean

What we're looking for
- 1 year of full-service restaurant serving experience preferred (we will train the right person)
- Food handler card, or willing to get it in your first 30 days
- Must be 18+ to serve alcohol; ABC responsible server (alcohol service) certification is a plus
- Outstanding customer service and a positive attitude, even on a Saturday night rush
- Able to multitask and stay organized across 5 or 6 tables
- Teamwork: we pool support for the bussers and hosts and help each other
- Open availability including weekends preferred

Perks
- Shift meal and 50% off food on days off
- Paid training
- Health insurance for full time staff after 60 days
- Flexible scheduling through 7shifts

Come meet us! Open interviews every Tuesday 2pm-4pm.

Hiring Insights
Hiring 5 candidates for this role
Job activity
Posted 3 days ago`,
  },
  {
    id: 'reefer-technician-chile-second-language',
    field: 'logistics',
    half: 'tune',
    title: 'Reefer Technician',
    company: 'Frío Austral Servicios Portuarios SpA',
    skills: [
      'reefer container maintenance',
      'refrigeration systems',
      'Carrier Transicold',
      'Thermo King',
      'Daikin',
      'controlled atmosphere',
      'electrical troubleshooting',
      'refrigerant handling certification',
      'PTI inspections',
      'English',
      'teamwork',
      'responsibility',
    ],
    text: `Hiring now - San Antonio, Valparaíso Region, Chile
Reefer Technician at Frío Austral Servicios Portuarios SpA

Frío Austral is a company specialized in the service of refrigerated containers (reefers) for the shipping lines and terminals in the ports of San Antonio and Valparaíso. We attend more than 40.000 reefers by year, mainly for the exportation of cherries, blueberries, grapes, avocados and salmon. For the next high season (October to April) we are expanding our team and we search Reefer Technicians with experience.

Main functions:
- Realize PTI (pre-trip inspection) of the reefer containers in depot and terminal, according to the shipping line procedure.
- Repair and maintenance of the refrigeration units Carrier Transicold, Thermo King, Daikin and Star Cool: compressor, condenser, evaporator, expansion valve, controllers.
- Diagnostic and repair of electrical failures, change of contactors, sensors, cables and plug.
- Monitoring of the reefers connected in the terminal stacks and in the vessel operation, reaction to alarms.
- Set up and verification of controlled atmosphere (CA) units and cold treatment (USDA) probes calibration.
- Refrigerant handling: recover, evacuation and charge of refrigerant (R134a, R513A, R452A).
- Download of data loggers and to register the work in the system (tablet).

Requirements:
- Técnico Nivel Superior or Técnico Medio in Refrigeration, Electricity or Electromechanics.
- Minimum 2 years of experience in reefer containers or industrial refrigeration.
- Manufacturer training certificate (Carrier, Thermo King or Daikin) is very desirable.
- Certification for handling of refrigerants is mandatory (SEC or equivalent).
- Knowledge of electrical troubleshooting with multimeter and clamp meter, and to read electrical diagrams.
- Technical English (read manuals and the system of the shipping lines). Conversational English will be valued for the vessel operations.
- Class B driving license.
- Availability for shift work 7x7 or 4x4, including night and weekend in high season.
- Responsible person, with work in team, and with commitment to security.

We offer:
- Indefinite contract after trial period.
- Competitive salary according to experience + night bonus + production bonus in high season.
- Complementary health insurance and life insurance.
- Transport from San Antonio and Cartagena, and lunch in the casino.
- Continuous training with the manufacturers and possibility of growing to Supervisor.

Interested send CV with salary expectation indicating "Reefer Technician" in the subject. Frío Austral is an inclusive company and promote the Law 21.015 of labor inclusion, we welcome people with disability.

👉 Apply by the link below or send CV to our HR.`,
  },
  {
    id: 'track-maintainer-icims',
    field: 'transport',
    half: 'unseen',
    title: 'Track Maintainer',
    company: 'Ridgeway Short Line Railroad, Inc.',
    skills: [
      'track maintenance',
      'FRA Track Safety Standards',
      'rail welding',
      'tie replacement',
      'roadway worker protection',
      'CDL',
      'heavy equipment operation',
      'hand tools',
      'physical stamina',
      'safety awareness',
      'teamwork',
    ],
    text: `Careers Home | Search Jobs | Sign In

Job Title: Track Maintainer
Job ID: 2026-3318
Location: US-OH-Marion
Category: Maintenance of Way
Position Type: Full Time
Shift: Day, with on-call
Compensation: $27.40 - $31.85 / hour

Apply for this job | Refer a friend

Overview
Ridgeway Short Line Railroad, Inc. operates 640 miles of track across Ohio and Indiana, moving grain, steel, chemicals and building materials for more than 120 customers. Our Maintenance of Way team keeps that railroad safe and moving, in every kind of weather.

Responsibilities
As a Track Maintainer you will inspect, maintain and repair track, switches and crossings on an assigned territory as part of a section gang.
- Replace crossties, rail, tie plates, spikes and anchors; surface and line track; maintain ballast and drainage
- Perform thermite rail welding and assist with flash butt welding (training provided)
- Repair and adjust switches, frogs and derails
- Operate maintenance-of-way equipment such as spikers, tie inserters, ballast regulators, backhoes and boom trucks
- Use hand tools and power tools (rail saws, drills, impact wrenches) safely
- Follow roadway worker protection (RWP) rules and on-track safety procedures at all times
- Respond to derailments, washouts and storm damage, including nights and weekends when called
- Record work in the track maintenance log

Qualifications
Required:
- High school diploma or GED
- Valid driver's license; Class A or B CDL required within 6 months of hire
- Ability to work outdoors in all weather conditions, lift 80 lbs, and walk on uneven ballast for long periods
- Willingness to travel on the territory and respond to emergency call-outs
- Pass pre-employment physical, drug screen and background check

Preferred:
- Railroad track maintenance experience
- Knowledge of FRA Track Safety Standards (49 CFR Part 213)
- Heavy equipment operation experience
- Welding experience

Attributes: strong safety awareness, good physical stamina, and the ability to work as part of a close team.

Benefits
Medical, dental and vision from day one, Railroad Retirement (RRB) in place of Social Security, paid holidays, boot and tool allowance, and paid training.

Ridgeway Short Line Railroad, Inc. is an Equal Opportunity Employer, including disability and veterans. EOE/M/F/Vet/Disability.

Options
Apply for this job online
Email this job to a friend
Share on your newsfeed`,
  },
  {
    id: 'telescope-operator-markdown',
    field: 'science',
    half: 'tune',
    title: 'Telescope Operator',
    company: 'Caelum Ridge Observatory',
    skills: [
      'telescope operations',
      'observatory control systems',
      'Linux',
      'Python',
      'adaptive optics',
      'CCD instrumentation',
      'weather monitoring',
      "bachelor's degree in physics or astronomy",
      'troubleshooting',
      'communication',
      'problem solving',
      'teamwork',
    ],
    text: `## About Caelum Ridge Observatory

**Caelum Ridge Observatory** operates an 8.1-metre optical/infrared telescope and a 2.5-metre survey telescope at 2,700 m in the Atacama region of Chile, on behalf of a consortium of universities in the US, Chile, Canada and Japan. Our support office is in La Serena.

---

# Telescope Operator

**Location:** Caelum Ridge summit (rotation from La Serena, Chile)
**Type:** Full-time, night shifts (8 nights on summit / 6 days off)
**Reports to:** Science Operations Manager

### What you'll do

As a **Telescope Operator** you are in charge of the telescope and enclosure through the night. You work side by side with the night astronomer or remote observers to carry out the queue of science programs.

- Open, close and operate the telescope, dome and instruments using the observatory control system (EPICS-based GUIs on Linux)
- Monitor weather, seeing and humidity and decide when conditions are safe to open or require closing
- Perform nightly calibrations and configure instruments, including the **adaptive optics** system and CCD/IR imagers and spectrographs
- Diagnose and recover from faults, escalate to the on-call engineers, and log problems in Jira
- Write clear end-of-night reports and keep the night log
- Contribute to small automation scripts in **Python** and improvements to operations procedures

### What we're looking for

- Bachelor's degree in physics, astronomy, engineering or a related field (or equivalent technical experience)
- Experience with telescope or similar complex system operations (radio, optical, particle accelerator, ship bridge...) is desirable
- Comfortable with the **Linux** command line; basic Python scripting
- Calm troubleshooting under time pressure in the middle of the night
- Good communication in **English**; working **Spanish** is a strong plus
- Team player able to work alone at night in a small summit crew
- Pass a high-altitude medical exam (we arrange this)

### Why join us

- Competitive salary in USD or CLP, with high-altitude and night allowances
- Transport to and from the summit, accommodation and meals on site
- Health insurance for you and your family, and relocation support to La Serena
- A front-row seat to some of the darkest skies on Earth 🌌

> Applications received by **15 April** will receive full consideration. Upload a CV and a cover letter explaining your interest in observatory operations.

_Caelum Ridge Observatory is committed to diversity and equal opportunity. We encourage applications from women and members of under-represented groups in science and engineering._`,
  },
  {
    id: 'forensic-scientist-dna-taleo',
    field: 'science',
    half: 'unseen',
    title: 'Forensic Scientist II, DNA',
    company: "Kessler County Sheriff's Office",
    skills: [
      'forensic DNA analysis',
      'STR analysis',
      'DNA extraction',
      'quantitative PCR',
      'capillary electrophoresis',
      'STRmix',
      'CODIS',
      'ISO/IEC 17025',
      'courtroom testimony',
      'FBI Quality Assurance Standards',
      'attention to detail',
      'written communication',
    ],
    text: `Job Description

Forensic Scientist II, DNA-2600417

Description

Kessler County Sheriff's Office - Regional Crime Laboratory
Primary Location: Kessler County Crime Lab, Weston
Job Posting: Feb 3, 11:00:00 AM
Unposting Date: Mar 2, 11:59:00 PM
Schedule: Full-time
Salary: $74,880 - $101,090 per year

The Kessler County Sheriff's Office Regional Crime Laboratory is an ANAB-accredited laboratory (ISO/IEC 17025) serving 31 law enforcement agencies. The Forensic Biology / DNA Unit is seeking a Forensic Scientist II to analyze biological evidence from violent crimes and property crimes and testify to results in court.

Essential Job Functions
- Examine evidence for the presence of biological material using presumptive and confirmatory tests
- Perform DNA extraction, quantitation by quantitative PCR (Quantifiler Trio), STR amplification (GlobalFiler) and capillary electrophoresis on 3500xL genetic analyzers
- Interpret STR profiles, including mixtures, using GeneMapper ID-X and probabilistic genotyping software (STRmix)
- Enter and search eligible profiles in CODIS, and follow up on hits
- Prepare clear technical reports and maintain case records to FBI Quality Assurance Standards
- Provide expert courtroom testimony in state and federal court
- Take part in proficiency testing, validation studies and technical review of casework

Qualifications
Minimum Requirements
- Bachelor's degree in biology, chemistry, forensic science or a related natural science, including coursework in biochemistry, genetics, molecular biology and statistics (as required by the FBI QAS)
- Two (2) years of experience performing forensic DNA casework analysis in an accredited laboratory
- Completed competency testing in autosomal STR analysis

Preferred
- Experience with STRmix and expert testimony
- Experience as a CODIS user
- Master's degree in forensic science or molecular biology
- ABC (American Board of Criminalistics) certification

Candidates must pass an extensive background investigation, polygraph, drug screen and provide a DNA elimination sample. Attention to detail and excellent written communication are essential to this role.

Kessler County Sheriff's Office is an Equal Opportunity Employer.

Job: Laboratory Sciences
Organization: Sheriff - Crime Laboratory
Job Posting: Feb 3
Requisition ID: 2600417

Apply Online  |  Add to My Job Cart  |  Refer a Friend`,
  },
  {
    id: 'plant-breeder-successfactors-kenya',
    field: 'agriculture',
    half: 'tune',
    title: 'Plant Breeder, Brassicas',
    company: 'Vanderhoek Seeds Kenya Ltd',
    skills: [
      'plant breeding',
      'hybrid development',
      'field trials',
      'marker-assisted selection',
      'quantitative genetics',
      'disease resistance screening',
      'R',
      'breeding database',
      'MSc or PhD in plant breeding',
      'leadership',
      'communication',
      'collaboration',
    ],
    text: `Career Opportunities: Plant Breeder, Brassicas (21554)
Requisition ID 21554 - Posted 02/05 - Kenya - Naivasha - Research & Development

Vanderhoek Seeds is a family-owned vegetable seed company from the Netherlands with research stations in 14 countries and products sold in more than 100 countries. At our East Africa research station near Lake Naivasha, Vanderhoek Seeds Kenya Ltd develops varieties of cabbage, kale, cauliflower, tomato and onion for growers across Africa and the Middle East.

Your role
As Plant Breeder, Brassicas you will lead the breeding programme for tropical cabbage and kale. You will develop new hybrids with higher yield, heat tolerance and resistance to black rot, clubroot and diamondback moth, and bring them to market with our product development and sales teams.

Your responsibilities
- Define breeding strategies and set breeding targets together with crop and marketing teams
- Plan and run crosses, selection nurseries and hybrid field trials across several locations in Kenya, Tanzania and Ethiopia
- Apply marker-assisted selection and genomic tools in cooperation with our molecular lab in the Netherlands
- Run disease resistance screening with the phytopathology team
- Analyse trial data with statistical tools (R, breeding database) and make advancement decisions
- Lead a team of two assistant breeders and 12 field technicians
- Present new varieties to growers and distributors at field days

Your profile
- MSc or PhD in Plant Breeding, Genetics or Agronomy
- At least 5 years of experience in vegetable breeding, preferably in brassicas or other cross-pollinated crops
- Good understanding of quantitative genetics, experimental design and statistics
- Experience with a breeding data management system (e.g. BMS, Phenome) and with R
- Leadership skills and experience managing field staff
- Good communication in English; Swahili is an advantage
- Collaborative and able to work in an international team; willing to travel in the region about 30% of time

Our offer
A permanent contract, competitive salary and annual bonus, medical cover for you and your family, pension, and the chance to see your own varieties in farmers' fields. We offer training at our headquarters in the Netherlands and a lot of freedom to shape your programme.

Apply now

Vanderhoek Seeds is an equal opportunity employer. We welcome applications from all qualified candidates.

Job Segment: Agronomy, Plant Breeding, Genetics, Research, Agriculture`,
  },
  {
    id: 'storyboard-artist-greenhouse-join',
    field: 'creative',
    half: 'unseen',
    title: 'Storyboard Artist',
    company: 'Lanternfish Animation Inc.',
    skills: [
      'storyboarding',
      'Storyboard Pro',
      'cinematography',
      'visual storytelling',
      'character acting',
      'drawing skills',
      'animatics',
      'Photoshop',
      'animation pipeline',
      'taking direction',
      'collaboration',
      'time management',
    ],
    text: `Join Lanternfish Animation as a Storyboard Artist on our next original 2D series!

Storyboard Artist
Vancouver, British Columbia (Hybrid)
Apply

Lanternfish Animation Inc. is an independent animation studio in Vancouver's Mount Pleasant, producing kids and family series for streamers and broadcasters. Our shows have won two Daytime Emmys and a Leo Award, and we are proud of a studio culture where artists get to grow.

We're looking for Storyboard Artists to board episodes of a new comedy-adventure series for ages 6 to 11 (announcement coming soon!). You will work from scripts and thumbnails with the Director and Supervising Storyboard Artist, from first pass to final revisions and animatic timing.

What you'll do
- Translate scripts into clear, funny, on-model storyboards with strong staging, composition and continuity
- Plan shots with an understanding of cinematography: camera, framing, eyelines, screen direction and the 180 rule
- Bring characters to life through acting, expressions and poses that sell the comedy
- Build animatics with timing, sound effects and scratch dialogue in Toon Boom Storyboard Pro
- Address notes from the Director, showrunner and network in a timely way
- Work with the layout and animation teams so boards are ready for our Toon Boom Harmony pipeline

What you'll bring
- 2+ years of storyboard experience on an animated series (2D TV preferred)
- Expert knowledge of Storyboard Pro; Photoshop is a plus
- Strong drawing skills, including anatomy, perspective and expressive characters
- Understanding of visual storytelling and comedy timing
- Able to take direction and notes with a positive attitude
- Great collaboration with other board artists and departments
- Good time management to hit weekly footage quotas and episode deadlines

Please include a link to your portfolio (storyboard samples or an animatic required) with your application. Applications without a portfolio will not be considered.

Details
- Contract: full-time for the duration of the production (est. 14 months), with the possibility of extension
- Rate: $1,650 - $2,150 CAD per week (union scale under the Animation Guild agreement applies)
- Hybrid: 2 days a week in the studio, remote from within BC the rest of the week
- Extended health and dental benefits, RRSP matching, and paid sick days

Lanternfish Animation Inc. is committed to building a diverse and inclusive studio. We welcome applications from people of all backgrounds. If you require accommodation during the hiring process, please let us know.

Apply for this job
* Required
First Name *
Last Name *
Email *
Resume/CV *
Portfolio link *`,
  },
  {
    id: 'production-potter-forwarded-email',
    field: 'crafts',
    half: 'tune',
    title: 'Production Potter',
    company: 'Hollin Clay Works Ltd',
    skills: [
      'wheel throwing',
      'production throwing',
      'stoneware',
      'glazing',
      'turning and trimming',
      'handle pulling',
      'kiln loading',
      'clay preparation',
      'consistency',
      'teamwork',
      'reliability',
    ],
    text: `---------- Forwarded message ---------
From: Ruth Hollin <ruth@hollinclayworks.co.uk>
Date: Tue, 4 Feb at 09:12
Subject: Job - production potter (please share!)
To: Stoke Ceramics Alumni <alumni-list@stokeceramics.org.uk>

Hi all,

Apologies for cross posting. Could you share this with anyone who might be interested? We are looking for a Production Potter to join us at the workshop in Hebden Bridge, starting in March.

Hollin Clay Works Ltd makes hand-thrown stoneware tableware (mugs, bowls, plates, jugs, teapots) for independent shops, restaurants and our own online shop. We are a team of six and throw around 600 pieces a week, with everything made, glazed and fired on site.

The job
Mostly production throwing on the wheel - repeat forms to size and weight, consistently, day after day. You would also:
- turn/trim leather-hard work and pull and attach handles
- prepare clay (pugging, wedging, weighing out balls)
- glaze by dipping and pouring using our own glazes, and wax resist
- load and unload our gas and electric kilns (with training)
- help with packing orders and keeping the studio clean

What we're looking for
- Good throwing skills and experience of repeat throwing. You don't need to have done production work before but you need to be able to throw a cylinder to 20cm and a bowl to 25cm confidently. We will ask you to throw a few pieces at interview.
- Some glazing experience with stoneware
- Consistency and care - our customers buy sets and want them to match
- Happy working as part of a small team, sharing the boring jobs as well as the nice ones
- Reliable and able to keep a steady pace
- A degree or HNC in ceramics is nice but not essential, lots of us learned in workshops

Hours and pay
Four days a week (32 hours), Tuesday - Friday, 8.30 - 5.00. £12.60 - £14.00 an hour depending on experience, 28 days holiday pro rata, workplace pension, and studio time and kiln space for your own work at cost.

To apply, send a short email with some photos of your thrown work (and a CV if you have one) to ruth@hollinclayworks.co.uk by 21 February. Happy to chat on the phone first, just email to arrange.

Thanks so much,
Ruth

--
Ruth Hollin
Director, Hollin Clay Works Ltd
Unit 3, Calder Mill, Hebden Bridge HX7 8AB
www.hollinclayworks.co.uk | Instagram @hollinclayworks`,
  },
  {
    id: 'corporate-travel-consultant-sri-lanka',
    field: 'travel',
    half: 'unseen',
    title: 'Corporate Travel Consultant',
    company: 'Serendib Voyages (Pvt) Ltd',
    skills: [
      'corporate travel management',
      'Amadeus',
      'Galileo',
      'GDS ticketing',
      'fare construction',
      'IATA diploma',
      'visa processing',
      'hotel reservations',
      'customer service',
      'English communication',
      'working under pressure',
      'teamwork',
    ],
    text: `VACANCIES

Serendib Voyages (Pvt) Ltd, one of Sri Lanka's fast growing IATA accredited travel management company with over 25 years of experience, is handling the business travel of more than 300 corporate clients including banks, apparel exporters, and multinational companies. Due to our expansion we are seeking dynamic and energetic individuals for the following position at our Head Office in Colombo 03.

CORPORATE TRAVEL CONSULTANT

Job Role:
• Handling the air ticketing requirements of the assigned corporate clients from the booking to the issuance, reissue, refund and the void.
• Making the reservations and issuing the tickets via GDS (Amadeus / Galileo) including fare construction, fare quote and the re-pricing.
• Arrange hotel reservations, airport transfers and travel insurance for the travellers.
• Provide assistance for the visa processing and documents of the corporate travellers (Schengen, UK, USA, Australia, GCC).
• Maintaining the travel policy of the client and send the MIS reports monthly.
• Handling the urgent requests and changes of the VIP travellers after office hours on rotational basis.
• Build up the good relationship with the airlines and the client travel coordinators.

Requirements:
• Minimum 2 years of experience in the air ticketing in a travel agency (corporate experience will be an added advantage).
• IATA/UFTAA Foundation or Consultant Diploma is essential.
• Must be well conversant with Amadeus or Galileo GDS with the fare construction and ticketing.
• Knowledge of the BSP procedures and the airline ADM is added advantage.
• Excellent customer service skills and the ability to handle the demanding clients politely.
• Very good English communication skills both written and verbal. Sinhala and Tamil will be advantage.
• Ability to work under pressure and meet deadlines.
• Team player who can work with minimum supervision.
• Computer literacy in MS Office.

What we offer:
• Attractive salary package with the performance incentives
• Medical insurance and EPF / ETF
• Staff travel benefits and the familiarization trips
• Training with the airlines and the GDS providers
• Career growth in an expanding company

If you think you are the suitable candidate please forward your comprehensive CV with two non related referees within 14 days of this advertisement to:

The Manager - Human Resources
Serendib Voyages (Pvt) Ltd
No. 48, Galle Road, Colombo 03
Email: careers@serendibvoyages.lk

Please mention the position applied in the subject line. Only the short listed candidates will be contacted.

Closing date: 20.02`,
  },
  {
    id: 'ai-technician-ireland-coop',
    field: 'agriculture',
    half: 'tune',
    title: 'AI Technician',
    company: 'Slaney Valley Breeding Society Ltd',
    skills: [
      'artificial insemination',
      'bovine AI certificate',
      'heat detection',
      'dairy herd management',
      'herd records',
      'semen handling',
      'animal welfare',
      'biosecurity',
      'full driving licence',
      'farmer relations',
      'time management',
      'self-motivation',
    ],
    text: `Slaney Valley Breeding Society Ltd has been providing breeding services and genetic advice to dairy and suckler farmers in Wexford, Carlow and South Kilkenny for over 60 years. Owned by our 4,200 farmer members, we inseminate over 110,000 cows a year and run the most used herd recording service in the South East.

We are now recruiting for the following role for the 2026 spring breeding season:

AI Technician (Seasonal, with potential for permanent role)
Location: Enniscorthy region, Co. Wexford
Contract: Seasonal, March to end of July

The Role
- Carry out artificial insemination on dairy and beef herds on a daily route, to the highest standard of hygiene and animal welfare
- Handle and store frozen semen correctly, including nitrogen tank management and straw thawing procedures
- Advise farmers on heat detection, bull selection, sexed semen use and breeding plans
- Record all inseminations accurately on the handheld device and ensure correct data goes to the ICBF database
- Follow biosecurity protocols moving between farms
- Build and maintain good relationships with our farmer members
- Plan your daily calls and manage your time so all cows are served on the day they are reported

The Person
- Hold a current Bovine AI Certificate (Department of Agriculture approved course); candidates who have just completed the course are welcome to apply
- Farming background, ideally on a dairy farm, with experience of cattle handling and dairy herd management
- Knowledge of herd records, EBI and breeding indexes is an advantage
- Full clean driving licence and own car (mileage is paid)
- Self-motivated, able to work alone and on your feet all morning, six or seven days a week in peak season
- Good with people - farmers are our owners and our customers

What we offer
- Competitive pay plus mileage and subsistence
- Full training and support from experienced technicians
- Company phone and handheld, protective clothing and equipment
- Opportunity to move into a permanent technician or breeding advisor role

Applications with a CV and cover letter to careers@slaneybreeding.ie or by post to the HR Office, Slaney Valley Breeding Society Ltd, Mill Road, Enniscorthy, Co. Wexford.

Closing date for applications is Friday 14th February.

Slaney Valley Breeding Society Ltd is an equal opportunities employer.`,
  },
  {
    id: 'commercial-diver-whatsapp-nigeria',
    field: 'maritime',
    half: 'unseen',
    title: 'Commercial Diver',
    company: 'Deltaline Subsea Nigeria Limited',
    skills: [
      'surface supplied air diving',
      'IMCA Air Diver',
      'HSE Part 1 / IMCA',
      'underwater inspection',
      'underwater welding',
      'underwater cutting',
      'hull cleaning',
      'BOSIET',
      'diving medical',
      'NDT',
      'safety awareness',
      'teamwork',
    ],
    text: `*📢 URGENT VACANCY 📢*
_Kindly share to your contacts_ 🙏

*Deltaline Subsea Nigeria Limited* (Port Harcourt) need experienced *COMMERCIAL DIVER* for offshore and inshore projects with our clients in Niger Delta.

*JOB LOCATION:* Onne / Port Harcourt + offshore (Bonny, Forcados)
*DURATION:* 28 days on / 28 days off rotation
*SALARY:* Very attractive, day rate paid in Naira + offshore allowance. To be discussed at interview.

*DUTIES:*
➡️ Surface supplied air diving operation up to 50msw
➡️ Underwater inspection of jackets, risers, SPM buoys and pipelines with video and CP reading
➡️ Underwater cutting and wet welding
➡️ Hull cleaning and propeller polishing for vessels and FPSO
➡️ Installation and removal of anodes, clamps and flanges
➡️ Work as tender/standby diver and maintain the diving equipment (KMB helmet, panel, compressor, LP/HP hoses)
➡️ Follow the dive plan, the toolbox talk and the permit to work always

*REQUIREMENTS:*
✅ Certified Commercial Air Diver (IMCA Air Diver / HSE Surface Supplied / ADCI or equivalent). Certificate must be recognised, no local certificate only.
✅ Minimum 3 years offshore diving experience, dive logbook must be up to date
✅ Valid diving medical (not more than 12 months)
✅ Valid BOSIET / HUET, and OGSP / NIMASA safety certificate
✅ Wet welding certificate (AWS D3.6 class B) is plus
✅ NDT CSWIP 3.1U or 3.2U is plus
✅ Must be physically fit, and safety conscious person
✅ Good team player, able to live and work offshore with the crew

*BENEFITS:* Feeding and accommodation offshore, transport to location, medical cover, PPE provided, group life insurance.

📩 Send CV + copy of diving certificate + logbook pages + medical in ONE PDF to *recruitment@deltalinesubsea.ng* with subject "COMMERCIAL DIVER"
📞 WhatsApp only (no call please): 0803 XXX 4471

⚠️ We don't collect any money for recruitment. Any person asking for money is a scam, please report.

_Deadline: 7 days from today_ ⏳`,
  },
  {
    id: 'shoe-repairer-key-cutter-hiring',
    field: 'retail',
    half: 'tune',
    title: 'Shoe Repairer and Key Cutter',
    company: 'Heel & Sole Cobblers Ltd',
    skills: [
      'shoe repair',
      'heel and sole replacement',
      'key cutting',
      'watch battery replacement',
      'engraving',
      'leather work',
      'retail sales',
      'cash handling',
      'customer service',
      'attention to detail',
      'reliability',
    ],
    text: `Heel & Sole Cobblers is hiring a Shoe Repairer and Key Cutter for our busy shop in Kingsgate Shopping Centre, Norwich.

Heel & Sole Cobblers Ltd is a family business with 9 shops across Norfolk and Suffolk. We do shoe repairs, key cutting, watch repairs, engraving and phone repairs, and we've been doing it well for 40 years.

Full time, 40 hours over 5 days (including Saturdays, one Sunday a month)
£24,500 - £28,000 a year depending on experience + monthly bonus

The job:
- Shoe repairs at the bench: heels, soles (rubber and leather), stitching, patching, stretching, dyeing and cleaning
- Key cutting on manual and computerised machines: cylinder, mortice, car keys and transponder programming (we train)
- Watch battery replacement and watch strap fitting
- Engraving on trophies, tags and jewellery using our engraving machine
- Small leather work: bag repairs, belt shortening, new holes
- Serving customers, explaining the repair and price, taking payment and handling cash accurately
- Selling shoe care products, key accessories and services
- Keeping the shop clean, tidy and well presented

What we need:
- Experience as a shoe repairer or cobbler is a must (at least 1 year) - show us what you can do at a trial shift
- Key cutting experience an advantage
- Good with your hands and an eye for detail
- Friendly, patient customer service and comfortable with retail sales targets
- Honest and reliable with cash
- Able to work on your own when needed

What you get:
- Full training on keys, watches and engraving
- Monthly bonus on shop sales
- 28 days holiday (including bank holidays)
- Staff discount
- Pension scheme
- Chance to become shop manager

Apply with your CV or pop into the shop and ask for Gary.

Heel & Sole Cobblers Ltd, registered in England no. 02285117.`,
  },
  {
    id: 'childrens-bookseller-about-us-first',
    field: 'retail',
    half: 'unseen',
    title: "Children's Bookseller",
    company: 'Fenwick & Lowe Booksellers Ltd',
    skills: [
      "children's literature knowledge",
      'bookselling',
      'stock management',
      'EPOS',
      'Batch',
      'events programming',
      'school liaison',
      'visual merchandising',
      'social media',
      'customer service',
      'enthusiasm',
      'teamwork',
    ],
    text: `Fenwick & Lowe has been an independent bookshop on Bridge Street since 1921. Over three floors we stock 40,000 titles, run a café, and host more than 120 author events a year, from local poets to the biggest names in children's books. We were named Independent Bookshop of the Year for the North West region, and we think that's because of our booksellers.

We're now looking for a Children's Bookseller to look after our children's and young adult department on the first floor.

What you'll be doing
You'll be the person families, teachers and young readers come to for recommendations. You'll manage the stock in the children's department - ordering new titles and backlist from publishers and wholesalers (Gardners), handling returns, and keeping the department fresh and well displayed. You'll plan and run our Saturday storytimes and half-term activities, help deliver author events and school visits, and build relationships with local schools and nurseries, including our book fairs and school supply orders. You'll write shelf talkers and contribute to our social media and newsletter.

You'll also do all the normal bookselling jobs: serving customers at the tills (our EPOS system), placing customer orders through Batch and our stock system, receiving deliveries and helping out across the shop.

What we're looking for
- A passion for and good knowledge of children's and YA books, from picture books to teen fiction
- Bookselling or retail experience, ideally in a bookshop
- Experience managing stock and ordering
- Confidence speaking to groups, reading aloud and running events with children
- An eye for visual merchandising and display
- Comfortable with social media (Instagram, TikTok)
- Excellent customer service and genuine enthusiasm
- Teamwork - we are a small team and everyone helps on the tills and with deliveries

Details
Full-time, 37.5 hours a week including alternate Saturdays and some evenings for events
£24,800 per year
33 days holiday including bank holidays, staff discount of 35%, and free tickets to our events
An enhanced DBS check is required because of work with schools

To apply, send your CV and a short letter telling us about three children's books you'd hand-sell and why, to jobs@fenwickandlowe.co.uk by 28 February.

Fenwick & Lowe Booksellers Ltd, 14-16 Bridge Street, Chester CH1 1NG`,
  },
  {
    id: 'smart-contract-engineer-lever-markdown',
    field: 'software',
    half: 'tune',
    title: 'Senior Smart Contract Engineer',
    company: 'Orbweaver Labs Inc.',
    skills: [
      'Solidity',
      'EVM',
      'Foundry',
      'smart contract security',
      'DeFi protocols',
      'gas optimization',
      'TypeScript',
      'formal verification',
      'Rust',
      'code review',
      'written communication',
      'ownership',
    ],
    text: `Orbweaver Labs

**Senior Smart Contract Engineer**
Remote (Americas or Europe) / Protocol Engineering / Full-time / Remote

Orbweaver builds open-source lending infrastructure on Ethereum and its rollups. More than $1.2B in deposits sit in contracts our team wrote, so we take correctness seriously: every change goes through internal review, invariant testing and at least one external audit before it ships.

## What you'll do

- Design, implement and test core protocol contracts in **Solidity** on the **EVM** (Ethereum mainnet, Arbitrum, Base)
- Write unit, fuzz and invariant tests with **Foundry**; help us push toward formal verification of critical paths (Certora, Halmos)
- Apply **smart contract security** best practice: threat modelling, access control, oracle and reentrancy risks, upgrade safety
- Work on **gas optimization** without giving up readability
- Review teammates' pull requests and lead our side of external audits and bug bounty triage
- Contribute to the **TypeScript** SDK and off-chain keepers used by integrators

## What we're looking for

- 4+ years of professional software engineering, with 2+ years shipping Solidity to mainnet
- Deep understanding of **DeFi protocols** (lending, AMMs, liquidations, oracles) and their failure modes
- Strong testing habits with Foundry or Hardhat
- Experience with formal verification or symbolic execution tools is a big plus
- **Rust** experience (for our Solana and Stylus work) is a plus
- Excellent written communication: we're remote-first and write design docs for everything
- A sense of ownership - you will be on call for contracts you write

## Compensation

- Base salary $190,000 - $245,000 USD (or local equivalent), plus token and equity grant
- Health coverage, home office budget, and two team offsites a year
- Paid in fiat; we don't ask you to take salary in tokens

## How we hire

1. 30-minute intro call
2. Take-home review: find the bugs in a small lending contract (paid, 3 hours)
3. Technical deep-dive with two engineers
4. Founder call

Orbweaver Labs Inc. is an equal opportunity employer. We do not discriminate on the basis of race, religion, color, national origin, gender, sexual orientation, age, marital status, veteran status, or disability status.

APPLY FOR THIS JOB`,
  },
  {
    id: 'compiler-engineer-long-prose',
    field: 'software',
    half: 'unseen',
    title: 'Compiler Engineer',
    company: 'Tessellate Computing, Inc.',
    skills: [
      'C++',
      'LLVM',
      'MLIR',
      'compiler optimization',
      'code generation',
      'intermediate representations',
      'computer architecture',
      'Python',
      'machine learning frameworks',
      'debugging',
      'collaboration',
      'communication',
    ],
    text: `At Tessellate Computing we build accelerator chips for training and serving large neural networks, and the software that makes them usable. A chip is only as fast as the code that runs on it, and most of that code is written not by people but by our compiler. That is why we are looking for a compiler engineer to join the team in Austin or Santa Clara that turns PyTorch and JAX programs into instructions for our dataflow architecture.

Our compiler is built on LLVM and MLIR. Models come in through our framework front end, are lowered through a stack of our own MLIR dialects and intermediate representations, and leave as scheduled, tiled and memory-planned programs for thousands of compute cores. Much of the interesting work is in the middle: fusing operations, choosing data layouts, partitioning a graph across chips, and deciding what lives in on-chip memory and when. You will design and build optimization passes and parts of the code generation back end, measure their effect on real models, and chase down the cases where the compiler made the wrong call. Since the code you write is C++ and most of our testing and tooling is in Python, you will need to be fluent in both, and comfortable reading a profile or an assembly dump to find out why a kernel runs at half the speed it should.

We expect you to have spent several years working on a production compiler, whether that was a CPU or GPU back end, a JIT, a machine learning compiler such as XLA, TVM or Triton, or a high-performance DSL. You understand SSA form, dataflow analysis, instruction scheduling and register or memory allocation, and you know enough computer architecture to reason about caches, vector units, memory bandwidth and pipelines. Experience with MLIR itself is a strong plus, and so is familiarity with machine learning frameworks and how a transformer actually runs. A graduate degree in computer science is common on the team but not required.

Compilers are full of subtle bugs, so we value patient, methodical debugging: building a minimal reproducer, bisecting a miscompile, and writing the regression test before the fix. The work is also deeply collaborative. Our compiler engineers sit between the hardware architects, the runtime team and the customers porting their models, and good ideas come from all of them. You will explain your designs in written proposals and in code review, and clear communication with people who are not compiler specialists matters as much as cleverness.

The base salary range for this full-time role is $185,000 to $265,000, depending on level and location, plus equity and an annual bonus. Benefits include medical, dental and vision coverage, a 401(k) match, generous parental leave and flexible time off. Tessellate Computing, Inc. is an equal opportunity employer and considers qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status. If this sounds like the problem you want to spend the next few years on, send us your resume and a note about the hardest compiler bug you have fixed.`,
  },
  {
    id: 'alarm-cctv-technician-pipe-table-sa',
    field: 'security',
    half: 'tune',
    title: 'Alarm and CCTV Installation Technician',
    company: 'Ironveld Security Solutions (Pty) Ltd',
    skills: [
      'alarm system installation',
      'CCTV installation',
      'PSIRA registration',
      'Paradox',
      'Hikvision',
      'electric fencing',
      'access control',
      'IP networking',
      "driver's licence",
      'fault finding',
      'customer service',
      'reliability',
    ],
    text: `Alarm and CCTV Installation Technician
Ironveld Security Solutions (Pty) Ltd
Centurion, Gauteng
R14 000 - R20 000 per month | Permanent
Posted 3 days ago | Ref: IVS-TECH-0226

Ironveld Security Solutions (Pty) Ltd is an established security systems integrator in Tshwane and Johannesburg, installing and maintaining intruder alarms, CCTV, electric fencing and access control for homes, estates and commercial clients. We are looking for a skilled technician to join our installations team.

Duties and responsibilities
- Install, programme and commission intruder alarm systems (Paradox, IDS, DSC) including wireless and hardwired detectors, beams and sirens
- Install and configure CCTV systems (Hikvision, Dahua): IP and analogue cameras, NVR/DVR setup, remote viewing on mobile apps
- Install and repair electric fencing (Nemtek energizers) to SANS 10222-3 standards
- Install and maintain access control and intercom systems (ZKTeco, Impro, gate motors)
- Fault finding and call-outs on existing systems, including after hours standby on rotation
- Basic network setup: IP addressing, port forwarding, PoE switches and routers
- Complete job cards and test certificates, and explain systems to clients

Requirements

| Requirement | Detail |
| --- | --- |
| Qualification | Matric (Grade 12); N2/N3 electrical or electronics an advantage |
| PSIRA | Grade C or higher, registration must be current (essential) |
| Experience | Minimum 3 years installing alarms and CCTV |
| Brands | Paradox, Hikvision, Dahua, Nemtek, Centurion gate motors |
| Electric fence | Electric Fence Installer Certificate (EFC) advantageous |
| Networking | Understanding of IP networking and PoE |
| Licence | Valid Code 08 (EB) driver's licence, own transport to office |
| Clearance | Clear criminal record |
| Other | Own basic hand tools, smartphone, ability to work at heights |

Personal attributes
- Strong fault finding and problem-solving skills
- Neat, professional and good customer service manners in client homes
- Reliable, punctual and honest
- Able to work in a team and unsupervised

Remuneration and benefits
- Basic salary R14 000 - R20 000 depending on experience
- Standby allowance and overtime
- Company vehicle for installations and call-outs
- Cellphone allowance
- Provident fund after probation

Please note: Only South African citizens with valid PSIRA registration need apply. If you have not heard from us within 2 weeks please consider your application unsuccessful.

Apply Now`,
  },
  {
    id: 'malware-analyst-romania-second-language',
    field: 'cybersecurity',
    half: 'unseen',
    title: 'Malware Analyst',
    company: 'Vigilis Software SRL',
    skills: [
      'malware analysis',
      'reverse engineering',
      'IDA Pro',
      'Ghidra',
      'x86/x64 assembly',
      'Windows internals',
      'YARA rules',
      'sandbox analysis',
      'Python',
      'C/C++',
      'English',
      'analytical thinking',
    ],
    text: `Vigilis Software SRL
Bucharest, Romania (Pipera) | Hybrid
Full-time | Mid-Senior level
Posted 1 week ago · 37 applicants

Malware Analyst

Who we are
Vigilis is a Romanian cybersecurity company founded in 2011, developing anti-malware engines and endpoint protection (EDR) technology which is licensed to more than 30 security vendors worldwide. Our Threat Research Lab in Bucharest and Iași analyse every day hundreds of thousands new samples.

What you will do in this role
As Malware Analyst in our Threat Research Lab, you will be responsible for the analysis of the new and sophisticated threats and for the improvement of our detection technologies. More concretely:
• Make static and dynamic analysis of malicious files (PE executables, scripts, documents, Android APK) for understand their behaviour;
• Do reverse engineering of malware using IDA Pro, Ghidra and debuggers (x64dbg, WinDbg);
• Write detection signatures, YARA rules and heuristics for our engine;
• Use and improve our automatic sandbox analysis and classification systems;
• Write technical reports and blog articles about new malware families, ransomware and APT campaigns;
• Collaborate with the engine development team for new detection methods.

What we expect from you
• Minimum 2 years experience in malware analysis or reverse engineering;
• Very good knowledge of x86/x64 assembly language and Windows internals (PE format, processes, memory, API, registry);
• Knowledge in programming with C/C++ and Python (for scripts and automation);
• Understanding of obfuscation, packers and anti-debugging techniques;
• Good English, written and spoken — all the reports are in English;
• Analytical thinking and curiosity, you like to solve puzzles;
• Bachelor degree in Computer Science, Automatic Control or similar.

Will be a plus
• Experience with Android or macOS malware;
• Knowledge of network protocols and traffic analysis (Wireshark);
• Participation in CTF competitions.

What we offer
• Competitive salary and yearly bonus, tax exemption for IT employees (according to law);
• Hybrid program: 2 days per week at office, flexible hours;
• Private medical subscription (Regina Maria) and life insurance;
• Meal tickets and 7card / gym subscription;
• 25 days of annual leave;
• Internal trainings and budget for conferences (Virus Bulletin, DefCamp);
• Modern office near metro, with free parking.

If you are passionate about security and want to fight with the cyber criminals, we are waiting for your CV!

Show more`,
  },
  {
    id: 'activities-coordinator-care-home-terse',
    field: 'social care',
    half: 'tune',
    title: 'Activities Coordinator',
    company: 'Willowmere Care Homes Ltd',
    skills: [
      'activity planning',
      'dementia care',
      'person-centred care',
      'care home experience',
      'reminiscence activities',
      'record keeping',
      'DBS check',
      "driver's licence",
      'creativity',
      'communication',
      'empathy',
      'enthusiasm',
    ],
    text: `Willowmere Care Homes Ltd - Oakfield House
Ipswich IP4
£12.60 an hour
Part-time, 30 hours per week

Activities Coordinator

Oakfield House is a 54 bed residential and dementia care home, part of the Willowmere Care Homes family of 11 homes in Suffolk and Essex. Rated Good by CQC.

The role:
- Plan and lead a weekly activities programme for residents, group and one to one
- Activities for residents living with dementia: reminiscence, music, sensory sessions, baking, gentle exercise, gardening
- Person-centred: get to know each resident's life story, likes and abilities
- Spend time with residents who stay in their rooms
- Organise outings (minibus), entertainers, church visits, intergenerational visits with local nursery
- Celebrate birthdays and events: Christmas, Easter, summer fete
- Record activities and wellbeing in the electronic care plan system (Nourish)
- Manage the small activities budget and fundraising with the Friends of Oakfield
- Work with care team, families and volunteers

About you:
- Experience in a care home, day centre or similar care setting preferred
- Experience with people living with dementia
- Creative, with lots of ideas
- Good communication with residents, families and staff
- Empathy, patience and a sense of fun
- Enthusiasm - you will bring energy to the home
- Basic IT for record keeping
- Full UK driving licence (minibus driving after training) desirable
- Enhanced DBS check required (we pay)

Hours:
- 30 hours over 5 days, Monday - Friday, 9.30am - 3.30pm
- Some flexibility for occasional weekend events

Benefits:
- Paid training incl. Care Certificate and dementia training
- Free meals on shift
- Blue Light Card eligibility
- Refer a friend bonus £300
- Pension
- Free parking
- Employee of the month awards

Willowmere Care Homes Ltd is an equal opportunities employer.

Apply now - we will contact you within 48 hours.`,
  },
  {
    id: 'loom-fixer-pdf-ethiopia',
    field: 'manufacturing',
    half: 'unseen',
    title: 'Loom Fixer',
    company: 'Hawassa Jinlong Textile PLC',
    skills: [
      'loom maintenance',
      'air-jet weaving',
      'Toyota looms',
      'Tsudakoma',
      'loom settings',
      'fabric defect analysis',
      'preventive maintenance',
      'pneumatics',
      'mechanical fitting',
      'diploma in textile engineering',
      'teamwork',
      'responsibility',
    ],
    text: `HAWASSA JINLONG TEXTILE PLC
Hawassa Industrial Park, Shed
No. 21, Hawassa, Ethiopia
HR Department  Tel: +251 46
221 0388

RECRUITMENT NOTICE
No. HJT/HR/2026/014

Hawassa Jinlong Textile PLC is a
100% foreign investment company
from Zhejiang, China, producing
woven cotton and polyester-cotton
fabric for export to Europe and
USA. The factory have 480 air-jet
looms and more than 2,300
employees. For our weaving
department, company wants to
recruit the following position:

Position: Loom Fixer
Quantity: 6 persons
Department: Weaving
Working place: Hawassa
Salary: According to company
scale + attendance bonus +
production bonus

Main Responsibility:
1. Responsible for the daily
maintenance and repair of the
air-jet looms (Toyota JAT710 /
JAT810 and Tsudakoma ZAX9100),
make sure looms running with
high efficiency.
2. Adjust loom settings according
to the fabric style: weft
insertion timing, main and sub
nozzle pressure, shed timing,
warp tension, let-off and take-up.
3. Analyze the fabric defects
(broken pick, weft bar, starting
mark, thick and thin place) and
find the reason and solve.
4. Do the preventive maintenance
according to the plan, change
the worn parts, lubrication.
5. Repair pneumatic parts
(solenoid valve, regulator,
nozzle) and simple electrical
fault with the electrician.
6. Do style change (change over)
and beam gaiting with team.
7. Train the weaver and the
junior fixer, fill the
maintenance record.

Requirements:
1. Diploma or Level IV/V in
Textile Engineering, Mechanical
or related field. B.Sc also
can apply.
2. Minimum 3 years experience
as loom fixer in air-jet weaving
mill. Experience of Toyota or
Tsudakoma loom is must.
3. Good mechanical fitting skill
and can use the measuring tool.
4. Understand the pneumatic
system.
5. Can work 3 shifts rotation.
6. Have responsibility, obey the
company rule, good team work
with Chinese technician and
local staff.
7. Can speak some English.
Chinese language is advantage.

Company provide:
- Transportation service
- Lunch in canteen free
- Medical service in the park
- Training by Chinese expert

Interested applicant please
submit CV, copy of documents
and work experience letter to
HR office of company within
10 working days from the date
of this notice. Only the
shortlisted will be called for
practical test.

Hawassa Jinlong Textile PLC
HR Department

Page 1 of 1`,
  },
  {
    id: 'photojournalist-kenya-hiring',
    field: 'media',
    half: 'tune',
    title: 'Photojournalist',
    company: 'Lakeside Media Group Ltd',
    skills: [
      'photojournalism',
      'news photography',
      'video production',
      'Adobe Lightroom',
      'Adobe Photoshop',
      'Premiere Pro',
      'caption writing',
      'media ethics',
      'drone operation',
      "driver's licence",
      'working to deadlines',
      'initiative',
    ],
    text: `Lakeside Media Group Ltd, publishers of The Lakeside Courier and LakesideNow.co.ke, is hiring a Photojournalist based in our Kisumu newsroom.

About us
The Lakeside Courier is Western Kenya's leading regional newspaper with a print readership of over 300,000 and more than 2 million monthly visitors to our digital platforms. We cover news, politics, business, sports and culture across the Lake Victoria region and beyond.

Job purpose
The Photojournalist will produce compelling news and feature photography and short video for print, web and social media, working alongside reporters to tell the stories of our region accurately and with impact.

Key responsibilities
- Cover daily news assignments including courts, politics, accidents, public events and sports, often at short notice
- Produce feature photo essays and portraits for the weekend edition
- Shoot and edit short news video and reels for LakesideNow and our social channels
- Edit, tone and file images quickly from the field using Adobe Lightroom and Photoshop, and video with Premiere Pro
- Write accurate captions with full names, places and context, and meet metadata standards
- Maintain and grow the photo archive
- Follow the Media Council of Kenya Code of Conduct and our ethics and safety guidelines, especially when photographing minors and victims
- Operate the newsroom drone (where licensed) for aerial coverage

Requirements
- Diploma or degree in Journalism, Photography, Mass Communication or related field
- At least 3 years experience as a news photographer or photojournalist; a strong portfolio is required
- Excellent technical skills with DSLR/mirrorless cameras, lenses and flash
- Video production skills for digital platforms
- Knowledge of media law and media ethics
- Kenya Civil Aviation Authority (KCAA) remote pilot licence is an added advantage
- Valid driving licence
- Ability to work to tight deadlines, nights and weekends, and under pressure
- Initiative and news sense: you find the picture before you're told
- Fluency in English and Kiswahili; Dholuo is an advantage

How to apply
Send your cover letter, CV and a link to your online portfolio to recruitment@lakesidemedia.co.ke quoting "PHOTOJOURNALIST - KSM" in the subject line by 5pm on 20th February.

Only shortlisted candidates will be contacted. Lakeside Media Group Ltd is an equal opportunity employer; women and persons living with disability are encouraged to apply.`,
  },
  {
    id: 'assistant-golf-professional-about-us',
    field: 'sport',
    half: 'unseen',
    title: 'Assistant Golf Professional',
    company: 'Pine Hollow Country Club',
    skills: [
      'golf instruction',
      'PGA membership',
      'golf operations',
      'tournament operations',
      'merchandising',
      'Golf Genius',
      'club fitting',
      'point of sale',
      'member service',
      'communication',
      'teamwork',
      'professional appearance',
    ],
    text: `About Pine Hollow Country Club
Founded in 1926, Pine Hollow Country Club is a private, member-owned club in the rolling hills north of Charlotte with 640 members, a Donald Ross-designed 18-hole championship course, a nine-hole short course, a full practice facility, and an active junior and women's golf program. We host more than 60 member events and two state amateur qualifiers each year.

Pine Hollow is seeking an energetic, service-minded Assistant Golf Professional to join our golf operations team under the Head Golf Professional.

Position Overview
The Assistant Golf Professional supports all aspects of golf operations, including the golf shop, member programming, instruction and tournaments. This is a year-round, full-time position with an expected schedule of 45-50 hours per week in season, including weekends and holidays.

Responsibilities
- Provide private and group golf instruction for adults and juniors, including our Junior Golf Academy and ladies' clinics
- Run tournament operations from start to finish: pairings, scoring and results in Golf Genius, rules, and prizes
- Manage the tee sheet, starter and outside operations with the staff
- Assist with golf shop merchandising, buying, inventory and point of sale (Jonas)
- Perform club fitting and repairs (regripping, loft and lie)
- Deliver exceptional member service and build relationships with members and guests
- Supervise and train outside service staff

Qualifications
- PGA of America member or an Associate in the PGA Golf Management program (required)
- 2+ years of experience in private club golf operations
- Strong teaching ability and passion for player development
- Knowledge of tournament operations software (Golf Genius preferred) and the Rules of Golf
- Club fitting certification (TrackMan, Titleist or PING) a plus
- Excellent communication and interpersonal skills
- Team player with a professional appearance and demeanor

Compensation and Benefits
- Salary $48,000 - $55,000 plus lesson income (80% to the professional) and merchandise incentive
- Medical, dental and vision insurance
- 401(k) with 4% match
- PGA dues and education paid
- Meals while on duty and uniform allowance
- Playing privileges

Please submit your resume and cover letter through the PGA CareerLinks system. Pine Hollow Country Club is an equal opportunity employer.

Posted 3 days ago · Full-time · Charlotte, NC area`,
  },
  {
    id: 'air-traffic-controller-title-at-company',
    field: 'transport',
    half: 'tune',
    title: 'Air Traffic Controller, Aerodrome',
    company: 'Meridian Air Navigation Services Ltd',
    skills: [
      'air traffic control',
      'UK CAA ATCO licence',
      'aerodrome control',
      'approach procedural',
      'Class 3 medical',
      'ICAO English Level 5',
      'radar',
      'Manual of Air Traffic Services',
      'situational awareness',
      'decision making',
      'communication',
      'teamwork',
    ],
    text: `Reposted on Jan 30
Air Traffic Controller, Aerodrome at Meridian Air Navigation Services Ltd
Exeford Airport, Devon, UK · On-site · Full-time

Meridian Air Navigation Services Ltd provides air traffic control, engineering and aeronautical information services at seven regional airports and three heliports across the UK. At Exeford Airport we handle around 38,000 movements a year, a mix of scheduled airline, business aviation, training, air ambulance and military traffic.

We are looking for a valid or re-validating Aerodrome Controller to join our Exeford unit, providing Aerodrome Control (ADI) and, once validated, Approach Procedural (APP) services.

Responsibilities
- Provide a safe, orderly and expeditious air traffic service in accordance with CAP 493 (Manual of Air Traffic Services Part 1) and the unit's MATS Part 2
- Operate as Tower controller, including ground movement control of aircraft and vehicles
- Complete unit training and validation for Approach Procedural, with the opportunity to progress to Approach Radar (APS) with surveillance
- Take part in unit competence schemes, TRM and emergency exercises
- Contribute to occurrence reporting and a just culture
- Support the training of student controllers as an OJTI once qualified

Requirements
- UK CAA Student or valid Air Traffic Controller (ATCO) licence with Aerodrome Control Instrument (ADI) rating, or EASA equivalent eligible for conversion
- Current Class 3 medical certificate
- ICAO English Language Proficiency Level 5 or above
- Right to work in the UK and willingness to undergo security vetting (CTC) and an airside pass background check
- Approach Procedural (APP) or radar (APS) rating is desirable
- Excellent situational awareness and sound decision making under pressure
- Clear, concise communication and strong teamwork in a small unit

What we offer
- Salary £48,000 for validated ADI controllers, rising to £62,000 on APP validation, plus licence allowance
- Shift allowance (roster of early, late and night shifts, 5 on / 4 off)
- 10% employer pension contribution
- Private medical insurance and life assurance
- Relocation package available
- Funded rating courses at our training partner

Meridian is proud to be an equal opportunities employer and welcomes applications from all backgrounds, including those returning to ATC after a career break.

Apply via our careers site. Closing date: 28 February.

Seniority level: Mid-Senior level
Employment type: Full-time
Job function: Other
Industries: Airlines and Aviation`,
  },
  {
    id: 'bim-coordinator-agency-client-malaysia',
    field: 'construction',
    half: 'unseen',
    title: 'BIM Coordinator',
    company: 'Tan Hock Seng Construction Sdn Bhd',
    skills: [
      'BIM coordination',
      'Autodesk Revit',
      'Navisworks',
      'clash detection',
      'AutoCAD',
      'MEP coordination',
      'BIM 360',
      'ISO 19650',
      'Diploma in Civil Engineering',
      'communication',
      'teamwork',
      'problem solving',
    ],
    text: `Job ID: CTR-KL-58821
Recruiter: Stellar Talent Partners Sdn Bhd (JobsDB / JobStreet Malaysia)
Posted on 29-Jan-2026

BIM Coordinator
Kuala Lumpur, Malaysia | Permanent | RM 5,000 - RM 7,500 per month

Our client, Tan Hock Seng Construction Sdn Bhd, is a Grade G7 main contractor with more than 35 years in Malaysia, involved in high rise residential, commercial and infrastructure project in Klang Valley and Penang. Due to the new mixed development project in Kuala Lumpur (2 tower, 45 storey), our client is looking a BIM Coordinator to join their site BIM team.

Job Responsibilities:
- To develop and coordinate the BIM model (architecture, structure and MEP) by using Autodesk Revit following the project BIM Execution Plan (BEP).
- To perform the clash detection in Navisworks and prepare the clash report, and to chair the weekly BIM coordination meeting with consultant and sub-contractor.
- Coordinate the MEP services with the structure for produce combined services drawing (CSD) and builder's work drawing.
- Manage the Common Data Environment in BIM 360 / ACC and control the version of the models.
- Extract the quantity and shop drawing from model for the site team, and prepare the 4D sequence if required.
- To make sure the model follow the ISO 19650 and CIDB BIM guide.
- Provide support and basic training to the site engineer for use the model in site.

Job Requirements:
- Candidate must possess at least Diploma / Degree in Civil Engineering, Building Services, Architecture or equivalent.
- Minimum 3 years of working experience in BIM modelling and coordination in the construction project, main contractor experience is preferred.
- Must be proficient in Autodesk Revit, Navisworks and AutoCAD. Knowledge of Dynamo and Tekla will be advantage.
- Knowledge in MEP coordination is must.
- Familiar with BIM 360 / Autodesk Construction Cloud.
- Good communication skill in English and Bahasa Malaysia, Mandarin will be advantage to communicate with the client's team.
- Able to work as a team and good problem solving.
- Willing to be based at site office in Kuala Lumpur.

Benefit:
- EPF, SOCSO, EIS
- Medical and hospitalisation insurance
- Annual increment and performance bonus
- Site allowance and transport allowance
- 5 working days (alternate Saturday for site)

Interested candidate please click "Apply Now" or send your updated resume to our consultant, Ms. Jasmine Lee. Only shortlisted candidate will be notified.

Stellar Talent Partners Sdn Bhd | EA Licence No: JTKSM 1127`,
  },
]
