import type { AiAssistance } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'

/** One time limit for every model call of a request, the parsing rescue's included; none without a model. */
export const requestDeadline = (ctx: AppContext) =>
  ctx.llm ? AbortSignal.timeout(ctx.llm.timeoutMs) : undefined

/** A request's `ai`: what the parsing rescue did (with the fields it filled), then the rest. */
export function joinAssistance(
  parse: AiAssistance | undefined,
  rest: AiAssistance | undefined,
): AiAssistance | undefined {
  if (!parse || !rest) return rest
  return {
    ...rest,
    used: [...parse.used, ...rest.used],
    notes: [...parse.notes, ...rest.notes],
    ...(parse.fields?.length && { fields: parse.fields }),
  }
}
