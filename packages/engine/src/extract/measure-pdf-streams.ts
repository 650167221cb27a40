import { createInflate, inflateSync } from 'node:zlib'

// pdf.js inflates every stream it touches into one growing buffer outside the JS heap, so a 1 MB stream
// that inflates to 1 GB costs 1 GB of memory that the heap limit never sees. Every filter is decoded here
// first, counting the output without keeping it, so such a file is refused before pdf.js reads it.

const STREAM = Buffer.from('stream')
// A resume has tens of streams, a 500-page report a few thousand; each costs a window scan and a decoder.
const MAX_STREAMS = 5_000

/** Filters that shrink or expand; image codecs (DCT, JPX, CCITT, JBIG2) are not decoded to read text. */
const filterNames: Record<string, 'flate' | 'lzw' | 'rl' | 'ahx' | 'a85'> = {
  FlateDecode: 'flate',
  Fl: 'flate',
  LZWDecode: 'lzw',
  LZW: 'lzw',
  RunLengthDecode: 'rl',
  RL: 'rl',
  ASCIIHexDecode: 'ahx',
  AHx: 'ahx',
  ASCII85Decode: 'a85',
  A85: 'a85',
}

// A sound stream this small is inflated at once: a resume's few dozen streams cost no trips to the thread pool.
const AT_ONCE = 4 * 1024 * 1024

/** Bytes out of `steps` chained Flate decoders in one call, or null when a stream is damaged or too large. */
function inflatedSizeAtOnce(data: Uint8Array, steps: number, cap: number): number | null {
  try {
    let bytes = data
    for (let i = 0; i < steps; i++)
      bytes = inflateSync(bytes, { maxOutputLength: Math.min(cap + 1, AT_ONCE) })
    return bytes.length
  } catch {
    return null
  }
}

/**
 * Bytes out of `steps` chained Flate decoders, counted as they stream out and dropped; stops past `cap`.
 * A damaged or truncated stream counts what came out before the damage, as pdf.js would have read it.
 */
function inflatedSize(data: Uint8Array, steps: number, cap: number): Promise<number> {
  return new Promise((resolve) => {
    const stages = Array.from({ length: steps }, () => createInflate({ chunkSize: 64 * 1024 }))
    let size = 0
    const finish = () => {
      for (const stage of stages) stage.destroy()
      resolve(size)
    }
    stages.forEach((stage, i) => {
      stage.on('error', finish)
      const next = stages[i + 1]
      if (next) stage.pipe(next)
      else
        stage.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > cap) finish()
        })
    })
    stages.at(-1)!.on('end', finish)
    stages[0]!.end(data)
  })
}

function decodeHex(data: Uint8Array): Uint8Array {
  const out: number[] = []
  let high = -1
  for (const c of data) {
    if (c === 0x3e) break
    const v =
      c >= 0x30 && c <= 0x39 ? c - 48 : (c | 0x20) >= 0x61 && (c | 0x20) <= 0x66 ? (c | 0x20) - 87 : -1
    if (v < 0) continue
    if (high < 0) high = v
    else {
      out.push(high * 16 + v)
      high = -1
    }
  }
  if (high >= 0) out.push(high * 16)
  return Uint8Array.from(out)
}

function decode85(data: Uint8Array): Uint8Array {
  const out: number[] = []
  let group: number[] = []
  const flush = (n: number) => {
    while (group.length < 5) group.push(84)
    const value = group.reduce((v, d) => v * 85 + d, 0)
    for (let i = 0; i < n - 1; i++) out.push((value >>> (24 - 8 * i)) & 0xff)
    group = []
  }
  for (const c of data) {
    if (c === 0x7e) break
    if (c === 0x7a && group.length === 0) out.push(0, 0, 0, 0)
    else if (c >= 0x21 && c <= 0x75) {
      group.push(c - 33)
      if (group.length === 5) flush(5)
    }
  }
  if (group.length > 1) flush(group.length)
  return Uint8Array.from(out)
}

/** Decoded size of a RunLengthDecode stream, counted without building it. */
function runLengthSize(data: Uint8Array): number {
  let size = 0
  for (let i = 0; i < data.length; ) {
    const n = data[i]!
    if (n === 128) break
    if (n < 128) {
      size += n + 1
      i += n + 2
    } else {
      size += 257 - n
      i += 2
    }
  }
  return size
}

/** Decoded size of an LZWDecode stream (early change on), counted from code lengths without building it. */
function lzwSize(data: Uint8Array, cap: number): number {
  const lengths = new Uint32Array(4096).fill(1)
  let size = 0
  let next = 258
  let prev = -1
  let bits = 9
  let buffer = 0
  let buffered = 0
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff
    buffered += 8
    while (buffered >= bits) {
      buffered -= bits
      const code = (buffer >>> buffered) & ((1 << bits) - 1)
      if (code === 257) return size
      if (code === 256) {
        next = 258
        prev = -1
      } else {
        const length = code < next ? lengths[code]! : prev >= 0 ? lengths[prev]! + 1 : 0
        if (!length) return size
        size += length
        if (size > cap) return size
        if (prev >= 0 && next < 4096) lengths[next++] = lengths[prev]! + 1
        prev = code
      }
      bits = next + 1 >= 2048 ? 12 : next + 1 >= 1024 ? 11 : next + 1 >= 512 ? 10 : 9
    }
  }
  return size
}

/** The filter chain named in a stream's dictionary: `/Filter /FlateDecode` or `/Filter [/A85 /Fl]`. */
export function readFilters(dictionary: string): string[] {
  const match = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)
  return match ? [...match[1]!.matchAll(/\/([A-Za-z0-9]+)/g)].map((m) => m[1]!) : []
}

/** Decoded size of one stream's data through its filters, counting stops once it passes `cap`. */
async function decodedSize(data: Uint8Array, filters: string[], cap: number): Promise<number> {
  let bytes = data
  const known = filters.map((name) => filterNames[name])
  for (const [i, filter] of known.entries()) {
    if (filter === 'ahx') bytes = decodeHex(bytes)
    else if (filter === 'a85') bytes = decode85(bytes)
    else if (filter === 'lzw') return lzwSize(bytes, cap)
    else if (filter === 'rl') return runLengthSize(bytes)
    else if (filter === 'flate') {
      const steps = known.slice(i).findIndex((f) => f !== 'flate')
      const chain = steps < 0 ? known.length - i : steps
      return inflatedSizeAtOnce(bytes, chain, cap) ?? inflatedSize(bytes, chain, cap)
    } else break
  }
  return bytes.length
}

/**
 * Sums the decoded sizes of a PDF's streams, stopping as soon as the sum passes `budget` (or past 5,000
 * streams); more than `budget` means "refuse". Stream data is read from its keyword to the end of the file:
 * every filter ends itself, so a wrong or indirect /Length cannot hide bytes from the count.
 */
export async function measurePdfStreams(bytes: Uint8Array, budget: number): Promise<number> {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  let total = 0
  let streams = 0
  for (let at = buffer.indexOf(STREAM); at >= 0; at = buffer.indexOf(STREAM, at + 6)) {
    let start = at + 6
    if (buffer[start] === 0x0d) start++
    if (buffer[start] === 0x0a) start++
    if (start === at + 6 || buffer.toString('latin1', at - 3, at) === 'end') continue
    // Every candidate counts, filtered or not, so a file of bare "stream" keywords cannot make this slow.
    if (++streams > MAX_STREAMS) return budget + 1
    const window = buffer.toString('latin1', Math.max(0, at - 4096), at)
    const filters = readFilters(window.slice(window.lastIndexOf('obj') + 1))
    if (filters.length) total += await decodedSize(bytes.subarray(start), filters, budget - total)
    if (total > budget) return total
  }
  return total
}
