/*
 * Twentieth unseen posting set.
 *
 * Written by helper job62. It read only its brief (job62.md and the common rules), the labelling rules
 * (/work/prompts/rules.md), the list of ids already used (/work/prompts/existing-occupations.txt) and the two
 * interface snippets (EvalJob in jobs.ts, UnseenPosting in unseen-postings.ts). It did not read the engine
 * source, the benches, the docs or any other eval file's postings. Labels (title, company, skills) were
 * written together with each posting's text, from the text alone.
 *
 * Counts: 40 postings, 20 tune / 20 unseen, alternating in file order starting with 'tune'; 18 written in
 * the English of second-language writers (ids ending -second-language).
 *
 * Shapes: job boards with their chrome (16: NHS Jobs, Bayt, SEEK NZ, MojPosao, HelloWork, Kariyer.net,
 * IrishJobs, justjoin.it, Farmers Weekly Jobs, StepStone, Indeed AU, Jobs.cz, CV-Library, VietnamWorks,
 * CaribbeanJobs, PNet); applicant-tracking pages (9: Workday, BambooHR, Recruitee, Workable, Gupy,
 * Employment Hero, iCIMS, SmartRecruiters, SuccessFactors); social posts and chats (5: LinkedIn post,
 * Facebook page post, Facebook group post, Instagram caption, WhatsApp broadcast); emails with subject lines
 * (3: crewing-agency email with a Position line, au pair agency email with a Position line, forwarded job
 * alert); government and school bulletins (4: municipal publication of vacancy, revenue agency bulletin,
 * academy trust bulletin, district court vacancy notice); a newspaper classified; an about-us block first;
 * long prose with skills only in sentences. 37 of 40 have neither the title nor the employer on the first line
 * (the Workday, SmartRecruiters and SuccessFactors pages open with the employer's name; 36 if the au pair
 * email's sender address, which carries the agency's domain, is counted).
 *
 * Countries (32): United Kingdom (England, Scotland), Oman, Philippines, Namibia, New Zealand, Croatia,
 * France, Canada, Mexico, Ireland, Portugal, Turkey, Netherlands, India, Poland, Georgia, Japan, Mauritius,
 * Germany, Australia, Singapore, Brazil, Italy, Czech Republic, Vietnam, Norway, Kenya, United States,
 * Zambia, Trinidad and Tobago, South Africa, Switzerland.
 *
 * Occupations (field): mortuary assistant (pathology), specialist paediatrician (medicine), business tax
 * auditor (public sector), customs officer (customs and border), fisheries observer (fisheries), room
 * attendant (hospitality), head waiter (restaurants), geochemist (geoscience), marine biologist (marine
 * science), set designer (theatre), ceramicist (crafts), tree planter (forestry), geothermal plant
 * maintenance technician (energy), gas network engineer (utilities), ship chandler (maritime supply), deck
 * cadet (maritime), game tester (games), tweed weaver (textiles), mountain guide (tourism), gamekeeper
 * (estates), ski patroller (mountain safety), teaching assistant (education), court usher (courts), shunter
 * (rail), feedlot hand (agriculture), ramen chef (food service), virologist (life sciences), sculptor (fine
 * art), production planner (manufacturing), road marking operative (construction), greengrocer (retail),
 * blow moulding machine operator (plastics), au pair (childcare), insurance broker (insurance), litigation
 * support specialist (legal), underground miner (mining), refinery process operator (oil and gas), costume
 * designer (entertainment), K9 handler (security), wealth manager (finance).
 *
 * Labelling rules as applied, in short: skills 8 to 14, required first, then preferred, then soft, in short
 * conventional names, mixing literal, reworded and paraphrased mentions; an unnamed skill only when the job
 * cannot be done without it; named licences, tickets, cards and job-qualifying certificates listed, degrees
 * and school-leaving certificates not; "Shift Work", "On-Call", "Driving Licence" as fixed names; a language
 * only when the ad names it. Title as printed, keeping grade and a specialty (after a dash, as after a
 * comma), dropping brackets, places, shifts, seasons, types, pay and numbers; capitals to title case; plural
 * to singular; a two-language slash title gives the English half; a bulletin's working title wins over the
 * class title. Company as printed with its legal form (before or after the name); agency ads give the client
 * when named, else the agency; franchises give the owner; t/a gives the trading name; a bare header or handle
 * gives way to the legal name in the text or footer; capitals in a bulletin head give way to the text's case;
 * government and school ads give the body that hires, not the department line or school building; a
 * crewing agency's named principal is the company; a forwarded email is labelled from the forwarded ad.
 *
 * Readings this set adds where the rules are silent (applied the same way throughout):
 * - A specialty after a dash in the English half of a two-language slash title is kept after a comma
 *   ("Pesquisador(a) em Virologia / Virologist – Arboviruses" -> "Virologist, Arboviruses").
 * - After a dash, a fleet ("– Deepwater Fleet"), a market ("– Italian Market"), a platform ("– Console") and a
 *   line of business ("– Corporate Accounts", "– Sales & Operations") count as specialties and are kept.
 * - A level written into the title without brackets ("Teaching Assistant Level 3") is a grade and is kept;
 *   a hospital grade word before a medical title ("Specialist Paediatrician") is kept likewise.
 * - A bracket on the title line that holds another name for the same job ("(Trainee Navigating Officer)")
 *   or a working method ("(Mould Making & Slip Casting)") is dropped like other brackets; a bracket that
 *   holds the working title itself ("(Working title: Business Tax Auditor)") is the label.
 * - A medical certificate the candidate must hold (seafarer medical, mine medical certificate of fitness) is
 *   a document a recruiter screens for and is listed; a medical the employer arranges after the offer
 *   ("pre-employment medical") is not. A professional registration the ad requires or prefers (P.Geo,
 *   PSIRA grade, a client advisor register) is listed like a licence.
 * - A check the post is made subject to (DBS, security vetting) or a "clear criminal record" requirement is
 *   listed as the check a recruiter screens for ("DBS Check", "Enhanced DBS", "Security Vetting", "Police
 *   Clearance"), as the earlier vetting reading does; a vaccination the employer arranges is not.
 * - A language the ad asks for by its local name ("Kreol Morisien") is listed under its English name
 *   ("Mauritian Creole").
 * - A chat paste that carries replies under the broadcast is labelled from the whole paste: a requirement
 *   the poster confirms in a reply ("yes you must be fit ... we work as a team") counts as the ad's.
 * - A classified page pasted with neighbouring small ads is labelled from the ad under the job heading; the
 *   neighbours add no skills.
 * Written by Tailor contributors (CC0).
 */
import type { UnseenPosting } from './unseen-postings.ts'

export const twentiethUnseenPostings: UnseenPosting[] = [
  {
    id: 'mortuary-assistant-nhs-jobs-stockport',
    field: 'pathology',
    half: 'tune',
    title: 'Mortuary Assistant',
    company: 'Mersey Vale Hospitals NHS Foundation Trust',
    text: `Skip to main content
NHS Jobs
Sign in   Create an account
< Back to search results

Job advert

Mortuary Assistant
Mersey Vale Hospitals NHS Foundation Trust
Hazel Grove Hospital, Stockport, SK7 5RQ
£24,937 to £26,598 a year (Band 3, per annum)

Closing date: 29 March 2026
Contract: Permanent
Working pattern: Full-time, flexible working
Reference number: 334-PATH-26-0917
Job locations: Hazel Grove Hospital, Mortuary and Bereavement Suite, Stockport

Job summary
Our Cellular Pathology directorate is looking for a compassionate and steady person to join the mortuary team. You will work alongside Anatomical Pathology Technologists (APTs) in a busy HTA-licensed mortuary that receives around 1,400 deceased patients a year from the hospital and the community on behalf of HM Coroner.

No two days are the same. Much of the work is practical and physical, some of it is administrative, and all of it is done with dignity for the deceased and respect for their families.

Main duties of the job
- Receive, store and release the deceased, checking identification against documentation every time
- Keep the mortuary register and the electronic mortuary management system accurate and up to date
- Assist the APTs with the preparation of bodies and, once trained, with post-mortem examinations
- Clean and decontaminate the post-mortem room, fridges and equipment following infection prevention and control procedures
- Prepare the viewing room and support bereaved families and funeral directors in person and by telephone
- Take part in the on-call rota for out-of-hours releases (approximately one weekend in four; on-call payment applies)

About us
Mersey Vale Hospitals NHS Foundation Trust serves around 350,000 people across Stockport and the High Peak. We are proud of our Staff Networks and our flexible working offer.

Person specification
Essential
- Good standard of education, including English and Maths GCSE or equivalent
- Experience of working in a care, healthcare, funeral or similar setting
- Understanding of infection prevention and control
- Able to carry out moving and handling tasks, including use of hoists and body trolleys
- Competent with computers, email and data entry
- Willing to join the on-call rota
- Calm, sensitive manner and the ability to work as part of a small team

Desirable
- RSPH Level 2 Certificate in Anatomical Pathology Technology (or willingness to work towards it)
- Awareness of the Human Tissue Act 2004 and HTA codes of practice
- Previous experience assisting at post-mortem examinations

Benefits
27 days annual leave rising with service, plus bank holidays | NHS Pension Scheme | Cycle to work and salary sacrifice car schemes | Employee assistance programme

This post is subject to a Disclosure and Barring Service check. Hepatitis B immunisation will be arranged by Occupational Health.

Employer details
Mersey Vale Hospitals NHS Foundation Trust
Contact: Dawn Ashworth, Mortuary Manager, dawn.ashworth@mvh-nhs-demo.uk, 0161 555 0142

Apply for this job`,
    skills: [
      'Body Handling',
      'Mortuary Procedures',
      'Infection Control',
      'Manual Handling',
      'Record Keeping',
      'IT Skills',
      'On-Call',
      'DBS Check',
      'RSPH Level 2 APT',
      'Human Tissue Act',
      'Post-Mortem Assistance',
      'Compassion',
      'Teamwork',
    ],
  },
  {
    id: 'paediatrician-bayt-sohar-dash-specialty-grade-second-language',
    field: 'medicine',
    half: 'unseen',
    title: 'Specialist Paediatrician, Neonatology',
    company: 'Al Batinah Care Hospital LLC',
    text: `bayt.com
Jobs   Companies   CV Search   Career Advice        Log in | Sign up
Home > Jobs in Oman > Healthcare & Medical Jobs > Sohar

Specialist Paediatrician – Neonatology - Sohar, Oman
Al Batinah Care Hospital LLC
Sohar, Oman  ·  Posted 5 days ago  ·  18 applicants
[ Apply Now ]   [ Save ]   [ Share ]

Job Description
Al Batinah Care Hospital LLC is a 160 bed multi-speciality private hospital in Sohar, serving the North Batinah governorate since 2009. Due to expansion of our NICU Level III (14 incubators) we are looking for qualified Specialist Paediatrician with strong neonatal background to join our Department of Paediatrics.

Key Responsibilities:
• To manage newborns in NICU and well-baby nursery including premature and critically ill babies
• Attend high risk deliveries and caesarean sections and perform neonatal resuscitation
• Do procedures like umbilical lines, intubation, surfactant administration, lumbar puncture
• Cover paediatric emergency and paediatric ward calls as per rota
• Maintain complete and timely documentation in the hospital electronic medical record (EMR)
• Participate in departmental audit, CME activities and teaching of nurses
• Counsel parents in clear and compassionate manner

Desired Candidate Profile
• MBBS with specialty qualification in Paediatrics (Arab Board, MRCPCH, MD Paediatrics or equivalent)
• Minimum 3 years post specialisation experience, out of which at least 2 years in NICU
• Must be eligible for OMSB / MOH Oman licensing (Prometric passed or exempted). Candidates holding current MOH licence will be preferred
• Valid NRP and PALS certificates
• Fluent English is required, Arabic speaking will be an advantage
• Good team player, able to work with multinational staff

Benefits:
- Attractive tax free salary (based on experience)
- Furnished family accommodation or housing allowance
- Annual air ticket for self and family
- 42 days annual leave
- Medical insurance, end of service benefits as per Oman labour law

Job Details
Job Location: Sohar, Oman
Company Industry: Healthcare; Hospitals
Company Type: Employer (Private Sector)
Job Role: Medicine & Healthcare
Employment Type: Full Time Employee
Monthly Salary Range: Unspecified
Number of Vacancies: 2

Preferred Candidate
Career Level: Mid Career
Years of Experience: Min: 3
Residence Location: Oman; United Arab Emirates; India; Egypt; Jordan; Sudan

About the Company
Al Batinah Care Hospital provides 24 hours emergency, maternity, paediatric and surgical services. We are JCI accredited.

Interested candidates can apply through Bayt or send CV with copies of certificates to recruitment@abch-oman-demo.com mentioning "SP-NEO-02" in subject. Only shortlisted candidates will be contacted.

Report this job  |  Similar jobs: Specialist Neonatologist - Muscat; GP Paediatric Clinic - Sur`,
    skills: [
      'Paediatrics',
      'Neonatology',
      'NICU',
      'Neonatal Resuscitation',
      'PALS',
      'MOH Licence',
      'Paediatric Emergency',
      'Clinical Documentation',
      'English',
      'Arabic',
      'Teamwork',
      'Communication',
    ],
  },
  {
    id: 'tax-auditor-municipal-bulletin-valdeloria-class-working-second-language',
    field: 'public sector',
    half: 'tune',
    title: 'Business Tax Auditor',
    company: 'Municipality of Valdeloria',
    text: `Republic of the Philippines
Province of Iloilo
MUNICIPALITY OF VALDELORIA
Office of the Municipal Human Resource Management Officer

PUBLICATION OF VACANT POSITION
(Pursuant to R.A. 7041 and CSC Memorandum Circular No. 14, s. 2018)

Date of Publication: March 4, 2026
Closing Date of Submission: March 19, 2026

The Municipality of Valdeloria is in need of qualified applicant for the following position:

Position Title: Local Revenue Collection Officer II (Working title: Business Tax Auditor)
Plantilla Item No.: MTO-LRCO2-04
Office/Department: Municipal Treasurer's Office – Business Tax Division
Salary Grade: SG-15
Monthly Salary: ₱ 36,619.00
Place of Assignment: Municipal Hall, Poblacion, Valdeloria, Iloilo

QUALIFICATION STANDARDS
Education: Bachelor's degree relevant to the job (Commerce, Accountancy, Business Administration or Economics)
Experience: 1 year of relevant experience
Training: 4 hours of relevant training
Eligibility: Career Service (Professional) / Second Level Eligibility

DUTIES AND RESPONSIBILITIES
1. Conducts examination of books of accounts and pertinent records of business establishments to verify gross sales or receipts declared for business tax purposes, in accordance with the Local Government Code of 1991 (R.A. 7160) and the Municipal Revenue Code.
2. Prepares audit working papers, computes deficiency taxes, surcharges and interest, and drafts Notice of Assessment for review of the Municipal Treasurer.
3. Conducts field inspection and ocular verification of business establishments, together with the Business Permit and Licensing Office.
4. Encodes assessment and payment data in the Electronic Business Permit and Licensing System (eBPLS).
5. Prepares monthly accomplishment reports and assists taxpayers in their queries in a courteous manner.
6. Performs other related duties as may be assigned.

PREFERENCE
- Licensed Certified Public Accountant (CPA) is an advantage
- Proficient in MS Excel (formulas, pivot table)
- With experience in eBPLS or any revenue system of LGU
- Person of integrity, with good communication skills in English and Hiligaynon

Interested and qualified applicants should signify their interest in writing. Attach the following documents to the application letter:
1. Fully accomplished Personal Data Sheet (CS Form No. 212, Revised 2017) with recent passport-sized picture and Work Experience Sheet;
2. Performance rating in the last rating period (if applicable);
3. Photocopy of certificate of eligibility/rating/license;
4. Photocopy of Transcript of Records and Diploma;
5. Photocopy of certificates of relevant trainings.

QUALIFIED APPLICANTS are advised to hand in or send through courier/email their application to:

ENGR. ROSALIE D. SALCEDO
Municipal Human Resource Management Officer
2nd Floor, Municipal Hall, Valdeloria, Iloilo
mhrmo.valdeloria@lgu-demo.ph

APPLICATIONS WITH INCOMPLETE DOCUMENTS SHALL NOT BE ENTERTAINED.

This Office highly encourages all interested and qualified applicants to apply, including persons with disability (PWD) and members of the indigenous communities, irrespective of sexual orientation and gender identities (SOGI), civil status, religion and political affiliation.`,
    skills: [
      'Tax Audit',
      'Local Government Code',
      'Business Tax Assessment',
      'Accounting',
      'Career Service Professional Eligibility',
      'Field Inspection',
      'Report Writing',
      'CPA',
      'MS Excel',
      'eBPLS',
      'Hiligaynon',
      'Integrity',
      'Communication',
    ],
  },
  {
    id: 'customs-officer-revenue-agency-bulletin-walvis-bay-department',
    field: 'customs and border',
    half: 'unseen',
    title: 'Customs Officer',
    company: 'Kuiseb Coast Revenue Agency',
    text: `VACANCY BULLETIN No. 07/2026
KUISEB COAST REVENUE AGENCY
Internal and External Advertisement
Issued: 2 March 2026     Closing: 20 March 2026 at 16:00

The Kuiseb Coast Revenue Agency (KCRA) administers customs, excise and revenue collection along the central coast and at the Port of Walvis Bay. Applications are invited from suitably qualified Namibian citizens for the following position.

Position: Customs Officer (Grade 9) — Walvis Bay Port
Department: Customs and Excise Operations, Border Management Division
Reference: KCRA/CE/07/2026
Number of posts: 4
Remuneration: N$ 186 420 per annum (all-inclusive package, negotiable within grade) plus shift allowance, medical aid and pension fund

Purpose of the job
To facilitate legitimate trade and protect revenue by examining goods, conveyances and documents at the port, and by enforcing customs and excise legislation.

Main duties
• Process import, export and transit declarations and verify supporting documents (invoices, bills of lading, permits)
• Classify goods according to the Harmonized System (HS) tariff and verify declared customs values
• Conduct physical and non-intrusive (scanner) inspection of containers, vehicles and passengers' baggage
• Detain, seize and record prohibited and restricted goods and prepare case reports for the Investigations unit
• Capture and release declarations on the electronic customs management system
• Work rotating shifts, including nights, weekends and public holidays, at the port and at the cargo terminal

Minimum requirements
• Grade 12 with at least 25 points
• A National Diploma in Customs and Excise, Commerce, Logistics or equivalent
• 1–2 years' experience in a customs, clearing and forwarding or logistics environment
• Sound knowledge of tariff classification and customs valuation principles
• A valid driver's licence (Code B)
• Computer literacy (MS Office)
• Willingness to work shifts as described above

Added advantage
• Working experience on ASYCUDA World
• Knowledge of the SACU Agreement and rules of origin

Competencies
Integrity and honesty; good written and verbal communication; report writing; ability to work under pressure and in a team.

How to apply
Submit a covering letter quoting the reference number, a detailed CV, certified copies of qualifications and ID, and the names of three contactable references to: The Human Capital Office, Kuiseb Coast Revenue Agency, Private Bag 5011, Walvis Bay, or e-mail recruitment@kcra-demo.na. Enquiries: Ms T. Nghifindaka, 064 555 0193.

Shortlisted candidates will be subjected to written assessment, interview and security vetting. Applications not meeting the minimum requirements will not be considered. If you have not heard from us within 30 days of the closing date, consider your application unsuccessful.

KCRA is an equal opportunity employer. Persons with disabilities are encouraged to apply.`,
    skills: [
      'Customs Procedures',
      'Tariff Classification',
      'Customs Valuation',
      'Cargo Inspection',
      'Driving Licence',
      'Shift Work',
      'Computer Literacy',
      'Security Vetting',
      'ASYCUDA',
      'Rules of Origin',
      'Report Writing',
      'Integrity',
      'Communication',
    ],
  },
  {
    id: 'fisheries-observer-seek-nelson-dash-fleet',
    field: 'fisheries',
    half: 'tune',
    title: 'Fisheries Observer, Deepwater Fleet',
    company: 'Tasman Observer Services Ltd',
    text: `SEEK
Menu   Job search   Profile   Career advice   Company reviews
< Back to search results

Fisheries Observer – Deepwater Fleet
Tasman Observer Services Ltd
Nelson, Tasman
Science & Technology (Environmental, Earth & Geosciences)
Contract/Temp
$28 – $32 per hour + daily sea allowance
Posted 3d ago

Do you love the sea, and do you know your hoki from your hake? We're looking for observers to join our team placing independent scientific observers on New Zealand's deepwater trawl and longline fleet.

About the role
As an observer you'll spend trips of four to six weeks at sea on commercial vessels fishing the Chatham Rise, the sub-Antarctic and the west coast of the South Island. You are the eyes on the water for fisheries science and monitoring. Between trips you'll be based in Nelson for debriefs, training and data work.

What you'll do
- Record catch composition, fishing effort and discards for each tow or set
- Take length, weight, sex and maturity samples, and collect otoliths and tissue samples
- Identify fish, invertebrates, seabirds and marine mammals to species level
- Record and report protected species interactions and mitigation measures
- Observe compliance with fisheries regulations and report accurately and impartially
- Enter and check your data in our system and write a clear trip report

What we're looking for
- A tertiary qualification in marine science, biology, fisheries or similar (or equivalent field experience)
- Confidence identifying New Zealand deepwater fish species (we'll top this up in training)
- Careful, consistent data recording, and solid skills in Excel
- Good written English for trip reports
- Able to live and work at sea for extended periods in all weather and get on with crews from many backgrounds
- Must complete STCW Basic Safety Training before your first trip (course costs covered for successful applicants)
- Must pass a Maritime NZ approved seafarer medical
- Resilience, a sense of humour and a cool head

Nice to have
- Previous sea-going experience, e.g. research voyages or commercial fishing
- Knowledge of the Fisheries Act 1996 and the Quota Management System

What's in it for you
- Three-week paid induction in Nelson
- Sea allowance on top of hourly rate, all meals at sea provided
- Wet-weather gear and PPE supplied
- Real contribution to sustainable fisheries

Employer questions
Your application will include the following questions:
- Which of the following statements best describes your right to work in New Zealand?
- Have you spent time working at sea?
- Do you hold a current STCW Basic Safety certificate?

Tasman Observer Services Ltd is an equal opportunity employer. Applications close 30 April. Questions? Call Hemi Walker on 03 555 0187.

[ Apply ]   [ Save ]
Report this job advert`,
    skills: [
      'Fish Identification',
      'Biological Sampling',
      'Data Recording',
      'Fisheries Regulations',
      'STCW Basic Safety Training',
      'Seafarer Medical',
      'Excel',
      'Report Writing',
      'Fisheries Act',
      'Resilience',
      'Communication',
    ],
  },
  {
    id: 'room-attendant-mojposao-dubrovnik-bilingual-gender-season-second-language',
    field: 'hospitality',
    half: 'unseen',
    title: 'Room Attendant',
    company: 'Lapad Riviera Hoteli d.o.o.',
    text: `MojPosao.hr
Poslovi   Poslodavci   Savjeti   Plaće      Prijava | Registracija
Ugostiteljstvo i turizam › Dubrovnik

Sobarica (m/ž) / Room Attendant (m/f) – sezona 2027
Lapad Riviera Hoteli d.o.o.
Mjesto rada: Dubrovnik
Rok za prijavu: 15.03.2027.
Broj traženih djelatnika: 12
Vrsta zaposlenja: sezonski posao (travanj – listopad)

*** English version below / Hrvatska verzija na stranici poslodavca ***

Lapad Riviera Hoteli d.o.o. is the company operating three hotels on Lapad peninsula, total 540 rooms (4* and 5*). For season 2027 we are searching motivated Room Attendants which want to be part of our housekeeping team. We are guests-oriented company and clean room is first thing the guest see.

Your tasks:
- cleaning and preparing of guest rooms and bathrooms according to hotel standards and checklist
- changing of bed linen and towels, making of beds
- refill of minibar and amenities, report minibar consumption
- use of cleaning chemicals and machines in correct and safe way
- reporting of damages, lost and found items to housekeeping supervisor
- cleaning of corridors and public areas when needed

We expect:
- minimum one season experience in hotel housekeeping
- knowledge of cleaning procedures and chemicals
- basic English (communication with guests), German language is advantage
- precise, accurate and with attention to detail
- team worker, positive attitude
- good physical condition, because work is dynamic and you are on your feet all day

We offer:
- Net salary 1.250 EUR + monthly bonus for quality up to 150 EUR
- Free accommodation in staff house (double rooms) and 3 meals per day
- Paid overtime and one day free per week
- Reimbursement of travel costs to Dubrovnik for workers from other parts of Croatia or from BiH
- Possibility for contract extension and returning for next season

Candidates from abroad: we help with work permit procedure (non-EU candidates need to apply latest until 15 January).

Interested? Send your CV on email posao@lapadriviera-demo.hr or apply directly on MojPosao with button below. For more info call HR department: +385 20 555 014 (Mrs. Ivana Miloš).

Only selected candidates will be invited on interview (online or in person).

[ Prijavi se ]   [ Spremi oglas ]   [ Pošalji prijatelju ]

Slični oglasi: Sobarica – Cavtat; Pomoćni kuhar – Dubrovnik; Recepcioner/ka – Lapad`,
    skills: [
      'Housekeeping',
      'Room Cleaning',
      'Linen Change',
      'Minibar Restocking',
      'Cleaning Chemicals',
      'English',
      'German',
      'Attention to Detail',
      'Teamwork',
      'Physical Stamina',
    ],
  },
  {
    id: 'head-waiter-hellowork-bordeaux-bilingual-gender-second-language',
    field: 'restaurants',
    half: 'tune',
    title: 'Head Waiter',
    company: 'Brasserie des Chartrons SAS',
    text: `HelloWork
Offres d'emploi   Entreprises   Conseils   Salaires          Connexion
Accueil > Emploi > Restauration > Bordeaux (33)

Maître d'hôtel / Head Waiter (H/F)
Brasserie des Chartrons SAS - Bordeaux - 33
CDI  |  Temps plein  |  2 400 € - 2 700 € / mois brut
Publiée le 12/05/2026

Le poste
(English text for international candidates — version française disponible sur demande)

Brasserie des Chartrons SAS is an independent brasserie of 120 covers and 60 seats terrace on the Quai des Chartrons, open 7/7 from lunch to late dinner. Our cuisine is classic French brasserie with seafood bar, and our wine list has more than 300 references, mostly Bordeaux and South-West. We search a Head Waiter to manage the room with our restaurant manager.

Your missions:
- Organise and supervise the service of lunch and dinner with a team of 8 to 12 waiters and runners
- Welcome guests, manage the reservations and the table plan (we use Zenchef)
- Take orders and advise guests on menu and on wines, do wine service at the table
- Control the mise en place, the cleanliness of the room and the respect of service standards
- Manage the cash-up at the end of service and handle customer complaints with diplomacy
- Train the new waiters and apprentices, plan the schedules together with the manager

Your profile:
- Minimum 3 years experience as head waiter, chef de rang or maître d'hôtel in traditional or gastronomic restaurant
- Real knowledge of wines (a sommelier course is a plus but not mandatory)
- French and English are required, the clientele is 40% international. Spanish or German is a plus
- Leader, calm in the rush, with a sense of hospitality and elegance
- Available evenings and weekends (2 days off consecutive per week, rotation)

What we offer:
- CDI 39h, salary 2 400 € to 2 700 € brut per month according to experience + tips shared
- Meals taken in the brasserie, mutuelle 50%, transport 50%
- Bonus on objectives each trimester
- A friendly team and a beautiful place in the heart of Bordeaux

Start: as soon as possible (before the summer season).

Send your CV and a few words about you with the button "Postuler". Our manager Mr. Thibault Garnier will answer all applications.

Informations complémentaires
Secteur : Restauration traditionnelle
Expérience : 3 ans minimum
Niveau d'études : Non précisé
Télétravail : Non

[ Postuler ]   [ Sauvegarder ]
Offres similaires : Chef de rang (H/F) - Bordeaux ; Sommelier (H/F) - Arcachon`,
    skills: [
      'Restaurant Service',
      'Floor Management',
      'Wine Service',
      'Team Supervision',
      'Reservations',
      'Cash Handling',
      'French',
      'English',
      'Spanish',
      'Customer Service',
      'Leadership',
      'Stress Management',
    ],
  },
  {
    id: 'geochemist-workday-vancouver-requisition',
    field: 'geoscience',
    half: 'unseen',
    title: 'Senior Geochemist, Exploration',
    company: 'Northcove Minerals Corp.',
    text: `Northcove Minerals Careers
Search for Jobs   |   Sign In   |   English

Senior Geochemist, Exploration
[ Apply ]

locations
Vancouver, BC
time type
Full time
posted on
Posted 7 Days Ago
time left to apply
End Date: April 30, 2026 (25 days left to apply)
job requisition id
R-0010482

Northcove Minerals Corp. is a TSX-listed copper-gold explorer and developer with projects in northern British Columbia, Yukon and Nevada. Our exploration group is growing as we advance two porphyry discoveries toward resource definition, and we are looking for a Senior Geochemist to lead geochemical design and interpretation across the portfolio.

What you'll be doing
• Design and oversee surface geochemical programs (soil, talus fines, stream sediment, rock and biogeochemistry) and drill core sampling protocols
• Own QA/QC for all geochemical data: standards, blanks and duplicates, lab audits and corrective actions
• Interpret multi-element and lithogeochemical datasets to vector toward mineralization and to map alteration footprints, working closely with the structural and geophysics teams
• Build and maintain workflows in ioGAS and Python; produce maps in ArcGIS Pro or QGIS
• Spend 6–10 weeks per year at field camps in northern BC and Yukon supervising samplers and reviewing sampling in person
• Write technical memos and sections of NI 43-101 reports; present findings to management and partners
• Mentor junior geologists and field technicians on sampling practice and data handling

What you bring
• B.Sc. or M.Sc. in Geology, Geochemistry or related field
• 8+ years of exploration geochemistry experience, ideally in porphyry or epithermal systems
• Registered as, or eligible for registration as, a P.Geo with EGBC
• Strong statistics and data-analysis skills; comfortable with large multi-element datasets
• Proficiency with ioGAS and a scripting language (Python or R)
• GIS proficiency (ArcGIS Pro or QGIS)
• Valid driver's licence; able to travel to remote camps, including by helicopter
• Clear technical writing and a collaborative working style

Nice to have
• Experience with portable XRF and hyperspectral data
• Familiarity with Leapfrog Geo or acQuire

Compensation and benefits
The base salary range for this role is CAD $115,000 – $140,000, depending on experience. This role is eligible for our annual incentive plan and stock options. We offer extended health and dental from day one, RRSP matching, a flexible hybrid schedule when not in the field, and a generous field allowance.

Northcove Minerals Corp. is committed to an inclusive workplace. We welcome applications from Indigenous peoples, women, persons with disabilities and members of visible minorities. Accommodations are available on request at every stage of the recruitment process.

Similar Jobs
Project Geologist – Yukon | Exploration Database Administrator

Follow Us   © 2026 Workday, Inc. All rights reserved.`,
    skills: [
      'Exploration Geochemistry',
      'Geochemical Sampling',
      'QA/QC',
      'ioGAS',
      'Python',
      'GIS',
      'Statistics',
      'P.Geo',
      'Driving Licence',
      'Portable XRF',
      'Technical Writing',
      'Mentoring',
      'Collaboration',
    ],
  },
  {
    id: 'marine-biologist-linkedin-post-la-paz-sentence-second-language',
    field: 'marine science',
    half: 'tune',
    title: 'Marine Biologist',
    company: 'Fundación Mar de Cortés Vivo, A.C.',
    text: `LinkedIn
Home   My Network   Jobs   Messaging   Notifications   Me

Mariana Ochoa Ruiz • 2nd
Directora de Programas | Conservación marina | Golfo de California
1w • Edited • 🌐

🐋🦈 ¡Estamos contratando! / We are hiring! 🦈🐋

After a great 2025 season with more than 90 individual whale sharks identified in the Bahía de La Paz, our team at Fundación Mar de Cortés Vivo, A.C. is growing. We are looking for a marine biologist to coordinate the field work of our whale shark monitoring program and to support our new project on mobulid rays 🌊

The position is based in La Paz, Baja California Sur, full time, starting in September 2026, with initial contract of 12 months (renewable, the project is funded until 2028).

What you will do:
🔹 Plan and lead boat surveys from October to April (photo-identification, scars and injuries, tagging support)
🔹 Manage and clean our photo-ID database and do the analysis of sightings and residency in R
🔹 Coordinate volunteers, local tour operators and fishermen cooperatives, and give talks in schools
🔹 Write the technical reports to donors and help in preparing new grant proposals
🔹 Represent the Fundación in meetings with CONANP and the municipality

What we are looking for:
✅ Degree in marine biology, oceanography or similar (Master is a plus)
✅ Minimum 2 years experience in field research with marine megafauna
✅ Experience in photo-identification methods and statistical analysis in R
✅ Diving certification PADI Advanced Open Water or equivalent (we do snorkel mostly but some work is with scuba)
✅ Spanish and English fluent — our reports are in both languages and many volunteers are international
➕ Nice to have: experience driving small boats (licencia de patrón), experience writing grants, GIS
➕ Nice to have: experience with community outreach or environmental education

You: organised, patient with the weather 😅, team person, and comfortable to spend long days on the boat under the sun.

We offer competitive salary for the NGO sector in México (MXN 28,000–32,000 monthly), IMSS and prestaciones de ley, plus diving equipment and a very beautiful office with view to the Malecón 🙌

To apply send CV + letter of motivation (max 1 page) + contact of 2 references to empleo@marcortesvivo-demo.org.mx with subject "Biólogo/a Marino/a 2026" before 15 July. Please share with your network! 🙏

#conservacion #marinebiology #whaleshark #tiburonballena #LaPaz #BajaCaliforniaSur #hiring #empleo

👍❤️ 214 · 37 comments · 58 reposts
Like   Comment   Repost   Send`,
    skills: [
      'Marine Ecology',
      'Field Surveys',
      'Photo-Identification',
      'Data Analysis',
      'R',
      'PADI Advanced Open Water',
      'Spanish',
      'English',
      'Boat Handling',
      'Grant Writing',
      'GIS',
      'Community Outreach',
      'Teamwork',
    ],
  },
  {
    id: 'set-designer-long-prose-galway-sentence',
    field: 'theatre',
    half: 'unseen',
    title: 'Set Designer',
    company: 'Corrib Lane Theatre Company CLG',
    text: `Notes from the rehearsal room — spring 2026

When we opened our first show in the back room of a pub on Dominick Street in 2009, the set was two chairs, a borrowed ladder and a roll of lino painted to look like a kitchen floor. Seventeen years later Corrib Lane Theatre Company CLG makes three new Irish plays a year, tours to venues from Letterkenny to Skibbereen, and brings at least one production a year to a festival abroad. The chairs have multiplied, and so has the ambition. That is why, for the first time, we are looking for a set designer to join the company on a two-year contract, rather than hiring designers show by show.

The person we have in mind will design the scenography for all three of our annual productions, working from the first script conversation with the writer and director through to the last get-out. You will be drawing the ground plans, sections and construction drawings that our workshop and the venues need, so you will have to be comfortable with technical drawing and you will produce that work in Vectorworks, which is what our production manager and most of our touring venues use. If you also sketch in SketchUp to try out ideas quickly, so much the better, but the final drawings need to come out of Vectorworks. We still believe in the scale model: directors, actors and funders understand a 1:25 white card model better than any render, and you will build one for each show, and then the finished model with colour and texture.

Because we tour, every set has to pack into a 7.5-tonne truck, go up in five hours and come down in two, and it has to be safe in a community hall as well as in a purpose-built theatre. You will work out these limits with the production manager and take responsibility for the health and safety side of your designs, including fire-retardant materials and the risk assessments that go with them. You will also be trusted with the design budget, about €18,000 a production, and we need someone who can keep track of it honestly and say early when an idea will not fit. Some of our scenic finishing is done in-house, so it is a real help if you can paint scenery yourself or supervise a scenic painter, although this is not something we will hold against a strong candidate.

More than any single skill, we are looking for a collaborator: someone who enjoys the argument in the rehearsal room, listens to writers, and can take a note from a lighting designer without taking it personally. Theatre schedules are unforgiving, and the designer who delivers drawings on the day they were promised is the one every workshop wants to work with again, so good time management matters to us.

The contract is for 24 months at a salary of €41,500 a year, with a company laptop and Vectorworks licence provided. The base is our studio in Galway city, with touring weeks on the road. Please send a portfolio (a PDF of no more than 20 pages, or a link), a CV and a short letter telling us about a set you are proud of, to Aoife Ní Fhlatharta, General Manager, at jobs@corriblane-demo.ie by Friday 8 May. Corrib Lane Theatre Company CLG is funded by the Arts Council and Galway City Council and welcomes applications from everyone.`,
    skills: [
      'Set Design',
      'Technical Drawing',
      'Vectorworks',
      'Model Making',
      'Touring Productions',
      'Health and Safety',
      'Budgeting',
      'SketchUp',
      'Scenic Painting',
      'Collaboration',
      'Time Management',
    ],
  },
  {
    id: 'ceramicist-careers-page-caldas-da-rainha-about-us-first-second-language',
    field: 'crafts',
    half: 'tune',
    title: 'Ceramicist',
    company: 'Faianças do Oeste, Lda.',
    text: `Sobre nós / About us

Since 1921 our family workshop in Caldas da Rainha is making faience by hand: cabbage-leaf plates, jugs, tiles and the famous naturalist pieces that made our town known in all the world. Today we are 46 persons, we export for shops and restaurants in 19 countries, and we still make every piece in the same building, near the Parque D. Carlos I. We believe that a good ceramic piece is made by good hands, and that good hands must be trained and respected.

Faianças do Oeste, Lda. is certified by the Portuguese association of ceramic producers and we work with contemporary designers on special collections every year.

Trabalhe connosco / Work with us

Open position: Ceramicist (Mould Making & Slip Casting)
Local: Caldas da Rainha, Leiria
Contrato: Full time, 6 months + permanent contract after
Horário: Monday to Friday, 8h00 – 17h00

Because of new collections for 2026 we are reinforcing our production atelier. The Ceramicist will work mostly in the casting section and also support the finishing and glazing.

Main tasks:
• Preparation of plaster moulds (master moulds and working moulds) from original models
• Slip casting of pieces, control of wall thickness and demoulding in the right time
• Hand finishing: fettling, sponging, assembling of handles and applied leaves
• Application of glazes by dipping, spraying and brushing, following our colour references
• Loading and unloading of the kilns, and follow the firing curves (biscuit and glaze firing)
• Quality control of pieces in each step and register of defects

Requirements:
• Minimum 2 years of experience in ceramic production (casting, moulds or glazing)
• Knowledge of plaster and mould making is essential
• Experience in kiln firing (electric or gas kilns)
• Portuguese language (the team speaks Portuguese); English is a plus for working with the foreign designers
• Good attention to details and patience with repetitive work
• Like to work in team and to learn traditional techniques

We offer:
• Salary according to experience (from 1.050 € gross x 14 months) + food allowance
• Training with our master artisans
• Discount in our shop and a good ambient in a historic workshop

Interested? Send your CV and, if possible, photos of your work for recrutamento@faiancasdooeste-demo.pt with the reference "CER-2026". You can also visit us and leave your CV at the reception, Rua da Fábrica Velha 12.

Faianças do Oeste, Lda. · NIPC 5xx xxx xxx · Caldas da Rainha · Portugal
Política de privacidade | Livro de reclamações`,
    skills: [
      'Slip Casting',
      'Mould Making',
      'Plaster Moulds',
      'Kiln Firing',
      'Glazing',
      'Hand Finishing',
      'Quality Control',
      'Portuguese',
      'English',
      'Attention to Detail',
      'Teamwork',
    ],
  },
  {
    id: 'tree-planter-bamboohr-prince-george-dash-season',
    field: 'forestry',
    half: 'unseen',
    title: 'Tree Planter',
    company: 'Stoneridge Reforestation Ltd.',
    text: `« All Job Openings

Tree Planter – 2027 Spring Season
Department: Silviculture Operations
Location: Prince George, British Columbia
Employment Type: Seasonal
Minimum Experience: Entry-level
Compensation: Piece rate, $0.16 – $0.32 per tree depending on block; camp costs covered

Stoneridge Reforestation Ltd. has been planting in the central interior of BC since 1998. Last season our crews put more than 21 million seedlings in the ground on cutblocks and wildfire areas between Prince George, Vanderhoof and Mackenzie. We are now hiring planters, first-year and experienced, for the 2027 spring season (early May to mid-July).

What the job is
Tree planting is hard physical work, paid per tree, in all weather, in remote camps. It is also one of the best ways to spend a summer: you'll work outdoors, earn well if you put the work in, and be part of a crew that looks out for each other.

As a planter you will:
- Plant conifer seedlings to contract quality standards (spacing, depth, microsite selection)
- Navigate your piece of a block using maps, flagging and a GPS app
- Carry and manage your own tree bags and shovel over steep and rough ground
- Follow all safety procedures, including check-in systems, wildlife protocols and daily tailgate meetings
- Help keep camp running: dishes rota, tidy tents, respect for quiet hours

What we're looking for
- Must be physically fit and able to work 10-hour days, 4 days on and 1 day off
- Able to read a map and find your way on a block
- Standard First Aid with CPR-C (or get it before the season; we can point you to courses)
- A good attitude about rain, bugs, early mornings and doing it again tomorrow
- Experienced planters: please note your average daily count and previous companies
- Class 5 driver's licence is an asset (we need crew truck drivers, paid extra)

What we offer
- Fully catered camps with a professional cook; showers, dry tents and Wi-Fi
- Rookie training days paid at a day rate
- Top planters regularly earn $300 – $500 per day
- Season-end bonus for finishing the contract
- Equipment discounts and a crew-boss pathway for returning planters

Please note that this is a camp job. You will be away from town for blocks of 2 to 4 weeks.

Apply
First Name*  Last Name*  Email*  Phone*
Resume/CV*  (Upload)
Have you planted before? If yes, how many seasons? *
Do you hold current Standard First Aid? *
Do you hold a valid Class 5 licence?
How did you hear about this job?
[ Submit Application ]

Powered by BambooHR   Privacy Policy`,
    skills: [
      'Tree Planting',
      'Silviculture',
      'Map Reading',
      'GPS',
      'Standard First Aid',
      'Quality Standards',
      'Safety Procedures',
      'Driving Licence',
      'Physical Stamina',
      'Resilience',
      'Teamwork',
    ],
  },
  {
    id: 'geothermal-technician-kariyer-denizli-bilingual-second-language',
    field: 'energy',
    half: 'tune',
    title: 'Geothermal Plant Maintenance Technician',
    company: 'Menderes Jeotermal Enerji A.Ş.',
    text: `kariyer.net
İş İlanları   Şirketler   Maaş Hesapla   Kariyer Rehberi        Giriş Yap | Üye Ol
İş İlanları > Enerji > Denizli

Jeotermal Santral Bakım Teknisyeni / Geothermal Plant Maintenance Technician
Menderes Jeotermal Enerji A.Ş.
Denizli (Sarayköy)  ·  Tam Zamanlı  ·  Tecrübeli (3 yıl)  ·  Tekniker
Güncellendi: 2 gün önce   ·   Başvuru sayısı: 64

GENEL NİTELİKLER VE İŞ TANIMI / GENERAL QUALIFICATIONS AND JOB DESCRIPTION

Menderes Jeotermal Enerji A.Ş. is operating two geothermal power plants (ORC binary cycle, total 72 MWe) in Sarayköy, Denizli, and one new plant is in construction. Because of the growth we are looking for Maintenance Technicians for our Mechanical Maintenance team.

Job description:
- Performing planned preventive and corrective maintenance of the plant mechanical equipment: production and reinjection pumps, heat exchangers, ORC turbines and generators, air coolers, valves and piping
- Cleaning of scaling in heat exchangers and pipelines, inspection and reporting of corrosion
- Follow of equipment conditions from SCADA screens together with control room operators
- Reading technical drawings and P&ID, preparing spare parts list
- Filling the work orders and maintenance records in the CMMS system
- Working in compliance with the occupational health and safety rules and permit to work system

Qualifications:
- Graduated from vocational high school or Meslek Yüksekokulu (Mechanical, Machinery, Mechatronics)
- Minimum 3 years experience in mechanical maintenance in power plant, energy or process industry
- Experience with pumps and heat exchangers is required, ORC turbine experience is preferred
- Able to read technical drawing
- Welding knowledge (electrode or argon) is preferred
- Basic English to read the manuals of equipment (manufacturer documents are in English)
- Able to work in rotating shifts (3 shifts) and on call when needed
- Completed military service for male candidates
- Living in Denizli or willing to relocate to Sarayköy
- Team work, problem solving and responsibility

We offer:
- Company service (bus) from Denizli centre, lunch at plant
- Private health insurance
- Bonus 4 times in year
- Training on geothermal technology in our plants and by equipment manufacturers

POZİSYON BİLGİLERİ / POSITION INFO
Çalışma Şekli: Tam Zamanlı
Personel Sayısı: 3
Departman: Mekanik Bakım
Pozisyon Seviyesi: Uzman Yardımcısı
Eğitim Seviyesi: Lise Mezunu, Ön Lisans Mezunu
Askerlik Durumu: Yapıldı, Muaf

ADAY KRİTERLERİ
Tecrübe: En az 3 yıl
Ehliyet: B (tercih sebebi)

[ Başvur ]   [ Kaydet ]   [ Paylaş ]`,
    skills: [
      'Mechanical Maintenance',
      'Preventive Maintenance',
      'Pumps',
      'Heat Exchangers',
      'Technical Drawing',
      'SCADA',
      'Shift Work',
      'On-Call',
      'English',
      'ORC Turbines',
      'Welding',
      'Driving Licence',
      'Teamwork',
      'Problem Solving',
    ],
  },
  {
    id: 'gas-network-engineer-irishjobs-agency-client-cork-dash-specialty',
    field: 'utilities',
    half: 'unseen',
    title: 'Gas Network Engineer, Distribution Design',
    company: 'Munster Gas Distribution DAC',
    text: `IrishJobs.ie
Jobs   Courses   Career Advice   Salary Checker   Recruiters          Sign in
Jobs › Engineering › Civil Engineering › Cork

Gas Network Engineer – Distribution Design
Harbourline Recruitment
Cork  ·  Permanent  ·  Full time
€58,000 - €70,000 + car allowance + pension
Posted 4 days ago

Harbourline Recruitment is delighted to partner with Munster Gas Distribution DAC on the appointment of a Gas Network Engineer to join their Distribution Design team in Cork city. Munster Gas Distribution DAC owns and operates more than 4,000 km of low and medium pressure gas network across Cork, Kerry and Limerick, and is investing in network reinforcement and in the readiness of its network for biomethane and hydrogen blends.

The Role
Reporting to the Design Manager, you will design new connections, reinforcements and mains replacement schemes on the distribution network, from feasibility to construction drawings.

Key Responsibilities
- Carry out network analysis and hydraulic modelling using Synergi Gas to assess capacity for new connections and reinforcement
- Produce designs and drawings in AutoCAD and update the network GIS
- Ensure designs comply with IGEM standards (IGEM/TD/3, IGEM/TD/13) and the company's technical specifications
- Prepare cost estimates and scopes of work for contractors
- Liaise with developers, local authorities, landowners and the construction team
- Attend site visits and design reviews; support projects through construction and commissioning
- Manage a portfolio of small to medium design projects against programme and budget

Requirements
- Degree in Civil, Mechanical or Energy Engineering
- 3+ years' experience in gas, water or utility network design
- Working knowledge of hydraulic modelling (Synergi Gas, or similar such as WaterGEMS)
- AutoCAD proficiency
- Knowledge of IGEM standards or similar utility codes
- Full clean driving licence (site travel across Munster)
- Good project management and stakeholder management skills

Desirable
- Chartered Engineer with Engineers Ireland, or working towards it
- Experience with biomethane injection or hydrogen readiness projects

What's on offer
- Salary €58,000 - €70,000 DOE
- Car allowance, 8% employer pension contribution, VHI for employee and family
- Hybrid working (2 days from home)
- Funded chartership pathway and further training

For a confidential conversation about this role, please contact Ciarán Buckley at Harbourline Recruitment on 021 555 0176, or apply below with an up-to-date CV.

Harbourline Recruitment is acting as an Employment Agency in relation to this vacancy.

[ Apply now ]   [ Save ]
Job ref: HR-ENG-41872`,
    skills: [
      'Gas Distribution',
      'Network Design',
      'Hydraulic Modelling',
      'Synergi Gas',
      'AutoCAD',
      'IGEM Standards',
      'Cost Estimation',
      'Driving Licence',
      'Project Management',
      'Chartered Engineer',
      'Stakeholder Management',
      'Communication',
    ],
  },
  {
    id: 'ship-chandler-recruitee-rotterdam-dash-specialty-second-language',
    field: 'maritime supply',
    half: 'tune',
    title: 'Ship Chandler, Sales & Operations',
    company: 'Maasvlakte Marine Supplies B.V.',
    text: `← All vacancies

Maasvlakte Marine Supplies
Ship Chandler – Sales & Operations
Rotterdam, Zuid-Holland, Netherlands  ·  Full-time  ·  32 – 40 hours

[ Apply for this job ]

Who we are
Maasvlakte Marine Supplies B.V. is ship chandler in the port of Rotterdam since 1987. From our warehouse in Waalhaven we supply provisions, bonded stores, deck, engine and cabin stores to more than 2,500 vessels per year: container ships, tankers, bulk carriers and cruise ships. We are a team of 38 colleagues, and we are member of ISSA and IMPA.

The job
As Ship Chandler in our Sales & Operations team you are the contact person for the ship managers, captains and agents. You receive the requisitions, you make the quotation and you take care that the order is delivered on board in time, also when the vessel changes her ETA three times 🙂.

Your tasks
- Processing of inquiries and orders from vessels and ship managers (by email and ShipServ)
- Making quotations using IMPA codes and our ERP system (Exact Globe)
- Coordinating with warehouse and purchasing for picking and special items
- Arranging the customs documents for bonded stores and deliveries to ships outside EU (together with our customs department)
- Planning the delivery by truck or by boat, in contact with ship agents and terminals
- Follow-up of complaints and invoices with the customer

What do you bring
- MBO/HBO level, preferably in logistics, maritime or commercial direction
- Minimum 2 years experience in ship supply, maritime logistics or shipping agency
- Knowledge of IMPA codes is a big plus
- Experience with ERP systems
- Good knowledge of Dutch and English, spoken and written (other languages like Greek or Russian are welcome)
- Customer-oriented, stress resistant and flexible — ships do not wait
- Willing to participate in our weekend on-call rotation (one weekend in six, compensated)

We offer
- Salary between €3,200 and €4,100 gross per month, depending on experience, plus holiday allowance 8%
- 25 holiday days, pension scheme via PMT
- Laptop and phone, travel allowance or parking at the office
- Young and informal team, short lines with management
- Friday drinks with view on the harbour

Interested?
Click "Apply for this job" and upload your CV and motivation. For questions you can contact Sanne de Vries (HR) on +31 10 555 0163.

Acquisition by agencies for this vacancy is not appreciated.

Maasvlakte Marine Supplies B.V. · KvK 24xxxxxx · Waalhaven Oostzijde, Rotterdam
Powered by Recruitee`,
    skills: [
      'Ship Supply',
      'Order Processing',
      'Quotations',
      'Customs Documentation',
      'Maritime Logistics',
      'ERP',
      'On-Call',
      'Dutch',
      'English',
      'IMPA Codes',
      'Customer Service',
      'Stress Resistance',
      'Flexibility',
    ],
  },
  {
    id: 'deck-cadet-crewing-email-mumbai-principal-position-line-second-language',
    field: 'maritime',
    half: 'unseen',
    title: 'Deck Cadet',
    company: 'Kestrel Bulk Shipping Pte. Ltd.',
    text: `From: Crewing Dept. – Seabridge Crew Management <crewing@seabridgecrew-demo.in>
To: Aniket Pawar <aniket.d.pawar@mailbox-demo.in>
Cc: Capt. R. S. Menon <rsmenon@seabridgecrew-demo.in>
Date: Mon, 9 Mar 2026 11:42 IST
Subject: Selection for Deck Cadet – Bulk Carrier – joining April/May 2026 – Ref SCM/DC/0326/17

Dear Mr. Aniket,

Greetings from Seabridge Crew Management Pvt. Ltd., Andheri East, Mumbai.

With reference to your interview held on 4th March at our office and online written test, we are pleased to inform you that you are shortlisted for sponsorship and placement as below with our principal Kestrel Bulk Shipping Pte. Ltd., Singapore.

Position: Deck Cadet (Trainee Navigating Officer)
Vessel type: Bulk Carrier (Supramax / Ultramax), worldwide trading
Contract: 9 months +/- 1 month, on-board training as per DG Shipping TAR book
Stipend: USD 450 per month + onboard training allowance
Expected joining: last week of April / first half of May 2026 (port to be advised)

Duties onboard (for your information):
- Bridge watchkeeping under supervision of OOW, lookout duties
- Assisting in mooring and anchoring operations, maintenance of deck equipment, cargo hold cleaning
- Completion of Training Record Book (TAR) and tasks given by Chief Officer
- Follow SMS procedures, safety drills and PPE rules of company

Kindly arrange following documents and submit scanned copy by reply mail latest by 16th March, originals to be produced at office on reporting day:
1. Valid Indian Passport (minimum 18 months validity)
2. CDC (Continuous Discharge Certificate) – valid
3. INDoS number
4. STCW Basic Safety Training certificates (PST, FPFF, EFA, PSSR) and STSDSD
5. DG Shipping approved Pre-Sea Training completion certificate (GP Rating / DNS / B.Sc. Nautical Science as applicable)
6. Pre-sea medical fitness certificate from DG approved doctor (we will also arrange company medical + Yellow Fever)
7. Marksheets of 10th and 12th (PCM) – for record only
8. 2 passport photos white background

Please note:
- Principal requires good spoken and written English, interview with Marine Superintendent of Kestrel Bulk Shipping will be on video call this Thursday 12th March, 15:00 IST.
- Discipline and team attitude will be observed during the full contract, including zero alcohol policy.
- No agent fee is charged by Seabridge. If anybody ask you money in our name, please inform us immediately.

Kindly confirm your availability by replying to this mail. For any question please call crewing desk on +91 22 5550 4471 (Mon–Sat, 10:00 – 18:00).

Thanks & Regards,
Pooja Kulkarni
Crewing Executive – Cadet Programs
Seabridge Crew Management Pvt. Ltd.
RPSL No. RPSL-MUM-xxx-2019 (valid)
Andheri East, Mumbai 400093

This e-mail and any attachment is confidential and intended only for the addressee.`,
    skills: [
      'STCW Basic Safety Training',
      'DG Shipping Pre-Sea Training',
      'CDC',
      'Passport',
      'Seafarer Medical',
      'Bridge Watchkeeping',
      'Mooring Operations',
      'Deck Maintenance',
      'English',
      'Discipline',
      'Teamwork',
    ],
  },
  {
    id: 'game-tester-justjoinit-warsaw-dash-platform-second-language',
    field: 'games',
    half: 'tune',
    title: 'Junior Game Tester, Console',
    company: 'Pixelforge Studio sp. z o.o.',
    text: `justjoin.it
Offers   Top Companies   Geek   Brand Stories        Post a Job   Sign in
All offers › Testing › Warszawa

Junior Game Tester – Console
Pixelforge Studio sp. z o.o.
📍 Warszawa, Mokotów  ·  Hybrid (3 days office)
💰 6 200 – 7 400 PLN gross/month (UoP)
Experience: Junior   ·   Employment type: Permanent   ·   Operating mode: Hybrid
Published: 3 days ago

Tech stack
JIRA ●●●○○ Regular
TestRail ●●○○○ Junior
PlayStation 5 / Xbox Series dev kits ●○○○○ Nice to have
English ●●●●○ B2

Job description
Pixelforge Studio sp. z o.o. is independent game developer from Warsaw with 140 people. We made two action-adventure games on PC and consoles and now we are working on our biggest title, planned for release on PlayStation 5, Xbox Series X|S and PC. We are looking for Junior Game Testers who will join our QA team focused on console builds.

Your responsibilities:
• Playing and testing daily builds of the game on consoles and PC, following test cases and checklists
• Finding, reproducing and reporting bugs in JIRA with clear steps, videos and logs
• Verifying fixed bugs and performing regression testing before each milestone
• Updating test cases in TestRail together with senior testers
• Helping with checks of platform requirements (TRC / Xbox Requirements) before submission
• Giving feedback about gameplay, difficulty and UX to designers

Our requirements:
• At least 6 months of experience in testing games or software (can be freelance, internship, or open beta testing with documented reports)
• Knowledge of bug reporting process and bug tracking tool, preferably JIRA
• Basic understanding of test cases and regression testing
• English at B2 level — all bug reports are written in English
• Very good attention to detail and patience to play one level 50 times 😉
• Good communication in team

Nice to have:
• Experience with PlayStation or Xbox dev kits and console certification requirements
• Experience with TestRail
• Polish language (the office is bilingual, but not required)

What we offer:
• Employment contract (umowa o pracę) with 6 200 – 7 400 PLN gross
• Private medical care and Multisport card
• Free copy of every game we release, game library in the office
• Clear path to Game Tester and QA Analyst roles
• Team events, chill-out zone and good coffee ☕

Recruitment process: short call with HR → test task (1h, bug report of a short build) → interview with QA Lead → offer. Whole process around 2 weeks.

[ Apply ]

Please include in your CV: "I hereby consent to the processing of my personal data for the purposes of recruitment by Pixelforge Studio sp. z o.o."`,
    skills: [
      'Game Testing',
      'Bug Reporting',
      'JIRA',
      'Test Cases',
      'Regression Testing',
      'English',
      'Console Certification',
      'Dev Kits',
      'TestRail',
      'Polish',
      'Attention to Detail',
      'Communication',
    ],
  },
  {
    id: 'tweed-weaver-newspaper-classified-stornoway-capitals',
    field: 'textiles',
    half: 'unseen',
    title: 'Tweed Weaver',
    company: 'Lews Loom Mill Ltd',
    text: `HEBRIDEAN COURIER — SITUATIONS VACANT                       Friday 6 March 2026   Page 31

───────────────────────────────

TWEED WEAVER
Full time, permanent · Stornoway

LEWS LOOM MILL LTD requires an experienced weaver to join the weaving floor at our mill on the edge of Stornoway. We produce tweed and wool cloth for tailors, furniture makers and fashion houses at home and overseas, and our order book for 2026 is the fullest it has been in twenty years.

The successful applicant will operate double-width rapier looms, set up warps and pattern chains from our weaving specifications, and keep the looms running to the quality our customers expect. You will be responsible for spotting and mending faults in the cloth as it comes off the loom, handling and piecing yarns correctly, and carrying out routine loom maintenance such as changing healds, reeds and shuttles and simple adjustments.

We are looking for someone with at least two years' weaving experience, either in a mill or as a home weaver on a Hattersley single-width loom; full training on our double-width looms will be given. You must be able to read a pattern specification, have good eyesight for close work and a real eye for detail, and be a steady, reliable timekeeper. Mechanical aptitude is a distinct advantage.

Hours: Monday to Friday, 8am–4.30pm. Rate £12.60–£14.20 per hour depending on experience, plus annual bonus, pension and 33 days' holiday including public holidays.

Apply by letter or email with details of experience to Mrs Catriona MacLeod, Lews Loom Mill Ltd, Mill Road, Stornoway HS1 2XX. Tel 01851 555 014. Email office@lewsloom-demo.co.uk. Closing date Friday 20 March.

───────────────────────────────

PART-TIME CLEANER wanted for holiday lets, Tong area, Saturdays April–October. Own transport essential. Tel 07700 555 231.

SHOP ASSISTANT required, Point Street. Apply in person.

───────────────────────────────`,
    skills: [
      'Weaving',
      'Loom Operation',
      'Double-Width Looms',
      'Warp Setting',
      'Pattern Reading',
      'Cloth Mending',
      'Yarn Handling',
      'Loom Maintenance',
      'Hattersley Loom',
      'Mechanical Aptitude',
      'Attention to Detail',
      'Reliability',
    ],
  },
  {
    id: 'mountain-guide-facebook-stepantsminda-plural-capitals-footer-second-language',
    field: 'tourism',
    half: 'tune',
    title: 'Mountain Guide',
    company: 'Kazbegi Alpine Routes LLC',
    text: `Facebook
← Posts

Kazbegi Alpine Routes
March 2 at 10:14 AM · 🌍

🏔️ WE ARE HIRING MOUNTAIN GUIDES FOR SUMMER 2027! 🏔️
ვეძებთ მთის გიდებს! / Ищем горных гидов!

Hello friends! Our small team in Stepantsminda is growing and next summer (June – September) we need 4 more guides for our treks and climbs around Kazbek, Gergeti glacier, Juta and Truso valleys. 🇬🇪

Who we are looking for:
✅ Minimum 3 seasons guiding experience in high mountains (we check references!)
✅ Experience of glacier travel and crevasse rescue — Kazbek (5054 m) program is every week
✅ Good rope work and knowledge of anchors, short-roping, fixed lines
✅ Valid first aid certificate: Wilderness First Responder or Wilderness First Aid (minimum 16h)
✅ Navigation with map, compass and GPS in bad weather
✅ English level B2 or better — most of our clients are from Europe, Israel and Asia
✅ Russian is also needed (many guests from neighbour countries)
➕ Georgian Mountain Guides Association or IFMGA/UIAGM certificate — big plus
➕ Experience with horses / logistics in Juta area — plus

What you will do:
🔸 Lead groups of 2–8 clients on treks (1–7 days) and climbs to Kazbek
🔸 Take care of safety of clients: weather decisions, acclimatisation plan, turn-around times
🔸 Check equipment before every trip and teach clients how to use crampons, ice axe and harness
🔸 Cooperate with our office, drivers, cooks and the Meteo Station hut team
🔸 Be a good host — tell about our mountains, culture and food 🍷🥟

We offer:
💰 Daily rate from 220 GEL (depends on experience and program), plus tips
🏠 Accommodation in Stepantsminda guest house during season
🧗 Good technical equipment (ropes, radios, satellite messenger) from company
📈 Help to take the next level of guide certification

If you are leader, calm person and love to communicate with people — write us!! Send your mountain CV (list of climbs and trips) and certificates in private message or to email jobs@kazbegialpine-demo.ge. Deadline: 15 January.

Please share with your guide friends 🙏🙏

—
Kazbegi Alpine Routes LLC · ID 40xxxxxxx · Kazbegi Street 23, Stepantsminda, Georgia · +995 555 12 34 56

👍 312   💬 48 comments   ↗ 97 shares
Like   Comment   Share`,
    skills: [
      'Mountain Guiding',
      'Glacier Travel',
      'Crevasse Rescue',
      'Rope Work',
      'Wilderness First Aid',
      'Navigation',
      'English',
      'Russian',
      'IFMGA Certification',
      'Client Safety',
      'Leadership',
      'Communication',
    ],
  },
  {
    id: 'gamekeeper-farmers-weekly-perthshire-dash-specialty-bare-header',
    field: 'estates',
    half: 'unseen',
    title: 'Gamekeeper, Grouse Moor',
    company: 'Drumcraig Sporting Ltd',
    text: `Farmers Weekly Jobs
Find a job   Job alerts   Careers advice   Recruiters          Sign in | Register
Home › Jobs › Gamekeeping & Estates › Perthshire

Gamekeeper – Grouse Moor
Drumcraig Estate
Location: Near Aberfeldy, Perthshire
Salary: £28,000 – £31,000 plus house, vehicle and dog allowance
Job type: Full time, permanent
Posted: 11 Feb 2026    Closing: 13 Mar 2026

[ Apply ]   [ Save job ]

Drumcraig Sporting Ltd manages the sporting interests of Drumcraig Estate, a 9,500-acre Highland estate north of Aberfeldy comprising driven grouse moor, walked-up ground, red deer stalking and a small pheasant and partridge shoot on the in-bye land. Following the retirement of a long-serving member of the team, we are looking for a gamekeeper to take charge of one of the three grouse beats, working under the Headkeeper.

Main responsibilities
• Management of your beat for wild red grouse, including predator control in line with current legislation and the General Licences
• Heather management: planning and carrying out muirburn under the Muirburn Code and licence conditions, and cutting where required
• Grit and medicated grit management, monitoring of tick and disease, and spring and summer counts
• Running a team of beaters and flankers on shoot days and preparing butts, tracks and lines
• Maintenance of hill tracks, drains, vehicles and ATVs (Argocat and quad)
• Assisting with red deer culls and hind stalking in the winter
• Welcoming guests and representing the estate in a professional manner

The ideal candidate will have
• At least three years' experience on a driven grouse moor
• Current Firearms Certificate and Shotgun Certificate
• Full, clean UK driving licence
• Competence on ATVs and with basic vehicle and machinery maintenance
• Working dogs (you will be able to house up to four in our kennels)
• Sound knowledge of wildlife law and best practice

Desirable
• Deer Stalking Certificate Level 1 (DSC1) or above
• Lantra ATV qualification

We are looking for a self-motivated, hard-working keeper who enjoys working as part of a team and takes pride in the moor.

Package
Three-bedroom estate house with garden and kennels, estate vehicle, dog allowance, clothing allowance, pension and 28 days' holiday including public holidays (taken outwith the season).

To apply, please send a CV with two references (one to be your current employer) to the Estate Office, Drumcraig, Aberfeldy PH15 2XX, or email estateoffice@drumcraig-demo.co.uk. Informal enquiries to the Headkeeper, Euan Stewart, on 01887 555 088.

Recruiter: Drumcraig Estate   |   Sector: Gamekeeping & Estates   |   Ref: FW-GK-88120`,
    skills: [
      'Grouse Moor Management',
      'Predator Control',
      'Muirburn',
      'Firearms Certificate',
      'Shotgun Certificate',
      'Driving Licence',
      'ATV Operation',
      'Dog Handling',
      'Wildlife Law',
      'Beating Team Management',
      'Deer Stalking Certificate Level 1',
      'Self-Motivation',
      'Teamwork',
    ],
  },
  {
    id: 'ski-patroller-workable-kutchan-dash-place-second-language',
    field: 'mountain safety',
    half: 'tune',
    title: 'Ski Patroller',
    company: 'Annupuri Snow Resort K.K.',
    text: `View all jobs

Ski Patroller – Niseko
Kutchan, Hokkaido, Japan  ·  Seasonal  ·  Full time
Department: Mountain Operations

[ APPLY FOR THIS JOB ]

Overview  |  Application

Annupuri Snow Resort K.K. operates ski area with 6 lifts and 28 courses on the west side of Niseko, Hokkaido. Every winter we welcome guests from Japan, Australia, Southeast Asia and all the world for the famous powder snow. For 2026/27 winter season (1 December – 5 April, training from 20 November) we are looking for Ski Patrollers to join our Patrol team.

Job Description
• Opening and closing of courses, daily check of signage, ropes and padding, marking of hazards
• Responding to accidents and providing first aid to injured guests on the slopes
• Transporting injured persons by rescue toboggan (akja) and snowmobile to first aid room
• Assisting with avalanche control work under direction of Patrol Director, beacon checks and gate management for the backcountry gates
• Radio communication with lift operations and first aid room
• Giving safety information and friendly customer service to guests, including gate rules of "Niseko Rules"
• Writing incident reports

Requirements
• Advanced skiing ability in all snow conditions including off-piste (snowboarders with advanced skills also considered)
• Current first aid qualification at the level of Outdoor Emergency Care (OEC), Wilderness First Responder or equivalent
• Avalanche training: AST 2, CAA Operations Level 1, or equivalent
• Minimum one season of ski patrol experience
• Experience with toboggan handling
• Able to communicate in English; Japanese language ability (daily conversation) is preferred
• Snowmobile operation experience is a plus
• Team player, strong sense of safety and responsibility

Benefits
• Hourly wage ¥1,600 – ¥1,900 depending on experience and qualifications
• Staff accommodation available (¥35,000/month, utilities included)
• Season lift pass and ski locker
• Shuttle bus from Kutchan town
• Uniform and patrol equipment provided
• Visa sponsorship for working holiday visa holders is not available, but we support Designated Activities visa for qualified candidates

About Annupuri Snow Resort
We are a local company since 1972 and part of Hokkaido's ski culture. Our patrol team is 18 people from 6 countries.

Application deadline: 31 July. Interviews by video in August.

Powered by Workable`,
    skills: [
      'Ski Patrol',
      'Advanced Skiing',
      'Outdoor Emergency Care',
      'AST 2',
      'Avalanche Control',
      'Toboggan Handling',
      'Radio Communication',
      'Incident Reporting',
      'English',
      'Japanese',
      'Snowmobile Operation',
      'Customer Service',
      'Teamwork',
    ],
  },
  {
    id: 'teaching-assistant-academy-trust-bulletin-sunderland-dash-school',
    field: 'education',
    half: 'unseen',
    title: 'Teaching Assistant Level 3',
    company: 'Wearside Learning Partnership',
    text: `WEARSIDE LEARNING PARTNERSHIP — VACANCY BULLETIN
Week commencing 9 March 2026   |   Issue 10

This week's vacancies across our eleven primary and two secondary academies are listed below. Full job packs are on the Trust website. All posts are subject to an enhanced DBS check with barred list check.

Vacancies this week
1. Teaching Assistant Level 3 – Hylton Road Primary Academy (see full advert below)
2. Midday Supervisor – Castletown Primary Academy (5 hours per week)
3. Site Supervisor – Wearside Academy, Pennywell

───────────────

Teaching Assistant Level 3 – Hylton Road Primary Academy
Contract: Permanent, term time only (39 weeks), 32.5 hours per week
Salary: NJC Grade 4, points 5–6 (£25,584 – £25,992 FTE); actual salary approx. £19,400 – £19,700
Start date: 20 April 2026
Closing date: 23 March 2026 at 12 noon
Interviews: w/c 30 March 2026

Wearside Learning Partnership is seeking an experienced and enthusiastic Teaching Assistant Level 3 to join the team at Hylton Road Primary Academy, a friendly two-form entry school in Sunderland where around a quarter of pupils are on the SEND register.

The role
• Supporting the class teacher in Key Stage 1 with whole-class teaching and learning
• Planning and delivering small group interventions in reading, phonics and maths
• Supporting pupils with special educational needs and disabilities, including pupils with EHC plans, following their individual support plans
• Leading phonics sessions using Read Write Inc.
• Applying the academy's behaviour policy consistently and helping pupils regulate their behaviour
• Covering classes for short periods under the direction of the class teacher
• Keeping records of pupils' progress and feeding back to teachers and parents

The person
Essential:
• NVQ Level 3 for Teaching Assistants or an equivalent Level 3 qualification
• Good GCSEs (or equivalent) in English and Maths
• Recent experience of supporting pupils with SEND in a primary setting
• Experience delivering phonics, ideally Read Write Inc.
• A secure understanding of safeguarding and child protection
• Excellent communication skills and the ability to work as part of a team

Desirable:
• Paediatric First Aid certificate
• Experience of Team Teach or similar positive handling training

What the Trust offers
Local Government Pension Scheme, access to our employee assistance programme, cycle to work scheme, and a real commitment to training through our Trust-wide TA development programme.

How to apply
Application forms are available from the Trust website or from Mrs Lorraine Bell, HR Officer, at recruitment@wearsidelp-demo.org.uk or 0191 555 0134. CVs will not be accepted. Visits to the school are welcome and can be arranged through the school office.

Wearside Learning Partnership is committed to safeguarding and promoting the welfare of children and young people and expects all staff and volunteers to share this commitment. An online search will be carried out on shortlisted candidates as part of our due diligence.

Wearside Learning Partnership · Registered in England and Wales, company no. 0xxxxxxx · Exempt charity`,
    skills: [
      'Classroom Support',
      'SEND Support',
      'Phonics',
      'Read Write Inc.',
      'Small Group Interventions',
      'Behaviour Management',
      'Safeguarding',
      'Enhanced DBS',
      'NVQ Level 3 Teaching Assistant',
      'Record Keeping',
      'Paediatric First Aid',
      'Communication',
      'Teamwork',
    ],
  },
  {
    id: 'court-usher-district-court-bulletin-pamplemousses-section',
    field: 'courts',
    half: 'tune',
    title: 'Court Usher',
    company: 'Pamplemousses District Court Administration',
    text: `PUBLIC SERVICE VACANCY NOTICE
PAMPLEMOUSSES DISTRICT COURT ADMINISTRATION
Notice No. PDCA/03/2026

Applications are invited from qualified citizens of the Republic of Mauritius who wish to be considered for employment as Court Usher in the Pamplemousses District Court Administration.

Post: Court Usher
Section: Process and Execution Section
Number of vacancies: 3
Salary: Rs 21,650 x 575 – 27,400 x 700 – 31,600 a month (PRB 2026 scale) plus travelling allowance
Closing date: Friday 27 March 2026 at 15:00 hours

I. QUALIFICATIONS
(a) Candidates should possess the Cambridge School Certificate with credit in at least five subjects including English Language, French and Mathematics, obtained at not more than two sittings, and the Cambridge Higher School Certificate or equivalent.
(b) Candidates should be holders of a valid driving licence for motor car (Class B) and be prepared to use their own vehicle on duty, for which allowance will be paid.
(c) Candidates should have a good working knowledge of English, French and Kreol Morisien.
(d) Candidates should have computer literacy in word processing and data entry.
(e) Candidates should be prepared to work outside normal hours, including early mornings, when required for service of process and executions.

II. GENERAL DUTIES
The Court Usher will be required:
(i) to serve summonses, writs, notices, judgments and other court process on parties and witnesses within the district, and to make returns of service;
(ii) to carry out executions of court orders, including seizures and sales, in accordance with the Code de Procédure Civile and the relevant regulations;
(iii) to call cases, parties and witnesses in court, and to maintain order and decorum in the courtroom during sittings;
(iv) to keep the registers of process received, served and returned, and to update the case management system;
(v) to handle exhibits and court records with care and confidentiality; and
(vi) to perform such other duties directly related to the post as may be assigned.

III. MODE OF APPLICATION
Qualified candidates should submit their applications on Form PSC 7, which may be obtained from the enquiry counter of the Court House, Pamplemousses, or downloaded from the Administration's website. Certified copies of certificates, National Identity Card and driving licence should be attached. Applications should reach the Officer-in-Charge, Pamplemousses District Court Administration, Royal Road, Pamplemousses, not later than the closing date.

IV. GENERAL
Candidates will be required to pass a written examination on general knowledge and procedure, followed by an interview. Selected candidates will be expected to show integrity, discretion and good judgment in dealing with members of the public. Appointment will be on probation for a period of one year.

Late applications and applications not submitted on the prescribed form will not be considered. Only candidates satisfying the qualification requirements will be convoked.

Date: 5 March 2026
Officer-in-Charge
Pamplemousses District Court Administration`,
    skills: [
      'Service of Process',
      'Court Procedures',
      'Execution of Court Orders',
      'Courtroom Order',
      'Record Keeping',
      'Driving Licence',
      'English',
      'French',
      'Mauritian Creole',
      'Computer Literacy',
      'Integrity',
      'Discretion',
    ],
  },
  {
    id: 'shunter-stepstone-duisburg-bilingual-gender-second-language',
    field: 'rail',
    half: 'unseen',
    title: 'Shunter',
    company: 'RheinRuhr Hafenbahn GmbH',
    text: `StepStone
Jobs finden   Gehaltsplaner   Karriereberatung   Für Arbeitgeber        Anmelden
Startseite › Jobs › Transport & Logistik › Duisburg

Rangierer / Shunter (m/w/d) – Hafen Duisburg
RheinRuhr Hafenbahn GmbH
Duisburg  ·  Feste Anstellung  ·  Vollzeit  ·  Schichtarbeit
Gehalt: 3.250 € – 3.700 € brutto/Monat (Tarifvertrag)
Erschienen: vor 1 Woche

[ Jetzt bewerben ]   [ Merken ]

(English version – deutsche Fassung auf unserer Karriereseite)

RheinRuhr Hafenbahn GmbH is operating the rail infrastructure and the shunting service in the Duisburg inland port area: more than 150 km of tracks, 6 container terminals and many industry sidings. Every day we move around 300 wagons between terminals, industry customers and the main line railway. To strengthen our team we search Shunters (m/f/d).

Your tasks
• Preparation and execution of shunting movements in the port area together with the locomotive driver
• Coupling and uncoupling of wagons, connecting of brake hoses and electric cables
• Carrying out brake tests and technical wagon inspections before departure
• Securing of wagons against rolling away (handbrakes, wedges)
• Communication with locomotive driver and signal box by radio and by hand signals
• Checking of loading and documents, reporting of damages and irregularities

Your profile
• Completed vocational training (technical or logistics) – career changers are welcome, we train you as Rangierbegleiter in our own railway school (approx. 3 months, paid)
• Experience in shunting or railway operation is advantage
• German language at minimum B1 level, because all safety communication is in German
• Readiness to work in 3-shift system incl. weekends and holidays
• Good physical condition and working outside in any weather
• Reliable, punctual and strong safety awareness, team player
• Driving licence class B desirable (for moving between stations)
• Train driver licence (Triebfahrzeugführerschein, class A or B) is a big plus – then also use as Locomotive Driver possible

Our offer
• Secure job in growing company of the port logistics
• Salary according to collective agreement EVG + shift allowances + Christmas and holiday money
• 30 days vacation
• Company pension scheme and Deutschlandticket Job
• Full protective clothing and modern equipment
• Training and further development to locomotive driver or dispatcher

Contact
Please apply online with CV and certificates, indicating your earliest start date. Your contact: Mr. Dennis Krawczyk, Human Resources, +49 203 555 0184.

RheinRuhr Hafenbahn GmbH · Ruhrorter Straße · Duisburg
Wir freuen uns auf Ihre Bewerbung!`,
    skills: [
      'Shunting Operations',
      'Coupling and Uncoupling',
      'Brake Testing',
      'Wagon Inspection',
      'Hand Signals',
      'Radio Communication',
      'Rail Safety',
      'German',
      'Shift Work',
      'Driving Licence',
      'Locomotive Licence',
      'Reliability',
      'Teamwork',
    ],
  },
  {
    id: 'feedlot-hand-indeed-dalby-bare-header',
    field: 'agriculture',
    half: 'tune',
    title: 'Feedlot Hand',
    company: 'Condamine Downs Feedlot Pty Ltd',
    text: `indeed
Find jobs   Company reviews   Find salaries        Sign in   Employers / Post Job

What: feedlot   Where: Dalby QLD   [ Find jobs ]

Feedlot Hand - Dalby QLD
Condamine Downs Feedlot
3.9 ★  (14 reviews)
Dalby QLD 4405
$30 – $34 an hour - Full-time
[ Apply now ]   ♡

Job details
Pay: $30 – $34 an hour
Job type: Full-time
Shift and schedule: 8 hour shift, Rotating roster, Weekend availability

Benefits
Employee discount, Salary packaging, Uniform provided, Free parking

Full job description
Condamine Downs Feedlot Pty Ltd is a family-owned, 22,000 head accredited feedlot 25 km north-west of Dalby on the Darling Downs. We feed grain-fed cattle for domestic and export programs and pride ourselves on high animal welfare standards and a great team culture. Due to an expansion of our yard, we are looking for two Feedlot Hands to join the livestock team.

About the role
You will be part of a team responsible for the health, welfare and movement of cattle through the yard. Duties will include:
- Pen riding on horseback to check cattle health and identify sick or lame animals
- Treating and recording sick cattle under the direction of the Livestock Manager and our consulting vet
- Processing and induction of incoming cattle (drafting, vaccinating, NLIS tagging)
- Moving cattle through the yards and loading out for dispatch
- Operating the feed truck and front-end loader when rostered to the feed team
- General maintenance of pens, water troughs and fences

About you
- Previous experience handling cattle is essential; feedlot experience highly regarded
- Must be a confident and competent horse rider (horses supplied, but you're welcome to bring your own)
- Knowledge of animal health and low-stress stock handling
- Current manual driver's licence
- Experience operating a front-end loader or feed truck an advantage
- Understanding of NFAS requirements and ChemCert accreditation are desirable
- A reliable team player who can work a rotating weekend roster

What's in it for you
- Above-award pay rates plus overtime
- Ongoing training, including loader tickets and ChemCert
- Work boots, shirts and wet-weather gear supplied
- Meat allowance
- Housing may be available for the right candidate

If this sounds like you, hit Apply now or send your resume to Jack Dwyer, Livestock Manager, at jobs@condaminedowns-demo.com.au. Phone enquiries welcome on 07 4555 0162.

Condamine Downs Feedlot Pty Ltd is committed to a safe and drug- and alcohol-free workplace. All applicants will be required to undertake a pre-employment medical.

Hiring insights
Hiring 2 candidates for this role
Job activity: Posted 6 days ago

Report job`,
    skills: [
      'Cattle Handling',
      'Pen Riding',
      'Horse Riding',
      'Animal Health',
      'Stock Treatment',
      'Cattle Processing',
      'Driving Licence',
      'Loader Operation',
      'Feed Truck Operation',
      'NFAS',
      'ChemCert',
      'Reliability',
      'Teamwork',
    ],
  },
  {
    id: 'ramen-chef-facebook-group-singapore-capitals-trading-as',
    field: 'food service',
    half: 'unseen',
    title: 'Ramen Chef',
    company: 'Menya Kaze',
    text: `SG F&B Jobs & Hiring (Official)
Private group · 48.2K members
━━━━━━━━━━━━━━━━━━━━

Kelvin Goh ▸ SG F&B Jobs & Hiring (Official)
2d · 👥

📢📢 RAMEN CHEF WANTED – Tanjong Pagar outlet 📢📢
Also hiring Kitchen Crew (PT/FT) 🍜

Hi all, we are a Japanese ramen shop in Tanjong Pagar (near MRT exit C, 5 mins walk). Very busy at lunch, so looking for experienced cook who knows ramen well and can take care of our kitchen together with head chef. Our company is Kazeyama F&B Pte. Ltd. (t/a Menya Kaze) — we have 2 outlets, 3rd one opening at Jurong East in Q3 so got promotion chance!!

🍥 What you will do:
- Prepare and cook ramen to our recipes, tonkotsu and shoyu broth cooked in-house daily (12-hour pork bone broth)
- Tare, chashu, ajitama (marinated egg) preparation
- Cook the noodles to correct timing, control portion and presentation
- Opening and closing of kitchen, cleaning of equipment
- Check stock, do ordering and receiving of goods, FIFO
- Train new kitchen crew

🍥 Requirements:
- At least 2 years experience in Japanese kitchen, ramen experience preferred
- Must know broth preparation
- Must have valid Food Safety Course Level 1 (WSQ) cert
- Can work weekends and PH (rotating off days)
- Good attitude, can work fast in team during lunch peak, good time management
- Can speak simple English to communicate with team

💰 What we offer:
- Basic $2,800 – $3,500 (depends on exp) + OT + performance bonus
- 5.5 days work week, 2 meals per day
- Staff discount at all outlets
- AWS + medical benefits
- Working hours: 10am – 10pm with break (split shift on weekdays)

✅ Singaporeans / PRs only for this role (sorry no work pass)

Interested PM me or WhatsApp 9xxx 2218 (Kelvin, Ops Manager) with your name, age, experience and which outlet you prefer. Walk-in interview also can, Mon–Thu 3pm to 5pm 🙏

#fnbjobs #sgjobs #ramen #chefjobs #tanjongpagar #hiring

👍 47   💬 19   ↗ 6
Like   Comment   Send   Share

View more comments
Jasmine Lee: Still hiring for the PT crew?
Kelvin Goh: @Jasmine yes still hiring, pls PM 👍`,
    skills: [
      'Ramen Preparation',
      'Broth Preparation',
      'Noodle Cooking',
      'Japanese Cuisine',
      'Food Safety Course Level 1',
      'Kitchen Operations',
      'Stock Control',
      'Staff Training',
      'English',
      'Teamwork',
      'Time Management',
    ],
  },
  {
    id: 'virologist-gupy-belo-horizonte-bilingual-dash-specialty-second-language',
    field: 'life sciences',
    half: 'tune',
    title: 'Virologist, Arboviruses',
    company: 'Instituto Serra Azul de Biotecnologia Ltda.',
    text: `gupy
Vagas   Sobre a empresa   Nossa cultura        Entrar

Instituto Serra Azul
Pesquisador(a) em Virologia / Virologist – Arboviruses
Belo Horizonte - MG  ·  Efetivo  ·  Presencial
Vaga também para PcD

[ Candidatar-se ]

Descrição da vaga / Job description

O Instituto Serra Azul de Biotecnologia Ltda. is a private research institute in Belo Horizonte that develops diagnostics and vaccine candidates for tropical diseases, in partnership with universities and public health bodies. Our Virology group works mainly with dengue, Zika, chikungunya and Oropouche viruses, and in 2026 we are expanding our BSL-3 laboratory. We are looking for a Virologist to lead experimental work on arboviruses in the new lab.

Responsabilidades e atribuições / Responsibilities
- Plan and perform experiments of viral isolation, propagation and titration (plaque assay, TCID50) in cell culture (Vero, C6/36, others)
- Develop and validate molecular assays by RT-qPCR for detection and quantification of arboviruses
- Work in BSL-3 laboratory following the biosafety procedures, and train technicians in these procedures
- Prepare samples for next-generation sequencing and participate in analysis of viral genomes with the bioinformatics team
- Write reports, protocols (SOPs), scientific articles and contribute in grant proposals (FAPEMIG, CNPq, international funders)
- Manage small projects: timeline, reagents budget and communication with partners

Requisitos e qualificações / Requirements
- PhD in Virology, Microbiology, Biochemistry or related area
- Proven experience with cell culture and with viral isolation and titration
- Experience with RT-qPCR (design and validation)
- Previous work in BSL-3 laboratory (or BSL-2+ with training in BSL-3)
- Advanced English for scientific writing and meetings with international partners
- Portuguese fluent (work is in Portuguese with local team)

Diferenciais / Nice to have
- Experience with NGS library preparation (Illumina or Nanopore)
- Bioinformatics knowledge (phylogenetics, R or Python)
- Publications in arbovirus research

Informações adicionais / What we offer
- CLT contract, salary compatible with the market
- Health and dental plan, life insurance
- Meal voucher (vale-refeição) and transport voucher
- Participation in results (PLR)
- Support for conferences and courses

Etapas da vaga
1. Cadastro  2. Avaliação curricular  3. Entrevista técnica  4. Apresentação de seminário  5. Contratação

Instituto Serra Azul de Biotecnologia Ltda. – CNPJ xx.xxx.xxx/0001-xx – Belo Horizonte, MG
Política de privacidade   ·   Powered by Gupy`,
    skills: [
      'Virology',
      'Cell Culture',
      'Viral Isolation',
      'Plaque Assay',
      'RT-qPCR',
      'BSL-3',
      'Biosafety',
      'Scientific Writing',
      'English',
      'Portuguese',
      'Next-Generation Sequencing',
      'Bioinformatics',
      'Project Management',
    ],
  },
  {
    id: 'sculptor-instagram-pietrasanta-sentence-footer-second-language',
    field: 'fine art',
    half: 'unseen',
    title: 'Sculptor',
    company: 'Fonderia Ombra S.r.l.',
    text: `Instagram

fonderia_ombra  ·  Follow
Pietrasanta, Italy

[ photo 1/5: bronze horse in wax, studio light ]

fonderia_ombra ✨ CERCHIAMO / WE ARE HIRING ✨

🇮🇹 Stiamo cercando uno scultore con esperienza per il nostro atelier di modellazione.
🇬🇧 Our foundry in Pietrasanta is looking for an experienced sculptor to join the modelling atelier, working next to our artists on enlargements, waxes and finishing of monumental bronzes.

What you will do 👇
🔸 Enlargement of maquettes in clay and plaster, with pointing machine and 3D-scanned references
🔸 Modelling in clay and in plastilina following the artist's indications
🔸 Wax chasing: retouching of waxes before casting, sprue set-up for lost-wax casting
🔸 Silicone and plaster mould making
🔸 Support in metal chasing and patination of bronzes (this we teach you too 🔥)
🔸 Use of power tools (grinders, die grinders, flex shaft) in safe way

What we look for 👇
✔️ At least 3 years of experience as sculptor or modeller in a foundry, workshop or studio
✔️ Very good hand in clay modelling and anatomy
✔️ Knowledge of lost-wax casting process
✔️ Attention to details, patience, and to love working in a team (we are 14 persons + artists from everywhere 🌍)
✔️ Italian or English — we speak both in the atelier. If you speak both, perfect!
➕ Plus: experience in patina, in marble carving, or with digital sculpting (ZBrush)

We offer full-time contract (CCNL Artigianato), salary based on experience, and the chance to work on works for artists and museums all over the world 🏛️

📩 Send portfolio + CV to lavoro@fonderiaombra-demo.it or write us in DM. Deadline: 30 April.

—
Fonderia Ombra S.r.l. · Via del Marzocco, Pietrasanta (LU) · P.IVA 0xxxxxxxxxx

#pietrasanta #bronze #sculpture #lostwax #foundry #fonderiaartistica #scultura #lavoro #hiring #artjobs

❤️ 1,284 likes
View all 63 comments
artisan_lucca Finally!! Sharing with my friends from Carrara 🙌
6 DAYS AGO`,
    skills: [
      'Sculpture',
      'Clay Modelling',
      'Enlargement',
      'Wax Chasing',
      'Lost-Wax Casting',
      'Mould Making',
      'Power Tools',
      'Italian',
      'English',
      'Patination',
      'Marble Carving',
      'ZBrush',
      'Attention to Detail',
      'Teamwork',
    ],
  },
  {
    id: 'production-planner-jobs-cz-mlada-boleslav-bilingual-second-language',
    field: 'manufacturing',
    half: 'tune',
    title: 'Production Planner',
    company: 'Jizera Precision Parts s.r.o.',
    text: `Jobs.cz
Nabídky práce   Firmy   Platy   Poradna        Přihlásit se   Pro firmy
Nabídky práce › Výroba a průmysl › Mladá Boleslav

Plánovač výroby / Production Planner
Jizera Precision Parts s.r.o.
Mladá Boleslav  ·  Plný úvazek  ·  Smlouva na dobu neurčitou
48 000 – 58 000 Kč / měsíc
Aktualizováno dnes

[ Odpovědět ]   [ Uložit ]

Jizera Precision Parts s.r.o. is a tier-2 supplier of machined and stamped components for the automotive industry (brake systems, steering, e-mobility). In our plant in Mladá Boleslav we have 380 employees working in 3 shifts. For our Logistics & Planning department we are looking for a Production Planner, who will be responsible for the planning of CNC machining and assembly lines.

What will be your job:
• Creating of weekly and daily production plans for CNC machining and assembly based on customer call-offs (EDI) and stock situation
• Running MRP in SAP PP and managing of planned orders and production orders
• Capacity planning of machines and people, in cooperation with production foremen
• Monitoring of plan fulfilment and solving of deviations (machine breakdown, missing material, quality blocks)
• Communication with purchasing, warehouse and customers' logisticians about priorities and delivery dates
• Preparation of KPI reports (OTD, plan adherence, stock levels) in Excel and Power BI
• Participation in improvement projects (Lean, SMED, reduction of stock)

What we expect:
• Secondary education with maturita or university (technical or economic direction)
• Min. 2 years of experience in production planning or logistics in manufacturing company, automotive is advantage
• Active knowledge of SAP (PP/MM module)
• Advanced Excel (pivot tables, VLOOKUP / XLOOKUP)
• Czech language fluent and English at communicative level (B1) – the group language is English
• Analytical thinking, communication skills, ability to decide quickly
• Knowledge of Lean manufacturing and Power BI is advantage

What we offer:
• Salary 48 000 – 58 000 CZK + annual bonus
• 5 weeks of holiday + 2 sick days
• Meal vouchers 140 CZK/day, contribution to pension insurance
• Flexible working time and home office 1 day/week after trial period
• Language courses, trainings in SAP and Lean
• Free parking in the area of the company

Nástup: dohodou / by agreement
Kontakt: Lucie Nováková, HR Business Partner, +420 326 555 017

Informace o pozici
Požadované vzdělání: Středoškolské nebo odborné vyučení s maturitou
Požadované jazyky: Čeština (Výborná), Angličtina (Pokročilá)
Benefity: Stravenky/příspěvek na stravování, Příspěvek na penzijní/životní pojištění, Flexibilní začátek/konec pracovní doby, 5 týdnů dovolené

Zaměstnavatel: Jizera Precision Parts s.r.o.`,
    skills: [
      'Production Planning',
      'SAP PP',
      'MRP',
      'Capacity Planning',
      'Excel',
      'Automotive Industry',
      'KPI Reporting',
      'Czech',
      'English',
      'Lean Manufacturing',
      'Power BI',
      'Analytical Thinking',
      'Communication',
    ],
  },
  {
    id: 'road-marking-operative-cv-library-agency-unnamed-doncaster',
    field: 'construction',
    half: 'unseen',
    title: 'Road Marking Operative',
    company: 'Ridgeway Construction Recruitment Ltd',
    text: `CV-Library
Search jobs   Upload CV   Career advice   Recruiters        Sign in | Register
Home › Jobs › Construction › Doncaster

Road Marking Operative
Ridgeway Construction Recruitment
Doncaster, South Yorkshire  |  £16 - £19 per hour  |  Permanent  |  Posted 2 days ago
[ Apply Now ]   [ Save ]

Our client, a well-established highways maintenance contractor working across Yorkshire and the East Midlands, is looking for experienced Road Marking Operatives to join their lining crews. This is a permanent position with plenty of overtime, working on motorway, trunk road and local authority schemes.

The Role
* Applying thermoplastic road markings by hand screed and by ride-on and pedestrian lining machines
* Setting out new layouts, cat's eyes and hatchings from drawings
* Removal of old markings (hydro blasting/planing) and surface preparation
* Setting out and removing traffic management for mobile and static works
* Loading and unloading materials and keeping vehicles and machinery clean and maintained
* Working night shifts on motorway and trunk road schemes (rotating, approx. 50% nights)

Requirements
* Minimum 12 months' experience in road marking or white lining
* Valid CSCS card (or equivalent)
* NHSS 7 Lantra road marking card, or working towards it
* Chapter 8 traffic management training
* Full UK driving licence (manual); 7.5t/C1 an advantage
* Able to handle heavy bags of thermoplastic and work in all weathers
* Happy to work rotating day and night shifts and weekends
* Reliable, good team player with a strong safety mindset

What's On Offer
* £16 - £19 per hour depending on experience and cards held
* Overtime at time and a half, night allowance
* Travel time paid from depot
* All PPE and uniform supplied
* Training towards NHSS 7 supervisor and further cards funded by the client
* Company pension and 28 days holiday

If you are interested, please apply with your CV or contact Gemma at Ridgeway on 01302 555 019 for more details.

Ridgeway Construction Recruitment Ltd is acting as an employment agency for this vacancy. By applying you consent to Ridgeway Construction Recruitment Ltd processing your data in line with our privacy notice. We are an equal opportunities employer.

Job reference: RCR-HW-5521
Related searches: Highways Operative jobs Doncaster, Traffic Management jobs Yorkshire, Labourer jobs Rotherham`,
    skills: [
      'Road Marking',
      'Thermoplastic Lining',
      'Lining Machines',
      'Setting Out',
      'CSCS Card',
      'NHSS 7',
      'Chapter 8',
      'Driving Licence',
      'Manual Handling',
      'Shift Work',
      'Health and Safety',
      'Reliability',
      'Teamwork',
    ],
  },
  {
    id: 'greengrocer-employment-hero-norwood-franchisee-brand-first-line',
    field: 'retail',
    half: 'tune',
    title: 'Greengrocer',
    company: 'Lenzi Family Produce Pty Ltd',
    text: `Fresh Paddock Grocers · Norwood
Careers powered by Employment Hero

Greengrocer (Full Time)
Norwood SA 5067  ·  Full time  ·  Retail & Consumer Products
$27.50 – $30.00 per hour + super
Apply by 17 April 2026

[ Apply for this job ]

About us
Fresh Paddock Grocers Norwood has been part of The Parade for fourteen years, and it's the kind of shop where regulars know the team by name. Fresh Paddock Grocers Norwood is independently owned and operated by Lenzi Family Produce Pty Ltd, under licence from Fresh Paddock Grocers Franchising. Every morning our buyer is at the Adelaide Produce Market by 4am choosing the best of what South Australian growers have to offer.

About the role
We're looking for a full-time Greengrocer to look after our fruit and veg department, which is the first thing every customer sees when they walk in. You'll be setting up the displays that make people stop and pick up a punnet of strawberries they didn't plan to buy.

Your day-to-day will include:
- Receiving deliveries from the market and checking quality and quantities
- Building and maintaining colourful, well-stocked displays throughout the day
- Rotating stock and culling produce to keep everything fresh and waste low
- Recommending produce to customers, sharing what's in season and how to pick a ripe mango
- Operating the register when it's busy and handling cash and EFTPOS
- Following food safety and cleaning procedures in the coolroom and on the floor
- Using the forklift and pallet jack to move stock in the back dock

What we're looking for:
- At least 1 year of experience with fresh produce, in a greengrocer, supermarket or market stall
- Great customer service and a friendly, chatty manner
- A good eye for display and merchandising
- Comfortable with cash handling and a POS system
- Understanding of food safety basics (Food Handler certificate a plus)
- A current forklift licence (LF) would be a bonus
- Physically fit: there's a lot of lifting, bending and time on your feet
- Available for early starts (6am) and one weekend day

Why join us?
- Staff discount across the whole store
- Above-award pay and weekly pay
- A close-knit, family-run team
- Training in produce buying for the right person

Fresh Paddock Grocers Norwood – 188 The Parade, Norwood SA
Questions? Ask for Marco Lenzi in store or call (08) 8555 0144.

Employment Hero · Privacy · Terms`,
    skills: [
      'Fresh Produce',
      'Stock Rotation',
      'Merchandising',
      'Customer Service',
      'Cash Handling',
      'POS',
      'Food Safety',
      'Receiving Deliveries',
      'Food Handler Certificate',
      'Forklift Licence',
      'Physical Stamina',
      'Teamwork',
    ],
  },
  {
    id: 'blow-moulding-operator-vietnamworks-binh-duong-bilingual-form-before-second-language',
    field: 'plastics',
    half: 'unseen',
    title: 'Blow Moulding Machine Operator',
    company: 'Công ty TNHH Bao Bì Nhựa Hòa Lợi',
    text: `VietnamWorks
Việc làm   Công ty   Cẩm nang nghề nghiệp   Tính lương        Đăng nhập | Đăng ký
Việc làm › Sản xuất / Vận hành sản xuất › Bình Dương

Công Nhân Vận Hành Máy Thổi Chai / Blow Moulding Machine Operator
Công ty TNHH Bao Bì Nhựa Hòa Lợi
📍 Bình Dương (Bến Cát)   💰 8,5 – 11 triệu VND   🕒 Hết hạn trong 18 ngày
Cấp bậc: Nhân viên   ·   Loại hình: Toàn thời gian   ·   Số lượng tuyển: 6

[ Nộp đơn ]   [ Lưu ]

MÔ TẢ CÔNG VIỆC / JOB DESCRIPTION
Công ty TNHH Bao Bì Nhựa Hòa Lợi is manufacturer of PET and HDPE bottles and jars for food, beverage, cosmetic and pharmaceutical customers in Vietnam and for export. Factory in Hoa Loi industrial area, Ben Cat, Binh Duong, with 24 blow moulding lines (stretch blow and extrusion blow). We need operators for the production department.

- Operate PET stretch blow moulding machines and HDPE extrusion blow moulding machines according to work instruction
- Set up machine parameters (temperature, pressure, timing) when starting the production order, adjust for stable quality
- Change moulds and support the technician in mould changeover
- Load preforms and resin, check the preform and resin lot
- Visual inspection and checking of bottle weight, wall thickness, dimension and leak test by sampling plan; record the QC form
- Keep 5S in work area and report machine problems to shift leader
- Work in 3 shifts rotation (8h/shift), overtime when the order is high

YÊU CẦU CÔNG VIỆC / JOB REQUIREMENTS
- Nam/Nữ, tuổi 20 – 40 (male/female)
- Tốt nghiệp THPT trở lên (high school graduated)
- Minimum 1 year experience operate blow moulding machine (PET or HDPE); experience of machine setup is advantage
- Know basic quality inspection of plastic products
- Can work shift rotation and overtime
- Responsibility, careful, team working, follow the company rules
- Candidate who know basic English to read the machine screen is plus (machines from Taiwan and Germany)

QUYỀN LỢI / BENEFITS
- Salary 8,5 – 11 million VND + shift allowance + attendance bonus + 13th month salary
- Free lunch and dinner at company canteen, free shuttle bus from Thu Dau Mot and Ben Cat
- Full social insurance, health insurance, unemployment insurance as per Labour Law
- Annual health check, uniform and safety shoes
- Training for promotion to technician

THÔNG TIN LIÊN HỆ
Phòng Nhân sự – Ms. Trần Thị Thu Hà – 0274 3555 016
Địa chỉ: Lô C-12, KCN Hòa Lợi, Bến Cát, Bình Dương

Từ khóa: vận hành máy, thổi chai, PET, HDPE, nhựa, Bình Dương`,
    skills: [
      'Blow Moulding',
      'PET',
      'HDPE',
      'Machine Setup',
      'Mould Changeover',
      'Quality Inspection',
      '5S',
      'Shift Work',
      'English',
      'Teamwork',
      'Responsibility',
    ],
  },
  {
    id: 'au-pair-agency-email-bergen-unnamed-family-position-line-second-language',
    field: 'childcare',
    half: 'tune',
    title: 'Au Pair',
    company: 'Nordlys Au Pair AS',
    text: `From: Ingrid Solheim <ingrid@nordlysaupair-demo.no>
To: Maria Teresa Villanueva <mtvillanueva92@mailbox-demo.ph>
Date: Thu, 19 Feb 2026, 14:07
Subject: Family match – Bergen, start August 2026 (profile NA-2614)

Dear Maria Teresa,

Thank you for the nice video call last week and for sending your references so quickly. I am happy to tell you that we have a host family in Bergen who liked your profile very much, and I would like to present them to you before we arrange a call between you. As usual, we don't share the family's name and address before both sides say yes, so here is the profile without personal details.

Position: Au Pair (live-in, max 30 hours/week)
Location: Bergen (Fana area, 20 min by bus to city centre)
Start: 10 August 2026, contract 24 months (according to UDI au pair rules)
Pocket money: NOK 6,700 per month before tax + own room with private bathroom, all meals, public transport card, Norwegian course paid (up to NOK 9,800 per year), insurance and flight ticket

The family
Mother is doctor and father engineer, both working full time. They have three children: a boy of 7, a girl of 4 and a baby girl of 10 months who will start in kindergarten in October. They live in a house with garden, and they go to the cabin in the mountains some weekends (au pair is invited but it is free time if you prefer).

Your tasks with the family
- Childcare: wake up and help the children in the morning, take the 4-year-old to kindergarten, pick up the 7-year-old from school (SFO) in afternoon, playing and doing homework
- Taking care of the baby some mornings until she start kindergarten
- Light housekeeping connected to children: laundry of children clothes, tidying their rooms, dishwasher
- Simple cooking of dinner for the children 2–3 days per week (the family is happy if you can cook something from Philippines too!)
- Driving the children to football and swimming in family car (automatic)

What the family ask
- Experience with children, also with babies (your experience in the daycare is very good for this)
- Valid driving licence and practice in driving — you will need to change to Norwegian licence, we help with this
- Good English (family speak English with you; children understand English well)
- First aid course is wished; we can arrange a course in Bergen in first month
- Able to swim, because the family is near the sea and lakes
- Patient, reliable and flexible person, open to new culture and Norwegian weather 😊

If you are interested, please reply this email before 26 February and I will set up a video call with the family. If this family is not the right match for you, no problem — just tell me and we continue looking.

Best regards,
Ingrid Solheim
Placement Coordinator
Nordlys Au Pair AS
Strandkaien, 5013 Bergen · +47 55 55 01 82
www.nordlysaupair-demo.no`,
    skills: [
      'Childcare',
      'Infant Care',
      'Light Housekeeping',
      'Cooking',
      'Driving Licence',
      'English',
      'First Aid',
      'Swimming',
      'Patience',
      'Reliability',
      'Flexibility',
    ],
  },
  {
    id: 'insurance-broker-forwarded-email-nairobi-dash-specialty',
    field: 'insurance',
    half: 'unseen',
    title: 'Insurance Broker, Corporate Accounts',
    company: 'Mara Risk Insurance Brokers Ltd',
    text: `---------- Forwarded message ---------
From: Wanjiru Kamau <wanjiru.kamau@mailbox-demo.co.ke>
Date: Tue, 10 Mar 2026 at 08:15
Subject: Fwd: Job alert: Insurance Broker - Corporate Accounts
To: Brian Otieno <brian.otieno@mailbox-demo.co.ke>

Brian, saw this on my BrighterMonday alerts this morning and thought of you straight away, you've been doing corporate at the underwriter side for long enough! Deadline is next Friday. Good luck 🤞 — W

---------- Forwarded message ---------
From: BrighterMonday Kenya <alerts@brightermonday-demo.co.ke>
Subject: Job alert: Insurance Broker - Corporate Accounts

Insurance Broker – Corporate Accounts
Mara Risk Insurance Brokers Ltd
Nairobi (Westlands)  ·  Full Time  ·  KSh 120,000 – 180,000 + commission
Insurance · 3 – 5 years

Job Summary
Mara Risk Insurance Brokers Ltd is a licensed insurance broker with offices in Nairobi and Mombasa, placing general and medical business for more than 600 corporate and SME clients. We are seeking a driven Insurance Broker to grow and service our corporate accounts portfolio.

Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 3 years

Job Description / Requirements
Responsibilities
- Develop new business with corporate clients across fire, engineering, motor fleet, marine, WIBA and medical classes
- Prepare risk presentations and obtain competitive quotes from underwriters; negotiate terms and premiums
- Manage a portfolio of existing corporate accounts, handle renewals and ensure client retention
- Support clients in the claims process from notification to settlement, liaising with insurers and loss adjusters
- Keep accurate client records and prepare monthly production reports
- Ensure compliance with the Insurance Act and IRA regulations

Requirements
- Bachelor's degree in Business, Actuarial Science, Insurance or related field
- Certificate of Proficiency (COP) in Insurance – mandatory
- Minimum 3 years' experience in general insurance with an insurer or broker, 2 of which handling corporate accounts
- Good understanding of underwriting and claims for general insurance classes
- Proficiency in MS Office (Excel, Word, PowerPoint)
- Valid driving licence
- Excellent negotiation and communication skills; self-driven and target-oriented

Added advantage
- Diploma or Associate of the Insurance Institute of Kenya (AIIK) or ACII (CII UK)
- Existing network in the manufacturing or logistics sectors

Benefits
Competitive basic pay plus commission, medical cover, pension, car loan scheme after confirmation.

How to apply: Click Apply on BrighterMonday or send your CV and cover letter to careers@mararisk-demo.co.ke quoting "IB-CORP-03" by 20 March 2026. Only shortlisted candidates will be contacted.

[ Apply for this job ]
You are receiving this email because you created a job alert for "insurance" in Nairobi. Unsubscribe | Manage alerts`,
    skills: [
      'Insurance Broking',
      'General Insurance',
      'Business Development',
      'Account Management',
      'Underwriting',
      'Claims Handling',
      'COP Insurance',
      'Regulatory Compliance',
      'MS Office',
      'Driving Licence',
      'ACII',
      'Negotiation',
      'Communication',
    ],
  },
  {
    id: 'litigation-support-specialist-icims-chicago-requisition-eeo',
    field: 'legal',
    half: 'tune',
    title: 'Litigation Support Specialist',
    company: 'Halvorsen Drake LLP',
    text: `Careers Home   |   Search Jobs   |   Join Our Talent Community   |   Log In

Litigation Support Specialist
Job ID: 2026-4817
Job Locations: US-IL-Chicago
Category: Practice Support
Type: Regular Full-Time
# of Openings: 1

[ Apply for this job online ]   [ Email this job to a friend ]   [ Refer ]

Overview
Halvorsen Drake LLP is a 420-lawyer law firm with offices in Chicago, Milwaukee, Minneapolis and Washington, D.C., known for complex commercial litigation, product liability and antitrust work. Our Practice Support team partners with attorneys from the first preservation letter through trial. We are seeking a Litigation Support Specialist to join the team in our Chicago office.

Responsibilities
- Process, load and QC electronic data and productions in Relativity, including creating and validating load files (DAT, OPT, LFP)
- Use Nuix or similar tools to process ESI collections, apply deduplication, date filters and search terms
- Build workspaces, coding layouts, saved searches and batches for review teams; run reports on review progress
- Prepare outgoing productions to attorney specifications, including Bates numbering and privilege logs
- Support attorneys at depositions, hearings and trials with trial presentation software (TrialDirector, OnCue), including on-site trial support that may require travel and extended hours
- Troubleshoot issues with databases, images and native files; escalate to vendors when needed
- Track multiple matters and deadlines at once, and communicate status clearly to attorneys and paralegals

Qualifications
- 3+ years of litigation support experience in a law firm, corporate legal department or eDiscovery vendor
- Strong working knowledge of the EDRM and of Relativity (administration, not only review)
- Experience creating and troubleshooting load files
- Experience with trial presentation software, ideally TrialDirector
- Excellent attention to detail and the ability to manage several projects under deadline
- Bachelor's degree or equivalent experience

Preferred
- Relativity Certified Administrator (RCA)
- Experience with Nuix Workstation
- Working knowledge of SQL for reporting

Compensation and Benefits
The expected salary range for this position is $85,000 – $110,000, depending on experience and qualifications. Halvorsen Drake offers medical, dental and vision coverage, a 401(k) with firm contribution, 20 days of paid time off, paid parental leave, a hybrid schedule and a generous overtime policy for trial support.

Halvorsen Drake LLP is an Equal Opportunity Employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability, protected veteran status, or any other characteristic protected by law. Pursuant to the Chicago Fair Chance Ordinance, we will consider qualified applicants with arrest and conviction records.

Options
Apply for this job online   |   Share on your newsfeed
Need help? If you are having difficulty using this website, please contact recruiting@hdllp-demo.com.

Powered by iCIMS   ·   www.icims.com`,
    skills: [
      'Litigation Support',
      'eDiscovery',
      'Relativity',
      'Load Files',
      'Data Processing',
      'Productions',
      'Trial Presentation',
      'TrialDirector',
      'Relativity Certified Administrator',
      'Nuix',
      'SQL',
      'Attention to Detail',
      'Communication',
    ],
  },
  {
    id: 'underground-miner-whatsapp-kitwe-contractor-plural-capitals',
    field: 'mining',
    half: 'unseen',
    title: 'Underground Miner',
    company: 'Chambishi Shaft Contractors Ltd',
    text: `[08:12, 11/03/2026] +260 97 614 2238: *URGENT VACANCIES – COPPERBELT* 📢⛏️

Good morning team. Pls share to your groups.

We are a mining contractor doing underground development and production for a client copper mine in *Kitwe* area. We employ our own crews (not labour broker). Due to new contract we are recruiting as follows:

*1. UNDERGROUND MINERS (DEVELOPMENT)* – 25 posts
*2. UNDERGROUND MINERS (PRODUCTION / STOPING)* – 15 posts
*3. LHD OPERATORS* – 6 posts (already interviewed, only few left)

*Requirements for Underground Miners:*
✅ Minimum 2 years underground hard rock mining experience
✅ Must be able to do jackleg drilling and to install rock support (split sets, resin bolts, mesh)
✅ Barring down / scaling experience
✅ Blasting Certificate (Mines Safety Department) is an added advantage – charge-up and blasting
✅ Knowledge of mine safety rules, use of PPE, gas testing basics
✅ Valid Medical Certificate of Fitness from Occupational Health and Safety Institute – *MUST*
✅ Ready to work on shifts (day/night rotation, 12 hours) – *MUST*
✅ Grade 9 or Grade 12 certificate

*Conditions:*
💰 Basic salary K7,500 – K9,800 (experience) + underground allowance + shift allowance + production bonus
🚌 Transport from Kitwe town, meals on shift
🩺 Medical scheme + NAPSA + workers compensation
🦺 Full PPE provided

*Documents to bring:* CV, copies of NRC, certificates, medical certificate of fitness, reference letters from previous mine.

📍 *Interviews + practical test:* Monday 16th March from 07:00 at Chambishi Shaft Contractors yard, Chingola Road, Kitwe. First come first served. Bring your own gumboots for the practical 😄

⚠️ We do NOT charge any money for employment. Anyone asking money is a fraudster, report them.

📞 HR office: 0212 555 047 (office hours)
*Chambishi Shaft Contractors Ltd* – Safety First, Production Always

[08:19, 11/03/2026] +260 96 221 0455: Is it only for people with experience or also for trainees?

[08:23, 11/03/2026] +260 97 614 2238: Boss for now only experienced miners. Trainee program will come in June 👍

[08:31, 11/03/2026] +260 95 330 7812: Strong team work and physical fitness needed?? I have 3 yrs at Nchanga open pit

[08:34, 11/03/2026] +260 97 614 2238: This one is underground only bro. Yes you must be fit, it's hard work and we work as a team at the face. Come Monday and bring your docs 💪`,
    skills: [
      'Underground Mining',
      'Jackleg Drilling',
      'Rock Bolting',
      'Scaling',
      'Mine Safety',
      'PPE',
      'Medical Certificate of Fitness',
      'Shift Work',
      'Blasting Certificate',
      'Gas Testing',
      'Physical Stamina',
      'Teamwork',
    ],
  },
  {
    id: 'refinery-process-operator-caribbeanjobs-point-fortin-dash-specialty',
    field: 'oil and gas',
    half: 'tune',
    title: 'Refinery Process Operator, Crude Distillation',
    company: 'Gulf of Paria Refining Company Limited',
    text: `CaribbeanJobs.com
Find Jobs   Browse Jobs   Upload CV   Career Advice   Recruiters        Login | Register
Home › Jobs › Oil & Gas › Trinidad & Tobago

Refinery Process Operator – Crude Distillation
Gulf of Paria Refining Company Limited
Point Fortin, Trinidad  |  Permanent  |  Shift Work
Salary: Negotiable
Posted: 09/03/2026     Closing: 27/03/2026

[ Apply Now ]   [ Save Job ]   [ Email Job ]

Gulf of Paria Refining Company Limited operates a 65,000 barrels-per-day refinery at Point Fortin processing local and imported crude into fuels and bitumen for the Caribbean market. We are recruiting experienced Process Operators for our Crude Distillation Unit (CDU/VDU) to support the restart and expansion of operations.

Job Purpose
To operate, monitor and control the crude and vacuum distillation units safely and efficiently, in accordance with operating procedures, to meet production targets and product specifications.

Key Responsibilities
• Monitor and control unit operations from the field and from the control room using the Distributed Control System (DCS)
• Carry out start-up, shutdown and emergency procedures for the CDU/VDU and associated equipment
• Conduct routine field rounds on pumps, compressors, heat exchangers, furnaces and columns, identifying abnormal conditions
• Start, stop and line up rotating equipment and take routine process samples for the laboratory
• Prepare equipment for maintenance: isolation, draining, purging and issuing/receiving work under the Permit to Work system
• Record operating data and complete accurate shift logs and handovers
• Participate in process safety activities (PHAs, incident investigations, drills)

Qualifications and Experience
• Five (5) CXC/CSEC passes including Mathematics, English and a Science
• TTNVQ Level 3 in Process Operations, or a Craft/Technician Diploma in Process Operations or Chemical Engineering Technology
• Minimum five (5) years' experience as a process operator in a refinery, petrochemical or gas processing plant, at least two (2) on distillation units
• DCS experience (Honeywell Experion preferred)
• Sound knowledge of Permit to Work, process safety and OSH Act requirements
• Must be willing to work a 12-hour rotating shift schedule, including nights, weekends and public holidays

Competencies
• Good teamwork and communication; ability to remain calm in abnormal and emergency situations
• Attention to detail and commitment to safety

We offer a competitive compensation package including shift allowance, group health and life insurance, pension plan, uniform and PPE, and training and development opportunities.

Interested persons should apply online with a cover letter, CV and copies of certificates, quoting reference GPR/OPS/CDU/0326. Only shortlisted applicants will be contacted.

Gulf of Paria Refining Company Limited is an equal opportunity employer.

Similar jobs: Instrument Technician – Point Lisas; Control Room Operator – Couva`,
    skills: [
      'Process Operations',
      'Crude Distillation',
      'DCS',
      'Start-Up and Shutdown',
      'Rotating Equipment',
      'Process Sampling',
      'Permit to Work',
      'Process Safety',
      'TTNVQ Level 3 Process Operations',
      'Shift Work',
      'Honeywell Experion',
      'Teamwork',
      'Communication',
    ],
  },
  {
    id: 'costume-designer-smartrecruiters-orlando-dash-specialty-eeo',
    field: 'entertainment',
    half: 'unseen',
    title: 'Costume Designer, Live Entertainment',
    company: 'Lakeshore Attractions Group, Inc.',
    text: `Lakeshore Attractions Group
Costume Designer – Live Entertainment
Orlando, FL, United States  ·  Full-time
Department: Creative & Live Entertainment

[ I'm interested ]

Company Description
Lakeshore Attractions Group, Inc. owns and operates two theme parks, a water park and a dinner-theater venue in Central Florida, welcoming more than six million guests a year. Our Live Entertainment team produces over 40 shows and parades annually, from intimate street-mosphere characters to a 60-performer nighttime spectacular.

Job Description
As Costume Designer, you will design costumes for new shows, seasonal events and parades from concept to opening, working with show directors, the Costume Shop and outside vendors.

What you'll do
- Develop costume concepts and full-color renderings that support each show's story and brand guidelines, using Adobe Illustrator, Photoshop and/or Procreate
- Create technical design packages for the Costume Shop and vendors: flats, specifications, fabric and trim swatches, and construction notes
- Draft and adjust patterns and oversee mock-ups, fittings and alterations with performers
- Source fabrics and materials suited to heat, humidity, water effects and daily laundering
- Manage costume budgets for each project and track spend against estimates
- Manage relationships with costume vendors and fabricators, including quotes, timelines and quality checks
- Keep detailed show bibles so costumes can be maintained and rebuilt over a multi-year run

Qualifications
- 5+ years of costume design experience in theme parks, theater, cruise entertainment, film or television
- A portfolio showing designs that were built and performed
- Strong rendering skills and proficiency with Adobe Illustrator
- Working knowledge of pattern making, sewing and costume construction
- Knowledge of textiles and how they behave under stage lighting and outdoor conditions
- Experience creating and managing project budgets and working with vendors
- Ability to juggle multiple productions and hit fixed opening dates
- A collaborative attitude; you'll be working with directors, choreographers, lighting designers and performers every day

Nice to have
- Experience with 3D garment software such as CLO 3D
- Experience designing walk-around character costumes or puppetry

Additional Information
Pay range: $68,000 – $82,000 annually. Benefits include medical, dental and vision insurance, 401(k) with company match, paid time off, complimentary park admission for you and your family, and tuition assistance.

Lakeshore Attractions Group, Inc. is an Equal Opportunity Employer and a drug-free workplace. We participate in E-Verify. Reasonable accommodations are available upon request throughout the hiring process.

Videos to watch: Life Behind the Curtain at Lakeshore
Privacy Policy  |  Cookie Settings  |  Powered by SmartRecruiters`,
    skills: [
      'Costume Design',
      'Costume Rendering',
      'Adobe Illustrator',
      'Technical Design Packages',
      'Pattern Making',
      'Sewing',
      'Textiles',
      'Budgeting',
      'Vendor Management',
      'CLO 3D',
      'Collaboration',
      'Deadline Management',
    ],
  },
  {
    id: 'k9-handler-pnet-johannesburg-trading-as-dash-specialty',
    field: 'security',
    half: 'tune',
    title: 'K9 Handler, Explosives Detection',
    company: 'K9 Shield',
    text: `PNet
Find Jobs   Career Advice   Job Alerts   Recruiters        Sign in | Register
Home › Jobs › Security › Gauteng

K9 Handler – Explosives Detection
K9 Shield
Kempton Park, Gauteng  ·  Permanent  ·  Full Time
R9 500 – R12 000 per month
Posted 1 day ago

[ Apply ]   [ Save ]

Sentry Mile Security (Pty) Ltd t/a K9 Shield is a specialist canine security company providing detection and patrol dog teams to airports, logistics hubs, malls and events across Gauteng. We are expanding our explosives detection unit and are looking for experienced K9 Handlers to be based at our client sites in the Kempton Park and airport precinct.

Duties and Responsibilities:
• Conduct explosives detection searches of cargo, vehicles, baggage and venues with an assigned detection dog
• Carry out daily training and maintenance exercises to keep the dog's detection standard
• Feed, groom, exercise and monitor the health of the dog, and keep the kennel clean
• Perform access control and patrols at client sites as instructed
• Record all searches, finds, training and incidents in the occurrence book and daily reports
• Respond to alarms and incidents according to site instructions
• Transport the dog in the company vehicle between kennels and sites

Minimum Requirements:
• Grade 12 / Matric
• PSIRA registered, minimum Grade C (must be up to date)
• At least 2 years' experience as a dog handler; explosives or narcotics detection experience strongly preferred
• Firearm Competency Certificate (handgun) – advantageous
• Valid Code 08 (EB) driver's licence
• Clear criminal record
• Must be able to work 12-hour rotating shifts, including nights, weekends and public holidays
• Alert, disciplined and physically fit

What We Offer:
• Market-related salary plus night shift allowance
• Ongoing training at our accredited canine training centre
• Uniform and equipment provided
• Provident fund after probation

To apply, click Apply and attach your CV, PSIRA certificate, ID and driver's licence. Please note that if you have not heard from us within two weeks, your application was unsuccessful.

K9 Shield is a Level 2 B-BBEE contributor and an equal opportunity employer. Preference may be given to candidates from designated groups in line with our employment equity plan.

Reference: K9S-EDD-0311
Job category: Security, Safety & Protection Services
Similar jobs: Patrol Dog Handler – Midrand; Armed Response Officer – Boksburg`,
    skills: [
      'Dog Handling',
      'Explosives Detection',
      'Dog Training',
      'Canine Care',
      'PSIRA Grade C',
      'Access Control',
      'Incident Reporting',
      'Driving Licence',
      'Police Clearance',
      'Shift Work',
      'Firearm Competency',
      'Alertness',
      'Discipline',
    ],
  },
  {
    id: 'wealth-manager-successfactors-lugano-dash-market-requisition',
    field: 'finance',
    half: 'unseen',
    title: 'Wealth Manager, Italian Market',
    company: 'Banca Ceresio Privata SA',
    text: `Banca Ceresio Privata – Careers
Search Jobs   ›   Job Details        Language: English ▾   |   Sign In

Wealth Manager – Italian Market (f/m/d)
Req ID: 42817   |   Lugano, TI, CH   |   Posted: 14 Apr 2026

[ Apply now » ]

Your future workplace
Banca Ceresio Privata SA is an independent Swiss private bank founded in Lugano in 1958, with offices in Geneva and Zurich. We look after the assets of entrepreneurs and families from Switzerland, Italy and other European countries with a personal, long-term approach. To strengthen our Italian Market desk we are looking for a Wealth Manager (f/m/d).

Your responsibilities
• Acquire new private clients (HNWI and UHNWI) in Northern Italy and in Ticino, and develop your own network of introducers, entrepreneurs and professionals
• Manage and develop an existing portfolio of clients, with advisory on investment solutions, credit and wealth planning together with our specialists
• Ensure portfolio advisory in line with the client's risk profile and the bank's investment strategy
• Apply the cross-border rules for services to Italian residents and comply with FIDLEG/FinSA, anti-money laundering and internal directives
• Travel regularly to Milan, Como and Bergamo for client meetings, within the permitted cross-border framework
• Contribute to the growth objectives of the desk

Your profile
• At least 8 years of experience in private banking or wealth management in Switzerland with clients from Italy
• Proven track record in client acquisition and a portable network of clients
• Very good knowledge of investment products and of cross-border regulations for Italy
• Registration in the FINMA-recognised client advisor register (or eligible)
• Certification as CWMA or equivalent (e.g. SAQ Client Advisor) is a plus
• Italian native speaker, fluent English; German is an advantage
• Excellent networking skills, discretion, integrity and entrepreneurial spirit

What we offer
• An attractive remuneration package with variable component based on results
• Flat hierarchies and short decision processes in a bank of human size
• Continuous professional training
• Modern office in the centre of Lugano, near the lake

Contact
Please submit your complete application (CV, certificates, references) via our online portal. For questions: Sig.ra Paola Bernasconi, Human Resources, +41 91 555 01 37. Applications by recruitment agencies will not be considered for this position.

Banca Ceresio Privata SA · Via Nassa · 6900 Lugano
Powered by SAP SuccessFactors   ·   Data Privacy Statement   ·   Terms of Use`,
    skills: [
      'Wealth Management',
      'Private Banking',
      'Client Acquisition',
      'Portfolio Advisory',
      'Cross-Border Regulations',
      'FIDLEG',
      'Anti-Money Laundering',
      'Client Advisor Register',
      'Italian',
      'English',
      'CWMA',
      'German',
      'Networking',
      'Discretion',
    ],
  },
]
