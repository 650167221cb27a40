import { defineProject } from 'vitest/config'

// Several engine tests sweep whole labelled sets; on a loaded two-core machine they pass 5 s, as the server's do.
export default defineProject({ test: { name: 'engine', include: ['src/**/*.test.ts'], testTimeout: 30_000 } })
