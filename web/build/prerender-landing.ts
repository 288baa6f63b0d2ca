import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { SIGNED_IN_COOKIE } from '../src/config/storage-keys.ts';

const GATE = 'prerender-gate.js';
/** index.html as built, without the prerendered page. */
const SHELL = 'app.html';

/**
 * The gate, a classic script the head runs before the body is parsed: the prerendered landing
 * page shows only where the app's first screen is that page, '/' for a browser without a
 * session (HomeOrLanding; a browser that had one waits for its session instead). Elsewhere it
 * stays hidden until the app's first render replaces it. A file, not inline: the CSP allows
 * scripts from 'self' only.
 */
const gateSource = `(function () {
  var show = false;
  try {
    show = location.pathname === '/' && !/(^|; )${SIGNED_IN_COOKIE}=1(;|$)/.test(document.cookie);
  } catch (_) {}
  if (!show) document.documentElement.setAttribute('data-prerender', 'off');
})();
`;

const HEAD = `<script src="/${GATE}"></script>
    <style>html[data-prerender='off'] [data-prerendered] { display: none }</style>`;

/** Puts the `rendered` page into the built index.html's #root, with the gate in the head. */
export function withPrerendered(html: string, rendered: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root) || !html.includes('</head>')) throw new Error('index.html has no empty #root to fill');
  // Replacer functions: a replacement string would read `$&`, `$'`… in the page as patterns.
  return html
    .replace('</head>', () => `  ${HEAD}\n  </head>`)
    .replace(root, () => `<div id="root"><div data-prerendered>${rendered}</div></div>`);
}

/**
 * Issue 11 item 5 (decision web-landing-prerendered): after the client build, renders the
 * landing page once with Vite's SSR loader (src/prerender/landing.tsx) and writes it into
 * index.html, so a visitor's first paint of '/' shows the hero without waiting for the
 * JavaScript to download, evaluate and render.
 */
export function prerenderLanding(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'oneway:prerender-landing',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's HTML plugin has put index.html into the bundle, and before the bundle is
    // compressed (web/vite.config.ts), so the compressed pages carry the prerender too.
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_, bundle) {
      this.emitFile({ type: 'asset', fileName: GATE, source: gateSource });
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('the bundle has no index.html to prerender into');
      const html = String(index.source);
      // The page for every other path: a server that tells them apart (the gateway) need not
      // send the landing page with each deep link.
      this.emitFile({ type: 'asset', fileName: SHELL, source: html });
      index.source = withPrerendered(html, await renderLandingPage(config));
    },
  };
}

/** Renders src/prerender/landing.tsx once through Vite's SSR loader. */
async function renderLandingPage(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    root: config.root,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLanding } = (await server.ssrLoadModule('/src/prerender/landing.tsx')) as {
      renderLanding: () => Promise<string>;
    };
    return await renderLanding();
  } finally {
    await server.close();
  }
}
