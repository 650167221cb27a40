import { cleanText } from '@tailor/contracts'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'

export type MultipartUpload = {
  file: { bytes: Uint8Array; filename: string; field: string } | null
  fields: Record<string, string>
}

/**
 * Reads a multipart form with at most one file, refusing an over-limit file instead of truncating it. Field
 * values and the file name are cleaned like every other incoming string (see clean-input.ts).
 */
export async function readMultipart(request: FastifyRequest, maxBytes: number): Promise<MultipartUpload> {
  const tooLarge = new AppError(
    'too_large',
    `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB. Please upload a smaller file.`,
  )
  const upload: MultipartUpload = { file: null, fields: {} }
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 30, fieldSize: 200_000 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        if (part.file.truncated) throw tooLarge
        upload.file = {
          bytes: new Uint8Array(bytes),
          filename: cleanText(part.filename),
          field: part.fieldname,
        }
      } else {
        upload.fields[cleanText(part.fieldname)] = cleanText(String(part.value ?? ''))
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    const code = (error as { code?: string }).code ?? ''
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge
    if (code === 'FST_FILES_LIMIT') throw new AppError('invalid', 'Please upload one file at a time.')
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new AppError('invalid', 'The form has too many fields.')
    if (code.startsWith('FST_')) throw new AppError('invalid', (error as Error).message)
    throw new AppError('invalid', 'The upload could not be read. Please try again.')
  }
  return upload
}
