// Seventh header set (issue 15): 80 tops of job ads as a job seeker pastes them into Tailor — the chrome a
// site shows above the description (board or tracker header, title line, employer line, place, pay, dates,
// buttons, ratings, breadcrumbs, applicant counts), then the first paragraph or two and a few bullets. It
// measures only how the engine reads the job title and the company; skills are not labelled.
// Written by helper job61, who read only the HeaderPosting interface, the labelling rules and the list of
// earlier ids — no engine source, bench, engine doc or other eval set's postings — and ran nothing but a
// parse and word-count check of this file. Each title and company was written with its text before any run. Every employer, person,
// email, phone, address and reference number is invented; places are real towns. Occupations are 80 that no
// earlier id names. Halves alternate in file order, starting with 'tune'.
//
// Shapes (80): applicant-tracking pages 22 (Workday, Greenhouse, Lever, SmartRecruiters, Teamtailor,
// Personio, iCIMS, Taleo, BambooHR, Workable, Recruitee, Ashby, JazzHR, Jobvite, SuccessFactors, Pinpoint,
// Homerun, Comeet, Oracle Recruiting, UKG, Avature, Dayforce); job boards 22 (Indeed, LinkedIn, Seek,
// Naukri, Bayt, JobStreet, Reed, StepStone, Glassdoor, Trade Me, ZipRecruiter, Xing, OCC Mundial, FINN,
// Pracuj.pl, Profesia, Jobindex, Karriere.at, Jobs.ch, Computrabajo, MyJobMag, BrighterMonday); chats and
// social posts 8 (WhatsApp, Telegram, Facebook group, LinkedIn post, Instagram, X, Viber, LINE); emails 6
// (2 forwarded, 2 direct with a "Position:" line, 2 from agency recruiters); classifieds 5 (newspaper,
// Gumtree, Kijiji, OLX, Craigslist); government bulletins 6 (county, town council, police service, shire,
// constabulary, regional government); school and university bulletins 5 (2 universities abroad, 1 South
// African university, a US school district, an English academy trust); careers pages 6 (3 with the
// about-us block before the job).
// Features: agency naming its client 2 (Seek, email) and not naming it 3 (Reed, MyJobMag, email);
// franchisees 2 (car rental, hotel); trading names 4 (t/a, dba twice — once "dba The …" — and "the trading
// name of"); "X, a division of Y" 2; brand of a parent group 2; title only inside a sentence in lower case 3;
// specialty after a dash or comma 12 (incl. an aircraft type, a team, a violin section); place, shift, pay,
// season, school, depot or number after a dash or in brackets ~20; a requisition number on a bare hyphen 1;
// titles in capitals 9; gender markers 5 (m/w/d, H/F, m/f/d, *in); bilingual slash titles 12; plural
// titles 6; legal forms before the name 4 (UAB, TOO, PT, SIA); employer named only in a footer or closing
// line 3; employer in capitals in a head and ordinary case in the text 6; class title + working title 3;
// "Department:"/"Section:"/"Faculty:"/"Unit:" lines 7; a bare name in a header with the suffixed name in the
// text on most tracker pages, on Indeed, on a Facebook page and in an email sender line.
// Legal forms by country (47): AG (CH), Inc./LLC/PLLC/P.C. (US), AB (SE), S.L. (ES), AS (NO),
// GmbH and GmbH & Co. KG (DE), Limited (HK), IKE (GR), UAB (LT), B.V. (NL), S.A. (LU), Public Company
// Limited and Co., Ltd. (TH), Ltd (UK), BV (BE), Ltd. (IL), B.S.C. (c) (BH), SAS (FR), Inc. (CA), W.L.L.
// (QA), Pty Ltd (AU), Pvt. Ltd. (IN), L.L.C. (AE), Corporation and Inc. (PH), Limited (NZ), GmbH (AT),
// S.A. de C.V. (MX), sp. z o.o. (PL), a.s. (SK), ApS (DK), S.A.C. (PE), Limited/Ltd (NG), Ltd (KE), TOO
// (KZ), PT (ID), Ltda. (BR), CLG (IE), d.o.o. (RS), Ltd (CY), Pte. Ltd. (SG), Co., Ltd. (KR), Pvt Ltd
// (MV), (Pvt) Ltd (LK), (Pty) Ltd (ZA), (Pvt.) Limited (PK), Lda. (PT), SIA (LV), A.Ş. (TR).
// Countries (50, plus Hong Kong): US, UK, Ireland, Canada, Australia, New Zealand, South Africa, Nigeria,
// Kenya, India, Pakistan, Sri Lanka, Maldives, Philippines, Malaysia, Singapore, Indonesia, Thailand, South
// Korea, Hong Kong, Kazakhstan, UAE, Qatar, Bahrain, Israel, Turkey, Cyprus, Greece, Serbia, Slovenia,
// Hungary, Slovakia, Poland, Lithuania, Latvia, Denmark, Norway, Sweden, Germany, Austria, Switzerland,
// Luxembourg, Belgium, Netherlands, France, Spain, Portugal, Mexico, Peru, Chile, Brazil. 49 entries are in
// the English of a second-language writer (ids end -second-language).
//
// Labelling rules as applied (short copy of rules.md):
// - title: as printed, keeping seniority and level and a specialty joined by a comma; dropping what a board
//   hangs on it after a dash or in brackets (requisition numbers, places, shifts, schedules, employment
//   type, pay, seasons); a specialty after a dash (practice area, team, product area, aircraft type) is kept
//   after a comma; capitals become title case; a gender marker is dropped; a two-language slash title is
//   labelled with its English half; a plural title is made singular; a title only in a lower-case sentence
//   is labelled in title case; a place, unit or vessel joined by "to"/"for" is dropped; a bulletin with a
//   class title and a working title is labelled with the working title; a direct email's "Position:" line
//   is the title; a requisition number on a bare hyphen is dropped.
// - company: as printed with its legal form (before or after the name) and with "The" only where the name
//   line prints it; government: the jurisdiction or agency that hires, not a "Department:" line; school
//   district or academy trust, not the school; universities, not the faculty; agency ads: the client when
//   named, else the agency; franchise ads: the franchisee; "X t/a Y", "X dba Y" and "Y is the trading name
//   of X" give Y; "X, a division of Y" gives X; a brand that says it is part of a group gives the brand; a
//   bare name in a header and the suffixed name in the text gives the suffixed name; a brand whose legal
//   name appears only in a footer or closing line gives that legal name; capitals in a head and ordinary
//   case in the text give the text's form; a forwarded email is labelled from the forwarded ad, and a
//   recruiter's signature is not the employer.
//
// Readings decided here where the rules are silent (applied the same way throughout):
// - Quotation marks or guillemets around a name after a legal form printed before it are dropped
//   ("TOO «Dala Kus Monitoring»" -> "TOO Dala Kus Monitoring").
// - A legal form is kept exactly as printed, with its own punctuation and bracketed part and the comma
//   before it when there is one ("Gulf Dunes Bank B.S.C. (c)", "Noorpur Sports (Pvt.) Limited",
//   "Triangle Smile Partners, PLLC", "Despepitadora Nazas del Norte, S.A. de C.V.").
// - A bracket after a title that holds a licence, level, section or department ("(Single License)",
//   "(UT/MT Level 2)", "(Gloves Section)", "(Boiling House)", "(Chef de Partie level)", "(Student
//   Officer)") is dropped like other brackets; a grade written into the title itself ("II", "Senior",
//   "Medior", "Apprentice", "Consultant", "Section") is kept.
// - A work area after a dash ("Tanner – Wet End") counts as a team and is kept; a violin section after a
//   dash ("Second Violins") counts as a specialty and is kept.
// - A title in a lower-case sentence is labelled without the employment-type word around it ("a part-time
//   fencing coach" -> "Fencing Coach").
// - A plural title inside a two-language slash line ("WE ARE HIRING ACROBATS! / ESTAMOS CONTRATANDO
//   ACROBATAS!") takes the English half, made singular; a hiring phrase around it is not part of the title.
// - A social handle or a page name ("circoventania", "Kabayan Ridge Hotel") is a bare header: a legal name
//   printed in the post or its footer wins.
// - A chat post whose employer is named only under the text (the WhatsApp sign-off) is labelled with that
//   closing line, as the footer reading.
// - A police service or regional government bulletin with a "Section:" or "Department:" line is labelled
//   with the service or government that hires; a university's "Unidad"/"Faculty" line is read as a
//   "Department:" line.
// - A franchised hotel "owned and operated by X under a franchise licence" is a franchise ad: X.
// - A subject line's programme or series name ("Harbour Lights" S2) is not part of the title.
// Written by Tailor contributors (CC0).

import type { HeaderPosting } from './header-postings.ts'

export const seventhHeaderPostings: HeaderPosting[] = [
  {
    id: 'pharmacologist-workday-basel-dash-specialty-second-language',
    half: 'tune',
    title: 'Senior Pharmacologist, Safety Pharmacology',
    company: 'Halvorsen Therapeutics AG',
    text: `Halvorsen Therapeutics careers
Search for Jobs   Sign In

Senior Pharmacologist - Safety Pharmacology
Apply
locations
Basel, Switzerland
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0041187

Halvorsen Therapeutics AG is a mid-size biopharma company with research site in Basel and clinical operations in Lausanne. We are developing small molecules for cardio-renal diseases, and our first compound is now in phase II.

For our Nonclinical Safety team we search a Senior Pharmacologist – Safety Pharmacology who will plan and lead the core battery studies for our pipeline and be the voice of safety pharmacology in the project teams.

Your tasks
- Design and monitor ICH S7A/S7B studies at CROs, review protocols and reports
- Interpret hERG, telemetry and respiratory data and write the integrated risk assessment
- Contribute to IND/IMPD sections and answer questions of health authorities
- Work close with toxicology, DMPK and clinical pharmacology

Your profile
- PhD in pharmacology, physiology or similar, 5+ years in industry or CRO
- Good knowledge in cardiovascular safety and in vivo models
- Very good English, German is a plus`,
  },
  {
    id: 'fpga-engineer-greenhouse-huntsville-division',
    half: 'unseen',
    title: 'FPGA Engineer II',
    company: 'Tessaract Labs',
    text: `Tessaract Labs
FPGA Engineer II
Huntsville, Alabama, United States

Apply for this job

Tessaract Labs, a division of Corvane Systems, Inc., builds compact signal-processing payloads for small satellites and airborne test ranges. Our team of 60 engineers works out of a single lab in Cummings Research Park, and every design we write ends up on hardware we integrate and fly ourselves.

We're looking for an FPGA Engineer II to own blocks of our next-generation software-defined radio, from architecture through lab bring-up.

What you'll do
- Write synthesizable VHDL or SystemVerilog for DSP chains, DMA engines and high-speed interfaces (JESD204B, PCIe, 10GbE)
- Close timing on Xilinx UltraScale+ and Versal parts
- Build self-checking testbenches; UVM or cocotb experience is welcome
- Debug on the bench with ILA, oscilloscopes and spectrum analyzers

What we're looking for
- BS in Electrical or Computer Engineering and 3+ years of FPGA design
- Comfort reading schematics and working next to board designers
- U.S. citizenship is required because of ITAR

Compensation: $118,000 – $142,000 plus annual bonus.`,
  },
  {
    id: 'antenna-engineer-lever-linkoping-second-language',
    half: 'tune',
    title: 'Antenna Engineer',
    company: 'Vindåsen Radio AB',
    text: `Vindåsen Radio AB
Antenna Engineer
LINKÖPING / HARDWARE – RF & ANTENNAS / FULL-TIME / ON-SITE

Apply for this job

Vindåsen Radio AB designs tactical radio links and sensor antennas for customers in the Nordic countries. We are 140 people in Linköping and Karlskrona, and we make everything from first simulation to the environmental test in our own lab.

Now we grow the antenna group and look for an Antenna Engineer who want to take a design from idea to a product in serial production. You will be part of a team of six with short way to decisions.

What you will do
• Simulate and design antennas and arrays in CST or HFSS
• Build prototypes together with our mechanics and measure them in our anechoic chamber
• Write test specifications and support the production with tuning and troubleshooting
• Take part in customer meetings when it is needed

Who you are
• MSc in electrical engineering, applied physics or similar
• Some years experience of antenna design, phased arrays is a merit
• You speak and write Swedish and English
• Because of our customers you must be able to pass a security clearance`,
  },
  {
    id: 'voice-actor-smartrecruiters-madrid-bilingual-title-second-language',
    half: 'unseen',
    title: 'Dubbing Voice Actor',
    company: 'Estudios Tramuntana Doblaje S.L.',
    text: `Estudios Tramuntana Doblaje S.L.
Actor/Actriz de Doblaje / Dubbing Voice Actor
Madrid, Comunidad de Madrid, Spain · Part-time · Freelance

I'm interested

Company Description
Estudios Tramuntana Doblaje S.L. is a dubbing and localisation studio in Madrid with eight recording rooms. We dub series, animation and video games for the main streaming platforms into Castilian Spanish and, since 2024, also into Catalan.

Job Description
We are enlarging our pool of voice talents and search actors and actresses with experience in dubbing or with strong theatre background who want to work in sync. Our directors will call you by session, mostly in the mornings.
- Record dialogue in sync with picture following the indications of the dubbing director
- Adapt your voice to different characters, ages and styles
- Be punctual and prepare the takes quickly with the script on screen

Qualifications
- Formation in acting or in a dubbing school
- Native Castilian Spanish, neutral accent
- Own home-studio is a plus for additional ADR work
- Availability to come to the studio with short notice

Additional Information
Pay following the collective agreement of the sector. Please attach a demo reel of maximum 3 minutes.`,
  },
  {
    id: 'cider-maker-teamtailor-ulvik-dash-season-second-language',
    half: 'tune',
    title: 'Cider Maker',
    company: 'Ulvik Siderkompani AS',
    text: `Ulvik Siderkompani
Jobs   Locations   Departments   Connect

Cider Maker – Season 2026
Production · Ulvik

Ulvik Siderkompani AS is a family owned cider farm in the inner Hardangerfjord. We grow our own apples on 40 decare and make around 60 000 litres of cider and apple must each year, sold in Vinmonopolet and to restaurants in Bergen and Oslo.

For the harvest and fermentation season from August to December we need a Cider Maker who can take responsibility in the cider house together with our head of production.

Your tasks
- Receive and sort apples, pressing and juice handling
- Follow the fermentations, do analysis of sugar, acid and SO2 and keep logs
- Racking, blending, filtering and bottling
- Cleaning and hygiene after HACCP

We hope you have
- Experience from cider, wine or brewing production
- Good understanding of hygiene and food safety
- Driver licence class B, the farm is 6 km from the village
- You can communicate in English or a Scandinavian language

We offer accommodation on the farm, salary after agreement and a beautiful place to work.

Apply now`,
  },
  {
    id: 'crystallographer-personio-gottingen-bilingual-gender-second-language',
    half: 'unseen',
    title: 'Crystallographer',
    company: 'Brennholt Structural Biology GmbH',
    text: `Brennholt Structural Biology GmbH

Kristallograph (m/w/d) / Crystallographer (m/f/d)
Full-time · Göttingen · Permanent employee · Research

About us
Brennholt Structural Biology GmbH is a contract research company for protein structures. Since 2016 we solve crystal and cryo-EM structures for pharma and biotech customers from all over Europe. Our lab is located in the Göttingen science park, 25 people from 11 countries work here.

Your tasks
- You plan and perform crystallisation screens and optimisation with our robot systems
- You collect data at synchrotrons (ESRF, PETRA III, SLS), also remote
- You process data, solve structures by molecular replacement and refine them
- You write reports for customers and present the results in calls

Your profile
- PhD in crystallography, structural biology, biochemistry or similar
- Hands-on experience in protein crystallography and in software like XDS, Phenix, Coot
- Fragment screening experience would be welcome
- Very good English; German is not a must but helps in daily life

Why us?
- Permanent contract, 30 days holiday, flexible working time
- Job ticket and company pension
- Short ways and a team that likes to share knowledge

Apply now`,
  },
  {
    id: 'cruise-director-icims-miami-brand-of-group',
    half: 'tune',
    title: 'Cruise Director',
    company: 'Coral Meridian Cruises',
    text: `Careers Home > Shipboard Jobs > Cruise Director

Cruise Director
Job ID 2026-3318
# of Openings 2
Job Locations US-FL-Miami
Category Entertainment & Activities
Type Full-Time (Shipboard Contract)

Apply for this job online | Email this job to a friend | Refer

Overview
Coral Meridian Cruises is part of Azure Horizon Leisure Group and sails three mid-size ships in the Caribbean and the Bahamas from Miami and Port Canaveral. Our guests choose us for intimate ships, live music and crews who know their names.

The Cruise Director is the face of the onboard guest experience. You lead a team of hosts, entertainers, youth staff and cruise staff, and you are the voice guests hear every morning and the host they see every night.

Responsibilities
- Plan and deliver the daily activity and entertainment program within budget
- Lead, schedule and coach an entertainment department of 25 to 40 crew
- Work with the Hotel Director on guest satisfaction scores and service recovery

Qualifications
- 3+ years as Cruise Director or Assistant Cruise Director on a passenger ship
- Outstanding microphone presence
- STCW Basic Safety Training and a valid seafarer medical`,
  },
  {
    id: 'forensic-accountant-taleo-hong-kong-comma-specialty-requisition',
    half: 'unseen',
    title: 'Senior Forensic Accountant, Disputes & Investigations',
    company: 'Lockhart Pemberton Advisory Limited',
    text: `Lockhart Pemberton Careers
Job Search   My Jobpage   Sign Out

Job Description
Senior Forensic Accountant, Disputes & Investigations-2600417

Description
Lockhart Pemberton Advisory Limited is an independent advisory firm with offices in Hong Kong, Singapore and Shanghai. Our Disputes & Investigations practice supports law firms, boards and regulators on fraud investigations, shareholder disputes and international arbitration.

We are looking for a Senior Forensic Accountant to join our Hong Kong team. You will run workstreams on investigations and expert witness engagements and supervise a small team of analysts.

Responsibilities
- Trace funds and analyse accounting records, bank statements and e-mails
- Build loss and damages quantification models
- Draft expert reports and prepare exhibits for hearings
- Take part in interviews and client meetings

Qualifications
- Qualified accountant (HKICPA, ACCA or ACA) with 4+ years in forensic accounting or audit
- Strong Excel skills; experience with Relativity or Nuix is an advantage
- Fluent English and Cantonese; Mandarin is preferred

Job Field: Advisory
Primary Location: Hong Kong-Hong Kong Island-Central
Organization: Disputes & Investigations
Schedule: Full-time
Job Posting: Feb 9, 2026, 9:00:00 AM`,
  },
  {
    id: 'valet-parking-attendant-bamboohr-nashville-dba-dash-schedule-pay',
    half: 'tune',
    title: 'Valet Parking Attendant',
    company: 'Parkline Valet',
    text: `Parkline Valet
Job Openings > Valet Parking Attendant - Weekends - $14/hr + Tips

Valet Parking Attendant - Weekends - $14/hr + Tips
Operations   Nashville, Tennessee

Apply for This Job

Location: Nashville, Tennessee
Department: Operations
Employment Type: Part-Time
Minimum Experience: Entry-level
Compensation: $14.00/hr plus tips (average $22–$30/hr total)

Music Row Hospitality Group LLC dba Parkline Valet runs valet stands at hotels, restaurants and event venues across Midtown and the Gulch. We are busy Friday through Sunday and we need friendly, fast and careful people to park our guests' cars.

What you'll do
- Greet guests, issue claim tickets and keep the stand organized
- Park and retrieve vehicles safely, including manual transmission
- Keep keys secure in the key box and follow our damage-check routine
- Help guests with luggage and directions

What you need
- Valid driver's license held for at least 2 years and a clean driving record
- Able to run short distances and stand for a full shift
- Available Friday and Saturday nights and Sunday afternoons
- Must be 21 or older (insurance requirement)

Weekly pay, free shift meals at partner venues and flexible scheduling.`,
  },
  {
    id: 'digital-forensics-examiner-workable-athens-second-language',
    half: 'unseen',
    title: 'Digital Forensics Examiner',
    company: 'Arktinos Cyber Security IKE',
    text: `Arktinos Cyber Security IKE
Digital Forensics Examiner
Athens, Attica, Greece · Incident Response · Full time · Hybrid

Overview   Application

Arktinos Cyber Security IKE is a Greek cyber security company with 45 experts. We offer incident response, penetration testing and managed detection to banks, shipping companies and public bodies in Greece and Cyprus.

Our DFIR team is growing and we are looking for a Digital Forensics Examiner that will work on real incidents and on cases for law firms.

Description
- Acquire and preserve evidence from Windows, Linux and macOS systems and from mobile devices, keeping the chain of custody
- Analyse disk images, memory and logs with tools as X-Ways, Axiom, Volatility and KAPE
- Reconstruct timelines of attacks and write clear technical reports
- Support the incident handlers in the first hours of a ransomware case

Requirements
- Degree in computer science or relevant field
- 2+ years in digital forensics or incident response
- Certification as GCFA, GCFE, EnCE or similar is a strong plus
- Very good English and Greek, written and spoken
- Completed military obligations (for male candidates)

Benefits
- Private health insurance
- Training budget and certification exams paid by us`,
  },
  {
    id: 'foley-artist-recruitee-kaunas-form-before-second-language',
    half: 'tune',
    title: 'Foley Artist',
    company: 'UAB Garso Kalvė',
    text: `UAB Garso Kalvė
Careers   About us   Our films

Foley Artist / Foley menininkas (-ė)
Kaunas, Lithuania · Post-production · Full-time

Apply for this job

UAB Garso Kalvė is an audio post-production studio in Kaunas. We do sound design, foley, ADR and mix for feature films, series and games, for Lithuanian producers and more and more for co-productions from Germany, Poland and the Nordics. Our new foley stage with 14 different floor surfaces was opened last autumn.

We are looking for a Foley Artist who will perform footsteps, cloth and props in sync to picture and help to build our props library.

What you will do:
• Perform foley for films and series together with our foley mixer
• Find, make and take care of the props and surfaces
• Prepare the cue sheets and check the sync in Pro Tools
• Sometimes record sound effects on location

What we expect:
• Experience in foley, theatre, dance or sound effects recording
• Good sense of rhythm and timing, patience
• Basic knowledge of Pro Tools
• English for communication with foreign clients

Salary: 1 800 – 2 400 EUR gross per month.`,
  },
  {
    id: 'photonics-engineer-ashby-eindhoven-dash-specialty-second-language',
    half: 'unseen',
    title: 'Senior Photonics Engineer, Silicon Nitride Platform',
    company: 'Lumatrix Photonics B.V.',
    text: `Lumatrix Photonics
Jobs / Engineering

Senior Photonics Engineer — Silicon Nitride Platform
Location: Eindhoven
Employment Type: Full time
Location Type: On-site
Department: Engineering
Compensation: €72K – €94K

Apply for this Job

Lumatrix Photonics B.V. develops photonic integrated circuits for LiDAR and optical sensing. We spun out of a university research group in 2021 and now we are 55 people with our own test floor on the High Tech Campus.

As Senior Photonics Engineer in the Silicon Nitride Platform team you will design the low-loss building blocks that all our products use, and you will work directly with the foundry on process variations.

What you will do
- Design and simulate waveguides, couplers, ring resonators and AWGs (Lumerical, Python)
- Make mask layouts in KLayout or IPKISS
- Characterise chips in the lab and feed the results back into models
- Mentor two medior engineers

What we look for
- PhD or MSc in photonics, physics or electrical engineering
- 5+ years designing PICs, preferably in SiN or InP
- Strong data analysis skills
- You are allowed to work in the Netherlands; we support the 30% ruling for eligible candidates`,
  },
  {
    id: 'prosthodontist-jazzhr-raleigh-capitals-dash-pay',
    half: 'tune',
    title: 'Prosthodontist',
    company: 'Triangle Smile Partners, PLLC',
    text: `Triangle Smile Partners, PLLC
Current Openings

PROSTHODONTIST - FULL TIME - $280K+ GUARANTEE
Raleigh, NC
Department: Clinical
Type: Full Time
Min. Experience: Experienced
Salary: $280,000 - $420,000

Apply Now   Share

Triangle Smile Partners, PLLC is a doctor-owned group of five dental offices in Raleigh, Cary and Wake Forest. Our specialty center in North Raleigh has its own in-house lab, CBCT, intraoral scanners and a full digital workflow for implant restorations.

We are adding a board-eligible or board-certified Prosthodontist to work alongside our periodontist and oral surgeon. You'll see complex restorative and full-arch cases referred from our general dentists and from outside practices.

Responsibilities
- Diagnose and plan complex fixed, removable and implant-supported cases
- Restore full-arch implant cases from surgical guide to final prosthesis
- Work closely with our lab technicians on design and shade
- Mentor our general dentists in study club sessions

Requirements
- DDS/DMD and certificate in Prosthodontics from a CODA-accredited program
- North Carolina dental license (or eligible)
- DEA registration

Benefits: 401(k) with match, health insurance, CE allowance, malpractice coverage, path to partnership.`,
  },
  {
    id: 'loadmaster-jobvite-luxembourg-dash-aircraft-type-second-language',
    half: 'unseen',
    title: 'Loadmaster, Boeing 747-8F',
    company: 'Aerolux Freight S.A.',
    text: `Aerolux Freight - Careers
Loadmaster – Boeing 747-8F
Flight Operations | Luxembourg, Luxembourg

Aerolux Freight S.A. is an all-cargo airline based at Luxembourg airport, operating a fleet of Boeing 747-8F and 777F on scheduled and charter routes to Asia, the Americas and Africa.

To support our network growth we are recruiting Loadmasters who will fly with our crews and be responsible for the correct loading of the aircraft at outstations.

Main responsibilities
- Supervise loading and unloading at stations where Aerolux has no own staff
- Check load sheet, weight and balance and the safe securing of special loads (dangerous goods, live animals, outsize cargo)
- Communicate with the flight crew, ground handling agents and our Operations Control Centre
- Report irregularities and damages according to company procedures

Requirements
- Minimum 3 years experience as loadmaster or load controller on wide-body freighters
- Valid DGR Category 6 or ability to obtain it
- Fluent English; French, German or Luxembourgish is an asset
- Flexibility for rotations up to 12 days away from base
- EU passport and no restriction to travel

We offer a permanent contract, company pension and training on type.`,
  },
  {
    id: 'stockbroker-successfactors-bangkok-bracket-licence-second-language',
    half: 'tune',
    title: 'Stockbroker',
    company: 'Chaophraya Securities Public Company Limited',
    text: `Chaophraya Securities Careers
Search Jobs | Saved Jobs | Sign In

Stockbroker (Single License)
Requisition ID: 58812
Location: Bangkok, TH
Posted: 02-Feb-2026

Apply now »

Chaophraya Securities Public Company Limited is a securities company listed in the Stock Exchange of Thailand with 22 branches around the country. We serve more than 180,000 retail and institutional clients in equities, derivatives and wealth products.

Job Description
We are looking Stockbroker (Investment Consultant) for our Silom branch who will take care of existing customer portfolio and build new customers relationship.
- Give advice to clients on trading Thai and foreign stocks and derivatives
- Execute orders correctly and in time through our trading system
- Follow up market news and prepare daily recommendation for clients
- Open new accounts and complete KYC and suitability test
- Comply with SEC and SET regulations

Qualifications
- Bachelor's degree in Finance, Economics, Business or related field
- Investment Consultant license (Single License) from SEC Thailand
- Minimum 1 year experience in brokerage is prefer, new graduates with license are welcome
- Good communication skill in Thai and English
- Service mind and sales oriented

Benefits: commission, provident fund, group insurance, annual bonus.`,
  },
  {
    id: 'casting-director-pinpoint-salford-trading-as',
    half: 'unseen',
    title: 'Casting Director',
    company: 'Salt Quay Studios',
    text: `Salt Quay Studios | Careers

Casting Director
Salford · Full time · Fixed term (18 months) · Closing date: 27 March 2026

Apply for this role

About us
Rookwood Pictures Ltd t/a Salt Quay Studios is an independent production company making scripted drama for UK broadcasters and streamers. We have two returning series in production at our studio in Salford and a new six-part thriller shooting across the North West from the summer.

About the role
We're looking for a Casting Director to lead casting across our slate, working with our producers, directors and an in-house casting assistant. You'll cast everything from series regulars to one-line parts, with a real commitment to finding new and under-represented talent from the North.

What you'll do
- Break down scripts and build casting lists with the creative team
- Run auditions, self-tape rounds and chemistry reads
- Negotiate deals with agents within Equity and PACT agreements
- Manage the casting budget and schedule

About you
- Proven experience as a Casting Director or Casting Associate on TV drama
- Strong knowledge of UK actors and agents

Salary: £48,000 – £55,000 depending on experience.`,
  },
  {
    id: 'elixir-developer-homerun-ghent-second-language',
    half: 'tune',
    title: 'Medior Elixir Developer',
    company: 'Kwartel BV',
    text: `Kwartel
Medior Elixir Developer
Ghent · 32–40 hours · Engineering

Apply for this position

Hi! We are Kwartel BV, a team of 24 people in an old textile factory next to the Leie in Ghent. We make planning software for home care organisations in Belgium and the Netherlands: 9,000 nurses and carers use our app every morning to see their route and their patients.

Our backend is written in Elixir and Phoenix, with PostgreSQL and a bit of Rust where speed matters. We are looking for a Medior Elixir Developer who wants to own features from the first sketch until they run in production.

What you will do
• Build new features in our Phoenix API and LiveView back-office
• Improve our route-optimisation service together with our data engineer

What we ask
• 2 to 5 years experience as a backend developer, at least one year in Elixir
• Good knowledge of SQL and Ecto
• You speak Dutch or English; our team language is mixed

What we offer
• Gross salary between €3,800 and €4,900 per month, meal vouchers and eco-cheques
• Remote when you want, office on Tuesday and Thursday`,
  },
  {
    id: 'threat-intelligence-analyst-comeet-tel-aviv-second-language',
    half: 'unseen',
    title: 'Senior Threat Intelligence Analyst',
    company: 'Shalev Cyber Defense Ltd.',
    text: `Shalev Cyber Defense
Senior Threat Intelligence Analyst
Tel Aviv-Yafo, IL · Research · Senior · Full-time

APPLY FOR THIS POSITION

Shalev Cyber Defense Ltd. is a fast-growing cyber company that protects banks, insurers and critical infrastructure in Israel, Europe and the US. Our research team follows threat actors 24/7 and feeds their findings straight into our detection platform.

We are looking for a Senior Threat Intelligence Analyst to join our research group. You will lead investigations into state-sponsored and criminal groups and will be the one who explains to customers what is really happening.

Responsibilities:
- Track APT and ransomware groups, their infrastructure and TTPs
- Hunt in dark web forums, Telegram channels and malware repositories
- Write intelligence reports for technical and executive audiences
- Map findings to MITRE ATT&CK and turn them into detection rules together with the SOC

Requirements:
- 4+ years in threat intelligence, preferably from an intelligence unit or CTI vendor
- Strong OSINT skills and experience with tools like Maltego, MISP or similar
- Understanding of malware and network traffic analysis
- Excellent English writing; Hebrew - advantage, Russian or Arabic - big advantage`,
  },
  {
    id: 'forex-dealer-oracle-recruiting-manama-second-language',
    half: 'tune',
    title: 'Foreign Exchange Dealer',
    company: 'Gulf Dunes Bank B.S.C. (c)',
    text: `Gulf Dunes Bank Careers
Home > Job Search > Job Details

Foreign Exchange Dealer
Treasury & Investments · Manama, Capital Governorate, Bahrain · Full time · Posting Date 11/02/2026

Apply Now   Save

Job Description
Gulf Dunes Bank B.S.C. (c) is a Bahrain-based Islamic wholesale bank licensed by the Central Bank of Bahrain, with total assets above USD 6 billion and client offices in Riyadh and Kuwait.

The Foreign Exchange Dealer will be part of the Treasury dealing room and will quote and execute FX spot, forward and Shariah-compliant hedging transactions for corporate and institutional clients, and manage the bank's intraday FX positions within approved limits.

Key Responsibilities
- Quote FX rates to clients and counterparties and execute deals on Refinitiv and Bloomberg
- Manage the position and liquidity in major and GCC currencies
- Ensure all deals are captured correct in the treasury system and confirmed on time

Qualifications
- Bachelor degree in Finance, Banking or Economics
- Minimum 4 years of experience in a dealing room, FX dealing preferred
- ACI Dealing Certificate is a must
- Knowledge of Islamic treasury products (Wa'ad, Murabaha) is strong advantage
- Bahraini nationals are encouraged to apply`,
  },
  {
    id: 'car-rental-agent-ukg-denver-franchisee-dash-place',
    half: 'unseen',
    title: 'Rental Sales Agent',
    company: 'Front Range Mobility Group, LLC',
    text: `Roadwise Car Rental - Denver Airport
Search Jobs   View All Jobs   Sign In

Rental Sales Agent - DEN Airport - Part Time
Job Location: Denver, CO
Job Category: Counter Operations
Job Type: Part Time
Pay: $18.50 - $19.75 per hour + commission
Req #: 4412

Apply   Refer a Friend

Description
Roadwise Car Rental at Denver International Airport is independently owned and operated by Front Range Mobility Group, LLC, a licensed franchisee of Roadwise Systems, Inc. We rent more than 900 cars a week to travelers headed to the mountains, and our counter team is the first Colorado welcome many of them get.

As a Rental Sales Agent you'll get customers into the right vehicle quickly and explain our protection products and upgrades honestly.

Duties
- Process rentals and returns at the counter and kiosk
- Verify driver's licenses, payment and reservations
- Offer upgrades, ski racks and coverage options; earn commission on every sale

Requirements
- 18+ with a valid driver's license
- Available early mornings, evenings and at least one weekend day
- Able to pass a background check and airport badge screening

All hiring decisions are made by Front Range Mobility Group, LLC.`,
  },
  {
    id: 'oceanographer-avature-brest-bilingual-gender-second-language',
    half: 'tune',
    title: 'Physical Oceanographer',
    company: 'Thalassa Ocean Survey SAS',
    text: `Thalassa Ocean Survey - Careers
< Back to search results

Océanographe physicien H/F / Physical Oceanographer M/F
Ref. 2026-0117 | Brest, Bretagne, France | CDI | Science & Data

Apply   Share this job

Who we are
Thalassa Ocean Survey SAS is a French company specialised in marine measurements and metocean studies for offshore wind, ports and coastal defence. From our base on the port of Brest we operate 14 buoy and mooring systems in the Atlantic, the Channel and the Mediterranean.

Your mission
Inside the Metocean team, you will analyse current, wave and temperature data and will produce the design criteria that our customers use to build offshore wind farms.
• Process ADCP, wave buoy and CTD data, make quality control and reports
• Run and validate hydrodynamic models (MARS3D, TELEMAC, SWAN)
• Compute extreme values and statistics for design basis documents
• Participate to some sea campaigns (about 10 days per year)

Your profile
• PhD or engineering degree in physical oceanography
• Good skills in Python or Matlab and in numerical modelling
• English is mandatory for reports; French is the working language in the office`,
  },
  {
    id: 'door-attendant-dayforce-toronto-franchisee',
    half: 'unseen',
    title: 'Door Attendant',
    company: 'Lakeshore Hospitality Partners Inc.',
    text: `Hollis House Toronto Waterfront
Careers | Search Jobs | Candidate Sign In

Door Attendant (Part-Time)
Toronto, ON, Canada
Posted: February 10, 2026
Job Type: Part Time
Reference: HHTW-0226-07

Apply Now

About Us
Hollis House Toronto Waterfront is a 312-room hotel on the harbourfront, owned and operated by Lakeshore Hospitality Partners Inc. under a franchise licence from Hollis House Hotels & Resorts. Our team delivers warm, polished service to business travellers, families and guests of the events in our ballroom.

Job Description
Our Door Attendants are the first and last impression of the hotel. You greet arriving guests, manage the front drive and make sure every guest, bag and vehicle moves smoothly.
- Open doors, welcome guests and assist with luggage
- Hail taxis and coordinate with our valet partner
- Keep the entrance clean, safe and free of snow and ice in winter

Qualifications
- Previous hotel or customer service experience is an asset
- Able to stand for the whole shift, outdoors in all weather, and lift up to 25 kg
- English is required; French or another language is an asset

Lakeshore Hospitality Partners Inc. is an equal opportunity employer.`,
  },
  {
    id: 'auctioneer-indeed-lancaster-bare-header-dash-specialty',
    half: 'tune',
    title: 'Auctioneer, Livestock & Farm Equipment',
    company: 'Keystone Auction Group, LLC',
    text: `indeed
Find jobs   Company reviews   Find salaries

Auctioneer - Livestock & Farm Equipment
Keystone Auction Group
3.8 ★ 12 reviews
Lancaster, PA
$45,000 - $70,000 a year - Full-time

Apply now   ♡

Profile insights
Licenses: Pennsylvania Auctioneer License (Required)

Job details
Pay: $45,000 - $70,000 a year
Job type: Full-time
Shift and schedule: Day shift, Weekends as needed

Full job description
Keystone Auction Group, LLC runs a weekly livestock sale every Monday and Thursday and about forty farm equipment, estate and consignment auctions a year across Lancaster, Lebanon and Chester counties. Our ring is one of the busiest in the region and our buyers are mostly local farm families.

We are looking for a licensed auctioneer to call our livestock sales and farm machinery auctions, and to help bring new consignments in.

Responsibilities
- Call cattle, hog and small animal sales at a steady, clear pace
- Work with ringmen and clerks to keep the sale moving
- Visit farms to look at equipment, set terms and write contracts

Requirements
- Pennsylvania Auctioneer License or able to get it within 6 months
- Knowledge of livestock and farm equipment values
- Pickup truck and clean driving record`,
  },
  {
    id: 'protocol-officer-linkedin-doha-easy-apply-second-language',
    half: 'unseen',
    title: 'Protocol Officer',
    company: 'Lusail Summit Hospitality W.L.L.',
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications

Protocol Officer
Lusail Summit Hospitality W.L.L. · Doha, Qatar · 2 weeks ago · Over 100 applicants
On-site · Full-time · Mid-Senior level
501-1,000 employees · Hospitality

Easy Apply   Save

About the job
Lusail Summit Hospitality W.L.L. manages VIP venues, majlis halls and official event facilities in Doha and Lusail. We are preparing for a very busy season of official visits, summits and international sport events.

We are looking for experienced Protocol Officer to join our VIP Services department. The Protocol Officer will coordinate arrivals, seating and ceremonies for ministers, ambassadors and high-level delegations.

Key Responsibilities:
- Plan and execute protocol arrangements for official visits and events
- Coordinate with embassies, ministries and security teams
- Prepare seating plans, precedence lists and briefings
- Receive VIP guests at airport and venues and escort them
- Make sure the flags, gifts and cultural requirements are correct

Requirements:
- Bachelor degree in International Relations, Hospitality or related
- Minimum 5 years in protocol, diplomatic or VIP services in GCC
- Fluent in Arabic and English, French is an advantage
- Excellent appearance and discretion
- Valid Qatar driving license preferred

Show more`,
  },
  {
    id: 'longwall-operator-seek-moranbah-agency-client-named',
    half: 'tune',
    title: 'Longwall Operator',
    company: 'Isaac Basin Coal Pty Ltd',
    text: `SEEK
Job search   Profile   Career advice   Company reviews

Longwall Operator - 7 On 7 Off - Moranbah
Ridgeback Mining Recruitment
Moranbah, Mackay QLD
Mining, Resources & Energy (Mining - Operations)
Full time
$145,000 – $165,000 + super
Posted 3d ago

Quick apply   Save

Ridgeback Mining Recruitment is partnering with Isaac Basin Coal Pty Ltd to find experienced Longwall Operators for their underground operation near Moranbah. This is a permanent role with the site owner, not a labour-hire contract.

About the role
- 7 days on / 7 days off, 12.5 hour shifts, day/night rotation
- Operating shearer, chocks and face conveyor on a modern longwall
- Carrying out pre-start checks, cutting to plan and reporting faults
- Working with the maintenance crew on face moves

About you
- Minimum 2 years of longwall experience in Queensland underground coal
- Current G2 underground induction and Standard 11
- Shearer and chock operating competencies
- Coal Board Medical (or ability to obtain)
- Live within 1 hour of site or willing to relocate; DIDO not available

What's on offer
- Excellent base salary + annual bonus

To apply, click Quick apply or call Jess Pardoe on 07 4900 3318.`,
  },
  {
    id: 'ophthalmologist-naukri-madurai-dash-specialty-second-language',
    half: 'unseen',
    title: 'Consultant Ophthalmologist, Cataract & Refractive',
    company: 'Netra Jyoti Eye Hospitals Pvt. Ltd.',
    text: `naukri.com
Jobs   Companies   Services

Consultant Ophthalmologist - Cataract & Refractive
Netra Jyoti Eye Hospitals Pvt. Ltd.   4.1 ★   87 Reviews
5 - 12 Years | ₹ 30-50 Lacs P.A. | Madurai, Tirunelveli
Posted: 4 days ago   Openings: 2   Applicants: 64

Register to apply   Login to apply

Job description
Netra Jyoti Eye Hospitals Pvt. Ltd. is a chain of 11 super-speciality eye hospitals in Tamil Nadu and Kerala with more than 3 lakh outpatients yearly. We are hiring Consultant Ophthalmologist for our Madurai and Tirunelveli centres.

Roles and Responsibilities
- Perform phaco and MICS cataract surgeries with premium IOLs
- Do LASIK, SMILE and PRK procedures and the pre-operative work-up
- Handle general OPD and emergency cases as per roster
- Guide fellows and optometrists in the department
- Take part in outreach camps twice in a month

Desired Candidate Profile
- MS / DNB Ophthalmology, fellowship in cataract & refractive surgery
- Minimum 500 independent phaco surgeries
- Tamil speaking is preferred
- Registration with TNMC or willing to register

Role: Ophthalmologist
Industry Type: Medical Services / Hospital
Department: Healthcare & Life Sciences
Employment Type: Full Time, Permanent`,
  },
  {
    id: 'date-palm-pollinator-bayt-al-ain-plural-capitals-second-language',
    half: 'tune',
    title: 'Date Palm Pollinator',
    company: 'Al Wadeema Agricultural Services L.L.C.',
    text: `bayt.com
Jobs   CV Search   Salaries   Companies

DATE PALM POLLINATORS
Al Wadeema Agricultural Services L.L.C.
Al Ain, United Arab Emirates · Posted 6 days ago

Apply Now   Save Job

Job Description
Al Wadeema Agricultural Services L.L.C. is maintaining more than 120 date farms in Al Ain and Al Wagan area. For coming pollination season (February to April) we are urgently require experienced date palm pollinators and climbers.

Duties:
- Climbing palms with belt or ladder safely
- Opening the spathe and putting male strands or pollen dust in female flowers
- Tying bunches and cleaning thorns
- Report pest or disease (red palm weevil) to supervisor
- Later in season help in thinning and bagging of fruits

Requirements:
- Minimum 2 years experience in date palm farms in UAE, Oman or KSA
- Physically fit, no fear of height
- Can understand simple Arabic or Hindi/Urdu
- Visa transfer or ready to join immediately

Salary 1,800 AED + accommodation + transportation + food allowance. Overtime paid.

Job Details
Job Location: Al Ain, United Arab Emirates
Company Industry: Agriculture
Company Type: Employer (Private Sector)
Employment Type: Full Time Employee
Number of Vacancies: 25`,
  },
  {
    id: 'sugar-pan-boiler-jobstreet-victorias-bracket-second-language',
    half: 'unseen',
    title: 'Pan Boiler',
    company: 'Northern Negros Sugar Central Corporation',
    text: `JobStreet
Job search   Profile   Career advice   Company reviews

Pan Boiler (Boiling House)
Northern Negros Sugar Central Corporation
Victorias City, Negros Occidental
Manufacturing, Transport & Logistics (Production)
Full time
₱22,000 – ₱28,000 per month
Posted 5d ago

Quick apply   Save

Northern Negros Sugar Central Corporation is a sugar mill and refinery grinding around 9,000 tons of cane per day during milling season. We are looking for an experienced Pan Boiler for our Boiling House for the coming crop year.

Job Description:
- Operate vacuum pans for A, B and C massecuite according to the boiling scheme
- Control seeding, graining and tightening to get good crystal size
- Monitor brix, purity and vacuum, and record in logsheet every hour
- Coordinate with centrifugal and evaporator station operators
- Keep the pan floor clean and follow safety rules

Qualifications:
- At least High School graduate, Vocational or Sugar Technology course is advantage
- Minimum 3 years experience as pan boiler or assistant pan boiler in sugar mill
- Willing to work on rotating shift (8 hours) during milling season
- Physically fit and can work in hot environment

Benefits: 13th month pay, SSS, PhilHealth, Pag-IBIG, rice allowance, free quarters for qualified.`,
  },
  {
    id: 'music-therapist-reed-norwich-agency-unnamed',
    half: 'tune',
    title: 'Music Therapist',
    company: 'Brackenfield Health Recruitment Ltd',
    text: `reed.co.uk
Jobs   Courses   Career advice   Recruiting?

Music Therapist
Posted 3 days ago by Brackenfield Health Recruitment Ltd
£34,000 - £38,000 per annum
Norwich, Norfolk
Permanent, full-time

Apply now   Save

Brackenfield Health Recruitment Ltd is delighted to be working with a well-established children's hospice charity in Norfolk to recruit an HCPC registered Music Therapist to join their family support team.

The hospice supports more than 300 children with life-limiting conditions and their families, both at the hospice and at home. As Music Therapist you will offer individual and group sessions to children, siblings and parents, including in end-of-life and bereavement care.

Key responsibilities:
- Assess and deliver music therapy sessions at the hospice, in family homes and in schools
- Keep clinical notes and write reports for the multidisciplinary team
- Run the sibling music group and contribute to memory-making work
- Support students on placement

Requirements:
- HCPC registration as a Music Therapist
- Experience with children with complex needs or in palliative care
- Full UK driving licence and access to a car
- Enhanced DBS (can be processed by the client)

Brackenfield Health Recruitment Ltd is acting as an Employment Agency in relation to this vacancy.`,
  },
  {
    id: 'coppersmith-stepstone-bamberg-bilingual-gender-second-language',
    half: 'unseen',
    title: 'Coppersmith',
    company: 'Spenglerei Auerbach GmbH & Co. KG',
    text: `StepStone
Jobs   Companies   Salary planner

Kupferschmied / Coppersmith (m/w/d)
Spenglerei Auerbach GmbH & Co. KG
Bamberg
Permanent employment
Full-time
Published: 3 days ago

Apply now   ☆

Spenglerei Auerbach GmbH & Co. KG is a craft company in the third generation with 35 employees. We make roofs, facades and ornaments in copper, titanium zinc and lead, for churches, castles and listed buildings in Upper Franconia and beyond. Many of our works you can see in the old town of Bamberg.

For our workshop and construction sites we are searching a Coppersmith (m/f/d) who loves the old craft.

Your tasks:
- Forming and hand-chasing copper parts like spires, cornices and gutters
- Soldering, riveting and seaming in the workshop and on the roof
- Restoration of historic metal works after the rules of monument protection
- Taking measurements on site and reading drawings

Your profile:
- Completed training as Kupferschmied, Klempner or Metallbauer
- Experience with copper and free-hand forming
- No fear of heights, scaffolding work is daily
- Driving licence class B, BE is plus
- Basic German for site communication

We offer: payment above tariff, 30 days holiday, workwear and tools.`,
  },
  {
    id: 'geriatrician-glassdoor-tucson-capitals-head-dash-specialty',
    half: 'tune',
    title: 'Geriatrician, Home-Based Primary Care',
    company: 'Mesa Verde Senior Health, P.C.',
    text: `Glassdoor
Community   Jobs   Companies   Salaries

MESA VERDE SENIOR HEALTH
4.2 ★
Geriatrician - Home-Based Primary Care
Tucson, AZ
$260K - $310K (Employer provided)

Easy Apply   Save

Job   Company   Rating   Benefits

Mesa Verde Senior Health, P.C. is a physician-led practice caring for more than 4,000 older adults in Tucson, Oro Valley and Green Valley. We bring primary care to patients in their homes, in assisted living communities and in memory care, so that frail seniors can age where they live.

We are seeking a board-certified or board-eligible Geriatrician to lead a home-based care team with a nurse practitioner, a medical assistant and a social worker.

What you'll do
- Provide longitudinal primary care visits in homes and senior living communities
- Lead advance care planning and goals-of-care conversations
- Manage polypharmacy, falls, dementia and chronic disease
- Supervise and precept NPs and geriatric fellows
- Share call with four physician colleagues (phone only)

Requirements
- MD/DO with board certification in Internal Medicine or Family Medicine and Geriatric Medicine
- Active Arizona medical license and DEA, or eligible
- Valid driver's license and reliable vehicle

Show More`,
  },
  {
    id: 'artificial-insemination-technician-trademe-morrinsville-dash-season',
    half: 'unseen',
    title: 'AI Technician',
    company: 'Waihou Breeding Services Limited',
    text: `Trade Me Jobs
Home > Jobs > Agriculture, fishing & forestry > Farming > Waikato

AI Technician - Spring Mating Season
Waihou Breeding Services Limited
Morrinsville, Waikato
Listed: Tue, 10 Feb
Contract/Temp · Full time
$32 - $36 per hour

Apply now   Watchlist

Waihou Breeding Services Limited is a locally owned herd improvement company that has been breeding cows for Waikato dairy farmers for over 30 years. We're after reliable people to inseminate cows on our farm runs during the spring mating season, from mid-October to the end of December.

What the job involves
- Running a daily farm run of 8 to 15 herds around Morrinsville, Tahuna and Te Aroha
- Inseminating cows with the farmer's chosen straws and recording every mating in our app
- Handling semen and liquid nitrogen safely

What we're looking for
- Completed AI training course, or we'll train the right person in September
- Calm and confident around cattle in the shed
- Early starts (from 6am), seven days a week during mating
- Full NZ driver licence; vehicle and fuel are provided

Good money for a short season and a great team.`,
  },
  {
    id: 'guide-dog-trainer-ziprecruiter-san-rafael-the',
    half: 'tune',
    title: 'Apprentice Guide Dog Trainer',
    company: 'The Bayside Guide Dog Foundation',
    text: `ZipRecruiter
Find Jobs   Salaries   Resume   Log In

Apprentice Guide Dog Trainer
The Bayside Guide Dog Foundation
San Rafael, CA • Full-time
$26 - $31 an hour
Posted 4 days ago

Quick Apply   ♡ Save

Job Description
The Bayside Guide Dog Foundation is a nonprofit that breeds, raises and trains guide dogs and matches them, free of charge, with people who are blind or have low vision. Our campus in San Rafael graduates about 110 teams a year.

Our three-year apprenticeship prepares you to become a licensed Guide Dog Mobility Instructor. You will work with dogs from day one, alongside experienced instructors.

What you'll do
- Train a string of dogs in obedience, traffic work and urban and rural routes
- Walk blindfolded under instructor supervision to understand the client's experience
- Assist with client classes, home training visits and graduation

What you'll bring
- Experience training or handling dogs (shelter, kennel, vet or training work)
- Able to walk 8 to 10 miles a day in all weather
- Valid California driver's license and clean record

Benefits include medical, dental, vision, 403(b) match and a dog-friendly workplace.`,
  },
  {
    id: 'rope-maker-xing-wels-gender-second-language',
    half: 'unseen',
    title: 'Rope Maker',
    company: 'Seilerei Pichlmayr GmbH',
    text: `XING
Jobs   Network   Messages

Rope Maker (m/w/d)
Seilerei Pichlmayr GmbH
Wels, Austria
Full-time · Permanent · Professional
€2,650 – €3,100 gross per month

Apply now   Save
Posted 1 week ago · 18 applicants

About the job
Seilerei Pichlmayr GmbH is a family company from Upper Austria. Since 1911 we produce ropes, nets and slings from natural fibres and synthetic yarns, for climbing halls, ships, playgrounds and theatres all over Europe. Today 48 employees work in our manufacturing in Wels.

For our braiding department we search a Rope Maker who runs our machines and makes special ropes in handwork.

Your tasks
- Set-up and operate braiding and twisting machines
- Splice eyes and ends by hand, make slings and nets after customer order
- Do quality control: diameter, length, breaking tests
- Maintain the machines together with our technician

What you bring
- Training as Seiler or in textile technology, or experience in a similar production
- Manual skill and patience for precise handwork
- Readiness for 2-shift work
- German on basic level, English is ok for the start

The minimum salary according to collective agreement is €2,650 gross, overpayment depending on qualification.`,
  },
  {
    id: 'cotton-gin-operator-occ-torreon-dash-shift-second-language',
    half: 'tune',
    title: 'Cotton Gin Operator',
    company: 'Despepitadora Nazas del Norte, S.A. de C.V.',
    text: `OCC
Empleos   Empresas   Mi cuenta

Cotton Gin Operator – Turno Nocturno
Despepitadora Nazas del Norte, S.A. de C.V.
Torreón, Coahuila
$13,500 - $15,000 Mensual
Publicado hace 2 días

Postularme

Despepitadora Nazas del Norte, S.A. de C.V. is a cotton gin in the Comarca Lagunera that process the cotton of more than 300 producers of Coahuila and Durango. Our plant sells bales to spinning mills in Mexico and for export, so we publish this vacancy also in English.

We look for Cotton Gin Operator for the night shift during the ginning season (September to January).

Activities:
- Operate feeders, gin stands, lint cleaners and the bale press
- Adjust the machines according to the moisture and quality of the seed cotton
- Take samples of each bale for classification
- Detect jams and fire risks and stop the line when is needed

Requirements:
- Secondary school completed
- 1 year experience in cotton gin or textile mill
- Availability for night shift 19:00 to 07:00
- Knowledge of basic mechanics is a plus

We offer: salary plus benefits of law, savings fund, food coupons and transportation from Torreón and Gómez Palacio.`,
  },
  {
    id: 'coxswain-finn-bodo-for-vessel-second-language',
    half: 'unseen',
    title: 'Coxswain',
    company: 'Nordlys Losbåt AS',
    text: `FINN jobb
Ledige stillinger > Sjøfart > Nordland

Nordlys Losbåt AS
Coxswain for pilot boat
Frist: 20.03.2026
Ansettelsesform: Fast
Sektor: Privat
Sted: Bodø

Søk her   ♡

Nordlys Losbåt AS operates pilot boats on contract in Nordland and Troms. We have 9 boats and 40 crew, and our boats bring pilots to and from ships in all weather, day and night, along one of the hardest coasts in Europe.

We have now a permanent position for coxswain with base in Bodø. You will have full responsibility for the boat and crew during the watch.

Work tasks
- Navigate the pilot boat safely and bring pilots on and off ships underway
- Daily checks and small maintenance of the boat
- Training of deckhands and take part in safety drills

Qualifications
- Deck officer certificate class 5 or higher
- Experience from small fast boats, pilot boat, rescue boat or similar
- Good knowledge of the coast in Northern Norway is an advantage
- Norwegian or other Scandinavian language, and English

We offer
- Rotation 1 week on / 1 week off
- Salary after agreement, good pension and insurance
- Modern boats from 2019 and 2023`,
  },
  {
    id: 'tanner-pracuj-radom-dash-team-second-language',
    half: 'tune',
    title: 'Tanner, Wet End',
    company: 'Garbarnia Wrzos sp. z o.o.',
    text: `pracuj.pl
Oferty pracy   Pracodawcy   Porady

Tanner – Wet End
Garbarnia Wrzos sp. z o.o.
Radom, mazowieckie
ważna jeszcze 21 dni (do 13 mar)
umowa o pracę
pełny etat
pracownik fizyczny
6 200–7 400 zł brutto / mies.

Aplikuj szybko

About the company
Garbarnia Wrzos sp. z o.o. is a tannery with 70 years of history in Radom. We make cow leather for furniture and car interiors and export 80% of production to Germany, Italy and Scandinavia. We publish this offer in English because part of our team comes from Ukraine, Georgia and Nepal.

Your responsibilities
- Loading and unloading drums in soaking, liming and chrome tanning
- Dosing chemicals according to the recipe card and checking pH and temperature
- Sorting wet-blue hides and moving them to samming and splitting
- Keeping work station clean and following BHP rules

Our requirements
- Experience in tannery or chemical production is welcome, but we train new people
- Good health and readiness to physical work
- Readiness to work in 3 shifts

What we offer
- Contract of employment directly with us
- Overtime paid, attendance bonus
- Workers' hostel in Radom for a symbolic fee`,
  },
  {
    id: 'orthopaedic-surgeon-profesia-zilina-bilingual-second-language',
    half: 'unseen',
    title: 'Orthopaedic Surgeon',
    company: 'Nemocnica Považie, a.s.',
    text: `Profesia.sk
Ponuky práce   Firmy   Platy

Lekár – ortopéd / Orthopaedic Surgeon
Nemocnica Považie, a.s.
Place of work: Žilina
Salary: from 4 200 EUR/month gross
Date of start: by agreement
Job type: full-time
Offer ID: 5519204

Reagovať na ponuku

Job description
Nemocnica Považie, a.s. is a private regional hospital in Žilina with 420 beds and 1,100 employees. Our Orthopaedic Department makes more than 1,800 operations per year, mostly hip and knee replacements and arthroscopy.

We are looking Orthopaedic Surgeon to the team of 9 doctors. We welcome also doctors from abroad, we help with recognition of diploma and with accommodation.
- Surgical treatment of patients in orthopaedics, mainly joint replacements
- Work in outpatient clinic and on the ward
- Attending services (on-call) according to schedule
- Cooperation with physiotherapy and rehabilitation

Requirements
- Medical degree and specialisation in orthopaedics (or in last part of training)
- Slovak or Czech language, or willingness to learn; English for start
- Registration with Slovak Medical Chamber

Employee benefits
- Contribution to supplementary pension saving
- Paid conferences and courses abroad
- Flat in hospital house for first 12 months`,
  },
  {
    id: 'naval-architect-jobindex-svendborg-second-language',
    half: 'tune',
    title: 'Naval Architect',
    company: 'Skarø Marine Design ApS',
    text: `Jobindex
Find job   Companies   My page

Naval Architect
Skarø Marine Design ApS
Svendborg
Published: 09-02-2026
Apply before: 08-03-2026

Apply for the job   Save

Skarø Marine Design ApS is a small ship design office in Svendborg harbour. We are 16 engineers and naval architects who design ferries, work boats and service vessels for offshore wind, many of them with electric or hybrid propulsion. Our customers are shipyards and owners in Denmark, Norway, Germany and the Netherlands.

We need a Naval Architect who will take part in projects from the concept to the delivery of the vessel.

Your tasks will be
- Hull form and general arrangement in the concept phase
- Stability, weight and speed-power calculations
- Preparing class and flag drawings and documentation
- Follow-up at shipyards and on sea trials

We expect that you
- Have an MSc or BEng in naval architecture or marine engineering
- Know tools like Rhino, Maxsurf, NAPA or similar
- Have some years of experience, but newly graduated with a good project can also apply
- Communicate well in English, a Scandinavian language is a plus

We offer a flat organisation, flexible hours, pension and lunch scheme. Salary after qualifications.`,
  },
  {
    id: 'puppeteer-karriere-at-mondsee-bilingual-gender-star-second-language',
    half: 'unseen',
    title: 'Puppeteer',
    company: 'Figurentheater Mondsee GmbH',
    text: `karriere.at
Jobs   Unternehmen   Gehaltsrechner

Puppenspieler*in / Puppeteer
Figurentheater Mondsee GmbH
Mondsee
Vollzeit · Teilzeit
ab € 2.480 brutto/Monat
vor 5 Tagen

Jetzt bewerben   Job merken

Figurentheater Mondsee GmbH is a small touring puppet theatre at the Mondsee lake. Since 1994 we play for children and families in our own house and on tour in Austria, Germany, South Tyrol and sometimes much further. Our productions are played in German and English, that is why we write this ad in English.

For the season from September we are searching a Puppeteer who wants to play, build and travel with us.

Your tasks
- Play our repertoire of 6 productions (table puppets, marionettes, shadow theatre)
- Rehearse new productions with the director
- Help to build and repair puppets and set in our workshop
- Load the van, set up and strike on tour, 60 to 80 tour days per year

Your profile
- Training in puppetry, acting or physical theatre
- Good speaking voice, singing is welcome
- Very good German and English, other languages are plus
- Driving licence B

The minimum salary is according to the collective agreement for theatres, overpayment possible with experience.`,
  },
  {
    id: 'economist-jobs-ch-zurich-dash-specialty-workload-second-language',
    half: 'tune',
    title: 'Economist, Emerging Markets',
    company: 'Bank Lindenhof AG',
    text: `jobs.ch
Find jobs   Companies   Salaries

Economist – Emerging Markets (80–100%)
Bank Lindenhof AG
Zürich
Publication date: 11 February 2026
Workload: 80 – 100%
Contract type: Unlimited employment
Language: English (Fluent)

Quick apply   Save

Bank Lindenhof AG is an independent Swiss private bank with headquarters in Zürich and branches in Geneva and Lugano. Our research department delivers the house view on markets to our clients and to our investment committee.

To strengthen our Macro Research team we search an Economist – Emerging Markets, with focus on Asia and Latin America.

Your tasks
- Analyse macroeconomic developments, monetary and fiscal policy in emerging markets
- Build and maintain forecasting models for growth, inflation and currencies
- Write research publications and present to clients and relationship managers
- Contribute to the monthly investment committee

Your profile
- Master or PhD in economics
- At least 3 years experience in research at a bank, central bank or international organisation
- Strong econometric skills and experience with Python, R or EViews
- Excellent English; German, Spanish or Mandarin is an advantage

We offer modern working conditions, home-office possibility and attractive fringe benefits.`,
  },
  {
    id: 'olive-mill-operator-computrabajo-tacna-plural-season-second-language',
    half: 'unseen',
    title: 'Olive Oil Mill Operator',
    company: 'Aceitera Valle de Sama S.A.C.',
    text: `Computrabajo
Empleos   Empresas   Salarios

Olive Oil Mill Operators - Campaña 2026
Aceitera Valle de Sama S.A.C.
Tacna, Tacna
S/ 1,600.00 (Mensual)
Hace 3 días

Postularme

Descripción de la oferta
Aceitera Valle de Sama S.A.C. is an olive company of Tacna with own groves of 350 hectares and a modern mill (almazara). We produce extra virgin olive oil for export to USA, Brazil and Europe, and the buyers of our oil audit us in English, so we need operators who can read basic English for procedures.

For the harvest campaign from April to July we are hiring OLIVE OIL MILL OPERATORS:
- Receive olives, wash and feed them to the hammer mill
- Control malaxing time and temperature (cold extraction, under 27 °C)
- Operate decanter and vertical centrifuge, clean the line every day
- Fill the production and traceability records
- Support with oil storage and filtering

Requisitos
- Secondary education complete
- Experience in food industry, mills or wineries (minimum 6 months)
- Availability for shifts, also night in peak
- Basic English reading is desirable

Beneficios: all benefits of law, mobility from Tacna city, lunch.

Tipo de contrato: Por temporada
Jornada: Tiempo Completo`,
  },
  {
    id: 'structural-engineer-myjobmag-lagos-agency-unnamed-second-language',
    half: 'tune',
    title: 'Structural Engineer',
    company: 'Tamarind HR Consulting Limited',
    text: `MyJobMag
Jobs   Companies   CV Writing

Structural Engineer at Tamarind HR Consulting Limited
Tamarind HR Consulting Limited
Job Type: Full Time
Qualification: BA/BSc/HND, MSc/MBA
Experience: 5 years
Location: Lagos
Job Field: Engineering / Technical
Salary: ₦ 850,000 - ₦ 1,100,000 monthly

Apply Via Email

Tamarind HR Consulting Limited - Our client, a leading real estate development company with residential and commercial projects in Lekki, Ikoyi and Abuja, is recruiting to fill the position below:

Job Title: Structural Engineer (Lagos)

Job Description
- Design and analyse reinforced concrete and steel structures for high-rise buildings
- Prepare structural drawings, calculations and bill of quantities
- Review consultant designs and contractor's shop drawings
- Carry out site inspections and approve reinforcement before casting
- Ensure compliance with BS/Eurocode and Lagos State building regulations

Requirements
- B.Sc / HND in Civil or Structural Engineering
- Minimum of 5 years post-NYSC experience in high-rise building projects
- Proficient in the use of ETABS, SAFE, Prokon and AutoCAD
- COREN registration is a must

Method of Application
Interested and qualified candidates should send their CV to careers@tamarindhr.com.ng using the Job Title as the subject of the mail.`,
  },
  {
    id: 'seismologist-brightermonday-naivasha-capitals-division-second-language',
    half: 'unseen',
    title: 'Seismologist',
    company: 'Rift Steam Services',
    text: `BrighterMonday
Find a Job   Companies   CV Services

SEISMOLOGIST
Rift Steam Services
Naivasha · Full Time · KSh 250,000 - 400,000
Engineering & Technology
2 days ago

Apply for job

Job summary
Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 4 years

Job descriptions & requirements
Rift Steam Services, a division of Lakeside Energy Holdings Ltd, provides drilling support and reservoir monitoring to geothermal operators in the Olkaria and Menengai fields. We are looking for SEISMOLOGIST to run our micro-seismic monitoring network.

Responsibilities
- Operate and maintain the network of 30 seismic stations around the geothermal field
- Process data, locate micro-earthquakes and produce the monthly seismicity report
- Analyse the relation between injection, production and induced seismicity
- Support the reservoir engineers with interpretation
- Train technicians on station maintenance

Requirements
- BSc in Geophysics or Geology, MSc is added advantage
- At least 4 years in seismology or geothermal exploration
- Knowledge of SeisComP, Hypoinverse or similar
- Registration with Geologists Registration Board
- Willing to be based at field camp with rotations

Application closing date: 6 March 2026`,
  },
  {
    id: 'chick-sexer-whatsapp-ibadan-sentence-closing-line-second-language',
    half: 'tune',
    title: 'Chick Sexer',
    company: 'Oyelami Hatcheries Ltd',
    text: `[10:42, 12/02/2026] +234 803 118 4472: *URGENT HIRING* 🐣🐣

Good morning my people, please help us broadcast. We are looking for experienced chick sexers for our hatchery in Ibadan, Oyo State. Both male and female can apply.

Work is to separate day-old chicks into male and female by vent method or feather sexing, for layer breeds, with high accuracy (minimum 95%). We hatch 3 times in the week so you will resume early morning, from 4am when the hatch is pulled.

What we need:
✅ Minimum 2 years experience as chick sexer in commercial hatchery
✅ Good eyesight and steady hand
✅ Speed of at least 800 chicks per hour
✅ Must live in Ibadan or ready to relocate (accommodation can be arranged)

Salary is attractive and negotiable depending on speed and accuracy, plus HMO and transport allowance.

Interested candidates should send CV to the number above on WhatsApp only, no calls please 🙏 or drop it at our office in Akinyele.

Oyelami Hatcheries Ltd
"From our farm to your farm"`,
  },
  {
    id: 'ornithologist-telegram-astana-capitals-form-before-second-language',
    half: 'unseen',
    title: 'Ornithologist',
    company: 'TOO Dala Kus Monitoring',
    text: `Jobs Kazakhstan | Вакансии Казахстан
👁 3.4K   edited 14:08

📌 ORNITHOLOGIST (FIELD SEASON)
🏢 TOO «Dala Kus Monitoring»
📍 Astana + field work in Akmola and Karaganda regions
💰 from 650 000 tenge/month + field allowance
🗓 April – October 2026

TOO «Dala Kus Monitoring» is environmental consulting company which do bird and bat monitoring for wind and solar power plants in Kazakhstan. Our clients are international investors, so all reports are in English by IFC and EBRD standards.

Tasks:
▪️ Vantage point surveys and transects for migrating and breeding birds
▪️ Searching of collision victims (carcass search) under wind turbines
▪️ Identify steppe species: sociable lapwing, saker falcon, steppe eagle and others
▪️ Enter data in tablet, prepare short reports in English

Requirements:
▪️ Biology degree, experience in field ornithology minimum 2 seasons
▪️ Good skills with binoculars and scope, knowledge of bird calls
▪️ English B2 for reports, Russian or Kazakh
▪️ Driving licence B, ready for long trips in steppe

Send CV to @dalakus_hr or hr@dalakus.kz with subject "Ornithologist"

#вакансия #job #Astana #ecology`,
  },
  {
    id: 'lounge-singer-facebook-group-baguio-plural-capitals-second-language',
    half: 'tune',
    title: 'Lounge Singer',
    company: 'Kabayan Ridge Hotel Inc.',
    text: `Baguio City Jobs Hiring 2026
Public group · 84K members

Kabayan Ridge Hotel
February 12 at 3:15 PM · 🌎

📣 WE ARE HIRING LOUNGE SINGERS! 🎤🎶

Kabayan Ridge Hotel Inc. is looking for 2 lounge singers for our Lobby Lounge and Sky Bar here in Baguio City. Solo performer with minus-one or with guitar/keyboard is ok! 🎹🎸

QUALIFICATIONS:
✔️ At least 21 years old
✔️ With experience singing in hotels, bars, restaurants or cruise ships
✔️ Wide repertoire (OPM, ballads, jazz standards, 70s-90s hits, some Korean and Japanese songs is plus)
✔️ Presentable and can interact with guests in English
✔️ With own sound system is advantage

SCHEDULE: Tuesday to Sunday, 7:00 PM to 11:00 PM (3 sets)
RATE: competitive talent fee per night + free dinner + tips

HOW TO APPLY:
Send your resume, photo and video link (YouTube or FB) of your performance to our page inbox or email hr.kabayanridge@gmail.com 📧
Live audition will be on February 20, 2PM at the hotel lobby.

Please share! 🙏

👍❤️ 312   88 comments   41 shares
Like   Comment   Share`,
  },
  {
    id: 'welding-inspector-linkedin-post-batam-sentence-form-before-second-language',
    half: 'unseen',
    title: 'Welding Inspector',
    company: 'PT Selat Baja Fabrikasi',
    text: `Rudy Hartono Siregar • 2nd
QA/QC Manager at PT Selat Baja Fabrikasi | Offshore & Onshore Fabrication
3d • 🌐

#hiring Hello connections! 👋

My team at PT Selat Baja Fabrikasi is looking for an experienced welding inspector to join our QA/QC department at our fabrication yard in Batam. We are starting two new projects for offshore wind jackets and process modules, so the work will be long and steady.

What you will do:
🔹 Witness WPS/PQR and welder qualification tests
🔹 Inspect fit-up, welding in progress and final visual of structural and piping welds
🔹 Coordinate NDT (RT, UT, MT, PT) and review the reports
🔹 Prepare inspection reports and attend client and third party inspection

Requirements:
🔹 CSWIP 3.1 or AWS CWI (must)
🔹 Minimum 5 years as welding inspector in offshore or oil & gas fabrication
🔹 Familiar with AWS D1.1, ASME IX, ASME B31.3 and ISO 3834
🔹 Good English, report writing

Location: Batam, Kepulauan Riau. Local and expat candidates are welcome.

Send your CV to me by DM or to recruitment@selatbaja.co.id.

#welding #inspector #qaqc #batam #offshore

👍 214 · 37 comments · 19 reposts`,
  },
  {
    id: 'acrobat-instagram-salvador-plural-bilingual-footer-second-language',
    half: 'tune',
    title: 'Acrobat',
    company: 'Circo Ventania Produções Artísticas Ltda.',
    text: `circoventania • Follow
Salvador, Bahia, Brazil

[Image: a trapeze artist in red light, text "AUDIÇÃO / AUDITION 2026"]

circoventania 🎪✨ WE ARE HIRING ACROBATS! / ESTAMOS CONTRATANDO ACROBATAS!

Our new show "Maré Alta" will premiere in July in Salvador and then tour 9 cities in Brazil and Portugal. We search acrobats with strong base in floor and aerial work to complete our cast of 14 artists 🤸‍♀️🤸‍♂️

What we look:
• Professional formation in circus school or gymnastics background
• Experience in aerial (trapeze, silks, straps or hoop) and/or hand-to-hand, banquine, Russian bar
• Ability to work in group and to create, not only to execute
• Availability from May (rehearsals) to December 2026
• Portuguese or Spanish, English is ok for communication

We offer monthly salary under contract, accommodation on tour, physiotherapist in the team and travel insurance.

📩 Send video (max 5 min) + CV to the link in bio until 31/03. Selected artists will be invited for live audition in April.

#circo #acrobat #audition #circus #salvador #vaga

Circo Ventania Produções Artísticas Ltda. • CNPJ 41.882.305/0001-17

♡ 1.208 likes
FEBRUARY 9`,
  },
  {
    id: 'fencing-coach-x-post-dublin-sentence',
    half: 'unseen',
    title: 'Fencing Coach',
    company: 'Liffey Fencing Club CLG',
    text: `Liffey Fencing Club @LiffeyFencing · Feb 11

We're hiring! 🤺 Liffey Fencing Club CLG is looking for a part-time fencing coach to lead our junior foil programme on Tuesday and Thursday evenings and Saturday mornings at our hall in Dublin 8.

You'll plan sessions for 40+ kids aged 8–17, run our beginners' courses, and travel with the squad to a few national competitions each season.

Ideally you have:
✅ a recognised fencing coaching qualification (Level 2 or equivalent)
✅ competitive fencing experience, foil preferred
✅ Garda vetting (or willing to get it — we'll process it)
✅ safeguarding training, or willing to do it
✅ a sense of humour at 9am on a Saturday

Paid hourly, rate depends on qualification + experience. Full job description and how to apply 👇
liffeyfencing.ie/coach

Closing date Fri 6 March. Please RT and share with anyone you think would be a great fit! 💙

#fencing #coaching #jobs #Dublin

12:04 PM · Feb 11, 2026 · 8,412 Views

18 Reposts   3 Quotes   64 Likes   9 Bookmarks`,
  },
  {
    id: 'ndt-technician-viber-novi-sad-bracket-second-language',
    half: 'tune',
    title: 'NDT Technician',
    company: 'Termoinspekt d.o.o.',
    text: `Posao Vojvodina 🇷🇸 Jobs
Community · 12.4K members

Termoinspekt HR
Feb 10, 09:31

🔧 Open position: NDT Technician (UT/MT Level 2)
📍 Novi Sad, with travel in Serbia and region
🏢 Termoinspekt d.o.o.

Termoinspekt d.o.o. is independent inspection company with accredited laboratory by ISO/IEC 17025. We do non-destructive testing for power plants, refineries, boiler makers and steel structures in Serbia, Hungary, Romania and Bosnia.

Tasks:
• Ultrasonic and magnetic particle testing of welds and materials
• Thickness measurement and corrosion mapping
• Writing test reports by standards (EN ISO 17640, 17638)
• Work on site, sometimes on heights and in shutdown projects

We expect:
• Certificate Level 2 in UT and MT by EN ISO 9712
• Minimum 2 years of practical experience
• Driving licence B
• English in basic level for reports for foreign clients

We offer:
• Contract for indefinite time after 3 months probation
• Salary 1,100–1,500 EUR net + daily allowance on terrain
• Certification for PAUT and TOFD paid by company

CV on posao@termoinspekt.rs or Viber +381 64 218 7730 📲

👍 46   💬 7   ↗ Forward`,
  },
  {
    id: 'pearl-technician-line-phuket-second-language',
    half: 'unseen',
    title: 'Pearl Seeding Technician',
    company: 'Andaman Pearl Co., Ltd.',
    text: `LINE   Andaman Pearl Official ✓
Timeline post · 11 Feb 2026 · 16:20

🦪 JOB VACANCY: Pearl Seeding Technician 🦪

Andaman Pearl Co., Ltd. is pearl farm in Phuket with our own hatchery and grow-out lines in Phang Nga Bay. We produce South Sea and Akoya pearls for jewelry shops and for export to Japan and Hong Kong.

We are looking for Pearl Seeding Technician for our farm, start in April before the main operation season.

Responsibilities:
- Perform nucleus insertion (seeding) in oysters with high retention rate
- Prepare graft tissue and select oysters ready for operation
- Check oysters after operation and record the results

Qualifications:
- Experience at least 2 years in pearl seeding, from Thailand, Indonesia, Philippines or Australia farms
- Steady hands and good eyesight, patience for fine work
- Can work on boat and floating platform, can swim
- Thai or English communication

Salary: 25,000 – 45,000 THB depend on experience + accommodation on farm + performance bonus from harvest

Interested please send resume and photo by LINE chat to this account or email jobs@andamanpearl.co.th
Tel. 076-318-442 (Khun Ploy)

❤️ 58   💬 6   Share`,
  },
  {
    id: 'script-supervisor-forwarded-email-vancouver',
    half: 'tune',
    title: 'Script Supervisor',
    company: 'Halyard Pictures Productions Inc.',
    text: `From: Dana Whitcombe <dana.whitcombe@fastmail.ca>
To: Priya Raman <priya.r.continuity@gmail.com>
Date: Wed, Feb 11, 2026 at 8:52 PM
Subject: Fwd: Script Supervisor – "Harbour Lights" S2

Hey Priya — saw this on the crew list and immediately thought of you. They start prep in April. Good luck!! D.

---------- Forwarded message ---------
From: Halyard Pictures Productions <crew@halyardpictures.ca>
Date: Tue, Feb 10, 2026 at 11:15 AM
Subject: Script Supervisor – "Harbour Lights" S2

Halyard Pictures Productions Inc. is now crewing for Season 2 of the one-hour drama series "Harbour Lights" (10 x 60), shooting in Vancouver and on the Sunshine Coast from late April to mid-September.

We are looking for an experienced Script Supervisor for the main unit. You'll work closely with our directors and editors to keep continuity tight across blocks of two episodes.

Responsibilities
- Script breakdown, timing and continuity notes for each episode
- Track dialogue changes, coverage and screen direction on set
- Deliver the daily editor's log and continuity reports

Requirements
- Minimum 3 series credits as Script Supervisor
- DGC BC member or permittee
- Available for the full season

Please reply with your résumé and credits to crew@halyardpictures.ca by February 20.`,
  },
  {
    id: 'marine-superintendent-direct-email-limassol-position-line-second-language',
    half: 'unseen',
    title: 'Technical Superintendent',
    company: 'Karpasia Shipmanagement Ltd',
    text: `From: Eleni Charalambous <e.charalambous@karpasia-ship.com.cy>
To: Andriy Koval <a.koval.chief@ukr.net>
Subject: Opportunity in Limassol - superintendent role for our bulk fleet
Date: 12 February 2026 10:07

Dear Mr. Koval,

Thank you for your interest in our company which we received through our crewing department. We have reviewed your CV as Chief Engineer and we would like to inform you about the following vacancy in our office.

Position: Technical Superintendent
Company: Karpasia Shipmanagement Ltd
Location: Limassol, Cyprus (office based, with travel)
Fleet: 14 bulk carriers (Supramax and Kamsarmax), built 2011 - 2022

Main duties:
- Technical management of 3-4 vessels, planned maintenance and budget control
- Attend dry dockings, class surveys and vetting inspections
- Support the vessels in breakdowns and follow up until closing of defects

Requirements:
- Chief Engineer license unlimited with at least 2 years sailing in rank on bulk carriers
- Experience with dry dock is advantage
- Good knowledge of English, computer skills (MS Office, AMOS)

We offer competitive salary, relocation support for you and family, and medical insurance.

If you are interested please confirm your availability for an online interview next week.

Best regards,
Eleni Charalambous
HR & Crewing Coordinator
Karpasia Shipmanagement Ltd`,
  },
  {
    id: 'rov-pilot-agency-email-aberdeen-client-named',
    half: 'tune',
    title: 'ROV Pilot Technician',
    company: 'Dunmarra Subsea Ltd',
    text: `From: Callum Strachan <callum.strachan@northpointtalent.co.uk>
To: j.okafor.rov@outlook.com
Subject: ROV Pilot Technician role - Dunmarra Subsea, Aberdeen
Date: Thu 12 Feb 2026 14:36

Hi Joseph,

I came across your profile on LinkedIn and saw you've just finished a hitch on a WROV spread for a construction vessel — I think you'd be a great fit for a permanent role I'm handling.

My client Dunmarra Subsea Ltd is an Aberdeen-based ROV services company with 22 work-class and observation systems operating in the North Sea, West Africa and the Mediterranean. They're looking for an ROV Pilot Technician to join a rotational crew on their new 200hp work-class system.

The role:
- Piloting work-class ROVs during construction, IRM and survey campaigns
- 3 on / 3 off rotation

What they're looking for:
- Grade II Pilot Technician or a strong Grade I ready to step up
- Electrical or mechanical background (HNC or time-served)
- BOSIET/FOET and offshore medical in date

Package is up to £68k basic plus offshore allowances, pension and private healthcare.

Would you be open to a quick call this week?

Kind regards,
Callum Strachan
Senior Consultant – Subsea & Marine
Northpoint Talent Ltd
+44 1224 507 913`,
  },
  {
    id: 'demurrage-analyst-agency-email-singapore-client-unnamed',
    half: 'unseen',
    title: 'Demurrage Analyst',
    company: 'Keppler Search Pte. Ltd.',
    text: `From: Joanne Teo <joanne.teo@kepplersearch.com.sg>
To: Marcus Lim <marcus.lim.ops@gmail.com>
Subject: Demurrage Analyst | Commodity Trading House | Singapore | up to S$8.5k
Date: 12 Feb 2026, 09:14 SGT

Hi Marcus,

I'm reaching out about a Demurrage Analyst vacancy with my client, a leading global commodity trading house with its Asia hub in Marina Bay. They trade crude, refined products and LNG and charter around 400 voyages a year out of Singapore.

Role overview
- Calculate laytime and demurrage claims for voyage charters across oil and gas cargoes
- Review statements of facts, NORs and pumping logs against charter party terms
- Negotiate claims with owners, brokers and counterparties through to settlement

Requirements
- Degree in Maritime Studies, Business or related
- At least 3 years of laytime/demurrage experience with a trader, oil major or shipowner
- Good knowledge of tanker charter party terms

Salary up to S$8,500 per month plus AWS and variable bonus.

If this is of interest, please send me your updated CV and I'll call you to discuss.

Best,
Joanne Teo
Senior Consultant, Shipping & Commodities | EA Reg. No. R1987345
Keppler Search Pte. Ltd. | EA Licence No. 19C8842`,
  },
  {
    id: 'materials-scientist-forwarded-email-pohang-dash-specialty-second-language',
    half: 'tune',
    title: 'Materials Scientist, Battery Cathodes',
    company: 'Hanbit Advanced Materials Co., Ltd.',
    text: `From: Prof. Seo Jin-woo <jwseo@postmail.ac.kr>
Sent: Thursday, February 12, 2026 4:21 PM
To: MSE Graduate Students <mse-grad@postmail.ac.kr>
Subject: FW: [Hanbit AM] Recruitment - Materials Scientist – Battery Cathodes

Dear students,
I forward the job announcement from Hanbit. It can be good chance for PhD graduates of this year. Please apply directly.
Seo

-----Original Message-----
From: Hanbit Advanced Materials Recruiting <recruit@hanbit-am.co.kr>
Subject: [Hanbit AM] Recruitment - Materials Scientist – Battery Cathodes

Hanbit Advanced Materials Co., Ltd. is a producer of high-nickel cathode materials for EV batteries, with plants in Pohang and Gwangyang and R&D center in Pohang. We are recruiting experienced researcher as below.

■ Position: Materials Scientist – Battery Cathodes
■ Location: Pohang R&D Center
■ Type: Regular (full-time)

■ Responsibilities
- Develop next-generation high-nickel and LMFP cathode materials
- Design synthesis process (co-precipitation, calcination) and scale-up to pilot line
- Analyze materials with XRD, SEM, ICP and electrochemical tests

■ Qualifications
- PhD or MS in Materials Science, Chemistry or Chemical Engineering
- Research experience on cathode materials for lithium-ion battery
- Korean or English communication (foreigner welcome)

■ How to apply: submit CV and research summary on our careers site by March 6, 2026.`,
  },
  {
    id: 'teppanyaki-chef-direct-email-maldives-position-line-second-language',
    half: 'unseen',
    title: 'Teppanyaki Chef',
    company: 'Hiriyaa Island Resort Pvt Ltd',
    text: `From: Talent Acquisition - Hiriyaa Island Resort <careers@hiriyaa-resort.mv>
To: Nuwan Perera <nuwan.teppan.chef@gmail.com>
Subject: Interview invitation - Teppanyaki Chef for our Japanese restaurant
Date: 11 Feb 2026 18:40

Dear Nuwan,

We have received your CV from our Executive Chef who met you at the culinary competition in Colombo. We are pleased to invite you for interview for the following position.

Position: Teppanyaki Chef (Chef de Partie level)
Outlet: Kaze – Japanese Teppanyaki & Sushi (24 covers)
Resort: Hiriyaa Island Resort, Lhaviyani Atoll

Your job will be to cook in front of guests at the teppan table with show and entertainment, prepare mise en place for dinner service, control food cost and hygiene according to HACCP and train one commis.

Requirements are minimum 3 years experience as teppanyaki chef in 5-star hotel or cruise ship, good English to talk with guests and knowledge of Japanese knife skills.

Package: USD 1,400 basic + service charge (average USD 900 last year) + accommodation, meals, medical, annual ticket and 30 days leave.

Kindly confirm your available time for video call on Monday or Tuesday (Maldives time GMT+5).

Best regards,
Aishath Shifa
Talent Acquisition Executive
Hiriyaa Island Resort Pvt Ltd
Male', Republic of Maldives`,
  },
  {
    id: 'gem-cutter-newspaper-classified-ratnapura-plural-capitals-second-language',
    half: 'tune',
    title: 'Gem Cutter',
    company: 'Sapphire Valley Gems (Pvt) Ltd',
    text: `SUNDAY LANKA TIMES — CLASSIFIEDS — 15.02.2026 — Page 38
SITUATIONS VACANT

GEM CUTTERS

Sapphire Valley Gems (Pvt) Ltd, a leading exporter of coloured gemstones to Thailand, Hong Kong and Switzerland for over 25 years, urgently requires experienced gem cutters and polishers for our cutting workshop in Ratnapura.

• Minimum 3 years experience in faceting sapphire, ruby and spinel (oval, cushion, round brilliant and step cuts).
• Must be able to work with traditional wheel and modern faceting machines.
• Knowledge of re-cutting and calibrating old stones is an added qualification.
• Should be honest, hard working and able to work to given weight targets.
• Age below 50 years.

Trainees with minimum 1 year experience can also apply for trainee cutter posts.

We offer attractive salary, EPF/ETF, piece rate bonus, annual bonus, meals and transport from Ratnapura town.

Apply with copies of certificates and names of two non-related referees within 14 days of this advertisement to:

The Manager – Human Resources,
Sapphire Valley Gems (Pvt) Ltd,
No. 48/2, Gemmers' Lane,
Ratnapura.

Tel: 045 222 7391   WhatsApp: 077 418 5530
Only shortlisted candidates will be called for a practical test.`,
  },
  {
    id: 'stud-hand-gumtree-robertson-trading-name-dash-season',
    half: 'unseen',
    title: 'Stud Hand',
    company: 'Breede River Thoroughbreds',
    text: `Gumtree
Home > Jobs > Farming & Agriculture > Western Cape > Robertson

Stud Hand – Foaling Season
R 9 500 / month
Robertson, Western Cape
Posted: 3 days ago

Job Type: Full-Time
Employment Type: Contract
Advertised by: Employer

Reply   Call   Save

Breede River Thoroughbreds is the trading name of Kloofzicht Boerdery (Pty) Ltd. We are a thoroughbred stud farm outside Robertson with around 90 broodmares and a yearling prep programme for the Cape sales.

We need a reliable stud hand for the foaling season from July to December. Live-in position, accommodation on the farm.

Duties:
- Feeding, mucking out and turning out mares and foals
- Night foal watch on a roster and helping the stud manager at foalings
- Leading mares to the covering shed and handling young stock
- Basic first aid, hoof picking, grooming and daily health checks

Requirements:
- At least 2 years hands-on experience with horses, stud experience preferred
- Calm, patient and not afraid of hard work in all weather
- Valid SA ID or work permit, clear criminal record

Please send your CV with two references via Gumtree reply.`,
  },
  {
    id: 'street-sweeper-operator-kijiji-sudbury-dash-shift',
    half: 'tune',
    title: 'Street Sweeper Operator',
    company: 'Nickel Belt Sweeping Inc.',
    text: `kijiji
Jobs > Sudbury > Construction & Trades

Street Sweeper Operator - Nights
$26.00 per hour
Greater Sudbury, ON
Posted 4 days ago

Job Type: Full-Time
Hiring: Company
Salary: 26.00 per hour

Send Message   Favourite

Nickel Belt Sweeping Inc. is a local family-run company providing parking lot and street sweeping for municipalities, shopping plazas and construction sites in Greater Sudbury and Northern Ontario. We're expanding our night crew for the spring sand cleanup and need another operator.

What you'll be doing:
- Operating regenerative air and mechanical broom sweepers
- Sweeping plazas, commercial lots and city streets on night routes (9 pm to 5:30 am)
- Daily circle checks, greasing and minor maintenance
- Dumping debris at approved sites and keeping route logs

What we're looking for:
- DZ licence (required) and clean abstract
- Previous sweeper, plow or heavy equipment experience preferred
- Reliable and able to work independently overnight
- Mechanical aptitude is an asset

We offer year-round work (plowing in winter), overtime after 44 hours, benefits after 3 months, and a newer fleet.

Call Dave at 705-555-0142 or reply through Kijiji with your resume and driver's abstract.`,
  },
  {
    id: 'leather-cutter-olx-sialkot-bracket-second-language',
    half: 'unseen',
    title: 'Leather Cutter',
    company: 'Noorpur Sports (Pvt.) Limited',
    text: `OLX
Jobs > Manufacturing > Sialkot

Leather Cutter (Gloves Section)
Rs 45,000 - 60,000
Sialkot, Punjab
2 days ago

Type: Full-time
Position type: Permanent
Experience: 2 - 4 years

Chat   Show phone number

Description
Noorpur Sports (Pvt.) Limited is manufacturer and exporter of goalkeeper gloves, cycling gloves and motorbike gloves since 1998. We supply to brands in Europe and USA and have more than 600 workers in our factory.

We require experienced Leather Cutters for our gloves section.

Responsibilities:
- Cutting of leather and synthetic material with press and dies according to pattern
- Hand cutting of sheep and goat leather for premium gloves with less wastage
- Checking of leather quality, holes and marks before cutting
- Counting and bundling of cut pieces for stitching department

Requirements:
- Minimum 2 years experience in gloves or garments leather cutting
- Knowledge of leather grading
- Matric or Middle is sufficient
- Candidates from Sialkot, Daska and Sambrial preferred

Facilities: overtime, EOBI, Social Security, bonus on Eid, free lunch.
Timing: 8:00 AM to 5:00 PM (Monday to Saturday)

Walk-in interview daily 10 am to 1 pm at factory gate.`,
  },
  {
    id: 'muralist-craigslist-philadelphia-for-place-dba-the',
    half: 'tune',
    title: 'Muralist',
    company: 'The Salt Tooth',
    text: `craigslist > philadelphia > jobs > art/media/design

Muralist for restaurant interior (Fishtown)

compensation: $9,000–$12,000 for the project, paid in three installments
employment type: contract

posted: 2026-02-10 17:22   updated: 2026-02-11 08:05

reply   ★ favorite   hide   flag

Hey Philly artists! Grayfeather Hospitality LLC dba The Salt Tooth is opening a seafood bar in Fishtown this spring and we're looking for a local muralist to paint the main dining room wall (approx. 38 ft x 12 ft) and a smaller piece in the back bar.

We're thinking of something between old harbor charts, Delaware River history and bold modern color — but we want your ideas. Paint has to hold up to a busy restaurant and be wipeable.

What we need:
- A portfolio of large-scale interior or exterior murals (link please)
- Ability to produce a sketch and color comp by mid-March
- About 3 to 4 weeks of painting time in April, evenings and Mondays when we're closed
- Own insurance (or willingness to get a short-term policy)

We cover paint, primers, sealer and a lift if needed. Philadelphia-based artists strongly preferred.

Reply with your portfolio, a rough availability and your day rate. No agencies please.`,
  },
  {
    id: 'crime-scene-investigator-county-bulletin-redding-class-working-department',
    half: 'unseen',
    title: 'Crime Scene Investigator',
    company: 'County of Alder Ridge',
    text: `COUNTY OF ALDER RIDGE
invites applications for the position of:

Forensic Specialist II
Working Title: Crime Scene Investigator

SALARY: $31.62 - $42.37 Hourly
OPENING DATE: 02/09/26
CLOSING DATE: 03/02/26 05:00 PM
JOB CODE: 6124
DEPARTMENT: Sheriff's Office
DIVISION: Investigations – Forensic Services Unit
LOCATION: Redding, CA
EMPLOYMENT TYPE: Full-Time, Regular

Apply | Print | Job Interest Card

THE POSITION
The County of Alder Ridge Sheriff's Office is recruiting a Crime Scene Investigator to document, collect and preserve physical evidence at scenes of major crimes, including homicides, sexual assaults and officer-involved incidents. The position is civilian and works a rotating on-call schedule.

EXAMPLES OF DUTIES
- Photograph, sketch and measure crime scenes, including 3D scanning
- Recognize, collect and package latent prints, DNA, trace and firearms evidence
- Process vehicles and evidence in the laboratory using chemical and light-source techniques
- Write detailed reports and testify in court as needed

MINIMUM QUALIFICATIONS
Education: Bachelor's degree in forensic science, criminalistics, biology, chemistry or a related field.
Experience: Two years of crime scene or evidence processing experience.
License: Valid California Class C driver's license.

Candidates must pass a background investigation, polygraph and psychological evaluation.`,
  },
  {
    id: 'town-clerk-town-council-bulletin-norfolk-capitals-head',
    half: 'tune',
    title: 'Town Clerk',
    company: 'Burnham Staithe Town Council',
    text: `BURNHAM STAITHE TOWN COUNCIL
The Guildhall, 3 Market Place

VACANCY

TOWN CLERK
Salary: NJC SCP 29–34 (£38,626 – £43,693 pro rata)
Hours: 30 hours per week, some evening meetings
Contract: Permanent
Closing date: 12 noon, Friday 13 March 2026
Interviews: week commencing 23 March 2026

Burnham Staithe Town Council serves a coastal market town of around 5,200 residents in North Norfolk. The Council owns the Guildhall, two recreation grounds, allotments and the town's public conveniences, and has a precept of £310,000.

The Town Clerk is the Council's Proper Officer and Responsible Financial Officer, and leads a small team of three. You will advise councillors, make sure the Council acts lawfully, and deliver its plans for the town.

Key responsibilities:
- Prepare agendas, minutes and reports for Council and committee meetings
- Manage the Council's budget, accounts, VAT and annual governance return
- Manage staff, contractors and Council assets
- Work with the district and county councils and community groups

The successful candidate will hold, or be willing to obtain within 18 months, the Certificate in Local Council Administration (CiLCA).

An application pack is available from the Council's website or from the Council office. CVs alone will not be accepted.`,
  },
  {
    id: 'fingerprint-examiner-police-service-bulletin-vernon-class-working',
    half: 'unseen',
    title: 'Latent Fingerprint Examiner',
    company: 'North Okanagan Regional Police Service',
    text: `NORTH OKANAGAN REGIONAL POLICE SERVICE
Civilian Employment Opportunity

Classification: Forensic Technician II
Working Title: Latent Fingerprint Examiner
Competition #: NORPS-26-011
Section: Forensic Identification Section
Location: Vernon, BC
Status: Regular Full-Time (35 hours/week)
Salary: $41.18 – $48.93 per hour
Closing Date: March 9, 2026 at 4:00 p.m.

The North Okanagan Regional Police Service provides policing to a growing region of more than 90,000 residents. Our Forensic Identification Section supports investigators with scene examination, fingerprint comparison and court-ready evidence.

Reporting to the Forensic Identification Sergeant, the Latent Fingerprint Examiner compares and identifies friction ridge impressions recovered from crime scenes and exhibits.

Key Duties
- Develop latent prints on exhibits using chemical, powder and light-source techniques
- Compare and identify latent impressions using ACE-V methodology and the AFIS database
- Prepare comparison charts and reports and give expert evidence in court
- Maintain quality assurance records and the section's exhibit tracking

Qualifications
- Post-secondary diploma or degree in forensic science or a related field
- Certification as a latent print examiner, or three years of comparison experience
- Ability to obtain and maintain Enhanced Reliability security clearance

The North Okanagan Regional Police Service is committed to a diverse workforce.`,
  },
  {
    id: 'road-maintenance-worker-shire-bulletin-ouyen-department-dash-depot',
    half: 'tune',
    title: 'Road Maintenance Worker',
    company: 'Shire of Mallee Springs',
    text: `Shire of Mallee Springs
Careers at Council

Road Maintenance Worker - Ouyen Depot
Position Number: IS-0417
Department: Infrastructure Services
Employment Type: Permanent Full Time (76 hours per fortnight, 9-day fortnight)
Classification: Band 3 under the Shire of Mallee Springs Enterprise Agreement
Salary: $1,182.40 – $1,231.70 per week plus superannuation
Closing Date: Monday 9 March 2026, 5pm

The Shire of Mallee Springs looks after more than 2,800 km of sealed and unsealed roads across the northern Mallee. Our outdoor crews keep these roads safe for farmers, freight and families through every harvest, dust storm and flood.

About the role
Working from the Ouyen depot as part of a crew of six, you will help maintain and repair the Shire's road network and drainage.
- Patching, pothole repairs and shoulder grading
- Operating trucks, rollers, loaders and other plant as directed
- Setting up traffic management at worksites

About you
- Experience in civil construction or road maintenance
- Current manual driver licence; HR licence or the ability to obtain one
- Construction induction card (White Card)
- Traffic management (Implement Traffic Management Plan) or willingness to obtain

A current Police Check is required for this position.`,
  },
  {
    id: 'police-constable-constabulary-bulletin-shrewsbury-bracket',
    half: 'unseen',
    title: 'Police Constable',
    company: 'Marcher Vale Constabulary',
    text: `Marcher Vale Constabulary
Join Us > Police Officers > Current Vacancies

Police Constable (Student Officer)
Location: Shrewsbury, Telford and force-wide postings
Salary: Starting at £29,907 rising to £48,231
Contract: Permanent, full time (shift pattern including nights, weekends and bank holidays)
Entry route: Police Constable Degree Apprenticeship
Reference: MVC/PC/2026/02
Closing date: 23:59, Sunday 15 March 2026

Marcher Vale Constabulary polices more than 900,000 people across market towns, rural communities and the border country. We are recruiting Student Officers to join our next intake in September 2026.

As a Police Constable you will respond to emergencies, investigate crime, support victims and work with partners to solve local problems. You will earn a fully funded degree in Professional Policing Practice while you train and work.

What we look for
- Integrity, courage and a real commitment to public service
- Good communication skills and the ability to stay calm under pressure
- Level 3 qualification (A level or equivalent), or Level 2 English and maths for the apprenticeship route
- A full manual UK driving licence, or the ability to obtain one within 12 months

All applicants must pass a fitness test, medical, vetting and the national assessment centre.`,
  },
  {
    id: 'labour-inspector-regional-government-bulletin-tacoma-class-working',
    half: 'tune',
    title: 'Labor Standards Investigator',
    company: 'Puget Metro Regional Government',
    text: `PUGET METRO REGIONAL GOVERNMENT
Job Bulletin

Class Title: Compliance Investigator II
Working Title: Labor Standards Investigator
Department: Office of Labor Standards
Location: Tacoma, WA
Salary: $38.44 – $50.29 Hourly
Job Type: Full-Time, Represented (Local 117)
Job Number: 26-00238
Closes: 3/6/2026 11:59 PM Pacific

Puget Metro Regional Government enforces minimum wage, paid sick leave, wage theft and fair scheduling laws for more than 300,000 workers in the region. The Office of Labor Standards investigates complaints and helps employers comply.

Position Summary
The Labor Standards Investigator conducts complex investigations into alleged violations, from the first intake interview through a written determination and settlement.

Essential Duties
- Interview workers, employers and witnesses, in person and by phone
- Request and analyze payroll, timekeeping and scheduling records
- Calculate back wages, interest and penalties
- Write findings and prepare cases for hearings
- Do outreach to worker centers and small businesses

Minimum Qualifications
- Bachelor's degree in public administration, law, labor studies or a related field
- Two years of investigative, auditing or enforcement experience

Spanish, Vietnamese, Russian or Somali language skills are highly desirable; a language premium is paid.`,
  },
  {
    id: 'astronomer-university-bulletin-la-serena-bilingual-second-language',
    half: 'unseen',
    title: 'Support Astronomer',
    company: 'Universidad Austral del Elqui',
    text: `UNIVERSIDAD AUSTRAL DEL ELQUI
Concurso Público / Public Call N° 07-2026

Astrónomo/a de Soporte / Support Astronomer
Unidad / Unit: Facultad de Ciencias – Departamento de Física y Astronomía
Lugar de trabajo / Place of work: La Serena and university observatory in Elqui Valley
Jornada / Contract: Completa 44 hrs, fixed term 2 years, renewable
Remuneración / Salary: CLP 2.600.000 gross per month
Cierre / Deadline: 20 de marzo de 2026

The Universidad Austral del Elqui calls for applications to the position of Support Astronomer, who will work in the operation of the 1.5-metre telescope of the university and give support to the scientific users of the instruments.

Functions
- Support night observations and remote observers, around 8 nights per month
- Maintain and characterise the spectrograph and imaging camera together with the engineers

Requirements
- PhD in Astronomy or Astrophysics
- Observational experience in optical or infrared
- Spanish or English; the other language should be learned in the first year
- Availability for night work and for travel to the observatory (1.5 hours from La Serena)

Applications with CV, two letters of recommendation and research statement to concursos.astro@uaelqui.cl.`,
  },
  {
    id: 'dean-of-students-school-district-visalia-dash-school',
    half: 'tune',
    title: 'Dean of Students',
    company: 'Cottonwood Valley Unified School District',
    text: `Cottonwood Valley Unified School District
Job Posting

Dean of Students - Ridgeline Middle School
Job Number: 2603-118
Date Posted: 02/09/2026
Application Deadline: 03/06/2026 11:59 PM Pacific
Location: Ridgeline Middle School (Visalia, CA)
Position Type: Certificated Management
Work Calendar: 205 days
Salary: Management Salary Schedule, Range 4 ($118,402 – $141,877)

Apply   Share   Print

Cottonwood Valley Unified School District serves about 14,000 students in 22 schools. Ridgeline Middle School has 980 students in grades 6–8 and a strong PBIS and restorative practices program.

Job Summary
Under the direction of the principal, the Dean of Students supports a safe, positive and equitable school climate by leading student discipline, attendance intervention and behavior supports.

Essential Functions
- Investigate and respond to student behavior incidents using restorative approaches
- Lead the school attendance team and SART/SARB referrals
- Coordinate supervision schedules and campus safety drills
- Communicate with families, counselors and outside agencies

Minimum Qualifications
- Valid California Administrative Services Credential (or Preliminary Administrative Services Credential)
- Valid California teaching or Pupil Personnel Services credential
- Five years of successful experience in education, middle school preferred

Bilingual Spanish/English is desirable.`,
  },
  {
    id: 'attendance-officer-academy-trust-wisbech',
    half: 'unseen',
    title: 'Attendance Officer',
    company: 'Fenland Learning Partnership',
    text: `Fenland Learning Partnership
Vacancies

Attendance Officer
School: Wisbech Riverside Academy
Salary: Grade D, Points 8–12 (£26,409 – £28,163 FTE), actual £23,640 – £25,210
Hours: 37 hours per week, term time plus 5 days
Contract: Permanent
Start date: April 2026 or as soon as possible
Closing date: Monday 2 March 2026, 9am

Fenland Learning Partnership is a multi-academy trust of eight primary and secondary schools across Wisbech, March and Chatteris. Wisbech Riverside Academy is an 11–16 secondary school with 1,050 students, and improving attendance is one of our top priorities this year.

We are looking for a determined and caring Attendance Officer who will work with students, families and the pastoral team to make sure every child is in school, every day.

The role includes:
- Following up first-day absence calls and carrying out home visits
- Analysing attendance data weekly and identifying students at risk of persistent absence
- Holding attendance meetings with parents and preparing evidence for legal interventions

You will need:
- Strong data and IT skills (Arbor or SIMS)
- A full driving licence and use of a car

The Trust is committed to safeguarding; this post requires an enhanced DBS check.`,
  },
  {
    id: 'laboratory-manager-university-bulletin-ipoh-bilingual-capitals-second-language',
    half: 'tune',
    title: 'Laboratory Manager',
    company: 'Universiti Teknologi Kinta',
    text: `UNIVERSITI TEKNOLOGI KINTA
JAWATAN KOSONG / VACANCY

PENGURUS MAKMAL / LABORATORY MANAGER
Fakulti / Faculty: Faculty of Chemical and Process Engineering
Lokasi / Location: Ipoh, Perak
Taraf Jawatan / Status: Contract (3 years, renewable)
Tarikh Tutup / Closing Date: 6 March 2026

Universiti Teknologi Kinta is a private technical university in Ipoh with 7,500 students. The Faculty of Chemical and Process Engineering is operating 11 teaching and research laboratories including pilot plant, analytical and environmental labs.

Job Scope
- Manage the daily operation of all faculty laboratories and supervise 9 laboratory assistants
- Prepare budget, purchase and maintain equipments (GC, HPLC, AAS, FTIR)
- Implement chemical safety, waste management and DOSH requirements
- Coordinate laboratory schedule for undergraduate classes and research students
- Prepare the laboratories for MQA and ISO/IEC 17025 audits

Requirements
- Master's degree in Chemistry, Chemical Engineering or related field
- Minimum 5 years experience in laboratory management, preferably in university or industry
- Certificate of chemical health risk assessment (CHRA assessor) is an advantage
- Good command of Bahasa Malaysia and English

Salary will be offered according to qualification and experience. Interested candidates please apply via the university e-Recruitment portal.`,
  },
  {
    id: 'psychometrist-university-bulletin-vanderbijlpark-department',
    half: 'unseen',
    title: 'Psychometrist',
    company: 'Riverbank University of Technology',
    text: `RIVERBANK UNIVERSITY OF TECHNOLOGY
Vacancy Ref: RUT/CSD/2026/04

Psychometrist
Department: Centre for Student Counselling and Development
Campus: Vanderbijlpark
Post level: Peromnes 8
Remuneration: R 398 000 – R 472 000 per annum (total cost to company)
Closing date: 6 March 2026

Riverbank University of Technology is a comprehensive university of technology serving more than 21,000 students in Gauteng. The Centre for Student Counselling and Development provides counselling, career guidance and psycho-educational assessment to students across our campuses.

Key performance areas:
- Administer, score and interpret psychometric assessments for career guidance, selection and academic support
- Write assessment reports and give feedback to students
- Run group career workshops and study-skills sessions
- Maintain test materials and records according to HPCSA ethical rules and POPIA
- Support the psychologists in the Centre with screening and referrals

Minimum requirements:
- BPsych or Honours in Psychology
- Registration with the HPCSA as a Psychometrist (Independent Practice)
- Two years' experience in psychometric assessment, preferably in higher education
- Proficiency in English; Sesotho, isiZulu or Afrikaans is a recommendation

Riverbank University of Technology is committed to employment equity. Preference will be given to candidates from designated groups.`,
  },
  {
    id: 'imam-careers-page-bradford-about-us-first',
    half: 'tune',
    title: 'Imam',
    company: 'Eastbrook Islamic Centre',
    text: `Eastbrook Islamic Centre
Home   About   Prayer Times   Madrasah   Get Involved   Careers   Donate

About us
Eastbrook Islamic Centre has served Muslims in East Bradford since 1987. Our mosque welcomes up to 1,800 worshippers for Jumu'ah, and our madrasah teaches 350 children every weekday evening. We run a food bank, a youth club and a bereavement service, and we are proud of our work with local schools, churches and the council.

Current vacancies

Imam
Full-time, permanent · Salary: £32,000 – £36,000 plus accommodation · Closing date: 20 March 2026

We are seeking a knowledgeable, compassionate Imam to lead our community's spiritual life.

Main duties
- Lead the five daily prayers, Jumu'ah and Eid prayers, and deliver khutbahs in English and Urdu
- Teach Qur'an, tajweed and Islamic studies classes for adults and young people
- Offer pastoral care and support for marriages, funerals and families in difficulty
- Represent the Centre at interfaith and civic events

Essential
- Hafiz of the Qur'an with an Alimiyyah qualification or equivalent
- Fluent spoken and written English
- Experience of community or youth work in the UK
- Right to work in the UK

Eastbrook Islamic Centre is a registered charity (No. 1143862).`,
  },
  {
    id: 'violinist-careers-page-celje-about-us-first-dash-specialty-second-language',
    half: 'unseen',
    title: 'Section Violinist, Second Violins',
    company: 'Celje Chamber Philharmonic',
    text: `Celje Chamber Philharmonic
Concerts   Tickets   Education   About   Auditions

About the orchestra
The Celje Chamber Philharmonic was founded in 1998 and is today a professional orchestra of 46 musicians. We play around 60 concerts per season in our hall in Celje, in Ljubljana and Maribor, and on tours in Austria, Italy and Croatia. Our repertoire goes from baroque to contemporary Slovenian music, and we record regularly for national radio.

Auditions 2026

Section Violinist – Second Violins
Permanent contract · Start: 1 September 2026 · Application deadline: 15 March 2026

The orchestra announces an audition for the position of Section Violinist in the second violin group.

Audition programme
- First round: W. A. Mozart, Violin Concerto No. 4 or No. 5, first movement with cadenza (with piano)
- Second round: romantic concerto by choice, first movement
- Third round: orchestral excerpts (the list will be sent to invited candidates)

Conditions
- Finished higher music education (master's degree or equivalent)
- Knowledge of Slovene or English for rehearsals

Salary according to the collective agreement for public sector. Candidates should send CV and video of one movement from concerto to auditions@celjechamber.si.`,
  },
  {
    id: 'esthetician-careers-page-budapest-brand-of-group-bilingual-second-language',
    half: 'tune',
    title: 'Esthetician',
    company: 'Szirom Day Spa',
    text: `Szirom Day Spa
Treatments   Packages   Gift Vouchers   About   Careers   Book now

Join our team

Esthetician / Kozmetikus
Budapest, District V · Full-time · Start: as soon as possible

Szirom Day Spa is a boutique spa in the heart of Budapest, a few minutes from the Danube bank. We are part of Pannon Wellness Group, which runs thermal hotels in Hévíz and Sárvár, but our spa keeps its own small team and its own style: natural products, slow treatments and a lot of personal attention.

We are looking for an Esthetician who loves skin care and wants to grow together with us.

Your tasks
- Facial treatments, peelings, microdermabrasion and LED therapy
- Waxing, lash and brow tinting, manicure if needed
- Skin analysis and product advice to guests
- Keeping treatment rooms clean and following the hygiene protocol

What we expect
- Qualification as kozmetikus (OKJ or equivalent from abroad)
- Minimum 2 years experience in salon, spa or hotel
- English at conversational level, our guests are 70% international

We offer
- Fixed salary plus commission on products and treatments
- Cafeteria benefits and free treatments

Send your CV with photo to karrier@szirom-spa.hu`,
  },
  {
    id: 'salt-harvester-careers-page-aveiro-footer-bilingual-second-language',
    half: 'unseen',
    title: 'Salt Harvester',
    company: 'Salinas da Ria Velha, Lda.',
    text: `Flor de Ria
Shop   Our Salt   Visit the Saltpans   Work with us   PT | EN

Work with us

Marnoto / Salt Harvester
Aveiro · Seasonal, May to September 2026 · Full-time

Our salt is harvested by hand in the traditional saltpans of the Ria de Aveiro, as it was done for centuries. Every summer we need people who are not afraid of the sun and of hard work to join our marnotos and keep this tradition alive.

What you will do
- Prepare the salt pans in spring: cleaning, repairing the clay walls and channels
- Control the water flow between the tanks together with the master marnoto
- Rake and collect the coarse salt and harvest the flor de sal by hand

What we are looking for
- Good physical condition, you work outdoors in heat and barefoot in the salt
- Experience in agriculture or salt work is a plus; we teach everything
- Portuguese or English

Salary: €1,020 per month + harvest bonus, lunch included.

Send us a short message and your CV to trabalho@flor-de-ria.pt.

© 2026 Salinas da Ria Velha, Lda. · NIF 516 204 873 · Privacy · Cookies`,
  },
  {
    id: 'chartering-broker-careers-page-riga-about-us-first-form-before-second-language',
    half: 'tune',
    title: 'Chartering Broker, Dry Cargo',
    company: 'SIA Baltijas Frakts',
    text: `SIA Baltijas Frakts
Home   Services   Fleet Positions   Team   Careers   Contacts   LV | EN

About us
SIA Baltijas Frakts is an independent shipbroking company founded in Riga in 2004. Our 19 brokers fix more than 900 voyages a year for owners, charterers and traders in the Baltic, the North Sea and the Mediterranean, mainly grain, fertilisers, timber and steel.

Careers

Chartering Broker – Dry Cargo
Riga, Latvia · Full-time · Office based

We are looking for a Chartering Broker to strengthen our dry cargo desk. You will work together with a senior broker on existing accounts and build your own book of owners and charterers.

Responsibilities
- Find tonnage and cargoes, circulate positions and orders
- Negotiate freight rates and charter party terms for voyage and time charters
- Prepare recaps and follow up the fixture until discharge

Requirements
- Degree in shipping, economics or related
- 2+ years in chartering or ship operations
- Very good English, Russian or Scandinavian languages is a plus

We offer a fixed salary plus commission share, health insurance and a desk with view to the Daugava.

Send CV and short motivation letter to careers@baltijasfrakts.lv`,
  },
  {
    id: 'rolling-stock-engineer-careers-page-eskisehir-second-language',
    half: 'unseen',
    title: 'Rolling Stock Maintenance Engineer',
    company: 'Porsuk Raylı Sistemler A.Ş.',
    text: `Porsuk Raylı Sistemler
Home   Products   Projects   Quality   Career   Contact   TR | EN

Career › Open Positions

Rolling Stock Maintenance Engineer
Eskişehir Plant · Full-time · Engineering · Ref: PRS-2026-14

Porsuk Raylı Sistemler A.Ş. designs, manufactures and maintains light rail vehicles, trams and freight wagons for Turkish municipalities and for export to the Balkans and Central Asia. In our Eskişehir plant we have 1,100 employees and a maintenance depot which serves 140 trams under long-term contracts.

Job Description
- Plan preventive and corrective maintenance of trams and LRVs according to maintenance manuals
- Analyse failures, prepare RAMS reports and follow up corrective actions with suppliers
- Manage maintenance documentation in SAP PM
- Support commissioning and warranty teams at customer depots
- Lead a team of 12 technicians on shift

Qualifications
- Bachelor degree in Mechanical, Electrical or Railway Systems Engineering
- Minimum 4 years experience in rolling stock maintenance or manufacturing
- Knowledge of bogies, traction, brake and HVAC systems
- Good English (written and spoken)
- No military obligation for male candidates
- Ability to travel domestic and abroad

Apply online with your CV in English. All applications are kept confidential according to KVKK.`,
  },
]
