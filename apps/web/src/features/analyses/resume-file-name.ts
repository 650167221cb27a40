import { untitledPosition } from './describe-analysis.ts'

/**
 * Spec §7: the job title in lower case, non-alphanumerics replaced by underscores, plus `_resume.pdf`
 * (`Senior Engineer (Remote)` → `senior_engineer_remote_resume.pdf`). Runs of underscores collapse and
 * none lead or trail, the same rule the server uses for its Content-Disposition name.
 */
export function resumeFileName(jobTitle: string): string {
  const stem = (jobTitle.trim() || untitledPosition)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `${stem || 'resume'}_resume.pdf`
}
