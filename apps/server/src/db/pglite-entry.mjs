// The embedded database's thread starts here; registering tsx first lets it load the TypeScript server.
import { register } from 'tsx/esm/api'

register()
await import('./serve-pglite.ts')
