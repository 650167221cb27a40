import { constants, deflateRawSync } from 'node:zlib'

// Decompression bombs built at test time (tests and benches only): gigabytes of inflated data from about
// a megabyte, without ever holding the inflated bytes.

const CHUNK = 1024 * 1024

/** Raw deflate data of `size` copies of `byte`: one self-contained block per megabyte, repeated. */
export function deflateRepeated(size: number, byte = 0x20): Buffer {
  const block = (n: number) =>
    deflateRawSync(Buffer.alloc(n, byte), { level: 9, finishFlush: constants.Z_FULL_FLUSH })
  const whole = block(CHUNK)
  const parts: Buffer[] = Array.from({ length: Math.floor(size / CHUNK) }, () => whole)
  if (size % CHUNK) parts.push(block(size % CHUNK))
  parts.push(deflateRawSync(Buffer.alloc(0)))
  return Buffer.concat(parts)
}

/** The same as zlib data (what a PDF's FlateDecode holds), with its Adler-32 worked out in closed form. */
export function zlibRepeated(size: number, byte = 0x20): Buffer {
  const n = BigInt(size)
  const c = BigInt(byte)
  const a = (1n + n * c) % 65521n
  const b = (n + (c * n * (n + 1n)) / 2n) % 65521n
  const adler = Buffer.alloc(4)
  adler.writeUInt32BE(Number((b << 16n) | a))
  return Buffer.concat([Buffer.from([0x78, 0xda]), deflateRepeated(size, byte), adler])
}

/** A one-page PDF whose content stream holds `data` under `filters` (e.g. "/FlateDecode"). */
export function pdfWithStream(data: Uint8Array, filters: string, length: string = `${data.length}`): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${length} /Filter ${filters} >>\nstream\n`),
      data,
      Buffer.from('\nendstream'),
    ]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  const parts = [Buffer.from('%PDF-1.4\n')]
  const offsets: number[] = []
  let at = parts[0]!.length
  objects.forEach((body, i) => {
    offsets.push(at)
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.from(body),
      Buffer.from('\nendobj\n'),
    ])
    parts.push(part)
    at += part.length
  })
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${at}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(parts)
}

/** A zip of deflated entries, each with the size its directory declares (a lying zip declares less). */
export function zipOf(entries: { name: string; deflated: Uint8Array; size: number }[]): Buffer {
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(8, 8)
    header.writeUInt32LE(e.deflated.length, 18)
    header.writeUInt32LE(e.size, 22)
    header.writeUInt16LE(name.length, 26)
    local.push(header, name, Buffer.from(e.deflated))
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt16LE(8, 10)
    dir.writeUInt32LE(e.deflated.length, 20)
    dir.writeUInt32LE(e.size, 24)
    dir.writeUInt16LE(name.length, 28)
    dir.writeUInt32LE(offset, 42)
    central.push(dir, name)
    offset += 30 + name.length + e.deflated.length
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...local, ...central, end])
}

/** A DOCX-shaped zip: a real small document plus `extra` entries (bombs). */
export function docxWith(extra: { name: string; deflated: Uint8Array; size: number }[]): Buffer {
  const entry = (name: string, text: string) => {
    const raw = Buffer.from(text)
    return { name, deflated: deflateRawSync(raw), size: raw.length }
  }
  return zipOf([
    entry(
      '[Content_Types].xml',
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    entry(
      '_rels/.rels',
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    entry(
      'word/document.xml',
      '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Jane Roe, Accountant, jane@example.com</w:t></w:r></w:p></w:body></w:document>',
    ),
    ...extra,
  ])
}
