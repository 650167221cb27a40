import {
  coverLetterHistory,
  coverLetterHistoryItem,
  coverLetterHistoryQuery,
  coverLetterResult,
  errorReply,
  generateCoverLetterRequest,
  letterFormats,
  updateCoverLetterRequest,
} from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import { readMultipart } from '../../plugins/read-multipart.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { exportFile } from '../exports/export-file.ts'
import { coverLettersRepository } from './repository.ts'
import {
  COVER_LETTER_NOT_FOUND,
  downloadCoverLetter,
  type GenerateInput,
  generateCoverLetter,
  requireOwnCoverLetter,
  saveCoverLetterEdit,
  toHistoryItem,
} from './service.ts'

export const coverLettersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = { preHandler: requireUser(ctx) }
  const bearer = [{ bearer: [] }]
  const idParams = z.object({ id: z.string().max(100) })

  app.post(
    '/cover-letters/generate/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'Write a cover letter (1 credit)',
        description:
          'JSON with job_title, company_name, job_description, hiring_manager_name, referral_source, ' +
          'additional_info, tone, template, length and optionally resume_id (a previous resume); or multipart with ' +
          '`uploaded_resume` and the same fields; without a resume the letter is written from the job alone.',
        security: bearer,
        requestBodies: {
          'application/json': generateCoverLetterRequest,
          'multipart/form-data': generateCoverLetterRequest.omit({ resume_id: true }).extend({
            uploaded_resume: binaryFile('The resume: PDF, DOCX, DOC or plain text').optional(),
          }),
        },
        response: {
          200: coverLetterResult,
          400: errorReply,
          401: errorReply,
          402: errorReply,
          404: errorReply,
          413: errorReply,
        },
      },
    },
    async (request) => {
      let fields: unknown = request.body
      let file: Awaited<ReturnType<typeof readMultipart>>['file'] = null
      if (request.isMultipart()) {
        const upload = await readMultipart(request, ctx.config.upload.maxBytes)
        fields = upload.fields
        file = upload.file
      }
      const parsed = generateCoverLetterRequest.safeParse(fields ?? {})
      if (!parsed.success)
        throw new AppError('invalid', parsed.error.issues[0]?.message ?? 'Invalid request.')
      const { resume_id, ...rest } = parsed.data
      const resume: GenerateInput['resume'] = file
        ? { kind: 'file', bytes: file.bytes, filename: file.filename }
        : resume_id
          ? { kind: 'previous', id: resume_id }
          : null
      return generateCoverLetter(ctx, request.userId, { ...rest, resume })
    },
  )

  app.get(
    '/cover-letters/history/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'Your cover letters: paged, sorted, filtered by period and searched by company or job title',
        security: bearer,
        querystring: coverLetterHistoryQuery,
        response: { 200: coverLetterHistory, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      const { rows, count } = await coverLettersRepository.listPage(ctx.db, request.userId, request.query)
      return { count, results: rows.map(toHistoryItem) }
    },
  )

  app.get(
    '/cover-letters/:id/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'One of your cover letters',
        security: bearer,
        params: idParams,
        response: { 200: coverLetterHistoryItem, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => toHistoryItem(await requireOwnCoverLetter(ctx, request.userId, request.params.id)),
  )

  app.patch(
    '/cover-letters/:id/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'Save your edits to a letter',
        security: bearer,
        params: idParams,
        body: updateCoverLetterRequest,
        response: { 200: coverLetterHistoryItem, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    (request) => saveCoverLetterEdit(ctx, request.userId, request.params.id, request.body.content),
  )

  app.delete(
    '/cover-letters/:id/delete/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'Delete one of your cover letters',
        security: bearer,
        params: idParams,
        response: { 204: z.null(), 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const deleted = await coverLettersRepository.deleteOwn(ctx.db, request.userId, request.params.id)
      if (!deleted) throw new AppError('not_found', COVER_LETTER_NOT_FOUND)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/cover-letters/:id/download/',
    {
      ...auth,
      schema: {
        tags: ['cover-letters'],
        summary: 'The letter as a PDF in its template, or as Word or plain text with ?format=docx|txt',
        security: bearer,
        params: idParams,
        querystring: z.object({ format: z.enum(letterFormats).default('pdf') }),
        response: {
          200: binaryFile('application/pdf, or the DOCX or text file asked for'),
          401: errorReply,
          404: errorReply,
        },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const { file, filename } = await downloadCoverLetter(ctx, request.userId, request.params.id, format)
      return reply
        .type(exportFile(format, 'letter').contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(file))
    },
  )
}
