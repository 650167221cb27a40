import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { isIP } from 'node:net'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import { AI_FEATURES, type AiFeature } from '@tailor/contracts'
import { z } from 'zod'

// The only module that reads process.env. Every setting is documented in the README.

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes')

// proxy-addr's names for address ranges, accepted next to addresses and CIDRs.
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: empty (trust no proxy, X-Forwarded-For ignored), a hop count, or a comma-separated list of
 * proxy addresses, CIDRs and range names.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const trimmed = value.trim()
    if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false
    if (/^\d+$/.test(trimmed)) return Number(trimmed)
    const entries = trimmed
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
    for (const entry of entries) {
      const [address = '', bits, ...rest] = entry.split('/')
      const family = isIP(address)
      const maxBits = family === 6 ? 128 : 32
      const validBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits)
      if (!proxyRangeNames.has(entry) && (!family || !validBits || rest.length > 0)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not a hop count, an IP address, a CIDR or loopback/linklocal/uniquelocal`,
        })
        return z.NEVER
      }
    }
    return entries
  })

/** What the optional model may be used for (docs/ai.md). */
const LLM_FEATURES = AI_FEATURES
export type LlmFeature = AiFeature

const llmFeatures = z
  .string()
  .default(LLM_FEATURES.join(','))
  .transform((value, ctx): LlmFeature[] => {
    const names = value
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
    const unknown = names.filter((name) => !(LLM_FEATURES as readonly string[]).includes(name))
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `unknown feature(s) ${unknown.join(', ')}; use ${LLM_FEATURES.join(', ')}`,
      })
      return z.NEVER
    }
    return [...new Set(names)] as LlmFeature[]
  })

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
    TRUST_PROXY: trustProxy,
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
    REDIS_KEY_PREFIX: z.string().default('tailor:'),
    REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
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
    MAX_STORAGE_MB_PER_USER: z.coerce.number().positive().default(100),
    MAX_UPLOAD_PAGES: z.coerce.number().int().min(1).max(200).default(10),
    PARSE_TIMEOUT_MS: z.coerce.number().int().min(500).default(20_000),
    MAX_UNPACKED_MB: z.coerce.number().positive().max(1024).default(64),
    WORKER_THREADS: z.coerce.number().int().min(1).max(64).default(Math.max(1, availableParallelism())),
    WORKER_TASKS_PER_USER: z.coerce.number().int().min(1).default(2),
    WORKER_QUEUE_PER_USER: z.coerce.number().int().min(0).default(10),
    WORKER_QUEUE_MAX: z.coerce.number().int().min(0).default(200),
    WORKER_QUEUE_WAIT_MS: z.coerce.number().int().min(100).default(30_000),
    WORKER_TASK_TIMEOUT_MS: z.coerce.number().int().min(10).default(30_000),
    WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
    WORKER_RECYCLE_RSS_MB: z.coerce.number().int().min(128).default(768),
    PUBLIC_URL: z
      .string()
      .url()
      .optional()
      .transform((v) => v?.replace(/\/+$/, '')),
    PASSWORD_RESET_TTL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    EMAIL_CONFIRM_TTL_MINUTES: z.coerce
      .number()
      .int()
      .min(5)
      .max(7 * 1440)
      .default(1440),
    ACCOUNT_MAIL_PER_HOUR: z.coerce.number().int().min(1).default(3),
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Tailor <no-reply@tailor.local>'),
    S3_ENDPOINT: z.string().url().optional(),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    LLM_BASE_URL: z
      .string()
      .regex(/^https?:\/\/[^\s/]+/, 'LLM_BASE_URL must be an http:// or https:// URL')
      .optional(),
    LLM_API_KEY: z.string().default(''),
    LLM_MODEL: z.string().trim().default(''),
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(20_000),
    LLM_FEATURES: llmFeatures,
    LLM_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(4),
  })
  .refine((env) => !env.LLM_BASE_URL || env.LLM_MODEL, {
    message: 'LLM_MODEL is required when LLM_BASE_URL is set',
    path: ['LLM_MODEL'],
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
    trustProxy: e.TRUST_PROXY,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : null,
    refreshReuseGraceSeconds: e.REFRESH_REUSE_GRACE_SECONDS,
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
      maxStoredBytesPerUser: Math.round(e.MAX_STORAGE_MB_PER_USER * 1024 * 1024),
      parseTimeoutMs: e.PARSE_TIMEOUT_MS,
      maxUnpackedBytes: Math.round(e.MAX_UNPACKED_MB * 1024 * 1024),
    },
    workers: {
      threads: e.WORKER_THREADS,
      perOwner: e.WORKER_TASKS_PER_USER,
      perOwnerQueued: e.WORKER_QUEUE_PER_USER,
      maxQueued: e.WORKER_QUEUE_MAX,
      maxWaitMs: e.WORKER_QUEUE_WAIT_MS,
      taskTimeoutMs: e.WORKER_TASK_TIMEOUT_MS,
      memoryMb: e.WORKER_MEMORY_MB,
      recycleRssMb: e.WORKER_RECYCLE_RSS_MB,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    /** Where links in account e-mails point; outside production the request's own address stands in. */
    publicUrl: e.PUBLIC_URL,
    account: {
      resetTtlMs: e.PASSWORD_RESET_TTL_MINUTES * 60_000,
      emailConfirmTtlMs: e.EMAIL_CONFIRM_TTL_MINUTES * 60_000,
      mailsPerHour: e.ACCOUNT_MAIL_PER_HOUR,
    },
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          apiKey: e.LLM_API_KEY,
          model: e.LLM_MODEL,
          timeoutMs: e.LLM_TIMEOUT_MS,
          features: e.LLM_FEATURES,
          concurrency: e.LLM_CONCURRENCY,
        }
      : null,
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
