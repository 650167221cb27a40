import type { ResumeTemplate } from '@tailor/contracts'
import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useEffectEvent } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { Dialog } from '../../../components/ui/dialog.tsx'
import { TemplateImage } from './template-image.tsx'
import { templateHref } from './template-links.ts'

interface TemplateDetailDialogProps {
  templates: ResumeTemplate[]
  /** Index of the template shown; null when closed. */
  index: number | null
  onIndexChange: (index: number) => void
  onClose: () => void
}

/** A large view of one template with its description; arrows (and ← →) step through the gallery. */
export function TemplateDetailDialog({
  templates,
  index,
  onIndexChange,
  onClose,
}: TemplateDetailDialogProps) {
  const template = index === null ? undefined : templates[index]
  const step = (delta: number) => {
    if (index === null) return
    onIndexChange((index + delta + templates.length) % templates.length)
  }
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1)
    if (event.key === 'ArrowRight') step(1)
  })

  // ← and → step through the templates while the dialog is open.
  const open = template !== undefined
  useEffect(() => {
    if (!open) return
    const listener = (event: KeyboardEvent) => onKey(event)
    window.addEventListener('keydown', listener)
    return () => window.removeEventListener('keydown', listener)
  }, [open])
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={template?.name ?? ''}
      actions={
        template && (
          <>
            <Button variant="ghost" size="sm" onClick={() => step(-1)} aria-label="Previous template">
              <ChevronLeft aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => step(1)} aria-label="Next template">
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
            <Button variant="secondary" onClick={onClose} className="ml-auto">
              Close
            </Button>
            <Link to={templateHref(template.id)} className={buttonClass('primary')}>
              Use this template
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </>
        )
      }
    >
      {template && (
        <div>
          <p>{template.description}</p>
          <p className="mt-1 text-xs text-ink-500 dark:text-ink-400">
            Template {index! + 1} of {templates.length} · page 1 of a sample resume
          </p>
          <div className="mt-5 rounded-xl bg-ink-100 p-4 sm:p-6 dark:bg-ink-800/60">
            <TemplateImage
              name={template.name}
              src={template.preview_image}
              eager
              className="mx-auto w-full max-w-[400px]"
            />
          </div>
        </div>
      )}
    </Dialog>
  )
}
