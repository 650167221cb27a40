import { atsCheckReply, atsCheckRequest, errorReply, importReply } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import { readMultipart } from '../../plugins/read-multipart.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { requireTemplateId } from '../analyses/service.ts'

const NO_FILE = 'Please upload a JSON Resume file (.json) or the data export ZIP from LinkedIn.'

export const exportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const bearer = [{ bearer: [] }]

  app.post(
    '/resume/import/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['resumes'],
        summary: 'Import a JSON Resume file or a LinkedIn data export into editor data (free)',
        description:
          'multipart/form-data with one `file`: a JSON Resume 1.0.0 `.json` (checked against the official schema) ' +
          "or LinkedIn's data export `.zip`. `warnings` lists what was not imported.",
        security: bearer,
        requestBodies: {
          'multipart/form-data': z.object({
            file: binaryFile("A JSON Resume .json or LinkedIn's data export .zip"),
          }),
        },
        response: { 200: importReply, 400: errorReply, 401: errorReply, 413: errorReply },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw new AppError('invalid', NO_FILE)
      const { file } = await readMultipart(request, ctx.config.upload.maxBytes)
      if (!file || file.bytes.length === 0) throw new AppError('invalid', NO_FILE)
      const result = await ctx.workers.request(request.userId, 'importResume', {
        bytes: file.bytes,
        maxUnpackedBytes: ctx.config.upload.maxUnpackedBytes,
      })
      if (!result.ok) throw new AppError('invalid', result.message)
      return { resume_data: result.resume_data, warnings: result.warnings }
    },
  )

  app.post(
    '/resume/ats-check/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['resumes'],
        summary: 'What an applicant-tracking system reads of the generated PDF or DOCX',
        description:
          'Renders the resume, extracts it with the same extractor as uploads, parses it back and compares it ' +
          'with `resume_data`: strings kept and lost per section, and the problems found.',
        security: bearer,
        body: atsCheckRequest,
        response: { 200: atsCheckReply, 400: errorReply, 401: errorReply, 413: errorReply },
      },
    },
    async (request) => {
      const body = request.body
      const template = requireTemplateId(body.template)
      const result = await ctx.workers.request(request.userId, 'atsCheck', {
        data: body.resume_data,
        template,
        format: body.format,
        pageSize: body.page_size ?? 'LETTER',
      })
      if (result.ok) return result.report
      if (result.code === 'unknown_template') throw new AppError('invalid', `Unknown template "${template}".`)
      throw new AppError('too_large', 'This resume has more text than we can check here. Please shorten it.')
    },
  )
}
