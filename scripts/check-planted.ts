import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

// Shows that the boundary and dead-code checks of `npm run check` fail: plants one violation of each rule in
// a temporary copy of the repository (tracked files, node_modules hard-linked) and expects each check to
// name it. Run: node --import tsx scripts/check-planted.ts

const root = join(import.meta.dirname, '..')

interface Plant {
  rule: string
  files: Record<string, string>
  check: keyof typeof commands
  expect: string
}

const plants: Plant[] = [
  {
    rule: 'web imports server code',
    files: { 'apps/web/src/lib/planted.ts': "export { loadConfig } from '../../../server/src/config.ts'\n" },
    check: 'depcruise',
    expect: 'web-not-to-server',
  },
  {
    rule: 'engine imports templates',
    files: {
      'packages/engine/src/planted.ts': "export { resumeTemplates } from '../../templates/src/index.ts'\n",
    },
    check: 'depcruise',
    expect: 'engine-only-contracts',
  },
  {
    rule: 'templates import the engine',
    files: { 'packages/templates/src/planted.ts': "export { parseResume } from '@tailor/engine'\n" },
    check: 'depcruise',
    expect: 'templates-only-contracts',
  },
  {
    rule: 'engine uses Node outside its file readers',
    files: { 'packages/engine/src/parse/planted.ts': "export { inflateRawSync } from 'node:zlib'\n" },
    check: 'depcruise',
    expect: 'engine-node-only-in-readers',
  },
  {
    rule: 'a pure engine module imports a file reader',
    files: {
      'packages/engine/src/parse/planted.ts':
        "export { extractDocument } from '../extract/extract-document.ts'\n",
    },
    check: 'depcruise',
    expect: 'engine-pure-not-to-readers',
  },
  {
    rule: 'a Node global in the pure engine',
    files: { 'packages/engine/src/parse/planted.ts': "export const planted = Buffer.from('x')\n" },
    check: 'tsc-pure',
    expect: "Cannot find name 'Buffer'",
  },
  {
    rule: 'extraction reads the parser',
    files: {
      'packages/engine/src/extract/planted.ts': "export { parseResume } from '../parse/parse-resume.ts'\n",
    },
    check: 'depcruise',
    expect: 'engine-extract-below-parse',
  },
  {
    rule: "a feature imports another feature's internals",
    files: {
      'apps/web/src/features/pricing/planted.ts':
        "export { describeAnalysis } from '../history/describe-analysis.ts'\n",
    },
    check: 'depcruise',
    expect: 'feature-not-to-other-feature',
  },
  {
    rule: 'an unused file',
    files: { 'apps/web/src/lib/planted-unused.ts': 'export const unused = 1\n' },
    check: 'knip',
    expect: 'apps/web/src/lib/planted-unused.ts',
  },
  {
    rule: 'an unused export',
    files: {
      'apps/web/src/lib/cx.ts': `${readFileSync(join(root, 'apps/web/src/lib/cx.ts'), 'utf8')}export const plantedNobodyReads = 1\n`,
    },
    check: 'knip',
    expect: 'plantedNobodyReads',
  },
]

function copyRepository(): string {
  const copy = mkdtempSync(join(tmpdir(), 'tailor-planted-'))
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0')
  for (const file of tracked.filter(Boolean)) {
    mkdirSync(dirname(join(copy, file)), { recursive: true })
    try {
      linkSync(join(root, file), join(copy, file))
    } catch {
      cpSync(join(root, file), join(copy, file))
    }
  }
  // Hard links keep the copy cheap; the workspace links inside stay relative, so they point into the copy.
  execFileSync('cp', ['-al', join(root, 'node_modules'), join(copy, 'node_modules')])
  return copy
}

const commands = {
  depcruise: [
    'npx',
    ['depcruise', 'apps', 'packages', 'bench', 'e2e', '--config', '.dependency-cruiser.cjs'],
  ],
  knip: ['npx', ['knip', '--no-progress']],
  'tsc-pure': ['npx', ['tsc', '-p', 'packages/engine/tsconfig.pure.json']],
} as const

let missed = 0
const copy = copyRepository()
try {
  for (const check of ['depcruise', 'knip', 'tsc-pure'] as const) {
    const clean = spawnSync(commands[check][0], commands[check][1], { cwd: copy, encoding: 'utf8' })
    console.log(`${check} on the clean copy: exit ${clean.status}`)
    if (clean.status !== 0) missed++
  }
  for (const plant of plants) {
    // Files are hard links to the real ones: unlink before writing so the repository itself never changes.
    for (const [file, text] of Object.entries(plant.files)) {
      rmSync(join(copy, file), { force: true })
      writeFileSync(join(copy, file), text)
    }
    const [command, args] = commands[plant.check]
    const run = spawnSync(command, args, { cwd: copy, encoding: 'utf8' })
    const output = `${run.stdout}${run.stderr}`
    const caught = run.status !== 0 && output.includes(plant.expect)
    console.log(
      `${caught ? 'caught' : 'MISSED'}: ${plant.rule} (${plant.check}, exit ${run.status}, "${plant.expect}")`,
    )
    if (!caught) missed++
    for (const file of Object.keys(plant.files)) {
      rmSync(join(copy, file))
      if (existsSync(join(root, file))) cpSync(join(root, file), join(copy, file))
    }
  }
} finally {
  rmSync(copy, { recursive: true, force: true })
}
process.exitCode = missed ? 1 : 0
