import { rmSync } from 'node:fs'
import net from 'node:net'
import { join } from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { createWireSession } from './pglite-wire-session.ts'

/**
 * Runs inside the embedded database's own thread: opens PGlite on the data folder and serves it over a Unix
 * socket in PostgreSQL's wire protocol, so the server talks to it with the same driver as to a real
 * PostgreSQL and PGlite's work (queries, synchronous file writes) never blocks the request thread.
 * PGlite has one session, so connections take turns; the server's pool holds a single one.
 */
const { dataDir, socketDir } = workerData as { dataDir: string; socketDir: string }
const socketPath = join(socketDir, '.s.PGSQL.5432')
const db = new PGlite(dataDir)
await db.waitReady

let turn = Promise.resolve()
const server = net.createServer((socket) => {
  turn = turn.then(
    () =>
      new Promise<void>((done) => {
        const session = createWireSession(db, socket)
        socket.once('close', () => void session.end().then(done))
        socket.resume()
      }),
  )
  socket.pause()
})
server.listen(socketPath, () => parentPort?.postMessage({ ready: true }))
parentPort?.on('message', (message: { stop?: boolean }) => {
  if (!message.stop) return
  server.close()
  void turn
    .then(() => db.close())
    .finally(() => {
      rmSync(socketDir, { recursive: true, force: true })
      parentPort?.postMessage({ stopped: true })
    })
})
