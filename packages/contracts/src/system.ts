import { z } from 'zod'

/** Server-side settings the web app needs at run time. */
export const appConfigReply = z.object({
  registration_enabled: z.boolean(),
  payments_enabled: z.boolean(),
  google_client_id: z.string(),
  support_email: z.string(),
  starter_credits: z.number().int(),
  /** The largest resume file the server accepts. */
  max_upload_bytes: z.number().int().positive(),
  /** The language model's name when one is configured (docs/ai.md), else null. */
  ai_model: z.string().nullable().optional(),
})
export type AppConfigReply = z.infer<typeof appConfigReply>
