import type { ResumeData } from '@tailor/contracts'

/**
 * A fictional, realistic two-page resume used for previews, tests and benchmarks. The name and places
 * carry characters outside Latin-1 on purpose: they are what a built-in PDF font would garble.
 */
export const sampleResume: ResumeData = {
  personal_information: {
    name: 'Zoë Łukasiewicz-Ørsted',
    email: 'zoe.lukasiewicz@example.com',
    phone: '+48 512 340 871',
    linkedin: 'https://www.linkedin.com/in/zoe-lukasiewicz-orsted',
    location: 'Kraków, Poland',
    position: 'Senior Data Engineer',
  },
  professional_summary:
    'Data engineer with 11 years of experience building batch and streaming platforms for retail, logistics and fintech companies. Led the migration of a 40 TB on-premise warehouse to BigQuery, cut pipeline costs by 38% and mentored a team of six engineers. Comfortable owning data products end to end, from ingestion and modelling to data quality, governance and stakeholder reporting.',
  work_experience: [
    {
      title: 'Senior Data Engineer',
      company: 'Nordlys Logistics A/S',
      dates: 'Mar 2021 – Present',
      achievements: [
        'Led the migration of a 40 TB Oracle warehouse to BigQuery and dbt over nine months with zero unplanned downtime for 300 analysts.',
        'Designed a Kafka and Apache Beam streaming pipeline that tracks 2.1 million parcel events a day with end-to-end latency under 90 seconds.',
        'Reduced monthly cloud spend on data pipelines by 38% by partitioning tables, scheduling with Airflow sensors and retiring unused jobs.',
        'Introduced data contracts and Great Expectations checks, cutting data incidents reported by analysts from 14 to 3 per quarter.',
        'Mentored six engineers through structured code reviews and a fortnightly design clinic; two were promoted to senior roles.',
      ],
    },
    {
      title: 'Data Engineer',
      company: 'Żabka Digital',
      dates: 'Jan 2018 – Feb 2021',
      achievements: [
        'Built the loyalty-programme data platform on AWS (S3, Glue, Redshift) serving 8 million app users and 60 internal dashboards.',
        'Wrote PySpark jobs that join point-of-sale and app data for 9,000 stores, shortening the nightly batch from 6 hours to 75 minutes.',
        'Created a self-service feature store used by four data science teams for demand forecasting and churn models.',
        'Automated GDPR deletion requests across 40 tables, closing a recurring audit finding.',
        'Ran the on-call rotation for the data platform and wrote the runbooks that cut mean time to recovery from 4 hours to 50 minutes.',
      ],
    },
    {
      title: 'Business Intelligence Developer',
      company: 'Société Générale European Business Services',
      dates: 'Jul 2015 – Dec 2017',
      achievements: [
        'Modelled regulatory reporting marts in SQL Server and SSIS for 12 European subsidiaries.',
        'Replaced 120 manual Excel reports with Power BI dashboards, saving an estimated 900 analyst hours a year.',
        'Tuned T-SQL stored procedures, bringing month-end close reports from 40 minutes to under 5.',
        'Trained 25 finance analysts in SQL and Power BI through a six-week internal course.',
      ],
    },
    {
      title: 'Junior Data Analyst',
      company: 'Comarch',
      dates: 'Sep 2013 – Jun 2015',
      achievements: [
        'Maintained ETL processes in Python and PostgreSQL for telecom billing data of 3 million subscribers.',
        'Built anomaly alerts on daily revenue that caught two billing defects before invoices were sent.',
      ],
    },
    {
      title: 'Freelance Data Consultant',
      company: 'Self-employed',
      dates: '2012 – 2013',
      achievements: [
        'Built sales dashboards and a PostgreSQL reporting database for three small e-commerce shops in Małopolska.',
        'Cleaned and migrated 15 years of customer records for a family-run travel agency to a CRM.',
      ],
    },
  ],
  education: [
    {
      institution: 'AGH University of Kraków',
      degree: 'MSc Computer Science, Data Engineering specialisation',
      dates: '2011 – 2013',
      field_of_study: 'Computer Science',
      gpa: '4.6 / 5.0',
      honors: 'With distinction',
      courses: ['Distributed Systems', 'Database Internals'],
    },
    {
      institution: 'Jagiellonian University',
      degree: 'BSc Mathematics',
      dates: '2008 – 2011',
      field_of_study: '',
      gpa: '',
      honors: '',
      courses: [],
    },
  ],
  skills: [
    'Python',
    'SQL',
    'PySpark',
    'Apache Kafka',
    'Apache Beam',
    'Apache Airflow',
    'dbt',
    'BigQuery',
    'Google Cloud Platform',
    'AWS',
    'Redshift',
    'Terraform',
    'Docker',
    'Kubernetes',
    'Great Expectations',
    'Data modelling',
    'Power BI',
    'CI/CD',
    'Stakeholder management',
    'Mentoring',
  ],
  certifications: [
    { name: 'Google Cloud Professional Data Engineer', date: '2023', issuer: 'Google Cloud' },
    { name: 'AWS Certified Data Analytics – Specialty', date: '2020', issuer: 'Amazon Web Services' },
    { name: 'Confluent Certified Developer for Apache Kafka', date: '2022', issuer: 'Confluent' },
  ],
  references: [
    {
      name: 'Søren Bækgaard',
      title: 'Head of Data Platform',
      company: 'Nordlys Logistics A/S',
      phone: '+45 31 22 48 90',
      email: 'soren.baekgaard@example.com',
    },
    {
      name: 'Agnieszka Wróbel',
      title: 'Engineering Manager',
      company: 'Żabka Digital',
      phone: '+48 601 222 390',
      email: 'a.wrobel@example.com',
    },
  ],
  projects: [
    {
      name: 'dbt-contracts-lint',
      role: 'Maintainer',
      dates: '2022 – Present',
      link: 'github.com/zoe-lo/dbt-contracts-lint',
      description:
        'Open-source linter that checks dbt models against their data contracts before deployment.',
      bullets: ['Adopted by 40+ teams; 1,200 GitHub stars and 35 contributors.'],
      technologies: ['Python', 'dbt', 'GitHub Actions'],
    },
  ],
  awards: [
    {
      title: 'Data Team of the Year',
      issuer: 'Nordlys Logistics A/S',
      date: '2023',
      description: 'For the warehouse migration that finished with zero unplanned downtime.',
    },
  ],
  publications: [
    {
      title: 'Data Contracts in Practice',
      publisher: 'Data Council Europe',
      date: 'October 2023',
      link: '',
    },
  ],
  languages: [
    { language: 'Polish', proficiency: 'Native' },
    { language: 'English', proficiency: 'C2' },
    { language: 'Danish', proficiency: 'B1' },
  ],
  volunteering: [
    {
      organization: 'Geek Girls Carrots Kraków',
      role: 'SQL Mentor',
      dates: '2019 – Present',
      bullets: ['Run a monthly SQL workshop for 20 women moving into data careers.'],
    },
  ],
  interests: ['Bouldering', 'Sourdough baking', 'Open data'],
  other: [],
}
