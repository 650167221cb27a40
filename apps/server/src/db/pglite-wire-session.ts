import type { Socket } from 'node:net'
import type { PGlite } from '@electric-sql/pglite'

const SSL_REQUEST = 80_877_103
const GSS_REQUEST = 80_877_104
const TERMINATE = 0x58 // 'X'

/** A backend message: a type byte, then its length (counting itself) and body. */
function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5)
  head.write(type, 0, 'latin1')
  head.writeInt32BE(body.length + 4, 1)
  return Buffer.concat([head, body])
}

const int32s = (...values: number[]) => {
  const body = Buffer.alloc(values.length * 4)
  for (const [i, value] of values.entries()) body.writeInt32BE(value, i * 4)
  return body
}

/** What a PostgreSQL server says after accepting a connection: no password (the socket is private), then ready. */
const greeting = Buffer.concat([
  message('R', int32s(0)),
  ...Object.entries({
    server_version: '17',
    client_encoding: 'UTF8',
    DateStyle: 'ISO, MDY',
    integer_datetimes: 'on',
    standard_conforming_strings: 'on',
  }).map(([name, value]) => message('S', Buffer.from(`${name}\0${value}\0`))),
  message('K', int32s(process.pid, 0)),
  message('Z', Buffer.from('I')),
])

const rollback = new Uint8Array(message('Q', Buffer.from('ROLLBACK\0')))

/**
 * One client connection to PGlite: answers the start-up handshake itself, then hands each frontend message to
 * PGlite in order and writes back what PGlite answers. When the client goes, a transaction it left open is
 * rolled back so the next connection starts clean.
 */
export function createWireSession(db: PGlite, socket: Socket) {
  let pending = Buffer.alloc(0)
  let started = false
  let work = Promise.resolve()
  const run = (bytes: Uint8Array) => {
    work = work.then(async () => {
      const reply = await db.execProtocolRaw(bytes)
      if (reply.length && !socket.destroyed) socket.write(reply)
    })
    work.catch((error: Error) => socket.destroy(error))
  }
  const takeStartup = () => {
    if (pending.length < 8 || pending.length < pending.readInt32BE(0)) return false
    const code = pending.readInt32BE(4)
    pending = pending.subarray(pending.readInt32BE(0))
    if (code === SSL_REQUEST || code === GSS_REQUEST) socket.write('N')
    else {
      started = true
      socket.write(greeting)
    }
    return true
  }
  const takeMessage = () => {
    if (pending.length < 5 || pending.length < pending.readInt32BE(1) + 1) return false
    const bytes = pending.subarray(0, pending.readInt32BE(1) + 1)
    pending = pending.subarray(bytes.length)
    if (bytes[0] === TERMINATE) socket.end()
    else run(new Uint8Array(bytes))
    return true
  }
  socket.on('data', (data: Buffer) => {
    pending = Buffer.concat([pending, data])
    while (started ? takeMessage() : takeStartup());
  })
  socket.on('error', () => socket.destroy())
  return {
    /** Waits for the messages already received, then leaves no transaction open. */
    end: () =>
      work
        .catch(() => {})
        .then(() => db.execProtocolRaw(rollback))
        .then(
          () => {},
          () => {},
        ),
  }
}
