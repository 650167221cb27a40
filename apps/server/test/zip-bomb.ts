import { deflateRawSync } from 'node:zlib'

// A DOCX-shaped zip whose document.xml inflates to `inflatedBytes`: it must be refused before inflating.

function crc32(bytes: Uint8Array): number {
  let crc = ~0
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1))
  }
  return ~crc >>> 0
}

export function docxZipBomb(inflatedBytes = 300 * 1024 * 1024): Uint8Array {
  const entries: { name: string; data: Buffer; size: number; crc: number }[] = []
  const add = (name: string, raw: Buffer) =>
    entries.push({ name, data: deflateRawSync(raw), size: raw.length, crc: crc32(raw) })
  add('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>'))
  const zeros = Buffer.alloc(inflatedBytes, 0x20)
  add('word/document.xml', zeros)
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name)
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(8, 8)
    header.writeUInt32LE(e.crc, 14)
    header.writeUInt32LE(e.data.length, 18)
    header.writeUInt32LE(e.size, 22)
    header.writeUInt16LE(name.length, 26)
    local.push(header, name, e.data)
    const dir = Buffer.alloc(46)
    dir.writeUInt32LE(0x02014b50, 0)
    dir.writeUInt16LE(20, 4)
    dir.writeUInt16LE(20, 6)
    dir.writeUInt16LE(8, 10)
    dir.writeUInt32LE(e.crc, 16)
    dir.writeUInt32LE(e.data.length, 20)
    dir.writeUInt32LE(e.size, 24)
    dir.writeUInt16LE(name.length, 28)
    dir.writeUInt32LE(offset, 42)
    central.push(dir, name)
    offset += 30 + name.length + e.data.length
  }
  const centralSize = central.reduce((n, b) => n + b.length, 0)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(centralSize, 12)
  end.writeUInt32LE(offset, 16)
  return new Uint8Array(Buffer.concat([...local, ...central, end]))
}
