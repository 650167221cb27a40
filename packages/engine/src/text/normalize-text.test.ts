import { describe, expect, it } from 'vitest'
import { normalizeText } from './normalize-text.ts'

describe('normalizeText', () => {
  it('returns plain ASCII as it is, line breaks and case kept', () => {
    const text = 'Senior Engineer\n- Built CI/CD "pipelines" -- 40% faster'
    expect(normalizeText(text)).toBe(text)
  })

  it('still unifies every non-ASCII variant, wherever it sits in the text', () => {
    expect(normalizeText('ok \uFF33\uFF31\uFF2C')).toBe('ok SQL') // full-width letters (NFKC)
    expect(normalizeText('team\u2019s \u201cbest\u201d')).toBe('team\'s "best"')
    expect(normalizeText('2019\u20132021\u00a0remote')).toBe('2019-2021 remote')
    expect(normalizeText('\ue001 Python')).toBe('  Python')
  })
})
