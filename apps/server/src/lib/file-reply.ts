import { z } from 'zod'

/**
 * A reply that is a file, not JSON: typed as the bytes the handler sends, shown as binary of the given media
 * types in the OpenAPI document. Fastify sends bytes as they are, so the schema never validates the reply.
 */
export const fileReply = (mediaTypes: string) =>
  z
    .custom<Uint8Array>((value) => value instanceof Uint8Array)
    .meta({ type: 'string', format: 'binary', description: mediaTypes })
