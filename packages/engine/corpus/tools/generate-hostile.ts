// Builds the hostile-input fixtures in corpus/hostile (used by extract-document.test.ts). Run from the
// repository root: node --import tsx packages/engine/corpus/tools/generate-hostile.ts (needs qpdf).
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { deflateRawSync } from 'node:zlib'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const out = join(root, 'hostile')
mkdirSync(out, { recursive: true })

/** A minimal valid PDF whose pages have the given content streams. */
function makePdf(streams: string[]): Buffer {
  const objects: string[] = []
  const pageIds = streams.map((_, i) => 4 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${streams.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
  streams.forEach((content, i) => {
    objects[4 + i * 2] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${5 + i * 2} 0 R >>`
    objects[5 + i * 2] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`
  })
  let pdf = '%PDF-1.4\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = pdf.length
    pdf += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) pdf += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  pdf += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(pdf, 'latin1')
}

/** A zip holding one deflated entry; `declaredSize` lets the directory lie about the unpacked size. */
function makeZip(name: string, data: Buffer, declaredSize = data.length): Buffer {
  const packed = deflateRawSync(data)
  const nameBytes = Buffer.from(name)
  const local = Buffer.alloc(30)
  local.writeUInt32LE(0x04034b50, 0)
  local.writeUInt16LE(20, 4)
  local.writeUInt16LE(8, 8)
  local.writeUInt32LE(packed.length, 18)
  local.writeUInt32LE(declaredSize, 22)
  local.writeUInt16LE(nameBytes.length, 26)
  const central = Buffer.alloc(46)
  central.writeUInt32LE(0x02014b50, 0)
  central.writeUInt16LE(20, 4)
  central.writeUInt16LE(20, 6)
  central.writeUInt16LE(8, 10)
  central.writeUInt32LE(packed.length, 20)
  central.writeUInt32LE(declaredSize, 24)
  central.writeUInt16LE(nameBytes.length, 28)
  central.writeUInt32LE(0, 42)
  const body = Buffer.concat([local, nameBytes, packed])
  const directory = Buffer.concat([central, nameBytes])
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(1, 8)
  end.writeUInt16LE(1, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(body.length, 16)
  return Buffer.concat([body, directory, end])
}

const text = (s: string) => `BT /F1 12 Tf 72 760 Td (${s}) Tj ET`
writeFileSync(join(out, 'minimal.pdf'), makePdf([text('Jane Doe - Registered Nurse - jane@example.com')]))
writeFileSync(join(out, 'scan.pdf'), makePdf(['0.5 g 72 400 450 300 re f']))
writeFileSync(
  join(out, '500-pages.pdf'),
  makePdf(Array.from({ length: 500 }, (_, i) => text(`Page ${i + 1}`))),
)
execFileSync('qpdf', [
  '--encrypt',
  'user-secret',
  'owner-secret',
  '256',
  '--',
  join(out, 'minimal.pdf'),
  join(out, 'encrypted.pdf'),
])

// 200 MB of zeros packs into ~200 KB: an honest directory declares the size; a lying one claims 1 KB.
const zeros = Buffer.alloc(200 * 1024 * 1024)
writeFileSync(join(out, 'zip-bomb.docx'), makeZip('word/document.xml', zeros))
writeFileSync(join(out, 'zip-bomb-lying.docx'), makeZip('word/document.xml', zeros, 1024))

const docx = readFileSync(join(root, 'docx/kenji-watanabe-software.docx'))
writeFileSync(join(out, 'truncated.docx'), docx.subarray(0, Math.floor(docx.length / 2)))
const pdf = readFileSync(join(root, 'pdf/kenji-watanabe-software.pdf'))
writeFileSync(join(out, 'truncated.pdf'), pdf.subarray(0, Math.floor(pdf.length / 3)))
// Deterministic garbage: a PDF header then noise, and noise alone.
function noise(n: number): Buffer {
  let seed = 7
  const bytes = Buffer.alloc(n)
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    bytes[i] = seed & 0xff
  }
  return bytes
}
writeFileSync(join(out, 'corrupt.pdf'), Buffer.concat([Buffer.from('%PDF-1.7\n'), noise(4096)]))
writeFileSync(join(out, 'garbage.pdf'), noise(4096))
writeFileSync(
  join(out, 'corrupt.docx'),
  Buffer.concat([Buffer.from('PK\u0003\u0004word/document.xml'), noise(4096)]),
)
writeFileSync(join(out, 'one-byte.pdf'), Buffer.from('%'))
console.log('hostile fixtures written')
