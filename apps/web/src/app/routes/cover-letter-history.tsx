import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage
      title="Cover Letter History"
      plan="Search, sort and download the cover letters you have generated."
    />
  )
}
