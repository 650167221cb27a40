import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

// PGlite has no file lock of its own: a second process writing the same folder silently loses data.

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the data folder's lock file or throws when another live process holds it; returns the release function. */
export function requireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'tailor.lock')
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' })
  } catch {
    const holder = Number(readFileSync(file, 'utf8'))
    if (holder !== process.pid && Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new Error(`The data folder ${dir} is in use by another Tailor process (pid ${holder}).`)
    }
    writeFileSync(file, String(process.pid))
  }
  return () => rmSync(file, { force: true })
}
