import { describe, expect, it } from 'vitest'
import { explainRejection } from './explain-rejection.ts'

describe('explainRejection', () => {
  it('quotes the skill or name the model added', () => {
    expect(explainRejection('work_experience[0].achievements[1] adds the skill "Kubernetes"')).toBe(
      "AI suggestion not used: it named 'Kubernetes', which your resume does not show",
    )
    expect(
      explainRejection('names "Google", which is not in the resume, your notes or the job description'),
    ).toBe("AI suggestion not used: it named 'Google', which your resume does not show")
  })

  it('says a title is not one the resume gives', () => {
    expect(explainRejection('professional_summary claims the title "Senior Engineer"')).toBe(
      "AI suggestion not used: it called you 'Senior Engineer', a title your resume does not give you",
    )
  })

  it('tells a new number and a years claim apart', () => {
    expect(explainRejection('professional_summary adds the number 40')).toBe(
      'AI suggestion not used: it gave the number 40, which your resume does not show',
    )
    expect(explainRejection("claims 12 years of experience; the resume's dates show 4")).toBe(
      "AI suggestion not used: it claimed 12 years of experience, which your resume's dates do not show",
    )
  })

  it('falls back to a general reason for structural changes', () => {
    expect(explainRejection('work_experience[0] has a title, employer or dates not in the resume')).toBe(
      'AI suggestion not used: it changed a fact your resume does not support',
    )
  })
})
