// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, json, renderScreen, signIn } from '../../../test/render-screen.tsx'
import { TailorForm } from './tailor-form.tsx'

beforeEach(signIn)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const RESUME = 'Maria Lopez\nmaria@example.com\n\nExperience\nSenior Software Engineer, Fintrust Inc'
const submitButton = () => screen.getByRole('button', { name: /Analyze & Tailor Resume|Analyzing/ })

/** The /analysis form beside a stand-in pricing page; `tailor` answers the tailor request. */
function renderForm(tailor: (request: Request) => Response | Promise<Response>) {
  const server = fakeServer({
    'GET /api/v1/resume/templates/': () =>
      json({
        count: 1,
        results: [{ id: 'modern', name: 'Modern', description: 'Two columns', preview_image: '' }],
      }),
    'GET /api/v1/resume/latest/': () => json({ count: 0, results: [] }),
    'POST /api/v1/resume/tailor/': tailor,
  })
  const onResult = vi.fn()
  renderScreen(
    <Routes>
      <Route
        path="/analysis"
        element={
          <TailorForm templateParam={null} email={null} maxUploadBytes={1_000_000} onResult={onResult} />
        }
      />
      <Route path="/pricing" element={<p>Pricing page</p>} />
    </Routes>,
    '/analysis',
  )
  return { server, onResult, user: userEvent.setup() }
}

async function pasteResume(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Paste Text' }))
  await user.type(screen.getByLabelText('Resume text'), RESUME)
}

describe('the tailor form', () => {
  it('keeps "Analyze & Tailor Resume" disabled with the reason until a resume is given', async () => {
    const { user } = renderForm(() => json({}))
    expect(screen.getByRole('heading', { name: 'Provide Your Resume' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Add Job Details (Optional)' })).toBeTruthy()
    expect(submitButton()).toHaveProperty('disabled', true)
    expect(screen.getByText('Please upload a resume or select a previous one.')).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Paste Text' }))
    expect(screen.getByText('Please provide your resume text.')).toBeTruthy()
    await user.type(screen.getByLabelText('Resume text'), '   ')
    expect(submitButton()).toHaveProperty('disabled', true)
    await user.type(screen.getByLabelText('Resume text'), RESUME)
    expect(submitButton()).toHaveProperty('disabled', false)
    await user.click(screen.getByRole('tab', { name: 'Job Link' }))
    expect(screen.getByText('Please provide a job link.')).toBeTruthy()
    expect(submitButton()).toHaveProperty('disabled', true)
  })

  it('shows "Analyzing..." while working, then hands the reply on', async () => {
    let answer: (response: Response) => void = () => {}
    const { server, onResult, user } = renderForm(() => new Promise((resolve) => (answer = resolve)))
    await pasteResume(user)
    await user.type(screen.getByLabelText('Job description'), 'Backend Engineer. Python.')
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Analyzing...'))
    expect(submitButton()).toHaveProperty('disabled', true)
    answer(json({ success: true, resume_data: {}, highlights: {} }))
    await waitFor(() => expect(onResult).toHaveBeenCalledOnce())
    const body = await server.requests.find((r) => r.method === 'POST')!.json()
    expect(body).toMatchObject({
      resume_text: RESUME,
      job_description: 'Backend Engineer. Python.',
      tailoring_mode: 'tailoring',
      tailoring_level: 50,
      export_option: 'download',
    })
    expect(submitButton().textContent).toBe('Analyze & Tailor Resume')
  })

  it('says "Failed to process your resume. Please try again later." when the server fails', async () => {
    const { user } = renderForm(() => json({ detail: 'stack trace the user must not see' }, 500))
    await pasteResume(user)
    await user.click(submitButton())
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to process your resume. Please try again later.',
    )
  })

  it('goes to the pricing page when the server asks for payment (402)', async () => {
    const { onResult, user } = renderForm(() => json({ detail: 'Insufficient credits.' }, 402))
    await pasteResume(user)
    await user.click(submitButton())
    expect(await screen.findByText('Pricing page')).toBeTruthy()
    expect(onResult).not.toHaveBeenCalled()
  })
})
