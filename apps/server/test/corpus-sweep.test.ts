import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { basename, join, resolve } from 'node:path'
import {
  COVER_LETTER_LENGTHS,
  COVER_LETTER_TONES,
  coverLetterWordRange,
  type ResumeData,
} from '@tailor/contracts'
import { countWords, DEFAULT_LIMITS, findInvariantViolations, findLetterProblems } from '@tailor/engine'
import { coverLetterTemplates, resumeTemplates } from '@tailor/templates'
import { describe, expect, it } from 'vitest'
import { letterInput } from '../../../packages/engine/eval/letter-input.ts'
import { parseUpload, renderLetter, renderResume, tailor, writeLetter } from '../src/workers/worker-tasks.ts'
import { ordinaryJobs } from './fixtures/ordinary-jobs.ts'

// Every resume the engine was not built on goes through the whole pipeline the server runs: parse → analyse
// → tailor → every letter → render. The sweep checks invariants, never quality figures, so it may grow freely.
const root = resolve(import.meta.dirname, '../../..')
const folders = [
  join(root, 'packages/engine/corpus/reactive-resume-v5'),
  join(root, 'packages/engine/corpus/held-out/files'),
  join(root, 'packages/engine/corpus/held-out-2/files'),
  join(root, 'packages/engine/corpus/outside/files'),
  join(root, 'packages/engine/corpus/outside-docx/files'),
]
const files = folders
  .filter(existsSync)
  .flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => /\.(pdf|docx?|txt)$/i.test(name))
      .map((name) => join(folder, name)),
  )
  .sort()

const PAGE = 10
const MAX_BYTES = 10 * 1024 * 1024

/** A one-job resume with two bullets: what a thin upload gives the letter writer. */
function thin(resume: ResumeData): ResumeData {
  const [first] = resume.work_experience
  return {
    ...resume,
    professional_summary: '',
    work_experience: first ? [{ ...first, achievements: first.achievements.slice(0, 2) }] : [],
    certifications: [],
  }
}

function letterChecks(content: string, length: (typeof COVER_LETTER_LENGTHS)[number], where: string) {
  const problems: string[] = []
  const words = countWords(content)
  const range = coverLetterWordRange[length]
  if (words < range.min || words > range.max)
    problems.push(`${where}: ${words} words, outside ${range.min}–${range.max}`)
  for (const problem of findLetterProblems(content)) problems.push(`${where}: ${problem}`)
  return problems
}

describe('corpus sweep', () => {
  it('finds the outside resumes (Reactive Resume samples, held-out sets, outside designs and DOCX)', () => {
    // All are in the repository: a sweep over nothing would pass without testing anything.
    expect(files.length).toBeGreaterThanOrEqual(81)
  })

  for (const [index, file] of files.entries()) {
    const name = file.slice(root.length + 1)
    it(`${name}: parses, tailors, writes every letter and renders every template`, async () => {
      const parsed = await parseUpload({
        filename: basename(file),
        bytes: new Uint8Array(readFileSync(file)),
        maxBytes: MAX_BYTES,
        maxPages: PAGE,
        maxUnpackedBytes: DEFAULT_LIMITS.maxUnpackedBytes,
      })
      if (!parsed.ok) {
        // A refusal is an answer for the user (a scan without text), never a crash.
        expect(parsed.code).toBe('no_text')
        return
      }
      const resume = parsed.resume_data
      const problems: string[] = []
      const jobs = [
        ordinaryJobs[index % ordinaryJobs.length]!,
        ordinaryJobs[(index + 1) % ordinaryJobs.length]!,
      ]

      for (const job of jobs)
        for (const level of [0, 50, 100])
          for (const mode of ['report', 'tailoring'] as const) {
            const result = tailor({ resume, jobDescription: job.description, level, mode })
            const violations = findInvariantViolations(resume, result.output.resume_data)
            for (const violation of violations)
              problems.push(`tailor ${job.company} ${level} ${mode}: ${violation}`)
            if (result.scoreAfter.overall < 0 || result.scoreAfter.overall > 100)
              problems.push(`tailor ${job.company}: score ${result.scoreAfter.overall}`)
          }

      for (const job of jobs)
        for (const [variant, source] of [
          ['resume', resume],
          ['thin', thin(resume)],
        ] as const)
          for (const tone of COVER_LETTER_TONES)
            for (const length of COVER_LETTER_LENGTHS) {
              const where = `${variant} ${job.company} ${tone} ${length}`
              const letter = writeLetter(
                letterInput({
                  resume: source,
                  sourceText: variant === 'resume' ? parsed.text : '',
                  signer: 'Account Holder',
                  job,
                  tone,
                  length,
                  seed: index * 97 + length.length,
                }),
              )
              problems.push(...letter.violations.map((v) => `${where}: ${v}`))
              problems.push(...letterChecks(letter.content, length, where))
            }

      const tailored = tailor({ resume, jobDescription: jobs[0]!.description, level: 100, mode: 'tailoring' })
      for (const template of resumeTemplates) {
        const pdf = await renderResume({
          data: tailored.output.resume_data,
          template: template.id,
          pageSize: 'LETTER',
        })
        if (!pdf.ok) problems.push(`render ${template.id}: ${pdf.code}`)
      }
      const letter = writeLetter(
        letterInput({
          resume,
          job: jobs[0]!,
          hiringManager: 'Sam Rivera',
          tone: 'enthusiastic',
          length: 'long',
          seed: index,
        }),
      )
      for (const template of coverLetterTemplates) {
        const pdf = await renderLetter({
          letter: {
            content: letter.content,
            sender: {
              name: resume.personal_information.name,
              email: '',
              phone: '',
              location: '',
              linkedin: '',
            },
            job_title: jobs[0]!.title,
            company_name: jobs[0]!.company,
            hiring_manager: 'Sam Rivera',
            date: '2026-11-25T12:00:00.000Z',
          },
          template: template.id,
        })
        if (!pdf.ok) problems.push(`letter render ${template.id}: ${pdf.code}`)
      }
      expect(problems).toEqual([])
    }, 120_000)
  }

  it('writes short letters without a resume for every posting, tone and length, signed with the account name', () => {
    const problems: string[] = []
    for (const job of ordinaryJobs)
      for (const tone of COVER_LETTER_TONES)
        for (const length of COVER_LETTER_LENGTHS) {
          const where = `no resume ${job.company} ${tone} ${length}`
          const letter = writeLetter(
            letterInput({ resume: null, signer: 'Account Holder', job, tone, length, seed: 7 }),
          )
          problems.push(...letter.violations.map((v) => `${where}: ${v}`))
          // With no record to tell, the letter is short whatever length was asked for.
          if (letter.length !== 'short') problems.push(`${where}: written ${letter.length}`)
          problems.push(...letterChecks(letter.content, 'short', where))
          if (!letter.content.trimEnd().endsWith('\nAccount Holder')) problems.push(`${where}: not signed`)
        }
    expect(problems).toEqual([])
  })
})
