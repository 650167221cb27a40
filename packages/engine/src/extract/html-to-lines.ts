import type { DocumentLine } from './document-line.ts'
import { normalizeLine } from './normalize-line.ts'

interface HtmlNode {
  tag: string
  children: (HtmlNode | string)[]
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

const decode = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (m, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(
        e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : +e.slice(1),
      )
    return entities[e.toLowerCase()] ?? m
  })

const voidTags = new Set(['br', 'img', 'hr'])

/** Parses the small, well-formed HTML that mammoth writes into a tree. */
function parseHtml(html: string): HtmlNode {
  const root: HtmlNode = { tag: 'root', children: [] }
  const stack = [root]
  for (const m of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>|([^<]+)/gi)) {
    const top = stack.at(-1)!
    if (m[3] !== undefined) top.children.push(decode(m[3]))
    else if (m[1]) {
      const at = stack.findLastIndex((n) => n.tag === m[2]!.toLowerCase())
      if (at > 0) stack.length = at
    } else {
      const node: HtmlNode = { tag: m[2]!.toLowerCase(), children: [] }
      top.children.push(node)
      if (node.tag === 'br') node.children.push('\n')
      else if (!voidTags.has(node.tag)) stack.push(node)
    }
  }
  return root
}

const textOf = (node: HtmlNode | string): string =>
  typeof node === 'string' ? node : node.children.map(textOf).join('')

const blockTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'table', 'ul', 'ol'])
const isBlock = (node: HtmlNode | string) => typeof node !== 'string' && blockTags.has(node.tag)
const countBlocks = (node: HtmlNode): number =>
  node.children.reduce<number>(
    (n, c) => n + (typeof c === 'string' ? 0 : (isBlock(c) ? 1 : 0) + countBlocks(c)),
    0,
  )

/**
 * Lines from mammoth's HTML: headings flagged, list items bulleted, table rows of short cells joined
 * with tabs, and layout tables (cells holding several paragraphs) read cell by cell.
 */
export function htmlToLines(html: string): DocumentLine[] {
  const lines: DocumentLine[] = []
  const push = (text: string, heading = false) => {
    for (const part of text.split('\n')) {
      const line = normalizeLine(part)
      if (line) lines.push(heading ? { text: line, page: 1, heading } : { text: line, page: 1 })
    }
  }
  const walk = (node: HtmlNode) => {
    for (const child of node.children) {
      if (typeof child === 'string') continue
      if (/^h[1-6]$/.test(child.tag)) push(textOf(child), true)
      else if (child.tag === 'p') push(textOf(child))
      else if (child.tag === 'li') {
        const own = child.children.filter((c) => !isBlock(c))
        push(`• ${own.map(textOf).join('')}`)
        walk({ tag: 'li', children: child.children.filter(isBlock) })
      } else if (child.tag === 'tr') {
        const cells = child.children.filter((c): c is HtmlNode => typeof c !== 'string')
        if (cells.some((c) => countBlocks(c) > 1)) for (const cell of cells) walk(cell)
        else
          push(
            cells
              .map((c) => textOf(c).replace(/\s+/g, ' ').trim())
              .filter(Boolean)
              .join('\t'),
          )
      } else walk(child)
    }
  }
  walk(parseHtml(html))
  return lines
}
