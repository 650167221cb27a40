import type { ExportFormat, ResumeData } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * Renders in the worker pool (PDF unless another export format is asked for); template and length problems
 * become 400/413, a busy pool 429/503.
 */
export async function renderPdf(
  ctx: AppContext,
  userId: string,
  data: ResumeData,
  template: string,
  pageSize: 'LETTER' | 'A4' = 'LETTER',
  format: ExportFormat = 'pdf',
): Promise<Uint8Array> {
  const result = await ctx.workers.request(userId, 'renderResume', { data, template, pageSize, format })
  if (result.ok) return result.pdf
  if (result.code === 'unknown_template') throw new AppError('invalid', `Unknown template "${template}".`)
  throw new AppError(
    'too_large',
    'This resume has more text than a PDF can hold here. Please shorten it and try again.',
  )
}

const OUTBOX_DETAIL =
  'Email is not configured on this server, so the message was not sent. Please download the PDF instead.'

/** Sends the tailored PDF to the account's email; a delivery problem is reported, never fatal to the analysis. */
export async function emailResume(
  ctx: AppContext,
  userId: string,
  to: string,
  resume: { data: ResumeData; template: string; jobTitle: string; companyName: string },
) {
  const role = [resume.jobTitle, resume.companyName].filter(Boolean).join(' at ')
  try {
    const pdf = await renderPdf(ctx, userId, resume.data, resume.template)
    const receipt = await ctx.mailer.send({
      to,
      subject: role ? `Your tailored resume for ${role}` : 'Your tailored resume',
      text: `Hello,\n\nYour tailored resume${role ? ` for ${role}` : ''} is attached as a PDF.\n\nGood luck with your application!\n— Tailor`,
      attachments: [{ filename: 'resume.pdf', content: pdf, contentType: 'application/pdf' }],
    })
    if (receipt.via === 'smtp') return { status: 'sent' as const, to, detail: `Sent to ${to}.` }
    // Where the server keeps files is the operator's business, not the user's: the path goes to the log only.
    ctx.log.info({ path: receipt.path }, 'resume email saved to the outbox')
    return { status: 'outbox' as const, to, detail: OUTBOX_DETAIL }
  } catch (error) {
    ctx.log.error({ err: error }, 'resume email failed')
    return {
      status: 'failed' as const,
      to,
      detail: 'We couldn’t send the email. Please download the PDF instead.',
    }
  }
}
