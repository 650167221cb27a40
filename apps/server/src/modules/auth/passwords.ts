import { hash, verify } from '@node-rs/argon2'

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes): ~11 ms here.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const MIN_PASSWORD_LENGTH = 8

export const hashPassword = (password: string) => hash(password, options)

// Verifying against a real hash for unknown emails keeps response time from revealing which emails exist.
const dummyHash = hashPassword('not-a-real-password-0000')

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash ?? (await dummyHash), password)
  } catch {
    return false
  }
}
