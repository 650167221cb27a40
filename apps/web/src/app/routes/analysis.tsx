import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage
      title="Smart Resume Tailoring"
      plan="Upload or paste a resume, add a job description and get a tailored version to edit."
    />
  )
}
