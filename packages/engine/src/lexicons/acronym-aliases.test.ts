import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { analyzeJob } from '../job/analyze-job.ts'
import { scoreMatch } from '../match/score-match.ts'
import { extractSkills } from './extract-skills.ts'

// Quality, laboratory and supply-chain practices written by their standard acronym alone (curated-skills.ts).
const ids = (text: string, document?: string) => extractSkills(text, document).map((s) => s.id)

function resume(bullets: string[], title: string): ResumeData {
  const data = emptyResumeData()
  data.personal_information = { ...data.personal_information, name: 'Kim Lee', position: title }
  data.work_experience = [{ title, company: 'Acme', dates: 'Jan 2018 – Jan 2024', achievements: bullets }]
  return data
}

describe('acronyms of quality, laboratory and supply-chain practices', () => {
  it('reads an acronym alone as the practice its long name names', () => {
    const pairs: [string, string][] = [
      ['Working knowledge of SPC', 'Charted line data with statistical process control'],
      ['Build process FMEAs', 'Led failure mode and effects analysis workshops'],
      ['Raise and close CAPAs', 'Owned corrective and preventive actions'],
      ['Apply GD&T to drawings', 'Read geometric dimensioning and tolerancing callouts'],
      ['IHC experience preferred', 'Ran immunohistochemistry on biopsies'],
      ['Run the monthly S&OP cycle', 'Led sales and operations planning'],
      ['Coordinate UAT with users', 'Ran user acceptance testing'],
      ['Routine H&E and special stains', 'Performed hematoxylin and eosin staining'],
    ]
    for (const [acronym, long] of pairs) {
      const short = ids(acronym)
      expect(short, acronym).toHaveLength(1)
      expect(ids(long), long).toContain(short[0])
    }
  })

  it('credits a resume that writes either form against an ad that writes the other', () => {
    const job = analyzeJob(
      'Quality Engineer\nRequirements:\n- Working knowledge of SPC and FMEA\n- Experience raising and closing CAPAs',
    )
    const matched = (bullet: string) => scoreMatch(resume([bullet], 'Quality Engineer'), job).matched_keywords
    expect(matched('Introduced statistical process control on two lines')).toContain(
      'Statistical process control',
    )
    expect(matched('Facilitated failure mode and effects analysis reviews')).toContain('FMEA')
    expect(matched('Closed 40 corrective and preventive actions')).toContain('CAPA')
    expect(matched('Wrote work instructions')).toEqual([])
  })

  it("never credits a practice's looser relatives with the exact practice", () => {
    expect(ids('Ran fault tree analysis on the pump line')).not.toContain('fmea')
    expect(ids('Applied analytical chemistry techniques to samples')).not.toContain('hplc')
    expect(ids('Helped the site meet regulatory requirements')).not.toContain('glp')
  })

  it('reads the NEC and the number it is published under (NFPA 70) as one code, not NFPA 70E', () => {
    expect(ids('Working knowledge of the NEC (NFPA 70)')).toEqual(['national-electrical-code'])
    expect(ids('Install to NFPA 70')).toEqual(['national-electrical-code'])
    expect(ids('Observe NFPA 70E')).not.toContain('national-electrical-code')
  })

  it('never reads AML as anti-money laundering in a clinical document, nor GLP-1 or a GMP contract as practices', () => {
    const oncology = 'Oncology Nurse\nCare for adults with AML and other leukemias'
    expect(ids('Care for adults with AML', oncology)).not.toContain('anti-money-laundering')
    const bank = 'Compliance Analyst\nReview AML alerts and KYC files for the bank'
    expect(ids('Review AML alerts', bank)).toContain('anti-money-laundering')
    expect(ids('Call on endocrinologists about GLP-1 therapies')).not.toContain('glp')
    expect(ids('Samples are tested under GLP')).toContain('glp')
    expect(ids('Prepare the GMP contract for the owner')).not.toContain('gmp')
    expect(ids('Follow GMP in the filling room')).toContain('gmp')
  })
})
