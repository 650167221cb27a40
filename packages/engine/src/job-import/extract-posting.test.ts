import { describe, expect, it } from 'vitest'
import { extractPosting } from './extract-posting.ts'

const duties = 'You will design services, review code and mentor engineers. '.repeat(6)

describe('extractPosting', () => {
  it('prefers JSON-LD over the page text', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"JobPosting","title":"Chef",
      "hiringOrganization":{"name":"Bistro"},"description":"<ul><li>Cook</li></ul>"}</script></head>
      <body><h1>Something else</h1><p>${duties}</p></body></html>`
    expect(extractPosting({ contentType: 'text/html', body: html })).toMatchObject({
      title: 'Chef',
      company: 'Bistro',
      description: '- Cook',
    })
  })

  it('reads the main content of a page without JSON-LD, with the company from its title', () => {
    const html = `<html><head><title>Backend Engineer at Acme</title></head><body><nav>Home About</nav>
      <article><h1>Backend Engineer</h1><p>${duties}</p><ul><li>Experience with Go</li></ul></article>
      <footer>Privacy Terms</footer></body></html>`
    const posting = extractPosting({ contentType: 'text/html', body: html })
    expect(posting).toMatchObject({ title: 'Backend Engineer', company: 'Acme' })
    expect(posting?.description).toContain('- Experience with Go')
    expect(posting?.description).not.toContain('Privacy')
  })

  it('reads a page whose markup has no <html> element', () => {
    const html = `<title>Engineer | Acme</title><article><h1>Engineer</h1><p>${duties}</p></article>`
    expect(extractPosting({ contentType: 'text/html', body: html })).toMatchObject({
      title: 'Engineer',
      company: 'Acme',
    })
  })

  it('finds no posting on a short page, in unknown JSON or in broken JSON', () => {
    expect(
      extractPosting({ contentType: 'text/html', body: '<h1>Careers</h1><p>No openings.</p>' }),
    ).toBeNull()
    expect(extractPosting({ contentType: 'application/json', body: '{"hello":"world"}' })).toBeNull()
    expect(extractPosting({ contentType: 'application/json', body: '{broken' })).toBeNull()
  })

  it('keeps a plain-text posting as lines', () => {
    const posting = extractPosting({ contentType: 'text/plain', body: `Backend Engineer\n\n  ${duties}\n` })
    expect(posting?.description.split('\n')[0]).toBe('Backend Engineer')
  })
})
