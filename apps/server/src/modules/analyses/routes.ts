import {
  analysisList,
  analysisRecord,
  errorReply,
  exportFormat,
  pageQuery,
  renderRequest,
  tailorFormFields,
  tailorPreviousRequest,
  tailorReply,
  tailorTextRequest,
} from '@tailor/contracts'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import { readMultipart } from '../../plugins/read-multipart.ts'
import { requireUser } from '../../plugins/require-user.ts'
import { exportFile } from '../exports/export-file.ts'
import { renderPdf } from './render.ts'
import { analysesRepository } from './repository.ts'
import {
  downloadAnalysisPdf,
  requireOwnAnalysis,
  requireTemplateId,
  type TailorInput,
  tailorForUser,
  toAnalysisRecord,
} from './service.ts'
import { toAnalysisSummary } from './summary.ts'

const NO_RESUME = 'Please upload a resume or select a previous one.'
const pdfReply = binaryFile('application/pdf, or the DOCX, text or JSON Resume file asked for')
const formatQuery = z.object({ format: exportFormat.default('pdf') })
const resumeUpload = binaryFile('The resume: PDF, DOCX, DOC or plain text (the type is read from the bytes)')

/** The three request shapes of POST /resume/tailor/, for the OpenAPI document (readTailorRequest reads them). */
const tailorBodies = {
  'application/json': z.union([tailorTextRequest, tailorPreviousRequest]),
  'multipart/form-data': tailorFormFields.extend({
    file: resumeUpload.optional(),
    resume_text: z.string().optional().meta({ description: 'Used when no file is sent' }),
  }),
}

/** The first problem of a failed zod parse, as a 400 with every field's messages. */
function requireValid<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  throw new AppError('invalid', result.error.issues[0]?.message ?? 'Invalid request.')
}

/** Normalises the spec's three request shapes into one input. */
async function readTailorRequest(ctx: AppContext, request: FastifyRequest): Promise<TailorInput> {
  if (request.isMultipart()) {
    const { file, fields } = await readMultipart(request, ctx.config.upload.maxBytes)
    const form = requireValid(tailorFormFields, fields)
    const resume = file
      ? { kind: 'file' as const, bytes: file.bytes, filename: file.filename }
      : fields.resume_text?.trim()
        ? { kind: 'text' as const, text: fields.resume_text }
        : null
    if (!resume) throw new AppError('invalid', NO_RESUME)
    return {
      resume,
      jobDescription: form.job_description,
      jobUrl: form.job_url,
      template: form.template,
      mode: form.tailoring_mode,
      level: form.tailoring_level,
      exportOption: form.export_option,
    }
  }
  const body = (request.body ?? {}) as Record<string, unknown>
  if ('resume' in body) {
    const shape = requireValid(tailorPreviousRequest, body)
    return {
      resume: { kind: 'previous', id: shape.resume.id },
      jobDescription: shape.jobDetails.content,
      jobUrl: shape.jobDetails.url,
      template: shape.template,
      mode: shape.tailoring.mode,
      level: shape.tailoring.level,
      exportOption: shape.exportOption,
    }
  }
  const shape = requireValid(tailorTextRequest, body)
  return {
    resume: { kind: 'text', text: shape.resume_text },
    jobDescription: shape.job_description,
    jobUrl: shape.job_url,
    template: shape.template,
    mode: shape.tailoring_mode,
    level: shape.tailoring_level,
    exportOption: shape.export_option,
  }
}

export const analysesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const auth = { preHandler: requireUser(ctx) }
  const bearer = [{ bearer: [] }]

  app.post(
    '/resume/tailor/',
    {
      ...auth,
      schema: {
        tags: ['analyses'],
        summary: 'Analyse a resume against a job and tailor it (1 credit)',
        description:
          'Three request shapes: JSON `{resume_text, job_description, job_url, template, tailoring_mode, ' +
          'tailoring_level, export_option}`; multipart with the resume `file` and the same fields; JSON ' +
          '`{resume: {id}, jobDetails: {content, url}, template, tailoring: {mode, level}, exportOption}`. ' +
          'A job link without a description is imported first (as POST /jobs/import/); 422 when it cannot be read.',
        security: bearer,
        requestBodies: tailorBodies,
        response: {
          200: tailorReply,
          400: errorReply,
          401: errorReply,
          402: errorReply,
          404: errorReply,
          413: errorReply,
          422: errorReply,
        },
      },
    },
    async (request) => tailorForUser(ctx, request.userId, await readTailorRequest(ctx, request)),
  )

  app.get(
    '/resume/list/',
    {
      ...auth,
      schema: {
        tags: ['analyses'],
        summary: 'Your resume analyses, newest first',
        description:
          'Each row is a summary (what the dashboard and history tables show); the full record with the resume, ' +
          'changes and report is GET /resume/analyses/{id}/.',
        security: bearer,
        querystring: pageQuery,
        response: { 200: analysisList, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => {
      const { page, page_size } = request.query
      const { rows, count } = await analysesRepository.listSummaries(ctx.db, request.userId, page, page_size)
      return { count, results: rows.map(toAnalysisSummary) }
    },
  )

  const idParams = z.object({ id: z.string().max(100) })

  app.get(
    '/resume/analyses/:id/',
    {
      ...auth,
      schema: {
        tags: ['analyses'],
        summary: 'One of your analyses with its latest edits',
        security: bearer,
        params: idParams,
        response: { 200: analysisRecord, 401: errorReply, 404: errorReply },
      },
    },
    async (request) => toAnalysisRecord(await requireOwnAnalysis(ctx, request.userId, request.params.id)),
  )

  app.get(
    '/resume/analyses/:id/download/',
    {
      ...auth,
      schema: {
        tags: ['analyses'],
        summary: 'The tailored resume as PDF, or as DOCX, plain text or JSON Resume with ?format=',
        security: bearer,
        params: idParams,
        querystring: formatQuery,
        response: { 200: pdfReply, 400: errorReply, 401: errorReply, 404: errorReply },
      },
    },
    async (request, reply) => {
      const { format } = request.query
      const { pdf, filename } = await downloadAnalysisPdf(ctx, request.userId, request.params.id, format)
      return reply
        .type(exportFile(format, 'resume').contentType)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(Buffer.from(pdf))
    },
  )

  app.post(
    '/resume/render/',
    {
      ...auth,
      schema: {
        tags: ['analyses'],
        summary:
          'Render resume data to PDF (or `format`: docx, txt, json for JSON Resume 1.0.0); with tailored_resume_uuid the edits are saved to that analysis',
        security: bearer,
        body: renderRequest,
        response: { 200: pdfReply, 400: errorReply, 401: errorReply, 404: errorReply, 413: errorReply },
      },
    },
    async (request, reply) => {
      const body = request.body
      const template = requireTemplateId(body.template_id ?? body.template ?? 'modern')
      const uuid = body.tailored_resume_uuid
      if (uuid) await requireOwnAnalysis(ctx, request.userId, uuid)
      const format = body.format ?? 'pdf'
      const pdf = await renderPdf(ctx, request.userId, body.resume_data, template, body.page_size, format)
      // Saved only once it renders, so history always opens data that makes a PDF.
      if (uuid) {
        await analysesRepository.updateOwn(ctx.db, request.userId, uuid, {
          resumeData: body.resume_data,
          template,
          ...(body.tailoring_level === undefined ? {} : { tailoringLevel: body.tailoring_level }),
        })
      }
      const file = exportFile(format, 'resume')
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .send(Buffer.from(pdf))
    },
  )
}
