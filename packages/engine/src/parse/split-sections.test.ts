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
})
