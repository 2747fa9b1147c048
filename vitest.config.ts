import react from '@vitejs/plugin-react';
import wyw from '@wyw-in-js/vite';
import { defineConfig } from 'vitest/config';

// Unit, property, machine and server integration tests. Browser journeys live in tests/e2e (Playwright).
// The React and Linaria plugins match vite.config.ts so component tests import styled components as built.
export default defineConfig({
  plugins: [
    react(),
    wyw({
      include: ['src/ui/**/*.{ts,tsx}'],
      babelOptions: { presets: [] },
    }),
  ],
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/ports/**/*.test.ts',
      'tests/kinds/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      'content/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/dom-waits.ts'],
    globalSetup: ['tests/setup/pglite-template.ts', 'tests/setup/server-bundle.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Test files share their worker's modules: each file importing the server's and the app's module
    // graphs again cost 216 s of a 669 s run on 2 cores (57 s shared). Files keep nothing global: every
    // file builds its own app, database and fakes, and restores what it stubs.
    isolate: false,
    fileParallelism: true,
    maxWorkers: 2,
  },
});
