import { describe, expect, it } from 'vitest'
import type { DocumentLine } from '../extract/document-line.ts'
import { splitSections } from './split-sections.ts'

const pdf = (text: string, fontSize = 10, extra: Partial<DocumentLine> = {}): DocumentLine => ({
  text,
  page: 1,
  fontSize,
  ...extra,
})

describe('splitSections', () => {
  it('never takes a table cell for a heading', () => {
    const { sections } = splitSections([
      pdf('Skills', 12),
      pdf('Ventilator Management', 10, { cell: true }),
      pdf('Patient Education', 10, { cell: true }),
    ])
    expect(sections).toEqual([
      { kind: 'skills', heading: 'Skills', lines: ['Ventilator Management', 'Patient Education'] },
    ])
  })

  it('where the named headings are in capitals, a mixed-case line is a heading only by its exact name', () => {
    const text = (t: string): DocumentLine => ({ text: t, page: 1 })
    const { sections } = splitSections(
      [
        'SELECTED PUBLICATIONS',
        'Fast clustering of cell atlases',
        '2023',
        'Nature Methods',
        'LANGUAGES',
        'German',
      ].map(text),
    )
    expect(sections.map((s) => [s.kind, s.lines])).toEqual([
      ['publications', ['Fast clustering of cell atlases', '2023', 'Nature Methods']],
      ['languages', ['German']],
    ])
    // Without that convention a short line ending in a heading word may still open a section.
    expect(
      splitSections(['Summary', 'Builds things.', 'Research Methods', 'R'].map(text)).sections[1]?.kind,
    ).toBe('skills')
  })

  it('opens a section by its last word only when the line is set like a heading', () => {
    const { sections } = splitSections([
      pdf('Certifications', 12),
      pdf('Unity Certified Expert: Programmer\tMarch 2022'),
      pdf('Unity Technologies'),
      pdf('Kitchen Experience', 12),
      pdf('Line Cook\t2019 – 2021'),
    ])
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ['certifications', 2],
      ['experience', 1],
    ])
  })

  it('reads the contact details at the top of a sidebar as header lines', () => {
    const { header, sections } = splitSections([
      pdf('Jane Doe', 24),
      pdf('References', 12),
      pdf('Available upon request'),
      pdf('jane@example.com', 10, { sidebar: true }),
      pdf('Skills', 12, { sidebar: true }),
      pdf('Excel', 10, { sidebar: true }),
    ])
    expect(header.map((l) => l.text)).toEqual(['Jane Doe', 'jane@example.com'])
    expect(sections.map((s) => s.kind)).toEqual(['references', 'skills'])
  })

  it('keeps "Languages: …" inside a skills section as a group of skills', () => {
    const { sections } = splitSections([pdf('Skills', 12), pdf('Languages: Python, R'), pdf('ML: PyTorch')])
    expect(sections).toEqual([
      { kind: 'skills', heading: 'Skills', lines: ['Languages: Python, R', 'ML: PyTorch'] },
    ])
  })

  it('opens a section at a section name in capitals set as the first cell of its first line', () => {
    const { sections } = splitSections([
      pdf('Zoë Ørsted', 25),
      pdf('SKILLS\tPython · SQL · dbt'),
      pdf('LANGUAGES\tPolish (Native) · English (C2)'),
      pdf('EXPERIENCE\tSenior Data Engineer\tMar 2021 – Present'),
      pdf('Nordlys Logistics A/S'),
      pdf('Python\tAdvanced'),
    ])
    expect(sections).toEqual([
      { kind: 'skills', heading: 'SKILLS', lines: ['Python · SQL · dbt'] },
      { kind: 'languages', heading: 'LANGUAGES', lines: ['Polish (Native) · English (C2)'] },
      {
        kind: 'experience',
        heading: 'EXPERIENCE',
        lines: ['Senior Data Engineer\tMar 2021 – Present', 'Nordlys Logistics A/S', 'Python\tAdvanced'],
      },
    ])
  })

  it('keeps "Courses: …" and "Honours: …" under a degree in the education section', () => {
    const { sections } = splitSections([
      pdf('Education', 12),
      pdf('BSc Mathematics — Jagiellonian University'),
      pdf('Courses: Algebra, Topology'),
      pdf('Honors: Dean’s List'),
    ])
    expect(sections).toEqual([
      {
        kind: 'education',
        heading: 'Education',
        lines: [
          'BSc Mathematics — Jagiellonian University',
          'Courses: Algebra, Topology',
          'Honors: Dean’s List',
        ],
      },
    ])
  })

  it('takes an icon read as a bullet before a section name in larger type for a heading, not a list item', () => {
    const { sections } = splitSections([
      pdf('Skills', 11),
      pdf('Core: Active Directory, Jamf'),
      pdf('• CERTIFICATIONS', 11),
      pdf('CompTIA A+ — CompTIA, 2018'),
      pdf('• Skills'),
    ])
    expect(sections).toEqual([
      { kind: 'skills', heading: 'Skills', lines: ['Core: Active Directory, Jamf'] },
      {
        kind: 'certifications',
        heading: '• CERTIFICATIONS',
        lines: ['CompTIA A+ — CompTIA, 2018', '• Skills'],
      },
    ])
  })

  it('reads an iconed section name in larger type by its last word', () => {
    const { sections } = splitSections([
      pdf('• Field Experiences', 16),
      pdf('Park Ranger, Yellowstone'),
      pdf('• Field Experiences'),
    ])
    expect(sections).toEqual([
      {
        kind: 'experience',
        heading: '• Field Experiences',
        lines: ['Park Ranger, Yellowstone', '• Field Experiences'],
      },
    ])
  })

  it('keeps "Achievements" in body type inside a job as a label of its bullets, not a new section', () => {
    const { sections } = splitSections([
      pdf('Employment History', 12),
      pdf('IT Support Technician'),
      pdf('Achievements'),
      pdf('• Migrated 800 workstations'),
      pdf('Achievements', 12),
      pdf('Employee of the Year 2022'),
    ])
    expect(sections.map((s) => [s.kind, s.lines])).toEqual([
      ['experience', ['IT Support Technician', 'Achievements', '• Migrated 800 workstations']],
      ['other', ['Employee of the Year 2022']],
    ])
  })
})
