import type { AiAssistance } from '@tailor/contracts'
import type { ModelJobReading } from '@tailor/engine'
import type { AppContext } from '../../context.ts'
import type { TailoredResume, TailorTask } from '../../workers/worker-tasks.ts'
import { jobReadingRequest, rewordRequest } from './prompts.ts'

/** The engine's high intensity ("over 70"), the only one at which a model rewords. */
export const REWRITE_ABOVE_LEVEL = 70

/**
 * The tailoring task with the optional model: its reading of the posting is merged where the posting supports
 * it, and at high intensity its rewordings are taken one by one where they add no fact. Any failure leaves the
 * offline engine's result, with a note; all model calls of one request share one LLM_TIMEOUT_MS.
 */
export async function tailorWithAssist(
  ctx: AppContext,
  owner: string,
  task: TailorTask,
  deadline?: AbortSignal,
): Promise<{ result: TailoredResume; ai?: AiAssistance }> {
  const llm = ctx.llm
  if (!llm) return { result: await ctx.workers.request(owner, 'tailor', task) }
  const ai: AiAssistance = { model: llm.model, used: [], notes: [] }
  deadline ??= AbortSignal.timeout(llm.timeoutMs)
  const hasJob = task.jobDescription.trim() !== ''

  let jobReading: ModelJobReading | undefined
  if (hasJob && llm.uses('job')) {
    const reply = await llm.ask(jobReadingRequest(task.jobDescription), deadline)
    if (reply.ok) jobReading = reply.value
    else ai.notes.push(`Job reading: ${reply.reason}; the offline engine read the posting.`)
  }
  let result = await ctx.workers.request(owner, 'tailor', { ...task, jobReading })
  if (result.jobAdded?.length) ai.used.push('job')
  else if (jobReading)
    ai.notes.push('Job reading: the model found nothing in the posting the engine had missed.')

  if (result.job && llm.uses('rewrite') && task.level > REWRITE_ABOVE_LEVEL) {
    const reply = await llm.ask(
      rewordRequest(result.output.resume_data, result.job, task.jobDescription),
      deadline,
    )
    if (!reply.ok) ai.notes.push(`Rewording: ${reply.reason}; the offline engine's wording was kept.`)
    else {
      const reworded = await ctx.workers.request(owner, 'reword', {
        resume: task.resume,
        tailored: result,
        rewordings: reply.value.rewordings,
      })
      if (reworded.used) ai.used.push('rewrite')
      if (reworded.rejected)
        ai.notes.push(
          `Rewording: ${reworded.rejected} of the model's suggestions named something your resume does not show and ${reworded.rejected > 1 ? 'were' : 'was'} not used (see the changes).`,
        )
      const { used: _used, rejected: _rejected, ...rest } = reworded
      result = rest
    }
  }
  return { result, ai }
}
