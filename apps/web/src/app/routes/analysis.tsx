import { useSearchParams } from 'react-router'
import { EditResumeDialog } from '../../features/editor/components/edit-resume-dialog.tsx'
import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  const [params, setParams] = useSearchParams()
  return (
    <>
      <ScaffoldPage
        title="Smart Resume Tailoring"
        plan="Upload or paste a resume, add a job description and get a tailored version to edit."
      />
      <EditResumeDialog
        analysisId={params.get('edit')}
        onClose={() =>
          setParams((current) => {
            current.delete('edit')
            return current
          })
        }
      />
    </>
  )
}
