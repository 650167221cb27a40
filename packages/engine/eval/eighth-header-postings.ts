/*
 * Eighth header set (issue 15): 80 tops of job ads as a job seeker pastes them; it measures only how the
 * engine reads the job title and the company.
 *
 * Who wrote it: helper job63, from its prompt alone. What it read: the task prompt and common rules, the
 * labelling rules (rules.md, with the readings earlier sets added), the list of occupation ids already used
 * (to pick 80 occupations no earlier id names) and the HeaderPosting interface. It read no engine source, no
 * bench, no doc and no other eval file's postings, and ran nothing but a parse check of this file. Labels were
 * written with each posting's text, from the text alone, before any run.
 *
 * Counts: 80 postings, 80 occupations (one each); halves alternate in file order starting with 'tune'
 * (40 tune, 40 unseen); 40 are written in the English of a second-language writer (ids end -second-language).
 *
 * Shapes: applicant-tracking pages 20 (Workday, Occupop, SmartRecruiters, Oracle Recruiting Cloud, PageUp,
 * d.vinci, Traffit, Teamtailor, JobAdder, Dayforce, BambooHR, Workable, Homerun, Factorial, iCIMS, Recruitee,
 * SuccessFactors, Jobvite, Comeet, and Lever on an employer-of-record page); job boards 21 (Indeed, Totaljobs,
 * InfoJobs Italia, BrighterMonday, Bdjobs, s1jobs, JobThai, jobsDB, Careers24, Alfred, MojPosao, CV.lv, hh.kz,
 * jobs.ge, Net-Empregos, Computrabajo, naukrigulf, topjobs.lk, GoZambiaJobs, Jobberman, and a Google for Jobs
 * card); chats and social posts 8 (Facebook page, WhatsApp chat, Instagram, Facebook group, LinkedIn post,
 * Hacker News "Who is hiring?" comment, Reddit post, WhatsApp group); emails 6 (two forwarded, one of them
 * an agency's with a "Position:" line; three direct with a "Position:" line, from the employer, from an agency
 * naming its client and from an agency whose client is unnamed; one agency recruiter's without one); classifieds 5
 * (Gumtree, Craigslist, leboncoin, a newspaper page, a notice-board flyer with tear-off tabs); government
 * bulletins 7 (a Canadian municipality, a US county on governmentjobs.com, an Indian statutory board, a
 * Namibian authority, an English borough council, a Singapore statutory board, a Philippine municipality);
 * school and university bulletins 5 (EdJoin for a school district, an academy trust, a Chilean university, a
 * Lithuanian college, a New Zealand polytechnic); careers pages 8 (five with the about-us block before the job).
 *
 * Legal forms by country: Singapore Pte. Ltd.; Ireland Limited, Ltd; Belgium NV; Turkey A.Ş.; Australia Pty Ltd
 * and "the trading name of"; Germany GmbH & Co. KG; Poland sp. z o.o.; Czechia s.r.o.; New Zealand Limited and "a
 * division of"; Canada Corporation, Ltd.; United States LLC, ", LLC", PLLC, Inc., dba; Botswana (Pty) Ltd;
 * Netherlands B.V.; Spain S.L.; Denmark ApS; Mexico S.A. de C.V.; Israel Ltd.; Brazil Ltda.; United Kingdom Ltd,
 * LLP, t/a, a charity and company limited by guarantee; Italy S.n.c.; Kenya Limited; Bangladesh Ltd.; Thailand
 * Co., Ltd.; Hong Kong Limited; South Africa (Pty) Ltd; Iceland ehf.; Croatia d.o.o.; Latvia SIA (before the
 * name); Kazakhstan TOO with guillemets (before); Georgia LLC; Portugal Lda.; Peru S.A.C.; Qatar W.L.L.; Sri Lanka
 * (Pvt) Ltd and PLC; Zambia Limited; Nigeria Limited; Nepal Pvt. Ltd.; Uganda Ltd; Rwanda Ltd; Norway AS; Tanzania
 * Cooperative Society Ltd; Cyprus Ltd; Jamaica Limited; Malaysia Sdn. Bhd.; France SAS and EARL (before); Fiji Pte
 * Limited; Lithuania VšĮ (before); Bulgaria EOOD; India Pvt. Ltd.; Maldives a brand without a form.
 *
 * Countries (53): Singapore, Ireland, Belgium, Turkey, Australia, Germany, Poland, Czechia, New Zealand,
 * Canada, United States, Botswana, Netherlands, Spain, Denmark, Mexico, Israel, Brazil, United Kingdom, Italy,
 * Kenya, Bangladesh, Thailand, Hong Kong, South Africa, Iceland, Croatia, Latvia, Kazakhstan, Georgia, Portugal,
 * Peru, Qatar, Sri Lanka, Zambia, Nigeria, India, Nepal, Uganda, Rwanda, Norway, Tanzania, Cyprus,
 * Jamaica, Malaysia, France, Fiji, Namibia, Philippines, Chile, Lithuania, Maldives, Bulgaria.
 *
 * Labelling rules as applied, in short:
 * - title: as printed, keeping seniority, level and grade words written into it ("Senior", "I", "Apprentice");
 *   a specialty, team, practice area, product area or vessel type after a dash is kept after a comma; a place,
 *   employer, shift, schedule, season, employment type, pay, number or slogan after a dash or in brackets is
 *   dropped, as are brackets holding a level, section, department, licence, language, tool list or gender
 *   marker; capitals become title case; a plural becomes singular; a two-language slash title gives its English
 *   half; a title only in a lower-case sentence is labelled in title case without employment-type words and
 *   without "experienced"; a hiring phrase around a title ("WE ARE HIRING", "WANTED") is not part of it; a
 *   bulletin's working title wins over its class title; an email's "Position:" line wins over its subject.
 * - company: the employer as printed with its legal form, before or after the name, kept exactly ("The" only
 *   where the name prints it, not where it opens a sentence); guillemets after a form printed before the name
 *   are dropped; government: the jurisdiction or agency, not the "Department:"/"Directorate:" line; school
 *   district or academy trust, not the school; university or college, not the faculty; agency ads: the client
 *   when named, else the agency; franchise ads: the owner that hires, not the brand; "X Ltd t/a Y", "dba Y" and
 *   "Y is the trading name of X" give Y; "X, a division of Y" gives X; a brand that says it is part of a group
 *   gives the brand; a bare name in a header and the suffixed name in the text give the suffixed name; a legal
 *   name only in a footer or closing line wins over a brand or page name; capitals in a head and ordinary case
 *   in the text give the text's form; a name printed only in capitals is put in title case with its form as
 *   printed; a mining contractor employing its own crews is the employer; a forwarded email is labelled from
 *   the forwarded ad, and a recruiter's signature is not the employer.
 *
 * Readings this set adds where the rules are silent (applied the same way throughout):
 * - A Google for Jobs card's "via X" and "Apply on X" lines name boards, not the employer; the card's bare
 *   employer name yields to the suffixed name in its description ("Carrigmore Racing Ltd").
 * - A Hacker News "Who is hiring?" comment's first line ("Company | Role | Place | ONSITE | type | pay") gives
 *   the company from its first field (with its legal form) and the title from the role field; the rest is
 *   dropped like a board line.
 * - Fields after a vertical bar on a title line ("Videographer | Kigali, Rwanda | Full-time") are read like
 *   what follows a dash; a "#Hiring" hashtag and emojis around a title are chrome.
 * - An employer of record hiring on behalf of a client it names is read as an agency naming its client: the
 *   client ("Kitsune Forge Games Ltd.").
 * - A registration, charity, company or licence number, or a share capital, printed beside a name ("Reg. No.
 *   1782/064/065", "(EA License No. JTKSM 1148)", "Registered charity no. ...") is not part of the name.
 * - A title printed in two languages side by side without a slash ("Registered Chinese Medicine Practitioner
 *   註冊中醫師") is labelled with its English half, as with a slash.
 * - A bracket holding the title's abbreviation ("(OHNP)") or a product line ("(Nitrile Gloves)") is dropped
 *   like the other brackets.
 * - A pay grade after a dash ("Markets Officer – Grade 6") is pay and is dropped; a grade or group in brackets
 *   ("(SG 10)", "(Group-C)", "(3rd Year)") is a level and is dropped.
 * - A river or beat after a dash ("Ghillie – River Spey") is a place and is dropped.
 * - A Reddit "[Hiring]" tag is chrome, and the project joined by "for" ("Book Indexer for a 520-page regional
 *   history") is dropped like a unit after "for"; the employer is the one the closing signature names.
 * - A notice-board flyer whose employer is printed only on its tear-off tabs is labelled with that name, as a
 *   closing line.
 * - A Roman numeral in a title printed in capitals stays in capitals ("PARK NATURALIST I" -> "Park Naturalist
 *   I"); an abbreviation in a title keeps its capitals ("NPD").
 * - A trade title that reads like a name or a joke ("IRON MAN" for a garment presser) is labelled as printed,
 *   in title case.
 * - An email with no "Position:" line takes its title from the subject line, dropping the place and pay
 *   fields and the bracket there; "Live-in" on a "Position:" line is an arrangement, dropped like a type.
 * - A brand that says it is part of a group and also prints its own legal name ("Lagoon Veda Resort (Pvt) Ltd,
 *   a member of Ceylon Shore Hotels PLC") is labelled with its own legal name, never the group's.
 * Written by Tailor contributors (CC0).
 */
import type { HeaderPosting } from './header-postings.ts'

export const eighthHeaderPostings: HeaderPosting[] = [
  {
    id: 'flavourist-workday-singapore-brand-of-group-dash-specialty',
    half: 'tune',
    title: 'Senior Flavourist, Savoury',
    company: 'Aromaline Pte. Ltd.',
    text: `Aromaline Careers
Search for Jobs | Sign In

Senior Flavourist – Savoury
locations: Singapore - Tuas Innovation Centre
time type: Full time
posted on: Posted 5 Days Ago
job requisition id: R-004417
Apply

Aromaline Pte. Ltd. creates taste solutions for food and beverage makers across South-East Asia. We are part of the Kessler Taste Group, and we hire, create and sell under our own name from our Tuas centre.

About the role
As Senior Flavourist in our savoury team you will build reaction flavours, seasonings and meat-free profiles for noodle, snack and ready-meal customers from Jakarta to Manila. You will lead two junior flavourists and sit with the application lab every week.

What you bring
- Certified flavourist (Society of Flavor Chemists, BSF or equivalent) with 8+ years in savoury
- Deep knowledge of Maillard reaction flavours and yeast extracts
- Experience briefing and presenting to regional customers
- Comfortable with regulatory checks for halal and FEMA GRAS materials
- Mandarin or Bahasa Indonesia is an advantage

Kessler Taste Group is an equal opportunity employer.`,
  },
  {
    id: 'reflexologist-occupop-tralee-bare-header-bracket-type',
    half: 'unseen',
    title: 'Reflexologist',
    company: 'Soleil Wellness Clinic Limited',
    text: `Soleil Wellness
Jobs powered by Occupop
← All vacancies

Reflexologist (Part-Time)
📍 Tralee, Co. Kerry   💼 Part-time, 20 hours   💶 €24 – €28 per hour
Closing date: 14 March

Apply now  |  Share

About us
Soleil Wellness Clinic Limited runs a busy complementary therapy and physiotherapy clinic on Denny Street, Tralee, with a team of eleven therapists. Many of our clients come to us through fertility clinics and palliative care nurses, so calm, careful practice matters to us.

The role
We are looking for a qualified reflexologist to take on three days a week, including one late evening until 8pm and alternate Saturdays. You will see your own clients, keep treatment notes on our booking system and take part in our monthly peer supervision.

What we need from you
• Recognised diploma in reflexology (Level 5 or higher)
• Membership of a professional body with full insurance
• At least two years' experience treating clients
• Maternity or fertility reflexology training is a plus
• Warm manner and good listening skills`,
  },
  {
    id: 'marine-engineer-smartrecruiters-antwerp-dash-vessel-type-second-language',
    half: 'tune',
    title: 'Marine Engineer, Trailing Suction Hopper Dredgers',
    company: 'Scheldemond Dredging NV',
    text: `Scheldemond Dredging NV
Marine Engineer – Trailing Suction Hopper Dredgers
Antwerp, Belgium · Full-time · Rotation 4 weeks on / 4 weeks off

Company Description
Scheldemond Dredging NV is Belgian family company since 1962, we are operating fleet of 14 dredgers and multicats on projects in Europe, West Africa and Middle East. For our growing fleet we search motivated engineers who want to work on board of big hopper dredgers.

Job Description
As Marine Engineer you are responsible together with Chief Engineer for the good working of main engines, dredge pumps and all auxiliary systems on board. You make the planned maintenance in our system, you do the watch in engine control room and you help with the dry-dock preparation.

Qualifications
- Certificate of Competency as Second Engineer (STCW III/2) or higher
- Minimum 3 years sea experience, dredging experience is big plus
- Knowledge of MAK or Wärtsilä engines
- Good English, Dutch is advantage
- Valid medical and seaman's book

I'm interested    I'm not interested
Powered by SmartRecruiters`,
  },
  {
    id: 'baggage-handler-oracle-istanbul-bilingual-bracket-shift-second-language',
    half: 'unseen',
    title: 'Baggage Handler',
    company: 'Anadolu Yer Hizmetleri A.Ş.',
    text: `Anadolu Yer Hizmetleri – Kariyer
Job Search > Job Details

Bagaj Operatörü / Baggage Handler (Vardiyalı)
Istanbul Sabiha Gökçen Airport, İstanbul, Türkiye
Job Identification 31877
Posting Date 02/03/2027, 09:14 AM
Job Schedule Full time
Apply Now   Share

Anadolu Yer Hizmetleri A.Ş. is providing ground handling to more than 40 airlines in six Turkish airports. We are recruit baggage handlers for our Sabiha Gökçen station for summer peak and after it as permanent staff.

Job Description
You will load and unload the baggage, cargo and mail to aircraft holds and ULD's, drive the baggage tractors on apron and make the sorting in baggage hall according to flight. Work is in 3 shift system including nights, weekends and holidays, transportation service is provided by the company.

Requirements
• High school graduate
• B class driving license, minimum 1 year
• Physically fit for lifting up to 32 kg
• Able to work in rotating shifts
• Basic English is preferred
• Completed military service for male candidates`,
  },
  {
    id: 'dragline-operator-pageup-moranbah-mining-contractor-dash-roster',
    half: 'tune',
    title: 'Dragline Operator',
    company: 'Brolga Mining Services Pty Ltd',
    text: `Careers at Brolga Mining Services
Current opportunities > Operations

Dragline Operator – FIFO 7/7 Roster
Job no: 508213
Work type: Full time
Location: Moranbah, QLD (FIFO ex Brisbane)
Categories: Mining Operations
Apply   Email to a friend

Brolga Mining Services Pty Ltd is an owner-operator mining contractor. We employ our own crews and run the overburden removal at a client's open-cut coal mine south of Moranbah, under a five-year contract that began in 2025.

About the role
We're after an experienced Dragline Operator to join our crew on a 7 on / 7 off even-time roster, 12.5-hour day and night shifts. You'll operate a Marion 8050 to plan, dig and spoil overburden to design, working closely with the dragline planners and survey.

About you
- Current Queensland dragline ticket and verified hours on large walking draglines
- Standard 11 (G1) Coal Board Medical and generic induction
- Ability to work rotating day/night shifts
- Strong understanding of dig plans, key cuts and bench preparation
- Clean safety record

What's on offer
Top-tier hourly rates, flights from Brisbane, single-room camp and a 12% super contribution.

Applications close 28 April 2027.
Powered by PageUp`,
  },
  {
    id: 'heat-treatment-operator-dvinci-remscheid-bilingual-gender-second-language',
    half: 'unseen',
    title: 'Heat Treatment Operator',
    company: 'Voss Härterei GmbH & Co. KG',
    text: `Voss Härterei GmbH & Co. KG – Stellenangebote
Zurück zur Übersicht

Härtereifachkraft / Heat Treatment Operator (m/w/d)
Standort: Remscheid | Vollzeit | Schichtarbeit | ab sofort
Jetzt bewerben

Who we are
Since 1958 we harden, temper and nitride parts for tool makers and automotive suppliers in Bergisches Land. 85 colleagues work at our site in Remscheid in three shift operation, with vacuum furnaces, gas nitriding and induction hardening lines.

Your tasks
- You are loading and unloading of chamber furnaces and vacuum furnaces after work order
- Selection and control of the programs for hardening, tempering and nitriding
- Hardness testing (HRC, HV) and documentation of results in our ERP system
- Small maintenance on quench tanks and furnaces

Your profile
- Completed apprenticeship in metal trade, ideally as Werkstoffprüfer or Härter
- Experience with heat treatment of steel is desired
- Readiness for 3-shift work
- Forklift licence is a plus
- German at least B1, we also welcome English speaking colleagues

Contact: Frau Katrin Oberdick, +49 2191 55870-14
powered by d.vinci`,
  },
  {
    id: 'galvanizing-line-operator-traffit-opole-capitals-dash-shift-second-language',
    half: 'tune',
    title: 'Galvanizing Line Operator',
    company: 'Cynkownia Odra sp. z o.o.',
    text: `Cynkownia Odra sp. z o.o.
Kariera | Oferty pracy | GALVANIZING LINE OPERATOR – system 4-brygadowy

GALVANIZING LINE OPERATOR – system 4-brygadowy
Opole, opolskie
Umowa o pracę · pełny etat · 6 800 – 8 200 PLN brutto
APLIKUJ

We are hot-dip galvanizing plant in Opole, working for steel constructions, energy poles and road barriers. Since 2019 we are also exporting to Germany and Czech Republic, and because of second kettle we look for new operators.

Your responsibilities:
- preparing of steel elements for degreasing, pickling and fluxing
- operation of crane and dipping in zinc kettle according to technology card
- control of zinc coating thickness with gauge
- keeping order and safety on the workstation

We expect:
- experience in production (galvanizing or paint shop is big plus)
- overhead crane operator certificate (UDT)
- readiness for work in 4-brigade system, also nights
- good health, no contraindications to work in high temperature

We offer stable employment, meal allowance and transport from Prudnik and Krapkowice.

Oferta opublikowana przez Traffit`,
  },
  {
    id: 'crystal-glass-cutter-teamtailor-novy-bor-bilingual-second-language',
    half: 'unseen',
    title: 'Crystal Glass Cutter',
    company: 'Sklárna Bělá s.r.o.',
    text: `Sklárna Bělá
Jobs   Life at Sklárna Bělá   Departments   Locations

Brusič skla / Crystal Glass Cutter
Cutting Workshop · Nový Bor · On-site
Apply for this job

Sklárna Bělá s.r.o. is small glassworks in North Bohemia which is producing hand-cut crystal chandelier parts, vases and glasses for hotels and design brands in whole world. We are 60 people, and our cutters are the heart of company.

What you will do
You will cut and polish crystal by hand on diamond and stone wheels according to drawing and sample, make decor like stars, olives and flat cuts, and check your work on light. Experienced colleague will train you for our patterns during first months.

What we want
- Apprenticeship as glass cutter or experience in glass cutting (also from other glassworks)
- Good eye and steady hand, patience for fine work
- Reading of technical drawing
- Czech or Slovak language; for foreigners we help with the documents

Benefits: 5 weeks holiday, meal vouchers, bonus for quality, free glass from seconds shop 🙂

Teamtailor`,
  },
  {
    id: 'gasfitter-jobadder-christchurch-division-dash-specialty',
    half: 'tune',
    title: 'Gasfitter, Commercial',
    company: 'Tasman Flame Services',
    text: `Tasman Flame Services
Job Board | powered by JobAdder

Gasfitter – Commercial
Christchurch, Canterbury
Full time · $42 – $50 per hour + van
Reference: TFS-0314
Apply Now

Tasman Flame Services, a division of Kererū Building Group Limited, installs and services gas systems for schools, hospitals, restaurants and industrial sites across Canterbury and the West Coast.

We're growing our commercial team and need a registered Gasfitter who enjoys the bigger jobs - plant rooms, commercial kitchens, boiler changeovers and LPG reticulation on new builds.

What you'll be doing
• Installing and commissioning commercial gas appliances and pipework
• Servicing and fault-finding on boilers, burners and catering equipment
• Completing gas certificates and job sheets on our app
• Taking part in a one-in-five after-hours roster

What you'll need
• Registered or Certifying Gasfitter (PGDB)
• Class 1 driver licence (Full)
• Commercial experience preferred, LPG experience a bonus
• Site Safe passport or willingness to get one

Our team gets a fully stocked van, paid training towards your Certifying ticket and a yearly tool allowance.`,
  },
  {
    id: 'powerline-technician-dayforce-moncton-bracket-level-req',
    half: 'unseen',
    title: 'Powerline Technician Apprentice',
    company: 'Fundy Shore Power Corporation',
    text: `Fundy Shore Power Corporation
Candidate Home  >  Job Search  >  Job Details

Powerline Technician Apprentice (3rd Year) - Req 24117
Moncton, NB, Canada
Posted 9 days ago · Full-Time · Unionized (IBEW)
Apply

Fundy Shore Power Corporation owns and maintains more than 9,000 km of distribution line across southeast New Brunswick. Our crews keep the lights on through nor'easters, ice storms and hot summer peaks.

Position summary
Reporting to the Line Supervisor, the Powerline Technician Apprentice builds, maintains and repairs overhead and underground distribution systems up to 25 kV under the direction of a journeyperson. Work includes setting poles, stringing conductor, installing transformers and restoring power after storms.

Qualifications
- Completion of a recognized Powerline Technician pre-employment program
- Registered apprentice with 2nd-year hours completed
- Class 3 driver's licence with air brake endorsement (or obtain within 6 months)
- Valid First Aid/CPR and fall-protection training
- Willing to take part in the on-call rotation and work overtime during outages
- Bilingualism (English/French) is an asset

Wage: $36.90/hour, as per the collective agreement.

Powered by Dayforce`,
  },
  {
    id: 'cake-decorator-bamboohr-savannah-dba-the-dash-specialty',
    half: 'tune',
    title: 'Cake Decorator, Weddings & Celebrations',
    company: 'The Sugar Lantern',
    text: `The Sugar Lantern
Job Openings › Cake Decorator – Weddings & Celebrations

Cake Decorator – Weddings & Celebrations
Bakery · Savannah, Georgia
Employment Type: Full-Time
Minimum Experience: Experienced
Compensation: $18 – $23/hour DOE

Magnolia & Moss LLC dba The Sugar Lantern has been baking for Savannah's weddings, birthdays and galas since 2016. We run a storefront bakery on Bull Street, a dessert truck most weekends, and a busy custom-cake studio.

We're looking for a cake decorator who loves the big days: four-tier wedding cakes, sugar flowers, hand-painted details and the birthday cake that makes a six-year-old gasp. You'll work with our head decorator on designs and builds, then help deliver and set up at venues.

What you'll do
- Fill, stack, crumb-coat and finish cakes in buttercream and fondant
- Pipe, paint and model sugar flowers and decorations to design
- Deliver and assemble tiered cakes on site, often on Fridays and Saturdays
- Help behind the counter on quieter weeks

What you'll need
- 2+ years of professional cake decorating
- Food handler certification (ServSafe or equivalent)
- Valid driver's license and a clean record
- Able to lift 40 lbs

Apply for This Job
Powered by BambooHR`,
  },
  {
    id: 'safari-guide-workable-maun-dash-place',
    half: 'unseen',
    title: 'Professional Safari Guide',
    company: 'Mokoro Trails (Pty) Ltd',
    text: `Mokoro Trails (Pty) Ltd
View website   View all jobs

Professional Safari Guide – Okavango Delta
Maun, North-West District, Botswana
Hospitality · Full time · On-site
Apply for this job

Description
Mokoro Trails runs three small tented camps in the Okavango Delta and a mobile safari operation in the Central Kalahari. Our guests come for wildlife, walking and the quiet of the water, and our guides are the reason they come back.

We are looking for a Professional Safari Guide to lead game drives, mokoro excursions and guided walks from our Xakanaxa camp, on a rotation of eight weeks on and three weeks off.

Requirements
- Botswana Professional Guide licence (walking endorsement a strong advantage)
- Minimum three years guiding in the Delta or Moremi
- Valid Botswana driving licence and first aid certificate
- Excellent bird and plant knowledge alongside big game
- Warm, confident storyteller with excellent English

Benefits
- Accommodation and meals in camp
- Travel from Maun on rotation
- Gratuities shared across the guiding team

Powered by Workable`,
  },
  {
    id: 'lexicographer-homerun-leiden-bracket-language-second-language',
    half: 'tune',
    title: 'Lexicographer',
    company: 'Woordhaven Uitgevers B.V.',
    text: `Woordhaven Uitgevers
Vacatures

Lexicographer (Dutch–English)
Leiden · 32–36 hours · Hybrid
Apply

Woordhaven Uitgevers B.V. is publishing bilingual dictionaries since 1921. Today our dictionaries are mostly online, used in schools, by translators and in apps of other companies via our API. For the new edition of Groot Woordenboek Nederlands–Engels we are looking for a lexicographer who will join our team of seven editors.

What will you do?
You write and revise dictionary entries: meanings, translations, example sentences and usage labels. You analyse corpus data to find new words and new meanings (think of "appen" or "boomer"), and you discuss difficult cases with our English native editors.

Who are you?
- Master in linguistics, translation or English language
- Native or near-native Dutch and excellent English
- Experience with corpus tools like Sketch Engine is a plus
- Eye for detail and consistency, you like rules but also the exceptions
- You can work with XML-based editing software (we will train you in our own tool)

We offer salary between €3.600 and €4.700 gross per month, 8% holiday allowance and a good pension.

Made with Homerun`,
  },
  {
    id: 'dubbing-director-factorial-barcelona-bilingual-second-language',
    half: 'unseen',
    title: 'Dubbing Director',
    company: 'Estudis Sonors del Llobregat, S.L.',
    text: `Estudis Sonors del Llobregat
Ofertas de empleo

Director/a de doblaje / Dubbing Director
📍 Sant Just Desvern, Barcelona   ⏱ Jornada completa   🏢 Presencial
Publicada hace 3 días
Inscribirme en la oferta

Estudis Sonors del Llobregat, S.L. is dubbing and sound post-production studio with 6 recording rooms, working for streaming platforms, TV channels and animation producers. We dub to Spanish and Catalan around 900 hours per year.

About the position
We search an experienced dubbing director to lead recording sessions of series and films in Spanish (Castilian). You will cast the voices together with the client, prepare the takes with the adapter, direct the actors in room and ensure lip sync and the quality requested by platform.

Requirements
- Minimum 5 years as dubbing director or 10 years as dubbing actor with direction experience
- Very good level of Spanish, Catalan is valuable
- Knowledge of Pro Tools and of the work with takes and TCR
- Understanding of English original versions
- Availability to work with deadlines and occasional Saturdays

We offer a permanent contract, salary according to convenio and experience, and the possibility to direct animation projects.

Powered by Factorial`,
  },
  {
    id: 'anesthesiologist-icims-roanoke-pllc-dash-specialty',
    half: 'tune',
    title: 'Anesthesiologist, Cardiac',
    company: 'Blue Ridge Anesthesia Partners, PLLC',
    text: `Careers | Blue Ridge Anesthesia Partners
Search Jobs   Join Our Talent Community   Log In

Anesthesiologist – Cardiac
Job ID 2027-1188
Location US-VA-Roanoke
Category Physician
Type Full-Time
Apply for this job online   Email this job to a friend   Refer

Overview
Blue Ridge Anesthesia Partners, PLLC is a physician-owned group of 64 anesthesiologists and 120 CRNAs providing anesthesia care at four hospitals and three surgery centers in southwest Virginia.

We are recruiting a fellowship-trained cardiac anesthesiologist to join our eight-member cardiac team at our flagship tertiary hospital, which performs about 900 open-heart cases a year along with TAVR, LVAD and thoracic surgery.

Responsibilities
- Provide anesthesia for cardiac, thoracic and vascular cases
- Perform and interpret intraoperative TEE
- Supervise CRNAs in a care-team model
- Share in the cardiac call schedule (about 1 in 8)

Qualifications
- MD or DO; board certified or board eligible in Anesthesiology
- Completed ACGME cardiothoracic anesthesiology fellowship
- NBE Advanced PTEeXAM certification
- Virginia medical license (or eligible)

Partnership track in two years, full benefits and a generous relocation package.

EOE, including disability/veterans`,
  },
  {
    id: 'virologist-recruitee-roskilde-dash-specialty',
    half: 'unseen',
    title: 'Virologist, Veterinary Diagnostics',
    company: 'Nordvet Diagnostics ApS',
    text: `Nordvet Diagnostics
All jobs  ·  Roskilde, Denmark

Virologist – Veterinary Diagnostics
Laboratory · Full-time · Roskilde
Apply for this job

Nordvet Diagnostics ApS is a private diagnostic laboratory serving pig, poultry and cattle producers and practising vets across Scandinavia and the Baltics. Every day we test around 4,000 samples, from swine flu swabs to bulk milk.

The position
We are looking for a virologist to lead our virology section of eleven lab technicians. You will be responsible for the PCR and ELISA methods for diseases such as PRRS, avian influenza and BVD, and you will develop new assays when customers and authorities need them.

You will also:
- Validate and maintain methods under ISO/IEC 17025 accreditation
- Interpret results and advise veterinarians on sampling and diagnosis
- Follow disease trends and take part in outbreak response with the authorities

Your profile
- PhD in virology, molecular biology or veterinary science
- At least three years of experience with diagnostic PCR in an accredited lab
- Good knowledge of animal viral diseases
- Fluent English; a Scandinavian language is an advantage

Application deadline: 30 May. Interviews run continuously.

Powered by Recruitee`,
  },
  {
    id: 'offset-press-operator-successfactors-leon-bilingual-dash-shift-second-language',
    half: 'tune',
    title: 'Offset Press Operator',
    company: 'Grupo Impresor del Bajío, S.A. de C.V.',
    text: `Grupo Impresor del Bajío – Bolsa de Trabajo
Search Jobs  |  View Profile

Operador de Prensa Offset / Offset Press Operator – Turno Nocturno
Req ID: 12071
Location: León, GTO, MX, 37490
Posting Date: 8 Apr 2027
Apply now »

Company description
Grupo Impresor del Bajío, S.A. de C.V. is printing company with more than 30 years producing folding cartons, labels and commercial print for food, shoe and pharma industry in Bajío region. We have 4 plants and more than 600 collaborators.

Job description
We are looking for experienced offset press operator for the night shift in our packaging plant. You will prepare and operate Heidelberg Speedmaster press of 6 colors plus coating, make the make-ready, register and color adjustment according to the approved proof, and register the production in the system.

Requirements:
- Technical high school (bachillerato técnico) or equivalent
- 3 years minimum as offset press operator, preferably in packaging
- Knowledge of densitometer and spectrophotometer
- Availability for night shift (22:00 – 06:00)
- Live in León or near

We offer: salary above the law, savings fund, food coupons, transport, life insurance.`,
  },
  {
    id: 'ski-patroller-jobvite-big-sky-footer-legal-name-dash-season',
    half: 'unseen',
    title: 'Ski Patroller',
    company: 'Wapiti Ridge Mountain Resort, LLC',
    text: `WAPITI RIDGE
Careers   Benefits   Life on the Mountain   Search Jobs

Ski Patroller – 2027/28 Winter Season
Mountain Operations | Big Sky, MT | Seasonal
Apply   Refer a Friend

Patrol at Wapiti Ridge means 5,800 acres, 300 inches of snow and a crew that looks out for each other. We're building our patrol roster for the 2027/28 winter and want strong skiers with solid medical skills.

What you'll do
- Respond to injured guests and provide emergency care and transport on the hill
- Open and sweep terrain, set closures, signs and ropes
- Carry out avalanche control work as directed (after training)
- Help with lift evacuations and guest safety education

What you bring
- Current Outdoor Emergency Care (OEC) or EMT certification
- Advanced skiing ability in all terrain and conditions
- Current CPR/BLS for healthcare providers
- Avalanche Level 1 or Pro 1 preferred
- Must be 18 or older and able to work December through mid-April

Pay starts at $21.50/hour with returning-patroller bonuses, a free season pass and shared employee housing.

© 2027 Wapiti Ridge Mountain Resort, LLC. All rights reserved. An Equal Opportunity Employer.
Jobvite`,
  },
  {
    id: 'industrial-designer-comeet-herzliya-dash-specialty',
    half: 'tune',
    title: 'Industrial Designer, Medical Devices',
    company: 'Tzur Medical Design Ltd.',
    text: `Tzur Medical Design
Positions   About   Life at Tzur

Industrial Designer - Medical Devices
Design · Herzliya, Israel · Full-time · Hybrid
Apply for this position

Tzur Medical Design Ltd. is a product development house working for medtech start-ups and global device makers. Our designers, engineers and human-factors people have taken over 70 products to market, from insulin pumps to surgical robot consoles.

About the position
We're looking for an Industrial Designer to lead form and interaction concepts on handheld and bedside devices. You'll take projects from research and sketches to CAD surfaces and production-ready parts, working closely with mechanical engineers and our usability team.

Requirements
- B.Des in Industrial Design
- 4+ years of experience designing physical products, medical a strong plus
- Expert in SolidWorks or Creo surfacing; KeyShot rendering
- Knowledge of injection molding and design for manufacturing
- Familiar with the IEC 62366 usability process - advantage
- Excellent portfolio (please attach or link)

Powered by Comeet`,
  },
  {
    id: 'environment-artist-lever-employer-of-record-sao-paulo-bracket-tool-second-language',
    half: 'unseen',
    title: 'Environment Artist',
    company: 'Kitsune Forge Games Ltd.',
    text: `REMOTIA EOR
Environment Artist (Unreal Engine 5)
SÃO PAULO, BRAZIL (REMOTE) / ART – KITSUNE FORGE GAMES / FULL-TIME
Apply for this job

Remotia EOR Ltda. is employer of record, it means we hire and pay people in Brazil for companies from other countries. This position is on behalf of our client Kitsune Forge Games Ltd., independent game studio from Brighton, United Kingdom, that makes the fantasy RPG "Ashen Vale" and its expansions. You will be employed by Remotia with CLT contract, but all your daily work is with the Kitsune Forge art team.

What you will do
- Build environments for new regions of the game: blockout, modular kits, set dressing and lighting
- Create and optimise assets and materials in Blender, Substance and Unreal Engine 5
- Work with level designers to keep gameplay readability
- Profile and fix performance problems with tech art team

What we look for
- 3+ years as environment artist on shipped game(s)
- Strong portfolio with stylised or fantasy environments
- Good knowledge of Unreal Engine 5 (Nanite, Lumen, PCG is plus)
- Advanced English for daily communication
- Available to overlap 4 hours with UK time

Benefits: CLT, health plan, meal voucher, home office allowance, new PC setup 🎮

Jobs powered by Lever`,
  },
  {
    id: 'clockmaker-indeed-shrewsbury-trading-as-the-bracket-department',
    half: 'tune',
    title: 'Clockmaker',
    company: 'The Clock Loft',
    text: `indeed
Find jobs   Company reviews   Salary guide

Clockmaker (Restoration Workshop)
The Clock Loft
Shrewsbury SY1
£26,000 – £31,000 a year - Full-time
Apply now   ♡

Job details
Pay: £26,000 – £31,000 a year
Job type: Full-time, Permanent
Shift and schedule: Monday to Friday

Full job description
Hartwell & Rye Ltd t/a The Clock Loft restores, repairs and sells antique clocks from our workshop and showroom near the English Bridge. We look after longcase, bracket, carriage and skeleton clocks for private owners, dealers and a handful of historic houses.

We are looking for a clockmaker to join our workshop of four. You will strip, clean, repair and rebuild movements, make missing parts by hand and on the lathe, and help with house calls to set up and regulate longcase clocks.

What we're looking for:
- BHI qualification or equivalent workshop experience in antique clocks
- Confident at wheel cutting, bushing and pivot work
- Lathe work (Boley or similar)
- Full UK driving licence
- Patient, tidy and proud of your work

Benefits:
- Company pension
- On-site parking
- 25 days' holiday plus bank holidays

Work Location: In person`,
  },
  {
    id: 'food-technologist-totaljobs-wakefield-agency-client-named-dash-specialty',
    half: 'unseen',
    title: 'Food Technologist, NPD',
    company: 'Bramley Lane Bakeries Ltd',
    text: `totaljobs
Home > Jobs > Food Technologist jobs > Wakefield

Food Technologist - NPD
Kestrel Food Recruitment
Wakefield, West Yorkshire
£32,000 - £36,000 per annum
Permanent, full time
Posted 3 days ago
Apply   Save

Kestrel Food Recruitment is recruiting on behalf of Bramley Lane Bakeries Ltd, a family-owned manufacturer of cakes, tray bakes and celebration cakes for the major UK retailers. Bramley Lane Bakeries employs 450 people at its Wakefield site and is growing its new product development team after winning two new retail ranges.

The role
As Food Technologist - NPD you will take new products from brief to launch: kitchen samples, factory trials, specifications, and critical path management with the customer's technologists.

Key responsibilities:
- Develop products in the development kitchen and scale them up on site
- Run factory trials and first productions
- Complete product specifications and labelling on customer portals
- Present samples at customer panels in London and Leeds

Requirements:
- Degree in Food Science, Food Technology or similar
- 2+ years' NPD experience in food manufacturing
- HACCP Level 3 and good knowledge of BRCGS
- Full UK driving licence (travel to customers)

Kestrel Food Recruitment is acting as an Employment Agency in relation to this vacancy.`,
  },
  {
    id: 'pasta-maker-infojobs-bologna-capitals-bilingual-second-language',
    half: 'tune',
    title: 'Pasta Maker',
    company: 'Pastificio Ferretti S.n.c.',
    text: `InfoJobs
Offerte di lavoro > Alimentare > Bologna

SFOGLINA / PASTA MAKER
Pastificio Ferretti S.n.c.
Bologna (BO) · Contratto a tempo indeterminato · Full time
RAL: 22.000 € - 25.000 €
Iscriviti all'offerta

Descrizione
Pastificio Ferretti S.n.c. is artisanal fresh pasta workshop in Bologna since 1974, we make every day by hand tortellini, tagliatelle, lasagne and stuffed pasta for our two shops and for restaurants in the city. For our lab in via San Vitale we search a pasta maker (sfoglina) to join the team of 6 persons.

What you do
- rolling of sfoglia with rolling pin (mattarello) and by machine
- closing of tortellini, tortelloni and cappellacci according our recipes
- preparation of fillings and cleaning of the laboratory
- help with orders to restaurants in early morning

Requirements
- experience in fresh pasta production, hand rolling is very appreciated
- HACCP certificate
- availability from 5:30 in the morning, from Tuesday to Saturday
- precision and passion for Bolognese tradition

Inviare CV con foto. Ricerca rivolta a entrambi i sessi (L. 903/77).`,
  },
  {
    id: 'room-attendant-brightermonday-nakuru-franchise-hotel-plural-bracket-number',
    half: 'unseen',
    title: 'Room Attendant',
    company: 'Kiriga Hospitality Limited',
    text: `BrighterMonday
Jobs > Hospitality & Leisure > Nakuru

Room Attendants (3 Positions)
Acacia Inn & Suites Nakuru
Nakuru · Casual · Less than 1 year experience
KSh 18,000 – 22,000
Posted 2 days ago    Deadline: 20 Feb
Apply for Job

Job summary
Acacia Inn & Suites Nakuru, a franchised Harbourline Hotels property, is owned and operated by Kiriga Hospitality Limited under a franchise licence. The 96-room hotel sits on the Nairobi–Nakuru highway and serves business travellers, conferences and families visiting Lake Nakuru National Park.

Job description
We are hiring three room attendants for the housekeeping team to cover the busy conference season.

Responsibilities
- Clean and prepare guest rooms and bathrooms to brand standards
- Replenish linen, amenities and minibar items
- Report maintenance faults and lost property to the floor supervisor
- Follow chemical safety and hygiene procedures

Qualifications
- KCSE certificate
- Certificate in Housekeeping and Laundry Operations is an added advantage
- Valid food handler's medical certificate
- Able to work weekends and public holidays
- Honest, neat and hardworking

Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'garment-presser-bdjobs-gazipur-capitals-bracket-section-second-language',
    half: 'tune',
    title: 'Iron Man',
    company: 'Meghna Knit Composite Ltd.',
    text: `bdjobs.com
Home > Jobs > Garments/Textile

IRON MAN (Finishing Section)
Meghna Knit Composite Ltd.
Vacancy: 25
Application Deadline: 18 Mar 2027

Job Context
Meghna Knit Composite Ltd. is 100% export oriented knit composite factory in Gazipur, producing T-shirts, polo shirts and sleepwear for European buyers. Our factory have 4,200 workers and compliance with BSCI and WRAP.

Job Responsibilities
- Ironing of finished garments by steam iron according to buyer standard
- Following measurement and fold instructions of finishing in-charge
- Keeping iron table and work area clean
- Reporting any damage or shade problem to quality inspector

Employment Status: Full-time
Educational Requirements: Not required
Experience Requirements: At least 1 year in knit garments finishing

Additional Requirements
- Age 18 to 40 years
- Must know steam iron and vacuum table
- Must work overtime if needed

Job Location: Gazipur (Konabari)
Salary: Tk. 12,500 - 14,000 (Monthly) + overtime
Compensation & Other Benefits: Attendance bonus, festival bonus 2, lunch facilities, daycare
Apply Procedure: Interested candidates can come with photocopy of NID and 2 photos to factory gate, Saturday to Thursday 9am to 12pm.`,
  },
  {
    id: 'ghillie-s1jobs-aberlour-footer-llp-dash-place-bracket-season',
    half: 'unseen',
    title: 'Ghillie',
    company: 'Glenbrae Sporting LLP',
    text: `s1jobs
Jobs > Agriculture, Fishing & Forestry > Moray

Ghillie – River Spey (Seasonal)
Glenbrae Estate
Aberlour, Moray
£24,500 pro rata + tips and accommodation
Seasonal, February to September
Apply   Save job

Glenbrae Estate has four beats on the middle Spey, fished by a loyal mix of week-long tenants and day rods from February to the end of September. We are looking for a ghillie to join our head ghillie for the season, with the chance of a permanent role for the right person.

The job
- Looking after guests on the river: boat work, netting fish, advice on flies and tactics
- Teaching casting to beginners and children
- Maintaining huts, banks, croys and paths
- Keeping catch returns and helping with river counts for the district board

About you
- Experience as a ghillie or strong personal experience of salmon fishing
- Good casting ability, single and double-handed
- Boat handling; a powerboat certificate would be useful
- Full driving licence
- A good sense of humour in cold weather

A two-bedroom cottage on the estate is available with the role.

Glenbrae Sporting LLP, Estate Office, Aberlour AB38. Closing date: 10 January.`,
  },
  {
    id: 'gemologist-jobthai-chanthaburi-bracket-certificate-second-language',
    half: 'tune',
    title: 'Gemologist',
    company: 'Siam Ruby Trading Co., Ltd.',
    text: `JobThai
หางาน > Gemologist (GIT Certificate required)

Gemologist (GIT Certificate required)
Siam Ruby Trading Co., Ltd.
Chanthaburi, Mueang Chanthaburi
Salary: 25,000 - 35,000 baht (depends on experience)
Positions: 1
Apply Now

Company profile
Siam Ruby Trading Co., Ltd. is gemstone trading company in Chanthaburi gem market since 1998. We are buying rough and cut sapphire, ruby and spinel from Africa and Sri Lanka, and selling to jewellery makers in Bangkok, Hong Kong and Europe.

Job description
- Identify and grade coloured gemstones, check for treatments (heat, glass filling, beryllium)
- Use refractometer, polariscope, spectroscope and microscope
- Prepare internal reports and send stones to the lab for certificate when needed
- Support buyers at weekend gem market

Qualifications
- Gemology certificate from GIT, GIA or equivalent
- At least 2 years experience in coloured stones
- Good eyes, honest and careful
- Can communicate English, Chinese is an advantage
- Thai nationality only

Contact: HR Department, Khun Nantaya, Tel. 039 321 488`,
  },
  {
    id: 'chinese-medicine-practitioner-jobsdb-kowloon-bilingual-no-slash-second-language',
    half: 'unseen',
    title: 'Registered Chinese Medicine Practitioner',
    company: 'Kowloon Bay Herbal Wellness Centre Limited',
    text: `jobsDB
Jobs  >  Healthcare & Medical  >  Kowloon Bay

Registered Chinese Medicine Practitioner 註冊中醫師
Kowloon Bay Herbal Wellness Centre Limited
Kowloon Bay, Kowloon
Full time
HK$35,000 – HK$50,000 per month
Posted 4d ago
Quick apply   Save

Kowloon Bay Herbal Wellness Centre Limited is Chinese medicine clinic group with three clinics in Kowloon Bay, Ngau Tau Kok and Tseung Kwan O. We provide consultation, acupuncture, tui na and herbal granules for office workers and elderly.

Responsibilities
- Provide diagnosis and treatment by Chinese medicine, including herbal prescriptions
- Perform acupuncture and cupping
- Keep patient records in clinic system
- Participate in health talks for corporate clients

Requirements
- Registered Chinese Medicine Practitioner in Hong Kong (listed by the Chinese Medicine Council)
- Bachelor degree in Chinese Medicine
- At least 2 years clinical experience, fresh graduate will also be considered
- Good communication in Cantonese and Mandarin, basic English
- Evening shift until 9pm twice weekly

We offer: 5-day work, 14 days annual leave, medical insurance, MPF, commission.`,
  },
  {
    id: 'petrol-attendant-careers24-mthatha-franchisee-plural-number-dash-place',
    half: 'tune',
    title: 'Petrol Attendant',
    company: 'Qhawe Forecourt Holdings (Pty) Ltd',
    text: `Careers24
Jobs > Retail > Eastern Cape > Mthatha

Petrol Attendants x6 - Mthatha
Ubuntu Fuels Sutherland Street
Mthatha · Permanent · R 4,800 – R 5,600 per month
Posted: 11 Mar 2027
Apply Now

Ubuntu Fuels Sutherland Street is a franchised service station, independently owned and operated by Qhawe Forecourt Holdings (Pty) Ltd. The site trades 24 hours with a convenience shop, a quick-service restaurant and a truck stop for long-distance drivers on the N2.

We are looking for six petrol attendants to join our forecourt team.

Duties:
- Fill vehicles with fuel and check oil, water and tyre pressures on request
- Handle cash and card payments accurately and balance at end of shift
- Keep the forecourt clean and safe
- Give friendly service and promote shop specials

Requirements:
- Grade 12 (Matric)
- Previous forecourt or cashier experience an advantage
- Able to work rotating day and night shifts, weekends and public holidays
- Clear criminal record
- Must live in or around Mthatha

Please note: only candidates who meet the requirements will be contacted. If you have not heard from us within 2 weeks, please consider your application unsuccessful.`,
  },
  {
    id: 'fish-filleter-alfred-isafjordur-bilingual-second-language',
    half: 'unseen',
    title: 'Fish Filleter',
    company: 'Vestfjarða Fiskur ehf.',
    text: `Alfred
Störf  ·  Fyrirtæki  ·  Innskrá

Flakari / Fish Filleter
Vestfjarða Fiskur ehf.
Ísafjörður · Fullt starf
Umsóknarfrestur: 15. september
Sækja um

Vestfjarða Fiskur ehf. is fish processing company in Ísafjörður, we process cod, haddock and wolffish from our own boats and local fishermen. Products are fresh loins to Europe by air and salted fish to Spain and Portugal.

We are looking for experienced fish filleters for our processing line. Work is day shift from 7:00 to 15:30, Monday to Friday, sometimes Saturday when there is big catch.

Main tasks
- Filleting and trimming of cod and haddock by knife
- Removing pin bones and controlling quality on light table
- Working with the filleting machine operator and packing team
- Cleaning of work station according hygiene rules

Qualifications
- Experience in hand filleting of whitefish is necessary
- Good knife skills and speed
- Able to stand long time in cold environment
- English or Polish, Icelandic is not required

We can help with housing in Ísafjörður. Salary according to union agreement + bonus for productivity.`,
  },
  {
    id: 'marina-attendant-mojposao-sukosan-bilingual-dash-season-second-language',
    half: 'tune',
    title: 'Marina Attendant',
    company: 'Marina Zlatna Luka d.o.o.',
    text: `MojPosao
Poslovi > Turizam i ugostiteljstvo > Zadarska

Mornar na marini / Marina Attendant – sezona 2027
Marina Zlatna Luka d.o.o.
Sukošan · Sezonski posao · 01.04. – 31.10.
Prijavi se   Spremi oglas

Marina Zlatna Luka d.o.o. is marina with 1,200 berths and dry dock near Zadar, one of biggest charter bases in Croatian Adriatic. Every Saturday in season we have more than 200 charter boats departing and arriving.

Job description
- Mooring and unmooring of yachts with lazy lines, helping skippers in berthing
- Driving the marina dinghy and directing boats to their berth
- Connecting of water and electricity, checking of berth equipment
- Collecting of waste oil and keeping the piers clean
- Night watch according to schedule

We expect
- Boat skipper licence (category B) – obligatory
- Basic knowledge of knots and mooring
- English language, German or Italian is advantage
- Readiness for work in shifts, also weekends

We offer accommodation for workers from other cities, meals in marina restaurant and bonus at end of season.`,
  },
  {
    id: 'parquet-floor-layer-cvlv-jelgava-bilingual-form-before-second-language',
    half: 'unseen',
    title: 'Parquet Floor Layer',
    company: 'SIA Koka Meistari',
    text: `CV.lv
Darba sludinājumi > Būvniecība > Jelgava

Parquet Floor Layer / Parketa ieklājējs
SIA Koka Meistari
Jelgava · Pilna slodze · 1 400 – 2 000 EUR/mēn. (bruto)
Pieteikties

Darba apraksts
SIA Koka Meistari is flooring company working in Zemgale and Riga. We install solid and engineered parquet, herringbone and chevron floors, and we renovate old floors in private houses and public buildings, for example in schools and manor houses.

Duties
- Preparing of base: levelling, priming, plywood installation
- Laying of parquet with glue and nails, herringbone and ship deck patterns
- Sanding, oiling and lacquering of floors
- Installing of skirting and thresholds

Requirements
- At least 2 years experience with parquet or wooden floors
- Ability to read floor plans and measure exactly
- Own basic tools will be advantage (we provide machines)
- Driving licence category B
- Latvian or Russian language

We offer: official salary, work car for team, paid overtime, work in objects also in Norway with extra pay.

Sludinājums derīgs līdz 30.06.2027`,
  },
  {
    id: 'station-master-hh-karaganda-bilingual-quoted-form-before-second-language',
    half: 'tune',
    title: 'Station Master',
    company: 'TOO Steppe Rail Logistics',
    text: `hh.kz
Вакансии > Транспорт, логистика > Караганда

Начальник станции / Station Master
TOO «Steppe Rail Logistics»
Karaganda · Full time · 450 000 – 600 000 ₸ on hand
Experience: 3–6 years
Откликнуться

TOO «Steppe Rail Logistics» is private rail operator, we operate industrial railway lines and two freight stations connecting coal and metallurgy enterprises of Karaganda region to main line. Our fleet is 18 locomotives and more than 900 wagons.

Responsibilities
- Management of station work: receiving and dispatching of trains, shunting plans
- Control of safety of train traffic and compliance with technical rules of operation (PTE)
- Coordination with dispatcher of main line and clients' loading points
- Supervision of 25 employees: duty officers, shunting workers, signalmen

Requirements
- Higher or secondary special education in railway transport
- Experience as station master or station duty officer from 3 years
- Knowledge of PTE, instructions for train movement and shunting work
- Russian language, Kazakh is an advantage
- Readiness for on-call duty in emergencies

Conditions: official employment by Labour Code of RK, 13th salary, corporate transport, medical insurance.`,
  },
  {
    id: 'taxi-driver-jobsge-tbilisi-dash-place-schedule-second-language',
    half: 'unseen',
    title: 'Taxi Driver',
    company: 'Narikala Cab LLC',
    text: `jobs.ge
ვაკანსიები | Vacancies | Вакансии

Taxi Driver – Tbilisi, flexible schedule
Narikala Cab LLC
Published: 03 April   Deadline: 03 May
Location: Tbilisi
Send CV

Narikala Cab LLC is taxi company in Tbilisi with own fleet of 140 cars (Toyota Prius and Hyundai Elantra hybrid) and booking by app and phone. We work with hotels and business centres and also airport transfers.

We are looking for drivers to work on our company cars. You do not need own car.

Duties:
- Transport passengers safely in Tbilisi and to/from Tbilisi International Airport
- Accept orders through driver application
- Keep the car clean and report any technical problem
- Polite service to tourists and local clients

Requirements:
- Driving licence category B, minimum 3 years experience
- Good knowledge of Tbilisi streets
- Georgian language, English or Russian is an advantage
- No criminal record
- Age from 23

We offer: shifts 12 hours day or night, you can choose 2/2 or 3/3 schedule; salary 50% of earnings + bonus; fuel and car service by company.

For more information call +995 32 2 47 18 90`,
  },
  {
    id: 'fashion-designer-net-empregos-guimaraes-dash-specialty-gender-second-language',
    half: 'tune',
    title: 'Fashion Designer, Knitwear',
    company: 'Fiação Lusitana Têxteis, Lda.',
    text: `Net-Empregos
Ofertas de emprego > Moda / Têxtil > Braga

Fashion Designer – Knitwear (M/F)
Empresa: Fiação Lusitana Têxteis, Lda.
Local: Guimarães
Categoria: Design
Data: 07-05-2027
Ref.ª: FL/DES/0427
Candidatar

Fiação Lusitana Têxteis, Lda. is a vertical knitting company in Guimarães with spinning, knitting, dyeing and confection, producing knitwear collections for European fashion brands and our own label. We are 280 workers and we export 90% of production.

Function
We are looking for a Fashion Designer for our knitwear department, to develop collections for clients and for our own brand. You will work from trend research until the first sample, together with our knitting technicians.

Main responsibilities:
- Create mood boards, sketches and technical sheets
- Select yarns and develop stitches with the Stoll programmers
- Follow samples and fittings with clients
- Participate in fairs (Première Vision, Pitti Filati)

Profile:
- Degree in Fashion Design
- Minimum 3 years of experience in knitwear
- Knowledge of Adobe Illustrator and Photoshop; Kaledo is valued
- Fluent English, French or Spanish is a plus
- Availability to travel`,
  },
  {
    id: 'high-mountain-guide-computrabajo-huaraz-bilingual-dash-season-second-language',
    half: 'unseen',
    title: 'High Mountain Guide',
    company: 'Cordillera Blanca Expediciones S.A.C.',
    text: `Computrabajo
Empleos > Turismo > Áncash

Guía de Alta Montaña / High Mountain Guide – Temporada 2027
Cordillera Blanca Expediciones S.A.C.
Huaraz, Áncash
S/ 4,500 – 6,500 (Mensual)
Publicado hace 5 días
Postularme

Descripción de la oferta
Cordillera Blanca Expediciones S.A.C. is Peruvian tour operator specialised in climbing and trekking in the Cordillera Blanca and Huayhuash. Our clients are from Europe and USA and they climb peaks like Pisco, Chopicalqui, Alpamayo and Huascarán.

For the season May – September 2027 we search certified high mountain guides to lead our climbing expeditions.

Functions:
- Lead rope teams on glacier and technical ice routes
- Plan the acclimatisation and the daily program together with the operations manager
- Check equipment of clients and manage the camps with porters and cooks
- Apply rescue procedures in case of emergencies

Requirements:
- Certified High Mountain Guide (AGMP / UIAGM)
- Minimum 3 seasons of guiding experience in Cordillera Blanca
- First aid in remote areas (WFR)
- Intermediate English
- Availability for expeditions of 5 to 21 days

Tipo de contrato: Por temporada
Jornada: Tiempo completo`,
  },
  {
    id: 'automotive-spray-painter-naukrigulf-doha-dash-slogan-second-language',
    half: 'tune',
    title: 'Automotive Spray Painter',
    company: 'Al Wakra Auto Body W.L.L.',
    text: `naukrigulf
Jobs in Qatar > Automotive

Automotive Spray Painter - Immediate Joining
Al Wakra Auto Body W.L.L.
3-8 Years   Doha - Qatar   Not disclosed
Posted on: 11 Jun 2027   Vacancies: 4
Apply

Job Description
Al Wakra Auto Body W.L.L. is established body shop and paint centre in Industrial Area, Doha, doing accident repair for insurance companies and car dealers. We repair more than 350 vehicles per month and we are approved by four main insurance companies in Qatar.

We need automotive spray painters who can start immediately, transferable visa is preferred.

Responsibilities
- Surface preparation, masking, primer and sanding of vehicle panels
- Colour mixing and matching with computer system (Standox / Glasurit)
- Spray painting in downdraft booth, clear coat and polishing
- Maintain quality and reduce rework

Desired Candidate Profile
- Minimum 3 years GCC experience as car painter
- Knowledge of waterborne paint systems
- Qatar driving license is an added advantage
- Can read colour codes and use spectrophotometer

Salary: best in industry + accommodation + transportation

Company Profile
Al Wakra Auto Body W.L.L., Street 43, Industrial Area, Doha.`,
  },
  {
    id: 'ayurveda-therapist-topjobs-bentota-brand-of-group-plural-gender-second-language',
    half: 'unseen',
    title: 'Ayurveda Therapist',
    company: 'Lagoon Veda Resort (Pvt) Ltd',
    text: `topjobs.lk
Hotels / Restaurants / Food Services

Ayurveda Therapists (Male/Female) - Bentota
Lagoon Veda Resort
Closing Date: 2027-04-22
Apply Now

LAGOON VEDA RESORT
A member of Ceylon Shore Hotels PLC

Lagoon Veda Resort (Pvt) Ltd is a 54-room Ayurveda resort on the Bentota river, welcoming guests mainly from Germany, Switzerland and Russia for 2 to 3 weeks panchakarma programmes. Our resort is operating under its own name with our own team of doctors and therapists.

We are looking for Ayurveda Therapists to join our treatment centre.

Job Role
- Perform Ayurveda treatments as prescribed by resident doctor: Abhyanga, Shirodhara, Pinda Sweda, Nasya
- Prepare oils, herbal packs and treatment rooms
- Record treatments and guest feedback
- Maintain hygiene of treatment centre

Requirements
- Certificate/Diploma in Ayurveda Therapy from recognised institute
- Minimum 2 years experience in hotel or Ayurveda centre
- Basic English; German knowledge will be an added advantage
- Pleasant personality and good fitness

Attractive salary + service charge, accommodation, meals and uniform provided.
Please send your CV to hr@lagoonveda.lk`,
  },
  {
    id: 'underground-miner-gozambiajobs-chingola-mining-contractor-dash-team',
    half: 'tune',
    title: 'Underground Miner, Development Crew',
    company: 'Kafue Underground Contractors Limited',
    text: `GoZambiaJobs
Home » Jobs » Mining » Underground Miner – Development Crew

Underground Miner – Development Crew
Kafue Underground Contractors Limited
Location: Chingola, Copperbelt
Job Type: Full Time
Closing Date: 30 May 2027
Apply

Kafue Underground Contractors Limited is a Zambian mining contractor providing shaft sinking, development and production drilling services. We employ our own crews and equipment, and we currently run the development contract at a client's underground copper mine near Chingola.

We are recruiting Underground Miners to join our Development Crews working on decline and cross-cut advance.

Key Responsibilities
- Drilling, charging and blasting of development ends under the direction of the shift boss
- Barring down, installing rock bolts, mesh and ventilation ducting
- Operating and doing pre-start checks on LHD and utility vehicles where qualified
- Following all safety standards and taking part in daily toolbox talks

Qualifications and Experience
- Grade 12 Certificate
- Valid Blasting Licence (Mines Safety Department)
- Minimum 2 years underground experience in development
- Medical fitness certificate for underground work
- Able to work rotating shifts including nights

Only shortlisted candidates will be contacted.`,
  },
  {
    id: 'apprentice-jockey-google-jobs-card-kildare-via-board-bare-header',
    half: 'unseen',
    title: 'Apprentice Jockey',
    company: 'Carrigmore Racing Ltd',
    text: `Apprentice Jockey
Carrigmore Racing
Kildare, Co. Kildare
via Irishjobs.ie
3 days ago   Full-time   Health insurance
Apply on Irishjobs.ie   Apply on LinkedIn   Apply on Jooble

Job highlights
Qualifications
• Riding weight of no more than 8st 7lb
• Experience riding work on thoroughbreds
Responsibilities
• Riding out three to four lots each morning

Job description
Carrigmore Racing Ltd is a flat and National Hunt yard of 70 horses on the edge of the Curragh, training for owners in Ireland, Britain and the Middle East. We have a strong record of bringing on young riders and our last two apprentices both rode out their claim.

We are looking for an apprentice jockey who wants to build a career in the saddle. You will ride out every morning, school horses over hurdles and take rides in bumpers and handicaps when ready.
- Completed RACE Apprentice Jockey course or equivalent
- Able to ride at 8st 7lb or under
- Experience riding work on thoroughbreds
- Hard-working, punctual and good with horses in the yard

Show full description
Report this listing`,
  },
  {
    id: 'news-anchor-jobberman-abeokuta-bracket-language-second-language',
    half: 'tune',
    title: 'News Anchor',
    company: 'Ogun Wave Broadcasting Limited',
    text: `Jobberman
Jobs > Media, Advertising & Branding > Ogun

News Anchor (Yoruba)
Ogun Wave Broadcasting Limited
Abeokuta · Full Time · ₦250,000 - 350,000
Media & Broadcasting · 3 – 5 years
Posted 1 week ago
Apply for this job

Job Summary
Ogun Wave Broadcasting Limited operates Ogun Wave TV and Wave 101.9 FM from our studios in Abeokuta. We are looking for confident News Anchor for our Yoruba news bulletins on TV and radio.

Responsibilities
- Present the 7pm and 10pm Yoruba news bulletins live
- Read and edit news scripts from the newsroom, translate from English to Yoruba where necessary
- Conduct studio interviews with guests, politicians and community leaders
- Voice over news packages and promos

Requirements
- HND/B.Sc. in Mass Communication, Journalism or related field
- Minimum 3 years experience as news anchor or presenter
- Excellent spoken and written Yoruba and English
- Good on-camera presence and clear voice
- Knowledge of teleprompter and live studio operations

Method of Application: send your CV and a link to your showreel to careers@ogunwavebroadcasting.ng`,
  },
  {
    id: 'mahout-facebook-page-mae-taeng-capitals-plural-footer-second-language',
    half: 'unseen',
    title: 'Mahout',
    company: 'Baan Chang Sanctuary Co., Ltd.',
    text: `Baan Chang Elephant Sanctuary
April 3 at 10:12 AM · 🌏

🐘🐘 WE ARE HIRING MAHOUTS 🐘🐘

Our family is growing! Two rescued elephants, Mae Boon and Plai Tong, arrive to our sanctuary in Mae Taeng next month, so we need more mahouts to take care of them.

What you will do:
✅ Daily care of one elephant: feeding, bathing in river, walking in forest
✅ Watch the health and report to our vet
✅ Help with guests during half-day program (no riding, no shows!)
✅ Cut grass and banana trees for food

What we need:
👉 Experience with elephants minimum 2 years
👉 Calm and kind, positive reinforcement only, no hook
👉 Can speak basic English with guests is a plus
👉 Live in Mae Taeng area or can stay in staff house

Salary 12,000–15,000 THB + accommodation + food + uniform 🙏

Send message to our page or call Khun Somchai 081 552 9037

#mahout #elephantsanctuary #chiangmai #job
————
Baan Chang Sanctuary Co., Ltd. | 88 Moo 4, Mae Taeng, Chiang Mai

👍 312   💬 47   ↗ 89 shares`,
  },
  {
    id: 'handloom-weaver-whatsapp-kanchipuram-sentence-plural-closing-line-second-language',
    half: 'tune',
    title: 'Handloom Weaver',
    company: 'Sri Lakshmi Silks Pvt. Ltd.',
    text: `[10:42, 14/02/2027] +91 94430 61872: Good morning all 🙏
Urgent requirement, pls share in your groups

We need 4 experienced handloom weavers for our silk unit at Kanchipuram, pit loom and frame loom both ok. Work is pure silk sarees with korvai border and zari, design will be given by our master weaver.

Details:
▪️ Piece rate, average ₹18,000 to ₹26,000 per month depending on sarees
▪️ Advance can be given after 1 month
▪️ Room available near unit for outside candidates
▪️ Weekly payment every Saturday
▪️ Silk yarn and zari supplied by us, no investment

Requirements:
- Minimum 3 years weaving silk sarees
- Korvai and petni work knowledge must
- Jacquard card setting knowledge is extra benefit
- Tamil or Telugu speaking

Interested weavers can come direct to unit with Aadhaar card, Monday to Saturday 9 am to 5 pm, or call Mr. Senthil Kumar.

Sri Lakshmi Silks Pvt. Ltd.
No. 27, Gandhi Road, Kanchipuram – 631501
📞 94430 61872`,
  },
  {
    id: 'tandem-paragliding-pilot-instagram-pokhara-sentence-plural-footer-reg-number-second-language',
    half: 'unseen',
    title: 'Tandem Paragliding Pilot',
    company: 'Pokhara Sky Tandem Pvt. Ltd.',
    text: `pokhara.sky.tandem
Sarangkot, Pokhara

[image: glider over Phewa Lake]

♡ 1,284 likes
pokhara.sky.tandem Season is coming 🪂🏔️ We are looking for 2 tandem paragliding pilots for autumn season from September to December!! Flying every day from Sarangkot take-off to Phewa lake landing, 4-6 flights per day when weather is good ☀️

Requirements ⬇️
✔️ Tandem rating (APPI, FFVL, DHV or CAAN recognised) – must!
✔️ Minimum 300 tandem flights, experience in thermal conditions
✔️ Own tandem wing is a plus (we provide harness & reserve)
✔️ Valid insurance and medical
✔️ Friendly with passengers, good English, Hindi or Chinese is bonus
✔️ GoPro / camera handling for passenger videos

We offer: payment per flight + video commission, room in Lakeside, visa support letter for foreign pilots 🙌

DM us or send CV + logbook to fly@pokharaskytandem.com.np

Pokhara Sky Tandem Pvt. Ltd. | Reg. No. 1782/064/065 | CAAN licensed operator

#paragliding #pokhara #nepal #hiring #tandempilot #flyingjob
View all 63 comments`,
  },
  {
    id: 'raft-guide-facebook-group-jinja-capitals-head-ordinary-text-plural-second-language',
    half: 'tune',
    title: 'Raft Guide',
    company: 'Nile Torrent Adventures Ltd',
    text: `Jinja & East Africa Adventure Jobs
Public group · 8.4K members

Grace Nakato ▸ Jinja & East Africa Adventure Jobs
2 h · 🌍

NILE TORRENT ADVENTURES LTD – RAFT GUIDES WANTED – 2027 SEASON 🌊🚣

Hello group! Nile Torrent Adventures Ltd is looking for experienced raft guides for the coming season on the White Nile from Jinja. We run full-day and half-day trips on grade 3 to 5 rapids, plus family float trips and multi-day expeditions.

Requirements:
✅ Minimum 2 years guiding on grade 4–5 white water
✅ Swiftwater rescue certificate (IRF / Rescue 3 or equal) valid
✅ First aid certificate
✅ Safety kayakers also welcome to apply
✅ Good English, Luganda or Swahili is plus

We provide: daily rate per trip + tips, accommodation at river camp, lunch on the river, good team 😎

Season start 1st June. Send your CV and guiding logbook in inbox or WhatsApp +256 772 418 905.

Please tag your friends who are guides 🙏

👍❤️ 96   38 comments   21 shares`,
  },
  {
    id: 'videographer-linkedin-post-kigali-hashtag-pipe-fields',
    half: 'unseen',
    title: 'Videographer',
    company: 'Ikirezi Frame Studios Ltd',
    text: `Aline Uwase • 2nd
Creative Director at Ikirezi Frame Studios | Storytelling for brands in East Africa
5h • 🌐

#Hiring 🎥 Videographer | Kigali, Rwanda | Full-time

We're growing! Ikirezi Frame Studios Ltd is looking for a videographer to join our production team in Kimihurura. We make documentaries, brand films and event coverage for NGOs, tourism boards and tech companies across the region, and our calendar for the next six months is full.

You'll shoot interviews and b-roll on our Sony FX6 and FX3 kits, fly drone where permitted, and work with our editors from the first storyboard to the final grade.

What we're looking for:
🔹 3+ years shooting professional video (show us a reel!)
🔹 Strong lighting and audio skills for interviews
🔹 Experience with Sony cinema cameras and gimbals
🔹 Drone pilot licence from the RCAA is a big plus
🔹 Premiere Pro or DaVinci Resolve for rough cuts
🔹 English and Kinyarwanda; French is welcome

Send your reel and CV to jobs@ikirezifilms.rw or comment "interested" and I'll reach out.

#videography #kigali #rwandajobs #filmmaking #creativejobs

👍 Like   💬 Comment   🔁 Repost   ✉️ Send
148 reactions · 32 comments`,
  },
  {
    id: 'sonar-perception-engineer-hacker-news-who-is-hiring-bergen-pipe-fields',
    half: 'tune',
    title: 'Sonar Perception Engineer',
    company: 'Kelpline Robotics AS',
    text: `Ask HN: Who is hiring? (June 2027)
1,041 comments

tovekrist 4 days ago | parent | next [–]

Kelpline Robotics AS | Sonar Perception Engineer | Bergen, Norway | ONSITE | Full-time | NOK 850k–1.1M + options

We build autonomous underwater vehicles that inspect fish farms, subsea cables and offshore wind foundations without a support vessel. Our vehicles spend weeks in the water, and they need to see in murky, crowded, moving environments where cameras fail.

You would own the perception stack for our multibeam and imaging sonars: detection and tracking of nets, moorings and structures, SLAM with sonar and DVL, and the tooling to label and replay our (large) logged datasets.

We're looking for:
- Strong C++ and Python, experience with ROS 2
- Background in signal processing, computer vision or robotics perception
- Experience with real sensor data, not only simulation
- Bonus: sonar, radar or lidar processing; PyTorch

We're 34 people, Series A, office on the harbour at Marineholmen. We sponsor work permits for Norway and help with relocation.

Email tove@kelpline.no with "HN" in the subject, or apply at kelpline.no/jobs

reply`,
  },
  {
    id: 'book-indexer-reddit-hiring-tag-for-project-closing-line-marietta',
    half: 'unseen',
    title: 'Book Indexer',
    company: 'Larkspur Lane Press LLC',
    text: `r/HireaWriter
Posted by u/larkspur_editor • 6h

[Hiring] Book Indexer for a 520-page regional history (Chicago style) – $2,600 flat

Hi all! We're a small independent press and we need an experienced back-of-book indexer for a title going to print in September.

The book: a 520-page history of the railroads and river towns of the Ohio Valley, with roughly 300 illustrations, maps and a long notes section. Index should be a single combined index (names, places, subjects), Chicago Manual of Style 17th edition, about 30–35 pages at two columns.

What we need:
- Proven experience indexing scholarly or trade nonfiction (please link or attach 2–3 samples)
- Working knowledge of dedicated indexing software (Cindex, SKY Index or Macrex)
- Able to work from final paged PDFs and deliver a Word/RTF file
- Turnaround of 3 weeks from receipt of pages (pages arrive July 14)
- ASI or Society of Indexers membership is welcome but not required

Pay: $2,600 flat, half on start and half on delivery, paid by bank transfer or PayPal.

Please DM me or email rights@larkspurlane.press with samples and your availability.

— Maren Holt, Managing Editor, Larkspur Lane Press LLC (Marietta, Ohio)

⬆ 24   💬 11 comments   Share`,
  },
  {
    id: 'seaweed-farm-worker-whatsapp-group-paje-sentence-plural-closing-line-second-language',
    half: 'tune',
    title: 'Seaweed Farm Worker',
    company: 'Paje Mwani Cooperative Society Ltd',
    text: `Zanzibar Kazi & Jobs 🇹🇿
~ Mwanaisha Juma
Good morning group 🌞
Please share!! We need 10 seaweed farm workers for our farms at Paje and Jambiani, starting 1st July. Work is planting seedlings on ropes, cleaning and harvesting of cottonii and spinosum, drying on racks and packing in bags for export.

Work time depends on tide, mostly early morning or afternoon, 5 days per week. We pay daily 15,000 TSh + bonus per kilo of dry seaweed above target 💰. Boots, gloves and snorkel mask is provided.

Who can apply:
👉 Men and women who can swim
👉 Experience in seaweed farming or fishing is plus
👉 Strong and healthy, can work in sea water many hours
👉 Live in Paje, Jambiani, Bwejuu or near

Training will be given for 1 week by our supervisors and one marine officer from the project 🌊

Come to our drying yard behind Paje market on Saturday 10am with copy of Zanzibar ID.

Asanteni sana 🙏
Paje Mwani Cooperative Society Ltd
📞 +255 777 341 226
                                   08:14 ✓✓`,
  },
  {
    id: 'close-up-magician-forwarded-email-limassol-agency-client-named-position-line-second-language',
    half: 'unseen',
    title: 'Close-Up Magician',
    company: 'Aurelia Cruise Line Ltd.',
    text: `From: Nikos Papadakis <nikos.papadakis@mailbox.cy>
Sent: Tuesday, 9 March 2027 18:22
To: Ilias Constantinou
Subject: Fwd: Cruise contract – Close-Up Magician

Ilia, this is for you I think!! They want someone for summer. Good luck 🎩

---------- Forwarded message ---------
From: StarDeck Entertainment Agency Ltd <casting@stardeck-ent.com.cy>
Date: Mon, 8 Mar 2027 at 11:05
Subject: Cruise contract – Close-Up Magician
To: talent list

Dear artists,

StarDeck Entertainment Agency Ltd is casting on behalf of our client Aurelia Cruise Line Ltd. for the 2027 Mediterranean season on board Aurelia Serena (2,100 guests, itineraries from Piraeus and Limassol).

Position: Close-Up Magician
Contract: 6 months, start 15 May 2027
Fee: EUR 3,800 per month + cabin, meals, flights

Requirements:
- Strong close-up and walk-around act, minimum 20 minutes without repetition
- Ability to perform one 25-minute parlour show in the lounge per cruise
- Very good English; Italian, German or Greek is advantage
- Valid passport and STCW Basic Safety Training (or ready to complete before joining)
- ENG1 or equivalent seafarer medical

Please reply with showreel link, CV and photo until 25 March.

Kind regards,
Elena Charalambous
Casting Manager | StarDeck Entertainment Agency Ltd
Limassol, Cyprus`,
  },
  {
    id: 'private-chef-direct-email-andratx-agency-client-unnamed-position-line-second-language',
    half: 'tune',
    title: 'Private Chef',
    company: 'Balearic House Staff S.L.',
    text: `From: Marta Vidal <marta@balearichousestaff.es>
To: Tom Whitcombe
Date: 22 January 2027, 10:47
Subject: Your profile – villa season Mallorca

Dear Tom,

I found your profile in our database and I think you can be very good for one of our clients. Please find the details below.

Position: Private Chef – Live-in (Andratx)
Client: a private family, British/Swiss, villa in Port d'Andratx
Season: 1 May – 15 October 2027
Salary: EUR 5,500 net per month + private room and car

About the job: the family is 4 adults and 3 children, with many guests in July and August. You will cook breakfast, lunch and dinner, often dinner parties for 12 to 16 people, Mediterranean and healthy cuisine, some gluten free. You make the shopping in local markets and manage the kitchen budget.

What the client asks:
- Minimum 5 years as private chef in villas or on yachts
- Excellent references from private households
- Food hygiene certificate (manipulador de alimentos or Level 2)
- Driving licence
- Discreet, flexible and well presented
- Non-smoker

If you are interested, please send me your updated CV with photo and sample menus before Friday.

Best regards,
Marta Vidal
Senior Consultant
Balearic House Staff S.L. – Private Staff Agency
Palma de Mallorca`,
  },
  {
    id: 'occupational-health-nurse-agency-email-rustenburg-client-named-position-line-abbreviation',
    half: 'unseen',
    title: 'Occupational Health Nurse Practitioner',
    company: 'Highveld Platinum Refiners (Pty) Ltd',
    text: `From: Lerato Mokoena <lerato@medistaffsa.co.za>
To: Busisiwe Dlamini
Subject: OHNP opportunity in Rustenburg – are you open to a chat?

Hi Busisiwe,

Thank you for taking my call this morning. As promised, here are the details of the role I mentioned. Medistaff Recruitment is recruiting this position for our client, Highveld Platinum Refiners (Pty) Ltd.

Position: Occupational Health Nurse Practitioner (OHNP)
Location: Rustenburg, North West (on-site clinic)
Salary: R560 000 – R640 000 CTC per annum, negotiable
Start: 1 July 2027 or sooner

The client runs a precious-metals refinery with 1,400 employees and an on-site occupational health clinic. You would run medical surveillance for noise, dust and chemical exposure, do pre-employment, periodic and exit medicals, and manage injury-on-duty cases and COIDA claims.

Requirements:
- Registered with SANC as a Professional Nurse with an Occupational Health Nursing qualification
- Dispensing licence (Section 22A(15))
- Audiometry and spirometry certificates (SASOHN-accredited)
- Minimum 3 years in occupational health, mining or heavy industry preferred
- Valid driver's licence and own car

Let me know if I can submit your CV to the client; I'll need an updated copy and two contactable references.

Warm regards,
Lerato Mokoena
Senior Healthcare Consultant | Medistaff Recruitment (Pty) Ltd
Sandton, Johannesburg | +27 11 784 2290`,
  },
  {
    id: 'weather-presenter-forwarded-email-kingston-bracket-schedule',
    half: 'tune',
    title: 'Weather Presenter',
    company: 'Blue Mountain Television Limited',
    text: `From: Andrea Campbell
Sent: Friday, April 16, 2027 2:07 PM
To: Kimberley Lawrence
Subject: FW: Vacancy – Weather Presenter (Weekend)

Kim! Saw this on the staff board and thought of you right away. Deadline is next week so move fast 😊 - A.

From: Human Resources
Sent: Friday, April 16, 2027 9:30 AM
To: All Staff; External Distribution
Subject: Vacancy – Weather Presenter (Weekend)

VACANCY NOTICE

Blue Mountain Television Limited invites applications from suitably qualified persons to fill the position of Weather Presenter (Weekend) in the News and Current Affairs Department.

Job purpose: To prepare and present the weather segments of the weekend evening and morning newscasts, and to provide hurricane-season updates as required.

Key responsibilities:
- Gather data from the Meteorological Service and international models
- Produce graphics using the station's weather system (Max or similar)
- Present live and pre-recorded forecasts clearly and accurately
- Cover severe weather events and evacuation advisories during the hurricane season

Qualifications and experience:
- Bachelor's degree in Meteorology, Geography, Environmental Science or Journalism
- At least two years' on-camera experience
- Excellent communication skills and a pleasant on-screen personality
- Availability for weekends and on-call severe weather coverage

Applications with résumé should be sent by April 23, 2027 to hr@bmtv.com.jm.`,
  },
  {
    id: 'stone-carver-direct-email-lincoln-position-line',
    half: 'unseen',
    title: 'Stone Carver',
    company: 'Minster Yard Stoneworks Ltd',
    text: `From: Joe Ackroyd <joe@minsteryardstone.co.uk>
To: Hannah Pryce
Date: 3 February 2027, 16:12
Subject: Carving work on the west front – following up

Hi Hannah,

Good to meet you at the open day in York, and thanks for sending your portfolio through. The grotesques you did for your college final piece were lovely work. As I said, we're taking on another carver for a three-year conservation programme on a medieval church front in Lincoln, and I'd like you to consider it.

Position: Stone Carver
Base: our workshop in Lincoln, with site work on the scaffold
Hours: 39 per week, Monday to Friday
Pay: £31,500 – £36,000 depending on experience

The work is mostly replacement carving of weathered foliage capitals, crockets and two figure corbels in Ancaster and Clipsham limestone, from casts and drawings we've agreed with the architect and the church.

We'd need:
- NVQ Level 3 in Stonemasonry (Banker or Fixer) or equivalent
- A strong portfolio of hand-carved ornament
- CSCS card (or happy to get one)
- Comfortable working at height on scaffold

If you're interested, could you send me two references and some dates you could come for a trial day?

All the best,
Joe Ackroyd
Workshop Manager
Minster Yard Stoneworks Ltd, Waterside North, Lincoln LN2`,
  },
  {
    id: 'compounding-chemist-agency-email-klang-client-unnamed-bracket-product-licence-number-second-language',
    half: 'tune',
    title: 'Compounding Chemist',
    company: 'Talentbridge Consulting Sdn. Bhd.',
    text: `Subject: Job Opportunity – Compounding Chemist (Nitrile Gloves) | Klang | RM5,000 – RM6,500

Dear Mr. Kumaresan,

Hope you are doing well. My name is Jason Lim from Talentbridge Consulting Sdn. Bhd., I came across your profile on LinkedIn and would like to share an opportunity with you.

Our client is one of the leading glove manufacturers in Malaysia, with 6 factories in Klang and Kapar and export to more than 100 countries. Due to new production lines, they are looking for Compounding Chemist to join the R&D and Process team. (Client name will be disclosed upon shortlisting.)

Responsibilities:
• Develop and improve nitrile latex compound formulations for examination and cleanroom gloves
• Monitor compounding process: maturation, pH, TSC and viscosity
• Troubleshoot quality problems like pinholes, weak tensile and colour variation
• Prepare work instructions and train compounding operators
• Support customer audits and product registration (FDA 510(k), EN 455)

Requirements:
• Degree in Chemistry, Polymer Science or Chemical Engineering
• Minimum 3 years experience in latex or rubber compounding, glove industry preferred
• Knowledge of ASTM D6319 and EN 455 testing
• Good command of English and Bahasa Malaysia

If you are interested, kindly reply with your latest resume, current and expected salary, and notice period.

Thank you and regards,
Jason Lim
Senior Consultant | Talentbridge Consulting Sdn. Bhd. (EA License No. JTKSM 1148)
Petaling Jaya, Selangor`,
  },
  {
    id: 'header-driver-gumtree-birchip-trading-name-dash-season',
    half: 'unseen',
    title: 'Header Driver',
    company: 'Mallee Harvest Co',
    text: `Gumtree
Home › Jobs › Farming & Veterinary › Birchip, VIC 3483

Header Driver – Harvest 2027
$38 – $42 per hour
Date Listed 21/08/2027
Job Type: Full-time (seasonal)
Advertised by: Private
Location: Birchip, VIC 3483
Send message   ☎ Show number

Mallee Harvest Co is after an experienced header driver for the coming harvest, roughly mid-October to Christmas, cutting wheat, barley, lentils and canola across the southern Mallee and Wimmera.

We run three John Deere S790s with 40ft draper fronts, two chaser bins and our own trucks. Long days when it's going, but good crew, good gear and good tucker.

What we need:
- At least one full harvest on a header, JD experience preferred
- Understanding of settings for different crops and conditions
- HR truck licence handy (to move between paddocks)
- Able to do daily greasing, checks and basic repairs
- Can work long hours, 7 days when conditions allow

We offer:
- Top hourly rate plus end-of-harvest bonus
- Accommodation on farm and meals provided
- Backpackers with a 417/462 visa welcome to apply

Mallee Harvest Co is the trading name of J & K Brennan Contracting Pty Ltd. Call Kev on 0428 615 092 or message through Gumtree.`,
  },
  {
    id: 'terrazzo-mechanic-craigslist-tampa-capitals-dash-pay',
    half: 'tune',
    title: 'Terrazzo Mechanic',
    company: 'Gulf Coast Terrazzo, Inc.',
    text: `CL  tampa bay area > hillsborough co > jobs > skilled trades/artisan
reply   ★ favorite   ✕ hide   ⚑ flag   Posted 2027-03-02 07:41

TERRAZZO MECHANIC – $32-$40/hr (Tampa)

compensation: $32 - $40/hr DOE, health insurance after 90 days
employment type: full-time
job title: Terrazzo Mechanic

Gulf Coast Terrazzo, Inc. is hiring an experienced terrazzo mechanic for commercial projects around Tampa Bay — airport concourses, schools, a hospital lobby and two new condo towers on the books through 2028.

You will:
- Install epoxy and cementitious terrazzo, divider strips and base
- Set and level strips to layout, mix and trowel matrix
- Run grinders, grout and polish to spec
- Lead a helper or two and keep your area clean

You need:
- 3+ years as a terrazzo mechanic (union or non-union welcome)
- Own hand tools, reliable transportation and valid driver's license
- Able to read floor plans and layout drawings
- OSHA 10 a plus

Call or text Ray at (813) 555-0147 between 7am and 4pm, or reply to this post with your experience and a few photos of your work.

• do NOT contact us with unsolicited services or offers
post id: 7811264093`,
  },
  {
    id: 'grape-picker-leboncoin-mardeuil-bilingual-plural-form-before-dash-season-second-language',
    half: 'unseen',
    title: 'Grape Picker',
    company: 'EARL Domaine des Crayères',
    text: `leboncoin
Emploi › Offres d'emploi › Marne

Vendangeurs / Grape Pickers – Vendanges 2027
Il y a 2 jours · Mardeuil 51530
Type de contrat : CDD saisonnier   Secteur : Agriculture
Salaire : SMIC horaire + heures supplémentaires
Postuler   ♡

Description
EARL Domaine des Crayères is family Champagne house near Épernay, 9 hectares of vines in Vallée de la Marne (pinot meunier, chardonnay, pinot noir). For the harvest 2027 (start around 1st September, duration 8 to 12 days depending on weather) we are looking for grape pickers.

Work:
- Picking by hand with secateurs, in team of 20 pickers
- Carrying buckets to the porters
- Sorting of bad bunches in the vines
- Work 7 days/7 during harvest, from 7h30 to 17h30 with lunch break

We offer:
- Contract "vendanges" (CDD), paid SMIC + overtime
- Lunch provided at the domaine every day
- Possibility of accommodation in shared rooms for 20 persons (to reserve quickly!)

No experience necessary but good physical condition is needed. EU citizens or valid work permit. English and Polish speaking team.

Contact by message leboncoin or phone 03 26 55 21 48 (after 18h)`,
  },
  {
    id: 'cane-cutter-newspaper-classified-ba-capitals-only-plural-second-language',
    half: 'tune',
    title: 'Cane Cutter',
    company: 'Ba Valley Harvesting Pte Limited',
    text: `FIJI SUN – CLASSIFIEDS                                  Saturday, May 8, 2027
SITUATIONS VACANT

CANE CUTTERS WANTED
BA VALLEY HARVESTING PTE LIMITED

We are looking for hard working cane cutters to join our gangs for the 2027 crushing season, starting early June until November, cutting in Ba, Varoko and Rarawai sectors.

Duties include cutting and topping of burnt and green cane, loading trucks and lorries, and keeping the cut cane clean from trash and soil.

REQUIREMENTS:
• Men aged 18–50 years, physically fit
• Previous cane cutting experience is preferred
• Must be able to work in sun and rain, 6 days a week
• Honest and reliable, ready to stay in gang camp during the week

WE OFFER:
• Pay by tonnes cut, average $280 – $420 per fortnight
• Transport from Ba town every morning
• Cane knives, boots and gloves provided
• Accommodation in camp with meals for gang members from outside

Interested persons please come to our yard at Lot 14, Varoko Road, Ba on Monday 17th May from 8am with your FNPF number and birth certificate.

ENQUIRIES: 927 4419 / 667 0381
BA VALLEY HARVESTING PTE LIMITED`,
  },
  {
    id: 'pet-sitter-notice-board-flyer-halifax-tear-off-tabs',
    half: 'unseen',
    title: 'Pet Sitter',
    company: 'Paws Inn Pet Care Ltd.',
    text: `📌 Flyer on the community board at the Quinpool Road library, typed out:

~ ~ ~ WE'RE HIRING! ~ ~ ~
🐾 PET SITTER 🐾
Part-time · Weekdays & some weekends · $19–$22/hr

Love animals? Got a car and a flexible schedule?

Our small pet care company looks after dogs, cats, rabbits and the odd lizard in homes across the Halifax peninsula, Clayton Park and Dartmouth. We're busy with drop-in visits and overnight stays and need another reliable sitter for our team of six.

You'll:
• Visit clients' homes 2–4 times a day for feeding, litter, meds and walks
• Do overnight house-and-pet sits (extra pay)
• Send photo updates to owners through our app

You need:
• Own vehicle and valid driver's licence
• Pet First Aid certificate (or willing to get one — we pay!)
• Clean criminal record check
• Experience with dogs (and not scared of cats)

Call, text or email us — just take a tab!

| Paws Inn Pet Care Ltd. · 902-555-0183 · jobs@pawsinn.ca |
| Paws Inn Pet Care Ltd. · 902-555-0183 · jobs@pawsinn.ca |
| Paws Inn Pet Care Ltd. · 902-555-0183 · jobs@pawsinn.ca |`,
  },
  {
    id: 'lighthouse-keeper-municipal-bulletin-yarmouth-class-working-title-capitals-head',
    half: 'tune',
    title: 'Lighthouse Keeper',
    company: 'Municipality of the District of Tusket Shore',
    text: `MUNICIPALITY OF THE DISTRICT OF TUSKET SHORE
EMPLOYMENT OPPORTUNITY – COMPETITION NO. 2027-14

Class Title: Seasonal Facility Attendant II
Working Title: Lighthouse Keeper
Department: Recreation, Parks and Heritage
Location: Cape Tusket Lighthouse and Museum (near Yarmouth, NS)
Term: Seasonal, May 15 – October 15, 2027 (37.5 hours per week)
Rate of Pay: $22.14 – $24.08 per hour
Closing Date: April 9, 2027, 4:00 p.m.

The Municipality of the District of Tusket Shore is seeking a Lighthouse Keeper to care for and interpret our registered heritage lighthouse and its keeper's house museum, which welcome about 18,000 visitors each summer.

Duties include:
- Opening, operating and securing the lighthouse, museum and grounds daily
- Leading tours of the tower and telling the stories of the keepers and local shipwrecks
- Cleaning the lantern room, brass and displays; minor maintenance and grass cutting
- Handling admissions and gift shop sales

Qualifications:
- Grade 12 and one year of experience in tourism, museums or customer service
- Knowledge of Nova Scotia maritime history; Acadian French an asset
- Standard First Aid and CPR
- Valid driver's licence
- Able to climb the 72-step tower several times a day and work weekends

Please submit a cover letter and resume, quoting the competition number, to careers@tuskets.ca.`,
  },
  {
    id: 'park-naturalist-neogov-longmont-capitals-roman-numeral-department',
    half: 'unseen',
    title: 'Park Naturalist I',
    company: 'Kessler County',
    text: `governmentjobs.com
Kessler County, CO
Sign In | Job Alerts | Agency Home

PARK NATURALIST I
Salary $52,416.00 - $68,140.80 Annually
Location Longmont, CO
Job Type Full-time
Job Number 2027-00381
Department Parks and Open Space
Opening Date 02/11/2027
Closing Date 3/4/2027 11:59 PM Mountain
Apply   Print   Share

Description   Benefits   Questions

Job Summary
Kessler County Parks and Open Space is looking for a Park Naturalist I to develop and deliver nature programs for the public, schools and scout groups across our 14 parks and 120 miles of trails in the northern Front Range.

Essential Duties
- Plan and lead guided hikes, wildlife talks, night-sky programs and school field trips
- Train and coordinate volunteer naturalists
- Write interpretive signs, brochures and social media content
- Assist with wildlife monitoring and citizen-science projects
- Work some evenings, weekends and holidays

Minimum Qualifications
- Bachelor's degree in natural resources, biology, environmental education or related field
- One year of experience delivering interpretive or environmental education programs
- Valid driver's license with a good driving record
- First Aid/CPR certification within 60 days of hire

Preferred
- Certified Interpretive Guide (CIG)
- Spanish language skills

Kessler County is an Equal Opportunity Employer.`,
  },
  {
    id: 'sericulture-inspector-board-notification-ramanagara-capitals-only-bracket-group-second-language',
    half: 'tune',
    title: 'Sericulture Inspector',
    company: 'Deccan Sericulture Development Board',
    text: `DECCAN SERICULTURE DEVELOPMENT BOARD
(A Statutory Body under the Department of Sericulture, Government of the State)
Reshme Bhavan, Ramanagara – 562159

RECRUITMENT NOTIFICATION No. DSDB/REC/02/2026-27          Date: 12.01.2027

Online applications are invited from eligible candidates for the following post on direct recruitment basis.

Name of the Post: SERICULTURE INSPECTOR (Group-C)
No. of Posts: 24 (GM-11, SC-4, ST-2, OBC-7)
Pay Scale: Rs. 33,450 – 62,600 (Level 6)
Place of Posting: Technical Service Centres in Mysuru, Mandya, Chamarajanagar and Ramanagara districts
Department: Extension and Training Wing

Duties: The Sericulture Inspector shall guide farmers in mulberry cultivation and silkworm rearing, inspect chawki rearing centres and cocoon markets, carry out disease surveys of silkworm crops, and implement the subsidy schemes at field level.

Educational Qualification:
B.Sc. (Sericulture) or B.Sc. (Agriculture) with Sericulture as one of the subjects from a recognised University.

Other requirements:
- Knowledge of Kannada language (reading, writing and speaking) is compulsory
- Computer knowledge certificate (KGTTI or equivalent)
- Age limit: 18 to 35 years as on last date (relaxation as per rules)

Last date for online application: 15.02.2027 up to 5.30 PM
Website: www.dsdb-recruit.in

Sd/-
Member Secretary`,
  },
  {
    id: 'meat-inspector-authority-bulletin-windhoek-capitals-head-plural-directorate',
    half: 'unseen',
    title: 'Meat Inspector',
    company: 'Namib Meat Standards Authority',
    text: `NAMIB MEAT STANDARDS AUTHORITY
Windhoek – Namibia

VACANCY ANNOUNCEMENT
Ref: NMSA/HR/07/2027

MEAT INSPECTORS (2 POSTS)
Directorate: Veterinary Public Health
Duty Station: Okahandja and Keetmanshoop export abattoirs
Grade: C2 (Patterson)
Closing date: 28 May 2027

The Namib Meat Standards Authority is a statutory body responsible for the meat hygiene and export certification of red meat from registered abattoirs. The Authority invites applications from suitable Namibian citizens for the above positions.

Main duties:
• Carry out ante-mortem and post-mortem inspection of cattle, sheep and goats
• Ensure abattoir hygiene and HACCP procedures are followed
• Take samples for residue and disease monitoring programmes
• Complete inspection records and assist the State Veterinarian with export certification

Minimum requirements:
• Grade 12 with Biology and English
• Certificate or Diploma in Meat Inspection / Meat Hygiene from a recognised institution
• At least 2 years of experience in an export abattoir
• Valid driver's licence (Code B)
• Willing to work early shifts and weekends during slaughter days

Applications with certified copies of qualifications, ID and a detailed CV should be submitted to: The Human Resources Manager, NMSA, P.O. Box 40117, Windhoek.

Only shortlisted candidates will be contacted. Women are encouraged to apply.`,
  },
  {
    id: 'markets-officer-borough-council-brighouse-capitals-head-dash-grade',
    half: 'tune',
    title: 'Markets Officer',
    company: 'Calder Bridge Borough Council',
    text: `CALDER BRIDGE BOROUGH COUNCIL
Jobs and careers › Current vacancies › Markets Officer – Grade 6

Markets Officer – Grade 6
Reference: CBBC-2027-0412
Directorate: Place and Economy
Service: Markets and Town Centres
Location: Brighouse Market Hall, with work across our three outdoor markets
Salary: Grade 6, £27,711 – £30,296 per annum
Hours: 37 per week, including Saturdays on a rota
Closing date: 2 May 2027
Apply online

Calder Bridge Borough Council runs the Victorian market hall in Brighouse and weekly outdoor markets in Elland, Hebden Bridge and Sowerby Bridge. We're looking for a Markets Officer who will help these markets thrive — supporting our 140 traders and bringing new ones in.

What you'll do
• Open and manage the markets on market days, allocating pitches and collecting fees
• Enforce market regulations, health and safety and food hygiene rules
• Recruit new traders and plan seasonal events such as the Christmas market
• Deal with trader and public enquiries and complaints

What we're looking for
• Experience in markets, retail, events or customer-facing enforcement
• Good numeracy and cash handling
• Confident using Microsoft Office and booking systems
• Full driving licence and access to a vehicle
• Able to work early mornings and Saturdays

We are a Disability Confident Employer and guarantee an interview to disabled applicants who meet the essential criteria.`,
  },
  {
    id: 'speechwriter-careers-gov-singapore-bracket-division',
    half: 'unseen',
    title: 'Speechwriter',
    company: 'Civic Futures Board',
    text: `Careers@Gov
Home > Jobs > Civic Futures Board

Speechwriter (Corporate Communications Division)
Civic Futures Board
Closing on 19 Jun 2027
Employment type: Contract (2 years, renewable)
Job level: Senior Executive
Apply

What the role is
Civic Futures Board is a statutory board that builds partnerships between citizens, community groups and the public service. Our Corporate Communications Division tells the story of this work to Singaporeans through speeches, media and digital platforms.

As Speechwriter, you will draft speeches, forewords, op-eds and messages for the Board's Chairman, Chief Executive and visiting Ministers at our events, from community dialogues to international conferences.

What you will be working on
- Research topics and gather inputs from divisions and partners
- Write clear, engaging speeches in plain English for different audiences
- Work closely with senior leadership on tone, messages and key lines
- Edit and proofread publications, media statements and social media copy

What we are looking for
- At least 4 years of experience in speechwriting, journalism or corporate communications
- Excellent writing and editing skills in English; ability to write in Chinese, Malay or Tamil is a bonus
- Good understanding of social issues and public policy in Singapore
- Ability to work under tight timelines

Only shortlisted candidates will be notified.`,
  },
  {
    id: 'agricultural-technologist-lgu-publication-camarines-sur-bracket-grade-second-language',
    half: 'tune',
    title: 'Agricultural Technologist',
    company: 'Municipal Government of Santa Brigida',
    text: `Republic of the Philippines
Province of Camarines Sur
MUNICIPALITY OF SANTA BRIGIDA
Office of the Municipal Human Resource Management Officer

PUBLICATION OF VACANT POSITION
(Pursuant to RA 7041)
Date of Publication: March 1, 2027

The Municipal Government of Santa Brigida is in need of qualified applicant for the following vacant position:

Position Title: Agricultural Technologist (SG 10)
Plantilla Item No.: MAO-AT-7-2027
Monthly Salary: Php 23,176.00
Place of Assignment: Office of the Municipal Agriculturist

Qualification Standards:
Education – Bachelor's degree relevant to the job
Training – None required
Experience – None required
Eligibility – RA 1080 (Agriculturist Licensure)

Duties and Responsibilities:
- Conduct farm visits and provide technical assistance to rice, corn and high-value crop farmers
- Assist in the distribution of seeds, fertilizer and farm machinery under DA programs
- Organize Rice Field School trainings and farmers' associations
- Collect data for crop damage reports after typhoons and floods

Interested and qualified applicants may submit the following: letter of intent, PDS (CS Form 212) with Work Experience Sheet, photocopy of PRC license, transcript of records and certificate of eligibility, to the MHRMO not later than March 11, 2027.

This Office does not discriminate in the selection of employees based on age, sex, sexual orientation and gender identity, civil status, disability, religion, ethnicity, or political affiliation.`,
  },
  {
    id: 'art-teacher-edjoin-bakersfield-school-district-bracket-level-dash-school',
    half: 'unseen',
    title: 'Art Teacher',
    company: 'Cottonwood Valley Unified School District',
    text: `EDJOIN
Job Posting Details

Art Teacher (K–5) – Jefferson Elementary
Cottonwood Valley Unified School District
Job ID: 1829417
Location: Bakersfield, CA
Salary: $58,920 – $104,336 per year (plus $1,500 stipend)
Date Posted: 4/2/2027
Application Deadline: 4/23/2027 4:00 PM Pacific
Employment Type: Full Time
Length of Work Year: 185 days
Apply Now

Job Summary
Cottonwood Valley Unified School District is seeking an elementary Art Teacher to build a visual arts program at Jefferson Elementary, serving about 620 students in transitional kindergarten through fifth grade. The teacher will plan and deliver weekly art lessons for every class, organize the spring art show and partner with classroom teachers on arts-integrated units.

Requirements / Qualifications
- Valid California Single Subject Teaching Credential in Art, or Multiple Subject Credential with supplementary authorization in Art
- CLAD/EL Authorization
- Current TB clearance and Department of Justice fingerprint clearance
- Experience teaching art to young children preferred

Requirements for Applying
- Letter of Introduction
- Resume
- Three letters of recommendation (dated within the last two years)
- Copy of credential

Cottonwood Valley Unified School District is an equal opportunity employer and prohibits discrimination, harassment, intimidation and bullying.`,
  },
  {
    id: 'reprographics-technician-academy-trust-spalding-dash-school',
    half: 'tune',
    title: 'Reprographics Technician',
    company: 'Fen Edge Learning Trust',
    text: `Fen Edge Learning Trust
Vacancies › Support staff › Reprographics Technician – Welland Academy

Reprographics Technician – Welland Academy
Location: Welland Academy, Spalding, Lincolnshire
Contract: Permanent, term time plus 5 days
Hours: 32.5 hours per week (8.00am – 3.30pm)
Salary: NJC Scale Point 5–7, £20,410 – £21,150 actual
Start date: September 2027
Closing date: 12 June 2027, 9am

Fen Edge Learning Trust is a family of nine primary and secondary academies across South Lincolnshire and the Fens. Welland Academy is an 11–18 school with 1,350 students and a busy print room that serves every department.

About the role
We are looking for an organised Reprographics Technician to run our print room: producing worksheets, exam papers, booklets and display materials to tight deadlines, and keeping our copiers and finishing equipment in good order.

You will:
• Manage print requests through our online job system
• Operate high-volume copiers, laminators, guillotines and binders
• Handle confidential exam papers securely
• Order stock and report faults to our print contract provider

You will need:
• Good IT skills, especially Word, Publisher and PDF tools
• Attention to detail and calm under pressure
• Previous print room or office experience (desirable)

Fen Edge Learning Trust is committed to safeguarding and promoting the welfare of children. The successful candidate will be subject to an enhanced DBS check.`,
  },
  {
    id: 'volcanology-postdoc-university-bulletin-temuco-bilingual-faculty-line-second-language',
    half: 'unseen',
    title: 'Postdoctoral Researcher in Volcanology',
    company: 'Universidad Tecnológica de la Araucanía',
    text: `UNIVERSIDAD TECNOLÓGICA DE LA ARAUCANÍA
Vicerrectoría de Investigación y Postgrado
Concurso Público / Public Call N° 07-2027

Investigador/a Postdoctoral en Vulcanología / Postdoctoral Researcher in Volcanology
Facultad de Ciencias Naturales – Departamento de Geología
Lugar / Place: Temuco, with field work at Villarrica and Llaima volcanoes
Jornada: Completa (44 h)
Duration: 24 months
Salary: CLP 2.100.000 gross monthly

The Universidad Tecnológica de la Araucanía opens a public call to fill one postdoctoral position in the project "Degassing and eruptive precursors of open-vent volcanoes in Southern Andes", financed by ANID.

Functions
- Install and maintain gas monitoring stations (MultiGAS, UV camera) on Villarrica volcano
- Process and interpret gas and seismic data together with the project team
- Publish results in international journals and present in congress
- Co-supervise undergraduate and master students

Requirements
- PhD in Geology, Volcanology or Geophysics (obtained in the last 5 years)
- Publications in volcanic degassing or volcano monitoring
- Experience in field work in high mountain and volcanic environment
- Programming in Python or MATLAB
- Spanish and English, both intermediate or higher

Applications: send CV, two recommendation letters and a research statement to concursos.vrip@uta-araucania.cl until 30 April 2027.`,
  },
  {
    id: 'choir-conductor-college-bulletin-kaunas-form-before-bilingual-second-language',
    half: 'tune',
    title: 'Choir Conductor',
    company: 'VšĮ Nemuno kolegija',
    text: `VšĮ Nemuno kolegija
Apie kolegiją | Studijos | Karjera | Kontaktai
Karjera › Laisvos darbo vietos

Choro vadovas (-ė) / Choir Conductor
Arts Faculty, Music Department
Kaunas · 0.75 position · from 1 September 2027
Salary: 1 350 – 1 600 EUR gross (for 0.75 position)
Deadline for documents: 20 June 2027

VšĮ Nemuno kolegija is higher education institution in Kaunas with 3,200 students in health, business, technology and arts programs. Our mixed student choir "Nemunėlis" is singing since 1994 and it represents the college in national Song Festival and international competitions.

Responsibilities
- Conduct rehearsals of the mixed choir 3 times per week and the chamber ensemble
- Choose repertoire and prepare concerts, competitions and ceremonies of the college
- Teach choir conducting basics for students of the Music Pedagogy program
- Cooperate with accompanist and vocal teachers

Requirements
- Master degree in choral conducting
- At least 3 years of experience leading amateur or student choirs
- Piano playing skills
- Lithuanian language (C1), English is advantage
- Ready to work in evenings and some weekends

Please send CV, motivation letter and recording of your work with choir to karjera@nemunokolegija.lt.`,
  },
  {
    id: 'horticulture-tutor-polytechnic-tauranga-bilingual-maori-bracket-fte',
    half: 'unseen',
    title: 'Horticulture Tutor',
    company: 'Kaimai Institute of Technology',
    text: `Kaimai Institute of Technology
Mahi | Careers › Current vacancies

Kaiako Ahuone / Horticulture Tutor (0.8 FTE)
School: Primary Industries and Environment
Location: Windermere Campus, Tauranga
Employment type: Fixed-term to 31 December 2028
Salary: $78,600 – $92,400 pro rata
Vacancy number: KIT-27-118
Closes: 25 May 2027, 11.59pm
Apply now

Kaimai Institute of Technology is a regional polytechnic serving the Bay of Plenty, with campuses in Tauranga, Katikati and Te Puke. Our horticulture programmes train the people who grow the region's kiwifruit, avocados and nursery crops.

About the role
We are looking for a Horticulture Tutor to teach the New Zealand Certificate in Horticulture Production (Level 3 and 4) to full-time and apprentice students. You'll teach in the classroom, our glasshouses and on local orchards, and visit apprentices in their workplaces.

What you'll bring
• A relevant horticulture qualification (Level 5 or higher) and industry experience, ideally in kiwifruit or avocados
• Adult teaching qualification (NZCATE Level 5) or willingness to gain one
• Growsafe Standard certificate
• Full NZ driver licence
• Ability to build relationships with growers, students and whānau

Kaimai Institute of Technology is committed to Te Tiriti o Waitangi and welcomes applications from Māori and Pasifika.`,
  },
  {
    id: 'perfumer-careers-page-grasse-about-us-first-bilingual-gender-bare-header-second-language',
    half: 'tune',
    title: 'Junior Perfumer',
    company: 'Maison Vérane Parfums SAS',
    text: `MAISON VÉRANE
Notre Maison   Nos Créations   Savoir-faire   Carrières   FR | EN

Who we are
Since 1921 Maison Vérane composes fragrances in Grasse, from our fields of jasmine and rose centifolia until the final perfume. Today we create fine fragrances for niche brands and for our own collection, sold in 30 countries. Our team of 9 perfumers works with our own natural extracts, obtained by enfleurage, distillation and CO2 extraction in our factory on the Route de Pégomas.

Maison Vérane Parfums SAS – 120 collaborators – capital of 1.200.000 €

Join us

Parfumeur Junior / Junior Perfumer (H/F)
CDI · Grasse · Création

Your mission
Under the direction of our Master Perfumer, you will create formulas for briefs of our clients and for the house collection, evaluate the trials on blotter and on skin, and participate to the work on new natural raw materials with our extraction team.

Your profile
- Graduate of a perfumery school (ISIPCA, GIP or equivalent)
- First experience of 1 to 3 years in a composition house
- Excellent olfactive memory and knowledge of naturals and aroma chemicals
- French and English fluent
- Creative, curious and patient

Send your application (CV + letter) to carrieres@maisonverane.fr`,
  },
  {
    id: 'martial-arts-instructor-careers-page-naperville-franchisee-brand-first-line-dash-program',
    half: 'unseen',
    title: 'Martial Arts Instructor, Kids Program',
    company: 'Westbrook Dojo Group LLC',
    text: `IRONLOTUS KARATE – NAPERVILLE
Home   Programs   Schedule   Free Trial Class   Careers

Careers at IronLotus Karate Naperville

IronLotus Karate Naperville is independently owned and operated by Westbrook Dojo Group LLC under a franchise agreement with IronLotus Karate Franchising, Inc. We teach more than 400 students, ages 4 to 70, at our studio on Ogden Avenue.

Martial Arts Instructor – Kids Program
Part-time (20–28 hours/week) · $18–$24/hour + bonuses

We're looking for an energetic instructor to lead our Little Dragons (ages 4–6) and Juniors (ages 7–12) classes. You'll teach curriculum-based karate and life skills — focus, respect, confidence — in a fun, safe and structured way.

Responsibilities
• Teach 4–6 classes per weekday evening plus Saturday mornings
• Run belt testing, birthday parties and summer camp sessions
• Track student progress and talk with parents after class
• Help with introductory lessons and enrollments

Requirements
• Black belt in karate, taekwondo or another recognized style
• Experience teaching children (coaching, teaching, camps)
• CPR/First Aid certification (we can help you get it)
• Must pass a background check
• Available weekday evenings 3:30–8:30pm

Apply: email your résumé to careers@ironlotusnaperville.com or drop by the front desk.`,
  },
  {
    id: 'cantor-careers-page-omaha-about-us-first-bracket-type',
    half: 'tune',
    title: 'Cantor',
    company: 'Temple Beth Orah',
    text: `Temple Beth Orah
A Reform Jewish Congregation in Omaha, Nebraska
About Us | Worship | Learning | Community | Give | Employment

About Temple Beth Orah
Founded in 1908, Temple Beth Orah is a warm, multigenerational Reform congregation of 640 households in west Omaha. We pray with a blend of traditional nusach and contemporary music, and we are known for our lively Shabbat services, our adult choir and our Religious School of 180 students.

Employment Opportunities

Cantor (Full-Time)
Start date: July 1, 2027

Temple Beth Orah seeks a full-time Cantor to serve as our congregation's musical and spiritual leader alongside our Senior Rabbi. We hope to find a partner in sacred music who will inspire participation, teach with joy and care for our members through every stage of life.

Responsibilities include:
- Leading music for Shabbat, holidays and life-cycle events
- Preparing b'nai mitzvah students and training lay leaders
- Directing the adult choir and our teen band
- Teaching music in the Religious School
- Sharing pastoral care and officiating at weddings and funerals

Qualifications:
- Cantorial investiture from a recognized seminary
- Strong vocal skills and proficiency on guitar or piano
- Knowledge of Reform liturgy and Hebrew

Please send a letter of interest, résumé and recordings to our Search Committee at cantorsearch@bethorah-omaha.org.`,
  },
  {
    id: 'marine-biologist-careers-page-baa-atoll-brand-of-group-department',
    half: 'unseen',
    title: 'Resident Marine Biologist',
    company: 'Kandu Reef Maldives',
    text: `KANDU REEF MALDIVES
Part of the Atoll Crown Collection
Stay   Dine   Spa   Reef & Dive   Careers   Book Now

Careers
Kandu Reef Maldives is a 72-villa island resort in Baa Atoll, a UNESCO Biosphere Reserve. We are part of the Atoll Crown Collection and we hire and manage our team under the Kandu Reef name. Our house reef is home to manta rays, turtles and more than 250 fish species, and we run a coral restoration programme with 3,000 fragments on frames.

Open position
Resident Marine Biologist
Department: Reef & Dive Centre
Contract: 2 years, single status

About the role
You will lead our marine conservation programme and share the ocean with our guests: snorkel safaris, reef talks, kids' Ocean Explorers club and coral planting sessions. You will maintain the coral nursery, collect reef health and manta ID data, and work with local schools and the biosphere office.

Requirements
• Degree in Marine Biology or related field
• PADI Divemaster or higher
• Experience in coral restoration and reef monitoring (Reef Check or similar)
• Excellent presentation skills in English; a second language is valued
• Positive personality and comfortable living on a remote island

Benefits: tax-free salary, service charge, accommodation, meals, annual flights, medical insurance.

Apply: careers@kandureef.mv`,
  },
  {
    id: 'lock-keeper-careers-page-york-charity-about-us-first-registration-number-dash-season',
    half: 'tune',
    title: 'Lock Keeper',
    company: 'Ouse and Foss Navigation Trust',
    text: `Ouse and Foss Navigation Trust
Registered charity no. 1187420 · Company limited by guarantee no. 11536209
Visit   Boating   Volunteer   Support us   Jobs

About the Trust
The Ouse and Foss Navigation Trust looks after 38 miles of river navigation in and around York, including six locks, the Foss Basin moorings and the towpaths that thousands of people walk and cycle every week. We are a small charity with 22 staff and more than 200 volunteers, funded by boaters' licences, grants and our members.

Current vacancies

Lock Keeper – Seasonal (April to October)
Naburn Lock, near York
37.5 hours per week including weekends and bank holidays on a rota
£12.85 per hour

As a Lock Keeper you'll help boaters through Naburn Lock safely and with a smile, keep the lock and its surroundings tidy, and be the friendly face of the Trust for visitors and walkers.

You'll:
• Operate lock gates and sluices and manage water levels
• Advise boaters on river conditions, moorings and licences
• Carry out minor maintenance, grass cutting and litter picking
• Record lock passages and report defects

You'll need:
• Good customer service skills and a calm approach
• Confidence working near water in all weathers
• Boat handling or inland waterways experience is a plus
• First aid certificate (or willingness to train)

To apply, download the application pack and return it to jobs@ouseandfoss.org.uk by 28 February.`,
  },
  {
    id: 'carpet-fitter-careers-page-chelmsford-franchisee-bracket-type',
    half: 'unseen',
    title: 'Carpet Fitter',
    company: 'Redbrook Interiors Ltd',
    text: `Floorcraft Home | Chelmsford
Shop   Carpets   Flooring   Book a Home Visit   Careers   01245 555 031

Careers at Floorcraft Home Chelmsford

Floorcraft Home Chelmsford is independently owned and operated by Redbrook Interiors Ltd, a franchisee of Floorcraft Home Franchising Ltd. We've been fitting floors across Essex since 2011, from one-bedroom flats to new-build show homes, and we're busy.

Carpet Fitter (Self-Employed)
Location: Chelmsford and surrounding areas (CM postcodes)
Pay: £550 – £850 per week, price-per-job
Start: as soon as possible

We're looking for an experienced carpet fitter to join our team of four fitting crews. Our in-store team handles the measuring, ordering and customer bookings — you turn up to a well-planned job with the materials already on site.

What you'll do
• Fit carpet, underlay and gripper in homes and small commercial premises
• Lift and dispose of old flooring
• Fit stairs, including winders and landings, to a high standard
• Leave every home clean and every customer happy

What we're looking for
• At least 3 years' experience as a carpet fitter
• Your own van and fitting tools
• Full UK driving licence
• Public liability insurance
• Vinyl or LVT fitting experience is a bonus

Send your details and a few photos of recent work to careers@floorcraftchelmsford.co.uk.`,
  },
  {
    id: 'costume-designer-careers-page-sofia-bare-header-dash-specialty-second-language',
    half: 'tune',
    title: 'Costume Designer, Period Drama',
    company: 'Vitosha Film Studios EOOD',
    text: `VITOSHA FILM STUDIOS
Stages   Backlot   Services   Productions   Careers   BG | EN

Careers

Costume Designer – Period Drama
Department: Costume & Wardrobe
Location: Sofia, Bulgaria (studio and location shooting)
Contract: Project-based, 7 months (pre-production from September 2027)

Vitosha Film Studios EOOD is production services company and studio complex in Sofia with 9 sound stages, backlot streets and our own costume warehouse with more than 80,000 historical costumes. We are hosting international productions for streaming platforms and cinema.

For a 8-episode historical drama set in 17th century Ottoman Balkans, we are looking for a costume designer who will lead the costume department of the production.

Responsibilities
- Research of the period and creation of costume concepts for 60 principal characters and crowd
- Preparation of sketches, budgets and fabric selection
- Management of the costume team: cutters, tailors, breakdown artists, dressers
- Fittings with actors and cooperation with director, DOP and make-up designer

Requirements
- At least 3 feature films or series as costume designer, period productions are strong advantage
- Excellent knowledge of historical costume and tailoring
- Good English for communication with international producers
- Ability to manage team and budget under schedule pressure

Please send portfolio and CV to careers@vitoshastudios.bg`,
  },
  {
    id: 'hospital-clown-careers-page-recife-about-us-first-bilingual-second-language',
    half: 'unseen',
    title: 'Hospital Clown',
    company: 'Riso Solidário Produções Artísticas Ltda.',
    text: `Riso Solidário
Quem somos | Projetos | Hospitais parceiros | Trabalhe conosco | Doe

Who we are
Riso Solidário is group of professional artists that bring play, music and clown to children in hospitals of Pernambuco since 2004. Every week our duos of clown doctors visit 9 hospitals in Recife and Olinda, including pediatric oncology and ICU. Riso Solidário Produções Artísticas Ltda. is the company that contracts our artists and manages the projects with hospitals and sponsors.

Trabalhe conosco

Palhaço(a) Hospitalar / Hospital Clown
Recife – PE · 20 hours/week · PJ or CLT contract

We are looking for a hospital clown to join our cast for the year 2027.

What you will do
- Visit hospitals in pairs 3 times per week, in the children's wards and waiting rooms
- Create improvised play with children, families and health team
- Participate in weekly training and supervision with our artistic director
- Write short reports after each visit

Requirements
- Professional training in clown (minimum 2 years) and experience in performance
- Musical instrument (ukulele, accordion, guitar…) is big plus
- Sensibility to work in hospital environment, respecting biosecurity rules
- Updated vaccination card
- Availability for morning visits

Send your CV, photo and link to video of your work to elenco@risosolidario.org.br until 15 February.`,
  },
]
