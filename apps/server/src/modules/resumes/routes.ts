import { errorReply, parseReply, previousResumeList, resumeTextRequest } from '@tailor/contracts'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import { readMultipart } from '../../plugins/read-multipart.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { resumesRepository } from './repository.ts'
import { type IngestedResume, ingestResume, type ResumeInput } from './service.ts'

const NO_RESUME = 'Please upload a resume file or provide your resume text.'

export const toParseReply = ({ resume, resumeData, warnings, ai }: IngestedResume) => ({
  id: resume.id,
  resume_data: resumeData,
  source: { filename: resume.filename, format: resume.format, pages: resume.pages },
  warnings,
  ...(ai && { ai }),
})

export const resumesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/resume/parse/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['resumes'],
        summary: 'Read a resume into editable data (free)',
        description:
          'multipart/form-data with one `file` (PDF, DOCX, DOC or text; type decided from the bytes), or JSON ' +
          '`{"resume_text": "..."}`. The resume is stored and appears in /resume/latest/.',
        security: [{ bearer: [] }],
        requestBodies: {
          'application/json': resumeTextRequest,
          'multipart/form-data': z.object({
            file: binaryFile('The resume: PDF, DOCX, DOC or plain text (the type is read from the bytes)'),
          }),
        },
        response: { 200: parseReply, 400: errorReply, 401: errorReply, 413: errorReply },
      },
    },
    async (request) => {
      let input: ResumeInput
      if (request.isMultipart()) {
        const { file } = await readMultipart(request, ctx.config.upload.maxBytes)
        if (!file) throw new AppError('invalid', NO_RESUME)
        input = { kind: 'file', bytes: file.bytes, filename: file.filename }
      } else {
        const body = resumeTextRequest.safeParse(request.body ?? {})
        if (!body.success) throw new AppError('invalid', body.error.issues[0]?.message ?? NO_RESUME)
        input = { kind: 'text', text: body.data.resume_text }
      }
      return toParseReply(await ingestResume(ctx, request.userId, input))
    },
  )

  app.get(
    '/resume/latest/',
    {
      preHandler: requireUser(ctx),
      schema: {
        tags: ['resumes'],
        summary: 'Your previously used resumes, most recently used first',
        security: [{ bearer: [] }],
        response: { 200: previousResumeList, 401: errorReply },
      },
    },
    async (request) => {
      const { rows, count } = await resumesRepository.listLatest(ctx.db, request.userId, 20)
      return {
        count,
        results: rows.map((r) => ({
          id: r.id,
          filename: r.filename,
          format: r.format,
          created_at: r.createdAt.toISOString(),
          last_used_at: r.lastUsedAt.toISOString(),
        })),
      }
    },
  )
}
