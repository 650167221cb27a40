import { useState } from 'react'
import { useTemplates } from '../../../components/templates/get-templates.ts'
import { TemplateCard } from './template-card.tsx'
import { TemplateDetailDialog } from './template-detail-dialog.tsx'
import { TemplatesError, TemplatesLoading } from './templates-states.tsx'

/** Every resume template with a large preview, a detail view and "Use this template". */
export function TemplateGallery() {
  const templates = useTemplates()
  const [shown, setShown] = useState<number | null>(null)

  if (templates.isPending) return <TemplatesLoading cards={6} />
  if (templates.isError) return <TemplatesError error={templates.error} />

  return (
    <>
      <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        {templates.data.map((template, i) => (
          <TemplateCard
            key={template.id}
            template={template}
            isDefault={i === 0}
            eager={i < 3}
            onPreview={() => setShown(i)}
          />
        ))}
      </div>
      <TemplateDetailDialog
        templates={templates.data}
        index={shown}
        onIndexChange={setShown}
        onClose={() => setShown(null)}
      />
    </>
  )
}
