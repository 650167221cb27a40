import { describe, expect, it } from 'vitest'
import { analyzeJob } from './analyze-job.ts'
import { describesEmployer } from './describes-employer.ts'

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

  it("does not read the employer's trade as a skill the job asks for, but keeps a product it names", () => {
    const ad = `Warehouse Lead
Larkspur Talent is a staffing and recruiting agency that uses Salesforce for every placement.

Requirements:
- 2+ years leading a warehouse shift`
    expect(skills(ad)).not.toContain('recruiting')
    expect(skills(ad)).toContain('salesforce')
    expect(skills(`Recruiter\nRequirements:\n- 2+ years of recruiting experience`)).toContain('recruiting')
  })
})
