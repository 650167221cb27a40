import { emptyResumeData, type ResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { checkDocument } from './check-document.ts'

/** A one-page PDF around a raw content stream, with Helvetica as F1. */
function pdfOf(content: string): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets = objects.map((object, index) => {
    const at = body.length
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
    return at
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const at of offsets) body += `${String(at).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}

const text = (lines: [number, number, string][]) =>
  `BT /F1 10 Tf ${lines.map(([x, y, s]) => `1 0 0 1 ${x} ${y} Tm (${s}) Tj`).join(' ')} ET`

const resume: ResumeData = {
  ...emptyResumeData(),
  personal_information: {
    ...emptyResumeData().personal_information,
    name: 'Jonas Berg',
    email: 'jonas@example.com',
  },
  work_experience: [
    {
      title: 'Warehouse Lead',
      company: 'Nordic Freight',
      dates: '2019 – 2023',
      achievements: ['Cut picking errors by 30% with a new labelling scheme for every aisle'],
    },
  ],
  skills: ['Forklift', 'Inventory planning', 'SAP'],
}

describe('checkDocument', () => {
  it('fails a PDF whose text is drawn as outlines, with the reason', async () => {
    const outlines = pdfOf('0 0 0 rg 72 700 m 90 720 l 108 700 l f 120 700 20 20 re f')
    const report = await checkDocument(resume, outlines, ['Experience', 'Skills'])
    expect(report.score).toBe(0)
    expect(report.problems).toEqual([
      'No text can be read from this file: its text is drawn as shapes (outlines) or pictures, so an applicant-tracking system sees an empty page.',
    ])
    expect(report.sections.find((s) => s.name === 'Skills')).toEqual({
      name: 'Skills',
      kept: 0,
      lost: ['Forklift', 'Inventory planning', 'SAP'],
    })
  })

  it('fails a two-column PDF drawn line by line across both columns, naming the broken sections', async () => {
    // Each row of the page is one run across the sidebar and the main column, as some generators write them:
    // the sidebar's skills land inside the wrapped bullet, and the bullet no longer reads as one sentence.
    const across = pdfOf(
      text([
        [72, 740, 'Jonas Berg'],
        [72, 726, 'jonas@example.com'],
        [72, 700, 'Skills                       Experience'],
        [72, 686, 'Forklift                     Warehouse Lead, Nordic Freight, 2019 \\226 2023'],
        [72, 672, 'Inventory planning      Cut picking errors by 30% with a new'],
        [72, 658, 'SAP                          labelling scheme for every aisle'],
      ]),
    )
    const report = await checkDocument(resume, across, ['Experience', 'Skills'])
    expect(report.score).toBeLessThan(98)
    const experience = report.sections.find((s) => s.name === 'Experience')
    expect(experience?.lost).toEqual(['Cut picking errors by 30% with a new labelling scheme for…'])
    expect(report.problems).toContain(
      'Experience: 1 of 4 texts are not read intact (split, merged with other text or missing).',
    )
  })

  it('passes the same resume printed in one column', async () => {
    const single = pdfOf(
      text([
        [72, 740, 'Jonas Berg'],
        [72, 726, 'jonas@example.com'],
        [72, 700, 'EXPERIENCE'],
        [72, 686, 'Warehouse Lead'],
        [72, 672, 'Nordic Freight'],
        [400, 686, '2019 \\226 2023'],
        [72, 658, '\\225 Cut picking errors by 30% with a new labelling scheme for every aisle'],
        [72, 630, 'SKILLS'],
        [72, 616, 'Forklift, Inventory planning, SAP'],
      ]),
    )
    const report = await checkDocument(resume, single, ['Experience', 'Skills'])
    expect(report).toEqual({
      score: 100,
      sections: [
        { name: 'Contact', kept: 2, lost: [] },
        { name: 'Experience', kept: 4, lost: [] },
        { name: 'Skills', kept: 3, lost: [] },
      ],
      problems: [],
    })
  })
})
