// Compiles a Typst design's filled-in source to PDF for the outside-layout corpus (held-out K and L), and escapes
// text for it. The compiler is typst.ts's Node binding (@myriaddreamin/typst-ts-node-compiler, Apache-2.0),
// installed outside the repository, not a project dependency: only the corpus generator needs it.
// TYPST_NODE_MODULES names the folder it was installed in (`npm install @myriaddreamin/typst-ts-node-compiler` there).
import { createRequire } from 'node:module'
import { join } from 'node:path'

interface TypstCompiler {
  compile(args: { mainFilePath: string }): {
    result: unknown
    hasError(): boolean
    printDiagnostics(): void
  }
  pdf(document: unknown, opts?: { creationTimestamp?: number }): Buffer
}

/** Typst markup text: its markup characters escaped; "--" is kept (Typst sets it as an en dash). */
export const typstMarkup = (s: string) => s.replace(/([\\#$*_`<>@[\]~=/'"])/g, '\\$1')

/** A Typst string literal. */
export const typstString = (s: string) => `"${s.replace(/([\\"])/g, '\\$1')}"`

export function typstPdf(work: string, main: string): Buffer {
  const folder = process.env.TYPST_NODE_MODULES
  if (!folder)
    throw new Error(
      'set TYPST_NODE_MODULES to a folder where `npm install @myriaddreamin/typst-ts-node-compiler` was run',
    )
  const { NodeCompiler } = createRequire(join(folder, 'package.json'))(
    '@myriaddreamin/typst-ts-node-compiler',
  ) as { NodeCompiler: { create(args: object): TypstCompiler } }
  // The build folder is the project root (the clone's files are linked into it); system fonts as well as the
  // compiler's own, so that a design's named font is set when Debian installs it.
  const compiler = NodeCompiler.create({ workspace: work, fontArgs: [{ fontPaths: ['/usr/share/fonts'] }] })
  const compiled = compiler.compile({ mainFilePath: join(work, main) })
  if (compiled.hasError() || !compiled.result) {
    compiled.printDiagnostics()
    throw new Error(`typst could not compile ${main}`)
  }
  // The same date as the TeX builds' SOURCE_DATE_EPOCH, for reproducible files.
  return compiler.pdf(compiled.result, { creationTimestamp: 1767225600 })
}
