import { inflateRawSync } from 'node:zlib'
import { ExtractError } from './extract-error.ts'

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  size: number
  localHeaderOffset: number
}

const u16 = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8)
const u32 = (b: Uint8Array, i: number) =>
  (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0

/** Lists a zip's entries from its central directory without inflating anything. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  // The end-of-central-directory record sits in the last 22 + 65535 bytes.
  let eocd = -1
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (u32(bytes, i) === 0x06054b50) {
      eocd = i
      break
    }
  }
  if (eocd < 0) throw new ExtractError('corrupt')
  const count = u16(bytes, eocd + 10)
  let p = u32(bytes, eocd + 16)
  const decoder = new TextDecoder()
  const entries: ZipEntry[] = []
  for (let n = 0; n < count; n++) {
    if (p + 46 > bytes.length || u32(bytes, p) !== 0x02014b50) throw new ExtractError('corrupt')
    const nameLength = u16(bytes, p + 28)
    const extraLength = u16(bytes, p + 30)
    const commentLength = u16(bytes, p + 32)
    entries.push({
      name: decoder.decode(bytes.subarray(p + 46, p + 46 + nameLength)),
      method: u16(bytes, p + 10),
      compressedSize: u32(bytes, p + 20),
      size: u32(bytes, p + 24),
      localHeaderOffset: u32(bytes, p + 42),
    })
    p += 46 + nameLength + extraLength + commentLength
  }
  return entries
}

/** Inflates one entry, refusing to produce more bytes than the directory declared (a lying zip bomb). */
export function readZipEntry(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const h = entry.localHeaderOffset
  if (h + 30 > bytes.length || u32(bytes, h) !== 0x04034b50) throw new ExtractError('corrupt')
  const start = h + 30 + u16(bytes, h + 26) + u16(bytes, h + 28)
  const data = bytes.subarray(start, start + entry.compressedSize)
  if (data.length < entry.compressedSize) throw new ExtractError('corrupt')
  if (entry.method === 0) return data
  if (entry.method !== 8) throw new ExtractError('corrupt')
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, entry.size) })
  } catch (cause) {
    throw new ExtractError('corrupt', undefined, { cause })
  }
}
