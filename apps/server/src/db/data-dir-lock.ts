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

/**
 * When the process started, in clock ticks since boot (Linux /proc); null where that is unknown. A PID can be
 * reused by an unrelated process after a crash, but not with the same start time.
 */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name in parentheses may hold spaces: count fields after its closing parenthesis.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null
  } catch {
    return null
  }
}

/** Whether the process that wrote the lock ("pid" or "pid start-time") is still the one running. */
function holdsLock(pid: number, startTime: string | undefined): boolean {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isRunning(pid)) return false
  const now = processStartTime(pid)
  return !startTime || !now || now === startTime
}

/** Takes the data folder's lock file or throws when another live process holds it; returns the release function. */
export function requireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, 'tailor.lock')
  const mine = [process.pid, processStartTime(process.pid)].filter(Boolean).join(' ')
  try {
    writeFileSync(file, mine, { flag: 'wx' })
  } catch {
    const [pid, startTime] = readFileSync(file, 'utf8').trim().split(' ')
    if (holdsLock(Number(pid), startTime)) {
      throw new Error(`The data folder ${dir} is in use by another Tailor process (pid ${pid}).`)
    }
    writeFileSync(file, mine)
  }
  return () => rmSync(file, { force: true })
}
