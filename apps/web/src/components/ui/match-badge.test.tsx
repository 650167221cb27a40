import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MatchBadge, matchTone } from './match-badge.tsx'

describe('matchTone', () => {
  it('is green at 85 and above, amber below', () => {
    expect(matchTone(85)).toBe('green')
    expect(matchTone(100)).toBe('green')
    expect(matchTone(84)).toBe('amber')
    expect(matchTone(0)).toBe('amber')
  })
})

describe('MatchBadge', () => {
  it('shows the percentage with its tone, and N/A without a score', () => {
    expect(renderToString(<MatchBadge score={91} />)).toMatch(/data-tone="green"[^>]*>91%</)
    expect(renderToString(<MatchBadge score={61} />)).toMatch(/data-tone="amber"[^>]*>61%</)
    expect(renderToString(<MatchBadge score={null} />)).toMatch(/data-tone="none"[^>]*>N\/A</)
  })
})
