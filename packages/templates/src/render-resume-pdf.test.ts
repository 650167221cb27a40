import { emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { DocumentTooLongError } from './document-too-long-error.ts'
import { renderResumePdf } from './render-resume-pdf.tsx'
import { maxResumeCharacters } from './require-renderable-resume.ts'
import { resumeTemplates } from './resume-templates.ts'
import { sampleResume } from './sample-resume.ts'
import { longResume } from './test-support/long-resume.ts'
import { pdfPageBoxes, pdfPages, pdfRightmostWordEdge } from './test-support/pdf-text.ts'
import { UnknownTemplateError } from './unknown-template-error.ts'

const ids = resumeTemplates.map((template) => template.id)
const headings = ['SUMMARY', 'EXPERIENCE', 'SKILLS', 'EDUCATION', 'CERTIFICATIONS', 'REFERENCES']
const jobTitleLine = new RegExp(`^(${sampleResume.work_experience.map((job) => job.title).join('|')})( —|$)`)
const lines = (pdf: Uint8Array) => pdfPages(pdf).flat()

// Rendering is the slow part: the sample resume is rendered once per template and read by every check.
const samplePdfs = new Map<string, Promise<Uint8Array>>()
function renderSample(id: string): Promise<Uint8Array> {
  if (!samplePdfs.has(id)) samplePdfs.set(id, renderResumePdf(sampleResume, { template: id }))
  return samplePdfs.get(id)!
}

describe('renderResumePdf', () => {
  it.each(ids)(
    'renders %s as real text with the Unicode name and every standard heading intact',
    async (id) => {
      const text = lines(await renderSample(id))
      expect(text).toContain('Zoë Łukasiewicz-Ørsted')
      for (const heading of headings) expect(text).toContain(heading)
      const all = text.join('\n')
      expect(all).toContain('Société Générale European Business Services')
      // ligatures (fi, fl) must map back to plain letters for keyword matching
      expect(all).toMatch(/\bfintech\b/)
      expect(all).toMatch(/\bCertified\b/)
    },
  )

  it.each(ids)('puts name, summary and experience first in %s, before the other sections', async (id) => {
    const text = lines(await renderSample(id))
    const at = (line: string) => text.indexOf(line)
    // Sidebar templates may put the narrow column first or last, but never inside the main column.
    expect(at('Zoë Łukasiewicz-Ørsted')).toBe(0)
    expect(at('SUMMARY')).toBeLessThan(at('EXPERIENCE'))
    const experienceEnd = text.findIndex((line) => line.includes('caught two billing defects'))
    for (const heading of ['SKILLS', 'EDUCATION', 'CERTIFICATIONS']) {
      expect(at(heading) < at('SUMMARY') || at(heading) > experienceEnd).toBe(true)
    }
  })

  it.each(ids)('keeps each bullet on the line of its text in %s', async (id) => {
    const longContact = structuredClone(sampleResume)
    longContact.personal_information.linkedin = `linkedin.com/in/${'zoe-lukasiewicz-'.repeat(5)}`
    for (const resume of [sampleResume, longContact]) {
      const pdf = resume === sampleResume ? renderSample(id) : renderResumePdf(resume, { template: id })
      const text = lines(await pdf)
      for (const achievement of resume.work_experience.flatMap((job) => job.achievements)) {
        expect(text.some((line) => line.startsWith(`• ${achievement.slice(0, 20)}`))).toBe(true)
      }
    }
  })

  it.each(ids)('keeps multi-word skills on one line in %s', async (id) => {
    const text = lines(await renderSample(id)).join('\n')
    for (const skill of ['Google Cloud Platform', 'Stakeholder management', 'Great Expectations']) {
      expect(text).toContain(skill)
    }
  })

  it('never hyphenates words at line ends', async () => {
    const source = JSON.stringify(sampleResume)
    for (const id of ids) {
      const text = pdfPages(await renderSample(id), { raw: true }).flat()
      text.forEach((line, index) => {
        const broken = line.match(/(\S+)-$/)
        if (!broken) return
        const joined = `${broken[1]}-${text[index + 1]?.split(' ')[0] ?? ''}`
        expect(source, `${id}: "${line}"`).toContain(joined)
      })
    }
  })

  it.each(ids)(
    'wraps over-long URLs and tokens inside the page in %s instead of running off it',
    async (id) => {
      const resume = structuredClone(sampleResume)
      resume.personal_information.linkedin = `linkedin.com/in/${'x'.repeat(150)}`
      resume.work_experience[0]!.achievements.unshift(
        `Published https://example.com/${'averylongpath'.repeat(12)}`,
      )
      resume.skills.push('Supercalifragilistic'.repeat(5))
      const pdf = await renderResumePdf(resume, { template: id })
      expect(pdfRightmostWordEdge(pdf)).toBeLessThanOrEqual(612 - 24)
    },
  )

  it('renders Letter by default and A4 on request', async () => {
    expect(pdfPageBoxes(await renderSample('modern'))[0]).toEqual([612, 792])
    expect(
      pdfPageBoxes(await renderResumePdf(sampleResume, { template: 'modern', pageSize: 'A4' }))[0],
    ).toEqual([595, 842])
  })

  it.each(ids)(
    'never ends a page on a heading, a job title or a lone bullet in %s, wherever the break falls',
    async (id) => {
      // Lengthening the summary two lines at a time slides every heading and title across the page end.
      const filler = 'Extra summary sentence that fills one line of text in any template layout here. '
      for (let step = 0; step < 24; step += 1) {
        const resume = { ...sampleResume, professional_summary: filler.repeat(step * 2) }
        const pages = pdfPages(await renderResumePdf(resume, { template: id }))
        for (const page of pages.slice(0, -1)) {
          expect(headings, `step ${step}`).not.toContain(page.at(-1))
          expect(page.at(-1), `step ${step}`).not.toMatch(jobTitleLine)
          expect(page.at(-1), `step ${step}`).not.toBe('•')
        }
      }
    },
    120_000,
  )

  // Its render time is measured by bench/render.ts, not asserted here.
  it.each(ids)('renders a 50-job resume in %s over many pages', async (id) => {
    const pages = pdfPages(await renderResumePdf(longResume(50), { template: id, pageSize: 'A4' }))
    expect(pages.length).toBeGreaterThan(5)
    expect(pages.flat().some((line) => line.startsWith('Senior Data Engineer 46'))).toBe(true)
  })

  it('rejects a 100-job resume, over the text limit, with DocumentTooLongError before rendering', async () => {
    const started = performance.now()
    const error = await renderResumePdf(longResume(100), { template: 'modern' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(DocumentTooLongError)
    expect((error as DocumentTooLongError).limit).toBe(maxResumeCharacters)
    expect((error as DocumentTooLongError).characters).toBeGreaterThan(maxResumeCharacters)
    expect(performance.now() - started).toBeLessThan(200)
  })

  it('rejects an unknown template with UnknownTemplateError naming the known ones', async () => {
    const error = await renderResumePdf(sampleResume, { template: 'fancy' }).catch(
      (caught: unknown) => caught,
    )
    expect(error).toBeInstanceOf(UnknownTemplateError)
    expect((error as UnknownTemplateError).templateId).toBe('fancy')
    expect((error as UnknownTemplateError).knownIds).toEqual(ids)
  })

  it.each(ids)(
    'renders an empty resume in %s as one page without headings or stray separators',
    async (id) => {
      const pages = pdfPages(await renderResumePdf(emptyResumeData(), { template: id }))
      expect(pages).toHaveLength(1)
      expect(pages[0]).toEqual([])
    },
  )

  it('omits empty fields and sections of a sparse resume', async () => {
    const sparse = emptyResumeData()
    sparse.personal_information.name = 'Łukasz Żółć'
    sparse.personal_information.email = 'lz@example.com'
    sparse.work_experience = [{ title: 'Welder', company: '', dates: '', achievements: ['', '  '] }]
    for (const id of ids) {
      const text = lines(await renderResumePdf(sparse, { template: id }))
      expect(text).toEqual(['Łukasz Żółć', 'lz@example.com', 'EXPERIENCE', 'Welder'])
    }
  })
})
