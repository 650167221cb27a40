import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, type AppErrorKind } from '../lib/app-error.ts'

const statusOf: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  unavailable: 503,
}

const UNSUPPORTED_TYPE =
  'This kind of request body is not accepted. Send JSON (Content-Type: application/json) or a multipart form.'

type FieldErrors = Record<string, string[]>

function fieldErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } } | undefined
    const path = params?.issue?.path?.join('.') || issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
    const key = path || 'non_field_errors'
    errors[key] = [...(errors[key] ?? []), params?.issue?.message ?? issue.message ?? 'Invalid value.']
  }
  return errors
}

/** The one place that turns errors into HTTP replies: always `{"detail": "..."}`, never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(statusOf[error.kind]).send({ detail: error.message, ...error.flags })
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrors(error)
      const first = Object.entries(errors)[0]
      const detail = first
        ? `${first[0] === 'non_field_errors' ? '' : `${first[0]}: `}${first[1][0]}`
        : 'Invalid request.'
      return reply.code(400).send({ detail, errors })
    }
    const status = error.statusCode ?? 500
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ detail: UNSUPPORTED_TYPE })
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limit).
      return reply.code(status).send({ detail: error.message })
    }
    request.log.error({ err: error }, 'request failed')
    return reply.code(500).send({ detail: 'Something went wrong on our side. Please try again.' })
  })
}
