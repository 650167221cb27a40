import { readFileSync } from 'node:fs'
import { deflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { zipOf } from '../extract/test-bombs.ts'
import { ImportError } from './import-error.ts'
import { readLinkedinExport } from './read-linkedin-export.ts'

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)))
const MB = 1024 * 1024

describe('readLinkedinExport', () => {
  it('maps every exported CSV column to its editor field', () => {
    const { resume_data, warnings } = readLinkedinExport(fixture('linkedin-basic.zip'), 64 * MB)
    expect(resume_data.personal_information).toEqual({
      name: 'Tomasz Wiśniewski',
      email: 'tomasz.w@example.com',
      phone: '+48 601 222 333',
      linkedin: '',
      location: 'Gdańsk, Pomorskie, Poland',
      position: 'Backend Engineer at Ferrobyte',
    })
    expect(resume_data.professional_summary).toBe(
      'Backend engineer building payment APIs in Go and PostgreSQL, with a habit of measuring before optimising.',
    )
    expect(resume_data.work_experience).toEqual([
      {
        title: 'Backend Engineer',
        company: 'Ferrobyte',
        dates: 'Jun 2021 – Present',
        achievements: [
          'Built the settlement API handling 3 million payments a month.',
          'Cut p99 latency from 480 ms to 95 ms with query plans and connection pooling.',
        ],
      },
      {
        title: 'Junior Developer',
        company: 'Baltic Systems, Sp. z o.o.',
        dates: 'Sep 2018 – May 2021',
        achievements: ['Maintained the invoicing service in Java.'],
      },
    ])
    expect(resume_data.education).toEqual([
      {
        institution: 'Gdańsk University of Technology',
        degree: 'Bachelor of Engineering, Computer Science',
        dates: '2014 – 2018',
        field_of_study: '',
        gpa: '',
        honors: 'Robotics club',
        courses: [],
      },
    ])
    expect(resume_data.skills).toEqual(['Go', 'PostgreSQL', 'Kubernetes'])
    expect(resume_data.certifications).toEqual([
      {
        name: 'Certified Kubernetes Application Developer',
        issuer: 'The Linux Foundation',
        date: 'Mar 2023',
      },
    ])
    expect(resume_data.languages).toEqual([
      { language: 'Polish', proficiency: 'Native or bilingual proficiency' },
      { language: 'English', proficiency: 'Full professional proficiency' },
    ])
    expect(resume_data.projects).toEqual([
      {
        name: 'pgwatch-lite',
        role: '',
        dates: 'Jan 2022 – Aug 2022',
        link: 'https://github.com/example/pgwatch-lite',
        description: 'A small PostgreSQL metrics exporter.',
        bullets: [],
        technologies: [],
      },
    ])
    expect(warnings).toEqual(['LinkedIn does not export your profile link; please add it in the editor.'])
  })

  it('reads an export inside a folder, with a byte-order mark, and says what is missing', () => {
    const { resume_data, warnings } = readLinkedinExport(fixture('linkedin-minimal-folder.zip'), 64 * MB)
    expect(resume_data.personal_information.name).toBe("Grace O'Neill")
    expect(resume_data.personal_information.position).toBe('Nurse, ICU')
    expect(resume_data.work_experience).toEqual([
      {
        title: 'Staff Nurse, ICU',
        company: 'Cork University Hospital',
        dates: '2016 – Present',
        achievements: [
          'Cared for up to two ventilated patients a shift.',
          'Precepted 9 newly qualified nurses.',
        ],
      },
    ])
    expect(warnings).toContain('No email address was found in the export; please add one.')
  })

  it('refuses a ZIP that is not a LinkedIn export', () => {
    const text = Buffer.from('hello')
    const zip = zipOf([{ name: 'notes.txt', deflated: deflateRawSync(text), size: text.length }])
    expect(() => readLinkedinExport(zip, 64 * MB)).toThrow(/isn't a LinkedIn data export/)
  })

  it('refuses a ZIP whose CSVs unpack past the limit, before inflating them', () => {
    const csv = Buffer.from(`Company Name,Title\r\n${'Acme,Engineer\r\n'.repeat(20000)}`)
    const zip = zipOf([{ name: 'Positions.csv', deflated: deflateRawSync(csv), size: csv.length }])
    expect(() => readLinkedinExport(zip, 1000)).toThrow(ImportError)
    expect(() => readLinkedinExport(new Uint8Array([0x50, 0x4b, 1, 2]), MB)).toThrow(ImportError)
  })
})
