import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { requestErrors } from '@oneway/contracts';
import type { FastifyInstance } from 'fastify';

/** True when a built web app (with its index.html) is there to serve. */
export function hasWebApp(dir: string | undefined): dir is string {
  return !!dir && existsSync(join(dir, 'index.html'));
}

/**
 * Serves the built web app: hashed assets as files (cached for a year), every other GET that
 * is not under /api or /ws gets the app's page (the client router decides), never cached so a
 * deploy is picked up at once. Unknown /api paths stay 404 problems. '/' gets index.html, which
 * carries the landing page prerendered; every other path gets app.html, the same page without
 * it, when the build made one (decision web-landing-prerendered). Each file goes out as the
 * brotli or gzip copy the build wrote beside it when the browser accepts one (decision
 * web-assets-precompressed); the copies are not routes of their own.
 */
export async function serveWebApp(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  const shell = existsSync(join(root, 'app.html')) ? 'app.html' : 'index.html';
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders: (res, path) => {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || path === '/ws' || path.startsWith('/ws/')) {
      throw requestErrors.routeNotFound();
    }
    return reply.header('cache-control', 'no-cache').sendFile(path === '/' ? 'index.html' : shell);
  });
}
