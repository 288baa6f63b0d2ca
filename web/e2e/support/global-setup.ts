import { createServer } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    staticPreview: boolean;
  }
}

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Without a gateway every API call is a visitor's: 401 problem+json, like the real one. */
function visitorApiStub(): Plugin {
  return {
    name: 'oneway-visitor-api-stub',
    configurePreviewServer(server) {
      server.middlewares.use('/api', (_req, res) => {
        res.statusCode = 401;
        res.setHeader('Content-Type', 'application/problem+json');
        res.end(
          JSON.stringify({
            type: 'about:blank',
            title: 'Unauthorized',
            status: 401,
            detail: 'Not signed in',
            code: 'AUTH.UNAUTHENTICATED',
          }),
        );
      });
    },
  };
}

export default async function setup(project: TestProject) {
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('staticPreview', false);
    return;
  }
  const vite = await import('vite');
  // A private build directory: web/dist is what the gateway serves and other sessions rebuild
  // it at any time, which must not swap chunks under a running browser test.
  // E2E_SKIP_BUILD=1 serves the existing web/dist instead.
  const reuse = process.env.E2E_SKIP_BUILD === '1';
  const outDir = reuse ? join(webRoot, 'dist') : mkdtempSync(join(tmpdir(), 'oneway-web-e2e-'));
  if (!reuse) {
    await vite.build({
      root: webRoot,
      configFile: join(webRoot, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
  }
  const port = await freePort();
  const server = await vite.preview({
    root: webRoot,
    configFile: false,
    logLevel: 'warn',
    plugins: [visitorApiStub()],
    build: { outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
  });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('staticPreview', true);
  return async () => {
    await server.close();
    if (!reuse) rmSync(outDir, { recursive: true, force: true });
  };
}
