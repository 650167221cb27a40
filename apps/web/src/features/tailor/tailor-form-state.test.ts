import { describe, expect, it } from 'vitest'
import {
  buildTailorBody,
  getTailorFormError,
  initialTailorForm,
  intensityHint,
  type TailorFormAction,
  type TailorFormState,
  tailorFormReducer,
} from './tailor-form-state.ts'

const run = (...actions: TailorFormAction[]) => actions.reduce(tailorFormReducer, initialTailorForm)
const file = new File(['%PDF-1.7'], 'resume.pdf', { type: 'application/pdf' })

describe('tailorFormReducer', () => {
  it('starts with the spec defaults', () => {
    expect(initialTailorForm).toMatchObject({
      level: 50,
      mode: 'tailoring',
      exportOption: 'download',
      source: 'file',
    })
  })

  it('clears a selected previous resume when a file is chosen, and the reverse', () => {
    expect(run({ type: 'previous', id: 'r1' }, { type: 'file', file })).toMatchObject({
      file,
      previousId: null,
    })
    expect(run({ type: 'file', file }, { type: 'previous', id: 'r1' })).toMatchObject({
      file: null,
      previousId: 'r1',
    })
  })

  it('removing the file keeps nothing selected', () => {
    expect(run({ type: 'file', file }, { type: 'file', file: null })).toMatchObject({
      file: null,
      previousId: null,
    })
  })

  it('switching to text clears the file and selection; switching back to file clears the text', () => {
    const text = run({ type: 'file', file }, { type: 'source', source: 'text' })
    expect(text).toMatchObject({ source: 'text', file: null, previousId: null })
    const back = tailorFormReducer({ ...text, text: 'Maria Lopez' }, { type: 'source', source: 'file' })
    expect(back).toMatchObject({ source: 'file', text: '' })
    expect(run({ type: 'previous', id: 'r1' }, { type: 'source', source: 'text' }).previousId).toBeNull()
  })

  it('keeps the level a whole number from 0 to 100', () => {
    expect(run({ type: 'level', level: 140 }).level).toBe(100)
    expect(run({ type: 'level', level: -3 }).level).toBe(0)
    expect(run({ type: 'level', level: 33.6 }).level).toBe(34)
  })
})

describe('getTailorFormError', () => {
  it('needs a file or a previous resume in file mode', () => {
    expect(getTailorFormError(initialTailorForm)).toBe('Please upload a resume or select a previous one.')
    expect(getTailorFormError(run({ type: 'file', file }))).toBeNull()
    expect(getTailorFormError(run({ type: 'previous', id: 'r1' }))).toBeNull()
  })

  it('needs non-blank text in text mode', () => {
    const text = run({ type: 'source', source: 'text' }, { type: 'text', text: '  \n ' })
    expect(getTailorFormError(text)).toBe('Please provide your resume text.')
    expect(getTailorFormError(tailorFormReducer(text, { type: 'text', text: 'Maria' }))).toBeNull()
  })

  it('needs a job link on the Job Link tab, and nothing for the optional description', () => {
    const ready = run({ type: 'previous', id: 'r1' })
    const linkTab = tailorFormReducer(ready, { type: 'jobTab', tab: 'link' })
    expect(getTailorFormError(linkTab)).toBe('Please provide a job link.')
    expect(getTailorFormError(tailorFormReducer(linkTab, { type: 'jobUrl', url: '  ' }))).toBe(
      'Please provide a job link.',
    )
    expect(
      getTailorFormError(tailorFormReducer(linkTab, { type: 'jobUrl', url: 'https://jobs.example/1' })),
    ).toBeNull()
    expect(getTailorFormError({ ...ready, jobDescription: '' })).toBeNull()
  })

  it('keeps an imported posting editable and drops it when the link changes', () => {
    const posting = {
      title: 'Chef',
      company: 'Bistro',
      location: '',
      employment_type: '',
      salary: '',
      description: '- Cook',
    }
    const imported = run(
      { type: 'jobTab', tab: 'link' },
      { type: 'jobUrl', url: 'https://jobs.example/1' },
      { type: 'importedJob', posting },
      { type: 'importedDescription', text: '- Cook pasta' },
    )
    expect(imported.importedJob?.description).toBe('- Cook pasta')
    expect(
      tailorFormReducer(imported, { type: 'jobUrl', url: 'https://jobs.example/2' }).importedJob,
    ).toBeNull()
  })
})

describe('buildTailorBody', () => {
  const options: Partial<TailorFormState> = {
    jobDescription: '  Backend Engineer  ',
    mode: 'report',
    level: 70,
  }

  it('sends a new file as multipart with the form fields', () => {
    const body = buildTailorBody(
      { ...run({ type: 'file', file }), ...options, exportOption: 'both' },
      'classic',
    )
    expect(body).toBeInstanceOf(FormData)
    const form = body as FormData
    expect((form.get('file') as File).name).toBe('resume.pdf')
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file'))).toEqual({
      job_description: 'Backend Engineer',
      job_url: '',
      template: 'classic',
      tailoring_mode: 'report',
      tailoring_level: '70',
      export_option: 'both',
    })
  })

  it('sends pasted text as JSON shape 1', () => {
    const state = {
      ...run({ type: 'source', source: 'text' }, { type: 'text', text: 'Maria Lopez' }),
      ...options,
    }
    expect(buildTailorBody(state, 'modern')).toEqual({
      resume_text: 'Maria Lopez',
      job_description: 'Backend Engineer',
      job_url: '',
      template: 'modern',
      tailoring_mode: 'report',
      tailoring_level: 70,
      export_option: 'download',
    })
  })

  it('sends the link with the imported posting on the Job Link tab, or the link alone', () => {
    const linked = run(
      { type: 'previous', id: 'r1' },
      { type: 'jobDescription', text: 'ignored on this tab' },
      { type: 'jobTab', tab: 'link' },
      { type: 'jobUrl', url: ' https://jobs.example/1 ' },
    )
    expect(buildTailorBody(linked, 'modern')).toMatchObject({
      jobDetails: { content: '', url: 'https://jobs.example/1' },
    })
    const posting = {
      title: 'Chef',
      company: 'Bistro',
      location: '',
      employment_type: '',
      salary: '',
      description: '- Cook',
    }
    expect(
      buildTailorBody(tailorFormReducer(linked, { type: 'importedJob', posting }), 'modern'),
    ).toMatchObject({
      jobDetails: { content: 'Chef\nCompany: Bistro\n- Cook', url: 'https://jobs.example/1' },
    })
  })

  it('names a previous resume in JSON shape 3', () => {
    expect(buildTailorBody({ ...run({ type: 'previous', id: 'r1' }), ...options }, 'minimal')).toEqual({
      resume: { id: 'r1' },
      jobDetails: { content: 'Backend Engineer', url: '' },
      template: 'minimal',
      tailoring: { mode: 'report', level: 70 },
      exportOption: 'download',
    })
  })
})

describe('intensityHint', () => {
  it('is natural under 30, heavily optimized over 70 and balanced between', () => {
    expect(intensityHint(29)).toMatch(/^More natural/)
    expect(intensityHint(30)).toMatch(/^Balanced/)
    expect(intensityHint(70)).toMatch(/^Balanced/)
    expect(intensityHint(71)).toMatch(/^Heavily optimized/)
  })
})
