import { defineConfig } from 'vitest/config';

// Vitest 3.2 deprecates vitest.workspace.ts in favour of `test.projects`: each package is a project.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'examples/test/vitest.config.ts',
      'packages/core/vitest.packaging.config.ts',
      'packages/core/vitest.chromium.config.ts',
    ],
  },
});
