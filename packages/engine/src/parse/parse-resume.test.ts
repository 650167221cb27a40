import { describe, expect, it } from 'vitest'
import { parseResume } from './parse-resume.ts'

const text = `Aisha Bello
Science Teacher
aisha@example.co.uk | +44 7700 900123 | Leeds, UK

About Me
Science teacher who makes chemistry concrete.

TEACHING EXPERIENCE
Science Teacher, Roundhay Academy — September 2019 – Present
- Raised top GCSE grades from 22% to 35%.

Education
PGCE Secondary Science — University of Leeds (2018 – 2019)

Areas of Expertise
Lesson Planning, Assessment, Safeguarding
`

describe('parseResume', () => {
  it('turns resume text into the editor shape', () => {
    const { resume_data, warnings } = parseResume(text)
    expect(resume_data.personal_information).toMatchObject({ name: 'Aisha Bello', location: 'Leeds, UK' })
    expect(resume_data.professional_summary).toBe('Science teacher who makes chemistry concrete.')
    expect(resume_data.work_experience).toEqual([
      {
        title: 'Science Teacher',
        company: 'Roundhay Academy',
        dates: 'September 2019 – Present',
        achievements: ['Raised top GCSE grades from 22% to 35%.'],
      },
    ])
    expect(resume_data.education[0]).toMatchObject({
      institution: 'University of Leeds',
      degree: 'PGCE Secondary Science',
      dates: '2018 – 2019',
    })
    expect(resume_data.skills).toEqual(['Lesson Planning', 'Assessment', 'Safeguarding'])
    expect(warnings).toEqual([])
  })

  it('warns about what it could not find instead of inventing it', () => {
    const { resume_data, warnings } = parseResume('just some words here')
    expect(resume_data.personal_information.name).toBe('')
    expect(warnings).toContain('No name found.')
    expect(warnings).toContain('No work experience found.')
  })

  it('takes the header’s prose as the summary without its badges, and LinkedIn from a link', () => {
    const doc = {
      format: 'pdf' as const,
      pages: 1,
      text: '',
      links: ['https://linkedin.com/in/sarahm'],
      lines: [
        {
          text: 'Passionate game developer with five years of experience building gameplay systems.',
          page: 1,
          fontSize: 10,
        },
        { text: 'Sarah Martinez', page: 1, fontSize: 18 },
        { text: 'SHRM-CP Certified', page: 1, fontSize: 10 },
        { text: 'Experience', page: 1, fontSize: 12 },
      ],
    }
    const { resume_data } = parseResume(doc)
    expect(resume_data.professional_summary).toBe(
      'Passionate game developer with five years of experience building gameplay systems.',
    )
    expect(resume_data.personal_information.linkedin).toBe('https://linkedin.com/in/sarahm')
  })
})
