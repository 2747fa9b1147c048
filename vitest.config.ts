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
      'tests/security/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
      'content/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['tests/setup/dom-waits.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
  },
});
