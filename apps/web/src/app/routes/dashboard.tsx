import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return (
    <ScaffoldPage title="Dashboard" plan="Your credits, recent analyses and shortcuts will appear here." />
  )
}
