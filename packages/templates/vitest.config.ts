import { defineProject } from 'vitest/config'

// Renders are CPU-bound (40–80 ms each, seconds under a loaded CI): allow time beyond the 5 s default.
export default defineProject({
  test: { name: 'templates', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
})
