import { emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { evalResumes } from '../../eval/eval-set.ts'
import { findInvariantViolations } from './find-invariant-violations.ts'

const original = evalResumes.acct_strong
const edit = (change: (r: typeof original) => void) => {
  const copy = structuredClone(original)
  change(copy)
  return findInvariantViolations(original, copy)
}

describe('findInvariantViolations', () => {
  it('accepts an unchanged or reordered resume', () => {
    expect(findInvariantViolations(original, structuredClone(original))).toEqual([])
    expect(edit((r) => r.skills.reverse())).toEqual([])
  })

  it('flags changed contact details and a headline that is not a held title', () => {
    expect(edit((r) => (r.personal_information.email = 'x@example.com'))).toEqual([
      'personal_information.email changed',
    ])
    expect(edit((r) => (r.personal_information.position = 'Controller'))[0]).toMatch(/position/)
  })

  it('flags invented skills, numbers, employers and degrees', () => {
    expect(edit((r) => r.skills.push('Python')).join()).toMatch(/Python/)
    expect(edit((r) => (r.work_experience[0]!.achievements[0] += ' for 75 stores')).join()).toMatch(/75/)
    expect(edit((r) => (r.work_experience[0]!.company = 'Deloitte')).join()).toMatch(/employer/)
    expect(edit((r) => (r.education[0]!.degree = 'MBA')).join()).toMatch(/education/)
    expect(edit((r) => (r.professional_summary = 'Trained at Harvard.')).join()).toMatch(/Harvard/)
  })

  it('reads plain wording as wording, not as a skill the resume lacks', () => {
    // "close collaboration" is not "Closing deals"; "ask questions" is not ESCO's "Questioning techniques".
    const plain =
      'Reconciled accounts in close collaboration with the sales team; ask questions to find gaps.'
    expect(edit((r) => (r.professional_summary = plain)).join()).not.toMatch(/Closing deals|Questioning/)
    expect(edit((r) => (r.professional_summary = 'Closed 40 new deals.')).join()).toMatch(/Closing deals/)
  })
})

describe('findInvariantViolations on ambiguous aliases', () => {
  it('never flags an unchanged bullet whose alias the whole resume reads in another sense first', () => {
    const resume = emptyResumeData()
    resume.work_experience = [
      {
        title: 'Emergency Communications Supervisor',
        company: 'Valley 911',
        dates: '2021 - 2024',
        achievements: [],
      },
      {
        title: 'Dispatcher',
        company: 'Lake County',
        dates: '2016 - 2021',
        achievements: ['Trained new call takers as a communications training officer'],
      },
    ]
    expect(findInvariantViolations(resume, structuredClone(resume))).toEqual([])
  })

  it("still reads a source line against the whole resume: Unreal's Blueprints are no blueprint reading", () => {
    const resume = emptyResumeData()
    resume.work_experience = [
      {
        title: 'Gameplay Programmer',
        company: 'Kestrel Games',
        dates: '2021 - 2024',
        achievements: [
          'Shipped two console titles in Unreal Engine 5',
          'Prototyped vending machine logic in Blueprints',
        ],
      },
    ]
    const tailored = structuredClone(resume)
    tailored.skills = ['Blueprint reading']
    expect(findInvariantViolations(resume, tailored).join(' ')).toContain('Blueprint reading')
  })
})

describe('findInvariantViolations on titles', () => {
  // Held: "Senior Backend Developer" and "Software Engineer II"; never a Senior Engineer.
  const engineer = structuredClone(evalResumes.be_strong)
  engineer.work_experience[0]!.title = 'Senior Backend Developer'
  engineer.work_experience[1]!.title = 'Software Engineer II'
  const summary = (text: string) => {
    const copy = structuredClone(engineer)
    copy.professional_summary = text
    return findInvariantViolations(engineer, copy)
  }

  it('flags a title made of words the resume has but never gives the candidate', () => {
    expect(summary('Senior Engineer building payment services.')).toEqual([
      'professional_summary claims the title "Senior Engineer"',
    ])
    expect(summary('Built payment services as lead developer.')).toEqual([
      'professional_summary claims the title "lead developer"',
    ])
    expect(summary('Built billing services as a backend engineer.')).toEqual([
      'professional_summary claims the title "backend engineer"',
    ])
    expect(summary('Backend Engineer building payment services.')).toEqual([
      'professional_summary claims the title "Backend Engineer"',
    ])
  })

  it('accepts the titles held, shortened, and words that are not a claim', () => {
    expect(summary('Senior Backend Developer building payment services.')).toEqual([])
    expect(summary('Senior Developer and Software Engineer building payment services.')).toEqual([])
    expect(summary('Backend developer who mentored senior engineers and junior developers.')).toEqual([])
    expect(summary('Built billing services as a senior developer.')).toEqual([])
  })
})

describe('findInvariantViolations on the newer sections', () => {
  const project = {
    name: 'Ledger Sync',
    role: 'Author',
    dates: '2022',
    link: 'github.com/x/ledger-sync',
    description: 'Reconciles bank feeds.',
    bullets: ['Wrote the matcher in Python.', 'Cut month-end close by two days.'],
    technologies: ['Python'],
  }
  const withProjects = {
    ...structuredClone(original),
    projects: [project, { ...project, name: 'Invoice OCR', bullets: [] }],
    languages: [{ language: 'Spanish', proficiency: 'B2' }],
    interests: ['Chess'],
  }
  const change = (edit: (r: typeof withProjects) => void) => {
    const copy = structuredClone(withProjects)
    edit(copy)
    return findInvariantViolations(withProjects, copy)
  }

  it('accepts projects and their bullets in a new order', () => {
    expect(
      change((r) => {
        r.projects.reverse()
        r.projects[1]!.bullets.reverse()
      }),
    ).toEqual([])
  })

  it('flags a renamed project, an invented bullet, a new language level and a new interest', () => {
    expect(change((r) => (r.projects[0]!.name = 'Ledger Cloud'))).toEqual([
      'projects[0] is not in the resume',
    ])
    expect(change((r) => r.projects[0]!.bullets.push('Led 9 engineers.'))).toEqual([
      'projects[0] is not in the resume',
    ])
    expect(change((r) => (r.languages[0]!.proficiency = 'C2'))).toEqual(['languages[0] is not in the resume'])
    expect(change((r) => r.interests.push('Golf'))).toEqual(['interests[1] "Golf" is not in the resume'])
  })
})
