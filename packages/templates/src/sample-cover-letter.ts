import type { CoverLetterDocument } from './cover-letter-document-type.ts'

/** A fictional letter from the sample resume's author, for previews, tests and benchmarks. */
export const sampleCoverLetter: CoverLetterDocument = {
  sender: {
    name: 'Zoë Łukasiewicz-Ørsted',
    email: 'zoe.lukasiewicz@example.com',
    phone: '+48 512 340 871',
    location: 'Kraków, Poland',
    linkedin: 'https://www.linkedin.com/in/zoe-lukasiewicz-orsted',
  },
  job_title: 'Lead Data Engineer',
  company_name: 'Fjordline Analytics',
  hiring_manager: 'Ingrid Håkonsen',
  date: '2026-11-22T10:00:00.000Z',
  content: `I am applying for the Lead Data Engineer role at Fjordline Analytics. For the past eleven years I have built batch and streaming data platforms for logistics, retail and fintech companies, and your plan to move shipment tracking to real-time analytics is exactly the work I do best.

At Nordlys Logistics I led the migration of a 40 TB Oracle warehouse to BigQuery and dbt without unplanned downtime, and designed a Kafka and Apache Beam pipeline that now tracks 2.1 million parcel events a day with under 90 seconds of latency. Along the way I cut our pipeline cloud spend by 38% and introduced data contracts that reduced analyst-reported incidents from 14 to 3 per quarter.

I also enjoy growing teams. I mentor six engineers through code reviews and a fortnightly design clinic, and two of them have since been promoted to senior roles. I would bring the same mix of hands-on engineering and coaching to Fjordline's data platform group.

I would welcome the chance to discuss how I could help Fjordline deliver reliable, cost-efficient data products. Thank you for considering my application.`,
}
