import { readdir, rm, stat } from 'node:fs/promises'
import { join, sep } from 'node:path'

/**
 * Deletes files under a local storage root that no record references: an upload whose record was never written
 * (the request failed, or the process died, after the file was stored) and half-written temp files. Only files
 * older than `olderThanMs` go, so an upload still on its way to its record is never touched. Returns the count.
 */
export async function sweepLocalFiles(
  root: string,
  referenced: Set<string>,
  olderThanMs: number,
): Promise<number> {
  let entries: string[]
  try {
    entries = await readdir(root, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw error
  }
  const before = Date.now() - olderThanMs
  let deleted = 0
  for (const entry of entries) {
    const key = entry.split(sep).join('/')
    if (referenced.has(key)) continue
    const path = join(root, entry)
    const info = await stat(path)
    if (!info.isFile() || info.mtimeMs > before) continue
    await rm(path, { force: true })
    deleted++
  }
  return deleted
}
