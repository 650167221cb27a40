// How much of a resume an applicant tracking system gets back from our PDFs, against a naive baseline
// (the modern layout in react-pdf's built-in Helvetica, what a template gets without registering fonts).
//   node --import tsx packages/templates/bench/template-text.ts        (needs poppler's pdftotext)
// For each template and hard case it extracts the text with pdftotext and prints:
//   fields: share of atomic fields (name, contacts, titles, companies, dates, degrees, each skill) found
//           intact (line breaks read as spaces); words: share of the resume's words found; order: share of
//           experience fields (title, company, first bullet of each job) found in source order.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToBuffer } from '@react-pdf/renderer'
import type { ResumeData } from '@tailor/contracts'
import { createElement } from 'react'
import { cleanResume } from '../src/clean-resume.ts'
import { registerFonts } from '../src/fonts/register-fonts.ts'
import { renderResumePdf, resumeTemplates, sampleResume } from '../src/index.ts'
import { ResumeDocument } from '../src/resume-document.tsx'
import type { Theme } from '../src/theme.ts'
import { modern } from '../src/themes/modern.ts'

const work = mkdtempSync(join(tmpdir(), 'tailor-text-bench-'))
const extract = (pdf: Uint8Array) => {
  const file = join(work, 'doc.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).normalize('NFC')
}

const unicodeCase: ResumeData = {
  ...sampleResume,
  personal_information: {
    ...sampleResume.personal_information,
    name: 'Łukasz Żółć-Nguyễn',
    location: 'Brno, Česko',
  },
  work_experience: [
    {
      title: 'Yazılım Mühendisi',
      company: 'Şişecam Teknoloji A.Ş.',
      dates: '2020 – 2024',
      achievements: ['Сократил время сборки на 40%.', 'Σχεδίασε υπηρεσίες σε Kotlin.'],
    },
    ...sampleResume.work_experience,
  ],
  skills: [...sampleResume.skills, 'Čeština', 'Türkçe', 'Русский язык', 'Ελληνικά'],
}
const longTokenCase: ResumeData = {
  ...sampleResume,
  personal_information: {
    ...sampleResume.personal_information,
    linkedin: `linkedin.com/in/${'zoe-lukasiewicz-'.repeat(5)}`,
  },
  skills: [...sampleResume.skills, 'Infrastructure-as-Code (Terraform, Pulumi, AWS CloudFormation)'],
}
const cases: Array<[string, ResumeData]> = [
  ['sample', sampleResume],
  ['unicode', unicodeCase],
  ['long tokens', longTokenCase],
]

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(strings)
      : []

function score(data: ResumeData, text: string) {
  // Wrapped lines are joined: a field that wraps is still read, a field split apart or garbled is not.
  const flat = text.replace(/\s+/g, ' ')
  const person = data.personal_information
  const fields = [
    person.name,
    person.email,
    person.phone,
    person.location,
    ...data.work_experience.flatMap((job) => [job.title, job.company, job.dates]),
    ...data.education.flatMap((item) => [item.degree, item.institution]),
    ...data.skills,
  ].filter(Boolean)
  const found = fields.filter((field) => flat.includes(field)).length
  const words =
    strings(data)
      .join(' ')
      .match(/[\p{L}\p{N}]{3,}/gu) ?? []
  const wordsFound = words.filter((word) => flat.includes(word)).length
  // Each field must come after the previous one, so "Data Engineer" is not matched inside "Senior Data Engineer".
  const sequence = data.work_experience.flatMap((job) => [
    job.title,
    job.company,
    ...job.achievements.slice(0, 1),
  ])
  let cursor = 0
  let ordered = 0
  for (const field of sequence) {
    const at = flat.indexOf(field.slice(0, 30), cursor)
    if (at >= 0) {
      ordered += 1
      cursor = at + 1
    }
  }
  return { fields: found / fields.length, words: wordsFound / words.length, order: ordered / sequence.length }
}

async function helveticaBaseline(data: ResumeData): Promise<Uint8Array> {
  registerFonts()
  const theme = {
    ...modern,
    fonts: { body: 'Helvetica', heading: 'Helvetica', name: 'Helvetica' },
  } as unknown as Theme
  const buffer = await renderToBuffer(
    createElement(ResumeDocument, { data: cleanResume(data), theme, pageSize: 'LETTER' }) as Parameters<
      typeof renderToBuffer
    >[0],
  )
  return new Uint8Array(buffer)
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`.padStart(8)
try {
  console.log(`${'template'.padEnd(22)}${'case'.padEnd(13)}  fields   words    order`)
  const renderers: Array<[string, (data: ResumeData) => Promise<Uint8Array>]> = [
    ...resumeTemplates.map(({ id }): [string, (data: ResumeData) => Promise<Uint8Array>] => [
      id,
      (data) => renderResumePdf(data, { template: id }),
    ]),
    ['baseline (Helvetica)', helveticaBaseline],
  ]
  for (const [label, render] of renderers) {
    for (const [name, data] of cases) {
      const result = score(data, extract(await render(data)))
      console.log(
        `${label.padEnd(22)}${name.padEnd(13)}${pct(result.fields)} ${pct(result.words)} ${pct(result.order)}`,
      )
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
