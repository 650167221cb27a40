import { describe, expect, it } from 'vitest'
import {
  type CoverLetterFormValues,
  emptyCoverLetterForm,
  toGenerateRequestBody,
  validateCoverLetterForm,
} from './cover-letter-form.ts'

const filled: CoverLetterFormValues = {
  ...emptyCoverLetterForm,
  job_title: ' Data Engineer ',
  company_name: 'Acme',
  job_description: 'Build pipelines.',
}

describe('validateCoverLetterForm', () => {
  it('requires job title, company and description with the spec texts', () => {
    expect(validateCoverLetterForm({ ...emptyCoverLetterForm, job_title: '  ' }, 'r1')).toEqual({
      job_title: 'Please provide a job title.',
      company_name: 'Please provide a company name.',
      job_description: 'Please provide a job description or requirements.',
    })
  })

  it('needs a resume while integration is on, and none when it is off', () => {
    expect(validateCoverLetterForm(filled, null)).toEqual({
      resume: 'Please upload a resume or select a previous one.',
    })
    expect(validateCoverLetterForm(filled, 'r1')).toEqual({})
    expect(validateCoverLetterForm({ ...filled, uploaded_resume: new File(['x'], 'cv.pdf') }, null)).toEqual(
      {},
    )
    expect(validateCoverLetterForm({ ...filled, use_resume: false }, null)).toEqual({})
  })
})

describe('toGenerateRequestBody', () => {
  it('sends JSON with the trimmed fields, the options and the chosen previous resume', () => {
    expect(toGenerateRequestBody(filled, 'r1')).toEqual({
      job_title: 'Data Engineer',
      company_name: 'Acme',
      job_description: 'Build pipelines.',
      hiring_manager_name: '',
      referral_source: '',
      additional_info: '',
      tone: 'professional',
      template: 'modern',
      length: 'medium',
      resume_id: 'r1',
    })
  })

  it('leaves the resume out when integration is off', () => {
    expect(toGenerateRequestBody({ ...filled, use_resume: false }, 'r1')).not.toHaveProperty('resume_id')
  })

  it('sends multipart with uploaded_resume when a file is chosen', () => {
    const file = new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })
    const body = toGenerateRequestBody({ ...filled, tone: 'confident', uploaded_resume: file }, null)
    expect(body).toBeInstanceOf(FormData)
    const form = body as FormData
    expect(form.get('uploaded_resume')).toBeInstanceOf(File)
    expect(form.get('tone')).toBe('confident')
    expect(form.get('job_title')).toBe('Data Engineer')
    expect(form.has('resume_id')).toBe(false)
  })
})
