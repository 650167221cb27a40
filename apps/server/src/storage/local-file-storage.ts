import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type FileStorage, requireSafeKey } from './file-storage.ts'

export function createLocalFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => join(root, requireSafeKey(key))
  return {
    kind: 'local',
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true })
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${randomUUID()}.tmp`
      await writeFile(temp, bytes)
      await rename(temp, path)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
  }
}
