import { describe, expect, it } from 'vitest';
import { withPrerendered } from './prerender-landing';

const BUILT = `<!doctype html>
<html><head><title>Oneway</title></head>
<body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>`;

describe('withPrerendered (decision web-landing-prerendered)', () => {
  it('puts the page into #root behind the gate, and the gate into the head', () => {
    const html = withPrerendered(BUILT, '<h1>Meet shipping without borders</h1>');
    expect(html).toContain('<div id="root"><div data-prerendered><h1>Meet shipping without borders</h1></div></div>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<script src="/prerender-gate.js"></script>');
    expect(head).toContain("html[data-prerender='off'] [data-prerendered] { display: none }");
  });

  it("keeps the page as rendered, '$' patterns included", () => {
    const page = "<p>Save $50 ($&amp; $' $` $1)</p>";
    expect(withPrerendered(BUILT, page)).toContain(`<div data-prerendered>${page}</div>`);
  });

  it('refuses an index.html without an empty #root', () => {
    expect(() => withPrerendered('<html><head></head><body><main></main></body></html>', '<h1/>')).toThrow(
      /no empty #root/,
    );
  });
});
