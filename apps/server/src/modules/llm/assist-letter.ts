import type { AiAssistance } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import type { WriteLetterTask, WrittenLetter } from '../../workers/worker-tasks.ts'
import { letterRequest } from './prompts.ts'

/**
 * The letter task with the optional model: it writes the body from the engine's fact sheet, every sentence the
 * claim checker finds anything in is left out, and the engine's own letter is used when the rest does not fit
 * the length, the model fails, or there is no resume to take facts from.
 */
export async function writeLetterWithAssist(
  ctx: AppContext,
  owner: string,
  task: WriteLetterTask,
  deadline?: AbortSignal,
): Promise<{ letter: WrittenLetter; ai?: AiAssistance }> {
  const llm = ctx.llm
  if (!llm?.uses('letter')) return { letter: await ctx.workers.request(owner, 'writeLetter', task) }
  const ai: AiAssistance = { model: llm.model, used: [], notes: [] }
  deadline ??= AbortSignal.timeout(llm.timeoutMs)
  const { factSheet, ...letter } = await ctx.workers.request(owner, 'writeLetter', {
    ...task,
    withFactSheet: true,
  })
  if (!factSheet || letter.violations.length) {
    ai.notes.push('Letter: without a resume to take facts from, the offline engine wrote it.')
    return { letter, ai }
  }
  const reply = await llm.ask(
    letterRequest({
      facts: factSheet,
      job: task.job,
      tone: task.tone,
      length: task.length,
      hiringManager: task.hiringManager,
      referralSource: task.referralSource,
      additionalInfo: task.additionalInfo,
    }),
    deadline,
  )
  if (!reply.ok) {
    ai.notes.push(`Letter: ${reply.reason}; the offline engine wrote it.`)
    return { letter, ai }
  }
  const checked = await ctx.workers.request(owner, 'checkLetterDraft', {
    letter: task,
    engineLetter: letter.content,
    paragraphs: reply.value.paragraphs,
  })
  if (!checked.ok || checked.letter.violations.length) {
    const reason = checked.ok ? 'it made a claim your resume does not support' : checked.reason
    ai.notes.push(`Letter: ${reason}; the offline engine wrote it.`)
    return { letter, ai }
  }
  ai.used.push('letter')
  if (checked.removed)
    ai.notes.push(
      `Letter: ${checked.removed} of the model's sentences made a claim your resume does not support and ${checked.removed > 1 ? 'were' : 'was'} left out.`,
    )
  return { letter: checked.letter, ai }
}
