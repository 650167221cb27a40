import { splitLetter } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { evalJobs, evalResumes } from '../../eval/eval-set.ts'
import { countWords } from '../letter/count-words.ts'
import { letterChecker } from '../letter/find-letter-violations.ts'
import { writeCoverLetter } from '../letter/write-cover-letter.ts'
import { acceptLetterDraft } from './accept-letter-draft.ts'

const resume = evalResumes.rn_strong
const job = {
  title: 'Registered Nurse',
  company: 'Mercy Health',
  description: evalJobs.find((j) => j.id === 'nurse')!.text,
}
const engine = writeCoverLetter({
  resume,
  job,
  hiringManager: '',
  referralSource: '',
  additionalInfo: '',
  tone: 'professional',
  length: 'medium',
  template: 'modern',
  seed: 3,
})
const honest = splitLetter(engine.content).paragraphs
const check = letterChecker(resume, job)

describe('acceptLetterDraft', () => {
  it('puts an honest body between the engine letter’s salutation and sign-off', () => {
    const result = acceptLetterDraft(honest, engine.content, check, 'medium')
    expect(result).toEqual({ ok: true, content: engine.content, removed: [] })
  })

  it('drops each unsupported sentence and the model’s own greeting, keeping the rest', () => {
    const lies = ['I led 40 nurses at Mayo Clinic.', 'I am certified in Kubernetes administration.']
    const draft = [
      'Hi there,',
      `${honest[0]} ${lies[0]}`,
      ...honest.slice(1, -1),
      `${lies[1]} ${honest.at(-1)}`,
    ]
    const result = acceptLetterDraft(draft, engine.content, check, 'medium')
    expect(result.ok).toBe(true)
    expect(result.ok && result.content).toBe(engine.content)
    expect(result.removed).toHaveLength(2)
    expect(result.removed.join(' ')).toMatch(/"40 nurses"|Mayo/)
    expect(result.removed.join(' ')).toMatch(/Kubernetes|credential/)
  })

  it('is not used when what is left no longer has the chosen length', () => {
    const result = acceptLetterDraft(
      [honest[0]!, 'I have 25 years at Google.'],
      engine.content,
      check,
      'medium',
    )
    const words = countWords(
      `${splitLetter(engine.content).salutation} ${honest[0]} Sincerely, ${resume.personal_information.name}`,
    )
    expect(result.ok).toBe(false)
    expect(!result.ok && result.reason).toMatch(
      /^the model's letter had \d+ words after 1 unsupported sentence was removed, outside the 350–450 of a medium letter$/,
    )
    expect(words).toBeLessThan(350)
  })
})
