import { describe, expect, it } from 'vitest'
import { findGrammarProblems, findLetterProblems, nearDuplicateSentences } from './find-letter-problems.ts'

const letter = (body: string, closing = 'Sincerely,\nDana Kim') =>
  `Dear Hiring Manager,\n\n${body}\n\n${closing}`

describe('findGrammarProblems', () => {
  it('finds number agreement, articles, verb agreement, titles read as verbs and placeholders', () => {
    expect(findGrammarProblems('During 1 years I worked there.')).toEqual(['"1 years" should be singular'])
    expect(findGrammarProblems('I spent 3 year there.')).toEqual(['"3 year" should be plural'])
    expect(findGrammarProblems('I spent 1 weeks there, then 10 week more.')).toEqual([
      '"1 weeks" should be singular',
      '"10 week" should be plural',
    ])
    // A number at the end of a product's name counts nothing.
    expect(findGrammarProblems('The job had me using Windows 10 week in and week out.')).toEqual([])
    expect(findGrammarProblems('I am a engineer and an designer.')).toEqual([
      '"a engineer" should be "an engineer"',
      '"an designer" should be "a designer"',
    ])
    expect(findGrammarProblems('Code reviews is new to me.')).toEqual([
      '"reviews is new": a plural takes "are"',
    ])
    expect(findGrammarProblems('I lead gameplay programmer on Odyssey.')).toEqual([
      '"I lead gameplay programmer": a title read as a verb',
    ])
    expect(findGrammarProblems('I love {company} and undefined.')).toHaveLength(2)
    expect(findGrammarProblems('I did did it , twice.')).toHaveLength(2)
  })

  it('accepts what is right: "an hour", "a university", "an RN", "a 3-year plan", "M&A Integration"', () => {
    expect(
      findGrammarProblems(
        'I spent an hour at a university as an RN with a 3-year plan, 1 year of M&A Integration, an A+ rating and a one-off task.',
      ),
    ).toEqual([])
  })
})

describe('nearDuplicateSentences', () => {
  it('finds sentences that say the same thing, but not two that only share the company’s name', () => {
    expect(
      nearDuplicateSentences(
        letter(
          'I am eager to learn the priorities of the team at Acme. I am eager to learn about the priorities of the Acme team.',
        ),
      ),
    ).toHaveLength(1)
    expect(
      nearDuplicateSentences(
        letter(
          'I would make a strong IT Support Technician for Harbor Credit Union. This IT Support Technician role fits where I am headed at Harbor Credit Union.',
        ),
      ),
    ).toEqual([])
  })
})

describe('findLetterProblems', () => {
  it('wants exactly one sign-off', () => {
    expect(findLetterProblems(letter('I would like the job.'))).toEqual([])
    expect(findLetterProblems('Dear Sam,\n\nI would like the job.')).toEqual(['no sign-off'])
    expect(findLetterProblems(letter('I would like the job.\n\nWarm regards,', 'Sincerely,\nDana'))).toEqual([
      'a second sign-off inside the letter: "Warm regards,"',
    ])
  })
})
