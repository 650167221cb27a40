import { cleanStrings } from '@tailor/contracts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'

export const NOT_AN_OBJECT = 'The request body must be a JSON object.'

/**
 * Cleans every incoming string once, before validation and before anything is stored or queried: body, query
 * string and path parameters lose NUL, lone surrogates and other control characters (multipart fields are
 * cleaned where they are read). A JSON body that is not an object is refused here rather than in each route.
 */
export function registerCleanInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const body = request.body
    if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) {
      throw new AppError('invalid', NOT_AN_OBJECT)
    }
    request.body = cleanStrings(body)
    request.query = cleanStrings(request.query)
    request.params = cleanStrings(request.params)
  })
}

/** Fastify's own refusals of a broken address (bad percent-encoding, an overlong id) in the API's reply shape. */
export function replyToFrameworkError(
  error: { code?: string },
  _request: FastifyRequest,
  reply: FastifyReply,
) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  return reply
    .code(tooLong ? 414 : 400)
    .send({ detail: tooLong ? 'The address is too long.' : 'The address is not valid.' })
}
