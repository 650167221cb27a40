// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, json, renderScreen, signIn } from '../../../test/render-screen.tsx'
import { CoverLetterGenerator } from './cover-letter-generator.tsx'

beforeEach(signIn)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

const previousResume = {
  id: 'resume-1',
  filename: 'maria-lopez.pdf',
  created_at: '2026-11-01T10:00:00Z',
  last_used_at: '2026-11-20T10:00:00Z',
  format: 'pdf',
}
const submitButton = () => screen.getByRole('button', { name: /Generate Cover Letter|Generating/ })

/** The /cover-letter form beside a stand-in pricing page; `generate` answers the generate request. */
function renderForm(
  generate: (request: Request) => Response | Promise<Response>,
  previous = [previousResume],
) {
  const server = fakeServer({
    'GET /api/v1/resume/latest/': () => json({ count: previous.length, results: previous }),
    'POST /api/v1/cover-letters/generate/': generate,
  })
  renderScreen(
    <Routes>
      <Route path="/cover-letter" element={<CoverLetterGenerator />} />
      <Route path="/pricing" element={<p>Pricing page</p>} />
    </Routes>,
    '/cover-letter',
  )
  return { server, user: userEvent.setup() }
}

async function fillJob(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Job Title', { exact: false }), 'Backend Engineer')
  await user.type(screen.getByLabelText('Company Name', { exact: false }), 'Stripe')
  await user.type(screen.getByLabelText('Job Description', { exact: false }), 'Python and PostgreSQL.')
}

describe('the cover letter form', () => {
  it('names every missing required field and sends nothing', async () => {
    const { server, user } = renderForm(() => json({}), [])
    await user.click(submitButton())
    for (const message of [
      'Please provide a job title.',
      'Please provide a company name.',
      'Please provide a job description or requirements.',
      'Please upload a resume or select a previous one.',
    ])
      expect(await screen.findByText(message)).toBeTruthy()
    await user.type(screen.getByLabelText('Job Title', { exact: false }), 'Backend Engineer')
    expect(screen.queryByText('Please provide a job title.')).toBeNull()
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('writes from the first previous resume by default, showing "Generating..." while it works', async () => {
    let answer: (response: Response) => void = () => {}
    const { server, user } = renderForm(() => new Promise((resolve) => (answer = resolve)))
    await screen.findByText('maria-lopez.pdf')
    await fillJob(user)
    await user.click(submitButton())
    await waitFor(() => expect(submitButton().textContent).toBe('Generating...'))
    expect(screen.getByText('Crafting your cover letter...')).toBeTruthy()
    const body = await server.requests.find((r) => r.method === 'POST')!.json()
    expect(body).toMatchObject({
      job_title: 'Backend Engineer',
      company_name: 'Stripe',
      job_description: 'Python and PostgreSQL.',
      resume_id: 'resume-1',
    })
    answer(json({ success: false }))
    expect(await screen.findByText('Failed to generate cover letter. Please try again.')).toBeTruthy()
  })

  it('writes from the job alone when "Use my resume" is off', async () => {
    const { server, user } = renderForm(() => json({ detail: 'internal' }, 500))
    await user.click(screen.getByRole('checkbox', { name: /Use my resume/ }))
    await fillJob(user)
    await user.click(submitButton())
    expect(await screen.findByText('Failed to generate cover letter. Please try again later.')).toBeTruthy()
    expect(screen.queryByText('internal')).toBeNull()
    const body = await server.requests.find((r) => r.method === 'POST')!.json()
    expect(body).not.toHaveProperty('resume_id')
  })

  it('goes to the pricing page when the server asks for payment (402)', async () => {
    const { user } = renderForm(() => json({ detail: 'Insufficient credits.' }, 402))
    await fillJob(user)
    await user.click(submitButton())
    expect(await screen.findByText('Pricing page')).toBeTruthy()
  })
})
