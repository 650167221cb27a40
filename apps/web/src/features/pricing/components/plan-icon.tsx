import { Building2, Crown, Rocket, Sparkles } from 'lucide-react'

/** docs/product.md § Limits: the plan icon depends on whether the name contains Starter, Professional or Enterprise. */
export function PlanIcon({ name }: { name: string }) {
  const Icon = /starter/i.test(name)
    ? Rocket
    : /professional/i.test(name)
      ? Crown
      : /enterprise/i.test(name)
        ? Building2
        : Sparkles
  return <Icon aria-hidden="true" className="size-6" />
}
