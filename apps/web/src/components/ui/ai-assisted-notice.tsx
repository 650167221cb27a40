import type { AiAssistance, AiFeature } from '@tailor/contracts'
import { Alert } from './alert.tsx'

const partNames: Record<AiFeature, string> = {
  parse: 'reading your resume',
  job: 'reading the job',
  rewrite: 'rewording your bullets and summary',
  letter: 'writing the letter',
}

/**
 * "AI-assisted" with the model's name, what it was used for (every word checked against the resume) and why
 * the offline engine did the rest. Nothing when no model is configured.
 */
export function AiAssistedNotice({ ai, className }: { ai?: AiAssistance; className?: string }) {
  if (!ai) return null
  const parts = ai.used.map((part) => partNames[part])
  return (
    <Alert tone="info" title={`AI-assisted · ${ai.model}`} className={className}>
      <p>
        {parts.length
          ? `The model helped with ${parts.join(' and ')}; every word it proposed was checked against your resume.`
          : 'The offline engine did this one: nothing the model proposed was used.'}
      </p>
      {ai.notes.length > 0 && (
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          {ai.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </Alert>
  )
}
