import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { benchBlock, benchLabels, replaceBenchBlocks } from './bench-blocks.ts'

const doc = `# Engine

Hand-written prose.

<!-- bench:engine-speed -->
old output
<!-- /bench:engine-speed -->

More prose.

<!-- bench:match-quality --holdout -->
older output
<!-- /bench:match-quality --holdout -->
`

describe('bench blocks in the docs', () => {
  it('lists the labels in order, arguments included', () => {
    expect(benchLabels(doc)).toEqual(['engine-speed', 'match-quality --holdout'])
  })

  it('replaces only the blocks that ran and keeps the prose', () => {
    const body = benchBlock('2026-11-28 · load 0.5', 'median 10 ms\n\n')
    const next = replaceBenchBlocks(doc, new Map([['engine-speed', body]]))
    expect(next).toBe(doc.replace('old output', '_2026-11-28 · load 0.5_\n\n```text\nmedian 10 ms\n```'))
    expect(replaceBenchBlocks(next, new Map([['engine-speed', body]]))).toBe(next)
  })

  it('does not pair a block with another label’s end marker', () => {
    const broken = '<!-- bench:a -->\nx\n<!-- /bench:b -->\n'
    expect(benchLabels(broken)).toEqual([])
    expect(replaceBenchBlocks(broken, new Map([['a', 'y']]))).toBe(broken)
  })
})

describe('the docs and bench/', () => {
  const root = join(import.meta.dirname, '..', '..')
  const benches = readdirSync(join(root, 'bench'))
    .filter((file) => file.endsWith('.ts'))
    .map((file) => file.slice(0, -3))
  const labels = readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .flatMap((file) => benchLabels(readFileSync(join(root, 'docs', file), 'utf8')))

  it('give every benchmark a block that bench:all --write fills', () => {
    const shown = new Set(labels.map((label) => label.split(' ')[0]))
    expect(benches.filter((name) => !shown.has(name))).toEqual([])
  })

  it('name only benchmarks that exist, each block once', () => {
    expect(labels.filter((label) => !benches.includes(label.split(' ')[0] ?? ''))).toEqual([])
    expect(labels.filter((label, i) => labels.indexOf(label) !== i)).toEqual([])
  })
})
