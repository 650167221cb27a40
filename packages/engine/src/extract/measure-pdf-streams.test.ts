import { readFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { measurePdfStreams, readFilters } from './measure-pdf-streams.ts'
import { pdfWithStream, zlibRepeated } from './test-bombs.ts'

const MB = 1024 * 1024
const GB = 1024 * MB

/** LZW codes 256 (clear), 32, then 258, 259, …, each the last one plus a space, then 257 (end). */
function lzwStaircase(codes: number): Buffer {
  const bits: number[] = []
  const put = (code: number, width: number) => {
    for (let i = width - 1; i >= 0; i--) bits.push((code >> i) & 1)
  }
  put(256, 9)
  put(32, 9)
  const width = (next: number) => (next + 1 >= 2048 ? 12 : next + 1 >= 1024 ? 11 : next + 1 >= 512 ? 10 : 9)
  let next = 258
  for (; next < 258 + codes; next++) put(next, width(next))
  put(257, width(next))
  const out = Buffer.alloc(Math.ceil(bits.length / 8))
  bits.forEach((bit, i) => {
    out[i >> 3]! |= bit << (7 - (i & 7))
  })
  return out
}

describe('measurePdfStreams', () => {
  it('counts a real resume in well under a megabyte', async () => {
    const bytes = new Uint8Array(
      readFileSync(new URL('../../corpus/held-out/files/marketing-sofia-rossi.pdf', import.meta.url)),
    )
    const size = await measurePdfStreams(bytes, 64 * MB)
    expect(size).toBeGreaterThan(1000)
    expect(size).toBeLessThan(MB)
  })

  it('stops a 1 GB Flate stream just past the budget without holding it', async () => {
    const pdf = pdfWithStream(zlibRepeated(GB), '/FlateDecode')
    expect(pdf.length).toBeLessThan(1.1 * MB)
    const rss = process.memoryUsage().rss
    const size = await measurePdfStreams(pdf, 64 * MB)
    expect(size).toBeGreaterThan(64 * MB)
    expect(size).toBeLessThan(65 * MB)
    expect(process.memoryUsage().rss - rss).toBeLessThan(32 * MB)
  })

  it('sees through chained filters, text encodings, an indirect /Length and a bad checksum', async () => {
    const inner = zlibRepeated(80 * MB)
    const cases: [Uint8Array, string, string?][] = [
      [deflateSync(inner), '[/FlateDecode /FlateDecode]'],
      [Buffer.from(`${inner.toString('hex')}>`), '[/ASCIIHexDecode /FlateDecode]'],
      [Buffer.from(`${inner.toString('hex')}>`), '[/AHx /Fl]', '9 0 R'],
      [Buffer.concat([inner.subarray(0, -4), Buffer.from('oops')]), '/FlateDecode', '12'],
    ]
    for (const [data, filters, length] of cases) {
      expect(await measurePdfStreams(pdfWithStream(data, filters, length), 64 * MB)).toBeGreaterThan(64 * MB)
    }
  })

  it('counts RunLength and LZW output without building it', async () => {
    const runs = Buffer.alloc(2 * 600_000 + 1, 128)
    for (let i = 0; i < runs.length - 1; i += 2) runs[i] = 129
    expect(await measurePdfStreams(pdfWithStream(runs, '/RunLengthDecode'), 64 * MB)).toBe(128 * 600_000)
    const lzw = lzwStaircase(3000)
    expect(await measurePdfStreams(pdfWithStream(lzw, '/LZWDecode'), GB)).toBe((3001 * 3002) / 2)
  })

  it('refuses a file of more tiny streams than any resume has', async () => {
    const tiny = Buffer.concat([
      Buffer.from('1 0 obj\n<< /Filter /FlateDecode >>\nstream\n'),
      deflateSync('x'),
      Buffer.from('\nendstream\nendobj\n'),
    ])
    const many = (n: number) => Buffer.concat(Array.from({ length: n }, () => tiny))
    expect(await measurePdfStreams(many(100), 64 * MB)).toBe(100)
    expect(await measurePdfStreams(many(5_001), 64 * MB)).toBeGreaterThan(64 * MB)
  })

  it('gets through 10 MB of bare "stream" keywords', async () => {
    const bare = Buffer.from('stream\n'.repeat(1.5 * MB))
    expect(await measurePdfStreams(bare, 64 * MB)).toBeGreaterThan(64 * MB)
    expect(await measurePdfStreams(Buffer.from('stream\nx'.repeat(1000)), 64 * MB)).toBe(0)
  })

  it('reads the filter chain from a stream dictionary', () => {
    expect(readFilters('<< /Length 12 0 R /Filter [/ASCII85Decode /FlateDecode] >>')).toEqual([
      'ASCII85Decode',
      'FlateDecode',
    ])
    expect(readFilters('<</Filter/FlateDecode/Length 5>>')).toEqual(['FlateDecode'])
    expect(readFilters('<< /Length 5 >>')).toEqual([])
  })
})
