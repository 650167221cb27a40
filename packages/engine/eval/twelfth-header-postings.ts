// Twelfth header set: tops of job ads (title and company only), as a job seeker pastes them, from the first line of
// the paste (site chrome, tab titles, group names, email headers, neighbouring classifieds) down to where the duties
// start. Used to measure how the engine reads the job title and the employer on ads it has never seen.
//
// Written by Tailor contributors (CC0).
// Written by helper job75. Read: /work/prompts/job75.md, /work/prompts/common.md, /work/prompts/rules.md (Title and
// Company parts), /work/prompts/existing-occupations.txt and lines 20-26 of packages/engine/eval/header-postings.ts
// (HeaderPosting). Nothing else in the repository. Every employer, person, address, phone number and email is invented.
//
// Counts: 80 postings, 80 occupations (none alike, none named exactly by an existing id); halves alternate in file
// order starting with 'tune' (40 tune, 40 unseen). 5 postings have the title on the first line (one of them an
// Indeed tab title), 75 do not.
//
// Shapes, 55 from mainstream boards and applicant-tracking systems: LinkedIn job page (classic layout; "About the
// job" layout), LinkedIn recruiter post, LinkedIn company page post, Indeed (tab title pasted above the desktop page;
// app), Glassdoor x2, ZipRecruiter, Monster, CareerBuilder, SimplyHired, Reed, Totaljobs, CV-Library, Guardian Jobs,
// NHS Jobs, Civil Service Jobs, Seek x2, Trade Me, Jora, JobStreet, Naukri, foundit, Jobberman, PNet,
// CareerJunction, Handshake, Wellfound, Dice (agency, client named), Workday x2, Greenhouse, Lever, Ashby, iCIMS,
// SmartRecruiters, Taleo, SuccessFactors, Jobvite (franchise), BambooHR, Workable, Rippling, Paylocity, UKG, ADP,
// Oracle Recruiting, a school-district certificated posting, a city posting (class and working title), agency sites
// (client named; client unnamed), a franchise careers page, a state health network portal, a university vacancy page.
// 25 from elsewhere: StepStone, InfoJobs, Pracuj.pl, a Gupy careers page, OCC Mundial, Bayt, Wuzzuf, JobsDB,
// Kariyer.net, eJobs, Bdjobs, a Japanese careers page, Facebook groups (3) and pages (2), a WhatsApp forward,
// Telegram channels (2), agency emails (2), newspaper classifieds with neighbouring ads (3), a municipal assembly
// vacancy announcement. 21 of them are in a second-language English (ids end "-second-language").
//
// Countries (36): mainstream: US 21, UK 10, Australia 5, Canada 3, India 3, Singapore 3, New Zealand 2, Philippines 2,
// South Africa 2, Ireland 2, Nigeria 1, Kenya 1. Elsewhere: Germany, Spain, Poland, Brazil, Mexico, UAE, Egypt,
// Indonesia, Malaysia, Vietnam, Thailand, Japan, Turkey, Romania, Portugal, Greece, Saudi Arabia, Pakistan,
// Bangladesh, Sri Lanka, Ghana, Uganda, Jamaica, Netherlands (24 not in the mainstream list), and one US Facebook page.
//
// Occupations by field (32 fields): software and data (QA engineer, MuleSoft developer, ETL developer, network
// administrator, MIS executive); games (game designer); healthcare (physiotherapist, theatre support worker, sleep
// technologist, wound care nurse, clinical pharmacist, optical assistant); medical devices (biomedical technician,
// field service engineer, sterility assurance specialist); finance and accounting (financial planner, tax accountant,
// general ledger accountant, debtors clerk, budget officer); compliance (compliance analyst); construction trades
// (millwork installer, roofer, bathroom fitter, concrete pump operator, tower crane operator, site engineer); heavy
// equipment (grader operator, dump truck operator, excavator operator); engineering and design (electrical engineer,
// fire engineer, structural draftsman, industrial engineer); hospitality (entertainment host, executive chef,
// housekeeping attendant, hotel general manager, villa manager, hotel sales manager); travel and tourism (holiday
// rep, tuk-tuk driver); food (bakery assistant, food truck cook); retail loss prevention (store detective); security
// (security supervisor, security systems installer); logistics (courier driver, cold chain coordinator, import
// coordinator, freight forwarder); waste and environment (waste diversion coordinator, junk removal crew member);
// agriculture and horticulture (dairy farm assistant, olive harvester, plant propagator, tree surgeon, landscape
// gardener); mining (process plant operator, diamond driller); automotive and plant repair (diesel mechanic); lifts
// (lift engineer); social care (care home manager); education (English teacher, band director, lab assistant,
// admissions officer); media and communications (PR manager, press officer); live events (sound engineer);
// marketing (growth marketer, product marketing manager, marketplace analyst); sales (field sales executive); HR (HR
// manager); beauty (hairdresser); fitness (gym manager); quality control (quality control analyst); religion
// (associate pastor); project management (project manager).
//
// Employer placement varies: logo or page-name line with the legal name in the about block, footer or EEO line;
// "About us" block first; EEO line only; sentence only ("Join Nile Axis ... as"); brand of a group hiring under its
// own name; franchisee named only in the EEO line or footer; agencies with the client named (recruiter post, Dice,
// Jobberman, agency site, agency email) and unnamed (agency site, agency email); government bodies with a directorate,
// division or department line; a school district with a school named after a dash.
//
// Readings this set adds where the rules are silent:
// - Site limit: LinkedIn job pages (two layouts) count as one site and LinkedIn posts (a recruiter's and a company
//   page's) as a separate kind; the Indeed tab title is pasted above an Indeed desktop page, so Indeed appears twice
//   (that page and the app).
// - A hospital unit or department after a dash ("Day Surgery", "Emergency Department") is kept as a specialty; a
//   school building after a dash ("Band Director – Mesa Verde High School") is a place and is dropped.
// - A start date after a dash ("Dairy Farm Assistant - start 1 June") is dropped like a schedule.
// - Abbreviated seniority words are kept as printed ("Sr. Industrial Engineer").
// - A title printed in two languages ("Animador/a turístico - Entertainment Host", "Analista de Marketplace Pleno |
//   Marketplace Analyst", "Analista de Control de Calidad / Quality Control Analyst") gives its English title, as
//   the Company rule does for names.
// - An ad recruiting for two positions ("Diamond Drillers & Drill Offsiders") is labelled with the first-listed
//   position, whose duties the ad sets out.
// - An employer printed only in capitals in a classified ("THE CRESCENT GRAMMAR SCHOOL") is written in title case,
//   as titles are; a legal name in a footer is taken in full as printed ("Lykia Blue Travel Turizm ve Ticaret A.Ş.").
// - A franchise location name ("Haul Heroes of North Raleigh") yields to the franchisee's legal name given in the
//   footer; a public hospital network advertising on a state health portal is labelled with the network.
// - A credential in brackets after a title ("Wound Care Nurse (RN)") is dropped with the brackets.
import type { HeaderPosting } from './header-postings.ts'

export const twelfthHeaderPostings: HeaderPosting[] = [
  {
    id: 'qa-engineer-linkedin-austin-bare-header-hiring-team-line-dash-platform',
    half: 'tune',
    title: 'QA Engineer II, Mobile',
    company: 'Tallgrass Ledger',
    text: `Skip to main content
LinkedIn
Search
Home
My Network
Jobs
Messaging
Notifications
Me
For Business
Try Premium for $0

Tallgrass Ledger
QA Engineer II - Mobile
Austin, TX · Reposted 4 days ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn
$98K/yr - $122K/yr  Hybrid  Full-time  Mid-Senior level
Skills: Appium, Test Automation, +8 more
See how you compare to over 100 applicants. Try Premium for $0

Apply
Save

Meet the hiring team
Dana Whitcomb
Senior Engineering Manager, Quality at Tallgrass Ledger
Message

About the job
Tallgrass Ledger builds the bookkeeping and payments app that 40,000 independent contractors use to get paid, track expenses and file quarterly taxes from their phones. Our mobile apps are where most of our customers live, and a bug in a payout flow is a bug in someone's rent.

We're looking for a QA Engineer II to join the Mobile Quality pod, working alongside iOS and Android engineers from the first design review to the App Store release.

What you'll do
• Own test plans for new features in the iOS and Android apps, from payouts to receipt capture
• Build and maintain automated UI tests with Appium and XCUITest, and keep our device farm runs green
• Run exploratory testing sessions before each biweekly release and triage what you find with engineers
• Write clear, reproducible bug reports in Jira and follow them to resolution`,
  },
  {
    id: 'physiotherapist-linkedin-about-the-job-singapore-logo-line-pte-ltd-in-about-dash-specialty',
    half: 'unseen',
    title: 'Senior Physiotherapist, Paediatrics',
    company: 'Kallang Motion Physiotherapy Pte. Ltd.',
    text: `0 notifications total
Skip to search
Skip to main content
Keyboard shortcuts
Close jump menu
Search
new feed updates notifications
Home
My Network
Jobs
Messaging
Notifications
Me
Work
Learning

Kallang Motion logo
Kallang Motion
Share
Show more options
Senior Physiotherapist - Paediatrics
Singapore, Singapore · 2 weeks ago · 37 people clicked apply
On-site Full-time
1 connection works here
Easy Apply
Save Senior Physiotherapist - Paediatrics at Kallang Motion

About the job
Kallang Motion Physiotherapy Pte. Ltd. runs four outpatient clinics across Singapore, from Novena to Tampines, with a growing paediatric service that sees children with developmental delay, cerebral palsy and sports injuries.

We are looking for a Senior Physiotherapist to lead our paediatric caseload at the Novena clinic and mentor two junior physiotherapists.

Responsibilities
- Assess and treat children from 0 to 16 years with neurological, developmental and musculoskeletal conditions
- Plan and run individual and small-group therapy sessions, including hydrotherapy at our partner pool
- Work closely with parents, schools and paediatricians on goals and home programmes
- Supervise and mentor junior physiotherapists and student placements

Requirements
- Full registration with the Allied Health Professions Council (AHPC) Singapore
- At least 4 years of clinical experience, including 2 years in paediatrics`,
  },
  {
    id: 'fire-engineer-stepstone-hamburg-gender-gmbh-footer-about-us-first-second-language',
    half: 'tune',
    title: 'Fire Protection Engineer',
    company: 'Nordlicht Brandschutz GmbH',
    text: `StepStone
Jobs finden  Unternehmen  Gehaltsplaner  Karriereberatung
Anmelden  Für Arbeitgeber
Wir verwenden Cookies, um dir das beste Nutzererlebnis zu bieten. Alle akzeptieren  Einstellungen

Startseite > Jobs > Ingenieurwesen > Hamburg

Who we are
Nordlicht is an engineering office for preventive fire protection with 60 colleagues in Hamburg and Kiel. We make fire protection concepts for hospitals, logistics centres, schools and the new residential quarters in the HafenCity. English is our working language in the international projects team, German in most of the others.

Fire Protection Engineer (m/w/d)
Nordlicht Brandschutz
Hamburg
Feste Anstellung
Vollzeit, Homeoffice möglich
Erschienen: vor 3 Tagen

Jetzt bewerben
Merken

Your tasks
• You make fire protection concepts (Brandschutzkonzepte) for new buildings and conversions according to the Musterbauordnung and the Hamburg building code
• You coordinate with architects, TGA planners and the fire authority in the building permission phase
• You make site inspections and check that the fire protection measures are installed like planned
• You prepare evacuation and smoke extraction calculations, partly with simulation (FDS, Pathfinder)

Your profile
• Finished study in fire protection engineering, civil engineering or comparable

Nordlicht Brandschutz GmbH · Am Sandtorkai 12 · 20457 Hamburg · karriere@nordlicht-brandschutz.example.de`,
  },
  {
    id: 'site-engineer-linkedin-recruiter-post-bristol-agency-client-named-sentence',
    half: 'unseen',
    title: 'Site Engineer',
    company: 'Harrowgate Civils Ltd',
    text: `Feed post number 3
Rhys Penhaligon
Rhys Penhaligon • 2nd
Senior Consultant – Civil Engineering at Cobalt Build Recruitment | Helping engineers across the South West find their next project
1d •
Follow

🚧 Site Engineer wanted – Avonmouth 🚧

I'm working with Harrowgate Civils Ltd, a family-owned groundworks and civils contractor who have been building roads, drainage and infrastructure across Bristol and Somerset for over 30 years. They've just been awarded a £14m highways package near Avonmouth and need a site engineer to join the team from March.

You'd be looking after:
➡️ Setting out for roads, drainage, kerbs and structures using GPS and total station (Leica preferred)
➡️ Checking levels and keeping as-built records up to date
➡️ Working with the site manager and foremen on sequencing and daily briefings
➡️ Completing permits, ITPs and quality checks

You'll need a CSCS card and some experience on highways or civils sites. A degree or HNC in civil engineering helps but isn't essential if you've got the experience.

£38k–£45k + van + fuel card + 25 days holiday.

Drop me a message or send your CV to rhys.penhaligon@cobaltbuild.example.co.uk 📩

#hiring #siteengineer #civilengineering #bristol #construction
…see more
👍❤️ 48 · 9 comments · 6 reposts
Like  Comment  Repost  Send`,
  },
  {
    id: 'field-service-engineer-linkedin-company-post-coimbatore-page-name-pvt-ltd-in-text-dash-specialty',
    half: 'tune',
    title: 'Field Service Engineer, Dialysis Equipment',
    company: 'Meridian Renal Systems Pvt. Ltd.',
    text: `Meridian Renal Systems
Meridian Renal Systems
8,412 followers
3d • Edited •
+ Follow

We're hiring! 📢

Position: Field Service Engineer – Dialysis Equipment
Location: Coimbatore (covering Tiruppur, Erode and Salem)
Experience: 2–5 years

Meridian Renal Systems Pvt. Ltd. installs and maintains haemodialysis machines and RO water plants in more than 300 hospitals and dialysis centres across South India. Our field team keeps those machines running every day for thousands of patients.

Key responsibilities:
🔧 Installation, preventive maintenance and breakdown repair of haemodialysis machines (Fresenius, Nipro, B. Braun) and RO plants
🔧 Calibration and safety testing as per service schedule
🔧 Training hospital technicians and nursing staff on machine operation
🔧 Maintaining service reports and spares records in our CRM

Eligibility: Diploma / B.E. in Biomedical, Electronics or Instrumentation Engineering. Two-wheeler with valid driving licence is mandatory. Tamil speaking required.

Interested candidates can share CV to careers@meridianrenal.example.in with subject line "FSE – Coimbatore".

#hiring #biomedicalengineering #fieldservice #coimbatore #dialysis
👍 212 · 41 comments · 18 reposts`,
  },
  {
    id: 'entertainment-host-infojobs-mallorca-bilingual-title-about-us-first-sl-second-language',
    half: 'unseen',
    title: 'Entertainment Host',
    company: 'Hoteles Cala Serena S.L.',
    text: `infojobs
Buscar ofertas  Empresas  Salarios  Formación  Publicar oferta gratis
Accede  Regístrate

Ofertas de empleo > Turismo y restauración > Illes Balears > Alcúdia

Hoteles Cala Serena
4,1 ★ · 212 valoraciones
Sobre la empresa
Hoteles Cala Serena S.L. · Hostelería · 201-500 empleados
We are a family hotel company with three 4-star hotels in the north of Mallorca, in Alcúdia and Can Picafort, for families and couples from Germany, United Kingdom and Scandinavia.

Animador/a turístico - Entertainment Host (Temporada 2025)
Alcúdia, Illes Balears · Presencial
Salario: 1.450€ - 1.600€ Bruto/mes
Experiencia mínima: Al menos 1 año
Tipo de contrato: Fijo discontinuo, Jornada completa
Publicada hace 5 días · 84 inscritos

Inscribirme en esta oferta

Description
For the summer season from April until October we search animators for the team of our hotel Cala Serena Park. You will make the program of day and night for our guests of all ages.

Your functions:
- Organise sport activities in the day: aquagym, water polo, darts, petanca, yoga in the beach
- Mini club for children from 4 to 12 years
- Present the night shows, quiz, bingo and the mini disco, and take part in the dance shows
- Welcome the guests and promote the activities at the pool

Requirements:
- English and German, Spanish is a plus
- Experience as animator in hotels or campings`,
  },
  {
    id: 'millwork-installer-indeed-tab-title-first-mississauga-ltd-in-footer-dash-specialty',
    half: 'tune',
    title: 'Millwork Installer, Commercial Interiors',
    company: 'Northbrook Architectural Millwork Ltd.',
    text: `Millwork Installer - Commercial Interiors - Northbrook Millwork - Mississauga, ON - Indeed.com
Skip to main content
Indeed
Home
Company reviews
Find salaries
Sign in
Employers / Post Job

What
Job title, keywords, or company
Where
Mississauga, ON
Find jobs

Millwork Installer - Commercial Interiors
Northbrook Millwork
3.9 out of 5 stars
Mississauga, ON
$30–$38 an hour - Full-time
Apply now
Save

Profile insights
Find out how your skills align with the job description
Skills
Carpentry
Do you have experience in Carpentry?
Yes  No  Skip

Job details
Pay
$30–$38 an hour
Job type
Full-time
Shift and schedule
Day shift
Monday to Friday

Full job description
Northbrook designs, builds and installs custom architectural millwork for offices, banks, retail stores and condo amenity spaces across the GTA. Our installers are the face of the company on site, and our reputation depends on their finish work.

We are adding an experienced installer to our commercial interiors crew.

What you will do:
- Install reception desks, built-in cabinetry, wall panelling, and solid-surface and quartz countertops
- Read shop drawings and site-measure before installation
- Scribe, shim and level to tight tolerances; make site adjustments with hand and power tools
- Protect finished work and leave sites clean at the end of each day
- Work with general contractors' site supervisors and follow site safety rules

Requirements:
- 3+ years installing commercial millwork or high-end cabinetry
- Working at Heights training and WHMIS (or willingness to obtain before start)

Northbrook Architectural Millwork Ltd. is an equal opportunity employer. Accommodations are available on request for candidates taking part in all aspects of the selection process.`,
  },
  {
    id: 'care-home-manager-indeed-app-norwich-bracket-alias-ltd-in-about',
    half: 'unseen',
    title: 'Care Home Manager',
    company: 'Willowmere Care Homes Ltd',
    text: `9:41
← 
Care Home Manager (Registered Manager)
Willowmere Care
Norwich NR7
£52,000–£58,000 a year · Full-time, Permanent
Easily apply
Apply now
♡

Your profile insights
Licences
Driving Licence
Do you have a valid Driving Licence?

Job details
Pay: £52,000–£58,000 a year
Job type: Full-time, Permanent
Benefits: Company pension, On-site parking, Referral programme

Full job description
About Willowmere
Willowmere Care Homes Ltd is a small, family-run group of three care homes in Norfolk and Suffolk. Our Thorpe St Andrew home cares for 48 older people, including people living with dementia, and was rated Good by the CQC at its last inspection.

The role
We're looking for a warm, visible and experienced manager who will register with the CQC as Registered Manager for the home and lead a team of 60 nurses, carers, housekeeping and kitchen staff.

You will:
• Lead the day-to-day running of the home and make sure every resident gets safe, person-centred care
• Keep the home compliant with CQC fundamental standards and prepare for inspections
• Manage budgets, rotas, recruitment and supervision
• Build strong relationships with residents, families, GPs and the local authority

Report job`,
  },
  {
    id: 'general-ledger-accountant-pracuj-wroclaw-sp-z-oo-in-text-bare-header-second-language',
    half: 'tune',
    title: 'Senior General Ledger Accountant',
    company: 'Odra Shared Services sp. z o.o.',
    text: `pracuj.pl
Oferty pracy  Profile pracodawców  Porady  Kalkulator wynagrodzeń
Zaloguj się  Dla firm

Strona główna > Oferty pracy > Finanse / Ekonomia > Wrocław

Odra Shared Services
Senior General Ledger Accountant
Wrocław, Fabryczna
ważna jeszcze 21 dni (do 14 mar)
umowa o pracę
pełny etat
specjalista (Mid / Regular), starszy specjalista (Senior)
praca hybrydowa
Aplikuj szybko

Your responsibilities
• Month-end and year-end closing for companies of the group in Germany and Austria
• Posting of accruals, prepayments and fixed assets in SAP S/4HANA
• Reconciliation of balance sheet accounts and intercompany balances
• Preparation of reporting packages according to IFRS and local GAAP (HGB)
• Support for the auditors during year-end audit

Our requirements
• Minimum 4 years of experience in general ledger accounting, preferably in SSC/BPO
• Very good knowledge of German and English
• Knowledge of SAP FI

About the company
Odra Shared Services sp. z o.o. is the accounting and finance centre of a German industrial group, employing 450 specialists in Wrocław and serving 30 companies in 12 countries.`,
  },
  {
    id: 'financial-planner-glassdoor-columbus-rating-first-llc-in-eeo',
    half: 'unseen',
    title: 'Associate Financial Planner',
    company: 'Cobblestone Wealth Partners, LLC',
    text: `Glassdoor
Community
Jobs
Companies
Salaries
For Employers
Search
Sign In

Cobblestone Wealth Partners
4.6 ★
Associate Financial Planner
Columbus, OH
$62K - $75K (Employer provided)
Easy Apply
Save

Your job match
Best of your skills
Financial Planning, Excel

Job details
Cobblestone is an independent, fee-only registered investment adviser serving about 400 families in central Ohio. We help clients plan for retirement, college, business transitions and everything in between, and we never sell products on commission.

As an Associate Financial Planner, you'll partner with our lead planners on a book of client relationships, preparing plans, running analysis and joining client meetings from your first month.

What you'll do
- Gather client data and build financial plans in eMoney, including retirement, tax and insurance projections
- Prepare meeting agendas, investment reviews and follow-up notes
- Research estate, tax and Social Security questions and present findings to the lead planner
- Process account paperwork and coordinate with our custodian, Charles Schwab

Qualifications
- 1-3 years of experience in financial planning or wealth management
- CFP® coursework completed or in progress; CFP certification within 3 years of hire

Cobblestone Wealth Partners, LLC is an equal opportunity employer.

Base pay range
$62K - $75K /yr (Employer provided)
Company overview
Size: 11 to 50 Employees
Type: Company - Private`,
  },
  {
    id: 'tree-surgeon-glassdoor-guildford-credential-word-ltd-in-about',
    half: 'tune',
    title: 'Qualified Tree Surgeon',
    company: 'Oakhanger Tree Care Ltd',
    text: `Glassdoor
Jobs  Companies  Salaries  Interviews  For Employers
Sign in
Cookie Consent: We use cookies to improve your experience. Accept all cookies  Manage settings

Home > Jobs > Tree Surgeon Jobs > Guildford

Oakhanger Tree Care
4.2 ★
Qualified Tree Surgeon
Guildford
£30,000 - £36,000 a year (Employer est.)
Easy Apply
Save

Job description
Oakhanger Tree Care Ltd has been looking after trees across Surrey and West Sussex since 2006 for homeowners, estates, schools and local councils. We're an Arboricultural Association Approved Contractor with a team of 14.

Due to steady growth we're looking for a qualified tree surgeon to join one of our climbing teams.

The role
- Climbing and aerial rescue-ready, carrying out crown reductions, thinning, deadwooding and sectional felling
- Operating chainsaws, chippers and stump grinders safely
- Rigging and lowering timber in tight residential gardens
- Leaving every site tidy and talking to clients politely

What we need
- NPTC/Lantra certificates: CS30, CS31, CS38 and CS39 as a minimum
- At least 2 years' climbing experience
- Full UK driving licence (trailer licence a bonus)

Show more

Salary range
£30K - £36K
Company overview
Size: 1 to 50 Employees
Industry: Landscaping Services`,
  },
  {
    id: 'marketplace-analyst-gupy-sao-paulo-bilingual-title-ltda-footer-about-first-second-language',
    half: 'unseen',
    title: 'Marketplace Analyst',
    company: 'Casa Ipê Comércio Digital Ltda.',
    text: `Casa Ipê
Vagas  Nossa cultura  Blog
Acessibilidade  Português | English

About us
Casa Ipê is a home decoration brand born online in 2016. Today we sell furniture, textiles and decoration in our site and in the biggest marketplaces of Brazil, with two distribution centres in Cajamar and Recife.

Analista de Marketplace Pleno | Marketplace Analyst
São Paulo - SP
Híbrido
Efetivo
Publicada em: 03/02
Candidatar-se

Job description
We are searching a person to manage our operation in the marketplaces Mercado Livre, Amazon, Magalu and Shopee, growing sales with good margins and good reputation.

Responsibilities
• Manage the catalog of products in the marketplaces: titles, photos, attributes and prices
• Follow the indicators of sales, conversion, reputation and stock every day
• Plan and execute campaigns and promotions with the commercial team of each marketplace
• Analyze competitors and propose actions of price and assortment
• Work together with logistics team for the full and flex operations

Requirements
• Experience of 2 years or more with marketplaces
• Advanced Excel (PROCV, tabela dinâmica)

Casa Ipê Comércio Digital Ltda. · CNPJ 00.000.000/0001-00 · Powered by Gupy`,
  },
  {
    id: 'roofer-ziprecruiter-denver-company-co-dash-specialty',
    half: 'tune',
    title: 'Commercial Roofer, TPO/EPDM',
    company: 'Summit Ridge Roofing Co.',
    text: `ZipRecruiter
Search Jobs  Salaries  Career Advice
Sign In  Employers: Post a Job

Home › Roofer Jobs › Denver, CO

Summit Ridge Roofing Co.
Commercial Roofer - TPO/EPDM
Denver, CO · Full-time
$26 to $34 per hour
Posted 2 days ago

1-Click Apply
Save Job

Benefits
Health insurance  401(k)  Paid time off  Tool allowance

Job Description
Summit Ridge has been putting roofs on warehouses, schools, churches and shopping centers along the Front Range since 1998. We're busy through the season and hiring experienced commercial roofers for our single-ply crews.

What You'll Do
- Install TPO and EPDM membrane systems, including insulation, cover board and flashing details
- Hot-air weld seams with automatic and hand welders (Leister)
- Tear off existing roofs safely and load debris
- Install edge metal, drains and penetrations per manufacturer specs
- Follow fall protection rules and keep the roof tidy

What You Need
- 2+ years commercial roofing experience, single-ply preferred
- OSHA 10 (OSHA 30 a plus)

Similar Jobs
Residential Roofer · Peak Exteriors · Aurora, CO
Roofing Foreman · Mile High Commercial Roofing · Lakewood, CO`,
  },
  {
    id: 'tax-accountant-monster-charlotte-pc-in-about-bracket-season',
    half: 'unseen',
    title: 'Senior Tax Accountant',
    company: 'Hollis & Brandt CPAs, P.C.',
    text: `Monster
Find Jobs  Career Advice  Salary Tools  Resume Services
Sign In  Post a Job

Senior Tax Accountant (Busy Season Bonus)
Hollis & Brandt
Charlotte, NC
Full-time
$85,000 - $105,000 Per Year
Apply
Save

Job Description
About Hollis & Brandt
Hollis & Brandt CPAs, P.C. is a 45-person public accounting firm serving closely held businesses, real estate partnerships and high-net-worth families across the Carolinas. We've been named one of the best places to work in Charlotte accounting three years running.

Position Summary
We are seeking a Senior Tax Accountant to prepare and review complex returns and to mentor our staff accountants.

Responsibilities
- Prepare and review federal and state returns for partnerships (1065), S corporations (1120-S), C corporations and individuals
- Research technical tax issues and document conclusions
- Manage client relationships and deadlines during busy season
- Review staff work and provide feedback and training
- Assist with tax planning projections and IRS correspondence

Qualifications
- 4+ years of public accounting tax experience
- CPA license or actively pursuing
- CCH Axcess or UltraTax experience`,
  },
  {
    id: 'quality-control-analyst-occ-queretaro-sa-de-cv-in-text-bilingual-title-second-language',
    half: 'tune',
    title: 'Quality Control Analyst',
    company: 'Laboratorios Bajío Verde, S.A. de C.V.',
    text: `OCC
Buscar empleo  Empresas  Salarios  Blog
Iniciar sesión  Crear cuenta  Publicar vacante

Empleos > Querétaro > Químico

Analista de Control de Calidad / Quality Control Analyst
$18,000 - $22,000 Mensual
Bajío Verde
El Marqués, Querétaro
Publicada hace 2 días
Postularme
Guardar

Detalles
Categoría: Química, Farmacéutica
Contratación: Permanente
Horario: Tiempo completo
Espacio de trabajo: Presencial

Descripción
Laboratorios Bajío Verde, S.A. de C.V. is a manufacturer of generic medicines and food supplements with a plant in El Marqués, Querétaro. We export to Central America and the United States, so part of our documentation is in English.

We look for a Quality Control Analyst for the physicochemical laboratory.

Activities:
- Analysis of raw materials, intermediate and finished product by HPLC, UV-Vis, Karl Fischer and dissolution
- Register results in the LIMS and in logbooks according to Good Documentation Practices
- Calibration and verification of laboratory equipment
- Participate in the investigation of OOS results

Requirements:
- Degree in QFB, Chemistry or similar
- 1 to 3 years experience in pharmaceutical laboratory
- Knowledge of NOM-059-SSA1 and GMP
- English intermediate`,
  },
  {
    id: 'biomedical-technician-careerbuilder-tacoma-roman-numeral-inc-in-eeo',
    half: 'unseen',
    title: 'Biomedical Equipment Technician II',
    company: 'Cascadia Clinical Engineering Services, Inc.',
    text: `CareerBuilder
Find Jobs  Salaries  Career Advice  Post a Job
Sign In  Sign Up

Biomedical Equipment Technician II jobs in Tacoma, WA

Cascadia Clinical Engineering
Tacoma, WA (Onsite)
Full-Time
$31 - $40/Hour
Posted 5 days ago
Apply on company site
Save

Job Description
Cascadia Clinical Engineering provides in-house biomedical and imaging support to hospitals and surgery centers across the Puget Sound. Our technicians work on site every day at the facilities we support.

We're hiring a Biomedical Equipment Technician II for our team based at a 300-bed regional hospital in Tacoma.

Duties
* Perform preventive maintenance, electrical safety testing and repairs on infusion pumps, patient monitors, ventilators, defibrillators and sterilizers
* Document all work orders in our CMMS (AIMS)
* Respond to equipment calls from nursing and surgical staff, including occasional after-hours call
* Support new equipment installations, incoming inspections and recalls
* Help maintain Joint Commission and CMS compliance

Requirements
* Associate degree in biomedical technology or military biomed training
* 2+ years of BMET experience
* CBET certification preferred

Cascadia Clinical Engineering Services, Inc. is an Equal Opportunity Employer, including disability and protected veteran status.

Recommended Jobs
Imaging Service Engineer · Olympia, WA
Field Service Technician · Kent, WA`,
  },
  {
    id: 'courier-driver-simplyhired-phoenix-llc-dash-specialty',
    half: 'tune',
    title: 'Courier Driver, Medical Deliveries',
    company: 'Swiftline Medical Logistics LLC',
    text: `SimplyHired
Find Jobs  Salary Estimator  Resources
Sign In  Post a Job

What: courier driver   Where: Phoenix, AZ   Search

Courier Driver - Medical Deliveries
Swiftline Medical Logistics LLC - Phoenix, AZ
$19 - $23 an hour
Full-time
Apply Now

Qualifications
Driver's License
Customer service
1 year
High school diploma or GED

Benefits
Paid time off
Health insurance
Mileage reimbursement

Full Job Description
Swiftline moves lab specimens, pharmacy orders and medical supplies between clinics, labs and hospitals across the Valley, 7 days a week. When a sample needs to reach the lab on time, our couriers make it happen.

Responsibilities:
- Pick up and deliver specimens, prescriptions and supplies on scheduled and STAT routes
- Keep specimens at the right temperature and follow chain-of-custody procedures
- Scan every package in our driver app and get signatures on delivery
- Keep the company vehicle clean and report any issues
- Communicate with dispatch about delays

Requirements:
- Valid Arizona driver's license and clean driving record
- Able to pass a background check and drug screen

Job Type: Full-time

Related Jobs
Delivery Driver · Desert Parcel Express · Tempe, AZ`,
  },
  {
    id: 'security-supervisor-bayt-dubai-llc-in-about-company-card-second-language',
    half: 'unseen',
    title: 'Security Supervisor',
    company: 'Falcon Crest Security Services L.L.C.',
    text: `bayt.com
Jobs  CVs  Companies  Salaries  Career Advice
Sign In  Join Now  Post a Job

Home › Jobs in UAE › Jobs in Dubai › Security Jobs

Falcon Crest Security
Security Services · 501-1,000 employees
Follow

Security Supervisor
Falcon Crest Security · Dubai, United Arab Emirates · Posted 6 days ago
Apply Now  Save

Job Details
Falcon Crest Security Services L.L.C. is a licensed security company in Dubai providing manpower to shopping malls, residential towers and hotels since 2009. We are looking for experienced Security Supervisor for a big shopping mall in Dubai.

Duties and Responsibilities:
- Supervise a team of 25 to 30 security guards in the shift, make the deployment and briefing
- Control the CCTV and the access control in the mall together with the control room
- Handle incidents, lost children, shoplifting and emergency evacuation
- Prepare daily occurrence reports and incident reports
- Coordinate with mall management and Dubai Police when needed

Requirements:
- Minimum 3 years as supervisor in UAE security field
- SIRA certificate (Security Industry Regulatory Agency) is must
- Good English, Arabic or Hindi/Urdu will be advantage

Job Details
Job Location: Dubai, United Arab Emirates
Company Industry: Security and Investigation
Employment Type: Full Time Employee
Monthly Salary Range: AED 4,000 - 5,000`,
  },
  {
    id: 'bathroom-fitter-reed-leeds-ltd-in-footer-about-first',
    half: 'tune',
    title: 'Bathroom Fitter',
    company: 'Brightbath Installations Ltd',
    text: `reed.co.uk
Jobs  Courses  Career advice  Recruiting? Post a job
Sign in  Register

Home  Jobs  Bathroom Fitter Jobs  Leeds

About us
Brightbath designs and installs bathrooms and wet rooms for homeowners across West Yorkshire. We do around 400 installations a year, from small en-suites to full accessible wet rooms for the council adaptations programme.

Bathroom Fitter
Posted 3 days ago by Brightbath
Featured
£35,000 - £42,000 per annum
Leeds, West Yorkshire
Permanent, full-time
Apply now
Save

Job description
We are looking for an experienced multi-trade bathroom fitter to join our installation team. You'll have a van and your jobs planned for the week by our installs coordinator.

Your duties:
• Strip out existing bathrooms and prepare walls and floors
• First and second fix plumbing, including showers, baths and concealed cisterns
• Tiling walls and floors, and fitting wall panels
• Installing wet room formers and tanking systems
• Working to a high finish and keeping customers' homes clean and protected

You'll need at least 3 years' experience fitting bathrooms and a full UK driving licence.

Brightbath Installations Ltd, Unit 4 Kirkstall Industrial Park, Leeds LS5 3XX`,
  },
  {
    id: 'store-detective-totaljobs-london-ltd-in-eeo-dash-specialty',
    half: 'unseen',
    title: 'Store Detective, Retail Security',
    company: 'Sentinel Retail Protection Ltd',
    text: `totaljobs
Search jobs  Recruiters  Career advice  Salary checker
Sign in  Post a job

Store Detective - Retail Security
Sentinel Retail Protection
West End, London (W1)
£14.50 - £16.00 per hour
Permanent
Full time
Posted 4 days ago
Quick apply
Save

Job description
Sentinel provides store detectives and uniformed officers to retailers across London, from department stores on Oxford Street to high-street chains and supermarkets.

We're recruiting plain-clothed store detectives to work across a group of flagship stores in the West End.

What you'll be doing:
- Patrolling the shop floor in plain clothes to spot and deter theft
- Detaining offenders lawfully and handing over to police when needed
- Writing clear incident reports and statements, and attending court when required
- Working with store managers and CCTV operators to target repeat offenders
- Recording losses and trends in our reporting app

You must hold a valid SIA Door Supervisor or Security Guarding licence and have previous store detective or loss prevention experience.

Sentinel Retail Protection Ltd is an equal opportunities employer.

Similar jobs
Retail Security Officer · Guardline · Stratford
CCTV Operator · Westminster Security Group · Victoria`,
  },
  {
    id: 'structural-draftsman-wuzzuf-new-cairo-bracket-tool-sentence-only-second-language',
    half: 'tune',
    title: 'Structural Draftsman',
    company: 'Nile Axis Engineering Consultants',
    text: `WUZZUF
Explore Jobs  Career Resources  Pricing
Log In  Sign Up  For Employers

Jobs in Egypt > Engineering - Construction/Civil/Architecture > New Cairo

Structural Draftsman (Revit)
Confidential Company? No · New Cairo, Cairo, Egypt · 4 days ago
48 Applicants  ·  12 Viewed  ·  3 In Consideration
Apply For Job
Save

Full Time  On-site
Experience Needed: 3 to 6 years
Career Level: Experienced (Non-Manager)
Education Level: Bachelor's Degree / Diploma
Salary: Confidential
Job Categories: Engineering - Construction/Civil/Architecture, Design

Job Description
Join Nile Axis Engineering Consultants as a Structural Draftsman in our New Cairo office, working in the team of residential and commercial towers projects in Egypt and KSA.
- Prepare structural shop drawings and construction drawings for concrete and steel buildings (plans, sections, details)
- Make 3D Revit models and extract the sheets according to the engineer's design and mark-ups
- Prepare reinforcement details and bar bending schedules
- Coordinate with the architectural and MEP drafting teams to solve the clashes
- Update drawings according to consultant comments and keep the revision register

Job Requirements
- Diploma or Bachelor in Civil Engineering / Technical institute
- Very good in Revit Structure and AutoCAD
- Experience in Saudi projects is a plus

Skills And Tools:
Revit  AutoCAD  Structural Drawings  Construction`,
  },
  {
    id: 'lift-engineer-cv-library-manchester-ltd-in-sentence-bare-header',
    half: 'unseen',
    title: 'Lift Service Engineer',
    company: 'Pennine Lift Services Ltd',
    text: `CV-Library
Jobs  Career Advice  Courses  Recruiters
Sign in  Register  Upload your CV

Jobs > Engineering Jobs > Lift Engineer Jobs > Manchester

Pennine Lifts
Lift Service Engineer
Salary: £42,000 - £48,000 + overtime + van
Location: Manchester, Greater Manchester
Job type: Permanent
Posted: 2 days ago
Apply Now
Save Job
Start date: ASAP
Reference: PLS-0217

Job description
Pennine Lift Services Ltd are an independent lift company that installs, services and modernises passenger and goods lifts across the North West, with around 1,200 lifts under maintenance contract in offices, hospitals, housing blocks and shopping centres.

We are looking for an experienced Lift Service Engineer to cover a round of contracts in south Manchester and Stockport.

Key responsibilities:
- Carry out planned maintenance visits to a route of lifts, to our schedules and manufacturers' guidance
- Fault-find and repair electrical and mechanical breakdowns, including on traction and hydraulic lifts
- Take part in the call-out rota (1 week in 5)
- Complete service reports on the mobile app and flag repairs and upgrades
- Work safely, including lock-off procedures and working in lift shafts

Requirements:
- NVQ Level 3 in Lift and Escalator Electromechanical Engineering (or equivalent)
- Experience on Otis, Kone, Schindler and Stannah equipment
- Full UK driving licence`,
  },
  {
    id: 'pr-manager-guardian-jobs-london-charity-the-in-name',
    half: 'tune',
    title: 'Media and PR Manager',
    company: 'The Hedgerow Trust',
    text: `The Guardian Jobs
Find a job  Jobs by email  Career advice  Recruiters
Sign in  Create account

Home > Charity > Communications & PR > London

The Hedgerow Trust
Media and PR Manager
Location: London (hybrid, 2 days a week in our Farringdon office)
Salary: £42,500 per annum
Closing date: 9 March
Contract: Permanent
Hours: Full time
Sector: Charities
Apply
Shortlist

About the job
The Hedgerow Trust is the UK's charity for hedgerows and the wildlife that depends on them. We work with farmers, councils and thousands of volunteers to plant, restore and protect hedges across England and Wales.

We are looking for a Media and PR Manager to raise our profile and get our campaigns in front of the public, politicians and the farming world.

You will:
• Develop and deliver our proactive media plan, selling in stories to national, regional and farming press and broadcast
• Be the first point of contact for journalists and manage our out-of-hours media line on a rota
• Write press releases, briefings and reactive statements, and brief spokespeople
• Work with our policy team on campaign launches and parliamentary moments
• Track coverage and report on impact

You will have strong experience in a press office, ideally in a charity or campaigning organisation, with a track record of securing national coverage.

Similar jobs
Digital Content Officer · The Meadowland Foundation · Bristol`,
  },
  {
    id: 'villa-manager-whatsapp-forward-bali-pt-in-footer-sentence-second-language',
    half: 'unseen',
    title: 'Villa Manager',
    company: 'PT Sawah Indah Villas',
    text: `Forwarded
Forwarded many times
*🌴 LOWONGAN / VACANCY BALI 🌴*

Hello all, please share to your friends ya 🙏

Our company is looking for *Villa Manager* for our 6 villas complex in Canggu (opened 2021, 4.8 on Airbnb)

*Jobdesk:*
✅ Manage daily operation of villas: housekeeping, garden, pool, maintenance and security
✅ Check in & check out the guests, handle the complaints
✅ Manage the booking on Airbnb, Booking.com and our own website, update prices and calendar
✅ Control the stock of amenities and the budget every month
✅ Lead the team of 14 staff and make the schedule

*Requirement:*
✅ Minimum 3 years experience in villa or hotel as supervisor / manager
✅ Good English, speaking and writing (most of our guests are from Australia & Europe)
✅ Can use Excel and the channel manager
✅ Have motorbike and SIM C

Salary: 8-10 jt + service + BPJS

Send CV to 📧 hr@sawahindah.example.id or WA 0812-0000-4471 (Ms. Ayu)
PT Sawah Indah Villas - Jl. Pantai Berawa, Canggu
12:47`,
  },
  {
    id: 'theatre-support-worker-nhs-jobs-shrewsbury-band-dash-specialty-foundation-trust',
    half: 'tune',
    title: 'Theatre Support Worker, Day Surgery',
    company: 'Wrekin Valley Hospitals NHS Foundation Trust',
    text: `NHS Jobs
Search for jobs  Your account  Help
Sign in

Job summary
Theatre Support Worker - Day Surgery
Wrekin Valley Hospitals NHS Foundation Trust
Royal Shrewsbury Hospital, Shrewsbury
£24,071 to £25,674 a year, per annum pro rata
Band 3
Closing date: 17 March 2025
Apply now

Job overview
An exciting opportunity has arisen for a Theatre Support Worker to join our busy Day Surgery Unit at the Royal Shrewsbury Hospital. The unit runs 6 theatres, 5 days a week, across general surgery, orthopaedics, urology, gynaecology and ENT.

You will work as part of the multidisciplinary theatre team under the supervision of registered practitioners, supporting patients from arrival in the anaesthetic room through to recovery.

Main duties of the job
- Preparing theatres, equipment and instruments before and between lists
- Assisting with positioning and moving patients safely, using the correct equipment
- Acting as a "runner" during surgery and helping with counts of swabs and instruments
- Cleaning and decontaminating theatres and equipment to infection control standards
- Restocking supplies and checking expiry dates

About us
At Wrekin Valley Hospitals we provide acute services to half a million people across Shropshire and mid Wales.

Date posted: 24 February 2025
Pay scheme: Agenda for change
Band: Band 3
Contract: Permanent
Working pattern: Full-time, Part-time
Reference number: 388-DSU-25-0142
Job locations: Royal Shrewsbury Hospital, Mytton Oak Road, Shrewsbury, SY3 0XX`,
  },
  {
    id: 'press-officer-civil-service-jobs-department-directorate-line-grade',
    half: 'unseen',
    title: 'Press Officer',
    company: 'Department for Coastal and Rural Communities',
    text: `GOV.UK
Civil Service Jobs
Cookies on Civil Service Jobs
We'd like to use additional cookies to understand how you use the service. Accept additional cookies  Reject additional cookies

Search for jobs  Saved jobs  Applications  Account
Sign out

Press Officer
Department for Coastal and Rural Communities
Apply before 11:55 pm on Sunday 16th March 2025

Reference number: 391204
Salary: £34,561 - £37,190
National: £34,561 London: £37,190
Job grade: Higher Executive Officer
Contract type: Permanent
Business area: DCRC - Communications Directorate - Press Office
Type of role: Communications
Working pattern: Full-time, Flexible working, Job share
Number of jobs available: 2
Location: London, York

About the job
Job summary
The press office is at the heart of the department, explaining our work on coastal erosion, rural transport, fisheries and flood resilience to the public through national, regional and specialist media.

Job description
As a Press Officer, you will handle media enquiries on a busy policy portfolio and help plan proactive announcements for ministers.

You will:
- Respond quickly and accurately to media enquiries, drafting lines to take and briefing officials and special advisers
- Write press notices, ministerial quotes and social media content
- Plan and deliver regional media visits and announcements
- Take part in the out-of-hours duty press officer rota`,
  },
  {
    id: 'bakery-assistant-facebook-page-ipoh-sentence-plural-sdn-bhd-footer-second-language',
    half: 'tune',
    title: 'Bakery Assistant',
    company: 'Roti Kinta Bakery Sdn Bhd',
    text: `Roti Kinta Bakery 
Page · Bakery
Like   Message   Search

Roti Kinta Bakery
February 18 at 10:32 AM · 🌏

📣 WE ARE HIRING 📣 KAMI SEDANG MENGAMBIL PEKERJA 📣

Our bakery in Ipoh Garden is growing! 🥐🍞 We need 2 more Bakery Assistants to join our morning team in the production kitchen.

What you will do:
🔹 Help the bakers to prepare dough, weigh ingredients and shape bread and buns
🔹 Operate the mixer, proofer and oven following our SOP
🔹 Pack and label the products for our outlet and cafe customers
🔹 Clean and sanitise the kitchen and equipment after production

Who we looking for:
🔸 Malaysian only, age 18 - 40
🔸 Can start work 5.00am (morning shift)
🔸 Have food handler certificate (Sijil Pengendali Makanan) or willing to take (company pay)
🔸 Experience in bakery is a bonus, no experience can also apply, we will train you
🔸 Can speak Bahasa Malaysia, English or Cantonese

Salary RM1,800 - RM2,200 + attendance allowance + OT

PM us or WhatsApp 📱 012-000 5586 (Ms. Chong)

Roti Kinta Bakery Sdn Bhd (202001000000) · 22 Jalan Sultan Azlan Shah, Ipoh Garden, Perak

👍❤️ 126   34 comments   57 shares
Like   Comment   Share`,
  },
  {
    id: 'concrete-pump-operator-seek-brisbane-pty-ltd-in-text-bare-header',
    half: 'unseen',
    title: 'Concrete Pump Operator',
    company: 'Ironbark Concrete Pumping Pty Ltd',
    text: `SEEK
Job search  Profile  Career advice  Company reviews
Sign in  Employer site

Concrete Pump Operator
Ironbark Pumping
View all jobs
Brendale, Brisbane QLD
Construction (Plant & Machinery Operators)
Full time
$42 – $52 per hour + overtime
Posted 3d ago
Quick apply
Save

Ironbark Concrete Pumping Pty Ltd has been pumping concrete for builders and formwork crews across South East Queensland for 20 years, with a fleet of 18 boom pumps from 24m to 52m and 6 line pumps.

We are looking for an experienced boom pump operator to join our Brendale depot.

The Role
• Operate truck-mounted boom pumps on residential, commercial and civil pours
• Set up safely: outriggers, ground bearing checks and exclusion zones
• Carry out pre-start checks, daily cleaning and minor maintenance
• Work with the concreters and the builder's supervisor on the pour sequence
• Complete pre-start, SWMS and pour dockets on our app

About You
• High Risk Work Licence (PC – Concrete Placing Boom)
• HR truck licence
• White Card
• 2+ years boom pump experience

Employer questions
Your application will include the following questions:
Which of the following types of qualifications do you have?
Do you hold an Australian Heavy Rigid (HR) truck licence?

Report this job advert`,
  },
  {
    id: 'landscape-gardener-seek-christchurch-title-first-limited-in-about',
    half: 'tune',
    title: 'Landscape Gardener',
    company: 'Kowhai Grove Landscapes Limited',
    text: `Landscape Gardener
Kowhai Grove Landscapes
Christchurch Central, Canterbury
Landscaping & Gardening (Trades & Services)
Full time
$27 – $32 per hour
Posted 5d ago
Quick apply
Save

Kia ora! Kowhai Grove Landscapes Limited is a Christchurch landscaping company designing and building gardens for homes, schools and retirement villages since 2011. We're a tight team of 12 and we're proud of the gardens we leave behind.

We're after a landscape gardener to join our construction crew for the busy autumn planting season and beyond.

What you'll be doing:
- Building gardens from plan: planting, edging, mulching and irrigation
- Laying pavers, building retaining walls and timber decks with the crew
- Operating small machinery: mini digger, bobcat, compactor, turf cutter
- Maintaining a handful of commercial gardens each week

What we're looking for:
- At least 1-2 years' experience in landscaping or horticulture
- Full NZ driver's licence (Class 2 would be a bonus)
- Knowledge of NZ native plants

Employer questions
Which of the following statements best describes your right to work in New Zealand?
Do you have experience operating a mini digger?

Report this job advert`,
  },
  {
    id: 'english-teacher-facebook-group-ho-chi-minh-city-sentence-only-second-language',
    half: 'unseen',
    title: 'English Teacher',
    company: 'Sunflower English Center',
    text: `English Teaching Jobs in Vietnam 🇻🇳 (Saigon - Hanoi - Da Nang)
Private group · 184K members
Join group

Thu Trang Nguyen
Admin · February 20 at 8:15 PM

[HCMC - DISTRICT 7] 🌻 FULL-TIME / PART-TIME TEACHER 🌻

Sunflower English Center is looking for a native or near-native English Teacher for our kids and teens classes in Phu My Hung, District 7 ☀️

⏰ Schedule: weekday evenings 5:30 - 9:00 PM and weekends (Sat & Sun full day), around 20-25 hours/week
👦👧 Students: 5 - 15 years old, max 14 students/class, with Vietnamese teaching assistant in every class
📚 Curriculum: Cambridge YLE (Starters, Movers, Flyers) and KET/PET

💵 Salary: 450.000 - 550.000 VND/hour (NET) depend on experience
✅ Support work permit and TRC after probation
✅ Free training and lesson plans available

Requirements:
👉 Bachelor degree (any major)
👉 TEFL / TESOL / CELTA 120 hours certificate
👉 Experience teaching young learners is a plus
👉 Friendly, energetic and on time!

📩 Send CV + photo + intro video to recruitment@sunflowerenglish.example.vn
or inbox me ❤️

👍😍 63   41 comments
Like  Comment  Send  Share`,
  },
  {
    id: 'dairy-farm-assistant-trademe-waikato-limited-in-text-season',
    half: 'tune',
    title: 'Dairy Farm Assistant',
    company: 'Te Aroha Flats Dairy Limited',
    text: `Trade Me Jobs
Marketplace  Jobs  Motors  Property  Services
Log in  Register  Watchlist  Start a listing

Home / Jobs / Agriculture, fishing & forestry / Dairy farming / Waikato / Matamata-Piako

Listed Tue, 18 Feb
Dairy Farm Assistant - start 1 June
Te Aroha, Matamata-Piako
Full time · Permanent
$58,000 - $62,000 per year + house
Apply now
Add to Watchlist

Company info
Te Aroha Flats Dairy
Agriculture, fishing & forestry

Job description
We are a family-owned 320-hectare, 850-cow System 3 farm at the foot of Mt Te Aroha, milking through a 54-bail rotary with cup removers and in-shed feeding. Te Aroha Flats Dairy Limited runs two farms with a team of six, and we're looking for a keen farm assistant to join us for the new season starting 1 June.

The role
- Milking in the rotary on a roster (8 days on, 3 off)
- Calf rearing in spring and helping with mating, drenching and animal health
- Feeding out with tractor and wagon, shifting breaks and fences
- Basic maintenance of the shed, races and water system

About you
- At least one season on a NZ dairy farm
- Confident on a tractor and farm bike
- Growsafe certificate an advantage

A 3-bedroom house is available for the successful applicant.

Listing #4958201764`,
  },
  {
    id: 'hairdresser-jora-geelong-trading-name-pty-ltd-in-about-credential-word',
    half: 'unseen',
    title: 'Senior Hairdresser',
    company: 'Salt and Sage Hair Pty Ltd',
    text: `Jora
Find jobs  Company reviews  Salary  Career advice
Sign in  Post a job

hairdresser   Geelong VIC   Search

Senior Hairdresser
Salt & Sage Hair Studio
Geelong VIC
Full time
$32 - $38 an hour + commission
Posted 1 day ago
Quick Apply
Save job

About us
Salt & Sage is a boutique, eco-focused hair studio on Pakington Street, Geelong West, trading since 2015 and owned by Salt and Sage Hair Pty Ltd. We use low-tox colour brands and are an accredited Sustainable Salon.

We're looking for an experienced senior stylist to join our team of six.

What you'll be doing:
- Cutting, colouring and styling for a loyal client base, with a strong focus on blonding and balayage
- Consultations that leave clients confident about their look and their aftercare
- Mentoring our apprentices on the floor
- Recommending and selling take-home products

What we're looking for:
- Certificate III in Hairdressing (SHB30416) or equivalent
- 4+ years' salon experience post-qualification
- Strong colour skills, including toners and corrections

Similar jobs
Hair Stylist · Bellarine Hair Co. · Ocean Grove VIC
Apprentice Hairdresser · Studio Nine · Geelong VIC`,
  },
  {
    id: 'hotel-sales-manager-jobsdb-phuket-co-ltd-in-about-dash-specialty-second-language',
    half: 'tune',
    title: 'Sales Manager, MICE',
    company: 'Andaman Pearl Resort Co., Ltd.',
    text: `JobsDB
Job search  Profile  Career advice  Company reviews
Sign in  Employer site
ภาษาไทย | English

Sales Manager - MICE
Andaman Pearl Resort
Kathu, Phuket
Hotels & Travel (Sales)
Full time
Posted 6d ago
Quick apply
Save

About company
Andaman Pearl Resort Co., Ltd. operates a 286-room beachfront resort in Patong with 4 meeting rooms, a ballroom for 450 persons and wedding garden. Our guests are from Europe, Australia, India and Asia.

Job Description
The Sales Manager - MICE is responsible for the meeting, incentive, conference and event business of the resort and reports to the Director of Sales & Marketing.

Responsibilities:
• Find and develop MICE and group business from corporates, DMCs and event agencies in Thailand and overseas markets (India, Singapore, Australia)
• Make sales calls, site inspections and join the roadshows and trade shows
• Prepare proposals, contracts and function sheets, and follow up until the event
• Achieve monthly and yearly revenue targets for MICE segment
• Report sales activities in the Delphi system every week

Qualifications:
• Thai nationality, age 28 - 40 years
• At least 3 years experience in hotel sales, MICE segment
• Good command of English, speaking and writing`,
  },
  {
    id: 'executive-chef-jobstreet-coron-logo-alt-inc-in-text',
    half: 'unseen',
    title: 'Executive Chef',
    company: 'Coron Bayview Resort Inc.',
    text: `JobStreet by SEEK
Job search  Profile  Career advice  Explore companies
Sign in  Employer site

Coron Bayview Resort logo
Executive Chef
Coron Bayview Resort
Coron, Palawan
Chefs/Cooks (Hospitality & Tourism)
Full time
₱70,000 – ₱90,000 per month
Posted 2d ago
Quick apply
Save

Coron Bayview Resort Inc. is a 96-room island resort in Coron, Palawan with an all-day dining restaurant, a seafood grill, a beach bar and in-villa dining, welcoming guests from Manila, Korea, Europe and the US.

We are looking for an Executive Chef to lead our culinary team of 38.

Job Responsibilities:
• Lead all kitchen operations: all-day dining, grill, banquets and staff canteen
• Create seasonal menus using local Palawan seafood and produce, and cost every dish
• Control food cost, purchasing and inventory with the F&B manager and purchasing team
• Make sure the kitchens follow HACCP and food safety standards and pass DOH and LGU inspections
• Train and develop sous chefs, chefs de partie and commis

Qualifications:
• At least 5 years as Executive Chef or Executive Sous Chef in a resort or 4–5 star hotel
• Strong in Filipino, Asian and Western cuisines
• Can live on-site (staff housing provided)`,
  },
  {
    id: 'mulesoft-developer-naukri-hyderabad-title-first-rating-private-limited-in-about',
    half: 'tune',
    title: 'Senior MuleSoft Developer',
    company: 'Vedantic Cloudworks Private Limited',
    text: `Senior MuleSoft Developer
Vedantic Cloudworks
3.8 ★ 214 Reviews
5 - 9 years
₹ 18-28 Lacs P.A.
Hyderabad( Hitech City ), Bengaluru
Send me jobs like this
Posted: 3 days ago  Openings: 4  Applicants: 100+
Register to apply  Login to apply

Job match score
Early Applicant  Keyskills  Location  Work Experience

Job description
Role: Senior MuleSoft Developer
Work Mode: Hybrid (3 days office)
Notice Period: Immediate to 30 days

Responsibilities:
- Design and build APIs and integrations on MuleSoft Anypoint Platform following API-led connectivity (system, process, experience layers)
- Develop flows with DataWeave 2.0 transformations, error handling and connectors for Salesforce, SAP and databases
- Write MUnit tests and support deployment through CI/CD to CloudHub 2.0 / Runtime Fabric
- Work with architects and business analysts on requirements and API specifications (RAML / OAS)
- Troubleshoot production issues and tune performance

Required: MuleSoft Certified Developer - Level 1 (Mule 4). Strong Java and REST/SOAP knowledge.

Role: Integration Developer
Industry Type: IT Services & Consulting
Department: Engineering - Software & QA
Employment Type: Full Time, Permanent

About company
Vedantic Cloudworks Private Limited is a Salesforce and MuleSoft consulting partner with 900 engineers in Hyderabad, Bengaluru and Pune.`,
  },
  {
    id: 'project-manager-careers-page-tokyo-about-us-first-kk-footer-dash-specialty-second-language',
    half: 'unseen',
    title: 'Project Manager, ERP Implementation',
    company: 'Kanda Systems Integration K.K.',
    text: `KANDA SI
会社情報  サービス  採用情報  お問い合わせ
JP / EN

About Kanda SI
Since 1994 we support the core systems of Japanese manufacturers and trading companies. Now, with 480 members in Tokyo and Osaka, we implement ERP like SAP S/4HANA and Microsoft Dynamics 365 for customers also in Southeast Asia and North America.

Careers > Open positions > Mid-career

Project Manager - ERP Implementation (Global Projects)
Location: Tokyo (Kanda office), hybrid
Employment: Full-time, permanent
Salary: 9,000,000 - 13,000,000 JPY / year
Apply from Entry form

Job description
You will manage ERP implementation projects for Japanese customers who expand overseas, with the project members in Japan and offshore partner in Vietnam.
- Plan the project schedule, budget and resources and manage the progress
- Lead the steering committee with the customer management
- Manage the risks, issues and change requests
- Coordinate between Japanese business team and overseas local team

Requirements
- 5 years or more experience as PM of ERP projects (SAP or Dynamics)
- Business level Japanese (JLPT N2 or above) and English
- PMP certification is welcome

Kanda Systems Integration K.K. | 2-1-1 Uchikanda, Chiyoda-ku, Tokyo`,
  },
  {
    id: 'mis-executive-foundit-pune-pvt-ltd-in-about-bare-header',
    half: 'tune',
    title: 'MIS Executive',
    company: 'Sahyadri Fresh Retail Pvt. Ltd.',
    text: `foundit
Jobs  Services  Recruiters  Career Advice
Login  Register  Employer Login

Home > Jobs > MIS Executive Jobs > Pune

Sahyadri Fresh
MIS Executive
Pune
2-4 Years
3.5 - 5 LPA
Posted: 4 days ago
Apply  Save Job

Job Description
Sahyadri Fresh Retail Pvt. Ltd. runs 64 neighbourhood grocery stores across Pune, Nashik and Kolhapur with two distribution centres in Chakan.

We are looking for an MIS Executive for our Supply Chain team at the Baner head office.

Roles and Responsibilities
- Prepare daily, weekly and monthly MIS reports on sales, stock, fill rate and wastage by store and category
- Build and maintain dashboards in Excel and Power BI
- Pull data from SAP and our WMS and reconcile the numbers with the finance team
- Automate repetitive reports using Excel macros / VBA
- Share reports with the management on time and answer ad-hoc data requests

Desired Candidate Profile
- Graduate (B.Com / BBA / B.Sc) with 2-4 years of MIS experience, preferably in retail or FMCG
- Advanced Excel: VLOOKUP, pivot tables, macros
- Knowledge of Power BI and SQL preferred

Job Details
Industry: Retail
Function: Analytics & Business Intelligence
Roles: MIS Executive
Employment Type: Full Time`,
  },
  {
    id: 'field-sales-executive-jobberman-ibadan-agency-client-named-limited-dash-specialty',
    half: 'unseen',
    title: 'Field Sales Executive, FMCG',
    company: 'Oyo Sunrise Beverages Limited',
    text: `Jobberman
Jobs  Companies  Blog  Jobberman Academy
Log In  Sign Up  Employers

Field Sales Executive - FMCG
Kobo Talent Partners
Sales
Ibadan, Oyo
Full Time
NGN 250,000 - 350,000
Posted 3 days ago
Easy Apply
Save

Job Summary
Our client, Oyo Sunrise Beverages Limited, a fast-growing manufacturer of juice drinks and bottled water, is recruiting Field Sales Executives to drive distribution and visibility across Ibadan and neighbouring towns.

Minimum Qualification: Degree
Experience Level: Entry level
Experience Length: 2 years

Job Description/Requirements
Responsibilities:
- Visit retail outlets, supermarkets, wholesalers and open markets on a daily route plan
- Achieve monthly sales volume and numeric distribution targets
- Ensure product availability, shelf display and POSM placement in outlets
- Recruit new outlets and manage relationships with key distributors
- Submit daily sales and market reports through the company app

Requirements:
- B.Sc/HND in any discipline
- 2 years' field sales experience in FMCG
- Must be resident in Ibadan and know the city well
- Ability to ride a motorcycle with valid rider's licence

Similar Jobs
Sales Representative · Confidential · Lagos
Key Account Executive · Agbeke Foods Limited · Abeokuta`,
  },
  {
    id: 'holiday-rep-kariyer-antalya-as-in-footer-about-first-second-language',
    half: 'tune',
    title: 'Holiday Representative',
    company: 'Lykia Blue Travel Turizm ve Ticaret A.Ş.',
    text: `kariyer.net
İş İlanları  Şirketler  Maaş Hesaplama  Kariyer Rehberi
Giriş Yap  Üye Ol  İşveren

Lykia Blue Travel
Turizm · 201-500 çalışan
Takip Et

About company
We are an incoming tour operator in Antalya, since 2003, we take care of guests from United Kingdom, Scandinavia and Poland in more than 120 partner hotels between Kemer and Alanya.

Holiday Representative
Antalya (Kemer, Belek, Side) · Tam Zamanlı · Sezonluk
Başvur
Kaydet

Genel Nitelikler ve İş Tanımı
For the 2025 summer season (April - October) we are looking for Holiday Representatives in our resort teams.

Job description:
- Meet our guests in the hotels, make the welcome meetings and inform them about the destination
- Sell excursions and transfers and reach the monthly sales target
- Solve the problems of guests with hotel and our office, handle complaints
- Be present at the hotel desk in fixed hours and answer the calls on the duty phone
- Prepare reports of sales and guest feedback

Requirements:
- Fluent English, second language Polish, Swedish or Norwegian is big plus
- Experience in tourism, sales or customer service
- Minimum high school graduate

Lykia Blue Travel Turizm ve Ticaret A.Ş. · Lara, Muratpaşa / Antalya`,
  },
  {
    id: 'process-plant-operator-pnet-rustenburg-pty-ltd-in-eeo-bracket-shift',
    half: 'unseen',
    title: 'Process Plant Operator',
    company: 'Bushveld Chrome Beneficiation (Pty) Ltd',
    text: `PNet
Find Jobs  Career Advice  Recruiter Search
Login  Register  Recruiters

Jobs > Mining > North West > Rustenburg

Process Plant Operator (Shift Work)
Bushveld Chrome
Rustenburg
Permanent
Market related
Published: 2 days ago
Apply
Save job

Introduction
Bushveld Chrome operates a chrome recovery and beneficiation plant near Rustenburg, treating run-of-mine ore and tailings from neighbouring PGM operations.

Job description
We are looking for Process Plant Operators to run the dense medium separation and spirals circuits on a 12-hour continuous shift roster.

Duties and responsibilities:
- Start up, operate and shut down crushers, screens, DMS cyclones, spirals and thickeners according to SOPs
- Monitor the process on SCADA and take samples for the lab every hour
- Carry out area inspections and basic housekeeping
- Record production and downtime in the shift log
- Identify hazards and stop unsafe work

Minimum requirements:
- Grade 12 / Matric
- Plant Operator NQF Level 2 or 3 (Mineral Processing)
- Valid medical fitness certificate
- 3 years' experience on a mineral processing plant (DMS/spirals)

Bushveld Chrome Beneficiation (Pty) Ltd is an equal opportunity employer and preference will be given to candidates from the host communities in line with our Social and Labour Plan.`,
  },
  {
    id: 'debtors-clerk-careerjunction-cape-town-pty-ltd-in-text-ref-line',
    half: 'tune',
    title: 'Debtors Clerk',
    company: 'Karoo Freight Lines (Pty) Ltd',
    text: `CareerJunction
Find Jobs  Recruiters  Career Advice  Salary Guide
Login  Register  Post a Job

Home > Jobs > Finance > Cape Town

Debtors Clerk
Karoo Freight Lines
Cape Town, Epping
Permanent
R18 000 - R22 000 per month
Posted 20 Feb 2025
Reference: KFL-FIN-0225
Apply Now
Save

Job Description
Karoo Freight Lines (Pty) Ltd is a road freight and warehousing company with depots in Cape Town, Johannesburg and Gqeberha, moving FMCG and building materials for more than 300 customers.

We are looking for a Debtors Clerk to join our finance team at our Epping head office.

Duties:
- Capture and allocate customer receipts daily on Sage 300
- Send statements and follow up on overdue accounts by phone and email
- Reconcile debtors accounts and resolve queries with operations and customers
- Process credit notes and new account applications
- Prepare the weekly age analysis for the credit manager

Requirements:
- Matric with Accounting
- 2 - 3 years' debtors or credit control experience
- Sage 300 or Sage Evolution experience
- Strong Excel skills

Closing date: 7 March 2025. If you have not been contacted within 2 weeks of the closing date, please consider your application unsuccessful.

Similar Jobs
Creditors Clerk · Bellville
Credit Controller · Recruit Cape · Cape Town`,
  },
  {
    id: 'hr-manager-ejobs-cluj-srl-in-about-company-card-second-language',
    half: 'unseen',
    title: 'HR Manager',
    company: 'Someș Components S.R.L.',
    text: `eJobs
Locuri de muncă  Angajatori  Salarii  Blog
Intră în cont  Creează cont  Angajatori

Acasă > Locuri de muncă > Resurse umane > Cluj-Napoca

Someș Components
Producție automotive · 500-999 angajați
Vezi profilul companiei

HR Manager
Cluj-Napoca (Jucu)
Full time · Nivel: Manager
Salariu: 9.000 - 12.000 RON net
Aplică rapid
Salvează

Descrierea jobului
Someș Components S.R.L. produces wire harnesses and electronic assemblies for automotive customers in Germany and France, with 780 employees in our factory in Jucu, near Cluj-Napoca.

We are looking for an HR Manager to lead the HR team of 7 people and to be partner of the plant manager.

Responsibilities:
- Coordinate recruitment of operators and specialists, in collaboration with local agencies and schools
- Manage the payroll process with the external provider and the personnel administration (REVISAL)
- Develop the training and onboarding programs and the annual evaluation process
- Ensure compliance with Romanian labour law and relation with the trade union
- Report HR KPIs (turnover, absenteeism, headcount) to the headquarters in Germany

Requirements:
- Minimum 5 years in HR, from which 2 years in a management position in production
- Very good knowledge of labour legislation
- English fluent; German is an advantage`,
  },
  {
    id: 'game-designer-handshake-seattle-employer-card-first-inc-in-eeo',
    half: 'tune',
    title: 'Associate Game Designer',
    company: 'Lanternfish Games, Inc.',
    text: `Handshake
Jobs  Events  Employers  Inbox  Career Center
Search

Lanternfish Games
Computer Games · 51-200 employees
Follow

Associate Game Designer
Lanternfish Games
Full-time Job · Seattle, WA
$72,000–85,000/yr
Apply by March 31, 2025
Posted 1 week ago

Apply  Save

At a glance
Paid · Full-time · Onsite · Starts June 2025
Open to candidates graduating Dec 2024 – Jun 2025
Majors: Game Design, Computer Science, Interactive Media

About the job
Lanternfish is the studio behind the cozy ocean-exploration series Deepwater Drift. We're a team of 90 building our next title in Unreal Engine 5, and we're hiring recent graduates to join our design team.

As an Associate Game Designer you will work with senior designers to build, script and tune gameplay systems and content.

What you'll do
- Prototype and script gameplay features in Unreal Blueprints
- Build and balance quests, creature encounters and progression
- Write clear design documents and keep them up to date
- Playtest constantly and turn feedback into changes
- Work with art, audio and engineering to get features shipped

Lanternfish Games, Inc. is an equal opportunity employer.`,
  },
  {
    id: 'growth-marketer-wellfound-new-york-startup-card-first-inc-in-footer',
    half: 'unseen',
    title: 'Growth Marketer',
    company: 'Fieldnote Labs, Inc.',
    text: `wellfound
Discover  Jobs  Messages  Profile
Search jobs

Fieldnote
AI meeting notes for field sales teams
Series A · 24 employees · New York
Actively hiring
Save

Growth Marketer
$110k – $140k · 0.1% – 0.3%
New York, NY (In office 3 days/week)
Full Time · 2+ years of exp
Visa sponsorship: Not available
Apply

Responds within a week
Hiring contact: Maya Osei, Head of Marketing

About the job
Fieldnote turns a sales rep's voice memo between customer visits into a clean CRM update. We're used by 1,400 field sales teams and growing 20% month over month. We're hiring our first Growth Marketer to own paid acquisition and lifecycle.

What you'll do
- Own paid acquisition on LinkedIn, Google and Meta: budgets, creative testing and reporting
- Build lifecycle and onboarding email journeys in Customer.io
- Run experiments on our signup and trial-to-paid funnel with product
- Set up dashboards and attribution in HubSpot and Amplitude

You might be a fit if
- 2-5 years in growth or performance marketing at a B2B SaaS company
- Comfortable with SQL and spreadsheets

Fieldnote Labs, Inc. · Terms · Privacy`,
  },
  {
    id: 'tuk-tuk-driver-telegram-channel-lisbon-lda-in-footer-capitals-head-second-language',
    half: 'tune',
    title: 'Tuk-Tuk Driver',
    company: 'Alfama Tuk Tours, Lda.',
    text: `Lisboa Jobs 🇵🇹 Empregos | Vagas
channel · 28 412 subscribers

📌 NEW VACANCY / NOVA VAGA 📌

🛺 We search drivers for tuk-tuk tours in Lisbon! 🛺

Our company organize private tours in electric tuk-tuk in Alfama, Baixa, Belém and Sintra for tourists from all world. We need Tuk-Tuk Driver for the season March - October, possibility to continue in winter.

👉 What you do:
• Drive the tuk-tuk and make the tours (1h, 2h, 3h) explaining the history of Lisbon
• Welcome the clients in the meeting point and take photos for them
• Keep the tuk-tuk clean and charged
• Sell tours to tourists in the street points (Praça do Comércio, Miradouro)

👉 Requirements:
• Driving license category B (minimum 3 years)
• Fluent English; French, Spanish or German is a plus
• Know Lisbon well and like to talk with people
• TVDE or tourism animator certificate is a plus

💶 €1 000 base + commission + tips

📲 Send CV to jobs@alfamatuk.example.pt
Alfama Tuk Tours, Lda. · Rua dos Remédios, Lisboa

👁 3.1K  edited  14:06`,
  },
  {
    id: 'network-administrator-dice-harrisburg-agency-client-named-sentence',
    half: 'unseen',
    title: 'Network Administrator',
    company: 'Tri-County Members Credit Union',
    text: `Dice
Find Jobs  Career Resources  For Employers
Login  Register

Network Administrator
Keystone Technical Staffing
Harrisburg, PA
On-Site
Full-time
Depends on Experience
Posted 3 days ago | Updated 1 day ago
Easy apply
Save

Skills
Cisco  Fortinet  VLAN  Active Directory  VMware  Network Administration

Job Details
Keystone Technical Staffing is recruiting a Network Administrator on a direct-hire basis for our client, Tri-County Members Credit Union, a $2.1B credit union with 28 branches across central Pennsylvania.

In this role you will keep the credit union's network secure and available for branches, ATMs and the core banking platform.

Responsibilities
- Administer and monitor LAN/WAN, SD-WAN and wireless across headquarters and branches
- Configure and maintain Cisco switches and Fortinet firewalls, VPNs and VLANs
- Manage Active Directory, DNS/DHCP and group policy
- Support VMware virtual infrastructure and backups with the systems team
- Participate in the after-hours on-call rotation
- Support audits and exams (NCUA, FFIEC) with documentation

Requirements
- 4+ years of network administration experience
- CCNA required; Fortinet NSE 4 a plus

Dice Id: 90872113
Position Id: KTS-4471`,
  },
  {
    id: 'sleep-technologist-workday-omaha-roman-numeral-health-system-bracket-shift',
    half: 'tune',
    title: 'Sleep Technologist II',
    company: 'Bluestem Health',
    text: `Skip to main content
Bluestem Health Careers
Search for Jobs
Sign In

Sleep Technologist II (Nights)
Apply
locations
Bluestem Sleep Center - Omaha
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0049217

Bluestem Health is Nebraska's largest nonprofit health system, with 14 hospitals and more than 200 clinics serving communities from Omaha to the Sandhills.

Scheduled Weekly Hours: 36
Shift: Night (three 12-hour shifts, 7p-7a)

Job Summary
The Sleep Technologist II performs overnight polysomnography and home sleep testing for adult and pediatric patients in our 8-bed accredited sleep center.

Essential Functions
- Prepare patients and apply sensors for diagnostic, split-night and titration studies
- Monitor recordings, identify arrhythmias and respiratory events, and intervene per protocol
- Perform CPAP and BiPAP titrations and mask fittings
- Score studies according to current AASM rules
- Educate patients and families about testing and therapy

Qualifications
- RPSGT credential required
- BLS required
- 2 years' experience in polysomnography`,
  },
  {
    id: 'olive-harvester-facebook-group-crete-plural-sentence-no-legal-form-second-language',
    half: 'unseen',
    title: 'Olive Harvester',
    company: 'Kritsa Groves',
    text: `Jobs in Crete / Δουλειές στην Κρήτη
Public group · 46.3K members
Join

Eleni Daskalaki
October 14 at 7:41 PM · 🌐

🫒 OLIVE HARVEST 2025 – WORKERS NEEDED 🫒

Hello everyone! Kritsa Groves, our family olive farm near Agios Nikolaos (Lasithi), is looking for 4 Olive Harvesters for the season from 10 November until about end of January.

What is the work:
➡️ Put the nets under the trees and collect the olives with the electric harvesters (sticks)
➡️ Some pruning of the branches with chainsaw and hand saw
➡️ Fill the sacks and load them to the truck for the mill
➡️ Work is outside in the hills, Monday - Saturday 7:30 - 15:00

We give:
✔️ 55€ per day
✔️ Free room in our village house (shared) and lunch every day
✔️ Insurance (ERGANI)

We need people who are strong and don't mind the rain and cold 🙂 Experience with olive harvest or with chainsaw is welcome. EU citizens or people with work permit in Greece.

Send me PM or WhatsApp +30 690 000 1827. English, Greek or Bulgarian is ok!

👍 88   52 comments   31 shares`,
  },
  {
    id: 'sterility-assurance-specialist-workday-galway-ltd-in-about-req-id',
    half: 'tune',
    title: 'Sterility Assurance Specialist',
    company: 'Corrib Precision Medical Ltd',
    text: `Corrib Precision Medical
Careers
Sign In  English

Search for Jobs

Sterility Assurance Specialist
Apply
locations
Galway, Ireland (Parkmore)
time type
Full time
posted on
Posted 3 Days Ago
job requisition id
JR-2025-00318

About Corrib
Corrib Precision Medical Ltd designs and manufactures catheter-based devices for cardiology and neurovascular procedures, supplying customers in more than 40 countries from our Parkmore facility.

The Role
Reporting to the Microbiology & Sterilisation Manager, the Sterility Assurance Specialist supports the sterilisation and contamination control programme for our cleanroom manufacturing operations.

Responsibilities
- Own ethylene oxide sterilisation validations and requalifications to ISO 11135, working with our contract steriliser
- Manage the cleanroom environmental monitoring programme and trend results
- Lead bioburden and endotoxin testing programmes and investigate excursions
- Author and review protocols, reports and non-conformances
- Support customer, Notified Body and FDA audits

Requirements
- Degree in Microbiology, Biology or a related science
- 3+ years in sterility assurance or microbiology in medical device or pharma
- Knowledge of ISO 11135, ISO 11737 and ISO 14644`,
  },
  {
    id: 'compliance-analyst-greenhouse-salt-lake-city-logo-first-inc-in-eeo-dash-line-of-business',
    half: 'unseen',
    title: 'Compliance Analyst, Consumer Lending',
    company: 'Larkspur Lending, Inc.',
    text: `Larkspur logo
Back to jobs
Compliance Analyst - Consumer Lending
Salt Lake City, UT (Hybrid)
Apply

Larkspur makes fair, fast personal loans and debt-consolidation loans for working Americans, with more than $3B originated since 2017 through our partner banks.

We are looking for a Compliance Analyst to join our Compliance team and help keep our consumer lending products compliant with federal and state regulations.

What you'll do
- Monitor and test lending processes for compliance with TILA/Reg Z, ECOA/Reg B, FCRA and UDAAP
- Review marketing materials, disclosures and customer communications before launch
- Track state licensing requirements and support license renewals and exams
- Assist with complaint reviews and root-cause analysis
- Help maintain policies and procedures and the compliance risk assessment

What you bring
- 2+ years of compliance experience at a lender, bank or fintech
- Working knowledge of consumer lending regulations
- Strong writing and organisation skills

Compensation: $75,000 - $92,000 + bonus + equity

Larkspur Lending, Inc. is proud to be an equal opportunity employer.

Apply for this job
* indicates a required field
First Name *
Last Name *`,
  },
  {
    id: 'diesel-mechanic-agency-email-dammam-client-named-position-line-count-second-language',
    half: 'tune',
    title: 'Diesel Mechanic',
    company: 'Al-Rimal Heavy Equipment Co.',
    text: `From: Recruitment Desk <recruit@starlineoverseas.example.in>
To: undisclosed-recipients
Subject: URGENT REQUIREMENT FOR SAUDI ARABIA - MECHANICS / INTERVIEW IN MUMBAI 8 MARCH

Dear Candidate,

Greetings from Starline Overseas Manpower Consultants, Mumbai (Govt. Approved Recruiting Agent, RA Licence No. B-0000/MUM/PER/1000+/5/0000/2019).

We are pleased to inform you that we have received a requirement from our reputed client Al-Rimal Heavy Equipment Co., Dammam, Kingdom of Saudi Arabia, one of the leading equipment rental companies in the Eastern Province, for the following position:

Position: Diesel Mechanic
No. of Vacancies: 15
Salary: SAR 2,500 - 3,200 + OT (depend on interview)
Food + Accommodation + Transportation: Provided by company
Contract: 2 years, renewable

Job Description:
- Repair and maintain diesel engines of heavy equipment: excavators, wheel loaders, cranes, forklifts and generators (CAT, Komatsu, Volvo, Cummins)
- Troubleshoot engine, hydraulic and transmission problems in workshop and on site
- Carry out scheduled services and record the job cards
- Follow the safety rules of the workshop

Requirements:
- ITI / Diploma in Diesel Mechanic
- Minimum 4 years experience on heavy equipment, Gulf experience preferred
- Age below 45 years
- Passport with minimum 1 year validity

Interview Date: 8 March 2025 (Saturday), 9 AM onwards
Venue: Starline Overseas, Office No. 12, Sai Plaza, Kurla West, Mumbai

Please bring original passport, CV, experience certificates and 6 photos.

Regards,
Recruitment Team
Starline Overseas Manpower Consultants
+91 22 0000 5566`,
  },
  {
    id: 'sound-engineer-lever-vancouver-inc-in-footer-bare-header',
    half: 'unseen',
    title: 'Live Sound Engineer',
    company: 'Harbourfront Live Entertainment Inc.',
    text: `Harbourfront Live
Live Sound Engineer
VANCOUVER, BC / PRODUCTION – AUDIO / FULL-TIME / ON-SITE
Apply for this job

Harbourfront Live runs three music venues in Vancouver – the 2,400-capacity Pier Hall, the 900-capacity Boathouse and the 250-capacity Net Loft – hosting more than 500 shows a year, from touring rock bands to comedy and corporate events.

We're hiring a full-time Live Sound Engineer to mix house shows and support visiting engineers across our venues.

What you'll do
- Mix FOH and monitors for house-provided shows and support acts on DiGiCo and Allen & Heath consoles
- Advance tech riders with touring productions and prepare input lists and stage plots
- Set up, line-check and strike PA, monitor wedges and IEM systems
- Maintain and repair audio inventory: cables, mics, DI boxes and amps
- Mentor casual crew and keep the stage safe

What you bring
- 3+ years mixing live music in venues of 500+ capacity
- Confident with d&b audiotechnik and L-Acoustics systems and Smaart
- Comfortable working late nights and weekends as the calendar demands

$62,000 – $70,000 a year

Apply for this job

Harbourfront Live Entertainment Inc. home page
Jobs powered by Lever`,
  },
  {
    id: 'product-marketing-manager-ashby-london-ltd-in-text-sentence-intro',
    half: 'tune',
    title: 'Senior Product Marketing Manager',
    company: 'Quire Health Ltd',
    text: `Quire Health
Jobs
Overview  Application

Senior Product Marketing Manager
Location
London
Employment Type
Full time
Location Type
Hybrid
Department
Marketing
Compensation
£75K – £90K • Offers Equity

Join Quire Health as a Senior Product Marketing Manager and help 2,000 GP practices across the UK spend less time on admin and more time with patients.

About Quire
Quire Health Ltd builds the online consultation and triage platform used by NHS general practices to manage 9 million patient requests a year. We're a team of 140 based in Shoreditch, backed by healthtech investors, and growing fast.

The role
You'll own positioning, messaging and launches for our triage and workflow products, working with product, sales and customer success.

You will:
- Develop positioning and messaging for new features and products, grounded in customer research
- Plan and run launches across email, web, events and sales enablement
- Build sales enablement materials: decks, battlecards, case studies
- Run win/loss analysis and competitor research
- Work with our clinical team to make sure our claims are accurate

Apply for this Job`,
  },
  {
    id: 'lab-assistant-newspaper-classified-lahore-capitals-neighbours-the-school-second-language',
    half: 'unseen',
    title: 'Lab Assistant',
    company: 'The Crescent Grammar School',
    text: `CLASSIFIED   SITUATIONS VACANT   Sunday, February 23, 2025

REQUIRED: EXPERIENCED SALESMEN for motorcycle showroom at Ferozepur Road. Matric/FA, own motorcycle. Walk-in interview 10am–1pm, 0300-0000114.

THE CRESCENT GRAMMAR SCHOOL
(Senior Campus, Johar Town, Lahore)
REQUIRES
LAB ASSISTANT (CHEMISTRY / PHYSICS)
The candidate will prepare practicals for O Level and A Level classes, maintain the chemicals, glassware and apparatus, keep the stock register and follow the safety rules of the laboratory. Minimum F.Sc (Pre-Engineering / Pre-Medical), B.Sc preferred, 2 years experience in school or college laboratory. Computer literate.
Female candidates are encouraged to apply.
Send CV with recent photograph within 7 days to:
hr@crescentgrammar.example.edu.pk
or the Principal, 45-B Block, Johar Town, Lahore.

WANTED: QUALIFIED COOK for family in DHA Phase 6. Pakistani, continental. Residence provided. 0321-0000887.

HOUSE FOR RENT: 10 Marla, Model Town, 3 beds, gas, separate meter. Rs. 120,000. 0333-0000202.`,
  },
  {
    id: 'wound-care-nurse-icims-baton-rouge-bracket-credential-eeo-only-legal-name',
    half: 'tune',
    title: 'Wound Care Nurse',
    company: 'St. Brendan Regional Medical Center, LLC',
    text: `Careers Home
Search Jobs
Join Our Talent Community
Login

Wound Care Nurse (RN)
Job ID 2025-18842
Location US-LA-Baton Rouge
Category Nursing
Position Type Full-Time
Shift Days
Apply for this job online
Email this job to a friend
Refer this job to a friend
Share on your newsfeed

Overview
Our 420-bed Magnet-designated hospital serves patients from across the Capital Region of Louisiana with Level II trauma, cardiac and cancer care. Our Wound, Ostomy & Continence team sees inpatients on every unit, from the ICU to orthopedics.

Responsibilities
The Wound Care Nurse assesses and treats patients with complex wounds, pressure injuries and ostomies, and helps bedside nurses prevent skin breakdown.
- Complete wound assessments and measurements and recommend treatment plans to providers
- Apply and manage negative pressure wound therapy (NPWT) and advanced dressings
- Lead pressure injury prevention rounds and quarterly prevalence studies
- Teach patients and families about wound and ostomy care before discharge
- Document in Epic according to policy

Qualifications
- Current Louisiana RN license or multistate compact license
- WOCN or CWCN certification required, or obtained within 12 months of hire
- BLS required
- 3 years of acute care nursing experience

St. Brendan Regional Medical Center, LLC is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or protected veteran status.`,
  },
  {
    id: 'hotel-general-manager-smartrecruiters-hobart-title-first-brand-of-group-pty-ltd',
    half: 'unseen',
    title: 'Hotel General Manager',
    company: 'Wattle & Wren Hotels Pty Ltd',
    text: `Hotel General Manager
Wattle & Wren Hotels
Hobart TAS, Australia
Full-time
Company Description
Wattle & Wren Hotels is a collection of six boutique heritage hotels in Tasmania and regional Victoria. We are part of the Southern Crossings Hospitality Group, but each Wattle & Wren hotel keeps its own name, story and team, and we hire under Wattle & Wren Hotels Pty Ltd.

Job Description
We are looking for a General Manager for our 64-room waterfront hotel in a restored 1830s warehouse on Salamanca Place, with a 90-seat restaurant, a whisky bar and a small events space.

You will:
• Lead all hotel operations – rooms, F&B, events, maintenance and guest experience
• Own the P&L, budget and forecasts, and drive revenue with our central revenue and sales teams
• Recruit, coach and retain a team of 55
• Lift our guest review scores and keep the hotel's heritage spaces in top condition
• Represent the hotel in the Hobart business and tourism community

Qualifications
• 3+ years as Hotel Manager or General Manager in a boutique or luxury property
• Strong commercial and financial skills
• Current RSA (Tasmania) or ability to obtain

I'm interested
Share on LinkedIn  Facebook  X
Powered by SmartRecruiters`,
  },
  {
    id: 'industrial-engineer-bdjobs-gazipur-ltd-in-about-abbreviation-credential-second-language',
    half: 'tune',
    title: 'Sr. Industrial Engineer',
    company: 'Padma Knit Composite Ltd.',
    text: `bdjobs.com
Jobs  Employers  Training  Resources  
Sign in  Register  Employers

Home > Category: Garments / Textile > Gazipur

Padma Knit Composite Ltd.
Sr. Industrial Engineer (IE)
Vacancy: 2
Application Deadline: 10 Mar 2025
Apply Now  Shortlist

Job Context
Padma Knit Composite Ltd. is a 100% export oriented knit composite factory in Konabari, Gazipur, with 42 sewing lines and 6,500 workers, producing T-shirts, polo shirts and fleece for European brands.

Job Responsibilities
- Conduct time study and method study for sewing and finishing sections and set SMV for new styles using GSD
- Prepare line layout and operation bulletin before production start
- Calculate line capacity, target and efficiency every day and report to management
- Do line balancing and find bottlenecks to improve productivity
- Train supervisors and operators on correct work methods

Employment Status: Full-time
Workplace: Work at office

Educational Requirements
B.Sc in Textile Engineering / Industrial & Production Engineering

Experience Requirements
At least 5 years in IE department of knit garments factory

Additional Requirements
Age 26 to 38 years. Knowledge of GSD and Excel, Bangla and English.`,
  },
  {
    id: 'electrical-engineer-taleo-kansas-roman-numeral-cooperative-dash-specialty',
    half: 'unseen',
    title: 'Electrical Engineer III, Substation Design',
    company: 'Great Plains Transmission Cooperative',
    text: `Great Plains Transmission Careers
Job Search  My Jobpage  Sign Out
Job Description

Electrical Engineer III - Substation Design-2500137
Description
Great Plains Transmission Cooperative is a generation and transmission cooperative that delivers wholesale power to 31 member distribution cooperatives across Kansas and Oklahoma over 5,800 miles of transmission line.

Position Summary
The Electrical Engineer III will lead the physical and protection design of new and upgraded substations from 34.5 kV to 345 kV.

Responsibilities
- Prepare one-line, three-line, AC/DC schematics, wiring and physical layout drawings
- Specify major equipment: power transformers, breakers, switches, relay panels
- Coordinate with protection, SCADA and construction teams and outside consultants
- Review contractor submittals and support commissioning
- Mentor junior engineers and designers

Qualifications
- Bachelor's in Electrical Engineering
- Professional Engineer (PE) license required
- 6+ years of substation design experience
- AutoCAD Electrical and MicroStation

Primary Location: United States-Kansas-Hutchinson
Work Locations: Hutchinson HQ
Job: Engineering
Organization: Transmission Engineering
Schedule: Regular
Shift: Day Job
Job Posting: Feb 19, 2025
Apply Online`,
  },
  {
    id: 'cold-chain-coordinator-successfactors-singapore-pte-ltd-in-footer-about-first',
    half: 'tune',
    title: 'Cold Chain Coordinator',
    company: 'Kranji Coldline Logistics Pte. Ltd.',
    text: `Kranji Coldline
Careers Home  Search Jobs  View Profile
Language: English (United States)

About us
Kranji Coldline is a temperature-controlled logistics company in Singapore, moving vaccines, biologics, clinical trial materials and fresh food through our GDP-certified hub in Changi and a fleet of 60 reefer trucks.

Cold Chain Coordinator
Date: 21 Feb 2025
Location: Singapore, SG
Company: Kranji Coldline
Apply now »

Job Description
As Cold Chain Coordinator you will plan and monitor time- and temperature-sensitive shipments for our pharmaceutical customers from pickup to delivery.

Key responsibilities:
- Plan and book pharma shipments, including packaging selection (active and passive containers) and dry ice
- Monitor temperature data loggers and shipment status, and escalate excursions immediately
- Coordinate with airlines, ground handlers and our warehouse at Changi
- Prepare shipping documents and keep GDP records complete
- Handle customer enquiries and prepare weekly KPI reports

Requirements:
- Diploma in logistics or supply chain
- 2 years' experience in pharma logistics or cold chain
- Knowledge of GDP and IATA CEIV Pharma
- Willing to work a rotating shift roster including weekends

Kranji Coldline Logistics Pte. Ltd. · UEN 200000000K`,
  },
  {
    id: 'excavator-operator-newspaper-classified-colombo-capitals-plural-neighbours-pvt-ltd-second-language',
    half: 'unseen',
    title: 'Excavator Operator',
    company: 'Ruhuna Earthmovers (Pvt) Ltd',
    text: `SUNDAY CLASSIFIEDS — SITUATIONS VACANT                                    PAGE 38

LADY CASHIER wanted for pharmacy in Nugegoda. A/L qualified, computer knowledge. Call 077 000 4411.

RUHUNA EARTHMOVERS (PVT) LTD
Leading earthworks contractor for expressway and irrigation projects
VACANCIES
EXCAVATOR OPERATORS (15 - 30 TON)
Operate hydraulic excavators for excavation, trenching and loading in highway and dam projects in Southern and Uva provinces. Carry out daily checks and greasing of machine and keep log sheet. Minimum 3 years experience on CAT, Komatsu or Hyundai excavators. Valid heavy vehicle driving licence and NAITA certificate is essential. Site accommodation, meals and EPF/ETF provided. Attractive salary + overtime.
Apply with copies of certificates within 2 weeks to:
The Manager HR, Ruhuna Earthmovers (Pvt) Ltd, No. 44, Galle Road, Matara.
Email: hr@ruhunaearth.example.lk  Tel: 041 000 2211

DRIVERS wanted for tourist vans. Must speak English. Negombo. 071 000 8890.

TAILORS & HELPERS required for garment factory in Ja-Ela. Training given. 011 000 3320.`,
  },
  {
    id: 'gym-manager-jobvite-columbus-franchisee-llc-in-eeo-brand-header',
    half: 'tune',
    title: 'Gym Manager',
    company: 'PF Tri-State Holdings, LLC',
    text: `PEAKFORM FITNESS
Careers
Home  Locations  Jobs  Join Our Talent Network

Search Jobs

Gym Manager
Columbus, Ohio
Category: Club Management
Job Type: Full-Time
Apply  Refer a Friend

Peakform Fitness clubs are independently owned and operated franchises. This position is with an independent franchisee; the franchisee is the employer and is solely responsible for all hiring and employment decisions.

Job Description
Our Hilliard club is looking for a hands-on Gym Manager to lead a team of 20 front desk associates, personal trainers and cleaners and grow membership in a 24/7 club with 4,200 members.

What You'll Do
- Own club sales: membership goals, lead follow-up, tours and community events
- Hire, schedule and coach the team; run weekly team meetings
- Keep the club clean, safe and well maintained, including equipment checks
- Resolve member concerns and protect our member retention numbers
- Manage payroll hours and expenses against budget

What You Bring
- 2+ years of management experience in fitness, retail or hospitality
- CPR/AED certification (or within 30 days of hire)

PF Tri-State Holdings, LLC, an independent Peakform Fitness franchisee, is an equal opportunity employer.`,
  },
  {
    id: 'security-systems-installer-bamboohr-pittsburgh-llc-ampersand-about-us-first',
    half: 'unseen',
    title: 'Security Systems Installer',
    company: 'Keystone Alarm & Integration LLC',
    text: `Keystone Alarm & Integration
Job Openings
View All Jobs

About Us
Keystone Alarm & Integration LLC designs, installs and monitors intrusion, access control and video surveillance systems for businesses, schools and apartment communities across western Pennsylvania. We're locally owned, with 45 employees and our own UL-listed monitoring center.

Security Systems Installer
Location: Pittsburgh, Pennsylvania
Department: Installation
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: $24.00 - $31.00 / hour
Apply for This Job

Description
We're growing our installation team and looking for an experienced installer for commercial projects.

Responsibilities
- Install and program intrusion panels (DSC, Honeywell Vista), access control (Brivo, Genetec) and IP cameras and NVRs
- Pull, terminate and label low-voltage cable, including Cat6 and composite access cable
- Mount devices, readers and door hardware to code
- Test systems and train customers on their use
- Keep accurate job notes and parts records in our service app

Requirements
- 2+ years of low-voltage or security installation experience
- Pennsylvania driver's license and clean driving record
- Comfortable working on ladders and lifts`,
  },
  {
    id: 'budget-officer-municipal-assembly-bulletin-ghana-capitals-head-directorate',
    half: 'tune',
    title: 'Budget Officer',
    company: 'Asante Akyem Central Municipal Assembly',
    text: `REPUBLIC OF GHANA
ASANTE AKYEM CENTRAL MUNICIPAL ASSEMBLY
P. O. BOX 48, KONONGO
Tel: 0322-000 415   Email: info@aacma.example.gov.gh

VACANCY ANNOUNCEMENT
Ref: AACMA/HR/VAC/02/25

The Asante Akyem Central Municipal Assembly, in line with the approval granted by the Office of the Head of Local Government Service, invites applications from suitably qualified persons to fill the vacancy below.

POSITION: BUDGET OFFICER
DEPARTMENT: Central Administration (Budget Unit)
NO. OF VACANCIES: 1

JOB DESCRIPTION
The Budget Officer will:
i. Assist in the preparation of the Assembly's annual composite budget and the Medium-Term Development Plan estimates
ii. Monitor budget implementation and prepare quarterly budget performance reports
iii. Track Internally Generated Funds (IGF) and District Assemblies Common Fund releases
iv. Support revenue mobilisation, including the updating of the property rate and business operating permit database
v. Prepare returns to the Regional Coordinating Council and the Ministry of Finance on time

QUALIFICATIONS
- First degree in Economics, Accounting, Finance or related field
- At least 2 years' relevant experience, preferably in local government
- Proficiency in the Hyperion budget system and MS Excel`,
  },
  {
    id: 'optical-assistant-workable-nairobi-ltd-in-about-logo-line',
    half: 'unseen',
    title: 'Optical Assistant',
    company: 'Clearview Opticians Ltd',
    text: `Clearview Opticians logo
Clearview Opticians
View website
View all jobs

Optical Assistant
Nairobi, Nairobi County, Kenya
Retail
Full time
Apply for this job

Overview  Application

Description
Clearview Opticians Ltd is a Kenyan optical chain with nine branches in Nairobi, Mombasa and Kisumu, offering eye tests, spectacles, contact lenses and low-vision services.

We are looking for a friendly Optical Assistant for our Westlands branch at Sarit Centre.

Responsibilities
- Welcome clients, book appointments and run pre-tests (auto-refraction, tonometry) for the optometrist
- Help clients choose frames and explain lens options and prices
- Take measurements, fit and adjust spectacles and handle repairs
- Process orders to our lab and follow up on delivery
- Handle cash, M-Pesa and insurance claims (NHIF/SHA and private schemes)

Requirements
- Certificate or Diploma in Optical Dispensing or related field
- At least 1 year's experience in an optical shop or retail
- Good communication in English and Kiswahili

Apply for this job
Powered by Workable`,
  },
  {
    id: 'import-coordinator-rippling-los-angeles-inc-in-about-bare-header',
    half: 'tune',
    title: 'Import Coordinator',
    company: 'Pacific Crest Home Goods, Inc.',
    text: `Pacific Crest
All jobs

Import Coordinator
Supply Chain
Commerce, CA
Full-time
Apply now

About Pacific Crest
Pacific Crest Home Goods, Inc. designs and sells cookware, storage and tabletop products to major US retailers and on Amazon. We import about 2,500 containers a year from partner factories in China, Vietnam and India through the ports of Los Angeles and Long Beach.

About the role
The Import Coordinator manages inbound ocean shipments from booking to delivery at our warehouse in Commerce.

What you'll do
- Coordinate bookings with freight forwarders and follow shipments through ETD, ETA and arrival
- Review commercial invoices, packing lists and bills of lading for accuracy
- Work with our customs broker on entries, ISF filings and HTS classification questions
- Schedule drayage and warehouse appointments and manage demurrage and detention risk
- Keep our ERP (NetSuite) and tracking reports up to date

What you'll bring
- 2+ years of import or logistics coordination experience
- Knowledge of Incoterms and US customs documentation
- Excel skills (VLOOKUP, pivot tables)

Pay range: $58,000 - $68,000

Apply now`,
  },
  {
    id: 'diamond-driller-telegram-mubende-title-first-capitals-plural-ltd-footer',
    half: 'unseen',
    title: 'Diamond Driller',
    company: 'Rwenzori Drilling Services Ltd',
    text: `DIAMOND DRILLERS & DRILL OFFSIDERS NEEDED – MUBENDE
Uganda Jobs & Tenders 🇺🇬
channel · 61 208 subscribers

A mineral exploration drilling contractor is recruiting for a gold exploration project in Mubende District (fly-in/fly-out from Kampala, 21 days on / 7 off).

Positions:
1️⃣ Diamond Drillers (3)
2️⃣ Drill Offsiders (6)

Diamond Driller duties:
▪️ Operate surface diamond core drill rigs (Boart Longyear LF90, Atlas Copco CS14) on HQ and NQ core
▪️ Set up the rig, mix muds and run the drill string safely
▪️ Supervise and train offsiders on the rig
▪️ Complete daily drill reports, core recovery records and pre-start checks
▪️ Do basic rig maintenance

Requirements:
✔️ Minimum 3 years experience as diamond driller
✔️ Valid first aid certificate
✔️ Medical fitness

Send CV, copies of certificates and 2 referees to recruitment@rwenzoridrilling.example.ug before 15 March. Only shortlisted candidates will be contacted.

Rwenzori Drilling Services Ltd · Plot 22, Luthuli Avenue, Bugolobi, Kampala

👁 4.7K  10:22`,
  },
  {
    id: 'grader-operator-paylocity-ohio-inc-in-about-ampersand',
    half: 'tune',
    title: 'Motor Grader Operator',
    company: 'Dunmore Paving & Grading, Inc.',
    text: `Dunmore Paving & Grading
Current Openings
Back to all jobs

Motor Grader Operator
Chillicothe, OH
Full Time
Heavy Equipment
Apply
Share

Description
Dunmore Paving & Grading, Inc. is a family-owned site work and paving contractor building roads, subdivisions and commercial sites across southern Ohio since 1979. We work on ODOT, county and private projects.

We're looking for an experienced motor grader operator to run finish grade on our road and site crews.

Responsibilities
- Operate Cat 140 and 12M motor graders with GPS machine control (Trimble Earthworks) to finish grade subgrade and aggregate base
- Cut ditches and shape slopes to plan and stakes
- Perform daily inspections and greasing, and report maintenance needs
- Work safely around trucks, crews and traffic control

Requirements
- 3+ years of finish-grade motor grader experience
- Experience with GPS grade control systems
- CDL Class A preferred
- Valid driver's license and ability to travel to job sites in the region

Pay: $30 - $38 per hour based on experience, plus overtime during the season

Dunmore Paving & Grading is an Equal Opportunity Employer.

Powered by Paylocity`,
  },
  {
    id: 'housekeeping-attendant-ukg-lake-tahoe-ampersand-bracket-season-about-first',
    half: 'unseen',
    title: 'Housekeeping Attendant',
    company: 'Silver Lake Lodge & Spa',
    text: `Silver Lake Lodge & Spa Careers
Search Jobs  My Profile  Sign In

About us
Silver Lake Lodge & Spa is an 180-room mountain resort on the south shore of Lake Tahoe with a full-service spa, two restaurants and direct access to the ski lifts. We're locally owned and proud of it.

Housekeeping Attendant (Winter Season)
South Lake Tahoe, CA
Housekeeping
Seasonal, Full Time
$21.50 - $23.00 per hour
Apply Now

Job Details
Our Housekeeping Attendants make every guest's room feel like their own cabin. Join our team for the winter season, December through April.

Duties
- Clean and refresh guest rooms, suites and bathrooms to our standards, about 14 rooms per shift
- Make beds, replace linens and restock amenities
- Report maintenance issues and lost and found items
- Follow chemical safety procedures and use cleaning equipment correctly
- Help with public areas, the spa locker rooms and laundry when needed

Requirements
- Previous hotel housekeeping experience preferred but not required – we'll train you
- Available to work weekends and holidays

Perks: free ski pass, employee meals, spa discounts.`,
  },
  {
    id: 'associate-pastor-newspaper-classified-kingston-neighbours-church-sentence',
    half: 'tune',
    title: 'Associate Pastor',
    company: 'Mount Zion Covenant Church',
    text: `THE DAILY CHRONICLE   CLASSIFIEDS   SATURDAY, MARCH 1, 2025   C7

EMPLOYMENT

ACCOUNTS CLERK needed for hardware store, Half Way Tree. CXC Maths & English, Peachtree. Email: jobs@hwthardware.example.com

MOUNT ZION COVENANT CHURCH, a growing congregation of 650 members in Portmore, St. Catherine, invites applications for the position of ASSOCIATE PASTOR.
The Associate Pastor will assist the Senior Pastor in preaching and teaching, lead the youth and young adults ministry, coordinate small groups and outreach in the Portmore community, and provide pastoral care, counselling and hospital visits. He/she will also officiate at weddings and funerals as needed.
Requirements: Bachelor's degree in Theology or Pastoral Studies from a recognised seminary; ordained or licensed minister; at least 3 years' pastoral experience; strong preaching and counselling skills; valid driver's licence.
Submit application, CV, statement of faith and 2 references (one pastoral) to: The Church Secretary, Mount Zion Covenant Church, 12 Braeton Parkway, Portmore, or secretary@mountzioncovenant.example.org by March 21, 2025.

SECURITY GUARDS wanted. PSRA registered. Kingston & St. Andrew. Call 876-000-4411.

MATURE HELPER needed for family in Mandeville. Live-in, references required. 876-000-9870.`,
  },
  {
    id: 'dump-truck-operator-adp-texas-inc-in-eeo-bare-header',
    half: 'unseen',
    title: 'Articulated Dump Truck Operator',
    company: 'Fenwick Earthworks, Inc.',
    text: `Fenwick Earthworks
Career Center
Current Openings  Search  Sign In

Articulated Dump Truck Operator
Location: New Braunfels, TX
Job ID: 2025-0087
Job Type: Full Time
Salary: $23.00 - $28.00 Hourly
Apply
Back

Job Description
Fenwick Earthworks moves dirt for highway, subdivision and solar farm projects across central Texas. Our fleet includes 40 articulated haul trucks, dozers, scrapers and excavators, and our crews have worked on everything from I-35 widenings to 300-acre master-planned communities.

We are hiring Articulated Dump Truck (ADT) Operators for our New Braunfels and San Marcos projects.

Responsibilities
- Operate Cat 745 and Volvo A40 articulated trucks to haul and dump material safely on site
- Follow haul road rules, spotter directions and loading procedures
- Complete pre-shift inspections and report defects
- Keep trucks clean and fluids checked
- Work with dozers and scrapers to keep production moving

Qualifications
- 1+ year ADT or off-road haul truck experience
- Able to pass a pre-employment drug screen
- OSHA 10 preferred

Fenwick Earthworks, Inc. is an Equal Opportunity Employer. E-Verify participant.`,
  },
  {
    id: 'etl-developer-oracle-recruiting-taguig-inc-in-about-req-number',
    half: 'tune',
    title: 'ETL Developer',
    company: 'Bayanihan Savings Bank, Inc.',
    text: `Bayanihan Savings Bank
Careers
Job Search  My Profile  Sign In

Search for jobs
Jobs > ETL Developer

ETL Developer
Taguig City, Metro Manila, Philippines
Posting Date 02/17/2025
Requisition ID 25000412
Apply Now
Share

Job Info
Job Identification: 25000412
Job Category: Information Technology
Job Schedule: Full time
Locations: BSB Tower, 5th Avenue, Bonifacio Global City, Taguig City

Job Description
Bayanihan Savings Bank, Inc. is a thrift bank serving 1.2 million depositors and small businesses through 140 branches and our mobile app. Our Data & Analytics team builds the data warehouse that feeds regulatory reports to the BSP, risk models and management dashboards.

We are looking for an ETL Developer to build and maintain data pipelines into our enterprise data warehouse.

Responsibilities:
- Design, develop and maintain ETL jobs in Informatica PowerCenter and Azure Data Factory
- Write and tune complex SQL and stored procedures on Oracle and SQL Server
- Load data from core banking, loans and card systems into the warehouse and data marts
- Monitor nightly batch runs and resolve failures within SLA
- Document data mappings and lineage

Qualifications:
- Graduate of Computer Science, IT or related course
- At least 3 years of ETL development experience, preferably in banking
- Strong SQL and data warehousing (Kimball) knowledge`,
  },
  {
    id: 'food-truck-cook-facebook-page-austin-sentence-only-no-legal-form',
    half: 'unseen',
    title: 'Food Truck Cook',
    company: 'Smoke & Tortilla',
    text: `Smoke & Tortilla
4.8 ★ (312 reviews) · Food truck · Austin, TX
Follow   Message   Order online

Smoke & Tortilla
February 26 at 4:12 PM · 🌎

🔥🌮 WE'RE HIRING 🌮🔥

Our truck at the East 6th food park is busier than ever (thank you, Austin!!) and we need another cook on the line. Come join the Smoke & Tortilla family as a Food Truck Cook 🙌

What you'll do:
🔥 Run the flat top and fryer during service – brisket tacos, quesadillas, elote, breakfast tacos on weekends
🔥 Prep: slice brisket, make salsas, press tortillas, portion everything before open
🔥 Keep the truck spotless and follow food safety rules
🔥 Help load and unload at the commissary

What we need:
✅ At least 6 months line cook experience (food truck experience = bonus points)
✅ Texas Food Handler card
✅ Available Thursday–Sunday evenings, some lunches
✅ Fast, clean and chill under pressure 😎

$17–$19/hr + tips (tips are 🔥)

DM us or email jobs@smokeandtortilla.example.com with a little about you!

👍❤️ 214   38 comments   22 shares`,
  },
  {
    id: 'band-director-school-district-bulletin-california-dash-school-district-not-school',
    half: 'tune',
    title: 'Band Director',
    company: 'Cedar Hollow Unified School District',
    text: `Cedar Hollow Unified School District
Human Resources · Certificated Employment
Home  Departments  Employment  Board of Education

CERTIFICATED JOB POSTING
Posting #: C-25-061
Position: Band Director – Mesa Verde High School
FTE: 1.0
Work Year: 185 days
Salary: Certificated Salary Schedule, $62,418 – $118,906 (Class I–V), plus $3,000 music stipend
Opening Date: February 24, 2025
Closing Date: March 14, 2025 at 4:00 p.m.

Apply online through EDJOIN.

Position Summary
Under the direction of the site principal, the Band Director leads the instrumental music program at Mesa Verde High School, including concert band, wind ensemble, jazz band and the 120-member marching band and color guard.

Essential Functions
- Plan and teach daily instrumental music classes aligned to the California Arts Standards
- Direct rehearsals and performances, including football games, parades and festivals
- Manage the music budget, instrument inventory, uniforms and travel
- Work with the band boosters and communicate with parents
- Supervise students at after-school rehearsals and trips

Minimum Qualifications
- Valid California Single Subject Teaching Credential in Music
- English Learner Authorization (CLAD or equivalent)`,
  },
  {
    id: 'waste-diversion-coordinator-city-bulletin-canada-class-working-title',
    half: 'unseen',
    title: 'Waste Diversion Coordinator',
    company: 'City of Port Alder',
    text: `City of Port Alder
Residents  Business  City Hall  Careers
Search

Careers > Current Opportunities

JOB POSTING
Competition No.: 2025-037
Classification: Environmental Technologist 2
Working Title: Waste Diversion Coordinator
Department: Engineering & Public Works
Division: Solid Waste Services
Status: Regular Full-Time
Union: CUPE Local 0000
Salary: $38.42 – $44.07 per hour (2025 rates)
Closing Date: March 12, 2025

The City of Port Alder is a growing coastal community of 62,000 residents on the Sunshine Coast Regional corridor. Our Solid Waste Services team collects garbage, recycling and organics from 21,000 households and runs the city's recycling depot.

Position Summary
Reporting to the Solid Waste Supervisor, the Waste Diversion Coordinator plans and delivers programs that keep recyclables and organics out of the landfill.

Key Duties
- Coordinate the curbside organics and recycling programs, including contamination audits and cart tagging
- Develop education campaigns, school presentations and multilingual materials
- Work with multi-family buildings and businesses to set up recycling and organics programs
- Track diversion data and prepare reports to Council and the regional district
- Support the recycling depot and special collection events`,
  },
  {
    id: 'plant-propagator-agency-email-westland-client-unnamed-bv-signature-second-language',
    half: 'tune',
    title: 'Plant Propagator',
    company: 'GroenWerk Uitzendbureau B.V.',
    text: `From: Sanne de Wit <sanne.dewit@groenwerk.example.nl>
Sent: Tuesday, 18 February 2025 11:04
To: Tomasz Kowalczyk
Subject: Vacancy Plant Propagator - Westland - start March

Hello Tomasz,

Thank you for your registration on our website. I have a vacancy that I think fits your experience in the greenhouse in Poland very well.

Position: Plant Propagator
Location: Honselersdijk (Westland)
Hours: 40 hours/week, Monday - Saturday in rotation
Start: 10 March 2025
Salary: €15,20 gross per hour + 8% holiday pay

Our client is a young plant nursery that grows tomato, cucumber and pepper seedlings and grafted plants for greenhouse growers in the Netherlands and Germany.

Your tasks:
- Sowing and grafting of tomato and cucumber plants (splice and tube grafting)
- Taking cuttings and spacing of the young plants on the tables
- Checking the plants for diseases and pests and reporting to the head grower
- Keeping the climate cells and work area clean and hygienic

What we ask:
- Minimum 1 year experience in propagation or grafting in horticulture
- Fast and precise with your hands
- Basic English or Dutch

We arrange housing near the work (€110 per week) and bicycle.

If you are interested, please reply to this email or call me. I can plan an intake by video call this week.

Met vriendelijke groet / Kind regards,

Sanne de Wit
Recruiter Horticulture
GroenWerk Uitzendbureau B.V.
Naaldwijk | +31 174 000 221`,
  },
  {
    id: 'freight-forwarder-agency-site-singapore-client-named-pte-ltd-dash-specialty',
    half: 'unseen',
    title: 'Freight Forwarder, Sea Freight',
    company: 'Straits Meridian Shipping Pte Ltd',
    text: `MERLION TALENT
Jobs  Employers  About  Contact
EA Licence No. 00C0000

Job search > Logistics & Supply Chain

Freight Forwarder - Sea Freight
Location: Singapore (Tuas)
Job type: Permanent, Full Time
Salary: SGD 3,800 - 4,800 per month
Job ref: MT-LG-2211
Consultant: Jasmine Koh (R2100000)
Apply now

Our client, Straits Meridian Shipping Pte Ltd, is an established regional freight forwarder with offices in Singapore, Malaysia and Indonesia, handling FCL and LCL sea freight for manufacturers and traders.

They are looking for a Freight Forwarder to join their sea freight export team.

Responsibilities:
- Handle sea freight export shipments from booking to delivery, FCL and LCL
- Obtain rates from shipping lines and prepare quotations for customers
- Prepare and check shipping documents: bills of lading, permits (TradeNet) and certificates of origin
- Coordinate with hauliers, warehouse and overseas agents
- Update shipment status in CargoWise and resolve customer queries

Requirements:
- Diploma in Logistics or related field
- 2 years' sea freight forwarding experience
- Hands-on experience with CargoWise One and TradeNet

We regret that only shortlisted candidates will be notified.
Merlion Talent Pte Ltd | EA Licence No. 00C0000`,
  },
  {
    id: 'tower-crane-operator-agency-site-melbourne-client-unnamed-pty-ltd-in-footer',
    half: 'tune',
    title: 'Tower Crane Operator',
    company: 'Hardhat Labour Solutions Pty Ltd',
    text: `HARDHAT
Labour Hire & Recruitment
Find a job  Employers  Safety  About us  Contact
Call 1300 000 427

Jobs > Construction > Victoria

Tower Crane Operator
Melbourne CBD, VIC
Full time · Long-term contract
$65 – $72 per hour + site allowances (EBA rates)
Apply now

Our client, a tier-one commercial builder, is currently delivering a 48-level residential tower in Melbourne's CBD and requires an experienced Tower Crane Operator for the remainder of the project (approx. 18 months).

The role:
- Operate a luffing tower crane (Favelle Favco / Liebherr) for structure and façade lifts
- Carry out daily pre-start inspections and log book entries
- Work closely with dogmen and riggers using two-way radio
- Follow lift plans and wind speed limits and stop work when unsafe
- Attend daily pre-starts and toolbox talks

About you:
- High Risk Work Licence – CT (Tower Crane)
- Construction Induction (White Card)
- Minimum 3 years tower crane experience on high-rise projects, luffing preferred
- Current CFMEU ticket

Apply now or call our construction team on 1300 000 427.

Hardhat Labour Solutions Pty Ltd · ABN 00 000 000 000 · Licensed labour hire provider (VIC LH-000000)`,
  },
  {
    id: 'junk-removal-crew-member-franchise-careers-raleigh-franchisee-llc-in-footer-brand-header',
    half: 'unseen',
    title: 'Junk Removal Team Member',
    company: 'NR Hauling Ventures LLC',
    text: `HAUL HEROES
Junk Removal · Donation · Recycling
Book Online   Locations   Franchise With Us   Careers

Careers > North Raleigh, NC

Junk Removal Team Member
Haul Heroes of North Raleigh
Raleigh, NC 27615
Full-time & Part-time
$16 – $19/hr + tips
Apply Now

Make money, stay active and keep stuff out of the landfill! Haul Heroes of North Raleigh is growing and we're looking for hard-working, upbeat team members to run our junk removal trucks.

What you'll do
• Drive (or ride in) our trucks to homes and businesses across North Raleigh, Wake Forest and Cary
• Load furniture, appliances, yard waste and construction debris safely
• Give customers upfront pricing on site and take payment with our app
• Sort loads for donation and recycling at our partner centers
• Keep the truck clean and organized

What we're looking for
• 18+ with a valid driver's license and a clean driving record
• Able to lift 75 lbs with a team partner
• Great attitude and customer service

Each Haul Heroes location is independently owned and operated. Haul Heroes of North Raleigh is owned and operated by NR Hauling Ventures LLC, an equal opportunity employer.`,
  },
  {
    id: 'clinical-pharmacist-health-network-careers-adelaide-dash-specialty-government-network',
    half: 'tune',
    title: 'Clinical Pharmacist, Emergency Department',
    company: 'Riverlands Local Health Network',
    text: `SA Health Careers
Search jobs  Job alerts  Working with us  Help
Login

Riverlands Local Health Network
Job details

Clinical Pharmacist - Emergency Department
Job Reference: 918402
Location: Riverlands General Hospital, Elizabeth Vale
Classification: AHP2
Salary: $86,932 - $101,446 p.a. + super + salary packaging
Employment Type: Ongoing, Full-time
Closing Date: 16/03/2025
Apply

About the role
Riverlands Local Health Network runs three hospitals and community health services across Adelaide's northern suburbs and the Barossa. Our Pharmacy Department provides clinical, dispensing, aseptic and medicines information services around the clock.

We are seeking a Clinical Pharmacist to join our Emergency Department team, working alongside ED doctors, nurse practitioners and our pharmacy technicians.

Key responsibilities:
- Take best possible medication histories and conduct medication reconciliation for ED admissions
- Review medication charts and advise on safe, effective prescribing
- Support antimicrobial stewardship and high-risk medicine protocols
- Provide medicines education to patients, carers and ED staff
- Participate in the weekend and public holiday roster

Essential:
- General registration as a Pharmacist with AHPRA
- Current DHS Working with Children Check and NPC`,
  },
  {
    id: 'admissions-officer-university-careers-limerick-dash-market-bracket-grade-department-line',
    half: 'unseen',
    title: 'Admissions Officer, International',
    company: 'Shannonside University',
    text: `Shannonside University
Study  Research  Campus Life  About  Careers
Search  Gaeilge

Careers > Vacancies > Administrative, Technical and Support

Admissions Officer - International (Administrator Grade IV)
Job reference: SU-ADM-0325
Department: Global Engagement Office
Contract: Permanent, whole-time
Salary: €44,283 - €54,108 per annum
Closing date: 12 noon, Friday 14 March 2025
Apply online

The Role
Shannonside University welcomes more than 2,800 international students from over 90 countries to our campus in Limerick each year. The Global Engagement Office manages international recruitment, admissions and student arrival.

The Admissions Officer - International will manage the assessment and processing of applications from non-EU undergraduate and postgraduate applicants.

Key duties and responsibilities:
- Assess international qualifications and English language test results against entry requirements
- Issue offers and manage deposits, deferrals and conditional offers in our student records system (Banner)
- Advise applicants, agents and partner institutions by email, phone and webinar
- Prepare documentation for student visa and immigration purposes
- Produce weekly application and conversion reports

Essential requirements:
- Primary degree (NFQ Level 7)
- At least 2 years' experience in admissions or a similar high-volume administrative role`,
  },
]
