import { emptyResumeData } from '@tailor/contracts'
import { describe, expect, it } from 'vitest'
import { collectSkillEvidence } from './collect-skill-evidence.ts'

describe('collectSkillEvidence', () => {
  it('counts a skill shown in a project, a volunteer role or a field of study as evidence', () => {
    const resume = emptyResumeData()
    resume.projects = [
      {
        name: 'Echoes of the Void',
        role: '',
        dates: '2023',
        link: '',
        description: 'A 2D platformer.',
        bullets: ['Built the dialogue system in C#.'],
        technologies: ['Unity'],
      },
    ]
    resume.volunteering = [
      {
        organization: 'Seattle Indies',
        role: 'Mentor',
        dates: '',
        bullets: ['Ran code reviews for members.'],
      },
    ]
    resume.education = [
      {
        institution: 'University of Washington',
        degree: 'Bachelor of Science',
        dates: '2018',
        field_of_study: 'Computer Science',
        gpa: '',
        honors: '',
        courses: [],
      },
    ]
    const evidence = collectSkillEvidence(resume)
    const source = (label: string) =>
      [...evidence.values()].find((e) => e.skill.label.toLowerCase() === label.toLowerCase())?.source
    expect(source('Computer science')).toBe('education')
    expect(source('C#')).toBe('project')
    expect(source('Code review')).toBe('volunteering')
  })

  it('ranks a skill used at work above the same skill in a project', () => {
    const resume = emptyResumeData()
    resume.work_experience = [
      { title: 'Developer', company: 'Acme', dates: '2020', achievements: ['Wrote C#.'] },
    ]
    resume.projects = [
      {
        ...emptyResumeData().projects[0],
        name: 'Tool',
        role: '',
        dates: '',
        link: '',
        description: '',
        bullets: ['Wrote C#.'],
        technologies: [],
      },
    ]
    const csharp = [...collectSkillEvidence(resume).values()].find((e) => e.skill.label === 'C#')
    expect(csharp?.source).toBe('experience')
  })
})
