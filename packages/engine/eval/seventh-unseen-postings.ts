// A seventh posting set (issue 15): 40 postings in 40 occupations none of the other sets has, two per field over
// trades, healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative,
// operations, software, sales, agriculture, energy, social services, retail, manufacturing, media and real
// estate/construction management. More variety in how the title and company appear than the sixth set: about-us
// blocks before the title, "Title at Company", "X is hiring a …", "Join X as …", a title line followed by
// location, pay and employment type, a board header with the company on its own line, recruiting-agency ads
// (the agency as employer, or the client when the ad names it), government class codes, school districts,
// franchise and exclusive-agency locations, levels, specialties, shifts and requisition numbers, slogan first
// lines, plain prose with no headings, flattened requirement tables, salary and benefits blocks, EEO boilerplate
// and board chrome. Skills are stated both in the words a recruiter screens for and in paraphrase.
// Written from scratch by a helper who had not read the engine's source, lexicons or data, nor run any bench or
// engine function; each recruiter skill list, title and company was written from the ad alone and committed
// BEFORE the engine first read the texts. Halves alternate in file order (tune7 / unseen7), one posting of each
// field in each half.
//
// Labelling rules (a recruiter's, decided before any run; the same as the sixth set's):
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

export const seventhUnseenPostings: UnseenPosting[] = [
  {
    id: 'glazier',
    half: 'tune',
    field: 'trades',
    title: 'Commercial Glazier',
    company: 'Clearview Architectural Glass, Inc.',
    skills: [
      // required
      'Curtain wall installation',
      'Storefront installation',
      'Glass installation',
      'Blueprint reading',
      'Caulking',
      'Aerial work platform',
      'Fall protection',
      'OSHA 10',
      'Power tools',
      // preferred
      'Journeyman glazier',
      'Door hardware installation',
      // soft
      'Teamwork',
      'Attention to detail',
    ],
    text: `Clearview Architectural Glass, Inc.
Commercial Glazier
Columbus, OH · $31–$39 an hour · Full-time

Apply now    Save job
Posted 5 days ago

Clearview installs curtain wall, storefront and interior glass on hospitals, schools and mid-rise offices across central Ohio. Our field crews are small (three to five people) and our foremen have been with us an average of eleven years.

Responsibilities
- Install aluminum storefront and unitized and stick-built curtain wall systems
- Set insulated glass units, spandrel panels and interior glass partitions
- Read shop drawings and architectural elevations to lay out openings; check that what's built matches the drawing before glass goes in
- Seal perimeters and joints with structural and weather silicone — neat, continuous beads
- Hang doors and install closers, pivots and panic hardware
- Work from boom lifts, scissor lifts and swing stages; tie off whenever the plan calls for it

Requirements
- 3+ years of commercial glazing experience
- OSHA 10 card (OSHA 30 for lead glaziers)
- Comfortable with power tools, suction cups and glass-handling equipment; able to lift 75 lbs with a partner
- Journeyman glazier card a plus
- Works well on a crew and takes pride in clean, square work

Benefits: medical/dental/vision, 401(k) with 4% match, paid holidays, tool allowance, overtime after 40.

Clearview Architectural Glass, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'locksmith',
    half: 'unseen',
    field: 'trades',
    title: 'Mobile Locksmith Technician',
    company: 'Keyway Security Solutions Inc.',
    skills: [
      // required
      'Lock installation',
      'Lock rekeying',
      'Lockout service',
      'Master key systems',
      'Access control systems',
      'Door hardware installation',
      "Driver's license",
      // preferred
      'Safe servicing',
      'Automotive key programming',
      'Locksmith license',
      // soft
      'Customer service',
      'Time management',
    ],
    text: `Mobile Locksmith Technician
Keyway Security Solutions Inc., an independent franchisee of LockSure Mobile Locksmith
Tampa, FL (service area: Hillsborough & Pasco counties)

Pay: $22–$30/hr plus commission on installs · Full-time · Van provided

Every LockSure van is independently owned and operated. This position is with Keyway Security Solutions Inc., not with LockSure Franchising LLC. Hiring decisions, pay and benefits are set by the franchisee.

What a day looks like: you start at 7:30 with a dispatched route — a rekey at a rental turnover, a property manager who wants a new master key system for a 40-door office, a family locked out of their car at a grocery store — and you work it from a fully stocked van. You'll pin cylinders, cut keys by code, install deadbolts, mortise locks and exit devices, and set up keypad and card-reader access on commercial doors. Some days you'll open a safe.

We're looking for someone who has done locksmith work before (1+ years), or who has installed commercial door hardware and wants to learn the rest. Programming transponder keys for cars is a plus, and so is safe work. Florida doesn't license locksmiths statewide, but a county locksmith license or ALOA certification helps you start at a higher rate. You need a valid driver's license and a clean driving record to drive the van.

People let you into their homes and businesses, so we need someone courteous, honest and calm with a customer who's had a bad day, and who can plan a route to hit every appointment window.

Apply now`,
  },
  {
    id: 'dental-assistant',
    half: 'tune',
    field: 'healthcare',
    title: 'Registered Dental Assistant',
    company: 'Maplewood Family Dental',
    skills: [
      // required
      'Chairside assisting',
      'Dental radiography',
      'Infection control',
      'Instrument sterilization',
      'Dental charting',
      'RDA license',
      'CPR/BLS',
      // preferred
      'Dentrix',
      'Coronal polishing',
      'Spanish',
      // soft
      'Patient communication',
      'Teamwork',
    ],
    text: `Maplewood Family Dental is hiring a Registered Dental Assistant to join our four-doctor practice in Sacramento. We see families, from a child's first cleaning to grandparents' implant crowns, and we run a calm, on-time schedule. You'll assist chairside on restorative, crown and bridge, and some endo; take and process digital x-rays (you'll need your radiation safety certificate); seat and dismiss patients; chart as the doctor calls it out; and turn rooms over and run instruments through the sterilization center following CDC and Cal/OSHA infection-control rules. A current California RDA license and BLS card are required. We use Dentrix, so experience there helps, as does a coronal polish certificate. Spanish speakers are encouraged to apply — about a third of our patients prefer it. We care most that you explain things kindly to nervous patients and that you jump in to help your teammates when a room is behind. Schedule is Monday through Thursday, 7:30 to 5, no weekends. Pay $26–$31/hr DOE, plus medical, dental for you and your family, paid time off and CE allowance.`,
  },
  {
    id: 'optician',
    half: 'unseen',
    field: 'healthcare',
    title: 'Licensed Optician',
    company: 'Bright Eyes Vision Center',
    skills: [
      // required
      'Optician license',
      'Eyeglass dispensing',
      'Frame fitting',
      'Lensometry',
      'Pupillary distance measurement',
      'Prescription interpretation',
      'Point of sale',
      // preferred
      'ABO certification',
      'Contact lens fitting',
      'Lens edging',
      // soft
      'Customer service',
      'Sales',
    ],
    text: `See the world better. Look good doing it.

Bright Eyes Vision Center has been a neighborhood eye care practice in Bellevue since 1998: two optometrists, a full optical with more than 1,200 frames, and an in-house lab that turns most single-vision jobs around in a day.

Licensed Optician
Full-time | Tuesday–Saturday | $24–$30/hour + frame-sales incentive

You'll help patients pick frames that suit their face, prescription and budget, then make sure the finished glasses actually work for them.

- Interpret the doctor's prescription and recommend lens designs, materials and coatings (progressives, high-index, blue-light, photochromic)
- Take PDs, segment heights and frame measurements; adjust and fit frames so they sit right
- Verify finished lenses on the lensometer before dispensing
- Edge and mount lenses in our lab when needed
- Teach new contact lens wearers insertion and removal; fitting experience is a plus
- Ring up sales and insurance orders at the register

Washington State dispensing optician license required. ABO certification preferred.

If you like people, you'll like this job.`,
  },
  {
    id: 'fund-accountant',
    half: 'tune',
    field: 'finance',
    title: 'Senior Fund Accountant, Private Equity',
    company: 'Harrowgate Financial Recruiting',
    skills: [
      // required
      'Fund accounting',
      'Private equity',
      'NAV calculation',
      'Capital calls',
      'Partnership accounting',
      'Financial statements',
      'GAAP',
      'Excel',
      "Bachelor's degree in accounting",
      // preferred
      'CPA',
      'Investran',
      'Audit',
      // soft
      'Attention to detail',
      'Deadline management',
    ],
    text: `Senior Fund Accountant, Private Equity — Boston, MA (hybrid)
Harrowgate Financial Recruiting

Our client, a growing fund administrator serving mid-market private equity and real estate sponsors, is adding a Senior Fund Accountant to a client-service team of eight. This is a direct-hire role; the client's name will be shared at the first interview.

Base $95,000–$115,000 + annual bonus

The role
You will keep the books for a portfolio of closed-end PE funds from quarter to quarter: capital call and distribution notices, management fee and carried interest calculations, partner capital account allocations, and quarterly net asset value. You'll draft GAAP financial statements with footnotes, prepare schedules for the auditors, and review the work of two staff accountants.

Requirements (the client screens on these)
Experience | 3–6 years of fund accounting at an administrator, PE firm or public accounting firm
Education | Bachelor's degree in accounting
Tools | Advanced Excel (pivot tables, lookups, building allocation waterfalls)
Knowledge | Partnership accounting and the life cycle of a closed-end fund
Nice to have | CPA or on the CPA track; Investran or a similar fund system; audit background

You'll do well if you catch the penny that's off and still hit a quarter-end deadline.

Harrowgate Financial Recruiting is an equal opportunity employment agency. We never charge candidates a fee.`,
  },
  {
    id: 'collections-specialist',
    half: 'unseen',
    field: 'finance',
    title: 'Collections Specialist II',
    company: 'Summit Ridge Auto Finance',
    skills: [
      // required
      'Collections',
      'Skip tracing',
      'Payment arrangements',
      'FDCPA',
      'Outbound calls',
      'Data entry',
      'High school diploma',
      // preferred
      'Auto finance',
      'Bilingual Spanish',
      // soft
      'Negotiation',
      'Empathy',
      'Resilience',
    ],
    text: `Collections Specialist II at Summit Ridge Auto Finance
Req #4471 · Remote (AZ, NV, TX residents) · Mon–Fri 10:30am–7pm CT · Full-time

Summit Ridge Auto Finance buys and services retail installment contracts from 1,400 dealers. Our collections team helps customers who have fallen behind keep their cars.

As a Collections Specialist II you'll work a queue of 30–90 day delinquent accounts: make outbound calls, take inbound calls, set up payment arrangements and due-date changes, and locate customers whose contact information has gone stale using skip-tracing tools. Every call follows the FDCPA and our compliance scripts, and every promise to pay gets entered accurately in the account notes.

You need
• High school diploma or GED
• 1+ year of collections experience (level II); auto finance a plus
• The ability to negotiate a realistic payment plan with someone under stress, and to treat them with respect while you do it
• A thick skin — some calls go badly, and the next one still needs your best
• Bilingual English/Spanish preferred (+$1.50/hr)

$19.50/hr base + monthly incentive (avg. $350), full benefits from day one, home-office stipend.

Summit Ridge Auto Finance is an Equal Opportunity Employer/Veterans/Disabled.`,
  },
  {
    id: 'reading-specialist',
    half: 'tune',
    field: 'education',
    title: 'Reading Specialist',
    company: 'Brookfield Consolidated School District',
    skills: [
      // required
      'Reading intervention',
      'Orton-Gillingham',
      'Literacy assessment',
      'Small group instruction',
      'Progress monitoring',
      'MTSS',
      'Teaching certificate',
      'Reading specialist certification',
      "Master's degree",
      // preferred
      'Dyslexia intervention',
      'Data analysis',
      // soft
      'Collaboration',
      'Communication',
    ],
    text: `BROOKFIELD CONSOLIDATED SCHOOL DISTRICT
Position Posting #2025-118

Position: Reading Specialist
Location: Lincoln Elementary School
Reports to: Building Principal
FTE: 1.0 · 185-day contract · Salary per certified schedule ($54,300–$88,900)

Position summary
Delivers Tier 2 and Tier 3 reading intervention to students in grades K–5 and coaches classroom teachers on literacy instruction within the district's MTSS framework.

Essential duties
1. Screens students three times a year (DIBELS 8) and administers diagnostic reading assessments to identify skill gaps in phonemic awareness, phonics, fluency and comprehension.
2. Plans and teaches small intervention groups using structured literacy methods, including Orton-Gillingham based lessons.
3. Charts progress every two weeks and adjusts instruction when a student is not responding; brings the data to grade-level teams.
4. Supports students with dyslexia and their families.
5. Works with classroom teachers, special education staff and administrators on each student's plan.

Qualifications
- Valid state teaching certificate with Reading Specialist endorsement
- Master's degree in reading, literacy or a related field
- Three years of successful classroom teaching
- Training in a structured literacy program (Orton-Gillingham, Wilson, or LETRS) preferred

Applications accepted through the district's online system until filled. Brookfield Consolidated School District does not discriminate on the basis of race, color, national origin, sex, disability, or age in its programs and activities.`,
  },
  {
    id: 'assistant-registrar',
    half: 'unseen',
    field: 'education',
    title: 'Assistant Registrar for Academic Records',
    company: 'Carrington State University',
    skills: [
      // required
      'Academic records',
      'FERPA',
      'Student information systems',
      'Transcript evaluation',
      'Degree audit',
      "Bachelor's degree",
      // preferred
      'Banner',
      'Degree Works',
      'SQL',
      "Master's degree",
      // soft
      'Attention to detail',
      'Customer service',
      'Supervision',
    ],
    text: `Job ID: 31027
Department: Office of the Registrar
Carrington State University
Assistant Registrar for Academic Records
Staff — Exempt · Grade 13 · Hiring range $58,000–$66,000

About Carrington
Carrington State University enrolls 14,000 students on two campuses and is proud that one in three of them is the first in their family to attend college.

Position summary
The Assistant Registrar for Academic Records keeps the official academic record of every student accurate and private. You will oversee grade changes, transcript production and degree audits, supervise two records specialists, and be the office's authority on FERPA: who may see what, and when.

Duties include
Processing and auditing grade changes, incompletes and academic renewals; evaluating transfer transcripts; maintaining degree audit requirements for each catalog year; certifying degrees at the end of each term; answering records questions from students, faculty and other offices.

Minimum qualifications: Bachelor's degree. Two years of experience in a registrar's office or with student records. Working knowledge of a student information system.
Preferred qualifications: Master's degree. Experience with Ellucian Banner and Degree Works. Ability to write simple SQL queries or Argos reports.

Carrington State University is an Equal Opportunity/Affirmative Action employer.`,
  },
  {
    id: 'code-enforcement-officer',
    half: 'tune',
    field: 'public sector',
    title: 'Code Enforcement Officer I',
    company: 'City of Alder Springs',
    skills: [
      // required
      'Code enforcement',
      'Property inspections',
      'Municipal codes',
      'Report writing',
      'Case management',
      'Photography',
      "Driver's license",
      'High school diploma',
      // preferred
      'Code enforcement certification',
      'Spanish',
      // soft
      'Conflict resolution',
      'Communication',
    ],
    text: `CITY OF ALDER SPRINGS
Job Bulletin

CODE ENFORCEMENT OFFICER I
Class Code: 4312
Salary: $23.84 – $31.07 Hourly
Opening date: 11/14 · Closing date: Continuous
Department: Community Development — Neighborhood Services Division

THE POSITION
Under general supervision, inspects private property to find and correct violations of the Alder Springs Municipal Code on zoning, property maintenance, signs, abandoned vehicles and weeds; investigates complaints; and works with property owners to bring property into compliance.

EXAMPLES OF DUTIES
- Responds to citizen complaints and proactively patrols assigned districts
- Photographs and documents conditions; writes clear inspection reports and notices of violation
- Keeps each case file current in the City's case management system through re-inspection and closure
- Explains code requirements to owners and tenants who are often upset, and calms tense encounters
- Prepares cases for administrative hearings and testifies when needed

MINIMUM QUALIFICATIONS
Education: High school diploma or GED.
Experience: One year of public contact work involving enforcement, inspection or investigation.
License: Valid Class C driver's license.
Desirable: CACEO or ICC Property Maintenance and Housing Inspector certification; the ability to speak Spanish.

The City of Alder Springs is an Equal Opportunity Employer.`,
  },
  {
    id: 'emergency-management-coordinator',
    half: 'unseen',
    field: 'public sector',
    title: 'Emergency Management Program Specialist 3',
    company: 'Washington Military Department',
    skills: [
      // required
      'Emergency management',
      'Emergency operations plans',
      'NIMS',
      'Incident Command System',
      'Exercise design',
      'HSEEP',
      'Grant management',
      "Bachelor's degree",
      // preferred
      'Certified Emergency Manager',
      'FEMA Professional Development Series',
      // soft
      'Stakeholder engagement',
      'Presentation skills',
      'Composure under pressure',
    ],
    text: `Emergency Management Program Specialist 3 (EMPS3)
Washington Military Department
Division: Emergency Management Division — Preparedness Section
Location: Camp Murray, WA · Permanent · Full-time
Salary: Range 56 ($5,781 – $7,770 monthly)
Recruitment #2025-EMD-0391

The Emergency Management Division leads the state's preparedness for, response to and recovery from disasters, from wildfire and flood to earthquake. This Specialist 3 coordinates the state's exercise program and supports county and tribal emergency managers.

What you will do
Design, conduct and evaluate discussion-based and operations-based exercises following HSEEP; write after-action reports and improvement plans. Review and update emergency operations plans and annexes. Staff the State Emergency Operations Center when it is activated, in an Incident Command System role. Monitor sub-recipient preparedness grants for compliance and reporting.

Required qualifications
A bachelor's degree and three years of professional emergency management experience, OR an equivalent combination of education and experience. Completion of IS-100, IS-200, IS-700 and IS-800 (NIMS and ICS) within six months of hire.

Desired
Certified Emergency Manager (CEM); FEMA Professional Development Series; experience presenting to elected officials and community groups; staying calm and organized during a long activation.

The Washington Military Department is an equal opportunity employer.`,
  },
  {
    id: 'banquet-captain',
    half: 'tune',
    field: 'hospitality',
    title: 'Banquet Captain',
    company: 'The Halcyon Resort & Conference Center',
    skills: [
      // required
      'Banquet service',
      'Event setup',
      'Banquet event orders',
      'Staff supervision',
      'Food safety',
      'Alcohol service certification',
      // preferred
      'Wine service',
      'Food handler card',
      // soft
      'Leadership',
      'Guest service',
      'Working under pressure',
    ],
    text: `Join The Halcyon Resort & Conference Center as a Banquet Captain.

Weddings for 300, board dinners for 12, a tech conference that takes over every ballroom for a week — our banquet team makes each one look effortless. We're looking for a Captain to run the floor.

Where: Scottsdale, AZ
Schedule: Full-time, event-driven — evenings, weekends and holidays
Pay: $21.00/hr plus service charge distribution (captains averaged $58k last year)

You will
• Read each Banquet Event Order and walk it with the chef and the event manager before doors open
• Lead a team of 8–30 servers and bartenders: assign stations, brief the timeline, and keep service moving course by course
• Oversee room set to the diagram — linens, place settings, AV placement, dance floor
• Handle a guest's special request or a late change without the host noticing anything went wrong
• Follow food safety and allergen procedures, and serve alcohol responsibly

You bring
• 2+ years of banquet or catering service, including leading a team
• Arizona Title 4 (basic and management) alcohol certification, or obtain within 30 days
• Food handler card
• Wine service knowledge is a plus
• Steady under pressure, upbeat with guests, and fair with your team

The Halcyon Resort & Conference Center is an equal opportunity employer and a drug-free workplace.`,
  },
  {
    id: 'sommelier',
    half: 'unseen',
    field: 'hospitality',
    title: 'Sommelier',
    company: 'Vireo',
    skills: [
      // required
      'Wine service',
      'Wine list management',
      'Wine pairing',
      'Beverage inventory',
      'Cellar management',
      'Certified Sommelier',
      // preferred
      'Advanced Sommelier',
      'Sake',
      'Cocktails',
      // soft
      'Guest service',
      'Teaching',
      'Salesmanship',
    ],
    text: `Vireo, a 60-seat tasting-menu restaurant in Chicago's West Loop, is looking for a sommelier to join Laura Benitez, our wine director, on the floor five nights a week. Our list is about 600 selections, heavy on grower Champagne, the Loire, northern Italy and small California producers, and we pour a wine pairing with both our menus. You will guide guests through the list at the table, present, decant and serve wine at the right temperature, and recommend pairings that fit what they like and what they want to spend. Behind the scenes you'll receive deliveries, keep the cellar organized and the inventory counts right, help update the list and the by-the-glass program each week, and teach the servers what's new in pre-shift. We ask that you have at least two years on the floor at a fine-dining restaurant and have passed the Court of Master Sommeliers' Certified exam (or an equivalent WSET Level 3). If you're studying for Advanced, we'll support you with study time and tastings. Knowing sake or having worked behind a cocktail bar is a plus. We want someone who loves to teach, reads a table well and sells without ever feeling pushy. Tuesday–Saturday, $72,000–$80,000 salary plus tip share, health insurance, and a staff meal every night. To apply, send a note and your resume to the restaurant.`,
  },
  {
    id: 'yard-hostler',
    half: 'tune',
    field: 'logistics',
    title: 'Yard Hostler Driver',
    company: 'Cornerstone Grocers, Inc.',
    skills: [
      // required
      'Yard truck operation',
      'Trailer moves',
      'Coupling and uncoupling',
      'Pre-trip inspection',
      'Yard management system',
      'RF scanner',
      // preferred
      'CDL Class A',
      'Forklift',
      // soft
      'Safety awareness',
      'Communication',
      'Reliability',
    ],
    text: `Yard Hostler Driver - 2nd Shift - $24.25/hr
Cornerstone Grocers, Inc. · Dayton Distribution Center · Dayton, OH
Full-time · 2:30pm – 11:00pm, Sunday–Thursday

Posted 2 days ago · Easy Apply

Keep our dock doors full. As a Yard Hostler you'll move loaded and empty trailers between the yard, the dock doors and the fuel island in our 600,000 sq ft grocery distribution center.

What you'll do
- Drive a yard truck (spotter) to pull, stage and back trailers into dock doors
- Hook up and drop trailers: fifth wheel, air lines, glad hands, landing gear
- Do a pre-trip inspection of your tractor every shift and report defects
- Update trailer locations in the yard management system on your handheld scanner
- Check seals and reefer temperatures and radio the shipping office when something's off

What you need
- 6 months of yard hostler or tractor-trailer experience
- A CDL-A is preferred but not required — the job is on private property
- Forklift certification a plus
- Safety first: you watch for people on foot, every time
- Clear on the radio, and you show up every shift

$24.25/hr + $1.00 night differential after 6pm · weekly pay · medical/dental/vision on day 31 · 401(k) with match.`,
  },
  {
    id: 'transportation-planner',
    half: 'unseen',
    field: 'logistics',
    title: 'Transportation Planner',
    company: 'Meridian Cold Chain',
    skills: [
      // required
      'Load planning',
      'Route optimization',
      'Transportation management system',
      'Carrier management',
      'Freight cost analysis',
      'Excel',
      'Hours of service',
      // preferred
      'Oracle Transportation Management',
      'Refrigerated freight',
      "Bachelor's degree",
      // soft
      'Problem solving',
      'Communication',
    ],
    text: `Brightwater Talent Partners is recruiting on behalf of our client, Meridian Cold Chain, for a Transportation Planner in Allentown, PA. This is a direct hire with Meridian.

Meridian Cold Chain operates temperature-controlled warehouses and a dedicated reefer fleet serving food manufacturers and grocers in the Northeast.

About the role
The Transportation Planner builds tomorrow's loads and routes for Meridian's fleet of 85 tractors and a network of contract carriers. You'll take customer orders out of the TMS, consolidate them into loads that fill trailers, sequence stops to hit delivery windows, and decide which loads run on our trucks and which go to carriers. You'll tender loads, negotiate spot rates when a lane is short, and track the results: cost per mile, on-time delivery and trailer utilization.

What Meridian is looking for
- 2+ years of load planning or transportation planning experience
- Working knowledge of a transportation management system (Oracle OTM a plus) and strong Excel skills
- Understanding of DOT hours-of-service rules and what they do to a driver's day
- Refrigerated freight experience preferred; bachelor's degree in supply chain or business preferred
- You solve the puzzle when a driver calls out at 5am and still explain the plan clearly to the dock and the customers

Salary $68,000–$78,000 plus bonus. Monday–Friday, on-site.`,
  },
  {
    id: 'conflicts-analyst',
    half: 'tune',
    field: 'legal',
    title: 'Conflicts Analyst',
    company: 'Pemberton Rhodes LLP',
    skills: [
      // required
      'Conflicts of interest checks',
      'New business intake',
      'Legal research',
      'Rules of professional conduct',
      'Corporate family research',
      'Database searches',
      // preferred
      'Intapp',
      'Elite 3E',
      "Bachelor's degree",
      // soft
      'Attention to detail',
      'Confidentiality',
      'Communication',
    ],
    text: `Conflicts Analyst at Pemberton Rhodes LLP
Philadelphia, PA · Hybrid (3 days in office) · Full-time

About the firm: Pemberton Rhodes LLP is a 280-lawyer firm with offices in Philadelphia, Pittsburgh, Wilmington and Washington, D.C., advising companies and institutions on litigation, transactions and regulatory matters.

The Conflicts Analyst is part of the firm's New Business Intake team. You will search the firm's records for every prospective client and matter, analyze the results, and flag potential conflicts of interest under the Rules of Professional Conduct to the attorneys and the General Counsel's office.

Key responsibilities
- Run conflict searches on new clients, adverse parties and related parties in Intapp Open and the firm's financial system
- Research corporate family trees (parents, subsidiaries, affiliates) using public and subscription sources
- Prepare clear conflict reports and follow up with attorneys to resolve hits
- Track waivers and ethical screens and keep the intake record complete

Qualifications
- 2+ years of conflicts or new business intake experience at a law firm
- Bachelor's degree preferred
- Experience with Intapp and Elite 3E a plus
- Meticulous, discreet with confidential information, and comfortable asking a partner for what's missing

Pemberton Rhodes LLP is an equal opportunity employer.`,
  },
  {
    id: 'title-examiner',
    half: 'unseen',
    field: 'legal',
    title: 'Title Examiner',
    company: 'Bluebonnet Title Company',
    skills: [
      // required
      'Title examination',
      'Title searches',
      'Chain of title',
      'Title commitments',
      'Lien searches',
      'Legal descriptions',
      // preferred
      'Commercial title',
      'Escrow license',
      // soft
      'Attention to detail',
      'Time management',
    ],
    text: `Bluebonnet Title Company
Title Examiner
San Antonio, TX · Full-time · $55K–$70K

Posted 1 week ago · Apply now

Examine title search packages for residential and some commercial transactions and issue title commitments. Review the chain of title, deeds, easements, mortgages, liens, judgments and probate records; check legal descriptions against plats and surveys; identify and clear requirements before closing. 3+ years examining Texas title required. Commercial experience and a Texas escrow officer license are a plus. Precise, organized, and able to keep 40 open files moving. Medical, dental, 401(k), paid holidays.`,
  },
  {
    id: 'microbiologist',
    half: 'tune',
    field: 'science',
    title: 'Microbiologist II',
    company: 'Sterling Ridge Biologics',
    skills: [
      // required
      'Microbiology',
      'Environmental monitoring',
      'Aseptic technique',
      'Bioburden testing',
      'Endotoxin testing',
      'Microbial identification',
      'cGMP',
      'Documentation',
      "Bachelor's degree in microbiology",
      // preferred
      'Sterility testing',
      'LIMS',
      'Investigations',
      // soft
      'Attention to detail',
      'Teamwork',
    ],
    text: `About us
Sterling Ridge Biologics develops and manufactures sterile injectable biologics for rare diseases. Our 200-person site in Raleigh, NC runs two clean-room fill lines and a QC laboratory that releases every lot we make.

About the team
The QC Microbiology team keeps the clean rooms, the water and the product free of contamination — and proves it with data.

Microbiologist II
Req ID: QC-2025-044 · On-site · Monday–Friday with one weekend rotation per month

Responsibilities
Sample and test the manufacturing environment (viable air, surfaces, personnel) and purified water and WFI systems. Perform bioburden, LAL endotoxin and growth-promotion tests. Identify microbial isolates (Gram stain, MALDI-TOF). Record results in LIMS in real time under cGMP and good documentation practice. Support deviations and out-of-specification investigations.

Requirements
Education ........ B.S. in microbiology, biology or a related science
Experience ....... 2–5 years in a GMP microbiology lab
Skills ........... Aseptic technique; environmental monitoring; bioburden and endotoxin methods
Preferred ........ Sterility testing; LIMS; writing investigation reports

You're careful, you write down what you did the way you did it, and you help the team cover when the lab gets busy.

Sterling Ridge Biologics is an equal opportunity employer. Salary range $68,000–$82,000.`,
  },
  {
    id: 'food-scientist',
    half: 'unseen',
    field: 'science',
    title: 'Food Scientist, Product Development',
    company: 'Golden Prairie Snacks, Inc.',
    skills: [
      // required
      'Product development',
      'Formulation',
      'Sensory evaluation',
      'Pilot plant trials',
      'Shelf-life testing',
      'Nutrition labeling',
      'Food safety',
      "Bachelor's degree in food science",
      // preferred
      'Genesis R&D',
      'HACCP',
      'Extrusion',
      // soft
      'Project management',
      'Creativity',
      'Cross-functional collaboration',
    ],
    text: `Golden Prairie Snacks, Inc. is hiring a Food Scientist, Product Development, to help create the next generation of our extruded and baked snacks at our Omaha innovation center.

You'll take a product from a marketing brief to a plant-ready formula. That means bench-top formulation of seasonings and bases, running trials in our pilot plant and then on production lines, setting up sensory panels and reading the results, running shelf-life studies, and building nutrition facts panels and ingredient statements that meet FDA labeling rules. You'll work every day with marketing, quality, procurement and plant operations, and you'll keep several projects on schedule at once.

Requirements: a B.S. in food science (or chemistry or chemical engineering with food experience) and 2+ years in product development at a food manufacturer; a working knowledge of food safety and GMPs.
Preferred: experience with extrusion; Genesis R&D for formulas and labels; HACCP or PCQI training.

We're after someone creative who still likes a well-kept lab notebook. Salary $75,000–$90,000, bonus eligible, relocation available.

Golden Prairie Snacks, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'illustrator',
    half: 'tune',
    field: 'creative',
    title: "Children's Book Illustrator",
    company: 'Tumbleweed Press',
    skills: [
      // required
      'Illustration',
      'Digital painting',
      'Procreate',
      'Adobe Photoshop',
      'Character design',
      'Storyboarding',
      'Portfolio',
      // preferred
      'Traditional media',
      'Print production',
      // soft
      'Meeting deadlines',
      'Receptiveness to feedback',
    ],
    text: `Children's Book Illustrator (Contract) | Tumbleweed Press
Remote (US) · Per-project fee, $6,000–$12,000 per picture book

Tumbleweed Press publishes 20 picture books a year for readers aged 3 to 8. We're building a roster of illustrators for our 2026 and 2027 lists.

For each book you'll develop the characters, sketch thumbnails and a full storyboard of the spreads, then paint final art — digitally in Procreate or Photoshop, or traditionally and scanned — that our designers can lay out for print (300 dpi, CMYK-aware color). Send a portfolio that shows the same character across several scenes. We work to a real print schedule, so you must hit sketch and final deadlines, and you must take an editor's notes without losing what makes your work yours.`,
  },
  {
    id: 'floral-designer',
    half: 'unseen',
    field: 'creative',
    title: 'Floral Designer',
    company: 'Petal & Stem Flowers',
    skills: [
      // required
      'Floral design',
      'Flower arranging',
      'Wedding florals',
      'Sympathy arrangements',
      'Flower care and processing',
      'Point of sale',
      // preferred
      'Event installation',
      "Driver's license",
      // soft
      'Creativity',
      'Customer service',
      'Speed',
    ],
    text: `Petal & Stem Flowers in Asheville needs a floral designer who can make a beautiful everyday arrangement in ten minutes and a bridal bouquet in forty. Most days you'll build wire-service and walk-in orders, sympathy pieces and standing sprays for funerals, and help brides plan their wedding flowers at a consult table. You'll process incoming flowers (cut, strip, hydrate, rotate the cooler) and take phone and counter orders at the register. Two years of shop experience, please — we'll ask you to design a piece at the interview. Big bonus if you've set up wedding installations like arches and hanging pieces; you'll need a driver's license for those days. Part-time to start (25–30 hours, including Saturdays), $17–$20/hr, more around Valentine's Day and Mother's Day. Stop by the shop with your portfolio or apply below.`,
  },
  {
    id: 'receptionist',
    half: 'tune',
    field: 'operations',
    title: 'Receptionist',
    company: 'Larkin Ostrowski Architects',
    skills: [
      // required
      'Reception',
      'Multi-line phone system',
      'Scheduling',
      'Microsoft Outlook',
      'Microsoft Office',
      'Office supplies ordering',
      'Mail handling',
      // preferred
      'Conference room booking',
      'Expense reports',
      // soft
      'Professionalism',
      'Multitasking',
      'Friendly demeanor',
    ],
    text: `Larkin Ostrowski Architects
Portland, OR

Receptionist
$22–$25 per hour · Full-time · On-site · Monday–Friday, 8:30am–5:00pm

We are a 45-person architecture studio designing libraries, affordable housing and schools. Our receptionist is the first person every client, consultant and job candidate meets, and the person our staff rely on to keep the office running.

In this role you will:
• Greet visitors, offer coffee and let the right people know they've arrived
• Answer and route calls on a multi-line phone system and take accurate messages
• Manage calendars and book conference rooms in Outlook for client meetings
• Sort incoming mail and packages, and send out couriers and FedEx shipments
• Keep the kitchen, supplies and plotter paper stocked; place orders with vendors
• Help the office manager with expense reports and event set-up

About you:
• 1+ year of reception or front-office experience
• Comfortable with Microsoft Office, especially Outlook and Word
• Polished and warm on the phone and in person
• Calm when the phone, the door and a delivery all happen at once

Benefits include full medical and dental, transit pass, 15 days PTO, and a summer Fridays schedule.

Larkin Ostrowski Architects is an equal opportunity employer.`,
  },
  {
    id: 'document-control-specialist',
    half: 'unseen',
    field: 'operations',
    title: 'Document Control Specialist II',
    company: 'Aerodyne Precision Components',
    skills: [
      // required
      'Document control',
      'Change control',
      'ISO 9001',
      'AS9100',
      'Records management',
      'Microsoft Word',
      'Excel',
      // preferred
      'SharePoint',
      'ERP',
      'ITAR',
      // soft
      'Attention to detail',
      'Organization',
      'Communication',
    ],
    text: `Aerodyne Precision Components | Document Control Specialist II | Wichita, KS | Req. 2025-0619 | 1st shift | Full-time

Aerodyne machines and assembles flight-critical components for commercial and defense aircraft. We are AS9100 and ISO 9001 registered and we live by our quality system.

Summary: The Document Control Specialist II owns the release and revision of controlled documents — work instructions, procedures, drawings and forms — through our engineering change process, and keeps our quality records ready for audit.

Responsibilities:
- Process document change requests from draft through review, approval and release; make sure obsolete revisions come off the floor
- Keep the master document list and the document management system (SharePoint) current
- Format procedures and work instructions in Word to our standards; track change orders in Excel and the ERP
- File and retain quality records per the retention schedule; pull records for customer and registrar audits
- Handle export-controlled drawings according to ITAR rules

Qualifications: 3+ years of document control in a regulated manufacturing environment (aerospace, medical device or similar). Knowledge of ISO 9001 / AS9100 documentation requirements. Advanced Word and Excel. SharePoint, ERP and ITAR experience preferred. Must be a U.S. person under ITAR.

You're precise, organized and able to tell an engineer, politely, that a signature is missing.

Aerodyne Precision Components is an Equal Opportunity Employer, including disability and protected veterans.`,
  },
  {
    id: 'front-end-engineer',
    half: 'tune',
    field: 'software',
    title: 'Senior Front-End Engineer',
    company: 'Quarry',
    skills: [
      // required
      'React',
      'TypeScript',
      'JavaScript',
      'HTML',
      'CSS',
      'Web accessibility',
      'Frontend testing',
      'REST APIs',
      // preferred
      'Next.js',
      'GraphQL',
      'Design systems',
      'Web performance',
      // soft
      'Mentoring',
      'Collaboration with design',
    ],
    text: `Join Quarry as a Senior Front-End Engineer

Quarry is scheduling software for construction crews — 4,000 contractors use it to plan who's on which job site tomorrow. We're a 60-person, fully remote company (US and Canada) and we ship every day.

What you'll work on
You'll build the web app our dispatchers live in all day: a dense drag-and-drop schedule board, crew timelines and reports. It has to be fast with 2,000 items on screen and usable by someone with a keyboard and a screen reader.

- Build features in React and TypeScript, from API contract to pixel
- Write semantic HTML and modern CSS; meet WCAG 2.1 AA
- Write unit and end-to-end tests (Vitest, Playwright) for what you build
- Consume our REST APIs and help shape new ones with the backend team
- Profile and fix rendering and bundle-size problems
- Review code and mentor two mid-level engineers

You have
- 5+ years building production web front ends, the last 3 in React
- Deep JavaScript and TypeScript knowledge
- A record of caring about accessibility and testing
- Next.js, GraphQL or work on a shared component library / design system is a plus
- You work closely with designers and enjoy the back-and-forth

Compensation: $150,000–$175,000 base + equity · home-office budget · 4 weeks PTO.`,
  },
  {
    id: 'systems-administrator',
    half: 'unseen',
    field: 'software',
    title: 'Systems Administrator III, Infrastructure Services',
    company: 'Riverside County Health System',
    skills: [
      // required
      'Windows Server',
      'Active Directory',
      'VMware vSphere',
      'PowerShell',
      'Group Policy',
      'Patch management',
      'Backup and recovery',
      'Microsoft 365',
      // preferred
      'Linux administration',
      'Azure',
      'HIPAA',
      'MCSA',
      // soft
      'Problem solving',
      'Documentation',
      'On-call',
    ],
    text: `Systems Administrator III - Infrastructure Services (Job #88314)
Riverside County Health System — Information Technology
Full-time, Day shift, on-site with hybrid option after 90 days · $88,000–$112,000

Riverside County Health System runs two hospitals, 22 clinics and 6,500 employees. The Infrastructure team keeps the servers behind the electronic health record, the lab and imaging systems running around the clock.

Position summary: Senior administrator for the Windows server environment (about 900 virtual servers on VMware vSphere). Leads server builds, patching and upgrades, and is the escalation point for the service desk and junior administrators.

Duties
Build, configure and maintain Windows Server 2019/2022 servers. Administer Active Directory, DNS, DHCP and Group Policy. Automate routine work with PowerShell scripts. Run monthly patching with SCCM/WSUS and coordinate maintenance windows with clinical departments. Manage backups (Veeam) and test restores. Administer Exchange Online and Microsoft 365 tenant settings. Share a weekly on-call rotation.

Required | 5+ years of Windows systems administration; VMware vSphere; Active Directory and Group Policy; PowerShell
Preferred | Red Hat or other Linux; Azure; experience with HIPAA in a healthcare setting; MCSA or equivalent certification

We want someone who finds root causes instead of rebooting, and who writes down what they fixed.

Riverside County Health System is an equal opportunity employer.`,
  },
  {
    id: 'inside-sales-representative',
    half: 'tune',
    field: 'sales',
    title: 'Inside Sales Representative',
    company: 'Tradewind Industrial Supply',
    skills: [
      // required
      'Inside sales',
      'Quoting',
      'Order entry',
      'CRM',
      'Account management',
      'Cold calling',
      'Product knowledge',
      // preferred
      'Industrial products',
      'Salesforce',
      // soft
      'Customer service',
      'Persistence',
      'Communication',
    ],
    text: `If it turns, flows or fastens, we stock it.

Tradewind Industrial Supply has kept factories in the Carolinas running since 1964 — bearings, power transmission, hydraulics, fasteners and MRO supplies, from a 90,000-item warehouse in Greensboro.

We're hiring an Inside Sales Representative.

You'll be the phone and email partner for about 250 manufacturing accounts. Maintenance buyers call you when a line is down and they need a part now; you quote it, enter the order and make sure it gets on the right truck. Between calls you grow your accounts: call on lapsed customers, prospect new plants, and team up with our outside reps on bigger projects. Every call and quote goes into our CRM (Salesforce).

You should have 1–3 years in inside sales or customer service, ideally selling industrial or technical products. We'll teach you our lines; you bring the curiosity to learn what a part does and the persistence to follow up on every open quote. Friendly, clear on the phone and in writing.

$45,000 base + uncapped commission (first-year OTE $62,000). Monday–Friday, 8 to 5. Medical, dental, profit sharing.

Tradewind Industrial Supply is an equal opportunity employer.`,
  },
  {
    id: 'insurance-sales-agent',
    half: 'unseen',
    field: 'sales',
    title: 'Licensed Insurance Sales Agent',
    company: 'The Dana Whitfield Agency, LLC',
    skills: [
      // required
      'Insurance sales',
      'Property and casualty license',
      'Life and health license',
      'Lead follow-up',
      'Quoting',
      'Cross-selling',
      'CRM',
      // preferred
      'Bilingual Spanish',
      // soft
      'Relationship building',
      'Self-motivation',
      'Communication',
    ],
    text: `Licensed Insurance Sales Agent — Full-time — Knoxville, TN
The Dana Whitfield Agency, LLC, an exclusive agency of Cardinal Mutual Insurance

Apply now · Posted 4 days ago

This job is with The Dana Whitfield Agency, LLC, an independently owned business. Cardinal Mutual is not the employer.

Our agency protects 3,000 households in East Tennessee with auto, home, life and small business insurance. We're adding a licensed sales agent to a team of five.

What you'll do
- Call and email inbound leads and referrals the same day; quote auto, home and renters policies
- Review each client's coverage and offer life, umbrella and commercial policies where they fit
- Log every contact and follow-up in our CRM and hit weekly activity goals
- Build relationships that turn a single policy into a household that stays with us

Requirements
- Tennessee Property & Casualty license (required before start)
- Life & Health license, or willing to get it within 90 days (we pay for it)
- 1+ year of sales experience; insurance sales preferred
- Self-starter who works a pipeline without being told
- Spanish speakers encouraged

Pay: $40,000 base + commission and bonuses (year-one agents average $58,000) · paid time off · health stipend.`,
  },
  {
    id: 'ag-equipment-technician',
    half: 'tune',
    field: 'agriculture',
    title: 'Agricultural Equipment Service Technician',
    company: 'Heartland Implement Co.',
    skills: [
      // required
      'Agricultural equipment repair',
      'Diesel engine repair',
      'Hydraulics',
      'Electrical diagnostics',
      'Diagnostic software',
      'Preventive maintenance',
      'Mechanic tools',
      "Driver's license",
      // preferred
      'Precision agriculture technology',
      'Welding',
      'CDL',
      // soft
      'Customer service',
      'Problem solving',
    ],
    text: `Agricultural Equipment Service Technician
Heartland Implement Co. — Mitchell, SD
$25–$38/hour DOE · Full-time · Overtime during planting and harvest

Heartland Implement Co. is a family-owned farm equipment dealership with four stores in eastern South Dakota. Our shop keeps tractors, combines, planters and sprayers running when farmers can least afford downtime.

What you'll do
• Diagnose and repair engines, transmissions, hydraulic systems and electrical systems on tractors, combines and sprayers — in the shop and on service calls in the field
• Connect a laptop and use the manufacturer's diagnostic software to read fault codes and calibrate
• Perform pre-season inspections and scheduled maintenance
• Set up and troubleshoot GPS guidance, auto-steer and yield monitors
• Write clear repair orders so the customer knows what we did and why

What we're looking for
• Diesel or ag technology diploma, or 2+ years of hands-on heavy equipment or ag mechanic experience
• Your own basic hand tools (we supply specialty tools and a tool allowance)
• Valid driver's license; a CDL is a plus for hauling equipment
• Welding skills a plus
• You like solving a tough problem and can talk to a farmer standing next to a broken combine

Benefits: health and dental, 401(k) match, paid factory training, service truck for field calls.`,
  },
  {
    id: 'vineyard-manager',
    half: 'unseen',
    field: 'agriculture',
    title: 'Vineyard Manager',
    company: 'Calloway Creek Vineyards',
    skills: [
      // required
      'Vineyard management',
      'Viticulture',
      'Canopy management',
      'Pest and disease management',
      'Irrigation management',
      'Crew supervision',
      'Pesticide applicator license',
      'Tractor operation',
      // preferred
      'Spanish',
      'Organic certification',
      "Bachelor's degree in viticulture",
      // soft
      'Leadership',
      'Planning',
    ],
    text: `Calloway Creek Vineyards farms 140 acres of Pinot Noir and Chardonnay in the Willamette Valley and sells fruit to eleven wineries as well as making a small estate wine. We've farmed organically since 2009 and we're certified by Oregon Tilth.

The work changes with the season: pruning in winter, shoot thinning and canopy management through spring and summer, and harvest logistics in the fall. We're looking for a Vineyard Manager to run all of it.

Vineyard Manager
Dundee, OR · Full-time, year-round · $70,000–$85,000 + housing on site

- Plan and direct the annual farming calendar for all blocks, working with the owners and our winery customers on crop targets
- Hire, train, schedule and lead a crew of 6 year-round and up to 25 seasonal workers
- Scout for mildew, botrytis and pests, and plan and apply organic sprays (Oregon Public Applicator or Private Applicator license required)
- Manage drip irrigation and soil moisture monitoring
- Operate and maintain tractors, sprayers and mowers
- Keep the records our organic certification needs

You have 3+ years managing vineyard crews and a deep grounding in viticulture. A degree in viticulture or horticulture and conversational Spanish are both preferred. You plan ahead and lead by example.`,
  },
  {
    id: 'power-plant-operator',
    half: 'tune',
    field: 'energy',
    title: 'Plant Operator II, Combined Cycle',
    company: 'Sandhill Generating Station',
    skills: [
      // required
      'Power plant operations',
      'Gas turbines',
      'Steam turbines',
      'Distributed control system',
      'Equipment rounds',
      'Lockout/tagout',
      'High school diploma',
      // preferred
      'Boiler license',
      'NERC certification',
      'Water chemistry',
      // soft
      'Teamwork',
      'Alertness',
    ],
    text: `Plant Operator II, Combined Cycle - Rotating 12-Hour Shifts (Req 10472)
Sandhill Generating Station · Lamar, CO
$41.60–$47.25/hr + shift premium · Full-time

Sandhill Generating Station is a 620 MW natural-gas combined-cycle plant (two combustion turbines, two heat recovery steam generators and one steam turbine) supplying power to the southern Colorado grid.

Operator IIs run the plant from the control room and in the field. You will start, load and shut down gas and steam turbines from the DCS; make equipment rounds and log readings; spot leaks, vibration and abnormal temperatures before they become trips; take water chemistry samples; and hang and release clearance tags under the plant's lockout/tagout program. You'll work a rotating 12-hour schedule including nights, weekends and holidays, with a crew of five.

Requirements: high school diploma or GED; 3 years of operating experience at a power plant, refinery, or in the Navy nuclear or steam propulsion program.
Preferred: state boiler operator license; NERC System Operator certification; HRSG and water chemistry experience.

You communicate clearly with your crew and stay alert at 3 a.m.

Sandhill Generating Station is an equal opportunity employer.`,
  },
  {
    id: 'energy-auditor',
    half: 'unseen',
    field: 'energy',
    title: 'Residential Energy Auditor',
    company: 'GreenHome Performance',
    skills: [
      // required
      'Energy audits',
      'Blower door testing',
      'Combustion safety testing',
      'Infrared thermography',
      'Building science',
      'BPI Building Analyst',
      'Energy modeling software',
      "Driver's license",
      // preferred
      'HERS Rater',
      'HVAC',
      // soft
      'Customer education',
      'Report writing',
    ],
    text: `GreenHome Performance is hiring a Residential Energy Auditor

We're a home performance contractor in Madison, WI that helps homeowners cut energy bills and make their homes more comfortable — air sealing, insulation and heat pumps, mostly paid for with utility rebates.

As an auditor you'll visit 3–4 homes a day. You'll run blower door and duct leakage tests, test furnaces and water heaters for combustion safety and carbon monoxide, and use an infrared camera to find the gaps in insulation a homeowner can't see. Then you'll build the home in our energy modeling software, write a clear report with recommended upgrades and rebates, and walk the homeowner through it — no jargon, no pressure.

You need: BPI Building Analyst certification (or willingness to earn it in your first 60 days — we pay for the course); a working knowledge of how houses move heat, air and moisture; a valid driver's license.
Nice to have: HERS Rater; HVAC experience.

$23–$28/hr · company vehicle · health insurance · Full-time, Monday–Friday.`,
  },
  {
    id: 'housing-navigator',
    half: 'tune',
    field: 'social services',
    title: 'Housing Navigator',
    company: 'Bridgeway Community Services',
    skills: [
      // required
      'Case management',
      'Housing search',
      'Housing First',
      'Landlord engagement',
      'HMIS',
      'Benefits applications',
      'Trauma-informed care',
      'Motivational interviewing',
      "Driver's license",
      // preferred
      'Spanish',
      "Bachelor's degree in social work",
      // soft
      'Empathy',
      'Boundaries',
      'Persistence',
    ],
    text: `About Bridgeway Community Services
Bridgeway has worked to end homelessness in Tacoma and Pierce County for 35 years. We run an emergency shelter, rapid rehousing and permanent supportive housing, and we believe everyone is ready for housing.

Position: Housing Navigator (Rapid Rehousing Program)
Status: Full-time, non-exempt · $24.50–$27.00/hr
Location: Tacoma, WA — office and field

What you'll do
As a Housing Navigator you will walk beside 20–25 households at a time from shelter to a home of their own. Using a Housing First approach, you'll help each household gather documents, apply for benefits (SNAP, SSI, Medicaid) and search for apartments they can afford. You'll build relationships with landlords and property managers, negotiate screening criteria and move-in dates, and follow up after move-in so housing lasts. You'll enter every contact and outcome in HMIS.

We use trauma-informed care and motivational interviewing with everyone we serve; we'll train you in both if you're new to them.

What we need
- 1 year of case management or direct service with people experiencing homelessness, mental illness or substance use
- Valid driver's license, insurance and a reliable car (mileage reimbursed)
- Bachelor's degree in social work or a related field preferred; lived experience of homelessness valued
- Spanish speakers strongly encouraged
- Compassion with firm boundaries, and the persistence to call the fifteenth landlord

Benefits: medical, dental and vision at no cost to employees; 403(b) with 3% match; 4 weeks of PTO; public service loan forgiveness eligible.

Bridgeway Community Services is an equal opportunity employer. People of color, LGBTQ+ people, and people with lived experience are encouraged to apply.`,
  },
  {
    id: 'youth-residential-counselor',
    half: 'unseen',
    field: 'social services',
    title: 'Youth Residential Counselor',
    company: 'Hope Harbor Youth Services',
    skills: [
      // required
      'Youth care',
      'Crisis intervention',
      'De-escalation',
      'Behavior management',
      'Incident reports',
      'CPR/First Aid',
      'Background check clearance',
      'High school diploma',
      // preferred
      'CPI certification',
      'Medication administration',
      // soft
      'Patience',
      'Reliability',
      'Teamwork',
    ],
    text: `Youth Residential Counselor — Overnight (10pm–8am) — $19.75/hr + $1.50 shift differential
Hope Harbor Youth Services · Grand Rapids, MI · Full-time and part-time openings

Posted today · Apply now · Save

Hope Harbor runs three group homes for young people ages 12 to 17 in foster care. Youth Residential Counselors are the adults who are there, every hour, keeping the homes safe and structured.

On the overnight shift you'll complete bed checks and room checks every 15 minutes, help a young person who can't sleep or is upset, respond to crises using de-escalation and, as a last resort, safe physical intervention; keep the log and write incident reports before you leave; and get the house ready for the morning (wake-ups, breakfast, school transport).

Requirements: age 21+; high school diploma or GED; pass a fingerprint background check and central registry clearance; valid driver's license. We train and certify you in CPR/First Aid, CPI Nonviolent Crisis Intervention and medication passing — prior certification is a plus.

This job takes patience, steadiness and a team that can count on you to be there at 10pm.

Hope Harbor Youth Services is an equal opportunity employer.`,
  },
  {
    id: 'beauty-advisor',
    half: 'tune',
    field: 'retail',
    title: 'Beauty Advisor',
    company: 'Lumière Cosmetics',
    skills: [
      // required
      'Makeup application',
      'Skincare consultation',
      'Product knowledge',
      'Retail sales',
      'Point of sale',
      'Clienteling',
      // preferred
      'Cosmetology license',
      'Merchandising',
      // soft
      'Customer service',
      'Sales goals',
      'Friendly demeanor',
    ],
    text: `Lumière Cosmetics
Beauty Advisor — Part-time — Store #0412, Fashion Square Mall
Charlotte, NC · $16.50/hr + commission · 20–28 hrs/week incl. evenings and weekends

Apply now    Save job

Do you love making people feel confident? As a Beauty Advisor, you'll help guests find the right foundation shade, build a skincare routine that fits their skin type, and try a new look in the chair.

Your day:
- Welcome every guest and ask questions to learn what they want
- Perform makeup applications and skincare consultations; demonstrate products
- Recommend products and reach your personal sales goals
- Follow up with guests by text and email to keep them coming back (clienteling)
- Ring sales, returns and loyalty sign-ups at the register
- Help keep testers clean and displays merchandised and stocked

You'll need:
- 6+ months of retail or beauty sales experience
- Knowledge of makeup and skincare products, ingredients and trends
- Cosmetology or esthetician license a plus
- A warm, upbeat personality and a drive to hit goals

Perks: 40% employee discount, free product each quarter, paid training.

Lumière Cosmetics is an equal opportunity employer.`,
  },
  {
    id: 'overnight-stocker',
    half: 'unseen',
    field: 'retail',
    title: 'Overnight Stocker',
    company: 'FreshWay Market',
    skills: [
      // required
      'Stocking',
      'Pallet jack',
      'Merchandising',
      'Inventory rotation',
      'Planograms',
      'Lifting 50 lbs',
      // preferred
      'Grocery experience',
      // soft
      'Reliability',
      'Working independently',
      'Teamwork',
    ],
    text: `Overnight Stocker
FreshWay Market — Store 27 · Lexington, KY
Part-time / Full-time · 10:00 PM – 6:30 AM · $17.00–$18.50 an hour

Posted 6 days ago · 112 applicants · Easy Apply

Unload the nightly truck, break down pallets with a manual or electric pallet jack, and stock grocery, dairy and frozen shelves so the store is full when we open. Rotate product (first in, first out), face the aisles and set new items to the planogram. You must be able to lift 50 lbs repeatedly and be on your feet all shift. Grocery experience is a plus but we'll train you. We need people who come in on time, can work on their own once the shift is set, and help the team finish together. Weekly pay, 10% associate discount, benefits at 30 hours.`,
  },
  {
    id: 'injection-molding-technician',
    half: 'tune',
    field: 'manufacturing',
    title: 'Injection Molding Process Technician',
    company: 'Apex Workforce Solutions',
    skills: [
      // required
      'Injection molding',
      'Mold changes',
      'Process troubleshooting',
      'Scientific molding',
      'Robotics',
      'Overhead crane',
      'Measuring instruments',
      'Blueprint reading',
      // preferred
      'RJG training',
      'Medical device manufacturing',
      // soft
      'Problem solving',
      'Communication',
    ],
    text: `Apex Workforce Solutions is hiring an Injection Molding Process Technician for a direct-hire opening with a plastics manufacturer in Erie, PA.

Shift: 3rd (11pm–7:30am) · Pay: $29–$34/hr + $2.00 shift premium · Full-time, direct hire after 90 days

Our client molds precision components for medical and automotive customers on 40 presses from 55 to 500 tons. As a Process Technician you'll keep those presses running good parts:
- Hang and change molds using an overhead crane; set up end-of-arm tooling and sprue pickers and robots
- Start up presses and set processes with decoupled/scientific molding principles
- Troubleshoot defects (short shots, flash, sink, splay) by adjusting process parameters
- Check parts with calipers, micrometers and gauges against the drawing
- Train operators and communicate shift handoff notes

Requirements: 2+ years as an injection molding technician; mechanical aptitude; able to read blueprints. RJG Master Molder or similar training and medical-device experience preferred.

Apex Workforce Solutions is an equal opportunity employer. There is never a fee to apply.`,
  },
  {
    id: 'assembler',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Electro-Mechanical Assembler II',
    company: 'Northbeam Instruments',
    skills: [
      // required
      'Electro-mechanical assembly',
      'Soldering',
      'Wire harness assembly',
      'Hand tools',
      'Torque tools',
      'Work instructions',
      'Blueprint reading',
      // preferred
      'IPC J-STD-001',
      'IPC/WHMA-A-620',
      'ESD procedures',
      // soft
      'Attention to detail',
      'Dependability',
    ],
    text: `Electro-Mechanical Assembler II at Northbeam Instruments
Boulder, CO · 1st shift (6:00am–2:30pm) · Full-time · $22–$26/hr

Northbeam builds spectrometers and environmental sensors used by labs and weather services in 40 countries.

Role: Build sub-assemblies and finished instruments by following work instructions, drawings and schematics. Route and build wire harnesses, crimp and solder connections, mount boards and optics with hand and torque tools, and complete the traveler at each step. Follow ESD procedures at the bench.

Must have: 2 years of electro-mechanical assembly; soldering skills; comfort reading assembly drawings.
Preferred: IPC J-STD-001 or IPC/WHMA-A-620 certification.

Careful hands and a good eye for detail; you're there every shift.

Northbeam Instruments is an Equal Opportunity Employer — minorities/females/veterans/disabled.`,
  },
  {
    id: 'public-relations-specialist',
    half: 'tune',
    field: 'media',
    title: 'Public Relations Specialist',
    company: 'Saint Brigid Health',
    skills: [
      // required
      'Media relations',
      'Press releases',
      'Writing',
      'Editing',
      'AP style',
      'Crisis communications',
      'Social media',
      "Bachelor's degree in communications",
      // preferred
      'Cision',
      'Healthcare communications',
      'Video production',
      // soft
      'Poise',
      'Relationship building',
    ],
    text: `Saint Brigid Health, a nonprofit system of four hospitals and 60 clinics in northern Indiana, is looking for a Public Relations Specialist to tell our stories and speak with reporters on our behalf. You'll pitch stories about our doctors, nurses and patients to local and regional media, write and distribute press releases and media advisories in AP style, and arrange and staff interviews, including on-camera ones. When something goes wrong — a power outage, a data breach, a tragedy in the emergency room — you'll help our crisis communications team get accurate statements out quickly. You'll also write and edit articles for our website and newsletter and work with the social media team on posts that go with each story. We need a bachelor's degree in communications, journalism or public relations and three years of media relations experience, ideally at a newsroom, agency or hospital. Experience with Cision, healthcare communications, or shooting and editing short videos on a phone will make you stand out. You're calm with a reporter on deadline and good at earning trust. This is a full-time, hybrid role based in South Bend with a shared after-hours on-call phone; salary $62,000–$74,000. Saint Brigid Health is an equal opportunity employer.`,
  },
  {
    id: 'news-reporter',
    half: 'unseen',
    field: 'media',
    title: 'Local Government Reporter',
    company: 'The Millbrook Ledger',
    skills: [
      // required
      'News reporting',
      'News writing',
      'Interviewing',
      'Public records requests',
      'AP style',
      'Fact-checking',
      'Photography',
      'Content management system',
      // preferred
      'Data journalism',
      'Spanish',
      // soft
      'Meeting deadlines',
      'Curiosity',
      'Ethics',
    ],
    text: `Local Government Reporter at The Millbrook Ledger
Millbrook, VT · Full-time · $48,000–$55,000

The Millbrook Ledger is an independent daily (print and online) covering 18 towns in central Vermont since 1887.

We're hiring a reporter to cover city hall, the school board and the county — where the money goes and who decides. You'll attend meetings, interview officials and residents, file public records requests and read budgets, then write clear, accurate stories on deadline for the web and the next morning's paper. You'll shoot your own photos, publish in our CMS, and fact-check your own work before your editor does.

Requirements: 1–2 years of reporting experience (college paper counts); clean AP style; a portfolio of published clips.
A plus: you can turn a spreadsheet into a story (data journalism); you speak Spanish.

We want someone curious, fair, and unbending on accuracy. Send three clips with your application.

The Millbrook Ledger is an equal opportunity employer.`,
  },
  {
    id: 'construction-superintendent',
    half: 'tune',
    field: 'real estate and construction management',
    title: 'Construction Superintendent',
    company: 'Ashgrove Builders, Inc.',
    skills: [
      // required
      'Construction site management',
      'Subcontractor coordination',
      'Construction scheduling',
      'Blueprint reading',
      'Quality control',
      'Site safety',
      'OSHA 30',
      'Procore',
      // preferred
      'Microsoft Project',
      'Construction management degree',
      'LEED',
      // soft
      'Leadership',
      'Communication',
      'Problem solving',
    ],
    text: `Build with people who finish what they start.

Ashgrove Builders, Inc. is a commercial general contractor in Nashville with $180 million in annual work: healthcare clinics, multifamily, schools and tenant improvements. Two-thirds of our work comes from repeat clients, because our superintendents run clean, safe, on-schedule jobs.

Construction Superintendent
Nashville, TN · Full-time · $105,000–$130,000 + truck allowance + bonus

What you'll do
- Run the job site day to day on $10–$40M ground-up commercial projects, from site work through closeout
- Build and update the three-week look-ahead from the master schedule; coordinate and sequence 20+ subcontractors
- Read drawings and specs to catch conflicts before they're built; lead quality inspections and punch lists
- Lead the site safety program: daily huddles, weekly toolbox talks and inspections
- Keep daily logs, photos and RFIs in Procore; meet weekly with the owner and architect with your project manager

What you bring
- 7+ years of commercial construction experience, 3+ as a superintendent
- OSHA 30
- Procore; Microsoft Project or P6 a plus
- A construction management degree and LEED experience are a plus
- You lead crews with respect, say what you mean, and solve problems before they cost a day

Ashgrove Builders, Inc. is an Equal Opportunity Employer and a drug-free workplace.`,
  },
  {
    id: 'leasing-consultant',
    half: 'unseen',
    field: 'real estate and construction management',
    title: 'Leasing Consultant',
    company: 'Thornbury Residential',
    skills: [
      // required
      'Leasing',
      'Property tours',
      'Lease agreements',
      'Rental applications',
      'Fair housing',
      'Yardi',
      'Customer follow-up',
      // preferred
      'Real estate license',
      'Social media marketing',
      // soft
      'Sales',
      'Customer service',
      'Organization',
    ],
    text: `Thornbury Residential
Leasing Consultant — The Linwood at Riverside (312 units)
Austin, TX · Full-time · $18–$20/hr + leasing bonuses · Sat required, Sun rotating

Posted 3 days ago · Apply now · Save

Thornbury Residential manages 22,000 apartment homes across Texas. At The Linwood, our leasing team turns a tour into a new neighbor.

What you'll do: answer calls, emails and chats from prospects and follow up on every lead; give property and model tours; process rental applications and screening; prepare lease agreements and walk new residents through them; keep every conversation within Fair Housing law; enter everything in Yardi; help plan resident events and post to our social media.

What you need: 1 year of leasing, sales or hospitality experience; Yardi or a similar property management system; a Texas real estate license is a plus.

You're outgoing, you like to sell, and you keep a tidy follow-up list.

Thornbury Residential is an Equal Housing Opportunity and Equal Opportunity Employer.`,
  },
]
