import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Browser tests: playwright-core drives Debian's Chromium. E2E_BASE_URL points at a running
 * stack; without it the global setup builds web/dist and serves it with `vite preview`
 * (static pages only, every /api call answers 401 = visitor).
 */
export default defineConfig({
  root: webRoot,
  test: {
    name: 'web-e2e',
    root: webRoot,
    include: ['e2e/**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // One retry for a real browser on two shared cores (a menu click landing mid-animation);
    // a test must still pass whole once, and the JSON report records the retry.
    retry: 1,
  },
});
