import { describe, expect, it } from 'vitest'
import { diffWords } from './diff-words.ts'

const render = (before: string, after: string) =>
  diffWords(before, after)
    .map((p) => (p.kind === 'same' ? p.text : p.kind === 'added' ? `{+${p.text}+}` : `[-${p.text}-]`))
    .join('')

describe('diffWords', () => {
  it('marks words added in front of unchanged text', () => {
    expect(render('Backend engineer.', 'Senior Backend engineer.')).toBe('{+Senior +}Backend engineer.')
  })

  it('marks removed and added words in place', () => {
    expect(render('Python, Go, Kafka', 'Python, Kafka, Go')).toBe('Python, [-Go, -]Kafka{+, Go+}')
  })

  it('keeps the full text of both sides', () => {
    const parts = diffWords('a b c', 'a x c d')
    expect(
      parts
        .filter((p) => p.kind !== 'added')
        .map((p) => p.text)
        .join(''),
    ).toBe('a b c')
    expect(
      parts
        .filter((p) => p.kind !== 'removed')
        .map((p) => p.text)
        .join(''),
    ).toBe('a x c d')
  })

  it('handles empty sides', () => {
    expect(diffWords('', 'new')).toEqual([{ text: 'new', kind: 'added' }])
    expect(diffWords('old', '')).toEqual([{ text: 'old', kind: 'removed' }])
    expect(diffWords('', '')).toEqual([])
  })

  it('shows very long texts whole instead of diffing them', () => {
    const long = 'word '.repeat(2000)
    expect(diffWords(long, `${long}more`).map((p) => p.kind)).toEqual(['removed', 'added'])
  })
})
