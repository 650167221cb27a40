import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { processStartTime } from '../db/data-dir-lock.ts'

const run = promisify(execFile)

describe('the admin CLI', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tailor-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it('says in one line, without a stack trace, that the data folder is in use', async () => {
    // This test process plays the running server that holds the folder.
    writeFileSync(join(dataDir, 'tailor.lock'), `${process.pid} ${processStartTime(process.pid)}`)
    const cli = join(import.meta.dirname, 'main.ts')
    const failure = await run(
      process.execPath,
      ['--import', 'tsx', cli, 'credits:grant', '--email', 'a@example.com', '--amount', '1'],
      { env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' } },
    ).catch((error: { code: number; stderr: string }) => error)
    expect('code' in failure && failure.code).toBe(1)
    expect(failure.stderr.trim()).toBe(
      `Error: The data folder ${dataDir} is in use by another Tailor process (pid ${process.pid}).`,
    )
  }, 30_000)
})
