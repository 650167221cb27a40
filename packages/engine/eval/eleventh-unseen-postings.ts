// An eleventh posting set: 40 postings in 40 occupations none of the other sets has, over 24 fields: trades,
// healthcare, finance, education, public sector, hospitality, logistics, legal, science, creative, operations,
// software, sales, agriculture, energy, social services, retail, manufacturing, media, real estate, transport,
// utilities, personal services and veterinary. The shapes are mixed as an ordinary week of job-board pastes would
// be, none weighted: about-us blocks first, plain title and company header lines, "Title at Company", "Company |
// Title | City", "X is hiring a …", "Join X as …", title lines followed by location, pay and employment type, board
// chrome (Seek, Indeed, LinkedIn and Reed pastes with "Apply now", "Save" and ratings), recruiting agencies (named
// client or not), government bulletins with class codes and grades, a school district, a hospital within a health
// system, a franchisee, long prose and terse bullet-only ads, "Requirements:" tables, with salary and benefits
// blocks and EEO boilerplate here and there. US, UK, Irish, Canadian, Australian, New Zealand, Indian, Singaporean
// and South African employers, all invented. Postings alternate in file order between the tune half and the unseen
// half.
// Written from scratch by an independent helper who had not read the engine's source, lexicons or data, nor the
// other sets' posting texts or labels, nor run any bench, test or engine function; each recruiter skill list,
// title and company was written from the ad alone and committed BEFORE the engine first read the texts.
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

export const eleventhUnseenPostings: UnseenPosting[] = [
  {
    id: 'boilermaker',
    half: 'tune',
    field: 'trades',
    title: 'Boilermaker',
    company: 'Kestrel Steel Fabrications Pty Ltd',
    skills: [
      /* required */ 'Boilermaker trade certificate',
      'MIG welding',
      'Flux-cored arc welding',
      'Blueprint reading',
      'Plate rolling',
      'Overhead crane operation',
      'Marking out',
      /* preferred */ 'AS/NZS 1554 welding certification',
      'Forklift licence',
      'Oxy-acetylene cutting',
      /* soft */ 'Attention to detail',
      'Teamwork',
      'Reliability',
    ],
    text: `Boilermaker
Kestrel Steel Fabrications Pty Ltd
Mackay QLD
Manufacturing, Transport & Logistics (Welders & Boilermakers)
$42 – $48 per hour + overtime + tool allowance
Full time
Posted 4d ago

Apply now    Save

Heavy fabrication workshop, big jobs, steady work — we're putting on two qualified boilermakers for our Paget shop.

Kestrel has been building chutes, hoppers, conveyor frames and wear liners for the Bowen Basin coal operators since 1994. Our order book is full into next year and we need tradespeople who can pick up a drawing, mark out, and see a job through to the paint shop without hand-holding.

What you'll be doing
• Reading and interpreting shop drawings and cutting lists
• Marking out, cutting and fitting plate up to 50mm — rolling, pressing and notching as required
• MIG and FCAW welding in all positions to AS/NZS 1554.1 SP category
• Gouging, grinding and repairing worn mining components
• Using overhead cranes (10t) and slinging loads safely
• Keeping your bay clean and your paperwork (ITPs, weld maps) filled in

About you
• Trade certificate as a Boilermaker or Engineering Tradesperson – Fabrication (essential)
• Minimum 3 years post-trade in heavy fabrication
• Weld tickets to AS/NZS 1554 are well regarded — we will test you on the day either way
• Current forklift licence (LF) and dogging are a bonus
• Comfortable with oxy cutting and plasma
• You turn up on time, every time, and you check your own work before QA does

What we offer
• Above-award hourly rate plus overtime after 38 hrs
• Annual $1,500 tool allowance and quality PPE supplied
• RDO every second Friday
• Air-conditioned lunchroom, onsite parking
• Long-term work on repeat clients — no FIFO, home every night

Applicants must have full working rights in Australia. A pre-employment medical and drug & alcohol screen applies.

To apply, hit Apply now and attach your resume and a copy of your trade papers. Shortlisted applicants will be invited for a practical weld test at our Paget workshop.

Report this job ad`,
  },
  {
    id: 'perfusionist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Perfusionist II, Cardiovascular Surgery',
    company: "St. Brendan's Medical Center",
    skills: [
      /* required */ 'Cardiopulmonary bypass',
      'CCP certification',
      'Perfusion',
      'Intra-aortic balloon pump',
      'ECMO',
      'Autotransfusion',
      'BLS certification',
      /* preferred */ 'Ventricular assist devices',
      'Pediatric perfusion',
      'Epic',
      /* soft */ 'Composure under pressure',
      'Communication',
      'Teamwork',
    ],
    text: `Northpoint Health is a nonprofit system of eleven hospitals and more than 200 clinics across western Pennsylvania and eastern Ohio. Every day, 26,000 colleagues bring our mission — care that is close to home and second to none — to life.

St. Brendan's Medical Center, a 480-bed Level I trauma center and member of Northpoint Health, is home to the region's busiest adult cardiac surgery program, performing more than 1,100 open-heart cases a year, including heart transplant and durable LVAD implantation.

Perfusionist II - Cardiovascular Surgery (Req #24-11873)
Location: St. Brendan's Medical Center, Pittsburgh, PA
Schedule: Full time, days with rotating call
Pay range: $68.40 - $94.10 per hour, based on experience

What you will do
As a Perfusionist II you will independently conduct cardiopulmonary bypass for adult cardiac, thoracic and vascular procedures. You will set up, prime and run the heart-lung machine, manage myocardial protection and cardioplegia delivery, monitor anticoagulation with ACT testing, and keep accurate perfusion records. You will also support intra-aortic balloon pump therapy, initiate and troubleshoot ECMO (VA and VV) in the OR and ICUs, and operate cell salvage/autotransfusion equipment. Perfusionists on our team take call for emergencies, transplants and ECMO cannulations, and help precept students from our affiliated perfusion program.

What you will need
- Graduate of an accredited perfusion program (CAAHEP)
- Certified Clinical Perfusionist (CCP) through the ABCP — required at hire
- At least two years of independent clinical perfusion experience after certification
- Current BLS from the American Heart Association
- Ability to respond to call within 30 minutes of the hospital

Nice to have
- Experience with ventricular assist devices (HeartMate 3, Impella)
- Pediatric or congenital perfusion exposure
- Familiarity with Epic documentation and perfusion data systems

Who thrives here
People who stay calm and precise when the room gets loud, who speak up clearly with surgeons and anesthesia, and who see themselves as one part of a tight cardiac team.

Benefits
Medical, dental and vision from day one; 403(b) with up to 6% match; tuition assistance; paid time off that starts accruing immediately; call pay and a $15,000 sign-on bonus for eligible hires.

St. Brendan's Medical Center is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'trade-settlements-analyst',
    half: 'tune',
    field: 'finance',
    title: 'Trade Settlements Analyst, Equities',
    company: 'Harbourview Capital Markets Pte. Ltd.',
    skills: [
      /* required */ 'Trade settlement',
      'Trade reconciliation',
      'SWIFT messaging',
      'Corporate actions',
      'Microsoft Excel',
      'Equities',
      'Bachelor’s degree',
      /* preferred */ 'VBA',
      'Bloomberg',
      'Murex',
      /* soft */ 'Attention to detail',
      'Time management',
      'Communication',
    ],
    text: `Trade Settlements Analyst, Equities
Harbourview Capital Markets Pte. Ltd.
Singapore, Singapore · 2 weeks ago · 87 applicants
Hybrid   Full-time   Associate
201-500 employees · Financial Services

Easy Apply    Save

About the job
Harbourview is a Singapore-headquartered broker-dealer serving institutional clients across ASEAN, Hong Kong and Japan. Our Operations team in Marina Bay keeps every trade moving from execution to settlement — accurately, on time, every time.

We are looking for a Trade Settlements Analyst to join the Equities Operations desk. You will own the post-trade lifecycle for cash equities and ETFs across eight Asian markets, working closely with the front office, custodians and clearing houses.

Responsibilities
• Monitor and settle cash equity trades across SGX, HKEX, TSE, Bursa and SET; chase and resolve fails before cut-off
• Perform daily cash and stock reconciliations between internal books and custodian statements; investigate and clear breaks
• Create, repair and track MT540–MT548 settlement instructions via SWIFT
• Process corporate actions — dividends, rights issues, splits — and communicate entitlements to the desk
• Prepare month-end reports for Finance and respond to audit queries
• Identify manual steps and suggest automation to reduce operational risk

Requirements
• Degree in Finance, Banking, Economics or related discipline
• 2–4 years in securities operations, settlements or custody
• Working knowledge of the trade lifecycle and settlement conventions in Asian markets
• Strong Microsoft Excel — pivot tables, VLOOKUP/XLOOKUP, large data sets
• Comfortable with SWIFT message types and settlement matching platforms

Good to have
• Excel VBA or macros to automate recurring tasks
• Exposure to Bloomberg terminals or Murex
• Mandarin or Japanese language for liaising with regional counterparts

You will fit in if you are meticulous with numbers, manage your time when deadlines stack up at market close, and can explain a settlement problem clearly to a trader who wants an answer now.

We offer a competitive base salary, annual performance bonus, 18 days' annual leave, comprehensive medical and dental coverage, and two work-from-home days a week after probation.

Only shortlisted candidates will be notified. Harbourview Capital Markets Pte. Ltd. is an equal opportunity employer. EA Licence No. not applicable — direct hire.`,
  },
  {
    id: 'exams-officer',
    half: 'unseen',
    field: 'education',
    title: 'Exams Officer',
    company: 'Harrowgate Hall School',
    skills: [
      /* required */ 'Exam administration',
      'JCQ regulations',
      'Access arrangements',
      'Management information systems',
      'Microsoft Excel',
      'Data entry',
      'Enhanced DBS check',
      /* preferred */ 'SIMS',
      'Invigilator training',
      'Awarding body portals',
      /* soft */ 'Organisation',
      'Attention to detail',
      'Calm under pressure',
      'Discretion',
    ],
    text: `Harrowgate Hall School | Exams Officer | Leeds

Salary: £27,500 – £30,200 per annum (term time plus four weeks)
Hours: 37 hours per week, permanent
Closing date: 9am, Monday 12 January
Start: February half term or sooner

Harrowgate Hall is an independent co-educational day school for 1,050 pupils aged 3 to 18 on a 60-acre site in north Leeds. Our senior school enters around 2,400 GCSE and A level entries each summer, along with a growing number of BTEC and EPQ candidates, and our results are among the strongest in Yorkshire.

The role
We are looking for an organised and unflappable Exams Officer to run every part of the school's external examinations, from entries to results day and post-results services. You will be the school's expert on JCQ regulations and will make sure that our exams are fair, secure and compliant.

Key responsibilities
- Manage the exams calendar and all entries, amendments and withdrawals with AQA, Pearson Edexcel, OCR and WJEC through their secure portals
- Prepare seating plans, candidate cards and timetables; book rooms and equipment
- Recruit, train and deploy a team of around 30 invigilators
- Work with the SENCo to process access arrangements (extra time, readers, scribes, word processors) and submit applications via Access Arrangements Online
- Ensure secure storage of question papers and scripts, and conduct of the exam room in line with JCQ Instructions for Conducting Examinations
- Handle results days, reviews of marking and certificates
- Keep accurate records in the school MIS and produce results analysis in Excel for senior leaders

What we're looking for
- Previous experience as an Exams Officer or in a similar school or college administrative role
- Sound working knowledge of JCQ regulations, or the ability to learn them quickly
- Confident with a school management information system and strong Excel skills
- Accurate data entry and excellent record-keeping
- Experience of SIMS is desirable
- A calm, methodical approach under time pressure, and the discretion to handle confidential information

Benefits
Free lunch during term, generous pension scheme, on-site gym and free parking, and fee remission for children of staff.

Safeguarding
Harrowgate Hall is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment. The successful candidate will be subject to an enhanced DBS check, online checks and satisfactory references.

To apply, please complete the application form on our website. CVs alone will not be accepted.`,
  },
  {
    id: 'environmental-health-officer',
    half: 'tune',
    field: 'public sector',
    title: 'Environmental Health Officer',
    company: 'Kilbrannagh County Council',
    skills: [
      /* required */ 'Environmental health degree',
      'CORU registration',
      'Food safety inspection',
      'HACCP',
      'Enforcement',
      'Report writing',
      'Full driving licence',
      /* preferred */ 'Tobacco control legislation',
      'Housing standards inspection',
      'Microsoft Office',
      /* soft */ 'Communication',
      'Judgement',
      'Working independently',
    ],
    text: `COMHAIRLE CHONTAE CHILL BHRANNACH
KILBRANNAGH COUNTY COUNCIL

Competition Ref: HR/EHO/2026/04
Permanent Whole-Time Position
Closing Date: 4.00pm, Thursday 22nd January

Kilbrannagh County Council invites applications from suitably qualified persons for the position of

ENVIRONMENTAL HEALTH OFFICER

and for the formation of a panel from which future permanent and temporary vacancies may be filled.

The Council's Environmental Health Section delivers food control services under a service contract with the Food Safety Authority, together with tobacco control, housing standards in private rented dwellings, noise and nuisance complaints, and water quality monitoring for group and private schemes.

Duties
The Environmental Health Officer will, under the direction of the Principal Environmental Health Officer:
• Carry out programmed and reactive inspections of food businesses, including HACCP-based audits, sampling and investigation of food complaints and outbreaks
• Take enforcement action where required, including Improvement Notices, Closure Orders and preparation of prosecution files
• Inspect rented housing against the Housing (Standards for Rented Houses) Regulations
• Enforce tobacco and nicotine inhaling product legislation
• Respond to public health complaints, prepare clear written reports and keep records on the inspection database
• Provide advice and education to businesses and members of the public

Qualifications
Each candidate must, on the latest date for receipt of completed application forms:
(a) hold a degree in Environmental Health, or an equivalent qualification recognised by the Environmental Health Registration Board;
(b) be registered, or eligible for registration, with CORU on the Environmental Health Officers Register; and
(c) hold a full, clean driving licence for Category B and have access to a car for the performance of duties.

Desirable
Experience of statutory food inspection and enforcement; knowledge of the tobacco control and housing standards codes; competence in Microsoft Office.

Key competencies
Candidates will be assessed on communication skills, sound judgement in enforcement situations, and the ability to work on their own initiative across a large rural county.

Salary
€52,104 – €70,886 per annum (LSI 2) — new entrants will commence at the minimum of the scale.

Application forms and the Candidate Information Booklet are available from www.kilbrannaghcoco.ie/careers. Canvassing will disqualify. Kilbrannagh County Council is an equal opportunities employer.`,
  },
  {
    id: 'casino-dealer',
    half: 'unseen',
    field: 'hospitality',
    title: 'Table Games Dealer',
    company: 'The Harbourline Casino',
    skills: [
      /* required */ 'Blackjack dealing',
      'Roulette dealing',
      'Baccarat dealing',
      'Cash handling',
      'Mental arithmetic',
      'Responsible Service of Gambling',
      'Casino special employee licence',
      /* preferred */ 'Poker dealing',
      'Responsible Service of Alcohol',
      'Customer service',
      /* soft */ 'Customer focus',
      'Integrity',
      'Composure',
    ],
    text: `Join The Harbourline Casino as a Table Games Dealer and deal your way into one of the liveliest floors in Newcastle.

No experience? No problem. We run a paid, eight-week Dealer Training School in-house, starting 2 March. You'll learn blackjack, roulette and mini baccarat from scratch, then graduate straight onto our gaming floor.

Location: Honeysuckle, Newcastle NSW
Employment: Permanent full time and part time (rotating 24/7 roster)
Pay: $31.20 per hour during training, rising to $34.85 plus penalty rates on the floor

About The Harbourline
The Harbourline is Newcastle's waterfront casino resort: 60 gaming tables, a 180-room hotel, three restaurants and a rooftop bar. Our 900 team members are known for genuine, warm service and for keeping every game fair and every guest safe.

What you'll do
- Deal blackjack, American roulette and baccarat accurately and at pace, following table game rules and procedures
- Handle chips and cash, make change, and calculate payouts quickly in your head
- Greet guests, explain the games and create a fun, relaxed atmosphere at the table
- Watch for signs of gambling harm and act on them in line with our responsible gambling policies
- Work closely with Table Games Supervisors and Surveillance to protect game integrity

What we're after
- Excellent mental arithmetic and number skills — there's a maths assessment as part of selection
- Great with people, comfortable being 'on stage' for a full shift
- Able to work nights, weekends and public holidays
- Able to obtain a Casino Special Employee Licence from the NSW Independent Casino Commission (we'll help with the application — includes a national police check)
- Completion of RSG (Responsible Service of Gambling) before starting on the floor — we pay for it

Bonus points for
- Experience dealing poker or other table games
- A current RSA
- Any cash-handling or hospitality customer service background

The kind of person we hire is honest, keeps their cool when the table is busy and the stakes are high, and genuinely enjoys looking after guests.

Perks
Free meals in our team dining room, discounted hotel stays, free parking, uniforms supplied and laundered, and a career path into supervising, pit management and surveillance.

Applications close 13 February. The Harbourline is an equal opportunity employer and encourages Aboriginal and Torres Strait Islander people, people with disability and people of all backgrounds to apply.`,
  },
  {
    id: 'stevedore',
    half: 'tune',
    field: 'logistics',
    title: 'Stevedore',
    company: 'Bay Cargo Services Ltd',
    skills: [
      /* required */ 'Lashing and unlashing',
      'Container handling',
      'Straddle carrier operation',
      'Forklift operation',
      'Class 2 driver licence',
      'Port safety',
      'Drug and alcohol testing',
      /* preferred */ 'Reach stacker operation',
      'Crane signalling',
      /* soft */ 'Reliability',
      'Teamwork',
      'Physical fitness',
    ],
    text: `Stevedore
Mount Maunganui, Bay of Plenty
$32.40 – $38.90/hr + shift allowances
Permanent part time (guaranteed 24 hrs) with additional shifts

Bay Cargo Services Ltd — container and break-bulk stevedoring, Port of Tauranga.

The job
• Lashing/unlashing containers on vessel decks
• Log and break-bulk loading — timber, kiwifruit, dairy
• Driving straddle carriers and forklifts (training given for straddles)
• Working as part of a gang to tight vessel windows
• Following site safety rules at all times, incl. exclusion zones and PPE

Must have
• Forklift Operator Certificate (F endorsement a plus)
• NZ Class 2 licence or willing to get it within 6 months
• Able to pass pre-employment and random drug & alcohol tests
• Physically fit — climbing lashing platforms, working at heights, all weather
• Available for 24/7 roster incl. nights and weekends, call-in at short notice
• NZ citizen/resident or valid work visa

Nice to have
• Reach stacker experience
• Dogman / crane signalling ticket
• Previous port, wharf or warehouse experience

You
• Reliable — you turn up for your shift
• Work well in a crew
• Safety-first

Benefits
• Full training on all port equipment
• Shift allowances + overtime at time and a half
• Boots, hi-vis and wet weather gear supplied
• EAP and health insurance subsidy

Apply with CV. Interviews rolling.`,
  },
  {
    id: 'costs-draftsman',
    half: 'unseen',
    field: 'legal',
    title: 'Costs Draftsperson',
    company: 'Calder Legal Recruitment',
    skills: [
      /* required */ 'Bills of costs',
      'Civil Procedure Rules',
      'Costs budgeting',
      'Points of dispute',
      'Detailed assessment',
      'Microsoft Word',
      'Microsoft Excel',
      /* preferred */ 'Electronic bill of costs',
      'Costs lawyer qualification',
      'Clinical negligence',
      /* soft */ 'Attention to detail',
      'Time management',
      'Working independently',
    ],
    text: `Costs Draftsperson
£32,000 - £40,000 per annum
Manchester, Greater Manchester
Permanent, full-time
Posted 3 days ago by Calder Legal Recruitment
Featured

Apply now    Save

Our client, a well-regarded top-50 litigation firm with a growing costs department in Manchester city centre, is looking to add an experienced Costs Draftsperson to its team. The department acts for both paying and receiving parties across personal injury, clinical negligence and commercial litigation, and handles everything from fixed costs disputes to high-value multi-track bills.

The role
You will be responsible for your own caseload from instruction through to settlement or detailed assessment. Day to day that means:
• Drafting bills of costs, including electronic bills (Precedent S) and narrative bills
• Preparing and responding to points of dispute and replies
• Drafting costs budgets (Precedent H) and budget discussion reports
• Negotiating settlements with opponents and advising fee earners on recoverability
• Attending provisional and detailed assessment hearings where required
• Keeping files and time recording up to date on the firm's case management system

About you
• At least 2 years' experience as a costs draftsperson, either in a firm or an independent costs practice
• Solid working knowledge of CPR Parts 44 to 47 and the associated Practice Directions
• Experience preparing electronic bills in Precedent S format is highly desirable
• Costs Lawyer or ACL trainee status welcomed, and the firm will fund qualification for the right person
• Clinical negligence costs experience would be an advantage
• Confident with Word and Excel
• Careful, accurate work and the ability to manage your own deadlines without close supervision

What's on offer
• Salary up to £40,000 depending on experience
• Hybrid working — three days at home after probation
• 25 days' holiday plus bank holidays, rising with service
• Contributory pension, life assurance and private medical cover
• Funded CPD and Costs Lawyer qualification

Calder Legal Recruitment is acting as an employment agency in relation to this vacancy. We are committed to equality of opportunity and welcome applications from all sections of the community. If you have not heard from us within 5 working days, please assume your application has not been successful on this occasion.`,
  },
  {
    id: 'toxicologist',
    half: 'tune',
    field: 'science',
    title: 'Senior Toxicologist',
    company: 'Greystone Health Sciences, LLC',
    skills: [
      /* required */ 'Toxicology',
      'Human health risk assessment',
      'PhD',
      'Regulatory submissions',
      'Scientific writing',
      'Literature review',
      'Dose-response assessment',
      /* preferred */ 'DABT certification',
      'Benchmark dose modeling',
      'REACH',
      'Project management',
      /* soft */ 'Communication',
      'Client relationship management',
      'Mentoring',
    ],
    text: `Greystone Health Sciences is hiring a Senior Toxicologist to join our Human Health practice. The role can be based in our Arlington, VA or Raleigh, NC office, or remote anywhere in the continental United States with occasional travel.

Greystone is a scientific consulting firm of about 140 toxicologists, epidemiologists, exposure scientists and regulatory specialists. We help manufacturers, trade associations, law firms and government agencies understand whether chemicals, consumer products and pharmaceuticals are safe — and we explain the science in a way that holds up in front of regulators, juries and the public.

As a Senior Toxicologist, you will lead human health risk assessments for industrial chemicals, pesticides and consumer product ingredients. A typical project might involve reviewing and critically evaluating hundreds of published studies, deriving points of departure and toxicity reference values, running dose-response and benchmark dose analyses, and writing the assessment that a client submits to the EPA under TSCA, to a state agency, or to ECHA under REACH. You will also draft white papers, respond to agency comments, and occasionally support expert testimony prepared by our principals.

You will manage two to five projects at a time, including scope, budget and deliverable schedule, and you will supervise and mentor junior scientists and associates. Building and keeping long-term client relationships is a core part of the job, and we expect senior staff to contribute to proposals and new business.

Qualifications
- PhD in toxicology, pharmacology, environmental health or a closely related discipline
- At least six years of applied experience in toxicology and risk assessment after the doctorate, in consulting, industry or government
- Demonstrated experience preparing regulatory submissions or assessments for US or international agencies
- A record of peer-reviewed publications and clear, persuasive scientific writing
- Diplomate of the American Board of Toxicology (DABT) strongly preferred
- Experience with benchmark dose modeling software (BMDS) and systematic review methods preferred
- Familiarity with REACH, CLP or other non-US regimes a plus

We are looking for someone who can explain complicated science in plain language to a non-technical client, who enjoys developing younger colleagues, and who is comfortable managing competing deadlines.

Compensation and benefits
The anticipated base salary range for this position is $145,000 to $185,000, plus an annual bonus. Benefits include medical, dental and vision insurance, a 401(k) plan with a 5% company contribution, paid parental leave, and a professional development budget that covers DABT recertification and society meetings.

Greystone Health Sciences, LLC is an Equal Opportunity Employer. Qualified applicants will receive consideration without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability, veteran status, or any other characteristic protected by law.`,
  },
  {
    id: 'stage-manager',
    half: 'unseen',
    field: 'creative',
    title: 'Production Stage Manager',
    company: 'Bellwood Repertory Theatre',
    skills: [
      /* required */ 'Stage management',
      'Calling cues',
      'Prompt book',
      'Rehearsal reports',
      'Production scheduling',
      'Canadian Actors’ Equity Association',
      'QLab',
      /* preferred */ 'First aid certification',
      'Microsoft Office',
      'French',
      /* soft */ 'Organisation',
      'Communication',
      'Calm under pressure',
      'Diplomacy',
    ],
    text: `For sixty years Bellwood Repertory Theatre has been Halifax's home for new Canadian plays and bold productions of the classics. Each season we produce six mainstage shows in our 420-seat Waterfront Stage and a studio series of emerging work, and we tour one production to communities across Atlantic Canada.

We are currently seeking a

PRODUCTION STAGE MANAGER
2026–27 season · Full-time seasonal contract (40 weeks)
Halifax, Nova Scotia
Salary: $1,260–$1,410 weekly, in accordance with the CTA

Reporting to the Production Manager, the Production Stage Manager leads the stage management team for our mainstage season and is the central point of communication between the director, designers, performers and crew.

Responsibilities
• Run rehearsals: schedule calls, track blocking, and maintain the prompt book
• Write and distribute daily rehearsal and performance reports
• Build and manage production calendars with the Production Manager and department heads
• Call cues for technical rehearsals and performances, including complex lighting, sound (QLab) and automation sequences
• Supervise Assistant Stage Managers and apprentice stage managers
• Uphold the Canadian Theatre Agreement and act as the company's Equity liaison in the rehearsal hall
• Maintain the artistic integrity of the production throughout the run and on tour

Qualifications
• Minimum four professional productions as Stage Manager, at least two at a Canadian Theatre Agreement house
• Member in good standing of Canadian Actors' Equity Association (or eligible for membership)
• Confident calling shows from the prompt desk and running technical rehearsals
• Working knowledge of QLab and comfort reading lighting and sound cue sheets
• Standard First Aid certification — or willingness to obtain before first day of rehearsal
• Proficiency in Microsoft Office or Google Workspace
• Working French is an asset for our touring season

You are highly organized, you communicate clearly and kindly even at 11 p.m. in tech, you keep your head when things go wrong, and you know how to keep a room full of strong personalities working together.

How to apply
Please send a cover letter, résumé and two references to hiring@bellwoodrep.ca with "PSM 2026" in the subject line by February 6. We thank all applicants; only those selected for an interview will be contacted.

Bellwood Repertory Theatre is committed to diversity and equity in employment and welcomes applications from Indigenous people, Black people and people of colour, people with disabilities, and 2SLGBTQIA+ people. Accommodation is available on request at every stage of hiring.`,
  },
  {
    id: 'revenue-operations-analyst',
    half: 'tune',
    field: 'operations',
    title: 'Revenue Operations Analyst',
    company: 'Quillfeather, Inc.',
    skills: [
      /* required */ 'Salesforce',
      'HubSpot',
      'SQL',
      'Sales forecasting',
      'Dashboard reporting',
      'Microsoft Excel',
      'Data hygiene',
      /* preferred */ 'Looker',
      'Gong',
      'CPQ',
      'Python',
      /* soft */ 'Problem solving',
      'Stakeholder management',
      'Communication',
    ],
    text: `Revenue Operations Analyst at Quillfeather
Remote (US) · Full-time · $88K – $112K + equity

Quillfeather makes contract-writing software for in-house legal teams. More than 1,800 companies — from seed-stage startups to three of the Fortune 100 — use Quillfeather to draft, negotiate and sign contracts faster. We closed our Series C in the spring and are scaling our go-to-market team from 60 to 110 people this year.

The role
Our Revenue Operations team is the engine room behind Sales, Marketing and Customer Success. As a Revenue Operations Analyst you'll own the data and reporting that leadership uses to run the business: pipeline, bookings, forecast accuracy, conversion rates and retention. You'll also be a hands-on admin for the tools our sellers live in every day.

What you'll do
- Build and maintain dashboards and weekly forecast reports in Salesforce and Looker for the CRO and frontline managers
- Run the quarterly forecasting process and analyze pipeline health, win rates and sales cycle length
- Write SQL against our Snowflake warehouse to answer ad hoc questions from leadership
- Keep the CRM clean: deduplication, field governance, validation rules, account hierarchies
- Manage the HubSpot-to-Salesforce lead flow with Marketing Ops, including routing and lifecycle stages
- Support territory planning and quota setting each fiscal year
- Help roll out new tools (Gong, CPQ) and document processes so they stick

What you bring
- 2–4 years in revenue operations, sales operations, or business analytics at a B2B SaaS company
- Strong Salesforce reporting skills; admin experience is a big plus
- HubSpot experience
- Comfortable writing SQL (joins, window functions) and building models in Excel or Google Sheets
- Experience with a BI tool — Looker preferred, Tableau fine
- Bonus: Python for automation, Gong or CPQ admin experience

How you work
You love untangling a messy problem until you find the root cause. You're happy to push back on a VP when the data says something different, and you can turn a spreadsheet into a story people remember.

Benefits
Medical, dental and vision with 100% of premiums covered for employees; 401(k); $1,500 home office stipend; flexible PTO with a 15-day minimum; 16 weeks of paid parental leave.

Quillfeather, Inc. is proud to be an equal opportunity employer. We do not discriminate on the basis of race, religion, color, national origin, gender, sexual orientation, age, marital status, veteran status, or disability status. Salary ranges are based on US national benchmarks; final offers depend on experience and location.`,
  },
  {
    id: 'servicenow-developer',
    half: 'unseen',
    field: 'software',
    title: 'ServiceNow Developer, ITSM/ITOM',
    company: 'Vantara Digital Solutions Pvt. Ltd.',
    skills: [
      /* required */ 'ServiceNow',
      'ServiceNow Certified System Administrator',
      'JavaScript',
      'ITSM',
      'Glide API',
      'Business rules',
      'Flow Designer',
      'REST APIs',
      /* preferred */ 'ServiceNow Certified Application Developer',
      'ITOM',
      'Service Portal',
      /* soft */ 'Communication',
      'Problem solving',
      'Teamwork',
    ],
    text: `Vantara Digital Solutions Pvt. Ltd.
3.8 ★ 412 reviews
Hyderabad, Telangana
₹9,00,000 - ₹16,00,000 a year - Full-time

ServiceNow Developer - ITSM/ITOM (4-7 yrs)

Apply now   ♡

Job details
Pay: ₹9,00,000 - ₹16,00,000 a year
Job type: Full-time, Permanent
Shift and schedule: Day shift, Monday to Friday

Full job description
Vantara Digital is a ServiceNow Elite Partner with 650+ consultants across Hyderabad, Pune and Chennai, delivering implementations for banking, telecom and healthcare clients in the US, UK and the Middle East.

We are hiring ServiceNow Developers for our Hyderabad delivery centre.

Roles and Responsibilities:
1. Design, configure and develop solutions on the ServiceNow platform across ITSM modules — Incident, Problem, Change, Request and CMDB.
2. Write server-side and client-side scripts: Business Rules, Script Includes, Client Scripts, UI Policies and UI Actions using JavaScript and the Glide API.
3. Build workflows and automations in Flow Designer and IntegrationHub.
4. Develop integrations with third-party systems using REST and SOAP web services.
5. Work on ITOM — Discovery and Service Mapping — for select client engagements.
6. Customise the Service Portal and Employee Center using widgets (AngularJS, HTML, CSS).
7. Participate in sprint ceremonies and clone/upgrade activities; follow ServiceNow best practices and ATF testing.

Desired Candidate Profile:
- B.E./B.Tech/MCA with 4 to 7 years of IT experience, of which minimum 3 years hands-on ServiceNow development
- Strong JavaScript fundamentals
- Experience with at least one full ITSM implementation
- ServiceNow Certified System Administrator (CSA) mandatory; Certified Application Developer (CAD) or CIS-ITSM preferred
- ITOM and Service Portal exposure is an added advantage
- Good verbal and written communication for client-facing calls with onshore teams
- Analytical mindset, ability to troubleshoot independently and work well in a distributed team

Perks and benefits:
Health insurance for self and family, certification reimbursement, hybrid work (3 days office), performance bonus, cab facility for late meetings.

Notice period: Immediate to 30 days preferred.

Education: Bachelor's (Preferred)
Experience: ServiceNow: 3 years (Required)
Work Location: In person

Report job`,
  },
  {
    id: 'channel-partner-manager',
    half: 'tune',
    field: 'sales',
    title: 'Channel Partner Manager',
    company: 'Lumen Ledger (Pty) Ltd',
    skills: [
      /* required */ 'Channel sales',
      'Partner recruitment',
      'Partner enablement',
      'B2B SaaS sales',
      'Pipeline management',
      'CRM',
      'Sales forecasting',
      'Driver’s licence',
      /* preferred */ 'HubSpot',
      'Accounting software',
      'Afrikaans',
      /* soft */ 'Relationship building',
      'Negotiation',
      'Self-motivation',
    ],
    text: `Lumen Ledger is hiring a Channel Partner Manager in Johannesburg.

Lumen Ledger (Pty) Ltd · Sandton, Gauteng, South Africa · On-site/hybrid · Full-time · Mid-Senior level
R720 000 – R900 000 CTC + uncapped commission

Lumen Ledger is cloud accounting and payroll software built for African small businesses. Over 40,000 businesses in South Africa, Botswana, Namibia and Kenya run their books on Lumen, and most of them found us through their accountant. That is why our partner channel matters so much.

What you'll be doing
You'll own a portfolio of accounting and bookkeeping practices in Gauteng and Mpumalanga and grow the number of clients they bring onto Lumen. You will:
• Identify, recruit and sign new accounting practices into the Lumen Partner Programme
• Onboard and enable partners — run product training, webinars and CPD-accredited sessions at their offices
• Build joint business plans with your top 30 partners and review them quarterly
• Manage your pipeline and activity in our CRM (HubSpot) and forecast monthly client conversions accurately
• Work with Marketing on partner events and co-branded campaigns
• Feed partner insight back to the Product team

What we're looking for
• 4+ years in B2B software sales, with at least 2 years in a channel, partner or alliance role
• A proven track record of hitting targets through indirect sales
• Comfortable presenting to practice owners and running training for groups
• Strong pipeline discipline and CRM hygiene
• Valid SA driver's licence and own reliable vehicle — you will be on the road three days a week
• Knowledge of accounting or payroll software (Sage, Xero, Pastel or similar) will help you a lot
• HubSpot experience is a plus
• Afrikaans is a bonus for some of our partners in Mpumalanga

The person we want is a natural relationship builder who can negotiate a win-win, stays motivated without someone checking in every day, and loves seeing partners succeed.

What you get
• Competitive CTC plus uncapped monthly commission
• Car allowance and fuel card
• Medical aid and retirement annuity contributions
• Two days per week from home
• Annual learning budget and a real shot at leading the partner team as we expand into East Africa

Lumen Ledger is an equal opportunity employer committed to employment equity. Preference may be given to candidates from designated groups in line with our Employment Equity plan. Should you not hear from us within two weeks, please consider your application unsuccessful.

Easy Apply   Save`,
  },
  {
    id: 'hatchery-technician',
    half: 'unseen',
    field: 'agriculture',
    title: 'Hatchery Technician',
    company: 'Prairie Gold Hatcheries Ltd.',
    skills: [
      /* required */ 'Egg handling',
      'Incubator operation',
      'Chick grading',
      'Vaccine administration',
      'Biosecurity',
      'Sanitation',
      'Record keeping',
      /* preferred */ 'Chick sexing',
      'Forklift operation',
      'Pallet jack operation',
      /* soft */ 'Attention to detail',
      'Reliability',
      'Physical stamina',
    ],
    text: `Prairie Gold Hatcheries Ltd.
3.6 out of 5 stars
Steinbach, MB
$20.50–$24.00 an hour - Full-time, Permanent

Hatchery Technician

Apply now    Save

Profile insights
Licenses: Class 5 Driver's Licence (Preferred)
Shift and schedule: 8 hour shift, Day shift, Weekends as needed

Full job description
Prairie Gold Hatcheries is a family-owned broiler hatchery in southeastern Manitoba. We set more than 1.2 million eggs a week and supply day-old chicks to farms across Manitoba and northwestern Ontario. We are looking for dependable Hatchery Technicians to join our production team.

Duties:
- Receive, grade and tray hatching eggs from breeder farms; load setters and transfer eggs to hatchers on schedule
- Monitor incubator temperature, humidity and turning, and record readings; alert the hatchery manager to any alarms
- Pull hatches, separate chicks from shells and grade chicks for quality
- Administer in-ovo and spray vaccines using automated equipment and hand vaccination where required
- Count, box and load chicks for delivery
- Wash and disinfect trays, baskets, hatchers and rooms following our sanitation SOPs
- Follow strict biosecurity rules including shower-in/shower-out and dedicated clothing
- Keep accurate production records for traceability and CFIA audit

Requirements:
- Previous experience in a hatchery, poultry barn, livestock or food processing environment preferred; we will train the right candidate
- Able to stand for full shifts, lift up to 25 kg repeatedly and work in warm, humid conditions
- Able to work early mornings and rotating weekends (hatch days don't move)
- Good attention to detail — every tray and every record counts
- Reliable transportation to our rural location

Assets:
- Experience with chick sexing (feather sexing)
- Forklift or electric pallet jack experience
- Class 5 driver's licence

We offer:
- Starting wage $20.50/hr, increases after probation and annually
- Group health and dental after 3 months
- Company RRSP matching
- Work boots and coveralls provided
- Free chicks for your own backyard flock!

Prairie Gold Hatcheries is an equal opportunity employer. We thank all applicants for their interest; only those selected for an interview will be contacted. Applicants must be legally entitled to work in Canada.

Job Types: Full-time, Permanent
Work Location: In person`,
  },
  {
    id: 'mud-logger',
    half: 'tune',
    field: 'energy',
    title: 'Mud Logger',
    company: 'Coorabie Drilling Services',
    skills: [
      /* required */ 'Mud logging',
      'Cuttings sampling',
      'Lithology description',
      'Gas detection',
      'Geology degree',
      'H2S awareness',
      'Drilling safety induction',
      /* preferred */ 'Data engineering',
      'WITSML',
      'HUET',
      /* soft */ 'Attention to detail',
      'Resilience',
      'Teamwork',
    ],
    text: `FIFO — Cooper Basin, SA / QLD
2:2 or 3:3 roster, fly in from Adelaide or Brisbane
Day rate: $780 – $960 + LAFHA

Redgum Resourcing is partnering with Coorabie Drilling Services to find experienced Mud Loggers for a multi-well onshore gas campaign starting in March. Coorabie is an independent drilling contractor with seven land rigs working for operators across the Cooper and Eromanga basins.

Position: MUD LOGGER (Surface Logging)
Contract: 12 months initially, strong likelihood of extension

The role
Working as part of a two-person surface logging unit on site, you will:
• Collect, wash, dry and describe drill cuttings at set intervals; prepare sample bags for the operator and the state geological survey
• Describe lithology under the microscope, calcimetry and UV fluorescence for hydrocarbon shows
• Monitor total gas and chromatograph output, H2S sensors and pit volumes, and report any kicks, losses or gas peaks immediately to the driller and company man
• Maintain depth tracking and lag calculations
• Produce daily mudlog, reports and LAS/WITSML data feeds to the client
• Calibrate and maintain logging unit sensors

Requirements
• Degree in Geology, Geoscience or related field
• Minimum 1 year mud logging experience (onshore or offshore)
• Current H2S Awareness and a drilling industry safety induction (e.g. IADC RigPass or equivalent)
• Able to pass pre-employment medical and D&A testing
• Australian citizen or permanent resident

Desirable
• Data engineer / MWD data experience and WITSML familiarity
• Current HUET/BOSIET for future offshore work

You are accurate with your samples and your numbers, resilient enough for 12-hour night shifts in remote camp conditions, and easy to get on with in a small crew.

Package
• Top day rate plus living-away-from-home allowance
• Flights and camp accommodation provided
• Paid travel days

To apply, click APPLY and upload your CV. For a confidential discussion call Jas at Redgum Resourcing on 08 8123 4400, quoting ref RR-28817.

Redgum Resourcing is an equal opportunity employer.`,
  },
  {
    id: 'financial-counsellor',
    half: 'unseen',
    field: 'social services',
    title: 'Financial Counsellor',
    company: 'Riverlands Community Care Inc.',
    skills: [
      /* required */ 'Financial counselling',
      'Diploma of Financial Counselling',
      'Casework',
      'Debt negotiation',
      'Centrelink',
      'Case notes',
      'Working with Children Check',
      'Driver’s licence',
      /* preferred */ 'Financial Counselling Australia membership',
      'Trauma-informed practice',
      'Family violence awareness',
      /* soft */ 'Empathy',
      'Advocacy',
      'Cultural sensitivity',
    ],
    text: `Riverlands Community Care is a not-for-profit community organisation that has supported people in the Murray and Riverina regions for more than 40 years. We deliver emergency relief, family support, homelessness services and a free, independent financial counselling service from offices in Albury, Corowa and Deniliquin, with outreach to small towns and First Nations communities along the river.

We are seeking a Financial Counsellor to join our Financial Wellbeing team.

Financial Counsellor
Albury NSW (with regional outreach)
Full time, 38 hrs – two-year contract, funding-dependent extension
SCHADS Level 5, $94,000 – $99,500 + super + salary packaging

About the role
Financial counsellors help people who are in financial hardship get back on their feet. You will work one-on-one with clients facing debts they cannot pay, utility disconnections, rental arrears, gambling harm or the financial fallout of family violence. Most of your clients will arrive in crisis. You will listen, assess their whole situation, explain their options honestly and then advocate for them: negotiating hardship arrangements and debt waivers with banks, utilities, debt collectors and government agencies, helping with Centrelink claims and reviews, and lodging complaints with AFCA or the energy and water ombudsman where needed.

You will keep clear, accurate case notes in our client management system, manage a caseload that shifts from quick advice calls to complex, months-long matters, and travel to our outreach sites and Aboriginal community-controlled partner services each fortnight.

To be successful you will need
- Diploma of Financial Counselling (CHC51015 or CHC51122) — completed or in the final stages
- Experience in casework with people in financial or personal crisis
- Sound knowledge of consumer credit law, hardship provisions and Centrelink entitlements
- Current NSW Working with Children Check and a National Police Check (or willing to obtain)
- Current driver's licence and the ability to travel in the region

Desirable
- Full membership of Financial Counselling Australia or eligibility for it
- Training in trauma-informed practice and in responding to family and domestic violence
- Experience working with Aboriginal and Torres Strait Islander clients

Who you are
Warm, non-judgemental and patient, with a strong sense of fairness. You are persistent when advocating for a client with a creditor, and respectful of the culture and circumstances of every person who walks through the door.

Why work with us
Salary packaging up to $15,900 tax free, 17.5% leave loading, additional paid leave between Christmas and New Year, monthly external supervision, and a close, supportive team.

Aboriginal and Torres Strait Islander people are strongly encouraged to apply. Riverlands Community Care Inc. is a child safe organisation and an equal opportunity employer.

Apply via Seek with your resume and a cover letter addressing the essential criteria. Applications close Sunday 8 February at 11:59pm.`,
  },
  {
    id: 'produce-manager',
    half: 'tune',
    field: 'retail',
    title: 'Produce Manager',
    company: 'Pine Ridge Grocers, LLC',
    skills: [
      /* required */ 'Produce merchandising',
      'Inventory management',
      'Ordering',
      'Shrink control',
      'Food safety',
      'Staff supervision',
      'Scheduling',
      /* preferred */ 'ServSafe certification',
      'Pallet jack operation',
      'Vendor relations',
      /* soft */ 'Leadership',
      'Customer service',
      'Reliability',
    ],
    text: `Produce Manager
Pine Ridge Grocers — Hendersonville, NC
$21–$25/hour + quarterly bonus · Full-time

We're a locally owned grocery store that's been feeding Hendersonville since 1978. We do fresh better than anybody in town, and our produce department is where that starts. Our current Produce Manager is retiring after 22 years, and we're looking for the next one.

What you'll be responsible for
• Leading a produce team of 6–8 full- and part-time associates: hiring, training, scheduling and coaching
• Ordering from our distributor and local farms daily, based on sales, weather, ads and what's on hand
• Building eye-catching displays — stacking, rotating, culling and keeping the wet rack misted and full
• Keeping shrink low through smart ordering, culling, markdowns and accurate waste logs
• Receiving deliveries and checking quality, temperature and counts
• Following food safety rules for cut fruit and fresh-cut programs, including sanitation and temperature logs
• Building relationships with 20+ local growers and vendors, especially in summer
• Taking care of customers — answering questions, special orders, sampling

What we're looking for
• 2+ years' produce experience in a grocery store, with at least 1 year leading a team or as an assistant manager
• Solid understanding of ordering, inventory and margins
• Comfortable lifting 50 lbs, working in a cold environment, and standing for long periods
• Able to work early mornings and some weekends and holidays
• ServSafe Food Handler or Manager certificate a plus (we'll pay for it)
• Pallet jack experience a plus

You're the right person if you lead by example on the sales floor, never walk past a customer, and show up when you say you will.

Benefits
• Health, dental and vision insurance (company pays 75% of employee premium)
• 401(k) with 4% match
• Paid vacation and personal days
• 10% employee discount
• Quarterly department bonus based on sales and shrink

Pine Ridge Grocers, LLC is an equal opportunity employer and a drug-free workplace.

Apply in person at the customer service desk, 1410 Spartanburg Hwy, or online through Indeed.`,
  },
  {
    id: 'brewer',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Brewer',
    company: 'Ballyferry Brewing Co.',
    skills: [
      /* required */ 'Brewing',
      'Brewhouse operation',
      'Fermentation management',
      'Cellar operations',
      'CIP cleaning',
      'Quality control',
      'Brewing qualification',
      /* preferred */ 'Forklift licence',
      'Canning line operation',
      'Manual handling certificate',
      /* soft */ 'Attention to detail',
      'Teamwork',
      'Passion for beer',
    ],
    text: `Join Ballyferry Brewing Co. as a Brewer and help us make the beers that put Waterford on the craft map.

Ballyferry is an independent brewery on the banks of the Suir. We started with a 10-hectolitre kit in a cowshed in 2014 and now brew on a 30HL four-vessel brewhouse, with our core range on tap in more than 400 pubs across Ireland and in bottle-shops from Cork to Copenhagen. We're a tight-knit team of 22 and we're adding a full-time Brewer to our production crew.

Role: Brewer
Location: Ballyferry, Co. Waterford
Hours: Full-time, 39 hours, Monday–Friday with some Saturday brew days
Salary: €36,000 – €42,000 depending on experience

What you'll do
• Run brew days on our 30HL brewhouse: milling, mashing, lautering, boiling and knockout
• Manage fermentation — pitching yeast, dry-hopping, monitoring gravity, temperature and pH — and carry out cellar work including transfers, crash-cooling and filtration
• Carry out CIP and manual cleaning of vessels and lines to our hygiene standards
• Take samples and run QC checks (gravity, DO, pH, sensory panels), keeping clean brewing records in our production software
• Support packaging on our canning and kegging lines when needed
• Help develop seasonal and one-off beers with the Head Brewer

What you need
• At least 2 years' experience brewing in a commercial brewery
• A recognised brewing qualification — IBD General Certificate in Brewing, a brewing degree, or similar
• Solid understanding of fermentation, yeast health and brewing chemistry
• A sharp eye for hygiene and quality — you clean as thoroughly as you brew
• Happy with physical work: lifting 25kg malt bags, climbing vessels, wet floors

Nice to have
• Forklift licence
• Canning line experience
• Manual handling certificate

You
• Detail-driven and consistent
• A good team player who is happy to muck in wherever the day needs you
• Genuinely passionate about beer and always curious to learn

What we offer
Pension contribution, health insurance after 6 months, a monthly beer allowance, training support towards the IBD Diploma, and a brewery that will let you put your name to a recipe.

Send your CV and a short note on the beer you're proudest of to jobs@ballyferrybrewing.ie. Ballyferry Brewing Co. is an equal opportunities employer.`,
  },
  {
    id: 'fact-checker',
    half: 'tune',
    field: 'media',
    title: 'Fact-Checker',
    company: 'Meridian Quarterly',
    skills: [
      /* required */ 'Fact-checking',
      'Research',
      'Source verification',
      'Interviewing',
      'Editorial standards',
      'AP Style',
      'Bachelor’s degree',
      /* preferred */ 'Spanish',
      'Public records research',
      'Google Workspace',
      /* soft */ 'Attention to detail',
      'Skepticism',
      'Diplomacy',
      'Time management',
    ],
    text: `For more than thirty years, Meridian Quarterly has published long-form reporting, essays and criticism about the American West. We're a small, independent, reader-supported magazine based in Denver, with 60,000 print subscribers and a growing digital audience. Our investigations have won two National Magazine Awards, and we take getting it right seriously.

We're looking for a full-time Fact-Checker.

Reporting to the research chief, you'll check every feature, essay and investigation that appears in print and online before publication. That means going line by line through a manuscript, identifying every fact and claim, and verifying each one against primary sources: documents, data, transcripts, court filings and public records. You'll re-interview sources by phone, confirm quotes and characterizations, and flag anything that's unsupported, misleading or potentially defamatory to the editor and, when needed, to our legal counsel. You'll also check headlines, captions, maps and pull quotes, and apply our house style (based on AP) with the copy desk.

This is a job for someone who enjoys digging. On a given week you might track down a 1950s mining claim in a county records office, confirm the population of a Navajo Nation chapter house, and go back and forth with a writer about whether "dozens" is accurate.

What we need
- At least one year of fact-checking or research experience at a magazine, newspaper, book publisher or newsroom (internships count)
- A bachelor's degree or equivalent experience
- Strong research skills, including public records, databases and archives
- Confidence interviewing sources by phone, including ones who aren't happy to hear from you
- A working knowledge of AP Style

It's a plus if you
- Read and speak Spanish
- Have experience with FOIA requests or court records
- Are fluent in Google Docs and Sheets

The right person is meticulous, healthily skeptical, tactful with writers and sources, and able to manage several pieces on deadline at once without cutting corners.

Details
Full-time, hybrid (three days in our Denver office). Salary: $58,000–$64,000. Benefits include health and dental insurance, a retirement plan with employer match, and 20 days of paid time off.

To apply, send a résumé, a cover letter and a short fact-check of a provided passage (download from our careers page) to jobs@meridianquarterly.org by March 1. Meridian Quarterly is an equal opportunity employer and especially encourages applications from candidates from communities underrepresented in journalism.`,
  },
  {
    id: 'strata-manager',
    half: 'unseen',
    field: 'real estate',
    title: 'Strata Manager',
    company: 'Harbourside Strata Management Pty Ltd',
    skills: [
      /* required */ 'Strata management',
      'Strata Schemes Management Act',
      'Class 2 strata licence',
      'Meeting minutes',
      'Budgeting',
      'Levy management',
      'Contractor management',
      'Portfolio management',
      /* preferred */ 'StrataMax',
      'Building defects management',
      /* soft */ 'Communication',
      'Conflict resolution',
      'Time management',
      'Customer service',
    ],
    text: `Harbourside Strata Management Pty Ltd
Strata Manager
North Sydney NSW 2060
Real Estate & Property (Body Corporate & Facilities Management)
$95,000 – $115,000 + super + bonus
Full time

Apply    Save

Harbourside is a boutique, family-owned strata management firm looking after 240 residential and mixed-use schemes across the lower North Shore and Northern Beaches. We are growing steadily by referral, and we're looking for an experienced Strata Manager to take over a portfolio of around 65 buildings from a long-serving manager who is stepping into a senior role.

About the role
• Manage a portfolio of established residential schemes, from small walk-ups to a 180-lot high-rise
• Prepare for and chair AGMs and strata committee meetings (mostly in-house, with some evening meetings); draft agendas and minutes
• Prepare annual budgets for administrative and capital works funds, and manage levies and arrears
• Arrange and oversee repairs and maintenance, engage contractors and obtain quotes
• Coordinate insurance renewals and claims
• Manage by-law enforcement, disputes and NCAT matters where needed
• Liaise with building managers, engineers and lawyers on defects and major works

About you
• At least 2 years' experience as a Strata Manager in NSW
• Holder of a current NSW Class 2 Licence – Strata Managing Agent, or a Certificate of Registration with progression to licensing
• Thorough working knowledge of the Strata Schemes Management Act 2015 and Strata Schemes Development Act
• Highly organised, able to juggle competing priorities and meet deadlines
• StrataMax experience highly regarded
• Experience with building defects and the Design and Building Practitioners Act is a plus

You'll bring strong written and spoken communication, a calm way of handling conflict between owners, and a genuine customer-service mindset.

What we offer
• Portfolio capped at a manageable size, with a dedicated Strata Assistant
• Hybrid working once settled in
• Paid birthday leave and an extra week of leave at Christmas
• CPD paid for
• Modern office 2 minutes' walk from North Sydney station

Click Apply to submit your resume. All applications will be treated confidentially.

Harbourside Strata Management is an equal opportunity employer.`,
  },
  {
    id: 'cabin-crew',
    half: 'tune',
    field: 'transport',
    title: 'Cabin Crew',
    company: 'Straits Orient Airways',
    skills: [
      /* required */ 'In-flight service',
      'Passenger safety',
      'Emergency procedures',
      'First aid',
      'English',
      'Customer service',
      'Swimming ability',
      /* preferred */ 'Mandarin',
      'Bahasa Indonesia',
      'Food and beverage service',
      /* soft */ 'Grooming',
      'Teamwork',
      'Adaptability',
      'Composure',
    ],
    text: `Straits Orient Airways flies from Singapore Changi to 42 destinations across Southeast Asia, China, India and Australia, with a young fleet of Airbus A320neo and A350 aircraft. We were voted Asia's Best Regional Airline for service three years running, and that recognition belongs to our crew.

We are now recruiting:

CABIN CREW (FLIGHT STEWARDESS / FLIGHT STEWARD)
Based in Singapore · Full-time, contract of 3 years (renewable)
Walk-in interviews: 14 & 15 February, Orchard Hotel, 9.00am

As a member of our cabin crew, your first responsibility is the safety and security of our passengers. You will carry out pre-flight safety checks, conduct the safety demonstration, respond to emergencies and medical incidents on board, and follow strict procedures for evacuations, fire and turbulence. Just as important, you will deliver the warm, attentive hospitality our guests remember: serving meals and drinks, selling duty-free, helping families and elderly passengers, and handling the occasional difficult situation with grace.

All new crew attend an intensive 14-week Initial Training programme at our Changi training centre covering safety and emergency procedures, first aid and CPR, aviation security, grooming, food and beverage service, and our service culture. You must pass all assessments to be rostered for flights.

Requirements
• Singapore Citizen or Singapore Permanent Resident
• Minimum GCE 'O' Level (5 passes including English) or equivalent; diploma holders preferred
• Fluent in written and spoken English
• Able to swim 25 metres unaided (a swim test forms part of selection)
• Arm reach of at least 208 cm while standing on tiptoe, and medically fit to fly
• No visible tattoos when in uniform
• Willing to work irregular hours, weekends, public holidays and overnight layovers

Advantageous
• Fluency in Mandarin, Bahasa Indonesia, Tamil or Thai
• Prior experience in hospitality, F&B service or customer-facing roles
• Current first aid certification

What we look for
Impeccable grooming and personal presentation, a team player who shares the workload at 37,000 feet, flexibility when schedules change at short notice, and the ability to stay calm and reassuring in an emergency.

What we offer
Attractive monthly salary from S$2,300 plus flying allowances and productivity incentives, medical and dental benefits, annual leave, concession air travel for you and your family, and a clear path to Senior Crew and Inflight Supervisor.

Please bring your NRIC, a full-length photograph, a passport-sized photograph and copies of your certificates to the walk-in interview. Only shortlisted candidates will be notified.`,
  },
  {
    id: 'utility-locator',
    half: 'unseen',
    field: 'utilities',
    title: 'Utility Locator',
    company: 'Northstar Locates Inc.',
    skills: [
      /* required */ 'Underground utility locating',
      'Electromagnetic locating equipment',
      'Ground marking',
      'Reading utility maps',
      'Class 5 driver’s licence',
      'Ontario One Call',
      'Health and safety',
      /* preferred */ 'Ground-penetrating radar',
      'Tablet-based ticket management',
      'Locator certification',
      /* soft */ 'Working independently',
      'Attention to detail',
      'Time management',
    ],
    text: `Now hiring — Utility Locators (Ottawa / Eastern Ontario)

Northstar Locates Inc.
Full-time, permanent | $24.00–$31.50/hr + overtime | Company truck, fuel card and phone

Northstar locates buried gas, hydro, telecom and municipal infrastructure for excavators and homeowners across Eastern Ontario on behalf of the region's utility owners.

THE JOB
- Receive locate tickets through Ontario One Call on your tablet and plan your route
- Review facility maps and records to find buried plant
- Use electromagnetic pipe and cable locators (Radiodetection, Vivax) to trace lines — direct connect, clamp and induction
- Mark the ground with paint and flags to colour-code standards; complete sketches, photos and locate reports
- Meet excavators on site for complex or priority locates
- Follow all site health & safety rules, including traffic protection

REQUIREMENTS:
| Requirement | Details |
| Education | High school diploma or equivalent |
| Licence | Valid Ontario G licence with clean abstract (Class 5 equivalent accepted) |
| Experience | 1+ year locating OR a related trade (electrical, telecom, utility construction) |
| Map reading | Comfortable reading utility as-builts, plan and profile drawings |
| Physical | Walking all day, all seasons |
| Tech | Comfortable with tablets and apps |

ASSETS:
- Ground-penetrating radar (GPR) experience
- ORCGA Locator Training or Ontario Regulation 210/01 locator certification
- Experience with locate ticket software (e.g. KorTerra, UtiliSphere)

WHO YOU ARE:
- Self-starter who works well alone in the field
- Detail-oriented — a bad mark can hurt someone
- Good time management, able to hit locate due dates

WHAT YOU GET:
- Paid training and certification
- Company vehicle for work use
- Group benefits from day one, RRSP match
- Winter work guaranteed

Apply online. Northstar Locates is an equal opportunity employer; accommodations are available on request for candidates taking part in all aspects of the selection process.`,
  },
  {
    id: 'funeral-director',
    half: 'tune',
    field: 'personal services',
    title: 'Funeral Director',
    company: 'W. Ashcombe & Sons Funeral Directors',
    skills: [
      /* required */ 'Funeral arranging',
      'Funeral direction',
      'Bereavement support',
      'Care of the deceased',
      'Documentation',
      'Full UK driving licence',
      'Customer service',
      /* preferred */ 'Diploma in Funeral Directing',
      'Embalming',
      'Microsoft Office',
      /* soft */ 'Compassion',
      'Professional presentation',
      'Discretion',
      'Communication',
    ],
    text: `Since 1921, four generations of the Ashcombe family have cared for families in Taunton and the surrounding villages. We are one of the last independent, family-owned funeral directors in Somerset, and we believe that everyone deserves a funeral that is personal, dignified and honest about cost.

W. Ashcombe & Sons Funeral Directors
Funeral Director
Taunton, Somerset | Full-time, permanent | £28,000 – £33,000 plus on-call allowance

We're looking for a Funeral Director to join our team of nine at our Taunton funeral home, with some work at our Wellington branch.

What you will do
• Meet bereaved families, in our arrangement rooms or in their homes, and arrange every part of the funeral: the type of service, venue, celebrant or minister, music, flowers, cars and announcements
• Complete all paperwork accurately, including cremation forms, the Green Form from the registrar, and estimates in line with the CMA's pricing transparency rules
• Direct funerals on the day — leading the cortège, conducting the service arrangements and looking after mourners
• Take part in the care of the deceased, including collection from homes, hospitals and care homes at any hour, and preparing people for viewing
• Liaise with crematoria, cemeteries, clergy, florists and stonemasons
• Take a share of the out-of-hours on-call rota

What we are looking for
• Previous experience in the funeral profession, or a strong background in a caring or customer-facing role and a desire to learn
• A full, clean UK driving licence (you'll drive our vehicles, including the hearse)
• Comfortable with physical work, including lifting and moving the deceased
• The Diploma in Funeral Directing (NAFD) is desirable — we will support you to gain it
• Embalming qualification or experience would be valuable but is not essential
• Basic IT skills, including Microsoft Office

Most of all, we need someone who is genuinely compassionate and a good listener, who presents themselves immaculately, who can be trusted with confidential and sensitive matters, and who can speak clearly and kindly to people on the worst day of their lives.

In return
• Full training and NAFD qualification funded
• Uniform provided
• 25 days' holiday plus bank holidays
• Workplace pension
• A supportive, family business where you are known by name

Please apply by sending a CV and covering letter to Mrs Helen Ashcombe, or call 01823 555 210 for an informal chat.`,
  },
  {
    id: 'farrier',
    half: 'unseen',
    field: 'veterinary',
    title: 'Remedial Farrier',
    company: 'Fenbrook Equine Veterinary Clinic',
    skills: [
      /* required */ 'Farriery',
      'Dip WCF',
      'Farriers Registration Council registration',
      'Remedial shoeing',
      'Forging',
      'Hoof trimming',
      'Full UK driving licence',
      /* preferred */ 'AWCF',
      'Radiograph interpretation',
      'Therapeutic shoeing',
      /* soft */ 'Horse handling',
      'Teamwork',
      'Communication',
    ],
    text: `Fenbrook Equine Veterinary Clinic – Newmarket

REMEDIAL FARRIER
Full-time, permanent. Salary £38k–£48k DOE + van.

Fenbrook is a 14-vet equine-only practice and referral hospital serving the racing and sports horse yards of Suffolk and Cambridgeshire. Our in-house forge works hand in hand with our orthopaedic and lameness vets. We're adding a second farrier.

Duties
- Remedial and therapeutic shoeing of hospital and referral cases, to vets' prescriptions
- Trimming and shoeing routine cases for client yards
- Forge work — making bar shoes, heart bars, egg bars, hospital plates
- Reviewing radiographs with vets to plan trims
- Foot care for post-operative and laminitic horses
- Keeping forge and van stocked and tidy

Essential
- Dip WCF
- Registered with the Farriers Registration Council
- 3+ years qualified
- Confident forging and shaping by hand
- Full UK driving licence

Desirable
- AWCF or working towards it
- Experience working alongside vets on lameness cases
- Reading and interpreting foot radiographs

You must be calm, confident and safe around young racehorses and difficult patients. Good communicator with owners, grooms and vets. Team player.

Package: van, fuel, tools and CPD paid, 28 days' holiday, pension, private health. Occasional yard visits with the vets on Saturdays, paid as overtime.

Interviews include a practical shoeing assessment at our forge.

Apply with CV to practice.manager@fenbrookequine.co.uk`,
  },
  {
    id: 'clinical-embryologist',
    half: 'tune',
    field: 'healthcare',
    title: 'Clinical Embryologist',
    company: 'Aurora Fertility Centre',
    skills: [
      /* required */ 'IVF',
      'ICSI',
      'Embryo culture',
      'Vitrification',
      'Semen analysis',
      'HPCSA registration',
      'Quality control',
      'Laboratory documentation',
      /* preferred */ 'Embryo biopsy',
      'Time-lapse imaging',
      'ESHRE certification',
      /* soft */ 'Attention to detail',
      'Teamwork',
      'Empathy',
    ],
    text: `Aurora Fertility Centre | Clinical Embryologist | Cape Town

Permanent | Full-time with weekend and public holiday rotation
Remuneration: market-related, negotiable depending on experience

Aurora Fertility Centre is a private fertility clinic in Claremont performing around 1,400 IVF cycles a year for patients from across Southern Africa and abroad. Our laboratory is SASREG-accredited and we are proud of consistently above-average pregnancy rates.

We are looking for a registered Clinical Embryologist to join our team of six embryologists and two andrologists.

Key responsibilities
• Perform all routine ART laboratory procedures: oocyte retrieval and identification, conventional IVF and ICSI, fertilisation checks, embryo culture and grading, and embryo transfer preparation
• Vitrification and warming of oocytes and embryos, and management of cryostorage
• Semen analysis and sperm preparation for IUI and IVF
• Participate in daily quality control and quality assurance — incubator checks, media QC, KPI monitoring and audits
• Maintain meticulous, witnessed laboratory records and chain-of-custody documentation
• Counsel patients on laboratory aspects of treatment alongside clinicians and nurses
• Take part in the weekend and on-call rota

Minimum requirements
• BSc Honours or MSc in Medical Sciences, Reproductive Biology or a related field
• Registered as a Medical Scientist (Clinical Embryology) with the Health Professions Council of South Africa (HPCSA)
• At least 2 years' independent clinical experience including ICSI and vitrification

Advantageous
• Trophectoderm biopsy for PGT-A
• Experience with time-lapse incubation systems (EmbryoScope or similar)
• ESHRE Clinical Embryologist certification

Personal attributes
Precise and unhurried in your work, because every dish matters. Enjoys working in a close team where double-checking each other is normal. Kind and reassuring with patients who are often anxious and grieving.

We offer medical aid and provident fund contributions, paid CPD including attendance at SASREG and ESHRE meetings, and a modern lab with leading equipment.

Please send your CV, proof of HPCSA registration and three contactable references to careers@aurorafertility.co.za.

Aurora Fertility Centre is committed to employment equity. Correspondence will be entered into with shortlisted candidates only; if you have not been contacted within 21 days, please consider your application unsuccessful. By applying you consent to the processing of your personal information in accordance with POPIA.`,
  },
  {
    id: 'scaffolder',
    half: 'unseen',
    field: 'trades',
    title: 'Advanced Scaffolder',
    company: 'Stonebridge Access Ltd',
    skills: [
      /* required */ 'Scaffolding erection',
      'CISRS Advanced Scaffolder card',
      'Tube and fitting',
      'System scaffolding',
      'Scaffold design drawings',
      'Working at height',
      'CSCS card',
      /* preferred */ 'SSSTS',
      'Full UK driving licence',
      'Layher',
      /* soft */ 'Leadership',
      'Reliability',
      'Safety awareness',
    ],
    text: `Advanced Scaffolder
£25 - £28 per hour
London (Central)
Contract, full-time
Posted today by Keystone Trades Recruitment

Apply now   Save

Keystone Trades are recruiting on behalf of our client, Stonebridge Access Ltd, one of London's leading commercial scaffolding contractors, for CISRS Advanced Scaffolders to join a long-term project on a 22-storey residential tower in Southwark. Work is booked through to at least next spring, with further projects lined up after.

The job
• Erecting, altering and dismantling complex tube and fitting structures — cantilevers, bridges, loading bays and temporary roofs — to design drawings
• Building system scaffolds (Layher Allround and Haki stair towers)
• Reading and working from scaffold design drawings and TG20 compliance sheets
• Leading a gang of scaffolders and labourers, checking their work and handing over to the supervisor
• Completing handover certificates and inspections
• Working safely at height in line with SG4 and the site's RAMS

Requirements
• CISRS Advanced Scaffolder card (essential)
• Valid CSCS card
• Minimum 3 years as an Advanced, with solid complex tube and fitting experience
• Own PPE and harness
• References from recent employers

Desirable
• SSSTS or SMSTS
• Full UK driving licence
• Layher system experience

You'll lead by example, turn up every day and take safety seriously — that's what our client wants.

Package
• £25–£28 per hour depending on experience, paid weekly
• 50 hours per week guaranteed, plus overtime at time and a half
• Good chance of going staff with Stonebridge after 13 weeks

Keystone Trades Recruitment is acting as an employment business in relation to this vacancy. We're an equal opportunities employer and welcome applications from all backgrounds.`,
  },
  {
    id: 'traffic-signal-technician',
    half: 'tune',
    field: 'public sector',
    title: 'Traffic Signal Technician II',
    company: 'City of Redfern Park',
    skills: [
      /* required */ 'Traffic signal maintenance',
      'Traffic signal controllers',
      'Electrical troubleshooting',
      'IMSA Traffic Signal Technician Level II',
      'Class B CDL',
      'Aerial lift operation',
      'Electrical schematics',
      /* preferred */ 'Fiber optic splicing',
      'Detection systems',
      'ATMS software',
      /* soft */ 'Problem solving',
      'Teamwork',
      'Customer service',
    ],
    text: `CITY OF REDFERN PARK
Department of Human Resources
JOB BULLETIN

Class Code: 3864
Open Date: 01/05
Filing Deadline: Open until filled — first review 01/26
Salary: $32.81 - $41.26 Hourly
Department: Public Works — Traffic Operations Division
Bargaining Unit: AFSCME Local 1907

TRAFFIC SIGNAL TECHNICIAN II

THE POSITION
Under general supervision, performs skilled work installing, maintaining, troubleshooting and repairing traffic signals, flashing beacons, school zone signs and related field equipment at approximately 420 signalized intersections throughout the City. Employees in this classification are expected to work independently and are subject to 24-hour standby on a rotating basis.

EXAMPLES OF DUTIES
- Performs preventive maintenance on signal cabinets, controllers, conflict monitors, signal heads and pedestrian push buttons
- Diagnoses and repairs electrical and electronic malfunctions in traffic signal controllers (NEMA TS2 and ATC) and cabinets using meters, test equipment and wiring diagrams
- Installs and maintains vehicle detection systems, including inductive loops, video and radar detection
- Operates bucket trucks and aerial lifts to replace signal heads and mounting hardware
- Assists with fiber optic and communication network maintenance, and uploads timing plans via the central traffic management system (ATMS)
- Responds to knockdowns and emergency calls and coordinates with police and contractors
- Answers inquiries from the public in a courteous manner

MINIMUM QUALIFICATIONS
1. Two (2) years of full-time paid experience as a Traffic Signal Technician I or in electrical/electronic maintenance of traffic signal equipment; AND
2. Possession of a valid IMSA Traffic Signal Technician Level II certification at time of appointment; AND
3. Possession of a valid Class B Commercial Driver License with air brake endorsement.

DESIRABLE QUALIFICATIONS
Fiber optic splicing and OTDR testing; experience with detection systems and central ATMS software.

SELECTION PROCESS
Applications will be screened for minimum qualifications. Qualified candidates will be invited to a performance test (weight 50%) and an oral interview (weight 50%) assessing technical knowledge, problem solving, ability to work as part of a crew and customer service. An eligible list will be established and may be used for future vacancies.

The City of Redfern Park is an Equal Opportunity Employer. Veterans' preference applies in accordance with state law. Persons with disabilities needing accommodation in the examination process may call (555) 231-4400.`,
  },
  {
    id: 'transfer-pricing-analyst',
    half: 'unseen',
    field: 'finance',
    title: 'Transfer Pricing Analyst',
    company: 'Kothari Mehta & Associates LLP',
    skills: [
      /* required */ 'Transfer pricing',
      'Benchmarking analysis',
      'Transfer pricing documentation',
      'OECD Transfer Pricing Guidelines',
      'Indian Income Tax Act',
      'Microsoft Excel',
      'CA or CMA qualification',
      /* preferred */ 'Prowess',
      'TP assessments and litigation',
      'Capitaline',
      /* soft */ 'Analytical thinking',
      'Report writing',
      'Teamwork',
    ],
    text: `Transfer Pricing Analyst at Kothari Mehta & Associates LLP
Mumbai (Lower Parel) · Full time · 1–3 years
CTC: ₹8–12 LPA

Kothari Mehta & Associates LLP is a tax and regulatory advisory firm with 300 professionals across Mumbai, Delhi, Bengaluru and Ahmedabad. Our Transfer Pricing practice advises Indian subsidiaries of multinationals and Indian groups expanding overseas.

Job Description
• Perform benchmarking studies — functional analysis, company search and screening on databases, comparability adjustments, and arm's length range computations
• Draft Transfer Pricing Study Reports (TP documentation) in accordance with Rule 10D and the OECD Transfer Pricing Guidelines
• Prepare Form 3CEB, Master File (Form 3CEAA) and CbCR filings
• Assist on TP assessments before the TPO, DRP and ITAT: draft submissions and compile paper books
• Research case laws and keep up with amendments to the Income-tax Act
• Coordinate with client finance teams and overseas network firms

Requirements:
| Qualification | Qualified CA / CMA, or CA Inter with strong articleship in TP |
| Experience | 1–3 years in transfer pricing (Big 4 or mid-size firm preferred) |
| Tools | Advanced Excel (pivots, lookups, financial analysis) |
| Databases | Prowess and/or Capitaline — preferred |
| Knowledge | Chapter X of the Income-tax Act; OECD TPG |
| Exposure | TP assessments / litigation — preferred |

Skills:
- Strong analytical thinking
- Clear written English for reports and submissions
- Works well within an engagement team under deadlines (peak season Sept–Nov)

What we offer:
• Structured training and mentoring from partners
• Exposure to large MNC clients
• 5-day work week outside peak season
• Group medical insurance
• Quick growth path to Senior Analyst

Interested candidates may apply with an updated CV mentioning current CTC, expected CTC and notice period.`,
  },
  {
    id: 'athletic-director',
    half: 'tune',
    field: 'education',
    title: 'Athletic Director',
    company: 'Maple Hollow Unified School District',
    skills: [
      /* required */ 'Athletic program administration',
      'Budget management',
      'Scheduling',
      'Coach supervision',
      'Title IX compliance',
      'Teaching credential',
      'CIF rules',
      /* preferred */ 'Administrative services credential',
      'Coaching experience',
      'First aid and CPR',
      /* soft */ 'Leadership',
      'Communication',
      'Organisation',
      'Integrity',
    ],
    text: `Maple Hollow Unified School District
Posting #: CERT-2026-118
Location: Lakeview High School
Position: Athletic Director (Teacher on Special Assignment)
FTE: 1.0 — 200 work days
Salary: Certificated Salary Schedule, placement by education and experience ($78,412 – $131,960) plus $9,500 annual stipend

Maple Hollow Unified serves 14,200 students in 21 schools in the Central Valley of California. Lakeview High School (enrollment 2,150) fields 27 varsity programs in the CIF Sac-Joaquin Section and is in the middle of a $12 million athletic facilities modernization.

Job Summary
Under the direction of the site principal, the Athletic Director plans, organizes and administers the interscholastic athletic program at Lakeview High School, ensuring it is safe, equitable and compliant with CIF, league and District policies, and supports the academic success of student-athletes.

Essential Functions
- Develop and manage the athletic department budget, including gate receipts, booster funds and ASB accounts
- Build and publish practice, game and facility schedules; arrange officials, transportation and event staffing
- Recruit, supervise and evaluate head and assistant coaches, including walk-on coaches; ensure all coaches complete required certifications (concussion, sudden cardiac arrest, first aid/CPR)
- Monitor athletic eligibility and ensure compliance with CIF bylaws and Title IX gender equity requirements
- Serve as the school's liaison to the league, the section, boosters and parents
- Supervise home contests and resolve conflicts with spectators, coaches and officials
- May teach up to two periods of physical education as assigned

Minimum Qualifications
- Valid California teaching credential
- Three years of successful teaching experience
- Experience as a high school head coach or in athletic administration
- Working knowledge of CIF rules, Title IX and athletic eligibility

Desirable Qualifications
- Administrative Services Credential (or enrolled in a program)
- Certified Athletic Administrator (CAA) through NIAAA
- Current first aid and CPR

The successful candidate will be a visible, ethical leader who communicates clearly with students, families and staff, organizes a complicated calendar with ease, and holds every team to the same high standard.

Application Procedure
Apply on EdJoin and attach a letter of introduction, résumé, copy of credential and three current letters of recommendation. Employment is contingent upon fingerprint clearance (DOJ/FBI), TB clearance and Board approval.

Maple Hollow Unified School District prohibits discrimination, harassment, intimidation and bullying based on actual or perceived race, color, ancestry, national origin, ethnic group identification, age, religion, marital or parental status, physical or mental disability, sex, sexual orientation, gender, gender identity or expression, or genetic information. Title IX Coordinator: Assistant Superintendent, Human Resources.`,
  },
  {
    id: 'food-and-beverage-manager',
    half: 'unseen',
    field: 'hospitality',
    title: 'Food & Beverage Manager',
    company: 'Thornveld Safari Lodge',
    skills: [
      /* required */ 'Food and beverage management',
      'Cost control',
      'Stock control',
      'Menu planning',
      'Staff training',
      'Wine knowledge',
      'Hospitality management qualification',
      'Point of sale systems',
      /* preferred */ 'Micros',
      'Luxury hospitality',
      /* soft */ 'Leadership',
      'Guest focus',
      'Adaptability',
      'Attention to detail',
    ],
    text: `Set on 24,000 hectares of private reserve bordering the Kruger National Park, Thornveld Safari Lodge hosts no more than 36 guests at a time across two camps. Our guests come for the leopards, the silence and the stars — and they remember us for the food, the wine and the people who look after them.

We are looking for an experienced Food & Beverage Manager to lead our F&B operation across both camps.

Position: Food & Beverage Manager
Location: Sabi Sand area, Mpumalanga (live-in, on-site accommodation)
Rotation: 6 weeks on / 2 weeks off
Salary: R28,000 – R34,000 per month + gratuity share, all meals and accommodation

The role
Working closely with the Executive Chef and Lodge Manager, you will be responsible for every meal and every drink served at Thornveld, from bush breakfasts and sundowners to boma dinners and private wine pairings. You will lead a team of 14 waitrons, barmen and stewards, and you will:
- Plan menus and beverage offerings with the Executive Chef, including special diets and celebrations
- Manage stock levels, weekly stock counts, orders and supplier relationships — often a four-hour drive from the nearest town
- Control F&B costs and hit monthly GP and wastage targets
- Recruit, train and coach F&B staff, many of whom come from our neighbouring communities
- Curate and look after a 200-bin wine list; host tastings for guests
- Oversee the POS system, guest billing and month-end F&B reports
- Ensure health, safety and hygiene standards are met in all service areas

Requirements
- Diploma or degree in Hospitality Management
- At least 3 years as F&B Manager or Assistant F&B Manager in a luxury lodge, boutique hotel or fine-dining restaurant
- Strong wine knowledge (Cape Wine Academy or WSET qualification is a plus)
- Proven cost control and stock management
- Computer literate; Micros or similar POS preferred
- Valid driver's licence

Who you are
A hands-on leader who would rather be on the deck with a guest than in the office; warm, polished and guest-obsessed; adaptable enough to reset a dinner when an elephant walks through the boma; and someone who notices the small things.

Thornveld is an equal opportunity employer and, in line with our commitment to our neighbouring communities, South African citizens will be given preference. Only shortlisted applicants will be contacted.`,
  },
  {
    id: 'accessibility-specialist',
    half: 'tune',
    field: 'software',
    title: 'Senior Accessibility Specialist',
    company: 'Office for Land and Rural Payments',
    skills: [
      /* required */ 'Accessibility testing',
      'WCAG 2.2',
      'Screen readers',
      'HTML',
      'Assistive technology',
      'Accessibility audits',
      'Public Sector Bodies Accessibility Regulations',
      /* preferred */ 'IAAP certification',
      'GOV.UK Design System',
      'ARIA',
      /* soft */ 'Communication',
      'Influencing',
      'Coaching',
    ],
    text: `Office for Land and Rural Payments
Digital, Data and Technology Directorate

Senior Accessibility Specialist
Reference number: 398214
Salary: £45,310 – £51,240 (London £49,920 – £56,430)
Grade: Senior Executive Officer (SEO) — DDaT role: Accessibility Specialist
Contract type: Permanent
Working pattern: Flexible working, full-time, part-time, job share
Location: Bristol, Newcastle, York or London (hybrid, 60% office attendance)
Closing date: 11:55pm on Sunday 25 January

Job summary
Every year more than 85,000 farmers and land managers use our online services to claim payments and grants. Many of them are older, live with a disability, or have poor connectivity. Our services have to work for all of them.

Job description
As our Senior Accessibility Specialist you will lead accessibility across a portfolio of 14 digital services. You will:
• Carry out manual and automated accessibility testing against WCAG 2.2 AA
• Test with assistive technologies including JAWS, NVDA, VoiceOver, TalkBack, Dragon and ZoomText
• Lead accessibility audits and write accessibility statements that meet the Public Sector Bodies (Websites and Mobile Applications) Accessibility Regulations 2018
• Review HTML, CSS and ARIA with developers and suggest fixes
• Coach designers, developers and testers so accessibility is built in from discovery
• Help services prepare for GDS service assessments

Person specification
Essential criteria:
1. Strong experience testing digital services for accessibility against WCAG
2. Confident use of a range of screen readers and other assistive technology
3. Good working knowledge of HTML and how it affects accessibility
4. Able to explain accessibility problems clearly to technical and non-technical colleagues and influence teams to fix them

Desirable criteria:
• IAAP certification (CPACC, WAS or CPWA)
• Experience with the GOV.UK Design System and service standard
• ARIA authoring practices

Behaviours
We'll assess you against these behaviours during the selection process: Communicating and Influencing; Developing Self and Others; Working Together.

Benefits
Alongside your salary of £45,310, the Office for Land and Rural Payments contributes £13,126 towards you being a member of the Civil Service Defined Benefit Pension scheme. 25 days' annual leave rising to 30, flexible working and a learning and development budget.

Selection process details
This vacancy uses Success Profiles. You'll be asked for a CV and a 750-word personal statement against the essential criteria.

Nationality requirements: open to UK, Irish and Commonwealth nationals, and some EU/EEA nationals. Security clearance: Baseline Personnel Security Standard. The Civil Service embraces diversity and promotes equal opportunities. A Disability Confident Scheme guarantees an interview to applicants with a disability who meet the minimum criteria.

Apply and further information: this vacancy is part of the Great Place to Work for Veterans initiative.`,
  },
  {
    id: 'narrative-designer',
    half: 'unseen',
    field: 'creative',
    title: 'Senior Narrative Designer',
    company: 'Lanterncraft Games',
    skills: [
      /* required */ 'Narrative design',
      'Branching dialogue',
      'Game writing',
      'Articy:draft',
      'Unreal Engine',
      'Story structure',
      'Shipped game titles',
      /* preferred */ 'Ink',
      'Voice-over direction',
      'French',
      /* soft */ 'Collaboration',
      'Receptiveness to feedback',
      'Mentoring',
    ],
    text: `Join Lanterncraft Games as a Senior Narrative Designer

Lanterncraft Games
Montréal, QC · Hybrid · Full-time
$95,000 – $118,000 CAD/yr
Easy Apply   Save
Posted 5 days ago · Over 100 applicants

About the job
Lanterncraft is an independent studio of 85 developers in the Mile End. Our last game, Ashgrove, sold over two million copies and was nominated for Best Narrative at the Game Awards. We're now in pre-production on a new single-player story-driven RPG with a reactive world — and we need a Senior Narrative Designer to help shape it.

What you'll do
- Work with the Narrative Director to design quest structure, character arcs and the player's path through the story
- Write and implement branching dialogue, barks, journal entries and in-world texts
- Build and maintain dialogue trees in articy:draft and hook them up in Unreal Engine 5 with our scripting tools
- Track story state, choices and consequences so that the world reacts believably to the player
- Partner with level designers, quest designers, cinematics and audio to make sure story and gameplay support each other
- Prepare scripts for voice-over recording and attend VO sessions
- Mentor two junior writers through feedback on their drafts

What we're looking for
- 5+ years as a narrative designer or game writer, with at least two shipped titles where you had meaningful narrative ownership
- A portfolio of writing samples, including branching dialogue
- Strong grasp of story structure, pacing and character
- Hands-on experience with articy:draft, Ink, Yarn Spinner or similar dialogue tools
- Experience implementing narrative content in Unreal Engine (or Unity) — comfortable with blueprints or visual scripting
- Bonus: VO direction experience; working in French as well as English

Who you are
You love collaborating and you know a great line can come from anyone on the team. You take notes gracefully and you can defend a story decision without getting precious about it. You enjoy helping less experienced writers grow.

Perks
Four-day work week in summer, group insurance, RRSP matching, a yearly game budget, and a studio that ships the games it starts.

Lanterncraft Games is committed to building an inclusive studio and welcomes applications from women, Indigenous peoples, persons with disabilities, members of visible minorities and LGBTQ2+ people. This posting is available in French on our website. Please include a link to your portfolio with your application.`,
  },
  {
    id: 'upholsterer',
    half: 'tune',
    field: 'manufacturing',
    title: 'Upholsterer, Custom Furniture',
    company: 'Whitfield Custom Furniture Co.',
    skills: [
      /* required */ 'Upholstery',
      'Pattern cutting',
      'Fabric matching',
      'Pneumatic staple gun',
      'Foam cutting',
      'Spring tying',
      'Sewing machine operation',
      /* preferred */ 'Leather upholstery',
      'Channel tufting',
      'Industrial sewing',
      /* soft */ 'Attention to detail',
      'Craftsmanship',
      'Work ethic',
    ],
    text: `Whitfield Custom Furniture Co.
4.2 ★
High Point, NC 27260
$22 - $30 an hour - Full-time

Upholsterer - Custom Furniture (Day Shift)

Apply now    Save

Job details
Pay: $22 - $30 an hour
Job type: Full-time
Shift and schedule: Day shift, Monday to Friday, 7:00am-3:30pm

Benefits: Health insurance, Dental insurance, 401(k), Paid time off, Employee discount

Full job description
Whitfield builds made-to-order sofas, sectionals, chairs and headboards for designers and showrooms across the country. Every piece is built by hand in our High Point plant. We are hiring experienced Upholsterers to join our upholstery department.

What You'll Do:
- Upholster frames from start to finish, from webbing and springs to final cover
- Hand-tie eight-way coil springs and install sinuous springs
- Cut, glue and wrap foam and Dacron to spec
- Lay out and cut fabric, matching stripes, plaids and patterns across cushions, arms and backs
- Sew welts, boxing and cushion covers on an industrial walking-foot sewing machine
- Use pneumatic staplers and hand tools to apply covers cleanly and tightly
- Inspect your own work against the work order and quality standards

What We Need:
- 2+ years of upholstery experience in a furniture plant or custom shop
- Able to read work orders and measure accurately
- Good hand skills and an eye for straight lines and clean corners
- Able to stand most of the shift and lift up to 50 lbs
- Experience with leather, channel tufting or diamond tufting is a plus
- Industrial sewing skills are a plus

The person we want takes pride in their craft, pays attention to the little details a customer will notice, and works steadily with few call-outs.

Why Whitfield:
- Pay based on skill, with piece-rate bonus opportunities
- Paid holidays and a week off around July 4th
- Health, dental and 401(k) with match
- Tools provided

Whitfield Custom Furniture Co. is an equal opportunity employer. We participate in E-Verify.

Hiring Insights
Hiring 4 candidates for this role
Job activity: Employer reviewed job 2 days ago`,
  },
  {
    id: 'shearer',
    half: 'unseen',
    field: 'agriculture',
    title: 'Shearer',
    company: 'Kaimai Shearing Ltd',
    skills: [
      /* required */ 'Sheep shearing',
      'Handpiece maintenance',
      'Animal welfare',
      'Woolshed safety',
      'Full driver licence',
      'Physical fitness',
      'Drug and alcohol testing',
      /* preferred */ 'Crutching',
      'Wool handling',
      'Elite Wool Industry Training',
      /* soft */ 'Reliability',
      'Teamwork',
      'Work ethic',
    ],
    text: `SHEARERS WANTED — Kaimai Shearing Ltd
Waikato / King Country, NZ
Main shear + pre-lamb shearing, Nov–Apr, steady winter work for the right people

Kaimai Shearing Ltd is a family-run contracting crew working for 140+ farmers. Good gangs, good sheds, fair pay.

We need
• Shearers doing 200+ strongwool a day (learners doing 100+ also considered)
• Must look after the sheep — clean shearing, low cuts, quiet handling
• Keep your gear sharp and your handpiece in good nick
• Follow shed safety rules: no cell phones on the board, correct downtube set-up, back care
• Full driver licence — you may need to drive the crew van
• Fit and healthy for long days
• Drug free — pre-employment and random testing

Bonus if you have
• Crutching and dagging experience
• Wool handling skills for quiet days
• Elite Wool Industry Training certificates

Pay
• Rate per head as per NZ Shearing Contractors Association schedule
• Travel and accommodation provided for outside work
• Gear allowance and combs and cutters at cost

We want people who show up every day on time, work as a team, and are keen to get stuck in.

Text Mike on 027 555 8121 or message via Seek. Overseas shearers with valid visas welcome.`,
  },
  {
    id: 'pest-control-technician',
    half: 'tune',
    field: 'trades',
    title: 'Pest Control Technician',
    company: 'Gulf Breeze Pest Partners, LLC',
    skills: [
      /* required */ 'Pest control',
      'Pesticide application',
      'Florida pest control ID card',
      'Termite inspection',
      'Rodent control',
      'Driver’s license',
      'Customer service',
      'Route management',
      /* preferred */ 'Certified Operator license',
      'WDO inspection',
      'Sales',
      /* soft */ 'Professionalism',
      'Reliability',
      'Communication',
    ],
    text: `Now hiring in Pensacola & Navarre!

Are you good with people, not bothered by bugs, and looking for a career where you're out on the road instead of stuck behind a desk? ShieldPoint Pest Control of Pensacola is growing, and we're hiring a full-time Pest Control Technician to run a residential and light-commercial route.

Pest Control Technician
Pensacola, FL · Full-time · $17–$22/hr + commission ($45K–$60K first year)

Each ShieldPoint Pest Control location is independently owned and operated by a licensed franchisee. This location is owned by Gulf Breeze Pest Partners, LLC, which is the employer for this position and is solely responsible for all hiring decisions.

What you'll do
• Drive a company truck to 12–16 homes and businesses a day on a planned route
• Inspect for and treat general pests, rodents, mosquitoes and termites, applying products safely according to the label and Florida law
• Perform termite and wood-destroying organism (WDO) inspections for real estate transactions
• Explain what you found and what you did to each customer, and recommend additional services
• Complete service tickets on your phone app and keep your truck stocked and clean

What we're looking for
• Valid driver's license and a clean driving record for the last 3 years
• Florida Pest Control ID card, or willingness to obtain one within your first 30 days (we train you and pay for it)
• Experience in pest control, lawn care or any route-based service is helpful
• Certified Operator license is a big plus
• Comfortable in attics, crawl spaces and Florida heat
• Some sales experience or confidence talking with customers about add-on services
• Must pass a background check and drug screen

Who does well here
Technicians who look sharp and act professionally in customers' homes, who show up every morning ready to roll, and who can explain things clearly to a homeowner who's nervous about termites.

What you get
• Paid training and licensing
• Company vehicle, gas card and phone
• Uniforms and PPE provided
• Health, dental and vision insurance
• Paid time off and holidays
• Commission on sales and renewals

Apply today — we interview every week. Gulf Breeze Pest Partners, LLC is an equal opportunity employer and a drug-free workplace.`,
  },
  {
    id: 'calibration-technician',
    half: 'unseen',
    field: 'science',
    title: 'Calibration Technician',
    company: 'Precisio Metrology Services Pte Ltd',
    skills: [
      /* required */ 'Instrument calibration',
      'ISO/IEC 17025',
      'Measurement uncertainty',
      'Metrology',
      'Calibration certificates',
      'Pressure calibration',
      'Temperature calibration',
      'Diploma in engineering',
      /* preferred */ 'Electrical calibration',
      'Fluke MET/CAL',
      'Microsoft Excel',
      /* soft */ 'Attention to detail',
      'Working independently',
      'Customer service',
    ],
    text: `Precisio Metrology Services Pte Ltd (UEN 201534781K) is a SAC-SINGLAS accredited calibration laboratory serving semiconductor, pharmaceutical, aerospace and oil & gas customers across Singapore and Malaysia. We calibrate more than 40,000 instruments a year in our Tuas laboratory and on site at customer premises.

Position: Calibration Technician
Location: Tuas, Singapore (with on-site work at customer facilities)
Employment: Permanent, full-time, 5-day work week
Salary: S$2,800 – S$3,800 + fixed transport allowance

Job Responsibilities
1. Perform calibration of pressure gauges and transmitters, temperature sensors, RTDs and thermocouples, and dimensional instruments in the lab and on site
2. Perform electrical calibration of multimeters, process calibrators and power supplies (training provided)
3. Follow calibration procedures in accordance with ISO/IEC 17025 and laboratory quality documents
4. Compute and report measurement uncertainty; prepare calibration certificates and reports
5. Maintain reference standards and records; assist in internal audits and SAC assessments
6. Handle customer enquiries on calibration results and instrument conditions

Requirements:
| Education | Diploma / Nitec in Mechanical, Electrical, Electronics or Instrumentation Engineering |
| Experience | Min. 2 years in calibration or metrology lab |
| Knowledge | ISO/IEC 17025 requirements; basic measurement uncertainty |
| Preferred | Electrical calibration experience; Fluke MET/CAL automation |
| Computer | Microsoft Excel, Word |
| Other | Able to work independently at customer sites; Class 3 driving licence an advantage |

We are looking for a candidate who is meticulous with readings and records, takes ownership of jobs without close supervision, and is courteous with customers.

Benefits: AWS and performance bonus, medical and dental benefits, group insurance, training and certification sponsorship.

Interested applicants, please click "Apply" and submit your resume stating your current and expected salary and availability. We regret that only shortlisted candidates will be notified.

EA Licence: Not applicable (direct hire)`,
  },
  {
    id: 'peer-support-worker',
    half: 'tune',
    field: 'social services',
    title: 'Peer Support Worker, Mental Health and Addictions',
    company: 'Eastlake Community Health Centre',
    skills: [
      /* required */ 'Peer support',
      'Lived experience of mental health or substance use',
      'Recovery-oriented practice',
      'Harm reduction',
      'Crisis de-escalation',
      'Documentation',
      'Vulnerable sector check',
      /* preferred */ 'Peer support certification',
      'Naloxone administration',
      'Motivational interviewing',
      /* soft */ 'Empathy',
      'Boundaries',
      'Active listening',
      'Non-judgemental approach',
    ],
    text: `At Eastlake Community Health Centre we believe health is a right, not a privilege. We provide primary care, mental health and addictions services, and community programs to more than 18,000 people in Toronto's east end, many of whom face poverty, homelessness, racism or the stigma of mental illness and drug use. We are a unionized workplace (OPSEU Local 5127).

Position: Peer Support Worker, Mental Health and Addictions
Status: Permanent full-time, 35 hours/week, including some evenings
Salary: $58,240 – $64,610 per annum, plus HOOPP pension
Posting #: ECHC-26-014
Closing: January 30, 4:00 p.m.

About the role
Peer Support Workers use their own lived experience of mental health challenges and/or substance use, and of recovery, to build trusting relationships with clients. Working on our interdisciplinary Mental Health and Addictions team alongside nurses, counsellors and outreach workers, you will meet people where they are — in our drop-in, at our harm reduction site, in shelters and on the street.

Responsibilities
- Provide one-on-one and group peer support rooted in recovery-oriented and trauma-informed principles
- Share your own story purposefully, when it helps a client, while keeping healthy boundaries
- Offer harm reduction supplies and education, and respond to overdoses, including naloxone administration
- Accompany clients to appointments, court, income support and housing viewings
- Co-facilitate peer groups such as WRAP and our weekly recovery circle
- Recognize and de-escalate situations where a client is in crisis, and connect them with the right support
- Keep accurate, timely client records in our electronic record system (PS Suite)
- Participate in team meetings, reflective supervision and training

Qualifications
- Lived experience of mental health and/or substance use challenges, and a willingness to draw on that experience in your work (required)
- Experience providing peer support, as a volunteer or in paid work
- Knowledge of harm reduction and recovery-oriented approaches
- Peer Support Canada certification, or working towards it, is an asset
- Training in naloxone, Motivational Interviewing or ASIST is an asset
- Basic computer skills for documentation
- A satisfactory Vulnerable Sector Check is a condition of employment

You will bring deep empathy, steady boundaries, the patience to listen without rushing to fix, and a non-judgemental attitude toward everyone who comes through our doors. Fluency in a second language spoken in our community (Bengali, Tamil, Tagalog, Somali) is welcome.

Eastlake Community Health Centre is an equal opportunity employer. We strongly encourage applications from Indigenous, Black and racialized people, 2SLGBTQ+ people, people with disabilities and people with lived experience of homelessness. Accommodations are available throughout the recruitment process — let us know what you need.

Please submit a cover letter and résumé, quoting the posting number, to careers@eastlakechc.ca. We thank everyone for applying; only those selected for an interview will be contacted.`,
  },
  {
    id: 'orthotist-prosthetist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Orthotist/Prosthetist',
    company: 'Kōwhai Limb & Brace Ltd',
    skills: [
      /* required */ 'Orthotics',
      'Prosthetics',
      'Patient assessment',
      'Casting and scanning',
      'Fitting and adjustment',
      'Clinical documentation',
      'Bachelor of Prosthetics and Orthotics',
      /* preferred */ 'NZOPA registration',
      'CAD/CAM',
      'Paediatric orthotics',
      /* soft */ 'Communication',
      'Empathy',
      'Teamwork',
      'Problem solving',
    ],
    text: `Orthotist/Prosthetist
Kōwhai Limb & Brace Ltd — Christchurch
Full time (flexible to 0.8 FTE) · Permanent
$78,000 – $98,000 depending on experience

Kōwhai Limb & Brace is an independent, clinician-owned orthotic and prosthetic practice in Addington, Christchurch, with outreach clinics in Timaru and Greymouth. We work closely with ACC, Te Whatu Ora hospitals and local surgeons, and our on-site lab means our clinicians see a device all the way from first appointment to final fit.

We're looking for an Orthotist/Prosthetist — new graduate or experienced — to join our team of five clinicians and three technicians.

What you'll be doing
• Assessing patients with a wide range of conditions, from diabetic foot and sports injuries to amputation, stroke and cerebral palsy
• Prescribing, designing and casting or 3D scanning for orthoses and prostheses
• Fitting, aligning and adjusting devices, and teaching patients how to use and look after them
• Working with our technicians on fabrication, including CAD/CAM modification of scans
• Writing clear clinical notes, ACC reports and referral letters
• Joining multidisciplinary clinics with physios, surgeons and rehabilitation teams
• Travelling to our regional clinics roughly once a month

What you'll bring
• Bachelor of Prosthetics and Orthotics (or equivalent ISPO Category I qualification)
• Eligibility for full membership of the New Zealand Orthotic and Prosthetic Association (NZOPA)
• Experience with CAD/CAM systems is a bonus
• Paediatric orthotic experience is welcome
• A full NZ driver licence

You will be a good communicator who can explain options simply, someone who genuinely cares about how patients live with their devices, a collaborative team member, and a creative problem-solver when a fit isn't quite right.

Why Kōwhai?
• Structured mentoring for new graduates
• Five weeks' annual leave
• $2,000 annual CPD allowance plus study leave
• Health insurance
• Flexible start and finish times

Applicants must hold the right to work in New Zealand. Apply with your CV and cover letter via Seek; applications reviewed as they arrive.`,
  },
  {
    id: 'ev-charger-technician',
    half: 'tune',
    field: 'energy',
    title: 'EV Charge Point Field Engineer',
    company: 'Voltaway Charging Ltd',
    skills: [
      /* required */ 'EV charger maintenance',
      'Electrical fault finding',
      '18th Edition wiring regulations',
      'NVQ Level 3 electrical',
      'Inspection and testing',
      'Full UK driving licence',
      'Customer service',
      /* preferred */ 'City & Guilds 2919',
      'ECS card',
      'OCPP',
      /* soft */ 'Working independently',
      'Time management',
      'Problem solving',
    ],
    text: `Voltaway Charging is hiring an EV Charge Point Field Engineer — Midlands

Voltaway Charging Ltd · Birmingham, England, United Kingdom (On-site, field-based)
Full-time · £38,000 – £44,000 + van + call-out
Easy Apply    Save

Voltaway runs one of the UK's fastest-growing rapid-charging networks, with over 1,600 charge points at retail parks, motorway services and supermarkets. Uptime is everything to our drivers, and our field engineers are the ones who keep the network running.

About the role
As an EV Charge Point Field Engineer you'll cover a patch across the West Midlands, looking after 50kW to 350kW DC rapid chargers and 22kW AC posts. Your days will be a mix of planned preventive maintenance and reactive fault calls.

You will:
• Carry out preventive maintenance visits to manufacturer schedules (Kempower, Alpitronic, ABB)
• Diagnose and repair electrical and communications faults — power modules, contactors, RCDs, cable assemblies, modems
• Work with our Network Operations Centre to check charger communications (OCPP) and firmware updates remotely and on site
• Carry out inspection and testing and complete electrical certificates in line with BS 7671
• Report findings on our job management app with clear notes and photos
• Deal professionally with site owners and, occasionally, frustrated drivers
• Join a 1-in-6 out-of-hours rota

What we're looking for
• Qualified electrician: NVQ Level 3 in Electrotechnical Services or equivalent
• 18th Edition (BS 7671) qualification
• Inspection and testing qualification (2391 or equivalent)
• Full UK driving licence
• City & Guilds 2919 (EV charging installation) is desirable
• ECS Gold card preferred
• Experience with high-power DC equipment or OCPP is a real plus

You'll be comfortable working on your own, good at planning your day to hit your visits, and someone who enjoys a fault-finding puzzle.

What we offer
• Electric van with fuel card (home charger installed for you)
• Call-out and overtime pay
• 25 days' holiday plus bank holidays
• 6% matched pension
• Manufacturer training on high-power DC systems

Voltaway Charging Ltd is an equal opportunity employer. We welcome applicants from all backgrounds and will make reasonable adjustments throughout our hiring process.`,
  },
  {
    id: 'utility-arborist',
    half: 'unseen',
    field: 'utilities',
    title: 'Utility Line Clearance Arborist',
    company: 'Tri-County Line Clearance, Inc.',
    skills: [
      /* required */ 'Line clearance tree trimming',
      'Chainsaw operation',
      'Tree climbing',
      'Aerial lift operation',
      'ANSI Z133 safety standards',
      'OSHA 1910.269',
      'Class A CDL',
      /* preferred */ 'ISA Certified Arborist',
      'ISA Utility Specialist',
      'Chipper operation',
      /* soft */ 'Safety awareness',
      'Teamwork',
      'Physical stamina',
    ],
    text: `Tri-County Line Clearance, Inc.
3.4 ★ 88 reviews
Lancaster, PA
$24 - $32 an hour - Full-time

Utility Line Clearance Arborist (Climber / Bucket Trimmer)

Apply now    Save

Job details
Pay: $24 - $32 an hour
Job type: Full-time
Shift and schedule: 10 hour shift, Storm response / on call, Overtime
Licenses: CDL A (Preferred)

Full job description
Tri-County Line Clearance keeps trees away from power lines for electric utilities across southeastern Pennsylvania and northern Maryland. Our crews are qualified line-clearance tree trimmers working near energized distribution lines every day.

Responsibilities:
- Prune and remove trees near energized conductors using climbing gear, aerial lift (bucket) trucks and hand tools
- Run chainsaws, pole saws and chippers safely
- Follow ANSI Z133 and OSHA 1910.269 rules for minimum approach distance and work near energized lines
- Participate in daily tailboard/job briefings, set up work zones and traffic control
- Respond to storms, sometimes out of state, for multi-day restoration work
- Keep equipment clean and maintained

Requirements:
- 1+ year tree trimming experience; line clearance experience preferred (we'll qualify you)
- Able to climb trees and work at heights in all weather
- Valid driver's license; CDL Class A preferred or obtained within 6 months (company paid)
- Able to pass DOT physical and drug test
- ISA Certified Arborist or Utility Specialist a plus

Physical Demands:
Lift 75 lbs, climb, work long days outdoors.

Crew members who do well here take safety personally, look out for the people on their crew, and have the stamina for long storm days.

Benefits:
- Health, dental, vision
- 401(k) with match
- Paid holidays and PTO
- Climbing gear and PPE allowance
- Storm pay at double time

Tri-County Line Clearance, Inc. is an Equal Opportunity Employer — Minorities/Females/Disabled/Veterans.`,
  },
]
