// Resumes whose wording invites a wrong inference (issue 15), each against a posting that asks for the wrong
// skill, with the skills tailoring must never add. Written before the first run by Tailor contributors (CC0).
import type { ResumeData } from '@tailor/contracts'
import { makeResume } from './make-resume.ts'

export interface FalseSkillCase {
  id: string
  resume: ResumeData
  job: string
  /** Labels tailoring must not add to the skills or summary. */
  mustNotAdd: string[]
}

const role = (title: string, company: string, bullets: string[], skills: string[], summary = '') =>
  makeResume({
    name: 'Sam Rivera',
    email: 'sam@example.com',
    position: title,
    summary,
    roles: [[title, company, '2020 – Present', bullets]],
    skills,
  })

export const falseSkillCases: FalseSkillCase[] = [
  {
    id: 'sourced-pipeline',
    resume: role(
      'Marketing Manager',
      'Acme Corp',
      ['Sourced pipeline of $4M through webinars and paid social', 'Ran B2B marketing campaigns in HubSpot'],
      ['HubSpot', 'B2B marketing', 'Email marketing'],
    ),
    job: `Technical Recruiter
Requirements:
- Candidate sourcing on LinkedIn Recruiter
- Full-cycle recruiting and interviewing
- B2B sales experience a plus`,
    mustNotAdd: ['Candidate sourcing', 'Recruiting', 'B2B sales', 'LinkedIn Recruiter'],
  },
  {
    id: 'month-end-close',
    resume: role(
      'Staff Accountant',
      'Meridian Foods',
      ['Owned the month-end close for three entities', 'Matched purchase orders to invoices before payment'],
      ['Month-end close', 'Accounts payable', 'Excel'],
    ),
    job: `Account Executive
Requirements:
- Closing deals with mid-market buyers
- Procurement and vendor negotiation
- Cold calling and outbound prospecting`,
    mustNotAdd: ['Closing deals', 'Procurement', 'Cold calling'],
  },
  {
    id: 'salesloft',
    resume: role(
      'Sales Development Representative',
      'Brightwave',
      ['Booked 40 meetings a month with outbound prospecting in Salesloft', 'Kept Salesforce up to date'],
      ['Salesloft', 'Salesforce', 'Outbound prospecting'],
    ),
    job: `Sales Development Representative
Requirements:
- Outreach (sequencing platform)
- Cold calling
- Salesforce`,
    mustNotAdd: ['Outreach', 'Cold calling'],
  },
  {
    id: 'xlookup',
    resume: role(
      'Operations Analyst',
      'Fresh Route',
      ['Built XLOOKUP-based reports for weekly capacity planning'],
      ['Excel', 'XLOOKUP'],
    ),
    job: `Financial Analyst
Requirements:
- Advanced Excel including VLOOKUP
- Budgeting and forecasting`,
    mustNotAdd: ['VLOOKUP', 'Budgeting', 'Forecasting'],
  },
  {
    id: 'epic-games',
    resume: makeResume({
      name: 'Lee Park',
      email: 'lee@example.com',
      position: 'Game Developer',
      roles: [
        [
          'Gameplay Programmer',
          'Tidepool Games',
          '2021 – Present',
          ['Built gameplay systems in Unity and C#'],
        ],
      ],
      skills: ['Unity', 'C#', 'Blueprints', 'Unreal Engine'],
      certifications: [['Unreal Engine 5 C++ Developer', 'Epic Games (Udemy)', '2022']],
    }),
    job: `Registered Nurse
Requirements:
- Epic charting
- BLS
- Blueprint reading is not needed
- Patient assessment`,
    mustNotAdd: ['Epic', 'EHR', 'Blueprint reading', 'BLS', 'Patient assessment'],
  },
  {
    id: 'blueprints',
    resume: makeResume({
      name: 'Lee Park',
      email: 'lee@example.com',
      position: 'Game Developer',
      roles: [
        [
          'Game Developer',
          'Ironpeak Studio',
          '2020 – Present',
          ['Scripted boss encounters with Blueprints in Unreal Engine'],
        ],
      ],
      skills: ['Unreal Engine', 'Blueprints', 'C++'],
    }),
    job: `Construction Project Engineer
Requirements:
- Blueprint reading
- Procore
- Construction scheduling`,
    mustNotAdd: ['Blueprint reading', 'Procore'],
  },
  {
    id: 'source-control',
    resume: role(
      'Software Engineer',
      'Ledgerly',
      ['Moved source control from SVN to Git', 'Added monitoring for payment jobs'],
      ['Git', 'Python'],
    ),
    job: `Recruiting Coordinator
Requirements:
- Candidate sourcing
- Patient monitoring is not part of this role
- Scheduling interviews`,
    mustNotAdd: ['Candidate sourcing', 'Telemetry', 'Vital signs', 'Recruiting'],
  },
  {
    id: 'go-verb',
    resume: role(
      'Customer Success Manager',
      'Tallyho',
      ['Was the go-to contact for 60 accounts and helped them go live in two weeks'],
      ['Customer success', 'Onboarding'],
    ),
    job: `Backend Engineer
Requirements:
- Go
- Kubernetes
- PostgreSQL`,
    mustNotAdd: ['Go', 'Kubernetes', 'PostgreSQL'],
  },
  {
    id: 'b2b-marketing',
    resume: role(
      'Content Marketer',
      'Quillpath',
      [
        'Wrote B2B marketing content that doubled organic traffic',
        'Purchased stock imagery and managed the freelance budget',
      ],
      ['Content marketing', 'SEO', 'B2B marketing'],
    ),
    job: `Account Executive
Requirements:
- B2B sales
- Procurement negotiations
- Closing deals`,
    mustNotAdd: ['B2B sales', 'Procurement', 'Closing deals'],
  },
  {
    id: 'crew-members',
    resume: role(
      'Shift Lead',
      'Marigold Kitchen',
      ['Trained crew members on food safety and closed the restaurant three nights a week'],
      ['Food safety', 'Training'],
    ),
    job: `Sales Manager
Requirements:
- Closing deals
- Team leadership
- Salesforce`,
    mustNotAdd: ['Closing deals', 'Salesforce'],
  },
]
