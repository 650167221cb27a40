import { describe, expect, it } from 'vitest'
import { parseSkills } from './parse-skills.ts'

describe('parseSkills', () => {
  it('closes up a known skill hyphenated at its capital by the typesetter, and keeps other hyphens', () => {
    expect(parseSkills(['Cisco Meraki, Power-Shell, Jamf, Hewlett-Packard servers'])).toEqual([
      'Cisco Meraki',
      'PowerShell',
      'Jamf',
      'Hewlett-Packard servers',
    ])
  })

  it('splits comma, pipe, bullet and table lists and drops category labels', () => {
    expect(
      parseSkills(['Languages: Go, TypeScript', 'Excel | SAP', '• Forklift', 'Welding\tBlueprints']),
    ).toEqual(['Go', 'TypeScript', 'Excel', 'SAP', 'Forklift', 'Welding', 'Blueprints'])
  })

  it('removes duplicates regardless of case and keeps bracketed lists whole', () => {
    expect(parseSkills(['Excel, excel, MS Office (Word, Excel), and Python.'])).toEqual([
      'Excel',
      'MS Office (Word, Excel)',
      'Python',
    ])
  })
  it('drops level labels printed beside skills', () => {
    expect(parseSkills(['Unity Engine\tExpert', 'C#, Advanced'])).toEqual(['Unity Engine', 'C#'])
  })

  it('drops the names of skill groups and a label cell before its items', () => {
    expect(
      parseSkills([
        'Programming Languages',
        'C#, Python',
        'Editor Tools',
        'Infrastructure\tKubernetes, Terraform',
      ]),
    ).toEqual(['C#', 'Python', 'Editor Tools', 'Kubernetes', 'Terraform'])
    expect(parseSkills(['Key Skills', 'Jamf, ServiceNow', 'Soft skills'])).toEqual(['Jamf', 'ServiceNow'])
  })

  it('rejoins a word hyphenated at the end of a list line', () => {
    expect(parseSkills(['Cisco Meraki, Power-', 'Shell, Jamf, Hewlett-', 'Packard servers'])).toEqual([
      'Cisco Meraki',
      'PowerShell',
      'Jamf',
      'Hewlett-Packard servers',
    ])
  })

  it('rejoins a word whose wrapped end a hanging indent made a list item', () => {
    expect(parseSkills(['Fluency Disorders, Language Assess-', '• ment, Teletherapy'])).toEqual([
      'Fluency Disorders',
      'Language Assessment',
      'Teletherapy',
    ])
  })

  it('runs a comma list cut at a word on into the comma list its hanging indent made a list item', () => {
    expect(
      parseSkills([
        'Technical Articulation Therapy, Fluency Disorders, Augmentative Communication, Language',
        '• Assessment, IEP Writing, Teletherapy',
      ]),
    ).toEqual([
      'Articulation Therapy',
      'Fluency Disorders',
      'Augmentative Communication',
      'Language Assessment',
      'IEP Writing',
      'Teletherapy',
    ])
    // Items of a marked list stay apart.
    expect(parseSkills(['• Excel, Word, Outlook', '• Tableau, Power BI'])).toEqual([
      'Excel',
      'Word',
      'Outlook',
      'Tableau',
      'Power BI',
    ])
  })

  it('drops a one-word group label set before a comma list without a colon, not a skill it begins', () => {
    expect(parseSkills(['Technical Incident Investigation, Industrial Hygiene'])).toEqual([
      'Incident Investigation',
      'Industrial Hygiene',
    ])
    expect(parseSkills(['ExpertiseAirframe Inspection, Turbine Engines'])).toEqual([
      'Airframe Inspection',
      'Turbine Engines',
    ])
    expect(parseSkills(['Technical Writing, Jira'])).toEqual(['Technical Writing', 'Jira'])
  })
})
