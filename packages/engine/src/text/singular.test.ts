import { describe, expect, it } from 'vitest'
import { singular } from './singular.ts'

describe('singular', () => {
  it('takes the plural ending off', () => {
    expect(
      ['processes', 'boxes', 'batteries', 'courses', 'valves', 'benches', 'Technicians', 'DUTIES'].map(
        singular,
      ),
    ).toEqual(['process', 'box', 'battery', 'course', 'valve', 'bench', 'Technician', 'DUTY'])
  })

  it('leaves a noun whose last "s" is its own', () => {
    for (const word of [
      'gas',
      'analysis',
      'status',
      'logistics',
      'glass',
      'hazardous',
      'series',
      'lens',
      'survey',
    ])
      expect(singular(word)).toBe(word)
  })
})
