import { join } from 'node:path'
import type { Config } from '../config.ts'
import type { FileStorage } from './file-storage.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { createS3FileStorage } from './s3-file-storage.ts'

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(join(config.dataDir, 'files'))
}
