// Twelve more tune postings (issue 15, third round), in occupations none of the other sets has and in board
// shapes: about-us first, "Title at Company", a Workday-style header, a LinkedIn-style line, a requirements
// table, long prose, salary blocks. Each recruiter skill list, title and company was written and committed
// BEFORE the engine first read the texts. Tune half only: they may guide changes. Written by Tailor
// contributors (CC0).
import type { UnseenPosting } from './unseen-postings.ts'

export const moreTunePostings: UnseenPosting[] = [
  {
    id: 'respiratory-therapist',
    half: 'tune',
    field: 'healthcare',
    title: 'Respiratory Therapist',
    company: 'Mercy Valley Medical Center',
    skills: [
      'Respiratory therapy',
      'RRT credential',
      'Ventilator management',
      'Arterial blood gas analysis',
      'BLS',
      'ACLS',
      'Airway management',
      'Patient assessment',
      'Documentation',
      'Teamwork',
    ],
    text: `Mercy Valley Medical Center
Respiratory Therapist – Nights
Fresno, CA · Full-time · Night shift (7p–7a)

Mercy Valley is a 410-bed teaching hospital and Level II trauma center serving the Central Valley.

What you'll do
- Set up, monitor and wean patients on mechanical ventilation in the ICU and ED
- Draw and analyze arterial blood gases
- Deliver nebulizer treatments, oxygen therapy and chest physiotherapy
- Assist with intubations and manage difficult airways with the rapid response team
- Assess patients and chart every treatment in Epic

What you need
- Registered Respiratory Therapist (RRT) credential from the NBRC
- Current California RCP license
- BLS and ACLS required; NRP a plus
- 1+ year of acute care experience
- Works well with physicians, nurses and the whole care team

Pay: $48.50–$66.20/hour plus night differential. Medical, dental, vision, pension.`,
  },
  {
    id: 'forklift-operator',
    half: 'tune',
    field: 'logistics',
    title: 'Forklift Operator',
    company: 'Keystone Cold Storage',
    skills: [
      'Forklift operation',
      'Forklift certification',
      'Reach truck',
      'RF scanner',
      'Inventory control',
      'Order picking',
      'Warehouse safety',
      'Dependability',
    ],
    text: `Keystone Cold Storage is hiring a Forklift Operator for our Allentown freezer warehouse!

Shift: 2nd shift, Monday–Friday, 2:30pm–11pm. Starting pay $22.50/hr + $1.50 freezer premium.

In this role you'll load and unload trailers, put away pallets in racking up to 35 feet with a reach truck, pick orders with an RF scanner, and do cycle counts so our inventory stays accurate. You will work in temperatures down to -10°F (we provide the freezer gear).

You should have:
• 1 year of forklift experience in a warehouse or distribution center
• Current forklift certification (or able to pass our certification in your first week)
• Stand-up reach truck experience preferred
• A strong safety record and good attendance
• Ability to lift 50 lbs

Keystone Cold Storage is an equal opportunity employer.`,
  },
  {
    id: 'claims-adjuster',
    half: 'tune',
    field: 'insurance',
    title: 'Property Claims Adjuster',
    company: 'Harborline Mutual Insurance',
    skills: [
      'Claims adjusting',
      'Adjuster license',
      'Property damage assessment',
      'Xactimate',
      'Insurance coverage analysis',
      'Negotiation',
      'Customer service',
      'Time management',
    ],
    text: `Property Claims Adjuster at Harborline Mutual Insurance
Columbus, OH (Hybrid)

Harborline Mutual has protected Midwest homes and small businesses since 1921.

As a Property Claims Adjuster you will own residential property claims from first notice of loss to settlement. You'll inspect damaged homes, write estimates in Xactimate, review policies to decide what is covered, and negotiate settlements with policyholders and contractors. Most of your week is in the field within a two-hour drive; the rest is at home or in our Columbus office. You will carry a caseload of 40–60 open claims and keep every file documented.

Requirements
- Ohio property and casualty adjuster license (or obtain within 90 days)
- 2+ years of property claims experience
- Working knowledge of Xactimate
- Calm, clear communicator who keeps customers informed
- Able to manage a busy caseload and meet deadlines
- Valid driver's license

Salary: $62,000–$78,000 plus company car.`,
  },
  {
    id: 'ios-developer',
    half: 'tune',
    field: 'software',
    title: 'iOS Developer',
    company: 'Pocketwise',
    skills: [
      'Swift',
      'SwiftUI',
      'UIKit',
      'iOS',
      'Xcode',
      'REST APIs',
      'Unit testing',
      'Git',
      'Core Data',
      'App Store',
    ],
    text: `Pocketwise · iOS Developer
Remote (US) · Full-time · $135k–$160k

Who we are
Pocketwise helps 2 million people budget with their partner. We are a 25-person team, fully remote.

The role
You will build features in our iPhone app end to end: new SwiftUI screens, the older UIKit parts, offline sync with Core Data, and the networking layer that talks to our REST APIs. You'll write unit tests with XCTest, review pull requests, and ship to the App Store every two weeks.

You have
- 3+ years building iOS apps in Swift
- Experience with SwiftUI and UIKit
- Comfort with Xcode, Instruments and Git
- Care for accessibility and performance

Bonus
- Experience with Combine or async/await
- You have shipped an app with in-app purchases`,
  },
  {
    id: 'special-ed-teacher',
    half: 'tune',
    field: 'education',
    title: 'Special Education Teacher',
    company: 'Maple Grove School District',
    skills: [
      'Special education',
      'Teaching license',
      'IEP',
      'Differentiated instruction',
      'Behavior management',
      'Progress monitoring',
      'Collaboration',
      'Patience',
    ],
    text: `Job Title: Special Education Teacher (Resource Room, Grades 3–5)
Organization: Maple Grove School District
Location: Maple Grove Elementary, Maple Grove, MN
Start date: August 2026

Position summary
The resource room teacher supports 18–22 students with learning disabilities and other health impairments in reading, writing and math, in small groups and inside general education classrooms.

Duties
1. Write and carry out IEPs and lead IEP meetings with families
2. Adapt lessons and materials for each student's needs
3. Track progress toward IEP goals and report it quarterly
4. Use positive behavior supports and de-escalate when needed
5. Co-teach with general education teachers and guide two paraprofessionals

Qualifications
1. Minnesota teaching license in Special Education (LD or ABS)
2. Knowledge of data-based instruction and progress monitoring
3. Patience, flexibility and a sense of humor

Salary per the teacher contract ($52,000–$94,000 by lane and step).`,
  },
  {
    id: 'store-manager',
    half: 'tune',
    field: 'retail',
    title: 'Store Manager',
    company: 'Trailhead Outfitters',
    skills: [
      'Retail management',
      'Team leadership',
      'Hiring',
      'Sales',
      'Inventory management',
      'Scheduling',
      'P&L management',
      'Visual merchandising',
      'Customer service',
    ],
    text: `Join Trailhead Outfitters as a Store Manager in Boise, Idaho.

Trailhead Outfitters sells camping, climbing and paddling gear from 31 stores across the Mountain West, and everyone who works here uses what we sell.

You will run the Boise store: hire, train and coach a team of 15–25, build weekly schedules, hit sales and margin goals, and keep the floor full and well merchandised. You'll own the store's P&L, inventory counts and shrink, and make sure every customer leaves with the right gear.

What we're looking for:
- 3+ years managing a retail store or department
- Proven record of growing sales and developing people
- Experience with labor scheduling and inventory systems
- Comfortable reading a P&L
- Weekend availability

Pay: $68,000–$80,000 + quarterly bonus, 40% gear discount, paid climbing days.`,
  },
  {
    id: 'loan-officer',
    half: 'tune',
    field: 'finance',
    title: 'Mortgage Loan Officer',
    company: 'Cornerstone Community Credit Union',
    skills: [
      'Mortgage lending',
      'NMLS license',
      'Loan origination',
      'Underwriting guidelines',
      'FHA loans',
      'Business development',
      'Relationship building',
      'Sales',
    ],
    text: `Careers at Cornerstone Community Credit Union

Mortgage Loan Officer
Req ID: 24-0173 | Category: Lending | Location: Grand Rapids, MI | Type: Full-Time, Exempt

Cornerstone is a member-owned credit union with 90,000 members and $1.4B in assets.

Summary
Help members buy and refinance homes. You'll originate conventional, FHA, VA and USDA loans, build referral relationships with real estate agents and builders, and guide members from application to closing.

Essential functions
- Originate and take applications for residential mortgage loans
- Explain loan programs and structure each loan to meet underwriting guidelines
- Develop new business through realtor and builder partnerships and community events
- Keep files moving with processors and underwriters in Encompass

Minimum qualifications
| Requirement | Detail |
| --- | --- |
| License | Active NMLS registration |
| Experience | 2+ years originating residential mortgages |
| Knowledge | Conventional, FHA and VA guidelines |
| Systems | Encompass LOS preferred |

Compensation: base salary plus commission.`,
  },
  {
    id: 'network-engineer',
    half: 'tune',
    field: 'it',
    title: 'Network Engineer',
    company: 'Tristate Health',
    skills: [
      'Cisco',
      'Routing and switching',
      'BGP',
      'OSPF',
      'Firewalls',
      'Palo Alto Networks',
      'VPN',
      'CCNP',
      'Network troubleshooting',
      'Wireless networking',
    ],
    text: `About Tristate Health
Tristate Health runs 6 hospitals and 80 clinics across New Jersey, New York and Pennsylvania.

Network Engineer
Newark, NJ — Hybrid — Full-time

Tristate Health is looking for a Network Engineer to design, build and support the network that our clinicians depend on 24/7.

Responsibilities
- Configure and maintain Cisco routers and switches across 86 sites
- Run BGP and OSPF in our data centers and WAN
- Manage Palo Alto firewalls and site-to-site and remote-access VPNs
- Troubleshoot network outages and take part in an on-call rotation
- Plan and roll out wireless upgrades in patient areas

Requirements
- 4+ years of enterprise network engineering
- CCNP (or CCNA with equivalent experience)
- Strong routing and switching skills
- Experience with Palo Alto or Fortinet firewalls
- Clear documentation and change management habits

Salary range: $105,000 – $130,000 per year.`,
  },
  {
    id: 'housekeeping-supervisor',
    half: 'tune',
    field: 'hospitality',
    title: 'Housekeeping Supervisor',
    company: 'The Saltmarsh Inn',
    skills: [
      'Housekeeping',
      'Room inspection',
      'Staff supervision',
      'Scheduling',
      'Inventory management',
      'Training',
      'Attention to detail',
      'Bilingual',
    ],
    text: `Housekeeping Supervisor - The Saltmarsh Inn
Kiawah Island, SC

The Saltmarsh Inn is a 120-room oceanfront resort. We are looking for a hands-on Housekeeping Supervisor to lead our room attendants during the busy season and beyond.

Day to day, you will assign rooms to a team of 12 room attendants, inspect rooms before they are released to the front desk, train new attendants to our standards, order linens and guest supplies and keep the par levels right, and step in to clean when we are short. You will also build the weekly schedule with the Executive Housekeeper.

You'll be a great fit if you have 2 years of hotel housekeeping experience, at least 1 of them leading others, an eye for the smallest detail, and you can stay on your feet all day. Spanish and English both a plus.

$20–$23 per hour, free meals on shift, employee room rates.`,
  },
  {
    id: 'ehs-specialist',
    half: 'tune',
    field: 'operations',
    title: 'EHS Specialist',
    company: 'Caldera Plastics',
    skills: [
      'OSHA regulations',
      'Incident investigation',
      'Safety training',
      'Risk assessment',
      'Environmental compliance',
      'Lockout/tagout',
      'Root cause analysis',
      'ISO 14001',
      'Communication',
    ],
    text: `EHS Specialist
Caldera Plastics — Greenville, SC
On-site · Full-time

Caldera Plastics molds parts for appliance and automotive makers in three plants and 600 employees.

The EHS Specialist keeps our Greenville plant safe and compliant. You will lead safety training for new hires and supervisors, investigate incidents and near misses and find their root causes, audit lockout/tagout and machine guarding, run job hazard analyses, and keep our air and stormwater permits and ISO 14001 system in order. You report to the corporate EHS Manager.

Qualifications
- Bachelor's degree in occupational safety, environmental science or engineering
- 3+ years of EHS experience in manufacturing
- Working knowledge of OSHA general industry standards and EPA regulations
- OSHA 30 preferred; CSP or ASP a plus
- Confident trainer who can talk to operators and plant leadership alike`,
  },
  {
    id: 'grant-writer',
    half: 'tune',
    field: 'nonprofit',
    title: 'Grant Writer',
    company: 'River City Food Bank',
    skills: [
      'Grant writing',
      'Proposal writing',
      'Grant reporting',
      'Prospect research',
      'Budget preparation',
      'Fundraising',
      'Writing',
      'Deadline management',
    ],
    text: `River City Food Bank is hiring a Grant Writer

River City Food Bank gets 14 million meals a year to families across 9 counties. Grants fund a third of that work.

What you'll do: research foundation, corporate and government funding prospects; write proposals and letters of inquiry; build project budgets with our finance team; submit reports to funders on time; and keep our grants calendar so nothing is missed. You'll work closely with the Development Director and program staff.

What you bring: 2+ years of grant writing with a record of funded proposals; excellent writing and editing; the ability to juggle many deadlines; experience with federal grants (USDA, FEMA) is a plus.

Salary $55,000–$62,000. Hybrid (2 days a week in our Sacramento office).`,
  },
  {
    id: 'cnc-machinist',
    half: 'tune',
    field: 'manufacturing',
    title: 'CNC Machinist',
    company: 'Precision Axis Manufacturing',
    skills: [
      'CNC machining',
      'Blueprint reading',
      'G-code',
      'GD&T',
      'Machine setup',
      'Calipers',
      'Micrometers',
      'Quality inspection',
      'Mastercam',
    ],
    text: `CNC Machinist (1st shift)
Precision Axis Manufacturing · Wichita, KS · $26–$34/hr

Precision Axis makes aerospace brackets and fittings on 22 CNC mills and lathes.

Responsibilities
• Set up and run Haas and Mazak CNC mills and lathes
• Read blueprints and GD&T callouts
• Edit G-code at the machine and prove out new programs
• Check parts with calipers, micrometers and height gauges and record first-article results
• Keep your work area clean and follow safety rules

Requirements
• 3+ years of CNC machining experience
• Able to set up jobs on your own
• Mastercam experience a plus
• AS9100 shop experience preferred

Overtime available. Medical, dental, 401(k) with 5% match, tool allowance.`,
  },
]
