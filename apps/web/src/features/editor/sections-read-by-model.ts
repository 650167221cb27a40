import type { AiAssistance, ResumeData } from '@tailor/contracts'

/** The resume's parts where the model's reading filled what the layout reader missed (`work_experience[1]` → `work_experience`). */
export function sectionsReadByModel(ai: AiAssistance | null | undefined): Set<keyof ResumeData> {
  return new Set((ai?.fields ?? []).map((path) => path.split(/[.[]/)[0] as keyof ResumeData))
}
