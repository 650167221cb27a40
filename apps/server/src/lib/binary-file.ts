import { z } from 'zod'

/**
 * A file, not JSON: a reply's bytes or an uploaded part, shown as binary of the given media types in the
 * OpenAPI document. Fastify sends bytes as they are, so the schema never validates a reply; uploads are read
 * by readMultipart.
 */
export const binaryFile = (mediaTypes: string) =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({ type: 'string', format: 'binary', description: mediaTypes })
