// Held-out set for the offline cover-letter writer: written without reading the writer, so it is not
// tuned to it. Fields not used in jobs.ts or holdout.ts, and posting shapes that vary on purpose: prose
// only, very short, long with a nice-to-have section, About-us plus benefits/EEO boilerplate, and plain
// bulleted ads. Each job has three candidates: a strong fit in other words, a thin resume and a near
// miss. Grades as in eval-set.ts.
import type { EvalPair } from './eval-set.ts'
import type { EvalJob } from './jobs.ts'
import { makeResume } from './make-resume.ts'

export const letterHoldoutJobs: EvalJob[] = [
  {
    // Shape: prose paragraphs only, no bullets, no responsibilities heading.
    id: 'physio',
    field: 'physiotherapy',
    skills: [
      'Musculoskeletal assessment',
      'Treatment planning',
      'Manual therapy',
      'Exercise prescription',
      'Patient education',
      'Post-operative rehabilitation',
      'Group classes',
      'Cliniko',
      'Clinical documentation',
      'HCPC registration',
      'Communication',
      'Teamwork',
    ],
    text: `Physiotherapist - Outpatient Musculoskeletal
Company: Tidewater Physio & Sport

Tidewater Physio & Sport runs three outpatient clinics on the south coast, and we are looking for a physiotherapist to join the team at our Harbour Road clinic. Most of our patients come to us with back and neck pain, sports injuries, or after orthopaedic surgery such as knee and hip replacements, and you would carry a caseload of around twelve patients a day.

You would assess each new patient, agree goals with them and design a treatment plan that blends manual therapy, exercise prescription and education, then progress it as they recover. Several of our physios also run small group classes for post-operative rehab and falls prevention, and we would love you to take one on once you are settled. Notes are written in Cliniko, and we expect clear, timely documentation with outcome measures for every patient.

We are looking for someone registered with the HCPC (or about to be), with at least two years of post-qualification experience in musculoskeletal outpatients. Good communication matters more to us than anything else: patients should leave each session understanding what is wrong and what they need to do at home. You will work closely with GPs, consultants and our sports massage therapists, so you should enjoy being part of a small team.`,
  },
  {
    // Shape: very short - title, company, three sentences.
    id: 'line_cook',
    field: 'culinary',
    skills: [
      'Line cooking',
      'Grill',
      'Sauté',
      'Station prep',
      'High-volume service',
      'Ticket times',
      'Food handler card',
      'Working under pressure',
    ],
    text: `Line Cook
Company: Ember & Oak Kitchen
Ember & Oak is a busy 120-seat wood-fired grill looking for a line cook for evening shifts.
You will work the grill and sauté stations, set up your station before service and keep tickets moving through rushes of 200+ covers.
We need at least one year of high-volume line experience, a current food handler card and a calm head when the printer won't stop.`,
  },
  {
    // Shape: long, 11 responsibilities and a nice-to-have section.
    id: 'it_helpdesk',
    field: 'IT support',
    skills: [
      'Windows 11',
      'Active Directory',
      'Microsoft 365',
      'ServiceNow',
      'Intune',
      'Troubleshooting',
      'Networking',
      'Mobile device management',
      'Knowledge base',
      'ITIL',
      'CompTIA A+',
      'PowerShell',
      'Communication',
    ],
    text: `IT Service Desk Analyst (Tier 1/2)
Company: Calloway Logistics Group

Calloway Logistics Group is hiring an IT Service Desk Analyst to support 900 staff across our head office and 14 depots.

Responsibilities
- Answer calls, emails and chats to the service desk and log every request in ServiceNow
- Troubleshoot Windows 11 laptops, printers, handheld scanners and peripherals
- Reset passwords, unlock accounts and manage users and groups in Active Directory
- Set up Microsoft 365 mailboxes, Teams and OneDrive for new starters
- Image and deploy laptops with Intune and keep the asset register up to date
- Enrol and support company iPhones and Android devices
- Troubleshoot VPN, Wi-Fi and basic network connectivity problems
- Escalate complex incidents to Tier 3 and follow them through to resolution
- Meet SLA targets and keep users updated on the progress of their tickets
- Write knowledge base articles and how-to guides for common fixes
- Take part in an on-call rota one weekend in six

Requirements
- 2+ years on an IT helpdesk or service desk
- Solid Windows, Active Directory and Microsoft 365 administration
- Experience with an ITSM tool such as ServiceNow, Jira Service Management or Freshservice
- Patient, clear communication with non-technical users
- Full driving licence (occasional depot visits)

Nice to have
- CompTIA A+ or Network+
- ITIL 4 Foundation
- PowerShell scripting
- Experience supporting warehouse systems or handheld scanners`,
  },
  {
    // Shape: About-us paragraph on mission and products, benefits and EEO boilerplate at the end.
    id: 'pharmacy_tech',
    field: 'pharmacy',
    skills: [
      'Prescription data entry',
      'Prescription filling',
      'Pharmacy automation',
      'Insurance claims',
      'Prior authorizations',
      'Inventory management',
      'Controlled substances',
      'PTCB certification',
      'Pharmacy math',
      'Brand and generic drug names',
      'Attention to detail',
    ],
    text: `Pharmacy Technician - Mail-Order Pharmacy
Company: Bluewater Rx

About Bluewater Rx
Bluewater Rx exists to make medicines affordable and easy to get for people living with chronic conditions. We run a licensed mail-order pharmacy in Columbus, Ohio and the Bluewater app, which lets 300,000 members refill prescriptions, compare prices and message a pharmacist any time. Our automated fill line ships 12,000 prescriptions a day to all 50 states.

The role
- Enter and verify new prescriptions and refills in our pharmacy system
- Count, fill and label prescriptions on the automated fill line for pharmacist verification
- Contact prescribers and insurers to resolve rejected claims and prior authorizations
- Maintain inventory, rotate stock and pull expired medications
- Handle controlled substances according to DEA and Ohio Board of Pharmacy rules

Requirements
- Active Ohio pharmacy technician registration and PTCB (CPhT) certification
- 1+ year of retail, hospital or mail-order pharmacy experience
- Working knowledge of brand and generic drug names and pharmacy math
- Accurate typing and strong attention to detail

Bluewater Rx offers medical, dental and vision insurance from day one, a 401(k) with a 4% match, paid time off and tuition support for technicians studying toward pharmacy school. Bluewater Rx is an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status. We participate in E-Verify.`,
  },
  {
    id: 'bank_teller',
    field: 'banking',
    skills: [
      'Cash handling',
      'Cash drawer balancing',
      'Teller transactions',
      'Check cashing',
      'Customer service',
      'Customer referrals',
      'BSA/AML',
      'Identity verification',
      'Mobile banking',
      'Attention to detail',
    ],
    text: `Bank Teller (Part-Time)
Company: Riverbend Community Bank

Riverbend Community Bank is hiring a part-time teller for our Maple Avenue branch (25-30 hours a week, including Saturdays).

What you will do:
- Process deposits, withdrawals, check cashing, loan payments and cashier's checks
- Balance your cash drawer at the start and end of every shift
- Spot customer needs and refer them to our bankers for accounts, loans and online banking
- Follow BSA/AML and identity verification procedures and report suspicious activity
- Help customers use our mobile app and ATMs

What we need:
- 1+ year of cash handling experience (retail, food service or banking)
- Accuracy with numbers and basic computer skills
- Friendly, professional customer service
- High school diploma or equivalent`,
  },
  {
    id: 'claims_adjuster',
    field: 'insurance',
    skills: [
      'Claims handling',
      'Auto physical damage',
      'Liability determination',
      'Coverage analysis',
      'Recorded statements',
      'Reserving',
      'Settlement negotiation',
      'CCC ONE',
      'Guidewire ClaimCenter',
      'Fraud referral',
      'Adjuster license',
      'Written communication',
    ],
    text: `Auto Claims Adjuster
Company: Keystone Mutual Insurance

Keystone Mutual is looking for an Auto Claims Adjuster to handle personal auto claims from first notice of loss to settlement.

Responsibilities:
- Manage a caseload of 120-150 open auto physical damage and liability claims
- Investigate accidents: take recorded statements, review police reports and photos
- Determine coverage and liability under the policy
- Set reserves and negotiate settlements with claimants and body shops
- Review repair estimates in CCC ONE and identify total losses
- Refer suspected fraud to the Special Investigations Unit
- Document every step in Guidewire ClaimCenter

Qualifications:
- 2+ years of auto claims handling experience
- State adjuster license (or able to obtain one within 90 days)
- Strong negotiation and written communication skills
- Bachelor's degree preferred`,
  },
  {
    id: 'vet_tech',
    field: 'veterinary',
    skills: [
      'Anesthesia monitoring',
      'Surgical assisting',
      'Dental cleanings',
      'IV catheter placement',
      'Venipuncture',
      'Laboratory diagnostics',
      'Radiography',
      'Patient restraint',
      'Fear Free',
      'Client education',
      'Veterinary technician credential',
      'AVImark',
      'Compassion',
    ],
    text: `Credentialed Veterinary Technician
Company: Cedar Hollow Animal Hospital

Cedar Hollow is a 6-doctor small animal hospital seeing dogs, cats and exotics. Come join our tech team!

Duties
- Monitor anesthesia and assist in surgery and dentals
- Place IV catheters, draw blood and run in-house lab work
- Take and position digital radiographs
- Restrain patients safely and calmly (we are a Fear Free practice)
- Give medications and fluids to hospitalized patients
- Explain discharge instructions and preventive care to clients

Requirements
- CVT/LVT/RVT credential in good standing
- 2+ years of small animal clinical experience
- Experience with AVImark or ezyVet
- Compassion for animals and their people`,
  },
]

export const letterHoldoutResumes = {
  physio_strong: makeResume({
    name: 'Hannah Okafor',
    email: 'hannah.okafor@example.com',
    location: 'Exeter, UK',
    position: 'Senior Physiotherapist',
    summary: 'MSK physiotherapist with six years in NHS and private outpatient clinics.',
    roles: [
      [
        'Senior Physiotherapist',
        'Kestrel Health MSK Service',
        'Mar 2021 – Present',
        [
          'See 11-13 outpatients a day with spinal, shoulder and knee complaints',
          'Built a 6-week knee replacement and ACL rehab pathway; patients discharged 2 sessions sooner on average',
          'Run a twice-weekly falls prevention exercise group for 10 older adults',
          'Outcome measures (PSFS, Oxford Knee Score) recorded for 100% of caseload in Cliniko',
        ],
      ],
      [
        'Rotational Physiotherapist (Band 5)',
        'Royal Devon University Hospitals NHS Trust',
        'Sep 2018 – Feb 2021',
        [
          'Rotations in orthopaedics, respiratory and outpatient MSK',
          'Mobilised 8-10 post-op hip and knee patients a day on the orthopaedic ward',
          'Responsible for home exercise plans and discharge letters to GPs',
        ],
      ],
    ],
    education: [['BSc (Hons) Physiotherapy', 'University of Plymouth', '2015 – 2018']],
    skills: ['Manual therapy', 'Acupuncture', 'Hydrotherapy'],
    certifications: [['Registered Physiotherapist', 'Health and Care Professions Council', '2018']],
  }),
  physio_thin: makeResume({
    name: 'Tom Brennan',
    email: 'tom.brennan@example.com',
    position: 'Physiotherapist',
    roles: [
      [
        'Physiotherapist',
        'Active Life Clinic',
        'Jan 2024 – Present',
        ['Treat sports injuries', 'Home exercise programmes'],
      ],
    ],
    education: [['BSc Physiotherapy', 'University of Brighton', '2020 – 2023']],
  }),
  physio_near: makeResume({
    name: 'Leah Morgan',
    email: 'leah.morgan@example.com',
    location: 'Bristol, UK',
    position: 'Graduate Sports Rehabilitator',
    summary: 'Sports rehabilitator working with academy rugby players.',
    roles: [
      [
        'Sports Rehabilitator',
        'Westcountry Rugby Academy',
        'Aug 2022 – Present',
        [
          'Pitch-side injury management for 45 academy players',
          'Designed return-to-play gym programmes after hamstring and ankle injuries',
          'Member of the concussion protocol working group',
        ],
      ],
      [
        'Sports Massage Therapist',
        'Self-employed',
        'Jun 2021 – Jul 2022',
        ['Deep tissue and sports massage for around 20 runners and triathletes a month'],
      ],
    ],
    education: [['BSc Sport Rehabilitation', 'University of Salford', '2018 – 2021']],
    certifications: [['Graduate Sport Rehabilitator', 'BASRaT', '2021']],
  }),

  line_cook_strong: makeResume({
    name: 'Marco DeLuca',
    email: 'marco.deluca@example.com',
    location: 'Jersey City, NJ',
    position: 'Grill Cook',
    summary: 'Line cook with four years on grill and sauté in high-volume kitchens.',
    roles: [
      [
        'Grill Cook',
        'Smoke & Barrel Steakhouse',
        'Apr 2022 – Present',
        [
          'Run the char-grill on Friday and Saturday nights, 250-300 covers per service',
          'Cut average grill ticket time from 14 to 11 minutes by reorganising the lowboy and pre-portioning steaks',
          'Trained 4 new cooks on temps, resting times and plating',
        ],
      ],
      [
        'Prep / Sauté Cook',
        'Harbor Street Bistro',
        'Jun 2020 – Mar 2022',
        [
          'Sauté station for a 90-seat bistro: pastas, pan sauces and fish',
          'Responsible for the morning prep list and par levels for 3 stations',
        ],
      ],
    ],
    education: [['Culinary Arts Certificate', 'Hudson County Community College', '2019 – 2020']],
    certifications: [['ServSafe Food Handler', 'National Restaurant Association', '2023']],
  }),
  line_cook_thin: makeResume({
    name: 'Jaylen Brooks',
    email: 'jaylen.brooks@example.com',
    position: 'Cook',
    summary: 'Hard worker.',
    roles: [['Cook', "Dottie's Diner", 'Sep 2023 – Present', ['Breakfast line', 'Dishes and closing']]],
    education: [['High School Diploma', 'Eastside High School', '2023']],
  }),
  line_cook_near: makeResume({
    name: 'Sofia Ramirez',
    email: 'sofia.ramirez@example.com',
    location: 'Hoboken, NJ',
    position: 'Pastry Cook',
    summary: 'Pastry cook focused on viennoiserie and plated desserts.',
    roles: [
      [
        'Pastry Cook',
        'Lark Bakery & Café',
        'Mar 2023 – Present',
        [
          'Laminate croissant dough for 400 pastries a day',
          'Plated desserts for weekend brunch service',
          'Food handler card holder',
        ],
      ],
      [
        'Bakery Assistant',
        'Sweet Crumb Bakery',
        'May 2021 – Feb 2023',
        ['Responsible for opening the bakery at 5 a.m.'],
      ],
    ],
    education: [['AAS Baking and Pastry Arts', 'Bergen Community College', '2019 – 2021']],
  }),

  it_helpdesk_strong: makeResume({
    name: 'Priya Nair',
    email: 'priya.nair@example.com',
    location: 'Leeds, UK',
    position: 'IT Support Analyst',
    summary: 'Second-line IT support analyst for multi-site businesses.',
    roles: [
      [
        'IT Support Analyst (2nd Line)',
        'Harrowgate Foods',
        'Jan 2022 – Present',
        [
          'Close 35-40 Jira Service Management tickets a day for 1,200 users across 6 sites',
          'Rebuilt laptop provisioning with Autopilot and Intune; new-starter setup down from 3 hours to 40 minutes',
          'Administer AD accounts, security groups and Exchange Online mailboxes',
          'Wrote 45 self-help articles that cut password-reset calls 30%',
          'PowerShell scripts for bulk account creation and leaver clean-up',
        ],
      ],
      [
        'Service Desk Technician',
        'Brightline Managed IT',
        'Aug 2019 – Dec 2021',
        [
          'First-line phone support for 20 small-business clients with 92% first-contact resolution',
          'Fixed Wi-Fi, VPN and printer faults on site and over remote sessions',
        ],
      ],
    ],
    education: [['HND Computing', 'Leeds City College', '2017 – 2019']],
    skills: ['Windows 10/11', 'Entra ID', 'Zebra handhelds'],
    certifications: [
      ['CompTIA A+', 'CompTIA', '2019'],
      ['ITIL 4 Foundation', 'PeopleCert', '2022'],
    ],
  }),
  it_helpdesk_thin: makeResume({
    name: 'Callum Reid',
    email: 'callum.reid@example.com',
    position: 'IT Support',
    summary: 'Looking for a helpdesk role.',
    roles: [
      [
        'Helpdesk Technician',
        "St Aidan's Academy",
        'Sep 2023 – Present',
        ['Fixed laptops and printers', 'Password resets'],
      ],
    ],
    education: [['Level 3 Diploma in IT', 'Newcastle College', '2021 – 2023']],
  }),
  it_helpdesk_near: makeResume({
    name: 'Ahmed Siddiqui',
    email: 'ahmed.siddiqui@example.com',
    location: 'Manchester, UK',
    position: 'Junior Network Administrator',
    summary: 'Network administrator in a colocation data centre.',
    roles: [
      [
        'Junior Network Administrator',
        'Castlefield Data Centres',
        'Jun 2023 – Present',
        [
          'Configure Cisco switches and VLANs across 2 data halls',
          'Monitor uptime in PRTG and respond to out-of-hours alerts',
          'Responsible for firewall change requests',
        ],
      ],
      [
        'NOC Intern',
        'Castlefield Data Centres',
        'Jun 2022 – Sep 2022',
        ['Patch cabling and rack-and-stack of 60 servers'],
      ],
    ],
    education: [['BSc Computer Networks', 'Manchester Metropolitan University', '2020 – 2023']],
    certifications: [['CCNA', 'Cisco', '2023']],
  }),

  pharmacy_tech_strong: makeResume({
    name: 'Danielle Foster',
    email: 'danielle.foster@example.com',
    location: 'Columbus, OH',
    position: 'Certified Pharmacy Technician',
    summary: 'CPhT with six years in specialty and community pharmacy.',
    roles: [
      [
        'Pharmacy Technician',
        'Meridian Specialty Pharmacy',
        'Feb 2021 – Present',
        [
          'Type and verify 250+ new scripts and refills a shift in PioneerRx',
          'Cut dispensing errors 30% by introducing barcode scan-back at the fill station',
          'Work rejected claims and PAs with PBMs and prescriber offices; 85% resolved within 48 hours',
          'Run the weekly CII count and perpetual inventory log',
        ],
      ],
      [
        'Pharmacy Technician',
        'Hometown Drug',
        'Jun 2018 – Jan 2021',
        ['Counted and labeled about 300 prescriptions a day', 'Rotated stock and returned outdates monthly'],
      ],
    ],
    education: [['Pharmacy Technician Certificate', 'Columbus State Community College', '2018']],
    certifications: [
      ['Certified Pharmacy Technician (CPhT)', 'PTCB', '2018'],
      ['Pharmacy Technician Registration', 'Ohio Board of Pharmacy', '2024'],
    ],
  }),
  pharmacy_tech_thin: makeResume({
    name: 'Kayla Nguyen',
    email: 'kayla.nguyen@example.com',
    position: 'Pharmacy Technician',
    roles: [
      [
        'Pharmacy Tech',
        'Rite Value Pharmacy',
        'Mar 2024 – Present',
        ['Filling prescriptions', 'Register and drive-thru'],
      ],
    ],
    education: [['High School Diploma', 'Westland High School', '2022']],
  }),
  pharmacy_tech_near: makeResume({
    name: 'Marcus Hill',
    email: 'marcus.hill@example.com',
    location: 'Dayton, OH',
    position: 'Pharmacy Technician Trainee',
    summary: 'Pharmacy technician trainee preparing for the PTCB exam.',
    roles: [
      [
        'Pharmacy Technician Trainee',
        'Lakeview Pharmacy',
        'Jul 2024 – Present',
        [
          'Count and bag prescriptions under pharmacist supervision',
          'Ring up customers and answer phones',
          'Studying for the PTCB exam (scheduled March 2025)',
        ],
      ],
      ['Cashier', 'Dollar Mart', 'Jan 2023 – Jun 2024', ['Responsible for a $1,500 cash drawer each shift']],
    ],
    education: [['High School Diploma', 'Belmont High School', '2022']],
    certifications: [['Pharmacy Technician Trainee Registration', 'Ohio Board of Pharmacy', '2024']],
  }),

  bank_teller_strong: makeResume({
    name: 'Rosa Delgado',
    email: 'rosa.delgado@example.com',
    location: 'Springfield, IL',
    position: 'Member Service Teller',
    summary: 'Credit union teller with a retail cash-office background.',
    roles: [
      [
        'Teller II',
        'Cornerstone Federal Credit Union',
        'Apr 2022 – Present',
        [
          'Handle 90-120 member transactions a day: deposits, withdrawals, loan payments and official checks',
          'Drawer balanced to the penny on 98% of shifts over two years',
          'Referred 60+ members to loan officers in 2024, producing $1.2M in new auto loans',
          'Complete CTRs and flag possible structuring per BSA/AML training',
        ],
      ],
      [
        'Customer Service Desk Cashier',
        'FreshWay Grocery',
        'Aug 2019 – Mar 2022',
        [
          'Ran the service desk: money orders, bill payments and returns',
          'Trusted to count down the safe and 8 registers at close',
        ],
      ],
    ],
    education: [['High School Diploma', 'Lanphier High School', '2019']],
  }),
  bank_teller_thin: makeResume({
    name: 'Eli Jensen',
    email: 'eli.jensen@example.com',
    position: 'Teller',
    summary: 'Reliable and good with people.',
    roles: [
      [
        'Teller',
        'First Prairie Bank',
        'Jul 2024 – Present',
        ['Deposits and withdrawals', 'Balancing drawer'],
      ],
    ],
    education: [['High School Diploma', 'Maple Grove High School', '2024']],
  }),
  bank_teller_near: makeResume({
    name: 'Aisha Bello',
    email: 'aisha.bello@example.com',
    location: 'Peoria, IL',
    position: 'Banking Customer Service Representative',
    summary: 'Contact-center representative for a regional bank.',
    roles: [
      [
        'Customer Service Representative',
        'Summit National Bank Contact Center',
        'Feb 2023 – Present',
        [
          'Answer 60 calls a day on balances, card disputes and online banking',
          'Verify caller identity and reset online banking passwords',
          'Responsible for card dispute intake',
        ],
      ],
    ],
    education: [['Associate of Applied Science, Business', 'Illinois Central College', '2020 – 2022']],
  }),

  claims_adjuster_strong: makeResume({
    name: "Kevin O'Brien",
    email: 'kevin.obrien@example.com',
    location: 'Harrisburg, PA',
    position: 'Claims Representative',
    summary: 'Auto claims professional handling PD and BI files from FNOL to close.',
    roles: [
      [
        'Claims Representative II',
        'Atlas Shield Insurance',
        'Jan 2021 – Present',
        [
          'Carry a pending of 140 auto PD and BI files from FNOL to close',
          'Decide fault from recorded statements, scene photos and police reports',
          'Negotiated settlements averaging 12% below initial demand',
          'Flag suspect claims to SIU; 9 referrals led to denials in 2023',
          'Write estimates and total-loss valuations in CCC ONE',
        ],
      ],
      [
        'Claims Associate',
        'Heartland Auto Insurance',
        'Jun 2019 – Dec 2020',
        ['Took first notice of loss calls and set up 25 new claims a day in Guidewire'],
      ],
    ],
    education: [['BA Communications', 'Penn State University', '2015 – 2019']],
    certifications: [['All-Lines Adjuster License', 'Texas Department of Insurance', '2020']],
  }),
  claims_adjuster_thin: makeResume({
    name: 'Brianna Cole',
    email: 'brianna.cole@example.com',
    position: 'Claims Adjuster',
    roles: [['Claims Adjuster', 'Pioneer Mutual', 'Oct 2023 – Present', ['Auto claims', 'Customer calls']]],
    education: [['BS Business Administration', 'Temple University', '2019 – 2023']],
  }),
  claims_adjuster_near: makeResume({
    name: 'Derek Fields',
    email: 'derek.fields@example.com',
    location: 'Tampa, FL',
    position: 'Property Claims Adjuster',
    summary: 'Homeowners property adjuster with catastrophe deployment experience.',
    roles: [
      [
        'Property Claims Adjuster',
        'Sentinel Home Insurance',
        'Mar 2022 – Present',
        [
          'Inspect water, wind and fire losses on homes and write estimates in Xactimate',
          'Handle 90 open homeowners claims at a time',
          'Responsible for reserve updates every 30 days',
          'Member of the catastrophe response team (Hurricane Ian deployment)',
        ],
      ],
    ],
    education: [['BS Construction Management', 'University of South Florida', '2017 – 2021']],
    certifications: [['4-20 All-Lines Adjuster License', 'Florida Department of Financial Services', '2022']],
  }),

  vet_tech_strong: makeResume({
    name: 'Megan Holloway',
    email: 'megan.holloway@example.com',
    location: 'Fort Collins, CO',
    position: 'Certified Veterinary Technician',
    summary: 'CVT in a busy small animal general and surgical practice.',
    roles: [
      [
        'Certified Veterinary Technician',
        'Brookfield Veterinary Hospital',
        'May 2021 – Present',
        [
          'Induce and monitor anesthesia for 6-8 surgeries and dentals a day',
          'Place IV catheters and collect blood on fractious cats with low-stress handling',
          'Run CBCs, chemistries and urinalysis on IDEXX analyzers',
          'Took over 300 digital dental X-rays in 2024',
          'Lead technician for the hospital’s Fear Free certification (achieved 2023)',
        ],
      ],
      [
        'Veterinary Assistant',
        'Paws & Claws Animal Clinic',
        'Jan 2018 – Apr 2021',
        [
          'Restrained dogs and cats for exams and vaccines',
          'Discharged patients and explained home care to owners',
        ],
      ],
    ],
    education: [['AAS Veterinary Technology', 'Front Range Community College', '2019 – 2021']],
    skills: ['ezyVet', 'Anesthesia', 'Dental radiographs'],
    certifications: [
      ['Certified Veterinary Technician', 'Colorado Association of Certified Veterinary Technicians', '2021'],
      ['Fear Free Certified Professional', 'Fear Free Pets', '2023'],
    ],
  }),
  vet_tech_thin: makeResume({
    name: 'Tyler Grant',
    email: 'tyler.grant@example.com',
    position: 'Vet Tech',
    summary: 'Animal lover.',
    roles: [
      [
        'Veterinary Technician',
        'Sunnyside Pet Clinic',
        'Feb 2023 – Present',
        ['Surgery prep and anesthesia', 'Lab work'],
      ],
    ],
    education: [['AAS Veterinary Technology', 'Pima Community College', '2020 – 2022']],
  }),
  vet_tech_near: makeResume({
    name: 'Jordan Pierce',
    email: 'jordan.pierce@example.com',
    location: 'Loveland, CO',
    position: 'Veterinary Assistant',
    summary: 'Veterinary assistant hoping to grow into a technician role.',
    roles: [
      [
        'Veterinary Assistant',
        'Mountain View Animal Clinic',
        'Aug 2023 – Present',
        [
          'Restrain dogs and cats for exams, nail trims and vaccines',
          'Clean and sterilize about 15 surgical packs a day',
          'Responsible for stocking exam rooms and the pharmacy',
        ],
      ],
      [
        'Kennel Attendant',
        'Happy Tails Boarding',
        'May 2022 – Jul 2023',
        ['Cared for up to 40 boarding dogs a day'],
      ],
    ],
    education: [['BS Animal Science', 'Colorado State University', '2018 – 2022']],
  }),
}

export type LetterHoldoutResumeId = keyof typeof letterHoldoutResumes

/** EvalPair, with resume ids from this file (EvalPair's resume type covers evalResumes only). */
export type LetterHoldoutPair = Omit<EvalPair, 'resume'> & { resume: LetterHoldoutResumeId }

export const letterHoldoutPairs: LetterHoldoutPair[] = [
  {
    job: 'physio',
    resume: 'physio_strong',
    grade: 2,
    why: 'MSK outpatient physio, HCPC, rehab groups, Cliniko',
  },
  {
    job: 'physio',
    resume: 'physio_thin',
    grade: 1,
    why: 'physiotherapist, but two bullets and under a year',
  },
  {
    job: 'physio',
    resume: 'physio_near',
    grade: 1,
    why: 'adjacent: sports rehabilitator, not HCPC registered',
  },
  { job: 'line_cook', resume: 'line_cook_strong', grade: 2, why: 'grill and sauté in high-volume kitchens' },
  { job: 'line_cook', resume: 'line_cook_thin', grade: 1, why: 'diner cook, two-line resume' },
  { job: 'line_cook', resume: 'line_cook_near', grade: 1, why: 'adjacent: pastry, no grill or sauté line' },
  {
    job: 'it_helpdesk',
    resume: 'it_helpdesk_strong',
    grade: 2,
    why: '2nd-line support in other words (Jira SM, Autopilot, Entra ID)',
  },
  { job: 'it_helpdesk', resume: 'it_helpdesk_thin', grade: 1, why: 'school helpdesk, two bullets' },
  {
    job: 'it_helpdesk',
    resume: 'it_helpdesk_near',
    grade: 1,
    why: 'adjacent: network admin, little end-user support',
  },
  {
    job: 'pharmacy_tech',
    resume: 'pharmacy_tech_strong',
    grade: 2,
    why: 'CPhT, Ohio registration, claims and PAs, CII counts',
  },
  {
    job: 'pharmacy_tech',
    resume: 'pharmacy_tech_thin',
    grade: 1,
    why: 'retail pharmacy tech, two bullets, no CPhT',
  },
  {
    job: 'pharmacy_tech',
    resume: 'pharmacy_tech_near',
    grade: 1,
    why: 'too junior: trainee, not yet PTCB certified',
  },
  {
    job: 'bank_teller',
    resume: 'bank_teller_strong',
    grade: 2,
    why: 'credit union teller: balancing, referrals, BSA/AML',
  },
  { job: 'bank_teller', resume: 'bank_teller_thin', grade: 1, why: 'new teller, two bullets' },
  {
    job: 'bank_teller',
    resume: 'bank_teller_near',
    grade: 1,
    why: 'adjacent: phone banking, no cash handling',
  },
  {
    job: 'claims_adjuster',
    resume: 'claims_adjuster_strong',
    grade: 2,
    why: 'auto PD/BI adjuster, CCC ONE, SIU, licensed',
  },
  {
    job: 'claims_adjuster',
    resume: 'claims_adjuster_thin',
    grade: 1,
    why: 'claims adjuster, two-word bullets',
  },
  {
    job: 'claims_adjuster',
    resume: 'claims_adjuster_near',
    grade: 1,
    why: 'adjacent: homeowners property claims, no auto',
  },
  {
    job: 'vet_tech',
    resume: 'vet_tech_strong',
    grade: 2,
    why: 'CVT: anesthesia, catheters, lab, dental X-rays, Fear Free',
  },
  { job: 'vet_tech', resume: 'vet_tech_thin', grade: 1, why: 'vet tech, two bullets, no credential listed' },
  {
    job: 'vet_tech',
    resume: 'vet_tech_near',
    grade: 1,
    why: 'too junior: vet assistant, no credential or anesthesia',
  },
]
