import { describe, expect, it } from 'vitest'
import { readLinkTargets } from './extract-pdf.ts'

const pdfBytes = (text: string) => new TextEncoder().encode(text)

describe('readLinkTargets', () => {
  it('reads literal and hex URI actions, unescaping brackets', () => {
    const bytes = pdfBytes(
      '<< /S /URI /URI (https://linkedin.com/in/jane) >> << /URI (tel:+1 \\(555\\) 0100) >> << /URI <68747470733A2F2F612E6465> >>',
    )
    expect(readLinkTargets(bytes)).toEqual([
      'https://linkedin.com/in/jane',
      'tel:+1 (555) 0100',
      'https://a.de',
    ])
  })

  it('finds nothing in a PDF without links', () => {
    expect(readLinkTargets(pdfBytes('%PDF-1.7 /Type /Page'))).toEqual([])
  })
})
