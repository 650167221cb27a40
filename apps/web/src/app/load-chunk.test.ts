import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChunkLoadError, loadChunk } from './load-chunk.ts'

describe('loadChunk', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('resolves with the module when the import succeeds', async () => {
    await expect(loadChunk('pricing', async () => ({ Component: 'x' }))).resolves.toEqual({ Component: 'x' })
  })

  it('turns a failed import into a ChunkLoadError naming the chunk and the failure type', async () => {
    const failure = loadChunk('pricing', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError)
    await expect(failure).rejects.toThrow(
      'Loading chunk pricing failed.\n(error: Failed to fetch dynamically imported module)',
    )
  })

  it('rejects with a timeout ChunkLoadError when the chunk never arrives', async () => {
    vi.useFakeTimers()
    const pending = loadChunk('auth', () => new Promise<never>(() => {}), 120_000)
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' })
    await vi.advanceTimersByTimeAsync(120_000)
    await assertion
  })
})
