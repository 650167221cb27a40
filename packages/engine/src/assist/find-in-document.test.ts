import { describe, expect, it } from 'vitest'
import { documentMatcher } from './find-in-document.ts'

const text = `MARIA LOPEZ
Backend Engineer — Acme Corp
01/2019 – Present
• Built Kafka consumers processing 2M events per day, end-to-end
  ownership of the billing develop-
ment pipeline
Senior Developer, Initech, Jan 2015 - Dec 2018`
const found = documentMatcher(text)

describe('documentMatcher', () => {
  it('finds values without case, punctuation, spacing or line-end hyphenation', () => {
    expect(found('Maria Lopez')).toBe(true)
    expect(
      found(
        'Built Kafka consumers processing 2M events per day, end to end ownership of the billing development pipeline',
      ),
    ).toBe(true)
    expect(found('billing develop ment pipeline')).toBe(true)
    expect(found('ACME corp.')).toBe(true)
  })

  it('finds dates by what they mean, in the order the document gives them', () => {
    expect(found('Jan 2019 - present')).toBe(true)
    expect(found('January 2015 to December 2018')).toBe(true)
    expect(found('2015 – 2018')).toBe(true)
    expect(found('01/2015')).toBe(true)
  })

  it('refuses what the document does not say', () => {
    expect(found('Google')).toBe(false)
    expect(found('Acme')).toBe(true)
    expect(found('Acm')).toBe(false)
    expect(found('Feb 2019 – Present')).toBe(false)
    expect(found('2015 – Present')).toBe(false)
    expect(found('2012')).toBe(false)
    expect(found('maria@example.com')).toBe(false)
    expect(found('   ')).toBe(false)
  })
})
