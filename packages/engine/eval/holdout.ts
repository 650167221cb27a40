// Held-out set: written after the engine was tuned on eval-set.ts and never used to tune it. Fields the
// curated aliases do not target, to show how the engine generalises. Grades as in eval-set.ts.
import type { EvalPair } from './eval-set.ts'
import { evalResumes } from './eval-set.ts'
import type { EvalJob } from './jobs.ts'
import { makeResume } from './make-resume.ts'

export const holdoutJobs: EvalJob[] = [
  {
    id: 'support',
    field: 'customer support',
    skills: [
      'Zendesk',
      'Customer service',
      'Troubleshooting',
      'Knowledge base',
      'Live chat',
      'CSAT',
      'Ticketing',
      'Empathy',
      'Communication',
      'Problem solving',
    ],
    text: `Customer Support Specialist
Company: Fieldnote Apps

What you'll do:
- Answer customer questions by email and live chat in Zendesk
- Troubleshoot login, billing and sync problems and escalate bugs to engineering
- Write and update knowledge base articles
- Keep CSAT above 95% and first response under 2 hours

Requirements:
- 1+ years in customer service or technical support
- Experience with a ticketing system (Zendesk, Freshdesk or similar)
- Excellent written communication, empathy and problem-solving skills

We offer remote work, a laptop and health insurance.`,
  },
  {
    id: 'paralegal',
    field: 'legal',
    skills: [
      'Legal research',
      'Westlaw',
      'E-discovery',
      'Drafting pleadings',
      'Document review',
      'Case management',
      'Calendaring',
      'Microsoft Word',
      'Attention to detail',
      'Organization',
    ],
    text: `Litigation Paralegal
Hartley & Voss LLP is seeking a Litigation Paralegal for our commercial litigation group.

Responsibilities:
- Conduct legal research on Westlaw and cite-check briefs
- Draft pleadings, discovery requests and correspondence
- Manage e-discovery and document review in Relativity
- Maintain case files and calendar court deadlines

Qualifications:
- Paralegal certificate or bachelor's degree
- 3+ years of litigation paralegal experience
- Advanced Microsoft Word
- Exceptional attention to detail and organizational skills`,
  },
  {
    id: 'construction_pm',
    field: 'construction',
    skills: [
      'Project management',
      'Primavera P6',
      'Microsoft Project',
      'Budget management',
      'Subcontractor management',
      'RFIs',
      'Submittals',
      'Procore',
      'OSHA',
      'Blueprint reading',
      'Communication',
      'Leadership',
    ],
    text: `Construction Project Manager
Granite Peak Builders

Granite Peak Builders is hiring a Construction Project Manager for commercial projects from $5M to $40M.

Responsibilities:
- Manage projects from preconstruction to closeout
- Build and update schedules in Primavera P6 or Microsoft Project
- Own the project budget, change orders and cost reports
- Coordinate subcontractors, RFIs and submittals in Procore
- Enforce OSHA safety requirements on site

Requirements:
- 5+ years managing commercial construction projects
- Bachelor's degree in Construction Management or Engineering
- Able to read blueprints and specifications
- Strong leadership and communication skills`,
  },
  {
    id: 'hygienist',
    field: 'dental',
    skills: [
      'Dental hygiene license',
      'Prophylaxis',
      'Periodontal charting',
      'Dental radiographs',
      'Patient education',
      'Infection control',
      'BLS',
      'Dentrix',
      'Communication',
    ],
    text: `Registered Dental Hygienist
Smile Street Dental

Smile Street Dental is looking for a Registered Dental Hygienist to join our family practice four days a week.

Duties:
- Perform prophylaxis and scaling and root planing
- Take and review dental radiographs (X-rays)
- Record periodontal charting in Dentrix
- Educate patients on home care
- Follow infection control protocols

Requirements:
- Active state dental hygiene license
- Current CPR/BLS certification
- Associate degree in Dental Hygiene
- Warm communication style with patients of all ages`,
  },
]

export const holdoutResumes = {
  support_strong: makeResume({
    name: 'Iris Moreau',
    email: 'iris.moreau@example.com',
    position: 'Customer Support Representative',
    summary: 'Support rep for a B2B SaaS product.',
    roles: [
      [
        'Customer Support Representative',
        'Taskly',
        'Feb 2022 – Present',
        [
          'Resolve 50 tickets a day over email and chat in Freshdesk with 97% CSAT',
          'Diagnose sync and billing issues and file clear bug reports for engineers',
          'Wrote 30 help center articles that cut repeat tickets 15%',
        ],
      ],
    ],
    education: [['BA English', 'Portland State University', '2016 – 2020']],
    skills: ['Freshdesk', 'Customer service', 'Troubleshooting'],
  }),
  support_partial: makeResume({
    name: 'Omar Said',
    email: 'omar.said@example.com',
    position: 'Retail Sales Associate',
    summary: 'Friendly retail associate.',
    roles: [
      [
        'Sales Associate',
        'Best Electronics',
        'Jun 2023 – Present',
        ['Helped customers choose laptops and phones', 'Handled returns and exchanges at the service desk'],
      ],
    ],
    education: [['High School Diploma', 'Lincoln High School', '2023']],
    skills: ['Customer service', 'Communication'],
  }),
  paralegal_strong: makeResume({
    name: 'Grace Liu',
    email: 'grace.liu@example.com',
    position: 'Litigation Paralegal',
    summary: 'Litigation paralegal at a commercial firm.',
    roles: [
      [
        'Paralegal',
        'Morton Reyes LLP',
        'Jan 2020 – Present',
        [
          'Research case law on Westlaw and cite-check briefs for 6 attorneys',
          'Draft complaints, answers and discovery responses',
          'Run document review for productions of up to 200,000 documents in Relativity',
          'Docket court deadlines and keep case files in order',
        ],
      ],
    ],
    education: [['Paralegal Certificate', 'UCLA Extension', '2019']],
    skills: ['Westlaw', 'Relativity', 'Microsoft Word'],
  }),
  paralegal_partial: makeResume({
    name: 'Ben Harper',
    email: 'ben.harper@example.com',
    position: 'Legal Assistant',
    summary: 'Legal assistant in a family-law office.',
    roles: [
      [
        'Legal Assistant',
        'Harper Family Law',
        'Aug 2023 – Present',
        [
          'Answer phones and schedule client meetings',
          'Format documents in Microsoft Word',
          'File papers with the county court',
        ],
      ],
    ],
    education: [['BA Political Science', 'UC Riverside', '2019 – 2023']],
    skills: ['Microsoft Word', 'Scheduling'],
  }),
  pm_strong: makeResume({
    name: 'Victor Ruiz',
    email: 'victor.ruiz@example.com',
    position: 'Project Manager',
    summary: 'Commercial construction project manager.',
    roles: [
      [
        'Project Manager',
        'Summit Commercial Construction',
        'Mar 2017 – Present',
        [
          'Delivered 14 office and retail projects worth $6M–$35M on schedule',
          'Built baseline and look-ahead schedules in P6',
          'Managed budgets, change orders and monthly cost reports',
          'Ran RFIs and submittals with 25 subcontractors in Procore',
          'Led weekly OAC meetings and site safety walks to OSHA standards',
        ],
      ],
    ],
    education: [['B.S. Construction Management', 'Colorado State University', '2011 – 2015']],
    skills: ['Primavera P6', 'Procore', 'Blueprint reading'],
  }),
  pm_partial: makeResume({
    name: 'Nina Kowal',
    email: 'nina.kowal@example.com',
    position: 'Assistant Project Manager',
    summary: 'Assistant PM on residential projects.',
    roles: [
      [
        'Assistant Project Manager',
        'Brookside Homes',
        'Jun 2022 – Present',
        ['Track submittals and RFIs for 3 home builds', 'Order materials and update schedules'],
      ],
    ],
    education: [['B.S. Civil Engineering', 'Iowa State University', '2018 – 2022']],
    skills: ['Microsoft Project', 'Procore'],
  }),
  hygienist_strong: makeResume({
    name: 'Dana Whitfield',
    email: 'dana.whitfield@example.com',
    position: 'RDH',
    summary: 'Registered dental hygienist with eight years in general practice.',
    roles: [
      [
        'Dental Hygienist',
        'Bright Smiles Family Dentistry',
        'May 2016 – Present',
        [
          'See 8-10 patients a day for cleanings, scaling and root planing',
          'Take bitewings and full-mouth X-rays',
          'Chart periodontal pockets in Dentrix and teach home-care routines',
          'Follow CDC sterilization and infection control procedures',
        ],
      ],
    ],
    education: [['A.A.S. Dental Hygiene', 'Lane Community College', '2014 – 2016']],
    certifications: [
      ['Registered Dental Hygienist License', 'Oregon Board of Dentistry', '2016'],
      ['BLS', 'American Heart Association', '2024'],
    ],
  }),
  hygienist_partial: makeResume({
    name: 'Kelly Dunn',
    email: 'kelly.dunn@example.com',
    position: 'Dental Assistant',
    summary: 'Chairside dental assistant.',
    roles: [
      [
        'Dental Assistant',
        'Parkside Dental',
        'Jan 2021 – Present',
        [
          'Assist dentists with fillings and crowns',
          'Take X-rays and sterilize instruments',
          'Schedule appointments in Dentrix',
        ],
      ],
    ],
    education: [['Dental Assisting Certificate', 'Portland Community College', '2020']],
    certifications: [['CPR/BLS', 'American Red Cross', '2024']],
  }),
}

const resumes = { ...evalResumes, ...holdoutResumes }
export const holdoutResumeSet = resumes

export const holdoutPairs: (Omit<EvalPair, 'resume'> & { resume: keyof typeof resumes })[] = [
  {
    job: 'support',
    resume: 'support_strong',
    grade: 2,
    why: 'SaaS support in other words (Freshdesk, help center)',
  },
  { job: 'support', resume: 'support_partial', grade: 1, why: 'retail customer service, no ticketing' },
  { job: 'support', resume: 'elec_strong', grade: 0, why: 'electrician' },
  { job: 'paralegal', resume: 'paralegal_strong', grade: 2, why: 'litigation paralegal' },
  { job: 'paralegal', resume: 'paralegal_partial', grade: 1, why: 'legal assistant, too junior' },
  { job: 'paralegal', resume: 'wh_strong', grade: 0, why: 'warehouse supervisor' },
  { job: 'construction_pm', resume: 'pm_strong', grade: 2, why: 'commercial construction PM' },
  { job: 'construction_pm', resume: 'pm_partial', grade: 1, why: 'assistant PM, residential, too junior' },
  { job: 'construction_pm', resume: 'data_strong', grade: 0, why: 'analyst' },
  { job: 'hygienist', resume: 'hygienist_strong', grade: 2, why: 'RDH in other words' },
  { job: 'hygienist', resume: 'hygienist_partial', grade: 1, why: 'dental assistant, no hygiene license' },
  { job: 'hygienist', resume: 'rn_strong', grade: 0, why: 'nurse (shares BLS and patient education)' },
]
