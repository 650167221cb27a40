import {
  type ExportOption,
  type ImportedPosting,
  postingAsJobDescription,
  type TailoringMode,
} from '@tailor/contracts'

// The /analysis form as plain data: its state, its clearing rules (docs/product.md § States), validation
// (§ Validation) and the request body (§ API). The screen only renders it.

export type ResumeSource = 'file' | 'text'
export type JobTab = 'description' | 'link'

export interface TailorFormState {
  source: ResumeSource
  file: File | null
  previousId: string | null
  text: string
  jobTab: JobTab
  jobDescription: string
  jobUrl: string
  /** The posting read from jobUrl, its description editable; null until Import succeeds. */
  importedJob: ImportedPosting | null
  /** The template picked here; null means the default (the ?template= link, else the first). */
  template: string | null
  mode: TailoringMode
  level: number
  exportOption: ExportOption
}

/** docs/product.md § Limits defaults. */
export const initialTailorForm: TailorFormState = {
  source: 'file',
  file: null,
  previousId: null,
  text: '',
  jobTab: 'description',
  jobDescription: '',
  jobUrl: '',
  importedJob: null,
  template: null,
  mode: 'tailoring',
  level: 50,
  exportOption: 'download',
}

export type TailorFormAction =
  | { type: 'source'; source: ResumeSource }
  | { type: 'file'; file: File | null }
  | { type: 'previous'; id: string }
  | { type: 'text'; text: string }
  | { type: 'jobTab'; tab: JobTab }
  | { type: 'jobDescription'; text: string }
  | { type: 'jobUrl'; url: string }
  | { type: 'importedJob'; posting: ImportedPosting }
  | { type: 'importedDescription'; text: string }
  | { type: 'template'; id: string }
  | { type: 'mode'; mode: TailoringMode }
  | { type: 'level'; level: number }
  | { type: 'exportOption'; option: ExportOption }

export function tailorFormReducer(state: TailorFormState, action: TailorFormAction): TailorFormState {
  switch (action.type) {
    case 'source':
      // Switching to text clears the file and the selection; switching to file clears the text.
      return action.source === 'text'
        ? { ...state, source: 'text', file: null, previousId: null }
        : { ...state, source: 'file', text: '' }
    case 'file':
      // A new file clears a selected previous resume, and the reverse.
      return { ...state, file: action.file, previousId: action.file ? null : state.previousId }
    case 'previous':
      return { ...state, previousId: action.id, file: null }
    case 'text':
      return { ...state, text: action.text }
    case 'jobTab':
      return { ...state, jobTab: action.tab }
    case 'jobDescription':
      return { ...state, jobDescription: action.text }
    case 'jobUrl':
      // A different link no longer matches the posting read from the old one.
      return { ...state, jobUrl: action.url, importedJob: null }
    case 'importedJob':
      return { ...state, importedJob: action.posting }
    case 'importedDescription':
      return state.importedJob
        ? { ...state, importedJob: { ...state.importedJob, description: action.text } }
        : state
    case 'template':
      return { ...state, template: action.id }
    case 'mode':
      return { ...state, mode: action.mode }
    case 'level':
      return { ...state, level: Math.min(100, Math.max(0, Math.round(action.level))) }
    case 'exportOption':
      return { ...state, exportOption: action.option }
  }
}

export const tailorFormMessages = {
  noResume: 'Please upload a resume or select a previous one.',
  noText: 'Please provide your resume text.',
  noLink: 'Please provide a job link.',
} as const

/** Why the form cannot be sent yet (the button stays disabled), or null. The job description is optional. */
export function getTailorFormError(state: TailorFormState): string | null {
  if (state.source === 'file' && !state.file && !state.previousId) return tailorFormMessages.noResume
  if (state.source === 'text' && !state.text.trim()) return tailorFormMessages.noText
  if (state.jobTab === 'link' && !state.jobUrl.trim()) return tailorFormMessages.noLink
  return null
}

/**
 * The job as sent: on the Job Link tab the link, with the imported (and possibly edited) posting when it was
 * read here; with the link alone the server reads it.
 */
function jobFields(state: TailorFormState): { jobDescription: string; jobUrl: string } {
  if (state.jobTab === 'description') return { jobDescription: state.jobDescription.trim(), jobUrl: '' }
  const jobDescription = state.importedJob ? postingAsJobDescription(state.importedJob) : ''
  return { jobDescription, jobUrl: state.jobUrl.trim() }
}

/**
 * The tailor request in the spec's three shapes: multipart for a new file (2), JSON with the text (1),
 * JSON naming a previous resume (3).
 */
export function buildTailorBody(
  state: TailorFormState,
  template: string,
): FormData | Record<string, unknown> {
  const { jobDescription, jobUrl } = jobFields(state)
  if (state.source === 'file' && state.file) {
    const form = new FormData()
    form.append('file', state.file, state.file.name)
    form.append('job_description', jobDescription)
    form.append('job_url', jobUrl)
    form.append('template', template)
    form.append('tailoring_mode', state.mode)
    form.append('tailoring_level', String(state.level))
    form.append('export_option', state.exportOption)
    return form
  }
  if (state.source === 'file' && state.previousId) {
    return {
      resume: { id: state.previousId },
      jobDetails: { content: jobDescription, url: jobUrl },
      template,
      tailoring: { mode: state.mode, level: state.level },
      exportOption: state.exportOption,
    }
  }
  return {
    resume_text: state.text,
    job_description: jobDescription,
    job_url: jobUrl,
    template,
    tailoring_mode: state.mode,
    tailoring_level: state.level,
    export_option: state.exportOption,
  }
}

/** docs/product.md § Limits: under 30 more natural, over 70 heavily optimized, otherwise balanced. */
export function intensityHint(level: number): string {
  if (level < 30) return 'More natural: light touches that keep your own wording.'
  if (level > 70) return 'Heavily optimized: leads with the job’s language wherever your resume backs it up.'
  return 'Balanced: aligned with the job while keeping your voice.'
}
