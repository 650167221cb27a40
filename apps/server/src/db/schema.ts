import { sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// One schema for PGlite and PostgreSQL; keep to what PostgreSQL 15 supports.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash'),
    isCreditExempt: boolean('is_credit_exempt').notNull().default(false),
    balance: integer('balance').notNull().default(0),
    /** Base32 TOTP secret once two-factor sign-in is on; the pending one waits for the first code. */
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    secretHash: text('secret_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
)

export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** null once the account is deleted: the bookkeeping row stays, anonymised. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').notNull(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_idempotency_key').on(t.idempotencyKey),
  ],
)

export const creditPackages = pgTable(
  'credit_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('USD'),
    creditAmount: integer('credit_amount').notNull(),
    packageType: text('package_type', { enum: ['SUBSCRIPTION', 'ONE_TIME'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('credit_packages_name_key').on(t.name)],
)

export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null once the account is deleted: payment records are kept for accounting, anonymised. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    packageId: uuid('package_id')
      .notNull()
      .references(() => creditPackages.id),
    paymentReference: text('payment_reference').notNull(),
    status: text('status', { enum: ['SUCCESS', 'PENDING', 'FAILED'] }).notNull(),
    amount: numeric('amount', { precision: 10, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transactions_reference_key').on(t.paymentReference)],
)

export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    format: text('format', { enum: ['pdf', 'docx', 'doc', 'txt'] }).notNull(),
    pages: integer('pages').notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    text: text('text').notNull(),
    resumeData: jsonb('resume_data').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('resumes_user_last_used_idx').on(t.userId, t.lastUsedAt),
    uniqueIndex('resumes_user_sha_key').on(t.userId, t.sha256),
  ],
)

export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    applicantName: text('applicant_name').notNull(),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    jobDescription: text('job_description').notNull(),
    jobUrl: text('job_url').notNull(),
    template: text('template').notNull(),
    tailoringMode: text('tailoring_mode', { enum: ['tailoring', 'report'] }).notNull(),
    tailoringLevel: integer('tailoring_level').notNull(),
    exportOption: text('export_option', { enum: ['download', 'email', 'both'] }).notNull(),
    overallScore: integer('overall_score'),
    skillsScore: integer('skills_score'),
    /** ATS readiness of the tailored resume on its own (no job), for the dashboard. */
    atsScore: integer('ats_score'),
    originalData: jsonb('original_data').notNull(),
    resumeData: jsonb('resume_data').notNull(),
    highlights: jsonb('highlights').notNull(),
    matchScores: jsonb('match_scores').notNull(),
    jobAnalysis: jsonb('job_analysis'),
    changes: jsonb('changes').notNull(),
    report: jsonb('report'),
    /** What the optional model did for this analysis (docs/ai.md); null without one. */
    ai: jsonb('ai'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analyses_user_created_idx').on(t.userId, t.createdAt)],
)

/** One row per file a user downloads, for the dashboard's figures. */
export const downloads = pgTable(
  'downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['resume', 'cover_letter'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_user_idx').on(t.userId, t.createdAt)],
)

export const coverLetters = pgTable(
  'cover_letters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    jobTitle: text('job_title').notNull(),
    companyName: text('company_name').notNull(),
    jobDescription: text('job_description').notNull(),
    hiringManager: text('hiring_manager').notNull(),
    referralSource: text('referral_source').notNull(),
    additionalInfo: text('additional_info').notNull(),
    tone: text('tone', { enum: ['professional', 'enthusiastic', 'confident', 'conversational'] }).notNull(),
    template: text('template', { enum: ['modern', 'traditional', 'creative', 'minimal'] }).notNull(),
    length: text('length', { enum: ['short', 'medium', 'long'] }).notNull(),
    content: text('content').notNull(),
    wordCount: integer('word_count').notNull(),
    /** Contact details for the PDF letterhead, copied from the resume at generation time. */
    sender: jsonb('sender').notNull(),
    analysis: jsonb('analysis').notNull(),
    recommendations: jsonb('recommendations').notNull(),
    status: text('status').notNull().default('COMPLETED'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cover_letters_user_created_idx').on(t.userId, t.createdAt)],
)

/** Installation-wide values every instance reads from the database (the demo account's password). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
})

/** Single-use links sent by e-mail (password reset, e-mail change); only a hash of the token is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address an e-mail change confirms. */
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_key').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
)

/** Hashed single-use recovery codes for two-factor sign-in. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
)
