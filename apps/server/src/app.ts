import fastifyCors from '@fastify/cors'
import fastifyHelmet from '@fastify/helmet'
import fastifyMultipart from '@fastify/multipart'
import fastifyRateLimit from '@fastify/rate-limit'
import fastifySwagger from '@fastify/swagger'
import fastifySwaggerUi from '@fastify/swagger-ui'
import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppContext } from './context.ts'
import { openApiTransform } from './lib/openapi-transform.ts'
import { accountRoutes } from './modules/account/routes.ts'
import { analysesRoutes } from './modules/analyses/routes.ts'
import { authRoutes } from './modules/auth/routes.ts'
import { coverLettersRoutes } from './modules/cover-letters/routes.ts'
import { creditsRoutes } from './modules/credits/routes.ts'
import { dashboardRoutes } from './modules/dashboard/routes.ts'
import { exportsRoutes } from './modules/exports/routes.ts'
import { jobsRoutes } from './modules/jobs/routes.ts'
import { paymentsRoutes } from './modules/payments/routes.ts'
import { resumesRoutes } from './modules/resumes/routes.ts'
import { configRoutes, healthRoutes } from './modules/system/routes.ts'
import { templatesRoutes } from './modules/templates/routes.ts'
import { registerCleanInput, replyToFrameworkError } from './plugins/clean-input.ts'
import { registerErrorHandler } from './plugins/error-handler.ts'
import { registerHttpsOnlyHeaders } from './plugins/https-only-headers.ts'
import { registerWebApp } from './plugins/web-app.ts'

const googleOrigins = ['https://accounts.google.com', 'https://www.googleapis.com']

/** Fastify counts hops at run time but its types omit numbers: a hop count as the function it becomes. */
const hops = (trust: false | number | string[]) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust

/** Builds the whole HTTP app around an already opened context; main.ts listens, tests inject. */
export async function buildApp(ctx: AppContext) {
  const app = Fastify({
    loggerInstance: ctx.log,
    // X-Forwarded-For decides request.ip (and so the rate limits) only from proxies the operator trusts.
    trustProxy: hops(ctx.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // The onReady warm-up below loads the engine's data in every worker thread: about a second on a quiet
    // machine, but past Fastify's 10 s default on a loaded one (seen at load 10), which would abort startup.
    pluginTimeout: 120_000,
    frameworkErrors: replyToFrameworkError,
  }).withTypeProvider<ZodTypeProvider>()

  // Serve once the worker threads hold the engine's data, so no request pays for loading it.
  app.addHook('onReady', () => ctx.workers.ready())
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  registerErrorHandler(app)
  registerCleanInput(app)

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
        // Added per request over HTTPS only (https-only-headers.ts), like HSTS.
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  })
  registerHttpsOnlyHeaders(app)
  await app.register(fastifyCors, { origin: ctx.config.corsOrigins.length ? ctx.config.corsOrigins : false })
  // Shared through Redis when configured. If Redis fails these per-address limits let requests through; the
  // sign-in throttle, which guards passwords, refuses with 503 instead.
  await app.register(fastifyRateLimit, {
    global: false,
    redis: ctx.counters.redis ?? undefined,
    nameSpace: 'rate-limit:',
    skipOnError: true,
  })
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
    transform: openApiTransform,
  })
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/docs/openapi.json', { schema: { hide: true } }, () => app.swagger())

  await app.register(healthRoutes, { ctx })
  await app.register(
    async (api) => {
      await api.register(authRoutes, { ctx })
      await api.register(accountRoutes, { ctx })
      await api.register(creditsRoutes, { ctx })
      await api.register(paymentsRoutes, { ctx })
      await api.register(resumesRoutes, { ctx })
      await api.register(analysesRoutes, { ctx })
      await api.register(exportsRoutes, { ctx })
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
