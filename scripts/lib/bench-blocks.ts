// The docs hold each benchmark's latest output between markers, so that `npm run bench:all -- --write` can
// replace it and a figure in the docs is always one a run printed:
//
//   <!-- bench:engine-speed -->
//   …replaced…
//   <!-- /bench:engine-speed -->
//
// A label is a run's name as bench:all prints it ("match-quality --holdout"). Prose around the blocks (what a
// figure means, older runs and their dates) is written by hand.

const markers = /<!-- bench:(.+?) -->\n[\s\S]*?<!-- \/bench:\1 -->/g

/** The labels of the blocks in a document, in order. */
export function benchLabels(doc: string): string[] {
  return [...doc.matchAll(markers)].map((match) => match[1] ?? '')
}

/** The block's body: where and when it ran, then the output as printed. */
export function benchBlock(stamp: string, output: string): string {
  return `_${stamp}_\n\n\`\`\`text\n${output.trimEnd()}\n\`\`\``
}

/** `doc` with every block whose label is in `outputs` replaced; other blocks are left as they are. */
export function replaceBenchBlocks(doc: string, outputs: ReadonlyMap<string, string>): string {
  return doc.replace(markers, (whole, label: string) => {
    const body = outputs.get(label)
    return body === undefined ? whole : `<!-- bench:${label} -->\n${body}\n<!-- /bench:${label} -->`
  })
}
