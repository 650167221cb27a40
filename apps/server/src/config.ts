import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { z } from 'zod'

// The only module that reads process.env. Every setting is documented in the README.

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.string().url().optional(),
    JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(10)
      .default(15 * 60),
    REFRESH_TOKEN_TTL_SECONDS: z.coerce
      .number()
      .int()
      .min(60)
      .default(30 * 24 * 3600),
    REGISTRATION_ENABLED: flag,
    PAYMENTS_ENABLED: flag,
    STARTER_CREDITS: z.coerce.number().int().min(0).max(1000).default(5),
    CORS_ORIGINS: z.string().default(''),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    GOOGLE_CLIENT_ID: z.string().default(''),
    GOOGLE_USERINFO_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/userinfo'),
    SUPPORT_EMAIL: z.string().default('support@tailor.example'),
    SEED_DEMO: z.enum(['true', 'false', '']).optional(),
    WEB_DIST: z.string().optional(),
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    JOB_IMPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    FETCH_ALLOW_HOSTS: z
      .string()
      .default('')
      .refine(
        (v) =>
          v
            .split(',')
            .every((h) => !h.trim() || /^[\w.-]+:\d{1,5}$|^\[[\da-f:.]+\]:\d{1,5}$/i.test(h.trim())),
        'FETCH_ALLOW_HOSTS must be a comma-separated list of host:port pairs',
      ),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(100).default(10),
    MAX_UPLOAD_PAGES: z.coerce.number().int().min(1).max(200).default(10),
    PARSE_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
    WORKER_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(1, availableParallelism())),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Tailor <no-reply@tailor.local>'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ENDPOINT && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    message: 'S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    path: ['S3_BUCKET'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.JWT_SECRET, {
    message: 'JWT_SECRET is required in production',
    path: ['JWT_SECRET'],
  })

export type Config = ReturnType<typeof loadConfig>

/** Reads and validates the environment; throws one readable error listing every bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  const dataDir = resolve(e.DATA_DIR)
  const production = e.NODE_ENV === 'production'
  return {
    env: e.NODE_ENV,
    production,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? developmentSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL_SECONDS,
    registrationEnabled: e.REGISTRATION_ENABLED,
    paymentsEnabled: e.PAYMENTS_ENABLED,
    starterCredits: e.STARTER_CREDITS,
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleUserinfoUrl: e.GOOGLE_USERINFO_URL,
    supportEmail: e.SUPPORT_EMAIL,
    seedDemo: e.SEED_DEMO === undefined || e.SEED_DEMO === '' ? !production : e.SEED_DEMO === 'true',
    webDist: resolve(e.WEB_DIST ?? join(import.meta.dirname, '../../web/dist')),
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    jobImport: {
      ratePerMinute: e.JOB_IMPORT_RATE_LIMIT_PER_MINUTE,
      allowHosts: e.FETCH_ALLOW_HOSTS.split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    },
    upload: {
      maxBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
      maxPages: e.MAX_UPLOAD_PAGES,
      parseTimeoutMs: e.PARSE_TIMEOUT_MS,
    },
    workerThreads: e.WORKER_THREADS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT!,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
        }
      : null,
  }
}

/** Outside production a missing JWT_SECRET is generated once and kept in DATA_DIR, so sessions survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  writeFileSync(file, secret, { mode: 0o600 })
  return secret
}
