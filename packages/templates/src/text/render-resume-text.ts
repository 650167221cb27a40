import type { ResumeData } from '@tailor/contracts'
import { cleanResume } from '../clean-resume.ts'
import { type OutlineBlock, resumeOutline } from '../outline/resume-outline.ts'
import { requireRenderableResume } from '../require-renderable-resume.ts'

const line = (block: OutlineBlock): string => {
  if (block.kind === 'entry') {
    const head = [block.title, block.subtitle].filter(Boolean).join(' — ')
    return block.dates ? `${head}, ${block.dates}` : head
  }
  if (block.kind === 'heading') return `\n${block.text.toUpperCase()}`
  if (block.kind === 'bullet') return `- ${block.text}`
  return block.text
}

/** Plain text for pasting into application forms: upper-case headings, "- " bullets, nothing else. */
export function renderResumeText(data: ResumeData): string {
  const resume = requireRenderableResume(cleanResume(data))
  return `${resumeOutline(resume).map(line).join('\n').trim()}\n`
}
