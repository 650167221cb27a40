import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { sweepLocalFiles } from './sweep-local-files.ts'

describe('sweepLocalFiles', () => {
  const root = mkdtempSync(join(tmpdir(), 'tailor-sweep-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  const file = (key: string, ageMs: number) => {
    const path = join(root, key)
    mkdirSync(join(path, '..'), { recursive: true })
    writeFileSync(path, 'x')
    const when = new Date(Date.now() - ageMs)
    utimesSync(path, when, when)
  }

  it('deletes old files no record references, including temp files, and keeps the rest', async () => {
    const hour = 60 * 60 * 1000
    file('resumes/u1/kept.pdf', 2 * hour)
    file('resumes/u1/orphan.pdf', 2 * hour)
    file('resumes/u1/orphan.pdf.1234.tmp', 2 * hour)
    file('resumes/u2/just-written.txt', 1000)
    const deleted = await sweepLocalFiles(root, new Set(['resumes/u1/kept.pdf']), hour)
    expect(deleted).toBe(2)
    expect(readdirSync(join(root, 'resumes/u1'))).toEqual(['kept.pdf'])
    expect(readdirSync(join(root, 'resumes/u2'))).toEqual(['just-written.txt'])
  })

  it('does nothing when the folder does not exist yet', async () => {
    expect(await sweepLocalFiles(join(root, 'missing'), new Set(), 0)).toBe(0)
  })
})
