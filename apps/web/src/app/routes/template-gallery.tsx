import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage
      title="Template Gallery"
      plan="Browse the resume templates available for your tailored resumes."
    />
  )
}
