import { describe, expect, it } from 'vitest'
import { findSkillMentions } from '../lexicons/find-skill-mentions.ts'
import { findProductFeatures } from './find-product-features.ts'

const features = (clause: string) =>
  [...findProductFeatures(clause, findSkillMentions(clause, clause), clause).values()]
    .flat()
    .map((skill) => skill.label)

describe('findProductFeatures', () => {
  it('reads a product written with one of its parts as that part', () => {
    expect(features('Run paid campaigns on LinkedIn Ads for our events')).toEqual(['LinkedIn Ads'])
    expect(features('Tune queries on the SQL Server cluster')).toEqual(['SQL Server'])
    expect(features('Build reports in SQL Server Reporting Services')).toEqual(['SQL Server'])
    expect(features('Enrol students in PeopleSoft Campus Solutions')).toEqual(['PeopleSoft Campus Solutions'])
    // Each mention of the product takes its own part, not the first one the line writes.
    expect(features('Configure SAP IBP and SAP FICO')).toEqual(['SAP FICO'])
    // A word of assent after the product is none of its parts.
    expect(features('Dentrix strongly preferred (Eaglesoft OK)')).toEqual([])
  })

  it('reads parts listed in brackets as the product and each part', () => {
    expect(features('Host services on AWS (RDS and Aurora) for the clinics')).toEqual([
      'AWS',
      'AWS RDS',
      'AWS Aurora',
    ])
  })

  it('puts the brand first when the product is a kind of system', () => {
    expect(features('Log every visit in the CRM (Lumora) the same day')).toEqual(['CRM', 'Lumora CRM'])
  })

  it('reads no part from a packaging word, a role, an activity or another skill', () => {
    expect(features('Strong Excel skills and a Salesforce Administrator mindset')).toEqual([])
    expect(features('Test components with React Testing Library')).toEqual([])
    expect(features('Write Python SDKs for partners')).toEqual([])
    expect(features('Build dashboards in Excel VBA')).toEqual([])
  })

  it("reads no company's legal form or careers page as a part", () => {
    expect(features('Visit Salesforce Careers for more openings')).toEqual([])
  })
})
