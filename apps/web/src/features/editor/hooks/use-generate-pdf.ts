import type { ResumeData } from '@tailor/contracts'
import { resumeFileName } from '@tailor/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { queryKeys } from '../../../lib/query-keys.ts'
import { saveFile } from '../../../lib/save-file.ts'
import { renderResume } from '../api/render-resume.ts'
import { validateResume } from '../validate-resume.ts'

export interface PdfTarget {
  /** The analysis the edits are saved to; null renders without saving. */
  analysisId: string | null
  template: string
  tailoringLevel?: number
  /** Names the file (docs/product.md § API). */
  jobTitle: string
}

export const pdfSavedMessage = 'Resume PDF generated successfully!'
export const pdfFailedMessage = 'Failed to generate PDF. Please try again.'

/**
 * Generate PDF: validate (docs/product.md § Validation), render and save the edits, download the file. Once a validation
 * has failed, the errors follow the data so each one disappears as soon as it is fixed.
 */
export function useGeneratePdf(data: ResumeData, target: PdfTarget) {
  const queryClient = useQueryClient()
  const [checking, setChecking] = useState(false)
  const mutation = useMutation({
    mutationFn: (resume: ResumeData) =>
      renderResume({
        resume_data: resume,
        template: target.template,
        tailoring_level: target.tailoringLevel,
        ...(target.analysisId ? { tailored_resume_uuid: target.analysisId } : {}),
      }),
    onSuccess: async (pdf) => {
      saveFile(pdf, resumeFileName(target.jobTitle))
      if (target.analysisId) await queryClient.invalidateQueries({ queryKey: queryKeys.analyses })
    },
  })
  const errors = checking ? validateResume(data) : []

  function generate() {
    const problems = validateResume(data)
    setChecking(problems.length > 0)
    if (problems.length > 0) {
      mutation.reset()
      return
    }
    mutation.mutate(data)
  }

  return {
    generate,
    errors,
    generating: mutation.isPending,
    outcome: mutation.isSuccess ? 'saved' : mutation.isError ? 'failed' : null,
  } as const
}
