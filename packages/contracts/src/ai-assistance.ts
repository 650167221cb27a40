import { z } from 'zod'

export const AI_FEATURES = ['parse', 'job', 'rewrite', 'letter'] as const
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
  /**
   * Where the model's reading of the resume filled what the layout reader missed (the parsing rescue):
   * paths such as `work_experience[1]` (a whole entry), `education[0].dates` or `skills[4]`.
   */
  fields: z.array(z.string()).optional(),
})
export type AiAssistance = z.infer<typeof aiAssistance>
