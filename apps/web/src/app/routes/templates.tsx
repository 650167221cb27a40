import { ScaffoldPage } from './scaffold-page.tsx'

export function Component() {
  return <ScaffoldPage title="Templates" plan="The templates you use most, ready for your next resume." />
}
