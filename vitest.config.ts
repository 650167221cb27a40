import { defineConfig } from 'vitest/config'

// One runner for every workspace: unit tests sit beside the code, API tests under apps/server.
export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      'apps/web',
      { test: { name: 'scripts', include: ['scripts/**/*.test.ts'] } },
    ],
  },
})
