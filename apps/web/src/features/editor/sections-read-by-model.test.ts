import { describe, expect, it } from 'vitest'
import { sectionsReadByModel } from './sections-read-by-model.ts'

describe('sectionsReadByModel', () => {
  it('names each part the model filled once', () => {
    const ai = {
      model: 'm',
      used: ['parse' as const],
      notes: [],
      fields: [
        'work_experience[0]',
        'work_experience[1].dates',
        'skills[4]',
        'personal_information.location',
      ],
    }
    expect([...sectionsReadByModel(ai)]).toEqual(['work_experience', 'skills', 'personal_information'])
  })

  it('is empty without a model or a rescue', () => {
    expect(sectionsReadByModel(null).size).toBe(0)
    expect(sectionsReadByModel({ model: 'm', used: [], notes: [] }).size).toBe(0)
  })
})
