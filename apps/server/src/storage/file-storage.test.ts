import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FileStorage } from './file-storage.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { createS3FileStorage } from './s3-file-storage.ts'

// s3rver is a local S3-compatible server: the driver speaks the real REST protocol to it. It checks access keys
// but not SigV4 signatures, which aws4fetch computes.
const s3Dir = mkdtempSync(join(tmpdir(), 'tailor-s3-'))
const s3 = new S3rver({
  port: 0,
  address: '127.0.0.1',
  silent: true,
  directory: s3Dir,
  configureBuckets: [{ name: 'tailor', configs: [] }],
})

let drivers: [string, FileStorage][] = []
let s3Port = 0

beforeAll(async () => {
  const { port } = (await s3.run()) as { port: number }
  s3Port = port
  drivers = [
    ['local', createLocalFileStorage(mkdtempSync(join(tmpdir(), 'tailor-files-')))],
    [
      's3',
      createS3FileStorage({
        endpoint: `http://127.0.0.1:${port}`,
        bucket: 'tailor',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
      }),
    ],
  ]
})
afterAll(async () => {
  await s3.close()
  rmSync(s3Dir, { recursive: true, force: true })
})

describe('file storage drivers', () => {
  it('store, read back, overwrite and delete bytes', async () => {
    for (const [name, storage] of drivers) {
      const bytes = new Uint8Array([0, 1, 2, 250, 255])
      await storage.put('resumes/u1/r1.pdf', bytes, 'application/pdf')
      expect(await storage.get('resumes/u1/r1.pdf'), name).toEqual(bytes)
      await storage.put('resumes/u1/r1.pdf', new Uint8Array([9]), 'application/pdf')
      expect(await storage.get('resumes/u1/r1.pdf'), name).toEqual(new Uint8Array([9]))
      await storage.delete('resumes/u1/r1.pdf')
      expect(await storage.get('resumes/u1/r1.pdf'), name).toBeNull()
    }
  })

  it('return null for a key that was never stored', async () => {
    for (const [name, storage] of drivers) expect(await storage.get('nothing/here.txt'), name).toBeNull()
  })

  it('refuse keys that could escape their folder', async () => {
    for (const [, storage] of drivers) {
      await expect(storage.put('../etc/passwd', new Uint8Array([1]), 'text/plain')).rejects.toThrow(/Unsafe/)
      await expect(storage.get('a/../../b')).rejects.toThrow(/Unsafe/)
    }
  })

  it('the S3 driver fails loudly when the credentials are refused', async () => {
    const forged = createS3FileStorage({
      endpoint: `http://127.0.0.1:${s3Port}`,
      bucket: 'tailor',
      region: 'us-east-1',
      accessKeyId: 'UNKNOWN-KEY',
      secretAccessKey: 'wrong-secret',
    })
    await expect(forged.put('a.txt', new Uint8Array([1]), 'text/plain')).rejects.toThrow(
      /S3 PUT a.txt failed: 403/,
    )
  })
})
