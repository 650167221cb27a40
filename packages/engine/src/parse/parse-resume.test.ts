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

describe('parseResume: page furniture and unread sections', () => {
  it('never takes a page number or a running footer for an employer, a title or a date', () => {
    const { resume_data } = parseResume(`Marcus Bell
IT Support Technician
marcus.bell@fastmail.com | (503) 555-0147

Experience
IT Support Technician, Legacy Health — Mar 2021 – Present
- Resolved 35 tickets a day
Page 1 of 2
Marcus Bell | Page 2 of 2
Help Desk Analyst, Columbia Sportswear — Jun 2018 – Feb 2021
- Set up access points in 25 stores
2 / 2
`)
    expect(resume_data.work_experience.map((j) => [j.title, j.company, j.dates])).toEqual([
      ['IT Support Technician', 'Legacy Health', 'Mar 2021 – Present'],
      ['Help Desk Analyst', 'Columbia Sportswear', 'Jun 2018 – Feb 2021'],
    ])
    expect(JSON.stringify(resume_data)).not.toMatch(/page \d|2 \/ 2/i)
  })

  it('says which section it could not read instead of leaving it silently empty', () => {
    const { resume_data, warnings } = parseResume(`Marcus Bell
marcus.bell@fastmail.com

Summary
IT support technician who keeps clinics running.
IT Support Technician Legacy Health 2021 – Present
Help Desk Analyst Columbia Sportswear 2018 – 2021
`)
    expect(resume_data.work_experience).toEqual([])
    expect(warnings).toContain('We could not read your Experience section — please check it.')
    expect(warnings).not.toContain('No work experience found.')
  })
})
