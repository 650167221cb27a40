import { describe, expect, it } from 'vitest'
import { parseEducation } from './parse-education.ts'

describe('parseEducation: "Degree, Field<tab>dates" over the school', () => {
  it('gives the school on the next line to the dated entry, the guess after the degree its field', () => {
    expect(
      parseEducation([
        'Bachelor of Arts, Marine Geography\t2009 – 2013',
        'Bellweather State University',
        'Master of Science, Coastal Planning\t2013 – 2015',
        'Harrowgate Institute of Technology',
      ]),
    ).toMatchObject([
      {
        institution: 'Bellweather State University',
        degree: 'Bachelor of Arts',
        field_of_study: 'Marine Geography',
        dates: '2009 – 2013',
      },
      {
        institution: 'Harrowgate Institute of Technology',
        degree: 'Master of Science',
        field_of_study: 'Coastal Planning',
        dates: '2013 – 2015',
      },
    ])
  })

  it('keeps a school named without a school word after its degree when the next line starts another entry', () => {
    expect(
      parseEducation([
        'Bachelor of Arts, Fundação Getulio Vargas\t2010 – 2014',
        'Master of Laws\t2015 – 2016',
      ]),
    ).toMatchObject([
      { institution: 'Fundação Getulio Vargas', degree: 'Bachelor of Arts', dates: '2010 – 2014' },
      { degree: 'Master of Laws', dates: '2015 – 2016' },
    ])
  })
})
