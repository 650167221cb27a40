import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { processStartTime, requireDataDirLock } from './data-dir-lock.ts'

describe('requireDataDirLock', () => {
  it('refuses a folder locked by another live process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tailor-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      writeFileSync(join(dir, 'tailor.lock'), String(other.pid))
      expect(() => requireDataDirLock(dir)).toThrow(/in use by another Tailor process/)
    } finally {
      other.kill()
    }
  })

  it('takes over a stale lock left by a process that is gone, and releases it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tailor-lock-'))
    writeFileSync(join(dir, 'tailor.lock'), '999999')
    const release = requireDataDirLock(dir)
    expect(existsSync(join(dir, 'tailor.lock'))).toBe(true)
    release()
    expect(existsSync(join(dir, 'tailor.lock'))).toBe(false)
  })

  it('is still held by a live process with the recorded start time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tailor-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      writeFileSync(join(dir, 'tailor.lock'), `${other.pid} ${processStartTime(other.pid!)}`)
      expect(() => requireDataDirLock(dir)).toThrow(/in use by another Tailor process/)
    } finally {
      other.kill()
    }
  })

  it('takes over a lock whose PID now belongs to another process (reused after a crash)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tailor-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'])
    try {
      // The recorded start time differs from the live process's: a different process under the same PID.
      writeFileSync(join(dir, 'tailor.lock'), `${other.pid} 1`)
      const release = requireDataDirLock(dir)
      expect(readFileSync(join(dir, 'tailor.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`))
      release()
    } finally {
      other.kill()
    }
  })

  it('creates missing parent folders', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'tailor-lock-')), 'a', 'b')
    requireDataDirLock(dir)()
  })
})
