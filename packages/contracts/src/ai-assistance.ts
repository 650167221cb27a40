import { z } from 'zod'

// Parsing rescue (issue 21's first use) is not built yet; 'parse' joins this list when it is.
export const AI_FEATURES = ['job', 'rewrite', 'letter'] as const
export const aiFeature = z.enum(AI_FEATURES)
export type AiFeature = z.infer<typeof aiFeature>

/** Present when a language model is configured: which parts of this reply it shaped, and why not the others. */
export const aiAssistance = z.object({
  /** The configured model's name, as the server was told it. */
  model: z.string(),
  /** Parts where at least one of the model's suggestions passed the checks and was used. */
  used: z.array(aiFeature),
  /** Why a part fell back to the offline engine (time-out, malformed reply, nothing passed the checks). */
  notes: z.array(z.string()),
})
export type AiAssistance = z.infer<typeof aiAssistance>
