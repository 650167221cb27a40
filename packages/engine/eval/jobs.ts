// Labelled job descriptions (fictional companies). `skills`: what a recruiter would list from the ad,
// hard and soft, written by hand before the engine was tuned. Benefits and EEO text are part of the test.
export interface EvalJob {
  id: string
  field: string
  text: string
  skills: string[]
}

export const evalJobs: EvalJob[] = [
  {
    id: 'backend',
    field: 'software',
    skills: [
      'Python',
      'PostgreSQL',
      'REST APIs',
      'Docker',
      'Kubernetes',
      'AWS',
      'Microservices',
      'Unit testing',
      'CI/CD',
      'Kafka',
      'Terraform',
      'Communication',
      'Mentoring',
    ],
    text: `Senior Backend Engineer
Company: Quillfeather Payments

About Quillfeather Payments
We move money for 4,000 small businesses across Europe.

What you'll do
- Design, build and operate Python services that process card payments
- Own REST APIs used by our mobile apps and partners
- Break our monolith into microservices running on Kubernetes
- Review code and mentor two junior engineers

What we're looking for
- 5+ years of professional backend development experience
- Strong Python and PostgreSQL; you have tuned slow queries in production
- Docker, Kubernetes and AWS
- Habit of writing unit tests and shipping through CI/CD pipelines
- Clear written communication

Nice to have
- Kafka or another event streaming platform
- Terraform

Benefits
- 30 days holiday, pension, health insurance, learning budget
Quillfeather is an equal opportunity employer. We welcome applicants regardless of background.`,
  },
  {
    id: 'frontend',
    field: 'software',
    skills: [
      'React',
      'TypeScript',
      'JavaScript',
      'CSS',
      'HTML',
      'Accessibility',
      'Unit testing',
      'Next.js',
      'GraphQL',
      'Figma',
      'Teamwork',
    ],
    text: `Frontend Engineer (React) - Lumen Health

Lumen Health is hiring a Frontend Engineer to build the patient portal used by 2 million people.

Responsibilities:
• Build accessible, fast user interfaces in React and TypeScript
• Turn Figma designs into reusable components with our designers
• Write unit tests with Jest and React Testing Library
• Collaborate with backend engineers on API contracts

Requirements:
• 3+ years building web applications with JavaScript, HTML and CSS
• Production experience with React and TypeScript
• Working knowledge of accessibility standards (WCAG 2.1)

Bonus points:
• Next.js
• GraphQL

We offer remote work, a home office budget and dental coverage. Lumen Health is an equal opportunity employer.`,
  },
  {
    id: 'nurse',
    field: 'nursing',
    skills: [
      'Registered Nurse license',
      'BLS',
      'ACLS',
      'Patient assessment',
      'Medication administration',
      'IV therapy',
      'EHR',
      'Epic',
      'Wound care',
      'Patient education',
      'Telemetry',
      'Communication',
      'Empathy',
      'Teamwork',
    ],
    text: `Registered Nurse - Medical/Surgical Unit
Riverbend Community Hospital

Riverbend Community Hospital is seeking a Registered Nurse for our 32-bed medical-surgical unit (night shift).

Key Responsibilities
- Perform patient assessments and develop individualized care plans
- Administer medications, including IV medications, following hospital protocols
- Document care in the electronic health record (Epic)
- Provide wound care and patient education at discharge
- Work as part of an interdisciplinary team with physicians and therapists

Qualifications
- Active RN license in the state
- BLS and ACLS certification required
- 2+ years of acute care nursing experience
- Associate degree in Nursing required; BSN preferred
- Telemetry experience is a plus
- Excellent communication skills and a compassionate approach

We offer tuition reimbursement, 403(b) with match, and shift differentials. We are an equal opportunity employer.`,
  },
  {
    id: 'accountant',
    field: 'accounting',
    skills: [
      'GAAP',
      'Month-end close',
      'General ledger',
      'Bank reconciliation',
      'Excel',
      'Pivot tables',
      'VLOOKUP',
      'QuickBooks',
      'Accounts payable',
      'Financial statements',
      'CPA',
      'NetSuite',
      'Audit',
      'Attention to detail',
    ],
    text: `Staff Accountant
Company: Harbor & Pine Outfitters

Harbor & Pine Outfitters is a growing outdoor retailer with 12 stores. Join our finance team of six.

Responsibilities:
1. Own parts of the month-end close, including journal entries and accruals
2. Perform bank reconciliations and balance sheet account reconciliations
3. Maintain the general ledger and support accounts payable
4. Prepare monthly financial statements and support the annual audit

Requirements:
- Bachelor's degree in Accounting or Finance
- 2+ years of accounting experience
- Solid understanding of GAAP
- Advanced Excel skills (pivot tables, VLOOKUP)
- Experience with QuickBooks
- Strong attention to detail

Preferred:
- CPA or progress toward CPA
- NetSuite experience

Perks: 401(k) with 4% match, employee discount, hybrid schedule.`,
  },
  {
    id: 'marketing',
    field: 'marketing',
    skills: [
      'SEO',
      'SEM',
      'Google Analytics',
      'Google Ads',
      'Email marketing',
      'HubSpot',
      'Content marketing',
      'A/B testing',
      'Marketing automation',
      'Social media marketing',
      'Copywriting',
      'Marketing analytics',
      'Communication',
      'Creativity',
    ],
    text: `Digital Marketing Manager

Fernhill Coffee Roasters is looking for a Digital Marketing Manager to grow our direct-to-consumer subscription business.

In this role you will:
- Own SEO and paid search (SEM) strategy and budget
- Run email marketing campaigns and marketing automation in HubSpot
- Plan the content marketing calendar and write copy for campaigns
- Manage social media campaigns across Instagram and TikTok
- Report on campaign performance with Google Analytics and Google Ads data

You have:
- 4+ years in digital marketing, ideally e-commerce or subscription
- Hands-on experience with Google Analytics, Google Ads and HubSpot
- A/B testing of landing pages and emails
- Excellent written communication and copywriting
- Creative thinking backed by data

Bachelor's degree in Marketing, Communications or similar preferred.

What we offer: free coffee for life, health insurance, flexible hours.`,
  },
  {
    id: 'sales',
    field: 'sales',
    skills: [
      'B2B sales',
      'Salesforce',
      'Pipeline management',
      'Cold calling',
      'Lead generation',
      'Closing deals',
      'Sales presentations',
      'Quota attainment',
      'Contract negotiation',
      'Solution selling',
      'LinkedIn Sales Navigator',
      'Negotiation',
      'Communication',
      'Self-motivation',
    ],
    text: `Account Executive, Mid-Market
Tallyho Software

Tallyho Software sells scheduling software to clinics. We are hiring an Account Executive to close new mid-market business.

What you'll do:
- Run the full sales cycle from prospecting and cold calling to closing deals
- Deliver product demos to clinic owners and operations leaders
- Manage your pipeline and forecast in Salesforce
- Negotiate contracts and pricing with procurement teams

What you'll bring:
- 3+ years of B2B SaaS sales experience, including at least 2 years as a closing AE
- A track record of quota attainment
- Experience with consultative or solution selling
- Strong negotiation and communication skills
- Self-starter who generates their own leads

Nice to have: LinkedIn Sales Navigator, experience selling into healthcare.

Compensation: base plus uncapped commission, equity, 401(k).`,
  },
  {
    id: 'teacher',
    field: 'teaching',
    skills: [
      'Teaching certification',
      'Lesson planning',
      'Classroom management',
      'Differentiated instruction',
      'Student assessment',
      'Google Classroom',
      'IEP',
      'Parent communication',
      'Curriculum development',
      'Spanish',
      'Communication',
      'Patience',
    ],
    text: `Middle School Math Teacher (Grades 6-8)
Oakridge Unified School District

Oakridge Middle School seeks a Math Teacher for the 2025-26 school year.

Duties:
- Plan and deliver standards-aligned math lessons; write weekly lesson plans
- Use differentiated instruction to reach students at all levels, including students with IEPs
- Maintain a positive classroom through clear classroom management routines
- Use formative assessment data to adjust teaching
- Communicate regularly with parents through conferences and Google Classroom

Requirements:
- Valid state teaching certificate in Mathematics (grades 6-12)
- Bachelor's degree in Mathematics or Education
- 1+ years of classroom teaching experience (student teaching counts)
- Patience, strong communication skills

Preferred: Spanish speaking; experience with curriculum development.

Salary per district schedule; full benefits. Oakridge USD does not discriminate on the basis of race, color, religion or sex. Equal opportunity employer.`,
  },
  {
    id: 'warehouse',
    field: 'logistics',
    skills: [
      'Inventory management',
      'Warehouse management system',
      'Shipping and receiving',
      'Order fulfillment',
      'Forklift operation',
      'OSHA',
      'KPI reporting',
      'Lean',
      'Shift scheduling',
      'Training and onboarding',
      'Excel',
      'Leadership',
      'Problem solving',
    ],
    text: `Warehouse Operations Supervisor

Northgate Distribution is hiring a Warehouse Operations Supervisor for our 200,000 sq ft distribution center.

Responsibilities
- Lead a team of 25 associates across receiving, order picking and outbound shipping
- Build shift schedules and train new hires
- Own inventory accuracy: cycle counts, variance investigation, WMS transactions
- Track KPIs (units per hour, on-time shipping, accuracy) and report weekly
- Enforce OSHA safety standards and run daily safety huddles
- Lead continuous improvement using lean principles

Requirements
- 3+ years of warehouse or distribution experience, 1+ year supervising
- Experience with a warehouse management system (Manhattan or similar)
- Forklift certified or able to certify
- Intermediate Excel
- Strong leadership and problem-solving skills
- High school diploma or GED required

Benefits include medical, dental, vision, 401(k). Northgate is an Equal Opportunity Employer.`,
  },
  {
    id: 'designer',
    field: 'design',
    skills: [
      'Figma',
      'User research',
      'Usability testing',
      'Wireframing',
      'Prototyping',
      'Interaction design',
      'Design systems',
      'Accessibility',
      'UX design',
      'UI design',
      'Adobe Creative Suite',
      'Communication',
      'Teamwork',
    ],
    text: `Product Designer (UX/UI)

Company: Pebble Banking

About the role
Pebble Banking is looking for a Product Designer to own the end-to-end experience of our savings app.

What you will do
- Plan and run user research: interviews, usability tests and surveys
- Turn insights into user flows, wireframes and high-fidelity prototypes in Figma
- Contribute to and extend our design system
- Partner with product managers and engineers from discovery to launch

What we need
- 3+ years of product design (UX/UI) experience with a portfolio of shipped work
- Expert in Figma
- Experience designing for accessibility (WCAG)
- Strong communication and collaboration skills

Bonus
- Experience in fintech
- Adobe Creative Suite for marketing assets

We offer stock options, private health insurance and 28 days of leave.`,
  },
  {
    id: 'data',
    field: 'data',
    skills: [
      'SQL',
      'Python',
      'Tableau',

      'Statistics',
      'A/B testing',
      'Data visualization',
      'ETL',
      'dbt',
      'Regression analysis',
      'Data analysis',
      'Communication',
      'Storytelling',
    ],
    text: `Data Analyst - Growth
Marigold Travel

Marigold Travel is seeking a Data Analyst to support our growth and marketing teams.

Responsibilities:
- Write SQL to answer questions about bookings, funnels and retention
- Build and maintain Tableau dashboards for weekly business reviews
- Design and analyze A/B tests with product managers
- Build regression models to understand drivers of repeat bookings
- Present findings to non-technical stakeholders

Requirements:
- 2+ years of experience in data analysis
- Advanced SQL; Python (pandas) for analysis
- Solid grounding in statistics
- Tableau or a similar data visualization tool
- Strong communication skills and data storytelling

Preferred:
- dbt or experience building ETL pipelines
- Travel or e-commerce background

Marigold offers travel credits, remote-first work and a 401(k). Equal opportunity employer.`,
  },
  {
    id: 'electrician',
    field: 'trades',
    skills: [
      'Journeyman license',
      'National Electrical Code',
      'Blueprint reading',
      'Conduit bending',
      'Electrical troubleshooting',
      'Motor controls',
      'Electrical wiring',
      'OSHA',
      'Lockout/tagout',
      'Multimeter',
      "Driver's license",
      'Power tools',
      'Teamwork',
    ],
    text: `Commercial Electrician (Journeyman)
Brightwire Electric Co.

Brightwire Electric Co. is hiring a Journeyman Electrician for commercial new construction and tenant improvement projects.

Duties:
- Install conduit, wiring, panels and lighting according to blueprints and the NEC
- Bend and install EMT conduit; pull wire
- Troubleshoot electrical systems and motor controls with a multimeter
- Follow OSHA and lockout/tagout procedures on site
- Work with other trades and the foreman to meet schedules

Requirements:
- Active Journeyman Electrician license
- 4+ years of commercial electrical experience
- Strong knowledge of the National Electrical Code
- Ability to read blueprints and electrical drawings
- Own hand and power tools
- Valid driver's license
- OSHA 10 preferred

We offer union scale wages, pension, and health benefits.`,
  },
  {
    id: 'recruiter',
    field: 'human resources',
    skills: [
      'Recruiting',
      'Sourcing',
      'Applicant tracking systems',
      'Interviewing',
      'Stakeholder management',
      'LinkedIn Recruiter',
      'Employer branding',
      'Data analysis',
      'Excel',
      'Communication',
      'Negotiation',
      'Organization',
    ],
    text: `Talent Acquisition Partner
Cobalt Robotics Works

Cobalt Robotics Works is hiring a Talent Acquisition Partner to help us grow from 150 to 300 people.

What you'll do:
- Run full-cycle recruiting for engineering and operations roles
- Source candidates on LinkedIn Recruiter and at events
- Partner with hiring managers on stakeholder management, intake meetings and interview plans
- Screen and interview candidates; manage offers and negotiation
- Keep our applicant tracking system (Greenhouse) accurate and report hiring metrics in Excel

What you bring:
- 3+ years of recruiting experience, in-house or agency
- Experience hiring technical roles
- Excellent communication and organizational skills

Nice to have: employer branding projects.

We offer equity, a 401(k), and a generous parental leave policy. We are an equal opportunity employer.`,
  },
]
