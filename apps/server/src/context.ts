import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { pino } from 'pino'
import type { Config } from './config.ts'
import type { Database } from './db/database.ts'
import { createSharedCounters, type SharedCounters } from './lib/shared-counters.ts'
import { createMailer, type Mailer } from './mail/mailer.ts'
import { type AccessTokens, createAccessTokens } from './modules/auth/access-tokens.ts'
import { createLlmClient, type LlmClient } from './modules/llm/llm-client.ts'
import { createFileStorage } from './storage/create-file-storage.ts'
import type { FileStorage } from './storage/file-storage.ts'
import { createWorkerPool, type WorkerPool } from './workers/worker-pool.ts'

/** What every service needs, built once at start-up and passed down explicitly. */
export type AppContext = {
  config: Config
  db: Database
  accessTokens: AccessTokens
  /** Rate-limit and sign-in counters: in Redis when REDIS_URL is set, else in this process. */
  counters: SharedCounters
  storage: FileStorage
  workers: WorkerPool
  mailer: Mailer
  /** The optional language model (LLM_BASE_URL); null: the offline engine does everything. */
  llm: LlmClient | null
  log: FastifyBaseLogger
}

export function createContext(config: Config, db: Database): AppContext {
  const log = pino({ level: config.logLevel })
  return {
    config,
    db,
    accessTokens: createAccessTokens(config.jwtSecret, config.accessTokenTtl),
    counters: createSharedCounters(config.redis),
    storage: createFileStorage(config),
    workers: createWorkerPool({ ...config.workers, onError: (err) => log.error({ err }, 'worker failed') }),
    mailer: createMailer({ ...config.mail, outboxDir: join(config.dataDir, 'outbox') }),
    llm: config.llm ? createLlmClient(config.llm, log) : null,
    log,
  }
}
