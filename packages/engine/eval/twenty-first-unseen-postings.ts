// Twenty-first unseen posting set (issue 15), written by helper job64.
// Read: /work/prompts/job64.md, /work/prompts/common.md, /work/prompts/rules.md, /work/prompts/existing-occupations.txt,
// eval/jobs.ts lines 1-8 (EvalJob) and eval/unseen-postings.ts lines 1-10 (UnseenPosting). Nothing else in the
// repository: no engine source, bench, docs or other posting files. Labels were written with each text, before any run.
//
// Counts: 40 postings in 40 occupations that no existing id names, 40 fields, 33 countries, 24 written in a
// second-language English (ids end "-second-language"); 20 'tune' and 20 'unseen', alternating from 'tune'. 38 of 40
// have neither the title nor the employer on the first line (the BambooHR page opens on the employer, the ADP page on
// the orchestra's brand name).
// Shapes: job boards with their chrome (15): StepStone (DE), VietnamWorks (VN), Job Bank (CA), SEEK (AU), Naukri (IN),
//   Mandy (UK), Bumeran (PE), Indeed (US), LinkedIn (SE), MojPosao (HR), BrighterMonday (KE), MyCareersFuture (SG),
//   Jobindex (DK), Trade Me (NZ), Kariyer.net (TR). Applicant-tracking pages (10): Trac, SAP SuccessFactors, Workday,
//   Paylocity, Workable, BambooHR, Teamtailor, PageUp, ADP Workforce Now, Breezy HR. Social posts and chats (4): a
//   Facebook page post with replies, an Instagram post with comments, a WhatsApp group with replies, a Facebook group
//   post with replies. Emails (3): a direct email without a "Position:" line (title from the subject), an agency email
//   with a "Position:" line naming its client, a direct email with a "Position:" line. Bulletins (4): a regional
//   council, a mines safety authority, a regional district (class and working title), a university. One newspaper
//   classified page with neighbouring small ads; one careers page with an about-us block first; one long prose page
//   with skills only in sentences; one careers page with its requirements in a flattened table.
// Countries: Germany, United Kingdom, Vietnam, Canada, Australia, India, Peru, United States, Sweden, Netherlands,
//   Spain, Malta, Taiwan, New Zealand, Croatia, Kenya, Poland, China, Ireland, Finland, Indonesia, Malaysia, Czechia,
//   Zambia, Singapore, Estonia, Sri Lanka, Hong Kong, Philippines, Denmark, Argentina, Qatar, Turkey.
// Occupations: electroplater, hospital play specialist, corrugator operator, denturist, ride operator, naturopath, key
//   grip, blasthole drill operator, geomembrane liner technician, royalty analyst, bell foundry moulder, bingo caller,
//   beamline scientist, candle maker, analog layout engineer, hydrometric technician, eye bank technician, sailing
//   instructor, animal nutritionist, concept artist, ice sculptor, field archaeologist, répétiteur, tofu maker, wire
//   drawing machine operator, stunt performer, mines inspector, bunker surveyor, fire lookout observer,
//   dendrochronologist, tyre builder, dance movement therapist, rice mill operator, sensory analyst, boarding
//   houseparent, forensic anthropologist, body piercer, orchestra personnel manager, post tensioning technician, glass
//   furnace operator.
//
// Labelling rules as applied (rules.md, in short): skills 8 to 14, required first, then preferred, then soft, in short
// conventional names, mixing literal, reworded and paraphrased mentions; an unnamed skill only when the job cannot be
// done without it; named licences, tickets, registrations, checks and job-qualifying certificates listed, degrees and
// school-leaving certificates not; "Shift Work", "On-Call" and "Driving Licence" as fixed names; a language only when
// the ad names it, under its English name; personal conditions (age, gender, citizenship, visa, health) not listed.
// Title as printed, keeping grade words and a specialty or team after a dash (as after a comma); dropping brackets,
// places, shifts, seasons, types, pay, grades after a dash and requisition numbers; capitals to title case; plural to
// singular; a two-language slash title gives its English half; a bulletin's working title wins over its class title;
// an email's "Position:" line wins over its subject; without one, the subject gives the title minus the hiring phrase,
// bracket, place and date; a title only in a sentence is put in title case. Company as printed with its legal form
// (before or after the name); a bare header or handle yields to the legal name in the text or the footer or closing
// line; capitals in a head yield to the text's case; t/a and dba give the trading name; agency ads give the named
// client; a mining contractor employing its own crews is the employer; government bulletins give the authority, not
// the directorate or department line; universities give the university, not the institute line; registration numbers
// are not part of a name.
// Readings this set adds where the rules are silent (applied the same way throughout):
// - A slash joining two job names in the same language ("Ride Operator / Attendant") names one combined job and is
//   labelled whole; only a two-language slash gives one half.
// - A production or project name after a dash ("Key Grip – 'The Salt Road' (Feature Film)") is dropped like a project
//   joined by "for".
// - "Sr." and "Jr." printed abbreviated in a title are kept as printed ("Sr. Analog Layout Engineer").
// - A bracket holding a specialty ("(Environments)", "(MECHANICAL)") is dropped like other brackets; only a dash keeps
//   a specialty.
// - "operating as" and "o/a" are read as t/a: the operating name ("1187642 B.C. Ltd. (operating as Fraser Ridge Denture
//   Clinic)" -> "Fraser Ridge Denture Clinic").
// - A board that prints its titles in lower case (Job Bank's "denturist") is labelled in title case, as capitals are.
// - An acronym in brackets after an employer's name ("Consorci Sincrotró Vallès (CSV)") is not part of the name.
// - An employer printed in two languages (te reo Māori and English, Estonian and English, Chinese and English) is
//   labelled with its English name, as two-language titles are.
// - An independent school that employs its own staff is the company (with its legal form from the footer); a boarding
//   house after a dash on its title line is a building and is dropped, as a school building is.
// - A "Designation" row in a flattened requirements table is read as a "Position:" line: it gives the title; the
//   "Department" row is a department line.
// - A certificate the candidate must hold by the start ("or willing to obtain", "or be willing to apply") is listed; one
//   the employer provides or arranges ("we can organize it", "training with us", "we teach") is not.
// - Languages asked for as alternatives ("Dutch or English", "Sinhala or Tamil", "Estonian or English") are all listed.
// - Lifting limits, physical condition and heat or cold tolerance are personal conditions, not skills; sensory acuity
//   (taste and smell) is read the same way.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const twentyFirstUnseenPostings: UnseenPosting[] = [
  {
    id: 'electroplater-stepstone-pforzheim-gender-dash-specialty-second-language',
    field: 'Surface finishing',
    half: 'tune',
    title: 'Electroplater, Hard Chrome Plating',
    company: 'Kessler Hartchrom GmbH & Co. KG',
    skills: [
      'Electroplating',
      'Surface Pretreatment',
      'Bath Analysis',
      'Oberflächenbeschichter Qualification',
      'Technical Drawing Reading',
      'Coating Thickness Measurement',
      'Hazardous Substances Handling',
      'Shift Work',
      'German',
      'Hard Chrome Plating',
      'Electroless Nickel Plating',
      'Forklift Licence',
      'Attention to Detail',
      'Reliability',
    ],
    text: `Skip to main content
StepStone
Jobs   Companies   Salary planner   Career advice
Log in | For employers
What: job title, skill or company   Where: Pforzheim   Find jobs
← Back to results
Kessler Hartchrom
Electroplater (m/w/d) – Hard Chrome Plating
Pforzheim · Permanent · Full time · On-site
Published: 3 days ago
Save job   Share
Easy Apply

About us
Since 1961 we are coating parts for hydraulics, printing machines and the medical sector. Kessler Hartchrom GmbH & Co. KG is a family company with 85 colleagues in two halls at the Wilferdinger Höhe. Our customers expect wear-resistant surfaces with tight tolerance and we deliver this every day, also in small series and single pieces.

Your tasks
- You prepare the parts for coating: degreasing, pickling and masking of areas that must stay uncoated
- Hanging the parts on racks and to operate our hard chrome and nickel lines
- Control of the bath parameters (temperature, current density, concentration) and simple titrations in our small lab
- Measuring of layer thickness with magnetic-inductive and coulometric devices, documentation of the results in our ERP (proALPHA)
- After coating you take care for the grinding allowance and check with micrometer and bore gauge
- Keeping the workplace clean according to our environmental permit and the rules for hazardous substances

Your profile
- Finished apprenticeship as Oberflächenbeschichter (surface coater) or Galvaniseur, or comparable several years of practice in a galvanic company
- You are able to read technical drawings and you know what means a tolerance
- Experience with hard chrome is a big plus, also with chemical nickel
- Safe handling with acids and chromium(VI) compounds – we give you the special instruction, but you must work very exact
- Forklift licence (Staplerschein) is nice to have
- Readiness for 2-shift operation (early/late), sometimes Saturday
- German at least B1 for the safety instructions; English is not necessary but welcome
- You are reliable and you like to work careful, also when nobody is looking

What we offer
- Payment according to the IG Metall tariff for the metal and electrical industry Baden-Württemberg, plus shift allowance
- 30 days holiday, holiday and Christmas bonus
- JobRad bike leasing, free parking, canteen subsidy
- Modern protective equipment and regular occupational medical check-ups
- Short ways to the decision, no big concern

Contact
Please send your application with CV and certificates via StepStone or to jobs@kessler-hartchrom.example.com. Your contact person is Mrs. Petra Albrecht, HR, phone +49 7231 555 0142.
Kessler Hartchrom GmbH & Co. KG · Karlsruher Straße 118 · 75179 Pforzheim

Similar jobs
Galvaniseur (m/w/d) – Stuttgart
Industrial Coater (m/w/d) – Karlsruhe
Surface Technician (m/w/d) – Calw
Report this job   Privacy   Cookie settings   Imprint
© StepStone`,
  },
  {
    id: 'hospital-play-specialist-trac-nhs-trust-bracket-band',
    field: 'Paediatric healthcare',
    half: 'unseen',
    title: 'Hospital Play Specialist',
    company: 'Northmoor Teaching Hospitals NHS Foundation Trust',
    skills: [
      'HPSET Registration',
      'Therapeutic Play',
      'Procedure Preparation',
      'Distraction Techniques',
      'Child Development',
      'Safeguarding Children',
      'Learning Disability and Autism Support',
      'Record Keeping',
      'Enhanced DBS',
      'Makaton',
      'Communication',
      'Creativity',
      'Patience',
      'Teamwork',
    ],
    text: `Cookies on Trac Jobs
We use essential cookies to make this site work. We'd also like to set analytics cookies. Accept all | Reject non-essential | Cookie settings
Trac Jobs
Search jobs   My applications   Sign in
Home > Search results > Job advert
Job reference: 431-CSD-26-0912
Northmoor Teaching Hospitals NHS Foundation Trust
Hospital Play Specialist (Band 4)
Children's Services – Rowan Ward and Paediatric Day Unit
Location: Northmoor General Hospital, Burnley Road, Accrington
Salary: £26,530 - £29,114 per annum
Contract: Permanent
Working pattern: Full time, 37.5 hours, rota across Monday to Sunday between 08:00 and 20:00
Closing date: 02/06/2026
Apply now   Save   Print

Job overview
Are you a qualified hospital play specialist who believes play is a right and not a reward? Our paediatric team on Rowan Ward cares for children aged 0-16 with medical and surgical needs, and our day unit sees more than 40 young patients every weekday. We are looking for a registered Hospital Play Specialist to join a team of three HPSs and a play assistant.

Main duties of the job
- Plan and deliver therapeutic and normalising play on the ward, in the playroom and at the bedside
- Prepare children for procedures such as cannulation, blood tests, anaesthetic induction and MRI using dolls, photo books and medical play kits
- Provide distraction during procedures and support children with needle phobia, working alongside nurses and phlebotomists
- Contribute to care plans and write clear, timely entries in the electronic patient record
- Support siblings and parents, and recognise when a child or family needs referral to psychology or safeguarding
- Supervise students and volunteers in the playroom and keep toys and equipment clean according to infection prevention policy

Person specification
Essential
- Foundation Degree in Healthcare Play Specialism or equivalent recognised qualification
- Current registration with the Healthcare Play Specialist Education Trust (HPSET)
- Sound knowledge of child development from birth to adolescence
- Level 3 safeguarding children training, or willingness to complete it within three months
- Able to adapt play for children with learning disabilities and autism
Desirable
- Makaton or other signing
- Experience of preparation for radiotherapy or oncology treatment
- Experience of working in an emergency department
Personal qualities
- Warm, patient and imaginative
- Confident communicating with children, parents and the multidisciplinary team
- Works well on own initiative and as part of a team

This post is subject to an Enhanced DBS check with Children's Barred List.

About the Trust
Northmoor Teaching Hospitals NHS Foundation Trust provides acute and community services to 530,000 people across East Lancashire. We offer the NHS Pension Scheme, 27 days annual leave rising with service, salary sacrifice schemes, an on-site nursery and flexible working.

We welcome applications from all sections of the community. We are a Disability Confident Employer and a Veteran Aware Trust.

Documents to download: Job description and person specification (PDF, 212 KB)
Apply now
Accessibility   Privacy   Terms and conditions   © Trac Systems`,
  },
  {
    id: 'corrugator-operator-vietnamworks-binh-duong-bracket-local-title-second-language',
    field: 'Packaging manufacturing',
    half: 'tune',
    title: 'Corrugator Operator',
    company: 'Phu Thinh Packaging Co., Ltd.',
    skills: [
      'Corrugator Operation',
      'Single Facer',
      'Paper Splicing',
      'Starch Glue Preparation',
      'Flute Profiles',
      'Board Quality Testing',
      'Shift Work',
      'English',
      '5S',
      'Attention to Detail',
      'Responsibility',
      'Teamwork',
    ],
    text: `VietnamWorks
Việc làm   Công ty   Cẩm nang nghề nghiệp   Dành cho nhà tuyển dụng
Đăng nhập | Đăng ký | EN / VI
Tìm kiếm việc làm, công ty, kỹ năng...
Trang chủ > Việc làm Sản xuất > Bình Dương
Corrugator Operator (Vận Hành Máy Sóng)
Phu Thinh Packaging Co., Ltd.
Lương: 12 - 16 triệu VND / tháng
Địa điểm: KCN VSIP II, Thủ Dầu Một, Bình Dương
Hết hạn: 30/06/2026   Lượt xem: 1,284
Nộp đơn   Lưu việc làm

Mô tả công việc (Job description)
Phu Thinh Packaging Co., Ltd. is 100% foreign invested factory producing carton box and corrugated board for electronics, furniture and food export customers. Because we install new 2.5 meter BHS corrugator line, we need to recruit operators for wet end and dry end.

Job description:
- Operate the corrugator line from splicer, preheater, single facer until double backer and cut-off knife, follow production order from PPC department
- Set up paper roll, splice at correct speed, adjust glue gap and steam pressure so board is not warp or delamination
- Prepare starch glue in glue kitchen follow the recipe (viscosity, gel point) and check with cup
- Change order for flute B, C, E and BC double wall, control board width and scoring
- Do quality check for each order: ECT, thickness, moisture, bonding test, and write into check sheet
- Clean machine, grease, report abnormal to maintenance team; join 5S activities every week

Job requirements:
- Graduated vocational school (mechanical, electrical) is advantage
- At least 1 year experience run corrugator or single facer at packaging company
- Understand paper grade, GSM and flute profile
- Can read simple English on HMI screen and machine manual (the line is from Germany)
- Accept to work 3 shifts rotation, include Sunday when urgent order
- Healthy, careful, have responsibility and teamwork spirit

Benefits:
- Salary 12 - 16 million plus shift allowance, attendance bonus 500,000 VND
- 13th month salary and performance bonus at Tết
- Full social insurance, health insurance follow Labor Code
- Lunch and dinner at canteen, shuttle bus from Thủ Dầu Một and Dĩ An
- Training at machine supplier 2 weeks

Thông tin việc làm
Ngày đăng: 28/05/2026
Cấp bậc: Nhân viên
Ngành nghề: Sản xuất / Vận hành sản xuất, In ấn / Bao bì
Kỹ năng: Corrugator, Vận hành máy, 5S, Packaging
Ngôn ngữ trình bày hồ sơ: Bất kỳ
Số lượng tuyển: 4

Về công ty
Phu Thinh Packaging Co., Ltd.
Quy mô: 500-999 nhân viên
Địa chỉ: Lô B-12, Đường số 6, KCN VSIP II, Bình Dương
Xem trang công ty

Việc làm tương tự
Máy trưởng máy in Flexo | QC Bao bì | Kỹ thuật viên bảo trì cơ điện
Về VietnamWorks   Liên hệ   Điều khoản sử dụng   Chính sách bảo mật
© 2026 VietnamWorks`,
  },
  {
    id: 'denturist-job-bank-maple-ridge-lower-case-operating-as',
    field: 'Dental prosthetics',
    half: 'unseen',
    title: 'Denturist',
    company: 'Fraser Ridge Denture Clinic',
    skills: [
      'Denturist Registration',
      'Complete Dentures',
      'Partial Dentures',
      'Denture Relines and Repairs',
      'Dental Impressions',
      'Implant-Retained Overdentures',
      'Patient Records',
      'Articulator',
      'English',
      'Intraoral Scanning',
      'Attention to Detail',
      'Client Focus',
      'Dependability',
      'Judgement',
    ],
    text: `Skip to main content
Skip to "About this site"
Language selection
Français
Government of Canada / Gouvernement du Canada
Menu
Canada.ca > Job Bank > Find a job > Search results
Job posting
denturist
Job number: 2984417
Posted on May 12, 2026
Employer: 1187642 B.C. Ltd. (operating as Fraser Ridge Denture Clinic)
Location: Maple Ridge (BC) V2X 2P5
Salary: $38.00 to $50.00 hourly (To be negotiated) / 35 to 40 hours per week
Terms of employment: Permanent employment, Full time
Day, Weekend
Start date: Starts as soon as possible
vacancies: 1 vacancy
Source: Job Bank #2984417
Verified

Overview
Languages
English
Education
College/CEGEP
Experience
2 years to less than 3 years
On site
Work must be completed at the physical location. There is no option to work remotely.
Work setting
Private practice

Responsibilities
Tasks
Examine patients' mouths and take impressions to construct complete and partial dentures
Fabricate, repair and reline dentures
Fit dentures and make adjustments
Design implant-retained overdentures in co-operation with the referring dentist
Maintain patient records
Supervise dental technicians and laboratory staff
Order laboratory supplies
Supervision
1 to 2 people

Credentials
Certificates, licences, memberships, and courses
Registration with the College of Oral Health Professionals of British Columbia as a Denturist

Experience and specialization
Equipment and machinery experience
Articulator
Dental lathe
Digital intraoral scanner (an asset)

Additional information
Work conditions and physical capabilities
Fast-paced environment
Attention to detail
Fine finger dexterity
Personal suitability
Client focus
Dependability
Judgement
Organized

Benefits
Health benefits
Dental plan
Health care plan
Financial benefits
Registered Retirement Savings Plan (RRSP)
Other benefits
Free parking available
Professional development

Who can apply to this job?
Only apply to this job if:
You are a Canadian citizen, a permanent or a temporary resident of Canada.
You have a valid Canadian work permit.
If you are not authorized to work in Canada, do not apply. The employer will not respond to your application.

How to apply
By email
careers@fraserridgedenture.example.com
Include this reference number when applying: FRDC-0526
Here is what you must include in your application:
Cover letter
A copy of your current registration
This job posting includes screening questions. Please answer the following questions when applying:
Do you currently hold a registration as a denturist in British Columbia?
How many years of experience do you have with implant-retained dentures?
Advertised until
June 11, 2026

Report a problem or mistake on this page
Date modified: 2026-05-12
About Canada.ca   Terms and conditions   Privacy`,
  },
  {
    id: 'ride-operator-seek-gold-coast-combined-slash-title',
    field: 'Amusement parks',
    half: 'tune',
    title: 'Ride Operator / Attendant',
    company: 'Wavebreak World Pty Ltd',
    skills: [
      'Ride Operation',
      'Pre-Opening Safety Checks',
      'Restraint and Height Checks',
      'Queue Management',
      'Emergency Evacuation',
      'Customer Service',
      'Record Keeping',
      'Blue Card',
      'First Aid Certificate',
      'Public Address Announcements',
      'Composure',
      'Attention to Detail',
    ],
    text: `Skip to content
SEEK
Job search   Profile   Career advice   Company reviews
Sign in   Employer site
What: ride operator   Where: All Gold Coast QLD   SEEK
< Back to search results
Ride Operator / Attendant
Wavebreak World
Coomera, Gold Coast QLD
Hospitality & Tourism (Other)
Casual/Vacation
$31.50 – $33.80 per hour incl. casual loading
Posted 4d ago
Quick apply   Save

Are you the person your mates trust to keep an eye on everyone?

Wavebreak World is South East Queensland's newest water and thrill park, with 14 rides from our family coaster to the Rip Curl drop slide. We're hiring casual Ride Operators and Attendants for the winter season and the September school holidays, with the chance to stay on for summer.

What you'll do
- Complete opening checks on your ride using the manufacturer's start-up checklist before the first guest gets on
- Check every rider's restraint, height and weight against the ride's limits before dispatch – no exceptions
- Deliver the safety spiel over the PA, load and unload guests, and keep the queue line moving and friendly
- Respond to ride stoppages and assist with guest evacuations under the direction of the Ride Supervisor
- Record checks and incidents in our digital logbook on the ride iPad
- Rotate between operator and attendant positions through the day

What we're looking for
- Previous experience in theme parks, events, lifeguarding or customer service
- A current Blue Card (Working with Children Check) – or be willing to apply for one before your first shift
- Provide First Aid (HLTAID011) is highly regarded
- Available on weekends, public holidays and school holidays (rosters are released two weeks in advance)
- A clear, confident voice and the ability to stay calm when things don't go to plan
- A great eye for detail – the safety checks are non-negotiable

Why you'll love it here
- Free park entry for you and three friends
- 25% off food and retail
- Uniform supplied (including the very fashionable bucket hat)
- Paid training, staff socials and end-of-season rewards

Wavebreak World Pty Ltd is an equal opportunity employer and welcomes applications from Aboriginal and Torres Strait Islander people, people with disability and people of all ages.

Employer questions
Your application will include the following questions:
Which of the following statements best describes your right to work in Australia?
Do you have a current Working with Children (Blue Card) check?
Which days are you available to work?

Report this job ad
Be careful – Don't provide your bank or credit card details when applying for jobs.
SEEK   About SEEK   Privacy   Terms & conditions`,
  },
  {
    id: 'naturopath-naukri-lonavala-bracket-degree-second-language',
    field: 'Naturopathy and wellness',
    half: 'unseen',
    title: 'Naturopathy Doctor',
    company: 'Sahyadri Wellness Retreats Pvt. Ltd.',
    skills: [
      'Naturopathy',
      'AYUSH Registration',
      'Patient Assessment',
      'Hydrotherapy',
      'Mud Therapy',
      'Diet Therapy',
      'Therapeutic Fasting',
      'English',
      'Hindi',
      'Yoga Therapy',
      'Acupuncture',
      'Marathi',
      'Patience',
      'Politeness',
    ],
    text: `naukri.com
Jobs   Companies   Services
Login   Register   For employers
Enter skills / designations / companies   Experience   Location   Search

Naturopathy Doctor (BNYS)
Sahyadri Wellness Retreats Pvt. Ltd.   3.9 ★   27 Reviews
2 - 6 years   ₹ 4.8-7.2 Lacs P.A.   Lonavala, Pune
Send me jobs like this
Posted: 5 days ago   Openings: 2   Applicants: 100+
Apply   Save

Job highlights
- BNYS with valid registration, 2+ years in naturopathy hospital or wellness resort
- Plan hydrotherapy, mud therapy, fasting and diet therapy for residential guests

Job description
Greetings from Sahyadri Wellness Retreats!!
We are a 60 room residential naturopathy and yoga retreat in Lonavala hills, running since 2009. Guests come from Mumbai, Pune and also abroad for 7, 14 and 21 days detox and lifestyle programs. We are looking for Naturopathy Doctor to join our medical team under Chief Medical Officer.

Roles and Responsibilities
- Do detailed case taking of each guest at arrival and prepare individual treatment plan as per naturopathy principles
- Prescribe and monitor hydrotherapy (hip bath, spinal bath, steam bath, wet packs, enema), mud therapy and massage
- Plan diet therapy and therapeutic fasting together with our dietician, monitor vitals and weight daily
- Conduct morning yoga and pranayama session when yoga therapist is on leave
- Supervise therapists (male and female), maintain treatment records in our software and give discharge advice
- Give health talks to guests in evening

Desired Candidate Profile
- BNYS degree from recognised university, registration with State Board / AYUSH council is must
- Knowledge of yoga therapy, acupuncture is added advantage
- Good communication in English and Hindi, Marathi preferred
- Pleasant personality, patient and polite with guests, able to handle international clients
- Ready to stay in campus accommodation (provided) and work with rotational weekly off

Perks and benefits
Free food and accommodation, PF, mediclaim, yearly bonus, 12 days paid leave

Role: Naturopathy Physician
Industry Type: Wellness, Fitness & Sports
Department: Healthcare & Life Sciences
Employment Type: Full Time, Permanent
Role Category: Doctor
Education
UG: BNYS in Naturopathy
PG: Any Postgraduate

Key Skills
Skills highlighted with '★' are preferred keyskills
★Naturopathy   ★Hydrotherapy   Mud Therapy   Diet Therapy   Yoga Therapy   Fasting Therapy   Patient Counselling   Wellness

About company
Sahyadri Wellness Retreats Pvt. Ltd. is a residential nature cure centre in the Western Ghats, with 14 treatment rooms, a yoga hall for 80 persons and an organic kitchen garden.
Company Info
Address: Tungarli Road, Lonavala, Pune, Maharashtra, India

Beware of imposters! naukri.com does not promise a job or an interview in exchange of money.
Report this job
About us   Careers   Employer home   Sitemap   Privacy policy   Terms & conditions`,
  },
  {
    id: 'key-grip-mandy-cornwall-dash-production-name',
    field: 'Film production',
    half: 'tune',
    title: 'Key Grip',
    company: 'Hollowmere Pictures Ltd',
    skills: [
      'Grip Equipment',
      'Camera Dollies',
      'Track Laying',
      'Camera Cranes',
      'Car Rigging',
      'Location Rigging',
      'Risk Assessments',
      'Team Leadership',
      'IPAF',
      'Driving Licence',
      'PASMA',
      'Composure',
      'Organisation',
      'Good Humour',
    ],
    text: `Mandy
Jobs   Crew   Actors   Voice   Dancers   Musicians
Post a job   Log in   Join free
Film & TV Crew Jobs > Camera & Grips > Key Grip
Key Grip – 'The Salt Road' (Feature Film)
Posted by Hollowmere Pictures · 2 days ago
Paid · £2,150 per week (11 hr day + 1 hr lunch, rates in line with the current agreement)
Location: Cornwall & Devon (UK)
Shoot dates: 7 Sep – 30 Oct 2026 (8 weeks) plus 1 week prep
Closes in 9 days
Apply   Save   Share

Job description
Hollowmere Pictures is in pre-production on THE SALT ROAD, a period feature with a £6.8m budget following a family of salt traders on the north Cornish coast in 1893. Much of the film is exterior: beaches, cliff tops, harbour walls, moorland and a working steam railway. We are looking for an experienced Key Grip who loves a location challenge and can keep a department running safely through eight weeks of weather.

The role
- Lead the grip department: Best Boy Grip, two Grips and dailies as required
- Plan and lay track (straight and curved) on sand, cobbles and moorland; level, shim and make it smooth for long lens work
- Operate and maintain the dollies (Fisher 10 and Panther Evolution) and manage the remote crane package, which comes with a vendor technician
- Car rigs: hostess tray, hood mounts and low loader work with the tracking vehicle company
- Rig on cliff-top locations, including safety lines, sandbags and wind management
- Produce risk assessments and method statements for all grip rigs with the production's health and safety adviser
- Liaise with the DoP, 1st AC and gaffer on the day's plan and the next day's pre-rigs

Requirements
- At least three feature credits as Key Grip, or five as Best Boy Grip (please include an IMDb link)
- Strong working knowledge of grip safety and industry good practice
- IPAF (3a/3b) current – essential
- PASMA – desirable
- Full UK driving licence with C1 – you'll drive the 7.5t grip truck
- Own grip box (kit rental paid separately)
- Calm, organised and good humoured on long exterior days

How to apply
Please apply through Mandy with your CV, credits and a note confirming availability for prep and shoot dates. Shortlisted crew will be invited to a call with the DoP and Line Producer in the week of 22 June.

Crew are engaged by Hollowmere Pictures Ltd on freelance daily contracts. Accommodation in Padstow and Okehampton and per diems are provided for all crew living more than 50 miles from base.

Similar jobs
Best Boy Grip – Feature Film – Cornwall
Grip Trainee – TV Drama – Bristol
Report this job
Mandy   About   Help   Privacy   Terms   Cookie settings`,
  },
  {
    id: 'blasthole-drill-operator-bumeran-arequipa-bilingual-contractor-second-language',
    field: 'Open pit drilling',
    half: 'unseen',
    title: 'Blasthole Drill Operator',
    company: 'Perforaciones Andinas del Sur S.A.C.',
    skills: [
      'Blasthole Drilling',
      'Epiroc Pit Viper',
      'Sandvik Drill Rigs',
      'GPS Drill Navigation',
      'Pre-Use Inspections',
      'Bit and Rod Changes',
      'IPERC Risk Assessment',
      'Driving Licence',
      'Shift Work',
      'Spanish',
      'Rotary Drilling',
      'English',
      'Safety Awareness',
      'Teamwork',
    ],
    text: `bumeran
Empleos   Empresas   Salarios   Mis postulaciones
Ingresar   Publicar empleo
Inicio > Empleos en Arequipa > Minería, Petróleo y Gas
Operador de Perforadora Primaria / Blasthole Drill Operator
Perforaciones Andinas del Sur S.A.C.   Empresa verificada
Arequipa, Arequipa · Presencial · Full-time
Publicado hace 2 días · 138 postulantes
Postularme   Guardar

Descripción del puesto
Version in English for our international projects team:

Perforaciones Andinas del Sur S.A.C. is a drilling and blasting contractor with 14 years in open pit mining in the south of Peru. We employ our own crews and fleet at the client's site. For the new contract in a copper mine in the province of Caylloma we need Blasthole Drill Operators for rotary and DTH rigs.

Functions:
- Operate the drill rig (Epiroc Pit Viper 271, Sandvik DR412i) according to the drilling mesh given by drill & blast engineering
- Use the high precision GPS navigation system on board for collar position and depth, register every hole in the drill report
- Do the pre-use checklist of the equipment (engine, hydraulic, compressor, rods, bits) and report failures to maintenance
- Change bits, stabilisers and rods, control the consumption of accessories
- Apply the IPERC continuous and the critical control standards of the client
- Coordinate by radio with the supervisor and the blasting crew

Requirements:
- Technical studies in heavy machinery (Senati, Tecsup or similar)
- Minimum 3 years as operator of primary drill in open pit mine; experience with rotary drill is a plus
- Driver license category A-IIb minimum, without infractions
- Availability for 14x7 roster, with rotation of day and night shift
- Spanish is the work language; basic English helps for the automation training with the manufacturer
- Responsible person, with safety culture and good teamwork
- We do the occupational medical exam (EMO) and the induction, you don't need to bring them

We offer:
- Salary S/ 6,500 – 8,200 plus bonus per meters drilled
- Planilla from first day, EPS, SCTR, life insurance
- Transport from Arequipa to the mine, camp with food
- Training in autonomous and teleremote drilling

Detalles
Área: Minería
Tipo de puesto: Full-time
Modalidad de trabajo: Presencial
Requisitos
Educación mínima: Técnico
3 años de experiencia
Idiomas: Español nativo, Inglés básico
Disponibilidad para viajar: Sí
Disponibilidad de cambio de residencia: No

Sobre la empresa
Perforaciones Andinas del Sur S.A.C. – Servicios de perforación y voladura. 350 a 500 empleados.

Avisos similares
Operador de Scoop – Ayacucho | Perforista Jumbo – Puno | Supervisor de Perforación – Moquegua
Denunciar aviso
bumeran   Términos y condiciones   Políticas de privacidad   Ayuda
© 2026 Bumeran`,
  },
  {
    id: 'geomembrane-liner-technician-indeed-midland-dash-chrome',
    field: 'Geosynthetics construction',
    half: 'tune',
    title: 'Geomembrane Liner Technician',
    company: 'Redtail Lining Systems LLC',
    skills: [
      'Geomembrane Installation',
      'Hot Wedge Welding',
      'Extrusion Welding',
      'Seam Testing',
      'Seam Logs',
      'Driving Licence',
      'OSHA 10',
      'IAGI CWT',
      'Geosynthetic Clay Liners',
      'Spanish',
      'Punctuality',
      'Teamwork',
      'Communication',
    ],
    text: `Skip to main content
indeed
Home   Company reviews   Find salaries
Sign in   |   Employers / Post Job
What: geomembrane   Where: Texas   Find jobs

Geomembrane Liner Technician - Traveling - $24-$34/hr
Redtail Lining Systems
3.6 ★ 14 reviews
Midland, TX · Travel required
$24 - $34 an hour - Full-time
Apply now   ♡

Profile insights
Here's how the job qualifications align with your profile.
Skills
Welding (Required)
Licenses
Driver's License (Required)
Do you have experience in Welding?   Yes   No

Job details
Pay
$24 - $34 an hour
Job type
Full-time
Shift and schedule
10 hour shift   Weekends as needed   Overtime
Benefits
Per diem   Health insurance   401(k)   Paid time off

Full job description
Redtail Lining Systems LLC installs HDPE, LLDPE and GCL containment for landfills, evaporation ponds, frac water pits and mine heap leach pads across the Permian Basin, New Mexico and Oklahoma. We're growing our travel crews and need Liner Technicians who want real hours and real per diem.

What you'll do
- Deploy panels off the roll with the crew and the loader operator, then set and ballast them before the wind gets up
- Fuse seams with a hot wedge welder (Demtech, Leister) and extrusion weld patches, pipe boots and details
- Run non-destructive QC tests: air channel pressure, vacuum box and spark testing; cut destructive samples and log them for the CQA inspector
- Keep daily panel and seam logs accurate and legible
- Load trailers, maintain generators and welders, and keep the job box organized

What you need
- 1+ year in geosynthetics installation OR welding of plastics
- Valid driver's license and a clean MVR (you will drive company trucks)
- OSHA 10 Construction card (we will pay for your OSHA 30)
- Able to travel 3-6 weeks at a time (home every third weekend)
- Ability to lift 50 lbs and work in heat
- Pass a pre-employment drug screen

Nice to have
- IAGI Certified Welding Technician (CWT)
- Experience with GCL or concrete-embedded liners
- Bilingual English/Spanish

What we value: show up on time, watch your buddy's back on the panel, and tell the foreman when a seam doesn't look right.

Redtail Lining Systems is an equal opportunity employer.

Hiring insights
Job activity
Posted 3 days ago
Report job

Explore other jobs
Welder Helper jobs in Midland, TX   Pipe Welder jobs   Construction Laborer jobs
©2026 Indeed   Accessibility at Indeed   Privacy Center and Ad Choices   Terms`,
  },
  {
    id: 'royalty-analyst-linkedin-stockholm-bare-header-second-language',
    field: 'Music publishing',
    half: 'unseen',
    title: 'Royalty Analyst',
    company: 'Nordljus Music Publishing AB',
    skills: [
      'Royalty Accounting',
      'Collecting Society Statements',
      'DSP Data Analysis',
      'Reconciliation',
      'Excel',
      'Power Query',
      'Copyright Knowledge',
      'English',
      'SQL',
      'Curve',
      'Swedish',
      'Attention to Detail',
      'Structured Working',
      'Curiosity',
    ],
    text: `0 notifications total
Skip to search   Skip to main content   Keyboard shortcuts
Home   My Network   Jobs   Messaging   Notifications   Me   For Business   Try Premium

Nordljus Music Publishing
Royalty Analyst
Stockholm, Stockholm County, Sweden · 1 week ago · Over 100 applicants
Promoted by hirer · Responses managed off LinkedIn
Hybrid   Full-time   Mid-Senior level
51-200 employees · Musicians
Apply   Save

Meet the hiring team
Johanna Lindqvist · 2nd
Head of Royalties at Nordljus Music Publishing
Message

About the job
Who we are
Nordljus Music Publishing AB is an independent music publisher with 40,000 works in catalogue, from Swedish pop and schlager to film music and songwriters in K-pop. We take care that our writers get paid correctly for every stream, every radio play and every sync, in more than 60 territories.

The role
- Process incoming statements from collecting societies (STIM, GEMA, PRS, SACEM, ASCAP) and from our sub-publishers, and match the usage to our works
- Run the royalty calculation for writers each half year in Curve and make sure splits and advances are correct
- Analyse DSP data from Spotify, YouTube and TikTok, find missing or unmatched income and raise claims
- Reconcile received income against accounting and support the month closing together with finance
- Answer questions from writers and managers about their statements, in clear words

Who you are
- 3+ years working with royalties, in music publishing, a record label or a collecting society
- You are strong in Excel (pivot tables, XLOOKUP, Power Query) – we have a lot of data
- Understanding of copyright and how mechanical and performance rights flow between societies
- SQL is a plus, also experience of Curve or similar royalty system
- Fluent in English, Swedish is meriting
- You are structured and careful, you like when the numbers add up, and you are curious to find the missing cents

What we offer
- Collective agreement and occupational pension
- Wellness allowance 5,000 SEK per year
- Free concerts, a lot of them
- Hybrid work, 3 days per week at our office at Södermalm

Recruitment process
We do continuous selection, so send your application as soon as possible. We don't accept contact from recruitment agencies or sellers of ads for this role.

Show more

Set alert for similar jobs
Royalty Analyst, Stockholm
About the company
Nordljus Music Publishing
Musicians · 51-200 employees · 1,204 on LinkedIn
Follow
About   Accessibility   Help Center   Privacy & Terms   Ad Choices   Advertising   Business Services
LinkedIn Corporation © 2026`,
  },
  {
    id: 'bell-foundry-moulder-careers-page-deventer-about-us-first-bilingual-second-language',
    field: 'Bell founding',
    half: 'tune',
    title: 'Bell Foundry Moulder',
    company: 'Klokkengieterij Van Dael B.V.',
    skills: [
      'Mould Making',
      'Foundry Work',
      'Sand Moulding',
      'Bronze Pouring',
      'Fettling',
      'Angle Grinder',
      'Technical Drawing Reading',
      'Crane Operator Certificate',
      'VCA Basic',
      'Dutch',
      'English',
      'Patience',
      'Manual Dexterity',
      'Teamwork',
    ],
    text: `About us
In 1823 Hendrik van Dael poured his first church bell in a shed behind his house at the Brink in Deventer. Six generations later we are still casting bells by hand, in the same way and partly in the same building. Our bells hang in towers in the Netherlands, Belgium, Germany, Ghana, Japan and the United States, and every year around 300 new bells leave our yard, from a small ship's bell of 20 kilo to the 6 tonne bourdon for a cathedral. Besides casting we tune and restore historic carillons and we build and maintain clock and bell-ringing installations in more than 400 churches and town halls.

Klokkengieterij Van Dael B.V. employs 34 people: moulders, tuners, fitters, engineers and office staff. Most of them stay with us a long time. You can see their work in our museum room, which is open every Saturday.

Home   Bells   Carillons   Restoration   Visit the foundry   Werken bij   NL | EN

Vacancy
Klokkengieter / Bell Foundry Moulder (40 hours)

As moulder you are part of our casting team of five. You build the moulds for bells between 20 kilo and 6 tonnes, and together with the team you pour them.

What you do
- Building the core on the brick base and the false bell (the "dummy") in loam, turning the profile with the strickle board around the spindle
- Applying the inscriptions and ornaments in wax on the dummy, together with our designer
- Building the cope, drying the mould with gas burners, removing the dummy and closing the mould in the casting pit
- Sand moulding for small bells and fittings on our second line
- Preparing the pour: melting the bronze (78% copper, 22% tin) in the furnace and pouring together with the team – on pouring days we start at 5 o'clock in the morning
- After casting: digging out, cleaning and fettling with the angle grinder

What we ask
- Experience in foundry, mould making, masonry or plaster work. The loam technique we teach you ourselves, this takes around two years
- You can read technical drawings and bell profiles
- Certificate for the overhead crane, or you are willing to get it before you start
- VCA Basic (B-VCA), or willing to get it in the first month
- Dutch or English, our team speaks both
- You have patience and clean hands for fine work, and you don't mind the heat and the dust
- You like working in a small team where everybody helps with the pour

What we offer
- Salary according to the collective agreement for the metal industry, between €2,900 and €3,700 per month
- 8% holiday allowance, pension and 25 vacation days
- A craft that only a few people in the world still do

Interested? Send your motivation and CV to Marieke Jansen, werken@vandaelklokken.example.com, or call 0570 555 318. A day of working along in the foundry is part of the procedure.

Klokkengieterij Van Dael B.V. · Zutphenseweg 212 · 7418 AJ Deventer · KvK 08123456
Privacy   Cookies   Contact
This website uses functional cookies. OK`,
  },
  {
    id: 'bingo-caller-facebook-page-stockton-sentence-replies-closing-line',
    field: 'Gaming and social clubs',
    half: 'unseen',
    title: 'Bingo Caller',
    company: "Thornaby Road Working Men's Club & Institute Ltd",
    skills: [
      'Bingo Calling',
      'Public Speaking',
      'Cash Handling',
      'Claim Checking',
      'Electronic Bingo Equipment',
      'Numeracy',
      'Personal Functional Licence',
      'Crowd Engagement',
      'Confidence',
      'Reliability',
    ],
    text: `Facebook
Search Facebook
Home   Video   Marketplace   Groups   Gaming

Thornaby Road Social Club
3d · 🌍
📣 JOB ALERT 📣 Our Gordon is hanging up the mic after 22 years (we'll be giving him a proper send off on Saturday the 27th, all welcome!!) so we're looking for a new bingo caller to take over Tuesday, Thursday and Sunday nights 🎱

It's 3 sessions a week, 7pm till about 10pm, £12.60 an hour.

What you'll be doing:
✅ calling the main session and the link game on our electronic ball machine and the big screens
✅ selling the books and the dabbers before the session and cashing up with the bar manager after
✅ checking claims on the screen and paying out the prizes
✅ keeping the room lively – our regulars like a bit of banter!

You don't need to have called before, full training given, but you do need to be confident on a microphone, good with numbers and money, and reliable (no letting the regulars down 😂). If you've got a Personal Functional Licence from the Gambling Commission that's a bonus but not essential.

Send us a message or pop in and see Denise behind the bar any afternoon.

Thornaby Road Working Men's Club & Institute Ltd · Registered Society No. 14872R · Stockton-on-Tees

👍 Like   💬 Comment   ↗ Share
148 reactions · 63 comments · 21 shares
Most relevant ▾

Karen Atkinson
Gordon!!! end of an era 😭
Like · Reply · 3d
  Thornaby Road Social Club
  ❤️ he'll still be in on Sundays as a punter he says
  Like · Reply · 3d

Lee Marsh
do you need to be a member
Like · Reply · 3d
  Thornaby Road Social Club
  no Lee you don't need to be a member to apply but you'd get membership free with the job 👍
  Like · Reply · 3d

Sharon P
is there an age limit? my daughter's 17
Like · Reply · 2d
  Thornaby Road Social Club
  has to be 18+ Sharon sorry, it's gambling rules x
  Like · Reply · 2d

Dave Rennison
do you need a DBS
Like · Reply · 2d
  Thornaby Road Social Club
  no DBS needed Dave but we ask for two references and you'll do the safer gambling training with us before your first night
  Like · Reply · 2d

Mick H
I'll do it if I can still call two fat ladies without getting cancelled
Like · Reply · 2d
  Thornaby Road Social Club
  🤣 the calls stay in Mick, it's the law round here
  Like · Reply · 2d

Write a comment...`,
  },
  {
    id: 'beamline-scientist-successfactors-cerdanyola-dash-specialty-acronym-second-language',
    field: 'Synchrotron science',
    half: 'tune',
    title: 'Beamline Scientist, Macromolecular Crystallography',
    company: 'Consorci Sincrotró Vallès',
    skills: [
      'Macromolecular Crystallography',
      'Synchrotron Data Collection',
      'XDS',
      'autoPROC',
      'DIALS',
      'Python',
      'Linux',
      'Shift Work',
      'English',
      'Serial Crystallography',
      'Spanish',
      'Catalan',
      'Service Orientation',
      'Teamwork',
    ],
    text: `Skip to main content
Search Jobs   Join our Talent Community   Sign In
Language: English (United Kingdom) ▾

Job details
Beamline Scientist – Macromolecular Crystallography (BL07-ORIOL)
Date: 21 May 2026
Location: Cerdanyola del Vallès, Barcelona, ES, 08290
Company: Consorci Sincrotró Vallès
Req ID: 2026-041
Apply now »   Start apply with LinkedIn

The Consorci Sincrotró Vallès (CSV) operates a 3 GeV third-generation synchrotron light source with eleven operational beamlines and three more in construction, and serves more than 2,500 users per year from Spain, Europe and Latin America.

ORIOL is our high-throughput macromolecular crystallography beamline, with a new EIGER2 detector and a sample changer for unattended data collection. To strengthen the team we search a Beamline Scientist who will combine user support, technical development and own research.

Main tasks
- Support external and in-house users in data collection, from sample mounting with the robot until data processing with XDS, autoPROC and DIALS
- Participate in the commissioning of the new detector and in the upgrade of the goniometer
- Develop and maintain Python scripts for automated data pipelines and for the beamline control system based on Tango and Sardana
- Perform user support shifts, including nights and weekends (around 8 shifts per month)
- Carry out own research in structural biology and publish the results

Requirements
- PhD in Structural Biology, Biochemistry, Physics or Chemistry
- Minimum 3 years of experience in macromolecular crystallography, preferably at a synchrotron
- Good programming skills in Python and work in a Linux environment
- Fluent English, written and spoken. Spanish or Catalan will be an advantage
- Experience with serial crystallography will be valued
- Service orientation, capacity to work in team and under pressure during beamtime

We offer
- Indefinite contract
- Salary category Scientist II according to the CSV salary tables (gross annual 48,000 – 56,000 €)
- Flexible schedule, 23 working days of holiday plus the Christmas week
- Canteen, shuttle bus from Barcelona and Sabadell, Catalan and Spanish courses

CSV applies a policy of equal opportunities and encourages applications from women and people with disabilities. The recruitment process follows the principles of the European Charter for Researchers and the HR Excellence in Research award.

Apply now »

Consorci Sincrotró Vallès · Carretera BP 1413, km 3.3 · 08290 Cerdanyola del Vallès
Privacy policy   Cookie preferences   Accessibility
Powered by SAP SuccessFactors`,
  },
  {
    id: 'candle-maker-newspaper-classified-zebbug-capitals-neighbours-second-language',
    field: 'Candle making',
    half: 'unseen',
    title: 'Candle Maker',
    company: 'Vella Wax Works Ltd',
    skills: [
      'Wax Melting',
      'Mould Pouring',
      'Hand Dipping',
      'Wick Preparation',
      'Trimming and Packing',
      'Hand Painting',
      'Maltese',
      'English',
      'Candle Making',
      'Attention to Detail',
      'Hard Work',
      'Punctuality',
    ],
    text: `THE VALLETTA WEEKLY HERALD   •   SUNDAY 31 MAY 2026   •   CLASSIFIED   •   PAGE 47

SITUATIONS VACANT

DRIVER with Category C licence required for beverage distribution company in Marsa. Monday to Saturday, early start. Good knowledge of Malta and Gozo roads. Call 7955 5120 after 4pm.

CANDLE MAKER wanted by long-established church candle manufacturer in Żebbuġ. Production of altar, votive and Easter (Paskal) candles in paraffin and beeswax. Duties include melting and pouring of wax in moulds, hand dipping, wick preparation, trimming and packing, and hand-painting of decorations on Easter and wedding candles. Previous experience in candle or soap making, chocolate moulding or similar production is preferred. Must speak Maltese; basic English. Careful, hardworking and punctual. Full-time, Mon-Fri 7.00-15.30, extra hours before Easter and Christmas paid at overtime rate. Apply with CV to Vella Wax Works Ltd, 14, Triq il-Kbira, Żebbuġ ZBG 1303 or email jobs@vellawax.example.com. Tel 2146 5550.

CHEF DE PARTIE for busy seafront restaurant in Sliema. Minimum 2 years experience in à la carte kitchen. Split shifts, good salary plus tips. Send CV to kitchen@example.com.

SHOP ASSISTANT part-time for stationery shop in Birkirkara, mornings. Students welcome. Call 9955 5310.

CLEANERS (2) wanted for offices in Mriehel, evenings 18.00-21.00. Own transport preferred. Tel 7755 5082.

PROPERTY TO LET

GZIRA – two bedroom apartment, fully furnished, close to promenade, airconditioned, €1,050 monthly. Long let only. 9955 5471.

MSIDA – garage, suitable for one car and storage, €120 monthly. 7955 5634.

FOR SALE

DINING TABLE in solid oak with six chairs, excellent condition, €450 ono. Tel 2133 5559.

BICYCLE, mountain bike, 21 gears, little used, €180. 9955 5027.

NOTICES

LOST – grey cat named Ċikku, white paws, in area of Ta' Xbiex marina. Reward. 7955 5906.

The Valletta Weekly Herald accepts no responsibility for the content of advertisements. Classified adverts may be placed at our offices or by email to classified@vwherald.example.com by Thursday noon.`,
  },
  {
    id: 'analog-layout-engineer-workday-hsinchu-sr-abbreviation-req-hyphen-second-language',
    field: 'Semiconductor design',
    half: 'tune',
    title: 'Sr. Analog Layout Engineer',
    company: 'Formosa Mixed-Signal Technology Corp.',
    skills: [
      'Analog Layout',
      'Cadence Virtuoso',
      'Calibre',
      'DRC/LVS',
      'FinFET',
      'Layout Matching Techniques',
      'ESD and Latch-up',
      'Floorplanning',
      'EM/IR Analysis',
      'English',
      'Mandarin',
      'SKILL Scripting',
      'Mentoring',
      'Self-Motivation',
    ],
    text: `Skip to main content
Search for Jobs
Sign In   English ▾
Sr. Analog Layout Engineer - R0048213

Sr. Analog Layout Engineer
Apply
locations
Hsinchu Science Park, Taiwan
time type
Full time
posted on
Posted 8 Days Ago
job requisition id
R0048213

About FMST
Formosa Mixed-Signal Technology Corp. (FMST) designs power management ICs, high-speed SerDes and sensor interface chips for automotive and data-center customers. Headquarter is in Hsinchu with design centers in San Jose and Bengaluru, around 1,400 employees.

Job Description
We are looking for Sr. Analog Layout Engineer to join our Custom Layout team, working closely with circuit designers from Taiwan and US.

Responsibilities:
1. Full custom layout of analog/mixed-signal blocks: bandgap, LDO, PLL, ADC/DAC and high-speed IO in advanced FinFET nodes (N5/N3) and BCD process for power products
2. Floorplan and top-level integration, guard ring and ESD/latch-up protection structure
3. Apply matching techniques (common-centroid, interdigitation, dummy devices) and reduce parasitics for sensitive nets
4. Run and clean physical verification: DRC, LVS, ERC and antenna with Calibre; support EM/IR and reliability check
5. Estimate schedule and guide 1-2 junior layout engineers

Qualifications:
1. BS/MS in Electrical Engineering or related field
2. 5+ years analog layout experience, minimum 2 tape-outs in FinFET process
3. Expert in Cadence Virtuoso (L/XL, EAD) and Mentor Calibre
4. Good understanding of device physics, layout dependent effect (LDE) and DFM rules
5. SKILL scripting ability is a plus
6. Good English communication for daily meeting with US designers; Mandarin is a must for working with local team
7. Careful, self-motivated, can handle tape-out pressure

Benefits:
- Employee stock ownership and profit sharing
- Bonus three times per year
- Free shuttle bus, gym and on-site clinic
- Group insurance for employee and family

FMST is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, religion, gender, age, disability or any other protected status.

Similar Jobs
Analog Layout Engineer - R0048107   Hsinchu Science Park, Taiwan   Posted 30+ Days Ago
Physical Design Engineer - R0047955   Hsinchu Science Park, Taiwan   Posted 12 Days Ago

Follow Us
© 2026 Workday, Inc. All rights reserved.`,
  },
  {
    id: 'hydrometric-technician-regional-council-bulletin-gore-te-reo-name-dash-team',
    field: 'Hydrology',
    half: 'unseen',
    title: 'Hydrometric Technician, Environmental Monitoring',
    company: 'Mataura Plains Regional Council',
    skills: [
      'Flow Gauging',
      'Hydrometric Site Maintenance',
      'Time-Series Data Processing',
      'Hilltop',
      'NEMS',
      'Water Quality Sampling',
      'Driving Licence',
      '4WD Driving',
      'On-Call',
      'Excel',
      'ADCP',
      'Telemetry',
      'Problem Solving',
      'Composure',
    ],
    text: `Vacancies Bulletin | Pānui Tūranga Mahi
Issue 11 · Friday 22 May 2026
Te Kaunihera ā-Rohe o Mataura | Mataura Plains Regional Council

This bulletin lists the current vacancies across our organisation. Apply online through the careers section of our website before the closing date. Internal applicants please let your manager know.

Hydrometric Technician – Environmental Monitoring
Reference: MPRC-2026-047
Group: Science and Monitoring
Location: Gore depot, with travel across the region
Salary: $68,000 – $79,000, plus on-call allowance and KiwiSaver
Term: Permanent, full time (40 hours)
Closes: 8 June 2026, 5pm

About the role
Our hydrology team keeps 62 river level and flow sites, 41 rain gauges and 18 groundwater bores running around the clock, so that flood warnings go out on time, consents are set on good data, and farmers know when irrigation restrictions apply. You'll join a team of six who are as happy in waders as they are in a spreadsheet.

What you'll do
- Carry out flow gaugings using ADCP, wading current meters and, in flood, from bridges
- Maintain and repair monitoring sites: water level recorders, pressure transducers, rain gauges, loggers and telemetry
- Process and audit time-series data in Hilltop Manager to the National Environmental Monitoring Standards (NEMS)
- Be part of the flood on-call roster (one week in five) and respond to telemetry alarms at any hour
- Help the water quality team with the monthly river sampling runs

What you'll bring
- A tertiary qualification in science, engineering or environmental technology, or equivalent field experience
- Experience with hydrometric or environmental data collection
- A full New Zealand driver licence (class 1) and experience driving 4WD vehicles on farm tracks
- Confidence working around rivers – swiftwater training is provided
- Good computer skills, including Excel and at least one time-series data system
- Desirable: experience with ADCP, telemetry or electronics
- A practical problem-solver who stays safe and calm on wet, cold days

Why join us
We offer flexible working where the job allows, a vehicle for work travel, wellbeing leave, and the chance to see parts of the region most people never will. We are committed to Te Tiriti o Waitangi and to growing our capability in te reo Māori and tikanga Māori.

For a position description or a chat about the role, contact Priya Raman, Hydrology Team Leader, on 03 555 0194.

Also in this issue
Biosecurity Officer (Pest Plants) – Invercargill – closes 5 June
Consents Administrator – Gore – closes 12 June
Harbour Deckhand (Seasonal) – Bluff – closes 29 May

Mataura Plains Regional Council · Private Bag 555 · Gore 9740 · careers@mataura-plains.example.org`,
  },
  {
    id: 'eye-bank-technician-paylocity-lexington-dba-dash-specialty',
    field: 'Tissue banking',
    half: 'tune',
    title: 'Eye Bank Technician I, Recovery',
    company: 'Bluegrass Eye Bank',
    skills: [
      'Ocular Tissue Recovery',
      'Aseptic Technique',
      'EBAA Medical Standards',
      'FDA 21 CFR Part 1271',
      'Phlebotomy',
      'Donor Physical Assessment',
      'Documentation',
      'Chain of Custody',
      'Driving Licence',
      'On-Call',
      'CEBT',
      'Compassion',
      'Attention to Detail',
      'Independence',
    ],
    text: `Skip to main content
Careers
Job Listings
Eye Bank Technician I - Recovery
Location: Lexington, KY
Department: Recovery Operations
Type: Full Time
Min. Experience: Entry Level
Apply
Back to Job Listings

Cumberland Sight Trust, Inc. dba Bluegrass Eye Bank is a Kentucky nonprofit that has restored sight to more than 30,000 people since 1972 by recovering, evaluating and distributing donated corneal tissue for transplant and research. We are accredited by the Eye Bank Association of America and registered with the FDA.

Position Summary
The Eye Bank Technician I - Recovery recovers ocular tissue from deceased donors at hospitals, medical examiner offices and funeral homes across Kentucky and southern Indiana, and makes sure every gift is handled with care from recovery to the laboratory.

Essential Functions
- Perform in-situ corneoscleral rim excision and whole globe enucleation using aseptic technique, in accordance with EBAA Medical Standards and FDA 21 CFR Part 1271
- Draw donor blood samples for infectious disease testing and perform the donor physical assessment
- Assist with the review of medical records, hospital charts and autopsy findings for donor eligibility
- Document each recovery completely and accurately per standard operating procedures in our electronic donor record
- Transport tissue on wet ice, maintaining chain of custody and temperature records
- Participate in a 24/7 on-call rotation and respond to referrals within 60 minutes
- Drive a company vehicle, often at night, up to 200 miles per case

Qualifications
- High school diploma required; associate or bachelor degree in a life science or allied health field preferred
- Experience in phlebotomy, surgical technology, mortuary science, EMT or a similar role is strongly preferred
- Must obtain CEBT (Certified Eye Bank Technician) certification through EBAA within 24 months of hire
- Valid driver's license and an acceptable driving record
- Ability to lift 40 lbs and stand for long periods
- Comfortable working with deceased donors, and able to speak with grieving families and funeral directors with compassion
- Strong attention to detail and the ability to work independently

Benefits
- Medical, dental and vision insurance from day one
- 403(b) with 5% employer match
- Paid time off and nine paid holidays
- On-call pay and call-out pay
- Paid CEBT exam and EBAA membership

Bluegrass Eye Bank is an Equal Opportunity Employer. We do not discriminate on the basis of race, color, religion, sex, sexual orientation, gender identity, national origin, age, disability or veteran status.

Apply
Powered by Paylocity   Privacy`,
  },
  {
    id: 'sailing-instructor-mojposao-zadar-bilingual-gender-season-second-language',
    field: 'Sailing instruction',
    half: 'unseen',
    title: 'Sailing Instructor',
    company: 'Jedriličarski centar Bura d.o.o.',
    skills: [
      'Sailing Instruction',
      'Dinghy Sailing',
      'Keelboat Sailing',
      'Boat Skipper Licence',
      'SRC VHF Certificate',
      'Sailing Instructor Certificate',
      'Safety Boat Handling',
      'COLREG',
      'Swimming',
      'English',
      'German',
      'Italian',
      'Patience',
      'Communication',
    ],
    text: `MojPosao
Poslovi   Poslodavci   Plaće   Savjeti za karijeru
Prijava | Registracija | Za poslodavce
Traži posao...

Instruktor jedrenja / Sailing Instructor (m/ž) – sezona 2026
Jedriličarski centar Bura d.o.o.
Zadar · Sezonski posao · Rok za prijavu: 15.6.2026.
Prijavi se   Spremi oglas   Podijeli

Sailing Center Bura is sailing school on the Borik peninsula in Zadar. Since 2004 we teach children and adults to sail on Optimist, Laser and RS Feva dinghies and on our fleet of six J/70 and Elan keelboats. Our guests come from Croatia, Austria, Germany, Slovenia and UK, many of them every year again.

For the season from 15 June until 30 September we need sailing instructors for dinghy courses and keelboat trainings.

Job description:
- leading sailing courses for children (7-14 years) and adults on dinghies and keelboats, from beginner to advanced level
- theory lessons: knots, rules of the road (COLREG), weather and safety on sea
- driving the safety RIB and rescuing capsized boats
- daily control and small repairs on boats, sails and rigging
- communication with parents and guests, making simple reports of progress

Requirements:
- valid boat leader licence (Voditelj brodice) category B or higher
- VHF radio certificate (SRC)
- sailing instructor certificate of the Croatian Sailing Federation, RYA Dinghy Instructor or equivalent
- first aid course – we can organize it for all instructors in May
- English on good level; German or Italian is big advantage
- love for the work with children, patience, clear and positive communication
- you are punctual and responsible and you can swim very good

We offer:
- salary 1,600 – 2,000 EUR net per month, depending on licences and experience
- accommodation in shared apartment 300 m from the base
- meals on course days
- free use of boats in free time
- possibility to work also in the autumn regatta program

Send CV with copies of licences through MojPosao or on e-mail posao@jcbura.example.com. For more information call Ivana on +385 23 555 417.

O poslodavcu
Jedriličarski centar Bura d.o.o., OIB 55512345678, Zadar
Djelatnost: Sport i rekreacija
Broj zaposlenih: 10-49

Slični poslovi
Voditelj/ica kampa – Biograd na Moru | Animator/ica – Poreč | Skipper – Split
Prijavi neprikladan oglas
O nama   Uvjeti korištenja   Zaštita privatnosti   Kolačići
© MojPosao 2026`,
  },
  {
    id: 'animal-nutritionist-brightermonday-nakuru-dash-specialty',
    field: 'Animal feed',
    half: 'tune',
    title: 'Animal Nutritionist, Ruminants',
    company: 'Rift Valley Feeds Limited',
    skills: [
      'Feed Formulation',
      'Bestmix',
      'Ruminant Nutrition',
      'Raw Material Quality Control',
      'KEBS Standards',
      'Farmer Training',
      'APPI Registration',
      'Excel',
      'Driving Licence',
      'English',
      'Swahili',
      'Presentation Skills',
      'Integrity',
      'Self-Motivation',
    ],
    text: `BrighterMonday Kenya
Find Jobs   Companies   Career Advice   CV Services
Log in   Sign up   Post a Job
Home > Jobs > Agriculture, Fishing & Forestry > Nakuru

Animal Nutritionist – Ruminants
Rift Valley Feeds Limited
Agriculture, Fishing & Forestry
Nakuru   Full Time   KSh 150,000 - 250,000
Easy Apply   Save Job
Posted 6 days ago

Job Summary
Minimum Qualification: Degree
Experience Level: Mid level
Experience Length: 4 years

Job Description/Requirements
Rift Valley Feeds Limited is a leading manufacturer of dairy, poultry and pig feeds in the Rift Valley, with a 22-tonne-per-hour plant in Nakuru and depots in Eldoret, Nyahururu and Kericho. We are seeking an Animal Nutritionist to lead formulation and technical support for our ruminant feeds range.

Key Responsibilities
- Formulate least-cost rations and premixes for dairy meal, calf pellets and beef finisher using Bestmix software
- Monitor raw material quality, including proximate analysis, aflatoxin testing and NIR results, with the QA laboratory
- Ensure all products meet KEBS standards for compound animal feeds and labelling
- Conduct farm visits, diagnose feeding problems and train farmer groups and agro-dealers on dairy nutrition, silage making and TMR
- Support the sales team with technical presentations and product launches
- Track competitor products and contribute to new product development

Qualifications
- BSc in Animal Science or Animal Production; an MSc in Animal Nutrition is an added advantage
- Registration with the Animal Production Professionals Institute (APPI)
- At least 4 years' experience in feed formulation in a feed mill or a large dairy farm
- Proficiency in Bestmix, Format or similar formulation software and advanced MS Excel
- Valid driving licence and willingness to travel within the region
- Excellent communication and presentation skills in English and Kiswahili
- Self-driven, with high integrity

How to Apply
Qualified candidates should send their CV and cover letter, quoting "Animal Nutritionist – Ruminants" in the subject line, to recruitment@rvfeeds.example.com by 12th June 2026. Only shortlisted candidates will be contacted.

Important Safety Tips
Do not make any payment without confirming with the BrighterMonday Customer Support Team. If you think this advert is not genuine, please report it via the Report Job link below.
Report Job

Similar Jobs
Poultry Technical Advisor – Thika | Quality Assurance Officer (Feeds) – Eldoret | Dairy Extension Officer – Nyeri
About Us   Terms & Privacy   Contact Us
© 2026 BrighterMonday Kenya`,
  },
  {
    id: 'concept-artist-workable-krakow-bracket-specialty-second-language',
    field: 'Game art',
    half: 'unseen',
    title: 'Senior Concept Artist',
    company: 'Smocza Games Sp. z o.o.',
    skills: [
      'Environment Concept Art',
      'Thumbnail Sketching',
      '3D Paintovers',
      'Photoshop',
      'Blender',
      'Perspective',
      'Composition',
      'Lighting and Colour',
      'English',
      'Unreal Engine 5',
      'Slavic Architecture Knowledge',
      'Polish',
      'Mentoring',
      'Openness to Feedback',
    ],
    text: `Back to all jobs
View website

Senior Concept Artist (Environments)
Kraków, Lesser Poland Voivodeship, Poland
Hybrid   Art   Full time
Overview   Application
Apply for this job

Smocza Games is an independent studio of 140 people in Kraków Podgórze. After the success of our first game, a dark fairy-tale adventure sold in more than 1.2 million copies, we are making our next project – a dark fantasy action RPG on Unreal Engine 5, inspired by Slavic legends and the old wooden towns of the Carpathians.

Our art team is 28 people and we are looking for a Senior Concept Artist who will give shape to the world of the new game.

Your role
- Create environment concepts: biomes, villages, ruins, interiors, from first thumbnails until final paintovers ready for the 3D team
- Make quick 3D blockouts in Blender and paint over them, to find the composition and scale together with level designers
- Keep the visual language consistent with the art bible and update it
- Work closely with our Art Director, take feedback and iterate fast
- Give feedback to two junior concept artists and help them to grow

Requirements
- Min. 5 years in games or film as concept artist, with at least one shipped title
- Portfolio with environment work (obligatory – we will not review applications without it)
- Excellent skills of perspective, composition, lighting and colour
- Photoshop on expert level, Blender, 3ds Max or similar 3D tool for blockouts
- English at least B2 – part of the team is from abroad

Nice to have
- Experience with Unreal Engine 5 (lighting set-ups, simple scene assembly)
- Knowledge of Slavic architecture and history
- Polish language
- You can also draw characters or props

About you
You communicate openly, you are humble for feedback and you like to share knowledge with others.

What we offer
- B2B contract 18,000 – 24,000 PLN net + VAT, or employment contract (UoP) 14,000 – 19,000 PLN gross
- Hybrid work, 2 days per week in the office
- Private medical care and sports card
- Company library and drawing sessions with models every Thursday
- Profit sharing from our games

Smocza Games Sp. z o.o. · ul. Lipowa 55 · 30-702 Kraków
Powered by Workable
Help   Accessibility   Privacy   Cookies`,
  },
  {
    id: 'ice-sculptor-instagram-harbin-capitals-plural-footer-bilingual-name-second-language',
    field: 'Ice sculpture',
    half: 'tune',
    title: 'Ice Sculptor',
    company: 'Harbin Bingcheng Ice Art Co., Ltd.',
    skills: [
      'Ice Carving',
      'Chainsaw Carving',
      'Die Grinder',
      'Hand Carving Tools',
      'Ice Block Assembly',
      'Snow Sculpting',
      'Technical Drawing Reading',
      'Working to Scale',
      'Mandarin',
      'English',
      'Teamwork',
    ],
    text: `Instagram
Search
bingcheng.icecraft • Follow
Harbin, Heilongjiang
[Photo 1 of 6]

bingcheng.icecraft 📣 WE ARE HIRING ICE SCULPTORS ❄️🧊 for the 2026–2027 winter season! 冰雕师招聘!

Our studio make ice and snow sculptures for the big ice festivals in Harbin, for hotels, weddings and company events all over China, and also we send teams to Japan, Finland and to indoor ice parks in the Middle East. Season start 20 November, finish end of February.

You will:
🔹 carve ice blocks with chainsaw, chisels and die grinder according to the design drawing
🔹 assemble big blocks for walls, stairs, slides and sculptures with water and snow slush
🔹 work with our CNC ice engraver for logos and text (we teach you)
🔹 make snow sculpture with shovel and spatula when needed
🔹 sometimes night work because the ice must stay cold – we work in -25°C 🥶

We need:
✅ at least 2 years carving experience (ice, wood, stone or big food carving in hotel is also ok)
✅ can read design drawing and work to scale
✅ safe with chainsaw – you must show us
✅ basic Mandarin or English for communication
✅ team spirit, we work in groups of 6-8

Bonus if you have competition experience 🏆

We give: 18,000–26,000 RMB per month depending on level, accommodation, meals, full winter clothing, flight ticket for international carvers, visa support letter.

DM us or send portfolio to jobs@bingcheng-icecraft.example.com

哈尔滨冰城冰艺有限公司 Harbin Bingcheng Ice Art Co., Ltd.

#icecarving #icesculpture #harbin #hiring #冰雕 #winterjobs #chainsawcarving #snowsculpture

View all 214 comments

nordic.carver Can foreigners apply without Chinese?
Reply
  bingcheng.icecraft @nordic.carver yes sure! English is ok, our team leader speak English 👍
  Reply

ice_ken_jp 2 years of food carving ok? I did the hotel buffet pieces in Sapporo
Reply
  bingcheng.icecraft @ice_ken_jp yes if you can show photos of big pieces. but chainsaw you must be safe, we test on first day
  Reply

lena.frost.art what is the working hours?
Reply
  bingcheng.icecraft @lena.frost.art normally 10 hours, 6 days, more before the opening 💪
  Reply

♡ 1,482 likes
5 days ago
Add a comment...`,
  },
  {
    id: 'field-archaeologist-bamboohr-athlone-bracket-contract',
    field: 'Archaeology',
    half: 'unseen',
    title: 'Field Archaeologist',
    company: 'Carrowkeel Heritage Consultancy Ltd',
    skills: [
      'Archaeological Excavation',
      'Single Context Recording',
      'Section Drawing',
      'Site Planning',
      'Finds Processing',
      'Environmental Sampling',
      'Test Trenching',
      'Safe Pass',
      'Driving Licence',
      'QGIS',
      'AutoCAD',
      'Teamwork',
      'Attention to Detail',
    ],
    text: `Carrowkeel Heritage Consultancy Ltd
Job Openings
< All Jobs

Field Archaeologist (Fixed-Term, 6 Months)
Department: Excavation
Location: Athlone, County Westmeath (travel to sites in Leinster and Connacht)
Employment Type: Contract
Minimum Experience: Entry-level
Compensation: €32,000 – €35,500 pro rata, plus subsistence
Apply for This Job

Description
Carrowkeel Heritage Consultancy Ltd is an archaeological and cultural heritage consultancy working on road, rail, wind farm and housing developments across the midlands and the west. All our excavations are carried out under licence from the Department of Housing, Local Government and Heritage, and we have a team of 45 archaeologists, surveyors and finds specialists.

We are recruiting Field Archaeologists for a programme of pre-development testing and full excavation on a greenway and a housing scheme in County Roscommon, starting in July.

What you'll be doing
- Excavating and recording archaeological features using the single context recording system
- Completing context sheets, plans and section drawings at 1:10 and 1:20, and keeping the photographic register
- Processing, bagging and labelling finds and environmental samples
- Working alongside machine operators during test trenching and monitoring
- Surveying with the GNSS rover and total station (training available)
- Following site safety rules at all times

What we're looking for
- A degree in archaeology (primary or higher)
- At least 3 months' commercial excavation experience in Ireland or the UK
- A valid Safe Pass card (essential)
- Manual handling certificate (we can provide this)
- A full clean driving licence is an advantage; access to your own car even better (mileage paid)
- Experience with GIS (QGIS) or AutoCAD is a plus
- A good team player with a sharp eye for detail, who keeps records neat in wet and windy conditions

What we offer
- Subsistence for sites more than 50 km from Athlone
- Paid overtime and bank holidays
- Training in survey and finds specialisms
- Opportunity for extension and permanent roles

Carrowkeel Heritage Consultancy is an equal opportunities employer. We welcome applications from people of all backgrounds.

Apply for This Job
Powered by BambooHR   Privacy Policy   Terms of Service`,
  },
  {
    id: 'repetiteur-direct-email-oulu-subject-title-second-language',
    field: 'Opera',
    half: 'tune',
    title: 'Répétiteur',
    company: 'Pohjoistähti Opera ry',
    skills: [
      'Opera Repertoire',
      'Piano',
      'Sight-Reading',
      'Vocal Coaching',
      'Diction Coaching',
      'Italian',
      'German',
      'English',
      'Rehearsal Conducting',
      'Harpsichord Continuo',
      'French',
      'Calm Temperament',
    ],
    text: `[EXTERNAL] This message was sent from outside your organisation. Be careful with links and attachments.
From: Aino Heikkilä <aino.heikkila@opera-pohjoistahti.example.org>
To: Daniel Okafor <d.okafor.piano@example.com>
Date: Tue, 19 May 2026 at 14:07
Subject: Vacancy: Répétiteur (Opera Studio) – Oulu, from August 2026

Dear Daniel,

Thank you for your kind message after the masterclass in Savonlinna. Our music director Sampo Rantanen remembered your playing in the Figaro scenes and asked me to write to you directly. We will open the vacancy officially next week on our website, but he wanted that you hear about it first.

Pohjoistähti Opera ry is a regional opera company founded in 1989, with a small permanent ensemble, a chorus of 28 and guest soloists. We produce three main-stage productions and one children's opera every season in Oulu, and we tour in Northern Finland and Northern Sweden.

The répétiteur works in our Opera Studio with the young singers and with the guest soloists. The main tasks are:
– playing musical rehearsals and staging rehearsals from the piano reduction, for the season 2026/27 repertoire: Le nozze di Figaro, Der Freischütz and a new Finnish children's opera
– individual coaching of singers: musical preparation, style, and diction in Italian and German (French is also helpful for the next season)
– assisting the conductor, including beating rehearsals, and playing in the pit (celesta, keyboards) when needed
– continuo on harpsichord for the Figaro recitatives, if you are comfortable with it – otherwise we hire a guest
– preparing the rehearsal schedule together with the stage manager

What we hope from you: a degree in piano or vocal coaching, excellent sight-reading, experience from an opera house or opera studio, good knowledge of Italian and German for diction coaching, and a calm personality, because the rehearsal days are long. English is our working language with guests; Finnish is not required, but we give you a course if you want.

Terms: full-time, one-year contract from 1 August 2026 to 31 July 2027 with possibility for extension, salary according to the collective agreement for theatres, approx. 3,450 EUR per month, irregular working hours with evenings and weekends, and relocation support 1,500 EUR.

Application: CV, repertoire list and a video link (about 30 minutes) of you coaching or playing an opera scene, by 10 June. Auditions will be on 22–23 June in Oulu, and we reimburse the travel.

Please don't hesitate to call me if you have any questions.

With warm regards,
Aino Heikkilä
Artistic Administrator | Pohjoistähti Opera ry
Hallituskatu 55, 90100 Oulu
+358 40 555 0172`,
  },
  {
    id: 'tofu-maker-whatsapp-group-bogor-plural-replies-closing-line-second-language',
    field: 'Soy food production',
    half: 'unseen',
    title: 'Tofu Maker',
    company: 'UD Tahu Sumber Rejeki',
    skills: [
      'Tofu Production',
      'Soybean Grinding',
      'Soy Milk Cooking',
      'Coagulation',
      'Pressing and Cutting',
      'Boiler Firing',
      'Frying',
      'Food Hygiene',
      'Driving Licence',
      'Honesty',
      'Diligence',
    ],
    text: `WhatsApp
< Loker Bogor & Sekitarnya 💼
312 participants

[12/05/26 06.14] +62 812-5550-4471: *LOWONGAN KERJA* 📢
Dicari 2 orang tukang tahu / Looking for 2 tofu makers 🙏
Lokasi: Ciomas, Kab. Bogor (dekat Pasar Ciomas)

For friends from outside, english version:
We are small tofu factory producing white tofu and fried tofu (tahu goreng, tahu kuning) for markets and warung around Bogor, 800 kg soybean per day. Need 2 workers for production.

Job:
- soaking and grinding soybean with the machine grinder
- cooking the soy milk in steam boiler (fire from wood and sawdust)
- coagulate with whey (air asam) or batu tahu (calcium sulfate), pressing in wood mold, cutting
- frying tofu and colouring with turmeric for tahu kuning
- cleaning all equipment every day, keep hygiene of production room

Requirements:
- experience in tofu or tempe factory min 1 year is preferred
- honest, diligent, no smoking in production area
- ready to start work 03.00 until 11.00, Friday off
- have SIM C and motorcycle is plus, for delivery to market

Salary: Rp 2.800.000 – 3.300.000/month + meal 2x + THR + mess (free room)
Contact Pak Darto WA 0812-5550-4471 or come direct to the factory.
UD Tahu Sumber Rejeki – Jl. Raya Ciomas No. 88, Bogor

[12/05/26 06.20] +62 857-5551-2290: Pak, experience tempe only ok?
[12/05/26 06.31] +62 812-5550-4471: ok tempe is fine, but you must know to keep the boiler fire, we test on first day 🔥
[12/05/26 06.45] +62 838-5550-8813: Gaji dibayar mingguan atau bulanan pak? (weekly or monthly salary?)
[12/05/26 06.52] +62 812-5550-4471: bulanan pak, tanggal 1. monthly
[12/05/26 07.02] +62 813-5552-0917: Masih ada lowongan bagian packing? (any job for packing?)
[12/05/26 07.05] +62 812-5550-4471: packing full bu, maybe next month 🙏
[12/05/26 07.10] +62 812-5550-4471: and for everybody, we need the workers keep clean, shower before shift, hair cover and boots. this is food 🙏
[12/05/26 07.40] ~ Rina Admin Loker: Reminder for all members: never pay money to get a job. Report to admin if somebody ask money 🙏
[12/05/26 08.02] +62 878-5553-6621: 👍
[12/05/26 08.15] +62 821-5554-3390: Pak saya dari Leuwiliang, ada mess? (is there room?)
[12/05/26 08.21] +62 812-5550-4471: ada pak, free mess, 2 person per room

Type a message`,
  },
  {
    id: 'wire-drawing-operator-agency-email-klang-position-line-client-named-second-language',
    field: 'Cable manufacturing',
    half: 'tune',
    title: 'Wire Drawing Machine Operator',
    company: 'Selangor Copper Conductors Sdn. Bhd.',
    skills: [
      'Wire Drawing',
      'Rod Breakdown Machines',
      'Die Changing',
      'Annealing',
      'Micrometer',
      'Quality Inspection',
      'ISO 9001',
      'Overhead Crane',
      'Forklift Licence',
      'Shift Work',
      'Malay',
      'English',
      'Responsibility',
      'Teamwork',
    ],
    text: `From: Farah Nadia <farah.n@talentbridge-hr.example.com>
Sent: Monday, 25 May 2026 10:42 AM
To: muthu.selvam88@example.com
Subject: Job opportunity at Klang – Wire drawing – Shift

Dear Mr. Muthu,

Good day to you. I am Farah from TalentBridge HR Solutions Sdn. Bhd., a licensed recruitment agency (JTKSM licence no. 5550). I found your resume in JobStreet and your experience in cable factory is very suitable for our client requirement. Please see the job details below:

Company: Selangor Copper Conductors Sdn. Bhd.
Location: Kawasan Perindustrian Meru, Klang
Position: Wire Drawing Machine Operator (Rod Breakdown)
Salary: RM 2,400 – RM 2,900 basic + shift allowance RM 300 + attendance allowance RM 150 + OT
Working: 12-hour rotating shift, 4 days work 2 days off, day and night rotation

Job scope:
1. Operate rod breakdown (RBD) and intermediate drawing machines, converting 8mm copper rod to 1.0 – 4.0mm wire
2. Change and inspect drawing dies, check die size with die gauge and micrometer
3. Control annealer setting and emulsion concentration
4. Check wire diameter, elongation and surface quality, record in production report following ISO 9001 procedures
5. Handle coils and spools using overhead crane and forklift
6. 5S and housekeeping of the work area

Requirements:
1. Min SPM
2. At least 2 years experience in wire drawing or cable manufacturing
3. Have valid forklift license
4. Able to read simple English and speak Bahasa Malaysia
5. Willing to work rotating shift including public holiday
6. Responsible and can work in team

Benefits: EPF, SOCSO, EIS, annual bonus, free transport from Klang town, hostel available for outstation candidates, yearly increment.

If you are interested, kindly reply this email with your updated resume, current and expected salary, and your earliest available date. Interview will be at client factory on 2 or 3 June, I will arrange the time for you.

Please also let me know if you have friends with the same experience, our client needs 6 operators.

Thank you.

Best regards,
Farah Nadia binti Rosli
Recruitment Consultant
TalentBridge HR Solutions Sdn. Bhd.
Tel: 03-5555 8120 | HP: 012-555 7341
This email and any attachments are confidential and intended only for the named recipient.`,
  },
  {
    id: 'stunt-performer-teamtailor-prague-plural-dash-season-second-language',
    field: 'Stunt performance',
    half: 'unseen',
    title: 'Stunt Performer',
    company: 'Falcon Stunt Team s.r.o.',
    skills: [
      'Stage Combat',
      'Martial Arts',
      'Stunt Falls',
      'High Falls',
      'Wire Work',
      'Driving Licence',
      'English',
      'Horse Riding',
      'Precision Driving',
      'Czech',
      'German',
      'Safety Awareness',
      'Discipline',
      'Teamwork',
    ],
    text: `Skip to main content
Jobs   Departments   Locations   Life at Falcon   Connect
We use cookies to give you the best experience. Accept all | Settings

Stunt Performers – Season 2026
Live Shows · Prague · Seasonal
Apply for this job

Falcon Stunt Team s.r.o. is a stunt company from Prague. Since 2001 we work for international film productions shooting in Czech Republic and we produce our own live action shows – knights tournaments, horse shows and a car stunt show at festivals and in a theme park in Germany.

For the season 2026 (May – October) we are looking for stunt performers to join our live show team and to support film jobs.

What you will do
• perform in 3–4 live shows a week: stage fights with swords and hand-to-hand, falls, stair falls, fire effects
• horse work: falls from horse and riding in battle scenes (for riders)
• high falls to airbag up to 8 m, wire work with descender and ratchet
• rehearse every day, warm-up and maintain props, weapons and rigging under supervision of our stunt coordinator
• support film productions as stunt double when needed

What we need
• background in martial arts, gymnastics, parkour, stage combat or similar – min. 3 years of serious training
• good physical condition, no fear of heights
• horse riding on good level is big advantage; also precision driving (car or motorbike)
• driving licence B – we travel in the team van
• experience in stunt shows or film stunts – please send portfolio or showreel
• English for communication in the team; Czech or German is plus
• discipline, safety first thinking and team player

What we offer
• monthly fee 48,000 – 62,000 CZK depending on skills, plus film days paid extra
• accommodation during the German part of the season
• accident insurance and regular training with experienced coordinators
• possibility to continue in our film team after the season

How to apply
Send your CV, showreel and a short list of your skills (sports, weapons, riding, driving). Auditions will be in Prague on 11 and 12 April.

Falcon Stunt Team
Prague, Czech Republic
Jobs   People   Connect
Powered by Teamtailor   Privacy policy`,
  },
  {
    id: 'mines-inspector-authority-bulletin-kitwe-capitals-bracket-specialty-dash-grade',
    field: 'Mine safety regulation',
    half: 'tune',
    title: 'Mines Inspector',
    company: 'Copperbelt Mines Safety Authority',
    skills: [
      'Mine Safety Inspection',
      'Mining Machinery',
      'Mines and Minerals Development Act',
      'Accident Investigation',
      'ICAM',
      'Risk Assessment',
      'EIZ Registration',
      'Report Writing',
      'Driving Licence',
      'MS Office',
      'Mine Mechanical Engineer Certificate of Competency',
      'Integrity',
      'Communication',
    ],
    text: `PUBLIC APPOINTMENTS BULLETIN — No. 07 of 2026
Issued: 25th May 2026

COPPERBELT MINES SAFETY AUTHORITY

VACANCY

MINES INSPECTOR (MECHANICAL) – GRADE MSA 4 (TWO POSTS)

Directorate: Inspectorate Services
Station: Kitwe Regional Office
Reports to: Principal Inspector of Mines (Mechanical)

The Copperbelt Mines Safety Authority invites applications from suitably qualified and experienced persons to fill the above positions.

JOB PURPOSE
To inspect mining operations, plant and machinery in order to enforce compliance with the Mines and Minerals Development Act No. 11 of 2015 and the Mining Regulations, so as to prevent accidents and occupational diseases in the mining sector.

KEY RESPONSIBILITIES
1. Carries out routine and special inspections of underground and open pit mines, concentrators, smelters and quarries, with focus on winders, conveyors, hoisting equipment, mobile machinery and pressure vessels;
2. Investigates mining accidents and dangerous occurrences, prepares investigation reports and recommends enforcement action;
3. Examines designs and applications for approval of winding plants and lifting machinery;
4. Issues improvement and prohibition notices and follows up on their implementation;
5. Participates in stakeholder sensitisation on mine safety;
6. Compiles monthly inspection statistics and reports.

QUALIFICATIONS AND EXPERIENCE
a) Grade 12 Certificate with five (5) O-levels including English and Mathematics;
b) Bachelor's Degree in Mechanical Engineering, Mining Engineering or Electro-Mechanical Engineering;
c) Registration with the Engineering Institution of Zambia (EIZ) as an Engineer;
d) Mine Mechanical Engineer's Certificate of Competency will be an added advantage;
e) At least five (5) years' post-qualification experience in a mining operation, three (3) of which at supervisory level;
f) Knowledge of risk assessment and accident investigation methods such as ICAM;
g) Valid Driver's Licence;
h) Computer literacy in MS Office;
i) Must be a person of high integrity with good communication and report writing skills.

CONDITIONS OF SERVICE
Attractive and in line with the Authority's conditions of service.

METHOD OF APPLICATION
Applications with detailed CV, certified copies of certificates and names of three (3) referees should be addressed to:
The Chief Executive Officer
Copperbelt Mines Safety Authority
P.O. Box 5550, Kitwe
Email: recruitment@cmsa.example.org
Closing date: 12th June 2026.

Only shortlisted candidates will be contacted. Canvassing will lead to disqualification.

ALSO IN THIS BULLETIN
Accountant (Grade MSA 5) – Ndola Head Office
Records Officer (Grade MSA 7) – Kitwe
Driver (Grade MSA 9) – Solwezi Regional Office`,
  },
  {
    id: 'bunker-surveyor-mycareersfuture-singapore-capitals-header',
    field: 'Marine fuel surveying',
    half: 'unseen',
    title: 'Bunker Surveyor',
    company: 'Strait Meridian Marine Surveys Pte. Ltd.',
    skills: [
      'Bunker Quantity Survey',
      'Tank Sounding and Ullage',
      'Mass Flow Meter Verification',
      'SS 648',
      'MARPOL Sampling',
      'ASTM Petroleum Measurement Tables',
      'Survey Report Writing',
      'On-Call',
      'MS Office',
      'English',
      'Draft Survey',
      'Certificate of Competency',
      'Integrity',
      'Assertiveness',
    ],
    text: `A Singapore Government Agency Website   How to identify ▾
MyCareersFuture
Jobs   Employers   Career Resources
Log in   Sign up

STRAIT MERIDIAN MARINE SURVEYS PTE. LTD.
Bunker Surveyor
West
Full Time   Executive   Logistics / Supply Chain, Others
Min Exp 2 years
$3,800 to $5,200 Monthly
Posted 14 May 2026   Closing on 13 Jun 2026   Job Post ID: MCF-2026-0482211
Apply now

Roles & Responsibilities
Strait Meridian Marine Surveys Pte. Ltd. is an independent marine surveying and inspection company providing bunker quantity surveys, draft surveys, on/off-hire surveys and cargo inspection to ship owners, charterers and bunker suppliers in the Port of Singapore and Johor.

We are looking for a Bunker Surveyor to attend bunkering operations at the anchorages and terminals.

Responsibilities:
• Attend bunker deliveries on behalf of clients; carry out opening and closing tank soundings and ullages on the bunker barge and the receiving vessel
• Verify mass flow meter readings and documents in accordance with SS 648 and the port's bunkering requirements
• Witness and seal MARPOL Annex VI and commercial samples; check the bunker delivery note
• Calculate quantities using ASTM/API petroleum measurement tables with temperature and density corrections
• Investigate quantity disputes, including air entrainment, and prepare clear survey reports with photos on the same day
• Attend on/off-hire and draft surveys when required

Requirements:
• Diploma in Marine Engineering or Nautical Studies or higher; seagoing experience as engineer or deck officer preferred
• Minimum 2 years in bunker surveying, bunker operations or tank inspection
• Good knowledge of SS 648 and bunker documentation
• Holder of Certificate of Competency (Class 3 or above) will be an advantage
• Able to work on a 24/7 standby roster, including night launches, weekends and public holidays
• Proficient in MS Office; good written English for reports
• Honest, independent and firm when dealing with barge crew and chief engineers

Skills
Bunkering   Marine Surveys   Draft Survey   Shipping   MS Office   Petroleum   Inspection   Report Writing

Company Info
STRAIT MERIDIAN MARINE SURVEYS PTE. LTD.
Independent marine surveyors since 2004. 11-50 employees.

Report Vulnerability   Privacy Statement   Terms of Use
© 2026, Government of Singapore   Last Updated 14 May 2026`,
  },
  {
    id: 'fire-lookout-regional-district-bulletin-slocan-class-working',
    field: 'Wildfire detection',
    half: 'tune',
    title: 'Fire Lookout Observer',
    company: 'Slocan Valley Regional District',
    skills: [
      'Smoke Detection and Reporting',
      'Osborne Fire Finder',
      'Fire Weather Observation',
      'Radio Communication',
      'Map Reading',
      'Compass and GPS',
      'S-100 Basic Fire Suppression',
      'Occupational First Aid Level 1',
      'Driving Licence',
      'Record Keeping',
      'Patience',
      'Vigilance',
      'Judgement',
      'Self-Reliance',
    ],
    text: `Employment Opportunities Bulletin
Posted: May 4, 2026 | Competition closes: May 22, 2026 at 4:30 p.m. PT

SLOCAN VALLEY REGIONAL DISTRICT

Competition No. SVRD-26-031
Class title: Seasonal Forestry Aide II
Working title: Fire Lookout Observer
Department: Community Forest and Wildfire Services
Location: Galena Ridge Lookout, accessed from New Denver
Term: Seasonal, June 15 to September 15, 2026 (approximate), 14 days on / 7 days off
Pay: $29.74 – $32.18 per hour (CUPE pay grade 7), plus remote site allowance

About the position
The Slocan Valley Regional District manages the 19,400-hectare Galena Ridge Community Forest on behalf of the valley's communities, and staffs the Galena Ridge lookout every fire season in co-operation with the provincial wildfire service.

The Fire Lookout Observer lives at the lookout for rotations of 14 days and keeps a continuous watch for smoke from dawn until evening stand-down. Every detection is reported by radio with an azimuth taken from the Osborne Fire Finder, a description of the smoke, and an estimate of its size and behaviour. Between detections, the observer takes hourly fire weather readings, logs all radio traffic, and looks after the lookout building, its solar power system and its water supply.

Qualifications
• Grade 12 or equivalent
• Valid S-100 Basic Fire Suppression and Safety certificate, or the ability to obtain it before the start date
• Occupational First Aid Level 1
• Valid Class 5 BC driver's licence (the access road requires a 4x4 vehicle, which is supplied)
• Demonstrated ability to read topographic maps and use a compass and GPS
• Comfortable with clear, brief radio communication
• Able to live alone in a remote setting for up to 14 days with no cell coverage
• Previous lookout, fire crew or weather observation experience is an asset

Attributes
We are looking for someone with patience, sustained attention over long quiet days, good judgement when a smoke is uncertain, and tidy record keeping.

The Slocan Valley Regional District is committed to employment equity and encourages applications from Indigenous peoples, women, persons with disabilities and members of visible minorities.

How to apply
Submit a cover letter and resume, quoting the competition number, to hr@svrd.example.org by the closing date. Only those selected for an interview will be contacted.

Other current postings
Parks Operations Worker (Seasonal) – SVRD-26-028
Utility Operator II – Water Services – SVRD-26-030

Slocan Valley Regional District · 555 Main Street · New Denver, BC · 250-555-0147`,
  },
  {
    id: 'dendrochronologist-university-bulletin-tartu-bilingual-institute-line-second-language',
    field: 'Dendrochronology research',
    half: 'unseen',
    title: 'Dendrochronologist',
    company: 'Emajõe University',
    skills: [
      'Tree-Ring Measurement',
      'Cross-Dating',
      'TSAP-Win',
      'COFECHA',
      'R',
      'Wood Anatomy',
      'Field Sampling',
      'Scientific Publishing',
      'Estonian',
      'English',
      'Driving Licence',
      'Independence',
      'Accuracy',
      'Cooperation',
    ],
    text: `Avaleht › Ülikoolist › Vabad ametikohad / Home › About › Vacancies
Emajõe Ülikool | Emajõe University
Open call – competition for academic positions, spring 2026

Dendrokronoloog / Dendrochronologist (0.8 FTE)
Institute of Forestry and Engineering, Tree-Ring Laboratory
Deadline: 15 June 2026
Start: 1 September 2026 or by agreement

The Tree-Ring Laboratory of the Institute is the main centre of dendrochronology in Estonia. We date historical timber from manor houses, churches, farm buildings and shipwrecks for the heritage authority and for architects, we build regional chronologies of pine, spruce and oak, and we study climate signals of the Baltic forests.

Duties
- preparation and measurement of samples (increment cores, discs, drill cores from buildings) with the LINTAB measuring table and TSAP-Win or CooRecorder
- cross-dating and quality control with COFECHA and the dplR package in R
- field sampling in forests and in historical buildings with increment borer and dry-wood drill, and documentation of sampling points
- writing dating reports for architects and the heritage authority, and writing scientific articles
- supervision of BSc and MSc students and teaching the practical course on tree-ring methods

Requirements
- PhD in forest science, physical geography, archaeology or a related field
- at least 3 peer-reviewed articles in dendrochronology or dendroclimatology
- good knowledge of the wood anatomy of conifers and oak
- working knowledge of R
- Estonian or English at level C1
- driving licence category B is an advantage, because of the field work
- independent, accurate and cooperative person

We offer
- employment contract for 5 years
- salary from 2,600 EUR gross per month (0.8 FTE)
- 56 calendar days of annual leave for academic staff
- a well-equipped laboratory and a friendly team in the green campus of the university
- support for Estonian language courses

Application documents: CV, list of publications, motivation letter (max 2 pages) and the names of two referees. Please submit the documents through the university's recruitment portal by 15 June 2026.

Further information: Dr Kadri Tamm, Head of the Tree-Ring Laboratory, kadri.tamm@emajoe.example.org, +372 555 0368.

Emajõe University · Kastani 221, 50410 Tartu · Estonia
Privacy   Accessibility   Eesti keeles`,
  },
  {
    id: 'tyre-builder-careers-page-biyagama-flattened-table-designation-second-language',
    field: 'Tyre manufacturing',
    half: 'tune',
    title: 'Tyre Builder',
    company: 'Kelani Industrial Tyres (Pvt) Ltd',
    skills: [
      'Tyre Building',
      'Tyre Building Machine',
      'Rubber Compounds',
      'Bead and Ply Handling',
      'Specification Card Reading',
      'Green Tyre Inspection',
      'ISO 9001',
      'Shift Work',
      'Sinhala',
      'Tamil',
      'English',
      'NVQ Level 3',
      'Discipline',
      'Teamwork',
    ],
    text: `Home   About Us   Products   Quality   Sustainability   Careers   Contact Us
Careers > Current Openings > Factory Vacancies

Join Our Team
Kelani Industrial Tyres (Pvt) Ltd is a manufacturer of solid resilient tyres, press-on bands and pneumatic industrial tyres for forklifts, port equipment and airport ground support vehicles, exporting to more than 60 countries from our factory in the Biyagama Export Processing Zone. We invite applications from experienced and energetic candidates for the following vacancy in our Tyre Building Department.

Vacancy Details
Designation | Tyre Builder
Department | Production – Tyre Building (Solid & Pneumatic)
No. of Vacancies | 06
Qualifications | G.C.E. O/L with passes in Mathematics and Science. NVQ Level 3 in Rubber Product Manufacturing or Mechatronics will be an added advantage
Experience | Minimum 2 years as tyre builder or in rubber product manufacturing (retreading, tubes, conveyor belting)
Skills | Ability to operate tyre building drum and solid tyre building machine; knowledge of rubber compounds, bead wire and ply handling; ability to read builder specification cards; basic measuring with vernier and tape
Key Duties | Build green tyres according to the builder specification card for each size | Apply bonding compound and place bead rings, cushion and tread layers in the correct sequence | Check green tyre weight and dimensions before curing | Maintain ISO 9001 records and 5S in the work area | Report machine defects to maintenance
Shift | Must work on 3-shift rotation (06.00-14.00, 14.00-22.00, 22.00-06.00)
Language | Sinhala or Tamil; basic English to read specification cards
Age | 20 – 35 years
Attributes | Disciplined, quality-conscious, team player
Salary & Benefits | Attractive salary + production incentive + attendance allowance; free transport from Kadawatha, Gampaha and Kiribathgoda; meals; uniforms; medical insurance; EPF/ETF; annual bonus

How to Apply
Please send your CV with copies of certificates to The Manager – Human Resources, Kelani Industrial Tyres (Pvt) Ltd, Block 37, Biyagama Export Processing Zone, Walgama, Malwana, or email careers@kelanityres.example.com within 14 days of this notice. Please mention the designation in the subject line.

Walk-in interviews every Saturday from 9.00 a.m. to 12.00 noon at the main gate. Please bring your National Identity Card and original certificates.

Other openings: Curing Press Operator | Mill Room Operator | Quality Inspector | Maintenance Electrician

© 2026 Kelani Industrial Tyres (Pvt) Ltd. All rights reserved.   Privacy Policy   Sitemap`,
  },
  {
    id: 'dance-movement-therapist-direct-email-hong-kong-position-line-second-language',
    field: 'Creative arts therapy',
    half: 'unseen',
    title: 'Dance Movement Therapist',
    company: 'Lok Yan Rehabilitation Society Limited',
    skills: [
      'Dance Movement Therapy',
      'R-DMT Registration',
      'Group Facilitation',
      'Movement Assessment',
      'Laban Movement Analysis',
      'Trauma-Informed Practice',
      'Clinical Documentation',
      'Multidisciplinary Teamwork',
      'Cantonese',
      'English',
      'Mandarin',
      'Interpersonal Skills',
      'Warmth',
      'Maturity',
    ],
    text: `Reply   Reply all   Forward   ···
From: Winnie Lau <winnie.lau@lokyan-society.example.org>
Sent: Wednesday, May 20, 2026 5:18 PM
To: Chan Hoi Ying <hoiying.chan.dmt@example.com>
Subject: RE: Enquiry about your 2026 vacancies

Dear Ms. Chan,

Thank you for your email and your interest on our Society. Further to our phone conversation last Friday, please find below the details of the vacancy for your reference.

Position: Dance Movement Therapist (Part-time, 0.6 FTE)
Service Unit: Integrated Community Centre for Mental Wellness (Kwun Tong)
Employer: Lok Yan Rehabilitation Society Limited
Salary: HK$29,000 – 33,500 per month (pro-rata), plus 15% gratuity upon satisfactory completion of contract
Contract: 2 years, renewable

Duties:
1. To plan and conduct individual and group dance/movement therapy sessions for adults with mental illness, including persons in recovery from psychosis and depression;
2. To conduct movement assessment and set therapy goals with clients;
3. To keep clinical records and write progress reports in our client information system;
4. To co-work with social workers, occupational therapists and psychiatric nurses in case conferences;
5. To organize community performances and talks to promote mental wellness;
6. To supervise students on placement when required.

Requirements:
1. Master's degree in Dance Movement Therapy;
2. Registered as R-DMT or BC-DMT with the American Dance Therapy Association, or full member of a recognised DMT professional association;
3. Minimum 1 year post-qualification experience in mental health setting preferred;
4. Knowledge of Laban Movement Analysis and trauma-informed practice;
5. Good command of Cantonese and English; Putonghua is an advantage;
6. Able to work on Saturdays and some evenings;
7. Warm, mature, with good interpersonal skills and team spirit.

Interested please fill in our application form (attached) and send it with your CV and a copy of your registration to hr@lokyan-society.example.org by 8 June 2026, quoting ref. LYRS/DMT/0526. We will arrange the interview in the week of 15 June, which includes a short experiential session with our clinical supervisor.

Personal data collected will be used for recruitment purpose only. Applicants not invited for interview within 8 weeks may consider their application unsuccessful.

Best regards,
Winnie Lau
Human Resources Officer
Lok Yan Rehabilitation Society Limited
Tel: 2555 1830 | Fax: 2555 1831

-----Original Message-----
From: Chan Hoi Ying <hoiying.chan.dmt@example.com>
Sent: Friday, May 15, 2026 11:02 AM
Subject: Enquiry about your 2026 vacancies
Dear Sir/Madam, I am a dance movement therapist recently returned from the US and would like to know if your Society has any openings...`,
  },
  {
    id: 'rice-mill-operator-facebook-group-cabanatuan-capitals-plural-replies-second-language',
    field: 'Rice milling',
    half: 'tune',
    title: 'Rice Mill Operator',
    company: 'J.M. Santiago Agro-Industrial Corporation',
    skills: [
      'Rice Mill Operation',
      'Husker and Whitener Adjustment',
      'Milling Recovery',
      'Mechanical Dryer Operation',
      'Moisture Meter',
      'Preventive Maintenance',
      'Production Records',
      'NBI Clearance',
      'Shift Work',
      'TESDA NC II',
      'Honesty',
      'Hard Work',
      'Teamwork',
    ],
    text: `Facebook
Trabaho sa Nueva Ecija (Jobs Hiring)
Public group · 48.2K members
Joined ▾   Invite   Share

JMS Rice Mill Cabanatuan ▸ Trabaho sa Nueva Ecija (Jobs Hiring)
2h · 🌐
HIRING!!! RICE MILL OPERATORS 🌾🌾 (3 slots)
📍 Brgy. Sumacab Este, Cabanatuan City

J.M. Santiago Agro-Industrial Corporation is now hiring for our expanding rice processing plant (60 cavans/hour milling line with color sorter). Harvest season is coming so we need operator na may experience!

JOB DESCRIPTION:
✔️ Operate and monitor the rice milling line – pre-cleaner, rubber roll husker, paddy separator, whitener, polisher, length grader and color sorter
✔️ Adjust rubber roll clearance and whitener pressure to get good milling recovery and less broken
✔️ Operate the recirculating mechanical dryer and check moisture of palay using moisture meter (14% target)
✔️ Basic troubleshooting and preventive maintenance, change rubber rolls and screens
✔️ Record output per batch (cavans in, sacks out)

QUALIFICATIONS:
✅ Male or female, 21 to 45 yrs old
✅ At least High School graduate / ALS passer
✅ With at least 1 year experience in rice mill (kiskisan) operation
✅ TESDA NC II in Rice Machinery Operations or Agricultural Machinery Operation is a plus
✅ Willing to work night shift during peak harvest (Sept–Nov, Mar–May)
✅ Honest, hardworking and can work with team

Salary: ₱560/day + OT + 13th month, SSS, PhilHealth, Pag-IBIG, free lunch + libreng bigas (1 sack/month!!)

REQUIREMENTS TO BRING: Resume, Barangay Clearance, NBI Clearance, SSS number

Walk in: Mon–Sat, 8am–3pm, look for Ma'am Joy at the office. Or PM this page 📩

👍❤️ 236   87 comments   41 shares
Like   Comment   Share

Rodel Cruz
Pwede po ba kahit walang NC II?
Like · Reply · 1h
  JMS Rice Mill Cabanatuan
  Opo sir pwede po, plus lang po ang NC II. Basta may experience sa kiskisan 👍
  Like · Reply · 1h

Aileen Manalo
Hm po sahod?
Like · Reply · 1h
  JMS Rice Mill Cabanatuan
  ₱560/day po ma'am nasa post po 😊
  Like · Reply · 1h

Jun Dela Peña
Sir marunong po ako sa dryer lang, pwede?
Like · Reply · 58m
  JMS Rice Mill Cabanatuan
  Sir apply ka po, pero sa operator kailangan po alam din ang husker at whitener. Pwede ka sa dryer helper, may post din po next week
  Like · Reply · 55m

Write a public comment...`,
  },
  {
    id: 'sensory-analyst-jobindex-aarhus-bilingual-second-language',
    field: 'Sensory science',
    half: 'unseen',
    title: 'Sensory Analyst',
    company: 'Mejeriselskabet Havgård A/S',
    skills: [
      'Sensory Evaluation',
      'Descriptive Analysis',
      'Discrimination Testing',
      'Panel Training',
      'ISO 8586',
      'ANOVA',
      'PCA',
      'EyeQuestion',
      'Consumer Testing',
      'English',
      'R',
      'Danish',
      'Structured Working',
      'Trust Building',
    ],
    text: `Jobindex
Job search   Companies   Salary   CV   Articles
Log in   Create profile   For employers
What: sensorisk   Where: Østjylland   Search
< Back to results

Sensorisk analytiker / Sensory Analyst
Mejeriselskabet Havgård A/S
Aarhus N
Published: 20-05-2026   Application deadline: 14-06-2026
Apply for the job   Save   Share

Would you like to decide how the cheese of tomorrow tastes?

Mejeriselskabet Havgård A/S is a dairy company owned by 640 farmers in Jutland and Funen, producing cheese, butter and milk powder for Denmark and 40 export markets. In our Innovation Centre in Aarhus N we have a sensory laboratory with 12 booths and a trained panel of 14 assessors. We are looking for a Sensory Analyst who will run the daily panel work and help our product developers with consumer insight.

Your tasks
• Plan and run descriptive analysis and discrimination tests (triangle, duo-trio, ranking) on cheese, butter and milk powder
• Recruit, screen and train new panel members according to ISO 8586, and follow the panel performance
• Analyse the data with ANOVA, PCA and panel performance tools in EyeQuestion, and present the results in a clear way to product developers and marketing
• Plan consumer tests together with external agencies in Denmark, Germany and the UK
• Maintain the sensory laboratory according to ISO 8589 and our FSSC 22000 system

Your profile
• Master in Food Science, Dairy Technology or similar
• 2+ years with sensory analysis in the food industry or in research
• Solid knowledge of statistics; experience with EyeQuestion, Compusense or FIZZ. R or XLSTAT is a plus
• Good taste and smell – you will also join the panel some days
• You speak and write English fluently; Danish is a plus, but not a must
• You are structured and curious, and good at creating trust with the panel members

We offer
• A job where your results end up in the cooling counter
• 37-hour week with flexible hours, pension and health insurance
• Canteen with organic food – and fresh cheese every Friday
• Help with relocation and Danish lessons if you come from abroad

Contact
For more information call Sensory Manager Mette Kjær on +45 55 55 22 91. We hold interviews continuously, so send your application soon.

Jobindex ID: h1555208
Report job   Print
Similar jobs: Food Technologist – Vejle | Laboratory Technician, Dairy – Herning | QA Specialist – Kolding
About Jobindex   Terms   Privacy   Cookies`,
  },
  {
    id: 'boarding-houseparent-pageup-toowoomba-independent-school-dash-house',
    field: 'Boarding schools',
    half: 'tune',
    title: 'Boarding Houseparent',
    company: 'Downsfield Anglican Grammar School Ltd',
    skills: [
      'Pastoral Care',
      'Adolescent Supervision',
      'Blue Card',
      'First Aid Certificate',
      'Anaphylaxis and Asthma Training',
      'Medication Administration',
      'Child Protection',
      'AS 5725 Boarding Standard',
      'Driving Licence',
      'Parent Communication',
      'ABSA Duty of Care Modules',
      'Calmness',
      'Fairness',
      'Sense of Humour',
    ],
    text: `Skip to main content
Current opportunities   Job alerts   Login

Job details
Boarding Houseparent – Kerr House
Job no: 518440
Work type: Fixed term – full time
Location: Toowoomba, QLD
Categories: Boarding, Pastoral Care
Apply now   Send to friend   Print

About the School
Downsfield Anglican Grammar School is a co-educational day and boarding school of 1,150 students from Prep to Year 12 on the Darling Downs. Our 210 boarders come from rural and remote Queensland, northern New South Wales, Papua New Guinea and Asia, and boarding has been at the heart of the School since 1911.

Kerr House is home to 48 boys from Years 7 to 9. The Houseparent is a key member of the boarding team, working under the direction of the Head of House to make the House a safe, warm and well-ordered home.

The role
The Houseparent lives in a self-contained flat attached to the House and works a roster of evening, overnight and weekend duties (five nights per week during term).
- Supervise daily routines: wake-up, meals, evening prep, free time and lights-out
- Provide pastoral care, notice when a boarder is struggling and follow up with the Head of House
- Administer and record medication in conjunction with the Health Centre
- Communicate with parents about day-to-day matters and weekend leave
- Drive the School bus for weekend activities and sport
- Record incidents and attendance in the boarding management system

Selection criteria
- Experience working with adolescents in a residential, school, sport or youth setting
- A current Blue Card (Working with Children Check), or eligibility to obtain one before commencing
- Current First Aid and CPR (HLTAID011), and anaphylaxis and asthma training or willingness to complete it before the start of term
- An open Queensland driver licence
- Sound understanding of child protection and of AS 5725 Boarding standard for Australian schools and residences
- Completion of the Australian Boarding Schools Association duty of care modules (desirable)
- A calm, fair approach, good communication with parents and a sense of humour

What we offer
- Rent-free furnished flat with utilities, and meals during term
- Salary in accordance with the School's enterprise agreement
- Professional development through the Australian Boarding Schools Association

Child safety
Downsfield is committed to the safety and wellbeing of all children and young people. All staff undergo child-safe screening and training.

Applications close 5 June 2026 at 5pm.
Apply now

Downsfield Anglican Grammar School Ltd · ABN 54 555 210 987 · CRICOS Provider 00555K
Privacy   Powered by PageUp`,
  },
  {
    id: 'forensic-anthropologist-long-prose-cordoba-sentence-second-language',
    field: 'Forensic science',
    half: 'unseen',
    title: 'Forensic Anthropologist',
    company: 'Fundación Huellas del Sur',
    skills: [
      'Forensic Archaeology',
      'Human Osteology',
      'Biological Profile Estimation',
      'Trauma Analysis',
      'Taphonomy',
      'Chain of Custody',
      'DNA Sampling',
      'Expert Witness Reports',
      'Spanish',
      'English',
      'GIS',
      'ALAF Certification',
      'Empathy',
      'Discretion',
    ],
    text: `Home / Who we are / Work with us

Córdoba, May 2026

For twenty years the people of Fundación Huellas del Sur have been walking into cemeteries, police archives and open fields together with families who are still looking for someone. We are an interdisciplinary team of archaeologists, anthropologists, physicians, geneticists and social workers, founded in 2006 in Córdoba, and we work in Argentina, Paraguay and Bolivia and, by invitation, with prosecutors' offices in other countries of the region. This year, with a new agreement with the federal prosecutors for the search and identification of people disappeared in the provinces of Córdoba and La Rioja, we are looking for a forensic anthropologist to join our laboratory and field team for at least two years.

The person we are looking for will spend part of the year in the field and the rest in our laboratory in barrio Güemes. In the field the work is forensic archaeology in the strict sense: you will plan and conduct exhumations with archaeological method, from the surface survey and test trenches to the recovery of the remains, recording every context with photographs, drawings and total station points, so that the chain of custody never breaks between the grave and the laboratory. In the laboratory the work is human osteology. You will establish the biological profile – age, sex, stature and, where relevant, ancestry – describe trauma and separate perimortem from postmortem damage, and interpret the taphonomic changes that time, soil and people have left on the bones. You will select and take bone and tooth samples for genetic analysis and coordinate with the genetics laboratory, and you will write expert reports that a judge can read and a family can understand. Sometimes you will defend these reports in oral trials, answering the questions of defence lawyers in front of the families.

We need someone who has already done this work. We ask for a degree in anthropology or archaeology with specialisation in biological or forensic anthropology, and at least three years of experience in excavation and analysis of human remains, preferably in forensic cases. You must write very well in Spanish, and reading and writing English is necessary, because many of our protocols and our reports for international organisations are in English. Knowledge of GIS and experience with commingled remains are welcome, and a certification from the Latin American Association of Forensic Anthropology (ALAF) would be valued, although we know it is not yet common.

But what matters most to us cannot be put in a list. The families we work with have waited decades. We need a person who can sit with a mother in her kitchen and explain, with respect and without hurry, what we know and what we do not know yet; who keeps confidential information confidential, also with journalists and on social networks; who can work in a team where the archaeologist, the physician, the geneticist and the social worker all have a voice; and who can take care of her or his own mental health in a work that hurts. For this reason we offer psychological supervision to the whole team every month.

The position is full time, with a contract for two years that we hope to renew, a salary according to our scale for senior professionals, travel allowances for field work and health insurance. Please send your CV, a letter telling us about one case that taught you something, and the names of two references to convocatorias@huellasdelsur.example.org until 20 June.

Fundación Huellas del Sur · Personería Jurídica Res. N° 555/06 · Córdoba, Argentina`,
  },
  {
    id: 'body-piercer-trademe-dunedin-trading-as-dash-type',
    field: 'Body art',
    half: 'tune',
    title: 'Body Piercer',
    company: 'Ironbark Studio',
    skills: [
      'Body Piercing',
      'Infection Control',
      'Autoclave Sterilisation',
      'Implant-Grade Jewellery',
      'First Aid Certificate',
      'Bloodborne Pathogens Training',
      'Aftercare Advice',
      'Fresha',
      'Stock Control',
      'Calm Manner',
      'Kindness',
    ],
    text: `Skip to main content
Trade Me
Marketplace   Jobs   Motors   Property   Services
Log in   Register   Watchlist   Start a listing
Jobs > Trades & services > Other trades & services

Body Piercer - Part Time
Ironbark Studio
Dunedin Central, Dunedin, Otago
Part time
$27 - $32 per hour
Listed: Tue, 19 May
Apply now   ♡ Add to Watchlist

Kia ora!

Ironbark Studio is a tattoo and piercing studio on George Street, with five tattoo artists, one very busy piercer and a front desk that never stops. We're after an experienced body piercer for three days a week (Thursday to Saturday), growing to full time for the right person.

About you
- At least 2 years' piercing experience in a professional studio – ear curation, nostril, septum and the usual favourites
- Rock-solid infection control: autoclave use and spore testing, cross-contamination procedures, single-use needles only
- Knowledge of implant-grade titanium (ASTM F136) and solid gold jewellery, and confident with both threadless and threaded
- Current First Aid certificate and bloodborne pathogens training (an APP-recognised course or equivalent)
- A calm, kind manner with nervous clients and great aftercare advice
- Nice to have: experience with Fresha bookings and jewellery ordering and stock control

What we offer
- $27 - $32 per hour depending on experience, plus commission on jewellery upgrades
- A clean, bright piercing room with its own autoclave and ultrasonic
- Staff discount on tattoos and jewellery
- A friendly crew who look after each other (and the studio dog, Moss)

To apply, send us your CV and a few photos of your healed work through Trade Me. We'll be in touch with shortlisted applicants for a chat and a studio visit.

Southern Needle Ltd t/a Ironbark Studio

Company benefits
Staff discount   Commission   Flexible hours

Listing #4851555
Report this listing
Trade Me   About us   Help   Privacy   Terms
© 2026 Trade Me Limited`,
  },
  {
    id: 'orchestra-personnel-manager-adp-nashville-brand-first-line-footer-legal-name',
    field: 'Orchestra management',
    half: 'unseen',
    title: 'Orchestra Personnel Manager',
    company: 'Cumberland Symphony Society, Inc.',
    skills: [
      'Collective Bargaining Agreement Administration',
      'Substitute Musician Hiring',
      'Service Payroll Reporting',
      'Rehearsal Timekeeping',
      'Audition Coordination',
      'OPAS',
      'Excel',
      'AFM Integrated Media Agreement',
      'Orchestral Instrument Training',
      'Tact',
      'Discretion',
      'Conflict Resolution',
      'Organization',
      'Attention to Detail',
    ],
    text: `The Cumberland Symphony Orchestra
Current Openings   Search   My Profile

Orchestra Personnel Manager
Location: Nashville, TN
Department: Artistic Operations
Job Type: Full-Time, Exempt
Salary Range: $58,000 – $66,000 annually
Apply   Back to current openings

Job description
The Cumberland Symphony Orchestra presents more than 120 performances each season – Classics, Pops, education concerts, and collaborations with the city's ballet and opera companies – with 74 full-time musicians and a roster of more than 150 substitute and extra players.

Position Summary
Reporting to the Vice President of Artistic Operations, the Orchestra Personnel Manager is the primary liaison between management and the musicians. The OPM administers the Collective Bargaining Agreement (CBA) with the musicians' union (American Federation of Musicians), hires substitute and extra musicians, and makes sure every service starts on time with the right players in the right chairs.

Essential Duties
- Administer the CBA day to day: track service limits, overtime, release time, leaves and seniority; advise on interpretation and attend Orchestra Committee meetings
- Engage substitute and extra musicians from the sub lists in accordance with audition and rotation procedures; issue contracts and collect tax documents
- Prepare the weekly service report and payroll information (rehearsals, concerts, doubling, cartage, overscale) for Finance
- Keep time at rehearsals and concerts: call breaks, record attendance and lateness, and document incidents
- Coordinate orchestra auditions with the audition committee, including screens and repertoire lists
- Maintain musician records and schedules in OPAS

Qualifications
- 3+ years in orchestra operations or personnel management in a unionized performing arts setting
- Working knowledge of AFM agreements; familiarity with the Integrated Media Agreement is a plus
- Professional-level training on an orchestral instrument strongly preferred
- Proficiency in OPAS (or similar) and Excel; payroll experience
- Tact, discretion with confidential information, and calm, even-handed conflict resolution
- Exceptional organization and attention to detail; availability for evening and weekend services required

Benefits
Medical, dental and vision insurance; 403(b) with employer match; paid time off; complimentary concert tickets; parking at the Symphony Center.

The Cumberland Symphony Orchestra is an equal opportunity employer and is committed to building a staff that reflects the diversity of Middle Tennessee.

Apply
© 2026 Cumberland Symphony Society, Inc.   Privacy   Powered by ADP Workforce Now`,
  },
  {
    id: 'post-tensioning-technician-breezy-doha-bracket-method-second-language',
    field: 'Structural post-tensioning',
    half: 'tune',
    title: 'Post Tensioning Technician',
    company: 'Al Waseel Structural Systems W.L.L.',
    skills: [
      'Post-Tensioning',
      'Tendon Installation',
      'Stressing with Hydraulic Jacks',
      'Elongation Records',
      'Grouting',
      'Shop Drawing Reading',
      'Equipment Calibration Checks',
      'Permit to Work',
      'Working at Height Certificate',
      'English',
      'VSL / Freyssinet Systems',
      'Driving Licence',
      'Team Leadership',
      'Discipline',
    ],
    text: `← All Positions

Post Tensioning Technician (Stressing & Grouting)
Doha, QA   Full-Time   Site Operations
Apply to Position

Description
Al Waseel Structural Systems W.L.L. is specialized subcontractor for post-tensioning, bridge bearings and expansion joints in Qatar since 2008. We are working on towers, car parks, bridges and infrastructure projects with the main contractors in Qatar. We are looking for experienced PT Technicians for immediate joining for our ongoing projects in Lusail and Al Wakrah.

Duties and Responsibilities:
- Installation of ducts, strands, anchorages and chairs as per approved shop drawings and tendon profile
- Stressing of tendons using hydraulic jacks and pumps, recording of pressure and elongation, and comparing with the calculated values
- Grouting of tendons (bonded system) including mixing, flow cone test and cube sampling
- Cutting of strand tails and patching of pockets
- Inspection of equipment and calibration certificates of jacks and gauges before use
- Follow HSE rules, permit to work and working at height requirements on site

Requirements:
- Minimum 5 years experience in post-tensioning in GCC, with slab and bridge projects
- Able to read shop drawings and stressing records in English
- Valid Working at Height training certificate (we need copy)
- Experience with VSL, Freyssinet, CCL or BBR systems is preferred
- Valid Qatar driving license will be an advantage
- Transferable visa with NOC
- Hard working, disciplined, can lead small team of 3-4 helpers

Salary and Benefits:
- QAR 3,500 – 4,500 depending on experience, plus food allowance
- Accommodation and transportation provided by company
- 30 days annual leave with air ticket
- Medical insurance as per Qatar law
- Overtime as per Qatar Labour Law

Candidates inside Qatar will be given priority. Please attach your CV, copy of QID and your certificates. Only shortlisted candidates will be contacted for interview at our office in the Industrial Area, Street 24.

Apply to Position
Al Waseel Structural Systems
Powered by Breezy   Privacy   Cookie preferences`,
  },
  {
    id: 'glass-furnace-operator-kariyer-luleburgaz-bilingual-bracket-shift-second-language',
    field: 'Glass manufacturing',
    half: 'unseen',
    title: 'Glass Furnace Operator',
    company: 'Ergene Float Cam Sanayi A.Ş.',
    skills: [
      'Glass Melting Furnace Operation',
      'DCS Control',
      'Combustion Control',
      'Batch Charging',
      'Optical Pyrometer',
      'Emergency Procedures',
      'Shift Reports',
      'Shift Work',
      'English',
      'Siemens PCS 7',
      'MYK Vocational Qualification Certificate',
      'SAP',
      'Responsibility',
      'Teamwork',
    ],
    text: `kariyer.net
İş İlanları   Firmalar   Maaşlar   Kariyer Rehberi
Giriş Yap   Üye Ol   İşveren
Pozisyon, firma veya sektör ara
İlanlar > Kırklareli > Üretim

Fırın Operatörü / Glass Furnace Operator (Vardiyalı)
Ergene Float Cam Sanayi A.Ş.
Kırklareli (Lüleburgaz) · Tam Zamanlı · İşyerinde
Güncellendi: 3 gün önce
Başvur   Kaydet   Paylaş

Genel Nitelikler ve İş Tanımı
Ergene Float Cam Sanayi A.Ş. produce float glass for construction and automotive sector with a 700 tons/day line in Lüleburgaz. For our melting department we are looking for Furnace Operators who will work in 4-team shift system.

Job description:
- Monitor and control the melting furnace (cross-fired regenerative) from the DCS panel: crown and bottom temperatures, furnace pressure, fuel/air ratio and reversals
- Follow batch charging from the batch house and the cullet ratio, check the glass level in the doghouse
- Take temperature measurements with optical pyrometer on the ports and regenerators, make field rounds and report abnormality
- Intervene in emergency situations (gas pressure drop, power cut) according to the emergency procedure
- Fill the shift reports in SAP and participate in Kaizen studies

Qualifications:
- Graduated from vocational high school or associate degree in chemistry, mechanical, electrical or glass/ceramics
- Minimum 2 years experience in glass, ceramic, cement or steel furnace operation
- Familiar with DCS/SCADA screens (Siemens PCS 7 is plus)
- Having MYK vocational qualification certificate for furnace operator is preferable
- Able to work in continuous 4-shift system including weekends and holidays
- Basic English for reading alarm texts and manuals
- For male candidates, military service completed
- Careful, responsible and open to teamwork

Benefits: shuttle service, meal, private health insurance, bonus 4 times a year, shift premium.

Aday Kriterleri
Tecrübe: En az 2 yıl tecrübeli
Askerlik Durumu: Yapıldı
Eğitim Seviyesi: Meslek Yüksekokulu (Mezun), Lise (Mezun)
Pozisyon Bilgileri
Çalışma Şekli: Tam Zamanlı
Pozisyon Seviyesi: Uzman Yardımcısı
Departman: Üretim
Personel Sayısı: 4

Firma Hakkında
Ergene Float Cam Sanayi A.Ş. – Cam Sanayi, 500-1000 çalışan.

Benzer İlanlar: Vardiya Mühendisi – Çerkezköy | Kalite Kontrol Teknisyeni – Lüleburgaz | Bakım Elektrikçisi – Tekirdağ
İlanı Şikayet Et
Hakkımızda   Gizlilik   Çerez Politikası   KVKK
© 2026 kariyer.net`,
  },
]
