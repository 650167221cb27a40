import { z } from 'zod'

/** Every error reply of the API: `{"detail": "..."}`; validation errors add per-field messages. */
export const errorReply = z.object({
  detail: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorReply = z.infer<typeof errorReply>

/** Paged list replies use the spec's `{count, results}` shape. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int().nonnegative(), results: z.array(item) })

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(15),
})
export type PageQuery = z.infer<typeof pageQuery>

export const isoDateTime = z.string().describe('ISO 8601 date-time')
