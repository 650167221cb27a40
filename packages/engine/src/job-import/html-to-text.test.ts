import { describe, expect, it } from 'vitest'
import { htmlToText } from './html-to-text.ts'

describe('htmlToText', () => {
  it('keeps paragraphs and headings as lines and list items as "- " lines', () => {
    const html =
      '<h2>About the role</h2><p>You will build   <b>APIs</b>.</p><ul><li>5+ years of <em>Go</em></li>' +
      '<li><p>Kubernetes</p></li></ul><p>Line one<br>Line two</p><script>alert(1)</script>'
    expect(htmlToText(html)).toBe(
      'About the role\nYou will build APIs.\n- 5+ years of Go\n- Kubernetes\nLine one\nLine two',
    )
  })

  it('decodes entity-escaped HTML (Greenhouse content)', () => {
    expect(
      htmlToText('&lt;p&gt;Hello &amp;amp; welcome&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Rust&lt;/li&gt;&lt;/ul&gt;'),
    ).toBe('Hello & welcome\n- Rust')
  })

  it('reads plain text unchanged apart from whitespace', () => {
    expect(htmlToText('Senior engineer, remote')).toBe('Senior engineer, remote')
  })
})
