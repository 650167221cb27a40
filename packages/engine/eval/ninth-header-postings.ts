/*
 * Ninth header set: the TOP of a job ad as a job seeker pastes it (from the first line of the paste down to
 * the start of the duties), labelled with the job title and the company only.
 *
 * Written by helper job65. Read before writing: /work/prompts/job65.md, /work/prompts/common.md,
 * /work/prompts/rules.md, /work/prompts/existing-occupations.txt and the HeaderPosting interface
 * (header-postings.ts lines 20-26). Nothing else in the repository was read; no engine code, bench, doc or
 * other posting file. Every employer, person, address, phone number and web address is invented (example.com
 * addresses, 555 numbers); towns, regions, countries, laws, standards, products, certificates and job boards
 * are real.
 *
 * Counts: 80 postings, 40 'tune' and 40 'unseen' (alternating in file order, starting with 'tune'); 80
 * occupations, none named by an existing id; 60 written in a second-language English (ids ending
 * "-second-language").
 *
 * Shapes: applicant-tracking pages 20 (Greenhouse, Workday, Lever, Ashby, Workable, SuccessFactors, iCIMS,
 * Taleo, Personio, Teamtailor, Recruitee, SmartRecruiters, JazzHR, Zoho Recruit, Avature, Breezy HR,
 * softgarden, Manatal, Factorial, Gupy); job boards with their chrome 19 (Kariyer.net, Indeed Italia, Bayt,
 * Rozee.pk, Naukri, topjobs.lk, hh.uz, Vacancymail, Careers in Racing, Bdjobs, JobStreet, Kariera.gr,
 * NHS Jobs, GulfTalent, eJobs, Wuzzuf, Job Bank, Duunitori, Laborum); chats and social posts 8 (WhatsApp,
 * Telegram, Facebook group, LinkedIn post, X thread, Instagram, Reddit, Zalo group); emails 6 (forwarded;
 * agency naming its client with and without a "Position:" line; agency not naming its client with and
 * without a "Position:" line; direct email with a "Position:" line); newspaper classifieds 5; government
 * bulletins 7; school and university bulletins 5; careers pages with the about-us block before the job 10.
 *
 * Countries (63, with Macau SAR): Netherlands, Turkey, Kenya, United States, Australia, Colombia, Denmark,
 * Italy, Madagascar, United Kingdom, Taiwan, United Arab Emirates, Nepal, Armenia, Switzerland, Zambia,
 * Pakistan, Norway, Cyprus, Latvia, India, Philippines, Sri Lanka, Malawi, Estonia, Uzbekistan, Indonesia,
 * Zimbabwe, Senegal, Germany, Poland, Uganda, Sweden, Bangladesh, Finland, Belgium, Iceland, Malaysia,
 * Slovakia, Portugal, Morocco, Greece, Malta, Argentina, Japan, Ghana, Qatar, Macau, New Zealand, Romania,
 * Canada, Egypt, Costa Rica, Austria, Jamaica, Vietnam, Thailand, Mongolia, South Africa, Spain, Chile,
 * Brazil, China.
 *
 * Occupations: quantum hardware engineer, hammam attendant, nozzleman, magistrate, rabbi, répétiteur,
 * biostatistician, marble polisher, vanilla curer, physics teacher, ASIC verification engineer, camel
 * trainer, houseparent, food runner, cryptographer, mines inspector, henna artist, dynamic positioning
 * operator, prompt engineer, candle maker, clinical SAS programmer, wheelwright, site acquisition specialist,
 * key grip, agriscience teacher, bus conductor, pedorthist, foreign service officer, chorus artist, wagon
 * inspector, tyre builder, chalet host, tobacco grader, demographer, electroplater, bell founder, assistant
 * racehorse trainer, airworthiness inspector, wire drawing operator, toll teller, cricket coach, doctoral
 * researcher, colour matcher, glaciologist, bird nest cleaner, wood turner, lasting operator, mashgiach,
 * sailing instructor, coastguard watch officer, gutter installer, ballet dancer, dramatherapist, aquascaper,
 * ATM service engineer, basket weaver, periodontist, research software engineer, pit supervisor,
 * endodontist, cardiologist, mycologist, boom operator, electrical inspector, nephrologist, herpetologist,
 * sauna master, rum blender, mail carrier, poultry vaccinator, stunt performer, ger maker, pyrotechnician,
 * planetarium presenter, soap maker, estate manager, field archaeologist, road safety officer, seed analyst,
 * lantern maker.
 *
 * Labelling rules as applied (rules.md, in short):
 * - title: as printed, keeping seniority, level and grade words written into it ("Senior", "II",
 *   "Consultant", "Specialist", "Assistant"); a specialty, team, product area, line of business or vessel
 *   type after a dash is kept after a comma; a place, employer, shift, schedule, season, employment type,
 *   pay, pay grade, number or slogan after a dash or in brackets is dropped, as are brackets holding a level,
 *   grade, licence, tool, practice area, the job's other name or a gender marker; capitals become title
 *   case; a plural becomes singular; a two-language title gives its English half; a title only in a sentence
 *   is labelled in title case without hiring phrases, employment-type words and "experienced"; a bulletin's
 *   working title wins over its class title; an email's "Position:" line wins over its subject, and without
 *   one the subject gives the title minus place, pay and season; "Live-in" is an arrangement, dropped; a
 *   requisition number on a bare hyphen is dropped.
 * - company: the employer as printed with its legal form, before or after the name, kept exactly with its
 *   punctuation ("The" only where the name prints it, never where it opens a sentence); quotation marks
 *   around a name are dropped; registration, tax, charity and company numbers are not part of the name;
 *   government: the jurisdiction or agency that hires, not the "Department:", "Division:" or "Directorate:"
 *   line; school district or academy trust, not the school; university, not the faculty, institute or
 *   department; agency ads: the client when named, else the agency; franchise ads: the owner that hires; a
 *   bare name in a header, handle or page name yields to the legal name in the text, footer or closing line;
 *   capitals in a head and ordinary case in the text give the text's form; a name printed only in capitals
 *   is put in title case with its legal form; a crewing or recruiting signature is not the employer.
 *
 * Readings this set adds where the rules are silent (applied the same way throughout):
 * - A slash joining two titles in the same language, whether two grades ("Inspector of Mines / Senior
 *   Inspector of Mines") or two names of the post ("Mycologist / Lab Lead"), is labelled with the first one
 *   printed.
 * - A title printed in two languages around a dash instead of a slash ("Maestro/a Jabonero/a – Soap Maker")
 *   is read like the slash title: the English half. The dash is not read as a specialty dash there.
 * - A specialty after a colon on the title line ("Research Software Engineer (m/w/d): Climate Modelling") is
 *   read as after a dash and kept after a comma.
 * - A voice part after a dash ("Chorus Artist – Tenor II") counts as a specialty, like a violin section, and
 *   is kept.
 * - A word that names the setting of the work and is part of the job's name ("Field Glaciologist", "Field
 *   Archaeologist") or a credential word written into the title ("Certified Pedorthist") is kept; the
 *   credential's bracketed abbreviation ("(C.Ped)") is dropped like other brackets.
 * - A loanword title used as the English title ("Répétiteur", "Mashgiach") is the English half; a bracketed
 *   English gloss after it ("(Coach Pianist)", "(Kosher Supervisor)") is dropped like another name for the
 *   same job.
 * - A board that prints its titles in lower case (Canada's Job Bank: "rural and suburban mail carrier") is
 *   labelled in title case with the short words ("and", "of") left in lower case.
 * - An employer printed in two scripts or languages (Chinese, Japanese, Vietnamese beside English) is
 *   labelled with its English, Latin-script name and the legal form printed with it ("Formosa Lattice
 *   Semiconductor Co., Ltd.", "Phu An Livestock Co., Ltd").
 * - Quotation marks or guillemets around a name whose legal form is printed after it ("«Temiryoʻl Servis
 *   Vagon» MChJ") are dropped, as they are when the form is printed before it.
 * - A bracketed place that is part of a registered name ("Lotus Bay Entertainment (Macau), S.A.") is kept
 *   with the name; a board's location field is not.
 * - A board card that shows "Confidential" as the employer while its description names the employer with
 *   its legal form is labelled with that name.
 * - A government-run board's chrome ("Government of Canada / Job Bank") names the board, not the employer.
 * - A footer naming the legal body and, after a dash, the ensemble or brand it runs ("Fundación Danza del
 *   Norte — Compañía de Ballet de Tucumán") is labelled with the legal body.
 * - A count hung on a title ("Tobacco Graders x 20", "(50 slots)", "– 10 POSTS") is a number, dropped.
 *
 * Written by Tailor contributors (CC0).
 */
import type { HeaderPosting } from './header-postings.ts'

export const ninthHeaderPostings: HeaderPosting[] = [
  {
    id: 'quantum-hardware-engineer-greenhouse-delft-dash-specialty-second-language',
    half: 'tune',
    title: 'Quantum Hardware Engineer, Cryogenics',
    company: 'Qubitfold B.V.',
    text: `Qubitfold
Current openings > Engineering

Quantum Hardware Engineer – Cryogenics
Delft, Zuid-Holland, Netherlands · On-site · Full-time

Apply for this job

Qubitfold is building a modular quantum processor from the dilution refrigerator up. We are a team of 58 people from 19 countries, spun out of university research in Delft in 2023, and since last year we are shipping our first 24-qubit system to a research customer in Germany. Our lab is on the TU campus, 5 minutes from the station by bike.

For our Cryogenics team we look for a hands-on engineer who likes to make things colder, quieter and more reliable. You will be the owner of the cryostat wiring, filtering and thermal design of our next-generation system, working close with our device and control electronics teams.

Salary: €68.000 – €84.000 gross per year, plus 8% holiday allowance and stock options
Contract: 12 months, then permanent (40 hours, Dutch law)
Relocation: we support with the visa (kennismigrant), the 30% ruling application and housing for the first 3 months

Qubitfold B.V. is an equal opportunity employer. We do not accept applications via recruitment agencies.

What you will do`,
  },
  {
    id: 'hammam-attendant-kariyer-istanbul-bilingual-bracket-form-after-second-language',
    half: 'unseen',
    title: 'Hammam Attendant',
    company: 'Kadırga Tarihi Hamam Turizm A.Ş.',
    text: `kariyer.net
İş İlanları   Şirketler   Maaş Hesaplama   Giriş Yap   Üye Ol

Ana Sayfa > İş İlanları > Turizm > Hamam Görevlisi / Hammam Attendant (Tellak)

Hamam Görevlisi / Hammam Attendant (Tellak)
Kadırga Tarihi Hamam Turizm A.Ş.
İstanbul(Avr.) - Fatih
Tam Zamanlı · 2 gün önce güncellendi · 146 başvuru

Başvur   Kaydet   Paylaş

GENEL NİTELİKLER VE İŞ TANIMI / GENERAL QUALIFICATIONS AND JOB DESCRIPTION

Our hamam is serving guests since 1741 in Fatih and now it is one of the most visited historical baths of the city. Every day we are welcoming guests from all the world, so English is used in every shift.

We are looking for Hammam Attendants (tellak and natır) for our men's and women's sections. Experience in traditional kese and foam massage is preferred, but we give 3 weeks training together with our senior attendants.

- Working 6 days, 1 day off, shifts 08:00-16:00 / 14:00-22:00
- Salary + service charge + tips, SGK insurance from first day
- Lunch, uniform and transportation support (İstanbulkart)

Aday Kriterleri
Deneyim: En az 1 yıl
Askerlik Durumu: Yapıldı, Muaf
Eğitim Seviyesi: Lise

Your duties:`,
  },
  {
    id: 'nozzleman-whatsapp-nairobi-plural-capitals-closing-line-second-language',
    half: 'tune',
    title: 'Nozzleman',
    company: 'Rift Underground Works Ltd',
    text: `Forwarded many times
*URGENT VACANCY — NOZZLEMEN (SHOTCRETE)* 🚧🚧

Site: Tunnel works, Kiambu Road, Nairobi
Start: Monday 22nd

We need 4 experienced nozzlemen for wet-mix shotcrete inside the tunnel. Must have min 2 yrs spraying with Meyco or Normet spraymec (manual and remote). Those who have worked in big road or dam projects an added advantage.

✅ Pay KES 3,500 per shift (12hrs)
✅ Transport from Muthaiga stage 5:30am
✅ NSSF, SHA, PPE provided
❌ Brokers don't call. We don't ask money for job.

Send CV and copy of ID on WhatsApp only 0700 555 214 (Site Admin Mercy)

Rift Underground Works Ltd
Kiambu Rd Tunnel Project
11:42 ✓✓`,
  },
  {
    id: 'magistrate-county-court-bulletin-ohio-capitals-head-division-line',
    half: 'unseen',
    title: 'Magistrate',
    company: 'Harmon County Court of Common Pleas',
    text: `HARMON COUNTY COURT OF COMMON PLEAS
JUVENILE AND PROBATE DIVISION
JOB ANNOUNCEMENT No. 2027-011

POSITION: MAGISTRATE
Division: Juvenile
Location: Harmon County Justice Center, Millersport, Ohio
Salary: $98,420 – $112,300 annually, DOQ
FLSA Status: Exempt | Unclassified; serves at the pleasure of the Court
Opening Date: March 2, 2027
Closing Date: March 23, 2027, 4:30 p.m.

The Harmon County Court of Common Pleas, Juvenile and Probate Division, is accepting applications for a full-time Magistrate. The Magistrate is appointed by the Administrative Judge under Ohio Civil Rule 53 and Juvenile Rule 40 and hears delinquency, unruly, dependency, neglect and abuse matters, as well as custody and support cases referred by the Judge.

MINIMUM QUALIFICATIONS
- Admitted to the practice of law in Ohio and in good standing with the Supreme Court of Ohio
- At least four (4) years of legal practice, preferably in juvenile or family law
- Completion of the Ohio Judicial College new magistrate orientation within the first year

HOW TO APPLY
Submit a cover letter, résumé, writing sample and three references to Court Administration, courtjobs@example.com. The Court is an Equal Opportunity Employer.

ESSENTIAL DUTIES AND RESPONSIBILITIES`,
  },
  {
    id: 'rabbi-careers-page-melbourne-about-us-first-bare-header-inc',
    half: 'tune',
    title: 'Associate Rabbi',
    company: 'Caulfield Park Hebrew Congregation Inc.',
    text: `Caulfield Park Hebrew Congregation
Home | About | Services & Festivals | Education | Life Cycle | Donate | Contact

Careers

About us
Founded in 1938 by families who had just arrived from Vienna and Łódź, we are a warm, modern Orthodox community of around 420 member families in Melbourne's south-east. Our shule holds daily minyanim, a busy Shabbat program for children and youth, and adult learning every night of the week. We are proud of our partnerships with local Jewish day schools and of our chesed team, which delivers meals to more than 60 households every Friday.

Caulfield Park Hebrew Congregation Inc. is an incorporated association (Reg. No. A0012345B) governed by an elected Board of Management.

Current vacancy

Associate Rabbi
Full-time | Caulfield North, VIC | Package to be negotiated, including housing allowance

The Board of Management is seeking an Associate Rabbi to work alongside our Senior Rabbi, Rabbi Dov Feldman, and to lead our youth, young families and adult education portfolio. This is an exciting opportunity for a rabbi early in their career to grow with a community that is growing too.

Applications close Friday 30 April 2027. Please send a CV, a letter of interest and two references to the Executive Director, Ms Rachel Ginsberg, at careers@example.org. All conversations are confidential.

The role`,
  },
  {
    id: 'repetiteur-forwarded-email-medellin-bilingual-loanword-bracket-season-second-language',
    half: 'unseen',
    title: 'Répétiteur',
    company: 'Fundación Ópera de Medellín',
    text: `From: Camila Restrepo <camila.restrepo@example.com>
Sent: Tuesday, 9 March 2027 18:04
To: Andrés Ocampo <a.ocampo.piano@example.org>
Subject: RV: Convocatoria Pianista Acompañante / Répétiteur – Temporada 2027

Andrés, look this, I think is perfect for you!! They want someone who can coach Italian and German diction also. The deadline is short, apply this week. Un abrazo, Cami

---------- Forwarded message ---------
De: Talento Humano <talento.humano@example.com>
Date: lun, 8 mar 2027 a las 11:20
Subject: Convocatoria Pianista Acompañante / Répétiteur – Temporada 2027
To: <convocatorias@example.com>

FUNDACIÓN ÓPERA DE MEDELLÍN
NIT 900.555.123-4

OPEN CALL – PIANISTA ACOMPAÑANTE / RÉPÉTITEUR (COACH PIANIST)

The Fundación Ópera de Medellín invites pianists to apply for the position of Répétiteur for the 2027 season (three main productions: Tosca, Die Zauberflöte and a new Colombian chamber opera) and for our youth opera studio.

Type of contract: prestación de servicios, 10 months (February to November)
Fees: COP 6.800.000 monthly
Place: Teatro Metropolitano and our rehearsal rooms in Laureles, Medellín

Functions:`,
  },
  {
    id: 'biostatistician-workday-soborg-bracket-therapy-area-second-language',
    half: 'tune',
    title: 'Senior Biostatistician',
    company: 'Nordvang Pharma A/S',
    text: `Nordvang Pharma careers
Search for Jobs   |   Sign In

Senior Biostatistician (Oncology)

Apply

locations
Søborg, Denmark
time type
Full time
posted on
Posted 5 Days Ago
job requisition id
R-0049217

Are you a statistician who want to shape how new cancer medicines reach the patients? At Nordvang Pharma we are 2,300 colleagues in 11 countries, developing medicines in oncology, haematology and rare diseases, and we have three products in Phase III right now.

About the department
You will join Biostatistics & Programming in Global Clinical Development, a team of 41 statisticians and programmers in Søborg and Warsaw. We work close with clinical, regulatory and medical writing, and we are known for a flat and informal culture (and good cake on Fridays).

Nordvang Pharma A/S offers a competitive salary, 12% pension, health insurance, flexible working with 2 home days per week, and relocation help for candidates coming from abroad.

Your key responsibilities will be:`,
  },
  {
    id: 'marble-polisher-indeed-carrara-capitals-bilingual-bare-header-second-language',
    half: 'unseen',
    title: 'Marble Polisher',
    company: 'Apuana Marmi S.r.l.',
    text: `indeed
Trova lavoro   Recensioni aziende   Trova stipendi   Accedi   |   Aziende / Pubblica un annuncio

Cosa: lucidatore   Dove: Massa-Carrara   Trova lavoro

LUCIDATORE MARMO / MARBLE POLISHER
Apuana Marmi
3,9 ★ 21 recensioni
54033 Carrara MS
1.700 € - 2.100 € al mese - Tempo pieno

Candidati ora   ♡

Dettagli dell'offerta
Retribuzione
1.700 € - 2.100 € al mese
Tipo di offerta di lavoro
Tempo pieno, Tempo indeterminato

Descrizione completa dell'offerta
Apuana Marmi S.r.l., laboratory of marble and granite from 1962 in Carrara, is searching one polisher for slabs and artistic pieces (washbasins, fireplaces, bases for statues). We work a lot with clients from USA, Emirates and North Europe, for this reason the announcement is also in English.

Requirements:
- experience minimum 2 years with line polishing machine (Breton, Pedrini) and manual polishing with flexible shaft
- knowledge of abrasives, from diamond to felt and polishing powder
- driving licence B

Main tasks:`,
  },
  {
    id: 'vanilla-curer-newspaper-classified-sambava-capitals-only-bilingual-plural-second-language',
    half: 'tune',
    title: 'Vanilla Curer',
    company: 'Savana Aromes SARL',
    text: `OFFRES D'EMPLOI / JOB OFFERS                                   Page 14

SAVANA AROMES SARL
Exportateur de vanille — Sambava, Région SAVA
recrute / is recruiting

PRÉPARATEURS DE VANILLE / VANILLA CURERS (5)

Pour la campagne 2027, notre usine de Sambava cherche des préparateurs expérimentés.
For the 2027 campaign our curing plant in Sambava is looking experienced curers for the blanching, sweating, sun-drying and sorting of green vanilla (Bourbon, Vanilla planifolia).

Profil / Profile :
- 3 ans d'expérience minimum en préparation / minimum 3 years in curing
- Savoir classer (noires, TK, rouges, cuts) / must know the grading
- Honnêteté, pas de casier judiciaire / honest, no criminal record
Contrat saisonnier 6 mois, logement possible. / Seasonal contract 6 months, housing possible.

Dossier (CV, lettre, copie CIN) au bureau Route d'Antalaha ou par email : rh.savana@example.com avant le 15 mai.
NIF 5000123456

- - - - - - - - - - - - - - - - - - - - - -
VENDS Toyota Hilux 2016, diesel, 4x4, bon état. Tél. 032 55 512 40
- - - - - - - - - - - - - - - - - - - - - -
A LOUER : villa 3 chambres, Antalaha centre. Tél. 034 55 519 07`,
  },
  {
    id: 'physics-teacher-academy-trust-bulletin-kings-lynn-bracket-pay',
    half: 'unseen',
    title: 'Teacher of Physics',
    company: 'Marshside Learning Partnership',
    text: `MARSHSIDE LEARNING PARTNERSHIP
A Multi-Academy Trust of nine schools in West Norfolk and the Fens

Teacher of Physics (MPS/UPS)
Fenbridge Academy, King's Lynn

Contract: Permanent, full-time (part-time considered, minimum 0.8 FTE)
Salary: MPS/UPS (£32,916 – £51,048) + TLR 2a available for the right candidate
Start: September 2027
Closing date: 9am, Monday 26 April 2027
Interviews: w/c 3 May 2027

The Trust Board of Marshside Learning Partnership is seeking to appoint an enthusiastic and well-qualified Teacher of Physics to join the Science Faculty at Fenbridge Academy, an 11–18 academy of 1,150 students rated Good by Ofsted. Physics is taught as a separate science from Year 10, and our A level cohort has doubled in three years.

We can offer a supportive, well-resourced department of 14 scientists with three dedicated technicians, a trust-wide subject network, and a genuine commitment to workload reduction (centrally planned KS3 curriculum, no graded lesson observations).

Marshside Learning Partnership is committed to safeguarding and promoting the welfare of children and young people. This post is subject to an enhanced DBS check and online searches for shortlisted candidates.

Marshside Learning Partnership is an exempt charity and a company limited by guarantee registered in England and Wales (No. 01234567).

The role`,
  },
  {
    id: 'asic-verification-engineer-lever-hsinchu-bracket-tool-dash-place-two-script-name-second-language',
    half: 'tune',
    title: 'ASIC Verification Engineer',
    company: 'Formosa Lattice Semiconductor Co., Ltd.',
    text: `Formosa Lattice Semiconductor logo

ASIC Verification Engineer (UVM) - Hsinchu
HSINCHU, TAIWAN / DIGITAL IC DESIGN / FULL-TIME / ON-SITE

APPLY FOR THIS JOB

Formosa Lattice Semiconductor Co., Ltd. (台灣晶格半導體股份有限公司) is a fabless IC design house founded in 2016 at Hsinchu Science Park. We design PMIC and high speed SerDes for automotive and data center customers in Japan, Korea and USA. Our team is 140 people and the engineering language is English and Mandarin.

We are looking ASIC Verification Engineer to join our Digital Verification team for the 5nm SerDes controller project. You will build UVM environments from block level to SoC level and close coverage together with designers in Hsinchu and San Jose.

Salary: NT$1,400,000 – 2,600,000 per year (14 months + employee profit sharing), depend on experience
Benefits: labor/health insurance, group insurance, free shuttle bus from THSR Hsinchu station, annual health check, 10 days paid leave in first year

WHAT YOU WILL DO`,
  },
  {
    id: 'camel-trainer-bayt-al-ain-form-after-second-language',
    half: 'unseen',
    title: 'Racing Camel Trainer',
    company: 'Al Wathba Camel Racing Stables L.L.C.',
    text: `bayt.com
Jobs   Companies   CV Search   Career Advice   Log in   Sign up

Home > Jobs in UAE > Jobs in Al Ain > Racing Camel Trainer

Racing Camel Trainer
Al Wathba Camel Racing Stables L.L.C. - Al Ain, United Arab Emirates
Posted 4 days ago

Apply   Save   Share

Job description
We are a private racing stable in Al Ain with 180 racing camels (hajin) and we participate in all main festivals of the season. We need Camel Trainer with strong experience in training young camels (hiq and laqaya) for racing: conditioning, feeding programme, and training with robot jockey.

Requirements:
- Minimum 5 years experience with racing camels in UAE, Qatar, Oman or KSA
- Able to live in the farm accommodation at Al Ain
- Arabic or Urdu speaking, English basic

Job Details
Job Location: Al Ain, United Arab Emirates
Company Industry: Sports & Recreation
Company Type: Employer (Private Sector)
Job Role: Veterinary, Animals & Agriculture
Employment Type: Full Time Employee
Monthly Salary Range: AED 4,000 - AED 6,000 + accommodation
Number of Vacancies: 2

Responsibilities`,
  },
  {
    id: 'houseparent-careers-page-pokhara-about-us-first-bracket-second-language',
    half: 'tune',
    title: 'Houseparent',
    company: 'Himalchuli International School Pvt. Ltd.',
    text: `Himalchuli International School
Admissions | Academics | Boarding | Gallery | News | Careers | Contact

About Himalchuli
Himalchuli International School is a co-educational day and boarding school in Pokhara, Nepal, affiliated with Cambridge Assessment International Education. We are running since 1998 and today we have 640 students from Nepal, Bhutan, India and Bangladesh, of which 210 are staying in our three boarding houses with the view of Machhapuchhre.

Our motto is "Learning with roots and wings". We believe a child learns as much in the boarding house as in the classroom, and our houseparents are the family of our boarders for ten months of the year.

Himalchuli International School Pvt. Ltd. is registered at the Office of Company Registrar, Kathmandu (Reg. No. 12345/055/056).

Vacancy Announcement

Position: Houseparent (Boys' Boarding)
No. of post: 2 (a married couple can also apply together)
Type: Full time, residential
Salary: As per school scale + free accommodation and meals

Himalchuli is looking for caring and responsible houseparents who will live with our boys (Grade 4 to 10) in Annapurna House, look after their daily routine, health and study hours, and keep good contact with the parents.

Responsibilities:`,
  },
  {
    id: 'food-runner-telegram-yerevan-sentence-closing-line-second-language',
    half: 'unseen',
    title: 'Food Runner',
    company: 'Ararat Terrace LLC',
    text: `Jobs in Yerevan | Աշխատանք Երևանում
14.6K subscribers

Ararat Terrace is hiring ✨

Մենք փնտրում ենք food runner / Ищем раннера / We are looking for food runner for our new terrace restaurant on Northern Avenue 🍽

📍 Yerevan, Northern Ave 7
🕐 Shifts 11:00–19:00 or 17:00–01:00, 5/2
💰 220,000–260,000 AMD + tips
🗣 Armenian + Russian or English (we have many tourists)
✅ Staff meal, uniform, official contract

No experience? No problem, we will teach you. Only be fast, smiling and not afraid from stairs (we have 2 floors 😅).

Ararat Terrace LLC
📞 +374 55 555 018 (Telegram/WhatsApp)
👉 @araratterrace_hr

👁 3.1K   edited 14:22`,
  },
  {
    id: 'cryptographer-ashby-lausanne-registration-number-second-language',
    half: 'tune',
    title: 'Applied Cryptographer',
    company: 'Helvekey SA',
    text: `Helvekey
Open Positions

Applied Cryptographer

Location
Lausanne (EPFL Innovation Park) or Zurich
Employment Type
Full time
Location Type
Hybrid
Department
Research
Compensation
CHF 135K – CHF 170K • Offers Equity

Overview   Application

Helvekey builds threshold signing and key management for banks that must keep digital assets in Switzerland. Our MPC protocols protect more than CHF 4 bn of client assets at 11 regulated institutions. We are 34 people, in majority engineers, and our Research team publishes at CRYPTO, CCS and Real World Crypto.

As Applied Cryptographer you will bring new protocols from the paper to production: you design, you prove, you write the specification and you review the Rust implementation with our engineers. You will also talk with auditors and with the security teams of our bank clients.

Helvekey SA (CHE-123.456.789) is an equal opportunity employer. We are happy to sponsor work permits for candidates from outside EU/EFTA.

What you will work on`,
  },
  {
    id: 'mines-inspector-government-bulletin-kitwe-capitals-two-grades-bracket-grade',
    half: 'unseen',
    title: 'Inspector of Mines',
    company: 'Zambia Mineral Safety Authority',
    text: `ZAMBIA MINERAL SAFETY AUTHORITY
(Established under the Mines and Minerals Development Act No. 11 of 2015)

VACANCY ANNOUNCEMENT
Ref: ZMSA/HR/04/2027

The Zambia Mineral Safety Authority invites applications from suitably qualified Zambian citizens to fill the following vacant positions at its Copperbelt Regional Office in Kitwe and North-Western Regional Office in Solwezi:

INSPECTOR OF MINES / SENIOR INSPECTOR OF MINES (MECHANICAL) – ZMSA 5/ZMSA 4 (3 POSITIONS)
Directorate: Mines Safety
Reports to: Chief Inspector of Mines (Regional)

JOB PURPOSE
To enforce compliance with mining safety, health and environmental legislation in underground and open pit operations through inspections, investigation of accidents and dangerous occurrences, and approval of mechanical installations.

QUALIFICATIONS AND EXPERIENCE
- Grade Twelve (12) School Certificate with five (5) O-levels with credit or better in English and Mathematics
- Bachelor's Degree in Mechanical Engineering or Mining Engineering
- Registration with the Engineering Institution of Zambia (EIZ) and the Engineers Registration Board
- Minimum five (5) years' experience in a mining environment, three (3) of which in a supervisory position (Senior Inspector: eight (8) years)
- Valid driving licence

The Authority offers attractive conditions of service.

KEY RESPONSIBILITIES`,
  },
  {
    id: 'henna-artist-rozee-lahore-bracket-private-limited-second-language',
    half: 'tune',
    title: 'Henna Artist',
    company: 'Mehndi Lane (Private) Limited',
    text: `ROZEE.PK
Jobs   Companies   Career Advice   Post a Job   Login

Henna Artist (Bridal)
Mehndi Lane (Private) Limited
Lahore, Pakistan
Posted Mar 18, 2027   |   Apply Before Apr 10, 2027

Apply Now   Save   Share

Job Description
Mehndi Lane is Lahore's leading bridal mehndi studio with 3 branches (Gulberg, DHA Phase 6 and Johar Town) and home service booking in all over Lahore and Islamabad. We are looking for talented and punctual Henna Artists who can make fine Arabic, Indo-Pak and Moroccan designs with own cones. Portfolio of bridal work is must.

Job Details
Industry: Beauty / Fitness / Spa Services
Functional Area: Beautician / Hair Stylist
Total Positions: 4 Posts
Job Shift: Flexible (wedding season evenings)
Job Type: Full Time/Permanent
Job Location: Lahore, Pakistan
Minimum Education: Matriculation
Career Level: Experienced Professional
Minimum Experience: 2 Years
Salary Range: PKR 55,000 - 90,000/Month + Commission

Responsibilities:`,
  },
  {
    id: 'dynamic-positioning-operator-agency-email-bergen-client-named-position-line-dash-vessel-second-language',
    half: 'unseen',
    title: 'Dynamic Positioning Operator, Platform Supply Vessel',
    company: 'Brage Offshore AS',
    text: `From: Sigrid Nøstdal <sigrid.nostdal@example.com>
To: Tomasz Wrona <t.wrona@example.org>
Date: 15 March 2027 09:31
Subject: DPO opportunity – Brage Offshore – rotation 4/4

Hi Tomasz,

Thank you for the talk on phone today. As promised, here are the details of the position I mentioned. My client is Brage Offshore AS, a Norwegian shipowner with 9 platform supply vessels working on the Norwegian Continental Shelf for the major operators.

Position: Dynamic Positioning Operator (DPO) – Platform Supply Vessel
Vessel: MV Brage Saga (DP2, built 2014, UT 776)
Rotation: 4 weeks on / 4 weeks off, crew change in Bergen (Ågotnes)
Salary: NOK 780 000 – 860 000 per year + offshore allowance, Norwegian tariff
Start: 1 May 2027

Client requires:
- DP Unlimited certificate (Nautical Institute), minimum 1 year as DPO on DP2
- STCW II/1 Certificate of Competency, valid offshore medical
- Experience with anchor handling or supply operations in North Sea is plus

Brage Offshore AS is the employer, we are only recruiting on their behalf. If you are interested, please send me updated CV and copies of certificates before Friday.

Best regards
Sigrid Nøstdal
Senior Consultant, Marine
Fjordline Crew Partners AS
+47 55 55 01 23`,
  },
  {
    id: 'prompt-engineer-workable-nicosia-dash-specialty-second-language',
    half: 'tune',
    title: 'Prompt Engineer, Greek Language Models',
    company: 'Lemnic AI Ltd',
    text: `Lemnic AI
View website   Jobs

Prompt Engineer – Greek Language Models
Nicosia, Nicosia, Cyprus   Engineering   Full time   Hybrid

Apply for this job

Description
Lemnic AI is small AI studio in Nicosia which is building assistants for banks, shipping companies and the public sector in Greece and Cyprus. Our product understands Greek (also the Cypriot dialect!) much better than the general models, because we evaluate and tune everything with native speakers.

We are searching a Prompt Engineer to design, test and maintain the prompts, evaluation sets and guardrails of our Greek models. You will work together with our 3 ML engineers and with the linguists team, and you will be the first person who the clients call when an answer sounds "not Greek enough".

Lemnic AI Ltd, registered in Cyprus (HE 412233).

Requirements
- Native or near-native Greek and fluent English
- 2+ years with LLM applications (prompting, RAG, evaluation)
- Python, and some experience with an eval framework

Responsibilities`,
  },
  {
    id: 'candle-maker-careers-page-riga-about-us-first-form-before-quotes-second-language',
    half: 'unseen',
    title: 'Candle Maker',
    company: 'SIA Vaska Darbnīca',
    text: `Vaska Darbnīca
Shop   Our story   Workshops   Wholesale   Careers   LV | EN

Our story
It started in 2011 in a small cellar in Āgenskalns, when our founder Ilze poured her first soy candles for the Christmas market in the Old Town. Today we are a team of 23 people and our candles, made from Latvian beeswax and rapeseed wax, are sold in 14 countries and in the best design shops of Riga, Stockholm and Berlin. Everything is still hand poured, in our workshop in the old factory building in Sarkandaugava.

SIA “Vaska Darbnīca”, reg. Nr. 40003123456, Rīga

Careers

Candle Maker (Sveču meistars/-e)
Full time · Rīga, Sarkandaugava · From 1 June
Salary: 1300–1550 EUR bruto per month

We are looking for a Candle Maker who will pour, wick, finish and pack our candles, and help to develop new scents for the autumn collection. Experience from candle, soap or cosmetics production is welcome, but the most important is careful hands and the love for details.

We offer: stable job in a growing Latvian brand, staff discount, health insurance after trial period, and quiet summers (our busy season is September–December).

What you will do`,
  },
  {
    id: 'clinical-sas-programmer-naukri-bengaluru-grade-second-language',
    half: 'tune',
    title: 'Clinical SAS Programmer II',
    company: 'Medvantis Clinical Research India Pvt. Ltd.',
    text: `naukri.com
Jobs   Companies   Services   Login   Register   For employers

Clinical SAS Programmer II
Medvantis Clinical Research India Pvt. Ltd.
3.8 ★  212 Reviews
3 - 6 years   |   ₹ 9-15 Lacs P.A.   |   Bengaluru (Whitefield)
Send me jobs like this
Posted: 2 days ago   Openings: 6   Applicants: 100+
Register to apply   Login to apply

Job highlights
• 3+ years of experience in clinical SAS programming of SDTM and ADaM datasets
• Hybrid mode - 3 days work from office in Whitefield, Bengaluru

Job description
Greetings from Medvantis!!
We are hiring for Clinical SAS Programmer II for our Biometrics unit, supporting Phase I-III oncology and vaccine studies for global sponsors. Immediate joiners or candidates with 30 days notice period are preferred.

Role: Clinical Data Programmer
Industry Type: Pharmaceutical & Life Sciences
Department: Research & Development
Employment Type: Full Time, Permanent
Role Category: Clinical Research

Education
UG: B.Pharma, B.Sc in Any Specialization
PG: M.Sc in Statistics, M.Pharma

Roles and Responsibilities`,
  },
  {
    id: 'wheelwright-newspaper-classified-lancaster-county-neighbours',
    half: 'unseen',
    title: 'Wheelwright',
    company: 'Stoltzfoos Carriage Works LLC',
    text: `LANCASTER FARMING · CLASSIFIEDS                         Section C, Page 27

0310 AUCTIONS
FARM EQUIPMENT CONSIGNMENT SALE, Sat. April 10, 8 AM, Gap, Pa. Wagons, sprayers, horse-drawn forecart, tack. Lunch stand.

0360 FOR SALE — LIVESTOCK
REGISTERED Belgian mare, 7 yrs, broke to all farm work, 717-555-0186.

0410 HELP WANTED
WHEELWRIGHT WANTED. Established carriage & buggy shop seeks wheelwright or experienced woodworker willing to learn the trade. Steam-bent hickory felloes, spoke turning, hub boring, steel tire setting. Full time, Mon.-Fri., no Sundays. Pay based on experience. Stoltzfoos Carriage Works LLC, 2215 Old Philadelphia Pike, Gordonville, PA. Leave message 717-555-0142.

0450 SERVICES
HOOF TRIMMING, dairy & beef, chute on trailer. Call 717-555-0120.

0470 WANTED TO BUY
Old cast-iron cider press, any condition. 717-555-0163.`,
  },
  {
    id: 'site-acquisition-specialist-successfactors-davao-bracket-type-dash-place-second-language',
    half: 'tune',
    title: 'Site Acquisition Specialist',
    company: 'Tanglaw Towers Infrastructure, Inc.',
    text: `Tanglaw Towers Careers
Search Jobs   Talent Community   Sign In   English (United States) ▾

Site Acquisition Specialist (Contractual) - Mindanao

Date: Mar 15, 2027
Location: Davao City, Davao del Sur, PH
Company: Tanglaw Towers Infrastructure, Inc.

Apply now »

Tanglaw Towers is an independent tower company building and operating telecom towers for the mobile network operators all over the Philippines. Since 2019 we rolled out more than 3,800 towers and we are targeting 2,000 new build-to-suit sites in Mindanao for the next two years.

We are looking for Site Acquisition Specialist who will lead the search, negotiation and permitting of new tower sites in Davao Region and SOCCSKSARGEN, from the first lessor meeting up to the barangay clearance and building permit.

Employment: Project-based, 12 months, renewable
Compensation: Basic + transportation and communication allowance, HMO from day 1

Qualifications:
- Graduate of any 4-year course, preferably Engineering, Real Estate or Law
- At least 2 years in site acquisition or right-of-way for telco, power or real estate
- Willing to travel in Mindanao, with own motorcycle and valid driver's license

Key Responsibilities:`,
  },
  {
    id: 'key-grip-facebook-group-quezon-city-plural-capitals-page-name-second-language',
    half: 'unseen',
    title: 'Key Grip',
    company: 'Bituin Pictures Inc.',
    text: `Pinoy Film & TV Crew Jobs
Private group · 48.2K members

Bituin Pictures
Admin · 2h · 🌐

📣 CALLING ALL KEY GRIPS 📣

Hi mga ka-crew! Bituin Pictures is looking for KEY GRIPS for our upcoming 10-episode drama series shooting in Batangas and Metro Manila this May–July 🎬

Requirements:
✅ At least 3 years as key grip or best boy grip in TV series / features
✅ Knowledge in dolly, jib, car rigs and rain towers
✅ Own basic tools is a plus
✅ Willing to do lock-in tapings

Rate: depends on experience, per day + OT, with meals & transpo
Pls send your CV and credits to crew@example.com or PM this page.

Bituin Pictures Inc. | Quezon City

👍❤️ 214   86 comments   19 shares
Like   Comment   Share

Most relevant
Jomar Dizon
Interested po! PM sent.
Bituin Pictures
@Jomar Dizon thanks po, pls email us also your credits list 🙏`,
  },
  {
    id: 'agriscience-teacher-school-district-texas-dash-school',
    half: 'tune',
    title: 'Agriscience Teacher',
    company: 'Pecan Bayou Independent School District',
    text: `Pecan Bayou Independent School District
Human Resources • Employment Opportunities

Posting ID: 2027-0314
Position Title: Agriscience Teacher – Pecan Bayou High School
Position Type: Teacher - Secondary / Career & Technical Education
Date Posted: 3/1/2027
Location: Pecan Bayou High School
Closing Date: Until filled
Pay Grade/Range: Teacher Pay Scale, $52,500 starting + $3,000 Ag stipend; 226 days
Reports To: Campus Principal; CTE Director

Qualifications:
- Bachelor's degree from an accredited university
- Valid Texas teaching certificate: Agricultural Science and Technology 6–12
- Willing to serve as FFA Advisor and supervise SAE projects, livestock shows and CDE teams
- Valid Texas driver's license; ability to tow a livestock trailer preferred

Primary Purpose:
To provide students with instruction in agriculture, food and natural resources that prepares them for college and careers, and to run a strong, student-led FFA chapter.

Major Responsibilities and Duties:`,
  },
  {
    id: 'bus-conductor-topjobs-matara-capitals-plural-second-language',
    half: 'unseen',
    title: 'Bus Conductor',
    company: 'Ruhuna Express Transit (Pvt) Ltd',
    text: `topjobs.lk
Home | Jobs | Employers | Job Seekers | Post a Vacancy | Contact

Vacancies > Logistics / Transport

BUS CONDUCTORS
Ruhuna Express Transit (Pvt) Ltd
Matara / Colombo
Opening Date: 12-Mar-2027   Closing Date: 26-Mar-2027
Job Ref No: 0000987654

View vacancy   Apply Online   Print   Send to friend

RUHUNA EXPRESS TRANSIT (PVT) LTD
Luxury A/C Intercity Bus Service — Matara · Galle · Colombo (Southern Expressway)

We are expanding our fleet with 12 new A/C buses and invite applications from energetic young men and women for the post of

BUS CONDUCTOR

Qualifications
- G.C.E. (O/L) passed with 6 passes including Mathematics
- Age between 20 – 40 years
- Good communication in Sinhala and English, Tamil is an added advantage
- Valid conductor licence issued by the NTC is compulsory

We offer
- Attractive salary + daily allowance + trip incentives
- EPF/ETF, uniform, accommodation at Matara and Maharagama depots

Duties`,
  },
  {
    id: 'pedorthist-icims-bloomington-credential-bracket',
    half: 'tune',
    title: 'Certified Pedorthist',
    company: 'Northstar Foot & Orthotic Labs, LLC',
    text: `Careers Home   |   Search Jobs   |   Join Our Talent Community   |   Log In

Certified Pedorthist (C.Ped)

Job Locations   US-MN-Bloomington
ID   2027-2291
Category   Clinical - Orthotics & Prosthetics
Position Type   Full-Time
Shift   Days

Overview
Northstar Foot & Orthotic Labs, LLC is a family-owned orthotic lab and pedorthic clinic group with 7 locations in the Twin Cities and western Wisconsin. For 31 years we've fabricated custom foot orthoses, shoe modifications and diabetic footwear for podiatrists, orthopedic surgeons and wound care clinics across the Upper Midwest.

We're looking for a Certified Pedorthist to see patients in our Bloomington clinic four days a week and support our central fabrication lab one day a week.

Pay range: $27.00 - $35.00 per hour, depending on credentials and experience. Full-time team members receive medical, dental and vision coverage, a 401(k) with match, 15 days PTO, and CEU reimbursement.

Northstar is an Equal Opportunity Employer, including disability and veterans.

Responsibilities`,
  },
  {
    id: 'foreign-service-officer-ministry-bulletin-lilongwe-capitals-bracket-grade-second-language',
    half: 'unseen',
    title: 'Foreign Service Officer',
    company: 'Ministry of External Relations and Diaspora Affairs',
    text: `REPUBLIC OF MALAWI
MINISTRY OF EXTERNAL RELATIONS AND DIASPORA AFFAIRS
P.O. Box 555, Lilongwe 3

VACANCIES

The Ministry of External Relations and Diaspora Affairs wishes to recruit suitably qualified Malawians to fill the following vacant posts in the Foreign Service:

POST: FOREIGN SERVICE OFFICER (GRADE P8) – 10 POSTS
Department: Protocol and Consular Services / Political Affairs / Economic Diplomacy
Duty Station: Headquarters, Capital Hill, Lilongwe, with posting to Missions abroad after the probation period

PURPOSE OF THE JOB
To assist in the formulation and implementation of Malawi's foreign policy, promote trade, investment and tourism, and provide consular services to Malawians abroad.

QUALIFICATIONS AND EXPERIENCE
Applicants must possess a Bachelor's Degree in International Relations, Political Science, Law, Economics or related field from a recognised university. Knowledge of French or Portuguese will be an added advantage.

Applicants should be prepared to serve in any of Malawi's Missions abroad and shall undergo security vetting.

MAIN DUTIES AND RESPONSIBILITIES`,
  },
  {
    id: 'chorus-artist-careers-page-tallinn-about-us-first-form-before-dash-voice-part-second-language',
    half: 'tune',
    title: 'Chorus Artist, Tenor II',
    company: 'SA Tallinna Muusikateater',
    text: `Tallinna Muusikateater
Kava | Piletid | Teater | Haridus | Karjäär | EN

About the theatre
Tallinna Muusikateater was founded in 1956 as the operetta stage of the city and today it is a repertory house for opera, operetta and musicals with around 180 performances in the season. Our chorus of 36 singers is the heart of every production, from Die Fledermaus to new Estonian operas, and it also tours to Finland and Latvia every spring.

SA Tallinna Muusikateater (registrikood 90001234) is a foundation established by the city.

Vacancies

Chorus Artist – Tenor II
Permanent contract, full time · Start 15 August 2027 · Tallinn
Audition: 12 May 2027

We are looking for a Tenor II (second tenor) to join our chorus. The chorus artist sings in all productions of the season, also small solo parts and stage movement when it is needed. Rehearsals are in Estonian, but the director and most of colleagues speak English and Russian too.

We offer: monthly salary from 2150 EUR brutto, 35 days of holiday, free tickets, health days and support for voice lessons.

Audition programme: one aria of your choice, one song in Estonian or your mother language, sight-reading.

Duties`,
  },
  {
    id: 'wagon-inspector-hh-tashkent-bilingual-quoted-form-after-second-language',
    half: 'unseen',
    title: 'Wagon Inspector',
    company: 'Temiryoʻl Servis Vagon MChJ',
    text: `hh.uz
Ish izlovchilarga   Ish beruvchilarga   Kirish   Rezyume yaratish

Vagon nazoratchisi / Wagon Inspector
8 000 000 – 11 000 000 soʻm on hand
«Temiryoʻl Servis Vagon» MChJ
Toshkent, Chilonzor tumani

Required work experience: 1–3 years
Full time, shift schedule

Respond   ♡

«Temiryoʻl Servis Vagon» MChJ is private company for maintenance and repair of freight wagons, working on the depots of Tashkent, Kokand and Bukhara. We make inspection, current repair and depot repair of gondola cars, tank cars and hopper cars.

We are looking for Wagon Inspector to our Chuqursoy depot, for technical inspection of trains on arrival and departure.

Requirements:
- secondary special (technical) education, specialty railway wagons
- experience in wagon inspection point (PTO) is preferred
- knowledge of Uzbek and Russian, English for reading documentation of new wagons is plus

Conditions:
- official employment, shift 12 hours (day/night), special clothing
- transport from metro Chilonzor, lunch

Duties:`,
  },
  {
    id: 'tyre-builder-taleo-karawang-requisition-hyphen-form-before-second-language',
    half: 'tune',
    title: 'Tyre Builder',
    company: 'PT Sumber Karet Nusantara Tbk',
    text: `Job Description
Tyre Builder-2700512

Job Title: Tyre Builder
Primary Location: Indonesia-West Java-Karawang
Organization: Plant Operations
Schedule: Full-time
Shift: Rotating (3 shifts)
Job Posting: Mar 11, 2027, 8:00:00 AM
Unposting Date: Apr 10, 2027, 11:59:00 PM

Apply Online   Add to My Job Cart   Send to a Friend

PT Sumber Karet Nusantara Tbk is one of the biggest tyre manufacturer in Indonesia, producing passenger car radial (PCR), truck and bus radial (TBR) and motorcycle tyres for domestic market and for export to more than 60 countries. Our Karawang plant is operating 24 hours with 4,100 employees.

We are looking Tyre Builder (Operator Building) for our PCR building department.

Requirements:
- Male/Female, max. 30 years old
- Minimum SMA/SMK, all majors
- Experience as building operator in tyre or rubber factory is preferred
- Healthy, not colour blind, willing to work in shift

Job Responsibilities:`,
  },
  {
    id: 'chalet-host-agency-email-verbier-client-unnamed-subject-title-second-language',
    half: 'unseen',
    title: 'Chalet Host',
    company: 'Altitude Saisonniers Sàrl',
    text: `From: Léa Perrin <lea.perrin@example.com>
To: Jamie Ward <jamie.ward@example.org>
Date: 22 August 2027 16:47
Subject: Chalet Host – Verbier – winter 2027/28 – CHF 2'600 net + tips

Hello Jamie,

I saw your profile on our website, you made a season in Morzine as chalet host so I think you can be interested.

One of our clients, a private chalet operator with 4 luxury chalets in Verbier (8 to 14 guests each), is looking chalet hosts for the coming winter season, from 1st December until end of April.

What they offer
- CHF 2'600 net per month + tips (usually 300–600 per month)
- Staff accommodation in Le Châble, ski pass 4 Vallées and ski hire
- Permit L is done by our office

Requirements
- Cooking for canapés, afternoon cake and 3 course dinner 5 nights per week
- English fluent, French is a plus
- Driving licence (the chalets have a car for shopping)

If it is interesting for you, answer me with your CV and a sample menu, and I organise a video call with the client.

Kind regards,
Léa Perrin
Recruitment Consultant
Altitude Saisonniers Sàrl
Rue du Simplon 12, 1920 Martigny
+41 27 555 01 90`,
  },
  {
    id: 'tobacco-grader-vacancymail-harare-plural-count-bracket-season-bare-header',
    half: 'tune',
    title: 'Tobacco Grader',
    company: 'Mashonaland Leaf Processors (Private) Limited',
    text: `Vacancymail
Jobs   Employers   Post a Job   Career Advice   Login

Home » Jobs » Agriculture » Tobacco Graders x 20 (Seasonal)

Tobacco Graders x 20 (Seasonal)
Mashonaland Leaf Processors
Harare
Expires: 31 Mar 2027

Apply Now   Share

Mashonaland Leaf Processors (Private) Limited is a leading tobacco merchant and processor, buying flue-cured Virginia tobacco through contract growing and the auction floors. We are recruiting seasonal Tobacco Graders for the 2027 marketing season at our Southerton processing factory.

Duration: April – October 2027 (fixed term)
Remuneration: As per NEC for the Tobacco Industry, plus overtime and transport allowance

Requirements
- Tobacco grading certificate from a recognised training institution
- At least two seasons of grading experience on a processing line or auction floor
- Good eyesight and colour perception
- Ability to work long hours during peak intake

Key Responsibilities`,
  },
  {
    id: 'demographer-linkedin-post-dakar-bracket-second-language',
    half: 'unseen',
    title: 'Demographer',
    company: 'Sahel Population Insights SARL',
    text: `Aminata Diallo • 2nd
Directrice Générale at Sahel Population Insights | Demography, data for public policy
1d • 🌐

🌍 We are hiring! Sahel Population Insights is looking for a Demographer (population projections & census analysis) to join our team in Dakar.

Since 2018 we support ministries, municipalities and NGOs in Senegal, Mali, Niger and Mauritania with population data they can really use: projections, census and DHS analysis, small-area estimates for health and education planning.

✔️ Master or PhD in demography, statistics or economics
✔️ 3+ years with R or Stata, ideally also Spectrum/DemProj
✔️ French and English (our working languages)
✔️ Based in Dakar (Mermoz), with missions in the region

CDI, salary according to the profile, health insurance for you and your family.

👉 Apply by email: recrutement@example.com before 15 April. Please put "Demographer – SPI" in the subject.

Sahel Population Insights SARL | Dakar, Sénégal

#hiring #demography #Senegal #datascience #census
👍❤️ 312 · 27 comments · 58 reposts
Like   Comment   Repost   Send`,
  },
  {
    id: 'electroplater-personio-pforzheim-bilingual-gender-second-language',
    half: 'tune',
    title: 'Electroplater',
    company: 'Pforzheimer Oberflächentechnik GmbH & Co. KG',
    text: `Pforzheimer Oberflächentechnik GmbH & Co. KG
Jobs

Galvaniseur:in / Electroplater (m/w/d)
Vollzeit · Pforzheim · Unbefristet · Produktion

Jetzt bewerben

Über uns / About us
Since 1924 we are refining surfaces for the jewellery, watch and medical industry in Pforzheim. Gold, rhodium, palladium and silver electroplating, also PVD coating, for customers from Switzerland, Italy and Germany. We are 85 colleagues, a family company in 4th generation.

Because many of our team are from abroad, we publish this job also in English. German A2 is enough to start, we pay the language course.

Ihr Profil / Your profile
- Abgeschlossene Ausbildung als Oberflächenbeschichter:in or similar training in electroplating
- Experience with rack and barrel plating lines
- Careful work with chemicals and interest in bath analysis

Wir bieten / We offer
- 38,5-hour week, flexible start between 6 and 8 am
- Bike leasing, company pension, free drinks and fruit

Ihre Aufgaben / Your tasks`,
  },
  {
    id: 'bell-founder-careers-page-przemysl-about-us-first-bilingual-bare-header-second-language',
    half: 'unseen',
    title: 'Bell Founder',
    company: 'Ludwisarnia Bracia Kowal sp. j.',
    text: `Ludwisarnia Kowal
O nas | Dzwony | Realizacje | Zwiedzanie | Kariera | Kontakt | EN

About us
Our family is casting bells in Przemyśl since 1808, for seven generations. More than 6,000 bells from our foundry are ringing in churches, town halls and on ships in Poland, Ukraine, USA and Brazil. Every bell is still cast in loam moulds in the old way, and tuned by ear and with an electronic analyser.

Ludwisarnia Bracia Kowal sp. j., ul. Mostowa 4, 37-700 Przemyśl, NIP 795-555-12-34

Career
We are looking for:

Odlewnik dzwonów / Bell Founder (apprentice position possible)
Place: Przemyśl, our foundry
Employment: umowa o pracę, full time
Salary: 5 800 – 7 500 PLN brutto, depend on experience

The work of bell founder is hard and hot, but very unique. You will prepare the loam moulds and the false bell, melt and pour the bronze, and finish the bells together with our master. Experience from a foundry, a forge or sculpture is welcome; we teach the rest.

What you will do`,
  },
  {
    id: 'assistant-racehorse-trainer-careers-in-racing-middleham-bare-header',
    half: 'tune',
    title: 'Assistant Trainer',
    company: 'Middleham Moor Racing Ltd',
    text: `Careers in Racing
Find a job   Training & courses   Working in racing   Employers   Sign in

Jobs > Racehorse trainers' yards > Assistant Trainer

Assistant Trainer
Middleham Moor Racing
Middleham, North Yorkshire
Salary: £32,000 - £36,000 per annum + house
Job type: Full time, Permanent
Closing date: 16/04/2027

Apply now   Save job   Share

Middleham Moor Racing Ltd is a dual-purpose yard of 65 horses in the heart of Middleham, with four Cheltenham Festival winners in the last five years and a growing Flat string. We are looking for an Assistant Trainer to support the trainer in the day-to-day running of the yard and on racedays.

The successful candidate will have at least three years' experience in a senior role in a racing yard, be an accomplished rider out on the gallops, and hold a full driving licence (horsebox C1 an advantage).

A three-bedroom house in the village is provided.

The role`,
  },
  {
    id: 'airworthiness-inspector-authority-bulletin-entebbe-capitals-bracket-grade-second-language',
    half: 'unseen',
    title: 'Airworthiness Inspector',
    company: 'Uganda Aviation Safety Authority',
    text: `UGANDA AVIATION SAFETY AUTHORITY
Plot 5, Airport Road, P.O. Box 555, Entebbe

EXTERNAL ADVERTISEMENT

The Uganda Aviation Safety Authority (UASA) is a statutory body responsible for the safety oversight of civil aviation in Uganda. The Authority invites applications from qualified Ugandans for the following position:

JOB TITLE: AIRWORTHINESS INSPECTOR (AVIONICS) – UASA 4
Department: Flight Safety Standards
Reports to: Manager Airworthiness
Duty Station: Entebbe
Number of positions: 2
Terms: Permanent and pensionable after six (6) months probation

Job purpose
To carry out certification and surveillance of air operators, approved maintenance organisations and aircraft in accordance with the Civil Aviation Regulations and ICAO Annex 6 and Annex 8.

Qualifications and experience
- Bachelor's degree in Aeronautical Engineering, Avionics or Electrical Engineering, OR an Aircraft Maintenance Engineer's Licence (B2) with type ratings
- Minimum six (6) years' experience in aircraft maintenance, of which two (2) years in quality or inspection role

Key duties and responsibilities`,
  },
  {
    id: 'wire-drawing-operator-teamtailor-sandviken-dash-specialty-second-language',
    half: 'tune',
    title: 'Wire Drawing Operator, Fine Wire',
    company: 'Sandå Tråd AB',
    text: `Sandå Tråd
Jobs   Departments   Locations   People   Life at Sandå   Connect

Wire Drawing Operator – Fine Wire
Produktion · Sandviken · Shift work

Sandå Tråd AB produce precision wire of stainless steel and nickel alloys for medical devices, springs and the electronics industry. We are 210 employees in Sandviken and our products go to customers in 40 countries.

Now we look for a Wire Drawing Operator to our Fine Wire department, where we draw wire down to 0.025 mm in multi-die machines and anneal it in our own furnaces.

About the job
- Three-shift (06–14, 14–22, 22–06), rotating
- Permanent employment after 6 months probation, collective agreement with IF Metall
- Salary according to agreement + shift supplement

Who you are
- Experience from drawing, rolling or other process industry
- You can read drawings and use micrometer and other measuring tools
- Swedish or English in speech and writing

Your tasks`,
  },
  {
    id: 'toll-teller-newspaper-classified-bulacan-capitals-only-plural-second-language',
    half: 'unseen',
    title: 'Toll Teller',
    company: 'Luzon Skyway Operations Corporation',
    text: `CLASSIFIED ADS · HELP WANTED · Sunday, March 14, 2027                 B-9

URGENT HIRING!!!
TOLL TELLERS
(Male/Female, 50 slots)

LUZON SKYWAY OPERATIONS CORPORATION
Operator of the Northern Tollway Extension (Plaridel–Cabanatuan)

QUALIFICATIONS:
• At least 2nd year college level
• 18 to 30 years old
• With pleasing personality, honest and good in math
• Willing to work on shifting schedule incl. weekends & holidays
• Can start ASAP

Please bring the ff. requirements: resume with 2x2 picture, NBI Clearance, PSA birth certificate, SSS/PhilHealth/Pag-IBIG nos.

WALK-IN APPLICANTS: Mon–Fri, 8AM–3PM
LSOC Admin Building, Plaridel Toll Plaza, Bulacan
Look for Ms. Grace Villanueva / HR
Tel. (044) 555-0182

------------------------------------------------------------
FOR SALE: Lot 300 sqm, Malolos, clean title. Call 0917 555 0144
------------------------------------------------------------`,
  },
  {
    id: 'cricket-coach-bdjobs-dhaka-bracket-second-language',
    half: 'tune',
    title: 'Cricket Coach',
    company: 'Mirpur Pace Academy Ltd.',
    text: `bdjobs.com
Jobs   Employers   Training   Tender   Login   Register

Cricket Coach (Academy)
Mirpur Pace Academy Ltd.

Vacancy
2

Job Context
Mirpur Pace Academy is a private cricket academy with more than 300 trainees aged 8 to 22, many of them playing in divisional and age-level squads. We are looking for experienced Cricket Coach for our U-14 and U-16 programme at Mirpur and Purbachal grounds.

Employment Status
Full-time

Educational Requirements
Bachelor degree in any discipline. Diploma in Physical Education will get preference.

Experience Requirements
At least 4 years as coach in academy, club or school level

Additional Requirements
Age 28 to 45 years. Level 1 or Level 2 coaching certificate (BCB, ICC or ECB) is required.

Job Location
Dhaka (Mirpur)

Salary
Tk. 45000 - 70000 (Monthly)

Job Responsibilities`,
  },
  {
    id: 'doctoral-researcher-university-bulletin-savonlinna-faculty-line-bracket-second-language',
    half: 'unseen',
    title: 'Doctoral Researcher in Computational Linguistics',
    company: 'University of Saimaa',
    text: `University of Saimaa
Open positions

Doctoral Researcher in Computational Linguistics (fixed-term, 4 years)
Faculty of Philosophy, Department of Language Technology
Location: Savonlinna campus
Application period: 1.3.2027 – 31.3.2027 at 23:59 (UTC+2)

The University of Saimaa is a multidisciplinary university of 9,000 students and 1,400 staff on two campuses in Eastern Finland. Our research is focusing on language, forests and the lake environment.

The Department of Language Technology invites applications for a fully funded Doctoral Researcher position in the project "Low-resource Finnic languages in large language models: Karelian, Livvi and Veps", funded by the Research Council of Finland. The doctoral researcher will be a member of the Doctoral Programme in Humanities.

Salary: The salary is based on the university salary system (YPJ), job demands level 2 to 4, about 2,650 € per month at start and rising with the progress of the dissertation. A trial period of 6 months applies.

The position`,
  },
  {
    id: 'colour-matcher-recruitee-kortrijk-bracket-second-language',
    half: 'tune',
    title: 'Colour Matcher',
    company: 'Leievallei Dyeing NV',
    text: `Leievallei Dyeing
Jobs   About us   Sustainability   NL | EN | FR

Colour Matcher (Textile Dyeing)
Kortrijk, Belgium · Laboratory · Full-time · 3-5 years

Apply

Leievallei Dyeing NV is a commission dyehouse on the river Leie since 1952. We dye and finish yarns and fabrics for furniture, automotive and fashion clients in Belgium, France and Germany. Our colour laboratory makes more than 400 new recipes every month, with spectrophotometer and with the eye.

For our colour laboratory we search a Colour Matcher who can translate the wishes of the customer into a recipe that works in production, the first time.

Offer
- Permanent contract, day work (no shifts)
- Competitive salary with meal vouchers, group insurance and hospitalisation insurance
- Training on Datacolor and our lab robot

Profile
- Experience in colour matching for textiles (reactive, disperse or acid dyes)
- Good colour vision (test during interview)
- Dutch or French, and English

Your tasks`,
  },
  {
    id: 'field-glaciologist-x-thread-hofn-sentence-handle-legal-name-second-language',
    half: 'unseen',
    title: 'Field Glaciologist',
    company: 'Jökull Research ehf.',
    text: `Jökull Research @jokullresearch · 6h
We're hiring a field glaciologist for the 2027 melt season ❄️🇮🇸 6 months on Vatnajökull outlet glaciers: GNSS stakes, radar, weather stations, drone surveys. Based in Höfn, lots of fieldwork on ice. Details + apply 👉 example.com/jobs/field-glaciologist
#glaciology #Iceland #jobs #cryosphere
💬 14   🔁 96   ❤️ 301   📊 41K

Jökull Research @jokullresearch · 6h
Requirements: MSc in glaciology or geophysics, glacier travel + crevasse rescue training, driving licence (we drive F-roads every week). Icelandic not needed, but you must like wind 😅 Salary per collective agreement, housing in Höfn included.
💬 3   🔁 12   ❤️ 88

Jökull Research @jokullresearch · 6h
Who we are: Jökull Research ehf. — independent glacier monitoring for hydropower, roads and civil protection since 2014. Kt. 550614-1230. Applications close 20 April!
💬 1   🔁 9   ❤️ 64

Astrid Lindqvist @astrid_ice · 4h
Replying to @jokullresearch
Is it possible for a PhD student to do it as a gap year?

Jökull Research @jokullresearch · 3h
Replying to @astrid_ice
Yes, if you have the field experience. Send us a mail!`,
  },
  {
    id: 'bird-nest-cleaner-jobstreet-ipoh-bilingual-second-language',
    half: 'tune',
    title: 'Bird Nest Cleaner',
    company: 'Sarang Emas Walet Sdn. Bhd.',
    text: `JobStreet by SEEK
Job search   Profile   Career advice   Company reviews   Sign in   Employers site

Bird Nest Cleaner / Pencuci Sarang Burung (Walet)
Sarang Emas Walet Sdn. Bhd.
Ipoh, Perak
Manufacturing, Transport & Logistics (Production, Planning & Scheduling)
Full time
RM 1,700 – RM 2,400 per month
Posted 3d ago

Quick apply   Save

Sarang Emas Walet Sdn. Bhd. is a GMP and MeSTI certified edible bird nest processor in Ipoh, exporting to China and Hong Kong. Due to expansion we need many Bird Nest Cleaners for our cleaning room.

Requirement:
- Malaysian only
- Good eyesight and patience, able to sit long hours
- Experience in bird nest cleaning (picking feathers with tweezers) is advantage, fresher also welcome, training provided
- Able to read and write Bahasa Melayu or Chinese

Benefits:
- EPF, SOCSO, EIS
- Attendance allowance RM150, productivity incentive
- Air-conditioned working place, 5.5 days work

Job Scope:`,
  },
  {
    id: 'wood-turner-careers-page-detva-about-us-first-bilingual-second-language',
    half: 'unseen',
    title: 'Wood Turner',
    company: 'Drevotvar Podpoľanie s.r.o.',
    text: `Drevotvar Podpoľanie
Produkty | O nás | Výroba | Kariéra | Kontakt | SK / EN

About us
We are family woodturning company from Detva, in the middle of Podpoľanie, the region known for the fujara and wooden folk art. Since 1996 we produce turned components from beech, oak and ash: chair and table legs, balusters, handles for tools and kitchen, and wooden toys. 70 % of our production we export to Germany, Austria and Scandinavia.

Drevotvar Podpoľanie s.r.o., Partizánska 1123/4, 962 12 Detva, IČO: 36 555 123

Career

Sústružník dreva / Wood Turner
Place of work: Detva
Type of employment: full-time, 1-shift
Start date: by agreement
Salary: from 1 250 EUR brutto/month + bonuses for quality and performance

We search for a wood turner for our CNC and manual lathes. You don't need to be a programmer, but you need to know the wood: how it moves, where it cracks, and how to sharpen a gouge. Candidates from Ukraine and Serbia are welcome, we help with the documents.

Work content:`,
  },
  {
    id: 'lasting-operator-smartrecruiters-felgueiras-bilingual-bare-header-second-language',
    half: 'tune',
    title: 'Lasting Operator',
    company: 'Calçado Sousa & Filhos, Lda.',
    text: `Calçado Sousa & Filhos

Operador(a) de Montagem / Lasting Operator
Felgueiras, Porto, Portugal
Full-time

I'm interested   Share

Company Description
Calçado Sousa & Filhos, Lda. is a footwear factory founded in 1979 in Felgueiras, the capital of Portuguese shoes. We produce Goodyear welted and Blake men's shoes and boots for premium brands in Europe, Japan and USA. We are 190 people and we make 38,000 pairs per month.

Job Description
For our lasting section we are looking for a Lasting Operator with experience in toe lasting and side/seat lasting machines (Cerim, Molina & Bianchi). Many of our team are from Brazil, Cape Verde and Nepal, so we write this offer in English too.

- Contrato sem termo after the experimental period
- Salary: 1 050 € – 1 300 € x 14 + subsídio de alimentação
- Day shift, Monday to Friday, 08:00–17:00

Main tasks:`,
  },
  {
    id: 'mashgiach-direct-email-marrakech-position-line-bracket-gloss-second-language',
    half: 'unseen',
    title: 'Mashgiach',
    company: 'Riad Mellah Hospitality SARL',
    text: `From: Riad Mellah – Direction <direction@example.com>
To: Yosef Amar <y.amar@example.org>
Date: 4 March 2027, 10:12
Subject: Your application – kosher kitchen Marrakech

Dear Mr. Amar,

Thank you for your email and for the CV we received with the recommendation of the community in Casablanca. We are happy to send you the details of the position, as you asked.

Position: Mashgiach (Kosher Supervisor) – full-time, resident
Employer: Riad Mellah Hospitality SARL
Place: Riad Mellah, Mellah quarter, Marrakech Médina, Morocco
Start: 1 April 2027 (before Pesach)
Salary: 14,000 MAD net monthly + room in the riad + meals

Our riad is a 22-room boutique hotel in the old Jewish quarter of Marrakech, with a kosher meat restaurant of 60 covers. We receive many groups from France, Israel and USA, especially for the hiloula season and Pesach.

Requirements:
- Certificate of mashgiach from a recognised rabbinate, shomer Shabbat
- Experience in hotel or catering kitchen, checking of vegetables and meat deliveries
- French or English, Hebrew is a plus

Best regards,
Karim Benali
General Manager
Riad Mellah Hospitality SARL
+212 524 55 50 12`,
  },
  {
    id: 'sailing-instructor-kariera-lefkada-bracket-licence-dash-season-second-language',
    half: 'tune',
    title: 'Sailing Instructor',
    company: 'Aegean Sail School I.K.E.',
    text: `kariera.gr
Θέσεις εργασίας   Εταιρείες   Συμβουλές   Σύνδεση   Εγγραφή

Sailing Instructor (RYA Dinghy) – Season 2027
Aegean Sail School I.K.E.
Lefkada, Ionian Islands
Seasonal · Full-time
Posted: 2 weeks ago

Apply   Save

Aegean Sail School I.K.E. is an RYA recognised training centre in Nidri, Lefkada, with 40 dinghies, 12 catamarans and windsurf. Every summer we teach more than 1,500 children and adults from UK, Netherlands, Germany and of course Greece.

For the season May to October we look for Sailing Instructors for dinghy and small keelboat courses.

What we offer:
- 1,100–1,400 € net per month depending on qualification
- Shared accommodation near the base, insurance (EFKA), lunch on working days
- Friendly international team and the best sunset of Ionian

Requirements:
- RYA Dinghy Instructor or equivalent (World Sailing, Hellenic Sailing Federation)
- Powerboat Level 2 and First Aid
- Fluent English, Greek or German is a plus

Your role:`,
  },
  {
    id: 'coastguard-watch-officer-call-for-applications-malta-second-language',
    half: 'unseen',
    title: 'Coastguard Watch Officer',
    company: 'Malta Maritime Search and Rescue Agency',
    text: `MALTA MARITIME SEARCH AND RESCUE AGENCY

CALL FOR APPLICATIONS
Ref: MMSRA/CFA/03/2027

Post of Coastguard Watch Officer in the Malta Maritime Search and Rescue Agency

1. The Chief Executive Officer, Malta Maritime Search and Rescue Agency, invites applications for the post of Coastguard Watch Officer in the Agency's Rescue Coordination Centre at Ħal Far.

Terms and Conditions
2.1 This appointment is subject to a probationary period of one (1) year.
2.2 The salary for the post of Coastguard Watch Officer is Salary Scale 10, which in the year 2027 is €22,960 per annum, rising by annual increments of €466.00 up to a maximum of €26,689.
2.3 The post is on a 24/7 watch roster (12-hour shifts, days and nights, including public holidays), with a shift allowance of 20% of the basic salary.
2.4 The selected candidates will have to follow and pass the GMDSS and the IAMSAR course within the first year.

Eligibility Requirements
3.1 Candidates must be citizens of Malta or of a Member State of the European Union, and proficient in the Maltese and English languages.
3.2 Candidates must be in possession of a recognised qualification at MQF Level 4 in a maritime or related subject, or a Certificate of Competency as Officer of the Watch (STCW II/1).

Duties
4.1 The duties of a Coastguard Watch Officer include:`,
  },
  {
    id: 'gutter-installer-jazzhr-columbus-franchisee-dash-type-pay',
    half: 'tune',
    title: 'Gutter Installer',
    company: 'Buckeye Roofline Services LLC',
    text: `LeafLine Gutters of Central Ohio
Current Openings

Gutter Installer - Full Time - $22-$28/hr
Columbus, OH · Installation · Full Time

Apply Now

Description
LeafLine Gutters of Central Ohio is independently owned and operated by Buckeye Roofline Services LLC, a franchisee of LeafLine Gutters Franchising, Inc. All hiring decisions are made by Buckeye Roofline Services LLC.

We're a crew of 14 installers, estimators and office staff who hang seamless 5" and 6" aluminum gutters and gutter guards on homes across Franklin, Delaware and Licking counties. Busy season runs March through November, and we keep full-timers working through the winter on guards and repairs.

Why you'll like it here:
- $22-$28/hr based on experience, paid weekly
- Overtime spring through fall
- Company truck for crew leads
- Health, dental, 401(k) with 3% match

What we need:
- Comfortable on ladders up to 40 ft and on walkable roofs
- Valid driver's license and a clean MVR

What you'll do:`,
  },
  {
    id: 'ballet-dancer-instagram-tucuman-sentence-plural-footer-second-language',
    half: 'unseen',
    title: 'Ballet Dancer',
    company: 'Fundación Danza del Norte',
    text: `danzadelnorte.tuc
San Miguel de Tucumán

[Image: AUDICIÓN · AUDITION 2027 — BAILARINES / DANCERS]

danzadelnorte.tuc 🩰 AUDICIÓN / AUDITION 2027 🩰
¡Buscamos bailarines para la compañía! / We are looking for ballet dancers (2 women, 2 men) for our company, season 2027–2028 ✨

📅 Saturday 17 April, 10 hs — class + variation
📍 Our studio, Calle 24 de Septiembre 900, Tucumán
👤 18–28 years, strong classical technique, contemporary experience is plus
💶 Contract of 10 months, monthly salary + tours in Argentina and Chile
📩 Send CV, photos (1st arabesque, à la seconde) and video link to audiciones@example.com before 5 April

Fundación Danza del Norte — Compañía de Ballet de Tucumán
#audicion #audition #ballet #balletdancer #tucuman #argentina

❤️ 1,204 likes
View all 63 comments
2 days ago`,
  },
  {
    id: 'dramatherapist-nhs-jobs-halifax-dash-band',
    half: 'tune',
    title: 'Dramatherapist',
    company: 'Pennine Moorland NHS Foundation Trust',
    text: `NHS Jobs
Search for jobs   Sign in   Help

Dramatherapist - Band 7
Pennine Moorland NHS Foundation Trust

Reference number: 345-CAMHS-27-0456
Job locations: Moorview CAMHS, Halifax, HX1 5ZZ
Salary: £47,810 to £54,710 a year pro rata
Contract: Permanent
Working pattern: Full time, Part time, Flexible working
Closing date: 20 April 2027

Apply now

Job overview
We are looking for an HCPC-registered Dramatherapist to join our Children and Young People's Mental Health Service in Calderdale. You will offer individual and group dramatherapy to young people with complex trauma, eating disorders and emerging personality difficulties, working alongside psychologists, psychiatrists and family therapists in a friendly multidisciplinary team.

We welcome applications from experienced dramatherapists and from those ready to step up to Band 7, and we offer regular clinical supervision from a senior arts psychotherapist.

Main duties of the job`,
  },
  {
    id: 'aquascaper-careers-page-osaka-about-us-first-two-script-name-second-language',
    half: 'unseen',
    title: 'Aquascaper',
    company: 'Mizukusa Design K.K.',
    text: `MIZUKUSA DESIGN
Works   Shop   Aquarium Maintenance   Company   Recruit   JP / EN

Company
Mizukusa Design K.K. (株式会社水草デザイン) was founded in 2009 in Osaka by an aquascaping contest winner and his sister. We design, build and maintain nature aquariums for hotels, clinics, offices and private homes in Kansai area. Also we have a showroom in Kitahama with 40 tanks, open for visitors on weekends.

Recruit

水景クリエイター / Aquascaper
Employment: Full-time (正社員), 3 months trial period
Location: Osaka (Kitahama showroom) and visits in Kansai area
Salary: ¥260,000 – ¥340,000 per month + bonus 2 times per year
Holiday: 2 days per week (Wednesday and one other), 115 days per year
Transport fee paid, social insurance complete

We are looking for a new Aquascaper who loves plants and fish, to make layouts and to maintain the tanks of our clients. Japanese conversation level (N3 or more) is necessary because of the client visits.

Job description`,
  },
  {
    id: 'atm-service-engineer-zoho-recruit-chennai-bracket-second-language',
    half: 'tune',
    title: 'ATM Service Engineer',
    company: 'Deccan Cash Automation Pvt. Ltd.',
    text: `Deccan Cash Automation Pvt. Ltd. — Careers
Jobs   |   About Us   |   Login

ATM Service Engineer (Multi-vendor)

Job Opening ID: ZR_1287_JOB
Industry: Banking / BFSI Services
City: Chennai
State/Province: Tamil Nadu
Country: India
Work Experience: 1-4 years
Salary: ₹ 2.8 – 4.2 LPA + petrol allowance + incentives
Date Opened: 03/11/2027
Job Type: Full time

I'm interested

Job Description
Deccan Cash Automation is a managed services provider for ATMs, cash recyclers and passbook printers for more than 20 banks. We maintain 9,500+ ATMs of NCR, Diebold Nixdorf and Hyosung make across South India.

We are urgently hiring ATM Service Engineers for Chennai city and suburbs (Tambaram, Avadi, Sriperumbudur).

Requirements
- Diploma / ITI / B.E. in ECE, EEE or Computer Science
- Two wheeler with valid driving licence is must
- Knowledge of Tamil is must, English for reports

Roles & Responsibilities`,
  },
  {
    id: 'basket-weaver-newspaper-classified-bolgatanga-capitals-plural-second-language',
    half: 'unseen',
    title: 'Basket Weaver',
    company: 'Sirigu Craft Exports Ltd',
    text: `SITUATIONS VACANT                                             Page 38

SIRIGU CRAFT EXPORTS LTD
Producers and exporters of Bolga baskets, hats and fans
Bolgatanga, Upper East Region

WANTED URGENTLY: EXPERIENCED BASKET WEAVERS (BOLGA STRAW) — 30 POSITIONS

Sirigu Craft Exports Ltd, a fair-trade exporter of handwoven Bolga baskets to Europe and North America, is looking for experienced weavers to join our weaving centre at Sumbrungu.

Requirements:
* Minimum 3 years weaving experience with elephant grass
* Ability to weave market baskets, shoppers and laundry baskets with leather handles
* Ability to keep to order sizes and colours
Women's weaving groups are encouraged to apply.

Interested persons should report with their Ghana Card to our office near Bolga Central Market, or call 0244 555 019 / 0509 555 473 between 8am and 4pm.

Closing date: 30th April, 2027.
- - - - - - - - - - - - - - - - - -
LOST CERTIFICATE: WASSCE certificate of Abdul-Rahman Issah, index no. 0000000. Finder call 0207 555 118.`,
  },
  {
    id: 'periodontist-gulftalent-doha-grade-bare-header-second-language',
    half: 'tune',
    title: 'Consultant Periodontist',
    company: 'Al Noor Specialist Dental Centre W.L.L.',
    text: `GulfTalent
Jobs   Companies   Career Advice   Salaries   Login   Sign up

Consultant Periodontist
Al Noor Specialist Dental Centre
Doha, Qatar   |   Posted 6 Mar 2027   |   Experience 8+ years

Apply   Save Job

Job Description
Al Noor Specialist Dental Centre W.L.L. is a multi-specialty dental centre in West Bay, Doha, with 14 dental units, CBCT and a digital lab. We are licensed by the Department of Healthcare Professions and work with all the main insurance companies in Qatar.

We are seeking a Consultant Periodontist to lead our periodontics and implant department.

Requirements
- Board certification or Doctorate in Periodontics (Arab Board, American Board, FDS RCS or equivalent)
- Eligible for DHP Qatar licensure in Consultant category, Dataflow completed is advantage
- Minimum 8 years post-specialty experience

Package
- Tax-free salary QAR 45,000 – 60,000 per month + percentage
- Furnished accommodation, transport, family visa, annual tickets

Responsibilities`,
  },
  {
    id: 'research-software-engineer-university-bulletin-bremerhaven-gender-colon-specialty-second-language',
    half: 'unseen',
    title: 'Research Software Engineer, Climate Modelling',
    company: 'Küstenuniversität Bremerhaven',
    text: `Küstenuniversität Bremerhaven
Stellenangebote / Job Offers

Kennziffer: W 14/27

The Institute for Coastal Climate Research (Faculty 2 – Earth and Environmental Sciences) offers, subject to release of funds, the following position:

Research Software Engineer (m/w/d): Climate Modelling
Salary group 13 TV-L, 100 %
Fixed-term until 31.12.2030 (WissZeitVG)
Start: as soon as possible

The Küstenuniversität Bremerhaven is a young university with focus on marine, polar and climate science, with 4,800 students and 120 professors. English is our working language in the research groups.

In the project "NordSeeKlim" you will develop and maintain the software of our regional coupled ocean-atmosphere model (ICON-based, Fortran and Python), make it run efficient on the national HPC systems, and support the 12 doctoral researchers who use it every day.

Severely disabled applicants with equal qualification will be given preference. The university aims to increase the share of women in science.

Your tasks:`,
  },
  {
    id: 'pit-supervisor-avature-macau-bracket-dash-place-bracketed-name-second-language',
    half: 'tune',
    title: 'Pit Supervisor',
    company: 'Lotus Bay Entertainment (Macau), S.A.',
    text: `Lotus Bay Careers
Search jobs   Saved jobs   My profile   中文 | Português | English

Pit Supervisor (Table Games) – Cotai
Job ID: 27-04418
Location: Cotai, Macau SAR
Department: Casino Operations – Table Games
Employment type: Full-time, shift

Apply   Share

Lotus Bay Entertainment (Macau), S.A. operates the Lotus Bay Resort in Cotai with 2 hotels, 320 gaming tables and 1,100 slot machines, and more than 6,000 team members.

The Pit Supervisor is responsible for supervision of the gaming pit, ensure games are conducted according to DICJ regulations and company procedures, and give excellent service to our premium mass and VIP guests.

Requirements
- Macau resident (BIR holder)
- Minimum 3 years as Dealer Inspector or Floor Supervisor in Baccarat, Blackjack and Roulette
- Cantonese and English, Mandarin is an advantage
- Willing to work rotating shifts, weekends and public holidays

Main duties`,
  },
  {
    id: 'endodontist-agency-email-auckland-client-named-subject-title',
    half: 'unseen',
    title: 'Specialist Endodontist',
    company: 'Harbourside Endodontics Limited',
    text: `From: Hamish Doyle <hamish.doyle@example.com>
To: Dr Priya Raman <priya.raman@example.org>
Date: Thu, 11 Mar 2027 at 8:05 AM
Subject: Specialist Endodontist – Auckland CBD – NZ$380k+ – Harbourside Endodontics

Hi Priya,

Great to chat yesterday. As discussed, my client Harbourside Endodontics Limited is looking for a Specialist Endodontist to join their referral-only practice on Queen Street. They've been running for 18 years, have three specialists and a loyal referral base of more than 200 general dentists across Auckland.

Key points:
- 4 days per week (flexible), surgical microscope in every room, CBCT on site
- Guaranteed base for the first 12 months, then 40% of gross production
- Support with your registration in the Endodontic Specialist scope of practice
- Relocation support up to NZ$15,000

You'd need specialist registration (or eligibility) with the Dental Council of New Zealand, and they'd love someone who enjoys teaching at the study club.

Keen to set up a Zoom with the practice owner next week?

Kind regards,
Hamish Doyle
Senior Consultant – Dental & Specialist
Tui Dental Recruitment Ltd
+64 9 555 0172`,
  },
  {
    id: 'cardiologist-ejobs-cluj-bilingual-bare-header-second-language',
    half: 'tune',
    title: 'Cardiologist',
    company: 'Clinica Inima Sănătoasă S.R.L.',
    text: `eJobs
Locuri de muncă   Companii   Salarii   Contul meu   Pentru angajatori

Medic Specialist Cardiologie / Cardiologist
Clinica Inima Sănătoasă
Cluj-Napoca
Full time · Studii superioare · Senior (>5 ani)
Actualizat azi

Aplică   ♡ Salvează

Descriere job
Clinica Inima Sănătoasă S.R.L. is a private cardiology clinic in Cluj-Napoca, with echocardiography, Holter, stress test and a day hospital. We treat patients from Romania and also from abroad (Italy, Germany, Republic of Moldova), so English is used every day.

We look for Cardiologist (medic specialist or primar) for outpatient activity and echocardiography, 5 days per week or part-time collaboration.

Cerințe / Requirements:
- Drept de liberă practică and membership of the Romanian College of Physicians (CMR)
- Competence in transthoracic echocardiography; transesophageal is a plus
- Romanian and English

Oferim / We offer:
- Salary from 3,500 EUR net or collaboration through PFA/SRL
- Modern equipment, EMR, medical assistant for each doctor

Responsabilități / Responsibilities:`,
  },
  {
    id: 'mycologist-reddit-hiring-tag-eugene-two-titles-for-signature',
    half: 'unseen',
    title: 'Mycologist',
    company: 'Cascade Spawn Works LLC',
    text: `r/mycology • Posted by u/cascade_spawn • 5h

[Hiring] Mycologist / Lab Lead for gourmet spawn production — Eugene, OR (full time, $58–66k)

Hey all — mods said this was OK to post as long as it's flaired. We're a small spawn lab (9 people) producing grain and sawdust spawn for oyster, lion's mane, shiitake and a few natives for growers across the PNW. We're looking for a mycologist to run our culture library and the lab day to day.

What we need:
- Solid sterile technique (flow hood, agar work, LC), 2+ years in a production or research lab
- Strain selection and preservation experience (slants, cryo) is a big plus
- Degree in mycology, microbiology or similar OR equivalent experience
- Comfortable training two lab techs

Pay is $58–66k DOE, health + dental, 2 weeks PTO plus the week between the holidays.

DM me or email jobs@example.com with a short note about your culture work. No need for a fancy resume.

— Dana, Cascade Spawn Works LLC

💬 37 Comments   ↗ Share   ⭐ Save   ...`,
  },
  {
    id: 'boom-operator-breezy-wellington-dash-specialty',
    half: 'tune',
    title: 'Boom Operator, Drama Series',
    company: 'Tūī Screen Services Limited',
    text: `Tūī Screen Services
Positions

Boom Operator – Drama Series
📍 Wellington, NZ   💼 Contract   🏷 Sound Department

Apply to Position

Description
Tūī Screen Services Limited provides sound crews and equipment for scripted drama and features shot in Wellington and the lower North Island. We're crewing up for a 12-week shoot of an eight-part drama series for a streaming platform, starting 7 June 2027.

We're after a Boom Operator to work alongside our Production Sound Mixer and Sound Assistant on a mostly location-based shoot (city, coast and a couple of weeks in the Wairarapa).

Engagement: fixed-term contract, 1 week prep + 12 weeks shoot, 50-hour weeks
Rate: per the current industry crew rates, plus kit allowance where applicable

You'll need:
- At least two drama or feature credits as boom op, or strong second-unit experience
- Solid knowledge of radio mic placement and wireless workflow
- A full NZ driver licence

What you'll be doing`,
  },
  {
    id: 'electrical-inspector-municipal-bulletin-nova-scotia-class-working-capitals-head',
    half: 'unseen',
    title: 'Electrical Inspector',
    company: 'Municipality of the District of Ashgrove Bay',
    text: `MUNICIPALITY OF THE DISTRICT OF ASHGROVE BAY
Employment Opportunity — Competition #2027-09

Classification: Technical Inspector II
Working Title: Electrical Inspector
Department: Planning & Development Services — Building and Fire Inspection
Status: Permanent, Full-Time (35 hrs/week), Non-Union
Salary: $71,240 – $84,665 per year (Grade 8)
Location: Municipal Office, 12 Harbour Road, Ashgrove Bay, Nova Scotia
Closing Date: April 9, 2027 at 4:00 p.m. AST

The Municipality of the District of Ashgrove Bay is a rural municipality of 9,800 residents on Nova Scotia's South Shore, known for its fishing harbours, beaches and a fast-growing number of new homes and small businesses.

Reporting to the Manager of Building and Fire Inspection, the Electrical Inspector administers and enforces the Canadian Electrical Code, Part I, and provincial electrical regulations within the Municipality, and provides plan review and advice to contractors and homeowners.

Qualifications
- Certificate of Qualification as a Construction Electrician (Red Seal)
- Minimum five years' experience in the electrical trade, inspection experience an asset
- Valid Class 5 driver's licence and access to a vehicle for field work

Key Responsibilities`,
  },
  {
    id: 'nephrologist-wuzzuf-sheikh-zayed-confidential-card-second-language',
    half: 'tune',
    title: 'Nephrology Specialist',
    company: 'Nile Valley Hospital S.A.E.',
    text: `WUZZUF
Explore Jobs   Companies   Career Advice   Log in   Join now

Nephrology Specialist
Confidential - Sheikh Zayed, Giza, Egypt
Posted 5 days ago
Full Time   On-site

Apply For Job

About the job
Experience Needed: 5 to 10 years
Career Level: Experienced (Non-Manager)
Education Level: Master's Degree
Salary: Confidential
Job Categories: Medical/Healthcare

Job Description
Nile Valley Hospital S.A.E. is hiring a Nephrology Specialist for the dialysis unit (48 machines) and the inpatient nephrology service in our hospital in Sheikh Zayed City. The hospital has 220 beds and is accredited by GAHAR, and we receive also patients from Gulf countries and Africa.

Job Requirements
- Master degree or MD in Internal Medicine / Nephrology
- Egyptian Fellowship or Arab Board is an advantage
- Registered in the Egyptian Medical Syndicate
- Good English for medical reports

Job Responsibilities`,
  },
  {
    id: 'herpetologist-careers-page-monteverde-about-us-first-bilingual-second-language',
    half: 'unseen',
    title: 'Herpetologist',
    company: 'Serpentario Monteverde S.A.',
    text: `Serpentario Monteverde
Visit | Tours | Research | Conservation | Work with us | ES / EN

Who we are
Serpentario Monteverde S.A. is a reptile and amphibian center in Santa Elena de Monteverde, Puntarenas, opened in 1997. We have more than 40 species of snakes, frogs and lizards of Costa Rica, a small breeding program for endangered glass frogs, and an education program about snakebite prevention with the schools of the region. Every year 60,000 visitors come to see our animals.

Trabaja con nosotros / Work with us

Herpetólogo(a) / Herpetologist
Tiempo completo · Monteverde, Costa Rica
Salario: ₡900.000 – ₡1.200.000 mensual + CCSS

We are looking for a Herpetologist to lead the animal care and the research of our collection, and to train our guides. The person will handle venomous species every week, so experience and calm are very important.

Requisitos / Requirements
- Licenciatura or Master in Biology, with thesis or work in herpetology
- Minimum 2 years handling venomous snakes (Bothrops, Lachesis, Micrurus)
- Spanish and English

Responsabilidades / Responsibilities`,
  },
  {
    id: 'sauna-master-softgarden-burgenland-bilingual-gender-bracket-second-language',
    half: 'tune',
    title: 'Sauna Master',
    company: 'Thermenwelt Loipersbach GmbH',
    text: `Thermenwelt Loipersbach — Karriere
Jobs   Über uns   Benefits   Kontakt

Saunameister:in / Sauna Master (Aufguss) (w/m/d)
Thermenwelt Loipersbach GmbH
Loipersbach im Burgenland, Österreich
Vollzeit · Ab sofort · Erfahrung: 1-2 Jahre

Jetzt bewerben

Wer wir sind / Who we are
With 14 saunas, 6 pools and 420 beds in our hotel, Thermenwelt Loipersbach is one of the biggest thermal resorts in Burgenland. More and more of our guests come from Hungary, Slovakia and Czech Republic, so our team speaks many languages and we publish this job also in English.

For our sauna world "Feuer & Eis" we look for a Sauna Master who performs Aufguss ceremonies with towel technique, music and essential oils, five times per shift.

Wir bieten / We offer
- Gehalt ab € 2.380,- brutto/Monat nach KV Hotel- und Gastgewerbe, Überzahlung je nach Qualifikation
- Staff room in Loipersbach, free meals, free use of the spa

Dein Profil / Your profile
- Aufguss training or competition experience is welcome
- German or English, Hungarian is a plus

Deine Aufgaben / Your tasks`,
  },
  {
    id: 'rum-blender-newspaper-classified-clarendon-capitals',
    half: 'unseen',
    title: 'Assistant Rum Blender',
    company: 'Blue Cane Distillers Limited',
    text: `CLASSIFIEDS · CAREERS                                            D6

EMPLOYMENT OPPORTUNITY

BLUE CANE DISTILLERS LIMITED
Makers of fine Jamaican rum since 1889
Clarendon

invites applications from suitably qualified persons for the position of

ASSISTANT RUM BLENDER

The successful candidate will work under the direction of the Master Blender to maintain the quality and consistency of our aged and unaged rums from cask selection to bottling.

Qualifications & Experience:
• BSc in Chemistry, Food Science or a related field
• At least three (3) years' experience in a distillery or beverage laboratory
• Sensory panel training; a keen and reliable palate
• Knowledge of ISO 9001 and FSSC 22000 would be an asset

Applications with résumé, copies of certificates and the names of two (2) referees should be sent no later than April 16, 2027 to:
The Human Resource Manager
Blue Cane Distillers Limited
P.O. Box 555, May Pen, Clarendon
or email: careers@example.com

Only shortlisted applicants will be contacted.`,
  },
  {
    id: 'mail-carrier-job-bank-saskatoon-lower-case-title',
    half: 'tune',
    title: 'Rural and Suburban Mail Carrier',
    company: 'Prairie Route Delivery Inc.',
    text: `Government of Canada / Gouvernement du Canada
Job Bank
Search jobs   Job match   Trend analysis   Sign in   Français

Job Bank > Job search > Job posting

rural and suburban mail carrier
Prairie Route Delivery Inc.
Advertised until: April 12, 2027
Salary: $19.50 to $22.00 hourly (to be negotiated) / 35 to 40 hours per week

Job details
Location: Saskatoon, SK
Terms of employment: Permanent employment, Full time, Day
Start date: As soon as possible
Vacancies: 3 vacancies
Source: Job Bank #3012345

Overview
Languages: English
Education: Secondary (high) school graduation certificate
Experience: 7 months to less than 1 year

Work setting
Private contractor
Rural area

Responsibilities
Tasks`,
  },
  {
    id: 'poultry-vaccinator-zalo-dong-nai-plural-bilingual-name-second-language',
    half: 'unseen',
    title: 'Poultry Vaccinator',
    company: 'Phu An Livestock Co., Ltd',
    text: `Nhóm Zalo: VIỆC LÀM CHĂN NUÔI ĐỒNG NAI 🐔🐷
523 thành viên

Chị Hạnh - HR Phú An
09:14

📢 TUYỂN GẤP 6 KỸ THUẬT VIÊN TIÊM VACCINE GÀ / URGENT: 6 POULTRY VACCINATORS
Công ty chúng tôi cần tuyển 6 kỹ thuật viên tiêm vaccine cho trại gà giống ở Trảng Bom, Đồng Nai.
Our company need 6 poultry vaccinators for the breeder farms in Trang Bom, Dong Nai (foreign workers with experience also welcome).

✔️ Làm việc theo ca / work by shift, 26 days per month
✔️ Lương 9 – 12 triệu + phụ cấp, ở tại trại / salary 9–12 million VND + allowance, stay at farm
✔️ Có kinh nghiệm tiêm gà con, chủng đậu, nhỏ mắt / experience in chick injection, wing-web, eye drop
✔️ An toàn sinh học / biosecurity: shower in, shower out, no contact with other farm

Liên hệ / Contact: Chị Hạnh 0909 555 172 (Zalo)
CÔNG TY TNHH CHĂN NUÔI PHÚ AN / PHU AN LIVESTOCK CO., LTD
KCN Bàu Xéo, Trảng Bom, Đồng Nai

👍 18   💬 6`,
  },
  {
    id: 'stunt-performer-manatal-bangkok-bracket-second-language',
    half: 'tune',
    title: 'Stunt Performer',
    company: 'Siam Action Unit Co., Ltd.',
    text: `Siam Action Unit — Careers
Powered by Manatal

Stunt Performer (Film & TV)
Bangkok, Thailand · Full-time · Film / Production

Apply now

About the company
Siam Action Unit Co., Ltd. is a stunt and action design team based in Bangkok, working on Thai and international feature films, streaming series and commercials since 2012. Our team of 35 stunt performers and riggers has worked on more than 120 productions in Thailand, Malaysia and Korea.

Job description
We are looking Stunt Performers who are strong in martial arts (Muay Thai, Krabi Krabong, Taekwondo) and/or high falls and wire work to join our permanent team.

- Salary 25,000 – 45,000 THB + shooting day rate + overtime
- Social security, accident insurance for every shooting day
- Training 3 days per week in our gym in Lat Phrao

Requirements
- Age 20–35, very good physical condition
- Minimum 2 years martial arts or gymnastics training
- Thai language, basic English for international sets

Responsibilities`,
  },
  {
    id: 'ger-maker-careers-page-ulaanbaatar-about-us-first-bilingual-bracket-second-language',
    half: 'unseen',
    title: 'Ger Maker',
    company: 'Tal Nutag Ger LLC',
    text: `TAL NUTAG GER
Gers | Custom orders | Export | About | Careers | МН / EN

About us
Tal Nutag Ger LLC is making traditional Mongolian gers (yurts) in Ulaanbaatar since 2004. All wooden parts — toono, uni, khana and doors — are made by hand in our workshop in Songinokhairkhan district, and the felt is from our partner cooperatives in Arkhangai. We deliver around 400 gers every year to nomad families, ger camps and customers in Europe, USA, Japan and Korea.

Careers

Гэрийн мужаан / Ger Maker (Carpenter)
Workplace: Songinokhairkhan district, Ulaanbaatar
Type: full time, Monday–Saturday
Salary: 1,800,000 – 2,600,000 MNT + lunch + bonus for each finished ger

We need ger maker who can make khana (lattice walls) and uni (roof poles), bend the wood with steam, and paint the traditional patterns on doors and toono. Young people who want to learn are also welcome, our masters will teach.

Main work:`,
  },
  {
    id: 'pyrotechnician-duunitori-tampere-bilingual-dash-specialty-second-language',
    half: 'tune',
    title: 'Pyrotechnician, Stage and Events',
    company: 'Revontuli Pyro Oy',
    text: `Duunitori
Avoimet työpaikat   Työnantajat   Palkat   Kirjaudu

Pyroteknikko / Pyrotechnician – Stage and Events
Revontuli Pyro Oy
Tampere · Kokoaikainen · Vakituinen
Haku päättyy 15.4.2027

Hae paikkaa   Tallenna

Revontuli Pyro Oy is a Finnish company for fireworks displays and stage pyrotechnics since 1999. We make New Year displays for cities, pyro for concerts and festivals in the Nordics and Baltics, and special effects for theatre and TV.

We search a Pyrotechnician to our stage and events team. In summer you are on the road with festival and concert productions, in winter you prepare shows and products in our Tampere warehouse.

Requirements:
- Pyrotechnician qualification for stage pyrotechnics (or ready to complete it with our support)
- Driving licence B, ADR and C licence are a plus
- Finnish or English, and good nerves

We offer: permanent contract, salary by agreement + daily allowances for travel, and the loudest job in Finland.

Tehtävät / Duties:`,
  },
  {
    id: 'planetarium-presenter-university-bulletin-welkom-capitals-bracket-department-line',
    half: 'unseen',
    title: 'Planetarium Presenter',
    company: 'University of the Highveld',
    text: `UNIVERSITY OF THE HIGHVELD
Vacancies — Professional, Administrative and Support Staff

Faculty of Natural and Agricultural Sciences
Department: Physics and Astronomy — Goldfields Sky Planetarium, Welkom Campus

PLANETARIUM PRESENTER (FIXED-TERM: 3 YEARS)
Reference: UH/PASS/2027/041
Post level: Peromnes 10
Remuneration: R 312 000 – R 398 000 per annum (total cost of package)
Closing date: 11 April 2027

The University of the Highveld is an equal opportunity employer. Preference will be given to candidates in line with the University's Employment Equity Plan.

Purpose of the post:
To develop and present full-dome shows, live sky talks and school programmes at the Goldfields Sky Planetarium, and to support the public outreach of the Department of Physics and Astronomy.

Minimum requirements:
- BSc in Physics, Astronomy or Science Education
- Two years' experience in science communication, teaching or a science centre
- Excellent presentation skills in English; Sesotho or Afrikaans will be an advantage
- Valid driver's licence (outreach to schools in the Lejweleputswa district)

Key responsibilities:`,
  },
  {
    id: 'soap-maker-factorial-ibi-bilingual-dash-second-language',
    half: 'tune',
    title: 'Soap Maker',
    company: 'Jabones del Mediterráneo S.L.',
    text: `Jabones del Mediterráneo
Ofertas de empleo

Maestro/a Jabonero/a – Soap Maker
📍 Ibi, Alicante · 🕒 Jornada completa · 🏭 Producción

Aplicar

Sobre nosotros / About us
Jabones del Mediterráneo S.L. makes cold process and hot process soaps with olive oil from Alicante and Jaén since 2008. We sell in our own shops in Alicante and Valencia, online, and in 600 pharmacies and concept stores in Spain, France and Germany.

Because part of our team is from Morocco, Romania and Ukraine, we write our offers in Spanish and in English.

We look for a Soap Maker with experience in saponification, curing and cutting, who can also help to scale up new formulas from the lab to the 500 kg batch.

Ofrecemos / We offer
- Contrato indefinido, 40 h/semana, mornings 7:00–15:00
- Salary 21.000 – 25.000 € brutos/año according to experience
- Discount on all our products and a very good smell at work

Funciones / Duties`,
  },
  {
    id: 'estate-manager-agency-email-surrey-client-unnamed-position-line-live-in',
    half: 'unseen',
    title: 'Estate Manager',
    company: 'Kingsmead Household Staffing Ltd',
    text: `From: Charlotte Ainsworth <charlotte.ainsworth@example.com>
To: Mark Hollis <mark.hollis@example.org>
Sent: 18 March 2027 11:26
Subject: Estate Manager – private estate, Surrey Hills – £85k + house

Dear Mark,

Further to your registration with us last autumn, I am writing about a new instruction which I think suits your background on a sporting estate very well.

Position: Estate Manager – Live-in
Client: Private family (UK/Swiss), principal residence in the Surrey Hills
Estate: 420 acres — main house (Grade II*), 6 cottages, walled garden, farmland let on an FBT, small in-hand shoot
Package: £85,000 – £95,000 + 3-bed house, vehicle, bonus, private health

The family are looking for an experienced Estate Manager to take full responsibility for the running of the estate, its staff of nine and its contractors, and to lead a programme of restoration on the house and cottages over the next five years.

Requirements at a glance:
- At least 5 years managing a private or sporting estate, ideally with listed buildings
- Strong budgeting and contractor management; RICS or similar an advantage
- Full UK driving licence, absolute discretion

Do let me know if you'd like me to put you forward.

Best wishes,
Charlotte Ainsworth
Director, Private Households
Kingsmead Household Staffing Ltd
020 7946 0555`,
  },
  {
    id: 'field-archaeologist-laborum-calama-bilingual-second-language',
    half: 'tune',
    title: 'Field Archaeologist',
    company: 'Consultora Patrimonio Andino SpA',
    text: `laborum.cl
Empleos   Empresas   Salarios   Ingresar   Crear cuenta

Arqueólogo(a) de Terreno / Field Archaeologist
Consultora Patrimonio Andino SpA
Calama, Antofagasta
Publicado hace 3 días · Full-time · Presencial

Postularme

Descripción del aviso
Consultora Patrimonio Andino SpA is a cultural heritage consultancy working for mining, energy and infrastructure projects in the Norte Grande. We make archaeological baselines, monitoring and rescue excavations under the Ley 17.288 de Monumentos Nacionales and the environmental assessment system (SEIA).

We search a Field Archaeologist for archaeological monitoring in a copper mining expansion project near Calama, in shift system 7x7.

Requisitos / Requirements:
- Título de Arqueólogo(a) or Licenciatura en Arqueología
- Minimum 2 years of experience in monitoring or excavation in Atacama
- Licencia de conducir clase B, and experience driving 4x4
- Mining induction course (or availability to take it)

Beneficios: salary according to experience, transport from Antofagasta, lodging and food in camp.

Funciones:`,
  },
  {
    id: 'road-safety-officer-shire-bulletin-western-australia-capitals-bracket-level',
    half: 'unseen',
    title: 'Road Safety Officer',
    company: 'Shire of Kulinup',
    text: `SHIRE OF KULINUP
Employment Opportunity

ROAD SAFETY OFFICER (LEVEL 5)
Directorate: Infrastructure & Works
Part-time, 0.6 FTE (3 days per week), 2-year fixed term (RoadWise funded)
Salary: $88,250 – $94,120 per annum pro rata + 12% super
Location: Shire Administration Centre, Kulinup WA

The Shire of Kulinup is a rural local government in the Great Southern region of Western Australia, with a population of 6,200 and more than 1,400 km of sealed and gravel roads. Too many of our residents have been hurt on those roads, and Council has made road safety a priority in its Strategic Community Plan.

The Road Safety Officer will coordinate the Shire's road safety program with the local RoadWise committee, schools, police and community groups, and advise the Works team on safer road design and signage.

To be successful you will need:
- Qualifications or experience in community development, health promotion, traffic engineering or a related field
- A current C class driver's licence
- A current National Police Clearance (or willingness to obtain)

Applications close 4pm Friday 16 April 2027. For a copy of the position description contact the HR Officer on (08) 9555 0134.

Key duties`,
  },
  {
    id: 'seed-analyst-gupy-rio-verde-bilingual-bracket-second-language',
    half: 'tune',
    title: 'Seed Analyst',
    company: 'Sementes Cerrado Vivo Ltda.',
    text: `Sementes Cerrado Vivo
Vagas

Analista de Sementes / Seed Analyst (Laboratório)
Rio Verde - GO · Efetivo · Presencial

Candidatar-se

Sobre a empresa / About the company
Sementes Cerrado Vivo Ltda. produces and processes soybean, wheat and sorghum seed in Rio Verde, Goiás, with its own accredited seed laboratory. We have 240 employees and clients in the whole Centro-Oeste and in Paraguay.

Descrição da vaga / Job description
We are looking for a Seed Analyst to perform germination, vigour (tetrazolium, accelerated ageing) and purity tests in our laboratory, according to the RAS (Regras para Análise de Sementes), and to issue the analysis reports for the lots of the season.

Etapas do processo: Cadastro → Teste de perfil → Entrevista com RH → Entrevista técnica → Contratação

Requisitos / Requirements
- Technical course or degree in Agronomy, Biology or Agricultural Engineering
- Accreditation as seed analyst in RENASEM (or to obtain in 6 months)
- Portuguese; Spanish or English is a plus for our Paraguayan clients

Responsabilidades e atribuições`,
  },
  {
    id: 'lantern-maker-careers-page-zigong-about-us-first-two-script-name-second-language',
    half: 'unseen',
    title: 'Lantern Maker',
    company: 'Zigong Huadeng Art Co., Ltd.',
    text: `Zigong Huadeng Art
Home | Projects | Festivals | News | About Us | Join Us | 中文 / EN

About Us
Zigong Huadeng Art Co., Ltd. (自贡华灯艺术有限公司) is from Zigong, Sichuan, "the hometown of Chinese lanterns". Since 2006 we design and build giant silk lanterns and light festivals for parks, zoos and cities — more than 300 lantern festivals in China and in 28 countries, like UK, Netherlands, USA, Australia and Chile. Our workshop is 12,000 square meters and we have 260 craftsmen.

Join Us

灯组制作技师 / Lantern Maker (Silk & Steel)
Location: Zigong workshop + overseas project sites (3–5 months per year)
Salary: RMB 7,000 – 12,000 per month, overseas allowance RMB 300/day, accommodation and insurance
Number: 15

We need experienced lantern makers who can weld the steel frames, wire the LED lights and glue and paint the silk. For overseas projects you must have passport and be healthy for outdoor work in winter.

Job duties:`,
  },
]
