// A ninth posting set (issue 15): 30 postings in 30 occupations none of the other sets has, over 26 fields:
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, software, sales, agriculture, energy, social services, retail, manufacturing, media, real
// estate/construction management, aviation, maritime, sports, nonprofit, insurance and personal services. The
// shapes are mixed as an ordinary week of postings would be, none weighted: plain title and company header lines,
// "Title at Company", "Company | Title | City", about-us blocks first, "X is hiring a …", "Join X as …", title
// lines followed by location, pay and employment type, board chrome, recruiting agencies (named client or not),
// government bulletins with class codes, school districts, a franchisee, LinkedIn- and Indeed-style pastes, long
// prose and terse bullet-only ads, with salary and benefits blocks and EEO boilerplate here and there. US, UK,
// Irish, Canadian, Australian and New Zealand employers, all invented.
// The whole set is held out: every posting is in the unseen half, and it is measured once and never tuned on.
// Written from scratch by an independent helper who had not read the engine's source, lexicons or data, nor the
// other sets' posting texts, nor run any bench, test or engine function; each recruiter skill list, title and
// company was written from the ad alone and committed BEFORE the engine first read the texts.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth, seventh and eighth sets'):
// - skills: what a recruiter would screen for, grouped in the list as required, preferred, then soft; a skill the
//   ad implies without naming it (a licence the job cannot be done without) is listed when a recruiter would.
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A specialty after a dash on the title line is kept as after a comma
//   ("Camera Operator – Live Sport" → "Camera Operator, Live Sport"); what a board hangs there (place, employer,
//   shift, type, pay, number, slogan) is dropped (settled 2026-11-30, labels of all sets brought in line).
// - company: the employer as printed, with its legal suffix (Inc., LLC, LLP) and "The" when the posting names it
//   that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:" line.
//   School-district ads: the district, not the school building. Agency ads: the client when the ad names it,
//   otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const ninthUnseenPostings: UnseenPosting[] = [
  {
    id: 'stonemason',
    half: 'unseen',
    field: 'trades',
    title: 'Heritage Stonemason',
    company: 'Harrowgate Heritage Masonry Ltd',
    skills: [
      // required
      'Stonemasonry',
      'Lime mortar',
      'Fixing masonry',
      'Banker masonry',
      'Hand tools',
      'CSCS card',
      'NVQ Level 3 Stonemasonry',
      // preferred
      'Heritage skills CSCS',
      'Scaffold safety',
      'Driving licence',
      // soft
      'Attention to detail',
      'Teamwork',
    ],
    text: `Heritage Stonemason - York - £18.50-£22.00 per hour - Permanent

Keystone Trades Recruitment are delighted to be working with Harrowgate Heritage Masonry Ltd, a family-run conservation contractor with over thirty years on cathedrals, listed country houses and town-centre conservation areas across North Yorkshire. They are looking for an experienced Heritage Stonemason to join their site team on a long-term programme of repairs to a Grade I listed church and associated buildings.

The role
- Cutting out and replacing decayed stone, indenting and piecing in to match existing work
- Fixing new masonry, copings, mullions and tracery to drawings and schedules
- Repointing and rebuilding in lime mortar, mixing hot and hydraulic limes to specification
- Some banker work in the yard: working stone by hand from sawn blocks to templates
- Working from scaffold alongside the conservation architect's team

The candidate
- NVQ Level 3 in Stonemasonry (fixing or banker) or equivalent time served
- Valid CSCS card; Heritage Skills CSCS (gold or blue) is a real advantage
- Solid experience with lime and traditional hand tools: boasters, claw chisels, mallets
- Full UK driving licence preferred as sites move around the county
- Patient, tidy and proud of the finish; happy working in a small crew

What's on offer
- Permanent, 39 hours Monday to Friday, overtime at time and a half
- 28 days holiday including bank holidays, pension, company van for lead hands
- Training towards SSSTS and further conservation qualifications

Interested? Send your CV to Rhiannon at Keystone Trades Recruitment or call the York office. Keystone Trades Recruitment is acting as an employment agency in relation to this vacancy.`,
  },
  {
    id: 'painter-decorator',
    half: 'unseen',
    field: 'trades',
    title: 'Painter and Decorator',
    company: 'Brannock Painting Contractors Ltd',
    skills: [
      // required
      'Painting',
      'Decorating',
      'Surface preparation',
      'Wallpaper hanging',
      'Spray painting',
      'Manual Handling',
      'Safe Pass',
      // preferred
      'Full driving licence',
      'MEWP',
      // soft
      'Punctuality',
      'Attention to detail',
    ],
    text: `Painter and Decorator
Brannock Painting Contractors Ltd
Cork / Munster sites

- Full-time, permanent
- €20-€24 per hour depending on experience
- Commercial and high-end residential work
- Time served or 5+ years experience
- Prep, fill, sand, cut in, roll and brush to a high finish
- Wallpaper hanging incl. feature walls
- Airless spray experience needed
- Valid Safe Pass and Manual Handling cert
- MEWP ticket a plus
- Full clean driving licence preferred
- Own hand tools
- Reliable, punctual, tidy
- Van and fuel card for the right person
- Pension scheme after probation
- Mostly schools, hotels and one-off houses within an hour of Cork city
- Monday to Friday, 8am start, some Saturday overtime

Call Declan or email CV. Brannock Painting Contractors Ltd, est. 1998.`,
  },
  {
    id: 'midwife',
    half: 'unseen',
    field: 'healthcare',
    title: 'Core Midwife',
    company: 'Southern Lakes Health',
    skills: [
      // required
      'Midwifery',
      'Midwifery Council of New Zealand registration',
      'Annual practising certificate',
      'Intrapartum care',
      'Postnatal care',
      'Neonatal resuscitation',
      'Fetal monitoring',
      // preferred
      'Te Tiriti o Waitangi',
      'Breastfeeding support',
      'MERAS',
      // soft
      'Communication',
      'Teamwork',
      'Cultural safety',
    ],
    text: `Southern Lakes Health serves around 140,000 people across the lakes district and the high country, from our base hospital in Rotorangi to rural maternity units in three smaller towns. We are committed to Te Tiriti o Waitangi and to equitable outcomes for whānau Māori, and we are proud that our maternity service is one of the few in Aotearoa with a full complement of midwifery educators.

Core Midwife
Rotorangi Hospital Maternity Unit
Permanent, full-time or part-time (0.6 - 1.0 FTE), rotating rostered shifts

About the role
Our core midwives work across the birthing suite, the postnatal ward and the assessment unit, caring for women and whānau who birth with us as well as those transferred in from the community by their Lead Maternity Carer. You will provide intrapartum care, including CTG interpretation and fetal monitoring, support mothers with breastfeeding and early parenting, respond to obstetric and newborn emergencies and keep clear, timely records in our electronic maternity system.

What we're looking for
- Registered Midwife with the Midwifery Council of New Zealand and a current Annual Practising Certificate
- Current neonatal resuscitation (NLS) certification
- Confidence in intrapartum and postnatal care; new graduates are welcome and will join our first year of practice programme
- Understanding of Te Tiriti o Waitangi and a commitment to culturally safe practice
- A warm communicator who works well in a busy multidisciplinary team

MERAS membership is recognised and the role is covered by the MERAS collective agreement.

What we offer
Relocation assistance, funded professional development, a supportive preceptorship and a lake view from the staff room. Applications close 14 March.`,
  },
  {
    id: 'podiatrist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Podiatrist',
    company: 'StepWell Podiatry Group Pty Ltd',
    skills: [
      // required
      'Podiatry',
      'AHPRA registration',
      'Biomechanical assessment',
      'Diabetic foot care',
      'Nail surgery',
      'Orthotics prescription',
      'Driver licence',
      // preferred
      'Shockwave therapy',
      'Medicare EPC',
      'NDIS',
      // soft
      'Patient communication',
      'Time management',
    ],
    text: `Join StepWell Podiatry Group as a Podiatrist in our Geelong and Surf Coast clinics.

StepWell is a clinician-owned group of six clinics across regional Victoria. We see everyone from toddlers with flat feet to marathon runners, high-risk diabetic patients and aged-care residents, and we like our podiatrists to get a taste of all of it.

What you'll do
- General podiatry: nails, corns and callus, wound care
- Biomechanical assessments, gait analysis and prescription of custom orthotics (we have an in-house 3D scanner)
- Diabetic foot assessments and high-risk foot management, working with local GPs and the regional hospital's high-risk foot service
- Nail surgery under local anaesthetic
- One day a fortnight of home and aged-care visits
- Patients under Medicare EPC plans, DVA and the NDIS

About you
- Bachelor or Master of Podiatry and general registration with AHPRA (Podiatry Board of Australia)
- Current driver licence and your own car for visits (we reimburse kilometres)
- Graduates welcome; experienced podiatrists with shockwave or sports experience will be snapped up
- Clear, kind communication with patients and families, and good time management on a full book

What's in it for you
- Salary package from $85,000 to $110,000 + super, or percentage model for experienced clinicians
- Weekly mentoring, $2,000 CPD allowance and two paid CPD days a year
- No weekends at most clinics

To apply, send a short cover letter and CV to careers@stepwellpodiatry.com.au. StepWell Podiatry Group Pty Ltd is an equal opportunity employer.`,
  },
  {
    id: 'pension-administrator',
    half: 'unseen',
    field: 'finance',
    title: 'Pensions Administrator',
    company: 'Calderbrook Pension Services Ltd',
    skills: [
      // required
      'Pensions administration',
      'Defined benefit schemes',
      'Benefit calculations',
      'Microsoft Excel',
      'Pensions legislation',
      // preferred
      'Pensions Management Institute',
      'Defined contribution schemes',
      'Altair',
      'GMP equalisation',
      // soft
      'Attention to detail',
      'Customer service',
      'Organisation',
    ],
    text: `Pensions Administrator at Calderbrook Pension Services Ltd
Leeds (hybrid, 2 days in office) | Permanent | £26,000 - £32,000

Calderbrook administers occupational pension schemes for around 60 UK employers and their trustees, with over 180,000 members between them. We are independent, employee-owned and pretty good at what we do: our client retention has been above 95% for a decade.

We're growing our defined benefit team and want a Pensions Administrator who enjoys getting numbers right.

Day to day you will:
• Calculate and process retirements, transfers out, deaths and early leavers for defined benefit schemes, and some defined contribution work
• Check calculations prepared by colleagues and respond to member queries by phone, email and letter
• Keep member records accurate on our administration platform
• Help with scheme projects such as GMP equalisation and data cleansing
• Work to service level agreements and keep your work queue organised

You will need:
• At least 12 months' experience in pensions administration, ideally on DB schemes
• A sound grasp of pensions legislation and how scheme rules apply
• Good Excel skills (lookups, formulae, checking spreadsheets)
• Meticulous attention to detail and a friendly, clear way with members

Nice to have: progress towards a Pensions Management Institute qualification (CPC or DipPA), experience with Altair or a similar system.

Benefits: 25 days' holiday plus your birthday, 10% employer pension contribution, full study support for PMI exams with paid study leave, and a share of the company's profits every year.`,
  },
  {
    id: 'music-teacher',
    half: 'unseen',
    field: 'education',
    title: 'Music Teacher, Choral and General Music',
    company: 'Maple Hollow Unified School District',
    skills: [
      // required
      'Music education',
      'Choral music',
      'General music',
      'California Single Subject Teaching Credential in Music',
      'Classroom management',
      'Lesson planning',
      'Piano',
      // preferred
      'Orff Schulwerk',
      'Kodály method',
      'Music technology',
      'Bilingual Spanish',
      // soft
      'Collaboration',
      'Communication',
    ],
    text: `MAPLE HOLLOW UNIFIED SCHOOL DISTRICT
Certificated Vacancy Announcement

Position: Music Teacher, Choral and General Music
Site: Vista Oaks Middle School (0.6 FTE) and Brookside Elementary (0.4 FTE)
Posting #: CERT-2027-118
Salary: Certificated Salary Schedule, $61,240 - $112,870 based on education and experience; 184 work days
Open until filled

DEFINITION
Under the direction of the site principals, plans and delivers a standards-based music program, leads choral ensembles at the middle school and teaches general music to grades TK-5.

ESSENTIAL FUNCTIONS
- Plans and teaches lessons aligned to the California Arts Standards for Music
- Directs two choirs, prepares students for winter and spring concerts and the district festival
- Teaches general music using singing, movement, recorders and classroom percussion
- Maintains positive classroom management and a safe, inclusive environment
- Accompanies rehearsals on piano
- Communicates with families and collaborates with classroom teachers and the district's instrumental staff

MINIMUM QUALIFICATIONS
- Valid California Single Subject Teaching Credential in Music (or eligibility for an intern credential)
- EL authorization (CLAD or equivalent)
- Functional piano skills

DESIRABLE QUALIFICATIONS
- Training in Orff Schulwerk or the Kodály method
- Experience with music technology (notation software, digital audio workstations)
- Ability to communicate in Spanish

APPLICATION PROCEDURE
Apply through EdJoin. Attach a letter of introduction, resume, copy of credential and three letters of recommendation dated within the past two years.

Maple Hollow Unified School District prohibits discrimination, harassment, intimidation and bullying based on actual or perceived race, color, ancestry, national origin, religion, sex, sexual orientation, gender identity, age, disability or any other protected characteristic.`,
  },
  {
    id: 'planning-officer',
    half: 'unseen',
    field: 'public sector',
    title: 'Senior Planning Officer',
    company: 'Wendlebury District Council',
    skills: [
      // required
      'Development management',
      'Planning applications',
      'National Planning Policy Framework',
      'Town and Country Planning Act',
      'Report writing',
      'RTPI',
      'Planning appeals',
      // preferred
      'Heritage and conservation',
      'Uniform',
      'Driving licence',
      // soft
      'Negotiation',
      'Communication',
      'Time management',
    ],
    text: `Wendlebury District Council
Place and Growth Directorate
Job title: Senior Planning Officer
Job ref: PG0427
Grade: Band 9 (SCP 33-37), £44,711 - £48,710 per annum
Hours: 37 per week, flexible and hybrid working
Contract: Permanent
Closing date: 23:59 on 9 February

About the role
Our Development Management team decides around 1,800 planning applications a year across a district of market towns, villages and a fast-growing garden community. As Senior Planning Officer you will carry a caseload of major and complex applications, negotiate with applicants, agents and statutory consultees, write clear and robust committee reports and present them to Planning Committee. You will also defend decisions at planning appeals (written representations and hearings) and mentor planning officers and graduates.

Person specification
Essential
- Degree or postgraduate qualification in town planning, and Chartered Membership of the RTPI or working towards it
- Substantial development management experience in a local planning authority or consultancy
- Thorough knowledge of the National Planning Policy Framework, the Town and Country Planning Act 1990 and related legislation
- Excellent report writing and the ability to explain planning judgements to councillors and the public
- Good negotiation skills and the ability to manage a demanding caseload to deadlines

Desirable
- Experience of applications affecting listed buildings and conservation areas
- Familiarity with Uniform or a similar planning back-office system
- Full driving licence (site visits; pool cars available)

What we offer
Local Government Pension Scheme, 27 days' annual leave rising to 32, a nine-day fortnight option and paid RTPI membership.

We are a Disability Confident Employer and guarantee an interview to disabled applicants who meet the essential criteria.`,
  },
  {
    id: 'corrections-officer',
    half: 'unseen',
    field: 'public sector',
    title: 'Correctional Officer I',
    company: 'Lockridge County',
    skills: [
      // required
      'High school diploma or GED',
      'Driver license',
      'Inmate supervision',
      'Security procedures',
      'Report writing',
      'Physical fitness',
      'Background check',
      // preferred
      'Corrections experience',
      'Military experience',
      'Spanish',
      // soft
      'Communication',
      'Sound judgment',
      'Integrity',
    ],
    text: `LOCKRIDGE COUNTY, IOWA
EMPLOYMENT BULLETIN

Class Title: Correctional Officer I
Class Code: 4127-CO1
Department: Sheriff's Office, Detention Division
Location: Lockridge County Jail, Marlow, IA
Pay: $28.00/hour; $2.00/hour shift differential for evenings and nights; $5,000 hiring bonus paid over 12 months
Type: Full-time, 40 hours; 12-hour rotating shifts

JOB DESCRIPTION
Under general supervision, maintains custody, control and security of inmates at a 240-bed county jail. Supervises inmate movement, meals, recreation and work assignments; conducts counts, searches of persons, cells and vehicles; responds to emergencies and uses approved force when necessary; writes clear, factual incident and disciplinary reports; enforces facility rules and security procedures.

MINIMUM QUALIFICATIONS
High school diploma or GED. Must be at least 18 years of age, possess a valid driver license and pass a background check, drug screen and physical agility test. Must successfully complete the Iowa Law Enforcement Academy jailer school within the first year (paid).

PREFERRED QUALIFICATIONS
Prior corrections, law enforcement or military experience. Ability to speak Spanish.

KNOWLEDGE, SKILLS AND ABILITIES
Ability to communicate clearly and calmly with inmates and staff; exercise sound judgment under stress; maintain integrity and professional boundaries; remain physically fit to respond to emergencies and stand or walk for long periods.

BENEFITS
County pays 85% of health insurance premium, IPERS retirement, 11 paid holidays, vacation and sick leave from day one, tuition assistance.

Lockridge County is an Equal Opportunity Employer. Veterans' preference applies under Iowa Code chapter 35C.`,
  },
  {
    id: 'kitchen-porter',
    half: 'unseen',
    field: 'hospitality',
    title: 'Kitchen Porter',
    company: 'The Fox and Lantern',
    skills: [
      // required
      'Dishwashing',
      'Kitchen cleaning',
      'Food hygiene',
      'COSHH',
      'Right to work in the UK',
      // preferred
      'Level 2 Food Hygiene certificate',
      'Food preparation',
      'Commercial dishwasher',
      // soft
      'Reliability',
      'Teamwork',
      'Working under pressure',
    ],
    text: `Kitchen Porter
The Fox and Lantern
Bath BA1
£12.60 an hour - Full-time, Part-time

Job details
Pay: £12.60 an hour
Job type: Full-time, Part-time
Shift and schedule: Weekend availability, Evening shift, Day shift

Full job description
The Fox and Lantern is a busy gastropub in the heart of Bath serving about 250 covers on a Saturday. Our kitchen brigade is looking for a reliable Kitchen Porter to keep everything moving.

Responsibilities:
- Washing pots, pans, glasses and crockery by hand and through the commercial dishwasher
- Keeping the kitchen, walk-in fridges and bins clean and tidy to food hygiene standards
- Safely using cleaning chemicals in line with COSHH
- Putting away deliveries and helping with basic food prep when chefs need a hand

Requirements:
- Right to work in the UK
- Previous KP experience welcome but not required, full training given
- Level 2 Food Hygiene certificate is a plus (we can get you one)
- Happy to work hard under pressure and be part of a team

Benefits:
- Share of tips
- Free meal on shift
- Staff discount
- Company pension

Work location: In person

Hiring 2 candidates for this role
Apply now`,
  },
  {
    id: 'freight-conductor',
    half: 'unseen',
    field: 'logistics',
    title: 'Conductor Trainee',
    company: 'Prairie Northern Railway Company',
    skills: [
      // required
      'Air brake testing',
      'Canadian Rail Operating Rules',
      'Switching',
      'Valid driver licence',
      'Physical fitness',
      'Shift work',
      'Safety awareness',
      // preferred
      'Railway experience',
      'Trucking experience',
      // soft
      'Communication',
      'Teamwork',
    ],
    text: `Prairie Northern Railway Company is hiring a Conductor Trainee in Saskatoon, Saskatchewan.

Our conductors are responsible for the safe movement of freight trains across 3,200 km of track between the Prairies and the Great Lakes. You'll be part of a two-person crew, in charge of the train and the paperwork, and you'll be on your feet doing the switching in the yard and along the line.

Training
You start with a paid 14-week program at our training centre in Winnipeg and then on the job with a mentor conductor. You'll learn the Canadian Rail Operating Rules (CROR), air brake tests, switching and coupling cars, handling dangerous goods paperwork and radio procedures, and you'll write your Conductor Only qualification exam. Accommodation and meals are covered during classroom training.

What the job involves
- Inspecting cars and coupling, uncoupling and switching them in yards and on customer sidings
- Communicating by radio with locomotive engineers and rail traffic controllers
- Following operating rules and safety procedures in all weather, day or night
- Being on call: you'll work irregular hours, weekends and holidays, and spend nights away from home

What you need
- High school diploma or equivalent
- Valid Class 5 driver licence
- Able to pass a medical, including vision, hearing and drug and alcohol testing
- Physically able to walk on uneven ballast, climb equipment and lift 37 kg
- Willing to relocate within the territory
- Previous railway, trucking or heavy industry experience is an asset

Pay and benefits
Trainees earn $950 per week during training. Qualified conductors average $95,000 to $120,000 a year. Defined benefit pension, health and dental, and a stock purchase plan.

Prairie Northern Railway Company is committed to employment equity and welcomes applications from women, Indigenous peoples, persons with disabilities and members of visible minorities.`,
  },
  {
    id: 'conveyancer',
    half: 'unseen',
    field: 'legal',
    title: 'Licensed Conveyancer',
    company: 'Harbourline Legal Pty Ltd',
    skills: [
      // required
      'Conveyancing',
      'Conveyancing licence',
      'Residential conveyancing',
      'PEXA',
      'Contracts for sale of land',
      'Settlements',
      // preferred
      'Commercial conveyancing',
      'LEAP',
      'Off-the-plan sales',
      // soft
      'Client communication',
      'Attention to detail',
      'Time management',
    ],
    text: `Licensed Conveyancer
Harbourline Legal Pty Ltd
Parramatta NSW

About us
Harbourline Legal is a mid-sized property and wills practice with offices in Parramatta and Penrith. Most of our clients are first home buyers, investors and local developers, and we run around 900 matters a year through our conveyancing team.

About the role
We are after a Licensed Conveyancer to run a residential conveyancing file of your own, from contract review to settlement, with the support of a conveyancing clerk. You will:
- Prepare and review contracts for the sale of land, advise clients on special conditions, vendor disclosure and cooling-off rights
- Conduct searches, requisitions and adjustments
- Manage electronic settlements on PEXA and liaise with banks, agents and the other side
- Look after off-the-plan purchases for our developer clients
- Assist the principal with some commercial conveyancing and leasing matters

About you
- Current NSW conveyancing licence (Licensed Conveyancer) and at least 3 years' experience running your own files
- Confident with PEXA and the settlement process from start to finish
- Experience with LEAP practice management software is a plus
- Commercial conveyancing or off-the-plan experience is highly regarded
- Great attention to detail, clear client communication and the ability to juggle a busy settlement calendar

Package
$85,000 - $100,000 plus superannuation, depending on experience. Flexible start and finish times, one work-from-home day a week and a bonus structure based on file volume.

Please apply with your resume and a brief cover letter. Only shortlisted applicants will be contacted.`,
  },
  {
    id: 'soil-scientist',
    half: 'unseen',
    field: 'science',
    title: 'Soil Scientist',
    company: 'Meridian Earthworks Consulting, LLC',
    skills: [
      // required
      'Soil science',
      'Soil classification',
      'Wetland delineation',
      'Soil sampling',
      'Technical report writing',
      'GIS',
      "Driver's license",
      // preferred
      'ArcGIS Pro',
      'Professional Soil Scientist certification',
      'Hydric soils',
      'NRCS soil survey',
      // soft
      'Independent fieldwork',
      'Communication',
    ],
    text: `Meridian Earthworks Consulting, LLC is a 45-person environmental and engineering consulting firm based in Raleigh, North Carolina, and we are looking for a Soil Scientist to join our natural resources group. Most of our work supports land development, transportation and utility projects across the Carolinas and Virginia, and a growing share is stream and wetland restoration, so the person in this role will spend a good part of the year outdoors, from hot August pine flats to frozen January piedmont hillsides, and the rest of it writing up what they found.

In a typical month you might describe and classify soil profiles in auger borings and pits, determine hydric soil indicators and delineate wetlands under the 1987 Corps of Engineers manual and the regional supplements, evaluate sites for on-site wastewater systems, collect soil samples for laboratory analysis, and map your observations in GIS. Back in the office you will write clear technical reports and permit support documents for clients and regulators, and you will occasionally explain your findings to a county health department or an Army Corps project manager on a site visit. We work in small teams, but a soil scientist here is trusted to run a day of fieldwork independently, make sound calls and keep the client informed.

To be considered you need a bachelor's degree in soil science, agronomy, environmental science or a related field with at least 15 credit hours of soil coursework, two or more years of field experience describing and classifying soils using USDA soil taxonomy, working knowledge of wetland delineation, and a valid driver's license with a clean record. Experience with ArcGIS Pro, with NRCS soil survey data and with hydric soil determinations in the coastal plain would set you apart. Licensure as a Professional Soil Scientist in North Carolina, or eligibility to sit for the exam, is strongly preferred, and we will support you through it.

The salary range for this position is $62,000 to $80,000 depending on experience, with a company vehicle for field days, medical, dental and vision insurance, a 401(k) with a 4% match, paid time off starting at 15 days, and paid professional registration and continuing education. Meridian Earthworks Consulting is an equal opportunity employer and considers all qualified applicants without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'wardrobe-supervisor',
    half: 'unseen',
    field: 'creative',
    title: 'Wardrobe Supervisor',
    company: 'Lakeshore Repertory Theatre',
    skills: [
      // required
      'Wardrobe supervision',
      'Costume maintenance',
      'Sewing',
      'Quick changes',
      'Laundry and dyeing',
      'Crew supervision',
      'Budget tracking',
      // preferred
      'IATSE',
      'Wig maintenance',
      'Industrial sewing machines',
      // soft
      'Organization',
      'Calm under pressure',
      'Leadership',
    ],
    text: `For fifty-two seasons, Lakeshore Repertory Theatre has brought classic and new Canadian plays to audiences on the shore of Lake Huron. Every summer we run five productions in rotating repertory on two stages, with a company of 30 actors and more than 100 artisans, technicians and staff. We believe the work behind the curtain is as much a craft as the work on stage.

We are looking for a Wardrobe Supervisor for the 2027 season.

The Wardrobe Supervisor leads the running wardrobe crew for both stages and keeps more than 400 costumes looking as good in September as they did on opening night. Working closely with the Head of Wardrobe and the designers, you will:
- Schedule and supervise a crew of six dressers and a wardrobe assistant across changeovers and two-show days
- Plan and rehearse quick changes with actors and stage management
- Organize daily laundry, dyeing, ironing and steaming, and carry out running repairs and alterations by hand and on industrial machines
- Maintain wigs and hairpieces between shows with the wig department
- Track consumables against the running wardrobe budget and keep the costume bible up to date

What you need:
- Three or more seasons of running wardrobe experience in professional theatre, including supervising a crew
- Strong hand and machine sewing skills
- Excellent organization and the ability to stay calm, kind and decisive during a change in the dark
- Familiarity with IATSE working conditions is an asset

Contract: March 30 to October 10, 2027. $1,350 per week plus vacation pay. Subsidised housing is available in town. This position is covered by the IATSE Local agreement.

Lakeshore Repertory Theatre welcomes applications from people of all backgrounds, including Indigenous, Black and racialized people, people with disabilities and people of all gender identities. Send your resume to the Production Office by January 15.`,
  },
  {
    id: 'business-continuity-manager',
    half: 'unseen',
    field: 'operations',
    title: 'Business Continuity Manager',
    company: 'Corrib Payments Ltd',
    skills: [
      // required
      'Business continuity management',
      'ISO 22301',
      'Business impact analysis',
      'Crisis management',
      'Disaster recovery testing',
      'Operational resilience',
      'Risk management',
      // preferred
      'DORA',
      'Central Bank of Ireland regulations',
      'BCI certification',
      // soft
      'Stakeholder management',
      'Communication',
      'Leadership',
    ],
    text: `Business Continuity Manager
Corrib Payments · Dublin, County Dublin, Ireland (Hybrid)
Posted 1 week ago · Over 100 applicants

About the job
Corrib Payments Ltd is a Central Bank of Ireland regulated payment institution processing card and account-to-account payments for more than 20,000 merchants across Europe. As we scale, we need a Business Continuity Manager to own our resilience programme end to end.

What you'll be doing
- Own the business continuity management framework and keep it aligned to ISO 22301
- Lead business impact analyses with every function and maintain the plans that come out of them
- Run crisis management exercises with the executive team and coordinate disaster recovery testing with Technology
- Drive our operational resilience programme, including important business services, impact tolerances and scenario testing
- Work with Risk on the risk register and report to the Board Risk Committee
- Help the business meet DORA requirements for ICT risk and third-party resilience

What we're looking for
- 5+ years in business continuity, operational resilience or crisis management, ideally in financial services
- Hands-on knowledge of ISO 22301 and BIA methodology
- Experience of Central Bank of Ireland expectations or DORA is a big plus
- BCI certification (CBCI or above) is desirable
- Confident stakeholder management and clear communication from front line to Board
- You can lead without authority and keep your head when things go wrong

What we offer
Competitive salary, annual bonus, 8% pension contribution, private health insurance, 25 days' leave and a genuinely flexible hybrid model.

Seniority level: Mid-Senior level
Employment type: Full-time
Job function: Management and Risk
Industries: Financial Services

Easy Apply · Save`,
  },
  {
    id: 'wordpress-developer',
    half: 'unseen',
    field: 'software',
    title: 'WordPress Developer',
    company: 'Kōwhai Digital Limited',
    skills: [
      // required
      'WordPress',
      'PHP',
      'JavaScript',
      'CSS',
      'HTML',
      'Custom theme development',
      'Git',
      'Advanced Custom Fields',
      // preferred
      'WooCommerce',
      'Gutenberg block development',
      'React',
      'Web accessibility',
      // soft
      'Communication',
      'Problem solving',
    ],
    text: `Kōwhai Digital Limited | WordPress Developer | Wellington

We're a 14-person web studio on Cuba Street building sites for councils, charities, universities and the odd brewery. Nearly everything we ship runs on WordPress, and we're proud of how fast, accessible and maintainable those sites are.

The role
You'll build custom themes and plugins from Figma designs, work with our designers and project managers from kickoff to launch, and look after a portfolio of existing client sites.

You'll be great at:
- PHP and WordPress internals: custom post types, taxonomies, hooks, the REST API
- Modern JavaScript, semantic HTML and well-organised CSS (we use Sass and a utility layer)
- Advanced Custom Fields and building flexible content editors that clients can actually use
- Git-based workflows, code review and deploying through a pipeline

Bonus points for:
- Custom Gutenberg block development with React
- WooCommerce builds and payment gateway integrations
- A working knowledge of WCAG 2.2 and accessibility testing

About you
At least two years building WordPress sites professionally. You can explain a technical trade-off to a client without jargon, and you enjoy working out why something broke rather than patching over it.

Why Kōwhai
- $80k - $100k depending on experience
- Four-day week (32 hours, full pay) trial running since 2025
- Wellington office, work from home when you like
- Professional development budget and a new laptop

You must have the right to work in New Zealand. Apply with your CV and a couple of sites you've built.`,
  },
  {
    id: 'iam-analyst',
    half: 'unseen',
    field: 'software',
    title: 'Identity and Access Management Analyst II',
    company: 'Bluestem Mutual Insurance Company',
    skills: [
      // required
      'Identity and access management',
      'Active Directory',
      'Azure AD',
      'Okta',
      'Single sign-on',
      'Multi-factor authentication',
      'Access reviews',
      'Role-based access control',
      // preferred
      'SailPoint',
      'PowerShell',
      'SOX compliance',
      'CISSP',
      // soft
      'Attention to detail',
      'Communication',
    ],
    text: `Identity and Access Management Analyst II
Bluestem Mutual Insurance Company
Des Moines, IA · Hybrid
Posted 2 days ago
Apply now   Save job   Share

Job ID: 24-0719

Bluestem Mutual Insurance Company has protected Midwest farms, homes and small businesses since 1921. Our Information Security team is adding an Identity and Access Management Analyst II to help keep the right people connected to the right systems, and nobody else.

Responsibilities
- Provision, modify and remove accounts and entitlements in Active Directory, Azure AD (Entra ID) and Okta
- Onboard applications to single sign-on (SAML and OIDC) and multi-factor authentication
- Run quarterly user access reviews and support SOX compliance testing with Internal Audit
- Maintain role-based access control models with business owners
- Investigate access-related incidents and tickets, and document procedures

Required qualifications
- Bachelor's degree in information systems or related field, or equivalent experience
- 3+ years of experience in identity and access management or systems administration
- Working knowledge of Active Directory, Azure AD and Okta administration
- Understanding of SSO, MFA and least-privilege principles
- Strong attention to detail and clear written communication

Preferred qualifications
- Experience with SailPoint IdentityIQ or another IGA platform
- PowerShell scripting for account automation
- CISSP, Security+ or an Okta certification

Salary range: $78,000 - $96,000 plus annual incentive

Benefits include pension plus 401(k), medical, dental, vision, 20 days PTO, and volunteer days.

Bluestem Mutual is an equal opportunity employer, including disability and veterans.

Similar jobs   Report this job`,
  },
  {
    id: 'advertising-sales-executive',
    half: 'unseen',
    field: 'sales',
    title: 'Advertising Sales Executive',
    company: 'Tasman Coast Media Pty Ltd',
    skills: [
      // required
      'Advertising sales',
      'New business development',
      'Account management',
      'Cold calling',
      'Negotiation',
      'CRM',
      "Driver's licence",
      // preferred
      'Digital advertising',
      'Radio advertising',
      'Salesforce',
      // soft
      'Resilience',
      'Relationship building',
      'Presentation skills',
    ],
    text: `Advertising Sales Executive - Newcastle NSW - $65,000 base + uncapped commission + car - Full time

Tasman Coast Media Pty Ltd owns two of the Hunter's most listened-to radio stations, a regional news website and a weekly print title. Local businesses trust us to fill their shops, and we need another Advertising Sales Executive to help them do it.

The job
- Find and win new advertisers across the Hunter through cold calling, walk-ins and networking
- Manage and grow a list of existing local accounts, from car yards to cafés
- Sell integrated campaigns across radio, digital advertising and sponsorships
- Write proposals, present to business owners and negotiate packages
- Keep your pipeline up to date in our CRM (Salesforce)
- Work with our creative team on scripts and campaign ideas

What you'll need
- At least 2 years in B2B sales, media or advertising sales ideally
- A track record of new business development and hitting targets
- Confidence picking up the phone and walking into a business cold
- Strong negotiation and presentation skills
- A current driver's licence (car supplied)
- Resilience: you hear no, you go again

Base salary of $65,000 plus super, uncapped commission (OTE $95k+), fully maintained company car, phone and laptop, and a quarterly incentive trip.

Apply now with your resume. Tasman Coast Media is an equal opportunity employer and encourages Aboriginal and Torres Strait Islander applicants.`,
  },
  {
    id: 'beekeeper',
    half: 'unseen',
    field: 'agriculture',
    title: 'Beekeeper',
    company: 'Ruawai Honey Co. Limited',
    skills: [
      // required
      'Beekeeping',
      'Hive management',
      'American foulbrood recognition',
      'Varroa control',
      'Honey extraction',
      'Manual driver licence',
      '4WD driving',
      // preferred
      'Forklift licence',
      'Queen rearing',
      'DECA',
      // soft
      'Physical fitness',
      'Reliability',
    ],
    text: `BEEKEEPER - SEASONAL, FULL TIME
Ruawai Honey Co. Limited, Northland

- Sept to April, 45-55 hrs/week in season
- $26-$32/hr depending on experience
- Work across 3,000 hives, mostly manuka sites
- Hive inspections, splits, feeding, requeening
- Varroa treatments and AFB checks (DECA holders preferred, we can train)
- Harvest and honey extraction in our shed
- Off-road 4WD driving on farm tracks
- Manual full licence essential
- Forklift licence a plus
- Queen rearing experience a plus
- Must be fit, able to lift 35 kg boxes all day in summer heat
- Not allergic to bee stings (you will be stung)
- Reliable, early starts, good team player

Gear, vehicle and training provided. Accommodation can be arranged. Apply with CV to the office.`,
  },
  {
    id: 'pipeline-controller',
    half: 'unseen',
    field: 'energy',
    title: 'Pipeline Control Room Operator',
    company: 'Athabasca Midstream Corp.',
    skills: [
      // required
      'Pipeline operations',
      'SCADA',
      'Control room operations',
      'Leak detection',
      'Alarm management',
      'Emergency response',
      'Shift work',
      // preferred
      'CSA Z662',
      'Hydraulics',
      'Power Engineering certificate',
      // soft
      'Situational awareness',
      'Communication',
      'Decision making',
    ],
    text: `Pipeline Control Room Operator at Athabasca Midstream Corp.
Calgary, Alberta · Full-time · 12-hour rotating shifts

Athabasca Midstream Corp. operates 4,100 km of crude oil and natural gas liquids pipelines across Alberta and Saskatchewan, all monitored 24/7 from our Calgary control centre. Our Control Room Operators are the people who start, stop and watch every barrel that moves.

In this role you will:
- Monitor and control pipeline operations remotely using SCADA, including pump starts, flow rate changes and batch movements
- Respond to alarms promptly using our alarm management philosophy, and investigate anomalies flagged by the leak detection system
- Initiate and coordinate emergency response, including shutdowns, and communicate with field operations and regulators
- Keep accurate shift logs and hand over clearly at change of shift
- Complete the control room qualification program and annual simulator training

You bring:
- 3+ years in pipeline, refinery, gas plant or utility control room operations, or equivalent field operations experience
- Comfort with SCADA and the basics of liquid pipeline hydraulics
- Willingness to work a 12-hour rotating day and night shift schedule, including weekends and holidays
- Excellent situational awareness and confident, timely decision making under pressure
- Clear, concise communication by phone and radio

Assets:
- Power Engineering certificate (4th Class or higher)
- Knowledge of CSA Z662 and Canada Energy Regulator requirements

We offer a competitive base salary with shift premiums, a 10% target bonus, a defined contribution pension with 8% company contribution, health spending account, and a full health and dental plan from day one.

Candidates must be legally entitled to work in Canada. Athabasca Midstream Corp. thanks all applicants; only those selected for an interview will be contacted.`,
  },
  {
    id: 'refugee-resettlement-caseworker',
    half: 'unseen',
    field: 'social services',
    title: 'Resettlement Case Manager',
    company: 'New Roots Refugee Services',
    skills: [
      // required
      'Case management',
      'Refugee resettlement',
      'Needs assessment',
      'Community resource referral',
      'Case documentation',
      "Driver's license",
      'Cultural competence',
      // preferred
      'Arabic',
      'Dari',
      'Swahili',
      "Bachelor's degree in social work",
      // soft
      'Empathy',
      'Organization',
      'Flexibility',
    ],
    text: `New Roots Refugee Services has welcomed refugee families to Columbus, Ohio since 1983, and last year we helped more than 900 people from Afghanistan, the Democratic Republic of the Congo, Syria, Ukraine and Venezuela begin their lives here. We are looking for a Resettlement Case Manager who believes, as we do, that the first ninety days in a new country can shape the next thirty years.

As a Resettlement Case Manager you will carry a caseload of newly arrived families from the day they land at the airport through the end of the federal Reception and Placement period and beyond. You will meet them at arrival, help set up their apartment, complete intake and needs assessments, and write an individual service plan with each adult. Over the following weeks you will enrol children in school, schedule health screenings, help adults apply for Social Security cards, Medicaid and SNAP, and refer families to English classes, employment services and the many community resources that make Columbus home. You will keep detailed, timely case documentation in our Salesforce-based case file system, because everything we do is reported to the State Department and audited.

The work is unpredictable. Flights are delayed, a child gets sick on a Sunday, an apartment falls through the night before an arrival. We need someone who is flexible and organized at once, who stays calm and kind when plans change, and who treats every client with dignity and empathy. Experience in case management, social work or refugee resettlement is required, as is cultural competence gained from working or living alongside people of different backgrounds. You will need a valid driver's license, a clean driving record and access to a reliable, insured vehicle, as you will transport clients. Fluency in Arabic, Dari, Pashto, Swahili, Spanish or Ukrainian is strongly preferred, and a bachelor's degree in social work or a related field is a plus but not required.

The salary is $44,000 to $50,000 a year with full health and dental coverage, a 403(b) with a 5% match, mileage reimbursement, 20 days of paid time off and a paid week off between Christmas and New Year. New Roots Refugee Services is an equal opportunity employer, and people with lived experience of displacement are warmly encouraged to apply.`,
  },
  {
    id: 'meat-cutter',
    half: 'unseen',
    field: 'retail',
    title: 'Meat Cutter',
    company: 'Hartwell Family Markets, Inc.',
    skills: [
      // required
      'Meat cutting',
      'Knife skills',
      'Band saw',
      'Food safety',
      'Sanitation',
      'Customer service',
      // preferred
      'Butchery experience',
      'Meat grinder',
      'ServSafe',
      // soft
      'Teamwork',
      'Attention to detail',
      'Dependability',
    ],
    text: `Meat Cutter
Hartwell Family Markets, Inc.
Fort Wayne, IN 46804
$19 - $24 an hour - Full-time

Hartwell Family Markets, Inc.
3.9 ★ 212 reviews

Profile insights
Skills: Meat cutting, Knife skills
Do you have experience in Meat cutting?  Yes  No

Job details
Pay: $19 - $24 an hour
Job type: Full-time
Shift and schedule: 8 hour shift, Weekends as needed, Holidays

Benefits
Pulled from the full job description
- 401(k) matching
- Employee discount
- Health insurance
- Paid time off

Full job description
Hartwell Family Markets is a family-owned grocer with 11 stores in northeast Indiana, known for a full-service meat counter where customers can still ask for a custom cut. We are looking for a Meat Cutter for our Jefferson Boulevard store.

What you'll do:
- Break down primal and sub-primal cuts of beef, pork and lamb into retail cuts using knives and the band saw
- Grind, package, weigh and label product; rotate and stock the case
- Serve customers at the counter, take special orders and offer cooking suggestions
- Follow all food safety, temperature and sanitation procedures, cleaning the cutting room and equipment daily

What we're looking for:
- 1+ year of meat cutting or butchery experience (we will train apprentices with strong knife skills)
- Able to stand for long periods, work in cold temperatures and lift up to 60 lbs
- ServSafe or food handler certification is a plus
- Friendly, dependable and a good teammate

Hartwell Family Markets is an equal opportunity employer.

Apply now
Report job`,
  },
  {
    id: 'powder-coater',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Powder Coat Painter',
    company: 'Ironbridge Staffing, LLC',
    skills: [
      // required
      'Powder coating',
      'Spray gun operation',
      'Surface preparation',
      'Masking',
      'Racking parts',
      'Quality inspection',
      'Mil thickness gauge',
      // preferred
      'Sandblasting',
      'Forklift certification',
      'Wet paint',
      // soft
      'Attention to detail',
      'Reliability',
    ],
    text: `NOW HIRING: Powder Coat Painter (2nd shift) - Grand Rapids, MI

Ironbridge Staffing, LLC is recruiting for a well-established metal fabrication manufacturer on the southwest side of Grand Rapids. This is a direct-hire opportunity after 90 days.

Pay: $21.00 - $25.00/hr based on experience, plus $1.50/hr shift premium
Schedule: Monday - Thursday, 3:00 PM - 1:30 AM (4x10s, Fridays off!)

Responsibilities:
- Prepare steel and aluminum parts for coating: cleaning, sanding, sandblasting and masking
- Load racks and hang parts on the conveyor line
- Apply powder coat using manual electrostatic spray guns to meet spec
- Check film build with a mil thickness gauge and visually inspect finished parts for runs, thin spots and contamination
- Unload, package and keep the paint booth clean
- Occasional wet paint touch-up

Requirements:
- 1+ year of powder coating or industrial painting experience
- Able to read work orders and basic measurements
- Able to wear a respirator and stand for the full shift
- Forklift certification a plus
- Must pass a background check and drug screen

Benefits after hire: medical, dental, vision, 401(k) with match, paid holidays and PTO.

Apply today or text "COAT" to our recruiting line. Ironbridge Staffing is an equal opportunity employer and participates in E-Verify.`,
  },
  {
    id: 'social-media-manager',
    half: 'unseen',
    field: 'media',
    title: 'Social Media Manager',
    company: 'The Northern Ledger',
    skills: [
      // required
      'Social media management',
      'Content strategy',
      'Social media analytics',
      'Short-form video',
      'Copywriting',
      'Community management',
      'Breaking news',
      // preferred
      'Adobe Premiere Pro',
      'Canva',
      'Audience growth',
      'Media law',
      // soft
      'Editorial judgement',
      'Creativity',
      'Teamwork',
    ],
    text: `Join The Northern Ledger as Social Media Manager and help a 160-year-old newsroom reach people where they actually are.

The Northern Ledger is Manchester's independent daily news site and Saturday paper, with a digital audience of 3.2 million a month across Greater Manchester and the North West. Our social accounts are often the first place readers meet our journalism, and we want them to be as good as the reporting behind them.

About the role
Reporting to the Head of Audience, you'll lead a team of two social producers and own our presence on Instagram, TikTok, X, Facebook, Threads and WhatsApp channels. You will:
- Set the content strategy for each platform and plan daily output around the news agenda
- Post and adapt breaking news quickly and accurately, with the editorial judgement to know what not to post
- Make short-form video with reporters, from explainers to behind-the-scenes pieces
- Write sharp, on-brand social copy and headlines
- Lead community management, moderating comments and spotting stories in the replies
- Track social media analytics and report on audience growth to the editor

What you'll bring
- At least three years running social media for a news, media or consumer brand
- Strong news sense and fast, accurate copywriting
- Hands-on experience producing short-form video, ideally in Premiere Pro or CapCut, and designing assets in Canva
- A working knowledge of media law (contempt and defamation) or willingness to train on it
- Creativity, a collaborative approach and calm under deadline

Salary: £38,000 - £43,000. Hybrid, with three days in our Ancoats office. 25 days' holiday plus bank holidays, enhanced parental leave, 6% pension match and cycle to work scheme.

We especially welcome applications from people of colour, disabled people and working-class candidates, who are under-represented in UK journalism.`,
  },
  {
    id: 'quantity-surveyor',
    half: 'unseen',
    field: 'real estate and construction management',
    title: 'Senior Quantity Surveyor',
    company: 'Ardmore Construction Group Ltd',
    skills: [
      // required
      'Quantity surveying',
      'Cost management',
      'Valuations',
      'Subcontractor procurement',
      'Final accounts',
      'Change control',
      'Contract administration',
      // preferred
      'PWC forms of contract',
      'SCSI membership',
      'CostX',
      // soft
      'Negotiation',
      'Commercial awareness',
      'Communication',
    ],
    text: `Ardmore Construction Group Ltd | Senior Quantity Surveyor | Galway

Ardmore Construction Group Ltd is a main contractor with a turnover of €180m, delivering education, healthcare, residential and industrial projects across the west of Ireland. We have a strong pipeline including two new-build secondary schools and a 140-unit social housing scheme, and we are looking for a Senior Quantity Surveyor to take commercial responsibility for projects from tender handover to final account.

Key responsibilities
- Commercial management of projects valued from €10m to €35m
- Subcontractor procurement: tender packages, analysis, negotiation and award
- Monthly valuations and cost reports, cash flow forecasting and cost-value reconciliation
- Change control, variations and compensation events under PWC forms of contract and JCT/RIAI contracts
- Contract administration and negotiating final accounts with clients and subcontractors
- Mentoring junior QS staff

Requirements
- Degree in Quantity Surveying or Construction Economics
- Minimum 7 years' post-qualification experience with a main contractor
- Strong cost management and commercial awareness
- Experience of Public Works Contracts is highly desirable
- SCSI or RICS membership (or working towards) preferred
- Experience with CostX or similar measurement software an advantage
- Excellent negotiation and communication skills

Package
Competitive salary, company car or car allowance, performance bonus, pension, VHI healthcare and support for chartership.

Ardmore Construction Group is an equal opportunities employer.`,
  },
  {
    id: 'aircraft-maintenance-engineer',
    half: 'unseen',
    field: 'aviation',
    title: 'Aircraft Maintenance Engineer, M1',
    company: 'Boreal Air Services Ltd.',
    skills: [
      // required
      'Aircraft maintenance',
      'AME M1 licence',
      'Transport Canada',
      'Inspections',
      'Troubleshooting',
      'Maintenance records',
      'Turboprop engines',
      // preferred
      'DHC-6 Twin Otter',
      'Pratt & Whitney PT6',
      'King Air',
      // soft
      'Attention to detail',
      'Teamwork',
    ],
    text: `Aircraft Maintenance Engineer, M1 - Thunder Bay, ON - $42-$52/hr - Full-time, Permanent

Boreal Air Services Ltd. flies scheduled, charter and medevac flights to 22 communities across Northwestern Ontario, most of them fly-in First Nations with gravel strips and no road access. Our fleet of DHC-6 Twin Otters, King Airs and Pilatus PC-12s works hard in every season, and our maintenance team keeps it flying safely.

We're hiring an AME with an M1 licence to join our Thunder Bay hangar.

Duties
- Carry out scheduled inspections, component changes and unscheduled repairs on turboprop aircraft
- Troubleshoot airframe, engine and systems defects, with a focus on the Pratt & Whitney PT6 family
- Complete and certify maintenance records and technical log entries in line with Transport Canada CARs and our approved Maintenance Policy Manual
- Occasionally travel to outstations to recover or repair aircraft on the ramp

Requirements
- Valid Transport Canada AME licence, M1 category
- 3+ years of hands-on maintenance experience on turboprop aircraft
- Type experience on the DHC-6 Twin Otter, King Air or PT6 engines is a strong asset
- Able to work shift rotations, including nights and weekends
- Careful, methodical and a good teammate

Benefits include a group health and dental plan, RRSP matching, tool allowance, paid type courses and staff travel on our network.

To apply, send your resume and a copy of your licence to careers at Boreal Air. We thank all applicants; only those selected for an interview will be contacted.`,
  },
  {
    id: 'deckhand',
    half: 'unseen',
    field: 'maritime',
    title: 'Deckhand / General Purpose Hand',
    company: 'Whitsunday Reef Cruises Pty Ltd',
    skills: [
      // required
      'Deckhand duties',
      'Master Class 5 or General Purpose Hand certificate',
      'Marine Safety Certificate',
      'First Aid',
      'Rope work',
      'Mooring',
      'Passenger safety',
      // preferred
      'Coxswain',
      'Dive supervision',
      'RSA',
      // soft
      'Customer service',
      'Teamwork',
      'Physical fitness',
    ],
    text: `Whitsunday Reef Cruises Pty Ltd is hiring a Deckhand / General Purpose Hand to join the crew of our 35-metre catamaran, which carries up to 250 guests a day from Airlie Beach to our pontoon on the outer Great Barrier Reef.

No two days are the same, but a typical one starts at 6:30 am with a safety check and ends after the last guest steps ashore. In between, you'll help with lines and mooring at the marina and the pontoon, brief and keep an eye on passengers, help in the water with snorkellers, clean and maintain the vessel, and pitch in wherever the skipper needs you. It's a physical, outdoor job and our guests come first, so you'll need to be fit, friendly and confident talking to a crowd.

What we need from you:
- General Purpose Hand (GPH) certificate of competency, or a Coxswain or higher (Master <24m) ticket
- Current Marine Safety Certificate (elements of shipboard safety, fire, survival) or willingness to complete it before start
- Current First Aid and CPR
- Good rope work, knots and line handling
- A great attitude and experience in customer service

Good to have: Coxswain certificate, dive or snorkel supervision experience, RSA (we serve drinks on the way home).

Full-time, rostered across 7 days. Award wages plus penalty rates, and a seat on the boat on your days off. Staff accommodation can be arranged for your first month in town.`,
  },
  {
    id: 'athletic-trainer',
    half: 'unseen',
    field: 'sports',
    title: 'Certified Athletic Trainer',
    company: 'Cedar Bluff Independent School District',
    skills: [
      // required
      'Athletic training',
      'BOC certification',
      'Texas athletic trainer license',
      'Injury evaluation',
      'Rehabilitation',
      'Emergency action plans',
      'CPR/AED',
      'Concussion management',
      // preferred
      'Taping and bracing',
      'Electronic medical records',
      'Teaching certificate',
      // soft
      'Communication',
      'Flexibility',
    ],
    text: `Cedar Bluff Independent School District
Job Posting: Certified Athletic Trainer
Campus: Cedar Bluff High School
Department: Athletics
Days: 226
Pay grade: AT-2 ($58,500 - $66,000), plus stipend for summer football camp
Reports to: Head Athletic Trainer and Campus Athletic Coordinator

Primary purpose
Provide prevention, evaluation, treatment and rehabilitation of athletic injuries for student-athletes in all UIL sports at Cedar Bluff High School.

Qualifications
- Bachelor's degree in athletic training or kinesiology
- Certified by the Board of Certification (BOC)
- Current license as an Athletic Trainer from the Texas Department of Licensing and Regulation
- Current CPR/AED for the professional rescuer
- Valid Texas teaching certificate is a plus

Major responsibilities and duties
- Cover practices and home and away games, including evenings, Saturdays and some holidays
- Evaluate injuries and make return-to-play decisions in consultation with team physicians
- Design and supervise rehabilitation programs
- Carry out the district concussion management protocol and maintain the campus emergency action plans
- Tape, wrap and brace athletes and maintain the athletic training room and supplies
- Keep accurate injury records in the district's electronic medical records system
- Communicate with coaches, parents and physicians, and supervise student athletic trainers

Working conditions
Must be able to respond quickly to emergencies on the field, lift and carry equipment, and work a flexible, seasonal schedule.

Cedar Bluff ISD does not discriminate on the basis of race, religion, color, national origin, sex, disability or age in its programs and activities.`,
  },
  {
    id: 'volunteer-coordinator',
    half: 'unseen',
    field: 'nonprofit',
    title: 'Volunteer Coordinator',
    company: 'Riverside Hospice Care',
    skills: [
      // required
      'Volunteer management',
      'Volunteer recruitment',
      'Training delivery',
      'Safeguarding',
      'DBS',
      'Database management',
      'Microsoft Office',
      // preferred
      'Hospice or healthcare setting experience',
      'Beacon CRM',
      'Driving licence',
      // soft
      'Interpersonal skills',
      'Organisation',
      'Empathy',
    ],
    text: `Volunteer Coordinator
Riverside Hospice Care
Shrewsbury, Shropshire
£27,500 per annum (pro rata for part time), 30 hours per week considered
Registered charity no. 1098543

Riverside Hospice Care supports more than 2,000 people living with a life-limiting illness, and their families, every year, at our inpatient unit, in our day hospice and in their own homes. We could not do it without our 650 volunteers, who drive patients, welcome visitors, run our eleven charity shops and sit with people in their final days.

The role
We are looking for a Volunteer Coordinator to look after the whole volunteer journey: recruitment, induction and training delivery, placement, support and recognition. You will work with ward sisters, shop managers and the fundraising team to understand what help they need, advertise roles, interview and place volunteers, and keep our volunteer database accurate. You will make sure every volunteer is safely recruited, with references and DBS checks, and understands our safeguarding policies.

About you
- Experience of volunteer management or recruitment, ideally in a charity, hospice or healthcare setting
- Confident designing and delivering training to groups
- Good knowledge of safeguarding and safer recruitment
- Well organised, with solid IT skills in Microsoft Office and a database or CRM (we use Beacon)
- Warm, empathetic and a great listener, with strong interpersonal skills
- A driving licence would be helpful for visits to our shops

The post is subject to an enhanced DBS check.

In return we offer 27 days' annual leave plus bank holidays, NHS pension or a contributory pension, free parking, an employee assistance programme and the chance to do work that matters.

Closing date: Friday 6 March. Interviews the week of 16 March.`,
  },
  {
    id: 'commercial-lines-account-manager',
    half: 'unseen',
    field: 'insurance',
    title: 'Commercial Lines Account Manager',
    company: 'Pemberton & Yates Insurance Agency, Inc.',
    skills: [
      // required
      'Commercial lines insurance',
      'Property and casualty license',
      'Account management',
      'Policy renewals',
      'Certificates of insurance',
      'Agency management system',
      'Carrier relations',
      // preferred
      'Applied Epic',
      'CIC designation',
      'Workers compensation',
      // soft
      'Customer service',
      'Organization',
      'Communication',
    ],
    text: `Commercial Lines Account Manager
Pemberton & Yates Insurance Agency, Inc. · Richmond, VA (On-site)
Reposted 3 days ago · 41 applicants
$60K/yr - $75K/yr · Full-time · Mid-Senior level

About the job
Pemberton & Yates Insurance Agency, Inc. is an independent agency that has served Virginia businesses for three generations. We write property, liability, auto, workers compensation and umbrella coverage for contractors, manufacturers and non-profits, and we're adding a Commercial Lines Account Manager to support our producers.

Responsibilities
- Manage a book of middle-market commercial accounts, acting as the day-to-day contact for clients
- Prepare renewal submissions, market accounts to carriers and build proposals with producers
- Process policy changes, endorsements and certificates of insurance
- Review policies for accuracy and follow up on audits and claims
- Build strong carrier relations with underwriters and marketing reps
- Keep documentation current in the agency management system

Qualifications
- Active Virginia Property & Casualty license (or obtained within 90 days of hire)
- 3+ years of commercial lines account management experience at an agency or carrier
- Experience with Applied Epic strongly preferred
- CIC or CISR designation a plus, or interest in pursuing one (we pay)
- Excellent customer service, organization and written communication skills

Benefits
Medical, dental and vision, 401(k) with profit sharing, paid designation courses, and a hybrid schedule after 90 days.

Show more
Easy Apply`,
  },
  {
    id: 'hairstylist',
    half: 'unseen',
    field: 'personal services',
    title: 'Hair Stylist',
    company: 'Kessler Grooming Group, LLC',
    skills: [
      // required
      'Hair cutting',
      'Cosmetology license',
      'Clipper cutting',
      'Scissor cutting',
      'Hair styling',
      'Customer service',
      'Sanitation',
      // preferred
      'Hair coloring',
      'Beard trimming',
      'Barber license',
      // soft
      'Friendliness',
      'Teamwork',
      'Time management',
    ],
    text: `Hair Stylist - ClipRight Salons - Scottsdale & Tempe, AZ

Now hiring licensed Hair Stylists for our 7 ClipRight Salons in the East Valley! Each ClipRight salon is independently owned and operated by a franchisee. These salons are owned and operated by Kessler Grooming Group, LLC, and all hiring decisions are made by Kessler Grooming Group, not ClipRight Franchising, Inc.

Why stylists love working with us
- Guaranteed $18/hr or commission, whichever is higher, plus tips and product bonuses
- Paid training at the ClipRight Academy, including advanced clipper and scissor cutting classes
- Flexible schedules: full-time and part-time, mornings, evenings and weekends
- No clientele needed, walk-ins keep you busy
- Health insurance for full-time stylists, paid time off and a 401(k)

What you'll do
- Provide quick, quality haircuts for men, women and kids using clippers and scissors
- Style, blow-dry and finish; some color services and beard trims
- Greet every guest with a smile and deliver great customer service
- Keep your station clean and follow state board sanitation rules
- Work as a team to keep wait times short

What you need
- Current Arizona cosmetology license (barber license also welcome)
- Recent graduates encouraged to apply
- Friendly, professional, and good at managing your time with back-to-back guests

Apply online or stop by any of our salons. Kessler Grooming Group, LLC is an equal opportunity employer.`,
  },
]
