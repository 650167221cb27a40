import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { describesEmployer, employerHolds, namesOthersTrade } from './describes-employer.ts'

const skills = (text: string) => {
  const analysis = analyzeJob(text)
  return [...analysis.required_skills, ...analysis.preferred_skills].map((s) => s.id)
}

describe('describesEmployer', () => {
  it("tells a sentence about the employer's trade from one about the job", () => {
    expect(describesEmployer('Larkspur Talent is a staffing and recruiting agency serving Ohio')).toBe(true)
    expect(describesEmployer("We're Copperline, a branding studio for breweries")).toBe(true)
    expect(describesEmployer('Our Field Services team keeps clinics in compliance')).toBe(true)
    expect(describesEmployer("We're looking for a recruiter with agency experience")).toBe(false)
    expect(describesEmployer('The Payroll Specialist runs payroll for 900 staff')).toBe(false)
    expect(describesEmployer('Larkspur Talent is hiring a recruiter; you will own sourcing')).toBe(false)
  })

  it('reads the employer named as subject before any verb of the present as describing it', () => {
    const name = 'Pellworth Boatyard Ltd'
    const clause = 'Pellworth Boatyard Ltd refits, rigs and commissions sailing yachts'
    expect(describesEmployer(clause, false, name)).toBe(true)
    expect(describesEmployer(clause)).toBe(false)
    expect(describesEmployer('Pellworth Boatyard Ltd is looking for a rigger', false, name)).toBe(false)
    expect(describesEmployer('Pellworth Boatyard Ltd boss will train you', false, name)).toBe(false)
    const ad = `Rigger\nPellworth Boatyard Ltd\nPellworth Boatyard Ltd refits and commissions sailing yachts.\n\nRequirements:\n- Splicing`
    expect(skills(ad)).not.toContain('sailing')
  })

  it("does not read the employer's trade as a skill the job asks for, but keeps a product it names", () => {
    const ad = `Warehouse Lead
Larkspur Talent is a staffing and recruiting agency that uses Salesforce for every placement.

Requirements:
- 2+ years leading a warehouse shift`
    expect(skills(ad)).not.toContain('recruiting')
    expect(skills(ad)).toContain('salesforce')
    expect(skills(`Recruiter\nRequirements:\n- 2+ years of recruiting experience`)).toContain('recruiting')
  })

  it('reads later sentences of a paragraph about the employer, with the employer as subject, as about it', () => {
    expect(describesEmployer('We audit the ledgers of forty credit unions', true)).toBe(true)
    expect(describesEmployer('We audit the ledgers of forty credit unions')).toBe(false)
    expect(describesEmployer('We need you to audit the ledgers', true)).toBe(false)
    const ad = `Staff Accountant
Marlowe Ledger is a bookkeeping cooperative in Duluth. We audit the books of forty credit unions, and our partners make decisions quickly.

Requirements:
- 2+ years of bookkeeping`
    expect(skills(ad)).not.toContain('audit')
    expect(skills(ad).join()).not.toMatch(/decision/i)
  })

  it('reads a long name that operates, provides or supplies something as the employer', () => {
    expect(
      describesEmployer('Red Gum Upstream Energy Holdings LLC operates onshore fields in Queensland'),
    ).toBe(true)
    expect(
      skills(
        'Geologist\nRed Gum Upstream Energy Holdings LLC operates onshore concessions.\nRequirements\n- Petrel',
      ),
    ).not.toContain('phrase:onshor concession operation')
  })

  it('reads a standard or credential the employer holds as not asked of the reader', () => {
    expect(employerHolds('We are an ISO 9001 certified shop', 'ISO 9001')).toBe(true)
    expect(employerHolds('Our Reno plant is AS9100 certified', 'AS9100')).toBe(true)
    expect(employerHolds('The lab is ISO 17025 accredited', 'ISO 17025')).toBe(true)
    expect(employerHolds('Work to our ISO 9001 quality system', 'ISO 9001')).toBe(false)
    expect(employerHolds('Candidates who are ASE certified', 'ASE')).toBe(false)
  })

  it('reads an employer that supports other firms as describing itself', () => {
    expect(
      describesEmployer('Kestrel Business Services supports finance and payroll teams for 30 firms'),
    ).toBe(true)
  })

  it('reads the goods or trades of other firms, listed before their head word, as no skill asked of the reader', () => {
    const clause = 'A wholesaler of roofing and plumbing products is hiring an accounts assistant'
    expect(namesOthersTrade(clause, 'plumbing')).toBe(true)
    expect(namesOthersTrade(clause, 'accounts')).toBe(false)
    const vendors = 'Negotiate contracts with catering, landscaping and payroll vendors'
    expect(namesOthersTrade(vendors, 'landscaping')).toBe(true)
    expect(namesOthersTrade('Own the payroll budget and manage vendors', 'payroll')).toBe(false)
    expect(
      skills('Office Manager\nRequirements:\n- Manage contracts with housekeeping and security vendors'),
    ).not.toContain('housekeeping')
  })
})
