/** The engine rewords with a model only above this intensity (apps/server assist-tailoring.ts). */
const REWRITE_ABOVE_LEVEL = 70

/** What an analysis goes through, as the waiting screen lists it; the model's steps only when one is configured. */
export function analysisSteps(aiModel: string | null, level: number): string[] {
  return [
    'Reading your resume',
    aiModel ? `Reading the job with ${aiModel} (checked against the posting)` : 'Reading the job',
    'Scoring and tailoring',
    ...(aiModel && level > REWRITE_ABOVE_LEVEL
      ? [`Rewording with ${aiModel}, checking every sentence against your resume`]
      : []),
    'Saving your analysis',
  ]
}
