export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'txt'

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/** Finds an ASCII needle anywhere in the bytes, either as ASCII or as UTF-16LE (OLE stream names). */
export function includesName(bytes: Uint8Array, name: string, utf16 = false): boolean {
  const needle = utf16
    ? [...name].flatMap((c) => [c.charCodeAt(0), 0])
    : [...name].map((c) => c.charCodeAt(0))
  outer: for (let i = 0; i <= bytes.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (bytes[i + j] !== needle[j]) continue outer
    return true
  }
  return false
}

function isText(bytes: Uint8Array): boolean {
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return true
  const sample = bytes.subarray(0, 64 * 1024)
  let control = 0
  for (const b of sample) {
    if (b === 0) return false
    if (b < 9 || (b > 13 && b < 32)) control++
  }
  if (control > sample.length * 0.01) return false
  try {
    // A multi-byte character may be cut at the sample's end: decode without the last 3 bytes.
    const cut = sample.length < bytes.length ? sample.subarray(0, sample.length - 3) : sample
    new TextDecoder('utf-8', { fatal: true }).decode(cut)
    return true
  } catch {
    return false
  }
}

/** Decides the document type from its bytes alone, never from a file name; null when unsupported. */
export function detectFormat(bytes: Uint8Array): DocumentFormat | null {
  if (bytes.length === 0) return null
  // PDF readers accept the header anywhere in the first kilobyte.
  if (includesName(bytes.subarray(0, 1024), '%PDF-')) return 'pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return includesName(bytes, 'word/document.xml') ? 'docx' : null
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    // Password-protected DOCX files are OLE containers holding an EncryptedPackage stream.
    if (includesName(bytes, 'EncryptedPackage', true)) return 'docx'
    return includesName(bytes, 'WordDocument', true) ? 'doc' : null
  }
  return isText(bytes) ? 'txt' : null
}
