// Fictional evaluation resumes built to be hard: same vocabulary as a job they do not fit, or a strong fit
// in different words. Paired in eval-set.ts.
import { makeResume } from './make-resume.ts'

export const resumesC = {
  nurse_recruiter: makeResume({
    name: 'Heather Collins',
    email: 'heather.collins@example.com',
    location: 'Cincinnati, OH',
    position: 'Nurse Recruiter',
    summary: 'Healthcare recruiter who fills hard-to-staff nursing units.',
    roles: [
      [
        'Nurse Recruiter',
        'Tri-County Health System',
        'Apr 2020 – Present',
        [
          'Recruited 140 registered nurses for med-surg, ICU and telemetry units',
          'Screened candidates for active RN license, BLS and ACLS certification',
          'Partnered with nurse managers on interview plans and offers',
          'Sourced candidates at nursing school career fairs and on LinkedIn Recruiter',
        ],
      ],
      [
        'Recruiting Coordinator',
        'CareStaff Agency',
        'Jan 2018 – Mar 2020',
        ['Scheduled interviews and onboarding for travel nurses'],
      ],
    ],
    education: [['BA Communication', 'University of Cincinnati', '2013 – 2017']],
    skills: ['Recruiting', 'Applicant tracking systems', 'Interviewing', 'Negotiation'],
  }),
  java_backend: makeResume({
    name: 'Stefan Ilić',
    email: 'stefan.ilic@example.com',
    location: 'Belgrade, Serbia',
    position: 'Senior Java Engineer',
    summary: 'Backend engineer building high-throughput microservices on the JVM.',
    roles: [
      [
        'Senior Software Engineer',
        'Tradeloop',
        'Jan 2019 – Present',
        [
          'Built Spring Boot microservices handling 5k requests per second',
          'Streamed order events through Kafka to 12 downstream consumers',
          'Ran services on Kubernetes in AWS; wrote Terraform modules for new environments',
          'Tuned MySQL queries and added caching with Redis',
        ],
      ],
      [
        'Java Developer',
        'Banka Srbija IT',
        'Sep 2015 – Dec 2018',
        ['Maintained Java EE services for card processing'],
      ],
    ],
    education: [['BSc Software Engineering', 'University of Belgrade', '2011 – 2015']],
    skills: ['Java', 'Spring Boot', 'Kafka', 'Kubernetes', 'AWS', 'Terraform', 'MySQL', 'JUnit'],
  }),
  acct_sales: makeResume({
    name: 'Jordan Blake',
    email: 'jordan.blake@example.com',
    location: 'Minneapolis, MN',
    position: 'Account Executive',
    summary: 'SaaS account executive selling finance software to accounting firms and CFOs.',
    roles: [
      [
        'Account Executive',
        'Ledgerwise',
        'Mar 2020 – Present',
        [
          'Closed $980k in new annual recurring revenue in 2024 (118% of quota)',
          'Sell our close-management platform to CPA firms and controllers who run QuickBooks and NetSuite',
          'Run discovery calls and demos on month-end close, bank reconciliation and GAAP reporting workflows',
          'Source my own meetings through outbound calls and LinkedIn',
          'Negotiate annual contracts with finance and procurement teams',
        ],
      ],
      [
        'Sales Development Rep',
        'Ledgerwise',
        'Jun 2018 – Feb 2020',
        ['Set 20 meetings a month for the closing team through cold calls'],
      ],
    ],
    education: [['BA Business', 'University of St. Thomas', '2014 – 2018']],
    skills: ['Salesforce', 'Consultative selling', 'Negotiation', 'Forecasting'],
  }),
  curriculum_designer: makeResume({
    name: 'Rachel Kim',
    email: 'rachel.kim@example.com',
    location: 'Sacramento, CA',
    position: 'Curriculum Designer',
    summary: 'Former classroom teacher now writing math curriculum for an education company.',
    roles: [
      [
        'Curriculum Designer',
        'Brightpath Learning',
        'Jul 2022 – Present',
        [
          'Write grades 6-8 math lesson plans and unit assessments used by 300 schools',
          'Design differentiated tasks for English learners',
          'Build teacher guides and Google Classroom integrations',
        ],
      ],
      [
        'Math Teacher',
        'Valley Charter School',
        'Aug 2019 – Jun 2021',
        ['Taught 8th grade math to 4 sections'],
      ],
    ],
    education: [['B.A. Mathematics', 'UC Davis', '2014 – 2018']],
    skills: ['Curriculum development', 'Lesson planning', 'Google Classroom'],
  }),
  ppc_specialist: makeResume({
    name: 'Sam Patel',
    email: 'sam.patel@example.com',
    location: 'Aurora, CO',
    position: 'PPC Specialist',
    summary: 'Paid search specialist.',
    roles: [
      [
        'PPC Specialist',
        'Summit Digital Agency',
        'May 2019 – Present',
        [
          'Manage Google Ads and Microsoft Ads accounts for 15 e-commerce clients',
          'Optimize bids, keywords and ad copy to lower cost per acquisition',
          'Build monthly paid search reports from Google Analytics',
        ],
      ],
    ],
    education: [['BS Marketing', 'Metropolitan State University of Denver', '2014 – 2018']],
    skills: ['Google Ads', 'SEM', 'Google Analytics', 'Excel'],
  }),
  inventory_clerk: makeResume({
    name: 'Lisa Turner',
    email: 'lisa.turner@example.com',
    location: 'Memphis, TN',
    position: 'Inventory Clerk',
    summary: 'Inventory clerk looking to move into supervision.',
    roles: [
      [
        'Inventory Clerk',
        'Midsouth Auto Parts',
        'Jun 2022 – Present',
        [
          'Count stock and update records in the parts system',
          'Print pick lists for the counter team',
          'Answer phone questions about part availability',
        ],
      ],
    ],
    education: [['High School Diploma', 'Southwind High School', '2021']],
    skills: [
      'Inventory management',
      'Warehouse management system',
      'Shipping and receiving',
      'Order fulfillment',
      'Forklift operation',
      'OSHA',
      'KPI reporting',
      'Lean',
      'Leadership',
      'Training and onboarding',
    ],
  }),
}
