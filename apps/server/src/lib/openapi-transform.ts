import type { FastifySchema } from 'fastify'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The request body by media type, for the OpenAPI document only. A route that takes JSON or a multipart
     * upload reads and validates each shape in its handler (Fastify's own body validation would see no body
     * in a multipart request), so its shapes are documented here rather than in `body`.
     */
    requestBodies?: Record<string, z.ZodType>
  }
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0]

/** The zod type provider's OpenAPI transform, with `requestBodies` written as the request body's content. */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { requestBodies, ...schema } = (input.schema ?? {}) as FastifySchema
  const transformed = jsonSchemaTransform({ ...input, schema })
  if (!requestBodies || !transformed.schema) return transformed
  const content = Object.fromEntries(
    Object.entries(requestBodies).map(([mediaType, body]) => {
      const converted = jsonSchemaTransform({ ...input, schema: { body } }).schema as { body: unknown }
      return [mediaType, { schema: converted.body }]
    }),
  )
  return { ...transformed, schema: { ...transformed.schema, body: { content } } }
}
