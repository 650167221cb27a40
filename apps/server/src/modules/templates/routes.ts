import { readFile } from 'node:fs/promises'
import { errorReply, resumeTemplateList } from '@tailor/contracts'
import { previewImagePath, resumeTemplates } from '@tailor/templates'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'
import { binaryFile } from '../../lib/binary-file.ts'
import atsScores from './ats-scores.json' with { type: 'json' }

const previewUrl = (id: string) => `/api/v1/resume/templates/${id}/preview.png`

export const templatesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/resume/templates/',
    {
      schema: {
        tags: ['templates'],
        summary: 'Resume templates with preview thumbnails (the first is the default)',
        response: { 200: resumeTemplateList },
      },
    },
    async () => ({
      count: resumeTemplates.length,
      results: resumeTemplates.map((t) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        preview_image: previewUrl(t.id),
        ats_round_trip: (atsScores as Record<string, { pdf: number; docx: number }>)[t.id],
      })),
    }),
  )

  // Thumbnails are rendered from the real templates at build time and committed; they never change at run time.
  const previews = new Map<string, Buffer>()
  app.get(
    '/resume/templates/:id/preview.png',
    {
      schema: {
        tags: ['templates'],
        summary: 'Preview image of a template (public)',
        params: z.object({ id: z.string().max(50) }),
        response: { 200: binaryFile('image/png'), 404: errorReply },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!resumeTemplates.some((t) => t.id === id)) throw new AppError('not_found', 'Template not found.')
      let image = previews.get(id)
      if (!image) {
        image = await readFile(previewImagePath(id))
        previews.set(id, image)
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(image)
    },
  )
}
