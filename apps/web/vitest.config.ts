import { defineProject } from 'vitest/config'

// Logic runs in Node; a component test asks for a DOM with `// @vitest-environment happy-dom`.
export default defineProject({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
})
