// docs/product.md § Limits and § Errors: a route chunk that fails or takes over 120 s to load becomes a ChunkLoadError
// ("Loading chunk {id} failed" with the failure type), which the route error screen recognises.

export const chunkLoadTimeoutMs = 120_000

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError'
  constructor(
    readonly chunkId: string,
    readonly type: 'timeout' | 'error',
    detail: string,
  ) {
    super(`Loading chunk ${chunkId} failed.\n(${type}: ${detail})`)
  }
}

export function loadChunk<T>(
  chunkId: string,
  load: () => Promise<T>,
  timeoutMs = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(chunkId, 'timeout', `no reply in ${timeoutMs} ms`)),
      timeoutMs,
    )
    load().then(
      (module) => {
        clearTimeout(timer)
        resolve(module)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(new ChunkLoadError(chunkId, 'error', error instanceof Error ? error.message : String(error)))
      },
    )
  })
}
