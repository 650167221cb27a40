import {
  COVER_LETTER_LENGTHS,
  COVER_LETTER_TEMPLATES,
  COVER_LETTER_TONES,
  coverLetterWordRange,
} from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { lengthOptions, optionLabel, templateOptions, toneOptions } from './letter-options.ts'

describe('letter options', () => {
  it("offer the contract's tones, templates and lengths in its order", () => {
    expect(toneOptions.map((o) => o.value)).toEqual([...COVER_LETTER_TONES])
    expect(templateOptions.map((o) => o.value)).toEqual([...COVER_LETTER_TEMPLATES])
    expect(lengthOptions.map((o) => o.value)).toEqual([...COVER_LETTER_LENGTHS])
  })

  it("show the contract's word ranges", () => {
    for (const option of lengthOptions) {
      expect({ min: option.min, max: option.max }).toEqual(coverLetterWordRange[option.value])
    }
  })

  it('label a value, or show it as it came when unknown', () => {
    expect(optionLabel(toneOptions, 'confident')).toBe('Confident')
    expect(optionLabel(toneOptions, 'sarcastic' as never)).toBe('sarcastic')
  })
})
