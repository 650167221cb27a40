import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import { analysesRoutes } from './modules/analyses/routes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { coverLettersRoutes } from './modules/cover-letters/routes.ts'
import { creditsRoutes } from './modules/credits/routes.ts'
import { dashboardRoutes } from './modules/dashboard/routes.ts'
import { jobsRoutes } from './modules/jobs/routes.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { resumesRoutes } from './modules/resumes/routes.ts'
import { configRoutes, healthRoutes } from './modules/system/routes.ts'
import { templatesRoutes } from './modules/templates/routes.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerWebApp } from './plugins/web-app.ts'

const googleOrigins = ['https://accounts.google.com', 'https://www.googleapis.com']

/** Builds the whole HTTP app around an already opened context; main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext) {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: true,
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com'],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...googleOrigins],
        frameSrc: ["'self'", 'blob:', 'https://accounts.google.com'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
      },
    },
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  await app.register(fastifyCors, { origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false })
  await app.register(fastifyRateLimit, { global: false })
  await app.register(fastifyMultipart)
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Tailor API',
        version: '1.0.0',
        description: 'Resume analysis, tailoring and cover letters.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger())

  await app.register(healthRoutes, { ctx })
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx })
      await api.register(creditsRoutes, { ctx })
      await api.register(paymentsRoutes, { ctx })
      await api.register(resumesRoutes, { ctx })
      await api.register(analysesRoutes, { ctx })
      await api.register(jobsRoutes, { ctx })
      await api.register(templatesRoutes, { ctx })
      await api.register(coverLettersRoutes, { ctx })
      await api.register(dashboardRoutes, { ctx })
      await api.register(configRoutes, { ctx })
    },
    { prefix: '/api/v1' },
  )
  await registerWebApp(app, ctx.config.webDist)
  return app
}
