/*
 * Tenth header set: 80 tops of job ads as a job seeker pastes them (from the first line of the paste down to
 * where the duties start), each labelled with title and company only, BEFORE any run.
 *
 * Written by helper job68. Read: /work/prompts/job68.md, /work/prompts/common.md, /work/prompts/rules.md,
 * /work/prompts/existing-occupations.txt and lines 20-26 of header-postings.ts (the HeaderPosting interface).
 * Nothing else in the repository was read: no engine source, no other posting set. Every employer, person,
 * address (example.com), phone number (555) and invented municipality, county, land board or university is
 * fictitious; towns, regions, countries, laws, certificates, boards and applicant-tracking systems are real.
 *
 * Counts: 80 postings; halves alternate in file order, 40 'tune' and 40 'unseen'; 80 occupations, none named by
 * an id in existing-occupations.txt; 69 countries; 59 written in a second-language English (ids end
 * "-second-language").
 *
 * Shapes (interleaved, not clustered):
 * - applicant-tracking pages (20): iCIMS, Greenhouse, Lever, Workday, SmartRecruiters, Taleo, Personio,
 *   Recruitee, Teamtailor, BambooHR, JobAdder, Pinpoint, Homerun, JOIN, Jobvite, Oracle Recruiting, Workable,
 *   Dayforce, UKG, PageUp.
 * - job boards with their chrome (20): Jobs.cz, No Fluff Jobs, Work.ua, Computrabajo, Catho, ZonaJobs, Wuzzuf,
 *   ReKrute, ethiojobs, Kalibrr, Glints, TopCV, 104 Job Bank, JobKorea, Profession.hu, Poslovi Infostud, Job
 *   Market Finland (Työmarkkinatori), IrishJobs.ie, JOBS.bg, akhtaboot.
 * - chats and social posts (8): WhatsApp forward, Telegram channel, Facebook group with replies, LinkedIn post,
 *   Instagram caption, X post with replies, Reddit [Hiring] post, LINE OpenChat with replies.
 * - emails (6): crewing forward naming its principal (Position line), agency naming its client (subject only),
 *   agency not naming its client (Position line, twice), NGO ad forwarded to a forum (Position line), Gulf
 *   healthcare recruiter naming its client (subject only).
 * - newspaper classifieds with neighbouring small ads (5): Post-Courier (PNG), Stabroek News (Guyana), The
 *   Nation (Malawi), The Kathmandu Post (Nepal), Nation News (Barbados).
 * - government and public bulletins (8): US county (class title and working title), Seychelles public service
 *   bulletin, English borough council, South African DPSA circular, Philippine LGU publication (plantilla, SG),
 *   Botswana land board, New Zealand district council, Kenyan county public service board.
 * - school and university bulletins (5): Oregon school district, Nigerian federal university, Estonian
 *   university, international school in Almaty, English academy trust.
 * - careers pages with an about-us block before the job (8): Denmark, Italy, Peru, Japan, Mexico, Austria,
 *   Slovakia, Chile.
 *
 * Countries (69): United States, Czechia, Fiji, Denmark, Poland, Israel, Norway, Papua New Guinea, Ukraine,
 * Seychelles, Uzbekistan, Italy, Colombia, Malaysia, Chile, Nigeria, Guyana, Mauritius, Brazil, United Kingdom,
 * Sri Lanka, Peru, Argentina, Romania, Germany, Estonia, Malawi, Egypt, South Africa, Georgia, Japan, Morocco,
 * Netherlands, Uganda, Kazakhstan, Nepal, Sweden, Ethiopia, Philippines, Greece, Mexico, Maldives, Portugal,
 * Barbados, Australia, Indonesia, Botswana, India, Austria, Vietnam, Saudi Arabia, Taiwan, Belgium, New Zealand,
 * Canada, Slovakia, South Korea, Switzerland, Hungary, Kenya, Thailand, Serbia, United Arab Emirates, Finland,
 * Croatia, Ireland, Bulgaria, Jordan, Singapore.
 *
 * Occupations (80): hospitalist, tinsmith, public defender, pujari (temple priest), oral and maxillofacial
 * surgeon, RPA developer, XR developer, chief officer (ship), teacher of the deaf, steel erector, esports coach,
 * crop scout, immigration officer, coiled tubing operator, stair builder, oiler, transmission planning engineer,
 * LHD operator, ichthyologist, HIAB operator, kids club coordinator, KYC analyst, prosecutor, maritime security
 * officer, gastroenterologist, mining engineer, reactor operator, investment banking analyst, palaeontologist,
 * livestock (cattle) buyer, mosaic artist, budget analyst, dental therapist, dam safety engineer, tatami maker,
 * chef de rang, palynologist, child protection officer, PE teacher, homeopath, electro-technical officer, egg
 * grader, child development worker, life model, medical oncologist, delivery rider, pool attendant, shipwright,
 * school science technician, garden centre assistant, crusher operator, e-commerce manager, land registration
 * officer, sports commentator, dyslexia trainer, ship fitter, law librarian, neonatologist, biochemist, fashion
 * stylist, noise control officer, derrickhand, pastoral assistant, composer, gymnastics coach, rheumatologist,
 * helicopter pilot, co-operative officer, referee, mine rescue officer, gunsmith, bank branch manager, reindeer
 * herder, yacht captain, hurley maker, pet store associate, nematologist, event steward, Quran teacher,
 * radiochemist. Spread: trades, healthcare, finance, education, public sector, hospitality, logistics, legal,
 * science, creative, agriculture, maritime, mining, energy, tech, retail, sport, religion, security, care.
 *
 * Labelling rules as applied (rules.md, in short):
 * - title: as printed, keeping seniority, level and grade words written into it ("Senior", "I", "II",
 *   "Consultant", "Grade 1") and credential words ("Licensed", "Certified"); a specialty, team, practice area,
 *   line of business or product area after a dash is kept after a comma; a place, school, campus, employer,
 *   shift, roster, season, employment type, pay, pay grade or job group, number or count after a dash or in
 *   brackets is dropped, as are brackets holding a level, grade, department, tool, language, the job's other
 *   name or a gender marker (m/w/d, H/F, f/m/d, *in); a unit or vessel joined by "to"/"for" is dropped; a
 *   requisition number on a bare hyphen is dropped; capitals become title case (abbreviations keep their
 *   capitals: "HIAB", "LHD"); a plural becomes singular; a two-language title gives its English half; a title
 *   only in a sentence is put in title case without hiring phrases, employment-type words and "experienced"; a
 *   bulletin's working title wins over its class title; an email's "Position:" line wins over its subject, and
 *   without one the subject gives the title minus place, bracket and package.
 * - company: the employer as printed with its legal form, before or after the name, kept exactly with its
 *   punctuation ("Northwoods Valley Health, Inc.", "PT Rasa Nusa Digital"); quotation marks around a name are
 *   dropped; registration, tax and company numbers are not part of it; a bare name in a header, handle or page
 *   name yields to the legal name in the text, footer or closing line; a brand that says it is part of a group
 *   and prints its own legal name gives that legal name; "X is the trading name of Y" gives X; franchise ads give
 *   the franchisee; agency ads give the client when named, else the agency; a crewing agency's principal is the
 *   company; a recruiter's signature is not the employer; a forwarded email is labelled from the forwarded ad;
 *   a chat paste is labelled from the whole paste, replies included; government: the jurisdiction or agency that
 *   hires, not the "Department:" or "Ministry:" line; school district or academy trust, not the school;
 *   university, not the institute or department; a mining contractor employing its own crews is the employer;
 *   an employer printed in two scripts or languages gives its English, Latin-script name with the legal form
 *   printed with it; capitals in a head and ordinary case in the text give the text's form.
 *
 * Readings this set adds where the rules are silent (applied the same way throughout):
 * - A local-language title followed by its English title in brackets ("Thợ Lắp Ráp Tàu (Ship Fitter)") is a
 *   two-language title: the bracketed English half is the label and is not dropped as a bracket.
 * - A two-language slash title printed English first ("Nematologist / Нематолог") gives the English half, as
 *   when it is printed second.
 * - A bracket inside a title ("LIVESTOCK (CATTLE) BUYER") is dropped like a bracket after it: "Livestock Buyer".
 * - A game after a dash ("Head Coach – Counter-Strike 2") and a kind of flying after a dash ("Helicopter Pilot –
 *   Long Line") count as specialties, like an aircraft type, and are kept.
 * - A brand "owned and operated by X" or "operated by X" with no franchise (a resort, an amateur league) is
 *   labelled X, the operator that employs, as a franchise owner is.
 * - A county public service board that advertises posts "in the County Government of X" is read as the
 *   government's recruiting arm: the company is the county government that hires, not the board.
 * - A university whose name carries its town after a comma ("Federal University of Fisheries and Aquatic
 *   Sciences, Ikot Abasi") keeps the town as part of the name; its bracketed acronym is dropped.
 * - A classified whose employer is printed only in the "apply to" address line is labelled with that name, as a
 *   closing line.
 * - A parish that presents itself under a community name and prints its legal name only in the footer ("©
 *   2027 Farnosť sv. Václava Bratislava") is labelled with the footer's legal name, as other brands are.
 * - A school "operated by" a company named in its footer ("Steppe Education LLP") is labelled with that company.
 * - The posting account's own reply in a chat or on X ("Contract is with Kaveri Sports Leagues Pvt Ltd") counts
 *   as the ad's and its legal name wins over the handle.
 * - A title in a sentence with the job's local name in brackets ("a stair builder (scalista)", "one experience
 *   Pujari (temple priest)") drops the bracket; a loanword used as the English title ("Pujari") is kept, as
 *   "Mashgiach" was.
 *
 * Written by Tailor contributors (CC0).
 */
import type { HeaderPosting } from './header-postings.ts'

export const tenthHeaderPostings: HeaderPosting[] = [
  {
    id: 'hospitalist-icims-rhinelander-dash-shift-bracket-inc-comma',
    half: 'tune',
    title: 'Hospitalist',
    company: 'Northwoods Valley Health, Inc.',
    text: `Skip to main content
Northwoods Valley Health Careers
Search Jobs | Join Our Talent Community | Log In
< Back to Search Results
Hospitalist - Nights (Nocturnist)
Job Locations
US-WI-Rhinelander
ID
2027-14872
Category
Physician / Advanced Practice
Position Type
Full Time
Shift
Night
Apply for this job online
Email this job to a friend
Refer
Share on your newsfeed
Overview
Northwoods Valley Health, Inc. is a nonprofit, physician-led system of three hospitals and 22 clinics serving the
lakes region of northern Wisconsin and the Upper Peninsula of Michigan.
We are seeking a board-certified or board-eligible Internal Medicine or Family Medicine physician to join our
established hospitalist group at Rhinelander Regional Medical Center (118 beds, Level III trauma).
- 7-on/7-off schedule, 7p-7a, 12-14 encounters per night
- Intensivist and tele-ICU backup on site; no procedures required (central lines optional)
- Competitive base plus night differential, $40,000 sign-on bonus and relocation
- Loan repayment available through the Wisconsin Rural Physician program
Responsibilities
Admit and manage adult inpatients overnight, cross-cover the day team's census and respond to rapid responses...`,
  },
  {
    id: 'tinsmith-jobs-cz-prague-bilingual-dash-bare-header-footer-sro-second-language',
    half: 'unseen',
    title: 'Tinsmith',
    company: 'Střechy Vltava s.r.o.',
    text: `Jobs.cz
Nabídky práce   Firmy   Poradna   Pro firmy
Přihlásit se
Tento web používá soubory cookies k zajištění funkčnosti a k analýze návštěvnosti. Přijmout vše | Nastavení
‹ Zpět na výsledky hledání
Klempíř – Tinsmith (m/ž)
Střechy Vltava
Praha 9 – Horní Počernice
38 000 – 52 000 Kč / měsíc
Práce na plný úvazek · Hlavní pracovní poměr · Nástup ihned
Odpovědět   Uložit   Sdílet

Hello! We are family roofing firm from Prague, we work mostly on historical roofs in centre and Vinohrady
(copper, titanium-zinc, flashing, gutters, towers). For our team we search tinsmith who can make also hand work
in workshop (bending, soldering, double standing seam), not only montage on the roof.
Popis pozice / What you will do:
- production of flashing and gutter elements in our workshop in Horní Počernice
- montage of copper and Rheinzink roofs with our roof team
- repairs of historic details (cornices, dormers, church tower)
Co požadujeme / What we want:
- vyučení v oboru klempíř (apprenticeship certificate of tinsmith) or 3+ years experience
- no problem with working in height, certificate for work at height is advantage
- driving licence B
- Czech or Slovak, or English + willing to learn basic Czech

Střechy Vltava s.r.o. · IČO 27481936 · Náchodská 555, 193 00 Praha 9`,
  },
  {
    id: 'public-defender-county-bulletin-class-working-title-dash-practice-capitals-head',
    half: 'tune',
    title: 'Deputy Public Defender, Juvenile',
    company: 'Alder County',
    text: `ALDER COUNTY
invites applications for the position of:
Attorney III
An Equal Opportunity Employer
Working Title: Deputy Public Defender – Juvenile
SALARY: $118,420.80 - $152,880.00 Annually
OPENING DATE: 03/02/27
CLOSING DATE: 03/30/27 05:00 PM
DEPARTMENT: Public Defender
BARGAINING UNIT: Attorneys' Association
JOB NUMBER: 2027-0318-02
DESCRIPTION:
Alder County is seeking an experienced trial attorney for the Office of the Public Defender's Juvenile Unit.
The Deputy Public Defender represents youth in delinquency, transfer and probation violation proceedings in
the Alder County Juvenile Court, and works closely with the office's social workers and investigators.
This recruitment will be used to fill one (1) current vacancy and may be used to fill future vacancies.
The Attorney III is the journey level in the Attorney series. Incumbents handle a full caseload with
minimal supervision and may try felony-level matters.
MINIMUM QUALIFICATIONS:
Active membership in the Washington State Bar, and three (3) years of experience as a practicing attorney,
including at least one (1) year of criminal or juvenile trial work.`,
  },
  {
    id: 'pujari-whatsapp-lautoka-sentence-loanword-bracket-gloss-closing-line-second-language',
    half: 'unseen',
    title: 'Pujari',
    company: 'Lautoka Shree Sanatan Mandir Association',
    text: `[6:42 pm, 14/05/2027] +679 555 0147: Forwarded
*URGENT VACANCY* 🙏🕉️

Our mandir in Lautoka is need one experience Pujari (temple priest) for full time service starting from July.
Must able to do daily puja and aarti morning and evening, havan, Ramayan path, shaadi, mundan and all sanskar
ceremony for community. Must read Sanskrit and Hindi fluently and can explain katha in Hindi, little English
is ok.
Minimum 5 years experience in a temple, Shastri or similar qualification will be preferred.
Vegetarian and non smoker only.

Accommodation in temple compound provided with water and power, free meals, monthly allowance FJD 1,400 plus
dakshina from ceremonies. Committee will help with work permit for overseas priest (India / Nepal).

Interested pandit ji please send bio-data with photo to WhatsApp 555 0147 or email mandir@example.com

Vinay Sharma
Secretary
Lautoka Shree Sanatan Mandir Association
[6:45 pm, 14/05/2027] +679 555 0198: 👍🙏 will share in Nadi group`,
  },
  {
    id: 'maxillofacial-surgeon-careers-page-aarhus-about-us-first-sentence-bare-header-footer-aps-second-language',
    half: 'tune',
    title: 'Oral and Maxillofacial Surgeon',
    company: 'Kæbeklinikken Aarhus ApS',
    text: `KÆBEKLINIKKEN
Behandlinger   Om klinikken   Karriere   Henvisere   Kontakt        DA | EN
Book tid  ☎ +45 55 50 12 34

About us
Kæbeklinikken is a private specialist clinic for oral and maxillofacial surgery in the centre of Aarhus. We are
3 specialists, 2 anaesthesia nurses, 6 clinic assistants and a small secretary team. We receive patients on
referral from dentists in all of Jutland, and since 2019 we have agreement with Region Midtjylland about
treatment of regional patients (udbudspatienter) within wisdom teeth surgery and implants.
We believe in short waiting time, calm patients and good colleagues – we eat lunch together every day.

Karriere / Join us
Because one of our partners is going on pension, we are looking for an oral and maxillofacial surgeon
(specialtandlæge i tand-, mund- og kæbekirurgi) for 30-37 hours per week from 1 September 2027 or after agreement.
You will do:
- surgical removal of teeth, cysts and bone augmentation
- implant surgery, also with guided surgery (3Shape)
- treatment in general anaesthesia on our own operating room together with our anaesthesiologist
We expect that you are recognised specialist by the Danish Patient Safety Authority, or that you are close to
finish the specialist training. Danish or other Scandinavian language is necessary in contact with patients.

Kæbeklinikken Aarhus ApS · CVR 35481927 · Søndergade 55, 8000 Aarhus C · Privatlivspolitik · Cookies`,
  },
  {
    id: 'rpa-developer-nofluffjobs-krakow-bracket-tool-cookie-second-language',
    half: 'unseen',
    title: 'RPA Developer',
    company: 'Vistula Process Labs sp. z o.o.',
    text: `No Fluff Jobs
Jobs   Companies   Salary calculator   For employers      PL | EN
🍪 We use cookies to personalise content and analyse traffic. Accept all   Manage
Home / Jobs / Backend / RPA Developer (UiPath)
RPA Developer (UiPath)
Vistula Process Labs
Kraków · Remote
16 000 – 22 000 PLN net (+ VAT) / month · B2B
13 500 – 18 500 PLN gross / month · Permanent
Seniority: Mid
Apply
Requirements
Must have: UiPath, C#, .NET, SQL, English (B2)
Nice to have: Power Automate, Python, SAP GUI scripting, UiPath Advanced Developer certificate
Job description
At Vistula Process Labs sp. z o.o. we build software robots for finance and HR shared service centres in Kraków and
Wrocław. Our clients are mostly international corporations, so we work in English every day. Now we are growing
our delivery team and we look for RPA Developer who will design, build and maintain automations from the first
workshop with the business until the hypercare.
Your daily tasks:
- analysis of processes with business analysts and writing PDD/SDD documents
- development of robots in UiPath Studio with REFramework
- code review and unit tests, deployment with Orchestrator`,
  },
  {
    id: 'xr-developer-greenhouse-tel-aviv-logo-first-dash-product-area-ltd-in-text-second-language',
    half: 'tune',
    title: 'Senior XR Developer, Surgical Simulation',
    company: 'Lumenvy Technologies Ltd.',
    text: `[Lumenvy logo]
Back to jobs
Senior XR Developer – Surgical Simulation
Tel Aviv-Yafo, Israel
Apply
Lumenvy builds mixed-reality training simulators for orthopaedic and spine surgeons. Our headsets are used in
more than 40 teaching hospitals in Europe and the US, and we just closed our Series B.
Lumenvy Technologies Ltd. was founded in 2019 by two surgeons and a game developer, and today we are 60 people in
Tel Aviv and Boston.
About the role
We are looking for a Senior XR Developer to join the Simulation team. You will own the interaction layer of our
simulator: hand tracking, haptics and the physics of bone and tissue in real time. You will work with our
clinical team to make sure every drill and saw feels like in the operating room.
What you will do
- Build and optimise features in Unity (C#) for Meta Quest 3 and Apple Vision Pro
- Integrate haptic devices and write low-level plugins in C++ when needed
- Profile and keep 90 fps on standalone devices
Requirements
- 5+ years of professional experience with Unity, at least 2 years in VR/AR
- Strong math for 3D (quaternions, collision, soft-body)
- English at working level; Hebrew is nice to have`,
  },
  {
    id: 'chief-officer-forwarded-email-norway-crewing-principal-position-line-second-language',
    half: 'unseen',
    title: 'Chief Officer',
    company: 'Fjordlast Shipping AS',
    text: `Fra: Ingrid Solheim <ingrid.solheim@example.com>
Sendt: torsdag 4. mars 2027 09:12
Til: Marius Hagen <marius.hagen@example.com>
Emne: VS: Vacancy Chief Officer – chemical tankers – immediate

Hi Marius,
As we talked on phone, I forward you the vacancy from the crewing. Maybe for your brother, he has the tanker
endorsement?
Br Ingrid

-----Opprinnelig melding-----
Fra: Crewing <crewing@example.com>
Sendt: onsdag 3. mars 2027 15:40
Emne: Vacancy Chief Officer – chemical tankers – immediate

Dear Officers,
North Cape Crew Management AS is recruiting on behalf of our principal Fjordlast Shipping AS, Bergen, for their
fleet of stainless steel chemical tankers trading North Sea, Baltic and continent.

Position: Chief Officer
Vessel type: Chemical/oil product tanker, 12 900 dwt, IMO II, 24 segregated tanks
Flag: NIS
Rotation: 6 weeks on / 6 weeks off, travel paid
Joining: April/May 2027

Requirements:
- STCW II/2 CoC (Chief Mate), with Norwegian flag endorsement or willing to apply
- Advanced Chemical Tanker and Advanced Oil Tanker endorsements
- Minimum 24 months as Chief Officer on chemical tankers`,
  },
  {
    id: 'teacher-of-the-deaf-school-district-oregon-capitals-dash-school-bracket-fte',
    half: 'tune',
    title: 'Teacher of the Deaf and Hard of Hearing',
    company: 'Cascade Ridge School District 14',
    text: `Cascade Ridge School District 14
Job Postings   Employee Login   Contact Human Resources
Print   Apply
Position Type:
  Licensed - Special Education/Teacher of the Deaf and Hard of Hearing
Date Posted:
  4/2/2027
Location:
  Pine Hollow Elementary
Date Available:
  2027-28 School Year
Closing Date:
  Until Filled
JobID: 2211

TEACHER OF THE DEAF AND HARD OF HEARING – PINE HOLLOW ELEMENTARY (1.0 FTE)

Cascade Ridge School District 14 serves 6,400 students in eleven schools in the foothills east of Salem. Our
regional Deaf and Hard of Hearing program is housed at Pine Hollow Elementary and serves students from three
neighbouring districts through an agreement with the Willamette Regional Program.
The teacher provides specially designed instruction in a self-contained classroom and itinerant services,
develops and monitors IEPs, and works with educational interpreters, audiologists and families.
QUALIFICATIONS:
- Valid Oregon TSPC license with Deaf/Hard of Hearing endorsement (or eligibility)
- Fluency in American Sign Language; SLPI rating of Advanced or higher preferred
- Knowledge of listening and spoken language approaches and hearing technology`,
  },
  {
    id: 'steel-erector-post-courier-classified-capitals-plural-count-neighbours-second-language',
    half: 'unseen',
    title: 'Steel Erector',
    company: 'Highlands Structural Ltd',
    text: `POST-COURIER   CLASSIFIEDS                                   Tuesday, March 9, 2027   31
SITUATIONS VACANT

ACCOUNTS CLERK
Kokopo Traders Ltd requires an experienced Accounts Clerk. Must know MYOB and PNG tax. Apply to PO Box 555,
Kokopo, ENBP. Closing 12/03/27.

STEEL ERECTORS (x4)
Highlands Structural Ltd is looking for experience steel erectors for warehouse and bridge projects in Lae and
Port Moresby. Work is on site, must be able to travel.
Requirements:
• Minimum 5 years steel erection work, structural bolting and welding is advantage
• Must hold valid Rigging and Dogging ticket and EWP ticket
• Safety first, no alcohol and betel nut on site
• Good team player, able to follow supervisor instructions
Wages according to experience, site allowance and accommodation in camp provided.
Apply with CV, copies of tickets and 2 references to hr@example.com or PO Box 555, Lae, Morobe Province.
Closing date: 19/03/27. Only short-listed will be contacted.

FOR SALE
Toyota Hilux 2019 D/Cab, 98,000km, good condition. K85,000 ono. Ph 7555 0121.

NOTICE OF INTENTION TO APPLY FOR A LIQUOR LICENCE
Take notice that Waigani Sunset Bar Ltd intends to apply...`,
  },
  {
    id: 'esports-coach-lever-copenhagen-dash-game-specialty-aps-in-text-second-language',
    half: 'tune',
    title: 'Head Coach, Counter-Strike 2',
    company: 'Nordvig Esports ApS',
    text: `[Nordvig Esports logo]
Head Coach – Counter-Strike 2
COPENHAGEN / ESPORTS – PERFORMANCE / FULL-TIME / HYBRID
Apply for this job
Nordvig is one of the oldest esports organisations in Denmark, founded 2009 in a basement in Nørrebro. Today
Nordvig Esports ApS has teams in Counter-Strike 2, League of Legends and EA FC, a bootcamp facility in
Valby and more than 30 employees in performance, content and partnerships.
After a season with a lot of changes, we are looking for a Head Coach for our Counter-Strike 2 roster who
can build a stable structure around the five players and bring us back to the big LAN events.
What you will do
- Lead the daily practice plan, scrims and official matches together with our assistant coach and analyst
- Build the tactical playbook (T and CT side) and map pool strategy
- Work with our performance staff (sports psychologist, physio) about load, sleep and mental preparation
- Take part in scouting and player transfers together with the General Manager
What we look for
- Min. 2 years as coach or assistant coach in tier 1 or tier 2 Counter-Strike
- Deep understanding of CS2 meta, utility and demo review tools
- Strong communication in English (our team language); Danish is not needed
- Ready to travel 12-16 weeks per year to events and bootcamps`,
  },
  {
    id: 'crop-scout-work-ua-poltava-bilingual-slash-two-script-employer-llc-second-language',
    half: 'unseen',
    title: 'Crop Scout',
    company: 'Poltava Agro Field LLC',
    text: `Work.ua
Вакансії   Резюме   Компанії   Поради      UA | EN
Увійти   Розмістити вакансію
Робота в Полтаві › Сільське господарство, агробізнес
Агроном-скаут / Crop Scout
25 000 – 32 000 грн
ТОВ «Полтава Агро Філд»
Агрохолдинг, 250–1000 співробітників
Полтава, Полтавська обл.
Повна зайнятість. Досвід роботи від 1 року. Вища освіта.
Відгукнутися   Зберегти
Опис вакансії
Description in English (our investors and agronomy director are from Netherlands and Canada, so reports are
in English):
Poltava Agro Field LLC is agroholding with 42 000 ha of land in Poltava and Kharkiv regions. We grow winter
wheat, corn, sunflower, soybean and sugar beet, and we use precision farming (Trimble, John Deere Operations
Center, satellite NDVI).
We search crop scout for field monitoring in Poltava district cluster (about 9 000 ha).
Tasks:
- regular scouting of fields by route, counting pests, diseases and weeds, check of plant stand
- taking soil and plant samples, photo and GPS points in the app (xarvio, Cropwise)
- weekly report in English and Ukrainian to agronomist of cluster
We offer: official employment, company car for fields, fuel, mobile phone, training in Netherlands.`,
  },
  {
    id: 'immigration-officer-seychelles-government-bulletin-capitals-head-bracket-grade-department-line-second-language',
    half: 'tune',
    title: 'Immigration Officer',
    company: 'Government of Seychelles',
    text: `REPUBLIC OF SEYCHELLES
DEPARTMENT OF PUBLIC ADMINISTRATION
PUBLIC SERVICE VACANCY BULLETIN No. 14 OF 2027

The Government of Seychelles invites applications from suitably qualified Seychellois citizens for the
following post. Serving public officers must apply through their Responsible Officer.

Ministry: Internal Affairs
Department: Immigration and Civil Status
Vacancy No.: IMM/2027/07
Post Title: Immigration Officer (Grade 12)
Number of posts: 6
Duty Station: Seychelles International Airport, Pointe Larue and Port Victoria
Salary: SCR 15,220 per month (Grade 12, Step 1) plus shift allowance as per Public Service Orders

Main duties:
1. Examine passports and travel documents of arriving and departing passengers and crew, and grant or refuse
   entry according to the Immigration Decree and Regulations.
2. Detect fraudulent documents and impostors and refer cases to the Investigation Section.
3. Process applications for visitor's permit extension, Gainful Occupation Permit and residence permit.
Qualifications and experience:
- Minimum A-Level certificate or Advanced Certificate from the Seychelles Institute of Management, plus 2 years
  working experience in public service or customer service
- Good command of English, French and Kreol Seselwa; other language is an asset
- Willing to work on shift including night, weekend and public holiday`,
  },
  {
    id: 'coiled-tubing-operator-telegram-qarshi-channel-first-quoted-form-after-second-language',
    half: 'unseen',
    title: 'Coiled Tubing Operator',
    company: 'Qarshi Well Services MChJ',
    text: `Neft & Gaz Ishlari | Vakansiyalar 🛢
📌 VAKANSIYA / VACANCY 🇺🇿🇬🇧

Coiled Tubing Operator (CTU Operator)
📍 Qarshi, Kashkadarya region — rotation 28/28
💰 from 14 000 000 so'm + daily field allowance
🏢 Company: «Qarshi Well Services» MChJ

Requirements:
– experience minimum 3 years on coiled tubing unit (Hydra Rig, Stewart & Stevenson or NOV)
– well control certificate IWCF or IADC WellSharp Well Intervention (Level 2 and more)
– H2S certificate, BOSIET is plus
– Russian language obligatory, English technical is plus
– driving licence category C, E is advantage
Duties: rig-up / rig-down of CT unit, operation of injector head and BOP stack during nitrogen lift, acid
treatment and milling jobs, daily checklist and maintenance of unit with mechanic.

We give: official employment by Labour Code, medical insurance, camp accommodation and 3 meals, transport to
field from Qarshi, overalls and PPE.
📨 CV to hr@example.com or write @QWS_HR
#vakansiya #neftgaz #coiledtubing #Qarshi

👁 1.2K   edited 11:04`,
  },
  {
    id: 'stair-builder-careers-page-seregno-about-us-first-sentence-bracket-gloss-srl-footer-second-language',
    half: 'tune',
    title: 'Stair Builder',
    company: 'Scale Artigiane Brianza S.r.l.',
    text: `SCALE ARTIGIANE BRIANZA
Home   Azienda   Scale   Realizzazioni   Lavora con noi   Contatti          IT | EN
Richiedi un preventivo

Lavora con noi / Work with us
Who we are
Since 1968 our family build wooden and steel staircases in Brianza, for private villas, hotels and shops
in Italy and abroad (Switzerland, France, Dubai). Every stair is designed and produced in our workshop in
Seregno, from the survey on site to the final installation. Today we are 28 people between carpenters,
welders, designers and installers.

Open position
We are searching a stair builder (scalista) with experience in solid wood, to work in workshop and for the
installation in the customer's house.
What you will do:
- read the executive drawings and prepare the pieces (stringers, treads, handrails) with our CNC and by hand
- assembly and finishing of the stair in the workshop (oak, walnut, ash)
- installation on site with a colleague, in Lombardia and sometimes abroad
What we ask:
- min. 3 years as carpenter or joiner, better in stairs or furniture
- capacity to use manual tools and wood machines with safety
- driving licence B
We offer permanent contract CCNL Legno e Arredamento, level based on experience, and a friendly team.

Scale Artigiane Brianza S.r.l. – Via Milano 55, 20831 Seregno (MB) – P.IVA 05512340968 – Privacy – Cookie policy`,
  },
  {
    id: 'oiler-computrabajo-cartagena-bilingual-slash-bracket-vessel-sas-rating-second-language',
    half: 'unseen',
    title: 'Oiler',
    company: 'Naviera Caribe Sur S.A.S.',
    text: `computrabajo
Buscar empleos   Empresas   Salarios   Publicar ofertas gratis
Ofertas de empleo › Bolívar › Cartagena de Indias
Motorista / Oiler (Buque de Apoyo Offshore)
Naviera Caribe Sur S.A.S.
★ 4,1   23 evaluaciones
Cartagena de Indias, Bolívar
Publicado hace 3 días (actualizada)
$ 3.200.000,00 (Mensual)
Contrato a término indefinido · Tiempo Completo
Postularme

Descripción de la oferta
Naviera Caribe Sur is shipping company with 7 offshore supply and crew boats working for oil and gas
operators in the Colombian Caribbean and Guyana. Because of new contract we need Oilers for engine room.
Functions:
- assist the engineers in watch, daily rounds and readings of main engines (Caterpillar 3516) and generators
- change filters, oil and small maintenance under supervision of the 2nd engineer
- bunkering operations and sounding of tanks, cleaning of engine room
Requirements:
- Libreta de embarque (seaman's book) DIMAR vigente and STCW basic courses
- Certificado de Marinero de Máquinas (Engine Rating) according STCW III/4
- 1 year experience at sea in engine room, on OSV is plus
- basic English to communicate with foreign officers
Turnos 28x28. Requerimientos: Educación mínima: Bachillerato / Educación Media · 1 año de experiencia`,
  },
  {
    id: 'transmission-planning-engineer-workday-petaling-jaya-bracket-specialty-bare-header-sdn-bhd-second-language',
    half: 'tune',
    title: 'Transmission Planning Engineer',
    company: 'Semenanjung Grid Services Sdn. Bhd.',
    text: `Semenanjung Grid
Search for Jobs
Sign In
Transmission Planning Engineer (Power System Studies)
Apply
locations
Petaling Jaya, Selangor
time type
Full time
posted on
Posted 3 Days Ago
time left to apply
End Date: April 30, 2027 (18 days left to apply)
job requisition id
R-0042217
Semenanjung Grid Services Sdn. Bhd. is the grid operator and developer of the 132 kV, 275 kV and 500 kV
transmission network in Peninsular Malaysia. With the Energy Transition Roadmap, more large solar and battery
projects are coming to connect to our grid and we are strengthening the Grid Planning Department.
Job Purpose:
To perform power system studies for the long-term transmission development plan and for the connection of new
generation and load, in line with the Malaysian Grid Code.
Key Responsibilities:
- Carry out load flow, short circuit, contingency (N-1) and transient stability studies in PSS/E and DIgSILENT
  PowerFactory
- Evaluate grid connection applications of large scale solar (LSS) and BESS and prepare the Power System Study
  report for the applicant
- Prepare input for the annual Transmission Development Plan and reinforcement project justification`,
  },
  {
    id: 'lhd-operator-agency-email-atacama-client-named-subject-title-bilingual-slash-dash-site-second-language',
    half: 'unseen',
    title: 'LHD Scoop Operator',
    company: 'Minera Quebrada Roja SpA',
    text: `Asunto: Operador LHD / LHD Scoop Operator – Faena Quebrada Roja (sistema 7x7)
De: Camila Fuentes <cfuentes@example.com>
Para: d.thompson@example.com
Fecha: 11 de mayo de 2027, 16:22

Hello Mr. Thompson,
I write you from Andes Talento Minero, we are recruitment company in Santiago specialised in mining. I saw your
profile in LinkedIn with experience in Australia and Peru in underground mines.
Our client Minera Quebrada Roja SpA is searching operators of LHD (scoop) for his underground copper mine in the
Atacama Region, 90 km from Copiapó. It is sublevel stoping mine with 6 and 10 yd3 loaders (Sandvik LH517i and
Epiroc ST14), and they start this year the tele-remote loading from surface.
Conditions:
- Roster 7x7, 12 hours shift day and night
- Contrato indefinido directly with the mine after 3 months
- Salary liquid CLP 1.900.000 – 2.300.000 + bonus of production
- Flight from Santiago or La Serena, camp with single room
Requirements:
- Minimum 3 years operating LHD in underground mine
- Licencia de conducir clase D and internal licence (we give training for the site licence)
- Intermediate Spanish, because all the radio communication is in Spanish
If you are interested please send me your CV updated and I call you for explain more.
Saludos cordiales,
Camila Fuentes
Consultora Senior de Selección | Andes Talento Minero
+56 2 2555 0134`,
  },
  {
    id: 'ichthyologist-university-bulletin-nigeria-capitals-bracket-grade-dash-salary-scale-town-in-name',
    half: 'tune',
    title: 'Ichthyologist',
    company: 'Federal University of Fisheries and Aquatic Sciences, Ikot Abasi',
    text: `FEDERAL UNIVERSITY OF FISHERIES AND AQUATIC SCIENCES, IKOT ABASI
P.M.B. 1055, Ikot Abasi, Akwa Ibom State
OFFICE OF THE REGISTRAR
(Establishments Division)

ADVERTISEMENT FOR VACANT POSITION

The Federal University of Fisheries and Aquatic Sciences, Ikot Abasi (FUFAS) invites applications from suitably
qualified candidates for the following position in the Institute of Freshwater and Estuarine Ecology:

ICHTHYOLOGIST (RESEARCH FELLOW I) – CONUASS 04

Qualifications and Experience:
Candidates must possess a Ph.D. in Fisheries, Zoology or Aquatic Biology with specialisation in fish taxonomy
or fish ecology, with at least three (3) years post-qualification research experience. Evidence of
publications in reputable journals, experience in field sampling of estuarine fishes (gill nets, seine,
electrofishing) and competence in morphometric and molecular (DNA barcoding) identification are required.
Duties:
- Conduct survey and identification of fish species of the Imo and Qua Iboe estuaries
- Curate the Institute's fish reference collection
- Supervise undergraduate and postgraduate projects
Salary: CONUASS 04, with other allowances as approved by the Federal Government.`,
  },
  {
    id: 'hiab-operator-stabroek-news-classified-capitals-abbreviation-neighbours-employer-in-apply-line',
    half: 'unseen',
    title: 'HIAB Truck Operator',
    company: 'Demerara Builders Supply Inc.',
    text: `Stabroek News   CLASSIFIEDS   Sunday, May 9, 2027
VACANCIES

EXPERIENCED COOK needed for Berbice guest house. Must do Creole and Chinese dishes. Call 555-0133.

HIAB TRUCK OPERATOR
Busy building materials supplier on the East Bank is seeking a reliable HIAB truck operator to deliver and offload
steel, blocks and lumber to construction sites in Georgetown and on the East Coast.
Requirements:
- Valid Driver's Licence for lorry (Class C/D)
- Minimum 3 years operating a truck-mounted crane (HIAB/knuckle boom)
- Police Clearance not older than 6 months
- Must be able to read delivery notes and work with yard team
Apply in person with CV, copies of licence and two references to:
The Human Resources Manager, Demerara Builders Supply Inc., Lot 12 Water Street, Houston, East Bank Demerara.

FOR SALE: 2 house lots, Diamond New Scheme, 60x120, transported. Serious enquiries only. 555-0177.

SECURITY GUARDS wanted for shifts at Providence. Apply Silverline Security, 555-0161.`,
  },
  {
    id: 'kids-club-coordinator-smartrecruiters-belle-mare-bracket-brand-member-of-group-own-legal-name-second-language',
    half: 'tune',
    title: 'Kids Club Coordinator',
    company: 'Lagon Turquoise Ltd',
    text: `Lagon Turquoise Resort & Spa
Kids Club Coordinator (Mini Club)
Full-time
Belle Mare, Flacq, Mauritius
I'm interested
Share: in  f  x  ✉

Company Description
Lagon Turquoise Resort & Spa is a 5-star beachfront resort of 186 rooms and villas on the east coast of
Mauritius, a member of Azur Horizons Hotels. The resort is owned and managed by Lagon Turquoise Ltd, and we are
proud to be Green Key certified since 2018.

Job Description
Our Mini Club "Les Petits Dauphins" welcome children from 4 to 12 years old, 7 days per week, and in school
holidays we have more than 60 children per day. We are looking for a Kids Club Coordinator who will lead the
team of 5 animators and create a programme fun and safe for our small guests.
- Plan the weekly activities programme (crafts, treasure hunt, Creole cooking, glass-bottom boat, mini disco)
- Ensure safety of all children at all time, check-in and check-out with parents
- Schedule the team, train new animators and control the budget of materials
- Communicate with parents in English, French and if possible German or Italian

Qualifications
- Minimum 3 years in kids club or childcare, 1 year as supervisor
- First Aid certificate (paediatric) valid`,
  },
  {
    id: 'kyc-analyst-catho-sao-paulo-bilingual-slash-bracket-language-brand-header-ltda-in-text-second-language',
    half: 'unseen',
    title: 'KYC Analyst',
    company: 'Travessia Pagamentos Ltda.',
    text: `catho
Vagas   Empresas   Salários   Cursos        Entrar   Cadastrar currículo
Início > Vagas > Financeira > São Paulo
Analista KYC / KYC Analyst (Inglês Fluente)
Travessia Pay
R$ 6.500,00 a R$ 8.000,00
1 vaga · São Paulo - SP (Pinheiros) · Híbrido
Efetivo - CLT
Publicada em 07/04/2027
Quero me candidatar
Descrição da vaga
Travessia Pagamentos Ltda. is a payment institution authorised by Banco Central do Brasil, we process cross-border
payments for e-commerce merchants from US, Europe and Asia selling in Brazil. Our compliance team is in São Paulo
and works with colleagues in Lisbon and Singapore, so all the reports and the meetings are in English.
Responsibilities:
- Perform KYC/KYB onboarding of merchants: analysis of corporate documents, UBO identification, sanctions and PEP
  screening (World-Check, Refinitiv)
- Periodic review of high-risk clients and enhanced due diligence (EDD)
- Support the AML team in investigations and preparation of reports to COAF
Requirements:
- 2+ years in KYC, onboarding or AML in bank, fintech or payment institution
- Fluent English (written and spoken) – we will do part of the interview in English
- Knowledge of Circular BCB 3.978 and Brazilian AML law (Lei 9.613)
Benefícios: Vale-refeição, Plano de saúde, Gympass, Day off no aniversário`,
  },
  {
    id: 'prosecutor-borough-council-kingsmere-bracket-department-grade-line',
    half: 'tune',
    title: 'Regulatory Prosecutor',
    company: 'Kingsmere Borough Council',
    text: `Kingsmere Borough Council
Home > Council and democracy > Jobs and careers > Current vacancies
Search this site
Regulatory Prosecutor (Legal Services)
Reference: KBC-LEG-0412
Salary: Grade H, £44,711 – £48,710 per annum
Hours: 37 hours per week
Contract: Permanent
Location: Civic Centre, Kingsmere (hybrid working available)
Department: Legal and Democratic Services
Closing date: 18 April 2027, 11:59pm
Apply online
Download job description and person specification (PDF, 212KB)
About the role
Our Legal Services team is looking for a Regulatory Prosecutor to conduct the Council's prosecutions in the
Magistrates' and Crown Court. You will handle a varied caseload across trading standards, environmental
crime, fly-tipping, food safety, planning enforcement and licensing, from the first file review through to
trial and confiscation under the Proceeds of Crime Act 2002.
You will advise investigating officers on evidence, PACE interviews and the Code for Crown Prosecutors, and
represent the Council in court yourself in most hearings.
About you
You will be a qualified solicitor, barrister or chartered legal executive with a current practising
certificate and experience of criminal litigation, ideally in a local authority or regulatory setting.
Kingsmere Borough Council is a Disability Confident employer and guarantees an interview to disabled applicants
who meet the essential criteria.`,
  },
  {
    id: 'maritime-security-officer-facebook-group-sri-lanka-capitals-plural-bracket-dash-route-reply-names-company-second-language',
    half: 'unseen',
    title: 'Armed Maritime Security Officer',
    company: 'Ceylon Trident Marine Security (Pvt) Ltd',
    text: `Ex-Navy & Maritime Security Jobs Sri Lanka 🇱🇰⚓
Public group · 18.4K members
Nuwan Perera ▸ Ex-Navy & Maritime Security Jobs Sri Lanka
2h · 🌐

‼️ URGENT REQUIREMENT ‼️
ARMED MARITIME SECURITY OFFICERS (PCASP) – GULF OF ADEN / RED SEA TRANSITS
Ex Navy / SLN Special Boat Squadron / Army SF only. Minimum 5 years service with weapon handling.
✔ Valid Seaman Book (CDC) and passport with min 1 year validity
✔ STCW basic 4 modules + Ship Security Officer awareness (SSAT)
✔ English good to communicate with ship Master
✔ Medically fit, ENG1 or flag medical valid
Salary USD 55 per day on board + USD 25 standby. Embark from Galle / Colombo / Fujairah.
Inbox me or WhatsApp 077 555 0182. Send service certificate and CDC copy.

👍 43    💬 27 comments    ↪ 5 shares
Most relevant ▾
Chaminda Kumara
Which company sir?
  Nuwan Perera
  Ceylon Trident Marine Security (Pvt) Ltd, Colombo 03. Registered with MoD. Im the ops coordinator there 👍
Roshan Jayasinghe
Age limit?
  Nuwan Perera
  Below 45 brother
Kasun Madushanka
Interested 🙏`,
  },
  {
    id: 'gastroenterologist-careers-page-lima-about-us-first-capitals-sentence-bracket-gloss-sac-footer-second-language',
    half: 'tune',
    title: 'Gastroenterologist',
    company: 'Clínica Miraflores del Pacífico S.A.C.',
    text: `Clínica Miraflores del Pacífico
Especialidades   Staff médico   Seguros y convenios   Pacientes internacionales   Trabaja con nosotros   Contacto
Central de citas (01) 555-0190          ES | EN

Quiénes somos / About us
Clínica Miraflores del Pacífico is a private clinic in Lima with 120 beds, 6 operating rooms and 40 specialties.
Since 2016 we are accredited by Joint Commission International and we receive patients from all Peru and
international patients from USA and Europe in our medical tourism program. Our mission is to give medicine of
high complexity with warm and human attention.

Trabaja con nosotros / Join our team
We are looking for a GASTROENTEROLOGIST (Médico Gastroenterólogo) with advanced endoscopy training to join our
Digestive Health Unit.
Functions:
- outpatient consultation and inpatient interconsultation
- diagnostic and therapeutic endoscopy: colonoscopy, polypectomy, ERCP and endoscopic ultrasound (EUS)
- participation in the on-call schedule of the unit and the tumour board
Requirements:
- Título de Médico Cirujano and specialty in Gastroenterology, registered in the Colegio Médico del Perú (CMP
  and RNE)
- Minimum 3 years experience after residency, ERCP and EUS certification will be valued
- Intermediate English for international patients

© 2027 Clínica Miraflores del Pacífico S.A.C. – RUC 20551234567 – Av. Benavides 555, Miraflores, Lima`,
  },
  {
    id: 'mining-engineer-zonajobs-san-juan-dash-specialty-bare-header-sa-in-text-second-language',
    half: 'unseen',
    title: 'Senior Mining Engineer, Mine Planning',
    company: 'Minera Cordón Blanco S.A.',
    text: `ZonaJobs
Empleos   Empresas   Salarios   Publicar aviso         Ingresar
Inicio > Empleos > San Juan > Minería, Petróleo y Gas
Senior Mining Engineer – Mine Planning
Minera Cordón Blanco
Publicado hace 4 días · Actualizado hace 2 días
📍 Calingasta, San Juan
Full-time · Presencial · Roster 14x14
Postularme   ♡ Guardar
Descripción del puesto
Minera Cordón Blanco S.A. is developing a copper-gold open pit project in the Andes of San Juan, at 3,900 m
above sea level. The project is owned by a Canadian mining company listed in Toronto, and it is now in the
feasibility and early works phase with construction planned for 2028.
We are searching a Senior Mining Engineer for the Mine Planning team, reporting to the Mine Planning
Superintendent.
Main responsibilities:
- Long and medium term mine planning: pit optimisation, phase design and production schedule (Deswik, Whittle)
- Waste dump and haul road design, fleet estimation and equipment selection
- Support to the feasibility study and NI 43-101 technical report with the consultants
Requirements:
- Mining Engineer degree, registered in the Consejo Profesional de Ingeniería de San Juan or able to register
- 8+ years in open pit planning, experience in a large copper or gold mine
- Advanced English (reports and meetings with Vancouver office)
Área: Minería, Petróleo y Gas · Jerarquía: Senior / Semi-Senior · Modalidad: Presencial`,
  },
  {
    id: 'reactor-operator-taleo-cernavoda-credential-word-requisition-hyphen-bare-header-sa-second-language',
    half: 'tune',
    title: 'Licensed Reactor Operator',
    company: 'Dunărea Nuclear Services S.A.',
    text: `Dunărea Nuclear - Careers
Job Search   My Jobs Page   My Account Options
Sign Out
Job Description
Licensed Reactor Operator-2700415
Description
Dunărea Nuclear Services S.A. provides operation and maintenance staff for the CANDU units at the Cernavodă site
under long-term contract with the plant owner. We are a Romanian company with more than 900 employees, most of
them in Cernavodă and Constanța.
For the Operations Department, Main Control Room, we search Licensed Reactor Operators to complete the shift
crews of Unit 2, after the retirement of several colleagues.
Main tasks:
- Operate the reactor, the heat transport system and the auxiliary systems from the Main Control Room according
  to the Operating Manuals and Operating Policies and Principles
- Perform the surveillance tests and the shift turnover, keep the shift log
- Respond to abnormal and emergency events following the Abnormal Plant Operating Procedures
Qualifications
- University degree in nuclear, electrical, mechanical or power engineering
- CNCAN authorisation as Reactor Operator (Permis de exercitare nivel 3) or candidate who finished the simulator
  training program
- Minimum 3 years as Field Operator or Control Room Operator in a nuclear plant
- Availability for rotating shift in 5 crews (12 hours)
Primary Location: Romania-Constanța-Cernavodă
Organization: Operations
Schedule: Full-time
Job Posting: Mar 22, 2027, 9:00:00 AM`,
  },
  {
    id: 'investment-banking-analyst-agency-email-frankfurt-client-unnamed-position-line-gender-dash-practice-second-language',
    half: 'unseen',
    title: 'Investment Banking Analyst, M&A Advisory',
    company: 'Mainwerk Search GmbH',
    text: `Betreff: Opportunity in Frankfurt – owner-managed M&A boutique
Von: Jonas Weber | Mainwerk Search <j.weber@example.com>
An: Elif Aydın <e.aydin@example.com>
Datum: 16.03.2027, 10:05

Dear Ms. Aydın,
I found your profile on LinkedIn and I am happy to present you following position of our client, an
owner-managed M&A advisory boutique in Frankfurt am Main with focus on mid-cap deals for German family companies
(Mittelstand). The team has 14 people and closed 11 transactions last year, mostly sell-side.

Position: Investment Banking Analyst (m/w/d) – M&A Advisory
Start: 1 July 2027 or earlier
Location: Frankfurt am Main, Westend (2 days home office possible)

Your tasks:
- Financial modelling (DCF, trading comps, LBO) and preparation of information memoranda and teasers
- Research of potential buyers, also international strategic and private equity investors
- Support in due diligence and management presentations
Your profile:
- Very good Master degree in finance or economics, first experience in M&A, Transaction Services or PE
- Excellent Excel and PowerPoint, fluent German and English
The salary is very competitive (base + bonus). Of course we treat your application strictly confidential.
I would be glad to have a short call this week. When is it possible for you?

Best regards
Jonas Weber
Senior Consultant Financial Services
Mainwerk Search GmbH
Taunusanlage 55, 60329 Frankfurt am Main`,
  },
  {
    id: 'palaeontologist-university-bulletin-tallinn-two-language-name-bilingual-slash-bracket-faculty-line-second-language',
    half: 'tune',
    title: 'Palaeontologist',
    company: 'Tallinn University of Earth Sciences',
    text: `TALLINNA MAATEADUSTE ÜLIKOOL | TALLINN UNIVERSITY OF EARTH SCIENCES
Eesti keeles   Study   Research   University   Careers
Careers › Open positions › Academic staff
Institute: Institute of Geology, Department of Palaeontology and Stratigraphy
Paleontoloog / Palaeontologist (Ordovician Invertebrates), 1.0 load
Application deadline: 15.05.2027
Type of employment: fixed-term, 5 years
Starting date: 01.09.2027

Tallinn University of Earth Sciences is looking for a palaeontologist who will continue the research of the
Ordovician and Silurian fossils of the Baltic basin and take care of our scientific collections (more than
400 000 specimens, including the type material of brachiopods and trilobites).
Duties:
- research in taxonomy and palaeoecology of Ordovician invertebrates, publishing in international journals
- curation and digitisation of the collections in the national database (SARV / geocollections.info)
- teaching 1-2 courses per year in BSc and MSc programmes in Earth sciences (in Estonian or English)
- supervising of students and field work in north Estonian cliff (klint)
Requirements:
- PhD in geology, palaeontology or biology, or equivalent
- publications in taxonomy of fossil invertebrates
- knowledge of Estonian is not required, English at C1 level`,
  },
  {
    id: 'cattle-buyer-nation-classified-malawi-capitals-bracket-inside-title-neighbours',
    half: 'unseen',
    title: 'Livestock Buyer',
    company: 'Lilongwe Meat Packers Limited',
    text: `THE NATION    Friday, May 14, 2027    CLASSIFIEDS    Page 27

PUBLIC NOTICE
LOSS OF TITLE DEED. Notice is hereby given that title deed for Plot No. 555/12, Area 49, Lilongwe, has been lost...

VACANCY
LIVESTOCK (CATTLE) BUYER
Lilongwe Meat Packers Limited, a leading abattoir and meat processor based in Kanengo, is looking for a
self-motivated Livestock Buyer to source cattle, goats and sheep from farmers and markets in the Central and
Northern regions.
Duties:
• Identify and purchase slaughter cattle of the right grade and weight from farmers, traders and auction markets
• Negotiate prices, prepare purchase records and arrange transport to the abattoir
• Ensure all animals have movement permits and are free from disease according to the Department of Animal
  Health and Livestock Development requirements
Requirements:
• Diploma in Animal Science or Agriculture
• At least 3 years experience in livestock trading or buying for an abattoir
• Valid driving licence and ability to ride a motorcycle
• Fluent in English and Chichewa; Tumbuka will be an added advantage
Applications with CV and three referees to: The Human Resources Manager, P.O. Box 555, Kanengo, Lilongwe 4.
Closing date: 28th May 2027.

VACANCY: SALES REPRESENTATIVE
Kamuzu Agro Dealers Ltd is seeking a sales representative for Mzuzu branch...`,
  },
  {
    id: 'mosaic-artist-personio-ravenna-bilingual-slash-gender-bare-header-srl-in-text-second-language',
    half: 'tune',
    title: 'Mosaic Artist',
    company: 'Tessere Bizantine S.r.l.',
    text: `Tessere Bizantine
Open positions
Mosaicista / Mosaic Artist (f/m/d)
Ravenna · Full-time · Restauro e Produzione
Apply now
Job description
Tessere Bizantine S.r.l. is a mosaic laboratory in the historical centre of Ravenna, founded 1979 by two
students of the Istituto d'Arte per il Mosaico. We make mosaics for architecture and private clients all over
the world (churches, hotels, swimming pools, public art) and we do restoration of ancient and modern mosaics
with the Soprintendenza.
We are looking for a Mosaic Artist to reinforce our team of 9 mosaicists, for production and restoration work.
Your tasks
- execution of mosaics with direct and indirect method, in smalti, marble and gold leaf tesserae
- cutting of tesserae with hammer and hardie (martellina e tagliolo)
- preparation of cartoons and transfer, installation on site in Italy and abroad
- participation in restoration sites (cleaning, consolidation, integration) under the restorer
Your profile
- diploma of a mosaic school (Ravenna, Spilimbergo or similar) or 3 years experience in a laboratory
- manual precision and patience, sense of colour
- English or Italian; availability to travel for installations`,
  },
  {
    id: 'budget-analyst-wuzzuf-giza-dash-place-similar-jobs-sae-in-text-second-language',
    half: 'unseen',
    title: 'Budget Analyst',
    company: 'Delta Crest Foods S.A.E.',
    text: `WUZZUF
Explore Jobs   Career Advice   Talents   For Employers       Log In   Sign Up
Budget Analyst - Sheikh Zayed
Delta Crest Foods - Sheikh Zayed, Giza, Egypt
Posted 5 days ago
Full Time   On-site
1 open position · 214 applicants
Apply For Job   Save
Job Details
Experience Needed: 3 to 5 years
Career Level: Experienced (Non-Manager)
Education Level: Bachelor's Degree
Salary: Confidential
Job Categories: Accounting/Finance · Analyst/Research
Skills And Tools: Budgeting · Forecasting · SAP · Financial Analysis · Excel · Variance Analysis
Job Description
Delta Crest Foods S.A.E. is one of the leading manufacturers of biscuits, wafers and snacks in Egypt, exporting to
more than 25 countries in MENA and Africa. We are looking for a Budget Analyst to join our FP&A team in the head
office in Sheikh Zayed.
- Prepare the annual budget and the quarterly reforecast for factories and commercial departments
- Analyse the variances of actual vs budget and explain the drivers to the management
- Build and maintain budget models in Excel and SAP BPC
Similar Jobs
Senior Cost Accountant · Nile Valley Packaging · 6th of October, Giza
FP&A Specialist · Horus Pharma Industries · New Cairo, Cairo`,
  },
  {
    id: 'dental-therapist-dpsa-circular-kwazulu-natal-capitals-grade-in-title-bracket-centre-line',
    half: 'tune',
    title: 'Dental Therapist Grade 1',
    company: 'KwaZulu-Natal Department of Health',
    text: `PUBLIC SERVICE VACANCY CIRCULAR NO 14 OF 2027
PROVINCIAL ADMINISTRATION: KWAZULU-NATAL
DEPARTMENT OF HEALTH
The KwaZulu-Natal Department of Health is committed to pursuing diversity and redressing past imbalances.
Thus, the Department will consider preferably people from the under-represented groups in respect of race,
gender and disability.
APPLICATIONS : should be forwarded to: The Chief Executive Officer, Ngwelezane Hospital, Private Bag X5555,
Empangeni, 3880
FOR ATTENTION : Human Resource Management Services
CLOSING DATE : 23 April 2027

POST 14/212 : DENTAL THERAPIST GRADE 1 (ORAL HEALTH) REF NO: NGW 18/2027
SALARY : R376 413 per annum, plus 13th cheque, medical aid (optional), housing allowance (employee must meet
prescribed requirements), rural allowance
CENTRE : Ngwelezane Hospital – Dental Clinic and outreach to PHC clinics
REQUIREMENTS : Bachelor of Dental Therapy degree; Current registration with the Health Professions Council
of South Africa (HPCSA) as a Dental Therapist; Valid driver's licence Code B/EB. Recommendations: Experience
in community dentistry and school oral health programmes.
DUTIES : Provide preventive, promotive and basic curative oral health care (scaling, fillings, extractions)
to patients at the hospital and clinics; conduct school screening and oral health education; maintain
records and statistics; ensure infection control in the dental surgery.`,
  },
  {
    id: 'dam-safety-engineer-linkedin-post-tbilisi-sentence-to-team-hashtags-llc-in-text-second-language',
    half: 'unseen',
    title: 'Dam Safety Engineer',
    company: 'Kartli Hydro Power LLC',
    text: `Nino Beridze • 2nd
HR Business Partner at Kartli Hydro | Talent Acquisition | Energy
3d • Edited • 🌐

We are hiring! 💧⚡
Kartli Hydro is looking for Dam Safety Engineer to our team in Tbilisi and on site at Aragvi cascade.

Kartli Hydro Power LLC operates 3 hydropower plants in Georgia with total capacity 320 MW, including a 96 m
high rockfill dam. We are growing the dam safety unit according to the new Georgian regulations and the
ICOLD guidelines and the requirements of our lenders (EBRD, ADB).

What you will do:
✅ Monitoring of dam instrumentation (piezometers, inclinometers, seepage, geodetic survey) and analysis of data
✅ Preparation of the periodic safety reports and the Emergency Preparedness Plan
✅ Inspections after flood and earthquake events, coordination with international dam safety panel
What we need:
🔹 MSc in Hydraulic or Geotechnical Engineering, min. 5 years in dams or large hydraulic structures
🔹 Knowledge of GeoStudio or Plaxis, AutoCAD
🔹 Georgian and English fluent, Russian is plus
Send CV to careers@example.com with subject "DSE 2027" until 20 May.

#hiring #damsafety #hydropower #Georgia #engineeringjobs #KartliHydro
[Image: WE ARE HIRING — DAM SAFETY ENGINEER — Tbilisi / Aragvi]
👍❤️ 126 · 14 comments · 9 reposts
Like   Comment   Repost   Send`,
  },
  {
    id: 'tatami-maker-careers-page-kyoto-about-us-first-two-script-hiring-phrase-bracket-kk-footer-second-language',
    half: 'tune',
    title: 'Tatami Craftsman',
    company: 'Inoue Tatami Kobo K.K.',
    text: `井上畳工房  INOUE TATAMI KOBO
ホーム | 畳について | 施工例 | 会社概要 | 採用情報 | お問い合わせ      日本語 / English
お見積り・ご相談 075-555-0123

About us
Inoue Tatami Kobo is tatami workshop in Kyoto since 1921 (Taisho 10). Now the 4th generation is leading the
workshop with 11 craftsmen. We make tatami by hand and with machine for temples, shrines, ryokan, tea rooms and
private houses, and we also repair old tatami of cultural properties. Recently we make tatami for customers in
Europe and USA, so we welcome staff from abroad.

Recruit / 採用情報
畳職人 募集 / Recruiting Tatami Craftsman (Apprentice OK)
Work:
- making new tatami (cutting of the core, sewing of the omote and heri) in our workshop in Fushimi
- replacing of omote (omotegae) at customer's house and temples, carrying tatami
- after 3 years, possibility to take the national qualification Tatami Seisaku Ginoushi
Conditions:
- full time, 8:00-17:00, Sunday and holidays off (busy season December: sometimes Saturday)
- monthly salary from 210,000 yen, social insurance, transportation fee
- driving licence (AT is ok) is necessary for delivery
- Japanese daily conversation level (N3 or more)

株式会社井上畳工房 / Inoue Tatami Kobo K.K.  〒612-0000 京都市伏見区… TEL 075-555-0123`,
  },
  {
    id: 'chef-de-rang-rekrute-marrakech-gender-dash-place-brand-header-sarl-footer-second-language',
    half: 'unseen',
    title: 'Chef de Rang',
    company: 'Riad Zitoun Hospitality SARL',
    text: `ReKrute.com
Offres d'emploi   Entreprises   Conseils carrière   Espace candidat   Espace recruteur
Accueil > Offres d'emploi > Tourisme, restauration, hôtellerie
Chef de Rang H/F - Marrakech
Publiée le 02/04/2027 · Postes proposés : 2
Dar Zitoun Palace
Secteur(s) d'activité : Tourisme, gastronomie, hôtellerie
Type de contrat : CDI · Région : Marrakech et région · Expérience requise : De 3 à 5 ans
Postuler
Poste :
Dar Zitoun Palace is a 5-star palace hotel of 42 suites in the Medina of Marrakech, with two restaurants (Moroccan
gastronomic and Mediterranean) and a rooftop bar. Our guests are mostly from Europe and USA, that is why the
service is in French and English.
As Chef de Rang you will be responsible of your station in the gastronomic restaurant (dinner service):
- welcome the guests, present the menu and the tasting menu, take the orders
- service à la française and à l'anglaise, carving and flambé at the table
- coordinate the commis de rang and keep the mise en place
Profil recherché :
- 3 years experience as chef de rang in luxury hotel or gastronomic restaurant
- French and English fluent, Spanish or Italian is a plus
- very good presentation and sense of hospitality
Riad Zitoun Hospitality SARL – RC Marrakech 55821 – Dar Zitoun Palace, Derb Zitoun, Médina, Marrakech`,
  },
  {
    id: 'palynologist-recruitee-wageningen-dash-specialty-bv-in-text-second-language',
    half: 'tune',
    title: 'Palynologist, Quaternary Pollen Analysis',
    company: 'Veenkern Lab B.V.',
    text: `Veenkern Lab
Jobs   About us   Services
Palynologist – Quaternary Pollen Analysis
Wageningen, Gelderland, Netherlands · Laboratory · 32 - 40 hours per week
Apply
Share on LinkedIn · X · Email
Who are we?
Veenkern Lab B.V. is an independent laboratory for palaeoecology and archaeobotany. We analyse peat and lake
cores, archaeological samples and sediment for archaeological companies, water boards, universities and
engineering firms in the Netherlands, Belgium and Germany. With 14 colleagues we are small, but we have a lot of
work: in 2026 we counted more than 6 000 pollen samples!
What will you do?
As palynologist you will prepare and count pollen and spore samples from Holocene and Late Glacial deposits,
interpret the diagrams and write the reports for our clients.
- Identification and counting of pollen, spores and non-pollen palynomorphs (NPP) with light microscope
- Making pollen diagrams in Tilia or R (rioja) and interpretation of vegetation history and human impact
- Writing reports in Dutch or English, sometimes presenting results to archaeologists
What do we ask?
- MSc or PhD in palynology, palaeoecology or physical geography
- At least 2 years of experience with counting Quaternary pollen of North-West Europe
- Dutch or English at good level, German is a plus`,
  },
  {
    id: 'child-protection-officer-forwarded-email-uganda-ngo-position-line-acronym-count',
    half: 'unseen',
    title: 'Child Protection Officer',
    company: "Tumaini Children's Trust",
    text: `---------- Forwarded message ---------
From: Okello Patrick <p.okello@example.com>
Date: Mon, 12 Apr 2027 at 08:41
Subject: Fwd: JOB ADVERT - CHILD PROTECTION OFFICER (2 POSITIONS) - ARUA & KOBOKO
To: West Nile Social Workers Forum <wnsw-forum@example.com>

Dear colleagues, sharing for those interested. Deadline is this Friday, please apply early.
Patrick

JOB ADVERT
Tumaini Children's Trust (TCT) is a national NGO registered with the NGO Bureau, working in West Nile and
Acholi sub-regions to protect children affected by displacement, violence and family separation. TCT
implements case management and community-based child protection in refugee settlements and host communities.

Position: Child Protection Officer
Number of positions: 2
Duty station: Arua (1), Koboko (1)
Reports to: Programme Manager – Child Protection
Contract: 12 months, renewable subject to funding and performance

Key responsibilities:
- Identify, assess and follow up cases of children at risk, including unaccompanied and separated children,
  using the case management SOPs and CPIMS+
- Conduct best interest assessments and make referrals to health, psychosocial, legal and police services
- Train and mentor community child protection volunteers and para-social workers
Qualifications:
- Bachelor's degree in Social Work and Social Administration or related field
- Minimum 2 years of child protection case management experience, preferably in a refugee setting
- Fluency in English; knowledge of Lugbara, Kakwa or Juba Arabic is an added advantage`,
  },
  {
    id: 'pe-teacher-international-school-almaty-capitals-bracket-level-dash-campus-llp-footer-second-language',
    half: 'tune',
    title: 'Physical Education Teacher',
    company: 'Steppe Education LLP',
    text: `Steppe International School · Almaty
About   Admissions   Academics   Boarding   Careers   Contact       EN | RU | KZ
Careers › Vacancies 2027–2028

PHYSICAL EDUCATION TEACHER (SECONDARY) – ALMATY CAMPUS
Start: August 2027 | Contract: 2 years, renewable | Salary: competitive, depending on experience

Steppe International School is an IB World School (PYP, MYP, DP) with 780 students from 40 nationalities on two
campuses in Almaty and Astana. Our Almaty campus is in the foothills of Zailiysky Alatau with a 25 m pool,
sports hall, climbing wall and full size football pitch.
We are looking for an enthusiastic PE teacher for MYP and DP Sports, Exercise and Health Science (SEHS), who will
also lead the after-school sports programme and take teams to CEESA tournaments.
Requirements:
- Bachelor's degree in Physical Education or Sport Science and a teaching qualification (PGCE or equivalent)
- Minimum 2 years teaching experience, IB experience preferred
- Swimming instructor or lifeguard certificate is an advantage
- Native or near-native English
Package for overseas hire: furnished apartment, annual flight, medical insurance, tuition for 2 children.
Please send CV, cover letter and 3 references to careers@example.com.

Steppe International School is operated by Steppe Education LLP. BIN 150340012345. © 2027 All rights reserved.`,
  },
  {
    id: 'homeopath-kathmandu-post-classified-dash-count-pvt-ltd-neighbours-second-language',
    half: 'unseen',
    title: 'Homoeopathic Physician',
    company: 'Bagmati Homoeo Clinic Pvt. Ltd.',
    text: `The Kathmandu Post · Classifieds · Wednesday, 7 April 2027

TO LET
2BHK flat in Sanepa with parking, water 24 hours, suitable for small family or foreigners. Contact 98555 01234.

VACANCY ANNOUNCEMENT
Bagmati Homoeo Clinic Pvt. Ltd., Lalitpur is seeking following for our clinic in Jawalakhel and new branch in
Bhaktapur:
Homoeopathic Physician – 2 posts
Qualification: BHMS or MD (Hom) from recognized university, registered with the Nepal Ayurvedic Medical Council.
Experience: Minimum 2 years clinical practice, experience in chronic cases, skin and paediatric will be
preferred.
Other: Good communication in Nepali and English, computer knowledge for patient record.
Salary: Negotiable, as per experience.
Interested candidates can send CV with copies of certificates and council registration at
hr@example.com or drop at clinic within 15 days of publication of this notice.
Only short listed candidates will be called for interview.

DRIVER WANTED
Experienced driver with valid heavy licence required for Hetauda–Kathmandu route. Call 98555 04321.`,
  },
  {
    id: 'electro-technical-officer-teamtailor-gothenburg-bilingual-slash-bracket-abbreviation-ab-in-text-second-language',
    half: 'tune',
    title: 'Electro-Technical Officer',
    company: 'Kattegatt Line AB',
    text: `Kattegatt Line
Jobs   Locations   Departments   People   Connect
Elingenjör ombord / Electro-Technical Officer (ETO)
Fartygspersonal · Göteborg – Frederikshavn
Apply for this job
Kattegatt Line AB operates two ro-pax ferries between Gothenburg and Frederikshavn, with 6 departures per day all
year around. On board we are 140 colleagues per ship from Sweden, Denmark, Estonia and the Philippines, and the
working language on board is English and Swedish.
Now we are looking for an Electro-Technical Officer to M/S Kattegatt Star, in a two-watch rotation with another ETO.
What you will do
- Maintenance and fault finding of high voltage and low voltage systems, switchboards and generators
- Automation, alarm and control systems (Kongsberg K-Chief), navigation and communication equipment
- Electrical part of planned maintenance in AMOS and support to the Chief Engineer in class surveys
Who are you?
- STCW III/6 Certificate of Competency as Electro-Technical Officer
- High Voltage certificate (above 1000 V) and basic safety (STCW) valid
- Minimum 2 years as ETO or electrician on passenger ship or offshore
- Swedish or Scandinavian language is merit, English is required
Schedule: 7 days on / 7 days off, 12 hours per day. Start by agreement.
Contact: Technical Superintendent Erik Lund, erik.lund@example.com`,
  },
  {
    id: 'egg-grader-ethiojobs-bishoftu-count-dash-place-bare-header-plc-in-text-second-language',
    half: 'unseen',
    title: 'Egg Grading & Packing Operator',
    company: 'Debre Zeit Golden Poultry PLC',
    text: `ethiojobs
Find Jobs   Companies   Career Resources   Employers        Login   Register
Home / Jobs / Agriculture
Egg Grading & Packing Operator (x6) - Bishoftu
Debre Zeit Golden Poultry
Job Type: Full time
Location: Bishoftu, Oromia
Career Level: Junior Level (1+ - 2 years experience)
Employment Type: Permanent
Salary: As per company scale
Deadline: April 20, 2027
Apply Now
Job Description
Debre Zeit Golden Poultry PLC is a commercial layer farm with 180,000 laying hens and a modern egg grading station
supplying supermarkets, hotels and bakeries in Addis Ababa and Adama. Because of the expansion of the farm, we
want to hire 6 operators for the grading and packing station.
Duties and Responsibilities:
- Operate the egg grading machine (Moba) and check the weight classes and the quality of the eggs
- Candling and removing of cracked, dirty and blood spot eggs
- Packing in trays and cartons, labelling with production date and batch
- Cleaning and disinfection of the grading room according to food safety rules (HACCP)
Job Requirements:
- 10+2 or TVET certificate (Level II or above) in Animal Science, Food Technology or related
- 1 year experience in poultry farm, food factory or packing house
- Ready to work in shift, including early morning`,
  },
  {
    id: 'child-development-worker-lgu-publication-nueva-ecija-capitals-head-plantilla-sg-invented-municipality-second-language',
    half: 'tune',
    title: 'Child Development Worker I',
    company: 'Municipality of Santa Liwayway',
    text: `Republic of the Philippines
Province of Nueva Ecija
MUNICIPALITY OF SANTA LIWAYWAY
OFFICE OF THE MUNICIPAL HUMAN RESOURCE MANAGEMENT OFFICER

PUBLICATION OF VACANT POSITIONS
(Pursuant to RA 7041 and CSC MC No. 14, s. 2018)
Date of Publication: April 5, 2027

The Municipality of Santa Liwayway is in need of qualified applicant for the following position:
Position Title: Child Development Worker I
Plantilla Item No.: MSWDO-CDW1-14
Salary/Job/Pay Grade: SG 8
Monthly Salary: ₱ 22,317.00
Eligibility: Career Service (Subprofessional) First Level Eligibility / RA 10121 or appropriate eligibility
Education: Completion of two (2) years studies in college, preferably in Child Development or Early Childhood
Education
Training: None required
Experience: None required
Place of Assignment: Child Development Center, Brgy. Poblacion Sur
Competency: Can handle 3 to 4 years old children in two session per day, prepare learning materials and
conduct parents effectiveness session; able to speak Tagalog and Ilocano.
Interested and qualified applicants should signify their interest in writing. Attach the following documents
to the application letter and send to the address below not later than April 19, 2027:
1. Fully accomplished Personal Data Sheet (CS Form No. 212, Revised 2017) with recent passport-sized picture`,
  },
  {
    id: 'life-model-instagram-athens-handle-first-sentence-plural-ike-in-post-second-language',
    half: 'unseen',
    title: 'Life Model',
    company: 'Atelier Plaka I.K.E.',
    text: `atelier.plaka
Plaka, Athens, Greece
[Photo: charcoal drawings on easels, model's chair with blue cloth]
atelier.plaka 📣 We are looking for life models for our evening drawing classes! 🎨✏️
Men and women, all ages and all body types are welcome — no experience needed, but you must be able to hold a
pose for 20 minutes without moving (we give breaks every 40 minutes and there is a heater 😅).
🗓 Sessions: Tuesday & Thursday 19:00–22:00, some Saturday mornings for the portrait course
💶 €20 per hour, paid at the end of each month
📍 Our studio is 3 min from Syntagma metro
Nude and clothed poses, you decide what you are comfortable with. Privacy is respected: no photos in the class,
only registered students.
Send us DM or email atelier@example.com with one photo and your availability.
Atelier Plaka I.K.E. · Kydathinaion 55, Athens 105 58
.
.
#lifedrawing #athens #artmodel #figuredrawing #croquis #ateliersathens #jobsathens #modelcall
412 likes
View all 38 comments
2 DAYS AGO`,
  },
  {
    id: 'oncologist-careers-page-leon-about-us-first-capitals-bilingual-slash-sa-de-cv-footer-second-language',
    half: 'tune',
    title: 'Medical Oncologist',
    company: 'Hospital Santa Brígida del Bajío, S.A. de C.V.',
    text: `Hospital Santa Brígida
Urgencias 24 h: 477 555 0102
Inicio   Especialidades   Directorio médico   Seguros   Bolsa de trabajo   Contacto       ES | EN

Nuestra historia / Our history
Hospital Santa Brígida opened in 1987 in León, Guanajuato, as a maternity clinic of 20 beds. Today we are a
general hospital of 160 beds with intensive care, cardiology, transplant and a new Cancer Centre with two
linear accelerators and an oncology day hospital of 24 chairs. We attend patients of the private insurers and
also from USA and Canada in our international program.

Bolsa de trabajo / Careers
ONCÓLOGO MÉDICO / MEDICAL ONCOLOGIST
Turno matutino · Consulta externa y hospitalización · Centro Oncológico
What we offer: your own consultation room, support of oncology nurses and pharmacist of the day hospital, tumour
board every week, and participation in clinical trials.
Requirements:
- Medical Oncology specialty with cédula profesional de especialidad and certification of the Consejo Mexicano
  de Oncología (current)
- Minimum 2 years of practice after residency
- English intermediate-advanced for international patients and congress
Send your CV to reclutamiento@example.com with the subject "Oncología Médica".

Hospital Santa Brígida del Bajío, S.A. de C.V. · Blvd. Campestre 555, León, Gto. · Aviso de privacidad`,
  },
  {
    id: 'delivery-rider-kalibrr-quezon-city-bracket-own-vehicle-dash-place-similar-jobs-inc-comma-second-language',
    half: 'unseen',
    title: 'Delivery Rider',
    company: 'Padala Express Logistics, Inc.',
    text: `Kalibrr
Jobs   Companies   Kalibrr for Employers          Log in   Sign up
Delivery Rider (with own Motorcycle) - Quezon City
Padala Express
Quezon City, Metro Manila · Full time · ₱ 18,000 - ₱ 25,000 monthly
Posted 1 day ago · Apply before May 30, 2027
Apply for this job   ♡ Save
Job description
Padala Express Logistics, Inc. is a fast growing last-mile delivery company serving e-commerce sellers and
restaurants in Metro Manila. We are hiring Delivery Riders for our Cubao and Fairview hubs!
Responsibilities:
- Pick up parcels at the hub and deliver to customers on time using our rider app
- Collect COD payments and remit at end of shift
- Take proof of delivery photo and handle returns properly
- Maintain your motorcycle in good running condition
Qualifications:
- Must have own motorcycle (125cc and up) with OR/CR
- Professional driver's license with restriction code A/A1 (LTO)
- NBI clearance, barangay clearance and police clearance
- At least 6 months experience as rider (Lalamove, Grab, Foodpanda, etc.) is an advantage
- Android smartphone with data plan
Benefits: fuel allowance, SSS, PhilHealth, Pag-IBIG, incentives per parcel
Similar jobs
Warehouse Helper · Luzon Sortation Hub Corp. · Valenzuela
Dispatch Coordinator · BayanMart Online, Inc. · Pasig`,
  },
  {
    id: 'pool-attendant-bamboohr-baa-atoll-dash-place-brand-header-owned-and-operated-footer-second-language',
    half: 'tune',
    title: 'Pool Attendant',
    company: 'Hideaway Island Resorts Pvt Ltd',
    text: `Coral Atoll Hideaway
Job Openings > Pool Attendant - Main Pool & Beach
Pool Attendant - Main Pool & Beach
Recreation
Baa Atoll, Maldives
Apply for This Job
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: USD 450 basic + service charge
Coral Atoll Hideaway is a 68-villa island resort in the Baa Atoll UNESCO Biosphere Reserve. Our guests come for
the manta rays, the house reef and the calm, and our team of 190 makes every day on the island special.
We are looking for a Pool Attendant who will take care of our infinity pool and beach area.
- Set up sunbeds, towels and umbrellas before 7:30 am and keep the pool deck and beach tidy all day
- Welcome guests, offer cold towels and water, take simple beverage orders in coordination with the bar
- Check pool water (chlorine, pH) and report to the engineering team
- Follow the pool safety rules and watch the guests in the pool
Requirements:
- 1 year experience in a resort pool or beach, Maldives experience preferred
- Good English, other language like Chinese, Russian or Italian is a plus
- Lifeguard or First Aid certificate is an advantage
Staff accommodation, meals, 30 days annual leave with ticket, medical insurance.
Coral Atoll Hideaway is owned and operated by Hideaway Island Resorts Pvt Ltd (C-0412/2016).
Powered by BambooHR`,
  },
  {
    id: 'shipwright-agency-email-algarve-client-unnamed-position-line-bilingual-bracket-lda-second-language',
    half: 'unseen',
    title: 'Shipwright',
    company: 'Atlântico Crew Solutions, Lda.',
    text: `De: Atlântico Crew Solutions <jobs@example.com>
Para: Tom Reilly <tom.reilly@example.com>
Data: 22/04/2027 14:37
Assunto: Shipwright / Carpinteiro Naval – superyacht refit – Algarve

Good afternoon Tom,
Thank you for your registration in our website. We are recruiting for one of our clients, an important refit
and repair shipyard in the Algarve for motor and sailing yachts from 20 to 60 m, and I think your profile
matches well.

Position: Shipwright (Carpinteiro Naval)
Start: immediate
Contract: 6 months + possibility of permanent contract
Schedule: Monday to Friday, 8h-17h, overtime paid

Main tasks:
- repair and replacement of teak decks, caulking and sanding
- structural repairs in wood, GRP and composite, lamination with epoxy
- fitting of interior joinery and hatches, fairing before paint
Requirements:
- minimum 3 years as shipwright or boat builder in yachts
- own hand tools; knowledge of vacuum infusion is valued
- EU passport or valid work permit for Portugal
Salary between 1.600 € and 2.100 € net per month, depending on experience, plus meal allowance.
If you are interested, please reply with your updated CV and some photos of your work.

Kind regards,
Beatriz Nunes
Recruitment Consultant
Atlântico Crew Solutions, Lda.
Portimão, Portugal | +351 282 555 014`,
  },
  {
    id: 'science-technician-academy-trust-peterborough-dash-school-grade-term-time-the-opens-sentence',
    half: 'tune',
    title: 'Science Technician',
    company: 'Nene Meadows Learning Trust',
    text: `Nene Meadows Learning Trust
Our Academies   About the Trust   Governance   Vacancies   Contact
Vacancies > Support staff

Science Technician – Marshfield Academy
Location: Marshfield Academy, Peterborough
Salary: Grade 4, Points 5–7, £25,183–£25,992 FTE (actual £21,870–£22,572)
Hours: 37 hours per week, term time only plus 2 weeks
Contract: Permanent
Closing date: 9am, Monday 26 April 2027
Interviews: w/c 3 May 2027
Apply now (MyNewTerm)

The Nene Meadows Learning Trust is a family of nine primary and secondary academies in Peterborough and the
Fens. Marshfield Academy is an 11–18 school of 1,150 students with eleven laboratories and a thriving sixth form.
We are looking for an organised and practical Science Technician to join our team of three technicians,
supporting practical work across biology, chemistry and physics for Key Stages 3 to 5.
You will prepare and set up equipment and solutions for lessons and required practicals, maintain stock and
equipment, and follow CLEAPSS guidance and COSHH for safe storage and disposal of chemicals.
The Trust is committed to safeguarding and promoting the welfare of children and young people and expects all
staff to share this commitment. This post is subject to an enhanced DBS check.`,
  },
  {
    id: 'garden-centre-assistant-nation-news-classified-barbados-capitals-employer-only-in-apply-line-neighbours',
    half: 'unseen',
    title: 'Garden Centre Sales Assistant',
    company: 'Coral Bloom Garden Centre Ltd.',
    text: `NATION NEWS   CLASSIFIEDS   Wednesday, June 2, 2027

ROOM TO LET, Bank Hall, St. Michael. Suitable for working person. $650 monthly incl. light & water. 555-0143.

GARDEN CENTRE SALES ASSISTANT
Busy garden centre in Christ Church requires a friendly and energetic person to assist customers, water and care
for plants, receive stock and operate the cash register.
The successful applicant should have:
- CXC passes including Mathematics and English
- Knowledge of tropical plants, fertilisers and pest control products (an asset)
- Ability to lift bags and work outdoors
- Availability to work Saturdays and some public holidays
Apply in writing with CV and a recent Police Certificate of Character to:
The Manager, Coral Bloom Garden Centre Ltd., Maxwell Main Road, Christ Church
or email gardencentre@example.com by June 11th, 2027.

PASTRY COOK wanted for hotel on the West Coast. Experience in breads and desserts. Call 555-0188.

FOR SALE: 2015 Toyota Hiace, ZR plates, good condition. 555-0129.`,
  },
  {
    id: 'crusher-operator-jobadder-pilbara-agency-client-named-dash-roster-pty-ltd',
    half: 'tune',
    title: 'Crusher Operator',
    company: 'Pilbara Crushing Services Pty Ltd',
    text: `Ironbark Workforce | Mining & Resources Recruitment
Home   Jobs   Employers   About   Contact
Jobs
Crusher Operator - FIFO 2:1 Roster
Job reference: 112847
Location: Pilbara, Western Australia
Work type: Full time
Salary: $48 - $55 per hour + super
Category: Mining, Resources & Energy
Posted: 14 April 2027
Apply now
Our client, Pilbara Crushing Services Pty Ltd, is a contract crushing and screening specialist with 9 mobile and
semi-mobile plants on iron ore and gold sites across the Pilbara and Goldfields. Due to a new 5-year contract
they are looking for experienced Crusher Operators to join their crews FIFO from Perth.
The role:
- Operate and monitor primary jaw, secondary cone and screening plant from the control room and on the ground
- Conduct pre-start checks, clear blockages and change screen meshes safely
- Assist fitters with shutdowns and liner changes
- Operate loader to feed the plant when required
About you:
- Minimum 2 years crushing and screening experience in mining or quarrying
- HR licence and current Standard 11 or Certificate II in Surface Extraction Operations
- Loader ticket and working at heights; a current clear drug and alcohol test
- Able to pass a pre-employment medical and functional assessment
2 weeks on / 1 week off, 12-hour day and night shifts, flights from Perth and single-person camp accommodation.
Powered by JobAdder`,
  },
  {
    id: 'e-commerce-manager-glints-jakarta-bracket-channel-brand-header-pt-in-text-second-language',
    half: 'unseen',
    title: 'E-Commerce Manager',
    company: 'PT Rasa Nusa Digital',
    text: `Glints
Jobs   Companies   Glints ExpertClass   For Employers        EN | ID
Home > Jobs > Marketing > Jakarta Selatan
E-Commerce Manager (Marketplace)
Rasa Nusa
Jakarta Selatan, DKI Jakarta, Indonesia
IDR 18.000.000 - 25.000.000 /month
Full-time · 3 - 5 years of experience · Minimum Bachelor's Degree
Recruiter was active 2 hours ago
Apply   Save
Job Description
PT Rasa Nusa Digital is the company behind Rasa Nusa, a local brand of instant sambal, bumbu and healthy snacks
with more than 1.2 million followers in social media. 80% of our sales is from online, in Shopee, Tokopedia,
TikTok Shop and Lazada.
We are looking for E-Commerce Manager who will lead the marketplace team (6 people) and grow our GMV.
Responsibilities:
- Own the P&L of marketplace channel, set target per platform and monthly campaign (twin date, Harbolnas,
  Ramadan)
- Manage store performance: listing, pricing, voucher, ads (Shopee Ads, TikTok Ads) and ROAS
- Negotiate with key account managers of the platforms and join the mega campaign
Requirements:
- Min. 3 years in e-commerce marketplace, 1 year as team lead, FMCG or F&B is preferred
- Strong in data analysis (Excel/Google Sheets, dashboard)
- Good English for reporting to the founders`,
  },
  {
    id: 'land-registration-officer-land-board-botswana-capitals-grade-line-sub-land-board-second-language',
    half: 'tune',
    title: 'Land Registration Officer',
    company: 'Tsodilo Land Board',
    text: `TSODILO LAND BOARD
Private Bag 555, Gumare

VACANCY ANNOUNCEMENT

Tsodilo Land Board invites applications from suitably qualified Botswana citizens to fill the following position:

POSITION: LAND REGISTRATION OFFICER
GRADE: C4
NUMBER OF POSTS: 1
LOCATION: Shakawe Sub-Land Board
REFERENCE: TLB/HR/05/2027

MAIN PURPOSE OF THE JOB:
To register land rights and keep accurate records of land allocations and transactions in the Sub-Land Board area.

KEY PERFORMANCE AREAS:
- Register customary and common law grants, leases and certificates of rights
- Capture and update land records in the Land Administration Procedures, Capacity and Systems (LAPCAS) database
- Process transfers, subdivisions and change of land use applications and prepare them for the Board meeting
- Attend to customers enquiries and search of land records
QUALIFICATIONS AND EXPERIENCE:
Diploma in Land Administration, Land Management or equivalent, with a minimum of 2 years relevant experience.
Knowledge of Tribal Land Act and computer literacy (MS Office, GIS is an added advantage) is required.
Candidates must be able to speak Setswana and English; knowledge of Thimbukushu will be an advantage.
Applications with certified copies of Omang, certificates and CV must be addressed to: The Board Secretary,
Tsodilo Land Board, Private Bag 555, Gumare. Closing date: 28th May 2027.`,
  },
  {
    id: 'commentator-x-post-mysuru-plural-hiring-phrase-for-season-handle-reply-legal-name-second-language',
    half: 'unseen',
    title: 'Commentator',
    company: 'Kaveri Sports Leagues Pvt Ltd',
    text: `Kaveri Premier League 🏏 @KaveriT20 · 2h
📢 We're hiring commentators for Season 3!
Hindi & English commentators, 2 each. You must know T20 cricket inside out and be comfortable live on stream for
3.5 hrs 🎙️
✅ Paid per match + travel & stay
✅ Venues: Mysuru & Bengaluru, 24 matches, July–August
✅ Prior commentary/anchoring (even district level or YouTube) preferred
Send your showreel (max 5 min) ⬇️
forms.example.com/kpl-commentary
#KPL2027 #Commentary #CricketJobs #Bengaluru
[Image: Mic on cricket pitch — "VOICE OF KPL — AUDITIONS OPEN"]
💬 18   🔁 64   ❤ 312   📊 41K
Rohan Talks @rohan_talks · 1h
Is Kannada commentary also there? 🙂
  Kaveri Premier League 🏏 @KaveriT20 · 1h
  Not this season, only Hindi & English 🙏 Contract is with Kaveri Sports Leagues Pvt Ltd, all details in the form.
Priya S @cricketwithpriya · 52m
Female commentators also welcome?
  Kaveri Premier League 🏏 @KaveriT20 · 45m
  Absolutely! 💯`,
  },
  {
    id: 'dyslexia-trainer-careers-page-graz-about-us-first-bilingual-slash-gender-star-credential-word-bracket-hours-gmbh-footer-second-language',
    half: 'tune',
    title: 'Certified Dyslexia Trainer',
    company: 'Lernwerk Graz GmbH',
    text: `Lernwerk Graz
Nachhilfe   Legasthenie & Dyskalkulie   Kurse   Team   Jobs   Kontakt       DE | EN
Erstgespräch vereinbaren

Über uns / About us
Lernwerk Graz is a learning institute in the centre of Graz since 2009. We support children and teenagers with
dyslexia (Legasthenie), dyscalculia and learning difficulties, with individual training, small groups and
counselling for parents and schools. Our team are 14 trainers, psychologists and teachers, and we cooperate with
the Bildungsdirektion Steiermark and with paediatricians in the region.

Jobs
Dipl. Legasthenietrainer*in / Certified Dyslexia Trainer (20–30 h)
We are looking for a Certified Dyslexia Trainer who will work with children from 7 to 14 years in individual
sessions in our institute and in two partner schools.
What you do:
- individual training in reading, spelling and attention, according to the AFS method
- diagnostics with standard tests (SLRT-II, HSP) and writing of short reports for parents
- regular talks with parents and teachers
What you need:
- diploma as Legasthenietrainer*in (EÖDL or equivalent), or teacher with additional qualification
- German at C1 level or native; English or BKS (Bosnian/Croatian/Serbian) is plus for parents talks
Salary according to the collective agreement for private educational institutions (BABE-KV), from EUR 2,410
gross for 30 hours, more with experience.

Lernwerk Graz GmbH | FN 334512k | Landesgericht für ZRS Graz | Impressum | Datenschutz`,
  },
  {
    id: 'ship-fitter-topcv-hai-phong-english-title-in-bracket-after-local-dash-pay-two-script-employer-second-language',
    half: 'unseen',
    title: 'Ship Fitter',
    company: 'Green Bach Dang Shipbuilding Co., Ltd.',
    text: `TopCV
Việc làm   Hồ sơ & CV   Công ty   Công cụ   Cẩm nang nghề nghiệp
Trang chủ > Việc làm > Cơ khí / Chế tạo > Hải Phòng
Thợ Lắp Ráp Tàu (Ship Fitter) - Thu Nhập 15 - 22 Triệu
Công ty TNHH Đóng tàu Bạch Đằng Xanh
Mức lương: 15 - 22 triệu · Địa điểm: Hải Phòng · Kinh nghiệm: 2 năm
Hạn nộp hồ sơ: 30/05/2027
Ứng tuyển ngay   Lưu tin
Chi tiết tin tuyển dụng
Green Bach Dang Shipbuilding Co., Ltd. (Korean invested company) is building bulk carriers, tugs and feeder
container vessels for customers in Korea, Japan and Norway. For the hull block department we are hiring Ship
Fitters with experience.
Job description:
- Read the drawings (hull structure, block drawings) and mark, cut, fit and tack the steel plates and profiles
- Assemble sub-blocks and blocks in the workshop and erection on the slipway
- Cooperate with welders and QC to keep the tolerance and accuracy control
Requirements:
- Minimum 2 years as ship fitter in shipyard or steel structure
- Can read technical drawings; basic English or Korean for drawings is advantage
- Certificate of vocational school (trung cấp / cao đẳng) in shipbuilding or mechanical
Benefits: 13th month salary, social insurance, lunch at canteen, bus from Hải Phòng city.`,
  },
  {
    id: 'law-librarian-pinpoint-london-bracket-specialty-grade-word-bare-header-llp-in-text',
    half: 'tune',
    title: 'Senior Law Librarian',
    company: 'Harcourt Vane LLP',
    text: `Harcourt Vane careers
Vacancies   Life at Harcourt Vane   Early careers   Diversity & inclusion
← All vacancies
Senior Law Librarian (Research & Current Awareness)
London · Knowledge & Information Services · Full time, Permanent · Hybrid (3 days in office)
Salary: £42,000 – £48,000 depending on experience
Closing date: 30 April 2027
Apply for this job
About us
Harcourt Vane LLP is a full-service commercial law firm of 260 lawyers with offices in London, Manchester and
Dublin. Our Knowledge & Information Services team of nine supports fee earners across corporate, real estate,
disputes and private client with research, know-how and library services.
The role
As Senior Law Librarian you will lead complex legal and business research requests, manage the firm's current
awareness service and look after our print and online collections.
- Carry out research using Westlaw, Lexis+, Practical Law, Justis and company and regulatory databases
- Produce daily and weekly current-awareness bulletins for practice groups
- Negotiate renewals with publishers and manage the library budget with the Head of KIS
- Train trainees and new joiners on research skills
About you
- Degree or postgraduate qualification in librarianship or information science (CILIP accredited) or equivalent
  experience
- At least four years' legal research experience in a law firm, chambers or legal publisher`,
  },
  {
    id: 'neonatologist-agency-email-riyadh-client-named-subject-title-dash-place-pipe-package-second-language',
    half: 'unseen',
    title: 'Consultant Neonatologist',
    company: "Al Rawdah Specialist Children's Hospital",
    text: `Subject: Consultant Neonatologist – Riyadh, KSA | Tax-free package
From: Dr. Rehan Qureshi – MedBridge Gulf Recruitment <rehan.q@example.com>
To: dr.okafor@example.com
Date: Sun, 9 May 2027 07:58

Dear Dr. Okafor,
Greetings from MedBridge Gulf!
Hope this email finds you well. We are currently hiring on behalf of our esteemed client Al Rawdah Specialist
Children's Hospital, Riyadh, a 300 beds tertiary paediatric hospital with 48 bedded Level III NICU and neonatal
transport service, accredited by CBAHI and JCI.
Requirements:
- Board certification in Paediatrics and fellowship/subspecialty in Neonatology (Arab Board, Saudi Board,
  MRCPCH with CCT, American or Canadian Board, or equivalent)
- Minimum 3 years as Consultant after fellowship
- Experience in HFOV, iNO, therapeutic hypothermia and neonatal procedures
- Eligible for SCFHS classification as Consultant
Package (tax free):
- Basic + allowances SAR 55,000 – 68,000 per month based on experience
- Furnished accommodation or housing allowance, annual tickets for family, 42 days leave
- Education allowance for 3 children, CME allowance, end of service benefit
Kindly share your updated CV, copies of certificates and passport, and your availability for online interview
with the Head of Neonatology.

Best regards,
Dr. Rehan Qureshi
Senior Healthcare Recruiter
MedBridge Gulf Recruitment Co. | Dubai · Riyadh
WhatsApp +971 55 555 0147`,
  },
  {
    id: 'biochemist-104-job-bank-hsinchu-two-script-title-bracket-specialty-two-script-employer-second-language',
    half: 'tune',
    title: 'Biochemist',
    company: 'Jade Mountain Biologics Co., Ltd.',
    text: `104人力銀行
找工作 | 找公司 | 職場百科 | 104學習精靈      登入 / 註冊
首頁 > 工作列表 > 生物科技研發人員
生化研究員 Biochemist (Protein Purification)
玉山生技股份有限公司 Jade Mountain Biologics Co., Ltd.
新竹縣竹北市 · 經歷3年以上 · 碩士以上
待遇面議（經常性薪資達4萬元以上）
應徵 12人   儲存   分享
工作內容 / Job description
Jade Mountain Biologics Co., Ltd. is a CDMO for recombinant proteins and antibodies in Hsinchu Biomedical Science
Park. We support biotech customers from Taiwan, Japan and USA from cell line to GMP batch.
We are looking for a Biochemist for the downstream process development team:
1. Develop and optimise purification processes (Protein A, IEX, HIC, SEC) for monoclonal antibodies and
   recombinant proteins on ÄKTA systems
2. Analyse purity and quality with SDS-PAGE, SEC-HPLC, cIEF and ELISA
3. Write development reports and technology transfer documents in English for the GMP team
4. Join meetings with overseas customers
條件要求 / Requirements
- Master or PhD in biochemistry, biotechnology or related field
- 3 years experience in protein purification, CDMO or pharma is preferred
- English: reading and writing good (TOEIC 750 or more), Japanese is plus`,
  },
  {
    id: 'fashion-stylist-homerun-antwerp-dash-line-of-business-brand-capitals-header-bv-footer-second-language',
    half: 'unseen',
    title: 'Fashion Stylist, Editorial & E-commerce',
    company: 'Maison Verbeke BV',
    text: `VERBEKE
Vacatures / Jobs
Fashion Stylist – Editorial & E-commerce
Antwerp · Full-time · Creative Studio
Apply
Hi there! 👋
We are VERBEKE, Antwerp fashion house since 1994, with womenswear and menswear collections sold in our 6 stores
in Belgium and the Netherlands, on verbeke.example.com and by 120 stockists worldwide.
Our Creative Studio produces every season the lookbooks, campaigns and about 4,000 e-commerce looks, all in
our own studio in Antwerp-Zuid.
What you'll do
- Style the e-commerce shoots (on-model and flat lay) according to our style guide, 4 days per week
- Create looks for lookbook, campaign and social content together with the Creative Director
- Prepare the samples, steaming and fitting, and keep the styling archive organised
- Brief photographers, models and hair & make-up on set
What you bring
- 3+ years as fashion stylist or assistant stylist for a brand, magazine or e-commerce studio
- A strong portfolio and a good eye for our minimalist, Belgian aesthetic
- Dutch or English; French is a plus
What we offer: a creative team of 11, staff discount, bike leasing and meal vouchers.
Maison Verbeke BV · Nationalestraat 55, 2000 Antwerpen · BE 0456.123.789 · Privacy`,
  },
  {
    id: 'noise-control-officer-district-council-nz-two-language-name-bracket-hours-dash-type',
    half: 'tune',
    title: 'Noise Control Officer',
    company: 'Kōwhai Coast District Council',
    text: `Kōwhai Coast District Council | Te Kaunihera ā-Rohe o Te Tai Kōwhai
Services   Council   Have your say   Careers   Contact us
Home > Careers > Current vacancies
Noise Control Officer (After Hours) – Part time
Location: Kōwhai Bay and district-wide
Hours: 20–24 hours per week, rostered evenings, nights and weekends
Salary: $29.50 – $33.80 per hour plus call-out allowance
Closes: Sunday 16 May 2027
Apply now
Kia ora! Kōwhai Coast District Council is looking for a calm, confident person to join our Regulatory Services
team and respond to excessive noise complaints after hours across the district.
In this role you will:
- Respond to complaints about music, parties, alarms and machinery, and assess noise under the Resource
  Management Act 1991
- Issue excessive noise directions and, where needed, seize equipment with the support of NZ Police
- Keep accurate records in our complaints system and prepare evidence for enforcement action
What you'll bring:
- Experience in compliance, security, enforcement or customer service dealing with the public
- Good judgement and the ability to de-escalate tense situations
- A full, clean NZ driver licence and willingness to undergo a Ministry of Justice criminal record check
You'll be supported with full training, a council vehicle and radio.`,
  },
  {
    id: 'derrickhand-reddit-hiring-tag-grande-prairie-dash-rig-place-bracket-rotation-closing-line-ltd',
    half: 'unseen',
    title: 'Derrickhand',
    company: 'Muskeg Drilling Ltd.',
    text: `r/oilandgasworkers
Posted by u/muskeg_toolpush · 5h
[Hiring] Derrickhand – Rig 14 – Grande Prairie, AB (15/6 rotation)
Hiring

Toolpush here. We're short a derrickhand on Rig 14 after one of our guys moved up to driller. Rig is a
triple (Cardwell/ double-drum, top drive), working Montney wells south of GP for a steady operator, work lined
up through breakup and beyond.

What we want:
- At least 1 year on the monkey board as a derrickhand, or a strong motorhand ready to move up
- Valid H2S Alive, First Aid/CPR, Fall Protection and Enform/Energy Safety Canada Level 1 Rig Safety
- Class 5 licence and reliable way to the lease (we pay LOA + travel)
- Mud mixing, pump maintenance and tripping pipe experience

Rate is per the CAODC rate sheet for derrickhands plus LOA, benefits after 3 months. 15 on / 6 off, 12 hr
shifts, day or night tour.

Apply through our careers page or DM me your resume and tickets.
— Muskeg Drilling Ltd., Grande Prairie

⬆ 37   💬 12   Share`,
  },
  {
    id: 'pastoral-assistant-careers-page-bratislava-about-us-first-brand-parish-legal-name-footer-second-language',
    half: 'tune',
    title: 'Pastoral Assistant',
    company: 'Farnosť sv. Václava Bratislava',
    text: `St. Wenceslas International Parish · Bratislava
Mass times   Sacraments   Community   Join our team   Donate   Contact        EN | SK

About us
St. Wenceslas International Parish is the English-speaking Catholic community of Bratislava. Every Sunday
around 400 people from more than 50 countries come to our Masses – diplomats, students, families working in the
car industry and shared service centres. We have a children's catechesis programme, a youth group, Alpha
course, and a small food bank together with the local Charita.

Join our team
Our parish priest and the parish council are looking for a Pastoral Assistant (part-time, 30 hours per week)
who will help to coordinate the life of the community.
Main tasks:
- coordination of the sacramental preparation (First Communion, Confirmation, marriage) and volunteers
- organisation of the children's liturgy and the youth group together with volunteers
- welcoming new parishioners, parish office hours and communication (newsletter, website, social media)
We look for:
- practising Catholic with formation in theology, catechetics or pastoral ministry
- fluent English; Slovak is an advantage, but not necessary
- experience with volunteers and children, clear criminal record (výpis z registra trestov)

© 2027 Farnosť sv. Václava Bratislava · IČO 31815123 · Privacy · Safeguarding policy`,
  },
  {
    id: 'composer-jobkorea-seoul-bracket-career-tag-two-script-bilingual-slash-bracket-team-co-ltd-second-language',
    half: 'unseen',
    title: 'Game Music Composer',
    company: 'Hanbit Pixel Studio Co., Ltd.',
    text: `JOBKOREA
채용정보   기업정보   취업톡톡   공채정보       로그인   회원가입
한빛픽셀스튜디오(주)  Hanbit Pixel Studio
관심기업 등록
[경력] 게임 음악 작곡가 / Game Music Composer (Sound Team)
경력 3년↑ · 학력무관 · 정규직 · 서울 마포구 · 회사내규에 따름
마감일 2027.05.31(월)
즉시 지원   스크랩
상세요강
Hanbit Pixel Studio Co., Ltd. is a game developer in Seoul making action RPG for PC and console. Our last title
was released on Steam and PlayStation 5 in 2026 and sold more than 900,000 copies in 40 countries.
For our next project we are looking for a Game Music Composer to join the Sound Team (5 people).
What you will do
- Compose and produce the original soundtrack: field, battle, boss, cinematic and UI music
- Create adaptive and interactive music with Wwise together with sound designers and programmers
- Work with orchestra recording sessions (remote and in Seoul) and prepare scores and parts
Requirements
- 3+ years composing for games, animation or film; portfolio with released works
- Strong skills in Cubase or Logic Pro, orchestral sample libraries and mixing
- Korean or English communication (our team uses both)`,
  },
  {
    id: 'gymnastics-coach-join-dietikon-bilingual-slash-gender-star-bracket-percent-gmbh-in-text-second-language',
    half: 'tune',
    title: 'Artistic Gymnastics Coach',
    company: 'Kunstturnzentrum Limmat GmbH',
    text: `JOIN
Jobs at Kunstturnzentrum Limmat
Kunstturntrainer*in / Artistic Gymnastics Coach (80–100 %)
Kunstturnzentrum Limmat
Dietikon, Switzerland · Full-time · CHF 78,000 – 92,000 / year
Apply now
About us
Kunstturnzentrum Limmat GmbH is a regional performance centre for women's and men's artistic gymnastics in the
Limmat valley, recognised by the Swiss Gymnastics Federation (STV). 110 gymnasts from 6 to 19 years train with us,
from talent groups to the junior national team.
Your tasks
- Lead training of the women's performance group (P4–P6) 5 to 6 days per week, together with a second coach
- Plan the season and competition programme, individual development plans for each gymnast
- Accompany the gymnasts to Swiss championships and international competitions
- Cooperate with physiotherapy, school and parents
Your profile
- Swiss Olympic / J+S coach education in artistic gymnastics or equivalent foreign coaching licence
- Min. 3 years coaching experience in performance sport, competition results
- German at B1 level, English or French good
- Training in evenings and Saturdays is part of the job`,
  },
  {
    id: 'rheumatologist-profession-hu-budapest-bilingual-slash-dash-place-kft-in-text-second-language',
    half: 'unseen',
    title: 'Rheumatologist',
    company: 'Duna Medical Center Kft.',
    text: `Profession.hu
Állások   Cégek   Karrier   Fizetések       Belépés   Regisztráció
Főoldal › Egészségügy, gyógyszeripar › Orvos
Reumatológus szakorvos / Rheumatologist – magánrendelő, Budapest II. ker.
Duna Medical Center
Budapest, II. kerület
Részmunkaidő, Vállalkozói jogviszony
Jelentkezem   Mentés
Feladatok / Tasks
Duna Medical Center Kft. is a private outpatient centre in Buda with 35 specialties, diagnostic imaging (MRI, CT,
ultrasound) and own laboratory. Around 30% of our patients are foreigners living in Budapest or coming from
Austria, Germany and the UK, so we search doctors who can consult also in English.
- outpatient consultation of patients with inflammatory and degenerative rheumatic diseases
- joint ultrasound and intra-articular injections
- cooperation with our physiotherapy and radiology departments
Elvárások / Requirements
- specialist exam in rheumatology, valid registration at ENKK / Hungarian Medical Chamber
- good English (consultation level), German is advantage
- 2-3 days per week, flexible timetable (also afternoon)
Amit kínálunk / We offer: modern clinic, own assistant, competitive hourly fee, parking in the garage.`,
  },
  {
    id: 'helicopter-pilot-jobvite-smithers-dash-operations-type-ltd-in-text',
    half: 'tune',
    title: 'Helicopter Pilot, Long Line',
    company: 'Coastal Ridge Helicopters Ltd.',
    text: `Coastal Ridge Helicopters
Careers Home   Search Jobs   Join Our Talent Network
Helicopter Pilot – Long Line
Flight Operations | Smithers, BC
Apply
Share: Email · LinkedIn · Facebook · X
Coastal Ridge Helicopters Ltd. is a family-owned helicopter operator based in northern British Columbia, with
bases in Smithers, Terrace and Dease Lake and a fleet of AS350 B2/B3, Bell 407 and Bell 205 aircraft. We fly for
wildfire suppression, mineral exploration, hydro and telecom construction and heli-logging support.
We are looking for experienced pilots to join our long line team for the 2027 season and beyond.
Responsibilities
- Conduct external load operations (long line, bucket, drill moves) safely and efficiently in mountainous terrain
- Perform daily aircraft inspections and complete flight and duty records
- Work with ground crews and clients to plan loads, landing zones and weather limits
Qualifications
- Canadian Commercial Helicopter Pilot Licence with valid Category 1 medical
- Minimum 1,500 hours PIC, including 500+ hours long line / vertical reference
- AS350 endorsement and mountain flying experience; wildfire experience an asset
- Willingness to work 21/14 rotations from remote camps`,
  },
  {
    id: 'co-operative-officer-county-psb-kenya-capitals-job-group-count-department-line-county-government',
    half: 'unseen',
    title: 'Co-operative Officer II',
    company: 'County Government of Nyandarua',
    text: `NYANDARUA COUNTY PUBLIC SERVICE BOARD
P.O. Box 555-20303, Ol Kalou

ADVERTISEMENT No. 6/2027

The Nyandarua County Public Service Board invites applications from qualified persons for the following positions
in the County Government of Nyandarua.

DEPARTMENT: AGRICULTURE, LIVESTOCK AND CO-OPERATIVE DEVELOPMENT

CO-OPERATIVE OFFICER II – JOB GROUP 'J' (3 POSTS)
REF: NCPSB/ACD/11/2027
Terms of Service: Permanent and Pensionable
Basic Salary: Ksh. 31,020 – 41,590 p.m.

Requirements for appointment:
i. Bachelor's degree in Co-operative Management, Commerce, Economics, Agricultural Economics or equivalent from a
   recognized institution;
ii. Certificate in computer applications;
iii. Meet the requirements of Chapter Six of the Constitution (clearance from KRA, HELB, EACC, DCI and CRB).
Duties and responsibilities:
- Register and supervise co-operative societies (dairy, potato, savings and credit) in the assigned Sub-County;
- Conduct inspections and inquiries under the Co-operative Societies Act (Cap 490);
- Train members and management committees on governance, book-keeping and value addition;
- Promote marketing linkages for milk and potato co-operatives.
Interested candidates should submit applications online through the Board's portal not later than 28th May 2027.`,
  },
  {
    id: 'referee-line-openchat-bangkok-plural-for-season-operated-by-co-ltd-replies-second-language',
    half: 'tune',
    title: 'Referee',
    company: 'Siam Amateur Football Co., Ltd.',
    text: `BKK Sunday League 🇹🇭⚽ (312)
Announcements 📌
Admin Pete  21:13
📣📣 Referees wanted for 2027/28 season!
Hi all, we need 6 more referees for Sunday 11-a-side and 7-a-side matches at our pitches in Rama 9 and Bangna,
season start 5 September.
💰 Pay 1,200 THB per 11-a-side match, 800 THB per 7-a-side, paid every month by transfer
✅ Need: referee course from FA Thailand or any FA (England, Japan, Korea…) or min 2 seasons reffing in amateur league
✅ Good fitness, you must can run 90 minutes 😅
✅ Speak English, Thai is plus (teams are 50/50 Thai and expat)
✅ Own kit and whistle, we give 2 league shirts
Interested pls DM me or LINE ID @bkksundayleague, tel 089 555 0166
BKK Sunday League is operated by Siam Amateur Football Co., Ltd.
Read by 187
Nok  21:20
Pete can ref also play in same day?
Admin Pete  21:22
Nok ok if not same division 👍
James W  21:31
Do you cover the referee course fee?
Admin Pete  21:35
James no sorry, but we pay for the fitness test`,
  },
  {
    id: 'mine-rescue-officer-careers-page-antofagasta-about-us-first-capitals-bilingual-slash-dash-roster-contractor-spa-second-language',
    half: 'unseen',
    title: 'Mine Rescue Officer',
    company: 'Rescate Minero Andino SpA',
    text: `RESCATE MINERO ANDINO
Servicios   Nosotros   Capacitación   Trabaja con nosotros   Contacto        ES | EN

Nosotros / About us
Rescate Minero Andino SpA is a specialised contractor of emergency response and mine rescue for mining
companies in the Antofagasta and Atacama regions. Our 14 brigades work 24/7 inside the client operations –
open pit and underground – with our own rescue trucks, breathing apparatus and hydraulic tools. We also train
the internal brigades of our clients.

Trabaja con nosotros / Work with us
RESCATISTA MINERO / MINE RESCUE OFFICER – SISTEMA 7x7
For our brigade at an underground copper mine near Sierra Gorda we search rescuers with experience.
Functions:
- respond to emergencies (fire, rock fall, vehicle accident, rescue in height and confined space, hazmat)
- daily inspection of refuge chambers, fire equipment and self-rescuers in the mine
- first aid and stabilisation of injured workers until the ambulance
Requirements:
- Certification in mine rescue (Rescate Minero) and breathing apparatus (ERA), course of rope rescue
- Curso de Primeros Auxilios Avanzado or TENS / paramedic is valued
- Minimum 2 years in fire brigade, mine rescue team or similar
- Licencia de conducir clase B; clase A2/A4 is advantage`,
  },
  {
    id: 'gunsmith-poslovi-infostud-kragujevac-bilingual-slash-bare-header-doo-in-text-second-language',
    half: 'tune',
    title: 'Gunsmith',
    company: 'Šumadija Arms d.o.o.',
    text: `Poslovi Infostud
Poslovi   Poslodavci   Saveti i vesti   Plate        Prijava   Registracija
Početna > Oglasi > Proizvodnja > Kragujevac
Puškar / Gunsmith
Šumadija Arms
Kragujevac
Rok za prijavu: 15.05.2027.
Prijavi se   Sačuvaj oglas
Šumadija Arms d.o.o. is manufacturer of hunting and sport rifles and shotguns, with 140 employees in Kragujevac.
90% of our production is for export to EU, USA and Scandinavia, and we work with many foreign customers and
auditors, so part of the documentation is in English.
For our Final Assembly and Service department we are looking for a gunsmith.
Opis posla / Job description:
- final assembly and fitting of bolt-action rifles (bedding, trigger adjustment, headspace check)
- repair and service of returned weapons from distributors
- test firing at company shooting range together with quality control
- keeping the records for every serial number according to the Law on Weapons and Ammunition
Uslovi / Requirements:
- IV degree of vocational school, profile puškar, mechanic or machine technician
- minimum 2 years experience as gunsmith or in fine mechanics
- clean criminal record and medical certificate (uverenje o zdravstvenoj sposobnosti)
- basic English for technical drawings is advantage`,
  },
  {
    id: 'branch-manager-oracle-recruiting-dubai-dash-line-of-business-bare-header-pjsc-in-text-second-language',
    half: 'unseen',
    title: 'Branch Manager, Retail Banking',
    company: 'Al Wadi Commercial Bank P.J.S.C.',
    text: `Al Wadi Bank Careers
Search Jobs   My Profile   English ▾
< Back
Branch Manager - Retail Banking
Dubai, Dubai, United Arab Emirates
Apply Now   Share
Trending
Posting Dates
04/08/2027
Job Identification
27001845
Job Category
Retail Banking
Degree Level
Bachelor's Degree
Job Schedule
Full time
Job Description
Al Wadi Commercial Bank P.J.S.C. is a UAE bank with 48 branches and more than 1 million retail customers. We are
looking for experienced Branch Manager for our Al Barsha branch to lead a team of 14 relationship managers,
tellers and customer service officers.
Key Responsibilities:
- Achieve the branch targets of liabilities, assets (personal loans, credit cards, mortgages) and
  bancassurance
- Ensure customer experience and service standards, handle escalated complaints
- Ensure compliance with Central Bank of the UAE regulations, KYC/AML policies and audit findings
- Coach and develop the staff, prepare the succession for key roles
Qualifications:
- Minimum 8 years in retail banking in UAE, at least 3 years as Branch Manager or Assistant Branch Manager
- CBUAE / EIBFS certification is a must; Arabic speaking is an advantage`,
  },
  {
    id: 'reindeer-herder-job-market-finland-savukoski-bilingual-slash-bracket-season-oy-second-language',
    half: 'tune',
    title: 'Reindeer Herder',
    company: 'Tunturin Poro Oy',
    text: `Job Market Finland   Työmarkkinatori
Search jobs   Services   Information       Suomeksi | På svenska | In English
Log in
← Back to search results
Poromies / Reindeer Herder (kausityö)
Employer: Tunturin Poro Oy
Location: Savukoski
Type of employment: Seasonal work, 1.9.2027–31.1.2028
Working hours: Full-time
Salary: Hourly wage according to agreement, about 13–15 €/h + daily allowance in the forest
Application deadline: 30.6.2027 at 16:00
Published: 2.5.2027
Apply here
Job description
We are a reindeer herding family company in Savukoski, Eastern Lapland, and we are member of the local reindeer
herding cooperative (paliskunta). In autumn and winter we need one extra worker for the round-ups and the feeding.
Work tasks:
- gathering the reindeer from the forest and fells with snowmobile and quad, together with the family and other
  herders of the cooperative
- work in the round-up fence: catching, marking, counting and separating for slaughter
- winter feeding in the corral (hay and pellets), repairing fences
We hope:
- experience of reindeer or other animal husbandry, and good skills with snowmobile and ATV
- capacity to work outside in cold (-30 °C) and long days in the forest
- driving licence B; Finnish or English, Northern Sámi is a big plus
Accommodation is possible in our guest cabin.`,
  },
  {
    id: 'yacht-captain-workable-split-for-vessel-bracket-season-doo-in-text-second-language',
    half: 'unseen',
    title: 'Captain',
    company: 'Adriatic Blue Charter d.o.o.',
    text: `Adriatic Blue Charter
View website   View all jobs
Captain for 24m Motor Yacht (Season 2027)
Split, Splitsko-dalmatinska županija, Croatia
Maritime · Full time · On-site
Overview   Application
Apply for this job
Description
Adriatic Blue Charter d.o.o. is charter company from Split with 3 motor yachts from 18 to 24 m and 12 sailing
catamarans, cruising the Dalmatian coast from Split to Dubrovnik and Montenegro. Our guests are mostly families
and groups from USA, UK and Germany for 7-day cruises.
For our flagship, a 24 m motor yacht with 4 cabins and crew of 4, we are looking for a Captain for the whole
season (April – October).
Responsibilities
- Safe navigation and operation of the yacht, planning of the itinerary with the guests
- Leading the crew (engineer/deckhand, chef, stewardess) and guest experience on board
- Check-in and check-out procedures with the base, harbour and customs formalities
Requirements
- Croatian Master of yacht up to 500 GT (Zapovjednik jahte) or equivalent foreign CoC recognised in Croatia
- Minimum 3 seasons as captain of motor yacht over 20 m, knowledge of the Adriatic
- STCW basic safety, VHF/GMDSS certificate and valid seaman's medical
- English fluent; German is plus`,
  },
  {
    id: 'hurley-maker-irishjobs-kilkenny-trading-name-of-ltd-similar-jobs',
    half: 'tune',
    title: 'Hurley Maker',
    company: 'Ardmore Hurleys',
    text: `IrishJobs.ie
Find Jobs   Career Advice   Recruiters   Upload CV        Sign In   Register
We use cookies to give you the best experience. Accept cookies   Cookie settings
Hurley Maker
Ardmore Hurleys
Kilkenny · Permanent full-time · €32,000 - €38,000 per annum
Posted 2 days ago
Apply
Save job
Ardmore Hurleys is the trading name of Ardmore Ash Crafts Ltd, a family business making hurleys and camogie
sticks by hand in Co. Kilkenny since 1986. We supply clubs, schools and inter-county players all over Ireland
and export to GAA clubs in the UK, USA and Australia.
Due to demand we are looking for a Hurley Maker to join our workshop team of seven.
The role:
- Select and mark ash planks (Irish and imported) for grain and weight
- Cut, shape and plane hurleys using band saw, spindle and hand tools (spokeshave, rasp)
- Sand, band and finish hurleys to customer specification and weight
- Repair and re-band damaged hurleys for clubs
Requirements:
- Woodworking experience (joinery, cabinet making or hurley making) - full training given in hurley craft
- Good hand skills and an eye for detail; interest in hurling or camogie a plus
- Full clean driving licence
Similar jobs
Joiner · Slaney Joinery Ltd · Enniscorthy
Furniture Maker · Oakline Interiors · Thurles`,
  },
  {
    id: 'pet-store-associate-dayforce-barrie-franchise-owned-and-operated-inc-dash-type-store-number',
    half: 'unseen',
    title: 'Pet Care Associate',
    company: 'Kempview Pet Ventures Inc.',
    text: `Careers at Pawsome Supply Co.
Search Jobs   Saved Jobs   Sign In       English ▾
Pet Care Associate - Part Time
Pawsome Supply Co. #218 - Barrie, ON
Req #: 4812
Posted: 2027-04-19
Employment Type: Part Time
Pay Range: $17.20 - $18.50 / hour
Apply   Share
Job Description
This store is independently owned and operated by Kempview Pet Ventures Inc., a franchisee of Pawsome Supply Co.
All hiring decisions are made by the franchisee.
Love animals? Our Barrie store on Bayfield Street is looking for a friendly Pet Care Associate to help pet
parents find the right food, toys and supplies, and to care for the small animals, fish and birds in our store.
What you'll do:
- Greet and help customers, recommend products and process sales at the till
- Feed, clean and check the health of in-store animals and aquariums following our care standards
- Receive deliveries, stock shelves and keep the store clean and organised
- Operate our self-serve dog wash on weekends
What you bring:
- Retail or customer service experience; experience with animals is an asset
- Availability evenings and weekends (15–25 hours per week)
- Able to lift bags of up to 20 kg`,
  },
  {
    id: 'nematologist-jobs-bg-plovdiv-bilingual-slash-english-first-bare-header-eood-in-text-second-language',
    half: 'tune',
    title: 'Nematologist',
    company: 'Trakia Seed Research EOOD',
    text: `JOBS.bg
Обяви   Фирми   Заплати   Кариерни съвети        Вход   Регистрация
Начало › Обяви › Селско стопанство › Пловдив
Nematologist / Нематолог
Trakia Seed Research
Пловдив · Пълно работно време · Висше образование · 3+ години опит
Обявата е публикувана на 12.04.2027
Кандидатствай   Запази
Trakia Seed Research EOOD is the R&D centre of an international vegetable seed group in Plovdiv region. We breed
tomato, pepper and cucumber varieties for greenhouse and open field growers in Europe, Turkey and North Africa.
Our pathology team tests every new hybrid for resistance to diseases and pests.
We are looking for a Nematologist to lead the nematode resistance testing.
Responsibilities:
- Maintain cultures of root-knot nematodes (Meloidogyne incognita, M. javanica, M. arenaria) and produce inoculum
- Design and run bioassays for resistance screening (Mi-1.2, Me genes) in climate rooms and greenhouse
- Identification of nematodes by morphology and molecular methods (PCR, qPCR)
- Reporting results in English to breeders in the Netherlands and Spain
Requirements:
- MSc or PhD in nematology, plant pathology or agronomy
- 3+ years experience with plant-parasitic nematodes
- Fluent English and Bulgarian`,
  },
  {
    id: 'event-steward-ukg-riverbend-ballpark-bracket-other-name-dash-season-llc-in-text',
    half: 'unseen',
    title: 'Guest Services Steward',
    company: 'Riverbend Ballpark Operations LLC',
    text: `Riverbend Ballpark Careers
Current Opportunities   Candidate Home   Sign In
Guest Services Steward (Event Staff) - Seasonal
Job Details
Location: Riverbend Park - 400 Front St, Chattanooga, TN 37402
Job Type: Part-time, Seasonal
Pay: $16.50/hr
Reference #: EVT-2027-031
Apply Now
Description
Riverbend Ballpark Operations LLC runs Riverbend Park, home of minor league baseball, plus concerts, high school
football and community events with crowds up to 9,000. We're hiring Guest Services Stewards for the 2027 season.
As a steward you'll be the first face fans see. You will:
- Scan tickets, conduct bag checks and walk-through magnetometer screening at the gates
- Direct guests to seats, answer questions and assist guests with disabilities
- Monitor assigned sections, report safety issues and help with crowd flow and evacuation procedures
- Work with security and police on site to de-escalate incidents
Requirements:
- 18 years or older; able to stand and walk for 5+ hours
- Available nights, weekends and holidays (home games and events)
- Must pass a background check; TN Unarmed Guard card is a plus but not required`,
  },
  {
    id: 'quran-teacher-akhtaboot-amman-bracket-gender-dash-place-llc-in-text-second-language',
    half: 'tune',
    title: 'Quran Teacher',
    company: 'Noor Al-Huda Learning Centre L.L.C.',
    text: `akhtaboot
Jobs   Companies   Career Advice   Employers        Sign In   Join Now
Home › Jobs in Jordan › Education / Teaching
Quran Teacher (Female) - Amman
Noor Al-Huda Learning Centre
Amman, Jordan · Part Time · Education/Teaching
Posted on: 12 Apr 2027
Apply   Save Job
Job Description
Noor Al-Huda Learning Centre L.L.C. is an educational centre in Khalda, Amman, teaching Quran, Tajweed and
Arabic language for children and adults, in person and online. Many of our students are children of
Arab families living in Europe and North America, who prefer to learn with explanation in English.
We are looking for a Quran Teacher for the girls' and women's classes, afternoon and evening.
Responsibilities:
- Teach Quran recitation and memorisation (Hifz) with the rules of Tajweed
- Prepare lesson plans and follow the progress of each student in our system
- Teach online sessions on Zoom for students abroad, and communicate with the parents
Requirements:
- Ijazah in Quran recitation (Hafs 'an 'Asim) is required
- Bachelor degree in Sharia, Arabic language or related field
- Fluent Arabic and very good English (spoken)
- At least 2 years of teaching experience with children`,
  },
  {
    id: 'radiochemist-pageup-singapore-job-no-first-dash-specialty-pte-ltd-in-text',
    half: 'unseen',
    title: 'Radiochemist, Radiopharmaceutical Production',
    company: 'Straits Radiopharma Pte. Ltd.',
    text: `Careers
Current opportunities   Job alerts   Login
Job no: 548213
Work type: Full time
Location: Singapore
Categories: Science & Research, Healthcare
Radiochemist – Radiopharmaceutical Production
Apply now   Email to a friend   Print
Straits Radiopharma Pte. Ltd. operates two medical cyclotrons and a GMP radiopharmacy in Singapore, supplying
PET tracers to hospitals and imaging centres in Singapore and Malaysia every day from 4 am.
We are seeking a Radiochemist to join our production team. Reporting to the Production Manager, you will
synthesise and release PET radiopharmaceuticals such as [18F]FDG, [18F]PSMA-1007 and [68Ga]Ga-DOTATATE under
GMP and radiation safety regulations.
Key responsibilities
- Operate cyclotron targets and automated synthesis modules (GE FASTlab, Trasis AllinOne) in hot cells
- Perform quality control testing (HPLC, TLC, GC, endotoxin) and prepare batch records
- Participate in validation of new tracers and in process deviation and CAPA investigations
Requirements
- Degree in Chemistry, Pharmacy or Radiochemistry; PhD an advantage
- At least 2 years in PET radiopharmaceutical production or radiochemistry research
- Eligible for the Radiation Protection licence (NEA) and willing to work early morning shifts on rotation`,
  },
]
