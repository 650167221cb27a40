import type { AtsCheckReply, AtsFormat, ResumeData } from '@tailor/contracts'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export interface AtsCheckInput {
  resume_data: ResumeData
  template: string
  format: AtsFormat
}

/** POST /api/v1/resume/ats-check/ → what an applicant-tracking system reads of the generated file. */
export function checkAts(input: AtsCheckInput): Promise<AtsCheckReply> {
  return api<AtsCheckReply>('/api/v1/resume/ats-check/', { method: 'POST', body: input })
}

export function useCheckAts() {
  return useMutation({ mutationFn: checkAts })
}
