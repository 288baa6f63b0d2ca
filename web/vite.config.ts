import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { prerenderLanding } from './build/prerender-landing.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const gateway = `http://127.0.0.1:${process.env.GATEWAY_PORT ?? '3000'}`;

// The gateway is the only backend: the dev server (and `vite preview`) forward the REST API
// and the WebSocket to it so the browser always talks to one origin (cookies, CSP).
const proxy = {
  '/api': { target: gateway, changeOrigin: false },
  '/ws': { target: gateway, ws: true, changeOrigin: false },
};

export default defineConfig({
  root: webRoot,
  // Every text file is also written gzip- and brotli-compressed beside itself; the gateway sends
  // the variant the browser accepts (decision web-assets-precompressed). Source maps are left as
  // they are: only a developer's tools fetch them.
  plugins: [react(), prerenderLanding(), compression({ include: /\.(html|js|css|svg|json)$/, logLevel: 'silent' })],
  resolve: {
    alias: {
      // Plain values only (no zod): the source, so the web needs no built libs.
      '@oneway/contracts/values': fileURLToPath(new URL('../libs/contracts/src/values.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Chakra UI and React form one ~210 kB (gzip) shared chunk; screens are split per route.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        // Everything the first screen imports statically is one file, not the entry and 15 small
        // shared chunks the browser fetched in waves before it could run anything (issue 11
        // item 5; decision web-initial-code-one-chunk). Routes and heavy libraries stay lazy.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
