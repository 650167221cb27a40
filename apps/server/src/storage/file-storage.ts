/** Where uploaded originals and generated files live: a local folder by default, S3-compatible storage in production. */
export interface FileStorage {
  readonly kind: 'local' | 's3'
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The stored bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>
  delete(key: string): Promise<void>
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,500}$/i

/** Keys are built by the server, never from user input; this guards against a mistake turning into path traversal. */
export function requireSafeKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`Unsafe storage key: ${key}`)
  return key
}
