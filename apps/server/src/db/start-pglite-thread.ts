import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

export type PgliteThread = { socketDir: string; stop: () => Promise<void> }

/**
 * Starts the embedded database in its own thread (see serve-pglite.ts) and resolves once it accepts
 * connections on a Unix socket in a fresh private folder (mode 0700: only this user can connect). If the
 * thread dies while the server runs, the process cannot go on without its database, so it exits.
 */
export function startPgliteThread(dataDir: string): Promise<PgliteThread> {
  const socketDir = mkdtempSync(join(tmpdir(), 'tailor-pglite-'))
  const worker = new Worker(new URL('./pglite-entry.mjs', import.meta.url), {
    workerData: { dataDir, socketDir },
  })
  let state: 'starting' | 'running' | 'stopping' = 'starting'
  return new Promise((resolve, reject) => {
    const died = (error: Error) => {
      if (state === 'starting') reject(error)
      else if (state === 'running') {
        console.error(`The embedded database failed: ${error.message}`)
        process.exit(1)
      }
    }
    worker.on('error', died)
    worker.on('exit', (code) => died(new Error(`The embedded database stopped (exit code ${code}).`)))
    const stopped = new Promise<void>((done) => worker.once('exit', () => done()))
    worker.on('message', (message: { ready?: boolean; stopped?: boolean }) => {
      if (message.stopped) void worker.terminate()
      if (!message.ready) return
      state = 'running'
      resolve({
        socketDir,
        stop: () => {
          state = 'stopping'
          // The thread closes PGlite (writing its files out), says so and is ended.
          worker.postMessage({ stop: true })
          return stopped
        },
      })
    })
  })
}
