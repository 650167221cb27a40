import { parseHTML } from 'linkedom'

const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'FORM',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
])
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'BUTTON'])

type Node = { nodeType: number; nodeName: string; textContent: string | null; childNodes: ArrayLike<Node> }

/** Decodes entities only: Greenhouse sends its HTML escaped ("&lt;p&gt;"). */
function decodeEntities(text: string): string {
  const { document } = parseHTML('<!doctype html><html><body><div></div></body></html>')
  const holder = document.querySelector('div')!
  holder.innerHTML = text
  return holder.textContent ?? ''
}

/**
 * A posting's HTML as plain text: one line per paragraph or heading, list items as "- " lines, blank lines
 * between blocks collapsed, so the job analysis reads the same bullets the site shows.
 */
export function htmlToText(html: string): string {
  const source = !html.includes('<') && /&lt;\w/.test(html) ? decodeEntities(html) : html
  const { document } = parseHTML(`<!doctype html><html><body>${source}</body></html>`)
  const lines: string[] = []
  let current = ''
  // A list item's marker waits for its first text, which may sit in a nested paragraph.
  let bullet = false
  const flush = () => {
    const line = current.replace(/[ \t\u00a0]+/g, ' ').trim()
    if (!line) return
    lines.push(bullet ? `- ${line}` : line)
    bullet = false
    current = ''
  }
  const walk = (node: Node) => {
    if (node.nodeType === 3) {
      current += (node.textContent ?? '').replace(/\s+/g, ' ')
      return
    }
    if (node.nodeType !== 1 || SKIPPED.has(node.nodeName)) return
    if (node.nodeName === 'BR') return flush()
    const block = BLOCKS.has(node.nodeName)
    if (block) flush()
    if (node.nodeName === 'LI') bullet = true
    for (const child of Array.from(node.childNodes)) walk(child)
    if (block) flush()
  }
  walk(document.body as unknown as Node)
  flush()
  return lines.join('\n')
}
