import type { ResumeTemplate } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { pickTemplate } from './get-templates.ts'

const template = (id: string): ResumeTemplate => ({ id, name: id, description: '', preview_image: '' })
const list = [template('classic'), template('modern')]

describe('pickTemplate', () => {
  it('uses the wanted template when the list has it', () => {
    expect(pickTemplate(list, 'modern')).toBe('modern')
  })

  it('falls back to the first template for an unknown or missing wish', () => {
    expect(pickTemplate(list, 'nope')).toBe('classic')
    expect(pickTemplate(list, null)).toBe('classic')
  })

  it('trusts the wish before the list loads and uses "modern" when nothing is known', () => {
    expect(pickTemplate(undefined, 'executive')).toBe('executive')
    expect(pickTemplate(undefined)).toBe('modern')
    expect(pickTemplate([], undefined)).toBe('modern')
  })
})
