import { z } from 'zod'

/** Server-side settings the web app needs at run time. */
export const appConfigReply = z.object({
  registration_enabled: z.boolean(),
  payments_enabled: z.boolean(),
  google_client_id: z.string(),
  support_email: z.string(),
  starter_credits: z.number().int(),
})
export type AppConfigReply = z.infer<typeof appConfigReply>
