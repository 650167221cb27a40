/*
 * Twenty-second unseen posting set (issue 15 style): 40 whole postings as a job seeker pastes them.
 * Written by helper job70. Read before writing: /work/prompts/common.md, /work/prompts/rules.md,
 * /work/prompts/existing-occupations.txt, lines 1-8 of eval/jobs.ts (EvalJob) and lines 1-10 of
 * eval/unseen-postings.ts (UnseenPosting). Nothing else in the repository was read; nothing was run
 * but the parse check.
 *
 * Counts: 40 postings; halves alternate tune/unseen in file order (20 tune, 20 unseen); 40 occupations
 * in 40 fields, none named by an id in existing-occupations.txt; 35 countries; 28 written in a
 * second-language English (ids end "-second-language"); 40 of 40 open with chrome (a menu, cookie
 * line, group name, inbox line, newspaper folio or reference line), not with the title or employer.
 *
 * Shapes: job boards 14 (willhaben, MyJob.mu, Ethical Jobs, Anyworkanywhere, PNet, CharityJob, 104,
 * Trabajando.com, PNGworkforce, SEEK, ZoomTanzania, Praca.pl, Fuzu, Secretcv); applicant-tracking
 * pages 10 (ApplicantPro, Tribepad, Webcruiter, Jobylon, Kenjo, rexx, Hireology, Teamdash, Darwinbox,
 * Teamtailor); social posts and chats 4, each with replies (Facebook group, LinkedIn post, Instagram
 * post, WhatsApp group); emails 3 (crewing agency naming its principal with a "Position:" line, direct
 * with a "Position:" line, direct without one); public-sector and university bulletins 4 (borough
 * council, research-reactor university, water board, land board); a newspaper classified page with
 * neighbouring small ads; a careers page with the about-us block first; a long prose page with the
 * skills only in sentences; a careers page with requirements in a flattened table; a parish newsletter.
 *
 * Countries (35): Austria, United States, Mauritius, United Kingdom, Vietnam, Ireland, Australia, Norway,
 * Italy, France, Latvia, South Africa, Finland, Sweden, Namibia, Taiwan, Portugal, Chile, Papua New
 * Guinea, Canada, Germany, New Zealand, Tanzania, Poland, Philippines, Malta, Estonia, Indonesia, Kenya,
 * Fiji, Turkey, India, Czech Republic, Netherlands, Botswana.
 *
 * Occupations (field): tinsmith (trades), ocularist (healthcare), KYC analyst (finance), peripatetic
 * teacher of the deaf (education), hostel manager (hospitality), tanker driver (logistics), family
 * mediator (legal), palynologist (science), mosaic artist (creative), vine pruner (agriculture),
 * electro-technical officer (maritime), winder driver (mining), reactor operator (energy), game economy
 * designer (tech), donations sorter (retail), padel coach (sport), shared lives carer (care), armed
 * response officer (security), anodizing operator (manufacturing), bird control officer (aviation),
 * forest nursery technician (forestry), VSAT installation technician (telecom), hazardous waste
 * technician (environment), audio describer (media), structural steel erector (construction), shift
 * miller (food production), vehicle wrap installer (automotive), level crossing keeper (rail),
 * microblading artist (beauty), sacristan (religion), digitisation technician (archives), HR business
 * partner (hr), motor assessor (insurance), pump station operator (utilities), scrap metal grader
 * (waste), hand tufting gun operator (textiles), letterpress printer (printing), exhibition stand
 * builder (events), gravedigger (funeral), land registration officer (public sector).
 *
 * Labelling rules as applied (rules.md, in short), each posting labelled before the next was written:
 * - skills: 8 to 14, what a recruiter screens for, listed required, then preferred, then soft, in short
 *   conventional names, mixing skills stated literally, reworded and paraphrased; an unnamed skill only
 *   when the job cannot be done without it; named licences, tickets, registrations, checks and
 *   job-qualifying certificates listed, degrees, general diplomas and school-leaving certificates not;
 *   a certificate the essential criteria require is listed even when it may be obtained after hiring
 *   and the employer funds it, while a course the employer only offers (benefits, "training provided")
 *   is not; "Shift Work", "On-Call" and "Driving Licence" as fixed names; a language only
 *   when the ad names it, under its English name, alternatives all listed; personal conditions (age,
 *   gender, citizenship, visa, health, fitness, lifting, weather tolerance, sensory acuity) not listed;
 *   benefits and EEO text add nothing.
 * - title: as printed, keeping seniority, grade and credential words written into it and a specialty,
 *   team, product area or line of business after a dash (as after a comma); dropping brackets, places,
 *   shifts, seasons, types, pay, counts, gender markers and requisition numbers; capitals to title case
 *   (short words "of", "the" in lower case); plural to singular; a two-language title (slash or side by
 *   side) gives its English half, keeping a specialty after a dash in that half; a title only in a
 *   sentence in title case without hiring phrases; a bulletin's working title over its class title; an
 *   email's "Position:" line over its subject, and without one the subject minus hiring phrase, place
 *   and employer.
 * - company: the employer as printed with its legal form before or after the name, kept exactly with
 *   its punctuation; "The" only where the name prints it; a bare header, handle or page name yields to
 *   the legal name in the text, footer or closing line; capitals in a head yield to the text's case; a
 *   name in two scripts gives its Latin-script English name; agency ads give the named client, and a
 *   crewing agency's principal is the client; government and statutory bodies give the body that hires,
 *   not the department, division or service line; universities give the university, not the centre;
 *   registration and charity numbers are not part of a name.
 *
 * Readings this set adds where the rules are silent (applied the same way throughout):
 * - A scheme or service named in a header and described in the footer as "a service of X" (Shared Lives)
 *   is a brand: the legal body X in the footer is the company.
 * - A parish vacancy printed in a parish newsletter is labelled with the parish as the vacancy text names
 *   it ("Parish of St Euphemia"); the place after a comma and the newsletter's masthead are not part of it.
 * - Two job-qualifying certificates offered as the only alternatives ("3M Certified Graphics Installer or
 *   Avery Dennison Certified Wrap Installer") are both listed, as alternative languages are; a kind of
 *   certificate asked for with examples ("a padel coaching certificate – SPF Tränare 1 or PTR or
 *   similar", "offshore safety course (GOSC or BOSIET)") is listed once under the kind.
 * - Working at height as a competence the ad requires (harness, fall arrest, EWP work) is listed as
 *   "Working at Height"; being free of vertigo ("head for heights", "schwindelfrei") is a personal
 *   condition and is not.
 * - A driving licence's class or code ("Class C", "Code B", "Class 1", "DZ", "B") is not part of the
 *   skill: "Driving Licence"; a licence for a machine (forklift, crane, excavator, EWP) keeps its own name.
 * - An identity document (Aadhaar, national ID, passport copy) asked for with the application is a
 *   personal condition, not a skill; a seaman's book, which qualifies the holder to serve, is listed.
 * - A language named only as welcome ("Ukrainian speakers welcome") in an inclusion sentence is not a
 *   requirement or a preference and is not listed; a language called "a plus" or "an advantage" is a
 *   preference and is.
 * - A product or material in brackets after a title ("(Wheat)") is dropped like a product line; a
 *   product line of business after a dash ("– Home Heating Oil", "– Fleet Graphics") is kept.
 * - A poster's comment reply that loosens or tightens a requirement ("cut pile zaroori hai, loop
 *   optional") is read as the ad's: required, preferred or dropped as the reply says.
 * - A qualification the essential criteria require is listed even when it may be completed after
 *   appointment with the employer's funding (Mandatory Qualification for Teachers of the Deaf, an NRC
 *   operator licence "within 12 months of hire"); a course the employer only offers is not.
 * - An education requirement written as "trade certificate or diploma" is read as education and not
 *   listed; a named trade certificate required on its own ("Trade Certificate in Electrical or Mechanical
 *   Fitting") is a job-qualifying certificate and is listed.
 * - A check asked for only among the documents to enclose ("a valid Police Clearance Report") is a
 *   requirement and is listed like a check the post is subject to; a birth certificate or ID copy is not.
 * - A newspaper's name on a bulletin or classified page ("Fiji Sun", "Daily News") is chrome, never the
 *   employer.
 *
 * Written by Tailor contributors (CC0).
 */
import type { UnseenPosting } from './unseen-postings.ts'

export const twentySecondUnseenPostings: UnseenPosting[] = [
  {
    id: 'tinsmith-willhaben-graz-bilingual-gender-second-language',
    field: 'trades',
    half: 'tune',
    title: 'Tinsmith',
    company: 'Dachtechnik Mürzblech GmbH',
    skills: [
      'Tinsmith Apprenticeship Certificate',
      'Sheet Metal Roofing',
      'Standing Seam Roofing',
      'Soldering',
      'Gutter Installation',
      'Folding Machine',
      'Working at Height',
      'Driving Licence',
      'German',
      'PREFA Systems',
      'Reliability',
      'Teamwork',
    ],
    text: `willhaben
Marktplatz   Immobilien   Auto & Motor   Jobs   Anzeige aufgeben
Merkliste   Nachrichten   Einloggen

Jobs > Handwerk, Bau & Produktion > Steiermark > Graz
< Zurück zu den Suchergebnissen

Spengler / Tinsmith (m/w/d) – Vollzeit
Dachtechnik Mürzblech GmbH
8054 Graz | Vollzeit | ab 2.980 € brutto/Monat lt. KV, Überzahlung möglich
Veröffentlicht: 14.10.2026   Anzeigen-ID: 1287446031

[ Jetzt bewerben ]   [ ♡ Merken ]   [ Teilen ]

Who we are
Dachtechnik Mürzblech GmbH is family company since 1987, today in second generation. With 34 employees we make roofs, facades and all sheet metal work for private houses, churches, schools and industrial halls in Graz and whole Styria. Because we have many orders for 2027 already, we search for our roofing team a motivated

SPENGLER / TINSMITH (m/w/d)

Your tasks
- Covering of roofs and facades in copper, titanium zinc and aluminium, new buildings and also renovation of old buildings (Altbau)
- Standing seam roofs (Doppelstehfalz) and angle seam, also small shingle work on towers
- Producing of gutters, downpipes, window sills, flashings and chimney covers in our workshop on the folding machine (Schwenkbiegemaschine) and the cutting machine
- Soft soldering of seams and connections, you know how to tin and how to make a clean solder line that is tight
- Mounting of gutter systems and snow guards on site
- Working on the roof with safety harness and on the scaffold, setting up fall protection according to the AUVA rules
- Small repairs and inspections for our service customers

What you bring
- Finished apprenticeship (Lehrabschluss) as Spengler
- Some years of practice on site, you can read a roof plan and take measures alone
- You are able to work on height with harness and you know the rules of fall protection
- Driving licence B (you drive our company van to the sites)
- German on level B1 at least, because on the site everybody speaks German and safety instructions are in German
- Reliable and punctual – when we start at 6:30, the team starts together
- You like to work in a team, but also a small job alone is no problem for you

Nice to have
- Experience with PREFA roof and facade systems (we are PREFA partner company)
- Experience in the restoration of historic copper roofs

What we offer
- Payment according to collective agreement (KV Metallgewerbe) plus real overpayment depending on your qualifications
- Secure full-time job all year, also in winter we have work in the workshop
- Modern workshop with new Schwenkbiegemaschine from 2024
- Company van for the team, tools and work clothes from us
- Paid trainings at the PREFA Academy and other courses – we like when our people learn
- Team lunch every Friday on the site and summer party with families
- Bonus for every month without accident

Interested? Send us your CV and your certificate of apprenticeship over the button "Jetzt bewerben", or call Mr. Reinhold Pichler directly: +43 555 0184 227.

Dachtechnik Mürzblech GmbH | Triester Straße 412 | 8054 Graz

Ähnliche Anzeigen
Dachdecker (m/w/d) – Leibnitz – ab 2.850 €
Installateur Sanitär/Heizung (m/w/d) – Graz – ab 3.100 €
Bauspengler Lehrling (m/w/d) – Weiz

Job-Alarm erstellen: Spengler in Graz
Über willhaben   Hilfe   Sicherheitshinweise   Impressum   AGB   Datenschutz   Cookie-Einstellungen
© willhaben internet service GmbH & Co KG`,
  },
  {
    id: 'ocularist-applicantpro-salt-lake-city',
    field: 'healthcare',
    half: 'unseen',
    title: 'Ocularist',
    company: 'Bonneville Ocular Prosthetics, LLC',
    skills: [
      'NEBO Certification',
      'Ocular Prosthesis Fabrication',
      'Impression Taking',
      'Iris Painting',
      'Scleral Shell Fitting',
      'PMMA Acrylic Processing',
      'Patient Education',
      'Pediatric Fitting',
      'Spanish',
      'Empathy',
      'Attention to Detail',
    ],
    text: `Skip to main content
Current Openings   |   Login   |   Help

< Back to Job Listings

Job Details
Ocularist (Board Certified or Board Eligible)
Location: Salt Lake City, UT 84106
Department: Clinical
Employment Type: Full-Time
Compensation: $68,000 - $92,000 / year, DOE
Job Code: OC-0326

[ Apply Now ]    Share:  Facebook  LinkedIn  X  Email

About Us
Bonneville Ocular Prosthetics, LLC has fitted custom artificial eyes and scleral shells for patients across Utah, Idaho and western Wyoming since 1994. We are a small practice: two ocularists, one apprentice, a lab technician and a front office that knows every patient by name. Our referrals come from oculoplastic surgeons, retina specialists and pediatric ophthalmologists, and many of our patients have worn our prostheses for decades.

Position Summary
We are adding a second certified ocularist so that we can open a satellite clinic day in Boise twice a month. You will see patients from first consultation through the final fitting and will follow them for polishing and re-fits for years afterwards.

Essential Duties and Responsibilities
• Take impressions of the anophthalmic socket using alginate and custom impression trays; evaluate socket health and motility and refer back to the surgeon when something looks wrong.
• Shape the wax model, fit and modify it chairside until the lid position and gaze are right.
• Hand-paint irises and scleral detail directly from the patient's companion eye – matching color, veining and pupil size under the practice's daylight-balanced lighting.
• Process, cure and polish prostheses in PMMA (methyl methacrylate) acrylic, following our lab safety procedures for monomer handling.
• Fit scleral cover shells over blind, disfigured eyes (phthisis bulbi) and manage the special comfort issues they bring.
• Teach patients and families how to remove, clean and insert the prosthesis and what to expect as the socket changes.
• Keep accurate clinical notes and photographs in our practice management system.
• Travel to the Boise clinic two days per month (travel paid).

Required Qualifications
• Certification by the National Examining Board of Ocularists (BCO), or board-eligible with the examination passed within 12 months of hire.
• At least 3 years of independent fabrication and fitting experience after apprenticeship.
• A portfolio of case photographs (before and after) that shows your iris painting.

Preferred Qualifications
• Experience fitting infants and young children, including conformer programs.
• Spanish – about a fifth of our families prefer to speak Spanish.
• Membership of the American Society of Ocularists.

What Kind of Person Thrives Here
Our patients have often lost an eye to cancer, trauma or a childhood illness, and the first visit can be hard. You are gentle and unhurried, you listen before you measure, and you don't mind going back to the bench a third time because a highlight sits one millimetre too high. Small details matter to you.

Physical Requirements
Steady hands and normal color vision; prolonged sitting at the bench; ability to lift 20 lbs.

Benefits
• Medical, dental and vision insurance (employer pays 80%)
• 401(k) with 4% match
• Paid continuing education for NEBO recertification and ASO meetings
• 15 days PTO plus 8 paid holidays
• Free parking, and the practice closes at 3 pm on Fridays

Bonneville Ocular Prosthetics, LLC is an Equal Opportunity Employer. We do not discriminate on the basis of race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, veteran status or any other protected characteristic. Reasonable accommodations are available on request.

[ Apply Now ]

Powered by ApplicantPro   |   Privacy Policy   |   Accessibility`,
  },
  {
    id: 'kyc-analyst-myjob-mu-ebene-dash-team-second-language',
    field: 'finance',
    half: 'tune',
    title: 'KYC Analyst, Onboarding',
    company: 'Cybercity Fiduciary Services Ltd',
    skills: [
      'KYC',
      'Customer Due Diligence',
      'AML/CFT Compliance',
      'FIAMLA',
      'World-Check',
      'Risk Assessment',
      'Client Onboarding',
      'English',
      'French',
      'ICA Certificate in AML',
      'Attention to Detail',
      'Working Under Pressure',
    ],
    text: `MyJob.mu
Home   Jobs   Companies   Training   Employers: Post a Job   Login / Register
Search jobs...   [ All sectors v ]   [ Search ]

Home > Jobs > Financial Services > Ebène

KYC Analyst – Onboarding
Cybercity Fiduciary Services Ltd
Ebène, Mauritius | Full Time | Salary: Negotiable | Closing date: 31 October 2026
Posted 3 days ago · 412 views

[ Apply for this job ]   [ Save ]   [ Share ]

Cybercity Fiduciary Services Ltd is a Management Company licensed by the Financial Services Commission (FSC) and provide corporate, trustee and fund administration services to more than 600 Global Business Companies and Authorised Companies from Africa, India and Europe.

Due to the expansion of our Onboarding team, we are looking for a dynamic and result-oriented person to join us as KYC Analyst.

Job Description
The incumbent will be responsible for the following:
• Perform Customer Due Diligence (CDD) and Enhanced Due Diligence (EDD) on new clients, their beneficial owners, directors and controllers
• Collect, review and validate KYC documents as per the FSC AML/CFT Handbook and our internal policies
• Screen all parties on World-Check One and other databases for PEP, sanctions and adverse media, and escalate true hits to the MLRO
• Carry out the client risk assessment and propose the risk rating (low, medium, high) with justification
• Prepare onboarding packs and follow up with intermediaries and clients until file is complete
• Perform periodic reviews of existing client files according to their risk rating
• Keep the onboarding tracker updated and ensure files are ready for FSC on-site inspection
• Any other duties as may be assigned by the Head of Compliance

Qualifications and Experience
• Degree in Finance, Law, Management or related field, or ACCA / ICSA (part qualified)
• Minimum 2 years experience in a KYC or onboarding role in a Management Company or bank
• Sound knowledge of the Financial Intelligence and Anti-Money Laundering Act 2002 (FIAMLA) and the FIAML Regulations 2018
• Hands-on experience with World-Check or similar screening tool
• Excellent communication in English and French, written and oral (many of our intermediaries are from francophone Africa)

An advantage
• ICA International Certificate in Anti Money Laundering or in Compliance

Personal attributes
• Meticulous, with eye for detail – one missing certified passport copy can block a whole structure
• Ability to work under pressure and meet tight deadlines, especially at month end
• Good interpersonal skills and team spirit

We offer
• Attractive salary package commensurate with experience
• Medical insurance and pension scheme
• End of year bonus
• Training and sponsorship for professional exams
• Staff transport from Rose Hill and Quatre Bornes
• Modern office in Ebène with canteen

Interested candidates are invited to submit their application with a detailed CV, copy of certificates and a recent passport-size photo through MyJob.mu by 31 October 2026.

Only shortlisted candidates will be contacted. Cybercity Fiduciary Services Ltd reserves the right not to fill the position.

Similar jobs
Compliance Officer – Port Louis – Trident Axis Ltd
Fund Administrator – Ebène – Confidential
Corporate Secretarial Executive – Moka

About MyJob.mu | Contact | Terms & Conditions | Privacy | © 2026 MyJob.mu`,
  },
  {
    id: 'teacher-of-the-deaf-council-bulletin-capitals-head-uk',
    field: 'education',
    half: 'unseen',
    title: 'Peripatetic Teacher of the Deaf',
    company: 'Tamebridge Metropolitan Borough Council',
    skills: [
      'Qualified Teacher Status',
      'Mandatory Qualification for Teachers of the Deaf',
      'British Sign Language',
      'Hearing Aid and Radio Aid Management',
      'EHCP',
      'SEND Code of Practice',
      'Early Years Support',
      'Driving Licence',
      'Enhanced DBS',
      'Cochlear Implant Support',
      'Communication',
      'Caseload Management',
    ],
    text: `Vacancy Bulletin No. 41 – Week commencing 12 October 2026
Page 3 of 9

TAMEBRIDGE COUNCIL – CHILDREN'S SERVICES

PERIPATETIC TEACHER OF THE DEAF (QToD)

Post reference: CS-EDU-2619
Directorate: Children's Services
Service: Sensory Support Service (Hearing Impairment Team)
Grade: Teachers' Main/Upper Pay Scale + SEN Allowance 1
Hours: Full-time, 32.5 hours per week (term time + 5 days)
Contract: Permanent
Base: Hollins Lane Education Centre, with travel across the borough
Closing date: Sunday 1 November 2026, 23:59
Interviews: week beginning 16 November 2026

About the service
Tamebridge Metropolitan Borough Council's Sensory Support Service works with around 340 deaf children and young people from birth to 25, in their homes, in early years settings, in mainstream schools and colleges and in two resourced provisions. We are a friendly team of eight Teachers of the Deaf, an Educational Audiologist, two communication support workers and a deaf role model.

The role
You will hold a caseload of children and young people across the north of the borough. You will:
- Visit families at home soon after diagnosis following the newborn hearing screening programme, and support parents to understand their baby's hearing loss and to develop early communication
- Advise schools and settings on access to the curriculum, classroom acoustics and reasonable adjustments for exams
- Check, troubleshoot and manage hearing aids, bone conduction devices and radio aid systems, and train staff to do daily checks
- Work alongside the cochlear implant centre after implantation
- Contribute to statutory assessments and write advice for Education, Health and Care Plans (EHCPs), attending annual reviews
- Monitor progress with standardised language assessments and keep accurate records on the service database

Person specification
Essential
- Qualified Teacher Status
- The mandatory qualification for Teachers of the Deaf, or be prepared to start it within one year and complete it within three years of appointment (the Council will fund the course)
- British Sign Language Level 2 or above
- Up-to-date knowledge of the SEND Code of Practice (2015) and the EHCP process
- Experience of teaching deaf children or of working with children with special educational needs
- Full driving licence and use of a car for work (business mileage paid)
Desirable
- Experience of supporting children with cochlear implants
- Experience of early years or home visiting work

Personal qualities
You communicate clearly and warmly with parents who may be hearing a diagnosis for the first time, and you are just as comfortable advising a head teacher. You can organise a busy caseload, plan your week around school timetables and keep your records up to date.

This post is subject to an Enhanced DBS check with barred list check. Tamebridge Council is committed to safeguarding and promoting the welfare of children and expects all staff to share this commitment.

What we offer
- Local Government Pension Scheme / Teachers' Pension Scheme
- Generous leave and flexible working within the school day
- Fully funded Mandatory Qualification and ongoing CPD
- Employee Assistance Programme and cycle-to-work scheme

For an informal discussion please contact Hannah Corless, Lead Teacher of the Deaf, on 0161 555 0397. Apply online at tamebridge.example.com/jobs quoting CS-EDU-2619. CVs will not be accepted.

We welcome applications from deaf and disabled candidates; the Council is a Disability Confident Employer and guarantees an interview to disabled applicants who meet the essential criteria. Interpreters can be provided at interview.

Other vacancies this week: Educational Psychologist (CS-EDU-2614) – page 4; Family Support Worker (CS-EH-2588) – page 5`,
  },
  {
    id: 'hostel-manager-facebook-group-hoi-an-replies-second-language',
    field: 'hospitality',
    half: 'tune',
    title: 'Hostel Manager',
    company: 'Lantern Courtyard Hostel',
    skills: [
      'Hostel Management',
      'Front Office Operations',
      'Cloudbeds',
      'Booking.com Extranet',
      'Hostelworld',
      'Staff Scheduling',
      'Social Media Marketing',
      'Event Planning',
      'English',
      'Vietnamese',
      'Problem Solving',
      'Leadership',
    ],
    text: `Facebook
Hoi An Expats – Jobs, Housing & Buy/Sell
Private group · 48.2K members
Discussion   Featured   Events   Media   Files

Trang Lê  ·  Admin
2 d  ·  🌏

📢📢 WE ARE HIRING: HOSTEL MANAGER 🏮

Hi everyone! Lantern Courtyard Hostel (An Hội, 5 min walk to night market) is looking for a Hostel Manager to start in November. We are 62 beds, dorm and private rooms, busy all year with backpackers 🎒

What you will do:
✅ Run daily operation of the hostel – reception, housekeeping, bar, tours desk
✅ Manage our team of 11 staff (Vietnamese and volunteers), make the weekly roster and train new people
✅ Handle reservations in Cloudbeds, update rates and availability on Booking.com extranet and Hostelworld, answer reviews
✅ Check cash and daily report to owner
✅ Make the social fun!! Family dinner 3 times per week, pub crawl, lantern making class 🏮🍻
✅ Post on our Instagram and TikTok, take photos and videos of events
✅ Solve guest problems – sometimes at 2am when someone lost his key or drank too much 😅 you need to stay calm and friendly

What we need:
👉 Minimum 1 year experience as manager or supervisor in hostel or hotel front office
👉 Fluent English
👉 Good with computer and booking systems
👉 Leader, organized, can stay calm when things go wrong
👉 Stay in Hoi An at least 1 year

What we offer:
💰 Salary 18–24 million VND/month + bonus from good reviews
🛏️ Free private room in hostel + 2 meals/day
🛵 Motorbike for work
🌴 6 days work, 1 day off, 12 days holiday/year
Team trip every year (last year Cù Lao Chàm 🏝️)

Send CV + photo to inbox or email: jobs@lanterncourtyard.example.com
Please share to your friends 🙏🙏

👍❤️ 87   ·   64 comments   ·   23 shares

Most relevant v

Minh Anh Phạm
Do you need Vietnamese speaking for this position?
Like · Reply · 2d
    Trang Lê  · Admin
    Not required but basic Vietnamese is a plus because the staff is local. English fluent is a must 😊
    Like · Reply · 2d

Jake Morrison
Hey is it ok for a backpacker with no experience? I've been staying in hostels for 8 months haha
Like · Reply · 2d
    Trang Lê  · Admin
    Sorry Jake 🙏 we need real experience at least 1 year in front office or hostel management. You can apply for volunteer at reception though!
    Like · Reply · 1d

Sophie Durand
Which PMS do you use? I worked with Little Hotelier before
Like · Reply · 1d
    Trang Lê  · Admin
    We use Cloudbeds 👍 if you know another PMS you will learn fast, but you need to know Booking extranet and Hostelworld for sure
    Like · Reply · 1d

Hoàng Nam
Visa support for foreigners?
Like · Reply · 1d
    Trang Lê  · Admin
    Yes we support work permit for the right person
    Like · Reply · 20h

Write a comment...`,
  },
  {
    id: 'tanker-driver-tribepad-galway-dash-specialty-bracket',
    field: 'logistics',
    half: 'unseen',
    title: 'Tanker Driver, Home Heating Oil',
    company: 'Cloonbur Fuels Ltd',
    skills: [
      'Driving Licence',
      'Driver CPC',
      'ADR Certificate',
      'Digital Tachograph Card',
      'Fuel Delivery',
      'Vehicle Walkaround Checks',
      "Drivers' Hours Rules",
      'Handheld Delivery Terminal',
      'Tanker Meter Systems',
      'Customer Service',
      'Calm Under Pressure',
    ],
    text: `Skip to content
Search jobs   |   Job alerts   |   My applications   |   Sign in

Home  >  Jobs  >  Transport & Logistics

Tanker Driver – Home Heating Oil (Class C)
Ref: CF-0917   |   Location: Oranmore, Co. Galway   |   Contract: Permanent, full time   |   Salary: €42,000 – €48,000 plus overtime
Closing date: 06/11/2026

[ Apply now ]   [ Save job ]   [ Share ]

About Cloonbur Fuels
Cloonbur Fuels Ltd has delivered home heating oil, agri diesel and lubricants to homes, farms and businesses across Galway, Mayo and south Roscommon for over forty years. We run a fleet of 14 rigid tankers from our depot in Oranmore and a smaller yard in Claremorris, and we are still family owned.

The role
As the busy season starts we are looking for an experienced tanker driver to join the Oranmore team. You will be delivering kerosene and gas oil to domestic and farm customers on planned routes, usually 12 to 18 drops a day.

Main duties
• Carry out and record daily walkaround checks on your vehicle and report defects before leaving the yard
• Load product at the depot gantry following site procedures
• Deliver safely to customers' tanks, operating the PTO pump and the electronic meter, and checking the tank condition and level before every fill
• Complete delivery dockets, take payments and capture signatures on the handheld delivery terminal
• Keep to EU drivers' hours and Working Time rules and use your tachograph correctly
• Keep the spill kit stocked and respond correctly if there is a spill or overfill
• Be the friendly face of the company on every doorstep

Essential requirements
• Full, clean Class C driving licence (C+E an advantage)
• Valid Driver CPC card
• ADR certificate including the tanks module
• Digital tachograph card
• At least 2 years of HGV driving experience, ideally with fuel or bulk liquids

Desirable
• Experience with tanker metering systems (Alfons Haar or Liquip)
• Local knowledge of rural Galway and Mayo – some of our lanes are not on the sat nav

About you
You take pride in your truck and in your work. You are polite and patient with customers, including older customers who like a chat at the door. When a delivery goes wrong – a tank full of water, a gate that won't open, a muddy farmyard in the dark – you keep your head, make it safe and ring the office.

What we offer
• Competitive salary plus overtime in the winter months
• Monday to Friday, with one Saturday morning in four from October to March
• Modern fleet, all trucks under 5 years old
• Free annual Driver CPC periodic training days
• Company pension and VHI group scheme
• Christmas bonus and staff discount on fuel

Cloonbur Fuels Ltd is an equal opportunities employer.

[ Apply now ]

Other jobs you might like
Yard Operative – Claremorris
Customer Service Administrator – Oranmore

© Cloonbur Fuels Ltd   Privacy   Cookies   Accessibility
Recruitment software by Tribepad`,
  },
  {
    id: 'family-mediator-ethical-jobs-geelong-inc',
    field: 'legal',
    half: 'tune',
    title: 'Family Mediator',
    company: 'Barwon Family Relationship Services Inc.',
    skills: [
      'FDRP Accreditation',
      'Family Law Act 1975',
      'Section 60I Certificates',
      'MARAM Risk Assessment',
      'Shuttle Mediation',
      'Intake Assessment',
      'Working with Children Check',
      'Police Check',
      'Child-Inclusive Practice',
      'Cultural Safety',
      'Resilience',
    ],
    text: `Ethical Jobs
Find a job   Post a job   Career advice   Volunteer   Sign in

< Back to results

Family Mediator (FDRP)
Barwon Family Relationship Services Inc.
Geelong, VIC  ·  Community Services & Development  ·  Part time (0.8 FTE)  ·  SCHADS Level 6 + super + salary packaging
Listed 9 October 2026  ·  Applications close 25 October 2026

[ Apply ]   [ Save ]   [ Report this job ]

About us
Barwon Family Relationship Services Inc. is a not-for-profit that has helped separating families in Geelong, the Surf Coast and the Bellarine reach their own agreements since 1991. We are funded under the Family Relationship Centre program and deliver mediation, parenting programs and counselling from our Little Malop Street office and outreach sites in Torquay and Colac.

About the role
We are looking for an accredited Family Dispute Resolution Practitioner to join our mediation team four days a week. You will work with parents and other family members to help them make parenting arrangements and property agreements that put children first.

Key responsibilities
- Conduct intake and assessment sessions, including screening for family violence and child safety risks, and decide whether FDR is appropriate
- Complete family violence risk assessments in line with the MARAM Framework and make referrals where needed
- Facilitate joint, shuttle and online mediation sessions, co-mediating complex matters
- Apply child-focused and child-inclusive practice, working with our child consultant
- Issue section 60I certificates under the Family Law Act 1975 and keep accurate case notes in our client database
- Work with lawyers, Legal Aid and the courts when families need it

Key selection criteria
Essential
1. Accreditation as a Family Dispute Resolution Practitioner on the Attorney-General's Department register
2. Sound knowledge of the Family Law Act 1975 and the requirements for section 60I certificates
3. Demonstrated experience in family violence risk assessment and safety planning
4. Experience facilitating shuttle and joint sessions with high-conflict parties
5. Current Working with Children Check (employee) and satisfactory National Police Check
Desirable
6. Training in child-inclusive practice
7. Experience working with Aboriginal and Torres Strait Islander families and culturally diverse communities

What we are looking for
Someone who can sit with strong emotions without taking sides, who respects every family's culture and background, and who can keep going in work that is sometimes heavy – and who knows when to take a break and use supervision.

Why work with us
- Salary packaging up to $15,900 plus meal and entertainment card
- Fortnightly professional supervision and an annual CPD allowance
- Flexible hours and working from home for online sessions
- 17.5% leave loading and a paid wellbeing day each year
- Team lunches once a month in our courtyard

How to apply
Please download the position description and address the key selection criteria in a cover letter (max two pages) together with your resume. Enquiries: Priya Nandakumar, Mediation Team Leader, (03) 5555 0146.

Barwon Family Relationship Services is a child safe organisation. We welcome applications from Aboriginal and Torres Strait Islander people, people from culturally and linguistically diverse backgrounds, people with disability and LGBTIQA+ people.

Share this job:  Facebook  LinkedIn  Email

Similar jobs
Family Violence Case Manager – Geelong
Child Consultant – Ballarat

Ethical Jobs acknowledges the Traditional Owners of the land on which we work.
About   Contact   Privacy   Terms`,
  },
  {
    id: 'palynologist-webcruiter-stavanger-bilingual-dash-specialty-second-language',
    field: 'science',
    half: 'unseen',
    title: 'Palynologist, Biostratigraphy',
    company: 'Nordkapp Stratigraphy AS',
    skills: [
      'Palynology',
      'Biostratigraphy',
      'Dinoflagellate Cyst Taxonomy',
      'Transmitted Light Microscopy',
      'StrataBugs',
      'Well-Site Biostratigraphy',
      'Offshore Safety Course',
      'Offshore Medical',
      'English',
      'Norwegian',
      'Independent Work',
      'Teamwork',
    ],
    text: `Ledige stillinger   |   English   |   Logg inn
Webcruiter

Tilbake til stillingsoversikten

Palynolog / Palynologist – Biostratigraphy
Nordkapp Stratigraphy AS
Søknadsfrist / Application deadline: 15.11.2026
Stillingstype / Position type: Fast / Permanent
Arbeidssted / Location: Forus, Stavanger
Antall stillinger / Positions: 1

[ Søk på stillingen / Apply ]

About the company
Nordkapp Stratigraphy AS is an independent geoscience consultancy with 28 employees in Stavanger and Bergen. We deliver biostratigraphy, sedimentology and reservoir geology for operators on the Norwegian continental shelf and in the Barents Sea, both in the office laboratory and as well-site service on rigs.

The position
We are looking for a palynologist who can take responsibility for Mesozoic and Cenozoic projects from sample to final report. The work is roughly 70 % in the lab and office and 30 % offshore, when we have well-site assignments.

Tasks
- Palynological analysis of ditch cuttings, sidewall cores and core samples in transmitted light microscopy
- Identification of dinoflagellate cysts, spores and pollen to species level, and interpretation of zones and ages
- Biostratigraphic correlation between wells and integration with well logs and seismic interpretation
- Data entry, range charts and interpretation in StrataBugs
- Well-site biostratigraphy on drilling rigs: fast analysis to support casing and coring points and TD decision
- Writing reports and presenting results for clients in English

Qualifications
- MSc or PhD in geology or micropaleontology with specialisation in palynology
- Several years of experience with dinoflagellate cyst taxonomy from the North Sea or Norwegian Sea
- Experience with StrataBugs or similar biostratigraphic database
- Valid offshore safety course (GOSC or OPITO BOSIET with HUET) and valid offshore medical certificate, or you must have them before start
- Very good English, written and spoken; this is our working language with international clients

It is an advantage
- Norwegian language
- Experience as well-site biostratigrapher
- Knowledge of Paleozoic palynology for the Barents Sea

Personal qualities
We are small company, so you must be able to plan and do your work alone, without somebody to check every slide. At the same time you share knowledge with colleagues and like to discuss a difficult zonation at the coffee machine. We put weight on personal suitability.

We offer
- Exciting projects on the whole Norwegian shelf
- Good pension (7 % from first krone) and insurance
- Offshore allowance and extra days off after rotation
- Flexible working time and possibility for home office
- Courses and conferences (for example TMS and AASP meetings)
- Friday breakfast and a yearly cabin trip with the whole company

Contact: Dr. Ingvild Haugsnes, Laboratory Manager, tel. +47 555 12 804

Apply via the button "Søk på stillingen". We only handle applications submitted through Webcruiter.

Nordkapp Stratigraphy AS, Forusbeen 78, 4033 Stavanger

Del stillingen:  LinkedIn  Facebook  E-post
Personvernerklæring  |  Informasjonskapsler  |  Levert av Webcruiter`,
  },
  {
    id: 'mosaic-artist-careers-page-ravenna-about-us-first-footer-legal-name-second-language',
    field: 'creative',
    half: 'tune',
    title: 'Mosaic Artist',
    company: 'Bottega del Mosaico Classense S.r.l.',
    skills: [
      'Direct Method Mosaic',
      'Reverse Method Mosaic',
      'Hammer and Hardie Cutting',
      'Smalti',
      'Lime Mortar Setting',
      'Cartoon Drawing',
      'On-Site Installation',
      'Italian',
      'Mosaic Restoration',
      'Adobe Illustrator',
      'English',
      'Patience',
      'Precision',
    ],
    text: `Questo sito utilizza cookie tecnici e, previo consenso, cookie di profilazione. / This site uses cookies.  [Accetta tutti]  [Rifiuta]  [Personalizza]
Bottega Classense
Home   Chi siamo / About   Opere / Works   Restauro   Commissioni   Lavora con noi   Contatti      IT | EN

About us
Our bottega was opened in 1968 by the maestro mosaicist Aldo Benini, two streets away from the Basilica of San Vitale. Today we are nine people: mosaicists, a restorer, a designer and the office. We make mosaics for churches, hotels, private houses and public art all over the world – from a floor in a villa in Bologna to a 40 m² wall in a metro station in Doha – and we restore ancient and modern mosaics together with the Soprintendenza.

We still work like in the Byzantine tradition: we cut by hand every tessera of smalti, gold and marble with martellina and tagliolo, and we set it in lime. But we also use computer for the design and the documentation. For us, tradition and technology are not enemies.

Our values: patience, respect for the material, and that every piece leaving the bottega is perfect also in the corner that nobody sees.

Lavora con noi / Careers

Mosaicista / Mosaic Artist
Full-time · Ravenna (workshop) with travel for installations · Start: January 2027

For our growing production we search a mosaic artist with experience, who can follow a work from the cartoon to the installation.

What you will do
• Prepare the cartoon (design at 1:1) from the sketch of our designer, by hand or in Adobe Illustrator
• Cut smalti, gold leaf tesserae and marble with hammer and hardie, with the right rhythm and shape for the andamento
• Execute mosaics with direct method on lime mortar bed, and with reverse (indirect) method on paper or mesh for large walls and floors
• Prepare lime mortar and setting beds
• Install the mosaics on site, in Italy and abroad (2–4 trips per year, 1–3 weeks each)
• Help our restorer in restoration jobs (cleaning, consolidation, integration of lacunae)

What we ask
• Diploma from a school of mosaic (Istituto d'Arte per il Mosaico Severini, Scuola Mosaicisti del Friuli or similar), or equivalent experience
• Minimum 3 years working as mosaicist in a workshop
• Perfect control of hammer and hardie cutting – in the interview we will ask a small cutting test
• Experience with both direct and reverse method
• Italian at least B1 – in the bottega we speak Italian
• Portfolio of your works

Appreciated
• Experience in restoration of ancient mosaics
• Adobe Illustrator for cartoons
• English, for the contact with foreign clients during installations

Who you are
A patient person, precise, who does not stop until the line is right. You like to work in silence for hours, but you are also good in the team when we install together a big wall.

We offer
• Contract CCNL Artigianato, full-time, permanent after 6 months
• Work in one of the historic workshops of Ravenna
• Travel and accommodation paid during installations
• Free course on Byzantine gold technique with our maestro
• Coffee at the bar every morning is on the bottega 😊

How to apply
Send CV and portfolio (PDF max 10 MB) to lavoro@bottegaclassense.example.com with object "Mosaicista 2027". We answer to everybody within 3 weeks.

Contatti · Via Guaccimanni 31, 48121 Ravenna · +39 0544 555 207
Bottega del Mosaico Classense S.r.l. · P.IVA 02418870395 · Privacy · Cookie policy
Instagram · Facebook · Pinterest`,
  },
  {
    id: 'vine-pruner-anyworkanywhere-saint-emilion-plural-season-form-before-second-language',
    field: 'agriculture',
    half: 'unseen',
    title: 'Vine Pruner',
    company: 'SCEA Vignobles Bérard-Duclos',
    skills: [
      'Vine Pruning',
      'Guyot Pruning',
      'Pellenc Electric Secateurs',
      'Cane Pulling',
      'Vine Tying',
      'Driving Licence',
      'Cordon Pruning',
      'French',
      'Reliability',
      'Teamwork',
    ],
    text: `Anyworkanywhere.com – Work and Travel Worldwide
Home | Jobs | Countries | Working Holiday Info | Post a Job | Contact

Jobs > Europe > France > Fruit Picking & Farm Work

Vine Pruners – Winter Season 2026/27 (Saint-Émilion)

Job ref: AWA-FR-88214
Location: Saint-Émilion, Gironde, France
Dates: 23 November 2026 to approx. 15 March 2027
Pay: SMIC (€12.02 gross/hour) or piece rate after 2 weeks training period
Posted: 12 October 2026

Employer: SCEA Vignobles Bérard-Duclos

Description

SCEA Vignobles Bérard-Duclos is family wine estate with 46 hectares of Merlot and Cabernet Franc around Saint-Émilion and Montagne. Every winter we prune all the vines by hand, and we need extra team of pruners for the season.

The work
- Pruning the vines in double Guyot (most of our parcels), one cane and one spur on each side
- Some old parcels are in Cordon de Royat (spur pruning) – only for pruners with experience
- Pulling out the cut wood from the wires (tirage des bois) – you will do this also in December–January
- Tying the canes on the wire (attachage) in February–March
- We use Pellenc electric secateurs (Vinion), we give you the secateurs and batteries, you must know how to use them safely and how to care for the blade

Requirements
- At least one full season experience in vine pruning (Guyot), in France or in another country – NZ, Australia, Spain, Italy all ok
- Driving licence and your own car: the vineyards are spread between villages and there is no bus at 7:30 in the morning
- You can stay the whole season until March. We cannot train people who leave after 3 weeks
- Basic French is a plus, but not necessary – our chef d'équipe speaks English and Spanish
- EU passport or valid working holiday visa for France

Who we search
We need reliable people who come every day also when it rains, because vines don't wait. You work in a team of 6–8 persons with a team leader; everybody helps each other and we finish the row together.

Work conditions
- 35 hours/week, Monday to Friday, 7:30–12:00 and 13:00–15:30
- Contrat saisonnier (seasonal contract) with all social charges, paid holidays at the end (10 %)
- Work clothes: we give gloves and rain jacket; bring your own good boots
- After the training period you can choose piece rate (per vine) – good pruners make €110–140 per day
- Accommodation: we have 4 places in a mobile home next to the chai (€180/month), otherwise camping or shared house in Libourne
- Wine tasting with the whole team at the end of the season 🍷

How to apply
Send us an email in English or French with your experience (where, how many seasons, which pruning system), your dates and a phone number. Email: vendanges@berard-duclos.example.com – please write "Pruning 2026" in the subject.

[ Apply for this job ]   [ Save ]   [ Email to a friend ]

Other jobs in France
Grape picking – Champagne – September 2027
Ski resort kitchen porter – Morzine
Oyster farm work – Arcachon Bay

Anyworkanywhere.com – helping travellers find work since 2000
About us | Privacy | Terms | Advertise | Contact`,
  },
  {
    id: 'electro-technical-officer-crewing-agency-email-riga-principal-position-line-second-language',
    field: 'maritime',
    half: 'tune',
    title: 'Electro-Technical Officer',
    company: 'Nordstern Reefer Shipping GmbH & Co. KG',
    skills: [
      'ETO Certificate of Competency',
      'STCW Basic Safety',
      'Seafarer Medical',
      "Seaman's Book",
      'High Voltage Certificate',
      'Marine Electrical Maintenance',
      'Reefer Container Maintenance',
      'PLC Troubleshooting',
      'English',
      'Kongsberg K-Chief',
      'Teamwork',
    ],
    text: `Inbox (14)
ETO vacancy – reefer vessel – joining mid November, Rotterdam
From: Ilze Kalniņa <ilze.kalnina@daugavacrew.example.com>
To: a.petrenko.eto@example.com
Date: Tue, 13 Oct 2026, 10:42

Dear Mr. Petrenko,

Thank you for your CV which you sent to our database in August. We have now a vacancy which fits to your experience and I want to ask if you are available.

Position: Electro-Technical Officer (ETO)
Vessel type: Reefer vessel, 1x, built 2011, 12 900 DWT, 4 holds + 260 reefer plugs on deck
Flag: Liberia
Main engine: MAN B&W 6S50MC-C, automation Kongsberg K-Chief 600
Crew: 22, mixed (German/Polish senior officers, Filipino ratings)
Trading: North Europe – West Africa – South America (fruit trade)
Contract: 4 months +/- 1 month
Joining: around 15–20 November 2026, Rotterdam
Wage: USD 7 400 per month, paid monthly, plus leave pay

Our principal
Nordstern Reefer Shipping GmbH & Co. KG, Hamburg, ship owner and manager of 9 reefer and 3 container feeder vessels. Our agency is working with this company since 2014, many of our Latvian and Ukrainian officers are sailing there for years.

Main duties onboard
- Maintenance and repair of all electrical and electronic equipment on board: generators, switchboards, motors, cargo cranes, winches, navigation and communication equipment
- Monitoring and repair of reefer containers on deck and of the cargo hold refrigeration plant – Carrier, Daikin and Thermo King units
- Troubleshooting of PLC-based systems and alarm and monitoring system
- High voltage is not on this vessel, but principal requires HV certificate because of the fleet (also container feeders with HV)
- Keeping records in planned maintenance system
- Working together with Chief Engineer and engine crew

Requirements of the principal
- STCW III/6 Certificate of Competency as ETO, valid
- All STCW basic safety certificates valid (BST, PSCRB, AFF, Medical First Aid)
- High voltage course certificate (management level)
- Valid seafarer medical certificate (not older than 1 year at joining)
- Valid seaman's book and passport
- Minimum 12 months in rank as ETO, preferably on reefer vessels or container ships with many reefer plugs
- Good English – all communication on board is in English
- Kongsberg K-Chief experience is welcome and big advantage
- Good team player, able to work in multinational crew

Documents I need from you if you are interested:
1. Updated CV (our format, attached)
2. Scans of all certificates and COC, seaman's book, passport
3. Sea service records/references from last 2 employers
4. Your readiness date

After we receive documents we send your CV to the principal. Principal makes a short online interview with the Superintendent (Teams, 30 min, technical questions). Travel to the vessel and visa (if needed) are paid by the principal.

Please answer until Friday 16 October, because the principal wants to close this position quickly.

Best regards / Ar cieņu,

Ilze Kalniņa
Crewing Manager
Daugava Crew Management SIA
Licence of State Employment Agency No. 21-0447
Krasta iela 68, Rīga, LV-1019, Latvia
Tel: +371 555 21 904 | Mob/WhatsApp: +371 555 93 118
www.daugavacrew.example.com

This e-mail and any attachments are confidential. If you received it by mistake, please inform the sender and delete it.

Attachments: CV_form_DCM_2026.docx (48 KB)`,
  },
  {
    id: 'winder-driver-pnet-rustenburg-capitals-dash-team',
    field: 'mining',
    half: 'unseen',
    title: 'Winder Driver, Shaft Operations',
    company: 'Kgoro Platinum Mine (Pty) Ltd',
    skills: [
      "Winding Engine Driver's Certificate",
      'Mine Medical Certificate of Fitness',
      'Mine Health and Safety Act',
      'Double Drum Winder Operation',
      'Shaft Signalling Codes',
      'Pre-Use Winder Checks',
      'Winder Logbook',
      'Shift Work',
      'ABB Winder Controls',
      'Concentration',
      'Safety Awareness',
    ],
    text: `PNet
Find Jobs   Companies   Career Advice   Recruiters   Sign In   Register

Home > Jobs > Mining, Resources & Energy > North West > Rustenburg

WINDER DRIVER – SHAFT OPERATIONS
Kgoro Platinum Mine (Pty) Ltd
Rustenburg, North West  ·  Permanent  ·  Market related
Posted 2 days ago  ·  Ref: KPM/SO/2611

[ Apply Now ]   [ Save Job ]   [ Share ]

Introduction
Kgoro Platinum Mine (Pty) Ltd operates a deep-level underground PGM mine west of Rustenburg with two vertical shafts and a concentrator. We are looking for a competent Winder Driver to join the Shaft Operations team at No. 2 Shaft, reporting to the Shaft Engineer.

Job Purpose
To safely operate the rock and man winders in order to transport persons, material and rock in the shaft according to the Mine Health and Safety Act and the mine's Code of Practice for winding.

Duties and Responsibilities
- Operate the double drum rock winder and the man/material winder safely and efficiently during your shift
- Conduct pre-use checks and test runs on the winder at the start of each shift and after any stoppage, and record results in the winder logbook
- Respond correctly to all bell signals from the onsetter and banksman according to the mine's shaft signalling code
- Monitor winder instruments, brakes, depth indicators and the control desk; stop and report any abnormal condition immediately
- Assist the rope examiner and the engineering team during rope and conveyance inspections
- Complete shift handover and all required records accurately
- Comply with all safety rules, standards and procedures, and stop any unsafe act

Minimum Requirements
- Grade 12 (Matric)
- Valid Winding Engine Driver's Certificate (Men / Rock) issued in terms of the Mine Health and Safety Act 29 of 1996 and its regulations
- Valid mine medical certificate of fitness
- Minimum 3 years' experience as a winder driver on a vertical shaft
- Willing to work rotating shifts including nights, weekends and public holidays
- Sound knowledge of the MHSA and of shaft signalling procedures

Advantageous
- Experience on PLC/computer-controlled winders (ABB or Siemens controls)
- Previous experience on a double drum rock winder

Competencies
- Able to concentrate for long periods and stay alert for the whole shift
- Strong safety awareness – you will not move the conveyance if you are not sure
- Good communication with the onsetter and banksman
- Reliability and discipline

Remuneration and Benefits
- Market-related basic salary plus shift allowance
- Medical aid and retirement fund membership
- Housing / living-out allowance
- Annual production bonus
- Ongoing training and development opportunities

Kgoro Platinum Mine (Pty) Ltd is an equal opportunity employer and preference will be given to candidates from designated groups in line with our Employment Equity plan, and to residents of the host communities.

Please note: If you have not been contacted within 21 days of the closing date, please consider your application unsuccessful. Closing date: 30 October 2026.

Job Alerts: Get similar jobs by email
More jobs like this
Onsetter – Rustenburg
Rigger (Shaft) – Brits
Fitter (Mining) – Mogwase

PNet  ·  About  ·  Privacy Policy  ·  Terms & Conditions  ·  Contact Us`,
  },
  {
    id: 'reactor-operator-university-bulletin-enid-class-and-working-title',
    field: 'energy',
    half: 'tune',
    title: 'Licensed Reactor Operator',
    company: 'Chisholm State University',
    skills: [
      'NRC Reactor Operator License',
      'TRIGA Reactor Operation',
      'Radiation Protection',
      'Radiation Surveys',
      'Technical Specifications',
      'Instrumentation and Control',
      'Neutron Activation Analysis',
      'Background Check',
      'SRO License',
      'Attention to Detail',
      'Communication',
    ],
    text: `Posting No. S26-0412  |  Posted 09/22/2026  |  Closes 10/13/2026 (open until filled)
Human Resources · Staff Employment Opportunities

CHISHOLM STATE UNIVERSITY
POSITION ANNOUNCEMENT

Classification Title: Research Reactor Operator II
Working Title: Licensed Reactor Operator
Department: Nuclear Science Center, College of Engineering
Location: Enid, Oklahoma (main campus)
FLSA: Non-exempt
Appointment: 100% FTE, 12-month, regular
Salary Range: $54,200 – $63,800 annually, commensurate with qualifications

Position Summary
The Nuclear Science Center operates a 1.1 MW TRIGA Mark II research reactor used for teaching, neutron activation analysis, isotope production and materials irradiation. The Licensed Reactor Operator operates the reactor and its support systems safely and in compliance with the facility license, the Technical Specifications and U.S. Nuclear Regulatory Commission regulations.

Essential Duties
1. Perform reactor startups, steady-state and pulse operations, and shutdowns according to approved procedures (approx. 60%).
2. Load and unload samples for irradiation, including neutron activation analysis samples for campus and outside users (approx. 15%).
3. Conduct radiation and contamination surveys, handle radioactive materials and apply ALARA principles (approx. 10%).
4. Perform surveillance checks, calibrations and routine maintenance on reactor instrumentation and control systems, pool water systems and ventilation (approx. 10%).
5. Keep operations logs and surveillance records complete and ready for NRC inspection; assist with student laboratories and public tours of the facility (approx. 5%).

Minimum Qualifications
• High school diploma or equivalent and three years of technical experience in nuclear, electrical or mechanical operations.
• Current NRC Reactor Operator license for a non-power reactor, OR the ability to obtain an NRC Reactor Operator license for this facility under 10 CFR Part 55 within 12 months of hire.
• Working knowledge of radiation protection principles and instrumentation.
• Ability to follow written procedures and Technical Specifications exactly.

Preferred Qualifications
• Senior Reactor Operator (SRO) license.
• Experience with TRIGA reactors or the U.S. Navy nuclear propulsion program.
• Associate or bachelor's degree in engineering, physics or a related field.

Knowledge, Skills and Abilities
Careful attention to detail in record keeping and procedure compliance; ability to explain reactor operations clearly to students, researchers and visitors; ability to work independently on the control console and as part of a small operations team.

Conditions of Employment
This position requires unescorted access to the reactor facility. The selected candidate must pass a criminal background check and fingerprinting under 10 CFR 73, participate in the facility's fitness-for-duty program and be enrolled in radiation dosimetry. Occasional work outside normal hours is required for long irradiations.

Benefits
Chisholm State University offers medical, dental and vision insurance, Oklahoma Teachers' Retirement System membership, tuition waiver for employees and dependents, 16 days of annual leave and 11 paid holidays. Training for NRC licensing is provided by the Center.

To Apply
Submit an online application at jobs.chisholmstate.example.edu with a cover letter, resume and contact information for three professional references. Questions: Dr. Martin Okafor, Reactor Director, (580) 555-0162.

Chisholm State University is an Equal Opportunity/Affirmative Action employer committed to diversity. Individuals with disabilities who need accommodation in the application process should contact Human Resources.

Page 1 of 1`,
  },
  {
    id: 'game-economy-designer-jobylon-helsinki-cookie-first-dash-team-second-language',
    field: 'tech',
    half: 'unseen',
    title: 'Game Economy Designer, Live Ops',
    company: 'Revontuli Games Oy',
    skills: [
      'Game Economy Design',
      'F2P Monetization',
      'Live Ops',
      'Spreadsheet Modelling',
      'SQL',
      'A/B Testing',
      'Player Progression Design',
      'English',
      'Python',
      'Unity',
      'Communication',
      'Curiosity',
    ],
    text: `We use cookies to improve your experience and for analytics. Read more in our privacy policy.   [ Accept all ]  [ Only necessary ]
Revontuli Games
Jobs   Life at Revontuli   Our games   Hiring process

Game Economy Designer – Live Ops
Helsinki · Full-time · Hybrid
Department: Game Design

[ Apply for this job ]

Hey! 👋
We are Revontuli Games Oy, a 70-person mobile game studio in Helsinki's Ruoholahti. Our city builder Aurora Harbour has been live for four years and still grows every month – 1.2 million monthly players, mostly in the US, Japan and Germany. Now we want a designer who lives in the economy of the game.

What you will do
- Own the economy of Aurora Harbour together with the Lead Game Designer: currencies, sources and sinks, prices, rewards and the progression curve
- Design the economy of live events and seasonal passes, with the Live Ops team, every two weeks
- Build and maintain economy models in spreadsheets (Google Sheets is our home), and simulate how players move through the content
- Dig into player data with SQL in BigQuery and build your own dashboards; find where players get stuck or where the economy inflates
- Plan A/B tests with our data analyst, read the results honestly and make the call
- Balance monetization so that it is fair for players who pay nothing and interesting for those who pay

You have
- At least 3 years of experience designing economies or systems for free-to-play games that are live
- Very strong spreadsheet modelling – you can build a model that someone else can understand
- SQL on daily level
- Experience planning and analysing A/B tests
- Understanding of player progression and retention in F2P
- Good English, as it is our working language (we have 19 nationalities)

Bonus points
- Python for simulations (we have some Monte Carlo notebooks)
- Some experience with Unity, so you can tune values in the editor yourself
- You have played city builders more than you want to admit

You are a person who...
... can explain a faucet-and-sink model to an artist without showing one formula. You are curious: you ask "why" three times before you change a price. You are not afraid to say you were wrong when the test says so.

What we offer
- Salary 5 200–6 600 €/month depending on experience + yearly bonus from game profit
- Hybrid work: office days Tuesday and Thursday, other days where you want
- Occupational health care (also dental), lunch and sport benefits (ePassi)
- 3 weeks of extra paid time off in summer, on top of the Finnish holidays
- Relocation help to Finland for you and your family
- Friday game jam once a month and company sauna evenings 🧖

Our hiring process
1. Short call with Talent Partner (30 min)
2. Home assignment: fix a broken economy model (max 4 hours, paid)
3. Interview with Lead Game Designer and Live Ops Producer
4. Meet the team and the CEO

Contact: Elina Saarikoski, Talent Partner – elina.saarikoski@revontuli.example.com

We welcome applications from everyone, regardless of background, gender, age, disability or anything else. We believe diverse teams make better games.

[ Apply for this job ]

Share:  LinkedIn  X  Facebook  Copy link
Revontuli Games Oy · Itämerenkatu 11, 00180 Helsinki
Powered by Jobylon · Privacy`,
  },
  {
    id: 'donations-sorter-charityjob-bristol-bracket-charity-number',
    field: 'retail',
    half: 'tune',
    title: 'Donations Sorter',
    company: 'Avonmead Hospice',
    skills: [
      'Donation Sorting',
      'Stock Grading',
      'Pricing',
      'Gift Aid',
      'Till Operation',
      'Volunteer Supervision',
      'eBay Listing',
      'Driving Licence',
      'Customer Service',
      'Teamwork',
    ],
    text: `CharityJob
Find a job   Volunteer   Career advice   Recruiters   Sign in   Register

< Back to search results

Donations Sorter (Stock Generation)
Avonmead Hospice
Location: Fishponds, Bristol
Salary: £12.21 per hour
Hours: Part-time, 25 hours per week
Contract: Permanent
Closing date: 2 November 2026
Posted: 15 October 2026

[ Apply ]  [ Save ]

About the role
Our 22 charity shops raise more than £2.4 million every year towards the care Avonmead Hospice gives to people with life-limiting illness across Bristol and South Gloucestershire. Every bag that comes through our donation centre in Fishponds helps to fund a nurse's shift or a night at the hospice.

We are looking for a Donations Sorter to join our busy stock generation team. You will sort, grade and price donated goods so that our shops always have the right stock on the rails.

What you'll be doing
• Sort bags and boxes of donated clothing, books, bric-a-brac and homeware as they arrive
• Grade items for quality – shop floor, online, vintage, or textile recycling (rag)
• Price items using our pricing guide and knowledge of what sells
• Tag and scan items for Gift Aid, checking donor declarations are complete and processed correctly
• Work alongside and support our volunteers, showing new volunteers how we sort and keeping the team on track
• Cover the till and the shop floor in our Fishponds shop when it is short-staffed
• Pick out collectable and higher-value items for our online shop

What we're looking for
Essential:
• Experience of sorting and pricing stock in a charity shop, retail or warehouse setting
• An eye for quality and a sense of what people will buy
• Understanding of Gift Aid, or the willingness to learn it in your first weeks
• Confident using a till and handling cash
• Friendly customer service with donors and customers
• Comfortable working with and guiding volunteers of all ages

Desirable:
• Experience listing items on eBay or Vinted
• A full driving licence, to help with van collections now and then

You will be a team player who is happy to muck in – our sorting room is a friendly, noisy place with the radio on.

What we can offer you
• 28 days holiday (pro rata) plus bank holidays, rising with service
• Pension scheme with 5% employer contribution
• 20% discount in our shops
• Free on-site parking and tea and coffee
• Manual handling training and full induction provided
• Staff wellbeing programme and Blue Light Card eligibility

How to apply
Please apply with your CV and a short supporting statement explaining why you'd like to join us. We may close this advert early if we receive a high number of applications.

Avonmead Hospice is an equal opportunities employer and welcomes applications from all sections of the community.
Registered charity no. 1047728

Similar jobs
Shop Assistant – Avonmead Hospice – Keynsham
Van Driver (Collections) – Bristol – £12.60 per hour
Retail Area Manager – Weston-super-Mare

About CharityJob   Contact us   Privacy   Terms   Cookie settings`,
  },
  {
    id: 'padel-coach-linkedin-post-malmo-sentence-closing-line-comments-second-language',
    field: 'sport',
    half: 'unseen',
    title: 'Padel Coach',
    company: 'Öresund Padel Center AB',
    skills: [
      'Padel Coaching',
      'Padel Coaching Certificate',
      'Group Training',
      'Private Lessons',
      'Junior Coaching',
      'Tournament Organisation',
      'Playtomic',
      'English',
      'Swedish',
      'Motivation',
      'Communication',
    ],
    text: `Home   My Network   Jobs   Messaging   Notifications   Me   For Business

Johan Lindqvist • 2nd
Head Coach at Öresund Padel | PTR Professional | Former Swedish Padel Tour player
3d • Edited • 🌐

🎾 We are growing again and we are looking for a padel coach to join our coaching team in Malmö!

Since we opened our third hall in Hyllie in September we have 14 courts and our group trainings are full every week, so we need one more coach from January 2027 (full-time, or part-time 60–80 % if you prefer).

What you will do:
• Lead group trainings for adults at all levels – from people who never held a racket to division 2 players
• Run our junior academy groups (8–17 years) two afternoons per week
• Give private and semi-private lessons
• Organise our Friday Americano and Mexicano nights and the monthly club tournament
• Handle your own bookings and court schedule in Playtomic
• Analyse technique with video and give players a clear plan

What we are looking for:
✔️ Experience coaching padel, at least one full season with groups
✔️ A padel coaching certificate – Svenska Padelförbundet Tränare 1 or international (PTR, WPT Academy or similar)
✔️ Good English – many of our members are from Denmark, Spain and all over the world
✔️ Energy! You make a cold Tuesday morning group feel like a final 🔥
✔️ You explain simple, and you see every player in the group, not only the best one

We offer collective agreement (Unionen/Almega), wellness allowance, free court time and padel gear from our sponsor, and a really nice team 💛

Interested? Send a message to me or write to coach@oresundpadel.example.com with your CV and a short video of you coaching.

Öresund Padel Center AB | Hyllie Boulevard 44, Malmö

#padel #hiring #padelcoach #malmö #sport #jobb

👍❤️👏 214 · 37 comments · 19 reposts

Like   Comment   Repost   Send

Most relevant ▾

Carlos Martín Ruiz • 3rd+
Padel coach at Club Pádel Norte, Valencia
Hola Johan! Is Swedish necessary? I speak English and Spanish.
Like · Reply · 3d
    Johan Lindqvist • Author
    Hola Carlos! Swedish is a plus, because the junior groups are in Swedish, but for adult groups English works fine. Send me your CV 🙂
    Like · Reply · 3d

Emma Nyström • 2nd
Tränare at Padel Zenter Lund
Do you require the SPF certificate or is the PTR enough?
Like · Reply · 2d
    Johan Lindqvist • Author
    PTR is enough 👍 if you have neither, you must take SPF Tränare 1 before you start – we cannot put you on court without a coaching certificate because of the insurance.
    Like · Reply · 2d

Oskar Berg • 1st
Sharing with my network! Great club 🎾
Like · Reply · 1d

Load more comments`,
  },
  {
    id: 'shared-lives-carer-long-prose-halifax-sentence-footer-legal-name',
    field: 'care',
    half: 'tune',
    title: 'Shared Lives Carer',
    company: 'Calder Valley Community Care CIC',
    skills: [
      'Person-Centred Care',
      'Personal Care',
      'Medication Support',
      'Support Planning',
      'Record Keeping',
      'Safeguarding',
      'Enhanced DBS',
      'Driving Licence',
      'Patience',
      'Empathy',
      'Communication',
    ],
    text: `Menu   |   Search   |   Donate   |   Contact us
Pennine Shared Lives
Home › Get involved › Become a carer

Could you share your life, your home and your family?

Most people who come to an information evening with us start the same way: "I'm not sure I'm the right kind of person." Then they tell us about the neighbour they have helped for ten years, or the brother they grew up looking after, or the twenty years they spent as a nurse, and by the end of the evening they are asking how to apply. This page is long because the decision is a big one, and we would rather you knew exactly what being a Shared Lives carer means before you pick up the phone.

Shared Lives is a simple idea. An adult who needs some support – perhaps someone with a learning disability, someone living with dementia, or a young person leaving care – is matched with a carer and their household. Sometimes they move in and become part of the family for years; sometimes they come for a day or two a week, or for short breaks that give their own family a rest. Across Calderdale and Kirklees we currently have 112 carers supporting 147 people, and we need more, particularly in Halifax, Brighouse and the Colne Valley.

What does a carer actually do? Mostly, you share ordinary life: meals, shopping, the bus to college, Sunday at the allotment, a holiday if you take one. Alongside that, the person you support will have a support plan that we write with them and with you, and you will need to follow it and help us keep it up to date as their needs change. For many people that includes help with washing, dressing and using the toilet, so you must be comfortable giving personal care in a way that protects someone's dignity. Many of the people we match take regular medicines, and you will need to be confident supporting them with their medication exactly as the plan and the pharmacy label say, and recording what you have given. Every day you will keep short written notes – what went well, what worried you, appointments and changes – because those notes are how the person, their family and our team see the whole picture.

The heart of the role is seeing the person rather than the diagnosis. The carers who do best with us build the week around what the person wants from their life, not around what is easiest for the household, and they are patient when progress is slow. You will need to understand how people can be harmed or exploited, know what to do if you are worried, and be willing to tell us straight away, even when the worry concerns someone you like. Everyone in your household aged 16 or over will need an enhanced DBS check, and you must have a spare bedroom if the arrangement is long-term.

It helps if you drive, because many of the people we support have appointments, day services and family spread across the valley, though we have carers who manage well on public transport. What matters more is that you are warm, that you listen, and that you can talk honestly with families, social workers and our team, including when you disagree.

You do not need formal qualifications. Once you are approved we will give you the Care Certificate, first aid training and regular refresher courses, and a named Shared Lives worker will visit you at least every six weeks. Carers are self-employed and receive a weekly payment for each arrangement, from £310 to £560 a week depending on the support needed, plus a contribution towards household costs, and most carers pay little or no tax on it under the qualifying care relief rules. You will also get 28 days of paid breaks each year, when another carer steps in.

The assessment takes around four months and includes home visits, references and a panel meeting. To start, come to an information evening or call Gemma Whiteley on 01422 555 780.

Pennine Shared Lives is a service of Calder Valley Community Care CIC, registered with the Care Quality Commission.
Company no. 09917634 · Privacy · Accessibility · Cookies`,
  },
  {
    id: 'armed-response-officer-newspaper-classified-windhoek-capitals-plural-neighbours-second-language',
    field: 'security',
    half: 'unseen',
    title: 'Armed Response Officer',
    company: 'Omuramba Security Services (Pty) Ltd',
    skills: [
      'SORB Registration',
      'Firearm Competency Certificate',
      'Driving Licence',
      'Police Clearance',
      'Alarm Response',
      'Incident Reporting',
      'Two-Way Radio',
      'Local Area Knowledge',
      'First Aid',
      'Honesty',
      'Discipline',
    ],
    text: `22   THE KHOMAS COURIER   Friday 16 October 2026                                   CLASSIFIEDS

MOTOR VEHICLES
TOYOTA HILUX 2.4 GD-6 double cab 2019, 142 000 km, service book, N$ 385 000 neg. Call 081 555 2274.

TO LET
KHOMASDAL: Room with own entrance, water & light incl., N$ 2 800 p/m. Only working person. 085 555 0619.

LOST
Namibian ID and driver's licence in the name of T. Nangolo, lost near Wernhil Park. Please call 081 555 7740.

─────────────────────────────────────────

VACANCIES
ARMED RESPONSE OFFICERS (x6)

OMURAMBA SECURITY SERVICES (PTY) LTD, a leading security company in Windhoek providing alarm monitoring, armed response and guarding to homes and businesses, invites suitable candidates to apply for the following position:

ARMED RESPONSE OFFICERS – WINDHOEK (Klein Windhoek, Eros, Olympia, Auasblick)

Duties:
• Respond to alarm activations and panic signals from the control room quickly and safely
• Search and secure client premises, check doors, windows and perimeter
• Communicate with control room by two-way radio at all times
• Write clear incident reports and occurrence book (OB) entries after every call-out
• Patrol allocated zones and do visible patrols for clients
• Hand over suspects to NAMPOL and assist with statements

Minimum requirements:
• Grade 10 or 12 certificate
• Registered with the Security Enterprises and Security Officers Regulation Board (SORB)
• Valid firearm competency certificate (handgun and shotgun)
• Valid Code B driver's licence, minimum 2 years driving experience
• Clear police clearance (not older than 6 months)
• Minimum 1 year experience in armed response
• Good knowledge of Windhoek streets and suburbs
• Able to work shifts including nights, weekends and public holidays
• Physically fit

An added advantage: First Aid Level 1 certificate.

We are looking for honest and disciplined persons who can remain calm in dangerous situations.

We offer: competitive salary, uniform, medical aid and pension fund after probation, overtime paid.

Hand deliver CV, certified copies of ID, certificates, SORB card and police clearance to: Omuramba Security Services, Erf 2291, Nelson Mandela Avenue, Klein Windhoek, or email to recruit@omurambasecurity.example.com. Closing date: 30 October 2026. Only shortlisted candidates will be contacted.

─────────────────────────────────────────

SERVICES
BOREHOLE DRILLING & PUMP INSTALLATION – Khomas and Otjozondjupa regions, free quotation. Call 081 555 9012.
PROFESSIONAL TUTOR: Grade 11 & 12 Maths and Physical Science, Pioneerspark. 081 555 4431.

NOTICES
NOTICE OF ESTATE LATE: Estate of the late Johannes Gawaseb. All claims within 30 days to the Master of the High Court.

To place a classified advert call 061 555 2000 or email classifieds@khomascourier.example.com`,
  },
  {
    id: 'anodizing-operator-104-taichung-two-script-bracket-shift-second-language',
    field: 'manufacturing',
    half: 'tune',
    title: 'Anodizing Operator',
    company: 'Lumina Surface Treatment Co., Ltd.',
    skills: [
      'Anodizing',
      'Type III Hard Anodizing',
      'Racking',
      'Bath Titration',
      'Dyeing and Sealing',
      'Coating Thickness Measurement',
      'Chemical Handling',
      'Shift Work',
      'Mandarin',
      'Overhead Crane Certificate',
      'Forklift Licence',
      'Responsibility',
      'Teamwork',
    ],
    text: `104人力銀行   找工作   找公司   職場力   高階職缺   履歷   登入 / 註冊
首頁 > 找工作 > 台中市大雅區 > 生產製造/品管/環衛

陽極處理技術員 Anodizing Operator（日夜輪班）
鋁源表面處理股份有限公司 Lumina Surface Treatment Co., Ltd.
更新日期 2026/10/14 · 應徵人數 6~10人

[ 應徵 Apply ]   [ 儲存 ]   [ 分享 ]

工作內容 Job Content
Lumina Surface Treatment Co., Ltd. is anodizing factory in Daya District, Taichung, serving the bicycle, motorcycle and aerospace component makers in central Taiwan since 2003. We have 3 automatic lines and 1 hard anodizing line. Because of new orders from Europe bike brands we hire operators for the anodizing line.

1. Racking of aluminium parts (crank arms, handlebars, brake parts) on titanium racks, make sure good electrical contact
2. Operate the anodizing line: degreasing, etching, desmut, anodizing, dyeing (black, red, blue, gold…) and sealing
3. Operate hard anodizing line (Type III, MIL-A-8625) for aerospace parts, control current density and temperature
4. Bath analysis by titration (sulfuric acid, aluminium content) 2 times per shift and adjust chemicals
5. Measure coating thickness with eddy current gauge and check colour with standard samples
6. Use overhead crane to move the baskets between tanks
7. Handle acids and alkalis safely, follow SDS and wear PPE
8. Fill in the production record and report abnormal to line leader

工作待遇 Salary: 月薪 NT$ 36,000 ~ 48,000 (含輪班津貼 shift allowance)
工作性質 Type: 全職 Full-time
上班地點 Location: 台中市大雅區 Daya District, Taichung
上班時段 Schedule: 日夜輪班 two shifts rotation, day 08:00–20:00 / night 20:00–08:00, change every 2 weeks
休假制度 Holiday: 週休二日 (by schedule)

條件要求 Requirements
學歷要求 Education: 高中 High school or above
工作經歷 Experience: 2年以上 At least 2 years in anodizing or electroplating
語文條件 Language: 中文 Mandarin – must read safety signs and SOP; 英文 English – basic, for foreign customer drawings (not required)
擅長工具 Skills:
- Anodizing process (Type II), hard anodizing (Type III) is plus
- Titration of baths
- Coating thickness gauge
- Work in rotating day/night shifts
具備證照 Licences (加分 preferred):
- 固定式起重機操作人員 Overhead crane operator certificate (3 ton below)
- 堆高機操作人員 Forklift operator licence

其他條件 Others:
- Careful and responsible, follow SOP every time, because one mistake in the tank can scrap 500 parts
- Can cooperate with team, help each other in shift change

福利制度 Welfare
- Labour and health insurance, labour pension 6%
- Year-end bonus 1.5~3 months
- Free dormitory for workers from other county
- Free lunch and dinner in factory canteen
- Company trip every year, birthday gift
- New staff training by senior technician (3 months)

聯絡方式 Contact
聯絡人 Contact person: 人資 Ms. Lin 林小姐
E-mail: hr@lumina-anodize.example.com
電話 Tel: 04-555-6021 #12

[ 應徵 Apply ]

相似職缺 Similar jobs
電鍍技術員 Electroplating Technician – 台中市西屯區
品管檢驗員 QC Inspector – 彰化縣和美鎮

104人力銀行 關於我們 · 隱私權政策 · 服務條款 · 客服中心 · © 2026 104 Corporation`,
  },
  {
    id: 'bird-control-officer-kenjo-faro-bracket-second-language',
    field: 'aviation',
    half: 'unseen',
    title: 'Bird Control Officer',
    company: 'Algarve Airside Services, Lda.',
    skills: [
      'Wildlife Hazard Management',
      'Bird Identification',
      'Bird Dispersal Techniques',
      'Firearms Licence',
      'Driving Licence',
      'Aviation Radio Communication',
      'Wildlife Strike Reporting',
      'ICAO Doc 9137',
      'English',
      'Portuguese',
      'Shift Work',
      'Falconry',
      'Vigilance',
    ],
    text: `Open positions   ·   About us   ·   Language: EN | PT
Algarve Airside

Bird Control Officer (Wildlife Hazard Management)
📍 Faro, Portugal   💼 Full-time   🕓 Shifts 24/7   🏷 Operations

[ Apply now ]

Who we are
Algarve Airside Services, Lda. provides airside operational services for airports and aerodromes in the south of Portugal: wildlife hazard control, apron management support, FOD prevention and runway inspections. Our team of 46 people work every day so that aircraft can land and take off safely.

Your mission
As Bird Control Officer you are part of the wildlife control team that patrols the runway, taxiways and surroundings of the airport 24 hours per day, 365 days per year. The Ria Formosa lagoon is next to the airport and has thousands of birds, so this job is never boring!

What you will do
• Patrol the airside by vehicle, observe and identify birds and other wildlife, and evaluate the risk for aircraft
• Disperse birds using pyrotechnics, bioacoustic distress calls (vehicle system), lasers and other techniques according to our Wildlife Hazard Management Plan
• Communicate by radio with the control tower (ATC) and ask permission before entering the runway, always with correct phraseology
• Do runway inspections for birds and FOD together with the operations team
• Collect remains after bird strikes and complete wildlife strike reports for the authority (ANAC) and for the statistics
• Register all observations and actions in our digital log
• Support the falconry team when they are on duty

What we ask
• Experience in wildlife/bird control at an airport, or strong knowledge of bird identification (ornithology, biology, ringing experience…)
• Firearms licence (licença de uso e porte de arma – class C or D) valid, or you must obtain it before you start, as we use shotgun pyrotechnics
• Driving licence B
• English on good level – radio communication with ATC is in English
• Portuguese – for team and reports
• Availability for rotating shifts, including nights, weekends and holidays
• Knowledge of ICAO Doc 9137 (Airport Services Manual Part 3 – Wildlife Hazard Management) is important

It is a plus
• Experience in falconry
• Degree in biology or environmental sciences

Your profile
You are vigilant – you see the small group of gulls before they become a flock on the runway. You are calm, you follow procedures and you like to work outside in all weather.

What we offer
• Permanent contract after the trial period
• Shift allowance and night supplement
• Meal allowance paid on card (subsídio de refeição)
• Health insurance for you and your family
• Full training in our Wildlife Hazard Management Plan and the airside driving permit (ADP) paid by us
• Uniform and equipment

Selection process: CV screening → interview (in person in Faro) → practical test of bird identification → medical examination.

[ Apply now ]

Algarve Airside Services, Lda. is committed to equal opportunities. We evaluate all candidates without discrimination based on gender, age, origin, religion or disability.

Privacy policy · Powered by Kenjo`,
  },
  {
    id: 'forest-nursery-technician-trabajando-los-angeles-chile-bilingual-second-language',
    field: 'forestry',
    half: 'tune',
    title: 'Forest Nursery Technician',
    company: 'Viveros Forestales Laja SpA',
    skills: [
      'Clonal Propagation',
      'Seedling Production',
      'Fertigation',
      'Pest and Disease Monitoring',
      'Seedling Quality Control',
      'Excel',
      'Crew Supervision',
      'Driving Licence',
      'Spanish',
      'English',
      'SAG Pesticide Applicator Credential',
      'FSC Standards',
      'Leadership',
    ],
    text: `Trabajando.com   Buscar empleos   Empresas   Mi CV   Ingresar   Publica gratis
Inicio > Ofertas de empleo > Región del Biobío > Agrícola / Forestal

Técnico de Vivero Forestal / Forest Nursery Technician
Viveros Forestales Laja SpA
Los Ángeles, Biobío · Jornada completa · Contrato indefinido
Publicado: 13-10-2026 · Vacantes: 1 · Renta: a convenir

[ Postular ]   [ Guardar ]   [ Compartir ]

Descripción del cargo / Job description
Viveros Forestales Laja SpA is forest nursery with FSC certification, part of an international group, that produces 28 million seedlings per year of Eucalyptus globulus, E. nitens and Pinus radiata for forestry companies and small owners in the south of Chile. Our reports go to the headquarters in Portugal, for this reason we publish this position in English and Spanish.

We search a Forest Nursery Technician for our clonal production area.

Main functions:
- Coordinate the clonal propagation of eucalyptus: mini-cuttings from the clonal hedge, rooting in the greenhouse, acclimatization and hardening
- Plan and control the seedling production according to the sowing and sales program
- Manage the fertigation system and irrigation programs in greenhouses and outdoor beds, check EC and pH every day
- Monitor pests and diseases (Botrytis, Fusarium, Teratosphaeria, aphids) and coordinate the phytosanitary applications
- Do the quality control sampling of seedlings before dispatch: height, root collar diameter, root plug, sanitary condition
- Supervise crews of 10 to 25 seasonal workers, organise the daily tasks and control attendance
- Register production and quality data in Excel and in our nursery system, and prepare weekly reports
- Apply the FSC and the company procedures for safety and environment

Requirements:
- Técnico Nivel Superior Agrícola or Forestal, or Ingeniero de Ejecución
- Minimum 3 years of experience in a forest or fruit nursery, with clonal propagation
- Knowledge of fertigation and irrigation management
- Intermediate Excel (tables, graphs)
- Experience leading work teams in the field
- Driving licence class B
- Spanish native or fluent – all the team speaks Spanish
- English intermediate, for the monthly reports to headquarters and video calls

Desirable:
- SAG credential as pesticide applicator (credencial de aplicador de plaguicidas)
- Knowledge of FSC forest management and chain of custody standards

Competencies:
Leadership with the crews, order and planning, responsibility, good communication and capacity to solve problems in the day.

We offer:
- Indefinite contract after trial period
- Complementary health insurance and life insurance
- Transport from Los Ángeles city to the nursery (bus at 7:15)
- Lunch in the casino of the nursery
- Annual bonus for production goals
- Training in new propagation technologies, including one internship in our nursery in Portugal

Horario / Schedule: Monday to Thursday 08:00–17:30, Friday 08:00–16:30 (45 hours).

Empresa adherida a la Ley de Inclusión Laboral N° 21.015. Todas las postulaciones serán consideradas sin discriminación arbitraria.

Preguntas del empleador / Employer questions
1. ¿Cuántos años de experiencia tienes en propagación clonal?
2. ¿Tienes licencia de conducir clase B?
3. ¿Cuál es tu nivel de inglés?

[ Postular ]

Ofertas similares
Jefe de Vivero – Chillán
Operario de Vivero (temporada) – Mulchén

Trabajando.com · Términos y condiciones · Política de privacidad · Ayuda`,
  },
  {
    id: 'vsat-installation-technician-pngworkforce-mount-hagen-dash-place-second-language',
    field: 'telecom',
    half: 'unseen',
    title: 'VSAT Installation Technician',
    company: 'Sepik Sat Networks Limited',
    skills: [
      'VSAT Installation',
      'Antenna Pointing',
      'Spectrum Analyzer',
      'iDirect Modems',
      'Cable Termination',
      'Off-Grid Solar Power',
      'Working at Height',
      'Driving Licence',
      'Tok Pisin',
      'English',
      'Hughes Jupiter',
      'Problem Solving',
      'Independent Work',
    ],
    text: `PNGworkforce
Home | Find Jobs | Employers | Post a Job | Career Tips | Login
Jobs in Papua New Guinea > Information Technology & Telecommunications

VSAT Installation Technician – Highlands Region (Based in Mt Hagen)
Company: Sepik Sat Networks Limited
Location: Mount Hagen, Western Highlands Province
Job Type: Full Time
Closing Date: 06 November 2026
Posted: 14 October 2026

[ Apply Online ]   [ Email this job ]   [ Print ]

Company Background
Sepik Sat Networks Limited is a PNG-owned satellite communications company providing VSAT internet and private networks to banks, schools, health centres, mission stations, mining camps and government offices in all 22 provinces. Our network operation centre is in Port Moresby and we have field bases in Lae, Mt Hagen and Kokopo.

Position Purpose
The VSAT Installation Technician will install, commission and maintain VSAT terminals at customer sites in Western Highlands, Enga, Jiwaka, Southern Highlands and Hela provinces, and will make sure every site is online and stable.

Key Duties and Responsibilities
• Do site surveys for new customers: line of sight to satellite, mounting position, power and earthing
• Assemble and install antenna (1.2 m and 1.8 m), mount, BUC and LNB on roof or ground pole
• Point and peak the antenna with spectrum analyzer and do cross-pol test with the NOC
• Install and configure iDirect modems (X7, iQ series) and basic router/Wi-Fi
• Terminate and test coaxial cables (RG6/RG11, F and N connectors) and do proper grounding
• Install and maintain small off-grid solar power systems (panels, charge controller, batteries) for remote sites without grid power
• Do preventive and corrective maintenance, replace faulty equipment and report to NOC
• Climb roofs and towers safely with harness
• Train the customer staff on basic use and first troubleshooting

Qualifications and Experience
• Trade certificate or diploma in Electronics, Electrical or Telecommunications
• Minimum 2 years experience installing VSAT or microwave systems
• Hands-on experience with spectrum analyzer and antenna pointing
• Experience with iDirect modems; Hughes Jupiter experience is an advantage
• Basic knowledge of solar power systems
• Valid PNG driver's licence, able to drive 4WD on rough roads
• Fluent in Tok Pisin and English, written and spoken
• Working at height training/experience

Personal Attributes
• Good problem solving, you don't give up when the site is still offline at 5pm
• Able to work independently at remote sites for up to 3 weeks away from base
• Honest and responsible with company tools and stock
• Good customer relations

Remuneration
Attractive salary package will be offered to the right candidate including field allowance, company vehicle for work, mobile phone, superannuation (Nambawan Super) and medical cover.

How to Apply
Applicants should send application letter, updated CV, copies of certificates and 3 referees to: The Human Resources Manager, Sepik Sat Networks Limited, P.O. Box 1955, Boroko NCD, or by email to careers@sepiksat.example.com

Only shortlisted applicants will be contacted.

Share this job: Facebook | WhatsApp | LinkedIn

Similar Jobs
Network Field Engineer – Lae
IT Support Officer – Goroka
Electrical Technician – Porgera

© 2026 PNGworkforce – Papua New Guinea's Job Site | About | Privacy | Contact`,
  },
  {
    id: 'hazardous-waste-technician-flattened-table-sarnia-dash-team',
    field: 'environment',
    half: 'tune',
    title: 'Hazardous Waste Technician, Field Services',
    company: 'Lambton Environmental Response Inc.',
    skills: [
      'TDG Certificate',
      'WHMIS',
      'Driving Licence',
      'Hazardous Waste Packaging',
      'Lab Pack Segregation',
      'Waste Manifests',
      'Spill Response',
      'On-Call',
      'Confined Space Entry',
      'Vacuum Truck Operation',
      'First Aid/CPR',
      'Teamwork',
      'Calm Under Pressure',
    ],
    text: `Skip to main content
Services   Industries   Emergency Response 24/7   Careers   About   Contact
Careers > Current Openings

Hazardous Waste Technician – Field Services
Sarnia, Ontario  |  Full-time, permanent  |  $27.50 – $33.00 per hour + overtime  |  Posting #LER-2026-31

Lambton Environmental Response Inc. has provided industrial cleaning, hazardous waste management and 24/7 spill response to the chemical plants, refineries, municipalities and trucking companies of Sarnia-Lambton and southwestern Ontario since 1998.

What you'll do
Our Field Services crews collect, package and transport hazardous waste from labs, plants and household hazardous waste depots, and respond to spills on highways, in rail yards and at industrial sites. As a technician you will:
- Identify, segregate and pack laboratory chemicals into lab packs according to compatibility
- Package and label drums and totes for shipment, and prepare waste manifests in the HWIN system under Ontario Regulation 347
- Respond to chemical and fuel spills: contain, absorb, recover and decontaminate
- Operate vacuum trucks and pressure washers on industrial cleaning jobs
- Take part in the weekend on-call rotation for emergency response (one weekend in four)

Qualifications
The table below shows what we need from day one and what gives you an edge.

Qualification
Essential
Asset
Transportation of Dangerous Goods (TDG) certificate, current
✔

WHMIS 2015 training, current
✔

Class DZ Ontario driver's licence with clean abstract
✔

Experience packaging hazardous waste or lab packs (1 year +)
✔

Working knowledge of waste manifests and O. Reg. 347
✔

Confined space entry certificate

✔
Vacuum truck operation experience

✔
Standard First Aid / CPR Level C

✔
Able to join weekend on-call rotation
✔

Who you are
You work well in a small crew, you look out for the person beside you, and you stay calm and methodical when a 3 a.m. call-out turns out to be bigger than dispatch said. You keep your paperwork tidy because a manifest error can stop a truck at the border.

What we offer
- Overtime after 44 hours and call-out premium
- Group health, dental and vision from day one
- RRSP matching up to 4%
- Boots, FR clothing and PPE supplied, plus respirator fit testing
- Paid HAZWOPER and confined space refreshers
- Crew barbecue every Friday in summer

How to apply
Send your resume and a copy of your driver's abstract to careers@lambtonenviro.example.com, quoting posting #LER-2026-31. Closing date: November 6, 2026.

Lambton Environmental Response Inc. is an equal opportunity employer. Accommodations are available on request for candidates taking part in all aspects of the selection process, in accordance with the Accessibility for Ontarians with Disabilities Act (AODA).

Emergency line 1-800-555-0199  |  Privacy  |  © 2026 Lambton Environmental Response Inc.`,
  },
  {
    id: 'audio-describer-rexx-berlin-gender-dash-specialty-second-language',
    field: 'media',
    half: 'unseen',
    title: 'Audio Describer, English-language Productions',
    company: 'Klangbild Medienzugang GmbH',
    skills: [
      'Audio Description Scriptwriting',
      'Concise Writing',
      'Script Timing',
      'ITC Audio Description Guidance',
      'Film Analysis',
      'English',
      'German',
      'Pro Tools',
      'Voice Recording',
      'Teamwork',
      'Time Management',
    ],
    text: `Stellenangebote   |   Initiativbewerbung   |   Datenschutz   |   Impressum      DE | EN
Klangbild Medienzugang

Audio Describer (m/w/d) – English-language Productions
Berlin-Kreuzberg · Vollzeit oder Teilzeit (30–40 h) · ab 01.01.2027 · unbefristet

[ Jetzt bewerben ]

Über uns
Klangbild Medienzugang GmbH makes films, series and live events accessible. Since 2009 we produce audio description, subtitles for the deaf and hard of hearing and sign language videos for broadcasters, streaming platforms, cinemas and theatres in Germany, Austria and Switzerland. More and more of our clients need English audio description for international versions, so we build a small English team.

Your tasks
- You write audio description scripts in English for feature films, series and documentaries – describing what is important for blind and visually impaired audiences in the gaps between dialogue
- You time your descriptions exactly to the picture (in-cues and out-cues) in our AD software
- You analyse the film before writing: characters, visual storytelling, what the director wants to show
- You work in tandem with a blind or visually impaired editor who checks every script – their feedback is central for our quality
- You record your scripts yourself in our studio, or you direct the voice talent during the recording
- You translate and adapt existing German AD scripts into English when needed

Your profile
- Experience in audio description, subtitling, translation or another form of writing for film
- Native-level English and excellent German (at least C1) – our team and the blind editors work in German
- You write short and precise: in four seconds you say what matters, not more
- Very good understanding of film language (camera, editing, image composition)
- Knowledge of the ITC Guidance on Standards for Audio Description or the German AD guidelines

Nice to have
- Experience with Pro Tools or another DAW
- A pleasant voice and experience with voice recording

What makes you happy in our team
You like to work together – with the blind editors, the sound engineers and the project managers – and you can keep the deadline of a streaming platform without stress for everybody. You organise your week well when three episodes come at the same time.

What we offer
- A meaningful job: every film you describe opens for thousands of people
- Flexible working hours and 2 days home office per week
- 30 days holiday, BVG company ticket (Deutschlandticket) and bike leasing
- Training on the job by our head of audio description and an internal AD academy
- Team breakfast every Monday and a quiet office with good coffee

Please apply with CV, a short motivation letter and – important – a sample: describe the first two minutes of a film of your choice (max. one page). Apply only through our online form.

Contact: Frau Dr. Annika Wöhrle, Head of Audio Description, +49 30 555 8812 40

We value diversity and welcome all applications – independent of gender, nationality, ethnic and social origin, religion, disability, age and sexual identity. Applications from blind and visually impaired people are especially welcome.

Klangbild Medienzugang GmbH · Oranienstraße 185 · 10999 Berlin
Datenschutzhinweise für Bewerber   ·   Powered by rexx systems`,
  },
  {
    id: 'steel-erector-seek-christchurch',
    field: 'construction',
    half: 'tune',
    title: 'Structural Steel Erector',
    company: 'Waimakariri Steel Erectors Ltd',
    skills: [
      'Structural Steel Erection',
      'Bolting and Torquing',
      'Slinging and Dogging',
      'Working at Height',
      'EWP Licence',
      'Site Safe Passport',
      'Shop Drawing Reading',
      'Driving Licence',
      'Certified Rigger',
      'Site Welding',
      'Teamwork',
      'Safety Awareness',
    ],
    text: `SEEK
Job search   Profile   Career advice   Company reviews      Sign in   Employer site

Back to search results

Structural Steel Erector
Waimakariri Steel Erectors Ltd
View all jobs
Christchurch, Canterbury
Construction (Trades & Services)
Full time
$36 – $44 per hour
Posted 4d ago

[ Quick apply ]   [ Save ]

Waimakariri Steel Erectors Ltd is a Canterbury-based steel erection company with 35 staff. We erect structural steel for commercial buildings, warehouses, schools and rebuild projects from Timaru to Kaikōura. Our crews have a great safety record and we have a full order book into 2028.

We are looking for experienced Structural Steel Erectors to join our crews.

The role
• Erecting structural steel columns, beams, portal frames, purlins and bracing
• Bolting up and torquing connections (including TC bolts) to the engineer's specification
• Slinging and dogging loads, and directing the crane operator with hand signals and radio
• Working from EWPs, scaffolds and on steel with harness and fall arrest
• Plumbing, levelling and aligning steel to drawings
• Reading shop drawings and erection drawings to set out and check your work
• Taking part in daily toolbox meetings and completing task analysis

You will need
• At least 2 years' experience erecting structural steel
• Working at height experience with harness and fall arrest systems
• EWP licence (boom and scissor)
• Current Site Safe Passport
• Ability to read shop drawings
• Full NZ driver's licence (Class 2 an advantage)
• A strong safety attitude – you speak up when something isn't right

It would be great if you also have
• NZ Certificate in Rigging (Certified Rigger, Level 3 or 4)
• Site welding experience and current welding certificates

About you
You're a team player who turns up on time, works hard and looks after your crew. You take pride in steel that goes up straight first time.

What we offer
• Top rates based on experience, plus travel allowance for out-of-town jobs
• Overtime available, weekends off
• Quality PPE and tools supplied
• Ongoing training – we'll put you through your rigging and dogging units
• Company vehicles for crews, and a ute for leading hands
• Regular crew BBQs and an end-of-year function

To apply, click Quick apply or call Hemi on 027 555 4418 for a chat.

Employer questions
Your application will include the following questions:
• Which of the following statements best describes your right to work in New Zealand?
• How many years' experience do you have as a steel erector?
• Do you have a current EWP licence?
• Do you have a current Site Safe Passport?

Report this job advert

Be careful
Don't provide your bank or credit card details when applying for jobs.

SEEK   About SEEK   Partner services   Help centre   Privacy   Terms   © SEEK. All rights reserved`,
  },
  {
    id: 'shift-miller-zoomtanzania-dar-es-salaam-capitals-bracket-second-language',
    field: 'food production',
    half: 'unseen',
    title: 'Shift Miller',
    company: 'Msimbazi Flour Mills Limited',
    skills: [
      'Roller Mill Operation',
      'Wheat Conditioning',
      'Plansifter Operation',
      'Extraction Rate Control',
      'Flour Quality Testing',
      'Bühler WinCoS',
      'HACCP',
      'Shift Work',
      'English',
      'Swahili',
      'IAOM Milling Certificate',
      'Team Leadership',
      'Problem Solving',
    ],
    text: `ZoomTanzania
Jobs   Cars   Property   Electronics   Services   Post an Ad   Login
Home > Jobs > Manufacturing & Production > Dar es Salaam

SHIFT MILLER (WHEAT)
Msimbazi Flour Mills Limited · Dar es Salaam, Temeke · Full-time
Posted: 12 Oct 2026 · Deadline: 31 Oct 2026 · Ad ID 4418290

[ Apply ]   [ Save ]   [ Share on WhatsApp ]

About the company
Msimbazi Flour Mills Limited is one of the leading wheat and maize millers in Tanzania, with a capacity of 650 tonnes per day of wheat at our mill in Kurasini, Temeke. Our brands of baking flour, chapati flour and sembe are sold in all regions of Tanzania and exported to Zambia, Malawi and DRC.

Job summary
The Shift Miller is in charge of the wheat mill during his/her shift and makes sure that the mill runs safely and efficiently to produce flour of the right quality and extraction.

Duties and responsibilities
1. Run the wheat mill during the shift from intake of cleaned wheat to the flour bins
2. Control wheat conditioning (tempering) – add water according to moisture and set the tempering time
3. Set and adjust roller mills (break and reduction), plansifters, purifiers and bran finishers to get the target extraction rate
4. Monitor the mill through the Bühler WinCoS control system and respond to alarms
5. Take samples every hour and do the quality tests in the mill laboratory: moisture, ash, colour, gluten and granulation; act on results
6. Supervise and guide the shift operators, packers and cleaners (about 12 persons)
7. Keep the shift report, downtime records and hand over to next shift properly
8. Follow HACCP, ISO 22000 and TBS requirements and keep the mill clean and pest free
9. Report mechanical problems to the maintenance team and help during breakdowns

Qualifications and experience
• Diploma in Food Science, Mechanical Engineering or related field
• At least 4 years of experience in a wheat flour mill, minimum 2 years as shift miller or assistant miller
• Good knowledge of roller mill settings, sifting and extraction control
• Experience with Bühler mills and WinCoS or similar automation system
• Knowledge of HACCP and food safety
• Ready to work rotating shifts (morning, afternoon, night)
• Fluency in English and Kiswahili, written and spoken

Added advantage
• Milling certificate from IAOM (International Association of Operative Millers) or Swiss School of Milling correspondence course

Skills and competencies
• Able to lead a team and keep discipline during night shift
• Good analytical and problem solving – when the flour ash goes up at 2 am you must find out why
• Honest, hardworking and committed

What we offer
• Competitive salary and shift allowance
• NSSF, NHIF and group life insurance
• Transport at shift change and free meals at the canteen
• Training at Bühler training centre for the best performers
• Bags of flour every month for staff

How to apply
Send your application letter, CV and copies of certificates to hr@msimbazimills.example.com or deliver by hand to the Human Resources Office, Plot 112 Kurasini Road, Temeke. Write "SHIFT MILLER" in the subject. Only shortlisted candidates will be contacted.

Beware of fraud: Msimbazi Flour Mills Limited does not ask for any money during recruitment.

Similar ads
Maintenance Fitter – Dar es Salaam
Quality Control Officer (Food) – Arusha
Warehouse Supervisor – Kibaha

ZoomTanzania · Safety tips · Terms · Privacy · Contact us`,
  },
  {
    id: 'vehicle-wrap-installer-hireology-mesa-dash-specialty',
    field: 'automotive',
    half: 'tune',
    title: 'Vehicle Wrap Installer, Fleet Graphics',
    company: 'Saguaro Sign & Wrap LLC',
    skills: [
      'Vinyl Wrap Installation',
      'Surface Preparation',
      'Post-Heating',
      'Knifeless Tape',
      'Laminating',
      'Driving Licence',
      '3M Certified Installer',
      'Avery Dennison Certified Installer',
      'Paint Protection Film',
      'HP Latex Printers',
      'Attention to Detail',
      'Patience',
    ],
    text: `All Jobs   |   Our Company   |   Benefits
Saguaro Sign & Wrap

Vehicle Wrap Installer – Fleet Graphics
Mesa, AZ 85210  ·  Full Time  ·  $22.00 – $30.00 / hour
[ Apply Now ]

Are you the person who can lay a full sheet of cast vinyl over a box-truck rivet line without a single bubble? Then we want to talk to you.

Saguaro Sign & Wrap LLC has wrapped trucks, vans and trailers for Phoenix-area businesses since 2008. Our fleet graphics team handles everything from one plumber's van to 40-truck rollouts for regional delivery companies, working in our 12,000 sq ft climate-controlled install bay in Mesa and at customers' yards across the Valley.

What You'll Do
- Install printed and color-change wrap films on vans, box trucks, trailers, pickups and cars – full wraps, partials and spot graphics
- Prep every surface properly: wash, clay, degrease, remove old vinyl and adhesive residue
- Use knifeless tape for clean cut lines on paint, and trim safely by hand when you have to
- Post-heat every recess, rivet and edge to the film manufacturer's temperature with an IR thermometer
- Laminate prints after our HP Latex printers and get panels ready for install
- Drive the company truck to customer yards for on-site installs and removals
- Keep the bay clean and your tools in order

What You Need
- 2+ years of hands-on vehicle wrap installation experience (please send photos of your work)
- Strong surface prep and post-heat habits – our wraps carry a 5-year warranty
- Experience with knifeless tape and laminating
- Valid Arizona driver's license and a clean driving record (MVR check)
- Ability to work on ladders and scaffolds and in summer heat on mobile jobs

Big Pluses
- 3M Certified Graphics Installer or Avery Dennison Certified Wrap Installer
- Paint protection film (PPF) installation experience
- Experience running or maintaining HP Latex printers

Who Thrives Here
Someone with patience, who will pull a panel back up and redo it instead of hoping nobody notices, and who has an eye for the 1/16" that separates a good wrap from a great one.

Benefits
- Medical, dental and vision insurance after 30 days
- Paid time off and 7 paid holidays
- Tool allowance every year
- Performance bonus on fleet rollouts
- Shop lunch every payday Friday
- Room to grow into lead installer or production manager

Saguaro Sign & Wrap LLC is an equal opportunity employer. We consider all qualified applicants without regard to race, color, religion, sex, national origin, age, disability, veteran status, or any other legally protected status. This employer participates in E-Verify.

[ Apply Now ]

Privacy Policy  ·  Terms of Use  ·  Powered by Hireology`,
  },
  {
    id: 'level-crossing-keeper-praca-pl-bilingual-second-language',
    field: 'rail',
    half: 'unseen',
    title: 'Level Crossing Keeper',
    company: 'Mazowieckie Usługi Kolejowe Sp. z o.o.',
    skills: [
      'Level Crossing Keeper Certificate',
      'Level Crossing Operation',
      'Ir-1 Instruction',
      'Railway Radio Communication',
      'Log Book Keeping',
      'Police Clearance',
      'Shift Work',
      'Polish',
      'Snow Clearing',
      'Responsibility',
      'Concentration',
    ],
    text: `Praca.pl   Oferty pracy   Pracodawcy   Porady   Dodaj CV   Zaloguj się
Oferty pracy > Transport / Spedycja / Logistyka > mazowieckie > Sochaczew

Dróżnik przejazdowy / Level Crossing Keeper
Mazowieckie Usługi Kolejowe Sp. z o.o.
Sochaczew, mazowieckie · umowa o pracę · pełny etat · praca zmianowa
Wynagrodzenie: 5 400 – 6 100 zł brutto / mies.
Ważna do: 10.11.2026

[ Aplikuj ]   [ Zapisz ]

O firmie / About the company
Mazowieckie Usługi Kolejowe Sp. z o.o. provides maintenance and operation services for railway infrastructure on lines in the Mazovia region, including the service of guarded level crossings for the infrastructure manager. We employ 240 people – track workers, signalling technicians and level crossing keepers.

Opis stanowiska / Job description
As level crossing keeper you are responsible for the safety of the crossing of road and railway. You will:
- Operate the barriers (manual and electric drive) according to the train information received from the station
- Close the crossing on time before every train and open after the train passed
- Keep radio and telephone communication with the dyżurny ruchu (station traffic controller)
- Keep the log book of the crossing (dziennik) – times of closing, messages, faults
- Check the state of the crossing, lights and barriers every shift and report faults
- Clean the crossing and the booth, clear snow and ice in winter
- Stop the traffic and secure the place in emergency situations

Wymagania / Requirements
- Valid qualification certificate (świadectwo kwalifikacyjne) for level crossing keeper, or completed course with passed exam
- Knowledge of the Ir-1 instruction and the rules for train traffic
- Good knowledge of Polish, spoken and written – all communication with the traffic controller is in Polish
- Readiness for shift work in 12-hour system, day and night, also weekends and holidays
- Clean criminal record (zaświadczenie o niekaralności)
- Responsibility and ability to stay concentrated for all the shift – one mistake can cost life

Mile widziane / Welcome
- Previous work on the railway
- Living near Sochaczew, Błonie or Teresin

Oferujemy / We offer
- Umowa o pracę (employment contract) directly with our company
- Shift allowance for nights and holidays
- Railway medical and psychological examinations paid by us
- Free travel tickets (ulga kolejowa) for employee and family
- Work clothes and winter equipment
- 13th salary and holiday funds (ZFŚS)

We welcome also candidates from Ukraine and Belarus with the right to work in Poland – Ukrainian speakers welcome in our team. Information in English and Ukrainian by phone.

Kontakt: dział kadr, tel. 22 555 41 07, e-mail: rekrutacja@muk-kolej.example.com

Klauzula informacyjna RODO: Administratorem Pani/Pana danych osobowych jest Mazowieckie Usługi Kolejowe Sp. z o.o. z siedzibą w Sochaczewie. Dane przetwarzane są w celu przeprowadzenia rekrutacji.

[ Aplikuj ]

Podobne oferty
Monter nawierzchni kolejowej – Łowicz
Nastawniczy – Skierniewice
Technik SRK – Warszawa

Praca.pl · O nas · Regulamin · Polityka prywatności · Kontakt`,
  },
  {
    id: 'microblading-artist-instagram-quezon-city-plural-handle-comments-second-language',
    field: 'beauty',
    half: 'tune',
    title: 'Microblading Artist',
    company: 'Brow Haus Beauty Lounge Inc.',
    skills: [
      'Microblading',
      'Ombré Powder Brows',
      'Brow Mapping',
      'Pigment Colour Theory',
      'Sanitation and Infection Control',
      'Client Consultation',
      'PMU Certificate',
      'TESDA NC II',
      'Instagram Content Creation',
      'Customer Service',
    ],
    text: `Instagram
🔍 Search      Home   Reels   Messages   Notifications   Create   Profile

browhaus.qc  •  Follow
Brow Haus • Tomas Morato, Quezon City

WE'RE HIRING MICROBLADING ARTISTS ✨🖤

Our Tomas Morato studio is growing and we need 2 more brow artists to join the Brow Haus family! 💕

WHAT YOU WILL DO 💁‍♀️
▪️ Microblading and ombré powder brows for new clients and touch-ups
▪️ Brow mapping and shaping according to client face structure
▪️ Choose and mix pigments based on skin undertone – you must understand colour theory so the brows heal right, no blue or red brows pls 🙏
▪️ Consultation with client before the procedure – explain aftercare, check contraindications, sign waiver
▪️ Strict sanitation: single-use blades, barrier film, proper disinfection of station every client
▪️ Take before/after photos and help post healed results on our IG and TikTok

REQUIREMENTS 📋
✔️ Certificate from accredited PMU academy (microblading + powder brows)
✔️ At least 6 months hands-on with REAL clients, please send portfolio of HEALED work
✔️ TESDA NC II Beauty Care is an advantage
✔️ Friendly and good with clients, kasi repeat clients are our life 😊
✔️ Can work weekends (our busiest days)

WE OFFER 💸
▪️ Base pay + commission per client
▪️ Free advanced training (lip blush, eyeliner) after regularization
▪️ SSS, PhilHealth, Pag-IBIG
▪️ Free meals on duty + team outing every quarter 🎉

📩 DM us or send CV + portfolio to browhaus.hiring@example.com
Brow Haus Beauty Lounge Inc. • 2F Morato Arcade, Tomas Morato Ave., Quezon City

#hiring #microblading #browartist #qcjobs #PMU #nowhiring #browhausqc

♡ 💬 ➤                                                            🔖
1,284 likes
3 days ago

View all 96 comments

jen.delacruz.pmu  Hello po! Saan po location exactly? 📍
    browhaus.qc  @jen.delacruz.pmu Tomas Morato po, near Scout Tuason 😊

mikaela_brows  Do you accept fresh grad of PMU training po? Wala pa po akong clients 🥺
    browhaus.qc  @mikaela_brows sorry po, we need at least 6 months actual clients with healed photos. You can follow us for future trainee batch! 💕

rhea.beauty.ph  Magkano po base pay? 😅
    browhaus.qc  @rhea.beauty.ph let's discuss po sa interview, base + commission 😊

carlo_tattoo_mnl  Tagged my gf @ann.brows 👀

ann.brows  Powder brows lang po alam ko, okay lang po ba?
    browhaus.qc  @ann.brows need po both microblading and powder brows ✨

Add a comment...`,
  },
  {
    id: 'sacristan-parish-newsletter-xemxija-bilingual-second-language',
    field: 'religion',
    half: 'unseen',
    title: 'Sacristan',
    company: 'Parish of St Euphemia',
    skills: [
      'Liturgical Preparation',
      'Liturgical Calendar',
      'Sacristy Management',
      'Church Security',
      'Maltese',
      'English',
      'Police Clearance',
      'Basic IT',
      'Discretion',
      'Punctuality',
      'Reliability',
    ],
    text: `IL-ĦABIB  ·  Weekly Parish Bulletin  ·  No. 1432  ·  18 October 2026  ·  XXIX Sunday in Ordinary Time
Page 2 of 4

MASS TIMES THIS WEEK
Weekdays: 6:30 am, 8:00 am (Maltese), 6:00 pm
Saturday: 6:00 pm (vigil, English)
Sunday: 7:00 am, 9:00 am (children), 10:30 am (English), 6:00 pm

ANNOUNCEMENTS
• The parish pilgrimage to Lourdes is full. Those on the waiting list will be contacted by the parish office.
• Confessions every Saturday from 4:30 to 5:45 pm.
• The Mission Sunday collection next week will go to the missionaries of the Archdiocese in Peru.
• Catechism for Year 3 children starts on Monday 26 October in the parish centre.

VAKANZA / VACANCY
SAGRISTAN / SACRISTAN (part-time)

The Parish of St Euphemia, Xemxija, is seeking a sacristan to assist the Parish Priest and the liturgical commission, for around 25 hours per week, mostly early mornings, evenings and weekends.

The duties include:
– Preparing the altar, the sacred vessels, books and vestments for Mass, baptisms, weddings and funerals, according to the liturgical season and its colours
– Keeping the sacristy in order: linens, candles, hosts and wine, incense, and the inventory of vessels and vestments
– Opening and closing the church, setting and checking the alarm system, and looking after the keys
– Preparing the church for the big feasts, especially the festa of St Euphemia in September and Holy Week
– Keeping the booking diary of funerals and weddings on the parish computer in coordination with the parish office
– Supervising the altar servers before Mass

The ideal person:
– is a practising Catholic who knows the Mass and the rites well and follows the liturgical calendar
– speaks and writes Maltese, and is able to communicate in English with visitors and the English-speaking community
– has basic computer skills (email, calendar)
– is punctual and reliable – the first Mass is at 6:30 am
– is discreet, as the sacristan often meets families at difficult moments like funerals
– presents a clean Police Conduct Certificate

Remuneration according to the directives of the Archdiocese of Malta. Training in liturgy by the Diocesan Liturgy Commission will be offered.

Interested persons are to send a letter with their details and a recommendation from their parish priest to the Parish Office, Triq il-Knisja, Xemxija, or by email to parishoffice.xemxija@example.com by Friday 30 October. For information call 2155 5193 (office hours: Monday–Friday 9:00–11:30 am).

THANK YOU
The parish thanks all volunteers who helped in the cleaning of the church after the works on the dome. The total collected for the restoration fund till now is €184,320.

PRAYER FOR THE WEEK
Lord, make us instruments of your peace…

Parish Office · Triq il-Knisja · Xemxija · Tel. 2155 5193 · www.xemxijaparish.example.com
Follow us on Facebook: Xemxija Parish Church`,
  },
  {
    id: 'digitisation-technician-teamdash-tartu-bilingual-dash-specialty-second-language',
    field: 'archives',
    half: 'tune',
    title: 'Digitisation Technician, Archival Collections',
    company: 'Emajõe Arhiiviteenused OÜ',
    skills: [
      'Book Scanning',
      'Zeutschel Overhead Scanners',
      'Capture One',
      'Colour Management',
      'FADGI Guidelines',
      'Metadata Entry',
      'Fragile Materials Handling',
      'ABBYY FineReader',
      'Estonian',
      'English',
      'German',
      'Russian',
      'Precision',
    ],
    text: `Tööpakkumised / Jobs   ·   Meist / About   ·   ET | EN
Emajõe Arhiiviteenused

Digiteerimise tehnik / Digitisation Technician – Archival Collections
Tartu · Täistööaeg / Full-time · Tähtajatu / Permanent
Kandideeri kuni / Apply by: 08.11.2026

[ Kandideeri / Apply ]

Who we are
Emajõe Arhiiviteenused OÜ is a Tartu company that digitises, describes and stores archives for museums, libraries, universities, parishes and private collections in Estonia, Latvia and Finland. In our studio near the Emajõgi river we scan around 1.8 million pages per year – from 17th century church books to Soviet-era factory records.

The role
We are looking for a careful digitisation technician to join our studio team of six. You will produce master images of books, manuscripts, maps and photographs that archives can trust for the next hundred years.

Your daily work
• Scanning bound volumes on Zeutschel overhead scanners with book cradle and glass plate
• Photographing maps, plans and fragile single sheets with the Phase One camera system on the copy stand, processing in Capture One
• Colour management: daily calibration with targets, checking ICC profiles and image quality according to ISO 19264-1 and FADGI guidelines
• Handling fragile and damaged material with care – using cradles, weights and gloves when needed, and knowing when to stop and call the conservator
• Entering metadata (title, date, pages, condition notes) in our collection database following Dublin Core and the client's rules
• Running OCR in ABBYY FineReader and checking the quality of text output for printed material
• Quality control of image files and file naming before delivery

What we expect
• Experience in digitisation, archive or library work, or professional photography with interest in heritage
• Practical experience with overhead book scanners or camera-based capture
• Understanding of colour management and image quality standards
• Very precise and patient working style – page 412 must be as good as page 1
• Estonian and English on working level
• Physical ability to stand and work at the scanner for long periods

Advantage
• Reading old German script or Russian – many of our older records are in German, Soviet records in Russian
• Experience with Capture One Cultural Heritage

We offer
• Gross salary 1 750–2 100 € per month, depending on experience
• Calm working environment in a renovated studio in Tartu city centre
• Training by our senior digitisation specialist and paid courses (e.g. in conservation handling)
• Sport compensation and health days
• Summer outing of the team and Christmas dinner

Please send your CV and a short motivation letter in Estonian or English through the form. Questions: Kadri Tamm, studio manager, +372 555 4071.

[ Kandideeri / Apply ]

Privaatsuspoliitika / Privacy policy
Powered by Teamdash`,
  },
  {
    id: 'hr-business-partner-darwinbox-cikarang-form-before-dash-team-second-language',
    field: 'hr',
    half: 'unseen',
    title: 'HR Business Partner, Operations',
    company: 'PT Garuda Presisi Komponen',
    skills: [
      'Indonesian Labour Law',
      'Industrial Relations',
      'Collective Labour Agreement Negotiation',
      'Employee Relations',
      'Performance Management',
      'HR Analytics',
      'Indonesian',
      'English',
      'BNSP HR Certification',
      'HRIS',
      'Japanese',
      'Stakeholder Management',
      'Integrity',
    ],
    text: `Careers Home   |   Search Jobs   |   My Applications   |   Sign In
Job Details

HR Business Partner – Operations
Job ID: GPK-HR-0219
Location: Cikarang, Bekasi, West Java, Indonesia
Department: Human Capital
Employment Type: Permanent
Experience: 6 – 10 years
Posted On: 12-Oct-2026

[ Apply ]   [ Refer a Friend ]   [ Share ]

About the Company
PT Garuda Presisi Komponen is a manufacturer of precision metal and plastic components for automotive and electronics customers, a joint venture with a Japanese group, located in the Jababeka Industrial Estate, Cikarang. We have around 2,300 employees in three plants with production running 24 hours.

Job Purpose
The HR Business Partner – Operations is the strategic partner of the Plant Directors and production managers, and makes sure our people practices support productivity, harmony in industrial relations and compliance with Indonesian regulations.

Key Responsibilities
• Act as main HR contact for 3 plant heads and their managers, understand their business and give HR solutions
• Manage industrial relations with the labour union (SPSI), lead bipartite meetings, and take part in the negotiation of the collective labour agreement (PKB)
• Handle employee relations cases: grievances, disciplinary cases, warning letters (SP), terminations according to regulation, and represent the company in mediation at Disnaker when needed
• Make sure all HR practices comply with Law No. 13/2003 on Manpower, the Job Creation Law and Government Regulation No. 35/2021 (PKWT, outsourcing, overtime, severance)
• Drive the performance management cycle (KPI setting, mid-year and annual review) for operations staff
• Analyse HR data – turnover, absenteeism, overtime cost, manpower planning – and present insights to management
• Work with Talent Acquisition, C&B and L&D teams in the Human Capital function

Qualifications
• Bachelor degree in Psychology, Law, Management or related; Master is a plus
• Minimum 6 years HR experience in manufacturing, with at least 3 years handling industrial relations with labour unions
• Strong knowledge of Indonesian labour law and regulations
• Experience in PKB negotiation and handling of industrial disputes
• Good analytical skill, familiar with HR analytics and Excel/Power BI dashboards
• Fluent in Bahasa Indonesia and English (reporting to regional office in Bangkok is in English)

Preferred
• BNSP certification in Human Resources (Sertifikasi Kompetensi MSDM)
• Experience with HRIS (Darwinbox, SAP SuccessFactors or similar)
• Japanese language (JLPT N3 or above) – the advantage because of Japanese management

Competencies
• Able to build trust with plant management, union leaders and employees – stakeholder management is the core of this role
• High integrity and confidentiality
• Calm and firm in difficult negotiations
• Willing to be on site in the plants, not only in the office

We Offer
• Competitive salary and annual bonus
• BPJS Kesehatan and BPJS Ketenagakerjaan, plus private health insurance for family
• Shuttle bus from Bekasi and Jakarta Timur, free lunch in canteen
• Leadership development program with our Japanese parent company
• Company family gathering every year

PT Garuda Presisi Komponen is an equal opportunity employer. We never charge any fee in our recruitment process.

[ Apply ]

© 2026 PT Garuda Presisi Komponen  ·  Privacy  ·  Powered by Darwinbox`,
  },
  {
    id: 'motor-assessor-fuzu-nairobi-dash-team-second-language',
    field: 'insurance',
    half: 'tune',
    title: 'Motor Assessor, Claims',
    company: 'Mawingu General Insurance Company Limited',
    skills: [
      'Motor Damage Assessment',
      'Repair Cost Estimation',
      'Salvage Valuation',
      'Claims Fraud Detection',
      'IRA Assessor Licence',
      'Driving Licence',
      'Report Writing',
      'MS Excel',
      'Audatex',
      'Certified Insurance Professional (CIP)',
      'Negotiation',
      'Integrity',
    ],
    text: `Fuzu
Jobs   Learn   Blog   Community   For Employers        Log in   Sign up
Jobs in Kenya › Insurance › Nairobi

Motor Assessor – Claims
Mawingu General Insurance Company Limited
Nairobi, Kenya · Full-time · Posted 3 days ago · Deadline 29 Oct 2026

[ Apply now ]   [ Save job ]
87% of applicants for this job have a Diploma or higher · 214 people have viewed this job

About Mawingu General Insurance
Mawingu General Insurance Company Limited is a general insurer licensed by the Insurance Regulatory Authority (IRA), offering motor, property, medical and agricultural insurance through 18 branches in Kenya. Motor is our biggest class of business and we are building an in-house assessment team to improve customer experience and control claims cost.

Job Purpose
Reporting to the Motor Claims Manager, the Motor Assessor will inspect and assess damaged vehicles, agree repair costs with garages and make sure that every motor claim is settled fairly and fast.

Key Responsibilities
- Inspect accident-damaged vehicles at garages, yards and client premises in Nairobi and the surrounding counties
- Prepare repair estimates and assessment reports with photos within 24 hours of inspection
- Negotiate labour rates, parts prices and repair methods with approved garages
- Carry out re-inspections to confirm quality of repairs before release of vehicles
- Determine total loss and value salvage; organise salvage disposal with the salvage team
- Identify suspicious claims and red flags of fraud and refer to the Investigations unit
- Carry out pre-insurance valuations and condition surveys of vehicles
- Keep the claims system and the assessment register updated

Qualifications
- Diploma in Automotive or Mechanical Engineering
- Licensed as a motor assessor by the Insurance Regulatory Authority (IRA) – valid licence
- At least 3 years' experience as a motor assessor, in an insurance company or assessors' firm
- Good knowledge of motor vehicle body repair and spare parts prices in the Kenyan market
- Valid driving licence, clean record
- Good report writing skills and proficiency in MS Excel and Word

Added advantage
- Experience with Audatex or another estimating software
- Certified Insurance Professional (CIP) or progress towards AIIK from the College of Insurance

Key Competencies
- High integrity – you will face pressure from garages and claimants, and you must stay independent
- Strong negotiation and communication skills
- Attention to detail and ability to work with minimal supervision

What we offer
- Competitive salary, car allowance and mileage
- Medical cover for staff and family, group life and pension
- Annual performance bonus
- Sponsorship for insurance professional exams

How to apply
Click "Apply now" and answer the screening questions. Applications close on 29 October 2026. Only shortlisted candidates will be contacted.

Mawingu General Insurance is an equal opportunity employer. Persons with disabilities are encouraged to apply. We do not charge any fee at any stage of recruitment.

Screening questions
1. Do you hold a valid IRA motor assessor licence? (Yes/No)
2. How many years have you worked as a motor assessor?
3. Have you used Audatex?

Similar jobs
Claims Officer – Motor – Nairobi
Loss Adjuster – Mombasa
Underwriter (General) – Nairobi

Fuzu · About us · Privacy · Terms · Help`,
  },
  {
    id: 'pump-station-operator-water-board-bulletin-lautoka-bracket-grade-second-language',
    field: 'utilities',
    half: 'unseen',
    title: 'Pump Station Operator',
    company: 'Viti Levu West Water Board',
    skills: [
      'Pump Station Operation',
      'SCADA Monitoring',
      'Chlorination',
      'Water Quality Testing',
      'Preventive Maintenance',
      'Log Sheet Recording',
      'Trade Certificate',
      'Driving Licence',
      'Police Clearance',
      'Shift Work',
      'English',
      'iTaukei',
      'Fiji Hindi',
      'Reliability',
    ],
    text: `Fiji Sun – Public Notices & Tenders Supplement – Saturday 17 October 2026 – Page 38

VACANCY NOTICE No. 27/2026

VITI LEVU WEST WATER BOARD

The Viti Levu West Water Board is a statutory body responsible for the supply of safe drinking water and wastewater services to Lautoka, Nadi, Ba and surrounding areas. Applications are invited from suitably qualified Fiji citizens for the following position:

POSITION: PUMP STATION OPERATOR (GRADE WB04)
Division: Operations – Water Treatment & Distribution
Location: Lautoka / Nadi pump stations
Salary: $18,240.00 – $22,860.00 per annum (FJD)

Job Purpose
To operate and monitor water and wastewater pump stations and reservoirs to ensure continuous supply and compliance with the Fiji National Drinking Water Quality Standards.

Key Responsibilities
1. Operate pumps, valves, reservoirs and chlorination units at assigned pump stations according to the standard operating procedures.
2. Monitor the pump stations through the SCADA system and respond to alarms (low reservoir levels, pump trips, power failures).
3. Carry out chlorine dosing and test chlorine residual, pH and turbidity with the DPD comparator and field meters; record results.
4. Carry out preventive maintenance on pumps, motors, generators and switchboards (greasing, checking seals, cleaning) and report faults.
5. Record pump hours, flows, levels and readings on daily log sheets.
6. Respond to emergencies including main breaks and power outages, and work with maintenance crews.
7. Keep the pump stations clean, safe and secure.

Key Selection Criteria
1. Trade Certificate in Electrical or Mechanical Fitting from the Fiji National University or equivalent.
2. At least 2 years' experience in operating pumps, water or wastewater treatment plant, or similar.
3. Knowledge of SCADA systems and chlorination.
4. Valid Fiji driver's licence (Class 1 and 2).
5. Willingness to work on a 24-hour rotating shift roster, including weekends and public holidays.
6. Good communication in English, both written and oral; ability to communicate in iTaukei or Fiji Hindi with customers will be an added advantage.
7. Reliable, honest and able to work with minimum supervision.

Remuneration and Conditions
The successful applicant will be offered a 3-year contract, renewable on performance. Shift allowance, uniform and FNPF contributions apply. The Board provides on-the-job training in its operating procedures.

Application Requirements
Applications must include: a cover letter addressing the Key Selection Criteria, a detailed CV, certified copies of academic and trade certificates, a valid Police Clearance Report, a copy of birth certificate and two (2) recent referees.

Applications should be addressed to:
The Human Resources Manager
Viti Levu West Water Board
Private Mail Bag, Lautoka
or emailed to recruitment@vlwwb.example.com.fj

Closing date: 4.00pm, Friday 30 October 2026. Late applications will not be considered.

The Viti Levu West Water Board is an Equal Employment Opportunity employer.

Canvassing of Board members or staff will lead to disqualification.

– – – – – – – – – – – – – – – – – – – – – – – – –
TENDER NOTICE – Supply of Liquid Chlorine 2027 – Ref VLWWB/T/14/2026 – see page 40.`,
  },
  {
    id: 'scrap-metal-grader-secretcv-aliaga-bilingual-second-language',
    field: 'waste',
    half: 'tune',
    title: 'Scrap Metal Grader',
    company: 'Ege Hurda Geri Dönüşüm A.Ş.',
    skills: [
      'Scrap Grading',
      'ISRI Specifications',
      'Ferrous and Non-Ferrous Identification',
      'Handheld XRF Analyzer',
      'Radiation Screening',
      'Weighbridge Operation',
      'Contamination Inspection',
      'Turkish',
      'English',
      'Forklift Licence',
      'Attention to Detail',
      'Integrity',
    ],
    text: `Secretcv
İş İlanları   Firmalar   Kariyer Rehberi   CV Oluştur   Giriş Yap   Üye Ol
Ana Sayfa > İş İlanları > İzmir > Aliağa > Geri Dönüşüm

Hurda Sınıflandırma Uzmanı / Scrap Metal Grader
Ege Hurda Geri Dönüşüm A.Ş.
İzmir (Aliağa) · Tam Zamanlı · Deneyimli · 1 kişi alınacak
İlan tarihi: 13.10.2026

[ Başvur ]   [ Kaydet ]   [ Paylaş ]

Şirket hakkında / About the company
Ege Hurda Geri Dönüşüm A.Ş. is a scrap metal recycling and trading company in Aliağa, İzmir. We receive ferrous and non-ferrous scrap by truck from all Aegean region and by ship from Europe and the USA, we process it in our shear and baling lines and supply the steel mills of Aliağa. Yearly volume is around 900 000 tonnes.

İş tanımı / Job description
We search a Scrap Metal Grader for the incoming control of trucks and vessel discharges.

- Inspect and grade every incoming truck and ship hold according to ISRI specifications (HMS 1&2 80:20, shredded, P&S, bushelling, rebar) and our purchase contract
- Separate ferrous and non-ferrous metals (copper, brass, aluminium, stainless steel, cable) and identify alloys with the handheld XRF analyzer
- Control radiation with the portal monitor and handheld detector, and apply the procedure of TAEK/NDK if a radioactive source is found
- Detect and calculate contamination and deductions: soil, wood, plastic, rubber, closed containers, oversize pieces, wet material
- Check weight tickets at the weighbridge and compare with supplier documents
- Take photos and write the grading report in the system for every delivery
- Discuss downgrades with suppliers and the purchasing team

Aranan nitelikler / Requirements
- At least 3 years experience as grader, controller or purchasing assistant in scrap yard or steel mill
- Good knowledge of ISRI scrap specifications and of the steel mill quality requirements
- Practical experience with handheld XRF analyzer
- Knowledge of radiation control procedures
- Turkish native; English intermediate (reading of contracts and specifications, communication with ship surveyors)
- Working at the yard in all weather conditions, also in the port during vessel discharge
- For male candidates, military service completed

Tercih sebebi / Preferred
- Forklift operator licence (forklift operatör belgesi)
- Experience in vessel discharge control

Kişisel özellikler / Personal qualities
- Attention to detail – a closed gas cylinder in the middle of a truck can cause explosion in the furnace
- Honest and independent – you give the real grade, also when the supplier is a friend of the boss
- Able to work under pressure when 40 trucks wait at the gate

Sunduğumuz imkânlar / We offer
- Competitive salary + premium
- Private health insurance
- Service bus from İzmir Karşıyaka and Menemen, lunch in company canteen
- İSG (occupational health and safety) trainings and all PPE given by company
- Bayram bonuses

[ Başvur ]

Benzer ilanlar
Kantar Operatörü – İzmir (Aliağa)
Liman Gözetmeni – İzmir (Çiğli)
Satın Alma Uzmanı (Hurda) – Kocaeli

Secretcv · Hakkımızda · KVKK Aydınlatma Metni · Gizlilik · İletişim`,
  },
  {
    id: 'tufting-gun-operator-whatsapp-bhadohi-plural-count-closing-line-replies-second-language',
    field: 'textiles',
    half: 'unseen',
    title: 'Hand Tufting Gun Operator',
    company: 'Gangotri Rugs Pvt. Ltd.',
    skills: [
      'Hand Tufting Gun Operation',
      'Cut Pile Tufting',
      'Design Tracing',
      'Design Map Reading',
      'Colour Matching',
      'Backing and Latexing',
      'Loop Pile Tufting',
      'Carving',
      'Quality Workmanship',
      'Punctuality',
    ],
    text: `Bhadohi Carpet Karigar Jobs 🧶
Rakesh Yadav, Salim Ansari, Pappu Maurya, +91 55501 48822, +91 55503 17740, You

[16/10/26, 9:14:02 AM] Rakesh Yadav: *URGENT REQUIREMENT* 🔔🔔

*HAND TUFTING GUN OPERATORS – 10 NOS*

Export house, Bhadohi (Gopiganj road), new orders for USA & Europe, work for full year 👍

*Kaam / Work:*
▪️ Tufting with hand tufting gun on frame – *cut pile compulsory*, loop pile also if you know
▪️ Cloth pe design tracing karna – trace design from naksha (design map) on primary cloth
▪️ Read the design map and follow colour codes properly
▪️ Colour matching with shade card, no mistake in shade
▪️ Finishing – backing cloth lagana + latexing
▪️ Carving/clipping work (extra rate for carving)

*Requirement:*
✅ Min 2 years experience in tufting in export unit
✅ Must know cut pile work with good finishing
✅ Must be able to read naksha
✅ Time pe aana hai – 8 AM to 6 PM, Sunday off
✅ Clean work, no shortcut – buyer inspection is strict, QC reject = no payment for that piece

*Salary:* ₹16,000 – 22,000/month as per skill OR piece rate per sq ft (your choice)
PF + ESI for monthly staff, free room for outside workers, tea 2 times 🍵

Interested call/WhatsApp: 55501 48822 (Rakesh, contractor)
Bring Aadhaar copy + 2 photos on joining day

— Gangotri Rugs Pvt. Ltd., Gopiganj Road, Bhadohi (Export House)

[16/10/26, 9:31:47 AM] Salim Ansari: Bhai loop pile only worker chalega? Mere bhai ko cut pile ka kam nahi aata
[16/10/26, 9:40:15 AM] Rakesh Yadav: Nahi bhai, cut pile zaroori hai. Loop optional hai, aata hai to accha hai 👍
[16/10/26, 10:02:33 AM] +91 55503 17740: Sir carving ka rate kya hai? Mujhe carving aata hai 8 saal ka experience
[16/10/26, 10:05:10 AM] Rakesh Yadav: Carving wale ko extra ₹2/sq ft. Aap call karo, sample dekh ke final karenge
[16/10/26, 11:18:44 AM] Pappu Maurya: Latex ka kaam bhi karna padega kya tufting wale ko?
[16/10/26, 11:20:09 AM] Rakesh Yadav: Haan, backing aur latexing sabko aana chahiye, small unit hai sab milke karte hain
[16/10/26, 12:47:21 PM] +91 55501 90035: Bhai Mirzapur se aa sakte hai? Room milega?
[16/10/26, 12:50:02 PM] Rakesh Yadav: Haan room free hai bahar wale workers ke liye 🙏
[16/10/26, 2:13:56 PM] Salim Ansari: 👍
[16/10/26, 4:05:31 PM] Rakesh Yadav: Only 4 seats left. Jaldi call karo 📞

Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.`,
  },
  {
    id: 'letterpress-printer-direct-email-providence-subject-title',
    field: 'printing',
    half: 'tune',
    title: 'Letterpress Printer',
    company: 'Foundry Street Press LLC',
    skills: [
      'Letterpress Printing',
      'Heidelberg Windmill',
      'Vandercook Proof Press',
      'Photopolymer Plates',
      'Pantone Ink Mixing',
      'Make-Ready',
      'Die Cutting',
      'Press Maintenance',
      'Foil Stamping',
      'Adobe Illustrator',
      'Attention to Detail',
      'Patience',
    ],
    text: `Inbox
Letterpress printer opening at Foundry Street Press
Maren Oakes <maren@foundrystreetpress.example.com>
to me
Wed, Oct 14, 2026, 8:52 AM

Hi Theo,

Dana Whitcombe at the book arts guild passed your name along and told me you'd printed on her Vandercook for the last two years, so I hope you don't mind a cold email. I'm looking for a letterpress printer to join our shop, and from what Dana says you might be exactly who I need.

A bit about us: we're a small commercial letterpress shop in the Jewelry District – four of us, two Heidelberg Windmills, a Vandercook SP-15 for proofing and short runs, and a Kluge that we use for foil stamping and die cutting. Most of our work is wedding suites, business cards and stationery for small brands, plus a couple of book-arts editions a year. We print mostly from photopolymer plates that we make in-house, with some handset wood and metal type for the fun jobs.

Here's what the job actually is. You'd run the Windmills most days: lock-up, make-ready, packing and register, then keeping impression and ink even through runs of 500 to 5,000. We mix every color by hand to Pantone, so you need to be comfortable mixing and matching ink and judging color under the shop lights. You'd also do die cutting on the Windmill, and help keep the presses clean, oiled and adjusted – if you've never done rollers and trucks on a Windmill, I'd teach you, but I do need someone who sees maintenance as part of the job and not somebody else's problem. You'd make plates from our files and proof on the Vandercook.

What I really need is someone with at least a couple of years of hands-on letterpress printing, ideally on a Windmill, though strong Vandercook and platen experience counts. Foil stamping would be a bonus, and so would being able to fix a file in Illustrator when a client sends something that won't plate. Honestly the most important thing is temperament: the work rewards patience and a real eye for detail – a double hit or a hairline of ink where it shouldn't be means reprinting 300 invitations.

It's full time, Tuesday to Saturday, $24–29/hour depending on experience, with health insurance, a simple IRA match, two weeks off plus the week between Christmas and New Year when we close. We also print a staff holiday card every year, and you'd get to design one.

If this sounds interesting, could you send me a few photos of printed work (even guild projects are fine) and a note about which presses you've run? I'd love to have you come in for a paid trial afternoon on one of the Windmills in the next couple of weeks.

Thanks, and I hope to hear from you,

Maren

Maren Oakes
Owner & Head Printer
Foundry Street Press LLC
210 Foundry Street, Providence, RI 02903
(401) 555-0148 · foundrystreetpress.example.com

Reply   Forward`,
  },
  {
    id: 'exhibition-stand-builder-teamtailor-utrecht-bilingual-second-language',
    field: 'events',
    half: 'unseen',
    title: 'Exhibition Stand Builder',
    company: 'Standwerk Utrecht B.V.',
    skills: [
      'Stand Construction',
      'Carpentry',
      'Octanorm Systems',
      'Technical Drawing Reading',
      'Power Tools',
      'VCA Certificate',
      'Driving Licence',
      'English',
      'Prolyte Truss',
      'IPAF Licence',
      'Dutch',
      'German',
      'Teamwork',
      'Problem Solving',
    ],
    text: `Jobs   Departments   Locations   Life at Standwerk   People   Connect      EN / NL
Standwerk

Standbouwer / Exhibition Stand Builder
Production · Utrecht (Lage Weide) · Full-time

[ Apply for this job ]

Hoi! We are Standwerk Utrecht B.V., builders of exhibition stands, pop-up stores and event sets since 2002. From our workshop in Lage Weide we build around 350 stands per year for fairs in the Jaarbeurs, the RAI Amsterdam and also in Düsseldorf, Cologne, Paris and Barcelona. Our team is international (11 nationalities), so in the workshop we speak Dutch and English mixed.

What will you do?
You are part of a build crew of 3–6 people. In the weeks before a fair you prepare the stand in our workshop, then you go with the trucks to the fair to build, and after the fair you dismantle it again.
🔨 Build stands from wooden panels (MDF, multiplex), partly made by our carpentry shop, and finish on site
🔩 Assemble modular systems like Octanorm and our own aluminium frames
📐 Read technical drawings and 3D views from our designers, and measure and set out the stand on the hall floor
🪚 Work with all normal power tools – circular saw, jigsaw, drills, nail guns
💡 Hang truss and lighting together with our AV partner (Prolyte truss)
🚚 Load and unload trucks, and drive the company van to Dutch fairs

What do we ask?
✔️ Experience as stand builder, carpenter, set builder or in interior construction
✔️ You can read technical drawings and work exactly
✔️ VCA Basis (VCA-B) certificate – must have before start
✔️ Driving licence B (BE is a plus)
✔️ Good English – crews abroad and clients often speak English
✔️ Willing to travel for build-ups abroad (approx. 6–10 trips per year, 3–5 days each)

Nice to have
➕ Experience with Prolyte truss and rigging
➕ IPAF licence for aerial work platforms (scissor and boom)
➕ Dutch is a plus, German also nice to have for the fairs in Germany

Who are you?
A handy team player with a sense of humour. You stay relaxed when the truck comes late and the fair opens at 9:00 tomorrow – you look for a solution together with the crew, not for someone to blame.

What do we offer?
💶 Salary €2,700 – €3,400 gross per month (CAO Standbouw), plus overtime and travel allowance abroad
🏖️ 25 holiday days + 8% holiday pay
🛠️ Good tools and work clothes
📚 Training budget – for example forklift and IPAF training in-house
🍕 Friday pizza in the workshop and a yearly crew trip
🚲 Bike plan and free parking

Questions? Call Joris van Velzen, Production Manager, +31 30 555 7184.

[ Apply for this job ]

Standwerk Utrecht B.V. is an equal opportunity employer. We don't discriminate on age, gender, background, religion or anything else – only on good work.

About Standwerk · Privacy policy · Cookie settings · Powered by Teamtailor`,
  },
  {
    id: 'gravedigger-direct-email-brno-position-line-bilingual-second-language',
    field: 'funeral',
    half: 'tune',
    title: 'Gravedigger',
    company: 'Hřbitovy Morava, s.r.o.',
    skills: [
      'Grave Excavation',
      'Mini Excavator Operation',
      'Excavator Operator Licence',
      'Trench Shoring',
      'Exhumation Procedures',
      'Grounds Maintenance',
      'Driving Licence',
      'Police Clearance',
      'Czech',
      'Slovak',
      'Chainsaw Certificate',
      'Respectful Conduct',
      'Reliability',
    ],
    text: `Doručená pošta (3)
Re: Vaše žádost / Your application – hrobník, Brno
Od: Lenka Dvořáková <l.dvorakova@hrbitovy-morava.example.com>
Komu: vasyl.bondar@example.com
Datum: 15. 10. 2026 13:27

Dear Mr. Bondar,

thank you for your application from Jobs.cz. I write in English, as you asked in your message. I send you the information about the position, and I invite you for an interview.

Position: Hrobník / Gravedigger
Place of work: Ústřední hřbitov Brno and smaller cemeteries in Brno-Židenice and Brno-Líšeň
Contract: full-time (40 hours/week), first for 1 year, then permanent
Salary: 32 000 CZK gross per month + bonuses for exhumation and weekend service
Start: 1 December 2026 or by agreement

About us
Our company administers 7 cemeteries in Brno and the South Moravian region on the contract with the city. We do burials, urn placements, exhumations, and maintenance of the cemetery grounds. We have 26 employees.

Your work will be:
- Digging graves with the mini excavator (JCB 8018 and Kubota U27) and by hand where the machine cannot go
- Securing the grave walls with shoring boards, so the grave is safe for the burial and for you
- Closing of the grave after the ceremony, preparing the ground for the monument
- Exhumations according to Act No. 256/2001 Coll. on funeral services and the instructions of the hygiene station
- Maintenance of the cemetery: mowing, cutting hedges, cleaning paths, in winter snow removal, sometimes also cutting trees
- Helping at the ceremonies when needed – carrying the coffin with the colleagues

What we need:
- Experience with the work on excavator, and the machine operator licence (strojnický průkaz) for excavators up to 5 t
- Driving licence B (C is an advantage)
- Czech or Slovak language on communication level – you will speak with families and with the funeral services
- Clean criminal record (výpis z rejstříku trestů)
- Experience with shoring of trenches or from construction work is big advantage
- Chainsaw certificate is advantage (for tree cutting)

Very important for us is the behaviour at the cemetery: the families are in grief, so we expect calm, respectful and discreet behaviour, also when something is difficult. And we need people who are reliable – a funeral cannot wait for a person who did not come to work.

We offer: work clothes and shoes, meal vouchers (stravenky), 5 weeks holiday, contribution to pension insurance, and a stable job all year.

The interview will be at our office: Vídeňská 96, Brno, on Tuesday 20 October at 9:00. Please take with you the excavator licence and your ID. If the time is not good for you, please call me.

S pozdravem / Best regards

Lenka Dvořáková
personalistka / HR officer
Hřbitovy Morava, s.r.o.
Vídeňská 96, 619 00 Brno
tel.: +420 555 312 408

Tento e-mail může obsahovat důvěrné informace. / This e-mail may contain confidential information.`,
  },
  {
    id: 'land-registration-officer-land-board-bulletin-letlhakane-bracket-grade-second-language',
    field: 'public sector',
    half: 'unseen',
    title: 'Land Registration Officer',
    company: 'Makgadikgadi Land Board',
    skills: [
      'Land Registration',
      'Tribal Land Act',
      'Customary Land Rights Certificates',
      'Land Information Management System',
      'Records Management',
      'Land Dispute Resolution',
      'Driving Licence',
      'English',
      'Setswana',
      'ArcGIS',
      'Integrity',
      'Customer Care',
    ],
    text: `Ref: MLB/HR/ADV/12/2026                                                       Daily News, Tuesday 13 October 2026

REPUBLIC OF BOTSWANA
MAKGADIKGADI LAND BOARD

VACANCY ANNOUNCEMENT

Makgadikgadi Land Board is established under the Tribal Land Act, 2018 and is responsible for the allocation, registration and administration of tribal land in the Boteti area. The Land Board invites applications from suitably qualified and experienced Batswana to fill the following position:

POSITION: LAND REGISTRATION OFFICER (C4)
Section: Land Registration and Records
Duty Station: Letlhakane Main Land Board
Number of Posts: 2
Terms: Permanent and Pensionable

MAIN PURPOSE OF THE JOB
To register land rights and keep accurate and secure land records, in order to give security of tenure to land holders and reliable information to the Land Board.

KEY PERFORMANCE AREAS
1. Register customary and common law land rights and issue Customary Land Rights Certificates and common law leases in accordance with the Tribal Land Act, 2018 and its regulations.
2. Capture and update land parcel and holder information in the Land Information Management System (LIMS).
3. Verify documents for transfers, inheritance, change of use and subdivision before registration.
4. Maintain land registers, files and plans, and ensure that records are safe and retrievable.
5. Assist in the adjudication and resolution of land disputes between land holders, and prepare reports for the Land Tribunal when required.
6. Attend to members of the public and explain procedures for land applications and registration.
7. Participate in field verification of plots together with the technical team.

QUALIFICATIONS AND EXPERIENCE
• Diploma in Land Administration, Land Management or related field, with three (3) years relevant experience; OR Degree in Land Administration or related field with one (1) year relevant experience.
• Sound knowledge of the Tribal Land Act, 2018 and land policy of Botswana.
• Computer literacy and experience in the use of a Land Information Management System.
• Valid Botswana driver's licence (Class B).
• Good communication skills in English and Setswana, both oral and written.
• Knowledge of GIS (ArcGIS) will be an added advantage.

KEY COMPETENCIES
• Integrity and confidentiality in handling land records
• Customer care and ability to deal with members of the public in a respectful manner
• Attention to detail and good record management
• Ability to work in a team and under minimal supervision

REMUNERATION
Salary will be in accordance with the Public Service scale C4 (P 9 360.00 – P 12 480.00 per month) plus applicable allowances and benefits.

HOW TO APPLY
Interested candidates should submit an application letter, detailed CV, certified copies of certificates, transcripts, Omang and driver's licence to:

The Secretary
Makgadikgadi Land Board
Private Bag 0017
Letlhakane

Or hand deliver to the Land Board reception, Letlhakane. Closing date: 30 October 2026.

NB: Only shortlisted candidates will be contacted. Applicants who do not hear from the Land Board within two (2) months of the closing date should consider their applications unsuccessful.

"THE LAND BOARD IS AN EQUAL OPPORTUNITY EMPLOYER"`,
  },
]
