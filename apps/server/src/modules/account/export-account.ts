import { strToU8, zipSync } from 'fflate'
import type { AppContext } from '../../context.ts'
import { accountRepository } from './repository.ts'
import { requireAccount } from './service.ts'

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`)

/**
 * Everything stored about a user as one ZIP: account.json (profile and every other table's rows, secrets
 * left out), resumes.json, analyses.json, cover-letters.json and the uploaded files under files/.
 */
export async function exportAccount(ctx: AppContext, userId: string): Promise<Uint8Array> {
  const user = await requireAccount(ctx, userId)
  const {
    resumes = [],
    analyses = [],
    cover_letters = [],
    ...rest
  } = await accountRepository.findAllRows(ctx.db, userId)
  const files: Record<string, Uint8Array> = {}
  for (const resume of resumes) {
    const bytes = await ctx.storage.get(String(resume.storageKey))
    if (bytes) files[`files/${String(resume.id)}-${String(resume.filename).replace(/[/\\]/g, '_')}`] = bytes
  }
  const account = {
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      email: user.email,
      credits: user.balance,
      is_credit_exempt: user.isCreditExempt,
      two_factor_enabled: user.totpSecret !== null,
      created_at: user.createdAt.toISOString(),
    },
    ...rest,
  }
  return zipSync({
    'account.json': json(account),
    'resumes.json': json(resumes),
    'analyses.json': json(analyses),
    'cover-letters.json': json(cover_letters),
    ...files,
  })
}
