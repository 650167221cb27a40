import { describe, expect, it } from 'vitest'
import { parseEducation } from './parse-education.ts'

describe('parseEducation', () => {
  it('splits "Degree, School, dates" on one line', () => {
    expect(parseEducation(['BEng Civil Engineering, University of Galway, 2010 – 2014'])).toMatchObject([
      { institution: 'University of Galway', degree: 'BEng Civil Engineering', dates: '2010 – 2014' },
    ])
  })

  it("keeps a degree's field listing its subjects ('in A, B and C') whole, not a school after the comma", () => {
    const line =
      'Indiana University of Pennsylvania | Bachelor of Science in Safety, Health and Environmental Applied Sciences\t2011 - 2015'
    expect(parseEducation([line])).toMatchObject([
      {
        institution: 'Indiana University of Pennsylvania',
        degree: 'Bachelor of Science in Safety, Health and Environmental Applied Sciences',
        dates: '2011 - 2015',
      },
    ])
  })

  it('reads stacked lines and starts a new entry when a slot is already filled', () => {
    expect(
      parseEducation([
        'University of Leeds',
        'PGCE Secondary Science',
        '2018 – 2019',
        'University of Manchester',
        'BSc Biochemistry',
        '2015 – 2018',
      ]),
    ).toMatchObject([
      { institution: 'University of Leeds', degree: 'PGCE Secondary Science', dates: '2018 – 2019' },
      { institution: 'University of Manchester', degree: 'BSc Biochemistry', dates: '2015 – 2018' },
    ])
  })

  it('lets a school name take the place of a guess, and skips grades and descriptions', () => {
    expect(
      parseEducation([
        "Software Engineering (Bachelor's Degree)",
        '4.1/5 • Chengdu',
        'Concentration in Software Engineering. Relevant Coursework: Data Structures, Operating Systems, Computer Networks, Databases',
        'Chengdu University of Information Technology',
        'Sep 2023 – Jun 2027',
      ]),
    ).toMatchObject([
      {
        institution: 'Chengdu University of Information Technology',
        degree: "Software Engineering (Bachelor's Degree)",
        dates: 'Sep 2023 – Jun 2027',
      },
    ])
  })

  it('starts a new entry after a dated one, and reads a school-named diploma as a degree', () => {
    expect(
      parseEducation([
        'Electrical Apprenticeship Program — Arizona Builders Alliance — 2014–2018',
        'High School Diploma — Mesa High School — 2013',
      ]),
    ).toMatchObject([
      {
        institution: 'Arizona Builders Alliance',
        degree: 'Electrical Apprenticeship Program',
        dates: '2014–2018',
      },
      { institution: 'Mesa High School', degree: 'High School Diploma', dates: '2013' },
    ])
  })

  it('reads field of study, grade, honours and courses from the lines under a degree', () => {
    expect(
      parseEducation([
        'MSc Computer Science, Data Engineering specialisation — AGH University of Kraków\t2011 – 2013',
        'Computer Science · GPA 4.6 / 5.0 · With distinction',
        'Courses: Distributed Systems, Database Internals',
        'BSc Mathematics — Jagiellonian University\t2008 – 2011',
        'Major: Applied Mathematics',
        'Honours: First Class',
      ]),
    ).toEqual([
      {
        institution: 'AGH University of Kraków',
        degree: 'MSc Computer Science, Data Engineering specialisation',
        dates: '2011 – 2013',
        field_of_study: 'Computer Science',
        gpa: '4.6 / 5.0',
        honors: 'With distinction',
        courses: ['Distributed Systems', 'Database Internals'],
      },
      {
        institution: 'Jagiellonian University',
        degree: 'BSc Mathematics',
        dates: '2008 – 2011',
        field_of_study: 'Applied Mathematics',
        gpa: '',
        honors: 'First Class',
        courses: [],
      },
    ])
  })

  it('keeps a degree whose line also holds its grade, and gives the grade to that degree', () => {
    expect(
      parseEducation([
        'University of Utah',
        'BA History',
        '2010 – 2014',
        'BS Biology, GPA 3.9',
        'Oregon State University, 2014 – 2018',
      ]),
    ).toMatchObject([
      { institution: 'University of Utah', degree: 'BA History', gpa: '' },
      { institution: 'Oregon State University', degree: 'BS Biology', gpa: '3.9', dates: '2014 – 2018' },
    ])
    // A school without a school word beside a grade is the school, not a field of study.
    expect(parseEducation(['BS Biology', 'Georgia Tech · GPA 3.8', '2014 – 2018'])).toMatchObject([
      { institution: 'Georgia Tech', degree: 'BS Biology', gpa: '3.8', field_of_study: '' },
    ])
  })

  it('reads a dated line that ends like a sentence, with a bullet after its label cell', () => {
    expect(
      parseEducation(['2016 – 2020\t• Bachelor of Science in Nursing, University of Washington.']),
    ).toMatchObject([
      {
        institution: 'University of Washington',
        degree: 'Bachelor of Science in Nursing',
        dates: '2016 – 2020',
      },
    ])
  })

  it('reads "Major in Field, School." as the field and the school, before or after its degree', () => {
    const entry = {
      institution: 'Bayview Polytechnic',
      degree: 'Diploma of Nursing',
      dates: '2016 - 2018',
      field_of_study: 'Aged Care',
    }
    expect(
      parseEducation(['Major in Aged Care, Bayview Polytechnic.', 'Diploma of Nursing | 2016 - 2018']),
    ).toMatchObject([entry])
    expect(
      parseEducation(['Diploma of Nursing', 'Major in Aged Care, Bayview Polytechnic. 2016 - 2018']),
    ).toMatchObject([entry])
    // A sentence going on after the field keeps it out.
    expect(
      parseEducation([
        'BSc Biology, University of Leeds',
        'Concentration in Ecology. Relevant Coursework: Botany',
      ])[0]!.field_of_study,
    ).toBe('')
  })
})
