// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeServer, json, renderScreen } from '../../../test/render-screen.tsx'
import { AuthPanel } from './auth-panel.tsx'

beforeEach(() => localStorage.clear())
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

async function logIn(email: string, password: string) {
  const user = userEvent.setup()
  renderScreen(<AuthPanel />, '/auth')
  await user.type(screen.getByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Log In' }))
  return user
}

describe('the sign-in form', () => {
  it('asks for an email-typed address and a password it can show and hide', async () => {
    fakeServer({})
    const user = userEvent.setup()
    renderScreen(<AuthPanel />, '/auth')
    expect(screen.getByRole('tab', { name: 'Log In' }).getAttribute('aria-selected')).toBe('true')
    const email = screen.getByLabelText('Email')
    const password = screen.getByLabelText('Password')
    expect(email).toHaveProperty('type', 'email')
    expect(email).toHaveProperty('required', true)
    expect(password).toHaveProperty('type', 'password')
    expect(password).toHaveProperty('required', true)
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveProperty('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveProperty('type', 'password')
  })

  it('sends the trimmed address and keeps both tokens of a valid reply', async () => {
    const server = fakeServer({
      'POST /api/v1/user/token/': () =>
        json({ access: 'access-1', refresh: 'refresh-1', name: 'Ada', email: 'ada@example.com' }),
    })
    await logIn(' ada@example.com ', 'correct horse')
    await waitFor(() => expect(localStorage.length).toBeGreaterThan(0))
    expect(await server.requests[0]!.json()).toEqual({ email: 'ada@example.com', password: 'correct horse' })
    expect(Object.values({ ...localStorage })).toEqual(expect.arrayContaining(['access-1', 'refresh-1']))
  })

  it('shows the server’s reason when the login is refused', async () => {
    fakeServer({ 'POST /api/v1/user/token/': () => json({ detail: 'Wrong e-mail or password.' }, 401) })
    await logIn('ada@example.com', 'wrong')
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong e-mail or password.')
    expect(localStorage.length).toBe(0)
  })

  it('says "Login failed. Please check credentials and ensure email is verified." without a reason', async () => {
    fakeServer({ 'POST /api/v1/user/token/': () => new Response('', { status: 500 }) })
    await logIn('ada@example.com', 'secret')
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Login failed. Please check credentials and ensure email is verified.',
    )
  })

  it('says "Invalid response from server" when a 200 reply lacks the refresh token', async () => {
    fakeServer({ 'POST /api/v1/user/token/': () => json({ access: 'access-1' }) })
    await logIn('ada@example.com', 'secret')
    expect((await screen.findByRole('alert')).textContent).toContain('Invalid response from server')
    expect(localStorage.length).toBe(0)
  })

  it('signs up only through the "Registration Temporarily Disabled" dialog while registration is off', async () => {
    const server = fakeServer({})
    const user = userEvent.setup()
    renderScreen(<AuthPanel />, '/auth')
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }))
    expect(screen.getByLabelText('Password').getAttribute('placeholder')).toMatch(/min\. 8 characters/)
    await user.type(screen.getByLabelText('Email'), 'new@example.com')
    await user.click(screen.getByRole('button', { name: 'Create Account' }))
    expect(await screen.findByRole('dialog', { name: 'Registration Temporarily Disabled' })).toBeTruthy()
    expect(server.requests.filter((r) => r.url.endsWith('/register/'))).toEqual([])
  })
})
