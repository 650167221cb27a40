// A third unseen posting set (issue 15): 12 postings in 12 occupations none of the other sets has, written at
// the end of the third round, after that round's changes. Each recruiter skill list, title and company was
// written and committed BEFORE the engine first read the texts; the set is only reported, never tuned on.
// The writer had built the engine's changes, so it is less independent than a set written by someone else.
// Written by Tailor contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const thirdUnseenPostings: UnseenPosting[] = [
  {
    id: 'occupational-therapist',
    half: 'unseen',
    field: 'healthcare',
    title: 'Occupational Therapist',
    company: 'Lakeshore Rehabilitation Hospital',
    skills: [
      'Occupational therapy',
      'OT license',
      'Activities of daily living',
      'Treatment planning',
      'Patient evaluation',
      'Adaptive equipment',
      'Documentation',
      'Patient education',
      'Empathy',
    ],
    text: `About Lakeshore Rehabilitation Hospital
Lakeshore is a 90-bed inpatient rehabilitation hospital in Milwaukee caring for people after stroke, brain injury, spinal cord injury and joint replacement.

Occupational Therapist (Inpatient Rehab)
Milwaukee, WI | Full-time | Days with every third weekend

You will evaluate new patients within 24 hours of admission, set goals with them and their families, and treat 6–8 patients a day so they can dress, bathe, cook and get back home safely. You'll recommend and train patients on adaptive equipment, teach caregivers, and document each session in our EMR.

Requirements
- Master's or doctorate in occupational therapy from an ACOTE-accredited program
- Wisconsin OT license (or eligible)
- New graduates welcome; inpatient rehab or acute care experience preferred
- Warm, patient and encouraging with people on hard days

$38–$50/hour depending on experience.`,
  },
  {
    id: 'baker',
    half: 'unseen',
    field: 'food service',
    title: 'Bread Baker',
    company: 'Wildflour Bakery',
    skills: [
      'Bread baking',
      'Laminated dough',
      'Sourdough',
      'Mixing and shaping',
      'Oven operation',
      'Food safety',
      'Production scheduling',
      'Teamwork',
    ],
    text: `Wildflour Bakery is hiring a Bread Baker!

We are a scratch bakery in Portland, OR supplying 40 cafes and our own two shops with naturally leavened breads and pastry.

The shift: 3am–11:30am, four days a week. You'll mix, divide, shape and bake sourdough, baguettes and ryes on a deck oven, help laminate croissant dough on busy days, and keep the production schedule moving so deliveries leave on time.

You have
* 1+ year baking bread in a professional kitchen or bakery
* A feel for dough and fermentation
* Food handler card (or get one in your first 30 days)
* You can lift 50 lb sacks and stand for a full shift
* You like working side by side with a small crew

$21–$24/hr plus tips and free bread.`,
  },
  {
    id: 'maintenance-technician',
    half: 'unseen',
    field: 'manufacturing',
    title: 'Maintenance Technician',
    company: 'Bluewater Packaging',
    skills: [
      'Industrial maintenance',
      'Preventive maintenance',
      'PLC troubleshooting',
      'Hydraulics',
      'Pneumatics',
      'Electrical troubleshooting',
      'Welding',
      'Lockout/tagout',
      'CMMS',
    ],
    text: `Maintenance Technician – 2nd Shift
Bluewater Packaging | Toledo, OH | $29–$36/hr

Bluewater Packaging runs 14 high-speed lines making corrugated boxes for food and retail customers.

Job summary
Keep our lines running. Respond to breakdowns, find the root cause, and fix it right the first time.

Responsibilities
- Troubleshoot and repair electrical, mechanical, hydraulic and pneumatic systems on converting equipment
- Read electrical schematics and troubleshoot Allen-Bradley PLCs with RSLogix
- Complete preventive maintenance work orders in our CMMS
- Fabricate and weld brackets and guards as needed
- Follow lockout/tagout and all plant safety rules

Qualifications
- 3+ years of industrial maintenance experience in manufacturing
- Strong electrical troubleshooting skills (480V three-phase)
- Associate degree or trade school in industrial maintenance a plus`,
  },
  {
    id: 'tax-preparer',
    half: 'unseen',
    field: 'finance',
    title: 'Seasonal Tax Preparer',
    company: 'Harmon & Lowe CPAs',
    skills: [
      'Tax preparation',
      'Individual tax returns',
      'PTIN',
      'Drake Tax',
      'Client interviews',
      'Attention to detail',
      'Confidentiality',
      'Customer service',
    ],
    text: `Seasonal Tax Preparer at Harmon & Lowe CPAs
Location: Tulsa, OK (in office)
Season: January 6 – April 18, with overtime in March and April

Harmon & Lowe is a 12-person CPA firm serving individuals, families and small businesses for over 30 years.

What you will do:
Meet with clients, gather their documents and prepare individual federal and state returns (Form 1040 with Schedules A, C and E) in Drake Tax. Returns are reviewed by one of our CPAs before filing. You'll also answer client questions by phone and email and keep every client's information private.

What we ask:
- Two or more tax seasons preparing individual returns
- Active PTIN
- Comfortable with Drake or a similar tax program
- Careful, accurate work and a friendly way with clients

Pay: $24–$32/hour depending on experience.`,
  },
  {
    id: 'qa-automation-engineer',
    half: 'unseen',
    field: 'software',
    title: 'QA Automation Engineer',
    company: 'Fernway Health',
    skills: [
      'Test automation',
      'Playwright',
      'TypeScript',
      'API testing',
      'CI/CD',
      'Regression testing',
      'Test planning',
      'Bug tracking',
      'SQL',
    ],
    text: `Fernway Health · QA Automation Engineer
Remote, US · Full-time

We build the scheduling and telehealth app used by 300 physical therapy clinics.

As our second QA Automation Engineer you'll grow our end-to-end test suite in Playwright and TypeScript, write API tests for our Node services, run them in GitHub Actions on every pull request, and own the regression plan for each release. You will file clear bug reports in Jira and work closely with developers to get them fixed.

Requirements
- 3+ years in software QA, at least 2 writing automated tests
- Playwright, Cypress or Selenium experience
- Comfort with TypeScript or JavaScript
- Basic SQL for checking test data
- Experience testing REST APIs

Nice to have: HIPAA-regulated product experience, k6 load testing.

Salary: $115,000–$135,000.`,
  },
  {
    id: 'medical-lab-scientist',
    half: 'unseen',
    field: 'science',
    title: 'Medical Laboratory Scientist',
    company: 'St. Brendan Regional Hospital',
    skills: [
      'Clinical laboratory testing',
      'ASCP certification',
      'Hematology',
      'Clinical chemistry',
      'Blood bank',
      'Quality control',
      'Laboratory information system',
      'Microscopy',
    ],
    text: `Job Title: Medical Laboratory Scientist
Organization: St. Brendan Regional Hospital
Department: Core Laboratory
Schedule: Evenings, 3pm–11:30pm, rotating weekends

Summary
Perform and report clinical laboratory tests for inpatients, the emergency department and outpatient clinics.

Essential duties
1. Run and verify tests in hematology, chemistry, coagulation and urinalysis
2. Perform type and screen and crossmatch in the blood bank
3. Run daily quality control and calibrations, and troubleshoot analyzers
4. Review blood smears under the microscope
5. Report results and call critical values through the laboratory information system

Qualifications
1. Bachelor's degree in medical laboratory science or a biological science
2. MLS (ASCP) certification or eligible within 6 months
3. Hospital laboratory experience preferred`,
  },
  {
    id: 'landscape-crew-lead',
    half: 'unseen',
    field: 'trades',
    title: 'Landscape Crew Leader',
    company: 'Greenway Grounds',
    skills: [
      'Landscape maintenance',
      'Irrigation repair',
      'Crew leadership',
      'Equipment operation',
      'Plant identification',
      "Driver's license",
      'Customer service',
      'Time management',
    ],
    text: `Greenway Grounds – Landscape Crew Leader
Raleigh, NC · Full-time, March–December · $20–$25/hour

Greenway Grounds cares for 200 commercial and HOA properties across the Triangle.

What you'll do
• Lead a crew of 3–4 on daily mowing, pruning, mulching and seasonal planting routes
• Run and look after commercial mowers, trimmers, blowers and a skid steer
• Find and fix irrigation leaks and broken heads
• Keep the crew on schedule and talk with property managers on site
• Fill out daily route sheets and report plant or turf problems

What you need
• 2+ years of commercial landscaping, including some time leading others
• Valid driver's license and a clean record (you will drive a truck with a trailer)
• Knowledge of common Southeast plants and turf
• Pesticide applicator license a plus`,
  },
  {
    id: 'community-health-worker',
    half: 'unseen',
    field: 'public health',
    title: 'Community Health Worker',
    company: 'Eastside Family Health Center',
    skills: [
      'Community outreach',
      'Care coordination',
      'Health education',
      'Motivational interviewing',
      'Home visits',
      'Bilingual',
      'Cultural competence',
      'Documentation',
    ],
    text: `Eastside Family Health Center
Community Health Worker
San Antonio, TX · Full-time · Grant-funded through 2028

Eastside Family Health Center is a federally qualified health center serving 22,000 patients on the city's east side, most of them uninsured or on Medicaid.

As a Community Health Worker you will visit patients with diabetes and high blood pressure at home, help them keep appointments and get their medicines, connect them with food, housing and transportation resources, and teach them about their conditions in plain language. You'll keep notes on each contact in our EHR and meet weekly with the care team.

We're looking for someone who:
- Lives in or knows the east side community well
- Speaks Spanish and English fluently
- Has a Texas CHW certification or will complete it in the first year
- Has experience in outreach, social services or health care
- Uses motivational interviewing (we will train you)
- Has a car and a valid driver's license`,
  },
  {
    id: 'seo-specialist',
    half: 'unseen',
    field: 'marketing',
    title: 'SEO Specialist',
    company: 'Northpaw',
    skills: [
      'SEO',
      'Keyword research',
      'Technical SEO',
      'Google Analytics',
      'Google Search Console',
      'Content optimization',
      'Link building',
      'Ahrefs',
      'Reporting',
    ],
    text: `Northpaw is looking for an SEO Specialist to grow organic traffic to our pet health guides and online store.

About Northpaw: we sell vet-designed food and supplements direct to 400,000 pet owners.

In this role you will:
- Do keyword research and build content briefs with our writers
- Run technical SEO audits and work with engineers on fixes (site speed, crawl errors, structured data)
- Optimize existing pages and track rankings
- Earn links through outreach and partnerships
- Report monthly on organic traffic and revenue in Google Analytics 4 and Looker Studio

You bring:
- 2–4 years in SEO, in-house or at an agency
- Hands-on with Ahrefs or Semrush and Google Search Console
- Basic HTML
- Clear writing and a habit of testing ideas

Remote within the US. $75k–$90k.`,
  },
  {
    id: 'medical-interpreter',
    half: 'unseen',
    field: 'healthcare',
    title: 'Spanish Medical Interpreter',
    company: 'Valley Children’s Clinic',
    skills: [
      'Medical interpreting',
      'Spanish',
      'Medical terminology',
      'Interpreter certification',
      'Consecutive interpreting',
      'Sight translation',
      'HIPAA',
      'Cultural competence',
    ],
    text: `Spanish Medical Interpreter
Valley Children's Clinic – Yakima, WA – Full-time

Valley Children's Clinic provides pediatric primary and specialty care to 30,000 children in central Washington.

Responsibilities
- Interpret between Spanish-speaking families and doctors, nurses and staff in person and by video, mostly in consecutive mode
- Sight translate discharge instructions, consent forms and school letters
- Help providers understand cultural beliefs that may affect care
- Follow the interpreter code of ethics and keep all patient information confidential

Requirements
- Native or near-native fluency in Spanish and English
- 40-hour medical interpreter training
- CCHI or NBCMI certification, or DSHS medical interpreter certification (or obtain within 12 months)
- Knowledge of medical terminology

Starting at $25.40/hour. Medical, dental, vision, retirement.`,
  },
  {
    id: 'security-officer',
    half: 'unseen',
    field: 'public safety',
    title: 'Security Officer, Corporate Campus',
    company: 'Sentinel Protective Services',
    skills: [
      'Security guard license',
      'Patrolling',
      'Access control',
      'Incident reporting',
      'CCTV monitoring',
      'De-escalation',
      'Customer service',
      'First aid',
    ],
    text: `Now hiring: Security Officer – Corporate Campus (Full-time, Nights)

Sentinel Protective Services | Charlotte, NC | $19.50/hr

Sentinel Protective Services provides officers for offices, hospitals and distribution centers across the Carolinas.

Your duties:
- Patrol the campus on foot and by vehicle and check doors, gates and alarms
- Control access at the front lobby and check visitor IDs and badges
- Watch the CCTV cameras from the security desk
- Write clear incident reports in our mobile app
- Calmly defuse tense situations and call police or EMS when needed
- Greet employees and visitors and give directions

Requirements:
- North Carolina unarmed security guard license (we can sponsor you)
- CPR/First Aid certification or willing to get it
- High school diploma or GED
- Able to walk and stand for a 12-hour shift`,
  },
  {
    id: 'supply-chain-analyst',
    half: 'unseen',
    field: 'logistics',
    title: 'Supply Chain Analyst',
    company: 'Corda Home',
    skills: [
      'Supply chain analysis',
      'Demand forecasting',
      'Inventory planning',
      'Excel',
      'SQL',
      'Power BI',
      'SAP',
      'Data analysis',
      'Communication',
    ],
    text: `Supply Chain Analyst
Corda Home
Chicago, IL (Hybrid) · Full-time

Corda Home designs furniture and lighting sold online and in 60 stores. Our supply chain team moves 30,000 SKUs from 120 suppliers in Asia and Europe.

The Supply Chain Analyst builds the weekly demand forecast, sets reorder points and safety stock, and tracks supplier lead times and on-time delivery. You will pull data from SAP, build dashboards in Power BI, and explain what the numbers mean to buyers and the operations team.

Requirements:
1) Bachelor's degree in supply chain, business analytics or a related field
2) 1–3 years in supply chain, planning or inventory analysis
3) Advanced Excel (pivot tables, lookups) and working SQL
4) Experience with SAP or another ERP
5) Clear communicator who can turn analysis into action

Salary: $70,000–$85,000 + annual bonus.`,
  },
]
