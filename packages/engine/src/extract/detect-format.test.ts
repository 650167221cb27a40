import { describe, expect, it } from 'vitest'
import { detectFormat } from './detect-format.ts'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : p)))

describe('detectFormat', () => {
  it('decides from the bytes, not the name', () => {
    expect(detectFormat(bytes('%PDF-1.7\n'))).toBe('pdf')
    expect(detectFormat(bytes([0x50, 0x4b, 3, 4], 'word/document.xml'))).toBe('docx')
    expect(
      detectFormat(
        bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [...Buffer.from('WordDocument', 'utf16le')]),
      ),
    ).toBe('doc')
    expect(detectFormat(bytes('Zoë Ørsted\nDesigner\n'))).toBe('txt')
  })

  it('refuses other zips, other OLE files, binary data and empty input', () => {
    expect(detectFormat(bytes([0x50, 0x4b, 3, 4], 'xl/workbook.xml'))).toBeNull()
    expect(detectFormat(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'Workbook'))).toBeNull()
    expect(detectFormat(bytes([0, 1, 2, 255, 254, 0, 7]))).toBeNull()
    expect(detectFormat(new Uint8Array())).toBeNull()
  })

  it('treats an encrypted OOXML container as DOCX so it can be refused as encrypted', () => {
    const ole = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
    expect(detectFormat(bytes(ole, [...Buffer.from('EncryptedPackage', 'utf16le')]))).toBe('docx')
  })
})
