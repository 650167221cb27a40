import { deflateRawSync } from 'node:zlib'
import { deflateRepeated, zipOf } from '../../../packages/engine/src/extract/test-bombs.ts'

/** A DOCX-shaped zip whose document.xml inflates to `inflatedBytes`: it must be refused before inflating. */
export function docxZipBomb(inflatedBytes = 300 * 1024 * 1024): Uint8Array {
  const types = Buffer.from('<?xml version="1.0"?><Types/>')
  return new Uint8Array(
    zipOf([
      { name: '[Content_Types].xml', deflated: deflateRawSync(types), size: types.length },
      { name: 'word/document.xml', deflated: deflateRepeated(inflatedBytes), size: inflatedBytes },
    ]),
  )
}
