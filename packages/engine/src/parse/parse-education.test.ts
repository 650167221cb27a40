import { describe, expect, it } from 'vitest'
import { parseEducation } from './parse-education.ts'

describe('parseEducation', () => {
  it('splits "Degree, School, dates" on one line', () => {
    expect(parseEducation(['BEng Civil Engineering, University of Galway, 2010 – 2014'])).toEqual([
      { institution: 'University of Galway', degree: 'BEng Civil Engineering', dates: '2010 – 2014' },
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
    ).toEqual([
      { institution: 'University of Leeds', degree: 'PGCE Secondary Science', dates: '2018 – 2019' },
      { institution: 'University of Manchester', degree: 'BSc Biochemistry', dates: '2015 – 2018' },
    ])
  })
})
