import { normalizeLine } from './normalize-line.ts'

const decodeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(+d))
    .replace(/&amp;/g, '&')

/** Paragraph texts of a WordprocessingML part (headers and footers, which mammoth skips). */
export function readDocxPartLines(xml: string): string[] {
  return xml
    .split(/<\/w:p>/)
    .map((p) =>
      normalizeLine(
        [...p.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:(tab|br)\/>/g)]
          .map((m) => (m[2] ? '\t' : decodeXml(m[1] ?? '')))
          .join(''),
      ),
    )
    .filter(Boolean)
}
