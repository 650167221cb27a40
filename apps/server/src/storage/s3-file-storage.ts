import { AwsClient } from 'aws4fetch'
import { type FileStorage, requireSafeKey } from './file-storage.ts'

export type S3Settings = {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** S3-compatible object storage (AWS S3, MinIO, R2…) over plain HTTPS with SigV4 signing, path-style URLs. */
export function createS3FileStorage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  })
  const base = settings.endpoint.replace(/\/+$/, '')
  const urlOf = (key: string) =>
    `${base}/${encodeURIComponent(settings.bucket)}/${requireSafeKey(key).split('/').map(encodeURIComponent).join('/')}`

  async function send(method: string, key: string, init: RequestInit = {}) {
    const reply = await client.fetch(urlOf(key), { method, ...init, signal: AbortSignal.timeout(30_000) })
    if (!reply.ok && reply.status !== 404) {
      throw new Error(`S3 ${method} ${key} failed: ${reply.status} ${(await reply.text()).slice(0, 200)}`)
    }
    return reply
  }

  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await send('PUT', key, { body: bytes, headers: { 'content-type': contentType } })
    },
    async get(key) {
      const reply = await send('GET', key)
      return reply.status === 404 ? null : new Uint8Array(await reply.arrayBuffer())
    },
    async delete(key) {
      await send('DELETE', key)
    },
  }
}
