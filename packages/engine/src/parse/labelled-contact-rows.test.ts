import { describe, expect, it } from 'vitest'
import { takeLabelledContactRows } from './labelled-contact-rows.ts'

describe('takeLabelledContactRows', () => {
  it('takes the name and contact rows opening a summary section', () => {
    const { sections, rows } = takeLabelledContactRows([
      {
        kind: 'summary',
        heading: 'About me',
        lines: ['Name\tAda Park', 'Address\tDenver, CO', 'Email\tada@example.com', 'I run kitchens.'],
      },
    ])
    expect(rows).toEqual(['Name\tAda Park', 'Address\tDenver, CO', 'Email\tada@example.com'])
    expect(sections[0]!.lines).toEqual(['I run kitchens.'])
  })

  it('leaves a summary with one labelled row, and other sections, as they are', () => {
    const summary = {
      kind: 'summary' as const,
      heading: 'Profile',
      lines: ['Location\tDenver', 'I run kitchens.'],
    }
    const skills = { kind: 'skills' as const, heading: 'Skills', lines: ['Name\tx', 'Email\ty'] }
    const { sections, rows } = takeLabelledContactRows([summary, skills])
    expect(rows).toEqual([])
    expect(sections).toEqual([summary, skills])
  })
})
