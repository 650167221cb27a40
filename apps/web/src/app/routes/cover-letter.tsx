import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage
      title="AI Cover Letter Generator"
      plan="Write a cover letter from your resume and a job description."
    />
  )
}
