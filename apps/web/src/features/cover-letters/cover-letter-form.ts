import type { CoverLetterLength, CoverLetterTemplate, CoverLetterTone } from '@tailor/contracts'

/** What the generator form holds; the text fields carry the request's field names. */
export interface CoverLetterFormValues {
  job_title: string
  company_name: string
  job_description: string
  hiring_manager_name: string
  referral_source: string
  additional_info: string
  tone: CoverLetterTone
  template: CoverLetterTemplate
  length: CoverLetterLength
  /** Resume integration (docs/product.md § Limits: on by default). */
  use_resume: boolean
  /** A previously used resume the user picked; null means the default (the first one). */
  resume_id: string | null
  uploaded_resume: File | null
}

export const emptyCoverLetterForm: CoverLetterFormValues = {
  job_title: '',
  company_name: '',
  job_description: '',
  hiring_manager_name: '',
  referral_source: '',
  additional_info: '',
  tone: 'professional',
  template: 'modern',
  length: 'medium',
  use_resume: true,
  resume_id: null,
  uploaded_resume: null,
}

export type CoverLetterFormErrors = Partial<
  Record<'job_title' | 'company_name' | 'job_description' | 'resume', string>
>

/** docs/product.md § Validation: checks; `resumeId` is the previous resume in effect (picked or the default). */
export function validateCoverLetterForm(
  values: CoverLetterFormValues,
  resumeId: string | null,
): CoverLetterFormErrors {
  const errors: CoverLetterFormErrors = {}
  if (!values.job_title.trim()) errors.job_title = 'Please provide a job title.'
  if (!values.company_name.trim()) errors.company_name = 'Please provide a company name.'
  if (!values.job_description.trim())
    errors.job_description = 'Please provide a job description or requirements.'
  if (values.use_resume && !values.uploaded_resume && !resumeId)
    errors.resume = 'Please upload a resume or select a previous one.'
  return errors
}

/** The request body: multipart when a file is uploaded, else JSON (with resume_id when one is chosen). */
export function toGenerateRequestBody(
  values: CoverLetterFormValues,
  resumeId: string | null,
): FormData | Record<string, string> {
  const fields: Record<string, string> = {
    job_title: values.job_title.trim(),
    company_name: values.company_name.trim(),
    job_description: values.job_description.trim(),
    hiring_manager_name: values.hiring_manager_name.trim(),
    referral_source: values.referral_source.trim(),
    additional_info: values.additional_info.trim(),
    tone: values.tone,
    template: values.template,
    length: values.length,
  }
  if (values.use_resume && values.uploaded_resume) {
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('uploaded_resume', values.uploaded_resume)
    return form
  }
  if (values.use_resume && resumeId) fields.resume_id = resumeId
  return fields
}

/** Resume files the server reads (docs/product.md § Limits); the size limit comes from the server's config. */
export const resumeExtensions = ['pdf', 'doc', 'docx']
