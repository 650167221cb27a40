import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage
      title="Analysis History"
      plan="Every resume analysis you have run, with match scores and downloads."
    />
  )
}
