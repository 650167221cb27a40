import { describe, expect, it } from 'vitest'
import { coverLetterTemplates } from './cover-letter-templates.ts'
import { DocumentTooLongError } from './document-too-long-error.ts'
import { renderCoverLetterPdf } from './render-cover-letter-pdf.tsx'
import { sampleCoverLetter } from './sample-cover-letter.ts'
import { pdfPageBoxes, pdfPages } from './test-support/pdf-text.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

const ids = coverLetterTemplates.map((template) => template.id)
const text = async (letter = sampleCoverLetter, template = 'modern') =>
  pdfPages(await renderCoverLetterPdf(letter, { template })).flat()

describe('renderCoverLetterPdf', () => {
  it('offers modern (default), traditional, creative and minimal', () => {
    expect(ids).toEqual(['modern', 'traditional', 'creative', 'minimal'])
  })

  it.each(ids)('renders %s on one page with the sender, recipient, salutation and closing', async (id) => {
    const pages = pdfPages(await renderCoverLetterPdf(sampleCoverLetter, { template: id }))
    expect(pages).toHaveLength(1)
    const lines = pages[0]!
    expect(lines[0]).toBe('Zoë Łukasiewicz-Ørsted')
    for (const line of [
      'Fjordline Analytics',
      'November 22, 2026',
      'Re: Lead Data Engineer at Fjordline Analytics',
      'Dear Ingrid Håkonsen,',
    ]) {
      expect(lines).toContain(line)
    }
    expect(lines.slice(-2)).toEqual(['Sincerely,', 'Zoë Łukasiewicz-Ørsted'])
  })

  it('keeps every tone’s own closing once and adds none of its own', async () => {
    for (const closing of ['With enthusiasm,', 'Thanks again,', 'Cheers,', 'Respectfully,']) {
      const lines = await text({
        ...sampleCoverLetter,
        content: `Dear Ingrid,\n\nI am applying.\n\n${closing}\nZoë`,
      })
      expect(lines.slice(-2)).toEqual([closing, 'Zoë'])
      expect(lines.filter((line) => /^(?:sincerely|with|thanks|cheers|respectfully)\b/i.test(line))).toEqual([
        closing,
      ])
    }
  })

  it.each(ids)('fits a long letter (600 words) on one page in %s, closing included', async (id) => {
    const paragraph =
      'I rebuilt the billing pipeline so that invoices reach customers on the day they are due. '.repeat(6)
    const content = `Dear Ingrid,\n\n${Array(7).fill(paragraph.trim()).join('\n\n')}\n\nWarm regards,\nZoë`
    expect(content.split(/\s+/).length).toBeGreaterThan(590)
    const pages = pdfPages(await renderCoverLetterPdf({ ...sampleCoverLetter, content }, { template: id }))
    expect(pages).toHaveLength(1)
    expect(pages[0]!.slice(-2)).toEqual(['Warm regards,', 'Zoë'])
  })

  it('does not add a salutation or closing the text already has', async () => {
    const lines = await text({
      ...sampleCoverLetter,
      hiring_manager: '',
      content: 'Hello team,\n\nI would like to join you.\n\nBest regards,\nZoë',
    })
    expect(lines).not.toContain('Dear Hiring Manager,')
    expect(lines).not.toContain('Sincerely,')
    expect(lines.slice(-2)).toEqual(['Best regards,', 'Zoë'])
  })

  it('greets the hiring manager generically when none is named', async () => {
    expect(await text({ ...sampleCoverLetter, hiring_manager: undefined })).toContain('Dear Hiring Manager,')
  })

  it('renders A4 on request', async () => {
    const pdf = await renderCoverLetterPdf(sampleCoverLetter, { template: 'minimal', pageSize: 'A4' })
    expect(pdfPageBoxes(pdf)).toEqual([[595, 842]])
  })

  it('rejects an unknown template with UnknownTemplateError', async () => {
    await expect(renderCoverLetterPdf(sampleCoverLetter, { template: 'classic' })).rejects.toBeInstanceOf(
      UnknownTemplateError,
    )
  })

  it('rejects a letter longer than the limit with DocumentTooLongError', async () => {
    const letter = { ...sampleCoverLetter, content: 'word '.repeat(10_000) }
    await expect(renderCoverLetterPdf(letter, { template: 'modern' })).rejects.toBeInstanceOf(
      DocumentTooLongError,
    )
  })
})
