import { z } from 'zod'

// Cover letter options and limits of the spec (section 9), shared by the web form, the server and the engine.

export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'confident', 'conversational'] as const
export const coverLetterTone = z.enum(COVER_LETTER_TONES, {
  error: 'Please choose a tone: professional, enthusiastic, confident or conversational.',
})
export type CoverLetterTone = z.infer<typeof coverLetterTone>

export const COVER_LETTER_TEMPLATES = ['modern', 'traditional', 'creative', 'minimal'] as const
export const coverLetterTemplate = z.enum(COVER_LETTER_TEMPLATES, {
  error: 'Please choose a template: modern, traditional, creative or minimal.',
})
export type CoverLetterTemplate = z.infer<typeof coverLetterTemplate>

export const COVER_LETTER_LENGTHS = ['short', 'medium', 'long'] as const
export const coverLetterLength = z.enum(COVER_LETTER_LENGTHS, {
  error: 'Please choose a length: short, medium or long.',
})
export type CoverLetterLength = z.infer<typeof coverLetterLength>

/** Word ranges per length: short 250-300, medium 350-450, long 500-600. */
export const coverLetterWordRange: Record<CoverLetterLength, { min: number; max: number }> = {
  short: { min: 250, max: 300 },
  medium: { min: 350, max: 450 },
  long: { min: 500, max: 600 },
}

/** An edited letter may grow, but not without bound. */
export const MAX_COVER_LETTER_CHARS = 20_000
