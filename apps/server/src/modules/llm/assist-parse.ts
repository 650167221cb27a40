import type { AiAssistance } from '@tailor/contracts'
import type { AppContext } from '../../context.ts'
import type { ParsedUpload } from '../../workers/worker-tasks.ts'
import { parseRequest } from './prompts.ts'

type Parsed = Extract<ParsedUpload, { ok: true }>

/**
 * The parsing rescue: when the layout reader doubts its parse, the model reads the document's text (without
 * contact details) into the resume's fields; what the text does not contain is dropped and the rest fills
 * what the reader missed. Any failure keeps the reader's parse, with a note. Off when the parse looks whole.
 */
export async function rescueParseWithAssist(
  ctx: AppContext,
  owner: string,
  parsed: Parsed,
  deadline?: AbortSignal,
): Promise<{ parsed: Parsed; ai?: AiAssistance }> {
  const llm = ctx.llm
  if (!llm?.uses('parse') || !parsed.doubts.length) return { parsed }
  const ai: AiAssistance = { model: llm.model, used: [], notes: [] }
  const reply = await llm.ask(
    parseRequest(parsed.text, parsed.resume_data.personal_information),
    deadline ?? AbortSignal.timeout(llm.timeoutMs),
  )
  if (!reply.ok) {
    ai.notes.push(`Reading your resume: ${reply.reason}; the offline reader's result is shown.`)
    return { parsed, ai }
  }
  const rescued = await ctx.workers.request(owner, 'rescueParse', {
    text: parsed.text,
    resume: parsed.resume_data,
    warnings: parsed.warnings,
    reading: reply.value,
  })
  if (rescued.fields.length) {
    ai.used.push('parse')
    ai.fields = rescued.fields
  } else ai.notes.push('Reading your resume: the model found nothing the offline reader had missed.')
  if (rescued.dropped.length)
    ai.notes.push(
      `Reading your resume: ${rescued.dropped.length} of the model's values ${rescued.dropped.length > 1 ? 'are' : 'is'} not in your file and ${rescued.dropped.length > 1 ? 'were' : 'was'} not used.`,
    )
  return { parsed: { ...parsed, resume_data: rescued.resume, warnings: rescued.warnings }, ai }
}
