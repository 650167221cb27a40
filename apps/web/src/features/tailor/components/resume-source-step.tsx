import { ClipboardPaste, Upload } from 'lucide-react'
import type { Dispatch } from 'react'
import { FileDropZone } from '../../../components/ui/file-drop-zone.tsx'
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx'
import { TextAreaField } from '../../../components/ui/text-area-field.tsx'
import type { ResumeSource, TailorFormAction, TailorFormState } from '../tailor-form-state.ts'
import { PreviousResumes } from './previous-resumes.tsx'

/** docs/product.md § Limits: accepted resume files. */
export const resumeExtensions = ['pdf', 'doc', 'docx']

interface ResumeSourceStepProps {
  state: TailorFormState
  dispatch: Dispatch<TailorFormAction>
  maxUploadBytes: number
}

export function ResumeSourceStep({ state, dispatch, maxUploadBytes }: ResumeSourceStepProps) {
  return (
    <div>
      <SegmentedControl<ResumeSource>
        legend="Resume input"
        options={[
          { value: 'file', label: 'Upload File', icon: <Upload aria-hidden="true" className="size-4" /> },
          {
            value: 'text',
            label: 'Paste Text',
            icon: <ClipboardPaste aria-hidden="true" className="size-4" />,
          },
        ]}
        value={state.source}
        onChange={(source) => dispatch({ type: 'source', source })}
      />
      <div className="mt-5">
        {state.source === 'file' ? (
          <>
            <FileDropZone
              label="Resume file"
              extensions={resumeExtensions}
              maxBytes={maxUploadBytes}
              file={state.file}
              onFileChange={(file) => dispatch({ type: 'file', file })}
            />
            <PreviousResumes
              selectedId={state.previousId}
              onSelect={(id) => dispatch({ type: 'previous', id })}
            />
          </>
        ) : (
          <TextAreaField
            label="Resume text"
            value={state.text}
            onChange={(event) => dispatch({ type: 'text', text: event.target.value })}
            rows={12}
            placeholder={
              'Maria Lopez\nmaria.lopez@example.com · Austin, TX\n\nSummary\nBackend engineer with 6 years of experience…\n\nExperience\nSenior Software Engineer, Fintrust Inc — Jan 2021 – Present\n• Led migration of the ledger service to PostgreSQL…'
            }
            hint="Paste the whole resume as plain text. Keep the section headings (Summary, Experience, Education, Skills) so each part is read correctly."
          />
        )}
      </div>
    </div>
  )
}
