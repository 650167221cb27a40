import type { CoverLetterLength, CoverLetterTemplate, CoverLetterTone } from '@tailor/contracts'

// The generator's choices (docs/product.md § Limits) with the words shown on their cards. Kept here rather than read
// from @tailor/contracts at runtime so the screen's chunk does not pull in zod; a test keeps them equal.

export interface LetterOption<V extends string> {
  value: V
  label: string
  description: string
}

export const toneOptions: LetterOption<CoverLetterTone>[] = [
  {
    value: 'professional',
    label: 'Professional',
    description: 'Polished and formal; right for any employer.',
  },
  {
    value: 'enthusiastic',
    label: 'Enthusiastic',
    description: 'Warm and energetic about the role and team.',
  },
  { value: 'confident', label: 'Confident', description: 'Direct and assured; leads with your results.' },
  {
    value: 'conversational',
    label: 'Conversational',
    description: 'Friendly and natural, like a note to a peer.',
  },
]

export const templateOptions: LetterOption<CoverLetterTemplate>[] = [
  { value: 'modern', label: 'Modern', description: 'Clean sans-serif type with a blue accent.' },
  { value: 'traditional', label: 'Traditional', description: 'Serif business letter, centred letterhead.' },
  { value: 'creative', label: 'Creative', description: 'A colour letterhead band that stands out.' },
  { value: 'minimal', label: 'Minimal', description: 'Quiet layout with generous white space.' },
]

export const lengthOptions: Array<LetterOption<CoverLetterLength> & { min: number; max: number }> = [
  { value: 'short', label: 'Short', description: 'A quick, focused pitch.', min: 250, max: 300 },
  { value: 'medium', label: 'Medium', description: 'What most recruiters expect.', min: 350, max: 450 },
  { value: 'long', label: 'Long', description: 'Room for more stories and detail.', min: 500, max: 600 },
]

export function optionLabel<V extends string>(options: LetterOption<V>[], value: V): string {
  return options.find((option) => option.value === value)?.label ?? value
}
