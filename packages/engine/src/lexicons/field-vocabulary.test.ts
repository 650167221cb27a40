import { describe, expect, it } from 'vitest'
import { extractSkills } from './extract-skills.ts'

// The field names of scripts/curated-field-skills.ts, on made-up ad and resume lines.
const labels = (text: string) => extractSkills(text).map((skill) => skill.label)

describe('conventional field names recruiters screen for', () => {
  it('reads protocols, instruments and standards by their short names', () => {
    expect(labels('Debug SPI, I2C and UART peripherals with an oscilloscope and logic analyzer')).toEqual([
      'Debugging',
      'SPI',
      'I2C',
      'UART',
      'Oscilloscope',
      'Logic analyzer',
    ])
    expect(labels('Firmware for Bluetooth Low Energy sensors on STM32')).toEqual([
      'Bluetooth Low Energy',
      'STM32',
    ])
    expect(labels('Test with screen readers against WCAG 2.1 AA and Section 508')).toEqual([
      'Screen readers',
      'WCAG',
      'Section 508',
    ])
    expect(labels('Write documentation in Markdown')).toEqual(['Markdown'])
    expect(labels('Administer FMLA and FLSA compliance')).toEqual(['FMLA', 'FLSA'])
    expect(labels('NCIDQ certification preferred')).toEqual(['NCIDQ'])
  })

  it('keeps lean tools apart from Lean', () => {
    expect(labels('Lead Kaizen events, 5S audits and DMAIC projects')).toEqual(['Kaizen', '5S', 'DMAIC'])
  })

  it('reads employment law, school frameworks and clinical credentials', () => {
    expect(labels('Administer FMLA and COBRA')).toEqual(['FMLA', 'COBRA administration'])
    expect(labels('Support MTSS and write IEP goals')).toEqual(['MTSS', 'IEP'])
    expect(labels('CEN preferred; ACLS required')).toEqual(['CEN', 'ACLS'])
  })

  it('reads a name that is also an ordinary word where it is written as the name', () => {
    expect(labels('Experience working in SAFe')).toEqual(['Scaled Agile Framework'])
    expect(labels('Record and mix podcasts in Reaper')).toContain('Reaper')
    expect(labels('Screen reader testing with JAWS and VoiceOver')).toEqual([
      'Screen readers',
      'JAWS',
      'VoiceOver',
    ])
    expect(labels('Model in Blender and render in V-Ray')).toEqual(['Blender', 'V-Ray'])
    expect(labels('Maintain validation rules and permission sets in Salesforce')).toEqual([
      'Salesforce validation rules',
      'Permission sets',
      'Salesforce',
    ])
  })

  it('does not read the ordinary word as the skill', () => {
    const none = (text: string, label: string) => expect(labels(text)).not.toContain(label)
    none('Keep the site safe and tidy', 'Scaled Agile Framework')
    none('Safe working practices are essential', 'Scaled Agile Framework')
    none('Operate blenders, mixers and slicers', 'Blender')
    none('A grim reaper costume for the party', 'Reaper')
    none('Oral surgery on the jaws', 'JAWS')
    none('Voice-over and voiceover artists wanted', 'VoiceOver')
    none('Watch your career soar', 'SOAR')
    none('Contact Elisa in HR', 'ELISA')
    none('Practical law firm experience required', 'Practical Law')
    none('Group policy administration for insurance clients', 'Group Policy')
    none('Validation rules for the data warehouse', 'Salesforce validation rules')
    none('Ring the gong when you close a deal', 'Gong')
    none('Won a Clio award for the campaign', 'Clio')
    none('Theory of relativity tutoring', 'Relativity')
    none('Visa sponsorship available', 'Visa sponsorship')
    none('11% superannuation on top of salary', 'Superannuation administration')
    none('A 1099 contractor position', '1099 reporting')
    none('FLSA Status: Non-Exempt', 'FLSA')
    none('Manage markdowns and clearance pricing', 'Markdown')
    none('Bathe dogs twice a week', 'TWIC card')
    none('Cables encased in concrete', 'EnCase')
    none('Braised lamb shoulder', 'Lambing')
    none('Sign the delivery docket', 'Docketing')
    none('PAYE or CIS available', 'PAYE payroll')
    none('Paid above the modern award', 'Award interpretation')
  })
})
