import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/** Unit and component tests: jsdom + Testing Library, `src/**\/*.test.ts(x)`. */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: {
      // Plain values only (no zod): the source, so the web needs no built libs.
      '@oneway/contracts/values': fileURLToPath(new URL('../libs/contracts/src/values.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    name: 'web-unit',
    root: webRoot,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
    // One worker per core: the default (one less than the cores) left one of CI's two idle
    // while each file's worker started and imported (six minutes for the suite, four with two).
    maxWorkers: 2,
  },
});
