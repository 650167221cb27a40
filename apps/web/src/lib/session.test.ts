import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from './create-memory-storage.ts'
import { createSessionStore } from './session.ts'

describe('createSessionStore', () => {
  it('stores the four session keys on login, defaulting the name to "User"', () => {
    const storage = createMemoryStorage()
    createSessionStore(storage).save({ access: 'a1', refresh: 'r1', name: '', email: 'ada@example.com' })
    expect(storage.getItem('accessToken')).toBe('a1')
    expect(storage.getItem('refreshToken')).toBe('r1')
    expect(storage.getItem('username')).toBe('User')
    expect(storage.getItem('email')).toBe('ada@example.com')
  })

  it('updates the shown name and e-mail after a change in Settings, and tells subscribers', () => {
    const storage = createMemoryStorage({ accessToken: 'a', username: 'Ada', email: 'ada@example.com' })
    const session = createSessionStore(storage)
    const listener = vi.fn()
    session.subscribe(listener)
    session.setProfile({ name: 'Ada Lovelace' })
    expect(session.read()).toMatchObject({
      username: 'Ada Lovelace',
      email: 'ada@example.com',
      accessToken: 'a',
    })
    session.setProfile({ email: 'ada@new.example' })
    expect(session.read().email).toBe('ada@new.example')
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('removes all four keys on clear and leaves other keys alone', () => {
    const storage = createMemoryStorage({
      accessToken: 'a',
      refreshToken: 'r',
      username: 'u',
      email: 'e',
      theme: 'dark',
    })
    createSessionStore(storage).clear()
    expect(storage.length).toBe(1)
    expect(storage.getItem('theme')).toBe('dark')
  })

  it('keeps the old refresh token when a refresh reply has none', () => {
    const storage = createMemoryStorage({ accessToken: 'old', refreshToken: 'r1' })
    createSessionStore(storage).setTokens('new')
    expect(storage.getItem('accessToken')).toBe('new')
    expect(storage.getItem('refreshToken')).toBe('r1')
  })

  it('notifies subscribers of every change until they unsubscribe', () => {
    const session = createSessionStore(createMemoryStorage())
    const listener = vi.fn()
    const unsubscribe = session.subscribe(listener)
    session.save({ access: 'a', refresh: 'r' })
    session.clear()
    unsubscribe()
    session.save({ access: 'a', refresh: 'r' })
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
