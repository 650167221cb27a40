import { join } from 'node:path'
import type { Config } from '../config.ts'
import type { FileStorage } from './file-storage.ts'
import { createLocalFileStorage } from './local-file-storage.ts'
import { createS3FileStorage } from './s3-file-storage.ts'

/** Where uploads live without S3. */
export const localFilesRoot = (config: Config) => join(config.dataDir, 'files')

export function createFileStorage(config: Config): FileStorage {
  return config.s3 ? createS3FileStorage(config.s3) : createLocalFileStorage(localFilesRoot(config))
}
