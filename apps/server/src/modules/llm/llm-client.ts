import type { FastifyBaseLogger } from 'fastify'
import OpenAI from 'openai'
import { z } from 'zod'
import type { Config, LlmFeature } from '../../config.ts'
import { createLimiter } from './create-limiter.ts'
import { normalizeBaseUrl } from './normalize-base-url.ts'
import { readModelJson } from './read-model-json.ts'

export type LlmClient = ReturnType<typeof createLlmClient>
export type TokenUsage = { prompt: number; completion: number }
export type LlmOutcome<T> =
  | { ok: true; value: T; usage: TokenUsage }
  | { ok: false; reason: string; usage: TokenUsage }

export interface LlmRequest<T> {
  feature: LlmFeature
  /** Name of the reply's JSON schema (letters, digits, underscores). */
  name: string
  system: string
  user: string
  schema: z.ZodType<T>
}

const noUsage: TokenUsage = { prompt: 0, completion: 0 }

/**
 * Chat Completions against any OpenAI-compatible server, through the official client. Each call asks for
 * structured output and reads plain or repaired JSON when the server ignores that; a server that refuses the
 * schema is asked once more without it. Every failure (time-out, refusal, rate limit, malformed reply) comes
 * back as `ok: false` with a reason a user may read: callers fall back to the offline engine. Calls wait for
 * one of `concurrency` slots within the same time limit. Logs tokens and outcome, never the text.
 */
export function createLlmClient(config: NonNullable<Config['llm']>, log: FastifyBaseLogger) {
  const client = new OpenAI({
    baseURL: normalizeBaseUrl(config.baseUrl),
    // Local servers need no key; the client insists on one.
    apiKey: config.apiKey || 'none',
    maxRetries: 0,
    timeout: config.timeoutMs,
  })
  const limiter = createLimiter(config.concurrency)

  async function complete<T>(request: LlmRequest<T>, signal: AbortSignal, structured: boolean) {
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: request.system },
          { role: 'user', content: request.user },
        ],
        ...(structured && {
          response_format: {
            type: 'json_schema' as const,
            json_schema: { name: request.name, strict: true, schema: z.toJSONSchema(request.schema) },
          },
        }),
      },
      { signal },
    )
    const usage = {
      prompt: completion.usage?.prompt_tokens ?? 0,
      completion: completion.usage?.completion_tokens ?? 0,
    }
    const message = completion.choices[0]?.message
    if (message?.refusal || completion.choices[0]?.finish_reason === 'content_filter')
      return { ok: false as const, reason: 'the model declined', usage }
    const parsed = request.schema.safeParse(readModelJson(message?.content ?? ''))
    if (!parsed.success) return { ok: false as const, reason: 'the model’s reply was not usable', usage }
    return { ok: true as const, value: parsed.data, usage }
  }

  /** One model call within `signal`'s time limit (shared by the calls of one request). */
  async function ask<T>(request: LlmRequest<T>, signal: AbortSignal): Promise<LlmOutcome<T>> {
    const started = performance.now()
    let outcome: LlmOutcome<T>
    const release = await limiter.acquire(signal)
    // No slot came free within the time limit: to the user that is the model not answering in time.
    if (!release) outcome = { ok: false, reason: timedOut(config.timeoutMs), usage: noUsage }
    else
      try {
        outcome = await complete(request, signal, true).catch((error) => {
          // Servers without json_schema support answer 400 or 422: ask again for plain JSON.
          if (
            error instanceof OpenAI.APIError &&
            (error.status === 400 || error.status === 422) &&
            !signal.aborted
          )
            return complete(request, signal, false)
          throw error
        })
      } catch (error) {
        outcome = { ok: false, reason: failureReason(error, signal, config.timeoutMs), usage: noUsage }
      } finally {
        release()
      }
    log.info(
      {
        llm: {
          feature: request.feature,
          model: config.model,
          prompt_tokens: outcome.usage.prompt,
          completion_tokens: outcome.usage.completion,
          ms: Math.round(performance.now() - started),
          outcome: outcome.ok ? 'ok' : outcome.reason,
        },
      },
      'model call',
    )
    return outcome
  }

  return {
    model: config.model,
    timeoutMs: config.timeoutMs,
    uses: (feature: LlmFeature) => config.features.includes(feature),
    ask,
    stats: limiter.stats,
  }
}

const timedOut = (timeoutMs: number) => `the model did not answer within ${timeoutMs} ms`

function failureReason(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) return timedOut(timeoutMs)
  if (error instanceof OpenAI.RateLimitError) return 'the model’s server is rate limiting requests'
  if (error instanceof OpenAI.APIConnectionError) return 'the model’s server could not be reached'
  if (error instanceof OpenAI.APIError)
    return `the model’s server answered ${error.status ?? 'with an error'}`
  return 'the model’s reply was not usable'
}
