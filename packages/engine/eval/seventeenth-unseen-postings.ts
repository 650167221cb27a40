// A seventeenth unseen set (issue 15): 40 realistic job postings, pasted as a job seeker would, in 40 occupations
// no earlier set covers, over 40 fields and 27 countries. Written by an independent helper who read none of the
// engine, its benches or other sets' postings; every title, company and skill list was written with its posting,
// from the ad alone, before any run. The set was held out whole until its first run at the nineteenth session's
// close; since then its halves alternate in file order (odd entries 'tune', even ones 'unseen', only reported).
// Every employer and person is invented.
//
// Shapes (40): job-board pages with their chrome 9 (Totaljobs, Trade Me, ZipRecruiter, SEEK, Reed, StepStone,
// Naukri, Indeed, Bayt); ATS field blocks 10 (Taleo, Greenhouse, iCIMS, Personio, Workable, Lever, SuccessFactors,
// Recruitee, BambooHR, Workday); social posts 6 (Facebook group, Facebook page, WhatsApp, Telegram, LinkedIn "I'm
// hiring", LinkedIn "X is hiring a"); one-line headers 4 ("Company | Title | City" 2, "Title at Company",
// "Join X as"); government and school bulletins with fields first 2; newspaper classifieds 2; long prose with
// skills only in sentences 2; about-us block first 1; forwarded email 1; PDF text with hyphenated breaks and page
// footers 1; Markdown with a table 1; franchisee ad 1. Across them: an agency naming its client and one not,
// class and working titles, gender markers ((m/w/d), (m/f/d), (m/v/x)), a specialty after a dash 9 times, a
// place, shift or schedule after a dash 4 times, titles only inside a sentence 4 times, titles in capitals 5
// times, salary and benefits blocks, EEO boilerplate and requisition numbers. 35 of 40 have the title or the
// employer away from the first line; 10 are in a second-language English (employers in the Czech
// Republic, Lithuania, Spain, Dubai, Mexico, Greece, Poland, Egypt, the Netherlands and India). Lengths 178 to 642
// words.
//
// Countries: United Kingdom 5, United States 6, Australia 3, Canada 2, Germany 2, and one each from the Czech
// Republic, New Zealand, Singapore, Switzerland, Lithuania, Spain, the United Arab Emirates, Mexico, Greece, the
// Philippines, Ireland, Malaysia, Ghana, Poland, Egypt, the Netherlands, India, Portugal, Thailand, Saudi Arabia,
// Malta and South Africa.
//
// Occupations (field): bricklayer (construction trades), architectural blacksmith (heritage crafts), drainlayer
// (civil construction), fence installer (home improvement), neurodiagnostic technologist (healthcare), art
// therapist (mental health), registered behavior technician (behavioral health), acupuncturist (complementary
// medicine), valuation analyst (finance), chargeback analyst (payments), director of studies (language teaching),
// school business manager (education), health data statistician (public sector), tenancy officer (social
// housing), sushi chef (hospitality), group reservations agent (hotels and travel), fine art handler (art
// logistics), port agent (shipping), crewing officer (maritime), family dispute resolution practitioner (legal),
// trademark attorney (intellectual property), enforcement agent (debt recovery), fossil preparator
// (palaeontology), stained glass conservator (heritage conservation), media buyer (advertising), radio presenter
// (broadcasting), PMO analyst (operations), Odoo developer (software), mushroom grower (agriculture), biogas plant
// operator (renewable energy), sand moulder (manufacturing), cheesemonger (retail), care coordinator (social
// care), surveillance private investigator (investigations), youth football scout (sport), resort tennis coach
// (sport and leisure), RF drive test engineer (telecoms), passenger service agent (aviation), taxidermist
// (wildlife crafts), milliner (fashion).
//
// Labelling rules (a recruiter's; decided before any run):
// - skills: 8 to 14 per posting, what a recruiter would screen for, grouped in the list as required, preferred,
//   then soft, each named as a recruiter lists it (short, conventional names); a skill the ad implies without
//   naming it is listed only when the job cannot be done without it (a licence, say).
// - title: the job title as printed, keeping seniority and level ("Senior", "II") and a specialty joined by a
//   comma; dropping what a board line hangs on it after a dash or in brackets (requisition numbers, locations,
//   shifts, schedules, employment type, pay). A title printed in capitals is labelled in title case. A specialty
//   after a dash on the title line is kept as after a comma ("Camera Operator – Live Sport" → "Camera Operator,
//   Live Sport"); what a board hangs there (place, employer, shift, type, pay, number, slogan) is dropped.
// - company: the employer as printed, with its legal suffix (Inc., LLC, Ltd, Pty Ltd) and "The" when the posting
//   names it that way. Government ads: the jurisdiction or agency that hires, not the division in a "Department:"
//   line. School-district ads: the district, not the school building. Agency ads: the client when the ad names
//   it, otherwise the agency. Franchise ads: the franchisee that hires, not the brand.
// - Readings added by later sets, applied here: a bulletin that prints both a class title and a working title is
//   labelled with the working title; a title that appears only in lower case inside a sentence is labelled in
//   title case; a title a PDF breaks over two lines is labelled whole; a gender marker hung on a title ("(m/w/d)")
//   is dropped like the other brackets; "X Ltd t/a Y" is labelled Y; "X, a division of Y" is labelled X; a
//   job-fair list is labelled with the employer of the entry pasted; a military-civilian ad is labelled with the
//   agency, fund or contractor that employs. This set reads a school academy trust as a school district (the trust
//   that employs, not the school building).
//
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'
export const seventeenthUnseenPostings: UnseenPosting[] = [
  {
    id: 'bricklayer-totaljobs-agency-client-leeds',
    field: 'construction trades',
    half: 'tune',
    title: 'Bricklayer',
    company: 'Harwood Lane Homes Ltd',
    skills: [
      'Bricklaying',
      'Blockwork',
      'NVQ Level 2',
      'CSCS Card',
      'Reading Drawings',
      'Setting Out',
      'Cavity Walls',
      'New Build Housing',
      'Decorative Brickwork',
      'SSSTS',
      'First Aid',
      'Reliability',
      'Teamwork',
    ],
    text: `Skip to main content
Totaljobs
< Back to search results
Save
Bricklayer
Stonegate Trades Recruitment
Leeds, West Yorkshire
£24 - £27 per hour
Contract
Posted 3 days ago
Be an early applicant
Apply now

Bricklayer – New Build Housing – Leeds (LS10)

Stonegate Trades Recruitment are working with our client Harwood Lane Homes Ltd, a regional housebuilder with six live sites across Yorkshire, who need two experienced bricklayers for a long-running phase of 84 homes in Hunslet. This is a 6-month contract with a strong chance of moving straight on to their next site in Wakefield.

What you'll be doing
- Setting out and building facing brickwork and blockwork to drawings, from footings up to wall plate
- Working to line and level, keeping perps and bed joints consistent
- Building cavity walls with insulation, wall ties and cavity trays fitted correctly
- Laying engineering brick below DPC and forming openings with lintels
- Working off scaffold safely and leaving your area tidy for the next trade
- Signing off your own work with the site manager and the NHBC inspector

What the client is asking for
- NVQ Level 2 or 3 in Trowel Occupations (or equivalent time-served experience)
- Valid CSCS card (blue or gold) – no card, no start
- Minimum 3 years on new build residential
- Able to read drawings and set out from a datum
- Own hand tools
- Reliable, punctual and happy to work as part of a gang

Nice to have: facing brick detailing (soldier courses, corbelling, arches), SSSTS or a first aid ticket.

Pay: £24–£27 per hour depending on experience, paid weekly via CIS or PAYE. Overtime available on Saturdays.
Hours: 7:30am – 4:30pm Monday to Friday.

To apply click Apply now or call Dean on the Leeds desk on 0113 555 0176. Stonegate Trades Recruitment is acting as an employment business in relation to this vacancy.

Report this job`,
  },
  {
    id: 'blacksmith-about-us-czech-second-language',
    field: 'heritage crafts',
    half: 'unseen',
    title: 'Blacksmith, Architectural Forging',
    company: 'Kovárna Hrubý s.r.o.',
    skills: [
      'Hand Forging',
      'Power Hammer',
      'Forge Welding',
      'Riveting',
      'Technical Drawings',
      'MIG Welding',
      'Heritage Restoration',
      'Site Installation',
      'Driving Licence B',
      'German',
      'English',
      'Attention to Detail',
      'Patience',
    ],
    text: `About us
Kovárna Hrubý s.r.o. is family forge in Kutná Hora region, working since 1994. We make architectural ironwork – gates, railings, balconies, window grilles – for private houses, churches and castles which are under monument protection. Our team is 9 people and we are exporting also to Austria and Germany. Every piece is made by hand in our workshop, we are not using laser cut ornaments.

Now we are searching new colleague for the position

Blacksmith – Architectural Forging

What you will do:
• forging of elements by hand and on power hammer (scrolls, leaves, twisted bars, collars)
• fire welding and traditional joining – rivets, collars, mortise and tenon
• working from drawings and templates which prepares our designer
• restoration of historical ironwork according the conservator's instructions
• MIG welding and grinding for the modern parts of constructions
• help with installation on the site (sometimes few days outside, accommodation is paid)

We expect:
- vocational education as blacksmith, locksmith or similar (výuční list)
- minimum 2 years experience with forging by hand
- ability to read technical drawing
- driving licence B
- English or German on communicative level is advantage, Czech is not necessary if you are speaking English
- precise and patient work, sense for detail, you like old craft

We offer:
- stable job in small team, not a factory
- salary 38 000 – 48 000 CZK gross per month according your skills
- 5 weeks holiday, meal vouchers
- help with finding accommodation for foreigners
- possibility to learn restoration work on heritage objects

Interested? Send us your CV and some photos of your work to prace@kovarna-hruby.cz. We will reply to all candidates until 14 days.`,
  },
  {
    id: 'drainlayer-trademe-location-dash-nz',
    field: 'civil construction',
    half: 'tune',
    title: 'Drainlayer',
    company: 'Kaimai Civil & Drainage Limited',
    skills: [
      'Drainlaying',
      'Stormwater',
      'Wastewater',
      'Laser Level',
      'Pressure Testing',
      'As-Built Drawings',
      'Excavator Operation',
      'Trench Safety',
      'PGDB Licence',
      'Driver Licence',
      'Site Safe',
      'Class 2 Licence',
      'Communication',
      'Reliability',
    ],
    text: `Trade Me Jobs
Home / Jobs / Construction & roading / Drainlayers
Listed: Tue, 24 Nov

Drainlayer - Tauranga

Kaimai Civil & Drainage Limited
Tauranga, Bay of Plenty
Full time · Permanent
$34 - $42 per hour

Watchlist | Apply for this job

Kaimai Civil & Drainage is a locally owned crew of 22 doing residential and light commercial drainage, stormwater and subdivision work across the Western Bay. We're booked through to the end of next year and need another drainlayer to run a small crew on residential jobs.

The role
- Lay and connect wastewater and stormwater pipework for new houses, subdivisions and repairs
- Install manholes, sumps, soakholes and on-site wastewater systems
- Mark out from plans, set falls and check grades with a laser level
- Pressure test lines and prepare as-builts for council sign-off
- Operate a 5-tonne digger and tip truck on site
- Keep traffic management and trench safety in place – we don't cut corners

About you
- Licensed drainlayer (PGDB) or working towards certifying – we'll support you through it
- At least 2 years laying drains in NZ
- Full licence; class 2 would be a bonus
- Comfortable on a digger
- Site Safe passport
- Good communicator with clients, builders and council inspectors
- Reliable and takes pride in tidy work

What's in it for you: vehicle for the right person, phone, quality gear, paid training towards your certifying drainlayer ticket, and Friday BBQs.

To apply, hit Apply or give Hemi a call on 027 555 0192.

Job reference: KCD-DL-11
Listing #4879210331`,
  },
  {
    id: 'fence-installer-facebook-sentence-ohio',
    field: 'home improvement',
    half: 'unseen',
    title: 'Fence Installer',
    company: 'Buckeye Post & Rail LLC',
    skills: [
      'Fence Installation',
      'Post Setting',
      'Concrete Mixing',
      'Wood Fencing',
      'Vinyl Fencing',
      'Chain Link Fencing',
      'Gate Installation',
      "Driver's License",
      'Manual Handling',
      'Skid Steer',
      'Punctuality',
      'Work Ethic',
      'Willingness to Learn',
    ],
    text: `Columbus Area Contractors & Tradesmen
Group · 14.2K members

Mike Tolliver
2h · 🌎

Not sure if this is allowed here, mods delete if not 🙏

We're slammed with spring bookings and need to add a fence installer to one of our crews at Buckeye Post & Rail LLC. Full time, year round, $20–26/hr depending on what you can do, paid weekly, plus OT once we're into May.

What you'd actually be doing: setting posts (auger plus some hand digging when we hit rock), mixing and pouring concrete, hanging wood privacy, vinyl and chain link, building and hanging gates so they actually swing right, and pulling a string line so the run comes out straight. Some aluminum and ornamental later in the year.

You need a valid driver's license and your own way to get to the shop in Grove City by 6:30. Being able to lift 80 lb posts all day and work in the heat is part of it. If you've run a Dingo or skid steer with an auger that's a huge plus. 811 locates are handled by us but you need to respect the flags lol.

Don't need years of experience if you show up, listen and work hard. We'll teach you the rest.

Drop a comment or DM me, or text 614-555-0148.

👍 37   💬 22 comments   ↪ 5 shares`,
  },
  {
    id: 'neurodiagnostic-technologist-taleo-eeg-nights',
    field: 'healthcare',
    half: 'tune',
    title: 'Neurodiagnostic Technologist II, EEG',
    company: 'Ozark Meridian Health System',
    skills: [
      'EEG',
      'Continuous EEG Monitoring',
      '10-20 Electrode Placement',
      'Epilepsy Monitoring',
      'Artifact Recognition',
      'R. EEG T.',
      'BLS',
      'Natus',
      'Nihon Kohden',
      'CLTM',
      'Epic',
      'IONM',
      'Patient Communication',
      'Attention to Detail',
    ],
    text: `Careers | Job Description

Neurodiagnostic Technologist II – EEG – Nights

Job Number: 2600317
Primary Location: United States-Missouri-Springfield
Organization: Ozark Meridian Health System
Schedule: Full-time
Shift: Night Job
Job Posting: Nov 19, 2026, 8:00:00 AM
Unposting Date: Ongoing
Work Days: 7p–7a, 3x12, rotating weekends and holidays

Description
Ozark Meridian Health System is a 612-bed not-for-profit health system serving southwest Missouri and northern Arkansas, with a Level 4 comprehensive epilepsy center. The Neurodiagnostic Technologist II performs routine and advanced EEG procedures, works with a high degree of independence on the night shift, and supports the training of entry-level technologists.

Responsibilities
• Performs routine, sleep-deprived, ambulatory and continuous video EEG studies on adult, pediatric and neonatal patients using the International 10-20 system of electrode measurement and placement
• Sets up and monitors long-term patients in the Epilepsy Monitoring Unit (EMU); recognizes and documents clinical seizure activity and notifies the reading neurologist according to protocol
• Performs bedside continuous EEG in adult and neonatal ICUs and remotely monitors cEEG for critical values
• Recognizes, troubleshoots and eliminates artifact; identifies normal variants and abnormal patterns
• Writes accurate technical descriptions for the interpreting physician
• Maintains equipment and electrodes and follows infection prevention standards
• Mentors and checks off Neurodiagnostic Technologist I staff

Qualifications
Required:
• Graduate of a CAAHEP-accredited Neurodiagnostic Technology program OR two years of clinical EEG experience
• R. EEG T. credential from ABRET, or obtained within 12 months of hire
• Current BLS certification (American Heart Association)
• Experience with Natus or Nihon Kohden EEG systems
Preferred:
• CLTM credential
• Documentation experience in Epic
• Exposure to intraoperative neuromonitoring (IONM)

Competencies: calm and clear communication with frightened patients and families, strong attention to detail, able to work independently through the night.

Ozark Meridian Health System is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'art-therapist-long-prose-ontario',
    field: 'mental health',
    half: 'unseen',
    title: 'Art Therapist',
    company: 'Hearthstone Youth Wellness Centre',
    skills: [
      'Art Therapy',
      "Master's in Art Therapy",
      'CATA Registration',
      'Group Facilitation',
      'Trauma-Informed Practice',
      'Child and Youth Mental Health',
      'Clinical Documentation',
      'Risk Assessment',
      'Vulnerable Sector Check',
      'French',
      'DBT',
      'Empathy',
      'Collaboration',
      'Cultural Humility',
    ],
    text: `Hearthstone Youth Wellness Centre has been part of the Sudbury community for more than thirty years. We are a children's mental health agency funded by the province, offering walk-in counselling, intensive family services and a day treatment program for young people between the ages of 8 and 17 who are struggling to stay in school because of anxiety, trauma, depression or behaviour that puts them at risk. Most of the young people we see have tried talking-based therapy before and found that it did not reach them.

That is why, this winter, we are looking for an art therapist to join our day treatment team on a permanent, full-time basis (37.5 hours a week, Monday to Friday, occasional evening family sessions). You would work alongside two child and youth workers, a social worker, a psychiatrist who consults weekly and the classroom teacher seconded to us by the school board.

In a typical week you would run small art therapy groups of four to six youth, see a caseload of around eight young people individually, and offer parent-and-child sessions where the family is ready for them. You would plan sessions that use drawing, painting, clay and collage with a clear therapeutic purpose, and you would be comfortable holding difficult material when a young person's artwork opens up a history of abuse or loss. Because many of our clients have experienced trauma, we expect a trauma-informed way of working, and a grounding in dialectical behaviour therapy skills would be a real asset, since our program teaches DBT skills across the whole day.

The day treatment program runs from 9 until 3:30. Mornings are spent in the classroom, where our teacher and child and youth workers help each young person catch up on credits, and afternoons are given to group work, individual sessions, recreation and life skills. You would have a studio room of your own with a sink, a kiln we share with the high school next door, and a real say in how the therapeutic day is shaped. Young people usually stay with us for one or two semesters before returning to their home school, and part of your role would be helping to plan that return with the family and the school team, sometimes by visiting the school with the young person during the first weeks.

You would also be responsible for the less visible parts of the job: completing intake assessments, keeping clinical notes up to date in our electronic record within 48 hours, contributing to suicide and self-harm risk assessments with the team, and writing discharge summaries that families and schools can actually understand.

To be considered, you will need a master's degree in art therapy (or a graduate diploma from a recognised art therapy training institute), and you must be a registered member of the Canadian Art Therapy Association or eligible for registration within six months. Registration with the College of Registered Psychotherapists of Ontario is preferred. At least two years of clinical experience with children or adolescents is required. Because we serve a bilingual community, the ability to work in French is a strong asset. You will need a clear vulnerable sector check before your start date.

Beyond qualifications, we are looking for someone who is warm and steady, who listens before acting, and who enjoys working closely with colleagues from other disciplines rather than alone. We serve many Indigenous and newcomer families, and we want someone who approaches that work with humility and a willingness to keep learning.

The salary range is $78,500 to $91,200 a year, with a defined benefit pension, extended health and dental benefits, an annual art materials budget and paid clinical supervision.

Please send a cover letter and résumé through our careers page by December 18. Hearthstone is committed to employment equity and to providing accommodation at every stage of the hiring process.`,
  },
  {
    id: 'registered-behavior-technician-ziprecruiter-part-time',
    field: 'behavioral health',
    half: 'tune',
    title: 'Registered Behavior Technician',
    company: 'Little Harbor ABA Therapy',
    skills: [
      'ABA Therapy',
      'RBT Certification',
      'Behavior Intervention Plans',
      'Discrete Trial Training',
      'Data Collection',
      'Autism',
      'Level 2 Background Check',
      'Reliable Transportation',
      'CentralReach',
      'Spanish',
      'Patience',
      'Compassion',
      'Teamwork',
    ],
    text: `ZipRecruiter
Registered Behavior Technician - Part Time
Little Harbor ABA Therapy
Tampa, FL • $19 - $24 an hour
Part-time
Posted 5 days ago
1-Click Apply   Save

Job Description

Little Harbor ABA Therapy provides in-home and clinic-based Applied Behavior Analysis for children with autism across Hillsborough and Pasco counties. We are growing and are looking for caring people to work one-on-one with our kiddos in the afternoons (2:30–7:00pm, 3 to 5 days a week).

What you will do
- Implement each child's behavior intervention plan and skill acquisition programs written by the supervising BCBA
- Run discrete trial training (DTT) and natural environment teaching sessions
- Collect session data accurately on a tablet and write short session notes
- Help parents use strategies between sessions
- Follow crisis and safety procedures calmly when challenging behavior happens

What you need
- Active RBT credential through the BACB, or complete our paid 40-hour training and pass the RBT exam within 60 days
- High school diploma or GED
- Pass a Level 2 background screening
- Reliable transportation and a valid driver's license to travel between homes
- Experience with children (school, daycare, camp, babysitting all count)

Nice to have
- Experience in CentralReach
- Bilingual English/Spanish

You are patient, compassionate, and happy to be coached by your BCBA and to work as part of a team.

Benefits: paid training, mileage reimbursement, paid supervision hours, flexible schedule, path to BCaBA/BCBA tuition support.

Little Harbor ABA Therapy is an equal opportunity employer.`,
  },
  {
    id: 'acupuncturist-pipe-header-singapore',
    field: 'complementary medicine',
    half: 'unseen',
    title: 'Acupuncturist',
    company: 'Jade Meridian TCM Clinic Pte Ltd',
    skills: [
      'Acupuncture',
      'TCM Diagnosis',
      'TCMPB Registration',
      'Cupping',
      'Tuina',
      'Moxibustion',
      'Herbal Prescription',
      'Mandarin',
      'English',
      'Electro-Acupuncture',
      'Empathy',
      'Communication',
    ],
    text: `Jade Meridian TCM Clinic Pte Ltd | Acupuncturist | Tampines, Singapore

Full time · 5.5 days / week · S$4,200 – S$6,000 + commission

Jade Meridian is a neighbourhood TCM clinic group with three branches in the east (Tampines, Bedok, Pasir Ris). Our patients are mostly office workers and seniors who come to us for back and neck pain, sports injuries, insomnia and women's health. We are opening extra evening hours at our Tampines branch and need one more acupuncturist.

Job responsibilities
• Take case history and perform TCM diagnosis (four examinations) for new and returning patients
• Provide acupuncture, electro-acupuncture, cupping, moxibustion and tuina according to the treatment plan
• Prescribe herbal granules and explain dosage to patients
• Keep proper patient records in the clinic system and follow infection control
• Advise patients on diet and lifestyle, and follow up on progress
• Support clinic health talks in the community centre (about 4 times a year)

Requirements
• Registered TCM Physician with the TCM Practitioners Board (TCMPB), with valid practising certificate
• Minimum 1 year clinical experience; fresh graduates with strong internship may be considered
• Able to converse in Mandarin and English to serve our elderly patients
• Experience in electro-acupuncture or pain management preferred
• Friendly, caring and patient, with good communication

Benefits: AWS, medical benefits, CPD sponsorship, staff treatment discount, commission on treatment packages.

Interested applicants please click Apply or WhatsApp your CV to our clinic manager Ms Goh at 8555 0314.
EA Licence No. not applicable – direct hire.`,
  },
  {
    id: 'valuation-analyst-greenhouse-zurich',
    field: 'finance',
    half: 'tune',
    title: 'Valuation Analyst, Private Markets',
    company: 'Alpenrose Capital Partners AG',
    skills: [
      'Valuation',
      'DCF',
      'Comparable Company Analysis',
      'IPEV Guidelines',
      'IFRS 13',
      'Financial Modelling',
      'Excel',
      'Private Equity',
      'CFA',
      'Python',
      'German',
      'Attention to Detail',
      'Communication',
    ],
    text: `Valuation Analyst – Private Markets
at Alpenrose Capital Partners AG
Zurich, Switzerland

Apply

Alpenrose Capital Partners AG is an independent private markets manager with CHF 9bn in assets under management across private equity, infrastructure and private debt, investing on behalf of pension funds and family offices in Switzerland and Germany. Our Valuation team (5 people) sits within Finance and is independent from the deal teams.

Your role
You will own the quarterly fair value process for a part of our direct and co-investment portfolio (around 40 companies) and help us build a more automated valuation workflow.

- Prepare quarterly valuations of portfolio companies using DCF, trading multiples and precedent transactions, in line with IPEV Guidelines and IFRS 13
- Analyse management reports, budgets and covenant compliance and challenge assumptions with deal teams
- Document valuation rationale and present results to the Valuation Committee
- Coordinate with auditors during year-end audits and answer their questions
- Support investor reporting and ad-hoc requests from LPs
- Help improve our valuation models and data pipelines

Your profile
- Master's degree in finance, economics or similar
- 2–4 years in valuation, transaction services, audit (financial services) or private equity
- Strong financial modelling skills and very good Excel
- Sound understanding of valuation methods and accounting for fair value
- Fluent English; German is a plus
- CFA (or progress towards it) is an advantage
- Python or VBA skills are an advantage
- Precise, structured, comfortable defending your numbers in front of senior people

What we offer
Hybrid working (2 days home office), 25 days holiday, generous pension fund, annual bonus, and support for CFA exam fees.

Alpenrose Capital Partners AG values diversity and welcomes applications from all backgrounds. We do not accept CVs from agencies for this role.

Apply for this job
First Name * Last Name * Email * Resume/CV *`,
  },
  {
    id: 'chargeback-analyst-title-at-company-vilnius-second-language',
    field: 'payments',
    half: 'unseen',
    title: 'Chargeback Analyst',
    company: 'Orbitpay UAB',
    skills: [
      'Chargeback Management',
      'Dispute Resolution',
      'Visa Dispute Rules',
      'Mastercard Chargeback Rules',
      'Card Payments',
      'Excel',
      'Reporting',
      'English',
      'SQL',
      'Lithuanian',
      'Russian',
      'Analytical Thinking',
      'Attention to Detail',
      'Deadline Management',
    ],
    text: `Chargeback Analyst at Orbitpay UAB
Vilnius, Vilnius County, Lithuania · 6 days ago · 58 applicants
Hybrid · Full-time · Associate
Easy Apply   Save

About the job
Orbitpay is licensed electronic money institution from Vilnius, we are processing card payments for more than 3 000 online merchants in EU and UK. Our Disputes team is 7 people and we are growing fast, so we search one more analyst.

Your tasks:
- Handle chargebacks and retrieval requests from Visa and Mastercard in all stages (first chargeback, representment, pre-arbitration, arbitration)
- Collect evidence from merchants and prepare defence documents in the deadlines of card schemes
- Monitor merchants with high dispute ratio and prepare weekly reports for Risk team
- Communicate with acquiring banks and merchants by email, sometimes by phone
- Find patterns of friendly fraud and suggest improvements of rules

What we expect:
- 1+ year experience in chargebacks, disputes or card payments operations
- Good knowledge of Visa and Mastercard dispute rules and reason codes
- Excel on good level (pivot tables, VLOOKUP)
- English B2 or higher, Lithuanian or Russian will be plus
- Analytical mind, you are careful with details and you can keep deadlines also when there is many cases

Will be plus:
- Experience with SQL
- Experience with Ethoca or Verifi alerts

We offer:
- Salary from 1800 to 2600 EUR gross per month, depends on experience
- Health insurance after trial period
- Learning budget 500 EUR per year
- Modern office near Konstitucijos ave. and possibility to work from home 2 days

Only selected candidates will be contacted.

See more jobs at Orbitpay UAB`,
  },
  {
    id: 'director-of-studies-forwarded-email-spain-second-language',
    field: 'language teaching',
    half: 'tune',
    title: 'Director of Studies',
    company: 'Academia Olivo English Centre S.L.',
    skills: [
      'CELTA',
      'ESL Teaching',
      'Teacher Training',
      'Lesson Observation',
      'Timetabling',
      'Placement Testing',
      'Cambridge Exam Preparation',
      'Young Learners',
      'Right to Work in Spain',
      'DELTA',
      'Spanish',
      'Leadership',
      'Communication',
    ],
    text: `---------- Forwarded message ---------
From: Marta Ibarz Soler <direccion@academiaolivo.es>
Date: Mon, 23 Nov 2026 at 10:14
Subject: Job offer - Director of Studies for next course
To: <laura.penn.tefl@gmail.com>

Hi Laura,

Our friend Tom from the CELTA course give me your contact, he say you are maybe interested to come back to Spain. I send you the description of the job, please forward also to other teachers if you know someone good.

Academia Olivo English Centre S.L. — we are language school in Zaragoza with 2 centres, around 650 students (kids, teens, adults and in-company classes) and 18 teachers, most of them native.

We are looking for a Director of Studies, to start in January.

Main tasks:
- coordinate the teaching team, make the timetable and organise the substitutions
- observe classes and give feedback, organise the teacher training sessions every month
- place new students with the level test and follow their progress
- prepare students for Cambridge exams (B2 First, C1 Advanced) and coordinate the exam registration, because we are Cambridge preparation centre
- choose the coursebooks and materials together with me
- teach 12-15 hours per week
- communication with parents when there are problems

Requisites:
- CELTA or Trinity CertTESOL is obligatory, DELTA will be big plus
- minimum 4 years teaching experience, and some experience as senior teacher or coordinator
- experience with young learners and with exam preparation
- EU passport or permission to work in Spain (we cannot make the visa, sorry)
- basic Spanish is ok, we can help you with classes

We offer indefinido contract (permanent), 30 hours/week, salary 1.900€ gross monthly x 14 payments, 6 weeks holidays, and we pay the DELTA Module 1 if you want to do it.

The person we need is organised, can lead the team with good mood and is not afraid to speak with the parents.

If you are interested, answer me to this email with your CV and we make a video call this week.

Best regards,
Marta Ibarz
Directora – Academia Olivo
Calle del Coso 41, 50003 Zaragoza`,
  },
  {
    id: 'school-business-manager-academy-trust-bulletin',
    field: 'education',
    half: 'unseen',
    title: 'School Business Manager',
    company: 'Lindenfield Learning Trust',
    skills: [
      'School Finance',
      'Budget Management',
      'HR Administration',
      'Premises Management',
      'Health and Safety',
      'Procurement',
      'Academy Trust Handbook',
      'Safeguarding',
      'Arbor',
      'CSBM',
      'Leadership',
      'Confidentiality',
      'Organisation',
    ],
    text: `Vacancy Bulletin – Support Staff
Employer: Lindenfield Learning Trust
School: Oakhurst Primary School, Rotherham (part of Lindenfield Learning Trust)
Post: School Business Manager
Grade: Grade 8, SCP 25–29 (£37,938 – £41,771 FTE)
Hours: 37 hours per week, all year round
Contract: Permanent
Closing date: 9am, Monday 14 December 2026
Interviews: w/c 4 January 2027
Reference: LLT-OAK-0412

Oakhurst is a two-form entry primary school of 420 pupils with a nursery and a specialist resource base. We are looking for an experienced School Business Manager to lead all of the school's non-teaching operations and to be a member of the senior leadership team.

Main responsibilities
• Set and monitor the school budget with the Headteacher and the Trust's central finance team; prepare monthly management accounts and three-year forecasts
• Ensure compliance with the Academy Trust Handbook and the Trust's financial regulations
• Manage HR administration for 65 staff: contracts, absence, recruitment checks and the single central record
• Lead premises, site and health and safety, including contractor management and statutory inspections
• Run procurement and contracts in line with Trust policy, obtaining best value
• Line manage the office team and the site supervisor
• Oversee lettings, school meals, trips income and the school MIS (Arbor)

Person specification
Essential: experience of school or public-sector finance and budget management; knowledge of HR and premises management; excellent IT skills; understanding of safeguarding and commitment to keeping children safe.
Desirable: Certificate or Diploma in School Business Management (CSBM/DSBM); experience of Arbor or a similar MIS.
Personal qualities: able to lead a team, handle confidential information with discretion, and stay highly organised under competing deadlines.

Lindenfield Learning Trust is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment. The successful candidate will be subject to an enhanced DBS check and online searches as part of due diligence.

Application packs are available from the Trust website. CVs alone will not be accepted.`,
  },
  {
    id: 'statistician-county-bulletin-working-title',
    field: 'public sector',
    half: 'tune',
    title: 'Health Data Statistician',
    company: 'Marrow Creek County',
    skills: [
      'Statistical Analysis',
      'Biostatistics',
      'R',
      'SAS',
      'SQL',
      'Regression Modeling',
      'Survey Data Analysis',
      'Data Visualization',
      'Tableau',
      'Data Privacy',
      'Python',
      'GIS',
      'Communication',
      'Collaboration',
    ],
    text: `MARROW CREEK COUNTY
invites applications for the position of:

Research Statistician II

Working Title: Health Data Statistician
Department: Public Health & Environment
Job Number: 2026-0871
Salary: $72,446.40 - $97,801.60 Annually
Location: Harlan Plaza, 400 N. Ames Street
Job Type: Full-Time Classified
Opening Date: 11/20/2026
Closing Date: 12/11/2026 5:00 PM Mountain

Description
The Department of Public Health & Environment is seeking a Health Data Statistician to join its Epidemiology, Planning and Evaluation unit. This position designs and carries out statistical analyses that guide county health programs, including the community health assessment, overdose surveillance, and maternal and child health reports.

Examples of Duties
- Cleans, links and analyzes vital records, hospital discharge, syndromic surveillance and survey data (including BRFSS and local community surveys)
- Builds and documents regression and time-series models; calculates age-adjusted rates and confidence intervals
- Writes reproducible code in R or SAS and queries data in SQL Server
- Creates dashboards and charts in Tableau for the public and county leadership
- Applies small-number suppression and data privacy rules (HIPAA, state statutes) before release
- Explains methods and results to program staff, commissioners and community partners who are not statisticians
- Works with epidemiologists, program managers and IT on data requests

Minimum Qualifications
Master's degree in statistics, biostatistics, epidemiology or a closely related field AND two years of professional experience in statistical analysis. A bachelor's degree and four years of experience may substitute.

Preferred Qualifications
- Experience with public health surveillance data
- Python programming
- GIS mapping (ArcGIS Pro or QGIS)

Supplemental Information
Candidates must pass a criminal background check. This position is eligible for hybrid work after six months. Marrow Creek County is an Equal Opportunity Employer and participates in E-Verify.

APPLICATIONS MAY BE FILED ONLINE AT: www.marrowcreekcounty.gov/jobs
Human Resources | 400 N. Ames Street, Suite 210`,
  },
  {
    id: 'tenancy-officer-seek-community-housing',
    field: 'social housing',
    half: 'unseen',
    title: 'Tenancy Officer',
    company: 'Homeground Community Housing Ltd',
    skills: [
      'Tenancy Management',
      'Residential Tenancies Act',
      'Rent Arrears Management',
      'Property Inspections',
      'Case Notes',
      'Driver Licence',
      'Working with Children Check',
      'National Police Check',
      'Trauma-Informed Practice',
      'Conflict Resolution',
      'Empathy',
      'Communication',
    ],
    text: `Tenancy Officer
Homeground Community Housing Ltd
View all jobs
Wagga Wagga NSW (Hybrid)
Community Services & Development (Housing & Homelessness)
Full time
$78,000 – $84,000 + super + salary packaging
Posted 3d ago

Quick apply    Save

About us
Homeground is a registered Tier 2 community housing provider managing over 1,100 social and affordable homes across the Riverina and Murray regions.

About the role
As a Tenancy Officer you will manage a portfolio of around 160 tenancies, supporting tenants to sustain their homes while meeting our obligations as a landlord.

- Sign up new tenants and explain rights and responsibilities under the Residential Tenancies Act 2010 (NSW)
- Manage rent and water arrears, set up repayment plans and prepare matters for the NCAT Tribunal when needed
- Carry out routine property inspections and raise maintenance requests
- Respond to neighbour disputes and anti-social behaviour complaints
- Refer tenants to support services (mental health, family violence, financial counselling)
- Keep accurate case notes in our housing management system

About you
- Experience in social housing, real estate property management or community services
- Working knowledge of the Residential Tenancies Act
- Current NSW driver licence (you'll use a pool car for inspections)
- Working with Children Check and National Police Check (or willing to obtain)
- Training in trauma-informed practice is highly regarded
- Calm under pressure and able to resolve conflict respectfully
- Empathetic, with clear written and spoken communication

Benefits: salary packaging up to $15,900, 17.5% leave loading, 2 wellbeing days, hybrid working.

Aboriginal and Torres Strait Islander people are strongly encouraged to apply.

Report this job advert`,
  },
  {
    id: 'sushi-chef-whatsapp-dubai-second-language',
    field: 'hospitality',
    half: 'tune',
    title: 'Sushi Chef',
    company: 'Kumo Sushi & Robata LLC',
    skills: [
      'Sushi Preparation',
      'Sashimi',
      'Maki Rolls',
      'Sushi Rice Preparation',
      'Fish Filleting',
      'Knife Skills',
      'Japanese Cuisine',
      'HACCP',
      'Food Hygiene Certificate',
      'Robata Grill',
      'Cleanliness',
      'Working Under Pressure',
      'Teamwork',
    ],
    text: `*URGENT REQUIREMENT* 🍣🍣
*SUSHI CHEF* for Japanese restaurant – Dubai JLT

Company: Kumo Sushi & Robata LLC
Salary: 4500 - 6000 AED + accommodation + transport + food on duty
Visa: company will provide, 2 years contract, ticket every year

Requirement:
✔ minimum 3 years experience as sushi chef in Japanese restaurant (GCC experience prefer)
✔ must know nigiri, sashimi, maki, uramaki, temaki – all sushi roll types
✔ preparation of sushi rice (cooking, seasoning) and cutting fish – salmon, tuna, hamachi filleting
✔ very good knife skill and fast working in rush hour (we are doing 250 covers on weekend)
✔ know HACCP and hygiene rules, must have food hygiene certificate or will do in Dubai Municipality
✔ robata grill experience is plus point
✔ clean and tidy, team player
✔ basic English for speak with guests at counter

Duty time 10 hours, 1 day off

Candidate in UAE with cancelled visa or visit visa can join immediately 🙏

Send CV with photo and some pictures of your sushi work on WhatsApp only +971 55 555 0461 (no calls please)

*Please forward to your friends* 🙏`,
  },
  {
    id: 'reservations-agent-icims-cancun-second-language',
    field: 'hotels and travel',
    half: 'unseen',
    title: 'Reservations Agent, Group Sales',
    company: 'Grupo Hotelero Arenal Caribe, S.A. de C.V.',
    skills: [
      'Hotel Reservations',
      'Group Bookings',
      'Central Reservation System',
      'Upselling',
      'English',
      'Spanish',
      'Customer Service',
      'Sales Targets',
      'Opera PMS',
      'Portuguese',
      'French',
      'Communication',
      'Teamwork',
    ],
    text: `Careers Home | Search Jobs | Job Cart
Reservations Agent – Group Sales
Job ID: 2026-4471
# of Openings: 3
Category: Reservations / Call Center
Location: MX-ROO-Cancún
Position Type: Regular Full-Time

Overview
Grupo Hotelero Arenal Caribe, S.A. de C.V. is operating 7 all-inclusive resorts in Riviera Maya and Los Cabos with more than 3,200 rooms. Our reservations center in Cancún attend guests, travel agencies and wedding planners from USA, Canada and Latin America.

Responsibilities
- Attend calls, emails and chats of groups (weddings, incentives, family reunions from 9 rooms or more) and make the quotation according to the rates and availability
- Create and modify the group blocks and rooming lists in Opera PMS and in the central reservation system
- Follow up of contracts, deposits and cut-off dates with the clients
- Offer upgrades, transfers, spa and romance packages to increase the revenue (upselling)
- Coordinate with the Sales and Front Desk departments before the arrival of the group
- Achieve the monthly sales goals of the department

Qualifications
- High school or bachelor in Tourism, Hotel Administration or similar
- 1 year minimum of experience in reservations, call center or travel agency
- English advanced (80% or more), spoken and written – we make an English test in the interview
- Spanish native or advanced
- Knowledge of Opera PMS (desirable) and Office
- Portuguese or French will be a plus
- Service attitude, good communication and teamwork

We offer
- Base salary + monthly commissions for sales
- Benefits of law and superior: vales de despensa, savings fund, major medical insurance
- Transportation from Cancún downtown, meals in the employee dining room
- Discounts in our resorts for you and your family

Shift: Monday to Saturday, rotating morning/afternoon shift.

Grupo Hotelero Arenal Caribe is equal opportunity employer and does not discriminate for any reason.

Apply for this job online   Email this job to a friend   Share on your newsfeed`,
  },
  {
    id: 'fine-art-handler-markdown-table-brooklyn',
    field: 'art logistics',
    half: 'tune',
    title: 'Fine Art Handler',
    company: 'Gowanus Crate & Install LLC',
    skills: [
      'Art Handling',
      'Crating',
      'Art Installation',
      'Condition Reporting',
      'Carpentry',
      'Power Tools',
      "Driver's License",
      'Box Truck Driving',
      'Manual Handling',
      'Forklift',
      'OSHA 10',
      'Rigging',
      'Attention to Detail',
      'Teamwork',
    ],
    text: `# Fine Art Handler

| | |
|---|---|
| **Company** | Gowanus Crate & Install LLC |
| **Location** | Brooklyn, NY (Red Hook warehouse) |
| **Type** | Full-time, non-exempt |
| **Pay** | $26–$32/hr + overtime |
| **Reports to** | Crew Chief |

## About us

We're a 30-person fine art logistics company serving galleries, artists, collectors and a few museums in NYC and the tri-state area. We pack, crate, ship, store and install everything from works on paper to 2-ton sculpture.

## What you'll do

- Soft-pack, wrap and crate paintings, sculpture and works on paper for local delivery and international shipping
- Build custom crates and travel frames in our wood shop
- Install and de-install exhibitions in galleries and private residences: hanging with cleats, D-rings and security hardware, leveling, lighting support
- Write condition reports and photograph works at pickup and delivery
- Drive our 26' box truck and sprinter vans around the five boroughs
- Move works with pallet jacks, A-frames, gantries and the warehouse forklift

## What you bring

- 2+ years of art handling at a gallery, museum or fine art shipper
- Carpentry experience and confidence with shop tools (table saw, chop saw, drills)
- Clean NY driver's license; comfortable driving a box truck in Manhattan traffic
- Able to lift 75 lbs and work on ladders and scissor lifts
- Forklift certification, OSHA 10 and rigging experience are a plus
- Calm and careful hands, a sharp eye for detail, and you work well on a crew

## Benefits

Health, dental and vision; 401(k) with 3% match; paid time off; steel-toe boot allowance.

Gowanus Crate & Install LLC is an equal opportunity employer. We encourage artists and makers of all backgrounds to apply.`,
  },
  {
    id: 'port-agent-is-hiring-piraeus-second-language',
    field: 'shipping',
    half: 'unseen',
    title: 'Port Agent',
    company: 'Aegean Lines Shipping Agency S.A.',
    skills: [
      'Port Agency',
      'Vessel Husbandry',
      'Port Clearance',
      'Customs Documentation',
      'Disbursement Accounts',
      'Crew Changes',
      'Statement of Facts',
      'English',
      'Greek',
      'Driving Licence',
      'MS Office',
      'Flexibility',
      'Calm Under Pressure',
      'Communication',
    ],
    text: `Aegean Lines Shipping Agency S.A. is hiring a Port Agent for our Piraeus office! ⚓

Aegean Lines is shipping agency since 1987 with offices in Piraeus, Thessaloniki, Volos and Patras. We are attending more than 1,400 port calls per year – tankers, bulk carriers, container ships and cruise – for owners, charterers and P&I clubs.

Main responsibilities:
• Attending vessels during their call at Piraeus, Perama, Eleusis and anchorage (boarding is required)
• Arrange pilot, tugs, berth and all port clearance with the Port Authority, Coast Guard, customs and immigration
• Husbandry services: crew changes, spare parts delivery, medical attendance, cash to master
• Prepare proforma and final disbursement accounts (PDA/FDA) and the statement of facts
• Keep the principals informed with daily reports by email
• Handle customs documents for ship spares and stores in transit

Requirements:
• 2+ years experience in shipping agency or port operations (junior candidates with maritime studies can also apply)
• Very good knowledge of English, Greek is necessary
• Driving licence and own car (we pay the kilometers)
• Good using of MS Office
• Availability to work shifts, weekends and be on call – ships are not waiting office hours 😊
• Calm under pressure and good communication with masters, authorities and principals

We offer:
• Competitive salary + overtime + mobile phone
• Private health insurance
• Training in all our offices and real career in shipping

Send your CV in English to hr@aegeanlines.gr with subject "Port Agent Piraeus". All applications will be treated confidentially.

#shipping #piraeus #hiring #portagent`,
  },
  {
    id: 'crewing-officer-facebook-capitals-manila',
    field: 'maritime',
    half: 'tune',
    title: 'Crewing Officer',
    company: 'Seabright Crew Management Inc.',
    skills: [
      'Crew Management',
      'Crew Deployment',
      'STCW',
      'MARINA Requirements',
      'PEME',
      'Seafarer Documentation',
      'DMW Regulations',
      'MS Excel',
      'Crew Management Software',
      'English',
      'Filipino',
      'Working Under Pressure',
      'Communication',
    ],
    text: `Seabright Crew Management Inc.
3d · 🌏

📢 WE ARE HIRING! 📢

CREWING OFFICER
(Bulk / Tanker Fleet)

Seabright Crew Management Inc. is a DMW-licensed manning agency deploying Filipino seafarers to European and Japanese principals. We are expanding our tanker fleet and need an experienced Crewing Officer to join our team in Ermita, Manila.

Duties:
🔹 Handle crew line-up and deployment for assigned vessels
🔹 Process seafarers' documents – contracts, OEC, visa, SIRB, passport and seaman's book
🔹 Monitor validity of STCW certificates and MARINA requirements
🔹 Schedule PEME and follow up fit-to-work results with clinics
🔹 Coordinate with principals on crew changes and relievers
🔹 Update crew database and monthly reports

Qualifications:
✅ Graduate of BS Marine Transportation, BS Marine Engineering, or any business course
✅ At least 2 years experience as Crewing Staff/Officer in a POEA/DMW-licensed manning agency
✅ Knowledge in STCW, MARINA requirements and PEME processing
✅ Computer literate (MS Excel, crew management software)
✅ Can work under pressure and with a sense of urgency
✅ Good communication skills in English and Filipino
✅ Willing to work onsite, Monday to Saturday half day

Competitive salary + HMO + 13th month + performance bonus 💙

📩 Send your resume to careers@seabrightcrew.ph
📍 3/F Marina Square Bldg., Ermita, Manila

#WeAreHiring #CrewingOfficer #ManningAgency #ManilaJobs

👍❤️ 214   43 comments   88 shares`,
  },
  {
    id: 'family-dispute-resolution-practitioner-sentence-prose',
    field: 'legal',
    half: 'unseen',
    title: 'Family Dispute Resolution Practitioner',
    company: 'Bridgewater Family Relationship Services Inc.',
    skills: [
      'Family Dispute Resolution',
      'FDRP Accreditation',
      'Mediation',
      'Family Violence Risk Screening',
      'Family Law Act',
      'Parenting Plans',
      'Case Notes',
      'Working with Children Check',
      'National Police Check',
      'Child-Inclusive Practice',
      'Impartiality',
      'Empathy',
      'Written Communication',
    ],
    text: `Bridgewater Family Relationship Services Inc. is a not-for-profit that has helped separating families in Tasmania's north and north-west for over forty years. Our Launceston and Burnie centres offer counselling, children's contact services, parenting courses and family dispute resolution, and most of our funding comes from the Commonwealth Family Relationships program. We believe that children do better when their parents can make decisions together, even when they can no longer live together, and that most families can reach their own agreements with the right support and without going to court.

We now have an opening for an accredited family dispute resolution practitioner to join our Launceston team on a permanent part-time basis (0.8 FTE, with flexibility about which four days you work). You would be one of four practitioners, supported by a practice lead, an intake team and a children's consultant.

Most of your work would be running joint and shuttle mediation sessions with separated parents and, at times, grandparents, helping them to reach agreements about where children will live, how they will spend time with each parent, and how they will share decisions and costs. You would help families put those agreements in writing as parenting plans, and where an agreement cannot be reached, or where it would not be appropriate to continue, you would issue section 60I certificates in line with the Family Law Act. Before any session goes ahead you would carry out careful family violence and safety screening and risk assessment, because the safety of everyone in the process, and especially of children, matters more to us than reaching an agreement. Where we use our child-inclusive model, you would work with a child consultant who meets with the children separately and brings their experience into the room; experience of child-inclusive practice would be welcome but is not essential, as we will train you.

To be eligible you must be accredited as a Family Dispute Resolution Practitioner on the Attorney-General's Department register, or be able to gain accreditation before you start, which usually means holding the Graduate Diploma of Family Dispute Resolution or the equivalent competencies. You will also need a current Working with Vulnerable People registration (Tasmania's working with children check) and a satisfactory national police check.

We are looking for someone who can stay genuinely impartial when two people in the room see things very differently, who can sit with strong emotion without taking it home, and who can write clear, careful case notes and agreements. Warmth and empathy matter, but so does firmness when a conversation becomes unsafe.

In return we offer a salary under the SCHADS Award at Level 6 (around $98,000 to $103,000 pro rata, depending on experience), generous salary packaging as a not-for-profit, monthly external supervision, a professional development allowance and an extra week of leave over Christmas.

If this sounds like the work you want to be doing, please send a cover letter that tells us why, together with your résumé, to our People and Culture team by 15 December. We welcome applications from Aboriginal people, people from culturally diverse backgrounds, people with disability and people of all genders and sexualities.`,
  },
  {
    id: 'trademark-attorney-personio-munich',
    field: 'intellectual property',
    half: 'tune',
    title: 'Trademark Attorney',
    company: 'Brenner Aldag Rechtsanwälte PartG mbB',
    skills: [
      'Trademark Law',
      'Trademark Prosecution',
      'EUIPO',
      'DPMA',
      'Madrid System',
      'Opposition Proceedings',
      'Clearance Searches',
      'German Bar Admission',
      'German',
      'English',
      'Fachanwalt für gewerblichen Rechtsschutz',
      'Client Communication',
      'Commercial Awareness',
    ],
    text: `Trademark Attorney (m/w/d)
Brenner Aldag Rechtsanwälte PartG mbB
Munich · Full-time · Permanent employee · Intellectual Property
Apply for this position

Who we are
Brenner Aldag is an IP boutique with 14 lawyers and patent attorneys in Munich and Düsseldorf. We advise fashion, food, consumer electronics and software companies on building and defending their brands in Germany, the EU and worldwide. Many of our clients are international, so English is our second working language.

Your tasks
- Manage trademark portfolios from filing to renewal before the DPMA, EUIPO and via WIPO under the Madrid System
- Carry out clearance searches and give availability opinions on new brands
- Conduct opposition and cancellation proceedings before the offices and the Federal Patent Court
- Draft cease-and-desist letters, coexistence and licence agreements
- Coordinate our network of foreign associates for filings outside Europe
- Advise clients directly, explaining risks in clear business terms

Your profile
- Fully qualified lawyer admitted to the German bar (two state examinations), ideally with good grades
- At least 2 years of experience in trademark law, either in a law firm or in-house
- Business fluent German and English
- The title Fachanwalt für gewerblichen Rechtsschutz, or working towards it, is an advantage
- You enjoy client contact and think commercially about brands, not only legally

What we offer
- A collegial team with flat hierarchies and real responsibility from day one
- Salary in line with the market plus a yearly bonus
- 30 days of holiday, 2 days of remote work per week
- Support for your Fachanwalt course and conferences (INTA, ECTA)
- Job ticket and an office in Maxvorstadt

Your application
Please upload your CV, certificates and a short cover letter with your salary expectations and earliest start date. Your contact person is Dr. Johanna Seitz.

Data privacy: we process your data only for this application in accordance with the GDPR.`,
  },
  {
    id: 'enforcement-agent-reed-agency-unnamed',
    field: 'debt recovery',
    half: 'unseen',
    title: 'Enforcement Agent',
    company: 'Keystone Collections Recruitment Ltd',
    skills: [
      'Enforcement Agent Certificate',
      'Taking Control of Goods',
      'Debt Recovery',
      'Body-Worn Camera',
      'Full UK Driving Licence',
      'Own Vehicle',
      'Enhanced DBS',
      'Negotiation',
      'Council Tax Enforcement',
      'De-escalation',
      'Resilience',
      'Integrity',
    ],
    text: `reed.co.uk
Jobs > Enforcement Agent jobs > Nottingham

Enforcement Agent - Field Based

Posted 2 days ago by Keystone Collections Recruitment Ltd
£28,000 - £32,000 per annum, OTE £45,000
Nottingham, Nottinghamshire
Permanent, full-time
Apply now    Save

Keystone Collections Recruitment are recruiting on behalf of a well-established enforcement company that works for local authorities and the High Court. Due to a new council contract, our client is looking for certificated Enforcement Agents to cover Nottinghamshire and Derbyshire.

The role:
- Visiting customers at home and at business premises to recover council tax, business rates and parking debts
- Negotiating affordable payment arrangements wherever possible
- Taking control of goods in line with the Taking Control of Goods Regulations 2013 and the National Standards
- Recording every visit on body-worn camera and updating the case system on a handheld device
- Identifying vulnerable customers and referring them to the welfare team

Requirements:
- Valid Enforcement Agent Certificate issued by the County Court (or willing to obtain – our client will support the application)
- Previous enforcement, debt collection or similar field experience preferred; council tax enforcement experience is a big advantage
- Full UK driving licence and your own vehicle (fuel card provided)
- Able to pass an enhanced DBS check and credit check
- Confident, resilient and able to calm down difficult situations
- Honest, with a high level of integrity

Benefits:
- Basic salary plus uncapped commission
- Company mobile, handheld device and body-worn camera
- 25 days holiday plus bank holidays
- Full training and ongoing support

Keystone Collections Recruitment Ltd is acting as an employment agency for this permanent vacancy. Please note we can only reply to successful applicants.

Apply now`,
  },
  {
    id: 'fossil-preparator-pdf-hyphenated-alberta',
    field: 'palaeontology',
    half: 'tune',
    title: 'Vertebrate Fossil Preparator',
    company: 'Red Coulee Palaeontology Centre Society',
    skills: [
      'Fossil Preparation',
      'Air Scribes',
      'Consolidants and Adhesives',
      'Microscope Preparation',
      'Moulding and Casting',
      'Plaster Jacketing',
      'Field Collecting',
      'Collections Database',
      'Wilderness First Aid',
      "Class 5 Driver's Licence",
      '3D Scanning',
      'Manual Dexterity',
      'Patience',
      'Public Communication',
    ],
    text: `RED COULEE PALAEONTOLOGY CENTRE SOCIETY
Employment Opportunity – Competition No. RC-26-09

VERTEBRATE FOSSIL PREP-
ARATOR

Term: Full-time, permanent (37.5 hrs/week; field season May–Aug-
ust includes extended days in remote camps)
Salary: $52,000 – $61,500 per annum
Location: Red Coulee, Alberta
Closing: December 18, 2026

The Red Coulee Palaeontology Centre is a non-profit re-
search museum and visitor centre in the Alberta badlands,
holding more than 18,000 catalogued specimens of Late Cre-
taceous dinosaurs, crocodilians, turtles and fish. Our pre-
paration lab is visible to the public through a glass wall.

Duties
• Prepare vertebrate fossils from field jackets using air
  scribes, micro-jacks, pin vises and air abrasive units
• Stabilise and repair specimens with appropriate consol-
  idants and adhesives (e.g. Paraloid B-72, cyanoacrylates)
  and keep treatment records
• Carry out fine preparation of small and fragile material
  under the stereo microscope
• Make moulds and casts (silicone, resin, plaster) for re-
  search and exhibits
• Take part in summer fieldwork: prospecting, excavation,
  plaster jacketing and helicopter or truck extraction
• Enter specimen and treatment data in the collections
  database and label material to museum standards
• Explain the work to visitors and school groups at the lab
  window

Page 1 of 2          Red Coulee Palaeontology Centre Society – Competition RC-26-09

Qualifications
• Degree or diploma in geology, palaeontology, biology or
  museum studies, OR equivalent preparation experience
• Minimum two years of vertebrate fossil preparation
• Demonstrated skill with pneumatic tools and consolidants
• Valid Class 5 driver's licence; Wilderness First Aid (or
  willingness to obtain before field season)
• Ability to hike in rough terrain and lift 25 kg
• Experience with 3D scanning or photogrammetry is an asset

Personal attributes: exceptional patience and manual dexter-
ity; comfortable talking with the public about your work.

Apply with a cover letter, résumé and three references to
careers@redcoulee.ca, quoting Competition No. RC-26-09.
We thank all applicants; only those selected for interview
will be contacted.

Page 2 of 2          Red Coulee Palaeontology Centre Society – Competition RC-26-09`,
  },
  {
    id: 'stained-glass-conservator-workable-kilkenny',
    field: 'heritage conservation',
    half: 'unseen',
    title: 'Stained Glass Conservator',
    company: 'Lightwell Glass Studio Ltd',
    skills: [
      'Stained Glass Conservation',
      'Leaded Glass',
      'Glass Painting',
      'Kiln Firing',
      'Condition Surveys',
      'Conservation Documentation',
      'Working at Height',
      'Safe Pass',
      'Full Driving Licence',
      'ICON Accreditation',
      'Attention to Detail',
      'Teamwork',
    ],
    text: `Lightwell Glass Studio Ltd
Stained Glass Conservator
Kilkenny, County Kilkenny, Ireland
Full time · On-site
Overview    Application

Description
Our Studio
Lightwell Glass Studio Ltd was founded in Kilkenny in 1978 and has since cared for the windows of more than 300 churches, cathedrals, colleges and country houses in Ireland. We design new windows, but most of our work is the conservation and restoration of historic stained glass, from medieval fragments to the Harry Clarke era. We are a team of eleven: glass painters, conservators, a glazier, a fixing team and a small office.

We are now looking for a stained glass conservator to join the studio on a permanent full-time contract.

The work
You will take windows apart and put them back together. That means surveying windows on site and recording their condition, removing panels safely, and in the studio cleaning, consolidating and repairing glass, edge-bonding breaks, and re-leading panels where the lead came has failed. You will match and paint replacement pieces where they are needed and fire them in our kilns, and you will prepare condition reports and treatment records with photographs for our clients and the conservation architects. Part of the year is spent on site, working from scaffolding and mobile platforms to remove and reinstall windows with our fixing team.

Requirements
- A degree in architectural glass or conservation, or at least three years' studio experience in stained glass conservation
- Practical skills in leading, cutting and glass painting
- Knowledge of conservation ethics and documentation standards; ICON accreditation or progress towards it is welcome
- Comfortable working at height; Safe Pass (or willing to get it)
- Full clean driving licence for site visits around the country
- Patient hands and a very careful eye; you enjoy working as part of a small, close team

Benefits
A salary of €36,000–€44,000 depending on experience, a 39-hour week, a pension contribution, and support for continuing professional development, including conferences with the Institute of Conservator-Restorers in Ireland.

Please apply with a CV and a short portfolio of your work by 11 December.

Apply for this job
Powered by Workable`,
  },
  {
    id: 'media-buyer-lever-kuala-lumpur',
    field: 'advertising',
    half: 'tune',
    title: 'Media Buyer, Performance',
    company: 'Lumen & Lark Sdn. Bhd.',
    skills: [
      'Media Buying',
      'Meta Ads',
      'Google Ads',
      'Paid Social',
      'Campaign Optimisation',
      'A/B Testing',
      'Budget Pacing',
      'Google Analytics 4',
      'Google Sheets',
      'TikTok Ads',
      'Looker Studio',
      'Bahasa Malaysia',
      'Analytical Thinking',
      'Communication',
    ],
    text: `Media Buyer – Performance
Kuala Lumpur
Media – Paid Social /
Full-time /
Hybrid

Lumen & Lark Sdn. Bhd. is a digital-first agency in Bangsar South. We run performance campaigns for e-commerce, fintech and F&B brands across Malaysia, Singapore and Indonesia, managing about RM 4 million in monthly ad spend.

We're looking for a Media Buyer who loves numbers as much as creative, and who is happy owning accounts end to end.

What you'll do
- Plan, launch and optimise paid campaigns on Meta, TikTok and Google Ads against CPA and ROAS targets
- Set up campaign structures, audiences and tracking with the analytics team
- Run A/B tests on creatives, audiences and landing pages, and turn results into next steps
- Pace budgets daily so clients never overspend or underspend
- Build weekly performance reports and explain them to clients in plain language
- Work with our designers and video editors on creative briefs

What we're looking for
- 2+ years hands-on media buying in an agency or in-house performance team
- Proven results on Meta Ads and Google Ads; TikTok Ads experience strongly preferred
- Good working knowledge of GA4 and conversion tracking
- Confident in Google Sheets or Excel (pivot tables, lookups)
- Looker Studio dashboards are a plus
- Fluent English; Bahasa Malaysia is an advantage for local clients
- Analytical, curious and a clear communicator

What we offer
- RM 5,500 – RM 7,500 monthly + quarterly performance bonus
- Hybrid: 3 days in office
- Medical and dental coverage, EPF and SOCSO
- Meta and Google certification paid by us

Apply for this job`,
  },
  {
    id: 'radio-presenter-newspaper-classified-kumasi',
    field: 'broadcasting',
    half: 'unseen',
    title: 'Radio Presenter',
    company: 'Kente Waves Broadcasting Ltd',
    skills: [
      'Radio Presenting',
      'Live Broadcasting',
      'Twi',
      'English',
      'Studio Console Operation',
      'Playout Software',
      'Scriptwriting',
      'Interviewing',
      'Social Media',
      'Communication Studies Degree',
      'Creativity',
      'Time Management',
    ],
    text: `VACANCY

Kente Waves Broadcasting Ltd, operators of Kente Waves 101.3 FM, Kumasi, invites applications from suitably qualified persons for the position below:

RADIO PRESENTER (TWI/ENGLISH)

Job Summary
The successful applicant will host the weekday afternoon programme and a weekend entertainment show, keeping listeners engaged with music, talk, interviews and live phone-ins.

Key Responsibilities
- Present live and pre-recorded programmes in Twi and English
- Research topics, write scripts, links and promotional material
- Conduct interviews with guests in studio and on phone
- Operate the studio mixing console and playout software during shows
- Read commercials and sponsor mentions as scheduled
- Engage listeners on the station's social media pages during and after shows
- Comply with the station's editorial policy and the National Media Commission guidelines

Requirements
- HND or Degree in Communication Studies, Journalism, Theatre Arts or related field
- Minimum of three (3) years on-air experience with a commercial FM station
- Excellent command of spoken Twi and English
- Ability to operate a studio console and playout software (e.g. Myriad, Zara)
- Creative, with good time management and a pleasant voice
- Must be resident in Kumasi or willing to relocate

Applications with CV, a covering letter and a 5-minute demo (MP3) should be addressed to:

The Human Resource Manager
Kente Waves Broadcasting Ltd
P. O. Box KS 4412, Adum-Kumasi
or email: careers@kentewavesfm.com.gh

Closing date: 11th December, 2026
Only shortlisted applicants will be contacted.`,
  },
  {
    id: 'pmo-analyst-successfactors-krakow-second-language',
    field: 'operations',
    half: 'tune',
    title: 'PMO Analyst',
    company: 'Vistula Engineering Services Sp. z o.o.',
    skills: [
      'PMO',
      'Project Reporting',
      'MS Project',
      'Power BI',
      'Excel',
      'Jira',
      'Resource Planning',
      'Risk Management',
      'Budget Tracking',
      'English',
      'PRINCE2',
      'German',
      'Organisation',
      'Proactivity',
    ],
    text: `Requisition ID: 48213
Posting Title: PMO Analyst
Company: Vistula Engineering Services Sp. z o.o.
Location: Kraków, PL
Employment Type: Full Time, Permanent
Work Model: Hybrid (2 days in office)
Posting Date: 25.11.2026

About us:
Vistula Engineering Services is the engineering and shared services centre of an international group producing rail vehicles components. In Kraków we are more than 900 engineers and specialists who support projects for customers in whole Europe.

Your responsibilities:
• Support Project Managers in the planning and controlling of the engineering projects portfolio (around 35 projects)
• Prepare monthly project reports and KPI dashboards in Power BI for management
• Maintain project schedules in MS Project and follow the tasks in Jira
• Coordinate resource planning and capacity of the engineering teams
• Keep RAID logs (risks, assumptions, issues, dependencies) up to date and escalate when needed
• Track project budget, hours booking and invoicing milestones together with Controlling
• Organise steering committee meetings and write the minutes

Your profile:
• Bachelor or Master degree in management, engineering, economics or similar
• Min. 2 years experience in PMO, project coordination or project controlling
• Very good knowledge of Excel (pivot, formulas), experience with Power BI and MS Project
• Fluent English (C1) – daily communication with colleagues in Germany and France
• German language will be advantage
• PRINCE2, PMP or IPMA certificate is nice to have
• You are well organised, proactive and you like to put order in chaos

We offer:
• Employment contract and stable work in international company
• Annual bonus, private medical care (Luxmed), Multisport card
• Life insurance and Employee Capital Plans (PPK)
• Language courses and certifications paid by company

Please add to your CV the clause for the processing of personal data for recruitment purposes.

Apply now`,
  },
  {
    id: 'odoo-developer-linkedin-hiring-cairo-second-language',
    field: 'software',
    half: 'unseen',
    title: 'Odoo Developer',
    company: 'Nilebyte Solutions',
    skills: [
      'Odoo',
      'Python',
      'PostgreSQL',
      'XML',
      'QWeb',
      'JavaScript',
      'OWL',
      'Odoo Module Development',
      'ERP',
      'Git',
      'REST APIs',
      'Odoo Certification',
      'Problem Solving',
      'Teamwork',
    ],
    text: `Ahmed Fawzy • 2nd
CTO at Nilebyte Solutions | Odoo Partner | ERP for MENA
1d • 🌐

I'm hiring! 🚀

We in Nilebyte Solutions (Odoo Silver Partner, Cairo – New Cairo office) are growing and we need Odoo developer to join our implementation team. We are working on projects for factories, distributors and retail chains in Egypt, KSA and UAE.

What you will do:
👉 Develop and customize Odoo modules (v16/v17) – models, views, reports
👉 Write clean Python code and XML views, QWeb reports for invoices and delivery notes
👉 Frontend work in JavaScript with OWL framework
👉 Integrate Odoo with external systems using REST APIs (e-invoicing, payment gateways, e-commerce)
👉 Optimize PostgreSQL queries when the database become big
👉 Work with the functional consultants to understand the requirements of customer

What we need:
✔ 2+ years experience in Odoo development
✔ Strong Python and good knowledge of PostgreSQL
✔ Understanding of ERP business flows – Accounting, Inventory, Sales, Purchase, Manufacturing
✔ Using Git in team
✔ Odoo certification is big plus
✔ Problem solver and team player, can work under deadlines

Hybrid, competitive salary + medical insurance + annual increase.

If you are interested or know someone, send CV to careers@nilebyte.io or DM me directly 🙏 Please share for reach!

#Odoo #Python #hiring #Cairo #EgyptJobs #ERP

👍 126 • 31 comments • 19 reposts`,
  },
  {
    id: 'mushroom-grower-recruitee-second-language',
    field: 'agriculture',
    half: 'tune',
    title: 'Mushroom Grower',
    company: 'Champignonkwekerij De Peelhoeve B.V.',
    skills: [
      'Mushroom Cultivation',
      'Climate Control',
      'Watering and Casing',
      'Crop Planning',
      'Crop Hygiene',
      'Disease Control',
      'Harvest Planning',
      'Data Recording',
      'Dutch',
      'English',
      'Forklift Licence',
      'Polish',
      'Leadership',
      'Precision',
    ],
    text: `Champignonkwekerij De Peelhoeve B.V.
Mushroom Grower (m/v/x)
Horst, Limburg, Netherlands · Full-time · 38 hours per week
Apply for this job

About De Peelhoeve
We are family company growing white and chestnut mushrooms in 24 growing rooms, around 400 tons per week, for the supermarkets in the Netherlands, Germany and UK. In our farm work 140 people from 9 countries, so our working language on the floor is English, Dutch and Polish.

What will you do?
As Mushroom Grower you are responsible for the crop in your growing rooms from filling until emptying.
- You control the climate in the rooms (temperature, humidity, CO2, air) with the climate computer
- You plan the watering, the casing and the flush, so we get the right quality and kilos
- You check every day the crop for diseases and pests and you take action in time
- You follow the strict hygiene rules between rooms
- You plan together with the harvest manager how many pickers are needed and give instructions to the harvest team
- You register all data of the crop and analyse the results with the head grower

What we ask?
- MBO level 3/4 in agriculture or horticulture, or same level by experience
- Minimum 2 years experience as mushroom grower or assistant grower
- Knowledge of climate computers (for example Fancom, Priva)
- Dutch or English good, Polish is handy
- Forklift licence (heftruck) is advantage
- You work very precise and you can lead a team
- Willing to work in weekends in rotation (crop don't stop on Sunday 🍄)

What we offer?
- Salary according the CAO Open Teelten, between €2,900 and €3,600 gross per month
- Permanent contract after 1 year
- Training in the Mushroom Academy and growing courses
- Bike or car lease plan, good team and nice atmosphere

Questions? Call Ruud Verstappen, head grower, on +31 77 555 0146.

Powered by Recruitee`,
  },
  {
    id: 'biogas-plant-operator-stepstone-germany',
    field: 'renewable energy',
    half: 'unseen',
    title: 'Biogas Plant Operator',
    company: 'Grünfeld Bioenergie GmbH & Co. KG',
    skills: [
      'Biogas Plant Operation',
      'Anaerobic Digestion',
      'Substrate Feeding',
      'Process Control Systems',
      'CHP Maintenance',
      'Mechanical Maintenance',
      'FOS/TAC Analysis',
      'Explosion Protection',
      'Wheel Loader',
      'Driving Licence B',
      'German',
      'Driving Licence C',
      'Independent Working',
      'Reliability',
    ],
    text: `StepStone
Jobs > Energy > Biogas

Biogas Plant Operator (m/f/d)
Grünfeld Bioenergie GmbH & Co. KG
★★★★☆ 4.1 (12 reviews)
Oldenburg (Oldb)
Permanent contract · Full-time
Published: 2 days ago
Apply now    Save

About us
Grünfeld Bioenergie operates four biogas plants in the Oldenburg area with a total of 6.8 MW electrical output. From maize, grass silage, manure and food residues we produce electricity and heat for 2,300 households and a local industrial park; two of our sites feed biomethane into the gas grid.

Your tasks
- Responsible operation of our Hatten site: feeding the digesters with solid and liquid substrates according to the feeding plan
- Monitoring the anaerobic digestion process through the control system and taking samples for FOS/TAC and gas analysis
- Inspection and maintenance of pumps, agitators, separators and the CHP units (gas engines), including oil changes and spark plugs
- Documentation in the operating log and for the authorities
- Working with the wheel loader in the silage clamp
- Participation in the on-call standby (approx. one week per month)

Your profile
- Completed vocational training as an industrial mechanic, agricultural machinery mechatronic, electrician or farmer
- Experience in the operation of biogas or wastewater plants is desirable
- Knowledge of explosion protection and safety rules (or willingness to attend the operator training)
- Driving licence class B; class C/CE is an advantage
- Good German language skills
- Independent and reliable way of working, also at weekends

We offer
- Permanent employment with pay above the collective agreement, plus standby allowance
- 30 days of holiday, company pension scheme
- Modern work clothing, a company van for standby duty
- Training at the biogas association

Contact: Jens Wilkens, Head of Operations, +49 441 555 0183

Apply now`,
  },
  {
    id: 'moulder-naukri-sand-casting-second-language',
    field: 'manufacturing',
    half: 'tune',
    title: 'Moulder, Sand Casting',
    company: 'Sri Ganapathi Castings Pvt Ltd',
    skills: [
      'Sand Moulding',
      'Green Sand Moulding',
      'No-Bake Moulding',
      'Core Setting',
      'Pattern Handling',
      'Gating and Risering',
      'Casting Defects',
      'Grey Iron Casting',
      'Reading Drawings',
      'EOT Crane Operation',
      'Safety Awareness',
      'Teamwork',
      'Discipline',
    ],
    text: `Moulder - Sand Casting
Sri Ganapathi Castings Pvt Ltd
3.8 ★ | 21 Reviews
2 - 6 Yrs | ₹ 2.4-3.6 Lacs P.A. | Coimbatore
Posted: 4 days ago | Openings: 6 | Applicants: 100+
Apply    Save

Job description
We are leading grey iron and SG iron foundry in Coimbatore (Kurichi Industrial Estate) making castings for pump, valve and motor industries, capacity 900 MT per month. Urgently required experienced Moulders for our hand moulding and no-bake section.

Roles and Responsibilities
- Preparing green sand and no-bake (furan) moulds as per pattern and drawing
- Core setting, venting and closing of moulds correctly
- Handling of wooden and metal patterns carefully, report damage to pattern shop
- Making gating and riser system as per instruction of supervisor
- Identify casting defects (blow holes, sand inclusion, shrinkage) and inform to QC
- Operating EOT crane for mould handling (if have experience)
- Follow safety rules, wear PPE all time in foundry

Desired Candidate Profile
- ITI (Foundryman / Fitter) or 10th pass with good foundry experience
- 2 to 6 years experience in sand moulding in grey iron or SG iron foundry
- Can read basic drawing
- Ready to work in shifts
- Team work and discipline

Perks: ESI, PF, bonus, canteen, accommodation for outstation candidates, shift allowance.

Role: Moulder
Industry Type: Industrial Equipment / Machinery (Foundry)
Department: Production, Manufacturing & Engineering
Employment Type: Full Time, Permanent
Role Category: Operations, Maintenance & Support
Education: ITI in Any Specialization

Key Skills
Moulding, Sand Moulding, Foundry, Core Setting, Grey Iron, No Bake, Casting`,
  },
  {
    id: 'cheesemonger-indeed-the-bristol',
    field: 'retail',
    half: 'unseen',
    title: 'Cheesemonger',
    company: 'The Curd Cellar',
    skills: [
      'Cheese Knowledge',
      'Customer Service',
      'Food Hygiene Level 2',
      'Cheese Cutting and Wrapping',
      'EPOS',
      'Cash Handling',
      'Stock Rotation',
      'Retail Experience',
      'Wine Pairing',
      'Enthusiasm',
      'Teamwork',
      'Friendliness',
    ],
    text: `indeed
Find jobs   Company reviews   Salary guide

Cheesemonger
The Curd Cellar
4.7 out of 5 stars
Bristol BS1
£12.80 - £13.50 an hour - Full-time, Part-time
Apply now    ♡

Profile insights
Skills: Customer service, Retail sales, Food safety
Do you have experience in Customer service?  Yes  No

Job details
Pay: £12.80 - £13.50 an hour
Job type: Full-time, Part-time

Full job description
The Curd Cellar is an independent cheese shop and tasting counter in St Nicholas Market, stocking over 120 British and European farmhouse cheeses. We're looking for a cheesemonger to join our small, friendly team for the busy winter season and beyond.

You'll be:
- Serving customers on the counter, offering tastings and helping them choose
- Cutting, wrapping and weighing cheese to order without waste
- Looking after the cheeses: turning, rotating stock and checking dates
- Using our EPOS till and handling cash
- Helping prepare hampers and wholesale orders for local restaurants

You'll need:
- Retail or hospitality experience, ideally food retail
- A real interest in cheese (we'll teach you the rest – and send you on farm visits)
- Level 2 Food Hygiene certificate, or willing to complete it in your first week
- Weekend availability

Bonus points if you know your wine and can suggest a pairing.

We're after someone enthusiastic, friendly and a good team player who loves talking to people about food.

Benefits:
- Staff discount
- Free cheese (really)
- Company pension

Work location: In person

Report job`,
  },
  {
    id: 'care-coordinator-franchise-harrogate',
    field: 'social care',
    half: 'tune',
    title: 'Care Coordinator',
    company: 'Pennine Hearth Care Ltd',
    skills: [
      'Care Rostering',
      'Scheduling Software',
      'Domiciliary Care',
      'Care Planning',
      'CQC Standards',
      'On-Call',
      'Full UK Driving Licence',
      'Own Car',
      'Enhanced DBS',
      'Level 3 Health and Social Care',
      'Organisation',
      'Problem Solving',
      'Communication',
    ],
    text: `Kindly Hours Homecare – Harrogate & Ripon
Care Coordinator
Harrogate office · Full time, 37.5 hours · £26,500 – £28,500 + on-call pay

Kindly Hours Homecare Harrogate & Ripon is independently owned and operated by Pennine Hearth Care Ltd, a licensed franchisee of Kindly Hours Homecare. We support around 120 older people to stay living safely in their own homes, with visits from companionship and shopping through to personal and dementia care.

We're looking for a Care Coordinator to keep our rota running smoothly and make sure every client gets the right carer at the right time.

What you'll do
• Build and manage the weekly rota for 45 care professionals using our scheduling software
• Cover sickness and last-minute changes so that no visit is missed
• Match carers to clients, taking continuity and skills into account
• Carry out initial assessments and help write and review care plans with the Registered Manager
• Make sure we meet CQC standards in everything we record
• Join the out-of-hours on-call rota (about one week in five, paid)
• Occasionally cover care visits in an emergency

What you'll need
• Experience of coordinating or delivering domiciliary care
• Confident using rostering or scheduling software and Microsoft Office
• Full UK driving licence and your own car (mileage paid at 45p)
• An enhanced DBS check (we will apply for this)
• Level 3 Diploma in Health and Social Care would be an advantage
• Highly organised, calm under pressure and good at solving problems
• A warm, clear communicator with clients, families and carers

Why join us
Paid training and a funded Level 3 or Level 5 qualification, 28 days holiday, pension, and a team that genuinely cares.

Each Kindly Hours Homecare office is independently owned and operated. Please apply through this page or call the Harrogate office on 01423 555 0129.`,
  },
  {
    id: 'private-investigator-bamboohr-surveillance',
    field: 'investigations',
    half: 'unseen',
    title: 'Private Investigator, Surveillance',
    company: 'Ironclad Claims Investigations, Inc.',
    skills: [
      'Surveillance',
      'Covert Video',
      'Mobile Surveillance',
      'Report Writing',
      "Workers' Compensation Investigations",
      'Social Media Investigations',
      'OSINT',
      'BSIS Registration',
      "Driver's License",
      'Own Vehicle',
      'Discretion',
      'Patience',
      'Time Management',
    ],
    text: `Private Investigator – Surveillance
Field Operations · Sacramento, California

Apply for This Job

Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: $24.00 – $31.00 / hour + mileage

Ironclad Claims Investigations, Inc. is a licensed California PI agency (licence PI 29514) that conducts surveillance and claims investigations for insurance carriers, third-party administrators and self-insured employers. We are adding a field investigator to cover the greater Sacramento, Stockton and Yuba City areas.

What you'll do
• Conduct mobile and static surveillance on workers' compensation and liability claimants, often starting before sunrise
• Obtain clear, time-stamped covert video of activities that can be used in court
• Write detailed, objective reports the same or next day
• Run pre-surveillance social media and open-source (OSINT) checks
• Testify at depositions or hearings when called

What you need
• 1+ year of surveillance experience for a licensed agency, insurance carrier or law enforcement
• Registered with BSIS as a PI employee, or able to register before your first assignment
• Valid California driver's license, clean driving record and a reliable, low-profile personal vehicle with current insurance
• Own camera equipment is a plus; we provide covert cameras
• Strong writing skills and good judgment
• Discreet, patient (some days nothing happens for hours) and able to manage your own schedule across several cases

What we offer
Mileage reimbursement at the IRS rate, medical/dental, 401(k), paid training, and a steady caseload.

Ironclad Claims Investigations, Inc. is an equal opportunity employer. All applicants are subject to a background check.

Powered by BambooHR`,
  },
  {
    id: 'football-scout-join-lisbon',
    field: 'sport',
    half: 'tune',
    title: 'Regional Scout, Youth Academy',
    company: 'Atlético Ribeira Futebol SAD',
    skills: [
      'Talent Identification',
      'Player Scouting',
      'Match Analysis',
      'Scouting Reports',
      'Youth Football',
      'UEFA C Licence',
      'Portuguese',
      'English',
      'Driving Licence',
      'Wyscout',
      'Video Analysis',
      'Communication',
      'Discretion',
      'Flexibility',
    ],
    text: `Join Atlético Ribeira Futebol SAD as Regional Scout – Youth Academy

Location: Lisbon and Setúbal districts (home-based, with regular travel)
Contract: full-time, 12 months renewable
Reports to: Head of Academy Recruitment

Atlético Ribeira is a Liga Portugal club with one of the country's most productive academies: 11 players from our youth teams have debuted for the first team in the last five seasons. We want to keep finding the best young players in our region before anyone else does.

The role
As Regional Scout you will cover U11 to U17 football in the Lisbon and Setúbal districts, building a network of contacts with local clubs, coaches and schools.
- Attend around 4–6 matches and tournaments per week, mostly at weekends and on weekday evenings
- Identify talented players and write structured scouting reports in our platform within 48 hours
- Follow players over time and recommend who should be invited for trials
- Use Wyscout and video clips to complement live observation
- Build trust with parents and grassroots clubs and represent the club with professionalism
- Take part in monthly recruitment meetings with academy coaches

What we are looking for
- Previous experience in scouting or coaching youth football
- A strong eye for potential, not only for current performance, and the ability to describe it clearly in writing
- UEFA C coaching licence or a recognised scouting qualification
- Fluent Portuguese; good English for reports shared with the international department
- Driving licence and availability to travel and work weekends
- Knowledge of Wyscout or other video platforms is valued
- Discretion – you will often see players other clubs are also watching

We offer
A fixed salary plus travel allowance, club car for the role, access to academy training and internal scouting courses, and the chance to see your players grow into the first team.

Send your CV and an example scouting report to recrutamento@atleticoribeira.pt.`,
  },
  {
    id: 'tennis-coach-telegram-samui',
    field: 'sport and leisure',
    half: 'unseen',
    title: 'Tennis Coach',
    company: 'Baan Taling Resort & Spa Co., Ltd.',
    skills: [
      'Tennis Coaching',
      'Tennis Coaching Certification',
      'Private Lessons',
      'Group Lessons',
      'Junior Coaching',
      'Tournament Organisation',
      'First Aid',
      'CPR',
      'English',
      'Russian',
      'Thai',
      'Customer Service',
      'Friendliness',
      'Energy',
    ],
    text: `Samui Jobs & Gigs 🌴
📌 Vacancy: Tennis Coach

Baan Taling Resort & Spa Co., Ltd. (5★, Lipa Noi beach) is looking for a full-time tennis coach for our 2 hard courts + 1 padel court. Start January, 1-year contract.

What you'll do:
🎾 Private and semi-private lessons for adult guests (all levels)
🎾 Group clinics and a kids tennis club for hotel families (ages 5–14)
🎾 Organise weekly guest round-robin and a small tournament every month
🎾 Check equipment, racket stringing, ball machine, keep courts ready
🎾 Sell lesson packages with the guest relations team

Requirements:
✅ Coaching certification – PTR, RPT, ITF or national federation level 1+
✅ 2+ years coaching, resort or club experience is preferred
✅ Valid First Aid & CPR
✅ Fluent English; Russian or Thai is a big plus (many of our guests are Russian-speaking)
✅ Friendly, energetic, good with kids and with guests, service mind

Package:
💰 45,000 – 60,000 THB/month + lesson commission
🏠 Staff accommodation, meals on duty, work permit & visa arranged
🗓 6 days/week, 1 day off, 12 days annual leave

Send CV + photo + copy of certificates to 👉 @BaanTalingHR or hr@baantalingresort.com

#samuijobs #tenniscoach #resortjobs #thailand

👁 2.1K   🔁 forwarded from Baan Taling Careers`,
  },
  {
    id: 'rf-drive-test-engineer-bayt-riyadh',
    field: 'telecoms',
    half: 'tune',
    title: 'RF Drive Test Engineer',
    company: 'Falcon Telecom Services Co.',
    skills: [
      'Drive Testing',
      'RF Optimization',
      'TEMS',
      'Nemo',
      'LTE',
      '5G NR',
      'KPI Analysis',
      'Post-Processing',
      'MapInfo',
      'Site Audits',
      'Saudi Driving License',
      'Actix',
      'Teamwork',
      'Report Writing',
    ],
    text: `bayt.com
Jobs in Saudi Arabia › Telecommunications

RF Drive Test Engineer
Falcon Telecom Services Co.
Riyadh, Saudi Arabia · Posted 2 days ago · 67 applicants
Apply Now   Save

Job Details
Falcon Telecom Services Co. is a managed services and network rollout partner for mobile operators in the Kingdom, with more than 600 engineers in Riyadh, Jeddah and Dammam. We are hiring RF Drive Test Engineers for a 5G expansion and optimization project in the Central Region.

Responsibilities:
• Perform single-site verification (SSV) and cluster drive tests for 4G LTE and 5G NR sites
• Collect logs using TEMS Investigation and Nemo Outdoor tools
• Post-process and analyze drive test logs; identify coverage, interference, handover and throughput issues
• Prepare KPI reports and coverage plots in MapInfo and share with the optimization team
• Carry out site audits (antenna azimuth, tilt, height) and report discrepancies
• Coordinate with the NOC and field teams during testing

Requirements:
• Bachelor's degree in Telecommunication or Electrical Engineering
• 2–5 years of experience in drive testing and RF optimization
• Hands-on experience with TEMS and/or Nemo; Actix is a plus
• Good understanding of LTE and NR parameters and KPIs
• Valid Saudi driving license is mandatory
• Transferable Iqama (for expatriates)
• Team player with good report writing skills in English

Benefits: Competitive salary, housing and transportation allowance, medical insurance, annual ticket.

Job Details
Job Location: Riyadh, Saudi Arabia
Company Industry: Telecommunications
Company Type: Employer (Private Sector)
Job Role: Engineering
Employment Type: Full Time
Monthly Salary Range: Unspecified
Number of Vacancies: 8`,
  },
  {
    id: 'passenger-service-agent-workday-malta',
    field: 'aviation',
    half: 'unseen',
    title: 'Passenger Service Agent',
    company: 'Meridian Ground Handling Malta Ltd',
    skills: [
      'Check-In',
      'Boarding',
      'Departure Control Systems',
      'Travel Document Checks',
      'Timatic',
      'Passenger Handling',
      'Customer Service',
      'English',
      'Shift Work',
      'Airport ID Pass',
      'Italian',
      'Calm Under Pressure',
      'Teamwork',
    ],
    text: `Passenger Service Agent
Apply
locations
Luqa, Malta International Airport
time type
Full time
posted on
Posted 4 Days Ago
job requisition id
R-0013582

Are you calm when a flight is delayed and 180 passengers want answers? Do you enjoy helping people at the start of their holiday? We are looking for Passenger Service Agents to join our airport team for the 2027 summer season and beyond.

What you will do
- Check in passengers and baggage for our airline customers, at the counter and at self-service kiosks
- Verify passports, visas and travel documents using Timatic
- Work in the departure control system (Amadeus Altéa, SITA DCS training provided)
- Manage boarding at the gate, including priority and special assistance passengers
- Handle transfers, delays, rebookings and disruption, keeping passengers informed
- Support the lost and found baggage desk when needed

What you bring
- Secondary education (MQF level 3) or higher
- Previous customer-facing experience; airport or airline experience is an asset
- Fluent English; Italian or another European language is a plus
- Able to work rotating shifts including early mornings, nights, weekends and public holidays
- Able to obtain an airport ID pass (background checks apply)
- Calm under pressure, friendly and a real team player

What we offer
Full IATA-standard training, a shift allowance, transport for early and late shifts, a uniform, health insurance and staff travel benefits.

About us
Meridian Ground Handling Malta Ltd provides passenger, ramp and cargo handling for more than 25 airlines at Malta International Airport. We are part of the Meridian Aviation Services group, operating at 14 airports in Europe.

Meridian Ground Handling Malta Ltd is an equal opportunities employer. All applications will be treated in strict confidence.`,
  },
  {
    id: 'taxidermist-newspaper-classified-limpopo',
    field: 'wildlife crafts',
    half: 'tune',
    title: 'Taxidermist',
    company: 'Bushveld Trophy Studio (Pty) Ltd',
    skills: [
      'Taxidermy',
      'Skinning',
      'Fleshing',
      'Tanning',
      'Shoulder Mounts',
      'Full Body Mounts',
      'Bird Mounting',
      'Form Alteration',
      'Own Transport',
      'Airbrushing',
      'CITES Permits',
      'Patience',
      'Neatness',
    ],
    text: `SITUATIONS VACANT – GENERAL

TAXIDERMIST
Established trophy studio on the outskirts of Polokwane requires an experienced taxidermist. We mount plains game, big game and birds for local and overseas hunting clients (USA, Europe).

Duties: skinning and caping in the field and in studio, fleshing, salting and tanning of hides, form alteration and sculpting, eye and ear work, shoulder mounts, full body mounts, bird mounts, airbrush finishing.

Requirements:
* Min. 3 years mounting experience – portfolio of own work essential
* Skinning, fleshing, tanning and form alteration
* Airbrush painting (advantage)
* Knowledge of CITES / TOPS export permit paperwork (advantage)
* Own transport – studio is 12 km out of town
* Neat, patient worker with pride in detail

Salary neg. dep. on exp. Accommodation on farm available for the right person.

Send CV and photos of own work to jobs@bushveldtrophy.co.za or WhatsApp 082 555 0172.
Bushveld Trophy Studio (Pty) Ltd. Ref TX/11. Closing 15/12/2026. If you have not heard from us within 2 weeks please consider your application unsuccessful.

* * *
Advertise in Situations Vacant: classifieds@limpopoherald.co.za`,
  },
  {
    id: 'milliner-pipe-header-melbourne',
    field: 'fashion',
    half: 'unseen',
    title: 'Milliner, Bridal & Racewear',
    company: 'Wren & Tulle Millinery Pty Ltd',
    skills: [
      'Millinery',
      'Hat Blocking',
      'Sinamay',
      'Felt',
      'Straw Braid',
      'Hand Sewing',
      'Wiring and Trimming',
      'Bridal Headpieces',
      'Pattern Making',
      'Industrial Sewing Machine',
      'Customer Consultations',
      'Attention to Detail',
      'Creativity',
      'Time Management',
    ],
    text: `Wren & Tulle Millinery Pty Ltd | Milliner – Bridal & Racewear | Melbourne VIC

Full time (part time considered) · Fitzroy workroom · $62,000 – $70,000 + super

We are a Fitzroy atelier making hand-blocked hats, fascinators and bridal headpieces, sold through our own showroom, two department stores and a growing online store. Spring Racing Carnival is our busiest time of year and we need another skilled milliner in the workroom.

The role
- Block hats from sinamay, felt, straw braid and buntal on wooden blocks
- Wire, shape and hand sew brims and crowns to a couture finish
- Trim with feathers, silk flowers, veiling and crystals
- Make bridal headpieces, veils and custom pieces to order
- Draft patterns and make samples for new collections with our designer
- Meet brides and racegoers for consultations and fittings in the showroom
- Keep the workroom running on time during Spring Racing, when we make up to 400 pieces

About you
- Certificate IV in Millinery or equivalent, plus at least 2 years in a millinery workroom
- Confident with hat blocking and steam, hand sewing and wiring
- Able to use an industrial sewing machine
- A portfolio showing finished hats and headpieces
- Very careful with detail, creative, and good at managing your time when orders stack up

Why work with us
Small, supportive team, staff discount, flexible hours outside the season, and paid attendance at the Melbourne Millinery Trade Fair.

To apply, send your CV and portfolio (PDF or a link) to studio@wrenandtulle.com.au.`,
  },
]
