// A fourth set of posting headers for the title/company reader (issue 15): 80 tops of ads as a job seeker pastes
// them (what the site shows above the description, then its first paragraph or two and a few bullets), every entry
// a shape real life sends and every occupation one the earlier sets do not use. Shapes (an entry can count twice):
// ATS pages 12 (Workday, Greenhouse, Lever, iCIMS, Taleo, SuccessFactors, BambooHR, Workable, SmartRecruiters,
// Personio, Teamtailor, JazzHR); board chrome 18 (Indeed 3, LinkedIn, Seek, Naukri, JobStreet, Bayt, Jobberman,
// Reed, Totaljobs, StepStone, Glassdoor, ZipRecruiter, Craigslist, Gumtree, Kijiji, Trade Me); posts by a person 6
// (WhatsApp 2, Telegram, Facebook, Discord, Slack); emails with their headers 3 (2 forwarded, 1 sent); company only
// in a signature and its email domain 5 (those 3 and 2 more); recruiters' LinkedIn posts 3; newspaper classifieds
// 4; printed notices 3; PDF text with broken lines 4; Markdown 3; job-fair lists 2; public-sector bulletins 6 (with
// and without colons, a class title beside a working title, India, Kenya, the Gulf); military-civilian 3 (a defence
// agency, a NAF post, a base contractor); hospital bulletins 4 plus 4 hospital or laboratory ATS or PDF pages;
// university bulletins 4 plus 1 PDF; titles only inside a sentence 3; agencies naming their client 4 and not naming
// it 3; franchises 2; "a division of" 2; trading names ("t/a") 2; non-English legal forms 10 (GmbH, S.A. de C.V.,
// Sp. z o.o., PT, Sdn Bhd, K.K., AB, Oy, S.r.l., B.V.) beside W.L.L., (Pvt) Ltd, Co., Ltd. and S.A.;
// second-language English 32 (South Asia, Southeast Asia, Africa, the Gulf, Latin America, Europe, Japan). Every
// employer and person is invented. Written by a helper who never read the engine's source, the benches' code (but
// for adding this set's row) or any other eval set's postings (only the labelling rules below and the HeaderPosting
// type; its one sight of another set was an accidental glance at the first entry and a half of header-postings.ts
// while reading that type, and neither occupation is reused); each posting's title and company were written with
// it, BEFORE any run. The set was held out whole until its first run at the end of the eighteenth session; since
// the nineteenth its halves alternate in file order (odd entries 'tune', even ones 'unseen', only reported).
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
// Readings added by third-header-postings.ts: a bulletin that prints both a class title and a working title is
// labelled with the working title; a title that appears only in lower case inside a sentence is labelled in title
// case (as a title printed in capitals is). A title a PDF breaks over two lines is labelled whole.
// Readings this set adds where those rules are silent: a gender marker hung on a title ("(m/w/d)") is dropped like
// the other brackets; an ad that hires as "X Ltd t/a Y" is labelled with the trading name Y, the name it hires
// under; an ad from "X, a division of Y" is labelled X, the business that hires, not its parent; a job-fair list is
// labelled with the employer of the entry pasted, not the fair's organiser; a military-civilian ad is labelled with
// the agency, fund or contractor that employs, not the base it serves.
// Dash-specialty labels brought in line by a labeller who read no engine (job52, 2026-11-30): 0 labels changed.
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const fourthHeaderPostings: HeaderPosting[] = [
  {
    id: 'blood-bank-technologist-workday',
    half: 'tune',
    title: 'Blood Bank Technologist II',
    company: 'Marrowfield Regional Health',
    text: `Blood Bank Technologist II - Nights
Apply
locations
Marrowfield Regional Medical Center
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
R-0041921

Marrowfield Regional Health is a 412-bed not-for-profit system serving the upper Sorrel Valley. Our transfusion service issues more than 30,000 components a year and supports a Level II trauma center.

As a Blood Bank Technologist II on the night shift you will work independently in the transfusion service, perform pretransfusion testing and resolve routine antibody problems.

Responsibilities
- ABO/Rh typing, antibody screens and crossmatches on automated and tube methods
- Antibody identification with panels and selected cells; escalate complex work-ups
- Issue blood products for massive transfusion protocol
- Perform daily QC and maintain records for AABB inspection

Qualifications
- Bachelor's degree in medical laboratory science or a related science
- MLS(ASCP) or BB(ASCP) certification
- Two years of transfusion service experience`,
  },
  {
    id: 'firmware-engineer-greenhouse',
    half: 'unseen',
    title: 'Senior Firmware Engineer, Motor Control',
    company: 'Tessellate Robotics',
    text: `Senior Firmware Engineer, Motor Control
Tessellate Robotics
Pittsburgh, PA (Hybrid)

Apply for this job

Tessellate Robotics builds autonomous pallet movers for cold-storage warehouses, where forklifts struggle and people would rather not stand for long. Our robots run two shifts a day at eleven customer sites.

We're looking for a firmware engineer who has shipped brushless motor drives and wants to own the traction and lift controllers end to end.

What you'll do
* Write and tune field-oriented control loops for BLDC and PMSM motors on STM32 parts
* Bring up new driver boards with our hardware team
* Build fault detection that keeps the robot safe at -25 °C
* Review code and mentor two mid-level engineers

What you'll bring
* 6+ years writing embedded C for motor control
* Comfort with oscilloscopes, current probes and CAN bus tools
* Experience with functional safety (ISO 13849 or IEC 61508) is a plus`,
  },
  {
    id: 'drone-pilot-lever',
    half: 'tune',
    title: 'Drone Pilot, Survey Operations',
    company: 'Kitehawk Aerial',
    text: `Kitehawk Aerial
Drone Pilot, Survey Operations
Denver, Colorado
Field Operations – Survey /
Full-time /
On-site
Apply for this job

Kitehawk Aerial flies mapping and inspection missions for mines, solar farms and state highway departments across the Mountain West. Our pilots collect the data; our processing team in Denver turns it into survey-grade models.

About the role
You will plan and fly fixed-wing and multirotor missions, set ground control with a GNSS rover, and make sure every flight meets the accuracy a licensed surveyor will sign.

You will
- Fly 3-4 days a week, often at remote sites with overnight travel
- Run preflight checks, maintain logbooks and batteries
- Set out and record ground control points
- Check data quality in the field before leaving site

You have
- FAA Part 107 certificate
- 200+ logged flight hours
- A clean driving record and willingness to travel 50%`,
  },
  {
    id: 'cytotechnologist-icims',
    half: 'unseen',
    title: 'Cytotechnologist',
    company: 'Bayview Pathology Partners',
    text: `Cytotechnologist
Job ID 2026-14207
Location US-FL-Tampa
Category Laboratory
Position Type Regular Full-Time
Shift Day
Company Bayview Pathology Partners
Apply for this job online
Email this job to a friend
Share on your newsfeed

Overview
Bayview Pathology Partners is a physician-owned practice of 28 pathologists providing anatomic and clinical pathology to hospitals and clinics on Florida's Gulf Coast.

Responsibilities
The Cytotechnologist screens gynecologic and non-gynecologic specimens, assists pathologists with fine needle aspiration adequacy checks, and takes part in the lab's quality program.
- Screen ThinPrep and SurePath Pap tests
- Attend FNA procedures and perform rapid on-site evaluation
- Keep workload records in line with CLIA limits

Qualifications
- Bachelor's degree and completion of an accredited cytotechnology program
- CT(ASCP) certification required
- Florida Clinical Laboratory license (Cytology) or eligibility`,
  },
  {
    id: 'medical-dosimetrist-taleo',
    half: 'tune',
    title: 'Medical Dosimetrist',
    company: 'St. Adeline Cancer Institute',
    text: `Job Description
Medical Dosimetrist - Radiation Oncology - Full Time
Apply Online
Add to My Job Cart
Send to a Friend

Primary Location: Ohio-Columbus-St. Adeline Cancer Institute
Organization: Radiation Oncology
Schedule: Full-time
Job Posting: Nov 18, 2026, 9:12:00 AM
Job Number: 2604471

Description
St. Adeline Cancer Institute treats more than 3,000 new patients a year with four linear accelerators, a Gamma Knife and a brachytherapy suite. The Medical Dosimetrist designs treatment plans under the direction of the medical physicists and radiation oncologists.

Key duties
- Produce 3D conformal, IMRT and VMAT plans in Eclipse
- Contour normal structures and review target volumes with physicians
- Perform monitor unit checks and prepare plans for physics review
- Take part in chart rounds and new-patient simulations

Qualifications
- Certified Medical Dosimetrist (CMD) required
- Two years of clinical planning experience preferred`,
  },
  {
    id: 'paper-machine-tender-successfactors-sweden',
    half: 'unseen',
    title: 'Paper Machine Tender',
    company: 'Nordvik Kartong AB',
    text: `Paper Machine Tender
Requisition ID: 58214
Location: Nordvik, SE
Company: Nordvik Kartong AB
Job Type: Permanent, Shift work
Posting date: 17 Nov 2026

Apply now »

Nordvik Kartong AB makes folding boxboard for food packaging at our mill by the Ångerman river. We run one board machine 24 hours a day with a team of 180 people.

We now search a Paper Machine Tender for our five-shift team. You will run the wet end and dry end of board machine BM2 together with your colleagues, follow quality in the control room and do web breaks and clothing changes.

Your tasks
• Run and watch the machine from the DCS system
• Take samples and make first checks of grammage and moisture
• Do wire and felt changes with the maintenance team
• Report deviations in our shift log

We think you have
• Process operator education or experience from industry
• Good Swedish, and English for manuals
• Forklift licence (truckkort) is a merit`,
  },
  {
    id: 'caddie-bamboohr-trading-name',
    half: 'tune',
    title: 'Caddie',
    company: 'Seaholme Links',
    text: `Caddie
Seaholme Links
Golf Operations
North Berwick, East Lothian, Scotland
Part-Time / Seasonal
Compensation: £13.00 per round plus gratuities

Apply for This Job

Gullane Golf Holdings Ltd t/a Seaholme Links is a championship links course on the Firth of Forth, welcoming over 40,000 visiting golfers each season.

We are looking for caddies for the 2027 season, April to October. No previous experience is needed: we run a three-day caddie school in March and pair new caddies with our senior team for their first rounds.

What you will do
- Carry or pull bags for one or two golfers over 18 holes
- Read greens, give yardages and tell the story of the course
- Rake bunkers, repair pitch marks and keep up the pace of play

What we need
- Good fitness: a round is about 7 miles on foot
- Friendly, reliable and happy to work early mornings
- Knowledge of golf etiquette (we will teach the rest)`,
  },
  {
    id: 'greek-subtitler-workable',
    half: 'unseen',
    title: 'Greek Subtitler',
    company: 'Lexiframe Media',
    text: `Lexiframe Media
Greek Subtitler
Athens, Attica, Greece
Remote
Contract
Localization

Apply for this job

Description
Lexiframe Media subtitles and dubs series, films and documentaries for streaming platforms in 34 languages. We are growing our Greek team and look for freelance subtitlers who can work to tight delivery dates.

As Greek Subtitler you will translate English templates into Greek, spot and time subtitles, and check your work against platform style guides.

Requirements
- Native Greek, excellent English comprehension
- At least one year of subtitling experience (EZTitles, Ooona or Subtitle Edit)
- Knowledge of reading speed, line breaks and shot-change rules
- Reliable internet and a computer that can play 4K files

Benefits
- Steady volume: 8,000-12,000 runtime minutes a month across the team
- Payment every month in EUR
- Free training for SDH (subtitles for the deaf and hard of hearing)`,
  },
  {
    id: 'reach-stacker-operator-smartrecruiters-poland',
    half: 'tune',
    title: 'Reach Stacker Operator',
    company: 'Bałtycki Terminal Kontenerowy Sp. z o.o.',
    text: `Bałtycki Terminal Kontenerowy Sp. z o.o.
Reach Stacker Operator
Gdynia, Pomorskie, Poland
Full-time
Company Description
Bałtycki Terminal Kontenerowy Sp. z o.o. is a deep-water container terminal in the Port of Gdynia, handling over 900,000 TEU per year with rail connection to the whole of Poland.

Job Description
We are looking for experienced operators for our yard team. You will work in 12-hour shifts in the 4-brigade system.
- Operate reach stacker to load and unload containers to trucks and rail wagons
- Stack containers in the yard according to the plan from TOS
- Do daily checks of machine and report faults
- Work safe together with checkers and drivers

Qualifications
- UDT certificate for reach stacker (wózek jezdniowy podnośnikowy z wysięgnikiem)
- Minimum 1 year experience in port or logistics center
- Basic English or Polish communication

Additional Information
We offer contract of employment, shift bonus, private medical care and Multisport card.

I'm interested`,
  },
  {
    id: 'barge-skipper-personio-netherlands',
    half: 'unseen',
    title: 'Barge Skipper',
    company: 'Rijnmond Binnenvaart B.V.',
    text: `Barge Skipper
Permanent employee, Full-time · Rotterdam

Your mission
Rijnmond Binnenvaart B.V. runs a fleet of fourteen tank barges carrying chemicals and gas oil between Rotterdam, Antwerp and the Rhine ports up to Basel. For our new 110-metre double-hull tanker we are searching an experienced skipper.

As skipper you are responsible for the ship, the cargo and the crew of four. You sail in a 14 days on / 14 days off rotation.

- Navigate the vessel safely on the Rhine and in the port area
- Lead loading and discharge together with the terminal
- Keep logbooks, ADN documents and crew hours up to date
- Coach the helmsman and deckhands

Your profile
- Groot Vaarbewijs and Rhine patent (Rijnpatent) up to at least Mannheim
- ADN Chemicals certificate
- Radar patent
- English or Dutch; German is a plus

Why us?
Good salary by CAO, travel costs paid from home to the ship, and modern accommodation on board.

Apply for this position`,
  },
  {
    id: 'sawmill-operator-teamtailor-finland',
    half: 'tune',
    title: 'Sawmill Operator',
    company: 'Kuusela Sahat Oy',
    text: `Sawmill Operator
Kuusela Sahat Oy · Production · Kuopio · On-site

Kuusela Sahat Oy is family-owned sawmill from Northern Savo. We saw 420,000 m³ of spruce and pine per year and export to Japan, Egypt and UK.

Now we are looking for Sawmill Operator to our log-line in three-shift work. The job includes running the log-line from the control cabin, adjusting the saw pattern according to the log scanner and keeping the line running without stops.

Your work
• Operate log-line and edger from control cabin
• Change and check saw blades with the saw doctor
• Daily cleaning and small maintenance
• Follow quality and safety instructions

We hope you have
• Experience from sawmill or other process industry
• Interest in automation and computers
• Finnish or English language

We offer permanent contract, shift allowances, and sports and culture benefit (ePassi).

Apply for this job
Kuusela Sahat Oy
Career site · Connect`,
  },
  {
    id: 'game-master-jazzhr',
    half: 'unseen',
    title: 'Game Master',
    company: 'Lockstep Escape Rooms LLC',
    text: `Game Master
Lockstep Escape Rooms LLC
Location: Boise, ID
Department: Guest Experience
Type: Part Time
Min. Experience: Entry Level

Lockstep Escape Rooms LLC runs six themed escape rooms in downtown Boise, from a sunken submarine to a 1920s speakeasy. Groups of 2-10 players have 60 minutes to get out, and our Game Masters make sure they have the best hour of their week.

As a Game Master you will greet guests, give the safety briefing and story intro, watch the game on camera and give hints at the right moment. Between games you reset every lock, prop and puzzle so the next group gets a perfect room.

What we are looking for
- Outgoing, calm under pressure, loves puzzles
- Available evenings and weekends
- Able to climb a ladder and lift 25 lbs
- Theatre or customer service experience a plus

Pay: $15/hr plus tips

Apply for this position`,
  },
  {
    id: 'lawn-care-technician-indeed-franchise',
    half: 'tune',
    title: 'Lawn Care Technician',
    company: 'Kettle Ridge Turf LLC',
    text: `Lawn Care Technician
GreenStride Lawn
3.4 out of 5 stars
Franklin, TN 37064
$18 - $22 an hour - Full-time
Apply now

Job details
Pay
$18 - $22 an hour
Job type
Full-time
Shift and schedule
Monday to Friday
Weekends as needed

Full job description
GreenStride Lawn of Franklin is independently owned and operated by Kettle Ridge Turf LLC. We treat more than 2,500 lawns in Williamson County with fertilizer, weed control and aeration.

As a Lawn Care Technician you'll drive a company truck on an assigned route, apply treatments by ride-on spreader and backpack sprayer, and leave every customer a note on what you did and why.

Requirements:
- Valid driver's license and clean MVR
- Able to get a Tennessee pesticide applicator license within 90 days (we pay)
- Comfortable working outdoors in heat

Benefits:
- Paid training, uniforms and PTO
- Quarterly bonus based on customer retention`,
  },
  {
    id: 'aircraft-painter-linkedin-italy',
    half: 'unseen',
    title: 'Aircraft Painter',
    company: 'Aerovernici Toscana S.r.l.',
    text: `Aircraft Painter
Aerovernici Toscana S.r.l. · Pisa, Tuscany, Italy (On-site)
1 week ago · 23 applicants
Full-time · Mid-Senior level
51-200 employees · Airlines and Aviation
Easy Apply
Save

About the job
Aerovernici Toscana S.r.l. is a EASA Part-145 paint shop for regional and narrow-body aircraft. Every year we strip and repaint more than 60 aircraft for lessors and airlines from all Europe.

We are searching an Aircraft Painter to reinforce our hangar team.

Main activities:
- Chemical and mechanical stripping of the aircraft
- Preparation of surfaces, masking and application of primers and topcoats
- Application of livery with stencils and decals
- Respect of the technical documentation and of the safety rules (ATEX zone)

Requirements:
- Experience of minimum 3 years in painting of aircraft or industrial vehicles
- Knowledge of HVLP and airless equipment
- Availability to work in shifts
- Italian or English language

We offer contract CCNL Metalmeccanico, company canteen and training in Toulouse.`,
  },
  {
    id: 'tbm-operator-seek',
    half: 'tune',
    title: 'TBM Operator',
    company: 'Kestrel Underground Pty Ltd',
    text: `TBM Operator
Kestrel Underground Pty Ltd
View all jobs
Parramatta, Sydney NSW
Mining, Resources & Energy (Mining - Operations)
Full time
$65 – $78 per hour + overtime
Posted 4d ago
Quick apply

Kestrel Underground Pty Ltd is a specialist tunnelling contractor delivering metro and water tunnels on Australia's east coast. We have two 7-metre earth pressure balance TBMs starting on the western metro extension in February.

About the role
Reporting to the TBM Shift Supervisor, you will operate the tunnel boring machine from the cab, monitoring face pressure, thrust and cutterhead torque, and work with the ring build crew to keep advance on target.

About you
- Minimum 2 years as a TBM operator on an EPB or slurry machine
- Confined space, working at heights and gas testing tickets
- Tunnel induction (or willingness to complete)
- Happy to work 12-hour rotating day/night shifts

Apply now to join the crew.`,
  },
  {
    id: 'tea-taster-naukri',
    half: 'unseen',
    title: 'Tea Taster',
    company: 'Brahmaputra Leaf Traders Pvt Ltd',
    text: `Tea Taster
Brahmaputra Leaf Traders Pvt Ltd
3.9
41 Reviews
4 - 8 years
₹ 5-8 Lacs P.A.
Kolkata
Send me jobs like this
Posted: 5 days ago Openings: 2 Applicants: 97
Apply
Save

Job description
Brahmaputra Leaf Traders Pvt Ltd is leading buyer and blender of Assam and Dooars CTC tea, supplying to packeteers in India and exporters to Middle East and CIS countries.

Requirement of Tea Taster for our Kolkata office at Mission Row.

Roles and Responsibilities
- Tasting and valuation of tea samples from auction catalogues and private offers
- Prepare blends as per customer standard and maintain consistency
- Attend Kolkata and Guwahati auctions and bid within budget
- Coordinate with gardens for quality feedback

Desired Candidate Profile
- Graduate in any discipline, certificate course in tea tasting preferred
- 4+ years tasting experience with broker or blender
- Good palate, knowledge of CTC and orthodox grades

Role: Quality Assurance / Quality Control - Other
Industry Type: FMCG
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'tapping-supervisor-jobstreet-malaysia',
    half: 'tune',
    title: 'Tapping Supervisor',
    company: 'Ladang Sungai Keruh Sdn Bhd',
    text: `Tapping Supervisor
Ladang Sungai Keruh Sdn Bhd
Kuala Kangsar, Perak
Agriculture, Animals & Conservation (Farm Management)
Full time
RM 2,800 – RM 3,500 per month
Posted 2d ago
Quick apply

Ladang Sungai Keruh Sdn Bhd is rubber and oil palm estate with 1,900 hectares in Perak. We are looking for a responsible person to supervise our tapping team.

Job Responsibilities:
- Supervise 35-40 tappers daily, start from 6.00am muster
- Check tapping quality, bark consumption and panel damage
- Record latex and cup-lump collection and DRC results
- Ensure tappers follow stimulation schedule and safety rules
- Prepare daily and monthly report to Estate Assistant

Job Requirements:
- SPM or Diploma in Plantation Management
- At least 2 years experience in rubber estate
- Can communicate in Bahasa Malaysia, basic English, Nepali or Bahasa Indonesia is advantage
- Own motorcycle and driving license
- Willing to stay in estate quarters (provided free)`,
  },
  {
    id: 'falconer-bayt-abu-dhabi',
    half: 'unseen',
    title: 'Falconer',
    company: 'Al Saqr Heritage Falcon Centre LLC',
    text: `Falconer
Al Saqr Heritage Falcon Centre LLC
Abu Dhabi, United Arab Emirates
Posted on: 12 Nov 2026
Apply Now
Save Job

Job Description
Al Saqr Heritage Falcon Centre LLC is a centre for training, breeding and care of falcons, and offer falconry shows and experiences for visitors and schools.

We are looking to hire experienced Falconer to join our team.

Duties and responsibilities:
- Daily care and feeding of falcons and weighing each bird
- Training of falcons for lure and free flight, and for shows
- Handling birds in front of guests and explain about heritage of falconry
- Cleaning of mews and equipment, maintain records of health and weight
- Assist the veterinary team when birds are treated

Requirement:
- Minimum 3 years experience with falcons (Saker, Peregrine, Gyr hybrid)
- Arabic and English speaking
- Physically fit, can work outdoor in summer season early morning

Skills
Falconry, Animal Care, Bird Handling

Job Details
Job Location: Abu Dhabi, United Arab Emirates
Company Industry: Tourism
Employment Type: Full Time Employee
Monthly Salary: AED 6,000 - 8,000`,
  },
  {
    id: 'cocoa-quality-officer-jobberman',
    half: 'tune',
    title: 'Cocoa Quality Control Officer',
    company: 'Ogbomoso Agro Commodities Limited',
    text: `Cocoa Quality Control Officer
Ogbomoso Agro Commodities Limited
Manufacturing & Warehousing
Oyo
Full Time
Agriculture, Fishing & Forestry
NGN 250,000 - 350,000
Easy Apply

Job Summary
To carry out quality checks on cocoa beans purchased from farmers and LBAs, and ensure all export lots meet contract specification.

Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 3 years

Job Description/Requirements
Ogbomoso Agro Commodities Limited is an exporter of cocoa beans, cashew and sesame with warehouses in Ibadan, Ondo and Lagos.

Responsibilities
- Conduct cut test, moisture test and bean count on all incoming lots
- Reject or grade stock according to NEPC and buyer standards
- Supervise fumigation and bagging before export
- Keep proper records and prepare QC certificates for shipment

Requirements
- B.Sc/HND in Agriculture, Food Science or related
- Minimum 3 years in cocoa or commodity quality control
- Willing to travel to buying centres in Ondo and Osun`,
  },
  {
    id: 'cable-jointer-reed-agency-client',
    half: 'unseen',
    title: 'HV Cable Jointer',
    company: 'Northmoor Networks Ltd',
    text: `HV Cable Jointer
Posted 6 November by Vantrell Recruitment
Featured
£48,000 - £56,000 per annum, inc benefits
Leeds, West Yorkshire
Permanent, full-time
Apply now

Vantrell Recruitment are delighted to be working with Northmoor Networks Ltd, the electricity distribution network operator for the North East and Yorkshire, to recruit an HV Cable Jointer for their Leeds depot.

The role
You will joint, terminate and repair 11kV and 33kV cables on the underground network, working on planned connections and fault repairs.

- Jointing on XLPE, PILC and transition joints up to 33kV
- Work safely under the Distribution Safety Rules
- Complete job packs and as-laid records on a tablet

What you'll need
- Time-served cable jointer with NVQ Level 3 or equivalent
- NRSWA Operative card
- Full UK driving licence

Benefits include company van, 8% pension, 27 days holiday plus bank holidays, and a call-out rota paid at double time.

Apply now`,
  },
  {
    id: 'kitchen-fitter-totaljobs-agency-unnamed',
    half: 'tune',
    title: 'Kitchen Fitter',
    company: 'Aldgate Trades Recruitment',
    text: `Kitchen Fitter
Aldgate Trades Recruitment
Chelmsford, Essex
£200 - £240 per day
Contract
Posted 3 days ago
Apply
Save

Aldgate Trades Recruitment are looking for experienced kitchen fitters on behalf of our client, a well-established kitchen and bathroom retailer with showrooms across Essex and Hertfordshire.

This is a self-employed role with steady work for the next six months at least, fitting mid to high-end kitchens in private homes.

Responsibilities:
- Fit base and wall units, worktops (laminate and solid wood), appliances and accessories
- Make good and leave the job clean and snag-free
- Liaise with the showroom designer and the customer on site

Requirements:
- Minimum 3 years kitchen fitting experience with photos of your work
- Own tools and van
- CSCS card desirable
- Public liability insurance

To apply, send your CV or call the Aldgate Trades team on 01245 000 000.`,
  },
  {
    id: 'organ-builder-stepstone',
    half: 'unseen',
    title: 'Organ Builder',
    company: 'Hallermann Orgelbau GmbH',
    text: `Organ Builder (m/w/d)
Hallermann Orgelbau GmbH
Freiberg
Full-time
Permanent
On-site
Published: 1 week ago

Apply now
Save

Your tasks
Hallermann Orgelbau GmbH builds and restores pipe organs for churches and concert halls in Germany, Scandinavia and Japan. In our workshop in Freiberg we make nearly every part ourselves, from wind chests to pipes.

We are looking for an Organ Builder to join our team of 22 for new builds and restoration of historic instruments.

- Build and assemble wind chests, actions and casework in the workshop
- Install and regulate organs on site, partly with travel abroad
- Restore historic instruments following conservation rules
- Tuning and maintenance visits

Your profile
- Completed apprenticeship as organ builder (Orgelbauer/in) or cabinet maker with organ experience
- Careful and precise work with wood and metal
- Readiness to travel for installations (2-6 weeks)
- Driving licence class B

Our offer
- Permanent contract, 30 days holiday, company pension
- Work on unique instruments`,
  },
  {
    id: 'abrasive-blaster-glassdoor',
    half: 'tune',
    title: 'Abrasive Blaster',
    company: 'Tidewater Coatings Inc.',
    text: `Tidewater Coatings Inc.
3.6 ★
Abrasive Blaster
Chesapeake, VA
$22.00 - $28.00 Per Hour (Employer provided)
Easy Apply
Save

Job description
Tidewater Coatings Inc. is an industrial coatings contractor serving shipyards, bridges and water tanks throughout Hampton Roads. We are hiring an Abrasive Blaster for our shop and field crews.

Duties
- Set up blast pots, hoses and dust collection
- Blast steel to SSPC-SP 10 / NACE 2 near-white and check surface profile
- Wear and maintain supplied-air respirator and PPE
- Help painters with masking, cleanup and containment

Requirements
- 1+ year abrasive blasting experience (garnet, steel grit or slag)
- Able to lift 50 lbs and work at heights in a lift
- TWIC card or ability to obtain
- Reliable transportation

Benefits
- Health, dental and vision
- 401(k) with match
- Per diem on travel jobs

Company Overview
51 to 200 Employees · Construction`,
  },
  {
    id: 'septic-truck-operator-ziprecruiter',
    half: 'unseen',
    title: 'Septic Pump Truck Operator',
    company: 'Kessler Brothers Septic LLC',
    text: `Septic Pump Truck Operator
Kessler Brothers Septic LLC
Lancaster, PA • Full-Time
$24 - $30 / hour
Quick Apply
Posted 9 days ago

Job Description
Kessler Brothers Septic LLC has been pumping, inspecting and repairing septic systems in Lancaster and Lebanon counties since 1974. We are a family company with 9 trucks and a big backlog, and we need another operator.

What you will do:
- Drive a 3,500-gallon vacuum truck to residential and farm properties
- Locate and uncover tanks, pump and inspect, and record levels
- Talk with homeowners about what you found and when to come back
- Keep the truck clean, greased and ready each morning

What we need:
- Class B CDL with tanker endorsement
- Clean driving record
- Not afraid of hard, dirty work (we hose you down, we promise)

Benefits: health insurance, paid holidays, 401(k), and home every night.`,
  },
  {
    id: 'carpet-cleaning-technician-craigslist',
    half: 'tune',
    title: 'Carpet Cleaning Technician',
    company: 'Bluejay Carpet Care',
    text: `CL > portland > jobs > general labor
posted 2026-11-24 08:41
reply
prohibited

Carpet Cleaning Technician - no experience needed, we train (SE Portland)

compensation: $19-$27/hr depending on experience + commission
employment type: full-time

Bluejay Carpet Care is a local, family run business cleaning carpets, upholstery and tile for homes and offices around Portland since 2011. We are busy and need one more tech.

You'll ride with a lead tech for the first two weeks, then run your own truck-mount van. Typical day is 4-6 jobs.

- Move furniture, pre-treat, clean and speed-dry carpet
- Explain the work to customers and offer protector treatment
- Keep the van stocked and clean

Must have valid OR license and be able to lift 50 lbs. Background check required.

Reply with a few lines about yourself and your availability. Principals only, no recruiters.

post id: 7800142936`,
  },
  {
    id: 'dry-stone-waller-gumtree',
    half: 'unseen',
    title: 'Dry Stone Waller',
    company: 'Fellside Walling Ltd',
    text: `Dry Stone Waller
Kendal, Cumbria
Posted 5 days ago
Fellside Walling Ltd
Job type: Full-time
Salary: £140-£180 per day
Recruiter: Private

Description
Fellside Walling Ltd are a small team rebuilding and maintaining dry stone walls for farms, estates and the National Park across South Lakes and the Yorkshire Dales.

We are looking for a dry stone waller to join us from March. Ideally you will hold your DSWA certificate (Level 2 or above) but we will also consider someone with good experience who is willing to go for it.

Work is mostly outdoor in all weathers, rebuilding gaps and full lengths of wall, plus some new build for gardens.

You will need:
- Own transport and a full driving licence
- Your own hand tools
- Good fitness

Message us through Gumtree with details of your experience, and photos of your walls if you have them.

Report ad`,
  },
  {
    id: 'snowcat-operator-kijiji',
    half: 'tune',
    title: 'Snowcat Operator',
    company: 'Ridgeback Mountain Resort Inc.',
    text: `Snowcat Operator - Night Shift
Ridgeback Mountain Resort Inc.
Revelstoke, BC
Posted 3 days ago
Job Type: Full-time (seasonal)
Salary: $26.50 hourly
Company: Ridgeback Mountain Resort Inc.
Apply now
Save

Description
Ridgeback Mountain Resort Inc. is a 3,100-acre ski area with 74 runs and a terrain park. Our mountain operations team grooms 40 km of runs every night so guests find corduroy in the morning.

We are hiring Snowcat Operators for the 2026/27 winter season (early December to mid-April).

Responsibilities
- Operate winch and non-winch grooming machines on steep terrain at night
- Follow the nightly grooming plan and report conditions to patrol
- Do pre-shift checks and basic maintenance on the machine

Requirements
- 1+ season of grooming experience preferred, training available
- Class 5 driver's licence
- Comfortable working alone in the dark and cold

Staff housing available, plus season pass for you and a family member.

Report ad`,
  },
  {
    id: 'saw-doctor-trademe-division',
    half: 'unseen',
    title: 'Saw Doctor',
    company: 'Brennock Timber',
    text: `Saw Doctor
Brennock Timber
Rotorua, Bay Of Plenty
Listed: Wed, 18 Nov
Full time · Permanent
$38 - $46 per hour
Manufacturing & Operations > Machine operators

Apply now

Brennock Timber, a division of Ardvale Forest Products Ltd, runs a high-speed sawmill processing 300,000 m³ of radiata pine each year for the domestic and export market.

We are after an experienced Saw Doctor to keep our band saws and circular saws cutting true. You will work day shift in our saw shop with one other saw doctor and an apprentice.

Key tasks
- Level, tension, grind and tip band and circular saws
- Set up and maintain the saw shop machines
- Troubleshoot sawing problems with the mill supervisors
- Train and mentor the apprentice

About you
- Qualified saw doctor (NZ Certificate in Saw Doctoring or equal)
- Experience with wide band and stellite tipping
- Able to work overtime during breakdowns

Relocation support available for the right person.`,
  },
  {
    id: 'line-leader-indeed-mexico',
    half: 'tune',
    title: 'Line Leader',
    company: 'Arneses del Bravo S.A. de C.V.',
    text: `Line Leader - 2nd Shift
Arneses del Bravo S.A. de C.V.
Ciudad Juárez, Chih.
$13,000 - $16,000 al mes - Tiempo completo
Postularse ahora

Job details
Job type
Full-time
Shift and schedule
2nd shift

Full job description
Arneses del Bravo S.A. de C.V. is manufacturer of wire harness for automotive and agricultural equipment customers in USA. We have 1,400 employees in two plants.

We are looking for Line Leader for second shift in final assembly area.

Responsibilities:
- Lead a line of 25-30 operators and assure the production goal per hour
- Train new operators in assembly boards and electrical test
- Report scrap, downtime and quality problems to supervisor
- Follow 5S and safety rules

Requirements:
- High school (preparatoria) complete
- 1 year experience as line leader in wire harness or electronics
- Basic English (read work instructions)
- Availability for 2nd shift (3:30 pm to 1:00 am)

We offer: food coupons, savings fund, transportation, and benefits of law.`,
  },
  {
    id: 'steel-fixer-whatsapp-doha',
    half: 'unseen',
    title: 'Steel Fixer',
    company: 'Al Wadi Contracting W.L.L.',
    text: `[09:14, 22/11/2026] Rashid Qatar Jobs: *URGENT REQUIRMENT* 🇶🇦🇶🇦

*STEEL FIXER* - 15 Nos

Company : Al Wadi Contracting W.L.L. , Doha Qatar
Project : Residential tower, Lusail

✅ Minimum 3 yrs experience in building project
✅ Able to read drawing & BBS
✅ Gulf experience preferred
✅ Age 25 - 45

Salary : 1400 QAR + OT
Food + Accomodation + Transportation by company
Visa & ticket free 🆓

Duty time 10 hrs, 6 days

Interested candidates send CV, passport copy & photo on whatsapp only 👇
+974 5500 0000

*Local transfer also can apply (NOC must)*
Please share in your groups 🙏`,
  },
  {
    id: 'chief-cook-telegram-odesa',
    half: 'tune',
    title: 'Chief Cook',
    company: 'Pivden Crew Services',
    text: `Pivden Crew Services | Vacancies
📢 VACANCY

Position: Chief Cook
Vessel: Bulk carrier 82,000 DWT, built 2012
Flag: Marshall Islands
Crew: mix (Ukrainian / Filipino)
Contract: 4 +/- 1 months
Joining: mid of December, Rotterdam
Salary: 3,600 USD

Requirements:
- Experience in rank minimum 12 months on bulk or tanker
- Valid Certificate of Competency for ship's cook, Food Handling, STCW basic
- English level Intermediate
- Valid seaman's book and US visa will be plus

Good shipowner from Germany, salary paid on time, internet on board.

Send CV to crew@pivdencrew.example or write to @pivden_manning
Pivden Crew Services, Odesa, Frantsuzkyi blvd.

👁 1.4K  edited 14:02`,
  },
  {
    id: 'makeup-artist-facebook-lagos',
    half: 'unseen',
    title: 'Makeup Artist',
    company: 'Glow by Adaeze Beauty Studio',
    text: `Adaeze Okonkwo-Bello ▸ Lagos Beauty & Makeup Artists Network
2h · 🌍

HIRING!!! 💄💄

Glow by Adaeze Beauty Studio is looking for an experienced MAKEUP ARTIST to join our team in Lekki Phase 1 🙌🏾

This is a full-time role, you will be doing bridal, traditional wedding, photoshoot and owambe glam for our clients in the studio and home service.

Requirements 👇🏾
✔️ Minimum 2 years experience, pls send your portfolio (IG page is fine)
✔️ Must be good with skin prep and flawless base on all skin tones
✔️ Gele tying is an added advantage
✔️ Must be punctual and have good attitude with clients
✔️ Must live around Lekki, Ajah or VI

Salary is attractive + commission on each booking 💰

Send your CV and portfolio to my DM or WhatsApp 0803 000 0000. Please no calls after 8pm 🙏🏾

👍❤️ 58    34 comments    12 shares`,
  },
  {
    id: 'level-designer-discord',
    half: 'tune',
    title: 'Level Designer',
    company: 'Brackenfall Games',
    text: `#job-postings

mirelle_voss — Today at 10:32 AM
hey all! 👋 posting for my studio

**Brackenfall Games** is hiring a **Level Designer** (full-time, remote, EU/UK timezones)

we're a 14-person indie studio making Lanternwake, a co-op dungeon crawler in Unreal 5 — first chapter ships to early access next spring. we need someone to own layout and pacing for two biomes from blockout to final polish

what you'd do:
• blockout, playtest and iterate levels with combat + encounter design
• work with env art on metrics and set dressing
• script simple events in Blueprints

what we want:
• 2+ years shipped level design (mods count!)
• a portfolio w/ top-down maps + playthrough videos
• comfortable giving and getting feedback

salary range €42–52k, 4-day week 🙂
DM me or apply via brackenfall.games/careers — no agencies pls

👍 31 🔥 12 👀 4`,
  },
  {
    id: 'devrel-engineer-slack',
    half: 'unseen',
    title: 'Developer Relations Engineer',
    company: 'Quillstack',
    text: `Oren Takahashi  11:48 AM
:wave: Hiring! We're looking for a Developer Relations Engineer at Quillstack (open-source document database, ~9k GitHub stars). Fully remote, Americas time zones preferred.

What it looks like:
• Write tutorials, sample apps and the occasional conference talk
• Hang out in our community Discord and GitHub issues and turn what you hear into product feedback
• Build integrations with popular frameworks (Next.js, Django, Rails)
• Run our monthly community call

You'd be a good fit if you:
• Have shipped production code in TypeScript or Python
• Enjoy teaching and writing — please send a link to something you've written
• Don't mind travelling to ~4 events a year

Comp: $150–175k + equity. Happy to answer questions in thread or DM :slightly_smiling_face:
quillstack.dev/jobs/devrel
12 replies  :eyes: 8 :raised_hands: 15`,
  },
  {
    id: 'tandoor-cook-whatsapp-india',
    half: 'tune',
    title: 'Tandoor Cook',
    company: 'Shree Ganpati Caterers',
    text: `[7:52 pm, 19/11/2026] Sunil Bhaiya Catering: Job Opening 🔥🔥

Shree Ganpati Caterers, Ludhiana

Need Tandoor Cook urgent for marriage season (Nov to Feb), after that permanent for right person.

Work - naan, kulcha, tandoori roti, tikka, seekh kabab on clay tandoor for 300-1500 guest functions
Experience - minimum 3 year in tandoor, hotel or catering both ok
Salary - 22,000 to 28,000 per month + food & stay free
Duty - function timing, sometimes night late

Helpers also required (2 nos), freshers can apply

Contact Sunil ji 98140 00000 (call after 11 am)
Pls forward to needy persons 🙏`,
  },
  {
    id: 'assayer-forwarded-email-ghana',
    half: 'unseen',
    title: 'Assayer',
    company: 'Kwahu Ridge Gold Mines Ltd',
    text: `---------- Forwarded message ---------
From: Kofi Mensah-Bonsu <k.mensahbonsu@kwahuridge.example>
Date: Tue, 17 Nov 2026 at 09:26
Subject: VACANCY - ASSAYER
To: <careers-list@mail.example>

Dear Colleagues,

Please find below a vacancy in our laboratory. Kindly share with qualified persons.

POSITION: ASSAYER
LOCATION: Mine site, Eastern Region (fly in / drive in 21 days on, 7 days off)
REPORTS TO: Laboratory Superintendent

Main duties:
- Fire assay of gold samples (fusion, cupellation, parting) and gravimetric finish
- AAS analysis of bottle roll and carbon samples from the plant
- Preparation of standards, blanks and duplicates for QA/QC
- Housekeeping of fire assay area and safe handling of litharge and acids

Requirements:
- HND / BSc in Chemistry, Minerals Engineering or Laboratory Technology
- Minimum 3 years fire assay experience in a mine or commercial laboratory
- Knowledge of LIMS will be an advantage

Send CV and cover letter to the email above not later than 4th December 2026.

Regards,
Kofi Mensah-Bonsu
HR Officer
Kwahu Ridge Gold Mines Ltd
P. O. Box 412, Koforidua`,
  },
  {
    id: 'cast-technician-forwarded-email',
    half: 'tune',
    title: 'Orthopaedic Cast Technician',
    company: 'Kingsmere Orthopaedic Clinic',
    text: `Subject: Fwd: job you might like?

Hey Dani, saw this and thought of you with your plaster room experience! x Jo

Begin forwarded message:

From: Harriet Lowe <h.lowe@kingsmereortho.example>
Subject: Orthopaedic Cast Technician - Part time
Date: 20 November 2026 at 15:04:11 GMT
To: Jo Pennant

Hi Jo,

As discussed, here are the details for the role. Feel free to pass it on.

Orthopaedic Cast Technician (24 hours/week, Mon/Wed/Thu)

We're a busy private fracture and sports injury clinic with four consultants. The cast technician applies and removes casts, splints and braces for adults and children, and helps in the procedure room.

- Apply plaster of Paris and synthetic casts, backslabs and thermoplastic splints
- Remove casts with the oscillating saw and check skin
- Fit off-the-shelf braces and walking boots and give patient advice

You'd need the BCT (British Casting Certificate) or equivalent, and at least two years in a fracture clinic.

Many thanks,
Harriet

Harriet Lowe
Practice Manager
Kingsmere Orthopaedic Clinic
14 Abbey Lane, Reading RG1 0AA`,
  },
  {
    id: 'translator-email-japan',
    half: 'unseen',
    title: 'Japanese-English Translator',
    company: 'Shirakaba Seiki K.K.',
    text: `From: Yuko Hamasaki <hamasaki.yuko@shirakaba-seiki.example>
Sent: Monday, November 23, 2026 4:18 PM
To: Daniel Park
Subject: Recruitment information (Japanese-English Translator)

Dear Mr. Park,

Thank you for your interest at the Nagoya career forum last week. As promised, I send you the information of our open position.

Position: Japanese-English Translator (full-time employee)
Place: Head Office, Kariya, Aichi
Working hours: 8:30-17:15 (flextime possible)

Job contents
- Translation of technical documents (manuals, specifications, quality reports) for our overseas plants in Mexico, Thailand and Czech
- Interpretation in web meetings and during visits of customers
- Checking of English contents for our homepage and catalogs

Requirements
- JLPT N1 or equivalent Japanese level
- Experience of translation of technical or engineering documents 2 years or more
- Knowledge of automotive industry is welcome

Please send your resume (English and Japanese if possible) to me until December 11.

Best regards,

Yuko Hamasaki
Human Resources Section, General Affairs Department
Shirakaba Seiki K.K.
1-2-3 Showa-cho, Kariya-shi, Aichi 448-0000 Japan`,
  },
  {
    id: 'heavy-lift-planner-recruiter-post',
    half: 'tune',
    title: 'Heavy Lift Planner',
    company: 'Stellic Talent Partners',
    text: `Priya Nandakumar • 2nd
Senior Recruiter – Energy & Infrastructure at Stellic Talent Partners
3d • Edited • 🌐

🚨 We're #hiring! 🚨

I'm partnering with a global heavy-lift and transport contractor (can't name them yet!) to find a Heavy Lift Planner for their Houston office.

You'll plan crawler and ring-crane lifts and SPMT moves for refinery turnarounds and LNG modules, from the first ground-bearing calc to the final lift plan sign-off.

What they're looking for:
✅ 5+ years lift planning with 3D lift software (3D Lift Plan, LICAD or similar)
✅ Knowledge of ASME B30 and rigging hardware
✅ Engineering degree or crane operator background with strong technical skills
✅ Happy to spend 30% of the time on site

💰 $110k–$135k + bonus + relocation

Interested or know someone great? Drop me a DM or comment below 👇

#hiring #liftplanning #cranes #heavylift #energyjobs #houstonjobs

👍❤️ 87 · 19 comments · 6 reposts`,
  },
  {
    id: 'stillhouse-operator-recruiter-post',
    half: 'unseen',
    title: 'Stillhouse Operator',
    company: 'Mossgiel Distillers Ltd',
    text: `Callum Rae
Director | Food & Drink Recruitment | Thistlegate Search
1w • 🌐

Exciting opportunity in Speyside! 🥃

Thistlegate Search are delighted to be supporting Mossgiel Distillers Ltd in their search for a Stillhouse Operator at their distillery near Aberlour.

Mossgiel is an independent single malt distillery producing 2.4 million litres of spirit a year from four copper pot stills, and the stillhouse team is growing as they move to seven-day production.

The role:
🔹 Run mashing, fermentation and distillation to the production plan
🔹 Make cut-point decisions on the spirit safe and record strengths
🔹 Take samples, clean in place and keep HMRC records accurate
🔹 4 on / 4 off shift pattern, days and nights

Ideally you'll have distilling or process operator experience, but they will train the right person with a good mechanical mind.

Salary to £36k plus shift allowance and (of course) a bottle or two at Christmas.

Message me for a confidential chat 📩
#whiskyjobs #distillery #speyside #hiring`,
  },
  {
    id: 'halal-slaughter-supervisor-recruiter-brazil',
    half: 'tune',
    title: 'Halal Slaughter Supervisor',
    company: 'Frigorífico Serra Azul S.A.',
    text: `Mariana Costa Ribeiro • 3rd+
Tech & Industrial Recruiter | Headhunter at Talentum RH
5d • 🌐

📣 JOB OPPORTUNITY 📣 #vaga #hiring

We are recruiting for our client Frigorífico Serra Azul S.A., one of the biggest poultry exporters of Paraná, with habilitation for Saudi Arabia, UAE and Malaysia markets.

Position: Halal Slaughter Supervisor
Location: Cascavel – PR (on-site)

Responsibilities:
▪️ Supervise the team of Muslim slaughterers in the halal line (around 18 people per shift)
▪️ Guarantee the halal procedures according to GSO and JAKIM standards and to the certifying body
▪️ Attend audits of certifiers and clients from Middle East and Asia
▪️ Control documentation and training of the team

Requirements:
▪️ Muslim, with knowledge of halal slaughter rules
▪️ Experience in poultry or beef slaughterhouse
▪️ Portuguese and Arabic; English will be a differential

We offer: salary compatible with market, health plan, food in the company, transport.

Interested? Send CV to my inbox or comment "interested" 🙌

#halal #frigorifico #poultry #parana #vagas`,
  },
  {
    id: 'farm-manager-classified-kenya',
    half: 'unseen',
    title: 'Farm Manager',
    company: 'Kipsaina Farms Ltd',
    text: `CLASSIFIEDS | APPOINTMENTS

KIPSAINA FARMS LTD
P.O. Box 118-30200, Kitale

VACANCY: FARM MANAGER

Kipsaina Farms Ltd is a mixed farm of 1,200 acres in Trans Nzoia County growing maize, wheat and avocado, with a dairy herd of 180 Friesian cows. We wish to recruit a Farm Manager to oversee all farm operations.

Duties:
• Plan and supervise crop and dairy operations and casual labour (up to 90 workers)
• Prepare annual budget, monitor costs and sell produce
• Maintain machinery, irrigation and farm records
• Ensure compliance with GlobalG.A.P. for avocado export

Qualifications:
• Degree in Agriculture or Farm Management
• At least 5 years' experience managing a commercial farm
• Valid driving licence

Applications with CV, copies of certificates and three referees should reach the Director, Kipsaina Farms Ltd, at the above address or jobs@kipsainafarms.example on or before 10th December 2026. Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'embroidery-operator-classified-pakistan',
    half: 'tune',
    title: 'Embroidery Machine Operator',
    company: 'Rehmat Textiles (Pvt) Ltd',
    text: `SITUATION VACANT

REHMAT TEXTILES (PVT) LTD
Sargodha Road, Faisalabad

Rehmat Textiles (Pvt) Ltd, a leading manufacturer and exporter of home textile and ladies lawn suits, requires the services of following:

EMBROIDERY MACHINE OPERATOR (10 Posts)

Qualification: Matric / Middle with technical experience
Experience: 2-5 years on Tajima / Barudan multi-head machines
Age limit: 20-40 years

Job responsibilities: threading and running multi-head embroidery machines, changing of needles and frames, checking of stitch quality, daily cleaning and oiling of machine.

Attractive salary, overtime, EOBI and social security, pick and drop from Jhang Bazar and Samanabad.

Candidates may appear for interview with original documents and CNIC copy on 5th and 6th December 2026 from 9:00 am to 1:00 pm at the factory gate, or send CV to hr@rehmattextiles.example

Only short listed candidates will be informed.`,
  },
  {
    id: 'relief-milker-classified-nz',
    half: 'unseen',
    title: 'Relief Milker',
    company: 'Ashgrove Dairies Ltd',
    text: `SITUATIONS VACANT

RELIEF MILKER
Ashgrove Dairies Ltd
Te Awamutu

Wanted for our 650-cow herd on a 60-bale rotary shed, 10 minutes from town. Roster is roughly every second weekend plus relief during calving (July-September) and staff holidays.

You'll be milking, feeding calves, and helping with general farm work as needed. Teat spraying and cup removers are automated; we'll show you the rest.

Suit a semi-retired farmer, student or someone wanting extra income. Previous milking experience preferred. Must be reliable and have own transport.

$30/hr, paid weekly.

Phone Graeme on 027 000 0000 or email ashgrovedairies@xtra.example`,
  },
  {
    id: 'mechanical-foreman-classified-oman',
    half: 'tune',
    title: 'Mechanical Foreman',
    company: 'Al Noor Trading & Contracting LLC',
    text: `Job Vacancies

Al Noor Trading & Contracting LLC
(An ISO 9001 certified company)
requires for its oil & gas projects in Sohar and Duqm

MECHANICAL FOREMAN

- Diploma in Mechanical Engineering with minimum 8 years experience in oil & gas or petrochemical projects, 3 years as foreman
- Experience in piping, static equipment erection and hydrotest
- Able to lead team of 40 fitters, welders and riggers
- Valid Oman driving license preferred
- PDO / OQ project experience will be added advantage

Omani nationals are encouraged to apply.

Attractive salary and benefits as per Oman labour law.

Interested candidates may send their CV with copies of certificates within 10 days to:
hr@alnoortc.example
P.O. Box 220, PC 311, Sohar, Sultanate of Oman`,
  },
  {
    id: 'research-fellow-pdf-uganda',
    half: 'unseen',
    title: 'Research Fellow in Computational Linguistics',
    company: 'Kasese University of Science and Technology',
    text: `KASESE UNIVERSITY OF SCIENCE AND
TECHNOLOGY
Office of the Directorate of Human Resource
INTERNAL AND EXTERNAL ADVERTISEMENT
Ref: KUST/HR/ADV/2026/031

Kasese University of Science and Technology invites applications from suitably
qualified Ugandans for the following position under the Faculty of Computing
and Informatics, tenable for an initial period of three (3) years, funded by the
Luganda and Runyakitara Speech Project:

POSITION: RESEARCH FELLOW IN COMPUTATIONAL
LINGUISTICS (1 POST)

Duties and responsibilities
i) Build and evaluate speech and text datasets for Ugandan languages
ii) Train and test automatic speech recognition and machine translation models
iii) Supervise research assistants and co-author publications
iv) Contribute to community engagement with language boards

Minimum qualifications
a) A PhD in Computer Science, Linguistics or a related field
b) At least two publications in refereed journals or conferences
c) Knowledge of Python and deep learning frameworks

Applicants should submit ten (10) copies of the application letter, CV and
certified academic documents to the Director, Human Resource, not later than
Friday 18th December 2026 at 5:00 pm.

Page 1 of 2`,
  },
  {
    id: 'wash-officer-pdf-ngo',
    half: 'tune',
    title: 'WASH Officer',
    company: 'Tumaini Relief Alliance',
    text: `TERMS OF REFERENCE
Position Title: WASH Officer
Organization: Tumaini Relief Alliance
Duty Station: Kakuma Refugee Camp,
Turkana County, Kenya
Reports to: WASH Coordinator
Contract: 12 months (renewable
subject to funding)

1. BACKGROUND
Tumaini Relief Alliance is a humanitarian non-governmental organization
providing water, sanitation, shelter and protection services to refugees
and host communities in East Africa since 2004.

2. PURPOSE OF THE POSITION
The WASH Officer will oversee the daily delivery of water trucking,
borehole operation and latrine construction in Zones 3 and 4 of the camp,
and lead hygiene promotion with community volunteers.

3. KEY RESPONSIBILITIES
• Monitor water quality (FRC, turbidity) and supply per person per
day against Sphere standards
• Supervise contractors for latrine and handwashing station construction
• Train and manage 40 hygiene promoters
• Prepare weekly reports and contribute to donor reports

4. QUALIFICATIONS
• Degree in Civil/Water Engineering, Public Health or related field
• 3 years' WASH experience in humanitarian settings
• Fluency in English and Kiswahili; Somali or Arabic an added advantage`,
  },
  {
    id: 'medical-physicist-pdf-hospital',
    half: 'unseen',
    title: 'Medical Physicist',
    company: 'Glenarm University Hospital',
    text: `Glenarm University Hospital
Department of Medical Physics and Clinical Engineering

JOB DESCRIPTION AND PERSON
SPECIFICATION

Job title:          Medical Physicist
Grade:              Band 7
Hours:              37.5 per week
Base:               Radiotherapy Centre, Glenarm
Accountable to:     Head of Radiotherapy Physics
Reference:          GUH-26-1187

Job summary
The post holder will provide a scientific service to the radiotherapy
department, taking part in the commissioning, quality assurance and
treatment planning support for six linear accelerators and a CT
simulator.

Main duties
1. Carry out routine and non-routine quality control on linear
   accelerators and imaging systems, and analyse results
2. Check and approve treatment plans for conventional and
   stereotactic radiotherapy
3. Take part in the in-vivo dosimetry programme and radiation
   incident investigations
4. Supervise trainee clinical scientists

Person specification
Essential: MSc in Medical Physics; HCPC registration as a Clinical
Scientist (Medical Physics), or eligibility for registration.
Desirable: experience with Monte Carlo dose calculation; MPE
recognition in radiotherapy.`,
  },
  {
    id: 'footwear-quality-auditor-pdf-vietnam',
    half: 'tune',
    title: 'Footwear Quality Auditor',
    company: 'Phuoc Long Footwear Co., Ltd.',
    text: `PHUOC LONG FOOTWEAR CO., LTD.
Lot C4, Nhon Trach 3 Industrial Zone, Dong Nai Province
Tel: (0251) 000 0000

RECRUITMENT NOTICE
Phuoc Long Footwear Co., Ltd. (100% foreign invested, producing
athletic shoes for international brands, 6,500 workers) needs to
recruit:

FOOTWEAR QUALITY AUDITOR
Quantity: 03
Working place: Nhon Trach, Dong Nai

Job description:
- Audit finished shoes at end of line and in warehouse according
  to AQL and customer standard
- Check bonding, stitching, cementing and appearance defects
- Make daily audit report and follow up corrective action with
  production lines
- Work with customer QA when they come for final inspection

Requirements:
- College degree or above, major in textile, leather, or related
- At least 2 years experience in QC/QA of footwear factory
- English communication (reading and writing reports)
- Honest, careful, can work overtime when needed

Benefits: salary negotiable, 13th month salary, shuttle bus,
lunch at company, social insurance according to Labor Law.

Candidates please send CV to HR Department or email:
tuyendung@phuoclongfootwear.example`,
  },
  {
    id: 'documentation-engineer-markdown',
    half: 'unseen',
    title: 'Documentation Engineer',
    company: 'Ferrobyte Labs',
    text: `# Documentation Engineer

**Ferrobyte Labs** · Remote (UTC-3 to UTC+3) · Full-time

## About us

Ferrobyte Labs maintains **Ferroscope**, an open-source observability agent written in Rust that runs on more than 200,000 servers. We're a team of 19, funded by our hosted product, and almost everything we write is public.

## The role

Our docs have grown faster than our ability to keep them tidy. You'll own the documentation site end to end: structure, writing, code samples, and the tooling that tests them.

- Rewrite the getting-started path and measure whether it works
- Write reference docs for the configuration format and the plugin API
- Set up doc tests so every snippet runs in CI
- Review docs in pull requests from engineers and contributors

## You might be a fit if

- You've written developer docs that people actually used (links please)
- You can read Rust or Go well enough to check a code sample
- You like turning a messy Slack thread into a clear page

## Compensation

$120k–$145k or local equivalent, plus home-office budget.

[Apply on our careers page](https://ferrobyte.example/careers)`,
  },
  {
    id: 'bioacoustics-technician-markdown',
    half: 'tune',
    title: 'Bioacoustics Field Technician',
    company: 'Canopy Listening Project',
    text: `## Job: Bioacoustics Field Technician

*Posted 2026-11-16 · Closes 2026-12-20*

| | |
|---|---|
| **Organisation** | Canopy Listening Project |
| **Location** | Monteverde, Costa Rica (field station) |
| **Contract** | 10 months, starting February 2027 |
| **Stipend** | USD 1,400/month + housing |

### What we do

The Canopy Listening Project places autonomous recorders in cloud forest to track birds, frogs and bats over time, and shares the data with researchers and park rangers.

### What you'll do

1. Deploy, service and retrieve 60 acoustic recorders along forest transects
2. Maintain batteries, SD cards and weatherproofing in wet conditions
3. Annotate recordings for training our species classifiers
4. Lead visiting volunteers safely on trails

### You have

- A degree in biology, ecology or a related field
- Experience with field work in remote places
- Spanish at conversational level or better
- Bonus: experience with Raven Pro, Kaleidoscope or Python`,
  },
  {
    id: 'battery-swap-technician-markdown-jakarta',
    half: 'unseen',
    title: 'Battery Swap Technician',
    company: 'PT Roda Kilat Nusantara',
    text: `**[HIRING] Battery Swap Technician — Jakarta Selatan**

**PT Roda Kilat Nusantara** is electric motorbike company with 12,000 bikes for ojek drivers and delivery riders, and 180 battery swap stations in Jabodetabek. We are growing fast and need technicians to keep our stations running 24/7.

**Job description:**
- Daily check of swap cabinets, chargers and batteries at 15-20 stations in your area
- Replace faulty battery modules and report to central team via app
- Small repair of cabinet electrical and network connection
- Help riders with problem at station and explain how to use

**Requirements:**
- Min. SMK / D3 Electrical or Electronics
- Experience 1 year in electrical maintenance (fresh graduate also welcome)
- Have own motorbike and SIM C
- Willing to work shift, including weekend

**Benefit:**
- Salary above UMP Jakarta
- BPJS Kesehatan & Ketenagakerjaan
- Transport and phone allowance

📩 Send CV to karir@rodakilat.example with subject *Battery Swap Technician - [Name]*`,
  },
  {
    id: 'poultry-deboner-job-fair-pampanga',
    half: 'tune',
    title: 'Poultry Deboner',
    company: 'Cabiao Poultry Processing Corp.',
    text: `PESO SAN FERNANDO, PAMPANGA
MEGA JOB FAIR 2026
December 4, 2026 | 8:00 AM - 4:00 PM | Robinsons Starmills Activity Center
Bring: resume (5 copies), valid ID, ballpen
Participating employers: 42 local, 6 overseas agencies

LIST OF VACANCIES (LOCAL)

Employer No. 17
Cabiao Poultry Processing Corp.
Address: Brgy. San Carlos, Cabiao, Nueva Ecija
Position: POULTRY DEBONER
No. of Vacancy: 30
Qualifications: Male/Female, 18-40 years old, at least High School graduate, with or without experience, can work in cold environment, willing to work on shifting schedule
Salary: Minimum wage + OT, SSS, PhilHealth, Pag-IBIG, free uniform and service from Cabanatuan

Job description: Cut and debone chicken parts (breast, thigh, leg) by knife on the line according to customer spec; trim fat and bones; keep hygiene rules of the plant (GMP, HACCP).

For more information, visit the PESO office at City Hall or our Facebook page.`,
  },
  {
    id: 'insulation-installer-hiring-fair',
    half: 'unseen',
    title: 'Insulation Installer',
    company: 'ThermaShield Insulation Co.',
    text: `Red Cedar Community College
Spring Skilled Trades Hiring Fair — Employer & Openings List
Thursday, March 12 · 10 am–2 pm · Tech Center Gym

Booth 9
ThermaShield Insulation Co.
Contact: Ramona Diaz, Operations Manager
Openings: Insulation Installer (8)
Pay: $19–$24/hr DOE, weekly pay
Type: Full-time, residential and light commercial

About the job: ThermaShield Insulation Co. installs blown-in and batt insulation, spray foam, and air sealing in new homes for builders across the metro area. Installers work in crews of two or three, from attics to crawlspaces.

- Install fiberglass batts and blow cellulose to the right depth and density
- Seal top plates, penetrations and rim joists
- Load and unload trucks, keep job sites clean

Requirements: 18+, valid driver's license, comfortable in tight spaces and heat; no experience needed, paid training provided.

Next booth: 10 — Lakeside Mechanical (HVAC Service Technician, Sheet Metal Apprentice)`,
  },
  {
    id: 'vector-control-technician-county',
    half: 'tune',
    title: 'Vector Control Technician I',
    company: 'Marlow County',
    text: `Marlow County
Vector Control Technician I
Salary: $19.84 - $26.12 Hourly
Location: Marlow County Vector Control Facility, Ridley, CA
Job Type: Full-Time, Seasonal Possible
Job Number: 2026-00871
Department: Public Health
Division: Environmental Health - Vector Control
Opening Date: 11/16/2026
Closing Date: 12/7/2026 11:59 PM Pacific

Description
Under general supervision, the Vector Control Technician I inspects for and controls mosquitoes, ticks, rodents and other disease vectors, and responds to service requests from the public.

Examples of Duties
- Inspect catch basins, wetlands, ponds and neglected pools for mosquito larvae
- Apply larvicides and adulticides by hand, backpack, truck-mounted and ATV equipment
- Set and collect traps for mosquito and dead-bird surveillance
- Educate residents on reducing standing water

Minimum Qualifications
- High school diploma or equivalent
- Obtain California Department of Public Health Vector Control Technician certification (Category A) within one year
- Valid California Class C driver's license`,
  },
  {
    id: 'bridge-tender-city-no-colons',
    half: 'unseen',
    title: 'Bridge Tender',
    company: 'City of Port Sable',
    text: `Job Title Bridge Tender
Agency City of Port Sable
Department Transportation and Mobility
Division Bridge Operations
Job Number PS-26-0419
Employment Type Full-Time Regular
Salary $21.37 - $29.90 Hourly
Work Location Harbor Street Bascule Bridge
Closing Date 12/04/2026

Position Summary
The City of Port Sable operates three movable bridges over the Sable River and the Intracoastal Waterway. The Bridge Tender raises and lowers the bridge for marine traffic while keeping road traffic and pedestrians safe.

Essential Functions
Operates bridge controls, traffic gates and signals according to federal opening schedules
Communicates with vessels by VHF marine radio and keeps the bridge log
Inspects machinery, lubricates and reports defects
Works rotating 8-hour shifts including nights, weekends and holidays

Minimum Requirements
High school diploma or GED and one year of experience operating machinery or in public safety. Must pass a color vision test.`,
  },
  {
    id: 'weed-control-coordinator-working-title',
    half: 'tune',
    title: 'Weed Control Coordinator',
    company: 'West Dakota Department of Natural Resources',
    text: `STATE JOB OPPORTUNITY

Agency: West Dakota Department of Natural Resources
Class Title: Natural Resources Specialist 2
Working Title: Weed Control Coordinator
Job ID: 94417
Location: Pierremont
Full/Part Time: Full-Time
Regular/Temporary: Unclassified
Salary Range: $52,480 - $68,220/year
Posting Closes: 12/11/2026

The Division of Lands is seeking a Weed Control Coordinator to lead noxious and invasive weed management on 1.2 million acres of state trust land.

Duties
- Plan and carry out chemical, mechanical and biological control projects
- Contract with county weed boards and monitor their work
- Map infestations in GIS and report results each season
- Educate lessees and the public on early detection

Qualifications
- Bachelor's degree in range science, agronomy, biology or related field and two years of related experience
- Commercial pesticide applicator license, or ability to obtain within six months`,
  },
  {
    id: 'sanitary-inspector-municipal-india',
    half: 'unseen',
    title: 'Sanitary Inspector',
    company: 'Rajnandpur Municipal Corporation',
    text: `RAJNANDPUR MUNICIPAL CORPORATION
(Establishment Section)
Advertisement No. RMC/EST/07/2026                       Date: 20.11.2026

RECRUITMENT NOTIFICATION

Online applications are invited from eligible candidates for the post of Sanitary Inspector in Rajnandpur Municipal Corporation on contract basis for a period of 11 months, extendable on satisfactory performance.

Name of post: Sanitary Inspector
No. of posts: 12 (UR-5, OBC-3, SC-2, ST-1, EWS-1)
Pay: Rs. 28,500/- per month (consolidated)
Age limit: 21 to 35 years as on 01.11.2026 (relaxation as per Govt. rules)

Essential qualification: 12th pass in Science with Sanitary Inspector Diploma (1 year) from recognized institute.

Duties: supervision of street sweeping and door-to-door garbage collection in allotted wards, inspection of eating houses and markets, action against open dumping and plastic ban violation, monitoring of public toilets.

Last date of online application: 10.12.2026 up to 5:00 PM
Sd/-
Commissioner`,
  },
  {
    id: 'ward-administrator-county-kenya',
    half: 'tune',
    title: 'Ward Administrator',
    company: 'County Government of Nyambene',
    text: `COUNTY GOVERNMENT OF NYAMBENE
COUNTY PUBLIC SERVICE BOARD

VACANCY ANNOUNCEMENT

The County Government of Nyambene wishes to recruit suitably qualified persons to fill the following vacant positions:

WARD ADMINISTRATOR - JOB GROUP 'K' (15 POSTS)
Terms of Service: Permanent and Pensionable

Duties and Responsibilities
i. Coordinate and facilitate provision of county services in the ward
ii. Coordinate public participation and citizen forums on county projects
iii. Monitor development projects and prepare ward reports
iv. Facilitate and coordinate disaster management at ward level

Requirements for Appointment
i. Bachelor's degree in Public Administration, Social Sciences or related field
ii. Three (3) years relevant work experience
iii. Certificate in computer applications
iv. Meet requirements of Chapter Six of the Constitution

Interested persons should submit applications with copies of certificates and testimonials, clearly marked on the envelope the position applied for, to the Secretary, County Public Service Board, P.O. Box 60-60600, so as to reach on or before 14th December 2026.`,
  },
  {
    id: 'food-safety-inspector-municipality-uae',
    half: 'unseen',
    title: 'Food Safety Inspector',
    company: 'Wadi Sharqi Municipality',
    text: `Wadi Sharqi Municipality
Careers
Job Title: Food Safety Inspector
Department: Public Health Department
Job Grade: 9
Nationality: UAE Nationals preferred
Job Posted: 15-11-2026
Job Closing: 06-12-2026

Job Purpose:
To inspect food establishments in the municipality area and ensure compliance with food safety laws and municipal regulations to protect public health.

Key Responsibilities:
- Carry out routine and complaint inspections of restaurants, cafeterias, bakeries, groceries and food trucks
- Take food samples for laboratory analysis and follow the results
- Issue warnings, fines and closure notices according to regulations
- Review food safety plans (HACCP) and approve new establishments
- Give awareness sessions for food handlers

Qualifications and Experience:
- Bachelor degree in Food Science, Nutrition, Veterinary or Public Health
- Minimum 2 years experience in food inspection or quality
- Arabic and English, written and spoken
- Valid UAE driving license

Apply Now`,
  },
  {
    id: 'ordnance-mechanic-defence-agency',
    half: 'tune',
    title: 'Aircraft Ordnance Mechanic',
    company: 'Defence Munitions and Logistics Agency',
    text: `Aircraft Ordnance Mechanic
Defence Munitions and Logistics Agency
Location: Carrow Air Station, Lincolnshire
Salary: £33,910 - £37,450
Grade: Skilled Industrial Level 3
Contract type: Permanent
Working pattern: Full-time, shift allowance applies
Security clearance: SC required (DV may be required)
Closing date: 11:55 pm on Sunday 13th December 2026
Reference number: 402117

Job summary
The Defence Munitions and Logistics Agency provides civilian technicians to support the Air Wing's fast-jet and helicopter squadrons. This is a civilian role working alongside service personnel on the flight line and in the armament bay.

Job description
- Maintain, test and repair gun systems, bomb racks, launchers and release units
- Carry out weapon loading support and armament system function checks
- Keep maintenance records in the aircraft maintenance information system
- Follow explosives safety regulations at all times

Person specification
- Level 3 qualification in aircraft engineering (mechanical or avionics) or ex-service armourer experience
- Ability to work at height and in confined spaces

This vacancy is open to UK nationals only.`,
  },
  {
    id: 'pinsetter-mechanic-mwr',
    half: 'unseen',
    title: 'Pinsetter Mechanic',
    company: 'Fort Aldercrest Family and MWR',
    text: `Pinsetter Mechanic
Organization: Fort Aldercrest Family and MWR
Activity: Thunderbird Lanes Bowling Center
Announcement Number: NAF-26-1193-KM
Pay Plan/Grade: NF-02
Salary: $18.40 - $22.75 per hour
Appointment Type: Regular Full-Time (RFT), NAF
Location: Fort Aldercrest, KY
Open: 11/19/2026 - Close: 12/03/2026
Who May Apply: U.S. Citizens; Military Spouses

Duties
Fort Aldercrest Family and MWR runs recreation, fitness and dining programs for soldiers, families and retirees on the installation. Thunderbird Lanes is a 24-lane bowling center with a snack bar and party rooms.

- Performs preventive maintenance and repairs on 82-70 and GS-X pinsetters
- Troubleshoots electrical and mechanical faults and replaces worn parts
- Maintains lane conditioning machine and applies oil patterns
- Keeps parts inventory and maintenance logs

Qualifications
One year of experience repairing pinsetters or similar electro-mechanical equipment. Must pass a background check. This is a non-appropriated fund (NAF) position; NAF employees are not federal civil service employees.`,
  },
  {
    id: 'range-operations-technician-contractor',
    half: 'tune',
    title: 'Range Operations Technician',
    company: 'Bastion Range Services LLC',
    text: `Range Operations Technician
Bastion Range Services LLC
Camp Thornbury, NC
Req # BRS-1447
Full Time · On-site
Clearance: Secret (must be able to obtain)

Apply

Bastion Range Services LLC provides range operations, target maintenance and training support to military installations under government contract. At Camp Thornbury we support live-fire and maneuver training for infantry and artillery units on 86 ranges.

Position summary
The Range Operations Technician sets up, operates and maintains target systems and range facilities so units can train safely and on schedule.

Responsibilities
- Install and repair stationary and moving target lifters and their control systems
- Run target scenarios from the range tower during live fire
- Inspect ranges, berms and firing points and report damage
- Maintain range vehicles and generators

Requirements
- High school diploma; military range or combat arms experience preferred
- Basic electrical and small-engine skills
- Valid driver's license; able to work outdoors in all weather and occasional nights
- Veterans are strongly encouraged to apply`,
  },
  {
    id: 'cath-lab-technologist-hospital',
    half: 'unseen',
    title: 'Cath Lab Technologist',
    company: 'Ridgeway Memorial Hospital',
    text: `Job ID: 2026-13884
Position: Cath Lab Technologist
Facility: Ridgeway Memorial Hospital
Department: Cardiovascular Services - Cardiac Cath Lab
Status: Full-Time, 40 hrs/week
Shift: Days, with call rotation
Posted: 11/21/2026

Ridgeway Memorial Hospital is a 260-bed community hospital and accredited Chest Pain Center, performing 2,400 cardiac catheterizations and 700 PCIs a year in three labs.

Job Summary
The Cath Lab Technologist assists cardiologists during diagnostic and interventional procedures, scrubbing, circulating and monitoring as assigned.

Essential Duties
- Scrub for diagnostic caths, PCI, pacemaker and ICD implants
- Operate the hemodynamic monitoring system and record procedure data
- Operate fluoroscopy equipment following radiation safety practices
- Take call for STEMI response within 30 minutes

Qualifications
- Graduate of an accredited radiologic technology or cardiovascular technology program
- RT(R), RCIS or CVT credential
- BLS and ACLS required`,
  },
  {
    id: 'radiation-therapist-job-id',
    half: 'tune',
    title: 'Radiation Therapist I',
    company: 'Harwood Valley Medical Center',
    text: `Harwood Valley Medical Center
Job ID 2026-14591
Title Radiation Therapist I
Department Radiation Oncology
Location Harwood Valley Cancer Pavilion, Fresno CA
Schedule Full Time, Day Shift (4x10s)
Posted Date 11/12/2026

Apply Now

Description
Harwood Valley Medical Center's Cancer Pavilion treats about 110 patients a day on four linear accelerators, including SBRT and surface-guided treatments.

The Radiation Therapist I delivers radiation treatments as prescribed by the radiation oncologist and keeps accurate treatment records, under the direction of senior therapists.

Responsibilities
Performs CT simulation and immobilization device fabrication
Delivers daily treatments and performs image guidance (CBCT, kV imaging)
Observes patients and reports changes in condition
Performs daily machine warm-up and QA

Requirements
Graduate of a JRCERT-accredited radiation therapy program
ARRT (T) certification and California CRT license
BLS certification`,
  },
  {
    id: 'nursing-attendant-hospital-philippines',
    half: 'unseen',
    title: 'Nursing Attendant',
    company: 'Holy Rosary of Tarlac Medical Center',
    text: `HOLY ROSARY OF TARLAC MEDICAL CENTER
Human Resource Department

WE ARE HIRING!

Position: NURSING ATTENDANT
No. of Slots: 10
Area Assignment: Medical-Surgical Ward, Pediatric Ward, OB Ward
Employment Status: Probationary (6 months) to Regular

Qualifications:
• Graduate of Caregiver NC II or Nursing Aide course, or undergraduate of BS Nursing
• With or without experience, fresh graduates are welcome to apply
• Physically and mentally fit, with pleasing personality
• Willing to work on rotating shifts (AM, PM, Night)

Job Summary:
Assists the nurses in the basic care of patients such as bathing, feeding, turning and transferring, taking vital signs, and keeping the patient room clean and in order.

Requirements to submit:
• Application letter and resume with 2x2 picture
• TOR, diploma and certificate of training (photocopy)
• NBI clearance and medical certificate

Please submit requirements at the HR Office, 2nd Floor, Holy Rosary of Tarlac Medical Center, Monday to Friday 8am-4pm, or send to hr.hrtmc@mail.example`,
  },
  {
    id: 'infection-control-practitioner-gulf',
    half: 'tune',
    title: 'Infection Control Practitioner',
    company: 'Al Mawadda Specialist Hospital',
    text: `Al Mawadda Specialist Hospital - Careers

Job Reference No.: AMSH/IPC/2026/044
Job Title: Infection Control Practitioner
Department: Infection Prevention and Control
Location: Jeddah, Kingdom of Saudi Arabia
Employment Type: Full Time - 2 years renewable contract

About us:
Al Mawadda Specialist Hospital is a 300-bed private tertiary hospital accredited by JCI and CBAHI, with specialty centers in cardiac, oncology and women's health.

Job Summary:
The Infection Control Practitioner implements the hospital infection prevention program, performs surveillance of healthcare-associated infections and educates staff.

Duties:
- Conduct surveillance of CLABSI, CAUTI, VAP and SSI and report monthly
- Investigate outbreaks and recommend control measures
- Audit hand hygiene, isolation and sterilization practices
- Conduct orientation and annual training for all staff

Qualifications:
- Bachelor of Science in Nursing
- Minimum 3 years experience in infection control
- CIC certification preferred
- SCFHS license or eligibility

Package: tax-free salary, housing, transportation, annual ticket, and end of service benefits.`,
  },
  {
    id: 'instrument-maker-university-working-title',
    half: 'unseen',
    title: 'Scientific Instrument Maker',
    company: 'Larkspur State University',
    text: `Larkspur State University
Staff Position Announcement

Posting Number: S02931
Classification Title: Technician III
Working Title: Scientific Instrument Maker
Department: Physics and Astronomy - Instrument Shop
Appointment Type: Full-time, 12-month
Salary: $58,000 - $66,000, commensurate with experience
Review Begins: December 1, 2026

Position Summary
The Department of Physics and Astronomy seeks a Scientific Instrument Maker to design and build custom apparatus for research laboratories and teaching, including vacuum chambers, cryostat parts, optical mounts and detector housings.

Duties
- Machine precision parts on manual and CNC mills and lathes from sketches and CAD drawings
- Advise faculty and graduate students on design for manufacture
- TIG weld aluminum and stainless steel; braze and leak-test vacuum parts
- Train students in safe use of the student shop

Minimum Qualifications
- Journeyman machinist certificate or associate degree in machine technology plus four years of experience
- Experience with SolidWorks or Fusion 360 CAM`,
  },
  {
    id: 'anatomy-demonstrator-university-no-colons',
    half: 'tune',
    title: 'Anatomy Demonstrator',
    company: 'Kingsholm University',
    text: `Kingsholm University
Vacancy Details

Job Title Anatomy Demonstrator
Reference KU-04672
School School of Medicine, Dentistry and Biomedical Sciences
Location Kingsholm Campus
Salary £31,200 to £34,900 per annum (Grade 6)
Contract Fixed term for 12 months
Hours Full time, 35 hours per week
Closing Date 9 December 2026

Kingsholm University's anatomy department teaches human anatomy by full-body dissection to 320 medical and dental students a year.

Anatomy Demonstrators are usually recent medical graduates or biomedical science graduates taking a year before specialty training or a PhD. You will teach small groups in the dissecting room, help prepare prosections, and support practical exams.

The role includes
Leading dissection sessions and tutorials for first- and second-year students
Preparing specimens and teaching materials under the supervision of the Licensed Anatomist
Invigilating and marking practical (spotter) exams
Taking part in the department's donor memorial service

You will hold a degree in medicine, dentistry or a biomedical science with strong anatomy content.`,
  },
  {
    id: 'assistant-professor-university-japan',
    half: 'unseen',
    title: 'Specially Appointed Assistant Professor',
    company: 'Hanamura University',
    text: `Hanamura University
Call for Applications for a Faculty Position

1. Position and number: Specially Appointed Assistant Professor (fixed-term), 1 person
2. Affiliation: Center for Global Education, Hanamura University
3. Field: English education, academic writing
4. Duties:
 (1) Teach English for Academic Purposes courses (8 classes/week), mainly writing and presentation for undergraduate students
 (2) Support the development of online English learning materials
 (3) Engage in other duties of the Center, including study abroad orientation
5. Qualifications:
 (1) Master's degree or higher in TESOL, applied linguistics or related field
 (2) University teaching experience of 2 years or more
 (3) Native-level English and Japanese ability for daily university work
6. Term of appointment: April 1, 2027 to March 31, 2030 (renewal is not possible)
7. Salary: According to university regulations for specially appointed faculty
8. Application deadline: Must arrive by January 8, 2027

Documents should be sent by registered mail with "Application for Specially Appointed Assistant Professor" written in red on the envelope.`,
  },
  {
    id: 'veterinary-pathology-resident-mexico',
    half: 'tune',
    title: 'Veterinary Pathology Resident',
    company: 'Universidad Autónoma de Tlacoyan',
    text: `Universidad Autónoma de Tlacoyan
Faculty of Veterinary Medicine and Zootechnics
Department of Pathology

CALL FOR APPLICATIONS 2027
Veterinary Pathology Resident

The Universidad Autónoma de Tlacoyan invites veterinarians to apply for the residency program in veterinary anatomic pathology, three years, starting in March 2027. The residency prepares candidates for certification exams and includes a Master of Science.

Activities of the resident:
- Perform necropsies of companion animals, livestock and wildlife in the diagnostic laboratory
- Process and read histopathology and cytology samples under supervision of faculty pathologists
- Participate in weekly slide seminars (in English and Spanish) and teaching of undergraduate students
- Develop a research project and publish at least one article

Requirements:
- Title of Médico Veterinario Zootecnista and professional license (cédula)
- Average of 8.5 or more in the degree
- English level B2 (TOEFL ITP 500 or equivalent)
- Letter of motivation and two recommendation letters

Monthly scholarship according to CONAHCYT program. Applications until January 15, 2027 at posgrado.fmvz@tlacoyan.example`,
  },
  {
    id: 'dough-mixer-sentence',
    half: 'unseen',
    title: 'Dough Mixer',
    company: 'Rosewell Artisan Bakehouse',
    text: `Join our night crew!

Rosewell Artisan Bakehouse bakes sourdough, baguettes and pastries for 40 cafés and three farmers' markets around Asheville, and we're looking for a reliable dough mixer for our night shift, starting in January.

You'd be the first one in, around 9 pm: scaling flour and water from our formula sheets, running the spiral mixers, checking dough temperatures and handing off to the shapers. Most nights wrap up by 5:30 am. We'll teach you our process — what we need is someone careful, punctual and happy working in a warm room with loud machines.

A few things that help:
- Any kitchen or production bakery experience
- Comfortable lifting 50 lb bags of flour
- Basic math for scaling recipes

$19/hr plus a $1.50 night differential, free bread (a lot of it), and paid time off after 90 days.

Stop by the bakery between 2 and 4 pm any weekday or email hello@rosewellbakehouse.example.`,
  },
  {
    id: 'sailmaker-sentence',
    half: 'tune',
    title: 'Sailmaker',
    company: 'Kestrel Sails Ltd',
    text: `Kestrel Sails Ltd has been making sails for cruising and racing yachts in Falmouth since 1986, and we are looking for an experienced sailmaker to join our loft of nine.

Most of our work is custom cruising sails in Dacron and laminate, plus repairs, covers and the odd classic gaff rig. You'd be working from the loft floor through to the sewing machines, and occasionally measuring up on the pontoons.

The work
- Lay out, cut and assemble panels from our design files
- Finish sails by hand and machine: corner patches, rings, batten pockets, luff tape
- Inspect and repair sails that come in over the winter
- Help fit sails on customers' boats

You
- Two years or more in a sail loft (or a good apprenticeship)
- Confident with a walking-foot machine and hand sewing
- Bonus if you sail yourself

Full time, £27,000-£32,000 depending on experience. Send your CV to the loft at work@kestrelsails.example or drop in.`,
  },
  {
    id: 'lacquer-artisan-sentence-vietnam',
    half: 'unseen',
    title: 'Lacquer Artisan',
    company: 'Thanh Son Lacquer Workshop Co., Ltd',
    text: `Thanh Son Lacquer Workshop Co., Ltd is making traditional Vietnamese lacquerware (son mai) for export to Japan, France and America since 2003, in our workshop in Tuong Binh Hiep village, Thu Dau Mot, Binh Duong.

Now because many orders for next year, we need to find 5 people to work as lacquer artisan in our workshop. The work is apply and polish many layers of natural lacquer, inlay eggshell and mother of pearl, and gilding with gold and silver leaf on boxes, vases and panels.

Candidate need:
- Have experience at least 1 year in lacquer or wood handicraft
- Patient, careful, have good eye for color
- Can read simple drawing from designer
- Not allergic with natural lacquer (we will test)

We provide: stable salary 8-12 million VND depend on skill, lunch, social insurance, and bonus at Tet holiday.

Please contact Ms. Hoa (HR), phone 0274 000 0000 or email hoa.hr@thanhsonlacquer.example`,
  },
  {
    id: 'chairlift-mechanic-signature',
    half: 'tune',
    title: 'Chairlift Mechanic',
    company: 'Bearclaw Mountain Resort',
    text: `Chairlift Mechanic – year-round

We're looking for a mechanic to join the lift maintenance crew. We run 9 chairlifts (two detachable quads, one six-pack, the rest fixed-grip) and a magic carpet, and we keep them running all winter and rebuild them all summer.

Winter is daily inspections, troubleshooting, and being the person who gets a stopped lift moving again safely. Summer is the big stuff: haul rope splicing, grip and sheave train rebuilds, gearbox work and NDT.

You should have:
- Mechanical or electrical trade background (heavy equipment, millwright, industrial maintenance)
- Comfort working at height in the cold
- Lift experience is great but we'll train the right person

Full-time, year-round, $27–$34/hr DOE with health benefits, 401k match and a ski pass for the family.

Send a resume or questions to me directly.

Dale Okafor
Lift Maintenance Manager
Bearclaw Mountain Resort
(406) 000-0000 | dokafor@bearclawmtn.example`,
  },
  {
    id: 'projectionist-signature-the',
    half: 'unseen',
    title: 'Cinema Projectionist',
    company: 'The Roxy Picturehouse',
    text: `Cinema Projectionist (part-time)

Single-screen independent cinema in the town centre, 1930s building, 280 seats. We show new releases digitally but run 35mm prints for our monthly classics night and the winter film festival, and we need someone who can handle both.

About 20 hours a week, mainly evenings and weekends.

- Build and run the weekly DCP schedule and ingest content keys
- Thread, run and care for the 35mm projectors, and make up and break down reels
- Carry out changeovers and keep the booth clean and safe
- Help front of house before screenings when needed

Experience with 35mm projection is essential; we can teach the digital side. £12.50 an hour plus free films.

If you're interested, reply to this email with a short note about your experience.

Thanks,
Maggie Tull
General Manager
The Roxy Picturehouse
maggie@roxypicturehouse.example | 01884 000000`,
  },
  {
    id: 'shawarma-maker-agency-client-dubai',
    half: 'tune',
    title: 'Shawarma Maker',
    company: 'Zaatar Corner Restaurants LLC',
    text: `GULF HORIZON MANPOWER CONSULTANTS
Licensed Recruitment Agency - MOHRE License No. 0000

URGENT HIRING FOR DUBAI, UAE

Our client: Zaatar Corner Restaurants LLC (Lebanese restaurant chain with 14 branches in Dubai and Sharjah)

Position: SHAWARMA MAKER
Quantity: 20
Salary: AED 2,200 - 2,800 + Accommodation + Transportation + Food
Duty hours: 9 hours, 6 days a week

Job Requirements:
- Minimum 2 years experience in shawarma making (chicken and meat)
- Able to marinate, stack and cut shawarma and prepare sandwich and plates quickly
- Knowledge of hygiene and food safety, Basic Food Hygiene certificate preferred
- Age: 22 to 40 years
- Basic English or Arabic

Benefits: Employment visa, medical insurance, air ticket every 2 years, annual leave as per UAE labour law.

Interview date: 8 December 2026, 10 AM - 4 PM
Venue: Gulf Horizon office, Al Qusais, Dubai
Send CV with photo to cv@gulfhorizon.example or WhatsApp +971 50 000 0000
No agency fees charged from candidates.`,
  },
  {
    id: 'phone-repair-technician-franchise-philippines',
    half: 'unseen',
    title: 'Phone Repair Technician',
    company: 'Sunview Mobile Solutions Inc.',
    text: `FixPoint Gadget Repair – SM City Baliwag Branch
WE ARE HIRING: PHONE REPAIR TECHNICIAN

FixPoint Gadget Repair SM City Baliwag is owned and operated by Sunview Mobile Solutions Inc., an authorized franchisee of FixPoint Philippines.

Job Description:
- Diagnose and repair smartphones and tablets (LCD/screen replacement, battery, charging port, camera, water damage)
- Do micro-soldering and board level repair (for experienced)
- Explain repair and quotation to customer, and release units with proper documentation
- Keep work bench clean and follow ESD procedures

Qualifications:
- At least Vocational graduate in Electronics or Computer Technology
- At least 1 year experience in cellphone repair; fresh grad with TESDA NC II can also apply, with training provided
- Honest, customer-oriented, can work mall hours including weekends and holidays

What we offer:
- Competitive salary + commission per repair
- SSS, PhilHealth, Pag-IBIG, 13th month pay
- Training on new models

Send your resume to careers.sunview@mail.example or visit the store, 2nd floor near the cinema.`,
  },
  {
    id: 'asphalt-plant-operator-division',
    half: 'tune',
    title: 'Asphalt Plant Operator',
    company: 'Carrow Surfacing',
    text: `Asphalt Plant Operator
Carrow Surfacing
Location: Shap, Cumbria
Hours: 45 hours per week, Monday to Friday with some Saturdays and night work
Salary: £35,000 - £40,000 plus overtime
Type: Permanent

Carrow Surfacing, a division of Dunmore Aggregates Ltd, produces asphalt and coated stone for road contractors and highways authorities across Cumbria and the North West from our batch plant at Shap quarry.

We are looking for an Asphalt Plant Operator to run the plant from the control cabin and make sure every load leaves to the right recipe, temperature and time.

Main duties
- Operate the asphalt batch plant, burner and bitumen tanks via the control system
- Load out customers' lorries and produce delivery tickets
- Carry out daily checks, greasing and basic maintenance
- Take samples for the quality lab and keep production records

What we are looking for
- Experience operating an asphalt, concrete or similar process plant
- Loading shovel ticket (CPCS or NPORS) is an advantage
- Good computer skills and a safety-first attitude`,
  },
  {
    id: 'oyster-shucker-trading-name',
    half: 'unseen',
    title: 'Oyster Shucker',
    company: 'The Salt Loft',
    text: `Oyster Shucker
The Salt Loft
Whitstable, Kent
£12.60 - £14.00 an hour - Part-time
Apply now

Full job description
Hollins & Vane Ltd t/a The Salt Loft is a seafood bar on Whitstable harbour serving native and rock oysters, whelks and a short seasonal menu to about 300 covers on a summer Saturday.

We're looking for an Oyster Shucker to run our raw bar counter, working weekends all year and more days from Easter to September.

What you'll do:
- Shuck oysters quickly and safely in front of guests, and present the platters
- Talk guests through the day's oysters and where they come from
- Keep the ice display, counter and knives spotless
- Log deliveries and keep shellfish traceability records

What we're after:
- Shucking experience is a plus, but we'll train someone who is keen and careful
- Friendly and happy to chat while you work
- Level 2 Food Hygiene (we can arrange)

Job types: Part-time, Seasonal
Work location: In person`,
  },
]
